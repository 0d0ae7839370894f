/*
 * House rules in a --json document: what a sheet's view, `tafel games`, `tafel preset` and `tafel event` share. No
 * imports, so that the sheet's view takes nothing more into the commands that load it (test/build/budget.test.ts).
 */

/**
 * A setting's value as every --json document gives it (a sheet's `options`, a game's defaults in `tafel games`, a
 * preset's house rules): a whole number as a number (16, 200), a word (off, none, max, pot) as it is typed.
 */
export const settingJson = (value: string): string | number => (/^-?\d+$/.test(value) ? Number(value) : value);

/** House rules or a sheet's settings, key -> value, each as settingJson gives it. */
export const settingsJson = (set: Readonly<Record<string, string>>): Record<string, string | number> =>
  Object.fromEntries(Object.entries(set).map(([k, v]) => [k, settingJson(v)]));
