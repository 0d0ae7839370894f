/** Colour helpers: chalk is loaded only when colour is on, so pipes and scripts never pay for it. */
export interface Paint {
  bold(s: string): string;
  dim(s: string): string;
  good(s: string): string;
  bad(s: string): string;
  head(s: string): string;
}

const plain: Paint = { bold: (s) => s, dim: (s) => s, good: (s) => s, bad: (s) => s, head: (s) => s };

export async function paint(color: boolean): Promise<Paint> {
  if (!color) return plain;
  const { Chalk } = await import('chalk');
  const c = new Chalk({ level: 1 });
  return { bold: c.bold, dim: c.dim, good: c.green, bad: c.red, head: c.bold.cyan };
}

/** Whether to use colour: --no-color, NO_COLOR, TERM=dumb or a non-terminal stdout switch it off. */
export function wantColor(flag: boolean, env: NodeJS.ProcessEnv, isTTY: boolean): boolean {
  if (!flag) return false;
  // As chalk reads it: FORCE_COLOR=0 (or false) turns colour off even on a terminal, any other value on.
  if (env.FORCE_COLOR === '0' || env.FORCE_COLOR === 'false') return false;
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.TERM === 'dumb') return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '0') return true;
  return isTTY;
}

/** Removes terminal control characters from text that came from users or files. */
export const safe = (s: string): string =>
  s.replace(/[\u0000-\u001f\u007f-\u009f]/g, (ch) => `\\x${ch.charCodeAt(0).toString(16).padStart(2, '0')}`);
