#pragma once

#include "measure/measurementcontroller.h"
#include "quality/gridconsistency.h"
#include "quality/packagecost.h"
#include "quality/qualityprotocol.h"
#include "quality/resultsgrid.h"
#include "reports/reportreader.h"

#include <QWidget>

#include <optional>

class QLabel;
class QMenu;
class QPushButton;

namespace IteraGpu::Ui {

class CostPanel;
class ProtocolPanel;
class ReportLibrary;
class ResultsGridPanel;

// Quality and cost: the pre-registered protocol, the raw results grid and the package
// calculator, side by side. A row from a measurement or a report pins the tariff the user chooses
// (TariffChoiceDialog: the calculator's package, or none for a dry run). The grid is checked
// against the calculator's catalog and the protocol.
class QualityCostTab : public QWidget
{
    Q_OBJECT
public:
    explicit QualityCostTab(QWidget *parent = nullptr);

    void setLanguage(const QString &language);
    // `host`: the remote host it ran on over SSH (named in the row's notes), empty for this computer.
    void setLastMeasurement(const MeasurementRunResult &result, const QString &host = QString());
    // Asks for the tariff (TariffChoiceDialog), then adds the row; false when cancelled or refused.
    bool addRowFromLastMeasurement();
    // The opened measurement reports are offered by "Add row from report"; see resultRowFromOpenedReport.
    void setReportLibrary(const ReportLibrary *library);
    bool addRowFromReport(const LoadedReport &loaded); // asks for the tariff as above
    // Adds the row with the tariff already chosen (nothing: the tariff cells stay empty).
    bool addRowFromReport(const LoadedReport &loaded, const std::optional<PackageCost> &tariff);
    bool hasUnsavedChanges() const;

    ProtocolPanel *protocolPanel() const { return m_protocol; }
    ResultsGridPanel *gridPanel() const { return m_grid; }
    CostPanel *costPanel() const { return m_cost; }
    QPushButton *addFromMeasurementButton() const { return m_addFromMeasurement; }
    QPushButton *addFromReportButton() const { return m_addFromReport; }
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
    QLabel *m_gridTitle;
};

} // namespace IteraGpu::Ui
