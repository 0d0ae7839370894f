import type { Command } from 'commander';
import { misused, StorageError } from '../core/errors.js';
import type { Lang } from '../core/game.js';
import type { Ctx, Output } from '../commands/context.js';
import type { Store } from '../store/store.js';
import { dataDir, savedLang } from '../store/paths.js';
import { loadTexts, say } from '../i18n/index.js';
import { OutputLost } from '../ui/out.js';
import { safeJson, safeOutput, wantColor } from '../ui/paint.js';
import { screenOf, wrapProse, type Screen } from '../ui/fit.js';
import { envLang, langGiven, type Session } from './session.js';

interface Globals {
  dataDir?: string;
  json?: boolean;
  color: boolean;
  lang?: string;
  input: boolean;
}

export interface ContextNeeds {
  /** `tafel doctor` must run (and report) when the settings file is unreadable. */
  settingsMayBeBroken?: boolean;
  /** The referee's commands never touch sheets: they skip loading the store (startup speed). */
  store?: boolean;
}

/**
 * The first option that takes one value and was given more than once (`--players A,B,C,D --players E,F,G,H`):
 * commander keeps the last, which silently drops what was typed first. Options that collect (`--set`) may repeat.
 */
function givenTwice(args: readonly string[], cmd: Command): string | undefined {
  const end = args.indexOf('--');
  const words = end < 0 ? args : args.slice(0, end);
  for (let c: Command | null = cmd; c; c = c.parent)
    for (const o of c.options) {
      const flag = o.long;
      if (!flag || !(o.required || o.optional) || o.parseArg !== undefined) continue;
      if (words.filter((w) => w === flag || w.startsWith(`${flag}=`)).length > 1) return flag;
    }
  return undefined;
}

async function context(s: Session, cmd: Command, needs: ContextNeeds = {}): Promise<Ctx> {
  const g = cmd.optsWithGlobals() as Globals;
  const twice = givenTwice(s.argv, cmd);
  if (twice !== undefined) throw misused((t) => t.cli.givenTwice(twice));
  const { io, out } = s;
  // --data-dir "" (an unset variable in a script) would quietly be the default folder: said instead.
  if (g.dataDir !== undefined && g.dataDir.trim() === '') throw misused((t) => t.cli.emptyDataDir);
  const dir = dataDir(g.dataDir, io.env);
  const store = needs.store === false ? undefined : new (await import('../store/store.js')).Store(dir, io);
  if (g.lang !== undefined) s.lang = langGiven(g.lang);
  else {
    let saved: Lang | undefined;
    try {
      // Without the store only the language is read, and a broken settings file is left for the
      // commands that use it to report.
      saved = store ? store.readSettings().lang : savedLang(dir);
    } catch (e) {
      if (!needs.settingsMayBeBroken) throw e;
    }
    s.lang = saved ?? envLang(io.env);
  }
  return {
    get store(): Store {
      if (!store) throw new Error('this command was declared without the store');
      return store;
    },
    lang: s.lang,
    json: Boolean(g.json),
    color: !g.json && wantColor(g.color, io.env, out.isTerminal(1)),
    // Asked only by the commands that would prompt: looking at stdin costs a stream.
    get interactive(): boolean {
      return g.input && out.isTerminal(0) && out.isTerminal(2);
    },
    // Read when asked, not when the command started: table mode's closing line is written after the window may
    // have been resized (docs/table-mode.md, "The size is read at each draw").
    get width(): number {
      return out.stdout.columns() ?? 80;
    },
    get screen(): Screen {
      return screenOf(out.stdout, io.env);
    },
    now: () => io.now(),
    env: io.env,
    out,
    // Read only by `serve`: the process's signal handlers are installed when it is first read.
    get signal(): AbortSignal {
      return io.signal;
    },
    ...(io.thread ? { thread: (heap) => io.thread!(s.argv, heap) } : {}),
    changed: () => store?.locks.wrote ?? false,
  };
}

async function print(s: Session, ctx: Ctx, output: Output): Promise<void> {
  try {
    // Written while the command ran (serve): only the exit code is left.
    if (!output.said) await show(s, ctx, output);
  } catch (e) {
    // The change is on disk, only what says so is lost: said so, or the user makes it again (a deal recorded twice).
    // Still exit 1, as every run whose output is incomplete (docs/rules-notes.md, 2026-12-07).
    if (e instanceof OutputLost && (output.done !== undefined || ctx.changed?.()))
      throw new StorageError(
        say((t) => t.ui.savedOutputLost(e.sys, output.done)),
        'saved-output-incomplete',
      );
    throw e;
  }
  if (output.exitCode) s.exitCode = output.exitCode;
}

async function show(s: Session, ctx: Ctx, output: Output): Promise<void> {
  const { out } = s;
  // The output boundary (ui/paint.ts): nothing a file or an argument holds reaches the terminal raw.
  if (ctx.json) out.writeOut(safeJson(JSON.stringify(output.json, null, 2)) + '\n');
  else if (output.document !== undefined) out.writeDocument(output.document);
  else {
    // Tables and the sheet are fitted to the width already; a line of prose wider than the terminal
    // is wrapped at its words here, so no command's message runs past the edge (a pipe keeps the line,
    // unless COLUMNS asks for a width, as the listings take it).
    out.writeOut(wrapProse(safeOutput(await output.text(ctx), ctx.color), ctx.screen.width) + '\n');
  }
}

export type Needs = ContextNeeds | ((opts: Record<string, unknown>) => ContextNeeds);
export type Action<A extends unknown[]> = (ctx: Ctx, ...args: A) => Promise<Output>;

/** Wraps a command: builds the context, runs the (lazily imported) command, prints its output. */
export const actor =
  (s: Session) =>
  <A extends unknown[]>(run: Action<A>, needs: Needs = {}) =>
  async (...all: unknown[]): Promise<void> => {
    const cmd = all[all.length - 1] as Command;
    const ctx = await context(s, cmd, typeof needs === 'function' ? needs(cmd.opts()) : needs);
    await loadTexts(ctx.lang);
    await print(s, ctx, await run(ctx, ...(all.slice(0, -1) as A)));
  };
