import { describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * The one I/O boundary (src/cli/io.ts): no other file of src/ reads `process` (its streams, env,
 * argv, pid, exit, signals) or writes to the console, so a run takes everything from the io it is
 * given and the tests can run the bundle in their own process (test/helpers/cli.ts). Checked on the
 * syntax tree: a name `process` or `console` used as a value (not a property called so, nor a word
 * in a comment or a string), or an import of node:process.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BOUNDARY = 'src/cli/io.ts';
const GLOBALS = new Set(['process', 'console']);

/** Each use of the process or the console in one source text, as `line: code`. */
function readsOfProcess(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const say = (node: ts.Node) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${line + 1}: ${node.parent.getText(source).split('\n')[0]}`);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && GLOBALS.has(node.text)) {
      const p = node.parent;
      // `x.process`, `{ process: 1 }`, `interface { process }`: a property of that name, not the global.
      const property =
        (ts.isPropertyAccessExpression(p) &&
          p.name === node &&
          !/^(globalThis|global)$/.test(p.expression.getText(source))) ||
        ((ts.isPropertyAssignment(p) ||
          ts.isPropertySignature(p) ||
          ts.isPropertyDeclaration(p) ||
          ts.isMethodDeclaration(p) ||
          ts.isMethodSignature(p)) &&
          p.name === node) ||
        (ts.isQualifiedName(p) && p.right === node);
      // `NodeJS.Process` types and the like are no reads; a type named `process` does not exist.
      if (!property && !ts.isTypeReferenceNode(p)) say(node);
    }
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      /^(node:)?process$/.test(node.moduleSpecifier.text)
    )
      say(node.moduleSpecifier);
    if (
      ts.isCallExpression(node) &&
      node.arguments.length === 1 &&
      ts.isStringLiteral(node.arguments[0]) &&
      /^(node:)?process$/.test(node.arguments[0].text)
    )
      say(node.arguments[0]);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? sources(p) : /\.[cm]?ts$/.test(e.name) ? [p] : [];
  });
}

describe('one I/O boundary', () => {
  test('no file of src/ but src/cli/io.ts reads the process or writes to the console', () => {
    const reads: string[] = [];
    for (const file of sources(path.join(ROOT, 'src'))) {
      const rel = path.relative(ROOT, file).split(path.sep).join('/');
      if (rel === BOUNDARY) continue;
      for (const r of readsOfProcess(rel, fs.readFileSync(file, 'utf8'))) reads.push(`${rel}:${r}`);
    }
    expect(reads).toEqual([]);
  });

  test('the boundary itself is where the process is read', () => {
    expect(readsOfProcess(BOUNDARY, fs.readFileSync(path.join(ROOT, BOUNDARY), 'utf8')).length).toBeGreaterThan(5);
  });

  test('the check finds every way in, and nothing that is not one', () => {
    const planted = [
      'const a = process.env.HOME;',
      'const { pid } = process;',
      'process.exitCode = 2;',
      "import proc from 'node:process';",
      "const p = require('process');",
      'const q = globalThis.process;',
      'console.log("x");',
      "export { env } from 'node:process';",
    ].join('\n');
    expect(readsOfProcess('planted.ts', planted).map((r) => r.split(':')[0])).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
    ]);
    const harmless = [
      '// process.env is read by the boundary',
      "const s = 'process.exit';",
      'const o = { process: 1 };',
      'const n = o.process;',
      'interface I { process: number; console(): void }',
      'let e: NodeJS.ProcessEnv;',
    ].join('\n');
    expect(readsOfProcess('harmless.ts', harmless)).toEqual([]);
  });
});
