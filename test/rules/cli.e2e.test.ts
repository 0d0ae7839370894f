import { describe, expect, test } from '@jest/globals';
import { snapshot, spawnTafel, spawnTafelJson, tempHome } from '../helpers/cli.js';

// The built binary (npm run build first; npm test does): only what the command line itself adds.
const home = tempHome();

describe('tafel rules through the binary', () => {
  test('a topic in English, as text', () => {
    const r = spawnTafel(home, ['rules', 'kleurenwiezen', 'troel']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/^Troel: three aces and the fourth/);
    expect(r.stdout).toContain('Source: Flemish club rules "Kleurenwiezen – Spelregels"');
  });

  test('a Belote ffb topic names the FFB text as its source, in both languages', () => {
    const en = spawnTafel(home, ['rules', 'belote', 'litige', '--rules', 'ffb']);
    // The line wraps at the screen width: compare with the spaces folded.
    expect(en.stdout.replace(/\s+/g, ' ')).toContain(
      'Source: FFB (Fédération Française de Belote), official rules of classic belote, 2016',
    );
    const nl = spawnTafelJson(home, ['rules', 'belote', 'litige', '--rules', 'ffb', '--lang', 'nl']);
    expect(nl.source).toBe('FFB (Fédération Française de Belote), officieel reglement van de klassieke belote, 2016');
  });

  test('--json --lang nl: the Dutch topic as one document with its source', () => {
    const doc = spawnTafelJson(home, ['rules', 'kleurenwiezen', 'troel', '--lang', 'nl']);
    expect(doc).toMatchObject({
      game: 'kleurenwiezen',
      rules: 'lodige',
      lang: 'nl',
      id: 'troel',
      title: 'Troel: drie azen en de vierde',
    });
    expect(doc.source).toBe(
      'Vlaamse clubregels "Kleurenwiezen – Spelregels"; handleiding van tafel, regelnotities ("Rules notes")',
    );
    expect(doc.text).toMatch(/vierde aas/);
  });

  test('--json --lang nl without a game: every game, rule set and topic', () => {
    const doc = spawnTafelJson(home, ['rules', '--lang', 'nl']);
    expect(doc.games.map((g: { id: string }) => g.id)).toEqual([
      'kleurenwiezen',
      'solokaarten',
      'belote',
      'zwikken',
      'klaverjassen',
      'boerenbridge',
      'rikken',
      'jokeren',
      'manillen',
      'toepen',
    ]);
    const belote = doc.games.find((g: { id: string }) => g.id === 'belote');
    expect(belote.ruleSets.map((r: { id: string }) => r.id)).toEqual(['cardavia', 'ffb']);
    expect(belote.ruleSets[1].topics.find((t: { id: string }) => t.id === 'litige').title).toMatch(
      /^Litige: gelijke totalen/,
    );
  });

  test('--search --json: a ranked list, misère finds miserie first', () => {
    const doc = spawnTafelJson(home, ['rules', '--search', 'misère']);
    expect(doc.results[0].id).toMatch(/miserie/);
    expect(doc.results[0].rank).toBe(1);
  });

  test('scoring --sheet shows the house rule set with tafel new --set', () => {
    const made = spawnTafelJson(home, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk', '--set', 'samen.8=9']);
    const r = spawnTafel(home, ['rules', 'kleurenwiezen', 'scoring', '--sheet', made.id]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/│ samen 8\s+│\s+9 │/);
    expect(r.stdout).toContain(`House rules on sheet ${made.id}: samen.8=9.`);
  });

  test.each([
    [['rules', 'kleurenwiezen', 'trol'], 1, /Did you mean "troel"\?/],
    [['rules', 'schaak'], 1, /Unknown game "schaak"/],
    [['rules', 'kleurenwiezen', '--rules', 'nope'], 1, /no rule set "nope"/],
    [['rules', '--rules', 'ffb'], 2, /--rules needs a game/],
  ] as [string[], number, RegExp][])('refused: tafel %j exits %s', (args, code, message) => {
    const before = snapshot(home);
    const r = spawnTafel(home, args);
    expect(r.code).toBe(code);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(snapshot(home)).toEqual(before);
  });

  test('--json refusal: the error as JSON on stderr, exit 1', () => {
    const r = spawnTafel(home, ['rules', 'kleurenwiezen', 'trol', '--json', '--lang', 'nl']);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stderr)).toEqual({
      error: { code: 'rule', message: expect.stringMatching(/^Geen onderwerp "trol".*Bedoel je "troel"\?/) },
    });
  });
});
