import { misused } from '../core/errors.js';
import { LANGS, loadTexts, textsOf } from '../i18n/index.js';
import type { Ctx, Output } from './context.js';

export async function runLang(ctx: Ctx, value: string): Promise<Output> {
  const lang = LANGS.find((l) => l === value);
  if (lang === undefined) throw misused((t) => t.commands.badLang(value));
  await ctx.store.updateSettings((s) => ({ ...s, lang }));
  // The answer is in the language just chosen.
  await loadTexts(lang);
  return { json: { lang }, text: () => textsOf(lang).commands.langNow };
}
