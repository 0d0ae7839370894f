import { misused, refused, type Text, UsageError } from './errors.js';
import { isRecord } from './own.js';
import { sayIn } from '../i18n/index.js';
import type { RecordArgs } from './game.js';
import type { FlagSpec } from './manifest.js';

/**
 * A whole number within bounds. What is no whole number at all (`negen`, `92.5`) is a usage error
 * (exit 2); a number the rules cannot take (`--tricks 14`) is a rules refusal (exit 1).
 */
export function wholeNumber(name: string, value: string, min: number, max: number): number {
  const v = value.trim();
  if (!/^-?\d+$/.test(v)) {
    throw misused((t) => t.core.mustBeAWhole2(name, min, max, value));
  }
  const n = Number(v);
  // The text as typed, not `n`: beyond 2^53 the number is already rounded (…993 would read …992).
  if (n < min || n > max) {
    throw refused((t) => t.core.isImpossibleItMust(name, v, min, max));
  }
  return n;
}

/**
 * Refuses record flags that the game or contract does not use, so a typo never passes silently. `what`:
 * the contract as typed (`samen`), or a text from the game's catalogue (`a Belote deal`).
 */
export function onlyFlags(args: RecordArgs, allowed: string[], what: string | Text): void {
  for (const [k, v] of Object.entries(args.flags)) {
    if (v === undefined || allowed.includes(k)) continue;
    const flag = `--${flagName(k)}`;
    const list = allowed.map((a) => `--${flagName(a)}`);
    throw new UsageError(
      sayIn((t, l) => t.core.flagDoesNotApply(flag, typeof what === 'string' ? what : what[l], list)),
    );
  }
}

/** A record flag's name as typed (`--final-stake`) from its key in `RecordArgs` (`finalStake`). */
export const flagName = (key: string): string => key.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());

/**
 * Whether a flag (its key in RecordArgs) is one that giving the flags `given` takes the place of: another name or form
 * of one of them (`same`), or one the game's rules say it replaces (`replaces`: Rikken's `--revoke` the tricks). What
 * `tafel edit` drops from the deal, and what a question's answer drops from a record line (play/steps.ts).
 */
export function replacedBy(given: readonly string[], spec: (name: string) => FlagSpec | undefined) {
  const group = (key: string) => spec(flagName(key))?.same ?? flagName(key);
  const touched = new Set([
    ...given.map(group),
    ...given.flatMap((k) => [...(spec(flagName(k))?.replaces ?? []), ...(spec(group(k))?.replaces ?? [])]),
  ]);
  return (key: string): boolean => touched.has(group(key));
}

/**
 * `tafel edit`'s flags over those of the deal it changes: a flag given replaces the deal's, and any other name or form
 * of it the deal had (`same` of the game's FlagSpec); one of the game's flags given as `--no-<switch>` (false) or `""`
 * is taken away. One the game does not read stays, so that the game refuses it as `record` would.
 */
export function editedFlags(
  old: RecordArgs['flags'],
  given: RecordArgs['flags'],
  spec: (name: string) => FlagSpec | undefined,
  player: (name: string) => string | undefined = () => undefined,
): RecordArgs['flags'] {
  const touched = replacedBy(
    Object.keys(given).filter((k) => given[k] !== undefined),
    spec,
  );
  const flags: RecordArgs['flags'] = {};
  for (const [k, v] of Object.entries(old)) if (v !== undefined && !touched(k)) flags[k] = v;
  for (const [k, v] of Object.entries(given)) {
    const away = v === false || v === '';
    if (v !== undefined && !(away && spec(flagName(k)))) flags[k] = v;
  }
  return keepOthersEntries(flags, old, given, spec, player);
}

/**
 * The entries (`perPlayer`) of the players an edit does not name, kept from the deal: `tafel edit 1 --points Ann=7` on
 * `--points Ann=6,Dirk=3` gives `Dirk=3,Ann=7`; but of a flag whose entries are of another's players (`entriesOf`),
 * only those of the players that flag, when given, still names (`--by Ann` on a miserie of Ann and Bert keeps Ann's
 * tricks, not Bert's). A value that is not all entries of the sheet's players (`--bids 2,3,2`, a typo) is taken whole,
 * as before, for the game to read or refuse.
 */
function keepOthersEntries(
  flags: RecordArgs['flags'],
  old: RecordArgs['flags'],
  given: RecordArgs['flags'],
  spec: (name: string) => FlagSpec | undefined,
  player: (name: string) => string | undefined,
): RecordArgs['flags'] {
  const entries = (value: unknown): [string, string][] | undefined => {
    if (typeof value !== 'string') return undefined;
    const parts = value
      .split(',')
      .map((x) => x.trim())
      .filter((x) => x !== '');
    const named = parts.map((part): [string | undefined, string] => [player(part.split('=')[0].trim()), part]);
    return parts.length > 0 && parts.every((part) => part.indexOf('=') > 0) && named.every(([p]) => p !== undefined)
      ? (named as [string, string][])
      : undefined;
  };
  /** Per group, the players whose old entries go: those given anew, and the one a `clears` flag names. */
  const gone = new Map<string, Set<string>>();
  const mark = (group: string, players: readonly string[]) =>
    gone.set(group, new Set([...(gone.get(group) ?? []), ...players]));
  for (const [k, v] of Object.entries(given)) {
    const { perPlayer, clears } = spec(flagName(k)) ?? {};
    const named = perPlayer !== undefined ? entries(v) : undefined;
    if (perPlayer !== undefined && named)
      mark(
        perPlayer,
        named.map(([p]) => p),
      );
    const cleared = clears !== undefined && typeof v === 'string' ? player(v.trim()) : undefined;
    if (clears !== undefined && cleared !== undefined) mark(clears, [cleared]);
  }
  /** The players a flag given names (`--by Ann,Cis`), when each is one of the sheet's. */
  const playing = (flag: string | undefined): Set<string> | undefined => {
    const v = Object.entries(given).find(([k]) => flag !== undefined && flagName(k) === flag)?.[1];
    const players = typeof v === 'string' ? v.split(',').map((x) => player(x.trim())) : [];
    return players.length > 0 && players.every((p) => p !== undefined) ? new Set(players as string[]) : undefined;
  };
  const out = { ...flags };
  for (const [k, v] of Object.entries(old)) {
    const { perPlayer, entriesOf } = spec(flagName(k)) ?? {};
    const players = gone.get(perPlayer ?? '');
    const still = perPlayer !== undefined && flags[k] !== undefined ? playing(entriesOf) : undefined;
    const kept = (players || still) && entries(v)?.filter(([p]) => !players?.has(p) && (still?.has(p) ?? true));
    const fresh = given[k] === undefined ? [] : entries(given[k]);
    // Given whole (not entries, or "" to take it away): as given.
    if (!kept || fresh === undefined) continue;
    const parts = [...kept, ...fresh].map(([, part]) => part);
    if (parts.length > 0) out[k] = parts.join(',');
    else delete out[k];
  }
  return out;
}

/**
 * Who revoked (`--revoke`, Klaverjassen's `--verzaakt`), or undefined when nobody did. A revoke that names nobody (a
 * typed line ending in `verzaakt`, which the line readers pass on as a bare flag) is refused, asking who.
 */
export function revoker(args: RecordArgs, name: string, example: string): string | undefined {
  const v = args.flags[name];
  if (v === true || (typeof v === 'string' && v.trim() === '')) {
    throw misused((t) => t.core.needsWhoRevoked(`--${flagName(name)}`, example));
  }
  return typeof v === 'string' ? v.trim() : undefined;
}

export function needString(args: RecordArgs, name: string, example: string): string {
  const v = args.flags[name];
  if (typeof v !== 'string' || v.trim() === '') {
    throw misused((t) => t.core.isMissingEG(name, example));
  }
  return v;
}

export function optString(args: RecordArgs, name: string): string | undefined {
  const v = args.flags[name];
  return typeof v === 'string' ? v : undefined;
}

/** No more positional words than the contract takes. */
export function noExtraWords(words: string[], used: number): void {
  if (words.length > used) {
    throw misused((t) => t.core.unexpectedRemoveItOr(words.slice(used).join(' ')));
  }
}

// The way back, from a stored deal to record's flags (sheet/stored.ts reads every stored deal so).

/**
 * A stored value as the text of a record flag: a string as it is, anything else as its JSON (which parseDeal refuses or
 * the comparison catches).
 */
export const flagText = (v: unknown): string | undefined =>
  v === undefined ? undefined : typeof v === 'string' ? v : JSON.stringify(v);

/** A stored list of names as typed after `--by` or `--askers`: `Ann,Bert`. */
export const flagList = (v: unknown): string | undefined =>
  Array.isArray(v) ? v.map((x) => flagText(x) ?? '').join(',') : flagText(v);

/** A stored per-player record as typed after `--tricks` or `--points`: `Ann=0,Bert=1`. */
export const flagPairs = (v: unknown): string | undefined =>
  isRecord(v)
    ? Object.entries(v)
        .map(([k, x]) => `${k}=${flagText(x) ?? ''}`)
        .join(',')
    : flagText(v);

/**
 * A stored `true` is a switch that was given; anything else leaves it out (and the comparison then notices the field).
 */
export const flagSwitch = (v: unknown): true | undefined => (v === true ? true : undefined);

export { shellWord } from './shell.js';
