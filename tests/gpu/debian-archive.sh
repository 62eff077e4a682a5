# shellcheck shell=bash
# Sourced by the GPU checks: Debian packages from other releases (bookworm, trixie, sid) through
# a private apt configuration kept in a cache folder (its own source list, lists and archives).
# The machine's apt sources, its package lists and its installed packages are never read or
# changed; nothing is installed: only the header folders of packages are unpacked (dpkg-deb).
#
#   archive_init CACHE        prepares CACHE/apt (no network yet)
#   archive_headers NAME PIN SUITE
#                             prints the folder holding package NAME's /usr/include, unpacked
#                             once into CACHE/headers/NAME_VERSION. PIN is the version this
#                             project was last checked against; when the registry no longer has
#                             it, the newest in SUITE is used, and a line says so. Every choice
#                             is printed to stderr ("package NAME VERSION (SUITE): pinned|newest").
# Returns 77 from archive_headers when the registry cannot be reached and nothing is cached.

archive_keyring=/usr/share/keyrings/debian-archive-keyring.gpg
archive_mirror=${ITERAGPU_DEBIAN_MIRROR:-http://deb.debian.org/debian}

archive_init() {
  mkdir -p "$1"
  archive_cache=$(cd "$1" && pwd) # apt reads relative Dir:: paths from /
  mkdir -p "$archive_cache/apt/lists/partial" "$archive_cache/apt/archives/partial" "$archive_cache/headers" \
    "$archive_cache/debs"
  local suite
  : > "$archive_cache/apt/sources.list.new"
  for suite in bookworm trixie sid; do
    echo "deb [signed-by=$archive_keyring] $archive_mirror $suite main contrib non-free" \
      >> "$archive_cache/apt/sources.list.new"
  done
  mv "$archive_cache/apt/sources.list.new" "$archive_cache/apt/sources.list"
  archive_updated=no
}

archive_apt() { # apt-get or apt-cache with the private state only
  local tool=$1
  shift
  "$tool" -q -o Dir::Etc::SourceList="$archive_cache/apt/sources.list" -o Dir::Etc::SourceParts=/dev/null \
    -o Dir::Etc::Preferences=/dev/null -o Dir::Etc::PreferencesParts=/dev/null \
    -o Dir::State::Lists="$archive_cache/apt/lists" -o Dir::State::status=/dev/null \
    -o Dir::Cache="$archive_cache/apt" -o Dir::Cache::archives="$archive_cache/apt/archives" \
    -o APT::Sandbox::User=root -o Acquire::Retries=2 "$@"
}

archive_update() { # once per run, and only when a package is not cached yet
  [ "$archive_updated" = yes ] && return 0
  if ! archive_apt apt-get update > "$archive_cache/apt/update.log" 2>&1 \
     || grep -q '^\(E\|W\): Failed to fetch' "$archive_cache/apt/update.log"; then
    echo "the Debian registry cannot be reached ($(grep -m1 -E '^(E|W):' "$archive_cache/apt/update.log"))" >&2
    return 77
  fi
  archive_updated=yes
}

archive_headers() {
  local name=$1 pin=$2 suite=$3 version origin
  # A pinned package unpacked before needs no network.
  if [ -e "$archive_cache/headers/${name}_${pin}/.complete" ]; then
    echo "package $name $pin ($suite): pinned, cached" >&2
    echo "$archive_cache/headers/${name}_${pin}/usr/include"
    return 0
  fi
  archive_update || return $?
  if archive_apt apt-cache show "$name=$pin" > /dev/null 2>&1; then
    version=$pin
    origin=pinned
  else
    # madison: "name | version | mirror suite/component arch Packages", one line per suite.
    version=$(archive_apt apt-cache madison "$name" | awk -F'|' -v s=" $suite/" 'index($3, s) { gsub(/ /, "", $2); print $2; exit }')
    [ -n "$version" ] || { echo "package $name: not in $suite" >&2; return 1; }
    origin="newest in $suite (the pinned $pin is no longer there)"
  fi
  echo "package $name $version ($suite): $origin" >&2
  local folder="$archive_cache/headers/${name}_${version}"
  if [ ! -e "$folder/.complete" ]; then
    rm -rf "$folder" "$archive_cache/debs/$name"
    mkdir -p "$folder" "$archive_cache/debs/$name"
    (cd "$archive_cache/debs/$name" && archive_apt apt-get download "$name=$version") > "$archive_cache/debs/download.log" 2>&1 \
      || { cat "$archive_cache/debs/download.log" >&2; return 1; }
    # Only /usr/include: the static libraries of nvidia-cuda-dev are most of its 0.8-0.9 GB.
    dpkg-deb --fsys-tarfile "$archive_cache/debs/$name"/*.deb | tar -x -C "$folder" ./usr/include \
      || { echo "cannot unpack $name $version" >&2; return 1; }
    rm -rf "$archive_cache/debs/$name"
    touch "$folder/.complete"
  fi
  echo "$folder/usr/include"
}
