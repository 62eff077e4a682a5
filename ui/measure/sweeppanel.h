#pragma once

#include "core/quality/reportbundle.h"
#include "core/sweep/sweepindex.h"
#include "core/util/result.h"

#include <QWidget>

#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTabWidget;
class QTableView;

namespace IteraGpu {
class SweepRunner;
}

namespace IteraGpu::Ui {

class MeasureForm;
class RemoteHostBox;
class RemoteSweep;
class SweepCharts;
class SweepTableModel;

// The Measure tab's sweep mode: one dimension of the form's configuration over a list of values or
// a doubling range, with bisect and its step, run on this computer by SweepRunner (core/sweep): each
// point a child process of the command-line program (`iteragpu measure`, never this process), with
// its own report in a new or empty folder and the index sweep.json; or, when the "where" box says
// a remote host, by the CLI's own sweep there over ssh (RemoteSweep), every report and the index
// fetched into the local folder and checked by SHA-256. A live table of points, the
// charts against the dimension, Cancel, CSV and PNG exports, and the points opened in the
// comparison or added to the experiment's grid (by the main window, through the signals).
class SweepPanel : public QWidget
{
    Q_OBJECT
public:
    explicit SweepPanel(MeasureForm *form, QWidget *parent = nullptr);
    ~SweepPanel() override;

    void setBackendPath(const QString &path) { m_backendPath = path; }
    // The tab's "where" box: a remote choice there runs the sweep on that host.
    void setRemoteBox(RemoteHostBox *box);
    // The `iteragpu` program each point runs: the setting, by default the one beside this program.
    static QString defaultProgram();
    // Starts the sweep; false (with the reason in the status line) when refused before any point.
    bool start();
    void cancel();
    bool isRunning() const;
    // The index of the last sweep that ended (sweep.json as written), and its path.
    const std::optional<SweepIndex> &lastIndex() const { return m_lastIndex; }
    QString indexPath() const;
    void setBusy(bool busy); // a single run is going on

    QComboBox *dimensionBox() const { return m_dimension; }
    QComboBox *valuesKindBox() const { return m_valuesKind; }
    QLineEdit *valuesEdit() const { return m_values; }
    QLineEdit *fromEdit() const { return m_from; }
    QLineEdit *toEdit() const { return m_to; }
    QCheckBox *bisectBox() const { return m_bisect; }
    QLineEdit *stepEdit() const { return m_step; }
    QLineEdit *folderEdit() const { return m_folder; }
    QLineEdit *programEdit() const { return m_program; }
    QLineEdit *remoteFolderEdit() const { return m_remoteFolder; }
    RemoteSweep *remoteSweep() const { return m_remoteSweep; }
    QPushButton *runButton() const { return m_run; }
    QPushButton *cancelButton() const { return m_cancel; }
    QPushButton *compareButton() const { return m_compare; }
    QPushButton *addToGridButton() const { return m_addToGrid; }
    QLabel *statusLabel() const { return m_status; }
    SweepTableModel *model() const { return m_model; }
    SweepCharts *charts() const { return m_charts; }
    Status exportCsv(const QString &path) const; // sweep-points.csv of the points shown
    Result<QList<BundleImage>> chartImages();

Q_SIGNALS:
    void running(bool running);
    void sweepFinished(const IteraGpu::SweepIndex &index);
    // The reports of the last sweep's points, to open and compare.
    void compareRequested(const QStringList &reportPaths);
    // sweep.json of the last sweep: its points to add to the grid.
    void addToGridRequested(const QString &indexPath);

protected:
    void changeEvent(QEvent *event) override;

private:
    // m_labels' order.
    enum Label
    {
        DimensionLabel,
        ValuesLabel,
        FromLabel,
        ToLabel,
        StepLabel,
        FolderLabel,
        ProgramLabel,
        RemoteFolderLabel,
        LabelCount
    };

    void retranslate();
    void updateValueFields();
    void updatePlace(); // the program's row here, the remote folder's row for a remote host
    bool isRemote() const;
    void setRunning(bool running);
    void pointStarted(int number, const QString &value);
    void pointFinished(int number, const SweepPoint &point);
    void ended(const SweepIndex &index, const Status &written);
    void refuse(const QString &message);
    void exportCsvClicked();
    void exportChartsClicked();
    QStringList reportPaths() const;

    MeasureForm *m_form;
    SweepRunner *m_runner = nullptr;
    RemoteSweep *m_remoteSweep;
    RemoteHostBox *m_remoteBox = nullptr;
    bool m_remoteRunning = false; // the sweep going on or last run is a remote one
    QString m_backendPath;
    QString m_folderRunning; // the folder of the sweep going on or last run
    std::optional<SweepIndex> m_runningIndex; // the fixed part of the sweep going on, for predictions
    std::optional<SweepIndex> m_lastIndex;
    std::optional<qint64> m_deviceTotal; // from the first report that states it
    bool m_busy = false;
    bool m_cancelling = false; // the sweep going on was cancelled: the cancel's line stays

    QComboBox *m_dimension;
    QComboBox *m_valuesKind;
    QLineEdit *m_values;
    QLineEdit *m_from;
    QLineEdit *m_to;
    QCheckBox *m_bisect;
    QLineEdit *m_step;
    QLineEdit *m_folder;
    QPushButton *m_chooseFolder;
    QLineEdit *m_program;
    QLineEdit *m_remoteFolder;
    QList<QLabel *> m_labels; // dimension, values, from, to, step, folder, program, remote folder
    QPushButton *m_run;
    QPushButton *m_cancel;
    QLabel *m_status;
    QTabWidget *m_views;
    QTableView *m_table;
    SweepTableModel *m_model;
    SweepCharts *m_charts;
    QLabel *m_scope;
    QPushButton *m_exportCsv;
    QPushButton *m_exportCharts;
    QPushButton *m_compare;
    QPushButton *m_addToGrid;
};

} // namespace IteraGpu::Ui
