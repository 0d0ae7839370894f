/**
 * `npm run test:busy`: the suites that wait on processes, sockets, pseudo-terminals and a browser
 * (test/serve, test/ui, test/play; or the paths given) with six busy processes beside them, one
 * endless loop each, as on a two-core machine shared by many sessions. Every wait in those suites is
 * sized for that; this is how that is checked. Not part of `npm test`.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUSY = 6;
const busy = Array.from({ length: BUSY }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
const stop = () => {
  for (const b of busy) b.kill('SIGKILL');
};
process.on('exit', stop);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stop();
    process.exit(128 + (signal === 'SIGINT' ? 2 : 15));
  });

const paths = process.argv.slice(2);
const jest = spawn(
  process.execPath,
  [
    path.join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js'),
    ...(paths.length ? paths : ['test/serve', 'test/ui', 'test/play']),
  ],
  {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_OPTIONS: '--experimental-vm-modules --disable-warning=ExperimentalWarning' },
  },
);
console.log(`tafel: ${BUSY} busy processes beside the tests`);
jest.on('exit', (code) => {
  stop();
  process.exit(code ?? 1);
});
