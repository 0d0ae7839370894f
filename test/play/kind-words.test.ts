import { afterEach, expect, test } from '@jest/globals';
import { snapshot, tafel, tafelJson, tempHomes } from '../helpers/cli.js';
import { makeSheet } from '../helpers/sheet.js';
import { askDeal } from '../../src/play/deal.js';
import { flowFor } from '../../src/play/flows/index.js';
import { ENTER, Scripted, dealCtx } from './scripted.js';
import { InTerminal } from './terminal.js';

/**
 * A word that names a kind of round, typed alone, is that kind, never a player's entry the word finds in the list:
 * Toepen's `vier` (`four`, in either language) asks who held four of a kind. Until 2026-12-07 `vier` highlighted "Bert
 * had vier gelijke" (the first player's entry) and one Enter saved it with no question; `vier` in an English session
 * said "✗ Name who held four of a kind: e.g. Ann.".
 */

const home = tempHomes();
const NOW = new Date(2026, 11, 6, 20, 0);
const terminals: InTerminal[] = [];
afterEach(() => {
  for (const t of terminals.splice(0)) t.kill();
});
const esc = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.each([
  ['en', 'four', 'four of a kind: who held it?', 'Who held four of a kind?', 'Round 1: Cis: four of a kind'],
  ['en', 'vier', 'four of a kind: who held it?', 'Who held four of a kind?', 'Round 1: Cis: four of a kind'],
  ['nl', 'vier', 'vier gelijke: wie had ze?', 'Wie had vier gelijke?', 'Ronde 1: Cis: vier gelijke'],
  ['nl', 'four', 'vier gelijke: wie had ze?', 'Wie had vier gelijke?', 'Ronde 1: Cis: vier gelijke'],
] as const)(
  '(%s) toepen: "%s" alone asks who held four of a kind; Esc offers it again',
  async (lang, word, kind, who, saved) => {
    const h = home();
    expect((await tafel(h, ['new', 'toepen', '--players', 'Ann,Bert,Cis,Dirk'], { now: NOW })).code).toBe(0);
    const before = snapshot(h);
    const t = new InTerminal(
      h,
      [...(lang === 'nl' ? ['--lang', 'nl'] : []), 'play'],
      {},
      { columns: 140, rows: 30 },
      NOW,
    );
    terminals.push(t);
    await t.waitFor(lang === 'nl' ? /Wie toepte eerst\?/ : /Who toeped first\?/, 30_000);
    t.send(word);
    await t.waitFor(new RegExp(`${esc(word)}\\n❯ ${esc(kind)}\\n`), 10_000);
    t.send('\r');
    await t.waitFor(new RegExp(`\\? ${esc(who)}\\n  Bert\\n  Cis\\n  Dirk\\n  Ann\\n`), 10_000);
    // Nothing highlighted: an Enter too many picks nobody.
    t.send('\r');
    await t.waitFor(lang === 'nl' ? /Kies er een/ : /Choose one/, 10_000);
    expect(snapshot(h)).toEqual(before);
    // Esc: the word stands typed again (the session's own), its entry offered.
    t.send('\x1b');
    await t.waitFor(new RegExp(`${lang === 'nl' ? 'vier' : 'four'}\\n❯ ${esc(kind)}\\n`), 10_000);
    t.send('\r');
    await t.waitFor(new RegExp(`\\? ${esc(who)}\\n`), 10_000);
    t.send('c');
    await t.waitFor(/❯ Cis\n/, 10_000);
    t.send('\r');
    await t.waitFor(new RegExp(esc(saved)), 10_000);
    t.send('\x03');
    expect(await t.exit).toBe(130);
    const sheet = (await tafelJson(h, ['sheet'], { now: NOW })) as { deals: { input: unknown }[] };
    expect(sheet.deals.map((d) => d.input)).toEqual([{ contract: 'round', fourOfAKind: 'Cis' }]);
  },
  60_000,
);

// A player's entry is picked by his name and the word, `bert vier` or `bert four`, in either language (toepen.md):
// until 2026-12-07 only the words of the session's language found it ("Bert: four of a kind", "Bert: vier gelijke").
test.each([
  ['en', 'bert vier'],
  ['en', 'bert four'],
  ['nl', 'bert four'],
  ['nl', 'bert vier'],
] as const)('(%s) toepen: "%s" picks Bert\'s four of a kind', async (lang, line) => {
  const p = new Scripted([line, ENTER]);
  const r = await askDeal(
    p,
    flowFor('toepen')!,
    dealCtx(makeSheet('toepen', ['Ann', 'Bert', 'Cis', 'Dirk']), { lang }),
  );
  expect(p.shown).toEqual([]);
  expect('done' in r && r.done.input).toEqual({ contract: 'round', fourOfAKind: 'Bert' });
});
