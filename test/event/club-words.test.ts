import { describe, expect, test } from '@jest/globals';
import { snapshot, tafel, tafelJson, tempHomes } from '../helpers/cli.js';
import { loadTexts, textsOf } from '../../src/i18n/index.js';
import { nl } from '../../src/i18n/nl/index.js';
import { DUTCH_NAMES } from '../../src/i18n/dutch-names.js';
import { eventHelp } from '../../src/i18n/nl/event-help.js';

// A club evening as a Dutch club reads it, and the organiser's refusals that name the way on (review 2026-12-06).
const home = tempHomes();
const ok = async (h: string, args: string[]) => {
  const r = await tafel(h, args);
  if (r.code !== 0) throw new Error(`tafel ${args.join(' ')} exited ${r.code}: ${r.stderr}`);
  return r;
};
/** The exit code and the one line of a refusal, and that nothing was written. */
const refused = async (h: string, args: string[]) => {
  const before = snapshot(h);
  const r = await tafel(h, args);
  expect(snapshot(h)).toEqual(before);
  return [r.code, r.stderr];
};
const kj = (id: string, ...more: string[]) => ['event', 'new', 'klaverjassen', '--id', id, '--seed', '1', ...more];

describe('Dutch texts name a command by its Dutch name', () => {
  /** Every string a text renders with sample arguments, as test/i18n/dutch-words.test.ts renders them. */
  const rendered = (v: unknown): string[] =>
    typeof v === 'string'
      ? [v]
      : typeof v === 'function'
        ? [
            ['s', 'e', 'x', 'y'],
            [1, 2, 3, 4],
          ].flatMap((args) => {
            try {
              return rendered((v as (...a: unknown[]) => unknown)(...args));
            } catch {
              return [];
            }
          })
        : v && typeof v === 'object'
          ? Object.values(v).flatMap(rendered)
          : [];

  test('no English subcommand of toernooi or competitie that has a Dutch name, in any Dutch text', () => {
    const own = { toernooi: DUTCH_NAMES.event, competitie: DUTCH_NAMES.season } as Record<string, object>;
    const english = rendered(nl).flatMap((text) =>
      [...text.matchAll(/tafel (toernooi|competitie) ([a-z]+)/g)]
        .filter((m) => Object.hasOwn(own[m[1]], m[2]))
        .map((m) => m[0]),
    );
    expect([...new Set(english)]).toEqual([]);
    // Nor the English commands themselves: `tafel event draw` is `tafel toernooi loting`.
    expect(rendered(nl).filter((text) => /tafel (event|season)\b/.test(text))).toEqual([]);
  });

  test('toernooi tafel, lijst, kiezen, tonen, eraf: the subcommands that had no Dutch name', async () => {
    const h = home();
    await ok(h, ['--lang', 'nl', 'toernooi', 'nieuw', 'klaverjassen', '--id', 'vr', '--entrants', 'A,B,C,D,E']);
    expect((await ok(h, ['--lang', 'nl', 'toernooi', 'eraf', 'E'])).stdout).toBe('Deelnemers: 1 A, 2 B, 3 C, 4 D\n');
    expect((await ok(h, ['--lang', 'nl', 'toernooi', 'kiezen', 'vr'])).stdout).toBe('Actief toernooi: vr\n');
    await ok(h, ['--lang', 'nl', 'toernooi', 'loting']);
    expect((await ok(h, ['--lang', 'nl', 'toernooi', 'tafel', '1'])).stdout).toBe('Actief blad: vr-r1-t1\n');
    expect((await ok(h, ['--lang', 'nl', 'toernooi', 'lijst'])).stdout).toMatch(/^│ \* │ vr /m);
    expect((await ok(h, ['--lang', 'nl', 'toernooi', 'tonen'])).stdout).toMatch(/^Klaverjassen .* \(vr, uid /);
  });

  test('toernooi lijst and competitie lijst: a table with a header, fitted to 80 and 60 columns', async () => {
    const h = home();
    await ok(h, [...kj('winter', '--title', 'Winteravond bij Café De Zwaan', '--entrants', 'Ann,Bert,Cis,Dirk')]);
    await ok(h, ['event', 'finish', '--event', 'winter', '--force']);
    await ok(h, [...kj('vr', '--title', 'Vrijdag', '--entrants', 'Ann,Bert,Cis,Dirk,Eva', '--rounds', '2')]);
    await ok(h, ['event', 'draw']);
    await ok(h, [
      'season',
      'new',
      'wc',
      '--game',
      'klaverjassen',
      '--title',
      'Wintercompetitie van De Zwaan 2026-2027',
    ]);
    await ok(h, ['season', 'add', 'wc', 'vr', 'winter']);
    const at = async (columns: number, args: string[]) =>
      (await tafel(h, args, { env: { COLUMNS: String(columns) } })).stdout.split('\n');
    expect(await at(80, ['event', 'list'])).toEqual([
      '┌────────┬───────────────────────────────┬──────────────┬───────────┬──────────┐',
      '│ id     │ title                         │ game         │ rounds    │ finished │',
      '│        │                               │              │ drawn     │          │',
      '├────────┼───────────────────────────────┼──────────────┼───────────┼──────────┤',
      '│ vr *   │ Vrijdag                       │ klaverjassen │ 1 of 2    │          │',
      '│ winter │ Winteravond bij Café De Zwaan │ klaverjassen │ 0 of 1    │ yes      │',
      '└────────┴───────────────────────────────┴──────────────┴───────────┴──────────┘',
      '',
    ]);
    expect(await at(60, ['--lang', 'nl', 'toernooi', 'lijst'])).toEqual([
      '┌────────┬─────────────────────┬──────────────┬────────────┐',
      '│ id     │ titel               │ spel         │ rondes     │',
      '│        │                     │              │ geloot     │',
      '│        │                     │              │ afgesloten │',
      '├────────┼─────────────────────┼──────────────┼────────────┤',
      '│ vr *   │ Vrijdag             │ klaverjassen │ 1 van 2    │',
      '│ winter │ Winteravond bij     │ klaverjassen │ 0 van 1    │',
      '│        │ Café De Zwaan       │              │ ja         │',
      '└────────┴─────────────────────┴──────────────┴────────────┘',
      '',
    ]);
    expect(await at(80, ['season', 'list'])).toEqual([
      '┌────┬─────────────────────────────────────────┬──────────────┬────────┐',
      '│ id │ title                                   │ game         │ nights │',
      '├────┼─────────────────────────────────────────┼──────────────┼────────┤',
      '│ wc │ Wintercompetitie van De Zwaan 2026-2027 │ klaverjassen │      2 │',
      '└────┴─────────────────────────────────────────┴──────────────┴────────┘',
      '',
    ]);
    expect(await at(60, ['--lang', 'nl', 'competitie', 'lijst'])).toEqual([
      '┌────┬────────────────────────────┬──────────────┬─────────┐',
      '│ id │ titel                      │ spel         │ avonden │',
      '├────┼────────────────────────────┼──────────────┼─────────┤',
      '│ wc │ Wintercompetitie van De    │ klaverjassen │       2 │',
      '│    │ Zwaan 2026-2027            │              │         │',
      '└────┴────────────────────────────┴──────────────┴─────────┘',
      '',
    ]);
    // --json as it was.
    const events = JSON.parse((await ok(h, ['event', 'list', '--json'])).stdout).events;
    expect(
      events.map((e: { id: string; roundsDrawn: number; rounds: number }) => [e.id, e.roundsDrawn, e.rounds]),
    ).toEqual([
      ['vr', 1, 2],
      ['winter', 0, 1],
    ]);
    expect(JSON.parse((await ok(h, ['season', 'list', '--json'])).stdout)).toEqual({
      seasons: [{ id: 'wc', title: 'Wintercompetitie van De Zwaan 2026-2027', game: 'klaverjassen', events: 2 }],
    });
  });

  test('toernooi tonen at 60 columns wraps the entrants between two of them, never inside "7 Gert"', async () => {
    const h = home();
    await ok(h, kj('vr', '--entrants', 'Ann,Bert,Cis,Dirk,Eva,Fien,Gert,Hilde,Ivo'));
    const shown = async (lang: string) =>
      (await tafel(h, ['--lang', lang, 'event', 'show'], { env: { COLUMNS: '60' } })).stdout;
    expect(await shown('en')).toContain(
      '\nEntrants: 1 Ann, 2 Bert, 3 Cis, 4 Dirk, 5 Eva, 6 Fien,\n  7 Gert, 8 Hilde, 9 Ivo\n',
    );
    expect(await shown('nl')).toContain(
      '\nDeelnemers: 1 Ann, 2 Bert, 3 Cis, 4 Dirk, 5 Eva, 6 Fien,\n  7 Gert, 8 Hilde, 9 Ivo\n',
    );
    // A withdrawn one's mark stays with him (until 2026-12-06 "(teruggetrokken vanaf ronde" / "1)").
    await ok(h, ['event', 'withdraw', 'Cis']);
    expect(await shown('nl')).toContain(
      '\nDeelnemers: 1 Ann, 2 Bert,\n  3 Cis (teruggetrokken vanaf ronde 1), 4 Dirk, 5 Eva,\n' +
        '  6 Fien, 7 Gert, 8 Hilde, 9 Ivo\n',
    );
  });

  test('event plan at 60 columns keeps a name with its number: "Dirk-Jan (4)", never "Dirk-Jan" / "(4)"', async () => {
    const h = home();
    // Seed 3 seats "Bertrand (2) & Hilde (8) v Dirk-Jan (4) & ...": the line was full after "Dirk-Jan".
    const entrants = 'Ann,Bertrand,Cis,Dirk-Jan,Eva,Fien,Gert,Hilde';
    await ok(h, ['event', 'new', 'klaverjassen', '--id', 'vr', '--seed', '3', '--entrants', entrants]);
    await ok(h, ['event', 'draw']);
    const plan = (await tafel(h, ['event', 'plan'], { env: { COLUMNS: '60' } })).stdout.split('\n');
    expect(plan.every((l) => l.length <= 60)).toBe(true);
    const seats = plan.filter((l) => l.startsWith('│ ')).map((l) => l.split('│')[3]);
    for (const name of entrants.split(','))
      expect(seats.some((cell) => new RegExp(`${name} \\(\\d\\)`).test(cell))).toBe(true);
  });

  test('event plan at 80, 60 and 50 columns keeps a name of several words whole, and with its number', async () => {
    const h = home();
    const entrants = 'Anne Marie,Bert Jan,Cis van Dam,Dirk,Eva,Fien de Wit,Gert,Hilde';
    await ok(h, ['event', 'new', 'klaverjassen', '--id', 'vr', '--seed', '7', '--entrants', entrants]);
    await ok(h, ['event', 'draw']);
    const plan = async (columns: number) =>
      (await tafel(h, ['event', 'plan'], { tty: true, columns })).stdout.split('\n').slice(1, -2);
    // Until 2026-12-06 "Cis van" ended a line and "Dam (3)" began the next.
    expect(await plan(60)).toEqual([
      '┌───────┬──────────┬───────────────────────────────────────┐',
      '│ table │ sheet    │ players                               │',
      '│       │          │ scorer, first dealer                  │',
      '├───────┼──────────┼───────────────────────────────────────┤',
      '│     1 │ vr-r1-t1 │ Bert Jan (2) & Eva (5) v              │',
      '│       │          │ Cis van Dam (3) & Gert (7)            │',
      '│       │          │ Bert Jan writes, Cis van Dam deals    │',
      '│       │          │ first                                 │',
      '│     2 │ vr-r1-t2 │ Anne Marie (1) & Fien de Wit (6) v    │',
      '│       │          │ Dirk (4) & Hilde (8)                  │',
      '│       │          │ Anne Marie writes, Dirk deals first   │',
      '└───────┴──────────┴───────────────────────────────────────┘',
    ]);
    expect(await plan(80)).toEqual([
      '┌───────┬──────────┬─────────────────────────────────────────────────────────┐',
      '│ table │ sheet    │ players                                                 │',
      '│       │          │ scorer, first dealer                                    │',
      '├───────┼──────────┼─────────────────────────────────────────────────────────┤',
      '│     1 │ vr-r1-t1 │ Bert Jan (2) & Eva (5) v Cis van Dam (3) & Gert (7)     │',
      '│       │          │ Bert Jan writes, Cis van Dam deals first                │',
      '│     2 │ vr-r1-t2 │ Anne Marie (1) & Fien de Wit (6) v Dirk (4) & Hilde (8) │',
      '│       │          │ Anne Marie writes, Dirk deals first                     │',
      '└───────┴──────────┴─────────────────────────────────────────────────────────┘',
    ]);
    // The scorer's and the first dealer's names too: "Cis van" / "Dam deals first" until 2026-12-06.
    expect((await plan(50)).slice(6, 8)).toEqual([
      '│       │          │ Bert Jan writes,            │',
      '│       │          │ Cis van Dam deals first     │',
    ]);
  });

  test('the round heading keeps the seed with its number when it wraps', async () => {
    const h = home();
    const entrants = ['--entrants', 'Ann,Bert,Cis,Dirk', '--title', 'Vrijdagavond in de Zwaan'];
    await ok(h, ['event', 'new', 'klaverjassen', '--id', 'vr', '--seed', '7', ...entrants]);
    await ok(h, ['event', 'draw']);
    const head = async (columns: number, ...lang: string[]) =>
      (await tafel(h, [...lang, 'event', 'plan'], { tty: true, columns })).stdout.split('\n').slice(0, 2);
    // Until 2026-12-06 "(seed" ended the first line and "7)" began the next.
    expect(await head(45)).toEqual(['Round 1 of 3, Vrijdagavond in de Zwaan', '  (seed 7)']);
    expect(await head(53, '--lang', 'nl')).toEqual(['Ronde 1 van 3, Vrijdagavond in de Zwaan', '  (lotingsgetal 7)']);
  });

  test('before any table has a score nobody is placed: no place, tie or prize, in text and --json', async () => {
    const h = home();
    await ok(
      h,
      kj(
        'vr',
        '--entrants',
        'Ann,Bert,Cis,Dirk,Eva',
        '--rounds',
        '2',
        '--title',
        'Vrijdag',
        '--prizes',
        '1',
        '--poedel',
      ),
    );
    const stand = async (lang: string) => (await ok(h, ['--lang', lang, 'event', 'standings'])).stdout.split('\n');
    const json = async () => JSON.parse((await ok(h, ['event', 'standings', '--json'])).stdout).standings;
    expect((await stand('nl')).slice(1, 6)).toEqual([
      'Nog geen ronde gespeeld (2 gepland)',
      '┌────────┬────┬──────┬────────┬──────────┬────────┬────────────┐',
      '│ plaats │ nr │ naam │ totaal │ gewonnen │ gelijk │ vermelding │',
      '├────────┼────┼──────┼────────┼──────────┼────────┼────────────┤',
      '│      - │  1 │ Ann  │      0 │        0 │        │            │',
    ]);
    await ok(h, ['event', 'draw']);
    // Eva's bye (fixed 1600, Klaverjassen's) waits for the round's first score, as the round does for everyone (until
    // 2026-12-08 it scored at once: Eva listed first with 1600 and a win before anyone had played).
    expect(await stand('en')).toEqual([
      'Vrijdag (vr) — provisional',
      'After round 1 of 2: no results yet, so no places',
      '┌───────┬────┬──────┬─────┬───────┬──────┬─────┬───────┐',
      '│ place │ no │ name │  r1 │ total │ wins │ tie │ marks │',
      '├───────┼────┼──────┼─────┼───────┼──────┼─────┼───────┤',
      '│     - │  1 │ Ann  │   - │     0 │    0 │     │       │',
      '│     - │  2 │ Bert │   - │     0 │    0 │     │       │',
      '│     - │  3 │ Cis  │   - │     0 │    0 │     │       │',
      '│     - │  4 │ Dirk │   - │     0 │    0 │     │       │',
      '│     - │  5 │ Eva  │ bye │     0 │    0 │     │       │',
      '└───────┴────┴──────┴─────┴───────┴──────┴─────┴───────┘',
      '',
      'Open tables (standings provisional): vr-r1-t1',
      '',
    ]);
    expect((await stand('nl')).slice(0, 2)).toEqual([
      'Vrijdag (vr) — voorlopig',
      'Na ronde 1 van 2: nog geen uitslagen, dus nog geen plaatsen',
    ]);
    const unplaced = { place: null, prize: false, poedel: false };
    expect(await json()).toEqual([1, 2, 3, 4, 5].map((no) => expect.objectContaining({ no, ...unplaced })));
    expect((await json()).filter((x: object) => 'tie' in x)).toEqual([]);
    // The first score places everybody, the tie-breaks deciding among the 0s again.
    await ok(h, ['correct', '--sheet', 'vr-r1-t1', 'Ann=120,Bert=40', '--reason', 'boom']);
    expect((await stand('en')).slice(1, 2)).toEqual(['After round 1 of 2']);
    expect((await json()).map((x: { place: number; name: string }) => `${x.place} ${x.name}`)).toEqual([
      '1 Eva',
      '2 Ann',
      '3 Dirk',
      '4 Bert',
      '5 Cis',
    ]);
  });

  test('the help of export says that --round cuts a JSON export', async () => {
    const help = async (lang: string) =>
      (await ok(home(), ['--lang', lang, 'event', 'export', '--help'])).stdout.replace(/\s+/g, ' ');
    expect(await help('en')).toContain("--round <r> only this round's table sheets (a JSON export)");
    expect(await help('nl')).toContain('--round <r> enkel de tafelbladen van deze ronde (een JSON-export)');
  });
});

/**
 * A club evening says a deal as its game's own lines do (the game's dealWord): Klaverjassen's "spel", as its sheet
 * ("Spel 1"), `games` and `rules` say, Kleurenwiezen's "gift" (until 2026-12-07 every event said "giften").
 */
describe("an event's deals in the game's own word", () => {
  const now = new Date(2026, 11, 6, 20, 0);
  const run = (h: string, args: string[]) => tafel(h, args, { now });
  const said = async (h: string, args: string[]) => {
    const r = await run(h, args);
    expect({ args, code: r.code, stderr: r.stderr }).toEqual({ args, code: 0, stderr: '' });
    return r.stdout;
  };
  const four = ['--entrants', 'Ann,Bert,Cis,Dirk', '--seed', '1', '--rounds', '2'];

  test('Klaverjassen: spellen when it is made, shown, drawn and exported; English deals', async () => {
    const h = home();
    const made = await said(h, ['--lang', 'nl', 'event', 'new', 'klaverjassen', '--id', 'kj', ...four, '--deals', '4']);
    expect(made).toContain(': 4 deelnemers, 2 rondes van 4 spellen, ');
    expect(await said(h, ['--lang', 'nl', 'event', 'show'])).toContain(', 4 spellen aan tafels van 4, ');
    expect(await said(h, ['event', 'show'])).toContain(', 4 deals at tables of 4, ');
    await said(h, ['event', 'draw']);
    expect(await said(h, ['--lang', 'nl', 'event', 'show'])).toContain('\n  kj-r1-t1  open, 0 van 4 spellen');
    expect(await said(h, ['--lang', 'nl', 'event', 'export', '--format', 'md'])).toContain('| spellen per ronde | 4 |');
    expect(await said(h, ['event', 'export', '--format', 'md'])).toContain('| deals per round | 4 |');
    // Without a limit, one deal played is one: "1 spel", "1 deal" (until 2026-12-07 "1 giften", "1 deals").
    const free = home();
    const none = await said(free, [
      '--lang',
      'nl',
      'event',
      'new',
      'klaverjassen',
      '--id',
      'kv',
      ...four,
      '--deals',
      'none',
    ]);
    expect(none).toContain(': 4 deelnemers, 2 rondes zonder limiet op spellen, ');
    expect(await said(free, ['--lang', 'nl', 'event', 'show'])).toContain(
      ', geen limiet op spellen aan tafels van 4, ',
    );
    await said(free, ['event', 'draw']);
    await said(free, ['record', '--sheet', 'kv-r1-t1', '--taker', 'Ann', '--points', '92']);
    expect(await said(free, ['--lang', 'nl', 'event', 'show'])).toContain('\n  kv-r1-t1  open, 1 spel\n');
    expect(await said(free, ['event', 'show'])).toContain('\n  kv-r1-t1  open, 1 deal\n');
  });

  test('--set deals= refused in the words of the game: spellen, giften', async () => {
    const h = home();
    const refusal = async (game: string) => {
      const r = await run(h, ['--lang', 'nl', 'event', 'new', game, ...four, '--set', 'deals=3']);
      return [r.code, r.stdout, r.stderr];
    };
    const line = (ws: string) => `tafel: Het aantal ${ws} van een toernooi is --deals <n|none>, niet --set deals=.\n`;
    expect(await refusal('klaverjassen')).toEqual([2, '', line('spellen')]);
    expect(await refusal('kleurenwiezen')).toEqual([2, '', line('giften')]);
    const r = await run(h, ['event', 'new', 'klaverjassen', ...four, '--set', 'deals=3']);
    expect(r.stderr).toBe('tafel: The deal limit of an event is --deals <n|none>, not --set deals=.\n');
  });

  test('Kleurenwiezen keeps giften; the help of event new names both words', async () => {
    const h = home();
    const made = await said(h, [
      '--lang',
      'nl',
      'event',
      'new',
      'kleurenwiezen',
      '--id',
      'kw',
      ...four,
      '--deals',
      '8',
    ]);
    expect(made).toContain(': 4 deelnemers, 2 rondes van 8 giften, ');
    expect(await said(h, ['--lang', 'nl', 'event', 'show'])).toContain(', 8 giften aan tafels van 4, ');
    const help = await said(h, ['--lang', 'nl', 'help', 'event', 'new']);
    expect(help.replace(/\s+/g, ' ')).toContain(' --deals <n> giften (spellen) per ronde, of none ');
  });
});

describe('a count of one in the singular', () => {
  test('a place not yet: fewer than 1 night; the tie-break last:1 is the last night; a pair played', async () => {
    await loadTexts('en', 'nl');
    const [en, du] = [textsOf('en').event, textsOf('nl').event];
    expect(du.noPlaceYet(1, null)).toMatch(/^plaats -: minder dan 1 avond geteld, /);
    expect(en.noPlaceYet(1, 1)).toMatch(/^place -: fewer than 1 night counted, /);
    expect(du.noPlaceYet(3, 3)).toMatch(/^plaats -: minder dan 3 avonden geteld, /);
    expect([du.tieKey('last:1'), du.tieKey('last:4')]).toEqual(['laatste avond', 'laatste 4 avonden']);
    // English in words too (until 2026-12-06 the keys: "with Gert: last-round", a season's "last:4").
    expect(['last:1', 'last:4', 'played', 'last-round', 'head-to-head', 'best-round'].map(en.tieKey)).toEqual([
      'last night',
      'last 4 nights',
      'points played',
      'last round',
      'head to head',
      'best round',
    ]);
    expect(en.tieWith('Gert', 'last-round')).toBe('with Gert: last round');
  });

  test('competitie afgemeld of a pair that played: "speelden"', async () => {
    const h = home();
    await ok(h, ['season', 'new', 'pc', '--game', 'klaverjassen', '--kind', 'pairs']);
    const made = await ok(h, [...kj('p1', '--pairs', 'Ann+Cis,Bert+Dirk', '--deals', '1', '--season', 'pc')]);
    // The season it joined, as `season add` says it (until 2026-12-06 nothing said so).
    expect(made.stdout.split('\n').at(-2)).toBe('Season pc: p1 added; its nights are p1.');
    await ok(h, ['event', 'draw']);
    await ok(h, ['record', '--sheet', 'p1-r1-t1', '--taker', 'Ann', '--points', '100']);
    const excuse = ['competitie', 'afgemeld', 'pc', 'Ann & Cis', '--event', 'p1'];
    expect(await refused(h, ['--lang', 'nl', ...excuse])).toEqual([
      1,
      'tafel: Ann & Cis speelden p1 (100 punten): enkel een gemiste avond kan worden afgemeld.\n',
    ]);
    expect(await refused(h, ['--lang', 'en', ...excuse])).toEqual([
      1,
      'tafel: Ann & Cis played p1 (100 points): only a night missed can be excused.\n',
    ]);
  });
});

describe("the organiser's refusals name the way on", () => {
  test('withdraw once every round is drawn: refused, nothing written, the entrant as stored', async () => {
    const h = home();
    await ok(h, kj('kj', '--entrants', 'Ann,Bert,Cis,Dirk', '--rounds', '2', '--deals', '1', '--poedel'));
    for (const round of [1, 2]) {
      await ok(h, ['event', 'draw']);
      await ok(h, ['record', '--sheet', `kj-r${round}-t1`, '--taker', 'Ann', '--points', '100']);
    }
    expect(await refused(h, ['--lang', 'nl', 'toernooi', 'afmelden', 'ann'])).toEqual([
      1,
      'tafel: Ann kan zich niet meer terugtrekken: alle rondes zijn geloot (2 van 2), er is geen ronde meer om te ' +
        "missen. Komt er nog een ronde, plan die dan eerst: 'tafel toernooi instellen rounds=3'.\n",
    ]);
    expect(await refused(h, ['event', 'withdraw', 'ann'])).toEqual([
      1,
      'tafel: Ann cannot withdraw: all rounds are drawn (2 of 2), so there is no round left to miss. If another ' +
        "round is played, plan it first: 'tafel event set rounds=3'.\n",
    ]);
    // Planned first, the withdrawal is from round 3.
    await ok(h, ['event', 'set', 'rounds=3']);
    expect((await ok(h, ['--lang', 'nl', 'toernooi', 'afmelden', 'ann'])).stdout).toBe(
      'Ann trekt zich terug: speelt niet meer mee vanaf ronde 3.\n',
    );
  });

  // Decision 11; until 2026-12-07 only the round to plan was named, though undraw, withdraw, draw works at once.
  test('withdraw once every round is drawn, the last with nothing recorded: names undraw, withdraw, draw', async () => {
    const h = home();
    // Five: a table and a bye (Eva in round 1, seed 1), so that round 2 can be drawn again without Ann.
    await ok(h, kj('kj', '--entrants', 'Ann,Bert,Cis,Dirk,Eva', '--rounds', '2', '--deals', '1'));
    await ok(h, ['event', 'draw']);
    await ok(h, ['record', '--sheet', 'kj-r1-t1', '--taker', 'Ann', '--points', '100']);
    await ok(h, ['event', 'draw']);
    expect(await refused(h, ['event', 'withdraw', 'ann', '--event', 'kj'])).toEqual([
      1,
      'tafel: Ann cannot withdraw: all rounds are drawn (2 of 2), so there is no round left to miss. If Ann leaves ' +
        "now, round 2 is drawn again without Ann while nothing is recorded in it: run 'tafel event undraw --event " +
        "kj', then 'tafel event withdraw Ann --event kj', then 'tafel event draw --event kj'.\n",
    ]);
    expect(await refused(h, ['--lang', 'nl', 'toernooi', 'afmelden', 'ann'])).toEqual([
      1,
      'tafel: Ann kan zich niet meer terugtrekken: alle rondes zijn geloot (2 van 2), er is geen ronde meer om te ' +
        'missen. Gaat Ann nu al weg, dan wordt ronde 2 opnieuw geloot zonder Ann zolang er niets in staat: voer ' +
        "'tafel toernooi terugnemen --event kj' uit, dan 'tafel toernooi afmelden Ann --event kj', dan 'tafel " +
        "toernooi loting --event kj'.\n",
    ]);
    // The way named works.
    await ok(h, ['event', 'undraw', '--event', 'kj']);
    expect((await ok(h, ['event', 'withdraw', 'Ann', '--event', 'kj'])).stdout).toBe(
      'Ann withdraws: no part from round 2 on.\n',
    );
    await ok(h, ['event', 'draw', '--event', 'kj']);
  });

  test('the Dutch words the Dutch help gives beside --seating and --kind are taken, the English stored', async () => {
    const h = home();
    // Every "value (word)" of the Dutch help of toernooi nieuw and competitie nieuw.
    const pairsOf = (help: string) => [...help.matchAll(/(\w+) \(([^)]+)\)/g)].map((m) => [m[1], m[2]]);
    const seatings = pairsOf(eventHelp['event new'].o!.seating);
    const kinds = pairsOf(eventHelp['event new'].o!.kind);
    expect([seatings, kinds, pairsOf(eventHelp['season new'].o!.kind)]).toEqual([
      [
        ['draw', 'loting'],
        ['movement', 'doorschuiven'],
        ['ranked', 'op-stand'],
      ],
      [
        ['individual', 'individueel'],
        ['pairs', 'koppels'],
      ],
      kinds,
    ]);
    const stored = async (args: string[]) => JSON.parse((await ok(h, [...args, '--json'])).stdout);
    const pairs = ['--pairs', 'Ann+Bert,Cis+Dirk,Eva+Fien,Gert+Hans,Ivo+Jan,Kim+Lies,Mark+Nel,Olga+Piet'];
    for (const [id, word] of seatings) {
      const made = await stored(['--lang', 'nl', ...kj(id, ...pairs, '--seating', word)]);
      expect([word, made.seating]).toEqual([word, id]);
    }
    for (const [id, word] of kinds) {
      const who = id === 'pairs' ? pairs : ['--entrants', 'Ann,Bert,Cis,Dirk'];
      expect((await stored([...kj(`k-${id}`, ...who), '--kind', word])).kind).toBe(id);
      const season = await stored(['competitie', 'nieuw', `c-${id}`, '--game', 'klaverjassen', '--kind', word]);
      expect(season.kind).toBe(id);
    }
    // As a Dutch event shows it, and as toernooi instellen takes it, also once a round is drawn (draw only).
    await ok(h, ['toernooi', 'loting', '--event', 'movement']);
    expect((await stored(['toernooi', 'instellen', 'seating=op stand', '--event', 'draw'])).seating).toBe('ranked');
    expect((await stored(['toernooi', 'instellen', 'seating=loting', '--event', 'movement'])).seating).toBe('draw');
    // Another word is refused naming them: in Dutch with the Dutch words, in English as before.
    expect(await refused(h, ['--lang', 'nl', ...kj('x', ...pairs, '--seating', 'lotting')])).toEqual([
      2,
      'tafel: --seating kan geen "lotting" zijn: kies draw (loting), movement (doorschuiven), ranked (op-stand).\n',
    ]);
    expect(await refused(h, ['competitie', 'nieuw', 'x', '--game', 'klaverjassen', '--kind', 'koppel'])).toEqual([
      2,
      'tafel: --kind cannot be "koppel": choose individual, pairs.\n',
    ]);
  });

  test("a game no game is: exit 1 as the command's own argument (event new, as new, rules, judge rank)", async () => {
    const h = home();
    const events = 'kleurenwiezen, solokaarten, belote, klaverjassen, boerenbridge, rikken, jokeren, manillen';
    const codes = async (...lines: string[][]) => Promise.all(lines.map(async (l) => (await tafel(h, l)).code));
    expect(
      await codes(['new', 'schaak'], ['games', 'schaak'], ['rules', 'schaak'], ['judge', 'rank', 'schaak', 'a', 'b']),
    ).toEqual([1, 1, 1, 1]);
    expect(await refused(h, ['event', 'new', 'schaak', '--entrants', 'Ann,Bert,Cis,Dirk'])).toEqual([
      1,
      `tafel: Unknown game "schaak": events are for ${events}.\n`,
    ]);
    expect((await refused(h, ['--lang', 'nl', 'toernooi', 'nieuw', 'schaak']))[0]).toBe(1);
    // A flag's value that names no game is a usage error, as `stats --game schaak` is.
    expect(await refused(h, ['season', 'new', 's', '--game', 'schaak'])).toEqual([
      2,
      `tafel: Unknown game "schaak": events are for ${events}.\n`,
    ]);
  });

  test('a pair added to an individual event: the event takes names', async () => {
    const h = home();
    await ok(h, kj('kj', '--entrants', 'Ann,Bert,Cis,Dirk'));
    expect(await refused(h, ['--lang', 'nl', 'toernooi', 'erbij', '--pair', 'Dirk+Eva'])).toEqual([
      2,
      'tafel: Een individueel toernooi neemt namen, geen koppels: tafel toernooi erbij Mia Nand.\n',
    ]);
    expect(await refused(h, ['event', 'add', '--pair', 'Dirk+Eva'])).toEqual([
      2,
      'tafel: An individual event takes names, not pairs: tafel event add Mia Nand.\n',
    ]);
  });

  test('remove after round 1 says remove, and names withdraw', async () => {
    const h = home();
    await ok(h, kj('kj', '--entrants', 'Ann,Bert,Cis,Dirk'));
    await ok(h, ['event', 'draw']);
    expect(await refused(h, ['--lang', 'nl', 'toernooi', 'eraf', 'Dirk'])).toEqual([
      1,
      "tafel: Dirk kan niet meer uit het toernooi: ronde 1 is geloot. Meld af met 'tafel toernooi afmelden " +
        "<deelnemer>' (of eerst 'tafel toernooi terugnemen', zolang er niets geschreven is).\n",
    ]);
    expect((await refused(h, ['event', 'remove', 'Dirk']))[1]).toBe(
      "tafel: Cannot remove Dirk: round 1 is drawn. Use 'tafel event withdraw <entrant>' (or 'tafel event undraw' " +
        'first, while nothing is recorded).\n',
    );
    // Once round 1 holds a deal undraw is refused, so it is named no more (until 2026-12-07 it always was).
    await ok(h, ['record', '--sheet', 'kj-r1-t1', '--taker', 'Ann', '--points', '92']);
    expect(await refused(h, ['event', 'remove', 'Dirk'])).toEqual([
      1,
      "tafel: Cannot remove Dirk: round 1 is drawn. Use 'tafel event withdraw <entrant>'.\n",
    ]);
    expect((await refused(h, ['--lang', 'nl', 'toernooi', 'eraf', 'Dirk']))[1]).toBe(
      "tafel: Dirk kan niet meer uit het toernooi: ronde 1 is geloot. Meld af met 'tafel toernooi afmelden " +
        "<deelnemer>'.\n",
    );
  });

  test('a season takes the nights of its --nights, no more: season add and event new --season refused', async () => {
    const h = home();
    await ok(h, ['season', 'new', 'w', '--game', 'klaverjassen', '--nights', '2', '--best', '1']);
    for (const id of ['e1', 'e2', 'e3']) await ok(h, kj(id, '--entrants', 'Ann,Bert,Cis,Dirk'));
    await ok(h, ['season', 'add', 'w', 'e1']);
    expect(await refused(h, ['--lang', 'nl', 'competitie', 'erbij', 'w', 'e2', 'e3'])).toEqual([
      1,
      'tafel: De competitie w telt 2 avonden (--nights 2): met e2, e3 erbij werden het er 3. Haal eerst een avond ' +
        "eruit ('tafel competitie eraf w <toernooi>'), of begin een competitie van meer avonden ('tafel competitie " +
        "nieuw <id> --nights 3').\n",
    ]);
    await ok(h, ['season', 'add', 'w', 'e2']);
    expect(await refused(h, [...kj('e4', '--entrants', 'Ann,Bert,Cis,Dirk'), '--season', 'w'])).toEqual([
      1,
      'tafel: The season w has 2 nights (--nights 2): with e4 it would have 3. Take a night out first ' +
        "('tafel season remove w <event>'), or start a season of more nights ('tafel season new <id> --nights 3').\n",
    ]);
  });

  test("a season of another kind names its kind in the reader's language; another id: 'een ander id'", async () => {
    const h = home();
    await ok(h, ['season', 'new', 'pc', '--game', 'klaverjassen']);
    await ok(h, kj('p1', '--pairs', 'Ann+Cis,Bert+Dirk'));
    const other =
      'tafel: De competitie pc is voor klaverjassen (individueel): een toernooi van een ander spel of soort ';
    const start = "begin er een competitie voor ('tafel competitie nieuw <id> --game klaverjassen --kind koppels')";
    expect(await refused(h, ['--lang', 'nl', 'competitie', 'erbij', 'pc', 'p1'])).toEqual([
      1,
      `${other}kan er niet bij. p1 is klaverjassen (koppels): ${start}.\n`,
    ]);
    expect(await refused(h, ['--lang', 'nl', ...kj('p2', '--pairs', 'Ann+Cis,Bert+Dirk'), '--season', 'pc'])).toEqual([
      1,
      `${other}kan er niet bij. p2 is klaverjassen (koppels): ${start}.\n`,
    ]);
    expect(await refused(h, ['--lang', 'nl', 'competitie', 'nieuw', 'pc', '--game', 'klaverjassen'])).toEqual([
      1,
      'tafel: Er bestaat al een competitie "pc": kies een ander id.\n',
    ]);
  });
});

// Until 2026-12-08 a scorer's device (docs/club-evenings.md: `event import` of its table, then `event table 2`) that
// had not picked its table yet was told "No active sheet: start one with 'tafel new kleurenwiezen --players ...'",
// another game and no way to its table. A device holding an event's table sheets now names `event table`.
describe('no active sheet where table sheets are: event table picks one', () => {
  const org = ['event', 'new', 'klaverjassen', '--id', 'vk', '--entrants', 'Ann,Bert,Cis,Dirk,Eva,Fien,Gert,Hilde'];

  test("a scorer's device after event import: its table named, en and nl; event table then records", async () => {
    const h = home();
    const scorer = `${home()}/schrijver`;
    const file = `${home()}/tafel2.json`;
    await ok(h, [...org, '--rounds', '2', '--seed', '20261205']);
    await ok(h, ['event', 'draw']);
    await ok(h, ['event', 'export', '--format', 'json', '--table', '2', '--out', file]);
    const on = (args: string[]) => ['--data-dir', scorer, ...args];
    await ok(h, on(['event', 'import', file]));
    const record = ['record', '--taker', 'Ann', '--points', '100'];
    expect(await refused(h, on(record))).toEqual([
      1,
      "tafel: No active sheet: pick your table with 'tafel event table 2' (its sheet vk-r1-t2 is on this device).\n",
    ]);
    expect(await refused(h, on(['--lang', 'nl', ...record]))).toEqual([
      1,
      "tafel: Geen actief blad: kies je tafel met 'tafel toernooi tafel 2' (het blad vk-r1-t2 staat op dit toestel).\n",
    ]);
    await ok(h, on(['event', 'table', '2']));
    await ok(h, on(record));
  });

  test('the organiser: each table, the round where not the last drawn; many counted; another event named', async () => {
    const h = home();
    // A folder without table sheets: as before.
    expect(await refused(h, ['sheet'])).toEqual([
      1,
      "tafel: No active sheet: start one with 'tafel new kleurenwiezen --players Ann,Bert,Cis,Dirk' or pick one " +
        "with 'tafel use <id>'.\n",
    ]);
    await ok(h, [...org, '--rounds', '2', '--seed', '3']);
    await ok(h, ['event', 'draw']);
    // Round 2 drawn while round 1 plays on: the open tables of both, the last round's first.
    await ok(h, ['event', 'draw', '--force']);
    expect(await refused(h, ['undo'])).toEqual([
      1,
      "tafel: No active sheet: pick your table with 'tafel event table 1', 'tafel event table 2', 'tafel event " +
        "table 1 --round 1' or 'tafel event table 2 --round 1' (their sheets vk-r2-t1, vk-r2-t2, vk-r1-t1 and " +
        'vk-r1-t2 are on this device).\n',
    ]);
    // Five tables of four are more than named; a sheet of its own besides them, and another event made active.
    const twenty = 'A,B,C,D,E,F,G,H,I,J,K,L,M,N,O,P,Q,R,S,T';
    const g = home();
    await ok(g, ['event', 'new', 'kleurenwiezen', '--id', 'kw', '--entrants', twenty, '--seed', '3']);
    await ok(g, ['event', 'draw']);
    // Two sheets of its own, the active one deleted: no sheet is active.
    await ok(g, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk']);
    const { id } = await tafelJson<{ id: string }>(g, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk']);
    await ok(g, ['delete', id, '--force']);
    expect(await refused(g, ['sheet'])).toEqual([
      1,
      "tafel: No active sheet: pick your table with 'tafel event table <n>' (5 table sheets are on this device; " +
        "'tafel event plan' shows who sits where), or another sheet with 'tafel use <id>'.\n",
    ]);
    await ok(g, ['event', 'new', 'kleurenwiezen', '--id', 'kx', '--entrants', 'Ann,Bert,Cis,Dirk']);
    expect(await refused(g, ['--lang', 'nl', 'sheet'])).toEqual([
      1,
      "tafel: Geen actief blad: kies je tafel met 'tafel toernooi tafel <n> --event kw' (5 tafelbladen van kw staan " +
        "op dit toestel; 'tafel toernooi indeling --event kw' toont wie waar zit), of een ander blad met 'tafel use " +
        "<id>'.\n",
    ]);
  });
});

// Until 2026-12-08 `event table 1` on a scorer's device that holds table 2 only (docs/club-evenings.md) made vk-r1-t1
// the active sheet all the same, and the next `record` said "No sheet "vk-r1-t1"". Now it is refused, naming the
// tables that are here and how to bring that one, and the active sheet stays.
describe("event table of a table whose sheet is not on this device (a scorer's)", () => {
  const org = ['event', 'new', 'klaverjassen', '--id', 'vk', '--entrants', 'Ann,Bert,Cis,Dirk,Eva,Fien,Gert,Hilde'];
  const record = ['record', '--taker', 'Ann', '--points', '100'];

  test('refused (exit 1, nothing written, its table still active), en and nl; its own table records', async () => {
    const h = home();
    const scorer = `${home()}/schrijver`;
    const file = `${home()}/tafel2.json`;
    await ok(h, [...org, '--rounds', '2', '--seed', '20261205']);
    await ok(h, ['event', 'draw']);
    await ok(h, ['event', 'export', '--format', 'json', '--table', '2', '--out', file]);
    await ok(h, ['--data-dir', scorer, 'event', 'import', file]);
    await ok(scorer, ['event', 'table', '2']);
    expect(await refused(scorer, ['event', 'table', '1'])).toEqual([
      1,
      "tafel: Table 1's sheet vk-r1-t1 is not on this device: pick your table with 'tafel event table 2' (its sheet " +
        "vk-r1-t2 is on this device), or bring its file from the organiser ('tafel event export --format json " +
        "--table 1' there, then 'tafel event import <file>' here).\n",
    ]);
    expect(await refused(scorer, ['--lang', 'nl', 'toernooi', 'tafel', '1'])).toEqual([
      1,
      "tafel: Het blad vk-r1-t1 van tafel 1 staat niet op dit toestel: kies je tafel met 'tafel toernooi tafel 2' " +
        "(het blad vk-r1-t2 staat op dit toestel), of haal het bestand ervan bij de organisator ('tafel toernooi " +
        "export --format json --table 1' daar, dan 'tafel toernooi import <bestand>' hier).\n",
    ]);
    // The active sheet is still table 2's: the next deal lands there.
    await ok(scorer, record);
    expect((await tafelJson<{ id: string }>(scorer, ['sheet'])).id).toBe('vk-r1-t2');
  });

  test('a table of an earlier round: --round in the pick and in the export to ask for', async () => {
    const h = home();
    const scorer = `${home()}/schrijver`;
    const file = `${home()}/tafel2.json`;
    await ok(h, [...org, '--rounds', '2', '--seed', '20261205']);
    await ok(h, ['event', 'draw']);
    await ok(h, ['event', 'draw', '--force']);
    await ok(h, ['event', 'export', '--format', 'json', '--table', '2', '--round', '1', '--out', file]);
    await ok(h, ['--data-dir', scorer, 'event', 'import', file]);
    expect(await refused(scorer, ['event', 'table', '1', '--round', '1'])).toEqual([
      1,
      "tafel: Table 1's sheet vk-r1-t1 is not on this device: pick your table with 'tafel event table 2 --round 1' " +
        "(its sheet vk-r1-t2 is on this device), or bring its file from the organiser ('tafel event export --format " +
        "json --table 1 --round 1' there, then 'tafel event import <file>' here).\n",
    ]);
    await ok(scorer, ['event', 'table', '2', '--round', '1']);
    await ok(scorer, record);
  });
});
