import { afterEach, expect, test } from '@jest/globals';
import { snapshot, tafel, tempHomes } from '../helpers/cli.js';
import { InTerminal } from './terminal.js';

/**
 * A line a scorer's phone refuses, typed at table mode's first question, where the same line reader reads it (each
 * game's line.ts): the same reason in place, Enter keeping it, nothing written. Phone's side: test/serve/phone-words.
 */

const home = tempHomes();
const NOW = new Date(2026, 11, 8, 20, 0);
const terminals: InTerminal[] = [];
afterEach(() => {
  for (const t of terminals.splice(0)) t.kill();
});

/** Table mode's first question of a sheet of `game` (Ann deals), in English and Dutch. */
const FIRST: Record<string, Record<'en' | 'nl', RegExp>> = {
  rikken: { en: /Deal by Ann: which contract\?/, nl: /Gift van Ann: welk contract\?/ },
  toepen: { en: /Round 1, Ann deals\. Who toeped first\?/, nl: /Ronde 1, Ann geeft\./ },
};

/** `line` typed at the first question of a new sheet of `game` (Ann, Bert, Cis, Dirk; `set`: its house rules). */
async function refusedInTable(game: string, set: string[], lang: 'en' | 'nl', line: string, said: string) {
  const h = home();
  const made = await tafel(h, ['new', game, '--players', 'Ann,Bert,Cis,Dirk', ...set.flatMap((s) => ['--set', s])]);
  expect(made.code).toBe(0);
  const before = snapshot(h);
  const t = new InTerminal(
    h,
    [...(lang === 'nl' ? ['--lang', 'nl'] : []), 'play'],
    {},
    { columns: 300, rows: 40 },
    NOW,
  );
  terminals.push(t);
  await t.waitFor(FIRST[game][lang], 30_000);
  await t.refusedInPlace(line, `✗ ${said}`);
  expect(await t.exit).toBe(130);
  expect(snapshot(h)).toEqual(before);
}

// Rikken's alleen without a level names the level missing, as Kleurenwiezen's solo does; until 2026-12-08 the line read
// as no deal ("Nothing fits that"; on a phone "This line does not read as a deal: write it like rik ann bert 9").
test.each([
  ['en', 'alleen dirk 10', 'Alleen is bid for 8 to 13 tricks: the level is missing, e.g. "alleen 9".'],
  ['nl', 'alleen dirk 10', 'Alleen bied je voor 8 tot 13 slagen: het niveau ontbreekt, bv. "alleen 9".'],
] as const)(
  '(%s) rikken: "%s" names the level missing',
  async (lang, line, said) => {
    await refusedInTable('rikken', [], lang, line, said);
  },
  60_000,
);

// Several players of a misère or piek, each playing for himself, are asked each one's tricks, as Kleurenwiezen's
// piccolo is; until 2026-12-08 "how many tricks did Ann + Bert take?", as of a team.
test.each([
  [
    'en',
    'misere ann bert',
    'The tricks are missing: each of Ann and Bert plays for himself; how many tricks did each take? e.g. Ann=0,Bert=0.',
  ],
  [
    'nl',
    'piek ann bert cis',
    'De slagen ontbreken: Ann, Bert en Cis spelen elk voor zich; hoeveel slagen haalde elk? bv. Ann=1,Bert=1,Cis=1.',
  ],
] as const)(
  '(%s) rikken: "%s" asks each player\'s tricks',
  async (lang, line, said) => {
    await refusedInTable('rikken', [], lang, line, said);
  },
  60_000,
);

// A flag beside a deal in words that the line has no word for (Rikken's trump and called ace, notes on the sheet): left
// out, or the whole deal typed with flags, which table mode reads; until 2026-12-08 "write --trump in words too".
test.each([
  [
    'en',
    'rik bert dirk 9 --trump C',
    'A deal in words has no word for --trump: leave it out, or type the whole deal with flags.',
  ],
  [
    'nl',
    'rik bert dirk 9 --called AD',
    'Een gift in woorden heeft geen woord voor --called: laat het weg, of typ alles met vlaggen.',
  ],
] as const)(
  '(%s) rikken: "%s" is told the line has no word for the flag',
  async (lang, line, said) => {
    await refusedInTable('rikken', [], lang, line, said);
  },
  60_000,
);

// Toepen's double toep and a stake past max-stake name the house rule that allows them, as jack-win's refusal does;
// until 2026-12-08 "Bert toeped twice in a row (option double-toep=off).", no fix.
test.each([
  [
    'en',
    [],
    'bert wint toep bert,bert',
    "Bert toeped twice in a row (option double-toep=off): 'tafel set double-toep=on' allows it.",
  ],
  [
    'nl',
    ['max-stake=3'],
    'bert wint toep ann,bert,cis',
    "De inzet zou 4 worden; dit blad stopt bij 3 (optie max-stake=3): 'tafel set max-stake=none' heft de grens op.",
  ],
] as const)(
  '(%s) toepen %j: "%s" says the house rule that allows it',
  async (lang, set, line, said) => {
    await refusedInTable('toepen', [...set], lang, line, said);
  },
  60_000,
);
