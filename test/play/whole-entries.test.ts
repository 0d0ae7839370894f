import { describe, expect, test } from '@jest/globals';
import { PassThrough, Writable } from 'node:stream';
import { askDeal } from '../../src/play/deal.js';
import { flowFor } from '../../src/play/flows/index.js';
import { inquirerPrompter } from '../../src/play/inquirer.js';
import { Out } from '../../src/ui/out.js';
import { makeSheet } from '../helpers/sheet.js';
import { dealCtx } from './scripted.js';

// Boerenbridge's lines of players and their numbers ("Ann 1 · Bert 2 · Cis 0"), drawn by the terminal's own prompts
// in process (as key-hint.test.ts draws them), wrap between players, never inside one: until 2026-12-07 a 6-player
// sheet at 80 columns showed "… · Eva" at the end of a line and "1/2 · Fien 0/0" on the next. Their glue (a
// no-break space) is drawn as a space, on a terminal and off one.

const ANSI = /\x1b\[[0-9;?]*[A-Za-z]/g;

/** The whole first deal (8 cards a player): the bids, then the tricks, in seating order. */
const BIDS = [3, 2, 1, 0, 1, 0];
const TRICKS = [3, 2, 1, 0, 2, 0];
const LINE = [...BIDS, ...TRICKS].join(' ');

/** Waits until `ok`, at most 2 s (a busy machine draws late): the prompts draw asynchronously. */
const until = async (ok: () => boolean) => {
  for (let i = 0; i < 400 && !ok(); i++) await new Promise((r) => setTimeout(r, 5));
};

/**
 * Everything the prompts drew for the first deal of a sheet of `players`: the whole deal (LINE) typed at the bids
 * question, taken, and saved at "Save: …?", on a screen of `columns` (undefined: standard error is no terminal).
 */
async function wholeDeal(players: string[], lang: 'en' | 'nl', columns?: number): Promise<string> {
  let drawn = '';
  const stderr = new Writable({
    write(chunk, _enc, cb) {
      drawn += chunk.toString();
      cb();
    },
  });
  // Each prompt ends the stream it was piped to when it is done; a terminal is never ended.
  stderr.end = () => stderr;
  const stdin = new PassThrough();
  const std = { isTTY: columns !== undefined, stream: () => stderr, columns: () => columns, rows: () => 40 };
  const p = await inquirerPrompter({ lang, color: false }, new Out({ isTTY: true, stream: () => stdin }, std, std));
  const deal = askDeal(p, flowFor('boerenbridge')!, { ...dealCtx(makeSheet('boerenbridge', players)), lang });
  await until(() => drawn.includes('↑↓'));
  stdin.write(LINE);
  await until(() => drawn.includes(`${players[5]} ${BIDS[5]}/${TRICKS[5]}`));
  stdin.write('\r');
  await until(() => /\((Y|J)\/n\)/.test(drawn));
  stdin.write('\r');
  expect(await deal).toHaveProperty('done');
  return drawn.replace(ANSI, '');
}

/** Six players: "Eva" ended a line of English and "Dirk" one of Dutch; a name of two words was parted too. */
const SHEETS = [
  ['Annemarie', 'Bert', 'Cis', 'Dirk', 'Eva', 'Fien'],
  ['Annemarie', 'Bert', 'Cisca', 'Jan Willem', 'Eva', 'Fien'],
];
const entriesOf = (players: string[]) => players.map((p, i) => `${p} ${BIDS[i]}/${TRICKS[i]}`);

/** Where the drawing shows a player with his bid and tricks; each may have been wrapped at a space. */
const shown = (drawn: string, entries: string[]): string[] =>
  entries.flatMap((e) => drawn.match(new RegExp(e.replaceAll(' ', String.raw`\s+`), 'g')) ?? []);

describe('Boerenbridge, the whole deal on one line: each player with his numbers stays on one line', () => {
  test.each([
    ['en', '⏎ the whole deal, bid/tricks:', 'Save: deal 1, 8 cards:'],
    ['nl', '⏎ de hele gift, voorspeld/slagen:', 'Bewaren: gift 1, 8 kaarten:'],
  ] as const)(
    '%s, 80 columns: the line offered, its echo and "Save: …?" wrap between players',
    async (lang, ...heads) => {
      for (const players of SHEETS) {
        const drawn = await wholeDeal(players, lang, 80);
        for (const head of heads) expect(drawn).toContain(head);
        const entries = shown(drawn, entriesOf(players));
        expect(entries.length).toBeGreaterThanOrEqual(3 * players.length);
        expect(entries.filter((e) => e.includes('\n'))).toEqual([]);
        expect(drawn).not.toContain('\u00a0');
      }
    },
  );

  test.each(['en', 'nl'] as const)('%s, no terminal width: every space drawn as a space', async (lang) => {
    const players = SHEETS[1];
    const drawn = await wholeDeal(players, lang);
    expect(shown(drawn, entriesOf(players))).toEqual(expect.arrayContaining(entriesOf(players)));
    expect(drawn).not.toContain('\u00a0');
  });
});
