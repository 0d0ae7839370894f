import { misused } from '../core/errors.js';
import { LANGS, langNamed, loadTexts, textsOf } from '../i18n/index.js';
import type { Ctx, Output } from './context.js';

/** `tafel lang nl` saves the language; `tafel lang` says which one this run speaks and how to change it. */
export async function runLang(ctx: Ctx, value: string | undefined): Promise<Output> {
  if (value === undefined) {
    const others = LANGS.filter((l) => l !== ctx.lang);
    return {
      json: { lang: ctx.lang },
      text: () => `${textsOf(ctx.lang).commands.langNow} ${textsOf(ctx.lang).commands.langChange(others)}`,
    };
  }
  const chosen = langNamed(value);
  if (chosen === undefined) throw misused((t) => t.commands.badLang(value, LANGS));
  await ctx.store.updateSettings((s) => ({ ...s, lang: chosen }));
  // The answer is in the language just chosen.
  await loadTexts(chosen);
  return { json: { lang: chosen }, text: () => textsOf(chosen).commands.langNow };
}
