import type { DealInput, RecordArgs } from '../../core/game.js';
import type { Choice } from '../prompter.js';
import { askContract, namesIn, put, t, type DealCtx, type GameFlow, type Pick } from '../deal.js';

/**
 * Zwikken: `--askers <p,...> (--winner <p> | --tie | --points <p>=<n>,...) [--zwik <p>] [--searched <0|1|2>]`,
 * or `pas [--searched <0|1|2>]` (cli.md). How the deal ended is one question: a winner, a tie,
 * everyone's card points, or a zwik.
 */

interface ZwikDeal extends DealInput {
  askers?: string[];
  winner?: string;
  tie?: true;
  points?: Record<string, number>;
  zwik?: { player: string; rank?: string }[];
  searched?: number;
}

/** Ranks high to low: the highest zwik wins (zwikken.md). */
const RANKS = ['A', 'K', 'Q', 'J', '10'];
/** The most card points one player can hold: his three cards, at best three aces (A 4). */
const MOST_POINTS = 12;

const isPas = (d: RecordArgs): boolean => d.words[0] !== undefined && ['pas', 'pass', 'gepast', 'passed'].includes(d.words[0].toLowerCase());
const played = (d: RecordArgs): boolean => !isPas(d);
const editing = (f: DealCtx): ZwikDeal | undefined => f.editing as ZwikDeal | undefined;

type Ending = { kind: 'winner'; player: string } | { kind: 'tie' } | { kind: 'points' } | { kind: 'zwik' };

function endingOf(i: ZwikDeal | undefined): Ending | undefined {
  if (!i || i.contract === 'pas') return undefined;
  if (i.zwik && i.zwik.length > 0) return { kind: 'zwik' };
  if (i.points) return { kind: 'points' };
  if (i.tie) return { kind: 'tie' };
  if (i.winner) return { kind: 'winner', player: i.winner };
  return undefined;
}

export const zwikkenFlow: GameFlow = {
  topics: () => ['zwik', 'zoeken', 'scoring'],
  steps: [
    {
      id: 'contract',
      fills: ['words', 'askers'],
      given: (d) => d.words.length > 0 || d.flags.askers !== undefined,
      async ask(p, d, f) {
        const picks: Choice<Pick>[] = [
          { value: { words: [] }, name: t(f, 'played: somebody asked', 'gespeeld: iemand vroeg'), description: t(f, 'then: who asked, how it ended', 'daarna: wie vroeg, hoe het afliep') },
          { value: { words: ['pas'] }, name: t(f, 'pas: everybody passed', 'pas: iedereen paste'), description: t(f, 'nothing played', 'niets gespeeld') },
        ];
        const ordered = picks;
        const old = isPas(d) ? 'pas' : editing(f)?.contract;
        const current = old === undefined ? undefined : old === 'pas' ? { words: ['pas'] } : { words: [] };
        return askContract(p, f, t(f, `Deal by ${f.dealer}: did anybody ask?`, `Gift van ${f.dealer}: vroeg er iemand?`), ordered, d, current);
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
          message: t(f, `How often did ${f.dealer} search (zoeken) a new trump?`, `Hoe vaak zocht ${f.dealer} een nieuwe troef?`),
          choices: [
            { value: 0, name: t(f, 'not at all', 'niet') },
            { value: 1, name: t(f, 'once (everybody antes one stake)', 'eenmaal (iedereen legt één inzet in)') },
            { value: 2, name: t(f, 'twice (the second search is free)', 'tweemaal (de tweede keer is gratis)') },
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
      async ask(p, d, f) {
        const typed = namesIn(f, d.flags.askers);
        const checked = typed.length > 0 ? typed : (editing(f)?.askers ?? []);
        const who = await p.checkbox({
          message: t(f, 'Who asked (played)? Tick them.', 'Wie vroeg (speelde)? Vink ze aan.'),
          choices: f.config.players.map((pl) => ({ value: pl, name: pl })),
          checked,
        });
        // Nobody ticked goes to the game as it is: Zwikken's own rule says to record `pas` instead.
        put(d, 'askers', who.join(','));
      },
    },
    {
      id: 'outcome',
      fills: ['winner', 'tie', 'points', 'zwik'],
      applies: played,
      given: (d) => ['winner', 'tie', 'points', 'zwik'].some((k) => d.flags[k] !== undefined),
      async ask(p, d, f) {
        const askers = namesIn(f, d.flags.askers);
        const others = f.config.players.filter((pl) => !askers.includes(pl));
        const choices: Choice<Ending>[] = [
          ...askers.map((pl) => ({ value: { kind: 'winner' as const, player: pl }, name: t(f, `${pl} won`, `${pl} won`) })),
          { value: { kind: 'points' }, name: t(f, "card points: enter everyone's", 'kaartpunten: geef die van iedereen') },
          { value: { kind: 'tie' }, name: t(f, 'tie: nobody won', 'gelijkspel: niemand won') },
          { value: { kind: 'zwik' }, name: t(f, 'zwik: an asker held three of a rank', 'zwik: een vrager had drie van een rang') },
          ...others.map((pl) => ({ value: { kind: 'winner' as const, player: pl }, name: t(f, `${pl} won (but had passed)`, `${pl} won (maar had gepast)`) })),
        ];
        const typedWinner = namesIn(f, d.flags.winner)[0];
        const old: Ending | undefined = typedWinner
          ? { kind: 'winner', player: typedWinner }
          : d.flags.tie
            ? { kind: 'tie' }
            : d.flags.points
              ? { kind: 'points' }
              : d.flags.zwik
                ? { kind: 'zwik' }
                : endingOf(editing(f));
        const ending = await p.select<Ending>({ message: t(f, 'How did it end?', 'Hoe liep het af?'), choices, ...(old ? { default: old } : {}) });
        // Points typed before a refusal are offered again, not asked from zero.
        const typedPoints = Object.fromEntries(
          (typeof d.flags.points === 'string' ? d.flags.points.split(',') : []).map((part) => part.split('=')).filter((kv) => kv.length === 2).map(([k, v]) => [namesIn(f, k)[0], Number(v)]),
        ) as Record<string, number>;
        for (const k of ['winner', 'tie', 'points', 'zwik']) put(d, k, undefined);
        if (ending.kind === 'winner') put(d, 'winner', ending.player);
        else if (ending.kind === 'tie') put(d, 'tie', true);
        else if (ending.kind === 'points') {
          const was = { ...(editing(f)?.points ?? {}), ...typedPoints };
          const parts: string[] = [];
          for (const pl of f.config.players) {
            const n = await p.number({ message: t(f, `Card points of ${pl}?`, `Kaartpunten van ${pl}?`), default: was[pl] ?? 0, min: 0, max: MOST_POINTS });
            parts.push(`${pl}=${n}`);
          }
          put(d, 'points', parts.join(','));
        } else {
          const was = editing(f)?.zwik ?? [];
          let holders = askers.length === 1 ? askers : [];
          while (holders.length === 0) {
            holders = await p.checkbox({
              message: t(f, 'Who asked with a zwik? Tick each.', 'Wie vroeg met een zwik? Vink elk aan.'),
              choices: askers.map((pl) => ({ value: pl, name: pl })),
              checked: was.map((z) => z.player).filter((pl) => askers.includes(pl)),
            });
            if (holders.length === 0) p.say(t(f, '✗ Tick the zwik holder with space, then press enter.', '✗ Vink wie zwik had aan met spatie en druk dan op enter.'));
          }
          if (holders.length === 1) put(d, 'zwik', holders[0]);
          else {
            // Several zwikken: the highest rank wins, so each rank is needed.
            const parts: string[] = [];
            for (const pl of holders) {
              const rank = await p.select({
                message: t(f, `${pl}: a zwik of which rank?`, `${pl}: een zwik van welke rang?`),
                choices: RANKS.map((r) => ({ value: r, name: r })),
                ...(was.find((z) => z.player === pl)?.rank ? { default: was.find((z) => z.player === pl)!.rank! } : {}),
              });
              parts.push(`${pl}=${rank}`);
            }
            put(d, 'zwik', parts.join(','));
          }
        }
      },
    },
  ],
};
