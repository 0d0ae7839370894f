import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { code } from '../../src/core/cards.js';
import { RuleViolation, UsageError } from '../../src/core/errors.js';
import { judgePlay } from '../../src/referee/judge.js';
import { refereeById } from '../../src/referee/all.js';
import { snapshot, tafel, tempHomes } from '../helpers/cli.js';

interface Case {
  why: string;
  trump: string;
  hand: string;
  trick?: string;
  potHolder?: boolean;
  players?: string;
  rules?: string;
  trickNo?: string;
  set?: string[];
  /** Rikken's called card. */
  called?: string;
  legal: string[];
  /** Each illegal card and a piece of its reason. */
  illegal?: Record<string, string>;
}

const ask = (
  game: string,
  c: Pick<Case, 'trump' | 'hand' | 'trick' | 'potHolder' | 'players' | 'rules' | 'trickNo' | 'set'>,
) => judgePlay(refereeById(game), c);

function check(game: string, c: Case): void {
  const a = ask(game, c);
  expect(a.legal.map(code)).toEqual(c.legal);
  const illegal = Object.fromEntries(a.illegal.map((x) => [code(x.card), x.reason]));
  expect(Object.keys(illegal).sort()).toEqual(Object.keys(c.illegal ?? {}).sort());
  for (const [card, part] of Object.entries(c.illegal ?? {})) expect(illegal[card].en).toContain(part);
  for (const x of a.illegal) expect(x.reason.nl.length).toBeGreaterThan(10);
}

// Positions: the trick lists the cards already played, the first led; you play next. Your partner
// (Belote) is two places before you: with 2 cards in the trick the leader, with 3 the second player.
describe('Belote obligations (belote.md)', () => {
  test.each<Case>([
    { why: 'leading: anything', trump: 'H', hand: '7H KS AD', legal: ['7H', 'KS', 'AD'] },
    {
      why: 'follow suit',
      trump: 'H',
      hand: '7H KS AD',
      trick: 'AS 10S',
      legal: ['KS'],
      illegal: { '7H': 'must follow suit', AD: 'must follow suit' },
    },
    {
      why: 'follow suit even when someone trumped',
      trump: 'H',
      hand: '7S 8H',
      trick: 'AS JH',
      legal: ['7S'],
      illegal: { '8H': 'spades were led' },
    },
    // Partner (the leader, AS) is winning and I have no spades: free discard, and any trump too (none in the trick).
    {
      why: 'partner winning with a void: free discard',
      trump: 'H',
      hand: '7H KD 8C',
      trick: 'AS 10S',
      legal: ['7H', 'KD', '8C'],
    },
    { why: 'partner winning, a plain card is fine', trump: 'H', hand: '8D 9C', trick: 'KS QS', legal: ['8D', '9C'] },
    // The leader is an opponent: I am second, void in spades, so I must trump.
    {
      why: 'opponent winning with a void: must trump',
      trump: 'H',
      hand: '7H KD',
      trick: 'AS',
      legal: ['7H'],
      illegal: { KD: 'must trump' },
    },
    // Opponent (second player, 9H) trumped my partner's ace: I must overtrump with JH (J > 9).
    {
      why: 'must overtrump',
      trump: 'H',
      hand: 'JH 8H KD',
      trick: 'AS 9H',
      legal: ['JH'],
      illegal: { '8H': 'you must overtrump 9H when you can', KD: 'must trump, above 9H' },
    },
    // Only a lower trump: I must still play it (undertrump), not a plain card.
    {
      why: 'must undertrump when cannot overtrump',
      trump: 'H',
      hand: '7H 8D',
      trick: 'AS 9H',
      legal: ['7H'],
      illegal: { '8D': 'must still play a lower trump' },
    },
    {
      why: 'must undertrump, any lower trump',
      trump: 'H',
      hand: '7H QH 8D',
      trick: 'AS JH',
      legal: ['7H', 'QH'],
      illegal: { '8D': 'cannot beat JH' },
    },
    // Trump lead: beat the highest trump (10H) when you can: the ace does (A > 10), the king does not.
    {
      why: 'trump lead must beat',
      trump: 'H',
      hand: 'AH KH 7S',
      trick: '10H',
      legal: ['AH'],
      illegal: { KH: 'on a trump lead you must beat', '7S': 'trump was led' },
    },
    {
      why: 'trump lead: beat the highest, not the first',
      trump: 'H',
      hand: 'AH 9H 8H',
      trick: '10H JH',
      legal: ['AH', '9H', '8H'],
    },
    {
      why: 'trump lead: beat the 9 with the jack only',
      trump: 'H',
      hand: 'JH AH',
      trick: 'KH 9H',
      legal: ['JH'],
      illegal: { AH: 'beat the highest trump in the trick, 9H' },
    },
    { why: 'trump lead, no trump: anything', trump: 'H', hand: 'AS 7D', trick: '10H', legal: ['AS', '7D'] },
    // Partner (8H, second) is winning; I choose to trump: I must go above 8H when I can (10H), not 7H.
    {
      why: 'voluntarily trumping while partner wins must overtrump',
      trump: 'H',
      hand: '7H 10H KD',
      trick: 'AS 8H 7S',
      legal: ['10H', 'KD'],
      illegal: { '7H': 'if you trump you must overtrump 8H' },
    },
    // Partner wins with the jack: nobody can overtrump it, so a low trump is as free as a discard.
    {
      why: 'partner winning, cannot overtrump: free',
      trump: 'H',
      hand: '7H KD',
      trick: 'AS JH 7S',
      legal: ['7H', 'KD'],
    },
    // Last to play: the opponent after my partner trumped over him; I must beat 8H with 9H.
    {
      why: 'partner played but an opponent is winning: must trump and overtrump',
      trump: 'H',
      hand: '7H 9H 8D',
      trick: 'KS AS 8H',
      legal: ['9H'],
      illegal: { '7H': 'overtrump 8H', '8D': 'an opponent is winning the trick (8H)' },
    },
    { why: 'no trump at all with a void: anything', trump: 'H', hand: '7D 8C', trick: 'AS', legal: ['7D', '8C'] },
    // Issue 11: my partner (10H, two places before me) trumped the AS; under cardavia a trump I
    // choose must go above 10H, so 7H is refused and AH or a discard are allowed.
    {
      why: 'cardavia: partner master, a lower trump is refused',
      trump: 'H',
      hand: '7H AH KD',
      trick: 'AS 10H 8S',
      legal: ['AH', 'KD'],
      illegal: { '7H': 'if you trump you must overtrump 10H' },
    },
    {
      why: 'cardavia named: the same',
      rules: 'cardavia',
      trump: 'H',
      hand: '7H AH KD',
      trick: 'AS 10H 8S',
      legal: ['AH', 'KD'],
      illegal: { '7H': 'overtrump 10H' },
    },
  ])('$why', (c) => check('belote', c));
});

describe('Belote ffb: partner master, any card (FFB 2016 §5.2)', () => {
  test.each<Case>([
    // The position: partner's 10H holds the trick, so 7H (below 10H) is as free as AH and KD.
    {
      why: 'partner master: a lower trump is free',
      trump: 'H',
      hand: '7H AH KD',
      trick: 'AS 10H 8S',
      legal: ['7H', 'AH', 'KD'],
    },
    // Partner (the leader, AS) is winning, an opponent discarded: 7H, 8H and a discard all go.
    {
      why: 'partner master with plain cards in the trick: any card',
      trump: 'H',
      hand: '7H 8H KD',
      trick: 'AS 7S',
      legal: ['7H', '8H', 'KD'],
    },
    {
      why: 'partner master over an opponent trump: any card',
      trump: 'H',
      hand: '7H 10H KD',
      trick: 'AS 8H 7S',
      legal: ['7H', '10H', 'KD'],
    },
    // Unchanged from cardavia: follow suit; an opponent master forces trump and overtrump; a trump lead must be beaten.
    {
      why: 'follow suit still first',
      trump: 'H',
      hand: '7H KS',
      trick: 'AS 10H 8S',
      legal: ['KS'],
      illegal: { '7H': 'must follow suit' },
    },
    {
      why: 'opponent master: must overtrump',
      trump: 'H',
      hand: 'JH 8H KD',
      trick: 'AS 9H',
      legal: ['JH'],
      illegal: { '8H': 'overtrump 9H', KD: 'must trump' },
    },
    {
      why: 'opponent master, cannot overtrump: still a lower trump',
      trump: 'H',
      hand: '7H 8D',
      trick: 'AS 9H',
      legal: ['7H'],
      illegal: { '8D': 'must still play a lower trump' },
    },
    {
      why: 'trump lead: beat it even with the partner leading',
      trump: 'H',
      hand: 'AH KH 7S',
      trick: '10H 7H',
      legal: ['AH'],
      illegal: { KH: 'on a trump lead you must beat', '7S': 'trump was led' },
    },
  ])('$why', (c) => check('belote', { ...c, rules: 'ffb' }));
});

describe('Solokaarten (solokaarten.md)', () => {
  test.each<Case>([
    // A hand with the Oud but not the pot exists only when the Oud is dealt (oud-in-lamp=off, issue 26).
    {
      why: 'the opening lead may not be a trump (the Oud counts as one)',
      trump: 'H',
      hand: 'AH QC KS',
      set: ['oud-in-lamp=off'],
      legal: ['KS'],
      illegal: { AH: 'the opening lead may not be trump', QC: 'QC counts as a trump' },
    },
    {
      why: 'trick 1 named: the same',
      trump: 'H',
      hand: 'AH QC KS',
      trickNo: '1',
      set: ['oud-in-lamp=off'],
      legal: ['KS'],
      illegal: { AH: 'unless you hold the pot', QC: 'QC counts as a trump' },
    },
    // Seed 002: whoever wins a trick leads the next one, with any suit.
    {
      why: 'from trick 2 any lead is free',
      trump: 'H',
      hand: 'AH QC KS',
      trickNo: '2',
      set: ['oud-in-lamp=off'],
      legal: ['AH', 'QC', 'KS'],
    },
    { why: 'the last trick of six: free', trump: 'D', hand: 'QS', trickNo: '6', legal: ['QS'] },
    {
      why: 'trick 2 does not free the follow duty',
      trump: 'H',
      hand: 'AS AH',
      trick: 'KS',
      trickNo: '2',
      legal: ['AS'],
      illegal: { AH: 'spades were led' },
    },
    { why: 'the pot holder may lead trump', trump: 'H', hand: 'AH QC KS', potHolder: true, legal: ['AH', 'QC', 'KS'] },
    { why: 'only trumps in hand: lead one', trump: 'H', hand: 'AH QS', legal: ['AH', 'QS'] },
    {
      why: 'follow suit; the Bats is no spade',
      trump: 'H',
      hand: 'AS QS AH',
      trick: 'KS',
      legal: ['AS'],
      illegal: { QS: 'spades were led', AH: 'spades were led' },
    },
    { why: 'void: trumping is not obligatory', trump: 'H', hand: '7H AD', trick: 'KS', legal: ['7H', 'AD'] },
    {
      why: 'no undertrumping while you have another card',
      trump: 'H',
      hand: 'KH AD',
      trick: 'KS AH',
      legal: ['AD'],
      illegal: { KH: 'undertrumping AH is not allowed' },
    },
    { why: 'undertrump when nothing else', trump: 'H', hand: 'KH JH', trick: 'KS AH', legal: ['KH', 'JH'] },
    {
      why: 'a higher trump is something else',
      trump: 'H',
      hand: 'JH AH',
      trick: 'KS KH',
      legal: ['AH'],
      illegal: { JH: 'undertrumping KH' },
    },
    {
      why: 'the Spits beats the ace, so the ace is under it',
      trump: 'H',
      hand: 'AH 10S',
      trick: 'KC 7H',
      legal: ['10S'],
      illegal: { AH: 'undertrumping 7H' },
    },
    {
      why: 'following a trump lead low is allowed',
      trump: 'H',
      hand: 'JH KS',
      trick: 'AH',
      legal: ['JH'],
      illegal: { KS: 'trump was led' },
    },
    {
      why: 'an Oud lead is a trump lead',
      trump: 'H',
      hand: 'KC 10H',
      trick: 'QC',
      legal: ['10H'],
      illegal: { KC: 'trump was led' },
    },
    {
      why: 'six players, eights in play',
      trump: 'D',
      hand: '8D 9S',
      trick: 'AS',
      players: '6',
      legal: ['9S'],
      illegal: { '8D': 'must follow suit' },
    },
  ])('$why', (c) => check('solokaarten', c));
});

describe('Zwikken (zwikken.md)', () => {
  test.each<Case>([
    { why: 'leading: anything', trump: 'S', hand: 'AS KH QD', legal: ['AS', 'KH', 'QD'] },
    { why: 'follow suit', trump: 'S', hand: 'KH KS', trick: 'AH', legal: ['KH'], illegal: { KS: 'must follow suit' } },
    {
      why: 'must trump when void',
      trump: 'S',
      hand: 'KS QD',
      trick: 'AH',
      legal: ['KS'],
      illegal: { QD: 'must trump' },
    },
    {
      why: 'must overtrump, no undertrumping',
      trump: 'S',
      hand: 'AS JS QD',
      trick: 'AH KS',
      legal: ['AS'],
      illegal: { JS: 'undertrumping KS is not allowed', QD: 'must trump (with AS)' },
    },
    // Seed 004: "Ondertroeven mag dan weer niet, tenzij het niet anders kan": with another card in hand you can do
    // otherwise, so it goes instead (as Manillen's and Klaverjassen's Amsterdams tables read the same words).
    {
      why: 'a trump you cannot beat: another card instead, no undertrumping',
      trump: 'S',
      hand: 'JS QD',
      trick: 'AH KS',
      legal: ['QD'],
      illegal: { JS: 'you cannot beat KS, and you may not undertrump while you hold another card' },
    },
    {
      why: 'undertrump when you cannot do otherwise: only lower trumps in hand',
      trump: 'S',
      hand: 'JS 10S',
      trick: 'AH KS',
      legal: ['JS', '10S'],
    },
    { why: 'void and no trump: anything', trump: 'S', hand: 'QD JC', trick: 'AH', legal: ['QD', 'JC'] },
    {
      why: 'trump led: follow with any trump',
      trump: 'S',
      hand: '10S AH',
      trick: 'AS',
      legal: ['10S'],
      illegal: { AH: 'trump was led' },
    },
  ])('$why', (c) => check('zwikken', c));
});

describe('Kleurenwiezen (follow suit, otherwise anything)', () => {
  test.each<Case>([
    {
      why: 'follow suit',
      trump: 'D',
      hand: '2H AS KH',
      trick: '5H',
      legal: ['2H', 'KH'],
      illegal: { AS: 'hearts were led and you hold 2H, KH' },
    },
    { why: 'void: trumping is never obligatory', trump: 'D', hand: 'AS 3D', trick: '5H', legal: ['AS', '3D'] },
    { why: 'no trump (miserie)', trump: 'none', hand: 'AS 3D', trick: '5H 6H', legal: ['AS', '3D'] },
  ])('$why', (c) => check('kleurenwiezen', c));
});

describe('play refusals', () => {
  test.each<[string, Partial<Case>, typeof RuleViolation | typeof UsageError, RegExp]>([
    ['belote', { trump: 'H', hand: '7H 2S' }, RuleViolation, /2S is not in the Belote deck/],
    ['belote', { trump: 'H', hand: '7H 7H' }, RuleViolation, /7H is given twice in the hand/],
    ['belote', { trump: 'H', hand: '7H KS', trick: 'KS' }, RuleViolation, /KS is given in the hand and in the trick/],
    ['belote', { trump: 'H', hand: '7H', trick: 'AS AS' }, RuleViolation, /twice in the trick/],
    ['belote', { trump: 'H', hand: '7H', trick: 'AS KS QS JS' }, RuleViolation, /it is complete/],
    ['belote', { trump: 'H', hand: '7H 8H 9H 10H JH QH KH AH 7S' }, RuleViolation, /at most 8 cards/],
    ['belote', { hand: '7H' }, UsageError, /--trump is missing/],
    ['belote', { trump: 'H' }, UsageError, /--hand is missing/],
    // Separators only: no card to judge, said as a slip (usage), not judged as an empty hand.
    ['belote', { trump: 'H', hand: ',' }, UsageError, /^--hand "," lists no card: list the cards in your hand, e\.g\./],
    // rikken.md: --called names the one called card; none, or two, is no question to judge.
    [
      'rikken',
      { trump: 'C', hand: 'AD 9D 4S', trick: '7D', called: '' },
      UsageError,
      /^--called takes one card, .*not ""/,
    ],
    [
      'rikken',
      { trump: 'C', hand: 'AD 9D 4S', trick: '7D', called: 'AD,AH' },
      UsageError,
      /not "AD,AH": e\.g\. --called AD/,
    ],
    ['belote', { trump: 'H', hand: '7H', potHolder: true }, UsageError, /--pot-holder is for Solokaarten only/],
    ['solokaarten', { trump: 'H', hand: '8S' }, RuleViolation, /8S is not in the Solokaarten deck/],
    ['solokaarten', { trump: 'H', hand: 'AS KS QS JS 10S 7S 9S' }, RuleViolation, /at most 6 cards with 4 players/],
    [
      'solokaarten',
      { trump: 'H', hand: 'AS KS QS JS 10S 7S', players: '6' },
      RuleViolation,
      /at most 5 cards with 6 players/,
    ],
    ['zwikken', { trump: 'S', hand: 'AS KS QS JS' }, RuleViolation, /at most 3 cards/],
    ['solokaarten', { trump: 'H', hand: 'AS', trickNo: '7' }, RuleViolation, /--trick-no/],
    // Trick 0 is no trick at all: a value not of the flag's kind, as "two" (rules notes, 2026-12-08).
    ['solokaarten', { trump: 'H', hand: 'AS', trickNo: '0' }, UsageError, /--trick-no/],
    ['solokaarten', { trump: 'H', hand: 'AS', trickNo: 'two' }, UsageError, /--trick-no/],
    // 5 tricks with six players
    ['solokaarten', { trump: 'H', hand: 'AS', trickNo: '6', players: '6' }, RuleViolation, /--trick-no/],
    // At trick 3 of six, two tricks took a card from every hand: at most 4 cards remain.
    [
      'solokaarten',
      { trump: 'H', hand: 'AS KS QS JS 10S', trickNo: '3' },
      RuleViolation,
      /At trick 3 a hand in Solokaarten holds at most 4 cards, not 5/,
    ],
    ['belote', { trump: 'H', hand: '7H 8H', trickNo: '8' }, RuleViolation, /at most 1 card, not 2/],
    [
      'zwikken',
      { trump: 'S', hand: 'AS', trick: 'KH QH JH', players: '3' },
      RuleViolation,
      /^The trick already holds 3 cards, one for each player: it is complete/,
    ],
    // A word that is no card is a value not of its kind (exit 2, rules notes 2026-12-08).
    ['kleurenwiezen', { trump: 'H', hand: 'AS', trick: 'KX' }, UsageError, /"KX" is not a card/],
  ])('%s %j is refused', (game, c, type, message) => {
    const run = () => judgePlay(refereeById(game), c as Case);
    expect(run).toThrow(type);
    expect(run).toThrow(message);
  });
});

describe('laws', () => {
  const GAMES = ['kleurenwiezen', 'belote', 'solokaarten', 'zwikken'];
  const positions = fc.constantFrom(...GAMES).chain((game) => {
    const ref = refereeById(game);
    const deck = ref.deck(4);
    return fc
      .record({
        trump: fc.constantFrom('S', 'H', 'D', 'C'),
        cards: fc.shuffledSubarray(deck, { minLength: 1, maxLength: ref.handSize(4) + 3 }),
        split: fc.integer({ min: 0, max: 3 }),
        potHolder: fc.boolean(),
      })
      .map(({ trump, cards, split, potHolder }) => {
        const t = Math.min(split, cards.length - 1);
        return {
          game,
          trump,
          trick: cards.slice(0, t),
          hand: cards.slice(t, t + ref.handSize(4)),
          potHolder: potHolder && game === 'solokaarten',
        };
      });
  });

  test('there is always a card you may play, and every card is either legal or has a reason', () => {
    fc.assert(
      fc.property(positions, ({ game, trump, trick, hand, potHolder }) => {
        // Random positions may give anyone the Oud: that is the oud-in-lamp=off variant (issue 26).
        const set = game === 'solokaarten' ? ['oud-in-lamp=off'] : [];
        const a = judgePlay(refereeById(game), {
          trump,
          hand: hand.map(code).join(','),
          trick: trick.map(code).join(','),
          potHolder,
          set,
        });
        expect(a.legal.length).toBeGreaterThan(0);
        expect(a.legal.length + a.illegal.length).toBe(hand.length);
      }),
      { numRuns: 300 },
    );
  });

  test('holding a card of the suit led, every legal card follows suit (all games)', () => {
    fc.assert(
      fc.property(positions, ({ game, trump, trick, hand }) => {
        if (trick.length === 0 || game === 'solokaarten') return; // Solokaarten suits differ (Oud, Bats): tested above
        const led = trick[0].suit;
        const a = judgePlay(refereeById(game), {
          trump,
          hand: hand.map(code).join(','),
          trick: trick.map(code).join(','),
        });
        if (hand.some((c) => c.suit === led)) for (const c of a.legal) expect(c.suit).toBe(led);
      }),
      { numRuns: 300 },
    );
  });

  test('Belote: ffb allows every card cardavia allows, and more only while the partner holds the trick', () => {
    const ref = refereeById('belote');
    // Who holds a trick, by belote.md: the highest trump (J 9 A 10 K Q 8 7), else the highest card of the suit
    // led (A 10 K Q J 9 8 7).
    const order = (trumps: boolean) => (trumps ? 'J9AXKQ87' : 'AXKQJ987');
    const rank = (c: { rank: string }, trumps: boolean) => 8 - order(trumps).indexOf(c.rank === '10' ? 'X' : c.rank);
    const holder = (trick: { rank: string; suit: string }[], trump: string): number => {
      const strength = (c: { rank: string; suit: string }) =>
        c.suit === trump ? 100 + rank(c, true) : c.suit === trick[0].suit ? rank(c, false) : 0;
      return trick.reduce((best, c, i) => (strength(c) > strength(trick[best]) ? i : best), 0);
    };
    fc.assert(
      fc.property(
        positions.filter((p) => p.game === 'belote'),
        ({ trump, trick, hand }) => {
          const q = { trump, hand: hand.map(code).join(','), trick: trick.map(code).join(',') };
          const card = judgePlay(ref, { ...q, rules: 'cardavia' }).legal.map(code);
          const ffb = judgePlay(ref, { ...q, rules: 'ffb' }).legal.map(code);
          expect(ffb).toEqual(expect.arrayContaining(card));
          if (ffb.length > card.length) {
            // Only a void hand's trump, with the partner (two places before) holding the trick.
            expect(trick.length).toBeGreaterThanOrEqual(2);
            expect(holder(trick, trump)).toBe(trick.length - 2);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  test('Solokaarten: from trick 2 on, every card may lead', () => {
    const ref = refereeById('solokaarten');
    fc.assert(
      fc.property(
        fc.constantFrom('S', 'H', 'D', 'C'),
        fc.shuffledSubarray(ref.deck(4), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 2, max: 6 }),
        (trump, hand, n) => {
          const left = Math.min(hand.length, 7 - n);
          const a = judgePlay(ref, {
            trump,
            hand: hand.slice(0, left).map(code).join(','),
            trickNo: String(n),
            set: ['oud-in-lamp=off'],
          });
          expect(a.illegal).toEqual([]);
        },
      ),
      { numRuns: 100 },
    );
  });
});

// Through the built bundle: the exit code, the whole line in English and Dutch, and nothing written.
const homes = tempHomes();
async function judged(args: string[]): Promise<[number, string]> {
  const home = homes();
  const before = snapshot(home);
  const r = await tafel(home, ['judge', 'play', ...args]);
  expect(snapshot(home)).toEqual(before);
  return [r.code, `${r.stdout}${r.stderr}`.trim()];
}

describe('Rikken troela (rikken.md): the mate holds one ace, the fourth, not of trump, and leads it', () => {
  const TROELA = ['rikken', '--trump', 'C', '--troela-lead'];
  const TRUMP_ACE = [
    'In troela the mate names trump, never the suit of his ace: he cannot lead AC with clubs trump; check --trump.',
    'Bij troela kiest de maat de troef, nooit de kleur van zijn aas: hij kan niet met AC uitkomen als klaveren ' +
      'troef is; kijk --trump na.',
  ];
  test.each([
    // The same deal typed as the led ace or as the mate's hand: the same refusal (until 2026-12-06 the hand passed).
    [['--trick', 'AC', '--hand', '2D 3D'], TRUMP_ACE],
    [['--hand', 'AC 2D'], TRUMP_ACE],
    [
      ['--hand', 'AD AH 3D'],
      [
        'A troela mate holds one ace, the fourth (the other three make the troela), not AD, AH: check --hand.',
        'De maat bij troela heeft één aas, de vierde (de andere drie maken de troela), niet AD, AH: kijk --hand na.',
      ],
    ],
    [
      ['--hand', '2D 3D'],
      [
        'A troela mate holds the fourth ace, and --hand holds no ace: add his ace to --hand.',
        'De maat bij troela heeft de vierde aas, en --hand noemt geen aas: voeg zijn aas toe aan --hand.',
      ],
    ],
  ])('%j is refused (exit 1)', async (args, [en, nl]) => {
    expect(await judged([...TROELA, ...args])).toEqual([1, `tafel: ${en}`]);
    expect(await judged([...TROELA, ...args, '--lang', 'nl'])).toEqual([1, `tafel: ${nl}`]);
  });

  test('his one ace of another suit leads; nothing else does', async () => {
    expect(await judged([...TROELA, '--hand', 'AD 3D'])).toEqual([
      0,
      'You may play AD.\nNot 3D: the troela mate leads his ace to the first trick.',
    ]);
  });
});

// The review of 2026-12-06: each answer says what is wrong in words that hold for the question asked.
describe('refusals and reasons in plain words, in English and Dutch', () => {
  // A Dutch suit letter: the suits are S H D C in both languages. A word that is no card is a value not of its kind, a
  // usage error as `--trump purple` is (exit 2; exit 1 until 2026-12-08).
  test('a Dutch suit letter is no card (exit 2)', async () => {
    const args = ['belote', '--trump', 'H', '--hand', 'AR'];
    expect(await judged(args)).toEqual([
      2,
      'tafel: "AR" is not a card: write rank then suit, e.g. JH, 10♥, TH or BH (Dutch boer), with the suits S H D C ' +
        '(ruiten D, klaveren C).',
    ]);
    expect(await judged([...args, '--lang', 'nl'])).toEqual([
      2,
      'tafel: "AR" is geen kaart: schrijf rang en dan kleur, bv. JH, 10♥, TH of BH (boer), met de kleuren S H D C ' +
        '(ruiten D, klaveren C).',
    ]);
  });

  test.each([
    // More cards than players is too many, not a complete trick.
    [
      ['belote', '--trump', 'H', '--hand', 'AS', '--trick', 'AS,KS,QS,JS,10S'],
      'A trick has one card per player, so at most 4 here, not 5.',
      'Een slag heeft één kaart per speler, hier dus hoogstens 4, niet 5.',
    ],
    [
      ['belote', '--trump', 'H', '--hand', '7H', '--trick', 'AS,KS,QS,JS'],
      'The trick already holds 4 cards, one for each player: it is complete, and nobody plays to it any more.',
      'De slag heeft al 4 kaarten, één voor elke speler: hij is af, en niemand speelt er nog bij.',
    ],
    // The table size only where a hand's size depends on it.
    [
      ['toepen', '--hand', '7H,8H,9H,10H,JH'],
      'A hand in Toepen holds at most 4 cards, not 5.',
      'Een hand in Toepen heeft hoogstens 4 kaarten, niet 5.',
    ],
    [
      ['zwikken', '--trump', 'H', '--hand', '10H,JH,QH,KH'],
      'A hand in Zwikken holds at most 3 cards, not 4.',
      'Een hand in Zwikken heeft hoogstens 3 kaarten, niet 4.',
    ],
    [
      ['solokaarten', '--trump', 'H', '--hand', 'AS,KS,QS,JS,10S,7S', '--player-count', '6'],
      'A hand in Solokaarten holds at most 5 cards with 6 players, not 6.',
      'Een hand in Solokaarten heeft hoogstens 5 kaarten met 6 spelers, niet 6.',
    ],
  ])('%j is refused (exit 1)', async (args, en, nl) => {
    expect(await judged(args)).toEqual([1, `tafel: ${en}`]);
    expect(await judged([...args, '--lang', 'nl'])).toEqual([1, `tafel: ${nl}`]);
  });

  test.each([
    // Klaverjassen: an opponent led trump and no partner card lies in the trick: no word of the partner.
    [
      ['klaverjassen', '--trump', 'H', '--hand', '7H,JH,AS', '--trick', '9H'],
      'Not 7H: trump was led: you must beat 9H when you can, and you can with JH.',
      'Niet 7H: er werd troef gevraagd: je moet 9H overtroeven als je kunt, en dat kan met BH.',
    ],
    [
      ['klaverjassen', '--trump', 'H', '--hand', '7H,JH,AS', '--trick', '9H,KS'],
      'Not 7H: trump was led: you must beat 9H when you can, also over your partner, and you can with JH.',
      'Niet 7H: er werd troef gevraagd: je moet 9H overtroeven als je kunt, ook over je maat, en dat kan met BH.',
    ],
    // Undertrumping in Dutch without "ondertroeven onder".
    [
      ['zwikken', '--trump', 'H', '--hand', 'AH,JH', '--trick', 'AS,KH'],
      'Not JH: undertrumping KH is not allowed: you can overtrump with AH.',
      'Niet BH: lager troeven dan HH (ondertroeven) mag niet: je kunt overtroeven met AH.',
    ],
    [
      ['solokaarten', '--trump', 'D', '--hand', '10D,AS', '--trick', 'KH,AD'],
      'Not 10D: undertrumping AD is not allowed while you can play something else: AS.',
      'Niet 10D: lager troeven dan AD (ondertroeven) mag niet zolang je iets anders kunt spelen: AS.',
    ],
  ])('%j: the reason (exit 0)', async (args, en, nl) => {
    expect((await judged(args))[1].split('\n')[1]).toBe(en);
    expect((await judged([...args, '--lang', 'nl']))[1].split('\n')[1]).toBe(nl);
  });
});

// Until 2026-12-06 the help said "de eerste gekomen", "mag troef komen", "het spel kaarten hangt af van hoeveel".
test("judge's Dutch help says it as a player does", async () => {
  const help = async (cmd: string) => {
    const r = await tafel(homes(), ['judge', cmd, '--help', '--lang', 'nl']);
    return r.stdout.replace(/\s+/g, ' ');
  };
  const trick = await help('trick');
  expect(trick).toContain('wie de slag wint (de kaarten in speelvolgorde, de uitgekomen kaart eerst) en waarom');
  const play = await help('play');
  for (const words of [
    '--trick <kaarten> de kaarten die al in de slag liggen, de uitgekomen kaart eerst',
    'Solokaarten: jij hebt de pot (dan mag je met troef uitkomen)',
    'Solokaarten: vanaf slag 2 mag je met elke kaart uitkomen',
    '(Solokaarten 4-6: welke kaarten meedoen, hangt af van het aantal spelers; Zwikken 2-6)',
  ])
    expect(play).toContain(words);
  expect(`${trick} ${play}`).not.toMatch(/de eerste gekomen|troef komen|alles komen|hangt af van hoeveel/);
});
