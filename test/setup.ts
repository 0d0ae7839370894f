import { loadTexts } from '../src/i18n/index.js';

// The built command line loads the language it speaks (src/i18n/index.ts); code under test in
// process finds both loaded, as table mode does. Loaded before any test file runs, so a describe body
// may render texts too.
await loadTexts('en', 'nl');

// Under Jest's ES modules an import of node:process (chalk's, when a test paints in colour; puppeteer's) reads every
// member, process.stdin too, which opens this worker's standard input: a handle that kept the worker from exiting
// when the run ended ("A worker process has failed to exit gracefully"). No test reads the worker's own input.
(process.stdin as { unref?: () => void }).unref?.();
