import { spawn } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import { misused, refused } from '../core/errors.js';
import type { Lang } from '../core/game.js';
import { eveningArg } from '../evening/evening.js';
import { loadTexts, textsOf, LANGS } from '../i18n/index.js';
import { Board, type Target } from '../serve/board.js';
import { resolveEventId } from '../serve/event-board.js';
import { boardBody } from '../serve/page.js';
import { startServer, type Body, type BoardServer } from '../serve/server.js';
import { watchData } from '../serve/watch.js';
import { resolveSheetId, type Ctx, type Output } from './context.js';
import { streamsOf } from '../ui/out.js';

export interface ServeOptions {
  evening?: string;
  /** `--event` alone: the active event (followed as it changes); `--event <id>`: that one. */
  event?: string | true;
  host?: string;
  port?: string;
  open?: boolean;
  /** `--no-qr` makes it false. */
  qr?: boolean;
  /** The language was given (--lang): every page speaks it; else each browser's Accept-Language. */
  langGiven?: boolean;
}

/** The first non-internal IPv4 address (what phones on the same network reach), else loopback. */
export function defaultHost(): string {
  for (const list of Object.values(os.networkInterfaces())) {
    for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) return a.address;
  }
  return '127.0.0.1';
}

function targetOf(ctx: Ctx, id: string | undefined, evening: string | undefined, event?: string | true): Target {
  if ([id, evening, event].filter((x) => x !== undefined).length > 1) throw misused((t) => t.serve.oneTarget);
  if (event === true) return { kind: 'event' };
  if (event !== undefined) return { kind: 'event', id: resolveEventId(ctx.store, event) };
  if (evening !== undefined) {
    const date = eveningArg(evening, ctx.now());
    if (date === undefined) throw misused((t) => t.serve.badEvening(evening));
    return { kind: 'evening', date };
  }
  return id === undefined ? { kind: 'active' } : { kind: 'sheet', id: resolveSheetId(ctx, id) };
}

export interface RunningBoard {
  server: BoardServer;
  /** What the terminal shows: the URL, where it can be opened from, the QR code. */
  intro: string;
  stop(): Promise<void>;
}

/**
 * The board's body; a failure nobody foresaw (a bug in a replay, say) shows as a refusal on the board
 * instead of ending the server from inside a file watch.
 */
function safeBody(board: Board, lang: Lang): Body {
  try {
    return boardBody(board.snapshot(lang));
  } catch (e) {
    return boardBody({ lang, sheets: [], refusals: [{ text: e instanceof Error ? e.message : String(e) }] });
  }
}

/** Starts the board (for `tafel serve` and `tafel play --serve`); nothing is printed here. */
export async function startBoard(ctx: Ctx, id: string | undefined, opts: ServeOptions): Promise<RunningBoard> {
  // Each browser may ask for either language.
  await loadTexts(...LANGS);
  const target = targetOf(ctx, id, opts.evening, opts.event);
  const host = opts.host ?? defaultHost();
  if (net.isIP(host) === 0) throw misused((t) => t.serve.badHost(host));
  const port = opts.port === undefined ? 0 : Number(opts.port);
  if (opts.port !== undefined && (!/^\d{1,5}$/.test(opts.port) || port > 65535))
    throw misused((t) => t.serve.badPort(opts.port!));
  let rates = {};
  if (target.kind === 'evening') {
    try {
      rates = (await import('../evening/rates.js')).ratesFor(ctx.store, [], undefined);
    } catch {
      // Presets that do not agree or cannot be read: the preview settles what needs no rate.
    }
  }
  const board = new Board(ctx.store, target, rates);
  let server: BoardServer;
  try {
    server = await startServer({
      host,
      port,
      ...(opts.langGiven ? { lang: ctx.lang } : {}),
      render: (lang) => safeBody(board, lang),
    });
  } catch (e) {
    throw refused((t) => t.serve.cannotListen(`${host}:${port}`, (e as NodeJS.ErrnoException).code ?? String(e)));
  }
  const unwatch = watchData(ctx.store.dir, server.update);
  const t = textsOf(ctx.lang).serve;
  const local = host.startsWith('127.') || host === '::1';
  const lines = [t.listening(server.url), local ? t.localOnly : t.network];
  if (opts.qr !== false) lines.push(await (await import('../serve/qr.js')).terminalQr(server.url));
  const intro = lines.join('\n');
  if (opts.open) openBrowser(server.url);
  return {
    server,
    intro,
    stop: async () => {
      unwatch();
      await server.close();
    },
  };
}

/** The system's way to open a link; a machine without one just doesn't open it (the URL is printed). */
function openBrowser(url: string): void {
  const platform = os.platform();
  const [cmd, args] =
    platform === 'darwin'
      ? ['open', [url]]
      : platform === 'win32'
        ? ['cmd', ['/c', 'start', '', url]]
        : ['xdg-open', [url]];
  try {
    const child = spawn(cmd, args as string[], { stdio: 'ignore', detached: true });
    child.on('error', () => {});
    child.unref();
  } catch {
    // as above
  }
}

/**
 * `tafel serve`: the live board until Ctrl-C (the run's signal: src/cli/io.ts), which closes every
 * connection and exits 130 (143 for SIGTERM). With --json one line on stdout says where it is
 * ({"url", "host", "port"}).
 */
export async function runServe(ctx: Ctx, id: string | undefined, opts: ServeOptions): Promise<Output> {
  const out = streamsOf(ctx);
  const signal = ctx.signal;
  if (!signal) throw new Error('tafel serve runs until its run is stopped: its Ctx needs the signal');
  const b = await startBoard(ctx, id, opts);
  const t = textsOf(ctx.lang).serve;
  if (ctx.json) out.writeOut(JSON.stringify({ url: b.server.url, host: b.server.host, port: b.server.port }) + '\n');
  else out.writeOut(`${b.intro}\n${t.stopHint}\n`);
  if (!signal.aborted) await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
  await b.stop();
  out.writeErr(`${t.stopped}\n`);
  // Everything was said: the exit code is all that is left.
  return { json: undefined, text: () => '', exitCode: signal.reason === 'SIGINT' ? 130 : 143, said: true };
}

/**
 * `tafel play --serve`: the board beside table mode in one process. Its lines go to stderr with the
 * prompts (stdout keeps table mode's one closing line); the board stops when table mode ends.
 */
export async function playServing(
  ctx: Ctx,
  id: string | undefined,
  where: Pick<ServeOptions, 'host' | 'port'>,
  play: (id: string | undefined) => Promise<Output>,
): Promise<Output> {
  const b = await startBoard(ctx, id, {
    ...(where.host !== undefined ? { host: where.host } : {}),
    ...(where.port !== undefined ? { port: where.port } : {}),
  });
  streamsOf(ctx).writeErr(`${b.intro}\n`);
  try {
    return await play(id);
  } finally {
    await b.stop();
  }
}
