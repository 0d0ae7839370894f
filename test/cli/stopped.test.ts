import { afterEach, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { snapshot, tafel, tempHomes } from '../helpers/cli.js';
import { InTerminal } from '../play/terminal.js';

/**
 * With --json the stop line of `record`'s questions and of `export --out` was plain text until 2026-12-07, not the
 * error document --json promises. Through the BUILT bundle in process (test/helpers/cli.ts): a terminal the test
 * types into (`InTerminal`), or the run's signal aborted.
 */

const home = tempHomes();
const NOW = '2026-11-29T20:00:00';
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
