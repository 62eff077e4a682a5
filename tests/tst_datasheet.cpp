#include "core/measure/datasheet.h"
#include "core/measure/throughput.h"

#include <QTest>
#include <QUrl>

using namespace Qt::StringLiterals;
using namespace IteraGpu;

namespace {

const QString kHeader = u"gpu_id,model,device_names,fp32_flops,tf32_tensor_flops,fp16_tensor_flops,"
                        u"bf16_tensor_flops,memory_bytes_per_second,source,read_date,comment\n"_s;
// Made-up figures for the rules, not any vendor's: round numbers make the shares easy to check.
const QString kRows
    = u"sxm,Example SXM,Example X100 80GB HBM3;Example X100 SXM,1000,8000,16000,16000,3000,"
      u"https://vendor.invalid/x100.pdf,2026-01-02,tensor figures are half of the starred sparse ones\n"
      u"pcie,Example PCIe,Example X100 PCIe,800,,12000,,2000,https://vendor.invalid/x100-pcie.pdf,2026-01-02,\n"_s;

Datasheets table()
{
    auto parsed = Datasheets::parse(kHeader + kRows, u"datasheets.csv"_s);
    if (!parsed)
        qFatal("%s", qPrintable(parsed.error()));
    return *parsed;
}

EnvironmentReport environment(DeviceType type, const QString &name, std::optional<bool> tf32)
{
    EnvironmentReport report;
    report.device.type = type;
    report.device.deviceName = name;
    report.libtorch = LibtorchFacts{};
    report.libtorch->float32MatmulAllowTf32 = tf32;
    return report;
}

} // namespace

class TestDatasheet : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void shippedTable()
    {
        // The shipped table must parse; every row names where it was read and when.
        auto shipped = Datasheets::loadBuiltin();
        QVERIFY2(shipped, qPrintable(shipped.error()));
        for (const DatasheetRow &row : shipped->rows()) {
            QVERIFY2(row.source.startsWith(u"https://"_s), qPrintable(row.gpuId));
            QVERIFY2(row.readDate.isValid(), qPrintable(row.gpuId));
            // A copy of the vendor's table says so; only the vendor's own address may go without.
            const QString host = QUrl(row.source).host();
            QVERIFY2(row.comment.startsWith(u"secondary source: "_s) || host == u"nvidia.com"_s
                         || host.endsWith(u".nvidia.com"_s),
                     qPrintable(row.gpuId));
        }
        QCOMPARE(builtinDatasheets().rows().size(), shipped->rows().size());
    }

    void refused_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("error");
        QTest::addRow("empty file") << QString() << u"d.csv: empty file; expected the header "_s + kHeader.trimmed();
        QTest::addRow("wrong header") << u"gpu_id,model\n"_s
                                      << u"d.csv, line 1: the header must be exactly "_s + kHeader.trimmed();
        QTest::addRow("too few fields") << kHeader + u"a,A,x\n"_s << u"d.csv, line 2: expected 11 fields, found 3"_s;
        QTest::addRow("bad id") << kHeader + u"A b,A,x,1,,,,,https://v.invalid/a,2026-01-02,\n"_s
                                << u"d.csv, line 2, gpu_id: 'A b' is not a valid id (lower-case letters, digits, "
                                   u"'.', '-', '_')"_s;
        QTest::addRow("decimal figure names its column")
            << kHeader + u"a,A,x,1.5,,,,,https://v.invalid/a,2026-01-02,\n"_s << u"d.csv, line 2, fp32_flops"_s;
        QTest::addRow("zero figure") << kHeader + u"a,A,x,,0,,,,https://v.invalid/a,2026-01-02,\n"_s
                                     << u"d.csv, line 2, tf32_tensor_flops"_s;
        QTest::addRow("no https source") << kHeader + u"a,A,x,1,,,,,vendor datasheet,2026-01-02,\n"_s
                                         << u"d.csv, line 2, source: the source must be the datasheet's https:// "
                                            u"address"_s;
        QTest::addRow("bad read date") << kHeader + u"a,A,x,1,,,,,https://v.invalid/a,2026-13-02,\n"_s
                                       << u"d.csv, line 2, read_date: '2026-13-02' is not a date YYYY-MM-DD"_s;
        QTest::addRow("empty device name") << kHeader + u"a,A,x;,1,,,,,https://v.invalid/a,2026-01-02,\n"_s
                                           << u"d.csv, line 2, device_names: an empty device name"_s;
        QTest::addRow("a name on two rows is ambiguous")
            << kHeader + u"a,A,Same  Name,1,,,,,https://v.invalid/a,2026-01-02,\n"_s
                + u"b,B,same name,1,,,,,https://v.invalid/b,2026-01-02,\n"_s
            << u"d.csv, line 3, device_names: the device name 'same name' is listed twice; a name must match one "
               u"row only"_s;
        QTest::addRow("second row for an id") << kHeader + u"a,A,x,1,,,,,https://v.invalid/a,2026-01-02,\n"_s
                + u"a,A,y,1,,,,,https://v.invalid/a,2026-01-02,\n"_s
                                              << u"d.csv, line 3, gpu_id: a second row for 'a'"_s;
    }
    void refused()
    {
        QFETCH(QString, text);
        QFETCH(QString, error);
        const auto parsed = Datasheets::parse(text, u"d.csv"_s);
        QVERIFY(!parsed);
        QVERIFY2(parsed.error().startsWith(error), qPrintable(parsed.error()));
    }

    void headerOnlyIsEmpty()
    {
        const auto parsed = Datasheets::parse(kHeader, u"d.csv"_s);
        QVERIFY2(parsed, qPrintable(parsed.error()));
        QVERIFY(parsed->rows().isEmpty());
        QVERIFY(!parsed->match(u"Example X100 PCIe"_s));
    }

    void match_data()
    {
        QTest::addColumn<QString>("deviceName");
        QTest::addColumn<QString>("gpuId");
        QTest::addRow("runtime name of the SXM part") << u"Example X100 80GB HBM3"_s << u"sxm"_s;
        QTest::addRow("case and spaces do not matter") << u"  example   x100 pcie "_s << u"pcie"_s;
        QTest::addRow("a prefix of two variants matches nothing") << u"Example X100"_s << QString();
        QTest::addRow("a longer name matches nothing") << u"Example X100 PCIe 2"_s << QString();
        QTest::addRow("empty name") << QString() << QString();
    }
    void match()
    {
        QFETCH(QString, deviceName);
        QFETCH(QString, gpuId);
        const auto row = table().match(deviceName);
        QCOMPARE(row ? row->gpuId : QString(), gpuId);
    }

    void share_data()
    {
        QTest::addColumn<int>("deviceType");
        QTest::addColumn<QString>("deviceName");
        QTest::addColumn<int>("dtype");
        QTest::addColumn<int>("tf32"); // -1 not recorded, 0 not allowed, 1 allowed
        QTest::addColumn<QString>("achieved");
        QTest::addColumn<QString>("text");
        const int cuda = int(DeviceType::Cuda);
        const int f32 = int(Dtype::Float32), f16 = int(Dtype::Float16), bf16 = int(Dtype::BFloat16);
        QTest::addRow("bfloat16 on the SXM part")
            << cuda << u"Example X100 SXM"_s << bf16 << 1 << u"6608"_s
            << u"41.3 % of the datasheet's dense peak (BF16 tensor, 16000 FLOP/s; Example SXM, read 2026-01-02 from https://vendor.invalid/x100.pdf)"_s;
        QTest::addRow("float16 rounds half up")
            << cuda << u"Example X100 PCIe"_s << f16 << 1 << u"6006"_s
            << u"50.1 % of the datasheet's dense peak (FP16 tensor, 12000 FLOP/s; Example PCIe, read 2026-01-02 from https://vendor.invalid/x100-pcie.pdf)"_s;
        QTest::addRow("float32 with TF32 allowed")
            << cuda << u"Example X100 SXM"_s << f32 << 1 << u"4000"_s
            << u"50.0 % of the datasheet's dense peak (TF32 tensor, 8000 FLOP/s; Example SXM, read 2026-01-02 from https://vendor.invalid/x100.pdf)"_s;
        QTest::addRow("float32 without TF32")
            << cuda << u"Example X100 SXM"_s << f32 << 0 << u"900"_s
            << u"90.0 % of the datasheet's dense peak (FP32, 1000 FLOP/s; Example SXM, read 2026-01-02 from https://vendor.invalid/x100.pdf)"_s;
        QTest::addRow("above the peak")
            << cuda << u"Example X100 SXM"_s << f32 << 0 << u"1060"_s
            << u"106.0 % of the datasheet's dense peak (FP32, 1000 FLOP/s; Example SXM, read 2026-01-02 from "
               u"https://vendor.invalid/x100.pdf) — above the datasheet's dense peak, which a dense matrix product "
               u"cannot reach: the datasheet row may not be this device's, or the measured time is wrong; this share "
               u"is no result"_s;
        QTest::addRow("float32, TF32 not recorded")
            << cuda << u"Example X100 SXM"_s << f32 << -1 << u"900"_s
            << u"the report does not say whether TF32 was allowed for float32 matrix products, so neither the FP32 "
               u"nor the TF32 peak applies"_s;
        QTest::addRow("a peak the row does not state") << cuda << u"Example X100 PCIe"_s << bf16 << 1 << u"900"_s
                                                       << u"the datasheet row pcie states no dense BF16 tensor peak"_s;
        QTest::addRow("the CPU") << int(DeviceType::Cpu) << u"CPU"_s << f32 << 0 << u"900"_s
                                 << u"no datasheet row applies on the CPU"_s;
        QTest::addRow("an unknown device") << cuda << u"Example X100"_s << f16 << 1 << u"900"_s
                                           << u"no datasheet row for the device name 'Example X100'"_s;
        QTest::addRow("no warm forward") << cuda << u"Example X100 SXM"_s << f16 << 1 << QString()
                                         << u"no warm forward, no share of the datasheet's dense peak"_s;
    }
    void share()
    {
        QFETCH(int, deviceType);
        QFETCH(QString, deviceName);
        QFETCH(int, dtype);
        QFETCH(int, tf32);
        QFETCH(QString, achieved);
        QFETCH(QString, text);
        const auto report = environment(DeviceType(deviceType), deviceName,
                                        tf32 < 0 ? std::optional<bool>() : std::optional<bool>(tf32 == 1));
        const PeakShare share = peakShare(table(), report, Dtype(dtype), achieved);
        QCOMPARE(share.text, text);
        QCOMPARE(share.percent.isEmpty(), !share.kind.has_value());
    }

    void summaryOfACpuRun()
    {
        MeasurementReport report;
        report.environment = environment(DeviceType::Cpu, u"CPU"_s, false);
        report.config.batch = 2;
        report.config.context = 3;
        report.config.width = 5;
        report.config.hidden = 7;
        PhaseRow row;
        row.phase = Phase::WarmForward;
        row.index = 1;
        row.nanoseconds = 420;
        report.outcome.rows = {row};
        const ThroughputSummary summary = throughputSummary(report, table());
        QCOMPARE(summary.workText,
                 u"Matrix-product work per forward: 840 FLOP (4 x batch x context x width x hidden; "
                 u"bias and GELU not counted)"_s);
        // 840 FLOP in 420 ns: 2e9 FLOP/s.
        QCOMPARE(summary.achievedText,
                 u"Achieved at the warm median: 2000000000 FLOP/s (2.00 GFLOP/s); no datasheet "
                 u"row applies on the CPU"_s);
        report.outcome.rows.clear();
        QCOMPARE(throughputSummary(report, table()).achievedText,
                 u"Achieved matrix-product throughput: none (no warm forward)"_s);
    }
};

QTEST_GUILESS_MAIN(TestDatasheet)
#include "tst_datasheet.moc"
