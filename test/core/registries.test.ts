import { describe, expect, test } from '@jest/globals';
import { GAMES } from '../../src/games/index.js';
import { REFEREES } from '../../src/referee/all.js';
import { RULES_GAMES } from '../../src/rules/registry.js';

// The three registries are kept apart so `rules` and `judge` never load scoring code; this keeps
// them from drifting apart.
describe('every game is registered for scoring, refereeing and rules text alike', () => {
  test.each(GAMES.map((g) => [g.id, g] as const))('%s', (id, game) => {
    const referee = REFEREES.find((r) => r.id === id);
    const text = RULES_GAMES.find((r) => r.id === id);
    expect(referee?.ruleSets).toEqual(game.ruleSets.map((r) => r.id));
    expect(referee?.defaultRules).toBe(game.defaultRules);
    expect(referee?.players.min).toBe(game.players.min);
    // Kleurenwiezen seats five or six, but the sitters hold no cards: a trick still has four.
    expect(referee?.players.max).toBe(game.id === 'kleurenwiezen' ? 4 : game.players.max);
    expect(text?.ruleSets).toEqual(game.ruleSets.map((r) => r.id));
  });
  test('and nothing else', () => {
    expect(REFEREES.map((r) => r.id).sort()).toEqual(GAMES.map((g) => g.id).sort());
    expect(RULES_GAMES.map((r) => r.id).sort()).toEqual(GAMES.map((g) => g.id).sort());
  });
});
