/**
 * `npm run build`: src/ into dist/ as CommonJS chunks that bin/tafel.cjs loads with V8's code cache
 * (Node 20 caches compiled code only for scripts, not for ES modules).
 *
 * esbuild bundles src/cli.ts (which runs src/main.ts) and its dependencies with code splitting, so a
 * command loads only its own code: every `await import()` in src/ starts a chunk. Splitting exists
 * only for ES modules, so each chunk is then turned into CommonJS (its imports become
 * require('./chunk.cjs'), which bin/tafel.cjs resolves among the chunks) and written as the body of
 * a function. `import.meta.url` becomes `__tafel.url`, the chunk's own file URL, which the loader
 * passes in (made when asked for). dist/chunks.json lists each chunk's source files (for the test that checks what a
 * command loads); dist/build.json each chunk's content hash (scripts/build-hashes.js).
 */
import * as esbuild from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeBuildHashes } from './build-hashes.js';
import { lazyImports, syncRequires } from './lazy-imports.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, 'dist');

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

const result = await esbuild.build({
  absWorkingDir: ROOT,
  entryPoints: ['src/cli.ts'],
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outdir: DIST,
  outExtension: { '.js': '.cjs' },
  chunkNames: '[name]-[hash]',
  define: { 'import.meta.url': '__tafel.url' },
  minifyWhitespace: true,
  minifySyntax: true,
  minifyIdentifiers: true,
  keepNames: true,
  legalComments: 'none',
  metafile: true,
  write: false,
  logLevel: 'warning',
  plugins: [lazyChildProcess, lazyImports],
});

fs.rmSync(DIST, { recursive: true, force: true });
fs.mkdirSync(DIST, { recursive: true });
const chunks = {};
for (const file of result.outputFiles) {
  const { code } = await esbuild.transform(syncRequires(file.text, file.path), {
    format: 'cjs',
    target: 'node20',
    platform: 'node',
    supported: { 'dynamic-import': false },
    minifyWhitespace: true,
    minifySyntax: true,
    minifyIdentifiers: true,
    keepNames: true,
    logLevel: 'warning',
  });
  // Written as the function the loader calls (on the first line, so line numbers stay the chunk's):
  // bin/tafel.cjs compiles the file as it is, without building the text again around it. The same
  // text is a CommonJS module exporting that function, for Node 22's compile cache (`require`); as a
  // script, where no `module` exists, its value is the function.
  const params = 'exports, require, module, __filename, __dirname, __tafel';
  const head = `(typeof module<"u"?module:{}).exports=function (${params}) {`;
  fs.writeFileSync(file.path, `${head}${code}\n}`);
  const meta = result.metafile.outputs[path.relative(ROOT, file.path)];
  chunks[path.basename(file.path)] = Object.keys(meta?.inputs ?? {});
}
fs.writeFileSync(path.join(DIST, 'chunks.json'), JSON.stringify(chunks, null, 1) + '\n');
writeBuildHashes(DIST);
