#pragma once

#include "core/quality/reportbundle.h"
#include "ui/common/metatypes.h"

#include <QWidget>

#include <qcoro/qcorotask.h>

#include <functional>
#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSplitter;
class QStackedWidget;

namespace IteraGpu::Ui {

class MeasureForm;
class MeasurementController;
class PhaseCharts;
class PhaseTableModel;
class RemoteHostBox;
class RemoteMeasurementController;
class ReportLibrary;
class ReportView;
class RunController;
class RunStatusLine;
class ShownRunBox;
class SweepPanel;

// One bounded run of the synthetic MLP: the form with its prediction (MeasureForm), Run and
// Cancel, the progress and the status of the run, and the shown run (ShownRunBox) filled as each
// phase ends. The run goes through one runner interface (RunController): the worker thread on this
// computer, or the CLI on a remote host over SSH, chosen in the shared "where" box. Beside the shown
// run, the sweep mode (SweepPanel): one dimension of the form over several values, on this computer.
class MeasureTab : public QWidget
{
    Q_OBJECT
public:
    // `local` is the window's one worker thread of the torch module (shared with the Environment
    // probe, so that the module is used from one thread at a time); null: the tab makes its own.
    explicit MeasureTab(MeasurementController *local = nullptr, QWidget *parent = nullptr);

    void setBackendPath(const QString &path);
    void setReportLibrary(ReportLibrary *library);
    // Shows an opened measurement report (its id in the library), or this window's run.
    void showRun(int reportId);
    int shownReport() const;
    QCoro::Task<> run();
    void cancel();
    bool isRunning() const;
    const std::optional<MeasurementRunResult> &lastResult() const { return m_lastResult; }
    // MeasureForm::applyProbe; `machine` is RemoteHostChoice::machineKey() ("local": this computer).
    void applyProbe(const EnvironmentReport &probe, const QString &machine = QStringLiteral("local"));
    // The host of the last run ("" when it ran on this computer): a label, never a user name.
    const QString &lastRunHost() const { return m_lastHost; }

    // For tests and the bundle export.
    MeasureForm *form() const { return m_form; }
    ShownRunBox *shownRun() const { return m_shownRun; }
    SweepPanel *sweepPanel() const { return m_sweep; }
    QComboBox *modeBox() const { return m_mode; } // the single run or the sweep
    QStackedWidget *modes() const { return m_modes; }
    QLineEdit *field(const QString &objectName) const;
    QComboBox *deviceBox() const;
    QComboBox *dtypeBox() const;
    QPushButton *runButton() const { return m_run; }
    QPushButton *cancelButton() const { return m_cancel; }
    QLabel *statusLabel() const;
    QLabel *deviceNote() const;
    QProgressBar *progressBar() const;
    QLabel *predictionLabel() const;
    PhaseTableModel *phaseModel() const;
    PhaseCharts *charts() const;
    ReportView *reportView() const;
    QComboBox *shownBox() const;
    QSplitter *splitter() const { return m_splitter; }
    // The shown run differs from the form (greyed, with a note saying so).
    bool resultsStale() const;
    RemoteHostBox *remoteBox() const { return m_remote; }
    RemoteMeasurementController *remoteController() const { return m_remoteController; }
    Status exportPhaseTable(const QString &path) const;
    Status exportCharts(const QString &folder, QStringList *written);
    // For the report bundle: the phase table as phases.csv and the rendered charts.
    QByteArray phasesCsv() const;
    Result<QList<BundleImage>> chartImages();

Q_SIGNALS:
    void measurementFinished(const IteraGpu::MeasurementRunResult &result);
    void running(bool running);
    void openReportRequested();
    void compareRequested();

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void retranslate();
    static QString singleRunTitle(); // the mode box's first item
    void setRunning(bool running);
    void showRunStatus();
    bool showsSweepMode() const;
    // The single run's Run and Cancel and the form's output rows: hidden on the sweep's page
    // (which has its own), unless a single run is going on.
    void updateModeControls();
    void phaseStarted(Phase phase, int index);
    void rowsFinished(const QList<PhaseRow> &rows);
    void updateStale();

    MeasurementController *m_controller;
    RemoteMeasurementController *m_remoteController;
    QString m_backendPath;
    std::optional<MeasurementRunResult> m_lastResult;
    QString m_lastOutput; // the output path of the last run (on this computer)
    QString m_lastHost; // the host the last run measured on, empty for this computer
    QString m_lastRemoteOutput; // the report's path there
    bool m_cancelling = false; // the run going on was cancelled: its steps own the status line
    bool m_sweeping = false; // a sweep runs (SweepPanel::running)
    bool m_singleRunning = false; // a single run goes on (setRunning)

    RemoteHostBox *m_remote;
    QLabel *m_scope;
    MeasureForm *m_form;
    QPushButton *m_run;
    QPushButton *m_cancel;
    RunStatusLine *m_statusLine; // the progress bar and the status line
    ShownRunBox *m_shownRun;
    SweepPanel *m_sweep;
    QComboBox *m_mode;
    QStackedWidget *m_modes; // the shown run, the sweep
    QSplitter *m_splitter; // the form column, the results
    bool m_splitterRestored = false; // from the settings; otherwise sized on the first show
};

} // namespace IteraGpu::Ui
