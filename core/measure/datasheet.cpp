#include "core/measure/datasheet.h"

#include "core/files/textfile.h"
#include "core/measure/throughput.h"
#include "core/util/csv.h"
#include "core/util/displaytext.h"
#include "core/util/exactnumber.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::Datasheets)
};

enum Column
{
    GpuId,
    Model,
    DeviceNames,
    Fp32,
    Tf32,
    Fp16,
    Bf16,
    MemoryBandwidth,
    Source,
    ReadDate,
    Comment,
    ColumnCount
};

constexpr qsizetype kMaxCellChars = 1024;
constexpr qsizetype kMaxRows = 1000; // a table of GPU models, not a data set
// 10^18 FLOP/s (1 EFLOP/s): far above any one GPU, and the product with 1000 fits 128 bits.
constexpr qint64 kMaxFigure = 1'000'000'000'000'000'000;

} // namespace

QString peakKindName(PeakKind kind)
{
    switch (kind) {
    case PeakKind::Fp32: return u"FP32"_s;
    case PeakKind::Tf32Tensor: return u"TF32 tensor"_s;
    case PeakKind::Fp16Tensor: return u"FP16 tensor"_s;
    case PeakKind::Bf16Tensor: return u"BF16 tensor"_s;
    }
    return {};
}

QString datasheetName(const QString &deviceName)
{
    return deviceName.simplified().toCaseFolded();
}

const QStringList &Datasheets::header()
{
    static const QStringList columns{u"gpu_id"_s,
                                     u"model"_s,
                                     u"device_names"_s,
                                     u"fp32_flops"_s,
                                     u"tf32_tensor_flops"_s,
                                     u"fp16_tensor_flops"_s,
                                     u"bf16_tensor_flops"_s,
                                     u"memory_bytes_per_second"_s,
                                     u"source"_s,
                                     u"read_date"_s,
                                     u"comment"_s};
    return columns;
}

QString Datasheets::builtinPath()
{
    return u":/iteragpu/datasheets.csv"_s;
}

Result<Datasheets> Datasheets::load(const QString &path)
{
    auto text = readTextFile(path);
    if (!text)
        return Error{text.error()};
    return parse(*text, displaySafe(path));
}

Result<Datasheets> Datasheets::loadBuiltin()
{
    auto bytes = readResourceBytes(builtinPath());
    if (!bytes)
        return Error{bytes.error()};
    auto text = decodeText(*bytes, builtinPath());
    if (!text)
        return Error{text.error()};
    return parse(*text, builtinPath());
}

Result<Datasheets> Datasheets::parse(const QString &text, const QString &name)
{
    static const QRegularExpression idPattern(u"^[a-z0-9][a-z0-9._-]{0,39}$"_s);
    Datasheets table;
    QSet<QString> ids, names;
    bool headerSeen = false;
    const auto visit = [&](const Csv::RecordView &record) -> Status {
        if (!headerSeen) {
            headerSeen = true;
            if (record.fields.size() == header().size()
                && std::equal(header().begin(), header().end(), record.fields.begin(),
                              [](const QString &column, QStringView field) { return column == field; }))
                return {};
            return Error{Tr::tr("%1, line 1: the header must be exactly %2").arg(name, header().join(u','))};
        }
        if (record.fields.size() == 1 && record.fields.first().isEmpty())
            return {};
        const auto at = [&]() -> QString { return Tr::tr("%1, line %2").arg(name).arg(record.line); };
        if (record.fields.size() != ColumnCount)
            return Error{
                Tr::tr("%1: expected %2 fields, found %3").arg(at()).arg(int(ColumnCount)).arg(record.fields.size())};
        if (table.m_rows.size() >= kMaxRows)
            return Error{Tr::tr("%1: more than %2 rows").arg(at()).arg(kMaxRows)};
        const auto cell = [&](Column c) -> QString { return record.fields.at(c).toString(); };
        const auto where = [&](Column c) -> QString { return at() + u", "_s + header().at(c); };
        DatasheetRow row;
        row.gpuId = cell(GpuId);
        if (!idPattern.match(row.gpuId).hasMatch())
            return Error{Tr::tr("%1: '%2' is not a valid id (lower-case letters, digits, '.', '-', '_')")
                             .arg(where(GpuId), displaySafe(row.gpuId))};
        if (ids.contains(row.gpuId))
            return Error{Tr::tr("%1: a second row for '%2'").arg(where(GpuId), row.gpuId)};
        ids.insert(row.gpuId);
        row.model = cell(Model).trimmed();
        if (row.model.isEmpty())
            return Error{Tr::tr("%1: the model name is empty").arg(where(Model))};
        for (const QString &deviceName : cell(DeviceNames).split(u';')) {
            const QString normalised = datasheetName(deviceName);
            if (normalised.isEmpty())
                return Error{Tr::tr("%1: an empty device name (names are separated by ';')").arg(where(DeviceNames))};
            if (names.contains(normalised))
                return Error{Tr::tr("%1: the device name '%2' is listed twice; a name must match one row only")
                                 .arg(where(DeviceNames), displaySafe(deviceName.simplified()))};
            names.insert(normalised);
            row.deviceNames.append(normalised);
        }
        const auto figure = [&](Column c, QString &target) -> Status {
            const QString text = cell(c);
            if (text.isEmpty())
                return {}; // the datasheet states none
            auto value = Exact::parseInteger(text, where(c), 1, kMaxFigure);
            if (!value)
                return Error{value.error()};
            target = QString::number(*value);
            return {};
        };
        for (const auto &[column, target] :
             {std::pair{Fp32, &row.fp32Flops}, std::pair{Tf32, &row.tf32TensorFlops},
              std::pair{Fp16, &row.fp16TensorFlops}, std::pair{Bf16, &row.bf16TensorFlops},
              std::pair{MemoryBandwidth, &row.memoryBytesPerSecond}}) {
            if (Status s = figure(column, *target); !s)
                return s;
        }
        row.source = cell(Source).trimmed();
        if (!row.source.startsWith(u"https://"_s) || row.source.contains(u' '))
            return Error{Tr::tr("%1: the source must be the datasheet's https:// address").arg(where(Source))};
        row.readDate = QDate::fromString(cell(ReadDate), Qt::ISODate);
        if (!row.readDate.isValid() || cell(ReadDate).size() != 10)
            return Error{Tr::tr("%1: '%2' is not a date YYYY-MM-DD").arg(where(ReadDate), displaySafe(cell(ReadDate)))};
        row.comment = cell(Comment).trimmed();
        table.m_rows.append(std::move(row));
        return {};
    };
    Csv::Limits limits;
    limits.maxFields = ColumnCount;
    limits.maxFieldChars = kMaxCellChars;
    if (Status parsed = Csv::forEachRecordView(text, name, limits, visit); !parsed)
        return parsed.failure();
    if (!headerSeen)
        return Error{Tr::tr("%1: empty file; expected the header %2").arg(name, header().join(u','))};
    return table;
}

std::optional<DatasheetRow> Datasheets::match(const QString &deviceName) const
{
    const QString wanted = datasheetName(deviceName);
    if (wanted.isEmpty())
        return std::nullopt;
    // parse() refuses a name listed twice, so at most one row holds it: nothing to choose between.
    for (const DatasheetRow &row : m_rows) {
        if (row.deviceNames.contains(wanted))
            return row;
    }
    return std::nullopt;
}

PeakShare peakShare(const Datasheets &datasheets, const EnvironmentReport &environment, Dtype dtype,
                    const QString &achievedFlopsPerSecond)
{
    PeakShare share;
    if (environment.device.type == DeviceType::Cpu) {
        share.text = Tr::tr("no datasheet row applies on the CPU");
        return share;
    }
    const auto row = datasheets.match(environment.device.deviceName);
    if (!row) {
        share.text = Tr::tr("no datasheet row for the device name '%1'")
                         .arg(displaySafe(environment.device.deviceName.simplified(), 80));
        return share;
    }
    QString peak;
    switch (dtype) {
    case Dtype::Float16:
        share.kind = PeakKind::Fp16Tensor;
        peak = row->fp16TensorFlops;
        break;
    case Dtype::BFloat16:
        share.kind = PeakKind::Bf16Tensor;
        peak = row->bf16TensorFlops;
        break;
    case Dtype::Float32: {
        const std::optional<bool> tf32
            = environment.libtorch ? environment.libtorch->float32MatmulAllowTf32 : std::optional<bool>();
        if (!tf32) {
            share.text = Tr::tr("the report does not say whether TF32 was allowed for float32 matrix products, so "
                                "neither the FP32 nor the TF32 peak applies");
            return share;
        }
        share.kind = *tf32 ? PeakKind::Tf32Tensor : PeakKind::Fp32;
        peak = *tf32 ? row->tf32TensorFlops : row->fp32Flops;
        break;
    }
    }
    if (peak.isEmpty()) {
        share.text = Tr::tr("the datasheet row %1 states no dense %2 peak").arg(row->gpuId, peakKindName(*share.kind));
        share.kind.reset();
        return share;
    }
    if (achievedFlopsPerSecond.isEmpty()) {
        share.text = Tr::tr("no warm forward, no share of the datasheet's dense peak");
        share.kind.reset();
        return share;
    }
    bool ok = false;
    const qint64 achieved = achievedFlopsPerSecond.toLongLong(&ok);
    if (!ok) {
        share.kind.reset();
        return share;
    }
    share.percent = Exact::quotient(Exact::Int128(achieved) * 100, Exact::Int128(peak.toLongLong()), 1);
    // The row's model, date and address beside the share: the figure is only as good as its source.
    share.text = Tr::tr("%1 % of the datasheet's dense peak (%2, %3 FLOP/s; %4, read %5 from %6)")
                     .arg(share.percent, peakKindName(*share.kind), peak, row->model,
                          row->readDate.toString(Qt::ISODate), row->source);
    // Above the peak is not a result: a dense matrix product cannot beat it, so the datasheet row
    // (its model, its figure), the device the report names, or the timing is wrong.
    if (achieved > peak.toLongLong())
        share.text += u' '
            + Tr::tr("— above the datasheet's dense peak, which a dense matrix product cannot reach: the datasheet row "
                     "may not be this device's, or the measured time is wrong; this share is no result");
    return share;
}

ThroughputSummary throughputSummary(const MeasurementReport &report, const Datasheets &datasheets)
{
    ThroughputSummary summary;
    summary.workText = Tr::tr("Matrix-product work per forward: %1 FLOP (4 x batch x context x width x hidden; bias "
                              "and GELU not counted)")
                           .arg(Exact::toString(matmulFlopsPerForward(report.config)));
    summary.achievedFlopsPerSecond = achievedFlopsPerSecond(report.config, report.outcome);
    if (summary.achievedFlopsPerSecond.isEmpty()) {
        summary.achievedText = Tr::tr("Achieved matrix-product throughput: none (no warm forward)");
        return summary;
    }
    summary.share = peakShare(datasheets, report.environment, report.config.dtype, summary.achievedFlopsPerSecond);
    summary.achievedText = Tr::tr("Achieved at the warm median: %1 FLOP/s (%2); %3")
                               .arg(summary.achievedFlopsPerSecond, flopsPerSecondShort(summary.achievedFlopsPerSecond),
                                    summary.share.text);
    return summary;
}

const Datasheets &builtinDatasheets()
{
    static const Datasheets table = [] {
        auto loaded = Datasheets::loadBuiltin();
        return loaded ? *loaded : Datasheets();
    }();
    return table;
}

} // namespace IteraGpu
