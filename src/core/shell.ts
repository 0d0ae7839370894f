/**
 * A word as typed in a POSIX shell: as it is when plain, else in double quotes ("Ann Marie=-15,Bert=15"). A file of
 * its own: the usage errors of every command line use it, which must not load all of flags.ts.
 */
export const shellWord = (s: string): string =>
  /^[\w.,=+:/@-]+$/.test(s) ? s : `"${s.replace(/(["\\$`])/g, '\\$1')}"`;
