#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;
class QBarSet;
class QBarSeries;
class QValueAxis;
class QBarCategoryAxis;
class QChart;

namespace IteraGpu::Ui {

class ChartView;
class CheckpointPanel;
class PlanPanel;

// Weight memory from parameters and bits, or from a checkpoint's headers ("From checkpoint…" or a
// file dropped on the tab) with an optional KV cache line. Recomputes as the user types; a bad
// field is marked inline with its reason and the last good result is cleared, never guessed.
class EstimateTab : public QWidget
{
    Q_OBJECT
public:
    explicit EstimateTab(QWidget *parent = nullptr);

    // Restores the form from the settings and keeps it there as it changes (common/formmemory.h).
    // The last checkpoint is not read again: "From checkpoint…" opens at it while it exists.
    void rememberForm();

    QLineEdit *parametersEdit() const { return m_parameters; }
    QLineEdit *bitsEdit() const { return m_bits; }
    QLineEdit *reserveEdit() const { return m_reserve; }
    QString resultText() const; // the visible results, for tests and the clipboard
    ChartView *chart() const { return m_chart; }
    CheckpointPanel *checkpointPanel() const { return m_checkpoint; }
    // "Which package holds it", under the estimate: it follows every change of the estimate.
    PlanPanel *planPanel() const { return m_plan; }

protected:
    void changeEvent(QEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void recompute();
    void recomputeFromCheckpoint();
    void retranslate();
    void showFailure(); // the message is already in m_error
    void plot(qint64 weights, qint64 kv, qint64 reserve);

    QLineEdit *m_parameters;
    QLineEdit *m_bits;
    QLineEdit *m_reserve;
    QLabel *m_parametersLabel;
    QLabel *m_bitsLabel;
    QLabel *m_reserveLabel;
    QLabel *m_error;
    QLabel *m_results;
    QLabel *m_exclusions;
    QLabel *m_intro;
    CheckpointPanel *m_checkpoint;
    PlanPanel *m_plan;
    QBarSet *m_weightsSet;
    QBarSet *m_kvSet;
    QBarSet *m_reserveSet;
    QBarCategoryAxis *m_categoryAxis;
    QValueAxis *m_valueAxis;
    QChart *m_plot;
    ChartView *m_chart = nullptr; // made once m_plot has its series, axes and first values
};

} // namespace IteraGpu::Ui
