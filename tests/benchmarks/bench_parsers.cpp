// Time and peak memory of every parser at its input limit. Each input is written first (not
// timed), then parsed in a fresh process (this program again, `--child PARSER PATH`) whose wall
// time and peak resident set size (ru_maxrss, the whole process: Qt, the input's bytes, the
// parse) are printed with their ratio to the input's size; a child still running after --stop seconds (default 120) is
// killed and reported as such. The CLI rows run the real `iteragpu` with its output sent to /dev/null. Usage:
// bench_parsers [--stop SECONDS] [--only NAME] [--cli PATH]
#include "core/estimate/checkpoint.h"
#include "core/files/manifest.h"
#include "core/files/textfile.h"
#include "core/measure/measurementreport.h"
#include "core/quality/catalog.h"
#include "core/quality/recovery.h"
#include "core/quality/resultsgrid.h"
#include "core/reports/reportreader.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTextStream>
#include <QtEndian>

#include <csignal>
#include <fcntl.h>
#include <functional>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace Qt::StringLiterals;
using namespace IteraGpu;

namespace {

constexpr qint64 kMiB = 1024 * 1024;
const QByteArray kCatalogHeader = "gpu_id,model,gpus_per_lot,gpu_memory_gib,duration_days,price_cents,snapshot_date\n";
const QByteArray kGridHeader
    = "run_id,date_utc,status,gpu_id,duration_days,lots,lot_price_cents,catalog_snapshot,device,device_name,dtype,"
      "batch,context,width,warmup,repeats,measurement_file,warm_forward_median_s,peak_allocated_bytes,"
      "peak_reserved_bytes,useful_units_submitted,accepted_results,quality_value,threshold_met,notes\n";

bool writeAll(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.flush();
}

QByteArray u32(quint32 v)
{
    QByteArray b(4, '\0');
    qToLittleEndian(v, b.data());
    return b;
}

QByteArray u64(quint64 v)
{
    QByteArray b(8, '\0');
    qToLittleEndian(v, b.data());
    return b;
}

QByteArray ggufString(const QByteArray &s)
{
    return u64(quint64(s.size())) + s;
}

// A valid catalog of `bytes` at most: one GPU per three rows (3, 7 and 30 days).
QByteArray catalogText(qint64 bytes)
{
    QByteArray text = kCatalogHeader;
    text.reserve(qsizetype(bytes));
    for (qint64 gpu = 0;; ++gpu) {
        QByteArray rows;
        for (const char *days : {"3", "7", "30"})
            rows += "g" + QByteArray::number(gpu).rightJustified(7, '0') + ",M,1,80," + days + ",100,2026-09-24\n";
        if (text.size() + rows.size() > bytes)
            return text;
        text += rows;
    }
}

// A valid results grid of `bytes` at most, with rows of about `rowBytes` (the notes fill them).
QByteArray gridText(qint64 bytes, qint64 rowBytes, qint64 maxRows)
{
    QByteArray text = kGridHeader;
    text.reserve(qsizetype(bytes));
    for (qint64 row = 1; row <= maxRows; ++row) {
        QByteArray line = "run-" + QByteArray::number(row)
            + ",2026-09-24T14:05:00Z,complete,,,,,,cpu,,float32,1,1,8,0,1," + "r" + QByteArray::number(row)
            + ".json,0.000412345,,,,,,,";
        line += QByteArray(std::max<qint64>(0, rowBytes - line.size() - 1), 'n') + '\n';
        if (text.size() + line.size() > bytes)
            break;
        text += line;
    }
    return text;
}

QByteArray safetensorsFile(qint64 tensors)
{
    QByteArray json = "{";
    json.reserve(qsizetype(tensors * 80));
    for (qint64 i = 0; i < tensors; ++i) {
        json += (i ? ",\"" : "\"") + ("model.layers." + QByteArray::number(i) + ".weight")
            + "\":{\"dtype\":\"F16\","
              "\"shape\":[1],\"data_offsets\":["
            + QByteArray::number(2 * i) + "," + QByteArray::number(2 * i + 2) + "]}";
    }
    json += "}";
    return u64(quint64(json.size())) + json + QByteArray(qsizetype(2 * tensors), '\0');
}

QByteArray ggufHead(quint64 tensors, quint64 metadata)
{
    return "GGUF" + u32(3) + u64(tensors) + u64(metadata);
}

// `tensors` F32 tensors of one element each (padded to 32 bytes) and no metadata.
QByteArray ggufTensors(quint64 tensors)
{
    QByteArray bytes = ggufHead(tensors, 0);
    for (quint64 i = 0; i < tensors; ++i)
        bytes += ggufString("blk." + QByteArray::number(i) + ".w") + u32(1) + u64(1) + u32(0) + u64(32 * i);
    bytes += QByteArray(int((32 - bytes.size() % 32) % 32), '\0');
    return bytes + QByteArray(qsizetype(32 * tensors), '\0');
}

// Zeros up to the next multiple of 32 (the default alignment: where the tensor data starts).
QByteArray padded(QByteArray bytes)
{
    return bytes + QByteArray(int((32 - bytes.size() % 32) % 32), '\0');
}

// One metadata key holding an array of `count` empty strings (8 bytes each), no tensor.
QByteArray ggufStringArray(quint64 count)
{
    QByteArray bytes = ggufHead(0, 1) + ggufString("tokenizer.ggml.tokens") + u32(9) + u32(8) + u64(count);
    bytes += QByteArray(qsizetype(8 * count), '\0');
    return padded(bytes);
}

// `keys` metadata keys with uint32 values, no tensor.
QByteArray ggufKeys(quint64 keys)
{
    QByteArray bytes = ggufHead(0, keys);
    for (quint64 i = 0; i < keys; ++i)
        bytes += ggufString("k." + QByteArray::number(i)) + u32(4) + u32(1);
    return padded(bytes);
}

// A complete CPU dry-run report with `repeats` warm_forward rows, as `measure` writes it.
QByteArray measurementReport(int repeats)
{
    MeasurementReport report;
    report.config.device = u"cpu"_s;
    report.config.batch = 1;
    report.config.context = 2;
    report.config.width = 8;
    report.config.hidden = 32;
    report.config.warmup = 0;
    report.config.repeats = repeats;
    report.config.output = u"run.json"_s;
    report.startedUtc = QDateTime(QDate(2026, 9, 24), QTime(14, 5), Qt::UTC);
    report.environment = environmentReport({u"cpu"_s, QString(), nullptr, u"no module in this benchmark"_s});
    for (Phase phase : {Phase::ModelLoad, Phase::Inputs, Phase::ColdForward})
        report.outcome.rows.append(PhaseRow{phase, 0, 1, 412345, {}, {}});
    for (int i = 1; i <= repeats; ++i)
        report.outcome.rows.append(PhaseRow{Phase::WarmForward, i, 1, 412345 + i, {}, {}});
    return QJsonDocument(report.toJson()).toJson(QJsonDocument::Indented);
}

QByteArray manifestText(qint64 bytes)
{
    QByteArray text
        = "{\"format\":\"iteragpu-lab/manifest\",\"format_version\":1,\"created_utc\":\"2026-09-24T14:05:00Z\","
          "\"members\":[";
    const QByteArray sha(64, 'a');
    for (qint64 i = 0; text.size() < bytes - 200; ++i)
        text += (i ? ",{\"name\":\"f" : "{\"name\":\"f") + QByteArray::number(i) + "\",\"size\":1,\"sha256\":\"" + sha
            + "\"}";
    return text + "]}";
}

struct Case
{
    const char *name;
    QString input; // the file whose size the ratios use
    QString parser; // what the child runs on `target` (see runParser), or empty for a CLI command line
    QString target;
    QStringList cli; // a CLI command line (arguments after the program)
};

int reportOutcome(bool parsed, const QString &error)
{
    QTextStream(stderr) << (parsed ? u"parsed"_s : u"refused: "_s + error.left(160)) << '\n';
    return parsed ? 0 : 1;
}

// The child's work: one parse of `path`, 0 when it was accepted, 1 when refused.
int runParser(const QString &parser, const QString &path)
{
    if (parser == u"catalog")
        return [&] {
            auto c = Catalog::load(path);
            return reportOutcome(bool(c), c ? QString() : c.error());
        }();
    if (parser == u"grid")
        return [&] {
            auto g = ResultsGrid::load(path);
            return reportOutcome(bool(g), g ? QString() : g.error());
        }();
    if (parser == u"recovery") {
        auto bytes = readFileBytes(path);
        auto s = RecoverySnapshot::fromJson(*bytes, u"recovery.json"_s);
        return reportOutcome(bool(s), s ? QString() : s.error());
    }
    if (parser == u"report") {
        auto r = readReport(path);
        return reportOutcome(bool(r), r ? QString() : r.error());
    }
    if (parser == u"manifest") {
        auto bytes = readFileBytes(path, 16 * kMiB);
        const ManifestCheck check = parseManifest(*bytes, u"MANIFEST.json"_s);
        return reportOutcome(check.verified(), check.problems.value(0));
    }
    if (parser == u"idle")
        return reportOutcome(true, {}); // the process alone: Qt, its libraries, no input
    if (parser == u"checkpoint") {
        auto c = readCheckpoint(path);
        return reportOutcome(bool(c), c ? QString() : c.error());
    }
    return 2;
}

// Runs one case; returns its peak RSS in MiB.
double runCase(QTextStream &out, const Case &c, int stopSeconds, const QString &cli, const QString &self,
               double idleMiB)
{
    const qint64 size = QFileInfo(c.input).size();
    QElapsedTimer timer;
    timer.start();
    const pid_t child = ::fork();
    if (child == 0) {
        // A fresh process (exec), so that its peak RSS is its own and not the inputs this one wrote.
        {
            const int null = ::open("/dev/null", O_WRONLY);
            ::dup2(null, STDOUT_FILENO);
            QList<QByteArray> args{QFile::encodeName(c.cli.isEmpty() ? self : cli)};
            const QStringList rest = c.cli.isEmpty() ? QStringList{u"--child"_s, c.parser, c.target} : c.cli;
            for (const QString &a : rest)
                args.append(a.toUtf8());
            std::vector<char *> argv;
            for (QByteArray &a : args)
                argv.push_back(a.data());
            argv.push_back(nullptr);
            ::execv(argv[0], argv.data());
            ::_exit(127);
        }
    }
    int status = 0;
    rusage usage{};
    bool stopped = false;
    for (;;) {
        const pid_t done = ::wait4(child, &status, WNOHANG, &usage);
        if (done == child)
            break;
        if (timer.elapsed() > stopSeconds * 1000LL) {
            ::kill(child, SIGKILL);
            ::wait4(child, &status, 0, &usage);
            stopped = true;
            break;
        }
        ::usleep(2000);
    }
    const qint64 ms = timer.elapsed();
    const double rssMiB = double(usage.ru_maxrss) / 1024.0;
    const double inputMiB = double(size) / double(kMiB);
    out << qSetFieldWidth(44) << Qt::left << QString::fromLatin1(c.name) << qSetFieldWidth(10) << Qt::right
        << QString::number(inputMiB, 'f', 1) << qSetFieldWidth(12)
        << (stopped ? u"> %1 s"_s.arg(stopSeconds) : QString::number(double(ms) / 1000.0, 'f', 2) + u" s"_s)
        << qSetFieldWidth(11) << QString::number(rssMiB, 'f', 0) << qSetFieldWidth(8)
        << (size > 0 ? QString::number(rssMiB / inputMiB, 'f', 1) : u"-"_s) << qSetFieldWidth(9)
        << (size > 0 && idleMiB > 0 ? QString::number((rssMiB - idleMiB) / inputMiB, 'f', 1) : u"-"_s)
        << qSetFieldWidth(0) << u"  "_s
        << (stopped ? u"stopped"_s
                : WIFEXITED(status)
                ? (WEXITSTATUS(status) == 0 ? u"parsed"_s : u"refused/exit %1"_s.arg(WEXITSTATUS(status)))
                : u"signal %1"_s.arg(WTERMSIG(status)))
        << '\n';
    out.flush();
    return rssMiB;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() == 4 && args.at(1) == u"--child")
        return runParser(args.at(2), args.at(3));
    const auto option = [&](const QString &name, const QString &fallback) {
        const qsizetype at = args.indexOf(name);
        return at >= 0 && at + 1 < args.size() ? args.at(at + 1) : fallback;
    };
    const int stopSeconds = option(u"--stop"_s, u"120"_s).toInt();
    const QString only = option(u"--only"_s, QString());
    const QString cli = option(u"--cli"_s, QString());
    QTextStream out(stdout);
    QTemporaryDir dir;
    const auto path = [&](const QString &name) { return dir.filePath(name); };
    const auto write = [&](const QString &name, const QByteArray &bytes) {
        if (!writeAll(path(name), bytes))
            qFatal("cannot write %s", qPrintable(path(name)));
        return path(name);
    };

    QList<Case> cases;
    const QString empty = write(u"empty"_s, QByteArray());
    cases.append({"idle process (no input, no parse)", empty, u"idle"_s, empty, {}});
    const auto want = [&](const char *name) { return only.isEmpty() || QString::fromLatin1(name).contains(only); };
    if (want("catalog")) {
        const QString catalog = write(u"catalog.csv"_s, catalogText(kMaxInputBytes));
        cases.append({"catalog: 64 MiB valid", catalog, u"catalog"_s, catalog, {}});
        if (!cli.isEmpty()) {
            cases.append({"catalog: iteragpu catalog", catalog, {}, {}, {u"catalog"_s, u"--catalog"_s, catalog}});
            cases.append({"catalog: iteragpu catalog --json",
                          catalog,
                          {},
                          {},
                          {u"catalog"_s, u"--catalog"_s, catalog, u"--json"_s}});
            cases.append({"catalog: iteragpu cost",
                          catalog,
                          {},
                          {},
                          {u"cost"_s, u"--catalog"_s, catalog, u"--gpu"_s, u"g0000001"_s, u"--days"_s, u"7"_s,
                           u"--lots"_s, u"1"_s}});
        }
        const QString commas = write(u"commas.csv"_s, kCatalogHeader + QByteArray(kMaxInputBytes - 100, ','));
        cases.append({"catalog: 64 MiB of commas (refused)", commas, u"catalog"_s, commas, {}});
    }
    if (want("grid")) {
        const QString many = write(u"grid-rows.csv"_s, gridText(kMaxInputBytes, 0, 100'000));
        cases.append({"grid: 100,000 short rows", many, u"grid"_s, many, {}});
        const QString full = write(u"grid-full.csv"_s, gridText(kMaxInputBytes, 670, 100'000));
        cases.append({"grid: 64 MiB valid (long notes)", full, u"grid"_s, full, {}});
        QByteArray fields = QByteArray("x,").repeated(255) + "x\n";
        const QString wide = write(u"grid-wide.csv"_s, fields.repeated(int((kMaxInputBytes - 100) / fields.size())));
        cases.append({"grid: 63 MiB of 256-field lines (refused)", wide, u"grid"_s, wide, {}});
    }
    if (want("recovery")) {
        // Written by hand: the grid's text as one JSON string (only its line breaks need escapes).
        QByteArray csv = gridText(kMaxInputBytes - 8192, 670, 100'000);
        csv.replace("\n", "\\n");
        const QByteArray json = "{\"format\":\"iteragpu-lab/recovery\",\"format_version\":1,"
                                "\"saved_utc\":\"2026-09-24T14:05:00Z\",\"grid\":{\"path\":\"\",\"csv\":\""
            + csv + "\"}}";
        const QString recovery = write(u"recovery.json"_s, json);
        cases.append({"recovery file: 64 MiB", recovery, u"recovery"_s, recovery, {}});
    }
    if (want("report")) {
        int repeats = 40'000;
        QByteArray report = measurementReport(repeats);
        while (report.size() > kMaxReportBytes - 8192)
            report = measurementReport(repeats -= 2000);
        const QString file = write(u"report.json"_s, report);
        cases.append({"report: 16 MiB valid", file, u"report"_s, file, {}});
    }
    if (want("manifest")) {
        const QString file = write(u"manifest.json"_s, manifestText(16 * kMiB));
        cases.append({"manifest: 16 MiB", file, u"manifest"_s, file, {}});
    }
    if (want("safetensors")) {
        const QString file = write(u"model.safetensors"_s, safetensorsFile(1'000'000));
        cases.append({"safetensors: 1,000,000 tensors", file, u"checkpoint"_s, file, {}});
    }
    if (want("index")) {
        QDir(dir.path()).mkdir(u"sharded"_s);
        QJsonObject map;
        for (int i = 0; i < 1'000'000; ++i)
            map.insert(u"model.layers.%1.weight"_s.arg(i),
                       u"model-%1-of-01000.safetensors"_s.arg(i % 1000 + 1, 5, 10, QChar(u'0')));
        const QString file = write(u"sharded/model.safetensors.index.json"_s,
                                   QJsonDocument(QJsonObject{{u"weight_map"_s, map}}).toJson(QJsonDocument::Compact));
        cases.append({"index.json: 1,000,000 entries, shards missing", file, u"checkpoint"_s, file, {}});
    }
    if (want("gguf")) {
        const QString tensors = write(u"tensors.gguf"_s, ggufTensors(1'000'000));
        cases.append({"gguf: 1,000,000 tensor infos", tensors, u"checkpoint"_s, tensors, {}});
        const QString strings = write(u"strings.gguf"_s, ggufStringArray(quint64(kMaxGgufHeaderBytes / 8 - 16)));
        cases.append({"gguf: 1 GiB array of empty strings", strings, u"checkpoint"_s, strings, {}});
        const QString keys = write(u"keys.gguf"_s, ggufKeys(65'536));
        cases.append({"gguf: 65,536 metadata keys", keys, u"checkpoint"_s, keys, {}});
        const QString manyKeys = write(u"manykeys.gguf"_s, ggufKeys(16'000'000));
        cases.append({"gguf: 16,000,000 metadata keys", manyKeys, u"checkpoint"_s, manyKeys, {}});
    }
    if (want("config")) {
        QDir(dir.path()).mkdir(u"withconfig"_s);
        write(u"withconfig/model.safetensors"_s, safetensorsFile(1));
        QJsonObject config{{u"num_hidden_layers"_s, 2}, {u"num_attention_heads"_s, 4}, {u"hidden_size"_s, 64}};
        QJsonArray filler;
        const QString text(1000, u'x');
        while (filler.size() * 1004 < kMaxInputBytes - 4096)
            filler.append(text);
        config.insert(u"filler"_s, filler);
        const QString file = write(u"withconfig/config.json"_s, QJsonDocument(config).toJson(QJsonDocument::Compact));
        cases.append({"config.json: 64 MiB", file, u"checkpoint"_s, QFileInfo(file).path(), {}});
    }

    out << qSetFieldWidth(44) << Qt::left << u"parser and input"_s << qSetFieldWidth(10) << Qt::right << u"MiB"_s
        << qSetFieldWidth(12) << u"time"_s << qSetFieldWidth(11) << u"peak RSS"_s << qSetFieldWidth(8) << u"RSS/in"_s
        << qSetFieldWidth(9) << u"parse/in"_s << qSetFieldWidth(0) << u"  outcome\n"_s;
    double idleMiB = 0;
    for (const Case &c : std::as_const(cases)) {
        const double rss = runCase(out, c, stopSeconds, cli, QCoreApplication::applicationFilePath(), idleMiB);
        if (c.parser == u"idle")
            idleMiB = rss;
    }
    out << "peak RSS: the child's whole process (ru_maxrss, MiB), Qt and the input's bytes included; parse/in: that\n"
           "minus the idle process's, over the input's size; time: wall clock from fork to exit; inputs written\n"
           "beforehand are not counted. The CLI rows are the iteragpu process (parse and output to /dev/null).\n";
    return 0;
}
