import { afterAll, describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import { tafel, tafelJson, tempHome } from '../helpers/cli.js';
import { makeSheet } from '../helpers/sheet.js';
import { askDeal } from '../../src/play/deal.js';
import { flowFor } from '../../src/play/flows/index.js';
import { screenOf } from './screen.js';
import { ENTER, Scripted, dealCtx } from './scripted.js';
import { InTerminal, type TerminalSession } from './terminal.js';

// `pas` typed at a deal's first question counts as a whole deal in every game (docs/table-mode.md, "One line per
// deal"): a game without a pass of a whole deal says so with a line of its own, where until 2026-12-07 Toepen, Jokeren,
// Manillen and Boerenbridge said "Nothing fits that; correct it, or Backspace to see the list."

const P4 = ['Ann', 'Bert', 'Cis', 'Dirk'];
type Lang = 'en' | 'nl';

describe('pas typed alone, every game (askDeal)', () => {
  /** What `line` typed at the first question shows under it; the script then quits through `then`. */
  async function shownUnder(game: string, lang: Lang, line: string, then: string): Promise<string[]> {
    const p = new Scripted([line, then, ENTER]);
    await askDeal(p, flowFor(game)!, dealCtx(makeSheet(game, P4), { lang }));
    return p.shown;
  }

  // The example is each game's whole line for its first deal, the one a scorer's phone offers (Ann deals: Bert plays).
  test.each<[string, Lang, string]>([
    ['toepen', 'en', 'Toepen has no pass of a whole round: type the round as it was played, e.g. "bert wins".'],
    ['toepen', 'nl', 'Toepen kent geen pas voor een hele ronde: typ de ronde zoals ze gespeeld werd, bv. "bert wint".'],
    [
      'jokeren',
      'en',
      'Jokeren has no pass of a whole deal: type the deal as it was played, e.g. "bert out, ann 12, cis: 7 K joker*, ' +
        'dirk 4".',
    ],
    [
      'jokeren',
      'nl',
      'Jokeren kent geen pas voor een heel spel: typ het spel zoals het gespeeld werd, bv. "bert uit, ann 12, cis: 7 ' +
        'H joker*, dirk 4".',
    ],
    ['manillen', 'en', 'Manillen has no pass of a whole deal: type the deal as it was played, e.g. "bert 38 hearts".'],
    [
      'manillen',
      'nl',
      'Manillen kent geen pas voor een hele gift: typ de gift zoals ze gespeeld werd, bv. "bert 38 harten".',
    ],
    [
      'boerenbridge',
      'en',
      'Boerenbridge has no pass of a whole deal: type the deal as it was played, e.g. "1 0 0 0 13 0 0 0".',
    ],
    [
      'boerenbridge',
      'nl',
      'Boerenbridge kent geen pas voor een hele gift: typ de gift zoals ze gespeeld werd, bv. "1 0 0 0 13 0 0 0".',
    ],
  ])('%s (%s): pas and pass say that the game has no pass', async (game, lang, said) => {
    const then = { toepen: 'bert wint', jokeren: 'bert uit, ann 5, cis 5, dirk 5', manillen: 'bert 38 harten' }[game];
    for (const line of ['pas', 'pass', ' PAS ']) {
      expect(await shownUnder(game, lang, line, then ?? '1 0 0 0 13 0 0 0')).toEqual([`✗ ${said}`]);
    }
  });

  // Klaverjassen's rules refuse it with their own reason (as before); Zwikken and Rikken take it as a whole deal.
  test('klaverjassen says its rules; zwikken and rikken save it', async () => {
    expect(await shownUnder('klaverjassen', 'nl', 'pas', 'bert 92')).toEqual([
      '✗ Klaverjassen kent geen vervallen spel: er wordt altijd gespeeld (als iedereen past, moet de gever of de ' +
        'speler na hem). Noteer wie troef maakte: bv. Ann voor de nemer en 92 voor de kaartpunten.',
    ]);
    for (const game of ['zwikken', 'rikken']) {
      const p = new Scripted(['pas', ENTER]);
      const r = await askDeal(p, flowFor(game)!, dealCtx(makeSheet(game, P4)));
      expect(p.shown).toEqual([]);
      expect('done' in r && r.done.args.words).toEqual(['pas']);
    }
  });
});

describe('pas typed in Toepen at a terminal (in process)', () => {
  const homes: string[] = [];
  const terminals: TerminalSession[] = [];
  afterAll(() => {
    for (const t of terminals) t.kill();
    for (const h of homes) fs.rmSync(h, { recursive: true, force: true });
  });

  test.each<[Lang, number, number, RegExp, string]>([
    [
      'en',
      80,
      24,
      /\? Round 1, Ann deals\. Who toeped first\?/,
      'Toepen has no pass of a whole round: type the round as it was played, e.g. "bert wins".',
    ],
    [
      'en',
      60,
      20,
      /\? Round 1, Ann deals\. Who toeped first\?/,
      'Toepen has no pass of a whole round: type the round as it was played, e.g. "bert wins".',
    ],
    [
      'nl',
      60,
      20,
      /\? Ronde 1, Ann geeft\./,
      'Toepen kent geen pas voor een hele ronde: typ de ronde zoals ze gespeeld werd, bv. "bert wint".',
    ],
    [
      'nl',
      80,
      24,
      /\? Ronde 1, Ann geeft\./,
      'Toepen kent geen pas voor een hele ronde: typ de ronde zoals ze gespeeld werd, bv. "bert wint".',
    ],
  ])(
    '%s at %ix%i: the reason under the line, Enter keeps both, nothing written',
    async (...c) => {
      const [lang, columns, rows, question, said] = c;
      const h = tempHome();
      homes.push(h);
      expect((await tafel(h, ['new', 'toepen', '--players', P4.join(',')])).code).toBe(0);
      const t = new InTerminal(h, ['play', '--lang', lang], {}, { columns, rows });
      terminals.push(t);
      await t.waitFor(question, 30_000);
      t.send('pas');
      await t.waitFor(lang === 'en' ? /"bert wins"\./ : /"bert wint"\./, 30_000);
      /** The lines on screen from the reason to the key hint, joined as one text: the reason as the player reads it. */
      const under = (): string => {
        const { lines, wrapped } = screenOf(t.raw, columns, rows);
        expect(wrapped).toEqual([]);
        const at = lines.findIndex((l) => l.startsWith('> ✗'));
        expect(lines[at - 1]).toMatch(/ pas$/);
        const end = lines.findIndex((l, i) => i > at && l.startsWith('↑↓'));
        return lines
          .slice(at, end)
          .map((l) => l.trim())
          .join(' ');
      };
      expect(under()).toBe(`> ✗ ${said}`);
      // Enter keeps the line and its reason: nothing is saved, and only the mistake is retyped.
      t.send('\r');
      await t.waitFor(/\n> ✗ Toepen/, 30_000);
      expect(under()).toBe(`> ✗ ${said}`);
      expect(screenOf(t.raw, columns, rows).lines.join('\n')).not.toMatch(/Nothing fits|Niets past/);
      t.send('\x03');
      expect(await t.exit).toBe(130);
      expect((await tafelJson(h, ['sheet'])).deals).toEqual([]);
    },
    120_000,
  );
});
