#!/usr/bin/env bash
# Regenerates docs/screenshots/ from the real window under Xvfb (English, German, Spanish and French),
# and every tab, the comparison and a sweep again at 1024x640 and 1920x1080 in every language,
# and the remote workflow's (English and German) against a local test sshd.
# Needs a build (./packaging/setup-debian.sh build), the xvfb package and openssh-server.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${1:-$root/build/release}
mkdir -p "$root/docs/screenshots"
bundle=$(mktemp -d)/bundle
for lang in en de es fr; do
  extra=()
  [ "$lang" = en ] && extra=(--bundle "$bundle")
  extra+=(--sizes 1024x640,1920x1080 --cli "$build/bin/iteragpu")
  xvfb-run -a -s "-screen 0 1920x1080x24" "$build/bin/make_screenshots" --lang "$lang" \
    --backend "$build/lib/iteragpu-lab/libiteragpu_torch.so" --out "$root/docs/screenshots" "${extra[@]}"
done
for lang in en de; do
  xvfb-run -a -s "-screen 0 1280x800x24" "$build/bin/make_remote_screenshots" --lang "$lang" \
    --cli "$build/bin/iteragpu" --out "$root/docs/screenshots"
done
# The bundle exported through the window checks out with the command line.
"$build/bin/iteragpu" verify "$bundle"
