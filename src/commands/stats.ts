// PLACEHOLDER: replaced by the evening helper (issue 6). Must not survive to a commit on main.
import type { Ctx, Output } from './context.js';
export async function runStats(_ctx: Ctx, _opts: Record<string, string | undefined>): Promise<Output> {
  throw new Error('tafel stats is not built yet');
}
