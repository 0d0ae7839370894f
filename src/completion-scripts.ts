/**
 * The scripts `tafel completion bash|zsh|fish` prints. They ask `tafel complete -- <words>` (answered
 * by @bomb.sh/tab, src/completion.ts) and offer what it lists: one candidate per line, a tab before
 * its description, and a last line `:<directive>` (2 no space after it, 4 no file names, 16 only folders).
 *
 * Our own rather than tab's generated ones, which `eval` the typed line (`--note "$(cmd)"` ran the
 * command on Tab) and passed candidates through `compgen -W` (which expands `$(…)` in a player's name
 * or a file name). Here the line is only ever split into words, never evaluated, and every candidate is
 * quoted by the shell's own rules before it reaches the line: `O'Brien` and `Ann Marie` go in as one word.
 */

/** A script as written: its `${…}` are written `$\{…}` here, since a template literal would fill them in. */
const script = (s: TemplateStringsArray): string => s.raw.join('').replaceAll('$\\{', '${');

const BASH = script`# bash completion for tafel (tafel completion bash)

# Splits the line up to the cursor into words as bash reads them, removing quotes and backslashes
# without expanding anything: $(...), backquotes and $variables stay text. Sets __tafel_words (the
# last one is the word being completed), __tafel_quote (a quote left open in it, or empty) and
# __tafel_keep (how much of that word readline leaves in place: up to an open quote or a = or :).
__tafel_split() {
    local line=$1 c w='' q='' inword=0 keep=0 i n=$\{#1}
    __tafel_words=()
    for ((i = 0; i < n; i++)); do
        c=$\{line:i:1}
        if [[ $q == "'" ]]; then
            if [[ $c == "'" ]]; then q=''; else w+=$c; fi
        elif [[ $q == '"' ]]; then
            if [[ $c == '"' ]]; then
                q=''
            elif [[ $c == '\' ]] && ((i + 1 < n)) && [[ $\{line:i+1:1} == [\"\\\$\`] ]]; then
                w+=$\{line:i+1:1}
                ((i++))
            else
                w+=$c
            fi
        elif [[ $c == '\' ]]; then
            ((i + 1 < n)) && w+=$\{line:i+1:1}
            ((i++))
            inword=1
        elif [[ $c == "'" || $c == '"' ]]; then
            q=$c
            keep=$\{#w}
            inword=1
        elif [[ $c == [[:space:]] ]]; then
            if ((inword)); then __tafel_words+=("$w"); fi
            w=''
            inword=0
            keep=0
        else
            w+=$c
            inword=1
            if [[ $c == [=:] && $COMP_WORDBREAKS == *"$c"* ]]; then keep=$\{#w}; fi
        fi
    done
    __tafel_words+=("$w")
    __tafel_quote=$q
    __tafel_keep=$keep
}

_tafel() {
    local __tafel_words __tafel_quote __tafel_keep
    __tafel_split "$\{COMP_LINE:0:COMP_POINT}"
    local cur=$\{__tafel_words[$\{#__tafel_words[@]} - 1]}
    local out line value directive=0
    # The words go to tafel as arguments, each one word: nothing of the line is evaluated.
    out=$(command tafel complete -- "$\{__tafel_words[@]:1}" 2>/dev/null) || return
    COMPREPLY=()
    while IFS= read -r line; do
        if [[ $line == :* ]]; then
            directive=$\{line:1}
            continue
        fi
        value=$\{line%%$'\t'*}
        [[ -z $value ]] && continue
        # Readline replaces only the part after an open quote, a = or a : of the word (tab answers
        # --by=B with the value alone).
        if [[ $value == "$cur"* ]]; then
            value=$\{value:__tafel_keep}
        elif ! ((__tafel_keep)) || [[ $value != "$\{cur:__tafel_keep}"* ]]; then
            continue
        fi
        if [[ $__tafel_quote == "'" ]]; then
            value=$\{value//\'/\'\\\'\'}
        elif [[ $__tafel_quote == '"' ]]; then
            value=$\{value//\\/\\\\}
            value=$\{value//\"/\\\"}
            value=$\{value//\$/\\\$}
            value=$\{value//\`/\\\`}
        else
            printf -v value '%q' "$value"
            # %q also escapes a comma, which only a brace expansion reads: --by Ann,Bert stays as typed.
            value=$\{value//\\,/,}
        fi
        COMPREPLY+=("$value")
    done <<<"$out"
    [[ $directive =~ ^[0-9]+$ ]] || directive=0
    if ((directive & 2)); then compopt -o nospace 2>/dev/null; fi
    if (($\{#COMPREPLY[@]} == 0 && directive & 16)); then
        compopt -o dirnames 2>/dev/null
    elif (($\{#COMPREPLY[@]} == 0 && !(directive & 4))); then
        compopt -o default 2>/dev/null
    fi
    return 0
}

complete -F _tafel tafel
`;

const ZSH = script`#compdef tafel
# zsh completion for tafel (tafel completion zsh)

_tafel() {
    local -a words_before values descriptions
    local out line value directive=0
    # (Q) removes the quoting of each typed word without evaluating it; the current word is $PREFIX.
    words_before=("$\{(@Q)words[2,CURRENT-1]}")
    out=$(command tafel complete -- "$\{words_before[@]}" "$\{(Q)PREFIX}" 2>/dev/null) || return 1
    for line in "$\{(@f)out}"; do
        if [[ $line == :* ]]; then
            directive=$\{line#:}
            continue
        fi
        value=$\{line%%$'\t'*}
        [[ -z $value ]] && continue
        values+=("$value")
        if [[ $line == *$'\t'?* ]]; then descriptions+=("$value -- $\{line#*$'\t'}"); else descriptions+=("$value"); fi
    done
    [[ $directive == <-> ]] || directive=0
    if (( $\{#values} == 0 )); then
        if (( directive & 16 )); then _files -/; elif (( ! (directive & 4) )); then _files; fi
        return
    fi
    # Without -Q, compadd quotes each value for the line as zsh itself would.
    if (( directive & 2 )); then
        compadd -S '' -l -d descriptions -a values
    else
        compadd -l -d descriptions -a values
    fi
}

# Autoloaded from $fpath (the file is the body of _tafel): complete now; sourced: register.
if [[ $funcstack[1] == _tafel ]]; then
    _tafel "$@"
else
    compdef _tafel tafel
fi
`;

const FISH = script`# fish completion for tafel (tafel completion fish)

function __tafel_complete
    # The words before the cursor with their quotes removed and nothing expanded, and the word being
    # completed, unquoted the same way (fish quotes the candidates it inserts itself).
    set -l words (commandline -opc)
    set -l current (commandline -ct | string unescape 2>/dev/null)
    or set current (commandline -ct)
    set -l out (command tafel complete -- $words[2..-1] "$current" 2>/dev/null)
    set -l values (string match -v -r '^:' -- $out)
    if test (count $values) -gt 0
        printf '%s\n' $values
        return
    end
    # Nothing of tafel's own: the disk's names where the value is a file (16: only folders; 4: none).
    set -l directive (string replace -r -f '^:([0-9]+)$' '$1' -- $out)
    test -n "$directive"; or set directive 0
    if test (math "bitand($directive, 16)") -ne 0
        __fish_complete_directories "$current"
    else if test (math "bitand($directive, 4)") -eq 0
        __fish_complete_path "$current"
    end
end

complete -c tafel -e
complete -c tafel -f -a '(__tafel_complete)'
`;

export const completionScript = (shell: string): string | undefined =>
  shell === 'bash' ? BASH : shell === 'zsh' ? ZSH : shell === 'fish' ? FISH : undefined;
