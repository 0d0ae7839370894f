import fs from 'node:fs';
import type { Lang } from '../core/game.js';
import type { EventData } from '../store/events/data.js';
import { esc } from '../evening/html.js';
import { textsOf } from '../i18n/index.js';
import { dealsWord, dealWord } from '../games/index.js';
import type { Store } from '../store/store.js';
import { safe } from '../ui/paint.js';
import { type BoardRound, readEventView } from './event-board.js';
import { boardPage, pageHead } from './page.js';
import type { Body, Link } from './link.js';

/*
 * The organiser's page and the printable table cards (scorer.md §1): every table of the current round with the deals
 * received, the last write and whether its players agreed to the totals; a table silent for 10 minutes while open is
 * flagged. Read only, like the board.
 */

/** A table silent this long while open is flagged on the organiser's page. */
export const SILENT_MS = 10 * 60 * 1000;

const e = (s: string): string => esc(safe(s));
const clock = (d: Date): string =>
  `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;

export interface OrganiserOptions {
  store: Store;
  /** The event's id (the organiser's link is bound to the event it was made for). */
  event: string;
  /** The page's own path (`/<token>/`), for the link to its cards. */
  base: string;
  /** A table's scorer link. */
  tableUrl: (table: number) => string;
  now?: () => Date;
}

export class OrganiserLink implements Link {
  readonly pages: Record<string, (lang: Lang) => Promise<string>>;

  constructor(private readonly o: OrganiserOptions) {
    this.pages = { cards: (lang) => this.cards(lang) };
  }

  page(body: Body, lang: Lang, events: string): string {
    return boardPage(body, lang, events);
  }

  body(lang: Lang): Body {
    const t = textsOf(lang).serve;
    const v = readEventView(this.o.store, this.o.event, lang);
    if ('refusal' in v) return { title: 'tafel', html: `<p class="refusal" role="alert">${e(v.refusal)}</p>` };
    const ev = v.event;
    // The cards' link is tapped on a phone: 44 px each way (.tap), as every button of the scorer's page.
    const head =
      `<h1>${e(t.organiser.title(ev.title))}</h1>` +
      `<p class="facts"><a class="tap" href="${esc(this.o.base)}cards">${esc(t.organiser.cards)}</a></p>`;
    if (!v.round) return { title: safe(ev.title), html: `${head}<p class="none">${e(t.noRoundYet)}</p>` };
    const items = this.items(ev, v.round, lang);
    // A round drawn with tables of an earlier one still open (`event draw --force`): those tables, to get finished.
    const earlier = v.earlier.map(
      (r) =>
        `<h2>${e(t.organiser.stillOpen(r.plan.round, ev.rounds, r.tables.length))}</h2>` +
        `<ul class="tables earlier">${this.items(ev, r, lang, true).join('')}</ul>`,
    );
    return {
      title: safe(ev.title),
      html:
        `<section class="organiser" data-event="${esc(ev.id)}">${head}` +
        `<h2>${e(t.organiser.round(v.round.plan.round, ev.rounds, items.length))}</h2>` +
        `<ul class="tables">${items.join('')}</ul>${earlier.join('')}</section>`,
    };
  }

  /** The tables of `round` as the page lists them; a table of an earlier round says how it is finished. */
  private items(ev: EventData, round: BoardRound, lang: Lang, earlier = false): string[] {
    const t = textsOf(lang).serve;
    const now = (this.o.now?.() ?? new Date()).getTime();
    const drawn = Date.parse(ev.draws.find((d) => d.round === round.plan.round)?.drawnAt ?? '');
    return round.tables.map((tb) => {
      // The two teams where the game has fixed partners, as the event board and `event plan` show them.
      const n = tb.plan.seats.map((s) => s.name);
      const names = tb.plan.teams ? `${n[0]} & ${n[2]} ${t.versus} ${n[1]} & ${n[3]}` : n.join(', ');
      let last: number | undefined;
      try {
        last = fs.statSync(this.o.store.sheetPath(tb.plan.sheet)).mtimeMs;
      } catch {
        last = undefined;
      }
      const silentFor = now - Math.max(last ?? 0, Number.isNaN(drawn) ? 0 : drawn);
      // Finished by its deals is not yet agreed: the players' agreement is the scorer's Finish (tafel finish).
      const agreed = tb.state === 'finished' && this.closed(tb.plan.sheet);
      // A finished event closed every table (`event finish --force` too): no table is playing, and none agreed
      // what the organiser closed. Said as the event board says it.
      const state =
        tb.state === 'missing'
          ? t.organiser.missing
          : ev.finished
            ? t.eventFinished
            : tb.state === 'open'
              ? t.organiser.open
              : agreed
                ? t.organiser.finished
                : t.organiser.played(dealsWord(ev.game, lang));
      const [w, ws] = [dealWord(ev.game, lang), dealsWord(ev.game, lang)];
      const got = tb.deals > 0 ? t.organiser.received(tb.deals, String(ev.deals), w, ws) : t.organiser.none;
      const when = tb.deals > 0 && last !== undefined ? ` · ${t.organiser.last(clock(new Date(last)))}` : '';
      const silent = tb.state === 'open' && silentFor >= SILENT_MS;
      const warn = silent ? `<p class="warn">${e(t.organiser.silent(Math.floor(silentFor / 60000)))}</p>` : '';
      const finish = earlier ? `<p class="facts">${e(t.organiser.finishEarlier(tb.plan.sheet))}</p>` : '';
      return (
        `<li data-table="${tb.plan.table}" class="${tb.state}${agreed ? ' agreed' : ''}${silent ? ' silent' : ''}">` +
        `<h3>${e(t.tableNo(tb.plan.table))} · ${e(state)}</h3><p class="seats">${e(names)}</p>` +
        `<p class="facts">${e(got + when)}</p>${finish}${warn}</li>`
      );
    });
  }

  private closed(id: string): boolean {
    try {
      return this.o.store.loadSheet(id).data.closed;
    } catch {
      return false;
    }
  }

  private async cards(lang: Lang): Promise<string> {
    const { readEventFile } = await import('./event-board.js');
    return cardsPage(readEventFile(this.o.store, this.o.event), this.o.tableUrl, lang);
  }
}

/** How many table cards an event needs: the most tables any round has, or before a draw what its entrants fill. */
export function tablesOf(event: EventData): number {
  // The highest table number: a movement round may skip one whose stationary pair is absent (events.md §3.3).
  const drawn = Math.max(0, ...event.draws.flatMap((d) => d.tables.map((t) => t.table)));
  if (drawn > 0) return drawn;
  const players = event.entrants.length * (event.kind === 'pairs' ? 2 : 1);
  return Math.max(1, Math.floor(players / event.tableSize));
}

export const CARDS_STYLE = `
@page{size:A4;margin:10mm}
body{font:16px/1.3 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;color:#000;background:#fff}
.card{height:136mm;box-sizing:border-box;break-inside:avoid;page-break-inside:avoid;display:flex;flex-direction:column;
align-items:center;justify-content:center;gap:2mm;border:1px dashed #888;margin:0 0 4mm;padding:4mm;text-align:center}
.card h1{font-size:2.6rem;margin:0}.card .ev{font-size:1.2rem;margin:0}
.card svg{width:78mm;height:78mm}.card .url{font:11px ui-monospace,monospace;word-break:break-all;margin:0}
.card .scan{margin:0;color:#333}
`.trim();

/** One card per table (two to an A4 side): the table's number, the event, its scorer link as a QR code and as text. */
export async function cardsPage(event: EventData, tableUrl: (table: number) => string, lang: Lang): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  const t = textsOf(lang).serve.organiser;
  const cards: string[] = [];
  for (let n = 1; n <= tablesOf(event); n++) {
    const url = tableUrl(n);
    const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    cards.push(
      `<section class="card" data-table="${n}"><h1>${e(t.cardTitle(n))}</h1><p class="ev">${e(event.title)}</p>` +
        `${svg.trim()}<p class="url">${esc(url)}</p><p class="scan">${e(t.cardScan)}</p></section>`,
    );
  }
  return `${pageHead(lang, safe(event.title), `<style>${CARDS_STYLE}</style>`)}
<body>
${cards.join('\n')}
</body>
</html>
`;
}
