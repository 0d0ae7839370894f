import { spawn } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import { misused, refused, StorageError } from '../core/errors.js';
import type { Lang } from '../core/game.js';
import { eveningArg } from '../evening/evening.js';
import type { Rates } from '../evening/settle.js';
import { loadTexts, say, textsOf, LANGS } from '../i18n/index.js';
import { Board, type Target } from '../serve/board.js';
import { readEventFile, resolveEventId } from '../serve/event-board.js';
import {
  changedKey,
  dropKey,
  keptLinks,
  readKey,
  servedAs,
  tokenOf,
  updateKey,
  type Label,
  type ServeKey,
} from '../serve/keys.js';
import { shownHost } from '../serve/request.js';
import { boardPage, boardBody } from '../serve/page.js';
import { startServer, type Body, type BoardServer, type Link } from '../serve/server.js';
import { watchData } from '../serve/watch.js';
import { loadWhole } from '../serve/preload.js';
import { failureLog, why } from '../serve/why.js';
import { newLinksAlone } from './serve-typed.js';
import { resolveSheetId, stoppedCode, type Ctx, type Output } from './context.js';
import { streamsOf } from '../ui/out.js';
import { wrapProse } from '../ui/fit.js';

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
  /** Scorer links that write (scorer.md §1). */
  scorer?: boolean;
  /** A new key: every earlier scorer link stops working. */
  newLinks?: boolean;
  /** A new link for one: `['sheet']` or `['table', '<n>']`. */
  newLink?: string[];
}

/** The first non-internal IPv4 address (what phones on the same network reach), else loopback. */
export function defaultHost(): string {
  for (const list of Object.values(os.networkInterfaces())) {
    for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) return a.address;
  }
  return '127.0.0.1';
}

async function targetOf(
  ctx: Ctx,
  id: string | undefined,
  evening: string | undefined,
  event?: string | true,
): Promise<Target> {
  if ([id, evening, event].filter((x) => x !== undefined).length > 1) throw misused((t) => t.serve.oneTarget);
  if (event === true) return { kind: 'event' };
  if (event !== undefined) return { kind: 'event', id: resolveEventId(ctx.store, event) };
  if (evening !== undefined) {
    const date = eveningArg(evening, ctx.now());
    if (date === undefined) throw misused((t) => t.commands.badEvening(evening));
    return { kind: 'evening', date };
  }
  return id === undefined ? { kind: 'active' } : { kind: 'sheet', id: await resolveSheetId(ctx, id) };
}

/** One link the terminal prints (and `--json` lists). */
export interface LinkLine {
  kind: 'board' | 'scorer' | 'organiser';
  sheet?: string;
  table?: number;
  url: string;
}

export interface RunningBoard {
  server: BoardServer;
  /** What the terminal shows: the URLs, where they can be opened from, the QR codes. */
  intro: string;
  /** The intro says that Ctrl-C stops the server (a scorer's warning): `tafel serve` adds no line for it. */
  stopSaid: boolean;
  links: LinkLine[];
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
    return boardBody({ lang, sheets: [], refusals: [{ text: why(e, lang, true) }] });
  }
}

/** What `--scorer` writes: the sheet given or active when the server starts, or the event's tables. */
type Writing = { sheet: string } | { event: string; uid: string };

async function writingOf(ctx: Ctx, target: Target, id: string | undefined): Promise<Writing> {
  if (target.kind === 'evening') throw misused((t) => t.serve.scorerEvening);
  if (target.kind === 'event') {
    const eventId = target.id ?? resolveEventId(ctx.store, activeEvent(ctx));
    return { event: eventId, uid: readEventFile(ctx.store, eventId).uid };
  }
  return { sheet: target.kind === 'sheet' ? target.id : await resolveSheetId(ctx, id) };
}

function activeEvent(ctx: Ctx): string {
  const active = (ctx.store.readSettings() as { activeEvent?: unknown }).activeEvent;
  if (typeof active !== 'string')
    throw new StorageError(
      say((t) => t.event.noActive),
      'no-event',
    );
  return active;
}

/** `--new-link sheet` or `--new-link table <n>`, checked against what this server writes. */
function bumpOf(given: string[] | undefined, writing: Writing): Exclude<Label, { organiser: string }> | undefined {
  if (given === undefined) return undefined;
  const what = 'sheet' in writing ? writing.sheet : writing.event;
  const misfit = () => misused((t) => t.serve.newLinkWhich(what, 'event' in writing));
  if (given.length === 1 && given[0] === 'sheet') {
    if (!('sheet' in writing)) throw misfit();
    return { sheet: writing.sheet };
  }
  if (given.length === 2 && given[0] === 'table' && /^\d{1,2}$/.test(given[1]) && Number(given[1]) >= 1) {
    if (!('event' in writing)) throw misfit();
    return { event: writing.uid, table: Number(given[1]) };
  }
  throw misused((t) => t.serve.badNewLink(given.join(' ')));
}

/** Tables 1..99 of an event: a table link is valid for the whole event, whatever size each round has. */
const MAX_TABLES = 99;

/** Starts the board (for `tafel serve` and `tafel play --serve`); nothing is printed here. */
export async function startBoard(ctx: Ctx, id: string | undefined, given: ServeOptions): Promise<RunningBoard> {
  // `--host localhost` is the loopback, as everyone types it (a name that could be another address is refused).
  const opts = given.host?.toLowerCase() === 'localhost' ? { ...given, host: '127.0.0.1' } : given;
  // Each browser may ask for either language; all that the answers read is loaded now (serve/preload.ts).
  await loadTexts(...LANGS);
  await loadWhole();
  const target = await targetOf(ctx, id, opts.evening, opts.event);
  if (!opts.scorer && (opts.newLinks || opts.newLink !== undefined)) throw newLinksAlone(id, given);
  const writing = opts.scorer ? await writingOf(ctx, target, id) : undefined;
  const bump = writing ? bumpOf(opts.newLink, writing) : undefined;
  if (opts.host !== undefined && net.isIP(opts.host) === 0) throw misused((t) => t.serve.badHost(opts.host!));
  if (opts.port !== undefined && (!/^\d{1,5}$/.test(opts.port) || Number(opts.port) > 65535))
    throw misused((t) => t.serve.badPort(opts.port!));
  let key: ServeKey | undefined;
  let made: ServeKey | undefined;
  if (writing) {
    const k = await updateKey(ctx.store);
    if (k.made) made = k.key;
    // New links are written once the server listens: one that cannot start ends none of the printed ones.
    key = changedKey(k.key, { renew: opts.newLinks, ...(bump ? { bump } : {}) });
  }
  // A scorer's server keeps the address of what it writes: its printed links and a phone's outbox belong to one
  // origin (scorer.md §1). An event's server serves where its printed table cards point.
  const cards = writing && 'event' in writing ? (key?.printed?.[servedAs(writing)] ?? key?.cards) : undefined;
  const kept = cards ?? (writing ? key?.served?.[servedAs(writing)] : undefined);
  const source = cards ? 'cards' : 'start';
  const host = opts.host ?? kept?.host ?? defaultHost();
  const port = opts.port !== undefined ? Number(opts.port) : (kept?.port ?? 0);
  let rates: (() => Rates) | undefined;
  if (target.kind === 'evening') {
    const { ratesFor } = await import('../evening/rates.js');
    rates = () => {
      try {
        return ratesFor(ctx.store, [], undefined);
      } catch {
        // Presets that cannot be read: the preview settles what needs no rate.
        return {};
      }
    };
  }
  // An event's scorer server stays on the event it was started for, its board too (not the active event as it changes).
  const pinned = writing && 'event' in writing ? ({ kind: 'event', id: writing.event } as const) : undefined;
  const board = new Board(ctx.store, pinned ?? target, rates);
  const links = new Map<string, Link>();
  let server: BoardServer | undefined;
  // A phone's write the computer refused (a full disk, a lock held) is said here in full (serve/why.ts).
  const log = failureLog(ctx.lang, (line) => streamsOf(ctx).writeErr(line));
  const written = () => {
    log.clear();
    server?.update();
  };
  const phones = { store: ctx.store, written, failed: log.failed, now: ctx.now };
  const boardToken = (await import('../serve/server.js')).newToken();
  links.set(boardToken, { body: (lang) => safeBody(board, lang), page: boardPage });
  const lines: LinkLine[] = [];
  // What each writing link writes, by its token: a link renewed meanwhile by another server stops here (keptLinks).
  const labels = new Map<string, Label>();
  const origin = () => server!.origin;
  if (writing && key) {
    const { ScorerLink } = await import('../serve/scorer.js');
    if ('sheet' in writing) {
      const token = tokenOf(key, { sheet: writing.sheet });
      labels.set(token, { sheet: writing.sheet });
      const shown = target.kind === 'active' ? () => activeOrNone(ctx) : undefined;
      links.set(token, new ScorerLink({ ...phones, writes: { sheet: writing.sheet }, ...(shown ? { shown } : {}) }));
      lines.push({ kind: 'scorer', sheet: writing.sheet, url: `/${token}/` });
    } else {
      const { OrganiserLink, tablesOf } = await import('../serve/organiser.js');
      const tableToken = (n: number) => tokenOf(key!, { event: writing.uid, table: n });
      for (let n = 1; n <= MAX_TABLES; n++) {
        links.set(tableToken(n), new ScorerLink({ ...phones, writes: { event: writing.event, table: n } }));
        labels.set(tableToken(n), { event: writing.uid, table: n });
      }
      const organiser = tokenOf(key, { organiser: writing.uid });
      labels.set(organiser, { organiser: writing.uid });
      links.set(
        organiser,
        new OrganiserLink({
          store: ctx.store,
          event: writing.event,
          base: `/${organiser}/`,
          now: ctx.now,
          tableUrl: (n) => `${origin()}/${tableToken(n)}/`,
        }),
      );
      // A table given a new link (`--new-link table 5`) is listed even past the tables drawn, so it can be handed on.
      const renewed = bump && 'table' in bump ? bump.table : 0;
      const tables = Math.max(tablesOf(readEventFile(ctx.store, writing.event)), renewed);
      for (let n = 1; n <= tables; n++) lines.push({ kind: 'scorer', table: n, url: `/${tableToken(n)}/` });
      lines.push({ kind: 'organiser', url: `/${organiser}/` });
    }
  }
  try {
    server = await startServer({
      host,
      port,
      token: boardToken,
      ...(opts.langGiven ? { lang: ctx.lang } : {}),
      links: keptLinks(ctx.store, links, labels),
      failed: log.answerFailed,
    });
  } catch (e) {
    // Refused: nothing written (a key made for this server goes again).
    if (made) await dropKey(ctx.store, made);
    const code = (e as NodeJS.ErrnoException).code ?? String(e);
    // The kept address of another network (the laptop at the club): only another --host helps, not another port.
    // No ":0" where no port was asked: any free one would have done.
    const addr = port === 0 ? host : `${host}:${port}`;
    if (code === 'EADDRNOTAVAIL') {
      const from = opts.host === undefined && kept ? source : undefined;
      throw refused((t) => t.serve.hostGone(addr, from, defaultHost()));
    }
    if (code === 'EADDRINUSE') {
      const from = opts.port === undefined && kept ? source : undefined;
      throw refused((t) => t.serve.portTaken(addr, from));
    }
    throw refused((t) => t.serve.cannotListen(addr, code));
  }
  const s = server;
  if (key && writing) await updateKey(ctx.store, { set: key, at: { host, port: s.port, what: servedAs(writing) } });
  const all: LinkLine[] = [{ kind: 'board', url: s.url }, ...lines.map((l) => ({ ...l, url: s.origin + l.url }))];
  const unwatch = watchData(ctx.store.dir, s.update);
  // The organiser's page flags a table silent for 10 minutes: time passes without a write.
  const tick = writing && 'event' in writing ? setInterval(s.update, 30000) : undefined;
  tick?.unref();
  const t = textsOf(ctx.lang).serve;
  const local = host.startsWith('127.') || host === '::1';
  // A QR code on a terminal, colour off too (NO_COLOR, --no-color, TERM=dumb: in its own ink, serve/qr.ts); none into
  // a pipe or file without colour (nor with --json), and none for an address only this computer can open, which no
  // phone could.
  const qr = opts.qr !== false && (ctx.color || (!ctx.json && ctx.out?.isTerminal(1) === true)) && !local;
  const out: string[] = [];
  // Lines of words wrap between words at the screen's width (the QR codes are drawn as they are).
  const say = (line: string) => out.push(wrapProse(line, ctx.screen.width));
  const draw = qr ? await import('../serve/qr.js') : undefined;
  const boardCode = await draw?.terminalQr(s.url, ctx.color);
  // A sheet's scorer link has a code too, beside the board's where the terminal has room (80 columns), else under it.
  const scorer = all.find((l) => l.sheet !== undefined);
  const scorerCode = scorer && (await draw?.terminalQr(scorer.url, ctx.color));
  const pair =
    boardCode && scorerCode
      ? draw?.sideBySide([t.qrBoard, boardCode], [t.qrScorer(scorer.sheet!), scorerCode], ctx.screen.width)
      : undefined;
  // The board's code alone (an evening's, a club's board) comes last, under every line of words: on an 80x24 terminal
  // what scrolls off is words, never the top of the code (a club's tables, the cards' warning).
  const codeLast = !scorerCode;
  say(t.listening(s.url));
  // Side by side, under their captions, the codes need no line saying what they open: all fits 80x24 with the prompt.
  if (!pair) say(local ? t.localOnly(host) : t.network(qr));
  if (boardCode && !pair && !codeLast) out.push(boardCode);
  if (opts.newLinks) say(t.newLinksDone);
  if (bump) say('sheet' in bump ? t.newLinkDone(bump.sheet) : t.newLinkDone('', bump.table));
  for (const l of all.slice(1)) {
    if (l.kind === 'organiser') say(t.organiserLink(l.url, `${l.url}cards`));
    else if (l.table !== undefined) say(t.tableLink(l.table, l.url));
    else {
      // Side by side, the sheet is named over its code: its link holds one line of 80 columns.
      say(t.scorerLink(l.url, pair ? undefined : l.sheet));
      const codes = pair ?? scorerCode;
      if (codes) out.push(codes);
    }
  }
  // Said once unless only this computer can reach it: anyone with a scorer link can write (and Ctrl-C stops it).
  const stopSaid = writing !== undefined && !local;
  if (stopSaid) say(t.scorerWarning);
  if (cards && (cards.host !== host || cards.port !== s.port)) say(t.cardsElsewhere(`${cards.host}:${cards.port}`));
  if (boardCode && codeLast) out.push(boardCode);
  if (opts.open)
    openBrowser(s.url, ctx.env, (opener, exit) => streamsOf(ctx).writeErr(`${t.noBrowser(opener, exit)}\n`));
  return {
    server: s,
    intro: out.join('\n'),
    stopSaid,
    links: all,
    stop: async () => {
      if (tick) clearInterval(tick);
      unwatch();
      await s.close();
    },
  };
}

/** The active sheet now (the board follows it), or none. */
function activeOrNone(ctx: Ctx): string | undefined {
  try {
    return ctx.store.readSettings().active;
  } catch {
    return undefined;
  }
}

/**
 * The system's way to open a link. Where it is missing or fails, `failed` is told once (the command, its exit code
 * when it ran): the user would otherwise wait for a browser that never comes. The board serves on either way.
 */
function openBrowser(url: string, env: Ctx['env'], failed: (opener: string, exit?: number) => void): void {
  const platform = os.platform();
  const [cmd, args] =
    platform === 'darwin'
      ? ['open', [url]]
      : platform === 'win32'
        ? ['cmd', ['/c', 'start', '', url]]
        : ['xdg-open', [url]];
  let told = false;
  const tell = (exit?: number) => {
    if (!told) failed(cmd, exit);
    told = true;
  };
  try {
    const child = spawn(cmd, args as string[], { env, stdio: 'ignore', detached: true });
    child.on('error', () => tell());
    child.on('exit', (code) => code !== 0 && code !== null && tell(code));
    child.unref();
  } catch {
    tell();
  }
}

/**
 * `tafel serve`: the live board (and with --scorer the scorer links) until Ctrl-C (the run's signal: src/cli/io.ts),
 * which closes every connection and exits 130 (143 for SIGTERM, 129 for SIGHUP: stoppedCode). With --json one line
 * on stdout says where it is ({"url", "host", "port", "links"}).
 */
export async function runServe(ctx: Ctx, id: string | undefined, opts: ServeOptions): Promise<Output> {
  const out = streamsOf(ctx);
  const signal = ctx.signal;
  if (!signal) throw new Error('tafel serve runs until its run is stopped: its Ctx needs the signal');
  const b = await startBoard(ctx, id, opts);
  const t = textsOf(ctx.lang).serve;
  if (ctx.json)
    out.writeOut(
      JSON.stringify({ url: b.server.url, host: b.server.host, port: b.server.port, links: b.links }) + '\n',
    );
  else out.writeOut(b.stopSaid ? `${b.intro}\n` : `${b.intro}\n${t.stopHint}\n`);
  if (!signal.aborted) await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
  await b.stop();
  out.writeErr(`${t.stopped}\n`);
  // Everything was said: the exit code is all that is left.
  return { json: undefined, text: () => '', exitCode: stoppedCode(signal), said: true };
}

/**
 * `tafel play --serve`: the board beside table mode in one process. Its lines go to stderr with the
 * prompts (stdout keeps table mode's closing line, one a sheet played); the board stops when table mode ends.
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

/**
 * `tafel event cards`: the organiser's printable table cards, without a server: the same scorer links `tafel serve
 * --scorer --event` serves (derived from this data directory's key) at the address given or last served.
 */
export async function runEventCards(
  ctx: Ctx,
  o: { event?: string; host?: string; port?: string; out?: string; force?: boolean },
): Promise<Output> {
  await loadTexts(...LANGS);
  const eventId = resolveEventId(ctx.store, o.event ?? activeEvent(ctx));
  const event = readEventFile(ctx.store, eventId);
  if (o.host !== undefined && net.isIP(o.host) === 0) throw misused((t) => t.serve.badHost(o.host!));
  if (o.port !== undefined && (!/^\d{1,5}$/.test(o.port) || Number(o.port) < 1 || Number(o.port) > 65535))
    throw misused((t) => t.serve.badPort(o.port!));
  // Where the cards go is checked before the key is written: never into the data directory, a file only with --force.
  const { outTarget, writeOutFile } = await import('../store/out-file.js');
  if (o.out !== undefined) outTarget(ctx.store.dir, o.out, Boolean(o.force));
  // Where this event was last served, else where any scorer's server was.
  const known = readKey(ctx.store);
  const last = known?.served?.[servedAs(event)] ?? known;
  const host = o.host ?? last?.host;
  const port = o.port !== undefined ? Number(o.port) : last?.port;
  if (host === undefined || port === undefined) throw misused((t) => t.serve.cardsNeedAddress);
  // Remembered, so that `serve --event --scorer` serves there (the cards' links) by default.
  const { key } = await updateKey(ctx.store, { cards: { host, port, what: servedAs(event) } });
  const { cardsPage, tablesOf } = await import('../serve/organiser.js');
  // A server bound to every address is opened at this machine's own address: 0.0.0.0 opens nothing on a phone.
  const shown = shownHost(host);
  const h = shown.includes(':') ? `[${shown}]` : shown;
  const url = (n: number) => `http://${h}:${port}/${tokenOf(key, { event: event.uid, table: n })}/`;
  const page = await cardsPage(event, url, ctx.lang);
  const n = tablesOf(event);
  if (o.out === undefined) return { json: { event: event.id, tables: n }, text: () => page, document: page };
  const target = writeOutFile(ctx.store, o.out, page, Boolean(o.force));
  return {
    json: { event: event.id, tables: n, out: target },
    text: (c) => textsOf(c.lang).serve.cardsWritten(n, target),
  };
}
