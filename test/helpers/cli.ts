import { afterAll } from '@jest/globals';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const BIN = path.join(ROOT, 'bin', 'tafel.cjs');

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** A maker of fresh data directories for one test file; each is removed after the file's tests. */
export function tempHomes(): () => string {
  const homes: string[] = [];
  afterAll(() => homes.forEach((h) => fs.rmSync(h, { recursive: true, force: true })));
  return () => {
    const h = tempHome();
    homes.push(h);
    return h;
  };
}

/** A fresh, empty data directory for one test. */
export function tempHome(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'tafel-test-'));
}

const baseEnv = (home: string, env: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => {
  const e: NodeJS.ProcessEnv = { ...process.env, TAFEL_HOME: home, LANG: 'C', ...env };
  delete e.NO_COLOR;
  delete e.FORCE_COLOR;
  delete e.DEBUG;
  return e;
};

/** Runs the built binary (npm run build first; `npm test` does) with stdin closed: never a terminal. */
export function tafel(home: string, args: string[], env?: NodeJS.ProcessEnv): Run {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    env: baseEnv(home, env),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 20000,
  });
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}

/** The same, asynchronously: for several processes at once. */
export function tafelAsync(home: string, args: string[], env?: NodeJS.ProcessEnv): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      env: baseEnv(home, env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

/** Runs with --json and parses stdout; fails the test with the stderr when the command failed. */
export function tafelJson<T = any>(home: string, args: string[], env?: NodeJS.ProcessEnv): T {
  const r = tafel(home, [...args, '--json'], env);
  if (r.code !== 0) throw new Error(`tafel ${args.join(' ')} exited ${r.code}: ${r.stderr}`);
  return JSON.parse(r.stdout) as T;
}

/** Every file of a data directory with its bytes, to prove that a refused command wrote nothing. */
export function snapshot(home: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const name of fs.readdirSync(dir)) {
      const p = path.join(dir, name);
      if (fs.statSync(p).isDirectory()) walk(p);
      else out[path.relative(home, p)] = fs.readFileSync(p, 'base64');
    }
  };
  walk(home);
  return out;
}
