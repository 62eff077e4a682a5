#!/usr/bin/env bash
# The Debian packages packaging/debian-build.sh made (this builds nothing): lintian finds no error
# and no warning on the source and binary packages (info tags are shown), and the split is as
# designed: the command line without a display or libtorch; the window depending on it and
# recommending the module; the module depending on the command line only.
#   check_deb.sh <folder with the .changes, .dsc, .deb files> <version>
# The info tags that remain, and why they stay: docs/ARCHITECTURE.md, "Packages".
set -euo pipefail
folder=$1
version=$2
command -v lintian > /dev/null || { echo "FAIL: lintian is not installed (apt-get install lintian)"; exit 1; }
shopt -s nullglob
one() { # the one file matching the pattern, or a failure
  local matches=("$folder"/$1)
  ((${#matches[@]} == 1)) || { echo "FAIL: expected one $1 in $folder, found ${#matches[@]}"; exit 1; }
  echo "${matches[0]}"
}
changes=$(one "iteragpu-lab_${version}_*.changes")
cli=$(one "iteragpu-cli_${version}_*.deb")
app=$(one "iteragpu-lab_${version}_*.deb")
torch=$(one "iteragpu-lab-torch_${version}_*.deb")
failures=0
fail()
{
    echo "FAIL: $*"
    failures=$((failures + 1))
}

# The .changes names the source package and every binary package (the -dbgsym ones too).
if ! lintian --fail-on error,warning --display-info --tag-display-limit 0 "$changes"; then
    fail "lintian found errors or warnings (above)"
fi

field() { dpkg-deb --field "$1" "$2"; }
cli_depends=$(field "$cli" Depends)
for unwanted in libtorch libqt6widgets6 libqt6gui6 libqt6charts6 iteragpu-lab; do
    grep -q "$unwanted" <<<"$cli_depends" && fail "iteragpu-cli depends on $unwanted: $cli_depends"
done
grep -qw libqt6core6 <<<"$cli_depends" || fail "iteragpu-cli does not depend on libqt6core6: $cli_depends"
depends=$(field "$app" Depends)
grep -q libtorch <<<"$depends" && fail "iteragpu-lab depends on libtorch: $depends"
for needed in "iteragpu-cli (= $version)" libqt6svg6 qt6-qpa-plugins libqt6widgets6 libqt6charts6; do
    grep -qF "$needed" <<<"$depends" || fail "iteragpu-lab does not depend on $needed: $depends"
done
[ "$(field "$app" Recommends)" = "iteragpu-lab-torch, openssh-client, qt6-translations-l10n" ] ||
    fail "iteragpu-lab does not recommend iteragpu-lab-torch, openssh-client (remote runs) and qt6-translations-l10n (Qt's dialogs)"
grep -q openssh <<<"$depends" && fail "iteragpu-lab depends on OpenSSH (only recommended): $depends"
torch_depends=$(field "$torch" Depends)
grep -qF "iteragpu-cli (= $version)" <<<"$torch_depends" || fail "iteragpu-lab-torch does not depend on iteragpu-cli (= $version)"
grep -qE '(^|, )iteragpu-lab( |,|$)' <<<"$torch_depends" && fail "iteragpu-lab-torch depends on the window's package: $torch_depends"

contents() { dpkg-deb --contents "$1" | awk '{print $6}'; }
cli_files=$(contents "$cli")
app_files=$(contents "$app")
torch_files=$(contents "$torch")
for path in ./usr/bin/iteragpu ./usr/share/man/man1/iteragpu.1.gz ./usr/share/bash-completion/completions/iteragpu \
    ./usr/share/zsh/vendor-completions/_iteragpu ./usr/share/doc/iteragpu-cli/schema/measurement.schema.json \
    ./usr/share/doc/iteragpu-cli/copyright ./usr/share/doc/iteragpu-cli/changelog.gz; do
    grep -qxF "$path" <<<"$cli_files" || fail "iteragpu-cli lacks $path"
done
for path in ./usr/bin/iteragpu-lab ./usr/share/man/man1/iteragpu-lab.1.gz ./usr/share/applications/org.iteragpu.lab.desktop \
    ./usr/share/metainfo/org.iteragpu.lab.metainfo.xml ./usr/share/mime/packages/org.iteragpu.lab.xml \
    ./usr/share/icons/hicolor/scalable/apps/iteragpu-lab.svg ./usr/share/icons/hicolor/16x16/apps/iteragpu-lab.png \
    ./usr/share/icons/hicolor/256x256/apps/iteragpu-lab.png; do
    grep -qxF "$path" <<<"$app_files" || fail "iteragpu-lab lacks $path"
done
grep -qxF ./usr/bin/iteragpu <<<"$app_files" && fail "iteragpu-lab holds the command line (iteragpu-cli's)"
grep -q 'libiteragpu_torch\.so$' <<<"$cli_files$app_files" && fail "iteragpu-cli or iteragpu-lab holds the torch module"
grep -qE '^\./usr/lib/[^/]+/iteragpu-lab/libiteragpu_torch\.so$' <<<"$torch_files" ||
    fail "iteragpu-lab-torch lacks usr/lib/<triplet>/iteragpu-lab/libiteragpu_torch.so"

# The installed tree as AppStream sees it: metainfo, desktop entry and icon found together.
if command -v appstreamcli >/dev/null; then
    tree=$(mktemp -d)
    trap 'rm -rf "$tree"' EXIT
    dpkg-deb --extract "$app" "$tree"
    out=$(appstreamcli validate-tree --pedantic --no-net --no-color "$tree" 2>&1) || true
    if grep -qE '^[EWIP]: ' <<<"$out" || ! grep -q 'Validation was successful' <<<"$out"; then
        fail "appstreamcli validate-tree on the installed files of iteragpu-lab: $out"
    fi
fi

if ((failures)); then
    echo "$failures package check(s) failed"
    exit 1
fi
echo "$(basename "$changes"): lintian clean; $(basename "$cli"), $(basename "$app"), $(basename "$torch"): split as designed"
