import { describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { snapshot, tafel, tempHomes } from '../helpers/cli.js';

/**
 * A deal's note in an import file is checked as `record --note` checks it (sheet/note.ts noteFits: one line of at most
 * 80 characters, without control, bidi-override or zero-width characters): until 2026-12-08 `tafel import` took a note
 * of any length, one `record` refuses. A deal's note and an undone deal's (redo puts it back) are refused naming the
 * file, the sheet, the note's place and the deal, and nothing is written.
 */
const home = tempHomes();
const NIGHT = new Date(2026, 11, 6, 20, 0);
const W = '2026-12-06-kleurenwiezen';
const x = (n: number) => 'x'.repeat(n);

async function must(h: string, args: string[]): Promise<void> {
  const r = await tafel(h, args, { now: NIGHT });
  expect([args.join(' '), r.code, r.stderr]).toEqual([args.join(' '), 0, '']);
}

/** A backup of two deals with notes (the second of 80 characters) and an undone third; `change` edits its sheet. */
async function backup(change: (sheet: any) => void): Promise<string> {
  const h = home();
  for (const args of [
    ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk'],
    ['record', 'samen', '8', '--by', 'Bert,Dirk', '--tricks', '9', '--note', 'kort'],
    ['record', 'pas', '--note', x(80)],
    ['record', 'abondance', '9', '--by', 'Cis', '--tricks', '10', '--note', 'z'],
    ['undo'],
  ])
    await must(h, args);
  const file = path.join(home(), 'b.json');
  await must(h, ['export', '--all', '--format', 'json', '--out', file]);
  const doc = JSON.parse(fs.readFileSync(file, 'utf8'));
  change(doc.sheets[0].sheet);
  fs.writeFileSync(file, JSON.stringify(doc, null, 2));
  return file;
}

/** The one-line refusal of `tafel import file` into a fresh data directory (exit 1), which stays empty. */
async function refused(file: string, lang = 'en'): Promise<string> {
  const to = home();
  const r = await tafel(to, ['import', file, '--lang', lang]);
  expect([r.code, r.stdout]).toEqual([1, '']);
  expect(snapshot(to)).toEqual({});
  return r.stderr;
}

describe('import of a note record would refuse', () => {
  test("the limit is record's: 80 characters come in, 81 are refused by record (exit 2)", async () => {
    const file = await backup((sheet) => {
      expect(sheet.notes).toEqual({ 1: 'kort', 2: x(80) });
      expect(sheet.undone[0].note).toBe('z');
    });
    const to = home();
    expect((await tafel(to, ['import', file])).code).toBe(0);
    const r = await tafel(to, ['record', 'pas', '--sheet', W, '--note', x(81)]);
    expect([r.code, r.stderr]).toEqual([
      2,
      'tafel: --note must be one line of at most 80 characters, without control, bidi-override or zero-width ' +
        'characters.\n',
    ]);
  });

  test("a deal's note of 81 characters: refused naming the file, the sheet and the deal (en, nl)", async () => {
    const file = await backup((sheet) => {
      sheet.notes['2'] = x(81);
    });
    expect(await refused(file)).toBe(
      `tafel: Not a valid tafel export: ${file}, sheets[0].sheet (${W}).notes.2: the note of deal 2 would not pass ` +
        "'tafel record': --note must be one line of at most 80 characters, without control, bidi-override or " +
        'zero-width characters; shorten it in the file or take it out. Nothing was imported; use a file written by ' +
        "'tafel export --format json'.\n",
    );
    expect(await refused(file, 'nl')).toBe(
      `tafel: Geen geldige tafel-export: ${file}, sheets[0].sheet (${W}).notes.2: de notitie van gift 2 zou 'tafel ` +
        "record' niet doorstaan: --note moet één regel van hoogstens 80 tekens zijn, zonder stuur-, bidi- of " +
        'nulbreedtetekens; maak ze in het bestand korter of haal ze weg. Er werd niets ingelezen; gebruik een ' +
        "bestand van 'tafel export --format json'.\n",
    );
  });

  test("an undone deal's note (redo's deal 3) and a note of two lines are refused as record refuses them", async () => {
    const undone = await backup((sheet) => {
      sheet.undone[0].note = x(200);
    });
    expect(await refused(undone)).toContain(
      `sheets[0].sheet (${W}).undone[0].note: the note of deal 3 would not pass 'tafel record': --note must be one ` +
        'line of at most 80 characters,',
    );
    const lines = await backup((sheet) => {
      sheet.notes['1'] = 'kort\nen lang';
    });
    expect(await refused(lines)).toContain(`(${W}).notes.1: the note of deal 1 would not pass 'tafel record'`);
  });
});
