import { describe, expect, test } from '@jest/globals';
import { parse } from 'parse5';
import { htmlPage } from '../../src/evening/html.js';
import { settleEvening } from '../../src/evening/settle.js';
import { vrijdagA, vrijdagB } from './fixtures.js';

interface Node {
  nodeName: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  content?: Node;
  value?: string;
}

const all = (n: Node, out: Node[] = []): Node[] => {
  out.push(n);
  for (const c of [...(n.childNodes ?? []), ...(n.content ? [n.content] : [])]) all(c, out);
  return out;
};
const attr = (n: Node, name: string) => n.attrs?.find((a) => a.name === name)?.value;
const text = (n: Node): string => (n.nodeName === '#text' ? (n.value ?? '') : (n.childNodes ?? []).map(text).join(''));

const page = () => {
  const a = vrijdagA();
  const b = vrijdagB();
  return htmlPage([a, b], 'en', { evening: '2026-11-27', settlement: settleEvening([a, b], { kleurenwiezen: 500 }) });
};

describe('export --format html', () => {
  const html = page();
  const doc = parse(html) as unknown as Node;
  const nodes = all(doc);

  test('one self-contained page: no scripts, links, images or urls; a phone viewport; A4 print', () => {
    expect(nodes.filter((n) => ['script', 'link', 'img', 'iframe'].includes(n.nodeName))).toEqual([]);
    expect(nodes.some((n) => attr(n, 'src') !== undefined || attr(n, 'href') !== undefined)).toBe(false);
    expect(html).not.toMatch(/url\(|@import|https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    expect(nodes.some((n) => n.nodeName === 'meta' && attr(n, 'name') === 'viewport')).toBe(true);
    expect(html).toContain('@page{size:A4');
  });

  test('each sheet as on paper, the totals per game, the settlement', () => {
    const tables = nodes.filter((n) => n.nodeName === 'table');
    const rows = (t: Node) =>
      all(t)
        .filter((n) => n.nodeName === 'tr')
        .map((r) => (r.childNodes ?? []).filter((c) => c.nodeName === 'td' || c.nodeName === 'th').map(text));
    expect(rows(tables[0])).toEqual([
      ['deal', 'dealer', 'contract', 'Ann', 'Bert', 'Cis', 'Dirk'],
      ['1', 'Ann', 'Bert + Dirk samen 8: 9 tricks', '0', '+10', '0', '+10'],
      ['2', 'Bert', 'Ann solo 6: 5 tricks', '-15', '+10', '+10', '+10'],
      ['total', '', '', '-15', '+20', '+10', '+20'],
    ]);
    // Totals per game: Ann -15 + 5 = -10, Bert 20 - 11 = 9, Cis 10 + 1 = 11, Dirk 20, Eva 5.
    expect(rows(tables[2]).slice(1)).toEqual([
      ['Ann', '-10'],
      ['Bert', '+9'],
      ['Cis', '+11'],
      ['Dirk', '+20'],
      ['Eva', '+5'],
    ]);
    // The settlement at 0.05 a point, worked out in settle.test.ts.
    expect(rows(tables[3]).slice(1)).toEqual([
      ['Ann', '-0.93'],
      ['Bert', '+0.01'],
      ['Cis', '+0.11'],
      ['Dirk', '+0.56'],
      ['Eva', '+0.25'],
    ]);
    const pays = nodes
      .filter((n) => n.nodeName === 'ul' && attr(n, 'class') === 'payments')
      .flatMap((u) => (u.childNodes ?? []).map(text));
    expect(pays).toEqual(['Ann pays Dirk 0.56', 'Ann pays Eva 0.25', 'Ann pays Cis 0.11', 'Ann pays Bert 0.01']);
  });

  test('the chart holds one line per player through the running totals', () => {
    const charts = nodes.filter((n) => n.nodeName === 'svg');
    expect(charts).toHaveLength(2);
    const lines = (svg: Node) =>
      Object.fromEntries(
        all(svg)
          .filter((n) => n.nodeName === 'polyline')
          .map((p) => [attr(p, 'data-player'), attr(p, 'points')]),
      );
    // Sheet A: Ann 0, 0, -15; Bert and Dirk 0, 10, 20; Cis 0, 0, 10. Highest 20 at y 10, lowest -15 at
    // y 270: y = 10 + (20 - v) x 260 / 35, so 0 -> 158.6 and 10 -> 84.3; x 50, 320, 590.
    expect(lines(charts[0])).toEqual({
      Ann: '50,158.6 320,158.6 590,270',
      Bert: '50,158.6 320,84.3 590,10',
      Cis: '50,158.6 320,158.6 590,84.3',
      Dirk: '50,158.6 320,84.3 590,10',
    });
    // Sheet B: Ann and Eva 0, 2, 5; Bert 0, -2, -11; Cis 0, -2, 1. y = 10 + (5 - v) x 260 / 16:
    // 0 -> 91.25 (91.3), 2 -> 58.75 (58.8), -2 -> 123.75 (123.8), 1 -> 75.
    expect(lines(charts[1])).toEqual({
      Ann: '50,91.3 320,58.8 590,10',
      Bert: '50,91.3 320,123.8 590,270',
      Cis: '50,91.3 320,123.8 590,75',
      Eva: '50,91.3 320,58.8 590,10',
    });
  });

  test('players whose lines coincide stay visible, and the legend says so', () => {
    const svg = nodes.filter((n) => n.nodeName === 'svg')[0];
    const dirk = all(svg).find((n) => n.nodeName === 'polyline' && attr(n, 'data-player') === 'Dirk')!;
    expect(attr(dirk, 'stroke-dasharray')).toBe('8 8');
    const legends = nodes.filter((n) => n.nodeName === 'li' && attr(n, 'class') === 'same').map(text);
    expect(legends).toEqual([
      'Bert = Dirk: the same running totals, lines dashed over each other',
      'Ann = Eva: the same running totals, lines dashed over each other',
    ]);
    const legend = nodes.find((n) => n.nodeName === 'ul' && attr(n, 'class') === 'legend')!;
    expect((legend.childNodes ?? []).map(text).slice(0, 4)).toEqual(['Ann -15', 'Bert +20', 'Cis +10', 'Dirk +20']);
  });

  test('names are escaped', () => {
    const a = vrijdagA();
    const evil = { ...a, view: { ...a.view, title: '<script>alert(1)</script>' } };
    const out = htmlPage([evil], 'nl', {});
    expect(out).not.toContain('<script>');
    expect(out).toContain('&#60;script&#62;');
  });
});
