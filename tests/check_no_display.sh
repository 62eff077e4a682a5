#!/usr/bin/env bash
# The window started without any display says what to do in one line and exits 2 (never Qt's abort
# with its advice to reinstall); --help and --version still answer without one.
#   check_no_display.sh <iteragpu-lab>
set -uo pipefail
app=$1
out=$(env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM "$app" 2>&1)
code=$?
failures=0
[ "$code" -eq 2 ] || { echo "FAIL: exit status $code, expected 2"; failures=1; }
[ "$(printf '%s\n' "$out" | wc -l)" -eq 1 ] || { echo "FAIL: more than one line: $out"; failures=1; }
case $out in *"no display"*xvfb*iteragpu*) ;; *) echo "FAIL: unexpected text: $out"; failures=1 ;; esac
case $out in *[Rr]einstall*) echo "FAIL: Qt's abort text: $out"; failures=1 ;; esac
env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM "$app" --version >/dev/null || { echo "FAIL: --version"; failures=1; }
if env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM "$app" --help | grep -q exit-after-first-frame; then
  echo "FAIL: --help lists the benchmark's flag"; failures=1
fi
exit $failures
