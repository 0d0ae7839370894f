import { describe, expect, test } from '@jest/globals';
import { snapshot, tafel, tempHomes } from '../helpers/cli.js';

// The referee's refusals say what holds for the question asked, through the built bundle in process: a bid the house
// rules leave out is refused by rank as by record, without a sheet of the rules judged, in the game's name.
const homes = tempHomes();
const ok = async (h: string, args: string[]) => {
  const r = await tafel(h, args);
  if (r.code !== 0) throw new Error(`tafel ${args.join(' ')} exited ${r.code}: ${r.stderr}`);
  return r;
};
/** The run's exit code and its standard error, in English and in Dutch; nothing written either way. */
async function refusal(h: string, args: string[]): Promise<[number, string, number, string]> {
  const before = snapshot(h);
  const en = await tafel(h, args);
  const nl = await tafel(h, [...args, '--lang', 'nl']);
  expect(snapshot(h)).toEqual(before);
  return [en.code, en.stderr, nl.code, nl.stderr];
}

const ZONDER_OUD = {
  judged:
    'tafel: Zonder oud cannot be played under these rules: they play without Oud in de lamp (oud-in-lamp=off), so ' +
    'the queen of clubs is dealt and there is no Oud to leave out.\n',
  judgedNl:
    'tafel: Zonder oud kan bij deze regels niet: ze spelen zonder Oud in de lamp (oud-in-lamp=off), dus ' +
    'klaverenvrouw wordt gedeeld en er is geen Oud om te laten liggen.\n',
  sheet:
    'tafel: Zonder oud cannot be played on this sheet: it plays without Oud in de lamp (oud-in-lamp=off), so the ' +
    'queen of clubs is dealt and there is no Oud to leave out.\n',
  sheetNl:
    'tafel: Zonder oud kan op dit blad niet: het speelt zonder Oud in de lamp (oud-in-lamp=off), dus klaverenvrouw ' +
    'wordt gedeeld en er is geen Oud om te laten liggen.\n',
};

describe('Solokaarten zonder-oud where the Oud is dealt (oud-in-lamp=off): one check, said of what is judged', () => {
  test('judge rank refuses the bid, by --set or a sheet, as record refuses the deal', async () => {
    const h = homes();
    const rank = ['judge', 'rank', 'solokaarten', 'doe zonder oud', 'doe'];
    const judged = [1, ZONDER_OUD.judged, 1, ZONDER_OUD.judgedNl];
    expect(await refusal(h, [...rank, '--set', 'oud-in-lamp=off'])).toEqual(judged);
    expect(
      await refusal(h, ['judge', 'rank', 'solokaarten', 'slag', 'doe zonder-oud', '--set', 'oud-in-lamp=off']),
    ).toEqual(judged);
    // The lamp lit (the default): the bid is ranked.
    expect((await ok(h, rank)).stdout).toMatch(/^"doe zonder oud" outranks "doe"/);
    await ok(h, ['new', 'solokaarten', '--players', 'Ann,Bert,Cis,Dirk', '--set', 'oud-in-lamp=off']);
    expect(await refusal(h, [...rank, '--sheet', 'today-solokaarten'])).toEqual(judged);
    expect(await refusal(h, ['record', 'doe', 'zonder', 'oud', '--by', 'Ann', '--tricks', '6'])).toEqual([
      1,
      ZONDER_OUD.sheet,
      1,
      ZONDER_OUD.sheetNl,
    ]);
  });

  test('judge score says it of the rules without --sheet, of the sheet with it', async () => {
    const h = homes();
    const deal = ['judge', 'score', 'solokaarten', 'doe', '--tricks', '6', '--zonder-oud'];
    expect(await refusal(h, [...deal, '--by', '1', '--set', 'oud-in-lamp=off'])).toEqual([
      1,
      ZONDER_OUD.judged,
      1,
      ZONDER_OUD.judgedNl,
    ]);
    await ok(h, ['new', 'solokaarten', '--players', 'Ann,Bert,Cis,Dirk', '--set', 'oud-in-lamp=off']);
    expect(await refusal(h, [...deal, '--by', 'Ann', '--sheet', 'today-solokaarten'])).toEqual([
      1,
      ZONDER_OUD.sheet,
      1,
      ZONDER_OUD.sheetNl,
    ]);
  });
});

describe('Rikken judge score without a sheet: a contract the rule set leaves out, as judge rank says it', () => {
  test.each([
    [
      ['troela', '--by', '1', '--mate', '2', '--tricks', '8'],
      'tafel: ssovn does not play troela (option troela=off); --set troela=on judges as a table that does.\n',
      'tafel: ssovn speelt geen troela (optie troela=off); --set troela=on oordeelt als een tafel die het wel ' +
        'speelt.\n',
    ],
    [
      ['piek', '--by', '1', '--tricks', '1'],
      'tafel: ssovn does not play piek (option piek=off); --set piek=on judges as a table that does.\n',
      'tafel: ssovn speelt geen piek (optie piek=off); --set piek=on oordeelt als een tafel die het wel speelt.\n',
    ],
  ])('%j', async (deal, en, nl) => {
    const h = homes();
    expect(await refusal(h, ['judge', 'score', 'rikken', '--rules', 'ssovn', ...deal])).toEqual([1, en, 1, nl]);
    // judge rank words it the same.
    const rank = await tafel(h, ['judge', 'rank', 'rikken', '--rules', 'ssovn', deal[0], 'rik']);
    expect([rank.code, rank.stderr]).toEqual([1, en]);
  });

  test('a sheet of those rules keeps its own words: tafel set turns it on', async () => {
    const h = homes();
    await ok(h, ['new', 'rikken', '--rules', 'ssovn', '--players', 'Ann,Bert,Cis,Dirk']);
    expect(
      await refusal(h, [
        'judge',
        'score',
        'rikken',
        'troela',
        '--by',
        'Ann',
        '--mate',
        'Bert',
        '--tricks',
        '8',
        '--sheet',
        'today',
      ]),
    ).toEqual([
      1,
      'tafel: This sheet does not play troela (option troela=off); tafel set troela=on changes that.\n',
      1,
      'tafel: Dit blad speelt geen troela (optie troela=off); tafel set troela=on verandert dat.\n',
    ]);
  });
});

describe('judge rank: what is no bid says so in a sentence', () => {
  test.each([
    [
      'schoppen mie',
      'tafel: Schoppen mie is not a bid: the dealer chooses it when everybody passed, so it ranks against nothing.\n',
      'tafel: Schoppen mie is geen bod: de gever kiest het als iedereen past, dus het staat boven noch onder iets.\n',
    ],
    [
      'pas',
      'tafel: Pas is not a bid: everybody passed and the cards are dealt again, so it ranks against nothing.\n',
      'tafel: Pas is geen bod: iedereen paste en er wordt opnieuw gedeeld, dus het staat boven noch onder iets.\n',
    ],
  ])('rikken %s', async (bid, en, nl) => {
    expect(await refusal(homes(), ['judge', 'rank', 'rikken', bid, 'rik'])).toEqual([1, en, 1, nl]);
  });
});

describe("the referee's refusals name the game by its name", () => {
  test.each([
    [
      ['judge', 'rank', 'belote', 'a', 'b', '--rules', 'foo'],
      'tafel: Belote has no rule set "foo": choose cardavia or ffb.\n',
      'tafel: Belote heeft geen regels "foo": kies cardavia of ffb.\n',
    ],
    [
      ['judge', 'trick', 'belote', '--trump', 'none', '7H', '8H'],
      'tafel: Belote is always played with a trump suit: --trump none does not apply; name the suit, e.g. --trump H.\n',
      'tafel: Belote speel je altijd met een troefkleur: --trump none past niet; noem de kleur, bv. --trump H.\n',
    ],
    [
      ['judge', 'trick', 'belote', '--trump', 'H', '2H', '7H'],
      'tafel: 2H is not in the Belote deck: 32 cards, 7 8 9 10 J Q K A in each suit.\n',
      'tafel: 2H zit niet in het spel van Belote: 32 kaarten, 7 8 9 10 B V H A in elke kleur.\n',
    ],
  ])('%j', async (args, en, nl) => {
    expect(await refusal(homes(), args)).toEqual([1, en, 1, nl]);
  });

  test('too few players at the table: all of them, not only some', async () => {
    const args = ['judge', 'trick', 'klaverjassen', '--trump', 'S', 'JH', 'QH', 'KH'];
    expect(await refusal(homes(), [...args, '--player-count', '3'])).toEqual([
      1,
      'tafel: The referee judges Klaverjassen at a table of 4 players, not 3: give all the players who hold cards ' +
        'in this deal.\n',
      1,
      'tafel: De scheidsrechter beoordeelt Klaverjassen aan een tafel van 4 spelers, niet 3: geef alle spelers die ' +
        'in deze gift kaarten hebben.\n',
    ]);
    const five = await tafel(homes(), [...args, '--player-count', '5']);
    expect([five.code, five.stderr]).toEqual([
      1,
      'tafel: The referee judges Klaverjassen at a table of 4 players, not 5: give only the players who hold cards ' +
        'in this deal.\n',
    ]);
  });
});

describe('judge trick without its cards: the example is of the game asked about', () => {
  test('klaverjassen: its own example; a game the help has none of: none', async () => {
    expect(await refusal(homes(), ['judge', 'trick', 'klaverjassen'])).toEqual([
      2,
      "tafel: missing required argument 'cards' (the cards of the trick in playing order, e.g. 10H JH AH 9S); for " +
        "example: tafel judge trick klaverjassen --trump S AH 7S KH QH ('tafel judge trick --help' lists its " +
        'options)\n',
      2,
      "tafel: verplicht argument 'kaarten' ontbreekt (de kaarten van de slag in speelvolgorde, bv. 10H JH AH 9S); " +
        "bijvoorbeeld: tafel judge trick klaverjassen --trump S AH 7S KH QH ('tafel judge trick --help' toont de " +
        'opties)\n',
    ]);
    const rikken = await tafel(homes(), ['judge', 'trick', '--trump', 'H', 'rikken']);
    expect([rikken.code, rikken.stderr]).toEqual([
      2,
      "tafel: missing required argument 'cards' (the cards of the trick in playing order, e.g. 10H JH AH 9S) " +
        "('tafel judge trick --help' lists its options)\n",
    ]);
  });
});

describe('judge score: seats that read as seats', () => {
  test('kleurenwiezen grote miserie by seats 1 and 2: "seat 1 took 0", as a sheet of names says "Ann 0"', async () => {
    const h = homes();
    const deal = ['judge', 'score', 'kleurenwiezen', 'grote-miserie', '--by', '1,2', '--tricks', '1=0,2=1'];
    expect((await ok(h, deal)).stdout).toMatch(
      /^Would score \(nothing is stored\): 1 \+ 2 grote miserie: seat 1 took 0, seat 2 took 1\n/,
    );
    expect((await ok(h, [...deal, '--lang', 'nl'])).stdout).toMatch(
      /^Zo zou het tellen \(niets bewaard\): 1 \+ 2 grote miserie: plaats 1 haalde 0, plaats 2 haalde 1\n/,
    );
    const named = ['--players', 'Ann,Bert,Cis,Dirk', '--by', 'Ann,Bert', '--tricks', 'Ann=0,Bert=1'];
    expect((await ok(h, ['judge', 'score', 'kleurenwiezen', 'grote-miserie', ...named])).stdout).toMatch(
      /^Would score \(nothing is stored\): Ann \+ Bert grote miserie: Ann 0, Bert 1\n/,
    );
  });
});

describe('Klaverjassen: a trick not yet complete says its roem so far', () => {
  test('a run of three in three cards; none in two', async () => {
    const h = homes();
    const run = ['judge', 'trick', 'klaverjassen', '--trump', 'S', 'JH', 'QH', 'KH'];
    expect((await ok(h, run)).stdout).toBe(
      'Card 3 (KH) wins: nobody trumped, so the highest of hearts, the suit led, wins: the king of hearts (side ' +
        'suits A 10 K Q J 9 8 7).\nRoem so far 20: a run of three (driekaart); it counts for the team that wins ' +
        'the complete trick.\n',
    );
    expect((await ok(h, [...run, '--lang', 'nl'])).stdout).toMatch(
      /\nRoem tot nu toe 20: driekaart; die telt voor wie de volle slag wint\.\n$/,
    );
    expect(JSON.parse((await ok(h, [...run, '--json'])).stdout)).toMatchObject({ roem: 20, roemParts: ['run of 3'] });
    const two = ['judge', 'trick', 'klaverjassen', '--trump', 'S', 'JH', '7C'];
    expect((await ok(h, two)).stdout).toMatch(
      /\nNo roem in this trick so far: roem counts once the trick is complete\.\n$/,
    );
    expect((await ok(h, [...two, '--lang', 'nl'])).stdout).toMatch(
      /\nNog geen roem in deze slag: roem telt pas als de slag vol is\.\n$/,
    );
  });
});

describe('--json: a card that is a value in English letters, a reason in the language asked', () => {
  test('judge play --json --lang nl: the cards by their English codes, the reason as Dutch writes them', async () => {
    const play = ['judge', 'play', 'belote', '--trump', 'H', '--hand', '7H,KS,AD', '--trick', 'AS,10S', '--json'];
    const why = 'je moet kleur bekennen: er werd schoppen gevraagd en je hebt HS';
    expect(JSON.parse((await ok(homes(), [...play, '--lang', 'nl'])).stdout)).toEqual({
      legal: ['KS'],
      illegal: { '7H': why, AD: why },
    });
  });
});

describe('judge rank short of a bid: the bid described for any game, the example of the game asked about', () => {
  const hint = " ('tafel judge rank --help' lists its options)\n";
  const hintNl = " ('tafel judge rank --help' toont de opties)\n";
  test.each([
    [['rikken'], 'bidA', 'bodA', 'tafel judge rank rikken rik troela --set troela-rank=above-rik-beter'],
    [['solokaarten'], 'bidA', 'bodA', 'tafel judge rank solokaarten "doe zonder-kijk" "eerste doe"'],
    [['solokaarten', 'doe'], 'bidB', 'bodB', 'tafel judge rank solokaarten "doe zonder-kijk" "eerste doe"'],
  ])('%j', async (words, arg, argNl, example) => {
    const [what, whatNl] =
      arg === 'bidA'
        ? ['one bid, in quotes when it is two words', 'het ene bod, tussen aanhalingstekens als het twee woorden zijn']
        : ['the other bid', 'het andere bod'];
    expect(await refusal(homes(), ['judge', 'rank', ...words])).toEqual([
      2,
      `tafel: missing required argument '${arg}' (${what}); for example: ${example}${hint}`,
      2,
      `tafel: verplicht argument '${argNl}' ontbreekt (${whatNl}); bijvoorbeeld: ${example}${hintNl}`,
    ]);
  });

  test('klaverjassen, with no bids to rank, says so short of them as with both', async () => {
    const en =
      'tafel: Klaverjassen has no bids to rank: a player says "I play <suit>" or "I pass", and the first to play ' +
      'plays. Ask about a trick or a card instead: tafel judge play klaverjassen ...\n';
    const nl =
      'tafel: Klaverjassen heeft geen biedingen om te rangschikken: een speler zegt "ik speel <kleur>" of "ik pas", ' +
      'en wie eerst speelt, speelt. Vraag naar een slag of een kaart: tafel judge play klaverjassen ...\n';
    // Three words too: no bid of two words to quote (until 2026-12-07 'put it in quotes, "abondance 10"').
    for (const bids of [[], ['80'], ['80', '90'], ['80', 'harten', '90']])
      expect(await refusal(homes(), ['judge', 'rank', 'klaverjassen', ...bids])).toEqual([2, en, 2, nl]);
  });
});

describe("judge rank with a bid of two words unquoted: the game's own bid of two words, quoted", () => {
  const hint = " ('tafel judge rank --help' lists its options)\n";
  const hintNl = " ('tafel judge rank --help' toont de opties)\n";
  // Until 2026-12-07 "abondance 10" whatever the game.
  test.each([
    [['kleurenwiezen', 'abondance', '10', 'samen'], ', "abondance 10"'],
    [['rikken', '9', 'alleen', 'rik'], ', "9 alleen"'],
    [['solokaarten', 'doe', 'zonder-kijk', 'slag'], ', "doe zonder-kijk"'],
    // No game known: no game's bid.
    [['schaak', 'a', 'b', 'c'], ''],
  ])('%j', async (words, bid) => {
    expect(await refusal(homes(), ['judge', 'rank', ...words])).toEqual([
      2,
      `tafel: too many arguments for 'rank': expected 3, got 4; a bid of two words is one: put it in quotes${bid}` +
        hint,
      2,
      "tafel: te veel argumenten voor 'rank': 3 verwacht, 4 gekregen; een bod van twee woorden is er één: zet het " +
        `tussen aanhalingstekens${bid}${hintNl}`,
    ]);
  });
});

describe('judge trick jokeren, with cards or without: Jokeren has no tricks, as judge rank jokeren says', () => {
  test.each([[[]], [['AS', 'KS']]])('trick %j; rank', async (cards) => {
    for (const args of [
      ['trick', 'jokeren', ...cards],
      ['rank', 'jokeren'],
    ])
      expect(await refusal(homes(), ['judge', ...args])).toEqual([
        2,
        'tafel: Jokeren has no bids or tricks: tafel judge score jokeren --out <p> ... prices a deal.\n',
        2,
        'tafel: Jokeren kent geen biedingen of slagen: tafel judge score jokeren --out <p> ... rekent een spel uit.\n',
      ]);
  });
});

describe('Rikken, Kleurenwiezen, Solokaarten: a refusal that starts with a contract word starts with a capital', () => {
  test.each([
    [
      ['judge', 'rank', 'rikken', '9 beter', 'rik'],
      1,
      'tafel: Rik beter has no level: leave out "9", or say "9 alleen beter" for a solo in hearts.\n',
      'tafel: Rik beter heeft geen niveau: laat "9" weg, of zeg "9 alleen beter" voor een solo in harten.\n',
    ],
    [
      ['judge', 'rank', 'rikken', 'misère harten', 'rik'],
      1,
      'tafel: Misère is played without trump: write it without a suit.\n',
      'tafel: Misère speel je zonder troef: schrijf het zonder kleur.\n',
    ],
    [
      ['judge', 'score', 'rikken', 'misère', '--by', '1', '--trump', 'H', '--tricks', '0'],
      1,
      'tafel: Misère is played without trump: leave out --trump.\n',
      'tafel: Misère speel je zonder troef: laat --trump weg.\n',
    ],
    [
      ['judge', 'score', 'rikken', 'misère', '--by', '1', '--mate', '2', '--tricks', '0'],
      2,
      'tafel: Misère is played alone: leave out --mate.\n',
      'tafel: Misère speel je alleen: laat --mate weg.\n',
    ],
    [
      ['judge', 'rank', 'kleurenwiezen', 'piccolo 9', 'samen 8'],
      1,
      'tafel: Piccolo has no level to bid: write just "piccolo".\n',
      'tafel: Piccolo heeft geen niveau om te bieden: schrijf gewoon "piccolo".\n',
    ],
    [
      ['judge', 'rank', 'kleurenwiezen', 'samen 14', 'samen 8'],
      1,
      'tafel: Samen 14 does not exist in lodige: the level is 8 to 13.\n',
      'tafel: Samen 14 bestaat niet in lodige: het niveau is 8 tot 13.\n',
    ],
    [
      ['judge', 'rank', 'kleurenwiezen', 'kleine miserie harten', 'samen 8'],
      1,
      'tafel: Kleine miserie is played without trump: leave the suit out.\n',
      'tafel: Kleine miserie speel je zonder troef: laat de kleur weg.\n',
    ],
    // The contract as the sheet writes it, not its id with the hyphen (until 2026-12-07 "Kleine-soloslim ...").
    [
      ['judge', 'score', 'kleurenwiezen', 'kleine-soloslim', '--by', '1,2', '--tricks', '12'],
      1,
      'tafel: Kleine soloslim is played alone, by one player, not 2: --by 1.\n',
      'tafel: Kleine soloslim speel je alleen, met één speler, niet met 2: --by 1.\n',
    ],
    [
      ['judge', 'rank', 'kleurenwiezen', 'kleine soloslim 11', 'troel'],
      1,
      'tafel: Kleine soloslim 11 does not exist in lodige: kleine soloslim is always 12 tricks; write ' +
        '"kleine-soloslim" or "kleine-soloslim 12".\n',
      'tafel: Kleine soloslim 11 bestaat niet in lodige: kleine soloslim is altijd 12 slagen; schrijf ' +
        '"kleine-soloslim" of "kleine-soloslim 12".\n',
    ],
    [
      ['judge', 'score', 'kleurenwiezen', 'grote-miserie', '2', '--by', '1', '--tricks', '1=0'],
      2,
      'tafel: Grote miserie has no level in the lodige rules: leave out "2" and give the tricks taken with --tricks.\n',
      'tafel: Grote miserie heeft in de lodige-regels geen niveau: laat "2" weg en geef de gehaalde slagen met ' +
        '--tricks.\n',
    ],
    [
      ['judge', 'score', 'kleurenwiezen', 'troel', '9', '--by', '1,2', '--tricks', '9'],
      2,
      'tafel: Troel has no level in the lodige rules: leave out "9" and give the tricks taken with --tricks.\n',
      'tafel: Troel heeft in de lodige-regels geen niveau: laat "9" weg en geef de gehaalde slagen met --tricks.\n',
    ],
    [
      ['judge', 'score', 'kleurenwiezen', 'samen', '--by', '1', '--tricks', '9'],
      2,
      'tafel: Samen needs a level from 8 to 13: e.g. "samen 8".\n',
      'tafel: Samen vraagt een niveau van 8 tot 13: bv. "samen 8".\n',
    ],
    [
      ['judge', 'score', 'kleurenwiezen', 'troel', '--by', '1', '--tricks', '9'],
      1,
      'tafel: Troel is played by two players together, not 1: e.g. --by 1,2.\n',
      'tafel: Troel is voor twee spelers samen, niet voor 1: bv. --by 1,2.\n',
    ],
    [
      ['judge', 'score', 'solokaarten', 'slag', '--by', '1,2', '--tricks', '5'],
      1,
      'tafel: Slag is played alone by the pot holder, not by 2 players (1, 2): name one player, e.g. --by 1.\n',
      'tafel: Slag speelt wie de pot heeft alleen, niet met 2 spelers (1, 2): noem één speler, bv. --by 1.\n',
    ],
  ])('%j', async (args, code, en, nl) => {
    expect(await refusal(homes(), args)).toEqual([code, en, code, nl]);
  });
});

// Troel is 9 tricks in lodige (8 in cardgames): the ranking writes it "Troel (9)", so "troel 9" is troel, and any
// other number is no bid; the refusal gives both words troel takes (until 2026-12-07 "Troel has no level to bid:
// write just "troel"", while "troel 9" ranked).
describe('Kleurenwiezen judge rank: a contract of one number of tricks, bid with another', () => {
  test.each([
    [
      ['judge', 'rank', 'kleurenwiezen', 'troel 10', 'samen 8'],
      'tafel: Troel 10 does not exist in lodige: troel is always 9 tricks; write "troel" or "troel 9".\n',
      'tafel: Troel 10 bestaat niet in lodige: troel is altijd 9 slagen; schrijf "troel" of "troel 9".\n',
      'troel 9',
    ],
    [
      ['judge', 'rank', 'kleurenwiezen', '--rules', 'cardgames', 'vragen', 'troel 9'],
      'tafel: Troel 9 does not exist in cardgames: troel is always 8 tricks; write "troel" or "troel 8".\n',
      'tafel: Troel 9 bestaat niet in cardgames: troel is altijd 8 slagen; schrijf "troel" of "troel 8".\n',
      'troel 8',
    ],
  ])('%j', async (args, en, nl, named) => {
    const h = homes();
    expect(await refusal(h, args)).toEqual([1, en, 1, nl]);
    // Both words the refusal names are the one bid troel.
    const rules = args.includes('cardgames') ? ['--rules', 'cardgames'] : [];
    const same = await ok(h, ['judge', 'rank', 'kleurenwiezen', ...rules, named, 'troel']);
    expect(same.stdout).toBe('Neither bid outranks the other. Both bids are troel: the same bid.\n');
  });
});
