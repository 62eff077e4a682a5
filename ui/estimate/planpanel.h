#pragma once

#include "core/quality/catalog.h"
#include "core/quality/packageplan.h"
#include "ui/common/jobtracker.h"

#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QPushButton;
class QTableView;

namespace IteraGpu::Ui {

class PlanTableModel;
class ReportLibrary;

// "Which package holds it": the Estimate tab's estimate joined to the catalog, one row per model for
// the chosen duration, with the verdict in words, the headroom and the package price. It follows
// the estimate (setInput at each change); the plan is computed as a job whose stale result is
// dropped when a newer one starts, and the GUI thread never waits for it. A measured
// line comes from a report the user picks among those open in the window.
class PlanPanel : public QWidget
{
    Q_OBJECT
public:
    explicit PlanPanel(QWidget *parent = nullptr);

    // The estimate's lines, or nothing while the estimate has no result.
    void setInput(std::optional<PlanInput> input);
    void setCatalog(Catalog catalog); // the calculator's catalog, the shipped sample until then
    void setReportLibrary(ReportLibrary *reports);

    const Catalog &catalog() const { return m_catalog; }
    PlanTableModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    QComboBox *daysBox() const { return m_days; }
    QComboBox *measuredBox() const { return m_measured; }
    QPushButton *useButton() const { return m_use; }
    QPushButton *exportCsvButton() const { return m_exportCsv; }
    QPushButton *exportJsonButton() const { return m_exportJson; }
    QLabel *statusLabel() const { return m_status; }
    QLabel *notesLabel() const { return m_notes; }
    bool isComputing() const { return m_jobs.isBusy(); }
    int days() const;
    // The shown plan as `plan --json` and `plan --csv` write it (empty without a plan).
    QByteArray planJson() const;
    QByteArray planCsv() const;

Q_SIGNALS:
    // The user chose a row: set the calculator to this model and duration.
    void packageChosen(const QString &gpuId, int days);
    void planShown(); // a computed plan (or its refusal) is in the table

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void recompute();
    void show(Result<PackagePlan> plan, bool hasSpot);
    void fillMeasured();
    void chooseCurrent();
    void exportPlan(bool json);
    void updateButtons();

    Catalog m_catalog;
    std::optional<PlanInput> m_input;
    ReportLibrary *m_reports = nullptr;
    JobTracker m_jobs{JobTracker::Policy::LatestOnly}; // the plan's computation: older ones dropped
    QLabel *m_title;
    QLabel *m_daysLabel;
    QLabel *m_measuredLabel;
    QComboBox *m_days;
    QComboBox *m_measured;
    QPushButton *m_use;
    QPushButton *m_exportCsv;
    QPushButton *m_exportJson;
    QLabel *m_status;
    QLabel *m_error;
    QLabel *m_notes;
    PlanTableModel *m_model;
    QTableView *m_view;
};

} // namespace IteraGpu::Ui
