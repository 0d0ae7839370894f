import { beforeAll, describe, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SheetConfig } from '../../src/core/game.js';
import { gameById } from '../../src/games/index.js';
import { readLine } from '../../src/games/line.js';
import { inDutch } from '../../src/i18n/dutch-names.js';
import { loadTexts } from '../../src/i18n/index.js';
import { BIN, snapshot, tafel, tempHomes } from '../helpers/cli.js';
import { catalogue, helpOf } from '../helpers/help.js';

/**
 * What the help says is what the commands do (its examples run as shown, its options say what they do), and says it
 * in one word in each language (test/i18n for the rest). The layout of the help: help-text.test.ts.
 */

const home = tempHomes();
beforeAll(() => loadTexts('en', 'nl'));

const help = (args: string[], columns?: number, tty = false) => helpOf(home(), args, columns, tty);

describe('the examples do what they say', () => {
  test('completion: the folder is made first, then the script written into it, in a fresh home', () => {
    for (const lang of ['en', 'nl'] as const)
      for (const x of catalogue(lang).completion!.x!) {
        const target = /> (\S+)/.exec(x)![1];
        const folder = /mkdir -p ([^\s,;)]+)/.exec(x)?.[1];
        expect({ x, folder }).toEqual({ x, folder: path.dirname(target) });
      }
    const fresh = fs.mkdtempSync(path.join(os.tmpdir(), 'tafel-home-'));
    try {
      for (const x of catalogue('en').completion!.x!.filter((l) => !l.includes('zsh'))) {
        const folder = /mkdir -p ([^\s,;)]+)/.exec(x)![1];
        const command = x.split(/ {2,}/)[0].replace(/^tafel/, `node ${BIN}`);
        const r = spawnSync('bash', ['-c', `mkdir -p ${folder} && ${command}`], {
          env: { ...process.env, HOME: fresh, TAFEL_HOME: path.join(fresh, 'data') },
          encoding: 'utf8',
        });
        expect([x, r.status, r.stderr]).toEqual([x, 0, '']);
      }
      expect(fs.readdirSync(path.join(fresh, '.config/fish/completions'))).toEqual(['tafel.fish']);
    } finally {
      fs.rmSync(fresh, { recursive: true, force: true });
    }
  });

  test('play: each one-line deal of Kleurenwiezen reads on the default rule set, or is marked with its own', () => {
    const config = (rules: string) => ({ rules, players: ['Ann', 'Bert', 'Cis', 'Dirk'] }) as SheetConfig;
    for (const lang of ['en', 'nl'] as const) {
      const line = catalogue(lang).play!.x!.find((x) => x.includes('samen 8 bert,dirk 9'))!;
      for (const deal of line.trim().split(' · ')) {
        const rules = / \((\w+)\)$/.exec(deal)?.[1] ?? gameById('kleurenwiezen').defaultRules;
        const read = readLine('kleurenwiezen', deal.replace(/ \(\w+\)$/, ''), config(rules));
        expect({ deal, rules, read: read !== undefined }).toEqual({ deal, rules, read: true });
      }
    }
  });

  test('serve: --host and --port say --scorer keeps the address each sheet was last served on; play not', async () => {
    const options = async (args: string[]) =>
      Object.fromEntries(
        (JSON.parse(await help([...args, '--help', '--json'])).options as { flags: string; description: string }[]).map(
          (o) => [o.flags, o.description],
        ),
      );
    expect(await options(['serve'])).toMatchObject({
      '--host <addr>':
        'the address to serve on (default: the first network address of this machine; 127.0.0.1 keeps it local); ' +
        "with --scorer the one the sheet or event was last served on (an event's: that of its table cards), until " +
        'another --host',
      '--port <n>':
        'the port (default: any free port); with --scorer the one the sheet or event was last served on (an ' +
        "event's: that of its table cards), until another --port",
    });
    expect(await options(['--lang', 'nl', 'serve'])).toMatchObject({
      '--host <addr>':
        'het adres waarop het bord aangeboden wordt (standaard: het eerste netwerkadres van deze machine; 127.0.0.1 ' +
        'houdt het lokaal); met --scorer het adres waarop het blad of toernooi het laatst aangeboden werd (bij een ' +
        'toernooi: dat van zijn tafelkaarten), tot een andere --host',
      '--port <n>':
        'de poort (standaard: een vrije poort); met --scorer de poort waarop het blad of toernooi het laatst ' +
        'aangeboden werd (bij een toernooi: die van zijn tafelkaarten), tot een andere --port',
    });
    expect((await options(['play']))['--port <n>']).toBe('the port (default: any free port)');
  });

  test('correct and edit --force: a points sheet takes a sum that is not zero, Zwikken (money) never', async () => {
    const options = async (args: string[]) =>
      Object.fromEntries(
        (JSON.parse(await help([...args, '--help', '--json'])).options as { flags: string; description: string }[]).map(
          (o) => [o.flags, o.description],
        ),
      );
    expect((await options(['correct']))['--force']).toBe(
      'allow a correction that does not sum to zero on a points sheet (not Zwikken: money)',
    );
    expect((await options(['edit']))['--force']).toBe(
      'a correction: allow one that does not sum to zero (not Zwikken: money)',
    );
    expect((await options(['--lang', 'nl', 'correct']))['--force']).toBe(
      'sta een correctie toe die niet op nul uitkomt op een puntenblad (niet bij Zwikken: geld)',
    );
    expect((await options(['--lang', 'nl', 'edit']))['--force']).toBe(
      'een correctie: sta er een toe die niet op nul uitkomt (niet bij Zwikken: geld)',
    );
    // What the help says is what correct does: a zero-sum points sheet takes it with --force, Zwikken refuses it.
    const h = home();
    const now = new Date(2026, 11, 6, 20, 0);
    const ok = (args: string[]) => tafel(h, args, { now }).then((r) => expect([r.code, r.stderr]).toEqual([0, '']));
    await ok(['new', 'kleurenwiezen', '--rules', 'cardgames', '--players', 'Ann,Bert,Cis,Dirk']);
    await ok(['correct', 'Ann=10', '--reason', 'bonus', '--force']);
    await ok(['new', 'zwikken', '--players', 'Ann,Bert,Cis,Dirk', '--stake', '0.10']);
    const before = snapshot(h);
    const r = await tafel(h, ['correct', 'Ann=0.10', '--reason', 'x', '--force'], { now });
    expect([r.code, r.stdout, r.stderr]).toEqual([
      1,
      '',
      'tafel: The correction sums to +0.10, not 0: money only changes hands between players. Make it sum to zero.\n',
    ]);
    expect(snapshot(h)).toEqual(before);
  });

  test("event import of a file that is not there names the export it reads, 'tafel event export'", async () => {
    const h = home();
    const before = snapshot(h);
    const file = path.join(h, 'nothere.json');
    for (const [lang, line] of [
      ['en', `tafel: No file ${file}: give the path of a file written by 'tafel event export --format json'.\n`],
      // In Dutch by its Dutch name (until 2026-12-06 'tafel event export').
      ['nl', `tafel: Geen bestand ${file}: geef het pad van een bestand van 'tafel toernooi export --format json'.\n`],
    ]) {
      const r = await tafel(h, ['--lang', lang, 'event', 'import', file]);
      expect([r.code, r.stdout, r.stderr]).toEqual([1, '', line]);
    }
    // `tafel import` still names its own.
    const r = await tafel(h, ['import', file]);
    expect(r.stderr).toBe(`tafel: No file ${file}: give the path of a file written by 'tafel export --format json'.\n`);
    expect(snapshot(h)).toEqual(before);
  });
});

describe('the wording of the help', () => {
  test('a note stands two spaces or more after its command, in every example', () => {
    for (const lang of ['en', 'nl'] as const)
      for (const x of Object.values(catalogue(lang)).flatMap((h) => h?.x ?? []))
        if (x.startsWith('tafel ')) {
          const unquoted = x.replace(/"[^"]*"/g, '""');
          const at = unquoted.indexOf('(');
          if (at >= 0) expect([x, unquoted.slice(at - 2, at)]).toEqual([x, '  ']);
        }
  });
  // Until 2026-12-07 undelete's was `tafel sheets --deleted`, which a missing id gave as undelete's example, and
  // redo's `tafel undo`.
  test("every command's first example is of the command itself, in its language's name", () => {
    const other = (lang: 'en' | 'nl') =>
      Object.entries(catalogue(lang)).flatMap(([path, h]) => {
        const own = lang === 'nl' ? inDutch(`tafel ${path}`) : `tafel ${path}`;
        const first = h?.x?.[0]?.split(/ {2,}/)[0];
        return first === own || first?.startsWith(`${own} `) ? [] : [[path, first]];
      });
    expect([other('en'), other('nl')]).toEqual([[], []]);
  });
  test.each([
    [
      [],
      "missing required argument 'id' (the deleted sheet's id); for example: tafel undelete today-kleurenwiezen " +
        "('tafel undelete --help' shows how to use it)",
    ],
    [
      ['--lang', 'nl'],
      "verplicht argument 'id' ontbreekt (het id van het verwijderde blad); bijvoorbeeld: tafel " +
        "undelete today-kleurenwiezen ('tafel undelete --help' toont hoe je het gebruikt)",
    ],
  ])('tafel undelete %j without an id: an example of undelete', async (lang, line) => {
    const now = new Date(2026, 11, 6, 20, 0);
    expect(await tafel(home(), [...lang, 'undelete'], { now })).toEqual({
      code: 2,
      stdout: '',
      stderr: `tafel: ${line}\n`,
    });
  });
  // Until 2026-12-07 every command's hint said "lists its options" (`toont de opties`), undelete's and event's too.
  test("a usage error's hint says what the command's help shows: its options, its commands or its use", async () => {
    const h = home();
    const hints = async (lang: 'en' | 'nl') => {
      const said: Record<string, string[]> = {};
      for (const path of Object.keys(catalogue('en'))) {
        const r = await tafel(h, ['--lang', lang, ...path.split(' '), '--zzz']);
        const hint = / --help' (.*)\)$/.exec(r.stderr.trim())?.[1] ?? r.stderr;
        said[hint] = [...(said[hint] ?? []), path];
      }
      return said;
    };
    const groups = ['judge', 'preset', 'event', 'season'];
    const plain = ['games', 'undelete', 'completion', 'lang', 'preset list', 'preset show', 'preset delete'];
    plain.push('event list', 'event use', 'event undelete', 'season add', 'season remove', 'season standings');
    plain.push('season list');
    const options = Object.keys(catalogue('en')).filter((p) => !groups.includes(p) && !plain.includes(p));
    const sorted = (said: Record<string, string[]>) =>
      Object.fromEntries(Object.entries(said).map(([k, v]) => [k, v.sort()]));
    expect(sorted(await hints('en'))).toEqual({
      'lists its options': options.sort(),
      'lists its commands': groups.sort(),
      'shows how to use it': plain.sort(),
    });
    expect(sorted(await hints('nl'))).toEqual({
      'toont de opties': options,
      "toont de commando's": groups,
      'toont hoe je het gebruikt': plain,
    });
  });
  test('Dutch examples name a subcommand by its Dutch name wherever it has one (competitie nieuw)', async () => {
    // `toernooi nieuw` for `new|nieuw`, as the lists of commands give them.
    const dutch = new Map<string, string>();
    for (const [cmd, word] of [
      ['event', 'toernooi'],
      ['season', 'competitie'],
    ]) {
      const doc = JSON.parse((await tafel(home(), ['--lang', 'nl', cmd, '--help', '--json'])).stdout);
      for (const { name } of doc.commands as { name: string }[]) {
        const [own, alias] = name.split(' ')[0].split('|');
        if (alias) dutch.set(`${word} ${own}`, alias);
      }
    }
    expect(dutch.get('competitie new')).toBe('nieuw');
    const english = Object.entries(catalogue('nl'))
      .filter(([p]) => /^(event|season)/.test(p))
      .flatMap(([, h]) => h?.x ?? [])
      .filter((x) => dutch.has(x.split(' ').slice(1, 3).join(' ')));
    expect(english).toEqual([]);
  });
  test('a club subcommand usage names its parent as the commands list does: event|toernooi new|nieuw', async () => {
    const usages: string[] = [];
    for (const word of ['toernooi', 'competitie']) {
      const doc = JSON.parse((await tafel(home(), ['--lang', 'nl', word, '--help', '--json'])).stdout);
      const parent = doc.usage.split(' ')[1] as string;
      expect(parent).toBe(word === 'toernooi' ? 'event|toernooi' : 'season|competitie');
      for (const { name } of doc.commands as { name: string }[]) {
        if (name.startsWith('help ')) continue;
        const sub = name.split(' ')[0];
        const text = await tafel(home(), ['--lang', 'nl', word, sub.split('|').at(-1)!, '--help']);
        const json = JSON.parse(
          (await tafel(home(), ['--lang', 'nl', word, sub.split('|')[0], '--help', '--json'])).stdout,
        );
        const [line, usage] = [text.stdout.split('\n')[0], json.usage as string];
        usages.push(line, usage);
        expect(line.startsWith(`Gebruik: tafel ${parent} ${sub} `)).toBe(true);
        expect(usage.startsWith(`tafel ${parent} ${sub} `)).toBe(true);
      }
    }
    expect(usages.length).toBe(2 * (21 + 7)); // every subcommand but help, text and --json
    expect(usages).toContain('Gebruik: tafel event|toernooi new|nieuw [opties] <spel>');
    expect(usages).toContain('tafel event|toernooi new|nieuw [options] <game>');
    expect(usages).toContain('Gebruik: tafel season|competitie add|erbij [opties] <competitie> <toernooien...>');
  });

  test('Dutch: ploeg throughout the record options, a Dutch value name for --excel, plain words', async () => {
    const record = await help(['--lang', 'nl', 'record', '--help'], 200);
    expect(record).not.toMatch(/\bteam\b/);
    expect(record).toContain('--zwik <speler>');
    expect(record).toContain('Zwikken: deze vrager had een zwik (drie gelijke kaarten)');
    expect(record).toContain(
      "Toepen: enkel voor 'tafel judge score' (record haalt ze van het blad): de standen vóór de ronde",
    );
    expect(await help(['--lang', 'nl', 'export', '--help'], 200)).toContain('--excel <taalcode>');
    expect(await help(['--lang', 'nl', 'new', '--help'], 200)).toContain(
      "een bewaarde tafel ('tafel preset save'); de andere vlaggen hebben voorrang",
    );
    expect(await help(['--lang', 'nl', 'event', 'import', '--help'], 200)).toContain('lees in onder een ander id');
    expect(await help(['--lang', 'nl', 'play', '--help'], 200)).toContain(
      'de tafelmodus: vraagt elke gift en toont het blad; ongedaan maken, wijzigen, regels opzoeken en afsluiten kan ' +
        'er ook',
    );
    expect(await help(['record', '--help'], 200)).toContain(
      "Toepen: for 'tafel judge score' only (record takes them from the sheet): the totals before the round",
    );
  });
});
