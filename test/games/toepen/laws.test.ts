import { describe, expect, test, afterAll } from '@jest/globals';
import fc from 'fast-check';
import { gameById } from '../../../src/games/index.js';
import { configOf, replay, type SheetData, type SheetView } from '../../../src/sheet/sheet.js';
import { checkStoredDeal } from '../../../src/sheet/stored.js';
import { evening } from './arbitrary.js';
import type { Lang, RecordArgs } from '../../../src/core/game.js';
import { askDeal } from '../../../src/play/deal.js';
import { flowFor } from '../../../src/play/flows/index.js';
import { readLine } from '../../../src/games/line.js';
import { args, makeSheet } from '../../helpers/sheet.js';
import { type Answer, ENTER, ESC, Scripted, dealCtx } from '../../play/scripted.js';
import fs from 'node:fs';
import { tafel, tafelJson, tempHome } from '../../helpers/cli.js';
import { screenOf } from '../../play/screen.js';
import { InTerminal } from '../../play/terminal.js';

const game = gameById('toepen');

/** The running totals before each round and after the last, from the rounds' own points. */
function running(v: SheetView): number[][] {
  const totals = v.players.map(() => 0);
  const rows = [[...totals]];
  for (const d of v.deals) {
    v.players.forEach((p, i) => {
      totals[i] += d.scores[p];
    });
    rows.push([...totals]);
  }
  return rows;
}

/**
 * The places as spec/toepen.md §3 words them, worked from the rounds' points alone: a player is out once
 * his total is at or over the limit; the players still in by total, lower first; then those out, the last
 * one out first, those out in the same round by their total before it, lower first; equal players share a
 * place (1, 2, 2, 4). When a round leaves nobody below the limit, its winner is first.
 */
function pagePlaces(sheet: SheetData, v: SheetView): Record<string, number> {
  const limit = Number(configOf(game, sheet).settings.limit);
  const rows = running(v);
  const last = rows[rows.length - 1];
  const n = v.players.length;
  // The round (from 1) at whose end each player first stood at the limit, and his total before it.
  const outIn = v.players.map((_, i) => rows.findIndex((r) => r[i] >= limit));
  const before = outIn.map((r, i) => (r > 0 ? rows[r - 1][i] : 0));
  const still = [...Array(n).keys()].filter((i) => outIn[i] < 0);
  const lastRound = sheet.deals[sheet.deals.length - 1];
  const first =
    still.length === 0 && lastRound !== undefined
      ? v.players.indexOf(String(lastRound.fourOfAKind ?? lastRound.winner))
      : undefined;
  const key = (i: number): [number, number, number] => (outIn[i] < 0 ? [0, last[i], 0] : [1, -outIn[i], before[i]]);
  const order = [...Array(n).keys()]
    .filter((i) => i !== first)
    .sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
    });
  const places: Record<string, number> = {};
  if (first !== undefined) places[v.players[first]] = 1;
  order.forEach((i, k) => {
    const prev = order[k - 1];
    const same = prev !== undefined && key(prev).every((x, j) => x === key(i)[j]);
    places[v.players[i]] = same ? places[v.players[prev]] : k + 1 + (first === undefined ? 0 : 1);
  });
  return places;
}

describe('Toepen laws', () => {
  test('a player at the limit never gains; with the cap on nobody passes the limit', () => {
    fc.assert(
      fc.property(evening(), (sheet) => {
        const v = replay(game, sheet);
        const { limit, cap } = configOf(game, sheet).settings;
        const rows = running(v);
        v.deals.forEach((d, r) => {
          v.players.forEach((p, i) => {
            if (rows[r][i] >= Number(limit)) expect([r + 1, p, d.scores[p]]).toEqual([r + 1, p, 0]);
            if (cap === 'on') expect(rows[r + 1][i]).toBeLessThanOrEqual(Number(limit));
          });
        });
      }),
      { numRuns: 150 },
    );
  });

  test("the places follow the page's order of going out; the winner is first", () => {
    fc.assert(
      fc.property(evening(), (sheet) => {
        const v = replay(game, sheet);
        const places = pagePlaces(sheet, v);
        expect(v.places).toEqual(places);
        if (!v.finished) return;
        const firsts = v.players.filter((p) => places[p] === 1);
        expect(v.winner).toEqual(firsts.length === 1 ? firsts[0] : firsts);
      }),
      { numRuns: 150 },
    );
  });

  test('replay of the stored file equals the view; every stored round reads back as itself', () => {
    fc.assert(
      fc.property(evening(12), (sheet) => {
        const view = replay(game, sheet);
        const stored = JSON.parse(JSON.stringify(sheet)) as SheetData;
        expect(replay(game, stored)).toEqual(view);
        const config = configOf(game, stored);
        for (const [i, input] of stored.deals.entries())
          expect(checkStoredDeal(game, input, config, i + 1)).toBeUndefined();
        for (const p of sheet.players)
          expect(view.totals[p]).toBe(view.deals.reduce((s, d) => s + (d.scores[p] as number), 0));
      }),
      { numRuns: 80 },
    );
  });
});

/*
 * Toepen in table mode (spec/toepen.md §7): who toeped first (or four of a kind), then along or pass for
 * each player in the round and another toep or not, then who won the last trick; the vuile-was penalty
 * and the jack only when their options are on. The whole round on one line at the first question.
 */

const FOUR = ['Ann', 'Bert', 'Cis', 'Dirk'];

async function enter(sheet: SheetData, answers: Answer[], start?: RecordArgs, lang: Lang = 'en') {
  const p = new Scripted(answers);
  const r = await askDeal(p, flowFor('toepen')!, dealCtx(sheet, { lang }), start, start ? 'missing' : 'all');
  expect(p.left).toBe(0);
  if (!('done' in r)) throw new Error(`expected a round, got action ${r.action}`);
  return { ...r.done, p };
}

// Until 2026-12-06 the example toeped twice (stake 3) whatever the house rules, so under max-stake=2 the first
// question's own example was refused: "The stake would be 3; this sheet stops at 2".
test("max-stake=2: the first question's example toeps once, and typed, it is the round", async () => {
  const capped = makeSheet('toepen', FOUR, { set: { 'max-stake': '2' } });
  const r = await enter(capped, ['bert wins knock bert pass dirk=1', ENTER]);
  expect(r.p.asked[0].message).toBe(
    'Round 1, Ann deals. Who toeped first? (or the whole round: bert wins knock bert pass dirk=1)',
  );
  expect(r.p.shown).toEqual([]);
  expect(r.input).toEqual({ contract: 'round', winner: 'Bert', toeps: ['Bert'], passed: { Dirk: 1 } });
});

const record = (sheet: SheetData, line: string): SheetData => ({
  ...sheet,
  deals: [...sheet.deals, game.parseDeal(args(line), configOf(game, sheet))],
});

// SPB's round (§9.1) with Ann, Bert, Cis, Dirk for A, B, C, D.
const SPB = { contract: 'round', winner: 'Ann', toeps: ['Ann', 'Bert'], passed: { Cis: 1, Dirk: 2 } };
/** SPB's toeps answered in table mode: Ann toeps, Cis passes toep 1, Bert toeps again, Dirk passes toep 2. */
const SPB_TOEPS: Answer[] = [
  'Ann toeps (stake 2)',
  'goes along',
  'passes (scores 1 point)',
  'goes along',
  'Bert toeps (stake 3)',
  'passes (scores 2 points)',
  'goes along',
];

describe('toepen table mode', () => {
  const sheet = makeSheet('toepen', FOUR);

  test('Esc in the toeps goes back one question, its answer offered again, not out of them all', async () => {
    // SPB's round, with Esc at "another toep?" after Bert's toep: Ann's answer (along) is asked again, then the same.
    const r = await enter(sheet, [...SPB_TOEPS, ESC, ENTER, 'no more toeps', 'Ann', ENTER]);
    const asked = r.p.asked.map((q) => q.message);
    expect(asked.slice(6, 9)).toEqual([
      'Toep 2 by Bert, stake 3: does Ann go along or pass?',
      'Stake 3. Another toep?',
      'Toep 2 by Bert, stake 3: does Ann go along or pass?',
    ]);
    // Ann's answer (she went along, false: no pass) is the default of her question asked again.
    expect(r.p.asked[8].default).toBe(false);
    expect(r.input).toEqual(SPB);
  });

  test('Esc at the winner goes back to the last toep question, every answer kept; Esc again, one more', async () => {
    const r = await enter(sheet, [...SPB_TOEPS, 'no more toeps', ESC, ESC, ENTER, ENTER, 'Ann', ENTER]);
    const asked = r.p.asked.slice(8).map((q) => [q.message, q.default]);
    expect(asked).toEqual([
      ['Stake 3. Who won the last trick?', undefined],
      ['Stake 3. Another toep?', ''],
      ['Toep 2 by Bert, stake 3: does Ann go along or pass?', false],
      ['Stake 3. Another toep?', ''],
      ['Stake 3. Who won the last trick?', undefined],
      ['Vuile was: who pays the penalty? (usually nobody)', expect.anything()],
    ]);
    expect(r.input).toEqual(SPB);
  });

  test('Esc at the first along-or-pass goes back to "Who toeped first?", the toeper offered', async () => {
    const pass = 'passes (scores 1 point)';
    const r = await enter(sheet, ['Bert toeps (stake 2)', ESC, ENTER, pass, pass, pass, ENTER]);
    expect(r.p.asked[2].default).toEqual({ words: [], flags: { toeps: 'Bert' } });
    expect(r.input).toEqual({
      contract: 'round',
      winner: 'Bert',
      toeps: ['Bert'],
      passed: { Ann: 1, Cis: 1, Dirk: 1 },
    });
  });

  test('one toep, all along: Esc at the winner comes back to "Another toep?", not to the first question', async () => {
    const along = ['Ann toeps (stake 2)', 'goes along', 'goes along', 'goes along', 'no more toeps'];
    const r = await enter(sheet, [...along, ESC, ENTER, 'Bert', ENTER]);
    expect(r.p.asked.slice(5, 8).map((q) => [q.message, q.default])).toEqual([
      ['Stake 2. Who won the last trick?', undefined],
      ['Stake 2. Another toep?', ''],
      ['Stake 2. Who won the last trick?', undefined],
    ]);
    expect(r.input).toEqual({ contract: 'round', winner: 'Bert', toeps: ['Ann'] });
  });

  test("each toep in turn: along or pass from the toeper's left, another toep, the winner of those left", async () => {
    const r = await enter(sheet, [...SPB_TOEPS, 'no more toeps', 'Ann', ENTER]);
    expect(r.p.asked.map((q) => q.message)).toEqual([
      // The example line names the players in the round, from the dealer's left.
      'Round 1, Ann deals. Who toeped first? (or the whole round: bert wins knock bert,cis pass dirk=1)',
      'Toep 1 by Ann, stake 2: does Bert go along or pass?',
      'Toep 1 by Ann, stake 2: does Cis go along or pass?',
      'Toep 1 by Ann, stake 2: does Dirk go along or pass?',
      'Stake 2. Another toep?',
      'Toep 2 by Bert, stake 3: does Dirk go along or pass?',
      'Toep 2 by Bert, stake 3: does Ann go along or pass?',
      'Stake 3. Another toep?',
      'Stake 3. Who won the last trick?',
      'Vuile was: who pays the penalty? (usually nobody)',
    ]);
    expect(r.p.asked[0].choices).toEqual([
      'nobody toeped: stake 1',
      'Bert toeps (stake 2)',
      'Cis toeps (stake 2)',
      'Dirk toeps (stake 2)',
      'Ann toeps (stake 2)',
      'Bert held four of a kind',
      'Cis held four of a kind',
      'Dirk held four of a kind',
      'Ann held four of a kind',
    ]);
    // Bert made the last toep: with double-toep=off only Ann may toep again.
    expect(r.p.asked[7].choices).toEqual(['no more toeps', 'Ann toeps (stake 4)']);
    expect(r.p.asked[8].choices).toEqual(['Bert', 'Ann']);
    expect(r.input).toEqual(SPB);
  });

  test('everybody else passed: the toeper won, no winner is asked', async () => {
    const r = await enter(sheet, [
      'Cis toeps (stake 2)',
      'passes (scores 1 point)',
      'passes (scores 1 point)',
      'passes (scores 1 point)',
      ENTER,
    ]);
    expect(r.p.asked.map((q) => q.message).at(-1)).toBe('Vuile was: who pays the penalty? (usually nobody)');
    expect(r.input).toEqual({ contract: 'round', winner: 'Cis', toeps: ['Cis'], passed: { Ann: 1, Bert: 1, Dirk: 1 } });
    // Esc at the vuile was goes back to the last pass, past the winner that was never asked (it came back at once).
    const back = await enter(sheet, [
      'Cis toeps (stake 2)',
      'passes (scores 1 point)',
      'passes (scores 1 point)',
      'passes (scores 1 point)',
      ESC,
      'goes along',
      'no more toeps',
      'Bert',
      ENTER,
    ]);
    expect(back.p.asked.slice(4, 6).map((q) => [q.message, q.default])).toEqual([
      ['Vuile was: who pays the penalty? (usually nobody)', expect.anything()],
      ['Toep 1 by Cis, stake 2: does Bert go along or pass?', true],
    ]);
    expect(back.input).toEqual({ contract: 'round', winner: 'Bert', toeps: ['Cis'], passed: { Ann: 1, Dirk: 1 } });
  });

  test('no toep, four of a kind, the vuile-was penalty and (jack-win=on) the jack', async () => {
    const plain = await enter(sheet, [ENTER, 'Dirk', 'Bert pays']);
    expect(plain.input).toEqual({ contract: 'round', winner: 'Dirk', wasPenalty: 'Bert' });
    const four = await enter(sheet, ['Dirk held four of a kind']);
    expect(four.input).toEqual({ contract: 'round', fourOfAKind: 'Dirk' });
    const jack = makeSheet('toepen', FOUR, { set: { 'jack-win': 'on', 'vuile-was': 'off' } });
    const r = await enter(jack, [ENTER, 'Cis', true]);
    expect(r.p.asked.map((q) => q.message).slice(1)).toEqual([
      'Stake 1. Who won the last trick?',
      'Did Cis win the last trick with a jack?',
    ]);
    expect(r.input).toEqual({ contract: 'round', winner: 'Cis', jack: true });
    // Everybody else passed: the round ended before its last trick, and no jack is asked (until 2026-12-07 it was).
    const pass = 'passes (scores 1 point)';
    const passed = await enter(jack, ['Cis toeps (stake 2)', pass, pass, pass]);
    expect(passed.p.asked.map((q) => q.message).slice(1)).toEqual([
      'Toep 1 by Cis, stake 2: does Dirk go along or pass?',
      'Toep 1 by Cis, stake 2: does Ann go along or pass?',
      'Toep 1 by Cis, stake 2: does Bert go along or pass?',
    ]);
    expect(passed.input).toEqual({
      contract: 'round',
      winner: 'Cis',
      toeps: ['Cis'],
      passed: { Ann: 1, Bert: 1, Dirk: 1 },
    });
  });

  test('the whole round on one line, confirmed in words; who pays the vuile-was penalty said in full', async () => {
    const r = await enter(sheet, ['ann wint toep ann,bert pas cis=1,dirk=2', ENTER]);
    expect(r.input).toEqual(SPB);
    expect(r.p.asked[1].message).toBe('Save: Ann wins, stake 3 (toep Ann, Bert); passed Cis 1, Dirk 2?');
    const was = await enter(sheet, ['dirk wins wasboete bert', ENTER]);
    expect(was.p.asked[1].message).toBe('Save: Dirk wins; Bert pays the vuile-was penalty?');
  });

  test('a player who is out is not offered, and a line naming him says why', async () => {
    let s = sheet;
    for (const l of [
      '--winner Bert',
      '--toeps Cis,Ann --passed Dirk=1,Bert=2 --winner Cis',
      '--four-of-a-kind Dirk',
      '--toeps Ann,Bert,Ann --passed Cis=3 --winner Dirk',
    ])
      s = record(s, l);
    const r = await enter(s, ['ann wint', 'dirk wint wasboete bert', ENTER]);
    expect(r.p.asked[0].message).toBe(
      // Ann is out: the example names only players still in.
      'Round 5, Dirk deals. Who toeped first? (or the whole round: bert wins knock bert,cis pass dirk=1)',
    );
    expect(r.p.asked[0].choices).toEqual([
      'nobody toeped: stake 1',
      'Bert toeps (stake 2)',
      'Cis toeps (stake 2)',
      'Dirk toeps (stake 2)',
      'Bert held four of a kind',
      'Cis held four of a kind',
      'Dirk held four of a kind',
    ]);
    // Shown under the typed line, which stays to be corrected (a line offered and refused would be said, and cleared).
    expect(r.p.shown).toEqual(['✗ Round 5: Ann is out (10 points since round 4).']);
    expect(r.p.said).toEqual([]);
    expect(r.input).toEqual({ contract: 'round', winner: 'Dirk', wasPenalty: 'Bert' });
  });

  // Until 2026-12-07 a player who is out was counted as one who had not passed, so once anybody was out a jack was
  // taken in a round everybody still in passed: the line said so is refused as record refuses it, the jack not asked.
  test('a player out: a jack in a round everybody still in passed is refused on one line, and not asked', async () => {
    let s = makeSheet('toepen', FOUR, { set: { limit: '5', 'jack-win': 'on', 'vuile-was': 'off' } });
    for (const l of [
      '--winner Bert --toeps Bert,Ann --passed Cis=1,Dirk=1',
      '--winner Bert --toeps Bert --passed Cis=1,Dirk=1',
    ])
      s = record(s, l);
    const r = await enter(s, [
      'bert wint toep bert pas cis=1,dirk=1 boer',
      'bert wint toep bert pas cis=1,dirk=1',
      ENTER,
    ]);
    expect(r.p.shown).toEqual([
      '✗ Everybody else passed on toep 1, so Bert won the round before its last trick was played: leave out the jack.',
    ]);
    expect(r.input).toEqual({ contract: 'round', winner: 'Bert', toeps: ['Bert'], passed: { Cis: 1, Dirk: 1 } });
    const nl = await enter(
      s,
      ['bert wint toep bert pas cis=1,dirk=1 boer', 'bert wint toep bert pas cis=1,dirk=1', ENTER],
      undefined,
      'nl',
    );
    expect(nl.p.shown).toEqual([
      '✗ Alle anderen pasten op toep 1, dus Bert won de ronde voor de laatste slag gespeeld werd: laat de boer weg.',
    ]);
    // Asked question by question: Cis and Dirk pass Bert's toep, Ann is out; no winner and no jack is asked.
    const asked = await enter(s, ['Bert toeps (stake 2)', 'passes (scores 1 point)', 'passes (scores 1 point)']);
    expect(asked.p.asked.map((q) => q.message).slice(1)).toEqual([
      'Toep 1 by Bert, stake 2: does Cis go along or pass?',
      'Toep 1 by Bert, stake 2: does Dirk go along or pass?',
    ]);
    expect(asked.input).toEqual(r.input);
  });

  test('a record line without a winner asks only for the winner', async () => {
    const r = await enter(sheet, ['Ann'], { words: [], flags: { toeps: 'Ann,Bert', passed: 'Cis=1,Dirk=2' } });
    expect(r.p.asked.map((q) => q.message)).toEqual(['Stake 3. Who won the last trick?']);
    expect(r.input).toEqual(SPB);
  });

  test('in Dutch', async () => {
    const r = await enter(
      sheet,
      ['Ann toept (inzet 2)', 'gaat mee', 'past (krijgt 1 punt)', 'gaat mee', 'geen toep meer', 'Dirk', ENTER],
      undefined,
      'nl',
    );
    expect(r.p.asked.map((q) => q.message)).toEqual([
      'Ronde 1, Ann geeft. Wie toepte eerst? (of de hele ronde: bert wint toep bert,cis pas dirk=1)',
      'Toep 1 van Ann, inzet 2: gaat Bert mee of niet?',
      'Toep 1 van Ann, inzet 2: gaat Cis mee of niet?',
      'Toep 1 van Ann, inzet 2: gaat Dirk mee of niet?',
      'Inzet 2. Wordt er nog getoept?',
      'Inzet 2. Wie won de laatste slag?',
      'Vuile was: wie betaalt de boete? (meestal niemand)',
    ]);
    expect(r.input).toEqual({ contract: 'round', winner: 'Dirk', toeps: ['Ann'], passed: { Cis: 1 } });
    const line = await enter(sheet, ['vier dirk', ENTER], undefined, 'nl');
    expect(line.p.asked[1].message).toBe('Bewaren: Dirk: vier gelijke?');
  });

  test('the one-line reader: the Dutch words and their English ones, inzet for the toeps, nothing else', () => {
    const config = configOf(game, sheet);
    const read = (line: string) => readLine('toepen', line, config);
    expect(read('ann wint toep ann,bert pas cis=1,dirk=2 wasboete bert boer')).toEqual({
      words: [],
      flags: { winner: 'ann', toeps: 'ann,bert', passed: 'cis=1,dirk=2', wasPenalty: 'bert', jack: true },
    });
    expect(read('ann wins knock ann bert pass cis=1, dirk=2')).toEqual({
      words: [],
      flags: { winner: 'ann', toeps: 'ann,bert', passed: 'cis=1,dirk=2' },
    });
    expect(read('ann wint inzet 3 pas cis=1,dirk=2')).toEqual({
      words: [],
      flags: { winner: 'ann', finalStake: '3', passed: 'cis=1,dirk=2' },
    });
    expect(read('vier dirk')).toEqual({ words: [], flags: { fourOfAKind: 'dirk' } });
    expect(read('four dirk')).toEqual({ words: [], flags: { fourOfAKind: 'dirk' } });
    // A winner or the toepers left out: read as far as they go, as bare flags for record to ask for (until 2026-12-07
    // not read, and the phone said only how a round is written).
    expect(read('wint')).toEqual({ words: [], flags: { winner: true } });
    expect(read('ann wint toep')).toEqual({ words: [], flags: { winner: 'ann', toeps: true } });
    // Until 2026-12-07 not read either: `pas`, `inzet`, `wasboete`, `vier` without their value, now bare flags.
    expect(read('ann wint pas')).toEqual({ words: [], flags: { winner: 'ann', passed: true } });
    expect(read('ann wint inzet pas cis=1')).toEqual({
      words: [],
      flags: { winner: 'ann', finalStake: true, passed: 'cis=1' },
    });
    expect(read('ann wint wasboete')).toEqual({ words: [], flags: { winner: 'ann', wasPenalty: true } });
    expect(read('vier')).toEqual({ words: [], flags: { fourOfAKind: true } });
    for (const no of ['ann', 'wint ann', 'ann wint zomaar', 'ann wint inzet 2 inzet 3'])
      expect([no, read(no)]).toEqual([no, undefined]);
  });
});

// The whole game of spec/toepen.md §9.2 through table mode in a terminal of 60x24 (in process), one run: rounds
// asked toep by toep (along or pass from the toeper's left, another toep, the winner, the vuile-was penalty) and
// rounds typed on one line, a line naming a player who is out refused at once, and the end with the last player
// left the winner. The rows and totals worked by hand on the page.
const home = tempHome();
let t: InTerminal | undefined;
afterAll(() => {
  t?.kill();
  fs.rmSync(home, { recursive: true, force: true });
});

const P = ['Ann', 'Bert', 'Cis', 'Dirk'];
/** A text as the screen may show it at 60 columns: wrapped at any space. */
const wrapped = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+'));
const ROWS = [
  [1, 0, 1, 1],
  [3, 2, 0, 1],
  [3, 3, 3, 0],
  [3, 4, 3, 0],
  [0, 1, 1, 0],
  [0, 0, 0, 3],
  [0, 0, 0, 1],
  [0, 0, 1, 0],
  [0, 0, 1, 0],
];

describe('Toepen table mode in a terminal (in process)', () => {
  test('§9.2 at 60x24: toeps asked in turn, one-line rounds, a refusal, the last player left wins', async () => {
    expect((await tafel(home, ['new', 'toepen', '--players', P.join(',')])).code).toBe(0);
    t = new InTerminal(home, ['play'], {}, { columns: 60, rows: 24 });
    const term = t;
    const first = (n: number, dealer: string) =>
      term.waitFor(wrapped(`Round ${n}, ${dealer} deals. Who toeped first?`));
    /** A round typed on one line at the first question, then its description confirmed. */
    const line = async (typed: string, described: string, n: number) => {
      term.send(typed);
      await term.waitFor(/❯ ⏎ the whole round: /);
      term.send('\r');
      await term.waitFor(wrapped(`Save: ${described}?`));
      term.send('\r');
      // The saved line is cut to the screen's width: its start only.
      await term.waitFor(new RegExp(`Round ${n}: `));
    };
    /** A plain list (no search): `downs` times the down arrow from the first entry, then Enter on `highlighted`. */
    const choose = async (downs: number, highlighted: string) => {
      term.send('\x1b[B'.repeat(downs));
      await term.waitFor(new RegExp(`❯ ${highlighted.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      term.send('\r');
    };
    const along = async (p: string, toeper: string, k: number, pass: boolean) => {
      await term.waitFor(wrapped(`Toep ${k} by ${toeper}, stake ${k + 1}: does ${p} go along or pass?`));
      if (pass) await choose(1, `passes (scores ${k} point${k === 1 ? '' : 's'})`);
      else await choose(0, 'goes along');
    };
    const nobodyPays = async () => {
      await term.waitFor(wrapped('Vuile was: who pays the penalty? (usually nobody)'));
      await choose(0, 'nobody');
    };

    // Round 1, Ann deals: nobody toeps, Bert wins.
    await first(1, 'Ann');
    await term.pick('nobody', 'nobody toeped: stake 1');
    await term.waitFor(wrapped('Stake 1. Who won the last trick?'));
    // The winner has no default (nobody is marked until an arrow is pressed): Bert, first from the dealer's left.
    await choose(1, 'Bert');
    await nobodyPays();
    await term.waitFor(/Round 1: Bert wins/);

    // Round 2, Bert deals: Cis toeps, Dirk passes, Ann and Bert go along; Ann toeps, Bert passes; Cis wins.
    await first(2, 'Bert');
    await term.pick('Cis', 'Cis toeps (stake 2)');
    await along('Dirk', 'Cis', 1, true);
    await along('Ann', 'Cis', 1, false);
    await along('Bert', 'Cis', 1, false);
    await term.waitFor(wrapped('Stake 2. Another toep?'));
    // Those left after Cis's toep, from his left: Ann, Bert (Dirk passed; Cis may not toep twice in a row).
    await choose(1, 'Ann toeps (stake 3)');
    await along('Bert', 'Ann', 2, true);
    await along('Cis', 'Ann', 2, false);
    await term.waitFor(wrapped('Stake 3. Another toep?'));
    await choose(0, 'no more toeps');
    await term.waitFor(wrapped('Stake 3. Who won the last trick?'));
    // Those left from the dealer Bert's left: Cis, Ann.
    await choose(1, 'Cis');
    await nobodyPays();
    await term.waitFor(/Round 2: Cis wins, stake 3/);

    // Rounds 3 and 4 on one line.
    await first(3, 'Cis');
    await line('vier dirk', 'Dirk: four of a kind', 3);
    await first(4, 'Dirk');
    await line('dirk wint toep ann,bert,ann pas cis=3', 'Dirk wins, stake 4 (toep Ann, Bert, Ann); passed Cis 3', 4);

    // Round 5: Ann is out, so a line naming her is refused at once; the line typed again.
    await first(5, 'Dirk');
    term.send('ann wint');
    await term.waitFor(wrapped('Ann is out (10 points since round 4)'));
    term.send('\x15');
    await line('dirk wins wasboete bert', 'Dirk wins; Bert pays the vuile-was penalty', 5);

    await first(6, 'Dirk');
    await line('cis wint toep dirk,cis', 'Cis wins, stake 3 (toep Dirk, Cis)', 6);
    // Round 7, asked: Cis toeps, Dirk passes: Cis is the only one left, so no winner is asked.
    await first(7, 'Cis');
    await term.pick('Cis', 'Cis toeps (stake 2)');
    await along('Dirk', 'Cis', 1, true);
    await nobodyPays();
    await term.waitFor(/Round 7: Cis wins, stake 2 \(toep Cis\); passed Dirk 1/);
    await first(8, 'Cis');
    await line('dirk wint', 'Dirk wins', 8);
    await first(9, 'Dirk');
    await line('dirk wint toep dirk', 'Dirk wins, stake 2 (toep Dirk)', 9);

    // Cis out at 10: Dirk is the last player left.
    await term.waitFor(wrapped('Finished. Winner: Dirk · lowest wins'));
    await term.waitFor(/The game is over\. What now\?[\s\S]*↑↓ • ⏎/);
    const { lines, wrapped: over } = screenOf(term.raw, 60, 24);
    expect(over).toEqual([]);
    const shown = lines.join('\n');
    expect(shown).toMatch(/│ *9 *│.*│ *dood *│ *dood *│ *\+1 \(2\) *│ *0 *│/);
    expect(shown).toMatch(/│ *total *│ *\+10 *│ *\+10 *│ *\+10 *│ *\+6 *│/);
    term.send('q');
    await term.waitFor(/❯ quit: stop here/);
    term.send('\r');
    expect(await term.exit).toBe(0);

    const v = await tafelJson(home, ['sheet']);
    expect(v.deals.map((d: { scores: Record<string, number> }) => P.map((p) => d.scores[p]))).toEqual(ROWS);
    expect(v.deals.map((d: { dealer: string }) => d.dealer).join(' ')).toBe('Ann Bert Cis Dirk Dirk Dirk Cis Cis Dirk');
    expect(v.totals).toEqual({ Ann: 10, Bert: 10, Cis: 10, Dirk: 6 });
    expect(v).toMatchObject({ finished: true, winner: 'Dirk', places: { Dirk: 1, Cis: 2, Bert: 3, Ann: 4 } });
  }, 240000);
});
