import type { Text } from '../core/errors.js';
import { parseRate, parseStake } from '../core/money.js';
import { isRecord } from '../core/own.js';
import { say } from '../i18n/index.js';
import { SCHEMA_VERSION } from '../sheet/data.js';
import type { Settings } from './decode.js';
import { FileProblem } from './files.js';
import { PRESET_NAME } from './paths.js';

/*
 * The saved tables of settings.json (`presets`), read strictly: what every command that uses them reads them with
 * (src/evening/presets.ts), and the first step of whether they can start a sheet (presets-usable.ts).
 */

/**
 * A saved table (`tafel preset save`): what `tafel new --preset` fills in, and the rates `tafel settle`
 * uses. Kept in settings.json under `presets`, by name; values as they would be typed on `new`.
 */
export interface Preset {
  game: string;
  rules?: string;
  /** House rules, key -> value, as `--set key=value`. */
  set?: Record<string, string>;
  /** In seat order. */
  players?: string[];
  /** Money games: the stake as typed, e.g. "0.10". */
  stake?: string;
  /** Settle rates: game id -> money per point as typed, e.g. {"kleurenwiezen": "0.05"}. */
  rates?: Record<string, string>;
}

export type Presets = Record<string, Preset>;

/** The fields of a preset this tafel knows; a newer tafel's others are kept (reliability.md). */
export const PRESET_FIELDS: readonly string[] = ['game', 'rules', 'set', 'players', 'stake', 'rates'];

const isStringMap = (v: unknown): v is Record<string, string> =>
  isRecord(v) && Object.values(v).every((x) => typeof x === 'string');

/**
 * Reads the `presets` of the settings file strictly: anything that `preset save` would not have
 * written is refused with the file named, never used half or dropped.
 */
export function readPresets(raw: unknown, file: string, newer = false): Presets {
  if (raw === undefined) return {};
  // The reason alone is what `tafel doctor` lists after the file (until 2026-12-07 it listed the whole refusal, which
  // sends the user to doctor). `name`: the preset that does not read, whose delete is the way on (`tafel preset
  // delete` takes it as it is).
  const bad = (what: Text, name?: string) => {
    const reason = say((t) => t.evening.presetsUnreadable(what));
    return new FileProblem(
      say((t) => t.evening.hasPresetsThatCannot(file, reason, name)),
      'corrupt',
      file,
      reason,
    );
  };
  if (!isRecord(raw)) throw bad(say((t) => t.evening.notAnObject));
  const out: Presets = {};
  for (const [name, p] of Object.entries(raw)) {
    if (!PRESET_NAME.test(name)) throw bad(say((t) => t.evening.theName(JSON.stringify(name))));
    const fault = (what: Text) => bad(what, name);
    if (!isRecord(p) || typeof p.game !== 'string') throw fault(say((t) => t.evening.hasNoGame(name)));
    const extra = Object.keys(p).find((k) => !PRESET_FIELDS.includes(k));
    // A newer tafel's field is kept unread (reliability.md: a newer settings.json is read for what this one knows).
    if (extra !== undefined && !newer) throw fault(say((t) => t.evening.hasAnUnknownField(name, extra)));
    if (p.rules !== undefined && typeof p.rules !== 'string') throw fault(say((t) => t.evening.rules(name)));
    if (p.set !== undefined && !isStringMap(p.set)) throw fault(say((t) => t.evening.houseRules(name)));
    if (p.players !== undefined && !(Array.isArray(p.players) && p.players.every((x) => typeof x === 'string')))
      throw fault(say((t) => t.evening.players(name)));
    if (p.stake !== undefined && (typeof p.stake !== 'string' || !validStake(p.stake)))
      throw fault(say((t) => t.evening.stake(name)));
    if (
      p.rates !== undefined &&
      !(isStringMap(p.rates) && Object.values(p.rates).every((r) => parseRate(r) !== undefined))
    )
      throw fault(say((t) => t.evening.rates(name)));
    out[name] = p as unknown as Preset;
  }
  return out;
}

const validStake = (s: string): boolean => {
  try {
    parseStake(s);
    return true;
  } catch {
    return false;
  }
};

/** The presets of a settings file, read strictly (but for the fields of a newer tafel's). */
export const presetsIn = (s: Settings, file: string): Presets =>
  readPresets(s.presets, file, s.schemaVersion > SCHEMA_VERSION);
