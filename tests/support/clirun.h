#pragma once

// Runs the `iteragpu` built with the tests: ITERAGPU_CLI is a compile definition of each test
// that includes this header (tests/CMakeLists.txt). A run that does not end within 30 s is killed
// and reported with exit code -1; a crash has exit code -2.
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

struct CliRun
{
    int exitCode = -1;
    QString out;
    QString err;
};

inline CliRun runCli(const QStringList &arguments,
                     const QProcessEnvironment &environment = QProcessEnvironment::systemEnvironment())
{
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(ITERAGPU_CLI), arguments);
    CliRun run;
    if (!process.waitForFinished(30'000)) {
        process.kill();
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}
