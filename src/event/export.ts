import { misused } from '../core/errors.js';
import type { Lang } from '../core/game.js';
import { toCsv, type CsvDialect } from '../evening/csv.js';
import { esc } from '../evening/html.js';
import type { Cell } from '../evening/layout.js';
import { textsOf } from '../i18n/index.js';
import type { SheetData, SheetView } from '../sheet/sheet.js';
import { factsOf } from './model.js';
import type { EventData } from '../store/events/data.js';
import { planJson, standingsTable, type PlanJson } from './render.js';
import type { SeasonStandings } from './season.js';
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

function settingRows(e: EventData): Cell[][] {
  return SETTING_KEYS.map((k) => [k, Array.isArray(e[k]) ? (e[k] as string[]).join(',') : String(e[k])]);
}

/** One row per seat, bye and absence of every round: plan and results together (§10 block 2). */
function seatRows(e: EventData, s: Standings): Cell[][] {
  const teams = factsOf(e.game)?.teams ?? false;
  const rows: Cell[][] = [];
  for (const d of e.draws.slice(0, s.afterRound)) {
    const plan = planJson(e, d);
    for (const t of plan.tables) {
      for (const seat of t.seats) {
        const st = s.standings.find((x) => x.no === seat.no)!;
        const r = st.rounds.find((x) => x.round === d.round)!;
        const team = teams
          ? (seat.seat - 1) % 2 === 0
            ? `${t.seats[0].name} & ${t.seats[2].name}`
            : `${t.seats[1].name} & ${t.seats[3].name}`
          : null;
        rows.push([d.round, t.table, t.sheet, seat.seat, seat.no, seat.name, team, r.score, r.won ? 'yes' : 'no']);
      }
    }
    for (const [list, how] of [
      [d.byes, 'bye'],
      [d.absent, 'absent'],
    ] as const) {
      for (const no of list) {
        const r = s.standings.find((x) => x.no === no)!.rounds.find((x) => x.round === d.round)!;
        rows.push([d.round, null, null, null, no, e.entrants[no - 1].name, null, r.score, how]);
      }
    }
  }
  return rows;
}

export function eventCsv(e: EventData, s: Standings, dialect: CsvDialect): string {
  const rounds = Array.from({ length: s.afterRound }, (_, i) => `r${i + 1}`);
  const records: Cell[][] = [
    ['key', 'value'],
    ...settingRows(e),
    [],
    ['round', 'table', 'sheet', 'seat', 'no', 'name', 'team', 'score', 'won'],
    ...seatRows(e, s),
    [],
    [
      'place',
      'no',
      'name',
      ...rounds,
      'total',
      'played',
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
      x.name,
      ...x.rounds.map((r) => r.score),
      x.total,
      x.played,
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

/** Markdown cells: a pipe or a line break would break the table. */
const md = (s: string): string =>
  s
    .replace(/\\/g, '\\\\')
    .replace(/\|/g, '\\|')
    .replace(/[\r\n]+/g, ' ');

function mdTable(head: string[], rows: string[][]): string {
  return [
    `| ${head.map(md).join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.map(md).join(' | ')} |`),
  ].join('\n');
}

function planRows(p: PlanJson, s: Standings): string[][] {
  return p.tables.map((t) => {
    const score = (no: number) => s.standings.find((x) => x.no === no)?.rounds.find((r) => r.round === p.round)?.score;
    return [
      String(t.table),
      t.sheet,
      ...t.seats.map(
        (x) => `${x.name} (${x.no})${score(x.no) === null || score(x.no) === undefined ? '' : ` ${score(x.no)}`}`,
      ),
    ];
  });
}

export function eventMarkdown(e: EventData, s: Standings, lang: Lang): string {
  const t = textsOf(lang).event;
  const out = [
    `# ${md(e.title)}`,
    '',
    `${e.game} ${e.rules}, ${t.roundsOf(e.draws.length, e.rounds)}${s.provisional ? ` (${t.provisional})` : ''}`,
  ];
  for (const d of e.draws.slice(0, s.afterRound)) {
    const p = planJson(e, d);
    out.push('', `## ${t.roundHead(d.round, e.rounds, e.title, d.seed)}`, '');
    out.push(
      mdTable(
        [
          t.table,
          t.sheetColumn,
          ...Array.from({ length: p.tables[0]?.seats.length ?? e.tableSize }, (_, i) => t.seat(i + 1)),
        ],
        planRows(p, s),
      ),
    );
    if (p.byes.length > 0) out.push('', t.byes(p.byes.map((b) => b.name).join(', ')));
    if (p.absent.length > 0) out.push('', t.absentList(p.absent.map((b) => b.name).join(', ')));
  }
  out.push('', `## ${t.afterRound(s.afterRound, s.roundsPlanned)}`, '');
  const table = standingsTable(s, lang);
  out.push(mdTable(table.head, table.rows));
  return out.join('\n') + '\n';
}

const htmlTable = (head: string[], rows: string[][]): string =>
  `<table><thead><tr>${head.map((h) => `<th>${esc(h)}</th>`).join('')}</tr></thead>` +
  `<tbody>${rows.map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`).join('')}` +
  '</tbody></table>';

/** One self-contained page, large enough for a projector: every round's table plan, then the standings. */
export function eventHtml(e: EventData, s: Standings, lang: Lang): string {
  const t = textsOf(lang).event;
  const parts: string[] = [];
  for (const d of e.draws.slice(0, s.afterRound)) {
    const p = planJson(e, d);
    parts.push(`<h2>${esc(t.roundHead(d.round, e.rounds, e.title, d.seed))}</h2>`);
    parts.push(
      htmlTable(
        [
          t.table,
          t.sheetColumn,
          ...Array.from({ length: p.tables[0]?.seats.length ?? e.tableSize }, (_, i) => t.seat(i + 1)),
        ],
        planRows(p, s),
      ),
    );
    if (p.byes.length > 0) parts.push(`<p>${esc(t.byes(p.byes.map((b) => b.name).join(', ')))}</p>`);
  }
  parts.push(
    `<h2>${esc(t.afterRound(s.afterRound, s.roundsPlanned))}${s.provisional ? ` (${esc(t.provisional)})` : ''}</h2>`,
  );
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

export function seasonRows(s: SeasonStandings): { head: string[]; rows: Cell[][] } {
  return {
    head: ['place', 'name', ...s.events, 'best', 'played', 'nights_counted', 'qualified', 'decided_by'],
    rows: s.standings.map((x) => [
      x.place,
      x.name,
      ...x.nights.map(
        (n): Cell =>
          n.how === 'missed' ? null : n.how === 'excused' ? `E${n.score === null ? '' : ` ${n.score}`}` : n.score,
      ),
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
  // A document a person reads: the headings and words in the export's language (the CSV keeps field names).
  const head = [t.place, t.name, ...s.events, t.bestColumn, t.played, t.nightsCounted, t.qualified, t.decidedBy];
  const text = seasonRows(s).rows.map((r) =>
    r.map((c, i) => {
      if (i === r.length - 2) return t.yesNo(c === 'yes');
      if (i === r.length - 1 && typeof c === 'string') return t.tieKey(c);
      return c === null ? '-' : String(c);
    }),
  );
  if (format === 'md')
    return `# ${md(s.title)}${s.provisional ? ` (${t.provisional})` : ''}\n\n${mdTable(head, text)}\n`;
  return (
    `<!doctype html>\n<html lang="${lang}"><head><meta charset="utf-8"><title>${esc(s.title)}</title>` +
    `<style>body{font-family:system-ui,sans-serif;font-size:1.4rem;margin:2rem}table{border-collapse:collapse}` +
    `td,th{border:1px solid #999;padding:.3rem .7rem}</style></head>` +
    `<body><h1>${esc(s.title)}</h1>${htmlTable(head, text)}</body></html>\n`
  );
}

export type Format = 'md' | 'csv' | 'html' | 'json';

/**
 * The format of an event or season export: --format, else the --out file's extension (`path.extname`, dot included),
 * else Markdown.
 */
export function formatOf(given: string | undefined, extension: string | undefined): Format {
  const ext = extension?.slice(1).toLowerCase();
  const f = given ?? (ext === 'markdown' ? 'md' : ext === 'htm' ? 'html' : ext) ?? 'md';
  if (!['md', 'csv', 'html', 'json'].includes(f)) {
    if (given === undefined) return 'md';
    throw misused((t) => t.event.badChoice('--format', f, 'md, csv, html, json'));
  }
  return f as Format;
}

/** --excel: only `nl`, Excel's Dutch and Belgian CSV dialect. */
export function dialectOf(excel: string | undefined): 'plain' | 'excel-nl' {
  if (excel === undefined) return 'plain';
  if (excel !== 'nl') throw misused((t) => t.event.badChoice('--excel', excel, 'nl'));
  return 'excel-nl';
}
