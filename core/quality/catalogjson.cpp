#include "core/quality/catalogjson.h"

#include "core/quality/packagecost.h"
#include "core/util/bytewriter.h"
#include "core/util/jsonsyntax.h"

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
    ByteWriter piece(kPieceBytes + 64 * 1024);
    piece.add("{\n    \"format\": \"iteragpu-lab/catalog\",\n    \"format_version\": ");
    piece.number(kCatalogJsonFormatVersion);
    piece.add(",\n    \"catalog_source\": ");
    piece.add(jsonQuoted(sourceLabel));
    piece.add(illustrative ? ",\n    \"illustrative_sample\": true" : ",\n    \"illustrative_sample\": false");
    piece.add(",\n    \"currency\": \"USD\",\n    \"notice\": ");
    piece.add(jsonQuoted(notAQuoteNotice()));
    piece.add(",\n    \"rows\": [");
    QuotedCache model, snapshot, gpuId, source;
    QString lastSnapshot;
    QByteArray lastDate;
    for (qsizetype i = 0; i < tariffs.size(); ++i) {
        const Tariff &t = tariffs.at(i);
        if (i == 0 || !t.snapshot.isSharedWith(lastSnapshot)) {
            lastSnapshot = t.snapshot;
            lastDate = jsonQuoted(t.snapshotDate.toString(Qt::ISODate));
        }
        piece.add(i == 0 ? "\n        {\"gpu_id\": " : ",\n        {\"gpu_id\": ");
        piece.add(gpuId(t.gpuId));
        piece.add(", \"model\": ");
        piece.add(model(t.model));
        piece.add(", \"gpus_per_lot\": ");
        piece.number(t.gpusPerLot);
        piece.add(", \"gpu_memory_gib\": ");
        piece.number(t.gpuMemoryGib);
        piece.add(", \"duration_days\": ");
        piece.number(t.durationDays);
        piece.add(", \"lot_price_cents\": ");
        piece.number(t.priceCents);
        piece.add(", \"snapshot_date\": ");
        piece.add(lastDate);
        piece.add(", \"catalog_snapshot\": ");
        piece.add(snapshot(t.snapshot));
        // The optional columns, only where the file has them: an older catalog's JSON is unchanged.
        if (t.spotPriceCents) {
            piece.add(", \"spot_price_cents\": ");
            piece.number(*t.spotPriceCents);
        }
        if (catalog.hasSources()) {
            piece.add(", \"source\": ");
            piece.add(source(t.source));
        }
        if (t.readDate.isValid()) {
            piece.add(", \"read_date\": ");
            piece.add(jsonQuoted(t.readDate.toString(Qt::ISODate)));
        }
        piece.add('}');
        if (piece.size() >= kPieceBytes) {
            sink(piece.view());
            piece.clear();
        }
    }
    piece.add("\n    ]\n}\n");
    sink(piece.view());
}

} // namespace IteraGpu
