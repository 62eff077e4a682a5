// libFuzzer target for every format the application reads: the UTF-8 decoder, CSV, the tariff
// catalog (and its JSON written back), the results grid (and its notes), the quality protocol, the
// bundle manifest, the crash-recovery file, the measurement and environment reports, the
// safetensors and GGUF checkpoint headers, a model's config.json, the progress stream, the JSON
// tokenizer with its duplicate-key check, the terminal escaping, the parameter counts users type,
// the sweep index (sweep.json) and the remote sweep's stream.
// The first byte picks the parser. Parsers must never crash, hang or accept inconsistent data;
// errors are values. Run it as docs/ARCHITECTURE.md ("Fuzzing") describes.
#include "core/estimate/gguf.h"
#include "core/estimate/kvcache.h"
#include "core/estimate/safetensors.h"
#include "core/files/bytesource.h"
#include "core/files/manifest.h"
#include "core/files/textfile.h"
#include "core/quality/catalog.h"
#include "core/quality/catalogjson.h"
#include "core/quality/gridnotes.h"
#include "core/quality/qualityprotocol.h"
#include "core/quality/recovery.h"
#include "core/quality/resultsgrid.h"
#include "core/reports/progressstream.h"
#include "core/reports/reportreader.h"
#include "core/sweep/sweepindex.h"
#include "core/sweep/sweepstream.h"
#include "core/util/csv.h"
#include "core/util/displaytext.h"
#include "core/util/exactnumber.h"
#include "core/util/jsonsyntax.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <cstddef>
#include <cstdint>

using namespace Qt::StringLiterals;
using namespace IteraGpu;

namespace {

enum Target : std::uint8_t
{
    Text,
    CsvText,
    CatalogText,
    GridText,
    ProtocolJson,
    ManifestJson,
    RecoveryJson,
    ReportJson,
    SafetensorsFile,
    GgufFile,
    CountText,
    ConfigJson,
    ProgressStream,
    JsonText,
    EscapedText,
    SweepIndexJson,
    SweepStream,
    Count
};

void fuzzCatalog(const QString &text)
{
    auto catalog = Catalog::parse(text, u"fuzz"_s);
    if (!catalog)
        return;
    if (catalog->tariffs().isEmpty())
        __builtin_trap(); // a valid catalog always has rows
    for (const Tariff &t : catalog->tariffs()) {
        // Every row is found again by its key, and lookups agree with the rows.
        const auto found = catalog->find(t.gpuId, t.durationDays);
        if (!found || found->priceCents != t.priceCents)
            __builtin_trap();
    }
    // Its JSON, written piece by piece, is one valid document with every row.
    QByteArray json;
    writeCatalogJson(*catalog, u"fuzz"_s, [&](QByteArrayView piece) { json += piece; });
    const StrictJson parsed = parseJsonStrict(json);
    if (!parsed.ok() || parsed.document.object().value(u"rows"_s).toArray().size() != catalog->tariffs().size())
        __builtin_trap();
}

void fuzzGrid(const QString &text)
{
    auto grid = ResultsGrid::parse(text, u"fuzz"_s);
    if (!grid)
        return;
    // A grid that loads saves and loads back to the same rows.
    auto again = ResultsGrid::parse(grid->toCsv(), u"fuzz"_s);
    if (!again || again->rows() != grid->rows())
        __builtin_trap();
    // A trace found in the notes is lower-case hex of 16 to 64 digits.
    for (const ResultRow &row : grid->rows()) {
        const QString sha = reportTraceSha(row[ResultColumn::Notes]);
        if (!sha.isEmpty() && (sha.size() < kTraceHexDigits || sha.size() > 64 || sha != sha.toLower()))
            __builtin_trap();
    }
}

void fuzzConfig(const QByteArray &bytes)
{
    const StrictJson parsed = parseJsonStrict(bytes);
    if (!parsed.ok() || !parsed.document.isObject())
        return;
    const KvShape shape = kvShapeFromConfig(parsed.document.object());
    // A known shape has positive sizes and key/value heads that divide the heads.
    if (shape.known() && (shape.layers < 1 || shape.kvHeads < 1 || shape.keyLength < 1 || shape.valueLength < 1))
        __builtin_trap();
    if (shape.known())
        (void)computeKvCache(shape, KvInput{8192, 4, 16});
}

void fuzzProgress(const QByteArray &bytes)
{
    // Fed in two pieces at a point chosen by the input, the stream reads as it does whole.
    ProgressStreamReader whole;
    const auto all = whole.feed(bytes);
    ProgressStreamReader split;
    const qsizetype cut = bytes.isEmpty() ? 0 : qsizetype(uchar(bytes.at(0))) % (bytes.size() + 1);
    const auto first = split.feed(bytes.left(cut));
    const auto second = first ? split.feed(bytes.mid(cut)) : first;
    if (bool(all) != (bool(first) && bool(second)))
        __builtin_trap();
    (void)whole.checkEnd();
}

void fuzzSweepIndex(const QByteArray &bytes)
{
    auto index = parseSweepIndex(bytes, u"sweep.json"_s);
    if (!index)
        return;
    // An accepted index, written again by this program, reads back to the same JSON, and no two of
    // its points name one report (a report named twice is refused).
    const QJsonObject json = index->toJson();
    auto again = parseSweepIndex(QJsonDocument(json).toJson(), u"sweep.json"_s);
    if (!again || again->toJson() != json)
        __builtin_trap();
    QSet<QString> files;
    for (const SweepPoint &point : std::as_const(index->points)) {
        if (point.file.isEmpty())
            continue;
        if (point.file.contains(u'/') || files.contains(point.file))
            __builtin_trap();
        files.insert(point.file);
    }
}

void fuzzSweepStream(const QByteArray &bytes)
{
    // Fed in two pieces at a point chosen by the input, the stream gives the events it gives whole.
    SweepStreamReader whole;
    QList<SweepStreamEvent> all;
    const Status wholeFed = whole.feedInto(bytes, all);
    SweepStreamReader split;
    QList<SweepStreamEvent> pieces;
    const qsizetype cut = bytes.isEmpty() ? 0 : qsizetype(uchar(bytes.at(0))) % (bytes.size() + 1);
    Status splitFed = split.feedInto(bytes.left(cut), pieces);
    if (splitFed)
        splitFed = split.feedInto(bytes.mid(cut), pieces);
    if (bool(wholeFed) != bool(splitFed) || all.size() != pieces.size())
        __builtin_trap();
    for (const SweepStreamEvent &event : std::as_const(all)) {
        // A finished index holds exactly the points streamed before it.
        if (event.kind == SweepStreamEvent::Kind::Finished && event.index
            && event.index->points.size() != whole.pointsFinished())
            __builtin_trap();
    }
    (void)whole.checkEnd();
}

void fuzzJson(const QByteArray &bytes)
{
    // The tokenizer never reads outside the text and ends; a duplicate is only reported in JSON that
    // QJsonDocument takes.
    JsonTokenizer tokens(bytes);
    for (int steps = 0; steps < 1'000'000; ++steps) {
        const auto kind = tokens.next().kind;
        if (kind == JsonTokenizer::Kind::End || kind == JsonTokenizer::Kind::Error)
            break;
    }
    const StrictJson strict = parseJsonStrict(bytes);
    if (strict.duplicateKey && QJsonDocument::fromJson(bytes).isNull())
        __builtin_trap();
}

void fuzzEscaped(const QByteArray &bytes)
{
    // Escaped for a terminal, nothing unsafe is left; a JSON string reads back to its text.
    const QByteArray terminal = escapedUtf8(bytes, EscapeStyle::Terminal);
    for (qsizetype i = 0; i < terminal.size(); ++i) {
        const uchar c = uchar(terminal.at(i));
        const bool crlf = c == '\r' && i + 1 < terminal.size() && terminal.at(i + 1) == '\n';
        if ((c < 0x20 && c != '\n' && c != '\t' && !crlf) || c == 0x7f)
            __builtin_trap();
    }
    const QString text = QString::fromUtf8(bytes);
    const QJsonDocument back = QJsonDocument::fromJson("[" + jsonQuoted(text) + "]");
    if (back.array().at(0).toString() != text)
        __builtin_trap();
    for (const QChar c : displaySafe(text, 1 << 20)) {
        if (isUnsafeForDisplay(c.unicode()))
            __builtin_trap();
    }
}

void fuzzManifest(const QByteArray &bytes)
{
    const ManifestCheck check = parseManifest(bytes, u"fuzz"_s);
    if (check.problems.size() > ManifestCheck::kMaxProblemLines || check.problemCount < check.problems.size())
        __builtin_trap();
    for (const ManifestMember &member : check.members) {
        // Accepted names are relative and normalised: never absolute, never climbing out.
        if (member.name.isEmpty() || member.name.startsWith(u'/') || member.name.split(u'/').contains(u".."_s)
            || member.size < 0)
            __builtin_trap();
    }
}

void fuzzRecovery(const QByteArray &bytes)
{
    auto snapshot = RecoverySnapshot::fromJson(bytes, u"fuzz"_s);
    if (!snapshot)
        return;
    // What was read back writes and reads back the same.
    auto again = RecoverySnapshot::fromJson(snapshot->toJson(), u"fuzz"_s);
    if (!again || again->grid.rows() != snapshot->grid.rows() || again->typedFields != snapshot->typedFields)
        __builtin_trap();
}

void fuzzReport(const QByteArray &bytes)
{
    auto loaded = parseReport(bytes, u"fuzz"_s);
    if (!loaded)
        return;
    // An accepted report, written again by this program, reads back to the same report.
    if (loaded->isMeasurement()) {
        const QJsonObject json = loaded->measurement().report.toJson();
        auto again = parseReport(QJsonDocument(json).toJson(), u"fuzz"_s);
        if (!again || !again->isMeasurement() || again->measurement().report.toJson() != json)
            __builtin_trap();
    } else {
        const QJsonObject json = loaded->environment().toJson();
        auto again = parseReport(QJsonDocument(json).toJson(), u"fuzz"_s);
        if (!again || again->isMeasurement() || again->environment().toJson() != json)
            __builtin_trap();
    }
}

void fuzzSafetensors(const QByteArray &bytes)
{
    MemorySource source(bytes);
    auto tensors = parseSafetensorsHeader(source, u"fuzz"_s);
    if (!tensors)
        return;
    // Accepted tensors tile a data area that lies inside the input, each one elements × dtype size.
    qint64 total = 0;
    for (const CheckpointTensor &t : *tensors) {
        const int bits = safetensorsDtypeBits(t.type);
        if (bits == 0 || t.bytes < 0 || Exact::Int128(t.elements) * bits != Exact::Int128(t.bytes) * 8)
            __builtin_trap();
        total += t.bytes;
    }
    if (total > bytes.size())
        __builtin_trap();
}

void fuzzGguf(const QByteArray &bytes)
{
    MemorySource source(bytes);
    auto header = parseGgufHeader(source, u"fuzz"_s);
    if (!header)
        return;
    // The data starts aligned inside the input, and each tensor's bytes follow from its ggml type.
    if (header->dataOffset % header->alignment != 0 || header->dataOffset > bytes.size())
        __builtin_trap();
    for (const CheckpointTensor &t : header->tensors) {
        if (t.shape.isEmpty() || t.shape.size() > 4 || t.elements < 0 || t.bytes < 0)
            __builtin_trap();
    }
}

void fuzzCount(const QString &text)
{
    auto count = Exact::parseCount(text, u"fuzz"_s, 1, 1'000'000'000'000'000'000, QLocale(QLocale::German));
    if (count && (*count < 1 || *count > 1'000'000'000'000'000'000))
        __builtin_trap();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size == 0)
        return 0;
    const QByteArray bytes(reinterpret_cast<const char *>(data + 1), qsizetype(size - 1));
    const auto target = Target(data[0] % Count);
    if (target == ProtocolJson) {
        const QJsonDocument doc = QJsonDocument::fromJson(bytes);
        if (doc.isObject())
            (void)QualityProtocol::fromJson(doc.object(), u"fuzz"_s);
        return 0;
    }
    if (target == ManifestJson) {
        fuzzManifest(bytes);
        return 0;
    }
    if (target == RecoveryJson) {
        fuzzRecovery(bytes);
        return 0;
    }
    if (target == ReportJson) {
        fuzzReport(bytes);
        return 0;
    }
    if (target == SafetensorsFile) {
        fuzzSafetensors(bytes);
        return 0;
    }
    if (target == GgufFile) {
        fuzzGguf(bytes);
        return 0;
    }
    if (target == ConfigJson) {
        fuzzConfig(bytes);
        return 0;
    }
    if (target == ProgressStream) {
        fuzzProgress(bytes);
        return 0;
    }
    if (target == JsonText) {
        fuzzJson(bytes);
        return 0;
    }
    if (target == EscapedText) {
        fuzzEscaped(bytes);
        return 0;
    }
    if (target == SweepIndexJson) {
        fuzzSweepIndex(bytes);
        return 0;
    }
    if (target == SweepStream) {
        fuzzSweepStream(bytes);
        return 0;
    }
    auto text = decodeText(bytes, u"fuzz"_s);
    if (!text)
        return 0;
    switch (target) {
    case CsvText: (void)Csv::parse(*text, u"fuzz"_s); break;
    case CatalogText: fuzzCatalog(*text); break;
    case GridText: fuzzGrid(*text); break;
    case CountText: fuzzCount(*text); break;
    default: break; // Text: decodeText alone
    }
    return 0;
}
