#!/usr/bin/env bash
# The fuzz targets (tests/fuzz/), built with the "fuzz" preset (clang, AddressSanitizer and
# UndefinedBehaviorSanitizer, libFuzzer) and run side by side for a bounded time, each from its
# committed seed corpus: fuzz_parsers (every format read, the sweep index and stream among them)
# and fuzz_experiment (an experiment folder as verify, show and the window read it). Run by CI
# (.ci/run); any crash, sanitizer report, hang (over 10 s for one input) or input needing over
# 2 GiB fails, and the input that did it is left in build/fuzz/artifacts/ to be reproduced with
#   build/fuzz/bin/TARGET build/fuzz/artifacts/crash-…
# Prints, per target, the corpus size before and after and the number of runs.
#   packaging/fuzz.sh [SECONDS]     (each target's time, default 120, as CI runs it)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
seconds=${1:-120}
cd "$root"
for tool in clang++ cmake ninja; do
  command -v "$tool" > /dev/null || { echo "$0: $tool is missing (packaging/setup-debian.sh test installs it)" >&2; exit 2; }
done
cmake --preset fuzz -DITERAGPU_WARNINGS_AS_ERRORS="${ITERAGPU_WARNINGS_AS_ERRORS:-OFF}" > build-fuzz-configure.log 2>&1 ||
  { cat build-fuzz-configure.log; exit 1; }
rm -f build-fuzz-configure.log
cmake --build --preset fuzz --target fuzz_parsers fuzz_experiment
work=build/fuzz/run
artifacts=build/fuzz/artifacts
rm -rf "$work" && mkdir -p "$work" "$artifacts"
declare -A seeds=([fuzz_parsers]=tests/fuzz/corpus [fuzz_experiment]=tests/fuzz/corpus-experiment)
pids=()
for target in fuzz_parsers fuzz_experiment; do
  mkdir "$work/$target"
  cp "${seeds[$target]}"/* "$work/$target/"
  echo "== fuzz: $target from $(ls "$work/$target" | wc -l) seed inputs, $seconds s"
  build/fuzz/bin/$target -max_total_time="$seconds" -max_len=16384 -timeout=10 -rss_limit_mb=2048 \
    -print_final_stats=1 -artifact_prefix="$artifacts/$target-" "$work/$target" > "$work/$target.log" 2>&1 &
  pids+=($!)
done
failed=0
i=0
for target in fuzz_parsers fuzz_experiment; do
  rc=0
  wait "${pids[$i]}" || rc=$?
  i=$((i + 1))
  runs=$(grep -oE '^stat::number_of_executed_units: [0-9]+' "$work/$target.log" | grep -oE '[0-9]+$' || echo '?')
  echo "== fuzz: $target: $runs runs, corpus $(ls "$work/$target" | wc -l) inputs after, exit $rc"
  if ((rc)); then
    failed=1
    grep -E '^(==[0-9]+==ERROR|SUMMARY|.*runtime error|ALARM|Test unit written)' "$work/$target.log" | head -20 || true
  fi
done
exit $failed
