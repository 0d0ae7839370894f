import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../helpers/cli.js';

/** The one time a tarball gives all its files. */
const TARBALL_TIME = new Date('1985-10-26T08:15:00Z');

/**
 * A copy of the built tafel (bin/, dist/, package.json; node_modules linked) in `dir`, as an
 * unpacked tarball would be (every file of dist/ with one time), so a test can change a chunk the
 * way an upgrade does.
 */
export function copyInstall(dir: string): { bin: string; dist: string } {
  for (const d of ['bin', 'dist']) fs.cpSync(path.join(ROOT, d), path.join(dir, d), { recursive: true });
  const dist = path.join(dir, 'dist');
  for (const f of fs.readdirSync(dist)) fs.utimesSync(path.join(dist, f), TARBALL_TIME, TARBALL_TIME);
  fs.copyFileSync(path.join(ROOT, 'package.json'), path.join(dir, 'package.json'));
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  return { bin: path.join(dir, 'bin', 'tafel.cjs'), dist };
}

/**
 * Rewrites a chunk of the copy as a new build would, keeping its size and its times (a tarball
 * gives every file one time): `from` becomes `to`, of the same length. The build's hashes
 * (dist/build.json) are written again, as scripts/build.js does, unless `inPlace`: a chunk edited by hand
 * (or by a patch) leaves them as they were. `within`: text the chunk must also hold, where `from` is in
 * more than one chunk (the build's names are minified, so a value is found by its neighbours).
 */
export async function rebuildChunk(
  dist: string,
  from: string,
  to: string,
  inPlace = false,
  within = '',
): Promise<string> {
  if (from.length !== to.length) throw new Error('same length, so the same size');
  const holds = (f: string) => {
    if (!f.endsWith('.cjs')) return false;
    const text = fs.readFileSync(path.join(dist, f), 'utf8');
    return text.includes(from) && text.includes(within);
  };
  const name = fs.readdirSync(dist).find(holds);
  if (!name) throw new Error(`no chunk holds ${from}`);
  const file = path.join(dist, name);
  const st = fs.statSync(file);
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').split(from).join(to));
  fs.utimesSync(file, TARBALL_TIME, TARBALL_TIME);
  const after = fs.statSync(file);
  if (after.size !== st.size || after.mtimeMs !== st.mtimeMs) throw new Error('size or time changed');
  if (inPlace) return name;
  // @ts-expect-error: a plain JavaScript module of the build
  const { writeBuildHashes } = await import('../../scripts/build-hashes.js');
  writeBuildHashes(dist);
  fs.utimesSync(path.join(dist, 'build.json'), TARBALL_TIME, TARBALL_TIME);
  return name;
}
