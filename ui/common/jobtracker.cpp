#include "ui/common/jobtracker.h"

namespace IteraGpu::Ui {

JobLane::JobLane()
{
    m_pool.setMaxThreadCount(1); // in order
    m_pool.setExpiryTimeout(-1); // one thread for the lane's life: the torch module's calls stay on it
}

JobLane::~JobLane()
{
    m_pool.waitForDone();
}

JobTracker::JobTracker(Policy policy, JobLane *lane, QObject *parent)
    : QObject(parent)
    , m_state(std::make_shared<Detail::JobState>())
    , m_lane(lane)
{
    m_state->keepAll = policy == Policy::KeepAll;
}

JobTracker::~JobTracker()
{
    m_state->cancel->store(true, std::memory_order_relaxed);
    m_state->alive = false;
}

void JobTracker::cancel()
{
    m_state->cancel->store(true, std::memory_order_relaxed);
    m_state->cancel = std::make_shared<std::atomic<bool>>(false);
}

void JobTracker::dropRunning()
{
    Q_ASSERT(!m_state->keepAll);
    cancel();
    ++m_state->current;
}

JobContext JobTracker::begin()
{
    if (!m_state->keepAll)
        cancel(); // the job before this one, if it still runs, is stale
    JobContext context;
    context.m_state = m_state;
    context.m_cancel = m_state->cancel;
    context.m_id = ++m_state->current;
    if (m_state->running++ == 0)
        Q_EMIT busyChanged(true);
    return context;
}

void JobTracker::end()
{
    if (--m_state->running == 0)
        Q_EMIT busyChanged(false);
}

QThreadPool *JobTracker::pool() const
{
    return m_lane ? m_lane->pool() : QThreadPool::globalInstance();
}

} // namespace IteraGpu::Ui
