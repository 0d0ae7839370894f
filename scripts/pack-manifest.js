/**
 * `npm pack` and `npm publish`: the packed package.json carries no `prepare`.
 *
 * A clone needs `prepare` (`npm ci` builds dist/ with it), a tarball does not: dist/ is bundled
 * (scripts/build.js), so the tarball holds neither the sources nor esbuild, and a `prepare` in it
 * would fail wherever npm runs one (an unpacked tarball installed as a folder is linked, and npm
 * runs a linked package's `prepare`). npm has no field to leave one script out of the packed
 * manifest, so `prepack` builds and then takes `prepare` out of package.json (npm reads the manifest
 * again after `prepack`, and packs the file as it is on disk), and `postpack` puts it back, as pinst
 * does with husky's `postinstall`.
 *
 * Both steps know the one value `prepare` has, instead of keeping a copy of the file: putting it
 * back never overwrites what changed in package.json meanwhile, and after a pack that failed half
 * way (no `postpack`), `node scripts/pack-manifest.js restore` or the next `npm pack` mends it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'package.json');
const PREPARE = 'npm run build';
/** `prepare` is written back after this script, where it was. */
const AFTER = 'build';

const pkg = JSON.parse(fs.readFileSync(FILE, 'utf8'));
const scripts = pkg.scripts ?? {};
// npm writes package.json with two spaces and a final line end; so is it kept.
const write = () => fs.writeFileSync(FILE, `${JSON.stringify(pkg, null, 2)}\n`);

const step = process.argv[2];
if (step === 'strip') {
  if (scripts.prepare !== undefined && scripts.prepare !== PREPARE) {
    console.error(`scripts/pack-manifest.js: package.json's prepare is "${scripts.prepare}"; set PREPARE here to it`);
    process.exit(1);
  }
  if (scripts.prepare !== undefined) {
    delete scripts.prepare;
    write();
  }
} else if (step === 'restore') {
  if (scripts.prepare === undefined) {
    const entries = Object.entries(scripts);
    const at = entries.findIndex(([name]) => name === AFTER);
    entries.splice(at + 1, 0, ['prepare', PREPARE]);
    pkg.scripts = Object.fromEntries(entries);
    write();
  }
} else {
  console.error('usage: node scripts/pack-manifest.js strip|restore');
  process.exit(2);
}
