#!/usr/bin/env bash
# One command on a fresh Debian 12 machine: install what is missing, build, then
#   run    start the desktop application (the default; extra arguments go to it, e.g. --lang de)
#   test   run every test suite
#   build  only build
#   package  build the Debian packages from the source package in a clean Debian 12 root, twice,
#            and check them (packaging/debian-build.sh; as root): build/debian/packages/
# Idempotent: packages already installed are not touched, an existing build is reused.
# Environment: ITERAGPU_PRESET (default release; asan for the sanitizer build),
#              ITERAGPU_WARNINGS_AS_ERRORS=ON (compiler warnings fail the build; CI sets it).
set -euo pipefail

action=${1:-run}
case "$action" in run|test|build|package) ;; *) echo "usage: $0 [run|test|build|package]" >&2; exit 2 ;; esac

# The window needs a display: one line now, not Qt's abort after the build.
if [ "$action" = run ] && [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}${QT_QPA_PLATFORM:-}" ]; then
  echo "$0 run: the application needs a display (DISPLAY and WAYLAND_DISPLAY are unset); try 'xvfb-run -a $0 run' (Debian package xvfb), or the command line: '$0 build' then 'build/${ITERAGPU_PRESET:-release}/bin/iteragpu --help'" >&2
  exit 2
fi

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
preset=${ITERAGPU_PRESET:-release}

packages=(
  cmake ninja-build g++
  qt6-base-dev libqt6opengl6-dev qt6-charts-dev qt6-svg-dev qcoro-qt6-dev libtorch-dev
  qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
  libgl-dev libopenblas0-pthread
  clang-format help2man
)
if [ "$action" = test ]; then
  # The remote tests start a real sshd on 127.0.0.1 (its own keys and configuration in a temporary
  # folder) and reach it with the ssh client. The GPU rehearsal (tests/gpu/rehearsal.sh, run by CI
  # after the tests) builds a Debian 13 root with debootstrap.
  packages+=(openssh-server openssh-client debootstrap)
  # The file-type test (check_mime) resolves files through both resolvers a desktop uses and opens
  # one with xdg-open, in a temporary XDG root.
  packages+=(shared-mime-info desktop-file-utils xdg-utils libfile-mimeinfo-perl libglib2.0-bin)
  # The JSON Schema checks of reports, indexes and the shipped schemas (tests/support/validate_json.py,
  # tests/check_schemas.py) run Debian's /usr/bin/python3 with its jsonschema (draft 2020-12).
  packages+=(python3-jsonschema)
  # The static checks CI runs after the tests (packaging/lint.sh): clang-tidy with the root
  # .clang-tidy and clazy's Qt checks, both on the compile commands of the release build.
  packages+=(clang-tidy clazy)
  # The fuzz targets CI runs last (packaging/fuzz.sh): clang with libFuzzer and the sanitizers.
  packages+=(clang libclang-rt-14-dev)
fi
if [ "$action" = package ]; then
  # The package build happens in a clean root of its own (debootstrap), from the source package
  # (dpkg-dev); lintian and appstream check what it made. The build needs nothing else here.
  packages=(cmake dpkg-dev debootstrap lintian appstream git)
fi

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
    missing+=("$p")
  fi
done
if ((${#missing[@]})); then
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    if ! command -v sudo >/dev/null; then
      echo "$0: missing Debian packages, and not root and no sudo to install them; as root, run: apt-get update && apt-get install -y --no-install-recommends ${missing[*]}" >&2
      exit 1
    fi
    sudo=sudo
  fi
  echo "Installing missing Debian packages: ${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y --no-install-recommends "${missing[@]}"
fi

cd "$root"
if [ "$action" = package ]; then
  # The packages' Maintainer is whoever builds them (the project has no address of its own): the
  # DEBFULLNAME and DEBEMAIL Debian's tools use, else the git identity of this checkout, else the
  # author of its newest commit.
  export DEBFULLNAME=${DEBFULLNAME:-$(git -C "$root" config user.name || git -C "$root" log -1 --format=%an || true)}
  export DEBEMAIL=${DEBEMAIL:-$(git -C "$root" config user.email || git -C "$root" log -1 --format=%ae || true)}
  exec "$root/packaging/debian-build.sh" "build/debian"
fi
configure_args=()
if [ -n "${ITERAGPU_WARNINGS_AS_ERRORS:-}" ]; then
  configure_args+=("-DITERAGPU_WARNINGS_AS_ERRORS=$ITERAGPU_WARNINGS_AS_ERRORS")
fi
cmake --preset "$preset" "${configure_args[@]}"
if [ "$action" = run ]; then
  # The window first: only what it needs (the window, the command line its sweeps run, the torch
  # module); the tests are built by 'test' and 'build'.
  targets=(iteragpu-lab iteragpu)
  grep -q '^ITERAGPU_BUILD_TORCH:BOOL=OFF' "build/$preset/CMakeCache.txt" || targets+=(iteragpu_torch)
  cmake --build --preset "$preset" --parallel "$(nproc)" --target "${targets[@]}"
else
  cmake --build --preset "$preset" --parallel "$(nproc)"
fi

case "$action" in
  build) ;;
  test)
    ctest --preset "$preset" --parallel "$(nproc)"
    ;;
  run)
    exec "build/$preset/bin/iteragpu-lab" "${@:2}"
    ;;
esac
