#!/usr/bin/env bash
# The device check: one command for a machine with a GPU and PyTorch (tests/gpu/README.md).
#   1. builds the torch module against that PyTorch's libtorch (its CUDA branch on a GPU build);
#   2. records the environment (--json), then runs seven measurements: float32, float16 and
#      bfloat16 at the two example configurations, plus the seed's small test;
#   3. checks each report (complete, rows in the protocol's order, counters present and
#      consistent on a GPU) and a refused device (no file written);
#   4. runs tests/benchmarks/python_eager.py on the same device for each dtype;
#   5. prints one summary table: per dtype, configuration and phase the measured peak allocated,
#      the prediction, their difference and its explanation (the cuBLAS workspace), the peak
#      reserved; per run the warm_forward median of the C++ path, of Python eager, and their ratio.
# With DEVICE=cpu it runs end to end on any machine (dry-run reports, no counters).
# When DEVICE is a GPU that the module cannot use (no GPU visible, broken driver), it stops after
# the environment with a "no GPU visible" summary (the reason, the GPU runtime libtorch was built
# with) and exit code 4, instead of seven failed measurements.
#
# Usage: tests/gpu/device-check.sh OUT
#   OUT   folder for the reports, the summary and the log (device-check.log); created if needed
# Environment: DEVICE (default cuda:0), PYTHON (default python3), CLI (default: the portable
# folder's bin/iteragpu beside this repository's build, else build/release/bin/iteragpu),
# MODULE (skip the build and use this module), TORCH_PREFIX (libtorch's CMake prefix; default:
# asked from PyTorch, else the system's).
# Exit: 0 every check passed; 1 a check failed; 4 no GPU visible (nothing measured).
set -uo pipefail

out=${1:?usage: $0 OUT}
device=${DEVICE:-cuda:0}
python=${PYTHON:-python3}
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
mkdir -p "$out"
out=$(cd "$out" && pwd)
exec > >(tee "$out/device-check.log") 2>&1
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
started=$(date +%s)

if [ -z "${CLI:-}" ]; then
  CLI=$(ls -d "$root"/build/*/iteragpu-portable-*/bin/iteragpu 2>/dev/null | head -1)
  [ -n "$CLI" ] || CLI=$root/build/release/bin/iteragpu
fi
[ -x "$CLI" ] || { echo "FAIL: no iteragpu at $CLI (set CLI, or build the portable_cli target)"; exit 1; }
echo "== device $device, CLI $CLI, $(nproc) cores"

if [ -z "${MODULE:-}" ]; then
  prefix=${TORCH_PREFIX:-$("$python" -c 'import torch; print(torch.utils.cmake_prefix_path)' 2>/dev/null)}
  [ -n "$prefix" ] && [ ! -e "$prefix/Torch/TorchConfig.cmake" ] && prefix= # Debian: the system's
  echo "== building the torch module against ${prefix:-the system libtorch}"
  generator=()
  command -v ninja > /dev/null && generator=(-G Ninja)
  if ! cmake -S "$root/core/device/torch" -B "$out/torch-build" "${generator[@]}" -DCMAKE_BUILD_TYPE=Release \
       ${prefix:+-DCMAKE_PREFIX_PATH="$prefix"} > "$out/torch-configure.log" 2>&1; then
    tail -30 "$out/torch-configure.log"; exit 1
  fi
  if ! cmake --build "$out/torch-build" --parallel "$(nproc)" > "$out/torch-build.log" 2>&1; then
    tail -40 "$out/torch-build.log"; exit 1
  fi
  if grep -qs "ITERAGPU_TORCH_CUDA" "$out/torch-build/build.ninja" \
       "$out/torch-build/CMakeFiles/iteragpu_torch.dir/flags.make"; then
    echo "   CUDA/ROCm branch compiled"
  else
    echo "   CPU-only libtorch: CUDA branch not compiled"
    [ "$device" = cpu ] || fail "the module was built without its CUDA branch"
  fi
  grep -i "warning" "$out/torch-build.log" | head -20
  MODULE=$out/torch-build/libiteragpu_torch.so
  echo "   module built in $(($(date +%s) - started)) s"
fi

echo "== environment"
"$CLI" environment --device "$device" --backend "$MODULE" > "$out/environment.txt" 2>&1 || fail "environment (text)"
"$CLI" environment --device "$device" --backend "$MODULE" --json > "$out/environment.json" || fail "environment (json)"
cat "$out/environment.txt"

if [ "$device" != cpu ]; then
  # The module's own diagnosis: the device, why it is not usable, what libtorch was built with.
  visible=$("$python" - "$out/environment.json" << 'EOF'
import json, sys
try:
    env = json.load(open(sys.argv[1]))
except (OSError, ValueError) as error:
    print("no\nthe environment report could not be read (%s)\n" % error)
    sys.exit(0)
device, torch = env.get("device") or {}, env.get("libtorch") or {}
runtime = " ".join(x for x in (torch.get("gpu_runtime"), torch.get("gpu_runtime_build_version")) if x)
print("%s\n%s\n%s" % ("yes" if device.get("available") else "no", device.get("reason") or "",
                        runtime or "no GPU runtime (a CPU-only libtorch)"))
EOF
  )
  { read -r available; read -r reason; read -r runtime; } <<< "$visible" # one line each
  if [ -z "$available" ]; then # no Python to read it with: the JSON's own words
    grep -q '"available": true' "$out/environment.json" && available=yes
    reason="see $out/environment.txt"
  fi
  if [ "$available" != yes ]; then
    {
      echo "== summary"
      echo "no GPU visible: $device is not available to the torch module: ${reason:-no reason given}"
      echo "GPU runtime libtorch was built with: $runtime (not the driver's version)"
      echo "nothing was measured; check nvidia-smi (or rocm-smi), the driver, and CUDA_VISIBLE_DEVICES"
    } | tee "$out/summary.txt"
    echo "== stopped after $(($(date +%s) - started)) s: no GPU visible (exit 4); reports in $out"
    exit 4
  fi
fi

run() { # name dtype batch context width warmup repeats
  local report="$out/$1.json"
  rm -f "$report"
  echo "== $1: measure $device $2 batch $3 context $4 width $5 warm-up $6 repeats $7"
  "$CLI" measure --device "$device" --dtype "$2" --batch "$3" --context "$4" --width "$5" --warmup "$6" \
         --repeats "$7" --output "$report" --backend "$MODULE" > "$out/$1.log" 2>&1
  local rc=$?
  cat "$out/$1.log"
  echo "$rc" > "$out/$1.exit"
}
for dtype in float32 float16 bfloat16; do
  run "measure-$dtype-small" "$dtype" 1 16 64 1 2
  run "measure-$dtype-large" "$dtype" 2 128 1024 3 5
done
run "seed-small-test" float32 1 16 64 1 2

if [ "$device" != cpu ]; then
  echo "== refusal: cuda:99"
  "$CLI" measure --device cuda:99 --batch 1 --context 1 --width 8 --dtype float32 --warmup 0 --repeats 1 \
         --output "$out/never.json" --backend "$MODULE" && fail "cuda:99 was accepted"
  [ -e "$out/never.json" ] && fail "a refused run wrote a file"
fi

echo "== python eager ($python)"
for dtype in float32 float16 bfloat16; do
  "$python" "$root/tests/benchmarks/python_eager.py" --device "$device" --dtype "$dtype" --json \
    > "$out/python-$dtype.jsonl" 2> "$out/python-$dtype.log" || echo "   python eager $dtype failed: $(tail -1 "$out/python-$dtype.log")"
done

echo "== summary"
"$python" "$root/tests/gpu/summary.py" "$out" "$device" | tee "$out/summary.txt"
[ "${PIPESTATUS[0]}" -eq 0 ] || fail "the summary found problems (above)"

echo "== $failures failure(s) outside the summary; $(($(date +%s) - started)) s in all; reports in $out"
[ "$failures" -eq 0 ]
