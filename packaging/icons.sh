#!/usr/bin/env bash
# Renders the hicolor PNG icons (16 to 256 px) from the one drawing, resources/iteragpu-lab.svg,
# into resources/icons/hicolor/<size>x<size>/apps/. Run after changing the SVG; needs rsvg-convert
# (package librsvg2-bin). The PNGs are committed so that a build needs no SVG renderer.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
for size in 16 22 24 32 48 64 128 256; do
  folder="$root/resources/icons/hicolor/${size}x${size}/apps"
  mkdir -p "$folder"
  rsvg-convert --width "$size" --height "$size" --output "$folder/iteragpu-lab.png" "$root/resources/iteragpu-lab.svg"
done
