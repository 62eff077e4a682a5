#include "core/measure/prediction.h"
#include "samplereports.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace IteraGpu;

class TestPrediction : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void tinyFloat32()
    {
        const MeasurementConfig c = seedSmallTest();
        const SyntheticModel m = describeModel(c);
        QCOMPARE(m.parameterCount, 256 * 64 + 256 + 64 * 256 + 64);
        QCOMPARE(m.parameterBytes, m.parameterCount * 4);
        QCOMPARE(m.inputBytes, 16 * 64 * 4);
        const Prediction p = predictAllocations(c);
        // 65536 + 65536 + 1024 + 512 (256 bytes rounded up to a 512-byte block)
        QCOMPARE(p.parameterBytes, 132608);
        QCOMPARE(p.inputBytes, 4096);
        QCOMPARE(p.firstLinearOutputBytes, 16384);
        QCOMPARE(p.outputBytes, 4096);
        QCOMPARE(p.phases.size(), 5);
        QStringList phases;
        for (const PhasePrediction &phase : p.phases)
            phases.append(phaseName(phase.phase));
        QCOMPARE(phases.join(u' '), u"model_load inputs cold_forward warmup warm_forward"_s);
        QCOMPARE(p.peakAllocated(Phase::WarmForward), p.phases.at(4).peakAllocatedBytes);
        QCOMPARE(p.phases.at(1).endAllocatedBytes, 132608 + 4096);
        QCOMPARE(p.phases.at(2).endAllocatedBytes, 132608 + 4096 + 4096);
        QCOMPARE(p.phases.at(2).peakAllocatedBytes, 132608 + 4096 + 2 * 16384);
    }

    void outputDominatesWhenHiddenIsSmall()
    {
        MeasurementConfig c;
        c.batch = 2;
        c.context = 128;
        c.width = 1024;
        c.hidden = 16;
        c.dtype = Dtype::BFloat16;
        c.repeats = 1;
        const Prediction p = predictAllocations(c);
        QCOMPARE(p.phases.size(), 4); // no warmup row
        const qint64 resident = p.parameterBytes + p.inputBytes;
        QCOMPARE(p.phases.at(2).peakAllocatedBytes, resident + p.geluOutputBytes + p.outputBytes);
    }

    void workspaceFromTheFirstMatrixProductOn()
    {
        const MeasurementConfig c = seedSmallTest();
        const Prediction without = predictAllocations(c);
        const qint64 workspace = 32 * 1024 * 1024; // the cuBLAS default on compute capability 9.0
        const Prediction with = predictAllocations(c, workspace);
        QCOMPARE(with.workspaceBytes, std::optional<qint64>(workspace));
        QCOMPARE(with.phases.size(), without.phases.size());
        for (qsizetype i = 0; i < with.phases.size(); ++i) {
            const bool beforeFirstProduct = i < 2; // model_load, inputs
            const qint64 added = beforeFirstProduct ? 0 : workspace;
            QCOMPARE(with.phases.at(i).peakAllocatedBytes, without.phases.at(i).peakAllocatedBytes + added);
            QCOMPARE(with.phases.at(i).endAllocatedBytes, without.phases.at(i).endAllocatedBytes + added);
        }
        // An odd size is rounded to the allocator's block like every allocation.
        QCOMPARE(predictAllocations(c, 1000).workspaceBytes, std::optional<qint64>(1024));

        const QJsonObject json = predictionToJson(with);
        QCOMPARE(json.value(u"workspace_bytes"_s).toInteger(), workspace);
        const QJsonArray phases = json.value(u"phases"_s).toArray();
        QCOMPARE(phases.at(1).toObject().value(u"workspace_bytes"_s).toInteger(), 0);
        QCOMPARE(phases.at(2).toObject().value(u"workspace_bytes"_s).toInteger(), workspace);
    }

    void withoutWorkspaceNothingChanges()
    {
        MeasurementConfig c;
        c.batch = 2;
        c.context = 8;
        c.width = 32;
        c.hidden = 128;
        c.repeats = 1;
        const QJsonObject json = predictionToJson(predictAllocations(c));
        QVERIFY(!json.contains(u"workspace_bytes"_s));
        QVERIFY(!json.value(u"phases"_s).toArray().at(2).toObject().contains(u"workspace_bytes"_s));
        QCOMPARE(
            json.value(u"basis"_s).toString(),
            u"shapes, each allocation rounded up to 512 bytes; relative to the allocated bytes before model_load"_s);
    }

    void rounding_data()
    {
        QTest::addColumn<qint64>("bytes");
        QTest::addColumn<qint64>("rounded");
        QTest::addRow("1 byte takes a block") << qint64(1) << qint64(512);
        QTest::addRow("exact block") << qint64(512) << qint64(512);
        QTest::addRow("one over") << qint64(513) << qint64(1024);
        QTest::addRow("zero") << qint64(0) << qint64(0);
    }
    void rounding()
    {
        QFETCH(qint64, bytes);
        QFETCH(qint64, rounded);
        QCOMPARE(allocatorRounded(bytes), rounded);
    }
};

QTEST_GUILESS_MAIN(TestPrediction)
#include "tst_prediction.moc"
