import { expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { tafel, tafelJson, tempHomes } from '../helpers/cli.js';

/**
 * Standard output on a full device AFTER the change was made (`tafel record ... > /dev/full`): until 2026-12-07 the
 * line said only that the output was incomplete, with the exit code of a refused command, and a user who ran it again
 * recorded the deal twice. The line now says what was saved and not to run the command again (still exit 1). Through
 * the BUILT bundle, in process (test/helpers/cli.ts), standard output /dev/full by its fd.
 */

const home = tempHomes();
const NOW = '2026-11-29T20:00:00';
const ID = '2026-11-29-kleurenwiezen';
const onFull = fs.existsSync('/dev/full') ? test : test.skip;

/** A run with standard output redirected to /dev/full. */
async function full(h: string, args: string[]) {
  const fd = fs.openSync('/dev/full', 'w');
  try {
    const r = await tafel(h, args, { stdoutFd: fd, now: NOW });
    return { code: r.code, stderr: r.stderr };
  } finally {
    fs.closeSync(fd);
  }
}

const lost = (what: string) =>
  `tafel: ${what}; only the output is incomplete (standard output could not be written, ENOSPC: the file or device ` +
  'it goes to is full or failing). Do not run the command again.\n';
const verloren = (what: string) =>
  `tafel: ${what}; alleen de uitvoer is onvolledig (de standaarduitvoer kon niet geschreven worden, ENOSPC: het ` +
  'bestand of apparaat waar ze heen gaat is vol of defect). Voer de opdracht niet opnieuw uit.\n';

onFull('new, record, undo, delete --force and import say what was saved, in English and Dutch', async () => {
  const h = home();
  expect(await full(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk'])).toEqual({
    code: 1,
    stderr: lost(`Sheet ${ID} was started`),
  });
  expect(await full(h, ['record', 'samen', '8', '--by', 'Ann,Bert', '--tricks', '9'])).toEqual({
    code: 1,
    stderr: lost(`Deal 1 was recorded on ${ID}`),
  });
  expect(await full(h, ['record', 'pas', '--lang', 'nl'])).toEqual({
    code: 1,
    stderr: verloren(`Gift 2 werd genoteerd op ${ID}`),
  });
  // Both deals are there, once each: nothing to record again.
  expect((await tafelJson(h, ['sheet'], { now: NOW })).deals.map((d: { number: number }) => d.number)).toEqual([1, 2]);
  expect(await full(h, ['undo', '--lang', 'nl'])).toEqual({
    code: 1,
    stderr: verloren(`Gift 2 werd van ${ID} verwijderd`),
  });
  expect(await full(h, ['undo'])).toEqual({ code: 1, stderr: lost(`Deal 1 was removed from ${ID}`) });
  expect((await tafelJson(h, ['sheet'], { now: NOW })).deals).toEqual([]);

  const backup = path.join(home(), 'backup.json');
  expect((await tafel(h, ['export', '--all', '--format', 'json', '--out', backup], { now: NOW })).code).toBe(0);
  expect(await full(h, ['delete', ID, '--force'])).toEqual({ code: 1, stderr: lost(`Sheet ${ID} was deleted`) });
  const other = home();
  expect(await full(other, ['import', backup])).toEqual({ code: 1, stderr: lost('1 sheet was imported') });
  expect((await tafel(other, ['sheet', ID], { now: NOW })).code).toBe(0);
  // The same import again writes nothing (the sheet is here, the same): its own line, not "was imported".
  expect((await full(other, ['import', backup])).stderr).toMatch(/^tafel: Cannot write to standard output/);
  expect(await full(home(), ['import', backup, '--lang', 'nl'])).toEqual({
    code: 1,
    stderr: verloren('1 blad werd ingelezen'),
  });
});

onFull('another change says the change was saved; a run that changed nothing keeps its own line', async () => {
  const h = home();
  for (const game of ['kleurenwiezen', 'belote'])
    expect((await tafel(h, ['new', game, '--players', 'Ann,Bert,Cis,Dirk'], { now: NOW })).code).toBe(0);
  expect(await full(h, ['use', ID])).toEqual({ code: 1, stderr: lost('The change was saved') });
  expect(await full(h, ['finish', '--lang', 'nl'])).toEqual({ code: 1, stderr: verloren('De wijziging werd bewaard') });
  // Nothing changed: the sheet is already the active one, and `sheet` only reads.
  for (const args of [['use', ID], ['sheet']]) {
    const r = await full(h, args);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^tafel: Cannot write to standard output \(ENOSPC\): .* so the output is incomplete\./);
  }
});

onFull('with --json the error document says it, with its own code', async () => {
  const h = home();
  expect((await tafel(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk'], { now: NOW })).code).toBe(0);
  const r = await full(h, ['record', 'samen', '8', '--by', 'Ann,Bert', '--tricks', '9', '--json']);
  expect(r.code).toBe(1);
  expect(JSON.parse(r.stderr)).toEqual({
    error: {
      code: 'saved-output-incomplete',
      message:
        `Deal 1 was recorded on ${ID}; only the output is incomplete (standard output could not be written, ENOSPC: ` +
        'the file or device it goes to is full or failing). Do not run the command again.',
    },
  });
  const nl = await full(h, ['undo', '--json', '--lang', 'nl']);
  expect(JSON.parse(nl.stderr).error.code).toBe('saved-output-incomplete');
  expect(JSON.parse(nl.stderr).error.message).toBe(verloren(`Gift 1 werd van ${ID} verwijderd`).slice(7, -1));
});

onFull('an export to a file whose closing line is lost says the file was written (no advice of --out)', async () => {
  const h = home();
  expect((await tafel(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk'], { now: NOW })).code).toBe(0);
  const dir = home();
  const csv = path.join(dir, 'avond.csv');
  // Until 2026-12-07: "Cannot write to standard output (ENOSPC) ... Free some space, or write elsewhere (export: --out
  // <file>)." though the file was whole.
  expect(await full(h, ['export', '--out', csv])).toEqual({ code: 1, stderr: lost(`${csv} was written`) });
  expect(fs.readFileSync(csv, 'utf8')).toBe((await tafel(h, ['export', '--format', 'csv'], { now: NOW })).stdout);
  const all = path.join(dir, 'alles.json');
  expect(await full(h, ['export', '--all', '--format', 'json', '--out', all, '--lang', 'nl'])).toEqual({
    code: 1,
    stderr: verloren(`${all} werd geschreven`),
  });
  expect(JSON.parse(fs.readFileSync(all, 'utf8')).sheets).toHaveLength(1);
});
