// The plan's JSON (schema/plan.schema.json) and CSV forms, written piece by piece to a sink so that
// a 100,000-row catalog's plan is never held as one text (packageplan.cpp computes the plan).
#include "core/quality/packageplan.h"

#include "core/util/bytewriter.h"
#include "core/util/csv.h"
#include "core/util/displaytext.h"
#include "core/util/jsonsyntax.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {
QString lineKey(PlanLineKind kind)
{
    switch (kind) {
    case PlanLineKind::Weights: return u"weights"_s;
    case PlanLineKind::KvCache: return u"kv_cache"_s;
    case PlanLineKind::Reserve: return u"reserve"_s;
    case PlanLineKind::Measured: return u"measured"_s;
    }
    return {};
}
} // namespace

namespace {
QJsonObject rowToJson(const PlanRow &row, const Exact::Decimal &tightPercent)
{
    const Tariff &t = row.tariff();
    const PackageCost cost = row.cost();
    QJsonObject o{
        {u"gpu_id"_s, t.gpuId},
        {u"model"_s, t.model},
        {u"duration_days"_s, t.durationDays},
        {u"gpus_per_lot"_s, t.gpusPerLot},
        {u"gpu_memory_gib"_s, t.gpuMemoryGib},
        {u"memory_bytes"_s, row.memoryBytes},
        {u"memory_source"_s, u"catalog"_s},
        {u"needed_bytes"_s, row.neededBytes},
        {u"headroom_bytes"_s, row.headroomBytes},
        {u"headroom_percent"_s, row.headroomPercentText()},
        {u"verdict"_s, verdictKey(row.verdict)},
        {u"verdict_text"_s, verdictText(row, tightPercent)},
        {u"lot_price_cents"_s, t.priceCents},
        {u"gpus"_s, cost.gpus},
        {u"gpu_days"_s, cost.gpuDays},
        {u"snapshot_date"_s, t.snapshotDate.toString(Qt::ISODate)},
    };
    o.insert(u"spot_price_cents"_s, t.spotPriceCents ? QJsonValue(*t.spotPriceCents) : QJsonValue());
    o.insert(u"source"_s, t.source.isNull() ? QJsonValue() : QJsonValue(t.source));
    o.insert(u"read_date"_s, t.readDate.isValid() ? QJsonValue(t.readDate.toString(Qt::ISODate)) : QJsonValue());
    const QString exact = row.headroomPercentExact();
    o.insert(u"headroom_percent_exact"_s, exact.isEmpty() ? QJsonValue() : QJsonValue(exact));
    o.insert(u"unit_cost_cents"_s, cost.hasUnitCost() ? QJsonValue(cost.unitCostCentsText()) : QJsonValue());
    o.insert(u"split_evenly_bytes_per_gpu"_s, row.splitBytesPerGpu ? QJsonValue(*row.splitBytesPerGpu) : QJsonValue());
    return o;
}

// Everything but the rows.
QJsonObject headToJson(const PackagePlan &plan)
{
    QJsonArray lines;
    for (const PlanLine &line : plan.input.lines)
        lines.append(QJsonObject{{u"kind"_s, lineKey(line.kind)}, {u"label"_s, line.label}, {u"bytes"_s, line.bytes}});
    QJsonObject json{
        {u"format"_s, u"iteragpu-lab/plan"_s},
        {u"format_version"_s, 1},
        {u"catalog_source"_s, plan.catalogSource},
        {u"catalog_snapshots"_s, QJsonArray::fromStringList(plan.snapshots)},
        {u"tight_percent"_s, plan.input.tightPercent.toString()},
        {u"lines"_s, lines},
        {u"needed_bytes"_s, plan.neededBytes},
        {u"not_included"_s, QJsonArray::fromStringList(plan.input.notIncluded)},
        {u"split_note"_s, u"not measured; communication buffers and duplicated tensors not included"_s},
        {u"headroom_percent_rule"_s, headroomPercentRule()},
        {u"notice"_s, notAQuoteNotice()},
    };
    json.insert(u"accepted_results"_s,
                plan.input.acceptedResults ? QJsonValue(*plan.input.acceptedResults) : QJsonValue());
    return json;
}
} // namespace

QJsonObject packagePlanToJson(const PackagePlan &plan)
{
    QJsonObject json = headToJson(plan);
    QJsonArray rows;
    for (const PlanRow &row : plan.rows)
        rows.append(rowToJson(row, plan.input.tightPercent));
    json.insert(u"rows"_s, rows);
    return json;
}

void writePackagePlanJson(const PackagePlan &plan, const std::function<void(QByteArrayView)> &sink)
{
    constexpr qsizetype kPieceBytes = 1024 * 1024;
    QByteArray piece = QJsonDocument(headToJson(plan)).toJson(QJsonDocument::Indented);
    // The head's closing "}\n" is replaced by the rows and a closing of our own.
    piece.chop(piece.endsWith("}\n") ? 2 : 0);
    while (piece.endsWith('\n'))
        piece.chop(1);
    piece += ",\n    \"rows\": [";
    // The rows are written by hand, as catalogjson.cpp writes its rows: a QJsonObject per row costs
    // more than the whole rest of a plan. Strings that many rows share are quoted once.
    QByteArray lastDateQuoted, lastGpu, lastModel;
    QString lastSnapshot, lastGpuId, lastModelName;
    ByteWriter out(kPieceBytes + 64 * 1024);
    out.add(piece);
    const auto addField = [&out](const char *key, QByteArrayView value) {
        out.add(key);
        out.add(value);
    };
    const auto addNumber = [&out](const char *key, qint64 value) {
        out.add(key);
        out.number(value);
    };
    const auto addText = [&out](const char *key, const QString &value) {
        out.add(key);
        out.add(value.isNull() ? QByteArray("null") : jsonQuoted(value));
    };
    for (qsizetype i = 0; i < plan.rows.size(); ++i) {
        const PlanRow &row = plan.rows.at(i);
        const Tariff &t = row.tariff();
        if (i == 0 || !t.snapshot.isSharedWith(lastSnapshot)) {
            lastSnapshot = t.snapshot;
            lastDateQuoted = jsonQuoted(t.snapshotDate.toString(Qt::ISODate));
        }
        if (i == 0 || !t.gpuId.isSharedWith(lastGpuId)) {
            lastGpuId = t.gpuId;
            lastGpu = jsonQuoted(t.gpuId);
        }
        if (i == 0 || !t.model.isSharedWith(lastModelName)) {
            lastModelName = t.model;
            lastModel = jsonQuoted(t.model);
        }
        out.add(i == 0 ? "\n        {" : ",\n        {");
        addField("\"gpu_id\": ", lastGpu);
        addField(", \"model\": ", lastModel);
        addNumber(", \"duration_days\": ", t.durationDays);
        addNumber(", \"gpus_per_lot\": ", t.gpusPerLot);
        addNumber(", \"gpu_memory_gib\": ", t.gpuMemoryGib);
        addNumber(", \"memory_bytes\": ", row.memoryBytes);
        out.add(", \"memory_source\": \"catalog\"");
        addNumber(", \"needed_bytes\": ", row.neededBytes);
        addNumber(", \"headroom_bytes\": ", row.headroomBytes);
        addText(", \"headroom_percent\": ", row.headroomPercentText());
        const QString exact = row.headroomPercentExact();
        addText(", \"headroom_percent_exact\": ", exact.isEmpty() ? QString() : exact);
        addField(", \"verdict\": \"", verdictKey(row.verdict).toLatin1());
        out.add('"');
        addText(", \"verdict_text\": ", verdictText(row, plan.input.tightPercent));
        addNumber(", \"lot_price_cents\": ", t.priceCents);
        const PackageCost cost = row.cost();
        addNumber(", \"gpus\": ", cost.gpus);
        addNumber(", \"gpu_days\": ", cost.gpuDays);
        addText(", \"unit_cost_cents\": ", cost.hasUnitCost() ? cost.unitCostCentsText() : QString());
        out.add(", \"split_evenly_bytes_per_gpu\": ");
        if (row.splitBytesPerGpu)
            out.number(*row.splitBytesPerGpu);
        else
            out.add("null");
        addField(", \"snapshot_date\": ", lastDateQuoted);
        out.add(", \"spot_price_cents\": ");
        if (t.spotPriceCents)
            out.number(*t.spotPriceCents);
        else
            out.add("null");
        addText(", \"source\": ", t.source);
        addText(", \"read_date\": ", t.readDate.isValid() ? t.readDate.toString(Qt::ISODate) : QString());
        out.add('}');
        if (out.size() >= kPieceBytes) {
            sink(out.view());
            out.clear();
        }
    }
    piece = out.view().toByteArray();
    piece += plan.rows.isEmpty() ? "]\n}\n" : "\n    ]\n}\n";
    sink(piece);
}

void writePackagePlanCsv(const PackagePlan &plan, const std::function<void(QByteArrayView)> &sink)
{
    constexpr qsizetype kPieceBytes = 1024 * 1024;
    QByteArray piece
        = Csv::writeRecord({u"gpu_id"_s, u"model"_s, u"duration_days"_s, u"gpus_per_lot"_s, u"memory_bytes"_s,
                            u"needed_bytes"_s, u"headroom_bytes"_s, u"headroom_percent"_s, u"verdict"_s,
                            u"split_evenly_bytes_per_gpu"_s, u"lot_price_cents"_s, u"gpu_days"_s, u"unit_cost_cents"_s,
                            u"snapshot_date"_s, u"spot_price_cents"_s, u"source"_s, u"read_date"_s})
              .toUtf8()
        + "\r\n"; // RFC 4180 line ends, as Csv::write ends its records
    for (const PlanRow &row : plan.rows) {
        const Tariff &t = row.tariff();
        piece
            += Csv::writeRecord({t.gpuId, t.model, QString::number(t.durationDays), QString::number(t.gpusPerLot),
                                 QString::number(row.memoryBytes), QString::number(row.neededBytes),
                                 QString::number(row.headroomBytes), row.headroomPercentText(), verdictKey(row.verdict),
                                 row.splitBytesPerGpu ? QString::number(*row.splitBytesPerGpu) : QString(),
                                 QString::number(t.priceCents), QString::number(t.gpuDays()),
                                 row.cost().unitCostCentsText(), t.snapshotDate.toString(Qt::ISODate),
                                 t.spotPriceCents ? QString::number(*t.spotPriceCents) : QString(), t.source,
                                 t.readDate.toString(Qt::ISODate)})
                   .toUtf8();
        piece += "\r\n";
        if (piece.size() >= kPieceBytes) {
            sink(piece);
            piece.clear();
        }
    }
    sink(piece);
}

QString packagePlanToCsv(const PackagePlan &plan)
{
    QByteArray text;
    writePackagePlanCsv(plan, [&](QByteArrayView piece) { text += piece; });
    return QString::fromUtf8(text);
}

} // namespace IteraGpu
