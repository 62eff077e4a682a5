#include "checkpointfixture.h"

#include <QFile>
#include <QtEndian>

#include <cstring>

using namespace Qt::StringLiterals;

namespace Fixture {

namespace {

qint64 dtypeBytes(const QByteArray &dtype)
{
    if (dtype == "F64" || dtype == "I64" || dtype == "U64")
        return 8;
    if (dtype == "F32" || dtype == "I32" || dtype == "U32")
        return 4;
    if (dtype == "F16" || dtype == "BF16" || dtype == "I16" || dtype == "U16")
        return 2;
    return 1;
}

} // namespace

QByteArray u32(quint32 value)
{
    QByteArray bytes(4, '\0');
    qToLittleEndian(value, bytes.data());
    return bytes;
}

QByteArray u64(quint64 value)
{
    QByteArray bytes(8, '\0');
    qToLittleEndian(value, bytes.data());
    return bytes;
}

QByteArray ggufString(const QByteArray &text)
{
    return u64(quint64(text.size())) + text;
}

QByteArray safetensorsHeader(const QList<SafeTensor> &tensors, qint64 *dataBytes, const QByteArray &metadata)
{
    QByteArray json = "{";
    if (!metadata.isEmpty())
        json += "\"__metadata__\":" + metadata;
    qint64 offset = 0;
    for (const SafeTensor &t : tensors) {
        qint64 elements = 1;
        QByteArray shape;
        for (const qint64 size : t.shape) {
            elements *= size;
            shape += (shape.isEmpty() ? "" : ",") + QByteArray::number(size);
        }
        const qint64 bytes = t.bytes >= 0 ? t.bytes : elements * dtypeBytes(t.dtype);
        if (json.size() > 1)
            json += ',';
        json += "\"" + t.name + "\":{\"dtype\":\"" + t.dtype + "\",\"shape\":[" + shape + "],\"data_offsets\":["
            + QByteArray::number(offset) + ',' + QByteArray::number(offset + bytes) + "]}";
        offset += bytes;
    }
    json += '}';
    while (json.size() % 8 != 0)
        json += ' ';
    if (dataBytes)
        *dataBytes = offset;
    return u64(quint64(json.size())) + json;
}

QByteArray safetensors(const QList<SafeTensor> &tensors)
{
    qint64 data = 0;
    const QByteArray header = safetensorsHeader(tensors, &data);
    return header + QByteArray(qsizetype(data), '\0');
}

QByteArray rawSafetensors(const QByteArray &json, qint64 dataBytes)
{
    return u64(quint64(json.size())) + json + QByteArray(qsizetype(dataBytes), '\0');
}

GgufWriter::GgufWriter(quint32 version)
    : m_version(version)
{ }

void GgufWriter::addString(const QByteArray &key, const QByteArray &value)
{
    m_metadata += ggufString(key) + u32(8) + ggufString(value);
    ++m_metadataCount;
}

void GgufWriter::addU32(const QByteArray &key, quint32 value)
{
    m_metadata += ggufString(key) + u32(4) + u32(value);
    ++m_metadataCount;
}

void GgufWriter::addU64(const QByteArray &key, quint64 value)
{
    m_metadata += ggufString(key) + u32(10) + u64(value);
    ++m_metadataCount;
}

void GgufWriter::addF32(const QByteArray &key, float value)
{
    quint32 bits;
    std::memcpy(&bits, &value, 4);
    m_metadata += ggufString(key) + u32(6) + u32(bits);
    ++m_metadataCount;
}

void GgufWriter::addBool(const QByteArray &key, bool value)
{
    m_metadata += ggufString(key) + u32(7) + QByteArray(1, value ? '\1' : '\0');
    ++m_metadataCount;
}

void GgufWriter::addStringArray(const QByteArray &key, const QList<QByteArray> &values)
{
    m_metadata += ggufString(key) + u32(9) + u32(8) + u64(quint64(values.size()));
    for (const QByteArray &value : values)
        m_metadata += ggufString(value);
    ++m_metadataCount;
}

void GgufWriter::addF32Array(const QByteArray &key, const QList<float> &values)
{
    m_metadata += ggufString(key) + u32(9) + u32(6) + u64(quint64(values.size()));
    for (const float value : values) {
        quint32 bits;
        std::memcpy(&bits, &value, 4);
        m_metadata += u32(bits);
    }
    ++m_metadataCount;
}

void GgufWriter::addI32Array(const QByteArray &key, const QList<qint32> &values)
{
    m_metadata += ggufString(key) + u32(9) + u32(5) + u64(quint64(values.size()));
    for (const qint32 value : values)
        m_metadata += u32(quint32(value));
    ++m_metadataCount;
}

void GgufWriter::addTensor(const QByteArray &name, const QList<quint64> &dims, quint32 type, quint64 bytes)
{
    m_tensorInfos += ggufString(name) + u32(quint32(dims.size()));
    for (const quint64 size : dims)
        m_tensorInfos += u64(size);
    m_tensorInfos += u32(type) + u64(m_dataBytes);
    m_dataBytes += (bytes + m_alignment - 1) / m_alignment * m_alignment;
    ++m_tensorCount;
}

QByteArray GgufWriter::header() const
{
    QByteArray bytes = "GGUF" + u32(m_version) + u64(m_tensorCount) + u64(m_metadataCount) + m_metadata + m_tensorInfos;
    while (quint64(bytes.size()) % m_alignment != 0)
        bytes += '\0';
    return bytes;
}

QByteArray GgufWriter::bytes() const
{
    return header() + QByteArray(qsizetype(m_dataBytes), '\0');
}

QList<SafeTensor> llama8bTensors()
{
    constexpr qint64 hidden = 4096, kv = 1024, ffn = 14336, vocab = 128256;
    QList<SafeTensor> tensors{{"model.embed_tokens.weight", "BF16", {vocab, hidden}}};
    for (int layer = 0; layer < 32; ++layer) {
        const QByteArray p = "model.layers." + QByteArray::number(layer) + '.';
        tensors += {{p + "self_attn.q_proj.weight", "BF16", {hidden, hidden}},
                    {p + "self_attn.k_proj.weight", "BF16", {kv, hidden}},
                    {p + "self_attn.v_proj.weight", "BF16", {kv, hidden}},
                    {p + "self_attn.o_proj.weight", "BF16", {hidden, hidden}},
                    {p + "mlp.gate_proj.weight", "BF16", {ffn, hidden}},
                    {p + "mlp.up_proj.weight", "BF16", {ffn, hidden}},
                    {p + "mlp.down_proj.weight", "BF16", {hidden, ffn}},
                    {p + "input_layernorm.weight", "BF16", {hidden}},
                    {p + "post_attention_layernorm.weight", "BF16", {hidden}}};
    }
    tensors += {{"model.norm.weight", "BF16", {hidden}}, {"lm_head.weight", "BF16", {vocab, hidden}}};
    return tensors;
}

QByteArray llama8bConfig()
{
    return R"({"architectures": ["LlamaForCausalLM"], "hidden_size": 4096, "intermediate_size": 14336,
"max_position_embeddings": 131072, "model_type": "llama", "num_attention_heads": 32, "num_hidden_layers": 32,
"num_key_value_heads": 8, "torch_dtype": "bfloat16", "vocab_size": 128256})";
}

QByteArray tinyLlamaGguf()
{
    GgufWriter w;
    w.addString("general.architecture", "llama");
    w.addU32("llama.block_count", 2);
    w.addU32("llama.embedding_length", 64);
    w.addU32("llama.attention.head_count", 4);
    w.addU32("llama.attention.head_count_kv", 2);
    w.addTensor("token_embd.weight", {64, 8}, 1, 1024); // F16
    w.addTensor("blk.0.ffn_down.weight", {256, 64}, 12, 9216); // Q4_K
    return w.bytes();
}

IteraGpu::Status writeLlama8b(const QString &folder)
{
    qint64 data = 0;
    const QByteArray header = safetensorsHeader(llama8bTensors(), &data);
    if (IteraGpu::Status written = writeSparse(folder + u"/model.safetensors"_s, header, header.size() + data);
        !written)
        return written;
    QFile config(folder + u"/config.json"_s);
    if (!config.open(QIODevice::WriteOnly) || config.write(llama8bConfig()) < 0)
        return IteraGpu::Error{config.fileName() + u": "_s + config.errorString()};
    return {};
}

IteraGpu::Status writeSparse(const QString &path, const QByteArray &header, qint64 totalBytes)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(header) != header.size()
        || !file.resize(totalBytes))
        return IteraGpu::Error{path + u": "_s + file.errorString()};
    return {};
}

} // namespace Fixture
