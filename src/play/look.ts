import { TafelError } from '../core/errors.js';
import type { Lang } from '../core/game.js';
import { textsOf } from '../i18n/index.js';
import type { Ctx } from '../commands/context.js';
import type { SheetData } from '../sheet/sheet.js';
import type { DealCtx, GameFlow } from './deal.js';
import { GoBack, type Prompter } from './prompter.js';

// The table mode's look-ups (play/loop.ts): a rule, the whole sheet; each paged, and its last screen waits for a key,
// so the question drawn after it does not scroll it away.

/**
 * Shows a long text a screen at a time: Enter for the next screen, Esc to stop. The table mode's
 * look-ups are read at the table, where a rules text taller than the terminal would scroll the
 * question away. With `end`, the last screen (or the only one) waits for a key with that line: what is drawn after it
 * (the sheet, the question) would scroll the text away before it is read. `head`: the text's first lines, drawn again
 * atop each later screen (a sheet's title and names), while they take at most half of it.
 */
export async function page(
  p: Prompter,
  text: string,
  lang: Lang,
  rows = p.rows ?? 24,
  end?: string,
  head = 0,
): Promise<void> {
  const lines = text.split('\n');
  const size = Math.max(5, rows - 2);
  const top = head <= size / 2 ? lines.slice(0, head) : [];
  try {
    for (let at = 0, next = 0; at < lines.length; at = next) {
      next = Math.min(lines.length, at + size - (at === 0 ? 0 : top.length));
      p.say([...(at === 0 ? [] : top), ...lines.slice(at, next)].join('\n'));
      if (next < lines.length) {
        await p.input({ message: textsOf(lang).play.morePage(next, lines.length), default: '' });
      } else if (end !== undefined) {
        await (p.key ? p.key({ message: end }) : p.input({ message: end, default: '' }));
      }
    }
  } catch (e) {
    if (!(e instanceof GoBack)) throw e;
  }
}

/**
 * The whole sheet, every deal (table mode's `sheet`), a screen at a time: each screen after the first under the
 * sheet's title and header row again (the names, with who deals `*` and who leads `>`), and the last one, or the only
 * one, waiting for a key, so that the sheet and the question drawn next do not scroll it away before it is read.
 */
export async function showSheet(p: Prompter, sheet: string, lang: Lang): Promise<void> {
  // The title and the table's header, down to the rule under the names (the first line of the table's rules).
  const head = sheet.split('\n').findIndex((line) => line.startsWith('├')) + 1;
  await page(p, sheet, lang, p.rows, textsOf(lang).play.endSheet, head);
}

/** Shows a rule through `tafel rules` when this build has it; the table mode works without it. */
export async function showRules(ctx: Ctx, p: Prompter, data: SheetData, flow: GameFlow, f: DealCtx): Promise<void> {
  const T = textsOf(ctx.lang).play;
  const topics = flow.topics(f);
  // Topics by their title in the player's language ("Puntentelling", not "scoring"); the id still finds them.
  let titles: { id: string; title: string }[] = [];
  try {
    const { RULES_GAMES, loadText } = await import('../rules/registry.js');
    const entry = RULES_GAMES.find((g) => g.id === data.game);
    if (entry) titles = (await loadText(entry, ctx.lang)).ruleSets[data.rules] ?? [];
  } catch {
    // Without the rules text the ids serve as names.
  }
  const titleOf = (id: string): string => titles.find((x) => x.id === id)?.title ?? id;
  let topic: string;
  try {
    topic = await p.search<string>({
      message: T.rulesOf,
      choices: [
        ...topics.map((x) => ({ value: x, name: titleOf(x), keys: [x] })),
        { value: '', name: T.allTopics(data.game) },
      ],
    });
  } catch (e) {
    if (e instanceof GoBack) return;
    throw e;
  }
  let runRules:
    | ((
        c: Ctx,
        game: string | undefined,
        topic: string | undefined,
        opts: Record<string, string | undefined>,
      ) => Promise<{ json: unknown; text: (c: Ctx) => string | Promise<string> }>)
    | undefined;
  try {
    runRules = (await import('../commands/rules.js')).runRules;
  } catch {
    runRules = undefined;
  }
  if (typeof runRules !== 'function') {
    p.say(T.rulesUnavailable);
    return;
  }
  try {
    const out = await runRules(ctx, data.game, topic || undefined, { rules: data.rules, sheet: data.id });
    // Shown as `tafel rules` shows it, source line included: it names the rule books (Whisthub, the
    // IWWA, a club's rules), no longer tafel's own files, and settles a dispute at the table.
    await page(p, await out.text(ctx), ctx.lang, p.rows, T.endPage);
  } catch (e) {
    if (e instanceof TafelError) p.say(`✗ ${e.text[ctx.lang]}`);
    else if (e instanceof GoBack) return;
    // Ctrl-C in the pager stops table mode as it does everywhere (exit 130), not "the rules are not available".
    else if ((e as { name?: string })?.name === 'ExitPromptError') throw e;
    else p.say(T.rulesUnavailable);
  }
}
