import type { Lang, RecordArgs } from '../../core/game.js';
import { fold } from '../../core/players.js';
import type { Choice } from '../../core/flow.js';
import { readBeloteLine, beloteChips, twoCounts } from './line.js';
import { askContract, fromDealer, namesIn, put, type DealCtx, type GameFlow, type Pick } from '../../core/flow.js';
import { MESSAGES } from './messages.js';
import type { BeloteInput } from './rules.js';

/** The deal's questions in its language (the `flow` part of the catalogue). */
const M = (f: { lang: Lang }) => MESSAGES[f.lang].flow;

/**
 * Belote: `--taker <p> --points <0..162> [--belote <p>] [--capot takers|defenders]`, or `pas`
 * (cli.md). The first question is the taker: naming him is naming the contract.
 */

const isPas = (d: RecordArgs): boolean => d.words[0] !== undefined && ['pas', 'pass'].includes(fold(d.words[0]));
const taken = (d: RecordArgs): boolean => !isPas(d);

/** Partners sit opposite: seats 1 + 3 against 2 + 4 (belote.md). */
const partnerOf = (f: DealCtx, p: string): string => {
  const ps = f.config.players;
  return ps[(ps.indexOf(p) + 2) % ps.length];
};

const takerOf = (d: RecordArgs, f: DealCtx): string | undefined => namesIn(f, d.flags.taker)[0];

/** A team in seat order, "Ann + Cis" whoever of the two took, as the sheet heads it (issue 24). */
const teamOf = (f: DealCtx, p: string): string =>
  [p, partnerOf(f, p)].sort((a, b) => f.config.players.indexOf(a) - f.config.players.indexOf(b)).join(' + ');

const previous = (f: DealCtx<BeloteInput>): BeloteInput | undefined =>
  // The same table plays on: the last deal's taker is the first guess (the teams never change).
  f.editing ?? [...f.deals].reverse().find((i) => i.contract !== 'pas');

export const beloteFlow: GameFlow<BeloteInput> = {
  readLine: readBeloteLine,
  // The card points twice (`ann 92 80`): which to keep.
  unread(line, f) {
    const c = twoCounts(line.trim().split(/\s+/));
    return c && M(f).twoCounts(...c.counts, ...c.lines);
  },
  lineChips: beloteChips,
  topics: () => ['belote', 'capot', 'litige', 'scoring', 'revoke'],
  steps: [
    {
      id: 'contract',
      fills: ['words', 'taker'],
      given: (d) => d.words.length > 0 || d.flags.taker !== undefined,
      async ask(p, d, f) {
        // In bidding order: the player after the dealer speaks first.
        const picks: Choice<Pick>[] = fromDealer(f).map((pl) => ({
          value: { words: [], flags: { taker: pl } },
          name: pl,
          description: M(f).take(pl, partnerOf(f, pl)),
        }));
        picks.push({ value: { words: ['pas'] }, name: 'pas', description: M(f).pas });
        const typed = takerOf(d, f);
        const old = f.editing?.contract === 'pas' ? 'pas' : (typed ?? previous(f)?.taker);
        const current =
          old === undefined
            ? undefined
            : picks.find((c) => (old === 'pas' ? c.name === 'pas' : c.value.flags?.taker === old))?.value;
        // Who plays with whom: seats 1 + 3 against 2 + 4.
        const [a, b] = f.config.players;
        const teams = `${a} + ${partnerOf(f, a)} ${M(f).against} ${b} + ${partnerOf(f, b)}`;
        const action = await askContract(p, f, M(f).contract(f.dealer, teams), picks, d, current);
        if (action) return action;
        if (isPas(d)) put(d, 'taker', undefined);
      },
    },
    {
      id: 'points',
      fills: ['points'],
      // A capot typed on the line ("ann capot") says the points, as `record --capot` does.
      applies: (d) => taken(d) && d.flags.capot === undefined,
      async ask(p, d, f) {
        const taker = takerOf(d, f) ?? '?';
        const typed =
          typeof d.flags.points === 'string' && /^\d+$/.test(d.flags.points) ? Number(d.flags.points) : undefined;
        const was = f.editing?.points;
        const n = await p.number({
          message: M(f).points(teamOf(f, taker)),
          ...((typed ?? was) !== undefined ? { default: (typed ?? was)! } : {}),
          min: 0,
          max: 162,
        });
        put(d, 'points', String(n));
      },
    },
    {
      id: 'capot',
      fills: ['capot'],
      optional: true,
      // Only all points (or none) can be a capot, so the question is asked only then.
      applies: (d) => taken(d) && (d.flags.points === '162' || d.flags.points === '0'),
      async ask(p, d, f) {
        const taker = takerOf(d, f) ?? '?';
        const side = d.flags.points === '162' ? 'takers' : 'defenders';
        const team = side === 'takers' ? teamOf(f, taker) : M(f).defenders;
        const was = f.editing?.capot ?? (d.flags.capot as string | undefined);
        const yes = await p.confirm({ message: M(f).capot(team), default: was === side });
        put(d, 'capot', yes ? side : undefined);
      },
    },
    {
      id: 'belote',
      fills: ['belote'],
      optional: true,
      applies: taken,
      async ask(p, d, f) {
        const taker = takerOf(d, f);
        // The takers' side first: trump king and queen in one hand often made them take.
        const order = taker
          ? [taker, partnerOf(f, taker), ...f.config.players.filter((x) => x !== taker && x !== partnerOf(f, taker))]
          : f.config.players;
        const old = namesIn(f, d.flags.belote)[0] ?? f.editing?.belote ?? '';
        const who = await p.select({
          message: M(f).belote,
          choices: [{ value: '', name: M(f).nobody }, ...order.map((pl) => ({ value: pl, name: pl }))],
          default: old,
        });
        put(d, 'belote', who || undefined);
      },
    },
  ],
};
