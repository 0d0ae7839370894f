import { afterAll, expect, test } from '@jest/globals';
import fs from 'node:fs';
import { tafel, tafelJson, tempHome } from '../helpers/cli.js';
import { maybe, Terminal, WITH } from './terminal.js';

/**
 * Issue 24, "At the table, round two", as a player sees it: the built binary in a pseudo-terminal at
 * 80x24 and 60x24, in English and Dutch. Each run walks several items, so the file stays a few runs.
 */
const homes: string[] = [];
const terminals: Terminal[] = [];
afterAll(() => {
  for (const t of terminals) t.kill();
  for (const h of homes) fs.rmSync(h, { recursive: true, force: true });
});

async function home(game: string): Promise<string> {
  const h = tempHome();
  homes.push(h);
  expect((await tafel(h, ['new', game, '--players', 'Ann,Bert,Cis,Dirk'])).code).toBe(0);
  return h;
}

function open(h: string, lang: 'en' | 'nl', columns: number): Terminal {
  const t = new Terminal(h, ['--lang', lang, 'play'], {}, { columns, rows: 24 });
  terminals.push(t);
  return t;
}

/**
 * No stretch of output between line ends and cursor moves is wider than the terminal: the sheet and
 * the lines said above a question (a prompt's own lines are broken by its screen manager).
 */
function fits(t: Terminal, columns: number): void {
  const wide = t.raw.split(/\x1b\[[0-9;?]*[A-Za-z]|\r|\n/).filter((l) => [...l].length > columns);
  expect(wide).toEqual([]);
}

maybe(`table mode, round two (${WITH})`, () => {
  test('kleurenwiezen at 80 columns, English: a refused line says why and keeps what was typed', async () => {
    const h = await home('kleurenwiezen');
    const t = open(h, 'en', 80);
    await t.waitFor(/Deal by Ann: which contract\?/);
    t.send('samen 8 bert,zed 9');
    await t.waitFor(/✗[^\n]*zed/);
    t.send('\r');
    // Enter on a refusal keeps the line for correcting: Backspace over "zed", then the right name.
    await t.waitFor(/samen 8 bert,zed 9/);
    t.send('\x7f\x7f\x7f\x7f\x7f' + 'dirk 9');
    await t.waitFor(/❯ [^\n]*Bert \+ Dirk samen 8: 9 tricks/);
    t.send('\r');
    await t.waitFor(/Save: Bert \+ Dirk samen 8: 9 tricks\?/);
    t.send('\r');
    await t.waitFor(/Deal by Bert: which contract\?/);
    t.send('solo 6 ann 14');
    await t.waitFor(/✗[^\n]*14/);
    t.send('\x15');
    // Item 3: an undo is reversible from the loop.
    await t.pick('undo', 'undo: remove deal 1');
    await t.waitFor(/Removed deal 1/);
    await t.pick('redo', 'redo: put deal 1 back');
    await t.waitFor(/Deal 1 put back: Bert \+ Dirk samen 8: 9 tricks/);
    // A look-up, then an Enter too many: it picks nothing (no deal is started), it asks to choose.
    await t.pick('rules', 'rules: look a rule up');
    await t.waitFor(/Rules of what\?/);
    t.send('\r');
    await t.waitFor(/Deal by Bert: which contract\?/);
    t.send('\r');
    await t.waitFor(/Choose one: ↑↓ or type the start of a name\./);
    // Item 6: Ctrl-C says one line, and the sheet keeps every saved deal.
    t.send('\x03');
    expect(await t.exit).toBe(130);
    expect(t.screen).toContain('Stopped; the sheet is saved.');
    fits(t, 80);
    expect((await tafelJson(h, ['sheet'])).deals.map((d: { input: unknown }) => d.input)).toEqual([
      { contract: 'samen', level: 8, by: ['Bert', 'Dirk'], tricks: 9 },
    ]);
  }, 60000);

  test('kleurenwiezen at 60 columns, Dutch: Enters typed ahead at the end of the game do not quit', async () => {
    const h = tempHome();
    homes.push(h);
    expect((await tafel(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk', '--set', 'deals=1'])).code).toBe(
      0,
    );
    const t = open(h, 'nl', 60);
    await t.waitFor(/Gift van Ann: welk contract\?/);
    // The key help in Dutch, shortened to the keys at 60 columns: `spatie`, not `space`.
    await t.pick('samen 8', 'samen 8');
    await t.waitFor(/↑↓ • a-z • spatie • ⏎ • esc/);
    t.send('\x1b');
    await t.waitFor(/Gift van Ann: welk contract\?/);
    t.send('s8 b d 9');
    await t.waitFor(/❯ ⏎ de hele gift/);
    t.send('\r');
    await t.waitFor(/Bewaren:/);
    t.send('\r');
    // Two Enters too many, as a player still confirming the save presses them.
    await t.waitFor(/Het spel is uit/);
    t.send('\r');
    await t.waitFor(/Kies er een/);
    // The second one says the same again (the screen does not change); had it quit, the exit would be 0.
    t.send('\r');
    t.send('\x03');
    expect(await t.exit).toBe(130);
    expect(t.screen).toContain('Gestopt; het blad is bewaard.');
    fits(t, 60);
    const sheet = await tafelJson(h, ['sheet']);
    expect(sheet.closed ?? false).toBe(false);
    expect(sheet.deals.length).toBe(1);
  }, 60000);

  test('klaverjassen at 60 columns, Dutch: whole deals on one line, roem typed as a number', async () => {
    const h = await home('klaverjassen');
    const t = open(h, 'nl', 60);
    const ask = /wie maakte troef\?/;
    const line = async (typed: string) => {
      await t.waitFor(ask);
      t.send(typed);
      await t.waitFor(/❯ ⏎ de hele gift/);
      t.send('\r');
      await t.waitFor(/Bewaren:/);
      t.send('\r');
    };
    await line('bert 92 roem bert=20');
    await line('cis pit');
    await line('dirk nat');
    await line('ann 100 verzaakt cis');
    // The question way: roem is typed, with the usual totals as completions.
    await t.waitFor(ask);
    await t.pick('Bert', 'Bert');
    await t.waitFor(/Hoe eindigde het spel\?/);
    t.send('\r');
    await t.waitFor(/Kaartpunten van Bert & Dirk/);
    t.send('90\r');
    await t.waitFor(/Roem van Bert & Dirk\?/);
    t.send('\x1b[B');
    t.send('\r');
    await t.waitFor(/Roem van Ann & Cis\?/);
    t.send('90');
    await t.waitFor(/90\s*\n❯ 90/);
    t.send('\r');
    await t.waitFor(ask);
    t.send('stop');
    await t.waitFor(/❯ stop/);
    t.send('\r');
    expect(await t.exit).toBe(0);
    fits(t, 60);
    const deals = (await tafelJson(h, ['sheet'])).deals.map((d: { input: unknown }) => d.input);
    expect(deals).toEqual([
      { contract: 'take', taker: 'Bert', points: 92, roem: { Bert: 20 }, pit: 'none' },
      { contract: 'take', taker: 'Cis', points: 162, pit: 'takers' },
      { contract: 'take', taker: 'Dirk', points: 0, pit: 'none' },
      { contract: 'take', taker: 'Ann', verzaakt: 'Cis' },
      { contract: 'take', taker: 'Bert', points: 90, roem: { Bert: 20, Ann: 90 }, pit: 'none' },
    ]);
  }, 60000);
});
