import { describe, expect, test } from '@jest/globals';
import { snapshot, tafel, tafelJson, tempHome } from '../../helpers/cli.js';

// End-to-end: the BUILT bundle (npm run build first), run in process as the binary runs it
// (test/helpers/cli.ts). Each describe shares one data directory and its tests run in order, so the
// sheet grows deal by deal as at the table.

describe('a belote (ffb) evening on the command line', () => {
  const home = tempHome();

  test('new belote: teams from the seating, held points, options in force', async () => {
    const v = await tafelJson(home, [
      'new',
      'belote',
      '--players',
      'Ann,Bert,Cis,Dirk',
      '--rules',
      'ffb',
      '--set',
      'target=501',
    ]);
    expect(v.game).toBe('belote');
    expect(v.rules).toBe('ffb');
    expect(v.options).toEqual({
      rounding: 'none',
      target: 501,
      deals: 'none',
      'litige-belote': 'held',
      'litige-rounding': 'held',
    });
    expect(v.teams).toEqual([
      ['Ann', 'Cis'],
      ['Bert', 'Dirk'],
    ]);
    expect(v.held).toBe(0);
    expect(v.totals).toEqual({ Ann: 0, Bert: 0, Cis: 0, Dirk: 0 });
    expect(v.nextDealer).toBe('Ann');
    expect(v.finished).toBe(false);
  });

  test('record (human): the deal in words and the sheet with one column per team and the held points', async () => {
    const r = await tafel(home, ['record', '--taker', 'ann', '--points', '81', '--no-color']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Deal 1: Ann (Ann + Cis) took: 81 - 81, litige (81 held)');
    expect(r.stdout).toMatch(/Ann \+ Cis>?\s*│\s*Bert\*? \+ Dirk\s*│\s*held/); // * deals next, > leads
    expect(r.stdout).toContain('Next to deal: Bert');
  });

  test('record --json: the deal with the held points paid out, and the new totals', async () => {
    // Bert + Dirk take 100 + belote = 120 against 62: made, and they win the 81 held: 201.
    const d = await tafelJson(home, ['record', '--taker', 'Bert', '--points', '100', '--belote', 'Bert']);
    expect(d.number).toBe(2);
    expect(d.dealer).toBe('Bert');
    expect(d.input).toEqual({ contract: 'take', taker: 'Bert', points: 100, belote: 'Bert' });
    expect(d.scores).toEqual({ Ann: 62, Bert: 201, Cis: 62, Dirk: 201 });
    expect(d.held).toBe(0);
    expect(d.result).toBe('made');
    expect(d.totals).toEqual({ Ann: 62, Bert: 282, Cis: 62, Dirk: 282 }); // 0 + 62, 81 + 201
    expect(d.finished).toBe(false);
  });

  test('sheet --json: teams, held, every deal', async () => {
    const v = await tafelJson(home, ['sheet']);
    expect(v.teams).toEqual([
      ['Ann', 'Cis'],
      ['Bert', 'Dirk'],
    ]);
    expect(v.held).toBe(0);
    expect(v.deals.map((d: { held: number }) => d.held)).toEqual([81, 0]);
    expect(v.totals).toEqual({ Ann: 62, Bert: 282, Cis: 62, Dirk: 282 });
    expect(v.nextDealer).toBe('Cis');
  });

  test('undo removes the last deal: the held points are waiting again', async () => {
    const u = await tafelJson(home, ['undo']);
    expect(u.removed.number).toBe(2);
    expect(u.totals).toEqual({ Ann: 0, Bert: 81, Cis: 0, Dirk: 81 });
    expect(u.nextDealer).toBe('Bert');
    expect((await tafelJson(home, ['sheet'])).held).toBe(81);
  });

  test.each([
    [['--taker', 'Ann', '--points', '163'], 1, /163 is impossible/],
    [['--taker', 'Ann', '--points', '1'], 1, /--points 1 is impossible/],
    [['--taker', 'Ann', '--points', '161'], 1, /--points 161 is impossible/],
    [
      ['--taker', 'Ann', '--points', '150', '--capot', 'takers'],
      1,
      /capot by the takers means they have all 162 points/,
    ],
    [
      ['--taker', 'Ann', '--points', '10', '--capot', 'defenders'],
      1,
      /capot by the defenders leaves the takers 0 points/,
    ],
    [['--taker', 'Ann', '--points', '92', '--belote', 'Eve'], 1, /Unknown player "Eve"/],
    [['--taker', 'Eve', '--points', '92'], 1, /Unknown player "Eve"/],
    [['--taker', 'Ann', '--points', '92', '--capot', 'both'], 2, /--capot must be "takers" or "defenders"/],
    [['--taker', 'Ann'], 2, /--points is missing/],
    [['--taker', 'Ann', '--points', '92', '--tricks', '5'], 2, /--tricks does not apply to a Belote deal/],
  ])('record %j is refused (exit %d) and the sheet file stays byte for byte the same', async (flags, code, message) => {
    const before = snapshot(home);
    const r = await tafel(home, ['record', ...flags]);
    expect(r.code).toBe(code);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(snapshot(home)).toEqual(before);
  });

  test('a refusal with --json is one JSON error document on stderr', async () => {
    const before = snapshot(home);
    const r = await tafel(home, ['record', '--taker', 'Ann', '--points', '161', '--json']);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stderr).error.code).toBe('rule');
    expect(snapshot(home)).toEqual(before);
  });

  test('reaching the target ends the game: winner is the team, further deals refused', async () => {
    // Held 81 waits. Ann capot: 252 + 81 = 333; Cis capot: 333 + 252 = 585 >= 501 against 81.
    await tafelJson(home, ['record', '--taker', 'Ann', '--points', '162', '--capot', 'takers']);
    const d = await tafelJson(home, ['record', '--taker', 'Cis', '--points', '162', '--capot', 'takers']);
    expect(d.totals).toEqual({ Ann: 585, Bert: 81, Cis: 585, Dirk: 81 });
    expect(d.finished).toBe(true);
    expect(d.winner).toEqual(['Ann', 'Cis']);
    const human = await tafel(home, ['sheet', '--no-color']);
    expect(human.stdout).toContain('Finished. Winner: Ann + Cis');
    const before = snapshot(home);
    const r = await tafel(home, ['record', '--taker', 'Ann', '--points', '92']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/is finished/);
    expect(snapshot(home)).toEqual(before);
  });
});

describe('a belote (cardavia) sheet closed with finish', () => {
  const home = tempHome();

  test('cardavia by default: a tie is made; Dutch wording; finish names the leading team', async () => {
    const v = await tafelJson(home, ['new', 'belote', '--players', 'Ann,Bert,Cis,Dirk', '--dealer', 'dirk']);
    expect(v.rules).toBe('cardavia');
    expect(v.options).toEqual({ target: 'none', deals: 'none' });
    expect(v.nextDealer).toBe('Dirk');
    const r = await tafel(home, [
      'record',
      '--taker',
      'Ann',
      '--points',
      '72',
      '--belote',
      'Ann',
      '--lang',
      'nl',
      '--no-color',
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Gift 1: Ann (Ann + Cis) nam, belote Ann: 92 - 90, gemaakt');
    const f = await tafelJson(home, ['finish']);
    expect(f.finished).toBe(true);
    expect(f.winner).toEqual(['Ann', 'Cis']);
    expect(f.totals).toEqual({ Ann: 92, Bert: 90, Cis: 92, Dirk: 90 });
    const before = snapshot(home);
    expect((await tafel(home, ['record', 'pas'])).code).toBe(1);
    expect(snapshot(home)).toEqual(before);
  });

  test('new belote with three or five players is refused and writes nothing', async () => {
    for (const players of ['Ann,Bert,Cis', 'Ann,Bert,Cis,Dirk,Eve']) {
      const before = snapshot(home);
      const r = await tafel(home, ['new', 'belote', '--players', players]);
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(/needs 4 players/);
      expect(snapshot(home)).toEqual(before);
    }
  });

  test('a bad option value is a usage error', async () => {
    const before = snapshot(home);
    const r = await tafel(home, [
      'new',
      'belote',
      '--players',
      'Ann,Bert,Cis,Dirk',
      '--rules',
      'ffb',
      '--set',
      'rounding=up',
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/'rounding' must be one of none, nearest10/);
    expect(snapshot(home)).toEqual(before);
  });
});

describe('litige-rounding (issue 26): new --set, set, games', () => {
  const home = tempHome();
  test('sum rounds the held 81 with the winner: 104 + 81 = 185 -> 190; set back to held: 100 + 80 = 180', async () => {
    const games = (await tafel(home, ['games', 'belote', '--no-color'])).stdout;
    expect(games).toMatch(
      /litige-rounding +│ held +│ held\|sum +│ with rounding=nearest10: a litige's points are rounded when held/,
    );
    expect((await tafel(home, ['games', 'belote', '--no-color', '--lang', 'nl'])).stdout).toContain(
      'met rounding=nearest10: de punten van een litige worden afgerond bij het vasthouden',
    );
    const bad = await tafel(home, [
      'new',
      'belote',
      '--players',
      'Ann,Bert,Cis,Dirk',
      '--rules',
      'ffb',
      '--set',
      'litige-rounding=late',
    ]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/'litige-rounding' must be one of held, sum/);
    expect(snapshot(home)).toEqual({});

    const v = await tafelJson(home, [
      'new',
      'belote',
      '--players',
      'Ann,Bert,Cis,Dirk',
      '--rules',
      'ffb',
      '--set',
      'rounding=nearest10',
      '--set',
      'litige-rounding=sum',
    ]);
    expect(v.options['litige-rounding']).toBe('sum');
    for (const line of [
      ['--taker', 'Ann', '--points', '92', '--belote', 'Cis'],
      ['--taker', 'Bert', '--points', '81'],
      ['--taker', 'Cis', '--points', '104'],
    ]) {
      expect((await tafel(home, ['record', ...line])).code).toBe(0);
    }
    // 112 -> 110, then 81 -> 80 for Ann + Cis and 81 held, then 185 -> 190: 380; Bert + Dirk 70 + 0 + 58 -> 60 = 130.
    expect((await tafelJson(home, ['sheet'])).totals).toEqual({ Ann: 380, Bert: 130, Cis: 380, Dirk: 130 });
    expect((await tafel(home, ['set', 'litige-rounding=held'])).code).toBe(0);
    // 80 held, then 104 -> 100 + 80 = 180: 110 + 80 + 180 = 370.
    expect((await tafelJson(home, ['sheet'])).totals).toEqual({ Ann: 370, Bert: 130, Cis: 370, Dirk: 130 });
  });
});

describe("tafel games: Belote's one line is true of the default rule set", () => {
  // cardavia (the default): the takers make it with a total at least equal to the defenders' (81 - 81 is
  // made); only ffb asks for more.
  test.each([
    ['en', "Two teams of two: the takers need at least the defenders' total (ffb: more)."],
    ['nl', 'Twee ploegen van twee: de nemers halen minstens evenveel als de verdedigers (ffb: meer).'],
  ])('%s', async (lang, line) => {
    const r = await tafel(tempHome(), ['games', 'belote', '--lang', lang]);
    expect(r.stdout.split('\n')[1]).toBe(line);
  });
});

// A refusal's example names the sheet's own players: until 2026-12-07 Belote's and Klaverjassen's named Ann (and Cis)
// on every sheet, a name this one refuses ("Unknown player"). Nothing is written.
describe('on a sheet without Ann, a refusal gives an example of its own players', () => {
  const home = tempHome();
  const now = new Date(2026, 11, 6, 20, 0);

  test.each<[string, string[], string, string]>([
    [
      'belote',
      ['sans-atout', '--taker', 'Bert', '--points', '92'],
      'A Belote deal has no contract word ("sans-atout"): give who took and the takers\' card points in flags, e.g. ' +
        'tafel record --taker Bert --points 92 --belote Eva, or pas.',
      'Een Belote-gift heeft geen contractwoord ("sans-atout"): geef wie nam en de kaartpunten van de nemers met ' +
        'vlaggen, bv. tafel record --taker Bert --points 92 --belote Eva, of pas.',
    ],
    [
      'belote',
      ['--taker', 'Bert'],
      '--points is missing: e.g. tafel record --taker Bert --points 92 --belote Eva.',
      '--points ontbreekt: bv. tafel record --taker Bert --points 92 --belote Eva.',
    ],
    [
      'klaverjassen',
      ['--taker', 'Bert', '--points', '92', '--roem', 'x'],
      '--roem lists roem per player as name=points, e.g. --roem Bert=20,Cis=50; "x" is not.',
      '--roem geeft roem per speler als naam=punten, bv. --roem Bert=20,Cis=50; "x" is dat niet.',
    ],
    [
      'klaverjassen',
      ['pas'],
      'Klaverjassen has no void deal: somebody always plays (if all pass, the dealer or the player after him must). ' +
        'Record who chose trump: tafel record --taker Bert --points 92.',
      'Klaverjassen kent geen vervallen spel: er wordt altijd gespeeld (als iedereen past, moet de gever of de ' +
        'speler na hem). Noteer wie troef maakte: tafel record --taker Bert --points 92.',
    ],
    [
      'klaverjassen',
      ['--points', '92'],
      '--taker is missing: e.g. tafel record --taker Bert --points 92 --roem Bert=20.',
      '--taker ontbreekt: bv. tafel record --taker Bert --points 92 --roem Bert=20.',
    ],
  ])('%s, record %j', async (game, args, en, nl) => {
    // A rule's refusal (no void deal) exits 1, a line that lacks or misreads a value 2.
    const code = args[0] === 'pas' ? 1 : 2;
    await tafel(home, ['new', game, '--players', 'Bert,Cis,Eva,Gert'], { now });
    const before = snapshot(home);
    for (const [lang, said] of [
      ['en', en],
      ['nl', nl],
    ]) {
      const r = await tafel(home, ['record', ...args, '--lang', lang], { now });
      expect([r.code, r.stderr.trim()]).toEqual([code, `tafel: ${said}`]);
    }
    expect(snapshot(home)).toEqual(before);
  });
});
