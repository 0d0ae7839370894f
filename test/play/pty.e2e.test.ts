import { afterAll, describe, expect, test } from '@jest/globals';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { BIN, snapshot, spawnTafel, tafel, tafelJson, tempHome } from '../helpers/cli.js';
import { maybe, Terminal, WITH } from './terminal.js';

const homes: string[] = [];
const terminals: Terminal[] = [];
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

function open(h: string, args: string[]): Terminal {
  const t = new Terminal(h, args);
  terminals.push(t);
  return t;
}

maybe(`in a pseudo-terminal (${WITH})`, () => {
  test('tafel play records two deals and quits', async () => {
    const h = await home();
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
    await t.pick('pas', 'pas');
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
    const t = open(h, ['record', 'solo', '6', '--tricks', '7']);
    await t.waitFor(/Who played solo\?/);
    t.send('\x1b[B');
    await t.waitFor(/❯ Bert/);
    t.send('\r');
    expect(await t.exit).toBe(0);
    // solo 6 with 7 tricks: 12 + 1 x 3 = 15.
    expect(t.screen).toMatch(/Deal 1: Bert solo 6: 7 tricks/);
    expect((await tafelJson(h, ['sheet'])).totals).toEqual({ Ann: 0, Bert: 15, Cis: 0, Dirk: 0 });

    const before = snapshot(h);
    const c = open(h, ['record', 'samen', '8', '--tricks', '9']);
    await c.waitFor(/Who played samen\?/);
    c.send('\x03');
    expect(await c.exit).toBe(130);
    expect(snapshot(h)).toEqual(before);
  }, 90000);

  test('--no-input never asks, even on a terminal: exit 2 naming the missing flag', async () => {
    const h = await home();
    const t = open(h, ['record', 'samen', '8', '--tricks', '9', '--no-input']);
    expect(await t.exit).toBe(2);
    expect(t.screen).toContain('--by is missing');
  }, 60000);
});

describe('without a terminal', () => {
  test('record with a flag missing fails at once (exit 2) even with stdin an open pipe that never writes', async () => {
    const h = await home();
    const before = snapshot(h);
    const child = spawn(process.execPath, [BIN, 'record', 'samen', '8', '--tricks', '9'], {
      env: { ...process.env, TAFEL_HOME: h, LANG: 'C' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d));
    // stdin stays open: a prompt would wait for ever, so only exiting on its own passes.
    const code = await new Promise<number>((resolve) => child.on('close', (c) => resolve(c ?? -1)));
    child.stdin.destroy();
    expect(code).toBe(2);
    expect(stderr).toContain('--by is missing');
    expect(snapshot(h)).toEqual(before);
  }, 90_000);

  test('tafel play refuses without a terminal (exit 2)', async () => {
    const r = spawnTafel(await home(), ['play']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('Table mode (tafel play) asks questions, so it needs a terminal');
  });
});
