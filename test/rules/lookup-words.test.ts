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

// Until 2026-12-07 a topic of two words typed without quotes was refused: "too many arguments for 'rules'".
describe('tafel rules <game> <words of one topic>', () => {
  test.each([
    ['grote', 'miserie', 'en'],
    ['grote', 'miserie', 'nl'],
    ['open', 'miserie', 'en'],
    ['open', 'miserie', 'nl'],
  ])('%s %s (%s): the words after the game are one topic, as when quoted', async (a, b, lang) => {
    const home = homes();
    const quoted = await tafel(home, ['rules', 'kleurenwiezen', `${a} ${b}`, '--lang', lang]);
    const words = await tafel(home, ['rules', 'kleurenwiezen', a, b, '--lang', lang]);
    expect(quoted.code).toBe(0);
    expect(words).toEqual(quoted);
    const json = await tafelJson(home, ['rules', 'kleurenwiezen', a, b, '--lang', lang]);
    expect([json.id, json.lang]).toEqual([`${a}-${b}`, lang]);
  });

  test('a topic beside --search is still refused, exit 2; a game alone still lists its topics', async () => {
    const home = homes();
    const both = await tafel(home, ['rules', 'kleurenwiezen', 'grote', 'miserie', '--search', 'troel']);
    expect([both.code, both.stderr]).toEqual([
      2,
      'tafel: Give either a topic or --search, not both: e.g. tafel rules --search troel.\n',
    ]);
    expect((await tafelJson(home, ['rules', 'kleurenwiezen'])).topics.length).toBeGreaterThan(10);
  });
});

// Until 2026-12-07 these said what no source tafel read told ("no source we could read fixes a penalty").
describe('a revoke tafel decides, said as a decision', () => {
  test.each([
    ['rikken', 'verzaken', [], 'en', "the worst sin at the table. tafel's decision on the penalty: the side"],
    ['rikken', 'verzaken', [], 'nl', 'de grootste zonde aan tafel. tafel beslist over de straf: de kant'],
    ['kleurenwiezen', 'revoke', ['--rules', 'iwwa'], 'en', 'A revoke is failing to follow suit while you could'],
    ['kleurenwiezen', 'revoke', ['--rules', 'iwwa'], 'nl', 'Verzaken is geen kleur bekennen terwijl je het wel kon.'],
  ])('%s %s %j (%s)', async (game, topic, rules, lang, says) => {
    const home = homes();
    const j = await tafelJson(home, ['rules', game, topic, ...rules, '--lang', lang]);
    expect([j.lang, j.text]).toEqual([lang, expect.stringContaining(says)]);
    expect(j.text).not.toMatch(/could read|konden? lezen|no source|geen bron/);
  });
});
