// The Measure tab's sweep mode offscreen, for real: every point a real `iteragpu measure` child
// process of the iteragpu just built (never the window's own process), on the CPU. A width sweep
// fills the live table, the charts and the index, and its points go into an open experiment's grid
// (the reports copied into reports/) and into the comparison; a cancel mid-sweep keeps the finished
// points; under an address-space limit (inherited by the children) the window shows a real boundary.
#include "core/experiment/experiment.h"
#include "core/quality/qualityprotocol.h"
#include "core/sweep/sweepindex.h"
#include "core/util/exactnumber.h"
#include "sampleexperiment.h"
#include "ui/common/languagemanager.h"
#include "ui/experiment/experimentsession.h"
#include "ui/mainwindow.h"
#include "ui/measure/measuretab.h"
#include "ui/measure/sweepcharts.h"
#include "ui/measure/sweeppanel.h"
#include "ui/measure/sweeptablemodel.h"
#include "ui/quality/qualitycosttab.h"
#include "ui/quality/resultsgridmodel.h"
#include "ui/quality/resultsgridpanel.h"
#include "ui/reports/comparisonwindow.h"
#include "ui/reports/reportlibrary.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QMessageBox>
#include <QProcess>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <algorithm>

#include <sys/resource.h>

using namespace Qt::StringLiterals;
using namespace IteraGpu;
using namespace IteraGpu::Ui;

namespace {

// Any message box is a failure here: recorded and closed, so that a test never hangs on it.
class ModalWatch : public QObject
{
public:
    ModalWatch()
    {
        m_timer.setInterval(20);
        QObject::connect(&m_timer, &QTimer::timeout, this, [this] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                texts.append(box->text());
                box->reject();
            }
        });
        m_timer.start();
    }
    QStringList texts;

private:
    QTimer m_timer;
};

} // namespace

class TestSweepGui : public QObject
{
    Q_OBJECT
private:
    LanguageManager m_languages;

    // The form as a user fills it for a tiny CPU run, and the sweep over `values` of width.
    static void configure(MeasureTab *tab, const QString &folder, const QString &values,
                          const QString &repeats = u"1"_s)
    {
        tab->deviceBox()->setCurrentText(u"cpu"_s);
        tab->dtypeBox()->setCurrentText(u"float32"_s);
        tab->field(u"batch"_s)->setText(u"1"_s);
        tab->field(u"context"_s)->setText(u"1"_s);
        tab->field(u"width"_s)->setText(u"16"_s);
        tab->field(u"hidden"_s)->clear();
        tab->field(u"warmup"_s)->setText(u"0"_s);
        tab->field(u"repeats"_s)->setText(repeats);
        tab->field(u"output"_s)->setText(QDir(folder).filePath(u"../single.json"_s));
        tab->modeBox()->setCurrentIndex(1);
        SweepPanel *panel = tab->sweepPanel();
        panel->dimensionBox()->setCurrentIndex(panel->dimensionBox()->findData(u"width"_s));
        panel->valuesKindBox()->setCurrentIndex(0);
        panel->valuesEdit()->setText(values);
        panel->bisectBox()->setChecked(false);
        panel->folderEdit()->setText(folder);
        panel->programEdit()->setText(QStringLiteral(ITERAGPU_CLI));
    }

    static QString cell(const SweepTableModel *model, int row, int column)
    {
        return model->index(row, column).data().toString();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_languages.setLanguage(u"en"_s);
    }

    void init() { QSettings().clear(); }

    // Bisect probes come after larger values and the re-run repeats a value: the lines go by value,
    // one point per value (the first measurement), never back and forth nor up and down at one x.
    void chartsDrawOnePointPerValueInOrder()
    {
        QWidget parent;
        SweepCharts charts(&parent);
        charts.setSweep(u"width"_s, {u"1024"_s, u"2048"_s, u"4096"_s}, true);
        const auto point = [](const QString &value, SweepSearch::Stage stage, const QString &median) {
            SweepPoint p;
            p.value = value;
            p.stage = stage;
            p.status = SweepPointStatus::Complete;
            p.warmMedianSeconds = median;
            p.warmMinSeconds = median;
            p.warmMaxSeconds = median;
            return p;
        };
        SweepPoint failed = point(u"4096"_s, SweepSearch::Stage::Upward, {});
        failed.status = SweepPointStatus::Failed;
        failed.failureKind = ErrorKind::OutOfMemory;
        const QList<SweepPoint> points{point(u"1024"_s, SweepSearch::Stage::Upward, u"0.001"_s),
                                       point(u"2048"_s, SweepSearch::Stage::Upward, u"0.002"_s), failed,
                                       point(u"3072"_s, SweepSearch::Stage::Bisect, u"0.003"_s),
                                       point(u"3072"_s, SweepSearch::Stage::Rerun, u"0.009"_s)};
        charts.update(points, QList<std::optional<qint64>>(points.size()), std::nullopt);
        QLineSeries *median = charts.series(u"warm_median"_s);
        QCOMPARE(median->count(), 3);
        for (int i = 1; i < median->count(); ++i)
            QVERIFY(median->at(i).x() > median->at(i - 1).x());
        QCOMPARE(median->at(2), QPointF(3072, 3)); // the first measurement of 3072, in ms
    }

    void aLocalSweepFillsTheTableChartsIndexAndTheGrid()
    {
        QTemporaryDir dir;
        const QString experiment = dir.filePath(u"experiment"_s);
        writeFixedExperiment(experiment, u"Sweep"_s);
        ModalWatch modals;
        MainWindow window(&m_languages);
        window.resize(1024, 640);
        window.show();
        QCoro::waitFor(window.start({experiment}));
        QVERIFY(window.experiment()->isOpen());
        window.showTab(MainWindow::Tab::Measure);
        MeasureTab *tab = window.measureTab();
        const QString folder = dir.filePath(u"sweep"_s);
        configure(tab, folder, u"16,32"_s);
        SweepPanel *panel = tab->sweepPanel();
        QAbstractItemModelTester tester(panel->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        // The top line speaks of the sweep in sweep mode: before, during and after it.
        QVERIFY2(tab->statusLabel()->text().startsWith(u"Sweep mode: "_s), qPrintable(tab->statusLabel()->text()));
        QSignalSpy finished(panel, &SweepPanel::sweepFinished);
        QVERIFY(panel->runButton()->isEnabled());
        QTest::mouseClick(panel->runButton(), Qt::LeftButton);
        QVERIFY2(tab->isRunning(), qPrintable(panel->statusLabel()->text()));
        QVERIFY2(tab->statusLabel()->text().startsWith(u"Sweep running: "_s), qPrintable(tab->statusLabel()->text()));
        QVERIFY(panel->cancelButton()->isEnabled());
        QVERIFY(!tab->runButton()->isEnabled()); // no single run during a sweep
        QVERIFY(finished.wait(120'000));
        QVERIFY(!tab->isRunning());
        QVERIFY2(panel->statusLabel()->text().contains(u"Every value completed"_s),
                 qPrintable(panel->statusLabel()->text()));
        QVERIFY2(tab->statusLabel()->text().startsWith(u"Sweep: Every value completed"_s),
                 qPrintable(tab->statusLabel()->text()));
        QVERIFY(tab->statusLabel()->isEnabled());
        tab->modeBox()->setCurrentIndex(0); // back to the single run: its own line (none run yet)
        QVERIFY2(!tab->statusLabel()->text().startsWith(u"Sweep"_s), qPrintable(tab->statusLabel()->text()));
        tab->modeBox()->setCurrentIndex(1);

        // The table: both points complete, with a median and FLOP/s; no allocator counters on the CPU.
        const SweepTableModel *model = panel->model();
        QCOMPARE(model->rowCount(), 2);
        for (int row = 0; row < 2; ++row) {
            QCOMPARE(cell(model, row, SweepTableModel::Value), row == 0 ? u"16"_s : u"32"_s);
            QCOMPARE(cell(model, row, SweepTableModel::Verdict), u"complete"_s);
            QCOMPARE(cell(model, row, SweepTableModel::PeakAllocated), u"n/a"_s);
            QVERIFY(cell(model, row, SweepTableModel::AchievedFlops).endsWith(u"FLOP/s"_s));
            QVERIFY(!cell(model, row, SweepTableModel::WarmMedian).isEmpty());
            QVERIFY(cell(model, row, SweepTableModel::PredictedPeakAllocated).contains(u"KiB"_s));
        }
        // The charts: the prediction, the median and the throughput per point; no boundary.
        SweepCharts *charts = panel->charts();
        for (const QString &role : {u"predicted"_s, u"warm_median"_s, u"flops"_s})
            QCOMPARE(charts->series(role)->count(), 2);
        QCOMPARE(charts->series(u"peak_allocated"_s)->count(), 0);
        QCOMPARE(charts->series(u"boundary"_s)->count(), 0);
        QCOMPARE(charts->series(u"predicted"_s)->at(0).x(), 16.0);
        auto images = panel->chartImages();
        QVERIFY2(images && images->size() == 6, qPrintable(images ? QString() : images.error())); // PNG and SVG
        // Each chart fills its image, whether its tab was shown or not (a chart never shown was
        // drawn at the few pixels it had when made, in the image's corner).
        for (const BundleImage &image : std::as_const(*images)) {
            if (!image.fileName.endsWith(u".png"_s))
                continue;
            const QImage png = QImage::fromData(image.png, "PNG");
            QVERIFY(!png.isNull());
            int rightmost = 0, lowest = 0;
            for (int y = 0; y < png.height() * 3 / 4; ++y) {
                for (int x = 0; x < png.width(); ++x) {
                    if (png.pixelColor(x, y).lightness() < 200) {
                        rightmost = std::max(rightmost, x);
                        lowest = std::max(lowest, y);
                    }
                }
            }
            QVERIFY2(rightmost > png.width() / 2 && lowest > png.height() / 2,
                     qPrintable(u"%1: drawn up to %2 x %3 of %4 x %5"_s.arg(image.fileName)
                                    .arg(rightmost)
                                    .arg(lowest)
                                    .arg(png.width())
                                    .arg(png.height())));
        }
        // Named after the sweep's folder and dimension, captioned with its index.
        const QString stem = u"sweep-"_s + QFileInfo(folder).fileName() + u'-';
        QVERIFY2(images->first().fileName.startsWith(stem), qPrintable(images->first().fileName));
        QVERIFY(QString::fromUtf8(images->at(1).png).contains(QFileInfo(folder).fileName() + u"/sweep.json"_s));

        // The index, as written, names both reports with their SHA-256.
        const QString indexPath = QDir(folder).filePath(u"sweep.json"_s);
        QCOMPARE(panel->indexPath(), indexPath);
        const auto index = readSweepIndex(indexPath);
        QVERIFY2(index, qPrintable(index.error()));
        QCOMPARE(index->end, SweepSearch::End::AllComplete);
        QCOMPARE(index->points.size(), 2);
        const auto reports = readSweepReports(indexPath, *index);
        QVERIFY(reports);
        // Each point's spread: the index records its smallest and largest warm_forward row, exactly
        // those of its report, and the time chart draws them around the median.
        for (qsizetype i = 0; i < 2; ++i) {
            QList<qint64> warm;
            for (const PhaseRow &row : reports->at(i).measurement().report.outcome.rows) {
                if (row.phase == Phase::WarmForward)
                    warm.append(row.nanoseconds);
            }
            QVERIFY(!warm.isEmpty());
            const auto [fastest, slowest] = std::minmax_element(warm.cbegin(), warm.cend());
            const SweepPoint &point = index->points.at(i);
            QCOMPARE(point.warmMinSeconds, Exact::quotient(*fastest, 1'000'000'000, 9));
            QCOMPARE(point.warmMaxSeconds, Exact::quotient(*slowest, 1'000'000'000, 9));
            QCOMPARE(charts->series(u"warm_min"_s)->at(int(i)).y(), point.warmMinSeconds.toDouble() * 1e3);
            QCOMPARE(charts->series(u"warm_max"_s)->at(int(i)).y(), point.warmMaxSeconds.toDouble() * 1e3);
            QVERIFY(charts->series(u"warm_min"_s)->at(int(i)).y() <= charts->series(u"warm_median"_s)->at(int(i)).y());
            QVERIFY(charts->series(u"warm_max"_s)->at(int(i)).y() >= charts->series(u"warm_median"_s)->at(int(i)).y());
        }
        const QString csvPath = dir.filePath(u"points.csv"_s);
        QVERIFY(panel->exportCsv(csvPath));
        QFile csv(csvPath);
        QVERIFY(csv.open(QIODevice::ReadOnly));
        QCOMPARE(csv.readAll().count('\n'), 3); // the header and two points

        // Added to the experiment's grid: one row per point, each report copied into reports/.
        QVERIFY(panel->addToGridButton()->isEnabled());
        QTest::mouseClick(panel->addToGridButton(), Qt::LeftButton); // read and stored by jobs
        QTRY_COMPARE_WITH_TIMEOUT(window.qualityCostTab()->grid().rowCount(), 2, 10'000);
        const QStringList stored = QDir(QDir(experiment).filePath(u"reports"_s)).entryList(QDir::Files, QDir::Name);
        QCOMPARE(stored, (QStringList{index->points.at(0).file, index->points.at(1).file}));
        // One undo step takes the whole sweep out, and redo puts it back.
        QUndoStack *undo = window.qualityCostTab()->gridPanel()->model()->undoStack();
        undo->undo();
        QCOMPARE(window.qualityCostTab()->grid().rowCount(), 0);
        undo->redo();
        QCOMPARE(window.qualityCostTab()->grid().rowCount(), 2);
        // A second click adds nothing: the points are cited already, and the refusal names the row
        // that cites the first (said where the user clicked, in a message box).
        modals.texts.clear();
        QTest::mouseClick(panel->addToGridButton(), Qt::LeftButton);
        QTRY_VERIFY2_WITH_TIMEOUT(modals.texts.join(u' ').contains(u"already cited by row 1 (run-001)"_s),
                                  qPrintable(modals.texts.join(u'|')), 10'000);
        QCOMPARE(window.qualityCostTab()->grid().rowCount(), 2);
        modals.texts.clear();

        // Opened in the comparison.
        QTest::mouseClick(panel->compareButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(window.reports()->measurements().size(), qsizetype(2), 20'000);
        QTRY_VERIFY_WITH_TIMEOUT(
            window.findChild<ComparisonWindow *>() && window.findChild<ComparisonWindow *>()->isVisible(), 20'000);
        QVERIFY2(modals.texts.isEmpty(), qPrintable(modals.texts.join(u'\n')));

        // A second sweep into the same folder is refused before any point: nothing is overwritten.
        QTest::mouseClick(panel->runButton(), Qt::LeftButton);
        QVERIFY(!tab->isRunning());
        QVERIFY2(panel->statusLabel()->text().startsWith(u"Refused: "_s)
                     && panel->statusLabel()->text().contains(u"not empty"_s),
                 qPrintable(panel->statusLabel()->text()));
    }

    // The sweep's page has its own Run, Cancel and folder: the single run's, and the form's output
    // file, are hidden there (their letters free for the sweep's fields) and come back with it.
    void sweepModeHidesTheSingleRunsControls()
    {
        MainWindow window(&m_languages);
        window.resize(1024, 640);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.showTab(MainWindow::Tab::Measure);
        MeasureTab *tab = window.measureTab();
        auto *run = tab->findChild<QPushButton *>(u"run"_s);
        auto *cancel = tab->findChild<QPushButton *>(u"cancel"_s);
        QVERIFY(run && cancel);
        QLineEdit *output = tab->field(u"output"_s);
        QVERIFY(run->isVisible() && cancel->isVisible() && output->isVisible());
        tab->modeBox()->setCurrentIndex(1);
        QVERIFY(!run->isVisible());
        QVERIFY(!cancel->isVisible());
        QVERIFY(!output->isVisible());
        QVERIFY(tab->sweepPanel()->runButton()->isVisible());
        tab->modeBox()->setCurrentIndex(0);
        QVERIFY(run->isVisible() && cancel->isVisible() && output->isVisible());
    }

    void anIndexOnTheCommandLineOpensItsFolderOrItsPoints()
    {
        // As `iteragpu-lab FILE...` or a file manager's "Open with" passes them.
        QTemporaryDir dir;
        const QString experiment = dir.filePath(u"experiment"_s);
        writeFixedExperiment(experiment, u"Sweep"_s);
        const QString folder = dir.filePath(u"sweep"_s);
        QProcess cli;
        cli.start(QStringLiteral(ITERAGPU_CLI),
                  {u"sweep"_s, u"--vary"_s, u"width"_s, u"--values"_s, u"16,32"_s, u"--device"_s, u"cpu"_s,
                   u"--batch"_s, u"1"_s, u"--context"_s, u"1"_s, u"--dtype"_s, u"float32"_s, u"--warmup"_s, u"0"_s,
                   u"--repeats"_s, u"1"_s, u"--output-dir"_s, folder});
        QVERIFY(cli.waitForFinished(120'000));
        QCOMPARE(cli.exitCode(), 0);
        ModalWatch modals;
        MainWindow window(&m_languages);
        QCoro::waitFor(
            window.start({QDir(folder).filePath(u"sweep.json"_s), QDir(experiment).filePath(u"experiment.json"_s)}));
        QVERIFY(window.experiment()->isOpen());
        QCOMPARE(QDir(window.experiment()->folder()).canonicalPath(), QDir(experiment).canonicalPath());
        QTRY_COMPARE_WITH_TIMEOUT(window.reports()->measurements().size(), qsizetype(2), 20'000);
        QVERIFY2(modals.texts.isEmpty(), qPrintable(modals.texts.join(u'\n')));
    }

    // One reading of a sweep request for both front ends (core/sweep/sweeprequest): the same values
    // and step are refused by `iteragpu sweep` and by the window in the same words after the field's
    // name (the window once skipped an empty value that the command line refused).
    void theWindowAndTheCommandLineReadASweepRequestAlike_data()
    {
        QTest::addColumn<QString>("values");
        QTest::addColumn<QString>("step"); // empty: no bisect
        QTest::addColumn<QString>("option");
        QTest::addColumn<QString>("expected");
        QTest::addRow("an empty value is refused, not skipped")
            << u"16,,32"_s << QString() << u"--values"_s
            << u": value 2 is empty (values are separated by single commas)"_s;
        QTest::addRow("a trailing comma is an empty value")
            << u"16,32,"_s << QString() << u"--values"_s << u": value 3 is empty"_s;
        QTest::addRow("values must increase")
            << u"32,16"_s << QString() << u"--values"_s << u": the values must increase (16 after 32)"_s;
        QTest::addRow("a step with a sign") << u"16,32"_s << u"+5"_s << u"--step"_s
                                            << u": must be a whole number from 1 to 2147483648 written with "
                                               u"digits only, got '+5'"_s;
        QTest::addRow("a step with a space")
            << u"16,32"_s << u" 5"_s << u"--step"_s
            << u": must be a whole number from 1 to 2147483648 written with digits only, got ' 5'"_s;
    }

    void theWindowAndTheCommandLineReadASweepRequestAlike()
    {
        QFETCH(QString, values);
        QFETCH(QString, step);
        QFETCH(QString, option);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString folder = dir.filePath(u"refused"_s);
        QStringList arguments{u"sweep"_s,     u"--vary"_s,  u"width"_s,        u"--values"_s, values,
                              u"--device"_s,  u"cpu"_s,     u"--batch"_s,      u"1"_s,        u"--context"_s,
                              u"1"_s,         u"--dtype"_s, u"float32"_s,      u"--warmup"_s, u"0"_s,
                              u"--repeats"_s, u"1"_s,       u"--output-dir"_s, folder};
        if (!step.isEmpty())
            arguments << u"--bisect"_s << u"--step"_s << step;
        QProcess cli;
        cli.start(QStringLiteral(ITERAGPU_CLI), arguments);
        QVERIFY(cli.waitForFinished(30'000));
        QCOMPARE(cli.exitCode(), 2);
        const QString err = QString::fromUtf8(cli.readAllStandardError());
        QVERIFY2(err.contains(option + expected), qPrintable(err));

        MeasureTab tab;
        tab.show();
        configure(&tab, folder, values);
        SweepPanel *panel = tab.sweepPanel();
        if (!step.isEmpty()) {
            panel->bisectBox()->setChecked(true);
            panel->stepEdit()->setText(step);
        }
        QVERIFY(!panel->start());
        QVERIFY2(panel->statusLabel()->text().contains(expected), qPrintable(panel->statusLabel()->text()));
        QVERIFY(!QFileInfo::exists(folder)); // neither made the sweep's folder
    }

    void cancelMidSweepKeepsTheFinishedPoints()
    {
        QTemporaryDir dir;
        MeasureTab tab;
        tab.resize(1024, 640);
        tab.show();
        const QString folder = dir.filePath(u"cancelled"_s);
        // The second point (width 2048, 3000 forwards of 67 MFLOP) runs for many seconds on a CPU.
        configure(&tab, folder, u"16,2048"_s, u"3000"_s);
        SweepPanel *panel = tab.sweepPanel();
        QAbstractItemModelTester tester(panel->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy finished(panel, &SweepPanel::sweepFinished);
        QVERIFY(panel->start());
        QTRY_COMPARE_WITH_TIMEOUT(panel->model()->rowCount(), 1, 60'000); // live: the first point is in
        QVERIFY(panel->isRunning());
        // The bar says the sweep is busy (its points are not known in advance), never a run's 100 %.
        QCOMPARE(tab.progressBar()->maximum(), 0);
        QVERIFY(!tab.progressBar()->isTextVisible());
        QVERIFY(tab.progressBar()->isVisibleTo(&tab));
        QTest::qWait(1000); // the second child is started and loading or measuring
        QVERIFY(panel->cancelButton()->isEnabled());
        QTest::mouseClick(panel->cancelButton(), Qt::LeftButton);
        QVERIFY(panel->statusLabel()->text().startsWith(u"Cancelling"_s));
        QVERIFY(!panel->cancelButton()->isEnabled()); // one cancel at a time
        QVERIFY(finished.wait(60'000));
        const SweepTableModel *model = panel->model();
        QCOMPARE(model->rowCount(), 2);
        QCOMPARE(cell(model, 0, SweepTableModel::Verdict), u"complete"_s);
        QCOMPARE(cell(model, 1, SweepTableModel::Verdict), u"cancelled"_s);
        const auto index = readSweepIndex(QDir(folder).filePath(u"sweep.json"_s));
        QVERIFY2(index, qPrintable(index.error()));
        QCOMPARE(index->end, SweepSearch::End::Cancelled);
        QVERIFY(QFile::exists(QDir(folder).filePath(index->points.at(0).file)));
        QVERIFY(QFile::exists(QDir(folder).filePath(index->points.at(1).file))); // its cancelled report
        QVERIFY2(panel->statusLabel()->text().contains(u"cancelled; every finished point is kept"_s),
                 qPrintable(panel->statusLabel()->text()));
        // Once it ended, the sweep's page shows no bar (an empty one read as a text field); the single
        // run's page has its bar again.
        QVERIFY(!tab.progressBar()->isVisibleTo(&tab));
        tab.modeBox()->setCurrentIndex(0);
        QVERIFY(tab.progressBar()->isVisibleTo(&tab));
    }

    void anAddressSpaceLimitShowsTheBoundary()
    {
        // 2.5 GB of address space for this process and so for every child: libtorch takes about
        // 1 GB, the weights of width 4096 (512 MiB) fit, those of 8192 (2 GiB) do not. Soft limit
        // only, restored after.
        rlimit before{};
        ::getrlimit(RLIMIT_AS, &before);
        const rlimit limit{rlim_t(2'500'000'000), before.rlim_max};
        QCOMPARE(::setrlimit(RLIMIT_AS, &limit), 0);
        QTemporaryDir dir;
        MeasureTab tab;
        tab.show();
        const QString folder = dir.filePath(u"limited"_s);
        configure(&tab, folder, u"4096,8192,16384"_s);
        SweepPanel *panel = tab.sweepPanel();
        QSignalSpy finished(panel, &SweepPanel::sweepFinished);
        QVERIFY(panel->start());
        const bool ended = finished.wait(180'000);
        ::setrlimit(RLIMIT_AS, &before);
        QVERIFY(ended);
        const SweepTableModel *model = panel->model();
        QCOMPARE(model->rowCount(), 3); // 4096, 8192 (failed for memory), the re-run of 4096
        QCOMPARE(cell(model, 1, SweepTableModel::Verdict), u"failed (out of memory)"_s);
        QVERIFY2(panel->statusLabel()->text().startsWith(
                     u"Boundary: largest complete Width = 4096, smallest failed for memory Width = 8192."_s),
                 qPrintable(panel->statusLabel()->text()));
        QLineSeries *boundary = panel->charts()->series(u"boundary"_s);
        QCOMPARE(boundary->count(), 2);
        QCOMPARE(boundary->at(0).x(), 8192.0);
    }
};

QTEST_MAIN(TestSweepGui)
#include "tst_sweepgui.moc"
