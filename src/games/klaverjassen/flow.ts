import type { RecordArgs } from '../../core/game.js';
import type { Choice } from '../../core/flow.js';
import {
  askContract,
  type DealCtx,
  fromDealer,
  GoBack,
  type GameFlow,
  inTurn,
  namesIn,
  type Pick,
  put,
  typedNames,
} from '../../core/flow.js';
import { readKlaverjasLine, klaverjasChips, natBesidePoints } from './line.js';
import type { Lang } from '../../i18n/lang.js';
import { MESSAGES } from './messages.js';
import { need, roemRules, teamName, teamOf as seatTeam, type KlaverjasInput } from './rules.js';

const M = (f: { lang: Lang }) => MESSAGES[f.lang];

/**
 * Klaverjassen (spec/klaverjassen.md): `--taker <p> --points <n> [--roem <p>=<n>,...] [--pit
 * takers|defenders]`, or `--taker <p> --verzaakt <p>`. The questions: who played, how the deal
 * ended (counted, pit, tegenpit, a revoke), the takers' points, and each team's roem from a short
 * list of the usual totals.
 */

const partnerOf = (f: DealCtx, p: string): string => {
  const ps = f.config.players;
  return ps[(ps.indexOf(p) + 2) % ps.length];
};
/** A team as the sheet heads it, in seat order: "Ann + Cis" whoever of the two took (issue 24). */
const teamOf = (f: DealCtx, p: string): string => teamName(f.config.players, seatTeam(f.config.players, p));
const takerOf = (d: RecordArgs, f: DealCtx): string | undefined => namesIn(f, d.flags.taker)[0];
const editing = (f: DealCtx<KlaverjasInput>): KlaverjasInput | undefined => f.editing;
const pitOf = (d: RecordArgs): string => String(d.flags.pit ?? d.flags.mars ?? 'none').toLowerCase();
const revoked = (d: RecordArgs): boolean => d.flags.verzaakt !== undefined;

/** The roem of one trick (spec klaverjassen.md): a team's roem is a sum of these. */
const ROEM = [20, 40, 50, 70, 100];
/** The totals offered as completions: none, one trick's roem, then the sums of two or three tricks up to 300. */
const QUICK: number[] = (() => {
  const sums = new Set<number>();
  for (const a of ROEM) for (const b of [0, ...ROEM]) for (const c of [0, ...ROEM]) sums.add(a + b + c);
  const more = [...sums].filter((n) => !ROEM.includes(n) && n <= 300).sort((x, y) => x - y);
  return [0, ...ROEM, ...more];
})();

/** Whether some cards make roem n under the sheet's rules (record refuses any other total). */
function possible(n: number, f: DealCtx): boolean {
  const { fourJacks, cap } = roemRules(f.config.settings);
  return n === 0 || need(n, fourJacks, cap) < Infinity;
}

/** A team's roem in a draft: the sum of the entries for its two players. */
function roemIn(text: unknown, f: DealCtx, members: string[]): number | undefined {
  if (typeof text !== 'string') return undefined;
  let sum = 0;
  for (const part of text.split(',')) {
    const [who, n] = part.split('=');
    const named = namesIn(f, who)[0];
    if (named !== undefined && members.includes(named) && /^\d+$/.test((n ?? '').trim())) sum += Number(n);
  }
  return sum;
}

export const klaverjassenFlow: GameFlow<KlaverjasInput> = {
  readLine: readKlaverjasLine,
  // Card points and a nat on one line (`bert 100 nat`): which to keep. Until 2026-12-07 the nat was dropped.
  unread(line, f) {
    const c = natBesidePoints(line.trim().split(/\s+/));
    return c && M(f).flow.natBesidePoints(c.points, c.nat, c.asNat, c.asPoints);
  },
  lineChips: klaverjasChips,
  topics: () => ['scoring', 'roem', 'nat', 'pit', 'trump-duty', 'revoke'],
  steps: [
    {
      id: 'taker',
      fills: ['words', 'taker'],
      // With bidding=verplicht the player after the dealer plays: nothing to ask on a record line.
      given: (d, f) => d.flags.taker !== undefined || f.config.settings.bidding === 'verplicht',
      async ask(p, d, f) {
        const order = fromDealer(f);
        const players = f.config.settings.bidding === 'verplicht' ? order.slice(0, 1) : order;
        const picks: Choice<Pick>[] = players.map((pl) => ({
          value: { words: [], flags: { taker: pl } },
          name: pl,
          description: M(f).flow.play(teamOf(f, pl)),
        }));
        const old = takerOf(d, f) ?? editing(f)?.taker;
        const current = picks.find((c) => c.value.flags?.taker === old)?.value;
        // The example's taker is the first offered, the one bidding=verplicht allows.
        const example = `${typedNames(players, 1)[0]} 92 roem 20`;
        return askContract(p, f, M(f).flow.dealByWho(f.dealer, example), picks, d, current);
      },
    },
    {
      id: 'outcome',
      fills: ['pit', 'verzaakt'],
      // Asked in table mode; a record line without --pit or --verzaakt simply counted the points.
      optional: true,
      async ask(p, d, f) {
        const taker = takerOf(d, f) ?? '?';
        const e = editing(f);
        let was =
          revoked(d) || e?.verzaakt !== undefined ? 'verzaakt' : pitOf(d) !== 'none' ? pitOf(d) : (e?.pit ?? 'none');
        // Esc at "who revoked?" asks how the deal ended again, the revoke offered.
        for (;;) {
          const how = await p.select({
            message: M(f).flow.howDidThe,
            choices: [
              { value: 'none', name: M(f).flow.countedPointsAnd },
              {
                value: 'takers',
                name: M(f).flow.pitTookAll(teamOf(f, taker)),
              },
              {
                value: 'defenders',
                name: M(f).flow.tegenpitTheDefenders,
              },
              { value: 'verzaakt', name: M(f).flow.verzaaktSomebodyRevoked },
            ],
            default: was,
          });
          put(d, 'mars', undefined);
          put(d, 'pit', how === 'takers' || how === 'defenders' ? how : undefined);
          if (how !== 'verzaakt') {
            put(d, 'verzaakt', undefined);
            return;
          }
          const old = namesIn(f, d.flags.verzaakt)[0] ?? e?.verzaakt;
          let who: string;
          try {
            who = await p.select({
              message: M(f).flow.whoRevoked,
              choices: f.config.players.map((pl) => ({ value: pl, name: pl })),
              ...(old !== undefined ? { default: old } : {}),
            });
          } catch (err) {
            if (!(err instanceof GoBack)) throw err;
            was = how;
            continue;
          }
          put(d, 'verzaakt', who);
          for (const k of ['points', 'defenderPoints', 'roem']) put(d, k, undefined);
          return;
        }
      },
    },
    {
      id: 'points',
      fills: ['points'],
      applies: (d) => !revoked(d) && pitOf(d) === 'none',
      given: (d) => d.flags.points !== undefined || d.flags.defenderPoints !== undefined,
      async ask(p, d, f) {
        const taker = takerOf(d, f) ?? '?';
        const typed =
          typeof d.flags.points === 'string' && /^\d+$/.test(d.flags.points) ? Number(d.flags.points) : undefined;
        const was = editing(f)?.points;
        const n = await p.number({
          message: M(f).flow.cardPointsOf(teamOf(f, taker)),
          ...((typed ?? was) !== undefined ? { default: (typed ?? was)! } : {}),
          min: 0,
          max: 162,
        });
        put(d, 'defenderPoints', undefined);
        put(d, 'points', String(n));
      },
    },
    {
      id: 'roem',
      fills: ['roem'],
      optional: true,
      applies: (d) => !revoked(d),
      async ask(p, d, f) {
        const taker = takerOf(d, f);
        if (taker === undefined) return;
        const ps = f.config.players;
        const takers = [taker, partnerOf(f, taker)];
        const defenders = ps.filter((x) => !takers.includes(x));
        // A team that won no trick has no roem: only the pit team is asked.
        const pit = pitOf(d);
        const teams = [takers, defenders].filter(
          (_, i) => !(pit === 'takers' && i === 1) && !(pit === 'defenders' && i === 0),
        );
        const e = editing(f);
        // Each team's entries, by team: Esc at the second team's question goes back to the first's, and its answer
        // asked again replaces what it gave.
        const byTeam: string[][] = teams.map(() => []);
        const typed: (number | undefined)[] = teams.map(() => undefined);
        await inTurn(teams.length, async (i) => {
          const team = teams[i];
          const was = roemIn(d.flags.roem, f, team) ?? team.reduce((s, pl) => s + (e?.roem?.[pl] ?? 0), 0);
          const old = typed[i] ?? was;
          // Typed as a number; the usual totals are the completions (a list of every sum would never end).
          const choices: Choice<number>[] = QUICK.map((n) => ({ value: n, name: String(n) }));
          if (!QUICK.includes(old)) choices.unshift({ value: old, name: String(old) });
          // A total no cards make is not offered (`9`: 90 on top) but refused at once, naming the team asked; until
          // 2026-12-07 it was taken and refused by record one question later, as "--roem Dirk=9".
          const seated = teamOf(f, team[0]);
          const n = await p.search({
            message: M(f).flow.roemOfType(seated),
            choices,
            default: old,
            typed: (term) => {
              const v = term.trim();
              const offered = /^\d+$/.test(v) && !QUICK.includes(Number(v)) && possible(Number(v), f);
              return offered ? { value: Number(v), name: v } : undefined;
            },
            refused: (term) => {
              const v = term.trim();
              return /^\d+$/.test(v) && !possible(Number(v), f)
                ? `✗ ${M(f).flow.noRoem(seated, v, M(f).rules.aTrickHolds)}`
                : undefined;
            },
          });
          // An unchanged total keeps the entries as they were (who won the roem trick); a new one goes to the team's
          // first player.
          const kept =
            typeof d.flags.roem === 'string'
              ? d.flags.roem.split(',').filter((x) => team.includes(namesIn(f, x.split('=')[0])[0] ?? ''))
              : team.filter((pl) => e?.roem?.[pl]).map((pl) => `${pl}=${e!.roem![pl]}`);
          typed[i] = n;
          byTeam[i] = n === was && kept.length > 0 ? kept : n > 0 ? [`${team[0]}=${n}`] : [];
        });
        const entries = byTeam.flat();
        put(d, 'roem', entries.length > 0 ? entries.join(',') : undefined);
      },
    },
  ],
};
