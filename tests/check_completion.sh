#!/usr/bin/env bash
# The shell completions of iteragpu against the real program. bash: called as bash calls it
# (COMP_WORDS, COMP_CWORD): the commands exactly as 'iteragpu --help' lists them, each command's
# options exactly as its --help lists them, the dtype and duration values, folder and file
# arguments. zsh: its command list and descriptions equal 'iteragpu --help', each command's branch
# names exactly the options of its --help.
#   check_completion.sh <iteragpu> <packaging/completions/iteragpu.bash> <packaging/completions/_iteragpu>
set -euo pipefail
cli=$1
zsh_file=$(realpath "$3")
source "$2"
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

# The commands and their summaries as the usage prints them: "  name [synopsis]   summary", or the
# name line followed by an indented summary line.
usage=$("$cli" --help)
commands=()
declare -A summaries=()
last=
while IFS= read -r line; do
    if [[ $line =~ ^\ {10,}([^ ].*)$ ]] && [ -n "$last" ]; then
        summaries[$last]=${BASH_REMATCH[1]}
    elif [[ $line =~ ^\ \ ([a-z]+)((\ [^ ]+)*)(\ \ +(.*))?$ ]]; then
        last=${BASH_REMATCH[1]}
        commands+=("$last")
        summaries[$last]=${BASH_REMATCH[5]}
    fi
done < <(sed -n '/^Commands:/,/^$/p' <<< "$usage" | sed '1d;$d')
((${#commands[@]})) || fail "'$cli --help' lists no command"
sorted_commands=$(printf '%s\n' "${commands[@]}" | sort | tr '\n' ' ' | sed 's/ $//')

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

expect "--help --version $sorted_commands" iteragpu ""
expect "compare cost" iteragpu co
expect "bfloat16" iteragpu measure --dtype b
expect "float16 float32" iteragpu measure --dtype fl
expect "3 30 7" iteragpu cost --days ""
expect "jsonl" iteragpu measure --progress ""
expect "" iteragpu estimate --bits ""

# The long options a command's --help lists, sorted.
help_options() {
    "$cli" "$1" --help | grep -oE '^ +(-[a-z], )?--[a-z-]+' | grep -oE -- '--[a-z-]+' | sort | tr '\n' ' ' | sed 's/ $//'
}

for command in "${commands[@]}"; do
    # Every long option the command's --help lists, in the same order as the completion sorts them.
    listed=$(help_options "$command")
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

# zsh: the 'name:description' entries of the commands array, then each command's case branch.
zsh_commands=$(sed -n "/^  commands=(/,/^  )/p" "$zsh_file" | grep -oE "^    '[a-z]+:[^']*'" | sed -E "s/^    '//; s/'$//")
zsh_names=$(cut -d: -f1 <<< "$zsh_commands" | sort | tr '\n' ' ' | sed 's/ $//')
[ "$zsh_names" = "$sorted_commands" ] || fail "zsh completes the commands '$zsh_names', --help lists '$sorted_commands'"
for command in "${commands[@]}"; do
    described=$(grep -E "^$command:" <<< "$zsh_commands" | cut -d: -f2-)
    [ "$described" = "${summaries[$command]}" ] ||
        fail "zsh describes $command as '$described', --help as '${summaries[$command]}'"
    branch=$(sed -n "/^    $command)/,/;;/p" "$zsh_file")
    [ -n "$branch" ] || { fail "zsh has no branch for $command"; continue; }
    options=$( (grep -oE -- "'(\([^)]*\))?--[a-z-]+\[" <<< "$branch" | grep -oE -- '--[a-z-]+'
        grep -q '\$help' <<< "$branch" && echo --help) | sort -u | tr '\n' ' ' | sed 's/ $//')
    wanted=$(help_options "$command" | tr ' ' '\n' | sort -u | tr '\n' ' ' | sed 's/ $//')
    [ "$options" = "$wanted" ] || fail "zsh completes '$command' with '$options', its --help lists '$wanted'"
done

if ((failures)); then
    echo "$failures completion check(s) failed"
    exit 1
fi
echo "bash and zsh completions: ${#commands[@]} commands as --help lists them, their options, values and file arguments"
