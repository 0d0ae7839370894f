import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Command } from 'commander';
import { en } from '../../src/i18n/en/index.js';
import { nl } from '../../src/i18n/nl/index.js';
import type { Texts } from '../../src/i18n/index.js';
import { testCtx } from '../helpers/ctx.js';

/**
 * `--help` in Dutch has no English left: every command, argument and option of the command line
 * (built in process, in Dutch, as main.ts builds it for `--lang nl --help`) shows a text of
 * src/i18n/nl.ts, not the English it was declared with in main.ts. A new command or option without
 * a text in src/i18n fails here.
 */

type CommandHelp = { d: string; a?: Record<string, string>; o?: Record<string, string>; x?: string[] };

let tafel: Command;
/** The record flags' help in each language, as the games' catalogues give it (games/index.ts recordFlagsHelp). */
const flagHelp: Record<string, Record<string, string>> = {};
const home = fs.mkdtempSync(path.join(os.tmpdir(), 'tafel-i18n-'));

beforeAll(async () => {
  // Dutch, an empty data directory; with no command named, every command is built, with the record
  // flags' help as `record --help` loads it.
  const main = await import('../../src/main.js');
  const { createProgram } = await import('../../src/cli/program.js');
  const { startSession } = await import('../../src/cli/session.js');
  const { recordFlagsHelp } = await import('../../src/games/heads.js');
  for (const lang of ['en', 'nl'] as const) flagHelp[lang] = await recordFlagsHelp(lang);
  const args = ['--data-dir', home, '--lang', 'nl'];
  tafel = createProgram(args, { games: { flags: flagHelp.nl } }, startSession(args, main.processIo()));
});
afterAll(() => fs.rmSync(home, { recursive: true, force: true }));

/** Every command below the program with its path as in help.commands: 'new', 'judge trick', 'preset save'. */
function commands(cmd: Command, at = ''): [string, Command][] {
  return cmd.commands.flatMap((c) => {
    const p = at === '' ? c.name() : `${at} ${c.name()}`;
    return [[p, c] as [string, Command], ...commands(c, p)];
  });
}

const key = (long: string | undefined): string => (long ?? '').replace(/^--(no-)?/, '');
const entry = (t: Texts, p: string): CommandHelp | undefined =>
  (t.help.commands as Record<string, CommandHelp | undefined>)[p];
const optionText = (t: Texts, p: string, k: string): string | undefined =>
  entry(t, p)?.o?.[k] ?? flagHelp[t === nl ? 'nl' : 'en'][k];

describe('every help text of the command line comes from src/i18n, in Dutch', () => {
  test('the program and its global options', () => {
    expect(tafel.description()).toBe(nl.help.program);
    for (const o of tafel.options) {
      const text =
        key(o.long) === 'version' ? nl.help.version : (nl.help.options as Record<string, string>)[key(o.long)];
      expect([o.long, text]).toEqual([o.long, o.description]);
    }
  });

  test('every command (judge and preset subcommands too): description, examples, arguments, options', () => {
    const all = commands(tafel);
    expect(all.map(([p]) => p)).toEqual(expect.arrayContaining(['settle', 'preset save', 'judge score', 'completion']));
    const missing: string[] = [];
    const english: string[] = [];
    const check = (what: string, shown: string, dutch: string | undefined, englishText: string | undefined) => {
      if (dutch === undefined || englishText === undefined) missing.push(what);
      else if (shown !== dutch) missing.push(`${what}: shows "${shown}"`);
      else if (dutch === englishText) english.push(`${what}: "${dutch}"`);
    };
    for (const [p, c] of all) {
      check(`${p}`, c.description(), entry(nl, p)?.d, entry(en, p)?.d);
      // Top-level commands print examples (main.ts sub()); the catalogue must have them.
      if (!p.includes(' ') && !entry(nl, p)?.x?.length) missing.push(`${p}: examples`);
      for (const a of c.registeredArguments)
        check(`${p} <${a.name()}>`, a.description, entry(nl, p)?.a?.[a.name()], entry(en, p)?.a?.[a.name()]);
      for (const o of c.options)
        check(`${p} ${o.long}`, o.description, optionText(nl, p, key(o.long)), optionText(en, p, key(o.long)));
    }
    expect(missing).toEqual([]);
    expect(english).toEqual([]);
  });

  test('event new <game> lists the games that have club events, asked of the games, in each language', async () => {
    const main = await import('../../src/main.js');
    const { createProgram } = await import('../../src/cli/program.js');
    const { startSession } = await import('../../src/cli/session.js');
    const { gamesHelp } = await import('../../src/cli/help.js');
    const { GAMES } = await import('../../src/games/index.js');
    // The rule: a game has events unless its manifest says why not (Zwikken, Toepen).
    const withEvents = GAMES.filter((g) => !('none' in g.event)).map((g) => g.id);
    for (const [lang, or] of [
      ['en', ' or '],
      ['nl', ' of '],
    ] as const) {
      const args = ['--data-dir', home, '--lang', lang, 'event', 'new', '--help'];
      const p = createProgram(args, { games: await gamesHelp(args, lang) }, startSession(args, main.processIo()));
      const game = p.commands.find((c) => c.name() === 'event')?.commands.find((c) => c.name() === 'new')
        ?.registeredArguments[0];
      const [head, list] = (game?.description ?? '').split(': ');
      expect(head).toBe((lang === 'en' ? en : nl).help.commands['event new'].a?.game);
      expect(list.split(or).flatMap((part) => part.split(', '))).toEqual(withEvents);
    }
  });

  test('each language has the same examples per command, so neither is stale', () => {
    const counts = (t: Texts) =>
      Object.fromEntries(Object.entries(t.help.commands).map(([p, h]) => [p, (h as CommandHelp).x?.length ?? 0]));
    expect(counts(nl)).toEqual(counts(en));
    expect(nl.help.programExamples.length).toBe(en.help.programExamples.length);
  });
});

describe('tafel games in Dutch', () => {
  test('the values column says its number ranges in Dutch and the footer says what the typed values mean', async () => {
    const { runGames } = await import('../../src/commands/games.js');
    const ctx = testCtx({ lang: 'nl', width: 200 });
    // Each game's settings table (`tafel games <game>`; `tafel games` alone lists the games).
    const { GAMES } = await import('../../src/games/index.js');
    const texts = await Promise.all(GAMES.map(async (g) => (await runGames(ctx, g.id)).text(ctx)));
    const text = texts.join('\n');
    expect(text).not.toMatch(/whole number|setting|meaning/);
    expect(text).toMatch(/een geheel getal 0\.\.10000/);
    expect(text).toMatch(/een positief geheel getal\|none/);
    expect(text).toMatch(/off = uit/);
  });
});

describe('tafel rules in Dutch', () => {
  test('topics are listed under Dutch words that find them (telling, verzaken); English ids stay', async () => {
    const { runRules } = await import('../../src/commands/rules.js');
    const ctx = (lang: 'en' | 'nl') => testCtx({ lang, width: 100 });
    const nlList = await (await runRules(ctx('nl'), 'kleurenwiezen', undefined, {})).text(ctx('nl'));
    expect(nlList).toMatch(/^ {2}telling +Puntentelling/m);
    expect(nlList).toMatch(/^ {2}verzaken +Verzaken/m);
    expect(nlList).not.toMatch(/^ {2}(scoring|revoke|players|overview|bidding) /m);
    const enList = await (await runRules(ctx('en'), 'kleurenwiezen', undefined, {})).text(ctx('en'));
    expect(enList).toMatch(/^ {2}scoring +Scoring/m);
    // The listed word is what one types: it shows the same topic.
    const shown = await (await runRules(ctx('nl'), 'kleurenwiezen', 'telling', {})).text(ctx('nl'));
    expect(shown.split('\n')[0]).toMatch(/^Puntentelling/);
  });
});
