// The window on an experiment folder, offscreen, as a user meets it: the fixed protocol reopened
// after a restart and never fixed again or replaced, no result row before the protocol is fixed,
// dry runs never priced and the grid total counting only the calculator's package, reports copied
// into the folder, what the window remembers, one window per experiment, and two windows on two
// experiments killed with SIGKILL, each getting its own unsaved edits back.
#include "clirun.h"
#include "core/experiment/experiment.h"
#include "core/experiment/experimentcheck.h"
#include "core/experiment/experimentexport.h"
#include "core/experiment/experimentsummary.h"
#include "core/quality/gridconsistency.h"
#include "core/quality/gridnotes.h"
#include "core/reports/reportreader.h"
#include "samplereports.h"
#include "ui/common/languagemanager.h"
#include "ui/experiment/experimentcommands.h"
#include "ui/experiment/experimentsession.h"
#include "ui/experiment/startstrip.h"
#include "ui/filecommands.h"
#include "ui/mainwindow.h"
#include "ui/measure/measuretab.h"
#include "ui/quality/costpanel.h"
#include "ui/quality/protocolpanel.h"
#include "ui/quality/qualitycosttab.h"
#include "ui/quality/resultsgridmodel.h"
#include "ui/quality/resultsgridpanel.h"
#include "ui/recoverymanager.h"
#include "ui/reports/reportlibrary.h"
#include "ui/run/reportview.h"

#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QDeadlineTimer>
#include <QDialog>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>

#include <cstdio>

using namespace Qt::StringLiterals;
using namespace IteraGpu;
using namespace IteraGpu::Ui;

namespace {

const char *const kRoleVariable = "ITERAGPU_EXPERIMENT_CHILD";

ProtocolFields protocolFields(const QString &threshold = u"0.90"_s)
{
    return {u"one ticket routed to the right queue"_s,
            u"accuracy against the human label"_s,
            u">="_s,
            threshold,
            u"1000 distinct tickets from March 2026"_s,
            u"1000"_s,
            u"rent 7 days of H100 if >= 95 % of units pass"_s};
}

QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool waitUntil(const std::function<bool()> &condition, int ms)
{
    QDeadlineTimer deadline(ms);
    while (!condition()) {
        if (deadline.hasExpired())
            return false;
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        QThread::msleep(10);
    }
    return true;
}

// Answers every message box and tariff dialog the window opens while it lives: records the text
// and presses the button with `role` (or closes the box).
class ModalAnswers : public QObject
{
public:
    explicit ModalAnswers(QMessageBox::ButtonRole role = QMessageBox::RejectRole)
        : m_role(role)
    {
        m_timer.setInterval(20);
        QObject::connect(&m_timer, &QTimer::timeout, this, [this] { answer(); });
        m_timer.start();
    }
    QStringList texts;

private:
    void answer()
    {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box)
            return;
        texts.append(box->text() + u' ' + box->informativeText());
        for (QAbstractButton *button : box->buttons()) {
            if (box->buttonRole(button) == m_role
                || (m_role == QMessageBox::RejectRole && box->buttons().size() == 1)) {
                button->click();
                return;
            }
        }
        box->reject();
    }
    QMessageBox::ButtonRole m_role;
    QTimer m_timer;
};

// An experiment in `folder` whose protocol is fixed (by core, as `iteragpu experiment fix` does).
Experiment fixedExperiment(const QString &folder, const QString &title)
{
    auto created = createExperiment(folder, title, QDateTime::currentDateTimeUtc());
    if (!created)
        qFatal("%s", qPrintable(created.error()));
    QualityProtocol protocol;
    if (!protocol.setDraft(protocolFields()) || !protocol.fix(QDateTime::currentDateTimeUtc()))
        qFatal("cannot fix the protocol");
    created->protocol = protocol;
    if (Status saved = saveExperiment(*created, QDateTime::currentDateTimeUtc()); !saved)
        qFatal("%s", qPrintable(saved.error()));
    return *created;
}

ResultRow pinnedRow(const QString &runId, const QString &device, const QString &status, const PackageCost &package,
                    const QString &accepted, const QString &protocolSha)
{
    ResultRow row;
    row[ResultColumn::RunId] = runId;
    row[ResultColumn::DateUtc] = u"2026-11-30T09:00:00Z"_s;
    row[ResultColumn::RunStatus] = status;
    row[ResultColumn::GpuId] = package.tariff.gpuId;
    row[ResultColumn::DurationDays] = QString::number(package.tariff.durationDays);
    row[ResultColumn::Lots] = QString::number(package.request.lots);
    row[ResultColumn::LotPriceCents] = QString::number(package.tariff.priceCents);
    row[ResultColumn::CatalogSnapshot] = package.tariff.snapshot;
    row[ResultColumn::Device] = device;
    row[ResultColumn::UsefulUnitsSubmitted] = accepted.isEmpty() ? QString() : u"1000"_s;
    row[ResultColumn::AcceptedResults] = accepted;
    row[ResultColumn::Notes] = protocolVersionNote(protocolSha);
    return row;
}

// Child role "edit": opens the experiment in $ITERAGPU_EXPERIMENT_DIR, adds a row noted with the
// folder's name (unsaved), prints "ready" once its recovery file holds it, and waits to be killed.
int editAndWait(const QString &folder)
{
    LanguageManager languages;
    languages.setLanguage(u"en"_s);
    MainWindow window(&languages);
    window.show();
    QCoro::waitFor(window.start({folder}));
    if (!window.experiment()->isOpen()) {
        std::fprintf(stderr, "the experiment did not open\n");
        return 1;
    }
    ResultsGridPanel *grid = window.qualityCostTab()->gridPanel();
    ResultRow row;
    row[ResultColumn::RunId] = u"run-001"_s;
    row[ResultColumn::DateUtc] = u"2026-11-30T09:00:00Z"_s;
    row[ResultColumn::RunStatus] = u"complete"_s;
    row[ResultColumn::Device] = u"cpu"_s;
    row[ResultColumn::Notes] = u"typed in "_s + QFileInfo(folder).fileName();
    if (!grid->addRow(row)) {
        std::fprintf(stderr, "row refused: %s\n", qPrintable(grid->messageLabel()->text()));
        return 1;
    }
    const QString path = window.recovery()->filePath();
    if (!waitUntil([&] { return fileBytes(path).contains(row[ResultColumn::Notes].toUtf8()); }, 20000)) {
        std::fprintf(stderr, "the recovery file never held the edit\n");
        return 1;
    }
    std::printf("ready\n");
    std::fflush(stdout);
    return QApplication::exec();
}

// Child role "restore": opens the experiment, answers the recovery prompt with Restore and prints
// the notes of the grid's rows as JSON.
int restoreAndReport(const QString &folder)
{
    LanguageManager languages;
    languages.setLanguage(u"en"_s);
    MainWindow window(&languages);
    window.show();
    ModalAnswers answers(QMessageBox::AcceptRole);
    QCoro::waitFor(window.start({folder}));
    waitUntil([&] { return window.qualityCostTab()->gridPanel()->model()->rowCount() > 0; }, 10000);
    QStringList notes;
    for (const ResultRow &row : window.qualityCostTab()->grid().rows())
        notes.append(row[ResultColumn::Notes]);
    const QJsonObject report{{u"notes"_s, notes.join(u'|')}, {u"prompts"_s, answers.texts.join(u'|')}};
    std::printf("%s\n", QJsonDocument(report).toJson(QJsonDocument::Compact).constData());
    std::fflush(stdout);
    window.qualityCostTab()->gridPanel()->model()->markSaved(); // no quit prompt
    window.qualityCostTab()->protocolPanel()->showProtocol(window.experiment()->experiment().protocol);
    return 0;
}

} // namespace

class TestExperimentGui : public QObject
{
    Q_OBJECT

    LanguageManager m_languages;

    QProcess *startChild(const QString &role, const QString &folder, const QTemporaryDir &home)
    {
        auto *process = new QProcess(this);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QString::fromLatin1(kRoleVariable), role);
        env.insert(u"ITERAGPU_EXPERIMENT_DIR"_s, folder);
        env.insert(u"XDG_DATA_HOME"_s, home.filePath(u"data"_s));
        env.insert(u"XDG_CONFIG_HOME"_s, home.filePath(u"config"_s));
        env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
        process->setProcessEnvironment(env);
        process->start(QCoreApplication::applicationFilePath(), {});
        return process;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_languages.setLanguage(u"en"_s);
    }

    void init() { QSettings().clear(); }

    void restartReopensTheFixedProtocolThatCannotBeReplaced()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath(u"tickets"_s);
        const QString reports = dir.filePath(u"loose"_s);
        QVERIFY(QDir().mkpath(reports));
        const QStringList samples = writeSampleReports(reports, RunStatus::Complete);
        QCOMPARE(samples.size(), 3);
        QVERIFY(createExperiment(folder, u"Ticket routing"_s, QDateTime::currentDateTimeUtc()));
        QString fixedSha;
        {
            ModalAnswers answers;
            MainWindow window(&m_languages);
            window.show();
            QCoro::waitFor(window.start({folder}));
            QVERIFY(window.experiment()->isOpen());
            QVERIFY2(window.windowTitle().contains(u"Ticket routing"_s), qPrintable(window.windowTitle()));
            QualityCostTab *tab = window.qualityCostTab();
            tab->protocolPanel()->setTypedFields(protocolFields());
            QVERIFY(tab->protocolPanel()->fix());
            fixedSha = tab->protocolPanel()->protocol().currentSha256();
            auto loaded = readReport(samples.at(0));
            QVERIFY2(loaded, qPrintable(loaded.error()));
            QVERIFY2(QCoro::waitFor(tab->addRowFromReport(*loaded, std::nullopt, samples.at(0))),
                     qPrintable(tab->gridPanel()->messageLabel()->text()));
            QVERIFY(window.isWindowModified());
            QVERIFY(QCoro::waitFor(window.experiments()->save()));
            QVERIFY(!window.isWindowModified());
            QVERIFY2(window.statusBar()->currentMessage().contains(u"Experiment saved"_s),
                     qPrintable(window.statusBar()->currentMessage()));
            window.close();
        }
        const QByteArray protocolOnDisk = fileBytes(QDir(folder).filePath(ExperimentFile::protocol));
        {
            // A restart without arguments reopens the last experiment, its protocol fixed.
            ModalAnswers answers(QMessageBox::AcceptRole);
            MainWindow window(&m_languages);
            window.show();
            QCoro::waitFor(window.start({}));
            QVERIFY(window.experiment()->isOpen());
            ProtocolPanel *protocol = window.qualityCostTab()->protocolPanel();
            QVERIFY(protocol->protocol().isFixed());
            QCOMPARE(protocol->protocol().currentSha256(), fixedSha);
            QVERIFY(!protocol->fieldsEditable());
            QVERIFY(!protocol->fix()); // never fixed again
            QCOMPARE(window.qualityCostTab()->grid().rowCount(), 1);
            const ResultRow &row = window.qualityCostTab()->grid().row(0);
            QCOMPARE(row[ResultColumn::MeasurementFile], u"reports/h100.json"_s);
            QCOMPARE(protocolVersionSha(row[ResultColumn::Notes]), fixedSha.left(kTraceHexDigits));

            // A different fixed protocol put into the window (as a crafted recovery file would) is
            // refused by Save, and the file on disk stays as it was, byte for byte.
            QualityProtocol other;
            QVERIFY(other.setDraft(protocolFields(u"0.50"_s)));
            QVERIFY(other.fix(QDateTime::currentDateTimeUtc()));
            protocol->restoreUnsaved(other, other.fields(), QString());
            QVERIFY(!QCoro::waitFor(window.experiments()->save()));
            QVERIFY2(answers.texts.join(u' ').contains(u"new experiment"_s), qPrintable(answers.texts.join(u'|')));
            QCOMPARE(fileBytes(QDir(folder).filePath(ExperimentFile::protocol)), protocolOnDisk);
            protocol->showProtocol(window.experiment()->experiment().protocol); // nothing unsaved on close
            window.close();
        }
    }

    // The main path as a user lives it, each save succeeding: fix -> save -> add a row -> save ->
    // amend -> save -> quit -> reopen -> verify -> export -> verify the copy. The window fixed the
    // protocol with milliseconds and the file kept whole seconds, so the second save was refused.
    void theMainPathSavesEveryTime()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath(u"main-path"_s);
        // The reports sit in a folder whose name must never reach a bundle (a stand-in for a home path).
        const QString marker = u"home-marker-4d1f"_s;
        QVERIFY(QDir().mkpath(dir.filePath(marker)));
        const QStringList samples = writeSampleReports(dir.filePath(marker), RunStatus::Complete);
        QVERIFY(createExperiment(folder, u"Main path"_s, QDateTime::currentDateTimeUtc()));
        QString amendedSha;
        {
            ModalAnswers answers;
            MainWindow window(&m_languages);
            window.show();
            QCoro::waitFor(window.start({folder}));
            QVERIFY(window.experiment()->isOpen());
            QualityCostTab *tab = window.qualityCostTab();
            ProtocolPanel *protocol = tab->protocolPanel();
            protocol->setTypedFields(protocolFields());
            QVERIFY(protocol->fix());
            QVERIFY2(QCoro::waitFor(window.experiments()->save()), qPrintable(answers.texts.join(u'|')));
            QThread::msleep(1'100); // the next changes happen in a later second, as a user's do
            auto loaded = readReport(samples.at(0));
            QVERIFY2(loaded, qPrintable(loaded.error()));
            QVERIFY2(QCoro::waitFor(tab->addRowFromReport(*loaded, std::nullopt, samples.at(0))),
                     qPrintable(tab->gridPanel()->messageLabel()->text()));
            QVERIFY2(QCoro::waitFor(window.experiments()->save()), qPrintable(answers.texts.join(u'|')));
            protocol->startAmendment();
            protocol->setTypedFields(protocolFields(u"0.85"_s));
            protocol->reasonEdit()->setText(u"the pilot showed 0.90 is out of reach"_s);
            QVERIFY2(protocol->amend(), qPrintable(protocol->errorLabel()->text()));
            amendedSha = protocol->protocol().currentSha256();
            QVERIFY2(QCoro::waitFor(window.experiments()->save()), qPrintable(answers.texts.join(u'|')));
            QVERIFY2(QCoro::waitFor(window.experiments()->save()),
                     qPrintable(answers.texts.join(u'|'))); // again: nothing new
            QVERIFY(!window.isWindowModified());
            QCoro::waitFor(window.openReports({samples.at(1)})); // remembered in window.json at quit
            window.close(); // quits without a question: everything is saved
            QTRY_VERIFY_WITH_TIMEOUT(window.isClosed(), 10000);
            QVERIFY2(answers.texts.isEmpty(), qPrintable(answers.texts.join(u'|')));
        }
        // What the window remembered names the report relative to the experiment, never absolutely.
        const QByteArray remembered = fileBytes(QDir(folder).filePath(ExperimentFile::window));
        QVERIFY2(remembered.contains(QByteArray("../" + marker.toUtf8() + "/")), remembered.constData());
        QVERIFY2(!remembered.contains(dir.path().toUtf8()), remembered.constData());
        {
            ModalAnswers answers;
            MainWindow window(&m_languages);
            window.show();
            QCoro::waitFor(window.start({folder}));
            QVERIFY(window.experiment()->isOpen());
            const QualityProtocol &protocol = window.qualityCostTab()->protocolPanel()->protocol();
            QCOMPARE(protocol.currentSha256(), amendedSha);
            QCOMPARE(protocol.history().size(), 1);
            QCOMPARE(window.qualityCostTab()->grid().rowCount(), 1);
            // Price: the calculator's package pinned to the run's row, saved, and counted.
            CostPanel *cost = window.qualityCostTab()->costPanel();
            cost->gpuBox()->setCurrentIndex(cost->gpuBox()->findData(u"h100"_s));
            cost->daysBox()->setCurrentIndex(cost->daysBox()->findData(7));
            cost->lotsEdit()->setText(u"1"_s);
            QVERIFY(cost->cost());
            window.qualityCostTab()->gridPanel()->view()->selectRow(0);
            QVERIFY2(window.qualityCostTab()->pinPackageToSelectedRows(),
                     qPrintable(window.qualityCostTab()->gridPanel()->messageLabel()->text()));
            QCOMPARE(window.qualityCostTab()->grid().row(0)[ResultColumn::GpuId], u"h100"_s);
            QVERIFY2(QCoro::waitFor(window.experiments()->save()), qPrintable(answers.texts.join(u'|')));
            window.close();
            QTRY_VERIFY_WITH_TIMEOUT(window.isClosed(), 10000);
            QVERIFY2(answers.texts.isEmpty(), qPrintable(answers.texts.join(u'|')));
        }
        const ExperimentCheck check = checkExperiment(folder);
        QVERIFY2(check.verified(), qPrintable(check.rowProblems.join(u'|')));
        // The priced row reads back as the command line sees it: one package, its total in cents.
        const auto summary = summarizeExperiment(folder);
        QVERIFY2(summary, qPrintable(summary.error()));
        QCOMPARE(summary->packages.size(), qsizetype(1));
        QCOMPARE(summary->packages.first().gpuId, u"h100"_s);
        auto exported = exportExperiment(folder, dir.filePath(u"bundle"_s), {});
        QVERIFY2(exported, qPrintable(exported.error()));
        QVERIFY(exported->verified());
        QVERIFY(checkExperiment(dir.filePath(u"bundle"_s)).verified());
        // window.json names the report relative to the experiment, and stays out of the bundle:
        // no file of the bundle names the folder the reports came from, nor any absolute path here.
        QDirIterator files(dir.filePath(u"bundle"_s), QDir::Files, QDirIterator::Subdirectories);
        while (files.hasNext()) {
            const QByteArray bytes = fileBytes(files.next());
            QVERIFY2(!bytes.contains(marker.toUtf8()) && !bytes.contains(dir.path().toUtf8()),
                     qPrintable(files.filePath()));
        }
    }

    // One rule for both front ends: a report already cited is refused with the row that cites it, by
    // `iteragpu experiment add` and by the window, in the same words, and nothing is added.
    void theWindowAndTheCommandLineRefuseACitedReportAlike()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath(u"cited"_s);
        QVERIFY(QDir().mkpath(dir.filePath(u"loose"_s)));
        const QStringList samples = writeSampleReports(dir.filePath(u"loose"_s), RunStatus::Complete);
        fixedExperiment(folder, u"Cited once"_s);
        CliRun run = runCli({u"experiment"_s, u"add"_s, folder, samples.at(0)});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        run = runCli({u"experiment"_s, u"add"_s, folder, samples.at(0)});
        QCOMPARE(run.exitCode, 2);
        const QString expected = u"h100.json: already cited by row 1 (run-001) of the grid; a repetition is not a "
                                 u"new useful unit (nothing was added)"_s;
        QVERIFY2(run.err.contains(expected), qPrintable(run.err));
        const QByteArray gridBefore = fileBytes(QDir(folder).filePath(ExperimentFile::grid));

        ModalAnswers answers;
        MainWindow window(&m_languages);
        window.show();
        QCoro::waitFor(window.start({folder}));
        QVERIFY(window.experiment()->isOpen());
        QualityCostTab *tab = window.qualityCostTab();
        auto loaded = readReport(samples.at(0));
        QVERIFY2(loaded, qPrintable(loaded.error()));
        QVERIFY(!QCoro::waitFor(tab->addRowFromReport(*loaded, std::nullopt, samples.at(0))));
        QCOMPARE(tab->gridPanel()->messageLabel()->text(), expected);
        QCOMPARE(tab->grid().rowCount(), 1);
        QVERIFY(!window.isWindowModified());
        QCOMPARE(fileBytes(QDir(folder).filePath(ExperimentFile::grid)), gridBefore);
        QCOMPARE(QDir(QDir(folder).filePath(ExperimentFile::reports)).entryList(QDir::Files).size(), 1);
    }

    // A window without an experiment says where to start, beside the tabs: New experiment, Open
    // experiment and Open a report, each the File menu's own action (its text, its key in the
    // tooltip); the buttons go once an experiment is open and come back when it is closed.
    void aWindowWithoutAnExperimentSaysWhereToStart()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath(u"started"_s);
        fixedExperiment(folder, u"Started"_s);
        ModalAnswers answers;
        MainWindow window(&m_languages);
        window.show();
        QCoro::waitFor(window.start({}));
        QVERIFY(!window.experiment()->isOpen());
        StartStrip *start = window.startStrip();
        QVERIFY(start->isVisibleTo(&window));
        QCOMPARE(start->newButton()->text(), u"New experiment…"_s);
        QCOMPARE(start->openButton()->text(), u"Open experiment…"_s);
        QVERIFY2(start->reportButton()->text().startsWith(u"Open "_s), qPrintable(start->reportButton()->text()));
        QVERIFY(!start->openButton()->toolTip().isEmpty()); // the key, as the menu binds it
        QVERIFY(QCoro::waitFor(window.experiments()->openExperiment(folder)));
        QVERIFY(!start->isVisibleTo(&window));
        QVERIFY(QCoro::waitFor(window.experiments()->closeExperiment()));
        QVERIFY(start->isVisibleTo(&window));
    }

    void noRowBeforeTheProtocolIsFixed()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath(u"draft"_s);
        QVERIFY(createExperiment(folder, u"Draft only"_s, QDateTime::currentDateTimeUtc()));
        const QStringList samples = writeSampleReports(dir.path(), RunStatus::Complete);
        ModalAnswers answers;
        MainWindow window(&m_languages);
        window.show();
        QCoro::waitFor(window.start({folder}));
        QualityCostTab *tab = window.qualityCostTab();
        auto loaded = readReport(samples.at(0));
        QVERIFY(loaded);
        QVERIFY(!QCoro::waitFor(tab->addRowFromReport(*loaded, std::nullopt, samples.at(0))));
        QVERIFY2(tab->gridPanel()->messageLabel()->text().contains(u"before the protocol is fixed"_s),
                 qPrintable(tab->gridPanel()->messageLabel()->text()));
        auto *add = tab->gridPanel()->findChild<QPushButton *>(u"addRow"_s);
        QVERIFY(add);
        QTest::mouseClick(add, Qt::LeftButton);
        QCOMPARE(tab->grid().rowCount(), 0);
        // Nothing was copied into the experiment for the refused row.
        QVERIFY(QDir(QDir(folder).filePath(ExperimentFile::reports)).isEmpty());
    }

    void dryRunsAreNeverPricedAndTheTotalCountsOnlyThisPackage()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath(u"costs"_s);
        const Experiment experiment = fixedExperiment(folder, u"Costs"_s);
        const QString sha = experiment.protocol.currentSha256();
        ModalAnswers answers;
        MainWindow window(&m_languages);
        window.show();
        QCoro::waitFor(window.start({folder}));
        QualityCostTab *tab = window.qualityCostTab();
        CostPanel *cost = tab->costPanel();
        cost->gpuBox()->setCurrentIndex(cost->gpuBox()->findData(u"h100"_s));
        cost->daysBox()->setCurrentIndex(cost->daysBox()->findData(7));
        QVERIFY2(cost->cost(), qPrintable(cost->errorLabel()->text() + cost->resultLabel()->text()));
        const PackageCost package = *cost->cost();
        cost->daysBox()->setCurrentIndex(cost->daysBox()->findData(30));
        QVERIFY2(cost->cost(), qPrintable(cost->errorLabel()->text()));
        const PackageCost otherPackage = *cost->cost();
        cost->daysBox()->setCurrentIndex(cost->daysBox()->findData(7));

        ResultsGridModel *model = tab->gridPanel()->model();
        QVERIFY(model->insertResultRow(0, pinnedRow(u"run-001"_s, u"cuda:0"_s, u"complete"_s, package, u"10"_s, sha)));
        QVERIFY(
            model->insertResultRow(1, pinnedRow(u"run-002"_s, u"cuda:0"_s, u"complete"_s, otherPackage, u"20"_s, sha)));
        QVERIFY(model->insertResultRow(2, pinnedRow(u"run-003"_s, u"cpu"_s, u"complete"_s, package, u"400"_s, sha)));
        QVERIFY(model->insertResultRow(3, pinnedRow(u"run-004"_s, u"cuda:0"_s, u"failed"_s, package, u"5"_s, sha)));
        tab->costPanel()->gridChanged();

        QCOMPARE(cost->gridTotal().accepted, qint64(10));
        QCOMPARE(cost->gridTotal().counted, 1);
        QCOMPARE(cost->gridTotal().otherPackage, 1);
        QCOMPARE(cost->gridTotal().dryRun, 1);
        QCOMPARE(cost->gridTotal().notCompleted, 1);
        QVERIFY2(cost->useGridTotalButton()->text().contains(u"(10 accepted)"_s),
                 qPrintable(cost->useGridTotalButton()->text()));
        const QString rule = cost->gridTotalLabel()->text();
        QVERIFY2(rule.contains(u"Counts 1 row of this package"_s) && rule.contains(u"1 of another package"_s)
                     && rule.contains(u"1 dry run"_s) && rule.contains(u"1 failed or cancelled"_s),
                 qPrintable(rule));
        QTest::mouseClick(cost->useGridTotalButton(), Qt::LeftButton);
        QCOMPARE(cost->acceptedEdit()->text(), u"10"_s);

        const QList<GridProblem> problems = tab->gridProblems();
        const bool dryRunNamed = std::any_of(problems.begin(), problems.end(), [](const GridProblem &p) {
            return p.kind == GridProblemKind::DryRunPriced && p.row == 2 && p.message.contains(u"dry run"_s);
        });
        QVERIFY(dryRunNamed);
        // A row naming no version of the protocol is a problem inside an experiment.
        ResultRow unversioned = pinnedRow(u"run-005"_s, u"cuda:0"_s, u"complete"_s, package, u"1"_s, sha);
        unversioned[ResultColumn::Notes].clear();
        QVERIFY(model->insertResultRow(4, unversioned));
        const QList<GridProblem> after = tab->gridProblems();
        QVERIFY(std::any_of(after.begin(), after.end(), [](const GridProblem &p) {
            return p.kind == GridProblemKind::NoProtocolVersion && p.row == 4;
        }));
        model->markSaved();
    }

    // The first priced row without typing 25 cells: a typed row whose snapshot differs from the
    // catalog's is named by the grid total with the cell that keeps it out, "Pin package to rows"
    // copies the calculator's package into it in one undo step, and a dry run is refused.
    void pinningThePackageToATypedRowPricesIt()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath(u"pinned"_s);
        const Experiment experiment = fixedExperiment(folder, u"Pinned"_s);
        const QString sha = experiment.protocol.currentSha256();
        ModalAnswers answers;
        MainWindow window(&m_languages);
        window.show();
        QCoro::waitFor(window.start({folder}));
        QualityCostTab *tab = window.qualityCostTab();
        window.tabs()->setCurrentWidget(tab);
        QCOMPARE(tab->pages()->currentIndex(), int(QualityCostTab::GridPage)); // the protocol is fixed
        CostPanel *cost = tab->costPanel();
        cost->gpuBox()->setCurrentIndex(cost->gpuBox()->findData(u"h100"_s));
        cost->daysBox()->setCurrentIndex(cost->daysBox()->findData(7));
        cost->lotsEdit()->setText(u"1"_s);
        QVERIFY2(cost->cost(), qPrintable(cost->errorLabel()->text()));
        const PackageCost package = *cost->cost();
        ResultsGridModel *model = tab->gridPanel()->model();
        ResultRow typed = pinnedRow(u"run-001"_s, u"cuda:0"_s, u"complete"_s, package, u"900"_s, sha);
        typed[ResultColumn::CatalogSnapshot] = u"2026-09-24"_s; // typed by hand, short of the catalog's text
        QVERIFY(model->insertResultRow(0, typed));
        ResultRow dryRun = pinnedRow(u"run-002"_s, u"cpu"_s, u"complete"_s, package, QString(), sha);
        for (int column : {ResultColumn::GpuId, ResultColumn::DurationDays, ResultColumn::Lots,
                           ResultColumn::LotPriceCents, ResultColumn::CatalogSnapshot})
            dryRun[column].clear();
        QVERIFY(model->insertResultRow(1, dryRun));
        QCOMPARE(cost->gridTotal().counted, 0);
        const QString why = u"Row 1 (run-001) is left out because its Catalog snapshot is '2026-09-24', not '%1'"_s.arg(
            package.tariff.snapshot);
        QVERIFY2(cost->gridTotalLabel()->text().contains(why), qPrintable(cost->gridTotalLabel()->text()));

        tab->gridPanel()->view()->selectRow(0);
        tab->pinPackageButton()->click();
        QVERIFY2(tab->grid().row(0)[ResultColumn::CatalogSnapshot] == package.tariff.snapshot,
                 qPrintable(tab->gridPanel()->messageLabel()->text()));
        QCOMPARE(cost->gridTotal().counted, 1);
        QCOMPARE(cost->gridTotal().accepted, 900);
        QVERIFY2(!cost->gridTotalLabel()->text().contains(u"is left out because"_s),
                 qPrintable(cost->gridTotalLabel()->text()));
        QVERIFY2(tab->guideLabel()->text().contains(u"1 row pinned to a package"_s),
                 qPrintable(tab->guideLabel()->text()));
        model->undoStack()->undo(); // one step
        QCOMPARE(tab->grid().row(0)[ResultColumn::CatalogSnapshot], u"2026-09-24"_s);
        model->undoStack()->redo();
        QCOMPARE(tab->grid().row(0)[ResultColumn::CatalogSnapshot], package.tariff.snapshot);

        tab->gridPanel()->view()->selectRow(1);
        QVERIFY(!tab->pinPackageToSelectedRows());
        QVERIFY2(tab->gridPanel()->messageLabel()->text().contains(u"a CPU dry run never carries a tariff"_s),
                 qPrintable(tab->gridPanel()->messageLabel()->text()));
        QVERIFY(tab->grid().row(1)[ResultColumn::GpuId].isEmpty());
        model->markSaved();
    }

    void reportsAreCopiedIntoTheExperimentAndVerified()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath(u"copies"_s);
        fixedExperiment(folder, u"Copies"_s);
        const QString loose = dir.filePath(u"loose"_s);
        QVERIFY(QDir().mkpath(loose));
        const QStringList samples = writeSampleReports(loose, RunStatus::Complete);
        ModalAnswers answers;
        MainWindow window(&m_languages);
        window.show();
        QCoro::waitFor(window.start({folder}));
        QualityCostTab *tab = window.qualityCostTab();
        for (const QString &path : {samples.at(0), samples.at(1)}) {
            auto loaded = readReport(path);
            QVERIFY(loaded);
            QVERIFY2(QCoro::waitFor(tab->addRowFromReport(*loaded, std::nullopt, path)),
                     qPrintable(tab->gridPanel()->messageLabel()->text()));
        }
        // The same bytes again: refused with the row that cites them, as `iteragpu experiment add`
        // refuses them; nothing more is stored.
        auto again = readReport(samples.at(0));
        QVERIFY(!QCoro::waitFor(tab->addRowFromReport(*again, std::nullopt, samples.at(0))));
        QVERIFY2(tab->gridPanel()->messageLabel()->text().contains(u"already cited by row 1 (run-001)"_s),
                 qPrintable(tab->gridPanel()->messageLabel()->text()));
        QCOMPARE(tab->grid().rowCount(), 2);
        const QStringList stored = QDir(QDir(folder).filePath(ExperimentFile::reports)).entryList(QDir::Files);
        QCOMPARE(stored, (QStringList{u"cpu.json"_s, u"h100.json"_s}));
        QCOMPARE(tab->grid().row(1)[ResultColumn::MeasurementFile], u"reports/cpu.json"_s);
        QVERIFY(QCoro::waitFor(window.experiments()->save()));
        ExperimentCheck check = checkExperiment(folder);
        QVERIFY2(check.verified(), qPrintable(check.rowProblems.join(u'\n') + check.manifest.problems.join(u'\n')));

        // The bundle export: a verified copy, charts added; a cited report deleted from the copy is
        // named with its row.
        const QString bundle = dir.filePath(u"bundle"_s);
        auto exported = exportExperiment(folder, bundle, {{u"chart-time.png"_s, QByteArray("png bytes")}});
        QVERIFY2(exported, qPrintable(exported.error()));
        QVERIFY2(exported->verified(), qPrintable(exported->rowProblems.join(u'\n')));
        QVERIFY(QFile::exists(QDir(bundle).filePath(u"charts/chart-time.png"_s)));

        // The same export from the window's File menu: the copy and its checks are made off the GUI
        // thread (still going on when the call returns; a call queued then runs while it goes on),
        // one at a time, its end in a message.
        const QString windowBundle = dir.filePath(u"window-bundle"_s);
        QCoro::Task<bool> exporting = window.files()->exportExperimentTo(windowBundle);
        QVERIFY(window.files()->isExporting());
        bool turnedWhileExporting = false;
        QMetaObject::invokeMethod(
            &window, [&] { turnedWhileExporting = window.files()->isExporting(); }, Qt::QueuedConnection);
        QVERIFY(!QCoro::waitFor(window.files()->exportExperimentTo(dir.filePath(u"second"_s))));
        QVERIFY(QCoro::waitFor(std::move(exporting)));
        QVERIFY(turnedWhileExporting);
        QVERIFY(!window.files()->isExporting());
        QVERIFY(checkExperiment(windowBundle).verified());
        QVERIFY(!QFileInfo::exists(dir.filePath(u"second"_s)));
        QVERIFY2(answers.texts.last().contains(u"A verified copy of the experiment"_s),
                 qPrintable(answers.texts.last()));

        QVERIFY(QFile::remove(QDir(bundle).filePath(u"reports/h100.json"_s)));
        const ExperimentCheck copyCheck = checkExperiment(bundle);
        QVERIFY(!copyCheck.verified());
        QVERIFY2(copyCheck.rowProblems.join(u'\n').contains(u"row 1 (run-001)"_s)
                     && copyCheck.rowProblems.join(u'\n').contains(u"reports/h100.json is missing"_s),
                 qPrintable(copyCheck.rowProblems.join(u'\n')));

        // A cited report changed after the row was added: verify names the row and the file.
        QFile report(QDir(folder).filePath(u"reports/cpu.json"_s));
        QVERIFY(report.open(QIODevice::Append));
        report.write(" ");
        report.close();
        check = checkExperiment(folder);
        QVERIFY(!check.verified());
        const QString lines = check.rowProblems.join(u'\n');
        QVERIFY2(lines.contains(u"run-002"_s) && lines.contains(u"reports/cpu.json"_s), qPrintable(lines));
    }

    void aReportShownIsCopiedInWhenItsRowIsAdded()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath(u"shown"_s);
        fixedExperiment(folder, u"Shown"_s);
        const QString loose = dir.filePath(u"loose"_s);
        QVERIFY(QDir().mkpath(loose));
        const QStringList samples = writeSampleReports(loose, RunStatus::Complete);
        MainWindow window(&m_languages);
        window.show();
        QCoro::waitFor(window.start({folder}));
        QCoro::waitFor(window.openReports({samples.at(1)})); // a CPU dry run: no tariff to choose
        QCOMPARE(window.reports()->entries().size(), qsizetype(1));
        // The report view's "Add to results grid", its tariff dialog accepted as shown.
        QTimer accept;
        QObject::connect(&accept, &QTimer::timeout, [] {
            if (auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget()))
                dialog->accept();
        });
        accept.start(20);
        Q_EMIT window.measureTab()->reportView()->addRowRequested(window.reports()->entries().first().id);
        QTRY_COMPARE_WITH_TIMEOUT(window.qualityCostTab()->grid().rowCount(), 1, 10'000);
        QCOMPARE(window.qualityCostTab()->grid().row(0)[ResultColumn::MeasurementFile], u"reports/cpu.json"_s);
        QVERIFY(QFileInfo::exists(QDir(folder).filePath(u"reports/cpu.json"_s)));
        // Before Save (a window killed now): the stored report is listed, the folder verifies.
        const ExperimentCheck before = checkExperiment(folder);
        QVERIFY2(before.verified(), qPrintable(before.rowProblems.join(u'\n') + before.manifest.problems.join(u'\n')));
        QVERIFY(QCoro::waitFor(window.experiments()->save()));
        const ExperimentCheck check = checkExperiment(folder);
        QVERIFY2(check.verified(), qPrintable(check.rowProblems.join(u'\n') + check.manifest.problems.join(u'\n')));
    }

    void theWindowRemembersReportsAndTheCalculator()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath(u"remember"_s);
        fixedExperiment(folder, u"Remember"_s);
        const QStringList samples = writeSampleReports(dir.path(), RunStatus::Complete);
        {
            ModalAnswers answers;
            MainWindow window(&m_languages);
            window.show();
            QCoro::waitFor(window.start({folder}));
            QCoro::waitFor(window.openReports({samples.at(0)}));
            CostPanel *cost = window.qualityCostTab()->costPanel();
            cost->gpuBox()->setCurrentIndex(cost->gpuBox()->findData(u"h100"_s));
            cost->daysBox()->setCurrentIndex(cost->daysBox()->findData(30));
            cost->lotsEdit()->setText(u"3"_s);
            window.close();
        }
        ModalAnswers answers;
        MainWindow window(&m_languages);
        window.show();
        QCoro::waitFor(window.start({}));
        QVERIFY(window.experiment()->isOpen());
        QVERIFY(waitUntil([&] { return window.reports()->entries().size() == 1; }, 10000));
        QCOMPARE(window.reports()->entries().first().path, samples.at(0));
        CostPanel *cost = window.qualityCostTab()->costPanel();
        QCOMPARE(cost->gpuBox()->currentData().toString(), u"h100"_s);
        QCOMPARE(cost->daysBox()->currentData().toInt(), 30);
        QCOMPARE(cost->lotsEdit()->text(), u"3"_s);
    }

    void aSecondWindowOnTheSameExperimentIsRefused()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath(u"shared"_s);
        fixedExperiment(folder, u"Shared"_s);
        ModalAnswers answers;
        MainWindow first(&m_languages);
        QCoro::waitFor(first.start({folder}));
        QVERIFY(first.experiment()->isOpen());
        MainWindow second(&m_languages);
        QCoro::waitFor(second.start({folder}));
        QVERIFY(!second.experiment()->isOpen());
        QVERIFY2(answers.texts.join(u' ').contains(u"is open in another window"_s),
                 qPrintable(answers.texts.join(u'|')));
    }

    void aSecondWindowOutsideExperimentsSaysItKeepsNoRecovery()
    {
        MainWindow first(&m_languages);
        MainWindow second(&m_languages);
        QVERIFY(first.recovery()->ownsFile());
        QVERIFY(!second.recovery()->ownsFile());
        auto *off = second.findChild<QLabel *>(u"recoveryOff"_s);
        QVERIFY(off && off->isVisibleTo(&second));
        QVERIFY2(off->text().contains(u"another window keeps it"_s), qPrintable(off->text()));
        QVERIFY(!first.findChild<QLabel *>(u"recoveryOff"_s));
    }

    void killedWindowsOnTwoExperimentsEachRestoreTheirOwn()
    {
        QTemporaryDir dir;
        QStringList folders;
        for (const QString &name : {u"alpha"_s, u"beta"_s}) {
            folders.append(dir.filePath(name));
            fixedExperiment(folders.last(), name);
        }
        QList<QProcess *> editing;
        for (const QString &folder : folders)
            editing.append(startChild(u"edit"_s, folder, dir));
        for (QProcess *child : editing) {
            QVERIFY2(child->waitForReadyRead(60000) && child->readAllStandardOutput().startsWith("ready"),
                     child->readAllStandardError().constData());
        }
        for (QProcess *child : editing) {
            child->kill(); // SIGKILL: no close event, no save
            QVERIFY(child->waitForFinished(10000));
        }
        for (const QString &folder : folders) {
            QProcess *restoring = startChild(u"restore"_s, folder, dir);
            QVERIFY(restoring->waitForFinished(60000));
            QVERIFY2(restoring->exitCode() == 0, restoring->readAllStandardError().constData());
            const QJsonObject report = QJsonDocument::fromJson(restoring->readAllStandardOutput().trimmed()).object();
            const QString notes = report.value(u"notes"_s).toString();
            QVERIFY2(notes.startsWith(u"typed in "_s + QFileInfo(folder).fileName()), qPrintable(notes));
            QVERIFY2(!notes.contains(u'|'), qPrintable(notes)); // its own row only
        }
    }
};

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(u"IteraGPU Lab tests"_s);
    QApplication::setApplicationName(u"tst_experimentgui"_s);
    const QByteArray role = qgetenv(kRoleVariable);
    if (role == "edit")
        return editAndWait(qEnvironmentVariable("ITERAGPU_EXPERIMENT_DIR"));
    if (role == "restore")
        return restoreAndReport(qEnvironmentVariable("ITERAGPU_EXPERIMENT_DIR"));
    QStandardPaths::setTestModeEnabled(true);
    TestExperimentGui test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_experimentgui.moc"
