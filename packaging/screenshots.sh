#!/usr/bin/env bash
# Regenerates docs/screenshots/ from the real window under Xvfb (English and German).
# Needs a build (./packaging/setup-debian.sh build) and the xvfb package.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${1:-$root/build/release}
mkdir -p "$root/docs/screenshots"
for lang in en de; do
  xvfb-run -a -s "-screen 0 1280x800x24" "$build/bin/make_screenshots" --lang "$lang" \
    --backend "$build/lib/iteragpu-lab/libiteragpu_torch.so" --out "$root/docs/screenshots"
done
