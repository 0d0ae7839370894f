// PLACEHOLDER: replaced by the evening helper (issue 6). Must not survive to a commit on main.
import type { Ctx, Output } from './context.js';
export async function runImport(_ctx: Ctx, _file: string, _opts: Record<string, boolean | undefined>): Promise<Output> {
  throw new Error('tafel import is not built yet');
}
