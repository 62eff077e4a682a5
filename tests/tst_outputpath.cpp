// The output path is checked before any device work: every refusal names the field and the
// reason in one line, and no backend is loaded for a refused path.
#include "core/files/textfile.h"
#include "core/measure/measurementconfig.h"
#include "core/reports/measurementsession.h"

#include <QDir>
#include <QFile>
#include <QStorageInfo>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>
#include <climits>
#include <cstring>
#include <fcntl.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace Qt::StringLiterals;
using namespace IteraGpu;

namespace {

const QString kLabel = u"--output"_s;

QString labelOf(QStringView key)
{
    return key == FieldKey::output ? kLabel : key.toString();
}

// Makes `folder` refuse new files for this process: an immutable folder for root (which ignores
// permissions), a folder without write permission for anyone else. Returns the errno text that
// creating a file there gives, or an empty string when the machine allows neither.
QString makeFolderReadOnly(const QString &folder)
{
    if (::geteuid() != 0)
        return ::chmod(QFile::encodeName(folder).constData(), 0555) == 0 ? QString::fromLocal8Bit(std::strerror(EACCES))
                                                                         : QString();
    const int fd = ::open(QFile::encodeName(folder).constData(), O_RDONLY | O_DIRECTORY);
    if (fd < 0)
        return {};
    int flags = 0;
    bool set = ::ioctl(fd, FS_IOC_GETFLAGS, &flags) == 0;
    if (set) {
        flags |= FS_IMMUTABLE_FL;
        set = ::ioctl(fd, FS_IOC_SETFLAGS, &flags) == 0;
    }
    ::close(fd);
    return set ? QString::fromLocal8Bit(std::strerror(EPERM)) : QString();
}

void makeFolderWritable(const QString &folder)
{
    const int fd = ::open(QFile::encodeName(folder).constData(), O_RDONLY | O_DIRECTORY);
    int flags = 0;
    if (fd >= 0 && ::ioctl(fd, FS_IOC_GETFLAGS, &flags) == 0 && (flags & FS_IMMUTABLE_FL)) {
        flags &= ~FS_IMMUTABLE_FL;
        ::ioctl(fd, FS_IOC_SETFLAGS, &flags);
    }
    if (fd >= 0)
        ::close(fd);
    ::chmod(QFile::encodeName(folder).constData(), 0755);
}

} // namespace

class TestOutputPath : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;

    MeasurementConfig config(const QString &output) const
    {
        MeasurementConfig c;
        c.device = u"cpu"_s;
        c.batch = c.context = c.width = c.hidden = 1;
        c.repeats = 1;
        c.output = output;
        return c;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QFile file(m_dir.filePath(u"exists.json"_s));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        QVERIFY(QFile::link(m_dir.filePath(u"nowhere/x.json"_s), m_dir.filePath(u"dangling.json"_s)));
        QVERIFY(QFile::link(m_dir.filePath(u"exists.json"_s), m_dir.filePath(u"link.json"_s)));
        QVERIFY(QDir(m_dir.path()).mkdir(u"folder.json"_s));
    }

    void refused_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("message");
        const QString dir = m_dir.path();
        QTest::addRow("name of 300 characters") << dir + u'/' + QString(296, u'n')
                + u".json"_s << u"--output: the file name nnn"_s; // the rest is checked in nameTooLong()
        QTest::addRow("name of 100 three-byte characters")
            << dir + u'/' + QString(100, QChar(0x20ac)) << u"--output: the file name "_s;
        QTest::addRow("path longer than PATH_MAX")
            << dir + u"/abcdefgh"_s.repeated(PATH_MAX / 9 + 1) + u"/m.json"_s << u"--output: the path "_s;
        QTest::addRow("existing file") << dir + u"/exists.json"_s
                                       << u"--output: %1/exists.json exists already"_s.arg(dir);
        QTest::addRow("dangling symbolic link")
            << dir + u"/dangling.json"_s << u"--output: %1/dangling.json exists already"_s.arg(dir);
        QTest::addRow("symbolic link to a file")
            << dir + u"/link.json"_s << u"--output: %1/link.json exists already"_s.arg(dir);
        QTest::addRow("existing folder") << dir + u"/folder.json"_s
                                         << u"--output: %1/folder.json exists already"_s.arg(dir);
        QTest::addRow("missing folder") << dir + u"/missing/m.json"_s
                                        << u"--output: the folder %1/missing does not exist"_s.arg(dir);
        QTest::addRow("parent is a file")
            << dir + u"/exists.json/m.json"_s << u"--output: %1/exists.json is not a folder"_s.arg(dir);
        QTest::addRow("procfs") << u"/proc/x.json"_s
                                << u"--output: the folder /proc is on procfs, a special file system"_s;
        QTest::addRow("procfs subfolder")
            << u"/proc/self/x.json"_s << u"--output: the folder /proc/self is on procfs"_s;
        QTest::addRow("sysfs") << u"/sys/x.json"_s << u"--output: the folder /sys is on sysfs"_s;
        if (QFileInfo(u"/dev/pts"_s).isDir())
            QTest::addRow("devpts") << u"/dev/pts/x.json"_s << u"--output: the folder /dev/pts is on devpts"_s;
        if (QStorageInfo(u"/dev"_s).fileSystemType() == "devtmpfs")
            QTest::addRow("devtmpfs") << u"/dev/x.json"_s << u"--output: the folder /dev is on devtmpfs"_s;
        // cgroup v2, or v1 beside it; where the folder is a mount of some other kind the row is left out.
        for (const QString &folder : {u"/sys/fs/cgroup"_s, u"/sys/fs/cgroup/unified"_s, u"/sys/fs/cgroup/memory"_s}) {
            const QByteArray type = QStorageInfo(folder).fileSystemType();
            if (type == "cgroup" || type == "cgroup2")
                QTest::addRow("%s", qPrintable(folder)) << folder
                        + u"/x.json"_s << u"--output: the folder %1 is on %2"_s.arg(folder, QString::fromLatin1(type));
        }
    }
    void refused()
    {
        QFETCH(QString, path);
        QFETCH(QString, message);
        const Status status = checkOutputPath(path, kLabel);
        QVERIFY(!status);
        QVERIFY2(status.error().startsWith(message), qPrintable(status.error()));
        QCOMPARE(status.errorField(), FieldKey::output.toString());
        QVERIFY2(!status.error().contains(u'\n'), qPrintable(status.error()));
        QVERIFY2(status.error().size() < 400, qPrintable(status.error())); // long paths are cut
    }

    void nameTooLong()
    {
        const Status ascii = checkOutputPath(m_dir.filePath(QString(296, u'n') + u".json"_s), kLabel);
        QVERIFY2(ascii.error().contains(u"is 301 bytes long; the file system allows at most 255"_s),
                 qPrintable(ascii.error()));
        // 100 characters, but 300 bytes in UTF-8: the file system counts bytes.
        const Status euros = checkOutputPath(m_dir.filePath(QString(100, QChar(0x20ac))), kLabel);
        QVERIFY2(euros.error().contains(u"is 300 bytes long"_s), qPrintable(euros.error()));
        QVERIFY(checkOutputPath(m_dir.filePath(QString(80, QChar(0x20ac)) + u".json"_s), kLabel));
    }

    void accepted()
    {
        QVERIFY(checkOutputPath(m_dir.filePath(u"new.json"_s), kLabel));
        QVERIFY(checkOutputPath(m_dir.filePath(QString(250, u'n') + u".json"_s), kLabel));
        QCOMPARE(QDir(m_dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot),
                 (QStringList{u"dangling.json"_s, u"exists.json"_s, u"folder.json"_s, u"link.json"_s}));
    }

    void folderWithoutNewFiles()
    {
        QTemporaryDir locked;
        const QString cause = makeFolderReadOnly(locked.path());
        if (cause.isEmpty())
            QSKIP("this machine can make no folder read-only for this user (root on a file system without the "
                  "immutable flag)");
        const Status probe = probeCreatable(locked.path());
        const Status output = checkOutputPath(locked.filePath(u"m.json"_s), kLabel);
        makeFolderWritable(locked.path());
        QVERIFY(!probe);
        QCOMPARE(probe.error(), u"the folder %1 does not accept new files (%2)"_s.arg(locked.path(), cause));
        QCOMPARE(output.error(), u"--output: "_s + probe.error());
        QVERIFY(QDir(locked.path()).isEmpty(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot));
    }

    void probeLeavesNothing()
    {
        QTemporaryDir folder;
        QVERIFY(probeCreatable(folder.path()));
        QVERIFY(QDir(folder.path()).isEmpty(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot));
        const Status missing = probeCreatable(folder.filePath(u"missing"_s));
        QCOMPARE(missing.error(),
                 u"the folder %1/missing does not accept new files (%2)"_s.arg(
                     folder.path(), QString::fromLocal8Bit(std::strerror(ENOENT))));
    }

    // The session checks the path first: no backend is loaded and no phase starts.
    void sessionLoadsNoBackend_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addRow("name of 300 characters") << m_dir.filePath(QString(300, u'n'));
        QTest::addRow("procfs") << u"/proc/x.json"_s;
        QTest::addRow("dangling symbolic link") << m_dir.filePath(u"dangling.json"_s);
    }
    void sessionLoadsNoBackend()
    {
        QFETCH(QString, path);
        int loads = 0;
        const BackendSource source = [&]() -> Result<std::shared_ptr<Backend>> {
            ++loads;
            return Error{u"backend: not found"_s};
        };
        bool phaseStarted = false;
        MeasurementObserver observer;
        observer.phaseStarted = [&](Phase, int) { phaseStarted = true; };
        const MeasurementRunResult result = runMeasurementSession(config(path), labelOf, source, nullptr, observer);
        QVERIFY2(result.message.startsWith(u"--output: "_s), qPrintable(result.message));
        QCOMPARE(result.field, FieldKey::output.toString());
        QCOMPARE(result.exitCode(), 2);
        QCOMPARE(loads, 0);
        QVERIFY(!phaseStarted);
    }
};

QTEST_GUILESS_MAIN(TestOutputPath)
#include "tst_outputpath.moc"
