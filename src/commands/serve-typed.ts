import { misused, type UsageError } from '../core/errors.js';
import { shellWord } from '../core/shell.js';

/** What `tafel serve` was typed with (commands/serve.ts ServeOptions, as given: `--host localhost` as typed). */
interface Typed {
  evening?: string;
  event?: string | true;
  host?: string;
  port?: string;
  open?: boolean;
  qr?: boolean;
  newLinks?: boolean;
  newLink?: string[];
}

/**
 * `--new-links` or `--new-link` without `--scorer`: the refusal's example is the command typed plus `--scorer` (its
 * own options; the global ones, --lang and --json, are left out as every example leaves them out). Never another
 * renewal than the one typed: `--new-links` ends every printed table card, `--new-link table 3` one table's link.
 * An evening has no scorer links to renew, so it gets no command that `--scorer --evening` would refuse next.
 */
export function newLinksAlone(id: string | undefined, o: Typed): UsageError {
  if (o.evening !== undefined) return misused((t) => t.serve.newLinksEvening);
  const words = ['tafel', 'serve'];
  if (id !== undefined) words.push(shellWord(id));
  if (o.event !== undefined) words.push('--event', ...(o.event === true ? [] : [shellWord(o.event)]));
  if (o.host !== undefined) words.push('--host', shellWord(o.host));
  if (o.port !== undefined) words.push('--port', shellWord(o.port));
  if (o.open) words.push('--open');
  if (o.qr === false) words.push('--no-qr');
  words.push('--scorer');
  if (o.newLinks) words.push('--new-links');
  if (o.newLink !== undefined) words.push('--new-link', ...o.newLink.map(shellWord));
  return misused((t) => t.serve.newLinksNeedScorer(words.join(' ')));
}
