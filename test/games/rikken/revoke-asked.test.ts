import { afterEach, expect, test } from '@jest/globals';
import { tafel, tafelJson, tempHomes } from '../../helpers/cli.js';
import { InTerminal } from '../../play/terminal.js';

/**
 * A revoke named at "Did anyone revoke?" is taken once and the deal saved, whatever the record line gave before it.
 * Until 2026-12-07 `tafel record --by Bert --mate Dirk --tricks 9` answered `rik, verzaakt` and Cis kept the line's
 * tricks beside the revoke: "A revoke decides the deal: give the revoke without the tricks", and the revoke was asked
 * again and again, never saved (as was `--tricks 9 --revoke Cis` answered `rik`). The revoke takes the place of the
 * tricks, as `tafel edit --revoke` does (head.ts: revoke replaces tricks).
 *
 * By hand (docs/rules-notes.md, "Rikken revoke"; docs/games/rikken.md, `rik` 10 per opponent): Cis, an opponent,
 * revoked, so the rik is made with exactly 8 tricks, worth 10 per opponent. Ann and Cis pay 10 each (-10), Bert and
 * Dirk each get 10 from his opponent (+10); the line's 9 tricks (10 + 5 = 15) play no part.
 */
const BY_HAND = { Ann: -10, Bert: 10, Cis: -10, Dirk: 10 };

const home = tempHomes();
const terminals: InTerminal[] = [];
afterEach(() => {
  for (const t of terminals.splice(0)) t.kill();
});

const SAID = {
  en: { question: 'Did anyone revoke?', saved: 'Deal 1: rik Bert+Dirk (revoke by Cis)' },
  nl: { question: 'Heeft er iemand verzaakt?', saved: 'Gift 1: rik Bert+Dirk (verzaakt door Cis)' },
} as const;
const esc = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.each([
  ['en', ['--by', 'Bert', '--mate', 'Dirk', '--tricks', '9'], 'rik, verzaakt'],
  ['nl', ['--by', 'Bert', '--mate', 'Dirk', '--tricks', '9'], 'rik, verzaakt'],
  // Both on the line: the refusal is said once, the revoke asked with Cis offered, and Enter takes it.
  ['en', ['--by', 'Bert', '--mate', 'Dirk', '--tricks', '9', '--revoke', 'Cis'], 'rik'],
  ['nl', ['--by', 'Bert', '--mate', 'Dirk', '--tricks', '9', '--revoke', 'Cis'], 'rik'],
] as const)(
  '(%s) record %j on a terminal, answered "%s" and Cis: the revoke asked once, the deal saved',
  async (lang, line, typed) => {
    const h = home();
    expect((await tafel(h, ['new', 'rikken', '--players', 'Ann,Bert,Cis,Dirk'])).code).toBe(0);
    const t = new InTerminal(h, ['--lang', lang, 'record', ...line], {}, { columns: 200, rows: 40 });
    terminals.push(t);
    await t.pick(typed, typed);
    await t.waitFor(new RegExp(`${esc(SAID[lang].question)}\n`), 30_000);
    // Asked after the line's refusal, the revoke it gave is offered; asked for with the contract, nobody is.
    if (typed !== 'rik') t.send('c');
    await t.waitFor(/❯ Cis/, 10_000);
    t.send('\r');
    await t.waitFor(new RegExp(esc(SAID[lang].saved)), 10_000);
    expect(await t.exit).toBe(0);
    expect(t.screen.split(`✔ ${SAID[lang].question} Cis`)).toHaveLength(2);
    expect((await tafelJson(h, ['sheet'])).totals).toEqual(BY_HAND);
  },
);

// Nobody revoked: nothing takes the line's tricks' place, and the deal is saved with them. By hand (rikken.md): a rik
// made with 9 is 10 + 5 a trick over, 15 per opponent.
test.each(['en', 'nl'] as const)(
  '(%s) record --tricks 9 answered "rik, verzaakt" and nobody keeps the tricks',
  async (lang) => {
    const h = home();
    expect((await tafel(h, ['new', 'rikken', '--players', 'Ann,Bert,Cis,Dirk'])).code).toBe(0);
    const line = ['--by', 'Bert', '--mate', 'Dirk', '--tricks', '9'];
    const t = new InTerminal(h, ['--lang', lang, 'record', ...line], {}, { columns: 200, rows: 40 });
    terminals.push(t);
    await t.pick('rik, verzaakt', 'rik, verzaakt');
    await t.waitFor(new RegExp(`${esc(SAID[lang].question)}\n❯ `), 30_000);
    t.send('\r');
    expect(await t.exit).toBe(0);
    expect((await tafelJson(h, ['sheet'])).totals).toEqual({ Ann: -15, Bert: 15, Cis: -15, Dirk: 15 });
  },
);

// Without tricks typed before the contract (table mode, a bare record) the revoke was taken already: kept so.
test.each([
  ['en', ['play']],
  ['nl', ['play']],
  ['en', ['record']],
  ['nl', ['record']],
] as const)('(%s) %j: "rik, verzaakt", Bert, Dirk, Cis saves the revoke', async (lang, command) => {
  const h = home();
  expect((await tafel(h, ['new', 'rikken', '--players', 'Ann,Bert,Cis,Dirk'])).code).toBe(0);
  const t = new InTerminal(h, ['--lang', lang, ...command], {}, { columns: 200, rows: 40 });
  terminals.push(t);
  await t.pick('rik, verzaakt', 'rik, verzaakt');
  for (const who of ['Bert', 'Dirk', 'Cis']) {
    await t.waitFor(/\?\n/, 10_000);
    t.send(who[0].toLowerCase());
    await t.waitFor(new RegExp(`❯ ${who}`), 10_000);
    t.send('\r');
  }
  await t.waitFor(new RegExp(esc(SAID[lang].saved)), 10_000);
  expect(t.screen.split(`✔ ${SAID[lang].question} Cis`)).toHaveLength(2);
  if (command[0] === 'record') expect(await t.exit).toBe(0);
  expect((await tafelJson(h, ['sheet'])).totals).toEqual(BY_HAND);
});

// The record line form, without a terminal: the revoke saved as above; the revoke beside the tricks refused in one
// line (exit 2), nothing written.
test.each(['en', 'nl'] as const)(
  '(%s) record line form: the revoke saved, the revoke with tricks refused',
  async (lang) => {
    const h = home();
    expect((await tafel(h, ['new', 'rikken', '--players', 'Ann,Bert,Cis,Dirk'])).code).toBe(0);
    const both = await tafel(h, [
      '--lang',
      lang,
      'record',
      'rik',
      '--by',
      'Bert',
      '--mate',
      'Dirk',
      '--tricks',
      '9',
      '--revoke',
      'Cis',
    ]);
    expect([both.code, both.stderr.trim().split('\n')]).toEqual([
      2,
      [
        lang === 'en'
          ? 'tafel: A revoke decides the deal: give --revoke without --tricks.'
          : 'tafel: Een verzaking beslist de gift: geef --revoke zonder --tricks.',
      ],
    ]);
    expect((await tafelJson(h, ['sheet'])).deals).toEqual([]);
    expect(
      (await tafel(h, ['--lang', lang, 'record', 'rik', '--by', 'Bert', '--mate', 'Dirk', '--revoke', 'Cis'])).code,
    ).toBe(0);
    expect((await tafelJson(h, ['sheet'])).totals).toEqual(BY_HAND);
  },
);
