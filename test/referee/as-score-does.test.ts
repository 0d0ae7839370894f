import { describe, expect, test } from '@jest/globals';
import { snapshot, tafel, tafelJson, tempHomes } from '../helpers/cli.js';

// judge trick, play and rank refuse what judge score and record refuse, with their words and exit code, in English and
// in Dutch, nothing written (a review of the referee, 2026-12-07). Through the built bundle in process.
const homes = tempHomes();

/** The run's exit code and standard error in English and in Dutch; nothing written either way. */
async function refusal(args: string[]): Promise<[number, string, number, string]> {
  const h = homes();
  const before = snapshot(h);
  const en = await tafel(h, args);
  const nl = await tafel(h, ['--lang', 'nl', ...args]);
  expect([en.stdout, nl.stdout]).toEqual(['', '']);
  expect(snapshot(h)).toEqual(before);
  return [en.code, en.stderr, nl.code, nl.stderr];
}

describe('Boerenbridge wk (trump=spades): a word that is no suit is offered spades alone, as judge score does', () => {
  const SPADES: [number, string, number, string] = [
    2,
    'tafel: --trump "purple" is not a suit: use S, ♠, spades or schoppen.\n',
    2,
    'tafel: --trump "purple" is geen kleur: gebruik S, ♠, schoppen of spades.\n',
  ];
  test('judge trick and play (until 2026-12-07 "use S H D C, ... or none", then H and none refused)', async () => {
    const score = ['judge', 'score', 'boerenbridge', '--cards', '7', '--bids', '1,2,3,4', '--tricks', '1,2,3,1'];
    expect(await refusal([...score, '--trump', 'purple'])).toEqual(SPADES);
    expect(await refusal(['judge', 'trick', 'boerenbridge', '--trump', 'purple', '10H', 'AH'])).toEqual(SPADES);
    expect(await refusal(['judge', 'play', 'boerenbridge', '--trump', 'purple', '--hand', '10H AH'])).toEqual(SPADES);
    // --trump "" is no suit either, as judge score says it ("missing" offered H and none).
    const empty = await refusal(['judge', 'trick', 'boerenbridge', '--trump', '', '10H', 'AH']);
    expect(empty).toEqual(await refusal([...score, '--trump', '']));
    expect(empty[1]).toBe('tafel: --trump "" is not a suit: use S, ♠, spades or schoppen.\n');
    // Another rule set, or trump chosen otherwise, still offers every suit and none.
    const poepen = await refusal(['judge', 'trick', 'boerenbridge', '--rules', 'poepen', '--trump', 'purple', '10H']);
    expect(poepen[1]).toMatch(/use S H D C, .* or none\.\n$/);
  });

  test('tafel rules boerenbridge trump says what record --trump takes under wk', async () => {
    const h = homes();
    const en = (await tafel(h, ['rules', 'boerenbridge', 'trump'])).stdout.replace(/\s+/g, ' ');
    const nl = (await tafel(h, ['--lang', 'nl', 'rules', 'boerenbridge', 'trump'])).stdout.replace(/\s+/g, ' ');
    expect(en).toContain(
      'record --trump S notes the trump of a deal on the sheet (under trump=spades S alone, or leave it out); it ' +
        'never changes the score.',
    );
    expect(nl).toContain(
      'record --trump S noteert de troef van een spel op het blad (onder trump=spades alleen S, of laat het weg); de ' +
        'score verandert er nooit door.',
    );
    expect(en + nl).not.toContain('S H D C');
    const poepen = (await tafel(h, ['rules', 'boerenbridge', 'trump', '--rules', 'poepen'])).stdout;
    expect(poepen.replace(/\s+/g, ' ')).toContain('on the sheet (S H D C or none)');
  });
});

describe('Rikken: judge play refuses a troela the rules do not play, in judge rank words', () => {
  const PLAY = ['judge', 'play', 'rikken', '--trump', 'H', '--hand', 'AS 3H', '--troela-lead', '--trick', 'AD'];
  test('ssovn, and --set troela=off (until 2026-12-07 judged as a troela)', async () => {
    const ssovn = await refusal([...PLAY, '--rules', 'ssovn']);
    expect(ssovn).toEqual([
      1,
      'tafel: ssovn does not play troela (option troela=off); --set troela=on judges as a table that does.\n',
      1,
      'tafel: ssovn speelt geen troela (optie troela=off); --set troela=on oordeelt als een tafel die het wel ' +
        'speelt.\n',
    ]);
    expect(ssovn).toEqual(await refusal(['judge', 'rank', 'rikken', '--rules', 'ssovn', 'troela', 'rik']));
    const off = await refusal([...PLAY, '--set', 'troela=off']);
    expect(off[1]).toBe('tafel: --set troela=off leaves troela out; without it troela is judged.\n');
    expect(off).toEqual(await refusal(['judge', 'rank', 'rikken', '--set', 'troela=off', 'troela', 'rik']));
    // A table that plays it: the troela mate's ace may not be trumped.
    const on = await tafelJson(homes(), [...PLAY, '--rules', 'ssovn', '--set', 'troela=on']);
    expect(on.legal).toEqual(['AS']);
  });
});

describe('--set: each question takes exactly the house rules it reads, and lists those', () => {
  const TRICK_RIKKEN = 'no house rule of these rules changes who wins a trick.\n';
  test('Rikken: a trick reads none, play troela and called-ace, rank the contracts and their rungs', async () => {
    expect(await refusal(['judge', 'trick', 'rikken', '--set', 'misere=30', '--trump', 'H', 'AS', '3H'])).toEqual([
      2,
      `tafel: --set does not apply to judge trick in Rikken: ${TRICK_RIKKEN}`,
      2,
      'tafel: --set doet niets bij judge trick in Rikken: geen huisregel van deze regels verandert wie een slag ' +
        'wint.\n',
    ]);
    const play = ['judge', 'play', 'rikken', '--trump', 'H', '--hand', 'AS 3H'];
    expect(await refusal([...play, '--set', 'down=from-first'])).toEqual([
      2,
      'tafel: --set down changes nothing judge play answers in Rikken; the options it reads are troela, called-ace.\n',
      2,
      'tafel: --set down verandert niets aan het antwoord van judge play bij Rikken; de opties die het leest zijn ' +
        'troela, called-ace.\n',
    ]);
    // Not every option with its point values, as until 2026-12-07.
    expect((await refusal(['judge', 'rank', 'rikken', 'rik', 'piek', '--set', 'foo=bar']))[1]).toBe(
      'tafel: --set foo changes nothing judge rank answers in Rikken; the options it reads are troela, troela-rank, ' +
        'piek, open, praatje.\n',
    );
    expect(await tafelJson(homes(), [...play, '--set', 'called-ace=free'])).toMatchObject({ legal: ['AS', '3H'] });
  });

  test('Kleurenwiezen: the bid switches are rank’s; trick and play read none', async () => {
    const trick = (rules: string, set: string) =>
      refusal(['judge', 'trick', 'kleurenwiezen', '--rules', rules, '--set', set, '--trump', 'H', 'AD', 'KD']);
    const none: [number, string, number, string] = [
      2,
      'tafel: --set does not apply to judge trick in Kleurenwiezen: no house rule of these rules changes who wins a ' +
        'trick.\n',
      2,
      'tafel: --set doet niets bij judge trick in Kleurenwiezen: geen huisregel van deze regels verandert wie een ' +
        'slag wint.\n',
    ];
    expect(await trick('whisthub', 'piccolo=off')).toEqual(none);
    expect(await trick('cardgames', 'deals=8')).toEqual(none);
    const rank = ['judge', 'rank', 'kleurenwiezen', '--rules', 'whisthub', '--set', 'piccolo=off'];
    expect((await tafel(homes(), [...rank, 'solo 6', 'samen 8'])).code).toBe(0);
  });

  test('Klaverjassen: the roem’s four-jacks is a trick’s, undertrump play’s', async () => {
    const jacks = ['--set', 'four-jacks=100', '--trump', 'H'];
    const roem = await tafelJson(homes(), ['judge', 'trick', 'klaverjassen', ...jacks, 'JH', 'JS', 'JD', 'JC']);
    expect(roem.roem).toBe(100);
    expect((await refusal(['judge', 'play', 'klaverjassen', ...jacks, '--hand', '7H']))[1]).toBe(
      'tafel: --set four-jacks changes nothing judge play answers in Klaverjassen; the options it reads are ' +
        'undertrump.\n',
    );
  });

  test("a sheet's house rules a question does not read stay out of it", async () => {
    const h = homes();
    await tafel(h, [
      'new',
      'rikken',
      '--players',
      'Ann,Bert,Cis,Dirk',
      '--set',
      'misere=30',
      '--set',
      'down=from-first',
    ]);
    const r = await tafelJson(h, ['judge', 'trick', 'rikken', '--sheet', 'today-rikken', '--trump', 'H', 'AS', '3H']);
    expect(r).toMatchObject({ winner: 2, card: '3H' });
  });
});

describe('--player-count that is no whole number is a usage error, as --trick-no x is', () => {
  test.each([
    ['zwikken', 'x', '2 to 6'],
    ['zwikken', '4.5', '2 to 6'],
    ['solokaarten', 'abc', '4 to 6'],
    ['boerenbridge', 'vier', '3 to 8'],
  ])('%s --player-count %s (until 2026-12-07 "The referee judges ... not x", exit 1)', async (game, n, range) => {
    const [lo, hi] = range.split(' to ');
    expect(await refusal(['judge', 'trick', game, '--player-count', n, '--trump', 'S', 'AH'])).toEqual([
      2,
      `tafel: --player-count must be a whole number from ${lo} to ${hi}, not "${n}".\n`,
      2,
      `tafel: --player-count moet een geheel getal van ${lo} tot ${hi} zijn, niet "${n}".\n`,
    ]);
  });

  test('a game of one table size names it; a whole number off the table stays the table refusal (exit 1)', async () => {
    const trick = ['judge', 'trick', 'kleurenwiezen', '--trump', 'H', 'AH'];
    expect(await refusal([...trick, '--player-count', '4.5'])).toEqual([
      2,
      'tafel: --player-count must be 4, not "4.5".\n',
      2,
      'tafel: --player-count moet 4 zijn, niet "4.5".\n',
    ]);
    expect((await refusal(['judge', 'play', 'zwikken', '--player-count', '', '--trump', 'H', '--hand', 'AS']))[0]).toBe(
      2,
    );
    const nine = await refusal(['judge', 'trick', 'zwikken', '--player-count', '9', '--trump', 'H', 'AH']);
    expect(nine[0]).toBe(1);
    expect(nine[1]).toMatch(/^tafel: The referee judges Zwikken at a table of 2 to 6 players, not 9:/);
  });
});

describe('judge trick and play check --players as judge score does', () => {
  const score = ['judge', 'score', 'boerenbridge', '--cards', '7', '--bids', '1,1,1,1', '--tricks', '1,1,1,4'];
  test('a name twice (until 2026-12-07 accepted)', async () => {
    const twice = await refusal(['judge', 'trick', 'boerenbridge', '--players', 'a,a,b,c', '2D', 'AD']);
    expect(twice).toEqual([
      1,
      'tafel: The name "a" is used twice: give every player a different name.\n',
      1,
      'tafel: De naam "a" komt twee keer voor: geef elke speler een andere naam.\n',
    ]);
    expect(twice).toEqual(await refusal([...score, '--players', 'a,a,b,c']));
    const play = await refusal(['judge', 'play', 'boerenbridge', '--players', 'Ann,Bert,Cis,ann', '--hand', '2D']);
    expect(play).toEqual(await refusal([...score, '--players', 'Ann,Bert,Cis,ann']));
  });

  test('an empty name between commas (until 2026-12-07 a table of one fewer)', async () => {
    const empty = await refusal(['judge', 'trick', 'boerenbridge', '--players', 'a,,b,c', '2D', 'AD']);
    expect(empty).toEqual([
      2,
      "tafel: --players a,,b,c has an empty name between two commas: give every player's name, in seating order.\n",
      2,
      "tafel: --players a,,b,c heeft een lege naam tussen twee komma's: geef de naam van elke speler, in " +
        'zitvolgorde.\n',
    ]);
    expect(empty).toEqual(await refusal([...score, '--players', 'a,,b,c']));
  });
});

describe('Kleurenwiezen judge rank: the game capitalised', () => {
  test.each(['lodige', 'iwwa'])('--set under %s names Kleurenwiezen (until 2026-12-07 "kleurenwiezen")', async (r) => {
    expect(await refusal(['judge', 'rank', 'kleurenwiezen', '--rules', r, '--set', 'x=1', 'solo', 'samen'])).toEqual([
      2,
      `tafel: --set does not apply to judging Kleurenwiezen by ${r}: none of its house rules changes a bid or a ` +
        'trick.\n',
      2,
      `tafel: --set geldt niet bij het beoordelen van Kleurenwiezen volgens ${r}: geen van zijn huisregels verandert ` +
        'een bod of een slag.\n',
    ]);
  });
});

describe('Kleurenwiezen judge rank: a missing level is a usage error', () => {
  test('samen without a level exits 2, as judge score does (until 2026-12-07 exit 1)', async () => {
    expect(await refusal(['judge', 'rank', 'kleurenwiezen', 'samen', 'solo 6'])).toEqual([
      2,
      'tafel: Samen needs a level: e.g. "samen 8".\n',
      2,
      'tafel: Samen vraagt een niveau: bv. "samen 8".\n',
    ]);
    expect((await refusal(['judge', 'score', 'kleurenwiezen', 'samen', '--by', '1,2', '--tricks', '9']))[0]).toBe(2);
  });
});
