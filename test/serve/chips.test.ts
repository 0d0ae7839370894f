/**
 * The scorer's chips as a phone gets them: `tafel serve --scorer` of the BUILT bundle, in this process through its
 * one I/O boundary (test/helpers/cli.ts), its page fetched in a language and the state it carries for the page's
 * script read back (the chips the page draws); a chip's line previewed by the same server.
 */
import { describe, expect, test } from '@jest/globals';
import { tafel, tafelJson, tempHomes } from '../helpers/cli.js';
import { scorerOf, serveHere } from '../helpers/scorer.js';

const home = tempHomes();

interface Served {
  /** The chips the scorer's page offers in `lang`. */
  chips(lang?: 'en' | 'nl'): Promise<{ players: { name: string; dealer: boolean }[]; words: string[] }>;
  /** The example line the page shows under its field. */
  example(): Promise<string>;
  /** The server's answer to the preview of a line. */
  preview(line: string): Promise<{ status: number; reason?: string }>;
}

/** Serves sheet `id` of `dir` with a scorer link while `use` runs, then stops the server as Ctrl-C does. */
async function served(dir: string, id: string, use: (s: Served) => Promise<void>): Promise<void> {
  const s = await serveHere(dir, [id, '--scorer', '--host', '127.0.0.1', '--port', '0']);
  try {
    const url = scorerOf(s);
    const state = async (lang: string) => {
      const page = await (await fetch(url, { headers: { 'Accept-Language': lang } })).text();
      const attr = /data-s="([^"]*)"/.exec(page)![1].replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(+n));
      return JSON.parse(attr);
    };
    await use({
      chips: async (lang = 'en') => (await state(lang)).chips,
      example: async () => (await state('en')).example,
      async preview(line) {
        const r = await fetch(`${url}preview`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: new URL(url).origin },
          body: JSON.stringify({ line, rows: 0 }),
        });
        return { status: r.status, reason: ((await r.json()) as { reason?: string }).reason };
      },
    });
  } finally {
    await s.stop();
  }
}

/** A new sheet of `game` for `players` in a data directory of its own; its id. */
async function sheetOf(game: string, players: string[], set: string[] = []): Promise<[string, string]> {
  const dir = home();
  const made = await tafelJson<{ id: string }>(dir, [
    'new',
    game,
    '--players',
    players.join(','),
    ...set.flatMap((kv) => ['--set', kv]),
  ]);
  return [dir, made.id];
}

describe("the scorer's chips, from the built bundle's server", () => {
  const namesTitle =
    "the name chips are the next deal's players in seat order, the dealer marked: not the dealer who sits out at " +
    "five, not a player who is out (Toepen's dood), none where the line is numbers alone (Boerenbridge)";
  test(namesTitle, async () => {
    // Kleurenwiezen at five: the dealer (Ann, the first seat) sits the deal out, so no chip is marked.
    const [kw, kwId] = await sheetOf('kleurenwiezen', ['Ann', 'Bert', 'Cis', 'Dirk', 'Evi']);
    await served(kw, kwId, async (s) => {
      const want = ['Bert', 'Cis', 'Dirk', 'Evi'].map((name) => ({ name, dealer: false }));
      expect((await s.chips()).players).toEqual(want);
    });
    // Deal 2 is Bert's to deal and Ann's to play.
    expect((await tafel(kw, ['record', 'solo', '6', '--by', 'Bert', '--tricks', '7'])).code).toBe(0);
    await served(kw, kwId, async (s) => {
      const want = ['Ann', 'Cis', 'Dirk', 'Evi'].map((name) => ({ name, dealer: false }));
      expect((await s.chips()).players).toEqual(want);
    });
    // At four everyone plays, the dealer marked.
    const [four, fourId] = await sheetOf('kleurenwiezen', ['Ann', 'Bert', 'Cis', 'Dirk']);
    await served(four, fourId, async (s) => {
      const want = ['Ann', 'Bert', 'Cis', 'Dirk'].map((name) => ({ name, dealer: name === 'Ann' }));
      expect((await s.chips()).players).toEqual(want);
    });
    // Toepen: Bert taken to the limit (10) is out; the others stay.
    const [toepen, toepenId] = await sheetOf('toepen', ['Ann', 'Bert', 'Cis', 'Dirk']);
    const corrected = await tafel(toepen, ['correct', 'Bert=10', '--reason', 'test', '--force']);
    expect([corrected.code, corrected.stderr]).toEqual([0, '']);
    await served(toepen, toepenId, async (s) => {
      expect((await s.chips()).players.map((c) => c.name)).toEqual(['Ann', 'Cis', 'Dirk']);
    });
    // Boerenbridge's line is the bids and tricks in seat order: a name would make it unreadable.
    const [bridge, bridgeId] = await sheetOf('boerenbridge', ['Ann', 'Bert', 'Cis', 'Dirk']);
    await served(bridge, bridgeId, async (s) => expect((await s.chips()).players).toEqual([]));
  });

  const houseTitle =
    "word chips follow the house rules: Toepen's jack only with jack-win=on, no wasboete or four of a kind when off; " +
    "Manillen's blind only with blind=on; Solokaarten's zonder-oud not with oud-in-lamp=off; each a line that reads";
  test(houseTitle, async () => {
    const players = ['Ann', 'Bert', 'Cis', 'Dirk'];
    /** The word chips in English and Dutch, and each line's preview status and reason. */
    const seen = async (game: string, set: string[], lines: string[]) => {
      const [dir, id] = await sheetOf(game, players, set);
      let out = { en: [] as string[], nl: [] as string[], previews: [] as unknown[] };
      await served(dir, id, async (s) => {
        const previews = [];
        for (const line of lines) previews.push([line, await s.preview(line)]);
        out = { en: (await s.chips('en')).words, nl: (await s.chips('nl')).words, previews };
      });
      return out;
    };
    const reads = (lines: string[]) => lines.map((line) => [line, { status: 200 }]);
    // Toepen's defaults (spec/toepen.md §5): vuile was on, four of a kind on (3 each), winning with a jack off.
    const plainLines = ['bert wins wasboete cis', 'four dirk'];
    expect(await seen('toepen', [], plainLines)).toEqual({
      en: ['wins', 'knock', 'stake', 'pass', 'wasboete', 'four'],
      nl: ['wint', 'toep', 'inzet', 'pas', 'wasboete', 'vier'],
      previews: reads(plainLines),
    });
    expect(await seen('toepen', ['jack-win=on', 'vuile-was=off', 'four-of-a-kind=off'], ['bert wins jack'])).toEqual({
      en: ['wins', 'knock', 'stake', 'pass', 'jack'],
      nl: ['wint', 'toep', 'inzet', 'pas', 'boer'],
      previews: reads(['bert wins jack']),
    });
    // Manillen: calling no trump blind (×4) is a house rule, off by default (spec/manillen.md §5).
    const manillen = ['hearts', 'diamonds', 'clubs', 'spades', 'none', 'along', 'against'];
    expect(await seen('manillen', [], [])).toMatchObject({
      en: manillen,
      nl: ['harten', 'ruiten', 'klaveren', 'schoppen', 'zonder', 'mee', 'tegen'],
    });
    expect(await seen('manillen', ['blind=on'], ['bert 38 none blind'])).toMatchObject({
      en: [...manillen, 'blind'],
      previews: reads(['bert 38 none blind']),
    });
    // Solokaarten: without the Oud in the lamp the queen of clubs is dealt, so nobody plays zonder de oud.
    const lamp = await seen('solokaarten', [], ['slag ann 5 zonder-oud']);
    expect([lamp.en.slice(-3), lamp.previews]).toEqual([
      ['eerste', 'zonder-kijk', 'zonder-oud'],
      reads(['slag ann 5 zonder-oud']),
    ]);
    expect((await seen('solokaarten', ['oud-in-lamp=off'], [])).en.slice(-2)).toEqual(['eerste', 'zonder-kijk']);
  });
});

test("a name with a space: the page's example and chips' line read, in any case, with or without accents", async () => {
  const [dir, id] = await sheetOf('kleurenwiezen', ['Jan Pieter', 'Ann', 'Zoë Anne', 'Cis']);
  await served(dir, id, async (s) => {
    expect((await s.chips()).players.map((p) => p.name)).toEqual(['Jan Pieter', 'Ann', 'Zoë Anne', 'Cis']);
    // The example names the first two players as the page writes them: "samen 8 jan pieter,ann 9".
    const example = await s.example();
    expect(example).toContain('jan pieter');
    const lines = [example, 'samen 8 Jan Pieter Ann 9', 'solo 6 ZOE ANNE 7', 'samen 8 zoë anne,jan  pieter 8'];
    for (const line of lines) expect([line, await s.preview(line)]).toEqual([line, { status: 200 }]);
    // A name is still one of the players: half of one is the unique beginning it always was, a stranger is refused.
    expect(await s.preview('solo 6 zoe 7')).toEqual({ status: 200 });
    expect(await s.preview('solo 6 pieter 7')).toMatchObject({ status: 422, reason: expect.stringMatching(/pieter/) });
  });
});

test("a name with an apostrophe reads as a phone's keyboard types it, curly (O’Brien)", async () => {
  const [dir, id] = await sheetOf('kleurenwiezen', ["O'Brien", 'Ann', 'Bert', 'Cis']);
  await served(dir, id, async (s) => {
    for (const line of ['solo 6 o’brien 7', "solo 6 O'Brien 7", 'solo 6 oʼbrien 7'])
      expect([line, await s.preview(line)]).toEqual([line, { status: 200 }]);
  });
});

test('without JavaScript the scorer page, as the board, says it refreshes every 15 seconds, and does', async () => {
  const [dir, id] = await sheetOf('kleurenwiezen', ['Ann', 'Bert', 'Cis', 'Dirk']);
  const s = await serveHere(dir, [id, '--scorer', '--host', '127.0.0.1', '--port', '0']);
  try {
    for (const kind of ['board', 'scorer']) {
      const page = await (await fetch(s.links.find((l) => l.kind === kind)!.url)).text();
      expect([kind, page]).toEqual([
        kind,
        expect.stringContaining('<noscript><meta http-equiv="refresh" content="15">'),
      ]);
      expect(page).toContain('<noscript><p class="facts">This page refreshes itself every 15 seconds.</p></noscript>');
    }
  } finally {
    await s.stop();
  }
});

test('--host localhost serves on the loopback; a name that could be anywhere is refused in one line', async () => {
  const [dir, id] = await sheetOf('kleurenwiezen', ['Ann', 'Bert', 'Cis', 'Dirk']);
  const s = await serveHere(dir, [id, '--host', 'localhost', '--port', '0']);
  try {
    expect(s.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    expect((await fetch(s.url)).status).toBe(200);
  } finally {
    await s.stop();
  }
  const r = await tafel(dir, ['serve', id, '--host', 'tafel.example', '--port', '0']);
  expect([r.code, r.stderr]).toEqual([
    2,
    'tafel: --host must be an IP address of this machine, such as 127.0.0.1 (or localhost), not "tafel.example".\n',
  ]);
});
