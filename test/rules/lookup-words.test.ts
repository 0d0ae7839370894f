import { describe, expect, test } from '@jest/globals';
import { tafel, tafelJson, tempHomes } from '../helpers/cli.js';

// How `tafel rules` takes what a player types: a game's other name, a topic of several words. Through the bundle.
const homes = tempHomes();

// Until 2026-12-07 the rule set a game's other name stands for was labelled the game's default.
describe("tafel rules <a game's other name>", () => {
  test.each([
    ['chinees-poepen', 'en', 'Boerenbridge: --rules poepen (chinees-poepen)'],
    ['chinees-poepen', 'nl', 'Boerenbridge: --rules poepen (chinees-poepen)'],
    ['amerikaans-jokeren', 'en', 'Jokeren: --rules amerikaans (amerikaans-jokeren)'],
    ['amerikaans-jokeren', 'nl', 'Jokeren: --rules amerikaans (amerikaans-jokeren)'],
  ])('%s (%s): the rule set it stands for, named by that name, not the default', async (name, lang, head) => {
    const home = homes();
    const r = await tafel(home, ['rules', name, '--lang', lang]);
    expect([r.code, r.stderr, r.stdout.split('\n')[0]]).toEqual([0, '', head]);
  });

  test('the default keeps its label, also when --rules names it beside the other name', async () => {
    const home = homes();
    const heads = async (...args: string[]) => (await tafel(home, ['rules', ...args])).stdout.split('\n')[0];
    expect(await heads('boerenbridge')).toBe('Boerenbridge: --rules wk (default)');
    expect(await heads('chinees-poepen', '--rules', 'wk', '--lang', 'nl')).toBe('Boerenbridge: --rules wk (standaard)');
    expect(await heads('jokeren', '--rules', 'amerikaans')).toBe('Jokeren: --rules amerikaans');
    expect((await tafelJson(home, ['rules', 'chinees-poepen'])).rules).toBe('poepen');
  });
});
