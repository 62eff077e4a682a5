// writeBundle: every part written through core and listed in a MANIFEST.json that verifies, a
// note for each part left out, and errors for a folder that exists or a file that cannot be written.
#include "core/files/manifest.h"
#include "core/files/newfolder.h"
#include "core/quality/reportbundle.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace Qt::StringLiterals;
using namespace IteraGpu;

namespace {

BundleContents fullContents()
{
    BundleContents contents;
    MeasurementReport report;
    report.config.device = u"cpu"_s;
    report.config.batch = 1;
    report.config.context = 2;
    report.config.width = 8;
    report.config.hidden = 32;
    report.config.warmup = 0;
    report.config.repeats = 1;
    report.config.output = u"run.json"_s;
    report.startedUtc = QDateTime(QDate(2026, 9, 24), QTime(14, 5), Qt::UTC);
    report.environment = environmentReport({u"cpu"_s, QString(), nullptr, u"no module in this test"_s});
    contents.measurement = report;
    contents.phasesCsv = "phase,index\r\nmodel_load,0\r\n";
    contents.charts = {{u"chart-time.png"_s, QByteArray("\x89PNG time", 9)},
                       {u"chart-memory.png"_s, QByteArray("\x89PNG memory", 11)}};
    contents.environment = environmentReport({u"cuda:0"_s, u"550.54.15"_s, nullptr, u"not found"_s});
    contents.cost = PackageCost{};
    return contents;
}

QByteArray contentOf(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("(cannot be read)");
}

QStringList verifiedNames(const QString &folder)
{
    auto members = verifyManifest(folder);
    if (!members)
        return {u"verification failed: "_s + members.error()};
    QStringList names;
    for (const ManifestMember &member : *members)
        names.append(member.name);
    return names;
}

} // namespace

class TestReportBundle : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void aLinkPlantedAfterTheCheckIsNeverWrittenThrough()
    {
        // Between the check that the folder does not exist and its creation, a symbolic link to a
        // folder of someone else's choosing appears at its name (the window widened by the hook).
        QTemporaryDir dir;
        const QString elsewhere = dir.filePath(u"elsewhere"_s);
        QVERIFY(QDir().mkpath(elsewhere));
        const QString folder = dir.filePath(u"bundle"_s);
        NewFolderTesting::setBeforeCreateHook([&] {
            QVERIFY(::symlink(QFile::encodeName(elsewhere).constData(), QFile::encodeName(folder).constData()) == 0);
        });
        auto notes = writeBundle(folder, fullContents());
        NewFolderTesting::setBeforeCreateHook({});
        QVERIFY(!notes);
        QCOMPARE(notes.error(), folder + u" exists already; a bundle goes into a new folder"_s);
        QCOMPARE(QDir(elsewhere).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), QStringList());
    }

    void partsAreWrittenAsNewFilesInTheNewFolder()
    {
        // A part whose name is taken (a chart named like the phase table) is refused, never written
        // over the part before it: every part is a new file.
        QTemporaryDir dir;
        BundleContents contents = fullContents();
        contents.charts.append({u"phases.csv"_s, QByteArray("not the table")});
        auto notes = writeBundle(dir.filePath(u"b"_s), contents);
        QVERIFY(!notes);
        QVERIFY2(notes.error().contains(u"phases.csv: exists already"_s), qPrintable(notes.error()));
        QCOMPARE(contentOf(dir.filePath(u"b/phases.csv"_s)), contents.phasesCsv);
    }

    void everyPartWrittenAndVerified()
    {
        const BundleContents contents = fullContents();
        const QString folder = m_dir.filePath(u"full"_s);
        auto notes = writeBundle(folder, contents, QDateTime(QDate(2026, 9, 25), QTime(9, 0), Qt::UTC));
        QVERIFY2(notes, qPrintable(notes.error()));
        QCOMPARE(*notes, QStringList());
        QCOMPARE(verifiedNames(folder),
                 (QStringList{u"chart-memory.png"_s, u"chart-time.png"_s, u"cost.json"_s, u"environment.json"_s,
                              u"measurement.json"_s, u"phases.csv"_s, u"protocol.json"_s, u"resultats-bruts.csv"_s}));
        const QDir dir(folder);
        QCOMPARE(contentOf(dir.filePath(u"phases.csv"_s)), contents.phasesCsv);
        QCOMPARE(contentOf(dir.filePath(u"chart-memory.png"_s)), contents.charts.at(1).png);
        QCOMPARE(contentOf(dir.filePath(u"measurement.json"_s)),
                 QJsonDocument(contents.measurement->toJson()).toJson(QJsonDocument::Indented));
        QCOMPARE(contentOf(dir.filePath(u"environment.json"_s)), contents.environment->toJsonText());
        QCOMPARE(contentOf(dir.filePath(u"resultats-bruts.csv"_s)), contents.grid.toCsv().toUtf8());
        QCOMPARE(QJsonDocument::fromJson(contentOf(dir.filePath(u"protocol.json"_s))).object(),
                 contents.protocol.toJson());
        QCOMPARE(QJsonDocument::fromJson(contentOf(dir.filePath(u"cost.json"_s))).object(),
                 packageCostToJson(*contents.cost));
        const QJsonObject manifest = QJsonDocument::fromJson(contentOf(dir.filePath(kManifestName))).object();
        QCOMPARE(manifest.value(u"created_utc"_s).toString(), u"2026-09-25T09:00:00Z"_s);
    }

    void partsLeftOutAreNamed()
    {
        const QString folder = m_dir.filePath(u"empty"_s);
        auto notes = writeBundle(folder, BundleContents{});
        QVERIFY2(notes, qPrintable(notes.error()));
        QCOMPARE(notes->join(u'\n'),
                 u"no measurement report yet: measurement.json, phases.csv and the charts are left out\n"
                 u"the environment was not probed: environment.json is left out\n"
                 u"no valid package cost: cost.json is left out"_s);
        QCOMPARE(verifiedNames(folder), (QStringList{u"protocol.json"_s, u"resultats-bruts.csv"_s}));
    }

    void chartsAndPhasesOnlyWithTheMeasurement()
    {
        BundleContents contents = fullContents();
        contents.measurement.reset();
        const QString folder = m_dir.filePath(u"no-measurement"_s);
        auto notes = writeBundle(folder, contents);
        QVERIFY2(notes, qPrintable(notes.error()));
        QCOMPARE(verifiedNames(folder),
                 (QStringList{u"cost.json"_s, u"environment.json"_s, u"protocol.json"_s, u"resultats-bruts.csv"_s}));
    }

    void existingFolderRefused()
    {
        const QString folder = m_dir.filePath(u"exists"_s);
        QVERIFY(QDir().mkpath(folder));
        auto notes = writeBundle(folder, fullContents());
        QVERIFY(!notes);
        QCOMPARE(notes.error(), folder + u" exists already; a bundle goes into a new folder"_s);
        QVERIFY(QDir(folder).isEmpty());
    }

    void memberWriteFailureIsAnError()
    {
        BundleContents contents = fullContents();
        contents.charts.append({u"no-such-folder/chart-extra.png"_s, QByteArray("\x89PNG", 4)});
        const QString folder = m_dir.filePath(u"failing"_s);
        auto notes = writeBundle(folder, contents);
        QVERIFY(!notes);
        QVERIFY2(notes.error().contains(u"no-such-folder/chart-extra.png"_s), qPrintable(notes.error()));
        QVERIFY(!notes.error().contains(u'\n'));
        QVERIFY(!QFile::exists(QDir(folder).filePath(kManifestName))); // no manifest over a partial bundle
    }
};

QTEST_GUILESS_MAIN(TestReportBundle)
#include "tst_reportbundle.moc"
