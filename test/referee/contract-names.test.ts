import { describe, expect, test } from '@jest/globals';
import { snapshot, tafel, tafelJson, tempHomes } from '../helpers/cli.js';

// A refinement is named in prose as the sheet writes it ("zonder oud"), at a sentence's start with a capital, in
// `record`'s refusals and `judge rank`'s explanations alike, in English and Dutch; the id with its hyphen stays only
// where the words to type are quoted (until 2026-12-07 "Zonder-oud cannot be played ...").
const homes = tempHomes();
const NOW = { now: '2026-12-04T20:00:00' };

/** The run's exit code, standard output and standard error, in English and then in Dutch; nothing written. */
async function both(h: string, args: string[]): Promise<[number, string, string, number, string, string]> {
  const before = snapshot(h);
  const en = await tafel(h, args, NOW);
  const nl = await tafel(h, [...args, '--lang', 'nl'], NOW);
  expect(snapshot(h)).toEqual(before);
  return [en.code, en.stdout, en.stderr, nl.code, nl.stdout, nl.stderr];
}

describe('judge rank explains with the contracts as the sheet writes them, the bids as typed in quotes', () => {
  test.each<[string[], string, string]>([
    [
      ['solokaarten', 'eerste doe', 'doe zonder-oud'],
      '"doe zonder-oud" outranks "eerste doe": at the same level doe zonder oud carries the bigger handicap (none < ' +
        'zonder kijk < zonder oud < zonder kijk + zonder oud).\n',
      '"doe zonder-oud" gaat boven "eerste doe": op hetzelfde niveau heeft doe zonder oud de grotere handicap ' +
        '(geen < zonder kijk < zonder oud < zonder kijk + zonder oud).\n',
    ],
    [
      ['solokaarten', 'slag zonder-kijk zonder-oud', 'eerste slag zonder kijk zonder oud'],
      '"eerste slag zonder kijk zonder oud" outranks "slag zonder-kijk zonder-oud": the bids are otherwise equal, ' +
        'and eerste wins the tie: eerste slag zonder kijk, zonder oud beats slag zonder kijk, zonder oud.\n',
      '"eerste slag zonder kijk zonder oud" gaat boven "slag zonder-kijk zonder-oud": de biedingen zijn verder ' +
        'gelijk, en eerste wint bij gelijk bod: eerste slag zonder kijk, zonder oud gaat boven slag zonder kijk, ' +
        'zonder oud.\n',
    ],
  ])('%j', async (bids, en, nl) => {
    expect(await both(homes(), ['judge', 'rank', ...bids])).toEqual([0, en, '', 0, nl, '']);
  });
});

describe('refusals name the contract as the sheet writes it; the words to type stay quoted as typed', () => {
  test.each<[string[], number, string, string]>([
    [
      ['judge', 'rank', 'solokaarten', 'slag met kijk', 'doe'],
      1,
      'tafel: "met" in "slag met kijk" is not part of a Solokaarten bid: solo, slag or doe, with eerste, zonder ' +
        'kijk, zonder oud (e.g. "slag", "eerste doe", "doe zonder-kijk zonder-oud").\n',
      'tafel: "met" in "slag met kijk" hoort niet bij een bod in Solokaarten: solo, slag of doe, met eerste, zonder ' +
        'kijk, zonder oud (bv. "slag", "eerste doe", "doe zonder-kijk zonder-oud").\n',
    ],
    [
      ['judge', 'score', 'solokaarten', 'slag', 'zonder-kijk', 'bof', '--by', '1', '--tricks', '5'],
      2,
      'tafel: Unexpected "bof": a bid is refined only by eerste, zonder kijk, zonder oud (as words or as flags ' +
        '--eerste --zonder-kijk --zonder-oud).\n',
      'tafel: Onverwacht "bof": een bod verfijn je enkel met eerste, zonder kijk, zonder oud (als woord of als vlag ' +
        '--eerste --zonder-kijk --zonder-oud).\n',
    ],
  ])('%j', async (args, code, en, nl) => {
    expect(await both(homes(), args)).toEqual([code, '', en, code, '', nl]);
  });

  test('Solokaarten: zonder oud where the Oud is dealt, said as the sheet writes it', async () => {
    const h = homes();
    const made = await tafel(
      h,
      ['new', 'solokaarten', '--players', 'Ann,Bert,Cis,Dirk', '--set', 'oud-in-lamp=off'],
      NOW,
    );
    expect(made.code).toBe(0);
    expect(await both(h, ['record', 'slag', '--zonder-oud', '--by', 'Ann', '--tricks', '5'])).toEqual([
      1,
      '',
      'tafel: Zonder oud cannot be played on this sheet: it plays without Oud in de lamp (oud-in-lamp=off), so the ' +
        'queen of clubs is dealt and there is no Oud to leave out.\n',
      1,
      '',
      'tafel: Zonder oud kan op dit blad niet: het speelt zonder Oud in de lamp (oud-in-lamp=off), dus ' +
        'klaverenvrouw wordt gedeeld en er is geen Oud om te laten liggen.\n',
    ]);
  });
});

test("tafel games solokaarten: the house rule's meaning names zonder oud as the sheet writes it", async () => {
  const meaning = async (lang: string) => {
    const game = await tafelJson(homes(), ['games', 'solokaarten', '--lang', lang], NOW);
    const oud = game.ruleSets[0].settings.find((s: { key: string }) => s.key === 'oud-in-lamp');
    return oud.description;
  };
  expect(await meaning('en')).toBe(
    'Oud in de lamp: the queen of clubs lies apart for the pot holder; off: it is dealt, and zonder oud is refused',
  );
  expect(await meaning('nl')).toBe(
    'Oud in de lamp: klaverenvrouw ligt apart voor wie de pot heeft; off: ze wordt gedeeld, en zonder oud wordt ' +
      'geweigerd',
  );
});
