// `iteragpu compare` over 50 measurement reports of 100 repeats each (written here with the
// report writer): the wall time of the CLI processes comparing them (one process holds up to
// kMaxComparedRuns, so all 50 go to one), and the in-process time to read and validate all 50.
// Prints figures; asserts nothing.
#include "core/reports/comparison.h"
#include "core/reports/reportreader.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <QTextStream>

using namespace Qt::StringLiterals;
using namespace IteraGpu;

namespace {

constexpr int kReports = 50;
constexpr int kRepeats = 100;

MeasurementReport syntheticReport(int n)
{
    MeasurementReport report;
    report.config
        = MeasurementConfig{u"cuda:0"_s, 8, 512, 1024, 4096, Dtype::Float16, 2, kRepeats, quint64(n), u"m.json"_s};
    report.environment.requestedDevice = u"cuda:0"_s;
    DeviceFacts &device = report.environment.device;
    device.name = u"cuda:0"_s;
    device.type = DeviceType::Cuda;
    device.available = true;
    device.deviceName = u"NVIDIA H100 80GB HBM3"_s;
    device.totalMemoryBytes = 85'045'870'592;
    device.computeCapability = u"9.0"_s;
    report.environment.backendError = u"not loaded"_s;
    report.startedUtc = QDateTime(QDate(2026, 3, 14), QTime(9, 30, 0), Qt::UTC);
    const auto row = [&](Phase phase, int index, int iterations, qint64 ns, qint64 allocated) {
        const qint64 reserved = allocated * 2;
        return PhaseRow{phase,
                        index,
                        iterations,
                        ns,
                        MemoryCounters{allocated, reserved, allocated, reserved},
                        MemoryCounters{allocated, reserved, allocated + 512 * n, reserved + 512 * n}};
    };
    QList<PhaseRow> &rows = report.outcome.rows;
    rows.append(row(Phase::ModelLoad, 0, 1, 2'000'000 + n, 0));
    rows.append(row(Phase::Inputs, 0, 1, 50'000, 16'777'216));
    rows.append(row(Phase::ColdForward, 0, 1, 90'000'000, 83'886'080));
    rows.append(row(Phase::Warmup, 0, 2, 1'500'000, 83'886'080));
    for (int i = 1; i <= kRepeats; ++i)
        rows.append(row(Phase::WarmForward, i, 1, 700'000 + 13 * i + n, 83'886'080));
    return report;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    QTemporaryDir dir;
    QStringList files;
    for (int n = 0; n < kReports; ++n) {
        const QString path = dir.filePath(u"run-%1.json"_s.arg(n, 2, 10, QChar(u'0')));
        if (Status written = writeMeasurementReport(path, syntheticReport(n)); !written) {
            out << written.error() << Qt::endl;
            return 1;
        }
        files.append(path);
    }

    QElapsedTimer timer;
    timer.start();
    for (const QString &file : std::as_const(files)) {
        if (auto loaded = readReport(file); !loaded) {
            out << loaded.error() << Qt::endl;
            return 1;
        }
    }
    out << u"read and validate %1 reports in process: %2 ms\n"_s.arg(kReports).arg(timer.nsecsElapsed() / 1e6, 0, 'f',
                                                                                   1);

    timer.restart();
    int processes = 0;
    for (qsizetype first = 0; first < files.size(); first += kMaxComparedRuns, ++processes) {
        const qsizetype start = std::min(first, files.size() - kMaxComparedRuns);
        QProcess process;
        process.start(QStringLiteral(ITERAGPU_CLI),
                      QStringList{u"compare"_s, u"--csv"_s} + files.mid(start, kMaxComparedRuns));
        if (!process.waitForFinished(60'000) || process.exitCode() != 0) {
            out << u"iteragpu compare failed: "_s << QString::fromUtf8(process.readAllStandardError()) << Qt::endl;
            return 1;
        }
    }
    out << u"iteragpu compare over all %1 reports (%2 processes of up to %3): %4 ms\n"_s.arg(kReports)
               .arg(processes)
               .arg(kMaxComparedRuns)
               .arg(timer.nsecsElapsed() / 1e6, 0, 'f', 1);
    return 0;
}
