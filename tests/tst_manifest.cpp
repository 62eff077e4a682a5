#include "fixturefile.h"
#include "manifest.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace IteraGpu;

namespace {

Status makeBundle(const QTemporaryDir &dir)
{
    if (!dir.isValid())
        return Error{u"temporary folder: "_s + dir.errorString()};
    for (const auto &[name, bytes] : {std::pair{u"measurement.json"_s, QByteArray("{\"status\":\"complete\"}\n")},
                                      std::pair{u"resultats-bruts.csv"_s, QByteArray("run_id\r\n")},
                                      std::pair{u"charts/chart-time.png"_s, QByteArray(300, 'x')}}) {
        const Status written = writeFixture(dir.filePath(name), bytes);
        if (!written)
            return written;
    }
    const auto members = writeManifest(dir.path(), QDateTime(QDate(2026, 9, 24), QTime(12, 0), Qt::UTC));
    if (!members)
        return Error{members.error()};
    return {};
}

} // namespace

class TestManifest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void writeAndVerify()
    {
        QTemporaryDir dir;
        VERIFY_OK(makeBundle(dir));
        auto verified = verifyManifest(dir.path());
        QVERIFY2(verified, qPrintable(verified.error()));
        QCOMPARE(verified->size(), 3);
        QFile file(dir.filePath(kManifestName));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonArray members = QJsonDocument::fromJson(file.readAll()).object().value(u"members"_s).toArray();
        QCOMPARE(members.size(), 4);
        const QJsonObject self = members.last().toObject();
        QCOMPARE(self.value(u"name"_s).toString(), kManifestName);
        QVERIFY(self.value(u"sha256"_s).isNull());
        QCOMPARE(members.first().toObject().value(u"name"_s).toString(), u"charts/chart-time.png"_s);
        QCOMPARE(members.first().toObject().value(u"sha256"_s).toString().size(), 64);
    }

    void mismatches_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<QString>("message");
        QTest::addRow("modified member") << u"modify"_s << u"measurement.json: SHA-256 does not match"_s;
        QTest::addRow("resized member") << u"resize"_s << u"resultats-bruts.csv: size 10 bytes, the manifest says 8"_s;
        QTest::addRow("missing member") << u"remove"_s << u"charts/chart-time.png: missing"_s;
        QTest::addRow("extra member") << u"extra"_s << u"notes.txt: not listed in the manifest"_s;
        QTest::addRow("no manifest") << u"nomanifest"_s << u"MANIFEST.json: cannot be read"_s;
        QTest::addRow("not a manifest") << u"garbage"_s << u"MANIFEST.json: not an IteraGPU Lab manifest"_s;
    }
    void mismatches()
    {
        QFETCH(QString, change);
        QFETCH(QString, message);
        QTemporaryDir dir;
        VERIFY_OK(makeBundle(dir));
        if (change == u"modify"_s)
            VERIFY_OK(writeFixture(dir.filePath(u"measurement.json"_s), "{\"status\":\"failed!!\"}\n"));
        else if (change == u"resize"_s)
            VERIFY_OK(writeFixture(dir.filePath(u"resultats-bruts.csv"_s), "run_id,x\r\n"));
        else if (change == u"remove"_s)
            QVERIFY(QFile::remove(dir.filePath(u"charts/chart-time.png"_s)));
        else if (change == u"extra"_s)
            VERIFY_OK(writeFixture(dir.filePath(u"notes.txt"_s), "hello"));
        else if (change == u"nomanifest"_s)
            QVERIFY(QFile::remove(dir.filePath(kManifestName)));
        else
            VERIFY_OK(writeFixture(dir.filePath(kManifestName), "{}"));
        auto verified = verifyManifest(dir.path());
        QVERIFY(!verified);
        QVERIFY2(verified.error().contains(message), qPrintable(verified.error()));
    }
};

QTEST_GUILESS_MAIN(TestManifest)
#include "tst_manifest.moc"
