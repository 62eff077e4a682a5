#pragma once

#include "measurementcontroller.h"
#include "packagecost.h"
#include "qualityprotocol.h"
#include "resultsgrid.h"

#include <QWidget>

#include <optional>

class QLabel;
class QPushButton;

namespace IteraGpu::Ui {

class CostPanel;
class ProtocolPanel;
class ResultsGridPanel;

// Quality and cost: the pre-registered protocol, the raw results grid and the package
// calculator, side by side. Rows from a measurement pin the current tariff (price and snapshot).
class QualityCostTab : public QWidget
{
    Q_OBJECT
public:
    explicit QualityCostTab(QWidget *parent = nullptr);

    void setLanguage(const QString &language);
    void setLastMeasurement(const MeasurementRunResult &result);
    bool addRowFromLastMeasurement();
    bool hasUnsavedChanges() const;

    ProtocolPanel *protocolPanel() const { return m_protocol; }
    ResultsGridPanel *gridPanel() const { return m_grid; }
    CostPanel *costPanel() const { return m_cost; }
    QPushButton *addFromMeasurementButton() const { return m_addFromMeasurement; }
    bool exportCostJson(const QString &path, QString *error) const;
    // For the report bundle: the results grid, the protocol as it would be saved, the package cost.
    const ResultsGrid &grid() const;
    QualityProtocol protocolToSave() const;
    const std::optional<PackageCost> &packageCost() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void showProtocolText();
    void updateGridTotal();

    QString m_language = QStringLiteral("en");
    std::optional<MeasurementRunResult> m_lastMeasurement;
    ProtocolPanel *m_protocol;
    ResultsGridPanel *m_grid;
    CostPanel *m_cost;
    QPushButton *m_addFromMeasurement;
    QLabel *m_gridTitle;
};

} // namespace IteraGpu::Ui
