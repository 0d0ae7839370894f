import { describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { snapshot, tafel, tempHomes } from '../helpers/cli.js';

/**
 * An undone deal (what `tafel redo` puts back) in an import file is checked as `tafel doctor` checks it: one that
 * `record` would not have written is refused, naming the file and the entry, and nothing is written (import took it,
 * and left a sheet doctor said needed repair and redo refused). One whose contract the house rules now leave out is
 * no fault of the file and comes in.
 */
const home = tempHomes();
const FOUR = ['--players', 'Ann,Bert,Cis,Dirk'];

/** The evening the sheets are made on: a day of its own, not today (the ids below name it). */
const NIGHT = new Date(2026, 11, 6, 20, 0);

async function must(h: string, args: string[]): Promise<void> {
  const r = await tafel(h, args, { now: NIGHT });
  expect([args.join(' '), r.code, r.stderr]).toEqual([args.join(' '), 0, '']);
}

/** A backup of `setup`'s data directory, its undone deal changed by `change`; the path of the changed copy. */
async function backup(setup: string[][], change: (deal: any, sheet: any) => void): Promise<string> {
  const h = home();
  for (const args of setup) await must(h, args);
  const file = path.join(home(), 'b.json');
  await must(h, ['export', '--all', '--format', 'json', '--out', file]);
  const doc = JSON.parse(fs.readFileSync(file, 'utf8'));
  const sheet = doc.sheets[0].sheet;
  change(sheet.undone[0].deal, sheet);
  const out = path.join(h, 'bad.json');
  fs.writeFileSync(out, JSON.stringify(doc, null, 2));
  return out;
}

const samen = [
  ['new', 'kleurenwiezen', ...FOUR],
  ['record', 'samen', '8', '--by', 'Bert,Dirk', '--tricks', '9'],
  ['undo'],
];
const W = '2026-12-06-kleurenwiezen';

/** The one-line refusal of `tafel import file` into a fresh data directory (exit 1), which stays empty. */
async function refused(file: string, lang = 'en'): Promise<string> {
  const to = home();
  const r = await tafel(to, ['import', file, '--lang', lang]);
  expect([r.code, r.stdout]).toEqual([1, '']);
  expect(snapshot(to)).toEqual({});
  return r.stderr;
}

describe('import of an undone deal tafel would not have written', () => {
  test('--tricks 20: refused in one line naming the file and the entry, in English and in Dutch', async () => {
    const file = await backup(samen, (deal) => {
      deal.tricks = 20;
    });
    expect(await refused(file)).toBe(
      `tafel: Not a valid tafel export: ${file}, sheets[0].sheet (${W}).undone[0]: the game refuses it: deal 1 would ` +
        "not pass 'tafel record': --tricks 20 is impossible: it must be from 0 to 13. Nothing was imported; use a " +
        "file written by 'tafel export --format json'.\n",
    );
    expect(await refused(file, 'nl')).toBe(
      `tafel: Geen geldige tafel-export: ${file}, sheets[0].sheet (${W}).undone[0]: het spel weigert het: gift 1 ` +
        "zou 'tafel record' niet doorstaan: --tricks 20 kan niet: het moet van 0 tot 13 zijn. Er werd niets " +
        "ingelezen; gebruik een bestand van 'tafel export --format json'.\n",
    );
  });

  test('a field tafel never writes, a player not on the sheet, Zwikken "searched": 99', async () => {
    const field = await backup(samen, (deal) => {
      deal.x = 1;
    });
    expect(await refused(field)).toContain(
      `sheets[0].sheet (${W}).undone[0]: the game refuses it: deal 1 is not in the form tafel writes (tafel never ` +
        'writes "x" here). Nothing was imported;',
    );
    const stranger = await backup(samen, (deal) => {
      deal.by = ['Bert', 'Eva'];
    });
    expect(await refused(stranger)).toMatch(
      new RegExp(`sheets\\[0\\]\\.sheet \\(${W}\\)\\.undone\\[0\\]: the game refuses it: deal 1 would not pass .*Eva`),
    );
    const zwikken = [['new', 'zwikken', ...FOUR, '--stake', '0.10'], ['record', 'pas', '--searched', '1'], ['undo']];
    const searched = await backup(zwikken, (deal) => {
      deal.searched = 99;
    });
    expect(await refused(searched)).toMatch(
      /\(2026-12-06-zwikken\)\.undone\[0\]: the game refuses it: deal 1 would not pass 'tafel record': --searched 99/,
    );
  });

  test('event import of a table sheet with such an undone deal: refused, nothing written', async () => {
    const org = home();
    await must(org, ['event', 'new', 'klaverjassen', '--id', 'kv', '--entrants', 'Ann,Bert,Cis,Dirk', '--seed', '1']);
    await must(org, ['event', 'draw']);
    await must(org, ['event', 'table', '1']);
    await must(org, ['record', '--taker', 'Ann', '--points', '100']);
    await must(org, ['undo']);
    const file = path.join(home(), 't1.json');
    await must(org, ['event', 'export', '--format', 'json', '--out', file]);
    const doc = JSON.parse(fs.readFileSync(file, 'utf8'));
    doc.sheets[0].sheet.undone[0].deal.points = 170;
    fs.writeFileSync(file, JSON.stringify(doc));
    const to = home();
    const r = await tafel(to, ['event', 'import', file]);
    expect([r.code, r.stdout]).toEqual([1, '']);
    expect(r.stderr).toMatch(
      /^tafel: Not a valid tafel export: \S+t1\.json, sheets\[0\]\.sheet \(kv-r1-t1\)\.undone\[0\]: the game refuses /,
    );
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(snapshot(to)).toEqual({});
  });

  test('an undone deal whose contract the house rules now leave out comes in, as doctor finds no fault', async () => {
    const h = home();
    for (const args of [
      ['new', 'kleurenwiezen', '--rules', 'cardgames', ...FOUR, '--set', 'open-miserie=on'],
      ['record', 'open-miserie', '--by', 'Ann', '--tricks', '0'],
      ['undo'],
      ['set', 'open-miserie=off'],
    ])
      await must(h, args);
    const file = path.join(home(), 'b.json');
    await must(h, ['export', '--all', '--format', 'json', '--out', file]);
    const to = home();
    await must(to, ['import', file]);
    expect((await tafel(to, ['doctor'])).code).toBe(0);
  });
});
