// The bundle's entry (scripts/build.js bundles from here): bin/tafel.cjs loads it and calls
// `run(process.argv, processIo())`; the tests load the same bundle and call run with their own io.
export { processIo, run, runThread } from './main.js';
