#include "core/experiment/experiment.h"

#include "core/experiment/experimentchange.h"
#include "core/files/manifest.h"
#include "core/files/newfolder.h"
#include "core/files/textfile.h"
#include "core/util/displaytext.h"
#include "core/util/jsonsyntax.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>

#include <optional>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(IteraGpu::Experiment)
};

// Limits of the small files an experiment holds; the grid and the reports have their own.
constexpr qint64 kMaxIndexBytes = 64 * 1024;
constexpr qint64 kMaxProtocolBytes = 4 * 1024 * 1024; // room for thousands of amendments
constexpr qint64 kMaxWindowBytes = 4 * 1024 * 1024;

const QString kCatalogKey = u"catalog_file"_s;

QString pathIn(const QString &folder, const QString &name)
{
    return fileSystemPath(folder + u'/' + name);
}

QByteArray indexJson(const ExperimentIndex &index, const QString &catalogFile)
{
    QJsonObject json{{u"format"_s, kExperimentFormat},
                     {u"version"_s, kExperimentFormatVersion},
                     {u"title"_s, index.title},
                     {u"created_utc"_s, index.createdUtc.toUTC().toString(Qt::ISODate)}};
    if (!catalogFile.isEmpty())
        json.insert(kCatalogKey, catalogFile);
    return QJsonDocument(json).toJson(QJsonDocument::Indented);
}

QByteArray protocolJson(const QualityProtocol &protocol)
{
    return QJsonDocument(protocol.toJson()).toJson(QJsonDocument::Indented); // as QualityProtocol::save
}

QByteArray windowJson(const QJsonObject &state)
{
    return QJsonDocument(state).toJson(QJsonDocument::Indented);
}

Result<QJsonObject> readJsonObject(const QString &path, const QString &name, qint64 maxBytes)
{
    auto bytes = readFileBytes(path, maxBytes, Links::Refuse);
    if (!bytes)
        return Error{bytes.error()};
    const StrictJson parsed = parseJsonStrict(*bytes);
    if (!parsed.ok() || !parsed.document.isObject())
        return Error{Tr::tr("%1: not valid JSON (%2 at offset %3)")
                         .arg(name, parsed.ok() ? Tr::tr("not an object") : parsed.problem)
                         .arg(std::max<qint64>(parsed.errorOffset, 0))};
    return parsed.document.object();
}

Result<QualityProtocol> readProtocol(const QString &folder)
{
    auto json = readJsonObject(pathIn(folder, ExperimentFile::protocol), ExperimentFile::protocol, kMaxProtocolBytes);
    if (!json)
        return Error{json.error()};
    return QualityProtocol::fromJson(*json, ExperimentFile::protocol);
}

// A catalog snapshot named in experiment.json: "catalogs/NAME", one plain name below catalogs/.
bool isCatalogCell(const QString &cell)
{
    const QString prefix = ExperimentFile::catalogs + u'/';
    if (!cell.startsWith(prefix))
        return false;
    const QString name = cell.mid(prefix.size());
    return !name.isEmpty() && !name.contains(u'/') && !name.startsWith(u'.');
}

Result<ExperimentIndex> parseIndex(const QJsonObject &json, QString &catalogFile)
{
    const QString name = ExperimentFile::index;
    if (json.value(u"format"_s).toString() != kExperimentFormat)
        return Error{Tr::tr("%1: not an IteraGPU Lab experiment (format)").arg(name)};
    if (json.value(u"version"_s).toInt() != kExperimentFormatVersion)
        return Error{Tr::tr("%1: unsupported version").arg(name)};
    ExperimentIndex index;
    index.title = json.value(u"title"_s).toString();
    if (Status title = checkExperimentTitle(index.title); !title)
        return Error{name + u": "_s + title.error()};
    index.createdUtc = QDateTime::fromString(json.value(u"created_utc"_s).toString(), Qt::ISODate);
    if (!index.createdUtc.isValid())
        return Error{Tr::tr("%1: created_utc is not a valid UTC time").arg(name)};
    index.createdUtc = index.createdUtc.toUTC();
    catalogFile = json.value(kCatalogKey).toString();
    if (!catalogFile.isEmpty() && !isCatalogCell(catalogFile))
        return Error{Tr::tr("%1: catalog_file must name a file in catalogs/").arg(name)};
    return index;
}

QByteArray readmeText()
{
    return QByteArrayLiteral(
        "# An IteraGPU Lab experiment\n"
        "\n"
        "This folder is one experiment. The program wrote this file when it created the folder; it is\n"
        "listed in MANIFEST.json like every other file. Everything here is plain text.\n"
        "\n"
        "| File | What it is |\n"
        "|---|---|\n"
        "| experiment.json | identifies the folder: format, version, title, creation time (UTC) |\n"
        "| protocol.json | the quality protocol: a draft, then fixed (time and SHA-256), with its amendments |\n"
        "| resultats-bruts.csv | the results grid, one row per real run |\n"
        "| reports/ | every report a row cites, each stored once |\n"
        "| catalogs/ | the tariff catalog snapshots the rows were priced from |\n"
        "| window.json | what the window remembers of this experiment (optional) |\n"
        "| MANIFEST.json | name, size and SHA-256 of every file, rewritten on every save |\n"
        "\n"
        "Rules:\n"
        "\n"
        "- The protocol is fixed once, before any result row. It is never replaced and never fixed\n"
        "  again; a change is an amendment appended to its history, which is never rewritten.\n"
        "- A result row can only be added after the protocol is fixed, and each row records the\n"
        "  protocol version in force (\"protocol-sha256:\" and the first 16 hex digits of its SHA-256).\n"
        "- A row that cites a report names it in reports/ and records the first 16 hex digits of its\n"
        "  SHA-256 (\"report NAME sha256:...\"); `iteragpu verify` checks both.\n"
        "- The same report bytes are stored once; a different file with a taken name gets a new name.\n"
        "- A CPU dry run (device cpu) never carries a tariff or accepted results.\n"
        "\n"
        "Check this folder with `iteragpu verify DIR`; summarise it with `iteragpu show DIR`.\n");
}

// The file's bytes as they are, or an empty optional when it is absent or unreadable.
std::optional<QByteArray> currentBytes(const QString &path, qint64 maxBytes)
{
    auto bytes = readFileBytes(path, maxBytes, Links::Refuse);
    if (!bytes)
        return std::nullopt;
    return *bytes;
}

// Writes `bytes` unless the file already holds exactly them.
Status stageIfChanged(ExperimentChange &change, const QString &folder, const QString &name, const QByteArray &bytes,
                      qint64 maxBytes)
{
    const QString path = pathIn(folder, name);
    if (currentBytes(path, std::max<qint64>(maxBytes, bytes.size())) == bytes)
        return {};
    // Replaced without asking: the folder is the user's own experiment, opened to be saved, and
    // nothing below can replace a fixed protocol (checkProtocolSuccession ran first).
    return change.stage(name, bytes);
}

} // namespace

Status checkExperimentTitle(const QString &title)
{
    if (hasControlOrFormat(title))
        return Error{Tr::tr("title: one line of text without control characters"), u"title"_s};
    if (title.size() > kMaxExperimentTitleChars)
        return Error{
            Tr::tr("title: at most %1 characters (this one has %2)").arg(kMaxExperimentTitleChars).arg(title.size()),
            u"title"_s};
    return {};
}

QString Experiment::reportCell(const QString &storedName)
{
    return ExperimentFile::reports + u'/' + storedName;
}

bool isExperimentFolder(const QString &folder)
{
    const QFileInfo info(pathIn(folder, ExperimentFile::index));
    return !info.isSymLink() && info.isFile();
}

Result<Experiment> createExperiment(const QString &folder, const QString &title, const QDateTime &nowUtc)
{
    if (folder.isEmpty())
        return Error{Tr::tr("the experiment folder's name is empty")};
    if (Status valid = checkExperimentTitle(title); !valid)
        return valid.failure();
    Experiment experiment;
    experiment.index = ExperimentIndex{title, nowUtc.toUTC()};
    // Whole seconds: created_utc is stored so, and a reopened experiment must equal this one.
    experiment.index.createdUtc.setTime(
        experiment.index.createdUtc.time().addMSecs(-experiment.index.createdUtc.time().msec()));
    const QList<std::pair<QString, QByteArray>> files{
        {ExperimentFile::index, indexJson(experiment.index, {})},
        {ExperimentFile::protocol, protocolJson(experiment.protocol)},
        {ExperimentFile::grid, experiment.grid.toCsv().toUtf8()},
        {ExperimentFile::readme, readmeText()},
    };
    // A new folder, or an existing empty one that is ours alone (`iteragpu experiment init DIR`, a
    // folder picked in a dialog), held open: every file is written relative to it.
    const QFileInfo info(fileSystemPath(folder));
    const bool existed = info.exists() || info.isSymLink();
    auto made = NewFolder::createOrTakeEmpty(fileSystemPath(folder));
    if (!made)
        return made.failure();
    const auto fill = [&]() -> Status {
        for (const auto &[name, bytes] : files) {
            if (Status written = made->writeNewFile(name, bytes); !written)
                return written;
        }
        for (const QString &sub : {ExperimentFile::reports, ExperimentFile::catalogs}) {
            if (auto created = made->createSubfolder(sub); !created)
                return created.failure();
        }
        auto manifest = writeManifest(made->throughPath(), experiment.index.createdUtc, ExistingFile::Refuse);
        return manifest ? Status() : Status(Error{manifest.error()});
    };
    if (Status filled = fill(); !filled) {
        // Nothing half-made stays (a full disk): a folder made here goes, an empty one given is
        // emptied of what was written into it, so that the same command can be run again.
        const QDir dir(made->throughPath());
        for (const auto &[name, bytes] : files)
            QFile::remove(dir.filePath(name));
        for (const QString &sub : {ExperimentFile::reports, ExperimentFile::catalogs})
            dir.rmdir(sub);
        QFile::remove(dir.filePath(kManifestName));
        if (!existed)
            QDir().rmdir(fileSystemPath(folder)); // only ever an empty folder
        return Error{QString(filled.error()).replace(made->throughPath(), displaySafe(folder))};
    }
    experiment.folder = QFileInfo(fileSystemPath(folder)).absoluteFilePath();
    return experiment;
}

Result<Experiment> openExperiment(const QString &folder, CancelFlag cancel)
{
    if (Status settled = settleExperiment(folder); !settled) // a change left by a stopped writer
        return settled.failure();
    Experiment experiment;
    experiment.folder = QFileInfo(fileSystemPath(folder)).absoluteFilePath();
    auto indexObject = readJsonObject(pathIn(folder, ExperimentFile::index), ExperimentFile::index, kMaxIndexBytes);
    if (!indexObject)
        return Error{indexObject.error()};
    auto index = parseIndex(*indexObject, experiment.catalogFile);
    if (!index)
        return Error{index.error()};
    experiment.index = *index;
    auto protocol = readProtocol(folder);
    if (!protocol)
        return Error{protocol.error()};
    experiment.protocol = *protocol;
    if (isCancelRequested(cancel))
        return Error{Tr::tr("%1: opening cancelled").arg(folder)};
    {
        auto text = readTextFile(pathIn(folder, ExperimentFile::grid), kMaxInputBytes, Links::Refuse);
        if (!text)
            return Error{text.error()};
        auto grid = ResultsGrid::parse(*text, ExperimentFile::grid, cancel);
        if (!grid)
            return Error{grid.error()};
        experiment.grid = std::move(*grid); // the text goes here, before anything else is read
    }
    const QString windowPath = pathIn(folder, ExperimentFile::window);
    if (QFileInfo::exists(windowPath) || QFileInfo(windowPath).isSymLink()) {
        auto window = readJsonObject(windowPath, ExperimentFile::window, kMaxWindowBytes);
        if (!window)
            return Error{window.error()};
        experiment.windowState = *window;
    }
    return experiment;
}

namespace {

bool sameFields(const ProtocolAmendment &a, const ProtocolAmendment &b)
{
    return a.atUtc == b.atUtc && a.reason == b.reason && a.previousSha256 == b.previousSha256 && a.sha256 == b.sha256
        && a.previous == b.previous;
}

// The hash the protocol was fixed with: an amendment moves the lock's hash on, the first one kept
// the original.
QString originalSha(const QualityProtocol &protocol)
{
    return protocol.history().isEmpty() ? protocol.lock()->sha256 : protocol.history().constFirst().previousSha256;
}

} // namespace

Status checkProtocolSuccession(const QualityProtocol &onDisk, const QualityProtocol &next, const QString &name)
{
    if (!onDisk.isFixed())
        return {}; // a draft may become anything
    const QString newExperiment = Tr::tr("a new protocol needs a new experiment");
    if (!next.isFixed())
        return Error{
            Tr::tr("%1: the protocol on disk is fixed and would be replaced by a draft; %2").arg(name, newExperiment)};
    if (next.lock()->fixedAtUtc != onDisk.lock()->fixedAtUtc || originalSha(next) != originalSha(onDisk))
        return Error{Tr::tr("%1: the protocol on disk was fixed at %2 with other fields; %3")
                         .arg(name, onDisk.lock()->fixedAtUtc.toUTC().toString(Qt::ISODate), newExperiment)};
    const QList<ProtocolAmendment> &old = onDisk.history();
    const QList<ProtocolAmendment> &now = next.history();
    bool prefix = now.size() >= old.size();
    for (qsizetype i = 0; prefix && i < old.size(); ++i)
        prefix = sameFields(old.at(i), now.at(i));
    if (!prefix)
        return Error{
            Tr::tr("%1: the protocol's amendment history would be rewritten; amendments are only appended").arg(name)};
    // No new amendment: the same fields. New ones: the first continues from the hash on disk.
    const bool continues = now.size() == old.size() ? next.lock()->sha256 == onDisk.lock()->sha256
                                                    : now.at(old.size()).previousSha256 == onDisk.lock()->sha256;
    if (!continues)
        return Error{
            Tr::tr("%1: the protocol's fields differ from the fixed protocol on disk without an amendment").arg(name)};
    return {};
}

Status saveExperiment(const Experiment &experiment, const QDateTime &nowUtc, ManifestCache *cache,
                      ExperimentChange *change)
{
    const QString &folder = experiment.folder;
    std::optional<ExperimentChange> own;
    if (!change) {
        auto begun = ExperimentChange::begin(folder);
        if (!begun)
            return begun.failure();
        own.emplace(std::move(*begun));
        change = &*own;
    }
    auto onDisk = readProtocol(folder);
    if (!onDisk)
        return Error{onDisk.error()}; // an unreadable protocol may be a fixed one: never write over it
    if (Status allowed = checkProtocolSuccession(*onDisk, experiment.protocol, ExperimentFile::protocol); !allowed)
        return allowed;
    const QByteArray grid = experiment.grid.toCsv().toUtf8();
    const QList<std::tuple<QString, QByteArray, qint64>> files{
        {ExperimentFile::index, indexJson(experiment.index, experiment.catalogFile), kMaxIndexBytes},
        {ExperimentFile::protocol, protocolJson(experiment.protocol), kMaxProtocolBytes},
        {ExperimentFile::grid, grid, kMaxInputBytes},
    };
    for (const auto &[name, bytes, limit] : files) {
        if (Status staged = stageIfChanged(*change, folder, name, bytes, limit); !staged)
            return staged;
    }
    const QString windowPath = pathIn(folder, ExperimentFile::window);
    if (!experiment.windowState.isEmpty() || QFileInfo::exists(windowPath)) {
        if (Status staged = stageIfChanged(*change, folder, ExperimentFile::window, windowJson(experiment.windowState),
                                           kMaxWindowBytes);
            !staged)
            return staged;
    }
    return change->commit(nowUtc, cache);
}

} // namespace IteraGpu
