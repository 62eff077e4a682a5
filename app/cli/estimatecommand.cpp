#include "app/cli/commands.h"

#include "app/cli/checkpointprinter.h"
#include "core/estimate/checkpointestimate.h"
#include "core/estimate/estimate.h"
#include "core/util/clioptions.h"

using namespace Qt::StringLiterals;

namespace IteraGpu::Cli {

std::optional<CheckpointEstimate> checkpointEstimateFromOptions(const QCommandLineParser &parser, Console &console,
                                                                const QString &command)
{
    for (const QString &option : {u"parameters"_s, u"bits"_s}) {
        if (parser.isSet(option)) {
            console.refuse(command, u"--checkpoint and --%1 exclude each other"_s.arg(option));
            return std::nullopt;
        }
    }
    const bool kv = parser.isSet(u"kv"_s);
    if (!kv) {
        for (const QString &option : {u"context"_s, u"batch"_s, u"kv-bits"_s}) {
            if (parser.isSet(option)) {
                console.refuse(command, u"--%1 needs --kv"_s.arg(option));
                return std::nullopt;
            }
        }
    }
    if (kv && !parser.isSet(u"context"_s)) {
        console.refuse(command, u"--kv needs --context (tokens per sequence)"_s);
        return std::nullopt;
    }
    auto options
        = parseCheckpointOptions(parser.value(u"load-bits"_s), kv, parser.value(u"context"_s), parser.value(u"batch"_s),
                                 parser.value(u"kv-bits"_s), parser.value(u"reserve-gib"_s), cliOptionName);
    if (!options) {
        console.refuse(command, options.error());
        return std::nullopt;
    }
    auto checkpoint = readCheckpoint(parser.value(u"checkpoint"_s));
    if (!checkpoint) {
        console.refuse(command, checkpoint.error());
        return std::nullopt;
    }
    auto e = estimateFromCheckpoint(std::move(*checkpoint), *options);
    if (!e) {
        console.refuse(command, e.error());
        return std::nullopt;
    }
    return std::move(*e);
}

std::optional<Estimate> parameterEstimateFromOptions(const QCommandLineParser &parser, Console &console,
                                                     const QString &command)
{
    for (const QString &option : {u"load-bits"_s, u"kv"_s, u"context"_s, u"batch"_s, u"kv-bits"_s}) {
        if (parser.isSet(option)) {
            console.refuse(command, u"--%1 needs --checkpoint"_s.arg(option));
            return std::nullopt;
        }
    }
    QString parameters, bits;
    if (!requireValue(parser, u"parameters"_s, console, command, parameters)
        || !requireValue(parser, u"bits"_s, console, command, bits))
        return std::nullopt;
    auto input = parseEstimateInput(parameters, bits, parser.value(u"reserve-gib"_s), cliOptionName);
    if (!input) {
        console.refuse(command, input.error());
        return std::nullopt;
    }
    return computeEstimate(*input);
}

namespace {

int checkpointEstimate(const QCommandLineParser &parser, Console &console, const QString &command)
{
    const auto e = checkpointEstimateFromOptions(parser, console, command);
    if (!e)
        return Refused;
    if (parser.isSet(u"json"_s)) {
        console.printJson(checkpointEstimateToJson(*e));
        return Done;
    }
    printCheckpointEstimate(console.out(), *e);
    console.out().flush();
    return Done;
}

} // namespace

int estimateCommand(const QStringList &arguments, Console &console)
{
    const QString command = u"estimate"_s;
    QCommandLineParser parser;
    parser.setApplicationDescription(
        u"Weight memory from a parameter count and a bit width, or from a checkpoint's headers (no GPU needed)."_s);
    addTableOptions(parser, command);
    bool helped = false;
    if (!parseOptions(parser, arguments, console, command, helped))
        return helped ? Done : Refused;
    if (parser.isSet(u"checkpoint"_s))
        return checkpointEstimate(parser, console, command);
    const auto estimate = parameterEstimateFromOptions(parser, console, command);
    if (!estimate)
        return Refused;
    const Estimate &e = *estimate;
    if (parser.isSet(u"json"_s)) {
        console.printJson(estimateToJson(e));
        return Done;
    }
    QTextStream &out = console.out();
    const QString reserve = e.input.reserveGib.toString();
    out << u"Weight memory estimate (weights only)\n"_s;
    out << u"  parameters:          "_s << e.input.parameters << u'\n';
    const QString perParameter = u" -> "_s + QString::number(e.bytesPerParameter)
        + (e.bytesPerParameter == 1 ? u" byte"_s : u" bytes"_s) + u" per parameter (bits rounded up to whole bytes)"_s;
    const QString reserveLine = u"  reserve (your assumption, not measured): "_s + reserve + u" GiB = "_s
        + QString::number(e.reserveBytes) + u" bytes"_s
        + (e.reserveRoundedUp ? u" (rounded up to whole bytes)"_s : QString()) + u'\n';
    if (e.packedWeightBytes) {
        // A width that is not whole bytes: the packed figure first, the seed's rule beside it.
        out << u"  bits per parameter:  "_s << e.input.bits.toString() << u'\n';
        out << u"  weights packed:      "_s << bytesLine(*e.packedWeightBytes)
            << u" (parameters x bits / 8, rounded up to a whole byte in total)\n"_s;
        out << reserveLine;
        out << u"  total packed:        "_s << bytesLine(*e.packedTotalBytes) << u'\n';
        out << u"  seed's rule:         "_s << e.input.bits.toString() << perParameter << u'\n';
        out << u"  weights:             "_s << bytesLine(e.weightBytes) << u" (whole bytes per parameter)\n"_s;
        out << u"  total with reserve:  "_s << bytesLine(e.totalBytes) << u" (seed's rule)\n"_s;
    } else {
        out << u"  bits per parameter:  "_s << e.input.bits.toString() << perParameter << u'\n';
        out << u"  weights:             "_s << bytesLine(e.weightBytes) << u" (whole bytes per parameter)\n"_s;
        out << reserveLine;
        out << u"  total with reserve:  "_s << bytesLine(e.totalBytes) << u'\n';
    }
    out << estimateRoundingRule() << u".\n"_s;
    out << u"Not included: "_s << estimateExclusions().join(u", "_s) << u".\n"_s;
    out << u"This does not predict whether a real model fits on a card.\n"_s;
    out.flush();
    return Done;
}

} // namespace IteraGpu::Cli
