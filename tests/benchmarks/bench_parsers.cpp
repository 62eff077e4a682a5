// Peak memory of loading catalogs built to make a parser allocate far more than their size:
// a header plus 60 MiB of blank lines, 60 MiB of commas, and a 60 MiB line of "x,". Each load
// runs in a child process whose peak resident set size (ru_maxrss) is printed.
#include "quality/catalog.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTextStream>

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace Qt::StringLiterals;
using namespace IteraGpu;

namespace {

constexpr qint64 kBodyBytes = 60LL * 1024 * 1024;

bool writeCatalog(const QString &path, const QByteArray &pattern)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    file.write("gpu_id,model,gpus_per_lot,gpu_memory_gib,duration_days,price_cents,snapshot_date\n");
    const QByteArray block = pattern.repeated(int(1024 * 1024 / pattern.size()));
    for (qint64 written = 0; written < kBodyBytes; written += block.size())
        file.write(block);
    return file.error() == QFileDevice::NoError;
}

} // namespace

int main()
{
    QTextStream out(stdout);
    QTemporaryDir dir;
    const std::pair<const char *, QByteArray> cases[] = {{"blank lines", "\n"}, {"commas", ","}, {"x, line", "x,"}};
    for (const auto &[name, pattern] : cases) {
        const QString path = dir.filePath(u"catalog.csv"_s);
        if (!writeCatalog(path, pattern)) {
            out << name << ": cannot write the test file in " << dir.path() << '\n';
            return 1;
        }
        out << name << ": ";
        out.flush();
        QElapsedTimer timer;
        timer.start();
        const pid_t child = ::fork();
        if (child == 0) {
            auto catalog = Catalog::load(path);
            QTextStream childOut(stdout);
            childOut << (catalog ? u"loaded"_s : catalog.error().mid(path.size())) << Qt::endl;
            ::_exit(0);
        }
        int status = 0;
        rusage usage{};
        ::wait4(child, &status, 0, &usage);
        out << "  peak RSS " << usage.ru_maxrss / 1024 << " MiB for a " << (kBodyBytes >> 20) << " MiB file, "
            << timer.elapsed() << " ms\n";
        out.flush();
        QFile::remove(path);
    }
    return 0;
}
