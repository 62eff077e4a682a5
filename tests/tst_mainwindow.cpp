// Drives the real main window offscreen: typing into the estimate, a dry-run measurement with the
// real torch module, cancel, a missing backend, switching languages, and model consistency.
#include "fixturefile.h"
#include "jsonschema.h"
#include "ui/common/languagemanager.h"
#include "ui/environment/environmenttab.h"
#include "ui/estimate/estimatetab.h"
#include "ui/mainwindow.h"
#include "ui/measure/measuretab.h"
#include "ui/quality/costpanel.h"
#include "ui/quality/qualitycosttab.h"
#include "ui/run/phasecharts.h"
#include "ui/run/phasetablemodel.h"
#include "ui/widgets/chartview.h"

#include <QAbstractItemModelTester>
#include <QBarSeries>
#include <QBarSet>
#include <QComboBox>
#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace IteraGpu;
using namespace IteraGpu::Ui;

class TestMainWindow : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    JsonSchemaValidator m_schemas;
    LanguageManager m_languages;

    void configure(MeasureTab *tab, const QString &output, const QString &repeats = u"2"_s)
    {
        tab->deviceBox()->setCurrentText(u"cpu"_s);
        tab->dtypeBox()->setCurrentText(u"float32"_s);
        tab->field(u"batch"_s)->setText(u"1"_s);
        tab->field(u"context"_s)->setText(u"16"_s);
        tab->field(u"width"_s)->setText(u"64"_s);
        tab->field(u"hidden"_s)->clear();
        tab->field(u"warmup"_s)->setText(u"1"_s);
        tab->field(u"repeats"_s)->setText(repeats);
        tab->field(u"output"_s)->setText(output);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // settings in a test location, never the user's
        m_languages.setLanguage(u"en"_s);
        QVERIFY(m_schemas.addSchemaFile(QFINDTESTDATA("../resources/schema/measurement.schema.json")));
        QVERIFY(m_schemas.addSchemaFile(QFINDTESTDATA("../resources/schema/environment.schema.json")));
    }

    void estimateRecomputesAsTheUserTypes()
    {
        MainWindow window(&m_languages);
        window.show();
        EstimateTab *tab = window.estimateTab();
        QVERIFY(tab->resultText().contains(u"14,000,000,000 bytes"_s));
        QVERIFY(tab->resultText().contains(u"13.04 GiB"_s));
        QVERIFY(tab->resultText().contains(u"17.04 GiB"_s));
        QVERIFY(tab->resultText().contains(u"2 bytes per parameter"_s));

        tab->bitsEdit()->clear();
        QTest::keyClicks(tab->bitsEdit(), u"4"_s);
        QVERIFY2(tab->resultText().contains(u"1 byte per parameter"_s), qPrintable(tab->resultText()));
        QVERIFY(tab->resultText().contains(u"7,000,000,000 bytes"_s));

        // Bad input: marked inline with the reason, the text the user typed stays.
        QTest::keyClicks(tab->bitsEdit(), u".555"_s);
        QCOMPARE(tab->bitsEdit()->text(), u"4.555"_s);
        auto *error = tab->findChild<QLabel *>(u"estimateError"_s);
        QVERIFY(error->isVisibleTo(tab));
        QCOMPARE(error->text(),
                 u"Bits per parameter: must be a number of bits from 1 to 64 with at most 2 decimals, such as 16, 4 "
                 u"or 4.5, got '4.555'"_s);
        QVERIFY(!tab->bitsEdit()->styleSheet().isEmpty());
        QVERIFY(tab->parametersEdit()->styleSheet().isEmpty());
        QVERIFY(tab->reserveEdit()->styleSheet().isEmpty());
        QVERIFY(tab->resultText().startsWith(u"No result"_s));
        tab->reserveEdit()->setText(u"-1"_s);
        tab->bitsEdit()->setText(u"8"_s);
        QCOMPARE(error->text(), u"Reserve (GiB): must not be negative, got '-1'"_s);
        QVERIFY(!tab->reserveEdit()->styleSheet().isEmpty());
        QVERIFY(tab->bitsEdit()->styleSheet().isEmpty());
        QCOMPARE(tab->reserveEdit()->text(), u"-1"_s);
    }

    void dryRunMeasurementThroughTheGui()
    {
        MainWindow window(&m_languages);
        window.show();
        MeasureTab *tab = window.measureTab();
        tab->setBackendPath(QStringLiteral(ITERAGPU_TORCH_MODULE));
        QAbstractItemModelTester tester(tab->phaseModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        const QString output = m_dir.filePath(u"gui-run.json"_s);
        configure(tab, output);
        QVERIFY(tab->predictionLabel()->text().contains(u"Prediction"_s));
        QVERIFY(tab->runButton()->isEnabled());
        QSignalSpy finished(tab, &MeasureTab::measurementFinished);
        QTest::mouseClick(tab->runButton(), Qt::LeftButton);
        QVERIFY(tab->cancelButton()->isEnabled());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60'000);
        QCOMPARE(tab->phaseModel()->rowCount(), 6);
        QStringList phases;
        for (int r = 0; r < 6; ++r)
            phases.append(tab->phaseModel()->index(r, PhaseTableModel::Phase).data().toString());
        QCOMPARE(phases,
                 (QStringList{u"model_load"_s, u"inputs"_s, u"cold_forward"_s, u"warmup"_s, u"warm_forward"_s,
                              u"warm_forward"_s}));
        QCOMPARE(tab->phaseModel()->index(0, PhaseTableModel::PeakAllocated).data().toString(), u"n/a"_s);
        QVERIFY(tab->statusLabel()->text().contains(u"Complete."_s));
        // Charts were filled: six time bars; the prediction is plotted, the CPU has no measured counters.
        QCOMPARE(tab->charts()->timeSeries()->barSets().size(), 1);
        QCOMPARE(tab->charts()->timeSeries()->barSets().first()->count(), 6);
        QCOMPARE(tab->charts()->predictionSeries()->barSets().size(), 1);
        QCOMPARE(tab->charts()->memorySeries()->barSets().size(), 0);
        // The JSON is the CLI's format and validates against the schema.
        QFile file(output);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject report = QJsonDocument::fromJson(file.readAll()).object();
        QCOMPARE(report.value(u"status"_s).toString(), u"complete"_s);
        const QStringList errors = m_schemas.validate(report, u"measurement.schema.json"_s);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join(u'\n')));
        // The next run gets a fresh file name: never the one just written.
        QVERIFY(tab->field(u"output"_s)->text() != output);
        // Exports.
        QString error;
        VERIFY_OK(tab->exportPhaseTable(m_dir.filePath(u"phases.csv"_s)));
        {
            // phases.csv names the report it comes from, with the hash of its bytes.
            QFile csv(m_dir.filePath(u"phases.csv"_s));
            QVERIFY(csv.open(QIODevice::ReadOnly));
            const QString text = QString::fromUtf8(csv.readAll());
            QVERIFY(file.seek(0));
            const QString sha
                = QString::fromLatin1(QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256).toHex());
            for (const QString &line :
                 QStringList{u"# report: "_s + QFileInfo(output).fileName(), u"# report_sha256: "_s + sha,
                             u"# device: cpu (dry run)"_s, u"# status: complete"_s})
                QVERIFY2(text.contains(line + u"\r\n"_s), qPrintable(line + u"\n---\n"_s + text));
        }
        QStringList pngs;
        VERIFY_OK(tab->exportCharts(m_dir.path(), &pngs));
        QCOMPARE(pngs.size(), 6); // three charts, PNG and SVG, named after the report
        QCOMPARE(QFileInfo(pngs.first()).fileName(), QFileInfo(output).completeBaseName() + u"-time.png"_s);
        QVERIFY(QFile(pngs.first()).size() > 1000);
    }

    void existingOutputIsRefusedInline()
    {
        MainWindow window(&m_languages);
        MeasureTab *tab = window.measureTab();
        tab->setBackendPath(QStringLiteral(ITERAGPU_TORCH_MODULE));
        const QString output = m_dir.filePath(u"exists.json"_s);
        VERIFY_OK(writeFixture(output, "keep me"));
        configure(tab, output);
        QTest::mouseClick(tab->runButton(), Qt::LeftButton);
        QVERIFY(!tab->isRunning());
        QFile file(output);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), QByteArray("keep me"));
        QCOMPARE(tab->field(u"output"_s)->text(), output); // the user's input stays
    }

    void cancelARun()
    {
        MainWindow window(&m_languages);
        MeasureTab *tab = window.measureTab();
        tab->setBackendPath(QStringLiteral(ITERAGPU_TORCH_MODULE));
        const QString output = m_dir.filePath(u"cancelled.json"_s);
        configure(tab, output, u"1000000"_s);
        auto *controller = window.findChild<MeasurementController *>();
        QVERIFY(controller);
        QSignalSpy batches(controller, &MeasurementController::rowsFinished);
        QSignalSpy finished(tab, &MeasureTab::measurementFinished);
        QElapsedTimer clock;
        clock.start();
        QTest::mouseClick(tab->runButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(tab->phaseModel()->rowCount() >= 5, 60'000);
        QVERIFY(tab->cancelButton()->isEnabled());
        QTest::mouseClick(tab->cancelButton(), Qt::LeftButton);
        // One cancel at a time: the button is off while the cancel is under way.
        QVERIFY(!tab->cancelButton()->isEnabled());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60'000);
        // Rows come far faster than every 50 ms: they reach the GUI in batches at least 50 ms apart
        // (the first row and the final flush excepted), and none is lost.
        const qint64 elapsedMs = clock.elapsed();
        qsizetype delivered = 0;
        for (const QList<QVariant> &batch : std::as_const(batches))
            delivered += batch.at(0).value<QList<PhaseRow>>().size();
        QCOMPARE(delivered, qsizetype(tab->phaseModel()->rowCount()));
        QVERIFY2(batches.size() <= elapsedMs / 50 + 2,
                 qPrintable(u"%1 batches of %2 rows in %3 ms"_s.arg(batches.size()).arg(delivered).arg(elapsedMs)));
        QVERIFY2(tab->statusLabel()->text().contains(u"Cancelled</b> at warm_forward."_s),
                 qPrintable(tab->statusLabel()->text()));
        QVERIFY(!tab->statusLabel()->text().contains(u"exit code"_s)); // the window speaks to a GUI user
        QVERIFY(window.statusBar()->currentMessage().contains(u"Measurement cancelled"_s));
        // The status line follows a language switch, and back.
        window.setLanguage(u"de"_s);
        QVERIFY2(tab->statusLabel()->text().contains(u"Abgebrochen</b>"_s), qPrintable(tab->statusLabel()->text()));
        window.setLanguage(u"en"_s);
        QVERIFY(tab->statusLabel()->text().contains(u"Cancelled</b>"_s));
        QFile file(output);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject report = QJsonDocument::fromJson(file.readAll()).object();
        QCOMPARE(report.value(u"status"_s).toString(), u"cancelled"_s);
        QVERIFY(!report.contains(u"failure"_s));
        QCOMPARE(report.value(u"cancellation"_s).toObject().value(u"phase"_s).toString(), u"warm_forward"_s);
        QVERIFY(m_schemas.validate(report, u"measurement.schema.json"_s).isEmpty());
        QCOMPARE(report.value(u"phases"_s).toArray().size(), tab->phaseModel()->rowCount());
        QVERIFY(tab->phaseModel()->rowCount() < 1000000 + 4);
        // The next run can be cancelled again.
        tab->field(u"output"_s)->setText(m_dir.filePath(u"cancelled-again.json"_s));
        QTest::mouseClick(tab->runButton(), Qt::LeftButton);
        QVERIFY(tab->isRunning());
        QVERIFY(tab->cancelButton()->isEnabled());
        QTest::mouseClick(tab->cancelButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 60'000);
    }

    // The torch module is used from one thread at a time: a probe asked for while a local run uses
    // the module waits for that run on the same thread, says so, and answers after it.
    void probeDuringARunWaitsForTheRun()
    {
        MainWindow window(&m_languages);
        MeasureTab *tab = window.measureTab();
        tab->setBackendPath(QStringLiteral(ITERAGPU_TORCH_MODULE));
        EnvironmentTab *environment = window.environmentTab();
        environment->setBackendPath(QStringLiteral(ITERAGPU_TORCH_MODULE));
        environment->deviceBox()->setCurrentText(u"cpu"_s);
        configure(tab, m_dir.filePath(u"probe-during-run.json"_s), u"1000000"_s);
        QStringList order;
        connect(tab, &MeasureTab::measurementFinished, this, [&] { order.append(u"run finished"_s); });
        connect(environment, &EnvironmentTab::probed, this, [&] { order.append(u"probed"_s); });
        QTest::mouseClick(tab->runButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(tab->phaseModel()->rowCount() >= 5, 60'000);
        QTest::mouseClick(environment->findChild<QPushButton *>(u"probe"_s), Qt::LeftButton);
        QVERIFY2(
            environment->stateLabel()->text().startsWith(u"Probing after the measurement running on this computer"_s),
            qPrintable(environment->stateLabel()->text()));
        const int rows = tab->phaseModel()->rowCount();
        QTRY_VERIFY_WITH_TIMEOUT(tab->phaseModel()->rowCount() > rows + 20, 60'000); // the run goes on
        QTest::mouseClick(tab->cancelButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(order.size(), 2, 60'000);
        QCOMPARE(order, (QStringList{u"run finished"_s, u"probed"_s}));
        QVERIFY(environment->report() && environment->report()->backendLoaded());
        QCOMPARE(environment->report()->device.name, u"cpu"_s);
    }

    // The status bar names the module that the default search found, once one loaded.
    void backendStatusNamesTheLoadedModule()
    {
        qputenv("ITERAGPU_TORCH_BACKEND", ITERAGPU_TORCH_MODULE); // what the default search finds
        MainWindow window(&m_languages);
        auto *status = window.findChild<QLabel *>(u"backendStatus"_s);
        QVERIFY(status);
        QCOMPARE(status->text(), u"Torch backend: default search (nothing loaded yet)"_s);
        EnvironmentTab *environment = window.environmentTab();
        environment->deviceBox()->setCurrentText(u"cpu"_s);
        QSignalSpy probed(environment, &EnvironmentTab::probed);
        QTest::mouseClick(environment->findChild<QPushButton *>(u"probe"_s), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(probed.size(), 1, 60'000);
        qunsetenv("ITERAGPU_TORCH_BACKEND");
        QVERIFY(environment->report() && environment->report()->backendLoaded());
        const QString module = QDir::toNativeSeparators(QStringLiteral(ITERAGPU_TORCH_MODULE));
        QTRY_COMPARE(status->toolTip(), u"Loaded: "_s + module);
        QVERIFY2(status->text().startsWith(u"Torch backend: "_s)
                     && status->text().endsWith(u"libiteragpu_torch.so (found by the default search)"_s),
                 qPrintable(status->text()));
    }

    // The Environment device list offers only the GPUs the probe saw; a GPU that is not there is one
    // click from a cpu dry run, on the Environment tab and after a refused measurement.
    void absentGpuOffersACpuDryRun()
    {
        MainWindow window(&m_languages);
        EnvironmentTab *environment = window.environmentTab();
        environment->setBackendPath(QStringLiteral(ITERAGPU_TORCH_MODULE));
        environment->deviceBox()->setCurrentText(u"cpu"_s);
        QSignalSpy probed(environment, &EnvironmentTab::probed);
        QTest::mouseClick(environment->findChild<QPushButton *>(u"probe"_s), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(probed.size(), 1, 60'000);
        QVERIFY(environment->report() && environment->report()->libtorch);
        const int gpus = environment->report()->libtorch->visibleGpuCount;
        QStringList expected;
        for (int n = 0; n < gpus; ++n)
            expected.append(u"cuda:%1"_s.arg(n));
        expected.append(u"cpu"_s);
        QStringList offered;
        for (int i = 0; i < environment->deviceBox()->count(); ++i)
            offered.append(environment->deviceBox()->itemText(i));
        QCOMPARE(offered, expected);
        QVERIFY(environment->useCpuButton()->isHidden()); // cpu is available

        // One past the last visible GPU: never there, on any machine.
        const QString absent = u"cuda:%1"_s.arg(gpus);
        environment->deviceBox()->setCurrentText(absent);
        QTest::mouseClick(environment->findChild<QPushButton *>(u"probe"_s), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(probed.size(), 2, 60'000);
        QVERIFY(!environment->report()->device.available);
        QVERIFY(!environment->useCpuButton()->isHidden());
        QCOMPARE(environment->useCpuButton()->text(), u"&Use cpu (dry run)"_s);
        QTest::mouseClick(environment->useCpuButton(), Qt::LeftButton);
        QCOMPARE(environment->deviceBox()->currentText(), u"cpu"_s);
        QTRY_COMPARE_WITH_TIMEOUT(probed.size(), 3, 60'000);
        QCOMPARE(environment->report()->device.name, u"cpu"_s);
        QVERIFY(environment->report()->device.available);
        QVERIFY(environment->useCpuButton()->isHidden());

        // The Measure tab: a refused device, then the link sets cpu and goes away.
        MeasureTab *tab = window.measureTab();
        tab->setBackendPath(QStringLiteral(ITERAGPU_TORCH_MODULE));
        configure(tab, m_dir.filePath(u"absent-gpu.json"_s));
        tab->deviceBox()->setCurrentText(absent);
        QSignalSpy finished(tab, &MeasureTab::measurementFinished);
        QTest::mouseClick(tab->runButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60'000);
        QVERIFY2(tab->statusLabel()->text().contains(u"<a href=\"iteragpu:use-cpu\">Use cpu (dry run)</a>"_s),
                 qPrintable(tab->statusLabel()->text()));
        Q_EMIT tab->statusLabel()->linkActivated(u"iteragpu:use-cpu"_s);
        QCOMPARE(tab->deviceBox()->currentText(), u"cpu"_s);
        QVERIFY2(!tab->statusLabel()->text().contains(u"Use cpu"_s), qPrintable(tab->statusLabel()->text()));
    }

    void missingBackendIsAStateNotACrash()
    {
        MainWindow window(&m_languages);
        EnvironmentTab *environment = window.environmentTab();
        environment->setBackendPath(u"/nonexistent/libiteragpu_torch.so"_s);
        QSignalSpy probed(environment, &EnvironmentTab::probed);
        QTest::mouseClick(environment->findChild<QPushButton *>(u"probe"_s), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(probed.size(), 1, 30'000);
        QVERIFY2(environment->stateLabel()->text().contains(u"not loaded"_s),
                 qPrintable(environment->stateLabel()->text()));
        QVERIFY(environment->report());
        QVERIFY(m_schemas.validate(environment->report()->toJson(), u"environment.schema.json"_s).isEmpty());

        MeasureTab *tab = window.measureTab();
        tab->setBackendPath(u"/nonexistent/libiteragpu_torch.so"_s);
        const QString output = m_dir.filePath(u"no-backend.json"_s);
        configure(tab, output);
        QSignalSpy finished(tab, &MeasureTab::measurementFinished);
        QTest::mouseClick(tab->runButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 30'000);
        QVERIFY(tab->statusLabel()->text().contains(u"Refused:"_s));
        QVERIFY(!tab->statusLabel()->text().contains(u"exit code"_s));
        QVERIFY(tab->statusLabel()->text().contains(u"not found"_s));
        QVERIFY(!QFile::exists(output));
    }

    void environmentProbeWithTheRealModule()
    {
        MainWindow window(&m_languages);
        EnvironmentTab *environment = window.environmentTab();
        environment->setBackendPath(QStringLiteral(ITERAGPU_TORCH_MODULE));
        environment->findChild<QLineEdit *>(u"driverVersion"_s)->setText(u"550.54.15"_s);
        QSignalSpy probed(environment, &EnvironmentTab::probed);
        QTest::mouseClick(environment->findChild<QPushButton *>(u"probe"_s), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(probed.size(), 1, 30'000);
        QVERIFY(environment->report());
        const QJsonObject report = environment->report()->toJson();
        QVERIFY(m_schemas.validate(report, u"environment.schema.json"_s).isEmpty());
        QCOMPARE(report.value(u"driver_version_user_reported"_s).toString(), u"550.54.15"_s);
        QVERIFY(!report.value(u"libtorch"_s).toObject().value(u"libtorch_version"_s).toString().isEmpty());
        QString error;
        VERIFY_OK(environment->exportJson(m_dir.filePath(u"environment.json"_s)));

        // Another device typed: the probe shown is stale; it is marked and not exported as this one.
        environment->deviceBox()->setCurrentText(u"cuda:1"_s);
        QVERIFY2(environment->stateLabel()->text().startsWith(u"Stale"_s),
                 qPrintable(environment->stateLabel()->text()));
        QVERIFY(!environment->findChild<QPushButton *>(u"exportEnvironment"_s)->isEnabled());
        error = environment->exportJson(m_dir.filePath(u"stale-environment.json"_s)).error();
        QVERIFY(!error.isEmpty());
        QVERIFY2(error.contains(u"probe again"_s), qPrintable(error));
        QVERIFY(!QFile::exists(m_dir.filePath(u"stale-environment.json"_s)));
        // An invalid device is marked in place; the probed device typed again clears the mark and the state.
        environment->deviceBox()->setCurrentText(u"gpu0"_s);
        QVERIFY(!environment->deviceBox()->styleSheet().isEmpty());
        environment->deviceBox()->setCurrentText(environment->report()->device.name);
        QVERIFY(environment->deviceBox()->styleSheet().isEmpty());
        QVERIFY(!environment->stateLabel()->text().startsWith(u"Stale"_s));

        // A driver version the command line refuses (a line separator, U+2028) is refused here too:
        // marked, said, and never recorded in the report; the next valid text is.
        auto *driver = environment->findChild<QLineEdit *>(u"driverVersion"_s);
        driver->clear();
        QTest::keyClicks(driver, u"550"_s);
        QKeyEvent separator(QEvent::KeyPress, 0, Qt::NoModifier, u"\u2028"_s); // typed (QTest types ASCII only)
        QApplication::sendEvent(driver, &separator);
        QTest::keyClicks(driver, u"54"_s);
        QCOMPARE(driver->text(), u"550\u202854"_s);
        QVERIFY(!driver->styleSheet().isEmpty());
        QVERIFY2(environment->stateLabel()->text().contains(u"one line of text without control or format characters"_s),
                 qPrintable(environment->stateLabel()->text()));
        QCOMPARE(environment->report()->driverVersionUserReported, u"550"_s); // as last typed valid
        driver->clear();
        QTest::keyClicks(driver, u"550.54.16"_s);
        QVERIFY(driver->styleSheet().isEmpty());
        QVERIFY(!environment->stateLabel()->text().contains(u"one line of text"_s));
        QCOMPARE(environment->report()->driverVersionUserReported, u"550.54.16"_s);
    }

    void languageSwitchRetranslates()
    {
        MainWindow window(&m_languages);
        window.show();
        QCOMPARE(window.tabs()->tabText(0), u"E&stimate"_s);
        const QString englishLabel = window.measureTab()->findChild<QPushButton *>(u"run"_s)->text();
        // The sweep's status line quotes the mode box's first item: after a switch, in the new language.
        window.measureTab()->modeBox()->setCurrentIndex(1);
        QVERIFY(window.measureTab()->statusLabel()->text().contains(u"\"Single run\""_s));
        window.setLanguage(u"de"_s);
        QVERIFY2(window.measureTab()->statusLabel()->text().contains(u"„Einzelner Lauf“"_s),
                 qPrintable(window.measureTab()->statusLabel()->text()));
        QCOMPARE(window.tabs()->tabText(0), u"&Schätzung"_s);
        QCOMPARE(window.tabs()->tabText(2), u"&Messung"_s);
        QVERIFY(window.measureTab()->findChild<QPushButton *>(u"run"_s)->text() != englishLabel);
        QVERIFY2(window.estimateTab()->resultText().contains(u"13,04 GiB"_s),
                 qPrintable(window.estimateTab()->resultText()));
        window.setLanguage(u"fr"_s);
        QCOMPARE(window.tabs()->tabText(1), u"E&nvironnement"_s);
        window.setLanguage(u"es"_s);
        QCOMPARE(window.tabs()->tabText(0), u"Es&timación"_s);
        window.setLanguage(u"en"_s);
        QCOMPARE(window.tabs()->tabText(0), u"E&stimate"_s);
        QCOMPARE(window.measureTab()->findChild<QPushButton *>(u"run"_s)->text(), englishLabel);
        window.measureTab()->modeBox()->setCurrentIndex(0);
    }

    void catalogModel()
    {
        MainWindow window(&m_languages);
        QStandardItemModel *model = window.qualityCostTab()->costPanel()->catalogModel();
        QCOMPARE(model->rowCount(), 45);
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
