/**
 * `npm run build`: src/ into dist/ as CommonJS chunks that bin/tafel.cjs loads with V8's code cache
 * (Node 20 caches compiled code only for scripts, not for ES modules).
 *
 * esbuild bundles src/cli.ts (which runs src/main.ts) and its dependencies with code splitting, so a
 * command loads only its own code: every `await import()` in src/ starts a chunk. Splitting exists
 * only for ES modules, so each chunk is then turned into CommonJS (its imports become
 * require('./chunk.cjs'), which bin/tafel.cjs resolves among the chunks) and written as the body of
 * a function. `import.meta.url` becomes `__tafel.url`, the chunk's own file URL, which the loader
 * passes in (made when asked for). Each chunk loaded on its own carries the chunks it always loads
 * (`chunkGraph`), so a run reads a file per command, game and language, not one per chunk.
 * dist/chunks.json lists each file's source files (for the test that checks what a command loads);
 * dist/build.json each chunk's content hash (scripts/build-hashes.js).
 */
import * as esbuild from 'esbuild';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { writeBuildHashes } from './build-hashes.js';
import { lazyImports, syncRequires } from './lazy-imports.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, 'dist');
/**
 * A command's file that shares this many bytes or more with the store's file leaves them to it (buildBundle); below
 * (the referee's and the games' files, which `tafel judge` and `tafel rules` load without a store) it carries them.
 */
const SHARED_WITH_STORE = 5000;

/**
 * commander loads child_process when it is loaded (about 4 ms: net, dgram, streams), for
 * subcommands that are programs of their own, which tafel has none of. Its copy is loaded when used.
 */
const lazyChildProcess = {
  name: 'lazy-child-process',
  setup(build) {
    build.onResolve({ filter: /^(node:)?child_process$/ }, (args) =>
      args.importer.includes(`${path.sep}commander${path.sep}`)
        ? { path: 'child_process', namespace: 'lazy' }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'lazy' }, () => ({
      contents: "module.exports = new Proxy({}, { get: (_, key) => require('node:child_process')[key] });",
      loader: 'js',
    }));
  },
};

/**
 * The bundle into `dist`, as described above. `plugins` run before the build's own: the pseudo-language
 * test (test/i18n/pseudo.test.ts) builds a variant whose English texts are marked.
 */
export async function buildBundle(dist, plugins = []) {
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: ['src/cli.ts'],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outdir: dist,
    outExtension: { '.js': '.cjs' },
    chunkNames: '[name]-[hash]',
    define: { 'import.meta.url': '__tafel.url' },
    minifyWhitespace: true,
    minifySyntax: true,
    minifyIdentifiers: true,
    // No keepNames: it wraps every named function and class in a call that redefines its `name`
    // (Object.defineProperty), at each chunk's start and, for a function made inside another, at each
    // call: a scoring function's helpers once per deal replayed. Nothing in tafel reads a function's
    // name (an error it tells apart sets its own, as Inquirer's do); only a DEBUG=tafel stack shows
    // minified names. Start-up 1 to 3 % faster (rules, judge 3 %), `sheet` on 6,000 deals 4 %.
    keepNames: false,
    legalComments: 'none',
    metafile: true,
    write: false,
    logLevel: 'warning',
    plugins: [...plugins, lazyChildProcess, lazyImports],
  });

  fs.rmSync(dist, { recursive: true, force: true });
  fs.mkdirSync(dist, { recursive: true });
  const chunks = {};
  const bodies = {};
  const params = 'exports, require, module, __filename, __dirname, __tafel';
  // Every chunk made CommonJS at once: esbuild's service takes them side by side.
  const made = await Promise.all(
    result.outputFiles.map((file) =>
      esbuild.transform(plainBuiltins(syncRequires(file.text, file.path)), {
        format: 'cjs',
        target: 'node20',
        platform: 'node',
        supported: { 'dynamic-import': false },
        minifyWhitespace: true,
        minifySyntax: true,
        minifyIdentifiers: true,
        keepNames: false,
        logLevel: 'warning',
      }),
    ),
  );
  result.outputFiles.forEach((file, k) => {
    const name = path.basename(file.path);
    bodies[name] = `function (${params}) {${made[k].code}\n}`;
    chunks[name] = Object.keys(result.metafile.outputs[path.relative(ROOT, file.path)]?.inputs ?? {});
  });
  // A file is written for each chunk that is loaded on its own (cli.cjs, and each one an `import()`
  // asks for), carrying every chunk it loads with it (its static imports, and theirs) but those cli.cjs
  // carries: a run reads one file per command, game and language instead of one per chunk (`tafel
  // sheet`: 34 files, about half a millisecond each, and an ArrayBuffer each for the first scavenge to
  // sweep). A chunk that two such files load is in both, and runs once: the first file read has it.
  const { entries, closure } = chunkGraph(result.metafile);
  const always = closure('cli.cjs');
  // The store's file (store/store.ts's chunk and what it loads) is read before the command's own file in every run
  // that has a data directory (cli/context.ts). A command's file that shares much of it (SHARED_WITH_STORE bytes or
  // more) leaves those chunks to it: `tafel sheet` read some 34 KB twice. Each chunk so left out is named in
  // cli.cjs's `homes`, so a run that reaches one without the store's file loads that file then (bin/tafel.cjs).
  const store = [...entries].find((e) => chunks[e].some((s) => s.endsWith('src/store/store.ts')));
  const storeHas = new Set(store ? [...closure(store)].filter((n) => !always.has(n)) : []);
  const bytes = (n) => Buffer.byteLength(bodies[n]);
  const homes = {};
  // Shell completion runs without the store (a key press reads the few files it needs itself): its file keeps what it
  // shares with the store's, or every Tab would read the store's file too.
  const withoutStore = (name) => chunks[name].some((s) => s.endsWith('src/completion.ts'));
  const leftToStore = (name) => {
    if (name === 'cli.cjs' || name === store || withoutStore(name)) return new Set();
    const shared = [...closure(name)].filter((n) => storeHas.has(n));
    if (shared.reduce((sum, n) => sum + bytes(n), 0) < SHARED_WITH_STORE) return new Set();
    for (const n of shared) homes[n] = store;
    return new Set(shared);
  };
  const carriedBy = {};
  const own = {};
  for (const name of entries) {
    const left = leftToStore(name);
    own[name] = name === 'cli.cjs' ? always : [...closure(name)].filter((n) => !always.has(n) && !left.has(n));
  }
  for (const name of entries) {
    const carried = own[name];
    // Written as the function the loader calls (on the first line, so line numbers stay the chunk's):
    // bin/tafel.cjs compiles the file as it is, without building the text again around it. The same
    // text is a CommonJS module exporting that function, for Node 22's compile cache (`require`); as a
    // script, where no `module` exists, its value is the function, with the chunks it carries as its
    // property `chunks`, each by its name.
    const parts = [...carried].map((n) => `${JSON.stringify(n)}:${bodies[n]}`);
    const extra = name === 'cli.cjs' ? `,homes:${JSON.stringify(homes)}` : '';
    const value =
      parts.length > 0 ? `Object.assign(${bodies[name]},{chunks:{${parts.join(',')}}${extra}})` : bodies[name];
    fs.writeFileSync(path.join(dist, name), `(typeof module<"u"?module:{}).exports=${value};\n`);
    carriedBy[name] = [...chunks[name], ...[...carried].flatMap((n) => chunks[n])];
  }
  fs.writeFileSync(path.join(dist, 'chunks.json'), JSON.stringify(carriedBy, null, 1) + '\n');
  writeBuildHashes(dist);
}

/**
 * The chunks loaded on their own (cli.cjs, and every one an `import()` names), and `closure(name)`:
 * the chunks a chunk loads whenever it is loaded (its static imports, and theirs), by file name.
 */
function chunkGraph(metafile) {
  const byName = new Map(Object.entries(metafile.outputs).map(([p, o]) => [path.basename(p), o]));
  const imports = (name) => (byName.get(name)?.imports ?? []).filter((i) => !i.external);
  const entries = new Set(['cli.cjs']);
  for (const name of byName.keys())
    for (const i of imports(name)) if (i.kind === 'dynamic-import') entries.add(path.basename(i.path));
  const closure = (entry) => {
    const found = new Set();
    const visit = (name) => {
      for (const i of imports(name)) {
        const n = path.basename(i.path);
        if (i.kind === 'import-statement' && !found.has(n)) {
          found.add(n);
          visit(n);
        }
      }
    };
    visit(entry);
    found.delete(entry);
    return found;
  };
  return { entries, closure };
}

/**
 * `import fs from "node:fs"` (or `import * as fs`) made `const fs = require("node:fs")` before the chunk
 * becomes CommonJS. esbuild would write `__toESM(require("node:fs"))`, which copies each of the module's
 * hundred-odd members onto a new object as a getter (a closure and a descriptor each), in every chunk
 * that imports it: about 0.6 MB of garbage and a scavenge or two for `tafel sheet`. A Node module is
 * CommonJS whose default export is the module itself, so nothing else changes. Named imports stay as
 * they are: esbuild reads them off the module without copying.
 */
export const plainBuiltins = (text) =>
  text.replace(/import\s*(?:\*\s*as\s+)?([\w$]+)\s*from\s*"(node:[\w/]+)";?/g, 'const $1=require("$2");');

// Imported (by a test), the module only lends buildBundle; run, it builds dist/ and the manual page.
if (process.argv[1] === fileURLToPath(import.meta.url)) await buildAll();

async function buildAll() {
  await buildBundle(DIST);

  /**
   * dist/tafel.1, the manual page (package.json's `man`): src/cli/man.ts builds the command line as
   * the program does and writes every command's help as roff. It is bundled on its own and run once
   * here, so the page is always this build's commands and texts; nothing of it goes into the chunks.
   */
  const { version } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tafel-man-'));
  try {
    await esbuild.build({
      absWorkingDir: ROOT,
      entryPoints: ['src/cli/man.ts'],
      bundle: true,
      // CommonJS, as the chunks: commander and its kind require Node's modules.
      format: 'cjs',
      platform: 'node',
      target: 'node20',
      outfile: path.join(tmp, 'man.cjs'),
      // As from src/ itself (src/version.ts reads ../package.json).
      define: { 'import.meta.url': JSON.stringify(pathToFileURL(path.join(ROOT, 'src', 'cli.ts')).href) },
      logLevel: 'warning',
      plugins: [lazyChildProcess],
    });
    const { englishManPage } = createRequire(import.meta.url)(path.join(tmp, 'man.cjs'));
    fs.writeFileSync(path.join(DIST, 'tafel.1'), await englishManPage(version));
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
