import { afterEach, expect, test } from '@jest/globals';
import { snapshot, tafel, tempHomes } from '../../helpers/cli.js';
import { InTerminal } from '../../play/terminal.js';

/** Toepen's one-line rounds in table mode (docs/games/toepen.md, "In table mode"): a line that reads as none, said. */

const home = tempHomes();
const terminals: InTerminal[] = [];
afterEach(() => {
  for (const t of terminals.splice(0)) t.kill();
});

// The stake given twice reads as no round (neither is taken over the other): until 2026-12-08 table mode said only
// "Nothing fits that"; now the two stakes, and to type the one the round ended at.
test.each([
  [
    'en',
    [] as string[],
    /Round 1, Ann deals\. Who toeped first\?/,
    'inzet 3 inzet 4',
    '✗ The stake is given twice, 3 and 4: type it once, the stake the round ended at.',
  ],
  [
    'nl',
    ['--lang', 'nl'],
    /Ronde 1, Ann geeft\. Wie toepte eerst\?/,
    'bert wint inzet 3 inzet 4',
    '✗ De inzet staat er twee keer, 3 en 4: typ hem één keer, de inzet waarop de ronde eindigde.',
  ],
] as const)(
  '(%s) "%s": the stake twice is said; nothing written',
  async (_, args, first, line, said) => {
    const h = home();
    expect((await tafel(h, ['new', 'toepen', '--players', 'Ann,Bert,Cis,Dirk'])).code).toBe(0);
    const before = snapshot(h);
    const t = new InTerminal(h, [...args, 'play'], {}, { columns: 140, rows: 30 });
    terminals.push(t);
    await t.waitFor(first, 30_000);
    await t.refusedInPlace(line, said);
    expect(await t.exit).toBe(130);
    expect(snapshot(h)).toEqual(before);
  },
  60_000,
);
