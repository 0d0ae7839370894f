import { afterEach, expect, test } from '@jest/globals';
import { tafel, tafelJson, tempHomes } from '../helpers/cli.js';
import { InTerminal } from './terminal.js';

/**
 * Table mode's `dealer` offers only the players still in (docs/table-mode.md): until 2026-12-08 a Toepen player out of
 * the game was offered, and picking him said "✗ Ann is out of the game and deals no more" and went back to the main
 * list. In process.
 */

const home = tempHomes();
const terminals: InTerminal[] = [];
afterEach(() => {
  for (const t of terminals.splice(0)) t.kill();
});

const LANGS = {
  en: {
    args: [] as string[],
    first: /Round 2, Bert deals\. Who toeped first\?/,
    dealer: ['dealer', 'dealer: who deals the next round'],
    asked: 'Who deals the next round?',
    choices: ['Bert', 'Cis', 'Dirk', 'back'],
    quit: ['quit', 'quit: stop here'],
  },
  nl: {
    args: ['--lang', 'nl'],
    first: /Ronde 2, Bert geeft\. Wie toepte eerst\?/,
    dealer: ['gever', 'gever: wie de volgende ronde geeft'],
    asked: 'Wie geeft de volgende ronde?',
    choices: ['Bert', 'Cis', 'Dirk', 'terug'],
    quit: ['stoppen', 'stoppen: hier ophouden'],
  },
} as const;

test.each(['en', 'nl'] as const)(
  '(%s) Toepen: a player out of the game is not offered to deal',
  async (lang) => {
    const w = LANGS[lang];
    const h = home();
    expect((await tafel(h, ['new', 'toepen', '--players', 'Ann,Bert,Cis,Dirk', '--set', 'limit=5'])).code).toBe(0);
    // Four toeps: the stake is 5. Dirk passed on the first toep (pays 1), Cis on the third (pays 3), Ann lost at 5:
    // Ann 5, at the limit of 5, is out.
    const r = await tafel(h, [
      'record',
      '--toeps',
      'Bert,Cis,Bert,Ann',
      '--passed',
      'Dirk=1,Cis=3',
      '--winner',
      'Bert',
    ]);
    expect(r.code).toBe(0);
    const before = await tafelJson(h, ['sheet']);
    expect([before.totals, before.outOfGame]).toEqual([{ Ann: 5, Bert: 0, Cis: 3, Dirk: 1 }, ['Ann']]);
    const t = new InTerminal(h, [...w.args, 'play'], {}, { columns: 120, rows: 30 });
    terminals.push(t);
    await t.waitFor(w.first, 30_000);
    await t.pick(w.dealer[0], w.dealer[1]);
    expect(await t.choices(w.asked)).toEqual(w.choices);
    // Esc goes back to the round's question, nothing changed.
    t.send('\x1b');
    await t.waitFor(w.first, 10_000);
    await t.pick(w.quit[0], w.quit[1]);
    expect(await t.exit).toBe(0);
    expect((await tafelJson(h, ['sheet'])).nextDealer).toBe('Bert');
  },
  60_000,
);
