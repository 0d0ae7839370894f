import { afterAll, expect, test } from '@jest/globals';
import fs from 'node:fs';
import { tafel, tafelJson, tempHome } from '../helpers/cli.js';
import { maybe, Terminal, WITH } from './terminal.js';

/**
 * Table mode at a real terminal (issue 12): the whole deal on one line, the traps of the first
 * evenings, and Dutch throughout. Three sessions, each several checks, to keep the suite fast.
 */

const homes: string[] = [];
const terminals: Terminal[] = [];
afterAll(() => {
  for (const t of terminals) t.kill();
  for (const h of homes) fs.rmSync(h, { recursive: true, force: true });
});

function home(args?: string[]): string {
  const h = tempHome();
  homes.push(h);
  if (args) expect(tafel(h, args).code).toBe(0);
  return h;
}

function open(h: string, args: string[], env: NodeJS.ProcessEnv = {}): Terminal {
  const t = new Terminal(h, args, env);
  terminals.push(t);
  return t;
}

/** Colour codes (SGR); the prompts' cursor movements are not colour. */
const SGR = /\x1b\[[0-9;]*m/;

maybe(`table mode in a pseudo-terminal (${WITH})`, () => {
  test('kleurenwiezen: a deal on one line, letters tick players, Esc goes back, accents fold, refusals in words, rules paged without source, --no-color', async () => {
    const h = home(['new', 'kleurenwiezen', '--players', 'Ann,Bert,Éva,Dirk']);
    // --no-color alone (no NO_COLOR) must reach the prompts.
    const t = open(h, ['play', '--no-color'], { NO_COLOR: undefined });
    await t.waitFor(/Deal by Ann: which contract\?/);
    expect(t.screen).toContain('↑↓ navigate • ⏎ choose • esc back');
    // The typical lodige deal: one line, enter, enter.
    t.send('s8 b d 9');
    await t.waitFor(/❯ ⏎ the whole deal: Bert \+ Dirk samen 8: 9 tricks/);
    t.send('\r');
    await t.waitFor(/Save: Bert \+ Dirk samen 8: 9 tricks\? \(Y\/n\)/);
    t.send('\r');
    // samen 8 made with 9: 7 + 1 x 3 = 10 each.
    await t.waitFor(/Deal 1: Bert \+ Dirk samen 8: 9 tricks\s+Ann 0, Bert \+10, Éva 0, Dirk \+10/);

    // Letters tick players: "a" is Ann (not "all"); one player for samen is refused in words.
    await t.waitFor(/Deal by Bert: which contract\?/);
    await t.pick('samen 9', 'samen 9');
    await t.waitFor(/Tick both players\./);
    t.send('a');
    await t.waitFor(/◉ Ann/);
    expect(t.screen.slice(-300)).toMatch(/◯ Bert/);
    t.send('\r');
    await t.waitFor(/✗ [^\n]*/);
    expect(t.screen.slice(t.screen.lastIndexOf('✗')).split('\n')[0]).not.toContain('--');
    // Esc: back from the players to the contract (once the question is asked again: "?", not "✔").
    await t.waitFor(/\? Who played samen\? Tick both players\./);
    t.send('\x1b');
    await t.waitFor(/Deal by Bert: which contract\?/);
    await t.pick('solo 6', 'solo 6');
    // "e" finds Éva in the list of players (accents fold).
    await t.waitFor(/Who played solo\?/);
    t.send('e');
    await t.waitFor(/❯ Éva/);
    t.send('\r');
    await t.waitFor(/Tricks taken by Éva\?/);
    t.send('x\r');
    await t.waitFor(/Enter a whole number\./);
    t.send('\x7f20\r');
    await t.waitFor(/Enter a number from 0 to 13\./);
    t.send('\x7f\x7f6\r');
    // solo 6 made exactly: Éva 12, the three others -4 each.
    await t.waitFor(/Deal 2: Éva solo 6: 6 tricks/);

    // The rules: no source path of tafel's files, and the sheet drawn again after.
    await t.waitFor(/Deal by Éva: which contract\?/);
    await t.pick('rules', 'rules: look a rule up');
    await t.waitFor(/Rules of what\?/);
    await t.pick('troel', 'troel');
    // Taller than the 24 lines of the terminal: paged.
    await t.waitFor(/\? -- lines 1-22 of \d+: Enter for more, Esc to stop --/);
    t.send('\r');
    await t.waitFor(/Next to deal: Éva/);
    expect(t.screen).not.toMatch(/Source: |seeds\//);
    await t.waitFor(/Deal by Éva: which contract\?/);
    await t.pick('undo', 'undo: remove deal 2');
    await t.waitFor(/Deal by Éva: which contract\?/);
    await t.pick('quit', 'quit: stop here');
    expect(await t.exit).toBe(0);
    // One deal left of the two recorded: the closing line counts it once.
    expect(t.screen).toContain('1 deal, 1 recorded this time.');
    expect(t.raw).not.toMatch(SGR);
    expect(tafelJson(h, ['sheet']).totals).toEqual({ Ann: 0, Bert: 10, Éva: 0, Dirk: 10 });
  }, 120000);
});
