// What the Measure and Environment tabs show after a real CPU dry run, at the window's minimum
// size: six phase rows and a chart visible, every phase-table cell wide enough for its text (after
// a run from an empty table, in French), the status block's height fixed; the results marked stale
// when the form differs from their run and unmarked when it matches again; Copy refused on a stale
// Environment table; transient status lines written again after a language switch.
#include "core/files/textfile.h"
#include "samplereports.h"
#include "ui/common/languagemanager.h"
#include "ui/environment/environmenttab.h"
#include "ui/mainwindow.h"
#include "ui/measure/measuretab.h"
#include "ui/measure/shownrunbox.h"
#include "ui/reports/reportlibrary.h"
#include "ui/run/phasecharts.h"
#include "ui/run/phasetablemodel.h"
#include "ui/run/reportview.h"
#include "ui/widgets/chartview.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace IteraGpu;
using namespace IteraGpu::Ui;

namespace {

constexpr int kMinimumChartHeight = 150; // px: room for a plot between the axis labels
constexpr int kMinimumPlotHeight = 40; // px: the plot between the title and the phase names

// Runs a CPU dry run of six rows (model_load, inputs, cold_forward, warmup, two warm_forward).
bool dryRun(MeasureTab *tab, const QString &output)
{
    tab->setBackendPath(QStringLiteral(ITERAGPU_TORCH_MODULE));
    tab->deviceBox()->setCurrentText(u"cpu"_s);
    tab->dtypeBox()->setCurrentText(u"float32"_s);
    tab->field(u"batch"_s)->setText(u"1"_s);
    tab->field(u"context"_s)->setText(u"16"_s);
    tab->field(u"width"_s)->setText(u"64"_s);
    tab->field(u"hidden"_s)->clear();
    tab->field(u"warmup"_s)->setText(u"1"_s);
    tab->field(u"repeats"_s)->setText(u"2"_s);
    tab->field(u"output"_s)->setText(output);
    QSignalSpy finished(tab, &MeasureTab::measurementFinished);
    QTest::mouseClick(tab->runButton(), Qt::LeftButton);
    return QTest::qWaitFor([&] { return finished.size() == 1; }, 60'000)
        && tab->lastResult()->kind == MeasurementRunResult::Kind::Complete;
}

// One line per cell (or header) of `table` whose text needs more than its column's width.
QStringList elidedCells(const QTableView *table)
{
    const QAbstractItemModel *model = table->model();
    // A cell's text has a margin each side (QCommonStyle: PM_FocusFrameHMargin + 1).
    const int margin = 2 * (table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, table) + 1);
    QStringList lines;
    for (int column = 0; column < model->columnCount(); ++column) {
        const int size = table->horizontalHeader()->sectionSize(column);
        for (int row = 0; row < model->rowCount(); ++row) {
            const QString text = model->index(row, column).data().toString();
            const int needed = table->fontMetrics().horizontalAdvance(text) + margin;
            if (needed > size)
                lines.append(
                    u"row %1 column %2 '%3' needs %4 px, has %5"_s.arg(row).arg(column).arg(text).arg(needed).arg(
                        size));
        }
        const int header = table->horizontalHeader()->sectionSizeHint(column);
        if (header > size)
            lines.append(u"header of column %1 needs %2 px, has %3"_s.arg(column).arg(header).arg(size));
    }
    return lines;
}

// The first ancestor of `widget` that cuts it off (its geometry reaches past the ancestor's), or
// an empty text when it is drawn whole up to its window.
QString cutOffBy(const QWidget *widget)
{
    for (const QWidget *w = widget; w->parentWidget() && !w->isWindow(); w = w->parentWidget()) {
        const QRect inParent(w->pos(), w->size());
        if (!w->parentWidget()->rect().contains(inParent)) {
            return u"%1 (%2, %3 %4x%5) inside %6 (%7x%8)"_s.arg(QString::fromLatin1(w->metaObject()->className()))
                .arg(inParent.x())
                .arg(inParent.y())
                .arg(inParent.width())
                .arg(inParent.height())
                .arg(QString::fromLatin1(w->parentWidget()->metaObject()->className()))
                .arg(w->parentWidget()->width())
                .arg(w->parentWidget()->height());
        }
    }
    return {};
}

int visibleRows(const QTableView *table)
{
    int rows = 0;
    for (int row = 0; row < table->model()->rowCount(); ++row)
        rows += table->viewport()->rect().contains(table->visualRect(table->model()->index(row, 0))) ? 1 : 0;
    return rows;
}

} // namespace

class TestMeasureView : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    LanguageManager m_languages;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // settings in a test location, never the user's
        QCOMPARE(QGuiApplication::primaryScreen()->size(), QSize(1920, 1080));
    }

    void init() { m_languages.setLanguage(u"en"_s); }

    void frenchRunFitsTheSmallestWindow()
    {
        m_languages.setLanguage(u"fr"_s);
        MainWindow window(&m_languages);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.resize(window.minimumSize());
        QTRY_COMPARE(window.size(), QSize(1024, 640));
        MeasureTab *tab = window.measureTab();
        for (int i = 0; i < window.tabs()->count(); ++i)
            if (window.tabs()->widget(i) == tab || window.tabs()->widget(i)->isAncestorOf(tab))
                window.tabs()->setCurrentIndex(i);
        QVERIFY(tab->isVisible());
        QCoreApplication::processEvents();
        const auto *statusArea = tab->findChild<QScrollArea *>(u"measureStatusArea"_s);
        QVERIFY(statusArea);
        const int statusHeight = statusArea->height();
        QTableView *table = tab->shownRun()->liveTable();
        QCOMPARE(table->model()->rowCount(), 0); // from an empty table

        QVERIFY(dryRun(tab, m_dir.filePath(u"fr-run.json"_s)));
        QCoreApplication::processEvents();
        QCOMPARE(table->model()->rowCount(), 6);
        QVERIFY2(visibleRows(table) >= 6, qPrintable(u"%1 rows visible"_s.arg(visibleRows(table))));
        const QStringList elided = elidedCells(table);
        QVERIFY2(elided.isEmpty(), qPrintable(u"\n"_s + elided.join(u'\n')));
        QVERIFY2(tab->charts()->height() >= kMinimumChartHeight,
                 qPrintable(u"the charts are %1 px high"_s.arg(tab->charts()->height())));
        QCOMPARE(statusArea->height(), statusHeight); // nothing below it moved
        QVERIFY(tab->statusLabel()->text().contains(u"Terminé."_s));
        // The time chart is drawn whole, compactly, with room for a plot above its rotated phase
        // names (they were cut off at the window's bottom when the chart asked for 220 px).
        ChartView *time = tab->charts()->charts().at(0);
        QVERIFY2(cutOffBy(time).isEmpty(), qPrintable(cutOffBy(time)));
        QVERIFY(time->isCompact());
        QTRY_VERIFY2(time->chart()->plotArea().height() >= kMinimumPlotHeight,
                     qPrintable(u"the plot is %1 px high"_s.arg(time->chart()->plotArea().height())));

        // Columns sized by the user are kept as rows arrive, and remembered by the next window (and
        // the check above sees a column too narrow for "model_load").
        table->horizontalHeader()->resizeSection(PhaseTableModel::Phase, 40);
        QVERIFY(!elidedCells(table).isEmpty());
        table->horizontalHeader()->resizeSection(PhaseTableModel::Phase, 300);
        MainWindow next(&m_languages);
        QCOMPARE(next.measureTab()->shownRun()->liveTable()->horizontalHeader()->sectionSize(PhaseTableModel::Phase),
                 300);
    }

    void resultsAreStaleWhileTheFormDiffers()
    {
        MainWindow window(&m_languages);
        window.show();
        MeasureTab *tab = window.measureTab();
        QVERIFY(!tab->resultsStale());
        QVERIFY(dryRun(tab, m_dir.filePath(u"stale-run.json"_s)));
        ShownRunBox *shown = tab->shownRun();
        QVERIFY(!tab->resultsStale());
        QVERIFY(!shown->staleNote()->isVisibleTo(tab));
        QVERIFY(shown->liveTable()->isEnabled());
        // The suggested name of the next file is no change of configuration.
        QVERIFY(tab->field(u"output"_s)->text() != m_dir.filePath(u"stale-run.json"_s));

        QLineEdit *batch = tab->field(u"batch"_s);
        batch->selectAll();
        QTest::keyClicks(batch, u"2"_s);
        QVERIFY(tab->resultsStale());
        QVERIFY(shown->staleNote()->isVisibleTo(tab));
        QVERIFY2(shown->staleNote()->text().startsWith(u"Stale:"_s), qPrintable(shown->staleNote()->text()));
        QVERIFY2(shown->staleNote()->text().contains(u"batch 1,"_s), qPrintable(shown->staleNote()->text()));
        QVERIFY(!shown->liveTable()->isEnabled());
        QVERIFY(!tab->charts()->isEnabled());
        QVERIFY(!tab->statusLabel()->isEnabled());

        batch->selectAll();
        QTest::keyClicks(batch, u"1"_s);
        QVERIFY(!tab->resultsStale());
        QVERIFY(!shown->staleNote()->isVisibleTo(tab));
        QVERIFY(shown->liveTable()->isEnabled());
        QVERIFY(tab->statusLabel()->isEnabled());

        tab->deviceBox()->setCurrentText(u"cuda:0"_s);
        QVERIFY(tab->resultsStale());
    }

    void copyIsRefusedOnAStaleEnvironment()
    {
        MainWindow window(&m_languages);
        window.show();
        EnvironmentTab *environment = window.environmentTab();
        environment->setBackendPath(QStringLiteral(ITERAGPU_TORCH_MODULE));
        environment->deviceBox()->setCurrentText(u"cpu"_s);
        QVERIFY(!environment->copyButton()->isEnabled());
        QSignalSpy probed(environment, &EnvironmentTab::probed);
        QTest::mouseClick(environment->findChild<QPushButton *>(u"probe"_s), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(probed.size(), 1, 30'000);
        QVERIFY(environment->copyButton()->isEnabled());
        QApplication::clipboard()->clear();
        QTest::mouseClick(environment->copyButton(), Qt::LeftButton);
        QVERIFY(QApplication::clipboard()->text().contains(u"\"device\""_s));
        QVERIFY2(window.statusBar()->currentMessage().startsWith(u"Copied"_s),
                 qPrintable(window.statusBar()->currentMessage()));

        environment->deviceBox()->setCurrentText(u"cuda:0"_s); // the table is the cpu's probe now
        QVERIFY(environment->stateLabel()->text().startsWith(u"Stale:"_s));
        QVERIFY(!environment->copyButton()->isEnabled());
        environment->deviceBox()->setCurrentText(u"cpu"_s);
        QVERIFY(environment->copyButton()->isEnabled());
    }

    void topLineNamesTheOpenedReportShown()
    {
        MainWindow window(&m_languages);
        window.show();
        MeasureTab *tab = window.measureTab();
        QVERIFY(dryRun(tab, m_dir.filePath(u"own-run.json"_s)));
        QVERIFY(tab->statusLabel()->text().contains(u"Complete."_s));
        QTemporaryDir samples;
        const QStringList reports = writeSampleReports(samples.path(), RunStatus::Cancelled);
        QSignalSpy finished(window.reports(), &ReportLibrary::openFinished);
        window.openReports(reports);
        QVERIFY(finished.wait(30000));
        const int id = window.reports()->measurements().first()->id;
        tab->showRun(id);
        const QString line = tab->statusLabel()->text();
        QVERIFY2(line.startsWith(u"Showing an opened report, read-only: "_s), qPrintable(line));
        QVERIFY(line.contains(tab->shownRun()->shownTitle().toHtmlEscaped()));
        QVERIFY(!line.contains(u"Complete."_s));
        // The banner's status word is the translated one (English here), not the report's field.
        QVERIFY(tab->reportView()->banner()->text().contains(u"status "_s));
        tab->showRun(ShownRunBox::kThisWindowsRun);
        QVERIFY(tab->statusLabel()->text().contains(u"Complete."_s));
    }

    void statusLinesFollowTheLanguage()
    {
        MainWindow window(&m_languages);
        window.show();
        EnvironmentTab *environment = window.environmentTab();
        environment->deviceBox()->setCurrentText(u"gpu0"_s);
        QCOMPARE(environment->stateLabel()->text(), u"Device: must be cuda:N (e.g. cuda:0) or cpu."_s);
        m_languages.setLanguage(u"fr"_s);
        QCOMPARE(environment->stateLabel()->text(), u"Périphérique\u00a0: doit être cuda:N (par ex. cuda:0) ou cpu."_s);

        // The last run's line, and its status word, in the new language.
        m_languages.setLanguage(u"en"_s);
        MeasureTab *tab = window.measureTab();
        QVERIFY(dryRun(tab, m_dir.filePath(u"language-run.json"_s)));
        QVERIFY(tab->statusLabel()->text().contains(u"Complete."_s));
        m_languages.setLanguage(u"fr"_s);
        QVERIFY2(tab->statusLabel()->text().contains(u"Terminé."_s), qPrintable(tab->statusLabel()->text()));
        QVERIFY(!tab->statusLabel()->text().contains(u"Complete."_s));
    }
};

// The offscreen platform's screen is 800×600 unless configured: the window's minimum is bounded by
// the screen it opens on, so the test gives it a 1920×1080 one.
int main(int argc, char *argv[])
{
    QTemporaryDir dir;
    const QString config = dir.filePath(u"screens.json"_s);
    const Status written = writeNewFile(config, R"({"screens": [{"name": "test", "x": 0, "y": 0, "width": 1920,
        "height": 1080, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})");
    if (!written) {
        qCritical("%s", qPrintable(written.error()));
        return 1;
    }
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + QFile::encodeName(config));
    QApplication app(argc, argv);
    TestMeasureView test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_measureview.moc"
