// The window driving a real OpenSSH server (SshdFixture, 127.0.0.1): the Environment and Measure
// tabs on "Remote host over SSH", the remote command being the iteragpu just built, measuring on
// cpu. A dry run whose rows arrive as phases end and whose fetched report is saved next to the
// remote one, byte for byte; cancel and run again; a dropped connection; "Check remote"; the
// host history shared by both tabs; hostile input refused in the fields.
#include "fixturefile.h"
#include "mnemonics.h"
#include "remotestreams.h"
#include "samplereports.h"
#include "sshdfixture.h"
#include "ui/common/languagemanager.h"
#include "ui/common/settings.h"
#include "ui/environment/environmenttab.h"
#include "ui/mainwindow.h"
#include "ui/measure/measureform.h"
#include "ui/measure/measuretab.h"
#include "ui/quality/protocolpanel.h"
#include "ui/quality/qualitycosttab.h"
#include "ui/quality/resultsgridmodel.h"
#include "ui/quality/resultsgridpanel.h"
#include "ui/quality/tariffchoicedialog.h"
#include "ui/remote/remotecheckdialog.h"
#include "ui/remote/remotehostbox.h"
#include "ui/remote/remotehostchoice.h"
#include "ui/remote/remotemeasurementcontroller.h"
#include "ui/reports/comparisonwindow.h"
#include "ui/reports/reportlibrary.h"
#include "ui/run/phasetablemodel.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <pwd.h>
#include <unistd.h>

#include <memory>

using namespace Qt::StringLiterals;
using namespace IteraGpu;
using namespace IteraGpu::Ui;

namespace {

void fixProtocol(QualityCostTab *quality)
{
    quality->protocolPanel()->setTypedFields(
        {u"unit"_s, u"metric"_s, u">="_s, u"0.90"_s, u"corpus"_s, u"10"_s, u"rule"_s});
    QVERIFY(quality->protocolPanel()->fix());
}

// A remote dry run on cpu: "Add row from last measurement" asks for the tariff with "no tariff"
// preselected; this answers it, and records whether it was preselected.
void acceptNoTariff(bool *preselectedNone)
{
    QTimer::singleShot(0, [preselectedNone] {
        auto *dialog = qobject_cast<TariffChoiceDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        *preselectedNone = dialog->noTariffChoice()->isChecked();
        dialog->accept();
    });
}

QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QString userName()
{
    const passwd *entry = getpwuid(geteuid());
    return entry ? QString::fromLocal8Bit(entry->pw_name) : QString();
}

} // namespace

class TestRemoteGui : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<SshdFixture> m_sshd;
    QTemporaryDir m_dir;
    LanguageManager m_languages;

    // Points the window's shared "where" at the test sshd, the remote command being the built CLI.
    RemoteHostChoice *useRemote(MainWindow &window, const SshTarget &target)
    {
        RemoteHostChoice *choice = window.measureTab()->remoteBox()->choice();
        choice->setConfigFile(target.configFile);
        choice->setRemote(true);
        choice->setDestination(target.destination);
        choice->setRemoteCommand(QStringLiteral(ITERAGPU_CLI));
        return choice;
    }

    void configure(MeasureTab *tab, const QString &local, const QString &remote, const QString &repeats)
    {
        tab->deviceBox()->setCurrentText(u"cpu"_s);
        tab->dtypeBox()->setCurrentText(u"float32"_s);
        tab->field(u"batch"_s)->setText(u"1"_s);
        tab->field(u"context"_s)->setText(u"16"_s);
        tab->field(u"width"_s)->setText(u"64"_s);
        tab->field(u"warmup"_s)->setText(u"1"_s);
        tab->field(u"repeats"_s)->setText(repeats);
        tab->field(u"output"_s)->setText(local);
        tab->field(u"remoteOutput"_s)->setText(remote);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // settings in a test location, never the user's
        QVERIFY(m_dir.isValid());
        m_languages.setLanguage(u"en"_s);
        m_sshd = std::make_unique<SshdFixture>();
    }

    void init()
    {
        QSettings().remove(u"remote"_s);
        if (!m_sshd->available())
            QSKIP(qPrintable(m_sshd->whyNot()));
    }

    void remoteDryRunThroughTheWindow()
    {
        MainWindow window(&m_languages);
        window.show();
        MeasureTab *tab = window.measureTab();
        useRemote(window, m_sshd->target());
        QVERIFY(window.environmentTab()->remoteBox()->remoteButton()->isChecked()); // one choice, both tabs
        QVERIFY(tab->field(u"remoteOutput"_s)->isVisibleTo(tab));
        const QString local = m_dir.filePath(u"fetched.json"_s);
        const QString remote = QDir(m_sshd->folder()).filePath(u"remote run.json"_s);
        configure(tab, local, remote, u"2"_s);
        QSignalSpy batches(tab->remoteController(), &RemoteMeasurementController::rowsFinished);
        QSignalSpy finished(tab, &MeasureTab::measurementFinished);
        QTest::mouseClick(tab->runButton(), Qt::LeftButton);
        QVERIFY(tab->isRunning());
        QVERIFY(tab->cancelButton()->isEnabled());
        QVERIFY(!tab->remoteBox()->hostBox()->isEnabled()); // the target cannot change under a run
        QVERIFY(window.statusBar()->currentMessage().contains(u"over SSH"_s));
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 90'000);
        QVERIFY2(tab->statusLabel()->text().contains(u"Complete."_s), qPrintable(tab->statusLabel()->text()));
        QVERIFY(tab->statusLabel()->text().contains(u"Measured on iteragpu-test over SSH"_s));
        QVERIFY(window.statusBar()->currentMessage().contains(u"Measurement complete"_s));
        // Rows arrived as the remote phases ended, not all at the end.
        QCOMPARE(tab->phaseModel()->rowCount(), 6);
        QVERIFY2(batches.size() >= 2, qPrintable(u"%1 batch(es)"_s.arg(batches.size())));
        // The fetched report is the remote file, byte for byte; the remote file stays.
        const QByteArray fetched = fileBytes(local);
        QVERIFY(!fetched.isEmpty());
        QCOMPARE(fetched, fileBytes(remote));
        QCOMPARE(QJsonDocument::fromJson(fetched).object().value(u"status"_s).toString(), u"complete"_s);
        // The next run gets fresh names on both sides, the remote one in the same folder.
        QVERIFY(tab->field(u"output"_s)->text() != local);
        QVERIFY(tab->field(u"remoteOutput"_s)->text().startsWith(m_sshd->folder() + u'/'));
        QVERIFY(tab->field(u"remoteOutput"_s)->text() != remote);
        // The destination used went into the history.
        QCOMPARE(tab->remoteBox()->choice()->history().value(0), m_sshd->target().destination);

        // A grid row: the remote GPU's name, the host in the notes.
        QualityCostTab *quality = window.qualityCostTab();
        fixProtocol(quality); // no result row before the protocol is fixed
        QVERIFY(quality->addFromMeasurementButton()->isEnabled());
        bool preselectedNone = false;
        acceptNoTariff(&preselectedNone);
        QVERIFY(QCoro::waitFor(quality->addRowFromLastMeasurement()));
        QVERIFY(preselectedNone);
        const ResultRow &row = quality->grid().row(quality->grid().rowCount() - 1);
        QCOMPARE(row[ResultColumn::DeviceName], tab->lastResult()->report.environment.device.deviceName);
        QVERIFY2(row[ResultColumn::Notes].contains(u"measured on iteragpu-test over ssh"_s),
                 qPrintable(row[ResultColumn::Notes]));

        // Compared with an opened report.
        const QString other = m_dir.filePath(u"other.json"_s);
        QVERIFY(writeMeasurementReport(other, sampleReport(u"cpu"_s, RunStatus::Complete, 0, 2)));
        QSignalSpy opened(window.reports(), &ReportLibrary::openFinished);
        window.openReports({other});
        QVERIFY(opened.wait(30'000));
        ComparisonWindow *comparison = window.showComparison();
        QVERIFY(comparison->comparison().has_value());
        QCOMPARE(comparison->comparison()->runs.size(), 2);
    }

    void userNameNeverInTheNotes()
    {
        const QString user = userName();
        if (user.isEmpty())
            QSKIP("this process's user has no name");
        MainWindow window(&m_languages);
        MeasureTab *tab = window.measureTab();
        SshTarget target = m_sshd->target();
        target.destination = user + u'@' + target.destination;
        useRemote(window, target);
        configure(tab, m_dir.filePath(u"with-user.json"_s), QDir(m_sshd->folder()).filePath(u"with-user.json"_s),
                  u"1"_s);
        QSignalSpy finished(tab, &MeasureTab::measurementFinished);
        QTest::mouseClick(tab->runButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 90'000);
        QVERIFY2(tab->lastResult()->kind == MeasurementRunResult::Kind::Complete,
                 qPrintable(tab->statusLabel()->text()));
        QCOMPARE(tab->lastRunHost(), u"iteragpu-test"_s);
        QVERIFY(!tab->statusLabel()->text().contains(user + u'@'));
        QualityCostTab *quality = window.qualityCostTab();
        fixProtocol(quality); // no result row before the protocol is fixed
        bool preselectedNone = false;
        acceptNoTariff(&preselectedNone);
        QVERIFY(QCoro::waitFor(quality->addRowFromLastMeasurement()));
        const QString notes = quality->grid().row(quality->grid().rowCount() - 1)[ResultColumn::Notes];
        QVERIFY2(notes.contains(u"iteragpu-test"_s) && !notes.contains(u'@'), qPrintable(notes));
    }

    void cancelThenRunAgain()
    {
        MainWindow window(&m_languages);
        MeasureTab *tab = window.measureTab();
        useRemote(window, m_sshd->target());
        // The graceful path (the remote stops after its forward and sends its report): on a loaded
        // machine the remote's stop can take longer than the 10 s default before ssh is ended, and
        // then the window's copy is its own, not the remote's file.
        tab->remoteController()->setCancelGraces(std::chrono::seconds(120), std::chrono::seconds(10));
        const QString local = m_dir.filePath(u"cancelled.json"_s);
        const QString remote = QDir(m_sshd->folder()).filePath(u"cancelled.json"_s);
        configure(tab, local, remote, u"1000000"_s);
        QSignalSpy finished(tab, &MeasureTab::measurementFinished);
        QTest::mouseClick(tab->runButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(tab->phaseModel()->rowCount() >= 5, 90'000);
        QTest::mouseClick(tab->cancelButton(), Qt::LeftButton);
        QVERIFY(!tab->cancelButton()->isEnabled()); // one cancel at a time, while ssh is asked to stop
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60'000);
        QVERIFY2(tab->statusLabel()->text().contains(u"Cancelled</b>"_s), qPrintable(tab->statusLabel()->text()));
        QVERIFY(window.statusBar()->currentMessage().contains(u"Measurement cancelled"_s));
        const qsizetype rows = tab->phaseModel()->rowCount();
        QVERIFY(rows >= 5);
        const QJsonObject report = QJsonDocument::fromJson(fileBytes(remote)).object();
        QCOMPARE(report.value(u"status"_s).toString(), u"cancelled"_s);
        QCOMPARE(fileBytes(local), fileBytes(remote));

        // The window keeps working: a second run over the same connection settings.
        QVERIFY(tab->runButton()->isEnabled());
        QVERIFY(tab->remoteBox()->hostBox()->isEnabled());
        tab->field(u"repeats"_s)->setText(u"2"_s);
        // The suggested local copy would go to the test's working folder: keep it in the test's own.
        tab->field(u"output"_s)->setText(m_dir.filePath(u"second.json"_s));
        QTest::mouseClick(tab->runButton(), Qt::LeftButton);
        QVERIFY(tab->cancelButton()->isEnabled()); // the second run can be cancelled again
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 90'000);
        QVERIFY2(tab->statusLabel()->text().contains(u"Complete."_s), qPrintable(tab->statusLabel()->text()));
        QCOMPARE(tab->phaseModel()->rowCount(), 6);
    }

    void cancelEscalationShownInTheStatusLine()
    {
        MainWindow window(&m_languages);
        MeasureTab *tab = window.measureTab();
        RemoteHostChoice *choice = useRemote(window, m_sshd->target());
        // A remote that sends three rows, then ignores the end of its input.
        MeasurementConfig sample;
        sample.device = u"cpu"_s;
        sample.warmup = 1;
        sample.repeats = 3;
        MeasurementReport head = remoteSampleReport(sample);
        head.outcome.rows.resize(3);
        const QString fake = writeFakeRemote(m_sshd->folder(), u"gui-deaf"_s, progressStreamHead(head), true);
        QVERIFY(!fake.isEmpty());
        choice->setRemoteCommand(fake);
        const QString local = m_dir.filePath(u"deaf.json"_s);
        configure(tab, local, QDir(m_sshd->folder()).filePath(u"deaf.json"_s), u"1000000"_s);
        tab->remoteController()->setCancelGraces(std::chrono::seconds(1),
                                                 std::chrono::seconds(5)); // ssh ends on SIGTERM at once
        QStringList shown;
        connect(tab->remoteController(), &RemoteMeasurementController::cancelStep, this,
                [&] { shown.append(tab->statusLabel()->text()); });
        QSignalSpy finished(tab, &MeasureTab::measurementFinished);
        QTest::mouseClick(tab->runButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(tab->phaseModel()->rowCount() >= 3, 60'000);
        QTest::mouseClick(tab->cancelButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60'000);
        QCOMPARE(shown,
                 (QStringList{u"Cancelling: iteragpu-test was asked to stop after the current forward; "
                              u"waiting up to 1 s…"_s,
                              u"Cancelling: iteragpu-test did not stop within 1 s; ending ssh…"_s}));
        QCOMPARE(tab->lastResult()->kind, MeasurementRunResult::Kind::Cancelled);
        QVERIFY2(tab->statusLabel()->text().contains(u"Cancelled</b>"_s), qPrintable(tab->statusLabel()->text()));
        QCOMPARE(QJsonDocument::fromJson(fileBytes(local)).object().value(u"status"_s).toString(), u"cancelled"_s);
        QCOMPARE(tab->phaseModel()->rowCount(), 3);
        QVERIFY(tab->runButton()->isEnabled());
    }

    void droppedConnectionKeepsTheRows()
    {
        MainWindow window(&m_languages);
        MeasureTab *tab = window.measureTab();
        useRemote(window, m_sshd->target());
        const QString local = m_dir.filePath(u"dropped.json"_s);
        configure(tab, local, QDir(m_sshd->folder()).filePath(u"dropped.json"_s), u"1000000"_s);
        QSignalSpy finished(tab, &MeasureTab::measurementFinished);
        QTest::mouseClick(tab->runButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(tab->phaseModel()->rowCount() >= 5, 90'000);
        QVERIFY(m_sshd->killSessions() > 0);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60'000);
        QCOMPARE(tab->lastResult()->kind, MeasurementRunResult::Kind::Failed);
        QVERIFY(tab->phaseModel()->rowCount() >= 5); // the rows received stay
        QVERIFY2(tab->statusLabel()->text().contains(u"Failed part-way"_s), qPrintable(tab->statusLabel()->text()));
        QVERIFY(window.statusBar()->currentMessage().contains(u"Measurement failed part-way"_s));
        QCOMPARE(QJsonDocument::fromJson(fileBytes(local)).object().value(u"status"_s).toString(), u"failed"_s);
        QVERIFY(tab->runButton()->isEnabled());
    }

    // The accelerators of a state only a remote host reaches (tst_accelerators checks the others): the
    // Environment tab with the remote's fields and a device the remote does not have ("Use cpu" shows),
    // in every language.
    void remoteAbsentDeviceHasNoSharedMnemonic_data()
    {
        QTest::addColumn<QString>("language");
        for (const QString &language : LanguageManager::availableLanguages())
            QTest::newRow(qPrintable(language)) << language;
    }
    void remoteAbsentDeviceHasNoSharedMnemonic()
    {
        QFETCH(QString, language);
        m_languages.setLanguage(language);
        const auto english = qScopeGuard([this] { m_languages.setLanguage(u"en"_s); });
        MainWindow window(&m_languages);
        window.show();
        EnvironmentTab *tab = window.environmentTab();
        window.showTab(MainWindow::Tab::Environment);
        useRemote(window, m_sshd->target());
        tab->deviceBox()->setCurrentText(u"cuda:63"_s);
        QSignalSpy probed(tab, &EnvironmentTab::probed);
        tab->probe();
        QTRY_COMPARE_WITH_TIMEOUT(probed.size(), 1, 60'000);
        QVERIFY(tab->report() && !tab->report()->device.available);
        QVERIFY(tab->useCpuButton()->isVisibleTo(tab));
        QVERIFY(tab->remoteBox()->identityFileEdit()->isVisibleTo(tab));
        const QStringList lines = collisions(u"tab Environment, remote, device absent"_s, widgetMnemonics(tab));
        QVERIFY2(lines.isEmpty(), qPrintable(u"\n"_s + lines.join(u'\n')));
    }

    void remoteEnvironmentLabelledAndExportable()
    {
        MainWindow window(&m_languages);
        EnvironmentTab *tab = window.environmentTab();
        useRemote(window, m_sshd->target());
        tab->deviceBox()->setCurrentText(u"cpu"_s);
        QSignalSpy probed(tab, &EnvironmentTab::probed);
        tab->probe();
        QTRY_COMPARE_WITH_TIMEOUT(probed.size(), 1, 60'000);
        QCOMPARE(tab->probedHost(), u"iteragpu-test"_s);
        QVERIFY2(tab->stateLabel()->text().startsWith(u"Remote host iteragpu-test, probed over SSH."_s),
                 qPrintable(tab->stateLabel()->text()));
        QVERIFY(tab->factsModel()->rowCount() > 5);
        const QString path = m_dir.filePath(u"remote-environment.json"_s);
        QString error;
        VERIFY_OK(tab->exportJson(path));
        QCOMPARE(QJsonDocument::fromJson(fileBytes(path)).object().value(u"device"_s).toObject().value(u"name"_s),
                 u"cpu"_s);
        // The host as the user named it, in a field of its own.
        QCOMPARE(QJsonDocument::fromJson(fileBytes(path)).object().value(u"remote_host"_s).toString(),
                 u"iteragpu-test"_s);
        // This computer was never probed: nothing of the remote probe is shown or exported for it.
        window.measureTab()->remoteBox()->localButton()->click();
        error = tab->exportJson(m_dir.filePath(u"stale.json"_s)).error();
        QVERIFY(!error.isEmpty());
        QCOMPARE(tab->factsModel()->rowCount(), 0);
        QVERIFY2(tab->stateLabel()->text().startsWith(u"Not probed yet"_s), qPrintable(tab->stateLabel()->text()));
        // Back on the remote host, its probe is there again.
        window.measureTab()->remoteBox()->remoteButton()->click();
        QCOMPARE(tab->probedHost(), u"iteragpu-test"_s);
        VERIFY_OK(tab->exportJson(m_dir.filePath(u"again.json"_s)));
    }

    // Each machine keeps its own probe, device and remote file; switching back and forth between
    // this computer and two remote hosts applies nothing of one to another.
    void eachMachineKeepsItsOwnState()
    {
        MainWindow window(&m_languages);
        window.show();
        EnvironmentTab *environment = window.environmentTab();
        MeasureTab *measure = window.measureTab();
        RemoteHostBox *box = measure->remoteBox();
        QSignalSpy probed(environment, &EnvironmentTab::probed);
        // This computer: probed on cpu, and the user chooses a device of their own in Measure.
        environment->deviceBox()->setCurrentText(u"cpu"_s);
        environment->probe();
        QTRY_COMPARE_WITH_TIMEOUT(probed.size(), 1, 60'000);
        QCOMPARE(environment->probedHost(), QString());
        QVERIFY(!measure->deviceNote()->text().isEmpty()); // the local probe speaks of this computer
        measure->deviceBox()->lineEdit()->selectAll();
        QTest::keyClicks(measure->deviceBox()->lineEdit(), u"cuda:1"_s);
        const QString localNoteChosen = measure->deviceNote()->text();

        // The remote host, never probed: no probe, the first device, nothing of this computer.
        useRemote(window, m_sshd->target());
        QCOMPARE(environment->factsModel()->rowCount(), 0);
        QCOMPARE(environment->deviceBox()->currentText(), u"cuda:0"_s);
        QVERIFY(environment->stateLabel()->text().startsWith(u"Not probed yet"_s));
        QCOMPARE(measure->deviceBox()->currentText(), u"cuda:0"_s);
        QVERIFY2(measure->deviceNote()->text().contains(u"not been probed"_s),
                 qPrintable(measure->deviceNote()->text()));
        QLineEdit *remoteFile = measure->field(u"remoteOutput"_s);
        remoteFile->selectAll();
        const QString typed = QDir(m_sshd->folder()).filePath(u"typed/by the user.json"_s);
        QTest::keyClicks(remoteFile, typed);
        // Probed there on cpu: Measure follows that probe for this host.
        environment->deviceBox()->setCurrentText(u"cpu"_s);
        environment->probe();
        QTRY_COMPARE_WITH_TIMEOUT(probed.size(), 2, 60'000);
        QCOMPARE(environment->probedHost(), u"iteragpu-test"_s);
        QCOMPARE(measure->deviceBox()->currentText(), u"cpu"_s);
        const QString remoteNote = measure->deviceNote()->text();
        QVERIFY(!remoteNote.contains(u"not been probed"_s));

        // Another remote host: a fresh state again, the first host's typed file not applied.
        RemoteHostChoice *choice = box->choice();
        choice->setDestination(u"other-gpu"_s);
        QCOMPARE(environment->factsModel()->rowCount(), 0);
        QCOMPARE(measure->deviceBox()->currentText(), u"cuda:0"_s);
        QVERIFY(measure->deviceNote()->text().contains(u"not been probed"_s));
        QVERIFY(remoteFile->text() != typed);

        // Back and forth: each machine as it was left.
        for (int round = 0; round < 2; ++round) {
            choice->setDestination(m_sshd->target().destination);
            QCOMPARE(environment->probedHost(), u"iteragpu-test"_s);
            QVERIFY(environment->factsModel()->rowCount() > 5);
            QCOMPARE(environment->deviceBox()->currentText(), u"cpu"_s);
            QCOMPARE(measure->deviceBox()->currentText(), u"cpu"_s);
            QCOMPARE(measure->deviceNote()->text(), remoteNote);
            QCOMPARE(remoteFile->text(), typed);
            box->localButton()->click();
            QCOMPARE(environment->probedHost(), QString());
            QVERIFY(environment->factsModel()->rowCount() > 5);
            QVERIFY(!environment->stateLabel()->text().startsWith(u"Stale"_s));
            QCOMPARE(measure->deviceBox()->currentText(), u"cuda:1"_s);
            QCOMPARE(measure->deviceNote()->text(), localNoteChosen);
            box->remoteButton()->click();
        }
        // The local export carries no remote_host; the remote one does.
        box->localButton()->click();
        const QString local = m_dir.filePath(u"local-environment.json"_s);
        VERIFY_OK(environment->exportJson(local));
        QVERIFY(!QJsonDocument::fromJson(fileBytes(local)).object().contains(u"remote_host"_s));
    }

    // The remote file the user typed is kept across runs (a suggested one is renewed).
    void typedRemoteFileKeptAcrossRuns()
    {
        MainWindow window(&m_languages);
        window.show();
        MeasureTab *tab = window.measureTab();
        useRemote(window, m_sshd->target());
        configure(tab, m_dir.filePath(u"typed-run.json"_s), QString(), u"1"_s);
        QLineEdit *remoteFile = tab->field(u"remoteOutput"_s);
        remoteFile->clear();
        const QString typed = QDir(m_sshd->folder()).filePath(u"kept as typed.json"_s);
        QTest::keyClicks(remoteFile, typed);
        QSignalSpy finished(tab, &MeasureTab::measurementFinished);
        QTest::mouseClick(tab->runButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 90'000);
        QVERIFY2(tab->lastResult()->kind == MeasurementRunResult::Kind::Complete,
                 qPrintable(tab->statusLabel()->text()));
        QVERIFY(QFile::exists(typed));
        QCOMPARE(remoteFile->text(), typed);
        QVERIFY(tab->field(u"output"_s)->text() != m_dir.filePath(u"typed-run.json"_s)); // the local copy renewed
    }

    // The host list offers the Host aliases of the ssh configuration in use, patterns left out and
    // Includes followed; a config or identity path that is not absolute is refused in its field.
    void sshConfigAliasesOfferedAndFilesValidated()
    {
        MainWindow window(&m_languages);
        window.show();
        RemoteHostBox *box = window.measureTab()->remoteBox();
        box->remoteButton()->click();
        const QString included = m_dir.filePath(u"included.conf"_s);
        QFile includedFile(included);
        QVERIFY(includedFile.open(QIODevice::WriteOnly));
        includedFile.write("Host alias-two build-*\n  HostName 192.0.2.2\n");
        includedFile.close();
        const QString config = m_dir.filePath(u"aliases.conf"_s);
        QFile configFile(config);
        QVERIFY(configFile.open(QIODevice::WriteOnly));
        configFile.write("Host alias-one\n  HostName 192.0.2.1\nHost *\n  User nobody\nInclude \"" + included.toUtf8()
                         + "\"\n");
        configFile.close();
        QTest::keyClicks(box->configFileEdit(), config);
        QVERIFY2(box->configFileEdit()->styleSheet().isEmpty(), qPrintable(box->messageLabel()->text()));
        QStringList items;
        for (int i = 0; i < box->hostBox()->count(); ++i)
            items.append(box->hostBox()->itemText(i));
        QVERIFY2(items.contains(u"alias-one"_s) && items.contains(u"alias-two"_s), qPrintable(items.join(u',')));
        QVERIFY(!items.contains(u"*"_s) && !items.contains(u"build-*"_s));
        // The other tab offers the same, and the paths are kept for the next window.
        QCOMPARE(window.environmentTab()->remoteBox()->configFileEdit()->text(), config);
        QCOMPARE(QSettings().value(u"remote/sshConfig"_s).toString(), config);

        box->hostBox()->setCurrentText(u"alias-one"_s);
        box->identityFileEdit()->clear();
        QTest::keyClicks(box->identityFileEdit(), u"keys/id_ed25519"_s);
        QVERIFY2(box->messageLabel()->text().startsWith(u"Identity file: keys/id_ed25519 is not an absolute path"_s),
                 qPrintable(box->messageLabel()->text()));
        QVERIFY(!box->identityFileEdit()->styleSheet().isEmpty()); // marked at fault
        QVERIFY(!box->usableTarget().has_value()); // never reaches ssh
        box->identityFileEdit()->clear();
        QTest::keyClicks(box->identityFileEdit(), u"x"_s);
        QTest::keyClick(box->identityFileEdit(), Qt::Key_Backspace);
        QVERIFY(box->usableTarget().has_value());
        QVERIFY(QSettings().value(u"remote/identity"_s).toString().isEmpty());
    }

    // -i reaches the real ssh: a host whose configuration names no key is refused, and reached
    // once the key is given as the identity file.
    void identityFilePassedToSsh()
    {
        MainWindow window(&m_languages);
        window.show();
        RemoteHostBox *box = window.environmentTab()->remoteBox();
        // The fixture's configuration, with one more alias before it that names no key of its own.
        const QString config = m_dir.filePath(u"no-identity.conf"_s);
        QFile file(config);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("Host iteragpu-test-noid\n  UserKnownHostsFile \""
                   + QDir(m_sshd->folder()).filePath(u"known_hosts"_s).toUtf8() + "\"\n"
                   + fileBytes(m_sshd->target().configFile));
        file.close();
        SshTarget target = m_sshd->target();
        target.configFile = config;
        target.destination = u"iteragpu-test-noid"_s;
        RemoteHostChoice *choice = useRemote(window, target);
        RemoteCheckDialog *dialog = box->checkDialog();
        QSignalSpy checked(dialog, &RemoteCheckDialog::checked);
        QTest::mouseClick(box->checkButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(checked.size(), 1, 60'000);
        QCOMPARE(dialog->lines()->count(), 1);
        QVERIFY2(dialog->lines()->item(0)->text().contains(u"refused the authentication"_s),
                 qPrintable(dialog->lines()->item(0)->text()));
        choice->setIdentityFile(QDir(m_sshd->folder()).filePath(u"user_key"_s));
        QTest::mouseClick(box->checkButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(checked.size(), 2, 60'000);
        QCOMPARE(dialog->lines()->count(), 4);
        dialog->close();
    }

    void checkRemoteLines()
    {
        MainWindow window(&m_languages);
        window.show();
        RemoteHostBox *box = window.environmentTab()->remoteBox();
        useRemote(window, m_sshd->target());
        RemoteCheckDialog *dialog = box->checkDialog();
        QSignalSpy checked(dialog, &RemoteCheckDialog::checked);
        QTest::mouseClick(box->checkButton(), Qt::LeftButton);
        QVERIFY(dialog->isVisible());
        QVERIFY(!dialog->isModal()); // the window stays usable while ssh works
        QVERIFY(window.measureTab()->runButton()->isEnabled());
        QTRY_COMPARE_WITH_TIMEOUT(checked.size(), 1, 60'000);
        QStringList lines;
        for (int i = 0; i < dialog->lines()->count(); ++i)
            lines.append(dialog->lines()->item(i)->text());
        QCOMPARE(lines.size(), 4);
        QVERIFY2(lines.join(u'\n').contains(u"cpu"_s), qPrintable(lines.join(u'\n')));
        // What the check found reaches the Measure form as a probe of that host: the host without a GPU
        // gets the cpu dry run, and the form no longer says the host was never probed.
        MeasureTab *measure = window.measureTab();
        QCOMPARE(measure->form()->machine(), box->choice()->machineKey());
        QCOMPARE(measure->deviceBox()->currentText(), u"cpu"_s);
        QVERIFY2(!measure->deviceNote()->text().contains(u"not been probed"_s),
                 qPrintable(measure->deviceNote()->text()));

        // An unknown host key: the first line fails and says what to do.
        box->choice()->setConfigFile(m_sshd->unknownHostTarget().configFile);
        box->choice()->setDestination(m_sshd->unknownHostTarget().destination);
        QTest::mouseClick(box->checkButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(checked.size(), 2, 60'000);
        QCOMPARE(dialog->lines()->count(), 1);
        QVERIFY2(dialog->lines()->item(0)->text().contains(u"ssh"_s), qPrintable(dialog->lines()->item(0)->text()));
        dialog->close();
    }

    void hostHistoryKeptAndShared()
    {
        {
            MainWindow window(&m_languages);
            window.show();
            RemoteHostBox *measure = window.measureTab()->remoteBox();
            RemoteHostBox *environment = window.environmentTab()->remoteBox();
            QVERIFY(measure->localButton()->isChecked()); // the first start works on this computer
            QVERIFY(!measure->hostBox()->isVisibleTo(measure));
            measure->remoteButton()->click();
            QVERIFY(environment->remoteButton()->isChecked());
            for (int i = 1; i <= 10; ++i) {
                measure->hostBox()->setCurrentText(u"gpu-%1"_s.arg(i));
                QVERIFY(measure->usableTarget().has_value());
            }
            measure->hostBox()->setCurrentText(u"gpu-4"_s);
            QVERIFY(measure->usableTarget().has_value());
            QCOMPARE(environment->hostBox()->currentText(), u"gpu-4"_s);
            measure->commandEdit()->selectAll();
            QTest::keyClicks(measure->commandEdit(), u"/opt/iteragpu/bin/iteragpu"_s);
            QCOMPARE(environment->commandEdit()->text(), u"/opt/iteragpu/bin/iteragpu"_s);
        }
        // A new window: remote, newest first, eight at most, the last one used in the field.
        MainWindow window(&m_languages);
        RemoteHostBox *box = window.environmentTab()->remoteBox();
        QVERIFY(box->remoteButton()->isChecked());
        QStringList items;
        for (int i = 0; i < box->hostBox()->count(); ++i)
            items.append(box->hostBox()->itemText(i));
        QCOMPARE(items,
                 (QStringList{u"gpu-4"_s, u"gpu-10"_s, u"gpu-9"_s, u"gpu-8"_s, u"gpu-7"_s, u"gpu-6"_s, u"gpu-5"_s,
                              u"gpu-3"_s}));
        QCOMPARE(box->hostBox()->currentText(), u"gpu-4"_s);
        QCOMPARE(box->commandEdit()->text(), u"/opt/iteragpu/bin/iteragpu"_s);
        // Nothing but these three keys: no password, no key (nor an empty config or identity path).
        QSettings settings;
        settings.beginGroup(u"remote"_s);
        QCOMPARE(settings.allKeys(), (QStringList{u"command"_s, u"hosts"_s, u"where"_s}));
    }

    void hostileDestinationRefusedInTheField()
    {
        MainWindow window(&m_languages);
        window.show();
        MeasureTab *tab = window.measureTab();
        useRemote(window, m_sshd->target());
        const QString marker = QDir(m_sshd->folder()).filePath(u"PROXY-RAN"_s);
        RemoteHostBox *box = tab->remoteBox();
        box->hostBox()->lineEdit()->clear();
        QTest::keyClicks(box->hostBox()->lineEdit(), u"-oProxyCommand=touch "_s + marker);
        QVERIFY2(box->messageLabel()->text().startsWith(u"SSH host"_s), qPrintable(box->messageLabel()->text()));
        QVERIFY(!box->hostBox()->styleSheet().isEmpty()); // marked at fault
        const QString local = m_dir.filePath(u"hostile.json"_s);
        configure(tab, local, QDir(m_sshd->folder()).filePath(u"hostile.json"_s), u"1"_s);
        QTest::mouseClick(tab->runButton(), Qt::LeftButton);
        QVERIFY(!tab->isRunning());
        QTest::mouseClick(box->checkButton(), Qt::LeftButton);
        QVERIFY(!box->checkDialog()->isVisible());
        QTest::qWait(500);
        QVERIFY(!QFile::exists(marker));
        QVERIFY(!QFile::exists(local));
        QVERIFY(!box->choice()->history().contains(box->hostBox()->currentText())); // never remembered

        // A remote output name full of shell syntax is one literal file name there.
        box->hostBox()->setCurrentText(m_sshd->target().destination);
        QVERIFY(box->hostBox()->styleSheet().isEmpty());
        // Run, the marker would land in the remote shell's folder (the home folder) or here.
        const QString pwned = u"PWNED-%1"_s.arg(QCoreApplication::applicationPid());
        const QString literal
            = QDir(m_sshd->folder()).filePath(u"it's a \"name\"; $(touch %1) `touch %1`.json"_s.arg(pwned));
        configure(tab, local, literal, u"1"_s);
        QSignalSpy finished(tab, &MeasureTab::measurementFinished);
        QTest::mouseClick(tab->runButton(), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 90'000);
        QVERIFY2(tab->lastResult()->kind == MeasurementRunResult::Kind::Complete,
                 qPrintable(tab->statusLabel()->text()));
        QVERIFY(QFile::exists(literal));
        QVERIFY(!QFile::exists(QDir::home().filePath(pwned)));
        QVERIFY(!QFile::exists(QDir(m_sshd->folder()).filePath(pwned)));
        QVERIFY(!QFile::exists(pwned));
    }
};

QTEST_MAIN(TestRemoteGui)
#include "tst_remotegui.moc"
