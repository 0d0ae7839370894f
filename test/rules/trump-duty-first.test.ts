import { describe, expect, test } from '@jest/globals';
import { snapshot, tafel, tafelJson, tempHomes } from '../helpers/cli.js';

// Klaverjassen's trump duty is what "verplicht troeven" and "troefplicht" ask for. Until 2026-12-08 `tafel rules
// klaverjassen verplicht troeven` answered 'Did you mean "bidding"?' (bidding's alias `verplicht`, the obliged form of
// choosing trump), `--search "verplicht troeven"` listed bidding first (in Dutch troefplicht 6th), and `--search
// troefplicht --lang nl` put Manillen's and Belote's play above the Klaverjassen topic titled "Troefplicht".
const homes = tempHomes();

interface Found {
  results: { game: string; rules: string; id: string }[];
}

/** The first `n` topics of a search, as game/id. */
async function firstOf(args: string[], n: number): Promise<string[]> {
  const found = await tafelJson<Found>(homes(), ['rules', ...args]);
  return found.results.slice(0, n).map((r) => `${r.game}/${r.id}`);
}

describe('trump duty comes first', () => {
  test.each<[string, string[]]>([
    ['verplicht troeven', []],
    ['verplicht troeven, Dutch', ['--lang', 'nl']],
    // The Dutch title's name: Manillen's, Belote's and Rikken's play have troefplicht as an alias only.
    ['troefplicht, Dutch', ['--lang', 'nl']],
  ])('--search %s', async (what, flags) => {
    const query = what.replace(/, Dutch$/, '');
    // Amsterdams and Rotterdams each have the topic.
    expect(await firstOf(['--search', query, ...flags], 2)).toEqual([
      'klaverjassen/trump-duty',
      'klaverjassen/trump-duty',
    ]);
  });

  test.each<[string, string]>([
    ['en', 'Trump duty (Amsterdams): free when your partner holds the trick'],
    ['nl', 'Troefplicht (Amsterdams): vrij als de slag aan je maat ligt'],
  ])('tafel rules klaverjassen verplicht troeven (%s) shows the topic', async (lang, title) => {
    const h = homes();
    const before = snapshot(h);
    const r = await tafel(h, ['rules', 'klaverjassen', 'verplicht', 'troeven', '--lang', lang]);
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n')[0]).toBe(title);
    expect(snapshot(h)).toEqual(before);
  });
});
