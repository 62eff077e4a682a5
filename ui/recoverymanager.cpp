#include "ui/recoverymanager.h"

#include "core/files/textfile.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace IteraGpu::Ui {

namespace {
const QString kFileName = u"recovery.json"_s;
const QString kLockName = u"recovery.lock"_s;
} // namespace

RecoveryManager::RecoveryManager(const QString &folder, Collect collect, QObject *parent)
    : QObject(parent)
    , m_folder(folder)
    , m_collect(std::move(collect))
{
    m_quiet.setSingleShot(true);
    m_quiet.setInterval(kQuietMs);
    connect(&m_quiet, &QTimer::timeout, this, &RecoveryManager::writeNow);
    if (!QDir().mkpath(m_folder)) {
        m_unavailable = true;
        return;
    }
    m_lock = std::make_unique<QLockFile>(QDir(m_folder).filePath(kLockName));
    m_lock->setStaleLockTime(0); // stale only when its process is gone (a crash)
    m_owner = m_lock->tryLock(0);
    // A lock held by another window is not a failure; a lock file that cannot be written is.
    m_unavailable = !m_owner && m_lock->error() != QLockFile::LockFailedError;
    if (!m_owner || !QFile::exists(filePath()))
        return;
    readLeftOver();
}

void RecoveryManager::readLeftOver()
{
    // On the writes' lane, so that no write of this session can come before it, and never on the
    // GUI thread: a file at the input limit takes seconds to parse.
    m_readingLeftOver = true;
    m_jobs.run(
        [path = filePath()](const JobContext &) {
            LeftOver read;
            auto text = readTextFile(path);
            if (!text) {
                read.error = text.error();
                return read;
            }
            auto snapshot = RecoverySnapshot::fromJson(text->toUtf8(), path);
            if (!snapshot)
                read.error = snapshot.error();
            else if (!snapshot->isEmpty())
                read.snapshot = std::move(*snapshot);
            return read;
        },
        [this](LeftOver read) {
            m_readingLeftOver = false;
            m_leftOver = std::move(read.snapshot);
            m_leftOverError = read.error;
            Q_EMIT leftOverRead();
        });
}

void RecoveryManager::forgetLeftOver()
{
    m_leftOver.reset();
}

RecoveryManager::~RecoveryManager()
{
    m_quiet.stop();
    waitForWrites();
}

QString RecoveryManager::defaultFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation);
}

QString RecoveryManager::filePath() const
{
    return QDir(m_folder).filePath(kFileName);
}

void RecoveryManager::scheduleWrite()
{
    if (m_owner)
        m_quiet.start();
}

void RecoveryManager::writeNow()
{
    m_quiet.stop();
    if (!m_owner)
        return;
    RecoverySnapshot snapshot = m_collect();
    snapshot.savedUtc = QDateTime::currentDateTimeUtc();
    write(std::move(snapshot));
}

void RecoveryManager::discard()
{
    m_quiet.stop();
    if (m_owner)
        write(RecoverySnapshot());
}

void RecoveryManager::waitForWrites()
{
    m_lane.waitForDone();
}

void RecoveryManager::write(RecoverySnapshot snapshot)
{
    // The snapshot is a copy of plain data (the grid's rows shared, not copied): its JSON is made by
    // the job, so a grid of thousands of rows costs the GUI thread nothing.
    m_jobs.run(
        [path = filePath(), snapshot = std::move(snapshot)](const JobContext &) -> Status {
            if (!snapshot.isEmpty())
                return replaceFile(path, snapshot.toJson());
            if (QFile::exists(path) && !QFile::remove(path))
                return Error{tr("%1: the recovery file cannot be removed").arg(path)};
            return {};
        },
        [this](const Status &outcome) {
            if (outcome)
                Q_EMIT written();
            else
                Q_EMIT writeFailed(outcome.error());
        });
}

} // namespace IteraGpu::Ui
