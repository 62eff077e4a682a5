#pragma once

#include "core/device/environment.h"
#include "core/measure/measurementreport.h"
#include "core/util/dtype.h"
#include "core/util/result.h"

#include <QDate>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace IteraGpu {

// One row of datasheets.csv: a GPU model's dense peaks as its vendor's datasheet prints them.
// Every figure is exact integer text in FLOP/s (or bytes/s), empty where the datasheet states
// none. Never a sparse figure: NVIDIA prints its tensor figures "with sparsity" (2x dense); the
// table holds half of them and says so in `comment`. See docs/ARCHITECTURE.md, "Datasheets".
struct DatasheetRow
{
    QString gpuId; // "h100", as in tarifs-forfaits.csv
    QString model; // "NVIDIA H100 SXM"
    QStringList deviceNames; // the runtime device names this row is for, normalised (datasheetName)
    QString fp32Flops; // FP32 without tensor cores
    QString tf32TensorFlops;
    QString fp16TensorFlops;
    QString bf16TensorFlops;
    QString memoryBytesPerSecond;
    QString source; // the address the figures were read at (the comment says when it is a copy)
    QDate readDate;
    QString comment;
};

// Which dense peak applies to a run.
enum class PeakKind
{
    Fp32,
    Tf32Tensor,
    Fp16Tensor,
    Bf16Tensor
};
QString peakKindName(PeakKind kind); // "FP32", "TF32 tensor", "FP16 tensor", "BF16 tensor"

// The name a device reports, for matching: trimmed, runs of white space made one space, case folded.
QString datasheetName(const QString &deviceName);

class Datasheets
{
public:
    static const QStringList &header();
    // Parses and validates; errors name the file, the line and the column. A table with a header
    // and no rows is valid (no device matches). A runtime name listed by two rows is refused.
    static Result<Datasheets> parse(const QString &text, const QString &name);
    static Result<Datasheets> load(const QString &path);
    static Result<Datasheets> loadBuiltin();
    static QString builtinPath();

    const QList<DatasheetRow> &rows() const { return m_rows; }
    // The row whose device_names hold datasheetName(deviceName) exactly; none otherwise. No prefix,
    // substring or memory-size guess: "NVIDIA H100" alone matches nothing.
    std::optional<DatasheetRow> match(const QString &deviceName) const;

private:
    QList<DatasheetRow> m_rows;
};

// The share of the datasheet's dense peak that a run achieved, or why none applies.
struct PeakShare
{
    std::optional<PeakKind> kind; // the peak that applies, when one does
    QString percent; // "41.3" (1 decimal, half up), empty when no peak applies
    QString text; // the display text: "41.3 % of the datasheet's dense peak (BF16 tensor, ...)" or the reason
};

// `achievedFlopsPerSecond` as throughput.h writes it (empty: no warm forward). The float32 peak is
// TF32's when the environment says TF32 was allowed for float32 matrix products, FP32's when it was
// not, and none when the report does not say. A CPU run has no datasheet row.
PeakShare peakShare(const Datasheets &datasheets, const EnvironmentReport &environment, Dtype dtype,
                    const QString &achievedFlopsPerSecond);

// The throughput of a report as its readers show it, derived from its configuration and phases
// (no stored field: see docs/ARCHITECTURE.md, "Throughput").
struct ThroughputSummary
{
    QString workText; // "Matrix-product work per forward: N FLOP (4 x batch x ...; bias and GELU not counted)"
    QString achievedText; // "Achieved at the warm median: N FLOP/s (12.35 TFLOP/s)", or why there is none
    QString achievedFlopsPerSecond; // exact integer text, empty without a warm forward
    PeakShare share;
};
ThroughputSummary throughputSummary(const MeasurementReport &report, const Datasheets &datasheets);

// The shipped table, read once (thread-safe); an empty table if it could not be read.
const Datasheets &builtinDatasheets();

} // namespace IteraGpu
