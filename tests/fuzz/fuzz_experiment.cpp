// libFuzzer target for an experiment folder as `verify`, `show DIR` and the window read it. The
// input is cut at each "\n--8<--\n" into experiment.json, protocol.json, the grid's CSV, one
// stored report (reports/run.json) and one catalog snapshot (catalogs/catalog.csv); they are
// written into one folder, with a MANIFEST.json that matches them (so that every reader behind the
// manifest's check is reached), and the folder is checked, summarised and opened.
// Readers must never crash or hang, and must agree: a folder that verifies is summarised and opens.
// Run it as docs/ARCHITECTURE.md ("Fuzzing") describes.
#include "core/experiment/experiment.h"
#include "core/experiment/experimentcheck.h"
#include "core/experiment/experimentsummary.h"
#include "core/files/manifest.h"
#include "core/files/textfile.h"

#include <QByteArray>
#include <QByteArrayList>
#include <QDateTime>
#include <QDir>
#include <QString>
#include <QTemporaryDir>

#include <cstddef>
#include <cstdint>

using namespace Qt::StringLiterals;
using namespace IteraGpu;

namespace {

// One folder for the whole run, emptied before each input (in memory where /dev/shm exists).
const QString &folder()
{
    static const QTemporaryDir dir(QDir(u"/dev/shm"_s).exists() ? u"/dev/shm/fuzz-experiment-XXXXXX"_s
                                                                : QDir::tempPath() + u"/fuzz-experiment-XXXXXX"_s);
    static const QString path = dir.path() + u"/exp"_s;
    return path;
}

const QByteArray kSeparator = QByteArrayLiteral("\n--8<--\n");

bool write(const QString &path, const QByteArray &bytes)
{
    return bool(writeNewFile(path, bytes));
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray input(reinterpret_cast<const char *>(data), qsizetype(size));
    QByteArrayList files(5);
    qsizetype from = 0;
    for (QByteArray &file : files) {
        const qsizetype cut = input.indexOf(kSeparator, from);
        file = input.mid(from, cut < 0 ? -1 : cut - from);
        if (cut < 0)
            break;
        from = cut + kSeparator.size();
    }
    const QString dir = folder();
    QDir(dir).removeRecursively();
    if (!QDir().mkpath(dir + u"/reports"_s) || !QDir().mkpath(dir + u"/catalogs"_s))
        __builtin_trap();
    const QStringList names{ExperimentFile::index, ExperimentFile::protocol, ExperimentFile::grid,
                            u"reports/run.json"_s, u"catalogs/catalog.csv"_s};
    for (qsizetype i = 0; i < names.size(); ++i) {
        if (!write(dir + u'/' + names.at(i), files.at(i)))
            __builtin_trap();
    }
    if (!writeManifest(dir, QDateTime(QDate(2026, 1, 1), QTime(0, 0), Qt::UTC), ExistingFile::Refuse))
        __builtin_trap(); // five small files in a folder of our own always make a manifest

    const ExperimentCheck check = checkExperiment(dir);
    const auto summary = summarizeExperiment(dir);
    if (check.verified() != bool(summary))
        __builtin_trap();
    if (check.verified() && !openExperiment(dir))
        __builtin_trap();
    return 0;
}
