import { misused } from '../core/errors.js';
import { LANGS, langNamed, loadTexts, textsOf } from '../i18n/index.js';
import type { Ctx, Output } from './context.js';

/** `tafel lang nl` saves the language; `tafel lang` says which one this run speaks and how to change it. */
export async function runLang(ctx: Ctx, value: string | undefined): Promise<Output> {
  if (value === undefined) {
    // The saved language, which `tafel lang <lang>` changes; this run's may be another (--lang, or LANG unsaved).
    const saved = ctx.store.readSettings().lang;
    const others = LANGS.filter((l) => l !== (saved ?? ctx.lang));
    const t = textsOf(ctx.lang).commands;
    const now = saved !== undefined && saved !== ctx.lang ? `${t.langNow} ${t.langSaved(saved)}` : t.langNow;
    return {
      json: { lang: ctx.lang, ...(saved !== undefined ? { saved } : {}) },
      text: () => `${now} ${t.langChange(others)}`,
    };
  }
  const chosen = langNamed(value);
  if (chosen === undefined) throw misused((t) => t.commands.badLang(value, LANGS));
  await ctx.store.updateSettings((s) => ({ ...s, lang: chosen }));
  // The answer is in the language just chosen.
  await loadTexts(chosen);
  return { json: { lang: chosen }, text: () => textsOf(chosen).commands.langNow };
}
