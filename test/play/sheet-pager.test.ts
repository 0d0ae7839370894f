import { afterAll, describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import { tafel, tafelJson, tempHome } from '../helpers/cli.js';
import { screenOf } from './screen.js';
import { esc, InTerminal, type TerminalSession } from './terminal.js';

// `sheet` in table mode pages the whole sheet, every deal, and its last screen (or its only one) waits for a key, as a
// rule looked up does: until 2026-12-07 the next question and its list were drawn straight under it, and scrolled the
// sheet's title and its header row (the names, `*` and `>`) away at once. A screen after the first starts with the
// title and the header row again. The key brings the sheet back as it stands above the question.

const homes: string[] = [];
const terminals: TerminalSession[] = [];
afterAll(() => {
  for (const t of terminals) t.kill();
  for (const h of homes) fs.rmSync(h, { recursive: true, force: true });
});

const P4 = ['--players', 'Ann,Bert,Cis,Dirk'];

async function sheetOf(game: string, deal: string[], deals: number): Promise<string> {
  const h = tempHome();
  homes.push(h);
  expect((await tafel(h, ['new', game, ...P4])).code).toBe(0);
  for (let i = 0; i < deals; i++) expect((await tafel(h, ['record', ...deal])).code).toBe(0);
  return h;
}

const EN = {
  word: 'sheet',
  pick: 'sheet: show the whole sheet',
  end: '-- end of the sheet: press a key --',
  more: /-- lines 1-18 of \d+: Enter for more, Esc to stop --/,
};
const NL = {
  word: 'blad',
  pick: 'blad: toon het hele blad',
  end: '-- einde van het blad: druk op een toets --',
  more: /-- regels 1-18 van \d+: Enter voor meer, Esc stopt --/,
};

interface Case {
  lang: 'en' | 'nl';
  columns: number;
  rows: number;
  game: string;
  deal: string[];
  deals: number;
  /** The title, the header row and the first deal row of the last screen, its last line before the wait. */
  title: RegExp;
  header: RegExp;
  first: RegExp;
  footer: RegExp;
  question: RegExp;
  twoScreens?: true;
}

const SAMEN = ['samen', '8', '--by', 'Bert,Dirk', '--tricks', '9'];
const KW_TITLE = /^\S+-kleurenwiezen {2}kleurenwiezen \(lodige\)$/;
// Twelve deals at four: Ann deals the 13th (*), Bert leads (>).
const KW_HEAD = /^│ +# +│.*│ Ann\* │ Bert> │ Cis │ Dirk │$/;

describe('the whole sheet stays on screen until a key (in process)', () => {
  test.each<[string, Case]>([
    [
      'en 80x24, Kleurenwiezen of 12 deals (one screen)',
      {
        lang: 'en',
        columns: 80,
        rows: 24,
        game: 'kleurenwiezen',
        deal: SAMEN,
        deals: 12,
        title: KW_TITLE,
        header: KW_HEAD,
        first: /^│ +1 │ Ann +│ Bert \+ Dirk samen 8: 9 tricks │/,
        footer: /^Next to deal: Ann \(\*\), Bert leads \(>\)$/,
        question: /\? Deal by Ann: which contract\?/,
      },
    ],
    [
      'nl 80x24, Kleurenwiezen of 12 deals (one screen)',
      {
        lang: 'nl',
        columns: 80,
        rows: 24,
        game: 'kleurenwiezen',
        deal: SAMEN,
        deals: 12,
        title: KW_TITLE,
        header: KW_HEAD,
        first: /^│ +1 │ Ann +│ Bert \+ Dirk samen 8: 9 slagen │/,
        footer: /^Volgende gever: Ann \(\*\), Bert komt uit \(>\)$/,
        question: /\? Gift van Ann: welk contract\?/,
      },
    ],
    [
      'nl 60x20, Klaverjassen of 9 deals (one screen)',
      {
        lang: 'nl',
        columns: 60,
        rows: 20,
        game: 'klaverjassen',
        deal: ['--taker', 'Bert', '--points', '92'],
        deals: 9,
        title: /^\S+-klaverjassen {2}klaverjassen \(amsterdams\)$/,
        // Nine deals at four: Bert deals the tenth (*), Cis leads (>).
        header: /^│ # │ contract +│ Ann\+Cis> │ Bert\*\+Dirk │$/,
        first: /^│ 1 │ Bert speelde: 92-70, gehaald │/,
        footer: /^Volgende gever: Bert \(\*\), Cis komt uit \(>\)$/,
        question: /\? Spel van Bert: /,
      },
    ],
    [
      'en 60x20, Kleurenwiezen of 24 passes (two screens)',
      {
        lang: 'en',
        columns: 60,
        rows: 20,
        game: 'kleurenwiezen',
        deal: ['pas'],
        deals: 24,
        twoScreens: true,
        title: KW_TITLE,
        // A pass is dealt again by the same dealer: Ann deals (*), Bert leads (>).
        header: /^│ +# +│.*│ Ann\* │ Bert> │ Cis │ Dirk │$/,
        first: /^│ 15 │/,
        footer: /^Next to deal: Ann \(\*\), Bert leads \(>\)$/,
        question: /\? Deal by Ann: which contract\?/,
      },
    ],
  ])(
    '%s',
    async (_, c) => {
      const w = c.lang === 'en' ? EN : NL;
      const h = await sheetOf(c.game, c.deal, c.deals);
      const t = new InTerminal(h, ['play', '--lang', c.lang], {}, { columns: c.columns, rows: c.rows });
      terminals.push(t);
      await t.waitFor(c.question, 30_000);
      await t.pick(w.word, w.pick);
      if (c.twoScreens) {
        // 24 deals and 8 lines more, 18 a screen (deals 1-14); the second under the title and the header row again.
        await t.waitFor(w.more, 30_000);
        t.send('\r');
      }
      await t.waitFor(new RegExp(esc(w.end)), 30_000);
      // What the player sees: the sheet's title and header row at the top, its last deal, its footer, then the wait.
      const { lines, wrapped } = screenOf(t.raw, c.columns, c.rows);
      expect(wrapped).toEqual([]);
      const shown = lines.slice(lines.findIndex((l) => c.title.test(l)));
      expect(shown[0]).toMatch(c.title);
      expect(shown[1]).toMatch(/^┌/);
      expect(shown[2]).toMatch(c.header);
      expect(shown[3]).toMatch(/^├/);
      expect(shown[4]).toMatch(c.first);
      expect(shown.join('\n')).toMatch(new RegExp(`\\n│ +${c.deals} │`));
      const last = shown.filter((l) => l !== '');
      expect(last.at(-2)).toMatch(c.footer);
      expect(last.at(-1)).toBe(w.end);
      t.send('q');
      // The sheet as it stands above the question, its header row with it, then the question; no deal was started.
      await t.waitFor(c.question, 30_000);
      const after = screenOf(t.raw, c.columns, c.rows).lines;
      expect(after.some((l) => c.header.test(l))).toBe(true);
      expect(after.some((l) => c.footer.test(l))).toBe(true);
      t.send('\x03');
      expect(await t.exit).toBe(130);
      expect((await tafelJson(h, ['sheet'])).deals).toHaveLength(c.deals);
    },
    120_000,
  );
});
