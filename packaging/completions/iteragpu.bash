# bash completion for iteragpu (installed as /usr/share/bash-completion/completions/iteragpu).
# The option lists follow each command's --help; tests/check_completion.sh compares them.

_iteragpu_options()
{
    case $1 in
    estimate) echo "--parameters --bits --reserve-gib --checkpoint --load-bits --kv --context --batch --kv-bits --json --help" ;;
    plan) echo "--parameters --bits --checkpoint --load-bits --kv --context --batch --kv-bits --reserve-gib --days --accepted-results --report --tight-percent --catalog --json --csv --help" ;;
    cost) echo "--gpu --days --lots --accepted-results --catalog --json --help" ;;
    catalog) echo "--catalog --json --help" ;;
    environment) echo "--device --driver-version --json --backend --help" ;;
    measure) echo "--device --batch --context --width --hidden --dtype --warmup --repeats --seed --output --memory-limit --backend --progress --help" ;;
    sweep) echo "--vary --values --from --to --bisect --step --device --batch --context --width --hidden --dtype --warmup --repeats --seed --memory-limit --backend --output-dir --progress --json --help" ;;
    experiment) echo "--title --protocol --gpu --days --lots --catalog --help" ;;
    verify) echo "--help" ;;
    show) echo "--json --help" ;;
    compare) echo "--baseline --json --csv --help" ;;
    esac
}

_iteragpu()
{
    local cur=${COMP_WORDS[COMP_CWORD]}
    local prev=${COMP_WORDS[COMP_CWORD - 1]}
    local commands="estimate plan cost catalog environment measure sweep experiment verify show compare"
    COMPREPLY=()

    if ((COMP_CWORD == 1)); then
        COMPREPLY=($(compgen -W "$commands --help --version" -- "$cur"))
        return
    fi
    local command=${COMP_WORDS[1]}

    # The value of the option before the cursor.
    case $prev in
    --dtype)
        COMPREPLY=($(compgen -W "float32 float16 bfloat16" -- "$cur"))
        return
        ;;
    --progress)
        COMPREPLY=($(compgen -W "jsonl" -- "$cur"))
        return
        ;;
    --days)
        COMPREPLY=($(compgen -W "3 7 30" -- "$cur"))
        return
        ;;
    --device)
        COMPREPLY=($(compgen -W "cpu cuda:0 cuda:1" -- "$cur"))
        return
        ;;
    --catalog)
        compopt -o filenames 2>/dev/null
        COMPREPLY=($(compgen -f -X '!*.[cC][sS][vV]' -- "$cur") $(compgen -d -- "$cur"))
        return
        ;;
    --protocol | --report)
        compopt -o filenames 2>/dev/null
        COMPREPLY=($(compgen -f -X '!*.json' -- "$cur") $(compgen -d -- "$cur"))
        return
        ;;
    --output | --checkpoint)
        compopt -o filenames 2>/dev/null
        COMPREPLY=($(compgen -f -- "$cur"))
        return
        ;;
    --backend)
        compopt -o filenames 2>/dev/null
        COMPREPLY=($(compgen -f -X '!*.so' -- "$cur") $(compgen -d -- "$cur"))
        return
        ;;
    --parameters | --bits | --reserve-gib | --title | --gpu | --lots | --accepted-results | --driver-version | --batch | \
        --context | --width | --hidden | --warmup | --repeats | --seed | --memory-limit | --baseline | --load-bits | --kv-bits | --tight-percent)
        return
        ;;
    esac

    if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "$(_iteragpu_options "$command")" -- "$cur"))
        return
    fi
    case $command in
    experiment)
        if ((COMP_CWORD == 2)); then
            COMPREPLY=($(compgen -W "init fix add" -- "$cur"))
        else
            compopt -o filenames 2>/dev/null
            COMPREPLY=($(compgen -f -X '!*.json' -- "$cur") $(compgen -d -- "$cur"))
        fi
        ;;
    verify)
        compopt -o filenames 2>/dev/null
        COMPREPLY=($(compgen -d -- "$cur"))
        ;;
    show | compare)
        compopt -o filenames 2>/dev/null
        COMPREPLY=($(compgen -f -X '!*.json' -- "$cur") $(compgen -d -- "$cur"))
        ;;
    esac
}
complete -F _iteragpu iteragpu
