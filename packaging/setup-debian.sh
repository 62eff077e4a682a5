#!/usr/bin/env bash
# One command on a fresh Debian 12 machine: install what is missing, build, then
#   run    start the desktop application (the default; extra arguments go to it, e.g. --lang de)
#   test   run every test suite
#   build  only build
# Idempotent: packages already installed are not touched, an existing build is reused.
# Environment: ITERAGPU_PRESET (default release; asan for the sanitizer build),
#              ITERAGPU_WARNINGS_AS_ERRORS=ON (compiler warnings fail the build; CI sets it).
set -euo pipefail

action=${1:-run}
case "$action" in run|test|build) ;; *) echo "usage: $0 [run|test|build]" >&2; exit 2 ;; esac

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
preset=${ITERAGPU_PRESET:-release}

packages=(
  cmake ninja-build g++
  qt6-base-dev libqt6opengl6-dev qt6-charts-dev qcoro-qt6-dev libtorch-dev
  qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
  libgl-dev libopenblas0-pthread
  clang-format
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
    missing+=("$p")
  fi
done
if ((${#missing[@]})); then
  echo "Installing missing Debian packages: ${missing[*]}"
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo=sudo; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y --no-install-recommends "${missing[@]}"
fi

cd "$root"
configure_args=()
if [ -n "${ITERAGPU_WARNINGS_AS_ERRORS:-}" ]; then
  configure_args+=("-DITERAGPU_WARNINGS_AS_ERRORS=$ITERAGPU_WARNINGS_AS_ERRORS")
fi
cmake --preset "$preset" "${configure_args[@]}"
cmake --build --preset "$preset" --parallel "$(nproc)"

case "$action" in
  build) ;;
  test)
    ctest --preset "$preset" --parallel "$(nproc)"
    ;;
  run)
    exec "build/$preset/bin/iteragpu-lab" "${@:2}"
    ;;
esac
