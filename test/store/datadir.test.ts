/**
 * Data directories that cannot be one: issue 27 item 12 (/proc spun forever), item 17 (doctor said
 * fine below a file) and issue 21 item 10 (a plain file said "No sheets yet.").
 */
import { describe, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BIN, spawnTafel, tempHomes } from '../helpers/cli.js';

const home = tempHomes();
const linux = process.platform === 'linux' ? test : test.skip;

describe('a data directory on a system file system is refused at once', () => {
  linux(
    'TAFEL_HOME=/proc/self and /sys/x: new, sheets and doctor exit 1 within seconds, naming the path',
    () => {
      for (const dir of ['/proc/self', '/sys/tafel-test']) {
        for (const argv of [['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk'], ['sheets'], ['doctor']]) {
          const r = spawnSync(process.execPath, [BIN, ...argv], {
            env: { ...process.env, TAFEL_HOME: dir, LANG: 'C' },
            encoding: 'utf8',
            timeout: 30000, // /proc once spun forever; 30 s leaves room for a busy machine
          });
          expect([dir, argv[0], r.signal, r.status]).toEqual([dir, argv[0], null, 1]);
          expect(r.stderr).toMatch(
            new RegExp(
              `^tafel: ${dir} is on a system file system .*: it cannot be tafel's data directory\\. Choose ` +
                `another with --data-dir or TAFEL_HOME\\.\\n$`,
            ),
          );
        }
      }
    },
    240000,
  );
});

describe('a data directory that is a file, or below one', () => {
  test('sheets refuses with the path (not "No sheets yet."), in English and Dutch; doctor names it too', () => {
    const h = home();
    const file = path.join(h, 'data');
    fs.writeFileSync(file, 'x');
    const r = spawnTafel(h, ['sheets', '--data-dir', file]);
    expect([r.code, r.stdout]).toEqual([1, '']);
    expect(r.stderr).toBe(
      `tafel: ${file} is a file, not a folder: it cannot be tafel's data directory. Choose another with ` +
        `--data-dir or TAFEL_HOME.\n`,
    );
    const nl = spawnTafel(h, ['sheets', '--data-dir', file, '--lang', 'nl']);
    expect(nl.stderr).toBe(
      `tafel: ${file} is een bestand, geen map: dat kan de gegevensmap van tafel niet zijn. Kies een andere ` +
        `met --data-dir of TAFEL_HOME.\n`,
    );
    const below = path.join(file, 'sub');
    expect(spawnTafel(h, ['sheets', '--data-dir', below]).stderr).toContain(
      `${file} is a file, so ${below} cannot be a folder`,
    );
    const d = spawnTafel(h, ['doctor', '--data-dir', below, '--json']);
    expect(d.code).toBe(1);
    expect(JSON.parse(d.stdout).problems).toEqual([
      expect.objectContaining({ kind: 'directory', file: below, code: 'not-a-folder' }),
    ]);
    expect(fs.readFileSync(file, 'utf8')).toBe('x');
  });
});
