#include "ui/recoverymanager.h"

#include "core/files/textfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QMetaObject>
#include <QPointer>
#include <QStandardPaths>
#include <QtConcurrent/QtConcurrentRun>

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
    m_pool.setMaxThreadCount(1); // writes stay in order

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
    // Read on the write pool's one thread, so that no write of this session can come before it, and
    // never on the GUI thread: a file at the input limit takes seconds to parse.
    m_reading = QtConcurrent::run(&m_pool, [path = filePath()] {
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
    });
}

void RecoveryManager::takeLeftOver() const
{
    if (!m_reading.isValid())
        return;
    m_reading.waitForFinished(); // at once when leftOverRead() was awaited
    LeftOver read = m_reading.result();
    m_reading = {};
    m_leftOver = std::move(read.snapshot);
    m_leftOverError = read.error;
}

const std::optional<RecoverySnapshot> &RecoveryManager::leftOver() const
{
    takeLeftOver();
    return m_leftOver;
}

const QString &RecoveryManager::leftOverError() const
{
    takeLeftOver();
    return m_leftOverError;
}

void RecoveryManager::forgetLeftOver()
{
    takeLeftOver();
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
    write(snapshot.isEmpty() ? QByteArray() : snapshot.toJson());
}

void RecoveryManager::discard()
{
    m_quiet.stop();
    if (m_owner)
        write(QByteArray());
}

void RecoveryManager::waitForWrites()
{
    m_pool.waitForDone();
}

void RecoveryManager::write(const QByteArray &bytes)
{
    const QString path = filePath();
    QPointer<RecoveryManager> self(this);
    m_pool.start([self, path, bytes] {
        QString error;
        if (bytes.isEmpty()) {
            if (QFile::exists(path) && !QFile::remove(path))
                error = tr("%1: the recovery file cannot be removed").arg(path);
        } else if (Status s = replaceFile(path, bytes); !s) {
            error = s.error();
        }
        QMetaObject::invokeMethod(
            qApp,
            [self, error] {
                if (!self)
                    return;
                if (error.isEmpty())
                    Q_EMIT self->written();
                else
                    Q_EMIT self->writeFailed(error);
            },
            Qt::QueuedConnection);
    });
}

} // namespace IteraGpu::Ui
