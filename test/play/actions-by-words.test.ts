import { afterEach, expect, test } from '@jest/globals';
import { snapshot, tafel, tempHomes } from '../helpers/cli.js';
import { esc, InTerminal } from './terminal.js';

/**
 * A loop action at the contract question is chosen by its own words (undo, ongedaan...), never by its description:
 * undo's is the text of the deal it removes. Until 2026-12-07 an unfinished one-line deal whose words occur in the last
 * deal's text (`bert 92 roem` after "Bert (Bert + Dirk) played: 92 + 20 roem - 70, made") put "undo: remove deal 1"
 * on top in place of the line's own refusal, and Enter took deal 1 off with no question. Belote's unfinished line is
 * `ann belote ann` after "Ann (Ann + Cis) took, belote Ann: 92 - 90, made" (until 2026-12-07 `ann capot` after a
 * capot, which is now a whole deal: a capot says its points).
 */

const home = tempHomes();
const NOW = new Date(2026, 11, 6, 20, 0);
const terminals: InTerminal[] = [];
afterEach(() => {
  for (const t of terminals.splice(0)) t.kill();
});
const PLAYERS = ['--players', 'Ann,Bert,Cis,Dirk'];

test.each([
  [
    'en',
    ['new', 'klaverjassen', ...PLAYERS],
    ['record', '--taker', 'Bert', '--points', '92', '--roem', 'Bert=20'],
    'bert 92 roem',
    '✗ The roem needs a value, e.g. Ann=20.',
    'Deal by Bert',
  ],
  [
    'nl',
    ['new', 'klaverjassen', ...PLAYERS],
    ['record', '--taker', 'Bert', '--points', '92', '--roem', 'Bert=20'],
    'bert 92 roem',
    '✗ De roem vraagt een waarde, bv. Ann=20.',
    'Spel van Bert',
  ],
  [
    'en',
    ['new', 'belote', ...PLAYERS],
    ['record', '--taker', 'Ann', '--points', '92', '--belote', 'Ann'],
    'ann belote ann',
    '✗ The card points are missing: e.g. Ann for the taker, 92 for the card points and Cis for the belote.',
    'Deal by Bert',
  ],
  [
    'nl',
    ['new', 'belote', ...PLAYERS],
    ['record', '--taker', 'Ann', '--points', '92', '--belote', 'Ann'],
    'ann belote ann',
    '✗ De kaartpunten ontbreken: bv. Ann voor de nemer, 92 voor de kaartpunten en Cis voor de belote.',
    'Gift van Bert',
  ],
] as const)(
  '(%s) %j then %j: "%s" says its own refusal, Enter keeps it; nothing undone',
  async (lang, start, deal, line, said, question) => {
    const h = home();
    const args = lang === 'nl' ? ['--lang', 'nl'] : [];
    expect((await tafel(h, [...start], { now: NOW })).code).toBe(0);
    expect((await tafel(h, [...deal], { now: NOW })).code).toBe(0);
    const before = snapshot(h);
    const t = new InTerminal(h, [...args, 'play'], {}, { columns: 140, rows: 30 }, NOW);
    terminals.push(t);
    await t.waitFor(new RegExp(esc(question)), 30_000);
    await t.refusedInPlace(line, said);
    expect(await t.exit).toBe(130);
    expect(snapshot(h)).toEqual(before);
  },
  60_000,
);
