import { rule, usage } from './errors.js';
import type { RecordArgs } from './game.js';

/** A whole number within bounds, or a rules refusal naming the flag. */
export function wholeNumber(name: string, value: string, min: number, max: number): number {
  const v = value.trim();
  if (!/^-?\d+$/.test(v)) {
    throw rule(`${name} must be a whole number from ${min} to ${max}, not "${value}".`, `${name} moet een geheel getal van ${min} tot ${max} zijn, niet "${value}".`);
  }
  const n = Number(v);
  if (n < min || n > max) {
    throw rule(`${name} ${n} is impossible: it must be from ${min} to ${max}.`, `${name} ${n} kan niet: het moet van ${min} tot ${max} zijn.`);
  }
  return n;
}

/** Refuses record flags that the game or contract does not use, so a typo never passes silently. */
export function onlyFlags(args: RecordArgs, allowed: string[], what: string, whatNl: string = what): void {
  for (const [k, v] of Object.entries(args.flags)) {
    if (v === undefined || allowed.includes(k)) continue;
    const flag = '--' + k.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());
    const list = allowed.map((a) => '--' + a.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase())).join(' ');
    throw usage(
      `${flag} does not apply to ${what}${list ? `; it takes ${list}` : ''}.`,
      `${flag} past niet bij ${whatNl}${list ? `; dat neemt ${list}` : ''}.`,
    );
  }
}

export function needString(args: RecordArgs, name: string, example: string): string {
  const v = args.flags[name];
  if (typeof v !== 'string' || v.trim() === '') {
    throw usage(`--${name} is missing: e.g. ${example}.`, `--${name} ontbreekt: bv. ${example}.`);
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
    throw usage(`Unexpected "${words.slice(used).join(' ')}": remove it or use a flag.`, `Onverwacht "${words.slice(used).join(' ')}": laat het weg of gebruik een vlag.`);
  }
}
