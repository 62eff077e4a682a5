// Runs the real `iteragpu` binary: the rules every command shares for its arguments (an option
// given once, never with an empty value, error lines single and bounded), and the output path
// refused before any device work.
#include "clirun.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

using Run = CliRun;

// A measurement that would run if nothing were refused; the backend cannot be loaded, so a refusal
// that names anything else proves the backend was never asked for.
QStringList measure(const QString &output)
{
    return {u"measure"_s,
            u"--device"_s,
            u"cpu"_s,
            u"--batch"_s,
            u"1"_s,
            u"--context"_s,
            u"2"_s,
            u"--width"_s,
            u"8"_s,
            u"--dtype"_s,
            u"float32"_s,
            u"--warmup"_s,
            u"0"_s,
            u"--repeats"_s,
            u"1"_s,
            u"--backend"_s,
            u"/nonexistent/libx.so"_s,
            u"--output"_s,
            output};
}

const QStringList kCost{u"cost"_s, u"--gpu"_s, u"h100"_s, u"--days"_s, u"7"_s};

} // namespace

class TestCliArgs : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void refused_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("error");
        const QString output = m_dir.filePath(u"m.json"_s);

        // Every command, every kind of option: given twice is refused, never "the last one wins".
        QTest::addRow("estimate --bits twice")
            << QStringList{u"estimate"_s, u"--parameters"_s, u"1"_s, u"--bits"_s, u"8"_s, u"--bits"_s, u"16"_s}
            << u"iteragpu estimate: --bits: given twice; give each option once\n"_s;
        QTest::addRow("cost --lots twice") << kCost + QStringList{u"--lots"_s, u"1"_s, u"--lots"_s, u"10000"_s}
                                           << u"iteragpu cost: --lots: given twice; give each option once\n"_s;
        QTest::addRow("cost --lots three times")
            << kCost + QStringList{u"--lots"_s, u"1"_s, u"--lots"_s, u"2"_s, u"--lots"_s, u"3"_s}
            << u"iteragpu cost: --lots: given 3 times; give each option once\n"_s;
        QTest::addRow("cost --lots in two spellings")
            << kCost + QStringList{u"--lots=1"_s, u"-lots"_s, u"2"_s}
            << u"iteragpu cost: --lots: given twice; give each option once\n"_s;
        QTest::addRow("catalog --json twice") << QStringList{u"catalog"_s, u"--json"_s, u"--json"_s}
                                              << u"iteragpu catalog: --json: given twice; give each option once\n"_s;
        QTest::addRow("catalog --catalog twice")
            << QStringList{u"catalog"_s, u"--catalog"_s, u"a.csv"_s, u"--catalog"_s, u"b.csv"_s}
            << u"iteragpu catalog: --catalog: given twice; give each option once\n"_s;
        QTest::addRow("measure --seed twice") << measure(output) + QStringList{u"--seed"_s, u"1"_s, u"--seed"_s, u"2"_s}
                                              << u"iteragpu measure: --seed: given twice; give each option once\n"_s;
        QTest::addRow("environment --device twice")
            << QStringList{u"environment"_s, u"--device"_s, u"cpu"_s, u"--device"_s, u"cuda:0"_s}
            << u"iteragpu environment: --device: given twice; give each option once\n"_s;

        // An option that takes a value never takes an empty one, whatever the option.
        const QString empty = u": a value is required when the option is given\n"_s;
        QTest::addRow("measure --seed empty")
            << measure(output) + QStringList{u"--seed"_s, QString()} << u"iteragpu measure: --seed"_s + empty;
        QTest::addRow("measure --hidden empty")
            << measure(output) + QStringList{u"--hidden"_s, QString()} << u"iteragpu measure: --hidden"_s + empty;
        QTest::addRow("measure --device empty")
            << QStringList{u"measure"_s, u"--device="_s} << u"iteragpu measure: --device"_s + empty;
        QTest::addRow("cost --lots empty")
            << kCost + QStringList{u"--lots"_s, QString()} << u"iteragpu cost: --lots"_s + empty;
        QTest::addRow("cost --lots=") << kCost + QStringList{u"--lots="_s} << u"iteragpu cost: --lots"_s + empty;
        QTest::addRow("cost --accepted-results empty")
            << kCost + QStringList{u"--lots"_s, u"1"_s, u"--accepted-results"_s, QString()}
            << u"iteragpu cost: --accepted-results"_s + empty;
        QTest::addRow("catalog --catalog empty")
            << QStringList{u"catalog"_s, u"--catalog"_s, QString()} << u"iteragpu catalog: --catalog"_s + empty;
        QTest::addRow("estimate --reserve-gib empty")
            << QStringList{u"estimate"_s, u"--parameters"_s, u"1"_s, u"--bits"_s, u"8"_s, u"--reserve-gib"_s, QString()}
            << u"iteragpu estimate: --reserve-gib"_s + empty;
        QTest::addRow("environment --driver-version empty")
            << QStringList{u"environment"_s, u"--device"_s, u"cpu"_s, u"--driver-version"_s, QString()}
            << u"iteragpu environment: --driver-version"_s + empty;
        QTest::addRow("environment --backend empty")
            << QStringList{u"environment"_s, u"--device"_s, u"cpu"_s, u"--backend"_s, QString()}
            << u"iteragpu environment: --backend"_s + empty;

        // A device name followed by a newline is not a device name.
        const QString device = u"--device: must be cuda:N (e.g. cuda:0) or cpu, got 'cpu\\n'\n"_s;
        QStringList newlineDevice = measure(output);
        newlineDevice[2] = u"cpu\n"_s;
        QTest::addRow("measure device with a final newline") << newlineDevice << u"iteragpu measure: "_s + device;
        QTest::addRow("environment device with a final newline")
            << QStringList{u"environment"_s, u"--device"_s, u"cpu\n"_s} << u"iteragpu environment: "_s + device;
    }
    void refused()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, error);
        const Run run = runCli(arguments);
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.err, error);
        QVERIFY2(run.out.isEmpty(), qPrintable(run.out));
        QVERIFY(!QFile::exists(m_dir.filePath(u"m.json"_s)));
    }

    // Values echoed into an error line are escaped and cut: one line of bounded length, whatever
    // the argument holds (128 KiB is the longest single argument Linux passes).
    void errorLinesAreBounded_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("start");
        const QString huge(128 * 1024 - 1, u'7');
        const QString hugeName(128 * 1024 - 1, u'x');
        QTest::addRow("huge gpu id") << QStringList{u"cost"_s, u"--gpu"_s,  hugeName, u"--days"_s,
                                                    u"7"_s,    u"--lots"_s, u"1"_s}
                                     << u"iteragpu cost: --gpu: unknown gpu id 'xxx"_s;
        QTest::addRow("huge lots") << kCost + QStringList{u"--lots"_s, huge} << u"iteragpu cost: --lots:"_s;
        QTest::addRow("huge option name") << QStringList{u"catalog"_s, u"--"_s + hugeName.first(hugeName.size() - 2)}
                                          << u"iteragpu catalog: Unknown option 'xxx"_s;
        QTest::addRow("huge stray argument")
            << QStringList{u"estimate"_s, hugeName} << u"iteragpu estimate: unexpected argument 'xxx"_s;
        QTest::addRow("huge output name") << measure(m_dir.filePath(hugeName.first(hugeName.size() - 200)))
                                          << u"iteragpu measure: --output: the file name xxx"_s;
        QTest::addRow("gpu id with newlines")
            << QStringList{u"cost"_s, u"--gpu"_s, u"h100\nh200  $0.01\n"_s, u"--days"_s, u"7"_s, u"--lots"_s, u"1"_s}
            << u"iteragpu cost: --gpu: unknown gpu id 'h100\\nh200  $0.01\\n'"_s;
        QTest::addRow("lots with a newline")
            << kCost + QStringList{u"--lots"_s, u"1\n2"_s} << u"iteragpu cost: --lots:"_s;
        QTest::addRow("dtype with a newline") << [] {
            QStringList arguments = measure(u"m.json"_s);
            arguments[10] = u"float32\nfloat16"_s;
            return arguments;
        }() << u"iteragpu measure: --dtype: must be float32, float16 or bfloat16, got 'float32\\nfloat16'"_s;
        QTest::addRow("option name with a newline")
            << QStringList{u"catalog"_s, u"--x\ny"_s} << u"iteragpu catalog: Unknown option 'x\\ny'"_s;
        QTest::addRow("stray argument with a newline")
            << QStringList{u"estimate"_s, u"a\nb"_s} << u"iteragpu estimate: unexpected argument 'a\\nb'"_s;
        QTest::addRow("output with a newline") << measure(u"/nonexistent\n/m.json"_s)
                                               << u"iteragpu measure: --output: the folder /nonexistent\\n does not"_s;
    }
    void errorLinesAreBounded()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, start);
        const Run run = runCli(arguments);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.out.isEmpty(), qPrintable(run.out));
        QVERIFY2(run.err.startsWith(start), qPrintable(run.err.left(300)));
        QCOMPARE(run.err.count(u'\n'), 1);
        QVERIFY(run.err.endsWith(u'\n'));
        QVERIFY2(run.err.size() <= 1100, qPrintable(QString::number(run.err.size())));
    }

    // The output path is checked before the backend is loaded and before any phase: the error names
    // --output (not the missing backend) and nothing is printed on stdout.
    void outputRefusedBeforeDeviceWork_data()
    {
        QTest::addColumn<QString>("output");
        QTest::addColumn<QString>("error");
        const QString longName = QString(296, u'n') + u".json"_s;
        QTest::addRow("name of 300 characters")
            << m_dir.filePath(longName)
            << u"--output: the file name %1… (181 more characters) is 301 bytes long; the file system allows at most "
               u"255\n"_s.arg(longName.first(120));
        QTest::addRow("procfs") << u"/proc/x.json"_s
                                << u"--output: the folder /proc is on procfs, a special file system; choose a folder "
                                   u"on a disk\n"_s;
        QTest::addRow("missing folder") << m_dir.filePath(
            u"missing/m.json"_s) << u"--output: the folder %1 does not exist\n"_s.arg(m_dir.filePath(u"missing"_s));
    }
    void outputRefusedBeforeDeviceWork()
    {
        QFETCH(QString, output);
        QFETCH(QString, error);
        const Run run = runCli(measure(output));
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.err, u"iteragpu measure: "_s + error);
        QVERIFY2(run.out.isEmpty(), qPrintable(run.out));
    }

    void danglingLinkAsOutput()
    {
        const QString link = m_dir.filePath(u"planted.json"_s);
        QVERIFY(QFile::link(m_dir.filePath(u"elsewhere/target.json"_s), link));
        const Run run = runCli(measure(link));
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(
            run.err,
            u"iteragpu measure: --output: %1 exists already; a result is never overwritten, choose a new name\n"_s.arg(
                link));
        QVERIFY(run.out.isEmpty());
        QVERIFY(!QFileInfo::exists(m_dir.filePath(u"elsewhere"_s)));
    }
};

QTEST_GUILESS_MAIN(TestCliArgs)
#include "tst_cliargs.moc"
