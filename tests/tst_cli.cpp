// Runs the real `iteragpu` binary and checks stdout, stderr and the exit code.
#include "clirun.h"
#include "core/files/manifest.h"
#include "fixturefile.h"
#ifdef ITERAGPU_WRONGABI_MODULE
#include "jsonschema.h"
#endif

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace Qt::StringLiterals;

namespace {

using Run = CliRun;

QJsonObject parseJson(const QString &text)
{
    return QJsonDocument::fromJson(text.toUtf8()).object();
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
#ifdef ITERAGPU_WRONGABI_MODULE
    JsonSchemaValidator m_schemas;
#endif

private Q_SLOTS:
    void initTestCase()
    {
#ifdef ITERAGPU_WRONGABI_MODULE
        QVERIFY(m_schemas.addSchemaFile(QFINDTESTDATA("../resources/schema/measurement.schema.json")));
        QVERIFY(m_schemas.addSchemaFile(QFINDTESTDATA("../resources/schema/environment.schema.json")));
#endif
    }

    void estimateReference()
    {
        const Run run = runCli(
            {u"estimate"_s, u"--parameters"_s, u"7000000000"_s, u"--bits"_s, u"16"_s, u"--reserve-gib"_s, u"4"_s});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.err.isEmpty());
        QVERIFY2(run.out.contains(u"2 bytes per parameter"_s), qPrintable(run.out));
        QVERIFY(run.out.contains(u"14000000000 bytes = 13.04 GiB = 14.00 GB"_s));
        QVERIFY(run.out.contains(u"= 17.04 GiB"_s));
        QVERIFY(run.out.contains(
            u"Not included: activations, KV cache, quantisation metadata, gradients, optimiser state"_s));
    }

    void estimateJson()
    {
        const Run run = runCli({u"estimate"_s, u"--parameters"_s, u"7000000000"_s, u"--bits"_s, u"16"_s,
                                u"--reserve-gib"_s, u"4"_s, u"--json"_s});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains(u"\"weight_bytes\": 14000000000"_s));
        const QJsonObject json = parseJson(run.out);
        QCOMPARE(json.value(u"weight_gib"_s).toString(), u"13.04"_s);
        QCOMPARE(json.value(u"total_gib"_s).toString(), u"17.04"_s);
        QCOMPARE(json.value(u"bytes_per_parameter"_s).toInt(), 2);
    }

    // --bits with decimals: the packed figure first and exact, the seed's rule after it.
    void estimateFractionalBits_data()
    {
        QTest::addColumn<QString>("bits");
        QTest::addColumn<QString>("packed");
        QTest::addColumn<QString>("packedTotal");
        QTest::addRow("4.5 bits") << u"4.5"_s << u"weights packed:      39375000000 bytes = 36.67 GiB = 39.38 GB"_s
                                  << u"total packed:        50112418240 bytes"_s;
        QTest::addRow("4.85 bits") << u"4.85"_s << u"weights packed:      42437500000 bytes = 39.52 GiB = 42.44 GB"_s
                                   << u"total packed:        53174918240 bytes"_s;
    }
    void estimateFractionalBits()
    {
        QFETCH(QString, bits);
        QFETCH(QString, packed);
        QFETCH(QString, packedTotal);
        const QStringList arguments{u"estimate"_s, u"--parameters"_s,  u"70e9"_s, u"--bits"_s,
                                    bits,          u"--reserve-gib"_s, u"10"_s};
        const Run run = runCli(arguments);
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
        const qsizetype first = run.out.indexOf(packed);
        const qsizetype total = run.out.indexOf(packedTotal);
        const qsizetype seed = run.out.indexOf(u"seed's rule:         "_s + bits
                                               + u" -> 1 byte per parameter (bits rounded up to whole bytes)"_s);
        const qsizetype seedWeights = run.out.indexOf(u"  weights:             70000000000 bytes = 65.19 GiB"_s);
        QVERIFY2(first >= 0 && total > first && seed > total && seedWeights > seed, qPrintable(run.out));
        QVERIFY(run.out.contains(u"total with reserve:  80737418240 bytes = 75.19 GiB = 80.74 GB (seed's rule)"_s));
        const Run json = runCli(arguments + QStringList{u"--json"_s});
        QCOMPARE(json.exitCode, 0);
        const QJsonObject object = parseJson(json.out);
        QCOMPARE(object.value(u"bits"_s).toString(), bits); // exact text, never a double
        QCOMPARE(object.value(u"weight_bytes"_s).toInteger(), qint64(70'000'000'000));
        QCOMPARE(object.value(u"headline"_s).toString(), u"packed"_s);
    }

    void planFractionalBits()
    {
        // The plan's weights line is the estimate's headline: packed at 4.5 bits.
        const Run run = runCli(
            {u"plan"_s, u"--parameters"_s, u"70e9"_s, u"--bits"_s, u"4.5"_s, u"--days"_s, u"7"_s, u"--json"_s});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(parseJson(run.out).value(u"needed_bytes"_s).toInteger(), qint64(39'375'000'000));
    }

    void costWorkedExample()
    {
        const Run run = runCli({u"cost"_s, u"--gpu"_s, u"b200"_s, u"--days"_s, u"7"_s, u"--lots"_s, u"2"_s,
                                u"--accepted-results"_s, u"1000"_s});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(u"309120 cents ($3,091.20)"_s), qPrintable(run.out));
        QVERIFY(run.out.contains(u"GPUs:        4"_s));
        QVERIFY(run.out.contains(u"GPU-days:    28"_s));
        QVERIFY(run.out.contains(u"309.12 cents ($3.0912)"_s));
        QVERIFY(run.out.contains(u"snapshot 2026-09-24"_s));
        QVERIFY(run.out.contains(u"Illustrative sample"_s));
        QVERIFY(run.out.contains(u"Not proof of availability or reservation"_s));
    }

    void costWithoutDenominator()
    {
        const Run text = runCli({u"cost"_s, u"--gpu"_s, u"b200"_s, u"--days"_s, u"7"_s, u"--lots"_s, u"2"_s});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains(u"unit cost:   not computed"_s));
        const Run json
            = runCli({u"cost"_s, u"--gpu"_s, u"b200"_s, u"--days"_s, u"7"_s, u"--lots"_s, u"2"_s, u"--json"_s});
        QCOMPARE(json.exitCode, 0);
        const QJsonObject o = parseJson(json.out);
        QVERIFY(o.contains(u"unit_cost_cents"_s));
        QVERIFY(o.value(u"unit_cost_cents"_s).isNull());
        QCOMPARE(o.value(u"total_cents"_s).toInteger(), qint64(309120));
    }

    void catalog()
    {
        const Run run = runCli({u"catalog"_s, u"--json"_s});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(parseJson(run.out).value(u"rows"_s).toArray().size(), 45);
        const Run text = runCli({u"catalog"_s});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains(u" (45 rows)\n"_s), qPrintable(text.out));
        QVERIFY(text.out.contains(u"illustrative"_s, Qt::CaseInsensitive));

        const QString other = m_dir.filePath(u"other.csv"_s);
        VERIFY_OK(writeFixture(other,
                               "gpu_id,model,gpus_per_lot,gpu_memory_gib,duration_days,price_cents,snapshot_date\n"
                               "x1,Model X,4,16,3,1000,2026-10-01\n"));
        const Run custom = runCli({u"catalog"_s, u"--catalog"_s, other});
        QCOMPARE(custom.exitCode, 0);
        QVERIFY2(custom.out.contains(u" (1 row)\n"_s), qPrintable(custom.out));
        QVERIFY(custom.out.contains(u"Model X"_s));
        const Run cost
            = runCli({u"cost"_s, u"--catalog"_s, other, u"--gpu"_s, u"x1"_s, u"--days"_s, u"3"_s, u"--lots"_s, u"3"_s});
        QCOMPARE(cost.exitCode, 0);
        QVERIFY2(cost.out.contains(u"3000 cents ($30.00)"_s), qPrintable(cost.out));
        QVERIFY(cost.out.contains(u"GPUs:        12"_s));
        QVERIFY(!cost.out.contains(u"Illustrative"_s));
    }

    void refused_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        const QStringList est{u"estimate"_s, u"--parameters"_s, u"1000"_s};
        QTest::addRow("bits 0") << est + QStringList{u"--bits"_s, u"0"_s} << u"iteragpu estimate: --bits:"_s;
        QTest::addRow("bits 65") << est + QStringList{u"--bits"_s, u"65"_s} << u"iteragpu estimate: --bits:"_s;
        QTest::addRow("bits abc") << est + QStringList{u"--bits"_s, u"abc"_s} << u"iteragpu estimate: --bits:"_s;
        QTest::addRow("bits 16.555 (three decimals)")
            << est + QStringList{u"--bits"_s, u"16.555"_s} << u"iteragpu estimate: --bits:"_s;
        QTest::addRow("bits 0.5 (below 1)")
            << est + QStringList{u"--bits"_s, u"0.5"_s} << u"iteragpu estimate: --bits:"_s;
        const QStringList bits{u"estimate"_s, u"--bits"_s, u"16"_s, u"--parameters"_s};
        QTest::addRow("parameters 0") << bits + QStringList{u"0"_s} << u"iteragpu estimate: --parameters:"_s;
        QTest::addRow("parameters -1") << bits + QStringList{u"-1"_s} << u"iteragpu estimate: --parameters:"_s;
        QTest::addRow("parameters 1.5") << bits + QStringList{u"1.5"_s} << u"iteragpu estimate: --parameters:"_s;
        QTest::addRow("parameters 7e-9") << bits + QStringList{u"7e-9"_s} << u"iteragpu estimate: --parameters:"_s;
        QTest::addRow("parameters beyond range")
            << bits + QStringList{u"10000000000000000000"_s} << u"iteragpu estimate: --parameters:"_s;
        QTest::addRow("reserve -1") << est + QStringList{u"--bits"_s, u"8"_s, u"--reserve-gib"_s, u"-1"_s}
                                    << u"iteragpu estimate: --reserve-gib: must not be negative"_s;
        QTest::addRow("reserve abc") << est + QStringList{u"--bits"_s, u"8"_s, u"--reserve-gib"_s, u"abc"_s}
                                     << u"iteragpu estimate: --reserve-gib:"_s;
        QTest::addRow("bits missing") << est << u"iteragpu estimate: --bits is required"_s;
        QTest::addRow("unknown option") << est + QStringList{u"--bits"_s, u"8"_s, u"--frobnicate"_s}
                                        << u"iteragpu estimate: Unknown option 'frobnicate'"_s;

        const QStringList cost{u"cost"_s, u"--gpu"_s, u"h100"_s, u"--days"_s, u"7"_s, u"--lots"_s};
        QTest::addRow("unknown gpu id") << QStringList{u"cost"_s, u"--gpu"_s,  u"tpu9"_s, u"--days"_s,
                                                       u"7"_s,    u"--lots"_s, u"1"_s}
                                        << u"iteragpu cost: --gpu: unknown gpu id 'tpu9'; known ids: "_s;
        QTest::addRow("days 5") << QStringList{u"cost"_s, u"--gpu"_s,  u"h100"_s, u"--days"_s,
                                               u"5"_s,    u"--lots"_s, u"1"_s}
                                << u"iteragpu cost: --days: must be 3, 7 or 30 days, got '5'\n"_s;
        QTest::addRow("lots 0") << cost + QStringList{u"0"_s}
                                << u"iteragpu cost: --lots: must be a whole number from 1 to 10000, got '0'\n"_s;
        QTest::addRow("lots -1") << cost + QStringList{u"-1"_s} << u"iteragpu cost: --lots:"_s;
        QTest::addRow("accepted 0") << cost + QStringList{u"1"_s, u"--accepted-results"_s, u"0"_s}
                                    << u"iteragpu cost: --accepted-results: must be a positive whole number"_s;
        QTest::addRow("accepted -3") << cost + QStringList{u"1"_s, u"--accepted-results"_s, u"-3"_s}
                                     << u"iteragpu cost: --accepted-results:"_s;
        QTest::addRow("accepted 2.5") << cost + QStringList{u"1"_s, u"--accepted-results"_s, u"2.5"_s}
                                      << u"iteragpu cost: --accepted-results:"_s;
        QTest::addRow("accepted abc") << cost + QStringList{u"1"_s, u"--accepted-results"_s, u"abc"_s}
                                      << u"iteragpu cost: --accepted-results:"_s;
        QTest::addRow("environment device typo")
            << QStringList{u"environment"_s, u"--device"_s, u"gpu0"_s}
            << u"iteragpu environment: --device: must be cuda:N (e.g. cuda:0) or cpu, got 'gpu0'\n"_s;
        QTest::addRow("unknown command") << QStringList{u"frobnicate"_s} << u"iteragpu usage: unknown command"_s;
        QTest::addRow("no command") << QStringList{} << u"iteragpu usage: a command is required"_s;
    }
    void refused()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        const Run run = runCli(arguments);
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.out.isEmpty());
        QVERIFY2(run.err.startsWith(message), qPrintable(run.err));
        QCOMPARE(run.err.count(u'\n'), 1); // one line
    }

    void badCatalogs_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("message");
        const QByteArray header = "gpu_id,model,gpus_per_lot,gpu_memory_gib,duration_days,price_cents,snapshot_date\n";
        QTest::addRow("missing column") << QByteArray(
            "gpu_id,model,gpus_per_lot,duration_days,price_cents,snapshot_date\n")
                                        << u"line 1: missing column 'gpu_memory_gib'"_s;
        QTest::addRow("duplicate") << header + "h100,H,1,80,7,100,2026-01-01\nh100,H,1,80,7,100,2026-01-01\n"
                                   << u"line 3: duplicate row for gpu_id 'h100' and 7 days"_s;
        QTest::addRow("price with decimals") << header + "h100,H,1,80,7,100.5,2026-01-01\n" << u"line 2, price_cents"_s;
        QTest::addRow("price with currency sign") << header + "h100,H,1,80,7,$100,2026-01-01\n"
                                                  << u"line 2, price_cents"_s;
        QTest::addRow("negative price") << header + "h100,H,1,80,7,-100,2026-01-01\n"
                                        << u"line 2, price_cents: a price cannot be negative"_s;
        QTest::addRow("model disagrees on gpus_per_lot")
            << header + "h100,H,1,80,3,100,2026-01-01\nh100,H,2,80,7,100,2026-01-01\n"
            << u"line 3: gpu_id 'h100' disagrees"_s;
        QTest::addRow("empty file") << QByteArray() << u"empty file"_s;
        QTest::addRow("binary file") << QByteArray("\x7f"
                                                   "ELF\x02\x01\x00\x00\x00",
                                                   9)
                                     << u"not a text file"_s;
    }
    void badCatalogs()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, message);
        const QString path
            = m_dir.filePath(u"bad-%1.csv"_s.arg(QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-')));
        VERIFY_OK(writeFixture(path, content));
        const QByteArray before = content;
        const Run run = runCli(
            {u"cost"_s, u"--catalog"_s, path, u"--gpu"_s, u"h100"_s, u"--days"_s, u"7"_s, u"--lots"_s, u"1"_s});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.out.isEmpty());
        QVERIFY2(run.err.startsWith(u"iteragpu cost: --catalog: "_s + path), qPrintable(run.err));
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
        QCOMPARE(run.err.count(u'\n'), 1);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), before); // nothing written
    }

#ifdef ITERAGPU_WRONGABI_MODULE
    void measureDryRun()
    {
        const QString output = m_dir.filePath(u"a.json"_s);
        const QStringList arguments{u"measure"_s, u"--device"_s,  u"cpu"_s, u"--batch"_s,  u"1"_s,       u"--context"_s,
                                    u"16"_s,      u"--width"_s,   u"64"_s,  u"--dtype"_s,  u"float32"_s, u"--warmup"_s,
                                    u"1"_s,       u"--repeats"_s, u"2"_s,   u"--output"_s, output};
        const Run run = runCli(arguments);
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
        QVERIFY(run.out.contains(u"status complete"_s));
        QFile file(output);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray written = file.readAll();
        file.close();
        const QJsonObject report = QJsonDocument::fromJson(written).object();
        QCOMPARE(report.value(u"status"_s).toString(), u"complete"_s);
        QCOMPARE(report.value(u"device_type"_s).toString(), u"cpu"_s);
        QCOMPARE(report.value(u"memory_counters"_s).toString(), u"unavailable"_s);
        QStringList phases;
        for (const QJsonValue &row : report.value(u"phases"_s).toArray()) {
            phases.append(row.toObject().value(u"phase"_s).toString());
            QVERIFY(row.toObject().value(u"peak_allocated_bytes"_s).isNull());
            QVERIFY(row.toObject().value(u"end_reserved_bytes"_s).isNull());
        }
        QCOMPARE(phases,
                 (QStringList{u"model_load"_s, u"inputs"_s, u"cold_forward"_s, u"warmup"_s, u"warm_forward"_s,
                              u"warm_forward"_s}));
        QStringList errors = m_schemas.validate(report, u"measurement.schema.json"_s);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join(u'\n')));

        // The same command again: refused, and the first result is byte-identical.
        const Run again = runCli(arguments);
        QCOMPARE(again.exitCode, 2);
        QVERIFY2(again.err.contains(u"exists already"_s), qPrintable(again.err));
        QCOMPARE(again.err.count(u'\n'), 1);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), written);
    }

    void measureRefusals_data()
    {
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<QString>("message");
        QTest::addRow("cuda:0 without a GPU")
            << QStringList{u"--device"_s, u"cuda:0"_s} << u"--device cuda:0: not available"_s;
        QTest::addRow("missing backend") << QStringList{u"--device"_s, u"cpu"_s, u"--backend"_s,
                                                        u"/nonexistent/libx.so"_s}
                                         << u"backend /nonexistent/libx.so: not found"_s;
        QTest::addRow("backend with wrong ABI")
            << QStringList{u"--device"_s, u"cpu"_s, u"--backend"_s, QStringLiteral(ITERAGPU_WRONGABI_MODULE)}
            << u"backend "_s + QStringLiteral(ITERAGPU_WRONGABI_MODULE) + u": ABI version 999"_s;
        QTest::addRow("backend that is not a library")
            << QStringList{u"--device"_s, u"cpu"_s, u"--backend"_s, QFINDTESTDATA("tst_cli.cpp")}
            << u"backend "_s + QFINDTESTDATA("tst_cli.cpp") + u": cannot be loaded"_s;
        QTest::addRow("device typo") << QStringList{u"--device"_s, u"gpu0"_s} << u"--device: must be cuda:N"_s;
        QTest::addRow("batch zero") << QStringList{u"--device"_s, u"cpu"_s, u"--batch"_s, u"0"_s}
                                    << u"--batch: must be a whole number from 1 to 2147483648, got '0'\n"_s;
        QTest::addRow("dtype unknown") << QStringList{u"--device"_s, u"cpu"_s, u"--dtype"_s, u"int8"_s}
                                       << u"--dtype: must be float32, float16 or bfloat16, got 'int8'\n"_s;
        QTest::addRow("repeats zero") << QStringList{u"--device"_s, u"cpu"_s, u"--repeats"_s, u"0"_s}
                                      << u"--repeats:"_s;
        QTest::addRow("warmup negative") << QStringList{u"--device"_s, u"cpu"_s, u"--warmup"_s, u"-1"_s}
                                         << u"--warmup:"_s;
        QTest::addRow("tensor too large")
            << QStringList{u"--device"_s, u"cpu"_s, u"--width"_s, u"2000000000"_s} << u"invalid configuration"_s;
        QTest::addRow("memory limit on a GPU")
            << QStringList{u"--device"_s, u"cuda:0"_s, u"--memory-limit"_s, u"3GiB"_s}
            << u"--memory-limit: applies to a dry run on the CPU only"_s;
        QTest::addRow("memory limit without a unit")
            << QStringList{u"--device"_s, u"cpu"_s, u"--memory-limit"_s, u"3000000000"_s}
            << u"--memory-limit: '3000000000' is not a size; write whole MiB or GiB"_s;
        QTest::addRow("memory limit too small")
            << QStringList{u"--device"_s, u"cpu"_s, u"--memory-limit"_s, u"255MiB"_s}
            << u"--memory-limit: '255MiB' is not a size"_s;
        QTest::addRow("missing folder") << QStringList{u"--device"_s, u"cpu"_s, u"--output"_s,
                                                       u"/nonexistent/dir/m.json"_s}
                                        << u"--output: the folder"_s;
    }
    void measureRefusals()
    {
        QFETCH(QStringList, extra);
        QFETCH(QString, message);
        const QString output = m_dir.filePath(
            u"refused-%1.json"_s.arg(QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'-')));
        // The defaults, each left out where the row gives that option itself (an option given twice is refused).
        const QStringList defaults{u"--batch"_s,   u"1"_s,       u"--context"_s, u"4"_s,        u"--width"_s,
                                   u"8"_s,         u"--dtype"_s, u"float32"_s,   u"--warmup"_s, u"0"_s,
                                   u"--repeats"_s, u"1"_s,       u"--output"_s,  output};
        QStringList arguments{u"measure"_s};
        for (qsizetype i = 0; i + 1 < defaults.size(); i += 2) {
            if (!extra.contains(defaults.at(i)))
                arguments += {defaults.at(i), defaults.at(i + 1)};
        }
        arguments += extra;
        const Run run = runCli(arguments);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.startsWith(u"iteragpu measure: "_s + message), qPrintable(run.err));
        QCOMPARE(run.err.count(u'\n'), 1);
        QVERIFY2(run.out.isEmpty(), qPrintable(run.out)); // refused before any device work: no table
        QVERIFY(!QFile::exists(output));
    }

    void environmentWithoutGpu()
    {
        const Run run = runCli(
            {u"environment"_s, u"--device"_s, u"cuda:0"_s, u"--json"_s, u"--driver-version"_s, u"550.54.15"_s});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject report = QJsonDocument::fromJson(run.out.toUtf8()).object();
        const QStringList errors = m_schemas.validate(report, u"environment.schema.json"_s);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join(u'\n')));
        QVERIFY(!report.value(u"libtorch"_s).toObject().value(u"libtorch_version"_s).toString().isEmpty());
        QCOMPARE(report.value(u"driver_version_user_reported"_s).toString(), u"550.54.15"_s);
        if (report.value(u"libtorch"_s).toObject().value(u"visible_gpu_count"_s).toInt() == 0)
            QVERIFY(!report.value(u"device"_s).toObject().value(u"available"_s).toBool());

        const Run text = runCli({u"environment"_s, u"--device"_s, u"cuda:0"_s});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains(u"libtorch:"_s));
        QVERIFY(text.out.contains(u"Device cuda:0:"_s));

        const Run missing = runCli(
            {u"environment"_s, u"--device"_s, u"cpu"_s, u"--json"_s, u"--backend"_s, u"/nonexistent/libx.so"_s});
        QCOMPARE(missing.exitCode, 0); // a diagnosis, never a failure
        const QJsonObject noBackend = QJsonDocument::fromJson(missing.out.toUtf8()).object();
        QVERIFY(m_schemas.validate(noBackend, u"environment.schema.json"_s).isEmpty());
        QVERIFY(!noBackend.value(u"backend"_s).toObject().value(u"loaded"_s).toBool());
        QVERIFY(!noBackend.value(u"backend"_s).toObject().value(u"error"_s).toString().contains(u"/nonexistent"_s));
    }

    void reportsCarryNoPersonalData()
    {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        const QString canary = u"canary-7f3a9c1e"_s;
        environment.insert(u"ITERAGPU_PRIVACY_CANARY"_s, canary);
        const QString output = m_dir.filePath(u"privacy.json"_s);
        const Run measure = runCli({u"measure"_s, u"--device"_s, u"cpu"_s, u"--batch"_s, u"1"_s, u"--context"_s, u"2"_s,
                                    u"--width"_s, u"8"_s, u"--dtype"_s, u"float32"_s, u"--warmup"_s, u"0"_s,
                                    u"--repeats"_s, u"1"_s, u"--output"_s, output},
                                   environment);
        QCOMPARE(measure.exitCode, 0);
        QFile file(output);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString report = QString::fromUtf8(file.readAll());
        const Run env = runCli({u"environment"_s, u"--device"_s, u"cpu"_s, u"--json"_s}, environment);
        const QString hostName = QSysInfo::machineHostName();
        const QString userName = qEnvironmentVariable("USER", qEnvironmentVariable("LOGNAME"));
        for (const QString &text : {report, env.out}) {
            QVERIFY(!text.contains(canary));
            if (hostName.size() >= 3)
                QVERIFY2(!text.contains(hostName), qPrintable(hostName));
            if (userName.size() >= 3 && userName != u"root"_s)
                QVERIFY(!text.contains(userName));
            QVERIFY(!text.contains(QDir::homePath() + u'/'));
            QVERIFY(!text.contains(m_dir.path())); // the output's folder is not recorded
        }
    }
#endif

    void verify()
    {
        QTemporaryDir bundle;
        const QString member = bundle.filePath(u"a.csv"_s);
        VERIFY_OK(writeFixture(member, "x,y\r\n"));
        // size 5, SHA-256 of "x,y\r\n"
        VERIFY_OK(writeFixture(
            bundle.filePath(u"MANIFEST.json"_s),
            QByteArray("{\"format\":\"iteragpu-lab/"
                       "manifest\",\"format_version\":1,\"members\":[{\"name\":\"a.csv\",\"size\":5,\"sha256\":\"")
                + QCryptographicHash::hash("x,y\r\n", QCryptographicHash::Sha256).toHex()
                + "\"},{\"name\":\"MANIFEST.json\",\"size\":null,\"sha256\":null}]}"));
        const Run good = runCli({u"verify"_s, bundle.path()});
        QCOMPARE(good.exitCode, 0);
        QVERIFY(good.out.startsWith(u"verified: 1 members"_s));
        QVERIFY2(!good.out.contains(u"open problem"_s), qPrintable(good.out));
        VERIFY_OK(writeFixture(member, "x,z\r\n"));
        const Run bad = runCli({u"verify"_s, bundle.path()});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.startsWith(u"iteragpu verify: a.csv: SHA-256 does not match"_s), qPrintable(bad.err));
        QCOMPARE(runCli({u"verify"_s}).exitCode, 2);
    }

    // A bundle exported with open problems in its results grid verifies, and says so.
    void verifyNamesRecordedProblems()
    {
        QTemporaryDir bundle;
        VERIFY_OK(writeFixture(bundle.filePath(u"resultats-bruts.csv"_s), "x\r\n"));
        auto written
            = IteraGpu::writeManifest(bundle.path(), QDateTime::currentDateTimeUtc(), IteraGpu::ExistingFile::Refuse,
                                      {{u"resultats-bruts.csv row 2 (run-002), gpu_id"_s, u"unknown-gpu"_s,
                                        u"Row 2 (run-002), GPU: 'tpu-v5' is not in the loaded tariff catalog"_s}});
        QVERIFY2(written, qPrintable(written.error()));
        const Run run = runCli({u"verify"_s, bundle.path()});
        QCOMPARE(run.exitCode, 0);
        const QStringList lines = run.out.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3);
        QVERIFY(lines.at(0).startsWith(u"verified: 1 members"_s));
        QCOMPARE(lines.at(1), u"but the export recorded 1 open problem(s) in the results grid:"_s);
        QCOMPARE(lines.at(2),
                 u"  resultats-bruts.csv row 2 (run-002), gpu_id [unknown-gpu]: Row 2 (run-002), GPU: "
                 u"'tpu-v5' is not in the loaded tariff catalog"_s);
    }

    // Issue finding 4, from the command line: every problem on its own line, then a summary;
    // relative folder names with ".." work.
    void verifyReportsEveryProblem()
    {
        QTemporaryDir bundle;
        QFile member(bundle.filePath(u"a.csv"_s));
        QVERIFY(member.open(QIODevice::WriteOnly));
        member.write("x,y\r\n");
        member.close();
        QFile manifest(bundle.filePath(u"MANIFEST.json"_s));
        QVERIFY(manifest.open(QIODevice::WriteOnly));
        manifest.write(
            QByteArray("{\"format\":\"iteragpu-lab/"
                       "manifest\",\"format_version\":1,\"members\":[{\"name\":\"./a.csv\",\"size\":5,\"sha256\":\"")
            + QCryptographicHash::hash("x,y\r\n", QCryptographicHash::Sha256).toHex() + "\"}]}");
        manifest.close();
        const QString relative = QDir::current().relativeFilePath(bundle.path());
        QVERIFY(relative.startsWith(u"../"_s));
        const Run good = runCli({u"verify"_s, relative});
        QCOMPARE(good.exitCode, 0);
        QVERIFY2(good.out.startsWith(u"verified: 1 members match MANIFEST.json in "_s + relative),
                 qPrintable(good.out));
        QVERIFY(good.out.contains(u"not signed"_s));

        QVERIFY(QFile::link(u"/etc/hostname"_s, bundle.filePath(u"evil"_s)));
        QFile extra(bundle.filePath(u"notes.txt"_s));
        QVERIFY(extra.open(QIODevice::WriteOnly));
        extra.close();
        const Run bad = runCli({u"verify"_s, relative});
        QCOMPARE(bad.exitCode, 2);
        const QStringList lines = bad.err.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3);
        QCOMPARE(lines.at(0), u"iteragpu verify: evil: a symbolic link, not allowed in a verified folder"_s);
        QCOMPARE(lines.at(1), u"iteragpu verify: notes.txt: not listed in the manifest"_s);
        QVERIFY2(lines.at(2).startsWith(u"iteragpu verify: 2 problem(s): "_s), qPrintable(lines.at(2)));
    }

    // Issue findings 5 and 6: values from a catalog never steer the terminal; special files as
    // catalog are refused at once.
    void catalogValuesAreEscaped()
    {
        const QString path = m_dir.filePath(u"escapes.csv"_s);
        VERIFY_OK(writeFixture(path,
                               "gpu_id,model,gpus_per_lot,gpu_memory_gib,duration_days,price_cents,snapshot_date\n"
                               "h100,\"NVIDIA\x1b[2J\x1b[1;1H H100\",1,80,7,100,\"2026-01-01 (fake\nh200  $0.01)\"\n"));
        const Run table = runCli({u"catalog"_s, u"--catalog"_s, path});
        QCOMPARE(table.exitCode, 0);
        QVERIFY2(!table.out.contains(QChar(0x1b)), qPrintable(table.out));
        QVERIFY(table.out.contains(u"NVIDIA\\e[2J\\e[1;1H H100"_s));
        QVERIFY(table.out.contains(u"(fake\\nh200  $0.01)"_s));
        const Run cost = runCli(
            {u"cost"_s, u"--catalog"_s, path, u"--gpu"_s, u"h100"_s, u"--days"_s, u"7"_s, u"--lots"_s, u"1"_s});
        QCOMPARE(cost.exitCode, 0);
        QVERIFY2(!cost.out.contains(QChar(0x1b)), qPrintable(cost.out));
        QVERIFY(cost.out.startsWith(u"Package: NVIDIA\\e[2J"_s));
        const Run unknown = runCli(
            {u"cost"_s, u"--catalog"_s, path, u"--gpu"_s, u"x\ny\x1b"_s, u"--days"_s, u"7"_s, u"--lots"_s, u"1"_s});
        QCOMPARE(unknown.exitCode, 2);
        QCOMPARE(unknown.err, u"iteragpu cost: --gpu: unknown gpu id 'x\\ny\\e'; known ids: h100\n"_s);
    }

    void specialFilesAsCatalog()
    {
        const QString fifo = m_dir.filePath(u"fifo.csv"_s);
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        for (const QString &path : {u"/dev/zero"_s, fifo}) {
            const Run run = runCli({u"catalog"_s, u"--catalog"_s, path});
            QCOMPARE(run.exitCode, 2);
            QVERIFY2(run.err.contains(u"not a regular file; refused"_s), qPrintable(run.err));
        }
    }

    // Issue finding 8: an unknown id in a 300k-row catalog, answered in one bounded line.
    void largeCatalogUnknownGpu()
    {
        QByteArray text = "gpu_id,model,gpus_per_lot,gpu_memory_gib,duration_days,price_cents,snapshot_date\n";
        for (int i = 0; i < 100'000; ++i) {
            for (const char *days : {"3", "7", "30"})
                text += "g" + QByteArray::number(i) + ",Model,1,80," + days + ",100,2026-01-01\n";
        }
        const QString path = m_dir.filePath(u"big.csv"_s);
        VERIFY_OK(writeFixture(path, text));
        const Run run = runCli(
            {u"cost"_s, u"--catalog"_s, path, u"--gpu"_s, u"nope"_s, u"--days"_s, u"7"_s, u"--lots"_s, u"1"_s});
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.err.count(u'\n'), 1);
        QVERIFY2(run.err.size() < 400, qPrintable(run.err));
        QVERIFY(run.err.contains(u"and 99980 more"_s));
    }

    void help()
    {
        const Run run = runCli({u"--help"_s});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains(u"estimate"_s));
        const Run sub = runCli({u"cost"_s, u"--help"_s});
        QCOMPARE(sub.exitCode, 0);
        QVERIFY(sub.out.contains(u"--accepted-results"_s));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
