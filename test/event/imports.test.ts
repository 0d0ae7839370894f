import { describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import type { Ctx } from '../../src/commands/context.js';
import { runCorrect } from '../../src/commands/deals.js';
import { runEventDraw, runEventNew, runEventUndraw } from '../../src/commands/event.js';
import { runEventExport, runEventImport } from '../../src/commands/event-io.js';
import { runExport } from '../../src/commands/export.js';
import { runImport } from '../../src/commands/import.js';
import { snapshot, tafel, tempHomes } from '../helpers/cli.js';
import { ctxOf, json, refusal } from '../helpers/event.js';

/*
 * Files that tafel never writes, brought in by `event import` or `tafel import` (events.md §8, §9, review 14.2):
 * a newer revision on the organiser's device, a copy that drops a round with deals, a table given twice, a file of
 * a newer tafel. Each is refused whole, in one line, and nothing changes on disk.
 */

const home = tempHomes();

/** An organiser's event of two tables, table 1 recorded; `all.json` (outside its data) its event export. */
async function organised(org: Ctx): Promise<string> {
  await runEventNew(org, 'klaverjassen', { entrants: 'A,B,C,D,E,F,G,H', rounds: '2', seed: '3', id: 'kj' });
  await runEventDraw(org, {});
  const [a, b] = org.store.readSheet('kj-r1-t1').players;
  await runCorrect(org, 'kj-r1-t1', `${a}=1000,${b}=662`, { reason: 'boom' });
  const file = path.join(home(), 'all.json');
  await runEventExport(org, { format: 'json', out: file });
  return file;
}

/** A copy of an export, changed as a forger would; the path of the copy. */
function forged(file: string, change: (doc: any) => void): string {
  const doc = JSON.parse(fs.readFileSync(file, 'utf8'));
  change(doc);
  const out = `${file}.forged-${Math.random().toString(36).slice(2)}.json`;
  fs.writeFileSync(out, JSON.stringify(doc, null, 2));
  return out;
}

/** The forged copy of the issue: the next revision without its draws, renamed and finished. */
const rewrite = (doc: any) => {
  doc.event.revision++;
  doc.event.draws = [];
  doc.event.title = 'Forged';
  doc.event.finished = true;
  doc.sheets = [];
};

describe('only the organiser makes revisions (review 14.2)', () => {
  test('on the origin device a newer revision is refused in one line, by event import and by import', async () => {
    const h = home();
    const org = ctxOf(h);
    const file = await organised(org);
    const forgery = forged(file, rewrite);
    const before = snapshot(h);
    const r = await tafel(h, ['event', 'import', forgery]);
    expect([r.code, r.stdout, r.stderr]).toEqual([
      1,
      '',
      "tafel: The event kj was made on this device, and only this device changes it: the file's copy (revision 3) " +
        'is newer than this one (revision 2), so tafel did not write it. Nothing was imported.\n',
    ]);
    expect(snapshot(h)).toEqual(before);
    // The same event in a backup of `tafel export --all`, without its sheets.
    const backup = path.join(home(), 'backup.json');
    await runExport({ ...org, json: false }, undefined, { format: 'json', all: true, out: backup } as never);
    const forgedBackup = forged(backup, (doc) => {
      rewrite({ event: doc.events[0], sheets: [] });
      doc.sheets = [];
    });
    const again = snapshot(h);
    expect(await refusal(runImport(org, forgedBackup, {}))).toMatch(/^1: The event kj was made on this device/);
    expect(snapshot(h)).toEqual(again);
    expect(org.store.readSheet('kj-r1-t1').corrections).toHaveLength(1);
  });

  test("a scorer's device takes the organiser's next revision, never one that drops a round it recorded", async () => {
    const org = ctxOf();
    const scorer = ctxOf();
    const file = await organised(org);
    expect((await json(runEventImport(scorer, file, {}))).eventAction).toBe('created');
    const [c, d] = scorer.store.readSheet('kj-r1-t2').players;
    await runCorrect(scorer, 'kj-r1-t2', `${c}=900,${d}=762`, { reason: 'boom' });
    const before = snapshot(scorer.store.dir);
    const drop =
      "1: The file's copy of the event kj takes back round 1, whose table sheets hold deals here " +
      '(kj-r1-t1, kj-r1-t2): ' +
      "send them to the organiser first ('tafel event export --format json --table <n>'). Nothing was imported.";
    expect(await refusal(runEventImport(scorer, forged(file, rewrite), {}))).toBe(drop);
    // Round 1 seated otherwise is round 1 taken back too.
    const reseated = forged(file, (doc) => {
      doc.event.revision++;
      doc.event.draws[0].tables[1].seats.reverse();
      doc.sheets = [];
    });
    expect(await refusal(runEventImport(scorer, reseated, {}))).toBe(drop);
    const elsewhere = forged(file, (doc) => {
      doc.event.origin = 'f'.repeat(16);
    });
    expect(await refusal(runEventImport(scorer, elsewhere, {}))).toMatch(
      /^1: The file's copy of the event kj names another organiser's device \(ffffffffffffffff\)/,
    );
    expect(snapshot(scorer.store.dir)).toEqual(before);
    // The organiser draws round 2 and takes it back before anything is recorded in it: both reach the scorer.
    await runEventDraw(org, { force: true });
    await runEventExport(org, { format: 'json', out: file, force: true });
    expect((await json(runEventImport(scorer, file, {}))).eventAction).toBe('taken');
    await runEventUndraw(org, {});
    await runEventExport(org, { format: 'json', out: file, force: true });
    expect((await json(runEventImport(scorer, file, {}))).eventAction).toBe('taken');
    expect(scorer.store.readSheet('kj-r1-t2').corrections).toHaveLength(1);
  });
});

describe('a file that tafel never writes is refused whole', () => {
  test('a table sheet twice, by event import and by import', async () => {
    const org = ctxOf();
    const file = await organised(org);
    const twice = forged(file, (doc) => {
      doc.sheets = [doc.sheets[0], doc.sheets[1], doc.sheets[0]];
    });
    const backup = path.join(home(), 'backup.json');
    await runExport({ ...org, json: false }, undefined, { format: 'json', all: true, out: backup } as never);
    const before = snapshot(org.store.dir);
    const refused =
      "1: The file holds the table sheet kj-r1-t1 twice, which tafel never writes: export it again with 'tafel " +
      "event export --format json'. Nothing was imported.";
    expect(await refusal(runEventImport(org, twice, {}))).toBe(refused);
    const scorer = ctxOf();
    expect(await refusal(runEventImport(scorer, twice, {}))).toBe(refused);
    const doubled = forged(backup, (doc) => {
      doc.sheets = [...doc.sheets, doc.sheets[0]];
    });
    expect(await refusal(runImport(scorer, doubled, {}))).toBe(refused);
    expect(snapshot(scorer.store.dir)).toEqual({});
    expect(snapshot(org.store.dir)).toEqual(before);
  });

  test('an export of version 99, an event or a table sheet of schema 99: newer, update tafel', async () => {
    const org = ctxOf();
    const file = await organised(org);
    const scorer = ctxOf();
    // Named with the file it is in.
    const newer = (at: string, what: string) =>
      `1: ${at}: The file was written by a newer tafel (${what}): update tafel to import it. Nothing was imported.`;
    const v99 = forged(file, (doc) => {
      doc.version = 99;
    });
    expect(await refusal(runEventImport(scorer, v99, {}))).toBe(newer(v99, 'version 99'));
    const schema99 = forged(file, (doc) => {
      doc.event.schemaVersion = 99;
    });
    expect(await refusal(runEventImport(scorer, schema99, {}))).toBe(newer(schema99, 'schema 99'));
    const sheet99 = forged(file, (doc) => {
      doc.sheets[0].sheet.schemaVersion = 99;
    });
    expect(await refusal(runEventImport(scorer, sheet99, {}))).toMatch(
      /^1: Not a valid tafel export: \S+, sheets\[0\]\.sheet\.schemaVersion: written by a newer tafel \(schema 99\)/,
    );
    // The same sheet in a plain `tafel export`.
    const backup = path.join(home(), 'backup.json');
    await runExport({ ...org, json: false }, undefined, { format: 'json', all: true, out: backup } as never);
    const backup99 = forged(backup, (doc) => {
      doc.sheets[0].sheet.schemaVersion = 99;
    });
    for (const run of [runImport(scorer, backup99, {}), runEventImport(scorer, backup99, {})])
      expect(await refusal(run)).toMatch(/sheets\[0\]\.sheet\.schemaVersion: written by a newer tafel \(schema 99\)/);
    expect(snapshot(scorer.store.dir)).toEqual({});
  });
});
