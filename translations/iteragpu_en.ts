<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>IteraGpu::DisplayText</name>
    <message numerus="yes">
        <source>… (%n more characters)</source>
        <translation>
            <numerusform>… (%n more character)</numerusform>
            <numerusform>… (%n more characters)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IteraGpu::ExperimentLock</name>
    <message numerus="yes">
        <source>%1: another program is changing this experiment (waited %n s); try again when it is done</source>
        <translation>
            <numerusform>%1: another program is changing this experiment (waited %n s); try again when it is done</numerusform>
            <numerusform>%1: another program is changing this experiment (waited %n s); try again when it is done</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 is changing this experiment (waited %n s); try again when it is done</source>
        <translation>
            <numerusform>%1: %2 is changing this experiment (waited %n s); try again when it is done</numerusform>
            <numerusform>%1: %2 is changing this experiment (waited %n s); try again when it is done</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IteraGpu::Manifest</name>
    <message numerus="yes">
        <source>%1 (and %n more problem(s))</source>
        <translation>
            <numerusform>%1 (and %n more problem)</numerusform>
            <numerusform>%1 (and %n more problems)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IteraGpu::ProgressStream</name>
    <message numerus="yes">
        <source>the progress stream ended after %n row(s), before the run ended</source>
        <translation>
            <numerusform>the progress stream ended after %n row, before the run ended</numerusform>
            <numerusform>the progress stream ended after %n rows, before the run ended</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IteraGpu::RemoteRun</name>
    <message numerus="yes">
        <source>%1 The run is recorded as failed with the %n phase row(s) received.</source>
        <translation>
            <numerusform>%1 The run is recorded as failed with the %n phase row received.</numerusform>
            <numerusform>%1 The run is recorded as failed with the %n phase rows received.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 The run is recorded as cancelled with the %n phase row(s) received.</source>
        <translation>
            <numerusform>%1 The run is recorded as cancelled with the %n phase row received.</numerusform>
            <numerusform>%1 The run is recorded as cancelled with the %n phase rows received.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IteraGpu::RemoteSweepEnd</name>
    <message numerus="yes">
        <source>The sweep on %1 ended early. %2 The %n report(s) that arrived are in the local folder; no sweep.json was written here.</source>
        <translation>
            <numerusform>The sweep on %1 ended early. %2 The %n report that arrived is in the local folder; no sweep.json was written here.</numerusform>
            <numerusform>The sweep on %1 ended early. %2 The %n reports that arrived are in the local folder; no sweep.json was written here.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IteraGpu::ReportBundle</name>
    <message numerus="yes">
        <source>the results grid has %n open problem(s), recorded in MANIFEST.json</source>
        <translation>
            <numerusform>the results grid has %n open problem, recorded in MANIFEST.json</numerusform>
            <numerusform>the results grid has %n open problems, recorded in MANIFEST.json</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IteraGpu::Safetensors</name>
    <message numerus="yes">
        <source>shorter than the 8-byte header length (%n byte(s))</source>
        <translation>
            <numerusform>shorter than the 8-byte header length (%n byte)</numerusform>
            <numerusform>shorter than the 8-byte header length (%n bytes)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IteraGpu::SweepStream</name>
    <message numerus="yes">
        <source>the sweep&apos;s stream ended after %n point(s), before its index</source>
        <translation>
            <numerusform>the sweep&apos;s stream ended after %n point, before its index</numerusform>
            <numerusform>the sweep&apos;s stream ended after %n points, before its index</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::BundleExport</name>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… and %n more</numerusform>
            <numerusform>… and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The results grid has %n open problem(s):</source>
        <translation>
            <numerusform>The results grid has %n open problem:</numerusform>
            <numerusform>The results grid has %n open problems:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::ComparisonCharts</name>
    <message numerus="yes">
        <source>%1 · %2
median %3 ns, smallest %4 ns, largest %5 ns (%n row(s))</source>
        <translation>
            <numerusform>%1 · %2
median %3 ns, smallest %4 ns, largest %5 ns (%n row)</numerusform>
            <numerusform>%1 · %2
median %3 ns, smallest %4 ns, largest %5 ns (%n rows)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::CostPanel</name>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n day</numerusform>
            <numerusform>%n days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Use grid total (%1 accepted)</source>
        <translation>
            <numerusform>Use grid total (%1 accepted)</numerusform>
            <numerusform>Use grid total (%1 accepted)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 cent(s)</source>
        <translation>
            <numerusform>%1 cent</numerusform>
            <numerusform>%1 cents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of another package</source>
        <translation>
            <numerusform>%n of another package</numerusform>
            <numerusform>%n of another package</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dry run(s)</source>
        <translation>
            <numerusform>%n dry run</numerusform>
            <numerusform>%n dry runs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed or cancelled</source>
        <translation>
            <numerusform>%n failed or cancelled</numerusform>
            <numerusform>%n failed or cancelled</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n without accepted results</source>
        <translation>
            <numerusform>%n without accepted results</numerusform>
            <numerusform>%n without accepted results</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Counts %n row(s) of this package.</source>
        <translation>
            <numerusform>Counts %n row of this package.</numerusform>
            <numerusform>Counts %n rows of this package.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::EstimateTab</name>
    <message numerus="yes">
        <source>%n byte(s) per parameter (bits rounded up to whole bytes).</source>
        <translation>
            <numerusform>%n byte per parameter (bits rounded up to whole bytes).</numerusform>
            <numerusform>%n bytes per parameter (bits rounded up to whole bytes).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tensor(s), %1 elements, read from the headers only.</source>
        <translation>
            <numerusform>%n tensor, %1 elements, read from the headers only.</numerusform>
            <numerusform>%n tensors, %1 elements, read from the headers only.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n tensor(s))</source>
        <translation>
            <numerusform>%1 (%n tensor)</numerusform>
            <numerusform>%1 (%n tensors)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::ExperimentCommands</name>
    <message numerus="yes">
        <source>the results grid (%n row(s))</source>
        <translation>
            <numerusform>the results grid (%n row)</numerusform>
            <numerusform>the results grid (%n rows)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::FileCommands</name>
    <message numerus="yes">
        <source>%n report(s) opened</source>
        <translation>
            <numerusform>%n report opened</numerusform>
            <numerusform>%n reports opened</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n refused</source>
        <translation>
            <numerusform>%n refused</numerusform>
            <numerusform>%n refused</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) could not be opened; the reports already open are unchanged.</source>
        <translation>
            <numerusform>%n file could not be opened; the reports already open are unchanged.</numerusform>
            <numerusform>%n files could not be opened; the reports already open are unchanged.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::PhaseTableModel</name>
    <message numerus="yes">
        <source>%n allocation(s) the caching allocator retried after freeing its cache, since the process started (never reset between phases)</source>
        <translation>
            <numerusform>%n allocation the caching allocator retried after freeing its cache, since the process started (never reset between phases)</numerusform>
            <numerusform>%n allocations the caching allocator retried after freeing its cache, since the process started (never reset between phases)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n allocation(s) that failed in the caching allocator, since the process started (never reset between phases)</source>
        <translation>
            <numerusform>%n allocation that failed in the caching allocator, since the process started (never reset between phases)</numerusform>
            <numerusform>%n allocations that failed in the caching allocator, since the process started (never reset between phases)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::PlanPanel</name>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n day</numerusform>
            <numerusform>%n days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cheapest that fits: %1, %2 for %n day(s) (one lot).</source>
        <translation>
            <numerusform>Cheapest that fits: %1, %2 for %n day (one lot).</numerusform>
            <numerusform>Cheapest that fits: %1, %2 for %n days (one lot).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::PlanTableModel</name>
    <message numerus="yes">
        <source>%1 for %n day(s), one lot, all its GPUs included</source>
        <translation>
            <numerusform>%1 for %n day, one lot, all its GPUs included</numerusform>
            <numerusform>%1 for %n days, one lot, all its GPUs included</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::QualityCostTab</name>
    <message numerus="yes">
        <source>%n point(s) of the sweep</source>
        <translation>
            <numerusform>%n point of the sweep</numerusform>
            <numerusform>%n points of the sweep</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) pinned to a package: the unit cost is on 3. Package cost (Use grid total).</source>
        <translation>
            <numerusform>%n row pinned to a package: the unit cost is on 3. Package cost (Use grid total).</numerusform>
            <numerusform>%n rows pinned to a package: the unit cost is on 3. Package cost (Use grid total).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pinned package %1 (%2 days, lots: %3) to %n row(s).</source>
        <translation>
            <numerusform>Pinned package %1 (%2 days, lots: %3) to %n row.</numerusform>
            <numerusform>Pinned package %1 (%2 days, lots: %3) to %n rows.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::RecoveryPrompt</name>
    <message numerus="yes">
        <source>the results grid (%n row(s))</source>
        <translation>
            <numerusform>the results grid (%n row)</numerusform>
            <numerusform>the results grid (%n rows)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::RemoteProbe</name>
    <message numerus="yes">
        <source>Devices seen: cpu and %n GPU(s) (cuda:0 to cuda:%1).</source>
        <translation>
            <numerusform>Devices seen: cpu and %n GPU (cuda:0 to cuda:%1).</numerusform>
            <numerusform>Devices seen: cpu and %n GPUs (cuda:0 to cuda:%1).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::ResultsGridModel</name>
    <message numerus="yes">
        <source>delete %n row(s)</source>
        <translation>
            <numerusform>delete %n row</numerusform>
            <numerusform>delete %n rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>pin %1 to %n row(s)</source>
        <translation>
            <numerusform>pin %1 to %n row</numerusform>
            <numerusform>pin %1 to %n rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>add %n row(s)</source>
        <translation>
            <numerusform>add %n row</numerusform>
            <numerusform>add %n rows</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::ResultsGridPanel</name>
    <message numerus="yes">
        <source>No open problem; %n row problem(s) kept with a reason in the notes.</source>
        <translation>
            <numerusform>No open problem; %n row problem kept with a reason in the notes.</numerusform>
            <numerusform>No open problem; %n row problems kept with a reason in the notes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n open problem(s). First: %1</source>
        <translation>
            <numerusform>%n open problem. First: %1</numerusform>
            <numerusform>%n open problems. First: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::RunFacts</name>
    <message numerus="yes">
        <source>about %1 left (an estimate from %n measured forward(s))</source>
        <translation>
            <numerusform>about %1 left (an estimate from %n measured forward)</numerusform>
            <numerusform>about %1 left (an estimate from %n measured forwards)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::TabWiring</name>
    <message numerus="yes">
        <source>Quality and cost calculator set to %1 for %n day(s).</source>
        <translation>
            <numerusform>Quality and cost calculator set to %1 for %n day.</numerusform>
            <numerusform>Quality and cost calculator set to %1 for %n days.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) added to the results grid from the sweep.</source>
        <translation>
            <numerusform>%n row added to the results grid from the sweep.</numerusform>
            <numerusform>%n rows added to the results grid from the sweep.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::TariffChoiceDialog</name>
    <message numerus="yes">
        <source>&amp;From the calculator: %1, %2 days, %n lot(s)</source>
        <translation>
            <numerusform>&amp;From the calculator: %1, %2 days, %n lot</numerusform>
            <numerusform>&amp;From the calculator: %1, %2 days, %n lots</numerusform>
        </translation>
    </message>
</context>
</TS>
