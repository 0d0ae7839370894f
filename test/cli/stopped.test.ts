import { afterEach, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { snapshot, tafel, tafelJson, tempHomes } from '../helpers/cli.js';
import { InTerminal } from '../play/terminal.js';

/**
 * A run the user stops says so in one line: until 2026-12-07 Ctrl-C (or Ctrl-D) at `delete`'s and `event delete`'s
 * (y/N), at `play`'s "Which sheet?" and "Which game?", and Ctrl-C while `import` wrote its sheets ended with exit 130
 * and nothing said; and with --json the stop line of `record`'s questions and of `export --out` was plain text, not the
 * error document --json promises. Through the BUILT bundle in process (test/helpers/cli.ts): a terminal the test
 * types into (`InTerminal`), or the run's signal aborted.
 */

const home = tempHomes();
const NOW = '2026-11-29T20:00:00';
const ID = '2026-11-29-kleurenwiezen';
const terminals: InTerminal[] = [];
afterEach(() => {
  for (const t of terminals.splice(0)) t.kill();
});

function typed(h: string, args: string[]): InTerminal {
  const t = new InTerminal(h, args, {});
  terminals.push(t);
  return t;
}

/** The last line the terminal shows. */
const last = (t: InTerminal) => t.screen.trimEnd().split('\n').at(-1);

async function sheetHome(): Promise<string> {
  const h = home();
  expect((await tafel(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk'], { now: NOW })).code).toBe(0);
  return h;
}

// Ctrl-D ends a question in a process only (its readline closes, and the process's event loop empties): not here.
test("Ctrl-C at delete's (y/N): one line, exit 130, the sheet still there; English and Dutch", async () => {
  const h = await sheetHome();
  const before = snapshot(h);
  const runs = [
    [[], /Delete sheet/, 'Stopped; nothing was deleted.'],
    [['--lang', 'nl'], /Blad \S+ verwijderen/, 'Gestopt; er werd niets verwijderd.'],
  ] as const;
  for (const [lang, asked, said] of runs) {
    const t = typed(h, ['delete', ID, ...lang]);
    await t.waitFor(asked, 30_000);
    t.send('\x03');
    expect(await t.exit).toBe(130);
    expect(last(t)).toBe(said);
  }
  expect(snapshot(h)).toEqual(before);
}, 90_000);

test("Ctrl-C at event delete's (y/N): one line, exit 130, the event still there", async () => {
  const h = home();
  const made = await tafel(h, ['event', 'new', 'klaverjassen', '--id', 'vrijdag', '--entrants', 'Ann,Bert,Cis,Dirk']);
  expect(made.code).toBe(0);
  const before = snapshot(h);
  const t = typed(h, ['event', 'delete', 'vrijdag']);
  await t.waitFor(/Delete the event vrijdag/, 30_000);
  t.send('\x03');
  expect(await t.exit).toBe(130);
  expect(last(t)).toBe('Stopped; nothing was deleted.');
  expect(snapshot(h)).toEqual(before);
}, 60_000);

test('play with no sheet yet: Ctrl-C at "Which sheet?" or "Which game?" says no sheet was started', async () => {
  const h = home();
  const t = typed(h, ['play']);
  await t.waitFor(/Which sheet\?/, 30_000);
  t.send('\x03');
  expect(await t.exit).toBe(130);
  expect(last(t)).toBe('Stopped; no sheet was started or opened.');

  const nl = typed(h, ['play', '--lang', 'nl']);
  await nl.waitFor(/Welk blad\?/, 30_000);
  // The first choice: a new sheet.
  nl.send('\r');
  await nl.waitFor(/Welk spel\?/, 30_000);
  nl.send('\x03');
  expect(await nl.exit).toBe(130);
  expect(last(nl)).toBe('Gestopt; er werd geen blad begonnen of geopend.');
  expect(fs.readdirSync(h).filter((n) => n !== 'settings.json' && fs.readdirSync(path.join(h, n)).length > 0)).toEqual(
    [],
  );
}, 90_000);

test('record --json stopped at a question: the stop line is the error document', async () => {
  const h = await sheetHome();
  const before = snapshot(h);
  const t = typed(h, ['record', 'samen', '8', '--tricks', '9', '--json']);
  await t.waitFor(/Who played samen\?/, 30_000);
  t.send('\x03');
  expect(await t.exit).toBe(130);
  expect(last(t)).toBe('{"error":{"code":"interrupted","message":"Stopped; nothing was recorded."}}');
  expect(snapshot(h)).toEqual(before);
}, 60_000);

test('export --all --out --json stopped: the error document, nothing written; without --json the line', async () => {
  const h = await sheetHome();
  const dir = home();
  const out = path.join(dir, 'all.json');
  const stop = (signal: string) => {
    const c = new AbortController();
    c.abort(signal);
    return c.signal;
  };
  const args = ['export', '--all', '--format', 'json', '--out', out];
  const json = await tafel(h, [...args, '--json', '--lang', 'nl'], { signal: stop('SIGTERM') });
  expect(json).toEqual({
    code: 143,
    stdout: '',
    stderr: `{"error":{"code":"interrupted","message":"Gestopt; er werd niets naar ${out} geschreven."}}\n`,
  });
  const plain = await tafel(h, args, { signal: stop('SIGINT') });
  expect(plain).toEqual({ code: 130, stdout: '', stderr: `Stopped; nothing was written to ${out}.\n` });
  expect(fs.readdirSync(dir)).toEqual([]);
});

test('import stopped (Ctrl-C, SIGTERM) while writing its sheets: one line, nothing imported, none staged', async () => {
  const source = await sheetHome();
  const file = path.join(home(), 'many.json');
  expect((await tafel(source, ['export', '--all', '--format', 'json', '--out', file], { now: NOW })).code).toBe(0);
  const doc = JSON.parse(fs.readFileSync(file, 'utf8'));
  const one = doc.sheets[0];
  doc.sheets = Array.from({ length: 40 }, (_, i) => ({ ...one, sheet: { ...one.sheet, id: `${ID}-${i + 2}` } }));
  fs.writeFileSync(file, JSON.stringify(doc));

  const runs = [
    [[], 'SIGINT', 130, 'Writing 40 sheets...', 'Stopped; nothing was imported.\n'],
    [['--lang', 'nl'], 'SIGTERM', 143, '40 bladen wegschrijven...', 'Gestopt; er werd niets ingelezen.\n'],
  ] as const;
  for (const [lang, signal, code, writing, said] of runs) {
    const h = home();
    const c = new AbortController();
    // The signal comes as the progress says the sheets are being written (a terminal shows it; the key ^C beside it).
    const onStderr = (text: string) => text.includes(writing) && c.abort(signal);
    const r = await tafel(h, ['import', file, ...lang], { tty: true, signal: c.signal, onStderr, now: NOW });
    expect([r.code, r.stdout]).toEqual([code, '']);
    expect(r.stderr).toContain(writing);
    expect(r.stderr.endsWith(`\r\x1b[K${said}`)).toBe(true);
    // Nothing imported, and its staging folder import-<pid>/ is gone.
    expect(fs.readdirSync(h).filter((n) => n.startsWith('import-'))).toEqual([]);
    expect(await tafelJson(h, ['sheets'], { now: NOW })).toEqual([]);
  }
});
