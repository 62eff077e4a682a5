#!/usr/bin/env bash
# GPU check of the measurement engine, for a machine with an NVIDIA (or ROCm) GPU and a Python
# PyTorch install. It builds the torch module against that PyTorch's libtorch, then runs
# `iteragpu measure` on the device for float32, float16 and bfloat16 at the two example
# configurations and checks each report:
#   - six and nine rows, in the protocol's order, status complete;
#   - every counter present (integers, not null);
#   - allocated <= reserved for baseline and end, peak allocated <= peak reserved;
#   - peak allocated = prediction + library workspace, the workspace (the difference) printed.
#
# Usage: tests/gpu/check.sh CLI [OUT]
#   CLI   an iteragpu binary (built where Qt is, carried here with its Qt libraries)
#   OUT   folder for the reports and the log (default: a temporary folder)
# Environment: DEVICE (default cuda:0), PYTHON (default python3), MODULE (skip the build and use
# this module), TORCH_PREFIX (libtorch's CMake prefix; default: asked from PyTorch).
set -euo pipefail

cli=${1:?usage: $0 CLI [OUT]}
out=${2:-$(mktemp -d)}
device=${DEVICE:-cuda:0}
python=${PYTHON:-python3}
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
mkdir -p "$out"

if [ -z "${MODULE:-}" ]; then
  prefix=${TORCH_PREFIX:-$("$python" -c 'import torch; print(torch.utils.cmake_prefix_path)')}
  echo "== building the torch module against $prefix"
  cmake -S "$root/core/torch" -B "$out/torch-build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
        -DCMAKE_PREFIX_PATH="$prefix" > "$out/torch-configure.log" 2>&1 \
    || { tail -30 "$out/torch-configure.log"; exit 1; }
  cmake --build "$out/torch-build" > "$out/torch-build.log" 2>&1 || { tail -40 "$out/torch-build.log"; exit 1; }
  MODULE="$out/torch-build/libiteragpu_torch.so"
fi

echo "== environment"
"$cli" environment --device "$device" --backend "$MODULE" --json | tee "$out/environment.json"

failures=0
run() { # dtype batch context width warmup repeats expected_rows
  local name="$out/measure-$1-b$2-c$3-w$4.json"
  rm -f "$name"
  echo "== measure $device $1 batch $2 context $3 width $4 warmup $5 repeats $6"
  local rc=0
  "$cli" measure --device "$device" --batch "$2" --context "$3" --width "$4" --dtype "$1" \
         --warmup "$5" --repeats "$6" --output "$name" --backend "$MODULE" || rc=$?
  if [ "$rc" -ne 0 ]; then echo "FAIL: exit code $rc"; failures=$((failures + 1)); return; fi
  "$python" - "$name" "$7" "$device" <<'PY' || failures=$((failures + 1))
import json, sys
path, expected_rows, device = sys.argv[1], int(sys.argv[2]), sys.argv[3]
r = json.load(open(path))
problems = []
phases = [row["phase"] for row in r["phases"]]
warm = int(r["configuration"]["warmup"])
order = ["model_load", "inputs", "cold_forward"] + (["warmup"] if warm else []) + ["warm_forward"] * int(r["configuration"]["repeats"])
if r["status"] != "complete": problems.append("status " + r["status"])
if len(phases) != expected_rows: problems.append(f"{len(phases)} rows, expected {expected_rows}")
if phases != order: problems.append(f"order {phases}")
keys = ["baseline_allocated_bytes", "baseline_reserved_bytes", "end_allocated_bytes", "end_reserved_bytes",
        "peak_allocated_bytes", "peak_reserved_bytes"]
gpu = device != "cpu"
pred = {p["phase"]: p for p in r["prediction"]["phases"]}
print(f"  {'phase':<13}{'idx':>4}{'seconds':>13}{'end alloc':>12}{'peak alloc':>12}{'predicted':>12}{'workspace':>11}{'peak res':>12}")
for row in r["phases"]:
    values = [row[k] for k in keys]
    if gpu:
        if any(not isinstance(v, int) for v in values): problems.append(f"{row['phase']}: a counter is missing")
        else:
            if row["baseline_allocated_bytes"] > row["baseline_reserved_bytes"]: problems.append(f"{row['phase']}: baseline allocated > reserved")
            if row["end_allocated_bytes"] > row["end_reserved_bytes"]: problems.append(f"{row['phase']}: end allocated > reserved")
            if row["peak_allocated_bytes"] > row["peak_reserved_bytes"]: problems.append(f"{row['phase']}: peak allocated > peak reserved")
    elif any(v is not None for v in values): problems.append(f"{row['phase']}: counters on the CPU")
    p = pred[row["phase"]]["peak_allocated_bytes"]
    peak = row["peak_allocated_bytes"]
    ws = (peak - p) if isinstance(peak, int) else None
    if gpu and ws is not None and ws < 0: problems.append(f"{row['phase']}: peak allocated {peak} below the prediction {p}")
    print(f"  {row['phase']:<13}{str(row['index'] or '-'):>4}{row['seconds']:>13.6f}{str(row['end_allocated_bytes']):>12}{str(peak):>12}{p:>12}{str(ws):>11}{str(row['peak_reserved_bytes']):>12}")
if gpu:
    ws = {row["peak_allocated_bytes"] - pred[row["phase"]]["peak_allocated_bytes"] for row in r["phases"] if row["phase"] in ("cold_forward", "warmup", "warm_forward")}
    print(f"  library workspace (peak allocated - prediction) from cold_forward on: {sorted(ws)} bytes")
    if len(ws) > 1: problems.append(f"the workspace is not constant across forward phases: {sorted(ws)}")
print("  median warm_forward:", r["warm_forward_median_seconds"], "s")
for p in problems: print("FAIL:", p)
sys.exit(1 if problems else 0)
PY
}

for dtype in float32 float16 bfloat16; do
  run "$dtype" 1 16 64 1 2 6
  run "$dtype" 2 128 1024 3 5 9
done

echo "== refusals"
if "$cli" measure --device "cuda:99" --batch 1 --context 1 --width 8 --dtype float32 --warmup 0 --repeats 1 \
     --output "$out/never.json" --backend "$MODULE"; then
  echo "FAIL: cuda:99 was accepted"; failures=$((failures + 1))
fi
[ -e "$out/never.json" ] && { echo "FAIL: a refused run wrote a file"; failures=$((failures + 1)); }

echo "== $failures failure(s)"
[ "$failures" -eq 0 ]
