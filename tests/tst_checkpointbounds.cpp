// The checkpoint readers' work is bounded by design: one pass (offsets as read), nothing kept
// that is not used, a key given twice refused, a sharded index that names its first missing shard
// before reading the rest, and a cancellation hook.
#include "checkpointfixture.h"
#include "core/estimate/checkpoint.h"
#include "core/estimate/gguf.h"
#include "core/estimate/safetensors.h"
#include "core/util/cancel.h"
#include "fixturefile.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace IteraGpu;
using Fixture::ggufString;
using Fixture::u32;
using Fixture::u64;

namespace {

const QByteArray kF32 = R"("dtype":"F32","shape":[2])";

Result<QList<CheckpointTensor>> parseRaw(const QByteArray &json, qint64 dataBytes, CancelFlag cancel = nullptr)
{
    MemorySource source(Fixture::rawSafetensors(json, dataBytes));
    return parseSafetensorsHeader(source, u"m.safetensors"_s, cancel);
}

QByteArray indexJson(const QByteArray &weightMap)
{
    return "{\"metadata\":{\"total_size\":8},\"weight_map\":{" + weightMap + "}}";
}

} // namespace

class TestCheckpointBounds : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void safetensorsRefusesATensorGivenTwice()
    {
        // QJsonObject kept one of the two entries and the file was accepted as one tensor.
        const QByteArray json
            = "{\"a\":{" + kF32 + R"(,"data_offsets":[0,8]},"a":{)" + kF32 + R"(,"data_offsets":[0,8]}})";
        auto tensors = parseRaw(json, 8);
        QVERIFY(!tensors);
        QCOMPARE(tensors.error(), u"m.safetensors: offset 62: tensor \"a\" appears twice"_s);
    }

    void safetensorsNamesTheEntryWhereItWasRead()
    {
        // A metadata key spelled like a tensor comes first; the error points at the tensor's own
        // entry (offset 8 + 26), not at the first `"b":` of the header (8 + 17), as a search did.
        const QByteArray json = R"({"__metadata__":{"b":"x"},"b":{"dtype":"F99","shape":[2],"data_offsets":[0,8]}})";
        auto tensors = parseRaw(json, 8);
        QVERIFY(!tensors);
        QVERIFY2(tensors.error().startsWith(u"m.safetensors: offset 34: tensor \"b\": dtype \"F99\""_s),
                 qPrintable(tensors.error()));
    }

    void safetensorsSyntaxErrorComesBeforeATensorProblem()
    {
        // The first tensor is bad, and the header is cut short further on: the JSON is named.
        const QByteArray json = R"({"a":{"dtype":"F99","shape":[2],"data_offsets":[0,8]},"b":)";
        auto tensors = parseRaw(json, 8);
        QVERIFY(!tensors);
        QVERIFY2(tensors.error().contains(u"the header is not a JSON object"_s), qPrintable(tensors.error()));
    }

    void safetensorsReturnsTensorsInDataOrder()
    {
        const QByteArray json = "{\"c\":{" + kF32 + R"(,"data_offsets":[16,24]},"a":{)" + kF32
            + R"(,"data_offsets":[0,8]},"b":{)" + kF32 + R"(,"data_offsets":[8,16]}})";
        auto tensors = parseRaw(json, 24);
        QVERIFY2(tensors, qPrintable(tensors.error()));
        QStringList names;
        for (const CheckpointTensor &t : *tensors)
            names.append(t.name);
        QCOMPARE(names, (QStringList{u"a"_s, u"b"_s, u"c"_s}));
    }

    void ggufKeepsOnlyTheKeysItUses()
    {
        Fixture::GgufWriter w;
        w.addU32("mistral.block_count", 4); // another architecture's key
        w.addString("tokenizer.ggml.model", "gpt2");
        w.addU32("llama.block_count", 2);
        w.addU32("llama.attention.head_count", 4);
        w.addString("general.architecture", "llama"); // after the keys it selects
        w.addU32("x.y.z", 7);
        MemorySource source(w.bytes());
        auto header = parseGgufHeader(source, u"m.gguf"_s);
        QVERIFY2(header, qPrintable(header.error()));
        QStringList kept = header->integers.keys();
        kept.sort();
        QCOMPARE(kept, (QStringList{u"llama.attention.head_count"_s, u"llama.block_count"_s}));
        QCOMPARE(header->strings.keys(), QStringList{u"general.architecture"_s});
        QCOMPARE(header->metadataCount, 6);
    }

    void ggufRefusesTooManyKeysBeforeReadingThem()
    {
        const QByteArray bytes = "GGUF" + u32(3) + u64(0) + u64(65'537) + QByteArray(65'537 * 14, '\0');
        MemorySource source(bytes);
        auto header = parseGgufHeader(source, u"m.gguf"_s);
        QVERIFY(!header);
        QCOMPARE(header.error(), u"m.gguf: offset 16: metadata count 65537 is more than 65536 keys"_s);
    }

    void ggufRepeatedKeyIsFoundAfterThePass()
    {
        // Keys are compared after the pass (by hash, then by their bytes at the recorded offsets);
        // a repeat before a later problem (the last value cut short) is still what is reported.
        const QByteArray bytes = "GGUF" + u32(3) + u64(0) + u64(4) + ggufString("a.b") + u32(4) + u32(1)
            + ggufString("c") + u32(4) + u32(2) + ggufString("a.b") + u32(4) + u32(3) + ggufString("d") + u32(4);
        MemorySource source(bytes);
        auto header = parseGgufHeader(source, u"m.gguf"_s);
        QVERIFY(!header);
        QCOMPARE(header.error(), u"m.gguf: offset 60: metadata key a.b appears twice"_s);
    }

    void indexNamesItsFirstMissingShardBeforeReadingTheRest()
    {
        // The map is broken further on; the missing shard is what a reader that checks shards as
        // they appear reports (the whole document was parsed first, and its syntax reported).
        QTemporaryDir dir;
        const QString index = dir.filePath(u"model.safetensors.index.json"_s);
        VERIFY_OK(writeFixture(index, "{\"weight_map\":{\"a\":\"missing.safetensors\",\"b\":\"x\" \"c\"}}"));
        auto c = readCheckpoint(index);
        QVERIFY(!c);
        QVERIFY2(c.error().contains(u"missing.safetensors: cannot be read (No such file or directory)"_s),
                 qPrintable(c.error()));
    }

    void indexRefusesATensorListedTwice()
    {
        QTemporaryDir dir;
        VERIFY_OK(writeFixture(dir.filePath(u"a.safetensors"_s), Fixture::safetensors({{"x", "F32", {2}}})));
        const QString index = dir.filePath(u"model.safetensors.index.json"_s);
        VERIFY_OK(writeFixture(index, indexJson(R"("x":"a.safetensors","x":"a.safetensors")")));
        auto c = readCheckpoint(index);
        QVERIFY(!c);
        QVERIFY2(c.error().contains(u"key \"x\" appears twice in one object"_s), qPrintable(c.error()));
    }

    void configWithARepeatedKeyGivesNoKvFigure()
    {
        QTemporaryDir dir;
        VERIFY_OK(writeFixture(dir.filePath(u"model.safetensors"_s), Fixture::safetensors({{"x", "F32", {2}}})));
        VERIFY_OK(writeFixture(dir.filePath(u"config.json"_s),
                               R"({"num_hidden_layers":2,"num_attention_heads":4,"hidden_size":64,)"
                               R"("num_hidden_layers":200})"));
        auto c = readCheckpoint(dir.path());
        QVERIFY2(c, qPrintable(c.error()));
        QVERIFY2(c->kv.problem.contains(u"key \"num_hidden_layers\" appears twice"_s), qPrintable(c->kv.problem));
    }

    void aPathStartingWithColonIsAFile()
    {
        // ":/..." would be a resource of the application for Qt's file classes.
        QTemporaryDir dir;
        // QDir::filePath would keep ":m.safetensors" as it is (a resource path to it).
        VERIFY_OK(writeFixture(dir.path() + u"/:m.safetensors"_s, Fixture::safetensors({{"x", "F32", {2}}})));
        const QString before = QDir::currentPath();
        QVERIFY(QDir::setCurrent(dir.path()));
        auto c = readCheckpoint(u":m.safetensors"_s);
        QDir::setCurrent(before);
        QVERIFY2(c, qPrintable(c.error()));
        QCOMPARE(c->tensors.size(), 1);
    }

    void cancelledReadsStop_data()
    {
        QTest::addColumn<QString>("suffix");
        QTest::addColumn<QByteArray>("bytes");
        QTest::addRow("safetensors") << u".safetensors"_s << Fixture::safetensors({{"x", "F32", {2}}});
        Fixture::GgufWriter w;
        w.addU32("a", 1);
        QTest::addRow("gguf") << u".gguf"_s << w.bytes();
    }

    void cancelledReadsStop()
    {
        QFETCH(QString, suffix);
        QFETCH(QByteArray, bytes);
        QTemporaryDir dir;
        const QString path = dir.filePath(u"m"_s + suffix);
        VERIFY_OK(writeFixture(path, bytes));
        std::atomic<bool> cancel{true};
        auto c = readCheckpointCancellable(path, &cancel);
        QVERIFY(!c);
        QVERIFY2(isCancelled(c.failure()), qPrintable(c.error()));
        cancel = false;
        QVERIFY(readCheckpointCancellable(path, &cancel));
    }
};

QTEST_GUILESS_MAIN(TestCheckpointBounds)
#include "tst_checkpointbounds.moc"
