// The command line's entry (scripts/build.js bundles from here; bin/tafel.cjs loads it).
import { run } from './main.js';

run();
