#include "core/util/clioptions.h"

#include "core/util/domainlimits.h"
#include "core/util/fieldkey.h"

#include <QHash>

using namespace Qt::StringLiterals;

namespace IteraGpu {

namespace {

const QString kJsonHelp = u"Print machine-readable JSON."_s;
const QString kBackendHelp = u"Path of the libtorch module (libiteragpu_torch.so) to use."_s;
const QString kCatalogHelp = u"Tariff catalog CSV to use instead of the shipped illustrative sample."_s;

QHash<QString, QList<CliOption>> makeTable()
{
    QHash<QString, QList<CliOption>> table;
    table.insert(
        u"estimate"_s,
        {
            {u"parameters"_s, u"N"_s, u"Number of parameters: 7000000000, 7,000,000,000, 7e9 or 7B (a whole number)."_s,
             FieldKey::parameters.toString()},
            {u"bits"_s, u"B"_s,
             u"Bits per parameter, %1 to %2, up to 2 decimals (4.5); not whole bytes: the packed figure first, "
             u"the seed's rule (rounded up to whole bytes) beside."_s.arg(kBitsRange.min)
                 .arg(kBitsRange.max),
             FieldKey::bits.toString()},
            {u"checkpoint"_s, u"PATH"_s,
             u"A .safetensors file, a model.safetensors.index.json, a .gguf file or a folder holding one (only "
             u"headers are read)."_s,
             FieldKey::checkpoint.toString()},
            {u"load-bits"_s, u"N"_s,
             u"With --checkpoint: the weights cast to N bits on load (up to 2 decimals) count in the total; the "
             u"stored bytes stay shown."_s,
             FieldKey::loadBits.toString()},
            {u"kv"_s, {}, u"With --checkpoint: add the KV cache from config.json or the GGUF metadata."_s},
            {u"context"_s, u"N"_s, u"With --kv: tokens per sequence."_s, FieldKey::context.toString()},
            {u"batch"_s, u"N"_s, u"With --kv: sequences. Default 1."_s, FieldKey::batch.toString(), false, u"1"_s},
            {u"kv-bits"_s, u"N"_s, u"With --kv: bits per cached element. Default 16."_s, FieldKey::kvBits.toString(),
             false, u"16"_s},
            {u"reserve-gib"_s, u"X"_s,
             u"Reserve you choose to add, in GiB (an assumption, not a measurement). Default 0."_s,
             FieldKey::reserveGib.toString(), false, u"0"_s},
            {u"json"_s, {}, kJsonHelp},
        });
    table.insert(
        u"cost"_s,
        {
            {u"gpu"_s, u"ID"_s, u"GPU id from the catalog, e.g. h100 (see 'iteragpu catalog')."_s,
             FieldKey::gpuId.toString(), true},
            {u"days"_s, u"DAYS"_s, u"Package duration: %1."_s.arg(rentalDurationsText()),
             FieldKey::durationDays.toString(), true},
            {u"lots"_s, u"N"_s, u"Number of lots (a lot may hold several GPUs)."_s, FieldKey::lots.toString(), true},
            {u"accepted-results"_s, u"K"_s,
             u"Number of distinct accepted useful units. No default: without it the unit cost is not "
             u"computed."_s,
             FieldKey::acceptedResults.toString()},
            {u"catalog"_s, u"FILE"_s, kCatalogHelp},
            {u"json"_s, {}, kJsonHelp},
        });
    table.insert(
        u"plan"_s,
        {
            {u"parameters"_s, u"N"_s, u"Number of parameters: 7000000000, 7,000,000,000, 7e9 or 7B (a whole number)."_s,
             FieldKey::parameters.toString()},
            {u"bits"_s, u"B"_s,
             u"Bits per parameter, %1 to %2, up to 2 decimals (4.5); not whole bytes: the weights line is packed."_s
                 .arg(kBitsRange.min)
                 .arg(kBitsRange.max),
             FieldKey::bits.toString()},
            {u"checkpoint"_s, u"PATH"_s,
             u"A .safetensors file, a model.safetensors.index.json, a .gguf file or a folder holding one (only "
             u"headers are read); its stored bytes are the weights line."_s,
             FieldKey::checkpoint.toString()},
            {u"load-bits"_s, u"N"_s, u"With --checkpoint: the weights line is the weights cast to N bits on load."_s,
             FieldKey::loadBits.toString()},
            {u"kv"_s, {}, u"With --checkpoint: add the KV cache line from config.json or the GGUF metadata."_s},
            {u"context"_s, u"N"_s, u"With --kv: tokens per sequence."_s, FieldKey::context.toString()},
            {u"batch"_s, u"N"_s, u"With --kv: sequences. Default 1."_s, FieldKey::batch.toString(), false, u"1"_s},
            {u"kv-bits"_s, u"N"_s, u"With --kv: bits per cached element. Default 16."_s, FieldKey::kvBits.toString(),
             false, u"16"_s},
            {u"reserve-gib"_s, u"X"_s,
             u"Reserve you choose to add, in GiB (an assumption, not a measurement). Default 0."_s,
             FieldKey::reserveGib.toString(), false, u"0"_s},
            {u"days"_s, u"DAYS"_s, u"Package duration: %1. Default: every duration."_s.arg(rentalDurationsText()),
             FieldKey::durationDays.toString()},
            {u"accepted-results"_s, u"K"_s,
             u"Number of distinct accepted useful units. No default: without it the unit cost is not "
             u"computed."_s,
             FieldKey::acceptedResults.toString()},
            {u"report"_s, u"FILE"_s,
             u"A measurement report from a GPU: its bytes outside the allocator before the model and the BLAS "
             u"workspace become their own lines, labelled measured on its device."_s},
            {u"tight-percent"_s, u"P"_s,
             u"Headroom under P % of a GPU's memory is called tight (0 to 100, up to 2 decimals). Default 10."_s,
             FieldKey::tightPercent.toString(), false, u"10"_s},
            {u"catalog"_s, u"FILE"_s, kCatalogHelp},
            {u"json"_s, {}, kJsonHelp},
            {u"csv"_s, {}, u"Print the rows as CSV."_s},
        });
    table.insert(u"catalog"_s, {{u"catalog"_s, u"FILE"_s, kCatalogHelp}, {u"json"_s, {}, kJsonHelp}});
    table.insert(
        u"measure"_s,
        {
            {u"device"_s, u"DEV"_s, u"cuda:N, or cpu for an explicit protocol dry run (no memory counters)."_s,
             FieldKey::device.toString(), true},
            {u"batch"_s, u"B"_s, u"Batch size."_s, FieldKey::batch.toString(), true},
            {u"context"_s, u"C"_s, u"Number of positions per sample (no attention, no KV cache)."_s,
             FieldKey::context.toString(), true},
            {u"width"_s, u"W"_s, u"Model width."_s, FieldKey::width.toString(), true},
            {u"hidden"_s, u"H"_s, u"Hidden width of the first Linear (default 4 x width)."_s,
             FieldKey::hidden.toString()},
            {u"dtype"_s, u"TYPE"_s, u"%1 (weights and inputs share it)."_s.arg(dtypeNamesText()),
             FieldKey::dtype.toString(), true},
            {u"warmup"_s, u"N"_s, u"Warm-up forwards, reported together as one row (0 or more)."_s,
             FieldKey::warmup.toString(), true},
            {u"repeats"_s, u"N"_s, u"Measured warm forwards, one row each (1 or more)."_s, FieldKey::repeats.toString(),
             true},
            {u"seed"_s, u"S"_s, u"Seed of the model initialisation and of the inputs (default 0)."_s,
             FieldKey::seed.toString()},
            {u"output"_s, u"FILE.json"_s, u"Report file to create; an existing file is never overwritten."_s,
             FieldKey::output.toString(), true},
            {u"memory-limit"_s, u"SIZE"_s,
             u"With --device cpu: this process's address space (RLIMIT_AS) from the first phase on, in whole MiB or "
             u"GiB (3GiB, 2500MiB), to meet a smaller machine's memory; libtorch's libraries (about 1 GiB) count "
             u"toward it. An allocation beyond it fails as out of memory. Recorded in the report."_s,
             FieldKey::memoryLimit.toString()},
            {u"backend"_s, u"PATH"_s, kBackendHelp},
            {u"progress"_s, u"FORMAT"_s,
             u"jsonl: for a run driven over SSH. Standard output carries one JSON object per line: \"started\" with "
             u"the environment, \"phase_started\", one \"row\" per finished phase row (the report's fields), then "
             u"\"finished\" (report path, status, bytes, sha256) followed by exactly that many bytes of the report, "
             u"or \"refused\". Human text goes to standard error. The standard input closing, or a hang-up (SIGHUP), "
             u"cancels the run between forwards and writes the partial report with status cancelled. Format: "
             u"schema/progress.schema.json."_s},
        });
    {
        // sweep: the measure options but --output and --progress, each optional here (the varied one
        // must not be given; the command requires the others), then the sweep's own.
        QList<CliOption> sweep{
            {u"vary"_s, u"DIM"_s, u"The dimension to vary: batch, context, width, hidden or dtype."_s, {}, true},
            {u"values"_s, u"V1,V2,..."_s, u"The values, in increasing order for a numeric dimension."_s},
            {u"from"_s, u"A"_s, u"With --to: A, 2A, 4A, ... while the value is <= B."_s},
            {u"to"_s, u"B"_s, u"With --from: the largest value of the doubling range."_s},
            {u"bisect"_s,
             {},
             u"After the first out-of-memory point: search between the largest complete and the smallest failed "
             u"value until they are adjacent (or within --step)."_s},
            {u"step"_s, u"S"_s, u"With --bisect: probe multiples of S only (default 1)."_s, {}, false, u"1"_s},
        };
        for (CliOption option : table.value(u"measure"_s)) {
            if (option.name == u"output"_s || option.name == u"progress"_s)
                continue;
            if (option.name != u"device"_s && option.name != u"warmup"_s && option.name != u"repeats"_s)
                option.required = false;
            if (option.name == u"memory-limit"_s)
                option.help = u"With --device cpu: each point's measure process runs under this address-space limit "
                              u"(RLIMIT_AS) from its first phase on, in whole MiB or GiB (3GiB, 2500MiB); libtorch's "
                              u"libraries (about 1 GiB) count toward it. Recorded in every point's report."_s;
            sweep.append(option);
        }
        sweep.append({u"output-dir"_s,
                      u"DIR"_s,
                      u"The sweep's folder, new or empty: one report per point and the index sweep.json; nothing is "
                      u"ever overwritten."_s,
                      {},
                      true});
        sweep.append({u"progress"_s, u"FORMAT"_s,
                      u"jsonl: standard output carries one JSON object per line: \"sweep_started\", "
                      u"\"point_started\", \"point_finished\" (the index's point) followed by the bytes of its "
                      u"report, then \"sweep_finished\" followed by the bytes of sweep.json. Human text goes to "
                      u"standard error. The standard input closing cancels the current point and ends the sweep."_s});
        sweep.append({u"json"_s, {}, u"Print the index as JSON at the end."_s});
        table.insert(u"sweep"_s, sweep);
    }
    table.insert(u"environment"_s,
                 {
                     {u"device"_s, u"DEV"_s, u"cuda:N or cpu."_s, FieldKey::device.toString(), true},
                     {u"driver-version"_s, u"TEXT"_s,
                      u"The driver version as nvidia-smi or rocm-smi shows it (recorded as user-reported)."_s,
                      FieldKey::driverVersion.toString()},
                     {u"json"_s, {}, kJsonHelp},
                     {u"backend"_s, u"PATH"_s, kBackendHelp},
                 });
    table.insert(
        u"experiment"_s,
        {
            {u"title"_s, u"TEXT"_s, u"With init: the experiment's title (one line)."_s},
            {u"protocol"_s, u"FILE.json"_s,
             u"With fix: a draft quality protocol as the window saves it (iteragpu-lab/quality-protocol, version 1), "
             u"every field filled."_s},
            {u"gpu"_s, u"ID"_s, u"With add: the package the runs were priced from, GPU id from the catalog."_s,
             FieldKey::gpuId.toString()},
            {u"days"_s, u"DAYS"_s, u"With add and --gpu: package duration: %1."_s.arg(rentalDurationsText()),
             FieldKey::durationDays.toString()},
            {u"lots"_s, u"N"_s, u"With add and --gpu: number of lots."_s, FieldKey::lots.toString()},
            {u"catalog"_s, u"FILE"_s,
             u"With add and --gpu: tariff catalog CSV instead of the shipped illustrative sample (a copy is stored "
             u"in catalogs/)."_s},
        });
    table.insert(u"show"_s,
                 {{u"json"_s, {}, u"With an experiment folder or a sweep index: print its summary as JSON."_s}});
    table.insert(u"compare"_s,
                 {
                     {u"baseline"_s, u"N"_s, u"The run the others are compared with, counted from 1 (default 1)."_s},
                     {u"json"_s, {}, u"Print the comparison as JSON."_s},
                     {u"csv"_s, {}, u"Print the comparison as CSV."_s},
                 });
    return table;
}

const QHash<QString, QList<CliOption>> &table()
{
    static const QHash<QString, QList<CliOption>> options = makeTable();
    return options;
}

} // namespace

const QList<CliOption> &cliOptions(QStringView command)
{
    static const QList<CliOption> none;
    const auto found = table().constFind(command.toString());
    return found == table().cend() ? none : *found;
}

QString cliOptionName(QStringView field)
{
    for (const QList<CliOption> &options : table()) {
        for (const CliOption &option : options) {
            if (!option.field.isEmpty() && option.field == field)
                return u"--"_s + option.name;
        }
    }
    return field.toString();
}

} // namespace IteraGpu
