// `iteragpu estimate --checkpoint` and the packed figure of `--bits`, run through the real binary.
#include "checkpointfixture.h"
#include "clirun.h"
#include "fixturefile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

class TestCliCheckpoint : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_gguf;

private Q_SLOTS:
    void initTestCase()
    {
        m_gguf = m_dir.filePath(u"tiny.gguf"_s);
        VERIFY_OK(writeFixture(m_gguf, Fixture::tinyLlamaGguf()));
    }

    void checkpointText()
    {
        const CliRun run = runCli({u"estimate"_s, u"--checkpoint"_s, m_gguf, u"--load-bits"_s, u"16"_s, u"--kv"_s,
                                   u"--context"_s, u"4096"_s});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
        QVERIFY2(run.out.contains(u"stored weights:      10240 bytes = 10.00 KiB = 10.24 kB"_s), qPrintable(run.out));
        QVERIFY(run.out.contains(u"Q4_K     1 tensor, 16384 elements, 9216 bytes"_s));
        QVERIFY(run.out.contains(u"largest tensor:      blk.0.ffn_down.weight Q4_K [256, 64], 9216 bytes"_s));
        QVERIFY(run.out.contains(u"Block-quantized GGUF types"_s));
        // 16896 elements cast to 16 bits: 33792 bytes, counted in the total instead of the stored bytes.
        QVERIFY(run.out.contains(u"if cast on load to 16 bits: 33792 bytes"_s));
        // 2 layers × 1 × 4096 × 2 heads × (16 + 16) × 16 / 8 = 1,048,576 bytes.
        QVERIFY(run.out.contains(u"KV cache:            1048576 bytes = 1.00 MiB = 1.05 MB"_s));
        QVERIFY(run.out.contains(u"= 2 layers x 1 batch x 4096 context x 2 kv heads x (16 + 16) x 16 bits / 8"_s));
        // 33,792 cast bytes + 1,048,576 KV cache bytes (no reserve).
        QVERIFY(run.out.contains(
            u"total:               1082368 bytes = 1.03 MiB = 1.08 MB (cast on load + KV cache + reserve)"_s));
        QVERIFY(run.out.contains(u"Not included: activations, gradients"_s));
    }

    void checkpointJson()
    {
        const CliRun run = runCli({u"estimate"_s, u"--checkpoint"_s, m_gguf, u"--kv"_s, u"--context"_s, u"100"_s,
                                   u"--batch"_s, u"3"_s, u"--kv-bits"_s, u"8"_s, u"--json"_s});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject json = QJsonDocument::fromJson(run.out.toUtf8()).object();
        QCOMPARE(json.value(u"format"_s).toString(), u"iteragpu-lab/checkpoint-estimate"_s);
        const QJsonObject checkpoint = json.value(u"checkpoint"_s).toObject();
        QCOMPARE(checkpoint.value(u"stored"_s).toObject().value(u"bytes"_s).toInteger(), qint64(10240));
        QCOMPARE(checkpoint.value(u"tensors"_s).toInt(), 2);
        QCOMPARE(checkpoint.value(u"packing"_s).toString(), u"gguf_blocks"_s);
        // 2 × 3 × 100 × 2 × 32 × 8 / 8 = 38,400 bytes.
        QCOMPARE(json.value(u"kv_cache"_s).toObject().value(u"bytes"_s).toInteger(), qint64(38'400));
        QCOMPARE(json.value(u"total"_s).toObject().value(u"bytes"_s).toInteger(), qint64(10240 + 38'400));
        QVERIFY(!json.value(u"not_included"_s).toArray().contains(u"kv_cache"_s));
    }

    void packedFigureOfSubByteWidths()
    {
        const CliRun run = runCli({u"estimate"_s, u"--parameters"_s, u"70B"_s, u"--bits"_s, u"4"_s});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(u"weights:             70000000000 bytes = 65.19 GiB = 70.00 GB (whole bytes"_s),
                 qPrintable(run.out));
        QVERIFY(run.out.contains(u"weights packed:      35000000000 bytes = 32.60 GiB = 35.00 GB"_s));
        const CliRun json
            = runCli({u"estimate"_s, u"--parameters"_s, u"70,000,000,000"_s, u"--bits"_s, u"4"_s, u"--json"_s});
        QCOMPARE(QJsonDocument::fromJson(json.out.toUtf8()).object().value(u"packed_weight_bytes"_s).toInteger(),
                 qint64(35'000'000'000));
    }

    void refusals_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("error");
        const QString bad = m_dir.filePath(u"bad.gguf"_s);
        VERIFY_OK(writeFixture(bad, "GGUF" + Fixture::u32(7) + Fixture::u64(0) + Fixture::u64(0)));
        QTest::addRow("bad checkpoint: file and offset")
            << QStringList{u"--checkpoint"_s, bad}
            << u"iteragpu estimate: %1: offset 4: GGUF version 7 is not supported"_s.arg(bad);
        QTest::addRow("missing checkpoint")
            << QStringList{u"--checkpoint"_s, m_dir.filePath(u"none"_s)}
            << u"iteragpu estimate: %1: no such file or folder"_s.arg(m_dir.filePath(u"none"_s));
        QTest::addRow("checkpoint and parameters")
            << QStringList{u"--checkpoint"_s, m_gguf, u"--parameters"_s, u"7"_s}
            << u"iteragpu estimate: --checkpoint and --parameters exclude each other"_s;
        QTest::addRow("kv without context")
            << QStringList{u"--checkpoint"_s, m_gguf, u"--kv"_s} << u"iteragpu estimate: --kv needs --context"_s;
        QTest::addRow("context without kv") << QStringList{u"--checkpoint"_s, m_gguf, u"--context"_s, u"5"_s}
                                            << u"iteragpu estimate: --context needs --kv"_s;
        QTest::addRow("load bits without checkpoint")
            << QStringList{u"--parameters"_s, u"7"_s, u"--bits"_s, u"8"_s, u"--load-bits"_s, u"4"_s}
            << u"iteragpu estimate: --load-bits needs --checkpoint"_s;
        QTest::addRow("kv bits 0") << QStringList{u"--checkpoint"_s, m_gguf, u"--kv"_s, u"--context"_s, u"5"_s,
                                                  u"--kv-bits"_s,    u"0"_s}
                                   << u"iteragpu estimate: --kv-bits: must be a whole number from 1 to 64"_s;
    }
    void refusals()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, error);
        const CliRun run = runCli(QStringList{u"estimate"_s} + arguments);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.startsWith(error), qPrintable(run.err));
        QVERIFY(run.out.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCliCheckpoint)
#include "tst_cli_checkpoint.moc"
