// Table mode timing: saving one deal and redrawing a 60-deal sheet inside the `tafel play` loop,
// in-process (no process start): node scripts/bench-play.js
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { fromSrc } from './from-src.js';

const { benchSaveAndRedraw } = await fromSrc('play/bench.ts');

/** A week's worth of ordinary lodige deals at one Kleurenwiezen table. */
const KLEURENWIEZEN = {
  game: 'kleurenwiezen',
  players: 'Ann,Bert,Cis,Dirk',
  lines: [
    { words: ['samen', '8'], flags: { by: 'Ann,Cis', tricks: '9' } },
    { words: ['solo', '6'], flags: { by: 'Bert', tricks: '5' } },
    { words: ['pas'], flags: {} },
    { words: ['troel'], flags: { by: 'Cis,Dirk', tricks: '10' } },
    { words: ['piccolo'], flags: { by: 'Ann,Dirk', tricks: 'Ann=1,Dirk=2' } },
    { words: ['samen', '9'], flags: { by: 'Bert,Dirk', tricks: '8' } },
  ],
};
const { processIo } = await fromSrc('cli/io.ts');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tafel-bench-play-'));
try {
  const r = await benchSaveAndRedraw(dir, processIo(), KLEURENWIEZEN, 60, 21);
  const ms = (n) => `${n.toFixed(1)} ms`;
  console.log(
    `tafel play, save one deal + redraw a ${r.deals}-deal sheet: median ${ms(r.median)} over ${r.runs.length} runs ` +
      `(min ${ms(Math.min(...r.runs))}, max ${ms(Math.max(...r.runs))}; first, cold ${ms(r.first)}); target < 30 ms`,
  );
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
