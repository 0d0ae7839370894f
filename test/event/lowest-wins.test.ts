import { describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { snapshot, tafel, tafelJson, tempHomes } from '../helpers/cli.js';

/*
 * Where the game's lowest total wins (Jokeren) and the ranking is `total`, a bye or an absence that scores nothing
 * (`none`) would help the one who missed the round: `event new` and `event set` refuse it (docs/rules-notes.md,
 * Jokeren). Until 2026-12-07 the four absentees of a round took places 1, 2, 4 and 5.
 */

const home = tempHomes();
const NEW = ['event', 'new', 'jokeren', '--id', 'jk', '--entrants', 'Ann,Bert,Cis,Dirk,Eva,Fien,Gert,Hans'];
const WHY_EN =
  'would help the one who missed a round: the lowest total wins, and a round without a score adds nothing to it. ' +
  'Choose average, mean-of-4 or fixed:<n> with a penalty score:';
const WHY_NL =
  'zou wie een ronde mist bevoordelen: het laagste totaal wint, en een ronde zonder score telt er niets bij. Kies ' +
  'average, mean-of-4 of fixed:<n> met een strafscore:';

const ok = async (h: string, args: string[]) => {
  const r = await tafel(h, args);
  expect({ args, code: r.code, stderr: r.stderr }).toEqual({ args, code: 0, stderr: '' });
};

/** Refused, exit 1, in one line; nothing on disk changed. */
async function refused(h: string, args: string[], line: string): Promise<void> {
  const before = snapshot(h);
  expect(await tafel(h, args)).toEqual({ code: 1, stdout: '', stderr: `tafel: ${line}\n` });
  expect(snapshot(h)).toEqual(before);
}

describe('an event where the lowest total wins (Jokeren)', () => {
  test('event new refuses it under ranking total, in English and Dutch, naming each flag', async () => {
    const h = home();
    await refused(h, [...NEW, '--absent', 'none'], `--absent none ${WHY_EN} --absent average.`);
    await refused(
      h,
      ['--lang', 'nl', ...NEW, '--bye', 'none', '--absent', 'none', '--ranking', 'total'],
      `--bye none --absent none ${WHY_NL} --bye average --absent average.`,
    );
    expect(fs.existsSync(path.join(h, 'events'))).toBe(false);
    // A fixed score is the organiser's own number (fixed:0 too); a game whose highest total wins takes none.
    await ok(h, [...NEW, '--absent', 'fixed:0', '--bye', 'fixed:40']);
    await ok(h, ['event', 'new', 'klaverjassen', '--id', 'kj', '--entrants', 'A,B,C,D', '--absent', 'none']);
  });

  test('under ranking average or wins, none is taken', async () => {
    const h = home();
    await ok(h, [...NEW, '--ranking', 'average', '--bye', 'none', '--absent', 'none']);
    // The absence follows the ranking while it holds the ranking's default (average: none; wins: average).
    await ok(h, ['event', 'set', 'ranking=wins', 'absent=none']);
    expect(await tafelJson(h, ['event', 'show'])).toMatchObject({ ranking: 'wins', bye: 'none', absent: 'none' });
  });

  test('event set refuses it, and a ranking=total that would leave a none the event holds', async () => {
    const h = home();
    await ok(h, [...NEW, '--ranking', 'wins', '--absent', 'none']);
    await refused(
      h,
      ['event', 'set', 'bye=none', 'ranking=total'],
      `bye=none ${WHY_EN} 'tafel event set --event jk bye=average'.`,
    );
    // Before round 1 the absence follows the ranking only while it holds the ranking's default (wins: average).
    await refused(
      h,
      ['event', 'set', 'ranking=total'],
      `ranking=total with absent=none ${WHY_EN} 'tafel event set --event jk ranking=total absent=average'.`,
    );
    await ok(h, ['event', 'draw']);
    await refused(
      h,
      ['--lang', 'nl', 'toernooi', 'instellen', 'ranking=total'],
      `ranking=total met absent=none ${WHY_NL} 'tafel toernooi instellen --event jk ranking=total ` +
        `absent=average'.`,
    );
    await ok(h, ['event', 'set', 'ranking=total', 'absent=mean-of-4']);
    await refused(
      h,
      ['event', 'set', 'absent=none'],
      `absent=none ${WHY_EN} 'tafel event set --event jk absent=average'.`,
    );
  });

  test('an event holding none under ranking total from before 2026-12-07 reads and takes other changes', async () => {
    const h = home();
    await ok(h, [...NEW, '--ranking', 'average', '--absent', 'none', '--deals', '1', '--rounds', '2', '--seed', '2']);
    const file = path.join(h, 'events', 'jk.json');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('"ranking": "average"', '"ranking": "total"'));
    await ok(h, ['event', 'draw']);
    await ok(h, ['correct', '--sheet', 'jk-r1-t1', 'Ann=30,Hans=20,Dirk=25,Eva=35', '--reason', 'tel']);
    await ok(h, ['correct', '--sheet', 'jk-r1-t2', 'Bert=22,Cis=28,Fien=24,Gert=26', '--reason', 'tel']);
    await ok(h, ['event', 'set', 'title=Jokeravond']);
    expect((await tafelJson(h, ['event', 'standings'])).standings.map((x: { name: string }) => x.name)).toEqual([
      'Hans',
      'Bert',
      'Fien',
      'Dirk',
      'Gert',
      'Cis',
      'Ann',
      'Eva',
    ]);
    // The way out is the one the refusal names.
    await ok(h, ['event', 'set', 'absent=average']);
  });
});
