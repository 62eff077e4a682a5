#!/usr/bin/env bash
# The bash completion of iteragpu, called as bash calls it (COMP_WORDS, COMP_CWORD), against the
# real program: the commands, each command's options exactly as its --help lists them, the
# dtype and duration values, folder and file arguments.
#   check_completion.sh <iteragpu> <packaging/completions/iteragpu.bash>
set -euo pipefail
cli=$1
source "$2"
failures=0

# Prints the completions of the words given (the last one is the word under the cursor).
complete_words()
{
    COMP_WORDS=("$@")
    COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
    COMPREPLY=()
    _iteragpu
    printf '%s\n' "${COMPREPLY[@]}" | sort | tr '\n' ' ' | sed 's/ $//'
}

expect()
{
    local wanted=$1
    shift
    local got
    got=$(complete_words "$@")
    if [ "$got" != "$wanted" ]; then
        echo "FAIL: '$*<TAB>' completes to '$got', expected '$wanted'"
        failures=$((failures + 1))
    fi
}

expect "--help --version catalog compare cost environment estimate measure show verify" iteragpu ""
expect "compare cost" iteragpu co
expect "bfloat16" iteragpu measure --dtype b
expect "float16 float32" iteragpu measure --dtype fl
expect "3 30 7" iteragpu cost --days ""
expect "jsonl" iteragpu measure --progress ""
expect "" iteragpu estimate --bits ""

for command in estimate cost catalog environment measure verify show compare; do
    # Every long option the command's --help lists, in the same order as the completion sorts them.
    listed=$("$cli" "$command" --help | grep -oE '^ +(-[a-z], )?--[a-z-]+' | grep -oE -- '--[a-z-]+' | sort | tr '\n' ' ' |
        sed 's/ $//')
    [ -n "$listed" ] || { echo "FAIL: '$cli $command --help' lists no option"; failures=$((failures + 1)); }
    expect "$listed" iteragpu "$command" --
done

folder=$(mktemp -d)
trap 'rm -rf "$folder"' EXIT
mkdir "$folder/release-1" && touch "$folder/report.json" "$folder/notes.txt" "$folder/prices.csv"
cd "$folder"
expect "release-1" iteragpu verify re
expect "release-1 report.json" iteragpu show ""
expect "prices.csv release-1" iteragpu cost --catalog ""

if ((failures)); then
    echo "$failures completion check(s) failed"
    exit 1
fi
echo "bash completion: commands, options of 8 commands, values and file arguments complete as expected"
