import { formatCents } from '../core/money.js';
import type { Lang } from '../core/game.js';
import { textsOf } from '../i18n/index.js';
import { extent, seriesOf } from './chart.js';
import { toCents, type LoadedSheet } from './evening.js';
import {
  dealLabel,
  isMoney,
  labels,
  layoutSettlement,
  layoutSheet,
  layoutTotals,
  outcomeLine,
  sheetAmounts,
  shownRow,
  type Amounts,
  type Cell,
} from './layout.js';
import type { EveningSettlement } from './settle.js';

/** Escapes text for HTML content and attribute values. */
export const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Colours that stay apart on paper and for the common colour blindnesses (Okabe-Ito). */
const COLOURS = ['#0072b2', '#d55e00', '#009e73', '#cc79a7', '#e69f00', '#56b4e9', '#000000', '#f0e442'];

/**
 * The chart's geometry (also what the tests check against): a 600 x 300 view box; the plot runs from
 * x 50 (before the first deal) to x 590 (after the last step) and from y 10 (the highest total, or 0)
 * to y 270 (the lowest, or 0); coordinates are rounded to a tenth.
 */
export const CHART = { width: 600, height: 300, left: 50, right: 590, top: 10, bottom: 270 } as const;

const r1 = (x: number): number => Math.round(x * 10) / 10;

/** Players whose running totals are equal all the way (partners in Belote, or after a troel). */
export function coinciding(series: Record<string, number[]>): string[][] {
  const groups = new Map<string, string[]>();
  for (const [p, v] of Object.entries(series)) groups.set(v.join(','), [...(groups.get(v.join(',')) ?? []), p]);
  return [...groups.values()].filter((g) => g.length > 1);
}

/**
 * The running totals as an SVG line chart: one polyline per player (data-player), from 0 before the
 * first deal through the total after each deal (and the settlement of a shared pot). Players whose
 * lines coincide are drawn dashed over each other in their own colours, so every one stays visible,
 * and the legend says who coincides.
 */
export function svgChart(s: LoadedSheet, lang: Lang): string {
  const { view, game } = s;
  const money = game.unit === 'money';
  const series = seriesOf(view, game).series;
  const values: Record<string, number[]> = Object.fromEntries(
    view.players.map((p) => [p, [0, ...series[p]].map((v) => (money ? toCents(v) : v))]),
  );
  const { min, max } = extent(Object.values(values), [0]);
  const steps = values[view.players[0]].length - 1;
  const x = (i: number) => r1(CHART.left + (steps === 0 ? 0 : (i * (CHART.right - CHART.left)) / steps));
  const y = (v: number) =>
    r1(
      max === min ? (CHART.top + CHART.bottom) / 2 : CHART.top + ((max - v) * (CHART.bottom - CHART.top)) / (max - min),
    );
  const label = (v: number) => (money ? formatCents(v, lang) : String(v));
  const same = coinciding(values);
  const colour = (i: number) => COLOURS[i % COLOURS.length];
  const lines = view.players.map((p, i) => {
    const group = same.find((g) => g.includes(p));
    const j = group ? group.indexOf(p) : 0;
    // The first of a group is drawn whole; each next one dashed, its dashes shifted, on top of it.
    const dash =
      group && j > 0 ? ` stroke-dasharray="8 ${8 * (group.length - 1)}" stroke-dashoffset="${-8 * (j - 1)}"` : '';
    const points = values[p].map((v, k) => `${x(k)},${y(v)}`).join(' ');
    return (
      `<polyline class="line" data-player="${esc(p)}" points="${points}" fill="none" stroke="${colour(i)}" ` +
      `stroke-width="2.5" stroke-linejoin="round"${dash}/>`
    );
  });
  const axis = [...new Set([max, 0, min])]
    .map(
      (v) =>
        `<line x1="${CHART.left}" x2="${CHART.right}" y1="${y(v)}" y2="` +
        `${y(v)}" class="${v === 0 ? 'zero' : 'grid'}"/><text ` +
        `x="${CHART.left - 6}" y="${r1(y(v) + 4)}" text-anchor="end">${esc(label(v))}</text>`,
    )
    .join('');
  const title = textsOf(lang).evening.chartTitle(view.title || view.id, dealLabel(game, lang));
  const svg =
    `<svg class="chart" viewBox="0 0 ${CHART.width} ${CHART.height}" role="img" aria-label="${esc(title)}" ` +
    `xmlns="http://www.w3.org/2000/svg"><title>${esc(title)}</title>${axis}${lines.join('')}</svg>`;
  const legend = view.players
    .map((p, i) => {
      const last = values[p][values[p].length - 1];
      return (
        `<li><span class="swatch" style="background:${colour(i)}"></span>${esc(p)} ` +
        `${esc((last > 0 ? '+' : '') + label(last))}</li>`
      );
    })
    .join('');
  const notes = same
    .map((g) => `<li class="same">${esc(g.join(' = '))}: ${textsOf(lang).evening.sameTotals}</li>`)
    .join('');
  return `<figure>${svg}<figcaption><ul class="legend">${legend}${notes}</ul></figcaption></figure>`;
}

/**
 * An amount as on the paper sheet: signed, money with two decimals and the language's decimal sign (0,56 in
 * Dutch, as `tafel sheet` and `settle` write it); a pot (unsigned) as it is.
 */
function cell(c: Cell | undefined, signed: boolean, lang: Lang): string {
  if (c === null || c === undefined) return '';
  if (isMoney(c)) return (signed && c.cents > 0 ? '+' : '') + formatCents(c.cents, lang);
  if (typeof c === 'number') return (signed && c > 0 ? '+' : '') + String(c);
  return esc(c);
}

/**
 * A table whose amount columns are right-aligned (class n) and signed as `amounts` says. `deals`: a sheet's (its
 * deal's number, dealer and text, its amounts, who sat out), which a phone lays out a deal at a time (class deals,
 * --k: how many amounts).
 */
function table(
  head: string[],
  rows: Cell[][],
  amounts: Amounts,
  lang: Lang,
  opts: { total?: Cell[]; deals?: boolean } = {},
): string {
  const { from, signed = head.length, to = head.length } = amounts;
  const isAmount = (i: number) => i >= from && i < to;
  const shown = (r: Cell[], i: number) =>
    isAmount(i) ? cell(r[i], i < signed, lang) : r[i] === null || r[i] === undefined ? '' : esc(String(r[i]));
  const td = (r: Cell[], i: number) => `<td${isAmount(i) ? ' class="n"' : ''}>${shown(r, i)}</td>`;
  const tr = (r: Cell[], cls = '') =>
    `<tr${cls ? ` class="${cls}"` : ''}>` + `${head.map((_, i) => td(r, i)).join('')}` + `</tr>`;
  const kind = opts.deals ? ` class="deals" style="--k:${to - from}"` : '';
  return (
    `<div class="scroll"><table${kind}><thead><tr>` +
    `${head.map((h, i) => `<th${isAmount(i) ? ' class="n"' : ''}>${esc(h)}</th>`).join('')}</tr></thead><tbody>` +
    `${rows.map((r) => tr(r)).join('')}${opts.total ? tr(opts.total, 'total') : ''}</tbody></table></div>`
  );
}

function sheetSection(s: LoadedSheet, lang: Lang): string {
  const l = labels(lang);
  const lay = layoutSheet(s.view, s.game, lang);
  const sheet = lay.title ? `, ${l.sheet} ${lay.id}` : '';
  const facts = `${lay.game} (${lay.rulesShown}), ${l.evening} ${lay.evening}${sheet}`;
  const chart = s.view.deals.length > 0 ? svgChart(s, lang) : '';
  const outcome = [capital(outcomeLine(lay.outcome)), lay.low, lay.closed].filter(Boolean).join(' · ');
  return `<section class="sheet"><h2>${esc(lay.title || lay.id)}</h2><p class="facts">${esc(facts)}</p>${table(
    lay.head,
    lay.rows.map((r, k) => shownRow(r, lay.marks[k], (c) => cell(c, true, lang))),
    sheetAmounts(lay),
    lang,
    { total: lay.total, deals: true },
  )}<p class="outcome">${esc(outcome)}</p>${chart}</section>`;
}

function settlementSection(s: EveningSettlement, lang: Lang): string {
  const l = labels(lang);
  const lay = layoutSettlement(s, lang);
  if (!lay) return '';
  const items = lay.payments.map(
    ([from, to, c]) => `<li>${esc(String(from))} ${esc(l.from)} ${esc(String(to))} <b>${cell(c, false, lang)}</b></li>`,
  );
  const pays = lay.payments.length
    ? `<ul class="payments">` + `${items.join('')}` + `</ul>`
    : `<p>${esc(capital(lay.balances.length ? l.square : l.nothingSettled))}.</p>`;
  const notes = lay.notes.map((n) => `<p class="note">${esc(n)}</p>`).join('');
  const sheets = lay.sheets.map(([id, how]) => `<li>${esc(id)} (${esc(how)})</li>`).join('');
  const balances = lay.balances.length ? table([l.player, l.balance], lay.balances, { from: 1 }, lang) : '';
  return (
    `<section class="settlement"><h2>${esc(capital(l.settlement))}</h2><ul class="sheets">${sheets}</ul>` +
    `${balances}${pays}${notes}</section>`
  );
}

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/*
 * Below 600 px (a phone) a sheet's table is a grid a deal at a time, as the board's: the deal's number beside it, its
 * text on a line of its own, its amounts under it, then the dealer and who sat out (the cells by their place: 1, 2, 3,
 * class n, the rest), the heading in the same order: every column of the paper sheet side by side left a player some
 * 28 px at 360 px. Names break only between words, a word longer than its column inside it (break-word); numbers
 * never (normal: a mark after one goes under it).
 */
const STYLE = (
  `
:root{color-scheme:light}
body{font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0 auto;padding:12px;` +
  `max-width:80rem;color:#111;background:#fff}
h1{font-size:1.4rem;margin:.2rem 0 1rem}h2{font-size:1.15rem;margin:1.4rem 0 .2rem}
.facts,.outcome,.note{margin:.2rem 0;color:#444}
.scroll{overflow-x:auto}
table{border-collapse:collapse;margin:.4rem 0;font-variant-numeric:tabular-nums}
th,td{border:1px solid #bbb;padding:.2rem .45rem;text-align:left;white-space:nowrap}
th{background:#f2f2f2;white-space:normal}td.n,th.n{text-align:right}` +
  `tr.total td{font-weight:bold;border-top:2px solid #333}
figure{margin:.6rem 0}svg.chart{width:100%;max-width:40rem;height:auto;display:block}
svg.chart text{font-size:12px;fill:#444}svg.chart .grid{stroke:#ddd}svg.chart .zero{stroke:#888}
ul.legend{list-style:none;padding:0;margin:.2rem 0;display:flex;flex-wrap:wrap;gap:.3rem 1rem}
.swatch{display:inline-block;width:1.4em;height:.35em;margin-right:.35em;vertical-align:middle}
li.same{flex-basis:100%;color:#444}
ul.payments,ul.sheets{padding-left:1.2rem}
@media (max-width:600px){body{font-size:13px;padding:6px;overflow-wrap:break-word}` +
  `table{width:100%;table-layout:fixed}th,td{padding:.15rem .2rem;white-space:normal}td.n,th.n{font-size:12px}` +
  `td.n{overflow-wrap:normal}.totals th:first-child,.settlement th:first-child{width:36%}` +
  `table.deals,.deals thead,.deals tbody{display:block}` +
  `.deals tr{display:grid;grid-template-columns:4em repeat(var(--k),minmax(0,1fr));border-bottom:1px solid #bbb}` +
  `.deals th,.deals td,.deals tr.total td{border:0}.deals th.n{font-weight:normal}` +
  `.deals tr>:first-child{grid-row:1/5}.deals tr>:nth-child(3){grid-row:1}.deals .n{grid-row:2}` +
  `.deals tr>:nth-child(2){grid-row:3}.deals tr>:not(.n):nth-child(n+4){grid-row:4}` +
  `.deals tr>:nth-child(2),.deals tr>:nth-child(3),.deals tr>:not(.n):nth-child(n+4){grid-column:2/-1}` +
  `.deals td:nth-child(2),.deals td:not(.n):nth-child(n+4){color:#444;font-size:12px}` +
  `.deals tr.total{border-top:2px solid #333}}
@page{size:A4;margin:12mm}
@media print{body{max-width:none;padding:0;font-size:10pt}section{break-inside:avoid}.scroll{overflow:visible}` +
  `svg.chart{max-width:16cm}}
`
).trim();

/**
 * One self-contained page (no external files, scripts or fonts): each sheet as on paper with its
 * chart, an evening's totals per game, and the settlement. Reads on a phone; prints on A4.
 */
export function htmlPage(
  sheets: readonly LoadedSheet[],
  lang: Lang,
  opts: { evening?: string; settlement?: EveningSettlement },
): string {
  const l = labels(lang);
  const title =
    opts.evening !== undefined ? `${l.eveningOf} ${opts.evening}` : sheets[0].view.title || sheets[0].view.id;
  const totals =
    opts.evening !== undefined
      ? (() => {
          const t = layoutTotals(sheets, lang);
          const head = `<h2>${esc(capital(l.perGame))}</h2>`;
          const rows = t.rows.length > 0 ? table(t.head, t.rows, { from: 1 }, lang) : '';
          return `<section class="totals">${head}${rows}${t.note ? `<p>${esc(t.note)}</p>` : ''}</section>`;
        })()
      : '';
  const body = [
    `<h1>${esc(title)}</h1>`,
    ...sheets.map((s) => sheetSection(s, lang)),
    totals,
    opts.settlement ? settlementSection(opts.settlement, lang) : '',
  ].join('\n');
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<style>
${STYLE}
</style>
</head>
<body>
${body}
</body>
</html>
`;
}
