#include "environment.h"

#include "displaytext.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QRegularExpression>
#include <QSysInfo>
#include <QtGlobal>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {

QString compilerName()
{
#if defined(__clang__)
    return u"Clang "_s + QString::fromLatin1(__clang_version__).trimmed();
#elif defined(__GNUC__)
    return u"GCC "_s + QString::fromLatin1(__VERSION__);
#else
    return u"unknown"_s;
#endif
}

} // namespace

QString withoutFolders(const QString &message, const QStringList &givenPaths)
{
    QString out = message;
    // The paths the user gave, as given and made absolute, whatever their folder names hold.
    QStringList paths;
    for (const QString &path : givenPaths) {
        if (path.contains(u'/'))
            paths << path << QFileInfo(path).absoluteFilePath() << QFileInfo(path).canonicalFilePath();
    }
    paths.removeAll(QString());
    std::sort(paths.begin(), paths.end(), [](const QString &a, const QString &b) { return a.size() > b.size(); });
    for (const QString &path : std::as_const(paths))
        out.replace(path, fileNameOnly(path));
    // Any other absolute or home path: from the '/' (or '~/') that starts a word to the last '/'
    // on its line, so that folder names with spaces, quotes, colons or parentheses go too.
    static const QRegularExpression absolutePath(u"(^|[\\s'\"(\\[=:,])~?/[^\\n]*/"_s,
                                                 QRegularExpression::MultilineOption);
    out.replace(absolutePath, u"\\1"_s);
    return out;
}

QJsonObject applicationFacts()
{
    return QJsonObject{
        {u"name"_s, u"IteraGPU Lab"_s},
        {u"version"_s, QStringLiteral(ITERAGPU_VERSION)},
        {u"qt_version"_s, QString::fromLatin1(qVersion())},
        {u"compiler"_s, compilerName()},
        {u"os"_s,
         QJsonObject{{u"name"_s, QSysInfo::prettyProductName()},
                     {u"type"_s, QSysInfo::productType()},
                     {u"version"_s, QSysInfo::productVersion()},
                     {u"kernel"_s, QString(QSysInfo::kernelType() + u' ' + QSysInfo::kernelVersion())},
                     {u"architecture"_s, QSysInfo::currentCpuArchitecture()}}},
    };
}

QJsonObject environmentReport(const EnvironmentInput &input)
{
    QJsonObject report{
        {u"format"_s, u"iteragpu-lab/environment"_s},
        {u"format_version"_s, 1},
        {u"application"_s, applicationFacts()},
        {u"requested_device"_s, input.device},
        {u"driver_version_user_reported"_s,
         input.driverVersionUserReported.isEmpty() ? QJsonValue() : QJsonValue(input.driverVersionUserReported)},
        {u"not_collected"_s,
         QJsonArray{u"environment variables"_s, u"user name"_s, u"host name"_s, u"home paths"_s, u"serial numbers"_s,
                    u"UUIDs"_s, u"IP and MAC addresses"_s}},
        {u"notes"_s,
         QJsonArray{u"gpu_runtime_build_version is the CUDA/HIP version libtorch was built with, not the "
                    u"driver version; record the driver from nvidia-smi or rocm-smi"_s,
                    u"ROCm builds of libtorch also name devices cuda:N; that does not prove an AMD "
                    u"install works"_s}},
    };
    if (input.backend) {
        const QJsonObject facts = input.backend->environment(input.device);
        report.insert(u"backend"_s,
                      QJsonObject{{u"loaded"_s, true},
                                  {u"module"_s, QFileInfo(input.backend->location()).fileName()},
                                  {u"error"_s, QJsonValue()}});
        QJsonObject libtorch = facts;
        const QJsonObject device = libtorch.take(u"device"_s).toObject();
        report.insert(u"libtorch"_s, libtorch);
        report.insert(u"device"_s, device);
    } else {
        report.insert(u"backend"_s,
                      QJsonObject{{u"loaded"_s, false},
                                  {u"module"_s, QJsonValue()},
                                  {u"error"_s, withoutFolders(input.backendError, {input.backendPath})}});
        report.insert(u"libtorch"_s, QJsonValue());
        report.insert(u"device"_s,
                      QJsonObject{{u"name"_s, input.device},
                                  {u"available"_s, false},
                                  {u"reason"_s, u"the libtorch backend is not loaded"_s}});
    }
    return report;
}

} // namespace IteraGpu
