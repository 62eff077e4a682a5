#pragma once

#include "measurementcontroller.h"
#include "packagecost.h"
#include "qualityprotocol.h"
#include "reportreader.h"
#include "resultsgrid.h"

#include <QWidget>

#include <optional>

class QLabel;
class QMenu;
class QPushButton;
class QToolButton;

namespace IteraGpu::Ui {

class CostPanel;
class ProtocolPanel;
class ReportLibrary;
class ResultsGridPanel;

// Quality and cost: the pre-registered protocol, the raw results grid and the package
// calculator, side by side. Rows from a measurement pin the current tariff (price and snapshot).
class QualityCostTab : public QWidget
{
    Q_OBJECT
public:
    explicit QualityCostTab(QWidget *parent = nullptr);

    void setLanguage(const QString &language);
    // `host`: the remote host it ran on over SSH (named in the row's notes), empty for this computer.
    void setLastMeasurement(const MeasurementRunResult &result, const QString &host = QString());
    bool addRowFromLastMeasurement();
    // The opened measurement reports are offered by "Add row from report"; see resultRowFromOpenedReport.
    void setReportLibrary(const ReportLibrary *library);
    bool addRowFromReport(const LoadedReport &loaded);
    bool hasUnsavedChanges() const;

    ProtocolPanel *protocolPanel() const { return m_protocol; }
    ResultsGridPanel *gridPanel() const { return m_grid; }
    CostPanel *costPanel() const { return m_cost; }
    QPushButton *addFromMeasurementButton() const { return m_addFromMeasurement; }
    QToolButton *addFromReportButton() const { return m_addFromReport; }
    bool exportCostJson(const QString &path, QString *error) const;
    // For the report bundle: the results grid, the protocol as it would be saved, the package cost.
    const ResultsGrid &grid() const;
    QualityProtocol protocolToSave() const;
    const std::optional<PackageCost> &packageCost() const;

Q_SIGNALS:
    void openReportRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void showProtocolText();
    void updateGridTotal();
    void fillReportMenu();

    QString m_language = QStringLiteral("en");
    std::optional<MeasurementRunResult> m_lastMeasurement;
    QString m_lastMeasurementHost;
    ProtocolPanel *m_protocol;
    ResultsGridPanel *m_grid;
    CostPanel *m_cost;
    QPushButton *m_addFromMeasurement;
    QToolButton *m_addFromReport;
    QMenu *m_reportMenu;
    const ReportLibrary *m_library = nullptr;
    QLabel *m_gridTitle;
};

} // namespace IteraGpu::Ui
