import { describe, expect, test } from '@jest/globals';
import { snapshot, tafel, tafelJson, tempHomes } from '../helpers/cli.js';

// Dutch as it is written, through the built bundle: a card is one word (hartenboer), a common noun has no capital
// mid-sentence (rangorde), "export" is exporteren (not uitvoeren, "carry out"), and a help says its game once.
const home = tempHomes();
const ok = async (h: string, args: string[], now?: string) => {
  const r = await tafel(h, args, now === undefined ? {} : { now });
  if (r.code !== 0) throw new Error(`tafel ${args.join(' ')} exited ${r.code}: ${r.stderr}`);
  return r;
};
const out = async (args: string[]) => (await ok(home(), args)).stdout;
/** A help's text with its wrapping undone. */
const flat = (s: string) => s.replace(/\s+/g, ' ');
/** A Dutch card name split in two, as Dutch never writes it. */
const SPLIT = /\b(schoppen|harten|ruiten|klaveren|troef) (aas|heer|vrouw|boer|tien|negen|acht|zeven|zes|vijf|vier)\b/;

describe('a card in Dutch is one word', () => {
  test('judge trick names the winning card: hartenboer, the jack of hearts', async () => {
    const argv = ['judge', 'trick', 'belote', '10H', 'JH', 'AH', '9S', '--trump', 'harten'];
    expect(await out([...argv, '--lang', 'nl'])).toBe(
      'Kaart 2 (BH) wint: hartenboer is de hoogste troef in de slag (troefvolgorde in Belote B 9 A 10 H V 8 7).\n',
    );
    expect(await out(argv)).toBe(
      'Card 2 (JH) wins: the jack of hearts is the highest trump in the trick (Belote trump order J 9 A 10 K Q 8 7).\n',
    );
  });

  const SUITS = { S: 'schoppen', H: 'harten', D: 'ruiten', C: 'klaveren' } as const;
  const RANKS = {
    A: 'aas',
    K: 'heer',
    Q: 'vrouw',
    J: 'boer',
    '10': 'tien',
    '9': 'negen',
    '8': 'acht',
    '7': 'zeven',
    '6': 'zes',
    '5': 'vijf',
    '4': 'vier',
    '3': 'drie',
    '2': 'twee',
  } as const;
  /** The Dutch rank letters a Dutch player types, and reads back: B boer, V vrouw, H heer. */
  const LETTER: Record<string, string> = { J: 'B', Q: 'V', K: 'H' };
  test.each(Object.entries(SUITS))('every rank of %s (%s): suit and rank in one word', async (suit, name) => {
    // The only trump in a Kleurenwiezen trick, with another suit led: the referee names it, and writes the card as
    // it was typed, in Dutch letters.
    const led = suit === 'H' ? 'S' : 'H';
    const h = home();
    for (const [rank, word] of Object.entries(RANKS)) {
      const card = `${LETTER[rank] ?? rank}${suit}`;
      const r = await ok(h, ['judge', 'trick', 'kleurenwiezen', `2${led}`, card, '--trump', suit, '--lang', 'nl']);
      expect(r.stdout).toBe(
        `Kaart 2 (${card}) wint: ${SUITS[led]} werd gevraagd en ${name}${word} is de enige troef in de slag.\n`,
      );
    }
  });

  test("Solokaarten's Oud and Bats, Rikken's queen of spades: klaverenvrouw, schoppenvrouw", async () => {
    expect(await out(['judge', 'trick', 'solokaarten', 'AD', 'QC', '7D', 'QS', '--trump', 'D', '--lang', 'nl'])).toBe(
      'Kaart 2 (VC) wint: de Oud (klaverenvrouw) is de hoogste troef in de slag (troeven in Solokaarten: Oud ' +
        '(klaverenvrouw), Spits (de troef 7), Bats (schoppenvrouw), dan troef A H V B 10 9 8).\n',
    );
    const h = home();
    await ok(h, ['new', 'solokaarten', '--players', 'Ann,Bert,Cis,Dirk']);
    const help = flat((await ok(h, ['record', '--help', '--lang', 'nl'])).stdout);
    expect(help).toContain('--zonder-oud Solokaarten: gespeeld zonder klaverenvrouw (Oud) ');
    expect(help).toContain('--queen <speler> Rikken: schoppen mie: wie de schoppenvrouw haalde ');
    expect(help).not.toMatch(SPLIT);
    expect(flat(await out(['games', 'solokaarten', '--lang', 'nl']))).not.toMatch(SPLIT);
  });
});

describe('Dutch sentences', () => {
  test("a whole deal on one line is the game's own word with its article: het hele spel, de hele ronde", async () => {
    const { loadTexts, textsOf } = await import('../../src/i18n/index.js');
    await loadTexts('nl', 'en');
    const said = (lang: 'nl' | 'en', w: string) => textsOf(lang).play.wholeDeal('x', w);
    expect([said('nl', 'spel'), said('nl', 'ronde'), said('nl', 'gift'), said('en', 'round')]).toEqual([
      '⏎ het hele spel: x',
      '⏎ de hele ronde: x',
      '⏎ de hele gift: x',
      '⏎ the whole round: x',
    ]);
  });

  test('judge rank: "in de rangorde van lodige", without a capital mid-sentence', async () => {
    const argv = ['judge', 'rank', 'kleurenwiezen', 'abondance 9', 'solo 6'];
    expect(await out([...argv, '--lang', 'nl'])).toBe(
      '"abondance 9" gaat boven "solo 6": abondance 9 is nr. 9 en solo 6 nr. 17 in de rangorde van lodige ' +
        '(nr. 1 is de hoogste).\n',
    );
    expect(await out(argv)).toBe(
      '"abondance 9" outranks "solo 6": abondance 9 is no. 9 and solo 6 no. 17 in the lodige ranking ' +
        '(no. 1 is the highest).\n',
    );
  });

  test('export says geëxporteerd and exporteert, not uitgevoerd ("carried out")', async () => {
    const h = home();
    const now = '2026-11-27T20:00:00';
    await ok(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk'], now);
    await ok(h, ['new', 'toepen', '--players', 'Ann,Bert,Cis'], now);
    const nl = await ok(h, ['export', '--format', 'csv', '--lang', 'nl'], now);
    expect(nl.stderr).toBe(
      'tafel: Enkel het actieve blad 2026-11-27-toepen geëxporteerd; de avond van 2026-11-27 heeft 2 bladen: ' +
        "'tafel export --evening 2026-11-27' exporteert ze allemaal.\n",
    );
    const en = await ok(h, ['export', '--format', 'csv'], now);
    expect(en.stderr).toBe(
      'tafel: Exported the active sheet 2026-11-27-toepen only; the evening of 2026-11-27 has 2 sheets: ' +
        "'tafel export --evening 2026-11-27' exports them all.\n",
    );
    // On a terminal, an export of everything to standard output ends with a summary on stderr.
    const all = await tafel(h, ['export', '--all', '--lang', 'nl', '--no-color'], { tty: true });
    expect(all.stderr).toContain('2 bladen (csv) geëxporteerd.');
    const none = await tafel(home(), ['export', '--all', '--lang', 'nl']);
    expect(none.stderr).toBe("tafel: Er zijn geen bladen om te exporteren. Begin er een met 'tafel new'.\n");
  });

  test("Toepen's --winner help names its game once", async () => {
    const h = home();
    await ok(h, ['new', 'toepen', '--players', 'Ann,Bert,Cis']);
    const nl = flat((await ok(h, ['record', '--help', '--lang', 'nl'])).stdout);
    expect(nl).toContain('Toepen: wie de laatste slag won, en dus de ronde --');
    const en = flat((await ok(h, ['record', '--help'])).stdout);
    expect(en).toContain('Toepen: who won the last trick, and so the round --');
    expect(nl + en).not.toContain('(Toepen)');
  });

  test('a Toepen player who reaches the limit "is af" in the list of games as in the game\'s own texts', async () => {
    const games = await out(['games', '--lang', 'nl']);
    expect(games).toContain('wie de grens haalt, is af.');
    expect(games).not.toContain('ligt uit');
  });

  test('Belote says ploeg throughout, as Klaverjassen and Manillen do: rules, games, help, refusals', async () => {
    const h = home();
    await ok(h, ['new', 'belote', '--players', 'Ann,Bert,Cis,Dirk']);
    const said: string[] = [];
    for (const rules of ['cardavia', 'ffb']) {
      const doc = JSON.parse((await ok(h, ['rules', 'belote', '--rules', rules, '--json'])).stdout);
      for (const { id } of doc.topics as { id: string }[])
        said.push((await ok(h, ['--lang', 'nl', 'rules', 'belote', '--rules', rules, id])).stdout);
    }
    said.push(await out(['--lang', 'nl', 'games', 'belote']), await out(['--lang', 'nl', 'seats', '--help']));
    said.push((await ok(h, ['--lang', 'nl', 'record', '--help'])).stdout);
    const capot = await tafel(h, ['--lang', 'nl', 'record', '--taker', 'Ann', '--points', '0', '--capot', 'wij']);
    expect([capot.code, capot.stderr]).toEqual([
      2,
      'tafel: --capot moet takers of nemers zijn, of defenders of verdedigers: de ploeg die alle 8 slagen haalde, ' +
        'niet "wij".\n',
    ]);
    const text = flat(said.join(' '));
    expect(text.match(/\bteams?\b/gi) ?? []).toEqual([]);
    expect(text).toContain('Kaarten, ploegen en delen');
    expect(text).toContain('de score van elke ploeg per gift');
    expect(text).toContain('Het totaal van elke ploeg is haar kaartpunten');
    expect(text).toContain('(de ploegen bij Belote volgen de plaatsen)');
  });

  test("Belote's Dutch rules say gemaakt and nat, as its sheet and point table do, not gehaald, mislukt", async () => {
    const h = home();
    const said: string[] = [];
    for (const rules of ['cardavia', 'ffb']) {
      const doc = JSON.parse((await ok(h, ['rules', 'belote', '--rules', rules, '--json'])).stdout);
      for (const { id } of doc.topics as { id: string }[])
        said.push((await ok(h, ['--lang', 'nl', 'rules', 'belote', '--rules', rules, id])).stdout);
    }
    const text = flat(said.join(' '));
    expect(text.match(/\b(gehaald|mislukt)\b/gi) ?? []).toEqual([]);
    const ffb = flat((await ok(h, ['--lang', 'nl', 'rules', 'belote', 'scoring', '--rules', 'ffb'])).stdout);
    expect(ffb).toContain('Puntentelling: gemaakt alleen bij meer');
    expect(ffb).toContain('- Gemaakt: het totaal van de nemers is strikt GROTER dan dat van de verdedigers.');
    expect(ffb).toContain('- Nat: de verdedigers krijgen 162');
    expect(ffb).toContain('│ gemaakt: meer dan de');
    // The words a player types still find the topic, the sheet's and the older ones alike.
    for (const word of ['gemaakt', 'nat', 'gehaald', 'mislukt'])
      expect((await tafelJson(h, ['rules', 'belote', word, '--lang', 'nl'])).id).toBe('scoring');
  });

  test("Rikken's --trump help says gift, as every Rikken text says a deal", async () => {
    const nl = flat(await out(['--lang', 'nl', 'record', '--help']));
    expect(nl).toContain('Rikken: de troefkleur van deze gift (S H D C), een notitie op het blad;');
    expect(nl).not.toContain('van dit spel');
  });

  test('judge trick names a trump order in one form, the game capitalised: troefvolgorde in Klaverjassen', async () => {
    const trick = async (game: string, cards: string[]) =>
      (await out(['--lang', 'nl', 'judge', 'trick', game, '--trump', 'H', ...cards])).split('\n')[0];
    expect([
      await trick('belote', ['7H', 'JH', '9H', 'AS']),
      await trick('klaverjassen', ['JH', '9H', '7S', 'AS']),
    ]).toEqual([
      'Kaart 2 (BH) wint: hartenboer is de hoogste troef in de slag (troefvolgorde in Belote B 9 A 10 H V 8 7).',
      'Kaart 1 (BH) wint: hartenboer is de hoogste troef in de slag (troefvolgorde in Klaverjassen B 9 A 10 H V 8 7).',
    ]);
  });

  test("a house rule's key opening a refusal is quoted as typed, not capitalised: 'rounds' moet ...", async () => {
    const h = home();
    await ok(h, ['new', 'kleurenwiezen', '--players', 'Ann,Bert,Cis,Dirk']);
    await ok(h, ['event', 'new', 'klaverjassen', '--entrants', 'A,B,C,D']);
    const before = snapshot(h);
    const said = async (...args: string[]) => {
      const r = await tafel(h, args);
      return `${r.code} ${r.stderr.trim()}`;
    };
    expect([
      await said('--lang', 'nl', 'toernooi', 'instellen', 'rounds=x'),
      await said('event', 'set', 'rounds=x'),
      await said('--lang', 'nl', 'set', 'Samen.8=x'),
      await said('set', 'samen.8=x'),
      await said('--lang', 'nl', 'new', 'boerenbridge', '--players', 'A,B,C,D', '--set', 'max-cards=20'),
      await said('--lang', 'nl', 'toernooi', 'nieuw', 'klaverjassen', '--entrants', 'A,B,C,D', '--rounds', 'x'),
    ]).toEqual([
      `2 tafel: 'rounds' moet een geheel getal van 1 tot 30 zijn, niet "x".`,
      `2 tafel: 'rounds' must be a whole number from 1 to 30, not "x".`,
      `2 tafel: 'samen.8' moet een geheel getal van 0 tot 10000 zijn, niet "x".`,
      `2 tafel: 'samen.8' must be a whole number from 0 to 10000, not "x".`,
      `2 tafel: 'max-cards=20' is te veel: met 4 spelers krijgt elk hoogstens 13 kaarten per gift.`,
      '2 tafel: --rounds moet een geheel getal van 1 tot 30 zijn, niet "x".',
    ]);
    expect(snapshot(h)).toEqual(before);
  });
});
