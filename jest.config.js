import { createDefaultEsmPreset } from 'ts-jest';

// ts-jest compiles each file on its own (tsconfig's isolatedModules: TypeScript's transpileModule, no
// type checking); `tsc --noEmit` checks the types in `npm test`'s pretest. Why ts-jest and what it
// costs on a cold cache: docs/design.md.
const { transform } = createDefaultEsmPreset({ tsconfig: 'tsconfig.json' });

/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  transform,
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  maxWorkers: 2,
  // A test that loads code in its body (a command's `await import()`) compiles it there on a cold
  // cache: ts-jest takes 30 to 120 ms a file on a busy machine, which outran Jest's 5 s default (the
  // BOM import of test/store/trust.test.ts, 2 cold runs in 4). Slower tests set their own timeout.
  testTimeout: 30_000,
};
