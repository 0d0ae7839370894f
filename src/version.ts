import fs from 'node:fs';

/**
 * The version in package.json, the one place it is written. This file sits at the top of src/ as the
 * build's chunks sit at the top of dist/, so `../package.json` is the same file from either. Read as
 * text, not required: the first `require` of a JSON file cost every command 1.5 to 2.5 ms, the read 0.4.
 * It is the install's own file, read as `require` read it, not a file of the user's (those go through
 * src/store/read.ts).
 */
export const packageVersion = (): string =>
  (JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;
