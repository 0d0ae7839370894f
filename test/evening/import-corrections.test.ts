import { describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { snapshot, tafel, tempHomes } from '../helpers/cli.js';

/**
 * Whether a game had ended before a deal is asked of the sheet as it stood when that deal was recorded,
 * corrections included, by `record` and by `import` alike. Belote to 501: Ann and Cis take and make 162,
 * 162, 162 and 120 card points, 606 in all, and have won; a correction of -150 takes them back to 456, the
 * game goes on, and a fifth deal is played. Such a sheet, written by tafel itself, must come back from its
 * own backup (import asked it of the deals alone, and refused it).
 */
const home = tempHomes();
const PLAYERS = 'Ann,Bert,Cis,Dirk';

async function must(h: string, args: string[]): Promise<string> {
  const r = await tafel(h, args);
  expect([args.join(' '), r.code, r.stderr]).toEqual([args.join(' '), 0, '']);
  return r.stdout;
}

async function finishedThenReopened(h: string): Promise<void> {
  await must(h, ['new', 'belote', '--players', PLAYERS, '--set', 'target=501']);
  for (let i = 0; i < 3; i++) await must(h, ['record', '--taker', 'Ann', '--points', '162']);
  expect(await must(h, ['record', '--taker', 'Ann', '--points', '120'])).toMatch(/Finished\. Winner: Ann \+ Cis/);
  // The game is over: record refuses a fifth deal ...
  const refused = await tafel(h, ['record', '--taker', 'Bert', '--points', '100']);
  expect(refused.code).toBe(1);
  // ... until a correction takes the winners back under the target.
  await must(h, ['correct', 'Ann=-150,Bert=150', '--reason', 'fout']);
  await must(h, ['record', '--taker', 'Bert', '--points', '100']);
}

describe('a game a correction took back under its target, and a deal after it', () => {
  test('export --format json, then import into an empty folder: accepted, the same sheet', async () => {
    const from = home();
    await finishedThenReopened(from);
    const file = path.join(home(), 'backup.json');
    await must(from, ['export', '--format', 'json', '--out', file]);
    const to = home();
    expect(await must(to, ['import', file, '--lang', 'nl'])).toMatch(/^1 blad ingelezen/);
    const [name] = fs.readdirSync(path.join(from, 'sheets'));
    expect(fs.readFileSync(path.join(to, 'sheets', name), 'utf8')).toBe(
      fs.readFileSync(path.join(from, 'sheets', name), 'utf8'),
    );
  });

  test('without the correction the fifth deal is one no record could have made: refused, nothing written', async () => {
    const from = home();
    await finishedThenReopened(from);
    const file = path.join(home(), 'backup.json');
    await must(from, ['export', '--format', 'json', '--out', file]);
    const doc = JSON.parse(fs.readFileSync(file, 'utf8'));
    doc.sheets[0].sheet.corrections = [];
    fs.writeFileSync(file, JSON.stringify(doc, null, 2));
    const to = home();
    const was = snapshot(to);
    const r = await tafel(to, ['import', file]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/deals\[4\]: the game had already ended after deal 4\. Nothing was imported/);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(snapshot(to)).toEqual(was);
  });
});
