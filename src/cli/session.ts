import { LANGS, type Lang } from '../i18n/lang.js';
import { dataDir, savedLang } from '../store/paths.js';

/**
 * One run of the command line: its words and the language it speaks. Made from the words given
 * (src/main.ts passes process.argv), so importing the shell reads nothing of the process's.
 */
export interface Session {
  readonly argv: readonly string[];
  /** --json anywhere on the line: errors too are then one JSON document. */
  readonly json: boolean;
  /** Settled before parsing (so --help and usage errors speak it), and again by context() for a command. */
  lang: Lang;
  /** The help commander wrote to stderr for a command called without its subcommand (see QUIET). */
  keptHelp?: string;
}

/** The value of `--name value` or `--name=value` on the line. */
export function argValue(argv: readonly string[], name: string): string | undefined {
  const i = argv.findIndex((a) => a === name || a.startsWith(name + '='));
  if (i < 0) return undefined;
  return argv[i].includes('=') ? argv[i].split('=')[1] : argv[i + 1];
}

/** LANG=nl* (or LC_ALL, LC_MESSAGES) speaks Dutch. */
export const envLang = (): Lang =>
  /^nl/i.test(process.env.LC_ALL || process.env.LC_MESSAGES || process.env.LANG || '') ? 'nl' : 'en';

/** The language before the line is parsed: --lang, else the saved language, else the environment's. */
export function startSession(argv: readonly string[]): Session {
  const given = argValue(argv, '--lang');
  const lang: Lang = LANGS.find((l) => l === given) ?? savedLang(dataDir(argValue(argv, '--data-dir'))) ?? envLang();
  return { argv, json: argv.includes('--json'), lang };
}
