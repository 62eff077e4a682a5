#include "prediction.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace IteraGpu;

class TestPrediction : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void tinyFloat32()
    {
        MeasurementConfig c;
        c.batch = 1;
        c.context = 16;
        c.width = 64;
        c.hidden = 256;
        c.warmup = 1;
        c.repeats = 2;
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
