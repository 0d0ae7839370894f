import { StorageError, storageRefused } from '../core/errors.js';
import { isRecord } from '../core/own.js';
import { sayIn, textsOf } from '../i18n/index.js';
import { listed } from '../i18n/lang.js';
import type { SheetData } from '../sheet/sheet.js';
import { readDataFile, SETTINGS_FILE } from '../store/files.js';
import { scanJson } from '../store/json.js';
import { usablePresets } from '../store/presets-usable.js';
import { type Lost, lostByRestore } from '../store/settings-fix.js';
import { safe } from '../ui/paint.js';
import { exactSheetId, type Ctx, type Output } from './context.js';

/*
 * `tafel doctor --restore <id>|settings.json`; what a restore of settings.json would lose is judged where doctor's
 * listing and every refusal of the file judge it (store/settings-fix.ts). The listing itself is doctor.ts.
 */

/** What `--restore settings.json` would lose (store/settings-fix.ts), said in `lang` ("preset zondag"). */
export function lostText(lost: Lost, lang: Ctx['lang']): string {
  const d = textsOf(lang).commands.doctor;
  return listed([...lost.presets.map(d.lostPreset), ...lost.fields.map(d.lostField)], lang);
}

/** A sheet's state that a restore may take back without the user guessing it: as the broken file held it, and now. */
export type SheetChange =
  | { field: 'finished'; was: boolean; now: boolean; sharePot: boolean }
  | { field: 'title'; was: string; now: string }
  | { field: 'players'; was: string[]; now: string[] }
  | { field: 'set'; was: Record<string, string>; now: Record<string, string> };

/**
 * What the restore of a sheet changed besides its deals (which the answer counts): whether it is finished, its title,
 * its players and its house rules, compared with the broken file read as far as it reads (each field on its own, as
 * settings.json's is). Null when that file is gone or no JSON object at all: nothing can be compared.
 */
export function sheetChanges(current: string | undefined, restored: SheetData): SheetChange[] | null {
  const body = current?.charCodeAt(0) === 0xfeff ? current.slice(1) : current;
  let v: unknown;
  try {
    v = body === undefined || scanJson(body, false)?.kind === 'deep' ? undefined : JSON.parse(body);
  } catch {
    return null;
  }
  if (!isRecord(v)) return null;
  const texts = (x: unknown): x is string[] => Array.isArray(x) && x.every((p) => typeof p === 'string');
  const pairs = (x: unknown): x is Record<string, string> =>
    isRecord(x) && Object.values(x).every((p) => typeof p === 'string');
  const changes: SheetChange[] = [];
  if (typeof v.closed === 'boolean' && v.closed !== restored.closed)
    changes.push({ field: 'finished', was: v.closed, now: restored.closed, sharePot: v.sharePot === true });
  if (typeof v.title === 'string' && v.title !== restored.title)
    changes.push({ field: 'title', was: v.title, now: restored.title });
  if (texts(v.players) && v.players.join('\n') !== restored.players.join('\n'))
    changes.push({ field: 'players', was: v.players, now: restored.players });
  const house = (s: Record<string, string>) => JSON.stringify(Object.entries(s).sort());
  if (pairs(v.set) && house(v.set) !== house(restored.set))
    changes.push({ field: 'set', was: v.set, now: restored.set });
  return changes;
}

/** The lines that say what the restore of sheet `id` changed (`sheetChanges`); `closed`: whether it is finished now. */
function changeLines(id: string, changes: SheetChange[] | null, closed: boolean, lang: Ctx['lang']): string[] {
  const d = textsOf(lang).commands.doctor;
  // The broken file said nothing: an open sheet may have been finished since its previous version.
  if (changes === null) return closed ? [] : [d.openUnknown(id)];
  const pairs = (s: Record<string, string>) => Object.entries(s).map(([k, x]) => `${k}=${x}`);
  const lines: string[] = [];
  const back: string[] = [];
  for (const c of changes) {
    if (c.field === 'finished') lines.push(c.now ? d.closedAgain(id) : d.noLongerFinished(id, c.sharePot));
    else if (c.field === 'title') back.push(d.titleBack(safe(c.now), safe(c.was)));
    else if (c.field === 'players') back.push(d.playersBack(listed(c.now, lang), listed(c.was, lang)));
    else back.push(d.houseBack(pairs(c.now).join(' '), pairs(c.was).join(' ')));
  }
  return back.length ? [...lines, d.alsoBack(listed(back, lang))] : lines;
}

/**
 * `--restore <id>` takes the exact id (restoring is not undone lightly), or settings.json (`settings` too, when no
 * sheet has that id).
 */
function restoreTarget(ctx: Ctx, given: string): string {
  if (given === SETTINGS_FILE) return given;
  if (given === 'settings' && !ctx.store.exists(given) && !ctx.store.onlyPrevious(given)) return SETTINGS_FILE;
  ctx.store.sheetPath(given); // refuses what is not an id at all (a path...)
  // A sheet whose file is gone but whose previous version is still there can be restored by its id.
  return exactSheetId(ctx, given, true);
}

/** `tafel doctor --restore <given>`: `checkReplay` is doctor's check that a sheet replays. */
export async function runRestore(
  ctx: Ctx,
  given: string,
  force: boolean,
  checkReplay: (data: SheetData, file: string) => void,
): Promise<Output> {
  const target = restoreTarget(ctx, given);
  // A previous version that lacks what the file holds now is put back only with --force (until 2026-12-07 the
  // presets saved after a hand edit went without a word).
  const guard = (current: string | undefined, previous: string): void => {
    const file = ctx.store.settingsPath;
    const lost = force ? undefined : lostByRestore(current, previous, file);
    if (lost === undefined) return;
    const said = sayIn((t, l) => t.commands.doctor.restoreWouldLose(file, lostText(lost, l)));
    throw new StorageError(said, 'would-lose');
  };
  if (target === SETTINGS_FILE) {
    const r = await ctx.store.restoreSettings(usablePresets, guard);
    const json = { restored: target, file: r.file, from: r.from, broken: r.broken };
    return { json, text: (c) => restoredText(c.lang, target, undefined, r.broken, []) };
  }
  // The broken file as it was, to say what the restore changed besides the deals (until 2026-12-07 nothing: a sheet
  // finished last came back open unsaid).
  let before: string | undefined;
  try {
    before = readDataFile(ctx.store.sheetPath(target), () => storageRefused((t) => t.commands.backupGone, 'missing'));
  } catch {
    before = undefined;
  }
  const r = await ctx.store.restoreSheet(target, checkReplay);
  const now = ctx.store.loadSheet(target).data;
  const changes = sheetChanges(before, now);
  const json = { restored: target, file: r.file, from: r.from, broken: r.broken, deals: r.deals, changes };
  return {
    json,
    text: (c) => restoredText(c.lang, target, r.deals, r.broken, changeLines(target, changes, now.closed, c.lang)),
  };
}

function restoredText(
  lang: Ctx['lang'],
  target: string,
  deals: number | undefined,
  broken: string | null,
  more: string[],
): string {
  const l = textsOf(lang).commands.doctor;
  return [l.restored(safe(target), deals), ...more, ...(broken ? [`${l.kept} ${safe(broken)}`] : [])].join('\n');
}
