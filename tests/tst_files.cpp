// The file primitives under attack: planted links, racing writers, a full disk, special files
// as input, inputs built to exhaust memory or time, and values that would steer a terminal.
#include "core/device/backendloader.h"
#include "core/device/environment.h"
#include "core/files/textfile.h"
#include "core/quality/catalog.h"
#include "core/quality/packagecost.h"
#include "core/sweep/sweeprequest.h"
#include "core/util/csv.h"
#include "core/util/displaytext.h"
#include "core/util/fieldkey.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <functional>
#include <sched.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

using namespace Qt::StringLiterals;
using namespace IteraGpu;

namespace {

QByteArray contentOf(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QStringList entriesOf(const QString &folder)
{
    return QDir(folder).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
}

const QString kCatalogHeader = u"gpu_id,model,gpus_per_lot,gpu_memory_gib,duration_days,price_cents,snapshot_date\n"_s;

// Runs `body` in a child process with its own mount namespace and a 64 KiB tmpfs mounted at
// `mountPoint` (with the mount's `flags`: MS_RDONLY for a read-only one); what the child writes to
// `report` comes back. Empty with `skip` set when the namespace or the mount is not allowed here.
QByteArray inSmallTmpfs(const QString &mountPoint, const std::function<QByteArray()> &body, QString &skip,
                        unsigned long flags = 0)
{
    int channel[2];
    if (::pipe(channel) != 0)
        return {};
    const pid_t child = ::fork();
    if (child == 0) {
        ::close(channel[0]);
        QByteArray report;
        if (::unshare(CLONE_NEWNS) != 0)
            report = "SKIP unshare(CLONE_NEWNS): " + QByteArray(std::strerror(errno));
        else if (::mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0)
            report = "SKIP making mounts private: " + QByteArray(std::strerror(errno));
        else if (::mount("tmpfs", QFile::encodeName(mountPoint).constData(), "tmpfs", flags, "size=64k,mode=0755") != 0)
            report = "SKIP mount -t tmpfs: " + QByteArray(std::strerror(errno));
        else
            report = body();
        const char *data = report.constData();
        qsizetype left = report.size();
        while (left > 0) {
            const ssize_t n = ::write(channel[1], data, size_t(left));
            if (n <= 0)
                break;
            data += n;
            left -= n;
        }
        ::_exit(0);
    }
    ::close(channel[1]);
    QByteArray report;
    char buffer[4096];
    ssize_t n;
    while ((n = ::read(channel[0], buffer, sizeof buffer)) > 0)
        report.append(buffer, qsizetype(n));
    ::close(channel[0]);
    ::waitpid(child, nullptr, 0);
    if (report.startsWith("SKIP ")) {
        skip = QString::fromUtf8(report.mid(5));
        return {};
    }
    return report;
}

} // namespace

class TestFiles : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void writeNewFileCreatesAndNeverReplaces()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"out.json"_s);
        QVERIFY(writeNewFile(path, "first"));
        QCOMPARE(contentOf(path), QByteArray("first"));
        const Status again = writeNewFile(path, "second");
        QVERIFY(!again);
        QVERIFY2(again.error().contains(u"out.json: exists already"_s), qPrintable(again.error()));
        QCOMPARE(contentOf(path), QByteArray("first"));
        QVERIFY(replaceFile(path, "third"));
        QCOMPARE(contentOf(path), QByteArray("third"));
        QCOMPARE(entriesOf(dir.path()), QStringList{u"out.json"_s}); // no temporary file left
    }

    void saveFileDoesWhatItsCallerChose()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"r.json"_s);
        QVERIFY(saveFile(path, "a", ExistingFile::Refuse));
        QVERIFY(!saveFile(path, "b", ExistingFile::Refuse));
        QVERIFY(saveFile(path, "c", ExistingFile::Replace));
        QCOMPARE(contentOf(path), QByteArray("c"));
    }

    void missingFolderNamesTheCause()
    {
        const Status status = writeNewFile(u"/nonexistent-iteragpu-folder/out.json"_s, "x");
        QVERIFY(!status);
        QVERIFY2(status.error().contains(u"No such file or directory"_s), qPrintable(status.error()));
    }

    // Issue finding 1: a dangling link planted at the output name must not redirect the write.
    void plantedDanglingSymlinkIsNotFollowed()
    {
        QTemporaryDir dir;
        QTemporaryDir elsewhere;
        const QString target = elsewhere.filePath(u"planted.json"_s);
        const QString output = dir.filePath(u"out.json"_s);
        QVERIFY(QFile::link(target, output));
        const Status status = writeNewFile(output, "report");
        QVERIFY(!status);
        QVERIFY2(status.error().contains(u"exists already"_s), qPrintable(status.error()));
        QVERIFY(!QFileInfo::exists(target));
        QVERIFY(QFileInfo(output).isSymLink());
        QCOMPARE(entriesOf(dir.path()), QStringList{u"out.json"_s});
    }

    void replaceFileReplacesALinkNeverItsTarget()
    {
        QTemporaryDir dir;
        const QString target = dir.filePath(u"target.txt"_s);
        QVERIFY(writeNewFile(target, "keep"));
        const QString output = dir.filePath(u"out.txt"_s);
        QVERIFY(QFile::link(target, output));
        QVERIFY(replaceFile(output, "new"));
        QCOMPARE(contentOf(target), QByteArray("keep"));
        QVERIFY(!QFileInfo(output).isSymLink());
        QCOMPARE(contentOf(output), QByteArray("new"));
    }

    // Issue finding 2: a racer creates the final name while the writer runs. Either the writer
    // wins (the racer's exclusive create fails) or it reports "exists already" and the racer's
    // file is intact; never both, never an overwrite, never a temporary file left.
    void concurrentWriterNeverOverwrites()
    {
        QTemporaryDir dir;
        const QByteArray report(64 * 1024, 'r');
        int writerWon = 0;
        int racerWon = 0;
        for (int trial = 0; trial < 200; ++trial) {
            const QString folder = dir.filePath(QString::number(trial));
            QVERIFY(QDir().mkpath(folder));
            const QString path = folder + u"/out.json"_s;
            std::atomic<bool> go{false};
            bool racerCreated = false;
            std::thread racer([&] {
                while (!go.load())
                    std::this_thread::yield();
                for (int spin = 0; spin < (trial % 50) * 20; ++spin)
                    std::this_thread::yield();
                const int fd = ::open(QFile::encodeName(path).constData(), O_WRONLY | O_CREAT | O_EXCL, 0644);
                if (fd >= 0) {
                    racerCreated = ::write(fd, "racer", 5) == 5;
                    ::close(fd);
                }
            });
            go.store(true);
            const Status written = writeNewFile(path, report);
            racer.join();
            QVERIFY2(bool(written) != racerCreated,
                     qPrintable(u"trial %1: writer %2, racer %3"_s.arg(trial).arg(bool(written)).arg(racerCreated)));
            if (written) {
                ++writerWon;
                QCOMPARE(contentOf(path), report);
            } else {
                ++racerWon;
                QVERIFY2(written.error().contains(u"exists already"_s), qPrintable(written.error()));
                QCOMPARE(contentOf(path), QByteArray("racer"));
            }
            QCOMPARE(entriesOf(folder), QStringList{u"out.json"_s});
        }
        qInfo("writer won %d, racer won %d of 200", writerWon, racerWon);
    }

    // An empty sweep folder nobody may write in (here a read-only file system; a folder without
    // write permission for a user who is not root) is refused before the first point, not after it.
    void aSweepFolderThatCannotBeWrittenIsRefusedAtOnce()
    {
        if (::geteuid() != 0)
            QSKIP("needs root to mount a read-only tmpfs in a private mount namespace (CI runs as root)");
        QTemporaryDir dir;
        const QString mountPoint = dir.path();
        QString skip;
        const QByteArray report = inSmallTmpfs(
            mountPoint,
            [&] {
                SweepRequest request;
                request.folder = mountPoint;
                return prepareSweepFolder(request).error().toUtf8();
            },
            skip, MS_RDONLY);
        if (!skip.isEmpty())
            QSKIP(qPrintable(u"no private tmpfs here: "_s + skip));
        QVERIFY2(report.contains(mountPoint.toUtf8()) && report.contains("Read-only file system"), report.constData());
    }

    // Issue finding 3: a full disk is an error naming the cause, for small and large writes,
    // and leaves no file behind.
    void fullDiskIsReportedAndLeavesNothing()
    {
        if (::geteuid() != 0)
            QSKIP("needs root to mount a small tmpfs in a private mount namespace (CI runs as root)");
        QTemporaryDir dir;
        const QString mountPoint = dir.path();
        QString skip;
        const QByteArray report = inSmallTmpfs(
            mountPoint,
            [&] {
                QByteArray out;
                const Status large = writeNewFile(mountPoint + u"/large.json"_s, QByteArray(256 * 1024, 'L'));
                out += "large=" + large.error().toUtf8() + '\n';
                // Fill the disk, then try a report far below any write buffer.
                const int filler
                    = ::open(QFile::encodeName(mountPoint + u"/filler"_s).constData(), O_WRONLY | O_CREAT, 0644);
                const QByteArray block(4096, 'f');
                while (::write(filler, block.constData(), size_t(block.size())) > 0) { }
                ::close(filler);
                const Status small = writeNewFile(mountPoint + u"/small.json"_s, QByteArray(200, 'S'));
                out += "small=" + small.error().toUtf8() + '\n';
                out += "entries=" + entriesOf(mountPoint).join(u',').toUtf8() + '\n';
                return out;
            },
            skip);
        if (!skip.isEmpty())
            QSKIP(qPrintable(u"no private tmpfs here: "_s + skip));
        const QList<QByteArray> lines = report.split('\n');
        QCOMPARE(lines.size(), 4);
        QVERIFY2(lines.at(0).contains("large.json") && lines.at(0).contains("No space left on device"),
                 lines.at(0).constData());
        QVERIFY2(lines.at(1).contains("small.json") && lines.at(1).contains("No space left on device"),
                 lines.at(1).constData());
        QCOMPARE(lines.at(2), QByteArray("entries=filler"));
    }

    void readLimitIsEnforcedOnWhatIsRead()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"big.csv"_s);
        QVERIFY(writeNewFile(path, QByteArray(2000, 'a')));
        auto text = readTextFile(path, 1000);
        QVERIFY(!text);
        QVERIFY2(text.error().contains(u"big.csv: larger than 1000 bytes"_s), qPrintable(text.error()));
        QVERIFY(readTextFile(path, 2000));
        // A path is a file: ":/iteragpu/..." is read from the application only by readResourceBytes.
        auto resource = readTextFile(Catalog::builtinPath());
        QVERIFY(!resource);
        QVERIFY2(resource.error().contains(u"No such file or directory"_s), qPrintable(resource.error()));
        auto embedded = readResourceBytes(Catalog::builtinPath());
        QVERIFY2(embedded, qPrintable(embedded.error()));
    }

    void utf8SplitAcrossChunksIsDecoded()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"t.txt"_s);
        QByteArray bytes(1024 * 1024 - 1, 'a');
        bytes += "\xc3\xa9\xe6\x97\xa5"; // é 日 across the first chunk boundary
        QVERIFY(writeNewFile(path, bytes));
        auto text = readTextFile(path);
        QVERIFY2(text, qPrintable(text.error()));
        QVERIFY(text->endsWith(u"a\u00e9\u65e5"_s));
        QVERIFY(writeNewFile(dir.filePath(u"cut.txt"_s), "abc\xe6\x97"));
        QVERIFY(!readTextFile(dir.filePath(u"cut.txt"_s)));
    }

    // Issue finding 6: a device or a FIFO as input is refused at once (a FIFO without a writer
    // would block a plain open or read forever; this test would then hit its timeout).
    void specialFilesAsCatalogAreRefused_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addRow("/dev/zero") << u"device"_s;
        QTest::addRow("FIFO") << u"fifo"_s;
        QTest::addRow("folder") << u"folder"_s;
    }
    void specialFilesAsCatalogAreRefused()
    {
        QFETCH(QString, kind);
        QTemporaryDir dir;
        QString path = u"/dev/zero"_s;
        QString expected = u"a device"_s;
        if (kind == u"fifo"_s) {
            path = dir.filePath(u"catalog.csv"_s);
            QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
            expected = u"a FIFO"_s;
        } else if (kind == u"folder"_s) {
            path = dir.path();
            expected = u"a folder"_s;
        }
        auto catalog = Catalog::load(path);
        QVERIFY(!catalog);
        QVERIFY2(catalog.error().contains(expected) && catalog.error().contains(u"not a regular file"_s),
                 qPrintable(catalog.error()));
    }

    // Issue finding 7: inputs built to make the parser allocate far more than their size stop
    // early with a bounded message (the memory itself is measured by bench_parsers).
    void csvBoundsStopEarly_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::addRow("commas") << kCatalogHeader + QString(1'000'000, u',')
                                << u"c.csv, line 2: expected at most 10 fields, found more"_s;
        QTest::addRow("x, line") << kCatalogHeader + u"x,"_s.repeated(500'000)
                                 << u"c.csv, line 2: expected at most 10 fields, found more"_s;
        QTest::addRow("one huge cell") << kCatalogHeader + QString(1'000'000, u'x')
                                       << u"c.csv, line 2: a field longer than 1024 characters"_s;
        QTest::addRow("blank lines") << kCatalogHeader + QString(1'000'000, u'\n')
                                     << u"c.csv: the catalog has a header but no tariff rows"_s;
    }
    void csvBoundsStopEarly()
    {
        QFETCH(QString, text);
        QFETCH(QString, message);
        auto catalog = Catalog::parse(text, u"c.csv"_s);
        QVERIFY(!catalog);
        QCOMPARE(catalog.error(), message);
    }

    void csvSkipsBlankLinesWithoutRecords()
    {
        auto records = Csv::parse(u"a,b\n\n\r\n\nc,d\n"_s, u"t.csv"_s);
        QVERIFY(records);
        QCOMPARE(records->size(), 2);
        QCOMPARE(records->at(1).line, 5);
    }

    // Issue finding 8: an unknown id in a 300k-row catalog is answered at once, in one bounded line.
    void largeCatalogLookup()
    {
        QString text = kCatalogHeader;
        const int ids = 100'000;
        text.reserve(ids * 3 * 48);
        for (int i = 0; i < ids; ++i) {
            for (int days : {3, 7, 30})
                text += u"g%1,Model %1,1,80,%2,%3,2026-01-01\n"_s.arg(i).arg(days).arg(100 + days);
        }
        auto catalog = Catalog::parse(text, u"big.csv"_s);
        QVERIFY2(catalog, qPrintable(catalog.error()));
        QCOMPARE(catalog->tariffs().size(), 300'000);
        const FieldLabels optionLabel = [](QStringView key) -> QString { return u"--"_s + key.toString(); };
        auto cost = computePackageCost(*catalog, CostRequest{u"nope"_s, 7, 1, std::nullopt}, optionLabel);
        auto found = computePackageCost(*catalog, CostRequest{u"g99999"_s, 30, 2, std::nullopt}, optionLabel);
        QVERIFY(!cost);
        QCOMPARE(cost.errorField(), FieldKey::gpuId);
        QVERIFY2(cost.error().startsWith(u"--gpu_id: unknown gpu id 'nope'; known ids: g0, g1,"_s),
                 qPrintable(cost.error()));
        QVERIFY2(cost.error().contains(u"and 99980 more"_s), qPrintable(cost.error()));
        QVERIFY(cost.error().size() < 400);
        QVERIFY(found);
        QCOMPARE(found->totalCents, qint64(260));
    }

    // Issue finding 5: values from files are shown escaped, on one line, bounded.
    void displaySafe_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("shown");
        QTest::addRow("plain") << u"NVIDIA H100"_s << u"NVIDIA H100"_s;
        QTest::addRow("escape sequence") << u"\x1b[2J\x1b[1;1Hfake"_s << u"\\e[2J\\e[1;1Hfake"_s;
        QTest::addRow("newline and tab") << u"a\nb\tc\r"_s << u"a\\nb\\tc\\r"_s;
        QTest::addRow("C1 and bidi") << u"x\u009b\u202ey"_s << u"x\\u{009b}\\u{202e}y"_s;
        QTest::addRow("non-ASCII kept") << u"café 日本"_s << u"café 日本"_s;
        QTest::addRow("cut") << QString(130, u'a') << QString(120, u'a') + u"… (10 more characters)"_s;
    }
    void displaySafe()
    {
        QFETCH(QString, text);
        QFETCH(QString, shown);
        QCOMPARE(IteraGpu::displaySafe(text), shown);
    }

    // Issue finding 10: no folder name the user typed reaches the environment report.
    void foldersNeverReachTheReport_data()
    {
        QTest::addColumn<QString>("folder");
        QTest::addRow("space") << u"MARKER USER/lib"_s;
        QTest::addRow("parentheses") << u"lib (MARKER)"_s;
        QTest::addRow("single quote") << u"it's MARKER"_s;
        QTest::addRow("double quote") << u"say \"MARKER\""_s;
        QTest::addRow("colon") << u"MARKER:x"_s;
        QTest::addRow("tab") << u"MARKER\tx"_s;
        QTest::addRow("comma") << u"a,MARKER"_s;
        QTest::addRow("brackets") << u"[MARKER]"_s;
        QTest::addRow("equals") << u"k=MARKER"_s;
        QTest::addRow("plain") << u"MARKER"_s;
    }
    void foldersNeverReachTheReport()
    {
        QFETCH(QString, folder);
        QTemporaryDir dir;
        QVERIFY(QDir().mkpath(dir.filePath(folder)));
        const QString notALibrary = dir.filePath(folder + u"/libx.so"_s);
        QVERIFY(writeNewFile(notALibrary, "not an ELF file"));
        const QString relative = QDir::current().relativeFilePath(dir.filePath(folder + u"/libmissing.so"_s));
        for (const QString &path : {notALibrary, dir.filePath(folder + u"/libmissing.so"_s), relative}) {
            auto backend = BackendLoader::loadFile(path);
            QVERIFY(!backend);
            QVERIFY(backend.error().contains(u"MARKER"_s)); // the terminal message names the path
            const EnvironmentReport report = environmentReport({u"cpu"_s, QString(), nullptr, backend.error(), path});
            const QString json = QString::fromUtf8(QJsonDocument(report.toJson()).toJson());
            QVERIFY2(!json.contains(u"MARKER"_s), qPrintable(json));
            QVERIFY2(json.contains(fileNameOnly(path)), qPrintable(json));
        }
    }
};

QTEST_GUILESS_MAIN(TestFiles)
#include "tst_files.moc"
