// PLACEHOLDER: replaced by the judge helper (issue 4). Must not survive to a commit on main.
import type { Ctx, Output } from './context.js';
const notYet = (): never => {
  throw new Error('tafel judge is not built yet');
};
export async function runJudgeRank(_ctx: Ctx, _game: string, _a: string, _b: string, _opts: Record<string, string | undefined>): Promise<Output> {
  return notYet();
}
export async function runJudgeTrick(_ctx: Ctx, _game: string, _cards: string[], _opts: Record<string, string | undefined>): Promise<Output> {
  return notYet();
}
export async function runJudgePlay(_ctx: Ctx, _game: string, _opts: Record<string, string | boolean | undefined>): Promise<Output> {
  return notYet();
}
export async function runJudgeScore(_ctx: Ctx, _game: string, _words: string[], _opts: Record<string, unknown>): Promise<Output> {
  return notYet();
}
