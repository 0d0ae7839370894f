import { misused } from '../core/errors.js';
import { textsOf } from '../i18n/index.js';
import { formatCents, formatMoney, formatRate, parseRate, parseStake } from '../core/money.js';
import {
  checkPresetName,
  findPreset,
  parseRateFlags,
  newOptions,
  storedPresets,
  unknownPreset,
} from '../evening/presets.js';
import { presetsIn, type Preset, type Presets } from '../store/presets-read.js';
import { gameById } from '../games/index.js';
import { buildSheet } from '../sheet/build.js';
import { wrapProse } from '../ui/fit.js';
import { safe } from '../ui/paint.js';
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

/** Builds the preset from a sheet and/or new's flags, checked the way `tafel new` checks a sheet. */
function buildPreset(ctx: Ctx, f: PresetFlags): Preset {
  let base: Preset | undefined;
  if (f.fromSheet !== undefined) {
    const d = ctx.store.readSheet(resolveSheetId(ctx, f.fromSheet));
    base = {
      game: d.game,
      rules: d.rules,
      set: d.set,
      players: d.players,
      ...(d.stakeCents !== undefined ? { stake: formatCents(d.stakeCents) } : {}),
    };
  }
  const gameId = f.game ?? base?.game;
  if (gameId === undefined) {
    throw misused((t) => t.commands.presetHoldsWhat);
  }
  const game = gameById(gameId);
  if (base && base.game !== game.id) {
    const sheetGame = base.game;
    throw misused((t) => t.commands.gameNotSheet(game.id, String(f.fromSheet), sheetGame));
  }
  const from = base;
  const opts = newOptions(from ?? { game: game.id }, {
    players: f.players,
    rules: f.rules,
    set: f.set,
    stake: f.stake,
  });
  // The very check of `tafel new`; a preset without players is checked with stand-ins.
  const stand = Array.from({ length: game.players.min }, (_, i) => `P${i + 1}`).join(',');
  const data = buildSheet(game.id, { ...opts, players: opts.players ?? stand }, ctx.now(), () => false);
  const rates = parseRateFlags(f.rate ?? []);
  for (const g of Object.keys(rates)) {
    const rg = gameById(g);
    if (rg.unit === 'money') throw misused((t) => t.commands.noRateForMoney(rg.id));
    if (rg.id !== g) {
      rates[rg.id] = rates[g];
      delete rates[g];
    }
  }
  return {
    game: game.id,
    ...(data.rules !== game.defaultRules || opts.rules !== undefined ? { rules: data.rules } : {}),
    ...(Object.keys(data.set).length ? { set: data.set } : {}),
    ...(opts.players !== undefined ? { players: data.players } : {}),
    ...(data.stakeCents !== undefined ? { stake: formatCents(data.stakeCents) } : {}),
    ...(Object.keys(rates).length ? { rates } : {}),
  };
}

/** One line: the game, rules, players, stake, house rules and rates. */
export function describePreset(p: Preset, lang: Ctx['lang']): string {
  const t = textsOf(lang).commands;
  const parts = [
    p.game + (p.rules ? ` (${p.rules})` : ''),
    p.players ? p.players.join(', ') : t.playersAtStart,
    ...(p.stake ? [`${t.stake} ${formatCents(parseStake(p.stake), lang)}`] : []),
    ...(p.set && Object.keys(p.set).length
      ? [
          Object.entries(p.set)
            .map(([k, v]) => `${k}=${v}`)
            .join(' '),
        ]
      : []),
    ...(p.rates
      ? [
          Object.entries(p.rates)
            .map(([g, r]) => `${g} ${formatRate(parseRate(r)!, lang)}${t.perPointShort}`)
            .join(', '),
        ]
      : []),
  ];
  return safe(parts.join('; '));
}

export async function runPresetSave(ctx: Ctx, typed: string, f: PresetFlags): Promise<Output> {
  const name = checkPresetName(typed.normalize('NFC'));
  const preset = buildPreset(ctx, f);
  let replaced = false;
  await ctx.store.updateSettings((s) => {
    const all = presetsIn(s, ctx.store.settingsPath);
    const old = findPreset(all, name);
    replaced = old !== undefined;
    if (old) delete all[old[0]];
    return { ...s, presets: { ...all, [name]: preset } };
  });
  return {
    json: { name, ...preset, replaced },
    text: (c) => {
      const what = describePreset(preset, c.lang);
      return textsOf(c.lang).commands.presetSaved(name, replaced, what);
    },
  };
}

export async function runPresetList(ctx: Ctx): Promise<Output> {
  const presets = storedPresets(ctx.store);
  const names = Object.keys(presets).sort();
  return {
    json: { presets: names.map((n) => ({ name: n, ...presets[n] })) },
    text: (c) =>
      names.length === 0
        ? textsOf(c.lang).commands.noPresets
        : // Wrapped at the terminal's width under the description, not under the name.
          names
            .map((n) =>
              wrapProse(
                `${n.padEnd(12)} ${describePreset(presets[n], c.lang)}`,
                c.screen.width,
                Math.max(13, n.length + 1),
              ),
            )
            .join('\n'),
  };
}

export async function runPresetShow(ctx: Ctx, name: string): Promise<Output> {
  const presets = storedPresets(ctx.store);
  const found = findPreset(presets, name);
  if (!found) throw unknownPreset(presets, name);
  const [n, p] = found;
  return {
    json: { name: n, ...p },
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
      return [t.presetTitle(n), ...rows.map(([key, v]) => `  ${key.padEnd(12)} ${v}`)].map(safe).join('\n');
    },
  };
}

export async function runPresetDelete(ctx: Ctx, name: string): Promise<Output> {
  let gone: string | undefined;
  await ctx.store.updateSettings((s) => {
    const all = presetsIn(s, ctx.store.settingsPath);
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
  return Object.keys(presets)
    .filter((n) => presets[n].players !== undefined)
    .sort()
    .map((n) => ({
      value: `+preset:${n}`,
      name: textsOf(ctx.lang).commands.newFromPreset(n),
      description: describePreset(presets[n], ctx.lang),
    }));
}
