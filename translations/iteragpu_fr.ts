<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>IteraGpu::BackendLoader</name>
    <message>
        <source>backend %1: not found (build the torch module, or give its path with --backend)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>backend %1: not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>backend %1: cannot be loaded (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>backend %1: not an IteraGPU Lab torch module (its entry points are missing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>backend %1: ABI version %2, this application needs %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>backend %1: its function table does not match ABI version %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IteraGpu::Catalog</name>
    <message>
        <source>%1: empty file; expected the header %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, line 1: missing column &apos;%2&apos;; expected the header %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, line 1: the header must be exactly %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: expected %2 fields, found %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a valid id (lower-case letters, digits, &apos;.&apos;, &apos;-&apos;, &apos;_&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the model name is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: must be 3, 7 or 30 days, got &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; must be whole US-dollar cents, digits only (no decimals, no currency sign)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a price cannot be negative, got &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a date YYYY-MM-DD, optionally followed by a note in parentheses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: duplicate row for gpu_id &apos;%2&apos; and %3 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: gpu_id &apos;%2&apos; disagrees with its earlier rows on %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the catalog has a header but no tariff rows</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IteraGpu::Csv</name>
    <message>
        <source>%1, line %2: a quote inside an unquoted field (quote the whole field and double the quote)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, line %2: text after a closing quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, line %2: a quoted field is never closed (unterminated quote)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IteraGpu::Estimate</name>
    <message>
        <source>activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quantisation metadata</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optimiser state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>libraries and runtime (CUDA/ROCm context, framework, workspaces)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GiB = 2^30 bytes, GB = 10^9 bytes; shown rounded half up to 2 decimals; bytes are exact</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IteraGpu::Exact</name>
    <message>
        <source>a whole number from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a value is required (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: must be %2, got &apos;%3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: must be %2 written with digits only, got &apos;%3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a non-negative decimal number such as 4 or 0.5, with at most %1 decimals and at most %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: must not be negative, got &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: at most %2 decimals are supported, got &apos;%3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IteraGpu::MeasurementConfig</name>
    <message>
        <source>%1: must be float32, float16 or bfloat16, got &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a device is required, e.g. cuda:0 (or cpu for a protocol dry run)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: must be cuda:N (e.g. cuda:0) or cpu, got &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: an output file name is required (a new .json file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid configuration: a tensor of %1 bytes would exceed the supported %2 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 exists already; a result is never overwritten, choose a new name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the folder %2 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the folder %2 is not writable</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IteraGpu::PackageCost</name>
    <message>
        <source>%1: must be 3, 7 or 30 days, got &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: must be a positive whole number of distinct accepted results; 0 is refused (leave it out and the unit cost stays not computed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--gpu: unknown gpu id &apos;%1&apos;; known ids: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--days: the catalog has no %1-day package for &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--lots: must be a whole number from 1 to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--accepted-results: must be a positive whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unit cost = package total / accepted results, rounded half up to 1/100 cent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not proof of availability or reservation; check the offer before buying.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Illustrative sample prices built from public on-demand medians, not a quote from any provider.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IteraGpu::Phase</name>
    <message>
        <source>build and initialise the model on the CPU, then move it to the device (CPU time included)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>create the seeded synthetic inputs on the device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first forward after device, generator and inputs are initialised (not a machine or driver cold start)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all warm-up forwards together, never mixed into the repeats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one forward after the warm-up, one row per repeat</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IteraGpu::Prediction</name>
    <message>
        <source>Predicted from the shapes, rounded to the allocator&apos;s 512-byte blocks. Not included: library workspaces (cuBLAS/hipBLAS allocate theirs at the first matrix product and keep them), the CUDA context, other processes. Expect measured allocated bytes from cold_forward on to exceed the prediction by about the workspace size.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IteraGpu::QualityProtocol</name>
    <message>
        <source>useful unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quality metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>decision rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: required before the protocol can be fixed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>comparison: must be one of &gt;=, &gt;, &lt;=, &lt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>threshold: a decimal number with &apos;.&apos; such as 0.90 is required, got &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>corpus size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the protocol is fixed; change it with an amendment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the protocol is already fixed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reason: results exist already, so an amendment needs a reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the amendment changes nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not an IteraGPU Lab quality protocol (format)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: unsupported format_version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: fixed_at_utc is not a valid UTC time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: sha256 does not match the protocol&apos;s fields (was it edited outside the tool?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: amendment %2 is inconsistent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not valid JSON (%2 at offset %3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IteraGpu::ResultsGrid</name>
    <message>
        <source>%1: a value is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: control characters are not allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the text is too long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: letters, digits, &apos;.&apos;, &apos;_&apos;, &apos;:&apos; and &apos;-&apos; only, got &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a UTC time such as 2026-09-24T14:05:00Z is required, got &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: must be complete, failed or cancelled, got &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a catalog gpu id such as h100 is required, got &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: must be 3, 7 or 30, got &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: must be float32, float16 or bfloat16, got &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a decimal number with &apos;.&apos; such as 0.93 is required, got &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: must be yes or no, got &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accepted_results: cannot exceed useful_units_submitted (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: empty file; expected the header line %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, line 1: wrong header; expected exactly %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, line %2: expected %3 fields, found %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, line %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, line %2: run_id &apos;%3&apos; appears twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no such cell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run_id: &apos;%1&apos; is already used by another row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no such row</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IteraGpu::TextFile</name>
    <message>
        <source>%1: not a text file (it contains NUL bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not UTF-8 text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: larger than %2 bytes, refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: exists already; a result is never overwritten, choose a new name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot be written (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: write failed (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: could not be saved (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui</name>
    <message>
        <source>%1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::EnvironmentTab</name>
    <message>
        <source>&amp;Device:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D&amp;river version (you record it):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read it from nvidia-smi (NVIDIA) or rocm-smi (AMD). The runtime version built into libtorch is not the driver version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 550.54.15</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Probe environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not probed yet. Probing loads the libtorch module in the background; nothing is collected beyond the facts shown (no environment variables, user or host names, home paths, serial numbers, UUIDs or network addresses).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device: must be cuda:N (e.g. cuda:0) or cpu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Probing… (loading libtorch in the background)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Application</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compiler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operating system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>libtorch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU runtime libtorch was built with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none: this libtorch has no CUDA or ROCm support</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Visible GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total memory (reported by the runtime)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not reported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute capability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GFX architecture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Driver (user-reported)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The libtorch backend is not loaded: %1. Build the torch module (it is part of the normal build) or choose its file in Settings; measurements stay disabled until it loads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The device %1 is not available: %2. Environment recorded; a measurement on it will be refused (there is no CPU fallback). Choose cpu for a protocol dry run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environment recorded. The driver version is only what you type above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::EstimateTab</name>
    <message>
        <source>Weight memory from a parameter count and a bit width. No GPU is needed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Parameters:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Bits per parameter:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reserve (GiB, your assumption):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A positive whole number, digits only (7000000000, not 7e9).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 to 64; rounded up to whole bytes (4 bits take 1 byte, 9 bits take 2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A reserve you choose to add, such as 4 or 0.5. It is an assumption, not a measurement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights and reserve (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not included: %1. This does not predict whether a real model fits on a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bits per parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reserve (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No result: correct the field marked in red.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s) per parameter (bits rounded up to whole bytes).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Reserve (rounded up to whole bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total with reserve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GiB = 2^30 bytes, GB = 10^9 bytes; rounded half up to 2 decimals; bytes are exact.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::MainWindow</name>
    <message>
        <source>Measurement running on the worker thread…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measurement finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IteraGPU Lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;nvironment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Measure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quality and cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose torch &amp;backend…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quality and cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About IteraGPU Lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Torch backend: default search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Torch backend: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the torch backend module</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared libraries (*.so);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The backend is loaded on the next probe or measurement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About IteraGPU Lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;IteraGPU Lab %1&lt;/h3&gt;&lt;p&gt;Prepare an honest, reproducible GPU experiment before renting GPUs.&lt;/p&gt;&lt;p&gt;Qt %2 (built with %3). The libtorch backend is loaded at run time: see the Environment tab for its version.&lt;/p&gt;&lt;p&gt;MIT licence. Qt is used under the LGPL v3; libtorch under its BSD-style licence.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measurement running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A measurement is running. Cancel it and quit? The phases measured so far are written with status failed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::MeasureTab</name>
    <message>
        <source>Running %1, repeat %2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Device:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D&amp;type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Batch:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Context (positions):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Width:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hidden:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Warm-up forwards:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Repeats:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Output file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 × width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cuda:N measures that GPU (ROCm builds use the same name). cpu is an explicit protocol dry run: real forwards and times, no allocator counters. There is never a silent CPU fallback.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;hoose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ca&amp;ncel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export table CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export charts PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A synthetic Linear → GELU → Linear: not an LLM, no attention, no KV cache, no gradients. Times include host overhead and synchronisation. Counters are this process&apos;s caching allocator on the chosen device only: allocated is part of reserved (never add them); the two peaks are separate maxima (never subtract them).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time per phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predicted vs measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>milliseconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MiB (2^20 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak allocated: predicted from the shapes vs measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dtype</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warm-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repeats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No prediction until the configuration is valid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prediction of allocated bytes (before the run)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 parameters (%2), input %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End allocated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak allocated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds × 1000 (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baseline allocated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baseline reserved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End reserved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak reserved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Caching allocator per phase: baseline, end and peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Caching allocator per phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No allocator counters: CPU dry run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predicted peak allocated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured peak allocated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New measurement report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output file: %1 exists already; a result is never overwritten, choose a new name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading the libtorch backend…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused (the CLI&apos;s exit code 2):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was measured and no file was written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Complete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report written to %1. warm_forward median: %2 s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed part-way (the CLI&apos;s exit code 3):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The phases measured before it are shown and were written to %1 with status failed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The report could not be written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelling after the current forward…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export phase table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export charts to folder</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::MeasurementWorker</name>
    <message>
        <source>Output file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device %1 is not available: %2. Nothing was measured; there is no CPU fallback.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dtype %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped at %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::PhaseTableModel</name>
    <message>
        <source>Not available: the CPU dry run has no allocator counters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n/a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repeat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forwards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baseline allocated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Baseline reserved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End allocated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End reserved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak allocated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak reserved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predicted peak allocated</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IteraGpu::Ui::QualityCostTab</name>
    <message>
        <source>The tariff catalog could not be loaded: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tariff catalog, snapshot %1: whole US-dollar cents per lot (a lot&apos;s price covers all its GPUs), 3, 7 or 30 days, no currency conversion, no hourly pro-rata.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Illustrative sample prices built from public on-demand medians, not a quote from any provider.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not proof of availability or reservation; check the offer before buying.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs per lot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GiB per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lot price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price per GPU-day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cents</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
