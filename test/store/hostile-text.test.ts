import { describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { snapshot, tafel, tafelJson, tempHomes } from '../helpers/cli.js';

/**
 * Text from a hand-edited file or the command line that would act on a terminal or reorder a line:
 * ESC (colours, OSC window titles), BEL, the bidi override U+202E, zero-width U+200B. Refused when
 * typed, written out (`\x1b`, `\u{202e}`) when it comes from a file. And numbers are quoted as typed.
 * Through the BUILT bundle, run in process as the binary runs it (test/helpers/cli.ts).
 */

const home = tempHomes();
const RAW = /[\u001b\u0007\u202e\u200b]/;
const today = (): string => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

describe('skipped-sheet warnings escape what they quote from the file', () => {
  test('export --all, export --evening, stats and settle', async () => {
    const h = home();
    await tafelJson(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk']);
    await tafelJson(h, ['record', 'samen', '8', '--by', 'Ann,Bert', '--tricks', '9']);
    const sheet = (id: string, over: Record<string, unknown>) =>
      JSON.stringify({
        schemaVersion: 1,
        id,
        game: 'belote',
        rules: 'ffb',
        title: '',
        createdAt: new Date().toISOString(),
        players: ['A', 'B', 'C', 'D'],
        firstDealer: 0,
        set: {},
        deals: [],
        closed: false,
        ...over,
      });
    // An unknown game is quoted in the reason; so is the id a file claims.
    fs.writeFileSync(
      path.join(h, 'sheets', `${today()}-x.json`),
      sheet(`${today()}-x`, { game: 'belote\u001b]0;pwned\u0007\u202e' }),
    );
    fs.writeFileSync(path.join(h, 'sheets', `${today()}-y.json`), sheet('y\u202e\u001b[31mred', {}));
    const runs = [
      ['export', '--all', '--format', 'csv'],
      ['export', '--evening', today(), '--format', 'md'],
      ['stats'],
      ['settle', '--rate', 'kleurenwiezen=0.05'],
    ];
    for (const args of runs) {
      const r = await tafel(h, args, { env: { FORCE_COLOR: '1' } });
      const warnings = r.stderr.split('\n').filter((l) => l.startsWith('tafel: warning: skipped sheet'));
      expect([args, warnings.length]).toEqual([args, 2]);
      expect(r.stderr).not.toMatch(RAW);
      expect(r.stderr).toContain('Unknown game "belote\\x1b]0;pwned\\x07\\u{202e}"');
      expect(r.stderr).toContain('\\u{202e}');
    }
  });
});

describe('notes and correction reasons', () => {
  test('typed: a bidi override, zero-width or control character is refused (exit 2), nothing written', async () => {
    const h = home();
    await tafelJson(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk']);
    const before = snapshot(h);
    for (const note of ['Ann\u202eeert', 'zero\u200bwidth', 'bell\u0007']) {
      expect(await tafel(h, ['record', 'pas', '--note', note])).toEqual({
        code: 2,
        stdout: '',
        stderr:
          'tafel: --note must be one line of at most 80 characters, without control, bidi-override or ' +
          'zero-width characters.\n',
      });
      expect(await tafel(h, ['correct', 'Ann=5,Bert=-5', '--reason', note])).toEqual({
        code: 2,
        stdout: '',
        stderr:
          'tafel: --reason must be one line of at most 80 characters, without control, bidi-override or ' +
          'zero-width characters.\n',
      });
    }
    expect((await tafel(h, ['record', 'pas', '--note', 'Ann\u2066x', '--lang', 'nl'])).stderr).toBe(
      'tafel: --note moet één regel van hoogstens 80 tekens zijn, zonder stuur-, bidi- of nulbreedtetekens.\n',
    );
    expect(snapshot(h)).toEqual(before);
  });

  test('from a hand-edited file: every text export writes them out, as the sheet does', async () => {
    const h = home();
    const id = (await tafelJson<{ id: string }>(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk'])).id;
    await tafelJson(h, ['record', 'pas', '--note', 'NOTE']);
    await tafelJson(h, ['correct', 'Ann=5,Bert=-5', '--reason', 'REASON']);
    const file = path.join(h, 'sheets', `${id}.json`);
    fs.writeFileSync(
      file,
      fs.readFileSync(file, 'utf8').replace('NOTE', 'paid \\u202e01 \\u200b').replace('REASON', 'red \\u001b[31m'),
    );
    for (const format of ['csv', 'md', 'html']) {
      // To a file: the terminal's escaping at stdout is no help there.
      const file = path.join(h, `out.${format}`);
      expect((await tafel(h, ['export', '--format', format, '--out', file])).code).toBe(0);
      const text = fs.readFileSync(file, 'utf8');
      expect(text).not.toMatch(RAW);
      // Markdown escapes the backslash and bracket once more, so a chat shows the same text.
      const shown = format === 'md' ? text.replace(/\\([\\[])/g, '$1') : text;
      expect(shown).toContain('paid \\u{202e}01 \\u{200b}');
      expect(shown).toContain('red \\x1b[31m');
    }
  });
});

describe('a number beyond 2^53 is quoted as typed', () => {
  test('--tricks and --points', async () => {
    const h = home();
    await tafelJson(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk']);
    expect((await tafel(h, ['record', 'samen', '8', '--by', 'Ann,Bert', '--tricks', '9007199254740993'])).stderr).toBe(
      'tafel: --tricks 9007199254740993 is impossible: it must be from 0 to 13.\n',
    );
    await tafelJson(h, ['new', 'klaverjassen', '--players', 'Ann,Bert,Cis,Dirk']);
    expect(await tafel(h, ['record', '--taker', 'Ann', '--points', '9007199254740993'])).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/^tafel: --points 9007199254740993 is impossible/),
    });
  });
});
