/**
 * What a table holds under a word a person typed (or a file held), only when the table itself holds
 * it: every plain object also answers to `constructor`, `toString`, `__proto__` and the rest of
 * Object.prototype, so `ALIASES[word]` found `function Object()` for `tafel new constructor`.
 */
export const own = <T>(table: Readonly<Record<string, T>> | undefined, key: string): T | undefined =>
  table !== undefined && Object.hasOwn(table, key) ? table[key] : undefined;

/**
 * A record as JSON holds one, and nothing else: a plain object, not a list, not null, nor an object of a class (a
 * list's prototype is Array's). Every check of what a file holds judges its objects by this.
 */
export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;
