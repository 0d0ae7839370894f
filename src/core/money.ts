import { DECIMAL, type Lang, type Readings, type Reading, type Thousands } from '../i18n/lang.js';
import { misused, refused } from './errors.js';
import { shellWord } from './shell.js';

/**
 * An amount of money as typed (`0.10`, `0,10`, `-1`), in whole steps of 10^-places of its unit: cents for 2, a
 * rate's ten-thousandths for 4. Money never goes through floating point. The decimal sign is a point or a comma;
 * zeros past the places make no finer amount (`0.050` is 5 cents), another digit there does (`0.055`): undefined, as
 * for a text that is no amount. The one rule of every amount typed: --stake, --rate, a correction's.
 */
export function typedAmount(text: string, places: number): number | undefined {
  const m = /^([+-]?)(\d+)(?:[.,](\d+))?$/.exec(text.trim());
  const decimals = (m?.[3] ?? '').replace(/0+$/, '');
  if (!m || decimals.length > places) return undefined;
  const n = Number(m[2]) * 10 ** places + Number(decimals.padEnd(places, '0'));
  return m[1] === '-' ? 0 - n : n; // 0 - n: "-0" is 0, never -0
}

/**
 * An amount typed with a thousands separator: three digits after a point or comma behind a whole part that is not 0
 * (`1.000`, `12,500`, `1,000`), maybe with decimals after them (`1.000,50`, `1,000.50`), is a thousand to a Dutch or
 * Flemish user (`1.000`) or an English one (`1,000`): never taken as 1.00, a usage error naming `named` (the amount,
 * or a correction's pair, as typed) and what it reads as either way, with how to write the one meant (`12,500`: 12500,
 * or 12.5). A whole part 0 (`0.050`) is no thousands group, nor are four digits and more (`1.5000`): zeros past the
 * cents. Checked where an amount is typed (--stake, --rate, a correction), not where a stored one is read (a rate is
 * stored as `1.025`). `as`: what the amount is, for which readings it can be.
 */
export function refuseThousands(amount: string, named: string, as: Thousands): void {
  const typed = amount.trim();
  if (!/^[+-]?0*[1-9]\d*[.,]\d{3}(?:[.,]\d+)*$/.test(typed)) return;
  const readings = thousandsReadings(typed, as);
  throw misused((t) => t.core.thousands(named, as, readings));
}

/** The largest amount a correction gives a player either way: points, or money units. */
export const CORRECTION_MAX = 100000;

/** What each kind of amount holds: its decimals, and its largest value in those steps. */
const KINDS: Readonly<Record<Thousands, { places: number; max: number }>> = {
  rate: { places: 4, max: 10000 * 10000 - 1 },
  stake: { places: 2, max: 99999999 },
  amount: { places: 2, max: CORRECTION_MAX * 100 },
  points: { places: 0, max: CORRECTION_MAX },
};

/**
 * `1.500` read both ways (only the first mark can be a thousands separator; with more marks, as in `1.000,50`, there
 * is no reading of it as the decimal sign), each judged as an amount of its kind.
 */
function thousandsReadings(typed: string, as: Thousands): Readings {
  const mark = /[.,]/.exec(typed)![0] as '.' | ',';
  const kind = KINDS[as];
  const judged = (value: string, written = value): Reading => {
    const steps = typedAmount(value, kind.places);
    const misfit = steps === undefined ? 'places' : Math.abs(steps) > kind.max ? 'max' : undefined;
    return { value, written, ...(misfit ? { misfit } : {}) };
  };
  const [, sign, whole, rest] = /^([+-]?)(\d+)[.,](.*)$/.exec(typed)!;
  // After the other mark come the decimals (`1.000,50`, `1,000.50`); the same mark again is another group
  // (`1.000.000`).
  const [groups, decimals] = rest.split(mark === '.' ? ',' : '.');
  const lead = sign === '-' ? '-' : '';
  const grouped = judged(`${lead}${Number(whole)}${groups.split(mark).join('')}${decimals ? `.${decimals}` : ''}`);
  if (rest.length !== 3) return { mark, grouped };
  // The three digits as decimals: without the zeros after them, or a money amount's two; a rate of three decimals is
  // typed with a fourth (1.0250), as three after a whole part would read as a thousands group again.
  const digits = rest.replace(/0+$/, '');
  const exact = `${lead}${Number(whole)}${digits ? `.${digits}` : ''}`;
  const money = kind.places === 2 && digits.length <= 2;
  const value = money ? `${lead}${Number(whole)}.${digits.padEnd(2, '0')}` : exact;
  return { mark, grouped, decimal: judged(value, digits.length === 3 ? `${value}0` : value) };
}

/** "0.10" -> 10 cents. */
export function parseStake(text: string): number {
  refuseThousands(text, text, 'stake');
  const cents = typedAmount(text, 2);
  // No amount of whole cents (--stake abc, 0.005) is a usage error, as such a --rate is; an amount the rules refuse
  // (-1, 1000000, 0) is refused.
  if (cents === undefined) throw misused((t) => t.core.theStakeMustBe(text));
  if (cents < 0 || cents > 99999999) throw refused((t) => t.core.theStakeMustBe(text));
  if (cents === 0) throw refused((t) => t.core.theStakeMustBe2);
  return cents;
}

/**
 * 130 -> "1.30", -5 -> "-0.05"; in Dutch "1,30". Without a language: the form that is typed and stored
 * (--stake 0.10, JSON, a command line), which is the same in every language.
 */
export function formatCents(cents: number, lang: Lang = 'en'): string {
  const sign = cents < 0 ? '-' : '';
  const a = Math.abs(cents);
  return `${sign}${Math.floor(a / 100)}${DECIMAL[lang]}${String(a % 100).padStart(2, '0')}`;
}

/** An amount in money units (1.3 -> "1.30", "1,30" in Dutch), as toFixed(2) writes it. */
export const formatMoney = (units: number, lang: Lang = 'en'): string => units.toFixed(2).replace('.', DECIMAL[lang]);

/**
 * n / d rounded to a whole number, halves away from zero in both signs (25 / 2 -> 13, -75 / 2 -> -38).
 * Integers in, so no floating-point half is ever lost (0.375 * 100 is 37.5 exactly, but 1.005 * 100 is not).
 */
export function divRound(n: number, d: number): number {
  if (d === 0) throw new Error('division by zero');
  const sign = Math.sign(n) * Math.sign(d);
  const a = Math.abs(n);
  const b = Math.abs(d);
  const q = Math.floor((2 * a + b) / (2 * b));
  return sign * q || 0;
}

/** A settle rate in ten-thousandths of the money unit per point: "0.05" -> 500, "0,0025" -> 25. */
export const RATE_SCALE = 10000;

export function parseRate(text: string): number | undefined {
  const r = typedAmount(text, 4);
  return r !== undefined && r > 0 && r < 10000 * RATE_SCALE ? r : undefined;
}

/**
 * The rates of several games typed as one `--rate`, a comma list (`klaverjassen=0.01,boerenbridge=0.10`), or as the
 * words after it (`--rate klaverjassen=0.01 boerenbridge=0.10`): the flags meant, `--rate` once per game; undefined
 * for one game's. Only a comma before another `<game>=` parts two rates: the comma of a Dutch amount (`0,01`) is its
 * decimal sign, which is why a comma list is not taken as the rates it lists (docs/rules-notes.md).
 */
export function ratesApart(typed: readonly string[]): string | undefined {
  const rates = typed
    .flatMap((w) => w.split(/,(?=\s*[a-z][\w-]*=)/i))
    .map((w) => w.trim())
    .filter((w) => w !== '');
  return rates.length > 1 ? rates.map((r) => `--rate ${shellWord(r)}`).join(' ') : undefined;
}

/** 500 -> "0.05", 25 -> "0.0025": a rate as typed, without trailing zeros past the cents. */
export function formatRate(rate: number, lang: Lang = 'en'): string {
  const whole = Math.floor(rate / RATE_SCALE);
  const frac = String(rate % RATE_SCALE)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return `${whole}${DECIMAL[lang]}${frac.padEnd(2, '0')}`;
}
