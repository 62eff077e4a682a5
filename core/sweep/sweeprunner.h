#pragma once

#include "core/measure/measurementconfig.h"
#include "core/reports/progressstream.h"
#include "core/sweep/sweepindex.h"
#include "core/sweep/sweeprequest.h"
#include "core/sweep/sweepsearch.h"
#include "core/util/result.h"

#include <QElapsedTimer>
#include <QObject>
#include <QProcess>

#include <chrono>
#include <memory>
#include <optional>

namespace IteraGpu {

// Runs the points one after the other, each a separate `iteragpu measure --progress jsonl`
// process in its own process group (a terminal's Ctrl+C reaches the sweep, which cancels the point
// by closing the child's input, so the child writes its cancelled report). Reads each child's
// progress stream as it arrives, then the report from the folder (its SHA-256 checked against the
// stream's), and asks SweepSearch for the next point. Writes DIR/sweep.json at the end, whatever the
// end. Lives on the thread that runs its event loop (the CLI's main thread, the window's GUI
// thread: the children do the work, this object only reads pipes and small files).
class SweepRunner : public QObject
{
    Q_OBJECT
public:
    explicit SweepRunner(QObject *parent = nullptr);
    ~SweepRunner() override;

    // `values` from checkSweepRequest; the folder prepared. Returns at once; finished() follows.
    void start(const SweepRequest &request, const QList<qint64> &values);
    // Cancels the current point and ends the sweep after it; every finished point is kept. The
    // child is asked first (its input closed: it stops after its current forward and writes its
    // cancelled report); one that has not ended after kCancelGrace is sent SIGTERM, and SIGKILL
    // kTerminateGrace later (a forward that never returns). A second cancel() sends SIGTERM at
    // once, a third SIGKILL: the command line's second and third Ctrl+C.
    void cancel();
    static constexpr std::chrono::milliseconds kCancelGrace{10'000};
    static constexpr std::chrono::milliseconds kTerminateGrace{3'000};
    bool isRunning() const { return m_process != nullptr; }
    const SweepIndex &index() const { return m_index; }

Q_SIGNALS:
    void pointStarted(int number, const QString &value, IteraGpu::SweepSearch::Stage stage); // number from 1
    void pointFinished(int number, const IteraGpu::SweepPoint &point);
    // The index as written; `written` holds the reason when sweep.json could not be written.
    void finished(const IteraGpu::SweepIndex &index, const IteraGpu::Status &written);

private:
    void startNext();
    void endChild(QProcess *process); // SIGTERM, or SIGKILL after one; nothing if it has ended
    void readChild();
    void childEnded(int exitCode, QProcess::ExitStatus status);
    SweepPoint concludePoint(int exitCode, QProcess::ExitStatus status);
    void finish();

    SweepRequest m_request;
    QList<qint64> m_values;
    std::optional<SweepSearch> m_search;
    SweepIndex m_index;
    QProcess *m_process = nullptr;
    std::unique_ptr<ProgressStreamReader> m_reader;
    QList<ProgressEvent> m_refused; // the child's refused event, if any
    std::optional<Error> m_streamError;
    QElapsedTimer m_clock;
    std::optional<qint64> m_firstPhaseNs;
    QString m_value, m_file;
    SweepSearch::Stage m_stage = SweepSearch::Stage::Upward;
    bool m_cancelled = false;
    bool m_terminated = false; // the current child was sent SIGTERM
};

} // namespace IteraGpu
