import { describe, expect, jest, test } from '@jest/globals';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * The import order of src/ (.dependency-cruiser.cjs: i18n ← core ← games ← sheet, referee ← store,
 * ui ← rules ← evening ← event ← serve ← commands ← play ← cli) and no import circles, checked by
 * dependency-cruiser on the real tree; and the check itself, on a planted tree that breaks each rule.
 * One run of the cruiser for both (most of a run is loading TypeScript's parser): the config takes the
 * planted tree's src/ for a tree of its own when TAFEL_LAYERS_PLANTED names its folder.
 */

// A run of the cruiser takes 5 s of CPU: on a busy machine (two cores, eight sessions) far longer.
jest.setTimeout(180000);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONFIG = path.join(ROOT, '.dependency-cruiser.cjs');
const CRUISER = path.join(ROOT, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
  cycle?: { name: string }[];
}

/** Runs the cruiser once on the project's src/ and the planted tree's, with the project's config. */
function cruise(plantedDir: string): Promise<Violation[]> {
  const planted = path.relative(ROOT, plantedDir).split(path.sep).join('/');
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [CRUISER, 'src', `${planted}/src`, '--config', CONFIG, '--output-type', 'json'],
      { cwd: ROOT, env: { ...process.env, TAFEL_LAYERS_PLANTED: planted } },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d));
    child.stderr.on('data', (d: Buffer) => (err += d));
    child.on('error', reject);
    child.on('close', () => {
      try {
        resolve((JSON.parse(out) as { summary: { violations: Violation[] } }).summary.violations);
      } catch {
        reject(new Error(`dependency-cruiser gave no report: ${err}`));
      }
    });
  });
}

/** A small tree with one file per broken rule, beside files that keep every rule. */
function planted(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tafel-layers-'));
  const files: Record<string, string> = {
    'src/core/money.ts': 'export const cents = 100;\n',
    'src/commands/record.ts': "import { cents } from '../core/money.js';\nexport const run = () => cents;\n",
    // core imports a command: the lowest room reaching the top.
    'src/core/upward.ts': "import { run } from '../commands/record.js';\nexport const up = run;\n",
    // ui imports play only for a type: a type is a dependency too.
    'src/play/loop.ts': 'export interface Prompter { ask(): string }\n',
    'src/ui/draw.ts': "import type { Prompter } from '../play/loop.js';\nexport const draw = (p: Prompter) => p;\n",
    // store and ui are siblings: neither imports the other.
    'src/store/store.ts': "import { draw } from '../ui/draw.js';\nexport const store = draw;\n",
    // A circle inside one room.
    'src/sheet/a.ts': "import { b } from './b.js';\nexport const a = () => b();\n",
    'src/sheet/b.ts': "import { a } from './a.js';\nexport const b = () => a();\n",
    // A room that has no place in the order yet.
    'src/board/live.ts': "import { cents } from '../core/money.js';\nexport const live = cents;\n",
    // The shell may import every room.
    'src/main.ts': "export { run } from './commands/record.js';\nexport { store } from './store/store.js';\n",
  };
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

describe('the rooms of src/ import downward only', () => {
  test('the tree has no import circle and no import against the layer order', async () => {
    const dir = planted();
    const prefix = `${path.relative(ROOT, dir).split(path.sep).join('/')}/`;
    try {
      const all = await cruise(dir);
      const real = all.filter((v) => !v.from.startsWith(prefix));
      expect(real.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`)).toEqual([]);
      const found = all
        .filter((v) => v.from.startsWith(prefix))
        .map((v) => `${v.rule.name}: ${v.from.slice(prefix.length)} → ${v.to.slice(prefix.length)}`)
        .sort();
      expect(found).toEqual([
        'layer-core: src/core/upward.ts → src/commands/record.ts',
        'layer-store: src/store/store.ts → src/ui/draw.ts',
        'layer-ui: src/ui/draw.ts → src/play/loop.ts',
        // A circle is reported once, from the file the cruiser met first.
        'no-circular: src/sheet/a.ts → src/sheet/b.ts',
        'room-not-in-order: src/board/live.ts → src/core/money.ts',
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

/**
 * A game is asked, never named (issue 35): outside src/games/ no source file holds a game's id as a
 * string of its own ('belote', "zwikken", `rikken`), as a comparison, a key or an argument would;
 * whatever depends on the game is a fact of its manifest or head. The ids are the folders of
 * src/games/. A comment may name a game.
 */
const GAME_FOLDERS = fs
  .readdirSync(path.join(ROOT, 'src', 'games'), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

/**
 * Words, not games: the rules search's spellings ("rebelote" and "zwikken" are searched as "belote", the
 * announcement, and "zwik"), and a deal's field (who announced belote).
 */
const NOT_THE_GAME = new Set([
  "src/rules/search.ts: rebelote: 'belote',",
  "src/rules/search.ts: zwikken: 'zwik',",
  "src/sheet/check.ts: belote: [isName, 'player'],",
]);

/**
 * Each line of `text` (with its file) that names one of `ids`, outside comments: as a whole string
 * literal ('belote'), an object key (`belote: {`) or a property (`.belote`).
 */
function namedIds(file: string, text: string, ids: readonly string[]): string[] {
  const id = `(${ids.join('|')})`;
  const named = new RegExp(`(['"\`])${id}\\1|(^|[{,]\\s*)${id}\\s*:|\\.${id}\\b`);
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => !/^(\/\/|\/?\*)/.test(line) && named.test(line.replace(/\/\/.*$/, '')))
    .map((line) => `${file}: ${line}`);
}

const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const at = path.join(dir, e.name);
    if (e.isDirectory()) return sources(at);
    return e.name.endsWith('.ts') ? [at] : [];
  });

describe('a game is asked, never named outside src/games/', () => {
  test('no source file outside src/games/ holds a game id as a string', () => {
    const found = sources(path.join(ROOT, 'src'))
      .map((f) => path.relative(ROOT, f).split(path.sep).join('/'))
      .filter((f) => !f.startsWith('src/games/'))
      .flatMap((f) => namedIds(f, fs.readFileSync(path.join(ROOT, f), 'utf8'), GAME_FOLDERS))
      .filter((hit) => !NOT_THE_GAME.has(hit));
    expect(found).toEqual([]);
  });

  test('the check finds an id compared, as a key or a property, or passed, and leaves comments and words alone', () => {
    const planted = [
      "if (event.game === 'belote') set.target = 'none';",
      'const facts = { "kleurenwiezen": 2 };',
      '  klaverjassen: { kinds: [4] },',
      'gameById(`zwikken`);',
      'const text = t.flows.solokaarten.contract;',
      "// the Belote deal: when the game is 'belote'",
      " * as 'rikken' does",
      "const text = 'tafel new belote --players Ann';",
      "const other = 'klaverjassen-r1-t1';",
      "const file = 'rikken.md';",
    ].join('\n');
    expect(namedIds('x.ts', planted, GAME_FOLDERS)).toEqual([
      "x.ts: if (event.game === 'belote') set.target = 'none';",
      'x.ts: const facts = { "kleurenwiezen": 2 };',
      'x.ts: klaverjassen: { kinds: [4] },',
      'x.ts: gameById(`zwikken`);',
      'x.ts: const text = t.flows.solokaarten.contract;',
    ]);
  });
});

/**
 * event/ is the club's logic (the draw, standings, seasons) and reads nothing of the machine: no `node:` import
 * (issue 35 §4). Its file I/O is under store/ (store/events/ for the event and season files, store/trash/ for the
 * trash); the seeded generator of the draw (event/random.ts) is logic: the same seed, the same plan.
 */

/** Each line of `text` (with its file) that imports a node module: `from 'node:fs'`, `import('node:os')`. */
function nodeImports(file: string, text: string): string[] {
  return text
    .split('\n')
    .filter((line) => /(\bfrom\s+|\bimport\s*\(\s*|\brequire\s*\(\s*)['"]node:/.test(line))
    .map((line) => `${file}: ${line.trim()}`);
}

describe('event/ imports nothing of node', () => {
  test('no file of src/event/ imports from node', () => {
    const found = sources(path.join(ROOT, 'src', 'event')).flatMap((f) =>
      nodeImports(path.relative(ROOT, f).split(path.sep).join('/'), fs.readFileSync(f, 'utf8')),
    );
    expect(found).toEqual([]);
  });

  test('the check finds a static, a dynamic and a type import of node, and not a word or a comment', () => {
    const planted = [
      "import fs from 'node:fs';",
      "import type { Stats } from 'node:fs';",
      "const os = await import('node:os');",
      "import { randomBytes } from '../store/random.js';",
      "const note = 'a node: of the tree';",
    ].join('\n');
    expect(nodeImports('x.ts', planted)).toEqual([
      "x.ts: import fs from 'node:fs';",
      "x.ts: import type { Stats } from 'node:fs';",
      "x.ts: const os = await import('node:os');",
    ]);
  });
});

/**
 * The one I/O boundary (src/cli/io.ts): no other file of src/ reads `process` (its streams, env,
 * argv, pid, exit, signals) or writes to the console, so a run takes everything from the io it is
 * given and the tests can run the bundle in their own process (test/helpers/cli.ts). Checked on the
 * syntax tree: a name `process` or `console` used as a value (not a property called so, nor a word
 * in a comment or a string), or an import of node:process.
 */

const BOUNDARY = 'src/cli/io.ts';
const GLOBALS = new Set(['process', 'console']);

/** Each use of the process or the console in one source text, as `line: code`. */
function readsOfProcess(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const say = (node: ts.Node) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${line + 1}: ${node.parent.getText(source).split('\n')[0]}`);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && GLOBALS.has(node.text)) {
      const p = node.parent;
      // `x.process`, `{ process: 1 }`, `interface { process }`: a property of that name, not the global.
      const property =
        (ts.isPropertyAccessExpression(p) &&
          p.name === node &&
          !/^(globalThis|global)$/.test(p.expression.getText(source))) ||
        ((ts.isPropertyAssignment(p) ||
          ts.isPropertySignature(p) ||
          ts.isPropertyDeclaration(p) ||
          ts.isMethodDeclaration(p) ||
          ts.isMethodSignature(p)) &&
          p.name === node) ||
        (ts.isQualifiedName(p) && p.right === node);
      // `NodeJS.Process` types and the like are no reads; a type named `process` does not exist.
      if (!property && !ts.isTypeReferenceNode(p)) say(node);
    }
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      /^(node:)?process$/.test(node.moduleSpecifier.text)
    )
      say(node.moduleSpecifier);
    if (
      ts.isCallExpression(node) &&
      node.arguments.length === 1 &&
      ts.isStringLiteral(node.arguments[0]) &&
      /^(node:)?process$/.test(node.arguments[0].text)
    )
      say(node.arguments[0]);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function tsSources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? tsSources(p) : /\.[cm]?ts$/.test(e.name) ? [p] : [];
  });
}

describe('one I/O boundary', () => {
  test('no file of src/ but src/cli/io.ts reads the process or writes to the console', () => {
    const reads: string[] = [];
    for (const file of tsSources(path.join(ROOT, 'src'))) {
      const rel = path.relative(ROOT, file).split(path.sep).join('/');
      if (rel === BOUNDARY) continue;
      for (const r of readsOfProcess(rel, fs.readFileSync(file, 'utf8'))) reads.push(`${rel}:${r}`);
    }
    expect(reads).toEqual([]);
  });

  test('the boundary itself is where the process is read', () => {
    expect(readsOfProcess(BOUNDARY, fs.readFileSync(path.join(ROOT, BOUNDARY), 'utf8')).length).toBeGreaterThan(5);
  });

  test('the check finds every way in, and nothing that is not one', () => {
    const planted = [
      'const a = process.env.HOME;',
      'const { pid } = process;',
      'process.exitCode = 2;',
      "import proc from 'node:process';",
      "const p = require('process');",
      'const q = globalThis.process;',
      'console.log("x");',
      "export { env } from 'node:process';",
    ].join('\n');
    expect(readsOfProcess('planted.ts', planted).map((r) => r.split(':')[0])).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
    ]);
    const harmless = [
      '// process.env is read by the boundary',
      "const s = 'process.exit';",
      'const o = { process: 1 };',
      'const n = o.process;',
      'interface I { process: number; console(): void }',
      'let e: NodeJS.ProcessEnv;',
    ].join('\n');
    expect(readsOfProcess('harmless.ts', harmless)).toEqual([]);
  });
});
