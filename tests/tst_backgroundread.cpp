// Grids and catalogs opened in the real window are read off the GUI thread and can be stopped:
// the open returns at once with the reading shown in the status bar, Cancel keeps what was open,
// and a catalog too large to show is refused in one line with the previous one kept.
#include "fixturefile.h"
#include "ui/common/backgroundread.h"
#include "ui/common/languagemanager.h"
#include "ui/filecommands.h"
#include "ui/mainwindow.h"
#include "ui/quality/costpanel.h"
#include "ui/quality/qualitycosttab.h"
#include "ui/quality/resultsgridpanel.h"

#include <QPushButton>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace Qt::StringLiterals;
using namespace IteraGpu;
using namespace IteraGpu::Ui;

namespace {

const QByteArray kGridHeader
    = "run_id,date_utc,status,gpu_id,duration_days,lots,lot_price_cents,catalog_snapshot,device,device_name,dtype,"
      "batch,context,width,warmup,repeats,measurement_file,warm_forward_median_s,peak_allocated_bytes,"
      "peak_reserved_bytes,useful_units_submitted,accepted_results,quality_value,threshold_met,notes\n";

// A valid grid of `rows` CPU dry-run rows.
QByteArray gridText(int rows)
{
    QByteArray text = kGridHeader;
    for (int row = 1; row <= rows; ++row)
        text += "run-" + QByteArray::number(row) + ",2026-09-24T14:05:00Z,complete,,,,,,cpu,,float32,1,1,8,0,1,r"
            + QByteArray::number(row) + ".json,0.000412345,,,,,,,\n";
    return text;
}

// A valid catalog of `gpus` models at three durations each.
QByteArray catalogText(int gpus)
{
    QByteArray text = "gpu_id,model,gpus_per_lot,gpu_memory_gib,duration_days,price_cents,snapshot_date\n";
    for (int gpu = 0; gpu < gpus; ++gpu) {
        for (const char *days : {"3", "7", "30"})
            text += "g" + QByteArray::number(gpu) + ",M,1,80," + days + ",100,2026-09-24\n";
    }
    return text;
}

} // namespace

class TestBackgroundRead : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    LanguageManager m_languages;

    static BackgroundRead *indicator(MainWindow &window) { return window.findChild<BackgroundRead *>(); }
    static FileCommands *files(MainWindow &window) { return window.findChild<FileCommands *>(); }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_languages.setLanguage(u"en"_s);
    }

    // The open returns before the grid is read (the GUI thread is free meanwhile), the status bar
    // says what is read, and the grid arrives in the panel.
    void gridIsReadOffTheGuiThread()
    {
        const QString path = m_dir.filePath(u"many.csv"_s);
        VERIFY_OK(writeFixture(path, gridText(100'000)));
        MainWindow window(&m_languages);
        window.show();
        files(window)->openRecentGrid(path);
        BackgroundRead *read = indicator(window);
        QVERIFY(read);
        QVERIFY(read->isBusy()); // still reading: openRecentGrid did not wait for it
        QVERIFY(read->isVisibleTo(&window));
        QTRY_VERIFY_WITH_TIMEOUT(!read->isBusy(), 60'000);
        QCOMPARE(window.qualityCostTab()->grid().rowCount(), 100'000);
        QCOMPARE(window.qualityCostTab()->gridPanel()->filePath(), path);
        QVERIFY(!read->isVisibleTo(&window));
    }

    // Cancel reading: the grid that was open stays, the status bar says the reading stopped.
    void cancelledGridReadKeepsTheOpenGrid()
    {
        const QString small = m_dir.filePath(u"small.csv"_s);
        VERIFY_OK(writeFixture(small, gridText(3)));
        const QString large = m_dir.filePath(u"large.csv"_s);
        VERIFY_OK(writeFixture(large, gridText(200'000)));
        MainWindow window(&m_languages);
        window.show();
        files(window)->openRecentGrid(small);
        BackgroundRead *read = indicator(window);
        QTRY_VERIFY_WITH_TIMEOUT(!read->isBusy(), 30'000);
        QCOMPARE(window.qualityCostTab()->grid().rowCount(), 3);

        files(window)->openRecentGrid(large);
        QVERIFY(read->isBusy());
        read->findChild<QPushButton *>(u"cancelRead"_s)->click();
        QTRY_VERIFY_WITH_TIMEOUT(!read->isBusy(), 30'000);
        QCOMPARE(window.qualityCostTab()->grid().rowCount(), 3);
        QCOMPARE(window.qualityCostTab()->gridPanel()->filePath(), small);
        QVERIFY2(window.statusBar()->currentMessage().contains(u"large.csv: reading stopped (cancelled)"_s),
                 qPrintable(window.statusBar()->currentMessage()));
    }

    // A catalog the window could not show in reasonable time is refused in one line; the catalog
    // in use stays. One within the bound is shown.
    void catalogBeyondTheWindowsBoundIsRefused()
    {
        MainWindow window(&m_languages);
        window.show();
        CostPanel *cost = window.qualityCostTab()->costPanel();
        const int builtinRows = cost->catalogModel()->rowCount();
        QVERIFY(builtinRows > 0);
        const int gpus = int(CostPanel::kMaxShownTariffs / 3) + 1; // three rows per GPU: one over the bound
        const QString huge = m_dir.filePath(u"huge-catalog.csv"_s);
        VERIFY_OK(writeFixture(huge, catalogText(gpus)));
        const Status refused = cost->showCatalog(*Catalog::load(huge), huge);
        QVERIFY(!refused);
        QCOMPARE(refused.error(),
                 u"huge-catalog.csv: %1 tariffs; the window shows catalogs of at most %2 (the command "
                 u"line reads larger ones)"_s.arg(QLocale().toString(gpus * 3),
                                                  QLocale().toString(CostPanel::kMaxShownTariffs)));
        QCOMPARE(cost->catalogModel()->rowCount(), builtinRows);

        const QString fits = m_dir.filePath(u"fits.csv"_s);
        VERIFY_OK(writeFixture(fits, catalogText(int(CostPanel::kMaxShownTariffs / 3))));
        files(window)->openCatalogFile(fits);
        QTRY_VERIFY_WITH_TIMEOUT(!indicator(window)->isBusy(), 60'000);
        QCOMPARE(cost->catalogModel()->rowCount(), int(CostPanel::kMaxShownTariffs / 3) * 3);
    }
};

QTEST_MAIN(TestBackgroundRead)
#include "tst_backgroundread.moc"
