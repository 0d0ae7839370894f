/** The limits that keep a board (and a scorer's writes) on a local network safe from slow or greedy clients. */
export const LIMITS = {
  /**
   * Live connections that presented a valid token (the event streams of open boards count); past it 503. A club
   * night of 120 players has every phone on the event board and 30 table pages writing (scorer.md §4: at least
   * 256); the bench holds 256 boards and 30 writing pages, each page with its stream and its writes' connection.
   */
  connections: 512,
  /**
   * The last places of `connections`, kept for the links that write (scorer and table links: their pages, streams and
   * writes) while any link writes: past `connections - writersReserve` a read-only link's new connection is 503, so
   * the board's streams never keep a scorer from recording. 30 table pages with a stream and a write each fit.
   */
  writersReserve: 64,
  /**
   * Event streams of a read-only link (the board, the organiser's page) from one client address; past it 503. A phone
   * opens one or two: room for some 30 phones behind one router's address (NAT), an eighth of the cap.
   */
  streamsPerAddress: 64,
  /** Connections that have not yet presented a token, from one client address; the oldest is closed first. */
  pendingPerAddress: 8,
  /** The same, from all addresses together. */
  pendingTotal: 64,
  /** A connection without a whole request this long after it opened is closed (slowloris, a token-less flood). */
  pendingMs: 5000,
  /** The request target's length; past it 414. */
  urlBytes: 2048,
  /** The whole header block (Node answers 431 past it). */
  headerBytes: 8192,
  /** Headers must be complete this soon after the connection opened (slowloris). */
  headersTimeoutMs: 5000,
  /** A connection that sends nothing (between keep-alive requests, or a stalled one) is closed. */
  idleMs: 15000,
  /** A comment line on every event stream, so proxies and phones keep it open. */
  heartbeatMs: 15000,
  /** A write's JSON body; past it 413. */
  bodyBytes: 4096,
  /** Writes (deal, undo, redo, finish) a second per token; past it 429. */
  writesPerSecond: 10,
  /** Previews a second per token (a typist's debounced line, two phones on one link). */
  previewsPerSecond: 20,
};
export type Limits = typeof LIMITS;
