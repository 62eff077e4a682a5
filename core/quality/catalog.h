#pragma once

#include "util/domainlimits.h"
#include "util/result.h"

#include <QDate>
#include <QHash>
#include <QList>
#include <QString>

#include <array>
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
    // GPU-days of one lot: its GPUs times the duration.
    qint64 gpuDays() const { return qint64(gpusPerLot) * durationDays; }
    // The lot price per GPU-day in US dollars to 2 decimals ("2.95"), and the same in 1/100 cent
    // as an integer to sort by; both exact quotients rounded half up.
    QString dollarsPerGpuDay() const;
    qint64 hundredthCentsPerGpuDay() const;
};

} // namespace IteraGpu

Q_DECLARE_TYPEINFO(IteraGpu::Tariff, Q_RELOCATABLE_TYPE);

namespace IteraGpu {

class Catalog
{
public:
    static const QStringList &header();

    // Parses and validates; errors name the line and the column.
    static Result<Catalog> parse(const QString &text, const QString &name);
    static Result<Catalog> load(const QString &path);
    // The illustrative sample shipped with the application.
    static Result<Catalog> loadBuiltin();
    static QString builtinPath();

    const QList<Tariff> &tariffs() const { return m_tariffs; }
    QString source() const { return m_source; }
    std::optional<Tariff> find(const QString &gpuId, int durationDays) const;
    bool hasGpu(const QString &gpuId) const;
    const QStringList &gpuIds() const { return m_gpuIds; } // in file order, unique
    // The first `maxIds` ids, display-safe and comma-separated, then how many more there are.
    QString gpuIdList(qsizetype maxIds = 20) const;

private:
    QList<Tariff> m_tariffs;
    QStringList m_gpuIds;
    QHash<QString, std::array<qsizetype, 3>> m_rowsOf; // gpu_id -> rows of its 3-, 7-, 30-day tariffs, -1: none
    QString m_source;
};

} // namespace IteraGpu
