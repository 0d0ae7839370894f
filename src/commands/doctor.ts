import fs from 'node:fs';
import path from 'node:path';
import { storageRefused, TafelError, type Text } from '../core/errors.js';
import { say, texts, textsOf, sayIn } from '../i18n/index.js';
import { gameById } from '../games/index.js';
import { localMinute, replay, type SheetData } from '../sheet/sheet.js';
import { decodeSheet, parseSettings } from '../store/decode.js';
import { FileProblem, isPlainFile, listOrNothing, NO_PERMISSION, readDataFile, SETTINGS_FILE } from '../store/files.js';
import { folderFaults } from '../store/folders.js';
import { shellWord } from '../core/shell.js';
import { isFolder, onlyPreviousIds } from '../store/refusals.js';
import { leftoverPid } from '../store/backup.js';
import type { Store } from '../store/store.js';
import { dataDirProblem } from '../store/paths.js';
import { safe } from '../ui/paint.js';
import type { Ctx, Output } from './context.js';
import { planProblem } from '../event/tables.js';
import { eventProblems } from '../store/events/doctor.js';
import { brokenTrash } from '../store/trash/trash.js';
import { usablePresets } from '../store/presets-usable.js';
import { KEY_FILE, readKeyFile } from '../serve/key-file.js';
import { lostText, runRestore } from './doctor-restore.js';
import { settingsFix } from '../store/settings-fix.js';

/** A previous version (`.bak`) of a broken file: whether it can be put back, and what it holds. */
export interface Backup {
  file: string;
  usable: boolean;
  /** Deals in the previous version (sheets only). */
  deals?: number;
  /** Rounds drawn in the previous version, of its rounds (events only). */
  drawn?: number;
  rounds?: number;
  /** Nights in the previous version (seasons only). */
  nights?: number;
  /** When the previous version was written. */
  savedAt?: string;
  reason?: string;
}

export interface Problem {
  kind: 'sheet' | 'settings' | 'directory' | 'lock' | 'event' | 'season' | 'table' | 'key' | 'in-the-way' | 'trash';
  /** The sheet id, "settings.json", or the folder. */
  id: string;
  file: string;
  code: string;
  reason: string;
  backup: Backup | null;
  /** The command that repairs it, when there is one. */
  fix: string | null;
  /**
   * What its usable previous version lacks that is here now, so that putting it back is no fix: settings.json's presets
   * saved since, an event's draws whose table sheets are here.
   */
  restoreLoses?: string;
}

export interface DoctorReport {
  dataDir: string;
  ok: boolean;
  checked: { sheets: number; settings: boolean; events?: number; seasons?: number };
  problems: Problem[];
}

/**
 * What every command does after reading a sheet: find its game and replay every deal. A file that
 * parses but cannot be replayed (an unknown game, a deal the game cannot score) is as unreadable as
 * a torn one, so doctor checks that too. (Whether `record` would have written each deal as it is
 * stored, the store itself checks on every read: a hand-edited Belote "points": 170 replays to
 * plausible nonsense.)
 */
export function checkReplay(data: SheetData, file: string): void {
  let totals: unknown[];
  try {
    // Only whether it replays: no deal's text is made (a language whose texts are not loaded would fail it).
    totals = Object.values(replay(gameById(data.game), data, 'en', { texts: false, stored: true }).totals);
  } catch (e) {
    // A bug's message has no language: the same in every one.
    const message = e instanceof Error ? e.message : String(e);
    const why: Text = e instanceof TafelError ? e.text : texts(() => message);
    const reason = sayIn((t, l) => t.commands.cannotReplay(why[l]));
    throw new FileProblem(
      sayIn((t, l) => t.commands.fileProblem(file, reason[l])),
      'replay',
      file,
      reason,
    );
  }
  if (!totals.every((t) => typeof t === 'number' && Number.isFinite(t))) {
    const reason = say((t) => t.commands.notNumbers);
    throw new FileProblem(
      sayIn((t, l) => t.commands.fileProblem(file, reason[l])),
      'replay',
      file,
      reason,
    );
  }
}

const reasonOf = (e: unknown, lang: Ctx['lang']): { code: string; reason: string } => {
  if (e instanceof FileProblem) return { code: e.code, reason: e.reason[lang] };
  if (e instanceof TafelError) return { code: e.code, reason: e.text[lang] };
  return { code: 'internal', reason: e instanceof Error ? e.message : String(e) };
};

function backupOf(
  file: string,
  decode: (text: string, file: string) => number | undefined,
  lang: Ctx['lang'],
): Backup | null {
  const bak = file + '.bak';
  let savedAt: string;
  try {
    savedAt = fs.lstatSync(bak).mtime.toISOString();
  } catch {
    return null;
  }
  try {
    const deals = decode(
      readDataFile(bak, () => storageRefused((t) => t.commands.backupGone, 'missing')),
      bak,
    );
    return { file: bak, usable: true, ...(deals !== undefined ? { deals } : {}), savedAt };
  } catch (e) {
    return { file: bak, usable: false, savedAt, reason: reasonOf(e, lang).reason };
  }
}

const decodeChecked =
  (id: string) =>
  (text: string, file: string): number => {
    const { data } = decodeSheet(text, file, id);
    checkReplay(data, file);
    return data.deals.length;
  };

/** `chmod <mode> <file>`, which gives the user the permission tafel lacks there; null when another user owns it. */
function chmodFix(file: string, mode: string, store: Store): string | null {
  const uid = store.locks.host.uid;
  let owner: number | undefined;
  try {
    owner = fs.statSync(file).uid;
  } catch {
    // gone meanwhile, or its folder cannot be searched (listed itself)
  }
  return uid === undefined || owner === undefined || owner === uid ? `chmod ${mode} ${shellWord(file)}` : null;
}

/** Lists every sheet and settings file that a command could not read, with the reason and the way back. */
export function diagnose(store: Store, lang: Ctx['lang']): DoctorReport {
  const problems: Problem[] = [];
  const t = textsOf(lang).commands;
  if (fs.existsSync(store.dir) && !fs.statSync(store.dir).isDirectory()) {
    const [id, reason] = [store.dir, t.notAFolder];
    problems.push({ kind: 'directory', id, file: id, code: 'not-a-folder', reason, backup: null, fix: null });
  }
  // Below a file (data/x where data is a file) nothing exists, and "everything reads fine" would be a lie.
  const below = problems.length === 0 ? dataDirProblem(store.dir) : undefined;
  if (below)
    problems.push({
      kind: 'directory',
      id: store.dir,
      file: below.at ?? store.dir,
      code: 'not-a-folder',
      reason: below.text[lang],
      backup: null,
      fix: null,
    });
  // Its folders (sheets, events, seasons, deleted): a file in the place of one, or one the user may not read or write
  // in, refuses every write there (until 2026-12-07 doctor said "everything reads fine").
  const faults = problems.length === 0 ? folderFaults(store.dir) : [];
  // Nothing can be listed in a data directory or sheets folder that is a file or cannot be read.
  const at = [store.dir, store.sheetsDir];
  const unlisted = problems.length > 0 || faults.some((f) => f.fault !== 'unwritable' && at.includes(f.folder));
  for (const { folder, fault, code = '' } of faults) {
    const denied = fault !== 'file';
    problems.push({
      kind: 'directory',
      id: folder,
      file: folder,
      code: denied ? NO_PERMISSION : 'not-a-folder',
      reason: denied ? t.doctor.folderDenied(fault === 'unwritable', code) : t.notAFolder,
      backup: null,
      fix: denied ? chmodFix(folder, 'u+rwx', store) : null,
    });
  }
  if (unlisted) return { dataDir: store.dir, ok: false, checked: { sheets: 0, settings: false }, problems };
  let settings = false;
  const settingsProblem = (why: { code: string; reason: string }): void => {
    const file = store.settingsPath;
    const backup = backupOf(file, (text, f) => void usablePresets(parseSettings(text, f), f), lang);
    // One preset that cannot start a sheet is deleted, not the file restored: that would take back every change since.
    // A restore that would lose what the file holds now (a preset saved since a hand edit) is no fix to offer: it
    // refuses itself (until 2026-12-07 doctor offered it all the same). Judged as every refusal of the file judges it.
    const fix = settingsFix(file);
    problems.push({
      kind: 'settings',
      id: SETTINGS_FILE,
      file,
      ...why,
      backup,
      fix: fix.preset
        ? `tafel preset delete ${fix.preset}`
        : fix.restore
          ? `tafel doctor --restore ${SETTINGS_FILE}`
          : null,
      ...(fix.lost ? { restoreLoses: lostText(fix.lost, lang) } : {}),
    });
  };
  try {
    settings = fs.existsSync(store.settingsPath);
    // The saved tables too, as `tafel new --preset` takes them: a command that refuses a bad one sends the user here.
    usablePresets(store.readSettings(), store.settingsPath);
    // Its previous version when the file is gone (removed by hand), as of a sheet: `--restore settings.json` brings
    // back the presets, the active sheet and the language.
    if (!settings && fs.existsSync(`${store.settingsPath}.bak`))
      settingsProblem({ code: 'missing', reason: textsOf(lang).commands.doctor.settingsOnlyPrevious });
  } catch (e) {
    settingsProblem(reasonOf(e, lang));
  }
  const ids = store.ids();
  const tables: { id: string; data: SheetData }[] = [];
  for (const id of ids) {
    const file = store.sheetPath(id);
    try {
      // loadSheet, not readSheet: doctor only looks, it never upgrades a file.
      const { data } = store.loadSheet(id);
      checkReplay(data, file);
      if (data.event !== undefined) tables.push({ id, data });
    } catch (e) {
      const backup = backupOf(file, decodeChecked(id), lang);
      problems.push({
        kind: 'sheet',
        id,
        file,
        ...reasonOf(e, lang),
        backup,
        fix: backup?.usable ? `tafel doctor --restore ${id}` : null,
      });
    }
  }
  // A previous version whose sheet file is gone (removed by hand, lost with a disk): `--restore <id>` brings it back.
  for (const id of onlyPreviousIds(store.sheetsDir, ids)) {
    const file = store.sheetPath(id);
    const backup = backupOf(file, decodeChecked(id), lang);
    problems.push({
      kind: 'sheet',
      id,
      file,
      code: 'missing',
      reason: textsOf(lang).commands.doctor.onlyPrevious,
      backup,
      fix: backup?.usable ? `tafel doctor --restore ${id}` : null,
    });
  }
  // events/, seasons/ and the table sheets against their events (src/store/events/doctor.ts; the plan is checked
  // by src/event/tables.ts); missing scorer copies are fine.
  const ev = eventProblems(store, tables, planProblem);
  for (const p of ev.problems) {
    const et = textsOf(lang).event;
    const lost = p.lost
      ? et.doctorLostDraws(p.lost)
      : p.lostNights && et.doctorLostNights(p.lostNights.nights, p.lostNights.excusals);
    problems.push({
      kind: p.kind,
      id: p.id,
      file: p.file,
      code: p.code,
      reason: p.reason[lang],
      backup: p.backup ? { file: p.backup, usable: true, ...p.previous } : null,
      fix: p.fix ?? null,
      ...(lost ? { restoreLoses: lost } : {}),
    });
  }
  // A deleted sheet's record that does not read, or a trash folder that is a link: undelete refuses it (until
  // 2026-12-07 doctor said all was well, and undelete followed the link or removed the broken file).
  for (const b of brokenTrash(store.dir, new Date()))
    problems.push({
      kind: 'trash',
      id: b.id,
      file: b.file,
      code: 'corrupt',
      reason: b.why[lang],
      backup: null,
      fix: null,
    });
  // The scorer links' key (serve-key): read as `tafel serve --scorer` and `tafel event cards` read it.
  try {
    readKeyFile(store);
  } catch (e) {
    const file = path.join(store.dir, KEY_FILE);
    problems.push({ kind: 'key', id: KEY_FILE, file, ...reasonOf(e, lang), backup: null, fix: null });
  }
  // A folder made where tafel keeps a file's previous version or takes its lock: every write of that file is refused
  // until it is moved away (until 2026-12-07 doctor said "everything reads fine"); and one named like a temporary file,
  // which stops the write of the run of that process number (until 2026-12-07 every write of its file).
  const folders = [store.dir, store.sheetsDir, path.join(store.dir, 'events'), path.join(store.dir, 'seasons')];
  for (const dir of folders) {
    for (const name of listOrNothing(dir)) {
      const temporary = leftoverPid(name) !== undefined;
      const file = path.join(dir, name);
      if ((!temporary && !name.endsWith('.bak') && !name.endsWith('.lock')) || !isFolder(file)) continue;
      const d = textsOf(lang).commands.doctor;
      const reason = temporary ? d.temporaryInTheWay : d.inTheWay;
      problems.push({ kind: 'in-the-way', id: name, file, code: 'in-the-way', reason, backup: null, fix: null });
    }
  }
  // A lock that tafel never breaks by itself: its holder is on another host, boot or PID namespace (lock.ts); and one
  // that names nobody, which the next command breaks (until 2026-12-07 said to be never broken, as the first).
  for (const dir of [store.dir, store.sheetsDir]) {
    for (const name of fs.existsSync(dir) ? fs.readdirSync(dir).filter((n) => n.endsWith('.lock')) : []) {
      const file = path.join(dir, name);
      if (isFolder(file)) continue; // listed above
      const lock = store.locks.describe(file);
      if (lock?.life !== 'unknown' && lock?.life !== 'torn') continue;
      const reason = lock.life === 'torn' ? t.tornLock : t.lockedElsewhere(lock.holder, file);
      problems.push({
        kind: 'lock',
        id: name.slice(0, -5),
        file,
        code: lock.life === 'torn' ? 'torn-lock' : 'locked-elsewhere',
        reason,
        backup: null,
        fix: null,
      });
    }
  }
  // A file the user may not read may well be whole: the permission is its fix, not a restore that would lose its last
  // change (until 2026-12-07 doctor offered the restore).
  for (const p of problems.filter((x) => x.code === NO_PERMISSION && x.kind !== 'directory')) {
    Object.assign(p, { backup: null, fix: chmodFix(p.file, 'u+r', store) });
    delete p.restoreLoses;
  }
  return {
    dataDir: store.dir,
    ok: problems.length === 0,
    checked: { sheets: ids.length, settings, events: ev.events, seasons: ev.seasons },
    problems,
  };
}

function reportText(r: DoctorReport, lang: Ctx['lang']): string {
  const l = textsOf(lang).commands.doctor;
  if (r.ok) return `${l.checked(r.checked, safe(r.dataDir))}: ${l.fine}`;
  const lines = [`${l.checked(r.checked, safe(r.dataDir))}: ${l.broken(r.problems.length)}`];
  for (const p of r.problems) {
    lines.push(`  ${safe(p.id)}: ${safe(p.reason)}`, `    ${l.file}: ${safe(p.file)}`);
    // A file or folder the user may not read or write in: the permission is the fix, its owner's to give if not theirs.
    if (p.code === NO_PERMISSION) {
      lines.push(`    ${p.fix ? `${l.permissionFix}: ${safe(p.fix)}` : l.ownerHint}`);
      continue;
    }
    const b = p.backup;
    const et = textsOf(lang).event;
    if (p.kind === 'season' && p.fix) lines.push(`    ${et.doctorNightFix}: ${safe(p.fix)}`);
    else if (p.kind === 'season' && b?.nights !== undefined) {
      const saved = b.savedAt ? localMinute(b.savedAt) : undefined;
      lines.push(`    ${safe(et.doctorSeasonBackup(b.file, b.nights, saved, p.restoreLoses, p.id))}`);
    } else if (p.kind === 'event' || p.kind === 'season') {
      const was =
        b?.drawn !== undefined
          ? { drawn: b.drawn, rounds: b.rounds!, savedAt: b.savedAt ? localMinute(b.savedAt) : undefined }
          : undefined;
      lines.push(`    ${b ? safe(et.doctorBackup(b.file, was, p.restoreLoses)) : safe(et.doctorEventHint(p.file))}`);
    }
    if (p.kind === 'key') lines.push(`    ${textsOf(lang).serve.keyFileHint}`);
    if (p.kind === 'trash') lines.push(`    ${l.trashHint(safe(p.id))}`);
    if (p.kind === 'event' || p.kind === 'season' || p.kind === 'table' || p.kind === 'key' || p.kind === 'trash')
      continue;
    if (p.kind === 'settings' && p.fix?.startsWith('tafel preset delete '))
      lines.push(`    ${l.deletePreset}: ${p.fix}`);
    else if (b?.usable && p.restoreLoses !== undefined)
      lines.push(
        `    ${l.prev(b.deals, b.savedAt && localMinute(b.savedAt))}; ${l.restoreLoses(safe(p.restoreLoses))}`,
      );
    else if (b?.usable)
      lines.push(`    ${l.prev(b.deals, b.savedAt && localMinute(b.savedAt))}; ${l.putBack}: ${p.fix}`);
    else if (p.kind === 'directory') lines.push(`    ${p.id === r.dataDir ? l.dirHint : l.folderFileHint}`);
    else if (p.kind === 'lock' || p.kind === 'in-the-way') continue;
    else {
      const prev = b ? l.prevBad(safe(b.file), safe(b.reason ?? '')) : l.noPrev;
      // A settings.json that is no plain file (a FIFO, a folder, a link) holds nothing to repair or lose: moved away.
      const settings = isPlainFile(p.file) ? l.settingsHint : l.settingsMoveHint;
      lines.push(`    ${prev}; ${p.kind === 'settings' ? settings : l.sheetHint(p.id)}`);
    }
  }
  return lines.join('\n');
}

export async function runDoctor(ctx: Ctx, opts: { restore?: string; force?: boolean }): Promise<Output> {
  if (opts.restore !== undefined) return runRestore(ctx, opts.restore, Boolean(opts.force), checkReplay);
  const report = diagnose(ctx.store, ctx.lang);
  return { json: report, text: (c) => reportText(report, c.lang), exitCode: report.ok ? 0 : 1 };
}
