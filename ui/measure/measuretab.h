#pragma once

#include "measure/measurementcontroller.h"
#include "quality/reportbundle.h"

#include <QWidget>

#include <qcoro/qcorotask.h>

#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QStackedWidget;
class QTableView;

namespace IteraGpu::Ui {

class PhaseCharts;
class PhaseTableModel;
class RemoteHostBox;
class RemoteMeasurementController;
class ReportLibrary;
class ReportView;

// One bounded run of the synthetic MLP: the form, the prediction before the run, Run
// and Cancel, the phase table and three charts filled as each phase ends. The run happens on
// the controller's worker thread; this tab awaits it with QCoro. The right side shows either
// this window's run or, read-only, a measurement report opened from a file (chosen in "Shown").
class MeasureTab : public QWidget
{
    Q_OBJECT
public:
    explicit MeasureTab(QWidget *parent = nullptr);

    void setBackendPath(const QString &path) { m_backendPath = path; }
    void setReportLibrary(ReportLibrary *library);
    // Shows an opened measurement report (its id in the library), or this window's run for 0.
    void showRun(int reportId);
    int shownReport() const;
    QCoro::Task<> run();
    void cancel();
    bool isRunning() const;
    const std::optional<MeasurementRunResult> &lastResult() const { return m_lastResult; }
    // After an Environment probe: the device defaults to one the probe says exists (cpu, a dry run,
    // when it found no GPU), unless the user chose a device, which is never changed.
    void applyProbe(const EnvironmentReport &probe);
    // The status line of a finished run, in the current language (rich text).
    static QString runStatusText(const MeasurementRunResult &result, const QString &output);
    // The host of the last run ("" when it ran on this computer): a label, never a user name.
    const QString &lastRunHost() const { return m_lastHost; }

    // For tests and the bundle export.
    QLineEdit *field(const QString &objectName) const;
    QComboBox *deviceBox() const { return m_device; }
    QComboBox *dtypeBox() const { return m_dtype; }
    QPushButton *runButton() const { return m_run; }
    QPushButton *cancelButton() const { return m_cancel; }
    QLabel *statusLabel() const { return m_status; }
    QLabel *deviceNote() const { return m_deviceNote; }
    QProgressBar *progressBar() const { return m_progress; }
    QLabel *predictionLabel() const { return m_prediction; }
    PhaseTableModel *phaseModel() const { return m_model; }
    PhaseCharts *charts() const { return m_charts; }
    ReportView *reportView() const { return m_reportView; }
    QComboBox *shownBox() const { return m_shown; }
    RemoteHostBox *remoteBox() const { return m_remote; }
    RemoteMeasurementController *remoteController() const { return m_remoteController; }
    // What Export table CSV and Export charts PNG write, after their dialogs: the run shown.
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

private:
    std::optional<MeasurementConfig> readConfig(bool showErrors);
    void updatePrediction();
    void retranslate();
    void chooseOutput();
    void suggestOutput();
    void setRunning(bool running);
    void exportCsvClicked();
    void exportChartsClicked();
    void updateShownList();
    void showRunStatus();
    void showWhere();
    void updateDeviceNote();
    PhaseTableModel *shownModel() const;
    PhaseCharts *shownCharts() const;

    MeasurementController *m_controller;
    QString m_backendPath;
    std::optional<MeasurementRunResult> m_lastResult;
    QString m_lastOutput; // the output path of the last run (on this computer)
    QString m_lastHost; // the host the last run measured on, empty for this computer
    QString m_lastRemoteOutput; // the report's path there
    int m_plannedRepeats = 0; // of the run going on
    bool m_deviceChosen = false; // by the user, not by a probe
    std::optional<EnvironmentReport> m_probe; // the last Environment probe

    QComboBox *m_device;
    QComboBox *m_dtype;
    QLineEdit *m_batch;
    QLineEdit *m_context;
    QLineEdit *m_width;
    QLineEdit *m_hidden;
    QLineEdit *m_warmup;
    QLineEdit *m_repeats;
    QLineEdit *m_seed;
    QLineEdit *m_output;
    QPushButton *m_chooseOutput;
    RemoteHostBox *m_remote;
    RemoteMeasurementController *m_remoteController;
    QLabel *m_remoteOutputLabel;
    QLineEdit *m_remoteOutput; // the report's path on the remote host (relative: its home folder)
    QList<QLabel *> m_labels;
    QLabel *m_deviceNote;
    QLabel *m_formError;
    QLabel *m_prediction;
    QLabel *m_scope;
    QPushButton *m_run;
    QPushButton *m_cancel;
    QPushButton *m_exportCsv;
    QPushButton *m_exportCharts;
    QProgressBar *m_progress;
    QLabel *m_status;
    PhaseTableModel *m_model;
    QTableView *m_table;
    PhaseCharts *m_charts;
    ReportLibrary *m_library = nullptr;
    QLabel *m_shownLabel;
    QComboBox *m_shown;
    QPushButton *m_openReport;
    QPushButton *m_compare;
    QStackedWidget *m_views;
    ReportView *m_reportView;
};

} // namespace IteraGpu::Ui
