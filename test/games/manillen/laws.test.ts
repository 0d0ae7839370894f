import { describe, expect, test, afterAll } from '@jest/globals';
import fc from 'fast-check';
import { gameById } from '../../../src/games/index.js';
import { configOf, replay, type SheetData } from '../../../src/sheet/sheet.js';
import { checkStoredDeal } from '../../../src/sheet/stored.js';
import { makeSheet } from '../../helpers/sheet.js';
import { argsOf, called, NO_TRUMP, type Called } from './arbitrary.js';
import { code } from '../../../src/core/cards.js';
import { RuleViolation, UsageError } from '../../../src/core/errors.js';
import type { RecordArgs } from '../../../src/core/game.js';
import { readManillenLine } from '../../../src/games/manillen/line.js';
import { manillenReferee as ref } from '../../../src/games/manillen/referee.js';
import { askDeal } from '../../../src/play/deal.js';
import { flowFor } from '../../../src/play/flows/index.js';
import { judgePlay, judgeRank, judgeTrick } from '../../../src/referee/judge.js';
import { ENTER, ESC, Scripted, type Answer, dealCtx } from '../../play/scripted.js';
import fs from 'node:fs';
import { tafel, tafelJson, tempHome } from '../../helpers/cli.js';
import { InTerminal } from '../../play/terminal.js';

const game = gameById('manillen');
const FOUR = ['Ann', 'Bert', 'Cis', 'Dirk'];

const house = fc.record(
  {
    // Small targets too, so that a total lands exactly on one.
    target: fc.oneof(
      fc.constantFrom('101', '61', '121', '151', 'none'),
      fc.integer({ min: 1, max: 12 }).map(String),
      fc.integer({ min: 1, max: 1000 }).map(String),
    ),
    'max-multiplier': fc.constantFrom('none', '8', '4', '2'),
    sweep: fc.constantFrom('30', '60'),
    blind: fc.constantFrom('on', 'off'),
    deals: fc.oneof(fc.constant('none'), fc.integer({ min: 1, max: 30 }).map(String)),
  },
  { requiredKeys: [] },
);

/** An evening: deals recorded as record does, each with the dealer the sheet has reached, until the boom. */
const evening = fc
  .tuple(fc.nat(3), house, fc.array(called, { minLength: 1, maxLength: 16 }))
  .map(([first, set, calls]) => {
    const sheet: SheetData = makeSheet('manillen', FOUR, { set, firstDealer: first });
    const config = configOf(game, sheet);
    const made: Called[] = [];
    for (const c of calls) {
      const v = replay(game, sheet);
      if (v.finished) break;
      sheet.deals.push(game.parseDeal(argsOf(c, FOUR, set.blind === 'on'), config, { dealer: v.nextDealer }));
      made.push(c);
    }
    return { sheet, calls: made };
  });

/** The seats of a player's team: partners sit opposite (1 + 3, 2 + 4). */
const sameTeam = (a: number, b: number): boolean => a % 2 === b % 2;

describe('Manillen laws', () => {
  test("the two teams' card points sum to 60: naming one team's n is naming the other team's 60 − n", () => {
    fc.assert(
      fc.property(called, fc.nat(3), fc.nat(3), fc.nat(3), (c, dealerSeat, a, b) => {
        const config = configOf(game, makeSheet('manillen', FOUR, { set: { blind: 'on' } }));
        const at = { dealer: FOUR[dealerSeat] };
        const scores = (told: { named?: number; points: number }, seat = dealerSeat) =>
          game.scoreDeal(null, game.parseDeal(argsOf(c, FOUR, true, told), config, at), config, {
            number: 1,
            dealer: seat,
          }).scores;
        const one = scores({ named: a, points: c.points });
        // The same deal told by a player of either team, or by the dealer's team's number.
        expect(scores({ named: b, points: sameTeam(a, b) ? c.points : 60 - c.points })).toEqual(one);
        expect(scores({ points: sameTeam(a, dealerSeat) ? c.points : 60 - c.points })).toEqual(one);
        // A team's points named stay that team's, whoever deals (a dealer corrected afterwards).
        for (const seat of [0, 1, 2, 3]) expect(scores({ named: a, points: c.points }, seat)).toEqual(one);
      }),
      { numRuns: 150 },
    );
  });

  test('at most one team scores: the one with more than 30, (points over 30) × the doublings, partners alike', () => {
    fc.assert(
      fc.property(evening, ({ sheet, calls }) => {
        const set = { blind: 'off', 'max-multiplier': 'none', sweep: '30', ...sheet.set };
        const view = replay(game, sheet);
        for (const [i, d] of view.deals.entries()) {
          const c = calls[i];
          const dealer = FOUR.indexOf(d.dealer);
          // The dealer's team's card points, from the call as typed.
          const p = c.named === undefined || sameTeam(c.named, dealer) ? c.points : 60 - c.points;
          // The rule: no trump doubles (blind: four times), mee doubles, tegen doubles again; a cap caps it.
          const noTrump = NO_TRUMP.includes(c.trump);
          let m = (noTrump ? (c.blind && set.blind === 'on' ? 4 : 2) : 1) * (c.mee ? 2 : 1) * (c.tegen ? 2 : 1);
          if (set['max-multiplier'] !== 'none') m = Math.min(m, Number(set['max-multiplier']));
          const own = Math.max(p, 60 - p);
          const base = own === 60 && set.sweep === '60' ? 60 : own - 30;
          const scoring = p === 30 ? [] : FOUR.filter((_, s) => sameTeam(s, dealer) === p > 30);
          for (const name of FOUR) expect(d.scores[name]).toBe(scoring.includes(name) ? base * m : 0);
          const scorers = FOUR.filter((name) => d.scores[name] !== 0);
          expect(scorers.length === 0 || scorers.length === 2).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });

  test('the boom: a sheet is finished exactly when a team has reached the target (or the deal limit is played)', () => {
    fc.assert(
      fc.property(evening, ({ sheet }) => {
        const target = sheet.set.target ?? '101';
        const limit = sheet.set.deals === undefined || sheet.set.deals === 'none' ? Infinity : +sheet.set.deals;
        for (let n = 1; n <= sheet.deals.length; n++) {
          const view = replay(game, { ...sheet, deals: sheet.deals.slice(0, n) });
          const [a, b] = [view.totals.Ann, view.totals.Bert];
          const reached = target !== 'none' && Math.max(a, b) >= Number(target);
          // Only one team scores in a deal, so the team that reaches it is ahead.
          expect(view.finished).toBe(reached || n >= limit);
          if (reached) expect(view.winner).toEqual(a > b ? ['Ann', 'Cis'] : ['Bert', 'Dirk']);
        }
      }),
      { numRuns: 100 },
    );
  });

  test('replay of the stored file equals the view; every stored deal reads back as itself', () => {
    fc.assert(
      fc.property(evening, ({ sheet }) => {
        const view = replay(game, sheet);
        const stored = JSON.parse(JSON.stringify(sheet)) as SheetData;
        expect(replay(game, stored)).toEqual(view);
        const config = configOf(game, stored);
        for (const [i, input] of stored.deals.entries())
          expect(checkStoredDeal(game, input, config, i + 1)).toBeUndefined();
      }),
      { numRuns: 60 },
    );
  });
});

// spec/manillen.md §6 (the referee) and §7 (table mode and the one-line form), worked by hand.

const trick = (cards: string, trump: string, set: string[] = []) => judgeTrick(ref, { cards, trump, set }).answer;
const play = (hand: string, trickCards: string | undefined, trump: string, set: string[] = []) => {
  const a = judgePlay(ref, { hand, trick: trickCards, trump, set });
  return {
    legal: a.legal.map(code),
    illegal: Object.fromEntries(a.illegal.map((x) => [code(x.card), x.reason.en])),
  };
};

describe('judge trick: the highest trump, else the highest of the suit led, 10 A K Q J 9 8 7', () => {
  test('§6: --trump S AH 10H 7S KH: card 3, 7S, the only trump', () => {
    const a = trick('AH 10H 7S KH', 'S');
    expect(a.winner).toBe(2);
    expect(a.reason.en).toBe('hearts were led and the seven of spades is the only trump in the trick');
  });

  test('§6: --trump none AH 10H KS: card 2, 10H', () => {
    const a = trick('AH 10H KS', 'none');
    expect(a.winner).toBe(1);
    expect(a.reason.en).toContain('Manillen order 10 A K Q J 9 8 7');
  });

  test.each([
    ['KH 10H AH QH', 'S', 2], // the 10 (manille) above the ace
    ['9C JC 8C 7C', 'H', 2], // jack above 9
    ['10S 7H AS 8H', 'H', 4], // two trumps: 8H above 7H
    ['QD 10S AS KD', 'H', 4], // a discard of spades never wins: the king of diamonds
  ])('%s, trump %s: card %i', (cards, trump, n) => expect(trick(cards, trump).winner).toBe(n - 1));
});

describe('judge play: follow suit; void: trump, overtrump, no undertrumping; partner holds: any card', () => {
  test('§6: trump H, trick KS (an opponent), hand 7H 9D QC: only 7H', () => {
    expect(play('7H 9D QC', 'KS', 'H')).toEqual({
      legal: ['7H'],
      illegal: { '9D': 'you have no spades: trump (with 7H)', QC: 'you have no spades: trump (with 7H)' },
    });
  });

  test('§6: trump H, trick KS 9H (partner led, an opponent trumped), hand 7H AH 9D: only AH', () => {
    expect(play('7H AH 9D', 'KS 9H', 'H')).toEqual({
      legal: ['AH'],
      illegal: {
        '7H': 'you may not undertrump while you hold a higher trump: AH',
        '9D': 'you have no spades and 9H trumps the trick: overtrump it (with AH)',
      },
    });
  });

  test('only lower trumps and another card: the other card, never an undertrump', () => {
    expect(play('7H 9D', 'KS QH', 'H')).toEqual({
      legal: ['9D'],
      illegal: { '7H': 'you cannot beat QH, and you may not undertrump while you hold another card' },
    });
    // Nothing but lower trumps: no other choice, so they may go.
    expect(play('7H 8H', 'KS QH', 'H').legal).toEqual(['7H', '8H']);
  });

  test('follow suit with any card of it, no duty to go higher; trump led: any trump', () => {
    expect(play('7S 10S AH', 'KS', 'H')).toEqual({
      legal: ['7S', '10S'],
      illegal: { AH: expect.stringContaining('you must follow suit: spades were led') },
    });
    expect(play('7H 10H AS', 'KH QH', 'H').legal).toEqual(['7H', '10H']);
  });

  test('the partner holds the trick: any card (a decision), a lower trump too', () => {
    // Seat 1 led KS and holds it; seat 2 discarded; seat 3 is his partner.
    expect(play('7H 9D', 'KS 8D', 'H')).toEqual({ legal: ['7H', '9D'], illegal: {} });
    // Partner trumped with QH, the opponent after him did not overtrump: any card, 7H under it too.
    expect(play('7H AH 9D', 'KS QH 8S', 'H').legal).toEqual(['7H', 'AH', '9D']);
  });

  test('no trump, trump-duty=off, or no trump in hand: any card when void', () => {
    expect(play('7H 9D QC', 'KS', 'none').legal).toEqual(['7H', '9D', 'QC']);
    expect(play('7H 9D QC', 'KS', 'H', ['trump-duty=off']).legal).toEqual(['7H', '9D', 'QC']);
    expect(play('9D QC', 'KS', 'H').legal).toEqual(['9D', 'QC']);
  });

  test('judge rank is a usage error; a card that is not in the 32 is refused', () => {
    expect(() => judgeRank(ref, 'a', 'b', 'standaard')).toThrow(UsageError);
    expect(() => judgeRank(ref, 'a', 'b', 'standaard')).toThrow('Manillen has no bids to rank');
    expect(() => play('6H 9D', 'KS', 'H')).toThrow(RuleViolation);
    expect(() => play('7H', 'KS', 'H', ['target=61'])).toThrow(
      '--set target changes nothing judge play answers in Manillen; the options it reads are trump-duty.',
    );
  });
});

describe('§7 the one-line form: [<player>] <points> <trump> [mee] [tegen] [blind]', () => {
  test.each([
    ['38 harten', { trump: 'harten', points: '38' }],
    ['bert 36 zonder mee', { trump: 'none', points: 'bert=36', mee: true }],
    ['45 S mee tegen', { trump: 'S', points: '45', mee: true, tegen: true }],
    ['cis 30 ♥ klop tegenklop', { trump: '♥', points: 'cis=30', mee: true, tegen: true }],
    ['none 40 blind', { trump: 'none', points: '40', blind: true }],
  ])('%s', (line, flags) => {
    expect(readManillenLine(line.split(' '))).toEqual({ words: [], flags });
  });

  test.each([['bert'], ['38 harten 22'], ['38 harten capot'], ['ann bert 38 h']])(
    '%s does not read as a deal',
    (line) => expect(readManillenLine(line.split(' '))).toBeUndefined(),
  );

  // Until 2026-12-07 not read: the points or the trump alone are read, for record to name the other as missing.
  test.each([
    ['bert 38', { points: 'bert=38' }],
    ['harten', { trump: 'harten' }],
  ])('%s is read as far as it goes', (line, flags) => {
    expect(readManillenLine(line.split(' '))).toEqual({ words: [], flags });
  });
});

async function enter(sheet: SheetData, answers: Answer[], lang: 'en' | 'nl' = 'en', start?: RecordArgs) {
  const p = new Scripted(answers);
  const r = await askDeal(p, flowFor('manillen')!, dealCtx(sheet, { lang }), start);
  expect(p.left).toBe(0);
  if (!('done' in r)) throw new Error(`expected a deal, got action ${r.action}`);
  return { ...r.done, p };
}

describe('§7 table mode: trump, mee, tegen (after a mee), the points, the score before saving', () => {
  const sheet = makeSheet('manillen', FOUR);

  test('deal 4 of §10.1 asked question by question, the score shown before it is saved', async () => {
    const dirk = makeSheet('manillen', FOUR, { firstDealer: 3 });
    const r = await enter(dirk, ['schoppen', true, true, 45, true]);
    expect(r.p.asked.map((q) => q.message)).toEqual([
      'Deal by Dirk (Bert + Dirk against Ann + Cis): which trump? (or the whole deal: bert 38 hearts)',
      'Did Ann + Cis go along (mee: the points count double)?',
      'Did Bert + Dirk go against (tegen: double again)?',
      "Card points of Bert + Dirk, the dealer's team? (0..60; the other team has the rest)",
      'Bert + Dirk score 15 × 4 = 60. Save?',
    ]);
    expect(r.input).toEqual({ contract: 'troef', trump: 'S', points: 45, side: 'dealer', mee: true, tegen: true });
  });

  test('no mee: tegen is not asked; 30 - 30 says nobody scores; "no" asks the points again', async () => {
    const r = await enter(sheet, ['zonder', false, 30, false, 27, ENTER]);
    const messages = r.p.asked.map((q) => q.message);
    expect(messages).not.toContain('Did Ann + Cis go against (tegen: double again)?');
    expect(messages).toContain('30 - 30: nobody scores (×2). Save?');
    // Ann's team 27: Bert + Dirk have 33, 3 × 2.
    expect(messages[messages.length - 1]).toBe('Bert + Dirk score 3 × 2 = 6. Save?');
    expect(r.input).toMatchObject({ trump: 'none', points: 27, mee: false, tegen: false });
  });

  test('blind is asked only for zonder under blind=on; Esc goes back a question', async () => {
    const blind = makeSheet('manillen', FOUR, { set: { blind: 'on' } });
    const r = await enter(blind, ['zonder', true, false, ESC, true, true, 40, ENTER]);
    expect(r.p.asked.map((q) => q.message)).toEqual([
      'Deal by Ann (Ann + Cis against Bert + Dirk): which trump? (or the whole deal: bert 38 hearts)',
      'Was no trump called blind, before Ann looked at his cards (×4)?',
      'Did Bert + Dirk go along (mee: the points count double)?',
      "Card points of Ann + Cis, the dealer's team? (0..60; the other team has the rest)",
      'Did Bert + Dirk go along (mee: the points count double)?',
      'Did Ann + Cis go against (tegen: double again)?',
      "Card points of Ann + Cis, the dealer's team? (0..60; the other team has the rest)",
      'Ann + Cis score 10 × 16 = 160. Save?',
    ]);
    expect(r.input).toMatchObject({ blind: true, mee: true, tegen: true });
    const suit = await enter(blind, ['harten', false, 38, ENTER]);
    expect(suit.p.asked.some((q) => q.message.startsWith('Was no trump called blind'))).toBe(false);
  });

  test('a whole deal on one line, confirmed with its description', async () => {
    const r = await enter(sheet, ['bert 36 zonder mee', ENTER]);
    expect(r.p.asked[1].message).toContain('no trump Bert + Dirk 36 - 24, mee ×4');
    expect(r.input).toEqual({
      contract: 'zonder',
      trump: 'none',
      points: 36,
      side: 'team',
      team: ['Bert', 'Dirk'],
      mee: true,
      tegen: false,
    });
  });

  test("a deal of Bert's team's 40 edited: the card points asked are the dealer's team's, 20", async () => {
    const editing = game.parseDeal({ words: [], flags: { trump: 'H', points: 'Bert=40' } }, configOf(game, sheet));
    const p = new Scripted([ENTER, ENTER, ENTER, ENTER]);
    const r = await askDeal(p, flowFor('manillen')!, dealCtx(sheet, { editing }));
    expect(p.asked[2]).toMatchObject({ message: expect.stringContaining('Card points of Ann + Cis'), default: 20 });
    expect('done' in r && r.done.input).toMatchObject({ points: 20, side: 'dealer' });
  });

  test('in Dutch', async () => {
    const r = await enter(sheet, ['harten', true, false, 38, ENTER], 'nl');
    expect(r.p.asked.map((q) => q.message)).toEqual([
      'Gift van Ann (Ann + Cis tegen Bert + Dirk): welke troef? (of de hele gift: bert 38 harten)',
      'Gingen Bert + Dirk mee (kloppen: de punten tellen dubbel)?',
      'Klopten Ann + Cis tegen (nog eens dubbel)?',
      'Kaartpunten van Ann + Cis, de ploeg van de gever? (0..60; de andere ploeg heeft de rest)',
      'Ann + Cis krijgen 8 × 2 = 16. Bewaren?',
    ]);
  });
});

// The boom of spec/manillen.md §10.1 through table mode in a terminal of 60x24 (in process), one run: deals asked
// question by question (trump, mee, tegen, the points, the score before saving) and deals typed on one line, in
// the short form (`ann 33 zonder`) and as record's flags. The totals worked by hand: 14 against 102.
const home = tempHome();
let t: InTerminal | undefined;
afterAll(() => {
  t?.kill();
  fs.rmSync(home, { recursive: true, force: true });
});

/** A yes/no question answered; the answer is typed, then Enter. */
async function answer(term: InTerminal, question: RegExp, yes: boolean): Promise<void> {
  await term.waitFor(question);
  term.send(yes ? 'y' : 'n');
  term.send('\r');
}

/** A deal typed on one line at the trump question, then its description confirmed. */
async function line(term: InTerminal, text: string, described: string): Promise<void> {
  term.send(text);
  await term.waitFor(/❯ ⏎ the whole deal: /);
  term.send('\r');
  // A long description wraps at 60 columns: any space may be a line break.
  const said = described.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll(' ', '\\s+');
  await term.waitFor(new RegExp(`Save: ${said}\\?\\s+\\(Y/n\\)`));
  term.send('\r');
}

describe('Manillen table mode in a terminal (in process)', () => {
  test('a boom to 101: questions, one-line deals, the score before saving, the finished sheet', async () => {
    expect((await tafel(home, ['new', 'manillen', '--players', 'Ann,Bert,Cis,Dirk'])).code).toBe(0);
    t = new InTerminal(home, ['play'], {}, { columns: 60, rows: 24 });

    // Deal 1, Ann: hearts, no mee, 38: Ann + Cis 8.
    await t.waitFor(/Deal by Ann \(Ann \+ Cis against Bert \+ Dirk\): which\s+trump\?/);
    await t.pick('harten', '♥ hearts');
    await answer(t, /Did Bert \+ Dirk go along \(mee: the points count double\)\?/, false);
    await t.waitFor(/Card points of Ann \+ Cis, the dealer's team\?/);
    t.send('38\r');
    await t.waitFor(/Ann \+ Cis score 8\. Save\? \(Y\/n\)/);
    t.send('\r');
    await t.waitFor(/Deal 1: ♥ 38 - 22/);

    // Deal 2, Bert: Ann's team 33 without trump, on one line: 3 × 2.
    await t.waitFor(/Deal by Bert \(Bert \+ Dirk against Ann \+ Cis\): which\s+trump\?/);
    await line(t, 'ann 33 zonder', 'no trump Ann + Cis 33 - 27, ×2: Ann + Cis score 6');
    await t.waitFor(/Deal 2: no trump Ann \+ Cis 33 - 27, ×2/);

    // Deal 3, Cis: clubs, mee, no tegen, 24: Bert + Dirk 6 × 2.
    await t.waitFor(/Deal by Cis .*which\s+trump\?/);
    await t.pick('klaveren', '♣ clubs');
    await answer(t, /Did Bert \+ Dirk go along/, true);
    await answer(t, /Did Ann \+ Cis go against \(tegen: double again\)\?/, false);
    await t.waitFor(/Card points of Ann \+ Cis, the dealer's team\?/);
    t.send('24\r');
    await t.waitFor(/Bert \+ Dirk score 6 × 2 = 12\. Save\?/);
    t.send('\r');
    await t.waitFor(/Deal 3: ♣ 24 - 36, mee ×2/);

    // Deal 4, Dirk: record's own flags on one line: 15 × 4.
    await t.waitFor(/Deal by Dirk .*which\s+trump\?/);
    await line(t, '--trump S --points 45 --mee --tegen', '♠ 45 - 15, mee tegen ×4: Bert + Dirk score 60');
    await t.waitFor(/Deal 4: ♠ 45 - 15, mee tegen ×4/);

    // Deal 5, Ann: zonder, mee, tegen, first 35 by mistake: "no" asks the points again, then 30 - 30.
    await t.waitFor(/Deal by Ann .*which\s+trump\?/);
    await t.pick('zonder', 'zonder');
    await answer(t, /Did Bert \+ Dirk go along/, true);
    await answer(t, /Did Ann \+ Cis go against/, true);
    await t.waitFor(/Card points of Ann \+ Cis, the dealer's team\?/);
    t.send('35\r');
    await t.waitFor(/Ann \+ Cis score 5 × 8 = 40\. Save\?/);
    t.send('n\r');
    await t.waitFor(/Card points of Ann \+ Cis, the dealer's team\? [^\n]*\n?[^\n]*35/);
    t.send('\x7f\x7f30\r');
    await t.waitFor(/30 - 30: nobody scores \(×8\)\. Save\?/);
    t.send('\r');
    await t.waitFor(/Deal 5: no trump 30 - 30, mee tegen ×8/);

    // Deal 6, Bert: all 60 for his team in diamonds: the boom is over.
    await t.waitFor(/Deal by Bert .*which\s+trump\?/);
    await line(t, '60 ruiten', '♦ 60 - 0: Bert + Dirk score 30');
    await t.waitFor(/Winner: Bert \+ Dirk/);
    await t.waitFor(/The game is over\. What now\?/);
    t.send('q');
    await t.waitFor(/❯ quit: stop here/);
    t.send('\r');
    expect(await t.exit).toBe(0);
    expect(t.screen).toContain('6 deals, 6 recorded this time.');

    const v = await tafelJson(home, ['sheet']);
    expect(v.deals.map((d: { scores: Record<string, number> }) => [d.scores.Ann, d.scores.Bert])).toEqual([
      [8, 0],
      [6, 0],
      [0, 12],
      [0, 60],
      [0, 0],
      [0, 30],
    ]);
    expect([v.totals, v.finished, v.winner]).toEqual([
      { Ann: 14, Bert: 102, Cis: 14, Dirk: 102 },
      true,
      ['Bert', 'Dirk'],
    ]);
  }, 180000);
});
