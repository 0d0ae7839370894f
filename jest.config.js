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
  // Most tests wait on the built bundle, a process, a socket or a browser: on a busy machine (two cores
  // shared by up to eight sessions) that takes seconds where a quiet one takes milliseconds. No test
  // leans on Jest's 5 s; the slowest set their own (the pseudo-terminals', a thousand sockets).
  testTimeout: 60_000,
};
