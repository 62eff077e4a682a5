// The Measure tab's sweep on a remote host, for real: a real OpenSSH server on 127.0.0.1
// (SshdFixture), the remote command the iteragpu just built, measuring on cpu. The remote CLI's
// sweep streams its points, each report and the index over the one connection; the window writes
// them into the local folder, byte for byte, checks them by SHA-256 and adds the points to an open
// experiment's grid. A cancel keeps every point; a dropped connection keeps every report that
// arrived and writes no index of its own; a remote refusal says so.
#include "core/experiment/experiment.h"
#include "core/quality/qualityprotocol.h"
#include "core/sweep/sweepindex.h"
#include "sampleexperiment.h"
#include "sshdfixture.h"
#include "ui/common/languagemanager.h"
#include "ui/experiment/experimentsession.h"
#include "ui/mainwindow.h"
#include "ui/measure/measuretab.h"
#include "ui/measure/sweeppanel.h"
#include "ui/measure/sweeptablemodel.h"
#include "ui/quality/qualitycosttab.h"
#include "ui/remote/remotehostbox.h"
#include "ui/remote/remotehostchoice.h"
#include "ui/remote/remotesweep.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <memory>

using namespace Qt::StringLiterals;
using namespace IteraGpu;
using namespace IteraGpu::Ui;

namespace {

QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QString cell(const SweepTableModel *model, int row, int column)
{
    return model->index(row, column).data().toString();
}

} // namespace

class TestRemoteSweepGui : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<SshdFixture> m_sshd;
    LanguageManager m_languages;

    void useRemote(MeasureTab *tab)
    {
        const SshTarget target = m_sshd->target();
        RemoteHostChoice *choice = tab->remoteBox()->choice();
        choice->setConfigFile(target.configFile);
        choice->setRemote(true);
        choice->setDestination(target.destination);
        choice->setRemoteCommand(QStringLiteral(ITERAGPU_CLI));
    }

    // A tiny CPU width sweep into `local` here and `remote` on the host.
    static void configure(MeasureTab *tab, const QString &local, const QString &remote, const QString &values,
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
        tab->modeBox()->setCurrentIndex(1);
        SweepPanel *panel = tab->sweepPanel();
        panel->dimensionBox()->setCurrentIndex(panel->dimensionBox()->findData(u"width"_s));
        panel->valuesKindBox()->setCurrentIndex(0);
        panel->valuesEdit()->setText(values);
        panel->bisectBox()->setChecked(false);
        panel->folderEdit()->setText(local);
        panel->remoteFolderEdit()->setText(remote);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_languages.setLanguage(u"en"_s);
        m_sshd = std::make_unique<SshdFixture>();
    }

    void init()
    {
        QSettings().clear();
        if (!m_sshd->available())
            QSKIP(qPrintable(m_sshd->whyNot()));
    }

    void aRemoteSweepFetchesEveryReportAndTheIndex()
    {
        QTemporaryDir dir;
        const QString experiment = dir.filePath(u"experiment"_s);
        writeFixedExperiment(experiment, u"Remote sweep"_s);
        MainWindow window(&m_languages);
        window.resize(1024, 640);
        window.show();
        QCoro::waitFor(window.start({experiment}));
        window.showTab(MainWindow::Tab::Measure);
        MeasureTab *tab = window.measureTab();
        useRemote(tab);
        const QString local = dir.filePath(u"local sweep"_s);
        const QString remote = QDir(m_sshd->folder()).filePath(u"remote sweep"_s);
        configure(tab, local, remote, u"16,32"_s);
        SweepPanel *panel = tab->sweepPanel();
        // The table is reset when the sweep starts and filled as each point's report arrives.
        QAbstractItemModelTester tester(panel->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(panel->remoteFolderEdit()->isVisibleTo(panel));
        QVERIFY(!panel->programEdit()->isVisibleTo(panel)); // the remote command is the box's
        QSignalSpy finished(panel, &SweepPanel::sweepFinished);
        QTest::mouseClick(panel->runButton(), Qt::LeftButton);
        QVERIFY2(panel->isRunning(), qPrintable(panel->statusLabel()->text()));
        QVERIFY(!tab->remoteBox()->hostBox()->isEnabled()); // the host is held while it runs
        QVERIFY(finished.wait(120'000));
        QVERIFY2(panel->statusLabel()->text().contains(u"Every value completed"_s),
                 qPrintable(panel->statusLabel()->text()));

        // The local folder holds the remote's index and reports, byte for byte.
        const QString indexPath = QDir(local).filePath(u"sweep.json"_s);
        QCOMPARE(panel->indexPath(), indexPath);
        QCOMPARE(fileBytes(indexPath), fileBytes(QDir(remote).filePath(u"sweep.json"_s)));
        const auto index = readSweepIndex(indexPath);
        QVERIFY2(index, qPrintable(index.error()));
        QCOMPARE(index->points.size(), 2);
        for (const SweepPoint &point : index->points)
            QCOMPARE(fileBytes(QDir(local).filePath(point.file)), fileBytes(QDir(remote).filePath(point.file)));
        QVERIFY(readSweepReports(indexPath, *index));
        QCOMPARE(QDir(local).entryList(QDir::Files).size(), 3); // two reports and the index, nothing else
        const SweepTableModel *model = panel->model();
        QCOMPARE(model->rowCount(), 2);
        QCOMPARE(cell(model, 1, SweepTableModel::Verdict), u"complete"_s);

        // Its points go into the experiment's grid, the reports copied in.
        QTest::mouseClick(panel->addToGridButton(), Qt::LeftButton); // read and stored by jobs
        QTRY_COMPARE_WITH_TIMEOUT(window.qualityCostTab()->grid().rowCount(), 2, 10'000);
        QCOMPARE(QDir(QDir(experiment).filePath(u"reports"_s)).entryList(QDir::Files).size(), 2);

        // The same remote folder again: the remote CLI refuses it, nothing is fetched or written.
        const QString second = dir.filePath(u"second"_s);
        panel->folderEdit()->setText(second);
        QTest::mouseClick(panel->runButton(), Qt::LeftButton);
        QVERIFY(finished.wait(60'000));
        QVERIFY2(panel->statusLabel()->text().contains(u"refused the sweep"_s)
                     && panel->statusLabel()->text().contains(u"not empty"_s),
                 qPrintable(panel->statusLabel()->text()));
        QVERIFY(QDir(second).isEmpty());
        QVERIFY(!panel->statusLabel()->text().contains(u"a point failed"_s)); // no point ran
    }

    void cancelKeepsEveryPointAndDroppedConnectionKeepsWhatArrived_data()
    {
        QTest::addColumn<bool>("drop");
        QTest::addRow("cancel") << false;
        QTest::addRow("dropped connection") << true;
    }

    void cancelKeepsEveryPointAndDroppedConnectionKeepsWhatArrived()
    {
        QFETCH(bool, drop);
        QTemporaryDir dir;
        MeasureTab tab;
        tab.show();
        useRemote(&tab);
        const QString local = dir.filePath(u"local"_s);
        const QString remote = QDir(m_sshd->folder()).filePath(drop ? u"dropped"_s : u"cancelled"_s);
        // The second point (width 2048, 3000 forwards of 67 MFLOP) runs for many seconds on a CPU.
        configure(&tab, local, remote, u"16,2048"_s, u"3000"_s);
        SweepPanel *panel = tab.sweepPanel();
        QAbstractItemModelTester tester(panel->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy finished(panel, &SweepPanel::sweepFinished);
        QVERIFY2(panel->start(), qPrintable(panel->statusLabel()->text()));
        QTRY_COMPARE_WITH_TIMEOUT(panel->model()->rowCount(), 1, 60'000);
        QTest::qWait(1000); // the second point is loading or measuring there
        if (drop)
            QVERIFY(m_sshd->killSessions() > 0);
        else
            QTest::mouseClick(panel->cancelButton(), Qt::LeftButton);
        QVERIFY(finished.wait(60'000));
        const QString status = panel->statusLabel()->text();
        const SweepTableModel *model = panel->model();
        const auto firstFile = QDir(local).entryList({u"*.json"_s}, QDir::Files);
        if (drop) {
            // The first report arrived and stays; the index is the remote's alone, so none here.
            QCOMPARE(model->rowCount(), 1);
            QVERIFY2(status.contains(u"ended early"_s) && status.contains(u"in the local folder"_s),
                     qPrintable(status));
            QVERIFY(!status.contains(u"a point failed"_s)); // the connection failed, not a point
            QCOMPARE(firstFile.size(), 1);
            QVERIFY(!QFile::exists(QDir(local).filePath(u"sweep.json"_s)));
            return;
        }
        QCOMPARE(model->rowCount(), 2);
        QCOMPARE(cell(model, 1, SweepTableModel::Verdict), u"cancelled"_s);
        QVERIFY2(status.contains(u"cancelled; every finished point is kept"_s), qPrintable(status));
        const auto index = readSweepIndex(QDir(local).filePath(u"sweep.json"_s));
        QVERIFY2(index, qPrintable(index.error()));
        QCOMPARE(index->end, SweepSearch::End::Cancelled);
        QVERIFY(readSweepReports(QDir(local).filePath(u"sweep.json"_s), *index));
    }
};

QTEST_MAIN(TestRemoteSweepGui)
#include "tst_remotesweepgui.moc"
