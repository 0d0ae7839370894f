import { formatCents } from '../core/money.js';
import type { Lang } from '../core/game.js';
import { dealsWord, dealWord } from '../games/index.js';
import { textsOf } from '../i18n/index.js';
import { extent, seriesOf } from '../evening/chart.js';
import { toCents, type LoadedSheet } from '../evening/evening.js';
import { esc } from '../evening/html.js';
import {
  isMoney,
  labels,
  layoutSettlement,
  layoutSheet,
  layoutTotals,
  outcomeLine,
  type Cell,
} from '../evening/layout.js';
import { SAT_OUT } from '../sheet/sheet.js';
import { safe } from '../ui/paint.js';
import { shortNames } from '../ui/short-text.js';
import type { Snapshot } from './board.js';
import { eventBody } from './event-page.js';

/** How many of the last deals a phone shows. */
export const PHONE_DEALS = 8;
/**
 * How many of the last rows the board sends at all (a wide screen shows them): a 200-deal sheet would weigh more than a
 * phone should load on every change (scorer.md §5: the page under 50 KB); `tafel sheet` shows every row.
 */
export const BOARD_ROWS = 24;

const signed = (v: number, money: boolean, lang: Lang): string =>
  (v > 0 ? '+' : '') + (money ? formatCents(v, lang) : String(v));

/**
 * A cell as the board shows it: money with the language's decimal sign (0,56 in Dutch), a score signed; `plain`: an
 * amount of its own (Zwikken's pot), unsigned as `tafel sheet` shows it.
 */
function cell(c: Cell | undefined, lang: Lang, plain = false): string {
  if (c === null || c === undefined) return '';
  if (isMoney(c)) return plain ? formatCents(c.cents, lang) : signed(c.cents, true, lang);
  if (typeof c === 'number') return plain ? String(c) : signed(c, false, lang);
  return esc(c);
}

/** The columns of a sheet: a player each, or a team each in a team game (both partners carry its score). */
const columnsOf = (s: LoadedSheet): string[][] =>
  Array.isArray(s.view.teams) ? (s.view.teams as string[][]) : s.view.players.map((p) => [p]);

/**
 * A class for the widest number of a group (w2 .. w9 characters): the page sizes those numbers to the room they have,
 * so a four-digit total or a column of eight players never wraps or is cut on a phone (issue 36).
 */
const widest = (values: readonly string[]): number =>
  Math.min(9, Math.max(2, ...values.map((v) => [...v.replace(/&#?\w+;/g, '-')].length)));

/**
 * The totals, large: one card per player or team, the winner's marked once the sheet is finished, each with its
 * place when the game places its players (SheetView.places). A team's partners each keep a line of their own where
 * the card is narrow, so the second is never cut off ("Bartholomeus + …"). Every name is shown whole: the cards are
 * at least as wide as the longest name's letters (l5 .. l14: two cards still fit a row at 360 px), and a name longer
 * than its card goes on to a second line; cut to its card ("Anne…"), Annemieke and Annemarie read the same. A money
 * game's cards (`money`: Zwikken's +0,30) are also as wide as their amounts need to stand as large as other games'
 * points, two to a row at 360 px: four to a row, five characters of a card of 80 px were 15 px high beside 25.
 */
function totalCards(
  cards: { names: string[]; value: string; lead?: boolean; place?: number }[],
  money: boolean,
): string {
  const names = cards.map((c) =>
    c.names.map((n, i) => `${i === 0 && c.place !== undefined ? `${c.place}. ` : ''}${n}`),
  );
  const li = cards.map((c, k) => {
    const spans = names[k].map((n) => `<span class="p">${esc(n)}</span>`);
    return (
      `<li${c.lead ? ' class="lead"' : ''} data-col="${esc(c.names.join(' + '))}">` +
      `<span class="name">${spans.join(' + ')}</span><span class="pts">${esc(c.value)}</span></li>`
    );
  });
  const letters = Math.min(14, Math.max(5, ...names.flat().map((n) => [...n].length)));
  const kind = `w${widest(cards.map((c) => c.value))} l${letters}${money ? ' money' : ''}`;
  return `<ul class="totals ${kind}">${li.join('')}</ul>`;
}

/** The running totals as an SVG line chart, one line per column (so per team in a team game). */
function chart(s: LoadedSheet, lang: Lang): string {
  const money = s.game.unit === 'money';
  const series = seriesOf(s.view, s.game).series;
  const cols = columnsOf(s);
  const values = cols.map((t) => [0, ...series[t[0]]].map((v) => (money ? toCents(v) : v)));
  const steps = values[0].length - 1;
  if (steps < 1) return '';
  const { min, max } = extent(values, [0]);
  const [w, h, left, right, top, bottom] = [600, 260, 48, 590, 10, 240];
  const x = (i: number) => Math.round(left + (i * (right - left)) / steps);
  // Whole units of a 600-wide view box: a tenth more would double the chart's weight on a long sheet, unseen.
  const y = (v: number) =>
    Math.round(max === min ? (top + bottom) / 2 : top + ((max - v) * (bottom - top)) / (max - min));
  const label = (v: number) => (money ? formatCents(v, lang) : String(v));
  const axis = [...new Set([max, 0, min])]
    .map(
      (v) =>
        `<line x1="${left}" x2="${right}" y1="${y(v)}" y2="${y(v)}" class="${v === 0 ? 'zero' : 'grid'}"/>` +
        `<text x="${left - 6}" y="${y(v) + 4}" text-anchor="end">${esc(label(v))}</text>`,
    )
    .join('');
  const lines = values
    .map((vs, i) => `<polyline class="c${i % 8}" points="${vs.map((v, k) => `${x(k)},${y(v)}`).join(' ')}"/>`)
    .join('');
  const title = textsOf(lang).serve.chart(dealWord(s.game.id, lang));
  const legend = cols.map((t, i) => `<li><span class="sw c${i % 8}"></span>${esc(safe(t.join(' + ')))}</li>`).join('');
  const svg = `<svg viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(title)}"><title>${esc(title)}</title>`;
  const caption = `<figcaption><ul class="legend">${legend}</ul></figcaption>`;
  return `<figure class="chart">${svg}${axis}${lines}</svg>${caption}</figure>`;
}

/**
 * One sheet in two parts: `head` (its name, the totals, who deals next and who sits out) and `list` (the last deals and
 * the chart). The board shows them one under the other; the scorer's page puts its input line between them.
 */
export function sheetParts(s: LoadedSheet, lang: Lang, heading: 'h1' | 'h2'): { head: string; list: string } {
  const t = textsOf(lang).serve;
  const v = s.view;
  const lay = layoutSheet(v, s.game, lang);
  const cols = columnsOf(s);
  const winners = v.finished && v.winner !== undefined ? (Array.isArray(v.winner) ? v.winner : [v.winner]) : [];
  // A finished game that places its players (Toepen: the reverse order of going out) shows them in place order.
  const places = v.finished ? v.places : undefined;
  const cards = cols.map((team, i) => ({
    names: team.map(safe),
    value: cell(lay.total[3 + i], lang),
    lead: team.some((p) => winners.includes(p)),
    ...(places?.[team[0]] === undefined ? {} : { place: places[team[0]] }),
  }));
  cards.sort((a, b) => (a.place ?? 0) - (b.place ?? 0));
  const out = Array.isArray(v.nextSittingOut) ? (v.nextSittingOut as string[]) : [];
  // A game whose lowest total wins says so on the board too (jokeren.md §4).
  const low = s.game.lowWins ? ` · ${textsOf(lang).ui.sheet.lowWins}` : '';
  // Closed before its deal limit, the board says so after the winner, as `tafel sheet` does under it.
  const closed = lay.closed ? ` · ${lay.closed}` : '';
  const turn =
    (v.finished
      ? t.finished(capital(outcomeLine(lay.outcome))) + closed
      : t.nextDealer(v.nextDealer) + (out.length > 0 ? ` · ${t.sittingOut(out.join(', '))}` : '')) + low;
  // What the game says before every deal (Boerenbridge: how many cards), as `tafel sheet` says it under the sheet.
  const more = v.finished ? undefined : s.game.footer?.(v, lang);
  // The evening's date is never broken at its hyphens ("2026-12-" over "05" on a phone), nor the sheet's id where a
  // line holds it ("2026-12-06-" over "kleurenwiezen"): a longer one breaks rather than scroll sideways.
  const id = lay.title ? ` · <span class="whole">${esc(safe(lay.id))}</span>` : '';
  const facts =
    `${esc(safe(`${lay.game} (${lay.rulesShown})`))} · ` +
    `<span class="nw">${esc(safe(`${labels(lang).evening} ${lay.evening}`))}</span>${id}`;
  const all = lay.rows.length;
  const from = Math.max(0, all - BOARD_ROWS);
  // Who sat out is also the '-' in the score columns: a phone leaves that last column out.
  const sits = lay.head.length - 1;
  const sitsShown = lay.head[sits] === labels(lang).sittingOut;
  const classOf = (i: number): string =>
    i === 0
      ? 'no'
      : i === 1
        ? 'dealer'
        : i === 2
          ? 'what'
          : sitsShown && i === sits
            ? 'sits'
            : i >= 3 + lay.scores
              ? 'n extra'
              : 'n';
  const names: string[] = [];
  const rows = lay.rows.slice(from).map((r, j) => {
    const k = from + j;
    // Each row sizes its own numbers: one wide correction does not shrink every deal's.
    const numbers: string[] = [];
    const tds = lay.head.map((_, i) => {
      const c = r[i];
      let text: string;
      if (i >= 3 && i < 3 + lay.scores + lay.extras) {
        // A score and the sheet's mark after it (Klaverjassen's N, Boerenbridge's bid/tricks): the number alone is
        // sized to its column, the mark goes under it on a phone. Who sat out: his mark in its place as `tafel sheet`
        // writes it (Toepen's dood), else '-'. An extra column (a pot) is unsigned, as `tafel sheet` has it.
        const m = i < 3 + lay.scores ? lay.marks[k]?.columns[i - 3] : undefined;
        const value = m?.sat ? esc(m.mark ?? SAT_OUT) : cell(c, lang, i >= 3 + lay.scores);
        if (value !== '') numbers.push(value);
        text =
          (value === '' ? '' : `<span class="v">${value}</span>`) +
          (m?.mark && !m.sat ? ` <small class="m">${esc(m.mark)}</small>` : '');
      } else if (i === 2 && typeof c === 'string') {
        // A deal's two sides stay together on a phone ("92 - 90" broke after its minus): one span that does not wrap,
        // as a no-break space after a hyphen still lets the line break there.
        // From a word's start only (the lookbehind): from every letter of a long word (a note) it went back over the
        // rest of the word each time, quadratic; a 200 kB note kept the board 24 s from answering.
        text = esc(c).replace(/(?<!\S)\S+ - [-+]?\d+/g, (pair) => `<span class="nw">${pair}</span>`);
      } else text = i >= 3 ? cell(c, lang) : c === null || c === undefined ? '' : esc(String(c));
      return `<td class="${classOf(i)}">${text}</td>`;
    });
    return `<tr class="w${widest(numbers)}${all - k > PHONE_DEALS ? ' old' : ''}">${tds.join('')}</tr>`;
  });
  // A phone's column: the shortest beginning of three letters that tells the players apart (as `tafel sheet` cuts).
  const short = shortNames(v.players, 3);
  // '#' for the deal's number, as `tafel sheet` heads it: the word would not fit a phone's column. A player's column
  // is headed by the whole name on a wide screen and by its short form on a phone.
  const head = ['#', ...lay.head.slice(1)]
    .map((h, i) => {
      if (i < 3 || i >= 3 + lay.scores) return `<th class="${classOf(i)}">${esc(safe(h))}</th>`;
      const abbr = cols[i - 3].map((p) => short.get(p) ?? p).join('+');
      names.push(abbr);
      return (
        `<th class="${classOf(i)}"><span class="wide">${esc(safe(h))}</span>` +
        `<span class="phone">${esc(safe(abbr))}</span></th>`
      );
    })
    .join('');
  const sub = heading === 'h1' ? 'h2' : 'h3';
  const wide = from > 0 ? t.lastRows(all - from, all) : t.wholeSheet;
  const deals =
    all === 0
      ? `<p class="none">${esc(t.noDeals(dealsWord(s.game, lang)))}</p>`
      : `<${sub}><span class="phone">${esc(t.lastDeals(dealsWord(s.game, lang)))}</span>` +
        `<span class="wide">${esc(wide)}</span></${sub}>` +
        `<table class="deals k${Math.min(9, lay.scores + lay.extras)} h${widest(names)}">` +
        `<thead><tr>${head}</tr></thead>` +
        `<tbody>${rows.join('')}</tbody></table>`;
  return {
    head:
      `<${heading}>${esc(safe(v.title || v.id))}</${heading}>` +
      `<p class="facts">${facts}</p>${totalCards(cards, lay.money)}<p class="turn">${esc(safe(turn))}</p>` +
      (more ? `<p class="more">${esc(safe(more))}</p>` : ''),
    list: `<div class="body"><div class="list">${deals}</div>${chart(s, lang)}</div>`,
  };
}

/** One sheet: totals on top, who deals next and who sits out, the last deals, the chart. */
function sheetBlock(s: LoadedSheet, lang: Lang, heading: 'h1' | 'h2'): string {
  const { head, list } = sheetParts(s, lang, heading);
  return `<section class="sheet" data-sheet="${esc(s.view.id)}">${head}${list}</section>`;
}

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** The evening's totals per game and the settle-up preview, above its sheets. */
function eveningBlock(snap: Snapshot): string {
  const { lang } = snap;
  const t = textsOf(lang).serve;
  const totals = layoutTotals(snap.sheets, lang);
  const games = totals.head.slice(1).map((g, gi) => {
    const rows = totals.rows.filter((r) => r[1 + gi] !== null);
    const cards = rows.map((r) => ({ names: [safe(String(r[0]))], value: cell(r[1 + gi], lang) }));
    return `<h3>${esc(g)}</h3>${totalCards(
      cards,
      rows.some((r) => isMoney(r[1 + gi])),
    )}`;
  });
  const parts = [`<h1>${esc(t.eveningOf(snap.evening!))}</h1>`];
  const note = totals.note ? `<p class="note">${esc(totals.note)}</p>` : '';
  if (snap.sheets.length > 0)
    parts.push(`<section class="pergame"><h2>${esc(t.perGame)}</h2>${games.join('')}${note}</section>`);
  const settle = snap.settlement ? layoutSettlement(snap.settlement, lang, true) : undefined;
  if (settle) {
    const pays = settle.payments.map(
      ([from, to, c]) =>
        `<li>${esc(t.pays(safe(String(from)), safe(String(to)), cell(c, lang).replace(/^\+/, '')))}</li>`,
    );
    const notes = settle.notes.map((x) => `<p class="note">${esc(safe(x))}</p>`).join('');
    const nothing = `${capital(labels(lang).nothingSettled)}.`;
    parts.push(
      `<section class="settle"><h2>${esc(t.settleUp)}</h2>` +
        `${pays.length ? `<ul>${pays.join('')}</ul>` : `<p>${esc(settle.balances.length ? t.square : nothing)}</p>`}` +
        `${notes}</section>`,
    );
  }
  return parts.join('');
}

/** The board's changing part (replaced in place on every update) and the page title. */
export function boardBody(snap: Snapshot): { title: string; html: string } {
  const refusals = snap.refusals.map((r) => `<p class="refusal" role="alert">${esc(safe(r.text))}</p>`).join('');
  if (snap.event) return eventBody(snap.event, snap.lang);
  if (snap.evening !== undefined) {
    const html = eveningBlock(snap) + refusals + snap.sheets.map((s) => sheetBlock(s, snap.lang, 'h2')).join('');
    return { title: textsOf(snap.lang).serve.eveningOf(snap.evening), html };
  }
  const s = snap.sheets[0];
  return {
    title: s ? safe(s.view.title || s.view.id) : 'tafel',
    html: refusals + (s ? sheetBlock(s, snap.lang, 'h1') : ''),
  };
}

export const STYLE = `
:root{color-scheme:light dark;--fg:#111;--bg:#fff;--dim:#555;--line:#ccc;--card:#f1f3f5;--lead:#0b6b3a;--bad:#a40000}
@media (prefers-color-scheme:dark){:root{--fg:#f2f2f2;--bg:#121212;--dim:#b8b8b8;--line:#444;--card:#1f2326;
--lead:#6fdc9b;--bad:#ff8a80}}
*{box-sizing:border-box}
body{font:16px/1.35 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;padding:10px;color:var(--fg);
background:var(--bg);overflow-wrap:anywhere}
main{max-width:80rem;margin:0 auto;padding-top:1.3rem}
h1{font-size:1.3rem;margin:.1rem 0}h2{font-size:1.1rem;margin:1rem 0 .3rem}h3{font-size:1rem;margin:.7rem 0 .2rem}
.facts,.note,.none{color:var(--dim);margin:.1rem 0}.nw{white-space:nowrap}.whole{display:inline-block;max-width:100%}
.tap{display:inline-flex;align-items:center;min-height:2.75rem;min-width:2.75rem}
.status{position:fixed;top:6px;right:8px;font-size:.75rem;padding:.1rem .45rem;border-radius:1rem;
background:var(--card);color:var(--dim)}
.status.on::before{content:"● ";color:var(--lead)}.status.off::before{content:"● ";color:var(--bad)}
.totals{list-style:none;padding:0;margin:.5rem 0;display:grid;gap:.4rem;--big:min(2.6rem,7vw);
grid-template-columns:repeat(auto-fit,minmax(min(100%,max(5rem,calc(var(--l) * 1.1ch + 1rem),var(--m,0px))),1fr))}
.totals.money{--m:min(calc(var(--w) * var(--big) / 1.2 + 1rem),calc(50% - .2rem))}
.totals li{background:var(--card);border-radius:.5rem;padding:.35rem .5rem;min-width:0;container-type:inline-size;
display:flex;flex-direction:column}.totals .name{display:block;font-size:.95rem;overflow-wrap:normal}
.totals .p{display:inline-block;max-width:100%;vertical-align:top;overflow-wrap:anywhere}
.totals .pts{display:block;margin-top:auto;font-size:min(var(--big),calc(120cqi / var(--w)));font-weight:700;
font-variant-numeric:tabular-nums;line-height:1.15;white-space:nowrap}
.totals li.lead{outline:3px solid var(--lead)}
.w2{--w:2}.w3{--w:3}.w4{--w:4}.w5{--w:5}.w6{--w:6}.w7{--w:7}.w8{--w:8}.w9{--w:9}
.h2{--h:2}.h3{--h:3}.h4{--h:4}.h5{--h:5}.h6{--h:6}.h7{--h:7}.h8{--h:8}.h9{--h:9}
.l5{--l:5}.l6{--l:6}.l7{--l:7}.l8{--l:8}.l9{--l:9}.l10{--l:10}.l11{--l:11}.l12{--l:12}.l13{--l:13}.l14{--l:14}
.k2{--k:2}.k3{--k:3}.k4{--k:4}.k5{--k:5}.k6{--k:6}.k7{--k:7}.k8{--k:8}.k9{--k:9}
.turn{font-size:1.1rem;font-weight:600;margin:.3rem 0 .6rem}
.refusal{border-left:4px solid var(--bad);padding:.3rem .6rem;background:var(--card);color:var(--bad)}
.more{margin:-.4rem 0 .6rem;font-weight:600}
table.deals{border-collapse:collapse;width:100%;table-layout:fixed;font-variant-numeric:tabular-nums;font-size:.9rem}
.deals th,.deals td{border-bottom:1px solid var(--line);padding:.2rem .25rem;text-align:left;overflow:hidden;
text-overflow:ellipsis}
.deals th{white-space:nowrap}.deals .n{text-align:right;white-space:nowrap}.deals th.no,.deals td.no{width:2.2em}
.deals .dealer,.deals .sits{display:none}.deals tr.old{display:none}.wide{display:none}
@media (max-width:899.98px){.list{container-type:inline-size}
table.deals,.deals thead,.deals tbody{display:block}
.deals tr{display:grid;grid-template-columns:2.2rem repeat(var(--k),minmax(0,1fr));border-bottom:1px solid var(--line)}
.deals th,.deals td{border:0;padding:.1rem .15rem}.deals th.what{display:none}.deals .no{grid-column:1;grid-row:1/3}
.deals th.no{grid-row:1}.deals td.what{grid-column:2/-1;grid-row:1}.deals td.n{grid-row:2}.deals th.n{grid-row:1}
.deals tr.old{display:none}
.deals td.n{font-size:min(.9rem,calc((100cqi - 2.2rem) / var(--k) * 1.3 / var(--w)))}
.deals th.n{font-size:min(.9rem,calc((100cqi - 2.2rem) / var(--k) * 1.25 / var(--h)))}
.deals .m{display:block;font-size:.75rem;color:var(--dim);line-height:1}}
.chart{display:none;margin:.5rem 0}
svg{width:100%;height:auto;display:block}svg text{font-size:12px;fill:var(--dim)}
svg .grid{stroke:var(--line)}svg .zero{stroke:var(--dim)}
svg polyline{fill:none;stroke-width:2.5;stroke-linejoin:round}
.legend{list-style:none;padding:0;margin:.2rem 0;display:flex;flex-wrap:wrap;gap:.2rem 1rem}
.sw{display:inline-block;width:1.3em;height:.35em;margin-right:.35em;vertical-align:middle}
.c0{stroke:#0072b2;background:#0072b2}.c1{stroke:#d55e00;background:#d55e00}.c2{stroke:#009e73;background:#009e73}
.c3{stroke:#cc79a7;background:#cc79a7}.c4{stroke:#e69f00;background:#e69f00}.c5{stroke:#56b4e9;background:#56b4e9}
table.stand{border-collapse:collapse;width:100%;table-layout:fixed;font-variant-numeric:tabular-nums}
.stand th,.stand td{border-bottom:1px solid var(--line);padding:.3rem .25rem;text-align:left}
.stand th{overflow-wrap:normal}.stand .pl{width:2.2em}
.stand .n,.stand .rnd{text-align:right;width:4.2em}.stand .rnd,.stand .wins{display:none}
.stand .rnd.last{display:table-cell}.stand tr.lead td{font-weight:700}.mark{color:var(--dim);font-size:.85rem}
.stand .avg{width:5.2em}@media (max-width:459.98px){.stand.by-avg .rnd.last{display:none}}
.tables{list-style:none;padding:0;margin:.4rem 0;display:grid;grid-template-columns:repeat(auto-fit,minmax(15rem,1fr));
gap:.5rem}.tables>li{background:var(--card);border-radius:.5rem;padding:.4rem .6rem;min-width:0}
.tables h3{margin:.1rem 0}.tables .seats{margin:.1rem 0;padding-left:1.3rem;font-weight:600}
.tables p.seats{padding:0}.vs{margin:0;color:var(--dim)}.tables li.finished{outline:2px solid var(--lead)}
.warn{color:var(--bad);font-weight:700;margin:.1rem 0}.tables li.silent{outline:2px solid var(--bad)}
.c6{stroke:var(--fg);background:var(--fg)}.c7{stroke:#f0e442;background:#f0e442}
@media (min-width:900px){body{padding:16px 24px}.stand .rnd,.stand .wins{display:table-cell}
table.stand{table-layout:auto}table.deals{table-layout:auto}.deals tr.old{display:table-row}
.deals .dealer,.deals .sits{display:table-cell}.deals th.dealer{width:7em}
.phone{display:none}.wide{display:inline}.chart{display:block}
.body{display:grid;grid-template-columns:minmax(0,3fr) minmax(0,2fr);gap:1.5rem;align-items:start}}
`.trim();

// Live updates: the body arrives by Server-Sent Events and replaces the board in place. EventSource
// reconnects by itself after a blip; once the server refused (503) or went away for good it gives
// up, so a new one is opened a little later.
export const SCRIPT = `(function(){var m=document.getElementById('board'),s=document.getElementById('status'),t;
function open(){var e=new EventSource(m.getAttribute('data-events'));
e.addEventListener('board',function(v){var d=JSON.parse(v.data);m.innerHTML=d.html;document.title=d.title;});
e.onopen=function(){s.textContent=s.getAttribute('data-live');s.className='status on';};
e.onerror=function(){s.textContent=s.getAttribute('data-lost');s.className='status off';
if(e.readyState===2){clearTimeout(t);t=setTimeout(open,3000);}};}
open();})();`;

/** The start of every page the server sends, to its `<body>`: the language, a phone's width, no Referer, the title. */
export const pageHead = (lang: Lang, title: string, head: string): string => `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${esc(title)}</title>
${head}
</head>`;

/** The whole page: without JavaScript it still shows the board and refreshes itself. */
export function boardPage(body: { title: string; html: string }, lang: Lang, events: string): string {
  const t = textsOf(lang).serve;
  return `${pageHead(
    lang,
    body.title,
    `<noscript><meta http-equiv="refresh" content="15"></noscript>
<style>${STYLE}</style>`,
  )}
<body>
<span id="status" class="status" data-live="${esc(t.live)}" data-lost="${esc(t.reconnecting)}"></span>
<main id="board" data-events="${esc(events)}">${body.html}</main>
<noscript><p class="facts">${esc(t.noScript)}</p></noscript>
<script>${SCRIPT}</script>
</body>
</html>
`;
}
