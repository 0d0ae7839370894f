import { afterAll, describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import { snapshot, tafel, tafelJson, tempHome } from '../helpers/cli.js';
import { esc, InTerminal, maybe, Terminal, type TerminalSession, WITH } from './terminal.js';

/**
 * Table mode at a terminal (issue 12): the whole deal on one line, the traps of the first evenings, and
 * Dutch throughout. A few sessions, each several checks, to keep the suite fast: one in a real
 * pseudo-terminal, the others in process (`InTerminal`).
 */

const homes: string[] = [];
const terminals: TerminalSession[] = [];
afterAll(() => {
  for (const t of terminals) t.kill();
  for (const h of homes) fs.rmSync(h, { recursive: true, force: true });
});

async function home(args?: string[]): Promise<string> {
  const h = tempHome();
  homes.push(h);
  if (args) expect((await tafel(h, args)).code).toBe(0);
  return h;
}

/** The session in this process (test/play/terminal.ts). */
function open(h: string, args: string[], env: NodeJS.ProcessEnv = {}): InTerminal {
  const t = new InTerminal(h, args, env);
  terminals.push(t);
  return t;
}

/** Colour codes (SGR); the prompts' cursor movements are not colour. */
const SGR = /\x1b\[[0-9;]*m/;

maybe(`table mode in a pseudo-terminal (${WITH})`, () => {
  test('kleurenwiezen: a deal on one line, letters tick players, Esc goes back, accents fold, refusals in words, ' +
    'rules paged without source, --no-color', async () => {
    const h = await home(['new', 'kleurenwiezen', '--players', 'Ann,Bert,Éva,Dirk']);
    // --no-color alone (no NO_COLOR) must reach the prompts. A process in a real pseudo-terminal: NO_COLOR is
    // absent from its real environment, where any code that asked the process (not the run) whether to colour,
    // as a library of the prompts may, would colour; in process that environment is the test runner's.
    const t = new Terminal(h, ['play', '--no-color'], { NO_COLOR: undefined });
    terminals.push(t);
    await t.waitFor(/Deal by Ann: which contract\?/);
    // The first question of a deal: nothing before it, so no esc in the key help (docs/table-mode.md, "Keys").
    expect(t.screen).toMatch(/↑↓ navigate • ⏎ choose(?! • esc)/);
    // The typical lodige deal: one line, enter, enter.
    t.send('s8 b d 9');
    await t.waitFor(/❯ ⏎ the whole deal: Bert \+ Dirk samen 8: 9 tricks/);
    t.send('\r');
    await t.waitFor(/Save: Bert \+ Dirk samen 8: 9 tricks\? \(Y\/n\)/);
    t.send('\r');
    // samen 8 made with 9: 7 + 1 x 3 = 10 each.
    await t.waitFor(/Deal 1: Bert \+ Dirk samen 8: 9 tricks\s+Ann 0, Bert \+10, Éva 0, Dirk \+10/);

    // Letters tick players: "a" is Ann (not "all"); one player for samen is refused in words.
    await t.waitFor(/Deal by Bert: which contract\?/);
    await t.pick('samen 9', 'samen 9');
    await t.waitFor(/Tick both players\./);
    t.send('a');
    await t.waitFor(/◉ Ann/);
    expect(t.screen.slice(-300)).toMatch(/◯ Bert/);
    t.send('\r');
    await t.waitFor(/✗ [^\n]*/);
    expect(t.screen.slice(t.screen.lastIndexOf('✗')).split('\n')[0]).not.toContain('--');
    // Esc: back from the players to the contract (once the question is asked again: "?", not "✔").
    await t.waitFor(/\? Who played samen\? Tick both players\./);
    t.send('\x1b');
    await t.waitFor(/Deal by Bert: which contract\?/);
    await t.pick('solo 6', 'solo 6');
    // "e" finds Éva in the list of players (accents fold).
    await t.waitFor(/Who played solo\?/);
    t.send('e');
    await t.waitFor(/❯ Éva/);
    t.send('\r');
    await t.waitFor(/Tricks taken by Éva\?/);
    t.send('x\r');
    await t.waitFor(/Enter a whole number\./);
    t.send('\x7f20\r');
    await t.waitFor(/Enter a number from 0 to 13\./);
    t.send('\x7f\x7f6\r');
    // solo 6 made exactly: Éva 12, the three others -4 each.
    await t.waitFor(/Deal 2: Éva solo 6: 6 tricks/);

    // The rules: no source path of tafel's files, and the sheet drawn again after.
    await t.waitFor(/Deal by Éva: which contract\?/);
    await t.pick('rules', 'rules: look a rule up');
    await t.waitFor(/Rules of what\?/);
    await t.pick('troel', 'Troel');
    // Taller than the 24 lines of the terminal: paged.
    await t.waitFor(/\? -- lines 1-22 of \d+: Enter for more, Esc to stop --/);
    t.send('\r');
    // The last screen stays until a key is pressed.
    await t.waitFor(/-- end: press a key to go back to the sheet --/);
    t.send('q');
    await t.waitFor(/Next to deal: Éva/);
    expect(t.screen).not.toMatch(/seeds\/|spec\/|\.md\b/);
    await t.waitFor(/\? Deal by Éva: which contract\?/);
    // A spelling record accepts finds its contract; Ctrl-U clears the typed text.
    t.send('abundance');
    await t.waitFor(/abundance\s*\n❯ abondance 9/);
    t.send('\x15');
    await t.pick('undo', 'undo: remove deal 2');
    await t.waitFor(/Deal by Éva: which contract\?/);
    await t.pick('quit', 'quit: stop here');
    expect(await t.exit).toBe(0);
    // One deal left of the two recorded: the closing line counts it once.
    expect(t.screen).toContain('1 deal, 1 recorded this time.');
    expect(t.raw).not.toMatch(SGR);
    expect((await tafelJson(h, ['sheet'])).totals).toEqual({ Ann: 0, Bert: 10, Éva: 0, Dirk: 10 });
  }, 120000);
});

describe('table mode in process', () => {
  test('a new sheet: an empty player list and a bad house rule are asked again with the reason (in red); the result ' +
    'is said once, also on reopening', async () => {
    const h = await home();
    // Colour on (a terminal, no NO_COLOR): the refusals are red.
    const t = open(h, ['play'], { NO_COLOR: undefined });
    await t.waitFor(/Which sheet\?/);
    t.send('\r');
    await t.waitFor(/\? Which game\?/);
    t.send('\r');
    await t.waitFor(/\? Which rules\?/);
    t.send('\r');
    await t.waitFor(/\? Players in seating order/);
    t.send('\r');
    await t.waitFor(/✗ Name the players, comma separated \(4-6\)\./);
    await t.waitFor(/\? Players in seating order/);
    t.send('Ann,Bert,Cis,Dirk\r');
    await t.waitFor(/\? House rules as key=value/);
    t.send('foo=1\r');
    // Checked when typed (issue 24 item 5), not after the next question.
    await t.waitFor(/✗ Unknown setting "foo"/);
    // Asked again with what was typed standing in the field: Backspace mends it.
    await t.waitFor(/\? House rules as key=value[^?]*none\): foo=1/);
    t.send('\x7f'.repeat(5) + 'deals=1\r');
    await t.waitFor(/\? Who deals first\?/);
    t.send('\r');
    await t.waitFor(/\? Deal by Ann: which contract\?/);
    t.send('s8 a b 9');
    await t.waitFor(/❯ ⏎ the whole deal/);
    t.send('\r');
    await t.waitFor(/\? Save: /);
    t.send('\r');
    await t.waitFor(/\? The game is over\. What now\?/);
    t.send('q');
    await t.waitFor(/❯ quit/);
    t.send('\r');
    expect(await t.exit).toBe(0);
    // deals=1: one deal ends the sheet; Ann + Bert made samen 8 with 9, 10 each.
    expect(t.screen.match(/Finished\. Winner|Tie between/g)).toHaveLength(1);
    expect(t.raw).toContain('\x1b[31m✗ Unknown setting "foo"');
    expect((await tafelJson(h, ['sheet'])).totals).toEqual({ Ann: 10, Bert: 10, Cis: 0, Dirk: 0 });

    const again = open(h, ['play']);
    await again.waitFor(/\? The game is over\. What now\?/);
    again.send('q');
    await again.waitFor(/❯ quit/);
    again.send('\r');
    expect(await again.exit).toBe(0);
    expect(again.screen.match(/Finished\. Winner|Tie between/g)).toHaveLength(1);
  }, 120000);

  test('Dutch throughout: hints, validation, j at capot scores 252, teams named', async () => {
    const h = await home(['new', 'belote', '--players', 'Ann,Bert,Cis,Dirk']);
    const t = open(h, ['play'], { LANG: 'nl_BE.UTF-8' });
    await t.waitFor(/\? Gift van Ann \(Ann \+ Cis tegen Bert \+ Dirk\): wie nam\?/);
    await t.pick('Ann', 'Ann');
    await t.waitFor(/\? Kaartpunten van Ann \+ Cis/);
    t.send('abc\r');
    await t.waitFor(/Geef een geheel getal\./);
    t.send('\x7f\x7f\x7f200\r');
    await t.waitFor(/Geef een getal van 0 tot 162\./);
    t.send('\x7f\x7f\x7f162\r');
    await t.waitFor(/\? Haalden Ann \+ Cis alle 8 slagen \(capot\)\? \(j\/N\)/);
    t.send('j\r');
    await t.waitFor(/capot\)\? ja/);
    await t.waitFor(/\? Wie meldde belote/);
    t.send('\r');
    // Capot: the takers' 162 become 252 (the last trick counts 100, not 10); the defenders 0.
    await t.waitFor(/Gift 1: .*Ann \+ Cis \+252, Bert \+ Dirk 0/);
    await t.waitFor(/\? Gift van Bert/);
    await t.pick('stop', 'stoppen: hier ophouden');
    expect(await t.exit).toBe(0);
    expect(t.screen).toContain('1 gift, 1 deze keer genoteerd.');
    // No English word of the prompts themselves is left.
    expect(t.screen).toContain('↑↓ kiezen • ⏎ bevestigen');
    expect(t.screen).not.toMatch(/navigate|select|submit|No results|y\/N|Y\/n|\bYes\b|\bNo\b|valid|must/);
    expect((await tafelJson(h, ['sheet'])).totals).toEqual({ Ann: 252, Bert: 0, Cis: 252, Dirk: 0 });
  }, 120000);

  test('Solokaarten: nobody is the pot holder by default, a bare enter says to choose', async () => {
    const h = await home(['new', 'solokaarten', '--players', 'Ann,Bert,Cis,Dirk']);
    const t = open(h, ['play']);
    await t.waitFor(/\? Deal by Ann: which bid won the pot\?/);
    await t.pick('slag', 'slag');
    // Nothing highlighted: every name without the ❯.
    await t.waitFor(/\? Who held the pot \(slag\)\?\s*\n {2}Ann\n {2}Bert\n {2}Cis\n {2}Dirk\n/);
    t.send('\r');
    await t.waitFor(/Choose one: ↑↓ or type its first letters\./);
    t.send('c');
    await t.waitFor(/❯ Cis/);
    t.send('\r');
    await t.waitFor(/\? Tricks taken by Cis\?/);
    t.send('\r');
    // Enter takes the 5 tricks slag needs: made, Cis scores the bid's 4 points (solokaarten.md).
    await t.waitFor(/Deal 1: .*Cis \+4/);
    await t.waitFor(/\? Deal by Bert/);
    await t.pick('quit', 'quit: stop here');
    expect(await t.exit).toBe(0);
  }, 120000);
});

describe('a rule looked up stays on screen until a key is pressed (80x24, in process)', () => {
  /** A sheet of 20 deals of samen 8 (Ann + Bert, 9 tricks): the sheet under the rule fills the screen. */
  async function long(): Promise<string> {
    const h = await home(['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk']);
    for (let i = 0; i < 20; i++) {
      expect((await tafel(h, ['record', 'samen', '8', '--by', 'Ann,Bert', '--tricks', '9'])).code).toBe(0);
    }
    return h;
  }

  /** The terminal's 24 rows as they stand (what the player sees). */
  const rows = (t: TerminalSession): string[] => t.screen.split('\n').slice(-24);

  test('English: the Piccolo text waits with "press a key"; q, Esc and Enter each go back to the sheet', async () => {
    const h = await long();
    const t = new InTerminal(h, ['play'], {}, { columns: 80, rows: 24 });
    terminals.push(t);
    // 20 deals, four players: Ann deals the 21st.
    await t.waitFor(/\? Deal by Ann: which contract\?/, 30_000);
    for (const key of ['q', '\x1b', '\r']) {
      await t.pick('rules', 'rules: look a rule up');
      await t.waitFor(/\? Rules of what\?/, 30_000);
      await t.pick('piccolo', 'Piccolo');
      await t.waitFor(/-- end: press a key to go back to the sheet --/, 30_000);
      // The rule whole on the 24 rows, from its title to the line that waits; no sheet drawn under it yet.
      const seen = rows(t).join('\n');
      expect(seen).toContain('Piccolo: exactly one trick  Kleurenwiezen (lodige)');
      expect(seen).toContain('Scoring (default table): 27 won or lost per player');
      expect(seen.slice(seen.indexOf('Piccolo: exactly one trick'))).not.toContain('Next to deal');
      t.send(key);
      // The sheet again, then the deal's question: no deal was started by the key.
      await t.waitFor(/Next to deal: Ann/, 30_000);
      await t.waitFor(/\? Deal by Ann: which contract\?/, 30_000);
    }
    await t.pick('quit', 'quit: stop here');
    expect(await t.exit).toBe(0);
    expect((await tafelJson(h, ['sheet'])).deals).toHaveLength(20);
  }, 120000);

  test('Dutch: "druk op een toets", then the sheet again', async () => {
    const h = await long();
    const t = new InTerminal(h, ['play', '--lang', 'nl'], {}, { columns: 80, rows: 24 });
    terminals.push(t);
    await t.waitFor(/\? Gift van Ann: welk contract\?/, 30_000);
    await t.pick('regels', 'regels: zoek een regel op');
    await t.waitFor(/\? Regels van wat\?/, 30_000);
    await t.pick('piccolo', 'Piccolo');
    await t.waitFor(/-- einde: een toets brengt het blad terug --/, 30_000);
    const seen = rows(t).join('\n');
    expect(seen).toContain('Piccolo: precies één slag  Kleurenwiezen (lodige)');
    expect(seen.slice(seen.indexOf('Piccolo: precies één slag'))).not.toContain('Volgende gever');
    t.send('\r');
    await t.waitFor(/Volgende gever: Ann/, 30_000);
    await t.waitFor(/\? Gift van Ann: welk contract\?/, 30_000);
    await t.pick('stoppen', 'stoppen: hier ophouden');
    expect(await t.exit).toBe(0);
  }, 120000);
});

describe('"pas" typed at the contract question, Enter twice (in process)', () => {
  // Until 2026-12-07 the first Enter saved the pass with no question and the second picked the next deal's highlighted
  // contract (samen 8, asking who played it).
  test('kleurenwiezen, English: the first Enter picks the whole deal, the second saves it', async () => {
    const h = await home(['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk']);
    const t = open(h, ['play']);
    await t.waitFor(/\? Deal by Ann: which contract\?/, 30_000);
    await t.pick('pas', '⏎ the whole deal: pass (redeal)');
    await t.waitFor(/\? Save: pass \(redeal\)\? \(Y\/n\)/, 30_000);
    t.send('\r');
    await t.waitFor(/Deal 1: pass \(redeal\)/, 30_000);
    // A pass is dealt again by the same dealer: Ann's question, and no question of samen 8.
    await t.waitFor(/\? Deal by Ann: which contract\?/, 30_000);
    expect(t.screen).not.toContain('Who played');
    await t.pick('quit', 'quit: stop here');
    expect(await t.exit).toBe(0);
    expect((await tafelJson(h, ['sheet'])).deals.map((d: { input: unknown }) => d.input)).toEqual([
      { contract: 'pas' },
    ]);
  }, 60000);

  test('belote, Dutch: "Bewaren: …?" before the void deal is saved; Bert deals next', async () => {
    const h = await home(['new', 'belote', '--players', 'Ann,Bert,Cis,Dirk']);
    const t = open(h, ['play', '--lang', 'nl']);
    await t.waitFor(/\? Gift van Ann \(.*\): wie nam\?/, 30_000);
    await t.pick('pas', '⏎ de hele gift: pas: gift vervalt, de volgende speler geeft');
    await t.waitFor(/\? Bewaren: pas: gift vervalt, de volgende speler geeft\? \(J\/n\)/, 30_000);
    t.send('\r');
    await t.waitFor(/Gift 1: pas: gift vervalt, de volgende speler geeft/, 30_000);
    await t.waitFor(/\? Gift van Bert \(.*\): wie nam\?/, 30_000);
    expect(t.screen).not.toMatch(/Kaartpunten/i);
    await t.pick('stoppen', 'stoppen: hier ophouden');
    expect(await t.exit).toBe(0);
    expect((await tafelJson(h, ['sheet'])).deals.map((d: { input: unknown }) => d.input)).toEqual([
      { contract: 'pas' },
    ]);
  }, 60000);
});

describe('a doubled deal is confirmed with its ×2, as the sheet names it (in process)', () => {
  // whisthub: the deal after a pas counts double (rondje-pas=double). Until 2026-12-07 the one-line choice and its
  // "Save: …?" named that deal without the ×2 that record's answer, undo and the sheet give it.
  const SAID = {
    en: {
      args: [] as string[],
      first: (dealer: string) => `Deal by ${dealer}: which contract?`,
      whole: '⏎ the whole deal: ',
      save: (text: string) => `Save: ${text}? (Y/n)`,
      made: 'Ann + Bert samen 8: 9 tricks ×2',
      edited: 'Cis + Dirk samen 8: 8 tricks ×2',
      edit: ['edit', 'edit: correct a deal', 'Which deal?'],
      quit: ['quit', 'quit: stop here'],
    },
    nl: {
      args: ['--lang', 'nl'],
      first: (dealer: string) => `Gift van ${dealer}: welk contract?`,
      whole: '⏎ de hele gift: ',
      save: (text: string) => `Bewaren: ${text}? (J/n)`,
      made: 'Ann + Bert samen 8: 9 slagen ×2',
      edited: 'Cis + Dirk samen 8: 8 slagen ×2',
      edit: ['wijzig', 'wijzig: verbeter een gift', 'Welke gift?'],
      quit: ['stoppen', 'stoppen: hier ophouden'],
    },
  } as const;
  /** A deal typed whole, taken once the list offers it named `text` (as TerminalSession.pick, waiting 10 s at most). */
  async function whole(t: InTerminal, lang: 'en' | 'nl', line: string, text: string): Promise<void> {
    t.send(line);
    await t.waitFor(new RegExp(`${esc(line)}\\s*\\n❯ ${esc(SAID[lang].whole + text)}`), 10_000);
    t.send('\r');
  }
  const doubled = () =>
    home(['new', 'kleurenwiezen', '--rules', 'whisthub', '--players', 'Ann,Bert,Cis,Dirk']).then(async (h) => {
      expect((await tafel(h, ['record', 'pas'])).code).toBe(0);
      return h;
    });

  test.each(['en', 'nl'] as const)(
    '(%s) table mode: a deal after a pas, typed whole and edited',
    async (lang) => {
      const w = SAID[lang];
      const h = await doubled();
      const t = new InTerminal(h, [...w.args, 'play'], {}, { columns: 140, rows: 30 });
      terminals.push(t);
      await t.waitFor(new RegExp(esc(w.first('Ann'))), 30_000);
      await whole(t, lang, 'samen 8 ann bert 9', w.made);
      await t.waitFor(new RegExp(esc(w.save(w.made))), 30_000);
      t.send('\r');
      await t.waitFor(new RegExp(esc(w.first('Bert'))), 30_000);
      // An edit of that deal is the same deal after the pas: doubled too.
      await t.pick(w.edit[0], w.edit[1]);
      await t.waitFor(new RegExp(esc(w.edit[2])), 30_000);
      await t.pick('2', `2: ${w.made}`);
      await t.waitFor(new RegExp(esc(w.first('Ann'))), 30_000);
      await whole(t, lang, 'samen 8 cis dirk 8', w.edited);
      await t.waitFor(new RegExp(esc(w.save(w.edited))), 30_000);
      t.send('\r');
      await t.waitFor(new RegExp(esc(w.first('Bert'))), 30_000);
      await t.pick(w.quit[0], w.quit[1]);
      expect(await t.exit).toBe(0);
      // whisthub samen 8 (zero-sum, per opponent): 8 made exactly, ×2 = 16 each way.
      expect((await tafelJson(h, ['sheet'])).totals).toEqual({ Ann: -16, Bert: -16, Cis: 16, Dirk: 16 });
    },
    60000,
  );

  test.each(['en', 'nl'] as const)(
    '(%s) record on a terminal, its deal typed whole after a pas',
    async (lang) => {
      const w = SAID[lang];
      const h = await doubled();
      const t = new InTerminal(h, [...w.args, 'record'], {}, { columns: 140, rows: 30 });
      terminals.push(t);
      await t.waitFor(new RegExp(esc(w.first('Ann'))), 30_000);
      await whole(t, lang, 'samen 8 ann bert 9', w.made);
      await t.waitFor(new RegExp(esc(w.save(w.made))), 30_000);
      t.send('\r');
      expect(await t.exit).toBe(0);
      // whisthub samen 8 made with 9: 8 + 1 x 3 = 11 per opponent, ×2 = 22 each way.
      expect((await tafelJson(h, ['sheet'])).totals).toEqual({ Ann: 22, Bert: 22, Cis: -22, Dirk: -22 });
    },
    60000,
  );
});

describe('an edit given as the deal stands (in process)', () => {
  // Until 2026-12-07 table mode said "Deal 2 changed: …" of an edit answered with Enter throughout, where `tafel edit`
  // with the same values says nothing changed; the store wrote nothing then, as now.
  const SAID = {
    en: {
      args: [] as string[],
      first: 'Deal by Mieke: who chose trump?',
      edit: ['edit', 'edit: correct a deal', 'Which deal?'],
      deal2: '2: Piet (Piet + Lotte) played: 100 + 20 roem - 62, made',
      asked: [
        'Deal by Piet: who chose trump?',
        'How did the deal end?',
        'Card points of Piet + Lotte',
        'Roem of Piet + Lotte?',
        'Roem of Jan + Mieke?',
      ],
      same: 'Nothing changed: deal 2 is already so.',
      changed: 'Deal 2 changed',
      quit: ['quit', 'quit: stop here'],
    },
    nl: {
      args: ['--lang', 'nl'],
      first: 'Spel van Mieke: wie maakte troef?',
      edit: ['wijzig', 'wijzig: verbeter een spel', 'Welk spel?'],
      deal2: '2: Piet (Piet + Lotte) speelde: 100 + 20 roem - 62, gehaald',
      asked: [
        'Spel van Piet: wie maakte troef?',
        'Hoe eindigde het spel?',
        'Kaartpunten van Piet + Lotte',
        'Roem van Piet + Lotte?',
        'Roem van Jan + Mieke?',
      ],
      same: 'Niets veranderd: spel 2 staat er al zo.',
      changed: 'Spel 2 gewijzigd',
      quit: ['stoppen', 'stoppen: hier ophouden'],
    },
  } as const;

  test.each(['en', 'nl'] as const)(
    '(%s) Klaverjassen: Enter through every answer of deal 2 says nothing changed and writes nothing',
    async (lang) => {
      const w = SAID[lang];
      const h = await home(['new', 'klaverjassen', '--players', 'Jan,Piet,Mieke,Lotte']);
      expect((await tafel(h, ['record', '--taker', 'Jan', '--points', '90'])).code).toBe(0);
      expect((await tafel(h, ['record', '--taker', 'Piet', '--points', '100', '--roem', 'Piet=20'])).code).toBe(0);
      const before = snapshot(h);
      const t = new InTerminal(h, [...w.args, 'play'], {}, { columns: 140, rows: 30 });
      terminals.push(t);
      await t.waitFor(new RegExp(esc(w.first)), 30_000);
      await t.pick(w.edit[0], w.edit[1]);
      await t.waitFor(new RegExp(esc(w.edit[2])), 30_000);
      await t.pick('2', w.deal2);
      // Each question of the deal, answered with its default: the deal as it is stored.
      for (const question of w.asked) {
        await t.waitFor(new RegExp(`\\? ${esc(question)}`), 30_000);
        t.send('\r');
      }
      await t.waitFor(new RegExp(esc(w.same)), 30_000);
      await t.waitFor(new RegExp(esc(w.first)), 30_000);
      expect(t.screen).not.toContain(w.changed);
      await t.pick(w.quit[0], w.quit[1]);
      expect(await t.exit).toBe(0);
      expect(snapshot(h)).toEqual(before);
    },
    60000,
  );
});

describe('finish before the deal limit is asked first, No the default (in process)', () => {
  // Until 2026-12-07 finish, beside `sheet` in the list, closed a boom of 16 after 6 deals at "Close sheet …? (y/N)"
  // as any open sheet, and said the winner alone.
  const SAID = {
    en: {
      args: [] as string[],
      first: 'Deal by Cis: who chose trump?',
      finish: ['finish', 'finish: close the sheet and show the winner'],
      early: (id: string) =>
        `Only 6 of the 16 deals are played: close sheet ${id} anyway? No deals can be added after that. (y/N)`,
      yes: 'y',
      done: ['Finished. Winner: Ann + Cis', 'Closed after 6 of 16 deals.'],
    },
    nl: {
      args: ['--lang', 'nl'],
      first: 'Spel van Cis: wie maakte troef?',
      finish: ['afsluiten', 'afsluiten: sluit het blad en toon de winnaar'],
      early: (id: string) =>
        `Pas 6 van de 16 spellen gespeeld: blad ${id} toch al afsluiten? Daarna kunnen er geen spellen meer bij. (j/N)`,
      yes: 'j',
      done: ['Afgelopen. Winnaars: Ann + Cis', 'Afgesloten na 6 van de 16 spellen.'],
    },
  } as const;

  test.each(['en', 'nl'] as const)(
    '(%s) Klaverjassen after 6 of 16 deals: Enter plays on, writing nothing; yes finishes and says the count',
    async (lang) => {
      const w = SAID[lang];
      const h = await home();
      const { id } = await tafelJson(h, ['new', 'klaverjassen', '--players', 'Ann,Bert,Cis,Dirk']);
      for (let i = 0; i < 6; i++) await tafelJson(h, ['record', '--taker', 'Ann', '--points', '90']);
      const before = snapshot(h);
      const t = new InTerminal(h, [...w.args, 'play'], {}, { columns: 140, rows: 30 });
      terminals.push(t);
      await t.waitFor(new RegExp(esc(w.first)), 30_000);
      await t.pick(w.finish[0], w.finish[1]);
      await t.waitFor(new RegExp(esc(w.early(id))), 30_000);
      t.send('\r');
      await t.waitFor(new RegExp(esc(w.first)), 30_000);
      expect(snapshot(h)).toEqual(before);
      await t.pick(w.finish[0], w.finish[1]);
      await t.waitFor(new RegExp(esc(w.early(id))), 30_000);
      t.send(`${w.yes}\r`);
      // Ann takes with 90 of 162 and makes it, six times: 540 against 432.
      await t.waitFor(new RegExp(`\\+540 │\\s+\\+432 │\\n.*\\n${esc(w.done.join('\n'))}`), 30_000);
      expect(await t.exit).toBe(0);
      expect(await tafelJson(h, ['sheet'])).toMatchObject({ finished: true, totals: { Ann: 540, Bert: 432 } });
    },
    60000,
  );
});
