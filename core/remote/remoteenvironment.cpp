#include "core/remote/remoteenvironment.h"

#include "core/reports/environmentreader.h"
#include "core/util/displaytext.h"
#include "core/util/jsonwalker.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonParseError>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::RemoteEnvironment)
};
} // namespace

QStringList remoteEnvironmentArguments(const QString &device)
{
    return {u"environment"_s, u"--json"_s, u"--device"_s, device};
}

Result<EnvironmentReport> readRemoteEnvironment(const SshOutcome &outcome, const QByteArray &output,
                                                const SshTarget &target)
{
    const QString host = displaySafe(sshHostLabel(target.destination));
    if (!outcome.message.isEmpty())
        return Error{outcome.message};
    if (outcome.exitCode != 0) {
        const QStringList lines = QString::fromUtf8(outcome.standardError).split(u'\n', Qt::SkipEmptyParts);
        return Error{
            Tr::tr("%1 refused the environment query: %2")
                .arg(host, displaySafe(lines.isEmpty() ? QString::number(outcome.exitCode) : lines.last(), 500))};
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(output, &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject())
        return Error{Tr::tr("%1 did not answer with an environment report (is %2 the iteragpu command-line tool?)")
                         .arg(host, displaySafe(target.remoteCommand))};
    JsonWalker walker(Tr::tr("environment of %1").arg(host));
    EnvironmentReport report = environmentFromJson(walker, document.object(), {});
    if (walker.failed())
        return walker.error();
    return report;
}

} // namespace IteraGpu
