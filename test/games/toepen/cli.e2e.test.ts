import { beforeAll, describe, expect, test } from '@jest/globals';
import type { Ctx } from '../../../src/commands/context.js';
import { runChart } from '../../../src/commands/chart.js';
import { runRecord, runRedo, runUndo } from '../../../src/commands/deals.js';
import { runCorrect, runEdit } from '../../../src/commands/edit.js';
import { runExport } from '../../../src/commands/export.js';
import { runNew } from '../../../src/commands/new.js';
import { runSettle } from '../../../src/commands/settle.js';
import { runFinish, runSheet } from '../../../src/commands/sheets.js';
import { runStats } from '../../../src/commands/stats.js';
import { gameById } from '../../../src/games/index.js';
import { boardBody } from '../../../src/serve/page.js';
import { replay } from '../../../src/sheet/sheet.js';
import { Store } from '../../../src/store/store.js';
import { snapshot, tafel, tafelJson, tempHomes } from '../../helpers/cli.js';
import { testCtx } from '../../helpers/ctx.js';
import { GAME_9_2 } from './examples.js';
import { HOST } from '../../helpers/host.js';
import { args, makeSheet, play } from '../../helpers/sheet.js';

// Toepen evenings on disk: the built binary in process (npm run build first) where the user's view
// matters, the commands' own functions for the rest. Numbers from spec/toepen.md §9, worked by hand.
const homes = tempHomes();
const ctxOf = (home: string, lang: 'en' | 'nl' = 'en', json = true): Ctx =>
  testCtx({ store: new Store(home, HOST), lang, json, width: 100 });
const plain = (s: string) => s.replace(/\x1b\[[0-9;]*m/g, '');
const lines = (s: string) => s.trimEnd().split('\n');
const P = ['Ann', 'Bert', 'Cis', 'Dirk'];

const ROUNDS = GAME_9_2;
const words = (line: string) => line.split(' ');

describe('§9.2 through the binary', () => {
  const home = homes();

  test('nine rounds: cut scores, dood, voor dood, winner and places; 80 and 60 columns, en and nl', async () => {
    expect((await tafel(home, ['new', 'toepen', '--players', P.join(',')])).code).toBe(0);
    for (const r of ROUNDS.slice(0, 4)) expect((await tafel(home, ['record', ...words(r)])).code).toBe(0);
    // After round 4: Ann 10 dood, Bert 9 voor dood.
    const four = await tafelJson(home, ['sheet']);
    expect(four.totals).toEqual({ Ann: 10, Bert: 9, Cis: 7, Dirk: 2 });
    expect(four.voorDood).toEqual(['Bert']);
    expect(four.deals[3]).toMatchObject({ stake: 4, raw: { Ann: 4 }, capped: ['Ann'], out: ['Ann'] });
    expect(plain((await tafel(home, ['sheet'], { tty: true, columns: 80 })).stdout)).toMatch(/\nBert: voor dood\n$/);

    // Round 5 with Ann named: refused, nothing written.
    const before = snapshot(home);
    const ann = await tafel(home, ['record', '--winner', 'Ann', '--was-penalty', 'Bert']);
    expect([ann.code, ann.stdout, ann.stderr]).toEqual([
      1,
      '',
      'tafel: Round 5: Ann is out (10 points since round 4).\n',
    ]);
    expect(snapshot(home)).toEqual(before);

    for (const r of ROUNDS.slice(4)) expect((await tafel(home, ['record', ...words(r)])).code).toBe(0);
    const v = await tafelJson(home, ['sheet']);
    expect(v.deals.map((d: { dealer: string }) => d.dealer).join(' ')).toBe('Ann Bert Cis Dirk Dirk Dirk Cis Cis Dirk');
    expect(v.totals).toEqual({ Ann: 10, Bert: 10, Cis: 10, Dirk: 6 });
    expect(v).toMatchObject({ finished: true, winner: 'Dirk', lowWins: true });
    expect(v.places).toEqual({ Dirk: 1, Cis: 2, Bert: 3, Ann: 4 });

    for (const columns of [80, 60]) {
      const r = await tafel(home, ['sheet'], { tty: true, columns, rows: 40 });
      expect(r.stdout).toContain('\x1b[');
      const seen = lines(plain(r.stdout));
      for (const l of seen) expect(l.length).toBeLessThanOrEqual(columns);
      // Round 5: Ann dood, Bert's 2 cut to 1; the total row; the end.
      expect(seen).toContainEqual(expect.stringMatching(/│ *5 *│.*│ *dood *│ *\+1 \(2\) *│ *\+1 *│ *0 *│$/));
      expect(seen).toContainEqual(expect.stringMatching(/total *│ *\+10 *│ *\+10 *│ *\+10 *│ *\+6 *│$/));
      expect(seen.slice(-2)).toEqual(['Finished. Winner: Dirk · lowest wins', 'Places: 1 Dirk, 2 Cis, 3 Bert, 4 Ann']);
    }
    const nl = lines(
      plain((await tafel(home, ['sheet', '--lang', 'nl'], { tty: true, columns: 60, rows: 40 })).stdout),
    );
    expect(nl).toContainEqual(expect.stringMatching(/│ +2 │ Cis wint, inzet 3/));
    expect(nl.slice(-2)).toEqual(['Afgelopen. Winnaar: Dirk · laagste wint', 'Plaatsen: 1 Dirk, 2 Cis, 3 Bert, 4 Ann']);

    // A tenth round: the game is over.
    const done = snapshot(home);
    const ten = await tafel(home, ['record', '--winner', 'Dirk']);
    expect([ten.code, ten.stdout]).toEqual([1, '']);
    expect(ten.stderr).toMatch(/^tafel: Dirk is the last player left; the game is over[^\n]*\n$/);
    expect(snapshot(home)).toEqual(done);
  });
});

describe('§5 refusals through the binary: one line, its exit code, nothing written', () => {
  const home = homes();
  beforeAll(async () => {
    await tafel(home, ['new', 'toepen', '--players', P.join(',')]);
  });

  test.each([
    [[], 2, 'Name the winner of the last trick: --winner <p>.'],
    [
      ['--toeps', 'Ann,Bert', '--passed', 'Cis=3', '--winner', 'Ann'],
      1,
      'Cis passed on toep 3, but there were 2 toeps: give the toep he passed on, e.g. --passed Cis=2, or name who ' +
        'toeped (--toeps).',
    ],
    // Toep 0: until 2026-12-07 "but there was 1 toep", as though the toeps were too few; they count from 1.
    [
      ['--toeps', 'Ann', '--passed', 'Bert=0', '--winner', 'Cis'],
      1,
      'Bert passed on toep 0, but toeps are numbered from 1: give the toep he passed on, e.g. --passed Bert=1.',
    ],
    [
      ['--passed', 'Bert=0', '--winner', 'Cis'],
      1,
      'Bert passed on toep 0, but toeps are numbered from 1 and there was no toep: name who toeped (--toeps), or ' +
        'leave Bert out of --passed.',
    ],
    [
      ['--toeps', 'Ann', '--passed', 'Bert=1', '--winner', 'Bert'],
      1,
      'Bert passed on toep 1 and cannot win the round: name another player as --winner, or leave Bert out of --passed.',
    ],
    [
      ['--toeps', 'Ann,Cis', '--passed', 'Cis=1', '--winner', 'Ann'],
      1,
      'Cis toeped (toep 2) after passing on toep 1, but a player who passed is out of the round: correct --toeps or ' +
        '--passed',
    ],
    [
      ['--final-stake', '3', '--passed', 'Bert=1,Cis=1,Dirk=1', '--winner', 'Ann'],
      1,
      'Everybody else passed on toep 1, so Ann won the round at stake 2: give --final-stake 2.',
    ],
    [
      ['--toeps', 'Ann,Ann', '--winner', 'Ann'],
      1,
      "Ann toeped twice in a row (option double-toep=off): 'tafel set double-toep=on' allows it.",
    ],
    [
      ['--toeps', 'Ann,Bert,Ann,Bert,Ann,Bert,Ann,Bert,Ann,Bert', '--winner', 'Ann'],
      1,
      "The stake would be 11; this sheet stops at 10 (option max-stake=limit): 'tafel set max-stake=none' lifts the " +
        'cap',
    ],
    [['--final-stake', '3', '--toeps', 'Ann', '--winner', 'Ann'], 2, '--final-stake 3 and --toeps disagree'],
    [['--final-stake', '0', '--winner', 'Ann'], 2, '--final-stake is a whole number from 1'],
    [['--four-of-a-kind', 'Dirk', '--winner', 'Ann'], 2, 'Four of a kind ends the round at once'],
    [['--winner', 'Ann', '--was-penalty', 'Bert,Cis'], 1, 'Vuile was is claimed once per round'],
    [
      ['--winner', 'Ann', '--jack'],
      1,
      "Winning with a jack does not count on this sheet (option jack-win=off): 'tafel set jack-win=on' counts it.",
    ],
    [
      ['pas'],
      2,
      'Toepen records the winner, the toeps and who passed with flags, not words: e.g. tafel record --winner Ann ' +
        '--toeps Ann,Bert --passed Cis=1.',
    ],
    [['--winner', 'Ann', '--tricks', '3'], 2, '--tricks'],
    // Until 2026-12-07 "--totals does not apply to Toepen", though judge score takes it.
    [
      ['--winner', 'Ann', '--totals', 'Ann=3'],
      2,
      "--totals is for 'tafel judge score' only: record and edit take the totals before the round from the sheet; " +
        'to change them: tafel correct <player=n> --reason <why>.',
    ],
    [
      ['--winner', 'Ann', '--totals', 'Ann=3', '--lang', 'nl'],
      2,
      "--totals is enkel voor 'tafel judge score': record en edit halen de standen vóór de ronde van het blad; om " +
        'ze te wijzigen: tafel correct <speler=n> --reason <waarom>.',
    ],
  ])('record %j exits %i: %s', async (flags, code, message) => {
    const before = snapshot(home);
    const r = await tafel(home, ['record', ...flags]);
    expect([r.code, r.stdout]).toEqual([code, '']);
    expect(r.stderr).toMatch(/^tafel: [^\n]+\n$/);
    expect(r.stderr).toContain(message);
    expect(snapshot(home)).toEqual(before);
  });

  // Record takes no words: the refusal gives a whole round in flags for the sheet's own players, which record takes
  // (until 2026-12-07 "tafel record --winner <p> [--toeps <p>,...] ...", placeholders). Nothing is written. By hand:
  // Ann toeps (stake 2), Cis passes on it (1), Bert toeps (stake 3), Ann wins: Bert and Dirk pay 3, Cis 1. With
  // max-stake=2 there is one toep: Ann toeps, wins at stake 2, Bert pays 2.
  test.each([
    [
      'en',
      [],
      P,
      'tafel: Toepen records the winner, the toeps and who passed with flags, not words: e.g. tafel record --winner ' +
        'Ann --toeps Ann,Bert --passed Cis=1.\n',
      { Ann: 0, Bert: 3, Cis: 1, Dirk: 3 },
    ],
    [
      'nl',
      [],
      P,
      'tafel: Toepen noteert de winnaar, de toeps en wie paste met vlaggen, niet met woorden: bv. tafel record ' +
        '--winner Ann --toeps Ann,Bert --passed Cis=1.\n',
      { Ann: 0, Bert: 3, Cis: 1, Dirk: 3 },
    ],
    [
      'en',
      ['--set', 'max-stake=2'],
      ['Ann', 'Bert'],
      'tafel: Toepen records the winner, the toeps and who passed with flags, not words: e.g. tafel record --winner ' +
        'Ann --toeps Ann.\n',
      { Ann: 0, Bert: 2 },
    ],
  ] as const)('(%s) record in words %j names a whole round in flags', async (lang, set, players, said, totals) => {
    const h = homes();
    await tafel(h, ['new', 'toepen', '--players', players.join(','), ...set]);
    const before = snapshot(h);
    const r = await tafel(h, ['record', 'ann', 'won', '--lang', lang]);
    expect([r.code, r.stdout, r.stderr]).toEqual([2, '', said]);
    expect(snapshot(h)).toEqual(before);
    const example = said.split(' tafel record ')[1].replace(/\.\n$/, '').split(' ');
    const sheet = await tafelJson<{ totals: Record<string, number> }>(h, ['record', ...example]);
    expect(sheet.totals).toEqual(totals);
  });

  // Words that table mode's line reads as a whole round are said as that round, in flags, which record takes (until
  // 2026-12-07 the example, whatever the words). By hand as above: Ann and Bert toep (stake 3), Cis passed on the
  // first toep, Ann wins: Bert and Dirk pay 3, Cis 1. `ann wint` alone: nobody toeped, Ann wins, the others pay 1.
  test.each([
    [
      'en',
      'ann wint toep ann,bert pas cis=1',
      'in words this reads as',
      '--winner Ann --toeps Ann,Bert --passed Cis=1',
    ],
    ['nl', 'ann wins', 'in woorden betekent dit', '--winner Ann'],
  ])('(%s) record %s names the round it reads as, in flags', async (lang, words, as, flags) => {
    const h = homes();
    await tafel(h, ['new', 'toepen', '--players', P.join(',')]);
    const before = snapshot(h);
    const r = await tafel(h, ['record', ...words.split(' '), '--lang', lang]);
    expect([r.code, r.stdout, r.stderr.endsWith(`: ${as} tafel record ${flags}.\n`)]).toEqual([2, '', true]);
    expect(snapshot(h)).toEqual(before);
    const sheet = await tafelJson<{ totals: Record<string, number> }>(h, ['record', ...flags.split(' ')]);
    expect(sheet.totals).toEqual(
      flags === '--winner Ann' ? { Ann: 0, Bert: 1, Cis: 1, Dirk: 1 } : { Ann: 0, Bert: 3, Cis: 1, Dirk: 3 },
    );
  });

  test('end=first-out, two out in one round: "Ann and Bert reached the limit", "Ann en Bert haalden"', async () => {
    const out = homes();
    const set = words('--set limit=5 --set end=first-out --set cap=off');
    await tafel(out, ['new', 'toepen', '--players', 'Ann,Bert,Cis', ...set]);
    // Stake 5 (four toeps), Cis wins: Ann 5, Bert 5, both at the limit in round 1.
    expect((await tafel(out, ['record', ...words('--toeps Ann,Bert,Ann,Bert --winner Cis')])).code).toBe(0);
    const before = snapshot(out);
    const en = await tafel(out, ['record', '--winner', 'Cis']);
    expect([en.code, en.stderr]).toEqual([
      1,
      expect.stringMatching(/^tafel: Ann and Bert reached the limit of 5; the game is over\. Sheet /),
    ]);
    const nl = await tafel(out, ['record', '--winner', 'Cis', '--lang', 'nl']);
    expect(nl.stderr).toMatch(/^tafel: Ann en Bert haalden de grens van 5; het spel is uit\. Blad /);
    expect(snapshot(out)).toEqual(before);
  });

  test('each refusal of a pass says what to do next, in English and Dutch, with the flags to change', async () => {
    const before = snapshot(home);
    const said = async (line: string) => {
      const [en, nl] = [
        await tafel(home, ['record', ...words(line)]),
        await tafel(home, ['record', ...words(line), '--lang', 'nl']),
      ];
      expect([en.code, en.stdout, nl.code, nl.stdout]).toEqual([1, '', 1, '']);
      return [en.stderr, nl.stderr];
    };
    expect(await said('--toeps Ann --passed Cis=1,Cis=1 --winner Ann')).toEqual([
      'tafel: Cis passed twice: a player passes once, on one toep; name Cis only once in --passed.\n',
      'tafel: Cis paste twee keer: een speler past één keer, op één toep; noem Cis maar één keer bij --passed.\n',
    ]);
    expect(await said('--toeps Ann,Bert --passed Cis=3 --winner Ann')).toEqual([
      'tafel: Cis passed on toep 3, but there were 2 toeps: give the toep he passed on, e.g. --passed Cis=2, or name ' +
        'who toeped (--toeps).\n',
      'tafel: Cis paste op toep 3, maar er waren 2 toeps: geef de toep waarop hij paste, bv. --passed Cis=2, of noem ' +
        'wie toepte (--toeps).\n',
    ]);
    expect(await said('--passed Cis=1 --winner Ann')).toEqual([
      'tafel: Cis passed on toep 1, but there was no toep: name who toeped (--toeps), or leave Cis out of --passed.\n',
      'tafel: Cis paste op toep 1, maar er werd niet getoept: noem wie toepte (--toeps), of laat Cis weg uit ' +
        '--passed.\n',
    ]);
    // Only the final stake known: that is what to raise.
    expect(await said('--final-stake 2 --passed Cis=2 --winner Ann')).toEqual([
      'tafel: Cis passed on toep 2, but there was 1 toep: give the toep he passed on, e.g. --passed Cis=1, or raise ' +
        '--final-stake.\n',
      'tafel: Cis paste op toep 2, maar er was 1 toep: geef de toep waarop hij paste, bv. --passed Cis=1, of verhoog ' +
        '--final-stake.\n',
    ]);
    expect(await said('--toeps Ann --passed Bert=1 --winner Bert')).toEqual([
      'tafel: Bert passed on toep 1 and cannot win the round: name another player as --winner, or leave Bert out of ' +
        '--passed.\n',
      'tafel: Bert paste op toep 1 en kan de ronde niet winnen: noem een andere speler als --winner, of laat Bert ' +
        'weg uit --passed.\n',
    ]);
    expect(await said('--toeps Ann,Cis --passed Cis=1 --winner Ann')).toEqual([
      'tafel: Cis toeped (toep 2) after passing on toep 1, but a player who passed is out of the round: correct ' +
        '--toeps or --passed.\n',
      'tafel: Cis toepte (toep 2) na op toep 1 gepast te hebben, maar wie past, speelt de ronde niet meer mee: ' +
        'verbeter --toeps of --passed.\n',
    ]);
    expect(await said('--toeps Ann,Cis --passed Cis=2 --winner Ann')).toEqual([
      'tafel: Cis passed on his own toep (toep 2): only the others pass on a toep; correct --toeps or --passed.\n',
      'tafel: Cis paste op een eigen toep (toep 2): op een toep passen alleen de anderen; verbeter --toeps of ' +
        '--passed.\n',
    ]);
    expect(snapshot(home)).toEqual(before);
  });

  test('options switched off, in Dutch; bad --set values a usage error', async () => {
    await tafel(home, [
      'new',
      'toepen',
      '--players',
      P.join(','),
      '--set',
      'four-of-a-kind=off',
      '--set',
      'vuile-was=off',
    ]);
    const before = snapshot(home);
    const four = await tafel(home, ['record', '--vier', 'Dirk', '--lang', 'nl']);
    expect([four.code, four.stderr]).toEqual([
      1,
      'tafel: Dit blad speelt niet met vier gelijke (optie four-of-a-kind=off).\n',
    ]);
    const passed = await tafel(home, [
      'record',
      '--final-stake',
      '3',
      '--passed',
      'Bert=1,Cis=1,Dirk=1',
      '--winner',
      'Ann',
      '--lang',
      'nl',
    ]);
    expect([passed.code, passed.stderr]).toEqual([
      1,
      'tafel: Alle anderen pasten op toep 1, dus Ann won de ronde met inzet 2: geef --final-stake 2.\n',
    ]);
    const was = await tafel(home, ['record', '--winner', 'Ann', '--was-penalty', 'Bert']);
    expect([was.code, was.stderr]).toEqual([1, 'tafel: This sheet does not play vuile was (option vuile-was=off).\n']);
    for (const set of ['limit=2', 'limit=101', 'end=never', 'max-stake=1', 'was-penalty=3', 'kleur=ja']) {
      const r = await tafel(home, ['new', 'toepen', '--players', P.join(','), '--set', set]);
      expect([r.code, r.stdout]).toEqual([2, '']);
      expect(r.stderr).toMatch(/^tafel: [^\n]+\n$/);
    }
    for (const players of ['Ann', 'A,B,C,D,E,F,G,H,I']) {
      const r = await tafel(home, ['new', 'toepen', '--players', players]);
      expect([r.code, r.stderr]).toEqual([1, expect.stringMatching(/^tafel: .*2 to 8[^\n]*\n$/)]);
    }
    expect(snapshot(home)).toEqual(before);
  });
});

test('§1 a player who is out never deals: record --dealer, edit --dealer and dealer refuse him', async () => {
  const home = homes();
  await tafel(home, ['new', 'toepen', '--players', P.join(','), '--set', 'limit=5']);
  // Round 1 at stake 4: Ann and Cis +4, Dirk passed on toep 2: +2. Round 2 at stake 2: Cis 4 + 2 is cut to 5, out;
  // Bert 2, Dirk 4.
  await tafel(home, ['record', '--toeps', 'Bert,Cis,Bert', '--passed', 'Dirk=2', '--winner', 'Bert']);
  await tafel(home, ['record', '--toeps', 'Ann', '--winner', 'Ann']);
  // Round 3 at stake 1: Bert 3, Dirk 4 + 1 reaches 5, out; Ann and Bert play on.
  await tafel(home, ['record', '--winner', 'Ann']);
  const out = 'Cis is out of the game and deals no more: name a player who is still in.';
  const before = snapshot(home);
  for (const [args, text] of [
    [['dealer', 'Cis'], out],
    [['record', '--dealer', 'cis', '--winner', 'Ann'], out],
    [['edit', '3', '--dealer', 'Cis'], out],
    [['--lang', 'nl', 'dealer', 'Cis'], 'Cis is af en geeft niet meer: noem een speler die nog meedoet.'],
  ]) {
    const r = await tafel(home, args as string[]);
    expect([args, r.code, r.stdout, r.stderr]).toEqual([args, 1, '', `tafel: ${text}\n`]);
  }
  expect(snapshot(home)).toEqual(before);
  // Round 2 was dealt while Cis was still in: he may have dealt it.
  const edited = await tafelJson<{ dealer: string }>(home, ['edit', '2', '--dealer', 'Cis']);
  expect(edited.dealer).toBe('Cis');
});

test('a round is a round in every line that numbers one (spec: "ronde"), in English and Dutch', async () => {
  const home = homes();
  await tafel(home, ['new', 'toepen', '--players', P.join(',')]);
  const first = (args: string[]) => tafel(home, args).then((r) => r.stdout.split('\n')[0]);
  expect(await first(['record', '--winner', 'Ann'])).toBe('Round 1: Ann wins');
  expect(await first(['record', '--winner', 'Bert', '--lang', 'nl'])).toBe('Ronde 2: Bert wint');
  expect(await first(['undo'])).toBe('Removed round 2: Bert wins');
  expect(await first(['redo', '--lang', 'nl'])).toBe('Ronde 2 terug: Bert wint');
  expect(await first(['edit', '2', '--winner', 'Cis'])).toBe('Round 2: Cis wins');
  const kept = await tafel(home, ['edit', '2', '--toeps', 'Ann', '--passed', 'Cis=1']);
  // Cis passed and cannot win: the kept winner is named; taking it away would leave no winner, so none is offered.
  expect(kept.stderr).toBe(
    'tafel: Cis passed on toep 1 and cannot win the round: name another player as --winner, or leave Cis out of ' +
      '--passed (kept from round 2: --winner Cis)\n',
  );
});

test('the messages about its rounds say rounds too: new, undo and redo on none, edit, chart, the board', async () => {
  const home = homes();
  const said = async (args: string[]) => {
    const r = await tafel(home, args);
    return (r.stdout + r.stderr).trimEnd().split('\n').at(-1);
  };
  expect(await said(['new', 'toepen', '--players', P.join(',')])).toBe(
    "Record a round with 'tafel record ...'; 'tafel record --help' shows how.",
  );
  const id = (await tafelJson<{ id: string }>(home, ['sheet'])).id;
  expect(await said(['chart', '--lang', 'nl'])).toBe(`Nog geen rondes op ${id}: er is niets te tekenen.`);
  expect(await said(['undo'])).toBe(`tafel: Sheet ${id} has no rounds to undo.`);
  expect(await said(['undo', '--lang', 'nl'])).toBe(`tafel: Blad ${id} heeft geen rondes om ongedaan te maken.`);
  expect(await said(['redo', '--lang', 'nl'])).toBe(
    `tafel: Niets om opnieuw te doen op blad ${id}: redo zet terug wat 'tafel undo' verwijderde, tot er een ` +
      'ronde of correctie bij komt of er van plaats gewisseld wordt.',
  );
  expect(await said(['edit', '1', '--winner', 'Ann'])).toBe(
    `tafel: Sheet ${id} has no rounds yet, so there is no round 1 to edit.`,
  );
  const sheet = new Store(home, HOST).readSheet(id);
  const game = gameById('toepen');
  const board = (lang: 'en' | 'nl') =>
    boardBody({ lang, sheets: [{ data: sheet, game, view: replay(game, sheet, lang) }], refusals: [] }).html;
  expect(board('en')).toContain('No rounds yet.');
  expect(board('nl')).toContain('Nog geen rondes.');
  await tafel(home, ['record', '--winner', 'Ann']);
  expect(await said(['edit', '9', '--winner', 'Ann', '--lang', 'nl'])).toBe(
    `tafel: Er is geen ronde 9: blad ${id} heeft alleen ronde 1.`,
  );
  const chart = async (lang: string) =>
    plain((await tafel(home, ['chart', '--lang', lang], { tty: true, columns: 80 })).stdout).split('\n')[0];
  expect(await chart('en')).toContain('running totals after each round (1 round) · lowest wins');
  expect(await chart('nl')).toContain('stand per ronde (1 ronde) · laagste wint');
});

test('an edit that a later round no longer stands names that round: nothing written', async () => {
  const home = homes();
  await tafel(home, ['new', 'toepen', '--players', P.join(','), '--set', 'limit=5']);
  for (const winner of ['Ann', 'Ann', 'Bert', 'Cis']) await tafel(home, ['record', '--winner', winner]);
  const before = snapshot(home);
  // Round 1 at stake 3 (two toeps): Bert, Cis, Dirk 3; round 2: 4 each; round 3, won by Bert: Cis and Dirk reach 5,
  // out. Round 4, won by Cis, then names a player who is out.
  const r = await tafel(home, ['edit', '1', '--toeps', 'Ann,Bert']);
  expect([r.code, r.stderr]).toEqual([
    1,
    'tafel: With round 1 changed so, round 4 would no longer stand: Round 4: Cis is out (5 points since round 3). ' +
      'Nothing was changed.\n',
  ]);
  expect((await tafel(home, ['edit', '1', '--toeps', 'Ann,Bert', '--lang', 'nl'])).stderr).toBe(
    'tafel: Met ronde 1 zo gewijzigd zou ronde 4 niet meer kloppen: Ronde 4: Cis is af (5 punten sinds ronde 3). ' +
      'Er werd niets veranderd.\n',
  );
  expect(snapshot(home)).toEqual(before);
});

describe('the evening in process: undo, redo, edit, correct, set, finish, exports, stats, settle, chart, board', () => {
  const home = homes();
  const rec = (ctx: Ctx, line: string) => runRecord(ctx, undefined, args(line));

  test('§9.2 changed and put back; set re-derives; tafel finish gives the lowest still in', async () => {
    const ctx = ctxOf(home);
    await runNew(ctx, 'toepen', { players: P.join(',') });
    for (const r of ROUNDS.slice(0, 5)) await rec(ctx, r);
    await runUndo(ctx, undefined);
    expect(((await runSheet(ctx, undefined)).json as any).totals).toEqual({ Ann: 10, Bert: 9, Cis: 7, Dirk: 2 });
    await runRedo(ctx, undefined);
    // Round 2 miswritten: Bert went along to the end instead of passing on Ann's toep: he loses 3, not 2, and
    // goes out in round 4 at 10 (cut from 4 to 3); round 5 names him, so the edit is refused.
    await expect(runEdit(ctx, undefined, '2', args('--toeps Cis,Ann --passed Dirk=1 --winner Cis'))).rejects.toThrow(
      /Round 5: Bert is out \(10 points since round 4\)/,
    );
    await rec(ctx, ROUNDS[5]);
    await rec(ctx, ROUNDS[6]);
    await rec(ctx, ROUNDS[7]);
    const edited = (await runEdit(ctx, undefined, '8', args('--winner Cis'))).json as any;
    expect(edited.totals).toEqual({ Ann: 10, Bert: 10, Cis: 8, Dirk: 7 });
    await runEdit(ctx, undefined, '8', args('--winner Dirk'));
    // Not zero-sum: a correction of one player stands alone; taking Cis to 7 keeps her in after round 9's 2.
    await runCorrect(ctx, undefined, 'Cis=-2', { reason: 'verkeerd geteld' });
    await rec(ctx, ROUNDS[8]);
    const v = (await runSheet(ctx, undefined)).json as any;
    expect(v.totals).toEqual({ Ann: 10, Bert: 10, Cis: 9, Dirk: 6 });
    expect(v.finished).toBe(false);
    expect(v.voorDood).toEqual(['Cis']);
    // tafel set limit=15 re-derives every round: Ann plays on after round 4 (11), loses round 5 (12) and goes
    // out at 15 in round 6 (3); Bert 9 + 2 (round 5) + 3 (round 6) = 14, and 2 in round 7 cut to 1: out at 15.
    await tafel(home, ['set', 'limit=15']);
    const at15 = await tafelJson(home, ['sheet']);
    expect(at15.totals).toEqual({ Ann: 15, Bert: 15, Cis: 9, Dirk: 6 });
    expect(at15.deals.map((d: { out: string[] }) => d.out.join())).toEqual(['', '', '', '', '', 'Ann', 'Bert', '', '']);
    // ... and end=first-out would then have ended the game after round 6: refused, naming it.
    const before = snapshot(home);
    const r = await tafel(home, ['set', 'end=first-out']);
    // In Toepen's word for a deal (until 2026-12-06 "after deal 6 ... 9 deals").
    expect([r.code, r.stderr]).toEqual([
      1,
      'tafel: With end=first-out the game would have ended after round 6, but the sheet has 9 rounds. Nothing was ' +
        'changed.\n',
    ]);
    expect(snapshot(home)).toEqual(before);
    await tafel(home, ['set', 'limit=10']);
    // Ended early: the lowest total among the players still in (Dirk 6) wins.
    const done = (await runFinish(ctx, undefined)).json as any;
    expect(done).toMatchObject({ finished: true, winner: 'Dirk', lowWins: true });
  });

  test('exports: CSV, Markdown, HTML and JSON carry the rounds, the cut scores and dood', async () => {
    const ctx = ctxOf(home);
    const text = async (format: string) => {
      const out = await runExport(ctx, undefined, { format });
      return out.document ?? (await out.text(ctx));
    };
    const csv = (await text('csv')).split(/\r?\n/);
    expect(csv).toContain('round,dealer,contract,Ann,Bert,Cis,Dirk,sitting out,mark Ann,mark Bert,mark Cis,mark Dirk');
    // The uncut score (4) with a quote before it: a spreadsheet would read (4) as -4.
    expect(csv).toContain(`4,Dirk,"Dirk wins, stake 4 (toep Ann, Bert, Ann); passed Cis 3",3,4,3,0,,'(4),,,`);
    // A dead player scores 0, and his cell says so, as every sitter's (until 2026-12-07 empty); his mark says dood.
    expect(csv).toContain(`5,Dirk,Dirk wins; Bert pays vuile was,0,1,1,0,Ann,dood,'(2),,`);
    expect(csv).toContain(`6,Dirk,"Cis wins, stake 3 (toep Dirk, Cis)",0,0,0,3,"Ann, Bert",dood,dood,,`);
    expect(csv).toContain('total,,,10,10,9,6,,,,,');
    expect(csv).toContain('winner,Dirk,lowest wins');
    expect(await text('md')).toMatch(/\| 4 +\| Dirk +\| Dirk wins, stake 4 .*\| +\+3 \(4\) \| +\+4 \| +\+3 \| +0 \|/);
    expect(await text('html')).toContain('dood');
    const json = JSON.parse(await text('json'));
    expect(json.sheets[0].sheet.deals[1]).toEqual({
      contract: 'round',
      winner: 'Cis',
      toeps: ['Cis', 'Ann'],
      passed: { Bert: 2, Dirk: 1 },
    });
  });

  test('stats: the places of finished sheets; settle: the average pays; the chart: lowest wins', async () => {
    // A second evening sheet played to its end: §9.2 as written, Dirk 1, Cis 2, Bert 3, Ann 4.
    const ctx = ctxOf(home);
    await runNew(ctx, 'toepen', { players: P.join(',') });
    for (const r of ROUNDS) await rec(ctx, r);
    const stats = (await runStats(ctx, {})).json as any;
    // Both sheets count their deals and points; only the finished ones their places (the first was finished
    // early by tafel finish, which places the players still in by total: Dirk 1, Cis 2; then Bert, Ann).
    expect(stats.players.Dirk.games.toepen).toMatchObject({ points: 12, deals: 18, lowWins: true, places: { 1: 2 } });
    expect(stats.players.Ann.games.toepen.places).toEqual({ 4: 2 });
    const plainCtx = ctxOf(home, 'en', false);
    const shown = await (await runStats(plainCtx, {})).text(plainCtx);
    expect(shown).toContain('toepen (points, lowest wins)');
    expect(shown).toMatch(/│ Cis +│.*│ #2 ×2 +│/);
    // At 0.10 a point, each sheet against its average, whole cents (the remainders to the first seats):
    // the first, Ann 10 Bert 10 Cis 9 Dirk 6, average 8.75: -12.5, -12.5, -2.5, +27.5 cents, rounded down
    // -13 -13 -3 +27 and the two missing cents to Ann and Bert: -12 -12 -3 +27; the second, average 9:
    // -10 -10 -10 +30. The evening: Ann and Bert -0.22, Cis -0.13, Dirk +0.57.
    const settled = (await runSettle(ctx, { evening: 'today', rate: ['toepen=0.10'] })).json as any;
    expect(settled.balances).toEqual({ Ann: -0.22, Bert: -0.22, Cis: -0.13, Dirk: 0.57 });
    expect(settled.payments).toEqual([
      { from: 'Ann', to: 'Dirk', amount: 0.22 },
      { from: 'Bert', to: 'Dirk', amount: 0.22 },
      { from: 'Cis', to: 'Dirk', amount: 0.13 },
    ]);
    const chart = await runChart(plainCtx, undefined);
    expect(chart.json).toMatchObject({ lowWins: true });
    expect(lines(await chart.text(plainCtx))[0]).toMatch(/ · lowest wins$/);
  });

  test('the live board: the places, the winner and "lowest wins" in both languages', () => {
    const game = gameById('toepen');
    const { sheet } = play(makeSheet('toepen', P), ROUNDS);
    const board = (lang: 'en' | 'nl') =>
      boardBody({ lang, sheets: [{ data: sheet, game, view: replay(game, sheet, lang) }], refusals: [] }).html;
    expect([...board('en').matchAll(/<li class="lead" data-col="([^"]*)"/g)].map((m) => m[1])).toEqual(['Dirk']);
    expect(board('en')).toContain('Winner: Dirk · lowest wins');
    expect(board('nl')).toContain('Winnaar: Dirk · laagste wint');
  });
});

describe('judge, rules, games and events through the binary', () => {
  const home = homes();

  test('judge score: §9.1 and §9.3, seats 1..4 without --players, no number or dealer', async () => {
    const spb = await tafelJson(home, [
      'judge',
      'score',
      'toepen',
      ...words('--players A,B,C,D --toeps A,B --passed C=1,D=2 --winner A'),
    ]);
    expect(spb).toMatchObject({ scores: { A: 0, B: 3, C: 1, D: 2 }, stake: 3 });
    expect(spb.number).toBeUndefined();
    expect(spb.dealer).toBeUndefined();
    const cut = await tafelJson(home, [
      'judge',
      'score',
      'toepen',
      ...words('--totals 1=9,2=4,3=0,4=7 --toeps 4 --winner 4'),
    ]);
    expect(cut).toMatchObject({ scores: { 1: 1, 2: 2, 3: 2, 4: 0 }, raw: { 1: 2 }, capped: ['1'], out: ['1'] });
    const four = await tafelJson(home, [
      'judge',
      'score',
      'toepen',
      ...words('--four-of-a-kind 2 --set four-of-a-kind=4'),
    ]);
    expect(four.scores).toEqual({ 1: 4, 2: 0, 3: 4, 4: 4 });
    const twice = await tafel(home, ['judge', 'score', 'toepen', ...words('--players A,B,C,D --toeps A,A --winner A')]);
    expect([twice.code, twice.stderr]).toEqual([
      1,
      'tafel: A toeped twice in a row (option double-toep=off): --set double-toep=on allows it.\n',
    ]);
  });

  test('judge score without a sheet judges rules, so says "these rules"; with --sheet "this sheet"', async () => {
    const off = ['--set', 'max-stake=2', '--set', 'four-of-a-kind=off', '--set', 'vuile-was=off'];
    const rounds = [words('--toeps 1,2 --winner 1'), words('--vier 1'), words('--winner 1 --was-penalty 2')];
    const said = async (more: string[]) =>
      Promise.all(
        rounds.flatMap((round) =>
          ['en', 'nl'].map(async (lang) => {
            const r = await tafel(home, ['judge', 'score', 'toepen', ...round, ...more, '--lang', lang]);
            return [r.code, r.stderr];
          }),
        ),
      );
    expect(await said(off)).toEqual([
      [
        1,
        'tafel: The stake would be 3; these rules stop at 2 (option max-stake=2): --set max-stake=none lifts the ' +
          'cap.\n',
      ],
      [
        1,
        'tafel: De inzet zou 3 worden; deze regels stoppen bij 2 (optie max-stake=2): --set max-stake=none heft de ' +
          'grens op.\n',
      ],
      [1, 'tafel: Four of a kind does not count under these rules (option four-of-a-kind=off).\n'],
      [1, 'tafel: Vier gelijke telt niet bij deze regels (optie four-of-a-kind=off).\n'],
      [1, 'tafel: Vuile was is not played under these rules (option vuile-was=off).\n'],
      [1, 'tafel: Vuile was wordt bij deze regels niet gespeeld (optie vuile-was=off).\n'],
    ]);
    const sheetHome = homes();
    await tafel(sheetHome, ['new', 'toepen', '--players', '1,2,3', ...off]);
    const id = (await tafelJson(sheetHome, ['sheet'])).id as string;
    const before = snapshot(sheetHome);
    const at = async (round: string[], lang: string) =>
      (await tafel(sheetHome, ['judge', 'score', 'toepen', '--sheet', id, ...round, '--lang', lang])).stderr;
    expect(await at(rounds[0], 'en')).toBe(
      "tafel: The stake would be 3; this sheet stops at 2 (option max-stake=2): 'tafel set max-stake=none' lifts the " +
        'cap.\n',
    );
    expect(await at(rounds[1], 'nl')).toBe(
      'tafel: Dit blad speelt niet met vier gelijke (optie four-of-a-kind=off).\n',
    );
    expect(await at(rounds[2], 'en')).toBe('tafel: This sheet does not play vuile was (option vuile-was=off).\n');
    expect(snapshot(sheetHome)).toEqual(before);
  });

  test('judge score says under its table who the round puts out, or the winner of a round that ends it', async () => {
    // Seat 1 at 9 loses a stake of 2: cut at the limit (10), he is out (§3); seat 2 at 10 was out before (dood).
    const cut = ['judge', 'score', 'toepen', ...words('--totals 1=9,2=10,3=0,4=7 --toeps 4 --winner 4')];
    const out = await tafel(home, cut);
    expect(out.stdout.split('\n').slice(-2)).toEqual(['Out of the game from now on: 1.', '']);
    expect(out.stdout).toContain('│ +1 (2) │ dood │ +2 │ 0 │');
    const uit = await tafel(home, [...cut, '--lang', 'nl']);
    expect(uit.stdout.split('\n').at(-2)).toBe('Vanaf nu uit het spel: 1.');
    // Ann and Cis at 9 both go out, Bert was out: Dirk is the last one in and wins (last-standing, §4); the places
    // share second (both out in this round) and Bert, out first, is fourth.
    const args = words('--players Ann,Bert,Cis,Dirk --totals Ann=9,Bert=10,Cis=9,Dirk=7 --toeps Dirk --winner Dirk');
    const en = await tafel(home, ['judge', 'score', 'toepen', ...args]);
    expect(en.stdout.split('\n').slice(-3)).toEqual([
      'Finished. Winner: Dirk',
      'Places: 1 Dirk, 2 Ann, 2 Cis, 4 Bert',
      '',
    ]);
    const nl = await tafel(home, ['judge', 'score', 'toepen', ...args, '--lang', 'nl']);
    expect(nl.stdout.split('\n').slice(-3)).toEqual([
      'Afgelopen. Winnaar: Dirk',
      'Plaatsen: 1 Dirk, 2 Ann, 2 Cis, 4 Bert',
      '',
    ]);
    expect(await tafelJson(home, ['judge', 'score', 'toepen', ...args])).toMatchObject({
      scores: { Ann: 1, Bert: 0, Cis: 1, Dirk: 0 },
      out: ['Ann', 'Cis'],
      finished: true,
      winner: 'Dirk',
    });
    // A round that puts nobody out says nothing more.
    const none = await tafel(home, ['judge', 'score', 'toepen', ...words('--toeps 4 --winner 4'), '--lang', 'nl']);
    expect(none.stdout.split('\n').at(-2)).toMatch(/^└/);
  });

  test('judge trick and play; rank and --trump are usage errors', async () => {
    const trick = await tafel(home, ['judge', 'trick', 'toepen', 'AH', '7H', '10S', 'KH']);
    expect(trick.stdout).toMatch(/^Card 2 \(7H\) wins/);
    const play = await tafelJson(home, ['judge', 'play', 'toepen', '--hand', '7D JD 10C', '--trick', 'QD']);
    expect(JSON.stringify(play)).toMatch(/"legal":\["7D","JD"\]/);
    const refused = async (argv: string[]) =>
      Promise.all(['en', 'nl'].map(async (lang) => (await tafel(home, [...argv, '--lang', lang])).stderr));
    const rank = await tafel(home, ['judge', 'rank', 'toepen', 'a', 'b']);
    expect(rank.code).toBe(2);
    expect(await refused(['judge', 'rank', 'toepen', 'a', 'b'])).toEqual([
      'tafel: Toepen has no bids to rank: a toep raises the stake by one.\n',
      'tafel: Toepen kent geen biedingen om te rangschikken: een toep verhoogt de inzet met één.\n',
    ]);
    const trump = ['judge', 'trick', 'toepen', '--trump', 'H', 'AH', '7H'];
    expect((await tafel(home, trump)).code).toBe(2);
    expect(await refused(trump)).toEqual([
      'tafel: Toepen has no trump: the highest card of the suit led wins; leave --trump out.\n',
      'tafel: Toepen heeft geen troef: de hoogste kaart van de gevraagde kleur wint; laat --trump weg.\n',
    ]);
  });

  test('rules: Dutch topic ids with English aliases, in both languages; games lists the options', async () => {
    const en = await tafelJson(home, ['rules', 'toepen', 'voor-dood']);
    expect(en).toMatchObject({ game: 'toepen', id: 'voor-dood', title: 'The limit, voor dood, out and the end' });
    const nl = await tafelJson(home, ['rules', 'toepen', 'knock', '--lang', 'nl']);
    expect(nl).toMatchObject({ id: 'toep', title: 'Toepen, meegaan en passen' });
    const games = JSON.stringify(await tafelJson(home, ['games', 'toepen']));
    for (const key of ['limit', 'end', 'cap', 'dealer', 'double-toep', 'max-stake', 'four-of-a-kind', 'vuile-was'])
      expect(games).toContain(`"${key}"`);
  });

  test('events and seasons are refused with Toepen’s own reason, in English and Dutch; nothing written', async () => {
    const before = snapshot(home);
    const en = await tafel(home, ['event', 'new', 'toepen', '--entrants', 'A,B,C,D']);
    expect([en.code, en.stdout]).toEqual([1, '']);
    expect(en.stderr).toMatch(/^tafel: Toepen has no events: players drop out of a table as they reach the limit/);
    const nl = await tafel(home, ['event', 'new', 'toepen', '--lang', 'nl']);
    expect([nl.code, nl.stderr]).toEqual([
      1,
      expect.stringMatching(/^tafel: Toepen kent geen toernooien: spelers vallen/),
    ]);
    const season = await tafel(home, ['season', 'new', 'winter', '--game', 'toepen', '--nights', '3']);
    expect([season.code, season.stderr]).toEqual([1, expect.stringContaining('Toepen has no events')]);
    expect(snapshot(home)).toEqual(before);
  });
});

// Through the built bundle as a user types it: the jack of a round everybody else passed (until 2026-12-07 the winner
// took -1 for it), refused by record and judge score in both languages, nothing written.
describe('a jack in a round everybody else passed', () => {
  test('record and judge score refuse it, exit 1; with a player still in it scores -1', async () => {
    const h = homes();
    await tafel(h, ['new', 'toepen', '--players', 'Ann,Bert,Cis', '--set', 'jack-win=on']);
    const before = snapshot(h);
    const round = ['--toeps', 'Ann', '--passed', 'Bert=1,Cis=1', '--winner', 'Ann', '--jack'];
    expect(await tafel(h, ['record', ...round])).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'tafel: Everybody else passed on toep 1, so Ann won the round before its last trick was played: leave out ' +
        '--jack.\n',
    });
    expect((await tafel(h, ['--lang', 'nl', 'record', ...round])).stderr).toBe(
      'tafel: Alle anderen pasten op toep 1, dus Ann won de ronde voor de laatste slag gespeeld werd: laat --jack ' +
        'weg.\n',
    );
    const judged = await tafel(h, [
      'judge',
      'score',
      'toepen',
      '--players',
      'Ann,Bert,Cis',
      '--set',
      'jack-win=on',
      ...round,
    ]);
    expect([judged.code, judged.stderr]).toEqual([
      1,
      'tafel: Everybody else passed on toep 1, so Ann won the round before its last trick was played: leave out ' +
        '--jack.\n',
    ]);
    expect(snapshot(h)).toEqual(before);
    // Cis still in: the last trick was played; Ann -1 for the jack, Bert 1 for passing, Cis the stake of 2.
    const played = await tafelJson(h, ['record', '--toeps', 'Ann', '--passed', 'Bert=1', '--winner', 'Ann', '--jack']);
    expect(played.totals).toEqual({ Ann: -1, Bert: 1, Cis: 2 });
  });

  // Until 2026-12-07 a player who is out was counted as one who had not passed: once anybody was out, the jack went
  // through (stored, Bert -1).
  test('a player out: all still in passed is everybody else; record, edit and judge score refuse it', async () => {
    const h = homes();
    const now = { now: new Date(2026, 11, 6, 20, 0) };
    await tafel(
      h,
      ['new', 'toepen', '--players', 'Ann,Bert,Cis,Dirk', '--set', 'limit=5', '--set', 'jack-win=on'],
      now,
    );
    // Ann +3, then +2: 5, out.
    await tafel(h, ['record', '--winner', 'Bert', '--toeps', 'Bert,Ann', '--passed', 'Cis=1,Dirk=1'], now);
    await tafel(h, ['record', '--winner', 'Bert', '--toeps', 'Bert', '--passed', 'Cis=1,Dirk=1'], now);
    const before = snapshot(h);
    const round = ['--toeps', 'Bert', '--passed', 'Cis=1,Dirk=1', '--winner', 'Bert', '--jack'];
    const en =
      'tafel: Everybody else passed on toep 1, so Bert won the round before its last trick was played: leave out ' +
      '--jack.\n';
    const nl =
      'tafel: Alle anderen pasten op toep 1, dus Bert won de ronde voor de laatste slag gespeeld werd: laat --jack ' +
      'weg.\n';
    expect(await tafel(h, ['record', ...round], now)).toEqual({ code: 1, stdout: '', stderr: en });
    expect(await tafel(h, ['--lang', 'nl', 'record', ...round], now)).toEqual({ code: 1, stdout: '', stderr: nl });
    expect(snapshot(h)).toEqual(before);
    // Round 2 made the same way: Ann is out only after it, so it stands; round 3, entered without the jack, may not
    // be given one.
    expect((await tafel(h, ['record', ...round.slice(0, -1)], now)).code).toBe(0);
    const three = snapshot(h);
    expect(await tafel(h, ['edit', '3', '--jack'], now)).toEqual({ code: 1, stdout: '', stderr: en });
    expect(snapshot(h)).toEqual(three);
    const judge = ['judge', 'score', 'toepen', '--set', 'jack-win=on', '--totals', '1=10'];
    const seats = ['--toeps', '2', '--passed', '3=1,4=1', '--winner', '2', '--jack'];
    expect(await tafel(h, [...judge, ...seats], now)).toEqual({
      code: 1,
      stdout: '',
      stderr: en.replace('Bert', '2'),
    });
    expect((await tafel(h, ['--lang', 'nl', ...judge, ...seats], now)).stderr).toBe(nl.replace('Bert', '2'));
  });
});
