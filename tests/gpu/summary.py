"""The device check's summary table (tests/gpu/device-check.sh writes its inputs).

Usage: summary.py OUT DEVICE
Reads OUT/<run>.json (measurement reports), OUT/<run>.exit and .log, OUT/python-<dtype>.jsonl
(tests/benchmarks/python_eager.py --json). Prints one table: per run and phase the measured peak
allocated, the prediction, the difference and its explanation, the peak reserved; on each run's
first row the warm_forward median of the C++ path, of Python eager, and their ratio. Exits 1 when
a report breaks a rule (listed under the table)."""
import json
import os
import sys

out, device = sys.argv[1], sys.argv[2]
gpu = device != "cpu"
RUNS = [(f"measure-{dtype}-{size}", dtype) for dtype in ("float32", "float16", "bfloat16")
        for size in ("small", "large")] + [("seed-small-test", "float32")]
COUNTERS = ["baseline_allocated_bytes", "baseline_reserved_bytes", "end_allocated_bytes", "end_reserved_bytes",
            "peak_allocated_bytes", "peak_reserved_bytes"]
problems = []


def python_medians(dtype):
    medians = {}
    path = os.path.join(out, f"python-{dtype}.jsonl")
    if os.path.exists(path):
        for line in open(path):
            r = json.loads(line)
            medians[(r["batch"], r["context"], r["width"])] = r.get("median_seconds")
    return medians


def explain(measured, predicted, workspace):
    if measured is None:
        return "no counters (CPU dry run)"
    diff = measured - predicted
    if diff == 0:
        return f"exact: tensors + workspace {workspace}" if workspace else "exact: tensors"
    if workspace and diff == -workspace:
        return "workspace not held by the caching allocator"
    if workspace is None and diff > 0:
        return "not predicted: library workspace (libtorch did not report its size)"
    return f"unexplained {diff:+d}"


def check(name, r, expected_rows):
    phases = [row["phase"] for row in r["phases"]]
    config = r["configuration"]
    order = ["model_load", "inputs", "cold_forward"] + (["warmup"] if config["warmup"] else []) \
        + ["warm_forward"] * config["repeats"]
    if r["status"] != "complete":
        problems.append(f"{name}: status {r['status']}")
    if phases != order:
        problems.append(f"{name}: phases {phases}")
    if len(phases) != expected_rows:
        problems.append(f"{name}: {len(phases)} rows, expected {expected_rows}")
    for row in r["phases"]:
        values = [row[k] for k in COUNTERS]
        where = f"{name} {row['phase']}"
        if not gpu:
            if any(v is not None for v in values):
                problems.append(f"{where}: counters on the CPU")
            continue
        if any(not isinstance(v, int) for v in values):
            problems.append(f"{where}: a counter is missing")
            continue
        if row["baseline_allocated_bytes"] > row["baseline_reserved_bytes"]:
            problems.append(f"{where}: baseline allocated > reserved")
        if row["end_allocated_bytes"] > row["end_reserved_bytes"]:
            problems.append(f"{where}: end allocated > reserved")
        if row["peak_allocated_bytes"] > row["peak_reserved_bytes"]:
            problems.append(f"{where}: peak allocated > peak reserved")


header = ["run", "phase", "#", "peak alloc", "predicted", "workspace", "diff", "explanation", "peak reserved",
          "C++ median s", "Python s", "C++/Py"]
rows = []
for name, dtype in RUNS:
    report_path = os.path.join(out, name + ".json")
    exit_code = open(os.path.join(out, name + ".exit")).read().strip()
    if not os.path.exists(report_path):
        log = open(os.path.join(out, name + ".log")).read().strip().splitlines()
        reason = log[-1] if log else "no output"
        rows.append([name, "-", "", "", "", "", "", f"exit {exit_code}: {reason}"[:130], "", "", "", ""])
        # The CPU build of libtorch may lack a dtype's kernels; a GPU run must complete.
        if gpu or "not supported" not in reason:
            problems.append(f"{name}: exit {exit_code}: {reason}")
        continue
    r = json.load(open(report_path))
    config = r["configuration"]
    check(name, r, 3 + (1 if config["warmup"] else 0) + config["repeats"])
    prediction = {p["phase"]: p for p in r["prediction"]["phases"]}
    cpp = r["warm_forward_median_seconds"]
    py = python_medians(dtype).get((config["batch"], config["context"], config["width"]))
    ratio = f"{float(cpp) / py:.2f}" if cpp and py else "n/a"
    forward_diffs = set()
    for i, row in enumerate(r["phases"]):
        p = prediction[row["phase"]]
        measured = row["peak_allocated_bytes"]
        workspace = p.get("workspace_bytes")
        diff = measured - p["peak_allocated_bytes"] if isinstance(measured, int) else None
        if diff is not None and row["phase"] not in ("model_load", "inputs"):
            forward_diffs.add(diff)
        timing = [cpp or "n/a", f"{py:.9f}" if py else "n/a", ratio] if i == 0 else ["", "", ""]
        rows.append([name if i == 0 else "", row["phase"], str(row["index"] or ""), str(measured),
                     str(p["peak_allocated_bytes"]), "" if workspace is None else str(workspace),
                     "" if diff is None else f"{diff:+d}", explain(measured, p["peak_allocated_bytes"], workspace),
                     str(row["peak_reserved_bytes"])] + timing)
    if len(forward_diffs) > 1:
        problems.append(f"{name}: measured - predicted is not constant across the forward phases: "
                        f"{sorted(forward_diffs)}")

widths = [max(len(header[i]), *(len(row[i]) for row in rows)) for i in range(len(header))]
print("  ".join(h.ljust(w) for h, w in zip(header, widths)))
for row in rows:
    print("  ".join(cell.ljust(w) for cell, w in zip(row, widths)).rstrip())
for problem in problems:
    print("PROBLEM:", problem)
sys.exit(1 if problems else 0)
