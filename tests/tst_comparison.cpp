// The comparison as data, checked against values computed by hand.
#include "core/reports/comparison.h"
#include "samplereports.h"

#include <QJsonArray>

#include <QTest>
#include <limits>

using namespace Qt::StringLiterals;
using namespace IteraGpu;

namespace {

PhaseRow row(Phase phase, int index, qint64 ns, std::optional<qint64> baseAllocated = {},
             std::optional<qint64> peakAllocated = {}, std::optional<qint64> peakReserved = {})
{
    PhaseRow r{phase, index, 1, ns, {}, {}};
    if (peakAllocated) {
        r.baseline = MemoryCounters{*baseAllocated, *baseAllocated, 0, 0};
        r.end = MemoryCounters{*baseAllocated, *peakReserved, *peakAllocated, *peakReserved};
    }
    return r;
}

Prediction prediction()
{
    Prediction p;
    p.phases = {{Phase::ModelLoad, 4096, 4096},
                {Phase::Inputs, 6144, 6144},
                {Phase::ColdForward, 8192, 10240},
                {Phase::WarmForward, 8192, 10240}};
    return p;
}

ComparisonRun run(const QString &name, const QString &device, Dtype dtype, int repeats, const QList<PhaseRow> &rows,
                  RunStatus status = RunStatus::Complete)
{
    ComparisonRun r;
    r.name = name;
    r.sha256 = QString(64, u'a');
    r.report.environment = sampleEnvironment(device);
    r.report.config.device = device;
    r.report.config.batch = 2;
    r.report.config.context = 16;
    r.report.config.width = 64;
    r.report.config.hidden = 256;
    r.report.config.dtype = dtype;
    r.report.config.warmup = 0;
    r.report.config.repeats = repeats;
    r.report.outcome.rows = rows;
    r.report.outcome.status = status;
    r.prediction = prediction();
    return r;
}

const qint64 MiB2 = 2'097'152, MiB4 = 4'194'304, MiB6 = 6'291'456;

QList<ComparisonRun> threeRuns()
{
    const ComparisonRun a
        = run(u"h100.json"_s, u"cuda:0"_s, Dtype::Float32, 3,
              {row(Phase::ModelLoad, 0, 1000, 0, 4096, MiB2), row(Phase::Inputs, 0, 500, 0, 6144, MiB2),
               row(Phase::ColdForward, 0, 9000, 0, 14336, MiB4), row(Phase::WarmForward, 1, 300, 0, 12288, MiB4),
               row(Phase::WarmForward, 2, 100, 0, 12288, MiB4), row(Phase::WarmForward, 3, 200, 0, 12800, MiB4)});
    const ComparisonRun b
        = run(u"h200.json"_s, u"cuda:1"_s, Dtype::Float16, 2,
              {row(Phase::ModelLoad, 0, 1200, 512, 4608, MiB2), row(Phase::Inputs, 0, 600, 512, 6656, MiB2),
               row(Phase::ColdForward, 0, 8000, 512, 15360, MiB6), row(Phase::WarmForward, 1, 150, 512, 13000, MiB6),
               row(Phase::WarmForward, 2, 251, 512, 13312, MiB6)});
    const ComparisonRun c = run(u"cpu.json"_s, u"cpu"_s, Dtype::Float32, 3,
                                {row(Phase::ModelLoad, 0, 2000), row(Phase::Inputs, 0, 700),
                                 row(Phase::ColdForward, 0, 30000), row(Phase::WarmForward, 1, 400)},
                                RunStatus::Failed);
    return {a, b, c};
}

const ComparisonLine &line(const Comparison &comparison, const QString &key)
{
    for (const ComparisonLine &l : comparison.lines) {
        if (l.key == key)
            return l;
    }
    qFatal("no line %s", qPrintable(key));
}

} // namespace

class TestComparison : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void figuresOfSixtyFourBitRowsDoNotOverflow()
    {
        // Times near INT64_MAX: the median of two is their mean, a sum of rows is exact, and a
        // peak minus a basis minus the prediction that does not fit 64 bits is left out (the
        // 64-bit sums made a median of -1 ns).
        const qint64 max = std::numeric_limits<qint64>::max();
        const ComparisonRun big = run(u"big.json"_s, u"cuda:0"_s, Dtype::Float32, 2,
                                      {row(Phase::ModelLoad, 0, max, max, max, max), row(Phase::Inputs, 0, max),
                                       row(Phase::ColdForward, 0, max), row(Phase::WarmForward, 1, max),
                                       row(Phase::WarmForward, 2, max - 1)});
        const RunFigures f = runFigures(big);
        QCOMPARE(f.warmMedian->text(), u"9223372036854775806.5"_s);
        QCOMPARE(Exact::toString(f.phases.at(4).nanoseconds), u"18446744073709551613"_s);
        const ComparisonRun small
            = run(u"small.json"_s, u"cuda:0"_s, Dtype::Float32, 2,
                  {row(Phase::ModelLoad, 0, 1, 0, 0, 0), row(Phase::Inputs, 0, 1), row(Phase::ColdForward, 0, 1),
                   row(Phase::WarmForward, 1, 1), row(Phase::WarmForward, 2, 1)});
        auto comparison = compareRuns({small, big}, 0);
        QVERIFY2(comparison, qPrintable(comparison.error()));
        const ComparisonLine &median = line(*comparison, u"warm_forward_median_ns"_s);
        QCOMPARE(median.differences.at(1), u"9223372036854775805.5"_s);
        QVERIFY(!median.values.at(1).startsWith(u'-'));
        // model_load: peak max, basis max, prediction 4096: -4096 fits; the basis of `small` is 0.
        QCOMPARE(runFigures(big).phases.at(0).measuredMinusPredicted, std::optional<qint64>(-4096));
        const ComparisonRun under
            = run(u"under.json"_s, u"cuda:0"_s, Dtype::Float32, 1, {row(Phase::ModelLoad, 0, 1, max, 0, 0)});
        QCOMPARE(runFigures(under).phases.at(0).measuredMinusPredicted, std::nullopt); // 0 - max - 4096
    }

    void figures()
    {
        const RunFigures a = runFigures(threeRuns().at(0));
        QCOMPARE(a.warmMedian->text(), u"200"_s);
        QCOMPARE(*a.warmMinNs, 100);
        QCOMPARE(*a.warmMaxNs, 300);
        QCOMPARE(a.phases.size(), qsizetype(kPhases.size()));
        QCOMPARE(a.phases.at(4).rows, 3);
        QCOMPARE(qint64(a.phases.at(4).nanoseconds), qint64(600));
        QCOMPARE(*a.phases.at(4).peakAllocated, 12800);
        QCOMPARE(*a.phases.at(2).measuredMinusPredicted, 4096); // 14336 - 0 - 10240
        QCOMPARE(a.phases.at(3).rows, 0); // no warm-up
        QVERIFY(!a.phases.at(3).peakAllocated);
        const RunFigures b = runFigures(threeRuns().at(1));
        QCOMPARE(b.warmMedian->text(), u"200.5"_s);
        QCOMPARE(*b.phases.at(2).measuredMinusPredicted, 4608); // 15360 - 512 - 10240
        const RunFigures c = runFigures(threeRuns().at(2));
        QVERIFY(!c.phases.at(0).peakAllocated);
        QVERIFY(!c.phases.at(0).measuredMinusPredicted);
        QCOMPARE(c.warmMedian->text(), u"400"_s);
    }

    void linesAgainstTheBaseline()
    {
        const auto comparison = compareRuns(threeRuns(), 0);
        QVERIFY2(comparison, qPrintable(comparison.error()));
        QCOMPARE(comparison->differingFields, (QStringList{u"device"_s, u"dtype"_s, u"repeats"_s}));
        const ComparisonLine &median = line(*comparison, u"warm_forward_median_ns"_s);
        QCOMPARE(median.values, (QStringList{u"200"_s, u"200.5"_s, u"400"_s}));
        QCOMPARE(median.differences, (QStringList{QString(), u"0.5"_s, u"200"_s}));
        QCOMPARE(median.ratios, (QStringList{QString(), u"1.0025"_s, u"2.0000"_s}));
        const ComparisonLine &max = line(*comparison, u"warm_forward_max_ns"_s);
        QCOMPARE(max.differences, (QStringList{QString(), u"-49"_s, u"100"_s}));
        QCOMPARE(max.ratios, (QStringList{QString(), u"0.8367"_s, u"1.3333"_s})); // 251/300, 400/300
        const ComparisonLine &cold = line(*comparison, u"peak_allocated_bytes.cold_forward"_s);
        QCOMPARE(cold.values, (QStringList{u"14336"_s, u"15360"_s, QString()}));
        QCOMPARE(cold.differences, (QStringList{QString(), u"1024"_s, QString()}));
        QCOMPARE(cold.ratios, (QStringList{QString(), u"1.0714"_s, QString()})); // 15360/14336 = 1.07142...
        const ComparisonLine &reserved = line(*comparison, u"peak_reserved_bytes.cold_forward"_s);
        QCOMPARE(reserved.differences, (QStringList{QString(), u"2097152"_s, QString()}));
        QCOMPARE(reserved.ratios, (QStringList{QString(), u"1.5000"_s, QString()}));
        const ComparisonLine &predicted = line(*comparison, u"measured_minus_predicted_bytes.warm_forward"_s);
        QCOMPARE(predicted.values, (QStringList{u"2560"_s, u"2560"_s, QString()}));
        QCOMPARE(predicted.differences, (QStringList{QString(), u"0"_s, QString()}));
        QCOMPARE(predicted.ratios, (QStringList{QString(), QString(), QString()})); // signed: no ratio
        const ComparisonLine &status = line(*comparison, u"status"_s);
        QCOMPARE(status.values, (QStringList{u"complete"_s, u"complete"_s, u"failed"_s}));
        QVERIFY(status.differs);
        QVERIFY(!line(*comparison, u"batch"_s).differs);
        QCOMPARE(line(*comparison, u"device_name"_s).values.at(0), u"NVIDIA H100 80GB HBM3"_s);
    }

    // The device's figures and the allocator's counts appear as lines only where a run has them:
    // outside = total - free - end reserved (largest over the phase's rows, negative kept), counts at
    // the end of the phase's last row; exact differences to the baseline, never ratios.
    void deviceLines()
    {
        QList<ComparisonRun> runs = threeRuns();
        const auto none = compareRuns(runs, 0);
        QVERIFY(none);
        for (const ComparisonLine &l : none->lines)
            QVERIFY2(!l.key.startsWith(u"outside_allocator_bytes"_s) && !l.key.startsWith(u"num_"_s),
                     qPrintable(l.key));

        const qint64 total = 80'000'000'000;
        const auto figures = [total](PhaseRow &row, qint64 outside, qint64 retries, qint64 ooms) {
            row.end->deviceTotalBytes = total;
            row.end->deviceFreeBytes = total - row.end->reserved - outside;
            row.end->numAllocRetries = retries;
            row.end->numOoms = ooms;
        };
        QList<PhaseRow> &a = runs[0].report.outcome.rows; // reserved MiB2, MiB2, MiB4, MiB4 x3
        figures(a[0], 300'000'000, 0, 0);
        figures(a[1], 300'000'512, 0, 0);
        figures(a[2], 301'000'000, 1, 0);
        figures(a[3], 302'000'000, 1, 0);
        figures(a[4], 305'000'000, 2, 0);
        figures(a[5], 303'000'000, 4, 1);
        runs[0].report.outcome.deviceMemoryBefore = MemoryCounters{0, 0, 0, 0, 0, 0, total - 299'000'000, total};
        QList<PhaseRow> &b = runs[1].report.outcome.rows; // reserved MiB2, MiB2, MiB6, MiB6 x2
        figures(b[0], 100, 0, 0);
        figures(b[1], 200, 0, 0);
        figures(b[2], -4096, 0, 0); // the device reports less in use than the allocator reserves
        figures(b[3], 300, 0, 0);
        figures(b[4], 400, 7, 2);
        const auto comparison = compareRuns(runs, 0);
        QVERIFY2(comparison, qPrintable(comparison.error()));
        const ComparisonLine &before = line(*comparison, u"outside_allocator_bytes.before_model_load"_s);
        QCOMPARE(before.values, (QStringList{u"299000000"_s, QString(), QString()}));
        const ComparisonLine &inputs = line(*comparison, u"outside_allocator_bytes.inputs"_s);
        QCOMPARE(inputs.values, (QStringList{u"300000512"_s, u"200"_s, QString()}));
        QCOMPARE(inputs.differences, (QStringList{QString(), u"-300000312"_s, QString()}));
        QCOMPARE(inputs.ratios, (QStringList{QString(), QString(), QString()}));
        const ComparisonLine &cold = line(*comparison, u"outside_allocator_bytes.cold_forward"_s);
        QCOMPARE(cold.values, (QStringList{u"301000000"_s, u"-4096"_s, QString()}));
        const ComparisonLine &warm = line(*comparison, u"outside_allocator_bytes.warm_forward"_s);
        QCOMPARE(warm.values, (QStringList{u"305000000"_s, u"400"_s, QString()})); // the largest of the rows
        const ComparisonLine &retries = line(*comparison, u"num_alloc_retries.warm_forward"_s);
        QCOMPARE(retries.values, (QStringList{u"4"_s, u"7"_s, QString()})); // the last row's
        QCOMPARE(retries.differences, (QStringList{QString(), u"3"_s, QString()}));
        QCOMPARE(line(*comparison, u"num_ooms.warm_forward"_s).values, (QStringList{u"1"_s, u"2"_s, QString()}));
        QCOMPARE(line(*comparison, u"num_ooms.warmup"_s).values, (QStringList{QString(), QString(), QString()}));
        // The lines of the peaks come first, as before.
        QStringList keys;
        for (const ComparisonLine &l : comparison->lines)
            keys.append(l.key);
        QCOMPARE(keys.indexOf(u"outside_allocator_bytes.before_model_load"_s),
                 keys.indexOf(u"measured_minus_predicted_bytes.warm_forward"_s) + 1);
    }

    void anotherBaseline()
    {
        const auto comparison = compareRuns(threeRuns(), 1);
        QVERIFY(comparison);
        const ComparisonLine &min = line(*comparison, u"warm_forward_min_ns"_s);
        QCOMPARE(min.differences, (QStringList{u"-50"_s, QString(), u"250"_s}));
        QCOMPARE(min.ratios, (QStringList{u"0.6667"_s, QString(), u"2.6667"_s})); // 100/150, 400/150
        QCOMPARE(line(*comparison, u"warm_forward_median_ns"_s).differences.at(0), u"-0.5"_s);
    }

    void refusals()
    {
        QList<ComparisonRun> runs = threeRuns();
        QCOMPARE(compareRuns(runs.mid(0, 1), 0).error(), u"compare 2 to 64 runs, not 1"_s);
        QCOMPARE(compareRuns(runs, 3).error(), u"the baseline must be a run from 1 to 3"_s);
        QList<ComparisonRun> many;
        for (int i = 0; i < 65; ++i)
            many.append(runs.at(0));
        QCOMPARE(compareRuns(many, 0).error(), u"compare 2 to 64 runs, not 65"_s);
        QVERIFY(compareRuns(many.mid(0, 64), 63));
    }

    void csvForm()
    {
        const auto comparison = compareRuns(threeRuns(), 0);
        QVERIFY(comparison);
        const QStringList lines = QString::fromUtf8(comparisonCsv(*comparison)).split(u"\r\n"_s);
        QCOMPARE(lines.first(), u"field,run,file,value,difference_to_baseline,ratio_to_baseline,differs"_s);
        QVERIFY(lines.contains(u"warm_forward_median_ns,2,h200.json,200.5,0.5,1.0025,yes"_s));
        QVERIFY(lines.contains(u"warm_forward_median_ns,1,h100.json,200,,,yes"_s));
        QVERIFY(lines.contains(u"peak_allocated_bytes.cold_forward,3,cpu.json,,,,yes"_s));
        QVERIFY(lines.contains(u"dtype,2,h200.json,float16,,,yes"_s));
        QVERIFY(lines.contains(u"batch,3,cpu.json,2,,,no"_s));
        // A header, one record per line and run, and the final line break.
        QCOMPARE(lines.size(), 1 + comparison->lines.size() * 3 + 1);
    }

    void jsonForm()
    {
        const auto comparison = compareRuns(threeRuns(), 1);
        QVERIFY(comparison);
        const QJsonObject json = comparisonJson(*comparison);
        QCOMPARE(json.value(u"format"_s).toString(), u"iteragpu-lab/comparison"_s);
        QCOMPARE(json.value(u"baseline"_s).toInt(), 2);
        QCOMPARE(json.value(u"ratio_rounding"_s).toString(), u"value / baseline, half up to 4 decimals"_s);
        QCOMPARE(json.value(u"runs"_s).toArray().at(2).toObject().value(u"file"_s).toString(), u"cpu.json"_s);
        for (const QJsonValue &value : json.value(u"lines"_s).toArray()) {
            const QJsonObject l = value.toObject();
            if (l.value(u"field"_s).toString() != u"warm_forward_max_ns"_s)
                continue;
            QCOMPARE(l.value(u"values"_s).toArray(), (QJsonArray{u"300"_s, u"251"_s, u"400"_s}));
            QCOMPARE(l.value(u"differences"_s).toArray(), (QJsonArray{u"49"_s, QJsonValue(), u"149"_s}));
            QCOMPARE(l.value(u"ratios"_s).toArray(), (QJsonArray{u"1.1952"_s, QJsonValue(), u"1.5936"_s}));
            return;
        }
        QFAIL("no warm_forward_max_ns line");
    }
};

QTEST_GUILESS_MAIN(TestComparison)
#include "tst_comparison.moc"
