// `iteragpu plan`, run through the real binary: exit codes, the JSON against its schema, refusals.
#include "checkpointfixture.h"
#include "clirun.h"
#include "core/measure/measurementreport.h"
#include "fixturefile.h"
#include "jsonschema.h"
#include "samplereports.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <QTest>
#include <sys/resource.h>

using namespace Qt::StringLiterals;

namespace {
QJsonObject parseJson(const QString &text)
{
    return QJsonDocument::fromJson(text.toUtf8()).object();
}

QStringList plan70b(const QStringList &more = {})
{
    return QStringList{u"plan"_s, u"--parameters"_s, u"70e9"_s, u"--bits"_s, u"16"_s} + more;
}
} // namespace

class TestCliPlan : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_gguf;
    JsonSchemaValidator m_schemas;

private Q_SLOTS:
    void initTestCase()
    {
        QString error;
        QVERIFY2(m_schemas.addSchemaFile(QFINDTESTDATA("../resources/schema/plan.schema.json"), &error),
                 qPrintable(error));
        m_gguf = m_dir.filePath(u"tiny.gguf"_s);
        VERIFY_OK(writeFixture(m_gguf, Fixture::tinyLlamaGguf()));
    }

    void text()
    {
        const CliRun run = runCli(plan70b({u"--days"_s, u"7"_s, u"--accepted-results"_s, u"1000"_s}));
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
        // 70e9 x 2 = 140,000,000,000 bytes; B200: 180 x 2^30 - that = 53,273,528,320 bytes (27.56 %).
        QVERIFY2(run.out.contains(u"b200 (NVIDIA B200), 7 days: the estimate's lines fit, 27.56 % headroom"_s),
                 qPrintable(run.out));
        QVERIFY(run.out.contains(u"headroom 53273528320 bytes (27.56 %)"_s));
        QVERIFY(run.out.contains(u"if split evenly: 70000000000 bytes (65.19 GiB) per GPU - not measured"_s));
        QVERIFY(run.out.contains(u"unit cost 154.56 cents ($1.5456) per accepted result"_s));
        QVERIFY(run.out.contains(u"h200 (NVIDIA H200), 7 days: tight: under 10 % headroom (7.52 %)"_s));
        QVERIFY(run.out.contains(u"h100 (NVIDIA H100 SXM), 7 days: does not fit on one GPU"_s));
        QVERIFY(run.out.contains(u"Not included: activations, KV cache"_s));
        QVERIFY(run.out.contains(u"snapshot 2026-09-24 (illustrative sample)"_s));
        QVERIFY(run.out.contains(u"Not proof of availability or reservation"_s));
        // Fitting rows first, by price: the MI300X (38,640 cents) before the B200 (154,560 cents).
        QVERIFY(run.out.indexOf(u"mi300x (AMD"_s) < run.out.indexOf(u"b200 (NVIDIA"_s));
        QVERIFY(run.out.indexOf(u"b200 (NVIDIA"_s) < run.out.indexOf(u"h200 (NVIDIA"_s));
    }

    void json_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("rows");
        QTest::addRow("every duration") << plan70b({u"--json"_s}) << 45;
        QTest::addRow("7 days with K and a threshold")
            << plan70b({u"--json"_s, u"--days"_s, u"7"_s, u"--accepted-results"_s, u"3"_s, u"--tight-percent"_s,
                        u"12.5"_s, u"--reserve-gib"_s, u"1.5"_s})
            << 15;
        QTest::addRow("checkpoint with KV")
            << QStringList{u"plan"_s, u"--checkpoint"_s, m_gguf,      u"--kv"_s, u"--context"_s,
                           u"4096"_s, u"--json"_s,       u"--days"_s, u"3"_s}
            << 15;
    }

    void json()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, rows);
        const CliRun run = runCli(arguments);
        QCOMPARE(run.exitCode, 0);
        const QJsonObject json = parseJson(run.out);
        const QStringList errors = m_schemas.validate(json, u"plan.schema.json"_s);
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join(u'\n')));
        QCOMPARE(json.value(u"rows"_s).toArray().size(), rows);
    }

    void jsonFigures()
    {
        const CliRun run = runCli(plan70b({u"--json"_s, u"--days"_s, u"30"_s}));
        QCOMPARE(run.exitCode, 0);
        const QJsonArray rows = parseJson(run.out).value(u"rows"_s).toArray();
        const QJsonObject first = rows.first().toObject();
        QCOMPARE(first.value(u"gpu_id"_s).toString(), u"mi300x"_s);
        QCOMPARE(first.value(u"verdict"_s).toString(), u"fits"_s);
        QCOMPARE(first.value(u"needed_bytes"_s).toInteger(), qint64(140'000'000'000));
        QCOMPARE(first.value(u"memory_bytes"_s).toInteger(), qint64(206'158'430'208)); // 192 x 2^30
        QCOMPARE(first.value(u"headroom_bytes"_s).toInteger(), qint64(66'158'430'208));
        const QJsonObject last = rows.last().toObject();
        QCOMPARE(last.value(u"verdict"_s).toString(), u"does_not_fit"_s);
        QVERIFY(last.value(u"headroom_bytes"_s).toInteger() < 0);
    }

    void checkpointKvLine()
    {
        // The GGUF fixture: 10,240 stored bytes; KV 2 layers x 1 x 4096 x 2 heads x (16 + 16) x 2 = 1,048,576.
        const CliRun run = runCli({u"plan"_s, u"--checkpoint"_s, m_gguf, u"--kv"_s, u"--context"_s, u"4096"_s,
                                   u"--json"_s, u"--days"_s, u"3"_s});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject json = parseJson(run.out);
        QCOMPARE(json.value(u"needed_bytes"_s).toInteger(), qint64(10240 + 1'048'576));
        const QJsonArray lines = json.value(u"lines"_s).toArray();
        QCOMPARE(lines.size(), 3);
        QCOMPARE(lines.at(1).toObject().value(u"kind"_s).toString(), u"kv_cache"_s);
        QVERIFY(!json.value(u"not_included"_s).toArray().contains(u"KV cache"_s));
    }

    void measuredLines()
    {
        using IteraGpu::RunStatus;
        const QString gpu = m_dir.filePath(u"h100.json"_s), cpu = m_dir.filePath(u"cpu.json"_s);
        VERIFY_OK(IteraGpu::writeMeasurementReport(gpu, sampleReport(u"cuda:0"_s, RunStatus::Complete, 1, 3, true)));
        VERIFY_OK(IteraGpu::writeMeasurementReport(cpu, sampleReport(u"cpu"_s, RunStatus::Complete)));
        const CliRun run = runCli(plan70b({u"--report"_s, gpu, u"--json"_s, u"--days"_s, u"7"_s}));
        QCOMPARE(run.exitCode, 0);
        const QJsonObject json = parseJson(run.out);
        QVERIFY(m_schemas.validate(json, u"plan.schema.json"_s).isEmpty());
        const QJsonObject measured = json.value(u"lines"_s).toArray().last().toObject();
        QCOMPARE(measured.value(u"kind"_s).toString(), u"measured"_s);
        QVERIFY2(measured.value(u"label"_s).toString().endsWith(u"measured on NVIDIA H100 80GB HBM3"_s),
                 qPrintable(measured.value(u"label"_s).toString()));
        // The fake device: 512 MiB in use outside the allocator before the first reading's step.
        QCOMPARE(measured.value(u"bytes"_s).toInteger(), qint64(536'870'912));
        QCOMPARE(json.value(u"needed_bytes"_s).toInteger(), qint64(140'000'000'000 + 536'870'912));
        // The measured line covers the CUDA context and libraries: no longer listed as left out.
        QVERIFY(!json.value(u"not_included"_s)
                     .toArray()
                     .contains(u"libraries and runtime (CUDA/ROCm context, framework, workspaces)"_s));
        const CliRun refused = runCli(plan70b({u"--report"_s, cpu}));
        QCOMPARE(refused.exitCode, 2);
        QCOMPARE(refused.err,
                 u"iteragpu plan: --report: cpu.json: the report has no device figures to add (a CPU "
                 u"run, or a report written before format 3)\n"_s);
    }

    void csv()
    {
        const CliRun run = runCli(plan70b({u"--csv"_s, u"--days"_s, u"3"_s}));
        QCOMPARE(run.exitCode, 0);
        const QStringList lines = run.out.split(u"\r\n"_s, Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 16);
        QVERIFY(lines.first().startsWith(u"gpu_id,model,duration_days,gpus_per_lot,memory_bytes,needed_bytes"_s));
        QCOMPARE(
            lines.at(2),
            u"b200,NVIDIA B200,3,2,193273528320,140000000000,53273528320,27.56,fits,70000000000,72000,6,,2026-09-24,,,"_s);
    }

    void noWrittenOutputNamesTheCatalogsFolder()
    {
        // plan, cost and catalog wrote the catalog's whole path (a home folder names its user):
        // the file's name only, in every output a user may keep or send.
        QVERIFY(QDir(m_dir.path()).mkpath(u"marker-folder-5f2c"_s));
        const QString catalog = m_dir.filePath(u"marker-folder-5f2c/tariffs.csv"_s);
        VERIFY_OK(writeFixture(catalog,
                               "gpu_id,model,gpus_per_lot,gpu_memory_gib,duration_days,price_cents,snapshot_date\n"
                               "h200,NVIDIA H200,1,141,7,60480,2026-10-01\n"));
        const QList<QStringList> commands{
            plan70b({u"--catalog"_s, catalog, u"--json"_s}),
            plan70b({u"--catalog"_s, catalog, u"--csv"_s}),
            plan70b({u"--catalog"_s, catalog}),
            {u"cost"_s, u"--catalog"_s, catalog, u"--gpu"_s, u"h200"_s, u"--days"_s, u"7"_s, u"--lots"_s, u"1"_s,
             u"--json"_s},
            {u"catalog"_s, u"--catalog"_s, catalog, u"--json"_s},
        };
        for (const QStringList &command : commands) {
            const CliRun run = runCli(command);
            QVERIFY2(run.exitCode == 0, qPrintable(command.join(u' ') + u": "_s + run.err));
            QVERIFY2(!run.out.contains(u"marker-folder-5f2c"_s), qPrintable(command.join(u' ') + u"\n"_s + run.out));
        }
        const CliRun json = runCli(plan70b({u"--catalog"_s, catalog, u"--json"_s}));
        QCOMPARE(parseJson(json.out).value(u"catalog_source"_s).toString(), u"tariffs.csv"_s);
    }

    // A plan's rows point into the catalog and are sorted in place: a catalog is held once (a
    // 63 MB catalog of 1.56 million rows took 1.2 GB, 19 times its size; the rule for every reader
    // is 8 times). Measured as the child's peak resident memory (RUSAGE_CHILDREN: the largest child
    // this test has waited for), over a 21 MB catalog of 516,000 rows.
    void aLargeCatalogTakesAtMostEightTimesItsSize()
    {
#if defined(__SANITIZE_ADDRESS__)
        QSKIP("AddressSanitizer's shadow memory is no measure of the program's own");
#endif
        QByteArray csv = "gpu_id,model,gpus_per_lot,gpu_memory_gib,duration_days,price_cents,snapshot_date\n";
        for (int gpu = 0; csv.size() < 21'000'000; ++gpu) {
            for (const int days : {3, 7, 30})
                csv += "g" + QByteArray::number(gpu) + ",M" + QByteArray::number(gpu) + ",1,80,"
                    + QByteArray::number(days) + "," + QByteArray::number(1000 + gpu) + ",2026-09-24\n";
        }
        const QString path = m_dir.filePath(u"large-catalog.csv"_s);
        VERIFY_OK(writeFixture(path, csv));
        const CliRun run = runCli({u"plan"_s, u"--parameters"_s, u"7e9"_s, u"--bits"_s, u"16"_s, u"--catalog"_s, path});
        QCOMPARE(run.exitCode, 0);
        rusage usage = {};
        QCOMPARE(::getrusage(RUSAGE_CHILDREN, &usage), 0);
        const qint64 peak = qint64(usage.ru_maxrss) * 1024;
        const qint64 allowed = 8 * qint64(csv.size()) + (qint64(64) << 20);
        QVERIFY2(peak <= allowed,
                 qPrintable(u"%1 bytes at the peak for a catalog of %2 bytes (allowed %3)"_s.arg(peak)
                                .arg(csv.size())
                                .arg(allowed)));
    }

    void spotPriceSourceAndReadDate()
    {
        // A catalog with the optional columns: the spot price beside the on-demand one, "may be interrupted".
        const QString catalog = m_dir.filePath(u"spot.csv"_s);
        VERIFY_OK(writeFixture(catalog,
                               "gpu_id,model,gpus_per_lot,gpu_memory_gib,duration_days,price_cents,"
                               "snapshot_date,spot_price_cents,source,read_date\n"
                               "h200,NVIDIA H200,1,141,7,60480,2026-10-01,24192,Provider A price page,2026-09-30\n"
                               "b200,NVIDIA B200,2,180,7,154560,2026-10-01,,Provider B,\n"));
        const CliRun text = runCli(plan70b({u"--catalog"_s, catalog}));
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains(u"    package 60480 cents ($604.80), 1 GPU, 7 GPU-days\n"
                                   u"    spot (interruptible) 24192 cents ($241.92), may be interrupted\n"
                                   u"    prices read from Provider A price page on 2026-09-30\n"_s),
                 qPrintable(text.out));
        QCOMPARE(text.out.count(u"may be interrupted"_s), 1); // the B200 row has no spot price
        QVERIFY(text.out.contains(u"    prices read from Provider B on -\n"_s));

        const CliRun json = runCli(plan70b({u"--catalog"_s, catalog, u"--json"_s}));
        QCOMPARE(json.exitCode, 0);
        const QJsonObject document = parseJson(json.out);
        QCOMPARE(m_schemas.validate(document, u"plan.schema.json"_s), QStringList());
        const QJsonArray rows = document.value(u"rows"_s).toArray();
        QCOMPARE(rows.size(), 2);
        const QJsonObject h200 = rows.at(1).toObject(); // tight, after the fitting B200
        QCOMPARE(h200.value(u"gpu_id"_s).toString(), u"h200"_s);
        QCOMPARE(h200.value(u"spot_price_cents"_s).toInteger(), qint64(24192));
        QCOMPARE(h200.value(u"source"_s).toString(), u"Provider A price page"_s);
        QCOMPARE(h200.value(u"read_date"_s).toString(), u"2026-09-30"_s);
        const QJsonObject b200 = rows.at(0).toObject();
        QVERIFY(b200.value(u"spot_price_cents"_s).isNull());
        QVERIFY(b200.value(u"read_date"_s).isNull());

        const CliRun csv = runCli(plan70b({u"--catalog"_s, catalog, u"--csv"_s}));
        QCOMPARE(csv.exitCode, 0);
        QVERIFY2(csv.out.contains(u",2026-10-01,24192,Provider A price page,2026-09-30\r\n"_s), qPrintable(csv.out));

        // A malformed optional cell: refused with the file, the line and the column, in one line.
        const QString bad = m_dir.filePath(u"bad-spot.csv"_s);
        VERIFY_OK(writeFixture(bad,
                               "gpu_id,model,gpus_per_lot,gpu_memory_gib,duration_days,price_cents,"
                               "snapshot_date,spot_price_cents\n"
                               "h200,NVIDIA H200,1,141,7,60480,2026-10-01,241.92\n"));
        const CliRun refused = runCli(plan70b({u"--catalog"_s, bad}));
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(
            refused.err.contains(u"bad-spot.csv, line 2, spot_price_cents: '241.92' must be whole US-dollar cents"_s),
            qPrintable(refused.err));
        QCOMPARE(refused.err.count(u'\n'), 1);
    }

    void refusals_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("error");
        QTest::addRow("no estimate") << QStringList{u"plan"_s} << u"iteragpu plan: --parameters is required"_s;
        QTest::addRow("days 5") << plan70b({u"--days"_s, u"5"_s})
                                << u"iteragpu plan: --days: must be 3, 7 or 30 days, got '5'\n"_s;
        QTest::addRow("tight 101") << plan70b({u"--tight-percent"_s, u"101"_s})
                                   << u"iteragpu plan: --tight-percent: "_s;
        QTest::addRow("accepted 0") << plan70b({u"--accepted-results"_s, u"0"_s})
                                    << u"iteragpu plan: --accepted-results: must be a positive whole number"_s;
        QTest::addRow("kv without checkpoint")
            << plan70b({u"--kv"_s, u"--context"_s, u"10"_s}) << u"iteragpu plan: --kv needs --checkpoint\n"_s;
        QTest::addRow("json and csv") << plan70b({u"--json"_s, u"--csv"_s})
                                      << u"iteragpu plan: --json and --csv exclude each other\n"_s;
        QTest::addRow("missing catalog") << plan70b({u"--catalog"_s, u"no-such-catalog.csv"_s})
                                         << u"iteragpu plan: --catalog: "_s;
    }

    void refusals()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, error);
        const CliRun run = runCli(arguments);
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.out.isEmpty());
        QVERIFY2(run.err.startsWith(error), qPrintable(run.err));
        QCOMPARE(run.err.count(u'\n'), 1); // one line
    }

    void help()
    {
        const CliRun run = runCli({u"plan"_s, u"--help"_s});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains(u"--tight-percent <P>"_s));
        QVERIFY(runCli({u"--help"_s}).out.contains(u"  plan "_s));
    }
};

QTEST_GUILESS_MAIN(TestCliPlan)
#include "tst_cli_plan.moc"
