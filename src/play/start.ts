import type { Ctx } from '../commands/context.js';
import { buildSheet, type NewOptions } from '../sheet/build.js';
import { runNew } from '../commands/new.js';
import { GAMES, gameById } from '../games/registry.js';
import type { SheetData } from '../sheet/sheet.js';
import { say2, type Prompter } from './prompter.js';
import { runSteps, type Plan, type Step } from './steps.js';

/** A new sheet's answers, as `tafel new <game>` would get them on the command line. */
interface NewDraft {
  game?: string;
  opts: NewOptions;
}

interface StartCtx {
  ctx: Ctx;
  /** The most recent sheet: the same group usually plays the same game again. */
  last?: SheetData;
}

type NewStep = Step<NewDraft, StartCtx>;

const t = (s: StartCtx, en: string, nl: string): string => say2(s.ctx.lang, en, nl);

const STEPS: NewStep[] = [
  {
    id: 'game',
    fills: ['game'],
    async ask(p, d, s) {
      const game = await p.select({
        message: t(s, 'Which game?', 'Welk spel?'),
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
        message: t(s, 'Which rules?', 'Welke regels?'),
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
      const lastPlayers = s.last && s.last.players.length >= g.players.min && s.last.players.length <= g.players.max ? s.last.players.join(',') : undefined;
      const players = await p.input({
        message: t(s, `Players in seating order, comma separated (${count}):`, `Spelers in zitvolgorde, met komma's (${count}):`),
        ...(d.opts.players ?? lastPlayers ? { default: d.opts.players ?? lastPlayers } : {}),
      });
      d.opts.players = players;
    },
  },
  {
    id: 'stake',
    fills: ['stake'],
    applies: (d) => d.game !== undefined && gameById(d.game).unit === 'money',
    async ask(p, d, s) {
      d.opts.stake = await p.input({ message: t(s, 'Stake (inzet), e.g. 0.10:', 'Inzet, bv. 0.10:'), default: d.opts.stake ?? '0.10' });
    },
  },
  {
    id: 'set',
    fills: ['set'],
    optional: true,
    async ask(p, d, s) {
      const text = await p.input({
        message: t(
          s,
          `House rules as key=value, e.g. deals=8 ('tafel games ${d.game}' lists them; enter for none):`,
          `Huisregels als sleutel=waarde, bv. deals=8 ('tafel games ${d.game}' toont ze; enter voor geen):`,
        ),
        default: (d.opts.set ?? []).join(' '),
      });
      const pairs = text.split(/[\s,]+/).filter((x) => x !== '');
      d.opts.set = pairs.length > 0 ? pairs : undefined;
    },
  },
  {
    id: 'dealer',
    fills: ['dealer'],
    async ask(p, d, s) {
      const players = (d.opts.players ?? '').split(',').map((x) => x.trim()).filter((x) => x !== '');
      d.opts.dealer = await p.select({
        message: t(s, 'Who deals first?', 'Wie geeft eerst?'),
        choices: players.map((pl) => ({ value: pl, name: pl })),
        default: d.opts.dealer ?? players[0],
      });
    },
  },
];

const plan = (taken: (id: string) => boolean): Plan<NewDraft, StartCtx, { game: string; opts: NewOptions }> => ({
  steps: STEPS,
  // The very check `tafel new` makes: every answer is held to it before anything is written.
  check: (d) => {
    buildSheet(d.game!, d.opts, new Date(), taken);
    return { game: d.game!, opts: { ...d.opts } };
  },
  has: (d, k) => (k === 'game' ? d.game !== undefined : d.opts[k as keyof NewOptions] !== undefined),
  drop: (d, k) => {
    if (k !== 'game') delete d.opts[k as keyof NewOptions];
  },
});

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
 * `tafel new` does (runNew: written once, made active). Returns its id.
 */
export async function startSheet(ctx: Ctx, p: Prompter): Promise<string> {
  const r = await runSteps(p, plan((id) => ctx.store.exists(id)), { opts: {} }, { ctx, last: lastSheet(ctx) }, ctx.lang, 'all');
  if (!('done' in r)) throw new Error('the new-sheet questions offer no actions');
  const out = await runNew(ctx, r.done.game, r.done.opts);
  const id = (out.json as { id: string }).id;
  p.say(say2(ctx.lang, `New sheet ${id} (now active).`, `Nieuw blad ${id} (actief).`));
  return id;
}

/**
 * The sheet `tafel play` opens without an id: the active one while it is open; otherwise the player
 * picks: a new sheet, or one of the open sheets. Undefined when he quits.
 */
export async function openSheet(ctx: Ctx, p: Prompter): Promise<string | undefined> {
  const l = (en: string, nl: string) => say2(ctx.lang, en, nl);
  const active = ctx.store.readSettings().active;
  if (active !== undefined && ctx.store.exists(active)) {
    const data = ctx.store.readSheet(active);
    if (!data.closed) return active;
    p.say(l(`The active sheet ${active} is finished.`, `Het actieve blad ${active} is afgesloten.`));
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
  const choice = await p.select<string>({
    message: l('Which sheet?', 'Welk blad?'),
    choices: [
      // The saved tables first (tafel preset save): one choice starts next week's sheet.
      ...(await import('../commands/preset.js')).presetChoices(ctx),
      { value: '+new', name: l('start a new sheet', 'een nieuw blad beginnen') },
      ...open.slice(0, 10).map((s) => ({ value: s.id, name: l(`open ${s.id}`, `open ${s.id}`), description: `${s.title ? s.title + ': ' : ''}${s.players.join(', ')}, ${s.deals.length}` })),
      { value: '+quit', name: l('quit', 'stoppen') },
    ],
  });
  if (choice === '+quit') return undefined;
  if (choice === '+new') return startSheet(ctx, p);
  if (choice.startsWith('+preset:')) return (await import('../commands/preset.js')).startFromPreset(ctx, choice);
  await ctx.store.updateSettings((s) => ({ ...s, active: choice }));
  return choice;
}
