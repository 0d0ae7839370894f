/**
 * `npm test`'s checks before Jest: Biome, the type check and the build, at the same time (they are
 * independent, and the type check alone takes most of the 25 s they took one after another). Each
 * one's output is printed whole when it ends, its name first; any that fails fails the run, after all
 * three have ended.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);

const CHECKS = [
  ['biome ci .', bin('biome'), ['ci', '--colors=off', '.']],
  ['tsc --noEmit', bin('tsc'), ['--noEmit']],
  ['build', process.execPath, [path.join(ROOT, 'scripts', 'build.js')]],
];

const results = await Promise.all(
  CHECKS.map(
    ([name, command, args]) =>
      new Promise((resolve) => {
        const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
        const out = [];
        child.stdout.on('data', (d) => out.push(d));
        child.stderr.on('data', (d) => out.push(d));
        child.on('error', (e) => resolve({ name, code: 1, text: String(e) }));
        child.on('close', (code, signal) => {
          const text = Buffer.concat(out).toString();
          process.stdout.write(`> ${name}${text.trim() === '' ? '' : `\n${text.trimEnd()}`}\n`);
          resolve({ name, code: code ?? (signal ? 1 : 0) });
        });
      }),
  ),
);
const failed = results.filter((r) => r.code !== 0);
for (const r of failed) process.stderr.write(`pretest: ${r.name} failed (exit ${r.code})\n`);
process.exitCode = failed.length > 0 ? 1 : 0;
