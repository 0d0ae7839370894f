import { misused } from '../core/errors.js';
import { LANGS, loadTexts, textsOf } from '../i18n/index.js';
import type { Ctx, Output } from './context.js';

export async function runLang(ctx: Ctx, value: string): Promise<Output> {
  const chosen = LANGS.find((l) => l === value);
  if (chosen === undefined) throw misused((t) => t.commands.badLang(value, LANGS.join(', ')));
  await ctx.store.updateSettings((s) => ({ ...s, lang: chosen }));
  // The answer is in the language just chosen.
  await loadTexts(chosen);
  return { json: { lang: chosen }, text: () => textsOf(chosen).commands.langNow };
}
