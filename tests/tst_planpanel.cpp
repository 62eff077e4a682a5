// "Which package holds it" in the real main window, offscreen: the table follows the estimate
// without the GUI thread waiting for it, gives the hand-computed verdicts for a 70e9 x 16-bit
// checkpoint with an 8192-token KV cache line against the shipped catalog, adds a measured line
// from an opened report, sets the calculator from a chosen row and exports what `plan --json` prints.
#include "checkpointfixture.h"
#include "clirun.h"
#include "core/measure/measurementreport.h"
#include "fixturefile.h"
#include "jsonschema.h"
#include "samplereports.h"
#include "ui/common/languagemanager.h"
#include "ui/estimate/checkpointpanel.h"
#include "ui/estimate/estimatetab.h"
#include "ui/estimate/planpanel.h"
#include "ui/estimate/plantablemodel.h"
#include "ui/mainwindow.h"
#include "ui/quality/costpanel.h"
#include "ui/quality/qualitycosttab.h"
#include "ui/reports/reportlibrary.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QItemSelectionModel>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace IteraGpu;
using namespace IteraGpu::Ui;

namespace {

constexpr int kWaitMs = 30'000;

// gpu_id -> "verdict headroom_bytes" of the shown rows.
QMap<QString, QString> verdicts(const PlanTableModel &model)
{
    QMap<QString, QString> result;
    for (const PlanRow &row : model.plan().rows)
        result.insert(row.tariff().gpuId, u"%1 %2"_s.arg(verdictKey(row.verdict)).arg(row.headroomBytes));
    return result;
}

int rowOf(const PlanTableModel &model, const QString &gpuId)
{
    for (int r = 0; r < model.rowCount(); ++r) {
        if (model.rowAt(r)->tariff().gpuId == gpuId)
            return r;
    }
    return -1;
}

} // namespace

class TestPlanPanel : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    LanguageManager m_languages;
    QString m_checkpoint70b;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // settings in a test location, never the user's
        QSettings().clear(); // no form remembered from an earlier run
        m_languages.setLanguage(u"en"_s);
        // 70e9 BF16 elements in 80 tensors of 875,000,000 (140e9 bytes, a hole on disk) and the
        // attention of a 70B Llama: 80 layers, 64 heads of 128 over 8192, 8 key/value heads.
        m_checkpoint70b = m_dir.filePath(u"llama70b"_s);
        QVERIFY(QDir().mkpath(m_checkpoint70b));
        QList<Fixture::SafeTensor> tensors;
        for (int i = 0; i < 80; ++i)
            tensors.append({"model.layers." + QByteArray::number(i) + ".weight", "BF16", {875'000'000}});
        qint64 data = 0;
        const QByteArray header = Fixture::safetensorsHeader(tensors, &data);
        QCOMPARE(data, qint64(140'000'000'000));
        VERIFY_OK(Fixture::writeSparse(m_checkpoint70b + u"/model.safetensors"_s, header, header.size() + data));
        VERIFY_OK(writeFixture(m_checkpoint70b + u"/config.json"_s,
                               R"({"architectures": ["LlamaForCausalLM"], "hidden_size": 8192, "model_type": "llama",
"num_attention_heads": 64, "num_hidden_layers": 80, "num_key_value_heads": 8, "torch_dtype": "bfloat16"})"));
    }

    void init() { QSettings().remove(u"forms/estimate-v1/planDays"_s); } // each test starts at a week

    void followsTheEstimateWithoutBlocking()
    {
        MainWindow window(&m_languages);
        EstimateTab *tab = window.estimateTab();
        PlanPanel *panel = tab->planPanel();
        QAbstractItemModelTester tester(panel->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTRY_VERIFY_WITH_TIMEOUT(!panel->isComputing(), kWaitMs);
        QCOMPARE(panel->model()->rowCount(), 15); // the shipped sample's 15 models for 7 days
        QCOMPARE(panel->days(), 7);

        // The change returns before the plan is computed: the computation is on the thread pool.
        QSignalSpy shown(panel, &PlanPanel::planShown);
        tab->parametersEdit()->setText(u"70e9"_s);
        tab->reserveEdit()->setText(u"0"_s);
        QVERIFY(panel->isComputing());
        QTRY_VERIFY_WITH_TIMEOUT(!panel->isComputing(), kWaitMs);
        QVERIFY(shown.size() >= 1);
        // Only the newest computation is shown: 70e9 x 2 bytes, no reserve.
        QCOMPARE(panel->model()->plan().neededBytes, qint64(140'000'000'000));
        const int h200 = rowOf(*panel->model(), u"h200"_s);
        QVERIFY(h200 >= 0);
        const QString verdict = panel->model()->index(h200, PlanTableModel::Verdict).data().toString();
        QVERIFY2(verdict.startsWith(u"tight: under 10 % headroom"_s), qPrintable(verdict));

        // A bad field empties the table and says why; a duration change follows too.
        tab->bitsEdit()->setText(u"0"_s);
        QTRY_VERIFY_WITH_TIMEOUT(!panel->isComputing(), kWaitMs);
        QCOMPARE(panel->model()->rowCount(), 0);
        QCOMPARE(panel->statusLabel()->text(), u"No plan: the estimate above has no result."_s);
        tab->bitsEdit()->setText(u"16"_s);
        panel->daysBox()->setCurrentIndex(panel->daysBox()->findData(30));
        QTRY_VERIFY_WITH_TIMEOUT(!panel->isComputing() && panel->model()->rowCount() == 15, kWaitMs);
        QCOMPARE(panel->model()->rowAt(0)->tariff().durationDays, 30);
        {
            // The duration is remembered for the next window; a stored value that is no duration is not.
            MainWindow next(&m_languages);
            QCOMPARE(next.estimateTab()->planPanel()->days(), 30);
            QSettings().setValue(u"forms/estimate-v1/planDays"_s, 5);
            MainWindow third(&m_languages);
            QCOMPARE(third.estimateTab()->planPanel()->days(), 7);
        }

        // What is not included is said once, by the estimate above (the plan leaves out the same); the
        // plan's own notes always give the snapshot and the notice.
        const QString notes = panel->notesLabel()->text();
        QVERIFY2(!notes.contains(u"Not included"_s), qPrintable(notes));
        const auto *exclusions = tab->findChild<QLabel *>(u"estimateExclusions"_s);
        QVERIFY(exclusions && exclusions->text().startsWith(u"Not included: activations"_s));
        QVERIFY(notes.contains(u"snapshot 2026-09-24 (illustrative sample)"_s));
        QVERIFY(notes.contains(u"Not proof of availability or reservation"_s));
    }

    // Below 0.01 GiB the need reads in MiB, never "0.00 GiB".
    void smallNeedReadsInMiB()
    {
        MainWindow window(&m_languages);
        EstimateTab *tab = window.estimateTab();
        PlanPanel *panel = tab->planPanel();
        QTRY_VERIFY_WITH_TIMEOUT(!panel->isComputing(), kWaitMs);
        tab->parametersEdit()->setText(u"1e6"_s);
        tab->bitsEdit()->setText(u"16"_s);
        tab->reserveEdit()->setText(u"0"_s);
        QTRY_VERIFY_WITH_TIMEOUT(!panel->isComputing() && panel->model()->plan().neededBytes == 2'000'000, kWaitMs);
        const QString status = panel->statusLabel()->text();
        QVERIFY2(status.contains(u"\nNeeded per GPU: 2,000,000 bytes (1.91 MiB);"_s), qPrintable(status));
        // The headline names the cheapest package that fits, with its price and duration: the first
        // fitting row of the table, whose price column stands beside its verdict.
        const PlanRow &first = panel->model()->plan().rows.constFirst();
        QCOMPARE(first.verdict, PlanVerdict::Fits);
        QVERIFY2(status.startsWith(u"Cheapest that fits: %1, $"_s.arg(first.tariff().model)), qPrintable(status));
        QVERIFY2(status.contains(u" for 7 days (one lot)."_s), qPrintable(status));
        QCOMPARE(panel->model()->sectionOf(PlanTableModel::Price), 2);
    }

    void verdictsInTheWindowsLanguage()
    {
        m_languages.setLanguage(u"de"_s);
        MainWindow window(&m_languages);
        EstimateTab *tab = window.estimateTab();
        PlanPanel *panel = tab->planPanel();
        tab->parametersEdit()->setText(u"70e9"_s);
        tab->reserveEdit()->setText(u"0"_s);
        QTRY_VERIFY_WITH_TIMEOUT(!panel->isComputing() && panel->model()->rowCount() > 0, kWaitMs);
        const QString verdict = panel->model()
                                    ->index(rowOf(*panel->model(), u"h200"_s), PlanTableModel::Verdict)
                                    .data(Qt::ToolTipRole)
                                    .toString();
        m_languages.setLanguage(u"en"_s);
        // The headroom's percentage as German writes it (a decimal comma), never the C form.
        QVERIFY2(QRegularExpression(u"\\d,\\d\\d\\s%"_s).match(verdict).hasMatch(), qPrintable(verdict));
        QVERIFY2(!QRegularExpression(u"\\d\\.\\d\\d"_s).match(verdict).hasMatch(), qPrintable(verdict));
    }

    void verdictsFor70bWithKvCache()
    {
        MainWindow window(&m_languages);
        EstimateTab *tab = window.estimateTab();
        PlanPanel *panel = tab->planPanel();
        CheckpointPanel *checkpoint = tab->checkpointPanel();
        tab->reserveEdit()->setText(u"0"_s);
        checkpoint->contextEdit()->setText(u"8192"_s);
        checkpoint->batchEdit()->setText(u"1"_s);
        checkpoint->kvBitsEdit()->setText(u"16"_s);
        checkpoint->kvBox()->setChecked(true);
        checkpoint->load(m_checkpoint70b);
        QTRY_VERIFY_WITH_TIMEOUT(checkpoint->checkpoint().has_value(), kWaitMs);
        QTRY_VERIFY_WITH_TIMEOUT(!panel->isComputing() && panel->model()->rowCount() == 15, kWaitMs);
        // 140,000,000,000 bytes of weights + 80 x 1 x 8192 x 8 x 256 x 2 = 2,684,354,560 bytes of KV cache.
        QCOMPARE(panel->model()->plan().neededBytes, qint64(142'684'354'560));
        // Headroom = GiB x 2^30 - 142,684,354,560; tight below 10 % of the memory (hand computation).
        const QMap<QString, QString> expected{
            {u"l4"_s, u"does_not_fit -116914550784"_s},
            {u"a10"_s, u"does_not_fit -116914550784"_s},
            {u"rtx4090"_s, u"does_not_fit -116914550784"_s},
            {u"rtx5090"_s, u"does_not_fit -108324616192"_s},
            {u"a100-40"_s, u"does_not_fit -99734681600"_s},
            {u"rtx6000ada"_s, u"does_not_fit -91144747008"_s},
            {u"l40s"_s, u"does_not_fit -91144747008"_s},
            {u"a100-80"_s, u"does_not_fit -56785008640"_s},
            {u"h100-pcie"_s, u"does_not_fit -56785008640"_s},
            {u"h100"_s, u"does_not_fit -56785008640"_s},
            {u"rtxpro6000"_s, u"does_not_fit -39605139456"_s},
            {u"gh200"_s, u"does_not_fit -39605139456"_s},
            {u"h200"_s, u"tight 8713242624"_s},
            {u"b200"_s, u"fits 50589173760"_s},
            {u"mi300x"_s, u"fits 63474075648"_s},
        };
        QCOMPARE(verdicts(*panel->model()), expected);
        // Fitting rows first, then tight, then not fitting; the B200 lot's split line beside, not the verdict.
        QCOMPARE(panel->model()->rowAt(2)->tariff().gpuId, u"h200"_s);
        const int b200 = rowOf(*panel->model(), u"b200"_s);
        QVERIFY(b200 < 2);
        const QModelIndex split = panel->model()->index(b200, panel->model()->sectionOf(PlanTableModel::Split));
        QCOMPARE(split.data(PlanTableModel::ExactRole).toLongLong(), qint64(71'342'177'280));
        QVERIFY(split.data(Qt::ToolTipRole).toString().contains(u"not measured"_s));
        const QString verdict = panel->model()->index(b200, PlanTableModel::Verdict).data().toString();
        QCOMPARE(verdict, u"fits"_s); // the headroom is a column of its own
        const QString sentence = panel->model()->index(b200, PlanTableModel::Verdict).data(Qt::ToolTipRole).toString();
        QVERIFY2(sentence.startsWith(u"the estimate's lines fit, 26"_s), qPrintable(sentence));
    }

    void measuredLineFromAnOpenedReport()
    {
        MainWindow window(&m_languages);
        QVERIFY(QDir().mkpath(m_dir.filePath(u"reports"_s)));
        const QStringList written = writeSampleReports(m_dir.filePath(u"reports"_s), RunStatus::Complete);
        QCOMPARE(written.size(), 3);
        const QString gpu = m_dir.filePath(u"reports/h100-figures.json"_s);
        VERIFY_OK(writeMeasurementReport(gpu, sampleReport(u"cuda:0"_s, RunStatus::Complete, 1, 3, true)));
        PlanPanel *panel = window.estimateTab()->planPanel();
        QSignalSpy opened(window.reports(), &ReportLibrary::openFinished);
        window.openReports({gpu, written.at(1)});
        QVERIFY(opened.wait(kWaitMs));
        QCOMPARE(panel->measuredBox()->count(), 3); // none, the two reports
        panel->measuredBox()->setCurrentIndex(1);
        QTRY_VERIFY_WITH_TIMEOUT(!panel->isComputing() && panel->model()->hasPlan(), kWaitMs);
        const PlanLine &measured = panel->model()->plan().input.lines.last();
        QCOMPARE(measured.kind, PlanLineKind::Measured);
        QCOMPARE(measured.bytes, qint64(536'870'912));
        QVERIFY2(measured.label.endsWith(u"measured on NVIDIA H100 80GB HBM3"_s), qPrintable(measured.label));
        // The measured line covers the runtime: the plan now leaves out less than the estimate and says so.
        const QString notes = panel->notesLabel()->text();
        QVERIFY2(notes.startsWith(u"Not included in the plan: activations"_s), qPrintable(notes));
        QVERIFY2(!notes.contains(u"libraries and runtime"_s), qPrintable(notes));
        // A CPU dry run has no device figures: refused inline, the plan goes on without it.
        panel->measuredBox()->setCurrentIndex(2);
        QTRY_VERIFY_WITH_TIMEOUT(!panel->isComputing(), kWaitMs);
        QVERIFY(panel->model()->plan().input.lines.last().kind != PlanLineKind::Measured);
        // Said, not snapped back: the choice stays, and the line under it says why it is not used.
        QCOMPARE(panel->measuredBox()->currentIndex(), 2);
        const auto *error = panel->findChild<QLabel *>(u"planError"_s);
        QVERIFY(error && error->isVisibleTo(panel));
        QVERIFY2(error->text().contains(QFileInfo(written.at(1)).fileName()), qPrintable(error->text()));
    }

    void choosingARowSetsTheCalculator()
    {
        MainWindow window(&m_languages);
        PlanPanel *panel = window.estimateTab()->planPanel();
        panel->daysBox()->setCurrentIndex(panel->daysBox()->findData(30));
        QTRY_VERIFY_WITH_TIMEOUT(!panel->isComputing() && panel->model()->rowCount() == 15, kWaitMs);
        QVERIFY(!panel->useButton()->isEnabled());
        const int h200 = rowOf(*panel->model(), u"h200"_s);
        panel->view()->selectRow(h200);
        QVERIFY(panel->useButton()->isEnabled());
        panel->useButton()->click();
        CostPanel *cost = window.qualityCostTab()->costPanel();
        QCOMPARE(cost->gpuBox()->currentData().toString(), u"h200"_s);
        QCOMPARE(cost->daysBox()->currentData().toInt(), 30);
        QVERIFY(cost->cost());
        QCOMPARE(cost->cost()->tariff.gpuId, u"h200"_s);
        // The calculator's catalog is the plan's: the window's table keeps to it.
        QCOMPARE(panel->catalog().tariffs().size(), cost->catalog().tariffs().size());
    }

    void spotColumnsInTheCatalogTableAndThePlan()
    {
        MainWindow window(&m_languages);
        PlanPanel *panel = window.estimateTab()->planPanel();
        CostPanel *cost = window.qualityCostTab()->costPanel();
        QCOMPARE(cost->catalogModel()->columnCount(), 8); // the shipped sample has no optional column
        auto catalog = Catalog::parse(u"gpu_id,model,gpus_per_lot,gpu_memory_gib,duration_days,price_cents,"
                                      u"snapshot_date,spot_price_cents,source,read_date\n"
                                      u"h200,NVIDIA H200,1,141,7,60480,2026-10-01,24192,Provider A,2026-09-30\n"_s,
                                      u"spot.csv"_s);
        QVERIFY2(catalog, qPrintable(catalog.error()));
        VERIFY_OK(cost->showCatalog(std::move(*catalog), m_dir.filePath(u"spot.csv"_s)));
        QCOMPARE(cost->catalogModel()->columnCount(), 11);
        QCOMPARE(cost->catalogModel()->horizontalHeaderItem(8)->text(), u"Spot price (may be interrupted)"_s);
        QCOMPARE(cost->catalogModel()->item(0, 9)->text(), u"Provider A"_s);
        // The plan follows the calculator's new catalog and shows its spot column.
        QTRY_VERIFY_WITH_TIMEOUT(!panel->isComputing() && panel->model()->rowCount() == 1, kWaitMs);
        const int spot = panel->model()->sectionOf(PlanTableModel::Spot);
        QVERIFY(spot >= 0);
        QCOMPARE(panel->model()->index(0, spot).data(PlanTableModel::ExactRole).toLongLong(), qint64(24192));
        QCOMPARE(panel->model()->headerData(spot, Qt::Horizontal).toString(), u"Spot price (may be interrupted)"_s);
    }

    void exportIsWhatPlanJsonPrints()
    {
        MainWindow window(&m_languages);
        EstimateTab *tab = window.estimateTab();
        PlanPanel *panel = tab->planPanel();
        tab->parametersEdit()->setText(u"70e9"_s);
        tab->bitsEdit()->setText(u"16"_s);
        tab->reserveEdit()->setText(u"2.5"_s);
        QTRY_VERIFY_WITH_TIMEOUT(!panel->isComputing() && panel->model()->rowCount() == 15, kWaitMs);
        const CliRun run = runCli({u"plan"_s, u"--parameters"_s, u"70e9"_s, u"--bits"_s, u"16"_s, u"--reserve-gib"_s,
                                   u"2.5"_s, u"--days"_s, u"7"_s, u"--json"_s});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(QString::fromUtf8(panel->planJson()), run.out);
        const CliRun csv = runCli({u"plan"_s, u"--parameters"_s, u"70e9"_s, u"--bits"_s, u"16"_s, u"--reserve-gib"_s,
                                   u"2.5"_s, u"--days"_s, u"7"_s, u"--csv"_s});
        QCOMPARE(csv.exitCode, 0);
        QCOMPARE(QString::fromUtf8(panel->planCsv()), csv.out);
        JsonSchemaValidator schemas;
        QVERIFY(schemas.addSchemaFile(QFINDTESTDATA("../resources/schema/plan.schema.json")));
        QCOMPARE(schemas.validate(QJsonDocument::fromJson(panel->planJson()).object(), u"plan.schema.json"_s),
                 QStringList());
    }
};

QTEST_MAIN(TestPlanPanel)
#include "tst_planpanel.moc"
