/**
 * `npm test`: Biome and the build at the same time, then Jest beside the type check. Jest needs the
 * build (many tests run dist/) but not the type check: run before Jest it added all of it to the run;
 * beside it, at a lower priority, it takes what Jest leaves. The type check is TypeScript 7's native
 * compiler (the `typescript-7` alias: 8 CPU-seconds, where TypeScript 5.9's `tsc` took 34 on two cores);
 * `typescript` 5.9 stays for the tests that read source through its compiler API, and for editors. Jest prints
 * as it goes; each check's output is printed whole when it ends (the type check's after Jest's), its
 * name first. Any that fails fails the run, after all have ended. Arguments go to Jest
 * (`npm test -- test/cli`).
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);

/** Runs a check with its output kept (printed by the caller), at a lower priority when `nice`. */
function check(name, command, args, nice = false) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    if (nice && child.pid !== undefined) {
      try {
        os.setPriority(child.pid, 10);
      } catch {
        // not allowed here: it runs at Jest's priority
      }
    }
    const out = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    child.on('error', (e) => resolve({ name, code: 1, text: String(e) }));
    child.on('close', (code, signal) =>
      resolve({ name, code: code ?? (signal ? 1 : 0), text: Buffer.concat(out).toString() }),
    );
  });
}
const print = ({ name, text }) => process.stdout.write(`> ${name}${text.trim() === '' ? '' : `\n${text.trimEnd()}`}\n`);

const before = await Promise.all([
  check('biome ci .', bin('biome'), ['ci', '--colors=off', '.']),
  check('build', process.execPath, [path.join(ROOT, 'scripts', 'build.js')]),
]);
before.forEach(print);
const results = [...before];
if (before.every((r) => r.code === 0)) {
  // The type check yields to Jest: it takes the CPU Jest leaves while its tests wait, and the rest once Jest is done.
  const tsc = path.join(ROOT, 'node_modules', 'typescript-7', 'bin', 'tsc');
  const types = check('tsc --noEmit (TypeScript 7)', process.execPath, [tsc, '--noEmit'], true);
  const jest = await new Promise((resolve) => {
    const options = [process.env.NODE_OPTIONS, '--experimental-vm-modules --disable-warning=ExperimentalWarning'];
    const child = spawn(process.execPath, [bin('jest'), ...process.argv.slice(2)], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_OPTIONS: options.filter(Boolean).join(' ') },
    });
    child.on('error', (e) => resolve({ name: 'jest', code: 1, text: String(e) }));
    child.on('close', (code, signal) => resolve({ name: 'jest', code: code ?? (signal ? 1 : 0) }));
  });
  const typed = await types;
  print(typed);
  results.push(typed, jest);
}
const failed = results.filter((r) => r.code !== 0);
for (const r of failed) process.stderr.write(`npm test: ${r.name} failed (exit ${r.code})\n`);
process.exitCode = failed.length > 0 ? 1 : 0;
