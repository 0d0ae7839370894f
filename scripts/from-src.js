/**
 * A module of src/ for the bench scripts: bundled on the spot with esbuild (dist/ holds only the
 * command line's chunks) into a temporary ES module, then imported.
 */
import * as esbuild from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function fromSrc(rel) {
  // Inside the project, so that packages resolve as they do for src/.
  fs.mkdirSync(path.join(ROOT, 'node_modules', '.cache'), { recursive: true });
  const dir = fs.mkdtempSync(path.join(ROOT, 'node_modules', '.cache', 'tafel-src-'));
  try {
    const outfile = path.join(dir, 'module.mjs');
    await esbuild.build({
      absWorkingDir: ROOT,
      entryPoints: [path.join('src', rel)],
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      packages: 'external',
      outfile,
      logLevel: 'warning',
    });
    return await import(pathToFileURL(outfile).href);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
