#pragma once

#include "core/reports/comparison.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QTableView;

namespace IteraGpu::Ui {

class ComparisonCharts;
class ComparisonModel;

// Runs side by side: the user ticks 2 to 12 runs (opened reports and this window's run) and
// chooses the baseline; the table shows every compared field with exact differences and ratios,
// the charts overlay the runs. Exports the comparison as CSV and the charts as PNG.
class ComparisonWindow : public QDialog
{
    Q_OBJECT
public:
    static constexpr int kMaxRunsShown = 12; // runs compared at once in the window

    // A run the user may tick: `key` is the report's library id, 0 for this window's run.
    struct Candidate
    {
        int key = 0;
        ComparisonRun run;
    };

    explicit ComparisonWindow(QWidget *parent = nullptr);

    // The runs offered; ticks and baseline are kept for the keys that remain.
    void setCandidates(const QList<Candidate> &candidates);
    // Ticks these keys (at most kMaxRunsShown), the first as the baseline.
    void select(const QList<int> &keys);
    void setBaseline(int position); // index among the ticked runs

    const std::optional<Comparison> &comparison() const { return m_comparison; }
    ComparisonModel *model() const { return m_model; }
    ComparisonCharts *charts() const { return m_charts; }
    QLabel *stateLabel() const { return m_state; }
    Status exportCsv(const QString &path) const;
    Status exportCharts(const QString &folder, QStringList *written);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void tickedChanged();
    void recompute();
    QList<int> tickedKeys() const;
    void exportCsvClicked();
    void exportChartsClicked();

    QList<Candidate> m_candidates;
    int m_baselineKey = -1;
    std::optional<Comparison> m_comparison;
    QLabel *m_runsLabel;
    QListWidget *m_runs;
    QLabel *m_baselineLabel;
    QComboBox *m_baseline;
    QLabel *m_state;
    QLabel *m_differing;
    ComparisonModel *m_model;
    QTableView *m_table;
    ComparisonCharts *m_charts;
    QPushButton *m_exportCsv;
    QPushButton *m_exportCharts;
    QPushButton *m_close;
};

} // namespace IteraGpu::Ui
