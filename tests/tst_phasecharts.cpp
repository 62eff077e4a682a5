// The charts read everything through the phase model: axis labels (AxisLabelRole), values
// (RawRole) and set names (the model's headers). Scripted rows, no backend.
#include "core/measure/phasescsv.h"
#include "samplereports.h"
#include "ui/run/phasecharts.h"
#include "ui/run/phasetablemodel.h"

#include <QAbstractItemModelTester>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QTest>
#include <QValueAxis>

using namespace Qt::StringLiterals;
using namespace IteraGpu;
using namespace IteraGpu::Ui;

namespace {

constexpr qint64 kMiB = 1024 * 1024;

PhaseRow row(Phase phase, int index, int iterations, qint64 nanoseconds, qint64 mib)
{
    PhaseRow r;
    r.phase = phase;
    r.index = index;
    r.iterations = iterations;
    r.nanoseconds = nanoseconds;
    if (mib > 0) {
        r.baseline = MemoryCounters{mib * kMiB, 2 * mib * kMiB, 0, 0};
        r.end = MemoryCounters{3 * mib * kMiB, 4 * mib * kMiB, 5 * mib * kMiB, 6 * mib * kMiB};
    }
    return r;
}

Prediction prediction()
{
    return predictAllocations(seedSmallTest(3));
}

QStringList categories(QBarSeries *series)
{
    for (QAbstractAxis *axis : series->attachedAxes()) {
        if (auto *bars = qobject_cast<QBarCategoryAxis *>(axis))
            return bars->categories();
    }
    return {};
}

QString dump(QBarSeries *series)
{
    QStringList sets;
    for (QBarSet *set : series->barSets()) {
        QStringList values;
        for (int i = 0; i < set->count(); ++i)
            values.append(QString::number(set->at(i), 'g', 6));
        sets.append(set->label() + u": "_s + values.join(u' '));
    }
    return sets.join(u" | "_s);
}

QList<PhaseRow> gpuRun()
{
    return {row(Phase::ModelLoad, 0, 1, 2'000'000, 1),   row(Phase::Inputs, 0, 1, 500'000, 2),
            row(Phase::ColdForward, 0, 1, 3'000'000, 3), row(Phase::Warmup, 0, 3, 1'500'000, 4),
            row(Phase::WarmForward, 1, 1, 250'000, 5),   row(Phase::WarmForward, 2, 1, 250'000, 6)};
}

} // namespace

class TestPhaseCharts : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // phases.csv (core) names its columns as the phase table does.
    // The columns are the phase table's, as the window shows them in English, with the unit of the
    // exact byte counts.
    void columnsAreTheWindowsColumns()
    {
        PhaseTableModel model;
        const QStringList columns = phasesCsvColumns();
        QVERIFY(columns.size() <= model.columnCount());
        for (int column = 0; column < columns.size(); ++column) {
            const QString title = model.headerData(column, Qt::Horizontal, Qt::DisplayRole).toString();
            QVERIFY2(columns.at(column) == title || columns.at(column) == title + u" (bytes)"_s,
                     qPrintable(columns.at(column) + u" / "_s + title));
        }
    }

    void rolesOfTheModel()
    {
        PhaseTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.reset(prediction());
        model.appendRows(gpuRun());
        const QModelIndex load = model.index(0, PhaseTableModel::Phase);
        QCOMPARE(load.data().toString(), u"model_load"_s);
        QCOMPARE(load.data(Qt::ToolTipRole).toString(), phaseDescription(Phase::ModelLoad));
        QCOMPARE(model.index(3, PhaseTableModel::Phase).data(PhaseTableModel::AxisLabelRole).toString(),
                 u"warmup ×3"_s);
        QCOMPARE(model.index(0, PhaseTableModel::Seconds).data(PhaseTableModel::RawRole).toDouble(), 0.002);
        QCOMPARE(model.index(1, PhaseTableModel::EndReserved).data(PhaseTableModel::RawRole).toLongLong(), 8 * kMiB);
        QCOMPARE(model.index(5, PhaseTableModel::PredictedPeakAllocated).data(PhaseTableModel::RawRole).toLongLong(),
                 prediction().peakAllocated(Phase::WarmForward));
        QVERIFY(!model.index(0, PhaseTableModel::Index).data(PhaseTableModel::RawRole).isValid());
    }

    void chartsFollowTheModel()
    {
        PhaseTableModel model;
        model.reset(prediction());
        PhaseCharts charts;
        charts.setModel(&model);
        QCOMPARE(charts.timeSeries()->barSets().first()->count(), 0);
        model.appendRows(gpuRun().mid(0, 2));
        model.appendRows(gpuRun().mid(2));
        const QStringList axis{u"model_load"_s, u"inputs"_s, u"cold_forward"_s,
                               u"warmup ×3"_s,  u"warm 1"_s, u"warm 2"_s};
        QCOMPARE(categories(charts.timeSeries()), axis);
        QCOMPARE(categories(charts.memorySeries()), axis);
        QCOMPARE(categories(charts.predictionSeries()), axis);
        QCOMPARE(dump(charts.timeSeries()), u"Milliseconds: 2 0.5 3 1.5 0.25 0.25"_s);
        QCOMPARE(dump(charts.memorySeries()),
                 u"Baseline allocated: 1 2 3 4 5 6 | Baseline reserved: 2 4 6 8 10 12 | "
                 u"End allocated: 3 6 9 12 15 18 | End reserved: 4 8 12 16 20 24 | "
                 u"Peak allocated: 5 10 15 20 25 30 | Peak reserved: 6 12 18 24 30 36"_s);
        const Prediction p = prediction();
        QStringList predicted;
        for (const PhaseRow &r : gpuRun())
            predicted.append(QString::number(double(p.peakAllocated(r.phase)) / kMiB, 'g', 6));
        QCOMPARE(dump(charts.predictionSeries()),
                 u"Predicted peak allocated: "_s + predicted.join(u' ')
                     + u" | Measured peak allocated: 5 10 15 20 25 30"_s);
    }

    // Rows redraw the chart shown; a hidden one is redrawn when its tab is shown (or its series asked
    // for, as above).
    void hiddenChartIsDrawnWhenShown()
    {
        PhaseTableModel model;
        model.reset(prediction());
        PhaseCharts charts;
        charts.setModel(&model);
        QBarSeries *time = charts.timeSeries(); // the accessors redraw what is stale
        QBarSeries *memory = charts.memorySeries();
        QCOMPARE(charts.currentIndex(), 0);
        model.appendRows(gpuRun());
        QCOMPARE(time->barSets().first()->count(), gpuRun().size());
        QVERIFY2(memory->barSets().isEmpty() || memory->barSets().first()->count() == 0,
                 "the hidden memory chart is not redrawn for rows it does not show");
        charts.setCurrentIndex(1);
        QCOMPARE(memory->barSets().size(), 6);
        QCOMPARE(memory->barSets().first()->count(), gpuRun().size());
    }

    void cpuDryRunHasNoMemoryBars()
    {
        PhaseTableModel model;
        model.reset(prediction());
        PhaseCharts charts;
        charts.setModel(&model);
        model.appendRows({row(Phase::ModelLoad, 0, 1, 1'000'000, 0), row(Phase::WarmForward, 1, 1, 1'000, 0)});
        QCOMPARE(charts.memorySeries()->barSets().size(), 0);
        QCOMPARE(charts.predictionSeries()->barSets().size(), 1);
        QCOMPARE(dump(charts.timeSeries()), u"Milliseconds: 1 0.001"_s);
        model.reset(prediction());
        QCOMPARE(categories(charts.timeSeries()), QStringList());
    }

    void manyRowsKeepReadableLabels_data()
    {
        QTest::addColumn<int>("repeats");
        QTest::addColumn<QStringList>("axis");
        QStringList twelve{u"model_load"_s, u"inputs"_s, u"cold_forward"_s, u"warmup ×3"_s};
        for (int i = 1; i <= 8; ++i)
            twelve.append(u"warm %1"_s.arg(i));
        QTest::newRow("12 rows: one bar each") << 8 << twelve;
        QTest::newRow("50 rows: warm_forward summarised")
            << 46 << QStringList{u"model_load"_s, u"inputs"_s,      u"cold_forward"_s, u"warmup ×3"_s,
                                 u"warm min"_s,   u"warm median"_s, u"warm max"_s};
    }

    void manyRowsKeepReadableLabels()
    {
        QFETCH(int, repeats);
        QFETCH(QStringList, axis);
        PhaseTableModel model;
        model.reset(prediction());
        PhaseCharts charts;
        charts.setModel(&model);
        QList<PhaseRow> rows = gpuRun().mid(0, 4);
        // warm_forward i takes 1000 * ((i * 7) % repeats + 1) ns: every time from 1000 to repeats * 1000.
        for (int i = 1; i <= repeats; ++i)
            rows.append(row(Phase::WarmForward, i, 1, 1000 * ((i * 7) % repeats + 1), i));
        model.appendRows(rows);
        QTRY_COMPARE(categories(charts.timeSeries()), axis); // a long run is redrawn at most every 250 ms
        QCOMPARE(categories(charts.memorySeries()), axis);
        for (const QString &label : axis)
            QVERIFY2(label.size() <= 12, qPrintable(label)); // short enough for a rotated axis label
        // Drawn as short as in a 1024x640 window, no label of the shown chart is elided on screen
        // (Qt Charts sets the flag when it lays the axis out; without setTruncateLabels(false) it is set here).
        charts.resize(560, 300);
        charts.show();
        QVERIFY(QTest::qWaitForWindowExposed(&charts));
        // The axes are laid out (and their truncation flag set) with the chart's plot area.
        QTRY_VERIFY(charts.timeSeries()->chart() && !charts.timeSeries()->chart()->plotArea().isEmpty());
        for (QAbstractAxis *shown : charts.timeSeries()->attachedAxes()) {
            if (qobject_cast<QBarCategoryAxis *>(shown))
                QVERIFY(!shown->labelsTruncated());
        }
        if (repeats > PhaseCharts::kMaxRowBars) {
            // min, median (of 46: the mean of the 23rd and 24th smallest, as Compare and Sweep define
            // it) and max, in milliseconds.
            QCOMPARE(dump(charts.timeSeries()), u"Milliseconds: 2 0.5 3 1.5 0.001 0.0235 0.046"_s);
            // Peak allocated (the model's row i has 5 * i MiB) summarised on its own column.
            const QBarSet *peak = charts.memorySeries()->barSets().at(4);
            QCOMPARE(peak->at(4), 5.0);
            QCOMPARE(peak->at(5), 5.0 * 23.5);
            QCOMPARE(peak->at(6), 5.0 * 46);
        }
    }

    void emptyChartsShowNoValueTicks()
    {
        PhaseTableModel model;
        model.reset(prediction());
        PhaseCharts charts;
        charts.setModel(&model);
        for (QBarSeries *series : {charts.timeSeries(), charts.memorySeries(), charts.predictionSeries()}) {
            for (QAbstractAxis *axis : series->attachedAxes()) {
                if (qobject_cast<QValueAxis *>(axis))
                    QVERIFY(!axis->labelsVisible());
            }
        }
        model.appendRows(gpuRun());
        for (QAbstractAxis *axis : charts.timeSeries()->attachedAxes()) {
            if (qobject_cast<QValueAxis *>(axis))
                QVERIFY(axis->labelsVisible());
        }
    }
};

QTEST_MAIN(TestPhaseCharts)
#include "tst_phasecharts.moc"
