import { describe, expect, test } from '@jest/globals';
import { tafel, tempHomes } from '../../helpers/cli.js';

/*
 * The lodige scoring topic says where its point table comes from, in both languages: the club rules give the
 * principle and no table, so the table is tafel's own default (docs/rules-notes.md, 2026-12-07). Until 2026-12-07 the
 * topic spoke of a Flemish table "that goes with exactly this list of contracts" and the troel topic of "the
 * published table", neither named anywhere a reader could look it up.
 */
const home = tempHomes();
const now = new Date(2026, 11, 6, 20, 0);
// The text as one line: a pipe wraps it at 80 columns, and the words may fall on either side of a break.
const said = async (args: string[]): Promise<string> => {
  const r = await tafel(home(), ['--no-input', ...args], { now });
  expect(r.code).toBe(0);
  expect(r.stderr).toBe('');
  return r.stdout.replace(/\s*\n\s*/g, ' ');
};

describe('the lodige point table names its source', () => {
  test("English: the Source line and the text say the table is tafel's own default", async () => {
    const out = await said(['rules', 'kleurenwiezen', 'scoring']);
    expect(out).toContain(
      'Source: Flemish club rules "Kleurenwiezen – Spelregels" (lodige.nl/kleurenwiezen): the principle, no point ' +
        'table; tafel manual, "Rules notes": the point table, tafel\'s own default ',
    );
    expect(out).toContain(
      "The club rules refer to a point table that their text does not give. The table below is tafel's own default " +
        'for this list of contracts, not zero-sum as the rules ask (with the values in force).',
    );
    expect(out).not.toContain('goes with exactly');
  });

  test('Dutch: the same in Dutch words', async () => {
    const out = await said(['--lang', 'nl', 'rules', 'kleurenwiezen', 'telling']);
    expect(out).toContain(
      'Bron: Vlaamse clubregels "Kleurenwiezen – Spelregels" (lodige.nl/kleurenwiezen): het principe, geen ' +
        'puntentabel; handleiding van tafel, regelnotities: de puntentabel, de eigen standaard van tafel ',
    );
    expect(out).toContain(
      'De clubregels verwijzen naar een puntentabel die hun tekst niet geeft. De tabel hieronder is de eigen ' +
        'standaard van tafel voor deze contractenlijst, zonder nulsom zoals de regels vragen ' +
        '(met de waarden die gelden).',
    );
    expect(out).not.toContain('bij precies deze contractenlijst hoort');
  });

  test('troel names no table a reader cannot find, in both languages', async () => {
    const en = await said(['rules', 'kleurenwiezen', 'troel']);
    expect(en).toContain(
      'A club where the partners of a lost troel lose nothing sets --set troel.lost=0; the won amount stays.',
    );
    expect(en).not.toContain('published');
    const nl = await said(['--lang', 'nl', 'rules', 'kleurenwiezen', 'troel']);
    expect(nl).toContain(
      'Een club waar de partners van een verloren troel niets verliezen, zet --set troel.lost=0; ' +
        'het bedrag bij winst blijft.',
    );
    expect(nl).not.toContain('gepubliceerde');
  });
});
