#include "ui/experiment/experimentsession.h"

#include "core/experiment/experimentchange.h"
#include "core/experiment/experimentlock.h"
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

Error ExperimentSession::closedError()
{
    return Error{tr("The window was closed before the experiment's files were written.")};
}

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
    m_hashes = std::make_shared<ManifestCache>(); // another folder: nothing known of its files
    Q_EMIT changed();
}

void ExperimentSession::close()
{
    m_lock.reset(); // unlocks
    m_claimed.clear();
    m_hashes = std::make_shared<ManifestCache>();
    if (m_experiment) {
        m_experiment.reset();
        Q_EMIT changed();
    }
}

QCoro::Task<Result<Experiment>> ExperimentSession::create(QString folder, QString title)
{
    QCoro::Task<std::optional<Result<Experiment>>> creating
        = m_jobs.start([folder, title, now = QDateTime::currentDateTimeUtc()](const JobContext &) {
              return createExperiment(folder, title, now);
          });
    std::optional<Result<Experiment>> created = co_await std::move(creating);
    if (!created)
        co_return closedError();
    if (*created)
        adopt(**created);
    co_return std::move(*created);
}

QCoro::Task<Status> ExperimentSession::save(ResultsGrid grid, QualityProtocol protocol, QJsonObject windowState,
                                            QString catalogPath)
{
    if (!m_experiment)
        co_return Error{tr("No experiment is open.")};
    Experiment next = *m_experiment;
    next.grid = std::move(grid);
    next.protocol = std::move(protocol);
    next.windowState = std::move(windowState);
    QCoro::Task<Status> writing = write(std::move(next), std::move(catalogPath), true);
    co_return co_await std::move(writing);
}

QCoro::Task<Status> ExperimentSession::saveWindowState(QJsonObject windowState)
{
    if (!m_experiment || m_experiment->windowState == windowState)
        co_return Status();
    Experiment next = *m_experiment;
    next.windowState = std::move(windowState);
    QCoro::Task<Status> writing = write(std::move(next), QString(), false);
    co_return co_await std::move(writing);
}

QCoro::Task<Status> ExperimentSession::write(Experiment next, QString catalogPath, bool announce)
{
    const QString folder = next.folder;
    QCoro::Task<std::optional<Result<Experiment>>> saving
        = m_jobs.start([next = std::move(next), catalogPath, hashes = m_hashes,
                        now = QDateTime::currentDateTimeUtc()](const JobContext &) mutable -> Result<Experiment> {
              const auto lock = ExperimentLock::acquire(next.folder); // no command line writes meanwhile
              if (!lock)
                  return lock.failure();
              auto change = ExperimentChange::begin(next.folder); // the catalog and the files at once
              if (!change)
                  return change.failure();
              if (!catalogPath.isEmpty() && anyRowPriced(next.grid)) {
                  auto bytes
                      = catalogPath.startsWith(u':') ? readResourceBytes(catalogPath) : readFileBytes(catalogPath);
                  auto stored = bytes ? storeCatalog(next.folder, *bytes, QFileInfo(catalogPath).fileName(), &*change)
                                      : Result<QString>(bytes.failure());
                  if (!stored)
                      return stored.failure();
                  next.catalogFile = *stored;
              }
              if (Status saved = saveExperiment(next, now, hashes.get(), &*change); !saved)
                  return saved.failure();
              return std::move(next);
          });
    std::optional<Result<Experiment>> saved = co_await std::move(saving);
    if (!saved)
        co_return closedError();
    if (!*saved)
        co_return saved->failure();
    if (m_experiment && m_experiment->folder == folder) { // not closed or replaced meanwhile
        m_experiment = std::move(**saved);
        if (announce)
            Q_EMIT changed();
    }
    co_return Status();
}

QCoro::Task<Result<QList<QualityCostTab::StoredReport>>> ExperimentSession::storeReports(
    QList<QualityCostTab::ReportToStore> reports)
{
    if (!m_experiment)
        co_return Error{tr("No experiment is open.")};
    using Stored = QList<QualityCostTab::StoredReport>;
    QCoro::Task<std::optional<Result<Stored>>> storing
        = m_jobs.start([folder = m_experiment->folder, reports = std::move(reports), hashes = m_hashes,
                        now = QDateTime::currentDateTimeUtc()](const JobContext &) -> Result<Stored> {
              const auto lock = ExperimentLock::acquire(folder);
              if (!lock)
                  return lock.failure();
              // Stored as one change, listed in the manifest at once: a window closed or killed
              // before Save leaves a folder that verifies (the reports are kept, no row cites them).
              auto change = ExperimentChange::begin(folder);
              if (!change)
                  return change.failure();
              Stored stored;
              for (const QualityCostTab::ReportToStore &report : reports) {
                  // A report is at most kMaxReportBytes (a few kilobytes in practice): read and stored at once.
                  auto bytes = readFileBytes(report.path, kMaxReportBytes);
                  if (!bytes)
                      return bytes.failure();
                  const QString sha = sha256Hex(*bytes);
                  if (!report.expectedSha256.isEmpty() && !sameReportTrace(sha, report.expectedSha256))
                      return Error{tr("%1: the file changed since it was opened (SHA-256 %2, opened as %3); open it "
                                      "again.")
                                       .arg(displaySafe(QFileInfo(report.path).fileName()), sha.left(kTraceHexDigits),
                                            report.expectedSha256.left(kTraceHexDigits))};
                  auto name = IteraGpu::storeReport(folder, *bytes, QFileInfo(report.path).fileName(), hashes.get(),
                                                    &*change);
                  if (!name)
                      return name.failure();
                  stored.append({Experiment::reportCell(*name), sha});
              }
              if (!change->isEmpty()) {
                  if (Status committed = change->commit(now, hashes.get()); !committed)
                      return committed.failure();
              }
              return stored;
          });
    std::optional<Result<Stored>> stored = co_await std::move(storing);
    if (!stored)
        co_return closedError();
    co_return std::move(*stored);
}

} // namespace IteraGpu::Ui
