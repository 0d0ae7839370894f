import { afterEach, expect, test } from '@jest/globals';
import { snapshot, tafel, tafelJson, tempHomes } from '../../helpers/cli.js';
import { InTerminal } from '../../play/terminal.js';

/**
 * Klaverjassen's one-line deals in table mode (docs/games/klaverjassen.md, "In table mode"), and a bare
 * `tafel record` on a terminal, which asks the deal as table mode does.
 */

const home = tempHomes();
const NOW = new Date(2026, 11, 6, 20, 0);
const terminals: InTerminal[] = [];
afterEach(() => {
  for (const t of terminals.splice(0)) t.kill();
});
const esc = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const QUESTION = { en: 'Deal by Ann: who chose trump?', nl: 'Spel van Ann: wie maakte troef?' } as const;

/** Table mode on a new sheet (with `set`), the line typed at the first question; the terminal returned. */
async function typed(
  lang: 'en' | 'nl',
  line: string,
  set: string[] = [],
): Promise<{ t: InTerminal; h: string; before: ReturnType<typeof snapshot> }> {
  const h = home();
  const args = ['new', 'klaverjassen', '--players', 'Ann,Bert,Cis,Dirk', ...set.flatMap((x) => ['--set', x])];
  expect((await tafel(h, args, { now: NOW })).code).toBe(0);
  const before = snapshot(h);
  const t = new InTerminal(
    h,
    [...(lang === 'nl' ? ['--lang', 'nl'] : []), 'play'],
    {},
    { columns: 140, rows: 30 },
    NOW,
  );
  terminals.push(t);
  await t.waitFor(new RegExp(esc(QUESTION[lang])), 30_000);
  t.send(line);
  return { t, h, before };
}

// Until 2026-12-07 the nat was dropped beside points: `bert 100 nat` recorded "100 - 62, made".
test.each([
  [
    'en',
    'bert 100 nat',
    '✗ 100 card points and nat together: keep one, "bert nat" (a nat, whatever was counted) or "bert 100" (the ' +
      'count decides: made or nat).',
  ],
  [
    'nl',
    'bert 100 nat',
    '✗ 100 kaartpunten en nat samen: hou er één, "bert nat" (nat, wat er ook geteld werd) of "bert 100" (de ' +
      'telling beslist: gehaald of nat).',
  ],
  [
    'en',
    'bert 162 nat',
    '✗ 162 card points and nat together: keep one, "bert nat" (a nat, whatever was counted) or "bert 162" (the ' +
      'count decides: made or nat).',
  ],
  [
    'nl',
    'bert beet 60',
    '✗ 60 kaartpunten en beet samen: hou er één, "bert beet" (nat, wat er ook geteld werd) of "bert 60" (de ' +
      'telling beslist: gehaald of nat).',
  ],
] as const)(
  '(%s) "%s": refused naming the clash, Enter keeps the line; nothing written',
  async (lang, line, said) => {
    const { t, h, before } = await typed(lang, line);
    await t.waitFor(new RegExp(`${esc(line)}\\n> ${esc(said)}\\n`), 10_000);
    t.send('\r');
    await t.waitFor(new RegExp(`${esc(line)}\\n> ${esc(said)}\\n`), 10_000);
    t.send('\x03');
    expect(await t.exit).toBe(130);
    expect(snapshot(h)).toEqual(before);
  },
  60_000,
);

// bidding=verplicht: the player after the dealer (Ann) takes, Bert. Until 2026-12-07 `92 roem 20` was refused ("20"
// is no name=points) and a bare `nat` was a taker named "nat". 92 + 20 roem against 70: made, 112 - 70; a nat: 0 - 162.
test.each([
  [
    'en',
    '92 roem 20',
    'Save: Bert (Bert + Dirk) played: 92 + 20 roem - 70, made? (Y/n)',
    'Deal 1: Bert (Bert + Dirk) played: 92 + 20 roem - 70, made   Ann + Cis +70, Bert + Dirk +112',
  ],
  [
    'nl',
    '92 roem 20',
    'Bewaren: Bert (Bert + Dirk) speelde: 92 + 20 roem - 70, gehaald? (J/n)',
    'Spel 1: Bert (Bert + Dirk) speelde: 92 + 20 roem - 70, gehaald   Ann + Cis +70, Bert + Dirk +112',
  ],
  [
    'en',
    'nat',
    'Save: Bert (Bert + Dirk) played: 0 - 162, nat? (Y/n)',
    'Deal 1: Bert (Bert + Dirk) played: 0 - 162, nat   Ann + Cis +162, Bert + Dirk 0',
  ],
  [
    'nl',
    'nat',
    'Bewaren: Bert (Bert + Dirk) speelde: 0 - 162, nat? (J/n)',
    'Spel 1: Bert (Bert + Dirk) speelde: 0 - 162, nat   Ann + Cis +162, Bert + Dirk 0',
  ],
] as const)(
  '(%s) bidding=verplicht "%s": the verplicht taker\'s deal, saved',
  async (lang, line, save, said) => {
    const { t } = await typed(lang, line, ['bidding=verplicht']);
    t.send('\r');
    await t.waitFor(new RegExp(esc(save)), 10_000);
    t.send('\r');
    await t.waitFor(new RegExp(esc(said)), 10_000);
    t.send('\x03');
    expect(await t.exit).toBe(130);
  },
  60_000,
);

// A bare `tafel record` on a terminal asks the deal as table mode does: how it ended and each team's roem. Until
// 2026-12-07 it asked the taker and the card points only: `cis`, `80` was saved as "80 - 82, nat" (the takers' 20 roem
// never asked) and `162` as "162 - 0, made" (no pit, no 100). By hand (klaverjassen.md): 80 + 20 roem = 100 against
// 82, over half of 182: made, 100 - 82; a pit: 162 + 100 = 262 - 0.
const BARE = {
  en: {
    args: [] as string[],
    end: 'How did the deal end?',
    points: 'Card points of Ann + Cis, last trick included? (0..162)',
    roem: (team: string) => `Roem of ${team}? (type the number)`,
  },
  nl: {
    args: ['--lang', 'nl'],
    end: 'Hoe eindigde het spel?',
    points: 'Kaartpunten van Ann + Cis, laatste slag inbegrepen? (0..162)',
    roem: (team: string) => `Roem van ${team}? (typ het getal)`,
  },
} as const;
test.each([
  ['en', 'counted', 'Deal 1: Cis (Ann + Cis) played: 80 + 20 roem - 82, made', [100, 82]],
  ['nl', 'geteld', 'Spel 1: Cis (Ann + Cis) speelde: 80 + 20 roem - 82, gehaald', [100, 82]],
  ['en', 'pit', 'Deal 1: Cis (Ann + Cis) played: 162 - 0, pit', [262, 0]],
  ['nl', 'pit', 'Spel 1: Cis (Ann + Cis) speelde: 162 - 0, pit', [262, 0]],
] as const)(
  '(%s) bare record on a terminal, cis, %s: asked as in table mode, saved as "%s"',
  async (lang, end, said, totals) => {
    const h = home();
    expect((await tafel(h, ['new', 'klaverjassen', '--players', 'Ann,Bert,Cis,Dirk'], { now: NOW })).code).toBe(0);
    const T = BARE[lang];
    const t = new InTerminal(h, [...T.args, 'record'], {}, { columns: 140, rows: 30 }, NOW);
    terminals.push(t);
    await t.waitFor(new RegExp(esc(QUESTION[lang])), 30_000);
    await t.pick('cis', 'Cis');
    await t.waitFor(new RegExp(esc(T.end)), 10_000);
    // A list of one answer: a letter jumps to the answer it starts, Enter takes the one highlighted (counted first).
    if (end === 'pit') {
      t.send('p');
      await t.waitFor(/❯ pit: Ann \+ Cis/, 10_000);
    }
    t.send('\r');
    if (end !== 'pit') {
      await t.waitFor(new RegExp(esc(T.points)), 10_000);
      t.send('80\r');
      await t.waitFor(new RegExp(esc(T.roem('Ann + Cis'))), 10_000);
      await t.pick('20', '20');
      await t.waitFor(new RegExp(esc(T.roem('Bert + Dirk'))), 10_000);
    } else await t.waitFor(new RegExp(esc(T.roem('Ann + Cis'))), 10_000);
    t.send('\r');
    await t.waitFor(new RegExp(esc(said)), 10_000);
    expect(await t.exit).toBe(0);
    const sheet = (await tafelJson(h, ['sheet'], { now: NOW })) as { totals: Record<string, number> };
    expect(sheet.totals).toEqual({ Ann: totals[0], Bert: totals[1], Cis: totals[0], Dirk: totals[1] });
  },
  60_000,
);

// bidding=verplicht, a revoke begins the line as `nat` does (docs/games/klaverjassen.md: a word of the deal begins the
// line unless a name does): until 2026-12-08 `verzaakt cis` said "Nothing fits that" and a bare `verzaakt` was a taker
// named "verzaakt" (`Unknown player "verzaakt"`). Bert takes (after the dealer, Ann); Cis revoked: Bert + Dirk get
// 162 + 100 (amsterdams), Ann + Cis nothing.
test.each([
  [
    'en',
    'Save: Bert (Bert + Dirk) played; Cis revoked (verzaakt)? (Y/n)',
    'Deal 1: Bert (Bert + Dirk) played; Cis revoked (verzaakt)   Ann + Cis 0, Bert + Dirk +262',
  ],
  [
    'nl',
    'Bewaren: Bert (Bert + Dirk) speelde; Cis verzaakte? (J/n)',
    'Spel 1: Bert (Bert + Dirk) speelde; Cis verzaakte   Ann + Cis 0, Bert + Dirk +262',
  ],
] as const)(
  '(%s) bidding=verplicht "verzaakt cis": the verplicht taker\'s deal, Cis revoked, saved',
  async (lang, save, said) => {
    const { t, h } = await typed(lang, 'verzaakt cis', ['bidding=verplicht']);
    t.send('\r');
    await t.waitFor(new RegExp(esc(save)), 10_000);
    t.send('\r');
    await t.waitFor(new RegExp(esc(said)), 10_000);
    t.send('\x03');
    expect(await t.exit).toBe(130);
    const sheet = (await tafelJson(h, ['sheet'], { now: NOW })) as { totals: Record<string, number> };
    expect(sheet.totals).toEqual({ Ann: 0, Bert: 262, Cis: 0, Dirk: 262 });
  },
  60_000,
);

// A bare `verzaakt` names what is missing, as `solo 6 ann 6 verzaakt` does; nothing written.
test.each([
  ['en', '✗ The revoke needs a player: who revoked? e.g. Bert.'],
  ['nl', '✗ De verzaking vraagt een speler: wie verzaakte? bv. Bert.'],
] as const)(
  '(%s) bidding=verplicht "verzaakt": the revoke needs a player',
  async (lang, said) => {
    const { t, h, before } = await typed(lang, 'verzaakt', ['bidding=verplicht']);
    await t.waitFor(new RegExp(`verzaakt\\n> ${esc(said)}\\n`), 10_000);
    t.send('\x03');
    expect(await t.exit).toBe(130);
    expect(snapshot(h)).toEqual(before);
  },
  60_000,
);

// A name with a space in a roem list is typed whole (docs/table-mode.md): until 2026-12-08 `jan 92 roem jan
// pieter=20` said "Nothing fits that", where `record --roem "Jan Pieter=20"` takes it. By hand: Jan (with Cis) takes,
// 92 card points against 70, the 20 roem Jan Pieter's (with Bert): 92 is more than half of 162 + 20, made; each team
// its points and its roem, Jan + Cis 92, Jan Pieter + Bert 70 + 20 = 90.
test.each([
  ['en', 'Deal by Jan Pieter: who chose trump?', 'Save: Jan (Jan + Cis) played: 92 - 70 + 20 roem, made? (Y/n)'],
  [
    'nl',
    'Spel van Jan Pieter: wie maakte troef?',
    'Bewaren: Jan (Jan + Cis) speelde: 92 - 70 + 20 roem, gehaald? (J/n)',
  ],
] as const)(
  '(%s) "jan 92 roem jan pieter=20": the roem of a player whose name has a space, saved',
  async (lang, question, save) => {
    const h = home();
    const args = ['new', 'klaverjassen', '--players', 'Jan Pieter,Jan,Bert,Cis'];
    expect((await tafel(h, args, { now: NOW })).code).toBe(0);
    const t = new InTerminal(h, [...(lang === 'nl' ? ['--lang', 'nl'] : []), 'play'], {}, { columns: 140, rows: 30 });
    terminals.push(t);
    await t.waitFor(new RegExp(esc(question)), 30_000);
    t.send('jan 92 roem jan pieter=20');
    await t.waitFor(/❯ ⏎ /, 10_000);
    t.send('\r');
    await t.waitFor(new RegExp(esc(save)), 10_000);
    t.send('\r');
    await t.waitFor(new RegExp(esc(question.replace('Jan Pieter', 'Jan'))), 10_000);
    t.send('\x03');
    expect(await t.exit).toBe(130);
    const sheet = (await tafelJson(h, ['sheet'], { now: NOW })) as { totals: Record<string, number> };
    expect(sheet.totals).toEqual({ 'Jan Pieter': 90, Jan: 92, Bert: 90, Cis: 92 });
  },
  60_000,
);
