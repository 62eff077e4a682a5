"""The device check's summary table (tests/gpu/device-check.sh writes its inputs).

Usage: summary.py OUT DEVICE
Reads OUT/<run>.json (measurement reports), OUT/<run>.exit and .log, OUT/python-<dtype>.jsonl
(tests/benchmarks/python_eager.py --json). Prints one table: per run and phase the measured peak
allocated, the prediction, the difference and its explanation, the peak reserved, the device
memory outside the caching allocator and the allocator's retry and out-of-memory counters; on
each run's first row the warm_forward median of the C++ path, of Python eager, and their ratio.
Under the table, per run, the device memory in use before model_load. Exits 1 when a report
breaks a rule (listed under the table).

The device figures come from reports that carry them: per phase row device_free_bytes and
device_total_bytes (the device's own cudaMemGetInfo, every process on it), num_alloc_retries and
num_ooms (the caching allocator's counts since the process started), and the object
device_memory_before (read once before model_load). "outside alloc" is
(device_total_bytes - device_free_bytes) - end_reserved_bytes: device memory in use that this
process's caching allocator does not hold (the CUDA context, library workspaces taken outside it,
other processes). A report written before those fields existed says "not in this report"."""
import json
import os
import sys

out, device = sys.argv[1], sys.argv[2]
gpu = device != "cpu"
RUNS = [(f"measure-{dtype}-{size}", dtype) for dtype in ("float32", "float16", "bfloat16")
        for size in ("small", "large")] + [("seed-small-test", "float32")]
COUNTERS = ["baseline_allocated_bytes", "baseline_reserved_bytes", "end_allocated_bytes", "end_reserved_bytes",
            "peak_allocated_bytes", "peak_reserved_bytes"]
DEVICE_FIELDS = ["device_free_bytes", "device_total_bytes", "num_alloc_retries", "num_ooms"]
ABSENT = "not in this report"
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
    check_device_fields(name, r)


def check_device_fields(name, r):
    """The device figures, where the report has them: null on the CPU; on a GPU consistent."""
    previous = {}
    for row in r["phases"]:
        where = f"{name} {row['phase']}"
        present = {k: row[k] for k in DEVICE_FIELDS if k in row}
        if not gpu:
            if any(v is not None for v in present.values()):
                problems.append(f"{where}: device figures on the CPU")
            continue
        if not present:
            continue
        if any(not isinstance(v, int) for v in present.values()):
            problems.append(f"{where}: a device figure is missing: {present}")
            continue
        free, total = present.get("device_free_bytes"), present.get("device_total_bytes")
        if free is not None and total is not None and not 0 <= free <= total:
            problems.append(f"{where}: device free {free} outside 0..total {total}")
        if free is not None and total is not None and total - free < row["end_reserved_bytes"]:
            problems.append(f"{where}: device bytes in use ({total - free}) below this process's reserved "
                            f"({row['end_reserved_bytes']}): the readings are not of one device")
        for counter in ("num_alloc_retries", "num_ooms"):
            value = present.get(counter)
            if value is not None and value < previous.get(counter, 0):
                problems.append(f"{where}: {counter} went down ({previous[counter]} -> {value})")
            if value is not None:
                previous[counter] = value


def device_cells(row, first):
    """outside alloc, retries, OOMs for one phase row (a report without them says so once)."""
    if not any(k in row for k in DEVICE_FIELDS):
        return [ABSENT if first else "", "", ""]
    free, total, reserved = row.get("device_free_bytes"), row.get("device_total_bytes"), row.get("end_reserved_bytes")
    if isinstance(free, int) and isinstance(total, int) and isinstance(reserved, int):
        outside = str(total - free - reserved)
    else:
        outside = "null"
    retries, ooms = row.get("num_alloc_retries", ABSENT), row.get("num_ooms", ABSENT)
    return [outside, "null" if retries is None else str(retries), "null" if ooms is None else str(ooms)]


def device_before(r):
    """One line: the device memory in use before model_load, where the report has it."""
    if "device_memory_before" not in r:
        return ABSENT
    before = r["device_memory_before"]
    if before is None:
        return "null (no device figures: CPU dry run)"
    free = before.get("device_free_bytes", before.get("free_bytes"))
    total = before.get("device_total_bytes", before.get("total_bytes"))
    if not isinstance(free, int) or not isinstance(total, int):
        return f"unreadable: {json.dumps(before)}"
    return f"{total - free} bytes in use of {total} (free {free}; every process on the device, the CUDA context included)"


header = ["run", "phase", "#", "peak alloc", "predicted", "workspace", "diff", "explanation", "peak reserved",
          "outside alloc", "retries", "OOMs", "C++ median s", "Python s", "C++/Py"]
rows = []
before_lines = []
for name, dtype in RUNS:
    report_path = os.path.join(out, name + ".json")
    exit_code = open(os.path.join(out, name + ".exit")).read().strip()
    if not os.path.exists(report_path):
        log = open(os.path.join(out, name + ".log")).read().strip().splitlines()
        reason = log[-1] if log else "no output"
        rows.append([name, "-", "", "", "", "", "", f"exit {exit_code}: {reason}"[:130], "", "", "", "", "", "", ""])
        # The CPU build of libtorch may lack a dtype's kernels; a GPU run must complete.
        if gpu or "not supported" not in reason:
            problems.append(f"{name}: exit {exit_code}: {reason}")
        continue
    r = json.load(open(report_path))
    config = r["configuration"]
    check(name, r, 3 + (1 if config["warmup"] else 0) + config["repeats"])
    prediction = {p["phase"]: p for p in r["prediction"]["phases"]}
    before_lines.append(f"{name}: device memory before model_load: {device_before(r)}")
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
                     str(row["peak_reserved_bytes"])] + device_cells(row, i == 0) + timing)
    if len(forward_diffs) > 1:
        problems.append(f"{name}: measured - predicted is not constant across the forward phases: "
                        f"{sorted(forward_diffs)}")

widths = [max(len(header[i]), *(len(row[i]) for row in rows)) for i in range(len(header))]
print("  ".join(h.ljust(w) for h, w in zip(header, widths)))
for row in rows:
    print("  ".join(cell.ljust(w) for cell, w in zip(row, widths)).rstrip())
for line in before_lines:
    print(line)
for problem in problems:
    print("PROBLEM:", problem)
sys.exit(1 if problems else 0)
