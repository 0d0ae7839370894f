import { describe, expect, test } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import { sheetCsv } from '../../src/evening/csv.js';
import { sheetOnlyMarkdown } from '../../src/evening/markdown.js';
import { sheet } from './fixtures.js';

/**
 * Zwikken, stake 0.10, three players Zoë, Bert, Cis (worked as in spec/zwikken.md): Zoë and Bert ask,
 * Zoë wins: she takes the three antes (0.30) less her own: +0.20; Bert pays the pot 0.30 besides his
 * ante: -0.40; Cis antes: -0.10. The pot keeps Bert's 0.30.
 */
const zoe = () =>
  sheet('zwikken', ['Zoë', 'Bert', 'Cis'], ['--askers Zoë,Bert --winner Zoë'], {
    id: 'z-1',
    title: '=SUM(A1)',
    createdAt: '2026-11-27T12:00:00.000Z',
    stakeCents: 10,
  });

describe('CSV for a Dutch or Belgian Excel', () => {
  test('the default CSV stays as it was: comma, decimal point, no byte-order mark', () => {
    const csv = sheetCsv(zoe(), 'en');
    expect(csv.charCodeAt(0)).not.toBe(0xfeff);
    const rows = parse(csv, { relax_column_count: true }) as string[][];
    expect(rows[1]).toEqual(['z-1', "'=SUM(A1)", 'zwikken', 'standard', '2026-11-27']);
    expect(rows[2]).toEqual(['deal', 'dealer', 'contract', 'Zoë', 'Bert', 'Cis', 'pot']);
    expect(rows[3].slice(3)).toEqual(['0.20', '-0.40', '-0.10', '0.30']);
  });

  test('--excel nl: byte-order mark, ; between fields, decimal comma, the same formula guard', () => {
    const csv = sheetCsv(zoe(), 'nl', 'excel-nl');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toContain('\r\n');
    const rows = parse(csv, { bom: true, delimiter: ';', relax_column_count: true }) as string[][];
    expect(rows[0]).toEqual(['blad', 'titel', 'spel', 'regels', 'avond']);
    expect(rows[1]).toEqual(['z-1', "'=SUM(A1)", 'zwikken', 'standard', '2026-11-27']);
    expect(rows[2]).toEqual(['gift', 'gever', 'contract', 'Zoë', 'Bert', 'Cis', 'pot']);
    expect(rows[3].slice(3)).toEqual(['0,20', '-0,40', '-0,10', '0,30']);
    expect(rows[4]).toEqual(['totaal', '', '', '0,20', '-0,40', '-0,10', '0,30']);
  });
});

describe('Belote exports have the two team columns the sheet has', () => {
  // Ann takes, 92 card points and belote: Ann + Cis 92 + 20 = 112, Bert + Dirk 162 - 92 = 70.
  const belote = () =>
    sheet('belote', ['Ann', 'Bert', 'Cis', 'Dirk'], ['--taker Ann --points 92 --belote Ann'], {
      id: 'b-1',
      createdAt: '2026-11-27T12:00:00.000Z',
    });

  test('CSV', () => {
    const rows = parse(sheetCsv(belote(), 'en'), { relax_column_count: true }) as string[][];
    expect(rows[2]).toEqual(['deal', 'dealer', 'contract', 'Ann + Cis', 'Bert + Dirk']);
    expect(rows[4]).toEqual(['total', '', '', '112', '70']);
  });

  test('Markdown', () => {
    const md = sheetOnlyMarkdown(belote(), 'en');
    expect(md).toContain('| Ann + Cis | Bert + Dirk |');
    expect(md).toContain('|      +112 |         +70 |');
  });
});
