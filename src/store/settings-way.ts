import fs from 'node:fs';
import { FileProblem, settingsProblem } from './files.js';

/**
 * Gives a refusal of settings.json `file` (files.ts settingsProblem) the way on doctor offers, judged when it is said
 * (core/errors.ts `wayOn`, which the shell asks): its previous version put back only where `tafel doctor` offers that,
 * else `tafel doctor`, which says why not. The judging (settings-fix.ts) is loaded only then: a run that reads good
 * settings needs none of it. Until 2026-12-07 every refusal offered the restore whenever a previous version was
 * there, which the restore then refused ("would lose preset vrijdag") or could not do (a torn copy, a FIFO).
 */
export function judgedWhenSaid(e: unknown, file: string): unknown {
  if (!(e instanceof FileProblem) || e.file !== file || !fs.existsSync(`${file}.bak`)) return e;
  e.wayOn = async () => {
    try {
      const { settingsFix } = await import('./settings-fix.js');
      return settingsProblem(file, e.reason, e.code, e.said, settingsFix(file).restore ? 'restore' : 'no-fix');
    } catch {
      return e; // a fault of the judging itself hides no refusal
    }
  };
  return e;
}
