// PLACEHOLDER: replaced by the rules-text helper (issue 4). Must not survive to a commit on main.
import type { Ctx, Output } from './context.js';
export async function runRules(_ctx: Ctx, _game: string | undefined, _topic: string | undefined, _opts: Record<string, string | undefined>): Promise<Output> {
  throw new Error('tafel rules is not built yet');
}
