import fs from 'node:fs';
import type { Lang } from '../core/game.js';
import { textsOf } from '../i18n/index.js';
import { eveningOf, eveningsOf, type LoadedSheet } from '../evening/evening.js';
import { settleEvening, type EveningSettlement, type Rates } from '../evening/settle.js';
import { gameById } from '../games/index.js';
import { NOTE_CHARS, shortNote, shortNoted } from '../sheet/note.js';
import type { SheetView } from '../sheet/sheet.js';
import { view } from '../sheet/view.js';
import type { Store } from '../store/store.js';
import { readEventView, type EventView } from './event-board.js';
import { why } from './why.js';

/** What a board shows: the active sheet (followed as it changes), one given sheet, or one evening. */
export type Target =
  | { kind: 'active' }
  | { kind: 'sheet'; id: string }
  | { kind: 'evening'; date: string }
  /** An event's round and standings (`serve --event`); no id: the active event, followed as it changes. */
  | { kind: 'event'; id?: string };

/** A sheet that could not be shown, with the store's or the replay's refusal in the page's language. */
export interface Refusal {
  id?: string;
  text: string;
}

/** One reading of the board, in one language: what the page is rendered from. */
export interface Snapshot {
  lang: Lang;
  /** The evening's date when the board shows an evening. */
  evening?: string;
  sheets: LoadedSheet[];
  refusals: Refusal[];
  /** The settle-up preview of an evening (at the presets' rates as they are now). */
  settlement?: EveningSettlement;
  /** The event board: its plan and standings, read afresh every time (they are never stored). */
  event?: EventView;
}

/**
 * The view a page is made of, each note longer than `record` takes (a hand-edited file's) cut as shortNote cuts it: a
 * scorer's page names the last deal twice (its row and the undo question), and every change sends the page to every
 * phone again. The data stays as read (the keys a phone's write is checked against are the file's).
 */
function shortNotes(v: SheetView): SheetView {
  if (!v.deals.some((d) => (d.note?.length ?? 0) > NOTE_CHARS)) return v;
  const deals = v.deals.map((d) =>
    d.note && d.note.length > NOTE_CHARS ? { ...d, text: shortNoted(d.text, d.note), note: shortNote(d.note) } : d,
  );
  return { ...v, deals };
}

type Entry = { sig: string; racy?: boolean; sheet?: LoadedSheet; refusal?: Refusal };

/**
 * Whether a file changed so lately (`now`, ms) that its inode, size and times do not yet vouch for its text: another
 * text written within the same tick of a coarse file clock (a second on some file systems), on an inode freed and
 * taken again (a round undrawn and drawn again at once), has all four the same. Such a read is kept, never trusted.
 */
export const changedLately = (st: { mtimeMs: number; ctimeMs: number }, now: number): boolean =>
  now - Math.max(st.mtimeMs, st.ctimeMs) < 2000;

/**
 * Reads what the board shows, never writing the data directory: sheets through the store's
 * `loadSheet` (the safe reader, with no upgrade in place and no index of sheets, both of which write),
 * the active sheet from the settings. A sheet is read and replayed again only when its file changed
 * (inode, size, times) or had changed in the two seconds before it was read (`changedLately`), so a board with many
 * clients and an evening of sheets stays cheap.
 */
export class Board {
  private readonly cache = new Map<string, Entry>();

  constructor(
    private readonly store: Store,
    readonly target: Target,
    /** The rates in force, asked at each look: a preset saved while the board runs settles at once. */
    private readonly rates: () => Rates = () => ({}),
  ) {}

  snapshot(lang: Lang): Snapshot {
    const t = textsOf(lang).serve;
    if (this.target.kind === 'evening') return this.evening(this.target.date, lang);
    if (this.target.kind === 'event') {
      const v = readEventView(this.store, this.target.id, lang);
      return 'refusal' in v
        ? { lang, sheets: [], refusals: [{ text: v.refusal }] }
        : { lang, sheets: [], refusals: [], event: v };
    }
    let id: string | undefined;
    if (this.target.kind === 'sheet') id = this.target.id;
    else {
      try {
        id = this.store.readSettings().active;
      } catch (e) {
        return { lang, sheets: [], refusals: [{ text: t.settingsRefused(why(e, lang)) }] };
      }
      if (id === undefined) return { lang, sheets: [], refusals: [{ text: t.noActive }] };
    }
    const e = this.read(id, lang);
    return { lang, sheets: e.sheet ? [e.sheet] : [], refusals: e.refusal ? [e.refusal] : [] };
  }

  private evening(date: string, lang: Lang): Snapshot {
    let ids: string[];
    try {
      ids = this.store.ids();
    } catch (e) {
      return { lang, evening: date, sheets: [], refusals: [{ text: why(e, lang, true) }] };
    }
    const sheets: LoadedSheet[] = [];
    const refusals: Refusal[] = [];
    for (const id of ids) {
      const e = this.read(id, lang);
      if (e.sheet && eveningOf(e.sheet.data.createdAt) === date) sheets.push(e.sheet);
      // An unreadable sheet has no evening to tell; one whose id names this date is shown refused.
      else if (e.refusal && id.startsWith(`${date}-`)) refusals.push(e.refusal);
    }
    const ordered = eveningsOf(sheets).flatMap((ev) => ev.sheets);
    if (ordered.length === 0 && refusals.length === 0) refusals.push({ text: textsOf(lang).serve.noEvening(date) });
    const settlement = ordered.length > 0 ? settleEvening(ordered, this.rates()) : undefined;
    return { lang, evening: date, sheets: ordered, refusals, ...(settlement ? { settlement } : {}) };
  }

  private read(id: string, lang: Lang): Entry {
    let file: string;
    let sig: string;
    let racy: boolean;
    try {
      file = this.store.sheetPath(id);
      const st = fs.lstatSync(file);
      sig = `${st.ino}:${st.size}:${st.mtimeMs}:${st.ctimeMs}`;
      racy = changedLately(st, Date.now());
    } catch {
      return { sig: '', refusal: { id, text: textsOf(lang).serve.gone(id) } };
    }
    const key = `${lang}:${id}`;
    const hit = this.cache.get(key);
    if (hit && hit.sig === sig && !hit.racy) return hit;
    let entry: Entry;
    try {
      const { data } = this.store.loadSheet(id);
      entry = { sig, racy, sheet: { data, game: gameById(data.game), view: shortNotes(view(data, lang)) } };
    } catch (e) {
      entry = { sig, racy, refusal: { id, text: textsOf(lang).serve.refused(id, why(e, lang)) } };
    }
    this.cache.set(key, entry);
    return entry;
  }
}
