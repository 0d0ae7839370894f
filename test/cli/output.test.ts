import { beforeAll, describe, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BIN, type Run, tafel, tempHomes } from '../helpers/cli.js';
import { makeSheet, record } from '../helpers/sheet.js';

/**
 * Standard output goes to a pipe or a file with writeSync, not Node's stream (src/ui/out.ts): every
 * byte must still arrive, also at a reader slower than tafel, and a reader that stops early is not
 * an error.
 */
const home = tempHomes();

/** A data directory whose active sheet has 2,000 deals: `sheet --all` prints some 200 kB, more than a pipe holds. */
function longSheet(): string {
  const h = home();
  let s = { ...makeSheet('kleurenwiezen', ['Ann', 'Bert', 'Cis', 'Dirk']), id: 'lang' };
  s = record(
    record(record(record(s, 'samen 8 --by Ann,Bert --tricks 9'), 'pas'), 'solo 6 --by Cis --tricks 5'),
    'troel --by Dirk,Ann --tricks 10',
  );
  s = { ...s, deals: Array.from({ length: 2000 }, (_, i) => s.deals[i % 4]) };
  fs.mkdirSync(path.join(h, 'sheets'), { recursive: true });
  fs.writeFileSync(path.join(h, 'sheets', 'lang.json'), JSON.stringify(s));
  fs.writeFileSync(path.join(h, 'settings.json'), JSON.stringify({ schemaVersion: 1, active: 'lang' }));
  return h;
}

const shell = (h: string, line: string) =>
  spawnSync('bash', ['-c', line], {
    env: { ...process.env, TAFEL_HOME: h, BIN, LANG: 'C', NO_COLOR: '1' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });

describe('standard output on a pipe', () => {
  const h = longSheet();
  // What the bundle prints, run in process (test/helpers/cli.ts); the pipes below are real processes.
  let whole: Run;
  beforeAll(async () => {
    whole = await tafel(h, ['sheet', '--all']);
  });

  test('a slow reader gets every byte', () => {
    expect(whole.code).toBe(0);
    expect(whole.stdout.length).toBeGreaterThan(150_000);
    expect(whole.stdout.split('\n').filter((l) => /^│\s*\d+\s*│/.test(l))).toHaveLength(2000);
    // the reader sleeps first: tafel's writes wait for it
    const slow = shell(h, 'node "$BIN" sheet --all | { sleep 0.5; cat; }');
    expect(slow.status).toBe(0);
    expect(slow.stdout).toBe(whole.stdout);
  });

  test('a reader that stops early ends tafel quietly, with exit 0', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: bash's ${PIPESTATUS[0]}, for the shell to expand
    const r = shell(h, 'node "$BIN" sheet --all 2>"$TAFEL_HOME/err" | head -c 100 >/dev/null; echo "${PIPESTATUS[0]}"');
    expect(r.stdout.trim()).toBe('0');
    expect(fs.readFileSync(path.join(h, 'err'), 'utf8')).toBe('');
  });
});
