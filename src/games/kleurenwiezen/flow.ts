import type { Lang, RecordArgs } from '../../core/game.js';
import {
  contractsOf,
  foreignContract,
  normaliseContract,
  offBy,
  sheetWord,
  sittersOf,
  type Contract,
  type RuleSet,
  type WhistInput,
} from './rules.js';
import type { Choice } from '../../core/flow.js';
import { readWhistLine, whistChips } from './line.js';
import {
  askContract,
  askTricksEach,
  listGiven,
  namesIn,
  put,
  type DealCtx,
  type GameFlow,
  type Pick,
} from '../../core/flow.js';
import { MESSAGES } from './messages.js';

/** The deal's questions in its language (the `flow` part of the catalogue). */
const M = (f: { lang: Lang }) => MESSAGES[f.lang].flow;

/**
 * Kleurenwiezen: `<contract> [<level>] --by <p>[,<p>] --tricks <n>|<p>=<n>,... [--revoke <p>]`
 * (cli.md). The contract and its level are one answer ("samen 8"), found by typing.
 */

/** The usual contracts first, always in this order: a contract keeps its place in the list all evening. */
const USUAL = [
  'samen 8',
  'vragen',
  'pas',
  'samen 9',
  'solo 6',
  'alleen',
  'alleen 5',
  'alleen 6',
  'troel',
  'troel 8',
  'miserie',
  'samen 10',
  'solo 7',
  'kleine-miserie',
  'piccolo',
  'grote-miserie',
  'abondance 9',
  'abondance',
];

const rulesOf = (f: DealCtx): RuleSet => f.config.rules as RuleSet;

/** The four who play this deal: at five or six the dealer (and the player opposite) sit out. */
function activePlayers(f: DealCtx): string[] {
  const players = f.config.players;
  const out = sittersOf(players.indexOf(f.dealer), players.length);
  return players.filter((_, i) => !out.includes(i));
}

/** The contracts this sheet plays: options that switch a contract or its levels on are honoured. */
function playable(f: DealCtx): { contract: Contract | undefined; words: string[] }[] {
  const rules = rulesOf(f);
  const out: { contract: Contract | undefined; words: string[] }[] = [];
  const { settings } = f.config;
  for (const c of contractsOf(rules)) {
    if (offBy(c, undefined, rules, settings)) continue;
    if (!c.levels) out.push({ contract: c, words: [c.id] });
    else if (rules === 'cardgames' && c.id === 'abondance' && settings['abondance-levels'] !== 'on')
      out.push({ contract: c, words: [c.id] });
    else {
      // The levels the house rules play (record refuses the others): Whisthub's alleen-min=6 leaves out alleen 5.
      for (const l of c.levels) if (!offBy(c, l, rules, settings)) out.push({ contract: c, words: [c.id, String(l)] });
    }
  }
  out.push({ contract: undefined, words: ['pas'] });
  return out;
}

/** The contract list's name for a stored deal ("samen 8"; plain "abondance" where its levels are off). */
const keyOfInput = (i: WhistInput, f: DealCtx): string =>
  i.level === undefined ||
  (rulesOf(f) === 'cardgames' && i.contract === 'abondance' && f.config.settings['abondance-levels'] !== 'on')
    ? i.contract
    : `${i.contract} ${i.level}`;

function contractOf(d: RecordArgs, f: DealCtx): Contract | undefined {
  if (d.words[0] === undefined) return undefined;
  const id = normaliseContract(d.words[0], rulesOf(f));
  return contractsOf(rulesOf(f)).find((c) => c.id === id);
}

const levelOf = (d: RecordArgs, c: Contract, f: DealCtx): number | undefined =>
  d.words[1] !== undefined ? Number(d.words[1]) : c.defaultLevel?.(f.config.settings);

const editing = (f: DealCtx<WhistInput>): WhistInput | undefined => f.editing;

export const kleurenwiezenFlow: GameFlow<WhistInput> = {
  readLine: readWhistLine,
  lineChips: whistChips,
  // A line whose contract is another rule set's (`alleen bert 4` on a lodige sheet) reads as none: record's reason.
  unread(line, f) {
    const word = line.trim().split(/\s+/)[0];
    return word ? foreignContract(word, f.config)?.text[f.lang] : undefined;
  },
  // At five or six the game refuses a deal naming a player who sits it out when it scores the deal
  // (it knows the dealer there; parseDeal only when told him): scored here once, the score itself unused.
  check(input, f) {
    f.game.scoreDeal(f.game.initialState(f.config), input, f.config, {
      dealer: f.config.players.indexOf(f.dealer),
      number: f.deals.length + 1,
    });
  },
  // The last deal's contract first: the one a dispute is most likely about.
  topics: (f) =>
    [
      ...new Set([...f.deals.slice(-1).map((i) => i.contract), ...contractsOf(rulesOf(f)).map((c) => c.id), 'scoring']),
    ].filter((x) => x !== 'pas'),
  steps: [
    {
      id: 'contract',
      fills: ['words'],
      given: (d) => d.words.length > 0,
      async ask(p, d, f) {
        const list = playable(f).map(
          ({ contract, words }): Choice<Pick> => ({
            value: { words },
            name: words.join(' '),
            // The keyword is the name; a description only when it says more ("small misery").
            ...(contract
              ? contract.name[f.lang] !== sheetWord(contract.id)
                ? { description: contract.name[f.lang] }
                : {}
              : { description: M(f).passed }),
          }),
        );
        const usual = (c: Choice<Pick>) => {
          const i = USUAL.indexOf(c.name);
          return i < 0 ? USUAL.length : i;
        };
        const base = list
          .map((c, i) => ({ c, i }))
          .sort((a, b) => usual(a.c) - usual(b.c) || a.i - b.i)
          .map((x) => x.c);
        const ordered = base;
        const old = editing(f);
        const current =
          d.words.length > 0
            ? { words: d.words }
            : old
              ? ordered.find((c) => c.name === keyOfInput(old, f))?.value
              : undefined;
        return askContract(p, f, M(f).contract(f.dealer), ordered, d, current);
      },
    },
    {
      id: 'level',
      fills: ['words'],
      // Only a `record samen --by ...` line lacks the level: the contract list always carries it.
      applies: (d, f) => {
        const c = contractOf(d, f);
        return c?.levels !== undefined && d.words.length < 2 && c.defaultLevel === undefined;
      },
      given: () => false,
      // Each level by its number, which the question names the contract of: a `7` typed finds solo 7 (until
      // 2026-12-07 the answers were named "solo 7", and a typed 7 started none of them).
      async ask(p, d, f) {
        const c = contractOf(d, f)!;
        const level = await p.select({
          message: M(f).level(sheetWord(c.id)),
          choices: c.levels!.map((l) => ({ value: l, name: String(l) })),
        });
        d.words = [d.words[0], String(level)];
      },
    },
    {
      id: 'by',
      fills: ['by'],
      applies: (d, f) => contractOf(d, f) !== undefined,
      async ask(p, d, f) {
        const c = contractOf(d, f)!;
        // Never a sitter: he holds no cards this deal.
        const players = activePlayers(f);
        const before = namesIn(f, d.flags.by);
        const old = (before.length > 0 ? before : (editing(f)?.by ?? [])).filter((pl) => players.includes(pl));
        const word = sheetWord(c.id);
        if (c.declarers === 'one') {
          const who = await p.select({
            message: M(f).whoOne(word),
            choices: players.map((pl) => ({ value: pl, name: pl })),
            ...(old[0] ? { default: old[0] } : {}),
          });
          put(d, 'by', who);
          return;
        }
        const message = c.declarers === 'pair' ? M(f).whoPair(word) : M(f).whoEach(word);
        for (;;) {
          const who = await p.checkbox({
            message,
            choices: players.map((pl) => ({ value: pl, name: pl })),
            checked: old,
          });
          if (who.length > 0) {
            put(d, 'by', who.join(','));
            return;
          }
          // An empty answer is a slip of the enter key, not a deal: ask again at once.
          p.say(M(f).tickEmpty);
        }
      },
    },
    {
      id: 'revoke',
      fills: ['revoke'],
      optional: true,
      rare: ['verzaakt', 'verzaking', 'revoke'],
      // Every rule set: `record --revoke` takes a revoke in each (score.ts), so the question asked for is asked.
      applies: (d, f) => contractOf(d, f) !== undefined,
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
      // A revoke decides the deal alone, so the tricks are not needed then.
      applies: (d, f) => contractOf(d, f) !== undefined && d.flags.revoke === undefined,
      // A record line that leaves out a miserie player's tricks is asked for his (on a terminal); a list of another
      // shape is record's to refuse.
      given: (d, f) =>
        contractOf(d, f)?.declarers === 'each'
          ? listGiven(f, d.flags.tricks, namesIn(f, d.flags.by))
          : d.flags.tricks !== undefined,
      async ask(p, d, f, back) {
        const c = contractOf(d, f)!;
        const level = levelOf(d, c, f);
        const target = c.target(level);
        const by = namesIn(f, d.flags.by);
        const was = editing(f)?.tricks;
        const name = `${sheetWord(c.id)}${level !== undefined && d.words[1] !== undefined ? ' ' + level : ''}`;
        if (c.declarers !== 'each') {
          const typed =
            typeof d.flags.tricks === 'string' && /^\d+$/.test(d.flags.tricks) ? Number(d.flags.tricks) : undefined;
          const n = await p.number({
            message: M(f).tricks(by.join(' + '), name, target),
            default: typed ?? (typeof was === 'number' ? was : target),
            min: 0,
            max: 13,
          });
          put(d, 'tricks', String(n));
          return;
        }
        const message = (pl: string) => M(f).tricksEach(pl, name, target);
        put(
          d,
          'tricks',
          await askTricksEach(p, f, { who: by, typed: d.flags.tricks, was, message, fallback: target }, back),
        );
      },
    },
  ],
};
