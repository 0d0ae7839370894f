import { expect, test } from '@jest/globals';
import { gameById } from '../../../src/games/index.js';
import { boardBody } from '../../../src/serve/page.js';
import { replay } from '../../../src/sheet/sheet.js';
import { makeSheet, play } from '../../helpers/sheet.js';

/* The live board of a Jokeren sheet: the lowest total is marked the winner, and the board says the lowest wins. */

const loaded = (data: ReturnType<typeof makeSheet>, lang: 'en' | 'nl') => {
  const game = gameById(data.game);
  return { data, game, view: replay(game, data, lang) };
};

test('open, then finished: the lowest marked as the winner, "lowest wins" in both languages', () => {
  // §10.1's first two deals: Ann 8, Bert 11, Cis 12, Dirk 3.
  const { sheet } = play(makeSheet('jokeren', ['Ann', 'Bert', 'Cis', 'Dirk']), [
    '--out Bert --points Ann=6,Dirk=3 --hand Cis=5+9+Q+joker*',
    '--out Dirk --hand Ann=joker+2 --points Bert=11,Cis=4',
  ]);
  const open = boardBody({ lang: 'en', sheets: [loaded(sheet, 'en')], refusals: [] }).html;
  expect(open).toContain('Cis · lowest wins');
  expect(open).not.toContain('class="lead"');
  const done = boardBody({ lang: 'nl', sheets: [loaded({ ...sheet, closed: true }, 'nl')], refusals: [] }).html;
  expect([...done.matchAll(/<li class="lead" data-col="([^"]*)"/g)].map((m) => m[1])).toEqual(['Dirk']);
  expect(done).toContain('Winnaar: Dirk · laagste wint');
});
