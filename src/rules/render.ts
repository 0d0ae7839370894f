import { wrapHanging } from '../ui/fit.js';
import type { Paint } from '../ui/paint.js';
import type { PointTable } from '../core/topic.js';

/** A piece of a topic's text: a paragraph, a bullet, or a sub-heading. */
export interface Block {
  kind: 'p' | 'li' | 'h';
  text: string;
}

/**
 * An example command: a short label and a colon, then `tafel` and its command (`Example: tafel new ...`, `Noteer: tafel
 * record ...`, `Record it as: tafel ...`). It stands on a line of its own, so that it can be copied: at the start of a
 * line of the text or after a sentence's end, and the text's next line starts a line again.
 */
const EXAMPLE = String.raw`\p{Lu}\p{L}*(?: \p{L}+){0,8}: tafel [a-z]`;
const STARTS_EXAMPLE = new RegExp(`^${EXAMPLE}`, 'u');
const EXAMPLE_IN_LINE = new RegExp(`(?<=[.!?]) (?=${EXAMPLE})`, 'gu');

/** A line of the text added to a paragraph or bullet: after a space, or on a line of its own ("\n") by an example. */
function joined(text: string, line: string): string {
  const own = line.replace(EXAMPLE_IN_LINE, '\n');
  if (text === '') return own;
  const last = text.slice(text.lastIndexOf('\n') + 1);
  return text + (STARTS_EXAMPLE.test(last) || STARTS_EXAMPLE.test(own) ? '\n' : ' ') + own;
}

/**
 * Splits the light markup of Topic.text: blank line between paragraphs, "- " bullets, "## " headings. A paragraph's or
 * bullet's text keeps its example commands on lines of their own, broken by "\n".
 */
export function blocks(text: string): Block[] {
  const out: Block[] = [];
  let para = '';
  const flush = () => {
    if (para !== '') out.push({ kind: 'p', text: para });
    para = '';
  };
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') flush();
    else if (line.startsWith('- ')) {
      flush();
      out.push({ kind: 'li', text: joined('', line.slice(2).trim()) });
    } else if (line.startsWith('## ')) {
      flush();
      out.push({ kind: 'h', text: line.slice(3).trim() });
    } else if (out.length > 0 && para === '' && out[out.length - 1].kind === 'li' && raw.startsWith('  ')) {
      // An indented line right after a bullet continues that bullet.
      out[out.length - 1].text = joined(out[out.length - 1].text, line);
    } else para = joined(para, line);
  }
  flush();
  return out;
}

/** The text of a topic wrapped to the terminal width, sub-headings in bold when colour is on. */
export function renderText(text: string, width: number, p: Paint): string {
  const out: string[] = [];
  let prev: Block['kind'] | undefined;
  for (const b of blocks(text)) {
    // Bullets of one list stay together; everything else is separated by a blank line.
    if (prev !== undefined && !(b.kind === 'li' && prev === 'li')) out.push('');
    if (b.kind === 'h') out.push(p.bold(b.text));
    else if (b.kind === 'li')
      out.push(...b.text.split('\n').flatMap((l, i) => wrapHanging(l, width, i === 0 ? '  - ' : '    ', '    ')));
    else out.push(...b.text.split('\n').flatMap((l) => wrapHanging(l, width)));
    prev = b.kind;
  }
  return out.join('\n');
}

/** Point tables fitted to the width (rules/table-fit.ts), loaded only now: most topics have no table. */
export async function renderTables(tables: PointTable[], width: number, p: Paint): Promise<string> {
  const { fitPointTable } = await import('./table-fit.js');
  const parts: string[] = [];
  for (const t of tables) {
    if (parts.length > 0) parts.push('');
    if (t.caption) parts.push(wrapHanging(t.caption, width).join('\n'));
    parts.push(fitPointTable(t, width, p));
  }
  return parts.join('\n');
}
