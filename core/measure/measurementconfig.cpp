#include "core/measure/measurementconfig.h"

#include "core/files/textfile.h"
#include "core/util/clioptions.h"
#include "core/util/displaytext.h"
#include "core/util/exactnumber.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStorageInfo>

#include <cerrno>
#include <climits>
#include <cstring>
#include <linux/magic.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <type_traits>
#include <unistd.h>
#include <utility>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::MeasurementConfig)
};

// The kind of a file system that holds no user files (kernel interfaces and device nodes), by
// the magic number statfs reports; empty for any other. devtmpfs reports the tmpfs number and is
// told apart by its mount.
QString specialFileSystem(const QString &folder)
{
    struct statfs info;
    if (::statfs(QFile::encodeName(folder).constData(), &info) != 0)
        return {};
    static const std::pair<quint32, QStringView> kinds[] = {
        {PROC_SUPER_MAGIC, u"procfs"},     {SYSFS_MAGIC, u"sysfs"},
        {DEVPTS_SUPER_MAGIC, u"devpts"},   {CGROUP_SUPER_MAGIC, u"cgroup"},
        {CGROUP2_SUPER_MAGIC, u"cgroup2"}, {DEBUGFS_MAGIC, u"debugfs"},
        {TRACEFS_MAGIC, u"tracefs"},       {SECURITYFS_MAGIC, u"securityfs"},
        {PSTOREFS_MAGIC, u"pstore"},       {BPF_FS_MAGIC, u"bpf"},
        {EFIVARFS_MAGIC, u"efivarfs"},     {BINFMTFS_MAGIC, u"binfmt_misc"},
        {SELINUX_MAGIC, u"selinuxfs"},     {NSFS_MAGIC, u"nsfs"},
        {USBDEVICE_SUPER_MAGIC, u"usbfs"}, {0x62656570, u"configfs"},
        {0x19800202, u"mqueue"},
    };
    const auto type = quint32(info.f_type);
    for (const auto &[magic, name] : kinds) {
        if (magic == type)
            return name.toString();
    }
    if (type == TMPFS_MAGIC && QStorageInfo(folder).fileSystemType() == "devtmpfs")
        return u"devtmpfs"_s;
    return {};
}
} // namespace

QString *MeasurementConfigText::field(QStringView key)
{
    return const_cast<QString *>(std::as_const(*this).field(key));
}

const QString *MeasurementConfigText::field(QStringView key) const
{
    const std::pair<QStringView, const QString *> fields[] = {
        {FieldKey::device, &device},
        {FieldKey::batch, &batch},
        {FieldKey::context, &context},
        {FieldKey::width, &width},
        {FieldKey::hidden, &hidden},
        {FieldKey::dtype, &dtype},
        {FieldKey::warmup, &warmup},
        {FieldKey::repeats, &repeats},
        {FieldKey::seed, &seed},
        {FieldKey::output, &output},
        {FieldKey::memoryLimit, &memoryLimit},
    };
    for (const auto &[name, text] : fields) {
        if (name == key)
            return text;
    }
    return nullptr;
}

QString MeasurementConfigText::value(QStringView key) const
{
    const QString *text = field(key);
    return text ? *text : QString();
}

MeasurementConfigText measurementConfigText(const MeasurementConfig &config)
{
    return {config.device,
            QString::number(config.batch),
            QString::number(config.context),
            QString::number(config.width),
            QString::number(config.hidden),
            dtypeName(config.dtype),
            QString::number(config.warmup),
            QString::number(config.repeats),
            QString::number(config.seed),
            config.output,
            config.memoryLimitBytes ? memoryLimitText(*config.memoryLimitBytes) : QString()};
}

namespace {

// Reads every field, also after a failure, and appends each field's failure to `problems` in
// field order; the tensor sizes are checked only when every field is valid.
MeasurementConfig readConfig(const MeasurementConfigText &text, const FieldLabels &labels, QList<Error> &problems)
{
    MeasurementConfig config;
    const auto take = [&problems](const auto &result, auto *target) {
        if (result)
            *target = static_cast<std::remove_pointer_t<decltype(target)>>(*result);
        else
            problems.append(result.failure());
    };
    if (Status device = checkDeviceName(text.device, labels(FieldKey::device)); !device)
        problems.append(device.failure());
    config.device = text.device;
    take(parseIntegerField(text.batch, FieldKey::batch, labels, kDimensionRange), &config.batch);
    take(parseIntegerField(text.context, FieldKey::context, labels, kDimensionRange), &config.context);
    take(parseIntegerField(text.width, FieldKey::width, labels, kDimensionRange), &config.width);
    if (text.hidden.isEmpty())
        config.hidden = 4 * config.width;
    else
        take(parseIntegerField(text.hidden, FieldKey::hidden, labels, kDimensionRange), &config.hidden);
    take(parseDtype(text.dtype, labels(FieldKey::dtype)), &config.dtype);
    take(parseIntegerField(text.warmup, FieldKey::warmup, labels, kWarmupRange), &config.warmup);
    take(parseIntegerField(text.repeats, FieldKey::repeats, labels, kRepeatsRange), &config.repeats);
    if (!text.seed.isEmpty())
        take(parseIntegerField(text.seed, FieldKey::seed, labels, kSeedRange), &config.seed);
    if (text.output.isEmpty())
        problems.append(
            Error{Tr::tr("%1: an output file name is required (a new .json file)").arg(labels(FieldKey::output)),
                  FieldKey::output.toString()});
    config.output = text.output;
    if (!text.memoryLimit.isEmpty()) {
        auto limit = parseMemoryLimit(text.memoryLimit, labels(FieldKey::memoryLimit));
        if (!limit)
            problems.append(limit.failure());
        else if (!config.isCpuDryRun())
            problems.append(Error{Tr::tr("%1: applies to a dry run on the CPU only (%2 cpu): a GPU's memory is not "
                                         "this process's address space")
                                      .arg(labels(FieldKey::memoryLimit), labels(FieldKey::device)),
                                  FieldKey::memoryLimit.toString()});
        else
            config.memoryLimitBytes = *limit;
    }
    if (!problems.isEmpty())
        return config;

    // Every tensor must be addressable: refuse shapes whose bytes overflow or are absurd.
    const Exact::Int128 element = dtypeSize(config.dtype);
    const Exact::Int128 sizes[] = {
        Exact::Int128(config.hidden) * config.width * element,
        Exact::Int128(config.batch) * config.context * config.width * element,
        Exact::Int128(config.batch) * config.context * config.hidden * element,
    };
    for (Exact::Int128 bytes : sizes) {
        if (bytes > kMaxTensorBytes) {
            problems.append(
                Error{Tr::tr("invalid configuration: a tensor of %1 bytes would exceed the supported %2 bytes")
                          .arg(Exact::toString(bytes), Exact::toString(kMaxTensorBytes))});
            break;
        }
    }
    return config;
}

} // namespace

QStringList measureOptionArguments(const MeasurementConfigText &text, const QList<QStringView> &leftOut)
{
    QStringList arguments;
    for (const CliOption &option : cliOptions(u"measure")) {
        const QString *value = text.field(option.field);
        if (value && !value->isEmpty() && !leftOut.contains(option.field))
            arguments << u"--"_s + option.name << *value;
    }
    return arguments;
}

Result<MeasurementConfig> parseMeasurementConfig(const MeasurementConfigText &text, const FieldLabels &labels)
{
    QList<Error> problems;
    MeasurementConfig config = readConfig(text, labels, problems);
    if (!problems.isEmpty())
        return problems.first();
    return config;
}

QList<Error> measurementConfigProblems(const MeasurementConfigText &text, const FieldLabels &labels)
{
    QList<Error> problems;
    readConfig(text, labels, problems);
    return problems;
}

Status checkOutputPath(const QString &path, const QString &label)
{
    const QString key = FieldKey::output.toString();
    const QFileInfo info(fileSystemPath(path)); // ":x.json" is a file, not a resource
    const QString folder = info.absolutePath();
    const QString shownFolder = displaySafe(QDir::toNativeSeparators(folder));
    const QByteArray encodedFolder = QFile::encodeName(folder);

    const qsizetype nameBytes = QFile::encodeName(info.fileName()).size();
    const long nameMax = ::pathconf(encodedFolder.constData(), _PC_NAME_MAX);
    const qsizetype maxNameBytes = nameMax > 0 ? qsizetype(nameMax) : NAME_MAX;
    if (nameBytes > maxNameBytes)
        return Error{Tr::tr("%1: the file name %2 is %3 bytes long; the file system allows at most %4")
                         .arg(label, displaySafe(info.fileName()))
                         .arg(nameBytes)
                         .arg(maxNameBytes),
                     key};
    // PATH_MAX counts the terminating NUL.
    const qsizetype pathBytes = QFile::encodeName(info.absoluteFilePath()).size();
    if (pathBytes >= PATH_MAX)
        return Error{Tr::tr("%1: the path %2 is %3 bytes long; at most %4 are allowed")
                         .arg(label, displaySafe(QDir::toNativeSeparators(info.absoluteFilePath())))
                         .arg(pathBytes)
                         .arg(PATH_MAX - 1),
                     key};

    // lstat: a symbolic link there, even a dangling one, is an existing name.
    struct stat entry;
    if (::lstat(QFile::encodeName(path).constData(), &entry) == 0)
        return Error{Tr::tr("%1: %2 exists already; a result is never overwritten, choose a new name")
                         .arg(label, displaySafe(path)),
                     key};
    if (const int code = errno; code != ENOENT && code != ENOTDIR)
        return Error{Tr::tr("%1: %2 cannot be checked (%3)")
                         .arg(label, displaySafe(path), QString::fromLocal8Bit(std::strerror(code))),
                     key};
    struct stat parent;
    if (::stat(encodedFolder.constData(), &parent) != 0) {
        const int code = errno;
        if (code == ENOENT)
            return Error{Tr::tr("%1: the folder %2 does not exist").arg(label, shownFolder), key};
        if (code == ENOTDIR)
            return Error{Tr::tr("%1: %2 is not a folder").arg(label, shownFolder), key};
        return Error{Tr::tr("%1: %2 cannot be checked (%3)")
                         .arg(label, shownFolder, QString::fromLocal8Bit(std::strerror(code))),
                     key};
    }
    if (!S_ISDIR(parent.st_mode))
        return Error{Tr::tr("%1: %2 is not a folder").arg(label, shownFolder), key};
    if (const QString special = specialFileSystem(folder); !special.isEmpty())
        return Error{Tr::tr("%1: the folder %2 is on %3, a special file system; choose a folder on a disk")
                         .arg(label, shownFolder, special),
                     key};
    if (Status creatable = probeCreatable(folder); !creatable)
        return Error{u"%1: %2"_s.arg(label, creatable.error()), key};
    return {};
}

QString memoryLimitText(qint64 bytes)
{
    constexpr qint64 gib = qint64(1) << 30;
    return bytes % gib == 0 ? u"%1GiB"_s.arg(bytes / gib) : u"%1MiB"_s.arg(bytes >> 20);
}

Result<qint64> parseMemoryLimit(const QString &text, const QString &label)
{
    static const QRegularExpression pattern(u"^([0-9]{1,12})(MiB|GiB)$"_s);
    const QRegularExpressionMatch match = pattern.match(text);
    const auto refused = [&] {
        return Error{Tr::tr("%1: '%2' is not a size; write whole MiB or GiB, from %3MiB to %4MiB (as 3GiB or 2500MiB)")
                         .arg(label, displaySafe(text, 40))
                         .arg(kMemoryLimitMibRange.min)
                         .arg(kMemoryLimitMibRange.max),
                     FieldKey::memoryLimit.toString()};
    };
    if (!match.hasMatch())
        return refused();
    const qint64 mib = match.captured(1).toLongLong() * (match.captured(2) == u"GiB"_s ? 1024 : 1);
    if (mib < kMemoryLimitMibRange.min || mib > kMemoryLimitMibRange.max)
        return refused();
    return mib << 20;
}

QJsonObject configurationToJson(const MeasurementConfig &c)
{
    QJsonObject json{
        {u"device"_s, c.device}, {u"batch"_s, c.batch},     {u"context"_s, c.context},
        {u"width"_s, c.width},   {u"hidden"_s, c.hidden},   {u"dtype"_s, dtypeName(c.dtype)},
        {u"warmup"_s, c.warmup}, {u"repeats"_s, c.repeats}, {u"seed"_s, qint64(c.seed)},
        {u"autocast"_s, false},  {u"gradients"_s, false},   {u"output"_s, QFileInfo(c.output).fileName()},
    };
    if (c.memoryLimitBytes)
        json.insert(u"memory_limit_bytes"_s, *c.memoryLimitBytes);
    return json;
}

} // namespace IteraGpu
