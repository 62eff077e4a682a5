// KV cache figures written out by hand, from a config.json or GGUF metadata, to the byte.
#include "core/estimate/kvcache.h"

#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace IteraGpu;

namespace {

QJsonObject config(const char *json)
{
    return QJsonDocument::fromJson(json).object();
}

} // namespace

class TestKvCache : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void denseModelWithGroupedKeyValueHeads()
    {
        // A Llama-3-8B-shaped config: 32 layers, 32 query heads sharing 8 key/value heads,
        // head size 4096 / 32 = 128. At 8192 tokens, batch 1, 16 bits:
        // 32 × 1 × 8192 × 8 × (128 + 128) × 16 / 8 = 1,073,741,824 bytes, exactly 1 GiB.
        const KvShape shape = kvShapeFromConfig(config(R"({"num_hidden_layers": 32, "num_attention_heads": 32,
            "num_key_value_heads": 8, "hidden_size": 4096, "max_position_embeddings": 8192})"));
        QVERIFY2(shape.known(), qPrintable(shape.problem));
        QCOMPARE(shape.notes, QStringList{u"head size = hidden_size / num_attention_heads"_s});
        auto kv = computeKvCache(shape, KvInput{8192, 1, 16});
        QVERIFY2(kv, qPrintable(kv.error()));
        QCOMPARE(kv->effectiveContext, qint64(8192));
        QCOMPARE(kv->elements, qint64(536'870'912));
        QCOMPARE(kv->bytes, qint64(1'073'741'824));
    }

    void inconsistentHeadsGiveNoFigure_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("problem");
        QTest::addRow("more kv heads than heads")
            << QByteArray(R"({"num_hidden_layers":32,"num_attention_heads":32,"num_key_value_heads":65536,
                "hidden_size":4096})")
            << u"config.json: num_key_value_heads 65536 is larger than num_attention_heads 32 or does not divide "
               u"it: no KV cache figure"_s;
        QTest::addRow("kv heads that do not divide the heads")
            << QByteArray(R"({"num_hidden_layers":32,"num_attention_heads":32,"num_key_value_heads":5,
                "hidden_size":4096})")
            << u"config.json: num_key_value_heads 5 is larger than num_attention_heads 32 or does not divide it: no "
               u"KV cache figure"_s;
    }

    void inconsistentHeadsGiveNoFigure()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, problem);
        QCOMPARE(kvShapeFromConfig(config(json.constData())).problem, problem);
    }

    void ggufHeadsAndArchitectureAreChecked()
    {
        const QHash<QString, qint64> integers{{u"llama.block_count"_s, 2},
                                              {u"llama.attention.head_count"_s, 4},
                                              {u"llama.attention.head_count_kv"_s, 8},
                                              {u"llama.embedding_length"_s, 64}};
        QCOMPARE(kvShapeFromGguf(integers, {}, u"llama"_s).problem,
                 u"GGUF metadata: llama.attention.head_count_kv 8 is larger than llama.attention.head_count 4 or "
                 u"does not divide it: no KV cache figure"_s);
        // The architecture is text from the file: shown escaped in every message.
        const QString problem = kvShapeFromGguf({}, {}, u"x\x1b[2J"_s).problem;
        QVERIFY2(!problem.contains(QChar(0x1b)), qPrintable(problem));
        QVERIFY2(problem.contains(u"x\\e[2J.block_count"_s), qPrintable(problem));
    }

    void slidingWindowCapsTheContext()
    {
        // A Mistral-7B-v0.1-shaped config with a 4096-token sliding window and an explicit head_dim.
        // At 32768 tokens only 4096 are cached: 32 × 2 × 4096 × 8 × (128 + 128) × 8 / 8 = 536,870,912.
        const KvShape shape = kvShapeFromConfig(config(R"({"num_hidden_layers": 32, "num_attention_heads": 32,
            "num_key_value_heads": 8, "hidden_size": 4096, "head_dim": 128, "sliding_window": 4096})"));
        QVERIFY2(shape.known(), qPrintable(shape.problem));
        QCOMPARE(shape.slidingWindow, std::optional<qint64>(4096));
        auto kv = computeKvCache(shape, KvInput{32768, 2, 8});
        QVERIFY2(kv, qPrintable(kv.error()));
        QCOMPARE(kv->effectiveContext, qint64(4096));
        QCOMPARE(kv->bytes, qint64(536'870'912));
        // Below the window the whole context counts: 32 × 2 × 1000 × 8 × 256 × 1 = 131,072,000.
        QCOMPARE(computeKvCache(shape, KvInput{1000, 2, 8})->bytes, qint64(131'072'000));
        // use_sliding_window: false switches it off.
        const KvShape off = kvShapeFromConfig(config(R"({"num_hidden_layers": 32, "num_attention_heads": 32,
            "num_key_value_heads": 8, "hidden_size": 4096, "sliding_window": 4096, "use_sliding_window": false})"));
        QCOMPARE(off.slidingWindow, std::nullopt);
    }

    void fromGgufMetadata()
    {
        // A Qwen2-0.5B-shaped GGUF: 24 blocks, 14 heads, 2 key/value heads, key and value lengths 64.
        // At 4096 tokens, batch 3, a 4-bit cache: 24 × 3 × 4096 × 2 × (64 + 64) = 75,497,472 elements,
        // × 4 / 8 = 37,748,736 bytes.
        const QHash<QString, qint64> integers{
            {u"qwen2.block_count"_s, 24},
            {u"qwen2.attention.head_count"_s, 14},
            {u"qwen2.attention.head_count_kv"_s, 2},
            {u"qwen2.embedding_length"_s, 896},
            {u"qwen2.attention.key_length"_s, 64},
            {u"qwen2.attention.value_length"_s, 64},
        };
        const KvShape shape = kvShapeFromGguf(integers, {}, u"qwen2"_s);
        QVERIFY2(shape.known(), qPrintable(shape.problem));
        auto kv = computeKvCache(shape, KvInput{4096, 3, 4});
        QVERIFY2(kv, qPrintable(kv.error()));
        QCOMPARE(kv->elements, qint64(75'497'472));
        QCOMPARE(kv->bytes, qint64(37'748'736));
    }

    void missingOrAmbiguousFieldsGiveNoFigure_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("problem");
        QTest::addRow("no layers") << QByteArray(R"({"num_attention_heads": 4, "hidden_size": 64})")
                                   << u"config.json has no usable num_hidden_layers"_s;
        QTest::addRow("no head size") << QByteArray(R"({"num_hidden_layers": 2, "num_attention_heads": 4})")
                                      << u"config.json has no usable head_dim or hidden_size"_s;
        QTest::addRow("hidden not a multiple of heads")
            << QByteArray(R"({"num_hidden_layers": 2, "num_attention_heads": 3, "hidden_size": 64})")
            << u"hidden_size 64 is not a multiple of num_attention_heads 3"_s;
        QTest::addRow("key/value heads 0")
            << QByteArray(R"({"num_hidden_layers": 2, "num_attention_heads": 4, "num_key_value_heads": 0,
                              "hidden_size": 64})")
            << u"no usable num_key_value_heads"_s;
        QTest::addRow("sliding window on some layers only")
            << QByteArray(R"({"num_hidden_layers": 2, "num_attention_heads": 4, "hidden_size": 64,
                              "sliding_window": 512, "layer_types": ["sliding_attention", "full_attention"]})")
            << u"has sliding_window and layer_types"_s;
        QTest::addRow("latent attention")
            << QByteArray(R"({"num_hidden_layers": 2, "num_attention_heads": 4, "hidden_size": 64,
                              "kv_lora_rank": 512})")
            << u"kv_lora_rank (latent attention)"_s;
    }
    void missingOrAmbiguousFieldsGiveNoFigure()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, problem);
        const KvShape shape = kvShapeFromConfig(QJsonDocument::fromJson(json).object());
        QVERIFY(!shape.known());
        QVERIFY2(shape.problem.contains(problem), qPrintable(shape.problem));
        auto kv = computeKvCache(shape, KvInput{4096, 1, 16});
        QVERIFY(!kv);
        QCOMPARE(kv.error(), shape.problem);
    }

    void ggufPerLayerHeadsAreAmbiguous()
    {
        const KvShape shape = kvShapeFromGguf({{u"x.block_count"_s, 2}, {u"x.attention.head_count"_s, 4}},
                                              {u"x.attention.head_count_kv"_s}, u"x"_s);
        QCOMPARE(shape.problem,
                 u"GGUF metadata gives x.attention.head_count_kv per layer: no single KV cache figure"_s);
        QCOMPARE(kvShapeFromGguf({}, {}, QString()).problem,
                 u"GGUF metadata has no general.architecture: no KV cache figure"_s);
    }

    void textConfigOfAMultimodalModel()
    {
        const KvShape shape = kvShapeFromConfig(config(R"({"architectures": ["X"], "text_config": {
            "num_hidden_layers": 4, "num_attention_heads": 8, "num_key_value_heads": 2, "head_dim": 32}})"));
        QVERIFY2(shape.known(), qPrintable(shape.problem));
        QCOMPARE(shape.source, u"config.json text_config"_s);
        QCOMPARE(computeKvCache(shape, KvInput{10, 1, 16})->bytes, qint64(4 * 10 * 2 * 64 * 2));
    }

    void productBeyond64BitsIsRefused()
    {
        const KvShape shape = kvShapeFromConfig(config(R"({"num_hidden_layers": 2147483648,
            "num_attention_heads": 2147483648, "head_dim": 2147483648})"));
        QVERIFY(shape.known());
        auto kv = computeKvCache(shape, KvInput{qint64(1) << 31, qint64(1) << 31, 64});
        QVERIFY(!kv);
        QVERIFY2(kv.error().contains(u"too large"_s), qPrintable(kv.error()));
    }
};

QTEST_GUILESS_MAIN(TestKvCache)
#include "tst_kvcache.moc"
