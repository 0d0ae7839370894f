import { afterEach, expect, test } from '@jest/globals';
import { snapshot, tafel, tempHomes } from '../helpers/cli.js';
import { InTerminal } from './terminal.js';

/**
 * A key pressed soon after Esc (table mode, docs/table-mode.md "Keys"): until 2026-12-07 readline waited 500 ms after
 * a lone Esc for the rest of an escape sequence, so Esc and a key within half a second were read as one Meta key, and
 * both were lost: Esc then Ctrl-C 0.3 s later neither went back nor stopped, Esc then `solo` typed `olo`. The wait is
 * now short (play/inquirer.ts ESC_WAIT_MS), and Ctrl-C read with Esc as one key (typed within the wait) still stops.
 * In process: the keys are written as a terminal sends them, Esc alone and the next key 0.3 s later, or both at once.
 */

const home = tempHomes();
const NOW = new Date(2026, 11, 6, 20, 0);
const terminals: InTerminal[] = [];
afterEach(() => {
  for (const t of terminals.splice(0)) t.kill();
});

const LANGS = {
  en: {
    args: [] as string[],
    first: /Deal by Ann: which contract\?/,
    who: /Who played samen\?/,
    back: /↩ Who played samen\?/,
    stopped: 'Stopped; the sheet is saved.',
    stoppedInDeal: 'Stopped; deal 1 was not recorded, the sheet is saved.',
  },
  nl: {
    args: ['--lang', 'nl'],
    first: /Gift van Ann: welk contract\?/,
    who: /Wie speelde samen\?/,
    back: /↩ Wie speelde samen\?/,
    stopped: 'Gestopt; het blad is bewaard.',
    stoppedInDeal: 'Gestopt; gift 1 werd niet genoteerd, het blad is bewaard.',
  },
} as const;
type Lang = keyof typeof LANGS;

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const last = (t: InTerminal) => t.screen.trimEnd().split('\n').at(-1);

async function playing(
  lang: Lang,
  rows = 24,
): Promise<{ h: string; t: InTerminal; before: ReturnType<typeof snapshot> }> {
  const h = home();
  const made = await tafel(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk'], { now: NOW });
  expect(made.code).toBe(0);
  const before = snapshot(h);
  const t = new InTerminal(h, [...LANGS[lang].args, 'play'], {}, { columns: 80, rows }, NOW);
  terminals.push(t);
  await t.waitFor(LANGS[lang].first, 30_000);
  return { h, t, before };
}

/** At "Who played samen?" with Bert ticked. */
async function atWho(t: InTerminal, lang: Lang): Promise<void> {
  await t.pick('samen', 'samen 8');
  await t.waitFor(LANGS[lang].who, 10_000);
  t.send('b');
  await t.waitFor(/❯ ◉ Bert|◉ Bert/, 10_000);
}

test.each(['en', 'nl'] as const)(
  '(%s) Esc at "Who played samen?", Ctrl-C 0.3 s later: back to the contract, then stopped, nothing written',
  async (lang) => {
    const { h, t, before } = await playing(lang);
    await atWho(t, lang);
    t.send('\x1b');
    await pause(300);
    t.send('\x03');
    await t.waitFor(LANGS[lang].back, 5_000);
    await t.waitFor(LANGS[lang].first, 5_000);
    expect(await t.exit).toBe(130);
    // The deal's first question asked again, its answer offered: the deal is begun, as after any Esc back to it.
    expect(last(t)).toBe(LANGS[lang].stoppedInDeal);
    expect(snapshot(h)).toEqual(before);
  },
  60_000,
);

test('Esc at the first question (nothing to go back to), `solo` 0.3 s later: all of it is typed', async () => {
  const { t } = await playing('en');
  t.send('\x1b');
  await pause(300);
  t.send('solo');
  await t.waitFor(/which contract\? solo\n❯ solo/, 5_000);
  t.send('\x03');
  expect(await t.exit).toBe(130);
  expect(last(t)).toBe(LANGS.en.stopped);
}, 60_000);

// What docs/table-mode.md says of a letter within the wait (until 2026-12-08 it said a key right after Esc was always
// its own): Esc and the letter come as one key, Alt with that letter, so Esc does not go back and the letter is not
// typed. At the first question `solo` typed with Esc at once is `olo`; at "Who played samen?" Esc with `c` neither goes
// back nor ticks Cis.
test('Esc and a letter as one key (within the wait): Alt+letter, Esc not taken, the letter not typed', async () => {
  const { t } = await playing('en');
  t.send('\x1bsolo');
  await t.waitFor(/which contract\? olo\n❯ solo/, 5_000);
  t.send('\x15');
  await atWho(t, 'en');
  t.send('\x1bc');
  // A key after it shows the question as it stands: Bert ticked, not Cis, and still "Who played samen?".
  await pause(300);
  t.send('d');
  await t.waitFor(/◉ Dirk/, 5_000);
  const shown = t.screen.slice(t.screen.lastIndexOf('Who played samen?'));
  expect(shown).toMatch(/◉ Bert/);
  expect(shown).toMatch(/◯ Cis/);
  expect(t.screen).not.toMatch(LANGS.en.back);
  t.send('\x03');
  expect(await t.exit).toBe(130);
}, 60_000);

test.each(['en', 'nl'] as const)(
  '(%s) Esc and Ctrl-C read as one key (typed within the wait): stopped as by Ctrl-C, nothing written',
  async (lang) => {
    const { h, t, before } = await playing(lang);
    await atWho(t, lang);
    t.send('\x1b\x03');
    await t.waitFor(new RegExp(LANGS[lang].stoppedInDeal.replace(/[.;]/g, '\\$&')), 5_000);
    expect(await t.exit).toBe(130);
    expect(last(t)).toBe(LANGS[lang].stoppedInDeal);
    expect(snapshot(h)).toEqual(before);
  },
  60_000,
);

test('Esc and Ctrl-C as one key at the first question: stopped, the sheet saved', async () => {
  const { t } = await playing('en');
  t.send('\x1b\x03');
  await t.waitFor(/Stopped; the sheet is saved\./, 5_000);
  expect(await t.exit).toBe(130);
}, 60_000);

test('Esc and Ctrl-C as one key at the end of a rules text ("press a key"): stopped, not a key pressed', async () => {
  // A screen tall enough for the whole text: its only page ends with the line that waits for a key.
  const { t } = await playing('en', 200);
  await t.pick('rules', 'rules: look a rule up');
  await t.waitFor(/Rules of what\?/, 10_000);
  t.send('\r');
  await t.waitFor(/-- end: press a key to go back to the sheet --/, 10_000);
  t.send('\x1b\x03');
  await t.waitFor(/Stopped; the sheet is saved\./, 5_000);
  expect(await t.exit).toBe(130);
}, 60_000);
