// Jest's globalTeardown: the run's temporary folder (scripts/jest-setup-env.cjs) goes, with all a test left in it.
const fs = require('node:fs');

module.exports = function removeRunFolder() {
  const dir = process.env.TAFEL_TEST_RUN_DIR;
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
};
