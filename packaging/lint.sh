#!/usr/bin/env bash
# Static checks of the project's own code, run by CI after the tests (.ci/run): clang-tidy with the
# root .clang-tidy, then clazy-standalone with the checks below, on every .cpp of app/, core/ and
# ui/ in BUILD_DIR/compile_commands.json (the torch module, core/device/torch/, is left out: it
# needs libtorch's headers and is checked by its own build; the tests are left out too), and on
# the project's headers those files include.
#   packaging/lint.sh BUILD_DIR      (a configured and built build folder: the generated ui_*.h and
#                                    moc files must exist; ./packaging/setup-debian.sh test makes it)
# Prints one line per finding (file:line:col: message [check]) and exits 1 on any finding, 2 when a
# tool or the build folder is missing. Debian 12: clang-tidy 14 and clazy 1.11 (the packages
# clang-tidy and clazy; packaging/setup-debian.sh test installs them).
# Environment: ITERAGPU_LINT_JOBS  files checked at once (default: the number of cores).
set -euo pipefail

# clazy: level0, without two checks that do not fit Qt 6 (qstring-ref suggests midRef(), which Qt 6
# no longer has; strict-iterators stands for Qt 5's QT_STRICT_ITERATORS and flags Qt 6's own
# erase(const_iterator) idiom), and the level1 checks that find real mistakes in Qt code:
#   auto-unexpected-qstringbuilder  `auto s = a + b` holds a QStringBuilder of references
#                                   (QT_USE_QSTRINGBUILDER is on), not a QString;
#   detaching-temporary, range-loop-detach, range-loop-reference  hidden copies of Qt containers;
#   connect-3arg-lambda  a lambda connected without a context object outlives its receiver;
#   incorrect-emit, overridden-signal, virtual-signal  signals used as if they were functions;
#   returning-data-from-temporary, child-event-qobject-cast, post-event  dangling or wrong objects.
# Left out after trying them: non-pod-global-static (level1; namespace-scope const tables in the
# core library, built once at load).
clazy_checks=level0,no-qstring-ref,no-strict-iterators,auto-unexpected-qstringbuilder,detaching-temporary
clazy_checks+=,range-loop-detach,range-loop-reference,connect-3arg-lambda,incorrect-emit,overridden-signal
clazy_checks+=,virtual-signal,returning-data-from-temporary,child-event-qobject-cast,post-event

build=${1:?usage: $0 BUILD_DIR}
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=$(cd "$build" 2> /dev/null && pwd) || { echo "$0: no build folder $1" >&2; exit 2; }
database=$build/compile_commands.json
if [ ! -f "$database" ]; then
  echo "$0: no $database (configure first: cmake --preset release, or ./packaging/setup-debian.sh build)" >&2
  exit 2
fi
for tool in clang-tidy clazy-standalone python3; do
  command -v "$tool" > /dev/null || { echo "$0: $tool is missing (packaging/setup-debian.sh test installs it)" >&2; exit 2; }
done
jobs=${ITERAGPU_LINT_JOBS:-$(nproc)}

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
# The files: the project's own translation units (never the build folder's moc or resource files),
# and their compile commands without the precompiled headers (ITERAGPU_PRECOMPILED_HEADERS): GCC's
# are no use to clang, and without them a file that does not include what it uses fails here.
mkdir "$logs/database"
mapfile -t files < <(python3 - "$database" "$root" "$logs/database/compile_commands.json" << 'EOF'
import json, os, re, sys
database, root, stripped = sys.argv[1:4]
entries = json.load(open(database))
files = set()
for entry in entries:
    entry["command"] = re.sub(r" -Winvalid-pch| -include \S+/cmake_pch\.hxx", "", entry["command"])
    path = os.path.normpath(os.path.join(entry["directory"], entry["file"]))
    relative = os.path.relpath(path, root)
    if relative.split(os.sep)[0] in ("app", "core", "ui") and not relative.startswith("core/device/torch/"):
        files.add(path)
json.dump(entries, open(stripped, "w"))
print("\n".join(sorted(files)))
EOF
)
if ((${#files[@]} == 0)); then
  echo "$0: no file of app/, core/ or ui/ in $database" >&2
  exit 2
fi

export logs clazy_checks
# One file: both tools, their whole output kept in LOGS/N.tidy and LOGS/N.clazy, a line in
# LOGS/N.failed when a tool ends in error without a finding to show for it.
check_file() {
  local n=$1 file=$2 rc=0
  # -Wno-error: the compile commands may carry -Werror; clang's own warnings are no finding here
  # (the GCC build checks warnings), only the checks are.
  clang-tidy -p "$logs/database" --quiet --extra-arg=-Wno-error --extra-arg=-Wno-unknown-warning-option "$file" \
    > "$logs/$n.tidy" 2>&1 || rc=$?
  if ((rc)) && ! grep -qE '^[^ ]+:[0-9]+:[0-9]+: (warning|error): ' "$logs/$n.tidy"; then
    echo "$file: clang-tidy failed (exit $rc)" > "$logs/$n.failed"
  fi
  rc=0
  clazy-standalone -p "$logs/database" --checks="$clazy_checks" --extra-arg=-Wno-error \
    --extra-arg=-Wno-unknown-warning-option --header-filter='(^|/)(app|core|ui)/([a-z0-9]+/)*[a-z0-9]+\.h$' \
    "$file" > "$logs/$n.clazy" 2>&1 || rc=$?
  if ((rc)) && ! grep -qE '^[^ ]+:[0-9]+:[0-9]+: error: ' "$logs/$n.clazy"; then
    echo "$file: clazy-standalone failed (exit $rc)" >> "$logs/$n.failed"
  fi
}
export -f check_file
started=$SECONDS
for i in "${!files[@]}"; do printf '%s\0%s\0' "$i" "${files[$i]}"; done |
  xargs -0 -n 2 -P "$jobs" bash -c 'check_file "$@"' check_file

# The findings, each once (a header's is reported by every file that includes it), relative to the
# checkout: clang-tidy's warnings and errors; clazy's own warnings ([-Wclazy-...]), the compiler's
# errors, and the checks' "internal error" (a call clazy could not check).
{
  cat "$logs"/*.tidy | grep -E '^[^ ]+:[0-9]+:[0-9]+: (warning|error): ' || true
  cat "$logs"/*.clazy | grep -E '^[^ ]+:[0-9]+:[0-9]+: (warning: .*\[-Wclazy-[a-z0-9-]+\]$|error: )' || true
  cat "$logs"/*.clazy | grep -E '^ *\[-Wclazy-[a-z0-9-]+\]: internal error: ' | sed -E 's/^ *(\[[^]]*\]): (.*) at ([^ ]+)$/\3: \2 \1/' || true
  cat "$logs"/*.failed 2> /dev/null || true
} | sed "s#^$root/##" | sort -u > "$logs/findings"
count=$(wc -l < "$logs/findings")
cat "$logs/findings"
echo "$0: ${#files[@]} files, clang-tidy and clazy, $jobs at once, $((SECONDS - started)) s: $count finding(s)"
((count == 0))
