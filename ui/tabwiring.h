#pragma once

#include <QObject>
#include <QStringList>

#include <qcoro/qcorotask.h>

namespace IteraGpu::Ui {

class EnvironmentTab;
class EstimateTab;
class MeasureTab;
class QualityCostTab;
class RemoteHostChoice;
class WindowActions;
class WindowParts;

// How the tabs reach each other, wired as each is built (the window builds a tab on first use):
// the plan follows the calculator's catalog, the Measure form the Environment tab's probes, the grid
// the runs and sweeps, the Edit menu the grid's undo stack, crash recovery every change of the grid
// and the protocol. What only the window can do is signalled upward.
class TabWiring : public QObject
{
    Q_OBJECT
public:
    TabWiring(WindowParts *parts, RemoteHostChoice *where, WindowActions *actions, QObject *parent);

    void wireEstimate(EstimateTab *tab);
    void wireEnvironment(EnvironmentTab *tab);
    void wireMeasure(MeasureTab *tab);
    void wireQualityCost(QualityCostTab *tab);

Q_SIGNALS:
    void compareRequested(); // the comparison window, shown
    void compareFilesRequested(const QStringList &paths); // these reports opened, then compared
    void comparisonCandidatesChanged(); // a run ended: the comparison's candidates changed
    void titleChanged(); // the grid's file or the modified state of the grid or the protocol

private:
    QCoro::Task<> addSweepToGrid(QString indexPath);
    QCoro::Task<> addReportToGrid(int id);

    WindowParts *m_parts;
    RemoteHostChoice *m_where;
    WindowActions *m_actions;
    EstimateTab *m_estimate = nullptr;
    EnvironmentTab *m_environment = nullptr;
    MeasureTab *m_measure = nullptr;
    QualityCostTab *m_quality = nullptr;
};

} // namespace IteraGpu::Ui
