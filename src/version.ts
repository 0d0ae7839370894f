import { createRequire } from 'node:module';

/**
 * The version in package.json, the one place it is written. This file sits at the top of src/ as the
 * build's chunks sit at the top of dist/, so `../package.json` is the same file from either.
 */
export const packageVersion = (): string =>
  (createRequire(import.meta.url)('../package.json') as { version: string }).version;
