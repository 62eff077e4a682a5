// "Which package holds it" over large catalogs. Prints figures; not a test, ctest does not run it.
//  1. `iteragpu plan` (text, --json, --csv) over a generated catalog of 100,000 rows: wall time and
//     the child's peak resident size, each run in a fresh process.
//  2. The window's recompute: computePackagePlan for one duration, the table model reset and every
//     cell formatted as the view would, for the shipped catalog and a 5,000-row catalog (the most the
//     window shows). Median of the repeats.
// Usage: bench_plan [rows (default 100000)] [repeats (default 200)]
#include "core/files/textfile.h"
#include "core/quality/catalog.h"
#include "core/quality/packageplan.h"
#include "ui/estimate/plantablemodel.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>

#include <sys/resource.h>
#include <sys/wait.h>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace Qt::StringLiterals;
using namespace IteraGpu;

namespace {

QByteArray generatedCatalog(int rows)
{
    QByteArray text = "gpu_id,model,gpus_per_lot,gpu_memory_gib,duration_days,price_cents,snapshot_date\n";
    const int days[] = {3, 7, 30};
    for (int i = 0; i < rows; ++i) {
        const int gpu = i / 3;
        text += "g" + QByteArray::number(gpu) + ",Model " + QByteArray::number(gpu) + ","
            + QByteArray::number(1 + gpu % 8) + "," + QByteArray::number(16 + gpu % 200) + ","
            + QByteArray::number(days[i % 3]) + "," + QByteArray::number(1000 + (gpu * 37) % 100000 + i % 3)
            + ",2026-09-24 (generated)\n";
    }
    return text;
}

// One process: wall seconds and its peak resident size in KiB (wait4's rusage).
void runPlan(const QString &cli, const QStringList &arguments, const char *what)
{
    QElapsedTimer timer;
    timer.start();
    std::fflush(stdout); // the child must not print this process's buffered lines again
    const pid_t pid = fork();
    if (pid == 0) {
        freopen("/dev/null", "w", stdout);
        std::vector<QByteArray> owned{QFile::encodeName(cli)};
        for (const QString &a : arguments)
            owned.push_back(a.toLocal8Bit());
        std::vector<char *> argv;
        for (QByteArray &a : owned)
            argv.push_back(a.data());
        argv.push_back(nullptr);
        execv(argv[0], argv.data());
        _exit(127);
    }
    int status = 0;
    rusage usage{};
    wait4(pid, &status, 0, &usage);
    const double seconds = timer.nsecsElapsed() / 1e9;
    std::printf("plan %-6s exit %d  wall %.3f s  peak RSS %.1f MiB\n", what, WEXITSTATUS(status), seconds,
                usage.ru_maxrss / 1024.0);
}

void windowRecompute(const Catalog &catalog, const PlanInput &base, int repeats, const char *what)
{
    PlanInput input = base;
    input.durations = {7};
    std::vector<qint64> ns;
    Ui::PlanTableModel model;
    qsizetype chars = 0;
    for (int i = 0; i < repeats; ++i) {
        QElapsedTimer timer;
        timer.start();
        auto plan = computePackagePlan(catalog, input, [](QStringView key) { return key.toString(); });
        model.setPlan(std::move(*plan), catalog.hasSpotPrices());
        chars += model.dump().size(); // every shown cell formatted once
        ns.push_back(timer.nsecsElapsed());
    }
    std::sort(ns.begin(), ns.end());
    std::printf("window recompute, %s (%lld rows, %d shown): median %.3f ms, max %.3f ms over %d (%lld chars)\n", what,
                qlonglong(catalog.tariffs().size()), model.rowCount(), ns[ns.size() / 2] / 1e6, ns.back() / 1e6,
                repeats, qlonglong(chars));
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const int rows = argc > 1 ? QByteArray(argv[1]).toInt() : 100'000;
    const int repeats = argc > 2 ? QByteArray(argv[2]).toInt() : 200;
    QTemporaryDir dir;
    const QString big = dir.filePath(u"catalog.csv"_s);
    if (Status s = writeNewFile(big, generatedCatalog(rows)); !s) {
        std::fprintf(stderr, "%s\n", qPrintable(s.error()));
        return 1;
    }
    const QString cli = QStringLiteral(ITERAGPU_CLI);
    const QStringList plan{u"plan"_s, u"--parameters"_s, u"70e9"_s, u"--bits"_s, u"16"_s, u"--catalog"_s, big};
    std::printf("catalog of %d rows\n", rows);
    runPlan(cli, plan, "text");
    runPlan(cli, plan + QStringList{u"--json"_s}, "--json");
    runPlan(cli, plan + QStringList{u"--csv"_s}, "--csv");

    auto input = parseEstimateInput(u"70e9", u"16", u"0", [](QStringView key) { return key.toString(); });
    const PlanInput planInput = planInputFromEstimate(computeEstimate(*input));
    auto shipped = Catalog::loadBuiltin();
    windowRecompute(*shipped, planInput, repeats, "shipped catalog");
    auto bound = Catalog::parse(QString::fromUtf8(generatedCatalog(5000)), u"5000.csv"_s);
    windowRecompute(*bound, planInput, std::max(1, repeats / 10), "5,000-row catalog");
    return 0;
}
