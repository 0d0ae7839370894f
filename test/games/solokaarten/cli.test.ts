import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { snapshot, tafel, tafelJson, tempHomes } from '../../helpers/cli.js';
import fc from 'fast-check';
import { gameById } from '../../../src/games/index.js';
import { replay } from '../../../src/sheet/sheet.js';
import { makeSheet, play } from '../../helpers/sheet.js';

// End-to-end through the BUILT bundle (npm run build first; `npm test` does it first), run in
// process as the binary runs it (test/helpers/cli.ts).

const tempHome = tempHomes();

const newSheet = async (home: string, players: string, ...more: string[]) =>
  await tafelJson(home, ['new', 'solokaarten', '--players', players, ...more]);

/** A refused command: the exit code, one line on stderr, and not one byte of the data directory changed. */
async function refused(home: string, args: string[], exitCode: 1 | 2, message: RegExp): Promise<void> {
  const before = snapshot(home);
  const r = await tafel(home, args);
  expect({ code: r.code, stdout: r.stdout }).toEqual({ code: exitCode, stdout: '' });
  expect(r.stderr).toMatch(message);
  expect(r.stderr.trim().split('\n')).toHaveLength(1);
  expect(snapshot(home)).toEqual(before);
}

describe('a four-player evening', () => {
  const home = tempHome();

  test('new solokaarten prints the empty sheet with Oud in de lamp on', async () => {
    const v = await newSheet(home, 'Ann,Bert,Cis,Dirk');
    expect(v).toMatchObject({
      game: 'solokaarten',
      rules: 'liemers',
      players: ['Ann', 'Bert', 'Cis', 'Dirk'],
      options: { 'oud-in-lamp': 'on', solo: 3, slag: 4, doe: 6 },
      deals: [],
      totals: { Ann: 0, Bert: 0, Cis: 0, Dirk: 0 },
      nextDealer: 'Ann',
      finished: false,
    });
  });

  test('record, human: the deal in words and the sheet', async () => {
    // Spec example: Ann slag, 5 tricks: Ann +4 (slag needs 5 with 4 players).
    const r = await tafel(home, ['record', 'eerste', 'slag', '--zonder-kijk', '--by', 'an', '--tricks', '5']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Deal 1: Ann eerste slag zonder kijk: 5 tricks\n/);
    expect(r.stdout).toMatch(/\+4/);
    expect(r.stdout).toMatch(/Next to deal: Bert/);
  });

  test('record --json: the deal with the new totals', async () => {
    // Spec example: Ann doe zonder-oud, 5 tricks: Ann -6 (doe needs 6). Totals: 4 - 6 = -2.
    expect(await tafelJson(home, ['record', 'doe', '--by', 'Ann', '--tricks', '5', '--zonder-oud'])).toEqual({
      number: 2,
      dealer: 'Bert',
      input: { contract: 'doe', by: ['Ann'], tricks: 5, zonderOud: true },
      text: 'Ann doe zonder oud: 5 tricks',
      scores: { Ann: -6, Bert: 0, Cis: 0, Dirk: 0 },
      totals: { Ann: -2, Bert: 0, Cis: 0, Dirk: 0 },
      finished: false,
    });
  });

  test('pas keeps the dealer; refinements as words in Dutch', async () => {
    expect(await tafelJson(home, ['record', 'pas'])).toMatchObject({
      number: 3,
      dealer: 'Cis',
      scores: { Ann: 0, Bert: 0, Cis: 0, Dirk: 0 },
    });
    // Cis deals again after the redeal. Dirk solo, 4 tricks: 4 >= 4, +3.
    const d = await tafelJson(home, [
      'record',
      'solo',
      'zonder',
      'de',
      'kijk',
      '--by',
      'dirk',
      '--tricks',
      '4',
      '--lang',
      'nl',
    ]);
    expect(d).toMatchObject({
      number: 4,
      dealer: 'Cis',
      text: 'Dirk solo zonder kijk: 4 slagen',
      scores: { Dirk: 3 },
      totals: { Ann: -2, Dirk: 3 },
    });
  });

  test('refusals leave the sheet file byte for byte unchanged', async () => {
    await refused(
      home,
      ['record', 'solo', '--by', 'Ann', '--tricks', '7'],
      1,
      /--tricks 7 is impossible: with 4 players each hand has 6 cards/,
    );
    await refused(home, ['record', 'solo', '--by', 'Ann,Bert', '--tricks', '4'], 1, /played alone by the pot holder/);
    await refused(home, ['record', 'solo', '--by', 'Zoe', '--tricks', '4'], 1, /Unknown player "Zoe"/);
    await refused(home, ['record', 'samen', '--by', 'Ann', '--tricks', '4'], 1, /Unknown bid "samen"/);
    await refused(
      home,
      ['record', 'solo', '--by', 'Ann', '--tricks', '4', '--zonder-x'],
      2,
      /unknown option '--zonder-x'/,
    );
    await refused(home, ['record', 'solo', 'zonder-x', '--by', 'Ann', '--tricks', '4'], 2, /Unexpected "zonder-x"/);
    await refused(home, ['record', 'solo', '--by', 'Ann'], 2, /--tricks is missing/);
    await refused(
      home,
      ['record', 'solo', '--by', 'Ann', '--tricks', '4', '--revoke', 'Bert'],
      2,
      /--revoke does not apply to solo/,
    );
    await refused(
      home,
      ['record', 'pas', '--eerste', '--json'],
      2,
      /^\{"error":\{"code":"usage","message":"Pas has no refinements/,
    );
  });

  test('sheet --json replays every deal', async () => {
    const v = await tafelJson(home, ['sheet']);
    expect(
      v.deals.map((d: { dealer: string; scores: Record<string, number> }) => [d.dealer, d.scores.Ann, d.scores.Dirk]),
    ).toEqual([
      ['Ann', 4, 0],
      ['Bert', -6, 0],
      ['Cis', 0, 0],
      ['Cis', 0, 3],
    ]);
    expect(v.totals).toEqual({ Ann: -2, Bert: 0, Cis: 0, Dirk: 3 });
    expect(v.nextDealer).toBe('Dirk');
  });

  test('undo removes the last deal', async () => {
    expect(await tafelJson(home, ['undo'])).toEqual({
      removed: expect.objectContaining({ number: 4, text: 'Dirk solo zonder kijk: 4 tricks' }),
      totals: { Ann: -2, Bert: 0, Cis: 0, Dirk: 0 },
      nextDealer: 'Cis',
    });
  });

  test('finish: the leader wins even at 0, and nothing more is recorded', async () => {
    // Totals Ann -2, others 0: Bert, Cis and Dirk share first place.
    expect(await tafelJson(home, ['finish'])).toMatchObject({ finished: true, winner: ['Bert', 'Cis', 'Dirk'] });
    await refused(home, ['record', 'solo', '--by', 'Ann', '--tricks', '4'], 1, /is finished/);
  });
});

describe('five and six players', () => {
  test('five players: doe needs all six tricks', async () => {
    const home = tempHome();
    await newSheet(home, 'Ann,Bert,Cis,Dirk,Eva');
    // doe with 5 players needs 6; Eva takes 6: +6.
    expect((await tafelJson(home, ['record', 'doe', '--by', 'Eva', '--tricks', '6'])).totals).toEqual({
      Ann: 0,
      Bert: 0,
      Cis: 0,
      Dirk: 0,
      Eva: 6,
    });
    await refused(home, ['record', 'doe', '--by', 'Eva', '--tricks', '7'], 1, /with 5 players each hand has 6 cards/);
  });

  test('six players: Bert solo, 3 tricks: Bert +3; a hand has 5 cards', async () => {
    const home = tempHome();
    await newSheet(home, 'Ann,Bert,Cis,Dirk,Eva,Fien', '--dealer', 'Fien');
    // Spec example: with six players solo needs 3; 3 >= 3: +3.
    expect(await tafelJson(home, ['record', 'solo', '--by', 'Bert', '--tricks', '3'])).toMatchObject({
      dealer: 'Fien',
      scores: { Ann: 0, Bert: 3, Cis: 0, Dirk: 0, Eva: 0, Fien: 0 },
    });
    await refused(home, ['record', 'doe', '--by', 'Ann', '--tricks', '6'], 1, /with 6 players each hand has 5 cards/);
    expect((await tafelJson(home, ['sheet'])).nextDealer).toBe('Ann');
  });

  test('zonder-oud is refused on a sheet without Oud in de lamp', async () => {
    const home = tempHome();
    expect((await newSheet(home, 'Ann,Bert,Cis,Dirk', '--set', 'oud-in-lamp=off')).options['oud-in-lamp']).toBe('off');
    await refused(
      home,
      ['record', 'doe', '--by', 'Ann', '--tricks', '6', '--zonder-oud'],
      1,
      /Zonder oud cannot be played on this sheet/,
    );
  });

  test('a sheet of 3 or 7 players, or a bad option, is refused and writes nothing', async () => {
    const home = tempHome();
    await refused(
      home,
      ['new', 'solokaarten', '--players', 'Ann,Bert,Cis'],
      1,
      /Solokaarten needs 4 to 6 players, you named 3/,
    );
    await refused(home, ['new', 'solokaarten', '--players', 'A,B,C,D,E,F,G'], 1, /you named 7/);
    await refused(
      home,
      ['new', 'solokaarten', '--players', 'A,B,C,D', '--set', 'oud-in-lamp=ja'],
      2,
      /'oud-in-lamp' must be one of on, off/,
    );
  });
});

// Issue 26: with Oud in de lamp (on by default) the queen of clubs lies apart for the pot holder
// (spec/solokaarten.md "Deck"), so a hand holding it without the pot is no position of this game.
describe('judge play: the Oud belongs to the pot holder', () => {
  const home = tempHome();
  const play = (...more: string[]) => ['judge', 'play', 'solokaarten', '--trump', 'H', ...more];

  test('QC in the hand of a player without the pot is refused (exit 1), in English and Dutch', async () => {
    await refused(
      home,
      play('--hand', 'AH QC KS'),
      1,
      new RegExp(
        /^tafel: QC \(the Oud\) is in your hand, but with Oud in de lamp \(oud-in-lamp=on\) /.source +
          /the queen of clubs lies apart for the pot holder: add --pot-holder/.source,
      ),
    );
    await refused(
      home,
      play('--hand', 'AH QC KS', '--set', 'oud-in-lamp=on', '--lang', 'nl'),
      1,
      new RegExp(
        // The Dutch letters: V for the queen (vrouw), as every Dutch answer writes a card.
        /^tafel: VC \(de Oud\) zit in je hand, maar met Oud in de lamp \(oud-in-lamp=on\) /.source +
          /ligt klaverenvrouw apart voor wie de pot heeft/.source,
      ),
    );
    // Played to trick 2 by someone else, the pot holder still cannot have it.
    await refused(
      home,
      play('--hand', 'QC 10S', '--trick', 'AS', '--trick-no', '2', '--player-count', '6'),
      1,
      /QC \(the Oud\) is in your hand/,
    );
  });

  test('the Oud in the trick while the pot holder is to move is refused too', async () => {
    await refused(
      home,
      play('--hand', 'AH KS', '--trick', 'QC', '--pot-holder'),
      1,
      /QC \(the Oud\) lies in the trick, but with Oud in de lamp \(oud-in-lamp=on\) only the pot holder plays it/,
    );
    await refused(
      home,
      play('--hand', 'AH KS', '--trick', 'QC', '--pot-holder', '--lang', 'nl'),
      1,
      new RegExp(
        /^tafel: VC \(de Oud\) ligt in de slag, maar met Oud in de lamp \(oud-in-lamp=on\) is de Oud er alleen /
          .source +
          /voor wie de pot heeft, en --pot-holder zegt dat jij dat bent: laat --pot-holder weg, of --set /.source +
          /oud-in-lamp=off als jullie klaverenvrouw gewoon delen\.\n$/.source,
      ),
    );
  });

  test('the pot holder may hold it; oud-in-lamp=off deals it to anybody; a bad value is a usage error', async () => {
    expect(await tafelJson(home, play('--hand', 'AH QC KS', '--pot-holder'))).toEqual({
      legal: ['AH', 'QC', 'KS'],
      illegal: {},
    });
    // Played by the pot holder, the Oud leads trump: you follow with a trump (10H), not with KC.
    expect((await tafelJson(home, play('--hand', 'KC 10H', '--trick', 'QC'))).legal).toEqual(['10H']);
    const off = await tafelJson(home, play('--hand', 'AH QC KS', '--set', 'oud-in-lamp=off'));
    expect(off.legal).toEqual(['KS']); // the opening lead may not be trump, and the Oud is one
    expect(Object.keys(off.illegal)).toEqual(['AH', 'QC']);
    await refused(
      home,
      play('--hand', 'AH QC KS', '--set', 'oud-in-lamp=maybe'),
      2,
      /'oud-in-lamp' must be one of on, off, not "maybe"/,
    );
  });
});

describe("the rules text's referee example runs", () => {
  test.each(['en', 'nl'])('tafel rules solokaarten play, %s', async (lang) => {
    const topic = await tafelJson(tempHome(), ['rules', 'solokaarten', 'play', '--lang', lang]);
    const example = /tafel (judge play solokaarten [^;(]*)/.exec(topic.text as string)?.[1] ?? '';
    const args = example
      .trim()
      .split(' ')
      .map((w) => w.replace(/^"(.*)"$/, '$1'));
    // Hearts trump, spades led (KS), and the hand holds the Oud, the Spits (7H) and the ace of spades:
    // only a pot holder can hold the Oud, and he must follow suit with AS.
    expect(await tafelJson(tempHome(), args)).toEqual({
      legal: ['AS'],
      illegal: { QC: expect.any(String), '7H': expect.any(String) },
    });
  });
});

describe('a card not in the four-player deck', () => {
  test('the refusal names the flag that gives the full deck, and that flag works', async () => {
    const home = tempHome();
    const args = ['judge', 'play', 'solokaarten', '--trump', 'H', '--hand', '9H,8D', '--trick', 'AS,KH'];
    await refused(home, args, 1, /\(give --player-count 5 or 6 for the full deck\)/);
    await refused(home, [...args, '--lang', 'nl'], 1, /\(geef --player-count 5 of 6 voor het volle spel\)/);
    // The full deck in Dutch card letters: boer, vrouw, heer (B V H), as the other games write it.
    await refused(
      home,
      ['--lang', 'nl', 'judge', 'play', 'solokaarten', '--trump', 'D', '--hand', 'AS,6D', '--player-count', '5'],
      1,
      new RegExp(
        /^tafel: 6D zit niet in het spel van Solokaarten: met 5 spelers de 32 piketkaarten, /.source +
          /7 8 9 10 B V H A in elke kleur\.\n$/.source,
      ),
    );
    // Five players keep the 9 of hearts. Void in spades, with the king of hearts (trump) in the trick: the
    // 9 of hearts would undertrump it, which is not allowed while 8D can be played.
    const five = await tafelJson(home, [...args, '--player-count', '5']);
    expect(five.legal).toEqual(['8D']);
  });

  test("with --sheet the table is the sheet's: no --player-count is offered (refused beside --sheet)", async () => {
    const home = tempHome();
    expect((await tafel(home, ['new', 'solokaarten', '--players', 'Ann,Bert,Cis,Dirk'])).code).toBe(0);
    const sheet = fs.readdirSync(path.join(home, 'sheets'))[0].replace(/\.json$/, '');
    const deck = 'with 4 players, 26 cards: the piquet deck (7 to A) without the 8s and without the 9 of diamonds';
    await refused(
      home,
      ['judge', 'play', 'solokaarten', '--trump', 'H', '--hand', '9H,AH', '--trick', 'KH', '--sheet', sheet],
      1,
      new RegExp(`^tafel: 9H is not in the Solokaarten deck: ${deck.replace(/[()]/g, '\\$&')} and of hearts\\.\n$`),
    );
    await refused(
      home,
      ['judge', 'trick', 'solokaarten', '9H', '10H', 'JH', 'QH', '--trump', 'H', '--sheet', sheet, '--lang', 'nl'],
      1,
      /^tafel: 9H zit niet in het spel van Solokaarten: met 4 spelers 26 kaarten: .* zonder ruiten 9 en harten 9\.\n$/,
    );
  });
});

const NAMES = ['Ann', 'Bert', 'Cis', 'Dirk', 'Eva', 'Fien'];
const POINTS: Record<string, number> = { solo: 3, slag: 4, doe: 6 };
const game = gameById('solokaarten');

interface Deal {
  bid: 'pas' | 'solo' | 'slag' | 'doe';
  seat: number;
  tricks: number;
  eerste: boolean;
  zonderKijk: boolean;
  zonderOud: boolean;
  asWords: boolean;
}

/** A table of 4..6 players and a run of deals as `record` command lines. */
const evening = fc.integer({ min: 4, max: 6 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    firstDealer: fc.integer({ min: 0, max: n - 1 }),
    deals: fc.array(
      fc.record({
        bid: fc.constantFrom('pas', 'solo', 'slag', 'doe') as fc.Arbitrary<Deal['bid']>,
        seat: fc.integer({ min: 0, max: n - 1 }),
        // A deal has 6 tricks, or 5 with six players.
        tricks: fc.integer({ min: 0, max: n === 6 ? 5 : 6 }),
        eerste: fc.boolean(),
        zonderKijk: fc.boolean(),
        zonderOud: fc.boolean(),
        asWords: fc.boolean(),
      }),
      { maxLength: 25 },
    ),
  }),
);

const line = (d: Deal, refinements = true): string => {
  if (d.bid === 'pas') return 'pas';
  const r = refinements ? d : { eerste: false, zonderKijk: false, zonderOud: false };
  const refs = [r.eerste && 'eerste', r.zonderKijk && 'zonder-kijk', r.zonderOud && 'zonder-oud'].filter(
    Boolean,
  ) as string[];
  const refined = d.asWords ? `${refs.join(' ')} ${d.bid}` : `${d.bid} ${refs.map((x) => '--' + x).join(' ')}`;
  return `${refined} --by ${NAMES[d.seat]} --tricks ${d.tricks}`;
};

const run = (e: { n: number; firstDealer: number; deals: Deal[] }, refinements = true) =>
  play(
    makeSheet('solokaarten', NAMES.slice(0, e.n), { firstDealer: e.firstDealer }),
    e.deals.map((d) => line(d, refinements)),
  );

describe('laws of a Solokaarten sheet', () => {
  test('replaying the stored inputs (also after a JSON round trip) gives the same view', () => {
    fc.assert(
      fc.property(evening, (e) => {
        const { sheet, view } = run(e);
        expect(replay(game, sheet)).toEqual(view);
        expect(replay(game, JSON.parse(JSON.stringify(sheet)))).toEqual(view);
      }),
    );
  });

  test('in a deal only the pot holder column changes, by exactly the bid points', () => {
    fc.assert(
      fc.property(evening, (e) => {
        const { view } = run(e);
        view.deals.forEach((d, i) => {
          const holder = e.deals[i].bid === 'pas' ? undefined : NAMES[e.deals[i].seat];
          for (const p of view.players) {
            if (p !== holder) expect(d.scores[p]).toBe(0);
          }
          if (holder !== undefined) expect(Math.abs(d.scores[holder])).toBe(POINTS[e.deals[i].bid]);
        });
      }),
    );
  });

  test('totals are the column sums, and undo (a shorter sheet) keeps every earlier row', () => {
    fc.assert(
      fc.property(evening, fc.nat(), (e, cut) => {
        const { sheet, view } = run(e);
        for (const p of view.players) expect(view.totals[p]).toBe(view.deals.reduce((s, d) => s + d.scores[p], 0));
        const k = e.deals.length === 0 ? 0 : cut % (e.deals.length + 1);
        const shorter = replay(game, { ...sheet, deals: sheet.deals.slice(0, k) });
        expect(shorter.deals).toEqual(view.deals.slice(0, k));
      }),
    );
  });

  test('refinements never change a score; the dealer moves except after pas', () => {
    fc.assert(
      fc.property(evening, (e) => {
        const withRefinements = run(e).view;
        const plain = run(e, false).view;
        expect(withRefinements.deals.map((d) => d.scores)).toEqual(plain.deals.map((d) => d.scores));
        const moves = e.deals.filter((d) => d.bid !== 'pas').length;
        expect(withRefinements.nextDealer).toBe(NAMES[(e.firstDealer + moves) % e.n]);
      }),
    );
  });
});
