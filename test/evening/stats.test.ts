import { describe, expect, test } from '@jest/globals';
import { computeStats, declarersOf, type Stats } from '../../src/evening/stats.js';
import { replay } from '../../src/sheet/sheet.js';
import { sheet, vrijdagA, vrijdagB, vrijdagZwikken } from './fixtures.js';
import { snapshot, tafel, tafelJson, tempHomes } from '../helpers/cli.js';
import { textsOf } from '../../src/i18n/index.js';

/**
 * A second evening, 4 December, worked by hand:
 * Whist (lodige): Ann and Bert grote-miserie, Ann 0 tricks (made, +36), Bert 1 (failed, -36; Cis and
 *   Dirk +24 each); Cis + Dirk troel 8 tricks (needs 9): -15 each, Ann and Bert +15; then a pass.
 *   Totals Ann 51, Bert -21, Cis 9, Dirk 9.
 * Belote (cardavia), teams Ann + Cis against Bert + Dirk: Ann takes with 92: made, 92 / 70. Bert
 *   takes with 70, belote Ann: 70 against 92 + 20 = 112, failed: takers 0, defenders 162 + 20 = 182.
 *   Totals Ann and Cis 274, Bert and Dirk 70.
 */
const december = () => [
  sheet(
    'kleurenwiezen',
    ['Ann', 'Bert', 'Cis', 'Dirk'],
    ['grote-miserie --by Ann,Bert --tricks Ann=0,Bert=1', 'troel --by Cis,Dirk --tricks 8', 'pas'],
    {
      id: '2026-12-04-kleurenwiezen',
      createdAt: '2026-12-04T12:00:00.000Z',
    },
  ),
  sheet(
    'belote',
    ['Ann', 'Bert', 'Cis', 'Dirk'],
    ['--taker Ann --points 92', '--taker Bert --points 70 --belote Ann'],
    {
      id: '2026-12-04-belote',
      createdAt: '2026-12-04T13:00:00.000Z',
    },
  ),
];
const history = () => [vrijdagA(), vrijdagB(), vrijdagZwikken(), ...december()];

describe('stats over a small history', () => {
  const stats = computeStats(history());

  test('evenings, sheets and deals: 2 evenings; 2 + 2 + 3 + 3 + 2 = 12 deals on 5 sheets', () => {
    expect([stats.evenings, stats.sheets, stats.deals]).toEqual([2, 5, 12]);
    expect(Object.keys(stats.players).sort()).toEqual(['Ann', 'Bert', 'Cis', 'Dirk', 'Eva']);
  });

  test('Ann, worked game by game', () => {
    expect(stats.players.Ann).toEqual({
      evenings: 2,
      sheets: 5,
      deals: 12,
      games: {
        // -15 + 5 + 51 = 41 over 2 + 2 + 3 = 7 deals: 5.857 -> 5.86. Evenings: -15 + 5 = -10, then 51.
        // solo 6 lost (-15), vragen made (+2), grote-miserie made (+36).
        kleurenwiezen: {
          unit: 'points',
          evenings: 2,
          sheets: 3,
          deals: 7,
          points: 41,
          perDeal: 5.86,
          contracts: {
            'grote-miserie': { declared: 1, made: 1 },
            solo: { declared: 1, made: 0 },
            vragen: { declared: 1, made: 1 },
          },
          best: { evening: '2026-12-04', amount: 51 },
          worst: { evening: '2026-11-27', amount: -10 },
        },
        // 0.20 over 3 deals: 0.0667 -> 0.07. Asked once (deal 1) and took the pot: +0.30 won; the ante
        // of deal 3's search -0.10 lost; 0.30 - 0.10 = 0.20.
        zwikken: {
          unit: 'money',
          evenings: 1,
          sheets: 1,
          deals: 3,
          money: 0.2,
          won: 0.3,
          lost: 0.1,
          perDeal: 0.07,
          contracts: { vragen: { declared: 1, made: 1 } },
          best: { evening: '2026-11-27', amount: 0.2 },
          worst: { evening: '2026-11-27', amount: 0.2 },
        },
        // Took once and made it (92); Bert's take is not Ann's contract. 274 / 2 = 137.
        belote: {
          unit: 'points',
          evenings: 1,
          sheets: 1,
          deals: 2,
          points: 274,
          perDeal: 137,
          contracts: { take: { declared: 1, made: 1 } },
          best: { evening: '2026-12-04', amount: 274 },
          worst: { evening: '2026-12-04', amount: 274 },
        },
      },
    });
  });

  test('Bert: losses count as declared, not made; Zwikken money lost stays apart', () => {
    const b = stats.players.Bert.games;
    // 20 - 11 - 21 = -12 over 7 deals: -1.714 -> -1.71. Evenings: 20 - 11 = 9, then -21.
    expect(b.kleurenwiezen).toMatchObject({
      points: -12,
      perDeal: -1.71,
      contracts: {
        samen: { declared: 1, made: 1 },
        alleen: { declared: 1, made: 0 },
        'grote-miserie': { declared: 1, made: 0 },
      },
      best: { evening: '2026-11-27', amount: 9 },
      worst: { evening: '2026-12-04', amount: -21 },
    });
    // Bert asked in deal 1 and lost (-0.50), then deal 3's search (-0.10): -0.60 in all, all of it
    // lost; -0.60 / 3 = -0.20 a deal.
    expect(b.zwikken).toMatchObject({
      money: -0.6,
      won: 0,
      lost: 0.6,
      perDeal: -0.2,
      contracts: { vragen: { declared: 1, made: 0 } },
    });
    expect(b.zwikken.points).toBeUndefined();
    // Bert took and failed: his team scored 0 on that deal.
    expect(b.belote).toMatchObject({ points: 70, perDeal: 35, contracts: { take: { declared: 1, made: 0 } } });
  });

  test('Belote: only the taker declares, not his partner (issue 21.5)', () => {
    // Ann took deal 1 and Bert deal 2; Cis and Dirk took nothing.
    expect(stats.players.Cis.games.belote.contracts).toEqual({});
    expect(stats.players.Dirk.games.belote.contracts).toEqual({});
  });

  test('Cis, Dirk and Eva', () => {
    // Cis: 10 + 1 + 9 = 20 over 7: 2.857 -> 2.86; troel lost. Evenings 11, then 9.
    expect(stats.players.Cis.games.kleurenwiezen).toMatchObject({
      points: 20,
      perDeal: 2.86,
      contracts: { troel: { declared: 1, made: 0 } },
      best: { evening: '2026-11-27', amount: 11 },
      worst: { evening: '2026-12-04', amount: 9 },
    });
    // Cis asked in deal 2 of the Zwikken and paid the pot (-0.40).
    expect(stats.players.Cis.games.zwikken.contracts).toEqual({ vragen: { declared: 1, made: 0 } });
    // Dirk: 20 + 9 = 29 over 2 + 3 = 5 deals: 5.8. Never asked at Zwikken.
    expect(stats.players.Dirk.games.kleurenwiezen).toMatchObject({
      sheets: 2,
      deals: 5,
      points: 29,
      perDeal: 5.8,
      contracts: { samen: { declared: 1, made: 1 }, troel: { declared: 1, made: 0 } },
    });
    // Dirk: -0.10 ante in deal 1, -0.10 for deal 3's search: 0.20 lost.
    expect(stats.players.Dirk.games.zwikken).toMatchObject({ money: -0.2, won: 0, lost: 0.2, contracts: {} });
    expect(stats.players.Eva).toEqual({
      evenings: 1,
      sheets: 1,
      deals: 2,
      games: {
        kleurenwiezen: {
          unit: 'points',
          evenings: 1,
          sheets: 1,
          deals: 2,
          points: 5,
          perDeal: 2.5,
          contracts: { vragen: { declared: 1, made: 1 } },
          best: { evening: '2026-11-27', amount: 5 },
          worst: { evening: '2026-11-27', amount: 5 },
        },
      },
    });
  });

  test('--game keeps one game; --player one player and only the sheets at which he sat', () => {
    const z = computeStats(history(), { game: 'zwikken' });
    expect([z.evenings, z.sheets, z.deals]).toEqual([1, 1, 3]);
    expect(Object.keys(z.players)).toEqual(['Ann', 'Bert', 'Cis', 'Dirk']);
    expect(Object.keys(z.players.Ann.games)).toEqual(['zwikken']);
    const eva = computeStats(history(), { player: 'Eva' });
    expect([eva.evenings, eva.sheets, eva.deals]).toEqual([1, 1, 2]);
    expect(Object.keys(eva.players)).toEqual(['Eva']);
  });

  test('--player counts his own deals; a game he sat out every deal of has no average per deal', () => {
    // Five at a whisthub table: the dealer, Ann, sits out deal 1 (kleurenwiezen-tables.md), the only deal.
    const five = sheet('kleurenwiezen', ['Ann', 'Bert', 'Cis', 'Dirk', 'Eva'], ['samen 8 --by Bert,Cis --tricks 10'], {
      id: '2026-12-11-kleurenwiezen',
      createdAt: '2026-12-11T12:00:00.000Z',
      rules: 'whisthub',
    });
    const ann = computeStats([five], { player: 'Ann' });
    expect([ann.evenings, ann.sheets, ann.deals]).toEqual([1, 1, 0]);
    expect(ann.players.Ann.games.kleurenwiezen).toMatchObject({ deals: 0, points: 0, perDeal: null });
    expect(computeStats([five], { player: 'Bert' }).deals).toBe(1);
    expect(computeStats([five]).deals).toBe(1);
  });

  test('the same person spelt in another case is one player', () => {
    const lower = sheet('kleurenwiezen', ['ann', 'Bert', 'Cis', 'Dirk'], ['solo 6 --by ann --tricks 6'], {
      id: 'x-1',
      createdAt: '2026-12-11T12:00:00.000Z',
    });
    const s = computeStats([vrijdagA(), lower]);
    expect(Object.keys(s.players)).toEqual(['Ann', 'Bert', 'Cis', 'Dirk']);
    // -15, then solo 6 made with 6 tricks: +12.
    expect(s.players.Ann.games.kleurenwiezen).toMatchObject({
      points: -3,
      contracts: { solo: { declared: 2, made: 1 } },
    });
  });

  test('no sheets: nothing played', () => {
    expect(computeStats([])).toEqual({ evenings: 0, sheets: 0, deals: 0, players: {} });
  });

  test('the head counts as export counts, in the language’s way (until 2026-12-07 "4200 sheets, 15400 deals")', () => {
    expect(textsOf('en').commands.statsHead(1200, 4200, 15400)).toBe('1,200 evenings, 4,200 sheets, 15,400 deals.');
    expect(textsOf('en').commands.wrote(4200, 'json', 'b.json')).toBe('Wrote 4,200 sheets (json) to b.json.');
    expect(textsOf('nl').commands.statsHead(1200, 4200, 15400)).toBe('1.200 avonden, 4.200 bladen, 15.400 giften.');
    expect(textsOf('en').commands.statsHead(1, 1, 1)).toBe('1 evening, 1 sheet, 1 deal.');
  });
});

describe('who declared a deal', () => {
  const [whist, belote] = december();
  const z = vrijdagZwikken();
  test.each([
    // Ann 0 tricks made, Bert 1 trick failed.
    [
      'kleurenwiezen by',
      whist,
      0,
      [
        { player: 'Ann', made: true },
        { player: 'Bert', made: false },
      ],
    ],
    ['kleurenwiezen pass', whist, 2, []],
    // Bert took with 70 against 112: failed; Dirk, his partner, did not take.
    ['belote: the taker alone', belote, 1, [{ player: 'Bert', made: false }]],
    // Ann won and took the pot; Bert asked and lost.
    [
      'zwikken askers',
      z,
      0,
      [
        { player: 'Ann', made: true },
        { player: 'Bert', made: false },
      ],
    ],
    ['zwikken all passed', z, 2, []],
  ] as const)('%s', (_, s, deal, who) => {
    expect(declarersOf(s.game, s.view.deals[deal], s.view, s.data)).toEqual(who);
  });
});

describe("made is the contract, and a team game counts the taker's own takes (issue 21.5)", () => {
  test('Belote ffb: a failed take that kept its belote is not made; the partner is not charged', () => {
    // ffb, Ann + Cis against Bert + Dirk. Deal 1: Ann takes with 62, belote Ann: 62 + 20 = 82 against
    // 100, failed: the takers keep their belote (20), the defenders 162. Deal 2: Cis takes with 100:
    // 100 against 62, made. Ann + Cis 20 + 100 = 120, Bert + Dirk 162 + 62 = 224.
    const s = sheet(
      'belote',
      ['Ann', 'Bert', 'Cis', 'Dirk'],
      ['--taker Ann --points 62 --belote Ann', '--taker Cis --points 100'],
      {
        id: '2026-12-05-belote',
        createdAt: '2026-12-05T12:00:00.000Z',
        rules: 'ffb',
      },
    );
    const st = computeStats([s]);
    expect(st.players.Ann.games.belote).toMatchObject({ points: 120, contracts: { take: { declared: 1, made: 0 } } });
    expect(st.players.Cis.games.belote).toMatchObject({ points: 120, contracts: { take: { declared: 1, made: 1 } } });
    expect(st.players.Bert.games.belote).toMatchObject({ points: 224, contracts: {} });
    expect(st.players.Dirk.games.belote.contracts).toEqual({});
  });

  test('Belote ffb litige with litige-belote=kept: a positive score, and still not made', () => {
    // Ann takes with 71, belote Ann: 91 against 91, a litige; kept: Ann + Cis score their 20 now
    // and 71 waits; Bert + Dirk 91.
    const s = sheet('belote', ['Ann', 'Bert', 'Cis', 'Dirk'], ['--taker Ann --points 71 --belote Ann'], {
      id: '2026-12-06-belote',
      createdAt: '2026-12-06T12:00:00.000Z',
      rules: 'ffb',
    });
    const kept = { ...s, data: { ...s.data, set: { 'litige-belote': 'kept' } } };
    const view = replay(kept.game, kept.data);
    expect(view.totals).toEqual({ Ann: 20, Bert: 91, Cis: 20, Dirk: 91 });
    expect(computeStats([{ ...kept, view }]).players.Ann.games.belote.contracts).toEqual({
      take: { declared: 1, made: 0 },
    });
  });

  test("Klaverjassen: the taker's own takes; nat and pit by the contract", () => {
    // Ann + Cis against Bert + Dirk. Deal 1: Bert takes with 50 against 112: nat, Ann + Cis 162.
    // Deal 2: Cis takes all 8 tricks (pit): 162 + 100 = 262. Deal 3: Dirk takes with 100 against 62:
    // made. Ann + Cis 162 + 262 + 62 = 486; Bert + Dirk 0 + 0 + 100 = 100.
    const s = sheet(
      'klaverjassen',
      ['Ann', 'Bert', 'Cis', 'Dirk'],
      ['--taker Bert --points 50', '--taker Cis --pit takers', '--taker Dirk --points 100'],
      {
        id: '2026-12-05-klaverjassen',
        createdAt: '2026-12-05T12:00:00.000Z',
      },
    );
    const st = computeStats([s]);
    expect(st.players.Ann.games.klaverjassen).toMatchObject({ points: 486, contracts: {} });
    expect(st.players.Cis.games.klaverjassen).toMatchObject({
      points: 486,
      contracts: { take: { declared: 1, made: 1 } },
    });
    expect(st.players.Bert.games.klaverjassen).toMatchObject({
      points: 100,
      contracts: { take: { declared: 1, made: 0 } },
    });
    expect(st.players.Dirk.games.klaverjassen).toMatchObject({
      points: 100,
      contracts: { take: { declared: 1, made: 1 } },
    });
  });
});

describe('Zwikken won and lost are what they say (issue 21.12)', () => {
  test('won: the rows in his favour, lost: the rows against him, a shared pot and a correction included', () => {
    // spec/zwikken.md, stake 0.10: deal 1 Ann +0.30, Bert -0.50, Cis and Dirk -0.10; deal 2 Cis -0.40;
    // deal 3 everybody -0.10 (the search), pot 1.20. A correction Dirk -0.05, Bert +0.05. Shared:
    // 1.20 / 4 = 0.30 each. Ann 0.30 + 0.30 = 0.60 won, 0.10 lost: 0.50. Bert 0.05 + 0.30 = 0.35
    // won, 0.50 + 0.10 = 0.60 lost: -0.25. Cis 0.30 won, 0.10 + 0.40 + 0.10 = 0.60 lost: -0.30.
    // Dirk 0.30 won, 0.10 + 0.10 + 0.05 = 0.25 lost: +0.05.
    const z = vrijdagZwikken();
    const data = {
      ...z.data,
      closed: true,
      sharePot: true,
      corrections: [{ after: 3, scores: { Bert: 5, Dirk: -5 }, reason: 'geleend' }],
    };
    const st = computeStats([{ ...z, data, view: replay(z.game, data) }]).players;
    expect(
      [st.Ann, st.Bert, st.Cis, st.Dirk].map((p) => [p.games.zwikken.won, p.games.zwikken.lost, p.games.zwikken.money]),
    ).toEqual([
      [0.6, 0.1, 0.5],
      [0.35, 0.6, -0.25],
      [0.3, 0.6, -0.3],
      [0.3, 0.25, 0.05],
    ]);
  });
});

const home = tempHomes();

test('tafel stats: each table best first (lowest where the lowest wins, most money won), ties by name', async () => {
  const h = home();
  const ok = async (...args: string[]) => {
    const r = await tafel(h, args);
    expect([r.code, r.stderr]).toEqual([0, '']);
    return r.stdout;
  };
  // Kleurenwiezen (lodige), seated Cis, Ann, Bert, Dirk: Bert + Dirk samen 8 with 9 tricks, +10 each, Cis and Ann 0.
  await ok('new', 'kleurenwiezen', '--players', 'Cis,Ann,Bert,Dirk');
  await ok('record', 'samen', '8', '--by', 'Bert,Dirk', '--tricks', '9');
  // Jokeren: Bert goes out (0), Cis keeps 3, Ann 12; the lowest total is the best.
  await ok('new', 'jokeren', '--players', 'Ann,Bert,Cis');
  await ok('record', '--out', 'Bert', '--points', 'Ann=12,Cis=3');
  // Zwikken at 0.10: Ann and Bert ask, Bert's zwik takes the three antes (+0.20); Ann, the other asker, pays 0.30
  // into the pot besides her ante (-0.40); Eva antes (-0.10).
  await ok('new', 'zwikken', '--players', 'Eva,Ann,Bert', '--stake', '0.10');
  await ok('record', '--askers', 'Ann,Bert', '--zwik', 'Bert');
  const tables = (await ok('stats')).split('\n\n').slice(1);
  const rows = (game: string) =>
    tables
      .find((t) => t.startsWith(`${game} (`))!
      .split('\n')
      .filter((l) => l.startsWith('│') && !l.startsWith('│ player'))
      .map((l) => l.split('│')[1].trim());
  expect(rows('kleurenwiezen')).toEqual(['Bert', 'Dirk', 'Ann', 'Cis']);
  expect(rows('jokeren')).toEqual(['Bert', 'Cis', 'Ann']);
  expect(rows('zwikken')).toEqual(['Bert', 'Eva', 'Ann']);
});

/**
 * One spelling per player in `stats` whatever --game or --player asks, and the one `settle` shows: the spelling of the
 * sheet started first (decision 2026-12-07). Kleurenwiezen (cardgames) at 20:00, Ann and Éva vragen with 9 tricks: Ann
 * and Éva +2, Bert and Cis -2; Jokeren at 20:30, "ann,BERT,Eva,Dirk": BERT goes out, ann keeps 6 penalty points, Dirk
 * 3, Eva 2. The Jokeren sheet's id sorts first (j before k), so a listing by id met its spellings first.
 */
test('tafel stats names a player as first written, on the sheet started first, with and without --game', async () => {
  const h = home();
  const at = (hour: number, minute: number) => ({ now: new Date(2026, 11, 6, hour, minute) });
  const ok = async (args: string[], when = at(20, 0)) => {
    const r = await tafel(h, args, when);
    expect([r.code, r.stderr]).toEqual([0, '']);
    return r.stdout;
  };
  await ok(['new', 'kleurenwiezen', '--rules', 'cardgames', '--players', 'Ann,Bert,Cis,Éva']);
  await ok(['record', 'vragen', '--by', 'ann,éva', '--tricks', '9']);
  await ok(['new', 'jokeren', '--players', 'ann,BERT,Eva,Dirk'], at(20, 30));
  await ok(['record', '--out', 'BERT', '--points', 'ann=6,dirk=3,eva=2'], at(20, 40));
  const players = async (...args: string[]) =>
    Object.keys(JSON.parse(await ok(['stats', '--json', ...args])).players).sort();
  // Until 2026-12-07 ann, BERT and Eva (the Jokeren sheet's) without --game, Ann, Bert and Éva with kleurenwiezen.
  expect(await players()).toEqual(['Ann', 'Bert', 'Cis', 'Dirk', 'Éva']);
  expect(await players('--game', 'kleurenwiezen')).toEqual(['Ann', 'Bert', 'Cis', 'Éva']);
  expect(await players('--game', 'jokeren')).toEqual(['Ann', 'Bert', 'Dirk', 'Éva']);
  const jokeren = JSON.parse(await ok(['stats', '--json', '--game', 'jokeren'])).players;
  expect([jokeren.Ann, jokeren.Bert, jokeren.Dirk, jokeren.Éva].map((p) => p.games.jokeren.points)).toEqual([
    6, 0, 3, 2,
  ]);
  // --player finds her by any spelling and names her so too (until 2026-12-07 "Eva", the Jokeren sheet's).
  const eva = JSON.parse(await ok(['stats', '--json', '--player', 'eva', '--game', 'jokeren']));
  expect([eva.only, Object.keys(eva.players)]).toEqual([{ player: 'Éva', game: 'jokeren' }, ['Éva']]);
  // The table, lowest first: Bert 0, Éva 2, Dirk 3, Ann 6; in Dutch the same names.
  for (const lang of ['en', 'nl']) {
    const rows = (await ok(['stats', '--game', 'jokeren', '--lang', lang]))
      .split('\n')
      .filter((l) => /^│ [^ ]/.test(l))
      .slice(1)
      .map((l) => l.split('│')[1].trim());
    expect([lang, rows]).toEqual([lang, ['Bert', 'Éva', 'Dirk', 'Ann']]);
  }
  // settle names them so: kleurenwiezen at 0.05, Ann and Éva +0.10, Bert and Cis -0.10; jokeren (lowest wins) at 0.05
  // against the average 11 / 4 = 2.75: Ann -0.1625, Bert +0.1375, Éva +0.0375, Dirk -0.0125. Over the evening in
  // cents Ann -6.25, Bert 3.75, Cis -10, Éva 13.75, Dirk -1.25: rounded down -7, 3, -10, 13, -2 (-3), the 3 cents to
  // the largest remainders (0.75 each), first met first: Ann, Bert, Éva.
  const settled = JSON.parse(await ok(['settle', '--json', '--rate', 'kleurenwiezen=0.05', '--rate', 'jokeren=0.05']));
  expect(settled.balances).toEqual({ Ann: -0.06, Bert: 0.04, Cis: -0.1, Éva: 0.14, Dirk: -0.02 });
});

/**
 * A Kleurenwiezen evening of four deals, and a run that must succeed (its output): samen made by Annemieke and
 * Bertrand, Cis's abondance 9 lost, Dirk-Jan's kleine miserie made, a troel of Annemieke and Cis lost.
 */
async function fourDeals(): Promise<(args: string[], opts?: Parameters<typeof tafel>[2]) => Promise<string>> {
  const h = home();
  const ok = async (args: string[], opts = {}) => {
    const r = await tafel(h, args, opts);
    expect([r.code, r.stderr]).toEqual([0, '']);
    return r.stdout;
  };
  await ok(['new', 'kleurenwiezen', '--players', 'Annemieke,Bertrand,Cis,Dirk-Jan']);
  await ok(['record', 'samen', '8', '--by', 'Annemieke,Bertrand', '--tricks', '9']);
  await ok(['record', 'abondance', '9', '--by', 'Cis', '--tricks', '8']);
  await ok(['record', 'kleine-miserie', '--by', 'Dirk-Jan', '--tricks', 'Dirk-Jan=0']);
  await ok(['record', 'troel', '--by', 'Annemieke,Cis', '--tricks', '8']);
  return ok;
}

/**
 * A cell of two words that read only together stays on one line, however narrow the terminal: an evening and its
 * amount (`2026-12-06 -45`), a contract and its count (`troel 0/1`), a place and its count. Before, they wrapped at
 * any space: at 80 columns `troel` / `0/1`, at 60 every date above its amount (docs/screens.md).
 */
test('tafel stats at 80 and 60 columns keeps an evening with its amount, a contract with its count', async () => {
  const ok = await fourDeals();
  for (const columns of [80, 60])
    for (const lang of ['en', 'nl']) {
      const out = await ok(['--lang', lang, 'stats'], { tty: true, columns });
      const lines = out.replace(/\x1b\[[0-9;]*m/g, '').split('\n');
      const where = `${lang} at ${columns}`;
      expect({ where, wide: lines.filter((l) => l.length > columns) }).toEqual({ where, wide: [] });
      // A date whose amount went to the next line; a count whose contract stayed on the line before.
      expect({ where, parted: lines.filter((l) => /\d{4}-\d\d-\d\d *│|│ *\d+\/\d+/.test(l)) }).toEqual({
        where,
        parted: [],
      });
      expect(out).not.toContain('\u00a0');
      // Cis: 45 lost over the evening (abondance 9 with 8 tricks, troel with 8), both best and worst.
      expect(lines.filter((l) => /\d{4}-\d\d-\d\d -45\b/.test(l))).toHaveLength(2);
      expect(lines.some((l) => l.includes('troel 0/1'))).toBe(true);
    }
});

/**
 * A long name at 60 columns: until 2026-12-06 no layout fitted, so the table was cut with …: an evening "2026-12…"
 * apart from its amount, in Dutch the name itself ("Alexandrina Vandenbrouc…"). A name of several words is now parted
 * at a space where nothing else fits, and no line is cut.
 */
test('tafel stats at 60 columns parts a long name at its space rather than cut a name or an evening', async () => {
  const h = home();
  for (const args of [
    ['new', 'toepen', '--players', 'Alexandrina Vandenbroucke,Bert'],
    ['record', '--winner', 'Bert'],
  ])
    expect((await tafel(h, args)).code).toBe(0);
  for (const lang of ['en', 'nl']) {
    const out = (await tafel(h, ['--lang', lang, 'stats'], { tty: true, columns: 60 })).stdout;
    const lines = out.replace(/\x1b\[[0-9;]*m/g, '').split('\n');
    const where = lang;
    expect({ where, cut: lines.filter((l) => l.includes('…') || l.length > 60) }).toEqual({ where, cut: [] });
    const cells = (l: string) => l.split('│').map((c) => c.trim());
    const at = lines.findIndex((l) => cells(l)[1] === 'Alexandrina');
    // Her name on two lines of her row, each evening whole with its amount (1 point: best and worst).
    expect(cells(lines[at + 1])[1]).toBe('Vandenbroucke');
    for (const l of [lines[at], lines[at + 1]]) expect(cells(l).at(-2)).toMatch(/^\d{4}-\d\d-\d\d 1$/);
  }
});

/**
 * A contract is named as the sheet writes it, "grote miserie", not by its keyword grote-miserie (until 2026-12-06),
 * and its words stay together with the count where the column wraps: never "kleine" above "miserie 1/1".
 */
test("tafel stats names Kleurenwiezen's miseries as the sheet does, whole with their counts", async () => {
  const ok = await fourDeals();
  await ok(['record', 'grote-miserie', '--by', 'Annemieke,Dirk-Jan', '--tricks', 'Annemieke=0,Dirk-Jan=0']);
  for (const lang of ['en', 'nl']) {
    expect((await ok(['--lang', lang, 'stats', '--player', 'Dirk-Jan'])).split('\n')).toContainEqual(
      expect.stringMatching(/^│ Dirk-Jan .* │ grote miserie 1\/1, kleine miserie 1\/1 │$/),
    );
    // At 70 columns the contracts wrap in their cell; at 100 they go whole under the player, as tall as beside
    // him and wrapped nowhere (ui/fit.ts: of two layouts as tall, the one whose texts break less).
    for (const [columns, miseries] of [
      [70, ['grote miserie 1/1,', 'kleine miserie 1/1', 'grote miserie 1/1, samen 1/1,']],
      [100, ['grote miserie 1/1, kleine miserie 1/1', 'grote miserie 1/1, samen 1/1, troel 0/1']],
    ] as const) {
      const out = (await ok(['--lang', lang, 'stats'], { tty: true, columns })).replace(/\x1b\[[0-9;]*m/g, '');
      const where = `${lang} at ${columns}`;
      const cells = out.split('\n').flatMap((l) => l.split('│').map((c) => c.trim()));
      expect({ where, miseries: cells.filter((c) => c.includes('miserie')) }).toEqual({ where, miseries });
    }
  }
});

test("tafel stats names Rikken's contracts as the sheet does: open misère, rik beter", async () => {
  const h = home();
  for (const args of [
    ['new', 'rikken', '--players', 'Ann,Bert,Cis,Dirk'],
    ['record', 'open-misere', '--by', 'Ann', '--tricks', 'Ann=0'],
    ['record', 'rik-beter', '--by', 'Bert', '--mate', 'Dirk', '--tricks', '9', '--trump', 'H'],
  ])
    expect((await tafel(h, args)).code).toBe(0);
  // Until 2026-12-06 "open-misere 1/1" and "rik-beter 1/1", the keywords.
  for (const [player, said] of [
    ['Ann', 'open misère 1/1'],
    ['Bert', 'rik beter 1/1'],
  ])
    expect((await tafel(h, ['--lang', 'nl', 'stats', '--player', player])).stdout.split('\n')).toContainEqual(
      expect.stringMatching(new RegExp(`^│ ${player} .* │ ${said} +│$`)),
    );
});

test('tafel stats --player "" and --game "": a usage error saying what to give (exit 2), nothing written', async () => {
  const h = home();
  expect((await tafel(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk'])).code).toBe(0);
  const before = snapshot(h);
  const games =
    'kleurenwiezen, solokaarten, belote, zwikken, klaverjassen, boerenbridge, rikken, jokeren, manillen, toepen';
  for (const [args, stderr] of [
    [['stats', '--player', ''], "tafel: --player needs a player's name, e.g. tafel stats --player Ann.\n"],
    [
      ['stats', '--player', ' ', '--lang', 'nl'],
      'tafel: --player heeft de naam van een speler nodig, bv. tafel stats --player Ann.\n',
    ],
    [['stats', '--game', ''], `tafel: --game needs a game, one of ${games}: e.g. tafel stats --game kleurenwiezen.\n`],
  ] as const) {
    const r = await tafel(h, [...args]);
    expect([args, r.code, r.stdout, r.stderr]).toEqual([args, 2, '', stderr]);
  }
  expect(snapshot(h)).toEqual(before);
});

test('Klaverjassen stats name a take as its sheet does: "play" ("Ann played"), in Dutch "spelen"', async () => {
  const h = home();
  expect((await tafel(h, ['new', 'klaverjassen', '--players', 'Ann,Bert,Cis,Dirk'])).code).toBe(0);
  // Ann's team takes 100 of the 162 card points: more than half, made.
  expect((await tafel(h, ['record', '--taker', 'Ann', '--points', '100'])).code).toBe(0);
  const row = async (lang: string) =>
    (await tafel(h, ['stats', '--player', 'Ann', '--lang', lang], { env: { COLUMNS: '200' } })).stdout
      .split('\n')
      .find((l) => l.startsWith('│ Ann'));
  // Until 2026-12-06 English said "take 1/1".
  expect(await row('en')).toMatch(/│ play 1\/1 +│$/);
  expect(await row('nl')).toMatch(/│ spelen 1\/1 +│$/);
});

/**
 * The sheets each player won, worked by hand (until 2026-12-07 only Toepen's places counted any; docs/rules-notes.md):
 * Manillen, Ann + Cis against Bert + Dirk: sheet 1 Ann + Cis 60 - 0, mee and tegen ×4 = 120, past the boom of 101;
 *   sheet 2 Bert + Dirk the same; sheet 3 Ann + Cis again; sheet 4 Ann + Cis 40 - 20, ×1 = 10, not finished: nobody's.
 *   A team's win counts for both partners: Ann 2, Cis 2, Bert 1, Dirk 1.
 * Klaverjassen, one deal: Ann takes with 100, Ann + Cis 100 against 62: Ann 1, Cis 1, Bert 0, Dirk 0.
 * Jokeren with limit 20: Ann out (0), Bert 10, Cis 22 past the limit: the lowest wins, Ann 1, Bert 0, Cis 0.
 * Boerenbridge, a schedule of one deal: Ann bid 1 took 1 (10 + 2 = 12), Bert 0 of 0 (10), Cis 1 of 0 (-2): Ann 1.
 * Kleurenwiezen closed with finish after Ann + Bert samen 8 with 8 tricks (+7 each): a tie, won by nobody: 0 each.
 * Rikken closed before any deal: no winner, so no count at all (no sheetsWon).
 * Toepen with limit 3: Ann wins a round at stake 3, Bert and Cis out: Ann 1, Bert 0, Cis 0; its table has the column
 *   too, beside the places (#1 ×1), since 2026-12-07.
 */
test('tafel stats counts the sheets each player won: a team win for both partners, a tie for nobody', async () => {
  const h = home();
  const ok = async (args: string[]) => expect((await tafel(h, args)).stderr).toBe('');
  const four = ['--players', 'Ann,Bert,Cis,Dirk'];
  for (const points of ['60', 'Bert=60', '60']) {
    await ok(['new', 'manillen', ...four]);
    await ok(['record', '--trump', 'H', '--points', points, '--mee', '--tegen']);
  }
  await ok(['new', 'manillen', ...four]);
  await ok(['record', '--trump', 'H', '--points', '40']);
  await ok(['new', 'klaverjassen', ...four, '--set', 'deals=1']);
  await ok(['record', '--taker', 'Ann', '--points', '100']);
  await ok(['new', 'jokeren', '--players', 'Ann,Bert,Cis', '--set', 'limit=20']);
  await ok(['record', '--out', 'Ann', '--points', 'Bert=10,Cis=22']);
  await ok(['new', 'boerenbridge', '--players', 'Ann,Bert,Cis', '--set', 'schedule=1']);
  await ok(['record', '--bids', 'Ann=1,Bert=0,Cis=1', '--tricks', 'Ann=1,Bert=0,Cis=0']);
  await ok(['new', 'kleurenwiezen', ...four]);
  await ok(['record', 'samen', '8', '--by', 'Ann,Bert', '--tricks', '8']);
  await ok(['finish']);
  await ok(['new', 'rikken', ...four]);
  await ok(['finish']);
  await ok(['new', 'toepen', '--players', 'Ann,Bert,Cis', '--set', 'limit=3']);
  await ok(['record', '--winner', 'Ann', '--final-stake', '3']);
  const won = (s: Stats) =>
    Object.fromEntries(
      Object.entries(s.players).flatMap(([p, ps]) =>
        Object.entries(ps.games).map(([g, gs]) => [`${g} ${p}`, gs.sheetsWon]),
      ),
    );
  // The second run reads the index of sheets, which keeps who won each sheet.
  for (let run = 0; run < 2; run++)
    expect(won(await tafelJson<Stats>(h, ['stats']))).toEqual({
      'manillen Ann': 2,
      'manillen Cis': 2,
      'manillen Bert': 1,
      'manillen Dirk': 1,
      'klaverjassen Ann': 1,
      'klaverjassen Cis': 1,
      'klaverjassen Bert': 0,
      'klaverjassen Dirk': 0,
      'jokeren Ann': 1,
      'jokeren Bert': 0,
      'jokeren Cis': 0,
      'boerenbridge Ann': 1,
      'boerenbridge Bert': 0,
      'boerenbridge Cis': 0,
      'kleurenwiezen Ann': 0,
      'kleurenwiezen Bert': 0,
      'kleurenwiezen Cis': 0,
      'kleurenwiezen Dirk': 0,
      'rikken Ann': undefined,
      'rikken Bert': undefined,
      'rikken Cis': undefined,
      'rikken Dirk': undefined,
      'toepen Ann': 1,
      'toepen Bert': 0,
      'toepen Cis': 0,
    });
  for (const [lang, head] of [
    ['en', 'sheets won'],
    ['nl', 'gewonnen bladen'],
  ]) {
    const table = async (game: string) =>
      (await tafel(h, ['--lang', lang, 'stats', '--game', game], { env: { COLUMNS: '200' } })).stdout.split('\n');
    const manillen = await table('manillen');
    expect(manillen.find((l) => l.startsWith('│ '))).toMatch(new RegExp(`│ ${head} │$`));
    for (const [player, n] of [
      ['Ann', 2],
      ['Cis', 2],
      ['Bert', 1],
      ['Dirk', 1],
    ])
      expect(manillen).toContainEqual(expect.stringMatching(new RegExp(`^│ ${player} .* │ +${n} │$`)));
    expect((await table('toepen')).find((l) => l.startsWith('│ '))).toContain(`│ ${head} │`);
  }
});

/**
 * Toepen's sheets won beside its places (until 2026-12-07 the places alone, which read a shared #1 as a win), worked by
 * hand, limit 3 (a round without a toep: 1 for each loser, 0 for its winner):
 * Sheet 1, end=first-out: Ann, Bert and Cis each win a round, so Ann, Bert and Cis hold 2 and Dirk 3, at the limit:
 *   the game ends, and the lowest of the others are Ann, Bert and Cis, equal: a tie, a shared #1, won by nobody;
 *   Dirk #4.
 * Sheet 2, last-standing: Ann wins three rounds, Bert, Cis and Dirk reach 3 together: Ann wins, #1; the others share
 *   #2 (out in the same round on equal totals).
 * So: Ann won 1 (#1 ×2), Bert and Cis 0 (#1 ×1, #2 ×1), Dirk 0 (#2 ×1, #4 ×1).
 */
test('tafel stats toepen: the sheets each player won beside his places, a shared #1 no win', async () => {
  const h = home();
  const now = new Date(2026, 11, 6, 20, 0);
  const ok = async (args: string[]) => expect((await tafel(h, args, { now })).stderr).toBe('');
  const four = ['--players', 'Ann,Bert,Cis,Dirk', '--set', 'limit=3'];
  await ok(['new', 'toepen', ...four, '--set', 'end=first-out']);
  for (const winner of ['Ann', 'Bert', 'Cis']) await ok(['record', '--winner', winner]);
  await ok(['new', 'toepen', ...four]);
  for (let i = 0; i < 3; i++) await ok(['record', '--winner', 'Ann']);
  for (const [lang, head, places] of [
    ['en', 'sheets won', 'places'],
    ['nl', 'gewonnen bladen', 'plaatsen'],
  ]) {
    const out = await tafel(h, ['--lang', lang, 'stats', '--game', 'toepen'], { now, env: { COLUMNS: '200' } });
    const rows = out.stdout.split('\n').filter((l) => l.startsWith('│ '));
    expect(rows[0]).toMatch(new RegExp(`│ ${head} │ ${places} +│$`));
    expect(
      rows
        .slice(1)
        .map((l) => l.split('│').map((c) => c.trim()))
        .map((c) => [c[1], ...c.slice(-3, -1)]),
    ).toEqual([
      ['Ann', '1', '#1 ×2'],
      ['Bert', '0', '#1 ×1, #2 ×1'],
      ['Cis', '0', '#1 ×1, #2 ×1'],
      ['Dirk', '0', '#2 ×1, #4 ×1'],
    ]);
  }
});
