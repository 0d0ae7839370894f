/**
 * dist/build.json: each chunk's content hash, and the build's (a hash of them all). bin/tafel.cjs
 * names a chunk's code cache after its hash and the indexes of sheets are stamped with the build's,
 * so a new build is told apart by what it holds: a rebuild of the same size, or a tarball that
 * gives every file one fixed time, never runs old bytecode or shows old totals.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const sha256 = (data) => createHash('sha256').update(data).digest('hex');

/** Writes `dir`/build.json for the chunks (*.cjs) in `dir`; returns what it wrote. */
export function writeBuildHashes(dir) {
  const chunks = {};
  for (const name of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.cjs'))
    .sort()) {
    chunks[name] = sha256(fs.readFileSync(path.join(dir, name))).slice(0, 32);
  }
  const build = sha256(JSON.stringify(chunks)).slice(0, 32);
  const doc = { build, chunks };
  fs.writeFileSync(path.join(dir, 'build.json'), JSON.stringify(doc, null, 1) + '\n');
  return doc;
}
