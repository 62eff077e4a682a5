#!/usr/bin/env bash
# Benchmark (not a test): process time of `iteragpu estimate` and `iteragpu cost`, median of
# repeated runs in one go. Usage: tests/benchmarks/cli_process_time.sh [path/to/iteragpu] [runs]
set -euo pipefail
cli=${1:-build/release/app/cli/iteragpu}
runs=${2:-50}
median_ms() {
  local -a times=()
  for _ in $(seq "$runs"); do
    local start end
    start=$(date +%s%N)
    "$@" >/dev/null
    end=$(date +%s%N)
    times+=($(( (end - start) / 1000 )))
  done
  printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {m=(NR%2)?a[(NR+1)/2]:(a[NR/2]+a[NR/2+1])/2; printf "%.2f ms (min %.2f, max %.2f, %d runs)\n", m/1000, a[1]/1000, a[NR]/1000, NR}'
}
echo "estimate: $(median_ms "$cli" estimate --parameters 7000000000 --bits 16 --reserve-gib 4)"
echo "cost:     $(median_ms "$cli" cost --gpu b200 --days 7 --lots 2 --accepted-results 1000)"
echo "catalog:  $(median_ms "$cli" catalog)"
