import { beforeAll, describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { snapshot, tafel, tafelJson, tempHomes } from '../helpers/cli.js';

// tafel settle, tafel preset and the evening exports' settlement, through the built bundle run in process
// as the binary runs it (test/helpers/cli.ts). One
// evening is made in beforeAll: a Kleurenwiezen (cardgames) sheet and a Zwikken sheet whose pot is shared.
const home = tempHomes();
const run = (h: string, args: string[]) => tafel(h, args);
const ok = async (h: string, args: string[]) => {
  const r = await run(h, args);
  if (r.code !== 0) throw new Error(`tafel ${args.join(' ')} exited ${r.code}: ${r.stderr}`);
  return r;
};
const json = <T = any>(h: string, args: string[]) => tafelJson<T>(h, args);

let h: string;
let kw: string;

beforeAll(async () => {
  h = home();
  // Kleurenwiezen cardgames (zero-sum): Ann + Eva vragen, 9 tricks: +2 each, Bert and Cis -2. Bert
  // alleen, 4 tricks of 5: -9, the others +3. Totals Ann 5, Bert -11, Cis 1, Eva 5.
  kw = (await json(h, ['new', 'kleurenwiezen', '--rules', 'cardgames', '--players', 'Ann,Bert,Cis,Eva'])).id;
  await ok(h, ['record', 'vragen', '--by', 'Ann,Eva', '--tricks', '9']);
  await ok(h, ['record', 'alleen', '--by', 'Bert', '--tricks', '4']);
  // Zwikken, stake 0.10 (worked out in evening.e2e.test.ts): Ann 0.60, Bert -0.60, Cis 0.00 once the
  // pot is shared.
  await ok(h, ['new', 'zwikken', '--players', 'Ann,Bert,Cis', '--stake', '0.10']);
  await ok(h, ['record', '--askers', 'Ann,Bert', '--zwik', 'Ann']);
  await ok(h, ['record', '--askers', 'Ann,Bert', '--points', 'Ann=7,Bert=4,Cis=3']);
  await ok(h, ['finish', '--share-pot']);
}, 60000);

describe('tafel settle', () => {
  test('a Zwikken pot left on the table, in Dutch: said with a comma on screen, in English in the JSON', async () => {
    // Two deals that each leave 0.40 in the pot (test/games/zwikken works the rule out): 0.80 stays on the table.
    // On screen only Dutch is loaded; the JSON note reads the text's English, which once crashed the command.
    const z = home();
    await ok(z, ['new', 'zwikken', '--players', 'Ann,Bert,Cis,Dirk', '--stake', '0.10']);
    await ok(z, ['record', '--askers', 'Ann,Bert', '--winner', 'Ann']);
    await ok(z, ['record', '--askers', 'Cis', '--winner', 'Dirk']);
    expect((await ok(z, ['settle', '--lang', 'nl'])).stdout).toContain('er ligt nog 0,80 in de pot');
    expect((await json(z, ['settle', '--lang', 'nl'])).sheets[0].note).toMatch(
      /^\S+ is left out: 0\.80 is still in the pot/,
    );
  });

  test('points at a rate plus Zwikken money: balances and the fewest payments', async () => {
    // At 0.10 a point: Ann 0.50, Bert -1.10, Cis 0.10, Eva 0.50. With Zwikken: Ann 1.10, Bert -1.70,
    // Cis 0.10, Eva 0.50 (sum 0). Bert owes everything: three payments, the largest first.
    const r = await json(h, ['settle', '--rate', 'kleurenwiezen=0.10']);
    expect(r.balances).toEqual({ Ann: 1.1, Bert: -1.7, Cis: 0.1, Eva: 0.5 });
    expect(r.payments).toEqual([
      { from: 'Bert', to: 'Ann', amount: 1.1 },
      { from: 'Bert', to: 'Eva', amount: 0.5 },
      { from: 'Bert', to: 'Cis', amount: 0.1 },
    ]);
    // On screen money has the language's decimal sign (issue 24): 0,10 in Dutch, 0.10 in English; JSON numbers.
    const text = (await ok(h, ['settle', '--rate', 'kleurenwiezen=0.10', '--lang', 'nl'])).stdout;
    expect(text).toContain('(0,10 per punt)');
    expect(text).toMatch(/Bert +-1,70\n/);
    expect(text).toContain('Bert betaalt Ann 1,10\nBert betaalt Eva 0,50\nBert betaalt Cis 0,10\n');
    const english = (await ok(h, ['settle', '--rate', 'kleurenwiezen=0.10'])).stdout;
    expect(english).toContain('Bert pays Ann 1.10\nBert pays Eva 0.50\nBert pays Cis 0.10\n');
    // The Zwikken sheet's footer and the stats in Dutch: Ann +0,60, Bert -0,60 (worked out above).
    const sheet = (await ok(h, ['sheet', '--lang', 'nl'])).stdout;
    expect(sheet).toMatch(/totaal.*\+0,60.*-0,60/);
    expect(sheet).not.toMatch(/\d\.\d\d/);
    const stats = (await ok(h, ['stats', '--lang', 'nl'])).stdout;
    expect(stats).toMatch(/Ann .* 0,60 /);
  });

  test('without a rate the points sheet is shown, not settled; Zwikken alone settles', async () => {
    const r = await json(h, ['settle']);
    expect(r.balances).toEqual({ Ann: 0.6, Bert: -0.6, Cis: 0 });
    expect(r.payments).toEqual([{ from: 'Bert', to: 'Ann', amount: 0.6 }]);
    expect(r.sheets[0]).toMatchObject({
      id: kw,
      settled: false,
      note:
        `${kw} is shown but not settled: kleurenwiezen has no rate; give one, e.g. --rate kleurenwiezen=0.05 ` +
        `(money per point).`,
    });
  });

  test('bad evenings and rates: one line, exit 2; an evening without sheets: exit 1', async () => {
    const bad = await run(h, ['settle', '--evening', '2026-02-30']);
    expect([bad.code, bad.stderr]).toEqual([
      2,
      expect.stringContaining('--evening needs a date written YYYY-MM-DD, today or yesterday'),
    ]);
    const rate = await run(h, ['settle', '--rate', 'zwikken=0.10']);
    expect([rate.code, rate.stderr]).toEqual([2, 'tafel: zwikken is played for money: it needs no --rate.\n']);
    const none = await run(h, ['settle', '--evening', 'yesterday', '--lang', 'nl']);
    expect(none.code).toBe(1);
    expect(none.stderr).toMatch(/^tafel: Op \d{4}-\d{2}-\d{2} werd geen blad begonnen\. Avonden met bladen: /);
  });
});

describe('tafel preset', () => {
  test('save from a sheet with a rate; settle needs no flags; new --preset with a flag overriding', async () => {
    const saved = await json(h, ['preset', 'save', 'vrijdag', '--from-sheet', kw, '--rate', 'kleurenwiezen=0.10']);
    expect(saved).toEqual({
      name: 'vrijdag',
      game: 'kleurenwiezen',
      rules: 'cardgames',
      players: ['Ann', 'Bert', 'Cis', 'Eva'],
      rates: { kleurenwiezen: '0.10' },
      replaced: false,
    });
    expect((await json(h, ['settle'])).balances).toEqual({ Ann: 1.1, Bert: -1.7, Cis: 0.1, Eva: 0.5 });
    expect((await ok(h, ['preset', 'list'])).stdout).toBe(
      'vrijdag      kleurenwiezen (cardgames); Ann, Bert, Cis, Eva; kleurenwiezen 0.10/point\n',
    );
    const created = await json(h, ['new', '--preset', 'Vrijdag', '--players', 'Ann,Bert,Cis,Dirk', '--set', 'deals=8']);
    expect([created.rules, created.players, created.options.deals]).toEqual([
      'cardgames',
      ['Ann', 'Bert', 'Cis', 'Dirk'],
      8,
    ]);
    // The new sheet has no deals: Dirk joins the balances at 0.00 and nothing else moves.
    expect((await json(h, ['settle'])).balances).toEqual({ Ann: 1.1, Bert: -1.7, Cis: 0.1, Eva: 0.5, Dirk: 0 });
  });

  test('refusals change nothing on disk', async () => {
    const before = snapshot(h);
    expect((await run(h, ['new', '--preset', 'zondag'])).stderr).toBe('tafel: No preset "zondag". Presets: vrijdag.\n');
    expect((await run(h, ['preset', 'save', 'x', '--game', 'belote', '--players', 'Ann,Bert'])).code).toBe(1);
    expect((await run(h, ['preset', 'delete', 'zondag', '--lang', 'nl'])).stderr).toBe(
      'tafel: Geen bewaarde tafel "zondag". Bewaarde tafels: vrijdag.\n',
    );
    expect(snapshot(h)).toEqual(before);
  });

  test('a preset that preset save would not write is refused, naming the file', async () => {
    const h2 = home();
    fs.writeFileSync(
      path.join(h2, 'settings.json'),
      JSON.stringify({
        schemaVersion: 1,
        presets: { vrijdag: { game: 'kleurenwiezen', rates: { kleurenwiezen: 'veel' } } },
      }),
    );
    const r = await run(h2, ['preset', 'list']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('settings.json has presets that cannot be read (vrijdag: rates)');
  });
});

describe('the settlement in the evening exports', () => {
  test('Markdown from the --out extension, with the settlement; no overwrite without --force', async () => {
    const out = path.join(h, 'vrijdag.md');
    await ok(h, ['export', '--evening', 'today', '--out', out]);
    const md = fs.readFileSync(out, 'utf8');
    expect(md).toContain(
      '### Settlement\n\n| player | balance |\n|--------|--------:|\n| Ann    |   +1.10 |\n| Bert   |   -1.70 ' +
        '|\n| Cis    |   +0.10 |\n| Eva    |   +0.50 |\n| Dirk   |    0.00 |\n\n- Bert pays Ann 1.10\n- Bert pays ' +
        'Eva 0.50\n- Bert pays Cis 0.10\n',
    );
    const again = await run(h, ['export', '--evening', 'today', '--out', out]);
    expect([again.code, again.stderr]).toEqual([
      1,
      `tafel: ${out} exists already: add --force to overwrite it, or choose another --out.\n`,
    ]);
    // --force overwrites (CSV into a .csv: a --format the extension contradicts is refused, issue 21.10).
    const csv = path.join(h, 'vrijdag.csv');
    await ok(h, ['export', '--evening', 'today', '--out', csv]);
    expect((await run(h, ['export', '--evening', 'today', '--out', csv, '--force', '--format', 'csv'])).code).toBe(0);
    expect(fs.readFileSync(csv, 'utf8')).toContain('\nsettlement,');
    expect((await run(h, ['export', '--evening', 'today', '--out', out, '--force'])).code).toBe(0);
    expect(fs.readFileSync(out, 'utf8')).toContain('### Settlement\n');
  });

  test('CSV in Dutch: the settlement block', async () => {
    const csv = (await ok(h, ['export', '--evening', 'today', '--lang', 'nl'])).stdout;
    expect(csv).toMatch(
      new RegExp(
        /\nafrekening,\d{4}-\d{2}-\d{2}\nspeler,saldo\nAnn,1\.10\nBert,-1\.70\nCis,0\.10\nEva,0\.50\nDirk,0\.00\n/
          .source + /\nbetaalt,aan,bedrag\nBert,Ann,1\.10\nBert,Eva,0\.50\nBert,Cis,0\.10\n$/.source,
      ),
    );
  });

  test('an HTML page from the --out extension, in Dutch; --all is refused for HTML', async () => {
    const out = path.join(h, 'vrijdag.html');
    const r = await json(h, ['export', '--evening', 'today', '--out', out, '--lang', 'nl']);
    expect(r).toMatchObject({ written: out, format: 'html' });
    const html = fs.readFileSync(out, 'utf8');
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain('<li>Bert betaalt Ann <b>1.10</b></li>');
    expect((await run(h, ['export', '--all', '--format', 'html'])).code).toBe(2);
  });

  test('the active sheet alone: stderr names its evening and how to export all of it', async () => {
    const r = await ok(h, ['export', '--format', 'md']);
    expect(r.stderr).toMatch(
      new RegExp(
        /^tafel: Exported the active sheet \S+ only; the evening of /.source +
          /(\S+) has 3 sheets: 'tafel export --evening \1' exports them all\.\n$/.source,
      ),
    );
  });
});
