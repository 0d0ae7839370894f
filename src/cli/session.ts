import type { Command } from 'commander';
import { LANGS, langNamed, type Lang } from '../i18n/lang.js';
import { dataDir, savedLang } from '../store/paths.js';
import { Out } from '../ui/out.js';
import type { Env, Io } from './io.js';
import { misused, type Text } from '../core/errors.js';

/**
 * One run of the command line: its words, its io (src/cli/io.ts), the language it speaks and the exit
 * code it ends with. Made from the words and the io given, so two runs in one process share nothing.
 */
export interface Session {
  readonly argv: readonly string[];
  readonly io: Io;
  /** Standard output and error of the run (ui/out.ts), made once from the io. */
  readonly out: Out;
  /** --json anywhere on the line: errors too are then one JSON document. */
  readonly json: boolean;
  /** Settled before parsing (so --help and usage errors speak it), and again by context() for a command. */
  lang: Lang;
  /** The help commander wrote to stderr for a command called without its subcommand (see QUIET). */
  keptHelp?: string;
  /**
   * What a command line given too many words, or an unknown option of `record` or `edit`, most likely meant
   * (cli/mistyped.ts), said after the parser's line.
   */
  meant?: Text;
  /**
   * The example a missing argument is shown with, when cli/mistyped.ts chose it: a `judge` command's own for the game
   * typed, '' when its help has none of that game (another game's would not be the player's question).
   */
  example?: string;
  /** The program the line was parsed by, once built. */
  program?: Command;
  /** The exit code a command's output asked for (doctor with problems, serve stopped). */
  exitCode?: number;
}

/** The value of `--name value` or `--name=value` on the line. */
export function argValue(argv: readonly string[], name: string): string | undefined {
  const i = argv.findIndex((a) => a === name || a.startsWith(name + '='));
  if (i < 0) return undefined;
  return argv[i].includes('=') ? argv[i].split('=')[1] : argv[i + 1];
}

/** The language --lang names; one it does not name is a usage error (exit 2). */
export function langGiven(given: string): Lang {
  const lang = langNamed(given);
  if (lang === undefined) throw misused((t) => t.cli.badLang(given, LANGS));
  return lang;
}

/** LANG=nl* (or LC_ALL, LC_MESSAGES) speaks Dutch. */
export const envLang = (env: Env): Lang => {
  const locale = (env.LC_ALL || env.LC_MESSAGES || env.LANG || '').toLowerCase();
  return LANGS.find((l) => locale.startsWith(l)) ?? 'en';
};

/** The language before the line is parsed: --lang, else the saved language, else the environment's. */
export function startSession(argv: readonly string[], io: Io): Session {
  const given = argValue(argv, '--lang');
  const lang: Lang = langNamed(given) ?? savedLang(dataDir(argValue(argv, '--data-dir'), io.env)) ?? envLang(io.env);
  return { argv, io, out: new Out(io.stdin, io.stdout, io.stderr), json: argv.includes('--json'), lang };
}
