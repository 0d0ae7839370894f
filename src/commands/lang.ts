import { usage } from '../core/errors.js';
import type { Ctx, Output } from './context.js';

export async function runLang(ctx: Ctx, value: string): Promise<Output> {
  if (value !== 'en' && value !== 'nl') throw usage(`The language must be en or nl, not "${value}".`, `De taal moet en of nl zijn, niet "${value}".`);
  await ctx.store.updateSettings((s) => ({ ...s, lang: value }));
  return { json: { lang: value }, text: () => (value === 'nl' ? 'Taal: Nederlands.' : 'Language: English.') };
}
