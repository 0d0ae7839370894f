import type { Lang, RecordArgs } from '../../core/game.js';
import { pointsInPlay, type ZwikInput } from './rules.js';
import type { Choice } from '../../core/flow.js';
import { readZwikLine, zwikChips } from './line.js';
import {
  askContract,
  askEach,
  GoBack,
  inTurn,
  listGiven,
  namesIn,
  put,
  typedCounts,
  type DealCtx,
  type GameFlow,
  type Pick,
  type Prompter,
} from '../../core/flow.js';
import { MESSAGES } from './messages.js';

/** The deal's questions in its language (the `flow` part of the catalogue). */
const M = (f: { lang: Lang }) => MESSAGES[f.lang].flow;

/**
 * Zwikken: `--askers <p,...> (--winner <p> | --tie | --points <p>=<n>,...) [--zwik <p>] [--searched <0|1|2>]`,
 * or `pas [--searched <0|1|2>]` (cli.md). How the deal ended is one question: a winner, a tie,
 * everyone's card points, or a zwik.
 */

/** Ranks high to low: the highest zwik wins (zwikken.md). */
const RANKS = ['A', 'K', 'Q', 'J', '10'];

const isPas = (d: RecordArgs): boolean =>
  d.words[0] !== undefined && ['pas', 'pass', 'gepast', 'passed'].includes(d.words[0].toLowerCase());
const played = (d: RecordArgs): boolean => !isPas(d);
const editing = (f: DealCtx<ZwikInput>): ZwikInput | undefined => f.editing;

type Ending = { kind: 'winner'; player: string } | { kind: 'tie' } | { kind: 'points' } | { kind: 'zwik' };

function endingOf(i: ZwikInput | undefined): Ending | undefined {
  if (!i || i.contract === 'pas') return undefined;
  if (i.zwik && i.zwik.length > 0) return { kind: 'zwik' };
  if (i.points) return { kind: 'points' };
  if (i.tie) return { kind: 'tie' };
  if (i.winner) return { kind: 'winner', player: i.winner };
  return undefined;
}

/** The flags of how a deal ended: one of them. */
const ENDINGS = ['winner', 'tie', 'points', 'zwik'];

/** Who held the zwik, and with several, each one's rank (the highest wins), as --zwik; Esc goes back one question. */
async function askZwik(p: Prompter, f: DealCtx<ZwikInput>, askers: string[]): Promise<string> {
  const was = editing(f)?.zwik ?? [];
  let holders = askers.length === 1 ? askers : [];
  while (holders.length === 0) {
    holders = await p.checkbox({
      message: M(f).zwikHolders,
      choices: askers.map((pl) => ({ value: pl, name: pl })),
      checked: was.map((z) => z.player).filter((pl) => askers.includes(pl)),
    });
    if (holders.length === 0) p.say(M(f).zwikEmpty);
  }
  if (holders.length === 1) return holders[0];
  // Several zwikken: the highest rank wins, so each rank is needed.
  const ranks = new Map<string, string>(was.flatMap((z) => (z.rank ? [[z.player, z.rank]] : [])));
  await inTurn(holders.length, async (i) => {
    const pl = holders[i];
    const rank = ranks.get(pl);
    ranks.set(
      pl,
      await p.select({
        message: M(f).zwikRank(pl),
        choices: RANKS.map((r) => ({ value: r, name: r })),
        ...(rank ? { default: rank } : {}),
      }),
    );
  });
  return holders.map((pl) => `${pl}=${ranks.get(pl)}`).join(',');
}

export const zwikkenFlow: GameFlow<ZwikInput> = {
  readLine: readZwikLine,
  lineChips: zwikChips,
  topics: () => ['zwik', 'zoeken', 'scoring', 'revoke'],
  steps: [
    {
      id: 'contract',
      fills: ['words', 'askers'],
      given: (d) => d.words.length > 0 || d.flags.askers !== undefined,
      async ask(p, d, f) {
        const picks: Choice<Pick>[] = [
          { value: { words: [] }, name: M(f).played, description: M(f).playedThen },
          { value: { words: ['pas'] }, name: M(f).pas, description: M(f).pasNothing },
        ];
        const ordered = picks;
        const old = isPas(d) ? 'pas' : editing(f)?.contract;
        const current = old === undefined ? undefined : old === 'pas' ? { words: ['pas'] } : { words: [] };
        return askContract(p, f, M(f).contract(f.dealer), ordered, d, current);
      },
    },
    {
      id: 'searched',
      fills: ['searched'],
      optional: true,
      rare: ['zocht', 'gezocht', 'zoeken', 'searched'],
      async ask(p, d, f) {
        const old = typeof d.flags.searched === 'string' ? Number(d.flags.searched) : (editing(f)?.searched ?? 0);
        const n = await p.select({
          message: M(f).searched(f.dealer),
          choices: [
            { value: 0, name: M(f).searchedNot },
            { value: 1, name: M(f).searchedOnce },
            { value: 2, name: M(f).searchedTwice },
          ],
          default: old,
        });
        put(d, 'searched', n === 0 ? undefined : String(n));
      },
    },
    {
      id: 'askers',
      fills: ['askers'],
      applies: played,
      // Nobody ticked: Zwikken's own refusal (record `pas` instead) is this answer's, asked again and said in words.
      blames: (text, _d, f) => text === MESSAGES[f.lang].rules.nobodyAskedSo,
      async ask(p, d, f) {
        const typed = namesIn(f, d.flags.askers);
        const checked = typed.length > 0 ? typed : (editing(f)?.askers ?? []);
        const who = await p.checkbox({
          message: M(f).askers,
          choices: f.config.players.map((pl) => ({ value: pl, name: pl })),
          checked,
        });
        // Nobody ticked goes to the game as it is: Zwikken's own rule says to record `pas` instead.
        put(d, 'askers', who.join(','));
        // A typed --zwik of a player left unticked: how the deal ended is asked, where the zwik can be left out (until
        // 2026-12-07 the askers were asked again until he was ticked); said, as it was typed (until 2026-12-07 unsaid).
        const zwik = String(d.flags.zwik ?? '');
        if (zwik.split(',').some((h) => namesIn(f, h.split('=')[0]).some((pl) => !who.includes(pl)))) {
          put(d, 'zwik', undefined);
          p.say(M(f).zwikLeftOut(zwik));
        }
      },
    },
    {
      id: 'outcome',
      fills: ENDINGS,
      applies: played,
      // A record line whose --points leave a player out is asked for his (on a terminal); other shapes are record's.
      given: (d, f) =>
        ENDINGS.some((k) => k !== 'points' && d.flags[k] !== undefined) ||
        listGiven(f, d.flags.points, f.config.players),
      async ask(p, d, f, back) {
        const askers = namesIn(f, d.flags.askers);
        const others = f.config.players.filter((pl) => !askers.includes(pl));
        const choices: Choice<Ending>[] = [
          ...askers.map((pl) => ({ value: { kind: 'winner' as const, player: pl }, name: M(f).won(pl) })),
          { value: { kind: 'points' }, name: M(f).points },
          { value: { kind: 'tie' }, name: M(f).tie },
          { value: { kind: 'zwik' }, name: M(f).zwik },
          ...others.map((pl) => ({ value: { kind: 'winner' as const, player: pl }, name: M(f).wonPassed(pl) })),
        ];
        const typedWinner = namesIn(f, d.flags.winner)[0];
        // Points typed before a refusal are offered again, not asked from zero; points a record line typed for some
        // players only are the ending it chose: the others are asked.
        const typedPoints = typedCounts(f, d.flags.points);
        const partial = typedPoints.size > 0 && f.config.players.some((pl) => !typedPoints.has(pl));
        // Esc at a later question comes back to the last player's points, not to how the deal ended.
        const resume = back && typedPoints.size > 0 && !partial;
        let old: Ending | undefined = typedWinner
          ? { kind: 'winner', player: typedWinner }
          : d.flags.tie
            ? { kind: 'tie' }
            : d.flags.points
              ? { kind: 'points' }
              : d.flags.zwik
                ? { kind: 'zwik' }
                : endingOf(editing(f));
        const have = new Map([...Object.entries(editing(f)?.points ?? {}), ...typedPoints]);
        for (let first = true; ; first = false) {
          const ending: Ending =
            first && (partial || resume)
              ? { kind: 'points' }
              : await p.select<Ending>({ message: M(f).ending, choices, ...(old ? { default: old } : {}) });
          // The ending replaces what the draft had only once it is whole: Esc on the way keeps what was typed.
          const only = (k: string, v: string | true) => {
            for (const key of ENDINGS) put(d, key, undefined);
            put(d, k, v);
          };
          if (ending.kind === 'winner') only('winner', ending.player);
          else if (ending.kind === 'tie') only('tie', true);
          else if (ending.kind === 'points') {
            try {
              // The points of the tricks a player took, as `record` checks them (one trick can hold 13).
              const points = await askEach(
                f.config.players,
                partial || (first && resume) ? typedPoints : new Map(),
                async (pl, was) => {
                  const n = await p.number({
                    message: M(f).pointsOf(pl),
                    default: was ?? have.get(pl) ?? 0,
                    min: 0,
                    max: pointsInPlay(f.config.players.length).max,
                  });
                  // Kept for this step's questions asked again (Esc back to how the deal ended).
                  have.set(pl, n);
                  return n;
                },
                first && resume,
              );
              only('points', f.config.players.map((pl) => `${pl}=${points.get(pl)}`).join(','));
            } catch (e) {
              // Esc at the first player's points: how the deal ended, asked again; points a record line typed for
              // some players are the ending it chose, so Esc goes back before this step (the askers).
              if (!(e instanceof GoBack) || (first && partial)) throw e;
              old = ending;
              continue;
            }
          } else {
            try {
              only('zwik', await askZwik(p, f, askers));
            } catch (e) {
              // Esc at the zwik's first question: how the deal ended, asked again with the zwik offered.
              if (!(e instanceof GoBack)) throw e;
              old = ending;
              continue;
            }
          }
          return;
        }
      },
    },
  ],
};
