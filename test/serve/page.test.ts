/**
 * The board's page, rendered in process: a team game charts one line per team and shows team totals,
 * hostile text from a hand-edited file is escaped, and the page loads nothing from outside.
 */
import { expect, test } from '@jest/globals';
import { gameById } from '../../src/games/index.js';
import { boardBody, boardPage, CSP } from '../../src/serve/page.js';
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
