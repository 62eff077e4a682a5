// The charts' exports (widgets/chartview.h) through the Measure tab's charts: a PNG at the shown
// size times the device pixel ratio with its caption band, an SVG whose text holds the caption,
// names from the report that never collide. Also the value axes as the charts use them.
#include "core/measure/phasescsv.h"
#include "samplereports.h"
#include "ui/run/phasecharts.h"
#include "ui/run/phasetablemodel.h"
#include "ui/widgets/chartview.h"

#include <QBarSeries>
#include <QChart>
#include <QImage>
#include <QLogValueAxis>
#include <QSet>
#include <QTest>
#include <QValueAxis>
#include <QXmlStreamReader>

using namespace Qt::StringLiterals;
using namespace IteraGpu;
using namespace IteraGpu::Ui;

namespace {

constexpr qint64 kMiB = 1024 * 1024;

PhaseRow row(Phase phase, int index, qint64 nanoseconds, bool counters)
{
    PhaseRow r;
    r.phase = phase;
    r.index = index;
    r.iterations = 1;
    r.nanoseconds = nanoseconds;
    if (counters) {
        r.baseline = MemoryCounters{kMiB, 2 * kMiB, 0, 0};
        r.end = MemoryCounters{3 * kMiB, 4 * kMiB, 5 * kMiB, 6 * kMiB};
    }
    return r;
}

// Times in ms; `counters` false is the CPU dry run (no allocator counters).
QList<PhaseRow> run(const QList<double> &ms, bool counters)
{
    QList<PhaseRow> rows;
    for (qsizetype i = 0; i < ms.size(); ++i)
        rows.append(row(i == 0 ? Phase::ModelLoad : Phase::WarmForward, int(i), qint64(ms.at(i) * 1e6), counters));
    return rows;
}

Prediction prediction()
{
    return predictAllocations(seedSmallTest());
}

PhasesCsvSource source(const QString &file)
{
    return {file, u"ab"_s.repeated(32), u"cuda:0 (NVIDIA H100 80GB HBM3)"_s,
            u"batch=1 context=16 width=64 hidden=256"_s, u"complete"_s};
}

// The text an SVG draws (its <text> elements, the lines of a wrapped caption joined by spaces).
QString svgText(const QByteArray &svg)
{
    QXmlStreamReader xml(svg);
    QStringList texts;
    int depth = 0; // inside a <text>
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == u"text"_s)
            ++depth;
        else if (xml.isEndElement() && xml.name() == u"text"_s)
            --depth;
        else if (xml.isCharacters() && depth > 0)
            texts.append(xml.text().toString());
    }
    return texts.join(u' ').simplified();
}

QAbstractAxis *valueAxis(QBarSeries *series)
{
    for (QAbstractAxis *axis : series->attachedAxes()) {
        if (axis->orientation() == Qt::Vertical)
            return axis;
    }
    return nullptr;
}

} // namespace

class TestChartView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void exportWritesPngAndSvgWithCaption()
    {
        PhaseTableModel model;
        model.reset(prediction());
        model.appendRows(run({2, 0.5, 3}, true));
        PhaseCharts charts;
        charts.setModel(&model);
        charts.resize(820, 430);
        charts.show();
        QVERIFY(QTest::qWaitForWindowExposed(&charts));
        ChartView *time = charts.charts().first();
        QTRY_VERIFY(!time->chart()->plotArea().isEmpty());
        const QSize shown = time->size();

        const auto images = charts.exportedImages(source(u"measurement-20261201-075822.json"_s));
        QVERIFY2(images, qPrintable(images ? QString() : images.error()));
        QStringList names;
        for (const BundleImage &image : *images)
            names.append(image.fileName);
        QCOMPARE(names,
                 (QStringList{u"measurement-20261201-075822-time.png"_s, u"measurement-20261201-075822-time.svg"_s,
                              u"measurement-20261201-075822-memory.png"_s, u"measurement-20261201-075822-memory.svg"_s,
                              u"measurement-20261201-075822-predicted-vs-measured.png"_s,
                              u"measurement-20261201-075822-predicted-vs-measured.svg"_s}));

        // The PNG: the shown size times the device pixel ratio, the caption's band at its bottom
        // (its colour at the left edge, dark text pixels inside).
        QImage png;
        QVERIFY(png.loadFromData(images->at(0).png, "PNG"));
        const qreal ratio = time->devicePixelRatioF();
        QCOMPARE(png.size(), shown * ratio);
        const int band = time->captionHeight(shown.width());
        QVERIFY(band > 0);
        const int bandTop = int((shown.height() - band) * ratio);
        QCOMPARE(png.pixel(1, png.height() - 2) & 0xffffff, ChartView::kCaptionBand & 0xffffff);
        QCOMPARE(png.pixel(1, bandTop + 1) & 0xffffff, ChartView::kCaptionBand & 0xffffff);
        int dark = 0;
        for (int y = bandTop; y < png.height(); ++y) {
            for (int x = 0; x < png.width(); ++x)
                dark += qGray(png.pixel(x, y)) < 100;
        }
        QVERIFY2(dark > 50, qPrintable(QString::number(dark))); // the caption's letters

        // The SVG: its text holds the caption, with the report, device, configuration and status.
        const QString drawn = svgText(images->at(1).png);
        for (const QString &part :
             {u"Report: measurement-20261201-075822.json"_s, u"Device: cuda:0 (NVIDIA H100 80GB HBM3)"_s,
              u"Configuration: batch=1 context=16 width=64 hidden=256"_s, u"Status: complete"_s})
            QVERIFY2(drawn.contains(part), qPrintable(part + u"\n---\n"_s + drawn));
        // The chart itself is drawn too: its title is in the SVG as text.
        QVERIFY(drawn.contains(u"Time per phase"_s));
    }

    void namesNeverCollide()
    {
        PhaseTableModel model;
        model.reset(prediction());
        model.appendRows(run({2, 0.5, 3}, false));
        PhaseCharts charts;
        charts.setModel(&model);
        QSet<QString> names;
        int count = 0;
        for (const QString &file : {u"measurement-20261201-075822.json"_s, u"measurement-20261201-080102.json"_s}) {
            const auto images = charts.exportedImages(source(file));
            QVERIFY(images);
            for (const BundleImage &image : *images) {
                names.insert(image.fileName);
                ++count;
            }
        }
        QCOMPARE(count, 12);
        QCOMPARE(names.size(), count); // two charts of one report, or two reports: never one name
        // A chart never shown is exported at kUnshownSize (times the ratio).
        const auto images = charts.exportedImages(source(u"m.json"_s));
        QImage png;
        QVERIFY(png.loadFromData(images->first().png, "PNG"));
        QCOMPARE(png.size(), ChartView::kUnshownSize * charts.charts().first()->devicePixelRatioF());
    }

    void timeAxisIsLogBeyondSpan20_data()
    {
        QTest::addColumn<QList<double>>("ms");
        QTest::addColumn<bool>("log");
        QTest::addRow("1 to 15 ms linear") << QList<double>{1, 15, 3} << false;
        QTest::addRow("0.5 to 400 ms log") << QList<double>{400, 0.5, 0.6} << true;
    }
    void timeAxisIsLogBeyondSpan20()
    {
        QFETCH(QList<double>, ms);
        QFETCH(bool, log);
        PhaseTableModel model;
        model.reset(prediction());
        model.appendRows(run(ms, true));
        PhaseCharts charts;
        charts.setModel(&model);
        QAbstractAxis *axis = valueAxis(charts.timeSeries());
        QVERIFY(axis);
        QCOMPARE(bool(qobject_cast<QLogValueAxis *>(axis)), log);
        QCOMPARE(axis->titleText(), log ? u"ms, log"_s : u"ms"_s);
        if (auto *linear = qobject_cast<QValueAxis *>(axis)) {
            // Round ticks: 1, 2 or 5 x 10^k from 0.
            QCOMPARE(linear->tickType(), QValueAxis::TicksDynamic);
            QCOMPARE(linear->tickInterval(), 5.0); // 0..15 in about five steps
            QCOMPARE(linear->min(), 0.0);
            QCOMPARE(linear->max(), 15.0);
        }
    }

    void emptyCpuMemoryChartSaysWhy()
    {
        PhaseTableModel model;
        model.reset(prediction());
        model.appendRows(run({2, 0.5, 3}, false));
        PhaseCharts charts;
        charts.setModel(&model);
        QBarSeries *memory = charts.memorySeries();
        QCOMPARE(memory->chart()->title(), u"No memory counters on a CPU dry run"_s);
        QVERIFY(!valueAxis(memory)->labelsVisible()); // a sentence, no ticks
        // Predicted vs measured says that nothing was measured.
        QVERIFY2(charts.predictionSeries()->chart()->title().contains(u"nothing measured"_s),
                 qPrintable(charts.predictionSeries()->chart()->title()));
        // With counters the memory chart has its ticks back.
        model.reset(prediction());
        model.appendRows(run({2, 0.5, 3}, true));
        QVERIFY(valueAxis(charts.memorySeries())->labelsVisible());
        QVERIFY(charts.memorySeries()->chart()->title() != u"No memory counters on a CPU dry run"_s);
    }
};

QTEST_MAIN(TestChartView)
#include "tst_chartview.moc"
