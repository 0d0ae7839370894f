import { describe, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';
import { ROOT, tempHomes } from '../helpers/cli.js';

/**
 * The tarball `npm pack` makes installs with nothing more: dist/ bundles every package tafel uses,
 * so the packed package.json names no runtime dependency and no script npm runs on an install.
 *
 * `npm pack` runs `prepack`, which builds, in a copy of the clone: a build in the clone itself would
 * replace dist/ under the tests that run it meanwhile. The copy's build is a no-op (its dist/ is the
 * clone's, already built); the rest of the copy is the clone, sources and tests included, so that
 * what is left out of the tarball is left out by package.json, not by the copy.
 */
const temp = tempHomes();
const INSTALL_SCRIPTS = ['preinstall', 'install', 'postinstall', 'prepublish', 'preprepare', 'prepare', 'postprepare'];

describe('npm pack', () => {
  const dir = temp();
  const copy = path.join(dir, 'tafel');
  for (const entry of fs.readdirSync(ROOT)) {
    if (['node_modules', '.git'].includes(entry) || entry.endsWith('.tgz')) continue;
    fs.cpSync(path.join(ROOT, entry), path.join(copy, entry), { recursive: true });
  }
  const manifest = JSON.parse(fs.readFileSync(path.join(copy, 'package.json'), 'utf8'));
  manifest.scripts.build = 'node -e 0';
  const before = `${JSON.stringify(manifest, null, 2)}\n`;
  fs.writeFileSync(path.join(copy, 'package.json'), before);

  const env: NodeJS.ProcessEnv = { ...process.env, npm_config_update_notifier: 'false', npm_config_fund: 'false' };
  for (const key of Object.keys(env)) if (/^npm_(lifecycle|package)_/.test(key)) delete env[key];
  const out = path.join(dir, 'out');
  fs.mkdirSync(out);
  const pack = spawnSync('npm', ['pack', '--json', '--pack-destination', out], { cwd: copy, env, encoding: 'utf8' });

  test('packs bin/, dist/, package.json, the README and the licence, and nothing else', () => {
    expect(pack.stderr).not.toMatch(/npm (warn|error|ERR)/i);
    expect(pack.status).toBe(0);
    const [result] = JSON.parse(pack.stdout.slice(pack.stdout.indexOf('['))) as { files: { path: string }[] }[];
    const files = result.files.map((f) => f.path).sort();
    const outside = files.filter((f) => !f.startsWith('dist/'));
    expect(outside).toEqual(['LICENSE', 'README.md', 'bin/tafel.cjs', 'package.json']);
    const dist = fs
      .readdirSync(path.join(ROOT, 'dist'))
      .map((f) => `dist/${f}`)
      .sort();
    expect(files.filter((f) => f.startsWith('dist/'))).toEqual(dist);
    expect(dist).toEqual(expect.arrayContaining(['dist/cli.cjs', 'dist/build.json', 'dist/tafel.1']));
  });

  test("the packed package.json has no prepare, no install script, no runtime dependency; the clone's is kept", () => {
    const tarball = path.join(out, 'tafel-0.1.0.tgz');
    const tar = spawnSync('tar', ['-xzf', tarball, '-C', out, 'package/package.json'], { encoding: 'utf8' });
    expect(tar.stderr).toBe('');
    const packed = JSON.parse(fs.readFileSync(path.join(out, 'package', 'package.json'), 'utf8'));
    expect(packed.version).toBe(manifest.version);
    expect(packed.bin).toEqual({ tafel: 'bin/tafel.cjs' });
    // The manual page, which npm links into man1 on a global install: it is in the tarball.
    expect(packed.man).toEqual(['./dist/tafel.1']);
    const man = spawnSync('tar', ['-xzf', tarball, '-C', out, 'package/dist/tafel.1'], { encoding: 'utf8' });
    expect(man.stderr).toBe('');
    expect(fs.readFileSync(path.join(out, 'package', 'dist', 'tafel.1'), 'utf8')).toMatch(/^\.TH TAFEL 1 /);
    expect(Object.keys(packed.scripts).filter((s) => INSTALL_SCRIPTS.includes(s))).toEqual([]);
    expect(packed.dependencies).toBeUndefined();
    expect(packed.optionalDependencies).toBeUndefined();
    expect(packed.peerDependencies).toBeUndefined();
    // `npm ci` in a clone still builds dist/; postpack has put `prepare` back where it was.
    expect(manifest.scripts.prepare).toBe('npm run build');
    expect(fs.readFileSync(path.join(copy, 'package.json'), 'utf8')).toBe(before);
  });
});

test('dist/ needs no package: every chunk requires only another chunk or a module of Node', () => {
  const dist = path.join(ROOT, 'dist');
  const builtin = new Set(builtinModules);
  const needed = new Set<string>();
  const files = fs.readdirSync(dist).filter((f) => f.endsWith('.cjs'));
  expect(files).toContain('cli.cjs');
  // A chunk is a file of its own or one that such a file carries (scripts/build.js).
  const req = createRequire(import.meta.url);
  const carried = files.flatMap((f) => Object.keys(req(path.join(dist, f)).chunks ?? {}));
  expect(carried.length).toBeGreaterThan(0);
  const chunks = [...files, ...carried];
  for (const chunk of files) {
    const code = fs.readFileSync(path.join(dist, chunk), 'utf8');
    // esbuild writes `require("x")`, and `__require)("x")` for a package's own require calls.
    for (const [, id] of code.matchAll(/\brequire\)?\("([^"]+)"\)/g)) {
      if (id.startsWith('./')) expect(chunks).toContain(id.slice(2));
      else if (!builtin.has(id.replace(/^node:/, ''))) needed.add(`${chunk}: ${id}`);
    }
  }
  expect([...needed]).toEqual([]);
});
