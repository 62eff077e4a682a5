#include "measurementconfig.h"

#include "exactnumber.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::MeasurementConfig)
};
} // namespace

MeasurementFieldNames MeasurementFieldNames::cli()
{
    return {u"--device"_s, u"--batch"_s,  u"--context"_s, u"--width"_s, u"--hidden"_s,
            u"--dtype"_s,  u"--warmup"_s, u"--repeats"_s, u"--seed"_s,  u"--output"_s};
}

bool isValidDeviceName(const QString &device)
{
    static const QRegularExpression pattern(u"^(cpu|cuda:\\d{1,4})$"_s);
    return pattern.match(device).hasMatch();
}

QString dtypeName(Dtype dtype)
{
    switch (dtype) {
    case Dtype::Float16: return u"float16"_s;
    case Dtype::BFloat16: return u"bfloat16"_s;
    case Dtype::Float32: break;
    }
    return u"float32"_s;
}

int dtypeSize(Dtype dtype)
{
    return dtype == Dtype::Float32 ? 4 : 2;
}

Result<Dtype> parseDtype(const QString &text, const QString &field)
{
    for (Dtype d : {Dtype::Float32, Dtype::Float16, Dtype::BFloat16}) {
        if (text == dtypeName(d))
            return d;
    }
    return Error{Tr::tr("%1: must be float32, float16 or bfloat16, got '%2'").arg(field, text.left(40))};
}

Result<MeasurementConfig> parseMeasurementConfig(const MeasurementConfigText &text, const MeasurementFieldNames &names)
{
    MeasurementConfig config;
    if (text.device.isEmpty())
        return Error{Tr::tr("%1: a device is required, e.g. cuda:0 (or cpu for a protocol dry run)").arg(names.device)};
    if (!isValidDeviceName(text.device))
        return Error{
            Tr::tr("%1: must be cuda:N (e.g. cuda:0) or cpu, got '%2'").arg(names.device, text.device.left(40))};
    config.device = text.device;

    const qint64 maxDimension = qint64(1) << 31;
    const std::pair<const QString *, std::pair<qint64 *, const QString *>> dimensions[] = {
        {&text.batch, {&config.batch, &names.batch}},
        {&text.context, {&config.context, &names.context}},
        {&text.width, {&config.width, &names.width}},
    };
    for (const auto &[value, target] : dimensions) {
        auto parsed = Exact::parseInteger(*value, *target.second, 1, maxDimension);
        if (!parsed)
            return Error{parsed.error()};
        *target.first = *parsed;
    }
    if (text.hidden.isEmpty()) {
        config.hidden = 4 * config.width;
    } else {
        auto hidden = Exact::parseInteger(text.hidden, names.hidden, 1, maxDimension);
        if (!hidden)
            return Error{hidden.error()};
        config.hidden = *hidden;
    }
    auto dtype = parseDtype(text.dtype, names.dtype);
    if (!dtype)
        return Error{dtype.error()};
    config.dtype = *dtype;
    auto warmup = Exact::parseInteger(text.warmup, names.warmup, 0, 1'000'000);
    if (!warmup)
        return Error{warmup.error()};
    config.warmup = int(*warmup);
    auto repeats = Exact::parseInteger(text.repeats, names.repeats, 1, 1'000'000);
    if (!repeats)
        return Error{repeats.error()};
    config.repeats = int(*repeats);
    if (!text.seed.isEmpty()) {
        auto seed = Exact::parseInteger(text.seed, names.seed, 0, std::numeric_limits<qint64>::max());
        if (!seed)
            return Error{seed.error()};
        config.seed = quint64(*seed);
    }
    if (text.output.isEmpty())
        return Error{Tr::tr("%1: an output file name is required (a new .json file)").arg(names.output)};
    config.output = text.output;

    // Every tensor must be addressable: refuse shapes whose bytes overflow or are absurd.
    const Exact::Int128 element = dtypeSize(config.dtype);
    const Exact::Int128 sizes[] = {
        Exact::Int128(config.hidden) * config.width * element,
        Exact::Int128(config.batch) * config.context * config.width * element,
        Exact::Int128(config.batch) * config.context * config.hidden * element,
    };
    for (Exact::Int128 bytes : sizes) {
        if (bytes > kMaxTensorBytes)
            return Error{Tr::tr("invalid configuration: a tensor of %1 bytes would exceed the supported %2 bytes")
                             .arg(Exact::toString(bytes), Exact::toString(kMaxTensorBytes))};
    }
    return config;
}

Status checkOutputPath(const QString &path, const QString &field)
{
    const QFileInfo info(path);
    if (info.exists() || info.isSymLink())
        return Error{
            Tr::tr("%1: %2 exists already; a result is never overwritten, choose a new name").arg(field, path)};
    const QFileInfo folder(info.absolutePath());
    if (!folder.isDir())
        return Error{
            Tr::tr("%1: the folder %2 does not exist").arg(field, QDir::toNativeSeparators(info.absolutePath()))};
    if (!folder.isWritable())
        return Error{
            Tr::tr("%1: the folder %2 is not writable").arg(field, QDir::toNativeSeparators(info.absolutePath()))};
    return {};
}

QJsonObject configurationToJson(const MeasurementConfig &c)
{
    return QJsonObject{
        {u"device"_s, c.device}, {u"batch"_s, c.batch},     {u"context"_s, c.context},
        {u"width"_s, c.width},   {u"hidden"_s, c.hidden},   {u"dtype"_s, dtypeName(c.dtype)},
        {u"warmup"_s, c.warmup}, {u"repeats"_s, c.repeats}, {u"seed"_s, qint64(c.seed)},
        {u"autocast"_s, false},  {u"gradients"_s, false},   {u"output"_s, QFileInfo(c.output).fileName()},
    };
}

} // namespace IteraGpu
