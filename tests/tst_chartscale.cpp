// The one rule of the charts' value axes (widgets/chartscale.h): a log axis where the positive
// values span more than 20, round ticks (1, 2 or 5 x 10^k) otherwise.
#include "ui/widgets/chartscale.h"

#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;
using namespace IteraGpu::Ui;

namespace {

// True when `step` is 1, 2 or 5 times a power of ten.
bool isRound(double step)
{
    const double power = std::pow(10.0, std::floor(std::log10(step)));
    const double factor = step / power;
    return std::abs(factor - 1) < 1e-9 || std::abs(factor - 2) < 1e-9 || std::abs(factor - 5) < 1e-9;
}

// True when `value` is a whole number of `step`s.
bool onStep(double value, double step)
{
    const double steps = value / step;
    return std::abs(steps - std::round(steps)) < 1e-9;
}

} // namespace

class TestChartScale : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void logBeyondSpan_data()
    {
        QTest::addColumn<QList<double>>("values");
        QTest::addColumn<bool>("log");
        QTest::addRow("1 to 20 ms stays linear") << QList<double>{1, 5, 20} << false;
        QTest::addRow("1 to 21 ms is log") << QList<double>{1, 21} << true;
        QTest::addRow("a power of ten as the smallest is log") << QList<double>{10, 1000} << true;
        QTest::addRow("just above a power of ten") << QList<double>{1.2, 500} << true;
        QTest::addRow("a small run beside a large one is log") << QList<double>{0.25, 0.3, 4000} << true;
        QTest::addRow("zeros do not count as the smallest") << QList<double>{0, 10, 150} << false;
        QTest::addRow("a negative value keeps it linear") << QList<double>{-1, 1, 1000} << false;
        QTest::addRow("no values is a linear 0..1") << QList<double>{} << false;
    }
    void logBeyondSpan()
    {
        QFETCH(QList<double>, values);
        QFETCH(bool, log);
        const AxisScale scale = chartScale(values);
        QCOMPARE(scale.log, log);
        if (log) {
            // Powers of ten around the values.
            QCOMPARE(std::log10(scale.low), std::round(std::log10(scale.low)));
            QCOMPARE(std::log10(scale.high), std::round(std::log10(scale.high)));
            QVERIFY(scale.low <= *std::min_element(values.cbegin(), values.cend()));
            // The smallest positive value stands at least half a decade above the floor: its bar is seen.
            double smallest = 0;
            for (double v : values)
                smallest = v > 0 && (smallest == 0 || v < smallest) ? v : smallest;
            QVERIFY2(std::log10(smallest) - std::log10(scale.low) >= 0.5 - 1e-9,
                     qPrintable(QString::number(scale.low)));
            QVERIFY(scale.high >= *std::max_element(values.cbegin(), values.cend()));
        }
        QCOMPARE(chartScale(values, false).log, false);
    }

    void roundTicks_data()
    {
        QTest::addColumn<double>("low");
        QTest::addColumn<double>("high");
        QTest::addColumn<double>("step");
        QTest::addColumn<double>("top");
        // The ticks 4.7, 9.3 and 1,092.22 became 2, 10 and 200.
        QTest::addRow("up to 9.3 by 2") << 0.0 << 9.3 << 2.0 << 10.0;
        QTest::addRow("up to 1092.22 by 200") << 0.0 << 1092.22 << 200.0 << 1200.0;
        QTest::addRow("up to 0.046 by 0.01") << 0.0 << 0.046 << 0.01 << 0.05;
        QTest::addRow("up to 3 by 0.5") << 0.0 << 3.0 << 0.5 << 3.0;
        QTest::addRow("-12 to 40 by 10") << -12.0 << 40.0 << 10.0 << 40.0;
    }
    void roundTicks()
    {
        QFETCH(double, low);
        QFETCH(double, high);
        QFETCH(double, step);
        QFETCH(double, top);
        const AxisScale scale = roundScale(low, high);
        QVERIFY(!scale.log);
        QCOMPARE(scale.step, step);
        QCOMPARE(scale.high, top);
        QVERIFY2(isRound(scale.step), qPrintable(QString::number(scale.step)));
        QVERIFY(onStep(scale.low, scale.step) && onStep(scale.high, scale.step));
        QVERIFY(scale.low <= std::min(low, 0.0) && scale.high >= high);
        // Enough decimals for the step, no more.
        QCOMPARE(scale.decimals, std::max(0, -int(std::floor(std::log10(step)))));
    }

    void titleSaysLog()
    {
        QCOMPARE(valueAxisTitle(u"ms"_s, false), u"ms"_s);
        QCOMPARE(valueAxisTitle(u"ms"_s, true), u"ms, log"_s);
    }
};

QTEST_MAIN(TestChartScale)
#include "tst_chartscale.moc"
