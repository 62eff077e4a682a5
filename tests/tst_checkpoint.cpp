// Checkpoints written byte by byte (tests/support/checkpointfixture.h) and read back from their
// headers: exact bytes and counts, and malformed files refused with the file and the offset.
#include "checkpointfixture.h"
#include "core/estimate/checkpoint.h"
#include "core/estimate/checkpointestimate.h"
#include "core/estimate/gguf.h"
#include "core/estimate/safetensors.h"
#include "fixturefile.h"

#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace IteraGpu;
using Fixture::ggufString;
using Fixture::u32;
using Fixture::u64;

namespace {

// "BF16 2 1024 512": type, tensors, bytes, elements per line, for readable failures.
QString typeDump(const Checkpoint &c)
{
    QStringList lines;
    for (const TypeTotal &t : c.byType)
        lines.append(u"%1 %2 %3 %4"_s.arg(t.type).arg(t.tensors).arg(t.bytes).arg(t.elements));
    return lines.join(u'\n');
}

QList<Fixture::SafeTensor> fiveDtypes()
{
    return {
        {"model.embed_tokens.weight", "BF16", {32, 16}}, // 512 elements, 1024 bytes
        {"model.layers.0.self_attn.q_proj.weight", "F16", {16, 16}}, // 256, 512
        {"model.norm.weight", "F32", {16}}, // 16, 64
        {"model.layers.0.mlp.qweight", "I8", {16, 8}}, // 128, 128
        {"model.layers.0.mlp.qzeros", "U8", {4}}, // 4, 4
    };
}

// A llama-architecture GGUF as a converter writes it, with F16, Q8_0, Q4_0, Q4_K and F32 tensors.
Fixture::GgufWriter llamaGguf(quint32 version = 3)
{
    Fixture::GgufWriter w(version);
    w.addString("general.architecture", "llama");
    w.addString("general.name", "tiny llama");
    w.addU32("general.file_type", 15);
    w.addU32("general.quantization_version", 2);
    w.addU32("general.alignment", 32);
    w.addU32("llama.context_length", 4096);
    w.addU32("llama.embedding_length", 64);
    w.addU32("llama.block_count", 2);
    w.addU32("llama.feed_forward_length", 128);
    w.addU32("llama.rope.dimension_count", 16);
    w.addU32("llama.attention.head_count", 4);
    w.addU32("llama.attention.head_count_kv", 2);
    w.addF32("llama.attention.layer_norm_rms_epsilon", 1e-5f);
    w.addF32("llama.rope.freq_base", 10000.0f);
    w.addU32("llama.vocab_size", 8);
    w.addString("tokenizer.ggml.model", "llama");
    w.addStringArray("tokenizer.ggml.tokens", {"<unk>", "<s>", "</s>", "a", "b", "c", "d", "e"});
    w.addF32Array("tokenizer.ggml.scores", {0, 0, 0, -1, -2, -3, -4, -5});
    w.addI32Array("tokenizer.ggml.token_type", {2, 3, 3, 1, 1, 1, 1, 1});
    w.addU32("tokenizer.ggml.bos_token_id", 1);
    w.addBool("tokenizer.ggml.add_bos_token", true);
    w.addTensor("token_embd.weight", {64, 8}, 1, 1024); // F16: 512 elements × 2
    w.addTensor("blk.0.attn_q.weight", {64, 64}, 8, 4352); // Q8_0: 4096 / 32 × 34
    w.addTensor("blk.0.ffn_up.weight", {64, 128}, 2, 4608); // Q4_0: 8192 / 32 × 18
    w.addTensor("blk.0.ffn_down.weight", {256, 64}, 12, 9216); // Q4_K: 16384 / 256 × 144
    w.addTensor("output_norm.weight", {64}, 0, 256); // F32: 64 × 4
    return w;
}

} // namespace

class TestCheckpoint : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void singleSafetensorsFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"model.safetensors"_s);
        VERIFY_OK(writeFixture(path, Fixture::safetensors(fiveDtypes())));
        auto c = readCheckpoint(path);
        QVERIFY2(c, qPrintable(c.error()));
        QCOMPARE(c->format, CheckpointFormat::Safetensors);
        QCOMPARE(c->files, QStringList{path});
        QCOMPARE(c->tensors.size(), 5);
        QCOMPARE(c->totalBytes, qint64(1024 + 512 + 64 + 128 + 4));
        QCOMPARE(c->totalElements, qint64(512 + 256 + 16 + 128 + 4));
        QCOMPARE(typeDump(*c), u"BF16 1 1024 512\nF16 1 512 256\nI8 1 128 128\nF32 1 64 16\nU8 1 4 4"_s);
        QCOMPARE(c->tensors[c->largest].name, u"model.embed_tokens.weight"_s);
        QCOMPARE(c->tensors[c->largest].shape, (QList<qint64>{32, 16}));
        QCOMPARE(c->packing, Packing::None); // integer tensors, but no quantization config
        QVERIFY2(c->kv.problem.contains(u"no config.json"_s), qPrintable(c->kv.problem));
    }

    void quantizationConfigMarksPackedTensors()
    {
        QTemporaryDir dir;
        VERIFY_OK(writeFixture(dir.filePath(u"model.safetensors"_s), Fixture::safetensors(fiveDtypes())));
        VERIFY_OK(writeFixture(dir.filePath(u"config.json"_s),
                               R"({"num_hidden_layers": 2, "num_attention_heads": 4, "hidden_size": 64,
                                   "quantization_config": {"quant_method": "gptq", "bits": 4}})"));
        auto c = readCheckpoint(dir.path()); // the folder
        QVERIFY2(c, qPrintable(c.error()));
        QCOMPARE(c->packing, Packing::QuantizationConfig);
        QCOMPARE(c->quantizationMethod, u"gptq"_s);
        QVERIFY(c->kv.known());
        QCOMPARE(c->kv.kvHeads, qint64(4));
    }

    void threeShardsWithIndex()
    {
        QTemporaryDir dir;
        const QList<QList<Fixture::SafeTensor>> shards = {
            {{"embed.weight", "BF16", {100, 8}}, {"layers.0.q.weight", "BF16", {8, 8}}},
            {{"layers.0.k.weight", "F16", {8, 4}}, {"layers.0.qweight", "I8", {8, 3}}},
            {{"norm.weight", "F32", {8}}, {"lm_head.weight", "BF16", {100, 8}}, {"layers.0.zeros", "U8", {5}}},
        };
        QByteArray map;
        for (int i = 0; i < shards.size(); ++i) {
            const QByteArray shard = "model-0000" + QByteArray::number(i + 1) + "-of-00003.safetensors";
            VERIFY_OK(writeFixture(dir.filePath(QString::fromLatin1(shard)), Fixture::safetensors(shards[i])));
            for (const auto &t : shards[i])
                map += (map.isEmpty() ? "" : ",") + ("\"" + t.name + "\":\"" + shard + "\"");
        }
        const QString index = dir.filePath(u"model.safetensors.index.json"_s);
        VERIFY_OK(writeFixture(index, "{\"metadata\":{\"total_size\":3509},\"weight_map\":{" + map + "}}"));
        for (const QString &path : {index, dir.path()}) {
            auto c = readCheckpoint(path);
            QVERIFY2(c, qPrintable(c.error()));
            QCOMPARE(c->files.size(), 4); // the index and its three shards
            QCOMPARE(c->tensors.size(), 7);
            QCOMPARE(c->totalBytes, qint64(1600 + 128 + 64 + 24 + 32 + 1600 + 5));
            QCOMPARE(c->totalElements, qint64(800 + 64 + 32 + 24 + 8 + 800 + 5));
            QCOMPARE(typeDump(*c), u"BF16 3 3328 1664\nF16 1 64 32\nF32 1 32 8\nI8 1 24 24\nU8 1 5 5"_s);
            QCOMPARE(c->tensors[c->largest].name, u"embed.weight"_s); // first of the two largest
        }
    }

    void indexMustMatchItsShards()
    {
        QTemporaryDir dir;
        VERIFY_OK(writeFixture(dir.filePath(u"a.safetensors"_s), Fixture::safetensors({{"x", "F32", {2}}})));
        const QString index = dir.filePath(u"model.safetensors.index.json"_s);
        VERIFY_OK(writeFixture(index, R"({"weight_map":{"x":"a.safetensors","y":"a.safetensors"}})"));
        auto c = readCheckpoint(index);
        QVERIFY(!c);
        QVERIFY2(c.error().contains(u"weight_map lists 2 tensor(s) in a.safetensors, the file holds 1"_s),
                 qPrintable(c.error()));
        const QString climbing = dir.filePath(u"climbing.safetensors.index.json"_s);
        VERIFY_OK(writeFixture(climbing, R"({"weight_map":{"x":"../a.safetensors"}})"));
        c = readCheckpoint(climbing);
        QVERIFY(!c);
        QVERIFY2(c.error().contains(u"weight_map[\"x\"]"_s), qPrintable(c.error()));
    }

    void ggufLlama_data()
    {
        QTest::addColumn<quint32>("version");
        QTest::addRow("version 3") << 3u;
        QTest::addRow("version 2") << 2u;
    }
    void ggufLlama()
    {
        QFETCH(quint32, version);
        QTemporaryDir dir;
        const QString path = dir.filePath(u"tiny.gguf"_s);
        VERIFY_OK(writeFixture(path, llamaGguf(version).bytes()));
        auto c = readCheckpoint(path);
        QVERIFY2(c, qPrintable(c.error()));
        QCOMPARE(c->format, CheckpointFormat::Gguf);
        QCOMPARE(c->tensors.size(), 5);
        QCOMPARE(c->totalBytes, qint64(1024 + 4352 + 4608 + 9216 + 256));
        QCOMPARE(c->totalElements, qint64(512 + 4096 + 8192 + 16384 + 64));
        QCOMPARE(typeDump(*c),
                 u"Q4_K 1 9216 16384\nQ4_0 1 4608 8192\nQ8_0 1 4352 4096\nF16 1 1024 512\nF32 1 256 64"_s);
        QCOMPARE(c->tensors[c->largest].name, u"blk.0.ffn_down.weight"_s);
        QCOMPARE(c->packing, Packing::GgufBlocks);
        QVERIFY2(c->kv.known(), qPrintable(c->kv.problem));
        QCOMPARE(c->kv.layers, qint64(2));
        QCOMPARE(c->kv.kvHeads, qint64(2));
        QCOMPARE(c->kv.keyLength, qint64(16)); // embedding_length 64 / head_count 4
        QCOMPARE(c->kv.valueLength, qint64(16));
    }

    void estimateLinesBesideTheStoredBytes()
    {
        QTemporaryDir dir;
        const QString gguf = dir.filePath(u"tiny.gguf"_s);
        VERIFY_OK(writeFixture(gguf, llamaGguf().bytes()));
        auto options = parseCheckpointOptions(u"4", true, u"100", u"2", u"8", u"0.5",
                                              [](QStringView key) { return key.toString(); });
        QVERIFY2(options, qPrintable(options.error()));
        auto e = estimateFromCheckpoint(*readCheckpoint(gguf), *options);
        QVERIFY2(e, qPrintable(e.error()));
        // Cast to 4 bits: 29,248 elements take 29,248 bytes at whole bytes, 14,624 packed.
        QCOMPARE(e->load->weightBytes, qint64(29'248));
        QCOMPARE(e->load->packedWeightBytes, std::optional<qint64>(14'624));
        // KV: 2 layers × 2 batch × 100 context × 2 heads × (16 + 16) × 8 / 8 = 25,600 bytes.
        QCOMPARE(e->kv->bytes, qint64(25'600));
        QCOMPARE(e->reserveBytes, qint64(1) << 29);
        // The cast is what loads: its packed bytes replace the 19,456 stored bytes in the total.
        QCOMPARE(e->checkpoint.totalBytes, qint64(19'456));
        QCOMPARE(e->weightBytes, qint64(14'624));
        QCOMPARE(e->totalBytes, qint64(14'624 + 25'600 + (qint64(1) << 29)));
        const QJsonObject json = checkpointEstimateToJson(*e);
        QCOMPARE(json.value(u"load_as"_s).toObject().value(u"packed_bytes"_s).toInteger(), qint64(14'624));
        QCOMPARE(json.value(u"load_as"_s).toObject().value(u"counted_bytes"_s).toInteger(), qint64(14'624));
        QCOMPARE(json.value(u"weight_bytes"_s).toInteger(), qint64(14'624));
        QCOMPARE(json.value(u"total"_s).toObject().value(u"bytes"_s).toInteger(), e->totalBytes);
        QCOMPARE(json.value(u"checkpoint"_s).toObject().value(u"stored"_s).toObject().value(u"bytes"_s).toInteger(),
                 qint64(19'456));

        // Packed safetensors: no cast figure, and the reason; no config field, no KV figure.
        VERIFY_OK(writeFixture(dir.filePath(u"q/model.safetensors"_s), Fixture::safetensors(fiveDtypes())));
        VERIFY_OK(writeFixture(dir.filePath(u"q/config.json"_s),
                               R"({"num_hidden_layers": 2, "quantization_config": {"quant_method": "awq"}})"));
        auto packed = estimateFromCheckpoint(*readCheckpoint(dir.filePath(u"q"_s)), *options);
        QVERIFY2(packed, qPrintable(packed.error()));
        QVERIFY(!packed->load);
        QCOMPARE(packed->loadProblem, u"no cast figure: the element counts of packed tensors are not parameters"_s);
        QVERIFY(!packed->kv);
        QVERIFY2(packed->kvProblem.contains(u"num_attention_heads"_s), qPrintable(packed->kvProblem));
        QCOMPARE(packed->totalBytes, qint64(1732) + (qint64(1) << 29));
        QVERIFY(packingNote(packed->checkpoint).contains(u"\"awq\""_s));
    }

    // "Load as N bits" with decimals: exact, the packed figure counted, the seed's rule beside it.
    void loadBitsCountInTheTotal_data()
    {
        QTest::addColumn<QString>("loadBits");
        QTest::addColumn<qint64>("counted");
        QTest::addColumn<qint64>("seed");
        QTest::addRow("as stored") << QString() << qint64(19'456) << qint64(-1);
        QTest::addRow("16 bits, whole bytes") << u"16"_s << qint64(58'496) << qint64(58'496);
        // 29,248 elements × 4.5 / 8 = 16,452 bytes; the seed's rule: 1 byte each.
        QTest::addRow("4.5 bits") << u"4.5"_s << qint64(16'452) << qint64(29'248);
        // 29,248 × 4.85 / 8 = 17,731.6 -> 17,732 bytes, rounded up in total.
        QTest::addRow("4.85 bits") << u"4.85"_s << qint64(17'732) << qint64(29'248);
    }
    void loadBitsCountInTheTotal()
    {
        QFETCH(QString, loadBits);
        QFETCH(qint64, counted);
        QFETCH(qint64, seed);
        QTemporaryDir dir;
        const QString gguf = dir.filePath(u"tiny.gguf"_s);
        VERIFY_OK(writeFixture(gguf, llamaGguf().bytes()));
        auto options = parseCheckpointOptions(loadBits, false, {}, {}, {}, u"0"_s,
                                              [](QStringView key) { return key.toString(); });
        QVERIFY2(options, qPrintable(options.error()));
        auto e = estimateFromCheckpoint(*readCheckpoint(gguf), *options);
        QVERIFY2(e, qPrintable(e.error()));
        QCOMPARE(e->checkpoint.totalBytes, qint64(19'456)); // the stored bytes stay
        QCOMPARE(e->weightBytes, counted);
        QCOMPARE(e->totalBytes, counted);
        QCOMPARE(e->load.has_value(), seed >= 0);
        if (e->load)
            QCOMPARE(e->load->weightBytes, seed);
    }

    void loadBitsRefused()
    {
        auto options = parseCheckpointOptions(u"4.555"_s, false, {}, {}, {}, u"0"_s,
                                              [](QStringView key) { return key.toString(); });
        QVERIFY(!options);
        QCOMPARE(options.errorField(), u"load_bits"_s);
        QVERIFY2(options.error().contains(u"at most 2 decimals"_s), qPrintable(options.error()));
    }

    void ggmlBlockSizes_data()
    {
        QTest::addColumn<quint32>("id");
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("elements");
        QTest::addColumn<int>("bytes");
        const std::tuple<quint32, const char *, int, int> types[] = {
            {0, "F32", 1, 4},       {1, "F16", 1, 2},       {2, "Q4_0", 32, 18},    {3, "Q4_1", 32, 20},
            {6, "Q5_0", 32, 22},    {7, "Q5_1", 32, 24},    {8, "Q8_0", 32, 34},    {9, "Q8_1", 32, 36},
            {10, "Q2_K", 256, 84},  {11, "Q3_K", 256, 110}, {12, "Q4_K", 256, 144}, {13, "Q5_K", 256, 176},
            {14, "Q6_K", 256, 210}, {15, "Q8_K", 256, 292}, {24, "I8", 1, 1},       {25, "I16", 1, 2},
            {26, "I32", 1, 4},      {27, "I64", 1, 8},      {28, "F64", 1, 8},      {30, "BF16", 1, 2},
        };
        for (const auto &[id, name, elements, bytes] : types)
            QTest::addRow("%s", name) << id << QString::fromLatin1(name) << elements << bytes;
    }
    void ggmlBlockSizes()
    {
        QFETCH(quint32, id);
        QFETCH(QString, name);
        QFETCH(int, elements);
        QFETCH(int, bytes);
        const GgmlType *type = ggmlType(id);
        QVERIFY(type);
        QCOMPARE(QString::fromLatin1(type->name), name);
        QCOMPARE(type->blockElements, elements);
        QCOMPARE(type->blockBytes, bytes);
    }

    void headerAtTheFormatCapStaysCheap()
    {
        // A header of exactly 100,000,000 bytes ({} and spaces) is read; one byte more is refused
        // before anything is read.
        QByteArray json = "{}";
        json += QByteArray(100'000'000 - 2, ' ');
        MemorySource atCap(u64(quint64(json.size())) + json);
        auto tensors = parseSafetensorsHeader(atCap, u"cap.safetensors"_s);
        QVERIFY2(tensors, qPrintable(tensors.error()));
        QVERIFY(tensors->isEmpty());
        MemorySource overCap(u64(100'000'001) + "{}");
        auto refused = parseSafetensorsHeader(overCap, u"over.safetensors"_s);
        QVERIFY(!refused);
        QCOMPARE(refused.error(),
                 u"over.safetensors: offset 0: header length 100000001 is outside 2 to 100000000 bytes"_s);
    }

    void malformedFilesAreRefusedWithFileAndOffset_data();
    void malformedFilesAreRefusedWithFileAndOffset();
};

void TestCheckpoint::malformedFilesAreRefusedWithFileAndOffset_data()
{
    QTest::addColumn<QString>("suffix");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<qint64>("offset");
    QTest::addColumn<QString>("problem");
    const auto st = [](const char *name, const QByteArray &json, qint64 data, qint64 offset, const char *problem) {
        QTest::addRow("%s", name) << u".safetensors"_s << Fixture::rawSafetensors(json, data) << offset
                                  << QString::fromUtf8(problem);
    };
    const QByteArray f32 = R"("dtype":"F32","shape":[2])";
    QTest::addRow("shorter than the length")
        << u".safetensors"_s << QByteArray("abc") << qint64(0) << u"shorter than the 8-byte header length"_s;
    QTest::addRow("header length 2^63") << u".safetensors"_s << (u64(quint64(1) << 63) + "{}") << qint64(0)
                                        << u"header length 9223372036854775808 is outside"_s;
    QTest::addRow("header length past the end")
        << u".safetensors"_s << (u64(100) + "{}      ") << qint64(0) << u"runs past the end of the file"_s;
    st("header not an object", "[1]     ", 0, 8, "does not start with '{'");
    st("header not JSON", R"({"a":)", 0, 13, "not a JSON object");
    st("deep JSON", "{\"a\":" + QByteArray(5000, '[') + QByteArray(5000, ']') + "}", 0, -1, "not a JSON object");
    st("unknown dtype", R"({"a":{"dtype":"F12","shape":[2],"data_offsets":[0,8]}})", 8, 9, "dtype \"F12\"");
    st("missing data_offsets", "{\"a\":{" + f32 + "}}", 8, 9, "exactly dtype, shape and data_offsets");
    st("extra key", "{\"a\":{" + f32 + R"(,"data_offsets":[0,8],"x":1}})", 8, 9, "exactly dtype, shape");
    st("negative size", R"({"a":{"dtype":"F32","shape":[-2],"data_offsets":[0,8]}})", 8, 9, "not a whole number");
    st("fractional size", R"({"a":{"dtype":"F32","shape":[2.5],"data_offsets":[0,8]}})", 8, 9, "not a whole number");
    st("element count overflow", R"({"a":{"dtype":"U8","shape":[4294967296,4294967296],"data_offsets":[0,8]}})", 8, 9,
       "element count overflows 64 bits");
    st("bytes overflow", R"({"a":{"dtype":"F64","shape":[4611686018427387904],"data_offsets":[0,8]}})", 8, 9,
       "elements × dtype size overflows");
    st("bytes differ from the span", "{\"a\":{" + f32 + R"(,"data_offsets":[0,4]}})", 4, 9, "span 4 bytes");
    st("end past the data", "{\"a\":{" + f32 + R"(,"data_offsets":[0,8]}})", 4, 9, "past the data area (4 bytes)");
    st("end before begin", "{\"a\":{" + f32 + R"(,"data_offsets":[8,0]}})", 8, 9, "0 <= begin <= end");
    st("overlap", "{\"a\":{" + f32 + R"(,"data_offsets":[0,8]},"b":{)" + f32 + R"(,"data_offsets":[4,12]}})", 12, 62,
       "overlaps the tensor before it (ends at 8)");
    st("gap", "{\"a\":{" + f32 + R"(,"data_offsets":[0,8]},"b":{)" + f32 + R"(,"data_offsets":[12,20]}})", 20, 62,
       "leaves a gap (expected 8)");
    st("first tensor not at 0", "{\"a\":{" + f32 + R"(,"data_offsets":[4,12]}})", 12, 9, "leaves a gap (expected 0)");
    st("data not covered", "{\"a\":{" + f32 + R"(,"data_offsets":[0,8]}})", 12, 8 + 54 + 8,
       "the tensors end at data byte 8 but the data area holds 12 bytes");
    st("metadata not strings", R"({"__metadata__":{"x":1}})", 0, 9, "__metadata__ must be an object of strings");

    const auto gg = [](const char *name, const QByteArray &bytes, qint64 offset, const char *problem) {
        QTest::addRow("%s", name) << u".gguf"_s << bytes << offset << QString::fromUtf8(problem);
    };
    const QByteArray head = "GGUF" + u32(3);
    const auto kv
        = [&](quint64 count) -> QByteArray { return head + u64(0) + u64(count); }; // no tensors, `count` entries
    gg("no magic", "GGUX" + u32(3) + u64(0) + u64(0), 0, "no \"GGUF\" magic");
    gg("version 1", "GGUF" + u32(1) + u64(0) + u64(0), 4, "GGUF version 1 is not supported");
    gg("big-endian version 3", "GGUF" + u32(0x03000000) + u64(0) + u64(0), 4, "version 50331648");
    gg("tensor count 2^60", head + u64(quint64(1) << 60) + u64(0), 8, "tensor count 1152921504606846976");
    gg("metadata count 2^60", head + u64(0) + u64(quint64(1) << 60), 16, "metadata count 1152921504606846976");
    gg("truncated counts", head + u64(0), 16, "runs past the end of the file");
    gg("key length past the end", kv(1) + u64(1000) + "abc" + QByteArray(16, '\0'), 24, "runs past the end");
    gg("key longer than 65535", kv(1) + u64(quint64(1) << 40) + "abc" + QByteArray(16, '\0'), 24, "more than 65535");
    gg("empty key", kv(1) + ggufString("") + u32(4) + u32(1) + QByteArray(8, '\0'), 24, "key is empty");
    gg("unknown value type", kv(1) + ggufString("a") + u32(13) + u32(0) + QByteArray(8, '\0'), 33,
       "unknown value type 13");
    gg("string value past the end", kv(1) + ggufString("a") + u32(8) + u64(1000) + "xy", 37, "runs past the end");
    gg("bool byte 2", kv(1) + ggufString("a") + u32(7) + QByteArray(1, '\2') + QByteArray(16, '\0'), 37,
       "bool with byte 2");
    gg("nested array", kv(1) + ggufString("a") + u32(9) + u32(9) + u64(1) + QByteArray(16, '\0'), 37, "nested arrays");
    gg("array of 10^9 uint32", kv(1) + ggufString("a") + u32(9) + u32(4) + u64(1'000'000'000) + QByteArray(16, '\0'),
       37, "1000000000 elements");
    gg("array of 10^9 strings", kv(1) + ggufString("a") + u32(9) + u32(8) + u64(1'000'000'000) + QByteArray(16, '\0'),
       37, "1000000000 elements");
    gg("duplicate key", kv(2) + ggufString("a") + u32(4) + u32(1) + ggufString("a") + u32(4) + u32(1), 41,
       "appears twice");
    gg("alignment not a power of two", kv(1) + ggufString("general.alignment") + u32(4) + u32(48), 24,
       "48 is not a power of two");
    gg("alignment not a uint32", kv(1) + ggufString("general.alignment") + u32(8) + ggufString("32"), 24,
       "must be a uint32");
    const QByteArray oneTensor = head + u64(1) + u64(0);
    gg("tensor name of 64 bytes", oneTensor + ggufString(QByteArray(64, 'n')) + u32(1) + u64(4) + u32(0) + u64(0), 24,
       "more than 63");
    gg("five dimensions", oneTensor + ggufString("t") + u32(5) + QByteArray(40, '\1') + u32(0) + u64(0), 33,
       "5 dimensions (1 to 4)");
    gg("unknown ggml type", oneTensor + ggufString("t") + u32(1) + u64(32) + u32(4) + u64(0), 45,
       "unknown ggml type 4");
    gg("row not a multiple of the block", oneTensor + ggufString("t") + u32(1) + u64(48) + u32(2) + u64(0), 45,
       "48 elements per row are not a multiple of the Q4_0 block (32)");
    gg("element count overflow",
       oneTensor + ggufString("t") + u32(2) + u64(quint64(1) << 62) + u64(4) + u32(0) + u64(0), 45,
       "element count overflows 64 bits");
    const QByteArray twoTensors = head + u64(2) + u64(0) + ggufString("a") + u32(1) + u64(8) + u32(0) + u64(0);
    gg("offset not where the previous tensor ends", twoTensors + ggufString("b") + u32(1) + u64(8) + u32(0) + u64(16),
       82, "data offset 16, expected 32");
    gg("duplicate tensor name", twoTensors + ggufString("a") + u32(1) + u64(8) + u32(0) + u64(32), 57, "appears twice");
    gg("tensor data past the end", twoTensors + ggufString("b") + u32(1) + u64(8) + u32(0) + u64(32), 96,
       "the tensor data needs 64 bytes from offset 96");
}

void TestCheckpoint::malformedFilesAreRefusedWithFileAndOffset()
{
    QFETCH(QString, suffix);
    QFETCH(QByteArray, bytes);
    QFETCH(qint64, offset);
    QFETCH(QString, problem);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"bad"_s + suffix);
    VERIFY_OK(writeFixture(path, bytes));
    auto c = readCheckpoint(path);
    QVERIFY(!c);
    const QString prefix = path + u": offset "_s + (offset >= 0 ? QString::number(offset) + u": "_s : QString());
    QVERIFY2(c.error().startsWith(prefix), qPrintable(c.error()));
    QVERIFY2(c.error().contains(problem), qPrintable(c.error()));
}

QTEST_GUILESS_MAIN(TestCheckpoint)
#include "tst_checkpoint.moc"
