#pragma once

#include "core/util/result.h"

#include <QByteArray>
#include <QList>
#include <QString>

// Checkpoint files written byte by byte from the formats' rules, for the tests, the benchmark and
// the fuzz seeds. Nothing here reads a checkpoint: core does.
namespace Fixture {

// A safetensors tensor as the header states it. `bytes` < 0 takes elements × dtype size.
struct SafeTensor
{
    QByteArray name;
    QByteArray dtype;
    QList<qint64> shape;
    qint64 bytes = -1;
};

// The 8-byte little-endian length and the JSON header (tensors in the given order, offsets one
// after another from 0, padded with spaces to a multiple of 8 as the reference writer does).
// `dataBytes` receives the size of the data area the header describes.
QByteArray safetensorsHeader(const QList<SafeTensor> &tensors, qint64 *dataBytes = nullptr,
                             const QByteArray &metadata = "{\"format\":\"pt\"}");
// Header and data area (zeros).
QByteArray safetensors(const QList<SafeTensor> &tensors);
// A raw header: the length of `json` then `json`, then `dataBytes` zeros.
QByteArray rawSafetensors(const QByteArray &json, qint64 dataBytes);

// A GGUF file (version 3 unless set), little-endian, written field by field.
class GgufWriter
{
public:
    explicit GgufWriter(quint32 version = 3);
    void addString(const QByteArray &key, const QByteArray &value);
    void addU32(const QByteArray &key, quint32 value);
    void addU64(const QByteArray &key, quint64 value);
    void addF32(const QByteArray &key, float value);
    void addBool(const QByteArray &key, bool value);
    void addStringArray(const QByteArray &key, const QList<QByteArray> &values);
    void addF32Array(const QByteArray &key, const QList<float> &values);
    void addI32Array(const QByteArray &key, const QList<qint32> &values);
    // A tensor of ggml `type` whose data takes `bytes` (its offset follows the previous one,
    // padded to the alignment).
    void addTensor(const QByteArray &name, const QList<quint64> &dims, quint32 type, quint64 bytes);
    void setAlignment(quint64 alignment) { m_alignment = alignment; }

    // The header up to the aligned start of the data, and the data size (padded tensors).
    QByteArray header() const;
    quint64 dataBytes() const { return m_dataBytes; }
    // Header and zero data.
    QByteArray bytes() const;

private:
    quint32 m_version;
    quint64 m_alignment = 32;
    quint64 m_metadataCount = 0;
    QByteArray m_metadata;
    quint64 m_tensorCount = 0;
    QByteArray m_tensorInfos;
    quint64 m_dataBytes = 0;
};

// Little-endian integers and GGUF strings, for hand-made malformed files.
QByteArray u32(quint32 value);
QByteArray u64(quint64 value);
QByteArray ggufString(const QByteArray &text);

// A tiny llama GGUF: 2 blocks, embedding 64, 4 heads, 2 key/value heads (key and value length
// 16), an F16 token embedding of 64 x 8 and a Q4_K ffn_down of 256 x 64.
QByteArray tinyLlamaGguf();

// The 291 tensors of a Llama-3.1-8B-shaped checkpoint in BF16 (8,030,261,248 elements) and its
// config.json (32 layers, 32 heads, 8 key/value heads, hidden size 4096).
QList<SafeTensor> llama8bTensors();
QByteArray llama8bConfig();
// Writes them as one sparse `model.safetensors` (headers only, a 16 GB hole) and config.json.
IteraGpu::Status writeLlama8b(const QString &folder);

// Writes `header` to `path` and extends the file to `totalBytes` without writing the rest (a hole
// on file systems with sparse files).
IteraGpu::Status writeSparse(const QString &path, const QByteArray &header, qint64 totalBytes);

} // namespace Fixture
