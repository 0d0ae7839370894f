import fs from 'node:fs';
import path from 'node:path';
import { StorageError, type Text } from '../../core/errors.js';
import { say } from '../../i18n/index.js';
import type { SheetData } from '../../sheet/sheet.js';
import { DIR_MODE, FileProblem, listOrNothing, readDataFile, serialize, writeAtomic } from '../files.js';
import { randomHex16 } from '../random.js';
import { checkFolder } from '../refusals.js';
import { keepBackup, type Move, writeStaged } from '../staged.js';
import type { Store } from '../store.js';
import { decodeEvent, decodeSeason } from './decode.js';
import { EVENT_ID, type EventData, type ReadOrWhy, type SeasonData } from './data.js';

/* The events/ and seasons/ folders: one strictly read file each, a lock per file, `.bak` kept. */

export const DEVICE_ID = /^[0-9a-f]{16}$/;

/**
 * What one event change writes all or nothing: the event file (none: it is not written) and some
 * table sheets (new or replacing), after `moves`: files renamed within the data directory (paths
 * relative to it), which is how sheets and events go to `deleted/` and come back (store/trash/stamped.ts).
 */
export interface EventWrite {
  event?: EventData;
  sheets: readonly SheetData[];
  moves?: readonly Move[];
}

export class EventStore {
  readonly eventsDir: string;
  readonly seasonsDir: string;

  constructor(readonly store: Store) {
    this.eventsDir = path.join(store.dir, 'events');
    this.seasonsDir = path.join(store.dir, 'seasons');
  }

  eventPath(id: string): string {
    if (!EVENT_ID.test(id))
      throw new StorageError(
        say((t) => t.event.notEventId(id)),
        'not-found',
      );
    return path.join(this.eventsDir, `${id}.json`);
  }

  seasonPath(id: string): string {
    if (!EVENT_ID.test(id))
      throw new StorageError(
        say((t) => t.event.notSeasonId(id)),
        'not-found',
      );
    return path.join(this.seasonsDir, `${id}.json`);
  }

  eventIds(): string[] {
    return listIds(this.eventsDir);
  }

  seasonIds(): string[] {
    return listIds(this.seasonsDir);
  }

  /**
   * This device's id (review 14.2), or undefined: a device without one never made an event, so it is the origin of
   * none. Only read here; `event new` makes it.
   */
  thisDevice(): string | undefined {
    const id = (this.store.readSettings() as { deviceId?: unknown }).deviceId;
    return typeof id === 'string' && DEVICE_ID.test(id) ? id : undefined;
  }

  /** This device's id, made once (from the system's random source) and kept in settings.json. */
  async deviceId(): Promise<string> {
    const have = this.thisDevice();
    if (have !== undefined) return have;
    // Kept for the event about to be written: refused first when a file stands where that event's folder goes, so that
    // the refusal writes nothing (until 2026-12-07 settings.json got the id, and the refusal said nothing changed).
    checkFolder(this.store.dir, this.eventsDir);
    const made = randomHex16();
    type Device = { deviceId?: string };
    await this.store.updateSettings((s) => ({ ...s, deviceId: (s as Device).deviceId ?? made }));
    return (this.store.readSettings() as Device).deviceId ?? made;
  }

  hasEvent(id: string): boolean {
    return fs.existsSync(this.eventPath(id));
  }

  readEvent(id: string): EventData {
    return this.read(this.eventPath(id), id, decodeEvent, () => say((t) => t.event.noEvent(id)));
  }

  readSeason(id: string): SeasonData {
    return this.read(this.seasonPath(id), id, decodeSeason, () => say((t) => t.event.noSeason(id)));
  }

  /** A file read through the store's one safe reader and decoded strictly; a missing one is `missing`. */
  private read<T>(
    file: string,
    id: string,
    decode: (text: string, file: string, id: string) => T,
    missing: () => Text,
  ): T {
    return decode(
      readDataFile(file, () => new StorageError(missing(), 'not-found')),
      file,
      id,
    );
  }

  /** A new event file (refused when the id is taken). */
  createEvent(data: EventData): Promise<void> {
    return this.create(this.eventsDir, this.eventPath(data.id), data, () => say((t) => t.event.idTaken(data.id)));
  }

  createSeason(data: SeasonData): Promise<void> {
    return this.create(this.seasonsDir, this.seasonPath(data.id), data, () => say((t) => t.event.seasonTaken(data.id)));
  }

  /** Writes a new file under its lock, refused (nothing written) when one is there. */
  private async create(dir: string, file: string, data: object, taken: () => Text): Promise<void> {
    await this.store.io(async () => {
      fs.mkdirSync(dir, { recursive: true, mode: DIR_MODE });
      await this.store.locks.withLock(file, () => {
        if (fs.existsSync(file)) throw new StorageError(taken(), 'exists');
        writeAtomic(this.store.locks, file, serialize(data));
      });
    });
  }

  async updateSeason(id: string, change: (s: SeasonData) => SeasonData): Promise<SeasonData> {
    const file = this.seasonPath(id);
    // No seasons folder yet: no such season, said as such (its lock could not be made there).
    if (!fs.existsSync(path.dirname(file))) this.readSeason(id);
    return this.store.io(() =>
      this.store.locks.withLock(file, () => {
        const current = this.readSeason(id);
        const next = change(current);
        // Nothing changed (an excuse given again): nothing written, the .bak keeps the version before.
        if (next === current) return next;
        keepBackup(this.store.locks, file);
        writeAtomic(this.store.locks, file, serialize(next));
        return next;
      }),
    );
  }

  /**
   * A change of an event under its file's lock: `change` reads the current event and returns what to
   * write (or throws, and nothing is written). The event file and the sheets are written all or
   * nothing, also when the process is killed: every file is first staged in `event-<pid>/`, then the
   * journal is written (the moment of the change), then the event file and each sheet are renamed
   * into place. A tafel that finds a journal of a dead process finishes it; a staging folder without
   * one is removed (nothing happened). The table sheets' own writes (record, undo...) never take
   * this lock: tables never wait for each other or for the organiser. The event's table sheets are held (their locks,
   * which every write of a sheet takes) from before `change` reads them to the write, and a sheet moved or written that
   * is none of them while it is written: what `change` found in a sheet (`event undraw`: nothing recorded; `event
   * finish --force`: the deals it closes) still holds when it is written, and a table's deal lands before or after.
   */
  async changeEvent<T>(
    id: string,
    change: (e: EventData) => (EventWrite & { result: T }) | Promise<EventWrite & { result: T }>,
    create = false,
  ): Promise<T> {
    const file = this.eventPath(id);
    return this.store.io(async () => {
      fs.mkdirSync(this.eventsDir, { recursive: true, mode: DIR_MODE });
      fs.mkdirSync(this.store.sheetsDir, { recursive: true, mode: DIR_MODE });
      return this.store.locks.withLock(file, async () => {
        const current = create && !fs.existsSync(file) ? undefined : this.readEvent(id);
        const tables = (current?.draws ?? []).flatMap((d) => d.tables.map((t) => this.store.sheetPath(t.sheet)));
        const held = [...new Set(tables)];
        return this.store.locks.withLocks(held, async () => {
          const out = await change(current as EventData);
          const touched = [
            ...(out.moves ?? [])
              .flatMap((m) => [m.from, m.to])
              .filter((p) => /^sheets\/[^/]+\.json$/.test(p))
              .map((p) => path.join(this.store.dir, p)),
            ...out.sheets.map((s) => this.store.sheetPath(s.id)),
          ].filter((p) => !held.includes(p));
          await this.store.locks.withLocks([...new Set(touched)], () =>
            writeStaged(this.store.locks, this.store.dir, file, out, this.store.sheetsDir),
          );
          return out.result;
        });
      });
    });
  }
}

/** The event or season ids in a folder: it reads the folder only (finishing a killed change is a write). */
export function listIds(dir: string): string[] {
  return listOrNothing(dir)
    .filter((n) => n.endsWith('.json'))
    .map((n) => n.slice(0, -5))
    .filter((id) => EVENT_ID.test(id))
    .sort();
}

/**
 * The ids `list` finds in `folder` of the data directory `dir`, for `event list` and `season list`: a file made where
 * the folder belongs is named, as a write there names it (until 2026-12-07 the list said "No events yet" of it).
 */
export function listedIds(dir: string, folder: string, list: () => string[]): string[] {
  checkFolder(dir, folder);
  return list();
}

/**
 * Each of `ids` read by `read`, or why its file cannot be (the refusal every command gives, with its path): `event
 * list` and `season list` show such a file as unreadable, as `tafel sheets` shows a sheet's, and the others as ever.
 */
export function eachRead<T>(ids: readonly string[], read: (id: string) => T): ReadOrWhy<T>[] {
  return ids.map((id) => {
    try {
      return { id, data: read(id) };
    } catch (e) {
      if (!(e instanceof FileProblem)) throw e;
      return { id, error: e.text };
    }
  });
}

/** The event meant: `--event <id>` (a unique beginning is enough), else the active one of settings.json. */
export function resolveEvent(store: Store, es: EventStore, given: string | undefined): string {
  if (given === undefined) {
    const active = (store.readSettings() as { activeEvent?: unknown }).activeEvent;
    if (typeof active !== 'string')
      throw new StorageError(
        say((t) => t.event.noActive),
        'no-event',
      );
    return active;
  }
  return matchEventId(es.eventIds(), given);
}

export function matchEventId(ids: readonly string[], given: string): string {
  if (ids.includes(given)) return given;
  const matches = ids.filter((id) => id.startsWith(given.toLowerCase()));
  if (matches.length === 1) return matches[0];
  if (matches.length > 1)
    throw new StorageError(
      say((t) => t.event.ambiguous(given, matches.join(', '))),
      'ambiguous',
    );
  throw new StorageError(
    say((t) => t.event.noEvent(given)),
    'not-found',
  );
}
