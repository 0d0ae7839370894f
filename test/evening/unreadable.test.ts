/**
 * Issue 27 item 17: when every sheet is unreadable, `export --all`, `export --evening`, `settle` and
 * `stats` named no sheet ("no sheets yet", `stats` even with exit 0) and sent the user to start one.
 * They now refuse (exit 1), naming the unreadable sheets, and change no file. Through the BUILT bundle,
 * run in process as the binary runs it (test/helpers/cli.ts).
 */
import { beforeAll, describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { snapshot, tafel, tempHomes } from '../helpers/cli.js';

const home = tempHomes();
const COMMANDS = [
  ['export', '--all'],
  ['export', '--all', '--format', 'json'],
  ['export', '--evening', 'today'],
  ['settle'],
  ['stats'],
];

/** A data directory of `sheets` sheets, each made and written to in process, then broken by hand. */
async function store(sheets: number): Promise<{ dir: string; ids: string[] }> {
  const dir = home();
  const ids: string[] = [];
  for (let i = 0; i < sheets; i++) {
    const made = await tafel(dir, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk']);
    expect(made.code).toBe(0);
    ids.push(/New sheet (\S+) /.exec(made.stdout)![1]);
    expect((await tafel(dir, ['record', 'samen', '8', '--by', 'Ann,Bert', '--tricks', '9'])).code).toBe(0);
  }
  for (const id of ids) fs.writeFileSync(path.join(dir, 'sheets', `${id}.json`), '{"broken');
  return { dir, ids };
}

describe('every sheet unreadable: the refusal names them', () => {
  // One store for every command: each is refused, and the snapshot shows none of them wrote.
  let dir: string;
  let ids: string[];
  let before: Record<string, string>;
  beforeAll(async () => {
    ({ dir, ids } = await store(1));
    before = snapshot(dir);
  });

  test.each(COMMANDS)('one sheet: %s %s names its file and why, in English and Dutch', async (...args) => {
    const file = path.join(dir, 'sheets', `${ids[0]}.json`);
    const en = await tafel(dir, args);
    expect([en.code, en.stdout]).toEqual([1, '']);
    expect(en.stderr).toBe(
      `tafel: ${file} is not valid JSON; it was left untouched. 'tafel doctor' shows whether its previous ` +
        `version reads fine ('tafel doctor --restore ${ids[0]}' puts it back); or repair it by hand, or delete ` +
        `the sheet with 'tafel delete ${ids[0]} --force'.\n`,
    );
    const nl = await tafel(dir, ['--lang', 'nl', ...args]);
    expect([nl.code, nl.stdout]).toEqual([1, '']);
    expect(nl.stderr).toContain(`${file} is onbruikbaar (is geen geldige JSON)`);
    expect(snapshot(dir)).toEqual(before);
  });

  test('two sheets: each command lists both ids and points to tafel doctor', async () => {
    const { dir, ids } = await store(2);
    const before = snapshot(dir);
    for (const args of COMMANDS) {
      const r = await tafel(dir, args);
      expect([args, r.code, r.stdout, r.stderr]).toEqual([
        args,
        1,
        '',
        `tafel: No sheet could be read: ${ids.join(', ')}. 'tafel doctor' says why and whether an earlier ` +
          `version of each reads fine.\n`,
      ]);
    }
    const nl = await tafel(dir, ['--lang', 'nl', 'stats']);
    expect(nl.stderr).toBe(
      `tafel: Geen enkel blad kon gelezen worden: ${ids.join(', ')}. 'tafel doctor' zegt waarom en of een ` +
        `vorige versie van elk wel leest.\n`,
    );
    expect(snapshot(dir)).toEqual(before);
  });
});
