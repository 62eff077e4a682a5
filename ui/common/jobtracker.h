#pragma once

#include "core/util/cancel.h"
#include "ui/common/threadpriority.h"

#include <QCoreApplication>
#include <QFuture>
#include <QFutureWatcher>
#include <QObject>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

#include <qcoro/qcorofuture.h>
#include <qcoro/qcorotask.h>
#include <qcoro/qcorotimer.h>

#include <atomic>
#include <chrono>
#include <memory>
#include <optional>
#include <type_traits>

namespace IteraGpu::Ui {

namespace Detail {
// What a tracker shares with its jobs. Everything but the flags is read and written on the GUI
// thread only (where the jobs' results and posts arrive).
struct JobState
{
    bool alive = true; // false once the tracker is gone
    bool keepAll = false; // JobTracker::Policy::KeepAll
    quint64 current = 0; // the newest job's run id
    int running = 0; // started, result not yet arrived
    std::shared_ptr<std::atomic<bool>> cancel = std::make_shared<std::atomic<bool>>(false);
};
} // namespace Detail

// Jobs run in order on a thread of their own: the files a sweep writes one after the other, the
// experiment's saves, the torch module (used by one thread at a time). Trackers may share a lane.
// The destructor waits for what was started.
class JobLane
{
public:
    JobLane();
    ~JobLane();
    JobLane(const JobLane &) = delete;
    JobLane &operator=(const JobLane &) = delete;

    QThreadPool *pool() { return &m_pool; }
    void waitForDone() { m_pool.waitForDone(); }

private:
    QThreadPool m_pool;
};

// What a job's work receives: its cancellation flag (core's parsers take it) and a way to hand
// progress to the GUI thread.
class JobContext
{
public:
    CancelFlag cancelFlag() const { return m_cancel.get(); }
    bool isCancelled() const { return isCancelRequested(m_cancel.get()); }

    // Runs `deliver` on the GUI thread, after what this job posted before, and only if the job still
    // counts then (its tracker exists and, for Policy::LatestOnly, started nothing newer).
    template <typename Deliver> void post(Deliver deliver) const
    {
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [state = m_state, id = m_id, deliver = std::move(deliver)]() mutable {
                if (state->alive && (state->keepAll || state->current == id))
                    deliver();
            },
            Qt::QueuedConnection);
    }

private:
    friend class JobTracker;
    std::shared_ptr<Detail::JobState> m_state;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    quint64 m_id = 0;
};

// The window's one way of working off the GUI thread, for reads, writes, exports and runs alike
// (after hotspot's JobTracker): start() runs `work(const JobContext &)` on a pool thread (or the
// tracker's lane) and resumes its caller on the GUI thread with the result. Each job has a run id.
// With Policy::LatestOnly a new job makes the one before it stale: its cancellation flag is raised
// and its result dropped. With Policy::KeepAll every result arrives (writes in order). When the
// tracker is destroyed, every job's flag is raised and every result dropped.
//
// A caller that gets std::nullopt must return at once without touching its object: the job went
// stale or its owner is gone.
class JobTracker : public QObject
{
    Q_OBJECT
public:
    enum class Policy
    {
        LatestOnly,
        KeepAll
    };

    // `lane`: run in order there (it must outlive the tracker); nullptr: the application's pool.
    explicit JobTracker(Policy policy, JobLane *lane = nullptr, QObject *parent = nullptr);
    ~JobTracker() override;

    template <typename Work>
    auto start(Work work) -> QCoro::Task<std::optional<std::invoke_result_t<Work &, const JobContext &>>>
    {
        using R = std::invoke_result_t<Work &, const JobContext &>;
        static_assert(!std::is_void_v<R>, "a job returns what it did");
        const JobContext context = begin();
        const std::shared_ptr<Detail::JobState> state = context.m_state;
        // Named, not a temporary in the co_await expression: GCC 12 destroys such temporaries twice.
        QFuture<R> future = QtConcurrent::run(pool(), [work = std::move(work), context]() mutable {
            lowerCurrentThreadPriority(); // on two cores, a job never keeps the GUI thread waiting for one
            return work(context);
        });
        // Back to the caller first, always: a job fast enough to be done when awaited would otherwise
        // deliver its result inside start(), before the caller has returned.
        co_await QCoro::sleepFor(std::chrono::milliseconds(0));
        R result = co_await future;
        if (!state->alive)
            co_return std::nullopt;
        end();
        if (!state->keepAll && state->current != context.m_id)
            co_return std::nullopt;
        co_return std::optional<R>(std::move(result));
    }

    // As start(), for work nobody waits on: `done(result)` is called on the GUI thread, after the
    // caller returned, when the job still counts. Nothing is left suspended when the tracker goes
    // first (its pending deliveries go with it), so an owner may start such a job at any moment.
    template <typename Work, typename Done> void run(Work work, Done done)
    {
        using R = std::invoke_result_t<Work &, const JobContext &>;
        const JobContext context = begin();
        auto *watcher = new QFutureWatcher<R>(this);
        connect(watcher, &QFutureWatcherBase::finished, this,
                [this, watcher, id = context.m_id, done = std::move(done)]() mutable {
                    watcher->deleteLater();
                    end();
                    if (m_state->keepAll || m_state->current == id)
                        done(watcher->result());
                });
        watcher->setFuture(QtConcurrent::run(pool(), [work = std::move(work), context]() mutable {
            lowerCurrentThreadPriority();
            return work(context);
        }));
    }

    // Raises the running jobs' cancellation flag; their results still arrive (a cancelled parse
    // returns its "reading stopped" error). Jobs started later get a fresh flag.
    void cancel();
    // Policy::LatestOnly: makes the running job stale (its flag raised, its result dropped), as a
    // new job would, when what it computes is no longer wanted at all.
    void dropRunning();
    bool isBusy() const { return m_state->running > 0; }

Q_SIGNALS:
    void busyChanged(bool busy);

private:
    JobContext begin();
    void end();
    QThreadPool *pool() const;

    std::shared_ptr<Detail::JobState> m_state;
    JobLane *m_lane;
};

} // namespace IteraGpu::Ui
