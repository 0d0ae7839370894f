import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import fs from 'node:fs';
import path from 'node:path';
import { snapshot, tafel, tempHomes } from '../helpers/cli.js';
import { scanJson } from '../../src/store/json.js';

/**
 * scanJson against JSON written here, whose every key's place is known as it is written: a key given twice is
 * the second one of an object that already has it (keys compared as JSON reads them, escapes decoded), and the
 * scan names the first such place in the text. Objects of up to 20 different keys and perhaps one
 * given again (past the size where the scan changes how it keeps them); strings full of quotes,
 * backslashes and brackets.
 */
type Node = number | string | Node[] | { pairs: [string, boolean, Node][] };

const NAMES = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n', 'o', 'p', 'q', 'r', 'x"y', 'z\\'];
const text = fc.string({
  unit: fc.constantFrom('"', '\\', '[', ']', '{', '}', ',', 'a', ' ', '\n', '\u00e9'),
  maxLength: 6,
});
const { node } = fc.letrec<{ node: Node }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.integer(),
    text,
    fc.array(tie('node'), { maxLength: 4 }),
    // Keys all different (up to 20), one of them perhaps given again somewhere; which keys are written as \u escapes.
    fc
      .record({
        keys: fc.uniqueArray(fc.constantFrom(...NAMES), { maxLength: 20, size: 'max' }),
        again: fc.option(fc.tuple(fc.nat(), fc.nat())),
        escapes: fc.nat(),
        values: fc.array(tie('node'), { minLength: 1, maxLength: 3 }),
      })
      .map(({ keys, again, escapes, values }) => {
        const order = [...keys];
        if (again && keys.length > 0) order.splice(again[1] % (keys.length + 1), 0, keys[again[0] % keys.length]);
        return {
          pairs: order.map((k, i): [string, boolean, Node] => [
            k,
            ((escapes >> (i % 30)) & 1) === 1,
            values[i % values.length],
          ]),
        };
      }),
  ),
}));

const escapedKey = (k: string): string =>
  `"${[...k].map((ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}"`;

/** The text of a node, and the offset of the first key given twice in its object (in text order), if any. */
function write(n: Node, at: number, first: { at?: number }): string {
  if (typeof n === 'number' || typeof n === 'string') return JSON.stringify(n);
  if (Array.isArray(n)) {
    let out = '[';
    n.forEach((x, i) => {
      if (i > 0) out += ', ';
      out += write(x, at + out.length, first);
    });
    return `${out}]`;
  }
  let out = '{';
  const seen = new Set<string>();
  n.pairs.forEach(([key, escaped, value], i) => {
    if (i > 0) out += ', ';
    if (seen.has(key) && (first.at === undefined || at + out.length < first.at)) first.at = at + out.length;
    seen.add(key);
    out += `${escaped ? escapedKey(key) : JSON.stringify(key)}: `;
    out += write(value, at + out.length, first);
  });
  return `${out}}`;
}

describe('scanJson', () => {
  test('finds the first key given twice in one object, wherever it is, escaped or not, and nothing else', () => {
    fc.assert(
      fc.property(node, (n) => {
        const first: { at?: number } = {};
        const json = write(n, 0, first);
        JSON.parse(json); // the oracle writes JSON
        expect(scanJson(json, true, 1000)).toEqual(
          first.at === undefined ? undefined : { kind: 'duplicate', at: first.at },
        );
        expect(scanJson(json, false, 1000)).toBeUndefined();
      }),
      { numRuns: 400 },
    );
  });

  test('a string that never closes ends the scan; the keys of a large object are all remembered', () => {
    for (const t of ['{"a": "x', '{"a": "x\\', '{"a', '{"a\\', '["\\"]']) expect(scanJson(t, true)).toBeUndefined();
    expect(scanJson('{"a": "\\\\", "a": 2}', true)).toEqual({ kind: 'duplicate', at: 12 });

    // Every key of a large object is still remembered, the first as the last, each found as given again.
    const many = Array.from({ length: 20 }, (_, i) => `"k${i}": ${i}`).join(', ');
    for (const k of [0, 1, 14, 15, 16, 19])
      expect([k, scanJson(`{${many}, "k${k}": 1}`, true)]).toEqual([k, { kind: 'duplicate', at: many.length + 3 }]);
    expect(scanJson(`{${many}, "k20": 1}`, true)).toBeUndefined();
  });
});

describe('the files the store reads: a key given twice is refused, never read as its last one', () => {
  const home = tempHomes();
  /** The text with `"key":` given once more, as an empty list, on a line of its own before it; and that line. */
  const twice = (text: string, key: string, value: string): [string, number] => {
    const at = text.indexOf(`"${key}":`);
    const line = text.slice(0, at).split('\n').length;
    return [`${text.slice(0, at)}"${key}": ${value},\n  ${text.slice(at)}`, line + 1];
  };

  test('a sheet with "deals" twice: sheet, record and doctor name the file and line, English and Dutch', async () => {
    const h = home();
    expect((await tafel(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk'])).code).toBe(0);
    expect((await tafel(h, ['record', 'pas'])).code).toBe(0);
    const file = path.join(h, 'sheets', fs.readdirSync(path.join(h, 'sheets')).find((f) => f.endsWith('.json'))!);
    // Two lists of deals: JSON.parse keeps the last and drops the first without a word.
    const [text, line] = twice(fs.readFileSync(file, 'utf8'), 'deals', '[{"contract": "pas"}]');
    fs.writeFileSync(file, text);
    const before = snapshot(h);
    const sheet = await tafel(h, ['sheet']);
    expect([sheet.code, sheet.stdout]).toEqual([1, '']);
    const said = `tafel: ${file} holds a key twice in one object (line ${line}); it was left untouched.`;
    expect(sheet.stderr.startsWith(said)).toBe(true);
    const nl = await tafel(h, ['record', 'pas', '--lang', 'nl']);
    expect(nl.code).toBe(1);
    expect(nl.stderr).toContain(`.json bevat een sleutel twee keer in één object (regel ${line}); tafel liet het`);
    const doctor = await tafel(h, ['doctor']);
    expect(doctor.stdout).toContain(`holds a key twice in one object (line ${line})`);
    expect(snapshot(h)).toEqual(before);
  });

  test('settings.json and an event file with a key twice: refused the same way, nothing written', async () => {
    const h = home();
    expect((await tafel(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk'])).code).toBe(0);
    const entrants = ['--entrants', 'Ann,Bert,Cis,Dirk,Eva,Fien,Gert,Hilde', '--rounds', '2'];
    expect((await tafel(h, ['event', 'new', 'klaverjassen', '--id', 'vrijdag', ...entrants])).code).toBe(0);
    const event = path.join(h, 'events', 'vrijdag.json');
    const [eventText, eventLine] = twice(fs.readFileSync(event, 'utf8'), 'rules', '"rotterdams"');
    fs.writeFileSync(event, eventText);
    const shown = await tafel(h, ['event', 'show', 'vrijdag']);
    expect([shown.code, shown.stderr]).toEqual([1, expect.stringContaining(`(line ${eventLine})`)]);
    expect(shown.stderr).toContain(`${event} `);
    const settings = path.join(h, 'settings.json');
    const [settingsText, settingsLine] = twice(fs.readFileSync(settings, 'utf8'), 'active', '"elsewhere"');
    fs.writeFileSync(settings, settingsText);
    const before = snapshot(h);
    const r = await tafel(h, ['sheet']);
    expect([r.code, r.stdout]).toEqual([1, '']);
    expect(r.stderr).toContain(`${settings} holds a key twice in one object (line ${settingsLine})`);
    expect(snapshot(h)).toEqual(before);
  });
});
