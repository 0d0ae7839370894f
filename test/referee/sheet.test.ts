import { describe, expect, test } from '@jest/globals';
import { snapshot, tafel, tempHomes } from '../helpers/cli.js';

// The referee at a table that plays other rules than the game's default, through the built bundle in process: an
// answer by the default rules says so, and `--sheet` judges by the sheet's rule set and house rules.
const homes = tempHomes();
const ok = async (h: string, args: string[]) => {
  const r = await tafel(h, args);
  if (r.code !== 0) throw new Error(`tafel ${args.join(' ')} exited ${r.code}: ${r.stderr}`);
  return r;
};
/** klaverjassen.md, trick obligations: partner led the ace of spades, an opponent played the 7, trump hearts. */
const PLAY = ['judge', 'play', 'klaverjassen', '--trump', 'H', '--hand', '8H,KD,10C', '--trick', 'AS,7S'];

describe('judge by a sheet (--sheet), or say which rules it judged by', () => {
  test('a Rotterdams sheet: --sheet makes trumping a duty over the partner; without it, amsterdams, said', async () => {
    const h = homes();
    await ok(h, ['new', 'klaverjassen', '--players', 'Ann,Bert,Cis,Dirk', '--rules', 'rotterdams']);
    // Rotterdams: without spades you must trump, even over your partner's trick: only 8H.
    expect((await ok(h, [...PLAY, '--sheet', 'today-klaverjassen'])).stdout).toBe(
      'You may play 8H.\nNot KD, 10C: you have no spades, and in Rotterdams you must then trump, even when your ' +
        'partner holds the trick: 8H.\n',
    );
    // Amsterdams, the default: the partner holds the trick, any card goes; and the answer says by which rules.
    expect((await ok(h, PLAY)).stdout).toBe(
      'You may play any card: 8H, KD, 10C.\nBy the amsterdams rules, the default; --rules rotterdams answers ' +
        "otherwise, --sheet <id> judges by a sheet's.\n",
    );
    expect((await ok(h, [...PLAY, '--lang', 'nl'])).stdout).toBe(
      'Je mag elke kaart spelen: 8H, HD, 10C.\nVolgens de regelset amsterdams (de standaard); --rules rotterdams ' +
        'antwoordt anders, --sheet <id> oordeelt volgens die van een blad.\n',
    );
    // Asked for by name, no such line.
    expect((await ok(h, [...PLAY, '--rules', 'rotterdams'])).stdout).toMatch(/^You may play 8H\.\n[^\n]*\n$/);
  });

  test('judge score --sheet: its rule set, players and house rules (ffb: 81 against 81 is a litige)', async () => {
    const h = homes();
    await ok(h, ['new', 'belote', '--rules', 'ffb', '--players', 'Ann,Bert,Cis,Dirk']);
    // belote.md, ffb litige: the defenders score their 81 at once, the takers' 81 is held for the next deal.
    const r = await ok(h, ['judge', 'score', 'belote', '--sheet', 'today-belote', '--taker', 'Ann', '--points', '81']);
    expect(r.stdout.split('\n')[0]).toMatch(
      /^Would score as deal 1 of \S+-belote, dealt by Ann \(nothing is stored\): /,
    );
    expect(r.stdout.split('\n')[0]).toMatch(/\): Ann \(Ann \+ Cis\) took: 81 - 81, litige \(81 held\)$/);
    expect(r.stdout).toMatch(/│ +0 │ +\+81 │ +81 │/);
    // cardavia, the default, has no litige: equal totals are made (81 each), and the answer names its rules.
    const plain = await ok(h, ['judge', 'score', 'belote', '--taker', '1', '--points', '81']);
    expect(plain.stdout).toMatch(/│ +\+81 │ +\+81 │\n[^\n]*\nBy the cardavia rules, the default; --rules ffb answers/);
    // An answer no other rule set gives otherwise says nothing of rules: 92 against 70 is made under both.
    const made = await ok(h, ['judge', 'score', 'belote', '--taker', '1', '--points', '92']);
    expect(made.stdout).not.toMatch(/rules/);
    // A trick's winner is the same under every Belote rule set: no such line either.
    expect((await ok(h, ['judge', 'trick', 'belote', '--trump', 'H', '10H', 'JH', 'AH', '9S'])).stdout).toBe(
      'Card 2 (JH) wins: the jack of hearts is the highest trump in the trick (Belote trump order J 9 A 10 K Q 8 7).\n',
    );
  });

  test("judge score --sheet of a Zwikken sheet plays at that sheet's stake, 0.15", async () => {
    const h = homes();
    await ok(h, ['new', 'zwikken', '--players', 'Ann,Bert,Cis,Dirk', '--stake', '0.15']);
    const r = await ok(h, [
      'judge',
      'score',
      'zwikken',
      '--sheet',
      'today-zwikken',
      '--askers',
      'Ann,Bert',
      '--winner',
      'Ann',
      '--json',
    ]);
    // Four antes of 0.15 make a pot of 0.60: Ann takes it (+0.60 - 0.15); Bert, an asker who lost, pays the pot
    // in again (-0.15 - 0.60, loser-pays=pot); Cis and Dirk lose their ante.
    expect(JSON.parse(r.stdout).scores).toEqual({ Ann: 0.45, Bert: -0.75, Cis: -0.15, Dirk: -0.15 });
  });

  test("a game's other name judges by the rule set it stands for, as tafel new does; --rules still wins", async () => {
    const h = homes();
    const deal = ['--cards', '3', '--bids', '1=1,2=1,3=0', '--tricks', '1=1,2=1,3=1'];
    const scores = async (args: string[]) =>
      JSON.parse((await ok(h, ['judge', 'score', ...args, '--json'])).stdout).scores;
    // boerenbridge.md, poepen: a bid made scores 6 + 2 per trick (1 trick: +8), one trick off -2; wk 10 + 2: +12.
    expect(await scores(['chinees-poepen', ...deal])).toEqual({ 1: 8, 2: 8, 3: -2 });
    expect(await scores(['chinees-poepen', ...deal, '--rules', 'wk'])).toEqual({ 1: 12, 2: 12, 3: -2 });
    // The name said which rules: no line on the default's.
    expect((await ok(h, ['judge', 'score', 'chinees-poepen', ...deal])).stdout).not.toMatch(/rules/);
    // jokeren.md, amerikaans: a king left in hand costs 10 (kbn, the default: every card 1).
    expect(await scores(['amerikaans-jokeren', '--out', '1', '--hand', '2=K'])).toEqual({ 1: 0, 2: 10 });
    // poepen plays the suit of the turned card, so a trick asks for it (wk plays spades); hearts: 2H the only trump.
    const trick = ['judge', 'trick', 'chinees-poepen', '2H', '3S'];
    expect((await ok(h, [...trick, '--trump', 'H'])).stdout).toMatch(/^Card 1 \(2H\) wins: /);
    const r = await tafel(h, trick);
    expect([r.code, r.stderr]).toEqual([
      2,
      'tafel: --trump is missing: name the trump suit, e.g. --trump H (or --trump none for a deal without trump).\n',
    ]);
  });

  test('refused: --rules beside --sheet, a sheet of another game, a house rule the referee does not read', async () => {
    const h = homes();
    await ok(h, ['new', 'klaverjassen', '--players', 'Ann,Bert,Cis,Dirk', '--rules', 'rotterdams']);
    const before = snapshot(h);
    const both = await tafel(h, [...PLAY, '--sheet', 'today-klaverjassen', '--rules', 'amsterdams']);
    expect([both.code, both.stderr]).toEqual([
      2,
      "tafel: --rules and --sheet both say which rules: give one (--sheet judges by that sheet's own).\n",
    ]);
    const other = await tafel(h, [
      'judge',
      'trick',
      'belote',
      '--trump',
      'H',
      'AS',
      '7H',
      '--sheet',
      'today-klaverjassen',
    ]);
    expect([other.code, other.stderr]).toEqual([
      1,
      expect.stringMatching(
        /^tafel: Sheet \S+-klaverjassen plays klaverjassen, not belote: judge klaverjassen with it/,
      ),
    ]);
    const tie = await tafel(h, [...PLAY, '--set', 'tie=made']);
    expect([tie.code, tie.stderr]).toEqual([
      2,
      // Those judge play reads: the roem's four-jacks and low-four only a trick reads (until 2026-12-07 listed here).
      'tafel: --set tie changes nothing judge play answers in Klaverjassen; the options it reads are undertrump.\n',
    ]);
    expect(snapshot(h)).toEqual(before);
  });
});

// judge score --sheet judges the sheet's NEXT deal as record would write it (its number, its dealer, who is out, the
// totals before it), nothing written; the spec pages' worked scoring, by hand.
describe("judge score --sheet: the sheet's next deal, as record would score it", () => {
  const score = (h: string, game: string, sheet: string, args: string[]) =>
    tafel(h, ['judge', 'score', game, '--sheet', sheet, ...args]);
  const json = async (h: string, game: string, sheet: string, args: string[]) =>
    JSON.parse((await ok(h, ['judge', 'score', game, '--sheet', sheet, ...args, '--json'])).stdout);

  test("manillen: deal 2 is Bert's, so 38 are Bert + Dirk's points and they score 38 - 30 = 8", async () => {
    const h = homes();
    await ok(h, ['new', 'manillen', '--players', 'Ann,Bert,Cis,Dirk']);
    await ok(h, ['record', '--trump', 'H', '--points', '38']);
    const before = snapshot(h);
    const deal = ['--trump', 'H', '--points', '38'];
    expect(await json(h, 'manillen', 'today-m', deal)).toMatchObject({
      number: 2,
      dealer: 'Bert',
      scores: { Ann: 0, Bert: 8, Cis: 0, Dirk: 8 },
    });
    const en = (await score(h, 'manillen', 'today-m', deal)).stdout;
    const nl = (await score(h, 'manillen', 'today-m', [...deal, '--lang', 'nl'])).stdout;
    expect(en).toMatch(/^Would score as deal 2 of \S+-manillen, dealt by Bert \(nothing is stored\): ♥ 38 - 22\n/);
    expect(en).toMatch(/│ +0 │ +\+8 │\n/);
    expect(nl).toMatch(
      /^Zo zou het tellen als gift 2 van \S+-manillen, gedeeld door Bert \(niets bewaard\): ♥ 38 - 22\n/,
    );
    // --dealer as record takes it: Cis deals deal 2, so the 38 are Ann + Cis's.
    expect((await json(h, 'manillen', 'today-m', [...deal, '--dealer', 'Cis'])).scores).toEqual({
      Ann: 8,
      Bert: 0,
      Cis: 8,
      Dirk: 0,
    });
    expect(snapshot(h)).toEqual(before);
  });

  test('toepen: who is out is refused as by record, and the cut to the limit applies', async () => {
    const h = homes();
    await ok(h, ['new', 'toepen', '--players', 'Ann,Bert,Cis,Dirk', '--set', 'limit=5']);
    // Round 1, stake 4: Ann, Cis, Dirk +4. Round 2 (Bert deals), stake 2: Ann 2 cut to 1 (5), Bert 2, Dirk passed
    // on toep 1: 1 (5). Ann and Dirk are out; Cis (4) deals round 3, the winner of round 2.
    await ok(h, ['record', '--winner', 'Bert', '--toeps', 'Bert,Cis,Ann']);
    await ok(h, ['record', '--winner', 'Cis', '--toeps', 'Cis', '--passed', 'Dirk=1']);
    const before = snapshot(h);
    const out = await score(h, 'toepen', 'today-t', ['--winner', 'Dirk']);
    expect([out.code, out.stdout, out.stderr]).toEqual([
      1,
      '',
      'tafel: Round 3: Dirk is out (5 points since round 2).\n',
    ]);
    // Stake 3, Bert wins: Cis's 3 is cut to 1 (the limit 5), he is out, and Bert, the last one left, wins.
    expect(await json(h, 'toepen', 'today-t', ['--winner', 'Bert', '--toeps', 'Bert,Cis'])).toMatchObject({
      number: 3,
      dealer: 'Cis',
      scores: { Ann: 0, Bert: 0, Cis: 1, Dirk: 0 },
      finished: true,
      winner: 'Bert',
    });
    expect(snapshot(h)).toEqual(before);
  });

  test("a finished club evening's table sheet: record's refusal, nothing written", async () => {
    const h = homes();
    await ok(h, ['event', 'new', 'klaverjassen', '--id', 'kj', '--entrants', 'Ann,Bert,Cis,Dirk', '--rounds', '1']);
    await ok(h, ['event', 'draw']);
    await ok(h, ['event', 'finish', '--force']);
    const before = snapshot(h);
    const deal = ['--taker', 'Ann', '--points', '92'];
    for (const args of [
      ['record', '--sheet', 'kj-r1-t1', ...deal],
      ['judge', 'score', 'klaverjassen', '--sheet', 'kj-r1-t1', ...deal],
    ])
      expect(await tafel(h, args)).toMatchObject({
        code: 1,
        stdout: '',
        stderr: "tafel: The event kj is finished: 'tafel event reopen' opens it again.\n",
      });
    expect(snapshot(h)).toEqual(before);
  });

  test("boerenbridge: the schedule's cards and the hook on the next dealer, without --cards", async () => {
    const h = homes();
    // max-cards=3: 3, 2, 1, 2, 3 cards. Deal 2 has 2 cards and Bert deals it, bidding last.
    await ok(h, ['new', 'boerenbridge', '--players', 'Ann,Bert,Cis,Dirk', '--set', 'max-cards=3']);
    await ok(h, ['record', '--bids', 'Ann=1,Bert=1,Cis=0,Dirk=0', '--tricks', 'Ann=1,Bert=1,Cis=1,Dirk=0']);
    const before = snapshot(h);
    // The others bid 1 together: Bert may not bid 1 (2 tricks in all).
    const bids = ['--bids', 'Ann=1,Bert=1,Cis=0,Dirk=0', '--tricks', 'Ann=1,Bert=1,Cis=0,Dirk=0'];
    const hooked = await score(h, 'boerenbridge', 'today-b', bids);
    expect([hooked.code, hooked.stderr]).toEqual([
      1,
      'tafel: Bert deals deal 2 (2 cards) and bids last: the others bid 1 together, so Bert may not bid 1 (the bids ' +
        'would add up to 2 tricks; hook=always).\n',
    ]);
    // wk: exact 10 + 2 per trick (Ann 1: 12; Cis, Dirk 0: 10), one trick off -2 (Bert).
    const deal = ['--bids', 'Ann=1,Bert=0,Cis=0,Dirk=0', '--tricks', 'Ann=1,Bert=1,Cis=0,Dirk=0'];
    expect(await json(h, 'boerenbridge', 'today-b', deal)).toMatchObject({
      number: 2,
      dealer: 'Bert',
      scores: { Ann: 12, Bert: -2, Cis: 10, Dirk: 10 },
    });
    expect(snapshot(h)).toEqual(before);
  });

  test("jokeren amerikaans: deal 2's contract is 2, a set of 3", async () => {
    const h = homes();
    await ok(h, ['new', 'jokeren', '--rules', 'amerikaans', '--players', 'Ann,Bert,Cis']);
    await ok(h, ['record', '--out', 'Ann', '--points', 'Bert=10,Cis=20']);
    const deal = ['--out', 'Bert', '--points', 'Ann=5,Cis=15'];
    expect(await json(h, 'jokeren', 'today-j', deal)).toMatchObject({
      number: 2,
      dealer: 'Bert',
      contract: 2,
      scores: { Ann: 5, Bert: 0, Cis: 15 },
    });
  });

  test("--players, --stake or --totals beside --sheet: refused, the sheet's own are judged by", async () => {
    const h = homes();
    await ok(h, ['new', 'toepen', '--players', 'Ann,Bert,Cis,Dirk']);
    const r = await score(h, 'toepen', 'today-t', ['--winner', 'Ann', '--totals', 'Ann=3']);
    expect([r.code, r.stderr]).toEqual([
      2,
      "tafel: --sheet judges that sheet's next deal, with its own players, stake and totals: leave out --totals " +
        '(or --sheet).\n',
    ]);
    const nl = await score(h, 'toepen', 'today-t', ['--winner', 'Ann', '--players', 'A,B', '--lang', 'nl']);
    expect([nl.code, nl.stderr]).toEqual([
      2,
      'tafel: --sheet beoordeelt de volgende gift van dat blad, met zijn eigen spelers, inzet en standen: laat ' +
        '--players weg (of --sheet).\n',
    ]);
  });

  test('a table size beside --sheet is refused: the sheet seats its own table (Solokaarten, five)', async () => {
    const h = homes();
    await ok(h, ['new', 'solokaarten', '--players', 'Ann,Bert,Cis,Dirk,Eva']);
    const SOLO = JSON.parse((await ok(h, ['sheet', '--json'])).stdout).id;
    const before = snapshot(h);
    // Until 2026-12-07 the flag won quietly: at 4 the deck lost its 9s ("9H is not in the Solokaarten deck"), and 6
    // took a trick of six cards at a table of five.
    const trick = ['judge', 'trick', 'solokaarten', '--sheet', 'today-solokaarten', '--trump', 'H', 'AS', '9H'];
    expect(await tafel(h, [...trick, '--player-count', '4'])).toEqual({
      code: 2,
      stdout: '',
      stderr:
        "tafel: --sheet judges by that sheet's own table and its players: leave out --player-count (or --sheet).\n",
    });
    expect(await tafel(h, [...trick, '--players', 'a,b,c,d,e,f', '--lang', 'nl'])).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'tafel: --sheet oordeelt volgens de eigen tafel van dat blad en zijn spelers: laat --players weg ' +
        '(of --sheet).\n',
    });
    const play = ['judge', 'play', 'solokaarten', '--sheet', 'today-solokaarten', '--trump', 'H', '--hand', '9H'];
    expect((await tafel(h, [...play, '--trick', 'AS', '--player-count', '6'])).code).toBe(2);
    // A trick too long for the sheet's table names the sheet, not the flags it refuses.
    const six = ['judge', 'trick', 'solokaarten', '--sheet', 'today-solokaarten', '--trump', 'H', 'AS', '8H', '9H'];
    expect((await tafel(h, [...six, '7H', 'JH', 'QS'])).stderr).toBe(
      `tafel: A trick has one card per player, so at most 5 here, not 6 (sheet ${SOLO} seats 5).\n`,
    );
    expect((await tafel(h, [...six, '7H', 'JH', 'QS', '--lang', 'nl'])).stderr).toBe(
      `tafel: Een slag heeft één kaart per speler, hier dus hoogstens 5, niet 6 (blad ${SOLO} telt 5 spelers).\n`,
    );
    // Without it, the sheet's five: 9H is in the deck, and trumps the ace of spades.
    expect((await ok(h, trick)).stdout).toMatch(/^Card 2 \(9H\) wins/);
    expect(snapshot(h)).toEqual(before);
  });
});
