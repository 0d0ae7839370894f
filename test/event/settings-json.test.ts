import { expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { tafelJson, tempHomes } from '../helpers/cli.js';

/*
 * An event's house rules in --json (`event new`, `event show`, `event set`) as every other --json gives them (`games`,
 * `preset`, `sheet`: src/core/setting-json.ts): a whole number as a number, a word as it is typed. Until 2026-12-07 the
 * event's gave every value as the string stored in its file ("1500"), which keeps them so.
 */

const home = tempHomes();
const NOW = '2026-11-29T20:00:00';
const HEX16 = expect.stringMatching(/^[0-9a-f]{16}$/);

test('event new, show and set --json: the house rules 1500 and 162 as numbers, made and 162+100 as words', async () => {
  const h = home();
  const settings = {
    id: 'kj',
    uid: HEX16,
    title: 'Vrijdag',
    createdAt: new Date(NOW).toISOString(),
    origin: HEX16,
    revision: 1,
    game: 'klaverjassen',
    rules: 'amsterdams',
    set: { target: 1500, tie: 'made', verzaken: 162 },
    deals: 16,
    kind: 'individual',
    tableSize: 4,
    rounds: 2,
    seating: 'draw',
    seed: 7,
    bye: 'fixed:1600',
    absent: 'fixed:0',
    ranking: 'total',
    tieBreaks: ['last-round', 'head-to-head', 'name'],
    prizes: 'none',
    poedel: false,
    finished: false,
  };
  const args = ['--entrants', 'Ann,Bert,Cis,Dirk', '--rounds', '2', '--seed', '7', '--title', 'Vrijdag'];
  const set = ['--set', 'target=1500', '--set', 'tie=made', '--set', 'verzaken=162'];
  expect(await tafelJson(h, ['event', 'new', 'klaverjassen', '--id', 'kj', ...args, ...set], { now: NOW })).toEqual(
    settings,
  );
  expect(await tafelJson(h, ['event', 'show'])).toEqual({
    format: 'tafel-event',
    schemaVersion: 1,
    ...settings,
    entrants: ['Ann', 'Bert', 'Cis', 'Dirk'].map((name, i) => ({ no: i + 1, name })),
    withdrawals: [],
    renames: [],
    draws: [],
    tables: [],
  });
  expect(await tafelJson(h, ['event', 'set', 'verzaken=162+100'])).toEqual({
    format: 'tafel-event',
    schemaVersion: 1,
    ...settings,
    revision: 2,
    set: { target: 1500, tie: 'made', verzaken: '162+100' },
    withdrawals: [],
    renames: [],
  });
  // The event's file keeps every value as the string it was typed.
  const stored = JSON.parse(fs.readFileSync(path.join(h, 'events', 'kj.json'), 'utf8'));
  expect(stored.set).toEqual({ target: '1500', tie: 'made', verzaken: '162+100' });
});
