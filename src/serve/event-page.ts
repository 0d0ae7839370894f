import type { Lang } from '../core/game.js';
import { textsOf } from '../i18n/index.js';
import { dealsWord, dealWord } from '../games/index.js';
import { esc } from '../evening/html.js';
import { afterRoundLine, averageCell, marks, roundCell } from '../event/render.js';
import { safe } from '../ui/paint.js';
import type { EventView } from './event-board.js';

/* The board of `serve --event`: the standings first (what a phone at the table looks for), then the round's plan. */

const e = (s: string): string => esc(safe(s));

function standingsBlock(v: EventView, lang: Lang): string {
  const t = textsOf(lang).serve;
  const te = textsOf(lang).event;
  const s = v.standings;
  const n = s.afterRound;
  // A phone shows the last round's column only; a wide screen every round.
  const rnd = (i: number) => (i === n - 1 ? 'rnd last' : 'rnd');
  // Ranked by average, the average the places go by follows the total, as `event standings` shows it (render.ts); on
  // a phone it takes the last round's place (page.ts), as the terminal's narrow standings leave the rounds out first.
  const byAverage = s.ranking === 'average';
  const head =
    `<th class="pl">#</th><th class="who">${e(te.name)}</th>` +
    Array.from({ length: n }, (_, i) => `<th class="${rnd(i)}">r${i + 1}</th>`).join('') +
    `<th class="n">${e(te.total)}</th>${byAverage ? `<th class="n avg">${e(te.average)}</th>` : ''}` +
    `<th class="n wins">${e(te.wins)}</th>`;
  const rows = s.standings.map((x) => {
    const m = marks(x, lang);
    const cells =
      `<td class="pl">${x.place === null ? '-' : x.place}</td>` +
      `<td class="who">${e(x.name)}${m ? ` <span class="mark">${e(m)}</span>` : ''}</td>` +
      x.rounds.map((r, i) => `<td class="${rnd(i)}">${e(roundCell(r, lang))}</td>`).join('') +
      `<td class="n">${x.total}</td>${byAverage ? `<td class="n avg">${e(averageCell(x.average, lang))}</td>` : ''}` +
      `<td class="n wins">${x.wins}</td>`;
    return `<tr data-no="${x.no}"${x.prize ? ' class="lead"' : ''}>${cells}</tr>`;
  });
  const after = n === 0 ? t.noRoundYet : afterRoundLine(s, lang);
  const notes = [
    s.openSheets.length > 0 ? te.openList(s.openSheets.join(', ')) : '',
    s.missingSheets.length > 0 ? te.missingList(s.missingSheets.join(', ')) : '',
  ]
    .filter((x) => x !== '')
    .map((x) => `<p class="note">${e(x)}</p>`)
    .join('');
  return (
    `<section class="standings"><h2>${e(t.standings)}${s.provisional ? ` · ${e(te.provisional)}` : ''}</h2>` +
    `<p class="facts">${e(after)}</p>` +
    `<table class="stand${byAverage ? ' by-avg' : ''}"><thead><tr>${head}</tr></thead><tbody>${rows.join('')}</tbody>` +
    `</table>${notes}</section>`
  );
}

function planBlock(v: EventView, lang: Lang): string {
  const t = textsOf(lang).serve;
  const te = textsOf(lang).event;
  if (!v.round) return `<section class="plan"><p class="none">${e(t.noRoundYet)}</p></section>`;
  const { plan, tables } = v.round;
  const pairs = v.event.kind === 'pairs';
  const items = tables.map((tb) => {
    const names = tb.plan.seats.map((s) => (pairs ? s.name : `${s.name} (${s.no})`));
    const who = tb.plan.teams
      ? `<p class="seats">${e(`${names[0]} & ${names[2]}`)}</p><p class="vs">${e(t.versus)}</p>` +
        `<p class="seats">${e(`${names[1]} & ${names[3]}`)}</p>`
      : `<ol class="seats">${names.map((x) => `<li>${e(x)}</li>`).join('')}</ol>`;
    const g = v.event.game;
    const state = t.tableState(tb.state, tb.deals, String(v.event.deals), dealWord(g, lang), dealsWord(g, lang));
    return (
      `<li data-table="${tb.plan.table}" class="${tb.state}"><h3>${e(t.tableNo(tb.plan.table))}</h3>${who}` +
      `<p class="facts">${e(te.writesDeals(tb.plan.scorer, tb.plan.firstDealer))}</p>` +
      `<p class="facts state">${e(state)}</p></li>`
    );
  });
  const byes = plan.byes.map((b) => b.name).join(', ');
  const absent = plan.absent.map((b) => b.name).join(', ');
  const tail = [byes ? te.byes(byes) : '', absent ? te.absentList(absent) : ''].filter((x) => x !== '').join(' ');
  return (
    `<section class="plan"><h2>${e(t.roundOf(plan.round, v.event.rounds))}</h2>` +
    `<ul class="tables">${items.join('')}</ul>${tail ? `<p class="note">${e(tail)}</p>` : ''}</section>`
  );
}

/** The changing part of the event board and its title. */
export function eventBody(v: EventView, lang: Lang): { title: string; html: string } {
  const ev = v.event;
  const facts = `${ev.game} (${ev.rules}) · ${ev.id}${ev.finished ? ` · ${textsOf(lang).serve.eventFinished}` : ''}`;
  return {
    title: safe(ev.title),
    html:
      `<section class="event" data-event="${esc(ev.id)}"><h1>${e(ev.title)}</h1><p class="facts">${e(facts)}</p>` +
      `${standingsBlock(v, lang)}${planBlock(v, lang)}</section>`,
  };
}
