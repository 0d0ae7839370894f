// Jest's test environment: Node's, and at the end of each test file the AsyncLocalStorages enabled during it are
// disabled again.
//
// Jest evaluates every module afresh for each test file, so each file makes new AsyncLocalStorages: the run's
// languages (src/i18n/index.ts, once as the tests import it and once in the built bundle) and Jest's own test
// context. On Node 20 an enabled AsyncLocalStorage stays on a list of the process's until it is disabled, and every
// promise made gets a slot of each one on that list: a worker thirty files into the run gave each promise some ninety
// slots (sixty make a promise cost fifteen times what it costs with none), and the whole suite in one process took
// 216.9 s where it now takes 170.9 (docs/speed.md, "The test suite"). When a file's tests, hooks and environment are
// done nothing of it runs again; a storage used once more (Jest's own, by the next file) enables itself again on its
// next `run`.
const { AsyncLocalStorage } = require('node:async_hooks');
const { TestEnvironment } = require('jest-environment-node');

const ENABLED = Symbol.for('tafel.tests.enabledStorages');
/** The storages enabled in this worker since the last file ended: `run` and `enterWith` are what enable one. */
function enabledStorages() {
  if (AsyncLocalStorage[ENABLED] === undefined) {
    const enabled = new Set();
    AsyncLocalStorage[ENABLED] = enabled;
    const proto = AsyncLocalStorage.prototype;
    const { run, enterWith } = proto;
    proto.run = function (...args) {
      enabled.add(this);
      return run.apply(this, args);
    };
    proto.enterWith = function (...args) {
      enabled.add(this);
      return enterWith.apply(this, args);
    };
  }
  return AsyncLocalStorage[ENABLED];
}
enabledStorages();

module.exports = class extends TestEnvironment {
  async teardown() {
    await super.teardown();
    const enabled = enabledStorages();
    for (const storage of enabled) storage.disable();
    enabled.clear();
  }
};
