import { afterAll, describe, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { PassThrough } from 'node:stream';
import { BIN, snapshot, tafel, tafelJson, tempHome } from '../helpers/cli.js';
import { esc, InTerminal, maybe, Terminal, type TerminalSession, WITH } from './terminal.js';
import path from 'node:path';
import { makeSheet, record } from '../helpers/sheet.js';
import { screenOf } from './screen.js';

const homes: string[] = [];
const terminals: TerminalSession[] = [];
afterAll(() => {
  for (const t of terminals) t.kill();
  for (const h of homes) fs.rmSync(h, { recursive: true, force: true });
});

async function home(): Promise<string> {
  const h = tempHome();
  homes.push(h);
  expect((await tafel(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk'])).code).toBe(0);
  return h;
}

/** A process in a real pseudo-terminal: only for what only such a process shows (each use says what). */
function open(h: string, args: string[]): Terminal {
  const t = new Terminal(h, args);
  terminals.push(t);
  return t;
}

/** The same session in this process (test/play/terminal.ts, `InTerminal`). */
function here(h: string, args: string[], size?: { columns: number; rows: number }): InTerminal {
  const t = new InTerminal(h, args, {}, size);
  terminals.push(t);
  return t;
}

maybe(`in a pseudo-terminal (${WITH})`, () => {
  test('tafel play records two deals and quits', async () => {
    const h = await home();
    // A process: the whole of `play` as the binary runs it, from fds that are a terminal to a process that exits by
    // itself with 0 once the player quits (nothing left holding its event loop: a prompt's stream, a timer).
    const t = open(h, ['play']);
    await t.waitFor(/Deal by Ann: which contract\?/);
    await t.pick('samen 8', 'samen 8');
    await t.waitFor(/Who played samen\? Tick both players\./);
    t.send(' ');
    await t.waitFor(/◉ Ann/);
    t.send('\x1b[B');
    t.send(' ');
    await t.waitFor(/◉ Bert/);
    t.send('\r');
    await t.waitFor(/Tricks taken by Ann \+ Bert\?/);
    t.send('9\r');
    // samen 8 made with 9: 7 + 1 x 3 = 10 for each declarer.
    await t.waitFor(/Deal 1: Ann \+ Bert samen 8: 9 tricks\s+Ann \+10, Bert \+10, Cis 0, Dirk 0/);
    await t.waitFor(/Deal by Bert: which contract\?/);
    // A pass typed is a whole deal, saved at the second Enter as every line is.
    await t.pick('pas', '⏎ the whole deal: pass (redeal)');
    await t.waitFor(/Save: pass \(redeal\)\? \(Y\/n\)/);
    t.send('\r');
    await t.waitFor(/Deal 2: pass \(redeal\)/);
    await t.waitFor(/Deal by Bert: which contract\?/);
    await t.pick('quit', 'quit: stop here');
    expect(await t.exit).toBe(0);
    expect(t.screen).toContain('2 deals, 2 recorded this time.');
    const sheet = await tafelJson(h, ['sheet']);
    expect(sheet.deals.map((d: { input: unknown }) => d.input)).toEqual([
      { contract: 'samen', level: 8, by: ['Ann', 'Bert'], tricks: 9 },
      { contract: 'pas' },
    ]);
    expect(sheet.totals).toEqual({ Ann: 10, Bert: 10, Cis: 0, Dirk: 0 });
  }, 90000);

  test('record asks only for the missing --by; Ctrl-C at the question exits 130 and writes nothing', async () => {
    const h = await home();
    const t = here(h, ['record', 'solo', '6', '--tricks', '7']);
    await t.waitFor(/Who played solo\?/);
    t.send('\x1b[B');
    await t.waitFor(/❯ Bert/);
    t.send('\r');
    expect(await t.exit).toBe(0);
    // solo 6 with 7 tricks: 12 + 1 x 3 = 15.
    expect(t.screen).toMatch(/Deal 1: Bert solo 6: 7 tricks/);
    expect((await tafelJson(h, ['sheet'])).totals).toEqual({ Ann: 0, Bert: 15, Cis: 0, Dirk: 0 });

    const before = snapshot(h);
    // A process: Ctrl-C as a real terminal sends it, and the exit code 130 of the process itself, with nothing
    // written on its way out (no lock or temporary file left by the exit).
    const c = open(h, ['record', 'samen', '8', '--tricks', '9']);
    await c.waitFor(/Who played samen\?/);
    c.send('\x03');
    expect(await c.exit).toBe(130);
    expect(snapshot(h)).toEqual(before);
  }, 90000);

  test('--no-input never asks, even on a terminal: exit 2 naming the missing flag', async () => {
    const h = await home();
    // A process: fds 0-2 that fstat finds a real terminal, where --no-input alone keeps tafel from asking.
    const t = open(h, ['record', 'samen', '8', '--tricks', '9', '--no-input']);
    expect(await t.exit).toBe(2);
    expect(t.screen).toContain('--by is missing');
  }, 60000);
});

describe('without a terminal', () => {
  test('record with a flag missing fails at once (exit 2) even with stdin an open pipe that never writes', async () => {
    const h = await home();
    const before = snapshot(h);
    // stdin stays open: a prompt would wait for ever, so only exiting on its own passes.
    const stdin = new PassThrough();
    const { code, stderr } = await tafel(h, ['record', 'samen', '8', '--tricks', '9'], { stdin });
    stdin.destroy();
    expect(code).toBe(2);
    expect(stderr).toContain('--by is missing');
    expect(snapshot(h)).toEqual(before);
  }, 90_000);

  test('tafel play refuses without a terminal (exit 2); with --serve before the board starts', async () => {
    const r = await tafel(await home(), ['play']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('Table mode (tafel play) asks questions, so it needs a terminal');
    // No board's address printed that is dead at once.
    const s = await tafel(await home(), ['play', '--serve', '--host', '127.0.0.1']);
    expect([s.code, s.stdout]).toEqual([2, '']);
    expect(s.stderr).toMatch(/^tafel: Table mode \(tafel play\) asks questions, so it needs a terminal/);
    expect(s.stderr).not.toContain('http');
  });
});

/**
 * Table mode on a real screen: the sheet fitted above the question at 80x24 and 60x24 (issue 12,
 * "Any screen"), and five at a Whisthub table, the dealer sitting out (issue 16).
 */

/** A data directory whose active sheet already has 30 deals: more than any 24-line screen holds. */
function longSheet(): string {
  const h = tempHome();
  homes.push(h);
  let s = { ...makeSheet('kleurenwiezen', ['Annelies', 'Bertrand', 'Cis', 'Dirk']), id: 'lang' };
  for (let i = 0; i < 30; i++) s = record(s, i % 3 === 2 ? 'pas' : 'samen 8 --by Annelies,Bertrand --tricks 9');
  fs.mkdirSync(path.join(h, 'sheets'), { recursive: true });
  fs.writeFileSync(path.join(h, 'sheets', 'lang.json'), JSON.stringify(s));
  fs.writeFileSync(path.join(h, 'settings.json'), JSON.stringify({ schemaVersion: 1, active: 'lang' }));
  return h;
}

describe('table mode fits the screen (in process)', () => {
  test.each([80, 60])(
    'at %i x 24: names, the last deal, the totals and the question on screen, no line wrapped',
    async (columns) => {
      const h = longSheet();
      const t = here(h, ['play'], { columns, rows: 24 });
      await t.waitFor(/which contract\?/);
      t.send('s8 b d 9');
      await t.waitFor(/❯ ⏎ the whole deal/);
      t.send('\r');
      await t.waitFor(/Save: .*\? \(Y\/n\)/);
      t.send('\r');
      await t.waitFor(/Deal 31: /);
      // The next question drawn whole: its key hint is its last line.
      await t.waitFor(/which contract\?[\s\S]*↑↓ (navigate )?• ⏎( choose)?\s*$/);
      const { lines, wrapped } = screenOf(t.raw, columns, 24);
      const shown = lines.join('\n');
      expect(wrapped).toEqual([]);
      // The header with the whole names (Bertrand deals next, Cis leads): the contract column gives way
      // first. At 80 the contracts keep 4 letters a name ("Bert+Dirk samen 8: 9", 20 + 2) beside the dealer
      // column: # 4, dealer 10, contract 22, 10 + 11 + 6 + 6, and 8 borders, 77 columns. At 60 the dealer
      // column goes and the contracts name by initials ("B+D samen 8: 9", 14 + 2): 4 + 16 + 33 + 7 = 60
      // (before, 'Annel │ Bertr*' above whole contracts with 4 letters a name).
      expect(shown).toMatch(/│ +# │.*│ Annelies │ Bertrand\* │ Cis> │ Dirk │/);
      // The deal just played: samen 8 made with 9, 7 + 1 x 3 = 10 for each declarer.
      // At 80 the dealer column goes first and the whole names fit (docs/screens.md's order).
      const made = columns === 80 ? 'Bertrand\\+Dirk' : 'B\\+D';
      expect(shown).toMatch(new RegExp(`│ 31 │.*${made} samen 8: 9 │ +0 │ +\\+10 │ +0 │ +\\+10 │`));
      // Totals: 20 samen deals of Annelies + Bertrand at +10 each (every third of the 30 was a pass),
      // then deal 31: Annelies 200, Bertrand 210, Cis 0, Dirk 10.
      expect(shown).toMatch(/│ total +│ +\+200 │ +\+210 │ +0 │ +\+10 │/);
      // The deal line is wider than the screen: its scores go on a line of their own, whole (issue 24
      // item 4; before, the line was cut inside a score), so one deal fewer is shown above the question.
      expect(shown).toMatch(
        /Deal 31: Bertrand \+ Dirk samen 8: 9 tricks\n {2}Annelies 0, Bertrand \+10, Cis 0, Dirk \+10\n/,
      );
      expect(shown).toMatch(/29 earlier .*not shown/);
      expect(shown).toMatch(/\? Deal by Bertrand: which contract\?\n❯ samen 8\n/);
      // The key hint names what the keys do at 80 columns; below 80, the keys only (docs/table-mode.md); no esc at a
      // deal's first question, which has nothing before it.
      expect(lines[lines.length - 1]).toBe(columns === 80 ? '↑↓ navigate • ⏎ choose' : '↑↓ • ⏎');
      await t.pick('quit', 'quit: stop here');
      expect(await t.exit).toBe(0);
      expect((await tafelJson(h, ['sheet'])).totals).toEqual({ Annelies: 200, Bertrand: 210, Cis: 0, Dirk: 10 });
    },
    60000,
  );
});

describe('five at a Whisthub table (in process)', () => {
  test("the dealer sits out: never offered as declarer, shown as -, deals saved with Whisthub's numbers", async () => {
    const h = tempHome();
    homes.push(h);
    expect(
      (await tafel(h, ['new', 'kleurenwiezen', '--rules', 'whisthub', '--players', 'Ann,Bert,Cis,Dirk,Eva'])).code,
    ).toBe(0);
    const t = here(h, ['play']);
    // Deal 1, Ann deals and sits out: the four who play are offered, Ann is not.
    await t.waitFor(/Deal by Ann: which contract\?/);
    await t.pick('samen 8', 'samen 8');
    await t.waitFor(/Who played samen\? Tick both players\.\n❯◯ Bert\n ◯ Cis\n ◯ Dirk\n ◯ Eva\n↑↓/);
    t.send('b');
    await t.waitFor(/◉ Bert/);
    t.send('d');
    await t.waitFor(/◉ Dirk/);
    t.send('\r');
    await t.waitFor(/Tricks taken by Bert \+ Dirk\?/);
    t.send('9\r');
    // Whisthub samen made with 9: v = 8 + 3 x (9 - 8) = 11 per player (tables §1.2); Ann sat out: -.
    await t.waitFor(/Deal 1: Bert \+ Dirk samen 8: 9 tricks {3}Ann -, Bert \+11, Cis -11, Dirk \+11, Eva -11\n/);
    await t.waitFor(/│ 1 │ Ann +│ Bert \+ Dirk samen 8: 9 tricks │ +- │ +\+11 │ +-11 │ +\+11 │ +-11 │/);
    await t.waitFor(/Next to deal: Bert \(\*, sits out\)/);

    // Deal 2, Bert deals and sits out. A whole line naming him says why, is no deal to choose, and stays
    // on the line to be corrected after Enter (as an unknown name does); nothing is saved.
    await t.waitFor(/\? Deal by Bert: which contract\?/);
    t.send('alleen 6 b 7');
    await t.waitFor(
      new RegExp(
        /which contract\? alleen 6 b 7\n/.source +
          /> ✗ Bert deals deal 2 and sits out; the players are Ann, Cis, Dirk, Eva\. Bert\s+cannot be named in it\./
            .source,
      ),
    );
    t.send('\r');
    await t.waitFor(/which contract\? alleen 6 b 7\n> ✗ Bert deals deal 2 and sits out/);
    t.send('\x15');
    await t.pick('alleen 6', 'alleen 6');
    await t.waitFor(/Who played alleen\?\s*\n❯ Ann\n {2}Cis\n {2}Dirk\n {2}Eva\n/);
    t.send('c');
    await t.waitFor(/❯ Cis/);
    t.send('\r');
    await t.waitFor(/Tricks taken by Cis\?/);
    t.send('7\r');
    // Whisthub alleen 6 with 7: v = E(6) + (7 - 6) = 4 + 1 = 5 per opponent (§1.3): Cis +15, the
    // three active opponents -5, Bert (sitting out) -.
    await t.waitFor(/Deal 2: Cis alleen 6: 7 tricks {3}Ann -5, Bert -, Cis \+15, Dirk -5, Eva -5\n/);
    await t.waitFor(/\? Deal by Cis: which contract\?/);
    await t.pick('quit', 'quit: stop here');
    expect(await t.exit).toBe(0);
    const sheet = await tafelJson(h, ['sheet']);
    expect(sheet.deals.map((d: { input: unknown }) => d.input)).toEqual([
      { contract: 'samen', level: 8, by: ['Bert', 'Dirk'], tricks: 9 },
      { contract: 'alleen', level: 6, by: ['Cis'], tricks: 7 },
    ]);
    expect(sheet.deals.map((d: { sittingOut: unknown }) => d.sittingOut)).toEqual([['Ann'], ['Bert']]);
    expect(sheet.deals.map((d: { scores: unknown }) => d.scores)).toEqual([
      { Ann: 0, Bert: 11, Cis: -11, Dirk: 11, Eva: -11 },
      { Ann: -5, Bert: 0, Cis: 15, Dirk: -5, Eva: -5 },
    ]);
    // Ann 0 - 5, Bert 11 + 0, Cis -11 + 15, Dirk 11 - 5, Eva -11 - 5: sums to 0.
    expect(sheet.totals).toEqual({ Ann: -5, Bert: 11, Cis: 4, Dirk: 6, Eva: -16 });
  }, 90000);
});

/**
 * Issue 24, "At the table, round two", as a player sees it: the built bundle in a terminal at 80x24 and
 * 60x24, in English and Dutch; in process, but for one session in a pseudo-terminal that stty sized. Each
 * run walks several items, so the file stays a few runs.
 */

async function gameHome(game: string): Promise<string> {
  const h = tempHome();
  homes.push(h);
  expect((await tafel(h, ['new', game, '--players', 'Ann,Bert,Cis,Dirk'])).code).toBe(0);
  return h;
}

function openIn(h: string, lang: 'en' | 'nl', columns: number): InTerminal {
  return here(h, ['--lang', lang, 'play'], { columns, rows: 24 });
}

/**
 * No stretch of output between line ends and cursor moves is wider than the terminal: the sheet and
 * the lines said above a question (a prompt's own lines are broken by its screen manager).
 */
function fits(t: TerminalSession, columns: number): void {
  const wide = t.raw.split(/\x1b\[[0-9;?]*[A-Za-z]|\r|\n/).filter((l) => [...l].length > columns);
  expect(wide).toEqual([]);
}

describe('table mode, round two (in process)', () => {
  test('kleurenwiezen at 80 columns, English: a refused line says why and keeps what was typed', async () => {
    const h = await gameHome('kleurenwiezen');
    const t = openIn(h, 'en', 80);
    await t.waitFor(/Deal by Ann: which contract\?/);
    t.send('samen 8 bert,zed 9');
    await t.waitFor(/✗[^\n]*zed/);
    t.send('\r');
    // Enter on a refusal keeps the line for correcting: Backspace over "zed", then the right name.
    await t.waitFor(/samen 8 bert,zed 9/);
    t.send('\x7f\x7f\x7f\x7f\x7f' + 'dirk 9');
    await t.waitFor(/❯ [^\n]*Bert \+ Dirk samen 8: 9 tricks/);
    t.send('\r');
    await t.waitFor(/Save: Bert \+ Dirk samen 8: 9 tricks\?/);
    t.send('\r');
    await t.waitFor(/Deal by Bert: which contract\?/);
    t.send('solo 6 ann 14');
    await t.waitFor(/✗[^\n]*14/);
    t.send('\x15');
    // Item 3: an undo is reversible from the loop.
    await t.pick('undo', 'undo: remove deal 1');
    await t.waitFor(/Removed deal 1/);
    await t.pick('redo', 'redo: put deal 1 back');
    await t.waitFor(/Deal 1 put back: Bert \+ Dirk samen 8: 9 tricks/);
    // A look-up, then an Enter too many: it picks nothing (no deal is started), it asks to choose.
    await t.pick('rules', 'rules: look a rule up');
    await t.waitFor(/Rules of what\?/);
    t.send('\r');
    // Samen's topic is longer than the 24 rows: Esc leaves its pager.
    await t.waitFor(/lines 1-22 of \d+: Enter for more, Esc to stop/);
    t.send('\x1b');
    await t.waitFor(/Deal by Bert: which contract\?/);
    t.send('\r');
    await t.waitFor(/Choose one: ↑↓ or type its first letters\./);
    // Item 6: Ctrl-C says one line, and the sheet keeps every saved deal.
    t.send('\x03');
    expect(await t.exit).toBe(130);
    expect(t.screen).toContain('Stopped; the sheet is saved.');
    fits(t, 80);
    expect((await tafelJson(h, ['sheet'])).deals.map((d: { input: unknown }) => d.input)).toEqual([
      { contract: 'samen', level: 8, by: ['Bert', 'Dirk'], tricks: 9 },
    ]);
  }, 60000);

  test('klaverjassen at 60 columns, Dutch: whole deals on one line, roem typed as a number', async () => {
    const h = await gameHome('klaverjassen');
    const t = openIn(h, 'nl', 60);
    const ask = /wie maakte troef\?/;
    const line = async (typed: string) => {
      await t.waitFor(ask);
      t.send(typed);
      await t.waitFor(/❯ ⏎ het hele spel/);
      t.send('\r');
      await t.waitFor(/Bewaren:/);
      t.send('\r');
    };
    await line('bert 92 roem bert=20');
    await line('cis pit');
    await line('dirk nat');
    await line('ann 100 verzaakt cis');
    // The question way: roem is typed, with the usual totals as completions.
    await t.waitFor(ask);
    await t.pick('Bert', 'Bert');
    await t.waitFor(/Hoe eindigde het spel\?/);
    t.send('\r');
    await t.waitFor(/Kaartpunten van Bert \+ Dirk/);
    t.send('90\r');
    await t.waitFor(/Roem van Bert \+ Dirk\?/);
    t.send('\x1b[B');
    t.send('\r');
    await t.waitFor(/Roem van Ann \+ Cis\?/);
    t.send('90');
    await t.waitFor(/90\s*\n❯ 90/);
    t.send('\r');
    await t.waitFor(ask);
    t.send('stop');
    await t.waitFor(/❯ stop/);
    t.send('\r');
    expect(await t.exit).toBe(0);
    fits(t, 60);
    const deals = (await tafelJson(h, ['sheet'])).deals.map((d: { input: unknown }) => d.input);
    expect(deals).toEqual([
      { contract: 'take', taker: 'Bert', points: 92, roem: { Bert: 20 }, pit: 'none' },
      { contract: 'take', taker: 'Cis', points: 162, pit: 'takers' },
      { contract: 'take', taker: 'Dirk', points: 0, pit: 'none' },
      { contract: 'take', taker: 'Ann', verzaakt: 'Cis' },
      { contract: 'take', taker: 'Bert', points: 90, roem: { Bert: 20, Ann: 90 }, pit: 'none' },
    ]);
  }, 60000);
});

maybe(`table mode, round two, a real terminal's size (${WITH})`, () => {
  test('kleurenwiezen at 60 columns, Dutch: Enters typed ahead at the end of the game do not quit', async () => {
    const h = tempHome();
    homes.push(h);
    expect((await tafel(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk', '--set', 'deals=1'])).code).toBe(
      0,
    );
    // A process in a pseudo-terminal that stty made 60 x 24: what only it shows is that tafel finds its fds a
    // terminal (fstat) and takes that size from it, so the narrow key help and every line within 60 columns (`fits`)
    // come from a real terminal's width, not from a size handed over; and Ctrl-C ends the process with 130.
    const t = new Terminal(h, ['--lang', 'nl', 'play'], {}, { columns: 60, rows: 24 });
    terminals.push(t);
    await t.waitFor(/Gift van Ann: welk contract\?/);
    // The key help in Dutch, shortened to the keys at 60 columns: `spatie`, not `space`.
    await t.pick('samen 8', 'samen 8');
    await t.waitFor(/↑↓ • a-z • spatie • ⏎ • esc/);
    t.send('\x1b');
    await t.waitFor(/Gift van Ann: welk contract\?/);
    t.send('s8 b d 9');
    await t.waitFor(/❯ ⏎ de hele gift/);
    t.send('\r');
    await t.waitFor(/Bewaren:/);
    t.send('\r');
    // Two Enters too many, as a player still confirming the save presses them.
    await t.waitFor(/Het spel is uit/);
    t.send('\r');
    await t.waitFor(/Kies er een/);
    // The second one says the same again (the screen does not change); had it quit, the exit would be 0.
    t.send('\r');
    t.send('\x03');
    expect(await t.exit).toBe(130);
    expect(t.screen).toContain('Gestopt; het blad is bewaard.');
    fits(t, 60);
    const sheet = await tafelJson(h, ['sheet']);
    expect(sheet.closed ?? false).toBe(false);
    expect(sheet.deals.length).toBe(1);
  }, 60000);
});

/**
 * Each command line in a pseudo-terminal of its own (python3's pty.fork: tafel leads the terminal's session, as a
 * shell's job is its foreground), until its screen shows `until`; then the terminal is closed, as when its window is
 * shut, and the test is told how tafel ended: the signal that ended it, or its exit code, and what it had shown.
 */
const HANG_UP = `
import json, os, pty, select, sys, time
runs = []
for args, until in json.loads(sys.argv[1]):
    pid, fd = pty.fork()
    if pid == 0:
        os.execv(os.environ['TAFEL_NODE'], ['node', os.environ['TAFEL_BIN']] + args)
    shown, end = b'', time.time() + 60
    while until.encode() not in shown and time.time() < end:
        if select.select([fd], [], [], 1)[0]:
            try:
                shown += os.read(fd, 65536)
            except OSError:
                break
    os.close(fd)
    status = os.waitpid(pid, 0)[1]
    runs.append({'signal': os.WTERMSIG(status) if os.WIFSIGNALED(status) else None,
                 'code': os.WEXITSTATUS(status) if os.WIFEXITED(status) else None,
                 'shown': until in shown.decode(errors='replace')})
print(json.dumps(runs))
`;
const python = spawnSync('sh', ['-c', 'command -v python3']).status === 0;

(python ? describe : describe.skip)('a terminal closed under tafel (python3 pty)', () => {
  test('table mode at a question and a running board end by the hang-up, the sheet as it was', async () => {
    const h = await home();
    const before = snapshot(h);
    // Node 20 puts back the terminal's settings as it exits, and aborts (or crashes, SIGSEGV) when the closed terminal
    // refuses them (nodejs/node#51519): tafel ends by SIGHUP instead, as a program without a handler for it does.
    const out = spawnSync(
      'python3',
      [
        '-c',
        HANG_UP,
        JSON.stringify([
          [['play'], 'which contract?'],
          [['serve', '--port', '0'], 'Ctrl-C stops the board.'],
        ]),
      ],
      {
        encoding: 'utf8',
        timeout: 150_000,
        env: { ...process.env, TAFEL_HOME: h, TAFEL_NODE: process.execPath, TAFEL_BIN: BIN, LANG: 'C', TERM: 'xterm' },
      },
    );
    expect(out.stderr).toBe('');
    const runs = JSON.parse(out.stdout) as { signal: number | null; code: number | null; shown: boolean }[];
    // SIGHUP is 1 (SIGABRT 6 and SIGSEGV 11 were the crash).
    expect(runs).toEqual([
      { signal: 1, code: null, shown: true },
      { signal: 1, code: null, shown: true },
    ]);
    // Nothing was recorded, nothing left behind (no lock, no temporary file).
    expect(snapshot(h)).toEqual(before);
  }, 160_000);

  test('SIGTERM or SIGHUP (terminal there) at a question: one line, its exit code, the terminal back', async () => {
    const h = await home();
    const before = snapshot(h);
    // The prompts' own signal handling ended the process by the signal before their clean-up: nothing said, and the
    // terminal left without echo and line editing (under dash unusable until `reset`).
    const out = spawnSync(
      'python3',
      [
        '-c',
        SIGNALLED,
        JSON.stringify([
          [['play'], 'which contract?', 'SIGTERM'],
          [['record', '--lang', 'nl'], 'welk contract?', 'SIGHUP'],
        ]),
      ],
      {
        encoding: 'utf8',
        timeout: 150_000,
        env: { ...process.env, TAFEL_HOME: h, TAFEL_NODE: process.execPath, TAFEL_BIN: BIN, LANG: 'C', TERM: 'xterm' },
      },
    );
    expect(out.stderr).toBe('');
    const runs = JSON.parse(out.stdout) as { code: number; last: string; echo: boolean; lines: boolean }[];
    expect(runs).toEqual([
      { code: 143, last: 'Stopped; the sheet is saved.', echo: true, lines: true },
      { code: 129, last: 'Gestopt; er werd niets genoteerd.', echo: true, lines: true },
    ]);
    expect(snapshot(h)).toEqual(before);
  }, 160_000);
});

/**
 * Each command line on a pseudo-terminal the test keeps open, until its screen shows `until`; then the signal is sent
 * to tafel alone, and the test is told tafel's exit code (negative: the signal that ended it), the last line it wrote,
 * and whether the terminal echoes and edits lines again once tafel has ended.
 */
const SIGNALLED = `
import json, os, pty, re, select, signal, subprocess, sys, termios, time
runs = []
for args, until, sig in json.loads(sys.argv[1]):
    master, slave = pty.openpty()
    p = subprocess.Popen([os.environ['TAFEL_NODE'], os.environ['TAFEL_BIN']] + args,
                         stdin=slave, stdout=slave, stderr=slave, start_new_session=True)
    shown, end = b'', time.time() + 60
    def read(t):
        global shown
        if select.select([master], [], [], t)[0]:
            shown += os.read(master, 65536)
    while until.encode() not in shown and time.time() < end:
        read(1)
    p.send_signal(getattr(signal, sig))
    code = p.wait(timeout=60)
    read(0.5)
    lflag = termios.tcgetattr(slave)[3]
    text = re.sub(r'\\x1b\\[[0-9;?]*[A-Za-z]', '', shown.decode(errors='replace'))
    lines = [l for l in text.replace('\\r', '').split('\\n') if l.strip()]
    runs.append({'code': code, 'last': lines[-1].strip() if lines else '',
                 'echo': bool(lflag & termios.ECHO), 'lines': bool(lflag & termios.ICANON)})
    os.close(master)
    os.close(slave)
print(json.dumps(runs))
`;

/**
 * `record` on a terminal with the contract's level left out of its line: the levels asked as a list, each named by its
 * number, so that the number typed picks it. Until 2026-12-07 Rikken's `record alleen` never asked it ("Tricks taken by
 * Dirk (undefined alleen, 8 needed)?", every answer refused, then exit 2, nothing recorded), and Kleurenwiezen's
 * "solo: which level?" refused a typed 8 ('No answer starts with "8"': its answers were named "solo 8").
 */
describe('record asks the level its line left out; the number typed picks it (in process)', () => {
  const NL = ['--lang', 'nl'];
  /** A question after the level: its text, the keys typed, the answer they highlight (a list) before Enter. */
  type Then = [question: string, keys: string, highlighted?: string];
  test.each<[string, string[], string, string[], string, Then[], string[], object, Record<string, number>]>([
    [
      'rikken',
      ['record', 'alleen', '--by', 'Dirk'],
      'alleen: which level?',
      ['8', '9', '10', '11', '12', '13'],
      '9',
      [['Tricks taken by Dirk (9 alleen, 9 needed)?', '9']],
      ['✔ alleen: which level? 9', '✔ Tricks taken by Dirk (9 alleen, 9 needed)? 9', 'Deal 1: 9 alleen Dirk 9'],
      { contract: 'alleen', level: 9, by: ['Dirk'], tricks: 9 },
      // 9 alleen made with exactly 9 tricks: alleen.9, 20 from each opponent; Dirk +60.
      { Ann: -20, Bert: -20, Cis: -20, Dirk: 60 },
    ],
    [
      'rikken',
      [...NL, 'record', 'alleen'],
      'alleen: welk niveau?',
      ['8', '9', '10', '11', '12', '13'],
      '11',
      [
        ['Wie bood 11 alleen?', 'd', 'Dirk'],
        ['Slagen gehaald door Dirk (11 alleen, 11 nodig)?', '10'],
      ],
      [
        '✔ alleen: welk niveau? 11',
        '✔ Wie bood 11 alleen? Dirk',
        '✔ Slagen gehaald door Dirk (11 alleen, 11 nodig)? 10',
        'Gift 1: 11 alleen Dirk 10',
      ],
      { contract: 'alleen', level: 11, by: ['Dirk'], tricks: 10 },
      // 11 alleen one trick short costs the base (down=from-second): alleen.11, 40 to each opponent; Dirk -120.
      { Ann: 40, Bert: 40, Cis: 40, Dirk: -120 },
    ],
    [
      'kleurenwiezen',
      ['record', 'solo', '--by', 'Ann'],
      'solo: which level?',
      ['6', '7', '8'],
      '8',
      [['Tricks taken by Ann? (solo 8 needs 8)', '8']],
      ['✔ solo: which level? 8', '✔ Tricks taken by Ann? (solo 8 needs 8) 8', 'Deal 1: Ann solo 8: 8 tricks'],
      { contract: 'solo', level: 8, by: ['Ann'], tricks: 8 },
      // lodige solo 8 made with 8: solo.8 = 21 for Ann; a made contract pays the opponents nothing.
      { Ann: 21, Bert: 0, Cis: 0, Dirk: 0 },
    ],
    [
      'kleurenwiezen',
      [...NL, 'record', 'abondance', '--by', 'Cis'],
      'abondance: welk niveau?',
      ['9', '10', '11'],
      '11',
      [['Slagen gehaald door Cis? (abondance 11 vraagt er 11)', '11']],
      [
        '✔ abondance: welk niveau? 11',
        '✔ Slagen gehaald door Cis? (abondance 11 vraagt er 11) 11',
        'Gift 1: Cis abondance 11: 11 slagen',
      ],
      { contract: 'abondance', level: 11, by: ['Cis'], tricks: 11 },
      // lodige abondance 11 made with 11: abondance.11 = 60 for Cis, the opponents nothing.
      { Ann: 0, Bert: 0, Cis: 60, Dirk: 0 },
    ],
  ])(
    '%s: %j',
    async (game, argv, question, levels, typed, then, said, input, totals) => {
      const h = tempHome();
      homes.push(h);
      expect((await tafel(h, ['new', game, '--players', 'Ann,Bert,Cis,Dirk'])).code).toBe(0);
      const t = here(h, argv, { columns: 80, rows: 24 });
      await t.waitFor(new RegExp(`\\? ${esc(question)}\n`), 10_000);
      // The number typed highlights its level in the list drawn again.
      t.send(typed);
      const list = levels.map((l) => `${l === typed ? '❯' : ' '} ${l}`).join('\n');
      await t.waitFor(new RegExp(`\\? ${esc(question)}\n${list}\n`), 10_000);
      t.send('\r');
      for (const [q, keys, highlighted] of then) {
        await t.waitFor(new RegExp(esc(q)), 10_000);
        t.send(keys);
        if (highlighted !== undefined) await t.waitFor(new RegExp(`\n❯ ${esc(highlighted)}\n`), 10_000);
        t.send('\r');
      }
      expect(await t.exit).toBe(0);
      expect(screenOf(t.raw, 80, 24).lines.slice(0, said.length)).toEqual(said);
      const sheet = await tafelJson(h, ['sheet']);
      expect(sheet.deals.map((d: { input: unknown }) => d.input)).toEqual([input]);
      expect(sheet.totals).toEqual(totals);
    },
    60_000,
  );
});
