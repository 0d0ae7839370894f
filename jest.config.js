/** @type {import('jest').Config} */
export default {
  testEnvironment: '<rootDir>/scripts/jest-environment.cjs',
  roots: ['<rootDir>/test'],
  // The tests' environment: a temporary folder of the run's own, on tmpfs when there is room (the fsyncs of every
  // write wait on a disk) and removed at the end, and no extra CA bundle for every node they start.
  globalSetup: '<rootDir>/scripts/jest-setup-env.cjs',
  globalTeardown: '<rootDir>/scripts/jest-teardown-env.cjs',
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': '<rootDir>/scripts/jest-transform.cjs' },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  // Three workers on two cores: a worker spends much of its time waiting on a process, a socket or Chromium, and
  // the third takes the CPU the other two leave (docs/speed.md, "The test suite": 6 to 10 % less time, the same CPU).
  maxWorkers: 3,
  // At the end of a whole run a worker ends when its last file's handles are gone, which on a busy machine took more
  // than Jest's 500 ms: it was killed and the run said "A worker process has failed to exit gracefully".
  workerGracefulExitTimeout: 5000,
  // Most tests wait on the built bundle, a process, a socket or a browser: on a busy machine (two cores
  // shared by up to eight sessions) that takes seconds where a quiet one takes milliseconds. No test
  // leans on Jest's 5 s; the slowest set their own (the pseudo-terminals', a thousand sockets).
  testTimeout: 60_000,
};
