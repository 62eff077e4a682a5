// The window's one background idiom: a newer job makes the one before it stale (flag raised,
// result dropped), a lane keeps its jobs' order, and a tracker's end drops every result and post.
#include "ui/common/jobtracker.h"

#include <QCoreApplication>
#include <QSemaphore>
#include <QTest>
#include <QThreadPool>

#include <atomic>
#include <memory>
#include <vector>

using namespace IteraGpu;
using namespace IteraGpu::Ui;

class TestJobTracker : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void aNewerJobMakesTheOneBeforeItStale()
    {
        JobTracker jobs(JobTracker::Policy::LatestOnly);
        auto release = std::make_shared<QSemaphore>();
        auto sawCancel = std::make_shared<std::atomic<bool>>(false);
        QCoro::Task<std::optional<int>> first = jobs.start([release, sawCancel](const JobContext &job) {
            release->acquire();
            sawCancel->store(job.isCancelled());
            return 1;
        });
        QVERIFY(jobs.isBusy());
        QCoro::Task<std::optional<int>> second = jobs.start([](const JobContext &) { return 2; });
        release->release();
        QCOMPARE(QCoro::waitFor(second), std::optional<int>(2));
        QCOMPARE(QCoro::waitFor(first), std::optional<int>()); // dropped
        QVERIFY2(sawCancel->load(), "the stale job's flag was not raised");
        QVERIFY(!jobs.isBusy());
    }

    void cancelRaisesTheFlagButKeepsTheResult()
    {
        JobTracker jobs(JobTracker::Policy::LatestOnly);
        auto release = std::make_shared<QSemaphore>();
        QCoro::Task<std::optional<bool>> job = jobs.start([release](const JobContext &context) {
            release->acquire();
            return context.isCancelled();
        });
        jobs.cancel();
        release->release();
        QCOMPARE(QCoro::waitFor(job), std::optional<bool>(true));
    }

    void aLaneKeepsTheOrderAndEveryResult()
    {
        JobLane lane;
        JobTracker jobs(JobTracker::Policy::KeepAll, &lane);
        auto order = std::make_shared<QList<int>>(); // written on the lane's one thread only
        std::vector<QCoro::Task<std::optional<int>>> tasks;
        for (int i = 0; i < 20; ++i)
            tasks.push_back(jobs.start([order, i](const JobContext &) {
                order->append(i);
                return i;
            }));
        for (int i = 0; i < 20; ++i)
            QCOMPARE(QCoro::waitFor(tasks[i]), std::optional<int>(i));
        QList<int> expected;
        for (int i = 0; i < 20; ++i)
            expected.append(i);
        QCOMPARE(*order, expected);
    }

    void postsArriveInOrderBeforeTheResult()
    {
        JobTracker jobs(JobTracker::Policy::KeepAll);
        QList<int> delivered;
        QCoro::Task<std::optional<int>> job = jobs.start([&delivered](const JobContext &context) {
            for (int i = 0; i < 100; ++i)
                context.post([&delivered, i] { delivered.append(i); });
            return 100;
        });
        QCOMPARE(QCoro::waitFor(job), std::optional<int>(100));
        QCOMPARE(delivered.size(), 100);
        QCOMPARE(delivered.last(), 99);
    }

    void aTrackersEndDropsItsResultsAndPosts()
    {
        auto release = std::make_shared<QSemaphore>();
        auto delivered = std::make_shared<int>(0);
        std::optional<QCoro::Task<std::optional<int>>> task;
        {
            JobTracker jobs(JobTracker::Policy::KeepAll);
            task = jobs.start([release, delivered](const JobContext &context) {
                release->acquire();
                context.post([delivered] { ++*delivered; });
                return 7;
            });
        } // the tracker goes while the job runs
        release->release();
        QCOMPARE(QCoro::waitFor(*task), std::optional<int>());
        QCoreApplication::processEvents();
        QCOMPARE(*delivered, 0);
    }

    void aCallbackJobDeliversLaterOrNotAtAll()
    {
        auto release = std::make_shared<QSemaphore>();
        int delivered = 0;
        {
            JobTracker jobs(JobTracker::Policy::LatestOnly);
            jobs.run([](const JobContext &) { return 1; }, [&delivered](int) { ++delivered; });
            QCOMPARE(delivered, 0); // never inside run()
            jobs.run([](const JobContext &) { return 2; }, [&delivered](int value) { delivered += value; });
            QTRY_VERIFY(!jobs.isBusy());
            QCOMPARE(delivered, 2); // the first went stale
            jobs.run(
                [release](const JobContext &) {
                    release->acquire();
                    return 3;
                },
                [&delivered](int value) { delivered += value; });
        } // the tracker goes while the job runs: its delivery goes with it
        release->release();
        QThreadPool::globalInstance()->waitForDone();
        QCoreApplication::processEvents();
        QCOMPARE(delivered, 2);
    }
};

QTEST_GUILESS_MAIN(TestJobTracker)
#include "tst_jobtracker.moc"
