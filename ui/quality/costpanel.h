#pragma once

#include "core/quality/catalog.h"
#include "core/quality/gridtotal.h"
#include "core/quality/packagecost.h"

#include <QWidget>

#include <functional>
#include <optional>

class QBarCategoryAxis;
class QBarSeries;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QStandardItemModel;
class QTableView;
class QValueAxis;

namespace IteraGpu::Ui {

class ChartView;

// The package calculator over the tariff catalog: GPU model, duration, lots and the
// number of accepted results (empty by default, never filled automatically), the catalog as a
// sortable table and a chart of the price per GPU-day.
class CostPanel : public QWidget
{
    Q_OBJECT
public:
    explicit CostPanel(QWidget *parent = nullptr);

    // The grid whose accepted results "Use grid total" offers (behind an explicit button): only the
    // complete rows pinned to the package shown count (gridTotalForPackage); a label says how many
    // rows counted and which were left out. Call gridChanged() after each edit of the grid.
    void setGrid(const ResultsGrid *grid);
    void gridChanged();
    const GridTotal &gridTotal() const { return m_gridTotal; }
    QLabel *gridTotalLabel() const { return m_gridTotalLabel; }
    static constexpr qsizetype kMaxShownTariffs = 5000;

    Status openCatalog(const QString &path); // the old catalog stays on failure
    // A catalog read elsewhere (off the GUI thread) from `path`; refused above kMaxShownTariffs.
    Status showCatalog(Catalog catalog, const QString &path);
    const Catalog &catalog() const { return m_catalog; }
    QString catalogPath() const { return m_catalogPath; } // empty: the built-in catalog
    // The current valid cost, if any.
    const std::optional<PackageCost> &cost() const { return m_cost; }
    QStandardItemModel *catalogModel() const { return m_catalogModel; }
    // Built when its tab is first shown, or here.
    ChartView *chart();
    QComboBox *gpuBox() const { return m_gpu; }
    QComboBox *daysBox() const { return m_days; }
    QLineEdit *lotsEdit() const { return m_lots; }
    QLineEdit *acceptedEdit() const { return m_accepted; }
    QPushButton *useGridTotalButton() const { return m_useGridTotal; }
    QLabel *resultLabel() const { return m_result; }
    QLabel *errorLabel() const { return m_error; }

    // Sets the calculator to one lot of `gpuId` for `days` (the rest of the form stays); false when
    // the catalog has no such package.
    bool choosePackage(const QString &gpuId, int days);

Q_SIGNALS:
    void costChanged();
    void catalogChanged(); // a new catalog is shown

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void recompute();
    void fillCatalog();
    void fillChart();

    static constexpr int kChartTab = 2;

    Catalog m_catalog;
    QString m_catalogPath;
    std::optional<PackageCost> m_cost;
    const ResultsGrid *m_grid = nullptr;
    GridTotal m_gridTotal;
    QList<QLabel *> m_labels;
    QComboBox *m_gpu;
    QComboBox *m_days;
    QLineEdit *m_lots;
    QLineEdit *m_accepted;
    QPushButton *m_useGridTotal;
    QLabel *m_gridTotalLabel;
    QLabel *m_result;
    QLabel *m_error;
    QLabel *m_notice;
    QStandardItemModel *m_catalogModel;
    QTableView *m_catalogView;
    // All null until chart().
    ChartView *m_chart = nullptr;
    QBarSeries *m_series = nullptr;
    QBarCategoryAxis *m_categories = nullptr;
    QValueAxis *m_axis = nullptr;
};

} // namespace IteraGpu::Ui
