#include "core/quality/qualityprotocol.h"
#include "fixturefile.h"

#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace IteraGpu;

namespace {

ProtocolFields filled()
{
    return ProtocolFields{u"one support ticket classified into the right queue"_s,
                          u"accuracy against the human label"_s,
                          u">="_s,
                          u"0.90"_s,
                          u"1000 distinct tickets from March 2026, no duplicates"_s,
                          u"1000"_s,
                          u"rent the 7-day package if >= 95 % of units meet the threshold"_s};
}

const QDateTime kNow(QDate(2026, 9, 24), QTime(14, 5), Qt::UTC);

} // namespace

Q_DECLARE_METATYPE(IteraGpu::ProtocolFields)

class TestQualityProtocol : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void fixLocksWithTimeAndHash()
    {
        QualityProtocol p;
        QVERIFY(p.setDraft(filled()));
        QVERIFY(p.fix(kNow));
        QVERIFY(p.isFixed());
        QCOMPARE(p.lock()->fixedAtUtc, kNow);
        QCOMPARE(p.lock()->sha256, QualityProtocol::sha256(filled()));
        QCOMPARE(p.lock()->sha256.size(), 64);
        QVERIFY(!p.setDraft(filled())); // drafts are closed once fixed
    }

    // Known answers: the exact canonical bytes and their SHA-256, computed outside the program
    // (printf '%s' BYTES | sha256sum). Every saved protocol's lock depends on these bytes, so a
    // change in Qt's JSON output must fail here, not turn saved protocols into "tampered" ones.
    void canonicalJsonKnownAnswer_data()
    {
        QTest::addColumn<ProtocolFields>("fields");
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("sha256");
        QTest::addRow("plain ASCII")
            << filled()
            << QByteArray("{\"comparison\":\">=\",\"corpus\":\"1000 distinct tickets from March 2026, no duplicates\","
                          "\"corpus_size\":\"1000\",\"decision_rule\":\"rent the 7-day package if >= 95 % of units "
                          "meet the threshold\",\"quality_metric\":\"accuracy against the human label\","
                          "\"threshold\":\"0.90\",\"useful_unit\":\"one support ticket classified into the right "
                          "queue\"}")
            << u"0cae1540de5c3dcbdc55f21cb20cf125a34e42db0e9d0695cf1334c9050f3a33"_s;
        const ProtocolFields special{u"one \"quoted\" ticket \\ backslash"_s,
                                     u"accuracy\t(tab)"_s,
                                     u"<"_s,
                                     u"-0.5"_s,
                                     QString::fromUtf8("Tickets M\xc3\xa4rz 2026 / 1000 \xe2\x82\xac"),
                                     u"1000"_s,
                                     QString::fromUtf8("rent if \xe2\x89\xa5 95 %")};
        QTest::addRow("escapes and UTF-8")
            << special
            << QByteArray("{\"comparison\":\"<\",\"corpus\":\"Tickets M\xc3\xa4rz 2026 / 1000 \xe2\x82\xac\","
                          "\"corpus_size\":\"1000\",\"decision_rule\":\"rent if \xe2\x89\xa5 95 %\","
                          "\"quality_metric\":\"accuracy\\t(tab)\",\"threshold\":\"-0.5\","
                          "\"useful_unit\":\"one \\\"quoted\\\" ticket \\\\ backslash\"}")
            << u"e1fd5519d29686924a6e5129ed86ba5fcd9b4ffdb8e557a9d4062bd6b42e1201"_s;
    }
    void canonicalJsonKnownAnswer()
    {
        QFETCH(ProtocolFields, fields);
        QFETCH(QByteArray, json);
        QFETCH(QString, sha256);
        QCOMPARE(QualityProtocol::canonicalJson(fields), json);
        QCOMPARE(QualityProtocol::sha256(fields), sha256);
    }

    void changedFieldChangesTheHash()
    {
        ProtocolFields changed = filled();
        changed.threshold = u"0.91"_s;
        QVERIFY(QualityProtocol::sha256(changed) != QualityProtocol::sha256(filled()));
    }

    void incompleteProtocolCannotBeFixed_data()
    {
        QTest::addColumn<int>("field");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("message");
        QTest::addRow("no useful unit") << 0 << QString() << u"useful unit: required"_s;
        QTest::addRow("bad comparison") << 2 << u"=="_s << u"comparison:"_s;
        QTest::addRow("threshold with comma") << 3 << u"0,9"_s << u"threshold:"_s;
        QTest::addRow("corpus size zero") << 5 << u"0"_s << u"corpus size:"_s;
    }
    void incompleteProtocolCannotBeFixed()
    {
        QFETCH(int, field);
        QFETCH(QString, value);
        QFETCH(QString, message);
        ProtocolFields f = filled();
        QString *fields[]
            = {&f.usefulUnit, &f.qualityMetric, &f.comparison, &f.threshold, &f.corpus, &f.corpusSize, &f.decisionRule};
        *fields[field] = value;
        QualityProtocol p;
        QVERIFY(p.setDraft(f));
        const Status status = p.fix(kNow);
        QVERIFY(!status);
        QVERIFY2(status.error().startsWith(message), qPrintable(status.error()));
        QVERIFY(!p.isFixed());
    }

    // Every empty field is named at once, in the form's order.
    void everyEmptyFieldIsNamedAtOnce()
    {
        QualityProtocol p;
        QVERIFY(p.setDraft(ProtocolFields{QString(), u"accuracy"_s, u">="_s, u"0.9"_s, QString(), u"10"_s, u" "_s}));
        const Status status = p.fix(kNow);
        QCOMPARE(status.error(), u"useful unit, corpus, decision rule: required before the protocol can be fixed"_s);
    }

    void amendmentNeedsReasonOnceResultsExist()
    {
        QualityProtocol p;
        QVERIFY(p.setDraft(filled()));
        QVERIFY(p.fix(kNow));
        ProtocolFields changed = filled();
        changed.threshold = u"0.85"_s;
        const Status refused = p.amend(changed, u"  "_s, true, kNow.addSecs(60));
        QVERIFY(!refused);
        QVERIFY(refused.error().startsWith(u"reason:"_s));
        QCOMPARE(p.fields(), filled()); // unchanged
        QVERIFY(p.amend(changed, u"labels of 40 tickets were wrong"_s, true, kNow.addSecs(120)));
        QCOMPARE(p.fields().threshold, u"0.85"_s);
        QCOMPARE(p.history().size(), 1);
        QCOMPARE(p.history().first().previous, filled());
        QCOMPARE(p.history().first().previousSha256, QualityProtocol::sha256(filled()));
        QCOMPARE(p.lock()->sha256, QualityProtocol::sha256(changed));
        QCOMPARE(p.lock()->fixedAtUtc, kNow); // the original fix time stays
        // Before any result, a change is still recorded, reason optional.
        ProtocolFields again = changed;
        again.corpusSize = u"999"_s;
        QVERIFY(p.amend(again, QString(), false, kNow.addSecs(180)));
        QCOMPARE(p.history().size(), 2);
        QVERIFY(!p.amend(again, u"no-op"_s, true, kNow));
    }

    void saveLoadAndTamperDetection()
    {
        QualityProtocol p;
        QVERIFY(p.setDraft(filled()));
        QVERIFY(p.fix(kNow));
        ProtocolFields changed = filled();
        changed.decisionRule = u"rent if unit cost < $0.05"_s;
        QVERIFY(p.amend(changed, u"budget fixed by finance"_s, true, kNow.addSecs(60)));
        QTemporaryDir dir;
        const QString path = dir.filePath(u"protocol.json"_s);
        QVERIFY(p.save(path, ExistingFile::Refuse));
        auto loaded = QualityProtocol::load(path);
        QVERIFY2(loaded, qPrintable(loaded.error()));
        QCOMPARE(loaded->fields(), p.fields());
        QCOMPARE(loaded->history().size(), 1);
        QCOMPARE(loaded->lock()->sha256, p.lock()->sha256);

        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QByteArray bytes = file.readAll();
        file.close();
        bytes.replace("0.90", "0.50");
        VERIFY_OK(writeFixture(path, bytes));
        auto tampered = QualityProtocol::load(path);
        QVERIFY(!tampered);
        QVERIFY2(tampered.error().contains(u"sha256 does not match"_s) || tampered.error().contains(u"inconsistent"_s),
                 qPrintable(tampered.error()));

        // A key given twice: QJsonDocument keeps one of the values, the reader refuses the file.
        file.setFileName(path);
        VERIFY_OK(
            writeFixture(path, R"({"format":"iteragpu-lab/quality-protocol","format_version":1,"format_version":1})"));
        auto twice = QualityProtocol::load(path);
        QVERIFY(!twice);
        QVERIFY2(twice.error().contains(u"key \"format_version\" appears twice"_s), qPrintable(twice.error()));
    }
};

QTEST_GUILESS_MAIN(TestQualityProtocol)
#include "tst_qualityprotocol.moc"
