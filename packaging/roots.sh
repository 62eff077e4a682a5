# shellcheck shell=bash
# Sourced by the scripts that work in Debian roots of their own (packaging/debian-build.sh,
# tests/gpu/rehearsal.sh): /proc mounted inside a root is unmounted on every way out, commands run
# there with a clean environment, and a root is removed only when nothing is mounted in it.
#   in_root ROOT COMMAND...   runs COMMAND as root inside ROOT, with a clean environment
#   mount_proc ROOT           mounts /proc in ROOT (undone at exit, or by cleanup)
#   remove_root ROOT          removes ROOT (never following into a mount); fails if one remains
#   cleanup                   unmounts what mount_proc mounted
mounted=()
cleanup() {
  local m
  for m in "${mounted[@]}"; do umount "$m" 2> /dev/null || umount -l "$m"; done
  mounted=()
}
trap cleanup EXIT
trap 'exit 130' INT TERM HUP
mount_proc() {
  mount -t proc proc "$1/proc" && mounted+=("$1/proc")
}
in_root() {
  local dir=$1
  shift
  chroot "$dir" /usr/bin/env -i PATH=/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin HOME=/root LANG=C.UTF-8 \
    DEBIAN_FRONTEND=noninteractive "$@"
}
remove_root() { # --one-file-system never follows into /proc
  grep -q " $1/" /proc/mounts && { echo "FAIL: $1 still has mounts"; exit 1; }
  rm -rf --one-file-system "$1"
}
