// The Quality and cost tab, driven offscreen: the protocol, the results grid, the calculator,
// a row from a real dry-run measurement, and the report bundle.
#include "core/files/manifest.h"
#include "fixturefile.h"
#include "ui/bundleexport.h"
#include "ui/common/languagemanager.h"
#include "ui/mainwindow.h"
#include "ui/measure/measuretab.h"
#include "ui/quality/costpanel.h"
#include "ui/quality/protocolpanel.h"
#include "ui/quality/qualitycosttab.h"
#include "ui/quality/resultsgridmodel.h"
#include "ui/quality/resultsgridpanel.h"
#include "ui/quality/tariffchoicedialog.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QComboBox>
#include <QCryptographicHash>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace Qt::StringLiterals;
using namespace IteraGpu;
using namespace IteraGpu::Ui;

namespace {

void fillProtocol(ProtocolPanel *panel)
{
    panel->setTypedFields({u"one ticket routed to the right queue"_s, u"accuracy against the human label"_s, u">="_s,
                           u"0.90"_s, u"1000 distinct tickets from March 2026"_s, u"1000"_s,
                           u"rent 7 days of H100 if >= 95 % of units pass"_s});
}

// Answers the tariff dialog that "Add row from last measurement" opens: checks what it preselected
// and shows, then picks the calculator's package or none.
void answerTariffDialog(bool fromCalculator, bool *preselectedNone, QString *calculatorText)
{
    QTimer::singleShot(0, [=] {
        auto *dialog = qobject_cast<TariffChoiceDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        *preselectedNone = dialog->noTariffChoice()->isChecked();
        *calculatorText = dialog->calculatorChoice()->text();
        (fromCalculator ? dialog->calculatorChoice() : dialog->noTariffChoice())->setChecked(true);
        dialog->accept();
    });
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// What File > Export bundle writes for loose files: the tabs' contents, then core's writer.
Result<QStringList> exportBundleNow(const QString &folder, MainWindow &window, QualityCostTab *tab)
{
    auto contents = bundleContents(window.measureTab(), window.environmentTab(), tab);
    return contents ? writeBundle(folder, *contents) : Result<QStringList>(contents.failure());
}

} // namespace

class TestQualityCost : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    LanguageManager m_languages;

    void measure(MainWindow &window, const QString &output)
    {
        MeasureTab *tab = window.measureTab();
        window.showTab(MainWindow::Tab::Measure);
        tab->setBackendPath(QStringLiteral(ITERAGPU_TORCH_MODULE));
        tab->deviceBox()->setCurrentText(u"cpu"_s);
        tab->field(u"batch"_s)->setText(u"1"_s);
        tab->field(u"context"_s)->setText(u"8"_s);
        tab->field(u"width"_s)->setText(u"32"_s);
        tab->field(u"warmup"_s)->setText(u"1"_s);
        tab->field(u"repeats"_s)->setText(u"2"_s);
        tab->field(u"output"_s)->setText(output);
        QSignalSpy finished(tab, &MeasureTab::measurementFinished);
        QTest::mouseClick(tab->runButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60'000);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_languages.setLanguage(u"en"_s);
    }

    void protocolFixAndAmend()
    {
        MainWindow window(&m_languages);
        window.show();
        QualityCostTab *tab = window.qualityCostTab();
        ProtocolPanel *protocol = tab->protocolPanel();
        protocol->setTypedFields({u"unit"_s, u"metric"_s, u">="_s, u"0,9"_s, u"corpus"_s, u"10"_s, u"rule"_s});
        QVERIFY(!protocol->fix()); // in English a comma is not a decimal point (tst_typednumbers: in de, es, fr it is)
        QCOMPARE(protocol->errorLabel()->text(), u"threshold: must be a number such as 2.5 or 1,234.5, got '0,9'"_s);
        QCOMPARE(protocol->typedFields().threshold, u"0,9"_s); // kept as typed
        fillProtocol(protocol);
        QVERIFY(protocol->fix());
        QVERIFY(protocol->stateLabel()->text().contains(protocol->protocol().lock()->sha256));
        QCOMPARE(protocol->protocol().lock()->sha256.size(), 64);

        // A result row exists: a change without a reason is refused, the typed change stays.
        ResultRow row;
        row[ResultColumn::RunId] = u"run-001"_s;
        row[ResultColumn::DateUtc] = u"2026-09-24T14:05:00Z"_s;
        row[ResultColumn::RunStatus] = u"complete"_s;
        QVERIFY(tab->gridPanel()->addRow(row));
        ProtocolFields changed = protocol->typedFields();
        changed.threshold = u"0.85"_s;
        protocol->setTypedFields(changed);
        QVERIFY(!protocol->amend());
        QCOMPARE(protocol->errorLabel()->text(), u"reason: results exist already, so an amendment needs a reason"_s);
        QCOMPARE(protocol->typedFields().threshold, u"0.85"_s);
        QCOMPARE(protocol->protocol().fields().threshold, u"0.90"_s);
        protocol->reasonEdit()->setText(u"40 labels were wrong"_s);
        QVERIFY(protocol->amend());
        QCOMPARE(protocol->protocol().history().size(), 1);
        QCOMPARE(protocol->protocol().fields().threshold, u"0.85"_s);
        QVERIFY(tab->hasUnsavedChanges());
        QString error;
        const QString path = m_dir.filePath(u"protocol.json"_s);
        VERIFY_OK(protocol->save(path));
        ProtocolPanel reloaded;
        VERIFY_OK(reloaded.load(path));
        QCOMPARE(reloaded.protocol().history().size(), 1);
        QCOMPARE(reloaded.typedFields().threshold, u"0.85"_s);
    }

    void gridEditsUndoAndRoundTrip()
    {
        MainWindow window(&m_languages);
        window.show();
        ResultsGridPanel *panel = window.qualityCostTab()->gridPanel();
        ResultsGridModel *model = panel->model();
        QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTest::mouseClick(panel->findChildren<QPushButton *>().first(), Qt::LeftButton); // Add row
        QCOMPARE(model->rowCount(), 0); // refused: no result row before the protocol is fixed
        fillProtocol(window.qualityCostTab()->protocolPanel());
        QVERIFY(window.qualityCostTab()->protocolPanel()->fix());
        QTest::mouseClick(panel->findChildren<QPushButton *>().first(), Qt::LeftButton);
        QCOMPARE(model->rowCount(), 1);
        QCOMPARE(model->index(0, ResultColumn::RunId).data().toString(), u"run-001"_s);
        // The caption above the grid names every cell that Add row filled in, and no other.
        const auto *caption = window.qualityCostTab()->findChild<QLabel *>(u"gridTitle"_s);
        QVERIFY(caption);
        for (int c = 0; c < ResultColumn::Count; ++c) {
            const bool filled = !model->index(0, c).data().toString().isEmpty();
            const QString title = ResultsGrid::columnTitle(c);
            QVERIFY2(caption->text().contains(title) == filled, qPrintable(title + u": "_s + caption->text()));
        }
        // Typed values, cell by cell.
        QVERIFY(model->setData(model->index(0, ResultColumn::Batch), u"4"_s));
        QVERIFY(model->setData(model->index(0, ResultColumn::Notes), u"pilot, \"first\" run\nsecond line"_s));
        QVERIFY(model->setData(model->index(0, ResultColumn::QualityValue), u"0.93"_s));
        // A bad cell: refused with its reason, the grid unchanged, the typed text reported back.
        QSignalSpy refused(model, &ResultsGridModel::editRefused);
        QVERIFY(!model->setData(model->index(0, ResultColumn::Batch), u"abc"_s));
        QCOMPARE(refused.size(), 1);
        QCOMPARE(refused.first().at(1).toString(), u"abc"_s);
        // The column as the window names it, not the file's key.
        QCOMPARE(panel->messageLabel()->text(),
                 u"Batch: must be a whole number from 1 to 2147483648 written with digits only, got 'abc'"_s);
        QCOMPARE(model->index(0, ResultColumn::Batch).data().toString(), u"4"_s);
        QVERIFY(!model->setData(model->index(0, ResultColumn::DurationDays), u"5"_s));
        QVERIFY(!model->setData(model->index(0, ResultColumn::WarmForwardMedianS), u"0,5"_s));
        // Undo and redo.
        QVERIFY(model->setData(model->index(0, ResultColumn::Batch), u"8"_s));
        model->undoStack()->undo();
        QCOMPARE(model->index(0, ResultColumn::Batch).data().toString(), u"4"_s);
        model->undoStack()->redo();
        QCOMPARE(model->index(0, ResultColumn::Batch).data().toString(), u"8"_s);
        QString error;
        VERIFY_OK(model->duplicateResultRow(0));
        QCOMPARE(model->rowCount(), 2);
        QCOMPARE(model->index(1, ResultColumn::RunId).data().toString(), u"run-002"_s);
        QVERIFY(model->removeResultRows({0}));
        QCOMPARE(model->rowCount(), 1);
        model->undoStack()->undo();
        QCOMPARE(model->rowCount(), 2);
        QCOMPARE(model->index(0, ResultColumn::RunId).data().toString(), u"run-001"_s);
        // Sorting the view never changes the saved order.
        panel->view()->sortByColumn(ResultColumn::RunId, Qt::DescendingOrder);
        const QString first = m_dir.filePath(u"grid-1.csv"_s);
        VERIFY_OK(panel->saveFile(first));
        QVERIFY(!panel->isModified());
        QVERIFY(readAll(first).contains("run-001,")
                && readAll(first).indexOf("run-001") < readAll(first).indexOf("run-002"));
        ResultsGridPanel other;
        VERIFY_OK(other.openFile(first));
        const QString second = m_dir.filePath(u"grid-2.csv"_s);
        VERIFY_OK(other.saveFile(second));
        QCOMPARE(readAll(second), readAll(first)); // byte-identical round trip
        // A broken file is refused with its line; the grid already open stays.
        const QString bad = m_dir.filePath(u"bad.csv"_s);
        VERIFY_OK(
            writeFixture(bad, readAll(first) + "run-003,2026-09-24T14:05:00Z,complete,,,,,,,,,many,,,,,,,,,,,,,\r\n"));
        error = other.openFile(bad).error();
        QVERIFY(!error.isEmpty());
        QVERIFY2(error.contains(u"line 6: Batch (batch):"_s), qPrintable(error)); // the notes cell spans two lines
        QCOMPARE(other.model()->rowCount(), 2);
    }

    void costNeedsAnExplicitDenominator()
    {
        MainWindow window(&m_languages);
        window.show();
        QualityCostTab *tab = window.qualityCostTab();
        window.showTab(MainWindow::Tab::QualityCost);
        CostPanel *cost = tab->costPanel();
        cost->gpuBox()->setCurrentIndex(cost->gpuBox()->findData(u"b200"_s));
        cost->daysBox()->setCurrentIndex(cost->daysBox()->findData(7));
        cost->lotsEdit()->setText(u"2"_s);
        QVERIFY(cost->cost());
        QCOMPARE(cost->cost()->totalCents, qint64(309120));
        QVERIFY(!cost->cost()->hasUnitCost());
        QVERIFY(cost->resultLabel()->text().contains(u"not computed"_s));
        cost->acceptedEdit()->setText(u"0"_s);
        QVERIFY(!cost->cost());
        // The message names the field by its label, and the field at fault is marked by its key.
        QCOMPARE(cost->errorLabel()->text(),
                 u"Accepted results: must be a positive whole number of distinct accepted results; 0 is refused "
                 u"(leave it out and the unit cost stays not computed)"_s);
        QVERIFY(!cost->acceptedEdit()->styleSheet().isEmpty());
        QVERIFY(cost->lotsEdit()->styleSheet().isEmpty());
        QCOMPARE(cost->acceptedEdit()->text(), u"0"_s);
        cost->lotsEdit()->setText(u"10001"_s); // both fields at fault: both marked, both messages
        QCOMPARE(cost->errorLabel()->text(),
                 u"Lots: must be a whole number from 1 to 10000, got '10001'\nAccepted results: must be a positive "
                 u"whole number of distinct accepted results; 0 is refused (leave it out and the unit cost stays not "
                 u"computed)"_s);
        QVERIFY(!cost->lotsEdit()->styleSheet().isEmpty());
        QVERIFY(!cost->acceptedEdit()->styleSheet().isEmpty());
        cost->lotsEdit()->setText(u"2"_s);
        cost->acceptedEdit()->setText(u"2.5"_s);
        QVERIFY(!cost->cost());
        cost->acceptedEdit()->clear();
        // The grid total is offered, and used only on click. A row needs the fixed protocol first.
        ResultRow row;
        row[ResultColumn::RunId] = u"run-001"_s;
        row[ResultColumn::DateUtc] = u"2026-09-24T14:05:00Z"_s;
        row[ResultColumn::RunStatus] = u"complete"_s;
        row[ResultColumn::UsefulUnitsSubmitted] = u"1200"_s;
        row[ResultColumn::AcceptedResults] = u"1000"_s;
        QVERIFY(!tab->gridPanel()->addRow(row));
        QVERIFY(tab->gridPanel()->messageLabel()->text().contains(u"before the protocol is fixed"_s));
        fillProtocol(tab->protocolPanel());
        QVERIFY(tab->protocolPanel()->fix());
        QVERIFY(tab->gridPanel()->addRow(row));
        // Not pinned to the calculator's package: not counted, and the window says why.
        QVERIFY(!cost->useGridTotalButton()->isEnabled());
        QVERIFY(cost->gridTotalLabel()->text().contains(u"1 of another package"_s));
        QVERIFY(
            tab->gridPanel()->model()->setData(tab->gridPanel()->model()->index(0, ResultColumn::Device), u"cpu"_s));
        QVERIFY(cost->gridTotalLabel()->text().contains(u"1 dry run"_s));
        tab->gridPanel()->model()->removeResultRows({0});
        const PackageCost package = *cost->cost();
        row[ResultColumn::GpuId] = package.tariff.gpuId;
        row[ResultColumn::DurationDays] = QString::number(package.tariff.durationDays);
        row[ResultColumn::Lots] = QString::number(package.request.lots);
        row[ResultColumn::LotPriceCents] = QString::number(package.tariff.priceCents);
        row[ResultColumn::CatalogSnapshot] = package.tariff.snapshot;
        QVERIFY(tab->gridPanel()->addRow(row));
        QVERIFY(cost->useGridTotalButton()->isEnabled());
        QVERIFY(cost->useGridTotalButton()->text().contains(u"1,000"_s));
        QVERIFY(cost->acceptedEdit()->text().isEmpty());
        QTest::mouseClick(cost->useGridTotalButton(), Qt::LeftButton);
        QCOMPARE(cost->acceptedEdit()->text(), u"1000"_s);
        QCOMPARE(cost->cost()->unitCostCentsText(), u"309.12"_s);
        QVERIFY(cost->resultLabel()->text().contains(u"$3.0912"_s));
        QString error;
        VERIFY_OK(tab->exportCostJson(m_dir.filePath(u"cost.json"_s)));
        QVERIFY(readAll(m_dir.filePath(u"cost.json"_s)).contains("\"unit_cost_cents\": \"309.12\""));
    }

    void badCatalogKeepsTheOldOne()
    {
        CostPanel cost;
        const QString bad = m_dir.filePath(u"bad-catalog.csv"_s);
        VERIFY_OK(writeFixture(bad,
                               "gpu_id,model,gpus_per_lot,gpu_memory_gib,duration_days,price_cents,snapshot_date\n"
                               "x1,Model X,1,16,3,12.50,2026-01-01\n"));
        QString error;
        error = cost.openCatalog(bad).error();
        QVERIFY(!error.isEmpty());
        QVERIFY2(error.contains(u"line 2, price_cents"_s), qPrintable(error));
        QCOMPARE(cost.catalogModel()->rowCount(), 45);
        QCOMPARE(cost.catalog().tariffs().size(), 45);
    }

    void rowFromMeasurementAndBundle()
    {
        MainWindow window(&m_languages);
        window.show();
        QualityCostTab *tab = window.qualityCostTab();
        fillProtocol(tab->protocolPanel());
        QVERIFY(tab->protocolPanel()->fix());
        CostPanel *cost = tab->costPanel();
        cost->gpuBox()->setCurrentIndex(cost->gpuBox()->findData(u"h100"_s));
        cost->daysBox()->setCurrentIndex(cost->daysBox()->findData(7));
        QVERIFY(!tab->addFromMeasurementButton()->isEnabled());
        const QString output = m_dir.filePath(u"bundle-run.json"_s);
        measure(window, output);
        window.showTab(MainWindow::Tab::QualityCost);
        QVERIFY(tab->addFromMeasurementButton()->isEnabled());
        // The tariff is asked for: a CPU dry run preselects "no tariff"; the calculator's package is
        // offered, named as coming from the calculator.
        bool preselectedNone = false;
        QString calculatorText;
        answerTariffDialog(true, &preselectedNone, &calculatorText);
        QTest::mouseClick(tab->addFromMeasurementButton(), Qt::LeftButton);
        QVERIFY(preselectedNone);
        QCOMPARE(calculatorText, u"&From the calculator: NVIDIA H100 SXM, 7 days, 1 lot"_s);
        const ResultsGrid &grid = tab->gridPanel()->model()->grid();
        QTRY_COMPARE_WITH_TIMEOUT(grid.rowCount(), 1, 10'000); // the report is hashed by a job
        const ResultRow &row = grid.row(0);
        QCOMPARE(row[ResultColumn::RunStatus], u"complete"_s);
        QCOMPARE(row[ResultColumn::Device], u"cpu"_s);
        QCOMPARE(row[ResultColumn::Width], u"32"_s);
        QCOMPARE(row[ResultColumn::MeasurementFile], u"bundle-run.json"_s);
        // Its notes cite the report file and its hash, as a row from an opened report does.
        QFile written(output);
        QVERIFY(written.open(QIODevice::ReadOnly));
        const QString sha = QString::fromLatin1(
            QCryptographicHash::hash(written.readAll(), QCryptographicHash::Sha256).toHex().left(16));
        QVERIFY2(row[ResultColumn::Notes].startsWith(u"report bundle-run.json sha256:"_s + sha + u"; "_s),
                 qPrintable(row[ResultColumn::Notes]));
        QVERIFY(!row[ResultColumn::WarmForwardMedianS].isEmpty());
        QVERIFY(row[ResultColumn::PeakAllocatedBytes].isEmpty()); // no counters on the CPU
        // A CPU dry run never carries a tariff, even when the calculator's package was picked.
        QVERIFY(row[ResultColumn::GpuId].isEmpty());
        QVERIFY(row[ResultColumn::LotPriceCents].isEmpty());
        QVERIFY(row[ResultColumn::CatalogSnapshot].isEmpty());
        QVERIFY(row[ResultColumn::UsefulUnitsSubmitted].isEmpty()); // nothing invented
        ResultsGridPanel *panel = tab->gridPanel();
        QCOMPARE(panel->model()->problems().size(), 0);
        QCOMPARE(panel->problemsLabel()->text(),
                 u"No problem found across the rows, the loaded catalog and the protocol."_s);

        // The same run again is refused with the row that cites it, as `iteragpu experiment add`
        // refuses it.
        answerTariffDialog(false, &preselectedNone, &calculatorText);
        QTest::mouseClick(tab->addFromMeasurementButton(), Qt::LeftButton);
        QTRY_VERIFY2_WITH_TIMEOUT(panel->messageLabel()->text().contains(u"already cited by row 1 (run-001)"_s),
                                  qPrintable(panel->messageLabel()->text()), 10'000);
        QCOMPARE(grid.rowCount(), 1);
        // A row copied by hand repeats it too: shown in place and below the grid.
        QVERIFY(panel->model()->duplicateResultRow(0));
        QCOMPARE(grid.rowCount(), 2);
        QVERIFY(grid.row(1)[ResultColumn::GpuId].isEmpty());
        QVERIFY(grid.row(1)[ResultColumn::LotPriceCents].isEmpty());
        const QString repeated = u"Row 2 (run-002), Measurement file: 'bundle-run.json' is already the measurement "
                                 u"of row 1 (run-001); a repetition is not a new useful unit"_s;
        const QModelIndex cell = panel->model()->index(1, ResultColumn::MeasurementFile);
        QCOMPARE(cell.data(Qt::ToolTipRole).toString(), repeated);
        QVERIFY(cell.data(Qt::BackgroundRole).isValid());
        QVERIFY(!panel->model()->index(1, ResultColumn::Batch).data(Qt::BackgroundRole).isValid());
        QCOMPARE(panel->problemsLabel()->text(), u"1 open problem. First: "_s + repeated);

        // The bundle export lists the open problem and asks; cancelled, nothing is written.
        QString asked;
        QTimer::singleShot(0, [&asked] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box)
                return;
            asked = box->text() + u'\n' + box->informativeText();
            box->reject();
        });
        QVERIFY(!confirmGridProblems(&window, tab));
        QVERIFY2(asked.startsWith(u"The results grid has 1 open problem:\n• "_s + repeated), qPrintable(asked));

        // Written anyway, the manifest records it for `iteragpu verify`.
        const QString openFolder = m_dir.filePath(u"bundle-open"_s);
        QVERIFY(exportBundleNow(openFolder, window, tab));
        const ManifestCheck openCheck = checkManifest(openFolder);
        QVERIFY(openCheck.verified());
        QCOMPARE(openCheck.recorded.size(), 1);
        QCOMPARE(openCheck.recorded.first().message, repeated);

        // Kept with a reason: no open problem, no question.
        panel->view()->setCurrentIndex(panel->view()->model()->index(1, ResultColumn::Notes));
        QVERIFY(panel->keepRowButton()->isEnabled());
        QVERIFY(!panel->keepRow(1, u"  "_s));
        QVERIFY(panel->keepRow(1, u"second look at the same run"_s));
        QVERIFY(grid.row(1)[ResultColumn::Notes].contains(u"; protocol-sha256:"_s)); // the version in force
        QVERIFY(grid.row(1)[ResultColumn::Notes].endsWith(u"; accepted: second look at the same run"_s));
        QVERIFY(!panel->keepRowButton()->isEnabled());
        QCOMPARE(cell.data(Qt::ToolTipRole).toString(), repeated + u" (kept: second look at the same run)"_s);
        QCOMPARE(panel->problemsLabel()->text(), u"No open problem; 1 row problem kept with a reason in the notes."_s);
        QVERIFY(confirmGridProblems(&window, tab));
        panel->model()->undoStack()->undo();
        panel->model()->undoStack()->undo(); // back to the one consistent row
        QCOMPARE(grid.rowCount(), 1);

        const QString folder = m_dir.filePath(u"bundle"_s);
        auto notes = exportBundleNow(folder, window, tab);
        QVERIFY2(notes, qPrintable(notes.error()));
        auto verified = verifyManifest(folder);
        QVERIFY2(verified, qPrintable(verified.error()));
        QStringList names;
        for (const ManifestMember &m : *verified)
            names.append(m.name);
        QCOMPARE(names,
                 (QStringList{u"chart-memory.png"_s, u"chart-predicted-vs-measured.png"_s, u"chart-time.png"_s,
                              u"cost.json"_s, u"measurement.json"_s, u"phases.csv"_s, u"protocol.json"_s,
                              u"resultats-bruts.csv"_s}));
        QVERIFY(!exportBundleNow(folder, window, tab)); // never into an existing folder
    }

    void tariffDialogChoices()
    {
        auto catalog = Catalog::loadBuiltin();
        QVERIFY(catalog);
        auto cost = computePackageCost(*catalog, {u"l4"_s, 3, 2, std::nullopt},
                                       [](QStringView key) { return key.toString(); });
        QVERIFY2(cost, qPrintable(cost.error()));

        TariffChoiceDialog gpuRun(*cost, false, u"run.json"_s);
        QVERIFY(gpuRun.calculatorChoice()->isChecked()); // a GPU run: the calculator's package
        QCOMPARE(gpuRun.calculatorChoice()->text(), u"&From the calculator: NVIDIA L4, 3 days, 2 lots"_s);
        QCOMPARE(gpuRun.chosen()->tariff.gpuId, u"l4"_s);
        QCOMPARE(gpuRun.chosen()->request.lots, 2);
        gpuRun.noTariffChoice()->setChecked(true);
        QVERIFY(!gpuRun.chosen());

        TariffChoiceDialog dryRun(*cost, true, u"run.json"_s);
        QVERIFY(dryRun.noTariffChoice()->isChecked()); // a CPU dry run: no tariff, and none can be chosen
        QVERIFY(!dryRun.calculatorChoice()->isEnabled());
        QVERIFY(!dryRun.chosen());
        dryRun.calculatorChoice()->setChecked(true);
        QVERIFY(!dryRun.chosen());

        TariffChoiceDialog noCost(std::nullopt, false, u"run.json"_s);
        QVERIFY(!noCost.calculatorChoice()->isEnabled());
        QVERIFY(noCost.noTariffChoice()->isChecked());
        QVERIFY(!noCost.chosen());
    }

    void gridProblemsFollowCatalogAndProtocol()
    {
        MainWindow window(&m_languages);
        window.show();
        QualityCostTab *tab = window.qualityCostTab();
        ResultsGridPanel *panel = tab->gridPanel();
        ResultsGridModel *model = panel->model();
        QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        // As a grid file would hold it (the window refuses new rows before the protocol is fixed).
        ResultRow newRow;
        newRow[ResultColumn::RunId] = u"run-001"_s;
        newRow[ResultColumn::DateUtc] = u"2026-09-24T14:05:00Z"_s;
        newRow[ResultColumn::RunStatus] = u"complete"_s;
        VERIFY_OK(model->insertResultRow(0, newRow));
        // A new row is no CPU dry run: its empty tariff is a problem until filled.
        QCOMPARE(model->problems().size(), 1);
        QCOMPARE(model->problems().first().kind, GridProblemKind::MissingTariff);
        QVERIFY(model->setData(model->index(0, ResultColumn::Device), u"cpu"_s));
        QCOMPARE(model->problems().size(), 0);
        // A GPU run again, its tariff filled but for the GPU model.
        QVERIFY(model->setData(model->index(0, ResultColumn::Device), u"cuda:0"_s));
        for (const auto &[column, text] : {std::pair{int(ResultColumn::DurationDays), u"7"_s},
                                           {int(ResultColumn::Lots), u"1"_s},
                                           {int(ResultColumn::LotPriceCents), u"1000"_s}})
            QVERIFY(model->setData(model->index(0, column), text));
        QVERIFY(model->setData(model->index(0, ResultColumn::GpuId), u"tpu-v5"_s));
        QCOMPARE(model->index(0, ResultColumn::GpuId).data(Qt::ToolTipRole).toString(),
                 u"Row 1 (run-001), GPU: 'tpu-v5' is not in the loaded tariff catalog"_s);
        QVERIFY(model->setData(model->index(0, ResultColumn::GpuId), u"l4"_s));
        QCOMPARE(model->problems().size(), 0);
        // threshold_met against the protocol as typed.
        QVERIFY(model->setData(model->index(0, ResultColumn::QualityValue), u"0.95"_s));
        QVERIFY(model->setData(model->index(0, ResultColumn::ThresholdMet), u"no"_s));
        QCOMPARE(model->problems().size(), 0); // no threshold typed yet
        fillProtocol(tab->protocolPanel());
        QCOMPARE(model->problems().size(), 1);
        QCOMPARE(model->index(0, ResultColumn::ThresholdMet).data(Qt::ToolTipRole).toString(),
                 u"Row 1 (run-001), Threshold met: says no, but the quality value 0.95 meets the protocol's "
                 u"threshold (>= 0.90)"_s);
        QVERIFY(model->index(0, ResultColumn::QualityValue).data(Qt::BackgroundRole).isValid());
        QVERIFY(!model->index(0, ResultColumn::ThresholdMet).data(Qt::DecorationRole).isNull());
        QVERIFY(model->setData(model->index(0, ResultColumn::ThresholdMet), u"yes"_s));
        QCOMPARE(model->problems().size(), 0);
    }

    void headersAreTranslatedAndFit()
    {
        MainWindow window(&m_languages);
        window.resize(1024, 640);
        window.show();
        ResultsGridPanel *panel = window.qualityCostTab()->gridPanel();
        QHeaderView *header = panel->view()->horizontalHeader();
        const auto check = [&](const QString &title) {
            QCOMPARE(panel->model()->headerData(ResultColumn::ThresholdMet, Qt::Horizontal).toString(), title);
            QCOMPARE(panel->model()
                         ->headerData(ResultColumn::ThresholdMet, Qt::Horizontal, Qt::ToolTipRole)
                         .toString()
                         .right(13),
                     u"threshold_met"_s);
            for (int c = 0; c < ResultColumn::Count; ++c) {
                const QString text = panel->model()->headerData(c, Qt::Horizontal).toString();
                QVERIFY2(header->sectionSize(c) >= header->fontMetrics().horizontalAdvance(text),
                         qPrintable(u"%1: %2 px for '%3'"_s.arg(c).arg(header->sectionSize(c)).arg(text)));
            }
        };
        check(u"Threshold met"_s);
        QCOMPARE(panel->model()->headerData(ResultColumn::LotPriceCents, Qt::Horizontal).toString(),
                 u"Lot price (cents)"_s);
        for (const QString &language : {u"fr"_s, u"de"_s, u"es"_s}) {
            window.setLanguage(language);
            const QString title = panel->model()->headerData(ResultColumn::ThresholdMet, Qt::Horizontal).toString();
            QVERIFY2(title != u"Threshold met"_s, qPrintable(language));
            check(title);
        }
        window.setLanguage(u"en"_s);
        check(u"Threshold met"_s);
        // The file keeps its names.
        QCOMPARE(ResultsGrid::header().at(ResultColumn::ThresholdMet), u"threshold_met"_s);
    }
};

QTEST_MAIN(TestQualityCost)
#include "tst_qualitycost.moc"
