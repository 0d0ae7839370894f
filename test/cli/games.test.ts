import { describe, expect, test } from '@jest/globals';
import { GAMES } from '../../src/games/index.js';
import { textWidth } from '../../src/ui/table.js';
import { tafel, tafelJson, tempHomes } from '../helpers/cli.js';
import { tableRows } from '../helpers/table.js';

// `tafel games` is the first command a newcomer runs (the README's first line): the games on one
// screen; `tafel games <game>` is that game's whole settings table. Through the built bundle, in process.
const home = tempHomes();
const TIMEOUT = 60_000;

/** What each game is played with, as its rules say (spec and sources), written out by hand. */
const EXPECTED: Record<string, { players: string; rules: string }> = {
  kleurenwiezen: { players: '4-6', rules: 'lodige* cardgames whisthub iwwa' },
  solokaarten: { players: '4-6', rules: 'liemers' },
  belote: { players: '4', rules: 'cardavia* ffb' },
  zwikken: { players: '2-6', rules: 'standard' },
  klaverjassen: { players: '4', rules: 'amsterdams* rotterdams' },
  boerenbridge: { players: '3-8', rules: 'wk* klassiek poepen' },
  rikken: { players: '4-6', rules: 'standaard* ssovn' },
  jokeren: { players: '2-6', rules: 'kbn* dehoop amerikaans' },
  manillen: { players: '4', rules: 'standaard' },
  toepen: { players: '2-8', rules: 'standaard' },
};

describe('tafel games: the games on one screen', () => {
  test.each(['en', 'nl'] as const)(
    '%s, on a pipe: one row per game with its players, rule sets (the default starred) and its sentence',
    async (lang) => {
      const r = await tafel(home(), ['games', '--lang', lang]);
      expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: '' });
      const [head, ...body] = tableRows(r.stdout);
      expect(head).toEqual(
        lang === 'en' ? ['game', 'players', 'rule sets', 'what it is'] : ['spel', 'spelers', 'regelsets', 'wat het is'],
      );
      expect(body.map((c) => c[0])).toEqual(Object.keys(EXPECTED));
      for (const [id, players, rules, sentence] of body) {
        expect({ id, players, rules }).toEqual({ id, ...EXPECTED[id] });
        // The sentence is the game's own (its messages catalogue), a whole sentence, in the language asked.
        const game = GAMES.find((g) => g.id === id)!;
        expect(sentence).toBe(game.summary[lang]);
        expect(sentence).toMatch(/^\p{Lu}.{20,}\.$/u);
      }
      // No settings table: those are `tafel games <game>`'s.
      expect(r.stdout).not.toMatch(/samen\.8|loser-pays|setting|instelling/);
      expect(r.stdout).toContain(lang === 'en' ? "'tafel games <game>'" : "'tafel games <spel>'");
    },
    TIMEOUT,
  );

  test('the sentences are Dutch in Dutch and English in English, one per game', () => {
    for (const g of GAMES) {
      expect(g.summary.nl).not.toBe(g.summary.en);
      expect(g.summary.en).not.toMatch(/\b(de|het|een|en)\b/);
      expect(g.summary.nl).not.toMatch(/\b(the|and|with|must)\b/);
    }
  });

  test.each(['en', 'nl'] as const)(
    '%s, on an 80x24 terminal: it fits one screen with a line left for the prompt, no line wider',
    async (lang) => {
      const r = await tafel(home(), ['games', '--lang', lang], { env: { COLUMNS: '80', LINES: '24' } });
      expect(r.code).toBe(0);
      const lines = r.stdout.replace(/\n$/, '').split('\n');
      expect(lines.length).toBeLessThanOrEqual(23);
      expect(lines.filter((l) => textWidth(l) > 80)).toEqual([]);
      for (const id of Object.keys(EXPECTED)) expect(r.stdout).toContain(id);
    },
    TIMEOUT,
  );

  test(
    '--json: the list of games, each with its rule sets and their options and points by default',
    async () => {
      const doc = await tafelJson(home(), ['games']);
      expect(doc.map((g: { id: string }) => g.id)).toEqual(Object.keys(EXPECTED));
      const zw = doc.find((g: { id: string }) => g.id === 'zwikken');
      expect(zw).toEqual({
        id: 'zwikken',
        name: 'Zwikken (pot game)',
        summary: GAMES.find((g) => g.id === 'zwikken')!.summary.en,
        players: { min: 2, max: 6 },
        defaultRules: 'standard',
        ruleSets: [
          {
            id: 'standard',
            description: expect.any(String),
            options: { 'loser-pays': 'pot' },
            points: {},
          },
        ],
      });
    },
    TIMEOUT,
  );
});

describe('tafel games <game>: that game in full', () => {
  test.each(GAMES.map((g) => g.id))(
    '%s: its name, sentence, every rule set and every setting with its default',
    async (id) => {
      const game = GAMES.find((g) => g.id === id)!;
      const r = await tafel(home(), ['games', id]);
      expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: '' });
      const [first, second] = r.stdout.split('\n');
      expect(first).toBe(game.name.en);
      expect(second).toBe(game.summary.en);
      for (const rs of game.ruleSets) {
        expect(r.stdout).toContain(`${id} --rules ${rs.id}`);
        const table = r.stdout.split(`${id} --rules ${rs.id}`)[1];
        const keys = tableRows(table)
          .slice(1)
          .map((c) => [c[0], c[1]]);
        for (const s of game.settings(rs.id)) expect(keys).toContainEqual([s.key, s.default]);
      }
    },
    TIMEOUT,
  );

  test(
    'a unique beginning names the game; --json is its document, each rule set with its settings',
    async () => {
      const doc = await tafelJson(home(), ['games', 'klaver']);
      expect(doc.id).toBe('klaverjassen');
      const amsterdams = doc.ruleSets.find((r: { id: string }) => r.id === 'amsterdams');
      expect(amsterdams.options['four-jacks']).toBe('200');
      expect(amsterdams.settings).toContainEqual({
        key: 'four-jacks',
        kind: 'option',
        default: '200',
        values: expect.any(String),
        description: expect.any(String),
      });
      // In Dutch the descriptions are Dutch; keys and values stay as they are typed.
      const nl = await tafelJson(home(), ['games', 'klaverjassen', '--lang', 'nl']);
      expect(nl.summary).toBe(GAMES.find((g) => g.id === 'klaverjassen')!.summary.nl);
    },
    TIMEOUT,
  );

  test(
    'an unknown game: one line naming the games and the nearest, exit 1, nothing on stdout',
    async () => {
      const r = await tafel(home(), ['games', 'belotte']);
      expect(r).toEqual({
        code: 1,
        stdout: '',
        stderr:
          'tafel: Unknown game "belotte". Games: kleurenwiezen, solokaarten, belote, zwikken, klaverjassen, ' +
          "boerenbridge, rikken, jokeren, manillen, toepen. Did you mean 'belote'?\n",
      });
    },
    TIMEOUT,
  );
});
