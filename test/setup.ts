import { loadTexts } from '../src/i18n/index.js';

// The built command line loads the language it speaks (src/i18n/index.ts); code under test in
// process finds both loaded, as table mode does. Loaded before any test file runs, so a describe body
// may render texts too.
await loadTexts('en', 'nl');
