#pragma once

#include "core/quality/catalog.h"

#include <QByteArrayView>
#include <QString>

#include <functional>

namespace IteraGpu {

// The tariff catalog as JSON ("iteragpu-lab/catalog", resources/schema/catalog.schema.json), with
// the key names of the package cost's JSON (packageCostToJson: gpu_id, model, gpus_per_lot,
// duration_days, lot_price_cents, snapshot_date, catalog_snapshot). Version 1 (written by
// `iteragpu catalog --json` before this one) named the lot price "price_cents"; the schema reads
// both versions.
inline constexpr int kCatalogJsonFormatVersion = 2;

// Writes the catalog's JSON to `sink` in pieces of about 1 MiB, one row after another, so that
// memory stays one piece whatever the number of rows (never a document several times the
// catalog). `sourceLabel`: how the catalog is named ("shipped illustrative sample", a file name).
// Strings are escaped as jsonQuoted does, so the text is safe on a terminal as it is.
void writeCatalogJson(const Catalog &catalog, const QString &sourceLabel,
                      const std::function<void(QByteArrayView)> &sink);

} // namespace IteraGpu
