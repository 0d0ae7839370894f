import fs from 'node:fs';
import { isRecord } from '../core/own.js';
import { dealRefused, misused, storageRefused, withText } from '../core/errors.js';
import { sayIn, textsOf } from '../i18n/index.js';
import { formatCents, formatMoney, formatRate, parseRate, parseStake } from '../core/money.js';
import { pairsOf } from '../core/settings.js';
import { shellWord } from '../core/shell.js';
import { settingsJson } from '../core/setting-json.js';
import {
  checkPresetName,
  findPreset,
  gameNamed,
  parseRateFlags,
  newOptions,
  otherRules,
  presetNames,
  storedPresets,
  unknownPreset,
} from '../evening/presets.js';
import { PRESET_FIELDS, presetsIn, type Preset, type Presets } from '../store/presets-read.js';
import { checkPresetRules, presetFault, rulesOf } from '../store/presets-usable.js';
import { parseSettings } from '../store/decode.js';
import { readDataFile } from '../store/files.js';
import { aliasRules, gameById } from '../games/index.js';
import { buildSheet } from '../sheet/build.js';
import { wrapWords } from '../ui/fit.js';
import { safe } from '../ui/paint.js';
import { textWidth } from '../ui/table.js';
import { resolveSheetId, type Ctx, type Output } from './context.js';

export interface PresetFlags {
  fromSheet?: string;
  game?: string;
  players?: string;
  rules?: string;
  set?: string[];
  stake?: string;
  rate?: string[];
}

/** A preset as `preset save` makes it; `updated`: the preset of that name was kept under the flags given. */
interface Saved {
  preset: Preset;
  updated: boolean;
  /** House rules of the preset or sheet left out, as they were for `from` (its game and rule set). */
  dropped: Record<string, string>;
  from: string;
  /** The preset of that name before, by the name it had. */
  previous?: [string, Preset];
}

/**
 * Builds the preset from a sheet and/or new's flags, checked the way `tafel new` checks a sheet. The preset of that
 * name (`old`) is updated when it is of the same game and can start a sheet: what is not given is kept, house rules
 * and rates key by key, and a newer tafel's fields; otherwise it is replaced.
 */
function buildPreset(
  ctx: Ctx,
  name: string,
  f: PresetFlags,
  old: [string, Preset] | undefined,
  fromSheet?: string,
): Saved {
  let sheet: Preset | undefined;
  if (fromSheet !== undefined) {
    const d = ctx.store.readSheet(fromSheet);
    sheet = {
      game: d.game,
      rules: d.rules,
      set: d.set,
      players: d.players,
      ...(d.stakeCents !== undefined ? { stake: formatCents(d.stakeCents) } : {}),
    };
  }
  // The rates typed are read first: a value mistyped is named before what else the preset lacks.
  const typedRates = parseRateFlags(f.rate ?? []);
  const usable = old && presetFault(old[0], old[1]) === undefined ? old[1] : undefined;
  const gameId = f.game ?? sheet?.game ?? usable?.game;
  if (gameId === undefined) {
    // A preset of that name that cannot start a sheet is no game to update: said as its fault, with the file.
    if (old) checkPresetRules(old[0], old[1], ctx.store.settingsPath);
    throw misused((t) => t.commands.presetHoldsWhat);
  }
  // A game typed with --game is a flag's value; the sheet's or the preset's is one tafel wrote.
  const game = f.game === undefined ? gameById(gameId) : gameNamed(gameId);
  if (sheet && sheet.game !== game.id) {
    const sheetGame = sheet.game;
    throw misused((t) => t.commands.gameNotSheet(game.id, String(f.fromSheet), sheetGame));
  }
  const kept = usable?.game === game.id ? usable : undefined;
  // A sheet gives its whole table (its house rules too) but the rates.
  const base: Preset = { ...(kept ?? { game: game.id }), ...sheet };
  // A name of the game may stand for a rule set (chinees-poepen: boerenbridge poepen), as on `tafel new`.
  const rules = f.rules ?? (f.game === undefined ? undefined : aliasRules(f.game));
  // Another rule set than the preset's or the sheet's takes none of their house rules: only the ones typed now.
  const other = otherRules(base, rules) !== undefined;
  const opts = newOptions(
    { ...base, set: other ? undefined : base.set },
    { players: f.players, rules, set: f.set, stake: f.stake },
  );
  // The very check of `tafel new`; a preset without players is checked with stand-ins.
  const stand = Array.from({ length: game.players.min }, (_, i) => `P${i + 1}`).join(',');
  const build = (set: string[] | undefined, stake = opts.stake) =>
    buildSheet(game.id, { ...opts, set, stake, players: opts.players ?? stand }, ctx.now(), () => false);
  let data: ReturnType<typeof build>;
  try {
    // A money game's missing stake is said last, with this very line as the example (until 2026-12-07 the game's
    // `tafel new` line, which started a sheet).
    if (game.unit === 'money' && opts.stake === undefined) {
      build(opts.set, '1');
      const players = f.players ? ` --players ${shellWord(f.players)}` : '';
      const line = `tafel preset save ${name} --game ${game.id}${players}`;
      throw misused((t) => t.commands.presetNeedsStake(game.id, line));
    }
    data = build(opts.set);
  } catch (e) {
    throw old && kept ? keptRefused(e, old[0], opts.set ?? [], f.set ?? [], build, 'save') : e;
  }
  const rates = { ...kept?.rates, ...typedRates };
  return {
    preset: {
      game: game.id,
      ...(data.rules !== game.defaultRules || opts.rules !== undefined ? { rules: data.rules } : {}),
      ...(Object.keys(data.set).length ? { set: data.set } : {}),
      ...(opts.players !== undefined ? { players: data.players } : {}),
      ...(data.stakeCents !== undefined ? { stake: formatCents(data.stakeCents) } : {}),
      ...(Object.keys(rates).length ? { rates } : {}),
      // Of the preset updated, the fields a newer tafel wrote (reliability.md).
      ...Object.fromEntries(Object.entries(base).filter(([k]) => !PRESET_FIELDS.includes(k))),
    },
    updated: kept !== undefined,
    dropped: other ? { ...base.set } : {},
    from: `${game.id} ${rulesOf(base)}`,
    previous: old,
  };
}

/**
 * A preset update (`on`: a save) or a sheet started from one (`new --preset`) refused for a house rule the preset keeps
 * (not one typed now: `deals=8` that 5 players cannot play) says so, with the way on: the key given anew on this line.
 * `e` as it is when the typed ones alone are refused too.
 */
export function keptRefused(
  e: unknown,
  name: string,
  set: string[],
  typed: string[],
  build: (set: string[]) => unknown,
  on: 'save' | 'new',
): unknown {
  const typedKeys = new Set(typed.map((p) => p.split('=')[0]));
  const kept = set.filter((p) => !typedKeys.has(p.split('=')[0]));
  const passes = (s: string[]) => {
    try {
      build(s);
      return true;
    } catch {
      return false;
    }
  };
  if (!dealRefused(e) || kept.length === 0 || !passes(set.filter((p) => !kept.includes(p)))) return e;
  const alone = kept.filter((p) => passes(set.filter((q) => q !== p)));
  const named = alone.length ? alone : kept;
  const keys = named.map((p) => `--set ${p.split('=')[0]}=`);
  return withText(
    e,
    sayIn((t, l) => t.commands.presetKeptRefused(e.text[l].replace(/\.$/, ''), name, named.join(' '), keys, on)),
  );
}

/** What a preset holds, as `preset list` says it: the game (and rules), players, stake, house rules and rates. */
function presetParts(p: Preset, lang: Ctx['lang']): string[] {
  const t = textsOf(lang).commands;
  return [
    p.game + (p.rules ? ` (${p.rules})` : ''),
    p.players ? p.players.join(', ') : t.playersAtStart,
    ...(p.stake ? [`${t.stake} ${formatCents(parseStake(p.stake), lang)}`] : []),
    ...(p.set && Object.keys(p.set).length ? [pairsOf(p.set).join(' ')] : []),
    ...(p.rates
      ? [
          Object.entries(p.rates)
            .map(([g, r]) => `${g} ${formatRate(parseRate(r)!, lang)}${t.perPointShort}`)
            .join(', '),
        ]
      : []),
  ];
}

/**
 * A preset as its --json gives it: the house rules as a sheet's `options` (`"samen.8": 8`), the stake and each rate as
 * numbers (0.1, 0.05), as the sheet made from it and `tafel settle` give them. settings.json keeps them as typed; a
 * stored preset's stake and rates are read as amounts (presets-read.ts), so each has its number.
 */
function presetJson(p: Preset): Record<string, unknown> {
  return {
    ...p,
    ...(p.set ? { set: settingsJson(p.set) } : {}),
    ...(p.stake !== undefined ? { stake: parseStake(p.stake) / 100 } : {}),
    ...(p.rates
      ? { rates: Object.fromEntries(Object.entries(p.rates).map(([g, r]) => [g, Number(formatRate(parseRate(r)!))])) }
      : {}),
  };
}

/**
 * `label` then `text`, wrapped at the terminal's width with the continuation lines under the text's first column, so
 * that a listing's columns stay aligned. Left whole when there is no width or under 10 columns beside the label.
 */
function besideLabel(label: string, text: string, width: number | undefined): string {
  const at = textWidth(label);
  if (!width || at + textWidth(text) <= width || width - at < 10) return label + text;
  return wrapWords(text, width - at)
    .map((l, i) => (i === 0 ? label : ' '.repeat(at)) + l)
    .join('\n');
}

/** One line: the game, rules, players, stake, house rules and rates. */
export const describePreset = (p: Preset, lang: Ctx['lang']): string => safe(presetParts(p, lang).join('; '));

export async function runPresetSave(ctx: Ctx, typed: string, f: PresetFlags): Promise<Output> {
  const asked = checkPresetName(typed.normalize('NFC'));
  let saved!: Saved;
  let name = asked;
  // The sheet by its id, a beginning or its title, found before the lock (finding a title reads the sheets).
  const fromSheet = f.fromSheet === undefined ? undefined : await resolveSheetId(ctx, f.fromSheet);
  // Built under the lock of settings.json: the preset it updates is the one it replaces.
  await ctx.store.updateSettings((s) => {
    const all = presetsIn(s, ctx.store.settingsPath);
    const old = findPreset(all, asked);
    saved = buildPreset(ctx, asked, f, old, fromSheet);
    // A preset saved over keeps its name and its place: `Vrijdag` typed finds `vrijdag`, as `preset show`, `delete`
    // and `new --preset` find it, and it stays `vrijdag` (rules-notes; until 2026-12-08 it became `Vrijdag`, unsaid).
    name = old?.[0] ?? asked;
    return { ...s, presets: { ...all, [name]: saved.preset } };
  });
  const { preset, updated, dropped, from, previous } = saved;
  const replaced = previous !== undefined && !updated;
  // Saved again as it was: nothing written (updateSettings), and said so, as `set` says it (until 2026-12-07
  // "updated"; until 2026-12-08 the preset was moved last in settings.json, which was written).
  const unchanged = updated && JSON.stringify(previous?.[1]) === JSON.stringify(preset);
  return {
    json: {
      name,
      ...presetJson(preset),
      updated,
      replaced,
      ...(previous ? { previous: { name: previous[0], ...presetJson(previous[1]) } } : {}),
      ...(Object.keys(dropped).length ? { droppedSet: settingsJson(dropped) } : {}),
    },
    text: (c) => {
      const t = textsOf(c.lang).commands;
      const what = describePreset(preset, c.lang);
      const left = Object.keys(dropped).length
        ? t.presetLeftOut(from, String(preset.rules), safe(pairsOf(dropped).join(' ')))
        : '';
      if (previous && replaced) {
        const [game, ...rest] = presetParts(previous[1], c.lang);
        return t.presetReplaced(name, safe(game), safe(rest.join('; ')), what, left);
      }
      if (unchanged) return t.presetUnchanged(name, what);
      return updated ? t.presetUpdated(name, what, left) : t.presetSaved(name, what, left);
    },
  };
}

/**
 * How many presets settings.json.bak holds when settings.json is gone (removed by hand): `tafel doctor --restore
 * settings.json` brings them back. None when settings.json is there (the .bak is then the version before the last
 * change) or the .bak cannot be read (doctor says why).
 */
function presetsOnlyPrevious(ctx: Ctx): number {
  const file = ctx.store.settingsPath;
  if (fs.existsSync(file)) return 0;
  const bak = `${file}.bak`;
  try {
    const text = readDataFile(bak, () => storageRefused((t) => t.commands.backupGone, 'missing'));
    return presetNames(presetsIn(parseSettings(text, bak), bak)).length;
  } catch {
    return 0;
  }
}

export async function runPresetList(ctx: Ctx): Promise<Output> {
  const presets = storedPresets(ctx.store);
  const names = presetNames(presets);
  const previous = names.length === 0 ? presetsOnlyPrevious(ctx) : 0;
  return {
    json: { presets: names.map((n) => ({ name: n, ...presetJson(presets[n]) })) },
    text: (c) => {
      const t = textsOf(c.lang).commands;
      if (names.length === 0) return previous ? `${t.noPresets}\n${t.presetsInPrevious(previous)}` : t.noPresets;
      // Wrapped at the terminal's width under the description, not under the name.
      return names
        .map((n) => besideLabel(`${n.padEnd(12)} `, describePreset(presets[n], c.lang), c.screen.width))
        .join('\n');
    },
  };
}

export async function runPresetShow(ctx: Ctx, name: string): Promise<Output> {
  const presets = storedPresets(ctx.store);
  const found = findPreset(presets, name);
  if (!found) throw unknownPreset(presets, name);
  const [n, p] = found;
  // Shown as it is, and said when it cannot start a sheet, as doctor says it (a look is no refusal: exit 0).
  const fault = presetFault(n, p);
  return {
    json: { name: n, ...presetJson(p), ...(fault ? { problem: fault.en } : {}) },
    text: (c) => {
      const t = textsOf(c.lang).commands;
      const k = t.presetRows;
      const rows: [string, string][] = [
        [k.game, p.game],
        [k.rules, p.rules ?? gameById(p.game).defaultRules],
        [k.players, p.players?.join(', ') ?? '-'],
        ...(p.stake ? [[k.stake, formatMoney(Number(p.stake), c.lang)] as [string, string]] : []),
        [
          k.set,
          Object.entries(p.set ?? {})
            .map(([key, v]) => `${key}=${v}`)
            .join(' ') || '-',
        ],
        [
          k.rates,
          Object.entries(p.rates ?? {})
            .map(([g, r]) => `${g}=${formatRate(parseRate(r)!, c.lang)}`)
            .join(' ') || '-',
        ],
      ];
      const lines = rows.map(([key, v]) => besideLabel(`  ${key.padEnd(12)} `, safe(v), c.screen.width));
      const problem = fault ? [safe(textsOf(c.lang).evening.presetCannotStart(n, ctx.store.settingsPath, fault))] : [];
      return [safe(t.presetTitle(n)), ...lines, ...problem].join('\n');
    },
  };
}

export async function runPresetDelete(ctx: Ctx, name: string): Promise<Output> {
  let gone: string | undefined;
  await ctx.store.updateSettings((s) => {
    // A preset that does not read (`"stake": -5`) is deleted all the same: that is its fix, as doctor and every refusal
    // of it offer it (until 2026-12-07 the delete was refused as every other use of the presets was).
    const all = isRecord(s.presets) ? { ...(s.presets as Presets) } : presetsIn(s, ctx.store.settingsPath);
    const found = findPreset(all, name);
    if (!found) throw unknownPreset(all, name);
    gone = found[0];
    delete all[found[0]];
    return { ...s, presets: all };
  });
  return { json: { deleted: gone }, text: (c) => textsOf(c.lang).commands.presetDeleted(gone) };
}

/** `tafel play` without an open sheet: the presets first, as choices of its menu. */
export function presetChoices(ctx: Ctx): { value: string; name: string; description: string }[] {
  let presets: Presets;
  try {
    presets = storedPresets(ctx.store);
  } catch {
    return [];
  }
  // Only a preset with players can start a sheet without more questions.
  return presetNames(presets)
    .filter((n) => presets[n].players !== undefined)
    .map((n) => ({
      value: `+preset:${n}`,
      name: textsOf(ctx.lang).commands.newFromPreset(n),
      description: describePreset(presets[n], ctx.lang),
    }));
}
