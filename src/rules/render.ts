import type { Paint } from '../ui/paint.js';
import type { PointTable } from '../core/topic.js';

/** A piece of a topic's text: a paragraph, a bullet, or a sub-heading. */
export interface Block {
  kind: 'p' | 'li' | 'h';
  text: string;
}

/** Splits the light markup of Topic.text: blank line between paragraphs, "- " bullets, "## " headings. */
export function blocks(text: string): Block[] {
  const out: Block[] = [];
  let para: string[] = [];
  const flush = () => {
    if (para.length > 0) out.push({ kind: 'p', text: para.join(' ') });
    para = [];
  };
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') flush();
    else if (line.startsWith('- ')) {
      flush();
      out.push({ kind: 'li', text: line.slice(2).trim() });
    } else if (line.startsWith('## ')) {
      flush();
      out.push({ kind: 'h', text: line.slice(3).trim() });
    } else if (out.length > 0 && para.length === 0 && out[out.length - 1].kind === 'li' && raw.startsWith('  ')) {
      // An indented line right after a bullet continues that bullet.
      out[out.length - 1].text += ' ' + line;
    } else para.push(line);
  }
  flush();
  return out;
}

/** Greedy word wrap; a word longer than the line stays whole rather than being cut. */
export function wrapLine(text: string, width: number, first = '', rest = first): string[] {
  const lines: string[] = [];
  let line = first;
  let empty = true;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (!empty && line.length + 1 + word.length > width) {
      lines.push(line);
      line = rest + word;
    } else {
      line += (empty ? '' : ' ') + word;
    }
    empty = false;
  }
  lines.push(line);
  return lines;
}

/** The text of a topic wrapped to the terminal width, sub-headings in bold when colour is on. */
export function renderText(text: string, width: number, p: Paint): string {
  const out: string[] = [];
  let prev: Block['kind'] | undefined;
  for (const b of blocks(text)) {
    // Bullets of one list stay together; everything else is separated by a blank line.
    if (prev !== undefined && !(b.kind === 'li' && prev === 'li')) out.push('');
    if (b.kind === 'h') out.push(p.bold(b.text));
    else if (b.kind === 'li') out.push(...wrapLine(b.text, width, '  - ', '    '));
    else out.push(...wrapLine(b.text, width));
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
    if (t.caption) parts.push(wrapLine(t.caption, width).join('\n'));
    parts.push(fitPointTable(t, width, p));
  }
  return parts.join('\n');
}
