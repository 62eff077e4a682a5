#include "core/reports/devicememoryreader.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::ReportReader)
};

const QString kFree = u"device_free_bytes"_s;
const QString kTotal = u"device_total_bytes"_s;
const QString kRetries = u"num_alloc_retries"_s;
const QString kOoms = u"num_ooms"_s;

// An integer >= 0 or null; `count` names a negative value a count rather than bytes.
std::optional<qint64> figure(JsonWalker &w, const QJsonValue &value, const QString &path, bool count)
{
    if (count && !w.failed() && value.isDouble() && value.toDouble() < 0) {
        w.fail(path, Tr::tr("negative count (%1)").arg(value.toDouble()));
        return std::nullopt;
    }
    return w.bytesOrNull(value, path).value_or(std::nullopt);
}

// The four figures of `json` at `path` into `into`, with the pair rules.
void readFigures(JsonWalker &w, const QJsonObject &json, const QString &path, bool counters, MemoryCounters &into)
{
    const auto at = [&](const QString &key) { return JsonWalker::member(path, key); };
    into.deviceFreeBytes = figure(w, json.value(kFree), at(kFree), false);
    into.deviceTotalBytes = figure(w, json.value(kTotal), at(kTotal), false);
    into.numAllocRetries = figure(w, json.value(kRetries), at(kRetries), true);
    into.numOoms = figure(w, json.value(kOoms), at(kOoms), true);
    if (w.failed())
        return;
    const std::pair<QString, bool> present[] = {{kFree, into.deviceFreeBytes.has_value()},
                                                {kTotal, into.deviceTotalBytes.has_value()},
                                                {kRetries, into.numAllocRetries.has_value()},
                                                {kOoms, into.numOoms.has_value()}};
    if (!counters) {
        for (const auto &[key, has] : present) {
            if (has) {
                w.fail(at(key), Tr::tr("expected null (memory_counters is \"unavailable\")"));
                return;
            }
        }
        return;
    }
    if (into.deviceFreeBytes.has_value() != into.deviceTotalBytes.has_value()) {
        w.fail(at(into.deviceFreeBytes ? kTotal : kFree),
               Tr::tr("expected an integer (%1 is one)").arg(into.deviceFreeBytes ? kFree : kTotal));
    } else if (into.numAllocRetries.has_value() != into.numOoms.has_value()) {
        w.fail(at(into.numAllocRetries ? kOoms : kRetries),
               Tr::tr("expected an integer (%1 is one)").arg(into.numAllocRetries ? kRetries : kOoms));
    } else if (into.deviceFreeBytes && *into.deviceFreeBytes > *into.deviceTotalBytes) {
        w.fail(at(kFree),
               Tr::tr("%1 is more than %2 %3").arg(*into.deviceFreeBytes).arg(kTotal).arg(*into.deviceTotalBytes));
    }
}

QString readingName(qsizetype row)
{
    return row < 0 ? u"device_memory_before"_s : JsonWalker::item(u"phases"_s, row);
}

} // namespace

const QStringList &rowDeviceFieldKeys()
{
    static const QStringList keys{kFree, kTotal, kRetries, kOoms};
    return keys;
}

MemoryCounters rowDeviceFiguresFromJson(JsonWalker &w, const QJsonObject &json, const QString &path, bool counters,
                                        RowDeviceFields fields)
{
    MemoryCounters figures;
    if (fields == RowDeviceFields::Absent)
        return figures;
    if (fields == RowDeviceFields::Optional && !json.contains(kFree) && !json.contains(kTotal)
        && !json.contains(kRetries) && !json.contains(kOoms))
        return figures;
    if (fields == RowDeviceFields::Optional)
        w.checkKeys(json, path, rowDeviceFieldKeys(), {}, false); // all four or none
    readFigures(w, json, path, counters, figures);
    return figures;
}

std::optional<MemoryCounters> deviceMemoryBeforeFromJson(JsonWalker &w, const QJsonValue &value, bool counters)
{
    const QString path = u"device_memory_before"_s;
    if (w.failed() || value.isNull())
        return std::nullopt;
    if (!counters) {
        w.fail(path, Tr::tr("expected null (memory_counters is \"unavailable\")"));
        return std::nullopt;
    }
    const QJsonObject json = w.object(value, path).value_or(QJsonObject());
    w.checkKeys(json, path, rowDeviceFieldKeys() + QStringList{u"reserved_bytes"_s});
    MemoryCounters reading;
    const QString reserved = JsonWalker::member(path, u"reserved_bytes"_s);
    if (const std::optional<qint64> bytes = w.bytesOrNull(json.value(u"reserved_bytes"_s), reserved).value_or(0))
        reading.reserved = *bytes;
    else
        w.fail(reserved, Tr::tr("expected an integer (memory_counters is \"caching_allocator\")"));
    readFigures(w, json, path, true, reading);
    if (w.failed())
        return std::nullopt;
    return reading;
}

void checkDeviceMemorySequence(JsonWalker &w, const MeasurementOutcome &outcome)
{
    // Readings in order: -1 is device_memory_before, then the rows.
    QList<std::pair<qsizetype, MemoryCounters>> readings;
    if (outcome.deviceMemoryBefore)
        readings.append({-1, *outcome.deviceMemoryBefore});
    for (qsizetype i = 0; i < outcome.rows.size(); ++i) {
        if (outcome.rows.at(i).end)
            readings.append({i, *outcome.rows.at(i).end});
    }
    if (w.failed() || readings.isEmpty())
        return;
    const MemoryCounters &first = readings.first().second;
    const QString firstName = readingName(readings.first().first);
    for (qsizetype r = 1; r < readings.size() && !w.failed(); ++r) {
        const auto &[index, reading] = readings.at(r);
        const MemoryCounters &previous = readings.at(r - 1).second;
        const QString name = readingName(index);
        const auto at = [&](const QString &key) { return JsonWalker::member(name, key); };
        const auto nullness = [&](const QString &key, bool had) {
            w.fail(at(key),
                   had ? Tr::tr("expected an integer (%1 has one)").arg(firstName)
                       : Tr::tr("expected null (%1 has none)").arg(firstName));
        };
        if (reading.deviceTotalBytes.has_value() != first.deviceTotalBytes.has_value())
            nullness(kTotal, first.deviceTotalBytes.has_value());
        else if (reading.numOoms.has_value() != first.numOoms.has_value())
            nullness(kOoms, first.numOoms.has_value());
        else if (reading.deviceTotalBytes && *reading.deviceTotalBytes != *first.deviceTotalBytes)
            w.fail(at(kTotal),
                   Tr::tr("%1 differs from %2's %3: one device has one total")
                       .arg(*reading.deviceTotalBytes)
                       .arg(firstName)
                       .arg(*first.deviceTotalBytes));
        else if (reading.numAllocRetries && *reading.numAllocRetries < *previous.numAllocRetries)
            w.fail(at(kRetries),
                   Tr::tr("%1 is less than the reading before (%2): the count is never reset")
                       .arg(*reading.numAllocRetries)
                       .arg(*previous.numAllocRetries));
        else if (reading.numOoms && *reading.numOoms < *previous.numOoms)
            w.fail(at(kOoms),
                   Tr::tr("%1 is less than the reading before (%2): the count is never reset")
                       .arg(*reading.numOoms)
                       .arg(*previous.numOoms));
    }
}

void checkDeviceTotals(JsonWalker &w, const MeasurementOutcome &outcome, const std::optional<qint64> &environmentTotal)
{
    if (w.failed())
        return;
    std::optional<qint64> total;
    QString totalAt;
    if (outcome.deviceMemoryBefore && outcome.deviceMemoryBefore->deviceTotalBytes) {
        total = outcome.deviceMemoryBefore->deviceTotalBytes;
        totalAt = JsonWalker::member(readingName(-1), kTotal);
    }
    for (qsizetype i = 0; i < outcome.rows.size() && !total; ++i) {
        if (outcome.rows.at(i).end && outcome.rows.at(i).end->deviceTotalBytes) {
            total = outcome.rows.at(i).end->deviceTotalBytes;
            totalAt = JsonWalker::member(readingName(i), kTotal);
        }
    }
    if (!total)
        return;
    if (environmentTotal && *environmentTotal != *total) {
        w.fail(totalAt,
               Tr::tr("%1 differs from environment.device.total_memory_bytes %2: one device has one total")
                   .arg(*total)
                   .arg(*environmentTotal));
        return;
    }
    for (qsizetype i = 0; i < outcome.rows.size(); ++i) {
        const std::optional<MemoryCounters> &end = outcome.rows.at(i).end;
        if (!end)
            continue;
        if (end->peakReserved > *total) { // the peak is at least the end value (checkRowSequence)
            w.fail(JsonWalker::member(readingName(i), u"peak_reserved_bytes"_s),
                   Tr::tr("%1 is more than the device's total of %2 bytes: the allocator cannot hold more than the "
                          "device has")
                       .arg(end->peakReserved)
                       .arg(*total));
            return;
        }
    }
}

} // namespace IteraGpu
