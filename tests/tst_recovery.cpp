// Crash recovery: the recovery file's format, the manager's ownership and removal rules, and the
// real main window killed with SIGKILL while the grid and the protocol hold unsaved edits, then
// started again. The window runs in a child process (this same binary, in a child role chosen by an
// environment variable) so that it can be killed like a crashing application.
#include "core/quality/recovery.h"
#include "ui/common/languagemanager.h"
#include "ui/filecommands.h"
#include "ui/mainwindow.h"
#include "ui/quality/protocolpanel.h"
#include "ui/quality/qualitycosttab.h"
#include "ui/quality/resultsgridmodel.h"
#include "ui/quality/resultsgridpanel.h"
#include "ui/recoverymanager.h"

#include <QAbstractButton>
#include <QApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFuture>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>

#include <cstdio>

using namespace Qt::StringLiterals;
using namespace IteraGpu;
using namespace IteraGpu::Ui;

namespace {

const char *const kRoleVariable = "ITERAGPU_RECOVERY_CHILD";
const QString kNotes = u"typed just before the crash, \"quoted\", with a comma"_s;
const QString kUsefulUnit = u"one answered question"_s;

ResultRow makeRow(const QString &runId)
{
    ResultRow row;
    row[ResultColumn::RunId] = runId;
    row[ResultColumn::DateUtc] = u"2026-11-30T09:00:00Z"_s;
    row[ResultColumn::RunStatus] = u"complete"_s;
    row[ResultColumn::Device] = u"cpu"_s;
    row[ResultColumn::Batch] = u"1"_s;
    return row;
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

// Child role "edit": unsaved edits in the grid and the protocol, then "ready" once the recovery
// file holds them; then it waits to be killed.
int editAndWait()
{
    LanguageManager languages;
    languages.setLanguage(u"en"_s);
    MainWindow window(&languages);
    window.show();
    ResultsGridModel *model = window.qualityCostTab()->gridPanel()->model();
    for (const auto &[index, runId] : {std::pair{0, u"run-001"_s}, std::pair{1, u"run-002"_s}}) {
        if (Status inserted = model->insertResultRow(index, makeRow(runId)); !inserted) {
            std::fprintf(stderr, "insert refused: %s\n", qPrintable(inserted.error()));
            return 1;
        }
    }
    if (!model->setData(model->index(1, ResultColumn::Notes), kNotes)) {
        std::fprintf(stderr, "edit refused\n");
        return 1;
    }
    auto *unit = window.qualityCostTab()->protocolPanel()->findChild<QLineEdit *>(u"usefulUnit"_s);
    QTest::keyClicks(unit, kUsefulUnit); // typing, saved after the quiet time
    const QString path = window.recovery()->filePath();
    const bool written = waitUntil(
        [&] {
            QFile file(path);
            if (!file.open(QIODevice::ReadOnly))
                return false;
            const QByteArray bytes = file.readAll();
            return bytes.contains("typed just before the crash") && bytes.contains(kUsefulUnit.toUtf8());
        },
        20000);
    if (!written) {
        std::fprintf(stderr, "the recovery file never held the edits\n");
        return 1;
    }
    std::printf("ready\n");
    std::fflush(stdout);
    return QApplication::exec();
}

// Child role "restore": answers the recovery prompt with Restore, prints what the window holds
// as JSON, then saves both documents and reports whether the recovery file is gone.
int restoreAndReport(const QString &saveFolder)
{
    LanguageManager languages;
    languages.setLanguage(u"en"_s);
    MainWindow window(&languages);
    window.show();
    QString prompt;
    QTimer::singleShot(100, &window, [&] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box)
            return;
        prompt = box->text();
        for (QAbstractButton *button : box->buttons()) {
            if (box->buttonRole(button) == QMessageBox::AcceptRole)
                button->click();
        }
    });
    QCoro::waitFor(window.offerRecovery());
    ResultsGridPanel *grid = window.qualityCostTab()->gridPanel();
    ProtocolPanel *protocol = window.qualityCostTab()->protocolPanel();
    QJsonObject report{
        {u"prompt"_s, prompt},
        {u"grid_csv"_s, grid->model()->grid().toCsv()},
        {u"grid_modified"_s, grid->isModified()},
        {u"protocol_modified"_s, protocol->isModified()},
        {u"useful_unit"_s, protocol->typedFields().usefulUnit},
    };
    Status saved = grid->saveFile(saveFolder + u"/grid.csv"_s);
    if (saved)
        saved = protocol->save(saveFolder + u"/protocol.json"_s);
    window.recovery()->waitForWrites();
    QCoreApplication::processEvents();
    window.recovery()->waitForWrites();
    report.insert(u"saved"_s, saved ? u"yes"_s : saved.error());
    report.insert(u"file_after_save"_s, QFile::exists(window.recovery()->filePath()));
    std::printf("%s\n", QJsonDocument(report).toJson(QJsonDocument::Compact).constData());
    std::fflush(stdout);
    return 0;
}

} // namespace

class TestRecovery : public QObject
{
    Q_OBJECT
private:
    QProcess *startChild(const QString &role, const QTemporaryDir &dir)
    {
        auto *process = new QProcess(this);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QString::fromLatin1(kRoleVariable), role);
        env.insert(u"XDG_DATA_HOME"_s, dir.filePath(u"data"_s));
        env.insert(u"XDG_CONFIG_HOME"_s, dir.filePath(u"config"_s));
        env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
        env.insert(u"ITERAGPU_RECOVERY_SAVE_FOLDER"_s, dir.path());
        process->setProcessEnvironment(env);
        process->setProcessChannelMode(QProcess::SeparateChannels);
        process->start(QCoreApplication::applicationFilePath(), {});
        return process;
    }

private Q_SLOTS:
    void snapshotRoundTrip()
    {
        RecoverySnapshot snapshot;
        snapshot.savedUtc = QDateTime(QDate(2026, 11, 30), QTime(9, 30), Qt::UTC);
        snapshot.gridModified = true;
        QVERIFY(snapshot.grid.insertRow(0, makeRow(u"run-001"_s)));
        snapshot.gridPath = u"/tmp/grid.csv"_s;
        snapshot.protocolModified = true;
        snapshot.typedFields.usefulUnit = kUsefulUnit;
        snapshot.amendmentReason = u"corpus grew"_s;

        auto back = RecoverySnapshot::fromJson(snapshot.toJson(), u"recovery.json"_s);
        QVERIFY2(back, qPrintable(back.error()));
        QCOMPARE(back->savedUtc, snapshot.savedUtc);
        QCOMPARE(back->grid.toCsv(), snapshot.grid.toCsv());
        QCOMPARE(back->gridPath, snapshot.gridPath);
        QVERIFY(back->protocolModified);
        QCOMPARE(back->typedFields, snapshot.typedFields);
        QCOMPARE(back->amendmentReason, snapshot.amendmentReason);
    }

    void snapshotWithoutChangesStoresNothing()
    {
        RecoverySnapshot snapshot;
        snapshot.savedUtc = QDateTime::currentDateTimeUtc();
        QVERIFY(snapshot.isEmpty());
        const QJsonObject json = QJsonDocument::fromJson(snapshot.toJson()).object();
        QVERIFY(!json.contains(u"grid"_s));
        QVERIFY(!json.contains(u"protocol"_s));
    }

    void badRecoveryFilesAreRefused_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("expected");
        QTest::addRow("truncated JSON") << QByteArray("{\"format\": \"iteragpu-lab/rec") << u"recovery.json, byte"_s;
        QTest::addRow("another format") << QByteArray(R"({"format": "x", "format_version": 1})")
                                        << u"recovery.json: not a recovery file"_s;
        QTest::addRow("a future version") << QByteArray(
            R"({"format": "iteragpu-lab/recovery", "format_version": 2, "saved_utc": "2026-11-30T09:00:00Z"})")
                                          << u"recovery.json: not a recovery file"_s;
        QTest::addRow("grid with a bad cell") << QByteArray(
            R"({"format": "iteragpu-lab/recovery", "format_version": 1, "saved_utc": "2026-11-30T09:00:00Z",)"
            R"( "grid": {"path": "", "csv": "run_id\n"}})")
                                              << u"recovery.json (grid), line 1: wrong header"_s;
        QTest::addRow("a key given twice") << QByteArray(
            R"({"format": "iteragpu-lab/recovery", "format_version": 1, "saved_utc": "2026-11-30T09:00:00Z",)"
            R"( "saved_utc": "x"})") << u"recovery.json, byte 94: not valid JSON (key \"saved_utc\" appears twice"_s;
        QTest::addRow("tampered protocol") << QByteArray(
            R"({"format": "iteragpu-lab/recovery", "format_version": 1, "saved_utc": "2026-11-30T09:00:00Z",)"
            R"( "protocol": {"state": {"format": "iteragpu-lab/quality-protocol", "format_version": 1,)"
            R"( "fields": {}, "sha256": "00", "fixed_at_utc": "2026-11-30T09:00:00Z"}}})")
                                           << u"recovery.json (protocol): sha256 does not match"_s;
    }

    void badRecoveryFilesAreRefused()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, expected);
        auto parsed = RecoverySnapshot::fromJson(bytes, u"recovery.json"_s);
        QVERIFY(!parsed);
        QVERIFY2(parsed.error().startsWith(expected), qPrintable(parsed.error()));
    }

    // A recovery file can be edited by anyone who can write its folder: a stored path that could
    // redirect a later Save (a link, a folder, a relative or resource path, escapes) is dropped.
    void storedPathsAreValidated_data()
    {
        QTest::addColumn<QString>("path"); // "@" stands for the test's folder
        QTest::addColumn<bool>("kept");
        QTest::addRow("absolute, not there yet") << u"@/new-grid.csv"_s << true;
        QTest::addRow("absolute regular file") << u"@/grid.csv"_s << true;
        QTest::addRow("relative") << u"grid.csv"_s << false;
        QTest::addRow("a Qt resource") << u":/grid.csv"_s << false;
        QTest::addRow("escape characters") << u"@/a\u001b[2Jb.csv"_s << false;
        QTest::addRow("right-to-left override") << u"@/vsc.\u202Egrid"_s << false;
        QTest::addRow("a link to a regular file") << u"@/link.csv"_s << false;
        QTest::addRow("a dangling link") << u"@/dangling.csv"_s << false;
        QTest::addRow("a folder") << u"@/folder"_s << false;
    }

    void storedPathsAreValidated()
    {
        QFETCH(QString, path);
        QFETCH(bool, kept);
        QTemporaryDir dir;
        QFile file(dir.filePath(u"grid.csv"_s));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        QVERIFY(QFile::link(file.fileName(), dir.filePath(u"link.csv"_s)));
        QVERIFY(QFile::link(dir.filePath(u"gone.csv"_s), dir.filePath(u"dangling.csv"_s)));
        QVERIFY(QDir(dir.path()).mkdir(u"folder"_s));
        path.replace(u"@"_s, dir.path());

        RecoverySnapshot snapshot;
        snapshot.savedUtc = QDateTime(QDate(2026, 11, 30), QTime(9, 30), Qt::UTC);
        snapshot.gridModified = true;
        QVERIFY(snapshot.grid.insertRow(0, makeRow(u"run-001"_s)));
        snapshot.gridPath = path;
        auto back = RecoverySnapshot::fromJson(snapshot.toJson(), u"recovery.json"_s);
        QVERIFY2(back, qPrintable(back.error()));
        QCOMPARE(back->grid.rowCount(), 1); // the work itself is kept either way
        if (kept) {
            QCOMPARE(back->gridPath, path);
            QVERIFY(back->warnings.isEmpty());
        } else {
            QCOMPARE(back->gridPath, QString());
            QCOMPARE(back->warnings.size(), 1);
            QVERIFY2(back->warnings.first().startsWith(u"recovery.json: grid.path: "_s),
                     qPrintable(back->warnings.first()));
            QVERIFY2(!back->warnings.first().contains(u'\u001b'), "the warning echoes an escape character");
        }
    }

    // A tampered grid.path that names a file of the user's (~/.bashrc, say) is restored, but Save
    // asks where with the save dialog: nothing is replaced without it.
    void saveOfARecoveredPathAsks()
    {
        QTemporaryDir dir;
        const QString victim = dir.filePath(u"bashrc"_s);
        const QByteArray original = "alias ls='ls --color'\n";
        {
            QFile file(victim);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(original);
        }
        LanguageManager languages;
        languages.setLanguage(u"en"_s);
        MainWindow window(&languages);
        window.show();
        RecoverySnapshot snapshot;
        snapshot.savedUtc = QDateTime::currentDateTimeUtc();
        snapshot.gridModified = true;
        QVERIFY(snapshot.grid.insertRow(0, makeRow(u"run-001"_s)));
        snapshot.gridPath = victim;
        window.restoreRecovery(snapshot);
        ResultsGridPanel *grid = window.qualityCostTab()->gridPanel();
        QCOMPARE(grid->filePath(), victim);
        QVERIFY(!grid->filePathChosen());

        QString dialogClass;
        QTimer poll;
        poll.setInterval(20);
        connect(&poll, &QTimer::timeout, this, [&] {
            if (QWidget *modal = QApplication::activeModalWidget()) {
                dialogClass = QString::fromLatin1(modal->metaObject()->className());
                modal->close(); // the user cancels
            }
        });
        poll.start();
        const bool saved = window.files()->saveGrid(); // Ctrl+S
        poll.stop();
        QCOMPARE(dialogClass, u"QFileDialog"_s);
        QVERIFY(!saved);
        QFile file(victim);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), original);
        QVERIFY(grid->isModified());

        window.recovery()->discard();
        window.recovery()->waitForWrites();
    }

    // A recovery folder that cannot be made (its parent is a regular file: this fails for root too)
    // turns recovery off, and the status bar says so for as long as the window runs.
    void recoveryOffIsSaidInTheStatusBar()
    {
        QTemporaryDir dir;
        QFile blocker(dir.filePath(u"not-a-folder"_s));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        const QString folder = dir.filePath(u"not-a-folder/recovery"_s);
        RecoveryManager manager(folder, [] { return RecoverySnapshot{}; });
        QVERIFY(manager.isUnavailable());
        QVERIFY(!manager.ownsFile());
        RecoveryManager usable(dir.filePath(u"usable"_s), [] { return RecoverySnapshot{}; });
        QVERIFY(!usable.isUnavailable());
        RecoveryManager second(dir.filePath(u"usable"_s), [] { return RecoverySnapshot{}; });
        QVERIFY2(!second.isUnavailable(), "a folder another window owns is not 'off'");

        // The window's own folder (this test's application folder) blocked the same way.
        const QString application = QCoreApplication::applicationName();
        QCoreApplication::setApplicationName(application + u"-off"_s);
        const QString own = RecoveryManager::defaultFolder();
        QVERIFY(QDir().mkpath(QFileInfo(own).path()));
        QFile::remove(own);
        QFile ownBlocker(own);
        QVERIFY(ownBlocker.open(QIODevice::WriteOnly));
        ownBlocker.close();
        {
            LanguageManager languages;
            languages.setLanguage(u"en"_s);
            MainWindow window(&languages);
            window.show();
            QCoro::waitFor(window.offerRecovery()); // makes the manager, as the application does after the first frame
            auto *label = window.statusBar()->findChild<QLabel *>(u"recoveryOff"_s);
            QVERIFY(label);
            QVERIFY2(label->text().startsWith(u"Crash recovery is off: "_s), qPrintable(label->text()));
            window.statusBar()->showMessage(u"another message"_s, 10);
            QTest::qWait(50);
            QVERIFY(label->isVisible()); // permanent: no later message takes it away
        }
        QFile::remove(own);
        QCoreApplication::setApplicationName(application);
    }

    void cancelledReadStops()
    {
        const QByteArray bytes = R"({"format": "iteragpu-lab/recovery", "format_version": 1,)"
                                 R"( "saved_utc": "2026-11-30T09:00:00Z"})";
        std::atomic<bool> cancel{true};
        auto parsed = RecoverySnapshot::fromJson(bytes, u"recovery.json"_s, &cancel);
        QVERIFY(!parsed);
        QVERIFY2(isCancelled(parsed.failure()), qPrintable(parsed.error()));
    }

    // What a crashed session left is read off the GUI thread: the manager is made at once, and the
    // snapshot is there when its read has finished (a grid of 100,000 rows, the most a grid holds: about 8 MiB).
    void leftOverIsReadOffTheGuiThread()
    {
        QTemporaryDir dir;
        QString csv = ResultsGrid().toCsv();
        for (int row = 1; row <= 100'000; ++row)
            csv += u"run-%1,2026-09-24T14:05:00Z,complete,,,,,,cpu,,float32,1,1,8,0,1,r%1.json,0.000412345,,,,,,,\n"_s
                       .arg(row);
        auto grid = ResultsGrid::parse(csv, u"grid.csv"_s);
        QVERIFY2(grid, qPrintable(grid.error()));
        RecoverySnapshot crashed;
        crashed.gridModified = true;
        crashed.grid = *grid;
        crashed.savedUtc = QDateTime(QDate(2026, 9, 24), QTime(14, 5), Qt::UTC);
        QVERIFY(writeNewFile(QDir(dir.path()).filePath(u"recovery.json"_s), crashed.toJson()));

        RecoveryManager next(dir.path(), [] { return RecoverySnapshot{}; });
        QVERIFY(next.ownsFile());
        QVERIFY2(next.isReadingLeftOver(), "the constructor waited for the file to be read");
        QSignalSpy read(&next, &RecoveryManager::leftOverRead);
        QVERIFY(read.wait(60'000));
        QVERIFY2(next.leftOver(), qPrintable(next.leftOverError()));
        QCOMPARE(next.leftOver()->grid.rowCount(), 100'000);
        QVERIFY(!next.isReadingLeftOver());
    }

    void managerOwnsTheFileAloneAndRemovesItWhenNothingIsUnsaved()
    {
        QTemporaryDir dir;
        RecoverySnapshot current;
        current.gridModified = true;
        QVERIFY(current.grid.insertRow(0, makeRow(u"run-007"_s)));
        auto owner = std::make_unique<RecoveryManager>(dir.path(), [&] { return current; });
        QVERIFY(owner->ownsFile());
        QVERIFY(!owner->leftOver());

        RecoveryManager second(dir.path(), [&] { return current; });
        QVERIFY2(!second.ownsFile(), "a second window must not write the same recovery file");

        QSignalSpy written(owner.get(), &RecoveryManager::written);
        owner->writeNow();
        QTRY_COMPARE_WITH_TIMEOUT(written.size(), 1, 10000);
        QVERIFY(QFile::exists(owner->filePath()));

        // A crash leaves the file; the next owner reads it back before writing anything.
        owner.reset();
        RecoveryManager next(dir.path(), [] { return RecoverySnapshot{}; });
        QVERIFY(next.ownsFile());
        QTRY_VERIFY_WITH_TIMEOUT(!next.isReadingLeftOver(), 10000);
        QVERIFY(next.leftOver());
        QCOMPARE(next.leftOver()->grid.row(0)[ResultColumn::RunId], u"run-007"_s);

        // Nothing unsaved any more (a clean save): the file goes.
        QSignalSpy removed(&next, &RecoveryManager::written);
        next.writeNow();
        QTRY_COMPARE_WITH_TIMEOUT(removed.size(), 1, 10000);
        QVERIFY(!QFile::exists(next.filePath()));
    }

    void killedWindowGetsItsUnsavedEditsBack()
    {
        QTemporaryDir dir;
        QProcess *editing = startChild(u"edit"_s, dir);
        QVERIFY2(editing->waitForStarted(10000), qPrintable(editing->errorString()));
        QVERIFY2(editing->waitForReadyRead(60000) && editing->readAllStandardOutput().startsWith("ready"),
                 editing->readAllStandardError().constData());
        editing->kill(); // SIGKILL: no close event, no save, no clean-up
        QVERIFY(editing->waitForFinished(10000));
        QCOMPARE(editing->exitStatus(), QProcess::CrashExit);

        QProcess *restoring = startChild(u"restore"_s, dir);
        QVERIFY(restoring->waitForFinished(60000));
        const QByteArray output = restoring->readAllStandardOutput();
        QVERIFY2(restoring->exitCode() == 0, restoring->readAllStandardError().constData());
        const QJsonObject report = QJsonDocument::fromJson(output.trimmed()).object();
        QVERIFY2(!report.isEmpty(), output.constData());

        QVERIFY2(report.value(u"prompt"_s).toString().contains(u"the results grid (2 rows)"_s),
                 qPrintable(report.value(u"prompt"_s).toString()));
        QVERIFY(report.value(u"prompt"_s).toString().contains(u"the quality protocol"_s));
        auto grid = ResultsGrid::parse(report.value(u"grid_csv"_s).toString(), u"restored"_s);
        QVERIFY2(grid, qPrintable(grid.error()));
        QCOMPARE(grid->rowCount(), 2);
        QCOMPARE(grid->row(0)[ResultColumn::RunId], u"run-001"_s);
        QCOMPARE(grid->row(1)[ResultColumn::Notes], kNotes);
        QCOMPARE(report.value(u"grid_modified"_s).toBool(), true);
        QCOMPARE(report.value(u"protocol_modified"_s).toBool(), true);
        QCOMPARE(report.value(u"useful_unit"_s).toString(), kUsefulUnit);
        QCOMPARE(report.value(u"saved"_s).toString(), u"yes"_s);
        QCOMPARE(report.value(u"file_after_save"_s).toBool(), false);
    }
};

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(u"IteraGPU Lab tests"_s);
    QApplication::setApplicationName(u"tst_recovery"_s);
    const QByteArray role = qgetenv(kRoleVariable);
    if (role == "edit")
        return editAndWait();
    if (role == "restore")
        return restoreAndReport(qEnvironmentVariable("ITERAGPU_RECOVERY_SAVE_FOLDER"));
    QStandardPaths::setTestModeEnabled(true);
    TestRecovery test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_recovery.moc"
