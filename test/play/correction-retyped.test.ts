import { afterAll, describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import { tafel, tafelJson, tempHome } from '../helpers/cli.js';
import { screenOf } from './screen.js';
import { esc, InTerminal, type TerminalSession } from './terminal.js';

// A correction refused in table mode is asked again with what was typed standing in the field, editable as a one-line
// deal's line is (docs/table-mode.md): Backspace mends the mistake and Enter sends the line. Until 2026-12-07 it stood
// as a default in brackets, `(Ann=-15,Bert=15x)`, which Enter sent again, Backspace could not reach, and only Tab
// (named by no hint) put in the field.

const homes: string[] = [];
const terminals: TerminalSession[] = [];
afterAll(() => {
  for (const t of terminals) t.kill();
  for (const h of homes) fs.rmSync(h, { recursive: true, force: true });
});

const WORDS = {
  en: {
    first: /\? Deal by Ann: which contract\?/,
    pick: ['correct', 'correct: points given or taken, with the reason'],
    scores: 'Correction as player=points, comma separated (e.g. Ann=-15,Bert=15):',
    reason: 'Why (shown on the sheet):',
    written: 'Correction c1: late count',
    refused: '✗ "Bert=15x" is not player=points: e.g. Ann=-15,Bert=15.',
  },
  nl: {
    first: /\? Gift van Ann: welk contract\?/,
    pick: ['correctie', 'correctie: punten gegeven of afgenomen, met de reden'],
    scores: "Correctie als speler=punten, met komma's (bv. Ann=-15,Bert=15):",
    reason: 'Waarom (staat op het blad):',
    written: 'Correctie c1: late count',
    refused: '✗ "Bert=15x" is geen speler=punten: bv. Ann=-15,Bert=15.',
  },
};

describe('a refused correction stands typed again (in process)', () => {
  test.each<['en' | 'nl', number, number]>([
    ['en', 80, 24],
    ['nl', 60, 20],
    ['en', 60, 20],
    ['nl', 80, 24],
  ])(
    '%s at %ix%i: Backspace mends the scores, Enter sends them',
    async (lang, columns, rows) => {
      const w = WORDS[lang];
      const h = tempHome();
      homes.push(h);
      expect((await tafel(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk'])).code).toBe(0);
      const t = new InTerminal(h, ['play', '--lang', lang], {}, { columns, rows });
      terminals.push(t);
      await t.waitFor(w.first, 30_000);
      await t.pick(w.pick[0], w.pick[1]);
      const question = new RegExp(`${esc(w.scores).replace(/ /g, '\\s+')}`);
      await t.waitFor(question, 30_000);
      t.send('Ann=-15,Bert=15x');
      await t.waitFor(/Bert=15x/, 30_000);
      t.send('\r');
      await t.waitFor(/✗ /, 30_000);
      await t.waitFor(/Bert=15x/, 30_000);
      // Asked again with the line in the field: no default in brackets, the cursor after the x.
      const lines = () => screenOf(t.raw, columns, rows).lines.filter((l) => l !== '');
      expect(lines().at(-1)).toMatch(/\):? Ann=-15,Bert=15x$/);
      expect(t.screen).not.toContain('(Ann=-15,Bert=15x)');
      expect(lines()).toContain(w.refused);
      // Backspace takes the x away; Enter sends the rest, and the reason is asked.
      t.send('\x7f');
      await t.waitFor(/Bert=15(?!x)/, 30_000);
      t.send('\r');
      await t.waitFor(new RegExp(esc(w.reason)), 30_000);
      t.send('late count\r');
      await t.waitFor(new RegExp(esc(w.written)), 30_000);
      await t.waitFor(w.first, 30_000);
      t.send('\x03');
      expect(await t.exit).toBe(130);
      const sheet = await tafelJson(h, ['sheet']);
      const scores = { Ann: -15, Bert: 15, Cis: 0, Dirk: 0 };
      expect(sheet.corrections).toEqual([expect.objectContaining({ scores, reason: 'late count' })]);
      expect(sheet.totals).toEqual({ Ann: -15, Bert: 15, Cis: 0, Dirk: 0 });
    },
    120_000,
  );
});
