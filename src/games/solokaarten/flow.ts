import type { Lang, RecordArgs } from '../../core/game.js';
import { fold } from '../../core/players.js';
import { BIDS, bidOf, handSize, tricksNeeded, type SoloInput } from './rules.js';
import type { Choice } from '../../core/flow.js';
import { readSoloLine, soloChips } from './line.js';
import { askContract, namesIn, put, type DealCtx, type GameFlow, type Pick } from '../../core/flow.js';
import { MESSAGES } from './messages.js';

/** The deal's questions in its language (the `flow` part of the catalogue). */
const M = (f: { lang: Lang }) => MESSAGES[f.lang].flow;

/**
 * Solokaarten: `<solo|slag|doe> --by <p> --tricks <n> [--eerste] [--zonder-kijk] [--zonder-oud]`,
 * or `pas` (cli.md). The refinements are one tick-list, asked in table mode only (they are optional).
 */

const bidWord = (d: RecordArgs): string | undefined =>
  d.words.map((w) => fold(w)).find((w) => bidOf(w) !== undefined || w === 'pas');
const bid = (d: RecordArgs) => bidOf(bidWord(d) ?? '');
const editing = (f: DealCtx<SoloInput>): SoloInput | undefined => f.editing;

const REFINEMENTS = ['eerste', 'zonderKijk', 'zonderOud'] as const;

export const solokaartenFlow: GameFlow<SoloInput> = {
  readLine: readSoloLine,
  lineChips: soloChips,
  topics: () => ['solo', 'slag', 'doe', 'scoring', 'revoke'],
  steps: [
    {
      id: 'contract',
      fills: ['words'],
      given: (d) => bidWord(d) !== undefined,
      async ask(p, d, f) {
        const n = f.config.players.length;
        const picks: Choice<Pick>[] = [
          ...BIDS.map((b) => ({
            value: { words: [b.id] },
            name: b.id,
            description: M(f).bid(tricksNeeded(b, n), handSize(n), f.config.settings[b.id] ?? b.points),
          })),
          { value: { words: ['pas'] }, name: 'pas', description: M(f).passed },
        ];
        const ordered = picks;
        const old = bidWord(d) ?? editing(f)?.contract;
        // Refinement words typed on a `record` line ("eerste") stay; only the bid is asked.
        const rest = d.words.filter((w) => bidOf(fold(w)) === undefined && fold(w) !== 'pas');
        const action = await askContract(p, f, M(f).contract(f.dealer), ordered, d, old ? { words: [old] } : undefined);
        if (action) return action;
        d.words = [...rest, ...d.words];
      },
    },
    {
      id: 'refinements',
      fills: ['eerste', 'zonderKijk', 'zonderOud'],
      optional: true,
      rare: ['eerste', 'zonder kijk', 'zonder oud', 'verfijningen', 'refinements'],
      applies: (d) => bid(d) !== undefined,
      async ask(p, d, f) {
        // Without Oud in de lamp the queen of clubs is dealt, so zonder-oud is not offered (nor accepted).
        const offered = REFINEMENTS.filter((k) => k !== 'zonderOud' || f.config.settings['oud-in-lamp'] !== 'off');
        const old = editing(f);
        const checked = offered.filter((k) => d.flags[k] === true || (old !== undefined && old[k] === true));
        const names = {
          eerste: M(f).eerste,
          zonderKijk: M(f).zonderKijk,
          zonderOud: M(f).zonderOud,
        };
        const picked = await p.checkbox({
          message: M(f).refinements(bid(d)!.id),
          choices: offered.map((k) => ({ value: k, name: names[k] })),
          checked,
        });
        for (const k of REFINEMENTS) put(d, k, picked.includes(k) || undefined);
      },
    },
    {
      id: 'by',
      fills: ['by'],
      applies: (d) => bid(d) !== undefined,
      async ask(p, d, f) {
        const old = namesIn(f, d.flags.by)[0] ?? editing(f)?.by?.[0];
        const who = await p.select({
          message: M(f).potHolder(bid(d)!.id),
          choices: f.config.players.map((pl) => ({ value: pl, name: pl })),
          // Nobody is the likely pot holder: without an earlier answer nothing is highlighted.
          ...(old ? { default: old } : { noDefault: true }),
        });
        put(d, 'by', who);
      },
    },
    {
      id: 'tricks',
      fills: ['tricks'],
      applies: (d) => bid(d) !== undefined,
      async ask(p, d, f) {
        const b = bid(d)!;
        const n = f.config.players.length;
        const who = namesIn(f, d.flags.by)[0] ?? '?';
        const typed =
          typeof d.flags.tricks === 'string' && /^\d+$/.test(d.flags.tricks) ? Number(d.flags.tricks) : undefined;
        const tricks = await p.number({
          message: M(f).tricks(who, b.id, tricksNeeded(b, n), handSize(n)),
          default: typed ?? editing(f)?.tricks ?? tricksNeeded(b, n),
          min: 0,
          max: handSize(n),
        });
        put(d, 'tricks', String(tricks));
      },
    },
  ],
};
