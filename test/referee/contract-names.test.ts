import { describe, expect, test } from '@jest/globals';
import { snapshot, tafel, tafelJson, tempHomes } from '../helpers/cli.js';

// A contract or a refinement is named in prose as the sheet writes it ("kleine miserie", "zonder oud"), at a sentence's
// start with a capital, in `record`'s refusals and `judge rank`'s explanations alike, in English and Dutch; the id with
// its hyphen stays only where the words to type are quoted (until 2026-12-07 "who played kleine-miserie?",
// "Zonder-oud cannot be played ...", "kleine-soloslim is no. 2 ...").
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
      ['kleurenwiezen', 'kleine-soloslim', 'troel'],
      '"kleine-soloslim" outranks "troel": kleine soloslim is no. 2 and troel no. 7 in the lodige ranking (no. 1 ' +
        'is the highest).\n',
      '"kleine-soloslim" gaat boven "troel": kleine soloslim is nr. 2 en troel nr. 7 in de rangorde van lodige ' +
        '(nr. 1 is de hoogste).\n',
    ],
    [
      ['kleurenwiezen', '--rules', 'whisthub', 'grote miserie', 'open-miserie'],
      '"open-miserie" outranks "grote miserie": open miserie is rung 18 and grote miserie rung 15 of the whisthub ' +
        'bidding ladder (rung 20 is the highest).\n',
      '"open-miserie" gaat boven "grote miserie": open miserie is trede 18 en grote miserie trede 15 van de ' +
        'biedladder van whisthub (trede 20 is de hoogste).\n',
    ],
    [
      ['kleurenwiezen', 'kleine-miserie', 'kleine miserie'],
      'Neither bid outranks the other. Both bids are kleine miserie: several players may play it in one deal, each ' +
        'for himself.\n',
      'Geen van beide biedingen gaat hoger. Beide biedingen zijn kleine miserie: meerdere spelers mogen het in één ' +
        'gift spelen, elk voor zich.\n',
    ],
    // iwwa's sheet writes troel 9, four aces, "troela".
    [
      ['kleurenwiezen', '--rules', 'iwwa', 'troel 9', 'alleen'],
      '"troel 9" outranks "alleen": troela is rung 7 and alleen rung 1 of the iwwa bidding ladder (rung 10 is the ' +
        'highest).\n',
      '"troel 9" gaat boven "alleen": troela is trede 7 en alleen trede 1 van de biedladder van iwwa (trede 10 is ' +
        'de hoogste).\n',
    ],
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
      ['judge', 'rank', 'kleurenwiezen', '--rules', 'cardgames', 'open-miserie', 'miserie'],
      1,
      'tafel: cardgames does not play open miserie (option open-miserie=off); --set open-miserie=on judges as a ' +
        'table that does.\n',
      'tafel: cardgames speelt geen open miserie (optie open-miserie=off); --set open-miserie=on oordeelt als een ' +
        'tafel die het wel speelt.\n',
    ],
    [
      ['judge', 'score', 'kleurenwiezen', 'grote-miserie', '--by', '1', '--tricks', '1=0', '--mate', '2'],
      2,
      'tafel: --mate does not apply to grote miserie; it takes --by, --tricks and --revoke.\n',
      'tafel: --mate past niet bij grote miserie; grote miserie gebruikt --by, --tricks en --revoke.\n',
    ],
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

  test("record's questions and refusals on a sheet: who played kleine miserie, at most four can play it", async () => {
    const h = homes();
    expect((await tafel(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk,Eva,Fien'], NOW)).code).toBe(0);
    expect(await both(h, ['record', 'kleine-miserie'])).toEqual([
      2,
      '',
      'tafel: --by is missing: who played kleine miserie? e.g. --by Ann.\n',
      2,
      '',
      'tafel: --by ontbreekt: wie speelde kleine miserie? bv. --by Ann.\n',
    ]);
    expect(await both(h, ['record', 'kleine-miserie', '--by', 'Bert,Cis,Dirk,Eva,Fien', '--tricks', 'Bert=0'])).toEqual(
      [
        1,
        '',
        'tafel: At most four players can play kleine miserie.\n',
        1,
        '',
        'tafel: Hoogstens vier spelers kunnen kleine miserie spelen.\n',
      ],
    );
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
