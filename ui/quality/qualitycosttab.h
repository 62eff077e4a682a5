#pragma once

#include "core/quality/gridconsistency.h"
#include "core/quality/packagecost.h"
#include "core/quality/qualityprotocol.h"
#include "core/quality/resultsgrid.h"
#include "core/reports/reportreader.h"
#include "ui/common/jobtracker.h"
#include "ui/measure/measurementcontroller.h"

#include <QWidget>

#include <functional>

#include <optional>

class QAction;
class QLabel;
class QMenu;
class QPushButton;
class QTabWidget;

namespace IteraGpu::Ui {

class CostPanel;
class ProtocolPanel;
class ReportLibrary;
class ResultsGridPanel;

// Quality and cost: the pre-registered protocol, the raw results grid and the package calculator,
// one page each (each gets the whole height of a small window), under a line that says the order
// of the work and where the experiment stands. A row from a measurement or a report pins the tariff
// the user chooses (TariffChoiceDialog: the calculator's package, or none for a dry run); "Pin
// package" pins the calculator's package to rows already there. The grid is checked against the
// calculator's catalog and the protocol.
class QualityCostTab : public QWidget
{
    Q_OBJECT
public:
    explicit QualityCostTab(QWidget *parent = nullptr);

    void setLanguage(const QString &language);
    // `host`: the remote host it ran on over SSH (named in the row's notes), empty for this computer.
    void setLastMeasurement(const MeasurementRunResult &result, const QString &host = QString());
    // Asks for the tariff (TariffChoiceDialog), then adds the row; false when cancelled or refused.
    // The files are read, hashed and stored off the GUI thread (so are the sweep's below).
    QCoro::Task<bool> addRowFromLastMeasurement();
    // The opened measurement reports are offered by "Add row from report"; see resultRowFromOpenedReport.
    void setReportLibrary(const ReportLibrary *library);
    // `path`: the report's file, which an experiment copies into its reports/ (see setReportStore).
    QCoro::Task<bool> addRowFromReport(LoadedReport loaded, QString path = {}); // asks for the tariff as above
    // Adds the row with the tariff already chosen (nothing: the tariff cells stay empty).
    QCoro::Task<bool> addRowFromReport(LoadedReport loaded, std::optional<PackageCost> tariff, QString path = {});
    // One row per point of the sweep whose index is `indexPath` that wrote a report (failed and
    // cancelled ones too), each report read back and checked against the index's SHA-256 and, in an
    // experiment, copied into it. The tariff is asked once, not for a CPU dry run. All or nothing
    // (admitReports first: a report already cited refuses the sweep), one undo step. Returns the
    // rows added; a refusal is said in a message box, where the user clicked.
    QCoro::Task<int> addRowsFromSweep(QString indexPath);

    // Inside an experiment, every report a row comes from is copied into it first: `store` gets each
    // report's path and the SHA-256 it was read with (empty for the last measurement) and returns
    // where each row cites it, in one job. It also turns on the protocol-version check of every row.
    // Without a store (no experiment open) rows cite the report where it is.
    struct ReportToStore
    {
        QString path;
        QString expectedSha256;
    };
    struct StoredReport
    {
        QString cell; // measurement_file: "reports/run-a.json"
        QString sha256; // of the bytes stored
    };
    using ReportStore = std::function<QCoro::Task<Result<QList<StoredReport>>>(QList<ReportToStore>)>;
    void setReportStore(ReportStore store);
    bool hasUnsavedChanges() const;

    ProtocolPanel *protocolPanel() const { return m_protocol; }
    ResultsGridPanel *gridPanel() const { return m_grid; }
    CostPanel *costPanel() const { return m_cost; }
    QPushButton *addFromMeasurementButton() const { return m_addFromMeasurement; }
    QPushButton *addFromReportButton() const { return m_addFromReport; }
    QPushButton *pinPackageButton() const { return m_pinPackage; }
    QTabWidget *pages() const { return m_pages; }
    QLabel *guideLabel() const { return m_guide; }
    enum Page
    {
        ProtocolPage,
        GridPage,
        CostPage
    };
    void showPage(Page page);
    // Pins the calculator's package to the selected rows of the grid (the current row when none is
    // selected), one undo step; the reason in the grid's message line when refused.
    bool pinPackageToSelectedRows();
    Status exportCostJson(const QString &path) const;
    // For the report bundle: the results grid, the protocol as it would be saved, the package cost.
    const ResultsGrid &grid() const;
    QualityProtocol protocolToSave() const;
    const std::optional<PackageCost> &packageCost() const;
    // Every problem of the grid (checkGridConsistency against the loaded catalog and the protocol).
    const QList<GridProblem> &gridProblems() const;

Q_SIGNALS:
    void openReportRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void showProtocolText();
    void updateGridTotal();
    void fillReportMenu();
    void updateGridReferences();
    void updateGuide(); // the line above the pages: the order of the work, and the next step
    // Every new row needs a fixed protocol and is stamped with the version in force.
    Status admitRow(ResultRow &row) const;
    struct ReportSource
    {
        MeasurementReport report;
        QString path; // its file
        QString sha256; // as it was read
    };
    // The row of `source`, copied into the experiment first when one is open; false on a refusal
    // (said in the grid's message line).
    QCoro::Task<bool> addReportRow(ReportSource source, std::optional<PackageCost> tariff, QString host);
    // The rows of `sources`, every report stored first in one job (refused: nothing added). The
    // caller checks that the tab still exists.
    QCoro::Task<Result<QList<ResultRow>>> reportRows(QList<ReportSource> sources, std::optional<PackageCost> tariff,
                                                     QString host);

    QString m_language = QStringLiteral("en");
    std::optional<MeasurementRunResult> m_lastMeasurement;
    QString m_lastMeasurementHost;
    ProtocolPanel *m_protocol;
    ResultsGridPanel *m_grid;
    CostPanel *m_cost;
    QPushButton *m_addFromMeasurement;
    QPushButton *m_addFromReport; // with a menu: its indicator has its own room, never over the text
    QMenu *m_reportMenu;
    const ReportLibrary *m_library = nullptr;
    ReportStore m_store;
    JobTracker m_reads{JobTracker::Policy::KeepAll}; // reports and sweep indexes, read and hashed
    QLabel *m_gridTitle;
    QTabWidget *m_pages;
    QLabel *m_guide;
    QPushButton *m_pinPackage;
    QAction *m_pinAction; // the grid's context menu
};

} // namespace IteraGpu::Ui
