#!/usr/bin/env bash
# The Debian packages the `deb` target wrote (it builds them; this builds nothing): lintian
# finds no error and no warning (info tags are shown), and the split is as designed: the
# application without libtorch, recommending the torch package, which holds the module.
#   check_deb.sh <packages folder> <version>
# Exit 77 (skipped) without lintian or without packages (cmake --build <build> --target deb).
# The info tags that remain, and why they stay:
#   hardening-no-fortify-functions  the binaries are built with -D_FORTIFY_SOURCE=2 -O3
#     (packaging/deb.cmake); lintian says this when no call has a size the compiler can check.
#   spelling-error-in-binary complet/dont/exemple  French words of the embedded French catalog.
set -euo pipefail
folder=$1
version=$2
if ! command -v lintian >/dev/null; then
    echo "SKIP: lintian is not installed (apt-get install lintian)"
    exit 77
fi
shopt -s nullglob
app=("$folder"/iteragpu-lab_"$version"_*.deb)
torch=("$folder"/iteragpu-lab-torch_"$version"_*.deb)
if ((${#app[@]} != 1 || ${#torch[@]} != 1)); then
    echo "SKIP: no packages of version $version in $folder; make them with 'cmake --build <build folder> --target deb'"
    exit 77
fi
app=${app[0]}
torch=${torch[0]}
failures=0
fail()
{
    echo "FAIL: $*"
    failures=$((failures + 1))
}

if ! lintian --fail-on error,warning --display-info --tag-display-limit 0 "$app" "$torch"; then
    fail "lintian found errors or warnings (above)"
fi

field() { dpkg-deb --field "$1" "$2"; }
depends=$(field "$app" Depends)
grep -q libtorch <<<"$depends" && fail "iteragpu-lab depends on libtorch: $depends"
for needed in libqt6svg6 qt6-qpa-plugins libqt6widgets6 libqt6charts6; do
    grep -qw "$needed" <<<"$depends" || fail "iteragpu-lab does not depend on $needed: $depends"
done
[ "$(field "$app" Recommends)" = "iteragpu-lab-torch, openssh-client, qt6-translations-l10n" ] ||
    fail "iteragpu-lab does not recommend iteragpu-lab-torch, openssh-client (remote runs) and qt6-translations-l10n (Qt's dialogs)"
grep -q openssh <<<"$depends" && fail "iteragpu-lab depends on OpenSSH (only recommended): $depends"
grep -qF "iteragpu-lab (= $version)" <<<"$(field "$torch" Depends)" ||
    fail "iteragpu-lab-torch does not depend on iteragpu-lab (= $version)"

app_files=$(dpkg-deb --contents "$app" | awk '{print $6}')
torch_files=$(dpkg-deb --contents "$torch" | awk '{print $6}')
for path in ./usr/bin/iteragpu ./usr/bin/iteragpu-lab ./usr/share/man/man1/iteragpu.1.gz \
    ./usr/share/man/man1/iteragpu-lab.1.gz ./usr/share/bash-completion/completions/iteragpu \
    ./usr/share/zsh/vendor-completions/_iteragpu ./usr/share/applications/org.iteragpu.lab.desktop \
    ./usr/share/metainfo/org.iteragpu.lab.metainfo.xml ./usr/share/icons/hicolor/scalable/apps/iteragpu-lab.svg \
    ./usr/share/icons/hicolor/16x16/apps/iteragpu-lab.png ./usr/share/icons/hicolor/256x256/apps/iteragpu-lab.png; do
    grep -qxF "$path" <<<"$app_files" || fail "iteragpu-lab lacks $path"
done
grep -q 'libiteragpu_torch\.so$' <<<"$app_files" && fail "iteragpu-lab holds the torch module"
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
echo "$(basename "$app") and $(basename "$torch"): lintian clean, split as designed"
