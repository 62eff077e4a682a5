#!/usr/bin/env bash
# The rehearsal of the rented GPU machine, without a GPU: a Debian 13 root with Debian's CUDA
# build of libtorch 2.6 (libtorch-cuda-dev, python3-torch-cuda), CMake, a compiler and the CUDA
# toolkit (Debian's TorchConfig.cmake needs it), and inside it, as on the rented machine:
#   1. tests/gpu/device-check.sh with DEVICE=cuda:0: builds the module against the CUDA libtorch
#      (its CUDA branch compiled and linked), then stops with "no GPU visible" and exit code 4;
#   2. the portable folder built on Debian 12 (portable_cli) loads that module under env -i:
#      environment --device cuda:0 exits 0 and records CUDA 12.4 with the device unavailable and
#      why; measure --device cuda:0 exits 2 with one line and writes no file; measure --device cpu
#      completes with every counter null;
#   3. device-check.sh with DEVICE=cpu (the protocol dry run and Python eager on the CPU, through
#      python3-torch-cuda, for the side-by-side figure).
# The log, BUILD_DIR/rehearsal/rehearsal.log, and the reports beside it are CI artefacts.
#
# Debian's nvidia-cudnn is an installer that downloads cuDNN from the vendor when it is configured;
# here a dummy package (equivs) takes its place, and libcudnn.so.9 is a TEST-ONLY stand-in built
# from the cuDNN names libtorch_cuda.so imports, each of which calls abort(). Without a GPU no
# cuDNN function is reached; the stand-in exists only inside this root and is never shipped.
#
# The root is cached (ITERAGPU_GPU_CACHE, default BUILD_DIR/gpu-cache; about 8 GB) and rebuilt when
# its recipe below changes. Needs root (debootstrap, chroot) and Debian's registry; /proc is the
# only mount, undone on every exit.
# Usage: tests/gpu/rehearsal.sh BUILD_DIR        (a release build folder: its portable_cli is used)
# Exit: 0 passed; 1 a check failed; 77 skipped (not root, or no registry and no cached root;
# ITERAGPU_REQUIRE_REGISTRY=1 makes that a failure).
set -uo pipefail

build=$(cd "${1:?usage: $0 BUILD_DIR}" && pwd)
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cache=${ITERAGPU_GPU_CACHE:-$build/gpu-cache}
mirror=${ITERAGPU_DEBIAN_MIRROR:-http://deb.debian.org/debian}
out=$build/rehearsal
rm -rf "$out"
mkdir -p "$out" "$cache"
cache=$(cd "$cache" && pwd)
target=$cache/trixie-root
exec > >(tee "$out/rehearsal.log") 2>&1
started=$(date +%s)
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
skip() {
  echo "rehearsal skipped: $*"
  [ "${ITERAGPU_REQUIRE_REGISTRY:-0}" = 1 ] && { echo "FAIL: ITERAGPU_REQUIRE_REGISTRY=1: the rehearsal must run here"; exit 1; }
  exit 77
}
[ "$(id -u)" -eq 0 ] || skip "needs root (debootstrap and chroot)"
command -v debootstrap > /dev/null || { echo "FAIL: debootstrap is not installed (apt-get install debootstrap)"; exit 1; }

# What the root holds; a change here rebuilds it.
# (OpenBLAS: Debian's default BLAS is the reference one, ten times slower for the CPU dry run and
# Python eager alike.)
packages="libtorch-cuda-dev python3-torch-cuda cmake g++ ninja-build nvidia-cuda-toolkit libopenblas0-pthread"
cudnn_version="9.0.0.312~cuda12+iteragpu.standin1" # satisfies libtorch-cuda-2.6's nvidia-cudnn (>= 9.0.0.312~)
recipe="debootstrap minbase main,contrib,non-free trixie; equivs nvidia-cudnn $cudnn_version; $packages; abort stand-in libcudnn.so.9 v1"

# One rehearsal at a time per cache; /proc is unmounted on every way out.
exec 9> "$cache/rehearsal.lock"
flock 9
# shellcheck source=packaging/roots.sh
. "$repo/packaging/roots.sh"

# The root is built in stages into ROOT.partial; a stage that completed is not done again when a
# later one failed (the partial root keeps its recipe and stage marks).
stage_done() { [ -e "$1/.iteragpu-stage-$2" ]; }
stage_mark() { touch "$1/.iteragpu-stage-$2"; }

build_root() {
  local new=$target.partial t0 step
  t0=$(date +%s)
  if [ "$(cat "$new/.iteragpu-rehearsal-partial" 2> /dev/null)" != "$recipe" ]; then
    remove_root "$new"
  fi
  echo "== building the Debian 13 root ($recipe)"
  if ! stage_done "$new" bootstrap; then
    remove_root "$new"
    if ! debootstrap --variant=minbase --components=main,contrib,non-free trixie "$new" "$mirror" \
         > "$out/debootstrap.log" 2>&1; then
      tail -5 "$out/debootstrap.log"
      grep -qiE 'Failed getting release file|Couldn.t download|Temporary failure|unable to fetch|Connection' \
        "$out/debootstrap.log" && skip "the Debian registry cannot be reached"
      echo "FAIL: debootstrap"; exit 1
    fi
    echo "$recipe" > "$new/.iteragpu-rehearsal-partial"
    cp /etc/resolv.conf "$new/etc/resolv.conf"
    # No service starts inside the root.
    printf '#!/bin/sh\nexit 101\n' > "$new/usr/sbin/policy-rc.d" && chmod +x "$new/usr/sbin/policy-rc.d"
    stage_mark "$new" bootstrap
    step=$(date +%s); echo "   debootstrap: $((step - t0)) s"
  fi
  mount_proc "$new" || { echo "FAIL: cannot mount /proc in the root"; exit 1; }
  if ! stage_done "$new" cudnn-dummy; then
    { in_root "$new" apt-get update -q && in_root "$new" apt-get install -y -q --no-install-recommends equivs; } \
      > "$out/install-equivs.log" 2>&1 || { tail -20 "$out/install-equivs.log"; echo "FAIL: equivs"; exit 1; }
    cat > "$new/tmp/nvidia-cudnn.control" << EOF
Section: contrib/libs
Priority: optional
Standards-Version: 4.7.0
Package: nvidia-cudnn
Version: $cudnn_version
Maintainer: IteraGPU Lab rehearsal <rehearsal@invalid>
Description: TEST-ONLY dummy for Debian's cuDNN installer (never shipped)
 Debian's nvidia-cudnn downloads cuDNN from the vendor when it is configured. The IteraGPU Lab
 rehearsal root has no such network; this empty package satisfies the dependency of libtorch-cuda
 and a stand-in libcudnn.so.9 (every function aborts) lets the loader resolve the names.
EOF
    in_root "$new" sh -c 'cd /tmp && equivs-build nvidia-cudnn.control && dpkg -i nvidia-cudnn_*.deb' \
      >> "$out/install-equivs.log" 2>&1 || { tail -20 "$out/install-equivs.log"; echo "FAIL: the dummy nvidia-cudnn"; exit 1; }
    stage_mark "$new" cudnn-dummy
  fi
  if ! stage_done "$new" packages; then
    # shellcheck disable=SC2086
    in_root "$new" apt-get install -y -q --no-install-recommends $packages > "$out/install.log" 2>&1 \
      || { tail -30 "$out/install.log"; echo "FAIL: installing $packages"; exit 1; }
    grep -m1 -E '^[0-9]+ upgraded, [0-9]+ newly installed' "$out/install.log" | sed 's/^/   /'
    grep -m1 -E '^Need to get' "$out/install.log" | sed 's/^/   /'
    stage_mark "$new" packages
    step=$(date +%s); echo "   packages installed: $((step - t0)) s since the start"
  fi
  if ! stage_done "$new" cudnn-standin; then
    # The stand-in libcudnn.so.9: one aborting function per cuDNN name any installed library imports.
    cat > "$new/tmp/cudnn-standin.sh" << 'EOF'
set -eu
libs=$(for f in /usr/lib/x86_64-linux-gnu/*.so* /usr/lib/python3/dist-packages/torch/lib/*.so* \
                /usr/lib/python3/dist-packages/torch/*.so; do
  [ -f "$f" ] && [ ! -L "$f" ] && readelf -d "$f" 2>/dev/null | grep -q 'NEEDED.*\[libcudnn' && echo "$f"
done | sort -u)
[ -n "$libs" ] || { echo "no installed library needs libcudnn"; exit 1; }
echo "libraries that need cuDNN:" $libs
names=$(for f in $libs; do nm -D --undefined-only "$f" | awk '{print $NF}'; done | sed 's/@.*//' | grep '^cudnn' | sort -u)
{
  printf '%s\n' '/* TEST-ONLY stand-in for cuDNN, built by tests/gpu/rehearsal.sh: never shipped. */' \
    '#include <stdio.h>' '#include <stdlib.h>' \
    'static void standin(const char *name) { fprintf(stderr, "test-only cuDNN stand-in: %s called\n", name); abort(); }'
  for n in $names; do printf 'void %s(void) { standin("%s"); }\n' "$n" "$n"; done
} > /tmp/cudnn-standin.c
gcc -shared -fPIC -O0 -Wall -Werror -Wl,-soname,libcudnn.so.9 -o /usr/lib/x86_64-linux-gnu/libcudnn.so.9 /tmp/cudnn-standin.c
ldconfig
echo "stand-in libcudnn.so.9 with $(echo $names | wc -w) aborting functions"
EOF
    in_root "$new" sh /tmp/cudnn-standin.sh > "$out/cudnn-standin.log" 2>&1 \
      || { cat "$out/cudnn-standin.log"; echo "FAIL: the cuDNN stand-in"; exit 1; }
    sed 's/^/   /' "$out/cudnn-standin.log"
    stage_mark "$new" cudnn-standin
  fi
  in_root "$new" apt-get clean
  cleanup
  echo "$recipe" > "$new/.iteragpu-rehearsal-recipe"
  remove_root "$target"
  mv "$new" "$target"
  echo "   root built in $(($(date +%s) - t0)) s ($(du -sh --one-file-system "$target" | cut -f1))"
}

if [ "$(cat "$target/.iteragpu-rehearsal-recipe" 2> /dev/null)" = "$recipe" ]; then
  echo "== the Debian 13 root is cached: $target ($recipe)"
  root_state=cached
else
  build_root
  root_state=cold
fi

echo "== the portable folder built on Debian 12, and this source tree, into the root"
cmake --build "$build" --target portable_cli > "$out/portable.log" 2>&1 || { tail -20 "$out/portable.log"; exit 1; }
tarball=$(ls "$build"/iteragpu-portable-*.tar.gz | head -1)
rm -rf --one-file-system "$target/work"
mkdir -p "$target/work/src"
if git -C "$repo" rev-parse --git-dir > /dev/null 2>&1; then
  (cd "$repo" && git ls-files -z -co --exclude-standard | tar --null -T - -cf -) | tar -x -C "$target/work/src"
else
  tar -C "$repo" --exclude=./build -cf - . | tar -x -C "$target/work/src"
fi
tar -xzf "$tarball" -C "$target/work"
cli=$(cd "$target" && ls -d work/iteragpu-portable-*/bin/iteragpu | head -1)
cli=/$cli
echo "   $(basename "$tarball") -> $cli"
mount_proc "$target" || { echo "FAIL: cannot mount /proc in the root"; exit 1; }

echo "== Debian 13's CUDA libtorch as Python sees it (python3-torch-cuda)"
# (No cuDNN query: it would call the stand-in, which aborts.)
in_root "$target" python3 -c 'import torch; print("torch", torch.__version__, "built with CUDA", torch.version.cuda,
  "device available:", torch.cuda.is_available())' 2>&1 | tee "$out/python-torch.txt"
grep -q "built with CUDA 12.4" "$out/python-torch.txt" || fail "python3-torch-cuda is not a CUDA 12.4 build"

echo "== device-check.sh, DEVICE=cuda:0 (builds the module as on the GPU machine)"
timeout 1200 chroot "$target" /usr/bin/env -i PATH=/usr/bin:/bin HOME=/root LANG=C.UTF-8 DEVICE=cuda:0 \
  PYTHON=/usr/bin/python3 CLI="$cli" bash /work/src/tests/gpu/device-check.sh /work/check-cuda
rc=$?
[ $rc -eq 4 ] || fail "device-check.sh with DEVICE=cuda:0 exited $rc, expected 4 (no GPU visible)"
grep -q "CUDA/ROCm branch compiled" "$target/work/check-cuda/device-check.log" \
  || fail "the module was not built with its CUDA branch"
grep -q "^no GPU visible: " "$target/work/check-cuda/summary.txt" || fail "no 'no GPU visible' summary"
module=/work/check-cuda/torch-build/libiteragpu_torch.so
[ -f "$target$module" ] || { fail "no module at $module"; exit 1; }
echo "   the module links: $(in_root "$target" sh -c "ldd $module | grep -c 'torch_cuda\|c10_cuda\|cudart'") CUDA libraries of libtorch among its dependencies"
in_root "$target" sh -c "ldd $module | grep -q 'not found'" && fail "the module has unresolved libraries"

echo "== the portable folder's src/ configures against the CUDA libtorch (its README's command)"
portable_src=${cli%/bin/iteragpu}/src/core/device/torch
in_root "$target" cmake -S "$portable_src" -B /work/portable-src-build -G Ninja -DCMAKE_BUILD_TYPE=Release \
  > "$out/portable-src-configure.log" 2>&1 || { tail -20 "$out/portable-src-configure.log"; fail "the portable folder's src/ does not configure"; }
grep 'libtorch feature' "$out/portable-src-configure.log" | sed 's/^-- /   /'

echo "== the portable CLI under env -i, with that module"
bare() { chroot "$target" /usr/bin/env -i "$@"; } # no variable at all, as a user's clean shell
check() { chroot "$target" /usr/bin/env -i /usr/bin/python3 - "$@"; } # a check script on stdin
work=$target/work/cli
mkdir -p "$work"
bare "$cli" environment --device cuda:0 --backend "$module" > "$work/environment-cuda.txt" 2>&1
rc=$?
cat "$work/environment-cuda.txt"
[ $rc -eq 0 ] || fail "environment --device cuda:0 exited $rc, expected 0"
bare "$cli" environment --device cuda:0 --backend "$module" --json > "$work/environment-cuda.json" 2> "$work/environment-cuda.err"
check /work/cli/environment-cuda.json << 'EOF' || fail "environment --json: not a CUDA 12.4 build with the device unavailable and why"
import json, sys
env = json.load(open(sys.argv[1]))
torch, device = env["libtorch"], env["device"]
print("   libtorch %s, gpu_runtime %s %s; device %s available %s: %s" % (
    torch["libtorch_version"], torch["gpu_runtime"], torch["gpu_runtime_build_version"], device["name"],
    device["available"], device.get("reason")))
ok = torch["gpu_runtime"] == "cuda" and torch["gpu_runtime_build_version"] == "12.4" \
    and device["available"] is False and bool(device.get("reason"))
sys.exit(0 if ok else 1)
EOF
grep -q "GPU runtime libtorch was built with: *cuda 12.4" "$work/environment-cuda.txt" \
  || fail "the text form does not say the libtorch was built with CUDA 12.4"

measure=(--batch 1 --context 16 --width 64 --dtype float32 --warmup 1 --repeats 2 --backend "$module")
bare "$cli" measure --device cuda:0 "${measure[@]}" --output /work/cli/never.json > "$work/measure-cuda.out" 2> "$work/measure-cuda.err"
rc=$?
echo "   measure --device cuda:0: exit $rc; stdout $(wc -c < "$work/measure-cuda.out") bytes; stderr:"
sed 's/^/     /' "$work/measure-cuda.err"
[ $rc -eq 2 ] || fail "measure --device cuda:0 exited $rc, expected 2"
[ "$(wc -l < "$work/measure-cuda.err")" -eq 1 ] || fail "measure --device cuda:0: not exactly one line on stderr"
grep -qi "no CUDA" "$work/measure-cuda.err" || fail "measure --device cuda:0: the line does not say that no CUDA device is visible"
[ -e "$work/never.json" ] && fail "the refused measurement wrote a file"

bare "$cli" measure --device cpu "${measure[@]}" --output /work/cli/dry-run.json > "$work/measure-cpu.out" 2>&1
rc=$?
[ $rc -eq 0 ] || { cat "$work/measure-cpu.out"; fail "measure --device cpu exited $rc, expected 0"; }
check /work/cli/dry-run.json << 'EOF' || fail "the dry-run report is not complete with every counter null"
import json, sys
r = json.load(open(sys.argv[1]))
counters = [k for row in r["phases"] for k, v in row.items() if k.endswith("_bytes") and v is not None]
print("   dry run through the CUDA module: status %s, %d phases, non-null counters: %s"
      % (r["status"], len(r["phases"]), counters or "none"))
print("   the completed dry-run report's phases:")
for row in r["phases"]:
    print("     ", json.dumps(row))
sys.exit(0 if r["status"] == "complete" and not counters else 1)
EOF

echo "== device-check.sh, DEVICE=cpu (the dry run and Python eager on the CPU, side by side)"
timeout 1200 chroot "$target" /usr/bin/env -i PATH=/usr/bin:/bin HOME=/root LANG=C.UTF-8 DEVICE=cpu \
  PYTHON=/usr/bin/python3 CLI="$cli" MODULE="$module" bash /work/src/tests/gpu/device-check.sh /work/check-cpu \
  > "$out/device-check-cpu.log" 2>&1
rc=$?
sed -n '/^== summary/,$p' "$out/device-check-cpu.log"
[ $rc -eq 0 ] || fail "device-check.sh with DEVICE=cpu exited $rc"

cp -r "$target/work/check-cuda" "$target/work/check-cpu" "$target/work/cli" "$out/" 2> /dev/null
rm -rf "$out/check-cuda/torch-build"
cleanup
echo "== rehearsal: $failures failure(s); root $root_state; $(($(date +%s) - started)) s in all; log $out/rehearsal.log"
[ $failures -eq 0 ]
