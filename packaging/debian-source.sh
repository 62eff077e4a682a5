#!/usr/bin/env bash
# The Debian source package of this checkout: OUT/iteragpu-lab_VERSION.dsc and .tar.xz (format
# 3.0 (native)), ready for `dpkg-source -x` and `dpkg-buildpackage -us -uc` anywhere.
# The checkout's debian/ has everything but the two files that name a person: debian/control is
# written from debian/control.in and debian/changelog from NEWS.md, both with the maintainer, who
# is whoever builds (the project has no address of its own): DEBFULLNAME and DEBEMAIL, as Debian's
# tools take them, else this checkout's git identity. Without one, nothing is made.
# The tarball's times are clamped to the changelog's date (SOURCE_DATE_EPOCH), so the same
# checkout gives the same source package.
#   packaging/debian-source.sh OUT
set -euo pipefail
out=${1:?usage: $0 OUT}
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
version=$(sed -n '/^project(iteragpu-lab/,/)/s/^ *VERSION \([0-9.]*\)$/\1/p' "$root/CMakeLists.txt")
[ -n "$version" ] || { echo "$0: no VERSION in project() of $root/CMakeLists.txt" >&2; exit 1; }

name=${DEBFULLNAME:-$(git -C "$root" config user.name || true)}
email=${DEBEMAIL:-$(git -C "$root" config user.email || true)}
if [ -z "$name" ] || [ -z "$email" ]; then
  echo "$0: the packages need a maintainer (name and address) and the project names none: set DEBFULLNAME and DEBEMAIL" >&2
  exit 2
fi
maintainer="$name <$email>"

mkdir -p "$out"
out=$(cd "$out" && pwd)
tree=$out/iteragpu-lab-$version
rm -rf "$tree" "$out"/iteragpu-lab_"$version".*
mkdir -p "$tree"
# The files git knows of (tracked, and new ones not ignored): never a build folder.
if git -C "$root" rev-parse --git-dir > /dev/null 2>&1; then
  (cd "$root" && git ls-files -z -co --exclude-standard | tar --null -T - -cf -) | tar -x -C "$tree"
else
  tar -C "$root" --exclude=./build -cf - . | tar -x -C "$tree"
fi
cmake -DNEWS="$tree/NEWS.md" -DVERSION="$version" -DMAINTAINER="$maintainer" -DOUTPUT="$tree/debian/changelog" \
  -P "$root/packaging/debian-changelog.cmake"
# The maintainer as sed's replacement text: its own special characters escaped.
sed "s/@MAINTAINER@/$(printf '%s' "$maintainer" | sed 's/[\/&]/\\&/g')/" "$tree/debian/control.in" > "$tree/debian/control"
rm "$tree/debian/control.in"
SOURCE_DATE_EPOCH=$(dpkg-parsechangelog -l "$tree/debian/changelog" -STimestamp)
export SOURCE_DATE_EPOCH
(cd "$out" && dpkg-source --build "iteragpu-lab-$version")
rm -rf "$tree"
echo "$out/iteragpu-lab_$version.dsc"
