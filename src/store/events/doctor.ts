import fs from 'node:fs';
import path from 'node:path';
import { TafelError, type Text } from '../../core/errors.js';
import { say } from '../../i18n/index.js';
import type { SheetData } from '../../sheet/sheet.js';
import { isRecord } from '../../core/own.js';
import { FileProblem, readDataFile } from '../files.js';
import { jsonErrorAt, scanJson } from '../json.js';
import type { Store } from '../store.js';
import { decodeEvent, decodeSeason } from './decode.js';
import { listIds } from './files.js';
import { seatPlayers, type EventData, type SeasonData } from './data.js';

/*
 * What `tafel doctor` checks in events/ and seasons/, and in the table sheets (events.md §2.4, review
 * 14.1): each file read as every command reads it, the plan against itself, and each table sheet
 * against its event. Only reads. A drawn table whose sheet is not on this device (a scorer's copy) is
 * missing, not a problem.
 */

export interface EventProblem {
  kind: 'event' | 'season' | 'table';
  id: string;
  file: string;
  code: string;
  reason: Text;
  /** The previous version, when it reads fine: copying it over the file puts it back. */
  backup?: string;
  /**
   * The previous version: an event's rounds drawn of its rounds, a season's nights, and when it was written.
   */
  previous?: { drawn: number; rounds: number; savedAt: string } | { nights: number; savedAt: string };
  /**
   * The table sheets here of a draw the previous version lacks (it is from before that `event draw`): copying it over
   * the file would strand them, so it is no fix (their deals would be typed again after a new draw).
   */
  lost?: { sheet: string; round: number; table: number; deals: number }[];
  /**
   * A season's nights and excuses that the file holds, as far as it reads, and its previous version lacks: copying that
   * over the file would drop them (a `season add` or `season excuse` since), so it is no fix.
   */
  lostNights?: { nights: string[]; excusals: { event: string; name: string }[] };
  /** The command that repairs it, when there is one (a season's night whose event is gone: `tafel season remove`). */
  fix?: string;
}

const reasonOf = (e: unknown): { code: string; reason: Text } => {
  if (e instanceof FileProblem) return { code: e.code, reason: e.reason };
  if (e instanceof TafelError) return { code: e.code, reason: e.text };
  throw e;
};

const missing = () =>
  new FileProblem(
    say((t) => t.event.doctorGone),
    'missing',
    '',
    say((t) => t.event.doctorGone),
  );

/**
 * The events (readable ones by uid), the seasons and the table sheets' problems, with the files looked at.
 * `planProblem` is the club's check of a plan against itself (src/event/), asked of every readable event and `.bak`.
 */
export function eventProblems(
  store: Store,
  sheets: readonly { id: string; data: SheetData }[],
  planProblem: (e: EventData) => Text | undefined,
): { problems: EventProblem[]; events: number; seasons: number } {
  const problems: EventProblem[] = [];
  const eventsDir = path.join(store.dir, 'events');
  const seasonsDir = path.join(store.dir, 'seasons');
  const byUid = new Map<string, EventData>();
  const eventIds = listIds(eventsDir);
  // An event's readable previous version, by the problem it belongs to: weighed against the table sheets below.
  const previous = new Map<EventProblem, EventData>();
  /** Problem `p` with its file's previous version, when that reads fine (as `read` reads the file). */
  const add = (p: EventProblem, read: (text: string, f: string) => unknown): void => {
    const bak = `${p.file}.bak`;
    let was: unknown;
    let savedAt = '';
    try {
      if (fs.existsSync(bak)) was = read(readDataFile(bak, missing), bak);
      if (was !== undefined) savedAt = fs.lstatSync(bak).mtime.toISOString();
    } catch {
      // not usable either
    }
    if (was === undefined) {
      problems.push(p);
      return;
    }
    if (isSeason(was)) {
      const lost = seasonLoses(p.file, was);
      problems.push({ ...p, backup: bak, previous: { nights: was.events.length, savedAt }, ...lost });
      return;
    }
    if (!isEvent(was)) {
      problems.push({ ...p, backup: bak });
      return;
    }
    const one = { ...p, backup: bak, previous: { drawn: was.draws.length, rounds: was.rounds, savedAt } };
    problems.push(one);
    previous.set(one, was);
  };
  const check = (kind: 'event' | 'season', id: string, file: string, read: (text: string, f: string) => unknown) => {
    try {
      return read(readDataFile(file, missing), file);
    } catch (e) {
      add({ kind, id, file, ...reasonOf(e) }, read);
      return undefined;
    }
  };
  const readPlan = (id: string) => (text: string, f: string) => {
    const e = decodeEvent(text, f, id);
    if (planProblem(e)) throw new Error('plan');
    return e;
  };
  for (const id of eventIds) {
    const file = path.join(eventsDir, `${id}.json`);
    const e = check('event', id, file, (text, f) => decodeEvent(text, f, id)) as EventData | undefined;
    if (!e) continue;
    const bad = planProblem(e);
    if (bad) add({ kind: 'event', id, file, code: 'plan', reason: bad }, readPlan(id));
    else byUid.set(e.uid, e);
  }
  const seasonIds = listIds(seasonsDir);
  for (const id of seasonIds) {
    const file = path.join(seasonsDir, `${id}.json`);
    const season = check('season', id, file, (text, f) => decodeSeason(text, f, id)) as SeasonData | undefined;
    // A night whose event file is not here at all (one that cannot be read is listed above): every standings of the
    // season is refused with "No event" (until 2026-12-07 doctor said all was well, e.g. after an import of a backup
    // that lacked the event).
    for (const night of season?.events.filter((e) => !eventIds.includes(e)) ?? [])
      problems.push({
        kind: 'season',
        id,
        file,
        code: 'no-event',
        reason: say((t) => t.event.doctorNightGone(night)),
        fix: `tafel season remove ${id} ${night}`,
      });
  }
  const unreadable = new Set(problems.filter((p) => p.kind === 'event').map((p) => p.id));
  for (const { id, data } of sheets) {
    const ref = data.event;
    if (ref === undefined) continue;
    const file = store.sheetPath(id);
    const event = byUid.get(ref.uid);
    const add = (code: string, reason: Text) => problems.push({ kind: 'table', id, file, code, reason });
    // Its event's file is there but cannot be read: that problem is listed already, with its way back.
    if (!event) {
      if (!unreadable.has(ref.id))
        add(
          'no-event',
          say((t) => t.event.doctorNoEvent(ref.id)),
        );
      continue;
    }
    const plan = event.draws.find((d) => d.round === ref.round)?.tables.find((t) => t.table === ref.table);
    if (!plan || plan.sheet !== id)
      add(
        'not-planned',
        say((t) => t.event.doctorNotPlanned(event.id, ref.round, ref.table, event.draws.length)),
      );
    else if (seatPlayers(event, plan.seats).join('\n') !== data.players.join('\n'))
      add(
        'players',
        say((t) => t.event.doctorPlayers(event.id, seatPlayers(event, plan.seats).join(', '))),
      );
  }
  for (const [p, was] of previous) {
    const listed = (ref: NonNullable<SheetData['event']>, id: string) =>
      was.draws.find((d) => d.round === ref.round)?.tables.some((t) => t.table === ref.table && t.sheet === id);
    const lost = sheets
      .filter(({ id, data }) => data.event?.uid === was.uid && !listed(data.event, id))
      .map(({ id, data }) => ({
        sheet: id,
        round: data.event!.round,
        table: data.event!.table,
        deals: data.deals.length,
      }))
      .sort((a, b) => a.round - b.round || a.table - b.table);
    if (lost.length) p.lost = lost;
  }
  return { problems, events: eventIds.length, seasons: seasonIds.length };
}

const isEvent = (v: unknown): v is EventData =>
  typeof v === 'object' && v !== null && (v as { format?: unknown }).format === 'tafel-event';
const isSeason = (v: unknown): v is SeasonData =>
  typeof v === 'object' && v !== null && (v as { format?: unknown }).format === 'tafel-season';

/**
 * The nights and excuses of the season file `file` that its previous version `was` lacks, the file read as far as it
 * reads (each night and excuse on its own; a file cut short, a torn write, up to the cut), as settings.json's presets
 * are weighed; nothing when the file says nothing.
 */
function seasonLoses(file: string, was: SeasonData): Pick<EventProblem, 'lostNights'> {
  let now: unknown;
  try {
    now = asFarAsItReads(readDataFile(file, missing));
  } catch {
    return {};
  }
  if (!isRecord(now)) return {};
  // By Sets: a hand-made file may hold a great many (each once, as the losses are listed).
  const had = new Set(was.events);
  const nights = [...new Set(Array.isArray(now.events) ? now.events : [])].filter(
    (e): e is string => typeof e === 'string' && !had.has(e),
  );
  const key = (x: { event: string; name: string }) => JSON.stringify([x.event, x.name]);
  const seen = new Set(was.excusals.map(key));
  const excusals: { event: string; name: string }[] = [];
  for (const x of Array.isArray(now.excusals) ? now.excusals : []) {
    if (!isRecord(x) || typeof x.event !== 'string' || typeof x.name !== 'string') continue;
    const one = { event: x.event, name: x.name };
    if (seen.has(key(one))) continue;
    seen.add(key(one));
    excusals.push(one);
  }
  return nights.length + excusals.length > 0 ? { lostNights: { nights, excusals } } : {};
}

/**
 * A JSON text read as far as it reads: the value itself, or of a text that stops being JSON (cut short, zeros after a
 * torn write) what comes before, every member and element up to the last whole one, the brackets closed.
 */
function asFarAsItReads(text: string): unknown {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (scanJson(body, false)?.kind === 'deep') return undefined;
  try {
    return JSON.parse(body);
  } catch {
    // below
  }
  const end = jsonErrorAt(body) ?? body.length;
  const open: string[] = [];
  let cut = { at: 0, close: '' };
  let inString = false;
  for (let i = 0; i < end; i++) {
    const c = body[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    else if (c === ',') cut = { at: i, close: open.join('') };
    else if (c === '{' || c === '[' || c === '}' || c === ']') {
      if (c === '{' || c === '[') open.unshift(c === '{' ? '}' : ']');
      else open.shift();
      cut = { at: i + 1, close: open.join('') };
    }
  }
  try {
    return JSON.parse(body.slice(0, cut.at) + cut.close);
  } catch {
    return undefined;
  }
}
