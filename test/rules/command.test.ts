import { describe, expect, test } from '@jest/globals';
import type { Ctx, Output } from '../../src/commands/context.js';
import { runRules } from '../../src/commands/rules.js';
import { loadAll } from '../../src/rules/registry.js';
import { renderText } from '../../src/rules/render.js';
import { paint } from '../../src/ui/paint.js';
import { textWidth } from '../../src/ui/table.js';
import { RuleViolation, TafelError, UsageError } from '../../src/core/errors.js';
import type { Lang } from '../../src/core/game.js';
import { Store } from '../../src/store/store.js';
import { snapshot, tafel, tempHome } from '../helpers/cli.js';
import { makeSheet } from '../helpers/sheet.js';
import { HOST } from '../helpers/host.js';
import { testCtx } from '../helpers/ctx.js';

// In-process: the command's answers, refusals and rendering, without spawning the binary.
const home = tempHome();
const store = new Store(home, HOST);
const ctx = (over: Partial<Ctx> = {}): Ctx => testCtx({ store, ...over });

const house = {
  ...makeSheet('kleurenwiezen', ['Ann', 'Bert', 'Cis', 'Dirk'], { set: { 'samen.8': '8', 'troel.opponents': '20' } }),
  id: 'huis',
};
const cardgames = {
  ...makeSheet('kleurenwiezen', ['Ann', 'Bert', 'Cis', 'Dirk'], {
    rules: 'cardgames',
    set: { overtricks: 'on', 'open-miserie': 'on', miserie: '8' },
  }),
  id: 'cg',
};
const zwik = {
  ...makeSheet('zwikken', ['Ann', 'Bert', 'Cis'], { stakeCents: 25, set: { 'loser-pays': 'stake' } }),
  id: 'zwik',
};
await store.createSheet(house);
await store.createSheet(cardgames);
const solo = {
  ...makeSheet('solokaarten', ['Ann', 'Bert', 'Cis', 'Dirk'], { set: { doe: '8', 'oud-in-lamp': 'off' } }),
  id: 'solo',
};
const belote = {
  ...makeSheet('belote', ['Ann', 'Bert', 'Cis', 'Dirk'], {
    rules: 'ffb',
    set: { target: '501', rounding: 'nearest10' },
  }),
  id: 'belote',
};
await store.createSheet(zwik);
await store.createSheet(belote);
await store.createSheet(solo);

const run = (game?: string, topic?: string, opts: Record<string, string | undefined> = {}, c: Ctx = ctx()) =>
  runRules(c, game, topic, opts);
const text = async (out: Output, c: Ctx = ctx()) => out.text(c);
const refusal = async (p: Promise<unknown>): Promise<TafelError> => {
  try {
    await p;
  } catch (e) {
    if (e instanceof TafelError) return e;
    throw e;
  }
  throw new Error('expected a refusal');
};

describe('tafel rules <game> <topic>', () => {
  test('a topic as a JSON document naming its source', async () => {
    const doc = (await run('kleurenwiezen', 'troel')).json as Record<string, unknown>;
    expect(doc).toMatchObject({ game: 'kleurenwiezen', rules: 'lodige', lang: 'en', id: 'troel' });
    expect(doc.source).toMatch(/Flemish club rules/);
    expect(String(doc.text)).toMatch(/fourth ace/);
    expect(doc.tables).toBeUndefined();
  });

  test.each([
    ['en', 'Troel: three aces and the fourth', 'Source:'],
    ['nl', 'Troel: drie azen en de vierde', 'Bron:'],
  ] as [Lang, string, string][])('%s: title and source line', async (lang, title, source) => {
    const c = ctx({ lang });
    const t = await text(await run('kleurenwiezen', 'troel', {}, c), c);
    expect(t.split('\n')[0]).toContain(title);
    expect(t).toContain(source);
  });

  test('--rules picks the rule set; a spelling or alias finds the topic', async () => {
    expect(((await run('kleurenwiezen', 'misère', { rules: 'cardgames' })).json as { id: string }).id).toBe('miserie');
    expect(((await run('KLEUREN', 'Troela')).json as { id: string }).id).toBe('troel');
    expect(((await run('kleurenwiezen', 'solo slim')).json as { id: string }).id).toBe('soloslim');
    // "trump" in either language finds where trumping is ruled, not the bidding.
    expect(((await run('klaverjassen', 'trump')).json as { id: string }).id).toBe('trump-duty');
    expect(((await run('belote', 'troeven')).json as { id: string }).id).toBe('play');
  });

  test("the start of a topic's id finds it where no rule set of the game names that word", async () => {
    expect(((await run('kleurenwiezen', 'player', { rules: 'whisthub' })).json as { id: string }).id).toBe('players');
    expect(((await run('kleurenwiezen', 'troe')).json as { id: string }).id).toBe('troel');
  });

  test('a misspelt rule set is refused as new refuses it: the sets to choose, and the one meant', async () => {
    const e = await refusal(run('klaverjassen', 'verzaken', { rules: 'amsterdam' }));
    expect(e.text.en).toBe(
      `klaverjassen has no rule set "amsterdam": choose amsterdams or rotterdams. Did you mean 'amsterdams'?`,
    );
  });

  test('text is wrapped to the width, without colour codes when colour is off', async () => {
    for (const width of [40, 60, 80]) {
      const c = ctx({ width });
      const t = await text(await run('kleurenwiezen', 'bidding', {}, c), c);
      // eslint-disable-next-line no-control-regex
      expect(t).not.toMatch(/\u001b\[/);
      for (const line of t.split('\n')) expect(line.length).toBeLessThanOrEqual(width);
    }
  });

  test('an example command stands on a line of its own: neither joined to the lines around it nor run in', async () => {
    const p = await paint(false);
    const source = [
      'The sheet adds the deals up. Example: tafel new belote --set target=1000',
      'Example: tafel new belote --set deals=12',
      'After the last deal the higher total wins.',
      '',
      '- Undertrumping is not allowed. Referee: tafel judge play zwikken --trump H (AD).',
      '- The highest trump wins.',
      '',
      // Prose that names a command is no example: a line starting with tafel, a sentence with a comma before the colon.
      'tafel does not draw: tafel new ... --dealer Cis names the first dealer.',
      'On the sheet, roem goes to the team you name: tafel record --roem Ann=20.',
    ].join('\n');
    expect(renderText(source, 200, p).split('\n')).toEqual([
      'The sheet adds the deals up.',
      'Example: tafel new belote --set target=1000',
      'Example: tafel new belote --set deals=12',
      'After the last deal the higher total wins.',
      '',
      '  - Undertrumping is not allowed.',
      '    Referee: tafel judge play zwikken --trump H (AD).',
      '  - The highest trump wins.',
      '',
      'tafel does not draw: tafel new ... --dealer Cis names the first dealer. On the sheet, roem goes to the team ' +
        'you name: tafel record --roem Ann=20.',
    ]);
    // belote.md: the two ways a Belote sheet ends, each its own command, in both languages.
    for (const [lang, label] of [
      ['en', 'Example'],
      ['nl', 'Voorbeeld'],
    ] as [Lang, string][]) {
      const c = ctx({ lang, width: 100 });
      expect((await text(await run('belote', 'target', {}, c), c)).split('\n').slice(-4, -2)).toEqual([
        `${label}: tafel new belote --players Ann,Bert,Cis,Dirk --set target=1000`,
        `${label}: tafel new belote --players Ann,Bert,Cis,Dirk --set deals=12`,
      ]);
    }
  });

  test('every topic of every game wraps within 50 columns in both languages', async () => {
    const p = await paint(false);
    for (const lang of ['en', 'nl'] as const) {
      for (const g of await loadAll(lang)) {
        for (const topics of Object.values(g.ruleSets)) {
          for (const t of topics)
            for (const line of renderText(t.text, 50, p).split('\n'))
              expect([g.game, t.id, line.length <= 50]).toEqual([g.game, t.id, true]);
        }
      }
    }
  });

  // Until 2026-12-07 the title line was not wrapped with the body: "Trump duty (Amsterdams): free when your partner
  // holds the trick  Klaverjassen (amsterdams)" ran to 90 columns, and a terminal's wrap made the two spaces before
  // the game one ("... 5 to 8 tricks Kleurenwiezen" / "(whisthub)"). Colour on: the title cyan bold, the game dim.
  const head = (s: string) => `\u001b[1m\u001b[36m${s}\u001b[39m\u001b[22m`;
  const dim = (s: string) => `\u001b[2m${s}\u001b[22m`;
  test.each([
    [
      'en',
      ['klaverjassen', 'trump-duty'],
      [head('Trump duty (Amsterdams): free when your partner holds the trick'), dim('Klaverjassen (amsterdams)')],
    ],
    [
      'nl',
      ['klaverjassen', 'trump-duty'],
      [head('Troefplicht (Amsterdams): vrij als de slag aan je maat ligt'), dim('Klaverjassen (amsterdams)')],
    ],
    [
      'en',
      ['klaverjassen', 'trump-duty', '--rules', 'rotterdams'],
      [head('Trump duty (Rotterdams): always trump when you cannot follow'), dim('Klaverjassen (rotterdams)')],
    ],
    [
      'nl',
      ['klaverjassen', 'trump-duty', '--rules', 'rotterdams'],
      [head('Troefplicht (Rotterdams): altijd troeven als je niet kunt bekennen'), dim('Klaverjassen (rotterdams)')],
    ],
    [
      'nl',
      ['solokaarten', 'card-order'],
      [head('Kaartvolgorde en de drie bijzondere kaarten (Oud, Spits, Bats)'), dim('Solokaarten (liemers)')],
    ],
    // What fits stays on one line, two spaces before the game.
    [
      'en',
      ['solokaarten', 'card-order'],
      [
        head('Card order and the three specials (Oud, Spits, Bats)') + dim('  Solokaarten (liemers)'),
        dim('Source: "Uitleg spelregels Solokaarten", a Pannerden (Liemers) community'),
      ],
    ],
  ] as [Lang, string[], string[]][])(
    '%s: the title of %j wraps at 80 on a pipe, the game whole',
    async (lang, args, lines) => {
      const h = tempHome();
      const r = await tafel(h, ['rules', ...args, '--lang', lang], { env: { FORCE_COLOR: '1' } });
      expect(r.code).toBe(0);
      expect(r.stdout.split('\n').slice(0, 2)).toEqual(lines);
    },
  );

  test.each([
    [
      'en',
      ['kleurenwiezen', 'alleen', '--rules', 'whisthub'],
      [head('Alleen: one against three, 5 to 8 tricks'), dim('Kleurenwiezen (whisthub)')],
    ],
    [
      'nl',
      ['kleurenwiezen', 'alleen', '--rules', 'whisthub'],
      [head('Alleen: één tegen drie, 5 tot 8 slagen'), dim('Kleurenwiezen (whisthub)')],
    ],
    [
      'en',
      ['klaverjassen', 'trump-duty'],
      [
        head('Trump duty (Amsterdams): free when your partner holds the'),
        head('trick'),
        dim('Klaverjassen (amsterdams)'),
      ],
    ],
    [
      'nl',
      ['klaverjassen', 'trump-duty', '--rules', 'rotterdams'],
      [
        head('Troefplicht (Rotterdams): altijd troeven als je niet kunt'),
        head('bekennen'),
        dim('Klaverjassen (rotterdams)'),
      ],
    ],
  ] as [Lang, string[], string[]][])(
    '%s: on a 60-column terminal the title of %j wraps, the game whole',
    async (lang, args, lines) => {
      const h = tempHome();
      const before = snapshot(h);
      const r = await tafel(h, ['rules', ...args, '--lang', lang], { tty: true, columns: 60 });
      expect(r.code).toBe(0);
      expect(r.stdout.split('\n').slice(0, lines.length)).toEqual(lines);
      expect(snapshot(h)).toEqual(before);
    },
  );

  test('every topic of every rule set, title and source too, fits 50 columns in both languages', async () => {
    for (const lang of ['en', 'nl'] as const) {
      const c = ctx({ lang, width: 50 });
      for (const g of await loadAll(lang)) {
        for (const [rules, topics] of Object.entries(g.ruleSets)) {
          for (const t of topics) {
            const shown = await text(await run(g.game, t.id, { rules }, c), c);
            const long = shown.split('\n').filter((l) => [...l].length > 50);
            expect([g.game, rules, t.id, long]).toEqual([g.game, rules, t.id, []]);
          }
        }
      }
    }
  });

  test('headings are bold when colour is on', async () => {
    const c = ctx({ color: true });
    const t = await text(await run('kleurenwiezen', 'bidding', {}, c), c);
    expect(t).toContain('\u001b[1m');
  });
});

describe('scoring shows the point values in force', () => {
  const cell = (doc: any, contract: string, col: number) =>
    doc.tables.flatMap((t: any) => t.rows).find((r: string[]) => r[0] === contract)[col];

  test('defaults from the game settings', async () => {
    const doc = (await run('kleurenwiezen', 'scoring')).json as any;
    expect(cell(doc, 'samen 8', 1)).toBe('7');
    expect(cell(doc, 'troel', 3)).toBe('15');
    expect(doc.settings['samen.8']).toBe('7');
    expect(doc.sheet).toBeUndefined();
  });

  test("--sheet: the sheet's house rules replace the defaults, and are listed", async () => {
    const out = await run('kleurenwiezen', 'scoring', { sheet: 'huis' });
    const doc = out.json as any;
    expect(cell(doc, 'samen 8', 1)).toBe('8');
    expect(cell(doc, 'samen 9', 1)).toBe('10');
    expect(cell(doc, 'troel', 3)).toBe('20');
    expect(doc).toMatchObject({ sheet: 'huis', houseRules: { 'samen.8': '8', 'troel.opponents': '20' } });
    const t = await text(out);
    expect(t).toMatch(/│ samen 8\s+│\s+8 │/);
    expect(t).toContain('House rules on sheet huis: samen.8=8, troel.opponents=20.');
    expect(t).toContain('See also (tafel rules kleurenwiezen <topic>): samen, solo, ranking');
  });

  test('--sheet alone: the sheet says the game and rule set', async () => {
    const doc = (await run('scoring', undefined, { sheet: 'cg' })).json as any;
    expect(doc).toMatchObject({ game: 'kleurenwiezen', rules: 'cardgames', id: 'scoring' });
    // miserie value 8 on this sheet: made = +3 x 8 = +24, each other -8.
    expect(cell(doc, 'miserie', 2)).toBe('8');
    expect(cell(doc, 'miserie', 3)).toBe('+24');
    expect(cell(doc, 'open miserie', 2)).toBe('14'); // switched on: no "*" mark
    expect(cell(doc, 'abondance 10 *', 2)).toBe('6'); // still off on this sheet
    expect(doc.tables[0].caption).toMatch(/Overtricks .*: on/);
  });
});

describe('scoring of the other games', () => {
  test('belote ffb --sheet: the target and rounding in force', async () => {
    const doc = (await run('belote', 'scoring', { sheet: 'belote' })).json as any;
    expect(doc.rules).toBe('ffb');
    expect(doc.tables[0].caption).toContain(
      'the game ends when a team reaches 501; deal scores rounded to the nearest 10',
    );
    expect(doc.tables[0].rows.map((r: string[]) => r[0])).toEqual([
      'made: more than the defenders',
      'litige: equal totals',
      'failed',
    ]);
    const cardavia = (await run('belote', 'scoring')).json as any;
    expect(cardavia.tables[0].caption).toContain('no target');
    expect(cardavia.tables[0].rows.map((r: string[]) => r[0])).toEqual(['made: at least the defenders', 'failed']);
  });

  test('solokaarten --sheet: a house value for doe, the Oud dealt', async () => {
    const doc = (await run('solokaarten', 'scoring', { sheet: 'solo' })).json as any;
    expect(doc.tables[0].rows).toEqual([
      ['solo', '4', '3', '3'],
      ['slag', '5', '4', '4'],
      ['doe', '6', '5', '8'],
    ]);
    expect(doc.tables[0].caption).toContain('Oud in de lamp: off');
  });

  test("zwikken --sheet: the sheet's stake and loser-pays option", async () => {
    const doc = (await run('zwikken', 'scoring', { sheet: 'zwik' })).json as any;
    expect(doc.tables[0].caption).toContain('loser-pays=stake, stake 0.25');
    expect(doc.tables[0].rows[0]).toEqual([
      'the winner asked',
      'takes the pot',
      'each pays one stake (0.25)',
      'nothing',
    ]);
    const byDefault = (await run('zwikken', 'scoring')).json as any;
    expect(byDefault.tables[0].rows[0][2]).toBe('each pays what the pot held');
  });
});

describe('listing', () => {
  test('tafel rules: every game with its rule sets and topics', async () => {
    const doc = (await run()).json as any;
    const kw = doc.games.find((g: any) => g.id === 'kleurenwiezen');
    expect(kw.defaultRules).toBe('lodige');
    expect(kw.ruleSets.map((r: any) => r.id)).toEqual(['lodige', 'cardgames', 'whisthub', 'iwwa']);
    expect(kw.ruleSets[0].topics.map((t: any) => t.id)).toContain('troel');
    const t = await text(await run());
    expect(t).toContain('kleurenwiezen');
    expect(t).toContain('--rules cardgames');
  });

  test('tafel rules <game>: the default rule set, or --rules', async () => {
    const doc = (await run('kleurenwiezen')).json as any;
    expect(doc.rules).toBe('lodige');
    expect(doc.topics.map((t: any) => t.id)).toContain('kleine-miserie');
    const cg = (await run('kleurenwiezen', undefined, { rules: 'CardGames' })).json as any;
    expect(cg.rules).toBe('cardgames');
    expect(cg.topics.map((t: any) => t.id)).toContain('vragen');
    const t = await text(await run('kleurenwiezen'));
    expect(t).toMatch(/troel\s+Troel: three aces/);
    expect(t).toContain('tafel rules kleurenwiezen --rules cardgames');
  });

  test.each([
    [
      'en',
      'Look one up: tafel rules kleurenwiezen <topic>\n',
      'Look one up: tafel rules kleurenwiezen <topic> --rules whisthub\n',
    ],
    [
      'nl',
      'Zoek er een op: tafel rules kleurenwiezen <onderwerp>\n',
      'Zoek er een op: tafel rules kleurenwiezen <onderwerp> --rules whisthub\n',
    ],
  ] as [Lang, string, string][])(
    '%s: the list of another rule set says to look a topic up with its --rules',
    async (lang, plain, other) => {
      // Without --rules, "tafel rules kleurenwiezen pas" opens lodige's topic, not whisthub's.
      const c = ctx({ lang });
      expect(await text(await run('kleurenwiezen', undefined, {}, c), c)).toContain(plain);
      expect(await text(await run('kleurenwiezen', undefined, { rules: 'whisthub' }, c), c)).toContain(other);
    },
  );
});

describe('--search', () => {
  test('a ranked list across games with the command to open each', async () => {
    const doc = (await run(undefined, undefined, { search: 'misère' })).json as any;
    expect(doc.query).toBe('misère');
    // Both cardgames and whisthub have a "miserie" topic that knows the spelling misère.
    expect(doc.results[0]).toMatchObject({ rank: 1, game: 'kleurenwiezen', id: 'miserie' });
    expect(doc.results[0].command).toBe(`tafel rules kleurenwiezen miserie --rules ${doc.results[0].rules}`);
    expect(['cardgames', 'whisthub']).toContain(doc.results[0].rules);
    expect(doc.results.map((r: any) => r.rank)).toEqual(doc.results.map((_: unknown, i: number) => i + 1));
  });

  test('with a game, only that game', async () => {
    const doc = (await run('kleurenwiezen', undefined, { search: 'troel', rules: 'lodige' })).json as any;
    expect(doc.results.every((r: any) => r.game === 'kleurenwiezen' && r.rules === 'lodige')).toBe(true);
  });

  test('text output lists the best hits first', async () => {
    const t = await text(await run(undefined, undefined, { search: 'troela' }));
    expect(t.split('\n')[1]).toMatch(/^\s+1\. Troel/);
  });

  // Until 2026-12-07 a colour terminal broke the bold titles where their colour codes would have (a lone "open") and
  // left the dimmed commands unwrapped or without their indent ("\e[2m tafel rules ..."), 41 wide at 40 columns.
  const B = (s: string) => `\u001b[1m${s}`;
  const D = (s: string) => `\u001b[2m${s}`;
  const END = '\u001b[22m';
  /** Hits 1 and 8 at 40 and 60 columns; the titles differ by one word (`and`, `en`) between the languages. */
  const at40 = (and: string): [string[], string[]] => [
    [
      `  1. ${B(`Kleine miserie, piccolo, grote ${and}`)}`,
      `     open miserie${END} (kleurenwiezen,`,
      '     whisthub)',
      D('     tafel rules kleurenwiezen miserie'),
      `       --rules whisthub${END}`,
    ],
    [
      `  8. ${B('Open miserie (variant)')}${END}`,
      '     (kleurenwiezen, cardgames)',
      D('     tafel rules kleurenwiezen'),
      `       open-miserie --rules cardgames${END}`,
    ],
  ];
  const at60 = (and: string): [string[], string[]] => [
    [
      `  1. ${B(`Kleine miserie, piccolo, grote ${and} open miserie`)}${END}`,
      '     (kleurenwiezen, whisthub)',
      `${D('     tafel rules kleurenwiezen miserie --rules whisthub')}${END}`,
    ],
    [
      `  8. ${B('Open miserie (variant)')}${END} (kleurenwiezen, cardgames)`,
      D('     tafel rules kleurenwiezen open-miserie --rules'),
      `       cardgames${END}`,
    ],
  ];
  test.each([
    ['en', 40, ...at40('and')],
    ['nl', 40, ...at40('en')],
    ['en', 60, ...at60('and')],
    ['nl', 60, ...at60('en')],
  ] as [Lang, number, string[], string[]][])(
    '%s: on a colour terminal of %i columns the hits wrap at what shows, commands indented under their titles',
    async (lang, columns, first, eighth) => {
      const r = await tafel(home, ['rules', '--search', 'misère', '--lang', lang], { tty: true, columns });
      expect(r.code).toBe(0);
      const lines = r.stdout.trimEnd().split('\n');
      const hit = (n: number) =>
        lines.slice(
          lines.findIndex((l) => l.startsWith(`  ${n}. `)),
          lines.findIndex((l) => l.startsWith(`  ${n + 1}. `)),
        );
      expect([hit(1), hit(8)]).toEqual([first, eighth]);
      expect(lines.filter((l) => textWidth(l) > columns)).toEqual([]);
    },
  );
});

describe('refusals', () => {
  test.each([
    [
      'unknown topic, with a did-you-mean',
      () => run('kleurenwiezen', 'trol'),
      RuleViolation,
      /No topic "trol" in kleurenwiezen \(lodige\)\. Did you mean "troel"\? Topics: overview, /,
    ],
    [
      'unknown topic in Dutch',
      () => run('kleurenwiezen', 'trol'),
      RuleViolation,
      /Geen onderwerp "trol" .*Bedoel je "troel"\?/,
    ],
    [
      'a topic of the other rule set',
      () => run('kleurenwiezen', 'variants'),
      RuleViolation,
      /topic of the kleurenwiezen cardgames rules.*tafel rules kleurenwiezen variants --rules cardgames/,
    ],
    [
      // whisthub has no play topic: "play" names lodige's, so it is said to be there, not taken as players' start.
      "another rule set's topic before the start of an id here",
      () => run('kleurenwiezen', 'play', { rules: 'whisthub' }),
      RuleViolation,
      /^"play" is a topic of the kleurenwiezen lodige rules, not of whisthub: 'tafel rules kleurenwiezen play --rules/,
    ],
    [
      "another rule set's topic before the start of an id here, in Dutch",
      () => run('kleurenwiezen', 'play', { rules: 'iwwa' }),
      RuleViolation,
      /^"play" is een onderwerp van de kleurenwiezen-regels lodige, niet van iwwa: 'tafel rules kleurenwiezen spelen /,
    ],
    ['unknown game', () => run('whist'), RuleViolation, /Unknown game "whist"\. Games: kleurenwiezen/],
    [
      'a topic given as the game',
      () => run('troela'),
      RuleViolation,
      /Did you mean 'tafel rules kleurenwiezen troel'\?/,
    ],
    [
      'a game a letter off: the same line with the game put right',
      () => run('kleurewiezen', 'troel'),
      RuleViolation,
      /Unknown game "kleurewiezen"\. .* Did you mean 'tafel rules kleurenwiezen troel'\?$/,
    ],
    // Until 2026-12-07 "wiezen troel" pointed at the cardgames overview, the topic dropped.
    [
      "one part of a game's name: the same line with the whole name",
      () => run('wiezen', 'troel'),
      RuleViolation,
      /Unknown game "wiezen"\. .* Did you mean 'tafel rules kleurenwiezen troel'\?$/,
    ],
    [
      'unknown rule set',
      () => run('kleurenwiezen', 'troel', { rules: 'fifa' }),
      RuleViolation,
      /kleurenwiezen has no rule set "fifa": choose lodige, cardgames/,
    ],
    [
      'a search that finds nothing',
      () => run(undefined, undefined, { search: 'xylofoonzebra' }),
      RuleViolation,
      /No topic matches "xylofoonzebra"\. 'tafel rules' lists/,
    ],
    [
      'a search a letter off: the search put right',
      () => run(undefined, undefined, { search: 'troell' }),
      RuleViolation,
      /No topic matches "troell"\. Did you mean 'tafel rules --search troel'\?/,
    ],
    [
      'a search a letter off, in Dutch, within a game',
      () => run('kleurenwiezen', undefined, { search: 'verzakn' }),
      RuleViolation,
      /Geen onderwerp past bij "verzakn"\. Bedoel je 'tafel rules kleurenwiezen --search verzaken'\?/,
    ],
    [
      'the sheet plays other rules',
      () => run('kleurenwiezen', 'scoring', { sheet: 'huis', rules: 'cardgames' }),
      RuleViolation,
      /plays the lodige rules, not cardgames/,
    ],
    ['--rules without a game', () => run(undefined, undefined, { rules: 'ffb' }), UsageError, /--rules needs a game/],
    [
      '--search and a topic',
      () => run('kleurenwiezen', 'troel', { search: 'troel' }),
      UsageError,
      /either a topic or --search/,
    ],
    ['--search with no words', () => run(undefined, undefined, { search: ' ?! ' }), UsageError, /--search needs words/],
  ] as [string, () => Promise<unknown>, typeof RuleViolation | typeof UsageError, RegExp][])(
    '%s',
    async (what, call, kind, message) => {
      const e = await refusal(call());
      expect(e).toBeInstanceOf(kind);
      const text = what.includes('Dutch') ? e.text.nl : e.text.en;
      expect(text).toMatch(message);
      expect(e.text.nl).not.toBe('');
      expect(text).not.toContain('\n');
    },
  );

  test('an unknown sheet is refused by storage (exit 1)', async () => {
    const e = await refusal(run('kleurenwiezen', 'scoring', { sheet: 'nope' }));
    expect(e.exitCode).toBe(1);
  });
});
