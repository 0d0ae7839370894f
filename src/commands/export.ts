// PLACEHOLDER: replaced by the evening helper (issue 6). Must not survive to a commit on main.
import type { Ctx, Output } from './context.js';
export async function runExport(_ctx: Ctx, _id: string | undefined, _opts: Record<string, string | boolean | undefined>): Promise<Output> {
  throw new Error('tafel export is not built yet');
}
