import type { Ctx } from '../commands/context.js';
import { refused, TafelError } from '../core/errors.js';
import { parseStake } from '../core/money.js';
import type { Game } from '../core/game.js';
import { checkHouseRules } from '../core/settings.js';
import { buildSheet, type NewOptions } from '../sheet/build.js';
import { runNew } from '../commands/new.js';
import { gameById, GAMES } from '../games/index.js';
import type { SheetData } from '../sheet/sheet.js';
import { textsOf } from '../i18n/index.js';
import { inWords } from '../core/said.js';
import { GoBack, type Prompter } from './prompter.js';
import { runSteps, type Plan, type Step } from './steps.js';

/** A new sheet's answers, as `tafel new <game>` would get them on the command line. */
interface NewDraft {
  game?: string;
  opts: NewOptions;
  /**
   * What the player typed at a question: asked again, the question was refused (or gone back to), so
   * the typed text is not its default: a bare Enter would send the refused answer once more.
   */
  typed?: { players?: string };
}

interface StartCtx {
  ctx: Ctx;
  /** The most recent sheet: the same group usually plays the same game again. */
  last?: SheetData;
}

type NewStep = Step<NewDraft, StartCtx>;

const namesOf = (text: string): string[] =>
  text
    .split(',')
    .map((x) => x.trim())
    .filter((x) => x !== '');

const T = (s: StartCtx) => textsOf(s.ctx.lang).start;

const STEPS: NewStep[] = [
  {
    id: 'game',
    fills: ['game'],
    async ask(p, d, s) {
      const game = await p.select({
        message: T(s).whichGame,
        choices: GAMES.map((g) => ({ value: g.id, name: g.id, description: g.name[s.ctx.lang] })),
        default: d.game ?? s.last?.game ?? GAMES[0].id,
      });
      if (game !== d.game) d.opts = {};
      d.game = game;
    },
  },
  {
    id: 'rules',
    fills: ['rules'],
    applies: (d) => d.game !== undefined && gameById(d.game).ruleSets.length > 1,
    async ask(p, d, s) {
      const g = gameById(d.game!);
      d.opts.rules = await p.select({
        message: T(s).whichRules,
        choices: g.ruleSets.map((r) => ({ value: r.id, name: r.id, description: r.description[s.ctx.lang] })),
        default: d.opts.rules ?? (s.last?.game === g.id ? s.last.rules : g.defaultRules),
      });
    },
  },
  {
    id: 'players',
    fills: ['players'],
    async ask(p, d, s) {
      const g = gameById(d.game!);
      const count = g.players.min === g.players.max ? `${g.players.min}` : `${g.players.min}-${g.players.max}`;
      // The same friends tend to sit down again: offer the last sheet's table when it fits this game.
      const lastPlayers =
        s.last && s.last.players.length >= g.players.min && s.last.players.length <= g.players.max
          ? s.last.players.join(',')
          : undefined;
      const again = d.opts.players !== undefined && d.opts.players === d.typed?.players;
      const offer = again
        ? lastPlayers !== d.opts.players
          ? lastPlayers
          : undefined
        : (d.opts.players ?? lastPlayers);
      for (;;) {
        const players = await p.input({
          message: T(s).players(count),
          ...(offer ? { default: offer } : {}),
        });
        d.typed = { ...d.typed, players };
        // Nobody named is a slip of the enter key: there would be nobody to deal. Ask again at once.
        if (namesOf(players).length > 0) {
          d.opts.players = players;
          return;
        }
        p.say(`✗ ${T(s).noPlayers(count)}`);
      }
    },
  },
  {
    id: 'stake',
    fills: ['stake'],
    applies: (d) => d.game !== undefined && gameById(d.game).unit === 'money',
    async ask(p, d, s) {
      // Checked at once (a stake that is no amount is a usage error, which the steps would take for "still missing").
      let typed: string | undefined;
      for (;;) {
        // A refused stake stands typed again, to be mended (a default only Tab could edit).
        const message = T(s).stake;
        d.opts.stake = await p.input({
          message,
          ...(typed === undefined ? { default: d.opts.stake ?? '0.10' } : { term: typed }),
        });
        try {
          parseStake(d.opts.stake);
          return;
        } catch (e) {
          if (!(e instanceof TafelError)) throw e;
          // In the question's words, as every refusal in table mode: "e.g. 0.10", not "e.g. --stake 0.10".
          p.say(`✗ ${inWords(e.text[s.ctx.lang], textsOf(s.ctx.lang).flags, s.ctx.lang)}`);
          typed = d.opts.stake;
        }
      }
    },
  },
  {
    id: 'set',
    fills: ['set'],
    optional: true,
    async ask(p, d, s) {
      const g = gameById(d.game!);
      const rules = d.opts.rules ?? g.defaultRules;
      const players = namesOf(d.opts.players ?? '').length;
      const given = (d.opts.set ?? []).join(' ');
      let typed: string | undefined;
      for (;;) {
        const message = T(s).houseRules(g.id, exampleSet(g, rules, players));
        const text = await p.input({ message, ...(typed === undefined ? { default: given } : { term: typed }) });
        const pairs = text.split(/[\s,]+/).filter((x) => x !== '');
        // Each value is checked at once, as `new --set` checks it, not one question later.
        try {
          checkHouseRules(g, rules, players, pairs);
        } catch (e) {
          if (!(e instanceof TafelError)) throw e;
          // Said with its reason and asked again with what was typed standing in the field, as the stake and a
          // correction are: only the mistake is retyped, and a bare Enter sends it again to be refused again, never the
          // sheet without the valid rules (until 2026-12-07 the question came back empty; docs/rules-notes.md).
          p.say(`✗ ${e.text[s.ctx.lang]}`);
          typed = text;
          continue;
        }
        d.opts.set = pairs.length > 0 ? pairs : undefined;
        return;
      }
    },
    // A refusal of a house rule names the setting, not --set: "Unknown setting "foo"", "deals must be ...".
    blames: (text, d) => (d.opts.set ?? []).some((pair) => text.includes(pair.split('=')[0])),
  },
  {
    id: 'dealer',
    fills: ['dealer'],
    async ask(p, d, s) {
      const players = namesOf(d.opts.players ?? '');
      d.opts.dealer = await p.select({
        message: T(s).firstDealer,
        choices: players.map((pl) => ({ value: pl, name: pl })),
        default: d.opts.dealer ?? players[0],
      });
    },
  },
];

const plan = (
  taken: (id: string) => boolean,
  now: () => Date,
): Plan<NewDraft, StartCtx, { game: string; opts: NewOptions }> => ({
  steps: STEPS,
  // The very check `tafel new` makes: every answer is held to it before anything is written.
  check: (d) => {
    buildSheet(d.game!, d.opts, now(), taken);
    return { game: d.game!, opts: { ...d.opts } };
  },
  has: (d, k) => (k === 'game' ? d.game !== undefined : d.opts[k as keyof NewOptions] !== undefined),
  drop: (d, k) => {
    if (k !== 'game') delete d.opts[k as keyof NewOptions];
  },
});

/**
 * A house rule this game takes at this table, for the prompt's "e.g.": the game's own example key (Belote's
 * target), else a deal limit or a target first, then any setting with a value other than its default, each tried
 * with `new --set`'s check (a deal limit that does not suit five players is never offered to five).
 */
export function exampleSet(g: Game, rules: string, players: number): string | undefined {
  const specs = g.settings(rules);
  const rank = (key: string): number => (key === g.exampleKey ? -1 : key === 'deals' ? 0 : key === 'target' ? 1 : 2);
  const order = [...specs].sort((a, b) => rank(a.key) - rank(b.key));
  for (const spec of order) {
    const tries =
      spec.key === 'deals'
        ? // A whole number of rounds first, so that everybody deals equally often (10 for five players).
          [String(players * 2), '8', '10', '12', '16', '20', '24']
        : spec.kind === 'points'
          ? [String(Number(spec.default) * 2 || 10)]
          : spec.values.split('|').filter((v) => v !== spec.default && !v.includes('..'));
    for (const v of tries) {
      const pair = `${spec.key}=${v}`;
      try {
        checkHouseRules(g, rules, players, [pair]);
        return pair;
      } catch (e) {
        if (!(e instanceof TafelError)) throw e;
      }
    }
  }
  return undefined;
}

/** The newest readable sheet, whose game and players make good defaults. */
function lastSheet(ctx: Ctx): SheetData | undefined {
  let last: SheetData | undefined;
  for (const id of ctx.store.ids()) {
    try {
      const s = ctx.store.readSheet(id);
      if (!last || s.createdAt > last.createdAt) last = s;
    } catch {
      // An unreadable sheet is 'tafel doctor's business; it only cannot serve as a default here.
    }
  }
  return last;
}

/**
 * Asks for a new sheet (game, rules, players, stake, house rules, first dealer) and creates it the way
 * `tafel new` does (runNew: written once, made active). Returns its id; undefined when Esc at the first question
 * goes back to "Which sheet?".
 */
export async function startSheet(ctx: Ctx, p: Prompter): Promise<string | undefined> {
  const r = await runSteps(
    p,
    {
      ...plan(
        (id) => ctx.store.exists(id),
        () => ctx.now(),
      ),
      escape: 'menu',
    },
    { opts: {} },
    { ctx, last: lastSheet(ctx) },
    ctx.lang,
    'all',
  );
  if (!('done' in r)) return undefined;
  const out = await runNew(ctx, r.done.game, r.done.opts);
  const id = (out.json as { id: string }).id;
  p.say(textsOf(ctx.lang).start.newSheet(id));
  return id;
}

/**
 * The sheet `tafel play` opens without an id: the active one while it is open; otherwise the player
 * picks: a new sheet, or one of the open sheets. Undefined when he quits.
 */
export async function openSheet(ctx: Ctx, p: Prompter): Promise<string | undefined> {
  const T = textsOf(ctx.lang).start;
  const active = ctx.store.readSettings().active;
  let finished: string | undefined;
  let edits = false;
  if (active !== undefined && ctx.store.exists(active)) {
    const data = ctx.store.readSheet(active);
    if (!data.closed) return active;
    p.say(T.activeFinished(active));
    finished = active;
    edits = data.deals.length > 0;
  }
  const open: SheetData[] = [];
  for (const id of ctx.store.ids()) {
    try {
      const s = ctx.store.readSheet(id);
      if (!s.closed) open.push(s);
    } catch {
      // Unreadable: not offered; 'tafel doctor' reports it.
    }
  }
  open.sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
  const presets = (await import('../commands/preset.js')).presetChoices(ctx);
  const ask = () =>
    p.select<string>({
      message: T.whichSheet,
      choices: [
        // The saved tables first (tafel preset save): one choice starts next week's sheet.
        ...presets,
        { value: '+new', name: T.startNew },
        // As `tafel play <id>` opens it: its way back (reopen), edit and a new sheet, as at the end of a game; named
        // so (until 2026-12-08 "reopen, edit, undo", where undo comes only after reopen).
        ...(finished ? [{ value: finished, name: T.openFinished(finished, edits) }] : []),
        ...open.slice(0, 10).map((s) => ({
          value: s.id,
          name: T.open(s.id),
          description: `${s.title ? s.title + ': ' : ''}${s.players.join(', ')}, ${s.deals.length}`,
        })),
        { value: '+quit', name: T.quit },
      ],
    });
  for (;;) {
    let choice: string | undefined;
    while (choice === undefined) {
      try {
        // The first question: nothing before it, so Esc stays here.
        choice = await (p.staying ? p.staying(ask) : ask());
      } catch (e) {
        if (!(e instanceof GoBack)) throw e;
      }
    }
    if (choice === '+quit') return undefined;
    if (choice === '+new') {
      // Esc at "Which game?" comes back here.
      const id = await startSheet(ctx, p);
      if (id !== undefined) return id;
      continue;
    }
    if (choice.startsWith('+preset:')) return startFromPreset(ctx, choice.replace(/^\+preset:/, ''));
    const picked = choice;
    await ctx.store.updateSettings((s) => ({ ...s, active: picked }));
    return picked;
  }
}

/** Starts a sheet from a preset chosen in the menu; returns its id. */
async function startFromPreset(ctx: Ctx, name: string): Promise<string> {
  const p = (await import('../evening/presets.js')).presetForNew(ctx.store, name, undefined);
  if (!p.players) {
    throw refused((t) => t.table.presetNoPlayers(name));
  }
  const out = await runNew(ctx, p.game, { preset: name });
  return (out.json as { id: string }).id;
}
