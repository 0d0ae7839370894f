import { expect, test } from '@jest/globals';
import { snapshot, tafel, tempHomes } from '../helpers/cli.js';

/**
 * The command a refusal of `record` suggests is pasted as it is: each value one shell word, a name with a space in
 * quotes (core/words.ts flagsLine). Until 2026-12-08 `tafel record jan 92 roem jan pieter=20` at a Klaverjassen table
 * of Jan Pieter suggested `e.g. tafel record --taker Jan Pieter --points 92 --roem Jan Pieter=20`, which exits 2.
 * Each suggestion here is split as a POSIX shell splits it (and refused if the shell would expand any of it), then run.
 */

const home = tempHomes();
const PLAYERS = 'Jan Pieter,Ann Marie,Bert,Cis';

/**
 * The words a POSIX shell makes of `line`, each a plain word or one in double quotes; anything the shell would read
 * otherwise (a glob, a `$`, a quote inside a word) throws, as a command not safe to paste.
 */
function shellSplit(line: string): string[] {
  const word = /"((?:[^"\\$`]|\\["\\$`])*)"|([\w.,=+:/@-]+)/y;
  const out: string[] = [];
  let at = 0;
  while (at < line.length) {
    if (line[at] === ' ') {
      at++;
      continue;
    }
    word.lastIndex = at;
    const m = word.exec(line);
    const end = m === null ? at : word.lastIndex;
    if (m === null || (end < line.length && line[end] !== ' ')) {
      throw new Error(`not one shell word at ${JSON.stringify(line.slice(at))} in ${JSON.stringify(line)}`);
    }
    out.push(m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : m[2]);
    at = end;
  }
  return out;
}

test('the shell split of the test itself', () => {
  expect(shellSplit('--taker "Jan Pieter" --points 92 --hand "Bert=7+K+joker*"')).toEqual([
    '--taker',
    'Jan Pieter',
    '--points',
    '92',
    '--hand',
    'Bert=7+K+joker*',
  ]);
  expect(() => shellSplit('--taker Jan Pieter --roem Jan Pieter=20 --hand Bert=7+K+joker*')).toThrow(/joker\*/);
});

test.each<[string, string[], string]>([
  [
    'klaverjassen',
    ['jan', '92', 'roem', 'jan', 'pieter=20'],
    'Klaverjassen records who chose trump, the card points and the roem with flags, not words: e.g. tafel record ' +
      '--taker "Jan Pieter" --points 92 --roem "Jan Pieter=20".',
  ],
  [
    'klaverjassen',
    ['jan', '92', 'roem', 'jan pieter=20'],
    'Klaverjassen records who chose trump, the card points and the roem with flags, not words: in words this reads ' +
      'as tafel record --taker "Jan Pieter" --points 92 --roem "Jan Pieter=20".',
  ],
  [
    'klaverjassen',
    ['--points', '92'],
    '--taker is missing: e.g. tafel record --taker "Jan Pieter" --points 92 --roem "Jan Pieter=20".',
  ],
  [
    'belote',
    ['x'],
    "Belote records who took, the takers' card points and the belote with flags, not words: e.g. tafel record " +
      '--taker "Jan Pieter" --points 92 --belote Bert, or tafel record pas.',
  ],
  [
    'manillen',
    ['x'],
    'Manillen records trump and card points with flags, not words: e.g. tafel record --trump H --points ' +
      '"Ann Marie=38".',
  ],
  [
    'toepen',
    ['x'],
    'Toepen records the winner, the toeps and who passed with flags, not words: e.g. tafel record --winner ' +
      '"Jan Pieter" --toeps "Jan Pieter,Ann Marie" --passed Bert=1.',
  ],
  [
    'jokeren',
    ['x'],
    "Jokeren records who went out and the others' penalties with flags, not words: e.g. tafel record --out " +
      '"Ann Marie" --points "Jan Pieter=12,Cis=4" --hand "Bert=7+K+joker*".',
  ],
  [
    'boerenbridge',
    ['x'],
    'Boerenbridge records bids and tricks with flags, not words: e.g. tafel record --bids ' +
      '"Jan Pieter=1,Ann Marie=0,Bert=0,Cis=0" --tricks "Jan Pieter=13,Ann Marie=0,Bert=0,Cis=0".',
  ],
])('%s: record %j suggests a command that runs as pasted', async (game, args, said) => {
  const h = home();
  expect((await tafel(h, ['new', game, '--players', PLAYERS])).code).toBe(0);
  const before = snapshot(h);
  const r = await tafel(h, ['record', ...args]);
  expect([r.code, r.stdout, r.stderr]).toEqual([2, '', `tafel: ${said}\n`]);
  expect(snapshot(h)).toEqual(before);
  const command = /(?:e\.g\.|reads as) tafel record (.*?)(?:, or tafel record pas)?\.$/.exec(said)![1];
  const pasted = await tafel(h, ['record', ...shellSplit(command)]);
  expect([pasted.code, pasted.stderr]).toEqual([0, '']);
});
