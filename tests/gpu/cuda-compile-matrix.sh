#!/usr/bin/env bash
# The CUDA compile matrix: compiles the CUDA branch of core/device/torch/torchbackend.cpp, with the
# project's warnings as errors (-Wall -Wextra -Wpedantic -Werror), against the headers of real
# libtorch and CUDA releases from Debian, on a machine without a GPU or a CUDA toolkit:
#   debian12   libtorch 1.13 (bookworm libtorch-dev) + CUDA 11.8 (bookworm non-free nvidia-cuda-dev)
#   debian13   the CUDA build of libtorch 2.6 (trixie contrib libtorch-cuda-dev) + CUDA 12.4
#              (trixie non-free nvidia-cuda-dev, with libcu++-dev for <nv/target>)
#   newest     the newest libtorch-dev Debian has (sid; a CPU build that ships c10/cuda and
#              ATen/cuda) + CUDA 12.4
# Each set configures core/device/torch itself (its CMakeLists.txt) against a stand-in
# TorchConfig.cmake that gives the unpacked headers as the `torch` target and declares `c10_cuda`:
# the same feature probes (TorchFeatures.cmake) decide the same ITERAGPU_TORCH_HAS_* definitions
# as a real build, and the same warning flags apply. Only the object is built, never linked.
# Then it checks, from the compiler's dependency list, that no libtorch or CUDA header came from
# the machine's own folders (/usr/include's libtorch, /usr/local/cuda).
#
# Usage: tests/gpu/cuda-compile-matrix.sh WORK [SET...]     (SET: debian12 debian13 newest; default all)
# Environment: ITERAGPU_GPU_CACHE (packages and headers; default WORK/cache), CXX (default c++),
#   ITERAGPU_REQUIRE_REGISTRY=1 (CI: an unreachable registry is a failure, not a skip).
# Exit: 0 every set compiled; 1 a set failed; 77 the registry cannot be reached (skipped).
# Sequential on purpose: each compile takes 1-1.5 min and ~1.6 GB.
set -uo pipefail

work=${1:?usage: $0 WORK [SET...]}
shift
sets=("$@")
[ ${#sets[@]} -gt 0 ] || sets=(debian12 debian13 newest)
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
mkdir -p "$work"
work=$(cd "$work" && pwd)
cache=${ITERAGPU_GPU_CACHE:-$work/cache}
cxx=${CXX:-c++}
# shellcheck source=debian-archive.sh
. "$root/tests/gpu/debian-archive.sh"
archive_init "$cache"
started=$(date +%s)

packages() { # name pin suite, one line per package of a set (torch first, then CUDA)
  case $1 in
    debian12) printf '%s\n' "libtorch-dev 1.13.1+dfsg-4 bookworm" "nvidia-cuda-dev 11.8.89~11.8.0-5~deb12u1 bookworm" ;;
    debian13) printf '%s\n' "libtorch-cuda-dev 2.6.0+dfsg-7+b1 trixie" "nvidia-cuda-dev 12.4.127~12.4.1-2 trixie" \
                "libcu++-dev 2.3.2-2 trixie" ;;
    newest) printf '%s\n' "libtorch-dev 2.14.1+dfsg-1 sid" "nvidia-cuda-dev 12.4.127~12.4.1-2 trixie" \
              "libcu++-dev 2.3.2-2 trixie" ;;
    *) return 1 ;;
  esac
}

skip() {
  echo "$1: skipped"
  if [ "${ITERAGPU_REQUIRE_REGISTRY:-0}" = 1 ]; then
    echo "FAIL: ITERAGPU_REQUIRE_REGISTRY=1: the compile matrix must run here"
    exit 1
  fi
  exit 77
}

# Rewrites a file only when its content changes, so that an unchanged set is not compiled again.
write_if_changed() {
  local text
  text=$(cat)
  [ -e "$1" ] && [ "$(cat "$1")" = "$text" ] && return 0
  printf '%s\n' "$text" > "$1"
}

summary=()
failed=0
for set in "${sets[@]}"; do
  echo "== $set"
  packages "$set" > /dev/null || { echo "unknown set $set (debian12, debian13, newest)"; exit 2; }
  dirs=()
  used=()
  while read -r name pin suite; do
    folder=$(archive_headers "$name" "$pin" "$suite" 2> "$work/archive.log")
    rc=$?
    cat "$work/archive.log"
    [ $rc -eq 77 ] && skip "the Debian registry cannot be reached"
    [ $rc -eq 0 ] || { echo "FAIL: $set: cannot get $name"; exit 1; }
    dirs+=("$folder")
    used+=("$(sed -n 's/^package \([^ ]*\) \([^ ]*\) .*/\1 \2/p' "$work/archive.log" | tail -1)")
  done < <(packages "$set")
  torch=${dirs[0]}
  cuda=${dirs[1]}
  # Debian's CPU packages lack the generated c10/cuda/impl/cuda_cmake_macros.h; the stand-in comes
  # after every real folder, so a package that has it keeps its own.
  dir=$work/$set
  mkdir -p "$dir/shim/c10/cuda/impl" "$dir/standin"
  write_if_changed "$dir/shim/c10/cuda/impl/cuda_cmake_macros.h" <<< '#define C10_CUDA_BUILD_SHARED_LIBS'
  includes="$torch;$torch/torch/csrc/api/include"
  for extra in "${dirs[@]:1}"; do includes="$includes;$extra"; done
  includes="$includes;$dir/shim"
  write_if_changed "$dir/standin/TorchConfig.cmake" << EOF
# Written by tests/gpu/cuda-compile-matrix.sh: the headers of ${used[*]}, for compiling the
# module's CUDA branch (never for linking: there are no libraries here).
add_library(torch INTERFACE IMPORTED)
set_target_properties(torch PROPERTIES INTERFACE_INCLUDE_DIRECTORIES "$includes")
add_library(c10_cuda INTERFACE IMPORTED)
set(TORCH_INCLUDE_DIRS "$includes")
set(TORCH_LIBRARIES torch)
EOF
  t0=$(date +%s)
  if ! cmake -S "$root/core/device/torch" -B "$dir/build" -G Ninja -DCMAKE_CXX_COMPILER="$cxx" \
       -DTorch_DIR="$dir/standin" -DITERAGPU_WARNINGS_AS_ERRORS=ON > "$dir/configure.log" 2>&1; then
    tail -40 "$dir/configure.log"
    echo "FAIL: $set: the module does not configure against these headers"
    failed=1
    summary+=("$set|${used[*]}||configure failed|$(($(date +%s) - t0))")
    continue
  fi
  features=$(sed -n 's/^-- libtorch feature ITERAGPU_TORCH_HAS_\([A-Z_]*\): yes$/\1/p' "$dir/configure.log" | tr '\n' ' ')
  absent=$(sed -n 's/^-- libtorch feature ITERAGPU_TORCH_HAS_\([A-Z_]*\): no$/\1/p' "$dir/configure.log" | tr '\n' ' ')
  echo "   features: ${features:-none}; absent: ${absent:-none}"
  object=CMakeFiles/iteragpu_torch.dir/torchbackend.cpp.o
  if ! ninja -C "$dir/build" "$object" > "$dir/compile.log" 2>&1; then
    grep -E 'error:|required from here' "$dir/compile.log" | head -40
    echo "FAIL: $set: the CUDA branch does not compile against ${used[*]} (whole log: $dir/compile.log)"
    failed=1
    summary+=("$set|${used[*]}|${features}|FAILED|$(($(date +%s) - t0))")
    continue
  fi
  grep -q 'ITERAGPU_TORCH_CUDA=1' <(ninja -C "$dir/build" -t commands "$object") \
    || { echo "FAIL: $set: compiled without ITERAGPU_TORCH_CUDA"; failed=1; }
  ninja -C "$dir/build" -t deps "$object" > "$dir/deps.txt"
  # Every libtorch and CUDA header from the unpacked packages, none from the machine.
  if grep -E '^ +/usr/(local/|include/(ATen|c10|caffe2|torch|cuda|crt|nv|cub|thrust)[/_.])' "$dir/deps.txt" | head -5 | grep .; then
    echo "FAIL: $set: headers above came from the machine, not from the packages"
    failed=1
  fi
  grep -q "^ *$cuda/cuda_runtime_api.h" "$dir/deps.txt" \
    || { echo "FAIL: $set: the CUDA headers of the set were not used"; failed=1; }
  seconds=$(($(date +%s) - t0))
  state=compiled
  grep -q 'no work to do' "$dir/compile.log" && state="compiled before, unchanged since"
  echo "   $state (warnings as errors), $seconds s"
  summary+=("$set|${used[*]}|${features}|$state|$seconds")
done

echo "== CUDA compile matrix ($(($(date +%s) - started)) s in all)"
for line in "${summary[@]}"; do
  IFS='|' read -r name packages_used features state seconds <<< "$line"
  printf '%-9s %-68s %-8s %4s s  features: %s\n' "$name" "$packages_used" "${state%%,*}" "$seconds" "${features:-none}"
done
[ $failed -eq 0 ]
