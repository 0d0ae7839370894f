import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DIR_MODE, serialize, writeAtomic } from '../store/files.js';
import { listIds } from '../store/events/files.js';
import type { Store } from '../store/store.js';
import { eventsDir, readEventFile } from './event-board.js';
import { KEY_FILE, readKeyFile } from './key-file.js';

/*
 * The scorer links' key (scorer.md §1): 32 random bytes in the data directory (`serve-key`, 0600), beside a generation
 * per link, the host and port `tafel serve --scorer` last used for each sheet and event, and where each event's printed
 * table cards point. A link's token is derived from the key and what the link writes, never stored, so a link survives
 * a restart and a printed table card stays valid all evening.
 */

export { KEY_FILE } from './key-file.js';

export interface ServeKey {
  /** 32 random bytes, base64. */
  key: string;
  /** A replaced link's generation, by its label (a lost phone); 0 (absent) adds nothing to the label. */
  generations: Record<string, number>;
  /** Where the scorer's server last listened, whatever it wrote: the address `tafel event cards` falls back on. */
  host?: string;
  port?: number;
  /**
   * Where it last listened for each sheet (by its id) and event (`event:<uid>`): a sheet's printed links and a phone's
   * outbox belong to one origin, so the next start for the same sheet or event serves there again.
   */
  served?: Record<string, Address>;
  /**
   * Where each event's table cards last printed (`tafel event cards`) point, by `event:<uid>` (servedAs): the event's
   * server serves there by default.
   */
  printed?: Record<string, Address>;
  /**
   * The one address of the table cards an older tafel kept, for no event named: every event without one in `printed`
   * reads it, and the next print hands it to them (updateKey).
   */
  cards?: Address;
}

export interface Address {
  host: string;
  port: number;
}

/** Under what a server's address is kept (ServeKey.served): a sheet's id, `event:<uid>` (no sheet id has a colon). */
export const servedAs = (w: { sheet: string } | { uid: string }): string => ('sheet' in w ? w.sheet : `event:${w.uid}`);

/** What a link writes: a sheet by its id, or an event's table by the event's uid and the table number. */
export type Label = { sheet: string } | { event: string; table: number } | { organiser: string };

export const labelOf = (l: Label): string =>
  'sheet' in l ? l.sheet : 'table' in l ? `${l.event}\0table\0${l.table}` : `${l.organiser}\0organiser`;

/**
 * A link's token: HMAC-SHA256(key, "scorer\0" + what it writes [+ "\0" + generation]) cut to 144 bits, base64url. The
 * organiser's page is derived the same way under its own label (`<event uid>\0organiser`), so its printed link lasts
 * too.
 */
export function tokenOf(k: ServeKey, label: Label): string {
  const l = labelOf(label);
  const g = k.generations[l] ?? 0;
  const text = `scorer\0${l}${g > 0 ? `\0${g}` : ''}`;
  return createHmac('sha256', Buffer.from(k.key, 'base64')).update(text).digest().subarray(0, 18).toString('base64url');
}

/** Every event that can be read, as this file names it (servedAs): the heirs of an older tafel's cards' address. */
function eventKeys(store: Store): string[] {
  return listIds(eventsDir(store)).flatMap((id) => {
    try {
      return [servedAs(readEventFile(store, id))];
    } catch {
      return [];
    }
  });
}

/** The key file, checked; undefined when there is none yet (key-file.ts). */
export function readKey(store: Store): ServeKey | undefined {
  return readKeyFile(store) as ServeKey | undefined;
}

/**
 * The key with the changes asked for, in memory: `renew` a new key (every earlier link stops working), `bump` one link
 * at its next generation (a lost phone). Written by `updateKey({ set })` once the server listens, so a server that
 * cannot start ends no link that was printed.
 */
export function changedKey(k: ServeKey, opts: { renew?: boolean; bump?: Label }): ServeKey {
  let next = opts.renew ? { ...k, key: randomBytes(32).toString('base64'), generations: {} } : k;
  if (opts.bump) {
    const l = labelOf(opts.bump);
    next = { ...next, generations: { ...next.generations, [l]: (next.generations[l] ?? 0) + 1 } };
  }
  return next;
}

/**
 * Reads the key under its lock, made on first use (`made`: this call wrote it): with `set`, its key and generations
 * become those (changedKey), with `at`, where the server listens for `what` (servedAs), with `cards`, where the table
 * cards of the event `what` point.
 */
export async function updateKey(
  store: Store,
  opts: { set?: ServeKey; at?: Address & { what: string }; cards?: Address & { what: string } } = {},
): Promise<{ key: ServeKey; made: boolean }> {
  const file = path.join(store.dir, KEY_FILE);
  return store.io(async () => {
    fs.mkdirSync(store.dir, { recursive: true, mode: DIR_MODE });
    return store.locks.withLock(file, async () => {
      const old = readKey(store);
      let k: ServeKey = old ?? { key: randomBytes(32).toString('base64'), generations: {} };
      if (opts.set) k = { ...k, key: opts.set.key, generations: opts.set.generations };
      if (opts.at) {
        const { what, ...at } = opts.at;
        k = { ...k, ...at, served: { ...k.served, [what]: at } };
      }
      if (opts.cards) {
        const { what, ...at } = opts.cards;
        // An older tafel's one address was every event's: each without an address of its own keeps it, and it goes.
        const { cards: one, ...rest } = k;
        const kept = one ? Object.fromEntries(eventKeys(store).map((e) => [e, one])) : {};
        k = { ...rest, printed: { ...kept, ...k.printed, [what]: at } };
      }
      const same = old && JSON.stringify(old) === JSON.stringify(k);
      if (!same) writeAtomic(store.locks, file, serialize(k));
      return { key: k, made: !old };
    });
  });
}

/** Removes the key `updateKey` made for a server that could not start after all, unless another has used it since. */
export async function dropKey(store: Store, made: ServeKey): Promise<void> {
  const file = path.join(store.dir, KEY_FILE);
  await store.io(async () =>
    store.locks.withLock(file, async () => {
      if (JSON.stringify(readKey(store)) === JSON.stringify(made)) fs.rmSync(file, { force: true });
    }),
  );
}

/**
 * The links a running server still honours: one renewed by another `tafel serve` meanwhile (`--new-link`,
 * `--new-links` rewrite the key file) stops here too, as that server says it does. The key file is looked at once a
 * request (one stat); one that cannot be read leaves the links as they are.
 */
export function keptLinks<L>(
  store: Store,
  links: Map<string, L>,
  labels: ReadonlyMap<string, Label>,
): () => Map<string, L> {
  const file = path.join(store.dir, KEY_FILE);
  const stamp = (): string => {
    try {
      const st = fs.statSync(file);
      return `${st.ino}:${st.mtimeMs}:${st.size}`;
    } catch {
      return '';
    }
  };
  let seen = stamp();
  return () => {
    const now = stamp();
    if (now === seen) return links;
    seen = now;
    let key: ServeKey | undefined;
    try {
      key = readKey(store);
    } catch {
      return links;
    }
    if (key) for (const [token, label] of labels) if (tokenOf(key, label) !== token) links.delete(token);
    return links;
  };
}
