import { readdirSync } from 'node:fs';
import { describe, expect, test } from '@jest/globals';
import { GAMES, gameById } from '../../src/games/index.js';
import { HEADS } from '../../src/games/heads.js';
import { boardBody } from '../../src/serve/page.js';
import { replay } from '../../src/sheet/sheet.js';
import { makeSheet, play } from '../helpers/sheet.js';
import { nl } from '../../src/i18n/nl/index.js';
import { runRules } from '../../src/commands/rules.js';
import { createProgram } from '../../src/cli/program.js';
import type { Command } from 'commander';
import { TafelError } from '../../src/core/errors.js';
import { processIo } from '../../src/cli/io.js';
import { startSession } from '../../src/cli/session.js';
import { testCtx } from '../helpers/ctx.js';

/**
 * Issue 24, "Dutch without leftovers": every Dutch text, rendered, holds no English word from this
 * list. Names and ids are allowed: sample arguments are names (Ann, Bert) and numbers, and code in
 * quotes or after `tafel`/`--` is left out (commands and flags are the same in both languages).
 */
const ENGLISH = [
  'the',
  'and',
  'space',
  'deal',
  'deals',
  'player',
  'players',
  'trick',
  'tricks',
  'which',
  'who',
  'sheet',
  'with',
  'not',
  'must',
  'from',
  'choose',
  'this',
  'error',
  'bug',
  'or',
  'either',
  'both',
  'whole',
  'number',
  'positive',
  'card',
  'cards',
  'suit',
  'trump',
  'bid',
  'bids',
  'you',
  'your',
  'has',
  'have',
  'are',
  'for',
  'to',
  'by',
  'when',
  'only',
  'each',
  'every',
  'after',
  'before',
  'they',
  'their',
  'that',
  'than',
  'then',
  'will',
  'would',
  'can',
  'cannot',
  'should',
  'what',
  'where',
  'how',
  'why',
  'all',
  'any',
  'some',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'points',
  'round',
  'give',
  'add',
  'drop',
  'use',
  'such',
  'without',
  'until',
  'again',
  'first',
  'last',
  'next',
  'name',
  'names',
  'show',
  'shows',
  'games',
  'take',
  'takes',
  'made',
  'failed',
  'lost',
  'pays',
  // The English topic ids: a Dutch text names a topic by its Dutch name (rangorde, telling...).
  'setup',
  'bidding',
  'ranking',
  'play',
  'scoring',
  'revoke',
  'variants',
  'rounding',
  'target',
  // A club says lotingsgetal: `--seed` is the flag's name only (decision 2026-12-06, docs/rules-notes.md).
  'seed',
];
/** Ids a Dutch text names as they are typed: commands (`judge score`), setting keys, values. */
const IDS = /\b(judge (score|trick|play|rank)|deals|none|off|on|[\w-]+\.(trick|down)[\w-]*)\b/g;

/**
 * A rendered text without what is code: `tafel ...` up to the quote, quoted bits, --flags, key=value,
 * {fields}, and ids with a hyphen or a dot (max-cards, samen.all).
 */
const prose = (s: string): string =>
  s
    .replace(/\(sleutel=waarde:[^)]*\)/g, ' ')
    .replace(/'[^']*'|"[^"]*"|`[^`]*`/g, ' ')
    .replace(/tafel( [\w@.=,<>|[\]-]+)+/g, ' ')
    // A command as typed, in brackets with its flags: "(sheet --all)".
    .replace(/\(\w+(?: --[\w-]+)+\)/g, ' ')
    .replace(/--[\w-]+/g, ' ')
    .replace(/\b[\w.-]+=[\w.,-]*/g, ' ')
    .replace(/\b[\w:-]+(?:,[\w:-]+)+/g, ' ')
    .replace(/\{[^}]*\}|\b\w+(?:[-.]\w+)+\b/g, ' ')
    .replace(IDS, ' ')
    .replace(NAMES, ' ');

/** A rules topic's id, its cross-references and the words that find it (English ones on purpose) are ids, not prose. */
const SKIP = new Set(['id', 'see', 'aliases']);
/** Proper names of sources that happen to be English words. */
const NAMES = /The Game Room/g;

const SAMPLES: unknown[][] = [
  ['Ann', 'Bert', 'Cis', 'Dirk'],
  [3, 5, 7, 9],
  ['Ann', 3, 'Bert', 5],
];

function render(v: unknown, path: string, out: { path: string; text: string }[]): void {
  if (typeof v === 'string') out.push({ path, text: v });
  else if (typeof v === 'function') {
    for (const args of SAMPLES) {
      try {
        const r = (v as (...a: unknown[]) => unknown)(...args);
        // A topic's tables (async) draw from the settings in force, which a sample is not: its refusal is
        // let go here, and the tables are read in Dutch through runRules below.
        if (r instanceof Promise) r.catch(() => undefined);
        else render(r, path, out);
      } catch {
        // A text whose arguments are of another kind: the other samples render it.
      }
    }
  } else if (Array.isArray(v)) {
    for (const [i, x] of v.entries()) render(x, `${path}[${i}]`, out);
  } else if (v && typeof v === 'object')
    for (const [k, x] of Object.entries(v)) if (!SKIP.has(k)) render(x, `${path}.${k}`, out);
}

describe('Dutch without leftovers', () => {
  test('no English word in a Dutch message, help text, prompt or rules topic', async () => {
    const texts: { path: string; text: string }[] = [];
    render(nl, 'nl', texts);
    // Every rules topic of every game, as `tafel rules <game> <topic>` shows it in Dutch.
    for (const g of HEADS) render(await g.rulesText.nl(), `rules.${g.id}`, texts);
    // Every game folder's own catalogues (messages.nl.ts), and what its manifest says.
    const folders = new URL('../../src/games/', import.meta.url);
    for (const dir of readdirSync(folders, { withFileTypes: true }).filter((d) => d.isDirectory()))
      for (const file of readdirSync(new URL(`${dir.name}/`, folders)).filter((f) => /^messages\.nl\.ts$/.test(f)))
        render((await import(new URL(`${dir.name}/${file}`, folders).href)).nl, `${dir.name}.${file}`, texts);
    for (const g of GAMES) {
      render(g.name.nl, `${g.id}.name`, texts);
      for (const r of g.ruleSets) {
        render(r.description.nl, `${g.id}.${r.id}`, texts);
        for (const s of g.settings(r.id)) {
          // A setting's key and values are typed as they are (`--set undertrump=must`): ids in its texts.
          const ids = [s.key, ...s.values.split(/[|,]/).filter((v) => /^[\w-]+$/.test(v))];
          const own: { path: string; text: string }[] = [];
          render(s.description.nl, `${g.id}.${r.id}.${s.key}`, own);
          render(s.check('zz?')?.nl, `${g.id}.${r.id}.${s.key}.check`, own);
          render(nl.games.values(s.values), `${g.id}.${r.id}.${s.key}.values`, own);
          for (const o of own)
            texts.push({ ...o, text: o.text.replace(/[\w-]+/g, (w) => (ids.includes(w) ? ' ' : w)) });
        }
      }
    }
    // Every command's help as `tafel <command> --help --lang nl` prints it (the values' names included).
    const program = createProgram(['--lang', 'nl'], { only: undefined }, startSession(['--lang', 'nl'], processIo()));
    // Its commands' names are ids (`tafel sheet`), listed as they are typed.
    const names = new Set<string>();
    const named = (c: Command): void => {
      for (const n of [c.name(), ...c.aliases()]) names.add(n);
      c.commands.forEach(named);
    };
    named(program);
    const helps = (c: Command, path: string): void => {
      // Placeholders (`<player>`, `[cards...]`) and the argument names listed under "Argumenten:" stay as typed
      // (README, Sheets and settings).
      const args = new Set(c.registeredArguments.map((a) => a.name()));
      const text = c
        .helpInformation()
        .replace(/<[^>]*>|\[[\w.=-]+\]/g, ' ')
        .replace(/^ {2}([\w|-]+)/gm, (line, w: string) =>
          w.split('|').every((x) => names.has(x) || args.has(x)) ? ' ' : line,
        );
      texts.push({ path: `help ${path}`, text });
      for (const sub of c.commands) helps(sub, `${path} ${sub.name()}`.trim());
    };
    helps(program, '');
    expect(texts.length).toBeGreaterThan(500);
    const hits = texts.flatMap(({ path, text }) => {
      const words = prose(text)
        .toLowerCase()
        .split(/[^a-zà-ÿ]+/);
      const found = ENGLISH.filter((w) => words.includes(w));
      return found.length > 0 ? [`${path}: ${found.join(',')}: ${text.slice(0, 140)}`] : [];
    });
    expect([...new Set(hits)]).toEqual([]);

    // A flag in a Dutch text is a real flag of the program (`--tricks`, never a translated `--slagen`).
    const flags = new Set<string>();
    const walk = (c: Command): void => {
      for (const o of c.options)
        for (const f of [o.long, o.negate ? o.long?.replace(/^--no-/, '--') : undefined]) if (f) flags.add(f);
      c.commands.forEach(walk);
    };
    walk(program);
    expect(flags.size).toBeGreaterThan(60);
    const unknown = texts.flatMap(({ path, text }) =>
      [...text.matchAll(/(?<![\w-])--[a-z][\w-]*/g)]
        .map((m) => m[0].replace(/-+$/, ''))
        .filter((f) => !flags.has(f) && !['--help', '--version'].includes(f))
        .map((f) => `${path}: ${f}: ${text.slice(0, 100)}`),
    );
    expect([...new Set(unknown)]).toEqual([]);
  });
});

describe('rules topics by their Dutch names', () => {
  const ctx = testCtx({ lang: 'nl', width: 200 });
  const refusal = async (p: Promise<unknown>): Promise<string> => {
    try {
      await p;
    } catch (e) {
      if (e instanceof TafelError) return e.text.nl;
      throw e;
    }
    throw new Error('not refused');
  };

  test('an unknown topic lists the Dutch names; a topic of another rule set is named in Dutch', async () => {
    const none = await refusal(runRules(ctx, 'kleurenwiezen', 'bla', { rules: 'whisthub' }));
    expect(none).toContain(
      'Onderwerpen: overzicht, rangorde, samen, alleen, abondance, troel, miserie, soloslim, telling',
    );
    expect(none).toContain('verzaken, spelers.');
    const other = await refusal(runRules(ctx, 'kleurenwiezen', 'delen', { rules: 'whisthub' }));
    expect(other).toContain("'tafel rules kleurenwiezen delen --rules lodige'");
    expect(other).not.toMatch(/\b(ranking|scoring|revoke|players)\b/);
  });

  test('the English ids still find their topic in Dutch, and "see also" names topics in Dutch', async () => {
    for (const [en, dutch] of [
      ['revoke', 'verzaken'],
      ['ranking', 'rangorde'],
      ['players', 'spelers'],
    ]) {
      const byId = await (await runRules(ctx, 'kleurenwiezen', en, { rules: 'iwwa' })).text(ctx);
      const byName = await (await runRules(ctx, 'kleurenwiezen', dutch, { rules: 'iwwa' })).text(ctx);
      expect(byId).toBe(byName);
    }
    const shown = await (await runRules(ctx, 'kleurenwiezen', 'revoke', {})).text(ctx);
    expect(shown).toMatch(/Zie ook \(tafel rules kleurenwiezen <onderwerp>\): spelen, telling$/);
  });
});

describe('money with a decimal comma in Dutch', () => {
  test('the live board: the Zwikken sheet in Dutch writes +0,28, in English +0.28', () => {
    // Stake 0.14, three players: each puts in 0.14 (pot 0.42); Ann asks and wins, taking the 0.42: Ann +0.28.
    const { sheet } = play(makeSheet('zwikken', ['Ann', 'Bert', 'Cis'], { stakeCents: 14 }), [
      '--askers Ann --winner Ann',
    ]);
    const body = (lang: 'en' | 'nl') =>
      boardBody({
        lang,
        sheets: [{ data: sheet, game: gameById('zwikken'), view: replay(gameById('zwikken'), sheet, lang) }],
        refusals: [],
      }).html;
    expect(body('nl')).toContain('+0,28');
    expect(body('nl')).not.toMatch(/\d\.\d\d/);
    expect(body('en')).toContain('+0.28');
  });
});
