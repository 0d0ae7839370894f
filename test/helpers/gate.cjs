// Preloaded (--require) into processes a test starts at once: each says it is ready in the folder
// TAFEL_TEST_GATE names and waits until the test opens the gate, so that all of them leave node's own
// start together and meet in what the test is about (a lock), not one after another.
const fs = require('node:fs');
const path = require('node:path');
const gate = process.env.TAFEL_TEST_GATE;
if (gate) {
  fs.writeFileSync(path.join(gate, `ready-${process.pid}`), '');
  const open = path.join(gate, 'open');
  const cell = new Int32Array(new SharedArrayBuffer(4));
  const until = Date.now() + 60000;
  while (!fs.existsSync(open) && Date.now() < until) Atomics.wait(cell, 0, 0, 1);
}
