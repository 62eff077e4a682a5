#include "core/remote/sshconfighosts.h"
#include "core/remote/sshtarget.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace IteraGpu;

// Quoting and validation of what reaches ssh and the remote shell. The quoting is checked with a
// real POSIX shell: `sh -c "printf '%s\n' QUOTED"` must print the argument back unchanged and run
// nothing.
class TestSshTarget : public QObject
{
    Q_OBJECT

private:
    static QString label(QStringView key) { return u"<"_s + key.toString() + u">"_s; }

    QTemporaryDir m_dir;

    QString writeFile(const QString &name, const QByteArray &bytes)
    {
        const QString path = m_dir.filePath(name);
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
            return {};
        return path;
    }

private Q_SLOTS:
    void quotingIsLiteralInARealShell_data()
    {
        QTest::addColumn<QString>("argument");
        QTest::addRow("plain") << u"report.json"_s;
        QTest::addRow("empty") << QString();
        QTest::addRow("spaces") << u"my report.json"_s;
        QTest::addRow("single quotes") << u"it's 'quoted'.json"_s;
        QTest::addRow("double quotes") << u"say \"hi\".json"_s;
        QTest::addRow("semicolon") << u"a.json; touch PWNED"_s;
        QTest::addRow("command substitution") << u"$(touch PWNED).json"_s;
        QTest::addRow("backticks") << u"`touch PWNED`.json"_s;
        QTest::addRow("variables and globs") << u"$HOME/*.json ${PATH} ~"_s;
        QTest::addRow("pipes and redirections") << u"a | touch PWNED > b && c || d & e"_s;
        QTest::addRow("backslashes") << u"a\\b\\'c\\"_s;
        QTest::addRow("leading dash") << u"--output=x"_s;
        QTest::addRow("unicode") << u"résultat é ü ✓.json"_s;
    }
    void quotingIsLiteralInARealShell()
    {
        QFETCH(QString, argument);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QProcess shell;
        shell.setWorkingDirectory(dir.path());
        shell.start(u"/bin/sh"_s, {u"-c"_s, u"printf '%s\\n' "_s + shellQuote(argument)});
        QVERIFY(shell.waitForFinished(10'000));
        QCOMPARE(QString::fromUtf8(shell.readAllStandardOutput()), argument + u'\n');
        QCOMPARE(shell.exitCode(), 0);
        QVERIFY2(!QFile::exists(dir.filePath(u"PWNED"_s)), "the shell ran part of the argument");
    }

    void homeRelativeCommandIsExpandedAndNothingElse()
    {
        QTemporaryDir home;
        QVERIFY(home.isValid());
        QProcess shell;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(u"HOME"_s, home.path());
        shell.setProcessEnvironment(environment);
        shell.setWorkingDirectory(home.path());
        const QString command = u"~/my dir/$(touch PWNED)"_s;
        shell.start(u"/bin/sh"_s, {u"-c"_s, u"printf '%s\\n' "_s + remoteCommandWord(command)});
        QVERIFY(shell.waitForFinished(10'000));
        QCOMPARE(QString::fromUtf8(shell.readAllStandardOutput()), home.path() + u"/my dir/$(touch PWNED)\n"_s);
        QVERIFY2(!QFile::exists(home.filePath(u"PWNED"_s)), "the shell ran part of the command");
        QCOMPARE(remoteCommandWord(u"/opt/iteragpu"_s), u"'/opt/iteragpu'"_s);
        QCOMPARE(remoteCommandWord(u"~user/x"_s), u"'~user/x'"_s); // only the caller's own home
    }

    void quoting()
    {
        QCOMPARE(shellQuote(u"it's"_s), u"'it'\\''s'"_s);
        QCOMPARE(shellQuote(QString()), u"''"_s);
    }

    void validation_data()
    {
        QTest::addColumn<QString>("destination");
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("error");
        QTest::addColumn<QString>("field");
        QTest::addRow("alias") << u"gpu-box"_s << u"iteragpu"_s << QString() << QString();
        QTest::addRow("user at host") << u"alice@gpu.example.org"_s << u"/opt/iteragpu/bin/iteragpu"_s << QString()
                                      << QString();
        QTest::addRow("ssh url with port") << u"ssh://alice@gpu:2222"_s << u"iteragpu"_s << QString() << QString();
        QTest::addRow("command with spaces is quoted, not refused")
            << u"gpu"_s << u"/opt/my tools/iteragpu"_s << QString() << QString();
        QTest::addRow("empty host") << QString() << u"iteragpu"_s
                                    << u"<ssh_destination>: enter a host, user@host or an alias of your SSH "
                                       u"configuration"_s
                                    << u"ssh_destination"_s;
        QTest::addRow("option as host") << u"-oProxyCommand=touch X"_s << u"iteragpu"_s
                                        << u"<ssh_destination>: -oProxyCommand=touch X starts with '-', which ssh "
                                           u"would read as an option; refused"_s
                                        << u"ssh_destination"_s;
        QTest::addRow("option after the user") << u"user@-oProxyCommand=touch${IFS}X"_s << u"iteragpu"_s
                                               << u"<ssh_destination>: user@-oProxyCommand=touch${IFS}X has an empty "
                                                  u"user or host, or one that starts with '-' (which ssh would read as "
                                                  u"an option); refused"_s
                                               << u"ssh_destination"_s;
        QTest::addRow("option as the user") << u"-l@host"_s << u"iteragpu"_s
                                            << u"<ssh_destination>: -l@host starts with '-', which ssh would read as "
                                               u"an option; refused"_s
                                            << u"ssh_destination"_s;
        QTest::addRow("empty user") << u"@gpu"_s << u"iteragpu"_s
                                    << u"<ssh_destination>: @gpu has an empty user or host, or one that starts with "
                                       u"'-' (which ssh would read as an option); refused"_s
                                    << u"ssh_destination"_s;
        QTest::addRow("url with an option as host") << u"ssh://alice@-oProxyCommand=x"_s << u"iteragpu"_s
                                                    << u"<ssh_destination>: ssh://alice@-oProxyCommand=x is not of "
                                                       u"the form ssh://[user@]host[:port] with a port from 1 to "
                                                       u"65535"_s
                                                    << u"ssh_destination"_s;
        QTest::addRow("space in host") << u"gpu box"_s << u"iteragpu"_s
                                       << u"<ssh_destination>: gpu box holds a space or a control character; refused"_s
                                       << u"ssh_destination"_s;
        QTest::addRow("newline in host") << u"gpu\nbox"_s << u"iteragpu"_s
                                         << u"<ssh_destination>: gpu\\nbox holds a space or a control character; "
                                            u"refused"_s
                                         << u"ssh_destination"_s;
        QTest::addRow("port out of range")
            << u"ssh://gpu:70000"_s << u"iteragpu"_s
            << u"<ssh_destination>: ssh://gpu:70000 is not of the form ssh://[user@]host[:port] with a port from 1 "
               u"to 65535"_s
            << u"ssh_destination"_s;
        QTest::addRow("url without host") << u"ssh://alice@"_s << u"iteragpu"_s
                                          << u"<ssh_destination>: ssh://alice@ is not of the form "
                                             u"ssh://[user@]host[:port] with a port from 1 to 65535"_s
                                          << u"ssh_destination"_s;
        QTest::addRow("empty command") << u"gpu"_s << QString()
                                       << u"<remote_command>: enter the path of iteragpu on the remote host (or just "
                                          u"iteragpu)"_s
                                       << u"remote_command"_s;
        QTest::addRow("newline in command")
            << u"gpu"_s << u"iteragpu\ntouch PWNED"_s
            << u"<remote_command>: iteragpu\\ntouch PWNED holds a line break or a control character; refused"_s
            << u"remote_command"_s;
    }
    void validation()
    {
        QFETCH(QString, destination);
        QFETCH(QString, command);
        QFETCH(QString, error);
        QFETCH(QString, field);
        const Status status = validateSshTarget({destination, command, {}, {}}, label);
        QCOMPARE(status.error(), error);
        QCOMPARE(status.errorField(), field);
        QCOMPARE(bool(status), error.isEmpty());
    }

    void argumentsQuoteEveryRemoteWordAfterTheDestination()
    {
        const QString config = writeFile(u"my config"_s, "Host gpu\n");
        const QString identity = writeFile(u"keys/id_ed25519"_s, "not a key, only its path is passed\n");
        const auto arguments = sshArguments({u"ssh://alice@gpu:2222"_s, u"/opt/x y/iteragpu"_s, config, identity},
                                            {u"measure"_s, u"--output"_s, u"a b;$(c).json"_s});
        QVERIFY2(arguments, qPrintable(arguments.error()));
        // Each path is one argument of its own, whatever it holds: ssh's argv, not a shell line.
        QCOMPARE(*arguments,
                 (QStringList{u"-T"_s,
                              u"-o"_s,
                              u"BatchMode=yes"_s,
                              u"-o"_s,
                              u"ConnectTimeout=10"_s,
                              u"-o"_s,
                              u"ServerAliveInterval=2"_s,
                              u"-o"_s,
                              u"ServerAliveCountMax=3"_s,
                              u"-F"_s,
                              config,
                              u"-i"_s,
                              identity,
                              u"-p"_s,
                              u"2222"_s,
                              u"--"_s,
                              u"alice@gpu"_s,
                              u"'/opt/x y/iteragpu'"_s,
                              u"'measure'"_s,
                              u"'--output'"_s,
                              u"'a b;$(c).json'"_s}));
        // Neither option is passed when its path is empty.
        const auto plain = sshArguments({u"gpu"_s, u"iteragpu"_s, {}, {}}, {});
        QVERIFY(!plain->contains(u"-F"_s) && !plain->contains(u"-i"_s));
    }

    void argumentsRefuseControlCharactersAndBadTargets()
    {
        const auto newline = sshArguments({u"gpu"_s, u"iteragpu"_s, {}, {}}, {u"--output"_s, u"a\ntouch PWNED"_s});
        QCOMPARE(newline.error(),
                 u"a\\ntouch PWNED holds a line break or a control character and cannot be passed "
                 u"to the remote host; refused"_s);
        const auto option = sshArguments({u"-oProxyCommand=touch X"_s, u"iteragpu"_s, {}, {}}, {});
        QCOMPARE(option.error(),
                 u"SSH host: -oProxyCommand=touch X starts with '-', which ssh would read as an "
                 u"option; refused"_s);
        QCOMPARE(option.errorField(), u"ssh_destination"_s);
    }

    void configAndIdentityPathsValidated_data()
    {
        QTest::addColumn<QString>("configFile");
        QTest::addColumn<QString>("identityFile");
        QTest::addColumn<QString>("error");
        QTest::addColumn<QString>("field");
        const QString file = writeFile(u"valid"_s, "Host gpu\n");
        QTest::addRow("both valid") << file << file << QString() << QString();
        QTest::addRow("newline in config") << file + u"\n-oProxyCommand=touch PWNED"_s << QString()
                                           << u"<ssh_config_file>: %1\\n-oProxyCommand=touch PWNED holds a line "
                                              u"break or a control character; refused"_s.arg(file)
                                           << u"ssh_config_file"_s;
        QTest::addRow("escape in identity")
            << QString() << file + u"\x1b[2J"_s
            << u"<ssh_identity_file>: %1\\e[2J holds a line break or a control character; refused"_s.arg(file)
            << u"ssh_identity_file"_s;
        QTest::addRow("relative config") << u"-oProxyCommand=x"_s << QString()
                                         << u"<ssh_config_file>: -oProxyCommand=x is not an absolute path (start it "
                                            u"with / or ~/)"_s
                                         << u"ssh_config_file"_s;
        QTest::addRow("missing identity")
            << QString() << m_dir.filePath(u"absent"_s)
            << u"<ssh_identity_file>: %1 is not an existing file"_s.arg(m_dir.filePath(u"absent"_s))
            << u"ssh_identity_file"_s;
        QTest::addRow("folder as config")
            << m_dir.path() << QString() << u"<ssh_config_file>: %1 is not an existing file"_s.arg(m_dir.path())
            << u"ssh_config_file"_s;
    }
    void configAndIdentityPathsValidated()
    {
        QFETCH(QString, configFile);
        QFETCH(QString, identityFile);
        QFETCH(QString, error);
        QFETCH(QString, field);
        const SshTarget target{u"gpu"_s, u"iteragpu"_s, configFile, identityFile};
        const Status status = validateSshTarget(target, label);
        QCOMPARE(status.error(), error);
        QCOMPARE(status.errorField(), field);
        // Refused targets never become ssh arguments.
        QCOMPARE(bool(sshArguments(target, {})), error.isEmpty());
    }

    void configAliasesSkipPatternsAndFollowIncludes()
    {
        // ~/.ssh of this test: a relative Include is read there, as ssh reads it.
        const QString sshFolder = m_dir.filePath(u"dot-ssh"_s);
        writeFile(u"dot-ssh/config.d/20-lab.conf"_s, "Host lab-b\n  HostName 10.0.0.2\n");
        writeFile(u"dot-ssh/config.d/10-lab.conf"_s, "Host lab-a\n# Host commented-out\n");
        writeFile(u"dot-ssh/config.d/notes.txt"_s, "Host not-matched-by-the-glob\n");
        writeFile(u"dot-ssh/extra"_s,
                  "host=lower-case-equals\nInclude \"" + m_dir.filePath(u"main"_s).toUtf8()
                      + "\"\n"); // a loop back to the first file is read once
        const QString main = writeFile(u"main"_s,
                                       "# the user's configuration\n"
                                       "Host gpu-box \"quoted alias\" *.internal\n"
                                       "  HostName 192.0.2.7\n  User alice\n  ProxyCommand touch SHOULD-NEVER-RUN\n"
                                       "Host *\n  ServerAliveInterval 30\n"
                                       "Host build-? !gpu-box rented\n"
                                       "Match exec \"touch SHOULD-NEVER-RUN\" host matched\n"
                                       "Include config.d/*.conf extra\n"
                                       "  Host   gpu-box\n"); // a repeated alias is offered once
        QVERIFY(!main.isEmpty());
        const QStringList aliases = sshConfigHostAliases(main, sshFolder);
        QCOMPARE(aliases,
                 (QStringList{u"gpu-box"_s, u"quoted alias"_s, u"rented"_s, u"lab-a"_s, u"lab-b"_s,
                              u"lower-case-equals"_s}));
        QVERIFY(!QFile::exists(u"SHOULD-NEVER-RUN"_s) && !QFile::exists(QDir::home().filePath(u"SHOULD-NEVER-RUN"_s)));
        // A missing or binary file offers nothing, and is no error.
        QVERIFY(sshConfigHostAliases(m_dir.filePath(u"absent"_s), sshFolder).isEmpty());
        QVERIFY(sshConfigHostAliases(writeFile(u"binary"_s, QByteArray("Host a\0b\n", 9)), sshFolder).isEmpty());
    }

    void failureLines_data()
    {
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("standardError");
        QTest::addColumn<QString>("line");
        QTest::addRow("unknown host key")
            << 255
            << u"No ED25519 host key is known for [127.0.0.1]:2222 and you have requested strict checking.\n"
               u"Host key verification failed.\n"_s
            << u"The host key of gpu is unknown or has changed: connect once with 'ssh gpu' in a terminal, check the "
               u"key and accept it, then try again."_s;
        QTest::addRow("authentication refused")
            << 255 << u"alice@127.0.0.1: Permission denied (publickey).\n"_s
            << u"gpu refused the authentication: add your key to the SSH agent (ssh-add) or name it in ~/.ssh/config "
               u"(IdentityFile); no password is asked here."_s;
        QTest::addRow("host not found")
            << 255 << u"ssh: Could not resolve hostname gpu: Name or service not known\n"_s
            << u"The host gpu was not found: check its name, or its alias in ~/.ssh/config."_s;
        QTest::addRow("connection refused")
            << 255 << u"ssh: connect to host 127.0.0.1 port 1: Connection refused\n"_s
            << u"gpu refused the connection: check that its SSH server runs and the port."_s;
        QTest::addRow("dropped") << 255 << u"Connection to 127.0.0.1 closed by remote host.\n"_s
                                 << u"The connection to gpu dropped."_s;
        QTest::addRow("keep-alive timeout")
            << 255 << u"Timeout, server 127.0.0.1 not responding.\n"_s << u"The connection to gpu dropped."_s;
        QTest::addRow("bash: command not found")
            << 127 << u"bash: line 1: iteragpu: command not found\n"_s
            << u"iteragpu was not found on gpu (command not found): install the iteragpu command-line tool there or "
               u"set its path."_s;
        QTest::addRow("dash: not found") << 127 << u"sh: 1: iteragpu: not found\n"_s
                                         << u"iteragpu was not found on gpu (command not found): install the iteragpu "
                                            u"command-line tool there or set its path."_s;
        QTest::addRow("other ssh failure") << 255 << u"ssh: some new failure\x1b[31m\n"_s
                                           << u"ssh could not reach gpu: ssh: some new failure\\e[31m"_s;
        QTest::addRow("the remote command refused on its own")
            << 2 << u"iteragpu measure: --output x.json: exists already\n"_s << QString();
        QTest::addRow("success") << 0 << QString() << QString();
    }
    void failureLines()
    {
        QFETCH(int, exitCode);
        QFETCH(QString, standardError);
        QFETCH(QString, line);
        QCOMPARE(sshFailureLine(exitCode, standardError, {u"gpu"_s, u"iteragpu"_s, {}, {}}), line);
    }

    void hostLabelDropsTheUserName()
    {
        QCOMPARE(sshHostLabel(u"alice@gpu-box"_s), u"gpu-box"_s);
        QCOMPARE(sshHostLabel(u"ssh://alice@gpu-box:2222"_s), u"gpu-box:2222"_s);
        QCOMPARE(sshHostLabel(u"gpu-alias"_s), u"gpu-alias"_s);
    }
};

QTEST_GUILESS_MAIN(TestSshTarget)
#include "tst_sshtarget.moc"
