#!/usr/bin/env bash
# The Debian packages, made the way a distribution makes them, and checked:
#   1. the source package of this checkout (packaging/debian-source.sh);
#   2. a clean Debian 12 root (debootstrap minbase, this machine's Debian mirror) with only
#      build-essential and the source package's Build-Depends; inside it, as an unprivileged user,
#      `dpkg-source -x` and `dpkg-buildpackage -us -uc`: iteragpu-cli, iteragpu-lab and
#      iteragpu-lab-torch (with their -dbgsym packages);
#   3. the same build again from scratch in the same root: every .deb (the -dbgsym ones too) must
#      be identical byte for byte (SOURCE_DATE_EPOCH is the changelog's date);
#   4. lintian on the source and binary packages (no error, no warning) and the split as designed
#      (tests/check_deb.sh);
#   5. a second clean root with only iteragpu-cli and iteragpu-lab-torch installed (no window, no
#      Recommends): `iteragpu measure --device cpu` completes there; the sizes of each install,
#      with and without Recommends, as apt states them.
# The packages, the source package, the logs and sizes.txt end up in OUT.
# Usage: packaging/debian-build.sh OUT           (as root: debootstrap and chroot)
# Environment: ITERAGPU_DEB_CACHE  where the minbase root is kept between runs (default OUT/cache);
#              DEBFULLNAME, DEBEMAIL  the maintainer (packaging/debian-source.sh).
# Exit: 0 built and every check passed; 1 otherwise.
set -uo pipefail

out=${1:?usage: $0 OUT}
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
mkdir -p "$out"
out=$(cd "$out" && pwd)
cache=${ITERAGPU_DEB_CACHE:-$out/cache}
mkdir -p "$cache"
cache=$(cd "$cache" && pwd)
started=$SECONDS
die() { echo "FAIL: $*"; exit 1; }
say() { echo "== debian-build: $* ($((SECONDS - started)) s)"; }
[ "$(id -u)" -eq 0 ] || die "needs root (debootstrap and chroot); the packages are built as an unprivileged user inside the root"
for tool in debootstrap lintian dpkg-source; do
  command -v $tool > /dev/null || die "$tool is missing (packaging/setup-debian.sh package installs it)"
done

# This machine's Debian mirror and suites, as its apt sources name them (deb822 or one-line form).
sources=""
for file in /etc/apt/sources.list.d/*.sources /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
  [ -f "$file" ] || continue
  grep -q 'debian-archive-keyring' "$file" 2> /dev/null || grep -qE '^deb .*/debian/? bookworm' "$file" || continue
  sources=$file
  break
done
[ -n "$sources" ] || die "no Debian apt source on this machine to build the root from"
mirror=$(sed -nE 's/^URIs: *([^ ]*\/debian)\/?$/\1/p; s/^deb (\[[^]]*\] )?([^ ]*\/debian)\/? bookworm .*/\2/p' "$sources" | head -1)
[ -n "$mirror" ] || die "no Debian mirror in $sources"

# shellcheck source=packaging/roots.sh
. "$repo/packaging/roots.sh"
as_builder() { # ROOT COMMAND: a shell command line as the unprivileged user 'builder'
  chroot --userspec=builder:builder "$1" /usr/bin/env -i PATH=/usr/bin:/bin HOME=/build LANG=C.UTF-8 \
    sh -c "$2"
}

# 1. The source package
say "source package"
rm -rf "$out/source"
dsc=$("$repo/packaging/debian-source.sh" "$out/source" | tail -1) || die "the source package"
version=$(sed -n 's/^Version: //p' "$dsc")

# The minbase root, cached by its recipe: nothing of the project is in it.
base=$cache/bookworm-minbase
recipe="debootstrap minbase bookworm $mirror; apt sources of $(basename "$sources"); user builder v1"
if [ "$(cat "$base/.iteragpu-recipe" 2> /dev/null)" != "$recipe" ]; then
  say "a Debian 12 minbase root"
  remove_root "$base"
  debootstrap --variant=minbase bookworm "$base.partial" "$mirror" > "$out/debootstrap.log" 2>&1 ||
    { tail -5 "$out/debootstrap.log"; remove_root "$base.partial"; die "debootstrap"; }
  rm -f "$base.partial/etc/apt/sources.list"
  cp "$sources" "$base.partial/etc/apt/sources.list.d/"
  cp /etc/resolv.conf "$base.partial/etc/resolv.conf"
  printf '#!/bin/sh\nexit 101\n' > "$base.partial/usr/sbin/policy-rc.d" && chmod +x "$base.partial/usr/sbin/policy-rc.d"
  in_root "$base.partial" useradd --create-home --home-dir /build builder || die "the user builder"
  in_root "$base.partial" apt-get update -q > "$out/base-update.log" 2>&1 || { tail -5 "$out/base-update.log"; die "apt-get update in the root"; }
  echo "$recipe" > "$base.partial/.iteragpu-recipe"
  mv "$base.partial" "$base"
fi

# 2. A clean build root: the minbase root, build-essential and the Build-Depends.
say "a clean build root"
root=$out/build-root
remove_root "$root"
cp -a "$base" "$root"
cp "$out/source/"* "$root/build/" && chown -R "$(chroot "$root" id -u builder):$(chroot "$root" id -g builder)" "$root/build"
mount_proc "$root" || die "cannot mount /proc in the build root"
# (build-dep also installs build-essential, apt's APT::Build-Essential.)
in_root "$root" apt-get build-dep -y -q --no-install-recommends "/build/$(basename "$dsc")" > "$out/build-deps.log" 2>&1 ||
  { tail -20 "$out/build-deps.log"; die "installing the Build-Depends"; }
grep -m1 -E '^[0-9]+ upgraded, [0-9]+ newly installed' "$out/build-deps.log" | sed 's/^/   Build-Depends: /'

build_once() { # NAME: dpkg-buildpackage from the unpacked source package, results to OUT/NAME
  local name=$1 t0=$SECONDS
  as_builder "$root" "cd /build && rm -rf iteragpu-lab-$version && dpkg-source -x $(basename "$dsc") > /dev/null &&
    cd iteragpu-lab-$version && dpkg-buildpackage -us -uc" > "$out/$name.log" 2>&1 ||
    { tail -40 "$out/$name.log"; die "dpkg-buildpackage ($name build; log: $out/$name.log)"; }
  rm -rf "${out:?}/$name"
  mkdir -p "$out/$name"
  mv "$root/build/"*.deb "$root/build/"*.buildinfo "$root/build/"*.changes "$out/$name/"
  cp "$root/build/$(basename "$dsc")" "$root/build/"*.tar.xz "$out/$name/"
  rm -rf "$root/build/iteragpu-lab-$version"
  say "$name build: dpkg-buildpackage took $((SECONDS - t0)) s"
}
build_once first
# 3. Reproducible: the same build again in the same clean state.
build_once second
(cd "$out/first" && sha256sum -- *.deb) > "$out/first.sha256"
(cd "$out/second" && sha256sum -- *.deb) > "$out/second.sha256"
if ! cmp -s "$out/first.sha256" "$out/second.sha256"; then
  diff "$out/first.sha256" "$out/second.sha256"
  die "two builds of the same source package differ (above)"
fi
say "two builds are bit-identical: $(wc -l < "$out/first.sha256") packages"
sed 's/^/   /' "$out/first.sha256"
cleanup
remove_root "$root"
rm -rf "$out/second"
ln -sfn first "$out/packages"

# 4. lintian and the split
say "lintian on the source and binary packages"
failures=0
bash "$repo/tests/check_deb.sh" "$out/first" "$version" || failures=$((failures + 1))

# 5. A headless machine: only the command line and the module.
say "a clean root with iteragpu-cli and iteragpu-lab-torch only"
headless=$out/headless-root
remove_root "$headless"
cp -a "$base" "$headless"
cp "$out/first/"*.deb "$headless/tmp/"
mount_proc "$headless" || die "cannot mount /proc in the headless root"
sizes=$out/sizes.txt
{
  echo "Installing into a clean Debian 12 minbase root (apt's own figures; 'MB' is apt's, 1,000,000 bytes):"
  printf '%-52s %9s %14s %12s\n' "packages" "installed" "download" "disk"
} > "$sizes"
simulate() { # LABEL APT-OPTIONS...: apt's figures for installing the packages named
  local label=$1 log count get disk
  shift
  log=$(in_root "$headless" apt-get install -s -y "$@" 2>&1)
  count=$(sed -nE 's/^[0-9]+ upgraded, ([0-9]+) newly installed.*/\1/p' <<<"$log")
  # apt -s says neither figure; apt-get install --print-uris states the sizes of what it fetches.
  get=$(in_root "$headless" apt-get install --print-uris -qq -y "$@" 2>/dev/null |
    awk "\$1 ~ /^'http/ { sum += \$3 } END { printf \"%.1f MB\", sum / 1e6 }")
  disk=$(in_root "$headless" apt-get install --assume-no "$@" 2>/dev/null |
    sed -nE 's/^After this operation, (.*) of additional disk space will be used\./\1/p')
  printf '%-52s %9s %14s %12s\n' "$label" "$count" "$get" "$disk" >> "$sizes"
}
deb() { echo "/tmp/$(basename "$(ls "$out/first/$1_${version}"_*.deb)")"; }
cli=$(deb iteragpu-cli)
torch=$(deb iteragpu-lab-torch)
lab=$(deb iteragpu-lab)
simulate "iteragpu-cli" --no-install-recommends "$cli"
simulate "iteragpu-cli + iteragpu-lab-torch, no Recommends" --no-install-recommends "$cli" "$torch"
simulate "iteragpu-cli + iteragpu-lab-torch, with Recommends" "$cli" "$torch"
simulate "iteragpu-lab + iteragpu-cli, no Recommends" --no-install-recommends "$cli" "$lab"
simulate "iteragpu-lab + iteragpu-cli + torch, with Recommends" "$cli" "$lab" "$torch"
cat "$sizes"
grep -qE '^iteragpu-cli +[0-9]+ ' "$sizes" || die "apt's figures were not read ($sizes)"
in_root "$headless" apt-get install -y -q --no-install-recommends "$cli" "$torch" \
  > "$out/headless-install.log" 2>&1 || { tail -20 "$out/headless-install.log"; die "installing iteragpu-cli and iteragpu-lab-torch"; }
for gui in libqt6widgets6 libqt6gui6 iteragpu-lab; do
  in_root "$headless" dpkg-query -W -f='${Status}' "$gui" 2> /dev/null | grep -q 'install ok installed' &&
    { echo "FAIL: the headless install pulled $gui"; failures=$((failures + 1)); }
done
as_builder "$headless" "cd /build && iteragpu measure --device cpu --batch 1 --context 16 --width 64 --hidden 256 \
  --dtype float32 --warmup 1 --repeats 3 --output /build/headless.json && iteragpu show /build/headless.json" \
  > "$out/headless-measure.log" 2>&1
rc=$?
cat "$out/headless-measure.log"
if [ $rc -ne 0 ] || ! grep -q '"status": "complete"' "$headless/build/headless.json"; then
  echo "FAIL: iteragpu measure --device cpu in the headless root (exit $rc)"
  failures=$((failures + 1))
fi
cp "$headless/build/headless.json" "$out/" 2> /dev/null
cleanup
remove_root "$headless"

if ((failures)); then
  echo "FAIL: $failures check(s) failed"
  exit 1
fi
say "done: the packages are in $out/packages"
