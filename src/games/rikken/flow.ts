import type { RecordArgs } from '../../core/game.js';
import {
  askContract,
  askTricksEach,
  inTurn,
  listGiven,
  namesIn,
  put,
  type Choice,
  type DealCtx,
  type GameFlow,
  type Pick,
  type Prompter,
} from '../../core/flow.js';
import { CONTRACTS, contractById, LEVELS, readWords, sittersOf, switchedOff, type Contract } from './contracts.js';
import { readRikLine, rikChips } from './line.js';
import { MESSAGES } from './messages.js';
import { contractName, type RikInput } from './rules.js';

/**
 * Rikken (spec/rikken.md §6): who bid what, then the result, offering only the four who play.
 * `<contract> [<level>] --by <p>[,<p>...] [--mate <p>] --tricks <n>|<p>=<n>,...`, `schoppen-mie
 * --queen <p> --last <p>`, `een-of-vijf --tricks <p>=<n>,...`, `pas`; a revoke on request.
 */

const M = (f: DealCtx) => MESSAGES[f.lang].flow;

/** The usual contracts first; a contract keeps its place in the list all evening. */
const USUAL = [
  'rik',
  'rik beter',
  'pas',
  '8 alleen',
  'misere',
  '9 alleen',
  'piek',
  'troela',
  'schoppen-mie',
  'een-of-vijf',
];

function activePlayers(f: DealCtx): string[] {
  const players = f.config.players;
  const out = sittersOf(players.indexOf(f.dealer), players.length);
  return players.filter((_, i) => !out.includes(i));
}

const contractOf = (d: RecordArgs): Contract | undefined =>
  d.words.length === 0 ? undefined : contractById(readWords(d.words).id);
const levelOf = (d: RecordArgs): number | undefined => readWords(d.words).level;
const editing = (f: DealCtx<RikInput>): RikInput | undefined => f.editing;

/** The contracts this sheet plays, as the list offers them: `9 alleen` one answer, levels apart. */
function playable(f: DealCtx): Choice<Pick>[] {
  const out: Choice<Pick>[] = [];
  for (const c of CONTRACTS) {
    if (switchedOff(c.id, f.config.settings) !== undefined) continue;
    if (c.id === 'alleen')
      for (const l of LEVELS)
        out.push({ value: { words: ['alleen', String(l)] }, name: `${l} alleen`, keys: [`alleen ${l}`, `solo ${l}`] });
    else
      out.push({
        value: { words: [c.id] },
        name: c.id === 'rik-beter' ? 'rik beter' : c.id,
        ...(M(f).describe[c.id] ? { description: M(f).describe[c.id] } : {}),
      });
  }
  const rank = (c: Choice<Pick>) => (USUAL.includes(c.name) ? USUAL.indexOf(c.name) : USUAL.length);
  return out
    .map((c, i) => ({ c, i }))
    .sort((a, b) => rank(a.c) - rank(b.c) || a.i - b.i)
    .map((x) => x.c);
}

/** The contract as the sheet names it ("9 alleen"; "alleen" while its level is still to be asked). */
const nameOf = (d: RecordArgs): string => {
  const c = contractOf(d);
  return c ? contractName({ contract: c.id, level: levelOf(d) }) : '';
};

/** One player from the four who play, the old answer offered first. */
async function one(
  p: Prompter,
  f: DealCtx,
  message: string,
  old: string | undefined,
  except: string[] = [],
): Promise<string> {
  const players = activePlayers(f).filter((x) => !except.includes(x));
  return p.select({
    message,
    choices: players.map((pl) => ({ value: pl, name: pl })),
    ...(old && players.includes(old) ? { default: old } : {}),
  });
}

/** `Ann=0,Bert=1` typed on the line, by player. */
/** Who a per-player tricks list names: each declarer of a piek or misère, or every active player. */
const eachOf = (d: RecordArgs, f: DealCtx): string[] =>
  contractOf(d)?.kind === 'each' ? namesIn(f, d.flags.by) : activePlayers(f);

export const rikkenFlow: GameFlow<RikInput> = {
  readLine: readRikLine,
  lineChips: rikChips,
  // A player who sits this deal out is refused when the game scores the deal (it knows the dealer there).
  check(input, f) {
    f.game.scoreDeal(f.game.initialState(f.config), input, f.config, {
      dealer: f.config.players.indexOf(f.dealer),
      number: f.deals.length + 1,
    });
  },
  topics: () => ['scoring', 'bidding', 'rik', 'piek-misere', 'play', 'revoke'],
  steps: [
    {
      id: 'contract',
      fills: ['words'],
      given: (d) => d.words.length > 0,
      async ask(p, d, f) {
        const list = playable(f);
        const old = editing(f);
        const key = (i: RikInput) =>
          i.contract === 'alleen' ? `${i.level} alleen` : i.contract === 'rik-beter' ? 'rik beter' : i.contract;
        const current =
          d.words.length > 0 ? { words: d.words } : old ? list.find((c) => c.name === key(old))?.value : undefined;
        return askContract(p, f, M(f).contract(f.dealer), list, d, current);
      },
    },
    {
      id: 'level',
      fills: ['words'],
      // Only a `record alleen --by ...` line lacks the level: the contract list always carries it. A level typed that
      // record refuses (`alleen 7`) is record's to refuse, not asked (until 2026-12-07 the level was never asked, and
      // every answer to the tricks was refused with "Alleen is bid for 8 to 13 tricks").
      applies: (d) => contractOf(d)?.id === 'alleen' && readWords(d.words).levelText === undefined,
      given: () => false,
      // Each level by its number, as Kleurenwiezen's: the number typed picks it.
      async ask(p, d, f) {
        const level = await p.select({
          message: M(f).level(contractName({ contract: 'alleen' })),
          choices: LEVELS.map((l) => ({ value: l, name: String(l) })),
        });
        d.words = [...d.words, String(level)];
      },
    },
    {
      id: 'by',
      fills: ['by'],
      applies: (d) => contractOf(d) !== undefined && contractOf(d)!.kind !== 'pass',
      async ask(p, d, f) {
        const c = contractOf(d)!;
        const before = namesIn(f, d.flags.by);
        const old = before.length > 0 ? before : (editing(f)?.by ?? []);
        if (c.kind !== 'each') {
          put(d, 'by', await one(p, f, c.id === 'troela' ? M(f).threeAces : M(f).whoBid(nameOf(d)), old[0]));
          return;
        }
        const players = activePlayers(f);
        for (;;) {
          const who = await p.checkbox({
            message: M(f).whoEach(nameOf(d)),
            choices: players.map((pl) => ({ value: pl, name: pl })),
            checked: old.filter((x) => players.includes(x)),
          });
          if (who.length > 0) return void put(d, 'by', who.join(','));
          p.say(M(f).tickEmpty);
        }
      },
    },
    {
      id: 'mate',
      fills: ['mate'],
      applies: (d) => contractOf(d)?.kind === 'pair',
      async ask(p, d, f) {
        const by = namesIn(f, d.flags.by);
        const old = namesIn(f, d.flags.mate)[0] ?? editing(f)?.mate;
        put(d, 'mate', await one(p, f, contractOf(d)!.id === 'troela' ? M(f).fourthAce : M(f).calledAce, old, by));
      },
    },
    {
      id: 'queen',
      fills: ['queen', 'last'],
      applies: (d) => contractOf(d)?.id === 'schoppen-mie',
      // Who took the queen, then the last trick: Esc at the second goes back to the first, its answer offered.
      async ask(p, d, f, back) {
        const keys = ['queen', 'last'] as const;
        const asks = [M(f).queen, M(f).last];
        const at = async (i: number) =>
          void put(d, keys[i], await one(p, f, asks[i], namesIn(f, d.flags[keys[i]])[0] ?? editing(f)?.[keys[i]]));
        await inTurn(2, at, back && d.flags.last !== undefined ? 1 : 0, p);
      },
    },
    {
      id: 'revoke',
      fills: ['revoke'],
      optional: true,
      rare: ['verzaakt', 'verzaking', 'revoke'],
      applies: (d) => contractOf(d) !== undefined && contractOf(d)!.kind !== 'pass',
      async ask(p, d, f) {
        const old = namesIn(f, d.flags.revoke)[0] ?? editing(f)?.revoke ?? '';
        const who = await p.select({
          message: M(f).revoke,
          choices: [{ value: '', name: M(f).nobody }, ...activePlayers(f).map((pl) => ({ value: pl, name: pl }))],
          default: old,
        });
        put(d, 'revoke', who || undefined);
      },
    },
    {
      id: 'tricks',
      fills: ['tricks'],
      // A revoke decides the deal alone; schoppen mie and pas have no tricks to write.
      applies: (d) => {
        const c = contractOf(d);
        return c !== undefined && d.flags.revoke === undefined && c.id !== 'schoppen-mie' && c.id !== 'pas';
      },
      // A record line that leaves out a player's tricks of a per-player list is asked for his (on a terminal).
      given: (d, f) => {
        const kind = contractOf(d)?.kind;
        if (kind === 'pair' || kind === 'one') return d.flags.tricks !== undefined;
        return listGiven(f, d.flags.tricks, eachOf(d, f));
      },
      async ask(p, d, f, back) {
        const c = contractOf(d)!;
        const was = editing(f)?.tricks;
        if (c.kind === 'pair' || c.kind === 'one') {
          const target = c.kind === 'pair' ? 8 : (levelOf(d) ?? 8);
          const who = [...namesIn(f, d.flags.by), ...namesIn(f, d.flags.mate)].join(' + ');
          const typed =
            typeof d.flags.tricks === 'string' && /^\d+$/.test(d.flags.tricks) ? Number(d.flags.tricks) : undefined;
          const n = await p.number({
            message: M(f).tricks(who, nameOf(d), target),
            default: typed ?? (typeof was === 'number' ? was : target),
            min: 0,
            max: 13,
          });
          return void put(d, 'tricks', String(n));
        }
        const who = eachOf(d, f);
        const message = (pl: string) => M(f).tricksEach(pl, nameOf(d));
        const fallback = c.target ?? 1;
        put(d, 'tricks', await askTricksEach(p, f, { who, typed: d.flags.tricks, was, message, fallback }, back));
      },
    },
  ],
};
