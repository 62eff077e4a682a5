// Reads a sharded safetensors checkpoint of 30 shards of 5 GB each (headers written, the data
// areas left as holes in sparse files) through its index: the wall time of readCheckpoint and the
// bytes the process read meanwhile (/proc/self/io rchar), which stay near the size of the headers
// whatever the size of the data. Prints figures; asserts nothing.
#include "checkpointfixture.h"
#include "core/estimate/checkpoint.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>

using namespace Qt::StringLiterals;
using namespace IteraGpu;

namespace {

constexpr int kShards = 30;
constexpr int kTensorsPerShard = 10;
constexpr qint64 kElementsPerTensor = 250'000'000; // BF16: 500,000,000 bytes, 5 GB of data per shard
constexpr int kRuns = 7;

// Bytes this process has read through system calls so far, -1 where /proc is not there.
qint64 bytesRead()
{
    QFile io(u"/proc/self/io"_s);
    if (!io.open(QIODevice::ReadOnly))
        return -1;
    const auto match = QRegularExpression(u"rchar: (\\d+)"_s).match(QString::fromLatin1(io.readAll()));
    return match.hasMatch() ? match.captured(1).toLongLong() : -1;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    QTemporaryDir dir;
    QByteArray map;
    qint64 onDisk = 0;
    for (int shard = 0; shard < kShards; ++shard) {
        QList<Fixture::SafeTensor> tensors;
        for (int t = 0; t < kTensorsPerShard; ++t)
            tensors.append({"model.layers." + QByteArray::number(shard) + ".w" + QByteArray::number(t),
                            "BF16",
                            {kElementsPerTensor}});
        qint64 data = 0;
        const QByteArray header = Fixture::safetensorsHeader(tensors, &data);
        const QByteArray name
            = "model-" + QByteArray::number(shard + 1).rightJustified(5, '0') + "-of-00030.safetensors";
        const IteraGpu::Status written
            = Fixture::writeSparse(dir.filePath(QString::fromLatin1(name)), header, header.size() + data);
        if (!written) {
            out << written.error() << Qt::endl;
            return 1;
        }
        onDisk += header.size() + data;
        for (const auto &t : tensors)
            map += (map.isEmpty() ? "" : ",") + ("\"" + t.name + "\":\"" + name + "\"");
    }
    const QString index = dir.filePath(u"model.safetensors.index.json"_s);
    QFile indexFile(index);
    if (!indexFile.open(QIODevice::WriteOnly) || indexFile.write("{\"weight_map\":{" + map + "}}") < 0)
        return 1;
    indexFile.close();

    QList<qint64> microseconds;
    qint64 readDuringRuns = 0;
    qint64 stored = 0;
    for (int run = 0; run < kRuns; ++run) {
        const qint64 before = bytesRead();
        QElapsedTimer timer;
        timer.start();
        auto checkpoint = readCheckpoint(index);
        microseconds.append(timer.nsecsElapsed() / 1000);
        readDuringRuns = std::max(readDuringRuns, bytesRead() - before);
        if (!checkpoint) {
            out << checkpoint.error() << Qt::endl;
            return 1;
        }
        stored = checkpoint->totalBytes;
    }
    std::sort(microseconds.begin(), microseconds.end());
    out << u"checkpoint: %1 shards, %2 bytes of files (sparse), %3 bytes of tensors"_s.arg(kShards).arg(onDisk).arg(
        stored)
        << Qt::endl;
    out << u"readCheckpoint over the index, %1 runs: min %2 ms, median %3 ms, max %4 ms"_s.arg(kRuns)
               .arg(double(microseconds.first()) / 1000, 0, 'f', 2)
               .arg(double(microseconds[kRuns / 2]) / 1000, 0, 'f', 2)
               .arg(double(microseconds.last()) / 1000, 0, 'f', 2)
        << Qt::endl;
    out << u"bytes read by the process in one run (most): %1"_s.arg(readDuringRuns) << Qt::endl;
    return 0;
}
