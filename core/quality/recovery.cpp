#include "core/quality/recovery.h"

#include "core/util/displaytext.h"
#include "core/util/jsonsyntax.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::Recovery)
};

const QString kFormat = u"iteragpu-lab/recovery"_s;

// Why a path read back from the recovery file is not used; empty when it may be used. A path
// starting with ':' would be a Qt resource, never a file of the user's.
QString pathProblem(const QString &path)
{
    if (path.startsWith(u':') || !QDir::isAbsolutePath(path))
        return Tr::tr("not an absolute path");
    if (hasControlOrFormat(path))
        return Tr::tr("holds a control or format character");
    const QFileInfo info(path);
    if (info.isSymLink())
        return Tr::tr("is a symbolic link");
    if (info.exists() && !info.isFile())
        return Tr::tr("is not a regular file");
    return {};
}

} // namespace

QByteArray RecoverySnapshot::toJson() const
{
    QJsonObject json{
        {u"format"_s, kFormat},
        {u"format_version"_s, kRecoveryFormatVersion},
        {u"saved_utc"_s, savedUtc.toUTC().toString(Qt::ISODate)},
    };
    if (gridModified) {
        json.insert(u"grid"_s, QJsonObject{{u"path"_s, gridPath}, {u"csv"_s, grid.toCsv()}});
    }
    if (protocolModified) {
        json.insert(u"protocol"_s,
                    QJsonObject{{u"state"_s, protocol.toJson()},
                                {u"typed"_s, QualityProtocol::fieldsToJson(typedFields)},
                                {u"amendment_reason"_s, amendmentReason}});
    }
    return QJsonDocument(json).toJson(QJsonDocument::Indented);
}

Result<RecoverySnapshot> RecoverySnapshot::fromJson(const QByteArray &bytes, const QString &name, CancelFlag cancel)
{
    StrictJson parsed = parseJsonStrict(bytes); // a key given twice is refused too
    if (!parsed.ok())
        return Error{Tr::tr("%1, byte %2: not valid JSON (%3)").arg(name).arg(parsed.errorOffset).arg(parsed.problem)};
    if (isCancelRequested(cancel))
        return cancelledError(name);
    QJsonObject json = parsed.document.object();
    if (json.value(u"format"_s).toString() != kFormat
        || json.value(u"format_version"_s).toInt(-1) != kRecoveryFormatVersion)
        return Error{Tr::tr("%1: not a recovery file of this version of IteraGPU Lab").arg(name)};

    RecoverySnapshot snapshot;
    snapshot.savedUtc = QDateTime::fromString(json.value(u"saved_utc"_s).toString(), Qt::ISODate);
    if (!snapshot.savedUtc.isValid())
        return Error{Tr::tr("%1: saved_utc: a UTC time is required").arg(name)};
    if (json.contains(u"protocol"_s)) {
        const QJsonObject protocol = json.value(u"protocol"_s).toObject();
        auto state = QualityProtocol::fromJson(protocol.value(u"state"_s).toObject(), name + u" (protocol)"_s);
        if (!state)
            return Error{state.error()};
        snapshot.protocolModified = true;
        snapshot.protocol = *state;
        snapshot.typedFields = QualityProtocol::fieldsFromJson(protocol.value(u"typed"_s).toObject());
        snapshot.amendmentReason = protocol.value(u"amendment_reason"_s).toString();
    }
    if (json.contains(u"grid"_s)) {
        const QJsonObject grid = json.value(u"grid"_s).toObject();
        const QString csv = grid.value(u"csv"_s).toString();
        snapshot.gridPath = grid.value(u"path"_s).toString();
        if (const QString problem = snapshot.gridPath.isEmpty() ? QString() : pathProblem(snapshot.gridPath);
            !problem.isEmpty()) {
            snapshot.warnings.append(Tr::tr("%1: grid.path: %2 (%3); the grid is restored without a file")
                                         .arg(name, displaySafe(snapshot.gridPath), problem));
            snapshot.gridPath.clear();
        }
        // The document is not needed any more: released before the grid's rows are built.
        json = {};
        parsed = {};
        auto rows = ResultsGrid::parse(csv, name + u" (grid)"_s, cancel);
        if (!rows)
            return rows.failure();
        snapshot.gridModified = true;
        snapshot.grid = std::move(*rows);
    }
    return snapshot;
}

} // namespace IteraGpu
