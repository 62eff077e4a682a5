#pragma once

#include "core/quality/reportbundle.h"
#include "core/sweep/sweepindex.h"
#include "core/util/result.h"
#include "ui/measure/sweeprequestform.h"

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
class SweepRequestForm;
class SweepTableModel;

// The Measure tab's sweep mode: the request (SweepRequestForm) run on this computer by SweepRunner,
// each point a child `iteragpu measure` process with its own report in a new or empty folder and
// the index sweep.json; or on the "where" box's remote host by the CLI's own sweep over ssh
// (RemoteSweep), every file fetched and checked by SHA-256. The live table and charts of the
// points, Cancel, the exports, and the points sent to the comparison or the grid (signals up).
class SweepPanel : public QWidget
{
    Q_OBJECT
public:
    explicit SweepPanel(MeasureForm *form, QWidget *parent = nullptr);
    ~SweepPanel() override;

    void setBackendPath(const QString &path) { m_backendPath = path; }
    // The tab's "where" box: a remote choice there runs the sweep on that host.
    void setRemoteBox(RemoteHostBox *box);
    // Starts the sweep; false (with the reason in the status line) when refused before any point.
    bool start();
    void cancel();
    bool isRunning() const;
    // The index of the last sweep that ended (sweep.json as written), and its path.
    const std::optional<SweepIndex> &lastIndex() const { return m_lastIndex; }
    QString indexPath() const;
    void setBusy(bool busy); // a single run is going on

    SweepRequestForm *requestForm() const { return m_request; }
    QComboBox *dimensionBox() const { return m_request->dimensionBox(); }
    QComboBox *valuesKindBox() const { return m_request->valuesKindBox(); }
    QLineEdit *valuesEdit() const { return m_request->valuesEdit(); }
    QLineEdit *fromEdit() const { return m_request->fromEdit(); }
    QLineEdit *toEdit() const { return m_request->toEdit(); }
    QCheckBox *bisectBox() const { return m_request->bisectBox(); }
    QLineEdit *stepEdit() const { return m_request->stepEdit(); }
    QLineEdit *folderEdit() const { return m_request->folderEdit(); }
    QLineEdit *programEdit() const { return m_request->programEdit(); }
    QLineEdit *remoteFolderEdit() const { return m_request->remoteFolderEdit(); }
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
    void retranslate();
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

    SweepRequestForm *m_request;
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
