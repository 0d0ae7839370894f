import { expect, test } from '@jest/globals';
import path from 'node:path';
import ts from 'typescript';

/*
 * A language that lacks a text must not compile (issue 22 item 2): nl/<room>.ts is typed `typeof en`.
 * The compiler API on one room's pair of files (they import only i18n/lang.ts) with the smallest lib
 * keeps this fast; the second program reuses the first one's parsed files. tsc --noEmit checks all rooms.
 */
const dir = path.resolve('src/i18n');
const roots = [path.join(dir, 'nl/store.ts')];
const options: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  lib: ['lib.es5.d.ts'],
  types: [],
  strict: true,
  noEmit: true,
  skipLibCheck: true,
};

/** The errors of the catalogues, with `edit` applied to the text of one file. */
function errors(
  file: string,
  edit: (text: string) => string,
  old?: ts.Program,
): { program: ts.Program; messages: string[] } {
  const host = ts.createCompilerHost(options);
  const read = host.readFile.bind(host);
  host.readFile = (name) => {
    const text = read(name);
    return text !== undefined && path.resolve(name) === path.join(dir, file) ? edit(text) : text;
  };
  const program = ts.createProgram(roots, options, host, old);
  const messages = ts
    .getPreEmitDiagnostics(program)
    .map(
      (d) =>
        `${d.file ? path.relative(dir, d.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`,
    );
  return { program, messages };
}

test('the catalogues compile as they are, and not with one Dutch key removed', () => {
  const whole = errors('nl/store.ts', (text) => text);
  expect(whole.messages).toEqual([]);

  const line = /^ {2}fileNotFolder: .*\n/m;
  const missing = errors(
    'nl/store.ts',
    (text) => {
      expect(text).toMatch(line);
      return text.replace(line, '');
    },
    whole.program,
  );
  expect(missing.messages.length).toBeGreaterThan(0);
  expect(missing.messages.join('\n')).toMatch(/nl\/store\.ts: .*'fileNotFolder'/);
});
