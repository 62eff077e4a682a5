#pragma once

#include "measure/measurementcontroller.h"
#include "remote/sshprocess.h"
#include "remote/sshtarget.h"
#include "reports/progressstream.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>

#include <optional>

#include <qcoro/qcorotask.h>

namespace IteraGpu::Ui {

// A measurement run by the CLI on a remote host over ssh: `REMOTE measure ... --output
// REMOTE_PATH --progress jsonl`, its progress stream read as it arrives (ProgressStreamReader),
// then the report that follows the stream's last line checked (size, SHA-256), validated and
// saved at the local path with writeNewFile, never over an existing file. The remote file stays.
// Same contract as MeasurementController so that MeasureTab can drive either: phaseStarted and
// rowsFinished as the remote phases end (the first row at once, then at most one batch every
// 50 ms), the result when the run has ended. The GUI thread never waits: ssh is a QProcess read
// from the event loop, and the fetched report is validated and written on a worker thread.
class RemoteMeasurementController : public QObject
{
    Q_OBJECT
public:
    explicit RemoteMeasurementController(QObject *parent = nullptr);
    ~RemoteMeasurementController() override; // a running remote run is cancelled, never left orphaned

    // config.output is the REMOTE path; localPath is where the fetched report is saved (refused
    // before anything runs if it exists). The result:
    //  - Refused: the target, an argument or the local path refused, ssh could not connect or
    //    authenticate, the remote CLI refused (its output path exists...): nothing written here;
    //  - Complete / Failed / Cancelled: the fetched report, saved at localPath;
    //  - Failed with the rows received when the connection dropped after the run started: a
    //    report is written at localPath from the remote environment and those rows (status
    //    failed, its failure message says the connection dropped); the remote run was cancelled
    //    by its input closing and its own report stays there;
    //  - NotWritten: the report could not be saved or did not match its SHA-256, or the
    //    connection dropped after the last row (the remote report is complete there).
    // `message` is one translated line, `report` holds the rows in every case.
    QCoro::Task<IteraGpu::MeasurementRunResult> run(IteraGpu::SshTarget target, IteraGpu::MeasurementConfig config,
                                                    QString localPath);
    void cancel(); // closes ssh's standard input: the remote CLI cancels between forwards
    bool isRunning() const { return m_running; }
    // ssh's process id while running, 0 otherwise (tests kill it to drop the connection).
    qint64 sshProcessId() const;

Q_SIGNALS:
    void phaseStarted(IteraGpu::Phase phase, int index);
    void rowsFinished(const QList<IteraGpu::PhaseRow> &rows);

private:
    static constexpr qint64 kRowBatchMs = 50;
    void bytesArrived(const QByteArray &bytes);
    void rowArrived(const PhaseRow &row);
    void flushRows();
    // What a run left for its conclusion: a copy, read on a worker thread.
    struct RunEnd
    {
        IteraGpu::SshTarget target;
        IteraGpu::MeasurementConfig config;
        QString localPath;
        SshOutcome outcome;
        ProgressStreamReader reader;
        QString streamError;
        std::optional<ProgressEvent> refusal;
        EnvironmentReport environment;
        QDateTime startedUtc;
        QList<PhaseRow> rows;
    };
    // Validates and writes what arrived (file work with its fsync: never on the GUI thread).
    static IteraGpu::MeasurementRunResult conclude(const RunEnd &end);
    static IteraGpu::MeasurementRunResult saveReport(const RunEnd &end);

    QPointer<SshProcess> m_process;
    ProgressStreamReader m_reader;
    QString m_streamError; // the first problem in the stream; the run is stopped then
    std::optional<ProgressEvent> m_refusal; // the remote CLI's "refused" line
    EnvironmentReport m_environment;
    QDateTime m_startedUtc;
    QList<PhaseRow> m_rows; // every row received
    bool m_running = false;
    QList<PhaseRow> m_pending;
    bool m_flushScheduled = false;
    QElapsedTimer m_sinceFlush;
};

} // namespace IteraGpu::Ui
