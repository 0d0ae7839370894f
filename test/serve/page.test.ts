/**
 * The board's page, rendered in process: a team game charts one line per team and shows team totals,
 * hostile text from a hand-edited file is escaped, and the page loads nothing from outside.
 */
import { expect, test } from '@jest/globals';
import { gameById } from '../../src/games/index.js';
import { CSP } from '../../src/serve/csp.js';
import { boardBody, boardPage } from '../../src/serve/page.js';
import { replay } from '../../src/sheet/sheet.js';
import { makeSheet, play } from '../helpers/sheet.js';

const loaded = (data: ReturnType<typeof makeSheet>, lang: 'en' | 'nl' = 'en') => {
  const game = gameById(data.game);
  return { data, game, view: replay(game, data, lang) };
};

test('Belote: one total and one chart line per team', () => {
  const { sheet } = play(makeSheet('belote', ['Ann', 'Bert', 'Cis', 'Dirk']), [
    '--taker Ann --points 72 --belote Ann',
    '--taker Bert --points 70 --belote Cis',
  ]);
  const { html } = boardBody({ lang: 'en', sheets: [loaded(sheet)], refusals: [] });
  expect([...html.matchAll(/data-col="([^"]*)"/g)].map((m) => m[1])).toEqual(['Ann + Cis', 'Bert + Dirk']);
  expect(html.match(/<polyline /g)).toHaveLength(2);
});

test('a name or note that is markup is shown as text, never run', () => {
  const evil = '<img src=x onerror=alert(1)>';
  const data = {
    ...makeSheet('kleurenwiezen', ['Ann', 'Bert', 'Cis', evil]),
    title: '</title><script>alert(2)</script>',
  };
  const body = boardBody({
    lang: 'nl',
    sheets: [loaded(data, 'nl')],
    refusals: [{ text: `Blad x: "<b>${evil}</b>"` }],
  });
  const page = boardPage(body, 'nl', '/t/events');
  expect(page).not.toContain('<img');
  expect(page).not.toContain('<script>alert');
  expect(page).not.toContain('<b>');
  expect(page).toContain('&#60;img src=x onerror=alert(1)&#62;');
  // One script: the page's own, which the CSP allows by its hash.
  expect(page.match(/<script>/g)).toHaveLength(1);
  expect(CSP).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/);
  expect(page).not.toMatch(/\b(src|href)=["']?(https?:)?\/\//);
});

test('a 200-deal sheet: the page with its style and script weighs under 50 KB (the last rows, not the history)', () => {
  const lines = Array.from(
    { length: 200 },
    (_, i) => `solo 6 --by ${['Ann', 'Bartholomeus', 'Cis', 'Dirk'][i % 4]} --tricks ${6 + (i % 3)}`,
  );
  const { sheet } = play(makeSheet('kleurenwiezen', ['Ann', 'Bartholomeus', 'Cis', 'Dirk']), lines);
  const body = boardBody({ lang: 'nl', sheets: [loaded(sheet, 'nl')], refusals: [] });
  const page = boardPage(body, 'nl', '/t/events');
  expect(Buffer.byteLength(page)).toBeLessThan(50 * 1024);
  // The board sends the last 24 rows and says where the rest is.
  expect(body.html.match(/<tr[ >]/g)).toHaveLength(1 + 24);
  expect(body.html).toContain('De laatste 24 van 200 rijen');
  // The chart still runs over every deal: 201 points per line.
  expect(/<polyline [^>]*points="([^"]*)"/.exec(body.html)![1].split(' ')).toHaveLength(201);
});

test('Boerenbridge: the board says how many cards the next deal has, as tafel sheet does', () => {
  const { sheet } = play(makeSheet('boerenbridge', ['Ann', 'Bert', 'Cis', 'Dirk']), [
    '--bids 5,0,0,0 --tricks 13,0,0,0',
  ]);
  const en = boardBody({ lang: 'en', sheets: [loaded(sheet)], refusals: [] }).html;
  // Four players deal 13 cards, then 12 (the schedule of the default rules).
  expect(/<p class="more">([^<]*)<\/p>/.exec(en)?.[1]).toBe('Next deal: 12 cards, Bert bids last');
  const nl = boardBody({ lang: 'nl', sheets: [loaded(sheet, 'nl')], refusals: [] }).html;
  expect(/<p class="more">([^<]*)<\/p>/.exec(nl)?.[1]).toBe('Volgende gift: 12 kaarten, Bert voorspelt als laatste');
});
