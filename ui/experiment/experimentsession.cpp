#include "ui/experiment/experimentsession.h"

#include "core/files/textfile.h"
#include "core/quality/gridnotes.h"
#include "core/reports/reportreader.h"
#include "core/util/displaytext.h"
#include "core/util/sha256.h"
#include "ui/recoverymanager.h"

#include <QDir>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

namespace {

const QString kLockName = u"window.lock"_s;

bool anyRowPriced(const ResultsGrid &grid)
{
    return std::any_of(grid.rows().begin(), grid.rows().end(),
                       [](const ResultRow &row) { return !row[ResultColumn::CatalogSnapshot].isEmpty(); });
}

} // namespace

ExperimentSession::ExperimentSession(QObject *parent)
    : QObject(parent)
{ }

ExperimentSession::~ExperimentSession() = default;

QString ExperimentSession::stateFolderFor(const QString &folder)
{
    const QString absolute = QDir::cleanPath(QFileInfo(fileSystemPath(folder)).absoluteFilePath());
    const QString name = sha256Hex(QFile::encodeName(absolute)).left(16);
    return QDir(RecoveryManager::defaultFolder()).filePath(u"experiments/"_s + name);
}

Status ExperimentSession::claim(const QString &folder, bool *unguarded)
{
    if (unguarded)
        *unguarded = false;
    const QString state = stateFolderFor(folder);
    if (m_lock && m_claimed == state)
        return {};
    auto lock = std::make_unique<QLockFile>(QDir(state).filePath(kLockName));
    lock->setStaleLockTime(0); // stale only when its process is gone
    if (!QDir().mkpath(state) || !lock->tryLock(0)) {
        if (lock->error() == QLockFile::LockFailedError) {
            qint64 pid = 0;
            QString host, application;
            lock->getLockInfo(&pid, &host, &application);
            return Error{tr("%1 is open in another window of IteraGPU Lab (process %2): work on it there, or close "
                            "that window first.")
                             .arg(displaySafe(QDir::toNativeSeparators(folder)))
                             .arg(pid)};
        }
        if (unguarded)
            *unguarded = true;
        lock.reset();
    }
    close();
    m_lock = std::move(lock);
    m_claimed = state;
    return {};
}

void ExperimentSession::adopt(Experiment experiment)
{
    m_experiment = std::move(experiment);
    m_hashes = {}; // another folder: nothing known of its files
    Q_EMIT changed();
}

void ExperimentSession::close()
{
    m_lock.reset(); // unlocks
    m_claimed.clear();
    m_hashes = {};
    if (m_experiment) {
        m_experiment.reset();
        Q_EMIT changed();
    }
}

Status ExperimentSession::save(const ResultsGrid &grid, const QualityProtocol &protocol, const QJsonObject &windowState,
                               const QString &catalogName, const QByteArray &catalogBytes)
{
    if (!m_experiment)
        return Error{tr("No experiment is open.")};
    Experiment next = *m_experiment;
    next.grid = grid;
    next.protocol = protocol;
    next.windowState = windowState;
    if (!catalogBytes.isEmpty() && anyRowPriced(grid)) {
        auto stored = storeCatalog(next.folder, catalogBytes, catalogName);
        if (!stored)
            return stored.failure();
        next.catalogFile = *stored;
    }
    if (Status saved = saveExperiment(next, QDateTime::currentDateTimeUtc(), &m_hashes); !saved)
        return saved;
    m_experiment = std::move(next);
    Q_EMIT changed();
    return {};
}

Status ExperimentSession::saveWindowState(const QJsonObject &windowState)
{
    if (!m_experiment || m_experiment->windowState == windowState)
        return {};
    Experiment next = *m_experiment;
    next.windowState = windowState;
    if (Status saved = saveExperiment(next, QDateTime::currentDateTimeUtc(), &m_hashes); !saved)
        return saved;
    m_experiment = std::move(next);
    return {};
}

Result<QualityCostTab::StoredReport> ExperimentSession::storeReport(const QString &path, const QString &expectedSha256)
{
    if (!m_experiment)
        return Error{tr("No experiment is open.")};
    // A report is at most kMaxReportBytes (a few kilobytes in practice): read and stored at once.
    auto bytes = readFileBytes(path, kMaxReportBytes);
    if (!bytes)
        return bytes.failure();
    const QString sha = sha256Hex(*bytes);
    if (!expectedSha256.isEmpty() && !sameReportTrace(sha, expectedSha256))
        return Error{tr("%1: the file changed since it was opened (SHA-256 %2, opened as %3); open it again.")
                         .arg(displaySafe(QFileInfo(path).fileName()), sha.left(kTraceHexDigits),
                              expectedSha256.left(kTraceHexDigits))};
    auto stored = IteraGpu::storeReport(m_experiment->folder, *bytes, QFileInfo(path).fileName(), &m_hashes);
    if (!stored)
        return stored.failure();
    return QualityCostTab::StoredReport{Experiment::reportCell(*stored), sha};
}

} // namespace IteraGpu::Ui
