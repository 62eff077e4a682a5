#!/bin/sh
# Benchmark (figures, never assertions): what `iteragpu sweep` costs on top of its points.
# An 8-point CPU sweep (batch 1, 2, 4, ... 128; context 16, width 64, 1 warm-up, 5 repeats):
#  - the sweep's wall time against the sum of its child processes' wall times (each child timed by
#    the sweep from its start to its exit, the index's process_wall_s): the difference, per point, is
#    the sweep's own cost (spawning, reading each stream and report, writing the index);
#  - what one point costs before its first phase (process start, backend load, device open), the
#    index's before_first_phase_s: what a user pays per point.
# Usage: sweep_overhead.sh PATH/TO/iteragpu
set -eu
cli=${1:?usage: sweep_overhead.sh PATH/TO/iteragpu}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
start=$(date +%s%N)
"$cli" sweep --vary batch --from 1 --to 128 --device cpu --context 16 --width 64 --dtype float32 \
    --warmup 1 --repeats 5 --output-dir "$dir/sweep" >/dev/null
end=$(date +%s%N)
awk -v wall_ns=$((end - start)) '
    /"process_wall_s"/ { gsub(/[",]/, "", $2); children += $2; n++ }
    /"before_first_phase_s"/ { gsub(/[",]/, "", $2); first[++m] = $2 }
    END {
        wall = wall_ns / 1e9
        printf "points: %d\nsweep wall time: %.3f s (includes the sweep process start)\n", n, wall
        printf "sum of child wall times: %.3f s\n", children
        printf "sweep cost per point: %.1f ms\n", (wall - children) / n * 1000
        # insertion sort: 8 values
        for (i = 2; i <= m; i++) { v = first[i]; j = i - 1; while (j > 0 && first[j] > v) { first[j + 1] = first[j]; j-- } first[j + 1] = v }
        printf "before the first phase, per point: median %.3f s, min %.3f s, max %.3f s\n", (m % 2 ? first[(m + 1) / 2] : (first[m / 2] + first[m / 2 + 1]) / 2), first[1], first[m]
    }' "$dir/sweep/sweep.json"
