import { misused } from '../core/errors.js';
import type { Lang } from '../core/game.js';
import { asText, toCsv, type CsvDialect } from '../evening/csv.js';
import { esc } from '../evening/html.js';
import { mdEscape } from '../evening/markdown.js';
import type { Cell } from '../evening/layout.js';
import { textsOf } from '../i18n/index.js';
import { dealsWord } from '../games/index.js';
import type { SheetData, SheetView } from '../sheet/sheet.js';
import { factsOf } from './model.js';
import type { EventData } from '../store/events/data.js';
import { afterRoundLine, planJson, standingsTable } from './render.js';
import type { NightEntry, SeasonStandings } from './season.js';
import type { Standings } from './standings.js';

/* `event export` and `season export` (§10): Markdown for the notice board, CSV for the club's spreadsheet, one HTML
   page, JSON. */

export const EVENT_EXPORT = 'tafel-event-export';
/** The newest `version` of an event export this tafel writes and reads (§9.6). */
export const EVENT_EXPORT_VERSION = 1;

export interface EventExportDoc {
  format: typeof EVENT_EXPORT;
  version: typeof EVENT_EXPORT_VERSION;
  exportedAt: string;
  event: EventData;
  sheets: { sheet: SheetData; view: SheetView }[];
  standings: Standings;
}

const SETTING_KEYS = [
  'id',
  'uid',
  'title',
  'game',
  'rules',
  'kind',
  'deals',
  'tableSize',
  'rounds',
  'seating',
  'seed',
  'bye',
  'absent',
  'ranking',
  'tieBreaks',
  'prizes',
  'poedel',
] as const;

/** The settings of §10 as the CSV lists them: each key with its value as stored (a list joined by commas). */
function settingRows(e: EventData): [key: (typeof SETTING_KEYS)[number], value: string | number | boolean][] {
  return SETTING_KEYS.map((k) => [k, Array.isArray(e[k]) ? (e[k] as string[]).join(',') : e[k]]);
}

/** The settings whose value is a name, not a number or a word of tafel's: kept text in the CSV (csv.ts asText). */
const NAMED_SETTINGS = new Set<string>(['id', 'uid', 'title']);

/** One seat, bye or absence of a round: the plan and the result together (§10 block 2). */
interface SeatRow {
  round: number;
  table: number | null;
  sheet: string | null;
  seat: number | null;
  no: number;
  name: string;
  /** The seat's partnership in a team game ("Ann & Cis"), else null. */
  team: string | null;
  score: number | null;
  /**
   * Whether the seat won its table (§4.1), null while the table is not played yet (as its score: until 2026-12-08
   * `no`); `bye`, `absent` or `withdrawn` for an entrant not seated.
   */
  won: 'yes' | 'no' | 'bye' | 'absent' | 'withdrawn' | null;
}

/**
 * One row per seat, bye, absence and withdrawal of every round: what every format says of the plan and the results
 * (one withdrawn before the round is in none of its lists: his row says why he is missing).
 */
function seatRows(e: EventData, s: Standings): SeatRow[] {
  const teams = factsOf(e.game)?.teams ?? false;
  const rows: SeatRow[] = [];
  for (const d of e.draws.slice(0, s.afterRound)) {
    const plan = planJson(e, d);
    const entry = (no: number) => s.standings.find((x) => x.no === no)!.rounds.find((x) => x.round === d.round)!;
    for (const t of plan.tables) {
      for (const seat of t.seats) {
        const r = entry(seat.no);
        const team = teams
          ? (seat.seat - 1) % 2 === 0
            ? `${t.seats[0].name} & ${t.seats[2].name}`
            : `${t.seats[1].name} & ${t.seats[3].name}`
          : null;
        const at = { round: d.round, table: t.table, sheet: t.sheet, seat: seat.seat };
        const won = r.won == null ? null : r.won ? 'yes' : 'no';
        rows.push({ ...at, no: seat.no, name: seat.name, team, score: r.score, won });
      }
    }
    const withdrawn = e.entrants.filter((x) => entry(x.no).how === 'withdrawn').map((x) => x.no);
    for (const [list, how] of [
      [d.byes, 'bye'],
      [d.absent, 'absent'],
      [withdrawn, 'withdrawn'],
    ] as const) {
      for (const no of list) {
        const at = { round: d.round, table: null, sheet: null, seat: null };
        rows.push({ ...at, no, name: e.entrants[no - 1].name, team: null, score: entry(no).score, won: how });
      }
    }
  }
  return rows;
}

export function eventCsv(e: EventData, s: Standings, dialect: CsvDialect): string {
  const rounds = Array.from({ length: s.afterRound }, (_, i) => `r${i + 1}`);
  const records: Cell[][] = [
    ['key', 'value'],
    // A name a spreadsheet would read as a number, a date, a truth value or an error (an entrant "TRUE" or "1-2", an
    // event id "2026-12-06") is kept text as in a sheet's CSV: until 2026-12-08 it was written bare.
    ...settingRows(e).map(([k, v]) => [k, NAMED_SETTINGS.has(k) ? asText(String(v)) : String(v)]),
    [],
    ['round', 'table', 'sheet', 'seat', 'no', 'name', 'team', 'score', 'won'],
    ...seatRows(e, s).map((r) => [
      r.round,
      r.table,
      asText(r.sheet),
      r.seat,
      r.no,
      asText(r.name),
      asText(r.team),
      r.score,
      r.won,
    ]),
    [],
    [
      'place',
      'no',
      'name',
      ...rounds,
      'total',
      'rounds_played',
      'average',
      'wins',
      'decided_by',
      'prize',
      'poedel',
      'withdrawn',
    ],
    ...s.standings.map((x) => [
      x.place,
      x.no,
      asText(x.name),
      ...x.rounds.map((r) => r.score),
      x.total,
      x.roundsPlayed,
      x.average,
      x.wins,
      x.tie?.decidedBy ?? null,
      x.prize ? 'yes' : 'no',
      x.poedel ? 'yes' : 'no',
      x.withdrawn ? 'yes' : 'no',
    ]),
  ];
  // An empty record separates the blocks: written as an empty line.
  return toCsv(
    records.map((r) => (r.length === 0 ? [] : r)),
    dialect,
  );
}

function mdTable(head: string[], rows: string[][]): string {
  return [
    `| ${head.map(mdEscape).join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.map(mdEscape).join(' | ')} |`),
  ].join('\n');
}

interface Table {
  head: string[];
  rows: string[][];
}

/** The settings whose values are words of tafel's (`--ranking total`), said in the export's language. */
const WORD_VALUES = new Set(['seating', 'deals', 'bye', 'absent', 'ranking', 'tieBreaks', 'prizes']);

/**
 * The settings as a person reads them (md, html): the CSV's keys and values in the export's language, without the
 * uid (a key for devices, which the CSV and JSON keep).
 */
function settingsTable(e: EventData, lang: Lang): Table {
  const t = textsOf(lang).event;
  const value = (k: string, v: string | number | boolean): string =>
    typeof v === 'boolean'
      ? t.yesNo(v)
      : k === 'kind'
        ? t.kindName(String(v))
        : WORD_VALUES.has(k)
          ? t.settingValue(k, String(v))
          : String(v);
  return {
    head: [t.settingColumn, t.valueColumn],
    rows: settingRows(e)
      .filter(([k]) => k !== 'uid')
      .map(([k, v]) => [t.settingName(k, dealsWord(e.game, lang)), value(k, v)]),
  };
}

/**
 * Each round as a person reads it (md, html): its heading, a row per seat, bye, absence and withdrawal with the score
 * and whether it won its table (the team column only in a team game), and the byes, absences and withdrawals in a line.
 */
function roundBlocks(e: EventData, s: Standings, lang: Lang): { heading: string; table: Table; notes: string[] }[] {
  const t = textsOf(lang).event;
  const teams = factsOf(e.game)?.teams ?? false;
  const won = { yes: t.yesNo(true), no: t.yesNo(false), bye: t.bye, absent: t.absent, withdrawn: t.withdrawnMark };
  const rows = seatRows(e, s);
  return e.draws.slice(0, s.afterRound).map((d) => {
    const p = planJson(e, d);
    const withdrawn = rows.filter((r) => r.round === d.round && r.won === 'withdrawn').map((r) => r.name);
    const notes = [
      ...(p.byes.length > 0 ? [t.byes(p.byes.map((b) => b.name).join(', '))] : []),
      ...(p.absent.length > 0 ? [t.absentList(p.absent.map((b) => b.name).join(', '))] : []),
      ...(withdrawn.length > 0 ? [t.withdrawnList(withdrawn.join(', '))] : []),
    ];
    const head = [t.table, t.sheetColumn, t.seatColumn, t.no, t.name];
    head.push(...(teams ? [t.teamColumn] : []), t.scoreColumn, t.wonColumn);
    const cell = (v: string | number | null) => (v === null ? '' : String(v));
    const body = rows
      .filter((r) => r.round === d.round)
      .map((r) => [
        ...[r.table, r.sheet, r.seat, r.no, r.name].map(cell),
        ...(teams ? [cell(r.team)] : []),
        r.score === null ? '-' : String(r.score),
        r.won === null ? '-' : won[r.won],
      ]);
    return { heading: t.roundHead(d.round, e.rounds, e.title, d.seed), table: { head, rows: body }, notes };
  });
}

/** What is drawn of the event, and whether its standings are provisional. */
function stateLine(e: EventData, s: Standings, lang: Lang): string {
  const t = textsOf(lang).event;
  return `${t.roundsOf(e.draws.length, e.rounds)}${s.provisional ? ` (${t.provisional})` : ''}`;
}

export function eventMarkdown(e: EventData, s: Standings, lang: Lang): string {
  const settings = settingsTable(e, lang);
  const out = [`# ${mdEscape(e.title)}`, '', stateLine(e, s, lang), '', mdTable(settings.head, settings.rows)];
  for (const r of roundBlocks(e, s, lang)) {
    out.push('', `## ${mdEscape(r.heading)}`, '', mdTable(r.table.head, r.table.rows));
    for (const n of r.notes) out.push('', mdEscape(n));
  }
  out.push('', `## ${afterRoundLine(s, lang)}`, '');
  const table = standingsTable(s, lang);
  out.push(mdTable(table.head, table.rows));
  return out.join('\n') + '\n';
}

const htmlTable = (head: string[], rows: string[][]): string =>
  `<table><thead><tr>${head.map((h) => `<th>${esc(h)}</th>`).join('')}</tr></thead>` +
  `<tbody>${rows.map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`).join('')}` +
  '</tbody></table>';

/**
 * One self-contained page, large enough for a projector: the settings, every round's plan with its results,
 * then the standings.
 */
export function eventHtml(e: EventData, s: Standings, lang: Lang): string {
  const t = textsOf(lang).event;
  const settings = settingsTable(e, lang);
  const parts = [`<p>${esc(stateLine(e, s, lang))}</p>`, htmlTable(settings.head, settings.rows)];
  for (const r of roundBlocks(e, s, lang)) {
    parts.push(`<h2>${esc(r.heading)}</h2>`, htmlTable(r.table.head, r.table.rows));
    for (const n of r.notes) parts.push(`<p>${esc(n)}</p>`);
  }
  parts.push(`<h2>${esc(afterRoundLine(s, lang))}${s.provisional ? ` (${esc(t.provisional)})` : ''}</h2>`);
  const table = standingsTable(s, lang);
  parts.push(htmlTable(table.head, table.rows));
  return (
    `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(e.title)}</title>
<style>body{font-family:system-ui,sans-serif;font-size:1.4rem;margin:2rem}` +
    `table{border-collapse:collapse;margin:1rem 0}` +
    `td,th{border:1px solid #999;padding:.3rem .7rem;text-align:left}th{background:#eee}</style>
</head><body><h1>${esc(e.title)}</h1>
${parts.join('\n')}
</body></html>
`
  );
}

/**
 * A night as the season's standings show it: the score, `*` when it is not among the best (§5), the language's mark
 * for an excused night (`E 3750`, `E 3750*`; Dutch A, afgemeld), empty for a night not played yet, null for a night
 * missed. The text and the md and html exports alike.
 */
export function nightCell(n: NightEntry, lang: Lang): string | null {
  const mark = n.inBest ? '' : '*';
  if (n.how === 'missed') return null;
  if (n.how === 'upcoming') return '';
  if (n.how === 'excused') return `${textsOf(lang).event.excusedMark}${n.score === null ? '' : ` ${n.score}${mark}`}`;
  return `${n.score}${mark}`;
}

/**
 * The season as the CSV holds it. A night's score stays a number, an excused night's too (a text cell would be
 * `-12*` or `E 3750`, which a spreadsheet cannot sum); the columns after it say whether it is among the best,
 * `<event>_in_best` (`yes`, `no`; empty for a night missed or not played yet), and how it counts, `<event>_how`
 * (`played`, `upcoming`, `excused`, `missed`, as JSON's `how`): docs/rules-notes.md. A name, and a night's id in the
 * heading (`2026-12-06`, a date to a spreadsheet), is kept text as in a sheet's CSV (csv.ts asText).
 */
export function seasonRows(s: SeasonStandings): { head: Cell[]; rows: Cell[][] } {
  return {
    head: [
      'place',
      'name',
      ...s.events.flatMap((e) => [e, `${e}_in_best`, `${e}_how`]),
      'best',
      'played',
      'nights_counted',
      'qualified',
      'decided_by',
    ].map(asText),
    rows: s.standings.map((x) => [
      x.place,
      asText(x.name),
      ...x.nights.flatMap((n): Cell[] => [
        n.score,
        n.how === 'missed' || n.how === 'upcoming' ? null : n.inBest ? 'yes' : 'no',
        n.how,
      ]),
      x.best,
      x.played,
      x.nightsCounted,
      x.qualified ? 'yes' : 'no',
      x.tie?.decidedBy ?? null,
    ]),
  };
}

export function seasonExport(
  s: SeasonStandings,
  format: 'md' | 'csv' | 'html',
  lang: Lang,
  dialect: CsvDialect,
): string {
  const t = textsOf(lang).event;
  if (format === 'csv') {
    const { head, rows } = seasonRows(s);
    return toCsv([head, ...rows], dialect);
  }
  // A document a person reads: the headings and words in the export's language (the CSV keeps field names),
  // each night marked as the text marks it, and what the marks mean under the table; before any night, no table but
  // what the standings say then, how to add one.
  const empty = s.events.length === 0 ? t.seasonEmpty(s.season) : undefined;
  const head = [t.place, t.name, ...s.events, t.bestColumn, t.played, t.nightsCounted, t.qualified, t.decidedBy];
  const text = s.standings.map((x) => [
    x.place === null ? '-' : String(x.place),
    x.name,
    ...x.nights.map((n) => nightCell(n, lang) ?? '-'),
    String(x.best),
    String(x.played),
    String(x.nightsCounted),
    t.yesNo(x.qualified),
    x.tie?.decidedBy ? t.tieKey(x.tie.decidedBy) : '-',
  ]);
  // The heading says the standings are provisional, in both documents (until 2026-12-07 the HTML's did not).
  const provisional = s.provisional ? ` (${t.provisional})` : '';
  if (format === 'md') {
    const body = empty === undefined ? `${mdTable(head, text)}\n\n${mdEscape(t.seasonMarks)}` : mdEscape(empty);
    return `# ${mdEscape(s.title + provisional)}\n\n${body}\n`;
  }
  const body = empty === undefined ? `${htmlTable(head, text)}<p>${esc(t.seasonMarks)}</p>` : `<p>${esc(empty)}</p>`;
  return (
    `<!doctype html>\n<html lang="${lang}"><head><meta charset="utf-8"><title>${esc(s.title)}</title>` +
    `<style>body{font-family:system-ui,sans-serif;font-size:1.4rem;margin:2rem}table{border-collapse:collapse}` +
    `td,th{border:1px solid #999;padding:.3rem .7rem}</style></head>` +
    `<body><h1>${esc(s.title + provisional)}</h1>${body}</body></html>\n`
  );
}

/** The formats of an event or season export: those of `tafel export` (commands/export-format.ts). */
export type Format = 'md' | 'csv' | 'html' | 'json';

/** --excel: only `nl`, Excel's Dutch and Belgian CSV dialect (for CSV alone: commands/export-format.ts `excelFits`). */
export function dialectOf(excel: string | undefined): 'plain' | 'excel-nl' {
  if (excel === undefined) return 'plain';
  if (excel !== 'nl') throw misused((t) => t.event.badChoice('--excel', excel, 'nl'));
  return 'excel-nl';
}
