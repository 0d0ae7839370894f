// Names and a deal's contract text in fewer columns, for a sheet narrowed to its screen (sheet-table.ts drawSheet).

/**
 * Names as short as the layout needs: each cut to `max` characters, longer where two would then read
 * the same (Ann and Anna stay apart). A cut never ends on a hyphen or a space (`Dirk-` is `Dirk`:
 * beside the `>` mark it would read as an arrow), unless that is what keeps two apart.
 */
export function shortNames(names: readonly string[], max: number): Map<string, string> {
  const out = new Map<string, string>();
  for (const name of names) {
    const chars = [...name];
    let n = Math.min(max, chars.length);
    const clash = (k: number) =>
      names.some(
        (o) => o !== name && [...o].slice(0, k).join('').toLowerCase() === chars.slice(0, k).join('').toLowerCase(),
      );
    while (n < chars.length && clash(n)) n++;
    while (n > 1 && n < chars.length && /[^\p{L}\p{N}]/u.test(chars[n - 1]) && !clash(n - 1)) n--;
    out.set(name, chars.slice(0, n).join(''));
  }
  return out;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A deal's contract text in fewer columns: names shortened, and the words a player reads without
 * (team in brackets, "tricks", "points", spaces around + and -) left out. "Bert + Dirk samen 8: 9
 * tricks" becomes "B+D samen 8: 9"; "Ann (Ann + Cis) took, belote Cis: 112 - 70, made" becomes
 * "A took, belote C: 112-70, made".
 */
export function shortText(text: string, names: Map<string, string>): string {
  let t = text
    .replace(/ \([^()]* \+ [^()]*\)/g, '')
    .replace(/^(pass|pas)\b[ :(].*$/, '$1')
    .replace(/(\d+) (tricks?|slagen|slag)\b/g, '$1')
    .replace(/ (with|met) (\d+) (points|punten)\b/g, ' $2p')
    .replace(/ (at|op) (\d+) (points|punten)\b/g, ' $2p')
    .replace(/ \+ /g, '+')
    .replace(/(\d) - (\d)/g, '$1-$2');
  const long = [...names.keys()].filter((n) => names.get(n) !== n).sort((a, b) => b.length - a.length);
  if (long.length > 0) {
    const re = new RegExp(`(?<![\\p{L}\\p{N}])(${long.map(escapeRe).join('|')})(?![\\p{L}\\p{N}])`, 'gu');
    t = t.replace(re, (m) => names.get(m) ?? m);
  }
  return t;
}
