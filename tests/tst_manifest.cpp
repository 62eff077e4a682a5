#include "core/files/manifest.h"
#include "fixturefile.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cstring>

#include <cerrno>
#include <fcntl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace Qt::StringLiterals;
using namespace IteraGpu;

namespace {

Status makeBundle(const QTemporaryDir &dir)
{
    if (!dir.isValid())
        return Error{u"temporary folder: "_s + dir.errorString()};
    for (const auto &[name, bytes] : {std::pair{u"measurement.json"_s, QByteArray("{\"status\":\"complete\"}\n")},
                                      std::pair{u"resultats-bruts.csv"_s, QByteArray("run_id\r\n")},
                                      std::pair{u"charts/chart-time.png"_s, QByteArray(300, 'x')}}) {
        const Status written = writeFixture(dir.filePath(name), bytes);
        if (!written)
            return written;
    }
    const auto members
        = writeManifest(dir.path(), QDateTime(QDate(2026, 9, 24), QTime(12, 0), Qt::UTC), ExistingFile::Refuse);
    if (!members)
        return Error{members.error()};
    return {};
}

QJsonObject readManifest(const QString &folder)
{
    QFile file(QDir(folder).filePath(kManifestName));
    return file.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(file.readAll()).object() : QJsonObject();
}

Status rewriteManifest(const QString &folder, const QJsonObject &manifest)
{
    return writeFixture(QDir(folder).filePath(kManifestName), QJsonDocument(manifest).toJson());
}

void symlink(const QString &target, const QString &link)
{
    QVERIFY2(::symlink(QFile::encodeName(target).constData(), QFile::encodeName(link).constData()) == 0,
             std::strerror(errno));
}

// Binds a Unix socket at `path` (the socket file stays after the descriptor is closed).
bool makeSocket(const QString &path)
{
    const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    const QByteArray name = QFile::encodeName(path);
    if (fd < 0 || size_t(name.size()) >= sizeof address.sun_path)
        return false;
    std::memcpy(address.sun_path, name.constData(), size_t(name.size()));
    const bool bound = ::bind(fd, reinterpret_cast<const sockaddr *>(&address), sizeof address) == 0;
    ::close(fd);
    return bound;
}

// checkManifest(folder) run by the user "nobody" (uid 65534) in a child process: its problems,
// one a line, or "SKIP reason".
QString checkAsNobody(const QString &folder)
{
    int channel[2];
    if (::pipe(channel) != 0)
        return u"SKIP no pipe"_s;
    const pid_t child = ::fork();
    if (child == 0) {
        ::close(channel[0]);
        QByteArray report;
        if (::setgid(65534) != 0 || ::setuid(65534) != 0)
            report = "SKIP cannot switch to the user nobody";
        else
            report = checkManifest(folder).problems.join(u'\n').toUtf8();
        const bool written = ::write(channel[1], report.constData(), size_t(report.size())) == report.size();
        ::_exit(written ? 0 : 1);
    }
    ::close(channel[1]);
    QByteArray report;
    char buffer[4096];
    ssize_t n;
    while ((n = ::read(channel[0], buffer, sizeof buffer)) > 0)
        report.append(buffer, qsizetype(n));
    ::close(channel[0]);
    ::waitpid(child, nullptr, 0);
    return QString::fromUtf8(report);
}

// Creates the regular file `raw` (bytes, any name the file system takes) under `folder`.
bool writeRaw(const QString &folder, const QByteArray &raw, const QByteArray &bytes)
{
    const QByteArray path = QByteArray(QFile::encodeName(folder) + '/' + raw);
    const int fd = ::open(path.constData(), O_WRONLY | O_CREAT | O_EXCL, 0644);
    const bool written = fd >= 0 && ::write(fd, bytes.constData(), size_t(bytes.size())) == bytes.size();
    return fd >= 0 && ::close(fd) == 0 && written;
}

} // namespace

class TestManifest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void namesAreComparedAsBytes_data()
    {
        QTest::addColumn<QByteArray>("listed"); // written before the manifest
        QTest::addColumn<QList<QByteArray>>("planted"); // written after it, the same bytes
        QTest::addColumn<QStringList>("problems");
        QTest::addRow("files \\xff and \\xfe beside a listed U+FFFD")
            << QByteArray("\xef\xbf\xbd") << QList<QByteArray>{"\xff", "\xfe"}
            << QStringList{u"\\x{fe}: a file name that is not valid UTF-8, not allowed in a verified folder"_s,
                           u"\\x{ff}: a file name that is not valid UTF-8, not allowed in a verified folder"_s};
        QTest::addRow("a folder \\xff/run.sh beside a listed U+FFFD/run.sh")
            << QByteArray("\xef\xbf\xbd/run.sh") << QList<QByteArray>{"\xff/run.sh"}
            << QStringList{u"\\x{ff}/: a folder name that is not valid UTF-8; its contents were not examined"_s};
    }

    void namesAreComparedAsBytes()
    {
        // Decoded, every one of these names reads as the listed twin (invalid bytes become U+FFFD):
        // a check by decoded names hashed the twin only and said "verified".
        QFETCH(QByteArray, listed);
        QFETCH(QList<QByteArray>, planted);
        QFETCH(QStringList, problems);
        QTemporaryDir dir;
        VERIFY_OK(makeBundle(dir));
        const QByteArray script = "#!/bin/sh\necho pwned\n";
        for (const QByteArray &raw : QList<QByteArray>{listed} + planted) {
            if (raw.contains('/'))
                QCOMPARE(
                    ::mkdir(QByteArray(QFile::encodeName(dir.path()) + '/' + raw.left(raw.indexOf('/'))).constData(),
                            0755),
                    0);
            if (raw == listed) {
                QVERIFY(writeRaw(dir.path(), raw, script));
                QVERIFY(QFile::remove(dir.filePath(kManifestName)));
                QVERIFY(writeManifest(dir.path(), QDateTime::currentDateTimeUtc(), ExistingFile::Refuse));
            } else {
                QVERIFY(writeRaw(dir.path(), raw, script));
            }
        }
        const ManifestCheck check = checkManifest(dir.path());
        QVERIFY(!check.verified());
        QStringList found = check.problems;
        found.sort();
        QCOMPARE(found, problems);
    }

    void repeatedKeysAndHugeMembersAreRefused()
    {
        const ManifestCheck twice = parseManifest(
            R"({"format":"iteragpu-lab/manifest","format_version":1,"members":[],"members":[]})", u"M.json"_s);
        QCOMPARE(twice.problems, QStringList{u"M.json: offset 66: key \"members\" appears twice in one object"_s});
        const QByteArray sha(64, 'a');
        const ManifestCheck huge = parseManifest(
            R"({"format":"iteragpu-lab/manifest","format_version":1,"members":[{"name":"a","size":5368709120,"sha256":")"
                + sha + R"("}]})",
            u"M.json"_s);
        QCOMPARE(huge.problems,
                 QStringList{u"a: 5368709120 bytes, more than the 4294967296 bytes a member may have"_s});
    }

    void recordedProblemsAreCountedNotAllKept()
    {
        QJsonArray recorded;
        for (int i = 0; i < 100'000; ++i)
            recorded.append(QJsonObject{{u"place"_s, u"row %1"_s.arg(i)}, {u"kind"_s, u"k"_s}, {u"message"_s, u"m"_s}});
        const QJsonObject manifest{{u"format"_s, u"iteragpu-lab/manifest"_s},
                                   {u"format_version"_s, 1},
                                   {u"members"_s, QJsonArray()},
                                   {u"open_problems"_s, recorded}};
        const ManifestCheck check = parseManifest(QJsonDocument(manifest).toJson(), u"M.json"_s);
        QVERIFY(check.verified());
        QCOMPARE(check.recorded.size(), ManifestCheck::kMaxProblemLines);
        QCOMPARE(check.recordedCount, qsizetype(100000));
    }

    void writeAndVerify()
    {
        QTemporaryDir dir;
        VERIFY_OK(makeBundle(dir));
        auto verified = verifyManifest(dir.path());
        QVERIFY2(verified, qPrintable(verified.error()));
        QCOMPARE(verified->size(), 3);
        QFile file(dir.filePath(kManifestName));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonArray members = QJsonDocument::fromJson(file.readAll()).object().value(u"members"_s).toArray();
        QCOMPARE(members.size(), 4);
        const QJsonObject self = members.last().toObject();
        QCOMPARE(self.value(u"name"_s).toString(), kManifestName);
        QVERIFY(self.value(u"sha256"_s).isNull());
        QCOMPARE(members.first().toObject().value(u"name"_s).toString(), u"charts/chart-time.png"_s);
        QCOMPARE(members.first().toObject().value(u"sha256"_s).toString().size(), 64);
    }

    // A cache kept between writes re-hashes only the members whose identity (size, modification
    // time, inode) changed; the manifest written is the same one a write without it gives, and
    // verifies (checkManifest never uses a cache).
    void aCacheReHashesOnlyWhatChanged()
    {
        QTemporaryDir dir;
        VERIFY_OK(writeFixture(dir.filePath(u"a.json"_s), "{\"a\": 1}\n"));
        VERIFY_OK(writeFixture(dir.filePath(u"b.json"_s), "{\"b\": 2}\n"));
        QVERIFY(QDir(dir.path()).mkdir(u"reports"_s));
        VERIFY_OK(writeFixture(dir.filePath(u"reports/c.json"_s), "{\"c\": 3}\n"));
        const QDateTime at(QDate(2026, 12, 7), QTime(5, 0), Qt::UTC);
        ManifestCache cache;
        auto first = writeManifest(dir.path(), at, ExistingFile::Refuse, {}, &cache);
        QVERIFY2(first, qPrintable(first.error()));
        QCOMPARE(cache.hashed, qsizetype(3));
        auto again = writeManifest(dir.path(), at, ExistingFile::Replace, {}, &cache);
        QVERIFY2(again, qPrintable(again.error()));
        QCOMPARE(cache.hashed, qsizetype(0));
        QCOMPARE(again->size(), first->size());
        for (qsizetype i = 0; i < first->size(); ++i)
            QCOMPARE(again->at(i).sha256, first->at(i).sha256);
        // b.json replaced by other bytes of the same size (a new file: another inode and time).
        QVERIFY(QFile::remove(dir.filePath(u"b.json"_s)));
        VERIFY_OK(writeFixture(dir.filePath(u"b.json"_s), "{\"b\": 9}\n"));
        auto changed = writeManifest(dir.path(), at, ExistingFile::Replace, {}, &cache);
        QVERIFY2(changed, qPrintable(changed.error()));
        QCOMPARE(cache.hashed, qsizetype(1));
        QVERIFY(changed->at(1).sha256 != first->at(1).sha256);
        QVERIFY(checkManifest(dir.path()).verified());
        // A member gone is gone from the cache too.
        QVERIFY(QFile::remove(dir.filePath(u"a.json"_s)));
        auto gone = writeManifest(dir.path(), at, ExistingFile::Replace, {}, &cache);
        QVERIFY2(gone, qPrintable(gone.error()));
        QCOMPARE(cache.entries.size(), qsizetype(2));
        QVERIFY(checkManifest(dir.path()).verified());
    }

    void mismatches_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<QString>("message");
        QTest::addRow("modified member") << u"modify"_s << u"measurement.json: SHA-256 does not match"_s;
        QTest::addRow("resized member") << u"resize"_s << u"resultats-bruts.csv: size 10 bytes, the manifest says 8"_s;
        QTest::addRow("missing member") << u"remove"_s << u"charts/chart-time.png: missing"_s;
        QTest::addRow("extra member") << u"extra"_s << u"notes.txt: not listed in the manifest"_s;
        QTest::addRow("no manifest") << u"nomanifest"_s << u"MANIFEST.json: cannot be read"_s;
        QTest::addRow("not a manifest") << u"garbage"_s << u"MANIFEST.json: not an IteraGPU Lab manifest"_s;
    }
    void mismatches()
    {
        QFETCH(QString, change);
        QFETCH(QString, message);
        QTemporaryDir dir;
        VERIFY_OK(makeBundle(dir));
        if (change == u"modify"_s)
            VERIFY_OK(writeFixture(dir.filePath(u"measurement.json"_s), "{\"status\":\"failed!!\"}\n"));
        else if (change == u"resize"_s)
            VERIFY_OK(writeFixture(dir.filePath(u"resultats-bruts.csv"_s), "run_id,x\r\n"));
        else if (change == u"remove"_s)
            QVERIFY(QFile::remove(dir.filePath(u"charts/chart-time.png"_s)));
        else if (change == u"extra"_s)
            VERIFY_OK(writeFixture(dir.filePath(u"notes.txt"_s), "hello"));
        else if (change == u"nomanifest"_s)
            QVERIFY(QFile::remove(dir.filePath(kManifestName)));
        else
            VERIFY_OK(writeFixture(dir.filePath(kManifestName), "{}"));
        auto verified = verifyManifest(dir.path());
        QVERIFY(!verified);
        QVERIFY2(verified.error().contains(message), qPrintable(verified.error()));
    }

    // Issue finding 4: each way the tester fooled `verify` is now a reported problem.
    void tampered_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<QString>("message");
        QTest::addRow("extra link to an outside file") << u"link-file"_s << u"evil.txt: a symbolic link, not allowed"_s;
        QTest::addRow("extra link to a folder") << u"link-folder"_s << u"evil: a symbolic link, not allowed"_s;
        QTest::addRow("extra link loop") << u"link-loop"_s << u"loop: a symbolic link, not allowed"_s;
        QTest::addRow("extra dangling link") << u"link-dangling"_s << u"gone: a symbolic link, not allowed"_s;
        QTest::addRow("extra link in a subfolder") << u"link-sub"_s << u"charts/x.png: a symbolic link, not allowed"_s;
        QTest::addRow("listed member is a link outside")
            << u"member-link"_s << u"measurement.json: a symbolic link, not allowed"_s;
        QTest::addRow("extra FIFO") << u"fifo"_s << u"pipe: a FIFO, not allowed"_s;
        QTest::addRow("extra socket") << u"socket"_s << u"sock: a socket, not allowed"_s;
        QTest::addRow("extra device node") << u"device"_s << u"null: a device node, not allowed"_s;
        QTest::addRow("unreadable subfolder") << u"unreadable"_s << u"locked/: the folder cannot be read"_s;
        QTest::addRow("member listed twice as ./name")
            << u"dot-twice"_s << u"'measurement.json' is listed more than once"_s;
        QTest::addRow("members missing") << u"no-members"_s << u"'members' is missing or not a list"_s;
        QTest::addRow("members not a list") << u"members-object"_s << u"'members' is missing or not a list"_s;
        QTest::addRow("format_version 999") << u"version"_s << u"format_version 999 is not supported"_s;
        QTest::addRow("sparse file, size checked first")
            << u"sparse"_s << u"measurement.json: size 21474836480 bytes, the manifest says 22"_s;
        QTest::addRow("manifest linked to /dev/zero")
            << u"manifest-zero"_s << u"MANIFEST.json: a symbolic link, refused"_s;
        QTest::addRow("manifest is a FIFO") << u"manifest-fifo"_s << u"MANIFEST.json: a FIFO, not a regular file"_s;
    }
    void tampered()
    {
        QFETCH(QString, change);
        QFETCH(QString, message);
        QTemporaryDir dir;
        QTemporaryDir outside;
        VERIFY_OK(makeBundle(dir));
        const QString folder = dir.path();
        QVERIFY(verifyManifest(folder));
        const auto at = [&](const QString &name) { return dir.filePath(name); };
        QJsonObject manifest = readManifest(folder);
        if (change == u"link-file"_s) {
            symlink(u"/etc/hostname"_s, at(u"evil.txt"_s));
        } else if (change == u"link-folder"_s) {
            symlink(outside.path(), at(u"evil"_s));
        } else if (change == u"link-loop"_s) {
            symlink(at(u"loop"_s), at(u"loop"_s));
        } else if (change == u"link-dangling"_s) {
            symlink(outside.filePath(u"nothing"_s), at(u"gone"_s));
        } else if (change == u"link-sub"_s) {
            symlink(outside.path(), at(u"charts/x.png"_s));
        } else if (change == u"member-link"_s) {
            QVERIFY(QFile::rename(at(u"measurement.json"_s), outside.filePath(u"m.json"_s)));
            symlink(outside.filePath(u"m.json"_s), at(u"measurement.json"_s));
        } else if (change == u"fifo"_s) {
            QCOMPARE(::mkfifo(QFile::encodeName(at(u"pipe"_s)).constData(), 0600), 0);
        } else if (change == u"socket"_s) {
            if (!makeSocket(at(u"sock"_s)))
                QSKIP("cannot bind a Unix socket in the temporary folder");
        } else if (change == u"device"_s) {
            if (::mknod(QFile::encodeName(at(u"null"_s)).constData(), S_IFCHR | 0600, makedev(1, 3)) != 0)
                QSKIP("creating a device node needs root (CAP_MKNOD); CI runs as root");
        } else if (change == u"unreadable"_s) {
            QVERIFY(QDir(folder).mkdir(u"locked"_s));
            QVERIFY(QFile::setPermissions(at(u"locked"_s), QFileDevice::Permissions()));
            if (::geteuid() == 0) {
                // Root reads any folder: check as an unprivileged user in a child process.
                QFile::setPermissions(folder,
                                      QFile::permissions(folder) | QFileDevice::ReadOther | QFileDevice::ExeOther);
                const QString problems = checkAsNobody(folder);
                if (problems.startsWith(u"SKIP "_s))
                    QSKIP(qPrintable(problems));
                QVERIFY2(problems.contains(message), qPrintable(problems));
                return;
            }
        } else if (change == u"dot-twice"_s) {
            QJsonArray members = manifest.value(u"members"_s).toArray();
            for (const QJsonValue &member : manifest.value(u"members"_s).toArray()) {
                QJsonObject o = member.toObject();
                if (o.value(u"name"_s).toString() == u"measurement.json"_s) {
                    o.insert(u"name"_s, u"./measurement.json"_s);
                    members.append(o);
                }
            }
            manifest.insert(u"members"_s, members);
            VERIFY_OK(rewriteManifest(folder, manifest));
        } else if (change == u"no-members"_s) {
            manifest.remove(u"members"_s);
            VERIFY_OK(rewriteManifest(folder, manifest));
        } else if (change == u"members-object"_s) {
            manifest.insert(u"members"_s, QJsonObject());
            VERIFY_OK(rewriteManifest(folder, manifest));
        } else if (change == u"version"_s) {
            manifest.insert(u"format_version"_s, 999);
            VERIFY_OK(rewriteManifest(folder, manifest));
        } else if (change == u"sparse"_s) {
            QFile file(at(u"measurement.json"_s));
            QVERIFY(file.open(QIODevice::ReadWrite));
            QVERIFY(file.resize(20LL * 1024 * 1024 * 1024)); // sparse: hashing it would take minutes
        } else if (change == u"manifest-zero"_s) {
            QVERIFY(QFile::remove(at(kManifestName)));
            symlink(u"/dev/zero"_s, at(kManifestName));
        } else if (change == u"manifest-fifo"_s) {
            QVERIFY(QFile::remove(at(kManifestName)));
            QCOMPARE(::mkfifo(QFile::encodeName(at(kManifestName)).constData(), 0600), 0);
        }
        const ManifestCheck check = checkManifest(folder);
        QFile::setPermissions(at(u"locked"_s),
                              QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
        QVERIFY(!check.verified());
        QVERIFY2(check.problems.join(u'\n').contains(message), qPrintable(check.problems.join(u'\n')));
        QVERIFY(!verifyManifest(folder));
    }

    void everyProblemIsReportedUpToABound()
    {
        QTemporaryDir dir;
        VERIFY_OK(makeBundle(dir));
        const QString folder = dir.path();
        VERIFY_OK(writeFixture(dir.filePath(u"measurement.json"_s), "{\"status\":\"failed!!\"}\n"));
        QVERIFY(QFile::remove(dir.filePath(u"charts/chart-time.png"_s)));
        for (int i = 0; i < 60; ++i)
            VERIFY_OK(writeFixture(dir.filePath(u"extra-%1.txt"_s.arg(i, 2, 10, QChar(u'0'))), "x"));
        const ManifestCheck check = checkManifest(folder);
        QCOMPARE(check.problemCount, qsizetype(62));
        QCOMPARE(check.problems.size(), ManifestCheck::kMaxProblemLines);
        const QString all = check.problems.join(u'\n');
        QVERIFY2(all.contains(u"measurement.json: SHA-256 does not match"_s), qPrintable(all));
        QVERIFY2(all.contains(u"charts/chart-time.png: missing"_s), qPrintable(all));
        QVERIFY2(all.contains(u"extra-00.txt: not listed"_s), qPrintable(all));
        auto verified = verifyManifest(folder);
        QVERIFY(!verified);
        QVERIFY2(verified.error().contains(u"(and 61 more problem"_s), qPrintable(verified.error()));
    }

    void relativeFolderWithDotDot()
    {
        QTemporaryDir dir;
        VERIFY_OK(makeBundle(dir));
        const QString relative = QDir::current().relativeFilePath(dir.path());
        QVERIFY(relative.contains(u".."_s));
        QVERIFY(writeManifest(relative, QDateTime::currentDateTimeUtc(), ExistingFile::Replace));
        const ManifestCheck check = checkManifest(relative);
        QVERIFY2(check.verified(), qPrintable(check.problems.join(u'\n')));
        QCOMPARE(check.members.size(), 3);
        QVERIFY(checkManifest(dir.path() + u"/./charts/.."_s).verified());
    }

    // The same bundle named in every way a user may name it: writeManifest and then
    // checkManifest through that name, from the working folder `working` ("%1" is the
    // temporary folder that holds bundle/, work/ and link -> bundle).
    void folderNames_data()
    {
        QTest::addColumn<QString>("working");
        QTest::addColumn<QString>("name");
        QTest::addRow("absolute") << u"work"_s << u"%1/bundle"_s;
        QTest::addRow("absolute with a trailing slash") << u"work"_s << u"%1/bundle/"_s;
        QTest::addRow("absolute through a symbolic link") << u"work"_s << u"%1/link"_s;
        QTest::addRow("relative") << QString() << u"bundle"_s;
        QTest::addRow("relative with ./") << QString() << u"./bundle"_s;
        QTest::addRow("relative with a trailing slash") << QString() << u"bundle/"_s;
        QTest::addRow("relative from a sibling, ../") << u"work"_s << u"../bundle"_s;
        QTest::addRow("relative through a folder and ..") << QString() << u"work/../bundle"_s;
        QTest::addRow("the working folder itself, .") << u"bundle"_s << u"."_s;
        QTest::addRow("relative through a symbolic link") << QString() << u"link"_s;
        QTest::addRow("through a symbolic link, then ..") << QString() << u"link/../bundle"_s;
    }

    void folderNames()
    {
        QFETCH(QString, working);
        QFETCH(QString, name);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        VERIFY_OK(writeFixture(dir.filePath(u"bundle/a.csv"_s), "x,y\r\n"));
        VERIFY_OK(writeFixture(dir.filePath(u"bundle/charts/b.png"_s), QByteArray(10, 'b')));
        QVERIFY(QDir(dir.path()).mkdir(u"work"_s));
        symlink(u"bundle"_s, dir.filePath(u"link"_s));
        const QString folder = name.contains(u"%1"_s) ? name.arg(dir.path()) : name;

        const QString previous = QDir::currentPath();
        QVERIFY(QDir::setCurrent(dir.filePath(working)));
        const auto written
            = writeManifest(folder, QDateTime(QDate(2026, 9, 24), QTime(12, 0), Qt::UTC), ExistingFile::Refuse);
        const ManifestCheck check = checkManifest(folder);
        QVERIFY(QDir::setCurrent(previous));

        QVERIFY2(written, qPrintable(written ? QString() : written.error()));
        QCOMPARE(written->size(), 2);
        QVERIFY2(check.verified(), qPrintable(check.problems.join(u'\n')));
        QCOMPARE(check.members.size(), 2);
        QCOMPARE(check.members.at(0).name, u"a.csv"_s);
        QCOMPARE(check.members.at(1).name, u"charts/b.png"_s);
    }

    // An empty name is no folder: it must not become the root's "/MANIFEST.json".
    void emptyFolderNameIsRefused()
    {
        const ManifestCheck check = checkManifest(QString());
        QCOMPARE(check.problems, QStringList{u"the folder name is empty"_s});
        const auto written = writeManifest(QString(), QDateTime::currentDateTimeUtc(), ExistingFile::Refuse);
        QVERIFY(!written);
        QCOMPARE(written.error(), u"the folder name is empty"_s);
    }

    void writeManifestRefusesALink()
    {
        QTemporaryDir dir;
        VERIFY_OK(writeFixture(dir.filePath(u"a.txt"_s), "a"));
        symlink(u"/etc/hostname"_s, dir.filePath(u"b.txt"_s));
        auto written = writeManifest(dir.path(), QDateTime::currentDateTimeUtc(), ExistingFile::Refuse);
        QVERIFY(!written);
        QVERIFY2(written.error().contains(u"b.txt: a symbolic link"_s), qPrintable(written.error()));
    }
};

QTEST_GUILESS_MAIN(TestManifest)
#include "tst_manifest.moc"
