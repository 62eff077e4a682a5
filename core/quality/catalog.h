#pragma once

#include "core/util/cancel.h"
#include "core/util/domainlimits.h"
#include "core/util/result.h"

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
    // Optional columns (a catalog without them stays valid): the interruptible (spot) price of the
    // same lot in whole cents, absent when the row has none; where the row's prices were read and
    // on which day.
    std::optional<qint64> spotPriceCents;
    QString source;
    QDate readDate;

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
    // The columns a catalog may add after the header, in any order, each at most once.
    static const QStringList &optionalColumns();

    // Parses and validates, one record at a time; errors name the line and the column. Memory: the
    // text, one Tariff per row (the rows of a GPU share their strings) and an index per GPU; see
    // docs/ARCHITECTURE.md, "Bounded work". `cancel` is checked every kCancelCheckRecords records.
    static Result<Catalog> parse(const QString &text, const QString &name, CancelFlag cancel = nullptr);
    // A catalog file the user chose (a path starting with ':' is a file like any other).
    static Result<Catalog> load(const QString &path, CancelFlag cancel = nullptr);
    // The illustrative sample shipped with the application.
    static Result<Catalog> loadBuiltin();
    static QString builtinPath();

    const QList<Tariff> &tariffs() const { return m_tariffs; }
    // The same catalog, read once and copied since (its rows are shared): a cheap identity test,
    // false for an equal catalog read twice.
    bool isSameAs(const Catalog &other) const
    {
        return m_tariffs.constData() == other.m_tariffs.constData() && m_tariffs.size() == other.m_tariffs.size()
            && m_source == other.m_source;
    }
    // True when the file had the column (its cells may still be empty on some rows).
    bool hasSpotPrices() const { return m_hasSpot; }
    bool hasSources() const { return m_hasSource; }
    bool hasReadDates() const { return m_hasReadDate; }
    QString source() const { return m_source; }
    std::optional<Tariff> find(const QString &gpuId, int durationDays) const;
    bool hasGpu(const QString &gpuId) const;
    const QStringList &gpuIds() const { return m_gpuIds; } // in file order, unique
    // The first `maxIds` ids, display-safe and comma-separated, then how many more there are.
    QString gpuIdList(qsizetype maxIds = 20) const;

private:
    QList<Tariff> m_tariffs;
    QStringList m_gpuIds;
    // gpu_id -> 1 + the rows of its 3-, 7- and 30-day tariffs, 0: none
    QHash<QString, std::array<qsizetype, 3>> m_rowsOf;
    QString m_source;
    bool m_hasSpot = false;
    bool m_hasSource = false;
    bool m_hasReadDate = false;
};

} // namespace IteraGpu
