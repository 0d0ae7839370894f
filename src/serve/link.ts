import type { Lang } from '../core/game.js';

/* What the server serves under a token: the types every page module shares with the server. */

export interface Body {
  title: string;
  html: string;
  /** A scorer's page: the part under its input line, and what the page knows of the sheet. */
  rest?: string;
  state?: unknown;
}

/** The answer to a write: its status and JSON. */
export interface Answer {
  status: number;
  json: unknown;
}

/** What a token opens: a page with a live body, perhaps other pages, perhaps writes. */
export interface Link {
  /** The changing part, in one language: sent on the event stream, read afresh after `update`. */
  body(lang: Lang): Body;
  /** The whole page around a body; `events` is the stream's path. */
  page(body: Body, lang: Lang, events: string): string;
  /** Other pages under the token (the organiser's table cards), by name. */
  pages?: Record<string, (lang: Lang) => string | Promise<string>>;
  /** The writes this link takes (`POST /<token>/<action>`); a read-only link has none. */
  post?(action: string, fields: Record<string, unknown>, lang: Lang): Promise<Answer>;
  /** The actions `post` knows. */
  actions?: readonly string[];
  /** Which actions are writes (rate-limited as writes); the others count as previews. */
  writes?: readonly string[];
}
