import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { code, type Card, parseCard, parseCards, parseTrump, suitWord } from '../../src/core/cards.js';
import { RuleViolation, UsageError } from '../../src/core/errors.js';
import { judgeTrick } from '../../src/referee/judge.js';
import { refereeById } from '../../src/referee/all.js';
import type { Ctx } from '../../src/commands/context.js';
import { runJudgePlay, runJudgeRank, runJudgeTrick } from '../../src/commands/judge.js';
import { testCtx } from '../helpers/ctx.js';
import fs from 'node:fs';
import path from 'node:path';
import { tafel, tafelJson, tempHomes } from '../helpers/cli.js';

/** [game, trump, cards in playing order, 1-based winner, extra flags]. */
type Row = [string, string, string, number, string?];

const winner = (game: string, trump: string, cards: string, players?: string) => {
  const { trick, answer } = judgeTrick(refereeById(game), { cards, trump, players });
  return { n: answer.winner + 1, card: code(trick[answer.winner]), reason: answer.reason };
};

describe('trick winner', () => {
  test.each<Row>([
    // Belote: trump J 9 A 10 K Q 8 7, other suits A 10 K Q J 9 8 7.
    ['belote', 'H', '10H JH AH 9S', 2], // the jack is the highest trump
    ['belote', 'H', '9H AH 10H KH', 1], // trump 9 above the trump ace
    ['belote', 'H', 'AH 10H KH QH', 1],
    ['belote', 'H', '8H 7H', 1],
    ['belote', 'H', 'AS 10S KS QS', 1],
    ['belote', 'H', '10S JS 9S AS', 4], // plain: ace over ten; the jack is low outside trump
    ['belote', 'H', 'JD QD AC 10D', 4], // 10 > Q > J in a plain suit; the off-suit ace counts for nothing
    ['belote', 'H', 'AS 7H 10S 8H', 4], // 8 over 7 among trumps
    ['belote', 'spades', 'AH JS', 2],
    ['belote', 'H', 'KD', 1],
    // Solokaarten: Oud (QC), Spits (trump 7), Bats (QS), then trump A K Q(red) J 10 9 8.
    ['solokaarten', 'D', 'AD QC 7D QS', 2], // the Oud beats everything
    ['solokaarten', 'D', 'AD 7D QS', 2], // the Spits
    ['solokaarten', 'D', 'AD QS KD', 2], // the Bats above the trump ace
    ['solokaarten', 'D', 'KD QD AD', 3], // A K Q in a red trump
    ['solokaarten', 'C', 'KC QC', 2], // clubs trump: the queen is the Oud
    ['solokaarten', 'C', 'JC AC 7C', 3], // the Spits is the 7 of clubs here
    ['solokaarten', 'S', 'AS QS KS', 2], // spades trump: the Bats still above the ace
    ['solokaarten', 'H', 'AC QC', 2], // the Oud is a trump, not a club: it trumps the ace of clubs
    ['solokaarten', 'H', 'KC JC 7C', 1], // outside trump the 7 is low
    ['solokaarten', 'H', 'QS AH', 1], // a Bats lead is a trump lead
    ['solokaarten', 'D', '10S QS', 2], // the Bats trumps spades
    ['solokaarten', 'D', 'AS KS JS 10S', 1],
    ['solokaarten', 'H', '8H 9H', 2, '5'], // eights only with 5 or 6 players
    ['solokaarten', 'H', 'AS 8S 9S 10S 8H 7S', 5, '6'],
    // Zwikken: A K Q J 10; highest trump, else highest of the suit led.
    ['zwikken', 'S', 'AH KH 10S', 3],
    ['zwikken', 'S', 'KH AH QD', 2],
    ['zwikken', 'S', '10S JS AH', 2],
    ['zwikken', 'S', 'QD KD AD 10D', 3],
    ['zwikken', 'H', 'JC QC KC AC 10H 10C', 5, '6'],
    // Kleurenwiezen: A high ... 2 low; --trump none for miserie and piccolo.
    ['kleurenwiezen', 'D', 'AS 3S KS 2D', 4], // the cardgames seed's example: the 2 of trump takes it
    ['kleurenwiezen', 'none', '2H AS 3H KD', 3],
    ['kleurenwiezen', 'none', '10C JC 9C 2C', 2],
    ['kleurenwiezen', 'H', 'QH KH 2S AH', 4],
    ['kleurenwiezen', 'H', '5C 2H 3H 4C', 3],
  ])('%s, trump %s: %s -> card %i', (...[game, trump, cards, want, players]: Row) => {
    // (a rest parameter: jest would pass a done callback into a fifth named parameter)
    expect(winner(game, trump, cards, players).n).toBe(want);
  });

  test('reasons say why, in both languages', () => {
    const b = winner('belote', 'H', '10H JH AH 9S');
    expect(b.card).toBe('JH');
    expect(b.reason.en).toBe(
      'the jack of hearts is the highest trump in the trick (Belote trump order J 9 A 10 K Q 8 7)',
    );
    expect(b.reason.nl).toBe('hartenboer is de hoogste troef in de slag (troefvolgorde in Belote B 9 A 10 H V 8 7)');
    const s = winner('solokaarten', 'D', 'AD QC 7D QS');
    expect(s.reason.en).toContain('the Oud (queen of clubs) is the highest trump');
    expect(s.reason.nl).toContain('de Oud (klaverenvrouw) is de hoogste troef');
    const k = winner('kleurenwiezen', 'none', '2H AS 3H KD');
    expect(k.reason.en).toBe(
      'there is no trump, so the highest of hearts, the suit led, wins: the three of hearts (A high ... 2 low); ' +
        'other suits do not count',
    );
    const only = winner('zwikken', 'S', 'AH KH 10S');
    expect(only.reason.en).toBe('hearts were led and the ten of spades is the only trump in the trick');
    expect(only.reason.nl).toBe('harten werd gevraagd en schoppentien is de enige troef in de slag');
    expect(winner('belote', 'H', 'AS 10S KS QS').reason.en).toContain('nobody trumped');
    expect(winner('belote', 'H', 'KD').reason.en).toBe('it is the only card in the trick so far');
  });

  test('the orders by their game names, the non-trump suits as side suits (bijkleuren)', () => {
    // Until 2026-12-06: "klaverjas trump order", and Solokaarten's "(other suits ...); other suits do not count".
    expect(winner('klaverjassen', 'H', 'KH QH 7S 8S').reason.en).toBe(
      'the king of hearts is the highest trump in the trick (Klaverjassen trump order J 9 A 10 K Q 8 7)',
    );
    const s = winner('solokaarten', 'D', 'AS KS 7H 10S');
    expect(s.reason.en).toBe(
      'nobody trumped, so the highest of spades, the suit led, wins: the ace of spades ' +
        '(side suits A K Q J 10 9 8 7); other suits do not count',
    );
    expect(s.reason.nl).toBe(
      'niemand troefde, dus wint de hoogste schoppen, de gevraagde kleur: schoppenaas (bijkleuren A H V B 10 9 8 7); ' +
        'andere kleuren tellen niet',
    );
  });

  test('Dutch ranks and suit symbols read the same cards', () => {
    expect(winner('belote', '♥', '10♥ BH A♥ 9♠')).toMatchObject({ n: 2, card: 'JH' });
    expect(winner('solokaarten', 'ruiten', 'AD VC')).toMatchObject({ n: 2, card: 'QC' });
  });
});

describe('trick refusals', () => {
  test.each<[string, string | undefined, string, string | undefined, typeof RuleViolation | typeof UsageError, RegExp]>(
    [
      ['belote', 'H', '2H 7H', undefined, RuleViolation, /2H is not in the Belote deck/],
      ['belote', 'H', '7H 8H 9H 10H JH', undefined, RuleViolation, /at most 4/],
      ['belote', 'H', 'JH JH', undefined, RuleViolation, /JH is given twice in the trick/],
      ['belote', undefined, 'JH', undefined, UsageError, /--trump is missing/],
      ['belote', 'none', 'JH', undefined, RuleViolation, /always played with a trump/],
      // No suit at all: a value not of the flag's kind (exit 2).
      ['belote', 'purple', 'JH', undefined, UsageError, /not a suit/],
      // No card at all: a value not of its kind (exit 2), as --trump purple.
      ['belote', 'H', 'JH XX', undefined, UsageError, /"XX" is not a card/],
      [
        'belote',
        'H',
        'JH',
        '5',
        RuleViolation,
        /^The referee judges Belote at a table of 4 players, not 5: give only the players who hold cards in this /,
      ],
      ['kleurenwiezen', undefined, 'AS', undefined, UsageError, /--trump none for a deal without trump/],
      ['solokaarten', 'H', '8S AS', undefined, RuleViolation, /with 4 players, 26 cards/],
      ['solokaarten', 'H', '9H AS', undefined, RuleViolation, /9H is not in the Solokaarten deck/],
      ['solokaarten', 'H', '9D AS', undefined, RuleViolation, /9D is not in/],
      ['solokaarten', 'H', '6S AS', '6', RuleViolation, /6S is not in/],
      [
        'solokaarten',
        'H',
        'AS KS JS 10S 9S',
        undefined,
        RuleViolation,
        /at most 4 here, not 5 \(--player-count, or the names of --players, sets the table size\)/,
      ],
      [
        'solokaarten',
        'H',
        'AS',
        '7',
        RuleViolation,
        /^The referee judges Solokaarten at a table of 4 to 6 players, not 7: give only the players who hold cards/,
      ],
      ['zwikken', 'S', '9S AS', undefined, RuleViolation, /20 cards, 10 J Q K A/],
      ['zwikken', 'S', 'AS KS QS', '2', RuleViolation, /at most 2/],
      ['kleurenwiezen', 'H', '1H', undefined, UsageError, /is not a card/],
    ],
  )('%s --trump %s %s (players %s) is refused', (game, trump, cards, players, type, message) => {
    const ask = () => judgeTrick(refereeById(game), { cards, trump, players });
    expect(ask).toThrow(type);
    expect(ask).toThrow(message);
  });

  test('every refusal speaks Dutch too', () => {
    try {
      judgeTrick(refereeById('belote'), { cards: '2H', trump: 'H' });
    } catch (e) {
      expect((e as RuleViolation).text.nl).toBe(
        '2H zit niet in het spel van Belote: 32 kaarten, 7 8 9 10 B V H A in elke kleur.',
      );
    }
  });
});

describe('laws', () => {
  const games = [
    { id: 'kleurenwiezen', trumps: ['S', 'H', 'D', 'C', 'none'] },
    { id: 'belote', trumps: ['S', 'H', 'D', 'C'] },
    { id: 'solokaarten', trumps: ['S', 'H', 'D', 'C'] },
    { id: 'zwikken', trumps: ['S', 'H', 'D', 'C'] },
  ];
  const tricks = fc.constantFrom(...games).chain((g) => {
    const deck = refereeById(g.id).deck(4);
    return fc.record({
      game: fc.constant(g.id),
      trump: fc.constantFrom(...g.trumps),
      cards: fc
        .shuffledSubarray(deck, { minLength: 2, maxLength: 4 })
        .chain((cs) => fc.shuffledSubarray(cs, { minLength: cs.length, maxLength: cs.length })),
    });
  });
  const text = (cs: Card[]) => cs.map(code).join(' ');

  test('reordering the cards after the lead never changes which card wins', () => {
    fc.assert(
      fc.property(tricks, fc.integer({ min: 0, max: 1000 }), ({ game, trump, cards }, seed) => {
        const rest = cards.slice(1);
        const shuffled = [
          cards[0],
          ...rest
            .map((c, i) => ({ c, k: (i * 7919 + seed) % 101 }))
            .sort((a, b) => a.k - b.k)
            .map((x) => x.c),
        ];
        expect(winner(game, trump, text(shuffled)).card).toBe(winner(game, trump, text(cards)).card);
      }),
    );
  });

  test('a card that is neither trump nor of the suit led never wins, and the lead wins alone', () => {
    fc.assert(
      fc.property(tricks, ({ game, trump, cards }) => {
        const w = winner(game, trump, text(cards));
        const solo = winner(game, trump, code(cards[0]));
        expect(solo.n).toBe(1);
        const won = cards[w.n - 1];
        // With plain suits (no Oud/Bats) a winner is of the suit led or of the trump suit.
        if (game !== 'solokaarten') expect([cards[0].suit, trump]).toContain(won.suit);
      }),
    );
  });
});

describe('card notation (cli.md: rank then suit)', () => {
  test.each([
    ['JH', 'JH'],
    ['jh', 'JH'],
    ['10H', '10H'],
    ['TH', '10H'],
    ['10♥', '10H'],
    ['A♠', 'AS'],
    ['K♦', 'KD'],
    ['Q♣', 'QC'],
    ['2♡', '2H'],
    ['7♧', '7C'],
    ['9♥️', '9H'], // emoji form with U+FE0F
    ['HH', 'KH'], // Dutch heer of hearts
    ['VS', 'QS'], // Dutch vrouw
    ['BC', 'JC'], // Dutch boer
    [' 8d ', '8D'],
  ])('%s is %s', (text, want) => {
    expect(code(parseCard(text))).toBe(want);
  });

  // A word that is no card is a value not of its kind: a usage error, as --trump purple (exit 1 until 2026-12-08).
  test.each(['1H', 'JX', 'H', '', '11H', 'JHH', 'ZH', 'H10', '10', 'AS2'])(
    '"%s" is refused as a usage error (exit 2)',
    (text) => {
      expect(() => parseCard(text)).toThrow(UsageError);
      try {
        parseCard(text);
      } catch (e) {
        expect((e as UsageError).exitCode).toBe(2);
        expect((e as UsageError).text.en).toContain('is not a card');
        expect((e as UsageError).text.nl).toContain('is geen kaart');
      }
    },
  );

  test.each([
    ['7H,KS,AD', ['7H', 'KS', 'AD']],
    ['7H KS AD', ['7H', 'KS', 'AD']],
    ['7H, KS ,  AD', ['7H', 'KS', 'AD']],
    [
      ['10H', 'JH,AH', '9S'],
      ['10H', 'JH', 'AH', '9S'],
    ],
    ['', []],
  ])('list %j', (text, want) => {
    expect(parseCards(text).map(code)).toEqual(want);
  });

  test.each([
    ['H', 'H'],
    ['h', 'H'],
    ['♥', 'H'],
    ['harten', 'H'],
    ['hearts', 'H'],
    ['S', 'S'],
    ['schoppen', 'S'],
    ['♠', 'S'],
    ['D', 'D'],
    ['ruiten', 'D'],
    ['♦', 'D'],
    ['C', 'C'],
    ['klaveren', 'C'],
    ['♣', 'C'],
    ['Klaveren', 'C'],
    ['none', null],
    ['geen', null],
  ])('--trump %s', (text, want) => {
    expect(parseTrump(text)).toBe(want);
  });

  test('an unknown trump is refused', () => {
    expect(() => parseTrump('purple')).toThrow(UsageError);
  });

  test('a bid suit word never means no-trump', () => {
    expect(suitWord('none')).toBeUndefined();
    expect(suitWord('harten')).toBe('H');
  });
});

// The human answers, without spawning the binary: the commands touch no store.
const ctx = (lang: 'en' | 'nl'): Ctx => testCtx({ lang });

describe('human answers', () => {
  test.each([
    [
      'en',
      ['kleurenwiezen', 'abondance 10', 'grote-miserie'],
      // iwwa ranks grote miserie above abondance 10 (kleurenwiezen.md ladders): the answer says so. cardgames plays
      // no abondance 10 unless --set abondance-levels=on, so it gives no other answer.
      '"abondance 10" outranks "grote-miserie": abondance 10 is no. 5 and grote miserie no. 6 in the lodige ' +
        'ranking (no. 1 is the highest).\nBy the lodige rules, the default; --rules iwwa answers otherwise, ' +
        "--sheet <id> judges by a sheet's.",
    ],
    [
      'nl',
      ['kleurenwiezen', 'grote-miserie', 'abondance 10'],
      '"abondance 10" gaat boven "grote-miserie": abondance 10 is nr. 5 en grote miserie nr. 6 in de rangorde ' +
        'van lodige (nr. 1 is de hoogste).\nVolgens de regelset lodige (de standaard); --rules iwwa antwoordt ' +
        'anders, --sheet <id> oordeelt volgens die van een blad.',
    ],
    [
      'en',
      ['solokaarten', 'slag', 'slag'],
      'Neither bid outranks the other. Both bids are slag: a later bid must be higher.',
    ],
    [
      'nl',
      ['kleurenwiezen', 'piccolo', 'piccolo'],
      'Geen van beide biedingen gaat hoger. Beide biedingen zijn piccolo: meerdere spelers mogen het in één ' +
        'gift spelen, elk voor zich.',
    ],
  ] as ['en' | 'nl', [string, string, string], string][])('rank (%s) %j', async (lang, [game, a, b], want) => {
    const out = await runJudgeRank(ctx(lang), game, a, b, {});
    expect(await out.text(ctx(lang))).toBe(want);
  });

  test('trick', async () => {
    const out = await runJudgeTrick(ctx('nl'), 'belote', ['10H', 'JH', 'AH', '9S'], { trump: 'harten' });
    // In Dutch letters, as a Dutch player types the card (BH, the boer); JSON keeps the one code, JH.
    expect(await out.text(ctx('nl'))).toBe(
      'Kaart 2 (BH) wint: hartenboer is de hoogste troef in de slag (troefvolgorde in Belote B 9 A 10 H V 8 7).',
    );
    expect(out.json).toEqual({
      winner: 2,
      card: 'JH',
      reason: 'hartenboer is de hoogste troef in de slag (troefvolgorde in Belote B 9 A 10 H V 8 7)',
    });
  });

  test('trick: the same winner with roem another rule set counts otherwise says by which rules', async () => {
    // klaverjassen.md Roem: four jacks 200 in amsterdams (the default), 100 in rotterdams; JH the only trump wins.
    const jacks = ['JS', 'JH', 'JD', 'JC'];
    const out = await runJudgeTrick(ctx('en'), 'klaverjassen', jacks, { trump: 'H' });
    expect(await out.text(ctx('en'))).toBe(
      'Card 2 (JH) wins: spades were led and the jack of hearts is the only trump in the trick.\n' +
        'Roem 200 for the team that wins the trick: four jacks.\n' +
        "By the amsterdams rules, the default; --rules rotterdams answers otherwise, --sheet <id> judges by a sheet's.",
    );
    const rotterdams = await runJudgeTrick(ctx('en'), 'klaverjassen', jacks, { trump: 'H', rules: 'rotterdams' });
    expect((await rotterdams.text(ctx('en'))).split('\n')).toEqual([
      'Card 2 (JH) wins: spades were led and the jack of hearts is the only trump in the trick.',
      'Roem 100 for the team that wins the trick: four jacks.',
    ]);
    // The roem's parts after a colon, never brackets in brackets (until 2026-12-06: "Roem 20 (stuk (...))").
    const stuk = await runJudgeTrick(ctx('nl'), 'klaverjassen', ['KH', 'QH', 'JH', '8S'], { trump: 'H' });
    expect((await stuk.text(ctx('nl'))).split('\n')[1]).toBe(
      'Roem 40 voor wie de slag wint: driekaart en stuk (troefheer en -vrouw).',
    );
    const en = await runJudgeTrick(ctx('en'), 'klaverjassen', ['KH', 'QH', '7S', '8S'], { trump: 'H' });
    expect((await en.text(ctx('en'))).split('\n')[1]).toBe(
      'Roem 20 for the team that wins the trick: stuk (trump king and queen).',
    );
    // A run of four is 50 under both: nothing of rules.
    const run = await runJudgeTrick(ctx('en'), 'klaverjassen', ['7S', '8S', '9S', '10S'], { trump: 'H' });
    expect(await run.text(ctx('en'))).not.toMatch(/rules/);
  });

  test('play: cards with the same reason share a line', async () => {
    const out = await runJudgePlay(ctx('en'), 'zwikken', { trump: 'S', hand: 'AS JS QD', trick: 'AH KS' });
    expect(await out.text(ctx('en'))).toBe(
      [
        'You may play AS.',
        'Not JS: undertrumping KS is not allowed: you can overtrump with AS.',
        'Not QD: you have no hearts, so you must trump (with AS).',
      ].join('\n'),
    );
    const same = await runJudgePlay(ctx('nl'), 'belote', { trump: 'H', hand: '7H,KS,AD', trick: 'AS,10S' });
    expect(await same.text(ctx('nl'))).toBe(
      'Je mag HS spelen.\nNiet 7H, AD: je moet kleur bekennen: er werd schoppen gevraagd en je hebt HS.',
    );
    const free = await runJudgePlay(ctx('en'), 'kleurenwiezen', { trump: 'none', hand: 'AS KS' });
    expect(await free.text(ctx('en'))).toBe('You may play any card: AS, KS.');
  });
});

const home = tempHomes();

// kleurenwiezen-tables.md §3.3: "tafel judge score stays four-handed". One deal without a table has
// no dealer to sit out, so five or six names are refused, naming the four who would play.
/** `judge score` of Bert and Cis's samen 8, made exactly, with these players. */
const samen8 = (players: string, ...more: string[]): string[] => [
  ...['judge', 'score', 'kleurenwiezen', 'samen', '8', '--by', 'Bert,Cis', '--tricks', '8'],
  ...['--players', players, ...more],
];

describe('judge score kleurenwiezen with five or six --players', () => {
  test('five names: refused (exit 1), the four who play suggested, nothing written', async () => {
    const h = home();
    const r = await tafel(h, samen8('Ann,Bert,Cis,Dirk,Eva'));
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim()).toBe(
      'tafel: With 5 players Ann would sit out, and judge score scores one four-handed deal: name the four who ' +
        'play, e.g. --players Bert,Cis,Dirk,Eva.',
    );
    expect(fs.existsSync(path.join(h, 'sheets')) ? fs.readdirSync(path.join(h, 'sheets')) : []).toEqual([]);
  });

  test('six names, Dutch, --json: the dealer and the player opposite named', async () => {
    const h = home();
    const r = await tafel(h, samen8('Ann,Bert,Cis,Dirk,Eva,Fien', '--json', '--lang', 'nl'));
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stderr)).toEqual({
      error: {
        code: 'rule',
        message:
          'Met 6 spelers zouden Ann en Dirk stilzitten, en judge score rekent één gift met vier spelers: noem de ' +
          'vier die spelen, bv. --players Bert,Cis,Eva,Fien.',
      },
    });
  });

  test('the four suggested score the deal, nobody sitting out', async () => {
    const h = home();
    // lodige samen 8 made exactly: +7 each for the two declarers, the others 0 (non-zero-sum).
    const deal = await tafelJson(h, samen8('Bert,Cis,Dirk,Eva'));
    expect(deal.scores).toEqual({ Bert: 7, Cis: 7, Dirk: 0, Eva: 0 });
    expect(deal.sittingOut).toBeUndefined();
  });
});

// Until 2026-12-06 a word naming no suit was offered "none" in a game always played with trump, which it refuses.
describe('judge --trump that names no suit offers what the game takes', () => {
  test.each([
    ['belote', 'en', 'use S H D C, ♠ ♥ ♦ ♣, spades/hearts/diamonds/clubs or schoppen/harten/ruiten/klaveren.'],
    ['zwikken', 'nl', 'gebruik S H D C, ♠ ♥ ♦ ♣, schoppen/harten/ruiten/klaveren of spades/hearts/diamonds/clubs.'],
    [
      'kleurenwiezen',
      'en',
      'use S H D C, ♠ ♥ ♦ ♣, spades/hearts/diamonds/clubs, schoppen/harten/ruiten/klaveren or none.',
    ],
  ])('%s (%s): exit 2', async (game, lang, offer) => {
    const r = await tafel(home(), ['--lang', lang, 'judge', 'trick', game, '--trump', 'Z', 'AS', 'KS']);
    const said = lang === 'en' ? '--trump "Z" is not a suit:' : '--trump "Z" is geen kleur:';
    expect([r.code, r.stdout, r.stderr]).toEqual([2, '', `tafel: ${said} ${offer}\n`]);
  });
});
