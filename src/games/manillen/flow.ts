import {
  askContract,
  GoBack,
  put,
  type Choice,
  type DealCtx,
  type GameFlow,
  type Pick,
  type Prompter,
} from '../../core/flow.js';
import type { RecordArgs } from '../../core/game.js';
import { teamOfSeat, teamsOf } from '../../core/partners.js';
import { manillenChips, readManillenLine } from './line.js';
import { MESSAGES } from './messages.js';
import { CARD_POINTS, parseDeal, type ManillenInput } from './rules.js';
import { scoreManillen, scoringTeam, sideOf } from './score.js';

/**
 * Manillen in table mode (spec §7): the trump (a suit or zonder), blind when the table plays it, mee, tegen (only
 * after a mee), the dealer's team's card points, then the deal's score before it is saved.
 */

const M = (f: DealCtx) => MESSAGES[f.lang];

/** Team `team`'s players, "Ann + Cis" in seat order (0: seats 1 and 3, 1: seats 2 and 4). */
const pair = (f: DealCtx, team: number): string => teamsOf(f.config.players)[team].join(' + ');

/** The dealer's team and the other. */
function teams(f: DealCtx): { dealers: string; others: string } {
  const at = teamOfSeat(f.config.players.indexOf(f.dealer));
  return { dealers: pair(f, at), others: pair(f, 1 - at) };
}

const SUITS: { value: string; sign: string; keys: string[] }[] = [
  { value: 'S', sign: '♠', keys: ['S', 'spades', 'schoppen'] },
  { value: 'H', sign: '♥', keys: ['H', 'hearts', 'harten'] },
  { value: 'D', sign: '♦', keys: ['D', 'diamonds', 'ruiten'] },
  { value: 'C', sign: '♣', keys: ['C', 'clubs', 'klaveren'] },
];

const noTrump = (d: RecordArgs): boolean => d.flags.trump === 'none';
const yes = (d: RecordArgs, key: string): boolean => d.flags[key] === true;

/** The draft as record would store it, when it reads. */
function drafted(d: RecordArgs, f: DealCtx): ManillenInput | undefined {
  try {
    return parseDeal(d, f.config, { dealer: f.dealer });
  } catch {
    return undefined;
  }
}

/** A deal's score and the team that scores it ("Ann + Cis"; undefined at 30 - 30, where nobody does). */
function scored(input: ManillenInput, f: DealCtx): { s: ReturnType<typeof scoreManillen>; team?: string } {
  const s = scoreManillen(input, f.config.settings);
  const team = scoringTeam(input, s, f.config.players, f.config.players.indexOf(f.dealer));
  return team === undefined ? { s } : { s, team: pair(f, team) };
}

/** The card points of the dealer's team in a deal, which may give the other team's (`Bert=22`). */
function dealersPoints(input: ManillenInput, f: DealCtx): number {
  const at = f.config.players.indexOf(f.dealer);
  return sideOf(input, f.config.players, at) === teamOfSeat(at) ? input.points : CARD_POINTS - input.points;
}

async function confirm(
  p: Prompter,
  d: RecordArgs,
  key: string,
  message: string,
  was: boolean | undefined,
): Promise<void> {
  put(d, key, (await p.confirm({ message, default: yes(d, key) || (was ?? false) })) || undefined);
}

/** Whether the dealer's team went against. */
const askTegen = (p: Prompter, d: RecordArgs, f: DealCtx<ManillenInput>): Promise<void> =>
  confirm(p, d, 'tegen', M(f).flow.tegen(teams(f).dealers), f.editing?.tegen);

export const manillenFlow: GameFlow<ManillenInput> = {
  readLine: readManillenLine,
  lineChips: manillenChips,
  topics: () => ['scoring', 'meegaan', 'trump', 'play', 'boom'],
  // A deal typed on one line is confirmed with who scores, as the score after the questions says it.
  confirm: (input, f) => {
    const { s, team } = scored(input, f);
    return M(f).flow.lineScores(f.game.describe(input, f.config, f.lang), team, s.score);
  },
  steps: [
    {
      id: 'trump',
      fills: ['trump'],
      async ask(p, d, f) {
        const m = M(f);
        const picks: Choice<Pick>[] = [
          ...SUITS.map((s) => ({
            value: { words: [], flags: { trump: s.value } },
            name: `${s.sign} ${m.sheet.suit(s.value)}`,
            keys: s.keys,
          })),
          {
            value: { words: [], flags: { trump: 'none' } },
            name: 'zonder',
            description: m.flow.zonder,
            keys: ['none', 'no trump', 'zonder troef'],
          },
        ];
        const old = typeof d.flags.trump === 'string' ? d.flags.trump : f.editing?.trump;
        const current = picks.find((c) => c.value.flags?.trump === old)?.value;
        const t = teams(f);
        const message = m.flow.trump(
          f.dealer,
          `${t.dealers} ${m.flow.against} ${t.others}`,
          manillenChips(f.config, f).example,
        );
        return askContract(p, f, message, picks, d, current);
      },
    },
    {
      id: 'blind',
      fills: ['blind'],
      optional: true,
      applies: (d, f) => noTrump(d) && f.config.settings.blind === 'on',
      ask: (p, d, f) => confirm(p, d, 'blind', M(f).flow.blind(f.dealer), f.editing?.blind),
    },
    {
      id: 'mee',
      fills: ['mee'],
      optional: true,
      async ask(p, d, f) {
        await confirm(p, d, 'mee', M(f).flow.mee(teams(f).others), f.editing?.mee);
        // No going along with a typed --tegen: against is asked too, so that "no" can leave it out (until 2026-12-07
        // going along was asked again after every "no", for ever).
        if (!yes(d, 'mee') && yes(d, 'tegen')) await askTegen(p, d, f);
      },
    },
    {
      id: 'tegen',
      fills: ['tegen'],
      optional: true,
      // Only the dealer's team answers a mee (spec §1).
      applies: (d) => yes(d, 'mee'),
      ask: askTegen,
    },
    {
      id: 'points',
      fills: ['points'],
      // `--points 70` from the command line: "A deal has 60 card points: 70 is not possible" is about this question.
      blames: (text, _d, f) => text.startsWith(M(f).rec.pointsImpossible('').split(':')[0]),
      async ask(p, d, f) {
        const input = drafted(d, f) ?? f.editing;
        const was = input === undefined ? undefined : dealersPoints(input, f);
        const n = await p.number({
          message: M(f).flow.points(teams(f).dealers),
          ...(was !== undefined ? { default: was } : {}),
          min: 0,
          max: CARD_POINTS,
        });
        put(d, 'points', String(n));
      },
    },
    {
      // The deal's score before it is saved; "no" asks the card points again (the usual slip) as Esc does: the
      // question before, so that Esc there goes back to the one before the card points.
      id: 'score',
      fills: [],
      optional: true,
      async ask(p, d, f) {
        const m = M(f);
        const input = drafted(d, f);
        // A draft that does not read: the check after this question says what is wrong.
        if (input === undefined) return;
        const { s, team } = scored(input, f);
        const message =
          team === undefined ? m.flow.nobody(s.multiplier) : m.flow.scores(team, s.over, s.multiplier, s.score);
        if (!(await p.confirm({ message, default: true }))) throw new GoBack();
      },
    },
  ],
};
