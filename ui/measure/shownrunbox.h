#pragma once

#include "core/measure/measurementconfig.h"
#include "core/measure/phasescsv.h"
#include "core/quality/reportbundle.h"
#include "core/util/result.h"

#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QPushButton;
class QStackedWidget;
class QTableView;

namespace IteraGpu::Ui {

class PhaseCharts;
class PhaseTableModel;
class ReportLibrary;
class ReportView;

// The right side of the Measure tab: what is shown, chosen in "Showing": this window's run (its
// phase table and charts, filled live) or, read-only, a measurement report opened from a file;
// the exports of what is shown (phase table CSV, chart PNGs).
class ShownRunBox : public QWidget
{
    Q_OBJECT
public:
    // This window's own run, in the "Showing" list and the comparison's candidates.
    static constexpr int kThisWindowsRun = 0;

    explicit ShownRunBox(QWidget *parent = nullptr);

    void setReportLibrary(ReportLibrary *library);
    // Shows an opened measurement report (its id in the library), or this window's run.
    void showRun(int reportId);
    int shownReport() const;
    // This window's run: started (cleared, with its prediction), rows as they arrive, ended.
    void startLiveRun(const IteraGpu::Prediction &prediction);
    void appendLiveRows(const QList<IteraGpu::PhaseRow> &rows);
    // This window's run no longer matches the form: its table and charts are greyed and `note`
    // (the run's configuration) says so above them; false unmarks them.
    void setLiveStale(bool stale, const QString &note = {});
    bool isLiveStale() const { return m_stale; }
    // The configuration and host ("" for this computer) of this window's run; none after a refusal.
    void setLiveConfig(const std::optional<IteraGpu::MeasurementConfig> &config, const QString &host = {});
    bool hasLiveConfig() const { return m_liveConfig.has_value(); }
    // Marks this window's run stale (setLiveStale, its note naming the run) when the form's
    // configuration `now` (its output aside) or `host` differs from the run's; true when the same,
    // or when no run is kept.
    bool checkLiveStale(const std::optional<IteraGpu::MeasurementConfig> &now, const QString &host);
    // The "Showing" entry in words: the opened report's title, or this window's run.
    QString shownTitle() const;
    static QString thisWindowsRunTitle(); // the first item, "New run (this window)"
    // `report`: what the run measured (null when it was refused), written to `reportPath` (empty
    // when no file was written); phases.csv names them.
    void liveRunEnded(const IteraGpu::MeasurementReport *report = nullptr, const QString &reportPath = {});

    // What Export table CSV and Export charts PNG write, after their dialogs: the run shown.
    Status exportPhaseTable(const QString &path) const;
    Status exportCharts(const QString &folder, QStringList *written);
    // For the report bundle: this window's run as phases.csv and its rendered charts.
    QByteArray livePhasesCsv() const;
    Result<QList<BundleImage>> liveChartImages();

    PhaseTableModel *liveModel() const { return m_model; }
    PhaseCharts *liveCharts() const { return m_charts; }
    ReportView *reportView() const { return m_reportView; }
    QComboBox *shownBox() const { return m_shown; }
    QTableView *liveTable() const { return m_table; }
    QLabel *staleNote() const { return m_staleNote; }

Q_SIGNALS:
    void openReportRequested();
    void compareRequested();
    void shownChanged(); // another run or report is shown

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void updateShownList();
    void updateExports();
    void fitColumns();
    void exportCsvClicked();
    void exportChartsClicked();
    PhaseTableModel *shownModel() const;
    // Where the shown rows come from, and the suggested name of their phases.csv.
    PhasesCsvSource shownSource() const;
    QString phaseTableFileName() const;
    PhaseCharts *shownCharts() const;

    ReportLibrary *m_library = nullptr;
    PhaseTableModel *m_model;
    PhasesCsvSource m_liveSource;
    QTableView *m_table;
    PhaseCharts *m_charts;
    QLabel *m_shownLabel;
    QComboBox *m_shown;
    QPushButton *m_openReport;
    QPushButton *m_compare;
    QPushButton *m_exportCsv;
    QPushButton *m_exportCharts;
    QStackedWidget *m_views;
    ReportView *m_reportView;
    QLabel *m_staleNote;
    QWidget *m_live; // the live table and charts
    bool m_stale = false;
    std::optional<IteraGpu::MeasurementConfig> m_liveConfig; // of this window's run
    QString m_liveHost; // where it ran, "" for this computer
    bool m_columnsByUser = false; // the user sized a column (or it was restored): kept as is
    bool m_fitting = false; // the columns are being fitted to their contents
};

} // namespace IteraGpu::Ui
