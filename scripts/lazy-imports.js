/**
 * Imports that the BUILT bundle loads when first used, not when their importer loads (scripts/build.js).
 *
 * The source imports every game's manifest statically (src/games/index.ts) and a game's texts in both
 * languages (src/games/<game>/messages.ts), and reads them synchronously: the store reads and replays
 * a sheet without awaiting anything. Loaded eagerly, that is every game's scoring, settings and texts
 * for `tafel sheet` on a Kleurenwiezen evening (issue 33: 643 KB where 330 KB did). In the bundle a
 * chunk is required synchronously anyway (bin/tafel.cjs), so here such an import becomes a stand-in
 * that requires its module's chunk the first time a property is read: each import is rewritten to
 * `__tafelSync(import('./x.js'))`, which makes esbuild put the module in a chunk of its own, and the
 * marker is then replaced by `require('./chunk.cjs')` (`syncRequires`). A game's stand-in answers its
 * id and other names from its head (head.ts, kept equal to the manifest by test/games/imports.test.ts),
 * so finding a game among the list loads none; reading anything else loads that game alone.
 *
 * The tests that import src/ get the plain static imports: behaviour is the same, only the loading
 * differs, and test/build/budget.test.ts checks through the built binary what each command loads.
 */

/** A named import `{ name } from './<path>'` in a file matching `file`, made lazy (with an optional head). */
const RULES = [
  {
    file: /[\\/]src[\\/]games[\\/]index\.ts$/,
    line: /^import \{ (\w+) \} from '\.\/([\w-]+)\/index\.js';$/gm,
    lazy: (name, dir) =>
      `import { ${name}Head as __head_${name} } from './${dir}/head.js';\n` +
      `const ${name} = __tafelLazy(() => __tafelSync(import('./${dir}/index.js')).${name}, __head_${name});`,
  },
  {
    file: /[\\/]src[\\/]games[\\/][\w-]+[\\/]messages\.ts$/,
    // Any language's catalogue (a code of two letters), so a new language is lazy without an edit here.
    line: /^import \{ ([a-z]{2}) \} from '\.\/(messages\.[a-z]{2})\.js';$/gm,
    lazy: (name, file) => `const ${name} = __tafelLazy(() => __tafelSync(import('./${file}.js')).${name});`,
  },
  {
    // The shell's texts of one language, one room (file) at a time; shell.ts is spread into the whole.
    file: /[\\/]src[\\/]i18n[\\/][a-z]{2}[\\/]index\.ts$/,
    line: /^import \{ (?!shell\b)(\w+) \} from '\.\/(\w+)\.js';$/gm,
    lazy: (name, file) => `const ${name} = __tafelLazy(() => __tafelSync(import('./${file}.js')).${name});`,
  },
];

/**
 * The stand-in: every read goes to the module's value, required on the first one, except the head's
 * `id` and `aliases`. Reported configurable, as a proxy must for a property its empty target lacks.
 */
const LAZY_MODULE = `
const HEAD_KEYS = new Set(['id', 'aliases']);
export function __tafelLazy(load, head) {
  let value;
  const real = () => (value ??= load());
  return new Proxy({}, {
    get: (_, key) => (head !== undefined && HEAD_KEYS.has(key) ? head[key] : real()[key]),
    has: (_, key) => key in real(),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor: (_, key) => {
      const d = Reflect.getOwnPropertyDescriptor(real(), key);
      return d && { ...d, configurable: true };
    },
  });
}
`;

export const lazyImports = {
  name: 'lazy-imports',
  setup(build) {
    build.onResolve({ filter: /^tafel:lazy$/ }, () => ({ path: 'lazy', namespace: 'tafel' }));
    build.onLoad({ filter: /.*/, namespace: 'tafel' }, () => ({ contents: LAZY_MODULE, loader: 'js' }));
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      const rule = RULES.find((r) => r.file.test(args.path));
      if (!rule) return undefined;
      const fs = await import('node:fs');
      const source = fs.readFileSync(args.path, 'utf8');
      let count = 0;
      const contents = source.replace(rule.line, (_, name, from) => {
        count++;
        return rule.lazy(name, from);
      });
      if (count === 0)
        throw new Error(`lazy-imports: no import to make lazy in ${args.path} (scripts/lazy-imports.js)`);
      return { contents: `import { __tafelLazy } from 'tafel:lazy';\n${contents}`, loader: 'ts' };
    });
  },
};

/**
 * The chunk's text (esbuild's ES module output) with each `__tafelSync(import("./chunk.cjs"))` made a
 * `require("./chunk.cjs")`. A marker left over (the module landed in its importer's own chunk, so
 * esbuild wrote no import of a file) fails the build: its stand-in would get a promise.
 */
export function syncRequires(text, file) {
  const out = text.replace(/__tafelSync\(import\((["'])(\.\/[^"']+)\1\)\)/g, (_, q, p) => `require(${q}${p}${q})`);
  if (out.includes('__tafelSync')) throw new Error(`lazy-imports: ${file} still has a __tafelSync that is no chunk's`);
  return out;
}
