#include "app/cli/checkpointprinter.h"

#include "core/util/displaytext.h"

using namespace Qt::StringLiterals;

namespace IteraGpu::Cli {

QString bytesLine(qint64 bytes)
{
    // Below 0.01 GiB the size reads in MiB or KiB (and MB or kB), never "0.00".
    const ScaledSize binary = binarySize(bytes);
    const ScaledSize decimal = decimalSize(bytes);
    return u"%1 bytes = %2 %3 = %4 %5"_s.arg(bytes).arg(binary.number, binary.unit, decimal.number, decimal.unit);
}

void printCheckpointEstimate(QTextStream &out, const CheckpointEstimate &e)
{
    const Checkpoint &c = e.checkpoint;
    out << u"Weight memory from a checkpoint ("_s << (c.format == CheckpointFormat::Gguf ? u"GGUF"_s : u"safetensors"_s)
        << u", headers only)\n"_s;
    for (const QString &file : c.files)
        out << u"  file:                "_s << displaySafe(file, 400) << u'\n';
    out << u"  tensors:             "_s << c.tensors.size() << u'\n';
    out << u"  elements:            "_s << c.totalElements << u'\n';
    out << u"  stored weights:      "_s << bytesLine(c.totalBytes) << u'\n';
    for (const TypeTotal &t : c.byType)
        out << u"    "_s << t.type.leftJustified(8) << u' ' << t.tensors
            << (t.tensors == 1 ? u" tensor, "_s : u" tensors, "_s) << t.elements << u" elements, "_s
            << bytesLine(t.bytes) << u'\n';
    if (c.largest >= 0) {
        const CheckpointTensor &t = c.tensors[c.largest];
        // Names come from the file: escaped, and a long one shortened with its length said.
        out << u"  largest tensor:      "_s << displaySafe(t.name) << u" "_s << tensorShapeText(t) << u", "_s << t.bytes
            << u" bytes\n"_s;
    }
    if (const QString note = packingNote(c); !note.isEmpty())
        out << u"  "_s << note << u'\n';
    if (e.load) {
        // The cast is what the GPU holds: it is counted in the total, the stored bytes stay above.
        out << u"  if cast on load to "_s << e.load->input.bits.toString() << u" bits: "_s;
        if (e.load->packedWeightBytes)
            out << bytesLine(*e.load->packedWeightBytes) << u" packed (counted in the total); seed's rule: "_s
                << bytesLine(e.load->weightBytes) << u" (whole bytes per element)\n"_s;
        else
            out << bytesLine(e.load->weightBytes) << u" (whole bytes per element, counted in the total)\n"_s;
    } else if (e.options.loadBits) {
        out << u"  cast on load: "_s << displaySafe(e.loadProblem, 400) << u'\n';
    }
    if (e.kv) {
        const KvShape &s = e.kv->shape;
        out << u"  KV cache:            "_s << bytesLine(e.kv->bytes) << u'\n';
        out << u"    = "_s << s.layers << u" layers x "_s << e.kv->input.batch << u" batch x "_s
            << e.kv->effectiveContext << u" context"_s;
        if (s.slidingWindow && e.kv->effectiveContext < e.kv->input.context)
            out << u" (sliding window "_s << *s.slidingWindow << u" caps "_s << e.kv->input.context << u')';
        out << u" x "_s << s.kvHeads << u" kv heads x ("_s << s.keyLength << u" + "_s << s.valueLength << u") x "_s
            << e.kv->input.bits << u" bits / 8, from "_s << displaySafe(s.source) << u'\n';
        for (const QString &note : s.notes)
            out << u"    ("_s << displaySafe(note, 400) << u")\n"_s;
    } else if (e.options.kv) {
        out << u"  KV cache: "_s << displaySafe(e.kvProblem, 400) << u'\n';
    }
    out << u"  reserve (your assumption, not measured): "_s << e.options.reserveGib.toString() << u" GiB = "_s
        << e.reserveBytes << u" bytes"_s << (e.reserveRoundedUp ? u" (rounded up to whole bytes)"_s : QString())
        << u'\n';
    out << u"  total:               "_s << bytesLine(e.totalBytes) << u" ("_s
        << (e.load ? u"cast on load"_s : u"stored"_s) << (e.kv ? u" + KV cache"_s : QString()) << u" + reserve)\n"_s;
    out << estimateRoundingRule() << u".\n"_s;
    out << u"Not included: "_s << checkpointExclusions(e.kv.has_value()).join(u", "_s) << u".\n"_s;
    out << u"This does not predict whether a real model fits on a card.\n"_s;
}

} // namespace IteraGpu::Cli
