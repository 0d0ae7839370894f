import fs from 'node:fs';
import path from 'node:path';
import type { SheetData } from '../sheet/sheet.js';
import {
  DIR_MODE,
  dropStage,
  fitsCap,
  makeStage,
  serialize,
  serializeSheet,
  syncDir,
  writeAtomic,
  writeTemp,
} from './files.js';
import type { Locks } from './lock.js';
import { readText } from './read.js';
import { checkNotInTheWay, ioFailure } from './refusals.js';

/*
 * The event journal (src/store/events/files.ts changeEvent): a change of an event file, some table sheets
 * and some moves (to and from `deleted/`) happens all or nothing, also when the process is killed.
 * Every file is staged in `event-<pid>/`; the journal `event-<pid>.journal` is the moment of the
 * change; then the moves are made and the files put in place. It lives with the store so that every
 * tafel finishes a killed change when it starts, whatever command it runs.
 */

const STAGE = 'event-';
const JOURNAL = '.journal';
const EVENT_FILE = /^[a-z0-9][a-z0-9-]{0,63}$/;
const MOVE_PATH = /^(events|sheets|deleted)\/[a-z0-9][a-zA-Z0-9.-]*$/;

/** A file renamed within the data directory, both paths relative to it. */
export interface Move {
  from: string;
  to: string;
}

/** The previous event or season file stays as `.bak` for `tafel doctor --restore` (a hard link costs nothing). */
export function keepBackup(locks: Locks, file: string): void {
  if (!fs.existsSync(file)) return;
  const tmp = `${file}.bak.${locks.host.pid}.tmp`;
  fs.rmSync(tmp, { force: true });
  try {
    fs.linkSync(file, tmp);
  } catch {
    fs.copyFileSync(file, tmp);
  }
  fs.renameSync(tmp, `${file}.bak`);
}

interface Journal {
  event: string;
  sheets: string[];
  moves?: Move[];
}

export function writeStaged(
  locks: Locks,
  dir: string,
  eventFile: string,
  out: { event?: object; sheets: readonly SheetData[]; moves?: readonly Move[] },
  sheetsDir: string,
): void {
  // Every file put in place after the journal, with its `.bak`: a folder in the way of one would stop the change
  // halfway after the journal promised it whole, so it is refused before anything is written (until 2026-12-07 the
  // event file was renamed, the sheet not, and "Nothing was changed" said).
  checkNotInTheWay([...(out.event ? [eventFile] : []), ...out.sheets.map((s) => path.join(sheetsDir, `${s.id}.json`))]);
  const stage = path.join(dir, `${STAGE}${locks.host.pid}`);
  const journal = stage + JOURNAL;
  const moves = out.moves ?? [];
  makeStage(stage);
  try {
    if (moves.length > 0) fs.mkdirSync(path.join(dir, 'deleted'), { recursive: true, mode: DIR_MODE });
    if (out.event) writeTemp(path.join(stage, 'event.json'), serialize(out.event));
    for (const s of out.sheets) {
      const text = serializeSheet(s);
      // Past the safe reader's cap the next command could not read it: refused before the journal, nothing changed.
      fitsCap(path.join(sheetsDir, `${s.id}.json`), text, true);
      writeTemp(path.join(stage, `${s.id}.json`), text);
    }
    syncDir(stage);
    const j: Journal = {
      event: path.basename(eventFile, '.json'),
      sheets: out.sheets.map((s) => s.id),
      ...(moves.length > 0 ? { moves: [...moves] } : {}),
    };
    writeAtomic(locks, journal, serialize(j));
  } catch (e) {
    dropStage(stage);
    throw e;
  }
  try {
    publish(locks, stage, journal, eventFile, sheetsDir);
  } catch (e) {
    throw ioFailure(e, dir, 'write', true);
  }
}

/**
 * Puts a staged change in place: the moves first (each only while its source is there and its target
 * is free, so a second run after a kill does what is left), then the event file (keeping its `.bak`),
 * then each sheet; then the journal goes.
 */
function publish(locks: Locks, stage: string, journal: string, eventFile: string, sheetsDir: string): void {
  const j = JSON.parse(readText(journal, 1 << 20)) as Journal;
  const dir = path.dirname(stage);
  for (const m of j.moves ?? []) {
    if (!MOVE_PATH.test(m.from) || !MOVE_PATH.test(m.to)) continue;
    const from = path.join(dir, m.from);
    const to = path.join(dir, m.to);
    if (fs.existsSync(from) && !fs.existsSync(to)) fs.renameSync(from, to);
  }
  if ((j.moves ?? []).length > 0) for (const d of ['events', 'sheets', 'deleted']) syncDir(path.join(dir, d));
  const staged = path.join(stage, 'event.json');
  if (fs.existsSync(staged)) {
    keepBackup(locks, eventFile);
    fs.renameSync(staged, eventFile);
    syncDir(path.dirname(eventFile));
  }
  for (const id of j.sheets) {
    const from = path.join(stage, `${id}.json`);
    if (!fs.existsSync(from)) continue; // put in place by an earlier, killed run
    const to = path.join(sheetsDir, `${id}.json`);
    if (fs.existsSync(to)) keepBackup(locks, to);
    fs.renameSync(from, to);
  }
  syncDir(sheetsDir);
  fs.rmSync(journal, { force: true });
  dropStage(stage);
}

/**
 * Finishes (journal written) or drops (no journal) the event changes of tafels that were killed: every
 * start (Store's constructor) does it, so no listing ever sees half a draw or half a delete.
 */
export function finishWrites(locks: Locks, dir: string, names: readonly string[]): void {
  const eventsDir = path.join(dir, 'events');
  const sheetsDir = path.join(dir, 'sheets');
  for (const name of names) {
    const m = /^event-(\d+)$/.exec(name) ?? /^event-(\d+)\.journal\.\d+\.tmp$/.exec(name);
    if (!m) continue;
    const pid = Number(m[1]);
    if (!locks.deadWriter(pid)) continue;
    const stage = path.join(dir, `${STAGE}${pid}`);
    const journal = stage + JOURNAL;
    const release = locks.tryLockSync(journal);
    if (!release) continue;
    try {
      let j: Journal | undefined;
      try {
        j = JSON.parse(readText(journal, 1 << 20)) as Journal;
      } catch {
        j = undefined;
      }
      if (j && EVENT_FILE.test(j.event))
        publish(locks, stage, journal, path.join(eventsDir, `${j.event}.json`), sheetsDir);
      else dropStage(stage);
      // A journal that was being written when the process died: never renamed into place, so nothing happened.
      for (const left of names)
        if (left.startsWith(`${STAGE}${pid}${JOURNAL}.`) && left.endsWith('.tmp'))
          fs.rmSync(path.join(dir, left), { force: true });
    } catch {
      // Cannot finish it now: the next tafel tries again.
    } finally {
      release();
    }
  }
}
