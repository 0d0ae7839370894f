/**
 * `tafel play --serve`: table mode and the live board in one process, in a real pseudo-terminal.
 * The board answers while table mode asks its first question; Ctrl-C ends both (exit 130).
 */
import { afterAll, expect, test } from '@jest/globals';
import fs from 'node:fs';
import http from 'node:http';
import { spawnTafel, tafel, tempHome } from '../helpers/cli.js';
import { maybe, Terminal, WITH } from '../play/terminal.js';

const h = tempHome();
let t: Terminal | undefined;
afterAll(() => {
  t?.kill();
  fs.rmSync(h, { recursive: true, force: true });
});

const get = (url: string): Promise<{ status: number; text: string }> =>
  new Promise((resolve) => {
    http
      .get(url, (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      })
      .on('error', (e) => resolve({ status: 0, text: (e as NodeJS.ErrnoException).code ?? String(e) }));
  });

maybe(`in a pseudo-terminal (${WITH})`, () => {
  test('the board serves beside table mode and stops with it', async () => {
    expect((await tafel(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk'])).code).toBe(0);
    t = new Terminal(h, ['play', '--serve', '--host', '127.0.0.1']);
    await t.waitFor(/Deal by Ann: which contract\?/);
    const url = /Live board: (http:\/\/127\.0\.0\.1:\d+\/\S+)/.exec(t.screen)![1];
    const page = await get(url);
    expect(page.status).toBe(200);
    expect(page.text).toContain('data-col="Dirk"');
    t.send('\x03');
    expect(await t.exit).toBe(130);
    expect((await get(url)).text).toBe('ECONNREFUSED');
  }, 120_000);
});

test('--host without --serve is refused', () => {
  const r = spawnTafel(h, ['play', '--host', '127.0.0.1']);
  expect([r.code, r.stderr]).toEqual([
    2,
    'tafel: --host and --port go with --serve, e.g. tafel play --serve --host 127.0.0.1.\n',
  ]);
});
