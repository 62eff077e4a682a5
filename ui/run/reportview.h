#pragma once

#include "core/reports/reportreader.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QTableView;

namespace IteraGpu::Ui {

class PhaseCharts;
class PhaseTableModel;

// An opened measurement report, read-only: a banner naming its file, device and start time (so
// it is never taken for the form's new run), its phase table and three charts with the
// prediction the file carried.
class ReportView : public QWidget
{
    Q_OBJECT
public:
    explicit ReportView(QWidget *parent = nullptr);

    // `id` is the report's id in the ReportLibrary; `loaded` must hold a measurement.
    void showReport(int id, const LoadedReport &loaded);
    int reportId() const { return m_id; }

    QLabel *banner() const { return m_banner; }
    PhaseTableModel *phaseModel() const { return m_model; }
    PhaseCharts *charts() const { return m_charts; }
    QPushButton *addRowButton() const { return m_addRow; }
    QTableView *table() const { return m_table; }

    // One line for menus and lists: "file.json · NVIDIA H200 (cuda:0) · 2026-11-30 10:00:00 UTC".
    static QString title(const QString &fileName, const MeasurementReport &report);
    static QString title(const LoadedReport &loaded);
    // "batch 1, context 16, width 64, hidden 256, float32, warm-up 1, repeats 2, seed 0".
    static QString configText(const MeasurementConfig &config);

Q_SIGNALS:
    void addRowRequested(int id);
    void closeRequested(int id);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void fitColumns(); // to the contents, unless the user sized a column (then kept and remembered)

    int m_id = 0;
    LoadedReport m_report;
    QLabel *m_banner;
    QPushButton *m_addRow;
    QPushButton *m_close;
    PhaseTableModel *m_model;
    QTableView *m_table;
    PhaseCharts *m_charts;
    bool m_columnsByUser = false; // a width the user set (or restored from the settings) is kept
    bool m_fitting = false; // fitColumns() is resizing: not the user
};

} // namespace IteraGpu::Ui
