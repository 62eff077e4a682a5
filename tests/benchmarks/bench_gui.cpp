// Benchmark, not a test: figures measured in one run, no assertions.
//  1. process start to the main window's first Expose (median of runs of `iteragpu-lab
//     --exit-after-first-frame`, the Expose seen by an event filter on the QWindow), beside the
//     same figure for a bare Qt window with a chart (bench_bare_window), runs interleaved;
//  2. idle RSS of the window before the torch backend is loaded;
//  3. the longest GUI-thread stall while a dry-run measurement runs, backend load included,
//     with the Measure tab shown as a user watches it (a 10 ms heartbeat timer records its worst
//     lateness);
//  4. with --cli, the same stall during an 8-point local sweep in the window's sweep mode (each
//     point a child process of that iteragpu), then during a remote dry run and a remote 8-point
//     sweep over SSH: a real sshd on 127.0.0.1 (the tests' SshdFixture), that iteragpu as the
//     remote command at nice 10 (as the local worker thread), since here it shares the window's cores.
// Usage: bench_gui --app PATH --backend PATH [--cli PATH] [--runs N]   (under Xvfb or QT_QPA_PLATFORM=offscreen)
#include "core/files/textfile.h"
#include "core/remote/sshtarget.h"
#include "sshdfixture.h"
#include "ui/common/languagemanager.h"
#include "ui/mainwindow.h"
#include "ui/measure/measuretab.h"
#include "ui/measure/sweeppanel.h"
#include "ui/measure/sweeptablemodel.h"
#include "ui/remote/remotehostbox.h"
#include "ui/remote/remotehostchoice.h"
#include "ui/run/phasetablemodel.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>

#include <algorithm>
#include <ctime>
#include <functional>

using namespace Qt::StringLiterals;
using namespace IteraGpu::Ui;

namespace {

qint64 rssKiB()
{
    QFile status(u"/proc/self/status"_s);
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').first().toLongLong();
    }
    return -1;
}

// Process start to the first Expose of `program --exit-after-first-frame` (ms), -1 if none came.
double startToFirstExpose(const QString &program)
{
    QProcess process;
    process.setProcessChannelMode(QProcess::SeparateChannels);
    QElapsedTimer timer;
    timer.start();
    process.start(program, {u"--exit-after-first-frame"_s});
    double exposed = -1;
    while (process.state() != QProcess::NotRunning || process.bytesAvailable()) {
        process.waitForReadyRead(50);
        if (exposed < 0 && process.readAllStandardOutput().contains("first-expose"))
            exposed = double(timer.nsecsElapsed()) / 1e6;
        if (timer.elapsed() > 20'000)
            break;
    }
    process.waitForFinished(5000);
    return exposed;
}

// Medians of `runs` starts of each program, interleaved so that both see the same machine.
QList<double> startToFirstExpose(const QStringList &programs, int runs)
{
    QList<QList<double>> times(programs.size());
    for (int i = 0; i < runs; ++i) {
        for (qsizetype p = 0; p < programs.size(); ++p) {
            if (const double ms = startToFirstExpose(programs.at(p)); ms >= 0)
                times[p].append(ms);
        }
    }
    QList<double> medians;
    for (QList<double> &list : times) {
        std::sort(list.begin(), list.end());
        medians.append(list.isEmpty() ? -1 : list.at(list.size() / 2));
    }
    return medians;
}

// Lets the window lay out and paint what it was just given. A blocking event loop, as the
// application's own: processEvents() in a loop would keep this thread busy and take a core from the
// measurement's threads.
void settle(int ms)
{
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

qint64 threadCpuNs()
{
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return qint64(now.tv_sec) * 1'000'000'000 + now.tv_nsec;
}

// What the GUI thread did while a measurement ran.
struct Stall
{
    QList<qint64> lateness; // of each 10 ms heartbeat (ns), sorted
    qint64 worstAtMs = 0; // when the latest heartbeat came, from Run
    qint64 worstWorkNs = 0; // the GUI thread's own CPU time in the longest stall's interval
    qint64 longestWorkNs = 0; // the GUI thread's own CPU time between two heartbeats, at most
    qint64 longestWorkAtMs = 0;
    qint64 elapsedMs = 0;

    static double ms(qint64 ns) { return double(ns) / 1e6; }
    QString describe() const
    {
        return u"%1 s, %2 heartbeats: longest stall %3 ms (%4 ms after Run; the GUI thread worked %5 ms of that "
               u"interval), 99th percentile %6 ms; the GUI thread's own work between two heartbeats at most %7 ms "
               u"(%8 ms after Run)"_s.arg(double(elapsedMs) / 1000.0, 0, 'f', 1)
                   .arg(lateness.size())
                   .arg(ms(lateness.isEmpty() ? 0 : lateness.last()), 0, 'f', 1)
                   .arg(worstAtMs)
                   .arg(ms(worstWorkNs), 0, 'f', 1)
                   .arg(ms(lateness.isEmpty() ? 0 : lateness.at(lateness.size() * 99 / 100)), 0, 'f', 1)
                   .arg(ms(longestWorkNs), 0, 'f', 1)
                   .arg(longestWorkAtMs);
    }
};

// The GUI thread's longest stall from `start()` until `finished` is emitted (when `running()` says
// it started): a 10 ms heartbeat records its worst lateness; the thread's CPU time between beats
// tells its own work from waiting for a core (this machine's other threads: the measurement's, the
// X server's).
template <typename Sender, typename Signal>
Stall stallDuring(Sender *sender, Signal finished, const std::function<void()> &start,
                  const std::function<bool()> &running)
{
    Stall stall;
    QElapsedTimer clock;
    qint64 last = 0;
    qint64 lastCpu = threadCpuNs();
    QTimer heartbeat;
    heartbeat.setTimerType(Qt::PreciseTimer);
    heartbeat.setInterval(10);
    QObject::connect(&heartbeat, &QTimer::timeout, [&] {
        const qint64 now = clock.nsecsElapsed();
        const qint64 cpu = threadCpuNs();
        if (cpu - lastCpu > stall.longestWorkNs) {
            stall.longestWorkNs = cpu - lastCpu;
            stall.longestWorkAtMs = now / 1'000'000;
        }
        const qint64 late = now - last - 10'000'000;
        if (stall.lateness.isEmpty() || late >= *std::max_element(stall.lateness.begin(), stall.lateness.end())) {
            stall.worstAtMs = now / 1'000'000;
            stall.worstWorkNs = cpu - lastCpu;
        }
        stall.lateness.append(late);
        last = now;
        lastCpu = cpu;
    });
    QEventLoop loop; // blocking, as the application's own
    const auto connection = QObject::connect(sender, finished, &loop, &QEventLoop::quit);
    QTimer::singleShot(600'000, &loop, &QEventLoop::quit);
    clock.start();
    heartbeat.start();
    start();
    if (running())
        loop.exec();
    heartbeat.stop();
    QObject::disconnect(connection);
    stall.elapsedMs = clock.elapsed();
    std::sort(stall.lateness.begin(), stall.lateness.end());
    return stall;
}

Stall stallDuringRun(MeasureTab *tab)
{
    return stallDuring(
        tab, &MeasureTab::measurementFinished, [tab] { tab->run(); }, [tab] { return tab->isRunning(); });
}

// An 8-point CPU width sweep through the window's sweep mode, each point a child process of `cli`
// here, or of the remote sweep over `target` when one is given; the table and charts shown.
void sweepStall(MeasureTab *tab, const QString &cli, const QString &folder, const QString &where, QTextStream &out,
                int shownView = 0)
{
    tab->modeBox()->setCurrentIndex(1);
    SweepPanel *panel = tab->sweepPanel();
    panel->dimensionBox()->setCurrentIndex(panel->dimensionBox()->findData(u"width"_s));
    panel->valuesKindBox()->setCurrentIndex(0);
    panel->valuesEdit()->setText(u"64,96,128,192,256,384,512,768"_s);
    panel->bisectBox()->setChecked(false);
    panel->folderEdit()->setText(folder);
    panel->programEdit()->setText(cli);
    panel->remoteFolderEdit()->setText(folder + u"-remote"_s);
    tab->field(u"hidden"_s)->clear();
    auto *views = panel->findChild<QTabWidget *>(u"sweepViews"_s);
    views->setCurrentIndex(shownView); // the table, or a chart the user watches
    settle(300);
    const Stall stall = stallDuring(
        panel, &SweepPanel::sweepFinished, [panel] { panel->start(); }, [panel] { return panel->isRunning(); });
    out << u"GUI-thread stall during an 8-point %1 sweep in the window, its %2 shown (%3 points in the table; %4): "
           u"%5\n"_s.arg(where, views->tabText(shownView))
               .arg(panel->model()->rowCount())
               .arg(panel->statusLabel()->text().section(u'\n', 0, 0))
               .arg(stall.describe());
    out.flush();
    tab->modeBox()->setCurrentIndex(0);
}

// A remote dry run of the same shape as the local one, through the window, over a real sshd.
void remoteStall(MeasureTab *tab, const QString &cli, QTextStream &out)
{
    SshdFixture sshd;
    if (!sshd.available()) {
        out << u"remote run not measured: %1\n"_s.arg(sshd.whyNot());
        return;
    }
    // Here the "remote" CLI shares this machine's cores with the window, which a rented machine never
    // does: it runs at the local worker thread's nice value, 10, so that the figure is the window's.
    const QString command = QDir(sshd.folder()).filePath(u"iteragpu-nice"_s);
    if (IteraGpu::Status written = IteraGpu::writeNewFile(
            command, "#!/bin/sh\nexec nice -n 10 " + IteraGpu::shellQuote(cli).toUtf8() + " \"$@\"\n");
        !written || !QFile::setPermissions(command, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner)) {
        out << u"remote run not measured: cannot write %1\n"_s.arg(command);
        return;
    }
    RemoteHostChoice *choice = tab->remoteBox()->choice();
    choice->setConfigFile(sshd.target().configFile);
    choice->setDestination(sshd.target().destination);
    choice->setRemoteCommand(command);
    choice->setRemote(true);
    tab->field(u"output"_s)->setText(QDir(sshd.folder()).filePath(u"bench-fetched.json"_s));
    tab->field(u"remoteOutput"_s)->setText(QDir(sshd.folder()).filePath(u"bench-remote.json"_s));
    settle(300); // the form shown as the user sees it before Run: its new layout is not the run's
    const Stall stall = stallDuringRun(tab);
    const bool complete
        = tab->lastResult() && tab->lastResult()->kind == IteraGpu::MeasurementRunResult::Kind::Complete;
    out << u"GUI-thread stall during a remote dry run over SSH (%1, %2 rows): %3\n"_s
               .arg(complete ? u"complete"_s : u"NOT complete"_s)
               .arg(tab->phaseModel()->rowCount())
               .arg(stall.describe());
    if (!complete && tab->lastResult())
        out << u"  the remote run ended: %1\n"_s.arg(tab->statusLabel()->text());
    sweepStall(tab, cli, QDir(sshd.folder()).filePath(u"bench-sweep"_s), u"remote (SSH)"_s, out);
    choice->setRemote(false);
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QCommandLineParser parser;
    parser.addOptions({{u"app"_s, u"iteragpu-lab binary."_s, u"PATH"_s},
                       {u"backend"_s, u"Torch module."_s, u"PATH"_s},
                       {u"cli"_s, u"iteragpu binary: also measure a remote run over a local sshd."_s, u"PATH"_s},
                       {u"runs"_s, u"Start-up runs."_s, u"N"_s, u"10"_s}});
    parser.process(app);
    QTextStream out(stdout);

    const int runs = parser.value(u"runs"_s).toInt();
    const QList<double> firstExpose
        = startToFirstExpose({parser.value(u"app"_s), QStringLiteral(ITERAGPU_BARE_WINDOW)}, runs);
    out << u"process start to first Expose: median %1 ms over %2 runs (%3 platform); a bare Qt window with a "
           u"chart, runs interleaved: %4 ms (ratio %5)\n"_s.arg(firstExpose.at(0), 0, 'f', 1)
               .arg(runs)
               .arg(QGuiApplication::platformName())
               .arg(firstExpose.at(1), 0, 'f', 1)
               .arg(firstExpose.at(1) > 0 ? firstExpose.at(0) / firstExpose.at(1) : 0.0, 0, 'f', 2);
    out.flush();

    LanguageManager languages;
    languages.setLanguage(u"en"_s);
    MainWindow window(&languages);
    window.show();
    settle(500);
    out << u"idle RSS with the window shown, before the backend loads: %1 MiB\n"_s.arg(double(rssKiB()) / 1024.0, 0,
                                                                                       'f', 1);
    out.flush();

    MeasureTab *tab = window.measureTab();
    window.showTab(MainWindow::Tab::Measure); // its table and charts follow the run
    tab->setBackendPath(parser.value(u"backend"_s));
    QTemporaryDir temp;
    tab->deviceBox()->setCurrentText(u"cpu"_s);
    tab->field(u"batch"_s)->setText(u"2"_s);
    tab->field(u"context"_s)->setText(u"128"_s);
    tab->field(u"width"_s)->setText(u"1024"_s);
    tab->field(u"warmup"_s)->setText(u"3"_s);
    tab->field(u"repeats"_s)->setText(u"20"_s);
    tab->field(u"output"_s)->setText(temp.filePath(u"bench.json"_s));
    settle(300); // the form as the user sees it before Run

    const Stall stall = stallDuringRun(tab);
    out << u"GUI-thread stall during a dry-run measurement (backend load included): %1; RSS after %2 MiB\n"_s
               .arg(stall.describe())
               .arg(double(rssKiB()) / 1024.0, 0, 'f', 1);
    out.flush();
    if (parser.isSet(u"cli"_s)) {
        sweepStall(tab, parser.value(u"cli"_s), temp.filePath(u"sweep"_s), u"local"_s, out);
        sweepStall(tab, parser.value(u"cli"_s), temp.filePath(u"sweep-charted"_s), u"local"_s, out, 1);
        remoteStall(tab, QFileInfo(parser.value(u"cli"_s)).absoluteFilePath(), out);
    }
    return 0;
}
