import type { Lang } from '../core/game.js';
import { byCode } from '../store/paths.js';
import { textsOf } from '../i18n/index.js';
import { DECIMAL } from '../i18n/lang.js';
import { GLUE, glued } from '../core/unsafe.js';
import { fitTable, fitTableDropping, wrapProse } from '../ui/fit.js';
import type { Cost } from './draw.js';
import { factsOf } from './model.js';
import { seatPlayers, type Draw, type EventData, type ReadOrWhy } from '../store/events/data.js';
import type { Standing, Standings } from './standings.js';

/* What `event draw`, `plan` and `standings` show: the JSON of §9.3 / §9.4 and the text a person reads. */

export interface PlanJson {
  event: string;
  round: number;
  seed: number;
  absent: { no: number; name: string }[];
  byes: { no: number; name: string }[];
  tables: {
    table: number;
    sheet: string;
    seats: { seat: number; no: number; name: string }[];
    teams?: string[][];
    scorer: string;
    firstDealer: string;
  }[];
  repeats?: { partners: number; tablemates: number };
}

/** A movement's round not drawn yet (`event plan --all`): marked `drawn: false`, and no table has a sheet yet. */
export type AheadJson = Omit<PlanJson, 'tables'> & {
  drawn: false;
  tables: (Omit<PlanJson['tables'][number], 'sheet'> & { sheet: null })[];
};

export function aheadJson(event: EventData, draw: Draw, cost: Cost): AheadJson {
  const { event: id, round, tables, repeats, ...rest } = planJson(event, draw, cost);
  return { event: id, round, drawn: false, ...rest, tables: tables.map((t) => ({ ...t, sheet: null })), repeats };
}

const who = (event: EventData, nos: readonly number[]) => nos.map((no) => ({ no, name: event.entrants[no - 1].name }));

export function planJson(event: EventData, draw: Draw, cost?: Cost): PlanJson {
  const teams = factsOf(event.game)?.teams ?? false;
  return {
    event: event.id,
    round: draw.round,
    seed: draw.seed,
    absent: who(event, draw.absent),
    byes: who(event, draw.byes),
    tables: draw.tables.map((t) => {
      const players = seatPlayers(event, t.seats);
      return {
        table: t.table,
        sheet: t.sheet,
        seats: t.seats.map((no, s) => ({ seat: s + 1, no, name: players[s] })),
        ...(teams
          ? {
              teams: [
                [players[0], players[2]],
                [players[1], players[3]],
              ],
            }
          : {}),
        scorer: players[0],
        firstDealer: players[1 % players.length],
      };
    }),
    ...(cost ? { repeats: { partners: cost.partners, tablemates: cost.tablemates } } : {}),
  };
}

export function planText(event: EventData, p: PlanJson | AheadJson, lang: Lang, width: number | undefined): string {
  const t = textsOf(lang).event;
  const teams = factsOf(event.game)?.teams ?? false;
  const pairs = event.kind === 'pairs';
  // A name stays whole and with its number: "Cis van Dam (3)", never "Cis van" / "Dam (3)" nor "Cis" / "(3)".
  const label = (s: PlanJson['tables'][number]['seats'][number]) => glued(pairs ? s.name : `${s.name} (${s.no})`);
  const rows = p.tables.map((tb) => {
    const seat = tb.seats.map(label);
    const who = teams ? `${seat[0]} & ${seat[2]} ${t.versus} ${seat[1]} & ${seat[3]}` : seat.join(', ');
    return [String(tb.table), tb.sheet ?? '-', who, t.writesDeals(glued(tb.scorer), glued(tb.firstDealer))];
  });
  const head = [t.table, t.sheetColumn, t.playersColumn, t.writesColumn];
  // Fitted as every listing is: the id never cut, the seats and the scorer wrap, and on a narrow
  // screen the scorer goes under the seats.
  const cols = [{ right: true }, {}, { wrap: true }, { wrap: true }];
  const ahead = 'drawn' in p;
  // The seed stays with its number when the heading wraps: "(seed 7)", never "(seed" / "7)".
  const out = [t.roundHead(p.round, event.rounds, event.title, p.seed, GLUE) + (ahead ? ` — ${t.notDrawnYet}` : '')];
  out.push(fitTable(head, rows, cols, [{ col: 3, into: 2 }], width));
  const byes = p.byes.map((b) => b.name).join(', ');
  const absent = p.absent.map((b) => b.name).join(', ');
  let tail = byes === '' ? t.noByes : t.byes(byes);
  if (absent !== '') tail += ` ${t.absentList(absent)}`;
  // Partners only where the game seats fixed ones (Klaverjassen, Belote); elsewhere they change with the deal.
  if (p.repeats) tail += ` ${t.repeats(teams ? p.repeats.partners : undefined, p.repeats.tablemates)}`;
  out.push(tail);
  if (ahead) out.push(t.aheadNote);
  return out.join('\n');
}

/**
 * A round's cell in the standings: the score, with "bye" or "absent" beside a compensation; without one (`--bye none`,
 * `--absent none`) the word alone, "withdrawn", or "-" for no score yet.
 */
export function roundCell(r: Standing['rounds'][number], lang: Lang): string {
  const t = textsOf(lang).event;
  if (r.score === null) return r.how === 'withdrawn' ? t.withdrawnMark : r.how === 'played' ? '-' : t[r.how];
  return r.how === 'bye' ? `${r.score} (${t.bye})` : r.how === 'absent' ? `${r.score} (${t.absent})` : String(r.score);
}

export function marks(s: Standing, lang: Lang): string {
  const t = textsOf(lang).event;
  return [s.prize ? t.prize : '', s.poedel ? t.poedel : '', s.withdrawn ? t.withdrawnMark : '']
    .filter((m) => m !== '')
    .join(', ');
}

/** `name`: how a name is written in it (glued in the terminal, as it is in the exports). */
export function tieNote(s: Standing, all: Standings, lang: Lang, name = (n: string) => n): string {
  if (!s.tie || s.tie.decidedBy === null) return '';
  const names = s.tie.with.map((no) => name(all.standings.find((x) => x.no === no)?.name ?? String(no))).join(', ');
  return textsOf(lang).event.tieWith(names, s.tie.decidedBy);
}

/** The average a ranking by average goes by, to 2 decimals (§4.3) with the language's decimal sign; '-' for none. */
export function averageCell(average: number | null, lang: Lang): string {
  // The standings hold it rounded to hundredths already (halves away from zero): only written here.
  return average === null ? '-' : average.toFixed(2).replace('.', DECIMAL[lang]);
}

/**
 * The standings as a table's head and rows, for the terminal and every export alike. Ranked by average, the
 * average follows the total: the value the places go by is shown (§4.3). `name`: how a name is written in it.
 */
export function standingsTable(
  s: Standings,
  lang: Lang,
  name = (n: string) => n,
): { head: string[]; rows: string[][] } {
  const t = textsOf(lang).event;
  const byAverage = s.ranking === 'average';
  const head = [
    t.place,
    t.no,
    t.name,
    ...Array.from({ length: s.afterRound }, (_, i) => `r${i + 1}`),
    t.total,
    ...(byAverage ? [t.average] : []),
    t.wins,
    t.tie,
    t.marks,
  ];
  const rows = s.standings.map((x) => [
    x.place === null ? '-' : String(x.place),
    String(x.no),
    name(x.name),
    ...x.rounds.map((r) => roundCell(r, lang)),
    String(x.total),
    ...(byAverage ? [averageCell(x.average, lang)] : []),
    String(x.wins),
    tieNote(x, s, lang, name),
    marks(x, lang),
  ]);
  return { head, rows };
}

/** The line above the standings: after which round, or, before any table has a score, that nobody is placed yet. */
export function afterRoundLine(s: Standings, lang: Lang): string {
  const t = textsOf(lang).event;
  // Every place empty with every table here: no table has a score (standings.ts).
  const unscored = s.afterRound > 0 && s.missingSheets.length === 0 && s.standings.every((x) => x.place === null);
  return unscored ? t.noResultsYet(s.afterRound, s.roundsPlanned) : t.afterRound(s.afterRound, s.roundsPlanned);
}

export function standingsText(s: Standings, lang: Lang, width: number | undefined): string {
  const t = textsOf(lang).event;
  // A name is never parted, a pair's "Gert & Hans" neither, in its column or in a tie note.
  const { head, rows } = standingsTable(s, lang, glued);
  // Numbers right and never cut; the name, the tie and the marks wrap; on a narrow screen the tie and
  // the marks go under the name.
  // the marks go under the name; only where even that leaves no room for the names are the rounds' own
  // scores left out (the totals stay), and a note says where they are.
  const n = head.length;
  const rounds = (i: number) => i >= 3 && i < 3 + s.afterRound;
  const cols = head.map((_, i) => (i === 2 || i >= n - 2 ? { wrap: true } : { right: true, optional: rounds(i) }));
  const steps = [
    { col: n - 2, into: 2 },
    { col: n - 1, into: 2 },
  ];
  const fitted = fitTableDropping(head, rows, cols, steps, width);
  const out = [
    `${s.title === s.event ? s.title : `${s.title} (${s.event})`}${s.provisional ? ` — ${t.provisional}` : ''}`,
    afterRoundLine(s, lang) + (s.lowWins ? ` · ${textsOf(lang).ui.sheet.lowWins}` : ''),
    fitted.text,
  ];
  if (fitted.dropped.length > 0) out.push(t.roundsLeftOut);
  if (fitted.cut) out.push(t.columnsCut(false));
  if (s.openSheets.length > 0) out.push('', t.openList(s.openSheets.join(', ')));
  if (s.missingSheets.length > 0) out.push('', t.missingList(s.missingSheets.join(', ')));
  return out.join('\n');
}

/**
 * The entrants as `event show` lists them, numbered (a withdrawn one marked with the round he is gone from), wrapped
 * to `width` between two entrants, never inside one ("7 Gert (withdrawn from round 3)").
 */
export function entrantsLine(event: EventData, lang: Lang, width: number | undefined): string {
  const t = textsOf(lang).event;
  const list = event.entrants
    .map((x) => {
      const gone = event.withdrawals.find((w) => w.no === x.no);
      return `${x.no} ${x.name}${gone ? ` (${t.withdrawnFrom(gone.fromRound)})` : ''}`.replaceAll(' ', GLUE);
    })
    .join(', ');
  return wrapProse(t.entrants(list), width);
}

type Listed = ReturnType<typeof eventsJson>[number];

/**
 * `event list --json`: the events, newest first, then each file that cannot be read with the refusal every command
 * gives (`error`, in English as --json's texts are, as `tafel sheets --json` gives a sheet's); the active one marked.
 */
export function eventsJson(read: readonly ReadOrWhy<EventData>[], active?: string) {
  const events = read.flatMap((r) => ('data' in r ? [r.data] : [])).sort((a, b) => byCode(b.createdAt, a.createdAt));
  return [
    ...events.map((e) => ({
      id: e.id,
      title: e.title,
      game: e.game,
      createdAt: e.createdAt,
      roundsDrawn: e.draws.length,
      rounds: e.rounds,
      finished: e.finished,
      active: e.id === active,
    })),
    ...read.flatMap((r) => ('error' in r ? [{ id: r.id, error: r.error.en, active: r.id === active }] : [])),
  ];
}

/** `event list`: a table as `tafel sheets` draws it, the active event marked; a file that cannot be read in `bad`. */
export function eventsText(
  list: readonly Listed[],
  lang: Lang,
  width: number | undefined,
  bad: (s: string) => string = (s) => s,
): string {
  const t = textsOf(lang).event;
  if (list.length === 0) return t.noEvents;
  // A file that cannot be read: its id and, in the title's place, what `tafel sheets` says of such a sheet.
  const rows = list.map((e) =>
    'error' in e
      ? [e.active ? '*' : '', e.id, bad(textsOf(lang).commands.unreadableCell), '', '', '']
      : [
          e.active ? '*' : '',
          e.id,
          e.title,
          e.game,
          t.drawnOf(e.roundsDrawn, e.rounds),
          e.finished ? t.yesNo(true) : '',
        ],
  );
  // Narrowed: the mark after the id, finished under the rounds, the title under the id, the game under the rounds.
  const steps = [
    { col: 0, into: 1, sep: ' ' },
    { col: 5, into: 4 },
    { col: 2, into: 1 },
    { col: 3, into: 4 },
  ];
  return fitTable(t.eventsHead, rows, [{}, {}, { wrap: true }, {}, {}, {}], steps, width);
}
