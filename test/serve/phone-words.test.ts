/**
 * What a scorer's phone is told, in English and Dutch (docs/board.md: a phone types no flags, so its refusals name
 * none): the line's own words and forms, one pair of quotes around an example, an undo naming its deal without a
 * bracket in a bracket, and what the phone's user can do where the terminal would reopen a sheet.
 */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { Ctx } from '../../src/commands/context.js';
import { runEventDraw, runEventNew } from '../../src/commands/event.js';
import { runNew, type NewOptions } from '../../src/commands/new.js';
import { runDelete, runSheet } from '../../src/commands/sheets.js';
import { runRecord } from '../../src/commands/deals.js';
import { loadTexts } from '../../src/i18n/index.js';
import { ScorerLink, type Writes } from '../../src/serve/scorer.js';
import { startServer, type BoardServer, type Link } from '../../src/serve/server.js';
import { commandCtx } from '../helpers/ctx.js';
import { tempHomes } from '../helpers/cli.js';
import { answers, newId, post } from '../helpers/scorer.js';

const home = tempHomes();
let ctx: Ctx;
let server: BoardServer;
const links = new Map<string, Link>();
let made = 0;
/** What the board shows now, for a sheet's link that follows the active sheet. */
let shown: string | undefined;

beforeAll(async () => {
  await loadTexts('en', 'nl');
  ctx = commandCtx(home());
  server = await startServer({ host: '127.0.0.1', port: 0, links: () => links, limits: { writesPerSecond: 1000 } });
});
afterAll(() => server.close());

/** A scorer link writing `writes`; its address (ending in a slash) and the link itself. */
function linkFor(writes: Writes): [string, ScorerLink] {
  const token = `phone-words-token-${++made}-test`;
  const link = new ScorerLink({ store: ctx.store, writes, written: () => server.update(), shown: () => shown });
  links.set(token, link);
  return [`${server.origin}/${token}/`, link];
}

/** A new sheet's scorer link; `more`: new's options besides the players (`set`, `stake`). */
async function sheetLink(game: string, more: NewOptions = {}): Promise<[string, ScorerLink, string]> {
  const out = await runNew(ctx, game, { players: 'Ann,Bert,Cis,Dirk', ...more });
  const id = (out.json as { id: string }).id;
  return [...linkFor({ sheet: id }), id];
}

/** A line's preview refused, in English and Dutch: [status, reason] each. */
const refused = (link: string, line: string): Promise<unknown[][]> => answers(link, 'preview', { line, rows: 0 });

test('a refused line is said in the words and forms the line takes, an example in one pair of quotes', async () => {
  const [kw] = await sheetLink('kleurenwiezen');
  expect(await refused(kw, '--by ann --tricks 8')).toEqual([
    [422, 'Which contract? e.g. "samen 8 Ann,Bert 9".'],
    [422, 'Welk contract? bv. "samen 8 Ann,Bert 9".'],
  ]);
  // Jokeren: a hand typed "ann:" is not echoed as "Ann=": the refusal names whose hand, the example its cards. Every
  // refusal ends with a full stop (until 2026-12-06 Jokeren's, Manillen's, Toepen's and Boerenbridge's had none).
  const [jk] = await sheetLink('jokeren');
  expect(await refused(jk, 'bert out, ann:')).toEqual([
    [422, "Ann's hand lists no cards: give the cards left in it, e.g. 7+K+joker*."],
    [422, 'De hand van Ann noemt geen kaarten: geef de kaarten die Ann overhield, bv. 7+H+joker*.'],
  ]);
  expect(await refused(jk, 'bert out, ann: zz, cis 1, dirk 1')).toEqual([
    [
      422,
      '"zz" in Ann\'s hand is no card; write 2 … 10 (or T), J Q K A (or B V H), joker (jk, X), and joker* for a ' +
        'joker that could have been laid.',
    ],
    [
      422,
      '"zz" in de hand van Ann is geen kaart; schrijf 2 … 10 (of T), B V H A (of J Q K), joker (jk, X), en joker* ' +
        'voor een joker die je had kunnen uitleggen.',
    ],
  ]);
  // Manillen's English page offers along and against, so its refusal says them.
  const [ml] = await sheetLink('manillen');
  expect(await refused(ml, 'bert 38 hearts against')).toEqual([
    [
      422,
      "Against needs along: the dealer's team can only double back after the opponents doubled; add along if " +
        'they did, or leave out against.',
    ],
    [
      422,
      'Tegen kan alleen na mee: de ploeg van de gever klopt pas tegen als de tegenspelers meegingen; geef ook ' +
        'mee als ze dat deden, of laat tegen weg.',
    ],
  ]);
  // Rikken: one player's misère takes one number, as every other contract's tricks.
  const [rk] = await sheetLink('rikken');
  expect(await refused(rk, 'misere ann')).toEqual([
    [422, 'The tricks are missing: how many tricks did Ann take? e.g. 0.'],
    [422, 'De slagen ontbreken: hoeveel slagen haalde Ann? bv. 0.'],
  ]);
  // Boerenbridge: the deal starts the sentence with a capital (until 2026-12-06 "deal 1 has 13 cards, …").
  const [bb] = await sheetLink('boerenbridge');
  expect(await refused(bb, '1 0 2 0 1 0 0 0')).toEqual([
    [422, 'Deal 1 has 13 cards, so 13 tricks: the tricks add up to 1 (Ann 1, Bert 0, Cis 0, Dirk 0).'],
    [422, 'Gift 1 heeft 13 kaarten, dus 13 slagen: de slagen tellen op tot 1 (Ann 1, Bert 0, Cis 0, Dirk 0).'],
  ]);
  // Toepen: four of a kind said once.
  const [tp] = await sheetLink('toepen', { set: ['four-of-a-kind=on'] });
  for (const line of ['vier ann wint bert', 'ann vier wint bert']) {
    expect(await refused(tp, line)).toEqual([
      [422, 'Four of a kind ends the round at once: name only who had it; leave out the winner.'],
      [422, 'Vier gelijke kaarten beëindigen de ronde meteen: noem alleen wie ze had; laat de winnaar weg.'],
    ]);
  }
});

// A number with a leading zero (two attempts glued) reads in no game's line: said with that number, where until
// 2026-12-07 `02` was read as 2 and the deal written. Boerenbridge's bids and tricks, and a game whose reader is
// another's (Klaverjassen's card points). Nothing is written.
test.each<[string, string, string]>([
  ['boerenbridge', '1 0 0 0 13 0 0 0', '1 0 0 0 13 00 0 0'],
  ['boerenbridge', '1 0 0 0 13 0 0 0', '1 0 0 02 13 0 0 0'],
  ['klaverjassen', 'ann 92', 'ann 092'],
])('%s: a number with a leading zero is named, on the phone as in table mode (%s, not %s)', async (game, ok, line) => {
  const [link, , id] = await sheetLink(game);
  const n = line.split(' ').find((t) => /^0\d/.test(t))!;
  const as = n.replace(/^0+(?=\d)/, '');
  await halfLineRefused(
    link,
    id,
    line,
    `The number ${n} begins with a zero: type ${as}, or put a space after the 0 if ${n} is two numbers.`,
    `Het getal ${n} begint met een nul: typ ${as}, of zet een spatie na de 0 als ${n} twee getallen zijn.`,
  );
  // The line without it is a deal.
  expect((await post(link, 'deal', { line: ok, rows: 0, id: newId() })).status).toBe(200);
  expect(ctx.store.loadSheet(id).data.deals).toHaveLength(1);
});

// Two miserie players with no tricks: the example is the per-player list the line takes as typed (until 2026-12-07
// "e.g. 0.", which the line then refused: each plays for himself).
test('several miserie players without tricks are told the per-player list, which the line then takes', async () => {
  const [kw, , id] = await sheetLink('kleurenwiezen');
  expect(await refused(kw, 'gm ann bert')).toEqual([
    [
      422,
      'The tricks are missing: each of Ann and Bert plays for himself; how many tricks did each take? e.g. ' +
        'Ann=0,Bert=0.',
    ],
    [422, 'De slagen ontbreken: Ann en Bert spelen elk voor zich; hoeveel slagen haalde elk? bv. Ann=0,Bert=0.'],
  ]);
  const taken = await post(kw, 'deal', { line: 'gm ann bert Ann=0,Bert=0', rows: 0, id: newId() });
  expect(taken.status).toBe(200);
  expect(ctx.store.loadSheet(id).data.deals).toEqual([
    expect.objectContaining({ contract: 'grote-miserie', by: ['Ann', 'Bert'], tricks: { Ann: 0, Bert: 0 } }),
  ]);
});

/** A half line refused in English and Dutch, as a preview and as a deal; nothing written to sheet `id`. */
async function halfLineRefused(link: string, id: string, line: string, en: string, nl: string): Promise<void> {
  expect(await refused(link, line)).toEqual([
    [422, en],
    [422, nl],
  ]);
  const written = await post(link, 'deal', { line, rows: 0, id: newId() });
  expect([written.status, written.json.reason]).toEqual([422, en]);
  expect(ctx.store.loadSheet(id).data.deals).toEqual([]);
}

// A half line said only how a deal is written ("This line does not read as a deal: write it like bert 92 roem
// bert=20."; until 2026-12-07): it is read as far as it goes, and the refusal names what is missing, as Kleurenwiezen's
// "solo 6 ann" named the tricks. Nothing is written.
test.each<[string, string, string, string]>([
  [
    'klaverjassen',
    'ann',
    "The card points are missing: the takers' card points, last trick included (0..162), e.g. Ann for the taker, " +
      '92 for the card points and Ann=20 for the roem.',
    'De kaartpunten ontbreken: de kaartpunten van de spelers, laatste slag inbegrepen (0..162), bv. Ann voor de ' +
      'nemer, 92 voor de kaartpunten en Ann=20 voor de roem.',
  ],
  ['klaverjassen', 'ann 92 roem', 'The roem needs a value, e.g. Ann=20.', 'De roem vraagt een waarde, bv. Ann=20.'],
  [
    'klaverjassen',
    'ann 92 verzaakt',
    'The revoke needs a player: who revoked? e.g. Bert.',
    'De verzaking vraagt een speler: wie verzaakte? bv. Bert.',
  ],
  [
    'klaverjassen',
    'pas',
    'Klaverjassen has no void deal: somebody always plays (if all pass, the dealer or the player after him must). ' +
      'Record who chose trump: e.g. Ann for the taker and 92 for the card points.',
    'Klaverjassen kent geen vervallen spel: er wordt altijd gespeeld (als iedereen past, moet de gever of de speler ' +
      'na hem). Noteer wie troef maakte: bv. Ann voor de nemer en 92 voor de kaartpunten.',
  ],
  [
    'kleurenwiezen',
    'solo 6 ann 6 verzaakt',
    'The revoke needs a player: who revoked? e.g. Cis.',
    'De verzaking vraagt een speler: wie verzaakte? bv. Cis.',
  ],
  // A bare --revoke was dropped, and the deal taken without its revoke.
  [
    'kleurenwiezen',
    'solo 6 --by ann --tricks 6 --revoke',
    'The revoke needs a player: who revoked? e.g. Cis.',
    'De verzaking vraagt een speler: wie verzaakte? bv. Cis.',
  ],
  [
    'rikken',
    'rik ann bert 8 verzaakt',
    'The revoke needs a player: who revoked? e.g. Cis.',
    'De verzaking vraagt een speler: wie verzaakte? bv. Cis.',
  ],
  [
    'rikken',
    'rik ann 8',
    'The mate is missing: who held the called ace? e.g. Cis.',
    'De maat ontbreekt: wie had de gevraagde aas? bv. Cis.',
  ],
  ['belote', 'ann 92 belote', 'The belote needs a value, e.g. Cis.', 'De belote vraagt een waarde, bv. Cis.'],
  ['zwikken', 'ask ann bert win', 'The winner needs a player, e.g. Ann.', 'De winnaar vraagt een speler, bv. Ann.'],
  [
    'zwikken',
    'ask',
    'The askers are missing: who asked (played)? e.g. Ann,Bert. If everybody passed: "pas".',
    'De vragers ontbreken: wie vroeg (speelde)? bv. Ann,Bert. Paste iedereen: "pas".',
  ],
  [
    'manillen',
    'bert 38',
    'Name the trump (S H D C or none): e.g. H for the trump and 38 for the card points.',
    'Noem de troef (S H D C of zonder): bv. H voor de troef en 38 voor de kaartpunten.',
  ],
  [
    'manillen',
    'bert harten',
    'The card points are missing: e.g. H for the trump and 38 for the card points.',
    'De kaartpunten ontbreken: bv. H voor de troef en 38 voor de kaartpunten.',
  ],
  [
    'jokeren',
    'bert out, ann',
    'No penalty for Ann: give his penalty points (e.g. Ann=10) or the cards left in his hand (e.g. Ann=7+K).',
    'Geen strafpunten voor Ann: geef zijn strafpunten (bv. Ann=10) of de kaarten in zijn hand (bv. Ann=7+H).',
  ],
  [
    'solokaarten',
    'doe ann zonder 6',
    'Zonder what? Write zonder kijk (without the open card) or zonder oud (without the queen of clubs).',
    'Zonder wat? Schrijf zonder kijk (zonder de open kaart) of zonder oud (zonder klaverenvrouw).',
  ],
  ['toepen', 'wint', 'Name the winner of the last trick.', 'Noem wie de laatste slag won.'],
  [
    'klaverjassen',
    '92',
    'The taker is missing: e.g. Ann for the taker, 92 for the card points and Ann=20 for the roem.',
    'De nemer ontbreekt: bv. Ann voor de nemer, 92 voor de kaartpunten en Ann=20 voor de roem.',
  ],
  // The bids alone: the tricks follow them in seating order on the line, so the example is in that form; a misdeal
  // is its word and the player (until 2026-12-08 "or the misdeal", which the line did not read).
  [
    'boerenbridge',
    '1 0 2 0',
    "The tricks are missing: everybody's tricks in seating order, e.g. 13,0,0,0 (or misdeal and who held the wrong " +
      'number of cards, e.g. misdeal Ann).',
    'De slagen ontbreken: ieders slagen in zitvolgorde, bv. 13,0,0,0 (of kaartfout en wie een verkeerd aantal ' +
      'kaarten had, bv. kaartfout Ann).',
  ],
  [
    'toepen',
    'ann wint toep',
    'Name who toeped, in order: e.g. Ann,Bert.',
    'Noem wie toepte, in volgorde: bv. Ann,Bert.',
  ],
])('%s, %j: a half line names what is missing', async (game, line, en, nl) => {
  const [link, , id] = await sheetLink(game, game === 'zwikken' ? { stake: '0.10' } : {});
  await halfLineRefused(link, id, line, en, nl);
});

// Boerenbridge's misdeal on the line: the bids, then its word and the player who held the wrong number of cards
// (record's --misdeal), `misdeal` or Dutch `kaartfout` (the sheet's mark) whatever the page's language. Until
// 2026-12-08 every such line was "This line does not read as a deal", and the bids alone were told of a misdeal
// the line could not take.
test('boerenbridge: the bids, misdeal and the player are the deal record --misdeal stores', async () => {
  const players = 'Ann,Bert,Cis,Dirk,Eva';
  const [, , byRecord] = await sheetLink('boerenbridge', { players });
  await runRecord(ctx, byRecord, { words: [], flags: { bids: 'Ann=1,Bert=0,Cis=1,Dirk=2,Eva=0', misdeal: 'Dirk' } });
  // Deal 1 has 10 cards. Dirk loses the misdeal's 4; the others score their bid as exact: 10 + 2 per trick bid, so
  // Ann and Cis (bid 1) 12, Bert and Eva (bid 0) 10.
  const en = '10 cards: misdeal: Dirk · Ann +12 · Bert +10 · Cis +12 · Dirk -4 · Eva +10';
  const nl = '10 kaarten: kaartfout: Dirk · Ann +12 · Bert +10 · Cis +12 · Dirk -4 · Eva +10';
  for (const line of ['1 0 1 2 0 misdeal dirk', '1 0 1 2 0 kaartfout Dirk', '1,0,1,2,0 MISDEAL d']) {
    const [link, , id] = await sheetLink('boerenbridge', { players });
    for (const [lang, preview] of [
      ['en', en],
      ['nl', nl],
    ]) {
      expect((await post(link, 'preview', { line, rows: 0 }, { lang })).json).toEqual({ preview });
    }
    expect((await post(link, 'deal', { line, rows: 0, id: newId() })).status).toBe(200);
    const [stored] = ctx.store.loadSheet(byRecord).data.deals;
    expect(ctx.store.loadSheet(id).data.deals).toEqual([expect.objectContaining(stored)]);
    expect(stored).toEqual({ contract: 'bid', bids: { Ann: 1, Bert: 0, Cis: 1, Dirk: 2, Eva: 0 }, misdeal: 'Dirk' });
  }
});

// A misdeal line without its bids or its player names what is missing in the line's own words; the bids alone are
// told the misdeal's word. Nothing is written.
test.each<[string, string, string]>([
  [
    'misdeal dirk',
    "The bids are missing: everybody's bid comes first, in seating order, then misdeal and the player, e.g. " +
      '1 0 0 0 0 misdeal Dirk.',
    'De voorspellingen ontbreken: eerst ieders voorspelling, in zitvolgorde, dan kaartfout en de speler, bv. ' +
      '1 0 0 0 0 kaartfout Dirk.',
  ],
  [
    '1 0 1 2 0 kaartfout',
    'Misdeal needs the player who held the wrong number of cards: e.g. misdeal Ann.',
    'Kaartfout vraagt de speler die een verkeerd aantal kaarten had: bv. kaartfout Ann.',
  ],
  [
    '1 0 1 2 0 1 2 3 2 2 misdeal dirk',
    'The tricks and the misdeal do not go together: a misdeal stops the deal before any trick is played.',
    'De slagen en de foute gift gaan niet samen: een kaartfout stopt de gift voor er een slag gespeeld is.',
  ],
])('boerenbridge, %j: a misdeal line that stops short names what is missing', async (line, en, nl) => {
  const [link, , id] = await sheetLink('boerenbridge', { players: 'Ann,Bert,Cis,Dirk,Eva' });
  await halfLineRefused(link, id, line, en, nl);
});

// Boerenbridge at five: a line of numbers too few or too many for a whole deal says its count, as table mode's bids
// question says it (until 2026-12-08 "This line does not read as a deal"); nothing is written.
test.each<[string, string, string]>([
  [
    '1 0 1 2',
    '4 numbers: give one per player, in seating order (Ann, Bert, Cis, Dirk, Eva), or two per player for the whole ' +
      'deal.',
    '4 getallen: geef er één per speler, in zitvolgorde (Ann, Bert, Cis, Dirk, Eva), of twee per speler voor de ' +
      'hele gift.',
  ],
  [
    '1 0 1 2 0 1 1',
    '7 numbers: give one per player, in seating order (Ann, Bert, Cis, Dirk, Eva), or two per player for the whole ' +
      'deal.',
    '7 getallen: geef er één per speler, in zitvolgorde (Ann, Bert, Cis, Dirk, Eva), of twee per speler voor de ' +
      'hele gift.',
  ],
])('boerenbridge at five, %j: the count of the numbers is said', async (line, en, nl) => {
  const [link, , id] = await sheetLink('boerenbridge', { players: 'Ann,Bert,Cis,Dirk,Eva' });
  await halfLineRefused(link, id, line, en, nl);
});

// The bids alone are told an example of the tricks that this deal's cards take: deal 4 at five has 7 cards, and until
// 2026-12-08 the example was 1,2,0,1,2 whatever the cards, 6 tricks, which the deal then refused.
test('boerenbridge: the example tricks add up to the cards of the deal and, typed, are taken', async () => {
  const [link, , id] = await sheetLink('boerenbridge', { players: 'Ann,Bert,Cis,Dirk,Eva' });
  // Deals 1 to 3 (10, 9 and 8 cards) end in a misdeal each: deal 4 has 7 cards, Dirk deals.
  for (let i = 0; i < 3; i++) await runRecord(ctx, id, { words: [], flags: { bids: '0,0,0,0,0', misdeal: 'Ann' } });
  expect(await refused(link, '1 0 1 2 0')).toEqual([
    [
      422,
      "The tricks are missing: everybody's tricks in seating order, e.g. 7,0,0,0,0 (or misdeal and who held the " +
        'wrong number of cards, e.g. misdeal Ann).',
    ],
    [
      422,
      'De slagen ontbreken: ieders slagen in zitvolgorde, bv. 7,0,0,0,0 (of kaartfout en wie een verkeerd aantal ' +
        'kaarten had, bv. kaartfout Ann).',
    ],
  ]);
  // Bids 1 0 1 2 0, tricks 7 0 0 0 0: Ann 6 off (-12), Bert and Eva exact at 0 (+10), Cis 1 off (-2), Dirk 2 off (-4).
  const preview = '7 cards: bids 4 · Ann -12 · Bert +10 · Cis -2 · Dirk -4 · Eva +10';
  expect((await post(link, 'preview', { line: '1 0 1 2 0 7,0,0,0,0', rows: 0 })).json).toEqual({ preview });
});

// Rikken's alleen without a level (the tricks bid) names the level missing, as Kleurenwiezen's `solo` ("Solo needs a
// level from 6 to 8") and `14 alleen dirk 14` do; until 2026-12-08 "This line does not read as a deal: write it like
// rik ann bert 9". Nothing is written.
test.each(['alleen dirk 10', 'alleen', 'alleen dirk'])(
  'rikken, %j: the level of alleen is named missing',
  async (line) => {
    const [link, , id] = await sheetLink('rikken');
    const en = 'Alleen is bid for 8 to 13 tricks: the level is missing, e.g. "alleen 9".';
    const nl = 'Alleen bied je voor 8 tot 13 slagen: het niveau ontbreekt, bv. "alleen 9".';
    await halfLineRefused(link, id, line, en, nl);
  },
);

// A flag beside a deal in words that the line has no word for (Rikken's trump and called ace, notes on the sheet;
// Boerenbridge's trump, a note, and cards, a check) is to be left out, or the deal recorded with it on the terminal;
// until 2026-12-08 the phone said "write --trump in words too", words no line reads. Nothing is written.
test.each<[string, string, string]>([
  ['rikken', 'rik bert dirk 9 --trump C', '--trump C'],
  ['rikken', 'rik bert dirk 9 --called=AD', '--called AD'],
  ['boerenbridge', '1 0 1 2 0 3 2 3 2 3 --trump S', '--trump S'],
  ['boerenbridge', '1 0 1 2 0 3 2 3 2 3 --cards 13', '--cards 13'],
])('%s, %j: a flag the line has no word for is left out or recorded on the terminal', async (game, line, given) => {
  const [link, , id] = await sheetLink(game);
  const flag = given.split(' ')[0];
  await halfLineRefused(
    link,
    id,
    line,
    `This line has no word for ${flag}: leave it out, or record the deal on the terminal with tafel record … ${given}.`,
    `Deze regel heeft geen woord voor ${flag}: laat het weg, of noteer op de computer met tafel record … ${given}.`,
  );
});

// Klaverjassen's points alone under bidding=verplicht are a whole deal: Ann deals deal 1, so Bert takes; 92 card points
// against the defenders' 162 - 92 = 70, made. Until 2026-12-07 the phone did not read the line.
test("klaverjassen, bidding=verplicht: the points alone are a whole deal, the dealer's left hand taking", async () => {
  const [link, , id] = await sheetLink('klaverjassen', { set: ['bidding=verplicht'] });
  const preview = 'Bert (Bert + Dirk) played: 92 - 70, made · Ann + Cis +70 · Bert + Dirk +92';
  expect((await post(link, 'preview', { line: '92', rows: 0 })).json.preview).toBe(preview);
  const written = await post(link, 'deal', { line: '92', rows: 0, id: newId() });
  expect(written.status).toBe(200);
  expect(ctx.store.loadSheet(id).data.deals).toEqual([
    expect.objectContaining({ contract: 'take', taker: 'Bert', points: 92, pit: 'none' }),
  ]);
});

// Deal 2 (Bert deals) under bidding=verplicht: Cis takes, and `roem 20` is hers: 92 + 20 against the defenders'
// 162 - 92 = 70, made. Until 2026-12-07 the phone refused "20" as no name=points.
test("klaverjassen, bidding=verplicht: 'roem 20' is the taker's of the deal the phone records", async () => {
  const [link, , id] = await sheetLink('klaverjassen', { set: ['bidding=verplicht'] });
  expect((await post(link, 'deal', { line: '92', rows: 0, id: newId() })).status).toBe(200);
  const preview = 'Cis (Ann + Cis) played: 92 + 20 roem - 70, made · Ann + Cis +112 · Bert + Dirk +70';
  expect((await post(link, 'preview', { line: '92 roem 20', rows: 1 })).json.preview).toBe(preview);
  expect((await post(link, 'deal', { line: '92 roem 20', rows: 1, id: newId() })).status).toBe(200);
  expect(ctx.store.loadSheet(id).data.deals[1]).toEqual(
    expect.objectContaining({ contract: 'take', taker: 'Cis', points: 92, roem: { Cis: 20 } }),
  );
});

// Toepen's `pas`, `inzet`, `wasboete` and `vier` with nothing after them: until 2026-12-07 "This line does not read as
// a round"; now the refusal names what is missing. Nothing is written.
test.each<[string, string, string]>([
  ['ann wint pas', 'Name who passed and on which toep: e.g. Cis=1.', 'Noem wie paste en op welke toep: bv. Cis=1.'],
  ['ann wint inzet pas cis=1', 'Give the final stake: e.g. 2.', 'Geef de eindinzet: bv. 2.'],
  ['ann wint wasboete', 'Name who pays the vuile-was penalty: e.g. Ann.', 'Noem wie de wasboete betaalt: bv. Ann.'],
  ['vier', 'Name who held four of a kind: e.g. Ann.', 'Noem wie vier gelijke kaarten had: bv. Ann.'],
])('toepen, %j: a word without its value names what is missing', async (line, en, nl) => {
  const [link, , id] = await sheetLink('toepen', { set: ['four-of-a-kind=on'] });
  await halfLineRefused(link, id, line, en, nl);
});

// Jokeren: a number right after who went out is nobody's penalty; until 2026-12-07 "This line does not read as a deal:
// write it like ...", which did not say what was wrong. Nothing is written.
test.each<[string, string]>([
  ['bert out 2', 'out 2'],
  ['bert uit 2 ann 6 cis 1 dirk 3', 'uit 2'],
])("jokeren, %j: a number after who went out is said to be nobody's", async (line, typed) => {
  const [link, , id] = await sheetLink('jokeren');
  await halfLineRefused(
    link,
    id,
    line,
    `"${typed}": who went out scores 0, so this number is nobody's penalty; write each penalty after its player's ` +
      'name: bert out, ann 12, cis: 7 K joker*.',
    `"${typed}": wie uitging krijgt 0, dus dit getal hoort bij geen speler; schrijf de strafpunten na de naam van ` +
      'wie ze krijgt: bert uit, ann 12, cis: 7 H joker*.',
  );
});

// Toepen's four of a kind is named with its holder before the word or after it, in either language, as table mode's
// list takes `bert vier` (until 2026-12-07 the phone read only `vier bert`: "This line does not read as a round").
test.each<[string, string]>([
  ['en', 'bert four'],
  ['en', 'bert vier'],
  ['nl', 'bert vier'],
  ['nl', 'bert four'],
  ['nl', 'vier bert'],
])("toepen (%s): %j records Bert's four of a kind", async (lang, line) => {
  const [link, , id] = await sheetLink('toepen', { set: ['four-of-a-kind=on'] });
  const r = await post(link, 'deal', { line, rows: 0, id: newId() }, { lang });
  expect(r.status).toBe(200);
  expect(ctx.store.loadSheet(id).data.deals).toEqual([expect.objectContaining({ fourOfAKind: 'Bert' })]);
  // Four of a kind ends the round at once: every other player still in pays 3 (four-of-a-kind=on), Bert nothing.
  const sheet = await runSheet(ctx, id);
  expect((sheet.json as { totals: Record<string, number> }).totals).toEqual({ Ann: 3, Bert: 0, Cis: 3, Dirk: 3 });
});

// Until 2026-12-07 the Dutch question put its verb after the deal's whole text ("Gift 1 – pas (opnieuw delen)
// terugnemen?"); now right after the deal's name, as English puts it before.
test('undo and redo name the deal with a dash, not a bracket in a bracket; Dutch asks verb first', async () => {
  const [link] = await sheetLink('kleurenwiezen');
  await post(link, 'deal', { line: 'pas', rows: 0, id: newId() });
  const r = await post(link, 'deal', { line: 'samen 8 ann,bert 9', rows: 1, id: newId() }, { lang: 'nl' });
  expect(r.json.said).toBe('Genoteerd: gift 2, Ann + Bert samen 8: 9 slagen');
  const undo = await post(link, 'undo', { rows: 2, id: newId() }, { lang: 'nl' });
  expect(undo.json.said).toBe('Teruggenomen: gift 2 – Ann + Bert samen 8: 9 slagen');
  const state = (lang: string) =>
    post(link, 'preview', { line: 'pas', rows: 1 }, { lang }).then(
      () => (links.get(new URL(link).pathname.split('/')[1]) as ScorerLink).body(lang as 'en' | 'nl').state,
    );
  expect(await state('nl')).toMatchObject({
    undo: 'Gift 1 terugnemen: pas (opnieuw delen)?',
    redo: 'Gift 2 terugzetten: Ann + Bert samen 8: 9 slagen?',
  });
  expect(await state('en')).toMatchObject({
    undo: 'Undo deal 1 – pass (redeal)?',
    redo: 'Put back deal 2 – Ann + Bert samen 8: 9 tricks?',
  });
  const redo = await post(link, 'redo', { rows: 1, id: newId() }, { lang: 'en' });
  expect(redo.json.said).toBe('Back: deal 2 – Ann + Bert samen 8: 9 tricks');
});

test('a sheet no longer on the board is said to be written by this link only while it is', async () => {
  const [link, scorer, id] = await sheetLink('kleurenwiezen', { set: ['deals=1'] });
  shown = 'another-sheet';
  try {
    const note = 'This sheet is no longer the one on the board: this link still writes it until it is finished.';
    expect(scorer.body('en').html).toContain(note);
    await post(link, 'deal', { line: 'samen 8 ann,bert 9', rows: 0, id: newId() });
    expect(ctx.store.loadSheet(id).data.deals).toHaveLength(1);
    expect(scorer.body('en').html).not.toContain('no longer the one on the board');
    expect(scorer.body('nl').html).not.toContain('staat niet meer op het bord');
  } finally {
    shown = undefined;
  }
});

test("a club table finished by another phone first: a second Finish says what the phone's user can do", async () => {
  await runEventNew(ctx, 'klaverjassen', { entrants: 'Ann,Bert,Cis,Dirk', rounds: '1', deals: '4', id: 'club' });
  await runEventDraw(ctx, {});
  const [one] = linkFor({ event: 'club', table: 1 });
  const [two] = linkFor({ event: 'club', table: 1 });
  const first = await post(one, 'finish', { rows: 0, round: 1, id: newId() });
  expect(first.status).toBe(200);
  expect(await answers(two, 'finish', { rows: 0, round: 1 })).toEqual([
    [
      409,
      'Already finished, from another phone or the terminal: the totals shown are final; to change them, ask ' +
        'whoever runs tafel serve.',
    ],
    [
      409,
      'Al afgesloten, vanaf een andere telefoon of de computer: de getoonde totalen zijn definitief; om ze te ' +
        'veranderen, vraag het aan wie tafel serve draait.',
    ],
  ]);
});

const finishedTitle =
  'an undo, a put back or a line reaching a sheet finished meanwhile: phone words, no terminal command';
test(finishedTitle, async () => {
  const { runFinish } = await import('../../src/commands/sheets.js');
  const phoneWords = [
    'Already finished, from another phone or the terminal: the totals shown are final; to change them, ask whoever ' +
      'runs tafel serve.',
    'Al afgesloten, vanaf een andere telefoon of de computer: de getoonde totalen zijn definitief; om ze te ' +
      'veranderen, vraag het aan wie tafel serve draait.',
  ];
  // A home sheet of two deals, the second taken back, finished at the terminal while the page still asks.
  const [link, scorer, id] = await sheetLink('kleurenwiezen');
  await post(link, 'deal', { line: 'pas', rows: 0, id: newId() });
  await post(link, 'deal', { line: 'solo 6 bert 7', rows: 1, id: newId() });
  await post(link, 'undo', { rows: 2, id: newId() });
  const asked = scorer.body('en').state;
  await runFinish(ctx, id);
  const closed = phoneWords.map((w) => [409, w]);
  expect(await answers(link, 'undo', { rows: 1, last: asked.last })).toEqual(closed);
  expect(await answers(link, 'redo', { rows: 1, back: asked.back })).toEqual(closed);
  expect(await answers(link, 'deal', { line: 'pas', rows: 1 })).toEqual(closed);
  // A club table: page A asked to undo its one deal, page B finished the table first.
  await runEventNew(ctx, 'klaverjassen', { entrants: 'Ann,Bert,Cis,Dirk', rounds: '1', deals: '4', id: 'club2' });
  await runEventDraw(ctx, {});
  const [a, table] = linkFor({ event: 'club2', table: 1 });
  const [b] = linkFor({ event: 'club2', table: 1 });
  const taker = table.body('en').state.chips.players[0].name;
  expect((await post(a, 'deal', { line: `${taker} 92`, rows: 0, round: 1, id: newId() })).status).toBe(200);
  const last = table.body('en').state.last;
  expect((await post(b, 'finish', { rows: 1, round: 1, id: newId() })).status).toBe(200);
  expect(await answers(a, 'undo', { rows: 1, round: 1, last })).toEqual(closed);
});

// A sheet over by its own rules and not finished: the page still offers Finish and Undo, so the totals are not final
// yet (until 2026-12-06 it answered "Already finished ... the totals shown are final").
test('a line reaching a game over by its rules: agree and finish, or undo; the page offers both', async () => {
  const [link, scorer] = await sheetLink('jokeren', { set: ['limit=20'] });
  expect((await post(link, 'deal', { line: 'bert uit ann 22 cis 3 dirk 1', rows: 0, id: newId() })).status).toBe(200);
  expect(await answers(link, 'deal', { line: 'bert uit ann 1 cis 3 dirk 1', rows: 1 })).toEqual([
    [
      409,
      'The game is over: this line is not written. If the players agree with the totals, tap Finish the table; if ' +
        'not, Undo the last deal.',
    ],
    [
      409,
      'Het spel is uit: deze regel is niet geschreven. Zijn de spelers het eens met de totalen, tik dan op Tafel ' +
        'afsluiten, anders op Laatste spel terugnemen.',
    ],
  ]);
  const state = scorer.body('en').state;
  expect([state.undo !== undefined, state.finish !== undefined]).toEqual([true, true]);
});

// Until 2026-12-07 the preview gave who sat the deal out a 0 ("Ann 0"), where the sheet's row shows '-'.
test('kleurenwiezen at five: the preview shows the dealer who sits out as the sheet does, -', async () => {
  const [link, scorer] = await sheetLink('kleurenwiezen', { players: 'Ann,Bert,Cis,Dirk,Eva' });
  const scores = 'Ann - · Bert +15 · Cis 0 · Dirk 0 · Eva 0';
  for (const [lang, deal] of [
    ['en', 'Bert solo 6: 7 tricks'],
    ['nl', 'Bert solo 6: 7 slagen'],
  ]) {
    const r = await post(link, 'preview', { line: 'solo 6 bert 7', rows: 0 }, { lang });
    expect([r.status, r.json.preview]).toEqual([200, `${deal} · ${scores}`]);
  }
  await post(link, 'deal', { line: 'solo 6 bert 7', rows: 0, id: newId() });
  expect(scorer.body('en').rest).toContain('<td class="n"><span class="v">-</span></td>');
});

// Until 2026-12-07 the phone's facts line left out the stake ("zwikken (standard) · evening ...") and signed the pot
// ("+0.80"), where `tafel sheet` says "zwikken (standard, stake 0.10)" and "0.80".
test("zwikken: the phone names the stake in the sheet's facts and shows the pot unsigned, as tafel sheet", async () => {
  const [link, scorer] = await sheetLink('zwikken', { stake: '0.10' });
  await post(link, 'deal', { line: 'ask ann tie', rows: 0, id: newId() });
  for (const [lang, facts, pot] of [
    ['en', 'zwikken (standard, stake 0.10)', '0.80'],
    ['nl', 'zwikken (standard, inzet 0,10)', '0,80'],
  ] as const) {
    const body = scorer.body(lang);
    expect([lang, /<p class="facts">([^<·]*) ·/.exec(body.html)?.[1]]).toEqual([lang, facts]);
    expect([lang, /<td class="n extra"><span class="v">([^<]*)</.exec(body.rest)?.[1]]).toEqual([lang, pot]);
  }
  // The undo question of that deal, in Dutch with its verb first (until 2026-12-07 after the deal's text).
  expect(scorer.body('nl').state.undo).toBe('Spel 1 terugnemen: Ann vroeg; gelijkspel, niemand won?');
  expect(scorer.body('en').state.undo).toBe('Undo deal 1 – Ann asked; tie, nobody won?');
});

// Zwikken's pairs without their word: ranks are a zwik as its refusal gives them ("give each rank, e.g. Ann=A,Bert=K"),
// and a second run of card points adds to the first (until 2026-12-06, a review: read as card points "not A", and
// `Ann=9,Bert=4 points Cis=2,Dirk=0` kept only Cis and Dirk's).
test('zwikken: ranks without `zwik` are a zwik; card points in two runs are all read', async () => {
  const [link] = await sheetLink('zwikken', { stake: '0.10' });
  const preview = async (line: string) => (await post(link, 'preview', { line, rows: 0 })).json;
  const paid = ' · Ann +0.30 · Bert -0.50 · Cis -0.10 · Dirk -0.10';
  expect(await preview('ask ann bert Ann=A,Bert=K')).toEqual({
    preview: `Ann, Bert asked; Ann won with a zwik of aces${paid}`,
  });
  expect(await preview('ask ann bert Ann=9,Bert=4 points Cis=2,Dirk=0')).toEqual({
    preview: `Ann, Bert asked; Ann won with 9 points${paid}`,
  });
});

// A refusal's example is typed as it is given, so the line reads it: until 2026-12-06 `Ann=1,Cis=0` was taken for two
// names ('Unknown player "ann=1"'), Zwikken's card points without the word `points` for askers, and Jokeren's
// `Bert=10` or `Bert=7+K` was no entry ("This line does not read as a deal").
test.each<[string, NewOptions, string, string, string, string, string]>([
  [
    'kleurenwiezen',
    {},
    'piccolo ann cis ann=1',
    'How many tricks did Cis take? Give his tricks too, e.g. Ann=1,Cis=1.',
    'Hoeveel slagen haalde Cis? Geef ook zijn slagen, bv. Ann=1,Cis=1.',
    'piccolo ann cis Ann=1,Cis=1',
    'Ann + Cis piccolo: Ann 1, Cis 1 · Ann +27 · Bert 0 · Cis +27 · Dirk 0',
  ],
  [
    'rikken',
    {},
    'misere ann bert',
    // Each plays for himself, as Kleurenwiezen's piccolo says it (until 2026-12-08 "did Ann + Bert take", a team).
    'The tricks are missing: each of Ann and Bert plays for himself; how many tricks did each take? e.g. Ann=0,Bert=0.',
    'De slagen ontbreken: Ann en Bert spelen elk voor zich; hoeveel slagen haalde elk? bv. Ann=0,Bert=0.',
    'misere ann bert Ann=0,Bert=0',
    'misère Ann✓ Bert✓ · Ann +50 · Bert +50 · Cis -50 · Dirk -50',
  ],
  [
    'zwikken',
    { stake: '0.10' },
    'ask ann bert',
    "How did the deal end? Add the winner, the tie, or everyone's card points (e.g. Ann=9,Bert=4,Cis=2,Dirk=0) " +
      '(or the zwik).',
    'Hoe eindigde het spel? Voeg de winnaar, het gelijkspel, of ieders kaartpunten (bv. Ann=9,Bert=4,Cis=2,Dirk=0) ' +
      'toe (of de zwik).',
    'ask ann bert Ann=9,Bert=4,Cis=2,Dirk=0',
    'Ann, Bert asked; Ann won with 9 points · Ann +0.30 · Bert -0.50 · Cis -0.10 · Dirk -0.10',
  ],
  [
    'jokeren',
    {},
    'cis uit ann 3',
    'Deal 1: no penalty for Bert (give his penalty points, e.g. Bert=10, or the cards left in his hand, e.g. ' +
      'Bert=7+K).',
    'Spel 1: geen strafpunten voor Bert (geef zijn strafpunten, bv. Bert=10, of de kaarten in zijn hand, bv. ' +
      'Bert=7+H).',
    'cis uit ann 3 Bert=10 Dirk=7+K',
    'Cis out · Ann +3 · Bert +10 · Cis 0 · Dirk +2',
  ],
])('%s: the example of a refusal, typed into the line, is read as the deal', async (game, more, line, ...said) => {
  const [en, nl, typed, deal] = said;
  const [link] = await sheetLink(game, more);
  expect(await refused(link, line)).toEqual([
    [422, en],
    [422, nl],
  ]);
  expect((await post(link, 'preview', { line: typed, rows: 0 })).json).toEqual({ preview: deal });
});

// Until 2026-12-06 the Dutch said "op de terminal", a word of the command line, where the English says the terminal.
test('the Dutch phone texts name the computer that runs tafel, not the terminal', async () => {
  const [link, scorer] = await sheetLink('kleurenwiezen');
  expect(scorer.page(scorer.body('nl'), 'nl', '')).toContain(
    'Aanpassen, corrigeren, de gever en de huisregels blijven op de computer: tafel edit, tafel correct, tafel ' +
      'dealer, tafel set.',
  );
  // A refused deal in the outbox is a gift (de gift): "hem", until 2026-12-07 "het".
  expect(scorer.page(scorer.body('nl'), 'nl', '')).toContain(
    'geweigerd: verbeter hem in de regel hierboven, of verwijder hem',
  );
  const finish = await post(link, 'finish', { rows: 0, id: newId() }, { lang: 'nl' });
  expect([finish.status, finish.json.reason]).toEqual([
    409,
    'Dit blad heeft geen eigen einde: sluit het af op de computer (tafel finish) als de spelers akkoord gaan.',
  ]);
});

// Until 2026-12-07 an undo, a put back or a finish whose answer did not come was said to have done nothing, which it
// may have: the page now sends it again and says so, in the page's language.
test("the page's words for an undo, put back or finish without an answer: not known yet, sent again", async () => {
  const [, scorer] = await sheetLink('kleurenwiezen');
  expect(scorer.page(scorer.body('en'), 'en', '')).toContain(
    'No answer from the server: not known yet whether this was done. The same request is sent again until the ' +
      'server answers; it is never done twice.',
  );
  expect(scorer.page(scorer.body('nl'), 'nl', '')).toContain(
    'Geen antwoord van de server: nog niet bekend of dit gedaan is. Hetzelfde verzoek gaat opnieuw tot de server ' +
      'antwoordt; het gebeurt nooit twee keer.',
  );
});

// Until 2026-12-06 "The first dealer does not apply to pas (everybody passed).": new's word for its --dealer, and
// nothing to do.
test("a line with record's --dealer hears who deals and where that is changed", async () => {
  const [link] = await sheetLink('kleurenwiezen');
  expect(await refused(link, 'pas --dealer Cis')).toEqual([
    [
      422,
      'The dealer is not typed on the line: Ann deals next. Leave the dealer out; who deals is changed on the ' +
        'terminal (tafel dealer).',
    ],
    [
      422,
      'De gever typ je niet op de regel: Ann geeft als volgende. Laat de gever weg; wie geeft, verander je op de ' +
        'computer (tafel dealer).',
    ],
  ]);
});

// Until 2026-12-07 a deal or preview on a sheet deleted meanwhile got "No sheet ... 'tafel sheets' lists the sheets.".
test('a sheet deleted while its server runs: the phone hears it is no longer there, no terminal command', async () => {
  const [link, , id] = await sheetLink('kleurenwiezen');
  await runDelete(ctx, id, true);
  for (const action of ['deal', 'preview'])
    expect(await answers(link, action, { line: 'pas', rows: 0 })).toEqual([
      [409, `Sheet ${id} is no longer there (deleted or renamed).`],
      [409, `Blad ${id} is er niet meer (gewist of hernoemd).`],
    ]);
});

// Until 2026-12-07 "'tafel set blind=on' plays it.", a terminal command on the phone (Rikken's "tafel set piek=on").
test('a house rule the sheet leaves out (manillen blind, rikken piek): the phone asks who runs tafel', async () => {
  const [link] = await sheetLink('manillen');
  expect(await refused(link, 'zonder 40 blind')).toEqual([
    [
      422,
      'Blind is not played on this sheet (option blind=off): the house rule blind=on (ask whoever runs tafel serve) ' +
        'plays it.',
    ],
    [
      422,
      'Blind wordt op dit blad niet gespeeld (optie blind=off): de huisregel blind=on (vraag het aan wie tafel serve ' +
        'draait) laat het toe.',
    ],
  ]);
  const [rikken] = await sheetLink('rikken', { set: ['piek=off'] });
  expect(await refused(rikken, 'piek ann 0')).toEqual([
    [
      422,
      'This sheet does not play piek (option piek=off); the house rule piek=on (ask whoever runs tafel serve) ' +
        'changes that.',
    ],
    [
      422,
      'Dit blad speelt geen piek (optie piek=off); de huisregel piek=on (vraag het aan wie tafel serve draait) ' +
        'verandert dat.',
    ],
  ]);
});

// Toepen's double toep and a stake past max-stake say the house rule that allows them, asked of whoever runs the server
// as jack-win's is; until 2026-12-08 "Bert toeped twice in a row (option double-toep=off).", no fix. Nothing is
// written.
test.each<[string, string, string]>([
  [
    'bert wint toep bert,bert',
    'Bert toeped twice in a row (option double-toep=off): the house rule double-toep=on (ask whoever runs tafel ' +
      'serve) allows it.',
    'Bert toepte twee keer na elkaar (optie double-toep=off): de huisregel double-toep=on (vraag het aan wie tafel ' +
      'serve draait) laat het toe.',
  ],
  [
    'bert wint inzet 11',
    'The stake would be 11; this sheet stops at 10 (option max-stake=limit): the house rule max-stake=none (ask ' +
      'whoever runs tafel serve) lifts the cap.',
    'De inzet zou 11 worden; dit blad stopt bij 10 (optie max-stake=limit): de huisregel max-stake=none (vraag het ' +
      'aan wie tafel serve draait) heft de grens op.',
  ],
])('toepen, %j: the house rule that allows it is asked of whoever runs tafel', async (line, en, nl) => {
  const [link, , id] = await sheetLink('toepen');
  await halfLineRefused(link, id, line, en, nl);
});

// Until 2026-12-07 the tricks were asked for first ("how many tricks did Ann take? e.g. 1."), of a player who sits out.
test('kleurenwiezen and rikken at five: a dealer named is told he sits out before the tricks are asked', async () => {
  const players = 'Ann,Bert,Cis,Dirk,Eva';
  const sitsOut = [
    [422, 'Ann deals deal 1 and sits out; the players are Bert, Cis, Dirk, Eva. Ann cannot be named in it.'],
    [
      422,
      'Ann geeft gift 1 en zit stil; de spelers zijn Bert, Cis, Dirk, Eva. Ann kan in deze gift niet genoemd worden.',
    ],
  ];
  const [kw] = await sheetLink('kleurenwiezen', { players });
  expect(await refused(kw, 'piccolo ann')).toEqual(sitsOut);
  const [rk] = await sheetLink('rikken', { players });
  expect(await refused(rk, 'rik bert ann')).toEqual(sitsOut);
  // `tafel record` the same: it reads the deal as the line does.
  const [, , id] = await sheetLink('kleurenwiezen', { players });
  await expect(runRecord(ctx, id, { words: ['piccolo'], flags: { by: 'Ann' } })).rejects.toThrow(
    sitsOut[0][1] as string,
  );
});

// A jack in a round everybody else still in passed: until 2026-12-07 taken once a player was out (he was counted as
// one who had not passed). Refused in the line's words, nothing written.
test('toepen: a jack in a round everybody still in passed is refused once a player is out', async () => {
  const [link, , id] = await sheetLink('toepen', { set: ['limit=5', 'jack-win=on'] });
  await post(link, 'deal', { line: 'bert wint toep bert,ann pas cis=1,dirk=1', rows: 0, id: newId() });
  await post(link, 'deal', { line: 'bert wint toep bert pas cis=1,dirk=1', rows: 1, id: newId() });
  const line = 'bert wint toep bert pas cis=1,dirk=1 boer';
  const deals = ctx.store.loadSheet(id).data.deals;
  expect(deals).toHaveLength(2);
  const en =
    'Everybody else passed on toep 1, so Bert won the round before its last trick was played: leave out the jack.';
  const nl =
    'Alle anderen pasten op toep 1, dus Bert won de ronde voor de laatste slag gespeeld werd: laat de boer weg.';
  expect(await answers(link, 'preview', { line, rows: 2 })).toEqual([
    [422, en],
    [422, nl],
  ]);
  const written = await post(link, 'deal', { line, rows: 2, id: newId() });
  expect([written.status, written.json.reason]).toEqual([422, en]);
  expect(ctx.store.loadSheet(id).data.deals).toEqual(deals);
});

// Until 2026-12-07 a `--` word anywhere read the whole line as record's syntax: "Unexpected "bert 92": remove it.",
// the valid deal. The word that is no part of a deal is named instead; nothing is written.
test.each<[string, string, string]>([
  [
    'bert 92 --note x',
    '--note is no part of a deal: leave it out and write the deal like bert 92 roem bert=20.',
    '--note hoort niet bij een spel: laat het weg en schrijf bv. bert 92 roem bert=20.',
  ],
  [
    'bert 92 pit --help',
    '--help is no part of a deal: leave it out and write the deal like bert 92 roem bert=20.',
    '--help hoort niet bij een spel: laat het weg en schrijf bv. bert 92 roem bert=20.',
  ],
])('klaverjassen, %j: a word no deal takes is named, not the deal', async (line, en, nl) => {
  const [link, , id] = await sheetLink('klaverjassen');
  await halfLineRefused(link, id, line, en, nl);
});

// A deal in words with one of record's own flags beside it (`bert 92 --mars`) was refused "Unexpected "bert 92":
// remove it." until 2026-12-07 (the fix of the word no deal takes left it so): a phone writes the deal in words.
test.each<[string, string]>([
  ['bert 92 --mars', '--mars'],
  ['bert 92 --roem bert=20', '--roem'],
])('klaverjassen, %j: words and a flag of the game are not mixed, and the flag is named', async (line, flag) => {
  const [link, , id] = await sheetLink('klaverjassen');
  await halfLineRefused(
    link,
    id,
    line,
    `A deal is written in words here, without flags: write ${flag} in words too, like bert 92 roem bert=20.`,
    `Een spel schrijf je in woorden, zonder vlaggen: schrijf ${flag} in woorden, zoals bv. bert 92 roem bert=20.`,
  );
});

// An example a refusal gives names the sheet's own players: until 2026-12-07 Klaverjassen's and Belote's named Ann
// (and Cis) on every sheet, and "Ann=20" typed on a sheet without Ann was an unknown player. Nothing is written.
test.each<[string, string, string, string]>([
  ['klaverjassen', 'bert 92 roem', 'The roem needs a value, e.g. Bert=20.', 'De roem vraagt een waarde, bv. Bert=20.'],
  [
    'klaverjassen',
    'bert',
    "The card points are missing: the takers' card points, last trick included (0..162), e.g. Bert for the taker, " +
      '92 for the card points and Bert=20 for the roem.',
    'De kaartpunten ontbreken: de kaartpunten van de spelers, laatste slag inbegrepen (0..162), bv. Bert voor de ' +
      'nemer, 92 voor de kaartpunten en Bert=20 voor de roem.',
  ],
  [
    'klaverjassen',
    'pas',
    'Klaverjassen has no void deal: somebody always plays (if all pass, the dealer or the player after him must). ' +
      'Record who chose trump: e.g. Bert for the taker and 92 for the card points.',
    'Klaverjassen kent geen vervallen spel: er wordt altijd gespeeld (als iedereen past, moet de gever of de speler ' +
      'na hem). Noteer wie troef maakte: bv. Bert voor de nemer en 92 voor de kaartpunten.',
  ],
  ['belote', 'bert 92 belote', 'The belote needs a value, e.g. Eva.', 'De belote vraagt een waarde, bv. Eva.'],
])('%s, %j on a sheet without Ann: the example names its own players', async (game, line, en, nl) => {
  const out = await runNew(ctx, game, { players: 'Bert,Cis,Eva,Gert' });
  const id = (out.json as { id: string }).id;
  const [link] = linkFor({ sheet: id });
  await halfLineRefused(link, id, line, en, nl);
});

// Until 2026-12-07 only a line of which record refused every word was named so: in every other game the deal was
// blamed for the flag beside it (Kleurenwiezen's `Unexpected "ann 5": remove it.`, then "The players are missing" once
// "ann 5" was taken out: a circle), whatever record said of the words. Nothing is written.
test.each<[string, string, string, string, string]>([
  ['kleurenwiezen', 'solo 6 ann 5 --revoke cis', '--revoke', 'samen 8 ann,bert 9', 'samen 8 ann,bert 9'],
  ['manillen', 'bert 38 harten --mee', '--mee', 'bert 38 hearts', 'bert 38 harten'],
  // Rikken's --trump, which the line has no word for, is said otherwise (below).
  ['rikken', 'rik bert cis 9 --revoke dirk', '--revoke', 'rik ann bert 9', 'rik ann bert 9'],
  ['toepen', 'bert wint --jack', '--jack', 'bert wins', 'bert wint'],
  [
    'jokeren',
    'bert uit, ann 12 --hand Cis=7',
    '--hand',
    'bert out, ann 12, cis: 7 K joker*, dirk 4',
    'bert uit, ann 12, cis: 7 H joker*, dirk 4',
  ],
  ['belote', 'ann 92 --belote cis', '--belote', 'ann 92', 'ann 92'],
  ['solokaarten', 'slag ann 5 --eerste', '--eerste', 'slag ann 5', 'slag ann 5'],
  ['zwikken', 'ask ann bert win ann --zwik ann', '--zwik', 'ask ann bert win ann', 'vraag ann bert wint ann'],
  // A flag the words give too, in a game whose record takes no words: until 2026-12-07 record's refusal of the words
  // ("Jokeren records who went out and the others' penalties: e.g. who went out.", Manillen's "e.g. H for the trump").
  ...(['--points Ann=1', '--out bert'] as const).map((f): [string, string, string, string, string] => [
    'jokeren',
    `bert out ann 1 cis 2 dirk 3 ${f}`,
    f.split(' ')[0],
    'bert out, ann 12, cis: 7 K joker*, dirk 4',
    'bert uit, ann 12, cis: 7 H joker*, dirk 4',
  ]),
  ['manillen', '38 harten --points 20', '--points', 'bert 38 hearts', 'bert 38 harten'],
  ['manillen', '38 harten --trump S', '--trump', 'bert 38 hearts', 'bert 38 harten'],
  ['toepen', 'bert wint --winner bert', '--winner', 'bert wins', 'bert wint'],
  // Words that read as no deal beside a flag, in a game whose record takes no words: until 2026-12-07 record's refusal
  // of the words, which named nothing to type ("... penalties: e.g. who went out.", "e.g. the winner[who toeped <p>").
  ...(['bert out 2 --points Ann=3', 'hello --out bert'] as const).map(
    (line): [string, string, string, string, string] => [
      'jokeren',
      line,
      line.includes('--out') ? '--out' : '--points',
      'bert out, ann 12, cis: 7 K joker*, dirk 4',
      'bert uit, ann 12, cis: 7 H joker*, dirk 4',
    ],
  ),
  ['toepen', 'hello --winner bert', '--winner', 'bert wins', 'bert wint'],
  ['manillen', 'hello --points 40', '--points', 'bert 38 hearts', 'bert 38 harten'],
])('%s, %j: a flag of the game beside a deal in words is named', async (game, line, flag, en, nl) => {
  const [link, , id] = await sheetLink(game, game === 'zwikken' ? { stake: '0.10' } : {});
  const w =
    game === 'toepen' ? ['round', 'ronde'] : ['deal', game === 'jokeren' || game === 'zwikken' ? 'spel' : 'gift'];
  await halfLineRefused(
    link,
    id,
    line,
    `A ${w[0]} is written in words here, without flags: write ${flag} in words too, like ${en}.`,
    `Een ${w[1]} schrijf je in woorden, zonder vlaggen: schrijf ${flag} in woorden, zoals bv. ${nl}.`,
  );
});

// Klaverjassen's --mars is another name for --pit: its flags in words said "the roem, the pit, the pit and the revoke"
// until 2026-12-07. Each word once; nothing written.
test("klaverjassen: a line of flags alone hears the game's flags in words, each once", async () => {
  const [link, , id] = await sheetLink('klaverjassen');
  await halfLineRefused(
    link,
    id,
    '--note x',
    "--note does not apply to a Klaverjassen deal; it takes the taker, the card points, the defenders' card points, " +
      'the roem, the pit and the revoke.',
    '--note past niet bij een Klaverjas-spel; een Klaverjas-spel gebruikt de nemer, de kaartpunten, de kaartpunten ' +
      'van de verdedigers, de roem, de pit en de verzaking.',
  );
});

// The other games' examples name the sheet's own players too (until 2026-12-07 Toepen's `Cis=1`, Rikken's and
// Kleurenwiezen's Ann, Bert and Cis), and four miserie or piek players' tricks add up to the deal's 13 (until then
// `Bert=0,Cis=1,Eva=0,Gert=1`, which the line refused): each example, typed into the line, is read as the deal.
test.each<[string, NewOptions, string, string, string, string, string]>([
  [
    'toepen',
    {},
    'bert wint toep bert pas',
    'Name who passed and on which toep: e.g. Eva=1.',
    'Noem wie paste en op welke toep: bv. Eva=1.',
    'bert wint toep bert pas Eva=1',
    'Bert wins, stake 2 (toep Bert); passed Eva 1 · Bert 0 · Cis +2 · Eva +1 · Gert +2',
  ],
  [
    'kleurenwiezen',
    {},
    'miserie bert cis eva gert 1',
    "Each of Bert, Cis, Eva, Gert plays for himself: give everyone's tricks, e.g. Bert=0,Cis=0,Eva=0,Gert=13.",
    'Bert, Cis, Eva, Gert spelen elk voor zich: geef ieders slagen, bv. Bert=0,Cis=0,Eva=0,Gert=13.',
    'miserie bert cis eva gert Bert=0,Cis=0,Eva=0,Gert=13',
    'Bert + Cis + Eva + Gert grote miserie: Bert 0, Cis 0, Eva 0, Gert 13 · Bert +36 · Cis +36 · Eva +36 · Gert -36',
  ],
  [
    'rikken',
    {},
    'piek bert cis eva gert bert=1',
    'How many tricks did Cis, Eva and Gert take? Give their tricks too, e.g. Bert=1,Cis=1,Eva=1,Gert=10.',
    'Hoeveel slagen haalden Cis, Eva en Gert? Geef ook hun slagen, bv. Bert=1,Cis=1,Eva=1,Gert=10.',
    'piek bert cis eva gert Bert=1,Cis=1,Eva=1,Gert=10',
    'piek Bert✓ Cis✓ Eva✓ Gert✗ · Bert +30 · Cis +30 · Eva +30 · Gert -90',
  ],
  [
    'kleurenwiezen',
    {},
    '--by bert --tricks 8',
    'Which contract? e.g. "samen 8 Bert,Cis 9".',
    'Welk contract? bv. "samen 8 Bert,Cis 9".',
    'samen 8 Bert,Cis 9',
    'Bert + Cis samen 8: 9 tricks · Bert +10 · Cis +10 · Eva 0 · Gert 0',
  ],
  [
    'rikken',
    {},
    '--by bert --tricks 8',
    'Which contract? e.g. "rik Bert Eva 8" or "alleen 9 Cis 9".',
    'Welk contract? bv. "rik Bert Eva 8" of "alleen 9 Cis 9".',
    'rik Bert Eva 8',
    'rik Bert+Eva 8 · Bert +10 · Cis -10 · Eva +10 · Gert -10',
  ],
])(
  '%s, %j on a sheet without Ann: the example, typed into the line, is read as the deal',
  async (game, more, line, ...said) => {
    const [en, nl, typed, deal] = said;
    const out = await runNew(ctx, game, { players: 'Bert,Cis,Eva,Gert', ...more });
    const [link] = linkFor({ sheet: (out.json as { id: string }).id });
    expect(await refused(link, line)).toEqual([
      [422, en],
      [422, nl],
    ]);
    expect((await post(link, 'preview', { line: typed, rows: 0 })).json).toEqual({ preview: deal });
  },
);

// Card points and a nat on one line were "This line does not read as a deal: write it like ..." on the phone (until
// 2026-12-07), where table mode named the clash: the phone says the game's own reason too. Nothing is written.
test('klaverjassen: card points beside a nat are named, which to keep, as table mode names them', async () => {
  const [link, , id] = await sheetLink('klaverjassen');
  await halfLineRefused(
    link,
    id,
    'bert 100 nat',
    '100 card points and nat together: keep one, "bert nat" (a nat, whatever was counted) or "bert 100" (the count ' +
      'decides: made or nat).',
    '100 kaartpunten en nat samen: hou er één, "bert nat" (nat, wat er ook geteld werd) of "bert 100" (de telling ' +
      'beslist: gehaald of nat).',
  );
});

// `pas` in a game whose line reads no pass of a whole deal: the reason table mode gives (docs/board.md: the page takes
// the one-line form exactly as table mode takes it), where until 2026-12-07 the phone said "This line does not read
// as a round: write it like bert wins.". Nothing is written.
test.each<[string, string, string]>([
  [
    'toepen',
    'Toepen has no pass of a whole round: type the round as it was played, e.g. "bert wins".',
    'Toepen kent geen pas voor een hele ronde: typ de ronde zoals ze gespeeld werd, bv. "bert wint".',
  ],
  [
    'jokeren',
    'Jokeren has no pass of a whole deal: type the deal as it was played, e.g. "bert out, ann 12, cis: 7 K joker*, ' +
      'dirk 4".',
    'Jokeren kent geen pas voor een heel spel: typ het spel zoals het gespeeld werd, bv. "bert uit, ann 12, cis: 7 H ' +
      'joker*, dirk 4".',
  ],
  [
    'manillen',
    'Manillen has no pass of a whole deal: type the deal as it was played, e.g. "bert 38 hearts".',
    'Manillen kent geen pas voor een hele gift: typ de gift zoals ze gespeeld werd, bv. "bert 38 harten".',
  ],
  [
    'boerenbridge',
    'Boerenbridge has no pass of a whole deal: type the deal as it was played, e.g. "1 0 0 0 13 0 0 0".',
    'Boerenbridge kent geen pas voor een hele gift: typ de gift zoals ze gespeeld werd, bv. "1 0 0 0 13 0 0 0".',
  ],
])('%s: pas and pass say that the game has no pass, as table mode says it', async (game, en, nl) => {
  const [link, , id] = await sheetLink(game);
  for (const line of ['pas', 'pass', ' PAS ']) await halfLineRefused(link, id, line, en, nl);
});
