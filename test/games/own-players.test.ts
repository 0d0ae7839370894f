import { describe, expect, test } from '@jest/globals';
import { snapshot, tafel, tafelJson, tempHomes } from '../helpers/cli.js';

// A refusal's example names the sheet's own players and is taken as typed (docs/rules-notes.md, 2026-12-07): until
// then Toepen, Zwikken, Manillen, Rikken, Jokeren, Boerenbridge and Kleurenwiezen named Ann, Bert or Cis on every
// sheet, and the example typed back on a sheet of Bert, Cis, Eva and Gert was an unknown player; four miserie or
// piccolo (misère, piek) players were told tricks that added up to 2, not the deal's 13, which record refuses. Each
// refusal writes nothing; each example typed back is recorded. The built bundle, run in process (test/helpers/cli.ts).

const home = tempHomes();
const now = new Date(2026, 11, 6, 20, 0);
const PLAYERS = ['--players', 'Bert,Cis,Eva,Gert'];
const EACH = ['--by', 'Bert,Cis,Eva,Gert'];

/** [what, new's arguments, the refused line, its exit code, English, Dutch, the example typed back]. */
type Case = [string, string[], string[], number, string, string, string[]];

describe('on a sheet without Ann, a refusal gives an example of its own players, taken as typed', () => {
  test.each<Case>([
    [
      'toepen, no toepers',
      ['toepen'],
      ['--winner', 'Bert', '--toeps', ''],
      2,
      'Name who toeped, in order: --toeps Bert,Cis.',
      'Noem wie toepte, in volgorde: --toeps Bert,Cis.',
      ['--winner', 'Bert', '--toeps', 'Bert,Cis'],
    ],
    [
      'toepen, no payer',
      ['toepen', '--set', 'vuile-was=on'],
      ['--winner', 'Cis', '--was-penalty', ''],
      2,
      'Name who pays the vuile-was penalty: --was-penalty Bert.',
      'Noem wie de wasboete betaalt: --was-penalty Bert.',
      ['--winner', 'Cis', '--was-penalty', 'Bert'],
    ],
    [
      'toepen, no four of a kind',
      ['toepen'],
      ['--four-of-a-kind', ''],
      2,
      'Name who held four of a kind: --four-of-a-kind Bert.',
      'Noem wie vier gelijke kaarten had: --four-of-a-kind Bert.',
      ['--four-of-a-kind', 'Bert'],
    ],
    [
      'toepen, a word',
      ['toepen'],
      ['pas'],
      2,
      'Toepen records the winner, the toeps and who passed with flags, not words: e.g. tafel record --winner Bert ' +
        '--toeps Bert,Cis --passed Eva=1.',
      'Toepen noteert de winnaar, de toeps en wie paste met vlaggen, niet met woorden: bv. tafel record --winner ' +
        'Bert --toeps Bert,Cis --passed Eva=1.',
      ['--winner', 'Bert', '--toeps', 'Bert,Cis', '--passed', 'Eva=1'],
    ],
    [
      'toepen, a pass without its player',
      ['toepen'],
      ['--winner', 'Bert', '--toeps', 'Bert', '--passed', '1'],
      2,
      '--passed 1: give a player and the toep he passed on, e.g. Eva=1.',
      '--passed 1: geef een speler en de toep waarop hij paste, bv. Eva=1.',
      ['--winner', 'Bert', '--toeps', 'Bert', '--passed', 'Eva=1'],
    ],
    [
      'zwikken, no deal',
      ['zwikken', '--stake', '0.10'],
      ['foo'],
      2,
      'Unexpected "foo": record a played deal with --askers, e.g. \'tafel record --askers Bert,Cis --winner Bert\', ' +
        "or 'tafel record pas' when everybody passed.",
      'Onverwacht "foo": noteer een gespeeld spel met --askers, bv. \'tafel record --askers Bert,Cis --winner ' +
        "Bert', of 'tafel record pas' als iedereen paste.",
      ['--askers', 'Bert,Cis', '--winner', 'Bert'],
    ],
    [
      'zwikken, a zwik of nobody',
      ['zwikken', '--stake', '0.10'],
      ['--askers', 'Cis', '--zwik', ','],
      2,
      '--zwik needs the player who held the zwik, e.g. --zwik Cis.',
      '--zwik vraagt wie de zwik had, bv. --zwik Cis.',
      ['--askers', 'Cis', '--zwik', 'Cis'],
    ],
    [
      "manillen, both teams' points",
      ['manillen'],
      ['--trump', 'H', '--points', '38,22'],
      2,
      '--points gives one team\'s card points, not "38,22": --points 38 (the dealer\'s team) or --points Cis=22 ' +
        "(Cis's team); the other team has the rest of the 60.",
      '--points geeft de kaartpunten van één ploeg, niet "38,22": --points 38 (de ploeg van de gever) of --points ' +
        'Cis=22 (de ploeg van Cis); de andere ploeg heeft de rest van de 60.',
      ['--trump', 'H', '--points', 'Cis=22'],
    ],
    [
      'manillen, points that are no number',
      ['manillen'],
      ['--trump', 'H', '--points', 'Bert=x'],
      2,
      '--points must be a whole number of card points from 0 to 60, not "x": e.g. --points 38 or --points Cis=22.',
      '--points moet een geheel aantal kaartpunten van 0 tot 60 zijn, niet "x": bv. --points 38 of --points Cis=22.',
      ['--trump', 'H', '--points', 'Cis=22'],
    ],
    [
      'rikken, no contract (the rik)',
      ['rikken'],
      ['--by', 'Bert'],
      2,
      'Which contract? e.g. "tafel record rik --by Bert --mate Eva --tricks 8" or "tafel record alleen 9 --by Cis ' +
        '--tricks 9".',
      'Welk contract? bv. "tafel record rik --by Bert --mate Eva --tricks 8" of "tafel record alleen 9 --by Cis ' +
        '--tricks 9".',
      ['rik', '--by', 'Bert', '--mate', 'Eva', '--tricks', '8'],
    ],
    [
      'rikken, no contract (alleen)',
      ['rikken'],
      ['--by', 'Bert'],
      2,
      'Which contract? e.g. "tafel record rik --by Bert --mate Eva --tricks 8" or "tafel record alleen 9 --by Cis ' +
        '--tricks 9".',
      'Welk contract? bv. "tafel record rik --by Bert --mate Eva --tricks 8" of "tafel record alleen 9 --by Cis ' +
        '--tricks 9".',
      ['alleen', '9', '--by', 'Cis', '--tricks', '9'],
    ],
    [
      'rikken, four misère players, one number',
      ['rikken'],
      ['misere', ...EACH, '--tricks', '1'],
      2,
      "Each of Bert, Cis, Eva and Gert plays for himself: give everyone's tricks, e.g. --tricks " +
        'Bert=0,Cis=0,Eva=0,Gert=13.',
      'Bert, Cis, Eva en Gert spelen elk voor zich: geef ieders slagen, bv. --tricks Bert=0,Cis=0,Eva=0,Gert=13.',
      ['misere', ...EACH, '--tricks', 'Bert=0,Cis=0,Eva=0,Gert=13'],
    ],
    [
      "rikken, four piek players, three players' tricks left out",
      ['rikken'],
      ['piek', ...EACH, '--tricks', 'Bert=1'],
      2,
      'How many tricks did Cis, Eva and Gert take? Give their tricks too, e.g. --tricks Bert=1,Cis=1,Eva=1,Gert=10.',
      'Hoeveel slagen haalden Cis, Eva en Gert? Geef ook hun slagen, bv. --tricks Bert=1,Cis=1,Eva=1,Gert=10.',
      ['piek', ...EACH, '--tricks', 'Bert=1,Cis=1,Eva=1,Gert=10'],
    ],
    [
      'rikken, four piek players, no tricks',
      ['rikken'],
      ['piek', ...EACH],
      2,
      // Each plays for himself (until 2026-12-08 "did Bert + Cis + Eva + Gert take?", as of a team).
      '--tricks is missing: each of Bert, Cis, Eva and Gert plays for himself; how many tricks did each take? e.g. ' +
        '--tricks Bert=1,Cis=1,Eva=1,Gert=10.',
      '--tricks ontbreekt: Bert, Cis, Eva en Gert spelen elk voor zich; hoeveel slagen haalde elk? bv. --tricks ' +
        'Bert=1,Cis=1,Eva=1,Gert=10.',
      ['piek', ...EACH, '--tricks', 'Bert=1,Cis=1,Eva=1,Gert=10'],
    ],
    [
      'jokeren, a hand without its player',
      ['jokeren'],
      ['--out', 'Cis', '--hand', '7'],
      2,
      '--hand 7: give a player and his cards, e.g. Eva=7+K+joker*.',
      '--hand 7: geef een speler en zijn kaarten, bv. Eva=7+H+joker*.',
      ['--out', 'Cis', '--points', 'Bert=12,Gert=3', '--hand', 'Eva=7+K+joker*'],
    ],
    [
      'jokeren, points without their player',
      ['jokeren'],
      ['--out', 'Cis', '--points', '7'],
      2,
      '--points 7: give a player and his penalty points, e.g. Bert=12.',
      '--points 7: geef een speler en zijn strafpunten, bv. Bert=12.',
      ['--out', 'Cis', '--points', 'Bert=12,Eva=5,Gert=3'],
    ],
    [
      // bidding=verplicht, Eva dealing: Gert takes, and the example names him (until 2026-12-07 the first player, Bert,
      // whom the rules then refused as taker).
      'klaverjassen, bidding=verplicht: the points missing, the example the taker the rules give',
      ['klaverjassen', '--set', 'bidding=verplicht', '--dealer', 'Eva'],
      ['--roem', 'Gert=20'],
      2,
      "--points is missing: the takers' card points, last trick included (0..162), e.g. tafel record --taker Gert " +
        '--points 92 --roem Gert=20.',
      '--points ontbreekt: de kaartpunten van de spelers, laatste slag inbegrepen (0..162), bv. tafel record --taker ' +
        'Gert --points 92 --roem Gert=20.',
      ['--taker', 'Gert', '--points', '92', '--roem', 'Gert=20'],
    ],
    [
      // The amerikaans rule set counts in fives: until 2026-12-07 the example said Bert=12, which it refuses.
      'jokeren amerikaans, points without their player: the example in fives',
      ['jokeren', '--rules', 'amerikaans'],
      ['--out', 'Cis', '--points', '7'],
      2,
      '--points 7: give a player and his penalty points, e.g. Bert=15.',
      '--points 7: geef een speler en zijn strafpunten, bv. Bert=15.',
      ['--out', 'Cis', '--points', 'Bert=15,Eva=5,Gert=5'],
    ],
    [
      'jokeren, points without their player, the first player out',
      ['jokeren'],
      ['--out', 'Bert', '--points', '7'],
      2,
      '--points 7: give a player and his penalty points, e.g. Cis=12.',
      '--points 7: geef een speler en zijn strafpunten, bv. Cis=12.',
      ['--out', 'Bert', '--points', 'Cis=12,Eva=5,Gert=3'],
    ],
    [
      'jokeren, a hand without its player, the third player out',
      ['jokeren'],
      ['--out', 'Eva', '--hand', '7'],
      2,
      '--hand 7: give a player and his cards, e.g. Gert=7+K+joker*.',
      '--hand 7: geef een speler en zijn kaarten, bv. Gert=7+H+joker*.',
      ['--out', 'Eva', '--points', 'Bert=12,Cis=3', '--hand', 'Gert=7+K+joker*'],
    ],
    [
      'boerenbridge, a word',
      ['boerenbridge'],
      ['foo'],
      2,
      'Boerenbridge records bids and tricks with flags, not words: e.g. tafel record --bids ' +
        'Bert=1,Cis=0,Eva=0,Gert=0 --tricks Bert=13,Cis=0,Eva=0,Gert=0.',
      'Boerenbridge noteert voorspellingen en slagen met vlaggen, niet met woorden: bv. tafel record --bids ' +
        'Bert=1,Cis=0,Eva=0,Gert=0 --tricks Bert=13,Cis=0,Eva=0,Gert=0.',
      ['--bids', 'Bert=1,Cis=0,Eva=0,Gert=0', '--tricks', 'Bert=13,Cis=0,Eva=0,Gert=0'],
    ],
    // Record given words in the other games whose record takes a deal in flags only: until 2026-12-07 Klaverjassen
    // said 'Unexpected "foo": remove it or use a flag.', Belote 'A Belote deal has no contract word ("foo"): ... e.g.
    // tafel record --taker Bert --points 90 (or pas).', Manillen '... tafel record --trump H --points 38.'.
    [
      'klaverjassen, a word',
      ['klaverjassen'],
      ['foo'],
      2,
      'Klaverjassen records who chose trump, the card points and the roem with flags, not words: e.g. tafel record ' +
        '--taker Bert --points 92 --roem Bert=20.',
      'Klaverjassen noteert wie troef maakte, de kaartpunten en de roem met vlaggen, niet met woorden: bv. tafel ' +
        'record --taker Bert --points 92 --roem Bert=20.',
      ['--taker', 'Bert', '--points', '92', '--roem', 'Bert=20'],
    ],
    [
      'klaverjassen under bidding=verplicht, a word: taken by the player after the dealer',
      ['klaverjassen', '--set', 'bidding=verplicht'],
      ['foo'],
      2,
      'Klaverjassen records who chose trump, the card points and the roem with flags, not words: e.g. tafel record ' +
        '--taker Cis --points 92 --roem Cis=20.',
      'Klaverjassen noteert wie troef maakte, de kaartpunten en de roem met vlaggen, niet met woorden: bv. tafel ' +
        'record --taker Cis --points 92 --roem Cis=20.',
      ['--taker', 'Cis', '--points', '92', '--roem', 'Cis=20'],
    ],
    [
      'belote, a word',
      ['belote'],
      ['foo'],
      2,
      "Belote records who took, the takers' card points and the belote with flags, not words: e.g. tafel record " +
        '--taker Bert --points 92 --belote Eva, or tafel record pas.',
      'Belote noteert wie nam, de kaartpunten van de nemers en de belote met vlaggen, niet met woorden: bv. tafel ' +
        'record --taker Bert --points 92 --belote Eva, of tafel record pas.',
      ['--taker', 'Bert', '--points', '92', '--belote', 'Eva'],
    ],
    [
      'manillen, a word',
      ['manillen'],
      ['foo'],
      2,
      'Manillen records trump and card points with flags, not words: e.g. tafel record --trump H --points Cis=38.',
      'Manillen noteert troef en kaartpunten met vlaggen, niet met woorden: bv. tafel record --trump H --points ' +
        'Cis=38.',
      ['--trump', 'H', '--points', 'Cis=38'],
    ],
    [
      'boerenbridge, names and numbers mixed',
      ['boerenbridge'],
      ['--bids', 'Bert=1,2', '--tricks', '1,1,1,10'],
      2,
      '--bids names every player (Bert=1,Cis=2,...) or lists the numbers in seating order (1,2,...), not both.',
      '--bids noemt elke speler (Bert=1,Cis=2,...) of geeft de getallen in zitvolgorde (1,2,...), niet allebei.',
      ['--bids', 'Bert=1,Cis=2,Eva=0,Gert=1', '--tricks', '1,1,1,10'],
    ],
    ...(['lodige', 'cardgames', 'whisthub', 'iwwa'] as const).map((rules): Case => {
      const line =
        rules === 'lodige' || rules === 'whisthub'
          ? 'samen 8 --by Bert,Cis --tricks 9'
          : 'vragen --by Bert,Cis --tricks 9';
      return [
        `kleurenwiezen (${rules}), no contract`,
        ['kleurenwiezen', '--rules', rules],
        ['--by', 'Bert'],
        2,
        `Which contract? e.g. "tafel record ${line}".`,
        `Welk contract? bv. "tafel record ${line}".`,
        line.split(' '),
      ];
    }),
    [
      'kleurenwiezen, four miserie players, one number',
      ['kleurenwiezen'],
      ['miserie', ...EACH, '--tricks', '1'],
      2,
      "Each of Bert, Cis, Eva, Gert plays for himself: give everyone's tricks, e.g. --tricks " +
        'Bert=0,Cis=0,Eva=0,Gert=13.',
      'Bert, Cis, Eva, Gert spelen elk voor zich: geef ieders slagen, bv. --tricks Bert=0,Cis=0,Eva=0,Gert=13.',
      ['miserie', ...EACH, '--tricks', 'Bert=0,Cis=0,Eva=0,Gert=13'],
    ],
    [
      'kleurenwiezen, four kleine miserie players, one number',
      ['kleurenwiezen'],
      ['kleine-miserie', ...EACH, '--tricks', '1'],
      2,
      "Each of Bert, Cis, Eva, Gert plays for himself: give everyone's tricks, e.g. --tricks " +
        'Bert=0,Cis=0,Eva=0,Gert=12.',
      'Bert, Cis, Eva, Gert spelen elk voor zich: geef ieders slagen, bv. --tricks Bert=0,Cis=0,Eva=0,Gert=12.',
      ['kleine-miserie', ...EACH, '--tricks', 'Bert=0,Cis=0,Eva=0,Gert=12'],
    ],
    [
      "kleurenwiezen, four miserie players, three players' tricks left out",
      ['kleurenwiezen'],
      ['miserie', ...EACH, '--tricks', 'Bert=0'],
      2,
      'How many tricks did Cis, Eva and Gert take? Give their tricks too, e.g. --tricks Bert=0,Cis=0,Eva=0,Gert=13.',
      'Hoeveel slagen haalden Cis, Eva en Gert? Geef ook hun slagen, bv. --tricks Bert=0,Cis=0,Eva=0,Gert=13.',
      ['miserie', ...EACH, '--tricks', 'Bert=0,Cis=0,Eva=0,Gert=13'],
    ],
  ])('%s', async (_, made, line, code, en, nl, typed) => {
    const h = home();
    await tafel(h, ['new', ...made, ...PLAYERS], { now });
    const before = snapshot(h);
    for (const [lang, said] of [
      ['en', en],
      ['nl', nl],
    ]) {
      const r = await tafel(h, ['record', ...line, '--lang', lang], { now });
      expect([r.code, r.stderr.trim()]).toEqual([code, `tafel: ${said}`]);
    }
    expect(snapshot(h)).toEqual(before);
    const r = await tafel(h, ['record', ...typed], { now });
    expect([r.code, r.stderr]).toEqual([0, '']);
  });

  // Words that the game's one-line reader (table mode's and the phone's) reads as a whole deal are said as that deal,
  // in flags of the sheet's own players, which record takes as typed (until 2026-12-07 the example whatever the words,
  // and in Klaverjassen, Belote and Manillen "Unexpected" or no player's example). The whole deals the examples above
  // give, typed as words. By hand: Klaverjassen and Belote, Bert + Eva take 92 with 20 (roem, belote) against 70, made:
  // 112 - 70; Manillen, Cis + Gert's 38 with hearts: 8 over 30; Jokeren (kbn), each pays the points given, Cis out 0;
  // Boerenbridge (wk, 13 cards at four), Bert bid 1 and took 13, 12 off: -24, the others bid 0 and took 0: +10.
  test.each<[string, string, string, Record<string, number>]>([
    ['klaverjassen', 'bert 92 roem 20', '--taker Bert --points 92 --roem Bert=20', { Bert: 112, Cis: 70 }],
    ['belote', 'bert 92 belote eva', '--taker Bert --points 92 --belote Eva', { Bert: 112, Cis: 70 }],
    ['manillen', 'cis 38 harten', '--trump H --points Cis=38', { Bert: 0, Cis: 8 }],
    ['jokeren', 'cis uit bert 12 eva 4 gert 4', '--out Cis --points Bert=12,Eva=4,Gert=4', { Bert: 12, Cis: 0 }],
    [
      'boerenbridge',
      '1 0 0 0 13 0 0 0',
      '--bids Bert=1,Cis=0,Eva=0,Gert=0 --tricks Bert=13,Cis=0,Eva=0,Gert=0',
      { Bert: -24, Cis: 10 },
    ],
  ])('%s: record %s is said as the deal it reads as, which record takes', async (game, words, flags, scores) => {
    const h = home();
    await tafel(h, ['new', game, ...PLAYERS], { now });
    const before = snapshot(h);
    for (const [lang, as] of [
      ['en', 'in words this reads as'],
      ['nl', 'in woorden betekent dit'],
    ]) {
      const r = await tafel(h, ['record', ...words.split(' '), '--lang', lang], { now });
      expect([r.code, r.stderr.endsWith(`: ${as} tafel record ${flags}.\n`)]).toEqual([2, true]);
    }
    expect(snapshot(h)).toEqual(before);
    const deal = await tafelJson<{ scores: Record<string, number> }>(h, ['record', ...flags.split(' ')], { now });
    expect({ Bert: deal.scores.Bert, Cis: deal.scores.Cis }).toEqual(scores);
  });

  // judge score names its seats 1 to 4 without --players (what it takes there), else the players it was given.
  test.each<[string[], string, string, string[]]>([
    [
      [],
      '--totals x: give a player and his total before the round, e.g. 1=9.',
      '--totals x: geef een speler en zijn stand vóór de ronde, bv. 1=9.',
      ['--totals', '1=9', '--winner', '1'],
    ],
    [
      PLAYERS,
      '--totals x: give a player and his total before the round, e.g. Bert=9.',
      '--totals x: geef een speler en zijn stand vóór de ronde, bv. Bert=9.',
      ['--totals', 'Bert=9', '--winner', 'Bert'],
    ],
  ])('toepen judge score %j: a total without its player', async (players, en, nl, typed) => {
    const h = home();
    for (const [lang, said] of [
      ['en', en],
      ['nl', nl],
    ]) {
      const winner = players.length === 0 ? '1' : 'Bert';
      const r = await tafel(
        h,
        ['judge', 'score', 'toepen', ...players, '--totals', 'x', '--winner', winner, '--lang', lang],
        {
          now,
        },
      );
      expect([r.code, r.stderr.trim()]).toEqual([2, `tafel: ${said}`]);
    }
    const r = await tafel(h, ['judge', 'score', 'toepen', ...players, ...typed], { now });
    expect([r.code, r.stderr]).toEqual([0, '']);
  });
});
