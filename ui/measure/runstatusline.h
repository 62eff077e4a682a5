#pragma once

#include "core/reports/measurementsession.h"

#include <QObject>
#include <QString>

#include <functional>

class QLabel;
class QProgressBar;
class QScrollArea;

namespace IteraGpu::Ui {

class PhaseTableModel;

// The Measure tab's progress and its status line: the bar (rows of the run, or busy during a sweep)
// and the line of what is going on or how the last run ended, four lines high whatever it holds so
// that nothing below it moves. A line that goes on changing is kept as a function and written again
// after a language change; the sentences of a finished run are made here.
class RunStatusLine : public QObject
{
    Q_OBJECT
public:
    explicit RunStatusLine(QWidget *parent);

    QProgressBar *bar() const { return m_bar; }
    QLabel *label() const { return m_label; }
    QScrollArea *area() const { return m_area; } // the line in its fixed height, for the layout

    // A run with `rows` phase rows begins; `repeats` of them are warm_forward's.
    void startRun(qsizetype rows, int repeats);
    void showRows(const PhaseTableModel *model); // the rows finished so far
    void endRun();
    void setSweeping(bool sweeping); // the bar is busy: a sweep's points are not known in advance
    void setFigureShown(bool shown, bool sweeping); // the bar's figure, hidden on the sweep's page
    void setLive(std::function<QString()> text); // rich text, written now and after a language change
    void setText(const QString &richText); // a line that does not change (the live one stops)
    void retranslate();

    // The line of a finished run, in the current language (rich text): how it ended and where its
    // report is; over SSH the host and its report there; the threads; after a refused GPU device,
    // the link to a dry run on the CPU (useCpuRequested) while `offerCpu`.
    static QString runStatusText(const MeasurementRunResult &result, const QString &output);
    static QString finishedText(const MeasurementRunResult &result, const QString &output, const QString &host,
                                const QString &remoteOutput, bool offerCpu);

    // The line in sweep mode: what a sweep does, is doing (`sweeping`) or did (`ended`: the sweep
    // panel's own line); the single run stays under the mode `singleRun`.
    static QString sweepText(bool sweeping, const QString &ended, const QString &singleRun);

Q_SIGNALS:
    void useCpuRequested();

private:
    QProgressBar *m_bar;
    QLabel *m_label;
    QScrollArea *m_area;
    int m_repeats = 0;
    bool m_sweepPage = false; // the sweep's page is shown (setFigureShown)
    std::function<QString()> m_live;
};

} // namespace IteraGpu::Ui
