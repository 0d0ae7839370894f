import { beforeAll, describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { snapshot, spawnTafelJson, tafel, tafelJson, tempHomes } from '../helpers/cli.js';

const home = tempHomes();

const ID = /^\d{4}-\d{2}-\d{2}-kleurenwiezen$/;

describe('an evening of lodige from the command line', () => {
  let h: string;
  let id: string;
  beforeAll(async () => {
    h = home();
    id = (await tafelJson(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk', '--title', 'Vrijdag'])).id;
  });

  test('new prints the sheet document of cli.md and makes it active', async () => {
    expect(id).toMatch(ID);
    const doc = await tafelJson(h, ['sheet']);
    expect(doc).toMatchObject({
      id,
      game: 'kleurenwiezen',
      rules: 'lodige',
      title: 'Vrijdag',
      players: ['Ann', 'Bert', 'Cis', 'Dirk'],
      deals: [],
      totals: { Ann: 0, Bert: 0, Cis: 0, Dirk: 0 },
      nextDealer: 'Ann',
      finished: false,
    });
    expect(doc.options).toMatchObject({ 'samen.8': 7, deals: 'off' });
    expect(Number.isNaN(Date.parse(doc.createdAt))).toBe(false);
  });

  test('record prints the deal with the new totals (spec example)', async () => {
    const r = await tafelJson(h, ['record', 'samen', '8', '--by', 'bert,d', '--tricks', '9']);
    expect(r).toMatchObject({
      number: 1,
      dealer: 'Ann',
      input: { contract: 'samen', level: 8, by: ['Bert', 'Dirk'], tricks: 9 },
      scores: { Ann: 0, Bert: 10, Cis: 0, Dirk: 10 },
      totals: { Ann: 0, Bert: 10, Cis: 0, Dirk: 10 },
    });
  });

  test('the human sheet reads like paper: contract in words, signs, totals, next dealer', async () => {
    await tafel(h, ['record', 'solo', '6', '--by', 'Ann', '--tricks', '5']);
    const r = await tafel(h, ['sheet']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Bert + Dirk samen 8: 9 tricks');
    expect(r.stdout).toContain('Ann solo 6: 5 tricks');
    expect(r.stdout).toMatch(/total\s*│\s*-15\s*│\s*\+20\s*│\s*\+10\s*│\s*\+20/);
    expect(r.stdout).toContain('Next to deal: Cis');
    // a rule under the names and one above the totals, none between deals
    const lines = r.stdout.split('\n');
    expect(lines.filter((l) => l.startsWith('├')).length).toBe(2);
    expect(lines[lines.findIndex((l) => l.includes(' total ')) - 1]).toMatch(/^├/);
    expect(r.stdout).not.toMatch(/\u001b\[/); // no colour into a pipe
  });

  test('undo says what it removed; edit replaces a deal and recomputes', async () => {
    const u = await tafelJson(h, ['undo']);
    expect(u.removed).toMatchObject({ number: 2, text: 'Ann solo 6: 5 tricks' });
    expect(u.totals).toEqual({ Ann: 0, Bert: 10, Cis: 0, Dirk: 10 });
    const e = await tafelJson(h, ['edit', '1', 'samen', '8', '--by', 'Bert,Dirk', '--tricks', '7']);
    expect(e.totals).toEqual({ Ann: 10, Bert: -10, Cis: 10, Dirk: -10 });
  });

  test('Dutch on request', async () => {
    const r = await tafel(h, ['sheet', '--lang', 'nl']);
    expect(r.stdout).toContain('Volgende gever: Bert');
    expect(r.stdout).toContain('7 slagen');
  });

  test('sheets lists it; use and a unique prefix find it', async () => {
    const list = await tafelJson(h, ['sheets']);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id, game: 'kleurenwiezen', rules: 'lodige', deals: 1, finished: false });
    expect(await tafelJson(h, ['use', id.slice(0, 8)])).toEqual({ active: id });
  });

  test('finish closes the sheet with the winner and refuses further deals', async () => {
    const f = await tafelJson(h, ['finish']);
    expect(f.finished).toBe(true);
    expect(f.winner).toEqual(['Ann', 'Cis']);
    const before = snapshot(h);
    const r = await tafel(h, ['record', 'pas']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/finished.*tafel new/);
    expect(snapshot(h)).toEqual(before);
  });
});

describe('bad input: one line, the right exit code, nothing written', () => {
  let h: string;
  beforeAll(async () => {
    h = home();
    await tafelJson(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk']);
    await tafelJson(h, ['record', 'samen', '9', '--by', 'Ann,Cis', '--tricks', '9']);
  });

  test.each([
    [['record', 'samen', '14', '--by', 'Ann,Bert', '--tricks', '9'], 1, 'Samen 14 does not exist'],
    [['record', 'solo', '6', '--by', 'Ann,Bert', '--tricks', '6'], 1, 'played alone'],
    [['record', 'samen', '8', '--by', 'Ann', '--tricks', '8'], 1, 'two players together'],
    [['record', 'samen', '8', '--by', 'Ann,Ann', '--tricks', '8'], 1, 'named twice'],
    [['record', 'samen', '8', '--by', 'Ann,Bert', '--tricks', '14'], 1, 'from 0 to 13'],
    [['record', 'samen', '8', '--by', 'Ann,Bert', '--tricks', 'x'], 2, 'whole number'],
    [['record', 'samen', '8', '--by', 'Ann,Bert', '--tricks', 'Ann=4,Bert=4'], 2, 'one result'],
    // A declarer's tricks left out are a value missing (exit 2).
    [['record', 'piccolo', '--by', 'Ann,Bert', '--tricks', 'Ann=1'], 2, 'How many tricks did Bert take'],
    [
      ['record', 'samen', '8', '--by', 'Zoe,Bert', '--tricks', '8'],
      1,
      'Unknown player "Zoe". Players: Ann, Bert, Cis, Dirk.',
    ],
    [['record', 'alleen', '--by', 'Ann', '--tricks', '5'], 1, 'cardgames, whisthub and iwwa rules'],
    [['record', 'samen', '8', '--by', 'Ann,Bert'], 2, '--tricks is missing'],
    [['record'], 2, 'Which contract?'],
    [['edit', '5', 'pas'], 1, 'There is no deal 5: sheet'],
    // Two known players where one goes: said so, not "Unknown player".
    [
      ['record', 'pas', '--dealer', 'Ann,Bert'],
      1,
      '"Ann,Bert" names 2 players, where one player goes: name one, e.g. Ann.',
    ],
    // Nothing to change: said, not deal 1 shown as if it had been edited.
    [['edit', '1'], 2, "'tafel edit 1' names nothing to change: give the contract or the flags that change"],
    // Not a number at all: a value not of its kind.
    [['edit', 'een', 'pas'], 2, 'There is no deal een: sheet'],
    // Nor is 0, which no sheet has, as -1 (until 2026-12-07 0 exited 1, as a number past the sheet's last deal).
    [['edit', '0', 'pas'], 2, 'There is no deal 0: sheet'],
    [['edit', '-1', 'pas'], 2, 'There is no deal -1: sheet'],
    [['record', 'pas', '--bogus'], 2, "unknown option '--bogus'"],
    // Another game's flag: the deal's flags listed as a sentence lists them (until 2026-12-06 "--by --tricks").
    [
      ['record', 'samen', '8', '--by', 'Ann,Bert', '--tricks', '9', '--taker', 'Ann'],
      2,
      '--taker does not apply to samen; it takes --by, --tricks and --revoke.',
    ],
    [['recrod'], 2, "unknown command 'recrod'"],
    [['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis'], 1, 'needs 4 to 6 players, you named 3'],
    [['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,ann'], 1, '"Ann" and "ann" are one name to tafel'],
    // Each family of keys once (until 2026-12-06 all 35 keys, a line of 580 characters), and the game named.
    [
      ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk', '--set', 'samen.20=3'],
      2,
      'Unknown setting "samen.20" for these rules. Did you mean \'samen.10\'? Known: deals, samen.…, solo.…, ' +
        'abondance.…, troel(.…), kleine-miserie(.…), piccolo(.…), grote-miserie(.…), open-miserie(.…), ' +
        'kleine-soloslim(.…), soloslim(.…). ' +
        "'tafel games kleurenwiezen' shows them.",
    ],
    [
      ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk', '--set', 'samen.8=-3'],
      2,
      "'samen.8' must be a whole number",
    ],
    [
      ['new', 'kleurenwiezen', '--rules', 'cardgames', '--players', 'Ann,Bert,Cis,Dirk', '--set', 'deals=5'],
      2,
      "'deals' must be one of off, 4, 8, 12",
    ],
    [['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk', '--rules', 'bridge'], 1, 'no rule set "bridge"'],
    [['new', 'schaak', '--players', 'Ann,Bert'], 1, 'Unknown game "schaak"'],
    // Another game's flags (the active sheet not the one meant): the sheet, its game and its flags named, where the
    // game spoke of something else ("Which contract?"); a refusal that names the flag stays the game's.
    [['record', '--taker', 'Bert', '--points', '92'], 2, 'tafel: --taker is no flag of Kleurenwiezen, the game of 20'],
    [
      ['--lang', 'nl', 'record', '--capot', 'takers'],
      2,
      "kleurenwiezen (--by --tricks --revoke): voor een ander blad voeg je --sheet <id> toe, of eerst 'tafel use <id>'",
    ],
    [
      ['--lang', 'nl', 'record', 'samen', '8', '--by', 'Ann,Bert', '--tricks', '9', '--capot', 'takers'],
      2,
      'tafel: --capot past niet bij samen; samen gebruikt --by, --tricks en --revoke.\n',
    ],
    // The name players say (wiezen), a beginning two games share: each game meant is named.
    [['new', 'wiezen', '--players', 'Ann,Bert,Cis,Dirk'], 1, "toepen. Did you mean 'kleurenwiezen'?\n"],
    [['--lang', 'nl', 'new', 'kl', '--players', 'A,B,C,D'], 1, "Bedoel je 'kleurenwiezen' of 'klaverjassen'?\n"],
    [['games', 'jassen'], 1, "toepen. Did you mean 'klaverjassen'?\n"],
    [['new', 'kleurenwiezen'], 2, '--players is missing'],
    [['delete', 'x-y'], 1, 'No sheet "x-y"'],
    [['sheet', '../../etc/passwd'], 1, 'No sheet'],
    [['sheet', '--lang', 'fr'], 2, '--lang must be one of en, nl, not "fr"'],
    // A list typed with spaces reached the command cut short ("remove Dirk"): the list is refused whole, as one word.
    [
      ['record', 'samen', '8', '--by', 'Bert,', 'Dirk', '--tricks', '9'],
      2,
      'tafel: --by Bert, Dirk: a list takes no spaces (the shell made 2 words of it); write --by Bert,Dirk\n',
    ],
    [
      ['--lang', 'nl', 'record', 'samen', '8', '--tricks', 'Bert=4', ',Dirk=5', '--by', 'Bert,Dirk'],
      2,
      'tafel: --tricks Bert=4 ,Dirk=5: een lijst heeft geen spaties (de shell maakte er 2 woorden van); schrijf ' +
        '--tricks Bert=4,Dirk=5\n',
    ],
    [
      ['new', 'kleurenwiezen', '--players=Ann,', 'Bert,', 'Cis,', 'Dirk Jan'],
      2,
      'tafel: --players Ann, Bert, Cis, Dirk Jan: a list takes no spaces (the shell made 4 words of it); write ' +
        '--players "Ann,Bert,Cis,Dirk Jan"\n',
    ],
    // A command's own words are no option's list: correct takes its pairs as words (until 2026-12-07 refused as "a
    // list takes no spaces"), and a refusal says its own fault.
    [['correct', 'Ann=5,', 'Bert=-5'], 2, 'tafel: --reason is missing: say why, e.g. tafel correct Ann=-15,Bert=15'],
    // Names without commas, or without --players: the command's words are too many, and the list is what was meant;
    // a command that takes no names gets no --players (`use today-k, x`).
    [['use', 'today-k,', 'x'], 2, "tafel: too many arguments for 'use': expected 1, got 2 ('tafel use --help' lists"],
    [
      ['new', 'kleurenwiezen', '--players', 'Ann', 'Bert', 'Cis', 'Dirk'],
      2,
      "tafel: too many arguments for 'new': expected 1, got 4; did you mean '--players Ann,Bert,Cis,Dirk'? ('tafel",
    ],
    [['new', 'kleurenwiezen', 'Ann,Bert,Cis,Dirk'], 2, "got 2; did you mean '--players Ann,Bert,Cis,Dirk'?"],
    [['new', 'kleurenwiezen', 'Ann', 'Bert', 'Cis', 'Dirk'], 2, "got 5; did you mean '--players Ann,Bert,Cis,Dirk'?"],
    [['judge', 'rank', 'kleurenwiezen', 'abondance', '10', 'solo'], 2, 'got 4; a bid of two words is one: put it in'],
    // A missing argument as the help describes it, with the command's first example (not the bare 'new').
    [
      ['rename', 'Ann'],
      2,
      "tafel: missing required argument 'new' (the new name); for example: tafel rename Ann Anna " +
        "('tafel rename --help'",
    ],
    [
      ['--lang', 'nl', 'edit'],
      2,
      "tafel: verplicht argument 'n' ontbreekt (het nummer van de gift, of c1, c2... voor een correctie); " +
        'bijvoorbeeld: tafel edit 3 --tricks 8',
    ],
    // An option the command cannot do without, in the user's language too (it stayed commander's English).
    [['--lang', 'nl', 'season', 'excuse', 'vc', 'Hilde'], 2, "tafel: verplichte optie '--event <id>' ontbreekt ("],
    [['season', 'excuse', 'vc', 'Hilde'], 2, "tafel: required option '--event <id>' is missing ('tafel season"],
  ])('%j -> exit %d', async (argv, code, message) => {
    const before = snapshot(h);
    const r = await tafel(h, argv as string[]);
    expect(r.code).toBe(code);
    expect(r.stderr).toContain(message);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).not.toMatch(/\n\s+at /); // no stack trace
    expect(r.stdout).toBe('');
    expect(snapshot(h)).toEqual(before);
  });

  test('--json errors are a JSON document on stderr', async () => {
    const r = await tafel(h, ['record', 'samen', '14', '--by', 'Ann,Bert', '--tricks', '9', '--json']);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stderr)).toEqual({
      error: { code: 'rule', message: 'Samen 14 does not exist: the level is 8 to 13.' },
    });
  });

  test('errors in Dutch with --lang nl', async () => {
    const r = await tafel(h, ['record', 'samen', '14', '--by', 'Ann,Bert', '--tricks', '9', '--lang', 'nl']);
    expect(r.stderr).toBe('tafel: Samen 14 bestaat niet: het niveau is 8 tot 13.\n');
  });

  test('delete without a terminal needs --force', async () => {
    const id = (await tafelJson(h, ['sheets']))[0].id;
    const r = await tafel(h, ['delete', id]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--force');
  });
});

// Until 2026-12-07 record, judge, undo and redo named a deal doubled after a pass without the ×2 its sheet row shows.
describe('a doubled deal is named as the sheet names it', () => {
  test('record, judge score --sheet, undo and redo say ×2, in English and Dutch', async () => {
    const h = home();
    const made = [
      'new',
      'kleurenwiezen',
      '--rules',
      'whisthub',
      '--players',
      'Ann,Bert,Cis,Dirk,Eva',
      '--set',
      'deals=10',
    ];
    const { id } = await tafelJson(h, made);
    expect((await tafel(h, ['record', 'samen', '8', '--by', 'Bert,Cis', '--tricks', '10'])).code).toBe(0);
    expect((await tafel(h, ['record', 'pas'])).code).toBe(0);
    const deal = ['alleen', '6', '--by', 'Ann', '--tricks', '8'];
    const first = async (args: string[]) => (await tafel(h, args)).stdout.split('\n')[0];
    expect(await first(['judge', 'score', 'kleurenwiezen', ...deal, '--sheet', id, '--lang', 'nl'])).toBe(
      `Zo zou het tellen als gift 3 van ${id}, gedeeld door Bert (niets bewaard): Ann alleen 6: 8 slagen ×2`,
    );
    // By hand (whisthub): alleen 6 pays 4 per opponent, each overtrick 1: 4 + 2 = 6, ×2 after the pas; Bert deals
    // again and sits out, so Ann takes 12 from each of Cis, Dirk and Eva.
    const r = await tafel(h, ['record', ...deal]);
    expect(r.stdout.split('\n')[0]).toBe('Deal 3: Ann alleen 6: 8 tricks ×2');
    expect((await tafelJson(h, ['sheet'])).deals[2].scores).toEqual({
      Ann: 36,
      Bert: 0,
      Cis: -12,
      Dirk: -12,
      Eva: -12,
    });
    expect(await first(['undo', '--lang', 'nl'])).toBe('Gift 3 verwijderd: Ann alleen 6: 8 slagen ×2');
    expect(await first(['redo'])).toBe('Deal 3 back: Ann alleen 6: 8 tricks ×2');
    expect(await first(['undo'])).toBe('Removed deal 3: Ann alleen 6: 8 tricks ×2');
    expect(await first(['record', ...deal, '--lang', 'nl'])).toBe('Gift 3: Ann alleen 6: 8 slagen ×2');
  });
});

describe('cardgames with variants and a deal limit', () => {
  test('overtricks and deals=4 end the game with a winner', async () => {
    const h = home();
    await tafelJson(h, [
      'new',
      'kleurenwiezen',
      '--rules',
      'cardgames',
      '--players',
      'Ann,Bert,Cis,Dirk',
      '--set',
      'overtricks=on',
      '--set',
      'deals=4',
      '--dealer',
      'cis',
    ]);
    expect((await tafelJson(h, ['record', 'vragen', '--by', 'Ann,Dirk', '--tricks', '9'])).scores).toEqual({
      Ann: 3,
      Bert: -3,
      Cis: -3,
      Dirk: 3,
    });
    await tafelJson(h, ['record', 'miserie', '--by', 'Ann,Bert', '--tricks', 'Ann=0,Bert=1']); // +28 -28 0 0
    await tafelJson(h, ['record', 'pas']);
    const third = await tafelJson(h, ['record', 'alleen', '--by', 'Cis', '--tricks', '4']); // +3 +3 -9 +3
    expect(third.totals).toEqual({ Ann: 34, Bert: -28, Cis: -12, Dirk: 6 });
    expect(third.finished).toBe(false); // the pas was a redeal: three hands played
    const last = await tafelJson(h, ['record', 'vragen', '--by', 'Bert,Cis', '--tricks', '8']); // -2 +2 +2 -2
    expect(last.totals).toEqual({ Ann: 32, Bert: -26, Cis: -10, Dirk: 4 });
    expect(last.finished).toBe(true);
    expect(last.winner).toBe('Ann');
    const sheet = await tafelJson(h, ['sheet']);
    // Cis deals first; the pas (deal 3) is redealt by the same dealer.
    expect(sheet.deals.map((d: { dealer: string }) => d.dealer)).toEqual(['Cis', 'Dirk', 'Ann', 'Ann', 'Bert']);
    expect((await tafel(h, ['record', 'pas'])).code).toBe(1);
  });
});

describe('the store', () => {
  test('a corrupt sheet file is reported with its path, left untouched, and other sheets still work', async () => {
    const h = home();
    const bad = (await tafelJson(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk'])).id;
    const good = (await tafelJson(h, ['new', 'kleurenwiezen', '--players', 'Eva,Fien,Gert,Hans'])).id;
    const file = path.join(h, 'sheets', `${bad}.json`);
    fs.writeFileSync(file, '{"schemaVersion": 1, "id": ');
    const before = snapshot(h);
    for (const argv of [
      ['sheet', bad],
      ['record', '--sheet', bad, 'pas'],
      ['undo', '--sheet', bad],
    ]) {
      const r = await tafel(h, argv);
      expect(r.code).toBe(1);
      expect(r.stderr).toContain(file);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
    }
    expect(snapshot(h)).toEqual(before);
    expect((await tafelJson(h, ['record', '--sheet', good, 'pas'])).number).toBe(1);
    const list = await tafelJson(h, ['sheets']);
    expect(list.find((s: { id: string }) => s.id === bad).error).toContain('not valid JSON');
  });

  test('a hand-edited deal that cannot be scored is refused like a corrupt file, never as a bug', async () => {
    const h = home();
    const id = (await tafelJson(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk'])).id;
    await tafelJson(h, ['record', 'pas']);
    const file = path.join(h, 'sheets', `${id}.json`);
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('"pas"', '"bridge"'));
    const before = snapshot(h);
    for (const argv of [['sheet'], ['record', 'pas']]) {
      const r = await tafel(h, argv);
      expect(r.code).toBe(1);
      // Every read checks each stored deal against the game's record rules first (issue 10).
      expect(r.stderr).toContain("would not pass 'tafel record': Unknown contract");
      expect(r.stderr).not.toContain('internal error');
    }
    expect(snapshot(h)).toEqual(before);
  });

  test('files are readable by their owner only', () => {
    const h = home();
    // A process of its own: its files' modes, whatever the umask it starts with.
    const id = spawnTafelJson(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk']).id;
    expect(fs.statSync(path.join(h, 'sheets', `${id}.json`)).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.join(h, 'sheets')).mode & 0o777).toBe(0o700);
  });
});

describe('only the command that runs is built', () => {
  test('help, unknown commands and options before the command still work', async () => {
    const h = home();
    expect((await tafel(h, ['--help'])).stdout).toMatch(/record \[options\][\s\S]*doctor/);
    expect((await tafel(h, ['--lang', 'nl', '--data-dir', h, 'sheets'])).stdout).toContain('Nog geen bladen');
    expect((await tafel(h, ['help', 'record'])).stdout).toContain('Usage: tafel record');
    const unknown = await tafel(h, ['--json', 'recrd']);
    expect(unknown.code).toBe(2);
    expect(JSON.parse(unknown.stderr).error.message).toContain("did you mean 'record'?");
  });
});
