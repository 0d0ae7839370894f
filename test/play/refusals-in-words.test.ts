import { describe, expect, test } from '@jest/globals';
import type { RecordArgs, SheetConfig } from '../../src/core/game.js';
import { headById } from '../../src/games/heads.js';
import { gameById } from '../../src/games/index.js';
import { readLine } from '../../src/games/line.js';
import { textsOf } from '../../src/i18n/index.js';
import { askDeal } from '../../src/play/deal.js';
import { flagWords } from '../../src/games/heads.js';
import { flowFor } from '../../src/play/flows/index.js';
import { SUITS } from '../../src/core/cards.js';
import { inWords } from '../../src/core/said.js';
import { args, makeSheet } from '../helpers/sheet.js';
import { type Answer, ENTER, Scripted, dealCtx } from './scripted.js';

// Table mode says the command line's refusals in words, not flags (docs/table-mode.md, "Refusals in
// words"): the words agree ("the tricks are missing", "de slagen ontbreken"), and an example shows what
// is typed in table mode ("e.g. 8"), never a flag. Every refusal that names a flag and can reach table
// mode is listed here with its exact text, in English and in Dutch: a game's deal refusals (what `record`
// and its parseDeal say, shown under a typed line or after an answer) and the new sheet's.

type Lang = 'en' | 'nl';
type Case = [string, (m: any, t: any) => string, string, string];

const P4 = ['Ann', 'Bert', 'Cis', 'Dirk'];

describe('in table mode', () => {
  /** What a deal line typed at the contract question shows under it (then the line as corrected). */
  async function shownUnder(game: string, lang: Lang, lines: string[]): Promise<string[]> {
    const p = new Scripted([...lines, ENTER]);
    const r = await askDeal(p, flowFor(game)!, dealCtx(makeSheet(game, P4), { lang }));
    expect(p.left).toBe(0);
    expect('done' in r).toBe(true);
    return p.shown;
  }

  test.each<[Lang, string]>([
    ['en', '✗ How many tricks did Cis take? Give his tricks too, e.g. Bert=0,Cis=0.'],
    ['nl', '✗ Hoeveel slagen haalde Cis? Geef ook zijn slagen, bv. Bert=0,Cis=0.'],
  ])('rikken, %s: a miserie player whose tricks are left out hears an example, no placeholder', async (lang, said) => {
    expect(await shownUnder('rikken', lang, ['misere bert cis bert=0', 'misere bert cis bert=0 cis=0'])).toEqual([
      said,
    ]);
  });

  test.each<[Lang, string]>([
    [
      'en',
      '✗ The card points need a number for every player; missing: Cis. Give his card points too, e.g. ' +
        'Ann=9,Bert=4,Cis=0,Dirk=0 (0 for no tricks).',
    ],
    [
      'nl',
      '✗ De kaartpunten vragen een getal voor elke speler; ontbreekt: Cis. Geef ook zijn kaartpunten, bv. ' +
        'Ann=9,Bert=4,Cis=0,Dirk=0 (0 zonder slagen).',
    ],
  ])('zwikken, %s: a player whose card points are left out hears an example, no placeholder', async (lang, said) => {
    const lines = ['ask ann bert points ann=9 bert=4 dirk=0', 'ask ann bert points ann=9 bert=4 cis=0 dirk=0'];
    expect(await shownUnder('zwikken', lang, lines)).toEqual([said]);
  });

  test.each<[Lang, string[], string]>([
    ['en', ['four ann wins bert', 'four ann knock bert'], 'four ann'],
    ['nl', ['vier ann wint bert', 'vier ann toep bert'], 'vier ann'],
  ])('toepen, %s: a round said after four of a kind hears why it cannot be, not "unknown player"', async (...c) => {
    const [lang, lines, line] = c;
    const four =
      lang === 'en'
        ? 'Four of a kind ends the round at once: name only who had it; leave out '
        : 'Vier gelijke kaarten beëindigen de ronde meteen: noem alleen wie ze had; laat ';
    const [winner, toeps] = lang === 'en' ? ['the winner.', 'who toeped.'] : ['de winnaar weg.', 'wie toepte weg.'];
    expect(await shownUnder('toepen', lang, [...lines, line])).toEqual([`✗ ${four}${winner}`, `✗ ${four}${toeps}`]);
  });

  test.each<[Lang, string]>([
    ['en', '✗ Which toep did Cis pass on? Give it after his name, e.g. Cis=1.'],
    ['nl', '✗ Op welke toep paste Cis? Geef die achter zijn naam, bv. Cis=1.'],
  ])('toepen, %s: a passer typed without his toep is asked which, by his name on the sheet', async (lang, said) => {
    // Until 2026-12-06: "Who passed cis: give a player and the toep he passed on, e.g. Cis=1".
    const lines = ['ann wint toep bert pas cis', 'ann wint toep bert pas cis=1'];
    expect(await shownUnder('toepen', lang, lines)).toEqual([said]);
  });

  // Until 2026-12-07 `pas`, `inzet`, `wasboete` and `four` with nothing after them read as no round ("Nothing fits
  // that"): each is read as far as it goes, and record names what is missing. (`four` or `vier` alone picks the
  // question's choice, four of a kind, and is asked who: the phone's test has it.)
  test.each<[Lang, string[], string[]]>([
    [
      'en',
      ['ann wins knock bert pass', 'ann wins stake', 'ann wins wasboete', 'ann wins'],
      [
        '✗ Name who passed and on which toep: e.g. Cis=1.',
        '✗ Give the final stake: e.g. 2.',
        '✗ Name who pays the vuile-was penalty: e.g. Ann.',
      ],
    ],
    [
      'nl',
      ['ann wint toep bert pas', 'ann wint inzet', 'ann wint wasboete', 'ann wint'],
      [
        '✗ Noem wie paste en op welke toep: bv. Cis=1.',
        '✗ Geef de eindinzet: bv. 2.',
        '✗ Noem wie de wasboete betaalt: bv. Ann.',
      ],
    ],
  ])('toepen, %s: a word typed without its value names what is missing', async (lang, lines, said) => {
    expect(await shownUnder('toepen', lang, lines)).toEqual(said);
  });

  test.each<[Lang, string[]]>([
    [
      'en',
      [
        '✗ The tricks are missing: how many tricks did Bert + Dirk take? e.g. 8.',
        '✗ 14 for the tricks is impossible: it must be from 0 to 13.',
        '✗ Solo is played alone, by one player, not 2: e.g. Ann.',
      ],
    ],
    [
      'nl',
      [
        '✗ De slagen ontbreken: hoeveel slagen haalden Bert + Dirk? bv. 8.',
        '✗ 14 voor de slagen kan niet: het moet van 0 tot 13 zijn.',
        '✗ Solo speel je alleen, met één speler, niet met 2: bv. Ann.',
      ],
    ],
  ])('kleurenwiezen, %s: the refusals under a typed line, in words', async (lang, expected) => {
    const shown = await shownUnder('kleurenwiezen', lang, [
      'samen 8 bert,dirk',
      'solo 6 ann 14',
      'solo 6 ann,bert 8',
      'samen 8 bert,dirk 9',
    ]);
    expect(shown).toEqual(expected);
  });

  // A half line said only how a deal is written (until 2026-12-07; "write it like bert 92 roem bert=20" on a phone):
  // it is read as far as it goes, and record names what is missing, as it does for "solo 6 ann" (the tricks).
  test.each<[string, Lang, string[], string[]]>([
    [
      'klaverjassen',
      'en',
      ['ann 92 roem', 'ann 92 verzaakt', 'ann 92'],
      ['✗ The roem needs a value, e.g. Ann=20.', '✗ The revoke needs a player: who revoked? e.g. Bert.'],
    ],
    [
      'klaverjassen',
      'nl',
      ['ann 92 roem', 'ann 92 verzaakt', 'ann 92'],
      ['✗ De roem vraagt een waarde, bv. Ann=20.', '✗ De verzaking vraagt een speler: wie verzaakte? bv. Bert.'],
    ],
    [
      'kleurenwiezen',
      'en',
      ['solo 6 ann 6 verzaakt', 'solo 6 ann 6'],
      ['✗ The revoke needs a player: who revoked? e.g. Cis.'],
    ],
    [
      'kleurenwiezen',
      'nl',
      ['solo 6 ann 6 verzaakt', 'solo 6 ann 6'],
      ['✗ De verzaking vraagt een speler: wie verzaakte? bv. Cis.'],
    ],
    // Klaverjassen's points without a taker: until 2026-12-07 "Nothing fits that" (the phone: how a deal is written).
    [
      'klaverjassen',
      'en',
      ['92', 'ann 92'],
      ['✗ The taker is missing: e.g. Ann for the taker, 92 for the card points and Ann=20 for the roem.'],
    ],
    [
      'klaverjassen',
      'nl',
      ['92', 'ann 92'],
      ['✗ De nemer ontbreekt: bv. Ann voor de nemer, 92 voor de kaartpunten en Ann=20 voor de roem.'],
    ],
    // Solokaarten's `zonder` without kijk or oud: until 2026-12-07 "Nothing fits that".
    [
      'solokaarten',
      'en',
      ['slag ann 5 zonder', 'slag ann 5 zonder kijk'],
      ['✗ Zonder what? Write zonder kijk (without the open card) or zonder oud (without the queen of clubs).'],
    ],
    [
      'solokaarten',
      'nl',
      ['slag ann 5 zonder', 'slag ann 5 zonder kijk'],
      ['✗ Zonder wat? Schrijf zonder kijk (zonder de open kaart) of zonder oud (zonder klaverenvrouw).'],
    ],
    // A Jokeren entry without its value: until 2026-12-07 "Not read as a deal" (the phone: how a deal is written).
    [
      'jokeren',
      'en',
      ['bert out, ann 12, cis', 'bert out, ann 12, cis 3, dirk 4'],
      ['✗ No penalty for Cis: give his penalty points (e.g. Cis=10) or the cards left in his hand (e.g. Cis=7+K).'],
    ],
    [
      'jokeren',
      'nl',
      ['bert uit ann 12 cis', 'bert uit ann 12 cis 3 dirk 4'],
      ['✗ Geen strafpunten voor Cis: geef zijn strafpunten (bv. Cis=10) of de kaarten in zijn hand (bv. Cis=7+H).'],
    ],
  ])('%s, %s: a half line typed at the first question names what is missing', async (game, lang, lines, said) => {
    // The line as corrected is a whole deal; Enter answers what follows it (Klaverjassen: the outcome, as counted).
    const p = new Scripted([...lines, ENTER]);
    const r = await askDeal(p, flowFor(game)!, dealCtx(makeSheet(game, P4), { lang }));
    expect([p.left, 'done' in r]).toEqual([0, true]);
    expect(p.shown).toEqual(said);
  });

  // A game whose first question is no contract list and that has no sheet check of its own (Klaverjassen: who chose
  // trump; Zwikken: did anybody ask) said "Nothing fits that" under a whole line its rules refuse.
  test.each<[string, Lang, ConstructorParameters<typeof Scripted>[0], string]>([
    [
      'klaverjassen',
      'en',
      ['cis 200', 'cis 92', ENTER],
      '✗ 200 for the card points is impossible: a deal holds 162 card points (last trick included), so give 0 to 162.',
    ],
    [
      'klaverjassen',
      'nl',
      ['cis 200', 'cis 92', ENTER],
      '✗ 200 voor de kaartpunten kan niet: een spel telt 162 kaartpunten (laatste slag inbegrepen), ' +
        'geef dus 0 tot 162.',
    ],
    ['zwikken', 'en', ['ask ann win zed', 'pas', ENTER], '✗ Unknown player "zed". Players: Ann, Bert, Cis, Dirk.'],
    ['zwikken', 'nl', ['vraag ann wint zed', 'pas', ENTER], '✗ Onbekende speler "zed". Spelers: Ann, Bert, Cis, Dirk.'],
    // A line meant as a whole Jokeren deal whose entries run together said "Nothing fits that" and nothing else.
    // (`ann 5 bert: joker`, this case until 2026-12-07, reads since: Ann's entry ends at the 5. A number right before
    // the colon leaves the cards nobody's.)
    [
      'jokeren',
      'en',
      ['cis out ann 5 bert 3: joker, dirk 4', 'cis out, ann 5, bert: joker, dirk 4', ENTER],
      "✗ Not read as a deal: end each player's entry with a comma, and write his cards after a colon, with spaces " +
        'between them: bert out, ann 12, cis: 7 K joker*.',
    ],
    // A name=entry with a name left over said "Nothing fits that" until 2026-12-06, then how to write a deal until
    // 2026-12-07: the name is an entry without its value.
    [
      'jokeren',
      'en',
      ['bert out ann=7 K cis', 'bert out ann=7 K cis 3 dirk 4', ENTER],
      '✗ No penalty for Cis: give his penalty points (e.g. Cis=10) or the cards left in his hand (e.g. Cis=7+K).',
    ],
    [
      'jokeren',
      'nl',
      ['bert uit, ann: AH, KH, cis 2, dirk 4', 'bert uit, ann: AH KH, cis 2, dirk 4', ENTER],
      '✗ Niet gelezen als een spel: sluit elke speler af met een komma, en schrijf zijn kaarten na een dubbelpunt, ' +
        'met spaties ertussen: bert uit, ann 12, cis: 7 H joker*.',
    ],
    // A card list without its colon was read as part of a name (until 2026-12-07 'Unknown player "ann joker+2 bert"').
    [
      'jokeren',
      'en',
      ['dirk out, ann joker+2 bert 11 cis 4', 'dirk out, ann: joker 2, bert 11, cis 4', ENTER],
      "✗ Not read as a deal: end each player's entry with a comma, and write his cards after a colon, with spaces " +
        'between them: bert out, ann 12, cis: 7 K joker*.',
    ],
    [
      'jokeren',
      'nl',
      ['dirk uit, ann joker 2 bert 11 cis 4', 'dirk uit, ann: joker 2, bert 11, cis 4', ENTER],
      '✗ Niet gelezen als een spel: sluit elke speler af met een komma, en schrijf zijn kaarten na een dubbelpunt, ' +
        'met spaties ertussen: bert uit, ann 12, cis: 7 H joker*.',
    ],
  ])('%s, %s: a whole line the rules refuse, typed at the first question, says why', async (game, lang, lines, why) => {
    // The line as corrected is a whole deal (Klaverjassen asks the outcome, Enter: as counted).
    const p = new Scripted(lines);
    const r = await askDeal(p, flowFor(game)!, dealCtx(makeSheet(game, P4), { lang }));
    expect([p.left, 'done' in r]).toEqual([0, true]);
    expect(p.shown).toEqual([why]);
  });

  // A whole deal typed at a player's question was refused as his card list, the line made its example ("join one hand's
  // cards with + or spaces, e.g. Bert=dirk+out++ann+…"); until 2026-12-07.
  test.each<[Lang, string]>([
    [
      'en',
      '✗ A whole deal is typed at the first question, "Who went out?" (Esc goes back a question); here only ' +
        "Bert's penalty points or cards.",
    ],
    [
      'nl',
      '✗ Een heel spel typ je bij de eerste vraag, "Wie ging uit?" (Esc gaat een vraag terug); hier alleen de ' +
        'strafpunten of kaarten van Bert.',
    ],
  ])("jokeren, %s: a whole deal typed at a player's question says where it goes", async (lang, said) => {
    const p = new Scripted(['1', 'dirk out, ann joker+2 bert 11 cis 4', '11', '4', '7 K']);
    const r = await askDeal(p, flowFor('jokeren')!, dealCtx(makeSheet('jokeren', P4), { lang }));
    const flags = { out: 'Ann', points: 'Bert=11,Cis=4', hand: 'Dirk=7+K' };
    expect([p.left, 'done' in r && r.done.args.flags]).toEqual([0, flags]);
    expect(p.shown).toEqual([said]);
  });

  // A player's cards typed with commas at his question were refused in the flag form ("join one hand's cards with +
  // or spaces, e.g. Dirk=7++K; a comma starts the next player."); until 2026-12-07. There a comma parts his cards.
  test.each<[Lang, string, string]>([
    ['en', '7, K', 'Dirk=7+K'],
    ['en', '7,K', 'Dirk=7+K'],
    ['nl', '7, H', 'Dirk=7+H'],
    ['nl', ': 7,joker*', 'Dirk=7+joker*'],
  ])("jokeren, %s: a player's cards typed with commas (%s) are his cards", async (lang, cards, hand) => {
    const p = new Scripted(['1', '11', '4', cards]);
    const r = await askDeal(p, flowFor('jokeren')!, dealCtx(makeSheet('jokeren', P4), { lang }));
    const flags = { out: 'Ann', points: 'Bert=11,Cis=4', hand };
    expect([p.left, p.shown, 'done' in r && r.done.args.flags]).toEqual([0, [], flags]);
  });

  test.each<[Lang, string]>([
    [
      'en',
      '✗ "12" in Dirk\'s hand is no card; write 2 … 10 (or T), J Q K A (or B V H), joker (jk, X), and joker* for a ' +
        'joker that could have been laid.',
    ],
    [
      'nl',
      '✗ "12" in de hand van Dirk is geen kaart; schrijf 2 … 10 (of T), B V H A (of J Q K), joker (jk, X), en joker* ' +
        'voor een joker die je had kunnen uitleggen.',
    ],
  ])('jokeren, %s: a list with commas that is no cards is refused in the words of the question', async (lang, why) => {
    const p = new Scripted(['1', '11', '4', '12, 3', '7 K']);
    const r = await askDeal(p, flowFor('jokeren')!, dealCtx(makeSheet('jokeren', P4), { lang }));
    expect([p.left, p.shown, 'done' in r && r.done.args.flags.hand]).toEqual([0, [why], 'Dirk=7+K']);
  });

  // Until 2026-12-06 the line took `Ann=1,Cis=0` for two names ('Unknown player "ann=1"'), Zwikken's card points
  // without the word `points` for askers, and Jokeren's `bert=10` or `dirk=7+K` for no entry.
  test.each<[string, string, string, string, RecordArgs['flags']]>([
    [
      'kleurenwiezen',
      'piccolo ann cis ann=1',
      '✗ How many tricks did Cis take? Give his tricks too, e.g. Ann=1,Cis=1.',
      'piccolo ann cis Ann=1,Cis=1',
      { by: 'ann,cis', tricks: 'Ann=1,Cis=1' },
    ],
    [
      'rikken',
      'misere bert cis bert=0',
      '✗ How many tricks did Cis take? Give his tricks too, e.g. Bert=0,Cis=0.',
      'misere bert cis Bert=0,Cis=0',
      { by: 'bert,cis', tricks: 'Bert=0,Cis=0' },
    ],
    [
      'zwikken',
      'ask ann bert points ann=9 bert=4 dirk=0',
      '✗ The card points need a number for every player; missing: Cis. Give his card points too, e.g. ' +
        'Ann=9,Bert=4,Cis=0,Dirk=0 (0 for no tricks).',
      'ask ann bert Ann=9,Bert=4,Cis=0,Dirk=0',
      { askers: 'ann,bert', points: 'Ann=9,Bert=4,Cis=0,Dirk=0' },
    ],
    [
      'jokeren',
      'cis uit ann 3',
      '✗ Deal 1: no penalty for Bert: give his penalty points or the cards left in his hand.',
      'cis uit ann 3 bert=10 dirk=7+K',
      { out: 'cis', points: 'ann=3,bert=10', hand: 'dirk=7+K' },
    ],
  ])('%s: the example a refusal gives, typed on the line, is read as the deal', async (game, ...c) => {
    const [line, said, typed, flags] = c;
    const p = new Scripted([line, typed, ENTER]);
    const r = await askDeal(p, flowFor(game)!, dealCtx(makeSheet(game, P4), { lang: 'en' }));
    expect(p.shown).toEqual([said]);
    expect('done' in r && r.done.args.flags).toEqual(flags);
  });

  test("a line typed in record's own syntax hears record's own words, flags and all", async () => {
    expect(await shownUnder('kleurenwiezen', 'en', ['samen 8 --by Bert,Dirk', 'samen 8 bert,dirk 9'])).toEqual([
      '✗ --tricks is missing: how many tricks did Bert + Dirk take? e.g. --tricks 8.',
    ]);
  });

  test.each<[Lang, string, string, string]>([
    ['en', 'kleurenwiezen', 'pas --dealer Cis', 'solo 6 ann 5'],
    ['nl', 'kleurenwiezen', 'samen 8 --by bert,dirk --tricks 9 --dealer Cis', 'samen 8 bert,dirk 9'],
    ['en', 'toepen', 'ann wint --dealer Cis', 'ann wint'],
  ])("%s, %s: record's --dealer on a line says how table mode changes the dealer (%s)", async (lang, game, ...l) => {
    // Until 2026-12-06 record's words: "--dealer does not apply to pas (everybody passed)."
    const action = lang === 'en' ? `dealer: who deals the next ${game === 'toepen' ? 'round' : 'deal'}` : '';
    expect(await shownUnder(game, lang, l)).toEqual([
      lang === 'en'
        ? `✗ The dealer is not typed on the line: leave it out, and choose "${action}" in the list to change who deals.`
        : '✗ De gever typ je niet op de regel: laat hem weg, en kies "gever: wie de volgende gift geeft" in de lijst ' +
          'om te veranderen wie geeft.',
    ]);
  });

  // A number with a leading zero reads in no game's line (the one reader, games/line.ts): said with that number, where
  // until 2026-12-07 `ann 092` was Ann's 92 and `samen 08` the contract samen 8, unsaid.
  test.each<[Lang, string, string, string, string]>([
    ['en', 'klaverjassen', 'ann 092', 'ann 92', '092'],
    ['nl', 'kleurenwiezen', 'samen 08 ann,bert 9', 'samen 8 ann,bert 9', '08'],
  ])('%s, %s: a number with a leading zero is named (%s)', async (lang, game, line, fixed, n) => {
    const as = n.replace(/^0+/, '');
    expect(await shownUnder(game, lang, [line, fixed])).toEqual([
      lang === 'en'
        ? `✗ The number ${n} begins with a zero: type ${as}, or put a space after the 0 if ${n} is two numbers.`
        : `✗ Het getal ${n} begint met een nul: typ ${as}, of zet een spatie na de 0 als ${n} twee getallen zijn.`,
    ]);
  });

  // Until 2026-12-07 a `--` word anywhere read the whole line as record's syntax, so the deal before it was refused:
  // "Unexpected "bert 92": remove it.". The word that is no part of a deal is named instead.
  test.each<[Lang, string, string, string]>([
    ['en', 'klaverjassen', 'bert 92 --note x', 'bert 92'],
    ['nl', 'klaverjassen', 'bert 92 pit --help', 'bert 92'],
    ['en', 'toepen', 'ann wint --note=x', 'ann wint'],
  ])('%s, %s: a word no deal takes is named, not the deal (%s)', async (lang, game, ...l) => {
    const [flag, w] = l[0].includes('help') ? ['--help', 'spel'] : ['--note', game === 'toepen' ? 'round' : 'deal'];
    expect(await shownUnder(game, lang, l)).toEqual([
      lang === 'en'
        ? `✗ ${flag} is no part of a ${w}: leave it out.`
        : `✗ ${flag} hoort niet bij een ${w}: laat het weg.`,
    ]);
  });

  // A deal in words with one of record's own flags beside it: the two ways are not mixed, and the flag is named (until
  // 2026-12-07 "Unexpected "bert 92": remove it or use a flag."); a line in record's own syntax keeps its own refusal.
  test.each<[Lang, string, string, string]>([
    ['en', 'klaverjassen', 'bert 92 --mars', 'bert 92'],
    ['nl', 'klaverjassen', 'bert 92 --roem bert=20', 'bert 92'],
  ])('%s, %s: words and a flag of the game are not mixed (%s)', async (lang, game, ...l) => {
    const flag = l[0].includes('mars') ? '--mars' : '--roem';
    expect(await shownUnder(game, lang, l)).toEqual([
      lang === 'en'
        ? `✗ A deal is typed in words or all with flags, not both: write ${flag} in words too, or the whole deal ` +
          'with flags.'
        : `✗ Een spel typ je in woorden of helemaal met vlaggen, niet door elkaar: schrijf ook ${flag} in woorden, ` +
          'of alles met vlaggen.',
    ]);
  });

  // Until 2026-12-07 only a line of which record refused every word was named so: in every other game the deal was
  // blamed for the flag beside it ("Unexpected "ann 5": remove it or use a flag.", "Unknown contract "rik bert cis 9"",
  // "--mee is a switch and takes no value: leave out "bert 38 harten""), whatever record said of the words.
  const MIXED: [string, string, string, string][] = [
    ['kleurenwiezen', 'solo 6 ann 5 --revoke cis', '--revoke', 'solo 6 ann 5 verzaakt cis'],
    ['manillen', 'bert 38 harten --mee', '--mee', 'bert 38 harten mee'],
    // Rikken's --trump, which the line has no word for, is said otherwise (test/play/line-refusals.test.ts).
    ['rikken', 'rik bert cis 9 --revoke dirk', '--revoke', 'rik bert cis verzaakt dirk'],
    ['toepen', 'bert wint --jack', '--jack', 'bert wint'],
    ['jokeren', 'bert uit, ann 12 --hand Cis=7', '--hand', 'bert uit, ann 12, cis 7, dirk 4'],
    ['belote', 'ann 92 --belote cis', '--belote', 'ann 92 belote cis'],
    ['solokaarten', 'slag ann 5 --eerste', '--eerste', 'slag ann 5 eerste'],
    ['zwikken', 'ask ann bert win ann --zwik ann', '--zwik', 'ask ann bert win ann'],
    // A flag the words give too, in a game whose record takes no words: until 2026-12-07 record's refusal of the words
    // ("Jokeren records who went out ...: tafel record --out <p> ...", Manillen's "e.g. H for the trump ...").
    ['jokeren', 'bert out ann 1 cis 2 dirk 3 --points Ann=1', '--points', 'bert out ann 1 cis 2 dirk 3'],
    ['jokeren', 'bert out ann 1 cis 2 dirk 3 --out bert', '--out', 'bert out ann 1 cis 2 dirk 3'],
    ['manillen', '38 harten --points 20', '--points', '38 harten'],
    ['manillen', '38 harten --trump S', '--trump', '38 harten'],
    ['toepen', 'bert wint --winner bert', '--winner', 'bert wint'],
    // Words that read as no deal beside a flag, in a game whose record takes no words: until 2026-12-07 record's
    // refusal of the words ("Jokeren records who went out ...: tafel record --out <p> ...").
    ['jokeren', 'bert out 2 --points Ann=3', '--points', 'bert out ann 1 cis 2 dirk 3'],
    ['jokeren', 'hello --out bert', '--out', 'bert out ann 1 cis 2 dirk 3'],
    ['toepen', 'hello --winner bert', '--winner', 'bert wint'],
  ];
  test.each<[Lang, string, string, string, string]>(
    MIXED.flatMap((c) => [['en', ...c] as [Lang, ...typeof c], ['nl', ...c] as [Lang, ...typeof c]]),
  )('%s, %s: a flag of the game beside a deal in words is named (%s)', async (lang, game, line, flag, fixed) => {
    const en = game === 'toepen' ? 'round' : 'deal';
    const nl = game === 'toepen' ? 'ronde' : game === 'jokeren' || game === 'zwikken' ? 'spel' : 'gift';
    expect(await shownUnder(game, lang, [line, fixed])).toEqual([
      lang === 'en'
        ? `✗ A ${en} is typed in words or all with flags, not both: write ${flag} in words too, or the whole ${en} ` +
          'with flags.'
        : `✗ Een ${nl} typ je in woorden of helemaal met vlaggen, niet door elkaar: schrijf ook ${flag} in woorden, ` +
          'of alles met vlaggen.',
    ]);
  });

  test("record's own syntax with a refusal of its own is not taken for a mixed line", async () => {
    expect(
      await shownUnder('kleurenwiezen', 'en', [
        'samen 8 --by bert,dirk --tricks 20',
        'samen 8 --by bert,dirk --tricks 9',
      ]),
    ).toEqual(['✗ --tricks 20 is impossible: it must be from 0 to 13.']);
    // A word too many after record's own flags: record's "Unexpected", not "write --by in words too" (until 2026-12-07
    // the word was read as a player of a deal in words).
    expect(
      await shownUnder('kleurenwiezen', 'en', [
        'samen 8 --by bert,dirk --tricks 9 x',
        'samen 8 --by bert,dirk --tricks 9',
      ]),
    ).toEqual(['✗ Unexpected "x": remove it or use a flag.']);
  });

  test('a refused answer to a question is said in words too', async () => {
    const p = new Scripted(['samen 8', ['Ann', 'Bert', 'Cis'], ['Ann', 'Bert'], 8]);
    await askDeal(p, flowFor('kleurenwiezen')!, dealCtx(makeSheet('kleurenwiezen', P4), { lang: 'nl' }));
    expect(p.said).toContain('✗ Samen is voor twee spelers samen, niet voor 3: bv. Ann,Bert.');
  });

  test("a correction's missing reason: the reason alone as the example, and Dutch 'de reden' is one", () => {
    const said = (lang: 'en' | 'nl') =>
      inWords(
        textsOf(lang).sheet.reasonIsMissingSay('tafel correct Ann=-15,Bert=15 --reason "verzaakt"'),
        { reason: textsOf(lang).play.reasonWord },
        lang,
      );
    expect([said('en'), said('nl')]).toEqual([
      'The reason is missing: say why, e.g. "verzaakt".',
      'De reden ontbreekt: zeg waarom, bv. "verzaakt".',
    ]);
  });

  // Until 2026-12-07 a flag's other name was said again: "the roem, the pit, the pit and the revoke".
  test('flags listed with commas: each word once, another name of a flag not said again', async () => {
    const said = async (game: string, lang: Lang) =>
      inWords(
        textsOf(lang).core.flagDoesNotApply(
          '--note',
          'it',
          Object.keys(headById(game).flags).map((f) => `--${f}`),
        ),
        await flagWords(game, lang),
        lang,
      );
    expect([await said('klaverjassen', 'en'), await said('klaverjassen', 'nl')]).toEqual([
      "--note does not apply to it; it takes the taker, the card points, the defenders' card points, the roem, the " +
        'pit and the revoke.',
      '--note past niet bij it; it gebruikt de nemer, de kaartpunten, de kaartpunten van de verdedigers, de roem, de ' +
        'pit en de verzaking.',
    ]);
  });

  test('an example of a whole deal is one that table mode reads ("slag Ann 5")', async () => {
    const m = (await headById('solokaarten').catalogue()).en as any;
    const text = inWords(
      m.rules.byIsMissing('tafel record slag --by Ann --tricks 5'),
      await flagWords('solokaarten', 'en'),
      'en',
    );
    expect(text).toBe('The player is missing: who held the pot? e.g. "slag Ann 5".');
    const g = gameById('solokaarten');
    expect(
      readLine('solokaarten', 'slag Ann 5', {
        rules: g.defaultRules,
        players: ['Ann', 'Bert', 'Cis', 'Dirk'],
      } as SheetConfig),
    ).toEqual({
      words: ['slag'],
      flags: { by: 'Ann', tricks: '5' },
    });
  });
});

// `tafel record` on a terminal asks what the line left out, and a refused answer is said as table mode says it: the
// answer is a question's, typed without a flag (until 2026-12-07 "e.g. --by Bert,Ann", "give --points 162 or drop
// --capot"). A value the line gave stays named as typed. Each game whose questions a refusal with a flag can follow,
// in English and Dutch.
describe("at record's questions", () => {
  test.each<[string, string, Answer[], string[], string[]]>([
    [
      'kleurenwiezen',
      'samen 8',
      [['Bert'], ['Ann', 'Bert'], 9],
      ['Samen is played by two players together, not 1: e.g. Bert,Ann.'],
      ['Samen is voor twee spelers samen, niet voor 1: bv. Bert,Ann.'],
    ],
    // Belote: until 2026-12-07 `--taker Ann --capot takers` asked the card points and refused 150 ("give 162 for the
    // card points or drop the capot"); a capot now says its points, so nothing is asked (games/belote/capot.test.ts).
    [
      'belote',
      '--taker Ann',
      [161, 100],
      [
        '161 for the card points is impossible: that leaves the defenders exactly 1 point, and no set of cards is ' +
          'worth that. Count the tricks again.',
      ],
      [
        '161 voor de kaartpunten kan niet: dan hebben de verdedigers precies 1 punt, en geen enkele kaartcombinatie ' +
          'is dat waard. Tel de slagen opnieuw.',
      ],
    ],
    [
      'klaverjassen',
      '--taker Ann',
      [1, 100],
      ['1 for the card points is impossible: no set of cards is worth exactly 1 point. Count the tricks again.'],
      ['1 voor de kaartpunten kan niet: geen enkele kaartcombinatie is precies 1 punt waard. Tel de slagen opnieuw.'],
    ],
    [
      'zwikken',
      '--askers Ann,Bert',
      ['zwik', ['Ann', 'Bert'], 'A', 'A', 'zwik', ['Ann']],
      ['Two zwikken of A are impossible: there are only four cards of a rank. Correct the zwik.'],
      ['Twee zwikken van A kunnen niet: er zijn maar vier kaarten van een rang. Verbeter de zwik.'],
    ],
    // Nobody ticked as the askers: until 2026-12-07 "record 'tafel record pas' instead", and the second time ended
    // record.
    [
      'zwikken',
      '',
      [ENTER, [], [], ['Ann'], 'Ann'],
      Array(2).fill('Nobody asked, so nothing was played and nobody won: record "pas" instead.'),
      Array(2).fill('Niemand vroeg, dus er werd niets gespeeld en niemand won: noteer "pas".'),
    ],
    // --zwik Ann typed, Bert ticked as the only asker: how the deal ended is asked, where the zwik can be left out
    // (until 2026-12-07 "add Ann to the askers or drop him from the zwik", and only the askers were asked again).
    ['zwikken', '--zwik Ann', [ENTER, ['Bert'], 'Bert won'], [], []],
    [
      'rikken',
      'piek',
      [['Ann', 'Bert', 'Cis', 'Dirk'], 0, 0, 0, 0, 1, 1, 1, 10],
      ['Piek: all four players declared, so their tricks add up to 13, not 0: check the tricks.'],
      ['Piek: alle vier de spelers speelden mee, dus hun slagen zijn samen 13, niet 0: kijk de slagen na.'],
    ],
    // --tegen typed, so record's words; going along answered no asks against, which "no" leaves out (until
    // 2026-12-07 going along was asked again after every "no", for ever).
    [
      'manillen',
      '--trump H --tegen',
      [30, false, false],
      [
        "--tegen needs --mee: the dealer's team can only double back after the opponents doubled; add --mee if they " +
          'did, or leave out --tegen.',
      ],
      [
        '--tegen kan alleen na --mee: de ploeg van de gever klopt pas tegen als de tegenspelers meegingen; geef ook ' +
          '--mee als ze dat deden, of laat --tegen weg.',
      ],
    ],
    // Against kept at that question: the refusal is said in words and going along asked again.
    [
      'manillen',
      '--trump H --tegen',
      [30, false, true, true],
      [
        "--tegen needs --mee: the dealer's team can only double back after the opponents doubled; add --mee if they " +
          'did, or leave out --tegen.',
        "Against needs along: the dealer's team can only double back after the opponents doubled; add along if they " +
          'did, or leave out against.',
      ],
      [
        '--tegen kan alleen na --mee: de ploeg van de gever klopt pas tegen als de tegenspelers meegingen; geef ook ' +
          '--mee als ze dat deden, of laat --tegen weg.',
        'Tegen kan alleen na mee: de ploeg van de gever klopt pas tegen als de tegenspelers meegingen; geef ook mee ' +
          'als ze dat deden, of laat tegen weg.',
      ],
    ],
  ])('%s, record %j: a refused answer is said in words, and its question asked again', async (game, ...c) => {
    const [line, answers, en, nl] = c;
    for (const [lang, said] of [
      ['en', en],
      ['nl', nl],
    ] as const) {
      const p = new Scripted(answers);
      const r = await askDeal(p, flowFor(game)!, dealCtx(makeSheet(game, P4), { lang }), args(line), 'missing');
      expect([p.left, 'done' in r]).toEqual([0, true]);
      expect(p.said.filter((s) => s.startsWith('✗'))).toEqual(said.map((s) => `✗ ${s}`));
    }
  });
});

/** Each game's refusals that name a flag, by message: how it reads in table mode, in English and Dutch. */
const GAMES: Record<string, Case[]> = {
  kleurenwiezen: [
    [
      'by missing (pair)',
      (m) => m.rules.byIsMissing('samen', 'Ann', 'pair', 'Bert'),
      'The players are missing: who played samen? e.g. Ann,Bert.',
      'De spelers ontbreken: wie speelde samen? bv. Ann,Bert.',
    ],
    [
      'tricks missing',
      (m) => m.rules.tricksIsMissing(['Bert', 'Dirk'], 8),
      'The tricks are missing: how many tricks did Bert + Dirk take? e.g. 8.',
      'De slagen ontbreken: hoeveel slagen haalden Bert + Dirk? bv. 8.',
    ],
    [
      'tricks out of range',
      (_, t) => t.core.isImpossibleItMust('--tricks', '14', 0, 13),
      '14 for the tricks is impossible: it must be from 0 to 13.',
      '14 voor de slagen kan niet: het moet van 0 tot 13 zijn.',
    ],
    [
      'tricks not a number',
      (_, t) => t.core.mustBeAWhole2('--tricks', 0, 13, 'negen'),
      'The tricks must be a whole number from 0 to 13, not "negen".',
      'De slagen moeten een geheel getal van 0 tot 13 zijn, niet "negen".',
    ],
    [
      "a player's tricks not a number",
      (_, t) => t.core.mustBeAWhole2('--tricks for Ann', 0, 13, 'x'),
      'The tricks of Ann must be a whole number from 0 to 13, not "x".',
      'De slagen van Ann moeten een geheel getal van 0 tot 13 zijn, niet "x".',
    ],
    [
      "a player's tricks out of range",
      (_, t) => t.core.isImpossibleItMust('--tricks for Ann', '14', 0, 13),
      '14 for the tricks of Ann is impossible: it must be from 0 to 13.',
      '14 voor de slagen van Ann kan niet: het moet van 0 tot 13 zijn.',
    ],
    [
      'played alone',
      (m) => m.rules.isPlayedAlone('solo', 2, 'Ann'),
      'Solo is played alone, by one player, not 2: e.g. Ann.',
      'Solo speel je alleen, met één speler, niet met 2: bv. Ann.',
    ],
    [
      'played by two',
      (m) => m.rules.isPlayedBy('samen', 3, 'Ann,Bert'),
      'Samen is played by two players together, not 3: e.g. Ann,Bert.',
      'Samen is voor twee spelers samen, niet voor 3: bv. Ann,Bert.',
    ],
    [
      'each plays for himself',
      (m) => m.rules.eachOfPlays('Ann, Cis', 'Ann=0,Cis=1'),
      "Each of Ann, Cis plays for himself: give everyone's tricks, e.g. Ann=0,Cis=1.",
      'Ann, Cis spelen elk voor zich: geef ieders slagen, bv. Ann=0,Cis=1.',
    ],
    [
      'how many tricks',
      (m) => m.rules.howManyTricks(['Cis'], 'Ann=1,Cis=0'),
      'How many tricks did Cis take? Give his tricks too, e.g. Ann=1,Cis=0.',
      'Hoeveel slagen haalde Cis? Geef ook zijn slagen, bv. Ann=1,Cis=0.',
    ],
    [
      'named twice',
      (m) => m.rules.isNamedTwice('Ann'),
      'Ann is named twice in the tricks: name each player once.',
      'Ann staat twee keer in de slagen: noem elke speler één keer.',
    ],
    [
      'not player=tricks',
      (m) => m.rules.isNotPlayer('Ann:0', 'Ann'),
      '"Ann:0" is not player=tricks: e.g. Ann=0.',
      '"Ann:0" is geen speler=slagen: bv. Ann=0.',
    ],
    [
      'one result',
      (m) => m.rules.thisContractHas,
      'This contract has one result: give the tricks of the declarer or of the pair together as one number, e.g. 9.',
      'Dit contract heeft één resultaat: geef de slagen van de speler of van het paar samen als één getal, bv. 9.',
    ],
    [
      'all four declared',
      (m) => m.rules.allFourPlayers(13, 12),
      'All four players declared, so their tricks add up to 13, not 12: check the tricks.',
      'Alle vier de spelers speelden mee, dus hun slagen zijn samen 13, niet 12: kijk de slagen na.',
    ],
    [
      'contract off',
      (m) => m.rules.isNotPlayed('piccolo', 'piccolo'),
      "Piccolo is not played on this sheet (option piccolo=off): 'tafel set piccolo=on' plays it.",
      "Piccolo wordt op dit blad niet gespeeld (optie piccolo=off): 'tafel set piccolo=on' laat het toe.",
    ],
    [
      'abondance level off',
      (m) => m.rules.abondanceIsNot(10),
      "Abondance 10 is not played on this sheet: only abondance 9 (option abondance-levels=off); 'tafel set " +
        "abondance-levels=on' plays it.",
      "Abondance 10 wordt op dit blad niet gespeeld: enkel abondance 9 (optie abondance-levels=off); 'tafel set " +
        "abondance-levels=on' laat het toe.",
    ],
    [
      'alleen too low',
      (m) => m.rules.alleenIsNot(5, 6),
      'Alleen 5 is not played on this sheet: alleen needs at least 6 tricks (the house rule alleen-min=6).',
      'Alleen 5 wordt op dit blad niet gespeeld: alleen vraagt minstens 6 slagen (de huisregel alleen-min=6).',
    ],
    [
      'flag does not apply',
      (_, t) => t.core.flagDoesNotApply('--revoke', 'pas', ''),
      'The revoke does not apply to pas.',
      'De verzaking past niet bij pas.',
    ],
    // Until 2026-12-06 "The tricks does not apply", "De slagen past niet".
    [
      'flags do not apply',
      (_, t) => t.core.flagDoesNotApply('--tricks', 'pas', ''),
      'The tricks do not apply to pas.',
      'De slagen passen niet bij pas.',
    ],
  ],
  solokaarten: [
    [
      'by missing',
      (m) => m.rules.byIsMissing('Ann'),
      'The player is missing: who held the pot? e.g. Ann.',
      'De speler ontbreekt: wie had de pot? bv. Ann.',
    ],
    [
      'played alone',
      (m) => m.rules.isPlayedAlone('solo', 2, 'Ann, Bert', 'Ann'),
      'Solo is played alone by the pot holder, not by 2 players (Ann, Bert): name one player, e.g. Ann.',
      'Solo speelt wie de pot heeft alleen, niet met 2 spelers (Ann, Bert): noem één speler, bv. Ann.',
    ],
    [
      'tricks missing',
      (m) => m.rules.tricksIsMissing('Ann', 'solo 6', 6),
      'The tricks are missing: how many tricks did Ann take? solo 6 needs 6, e.g. 6.',
      'De slagen ontbreken: hoeveel slagen haalde Ann? solo 6 vraagt er 6, bv. 6.',
    ],
    [
      'tricks impossible',
      (m) => m.rules.tricksIsImpossible('9', 4, 8),
      '9 for the tricks is impossible: with 4 players each hand has 8 cards, so a deal has 8 tricks (give 0 to 8).',
      '9 voor de slagen kan niet: met 4 spelers heeft elke hand 8 kaarten, dus een gift heeft 8 slagen (geef 0 tot 8).',
    ],
    [
      'tricks not a number',
      (m) => m.rules.tricksMustBe(8, 'zes'),
      'The tricks must be the pot holder\'s tricks as one whole number from 0 to 8, not "zes".',
      'De slagen moeten de slagen van wie de pot heeft zijn, één geheel getal van 0 tot 8, niet "zes".',
    ],
  ],
  belote: [
    [
      'points missing',
      (_, t) => t.core.isMissingEG('points', 'tafel record --taker Ann --points 92'),
      'The card points are missing: e.g. Ann for the taker and 92 for the card points.',
      'De kaartpunten ontbreken: bv. Ann voor de nemer en 92 voor de kaartpunten.',
    ],
    [
      'points out of range',
      (_, t) => t.core.isImpossibleItMust('--points', '170', 0, 162),
      '170 for the card points is impossible: it must be from 0 to 162.',
      '170 voor de kaartpunten kan niet: het moet van 0 tot 162 zijn.',
    ],
    [
      'points impossible',
      (m) => m.rules.pointsIsImpossible(161, m.rules.leavesOne),
      '161 for the card points is impossible: that leaves the defenders exactly 1 point, and no set of cards is ' +
        'worth that. Count the tricks again.',
      '161 voor de kaartpunten kan niet: dan hebben de verdedigers precies 1 punt, en geen enkele kaartcombinatie ' +
        'is dat waard. Tel de slagen opnieuw.',
    ],
    [
      'capot by the takers',
      (m) => m.rules.aCapotBy(162, 150),
      'A capot by the takers means they have all 162 points, not 150: give 162 for the card points or drop the capot.',
      'Capot door de nemers betekent dat ze alle 162 punten hebben, niet 150: geef 162 voor de kaartpunten of laat ' +
        'de capot weg.',
    ],
    [
      'capot by the defenders',
      (m) => m.rules.aCapotBy2(12),
      'A capot by the defenders leaves the takers 0 points, not 12: give 0 for the card points or drop the capot.',
      'Capot door de verdedigers laat de nemers 0 punten, niet 12: geef 0 voor de kaartpunten of laat de capot weg.',
    ],
    [
      'capot word',
      (m) => m.rules.capotMustBe('ons'),
      'The capot must be "takers" or "defenders" (the team that took all 8 tricks), not "ons".',
      'De capot moet takers of nemers zijn, of defenders of verdedigers: de ploeg die alle 8 slagen haalde, niet ' +
        '"ons".',
    ],
    [
      'a value',
      (m) => m.rules.needsAValue('belote', '--belote Cis'),
      'The belote needs a value, e.g. Cis.',
      'De belote vraagt een waarde, bv. Cis.',
    ],
  ],
  klaverjassen: [
    [
      'taker missing',
      (m) => m.rules.takerIsMissing('tafel record --taker Ann --points 92 --roem Ann=20'),
      'The taker is missing: e.g. Ann for the taker, 92 for the card points and Ann=20 for the roem.',
      'De nemer ontbreekt: bv. Ann voor de nemer, 92 voor de kaartpunten en Ann=20 voor de roem.',
    ],
    [
      'points missing',
      (m) => m.rules.pointsIsMissing('tafel record --taker Ann --points 92 --roem Ann=20'),
      "The card points are missing: the takers' card points, last trick included (0..162), e.g. Ann for the taker, " +
        '92 for the card points and Ann=20 for the roem.',
      'De kaartpunten ontbreken: de kaartpunten van de spelers, laatste slag inbegrepen (0..162), bv. Ann voor de ' +
        'nemer, 92 voor de kaartpunten en Ann=20 voor de roem.',
    ],
    [
      'points not a number',
      (m) => m.rules.mustBeA('--points', 'negentig'),
      'The card points must be a whole number of card points from 0 to 162, not "negentig".',
      'De kaartpunten moeten een geheel aantal kaartpunten van 0 tot 162 zijn, niet "negentig".',
    ],
    [
      'points out of range',
      (m) => m.rules.isImpossibleA('--points', '170'),
      '170 for the card points is impossible: a deal holds 162 card points (last trick included), so give 0 to 162.',
      '170 voor de kaartpunten kan niet: een spel telt 162 kaartpunten (laatste slag inbegrepen), geef dus 0 tot 162.',
    ],
    [
      'points impossible',
      (m) => m.rules.isImpossibleV('--points', 1, m.rules.noCardsWorthOne),
      '1 for the card points is impossible: no set of cards is worth exactly 1 point. Count the tricks again.',
      '1 voor de kaartpunten kan niet: geen enkele kaartcombinatie is precies 1 punt waard. Tel de slagen opnieuw.',
    ],
    [
      "defenders' points out of range",
      (m) => m.rules.isImpossibleA('--defender-points', '170'),
      "170 for the defenders' card points is impossible: a deal holds 162 card points (last trick included), so " +
        'give 0 to 162.',
      '170 voor de kaartpunten van de verdedigers kan niet: een spel telt 162 kaartpunten (laatste slag ' +
        'inbegrepen), geef dus 0 tot 162.',
    ],
    [
      'a value',
      (m) => m.rules.needsAValue('--points', '92'),
      'The card points need a value, e.g. 92.',
      'De kaartpunten vragen een waarde, bv. 92.',
    ],
    [
      'pit word',
      (m) => m.rules.mustBeTakers('--pit', 'ons'),
      'The pit must be "takers" (pit: the takers took all 8 tricks) or "defenders" (tegenpit), not "ons".',
      'De pit moet takers of nemers zijn (pit), of defenders of verdedigers (tegenpit): wie alle 8 slagen haalde, ' +
        'niet "ons".',
    ],
    [
      'a pit means',
      (m) => m.rules.aPitMeans(false, 150, '--pit'),
      'A pit means the takers took every trick, so all 162 card points, not 150: give 162 for the card points (or ' +
        'leave it out) or drop the pit.',
      'Een pit betekent dat de spelers alle slagen haalden, dus alle 162 kaartpunten, niet 150: geef 162 voor de ' +
        'kaartpunten (of laat het weg) of laat de pit weg.',
    ],
    [
      "a pit means, the defenders' points given",
      (m) => m.rules.aPitMeans(true, 12, '--pit'),
      'A pit means the takers took every trick, so the defenders have 0 card points, not 12: give 0 for the ' +
        "defenders' card points (or leave it out) or drop the pit.",
      'Een pit betekent dat de spelers alle slagen haalden, dus heeft de tegenpartij 0 kaartpunten, niet 12: geef 0 ' +
        'voor de kaartpunten van de verdedigers (of laat het weg) of laat de pit weg.',
    ],
    [
      'a tegenpit means',
      (m) => m.rules.aTegenpitMeans(false, 12, '--pit'),
      'A tegenpit means the defenders took every trick, so the takers have 0 card points, not 12: give 0 for the ' +
        'card points (or leave it out) or drop the pit.',
      'Een tegenpit betekent dat de tegenpartij alle slagen haalde, dus hebben de spelers 0 kaartpunten, niet 12: ' +
        'geef 0 voor de kaartpunten (of laat het weg) of laat de pit weg.',
    ],
    [
      'revoke and more',
      (m) => m.rules.doesNotGo('--roem'),
      'The roem does not go with the revoke: a revoked deal is scored by the penalty only (the other team 162 + ' +
        '100). Leave the roem out.',
      'De roem past niet bij de verzaking: een verzaakt spel telt alleen de straf (de andere partij 162 + 100). ' +
        'Laat de roem weg.',
    ],
    [
      'points and defenders',
      (m) => m.rules.pointsAndDefender,
      "The card points and the defenders' card points say the same thing (they add up to 162): give one of them.",
      'De kaartpunten en de kaartpunten van de verdedigers zeggen hetzelfde (samen 162): geef er één.',
    ],
    [
      'no void deal',
      (m) => m.rules.klaverjassenHasNo('Ann'),
      'Klaverjassen has no void deal: somebody always plays (if all pass, the dealer or the player after him ' +
        'must). Record who chose trump: e.g. Ann for the taker and 92 for the card points.',
      'Klaverjassen kent geen vervallen spel: er wordt altijd gespeeld (als iedereen past, moet de gever of de ' +
        'speler na hem). Noteer wie troef maakte: bv. Ann voor de nemer en 92 voor de kaartpunten.',
    ],
    [
      'roem list',
      (m) => m.rules.roemListsRoem('Ann20', 'Ann', 'Bert'),
      'The roem lists roem per player as name=points, e.g. Ann=20,Bert=50; "Ann20" is not.',
      'De roem geeft roem per speler als naam=punten, bv. Ann=20,Bert=50; "Ann20" is dat niet.',
    ],
    [
      'roem with an empty entry',
      (m) => m.rules.roemEmpty('Ann=20,,Bert=20', 'Ann', 'Bert'),
      'Ann=20,,Bert=20 for the roem has nothing between two commas: list the roem per player as name=points, ' +
        'e.g. Ann=20,Bert=50.',
      "Ann=20,,Bert=20 voor de roem heeft niets tussen twee komma's: geef de roem per speler als naam=punten, " +
        'bv. Ann=20,Bert=50.',
    ],
    [
      'roem value',
      (m) => m.rules.roemNoCombination('Ann=30', 30, { en: '20, 50, 100, 150, 200', nl: '20, 50, 100, 150, 200' }),
      'Ann=30 for the roem: no combination of cards makes 30 roem: 20, 50, 100, 150, 200.',
      'Ann=30 voor de roem: geen enkele kaartcombinatie geeft 30 roem: 20, 50, 100, 150, 200.',
    ],
    [
      'roem in numbers',
      (m) => m.rules.roemRoemIs('Ann=twintig', 'Ann'),
      'Ann=twintig for the roem: roem is written in numbers, e.g. Ann=20.',
      'Ann=twintig voor de roem: roem schrijf je in cijfers, bv. Ann=20.',
    ],
    [
      'roem whole',
      (m) => m.rules.roemRoemIs2('Ann=-20'),
      'Ann=-20 for the roem: roem is a whole number, 0 or more.',
      'Ann=-20 voor de roem: roem is een geheel getal, 0 of meer.',
    ],
    [
      'bidding verplicht',
      (m) => m.rules.withBiddingVerplicht('Ann', 'Bert', 'Cis'),
      'With bidding=verplicht the player after the dealer (Ann) must play: that is Bert, not Cis. Give Bert for ' +
        'the taker or leave the taker out.',
      'Met bidding=verplicht moet de speler na de gever (Ann) spelen: dat is Bert, niet Cis. Geef Bert voor de ' +
        'nemer of laat de nemer weg.',
    ],
  ],
  boerenbridge: [
    [
      'bids missing',
      (m) => m.needBids('Ann=1,Bert=0,Cis=2,Dirk=1'),
      "The bids are missing: everybody's bid, e.g. Ann=1,Bert=0,Cis=2,Dirk=1.",
      'De voorspellingen ontbreken: ieders voorspelling, bv. Ann=1,Bert=0,Cis=2,Dirk=1.',
    ],
    [
      'tricks missing',
      (m) => m.needTricks('Ann=1,Bert=0,Cis=2,Dirk=1'),
      "The tricks are missing: everybody's tricks, e.g. Ann=1,Bert=0,Cis=2,Dirk=1 (or the misdeal when a player " +
        'held the wrong number of cards).',
      'De slagen ontbreken: ieders slagen, bv. Ann=1,Bert=0,Cis=2,Dirk=1 (of de foute gift als iemand een verkeerd ' +
        'aantal kaarten had).',
    ],
    [
      'tricks and misdeal',
      (m) => m.tricksAndMisdeal,
      'The tricks and the misdeal do not go together: a misdeal stops the deal before any trick is played.',
      'De slagen en de foute gift gaan niet samen: een kaartfout stopt de gift voor er een slag gespeeld is.',
    ],
    [
      'not whole',
      (m) => m.notWhole('--bids', 'Ann=x', m.bid, 7),
      'Ann=x for the bids: a bid is a whole number 0..7.',
      'Ann=x voor de voorspellingen: een voorspelling is een geheel getal 0..7.',
    ],
    [
      'mixed list',
      (m) => m.mixedList('--tricks', 'Ann', 'Bert'),
      'The tricks name every player (Ann=1,Bert=2,...) or list the numbers in seating order (1,2,...), not both.',
      'De slagen noemen elke speler (Ann=1,Bert=2,...) of geven de getallen in zitvolgorde (1,2,...), niet allebei.',
    ],
    [
      'count',
      (m) => m.countList('--bids', 3, 4, 'Ann, Bert, Cis, Dirk'),
      'The bids list 3 numbers for 4 players; give one per player in seating order (Ann, Bert, Cis, Dirk).',
      'De voorspellingen geven 3 getallen voor 4 spelers; geef er één per speler in zitvolgorde ' +
        '(Ann, Bert, Cis, Dirk).',
    ],
    [
      'named twice',
      (m) => m.namedTwice('Ann', '--bids'),
      'Ann is named twice in the bids: name each player once.',
      'Ann staat twee keer in de voorspellingen: noem elke speler één keer.',
    ],
    [
      'missing one',
      (m) => m.missing(m.bid, 'Dirk', '--bids', 'Ann, Bert, Cis, Dirk'),
      'No bid for Dirk: the bids name every player once (Ann, Bert, Cis, Dirk).',
      'Geen voorspelling voor Dirk: de voorspellingen noemen elke speler één keer (Ann, Bert, Cis, Dirk).',
    ],
    [
      'spades only',
      (m) => m.spadesOnly('wk', false),
      'This sheet plays spades as trump in every deal (trump=spades): leave the trump out or give S.',
      'Op dit blad is schoppen elke gift troef (trump=spades): laat de troef weg of geef S.',
    ],
    [
      'no-trump deal',
      (m) => m.noTrumpDeal(4),
      'Deal 4 of the klassiek schedule is played without trump: none for the trump or leave it out.',
      'Gift 4 van het klassieke schema is zonder troef: none voor de troef of laat het weg.',
    ],
    [
      'not a suit',
      (_, t) => t.core.trumpIsNotA('x', SUITS, true),
      '"x" for the trump is not a suit: use S H D C, ♠ ♥ ♦ ♣, spades/hearts/diamonds/clubs, ' +
        'schoppen/harten/ruiten/klaveren or none.',
      '"x" voor de troef is geen kleur: gebruik S H D C, ♠ ♥ ♦ ♣, schoppen/harten/ruiten/klaveren, ' +
        'spades/hearts/diamonds/clubs of none (geen troef).',
    ],
  ],
  rikken: [
    [
      'by missing',
      (m) => m.rec.byMissing('rik', 'Ann'),
      'The players are missing: who played rik? e.g. Ann.',
      'De spelers ontbreken: wie speelde rik? bv. Ann.',
    ],
    [
      'mate missing',
      (m) => m.rec.mateMissing('rik', 'Cis'),
      'The mate is missing: who held the called ace? e.g. Cis.',
      'De maat ontbreekt: wie had de gevraagde aas? bv. Cis.',
    ],
    [
      'tricks missing',
      (m) => m.rec.tricksMissing(['Ann', 'Cis'], '8'),
      'The tricks are missing: how many tricks did Ann + Cis take? e.g. 8.',
      'De slagen ontbreken: hoeveel slagen haalden Ann + Cis? bv. 8.',
    ],
    [
      'alone',
      (m) => m.rec.alone('alleen'),
      'Alleen is played alone: leave out the mate.',
      'Alleen speel je alleen: laat de maat weg.',
    ],
    [
      'one by',
      (m) => m.rec.oneBy('rik', true),
      'Rik has one declarer in the players: the rikker or the three-ace holder; his partner is the mate.',
      'Rik heeft één speler in de spelers: de rikker of wie de drie azen heeft; zijn partner is de maat.',
    ],
    [
      'one by, a solo',
      (m) => m.rec.oneBy('9 alleen', false),
      '9 alleen has one declarer in the players: the soloist, who plays alone.',
      '9 alleen heeft één speler in de spelers: de solist, die alleen speelt.',
    ],
    [
      'mate is rikker',
      (m) => m.rec.mateIsRikker('Ann'),
      'The mate holds the called ace, so he cannot be the rikker (Ann): name the holder of the called ace as the mate.',
      'De maat heeft de gevraagde aas, dus hij kan de rikker niet zijn (Ann): noem wie de gevraagde aas had als de ' +
        'maat.',
    ],
    [
      'troela mate',
      (m) => m.rec.troelaMate('Ann'),
      "The fourth ace's holder cannot also be the three-ace holder (Ann): name the holder of the fourth ace as the " +
        'mate.',
      'Wie de vierde aas heeft, kan niet ook de drie azen hebben (Ann): noem wie de vierde aas had als de maat.',
    ],
    [
      'named twice',
      (m) => m.rec.twiceInTricks('Ann'),
      'Ann is named twice in the tricks: name each player once.',
      'Ann staat twee keer in de slagen: noem elke speler één keer.',
    ],
    [
      'tricks not a number',
      (m) => m.rec.tricksNotNumber('--tricks', 'acht'),
      'The tricks must be a whole number from 0 to 13, not "acht".',
      'De slagen moeten een geheel getal van 0 tot 13 zijn, niet "acht".',
    ],
    [
      'not player=tricks',
      (m) => m.rec.notPair('Ann:0', 'Ann'),
      '"Ann:0" is not player=tricks: e.g. Ann=0.',
      '"Ann:0" is geen speler=slagen: bv. Ann=0.',
    ],
    [
      'revoke and tricks',
      (m) => m.rec.revokeAndTricks,
      'A revoke decides the deal: give the revoke without the tricks.',
      'Een verzaking beslist de gift: geef de verzaking zonder de slagen.',
    ],
    [
      'one result',
      (m) => m.rec.oneResult,
      'This contract has one result: the tricks of the declarers together as one number, e.g. 9.',
      'Dit contract heeft één resultaat: de slagen van de spelers samen als één getal, bv. 9.',
    ],
    [
      'called card',
      (m) => m.rec.calledCard('10D'),
      'The rikker calls an ace (or, holding every other ace, a king), not 10D: e.g. AD.',
      'De rikker vraagt een aas (of, met alle andere azen in de hand, een heer), niet 10D: bv. AD.',
    ],
    [
      'troela calls',
      (m) => m.rec.troelaCalls,
      "Troela calls no ace: the fourth ace's holder is the mate; leave out the called ace.",
      'Bij troela vraag je geen aas: wie de vierde aas heeft, is de maat; laat de gevraagde aas weg.',
    ],
    [
      'beter hearts',
      (m) => m.rec.beterHearts,
      'Rik beter is played with hearts as trump: leave out the trump, or record a rik.',
      'Rik beter speel je met harten als troef: laat de troef weg, of noteer een rik.',
    ],
    [
      'needs trump',
      (m) => m.rec.needsTrump('rik'),
      'Rik has a trump suit: name it (S, H, D, C) or leave the trump out.',
      'Rik heeft een troefkleur: noem ze (S, H, D, C) of laat de troef weg.',
    ],
    [
      'no trump',
      (m) => m.rec.noTrump('misère'),
      'Misère is played without trump: leave out the trump.',
      'Misère speel je zonder troef: laat de troef weg.',
    ],
    [
      'each own',
      (m) => m.rec.eachOwn(['Ann', 'Bert'], 'Ann=0,Bert=1'),
      "Each of Ann and Bert plays for himself: give everyone's tricks, e.g. Ann=0,Bert=1.",
      'Ann en Bert spelen elk voor zich: geef ieders slagen, bv. Ann=0,Bert=1.',
    ],
    [
      'missing tricks',
      (m) => m.rec.missingTricks(['Bert'], 'Ann=0,Bert=0'),
      'How many tricks did Bert take? Give his tricks too, e.g. Ann=0,Bert=0.',
      'Hoeveel slagen haalde Bert? Geef ook zijn slagen, bv. Ann=0,Bert=0.',
    ],
    [
      'too many',
      (m) => m.rec.tooMany('misère', ['Ann 7', 'Bert 8'], 15),
      'Misère: Ann 7 + Bert 8 = 15 tricks, more than the 13 of a deal: check the tricks.',
      'Misère: Ann 7 + Bert 8 = 15 slagen, meer dan de 13 van een gift: kijk de slagen na.',
    ],
    [
      'all four',
      (m) => m.rec.allFour('piek', 12),
      'Piek: all four players declared, so their tricks add up to 13, not 12: check the tricks.',
      'Piek: alle vier de spelers speelden mee, dus hun slagen zijn samen 13, niet 12: kijk de slagen na.',
    ],
    [
      'pass no sides',
      (m) => m.rec.passNoSides,
      'A pass game has no sides, so no revoke: leave out the revoke (or record the deal as it was scored).',
      'Een pasronde heeft geen partijen, dus geen verzaking: laat de verzaking weg (of noteer de gift zoals ze ' +
        'geteld werd).',
    ],
    [
      'mie missing',
      (m) => m.rec.mieMissing('Ann'),
      'Schoppen mie needs who took the queen of spades and who took the last trick: e.g. Ann for the queen of ' +
        'spades and Ann for the last trick.',
      'Schoppen mie vraagt wie de schoppenvrouw haalde en wie de laatste slag: bv. Ann voor de schoppenvrouw en ' +
        'Ann voor de laatste slag.',
    ],
    [
      'een of vijf missing',
      (m) => m.rec.eenOfVijfMissing(['Ann', 'Bert', 'Cis', 'Dirk']),
      "Één of vijf needs every active player's tricks: e.g. Ann=1,Bert=5,Cis=4,Dirk=3.",
      'Één of vijf vraagt de slagen van elke actieve speler: bv. Ann=1,Bert=5,Cis=4,Dirk=3.',
    ],
    [
      'een of vijf sum',
      (m) => m.rec.eenOfVijfSum(12),
      'Één of vijf: the tricks add up to 12; a deal has 13: check the tricks.',
      'Één of vijf: de slagen zijn samen 12; een gift heeft er 13: kijk de slagen na.',
    ],
    [
      'switched off',
      (m) => m.rec.switchedOff('troela', 'troela=off', 'troela=on'),
      'This sheet does not play troela (option troela=off); tafel set troela=on changes that.',
      'Dit blad speelt geen troela (optie troela=off); tafel set troela=on verandert dat.',
    ],
  ],
  jokeren: [
    ['out missing', (m) => m.needOut, 'Name the one player who went out.', 'Noem de ene speler die uitging.'],
    [
      'entry missing',
      (m) => m.needEntry('Cis'),
      'No penalty for Cis: give his penalty points (e.g. Cis=10) or the cards left in his hand (e.g. Cis=7+K).',
      'Geen strafpunten voor Cis: geef zijn strafpunten (bv. Cis=10) of de kaarten in zijn hand (bv. Cis=7+H).',
    ],
    [
      'not pair (points)',
      (m) => m.notPair('--points', 'Bert', 'Bert=25'),
      'Bert for the penalty points: give a player and his penalty points, e.g. Bert=25.',
      'Bert voor de strafpunten: geef een speler en zijn strafpunten, bv. Bert=25.',
    ],
    [
      'not pair (hand)',
      (m) => m.notPair('--hand', 'Bert', 'Bert=7+K+joker*'),
      'Bert for the cards left: give a player and his cards, e.g. Bert=7+K+joker*.',
      'Bert voor de kaarten in de hand: geef een speler en zijn kaarten, bv. Bert=7+K+joker*.',
    ],
    [
      'no cards',
      (m) => m.noCards('Bert'),
      "Bert's hand lists no cards: give the cards left in it, e.g. 7+K+joker*.",
      'De hand van Bert noemt geen kaarten: geef de kaarten die Bert overhield, bv. 7+H+joker*.',
    ],
    [
      'not a card',
      (m) => m.notACard('Bert', 'Z'),
      '"Z" in Bert\'s hand is no card; write 2 … 10 (or T), J Q K A (or B V H), joker (jk, X), and joker* for a ' +
        'joker that could have been laid.',
      '"Z" in de hand van Bert is geen kaart; schrijf 2 … 10 (of T), B V H A (of J Q K), joker (jk, X), en joker* ' +
        'voor een joker die je had kunnen uitleggen.',
    ],
    [
      'star only joker',
      (m) => m.starOnlyJoker('Bert'),
      "In Bert's hand only a joker can be marked * (could have been laid).",
      'In de hand van Bert krijgt alleen een joker een * (had kunnen uitleggen).',
    ],
    [
      'missing',
      (m) => m.missing(3, 'Dirk'),
      'Deal 3: no penalty for Dirk (give his penalty points, e.g. Dirk=10, or the cards left in his hand, e.g. ' +
        'Dirk=7+K).',
      'Spel 3: geen strafpunten voor Dirk (geef zijn strafpunten, bv. Dirk=10, of de kaarten in zijn hand, bv. ' +
        'Dirk=7+H).',
    ],
  ],
  manillen: [
    [
      'tegen without mee',
      (m) => m.rec.tegenWithoutMee,
      "Against needs along: the dealer's team can only double back after the opponents doubled; add along if they " +
        'did, or leave out against.',
      'Tegen kan alleen na mee: de ploeg van de gever klopt pas tegen als de tegenspelers meegingen; geef ook mee ' +
        'als ze dat deden, of laat tegen weg.',
    ],
    [
      'name trump',
      (m) => m.rec.nameTrump,
      'Name the trump (S H D C or none): e.g. H for the trump and 38 for the card points.',
      'Noem de troef (S H D C of zonder): bv. H voor de troef en 38 voor de kaartpunten.',
    ],
    [
      'points missing',
      (m, t) => t.core.isMissingEG('points', m.rec.example),
      'The card points are missing: e.g. H for the trump and 38 for the card points.',
      'De kaartpunten ontbreken: bv. H voor de troef en 38 voor de kaartpunten.',
    ],
    [
      'not a suit',
      (_, t) => t.core.trumpIsNotA('x', SUITS, true),
      '"x" for the trump is not a suit: use S H D C, ♠ ♥ ♦ ♣, spades/hearts/diamonds/clubs, ' +
        'schoppen/harten/ruiten/klaveren or none.',
      '"x" voor de troef is geen kleur: gebruik S H D C, ♠ ♥ ♦ ♣, schoppen/harten/ruiten/klaveren, ' +
        'spades/hearts/diamonds/clubs of none (geen troef).',
    ],
  ],
  toepen: [
    ['winner missing', (m) => m.needWinner, 'Name the winner of the last trick.', 'Noem wie de laatste slag won.'],
    [
      'toepers missing',
      (m) => m.needToepers('Ann', 'Bert'),
      'Name who toeped, in order: e.g. Ann,Bert.',
      'Noem wie toepte, in volgorde: bv. Ann,Bert.',
    ],
    ['stake missing', (m) => m.needStake, 'Give the final stake: e.g. 2.', 'Geef de eindinzet: bv. 2.'],
    [
      'passers missing',
      (m) => m.needPassed('Cis'),
      'Name who passed and on which toep: e.g. Cis=1.',
      'Noem wie paste en op welke toep: bv. Cis=1.',
    ],
    [
      'payer missing',
      (m) => m.needWas('Ann'),
      'Name who pays the vuile-was penalty: e.g. Ann.',
      'Noem wie de wasboete betaalt: bv. Ann.',
    ],
    [
      'four missing',
      (m) => m.needFour('Ann'),
      'Name who held four of a kind: e.g. Ann.',
      'Noem wie vier gelijke kaarten had: bv. Ann.',
    ],
    [
      'one name',
      (m) => m.oneName('--winner', 'Ann,Bert'),
      'The winner takes one player, not "Ann,Bert".',
      'De winnaar neemt één speler, niet "Ann,Bert".',
    ],
    [
      'stake whole',
      (m) => m.stakeWhole('x'),
      'The final stake is a whole number from 1 (1 + the toeps), not "x".',
      'De eindinzet is een geheel getal vanaf 1 (1 + het aantal toeps), niet "x".',
    ],
    [
      'stake and toeps',
      (m) => m.stakeToeps(3, 1),
      '3 for the final stake and who toeped disagree: 1 toep makes the stake 2.',
      '3 voor de eindinzet en wie toepte spreken elkaar tegen: 1 toep maakt de inzet 2.',
    ],
    [
      'passed without a toep',
      (m) => m.passedWhich('Cis', 2),
      'Which toep did Cis pass on? Give it after his name, e.g. Cis=2.',
      'Op welke toep paste Cis? Geef die achter zijn naam, bv. Cis=2.',
    ],
    [
      'passed pair',
      (m) => m.notPair('1', 'Cis'),
      '1 for who passed: give a player and the toep he passed on, e.g. Cis=1.',
      '1 voor wie paste: geef een speler en de toep waarop hij paste, bv. Cis=1.',
    ],
    [
      'passed twice',
      (m) => m.passedTwice('Cis'),
      'Cis passed twice: a player passes once, on one toep; name Cis only once in who passed.',
      'Cis paste twee keer: een speler past één keer, op één toep; noem Cis maar één keer bij wie paste.',
    ],
    [
      'pass on a toep not made',
      (m) => m.passedRange('Cis', 3, 2, false),
      'Cis passed on toep 3, but there were 2 toeps: give the toep he passed on, e.g. Cis=2, or name who toeped.',
      'Cis paste op toep 3, maar er waren 2 toeps: geef de toep waarop hij paste, bv. Cis=2, of noem wie toepte.',
    ],
    [
      'pass with no toep',
      (m) => m.passedRange('Cis', 1, 0, false),
      'Cis passed on toep 1, but there was no toep: name who toeped, or leave Cis out of who passed.',
      'Cis paste op toep 1, maar er werd niet getoept: noem wie toepte, of laat Cis weg uit wie paste.',
    ],
    [
      // Until 2026-12-07 "but there were 2 toeps", as though toep 0 were one too many.
      'pass on toep 0',
      (m) => m.passedRange('Cis', 0, 2, false),
      'Cis passed on toep 0, but toeps are numbered from 1: give the toep he passed on, e.g. Cis=1.',
      'Cis paste op toep 0, maar de toeps tellen vanaf 1: geef de toep waarop hij paste, bv. Cis=1.',
    ],
    [
      'pass on toep 0 with no toep',
      (m) => m.passedRange('Cis', 0, 0, true),
      'Cis passed on toep 0, but toeps are numbered from 1 and there was no toep: raise the final stake, or leave ' +
        'Cis out of who passed.',
      'Cis paste op toep 0, maar de toeps tellen vanaf 1 en er werd niet getoept: verhoog de eindinzet, of laat Cis ' +
        'weg uit wie paste.',
    ],
    [
      // Until 2026-12-07 "(--winner Bert, no toep after toep 1)", whatever was to mend.
      'everybody else passed, a final stake above it',
      (m) => m.allPassed(1, 'Bert', ['--final-stake 2']),
      'Everybody else passed on toep 1, so Bert won the round at stake 2: give 2 for the final stake.',
      'Alle anderen pasten op toep 1, dus Bert won de ronde met inzet 2: geef 2 voor de eindinzet.',
    ],
    [
      'everybody else passed, a toep after it',
      (m) => m.allPassed(1, 'Bert', ['--toeps Bert']),
      'Everybody else passed on toep 1, so Bert won the round at stake 2: give Bert for who toeped.',
      'Alle anderen pasten op toep 1, dus Bert won de ronde met inzet 2: geef Bert voor wie toepte.',
    ],
    [
      'jack off',
      (m) => m.jackOff(false),
      "Winning with a jack does not count on this sheet (option jack-win=off): 'tafel set jack-win=on' counts it.",
      "Winnen met een boer telt op dit blad niet (optie jack-win=off): 'tafel set jack-win=on' laat het tellen.",
    ],
    [
      'pass above the final stake',
      (m) => m.passedRange('Cis', 2, 1, true),
      'Cis passed on toep 2, but there was 1 toep: give the toep he passed on, e.g. Cis=1, or raise ' +
        'the final stake.',
      'Cis paste op toep 2, maar er was 1 toep: geef de toep waarop hij paste, bv. Cis=1, of verhoog de eindinzet.',
    ],
    [
      'winner passed',
      (m) => m.winnerPassed('Bert', 1),
      'Bert passed on toep 1 and cannot win the round: name another player as the winner, or leave ' +
        'Bert out of who passed.',
      'Bert paste op toep 1 en kan de ronde niet winnen: noem een andere speler als de winnaar, of ' +
        'laat Bert weg uit wie paste.',
    ],
    [
      'toep after a pass',
      (m) => m.toepAfterPass('Cis', 2, 1),
      'Cis toeped (toep 2) after passing on toep 1, but a player who passed is out of the round: ' +
        'correct who toeped or who passed.',
      'Cis toepte (toep 2) na op toep 1 gepast te hebben, maar wie past, speelt de ronde niet meer mee: ' +
        'verbeter wie toepte of wie paste.',
    ],
    [
      'own toep',
      (m) => m.ownToep('Cis', 2),
      'Cis passed on his own toep (toep 2): only the others pass on a toep; correct who toeped or who passed.',
      'Cis paste op een eigen toep (toep 2): op een toep passen alleen de anderen; verbeter wie ' +
        'toepte of wie paste.',
    ],
    [
      'four alone',
      (m) => m.fourAlone(['--winner']),
      'Four of a kind ends the round at once: name only who had it; leave out the winner.',
      'Vier gelijke kaarten beëindigen de ronde meteen: noem alleen wie ze had; laat de winnaar weg.',
    ],
    [
      'totals pair',
      (m) => m.totalsPair('Ann', 'Ann'),
      'Ann for the totals: give a player and his total before the round, e.g. Ann=9.',
      'Ann voor de standen: geef een speler en zijn stand vóór de ronde, bv. Ann=9.',
    ],
    ['totals twice', (m) => m.totalsTwice('Ann'), 'The totals name Ann twice.', 'De standen noemen Ann twee keer.'],
  ],
  zwikken: [
    [
      'askers missing',
      (m) => m.rules.askersIsMissing('Ann', 'Bert'),
      'The askers are missing: who asked (played)? e.g. Ann,Bert. If everybody passed: "pas".',
      'De vragers ontbreken: wie vroeg (speelde)? bv. Ann,Bert. Paste iedereen: "pas".',
    ],
    [
      'asked with the highest',
      (m) => m.rules.askedWithThe('Ann', 1, 'Bert'),
      'Ann asked with the zwik and so won, not Bert: drop the winner or correct it.',
      'Ann vroeg met de zwik en won dus, niet Bert: laat de winnaar weg of verbeter het.',
    ],
    [
      'a zwik wins (tie)',
      (m) => m.rules.aZwikWins(true),
      'A zwik wins at once and the deal is not played out: drop the tie.',
      'Een zwik wint meteen en het spel wordt niet uitgespeeld: laat het gelijkspel weg.',
    ],
    [
      'a zwik wins (points)',
      (m) => m.rules.aZwikWins(false),
      'A zwik wins at once and the deal is not played out: drop the card points.',
      'Een zwik wint meteen en het spel wordt niet uitgespeeld: laat de kaartpunten weg.',
    ],
    [
      'did not ask',
      (m) => m.rules.didNotAsk('Cis'),
      'Cis did not ask, and a zwik only wins for a player who asked: add Cis to the askers or drop him from the zwik.',
      'Cis vroeg niet, en een zwik wint enkel voor wie vroeg: zet Cis bij de vragers of haal hem uit de zwik.',
    ],
    [
      'everybody passed',
      (m) => m.rules.everybodyPassedSo('--winner'),
      'Everybody passed, so nothing was played and nobody won: drop the winner, or record who asked with the askers.',
      'Iedereen paste, dus er werd niets gespeeld en niemand won: laat de winnaar weg, of noteer wie vroeg met de ' +
        'vragers.',
    ],
    [
      'how did the deal end',
      (m) => m.rules.howDidThe('Ann=30,Bert=5'),
      "How did the deal end? Add the winner, the tie, or everyone's card points (e.g. Ann=30,Bert=5) (or the zwik).",
      'Hoe eindigde het spel? Voeg de winnaar, het gelijkspel, of ieders kaartpunten (bv. Ann=30,Bert=5) toe (of ' +
        'de zwik).',
    ],
    [
      'zwik named twice',
      (m) => m.rules.isNamedTwice('Ann'),
      'Ann is named twice in the zwik: name each player once.',
      'Ann staat twee keer in de zwik: noem elke speler één keer.',
    ],
    [
      'points named twice',
      (m) => m.rules.isNamedTwice2('Ann'),
      'Ann is named twice in the card points: name each player once.',
      'Ann staat twee keer in de kaartpunten: noem elke speler één keer.',
    ],
    [
      'not player=points',
      (m) => m.rules.isNotPlayer('Ann:30', 'Ann=30,Bert=5'),
      '"Ann:30" is not player=points: e.g. Ann=30,Bert=5.',
      '"Ann:30" is geen speler=punten: bv. Ann=30,Bert=5.',
    ],
    [
      'players have points',
      (m) => m.rules.playersHaveCard(4),
      '4 players have card points, but a deal has only three tricks: at most three players can score. Correct the ' +
        'card points.',
      '4 spelers hebben kaartpunten, maar een spel heeft maar drie slagen: hoogstens drie spelers kunnen punten ' +
        'halen. Verbeter de kaartpunten.',
    ],
    [
      'points list everyone',
      (m) => m.rules.pointsListsEvery(['Cis'], 'Ann=9,Bert=4,Cis=0,Dirk=0'),
      'The card points need a number for every player; missing: Cis. Give his card points too, e.g. ' +
        'Ann=9,Bert=4,Cis=0,Dirk=0 (0 for no tricks).',
      'De kaartpunten vragen een getal voor elke speler; ontbreekt: Cis. Geef ook zijn kaartpunten, bv. ' +
        'Ann=9,Bert=4,Cis=0,Dirk=0 (0 zonder slagen).',
    ],
    [
      'points need everyone',
      (m) => m.rules.pointsNeedsEveryone('Ann=30,Bert=5'),
      'The card points need a number for every player, e.g. Ann=30,Bert=5.',
      'De kaartpunten vragen een getal voor elke speler, bv. Ann=30,Bert=5.',
    ],
    [
      'searched needs a number',
      (m) => m.rules.searchedNeedsA,
      'The searches need a number: 0, 1 or 2.',
      'Het zoeken vraagt een getal: 0, 1 of 2.',
    ],
    [
      'several zwikken',
      (m) => m.rules.severalAskersHeld('Ann=A,Bert=K'),
      'Several askers held a zwik, and the highest one wins: give each rank, e.g. Ann=A,Bert=K.',
      'Meerdere vragers hadden zwik, en de hoogste wint: geef elke rang, bv. Ann=A,Bert=K.',
    ],
    [
      'card points sum',
      (m) => m.rules.theCardPoints(40, 12, 2, 20, 35),
      'The card points add up to 40, but the 12 cards that 2 players play are worth 20 to 35 together. Correct the ' +
        'card points.',
      'De kaartpunten zijn samen 40, maar de 12 kaarten die 2 spelers spelen zijn samen 20 tot 35 waard. Verbeter ' +
        'de kaartpunten.',
    ],
    [
      'two zwikken',
      (m) => m.rules.twoZwikkenOf('A'),
      'Two zwikken of A are impossible: there are only four cards of a rank. Correct the zwik.',
      'Twee zwikken van A kunnen niet: er zijn maar vier kaarten van een rang. Verbeter de zwik.',
    ],
    [
      'winner needs a player',
      (m) => m.rules.winnerNeedsA('Ann'),
      'The winner needs a player, e.g. Ann.',
      'De winnaar vraagt een speler, bv. Ann.',
    ],
    [
      'searched too many',
      (m) => m.rules.withPlayersOf(4, 12, 1, 2),
      'With 4 players 12 of the 20 cards are dealt and one is turned for trump, so only 1 card is left to search: ' +
        '2 for the searches is impossible, give 1 for the searches at most.',
      'Met 4 spelers worden 12 van de 20 kaarten gedeeld en één als troef gedraaid, dus blijft er maar 1 kaart ' +
        'over om te zoeken: 2 voor het zoeken kan niet, geef hoogstens 1 voor het zoeken.',
    ],
    [
      'zwik needs the player',
      (m) => m.rules.zwikNeedsThe('Ann'),
      'The zwik needs the player, e.g. Ann.',
      'De zwik vraagt de speler, bv. Ann.',
    ],
    [
      'zwik needs the holder',
      (m) => m.rules.zwikNeedsThe2('Ann'),
      'The zwik needs the player who held the zwik, e.g. Ann.',
      'De zwik vraagt wie de zwik had, bv. Ann.',
    ],
    [
      "a player's points out of range",
      (_, t) => t.core.isImpossibleItMust('--points for Ann', '40', 0, 35),
      '40 for the card points of Ann is impossible: it must be from 0 to 35.',
      '40 voor de kaartpunten van Ann kan niet: het moet van 0 tot 35 zijn.',
    ],
    [
      // Words typed in answer (or on a phone) have no flag to use instead.
      'a stray word',
      (_, t) => t.core.unexpectedRemoveItOr('ann 5'),
      'Unexpected "ann 5": remove it.',
      'Onverwacht "ann 5": laat het weg.',
    ],
  ],
};

describe.each(Object.keys(GAMES))('%s: every refusal naming a flag, in words', (game) => {
  test.each(GAMES[game])('%s', async (_, pick, en, nl) => {
    for (const [lang, expected] of [
      ['en', en],
      ['nl', nl],
    ] as const) {
      const m = (await headById(game).catalogue())[lang];
      expect(inWords(pick(m, textsOf(lang)), await flagWords(game, lang), lang)).toBe(expected);
    }
  });
});

/** The new sheet's refusals (tafel new's own, with the shell's flags in words). */
const NEW_SHEET: [string, (t: any, lang: Lang) => string | Promise<string>, string, string][] = [
  [
    'players missing',
    (t) => t.sheet.playersIsMissingList('belote'),
    'The players are missing: list the players in seating order, e.g. Ann,Bert,Cis,Dirk.',
    'De spelers ontbreken: geef de spelers in zitvolgorde, bv. Ann,Bert,Cis,Dirk.',
  ],
  [
    'players counted',
    (t) => t.core.needsPlayersYouNamed('Belote', 4, 4, 3),
    'Belote needs 4 players, you named 3: list them in seating order, e.g. Ann,Bert,Cis,Dirk.',
    'Belote vraagt 4 spelers, je noemde er 3: geef ze in zitvolgorde, bv. Ann,Bert,Cis,Dirk.',
  ],
  [
    'house rule without a value',
    (t) => t.core.setNeedsKeyValue('deals'),
    'A house rule is given as key=value, not "deals" (e.g. deals=8).',
    'Een huisregel geef je als sleutel=waarde, niet "deals" (bv. deals=8).',
  ],
  [
    'stake not an amount',
    (t) => t.core.theStakeMustBe('tien'),
    'The stake "tien" must be a positive amount of at most 999999.99, with at most two decimals, e.g. 0.10.',
    'De inzet "tien" moet een positief bedrag zijn van hoogstens 999999,99, met hoogstens twee decimalen, bv. 0,10.',
  ],
  [
    'stake zero',
    (t) => t.core.theStakeMustBe2,
    'The stake must be more than 0, e.g. 0.10.',
    'De inzet moet meer dan 0 zijn, bv. 0,10.',
  ],
  [
    'title',
    (t) => t.sheet.titleMustBeOne,
    'The title must be one line of at most 80 characters, without control, bidi-override or zero-width characters.',
    'De titel moet één regel van hoogstens 80 tekens zijn, zonder stuur-, bidi- of nulbreedtetekens.',
  ],
  [
    'zwikken without a stake',
    async (_, lang) => ((await headById('zwikken').catalogue())[lang] as any).game.zwikkenIsPlayed('Ann,Bert,Cis'),
    'Zwikken is played for a stake: add the stake, e.g. Ann,Bert,Cis for the players and 0.10 for the stake.',
    'Zwikken speel je voor een inzet: voeg de inzet toe, bv. Ann,Bert,Cis voor de spelers en 0,10 voor de inzet.',
  ],
];

test.each(NEW_SHEET)('a new sheet: %s', async (_, pick, en, nl) => {
  for (const [lang, expected] of [
    ['en', en],
    ['nl', nl],
  ] as const) {
    const t = textsOf(lang);
    expect(inWords(await pick(t, lang), t.flags, lang)).toBe(expected);
  }
});
