#pragma once

#include "domainlimits.h"
#include "result.h"

#include <QDate>
#include <QList>
#include <QString>

#include <optional>

namespace IteraGpu {

// One row of tarifs-forfaits.csv: the price of one lot of `gpusPerLot` GPUs for `durationDays`.
struct Tariff
{
    QString gpuId; // e.g. "b200"
    QString model; // e.g. "NVIDIA B200"
    int gpusPerLot = 0;
    int gpuMemoryGib = 0;
    int durationDays = 0; // one of kRentalDurations
    qint64 priceCents = 0; // whole US-dollar cents for one lot, all its GPUs included
    QString snapshot; // the file's snapshot_date cell, e.g. "2026-09-24 (illustrative sample)"
    QDate snapshotDate; // the date part of `snapshot`

    // True when the snapshot cell labels the prices an illustrative sample rather than a quote.
    bool isIllustrative() const;
};

class Catalog
{
public:
    static const QStringList &header();

    // Parses and validates (SPEC 1.4); errors name the line and the column.
    static Result<Catalog> parse(const QString &text, const QString &name);
    static Result<Catalog> load(const QString &path);
    // The illustrative sample shipped with the application.
    static Result<Catalog> loadBuiltin();
    static QString builtinPath();

    const QList<Tariff> &tariffs() const { return m_tariffs; }
    QString source() const { return m_source; }
    std::optional<Tariff> find(const QString &gpuId, int durationDays) const;
    bool hasGpu(const QString &gpuId) const;
    QStringList gpuIds() const; // in file order, unique

private:
    QList<Tariff> m_tariffs;
    QString m_source;
};

} // namespace IteraGpu
