#include "quality/catalogjson.h"

#include "quality/packagecost.h"
#include "util/jsonsyntax.h"

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {

constexpr qsizetype kPieceBytes = 1024 * 1024;

// The text of one repeated string, escaped once for all the rows that share it.
class QuotedCache
{
public:
    const QByteArray &operator()(const QString &text)
    {
        if (!m_valid || !text.isSharedWith(m_text)) {
            m_text = text;
            m_quoted = jsonQuoted(text);
            m_valid = true;
        }
        return m_quoted;
    }

private:
    QString m_text;
    QByteArray m_quoted;
    bool m_valid = false;
};

} // namespace

void writeCatalogJson(const Catalog &catalog, const QString &sourceLabel,
                      const std::function<void(QByteArrayView)> &sink)
{
    const QList<Tariff> &tariffs = catalog.tariffs();
    const bool illustrative
        = std::any_of(tariffs.begin(), tariffs.end(), [](const Tariff &t) { return t.isIllustrative(); });
    QByteArray piece;
    piece.reserve(kPieceBytes + 4096);
    piece += "{\n    \"format\": \"iteragpu-lab/catalog\",\n    \"format_version\": "
        + QByteArray::number(kCatalogJsonFormatVersion) + ",\n    \"catalog_source\": " + jsonQuoted(sourceLabel)
        + ",\n    \"illustrative_sample\": " + (illustrative ? "true" : "false")
        + ",\n    \"currency\": \"USD\",\n    \"notice\": " + jsonQuoted(notAQuoteNotice()) + ",\n    \"rows\": [";
    QuotedCache model, snapshot, gpuId;
    QString lastSnapshot;
    QByteArray lastDate;
    for (qsizetype i = 0; i < tariffs.size(); ++i) {
        const Tariff &t = tariffs.at(i);
        if (!t.snapshot.isSharedWith(lastSnapshot)) {
            lastSnapshot = t.snapshot;
            lastDate = jsonQuoted(t.snapshotDate.toString(Qt::ISODate));
        }
        piece += i == 0 ? "\n        {\"gpu_id\": " : ",\n        {\"gpu_id\": ";
        piece += gpuId(t.gpuId);
        piece += ", \"model\": ";
        piece += model(t.model);
        piece += ", \"gpus_per_lot\": " + QByteArray::number(t.gpusPerLot) + ", \"gpu_memory_gib\": "
            + QByteArray::number(t.gpuMemoryGib) + ", \"duration_days\": " + QByteArray::number(t.durationDays)
            + ", \"lot_price_cents\": " + QByteArray::number(t.priceCents) + ", \"snapshot_date\": ";
        piece += lastDate;
        piece += ", \"catalog_snapshot\": ";
        piece += snapshot(t.snapshot);
        piece += '}';
        if (piece.size() >= kPieceBytes) {
            sink(piece);
            piece.clear();
        }
    }
    piece += "\n    ]\n}\n";
    sink(piece);
}

} // namespace IteraGpu
