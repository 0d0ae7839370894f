import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { runRecord, runUndo } from '../../../src/commands/deals.js';
import { runCorrect, runEdit } from '../../../src/commands/edit.js';
import { runEventDraw, runEventNew, runEventStandings, runEventTable } from '../../../src/commands/event.js';
import { runExport } from '../../../src/commands/export.js';
import { runNew } from '../../../src/commands/new.js';
import { runRules } from '../../../src/commands/rules.js';
import { runSeasonAdd, runSeasonNew, runSeasonStandings } from '../../../src/commands/season.js';
import { runSettle } from '../../../src/commands/settle.js';
import { runSheet } from '../../../src/commands/sheets.js';
import { runStats } from '../../../src/commands/stats.js';
import { gameById } from '../../../src/games/index.js';
import { boardBody } from '../../../src/serve/page.js';
import { replay } from '../../../src/sheet/sheet.js';
import { Store } from '../../../src/store/store.js';
import { snapshot, tabValues, tafel, tafelJson, tempHomes } from '../../helpers/cli.js';
import { commandCtx } from '../../helpers/ctx.js';
import { HOST } from '../../helpers/host.js';
import { args } from '../../helpers/sheet.js';

// Evenings on disk: the commands' own functions where only the numbers matter; where the user's view matters, the
// BUILT bundle (npm run build first) run in process as the binary runs it (test/helpers/cli.ts tafel()): it prints,
// refuses, exports, imports and judges. Numbers from spec/manillen.md §10, worked by hand.
const homes = tempHomes();
const ctxOf = commandCtx;
const record = async (home: string, line: string): Promise<any> =>
  (await runRecord(ctxOf(home), undefined, args(line))).json;
const sheet = async (home: string, id?: string): Promise<any> => (await runSheet(ctxOf(home), id)).json;
const ESC = /\x1b\[[0-9;]*m/g;

/** §10.1, deal 2 written as --points Ann=33 (Bert deals it). */
const BOOM = [
  '--trump H --points 38',
  '--trump none --points Ann=33',
  '--trump C --points 24 --mee',
  '--trump S --points 45 --mee --tegen',
  '--trump none --points 30 --mee --tegen',
  '--trump D --points 60',
];

describe('§10.1 a boom to 101, recorded as a table would', () => {
  const home = homes();

  test('six deals to 14/102; the seventh refused in one line, nothing written', async () => {
    await runNew(ctxOf(home), 'manille', { players: 'Ann,Bert,Cis,Dirk' });
    const after = [];
    for (const line of BOOM) {
      const deal = await record(home, line);
      after.push([deal.totals.Ann, deal.totals.Bert, deal.finished]);
    }
    expect(after).toEqual([
      [8, 0, false],
      [14, 0, false],
      [14, 12, false],
      [14, 72, false],
      [14, 72, false],
      [14, 102, true],
    ]);
    const v = await sheet(home);
    expect([v.game, v.rules, v.target, v.winner, v.teams]).toEqual([
      'manillen',
      'standaard',
      101,
      ['Bert', 'Dirk'],
      [
        ['Ann', 'Cis'],
        ['Bert', 'Dirk'],
      ],
    ]);
    expect(v.deals[1].input).toEqual({
      contract: 'zonder',
      trump: 'none',
      points: 33,
      side: 'team',
      team: ['Ann', 'Cis'],
      mee: false,
      tegen: false,
    });
    expect(v.deals[3]).toMatchObject({
      number: 4,
      dealer: 'Dirk',
      input: { trump: 'S', points: 45, side: 'dealer', mee: true, tegen: true },
      result: { scorer: ['Bert', 'Dirk'], over: 15, multiplier: 4 },
      scores: { Ann: 0, Bert: 60, Cis: 0, Dirk: 60 },
    });

    const before = snapshot(home);
    const seventh = await tafel(home, ['record', '--trump', 'H', '--points', '38']);
    expect([seventh.code, seventh.stderr]).toEqual([
      1,
      expect.stringMatching(
        /^tafel: Bert and Dirk reached 101; the boom is over\. Sheet [\w-]+ is finished: 'tafel set target=<higher>'/,
      ),
    ]);
    expect(seventh.stderr.trim().split('\n')).toHaveLength(1);
    expect(snapshot(home)).toEqual(before);
    const nl = await tafel(home, ['record', '--trump', 'H', '--points', '38', '--lang', 'nl']);
    expect(nl.stderr).toMatch(/^tafel: Bert en Dirk haalden 101; de boom is uit\. Blad [\w-]+ is afgelopen/);
  });

  test('the sheet at 80 and 60 columns, colour on, output redirected; in Dutch', async () => {
    for (const columns of [80, 60]) {
      // On a terminal of that width: colour on, every line within it.
      const r = await tafel(home, ['sheet'], { tty: true, columns });
      expect(r.code).toBe(0);
      expect(r.stdout).toContain('\x1b[');
      const lines = r.stdout.replace(ESC, '').trimEnd().split('\n');
      for (const line of lines) expect([...line].length).toBeLessThanOrEqual(columns);
      // One line per deal: six deal rows between the head and the total.
      expect(lines.filter((l) => /^│\s*\d\s*│/.test(l))).toHaveLength(6);
      expect(r.stdout.replace(ESC, '')).toMatch(/\+14 .*\+102/);
      // Redirected to a file with COLUMNS set: the same rows, no colour.
      const piped = await tafel(home, ['sheet'], { env: { COLUMNS: String(columns) } });
      expect(piped.stdout).not.toContain('\x1b[');
      expect(piped.stdout.trimEnd().split('\n')).toEqual(lines);
    }
    const en = (await tafel(home, ['sheet', '--no-color'])).stdout;
    expect(en).toContain('♠ 45 - 15, mee tegen ×4');
    expect(en).toContain('no trump 30 - 30, mee tegen ×8');
    expect(en).toContain('Winner: Bert + Dirk');
    const nl = (await tafel(home, ['sheet', '--no-color', '--lang', 'nl'])).stdout;
    expect(nl).toContain('zonder Ann + Cis 33 - 27, ×2');
    // A team of two won: "Winnaars" (the English "Winner" names the team as one).
    expect(nl).toContain('Afgelopen. Winnaars: Bert + Dirk');
  });

  test('the live board shows the teams, the deals and the winner, in both languages', async () => {
    const data = new Store(home, HOST).readSheet((await sheet(home)).id);
    const game = gameById('manillen');
    // The text a person reads: the page's markup (a span that keeps "45 - 15" on one line) left out.
    const body = (lang: 'en' | 'nl') =>
      boardBody({ lang, sheets: [{ data, game, view: replay(game, data, lang) }], refusals: [] }).html.replace(
        /<[^>]+>/g,
        '',
      );
    expect(body('en')).toContain('Ann + Cis');
    expect(body('en')).toContain('♠ 45 - 15, mee tegen ×4');
    expect(body('en')).toMatch(/Bert \+ Dirk[\s\S]*102/);
    expect(body('nl')).toContain('zonder 30 - 30, mee tegen ×8');
    expect(body('nl')).toContain('Winnaars: Bert + Dirk');
  });

  test('undo opens the boom again; edit adds a mee; a correction is per team', async () => {
    await runUndo(ctxOf(home), undefined);
    expect((await sheet(home)).finished).toBe(false);
    // Deal 2 with mee: Ann + Cis 3 × 4 = 12 instead of 6.
    await runEdit(ctxOf(home), undefined, '2', args('--mee'), { partial: true });
    let v = await sheet(home);
    expect(v.deals[1].scores).toEqual({ Ann: 12, Bert: 0, Cis: 12, Dirk: 0 });
    expect([v.totals.Ann, v.totals.Bert]).toEqual([20, 72]);
    await expect(runEdit(ctxOf(home), undefined, '2', args('--tegen --mee'), { partial: true })).resolves.toBeDefined();
    await expect(runEdit(ctxOf(home), undefined, '3', args('--tegen'), { partial: true })).resolves.toBeDefined();
    await expect(runEdit(ctxOf(home), undefined, '1', args('--tegen'), { partial: true })).rejects.toThrow(
      "--tegen needs --mee: the dealer's team can only double back after the opponents doubled; add --mee if " +
        'they did, or leave out --tegen',
    );
    await runCorrect(ctxOf(home), undefined, 'Cis=-4', { reason: 'telfout' });
    v = await sheet(home);
    // Deal 2 ×8: 24; deal 3 ×4: 24; the correction −4 for Ann and Cis.
    expect(v.totals).toEqual({ Ann: 8 + 24 - 4, Bert: 24 + 60, Cis: 8 + 24 - 4, Dirk: 24 + 60 });
    // Redo the boom: Bert deals, his team 60.
    expect((await record(home, '--trump D --points 60')).winner).toEqual(['Bert', 'Dirk']);
  });

  test('export and import keep the view; CSV; stats count the dealers; settle at a rate', async () => {
    const file = path.join(homes(), 'avond.json');
    expect((await tafel(home, ['export', '--format', 'json', '--out', file])).code).toBe(0);
    const other = homes();
    expect((await tafel(other, ['import', file])).code).toBe(0);
    const id = fs
      .readdirSync(path.join(home, 'sheets'))
      .find((f) => f.endsWith('.json'))!
      .replace(/\.json$/, '');
    const [a, b] = [await sheet(home, id), await sheet(other, id)];
    expect(b.deals).toEqual(a.deals);
    expect([b.totals, b.winner]).toEqual([a.totals, a.winner]);
    const csv = (await runExport(ctxOf(home), undefined, { format: 'csv' })).document;
    expect(csv).toMatch(/^4,Dirk,"♠ 45 - 15, mee tegen ×4",0,60$/m);
    const md = (await runExport(ctxOf(home), undefined, { format: 'md' })).document!;
    expect(md).toContain('no trump 30 - 30, mee tegen ×8');
    // Ann dealt deals 1 (made) and 5 (30–30, not made); Bert 2 (Ann's team scored) and 6.
    const stats = ((await runStats(ctxOf(home), { game: 'manillen' })).json as any).players;
    expect(stats.Ann.games.manillen.contracts).toEqual({
      troef: { declared: 1, made: 1 },
      zonder: { declared: 1, made: 0 },
    });
    expect(stats.Bert.games.manillen.contracts).toEqual({
      troef: { declared: 1, made: 1 },
      zonder: { declared: 1, made: 0 },
    });
    const settled = JSON.stringify((await runSettle(ctxOf(home), { rate: ['manillen=0.10'] })).json);
    // Totals 28 against 114: each player of the losing team pays half of 86 × 0.10 to one of the winners.
    expect(settled).toContain('4.3');
  });
});

describe("a dealer corrected afterwards: a team named keeps its points, the dealer's team's go with the dealer", () => {
  const home = homes();

  test("edit 1 --dealer Bert: Bert + Dirk keep 80; the 35 of deal 4 go from Dirk's team to Ann's", async () => {
    await tafel(home, ['new', 'manillen', '--players', 'Ann,Bert,Cis,Dirk']);
    for (const line of [
      '--trump H --points Bert=40', // Ann deals; Bert + Dirk 40: 10
      '--trump none --points Bert=45 --mee', // Bert deals; Bert + Dirk 45: 15 × 4 = 60
      '--trump C --points dirk=40', // Cis deals; Bert + Dirk 40: 10
      '--trump S --points 35', // Dirk deals; his team 35: 5
    ])
      expect((await tafel(home, ['record', ...line.split(' ')])).code).toBe(0);
    expect((await tafelJson(home, ['sheet'])).totals).toEqual({ Ann: 0, Bert: 85, Cis: 0, Dirk: 85 });

    expect((await tafel(home, ['edit', '1', '--dealer', 'Bert'])).code).toBe(0);
    const v = await tafelJson(home, ['sheet']);
    expect(v.deals.map((d: any) => d.dealer)).toEqual(['Bert', 'Cis', 'Dirk', 'Ann']);
    // Deals 1 to 3 Bert + Dirk's as before: 10 + 60 + 10; deal 4, the dealer's team's 35, now Ann + Cis's: 5.
    expect(v.deals.map((d: any) => [d.scores.Ann, d.scores.Bert])).toEqual([
      [0, 10],
      [0, 60],
      [0, 10],
      [5, 0],
    ]);
    expect(v.totals).toEqual({ Ann: 5, Bert: 80, Cis: 5, Dirk: 80 });
    expect(v.deals[0].input).toEqual({
      contract: 'troef',
      trump: 'H',
      points: 40,
      side: 'team',
      team: ['Bert', 'Dirk'],
      mee: false,
      tegen: false,
    });
    // Points given without a name are stored as before the team was stored, so a sheet written then reads the same.
    expect(v.deals[3].input).toEqual({
      contract: 'troef',
      trump: 'S',
      points: 35,
      side: 'dealer',
      mee: false,
      tegen: false,
    });

    const text = (await tafel(home, ['sheet', '--no-color'])).stdout;
    expect(text).toMatch(/│ 1 │ Bert +│ ♥ Bert \+ Dirk 40 - 20 +│ +0 │ +\+10 │/);
    expect(text).toMatch(/│ 4 │ Ann +│ ♠ 35 - 25 +│ +\+5 │ +0 │/);
    const nl = (await tafel(home, ['sheet', '--no-color', '--lang', 'nl'])).stdout;
    expect(nl).toContain('zonder Bert + Dirk 45 - 15, mee ×4');

    const file = path.join(homes(), 'gever.json');
    expect((await tafel(home, ['export', '--format', 'json', '--out', file])).code).toBe(0);
    const other = homes();
    expect((await tafel(other, ['import', file])).code).toBe(0);
    expect((await tafel(other, ['use', v.id])).code).toBe(0);
    const back = await tafelJson(other, ['sheet']);
    expect([back.deals, back.totals]).toEqual([v.deals, v.totals]);
  });
});

describe('§3 and §9 refusals as the binary gives them: one line, the exit code, nothing written', () => {
  const home = homes();
  test.each([
    [['record', '--trump', 'H', '--points', '61'], 1, 'A deal has 60 card points: 61 is not possible.'],
    // What is no whole number is usage, as in every game; a number the deal cannot hold is 1.
    [
      ['record', '--trump', 'H', '--points', 'veertig'],
      2,
      '--points must be a whole number of card points from 0 to 60, not "veertig": e.g. --points 38 or ' +
        '--points Bert=22',
    ],
    [
      ['record', '--trump', 'H', '--points', 'Ann=40,Bert=20'],
      2,
      `--points gives one team's card points, not "Ann=40,Bert=20": --points 38 (the dealer's team) or --points ` +
        `Bert=22 (Bert's team); the other team has the rest of the 60`,
    ],
    [['record', '--points', '40'], 2, 'Name the trump (S H D C or none): tafel record --trump H --points 38.'],
    [['record', '--trump', 'X', '--points', '40'], 2, '"X" is no trump: give S, H, D or C'],
    [
      ['record', '--trump', 'H', '--points', '40', '--tegen'],
      1,
      "--tegen needs --mee: the dealer's team can only double back after the opponents doubled; add --mee if " +
        'they did, or leave out --tegen.',
    ],
    [['record', '--trump', 'H', '--points', '40', '--blind'], 1, 'Blind is only for no trump (and option blind=on).'],
    [
      ['record', '--trump', 'none', '--points', '40', '--blind'],
      1,
      "Blind is not played on this sheet (option blind=off): 'tafel set blind=on' plays it.",
    ],
    [
      ['record', 'pas'],
      2,
      'Manillen records trump and card points with flags, not words: e.g. tafel record --trump H --points ' +
        'Bert=38.',
    ],
    [['record', '--trump', 'H', '--points', '40', '--taker', 'Ann'], 2, '--taker does not apply to a Manillen deal'],
    [['new', 'manillen', '--players', 'Ann,Bert,Cis'], 1, 'Manillen needs 4 players, you named 3'],
    [['new', 'manillen', '--players', 'A,B,C,D', '--set', 'target=0'], 2, "'target' must be a whole number from 1"],
    [['new', 'manillen', '--players', 'A,B,C,D', '--set', 'max-multiplier=16'], 2, "'max-multiplier' must be one of"],
    [['new', 'manillen', '--players', 'A,B,C,D', '--set', 'sweep=45'], 2, "'sweep' must be one of 30, 60"],
    [['judge', 'score', 'manillen', '--trump', 'H', '--points', '62'], 1, 'A deal has 60 card points: 62'],
    [
      ['judge', 'rank', 'manillen', 'harten', 'zonder'],
      2,
      'Manillen has no bids to rank: the dealer names trump or no trump, and nobody bids against him.\n',
    ],
    [
      ['judge', 'rank', 'manillen', 'harten', 'zonder', '--lang', 'nl'],
      2,
      'Manillen kent geen biedingen om te rangschikken: de gever kiest troef of zonder, niemand biedt tegen.\n',
    ],
  ])('%j exits %i', async (argv, code, message) => {
    if (!fs.existsSync(path.join(home, 'sheets')))
      await runNew(ctxOf(home), 'manillen', { players: 'Ann,Bert,Cis,Dirk' });
    const before = snapshot(home);
    const r = await tafel(home, argv);
    expect([r.code, r.stderr]).toEqual([code, expect.stringContaining(message)]);
    expect(r.stderr).toMatch(/^tafel: [^\n]+\n$/);
    expect(snapshot(home)).toEqual(before);
  });

  test('a tegen without a mee says what to do: --mee too, or no --tegen; en and nl; edit names it kept', async () => {
    const h = homes();
    await tafel(h, ['new', 'manillen', '--players', 'Ann,Bert,Cis,Dirk']);
    const before = snapshot(h);
    const tegen = ['record', '--trump', 'H', '--points', '40', '--tegen'];
    expect(await tafel(h, tegen)).toMatchObject({
      code: 1,
      stdout: '',
      stderr:
        "tafel: --tegen needs --mee: the dealer's team can only double back after the opponents doubled; add --mee " +
        'if they did, or leave out --tegen.\n',
    });
    expect((await tafel(h, [...tegen, '--lang', 'nl'])).stderr).toBe(
      'tafel: --tegen kan alleen na --mee: de ploeg van de gever klopt pas tegen als de tegenspelers meegingen; ' +
        'geef ook --mee als ze dat deden, of laat --tegen weg.\n',
    );
    expect(snapshot(h)).toEqual(before);
    // The mee taken away from a deal that kept its tegen: the same line, and how to take the tegen away too.
    await tafel(h, ['record', '--trump', 'S', '--points', '45', '--mee', '--tegen']);
    const kept = snapshot(h);
    expect(await tafel(h, ['edit', '1', '--no-mee'])).toMatchObject({
      code: 1,
      stderr:
        "tafel: --tegen needs --mee: the dealer's team can only double back after the opponents doubled; add --mee " +
        'if they did, or leave out --tegen (kept from deal 1: --tegen; --no-tegen takes it away)\n',
    });
    expect(snapshot(h)).toEqual(kept);
  });
});

describe('judge score without a sheet judges rules', () => {
  const home = homes();
  test('blind without the house rule: "these rules" and --set, not the sheet and tafel set; en and nl', async () => {
    const blind = ['judge', 'score', 'manillen', '--trump', 'none', '--points', '40', '--blind'];
    expect(await tafel(home, blind)).toMatchObject({
      code: 1,
      stderr: 'tafel: Blind is not played under these rules (option blind=off): --set blind=on plays it.\n',
    });
    expect((await tafel(home, [...blind, '--lang', 'nl'])).stderr).toBe(
      'tafel: Blind wordt bij deze regels niet gespeeld (optie blind=off): --set blind=on laat het toe.\n',
    );
    expect((await tafel(home, [...blind, '--set', 'blind=on'])).code).toBe(0);
  });
});

describe('the referee and the rules text as the binary gives them, in both languages', () => {
  const home = homes();
  test('judge score on seats 1..4 without number or dealer; judge trick and play; rules topics', async () => {
    const deal = await tafelJson(home, [
      'judge',
      'score',
      'manillen',
      '--trump',
      'none',
      '--points',
      '41',
      '--mee',
      '--tegen',
    ]);
    expect(deal).toEqual({
      input: { contract: 'zonder', trump: 'none', points: 41, side: 'dealer', mee: true, tegen: true },
      text: 'no trump 41 - 19, mee tegen ×8',
      scores: { '1': 88, '2': 0, '3': 88, '4': 0 },
      result: { scorer: ['1', '3'], over: 11, multiplier: 8 },
      teams: [
        ['1', '3'],
        ['2', '4'],
      ],
    });
    const second = await tafel(home, ['judge', 'score', 'manillen', '--dealer', '2', '--trump', 'C', '--points', '60']);
    expect(second.stdout).toMatch(/2 \+ 4[\s\S]*\+30/);
    expect(
      (await tafelJson(home, ['judge', 'trick', 'manillen', '--trump', 'S', 'AH', '10H', '7S', 'KH'])).winner,
    ).toBe(3);
    expect(
      await tafelJson(home, ['judge', 'play', 'manillen', '--trump', 'H', '--trick', 'KS', '--hand', '7H 9D QC']),
    ).toEqual({
      legal: ['7H'],
      illegal: { '9D': 'you have no spades: trump (with 7H)', QC: 'you have no spades: trump (with 7H)' },
    });
    const nlPlay = await tafel(home, [
      'judge',
      'play',
      'manillen',
      '--trump',
      'H',
      '--trick',
      'KS 9H',
      '--hand',
      '7H AH 9D',
      '--lang',
      'nl',
    ]);
    expect(nlPlay.stdout).toContain('je mag niet ondertroeven zolang je een hogere troef hebt: AH');

    const ctx = ctxOf(home);
    const nl = JSON.stringify((await runRules({ ...ctx, lang: 'nl' }, 'manillen', 'kloppen', {})).json);
    expect(nl).toContain('tegenkloppen');
    const en = JSON.stringify((await runRules(ctx, 'manillen', 'doubling', {})).json);
    expect(en).toContain('meegaan');
    const scoring = (await tafel(home, ['rules', 'manillen', 'telling', '--no-color'])).stdout;
    expect(scoring).toMatch(/zonder \+ mee \+ tegen \(×8\)\s*│\s*8 │\s*40 │\s*80 │\s*120 │\s*160 │\s*200 │\s*240/);
    // A sheet's house rules show in the table: capped at ×4.
    await runNew(ctx, 'manillen', { players: 'Ann,Bert,Cis,Dirk', set: ['max-multiplier=4'] });
    const capped = (
      await tafel(home, ['rules', 'manillen', 'telling', '--sheet', (await sheet(home)).id, '--no-color'])
    ).stdout;
    expect(capped).toMatch(/zonder \+ mee \+ tegen \(×4\)\s*│\s*4 │\s*20 │/);
    expect(await tabValues(home, 'record', '--trump', '')).toContain('zonder');
  });
});

describe('events and seasons (events.md §2.2): pairs or individual, each table plays its boom', () => {
  const home = homes();
  test('a pairs evening: no deal limit, the boom ends each table; standings by total; a season', async () => {
    const ctx = ctxOf(home);
    const ev = (
      await runEventNew(ctx, 'manillen', {
        id: 'kaarting',
        pairs: 'Ann+Cis,Bert+Dirk,Eva+Gert,Fien+Hilde',
        seed: '1',
        rounds: '1',
      })
    ).json as any;
    expect([ev.deals, ev.rounds, ev.bye, ev.kind]).toEqual(['none', 1, 'average', 'pairs']);
    await runEventDraw(ctx, {});
    const tables = [];
    for (const t of ['1', '2']) {
      await runEventTable(ctx, t, {});
      const s = await sheet(home);
      tables.push(s.players);
      expect(s.options).toMatchObject({ target: 101, deals: 'none' });
      // The first dealer is seat 2 (events.md §2.3): his team all 60 with mee, 30 × 2; then seat 3 deals and his team
      // takes nothing with mee: seats 2 + 4 again 60, 120 in all, and the boom is over.
      expect((await record(home, '--trump H --points 60 --mee')).finished).toBe(false);
      expect((await record(home, '--trump S --points 0 --mee')).finished).toBe(true);
    }
    const st = (await runEventStandings(ctx, {})).json as any;
    const winners = tables.map((p) => `${p[1]} & ${p[3]}`).sort();
    expect(
      st.standings
        .filter((s: any) => s.total === 120)
        .map((s: any) => s.name)
        .sort(),
    ).toEqual(winners);
    expect(st.standings.filter((s: any) => s.total === 0)).toHaveLength(2);
    expect(st.provisional).toBe(false);
    await runSeasonNew(ctx, 'winter', { game: 'manillen', kind: 'pairs', nights: '3', best: '2' });
    await runSeasonAdd(ctx, 'winter', ['kaarting']);
    const season = (await runSeasonStandings(ctx, 'winter')).json as any;
    expect(JSON.stringify(season)).toContain('120');
    const nl = (await tafel(home, ['event', 'show', 'kaarting', '--lang', 'nl'])).stdout;
    expect(nl).toContain('geen limiet op giften');
  });

  test('individual entry; --deals 12 ends a table after 12 deals; a fifth player sits out', async () => {
    const ctx = ctxOf(home);
    const ev = (
      await runEventNew(ctx, 'manillen', {
        id: 'clubavond',
        entrants: 'Ann,Bert,Cis,Dirk,Eva',
        deals: '12',
        seed: '3',
      })
    ).json as any;
    expect([ev.deals, ev.rounds, ev.kind]).toEqual([12, 3, 'individual']);
    const bad = await tafel(home, ['event', 'new', 'manillen', '--entrants', 'A,B,C,D', '--table-size', '5']);
    expect([bad.code, bad.stderr]).toEqual([1, expect.stringMatching(/^tafel: .*manillen.*\n$/)]);
  });
});
