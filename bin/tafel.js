#!/usr/bin/env node
// `tafel --version` is answered without loading the command line (commander and the rest of dist/):
// the version is package.json's, which main.ts also prints (test/speed/startup.test.ts keeps them equal).
const args = process.argv.slice(2);
if (args.length === 1 && (args[0] === '--version' || args[0] === '-V')) {
  const { readFileSync } = await import('node:fs');
  process.stdout.write(`${JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version}\n`);
} else {
  await import('../dist/main.js');
}
