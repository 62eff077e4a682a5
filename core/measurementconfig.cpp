#include "measurementconfig.h"

#include "exactnumber.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <tuple>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::MeasurementConfig)
};
} // namespace

Result<MeasurementConfig> parseMeasurementConfig(const MeasurementConfigText &text, const FieldLabels &labels)
{
    MeasurementConfig config;
    if (Status device = checkDeviceName(text.device, labels(FieldKey::device)); !device)
        return device.failure();
    config.device = text.device;

    const std::tuple<const QString *, qint64 *, QStringView> dimensions[] = {
        {&text.batch, &config.batch, FieldKey::batch},
        {&text.context, &config.context, FieldKey::context},
        {&text.width, &config.width, FieldKey::width},
    };
    for (const auto &[value, target, key] : dimensions) {
        auto parsed = parseIntegerField(*value, key, labels, kDimensionRange);
        if (!parsed)
            return parsed.failure();
        *target = *parsed;
    }
    if (text.hidden.isEmpty()) {
        config.hidden = 4 * config.width;
    } else {
        auto hidden = parseIntegerField(text.hidden, FieldKey::hidden, labels, kDimensionRange);
        if (!hidden)
            return hidden.failure();
        config.hidden = *hidden;
    }
    auto dtype = parseDtype(text.dtype, labels(FieldKey::dtype));
    if (!dtype)
        return dtype.failure();
    config.dtype = *dtype;
    auto warmup = parseIntegerField(text.warmup, FieldKey::warmup, labels, kWarmupRange);
    if (!warmup)
        return warmup.failure();
    config.warmup = int(*warmup);
    auto repeats = parseIntegerField(text.repeats, FieldKey::repeats, labels, kRepeatsRange);
    if (!repeats)
        return repeats.failure();
    config.repeats = int(*repeats);
    if (!text.seed.isEmpty()) {
        auto seed = parseIntegerField(text.seed, FieldKey::seed, labels, kSeedRange);
        if (!seed)
            return seed.failure();
        config.seed = quint64(*seed);
    }
    if (text.output.isEmpty())
        return Error{Tr::tr("%1: an output file name is required (a new .json file)").arg(labels(FieldKey::output)),
                     FieldKey::output.toString()};
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

Status checkOutputPath(const QString &path, const QString &label)
{
    const QString key = FieldKey::output.toString();
    const QFileInfo info(path);
    if (info.exists() || info.isSymLink())
        return Error{Tr::tr("%1: %2 exists already; a result is never overwritten, choose a new name").arg(label, path),
                     key};
    const QFileInfo folder(info.absolutePath());
    if (!folder.isDir())
        return Error{
            Tr::tr("%1: the folder %2 does not exist").arg(label, QDir::toNativeSeparators(info.absolutePath())), key};
    if (!folder.isWritable())
        return Error{
            Tr::tr("%1: the folder %2 is not writable").arg(label, QDir::toNativeSeparators(info.absolutePath())), key};
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
