import { describe, expect, test } from '@jest/globals';
import { TafelError } from '../../src/core/errors.js';
import type { Pick } from '../../src/core/flow.js';
import type { RecordArgs } from '../../src/core/game.js';
import { GAMES, gameById } from '../../src/games/index.js';
import { askDeal } from '../../src/play/deal.js';
import { flowFor } from '../../src/play/flows/index.js';
import { filterChoices } from '../../src/play/inquirer.js';
import { configOf, replay, type SheetData } from '../../src/sheet/sheet.js';
import { args, makeSheet, record } from '../helpers/sheet.js';
import { same, type Choice, type Prompter } from '../../src/play/prompter.js';
import { ENTER, ESC, Scripted, type Answer, dealCtx } from './scripted.js';

const P4 = ['Ann', 'Bert', 'Cis', 'Dirk'];

/** Answers one deal's questions from a script; every scripted answer must be used. */
async function enter(sheet: SheetData, answers: Answer[], start?: RecordArgs, mode: 'all' | 'missing' = 'all') {
  const p = new Scripted(answers);
  const r = await askDeal(p, flowFor(sheet.game)!, dealCtx(sheet), start, mode);
  expect(p.left).toBe(0);
  if (!('done' in r)) throw new Error(`expected a deal, got action ${r.action}`);
  return { ...r.done, p };
}

/** The scores a deal would add, per player: the same replay the sheet uses. */
function scoresOf(sheet: SheetData, a: RecordArgs): Record<string, number> {
  const g = gameById(sheet.game);
  const next = { ...sheet, deals: [...sheet.deals, g.parseDeal(a, configOf(g, sheet))] };
  const v = replay(g, next);
  return v.deals[v.deals.length - 1].scores;
}

describe('every registered game has questions', () => {
  test('flowFor knows each game of the registry', async () => {
    const { GAMES } = await import('../../src/games/index.js');
    for (const g of GAMES) expect(flowFor(g.id)).toBeDefined();
  });
});

/** Stops a walk that is asked the same refused question for ever. */
class Walked extends Error {}

/**
 * A player who takes what Enter offers (the default, else the first answer; a list of ticks: the first two players),
 * but for the first question, where `first` picks its answer; every text it is shown is kept.
 */
class Enterer implements Prompter {
  readonly texts: string[] = [];
  /** The first question's answers, as offered. */
  offered: Choice<unknown>[] = [];
  private count = 0;
  constructor(private readonly first = 0) {}
  private asked(message: string, choices: Choice<unknown>[] = []): boolean {
    if (++this.count > 25) throw new Walked();
    if (this.count === 1) this.offered = choices;
    this.texts.push(message, ...choices.flatMap((c) => [c.name, c.description ?? '']));
    return this.count === 1;
  }
  async select<T>(q: { message: string; choices: Choice<T>[]; default?: T }): Promise<T> {
    if (this.asked(q.message, q.choices)) return q.choices[this.first].value;
    return (q.choices.find((c) => q.default !== undefined && same(c.value, q.default)) ?? q.choices[0]).value;
  }
  async search<T>(q: {
    message: string;
    choices: Choice<T>[];
    default?: T;
    typed?: (term: string) => Choice<T> | undefined;
  }): Promise<T> {
    if (q.choices.length > 0) return this.select(q);
    // A question with no list (Jokeren's entry of a player): a number typed, its answer as offered.
    this.asked(q.message);
    const typed = q.typed?.('12');
    if (typed === undefined) throw new Walked();
    this.texts.push(typed.name);
    return typed.value;
  }
  async checkbox<T>(q: { message: string; choices: Choice<T>[]; checked?: T[] }): Promise<T[]> {
    const first = this.asked(q.message, q.choices);
    if (first) return [q.choices[this.first].value];
    return q.checked !== undefined && q.checked.length > 0 ? q.checked : q.choices.slice(0, 2).map((c) => c.value);
  }
  async input(q: { message: string; default?: string; term?: string }): Promise<string> {
    this.asked(q.message);
    return q.term ?? q.default ?? '';
  }
  async number(q: { message: string; default?: number; min: number }): Promise<number> {
    this.asked(q.message);
    return q.default ?? q.min;
  }
  async confirm(q: { message: string; default?: boolean }): Promise<boolean> {
    this.asked(q.message);
    return q.default ?? true;
  }
  say(text: string): void {
    this.texts.push(text);
  }
}

/**
 * Every game's questions under each of its rule sets, in both languages: table mode from each answer of its first
 * question, and `record` on a terminal from each contract's words without their level (`record alleen`, `record
 * samen`), each question answered as Enter would. No question, answer or line said shows a value that is not there
 * (until 2026-12-07 Rikken's `record alleen` asked "Who bid undefined alleen?").
 */
describe('no question of any game says "undefined"', () => {
  const cases = GAMES.flatMap((g) =>
    g.ruleSets.flatMap((rs) => (['en', 'nl'] as const).map((lang) => [g.id, rs.id, lang] as const)),
  );
  test.each(cases)('%s (%s, %s)', async (game, rules, lang) => {
    const g = gameById(game);
    const players = ['Ann', 'Bert', 'Cis', 'Dirk', 'Eva', 'Fien'].slice(0, Math.max(g.players.min, 4));
    const sheet = makeSheet(game, players, { rules, ...(g.unit === 'money' ? { stakeCents: 10 } : {}) });
    const walk = async (p: Enterer, start?: RecordArgs, mode: 'all' | 'missing' = 'all') => {
      try {
        await askDeal(p, flowFor(game)!, dealCtx(sheet, { lang }), start, mode);
      } catch (e) {
        if (!(e instanceof Walked) && !(e instanceof TafelError)) throw e;
      }
      return p.texts;
    };
    const probe = new Enterer();
    const texts = await walk(probe);
    const starts = probe.offered.map((c) => c.value as Partial<Pick>);
    for (let i = 1; i < starts.length; i++) texts.push(...(await walk(new Enterer(i))));
    for (const pick of starts) {
      if (!Array.isArray(pick.words)) continue;
      const words = pick.words.filter((w) => !/^\d+$/.test(w));
      texts.push(...(await walk(new Enterer(), { words, flags: { ...pick.flags } }, 'missing')));
    }
    expect(texts.length).toBeGreaterThan(starts.length);
    expect(texts.filter((t) => /\bundefined\b|\bNaN\b|\[object /.test(t))).toEqual([]);
  });
});

describe('kleurenwiezen (lodige)', () => {
  const sheet = makeSheet('kleurenwiezen', P4);

  test.each<[string, Answer[], object]>([
    [
      'samen 8 made with 9',
      ['samen 8', ['Bert', 'Dirk'], 9],
      { contract: 'samen', level: 8, by: ['Bert', 'Dirk'], tricks: 9 },
    ],
    ['solo 7 by typing part of it', ['solo 7', 'Cis', 8], { contract: 'solo', level: 7, by: ['Cis'], tricks: 8 }],
    [
      'troel takes the target as default',
      ['troel', ['Ann', 'Bert'], ENTER],
      { contract: 'troel', by: ['Ann', 'Bert'], tricks: 9 },
    ],
    [
      'piccolo asks each declarer',
      ['piccolo', ['Ann', 'Cis'], 1, 2],
      { contract: 'piccolo', by: ['Ann', 'Cis'], tricks: { Ann: 1, Cis: 2 } },
    ],
    [
      '"kl mis" finds kleine-miserie',
      ['kl mis', ['Dirk'], ENTER],
      { contract: 'kleine-miserie', by: ['Dirk'], tricks: { Dirk: 0 } },
    ],
    ['pas typed asks only "Save: ...?"', ['pas', ENTER], { contract: 'pas' }],
  ])('%s', async (_name, answers, input) => {
    const r = await enter(sheet, answers);
    expect(r.input).toEqual(input);
  });

  test('the scores follow from the answers: samen 8 with 9 tricks is 7 + 1 x 3 = 10 for each declarer', async () => {
    const r = await enter(sheet, ['samen 8', ['Bert', 'Dirk'], 9]);
    expect(r.args).toEqual(args('samen 8 --by Bert,Dirk --tricks 9'));
    expect(scoresOf(sheet, r.args)).toEqual({ Ann: 0, Bert: 10, Cis: 0, Dirk: 10 });
  });

  test('the first question names the dealer and offers only lodige contracts, with their levels', async () => {
    const r = await enter(sheet, ['pas', ENTER]);
    const q = r.p.asked[0];
    expect(q.message).toBe('Deal by Ann: which contract?');
    expect(q.choices).toEqual(
      expect.arrayContaining([
        'samen 8',
        'samen 13',
        'solo 6',
        'abondance 11',
        'open-miserie',
        'kleine-soloslim',
        'pas',
      ]),
    );
    expect(q.choices).not.toContain('vragen');
    expect(q.choices!.slice(0, 3)).toEqual(['samen 8', 'pas', 'samen 9']);
  });

  test('the contract list keeps its order whatever the sheet played (positions never move)', async () => {
    const played = [
      'solo 6 --by Ann --tricks 6',
      'solo 6 --by Bert --tricks 7',
      'samen 8 --by Ann,Bert --tricks 8',
    ].reduce(record, sheet);
    const before = (await enter(sheet, ['pas', ENTER])).p.asked[0].choices;
    expect((await enter(played, ['pas', ENTER])).p.asked[0].choices).toEqual(before);
  });

  test("a refused answer is shown with the game's reason and asked again", async () => {
    const r = await enter(sheet, ['samen 8', ['Ann', 'Bert', 'Cis'], ['Ann', 'Bert'], 8]);
    expect(r.p.output).toContain('✗ Samen is played by two players together, not 3');
    // The same question again, with the refused answer ticked so it is quick to correct.
    expect(r.p.asked[1].message).toBe(r.p.asked[2].message);
    expect(r.p.asked[2].default).toEqual(['Ann', 'Bert', 'Cis']);
    expect(r.input).toEqual({ contract: 'samen', level: 8, by: ['Ann', 'Bert'], tricks: 8 });
  });

  test('miserie declarers cannot take more than 13 tricks together: the tricks are asked again', async () => {
    const r = await enter(sheet, ['grote-miserie', ['Ann', 'Bert'], 7, 7, 0, 1]);
    expect(r.p.output).toContain('The declarers took 14 tricks together, but a deal has only 13.');
    expect(r.input).toEqual({ contract: 'grote-miserie', by: ['Ann', 'Bert'], tricks: { Ann: 0, Bert: 1 } });
  });

  test("Esc at a miserie player's tricks goes back to the player before, his answer offered", async () => {
    const r = await enter(sheet, ['grote-miserie', ['Ann', 'Bert'], 1, ESC, 0, ENTER]);
    expect(r.p.asked.slice(2).map((q) => [q.message, q.default])).toEqual([
      ['Tricks taken by Ann? (grote miserie: 0 to make it)', 0],
      ['Tricks taken by Bert? (grote miserie: 0 to make it)', 0],
      ['Tricks taken by Ann? (grote miserie: 0 to make it)', 1],
      ['Tricks taken by Bert? (grote miserie: 0 to make it)', 0],
    ]);
    expect(r.input).toEqual({ contract: 'grote-miserie', by: ['Ann', 'Bert'], tricks: { Ann: 0, Bert: 0 } });
  });

  test('an empty tick list is asked again at once', async () => {
    const r = await enter(sheet, ['samen 9', [], ['Cis', 'Dirk'], 9]);
    expect(r.p.output).toContain('Tick the players');
    expect(r.input).toMatchObject({ by: ['Cis', 'Dirk'] });
  });

  test('editing offers the old answers as defaults', async () => {
    const old = record(sheet, 'piccolo --by Ann,Cis --tricks Ann=1,Cis=0');
    const p = new Scripted([ENTER, ENTER, ENTER, 2]);
    const r = await askDeal(p, flowFor('kleurenwiezen')!, dealCtx(sheet, { editing: old.deals[0] }));
    expect('done' in r && r.done.input).toEqual({
      contract: 'piccolo',
      by: ['Ann', 'Cis'],
      tricks: { Ann: 1, Cis: 2 },
    });
  });
});

describe('kleurenwiezen (cardgames)', () => {
  test('a revoke is a rare question: not asked unless asked for ("vragen, verzaakt", nobody by default)', async () => {
    const sheet = makeSheet('kleurenwiezen', P4, { rules: 'cardgames' });
    expect((await enter(sheet, ['vragen', ['Ann', 'Dirk'], 9])).p.asked.map((a) => a.kind)).toEqual([
      'search',
      'checkbox',
      'number',
    ]);
    const r = await enter(sheet, ['vragen, verzaakt', ['Ann', 'Dirk'], ENTER, 9]);
    expect(r.p.asked[2].message).toBe('Did anybody revoke (not follow suit when he could)?');
    expect(r.input).toEqual({ contract: 'vragen', by: ['Ann', 'Dirk'], tricks: 9 });
    // Source example (kleurenwiezen.md): Ann + Dirk vragen, 9 tricks: +2 each, the others -2.
    expect(scoresOf(sheet, r.args)).toEqual({ Ann: 2, Bert: -2, Cis: -2, Dirk: 2 });
  });

  test('editing a deal that had a revoke asks the revoke again, its old answer first', async () => {
    const sheet = makeSheet('kleurenwiezen', P4, { rules: 'cardgames' });
    const p = new Scripted([ENTER, ENTER, ENTER]);
    const r = await askDeal(
      p,
      flowFor('kleurenwiezen')!,
      dealCtx(sheet, { editing: { contract: 'alleen', by: ['Bert'], revoke: 'Cis' } }),
    );
    expect(p.asked.map((a) => a.kind)).toEqual(['search', 'select', 'select']);
    expect('done' in r && r.done.input).toEqual({ contract: 'alleen', by: ['Bert'], revoke: 'Cis' });
  });

  test('a revoke decides the deal, so the tricks are not asked', async () => {
    const sheet = makeSheet('kleurenwiezen', P4, { rules: 'cardgames' });
    const r = await enter(sheet, ['alleen verzaakt', 'Bert', 'Cis']);
    expect(r.input).toEqual({ contract: 'alleen', by: ['Bert'], revoke: 'Cis' });
  });

  test.each([
    [{}, ['abondance'], ['abondance 10', 'open-miserie']],
    [
      { 'abondance-levels': 'on', 'open-miserie': 'on' },
      ['abondance 9', 'abondance 12', 'open-miserie'],
      ['abondance'],
    ],
  ])('the contract list follows the options %j', async (set, offered, hidden) => {
    const sheet = makeSheet('kleurenwiezen', P4, { rules: 'cardgames', set: set as Record<string, string> });
    const r = await enter(sheet, ['pas', ENTER]);
    expect(r.p.asked[0].choices).toEqual(expect.arrayContaining(offered));
    for (const h of hidden) expect(r.p.asked[0].choices).not.toContain(h);
  });
});

describe('kleurenwiezen: "verzaakt" asks who revoked in every rule set, as record --revoke takes it', () => {
  // By hand from docs/games/kleurenwiezen.md: an opponent's revoke is the contract made with exactly its target,
  // a declarer's the contract lost by one trick. lodige samen 8 made: 7 (samen.8), lost by one: 7 + 3 (samen.trick);
  // cardgames vragen: 2; whisthub samen 8 made with 8: 8 (samen); iwwa vragen lost by one: 6 (vragen.down).
  test.each<[string, string, string, Record<string, number>]>([
    ['lodige', 'samen 8', 'Cis', { Ann: 0, Bert: 7, Cis: 0, Dirk: 7 }],
    ['lodige', 'samen 8', 'Bert', { Ann: 10, Bert: -10, Cis: 10, Dirk: -10 }],
    ['cardgames', 'vragen', 'Cis', { Ann: -2, Bert: 2, Cis: -2, Dirk: 2 }],
    ['whisthub', 'samen 8', 'Cis', { Ann: -8, Bert: 8, Cis: -8, Dirk: 8 }],
    ['iwwa', 'vragen', 'Bert', { Ann: 6, Bert: -6, Cis: 6, Dirk: -6 }],
  ])('%s: "%s, verzaakt", revoked by %s', async (rules, contract, revoke, scores) => {
    const sheet = makeSheet('kleurenwiezen', P4, { rules });
    const byHand = { words: contract.split(' '), flags: { by: 'Bert,Dirk', tricks: '9', revoke } };
    expect(scoresOf(sheet, byHand)).toEqual(scores);
    for (const [lang, question] of [
      ['en', 'Did anybody revoke (not follow suit when he could)?'],
      ['nl', 'Heeft iemand verzaakt (niet bekend terwijl hij kon)?'],
    ] as const) {
      const p = new Scripted([`${contract}, verzaakt`, ['Bert', 'Dirk'], revoke]);
      const r = await askDeal(p, flowFor('kleurenwiezen')!, dealCtx(sheet, { lang }));
      expect(p.left).toBe(0);
      expect(p.asked.map((a) => a.message)[2]).toBe(question);
      if (!('done' in r)) throw new Error(`expected a deal, got action ${r.action}`);
      // The revoke decides the deal: the tricks are not asked, and the deal scores as record's line does.
      expect(r.done.input).toMatchObject({ by: ['Bert', 'Dirk'], revoke });
      expect(scoresOf(sheet, r.done.args)).toEqual(scores);
    }
  });

  test('"samen 8, ver" on the way to "samen 8, verzaakt" is offered as it: the revoke asked', async () => {
    for (const typed of ['samen 8, ver', 'samen 8,  v']) {
      const r = await enter(makeSheet('kleurenwiezen', P4), [typed, ['Bert', 'Dirk'], 'Cis']);
      expect([typed, r.p.shown]).toEqual([typed, []]);
      expect(r.input).toMatchObject({ contract: 'samen', level: 8, by: ['Bert', 'Dirk'], revoke: 'Cis' });
    }
  });

  test('"samen 8," on the way to "samen 8, verzaakt" offers samen 8 and refuses nothing', async () => {
    const r = await enter(makeSheet('kleurenwiezen', P4), ['samen 8,', ['Bert', 'Dirk'], 9]);
    expect(r.p.shown).toEqual([]);
    expect(r.input).toEqual({ contract: 'samen', level: 8, by: ['Bert', 'Dirk'], tricks: 9 });
  });
});

describe('belote', () => {
  const sheet = makeSheet('belote', P4);

  test('the taker is the first question, in bidding order from the dealer; pas is offered', async () => {
    const r = await enter(sheet, ['Bert', 92, ENTER]);
    expect(r.p.asked[0].choices!.slice(0, 5)).toEqual(['Bert', 'Cis', 'Dirk', 'Ann', 'pas']);
    expect(r.input).toEqual({ contract: 'take', taker: 'Bert', points: 92 });
    // cardavia, made: each team scores its own card points, 92 and 162 - 92 = 70.
    expect(scoresOf(sheet, r.args)).toEqual({ Ann: 70, Bert: 92, Cis: 70, Dirk: 92 });
  });

  test('a team is named in seat order whoever took: "Bert + Dirk" for Dirk (issue 24 item 6)', async () => {
    const r = await enter(sheet, ['Dirk', 92, ENTER]);
    expect(r.p.asked.map((a) => a.message)).toContain('Card points of Bert + Dirk, last trick included? (0..162)');
  });

  test('impossible points are refused with the reason and asked again', async () => {
    const r = await enter(sheet, ['Ann', 1, 161, 100, 'Cis']);
    expect(r.p.output).toContain('1 for the card points is impossible');
    expect(r.p.output).toContain('161 for the card points is impossible');
    expect(r.input).toEqual({ contract: 'take', taker: 'Ann', points: 100, belote: 'Cis' });
  });

  test('all 162 points asks whether it was a capot', async () => {
    const r = await enter(sheet, ['Cis', 162, true, ENTER]);
    expect(r.input).toEqual({ contract: 'take', taker: 'Cis', points: 162, capot: 'takers' });
  });

  test('pas records a void deal', async () => {
    expect((await enter(sheet, ['pas', ENTER])).input).toEqual({ contract: 'pas' });
  });

  test('the same table plays on: the previous taker is the default', async () => {
    const played = record(sheet, '--taker Dirk --points 100');
    const r = await enter(played, [ENTER, 90, ENTER]);
    expect(r.input).toMatchObject({ taker: 'Dirk', points: 90 });
  });
});

describe('solokaarten', () => {
  test('bid, refinements, pot holder, tricks', async () => {
    const sheet = makeSheet('solokaarten', P4);
    const r = await enter(sheet, ['slag, eerste', ['eerste: first to bid it'], 'Ann', 5]);
    expect(r.input).toEqual({ contract: 'slag', by: ['Ann'], tricks: 5, eerste: true });
    // Spec example: Ann slag, 5 tricks: Ann +4, nobody else scores.
    expect(scoresOf(sheet, r.args)).toEqual({ Ann: 4, Bert: 0, Cis: 0, Dirk: 0 });
  });

  test('without Oud in de lamp, zonder oud is not offered', async () => {
    const sheet = makeSheet('solokaarten', P4, { set: { 'oud-in-lamp': 'off' } });
    const r = await enter(sheet, ['doe verfijningen', [], 'Bert', 6]);
    expect(r.p.asked[1].choices).toEqual(['eerste: first to bid it', 'zonder kijk: without the open card']);
  });

  test('six players: five tricks a deal, the needed tricks as default', async () => {
    const sheet = makeSheet('solokaarten', ['Ann', 'Bert', 'Cis', 'Dirk', 'Eva', 'Fien']);
    const r = await enter(sheet, ['solo', 'Bert', ENTER]);
    expect(r.input).toEqual({ contract: 'solo', by: ['Bert'], tricks: 3 });
    // Spec example: with six players Bert solo, 3 tricks: Bert +3.
    expect(scoresOf(sheet, r.args)).toMatchObject({ Bert: 3, Ann: 0 });
  });
});

describe('zwikken', () => {
  const sheet = makeSheet('zwikken', P4, { stakeCents: 10 });

  test('askers and the winner', async () => {
    const r = await enter(sheet, ['played', ['Ann', 'Bert'], 'Ann won']);
    expect(r.input).toEqual({ contract: 'vragen', askers: ['Ann', 'Bert'], winner: 'Ann' });
    // Spec deal 1: everybody antes 0.10 (pot 0.40); Ann takes 0.40, Bert pays 0.40.
    expect(scoresOf(sheet, r.args)).toEqual({ Ann: 0.3, Bert: -0.5, Cis: -0.1, Dirk: -0.1 });
  });

  test('nobody ticked as asker is refused by the game, and asked again', async () => {
    const r = await enter(sheet, ['played', [], ['Cis'], 'tie']);
    expect(r.p.output).toContain('Nobody asked');
    expect(r.input).toEqual({ contract: 'vragen', askers: ['Cis'], tie: true });
  });

  test("everyone's card points; four scorers are impossible in three tricks and are asked again", async () => {
    const r = await enter(sheet, ['played', ['Ann', 'Bert'], 'card points', 7, 4, 2, 1, ENTER, 8, 4, 0, 2]);
    expect(r.p.output).toContain('4 players have card points, but a deal has only three tricks');
    expect(r.input).toEqual({
      contract: 'vragen',
      askers: ['Ann', 'Bert'],
      points: { Ann: 8, Bert: 4, Cis: 0, Dirk: 2 },
    });
  });

  test('Esc in the card points goes back one player; at the first, to how the deal ended', async () => {
    const r = await enter(sheet, ['played', ['Ann'], 'card points', 7, ESC, 8, 4, ESC, ESC, ESC, ENTER, 8, 4, 0, 0]);
    expect(r.p.asked.slice(2).map((q) => [q.message, q.default])).toEqual([
      ['How did it end?', undefined],
      ['Card points of Ann?', 0],
      ['Card points of Bert?', 0],
      ['Card points of Ann?', 7],
      ['Card points of Bert?', 0],
      ['Card points of Cis?', 0],
      ['Card points of Bert?', 4],
      ['Card points of Ann?', 8],
      ['How did it end?', { kind: 'points' }],
      ['Card points of Ann?', 8],
      ['Card points of Bert?', 4],
      ['Card points of Cis?', 0],
      ['Card points of Dirk?', 0],
    ]);
    expect(r.input).toEqual({ contract: 'vragen', askers: ['Ann'], points: { Ann: 8, Bert: 4, Cis: 0, Dirk: 0 } });
  });

  test('Esc at the zwik goes back to how the deal ended, the zwik offered; at a rank, to the rank before', async () => {
    const holders = await enter(sheet, ['played', ['Ann', 'Bert'], 'zwik', ESC, ENTER, ['Bert']]);
    expect(holders.p.asked.slice(4, 6).map((q) => [q.message, q.default])).toEqual([
      ['How did it end?', { kind: 'zwik' }],
      ['Who asked with a zwik? Tick each.', []],
    ]);
    expect(holders.input).toEqual({ contract: 'vragen', askers: ['Ann', 'Bert'], zwik: [{ player: 'Bert' }] });
    const ranks = await enter(sheet, ['played', ['Ann', 'Bert', 'Cis'], 'zwik', ['Ann', 'Bert'], 'K', ESC, 'Q', 'A']);
    expect(ranks.p.asked.slice(5, 7).map((q) => q.default)).toEqual([undefined, 'K']);
    expect(ranks.input.zwik).toEqual([
      { player: 'Ann', rank: 'Q' },
      { player: 'Bert', rank: 'A' },
    ]);
  });

  test('several zwikken: the rank of each', async () => {
    const r = await enter(sheet, ['played', ['Ann', 'Bert', 'Cis'], 'zwik', ['Ann', 'Bert'], 'K', 'A']);
    expect(r.input).toEqual({
      contract: 'vragen',
      askers: ['Ann', 'Bert', 'Cis'],
      zwik: [
        { player: 'Ann', rank: 'K' },
        { player: 'Bert', rank: 'A' },
      ],
    });
  });

  // Until 2026-12-07 the typed zwik was left out unsaid, and how the deal ended asked as if none had been typed.
  test.each([
    ['en', '--zwik Ann=K is left out: a zwik counts only for an asker.', 'How did it end?'],
    ['nl', '--zwik Ann=K valt weg: een zwik telt alleen voor wie vroeg.', 'Hoe liep het af?'],
  ] as const)('record --zwik Ann=K, Ann left unticked (%s): said so, then how it ended', async (lang, line, q) => {
    const p = new Scripted([ENTER, ['Bert'], 'Bert won']);
    const r = await askDeal(p, flowFor('zwikken')!, dealCtx(sheet, { lang }), args('--zwik Ann=K'), 'missing');
    expect([p.left, p.said, p.asked.at(-1)?.message]).toEqual([0, [line], q]);
    expect('done' in r && r.done.input).toEqual({ contract: 'vragen', askers: ['Bert'], winner: 'Bert' });
  });

  test('the zwik left out is said when how it ended was typed too, and Ann ticked hears nothing', async () => {
    const r = await enter(sheet, [ENTER, ['Bert']], args('--zwik ann --winner Bert'), 'missing');
    expect(r.p.said).toEqual(['--zwik ann is left out: a zwik counts only for an asker.']);
    expect(r.input).toEqual({ contract: 'vragen', askers: ['Bert'], winner: 'Bert' });
    const kept = await enter(sheet, [ENTER, ['Ann', 'Bert']], args('--zwik Ann'), 'missing');
    expect([kept.p.said, kept.input]).toEqual([
      [],
      { contract: 'vragen', askers: ['Ann', 'Bert'], zwik: [{ player: 'Ann' }] },
    ]);
  });

  test('a winner who had passed is offered after the askers', async () => {
    const r = await enter(sheet, ['played', ['Cis'], 'Dirk won (but had passed)']);
    expect(r.input).toEqual({ contract: 'vragen', askers: ['Cis'], winner: 'Dirk' });
  });

  test('pas after one search', async () => {
    const r = await enter(sheet, ['pas, zocht', 'once']);
    expect(r.input).toEqual({ contract: 'pas', searched: 1 });
  });
});

describe('a pass typed on one line is a whole deal: Enter twice, the second at "Save: …?"', () => {
  // Until 2026-12-07 `pas` typed was the list's pas, saved at the first Enter with no question, and the second Enter
  // (as the docs say to type a whole deal) picked the next deal's highlighted contract.
  test.each<[string, 'en' | 'nl', string]>([
    ['kleurenwiezen', 'en', 'Save: pass (redeal)?'],
    ['kleurenwiezen', 'nl', 'Bewaren: pas (opnieuw delen)?'],
    ['belote', 'en', 'Save: pass: void deal, the next player deals?'],
    ['belote', 'nl', 'Bewaren: pas: gift vervalt, de volgende speler geeft?'],
    ['solokaarten', 'en', 'Save: pass (redeal)?'],
    ['rikken', 'nl', 'Bewaren: pas (opnieuw delen)?'],
    ['zwikken', 'en', 'Save: all passed?'],
    ['zwikken', 'nl', 'Bewaren: iedereen paste?'],
  ])('%s, %s: "%s"', async (game, lang, save) => {
    const sheet = makeSheet(game, P4, game === 'zwikken' ? { stakeCents: 10 } : {});
    for (const typed of ['pas', 'pass']) {
      const p = new Scripted([typed, ENTER]);
      const r = await askDeal(p, flowFor(game)!, dealCtx(sheet, { lang }));
      expect(p.left).toBe(0);
      expect(p.asked.map((a) => a.kind)).toEqual(['search', 'confirm']);
      expect(p.asked[1].message).toBe(save);
      expect('done' in r && r.done.input).toEqual({ contract: 'pas' });
    }
  });

  test('Esc at its "Save: …?" gives "pas" back to the contract question; no saves nothing', async () => {
    const sheet = makeSheet('kleurenwiezen', P4);
    const p = new Scripted(['pas', ESC, ENTER, false, 'solo 6', 'Cis', 6]);
    const r = await askDeal(p, flowFor('kleurenwiezen')!, dealCtx(sheet));
    expect(p.left).toBe(0);
    expect(p.asked.map((a) => [a.kind, a.term])).toEqual([
      ['search', undefined],
      ['confirm', undefined],
      ['search', 'pas'],
      ['confirm', undefined],
      ['search', undefined],
      ['select', undefined],
      ['number', undefined],
    ]);
    expect('done' in r && r.done.input).toEqual({ contract: 'solo', level: 6, by: ['Cis'], tricks: 6 });
  });
});

describe('Esc inside a step of two questions goes back to the first, its answer offered', () => {
  test('klaverjassen: at "Who revoked?", to how the deal ended', async () => {
    const sheet = makeSheet('klaverjassen', P4);
    const r = await enter(sheet, [ENTER, 'verzaakt: somebody revoked', ESC, ENTER, 'Bert']);
    expect(r.p.asked.slice(1).map((q) => [q.message, q.default])).toEqual([
      ['How did the deal end?', 'none'],
      ['Who revoked?', undefined],
      ['How did the deal end?', 'verzaakt'],
      ['Who revoked?', undefined],
    ]);
    expect(r.input).toMatchObject({ verzaakt: 'Bert' });
  });
  test("boerenbridge: Esc goes back one bidder or one player's tricks, his answer offered", async () => {
    const sheet = makeSheet('boerenbridge', P4);
    const r = await enter(sheet, [
      'Bert bids 1',
      'Cis bids 2',
      ESC,
      'Cis bids 0',
      'Dirk bids 0',
      ENTER,
      'Bert took 1',
      ESC,
      ENTER,
      ENTER,
      'Dirk took 0',
    ]);
    const asked = r.p.asked.map((q) => [q.message.replace(/^Deal 1.*?\. /, ''), q.default]);
    // Cis's bid asked again with his 2; Bert's tricks asked again (Esc at Cis's) with his 1.
    expect(asked[3]).toEqual(['What does Cis bid?', 2]);
    expect(asked[8]).toEqual([expect.stringMatching(/how many did Bert take\?/), { first: 1 }]);
    expect(r.input).toMatchObject({ bids: { Bert: 1, Cis: 0, Dirk: 0 } });
  });
  test('boerenbridge: Esc at "Save: …?" of a deal typed on one line gives the line back as typed', async () => {
    const sheet = makeSheet('boerenbridge', P4);
    const r = await enter(sheet, ['1 0 0 0 13 0 0 0', ESC, ENTER, ENTER]);
    expect(r.p.asked[2].term).toBe('1 0 0 0 13 0 0 0');
    expect(r.input).toMatchObject({ bids: { Ann: 1, Bert: 0, Cis: 0, Dirk: 0 } });
  });
  test('boerenbridge: a tricks line given back by Esc at Save stands at the tricks; Esc there: the bids', async () => {
    const sheet = makeSheet('boerenbridge', P4, { rules: 'klassiek' });
    const r = await enter(sheet, ['0 0 0 0', '0 1 0 0', ESC, ESC, ENTER, '0 1 0 0', ENTER]);
    expect(r.p.asked.map((q) => [q.message.replace(/^Deal 1.*?\. /, ''), q.term ?? ''])).toEqual([
      [expect.stringMatching(/What does Bert bid\?/), ''],
      [expect.stringMatching(/how many did Bert take\?/), ''],
      ['Save: deal 1, 1 card: Ann 0/0 · Bert 0/1 · Cis 0/0 · Dirk 0/0?', ''],
      [expect.stringMatching(/how many did Bert take\?/), '0 1 0 0'],
      [expect.stringMatching(/^Ann deals and bids last/), ''],
      [expect.stringMatching(/how many did Bert take\?/), ''],
      ['Save: deal 1, 1 card: Ann 0/0 · Bert 0/1 · Cis 0/0 · Dirk 0/0?', ''],
    ]);
    expect(r.input).toMatchObject({ bids: { Bert: 0 }, tricks: { Bert: 1 } });
  });
  test('rikken schoppen mie: at the last trick, to the queen', async () => {
    const sheet = makeSheet('rikken', P4);
    const r = await enter(sheet, ['schoppen mie', 'Bert', ESC, ENTER, 'Cis']);
    expect(r.p.asked.slice(1).map((q) => [q.message, q.default])).toEqual([
      ['Who took the trick with the queen of spades?', undefined],
      [expect.stringMatching(/last trick/), undefined],
      ['Who took the trick with the queen of spades?', 'Bert'],
      [expect.stringMatching(/last trick/), undefined],
    ]);
    expect(r.input).toMatchObject({ contract: 'schoppen-mie', queen: 'Bert', last: 'Cis' });
  });
});

describe('manillen: the score before it is saved', () => {
  test('no at the score asks the card points again; Esc there goes back one question, to tegen', async () => {
    const sheet = makeSheet('manillen', P4);
    const r = await enter(sheet, ['zonder', true, true, 41, false, ESC, false, 41, true]);
    const points = "Card points of Ann + Cis, the dealer's team? (0..60; the other team has the rest)";
    expect(r.p.asked.map((q) => [q.kind, q.message, q.default])).toEqual([
      ['search', expect.stringMatching(/^Deal by Ann/), undefined],
      ['confirm', 'Did Bert + Dirk go along (mee: the points count double)?', false],
      ['confirm', 'Did Ann + Cis go against (tegen: double again)?', false],
      ['number', points, undefined],
      ['confirm', 'Ann + Cis score 11 × 8 = 88. Save?', true],
      ['number', points, 41],
      ['confirm', 'Did Ann + Cis go against (tegen: double again)?', true],
      // Gone back to tegen, the card points answered after it are forgotten (until 2026-12-07 41 was offered).
      ['number', points, undefined],
      ['confirm', 'Ann + Cis score 11 × 4 = 44. Save?', true],
    ]);
    expect(r.input).toMatchObject({ trump: 'none', mee: true, tegen: false, points: 41 });
  });
});

describe('record on a terminal: only what is missing is asked', () => {
  const whist = makeSheet('kleurenwiezen', P4);
  test.each<[string, SheetData, string, Answer[], object]>([
    [
      'the declarers',
      whist,
      'samen 8 --tricks 9',
      [['Bert', 'Dirk']],
      { contract: 'samen', level: 8, by: ['Bert', 'Dirk'], tricks: 9 },
    ],
    [
      'the tricks (a typed prefix stays)',
      whist,
      'solo 6 --by ci',
      [7],
      { contract: 'solo', level: 6, by: ['Cis'], tricks: 7 },
    ],
    [
      'the contract',
      whist,
      '--by Ann,Bert --tricks 9',
      ['samen 8'],
      { contract: 'samen', level: 8, by: ['Ann', 'Bert'], tricks: 9 },
    ],
    [
      'the level, picked by its number',
      whist,
      'samen --by Ann,Bert --tricks 9',
      ['9'],
      { contract: 'samen', level: 9, by: ['Ann', 'Bert'], tricks: 9 },
    ],
    [
      "rikken: alleen's level, picked by its number",
      makeSheet('rikken', P4),
      'alleen --by Dirk --tricks 10',
      ['10'],
      { contract: 'alleen', level: 10, by: ['Dirk'], tricks: 10 },
    ],
    [
      "rikken: alleen's level (solo 9 is alleen 9), then who bid it",
      makeSheet('rikken', P4),
      'solo --tricks 9',
      ['9', 'Bert'],
      { contract: 'alleen', level: 9, by: ['Bert'], tricks: 9 },
    ],
    [
      'the belote taker',
      makeSheet('belote', P4),
      '--points 92',
      ['Cis'],
      { contract: 'take', taker: 'Cis', points: 92 },
    ],
    [
      'how the zwikken deal ended',
      makeSheet('zwikken', P4, { stakeCents: 10 }),
      '--askers Ann,Bert',
      ['tie'],
      { contract: 'vragen', askers: ['Ann', 'Bert'], tie: true },
    ],
    [
      'the solokaarten bid (a typed refinement stays)',
      makeSheet('solokaarten', P4),
      'eerste --by Ann --tricks 5',
      ['slag'],
      { contract: 'slag', by: ['Ann'], tricks: 5, eerste: true },
    ],
  ])('%s', async (_name, sheet, line, answers, input) => {
    const r = await enter(sheet, answers, args(line), 'missing');
    expect(r.input).toEqual(input);
    expect(r.p.asked).toHaveLength(answers.length);
  });

  // Until 2026-12-07 `record alleen --by Dirk` asked "Tricks taken by Dirk (undefined alleen, 8 needed)?" and refused
  // every answer ("Alleen is bid for 8 to 13 tricks"): the level was never asked.
  test.each([
    ['en', 'alleen --by Dirk', ['alleen: which level?', 'Tricks taken by Dirk (9 alleen, 9 needed)?']],
    ['nl', 'alleen', ['alleen: welk niveau?', 'Wie bood 9 alleen?', 'Slagen gehaald door Dirk (9 alleen, 9 nodig)?']],
  ] as const)('rikken (%s) record %s: the level first, its list the levels by number', async (lang, line, asked) => {
    const p = new Scripted(['9', ...(line.includes('--by') ? [] : ['Dirk']), 9]);
    const r = await askDeal(p, flowFor('rikken')!, dealCtx(makeSheet('rikken', P4), { lang }), args(line), 'missing');
    expect(p.left).toBe(0);
    expect(p.asked.map((q) => q.message)).toEqual(asked);
    expect(p.asked[0].choices).toEqual(['8', '9', '10', '11', '12', '13']);
    expect('done' in r && r.done.input).toEqual({ contract: 'alleen', level: 9, by: ['Dirk'], tricks: 9 });
  });

  test('a given value that the rules refuse is asked again once its turn comes', async () => {
    const r = await enter(whist, [['Ann', 'Bert'], 9], args('samen 8 --tricks 14'), 'missing');
    expect(r.p.output).toContain('--tricks 14 is impossible');
    expect(r.p.asked.map((q) => q.kind)).toEqual(['checkbox', 'number']);
    expect(r.input).toEqual({ contract: 'samen', level: 8, by: ['Ann', 'Bert'], tricks: 9 });
  });

  // Until 2026-12-06 the refusal named no flag, so the trump was asked again (and the same refusal then ended it).
  test('Manillen: --points 70 is asked again as the card points, after the trump', async () => {
    const r = await enter(makeSheet('manillen', P4), ['H', 38], args('--points 70'), 'missing');
    expect(r.p.output).toContain('A deal has 60 card points: 70 is not possible');
    expect(r.p.asked.map((q) => q.message)).toEqual([
      'Deal by Ann (Ann + Cis against Bert + Dirk): which trump? (or the whole deal: bert 38 hearts)',
      "Card points of Ann + Cis, the dealer's team? (0..60; the other team has the rest)",
    ]);
    expect(r.input).toMatchObject({ trump: 'H', points: 38 });
  });
});

describe('typing to find a choice', () => {
  const c = (names: string[]) => names.map((n) => ({ value: n, name: n }));
  test.each([
    ['sa', ['samen 8', 'pas', 'solo 6'], ['samen 8']],
    ['6', ['samen 8', 'solo 6'], ['solo 6']],
    ['kl mis', ['grote-miserie', 'kleine-miserie'], ['kleine-miserie']],
    ['EVE', ['Éve', 'Bert'], ['Éve']],
    ['', ['b', 'a'], ['b', 'a']],
  ])('"%s" in %j', (term, names, found) => {
    expect(filterChoices(c(names), term).map((x) => x.name)).toEqual(found);
  });

  test('a name goes before a description that starts the same: "bert" is Bert, not Dirk of \'Bert + Dirk\'', () => {
    // Klaverjassen's taker, Cis dealing: the list starts after the dealer, so Dirk comes before Bert.
    const takers = [
      { value: 'Dirk', name: 'Dirk', description: 'Bert + Dirk play' },
      { value: 'Ann', name: 'Ann', description: 'Ann + Cis play' },
      { value: 'Bert', name: 'Bert', description: 'Bert + Dirk play' },
    ];
    expect(filterChoices(takers, 'bert').map((x) => x.value)).toEqual(['Bert', 'Dirk']);
    expect(filterChoices(takers, 'cis').map((x) => x.value)).toEqual(['Ann']);
  });
});

describe('in Dutch', () => {
  test("the questions and the refusals speak the player's language", async () => {
    const sheet = makeSheet('kleurenwiezen', P4);
    const p = new Scripted(['troel', ['Ann', 'Bert', 'Cis'], ['Ann', 'Bert'], ENTER]);
    const r = await askDeal(p, flowFor('kleurenwiezen')!, dealCtx(sheet, { lang: 'nl' }));
    expect(p.asked[0].message).toBe('Gift van Ann: welk contract?');
    expect(p.asked[1].message).toBe('Wie speelde troel? Vink beide spelers aan.');
    expect(p.output).toContain('✗ Troel is voor twee spelers samen, niet voor 3');
    expect('done' in r && r.done.input).toEqual({ contract: 'troel', by: ['Ann', 'Bert'], tricks: 9 });
  });
});

/** The questions name a contract in the sheet's words, not by the keyword typed for it (until 2026-12-06). */
test.each([
  [
    'en',
    'Who played grote miserie? Tick each player (each plays for himself).',
    'Tricks taken by Ann? (grote miserie: 0 to make it)',
    'Who played kleine soloslim?',
    'Tricks taken by Cis? (kleine soloslim needs 12)',
  ],
  [
    'nl',
    'Wie speelde grote miserie? Vink elke speler aan (elk speelt voor zich).',
    'Slagen gehaald door Ann? (grote miserie: 0 om te halen)',
    'Wie speelde kleine soloslim?',
    'Slagen gehaald door Cis? (kleine soloslim vraagt er 12)',
  ],
] as const)('%s: the questions say "grote miserie", as the sheet does', async (lang, who, each, one, tricks) => {
  const sheet = makeSheet('kleurenwiezen', P4);
  const ask = async (answers: Answer[]) => {
    const p = new Scripted(answers);
    expect('done' in (await askDeal(p, flowFor('kleurenwiezen')!, dealCtx(sheet, { lang })))).toBe(true);
    return p.asked.slice(1).map((q) => q.message);
  };
  expect(await ask(['grote-miserie', ['Ann'], 0])).toEqual([who, each]);
  expect(await ask(['kleine-soloslim', 'Cis', 12])).toEqual([one, tricks]);
});

describe('traps of the first evenings (issue 12)', () => {
  test('Solokaarten: the pot holder has no default (nobody is highlighted, enter alone picks nobody)', async () => {
    const sheet = makeSheet('solokaarten', P4);
    const r = await enter(sheet, ['solo', 'Cis', 4]);
    const q = r.p.asked.find((a) => a.message.startsWith('Who held the pot'))!;
    expect(q.default).toBeUndefined();
    await expect(enter(sheet, ['solo', ENTER, 4])).rejects.toThrow('has no default');
  });

  test('Zwikken: card points refused are offered again as typed, not from zero', async () => {
    const sheet = makeSheet('zwikken', P4, { stakeCents: 10 });
    const r = await enter(sheet, ['played', ['Ann', 'Bert'], 'card points', 7, 4, 2, 1, ENTER, ENTER, ENTER, ENTER, 0]);
    const again = r.p.asked
      .filter((a) => a.message.startsWith('Card points of'))
      .slice(4)
      .map((a) => a.default);
    expect(again).toEqual([7, 4, 2, 1]);
    expect(r.input).toEqual({
      contract: 'vragen',
      askers: ['Ann', 'Bert'],
      points: { Ann: 7, Bert: 4, Cis: 2, Dirk: 0 },
    });
  });

  test('Belote: the first question says who plays with whom', async () => {
    const r = await enter(makeSheet('belote', P4), ['Bert', 80, ENTER]);
    expect(r.p.asked[0].message).toBe('Deal by Ann (Ann + Cis against Bert + Dirk): who took?');
  });

  test('Esc goes back one question inside a deal, keeping the deal going', async () => {
    const sheet = makeSheet('kleurenwiezen', P4);
    const r = await enter(sheet, ['samen 8', ['Ann', 'Bert'], ESC, ESC, 'solo 6', 'Cis', 6]);
    expect(r.p.asked.map((a) => a.kind)).toEqual([
      'search',
      'checkbox',
      'number',
      'checkbox',
      'search',
      'select',
      'number',
    ]);
    expect(r.input).toEqual({ contract: 'solo', level: 6, by: ['Cis'], tricks: 6 });
  });

  test('a refusal in table mode names no flags', async () => {
    const sheet = makeSheet('zwikken', P4, { stakeCents: 10 });
    const r = await enter(sheet, ['played', ['Ann', 'Bert'], 'card points', 7, 4, 2, 1, ENTER, 8, 4, 0, 2]);
    expect(r.p.output).toContain('Correct the card points.');
    expect(r.p.output).not.toContain('--');
  });
});

describe('Dutch prompts (issue 12): no English in any question, answer or hint', () => {
  // Words that would betray an English text; none of them is Dutch ("won" and "enter" are).
  const ENGLISH = new RegExp(
    String.raw`\b(the|who|which|what|did|tricks?|played|deal|nobody|took|points?|ask(ed)?|tick|each|both|none|yes|` +
      `no|how|search(ed)?|once|twice|first|without|queen|everybody|passed|card|navigate|select|submit|` +
      String.raw`choose|back|done|results?|valid|number|must)\b`,
    'i',
  );
  const nl = (_sheet: SheetData) => ({ lang: 'nl' as const, actions: [] });
  const games: [SheetData, Answer[]][] = [
    [makeSheet('kleurenwiezen', P4), ['solo 6', 'Ann', 6]],
    [makeSheet('kleurenwiezen', P4, { rules: 'cardgames' }), ['vragen', ['Ann', 'Bert'], ENTER, 8]],
    [makeSheet('belote', P4), ['Ann', 162, true, ENTER]],
    [makeSheet('solokaarten', P4), ['slag, verfijningen', [], 'Ann', 5]],
    [makeSheet('zwikken', P4, { stakeCents: 10 }), ['gespeeld', ['Ann', 'Bert'], 'zwik', ['Ann'], 'A']],
    [makeSheet('zwikken', P4, { stakeCents: 10 }), ['gespeeld', ['Ann'], 'kaartpunten', 7, 4, 2, 0]],
  ];
  test.each(games)('%#', async (sheet, answers) => {
    const p = new Scripted(answers);
    await askDeal(p, flowFor(sheet.game)!, dealCtx(sheet, nl(sheet)));
    const texts = p.asked.flatMap((a) => [a.message, ...(a.choices ?? [])]);
    for (const t of texts)
      expect([t, ENGLISH.exec(t.replace(/\b(Ann|Bert|Cis|Dirk)\b/g, ''))?.[0]]).toEqual([t, undefined]);
  });

  test("the prompts' own words", async () => {
    const { nl: dutch } = await import('../../src/i18n/nl/index.js');
    const p = dutch.prompt;
    const own = [
      p.navigate,
      p.choose,
      p.tick,
      p.tickByName,
      p.done,
      p.back,
      p.type,
      p.noResults,
      p.chooseOne,
      p.wholeNumber,
      p.between(0, 13),
      p.yesNo(false),
      p.yes,
      p.no,
      p.answerYesNo,
    ];
    for (const t of own) expect([t, ENGLISH.exec(t)?.[0]]).toEqual([t, undefined]);
    expect(dutch.prompt.yesNo(false)).toBe('j/N');
    expect(dutch.prompt.yesWords).toEqual(expect.arrayContaining(['j', 'ja']));
  });
});
