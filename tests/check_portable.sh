#!/usr/bin/env bash
# The portable CLI folder runs where Qt is not installed: it builds the `portable_cli` target, then
#   - every ELF file in bin/ and lib/ needs only libraries in lib/ or the C/C++ runtime, and lib/
#     carries no C/C++ runtime library;
#   - bin/iteragpu.bin has the DT_RPATH $ORIGIN/../lib, and ldd (clean environment) resolves every
#     library in the folder or to the C/C++ runtime;
#   - bin/iteragpu, the launcher, runs the program; on a machine whose glibc is older than the
#     floor (a getconf earlier in PATH says so) or whose libstdc++ lacks the floor's GLIBCXX version
#     (a stand-in first in LD_LIBRARY_PATH), it prints one line naming what is missing and what to
#     do, and exits with a status other than 0; the README states the floor the launcher checks;
#   - estimate, cost and environment --device cpu (with the torch module built here) run from the
#     folder with a clean environment (env -i);
#   - every library in lib/ has its notice: a THIRD-PARTY.md line naming it and its Debian package,
#     whose copyright file is in share/licenses/PACKAGE/;
#   - `iteragpu verify` (the folder's own, clean environment) accepts the folder's MANIFEST.json, and
#     refuses it once a carried file changed;
#   - the .tar.gz stays under 25 MiB.
# Usage: check_portable.sh BUILD_DIR VERSION ARCH MODULE
set -euo pipefail
build=${1:?usage: $0 BUILD_DIR VERSION ARCH MODULE}
version=${2:?}
arch=${3:?}
module=${4:?}
name=iteragpu-portable-$version-$arch
root=$build/$name
runtime='^(linux-vdso|ld-linux|libc|libm|libdl|librt|libpthread|libresolv|libutil|libstdc\+\+|libgcc_s)[.-]'
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

cmake --build "$build" --target portable_cli > /dev/null
[ -x "$root/bin/iteragpu" ] || { echo "FAIL: $root/bin/iteragpu missing"; exit 1; }
[ -x "$root/bin/iteragpu.bin" ] || { echo "FAIL: $root/bin/iteragpu.bin missing"; exit 1; }

for lib in "$root"/lib/*; do
  base=$(basename "$lib")
  [[ $base =~ $runtime ]] && fail "lib/ carries the C/C++ runtime library $base"
done
for elf in "$root"/bin/* "$root"/lib/*; do
  [ "$(head -c 4 "$elf")" = $'\x7fELF' ] || continue # the launcher is a script
  while read -r needed; do
    [[ $needed =~ $runtime ]] && continue
    [ -e "$root/lib/$needed" ] || fail "$(basename "$elf") needs $needed, which is not in lib/"
  done < <(readelf -d "$elf" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')
done
rpath=$(readelf -d "$root/bin/iteragpu.bin" | sed -n 's/.*(RPATH).*\[\(.*\)\]/\1/p')
[ "$rpath" = '$ORIGIN/../lib' ] || fail "bin/iteragpu.bin: DT_RPATH is '$rpath', expected \$ORIGIN/../lib"
while read -r soname arrow path _; do
  [ "$arrow" = "=>" ] || continue
  [[ $soname =~ $runtime ]] && continue
  path=$(realpath -m -s "$path")
  case $path in
    "$root"/lib/*) ;;
    *) fail "ldd: $soname resolves to $path, outside the folder" ;;
  esac
done < <(env -i /usr/bin/ldd "$root/bin/iteragpu.bin")
env -i /usr/bin/ldd "$root/bin/iteragpu.bin" | grep -q "not found" && fail "ldd: a library is not found"

cd "$root"
folder=$(pwd)
run() { # expected-text command...
  local expected=$1; shift
  local output
  if ! output=$(env -i "$@" 2>&1); then fail "$* (exit code $?): $output"; return; fi
  grep -q -- "$expected" <<< "$output" || fail "$*: no '$expected' in: $output"
}
run "7000000000" bin/iteragpu estimate --parameters 7000000000 --bits 16 --reserve-gib 4
run "b200" bin/iteragpu cost --gpu b200 --days 7 --lots 2 --accepted-results 1000
run '"available": true' bin/iteragpu environment --device cpu --backend "$module" --json
run "Usage: iteragpu COMMAND" bin/iteragpu --help

# The launcher's floor: what it checks is what the README states.
glibc_floor=$(sed -n 's/^glibc_needed=//p' bin/iteragpu)
glibcxx_floor=$(sed -n 's/^glibcxx_needed=//p' bin/iteragpu)
[[ $glibc_floor =~ ^2\.[0-9]+$ && $glibcxx_floor =~ ^GLIBCXX_3\.4\.[0-9]+$ ]] ||
  fail "the launcher's floor is '$glibc_floor' and '$glibcxx_floor'"
grep -q "glibc $glibc_floor or newer and a libstdc++ with \`$glibcxx_floor\`" README.md ||
  fail "README.md does not state the floor glibc $glibc_floor, $glibcxx_floor"
grep -q '@ITERAGPU' README.md bin/iteragpu && fail "README.md or bin/iteragpu has an unreplaced @ITERAGPU...@"
echo "floor: glibc $glibc_floor, $glibcxx_floor"
# An older machine, faked: a getconf first in PATH that says glibc 2.31; a libstdc++.so.6 first in
# LD_LIBRARY_PATH without the GLIBCXX version (the launcher refuses before the loader reads it).
fake=$(mktemp -d)
printf '#!/bin/sh\necho "glibc 2.31"\n' > "$fake/getconf"
chmod +x "$fake/getconf"
printf 'not a C++ runtime: GLIBCXX_3.4.29\n' > "$fake/libstdc++.so.6"
refused() { # expected-text environment...
  local expected=$1; shift
  local output status=0
  output=$(env -i "$@" "$folder/bin/iteragpu" estimate --parameters 7000000000 --bits 16 2>&1) || status=$?
  [ "$status" -ne 0 ] || fail "launcher ($*): exit status 0 on a machine below the floor"
  [ "$(wc -l <<< "$output")" -eq 1 ] || fail "launcher ($*): not one line: $output"
  grep -qF -- "$expected" <<< "$output" || fail "launcher ($*): no '$expected' in: $output"
}
refused "this machine has glibc 2.31; this folder needs glibc $glibc_floor or newer" PATH="$fake:/usr/bin:/bin"
refused "lacks $glibcxx_floor" PATH=/usr/bin:/bin LD_LIBRARY_PATH="$fake"
# The loader's reading of LD_LIBRARY_PATH: an empty entry is the current folder (here the fake's),
# and a '*' is a character of a folder's name, never a wildcard (no folder "fake/s*" exists).
(cd "$fake" && refused "lacks $glibcxx_floor" PATH=/usr/bin:/bin LD_LIBRARY_PATH="/nonexistent::/usr/lib")
(cd "$fake" && refused "lacks $glibcxx_floor" PATH=/usr/bin:/bin LD_LIBRARY_PATH="/nonexistent:")
mkdir "$fake/sub" && cp "$fake/libstdc++.so.6" "$fake/sub/"
run "7000000000" LD_LIBRARY_PATH="$fake/s*" bin/iteragpu estimate --parameters 7000000000 --bits 16
rm -rf "$fake"

for lib in lib/*; do
  soname=$(basename "$lib")
  line=$(grep -F "| \`$soname\` | " THIRD-PARTY.md || true)
  package=$(sed -n 's/^| `[^`]*` | `\([^`]*\)` |.*/\1/p' <<< "$line")
  [ -n "$package" ] || { fail "lib/$soname has no line in THIRD-PARTY.md"; continue; }
  [ -s "share/licenses/$package/copyright" ] || fail "lib/$soname: no share/licenses/$package/copyright"
done
run "verified" bin/iteragpu verify .
scratch=$(mktemp -d)
cp -a "$root" "$scratch/copy"
printf 'changed' >> "$scratch/copy/share/iteragpu-lab/LICENSE.txt"
env -i "$scratch/copy/bin/iteragpu" verify "$scratch/copy" > /dev/null 2>&1 && fail "verify accepted a changed file"
rm -rf "$scratch"

archive=$build/$name.tar.gz
archive_bytes=$(stat -c %s "$archive")
folder_bytes=$(du -sb "$root" | cut -f1)
echo "portable folder: $folder_bytes bytes; $name.tar.gz: $archive_bytes bytes"
[ "$archive_bytes" -lt $((25 * 1024 * 1024)) ] || fail "$name.tar.gz is $archive_bytes bytes, not under 25 MiB"

echo "$failures failure(s)"
[ "$failures" -eq 0 ]
