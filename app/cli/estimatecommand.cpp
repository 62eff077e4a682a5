#include "commands.h"

#include "estimate.h"
#include "optionnames.h"

using namespace Qt::StringLiterals;

namespace IteraGpu::Cli {

int estimateCommand(const QStringList &arguments, Console &console)
{
    const QString command = u"estimate"_s;
    QCommandLineParser parser;
    parser.setApplicationDescription(u"Weight memory from a parameter count and a bit width (no GPU needed)."_s);
    parser.addOptions({
        {u"parameters"_s, u"Number of parameters, a positive whole number."_s, u"N"_s},
        {u"bits"_s,
         u"Bits per parameter, %1 to %2 (rounded up to whole bytes)."_s.arg(kBitsRange.min).arg(kBitsRange.max),
         u"B"_s},
        {u"reserve-gib"_s, u"Reserve you choose to add, in GiB (an assumption, not a measurement). Default 0."_s,
         u"X"_s, u"0"_s},
        {u"json"_s, u"Print machine-readable JSON."_s},
    });
    bool helped = false;
    if (!parseOptions(parser, arguments, console, command, helped))
        return helped ? Done : Refused;
    QString parameters, bits;
    if (!requireValue(parser, u"parameters"_s, console, command, parameters)
        || !requireValue(parser, u"bits"_s, console, command, bits))
        return Refused;
    auto input = parseEstimateInput(parameters, bits, parser.value(u"reserve-gib"_s), optionName);
    if (!input)
        return console.refuse(command, input.error());
    const Estimate e = computeEstimate(*input);
    if (parser.isSet(u"json"_s)) {
        console.printJson(estimateToJson(e));
        return Done;
    }
    QTextStream &out = console.out();
    const QString reserve = e.input.reserveGib.toString();
    out << u"Weight memory estimate (weights only)\n"_s;
    out << u"  parameters:          "_s << e.input.parameters << u'\n';
    out << u"  bits per parameter:  "_s << e.input.bits << u" -> "_s << e.bytesPerParameter
        << (e.bytesPerParameter == 1 ? u" byte"_s : u" bytes"_s)
        << u" per parameter (bits rounded up to whole bytes)\n"_s;
    out << u"  weights:             "_s << e.weightBytes << u" bytes = "_s << gibText(e.weightBytes) << u" GiB = "_s
        << gbText(e.weightBytes) << u" GB\n"_s;
    out << u"  reserve (your assumption, not measured): "_s << reserve << u" GiB = "_s << e.reserveBytes << u" bytes"_s
        << (e.reserveRoundedUp ? u" (rounded up to whole bytes)"_s : QString()) << u'\n';
    out << u"  total with reserve:  "_s << e.totalBytes << u" bytes = "_s << gibText(e.totalBytes) << u" GiB = "_s
        << gbText(e.totalBytes) << u" GB\n"_s;
    out << estimateRoundingRule() << u".\n"_s;
    out << u"Not included: "_s << estimateExclusions().join(u", "_s) << u".\n"_s;
    out << u"This does not predict whether a real model fits on a card.\n"_s;
    out.flush();
    return Done;
}

} // namespace IteraGpu::Cli
