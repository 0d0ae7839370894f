import { describe, expect, test } from '@jest/globals';
import { snapshot, tafel, tafelJson, tempHomes } from '../helpers/cli.js';

/*
 * What a user types wrong on `tafel event` / `tafel season` (through the binary, in process): one line naming the
 * problem and the fix, exit 2 for a bad value or word of the command line, 1 for what the data refuses, and the
 * data folder byte for byte as it was. And the counts said with their right plurals, in English and Dutch.
 */

const home = tempHomes();

/** A data folder that already holds something (an event with its settings), to compare before and after. */
async function withEvent(): Promise<string> {
  const h = home();
  const r = await tafel(h, ['event', 'new', 'klaverjassen', '--entrants', 'Ann,Bert,Cis,Dirk', '--id', 'vrijdag']);
  expect(r.code).toBe(0);
  return h;
}

/** The run refused in one line: its exit code and its line, and nothing on disk changed. */
async function refusedLine(h: string, args: string[]): Promise<[number, string]> {
  const before = snapshot(h);
  const r = await tafel(h, args);
  expect(r.stdout).toBe('');
  expect(snapshot(h)).toEqual(before);
  return [r.code, r.stderr];
}

describe('event new: the entrants given fill at least one table', () => {
  test.each([
    [
      ['event', 'new', 'klaverjassen', '--entrants', 'Ann'],
      'tafel: 1 entrant is too few for one table of 4: give at least 4 names with --entrants.\n',
    ],
    [
      ['--lang', 'nl', 'toernooi', 'nieuw', 'klaverjassen', '--entrants', 'Ann,Bert,Cis'],
      'tafel: 3 deelnemers zijn te weinig voor één tafel van 4: geef met --entrants minstens 4 namen op.\n',
    ],
    // Jokeren also plays at tables of 3: the way on says so.
    [
      ['event', 'new', 'jokeren', '--entrants', 'Ann,Bert,Cis'],
      'tafel: 3 entrants are too few for one table of 4: give at least 4 names with --entrants, or play at ' +
        'tables of 3 (--table-size 3).\n',
    ],
    [
      ['event', 'new', 'jokeren', '--entrants', 'Ann,Bert'],
      'tafel: 2 entrants are too few for one table of 4: give at least 4 names with --entrants.\n',
    ],
    [
      ['--lang', 'nl', 'event', 'new', 'rikken', '--entrants', 'Ann,Bert,Cis,Dirk', '--table-size', '5'],
      'tafel: 4 deelnemers zijn te weinig voor één tafel van 5: geef met --entrants minstens 5 namen op, of ' +
        'speel aan tafels van 4 (--table-size 4).\n',
    ],
    [
      ['event', 'new', 'klaverjassen', '--entrants', ''],
      'tafel: 0 entrants are too few for one table of 4: give at ' + 'least 4 names with --entrants.\n',
    ],
    // A pair event counts pairs: two make a table.
    [
      ['event', 'new', 'klaverjassen', '--pairs', 'Ann+Bert'],
      'tafel: 1 pair is too few for one table of 2 pairs: give at least 2 with --pairs, e.g. --pairs ' +
        'Ann+Bert,Cis+Dirk.\n',
    ],
    [
      ['--lang', 'nl', 'toernooi', 'nieuw', 'manillen', '--pairs', 'Ann+Bert'],
      'tafel: 1 koppel is te weinig voor één tafel van 2 koppels: geef er met --pairs minstens 2 op, bv. --pairs ' +
        'Ann+Bert,Cis+Dirk.\n',
    ],
  ])('%j', async (args, line) => {
    // A bad value of a flag of `event new`, as a --rounds out of range: usage, exit 2.
    expect(await refusedLine(await withEvent(), args)).toEqual([2, line]);
  });

  test('the counts said when created and shown: one round, one deal, pairs, none yet', async () => {
    const h = home();
    const said = async (args: string[]) => {
      const r = await tafel(h, [...args, '--seed', '7']);
      expect([r.code, r.stderr]).toEqual([0, '']);
      return r.stdout.replace(/uid [0-9a-f]{16}/, 'uid U');
    };
    const kj = ['event', 'new', 'klaverjassen'];
    expect(await said([...kj, '--entrants', 'Ann,Bert,Cis,Dirk', '--rounds', '1', '--deals', '1', '--id', 'a'])).toBe(
      "Event a (uid U, seed 7): 4 entrants, 1 round of 1 deal, bye fixed 100. Next: 'tafel event draw'.\n",
    );
    expect(await said(['--lang', 'nl', ...kj, '--entrants', 'Ann,Bert,Cis,Dirk', '--rounds', '1', '--id', 'b'])).toBe(
      // Klaverjassen's own word, spel (until 2026-12-07 "giften", every game's).
      'Toernooi b (uid U, lotingsgetal 7): 4 deelnemers, 1 ronde van 16 spellen, stilzitten vast 1600. Verder: ' +
        "'tafel toernooi loting'.\n",
    );
    expect(await said([...kj, '--pairs', 'Ann+Bert,Cis+Dirk', '--id', 'c'])).toBe(
      "Event c (uid U, seed 7): 2 pairs, 3 rounds of 16 deals, bye fixed 1600. Next: 'tafel event draw'.\n",
    );
    // No entrants yet is allowed (they are added before round 1): the way on is adding them.
    expect(await said([...kj, '--id', 'd'])).toBe(
      "Event d (uid U, seed 7): 0 entrants, 3 rounds of 16 deals, bye fixed 1600. Next: 'tafel event add " +
        "<name>...'.\n",
    );
    expect(await said(['--lang', 'nl', ...kj, '--kind', 'pairs', '--id', 'e'])).toBe(
      'Toernooi e (uid U, lotingsgetal 7): 0 koppels, 3 rondes van 16 spellen, stilzitten vast 1600. Verder: ' +
        "'tafel toernooi erbij --pair <a+b>'.\n",
    );
    // `event show` says the rounds drawn (`event list` heads its column so, a count without the noun).
    const drawn = async (lang: string) =>
      (await tafel(h, ['--lang', lang, 'event', 'show', 'a'])).stdout
        .split('\n')
        .filter((l) => / (drawn|geloot)$/.test(l));
    expect(await drawn('en')).toEqual(['0 of 1 round drawn']);
    expect(await drawn('nl')).toEqual(['0 van 1 ronde geloot']);
  });
});

// Until 2026-12-07 a name typed twice and one of digits alone were usage errors (exit 2), an unusable name exit 1.
describe('a bad name is refused (exit 1) as tafel new --players refuses it: typed twice, or entered already', () => {
  // In new's very words (until 2026-12-07 '"Ann" is named twice', '"Ann" staat er twee keer', and '"Ann" and "ann"
  // are the same name without case or accents').
  test.each([
    [['event', 'new', 'klaverjassen', '--entrants', 'Ann,Bert,Cis,Ann,Eva'], 1, 'The name "Ann" is used twice'],
    [
      ['--lang', 'nl', 'toernooi', 'nieuw', 'klaverjassen', '--entrants', 'Ann,Bert,Cis,ann,Eva'],
      1,
      '"Ann" en "ann" zijn voor tafel één naam (hoofdletters en accenten tellen niet)',
    ],
    [['event', 'new', 'manillen', '--pairs', 'Ann+Cis,Bert+Ann'], 1, 'The name "Ann" is used twice'],
    [['event', 'add', 'Eva', 'Eva'], 1, 'The name "Eva" is used twice'],
    [['--lang', 'nl', 'toernooi', 'erbij', 'Eva', 'Eva'], 1, 'De naam "Eva" komt twee keer voor'],
    // Given more than twice, counted (until 2026-12-07 "used twice", "komt twee keer voor", whatever the count).
    [['new', 'kleurenwiezen', '--players', 'Ann,Bert,Ann,Ann'], 1, 'The name "Ann" is used 3 times'],
    [['--lang', 'nl', 'new', 'kleurenwiezen', '--players', 'Ann,Bert,Ann,Ann'], 1, 'De naam "Ann" komt 3 keer voor'],
    [
      ['event', 'new', 'klaverjassen', '--entrants', 'Eva,Ann,Bert,Eva,Cis,Eva,Eva'],
      1,
      'The name "Eva" is used 4 times',
    ],
    [['--lang', 'nl', 'toernooi', 'erbij', 'Eva', 'Eva', 'Eva'], 1, 'De naam "Eva" komt 3 keer voor'],
  ])('%j', async (args, code, problem) => {
    const fix = args.includes('nl') ? 'geef elke speler een andere naam' : 'give every player a different name';
    expect(await refusedLine(await withEvent(), args)).toEqual([code, `tafel: ${problem}: ${fix}.\n`]);
  });
  test('a name typed twice: event new and tafel new say it in one text, English and Dutch', async () => {
    const said = {
      en: 'The name "Ann" is used twice: give every player a different name.',
      nl: 'De naam "Ann" komt twee keer voor: geef elke speler een andere naam.',
    };
    for (const [lang, line] of Object.entries(said)) {
      const h = await withEvent();
      for (const args of [
        ['event', 'new', 'kleurenwiezen', '--entrants', 'Ann,Ann,Cis,Dirk'],
        ['new', 'kleurenwiezen', '--players', 'Ann,Ann,Cis,Dirk'],
      ])
        expect(await refusedLine(h, ['--lang', lang, ...args])).toEqual([1, `tafel: ${line}\n`]);
    }
  });
  const unusable =
    "is not a usable player name: use letters, digits, spaces, ' . _ - (at most 30 characters, starting with a " +
    'letter or digit).';
  test.each([
    [['event', 'new', 'klaverjassen', '--entrants', 'Ann,B|rt,Cis,Dirk'], `"B|rt" ${unusable}`],
    [['event', 'new', 'klaverjassen', '--pairs', `Ann+${'x'.repeat(31)},Cis+Dirk`], `"${'x'.repeat(31)}" ${unusable}`],
    [
      ['event', 'new', 'klaverjassen', '--entrants', 'Ann,Bert,Cis,123'],
      '"123" cannot be an entrant\'s name: a number stands for the entrant of that number (\'tafel event withdraw ' +
        '123\'); give a name with a letter in it, e.g. "Player 123".',
    ],
    [
      ['--lang', 'nl', 'toernooi', 'nieuw', 'klaverjassen', '--pairs', 'Ann+Bert,7+Dirk'],
      '"7" kan geen naam van een deelnemer zijn: een getal staat voor de deelnemer met dat nummer (\'tafel toernooi ' +
        'afmelden 7\'); geef een naam met een letter erin, bv. "Speler 7".',
    ],
  ])('%j: exit 1, as an unusable name is', async (args, line) => {
    expect(await refusedLine(await withEvent(), args)).toEqual([1, `tafel: ${line}\n`]);
  });
  // Ann is in the event already: the event refuses her, not the command line, and says so (until 2026-12-06 in the
  // words of a name typed twice: '"Ann" and "ann" are the same name without case or accents').
  test.each([
    [
      ['event', 'add', 'Eva', 'ann'],
      '"ann" (the same name as "Ann" without case or accents) already plays in this event',
    ],
    [['event', 'add', 'Ann'], '"Ann" already plays in this event'],
    [['event', 'rename', 'Bert', 'Ann'], '"Ann" already plays in this event'],
  ])('%j: exit 1', async (args, problem) => {
    expect(await refusedLine(await withEvent(), args)).toEqual([
      1,
      `tafel: ${problem}: choose a name no other player has.\n`,
    ]);
  });
  test('in Dutch; a rename to its own name in another case is its spelling', async () => {
    const h = await withEvent();
    expect(await refusedLine(h, ['--lang', 'nl', 'toernooi', 'erbij', 'ANN'])).toEqual([
      1,
      'tafel: "ANN" (dezelfde naam als "Ann" zonder hoofdletters of accenten) speelt al mee in dit toernooi: kies ' +
        'een naam die geen andere speler heeft.\n',
    ]);
    expect((await tafel(h, ['event', 'rename', 'Bert', 'BERT'])).code).toBe(0);
  });
});

// Until 2026-12-07 "Jan  Peeters" (two spaces) was a player of its own beside Jan Peeters, whom a browser shows alike.
describe("a name's inner runs of white space are one space: new, event new, event add, rename, event rename", () => {
  const twice = {
    en: 'The name "Jan Peeters" is used twice: give every player a different name.',
    nl: 'De naam "Jan Peeters" komt twee keer voor: geef elke speler een andere naam.',
  };
  test.each(['en', 'nl'] as const)('typed twice so on one line: the name used twice (%s), exit 1', async (lang) => {
    const h = await withEvent();
    for (const args of [
      ['new', 'kleurenwiezen', '--players', 'Jan Peeters,Jan  Peeters,Cis,Dirk'],
      ['event', 'new', 'kleurenwiezen', '--entrants', 'Jan Peeters,Jan  Peeters,Cis,Dirk'],
      ['event', 'new', 'manillen', '--pairs', 'Jan Peeters+Cis,Dirk+Jan \t Peeters'],
      ['event', 'add', 'Jan   Peeters', 'Jan Peeters'],
    ])
      expect(await refusedLine(h, ['--lang', lang, ...args])).toEqual([1, `tafel: ${twice[lang]}\n`]);
  });
  test.each([
    [['event', 'add', 'Jan  Peeters'], '"Jan Peeters" already plays in this event: choose a name no other player has.'],
    [
      ['--lang', 'nl', 'event', 'rename', 'Bert', ' Jan  Peeters'],
      '"Jan Peeters" speelt al mee in dit toernooi: kies een naam die geen andere speler heeft.',
    ],
    [['rename', 'Bert', 'Jan  Peeters'], 'Jan Peeters already plays on this sheet: give Bert another name.'],
    [
      ['--lang', 'nl', 'rename', 'Bert', 'jan  peeters '],
      'Jan Peeters speelt al mee op dit blad: geef Bert een andere naam.',
    ],
  ])('the name of a player there already: %j, exit 1', async (args, line) => {
    const h = home();
    for (const made of [
      ['event', 'new', 'kleurenwiezen', '--entrants', 'Jan Peeters,Bert,Cis,Dirk'],
      ['new', 'kleurenwiezen', '--players', 'Jan Peeters,Bert,Cis,Dirk'],
    ])
      expect((await tafel(h, made)).code).toBe(0);
    expect(await refusedLine(h, args)).toEqual([1, `tafel: ${line}\n`]);
  });
  test('taken with its runs made one, and found so typed with them', async () => {
    const h = home();
    const sheet = await tafelJson(h, ['new', 'kleurenwiezen', '--players', ' Jan   Peeters ,Bert,Cis,Dirk']);
    expect(sheet.players).toEqual(['Jan Peeters', 'Bert', 'Cis', 'Dirk']);
    const deal = ['record', 'samen', '8', '--by', 'jan  peeters,Bert', '--tricks', '8'];
    expect((await tafelJson(h, deal)).input.by).toEqual(['Jan Peeters', 'Bert']);
    expect((await tafel(h, ['rename', 'Jan  Peeters', 'Jan  Pieters '])).stdout).toMatch(
      /^Renamed Jan Peeters to Jan Pieters\.\n/,
    );
    await tafelJson(h, ['event', 'new', 'kleurenwiezen', '--entrants', 'Jan  Peeters,Bert,Cis,Dirk', '--id', 'b']);
    const added = await tafelJson(h, ['event', 'add', 'Eva  de  Vos']);
    expect(added.entrants.map((e: { name: string }) => e.name)).toEqual([
      'Jan Peeters',
      'Bert',
      'Cis',
      'Dirk',
      'Eva de Vos',
    ]);
    // Until 2026-12-07 the event kept "Eva  Smit " as typed, its table sheets Eva Smit.
    expect(await tafelJson(h, ['event', 'rename', 'eva de  vos', 'Eva  Smit '])).toEqual({
      event: 'b',
      from: 'Eva de Vos',
      to: 'Eva Smit',
      sheets: [],
    });
  });
});

describe('event draw with fewer than a table available: the count with its plural and the fix, exit 1', () => {
  test.each([
    [
      ['event', 'draw'],
      "tafel: Only 3 entrants are available, fewer than one table of 4: add some with 'tafel event add <name>...'.\n",
    ],
    [
      ['--lang', 'nl', 'toernooi', 'loting'],
      'tafel: Er zijn maar 3 deelnemers beschikbaar, minder dan één tafel van 4: voeg er toe met ' +
        "'tafel toernooi erbij <naam>...'.\n",
    ],
    [
      ['event', 'draw', '--absent', 'Bert,Cis'],
      'tafel: Only 1 entrant is available, fewer than one table of 4: add some with ' +
        "'tafel event add <name>...', or name fewer absent (--absent).\n",
    ],
  ])('%j', async (draw, line) => {
    const h = home();
    await tafel(h, ['event', 'new', 'klaverjassen', '--id', 'kj']);
    await tafel(h, ['event', 'add', 'Ann', 'Bert', 'Cis']);
    expect(await refusedLine(h, draw)).toEqual([1, line]);
  });

  test.each([
    [
      'en',
      'tafel: Only 1 pair is available, fewer than the 2 pairs of one table: add some with ' +
        "'tafel event add --pair <a+b>'.\n",
    ],
    [
      'nl',
      'tafel: Er is maar 1 koppel beschikbaar, minder dan de 2 koppels van één tafel: voeg er toe met ' +
        "'tafel toernooi erbij --pair <a+b>'.\n",
    ],
  ])('a pair event counts pairs (%s)', async (lang, line) => {
    const h = home();
    await tafel(h, ['event', 'new', 'klaverjassen', '--kind', 'pairs', '--id', 'kj']);
    await tafel(h, ['event', 'add', '--pair', 'Ann+Bert']);
    expect(await refusedLine(h, ['--lang', lang, 'event', 'draw'])).toEqual([1, line]);
  });
});

describe('season new: numbers that make a season', () => {
  const kj = ['season', 'new', 'winter', '--game', 'klaverjassen'];
  const nl = ['--lang', 'nl', 'competitie', 'new', 'winter', '--game', 'klaverjassen'];
  test.each([
    [
      [...kj, '--nights', '3', '--best', '5'],
      'tafel: --best 5 cannot be more than --nights 3: give --best 3 or less, or raise --nights.\n',
    ],
    [
      [...nl, '--nights', '3', '--best', '5'],
      'tafel: --best 5 kan niet meer zijn dan --nights 3: geef --best 3 of minder, of verhoog --nights.\n',
    ],
    [
      [...kj, '--nights', '3', '--min-nights', '4'],
      'tafel: --min-nights 4 cannot be more than --nights 3: give --min-nights 3 or less, or raise --nights.\n',
    ],
    [
      [...nl, '--nights', '3', '--best', '2', '--min-nights', '4'],
      'tafel: --min-nights 4 kan niet meer zijn dan --nights 3: geef --min-nights 3 of minder, of verhoog ' +
        '--nights.\n',
    ],
    // A minimum of no night at all would place a name that scored no night (an excuse without points).
    [[...kj, '--min-nights', '0'], 'tafel: --min-nights must be a whole number from 1 to 1000, not "0".\n'],
    [[...nl, '--min-nights', '0'], 'tafel: --min-nights moet een geheel getal van 1 tot 1000 zijn, niet "0".\n'],
    [[...kj, '--nights', '0'], 'tafel: --nights must be a whole number from 1 to 1000, not "0".\n'],
    [[...kj, '--nights', '2.5'], 'tafel: --nights must be a whole number from 1 to 1000, not "2.5".\n'],
    [[...kj, '--best', '-1'], 'tafel: --best must be a whole number from 1 to 1000, not "-1".\n'],
    [[...kj, '--excused', '1.5'], 'tafel: --excused must be a whole number from -999999999 to 999999999, not "1.5".\n'],
    // A season's id is refused as one (it was called an event id).
    [
      ['season', 'new', 'S 3', '--game', 'klaverjassen'],
      'tafel: "S 3" cannot be a season id: lower-case letters, digits and dashes, at most 64.\n',
    ],
    [
      ['--lang', 'nl', 'competitie', 'new', 'S 3', '--game', 'klaverjassen'],
      'tafel: "S 3" kan geen competitie-id zijn: kleine letters, cijfers en streepjes, hoogstens 64.\n',
    ],
  ])('%j', async (args, line) => {
    expect(await refusedLine(await withEvent(), args)).toEqual([2, line]);
  });

  test.each([
    [
      ['--nights', '3', '--best', '3'],
      "Season winter (klaverjassen): best 3 of 3 nights. Next: 'tafel season add winter",
    ],
    [
      ['--nights', '1', '--best', '1'],
      "Season winter (klaverjassen): best 1 of 1 night. Next: 'tafel season add winter",
    ],
    [['--best', '2'], "Season winter (klaverjassen): best 2 of all nights. Next: 'tafel season add winter"],
    [['--nights', '1'], "Season winter (klaverjassen): 1 night, every night counts. Next: 'tafel season add winter"],
    [[], "Season winter (klaverjassen): every night counts. Next: 'tafel season add winter"],
    [
      ['--lang', 'nl', '--nights', '1', '--best', '1'],
      'Competitie winter (klaverjassen): beste 1 van 1 avond. Verder:',
    ],
    [['--lang', 'nl', '--best', '2'], 'Competitie winter (klaverjassen): beste 2 van alle avonden. Verder:'],
    [['--lang', 'nl', '--nights', '7'], 'Competitie winter (klaverjassen): 7 avonden, elke avond telt. Verder:'],
    [['--lang', 'nl'], 'Competitie winter (klaverjassen): elke avond telt. Verder:'],
  ])('accepted: %j', async (flags, start) => {
    const r = await tafel(home(), [...kj, ...flags]);
    expect([r.code, r.stdout.startsWith(start)]).toEqual([0, true]);
  });
});

describe('an unknown subcommand is answered by its command’s help', () => {
  test.each([
    [
      ['event', 'drawx'],
      "tafel: unknown command 'drawx'; did you mean 'draw'? ('tafel event --help' lists its commands)\n",
    ],
    [
      ['--lang', 'nl', 'toernooi', 'lotingx'],
      "tafel: onbekend commando 'lotingx'; bedoel je 'loting'? ('tafel toernooi --help' toont de commando's)\n",
    ],
    [['season', 'foo'], "tafel: unknown command 'foo' ('tafel season --help' lists its commands)\n"],
    [
      ['--lang', 'nl', 'competitie', 'foo'],
      "tafel: onbekend commando 'foo' ('tafel competitie --help' toont de commando's)\n",
    ],
    [['judge', 'foo'], "tafel: unknown command 'foo' ('tafel judge --help' lists its commands)\n"],
    [['preset', 'foo'], "tafel: unknown command 'foo' ('tafel preset --help' lists its commands)\n"],
    // Any other mistake after the subcommand: that subcommand's help (`tafel event --help` lists no options of draw).
    [['event', 'draw', '--bogus'], "tafel: unknown option '--bogus' ('tafel event draw --help' lists its options)\n"],
    // In Dutch by its Dutch name, whichever name was typed.
    [
      ['--lang', 'nl', 'event', '--json', 'draw', '--bogus'],
      '{"error":{"code":"usage","message":"onbekende optie \'--bogus\' (\'tafel toernooi loting --help\' toont ' +
        'de opties)"}}\n',
    ],
    [
      ['--lang', 'nl', 'toernooi', 'nieuw', 'x', '--foo'],
      "tafel: onbekende optie '--foo' ('tafel toernooi nieuw --help' toont de opties)\n",
    ],
    [
      ['--lang', 'nl', 'competitie', 'afgemeld', 's', 'Eva'],
      "tafel: verplichte optie '--event <id>' ontbreekt ('tafel competitie afgemeld --help' toont de opties)\n",
    ],
    // The command meant by its Dutch name too (until 2026-12-07 'draw', a name no Dutch hint uses).
    [
      ['--lang', 'nl', 'event', 'drawx'],
      "tafel: onbekend commando 'drawx'; bedoel je 'loting'? ('tafel toernooi --help' toont de commando's)\n",
    ],
    [
      ['toernooi', 'nieuw', 'x', '--foo'],
      "tafel: unknown option '--foo' ('tafel event new --help' lists its options)\n",
    ],
    [
      ['season', 'new'],
      "tafel: missing required argument 'id' (the new season's id, e.g. 2026-27-klaverjassen); for example: tafel " +
        'season new vrijdagcompetitie --game klaverjassen --nights 7 --best 5 --excused 3000 ' +
        "('tafel season new --help' lists its options)\n",
    ],
    // An unknown option's value is no subcommand (until 2026-12-07: "('tafel event 3 --help' lists its options)").
    [['event', '--seeed', '3'], "tafel: unknown option '--seeed' ('tafel event --help' lists its commands)\n"],
    [
      ['event', '--seeed', '3', '--help'],
      "tafel: unknown option '--seeed' ('tafel event --help' lists its commands)\n",
    ],
    [['season', '--bestt', '3'], "tafel: unknown option '--bestt' ('tafel season --help' lists its commands)\n"],
    [
      ['--lang', 'nl', 'toernooi', '--seeed', '3'],
      "tafel: onbekende optie '--seeed' ('tafel toernooi --help' toont de commando's)\n",
    ],
    [
      ['--lang', 'nl', 'competitie', '--bestt', '3'],
      "tafel: onbekende optie '--bestt' ('tafel competitie --help' toont de commando's)\n",
    ],
    [
      ['event', 'export', '--formatt', 'md'],
      "tafel: unknown option '--formatt'; did you mean '--format'? ('tafel event export --help' lists its options)\n",
    ],
    // An unknown command of tafel itself: the list of commands, as before.
    [['eventx'], "tafel: unknown command 'eventx'; did you mean 'event'? ('tafel --help' lists the commands)\n"],
  ])('%j', async (args, line) => {
    expect(await refusedLine(await withEvent(), args)).toEqual([2, line]);
  });
});

// Until 2026-12-08 `tafel event serve` was answered "did you mean 'remove'?" (Dutch 'eraf'), a command that deletes,
// and `tafel season serve` too: the board of an event is `tafel serve --event`, and a season has none.
describe('event serve and season serve name the board, not the nearest subcommand', () => {
  const board = (id = '') =>
    `tafel: There is no 'tafel event serve': the live board of an event is 'tafel serve --event${id}' (with ` +
    "--scorer also a scorer link per table and the organiser's page).\n";
  const bord =
    "tafel: 'tafel toernooi serve' bestaat niet: het live bord van een toernooi is 'tafel serve --event' (met " +
    '--scorer ook een schrijverslink per tafel en de pagina van de organisator).\n';
  const none = (id = '<season>') =>
    `tafel: There is no 'tafel season serve': a season has no live board. 'tafel season standings ${id}' shows its ` +
    "standings, and 'tafel serve --event <night>' shows one night's board on every phone.\n";
  const geen =
    "tafel: 'tafel competitie serve' bestaat niet: een competitie heeft geen live bord. 'tafel competitie stand " +
    "<competitie>' toont haar stand, en 'tafel serve --event <avond>' toont het bord van één avond op elke telefoon.\n";
  test.each([
    [['event', 'serve'], board()],
    [['toernooi', 'serve', '--lang', 'nl'], bord],
    [['--lang', 'nl', 'event', 'serve', '--scorer'], bord],
    // The event named after it, or by --event, is carried over; a help asked of it says the same.
    [['event', 'serve', 'vrijdag', '--scorer'], board(' vrijdag')],
    [['event', 'serve', '--event', 'vrijdag'], board(' vrijdag')],
    [['help', 'event', 'serve'], board()],
    [['event', 'serve', '--help'], board()],
    [['season', 'serve'], none()],
    [['season', 'serve', 'vc'], none('vc')],
    [['competitie', 'serve', '--lang', 'nl'], geen],
  ])('%j', async (args, line) => {
    expect(await refusedLine(await withEvent(), args)).toEqual([2, line]);
  });

  test('with --json, the error document of a usage error', async () => {
    const r = await tafel(await withEvent(), ['--json', 'event', 'serve']);
    expect([r.code, JSON.parse(r.stderr).error.code]).toEqual([2, 'usage']);
  });
});

describe('event table <n>: what is no table number is usage, a table the round lacks is refused', () => {
  test.each([
    [
      ['event', 'table', 'x'],
      2,
      'tafel: "x" is not a table number: tables are numbered 1, 2, 3, ..., e.g. ' +
        "'tafel event table 1' ('tafel event plan' shows them).\n",
    ],
    [
      ['--lang', 'nl', 'toernooi', 'tafel', '0'],
      2,
      'tafel: "0" is geen tafelnummer: de tafels zijn genummerd 1, ' +
        "2, 3, ..., bv. 'tafel toernooi tafel 1' ('tafel toernooi indeling' toont ze).\n",
    ],
    [
      ['event', 'table', '1.0'],
      2,
      'tafel: "1.0" is not a table number: tables are numbered 1, 2, 3, ..., e.g. ' +
        "'tafel event table 1' ('tafel event plan' shows them).\n",
    ],
    [['event', 'table', '1', '--round', 'x'], 2, 'tafel: --round must be 1, the one round drawn, not "x".\n'],
    [['event', 'table', '3'], 1, 'tafel: Round 1 has no table 3 (tables 1 and 2).\n'],
    [['--lang', 'nl', 'event', 'table', '3'], 1, 'tafel: Ronde 1 heeft geen tafel 3 (tafels 1 en 2).\n'],
    [
      ['event', 'table', '1', '--round', '2'],
      1,
      "tafel: Round 2 of ev is not drawn yet (1 drawn): 'tafel event draw'.\n",
    ],
  ])('%j exits %i', async (args, code, line) => {
    const h = home();
    const eight = 'Ann,Bert,Cis,Dirk,Eva,Fien,Gert,Hilde';
    await tafel(h, ['event', 'new', 'klaverjassen', '--entrants', eight, '--id', 'ev', '--seed', '1']);
    expect((await tafel(h, ['event', 'draw'])).code).toBe(0);
    expect(await refusedLine(h, args)).toEqual([code, line]);
  });

  test('a round of one table names it in the singular: "(table 1)", "(tafel 1)"', async () => {
    const h = await withEvent();
    expect((await tafel(h, ['event', 'draw'])).code).toBe(0);
    expect(await refusedLine(h, ['event', 'table', '9'])).toEqual([1, 'tafel: Round 1 has no table 9 (table 1).\n']);
    expect(await refusedLine(h, ['--lang', 'nl', 'event', 'table', '9'])).toEqual([
      1,
      'tafel: Ronde 1 heeft geen tafel 9 (tafel 1).\n',
    ]);
  });

  test('before round 1 is drawn: not drawn yet (once a --round "undefined" usage error); 01 is table 1', async () => {
    const h = await withEvent();
    expect(await refusedLine(h, ['event', 'table', '1'])).toEqual([
      1,
      "tafel: Round 1 of vrijdag is not drawn yet (0 drawn): 'tafel event draw'.\n",
    ]);
    await tafel(h, ['event', 'draw']);
    expect(await tafel(h, ['event', 'table', '01'])).toEqual({
      code: 0,
      stdout: 'Active sheet: vrijdag-r1-t1\n',
      stderr: '',
    });
  });
});

/**
 * A season's commands in `h`, each of which must succeed (`run`), and its nights (`night`): an event of `game` made
 * with `flags`, its one table scored by a correction and finished, the event finished.
 */
function seasonOf(h: string, game: string, flags: string[]) {
  const run = async (...args: string[]) => {
    const r = await tafel(h, args);
    expect([r.code, r.stderr]).toEqual([0, '']);
    return r.stdout;
  };
  const night = async (id: string, entrants: string, scores: string) => {
    await run('event', 'new', game, '--id', id, '--entrants', entrants, ...flags);
    await run('event', 'draw');
    await run('correct', '--sheet', `${id}-r1-t1`, scores, '--reason', 'avond');
    await run('finish', `${id}-r1-t1`);
    await run('event', 'finish');
  };
  return { run, night };
}

test('season standings: "points played" is the sum of the nights played, excused points left out', async () => {
  const h = home();
  const { run, night } = seasonOf(h, 'kleurenwiezen', ['--rules', 'whisthub', '--rounds', '1', '--season', 'comp']);
  const season = ['--game', 'kleurenwiezen', '--title', 'Competitie', '--nights', '3', '--best', '1', '--excused', '7'];
  await run('season', 'new', 'comp', ...season);
  // Night 1: Ann 10, Bert -30, Cis 0, Dirk 20. Night 2: Ann -4, Bert 4, Cis 0, Eva 0; Dirk excused: 7 points.
  await night('n1', 'Ann,Bert,Cis,Dirk', 'Ann=10,Bert=-30,Dirk=20');
  await night('n2', 'Ann,Bert,Cis,Eva', 'Ann=-4,Bert=4');
  await run('season', 'excuse', 'comp', 'Dirk', '--event', 'n2');
  // The best 1 night counts (no *); points played add the nights played: Dirk 20 (his 7 excused left out), Ann
  // 10 - 4 = 6, Bert -30 + 4 = -26. Cis and Eva are level on best; on the last 4 nights Eva's missed n1 counts as
  // that night's worst score, Bert's -30 (until 2026-12-07 as 0, her staying away level with Cis's 0 played): Cis 0,
  // Eva -30.
  expect(await run('season', 'standings', 'comp')).toBe(
    [
      'Competitie (comp) — provisional',
      '┌───────┬──────┬──────┬──────┬──────┬───────────────┬─────────────────────────┐',
      '│ place │ name │   n1 │   n2 │ best │ points played │ tie                     │',
      '├───────┼──────┼──────┼──────┼──────┼───────────────┼─────────────────────────┤',
      '│     1 │ Dirk │   20 │ E 7* │   20 │            20 │                         │',
      '│     2 │ Ann  │   10 │  -4* │   10 │             6 │                         │',
      '│     3 │ Bert │ -30* │    4 │    4 │           -26 │                         │',
      '│     4 │ Cis  │   0* │    0 │    0 │             0 │ with Eva: last 4 nights │',
      '│     5 │ Eva  │    - │    0 │    0 │             0 │                         │',
      '└───────┴──────┴──────┴──────┴──────┴───────────────┴─────────────────────────┘',
      'n1, n2, ...: the nights in order, empty until played; * not among the best; E excused; - missed. best: the ' +
        'season score, the sum of the nights without *; points played: every night played, excused points left out.',
      '',
    ].join('\n'),
  );
  expect(await run('--lang', 'nl', 'competitie', 'stand', 'comp')).toBe(
    [
      'Competitie (comp) — voorlopig',
      '┌────────┬──────┬──────┬──────┬───────┬─────────────────┬────────────────────────────┐',
      '│ plaats │ naam │   n1 │   n2 │ beste │ punten gespeeld │ gelijk                     │',
      '├────────┼──────┼──────┼──────┼───────┼─────────────────┼────────────────────────────┤',
      '│      1 │ Dirk │   20 │ A 7* │    20 │              20 │                            │',
      '│      2 │ Ann  │   10 │  -4* │    10 │               6 │                            │',
      '│      3 │ Bert │ -30* │    4 │     4 │             -26 │                            │',
      '│      4 │ Cis  │   0* │    0 │     0 │               0 │ met Eva: laatste 4 avonden │',
      '│      5 │ Eva  │    - │    0 │     0 │               0 │                            │',
      '└────────┴──────┴──────┴──────┴───────┴─────────────────┴────────────────────────────┘',
      'n1, n2, ...: de avonden op volgorde, leeg tot ze gespeeld zijn; * niet bij de beste; A afgemeld; - gemist. ' +
        'beste: de score van de competitie, de som van de avonden zonder *; punten gespeeld: alle gespeelde avonden, ' +
        'zonder de punten van afmeldingen.',
      '',
    ].join('\n'),
  );
  // The JSON field keeps its name (§9.5): `played`, a sum of points, beside `nightsCounted`, a count of nights.
  const json = JSON.parse(await run('season', 'standings', 'comp', '--json'));
  expect(
    json.standings.map((x: { name: string; played: number; nightsCounted: number }) => [
      x.name,
      x.played,
      x.nightsCounted,
    ]),
  ).toEqual([
    ['Dirk', 20, 2],
    ['Ann', 6, 2],
    ['Bert', -26, 2],
    ['Cis', 0, 2],
    ['Eva', 0, 1],
  ]);
  // A night taken out of the season by mistake keeps its excuses: they count again when it is added back.
  expect(await run('season', 'remove', 'comp', 'n2')).toBe(
    'Season comp: n2 taken out; its nights are n1.\nThe excuses for n2 (Dirk) are kept: they count again if it is ' +
      'added back.\n',
  );
  expect(await run('--lang', 'nl', 'competitie', 'add', 'comp', 'n2')).toBe(
    'Competitie comp: n2 toegevoegd; haar avonden zijn n1, n2.\nDe bewaarde afmeldingen voor n2 tellen weer: Dirk.\n',
  );
  const back = JSON.parse(await run('season', 'standings', 'comp', '--json')).standings[0];
  expect([back.name, back.best, back.played, back.nightsCounted]).toEqual(['Dirk', 20, 20, 2]);
  // Dirk added to the night while it was out plays it: his kept excuse counts for nothing, and is not said to count.
  await run('event', 'new', 'kleurenwiezen', '--id', 'n3', '--entrants', 'Ann,Bert,Cis,Eva', '--rules', 'whisthub');
  await run('season', 'add', 'comp', 'n3');
  await run('season', 'excuse', 'comp', 'Dirk', '--event', 'n3');
  await run('season', 'remove', 'comp', 'n3');
  await run('event', 'add', 'Dirk', '--event', 'n3');
  expect(await run('season', 'add', 'comp', 'n3')).toBe('Season comp: n3 added; its nights are n1, n2, n3.\n');
});

test('season standings: a place of "-" is explained under the legend, with the nights it takes', async () => {
  // Best 2 of 3 nights: after one night nobody has the 2 nights a place takes (min-nights defaults to best).
  const h = home();
  const run = async (...args: string[]) => (await tafel(h, args, { columns: 200 })).stdout;
  await run('season', 'new', 's', '--game', 'klaverjassen', '--nights', '3', '--best', '2');
  await run('event', 'new', 'klaverjassen', '--id', 'n1', '--entrants', 'Ann,Bert,Cis,Dirk', '--rounds', '1');
  expect(await run('season', 'add', 's', 'n1')).toBe('Season s: n1 added; its nights are n1.\n');
  expect((await run('season', 'standings', 's')).split('\n').slice(-2)).toEqual([
    "place -: fewer than 2 nights counted, so no place yet (the season's --min-nights, by default its --best).",
    '',
  ]);
  expect((await run('--lang', 'nl', 'competitie', 'stand', 's')).split('\n').slice(-2)[0]).toBe(
    'plaats -: minder dan 2 avonden geteld, dus nog geen plaats (de --min-nights van de competitie, standaard haar ' +
      '--best).',
  );
  expect(await run('season', 'remove', 's', 'n1')).toBe('Season s: n1 taken out; it has no nights yet.\n');
});

// Until 2026-12-07 a night missed counted 0 in the tie-breaks over nights: in Jokeren, where the lowest total wins,
// 0 is the best a night can give, so Bert, who stayed home on night 3, took first place from Ann.
test("season tie-breaks: a night missed counts as the night's worst score, never better than one played", async () => {
  const h = home();
  const { run, night } = seasonOf(h, 'jokeren', ['--rounds', '1', '--seed', '3', '--table-size', '3', '--season', 'j']);
  await run('season', 'new', 'j', '--game', 'jokeren', '--nights', '3', '--best', '2');
  await night('j1', 'Ann,Bert,Cis', 'Ann=10,Bert=20,Cis=50');
  await night('j2', 'Ann,Bert,Cis', 'Ann=20,Bert=10,Cis=50');
  await night('j3', 'Ann,Cis,Dirk', 'Ann=40,Cis=50,Dirk=30');
  // Best 2, lowest: Ann 10 + 20 = 30, Bert 20 + 10 = 30. The last 4 nights (all three): Ann 10 + 20 + 40 = 70; Bert
  // 20 + 10 and his missed night 3 at its worst score, Cis's 50: 80. Ann first.
  const { standings } = JSON.parse(await run('season', 'standings', 'j', '--json'));
  expect(standings.slice(0, 2).map((s: { name: string; place: number; best: number; tie: unknown }) => s)).toEqual([
    expect.objectContaining({ name: 'Ann', place: 1, best: 30, tie: { with: ['Bert'], decidedBy: 'last:4' } }),
    expect.objectContaining({ name: 'Bert', place: 2, best: 30, tie: { with: ['Ann'], decidedBy: null } }),
  ]);
});

// Until 2026-12-07 a season took nights of two rule sets and added their totals: Kleurenwiezen lodige (not zero-sum,
// +92) beside whisthub (zero-sum). Refused now at every way in, naming both rule sets and the way on; nothing written.
test('a season keeps the rule set of its first night: season add, event new --season, event set rules=', async () => {
  const h = home();
  const four = ['--entrants', 'Ann,Bert,Cis,Dirk'];
  const made = async (args: string[]) => expect((await tafel(h, args)).code).toBe(0);
  const both = async (args: string[]) => [await refusedLine(h, args), await refusedLine(h, ['--lang', 'nl', ...args])];
  await made(['season', 'new', 'kws', '--game', 'kleurenwiezen']);
  await made(['event', 'new', 'kleurenwiezen', '--id', 'kw1', ...four, '--season', 'kws']);
  const head = 'The season kws counts nights of kleurenwiezen under the lodige rules (kw1): under whisthub the scores';
  const kop = 'De competitie kws telt avonden kleurenwiezen volgens de regels lodige (kw1): volgens whisthub zijn de';
  expect(
    await both(['event', 'new', 'kleurenwiezen', '--rules', 'whisthub', '--id', 'kw2', ...four, '--season', 'kws']),
  ).toEqual([
    [
      1,
      `tafel: ${head} of kw2 would not add up with theirs. Give it --rules lodige, or start a season for it ` +
        "('tafel season new <id> --game kleurenwiezen').\n",
    ],
    [
      1,
      `tafel: ${kop} scores van kw2 daar niet bij op te tellen. Geef het --rules lodige, of begin er een ` +
        "competitie voor ('tafel competitie nieuw <id> --game kleurenwiezen').\n",
    ],
  ]);
  await made(['event', 'new', 'kleurenwiezen', '--rules', 'whisthub', '--id', 'kw2', ...four]);
  expect(await both(['season', 'add', 'kws', 'kw2'])).toEqual([
    [
      1,
      `tafel: ${head} of kw2 would not add up with theirs. Start a season for it ('tafel season new <id> --game ` +
        "kleurenwiezen'), or play it under lodige before its round 1 ('tafel event set rules=lodige --event kw2').\n",
    ],
    [
      1,
      `tafel: ${kop} scores van kw2 daar niet bij op te tellen. Begin er een competitie voor ('tafel competitie ` +
        "nieuw <id> --game kleurenwiezen'), of speel het vóór ronde 1 volgens lodige ('tafel toernooi instellen " +
        "rules=lodige --event kw2').\n",
    ],
  ]);
  // The way on: kw2 under lodige joins; then neither night changes its rule set alone.
  await made(['event', 'set', 'rules=lodige', '--event', 'kw2']);
  await made(['season', 'add', 'kws', 'kw2']);
  expect(await both(['event', 'set', 'rules=whisthub', '--event', 'kw1'])).toEqual([
    [
      1,
      'tafel: The season kws counts nights of kleurenwiezen under the lodige rules (kw2): under whisthub the scores ' +
        "of kw1 would not add up with theirs. Take it out of the season first ('tafel season remove kws kw1').\n",
    ],
    [
      1,
      'tafel: De competitie kws telt avonden kleurenwiezen volgens de regels lodige (kw2): volgens whisthub zijn de ' +
        "scores van kw1 daar niet bij op te tellen. Haal het eerst uit de competitie ('tafel competitie eraf kws " +
        "kw1').\n",
    ],
  ]);
});

// Until 2026-12-07: "an event of another game or kind cannot join it" without the way on, "--pairs does not go with
// --kind individual" where no --kind was typed, "--after-round must be a whole number from 1 to 1", "(2 of no limit)".
describe('the words of a refusal read right for what was typed', () => {
  const both = async (h: string, args: string[]) => [
    await refusedLine(h, args),
    await refusedLine(h, ['--lang', 'nl', ...args]),
  ];

  test('a pair event into an individual season names the season to start', async () => {
    const h = home();
    await tafel(h, ['season', 'new', 'kjc', '--game', 'klaverjassen']);
    await tafel(h, ['event', 'new', 'klaverjassen', '--id', 'kj1', '--pairs', 'Ann+Bert,Cis+Dirk']);
    expect(await both(h, ['season', 'add', 'kjc', 'kj1'])).toEqual([
      [
        1,
        'tafel: The season kjc is for klaverjassen (individual): an event of another game or kind cannot join it. ' +
          "kj1 is klaverjassen (pairs): start a season for it ('tafel season new <id> --game klaverjassen --kind " +
          "pairs').\n",
      ],
      [
        1,
        'tafel: De competitie kjc is voor klaverjassen (individueel): een toernooi van een ander spel of soort kan ' +
          "er niet bij. kj1 is klaverjassen (koppels): begin er een competitie voor ('tafel competitie nieuw <id> " +
          "--game klaverjassen --kind koppels').\n",
      ],
    ]);
  });

  // Until 2026-12-08 a Dutch refusal named --kind by its English value (`--kind pairs`, `--kind individual`) where a
  // Dutch player types the Dutch word the Dutch help gives beside it (`koppels`, `individueel`), and named a --kind
  // other than the one typed ("Laat --kind pairs weg" to `--kind koppels`).
  test('--kind in a refusal is the word the reader types: the Dutch example runs as printed', async () => {
    const h = home();
    await tafel(h, ['season', 'new', 'ind', '--game', 'klaverjassen']);
    await tafel(h, ['event', 'new', 'klaverjassen', '--id', 'kp', '--pairs', 'Ann+Bert,Cis+Dirk']);
    const [code, line] = await refusedLine(h, ['--lang', 'nl', 'competitie', 'erbij', 'ind', 'kp']);
    expect(code).toBe(1);
    const example = /'(tafel competitie nieuw <id> [^']*)'/.exec(line)?.[1];
    expect(example).toBe('tafel competitie nieuw <id> --game klaverjassen --kind koppels');
    // The example as a Dutch player types it, an id for <id>: a pair season the pair event then joins.
    const typed = example!.replace('<id>', 'kop').split(' ').slice(1);
    expect((await tafel(h, ['--lang', 'nl', ...typed])).code).toBe(0);
    expect((await tafel(h, ['--lang', 'nl', 'competitie', 'erbij', 'kop', 'kp'])).code).toBe(0);
    // A --kind the command refuses with is named as typed, in either language.
    expect(await both(h, ['season', 'new', 't', '--game', 'kleurenwiezen', '--kind', 'koppels'])).toEqual([
      [
        1,
        'tafel: kleurenwiezen has no fixed partners: a pair season is only for belote, klaverjassen, manillen. ' +
          'Leave out --kind koppels.\n',
      ],
      [
        1,
        'tafel: kleurenwiezen kent geen vaste partners: een koppelcompetitie is er enkel voor belote, klaverjassen, ' +
          'manillen. Laat --kind koppels weg.\n',
      ],
    ]);
    const pairs = ['event', 'new', 'klaverjassen', '--kind', 'individueel', '--pairs', 'Eva+Fien,Gert+Hans'];
    expect(await both(h, pairs)).toEqual([
      [
        2,
        'tafel: --pairs does not go with --kind individueel: individual events take --entrants, pair events ' +
          '--pairs.\n',
      ],
      [
        2,
        'tafel: --pairs gaat niet samen met --kind individueel: een individueel toernooi neemt --entrants, een ' +
          'koppeltoernooi --pairs.\n',
      ],
    ]);
  });

  test('--pairs with --entrants names the two', async () => {
    expect(
      await both(await withEvent(), ['event', 'new', 'klaverjassen', '--pairs', 'Ann+Bert', '--entrants', 'Eva']),
    ).toEqual([
      [2, 'tafel: --pairs does not go with --entrants: individual events take --entrants, pair events --pairs.\n'],
      [
        2,
        'tafel: --pairs gaat niet samen met --entrants: een individueel toernooi neemt --entrants, een ' +
          'koppeltoernooi --pairs.\n',
      ],
    ]);
  });

  test('a round number that is none, with one round drawn and with none', async () => {
    const h = await withEvent();
    expect(await both(h, ['event', 'standings', '--after-round', '0'])).toEqual([
      [2, 'tafel: --after-round must be a round number, not "0", and no round is drawn yet: \'tafel event draw\'.\n'],
      [
        2,
        'tafel: --after-round moet een rondenummer zijn, niet "0", en er is nog geen ronde geloot: ' +
          "'tafel toernooi loting'.\n",
      ],
    ]);
    expect((await tafel(h, ['event', 'draw'])).code).toBe(0);
    expect(await both(h, ['event', 'standings', '--after-round', '0'])).toEqual([
      [2, 'tafel: --after-round must be 1, the one round drawn, not "0".\n'],
      [2, 'tafel: --after-round moet 1 zijn, de enige ronde die geloot is, niet "0".\n'],
    ]);
  });

  test('the open tables of an event without a deal limit say their deals', async () => {
    const h = home();
    const eight = 'Ann,Bert,Cis,Dirk,Eva,Fien,Gert,Hans';
    await tafel(h, ['event', 'new', 'manillen', '--id', 'man1', '--entrants', eight, '--rounds', '2', '--seed', '1']);
    expect((await tafel(h, ['event', 'draw'])).code).toBe(0);
    expect(await both(h, ['event', 'draw'])).toEqual([
      [
        1,
        "tafel: Tables are still open: man1-r1-t1 (0 deals), man1-r1-t2 (0 deals). Finish them ('tafel finish " +
          "man1-r1-t1'), or draw anyway with --force (they stay open).\n",
      ],
      [
        1,
        "tafel: Er zijn nog tafels open: man1-r1-t1 (0 giften), man1-r1-t2 (0 giften). Sluit ze af ('tafel finish " +
          "man1-r1-t1'), of loot toch met --force (ze blijven open).\n",
      ],
    ]);
  });
});
