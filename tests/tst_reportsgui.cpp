// Reports from anywhere, in the window: open (menu path, drag and drop), show read-only, refuse
// bad files without losing what is open, compare three runs, export the comparison, add grid rows.
#include "core/files/textfile.h"
#include "core/measure/phase.h"
#include "core/util/csv.h"
#include "fixturefile.h"
#include "samplereports.h"
#include "ui/common/exportfeedback.h"
#include "ui/common/languagemanager.h"
#include "ui/common/settings.h"
#include "ui/environment/environmenttab.h"
#include "ui/mainwindow.h"
#include "ui/measure/measuretab.h"
#include "ui/quality/protocolpanel.h"
#include "ui/quality/qualitycosttab.h"
#include "ui/quality/resultsgridmodel.h"
#include "ui/quality/resultsgridpanel.h"
#include "ui/reports/comparisoncharts.h"
#include "ui/reports/comparisonmodel.h"
#include "ui/reports/comparisonwindow.h"
#include "ui/reports/reportlibrary.h"
#include "ui/run/phasecharts.h"
#include "ui/run/phasetablemodel.h"
#include "ui/run/reportview.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QBoxPlotSeries>
#include <QBoxSet>
#include <QChartView>
#include <QComboBox>
#include <QCryptographicHash>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUrl>

using namespace Qt::StringLiterals;
using namespace IteraGpu;
using namespace IteraGpu::Ui;

namespace {

// The figures the comparison must show, computed here from the JSON text alone.
struct JsonFigures
{
    QMap<QString, qint64> peakAllocated, peakReserved; // per phase name, the largest over its rows
    qint64 warmMin = 0, warmMax = 0;
    QList<qint64> warmRows;
    double warmMedianMs() const // the mean of the two middle rows for an even count
    {
        QList<qint64> sorted = warmRows;
        std::sort(sorted.begin(), sorted.end());
        const qsizetype n = sorted.size();
        return n == 0 ? 0 : double(sorted.at((n - 1) / 2) + sorted.at(n / 2)) / 2e6;
    }
};

JsonFigures figuresFromJson(const QString &path)
{
    JsonFigures figures;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return figures;
    const QJsonArray phases = QJsonDocument::fromJson(file.readAll()).object().value(u"phases"_s).toArray();
    bool firstWarm = true;
    for (const QJsonValue &value : phases) {
        const QJsonObject row = value.toObject();
        const QString phase = row.value(u"phase"_s).toString();
        if (!row.value(u"peak_allocated_bytes"_s).isNull()) {
            const qint64 allocated = row.value(u"peak_allocated_bytes"_s).toInteger();
            const qint64 reserved = row.value(u"peak_reserved_bytes"_s).toInteger();
            figures.peakAllocated[phase] = std::max(figures.peakAllocated.value(phase), allocated);
            figures.peakReserved[phase] = std::max(figures.peakReserved.value(phase), reserved);
        }
        if (phase == u"warm_forward"_s) {
            const qint64 ns = row.value(u"nanoseconds"_s).toInteger();
            figures.warmMin = firstWarm ? ns : std::min(figures.warmMin, ns);
            figures.warmMax = firstWarm ? ns : std::max(figures.warmMax, ns);
            figures.warmRows.append(ns);
            firstWarm = false;
        }
    }
    return figures;
}

QString sha256Prefix(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromLatin1(QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256).toHex().left(16));
}

int lineRow(const ComparisonModel *model, const QString &key)
{
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->index(row, 0).data().toString() == key)
            return row;
    }
    return -1;
}

} // namespace

class TestReportsGui : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    LanguageManager m_languages;
    QString m_gpu, m_cpu, m_failed, m_cancelled, m_environment;

    QString writeReport(const QString &name, const MeasurementReport &report)
    {
        const QString path = m_dir.filePath(name);
        const Status written = writeMeasurementReport(path, report);
        return written ? path : QString();
    }

    // Opens `paths` as the File menu does and waits until the library has read them.
    static void open(MainWindow &window, const QStringList &paths)
    {
        QSignalSpy finished(window.reports(), &ReportLibrary::openFinished);
        window.openReports(paths);
        QVERIFY(finished.wait(30000));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // settings in a test location, never the user's
        m_languages.setLanguage(u"en"_s);
        QVERIFY(m_dir.isValid());
        m_gpu = writeReport(u"h100.json"_s, sampleReport(u"cuda:0"_s, RunStatus::Complete));
        m_cpu = writeReport(u"cpu-dry-run.json"_s, sampleReport(u"cpu"_s, RunStatus::Complete, 0, 2));
        m_failed = writeReport(u"failed.json"_s, sampleReport(u"cuda:0"_s, RunStatus::Failed));
        m_cancelled = writeReport(u"cancelled.json"_s, sampleReport(u"cuda:0"_s, RunStatus::Cancelled));
        for (const QString &path : {m_gpu, m_cpu, m_failed, m_cancelled})
            QVERIFY(!path.isEmpty());
        m_environment = m_dir.filePath(u"environment.json"_s);
        VERIFY_OK(writeEnvironmentReport(m_environment, sampleEnvironment(u"cuda:0"_s), ExistingFile::Refuse));
    }

    // An opened report's phase table fits its columns to the contents, as the Measure tab's does;
    // a width the user sets is kept for the next report and remembered for the next window.
    void reportTableFitsItsColumnsAndKeepsTheUsers()
    {
        QSettings().remove(SettingsKeys::reportColumns);
        {
            MainWindow window(&m_languages);
            window.show();
            open(window, {m_gpu, m_cpu});
            MeasureTab *measure = window.measureTab();
            QTableView *table = measure->reportView()->table();
            QHeaderView *header = table->horizontalHeader();
            QCOMPARE(header->sectionResizeMode(0), QHeaderView::Interactive);
            for (int c = 0; c < header->count(); ++c) {
                QVERIFY2(table->columnWidth(c) >= header->sectionSizeHint(c), qPrintable(QString::number(c)));
                for (int r = 0; r < table->model()->rowCount(); ++r) {
                    const QString text = table->model()->index(r, c).data().toString();
                    QVERIFY2(table->columnWidth(c) > table->fontMetrics().horizontalAdvance(text), qPrintable(text));
                }
            }
            header->resizeSection(0, 321);
            QVERIFY(QSettings().contains(SettingsKeys::reportColumns));
            measure->showRun(window.reports()->entries().at(1).id);
            QCOMPARE(table->columnWidth(0), 321);
        }
        {
            MainWindow window(&m_languages);
            window.show();
            open(window, {m_cpu});
            QCOMPARE(window.measureTab()->reportView()->table()->columnWidth(0), 321);
        }
        QSettings().remove(SettingsKeys::reportColumns);
    }

    void openedReportsShowReadOnlyAndLabelled()
    {
        MainWindow window(&m_languages);
        window.show();
        open(window, {m_gpu, m_cpu, m_failed, m_cancelled, m_environment});
        QCOMPARE(window.reports()->entries().size(), 5);

        // The first measurement opened is shown in the Measure tab, with its file, device and start.
        MeasureTab *measure = window.measureTab();
        QCOMPARE(window.currentTab(), MainWindow::Tab::Measure);
        const int gpuId = window.reports()->entries().at(0).id;
        QCOMPARE(measure->shownReport(), gpuId);
        const QString banner = measure->reportView()->banner()->text();
        QVERIFY2(banner.contains(u"read-only"_s), qPrintable(banner));
        QVERIFY2(banner.contains(u"h100.json"_s), qPrintable(banner));
        QVERIFY2(banner.contains(u"NVIDIA H100 80GB HBM3 (cuda:0)"_s), qPrintable(banner));
        QVERIFY2(banner.contains(u"2026-03-14 09:30:00 UTC"_s), qPrintable(banner));
        QVERIFY2(banner.contains(u"format version 3"_s), qPrintable(banner));
        // Table: every row of the file, with the prediction it carried.
        const LoadedReport &gpu = window.reports()->entries().at(0).report;
        QCOMPARE(measure->reportView()->phaseModel()->rows().size(), gpu.measurement().report.outcome.rows.size());
        QCOMPARE(measure->reportView()->phaseModel()->prediction().phases.size(),
                 gpu.measurement().prediction.phases.size());
        // "Shown" offers the new run and the four measurement reports; the form's run is untouched.
        QCOMPARE(measure->shownBox()->count(), 5);
        QCOMPARE(measure->phaseModel()->rowCount(), 0);

        // The failed and the cancelled report open too, with their status.
        measure->showRun(window.reports()->entries().at(2).id);
        QVERIFY(measure->reportView()->banner()->text().contains(u"status failed"_s));
        measure->showRun(window.reports()->entries().at(3).id);
        QVERIFY(measure->reportView()->banner()->text().contains(u"status cancelled"_s));
        measure->showRun(0);
        QCOMPARE(measure->shownReport(), 0);

        // The environment report is in the Environment tab, read-only.
        EnvironmentTab *environment = window.environmentTab();
        QVERIFY(environment->showsOpenedReport());
        QVERIFY(environment->stateLabel()->text().contains(u"environment.json"_s));
        QVERIFY(environment->factsModel()->rowCount() > 0);
        environment->showOwnProbe();
        QVERIFY(!environment->showsOpenedReport());

        // Opening a file again does not add it twice; closing removes it from "Shown".
        open(window, {m_gpu});
        QCOMPARE(window.reports()->entries().size(), 5);
        window.reports()->close(gpuId);
        QCOMPARE(measure->shownBox()->count(), 4);
    }

    void badFilesAreRefusedAndNothingOpenIsLost()
    {
        MainWindow window(&m_languages);
        window.show();
        open(window, {m_gpu});
        QCOMPARE(window.reports()->entries().size(), 1);

        const QString broken = m_dir.filePath(u"broken.json"_s);
        VERIFY_OK(writeFixture(broken, "{\"format\": \"iteragpu-lab/measurement\", \"format_"));
        const QString folder = m_dir.filePath(u"a-folder.json"_s);
        QVERIFY(QDir().mkpath(folder));
        QSignalSpy finished(window.reports(), &ReportLibrary::openFinished);
        window.openReports({broken, folder, m_cpu});
        QVERIFY(finished.wait(30000));
        const QStringList errors = finished.at(0).at(1).toStringList();
        QCOMPARE(errors.size(), 2);
        QVERIFY2(errors.at(0).startsWith(u"broken.json: "_s), qPrintable(errors.at(0)));
        QVERIFY2(errors.at(1).startsWith(u"a-folder.json: "_s), qPrintable(errors.at(1)));
        // The report already open stays, the good file of the batch is added.
        QCOMPARE(window.reports()->entries().size(), 2);
        auto *box = window.findChild<QMessageBox *>(u"reportErrors"_s);
        QVERIFY(box);
        QVERIFY(box->detailedText().contains(u"broken.json: "_s));
        box->close();
    }

    void dropOpensReports()
    {
        MainWindow window(&m_languages);
        window.show();
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(m_gpu), QUrl::fromLocalFile(m_environment)});
        QSignalSpy finished(window.reports(), &ReportLibrary::openFinished);
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&window, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&window, &drop);
        QVERIFY(finished.wait(30000));
        QCOMPARE(window.reports()->entries().size(), 2);
    }

    void compareThreeRunsAndExportTheCsv()
    {
        MainWindow window(&m_languages);
        window.show();
        open(window, {m_gpu, m_cpu, m_failed});
        ComparisonWindow *comparison = window.showComparison();
        // The model as filled, then through every reset below: another baseline, no comparison, refilled.
        QAbstractItemModelTester tester(comparison->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(comparison->comparison());
        QCOMPARE(comparison->comparison()->runs.size(), 3);
        QCOMPARE(comparison->comparison()->baseline, 0);
        const ComparisonModel *model = comparison->model();
        QCOMPARE(model->columnCount(), 4);
        QCOMPARE(model->headerData(1, Qt::Horizontal).toString(), u"1: h100.json (baseline)"_s);
        QCOMPARE(model->headerData(3, Qt::Horizontal).toString(), u"3: failed.json"_s);

        // The table's values are those of the JSON files, exactly.
        const QStringList paths{m_gpu, m_cpu, m_failed};
        QList<JsonFigures> json;
        for (const QString &path : paths)
            json.append(figuresFromJson(path));
        const int allocatedLine = lineRow(model, u"peak_allocated_bytes.cold_forward"_s);
        const int minLine = lineRow(model, u"warm_forward_min_ns"_s);
        QVERIFY(allocatedLine >= 0 && minLine >= 0);
        for (int run = 0; run < 3; ++run) {
            const QString allocated = model->index(allocatedLine, run + 1).data(ComparisonModel::ValueRole).toString();
            if (json.at(run).peakAllocated.contains(u"cold_forward"_s))
                QCOMPARE(allocated, QString::number(json.at(run).peakAllocated.value(u"cold_forward"_s)));
            else
                QCOMPARE(allocated, QString()); // the CPU dry run has no counters
            QCOMPARE(model->index(minLine, run + 1).data(ComparisonModel::ValueRole).toString(),
                     QString::number(json.at(run).warmMin));
        }
        // Differences to the baseline are exact, shown beside the value; configuration differences are named.
        const qint64 minDifference = json.at(2).warmMin - json.at(0).warmMin;
        QCOMPARE(model->index(minLine, 3).data(ComparisonModel::DifferenceRole).toString(),
                 QString::number(minDifference));
        QVERIFY(comparison->findChild<QLabel *>(u"comparisonState"_s)->text().contains(u"Exact values"_s));

        // Another baseline: the differences follow it.
        comparison->setBaseline(2);
        QCOMPARE(comparison->comparison()->baseline, 2);
        QCOMPARE(model->index(minLine, 1).data(ComparisonModel::DifferenceRole).toString(),
                 QString::number(-minDifference));
        comparison->setBaseline(0);

        // The CSV export: each run's numbers equal the JSON files' numbers.
        const QString csvPath = m_dir.filePath(u"comparison.csv"_s);
        QString error;
        VERIFY_OK(comparison->exportCsv(csvPath));
        auto csvText = readTextFile(csvPath, 1 << 20);
        QVERIFY2(csvText, qPrintable(csvText.error()));
        auto records = Csv::parse(*csvText, u"comparison.csv"_s);
        QVERIFY2(records, qPrintable(records.error()));
        int checked = 0;
        for (const Csv::Record &record : *records) {
            const QStringList &f = record.fields;
            if (f.size() < 4 || !f.at(0).startsWith(u"peak_"_s))
                continue;
            const int run = f.at(1).toInt() - 1;
            const QString phase = f.at(0).section(u'.', 1);
            const JsonFigures &figures = json.at(run);
            const auto &map = f.at(0).startsWith(u"peak_allocated"_s) ? figures.peakAllocated : figures.peakReserved;
            QCOMPARE(f.at(2), QFileInfo(paths.at(run)).fileName());
            QCOMPARE(f.at(3), map.contains(phase) ? QString::number(map.value(phase)) : QString());
            ++checked;
        }
        QCOMPARE(checked, 3 * 2 * int(kPhases.size())); // three runs, two peaks, every phase

        // The time chart: one box plot per run, named after it; warm_forward's whiskers reach the
        // JSON's smallest and largest row, its line is their median (never a sum).
        const QList<QBoxPlotSeries *> boxes = comparison->charts()->timeSeries();
        QCOMPARE(boxes.size(), 3);
        const qsizetype warm = std::find(kPhases.begin(), kPhases.end(), Phase::WarmForward) - kPhases.begin();
        for (int run = 0; run < 3; ++run) {
            QVERIFY2(boxes.at(run)->name().startsWith(u"1: h100.json"_s) == (run == 0),
                     qPrintable(boxes.at(run)->name()));
            QCOMPARE(boxes.at(run)->count(), int(kPhases.size()));
            const QBoxSet *box = boxes.at(run)->boxSets().at(warm);
            QCOMPARE(box->at(QBoxSet::LowerExtreme), double(json.at(run).warmMin) / 1e6);
            QCOMPARE(box->at(QBoxSet::UpperExtreme), double(json.at(run).warmMax) / 1e6);
            QCOMPARE(box->at(QBoxSet::Median), json.at(run).warmMedianMs());
        }

        // The charts' exports.
        const QStringList pngs = [&] {
            QStringList written;
            (void)comparison->exportCharts(m_dir.path(), &written);
            return written;
        }();
        QCOMPARE(pngs.size(), 8); // four charts, PNG and SVG
        QVERIFY2(QFileInfo(pngs.first()).fileName().startsWith(u"comparison-"_s), qPrintable(pngs.first()));

        // Fewer than two ticked runs: no comparison, nothing to export.
        comparison->select({});
        QVERIFY(!comparison->comparison());
        error = comparison->exportCsv(csvPath).error();
        QVERIFY(!error.isEmpty());

        // Ticked again: the empty model is filled as before.
        QList<int> keys;
        for (const ReportLibrary::Entry &entry : window.reports()->entries())
            keys.append(entry.id);
        comparison->select(keys);
        QVERIFY(comparison->comparison());
        QCOMPARE(comparison->comparison()->runs.size(), 3);
        QCOMPARE(model->columnCount(), 4);
        QCOMPARE(model->headerData(1, Qt::Horizontal).toString(), u"1: h100.json (baseline)"_s);
    }

    // A run cancelled before warm_forward has no value there: the charts leave its place empty (no
    // box at the axis floor, no bar reaching down to it) on a log and on a linear axis alike.
    void aMissingPhaseIsNeverDrawn()
    {
        MeasurementReport early = sampleReport(u"cuda:0"_s, RunStatus::Cancelled);
        early.outcome.rows.removeIf([](const PhaseRow &row) { return row.phase == Phase::WarmForward; });
        const QString path = writeReport(u"cancelled-before-warm.json"_s, early);
        QVERIFY(!path.isEmpty());
        MainWindow window(&m_languages);
        window.resize(1200, 800);
        window.show();
        open(window, {m_gpu, path});
        ComparisonWindow *comparison = window.showComparison();
        QVERIFY(comparison->comparison());
        comparison->resize(1100, 800);
        ComparisonCharts *charts = comparison->charts();
        const qsizetype warm = std::find(kPhases.begin(), kPhases.end(), Phase::WarmForward) - kPhases.begin();
        const QColor second = QColor::fromRgb(0xf28e2b); // the second run's colour
        for (int tab = 0; tab < charts->count(); ++tab) {
            if (!charts->isTabVisible(tab))
                continue;
            charts->setCurrentIndex(tab);
            auto *view = qobject_cast<QChartView *>(charts->widget(tab));
            QVERIFY(view);
            QApplication::processEvents();
            const QImage image = view->grab().toImage();
            QChart *chart = view->chart();
            const QRectF plot = chart->plotArea();
            // warm_forward's column: its category's share of the plot's width.
            const double column = plot.width() / double(kPhases.size());
            const int left = int(plot.left() + column * double(warm)) + 1;
            const int right = int(plot.left() + column * double(warm + 1)) - 1;
            int drawn = 0;
            for (int x = left; x <= right; ++x) {
                for (int y = int(plot.top()); y <= int(plot.bottom()); ++y) {
                    const QColor pixel = image.pixelColor(QPoint(x, y) * image.devicePixelRatio());
                    drawn += std::abs(pixel.red() - second.red()) + std::abs(pixel.green() - second.green())
                            + std::abs(pixel.blue() - second.blue())
                        < 40;
                }
            }
            QVERIFY2(drawn == 0,
                     qPrintable(
                         u"%1: %2 pixels of the cancelled run in warm_forward"_s.arg(charts->tabText(tab)).arg(drawn)));
        }
    }

    void gridRowsFromReportsNameTheirFile()
    {
        MainWindow window(&m_languages);
        window.show();
        open(window, {m_failed, m_cancelled});
        QualityCostTab *quality = window.qualityCostTab();
        QVERIFY(!window.isWindowModified());
        quality->protocolPanel()->setTypedFields(
            {u"unit"_s, u"metric"_s, u">="_s, u"0.90"_s, u"corpus"_s, u"10"_s, u"rule"_s});
        QVERIFY(quality->protocolPanel()->fix()); // no result row before the protocol is fixed
        for (const ReportLibrary::Entry &entry : window.reports()->entries())
            QVERIFY(QCoro::waitFor(quality->addRowFromReport(entry.report, std::nullopt)));
        const ResultsGrid &grid = quality->gridPanel()->model()->grid();
        QCOMPARE(grid.rowCount(), 2);
        const ResultRow failed = grid.row(0);
        QCOMPARE(failed[ResultColumn::RunStatus], u"failed"_s);
        QCOMPARE(failed[ResultColumn::MeasurementFile], u"failed.json"_s);
        QVERIFY2(
            failed[ResultColumn::Notes].startsWith(u"report failed.json sha256:"_s + sha256Prefix(m_failed) + u"; "_s),
            qPrintable(failed[ResultColumn::Notes]));
        // The title carries the unsaved mark, and the file's name once saved.
        QVERIFY(window.isWindowModified());
        const QString saved = m_dir.filePath(u"grid-from-reports.csv"_s);
        QString error;
        VERIFY_OK(quality->gridPanel()->saveFile(saved));
        VERIFY_OK(quality->protocolPanel()->save(m_dir.filePath(u"protocol-from-reports.json"_s)));
        QVERIFY(!window.isWindowModified());
        QCOMPARE(window.windowTitle(), u"grid-from-reports.csv[*] — IteraGPU Lab"_s);
        QVERIFY(grid.row(1)[ResultColumn::Notes].startsWith(u"report cancelled.json sha256:"_s
                                                            + sha256Prefix(m_cancelled)));
    }

    void chartExportAsksBeforeReplacing()
    {
        MainWindow window(&m_languages);
        window.show();
        QTemporaryDir folder;
        const QString existing = QDir(folder.path()).filePath(u"chart-time.png"_s);
        VERIFY_OK(writeFixture(existing, "an older chart"));
        const auto images = window.measureTab()->charts()->images();
        QVERIFY(images);

        // The question names the file; "No" writes nothing and keeps the older file.
        QString asked;
        const auto answer = [&asked](QMessageBox::StandardButton button) {
            QTimer::singleShot(0, [&asked, button] {
                auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
                if (!box)
                    return;
                asked = box->text();
                box->button(button)->click();
            });
        };
        answer(QMessageBox::No);
        QVERIFY(exportImages(window.measureTab(), images, folder.path()).isEmpty());
        QVERIFY2(asked.contains(u"chart-time.png"_s), qPrintable(asked));
        QCOMPARE(QDir(folder.path()).entryList(QDir::Files), QStringList{u"chart-time.png"_s});
        auto kept = readFileBytes(existing, 1024);
        QVERIFY(kept);
        QCOMPARE(*kept, QByteArray("an older chart"));

        // "Yes" replaces it, writes the others and says where in the status bar.
        asked.clear();
        answer(QMessageBox::Yes);
        QCOMPARE(exportImages(window.measureTab(), images, folder.path()).size(), 3);
        QVERIFY(!asked.isEmpty());
        QCOMPARE(QDir(folder.path()).entryList(QDir::Files).size(), 3);
        QVERIFY(window.statusBar()->currentMessage().startsWith(u"Charts written to "_s + folder.path()));
    }

    void fiftyReportsLoadOffTheGuiThread()
    {
        MainWindow window(&m_languages);
        window.show();
        QStringList paths;
        const MeasurementReport report = sampleReport(u"cuda:0"_s, RunStatus::Complete, 1, 200);
        for (int i = 0; i < 50; ++i)
            paths.append(writeReport(u"many-%1.json"_s.arg(i), report));
        int ticks = 0;
        QTimer timer;
        connect(&timer, &QTimer::timeout, this, [&ticks] { ++ticks; });
        timer.start(0);
        QSignalSpy finished(window.reports(), &ReportLibrary::openFinished);
        window.openReports(paths);
        // openReports returned before the first file was read: the reading runs on a pool thread.
        QCOMPARE(window.reports()->entries().size(), 0);
        QVERIFY(window.reports()->isLoading());
        QVERIFY(finished.wait(60000));
        QCOMPARE(window.reports()->entries().size(), 50);
        // The GUI thread's event loop kept running between the files.
        QVERIFY2(ticks >= 50, qPrintable(QString::number(ticks)));
    }
};

QTEST_MAIN(TestReportsGui)
#include "tst_reportsgui.moc"
