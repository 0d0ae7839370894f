/**
 * What a phone and a board are told when the computer fails (docs/board.md): never a file's path (the account's name,
 * its folders), a lock's host or pid, or a terminal command, in English and Dutch; the terminal that runs `tafel serve`
 * says the rest on standard error. `tafel serve` of the BUILT bundle in this process (test/helpers/scorer.ts), its
 * pages and answers over a real socket; a lock held by this process (a live one) or planted as another machine's, a
 * full or read-only disk made by a failing system call.
 */
import { beforeAll, describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { loadTexts } from '../../src/i18n/index.js';
import { copyInstall } from '../build/install.js';
import { tafel, tafelJson, tempHomes } from '../helpers/cli.js';
import { newId, post, scorerOf, serveHere, type Posted } from '../helpers/scorer.js';

const homes = tempHomes();
const NOW = { now: new Date(2026, 11, 6, 20, 0) };

beforeAll(() => loadTexts('en', 'nl'));

/** The refusals a page shows, in `lang`, as a reader sees them (entities decoded). */
async function refusalsOn(url: string, lang: 'en' | 'nl'): Promise<string[]> {
  const r = await fetch(url, { headers: { 'Accept-Language': lang } });
  expect(r.status).toBe(200);
  const html = await r.text();
  return [...html.matchAll(/<p class="refusal" role="alert">([^<]*)<\/p>/g)].map((m) =>
    m[1].replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n))),
  );
}

/** A Klaverjassen evening of 8 entrants, 2 rounds of 4 deals, round 1 drawn; its data directory. */
async function club(): Promise<string> {
  const home = homes();
  const entrants = ['--entrants', 'Ann,Bert,Cis,Dirk,Eva,Fien,Gert,Hilde'];
  const made = await tafel(
    home,
    ['event', 'new', 'klaverjassen', ...entrants, '--rounds', '2', '--deals', '4', '--id', 'club'],
    NOW,
  );
  expect(made.code).toBe(0);
  expect((await tafel(home, ['event', 'draw', '--seed', '1'], NOW)).code).toBe(0);
  return home;
}

const UNREADABLE = {
  en: "its file is not valid JSON. 'tafel doctor' on the computer that runs tafel says what it can restore.",
  nl: "het bestand is geen geldige JSON. 'tafel doctor' op de computer die tafel draait zegt wat het kan terugzetten.",
};

// Until 2026-12-07 the event board and the organiser's page showed the store's own text: "The table sheet club-r1-t1
// cannot be read (/home/.../sheets/club-r1-t1.json is not valid JSON; ... 'tafel delete club-r1-t1 --force')".
describe('the event board and the organiser page say an unreadable file as the sheet board does', () => {
  test('a broken table sheet, broken settings, a broken event file: what is wrong, never the path', async () => {
    const home = await club();
    fs.writeFileSync(path.join(home, 'sheets', 'club-r1-t1.json'), '{');
    const s = await serveHere(home, ['--event', '--host', '127.0.0.1', '--port', '0']);
    try {
      expect([await refusalsOn(s.url, 'en'), await refusalsOn(s.url, 'nl')]).toEqual([
        [`The table sheet club-r1-t1 cannot be shown, and the standings need it: ${UNREADABLE.en}`],
        [`Het tafelblad club-r1-t1 kan niet getoond worden, en de stand heeft het nodig: ${UNREADABLE.nl}`],
      ]);
      // The settings name the active event the board follows.
      const settings = path.join(home, 'settings.json');
      const good = fs.readFileSync(settings, 'utf8');
      fs.writeFileSync(settings, '{"x":');
      expect([await refusalsOn(s.url, 'en'), await refusalsOn(s.url, 'nl')]).toEqual([
        [`The settings (which event is active) cannot be read: ${UNREADABLE.en}`],
        [`De instellingen (welk toernooi actief is) zijn onleesbaar: ${UNREADABLE.nl}`],
      ]);
      fs.writeFileSync(settings, good);
      fs.writeFileSync(path.join(home, 'events', 'club.json'), '{');
      expect([await refusalsOn(s.url, 'en'), await refusalsOn(s.url, 'nl')]).toEqual([
        [`Event club cannot be shown: ${UNREADABLE.en}`],
        [`Toernooi club kan niet getoond worden: ${UNREADABLE.nl}`],
      ]);
    } finally {
      await s.stop();
    }
  });

  test("the organiser's page and its server's board: the same words", async () => {
    const home = await club();
    const s = await serveHere(home, ['--event', 'club', '--scorer', '--host', '127.0.0.1', '--port', '0']);
    try {
      fs.writeFileSync(path.join(home, 'sheets', 'club-r1-t2.json'), '{"deals": [');
      const organiser = s.links.find((l) => l.kind === 'organiser')!.url;
      for (const url of [organiser, s.url])
        expect([await refusalsOn(url, 'en'), await refusalsOn(url, 'nl')]).toEqual([
          [`The table sheet club-r1-t2 cannot be shown, and the standings need it: ${UNREADABLE.en}`],
          [`Het tafelblad club-r1-t2 kan niet getoond worden, en de stand heeft het nodig: ${UNREADABLE.nl}`],
        ]);
    } finally {
      await s.stop();
    }
  });

  test('an evening board whose sheets folder cannot be listed: no path', async () => {
    const home = homes();
    await tafelJson(home, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk'], NOW);
    const s = await serveHere(home, ['--evening', '2026-12-06', '--host', '127.0.0.1', '--port', '0']);
    const sheets = path.join(home, 'sheets');
    const saved = fs.readdirSync;
    // As a folder without read permission answers (this test may run as root, whom permissions do not stop).
    fs.readdirSync = ((dir: fs.PathLike, ...rest: unknown[]) => {
      if (String(dir) === sheets)
        throw Object.assign(new Error(`EACCES: permission denied, scandir '${sheets}'`), {
          code: 'EACCES',
          syscall: 'scandir',
          path: sheets,
        });
      return (saved as (...a: unknown[]) => unknown)(dir, ...rest);
    }) as typeof fs.readdirSync;
    try {
      expect([await refusalsOn(s.url, 'en'), await refusalsOn(s.url, 'nl')]).toEqual([
        ['The computer that runs tafel could not read its data (no permission). Tell whoever runs tafel serve.'],
        [
          'De computer die tafel draait kon zijn gegevens niet lezen (geen toestemming). Zeg het tegen wie tafel ' +
            'serve draait.',
        ],
      ]);
    } finally {
      fs.readdirSync = saved;
      await s.stop();
    }
  });
});

/** A sheet of Kleurenwiezen served with a scorer link, a lock held 300 ms at most before "busy"; [home, id, server]. */
async function scorer(): Promise<[string, string, Awaited<ReturnType<typeof serveHere>>]> {
  const home = homes();
  const { id } = await tafelJson<{ id: string }>(home, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk'], NOW);
  const s = await serveHere(home, [id, '--scorer', '--host', '127.0.0.1', '--port', '0'], true, undefined, {
    TAFEL_LOCK_WAIT_MS: '300',
  });
  return [home, id, s];
}

/** A deal sent in English and in Dutch: [status, reason] each; nothing else of the answer names the computer. */
async function sent(link: string, home: string, hidden: string[] = [], rows = 0): Promise<unknown[][]> {
  const said: unknown[][] = [];
  for (const lang of ['en', 'nl']) {
    const r: Posted = await post(link, 'deal', { line: 'solo 6 bert 7', rows, id: newId() }, { lang });
    for (const h of [home, ...hidden]) expect(JSON.stringify(r.json)).not.toContain(h);
    said.push([r.status, r.json.reason]);
  }
  return said;
}

// Until 2026-12-07 the phone was given the terminal's text: "Sheet busy: another tafel is writing /home/.../x.json.
// Try again in a moment (if no other tafel runs, delete /home/.../x.json.lock).", a lock's host and pid, "Could not
// write /home/... (ENOSPC)".
describe("the phone's answer to a failure of the computer: what to do, in words; the terminal says the rest", () => {
  test('a sheet busy (a live tafel holds its lock), then locked by a tafel on another machine', async () => {
    const [home, id, s] = await scorer();
    const file = path.join(home, 'sheets', `${id}.json`);
    const lock = `${file}.lock`;
    try {
      // An older tafel's lock ("<pid> <time>"), held by this very process: alive, so never broken.
      fs.writeFileSync(lock, `${process.pid} 2026-12-06T19:00:00.000Z`);
      expect(await sent(scorerOf(s), home)).toEqual([
        [
          503,
          'The sheet is busy: another tafel is writing it, so nothing was written. Try again in a moment; if it ' +
            'stays busy, tell whoever runs tafel serve.',
        ],
        [
          503,
          'Het blad is bezet: een ander tafel-commando schrijft erin, dus er werd niets geschreven. Probeer het zo ' +
            'meteen opnieuw; blijft het bezet, zeg het dan tegen wie tafel serve draait.',
        ],
      ]);
      const who = { pid: 4242, host: 'clubhuis-laptop', boot: null, ns: null, start: null, token: 't' };
      fs.writeFileSync(lock, `4242 2026-12-06T19:00:00.000Z ${JSON.stringify(who)}`);
      expect(await sent(scorerOf(s), home, ['clubhuis-laptop', '4242'])).toEqual([
        [
          409,
          'The sheet is locked by a tafel on another computer, so nothing was written. Tell whoever runs tafel serve.',
        ],
        [
          409,
          'Het blad is vergrendeld door tafel op een andere computer, dus er werd niets geschreven. Zeg het ' +
            'tegen wie tafel serve draait.',
        ],
      ]);
      fs.rmSync(lock);
      expect(JSON.parse(fs.readFileSync(file, 'utf8')).deals).toEqual([]);
      expect((await post(scorerOf(s), 'deal', { line: 'solo 6 bert 7', rows: 0, id: newId() })).status).toBe(200);
    } finally {
      await s.stop();
    }
    // Once each (the Dutch phone's failure is the same), in the terminal's language, with the path and the holder
    // (until 2026-12-07 a busy sheet's holder alive on this machine went unnamed, which docs/board.md promises).
    expect(s.stderr()).toBe(
      `Not written from a phone to sheet ${id}: Sheet busy: another tafel (pid ${process.pid}) is writing ${file}. ` +
        `Try again in a moment (if no other tafel runs, delete ${lock}).\n` +
        `Not written from a phone to sheet ${id}: ${file} is locked by a tafel on another machine, container or boot ` +
        `(clubhuis-laptop, pid 4242), which tafel cannot check from here. If no tafel runs there any more, remove ` +
        `${lock} ('tafel doctor' lists it) and try again.\n` +
        'Board stopped.\n',
    );
  });

  test('a full disk, then a read-only one that refuses the lock: 503, said without the path', async () => {
    const [home, id, s] = await scorer();
    const file = path.join(home, 'sheets', `${id}.json`);
    const fail = (code: string, syscall: string, at: string) =>
      Object.assign(new Error(`${code}: ${syscall} '${at}'`), { code, syscall, path: at });
    const rename = fs.renameSync;
    const open = fs.openSync;
    try {
      fs.renameSync = ((from: fs.PathLike) => {
        throw fail('ENOSPC', 'rename', String(from));
      }) as typeof fs.renameSync;
      const full = await sent(scorerOf(s), home);
      fs.renameSync = rename;
      fs.openSync = ((at: fs.PathLike, ...rest: unknown[]) => {
        if (String(at).includes('.lock')) throw fail('EROFS', 'open', String(at));
        return (open as (...a: unknown[]) => number)(at, ...rest);
      }) as typeof fs.openSync;
      const readOnly = await sent(scorerOf(s), home);
      fs.openSync = open;
      expect([full, readOnly]).toEqual([
        [
          [
            503,
            'The computer that runs tafel could not save this (its disk is full), so nothing was written. Tell ' +
              'whoever runs tafel serve, then look at the sheet and try again.',
          ],
          [
            503,
            'De computer die tafel draait kon dit niet bewaren (de schijf is vol), dus er werd niets geschreven. Zeg ' +
              'het tegen wie tafel serve draait; kijk dan naar het blad en probeer het opnieuw.',
          ],
        ],
        [
          [
            503,
            'The computer that runs tafel could not save this (its disk is read-only), so nothing was written. Tell ' +
              'whoever runs tafel serve, then look at the sheet and try again.',
          ],
          [
            503,
            'De computer die tafel draait kon dit niet bewaren (de schijf is alleen-lezen), dus er werd niets ' +
              'geschreven. Zeg het tegen wie tafel serve draait; kijk dan naar het blad en probeer het opnieuw.',
          ],
        ],
      ]);
      expect(JSON.parse(fs.readFileSync(file, 'utf8')).deals).toEqual([]);
    } finally {
      fs.renameSync = rename;
      fs.openSync = open;
      await s.stop();
    }
    const lines = s.stderr().split('\n');
    // The temporary file's rename failed (its name ends in the writer's pid); the lock's own open, named in full.
    expect(lines[0]).toMatch(
      /^Not written from a phone to sheet [^:]+: Could not write \S+ \(ENOSPC\): the disk is full\. /,
    );
    expect(lines[0]).toContain(`${file}.`);
    expect(lines.slice(1)).toEqual([
      `Not written from a phone to sheet ${id}: Could not write ${file}.lock (EROFS): the disk is read-only. ` +
        'Nothing was changed.',
      'Board stopped.',
      '',
    ]);
  });

  // Until 2026-12-07 a system error that no refusal of the store wrapped (here the sheet's file, read by the phone's
  // write, failing as it is closed) was answered 500 without a reason: the page could only say that something failed.
  test("a system error outside the store's refusals: 503 in words, nothing written, the terminal says it", async () => {
    const [home, id, s] = await scorer();
    const file = path.join(home, 'sheets', `${id}.json`);
    const before = fs.readFileSync(file);
    const [open, close] = [fs.openSync, fs.closeSync];
    const said: unknown[][] = [];
    try {
      for (const lang of ['en', 'nl']) {
        // The sheet's file, read by this write, fails as it is closed: a system error, as Node throws it.
        let sheetFd: number | undefined;
        fs.openSync = ((at: fs.PathLike, ...rest: unknown[]) => {
          const fd = (open as (...a: unknown[]) => number)(at, ...rest);
          if (String(at) === file && sheetFd === undefined) sheetFd = fd;
          return fd;
        }) as typeof fs.openSync;
        fs.closeSync = ((fd: number) => {
          close(fd);
          if (fd !== sheetFd) return;
          sheetFd = -1;
          close(fd); // EBADF: the file closed already
        }) as typeof fs.closeSync;
        const r = await post(scorerOf(s), 'deal', { line: 'solo 6 bert 7', rows: 0, id: newId() }, { lang });
        [fs.openSync, fs.closeSync] = [open, close];
        said.push([r.status, r.json.reason]);
      }
    } finally {
      [fs.openSync, fs.closeSync] = [open, close];
      await s.stop();
    }
    expect(said).toEqual([
      [503, 'The computer that runs tafel could not read its data (error EBADF). Tell whoever runs tafel serve.'],
      [
        503,
        'De computer die tafel draait kon zijn gegevens niet lezen (fout EBADF). Zeg het tegen wie tafel serve draait.',
      ],
    ]);
    expect(fs.readFileSync(file).equals(before)).toBe(true);
    expect(s.stderr()).toBe(
      `Not written from a phone to sheet ${id}: EBADF: bad file descriptor, close\nBoard stopped.\n`,
    );
  });

  // Until 2026-12-07 a server loaded a language's texts and a game's code from dist/ when an answer first read them:
  // with the build replaced meanwhile (an upgrade, a rebuild), the first phone's write in Dutch was answered 500 and
  // the terminal said nothing.
  test('a build replaced under a running server: the phones still write, in both languages', async () => {
    const { bin, dist } = copyInstall(homes());
    const home = homes();
    const { id } = await tafelJson<{ id: string }>(home, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk'], {
      ...NOW,
      bin,
    });
    const s = await serveHere(home, [id, '--scorer', '--host', '127.0.0.1', '--port', '0'], true, undefined, {}, bin);
    const said: unknown[][] = [];
    try {
      // A new build names its chunks by their content: none of the old names is there any more.
      for (const f of fs.readdirSync(dist)) fs.renameSync(path.join(dist, f), path.join(dist, `old-${f}`));
      for (const [lang, rows] of [
        ['nl', 0],
        ['en', 1],
      ] as const) {
        const r = await post(scorerOf(s), 'deal', { line: 'solo 6 bert 7', rows, id: newId() }, { lang });
        said.push([r.status, r.json.said]);
      }
    } finally {
      await s.stop();
    }
    expect(said).toEqual([
      [200, 'Genoteerd: gift 1, Bert solo 6: 7 slagen'],
      [200, 'Recorded: deal 2, Bert solo 6: 7 tricks'],
    ]);
    expect(s.stderr()).toBe('Board stopped.\n');
  });
});

// Until 2026-12-07 a phone's deal that would write the sheet past the 16 MB the safe reader reads was answered with the
// terminal's refusal, "Not written: /home/.../sheets/<id>.json would grow past 16 MB ... ('tafel new').", and the
// terminal that runs tafel serve said nothing.
describe('a sheet as large as tafel keeps: the phone is told it is full, the terminal the rest', () => {
  test('a deal past the 16 MB cap: 409 in words, nothing written, the refusal in full on the terminal', async () => {
    const home = homes();
    const { id } = await tafelJson<{ id: string }>(
      home,
      ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk'],
      NOW,
    );
    expect((await tafel(home, ['record', 'solo', '6', '--by', 'Bert', '--tricks', '7', '--note', 'x'], NOW)).code).toBe(
      0,
    );
    // The sheet grown, once, to 64 bytes short of the cap: its deal 148,467 times (and the note padded), as tafel
    // writes them. Any deal more passes the cap.
    const file = path.join(home, 'sheets', `${id}.json`);
    const text = fs.readFileSync(file, 'utf8');
    const deal = text.slice(text.indexOf('    {'), text.indexOf('    }') + 5);
    const cap = 16 * 1024 * 1024;
    const n = Math.floor((cap - 64 - Buffer.byteLength(text)) / (deal.length + 2)) + 1;
    const grown = text.replace(deal, Array(n).fill(deal).join(',\n'));
    fs.writeFileSync(file, grown.replace('"1": "x"', `"1": "x${'x'.repeat(cap - 64 - Buffer.byteLength(grown))}"`));
    expect([n, fs.statSync(file).size]).toEqual([148_467, cap - 64]);
    const before = fs.readFileSync(file);
    const s = await serveHere(home, [id, '--scorer', '--host', '127.0.0.1', '--port', '0']);
    try {
      expect(await sent(scorerOf(s), home, [], n)).toEqual([
        [
          409,
          'The sheet is full: tafel cannot keep a larger one, so nothing was written. Tell whoever runs tafel serve; ' +
            'the next deals go on a new sheet.',
        ],
        [
          409,
          'Het blad is vol: tafel kan geen groter bewaren, dus er werd niets geschreven. Zeg het tegen wie tafel ' +
            'serve draait; de volgende giften komen op een nieuw blad.',
        ],
      ]);
      expect(fs.readFileSync(file).equals(before)).toBe(true);
    } finally {
      await s.stop();
    }
    expect(s.stderr()).toBe(
      `Not written from a phone to sheet ${id}: Not written: ${file} would grow past 16 MB, the most a tafel file ` +
        'may hold (tafel could not read it back); it is as it was. Start a new sheet for the next deals ' +
        "('tafel new').\nBoard stopped.\n",
    );
  }, 60_000);
});
