import { createRequire } from 'node:module';

/** Node's own module once found (the same for every run in the process: no state of a run). */
let loaded: typeof import('node:crypto') | undefined;

/**
 * node:crypto, loaded when first used. Loading it costs about 7 ms (it brings Node's streams along),
 * and most runs that load the store never hash nor draw a token: `tafel sheet` reads a sheet and ends,
 * a lock is taken only to write, the index is sealed only when listing.
 */
export const crypto = (): typeof import('node:crypto') => (loaded ??= createRequire(import.meta.url)('node:crypto'));
