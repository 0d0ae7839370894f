/**
 * What the store needs of the process it runs in, given by the shell from the run's io
 * (src/cli/io.ts): the store reads nothing of `process` itself, so two runs in one process (the
 * tests') each bring their own and share no state.
 */
export interface Host {
  /** Names this process in its locks and temporary files. */
  readonly pid: number;
  /** This user's id (undefined where there is none): the owner the user's own cache files must have. */
  readonly uid: number | undefined;
  /** TAFEL_LOCK_WAIT_MS, TAFEL_LOCK_STALE_MS, and where the user's cache is (XDG_CACHE_HOME, HOME). */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Whether a process of this machine runs under that pid. */
  alive(pid: number): boolean;
  /** Runs `hook` when the process ends, however it ends: the locks it still holds go. */
  onExit(hook: () => void): void;
  /** Asks for this many threads of file work before the first of it; may do nothing. */
  fileThreads?(n: number): void;
}
