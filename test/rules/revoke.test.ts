import { describe, expect, test } from '@jest/globals';
import { snapshot, tafel, tafelJson, tempHomes } from '../helpers/cli.js';

// Until 2026-12-07 Belote, Solokaarten, Zwikken, Boerenbridge and Toepen had no revoke topic: `tafel rules belote
// revoke` (or `verzaken`) was refused, pointing at --search. Each now says what a revoke is in that game, from the
// documents its other topics name, and that tafel has no penalty for it. Through the bundle, in this process.
const homes = tempHomes();

const CARDAVIA_EN = 'Cardavia online card table, Belote: "Volledige regels" (full rules, in Dutch)';
const CARDAVIA_NL = 'Cardavia (speltafel online), Belote: "Volledige regels"';
const FFB_EN = 'FFB (Fédération Française de Belote), official rules of classic belote, 2016';
const FFB_NL = 'FFB (Fédération Française de Belote), officieel reglement van de klassieke belote, 2016';
const SOLO_EN =
  '"Uitleg spelregels Solokaarten", a Pannerden (Liemers) community website, rules supplied by Chera Bekker';
const SOLO_NL =
  '"Uitleg spelregels Solokaarten", een website uit Pannerden (Liemers), spelregels aangeleverd door Chera Bekker';
const ZWIK = 'The Game Room, "Spelregels Zwikken"';
const BB =
  'kaartspeluitleg.nl, "Boerenbridge"; card-scores, rslaus (GitHub): "Chinees poepen"; Wikipedia (nl), "Boerenbridge"';
const TOEP =
  '[SPB] Spelenboek, "Toepen" (spelenboek.nl); [GZ] Goedzo.com, "Alles over toepen. De spelregels" (2006); ' +
  '[KSO] Kaartspellen.online, "Spelregels toepen"';
const NOTES_EN = 'tafel manual, "Rules notes"';
const NOTES_NL = 'handleiding van tafel, regelnotities';

/** game, rule set, language: the title, the source line and the words the text says, each as written. */
const CASES: [string, string, 'en' | 'nl', string, string, string[]][] = [
  [
    'belote',
    'cardavia',
    'en',
    'Revoke (verzaken)',
    CARDAVIA_EN,
    [
      'Not following suit when you could, or breaking a trump duty (see play: trumping, overtrumping or playing a ' +
        'lower trump when you must), is a revoke (verzaken).',
      'tafel has no penalty for it: record the points as the table settles the deal. ' +
        'Example: tafel record --taker Ann --points 92',
    ],
  ],
  [
    'belote',
    'cardavia',
    'nl',
    'Verzaken',
    CARDAVIA_NL,
    [
      'Niet bekennen terwijl het kon, of een troefplicht breken (zie spelen: troeven, overtroeven of een ' +
        'lagere troef leggen als het moet), is verzaken.',
      'tafel kent er geen straf voor: noteer de punten zoals de tafel de gift regelt. ' +
        'Voorbeeld: tafel record --taker Ann --points 92',
    ],
  ],
  ['belote', 'ffb', 'en', 'Revoke (verzaken)', FFB_EN, ['tafel has no penalty for it: record the points']],
  ['belote', 'ffb', 'nl', 'Verzaken', FFB_NL, ['tafel kent er geen straf voor: noteer de punten']],
  [
    'solokaarten',
    'liemers',
    'en',
    'Revoke (verzaken)',
    SOLO_EN,
    [
      'Not following suit when you could, or undertrumping where the play topic forbids it, is a revoke (verzaken). ' +
        'Trumping is never a duty in this game, so not trumping is no revoke.',
      'tafel has no penalty for it: record the tricks as the table settles the deal, made or nat. ' +
        'Example: tafel record slag --by Ann --tricks 5',
    ],
  ],
  [
    'solokaarten',
    'liemers',
    'nl',
    'Verzaken',
    SOLO_NL,
    [
      'Niet bekennen terwijl het kon, of ondertroeven waar spelen het verbiedt, is verzaken. Introeven is in ' +
        'dit spel nooit verplicht, dus niet troeven is geen verzaken.',
      'tafel kent er geen straf voor: noteer de slagen zoals de tafel de gift regelt, gehaald of nat.',
    ],
  ],
  [
    'zwikken',
    'standard',
    'en',
    'Revoke (verzaken)',
    `${ZWIK}; ${NOTES_EN}`,
    [
      'Not following suit when you could, not trumping when you must, or undertrumping while you held another card ' +
        '(see play), is a revoke (verzaken).',
      'tafel has no penalty for it: record the deal as the table settles it, with the card points, the winner or a ' +
        'tie. Example: tafel record --askers Ann,Bert --winner Ann',
    ],
  ],
  [
    'zwikken',
    'standard',
    'nl',
    'Verzaken',
    `${ZWIK}; ${NOTES_NL}`,
    [
      'Niet bekennen terwijl het kon, niet troeven als het moet, of ondertroeven terwijl je een andere kaart had ' +
        '(zie spelen), is verzaken.',
      'tafel kent er geen straf voor: noteer de gift zoals de tafel ze regelt, met de kaartpunten, de winnaar of een ' +
        'gelijkspel.',
    ],
  ],
  ...(['wk', 'klassiek', 'poepen'] as const).flatMap(
    (rules): [string, string, 'en' | 'nl', string, string, string[]][] => [
      [
        'boerenbridge',
        rules,
        'en',
        'Revoke (verzaken)',
        `${BB}; ${NOTES_EN}, Boerenbridge`,
        [
          'When you cannot follow suit any card goes, so the one revoke (verzaken) is not following suit ' +
            'when you could.',
          'tafel has no penalty for it: record the tricks as the table settles the deal. A wrong number of cards is ' +
            'another matter, with its own penalty: see misdeal.',
        ],
      ],
      [
        'boerenbridge',
        rules,
        'nl',
        'Verzaken',
        `${BB}; ${NOTES_NL}, Boerenbridge`,
        [
          'Kun je niet bekennen, dan mag elke kaart; verzaken kan dus maar op één manier: niet bekennen ' +
            'terwijl het kon.',
          'tafel kent er geen straf voor: noteer de slagen zoals de tafel het spel regelt. Een verkeerd aantal ' +
            'kaarten is iets anders, met een eigen straf: zie kaartfout.',
        ],
      ],
    ],
  ),
  [
    'toepen',
    'standaard',
    'en',
    'Revoke (verzaken)',
    `${TOEP}; ${NOTES_EN}, Toepen`,
    [
      'You follow suit when you can, otherwise any card goes [SPB; GZ; KSO], and there is no trump; so the one ' +
        'revoke (verzaken) is not following suit when you could.',
      'tafel has no penalty for it: record the round as the table settles it. Example: tafel record --winner Ann',
    ],
  ],
  [
    'toepen',
    'standaard',
    'nl',
    'Verzaken',
    `${TOEP}; ${NOTES_NL}, Toepen`,
    [
      'Je bekent kleur als je kunt, anders mag elke kaart [SPB; GZ; KSO], en troef is er niet; verzaken kan dus maar ' +
        'op één manier: niet bekennen terwijl het kon.',
      'tafel kent er geen straf voor: noteer de ronde zoals de tafel ze regelt. Voorbeeld: tafel record --winner Ann',
    ],
  ],
];

describe('tafel rules <game> revoke in the games that had none', () => {
  test.each(CASES)(
    '%s --rules %s (%s): revoke, verzaken and the start of a name find it, with its source',
    async (game, rules, lang, title, source, says) => {
      const home = homes();
      const before = snapshot(home);
      for (const word of ['revoke', 'verzaken', 'Verzaakt', 'verz', 'revo']) {
        const j = await tafelJson(home, ['rules', game, word, '--rules', rules, '--lang', lang]);
        expect([word, j.game, j.rules, j.lang, j.id, j.title, j.source]).toEqual([
          word,
          game,
          rules,
          lang,
          'revoke',
          title,
          source,
        ]);
        for (const s of says) expect(j.text.replace(/\n+/g, ' ')).toContain(s);
        // A decision said as tafel's, never as what no document says.
        expect(j.text).not.toMatch(/no source|geen bron|could read|konden? lezen/i);
      }
      // The text answer: the title, the source line and the penalty sentence, exit 0, nothing written.
      const r = await tafel(home, ['rules', game, 'verzaken', '--rules', rules, '--lang', lang]);
      expect([r.code, r.stderr]).toEqual([0, '']);
      expect(r.stdout.split('\n')[0]).toMatch(new RegExp(`^${title.replace(/[()]/g, '\\$&')} {2}`));
      expect(r.stdout).toContain(lang === 'en' ? 'Source: ' : 'Bron: ');
      expect(r.stdout.replace(/\s+/g, ' ')).toContain(
        lang === 'en' ? 'tafel has no penalty for it: record the' : 'tafel kent er geen straf voor: noteer de',
      );
      expect(snapshot(home)).toEqual(before);
    },
  );

  test.each([
    ['belote', 'en', '  revoke       Revoke (verzaken)'],
    ['belote', 'nl', '  verzaken      Verzaken'],
    ['solokaarten', 'en', '  revoke          Revoke (verzaken)'],
    ['zwikken', 'nl', '  verzaken     Verzaken'],
  ])('tafel rules %s (%s) lists it after play', async (game, lang, line) => {
    const home = homes();
    const out = (await tafel(home, ['rules', game, '--lang', lang])).stdout.split('\n');
    const at = out.indexOf(line);
    expect(at).toBeGreaterThan(0);
    expect(out[at - 1]).toMatch(lang === 'en' ? /^ {2}play {2,}/ : /^ {2}spelen {2,}/);
  });

  test('the overviews name it among their topics, in both languages', async () => {
    const home = homes();
    const text = async (game: string, id: string, lang: string, rules: string[] = []) =>
      (await tafelJson(home, ['rules', game, id, ...rules, '--lang', lang])).text as string;
    expect(await text('belote', 'overview', 'en')).toContain(
      'Topics: setup, bidding, card-values, play, revoke, belote, capot, scoring, litige, target, pas.',
    );
    expect(await text('belote', 'overview', 'nl', ['--rules', 'ffb'])).toContain(
      'Onderwerpen: delen, bieden, kaartwaarden, spelen, verzaken, belote, capot, telling, litige, doel, afronding, ' +
        'pas.',
    );
    expect(await text('toepen', 'game', 'en')).toContain('Topics: toep, scoring, voor-dood, house-rules, revoke.');
    expect(await text('toepen', 'game', 'nl')).toContain(
      'Onderwerpen: toep, telling, voor-dood, huisregels, verzaken.',
    );
  });
});
