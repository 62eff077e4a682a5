// Text from files and arguments reaches the terminal as text: the real `iteragpu` escapes
// control characters, C1 codes and bidirectional controls in every output mode (text, CSV,
// JSON), shortens long names with a stated ellipsis, and refuses values and paths it must not
// take as they are. One case per surface, each with the payloads an attacker would use.
#include "checkpointfixture.h"
#include "clirun.h"
#include "core/measure/measurementreport.h"
#include "core/util/jsonsyntax.h"
#include "fixturefile.h"
#include "samplereports.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <unistd.h>

using namespace Qt::StringLiterals;
using namespace IteraGpu;

namespace {

// Screen clear, window title change with BEL, a C1 CSI, a right-to-left override.
const QString kPayload = u"\x1b[2J\x1b]0;owned\x07\u009b31m\u202eevil"_s;

// The first character of `text` that would act on a terminal (C0 but LF, TAB and the CR of CR LF;
// DEL; C1; bidirectional controls), as "U+XXXX at N", or empty.
QString firstUnsafe(const QString &text)
{
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t c = text.at(i).unicode();
        const bool crlf = c == u'\r' && i + 1 < text.size() && text.at(i + 1) == u'\n';
        const bool unsafe = (c < 0x20 && c != u'\n' && c != u'\t' && !crlf) || (c >= 0x7f && c < 0xa0)
            || (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069) || c == 0x200e || c == 0x200f || c == 0x061c
            || c == 0x2028 || c == 0x2029;
        if (unsafe)
            return u"U+%1 at %2"_s.arg(uint(c), 4, 16, QChar(u'0')).arg(i);
    }
    return {};
}

#define VERIFY_TERMINAL_SAFE(text) QVERIFY2(firstUnsafe(text).isEmpty(), qPrintable(firstUnsafe(text)))

} // namespace

class TestCliUntrusted : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;

    QString reportWithNames(const QString &name, const QString &deviceName, const QString &libtorch)
    {
        MeasurementReport report = sampleReport(u"cuda:0"_s, RunStatus::Complete);
        report.environment.device.deviceName = deviceName;
        report.environment.libtorch->version = libtorch;
        const QString path = m_dir.path() + u'/' + name; // QDir::filePath keeps ":r.json" as it is
        QFile::remove(path);
        return writeMeasurementReport(path, report) ? path : QString();
    }

private Q_SLOTS:
    void tensorNamesAreEscapedAndBounded_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("shown");
        QTest::addRow("escape sequences") << kPayload << u"\\e[2J\\e]0;owned\\u{0007}\\u{009b}31m\\u{202e}evil"_s;
        QTest::addRow("a 100,000-character name")
            << QString(100'000, u'A') << QString(120, u'A') + u"… (99880 more characters)"_s;
    }

    void tensorNamesAreEscapedAndBounded()
    {
        QFETCH(QString, name);
        QFETCH(QString, shown);
        const QString path = m_dir.filePath(u"names.safetensors"_s);
        QFile::remove(path);
        const QByteArray escaped = jsonQuoted(name).chopped(1).mid(1); // the fixture writes names as given
        VERIFY_OK(writeFixture(path, Fixture::safetensors({{escaped, "F32", {64}}, {"small", "F32", {1}}})));
        const CliRun text = runCli({u"estimate"_s, u"--checkpoint"_s, path});
        QCOMPARE(text.exitCode, 0);
        VERIFY_TERMINAL_SAFE(text.out);
        QVERIFY2(text.out.contains(u"largest tensor:      "_s + shown + u" F32 [64]"_s), qPrintable(text.out));
        const CliRun json = runCli({u"estimate"_s, u"--checkpoint"_s, path, u"--json"_s});
        QCOMPARE(json.exitCode, 0);
        VERIFY_TERMINAL_SAFE(json.out);
        // Escaped as JSON, not changed: the name reads back whole.
        const QJsonObject largest = QJsonDocument::fromJson(json.out.toUtf8())
                                        .object()
                                        .value(u"checkpoint"_s)
                                        .toObject()
                                        .value(u"largest_tensor"_s)
                                        .toObject();
        QCOMPARE(largest.value(u"name"_s).toString(), name);
    }

    void ggufArchitectureIsEscaped()
    {
        Fixture::GgufWriter w;
        w.addString("general.architecture", kPayload.toUtf8());
        w.addTensor("t", {32}, 0, 128);
        const QString path = m_dir.filePath(u"arch.gguf"_s);
        VERIFY_OK(writeFixture(path, w.bytes()));
        const CliRun run = runCli({u"estimate"_s, u"--checkpoint"_s, path, u"--kv"_s, u"--context"_s, u"8"_s});
        QCOMPARE(run.exitCode, 0);
        VERIFY_TERMINAL_SAFE(run.out);
        QVERIFY2(run.out.contains(u"KV cache: GGUF metadata has no usable \\e[2J"_s), qPrintable(run.out));
    }

    void compareEscapesNamesInEveryMode()
    {
        const QString a = reportWithNames(u"a.json"_s, u"H100 "_s + kPayload + u"\r\0\x08"_s, u"2.1 "_s + kPayload);
        const QString b = reportWithNames(u"b.json"_s, u"H200\u2066x\u2069"_s, u"2.2\u200f"_s);
        QVERIFY(!a.isEmpty() && !b.isEmpty());
        const CliRun text = runCli({u"compare"_s, a, b});
        QCOMPARE(text.exitCode, 0);
        VERIFY_TERMINAL_SAFE(text.out);
        const CliRun csv = runCli({u"compare"_s, a, b, u"--csv"_s});
        QCOMPARE(csv.exitCode, 0);
        VERIFY_TERMINAL_SAFE(csv.out);
        QVERIFY2(csv.out.contains(u"\\e[2J\\e]0;owned\\u{0007}\\u{009b}31m\\u{202e}evil\\r\\u{0000}\\u{0008}"_s),
                 qPrintable(csv.out));
        const CliRun json = runCli({u"compare"_s, a, b, u"--json"_s});
        QCOMPARE(json.exitCode, 0);
        VERIFY_TERMINAL_SAFE(json.out);
        QVERIFY(json.out.contains(u"\\u202e"_s));
        QVERIFY(json.out.contains(u"\\u009b"_s));
        const QJsonArray lines = QJsonDocument::fromJson(json.out.toUtf8()).object().value(u"lines"_s).toArray();
        QCOMPARE(lines.at(0).toObject().value(u"values"_s).toArray().at(0).toString(),
                 u"H100 "_s + kPayload + u"\r\0\x08"_s);
    }

    void baselineIsDigitsOnly_data()
    {
        QTest::addColumn<QString>("baseline");
        QTest::addColumn<int>("exitCode");
        QTest::addRow("2") << u"2"_s << 0;
        QTest::addRow("space then 1") << u" 1"_s << 2;
        QTest::addRow("plus 1") << u"+1"_s << 2;
        QTest::addRow("1 then space") << u"1 "_s << 2;
    }

    void baselineIsDigitsOnly()
    {
        QFETCH(QString, baseline);
        QFETCH(int, exitCode);
        const QString a = reportWithNames(u"a.json"_s, u"H100"_s, u"2.1"_s);
        const QString b = reportWithNames(u"b.json"_s, u"H200"_s, u"2.1"_s);
        const CliRun run = runCli({u"compare"_s, a, b, u"--baseline"_s, baseline});
        QCOMPARE(run.exitCode, exitCode);
        if (exitCode != 0)
            QCOMPARE(run.err, u"iteragpu compare: --baseline: a run from 1 to 2\n"_s);
    }

    void checkpointJsonCarriesFileNamesOnly()
    {
        const QString path = m_dir.filePath(u"named.safetensors"_s);
        VERIFY_OK(writeFixture(path, Fixture::safetensors({{"w", "F32", {4}}})));
        const CliRun run = runCli({u"estimate"_s, u"--checkpoint"_s, path, u"--json"_s});
        QCOMPARE(run.exitCode, 0);
        const QJsonArray files = QJsonDocument::fromJson(run.out.toUtf8())
                                     .object()
                                     .value(u"checkpoint"_s)
                                     .toObject()
                                     .value(u"files"_s)
                                     .toArray();
        QCOMPARE(files, QJsonArray{u"named.safetensors"_s});
        QVERIFY(!run.out.contains(m_dir.path()));
    }

    void driverVersionRefusesFormatCharacters_data()
    {
        QTest::addColumn<QString>("driver");
        QTest::addRow("RLO U+202E") << u"550.54\u202e.15"_s;
        QTest::addRow("line separator U+2028") << u"550\u202854"_s;
        QTest::addRow("zero-width space") << u"550\u200b"_s;
    }

    void driverVersionRefusesFormatCharacters()
    {
        QFETCH(QString, driver);
        const CliRun run = runCli({u"environment"_s, u"--device"_s, u"cpu"_s, u"--driver-version"_s, driver});
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.err,
                 u"iteragpu environment: --driver-version: one line of text without control or format characters\n"_s);
    }

    void verifyCapsWhatItPrints()
    {
        // 100,000 problems of each kind end to end: unlisted files, and recorded open problems.
        QTemporaryDir folder;
        const QByteArray root = QFile::encodeName(folder.path());
        for (int i = 0; i < 100'000; ++i) {
            const int fd
                = ::open(QByteArray(root + "/f" + QByteArray::number(i)).constData(), O_WRONLY | O_CREAT, 0644);
            QVERIFY(fd >= 0);
            ::close(fd);
        }
        QJsonArray recorded;
        for (int i = 0; i < 100'000; ++i)
            recorded.append(QJsonObject{{u"place"_s, u"row %1"_s.arg(i)}, {u"kind"_s, u"k"_s}, {u"message"_s, u"m"_s}});
        const QJsonObject manifest{{u"format"_s, u"iteragpu-lab/manifest"_s},
                                   {u"format_version"_s, 1},
                                   {u"members"_s, QJsonArray()},
                                   {u"open_problems"_s, recorded}};
        VERIFY_OK(writeFixture(folder.filePath(u"MANIFEST.json"_s), QJsonDocument(manifest).toJson()));
        const CliRun unlisted = runCli({u"verify"_s, folder.path()});
        QCOMPARE(unlisted.exitCode, 2);
        QCOMPARE(unlisted.err.count(u'\n'), 52); // 50 problems, "and 99950 more", the verdict
        QVERIFY(unlisted.err.contains(u"and 99950 more problems"_s));

        QTemporaryDir clean;
        VERIFY_OK(writeFixture(clean.filePath(u"MANIFEST.json"_s), QJsonDocument(manifest).toJson()));
        const CliRun verified = runCli({u"verify"_s, clean.path()});
        QCOMPARE(verified.exitCode, 0);
        QCOMPARE(verified.out.count(u'\n'), 53); // the verdict, the heading, 50 problems, "and 99950 more"
        QVERIFY(verified.out.contains(u"recorded 100000 open problem(s)"_s));
        QVERIFY(verified.out.contains(u"and 99950 more (see MANIFEST.json)"_s));
    }

    void pathsStartingWithColonAreFiles()
    {
        // For Qt's file classes ":/..." is a resource of the application; a user's path never is.
        const CliRun resource = runCli({u"catalog"_s, u"--catalog"_s, u":/iteragpu/tarifs-forfaits.csv"_s});
        QCOMPARE(resource.exitCode, 2);
        QVERIFY2(resource.err.contains(u"No such file or directory"_s), qPrintable(resource.err));
        const QString report = reportWithNames(u":r.json"_s, u"H100"_s, u"2.1"_s);
        QVERIFY(!report.isEmpty());
        const QString before = QDir::currentPath();
        QVERIFY(QDir::setCurrent(m_dir.path()));
        const CliRun show = runCli({u"show"_s, u":r.json"_s});
        QDir::setCurrent(before);
        QCOMPARE(show.exitCode, 0);
        QVERIFY2(show.out.startsWith(u"File: :r.json\n"_s), qPrintable(show.out));
    }

#ifdef ITERAGPU_GUI
    void windowLangNeverEchoesEscapes()
    {
        QProcess gui;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
        gui.setProcessEnvironment(environment);
        gui.start(QStringLiteral(ITERAGPU_GUI), {u"--lang"_s, u"\x1b]0;owned\x07"_s});
        QVERIFY(gui.waitForFinished(30'000));
        QCOMPARE(gui.exitCode(), 2);
        const QString err = QString::fromUtf8(gui.readAllStandardError());
        VERIFY_TERMINAL_SAFE(err);
        QVERIFY2(err.contains(u"got '\\e]0;owned\\u{0007}'"_s), qPrintable(err));
    }
#endif
};

QTEST_GUILESS_MAIN(TestCliUntrusted)
#include "tst_cli_untrusted.moc"
