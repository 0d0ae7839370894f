import { rule } from './errors.js';

/** "0.10" -> 10 cents. Money never goes through floating point. */
export function parseStake(text: string): number {
  const t = text.trim().replace(',', '.');
  const m = /^(\d{1,6})(?:\.(\d{1,2}))?$/.exec(t);
  if (!m) {
    throw rule(`The stake "${text}" must be a positive amount with at most two decimals, e.g. --stake 0.10.`, `De inzet "${text}" moet een positief bedrag zijn met hoogstens twee decimalen, bv. --stake 0.10.`);
  }
  const cents = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  if (cents === 0) throw rule('The stake must be more than 0, e.g. --stake 0.10.', 'De inzet moet meer dan 0 zijn, bv. --stake 0.10.');
  return cents;
}

/** 130 -> "1.30", -5 -> "-0.05". */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const a = Math.abs(cents);
  return `${sign}${Math.floor(a / 100)}.${String(a % 100).padStart(2, '0')}`;
}
