import type { Lang } from '../../i18n/lang.js';

/** Manillen's own texts (English); messages.nl.ts has the same keys. */
const SUIT: Record<string, string> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };

export const en = {
  /** The words of the point tables of `tafel rules manillen` (tables.ts). */
  tables: {
    card: 'card',
    points: 'card points',
    names: ['10 (manille)', 'ace', 'king', 'queen', 'jack', '9, 8, 7'],
    valuesCaption: 'The same in every suit, trump included: 15 a suit, 60 a deal; the last trick counts nothing.',
    side: "the scoring team's card points",
    suit: 'a suit',
    zonder: 'zonder, or mee',
    four: 'mee + tegen, or zonder + mee',
    eight: 'zonder + mee + tegen',
    blindFour: 'zonder blind',
    blindMore: (m: number) => (m === 8 ? 'zonder blind + mee' : 'zonder blind + mee + tegen'),
    caption: (cap: string, sweep: string) =>
      [
        'The team with more than 30 of the 60 card points scores its points over 30, times the multiplier; the ' +
          'other team scores 0, and at 30 - 30 nobody scores.',
        cap === 'none' ? 'The doublings stack.' : `No deal counts more than ×${cap} (max-multiplier=${cap}).`,
        sweep === '60' ? 'All 60 points score 60 before the multiplier (sweep=60).' : '',
      ]
        .filter((x) => x !== '')
        .join(' '),
  },
  name: 'Manillen',
  flags: {
    trump: { help: 'the trump the dealer named, S H D C or none (zonder, which counts double)', word: 'the trump' },
    points: {
      help: "the dealer's team's card points 0..60, or a player's team's: --points Bert=22",
      word: 'the card points',
    },
    mee: { help: 'the opponents went along (meegaan, kloppen): the points count double', word: 'along' },
    along: { help: 'another name for --mee', word: 'along' },
    klop: { help: 'another name for --mee', word: 'along' },
    tegen: { help: "the dealer's team went against (tegenkloppen) after a mee: double again", word: 'against' },
    against: { help: 'another name for --tegen', word: 'against' },
    tegenklop: { help: 'another name for --tegen', word: 'against' },
    blind: { help: 'with --set blind=on: no trump called before the dealer looked at his cards (×4)', word: 'blind' },
  },
  lang: 'en' as Lang,
  game: {
    name: 'Manillen',
    standaard:
      'the West-Flemish club game: two teams, the card points over 30 count, no trump and the doublings (mee, ' +
      'tegen) multiply, the first team to 101 wins the boom',
    summary: 'Two teams: points over 30 count, doubled by no trump and knocks; 101 wins.',
  },
  set: {
    target: 'points that end the game, a boom: 101, a half boom 61, or 121, 151; any whole number 1..1000, or none',
    badTarget: (key: string, v: string) => `${key} must be a whole number from 1 to 1000 or none, not "${v}"`,
    maxMultiplier:
      'the highest multiplier a deal counts: none (no trump, mee and tegen stack up to ×8, blind to ×16), 8, 4 or 2',
    sweep: 'what a team that took all 60 card points scores before the multiplier: 30 (its points over 30) or 60',
    blind: 'no trump called before the dealer looked at his cards (record --blind) counts ×4 instead of ×2',
    trumpDuty: 'judge play: a player who cannot follow suit must trump (on) or may play any card (off)',
    deals:
      'deals in a game, 1..100, or none: the boom alone ends it. With a target, whichever comes first ends the ' +
      'game; equal totals after the last deal are a draw',
  },
  rec: {
    /** What the game calls its two pairs, in "needs exactly 4 players (two teams ...)". */
    teams: 'teams',
    what: 'a Manillen deal',
    example: 'tafel record --trump H --points 38',
    /** Record given words: what it records, said before "with flags, not words" and a whole deal (core noWords). */
    noWords: 'Manillen records trump and card points',
    nameTrump: 'Name the trump (S H D C or none): tafel record --trump H --points 38.',
    notTrump: (v: string) =>
      `"${v}" is no trump: give S, H, D or C (or spades, hearts, diamonds, clubs), or none: ` +
      'tafel record --trump H --points 38.',
    /** `b`: one of the sheet's players, for the example (so too pointsNotNumber). */
    pointsOnce: (v: string, b: string) =>
      `--points gives one team's card points, not "${v}": --points 38 (the dealer's team) or --points ${b}=22 ` +
      `(${b}'s team); the other team has the rest of the 60.`,
    pointsImpossible: (v: string) => `A deal has 60 card points: ${v} is not possible.`,
    pointsNotNumber: (v: string, b: string) =>
      `--points must be a whole number of card points from 0 to 60, not "${v}": e.g. --points 38 or --points ${b}=22.`,
    tegenWithoutMee:
      "--tegen needs --mee: the dealer's team can only double back after the opponents doubled; add --mee if they " +
      'did, or leave out --tegen.',
    blindOnly: 'Blind is only for no trump (and option blind=on).',
    /**
     * Blind no trump on a sheet without the house rule (`record`, and `set blind=off` under such a deal); `judged`:
     * `judge score` without a sheet, which judges rules and plays it with --set.
     */
    blindOff: (judged: boolean): string =>
      judged
        ? 'Blind is not played under these rules (option blind=off): --set blind=on plays it.'
        : "Blind is not played on this sheet (option blind=off): 'tafel set blind=on' plays it.",
    /** `flags`: the switches given (without --), one or more; `v`: what was given to them. */
    aSwitch: (flags: string[], v: string) =>
      flags.length === 1
        ? `--${flags[0]} is a switch and takes no value: leave out "${v}"`
        : `${flags.map((f) => `--${f}`).join(' and ')} are switches and take no value: leave out "${v}"`,
    boomOver: (team: string, target: string) => `${team} reached ${target}; the boom is over`,
  },
  sheet: {
    pair: (a: string, b: string) => `${a} and ${b}`,
    suit: (s: string) => SUIT[s] ?? s,
    noTrump: 'no trump',
    blind: 'blind',
    nobody: 'nobody scores',
  },
  flow: {
    /** `example`: a whole deal on one line, with the table's names (line.ts manillenChips). */
    trump: (dealer: string, teams: string, example: string) =>
      `Deal by ${dealer} (${teams}): which trump? (or the whole deal: ${example})`,
    against: 'against',
    zonder: 'zonder: no trump, the points count double',
    blind: (dealer: string) => `Was no trump called blind, before ${dealer} looked at his cards (×4)?`,
    mee: (team: string) => `Did ${team} go along (mee: the points count double)?`,
    tegen: (team: string) => `Did ${team} go against (tegen: double again)?`,
    points: (team: string) => `Card points of ${team}, the dealer's team? (0..60; the other team has the rest)`,
    scores: (team: string, over: number, m: number, total: number) =>
      `${team} score ${over}${m > 1 ? ` × ${m} = ${total}` : ''}. Save?`,
    nobody: (m: number) => `30 - 30: nobody scores${m > 1 ? ` (×${m})` : ''}. Save?`,
    /** A deal typed on one line, as the sheet describes it, and who scores (no team: nobody). */
    lineScores: (deal: string, team: string | undefined, score: number) =>
      `${deal}: ${team === undefined ? 'nobody scores' : `${team} score ${score}`}`,
  },
  referee: {
    cards: '32 cards, 10 A K Q J 9 8 7 in each suit',
    order: 'Manillen order 10 A K Q J 9 8 7',
    noRanking: 'Manillen has no bids to rank: the dealer names trump or no trump, and nobody bids against him.',
    mustTrump: (suit: string, codes: string) => `you have no ${suit}: trump (with ${codes})`,
    overtrump: (suit: string, top: string, codes: string) =>
      `you have no ${suit} and ${top} trumps the trick: overtrump it (with ${codes})`,
    undertrump: (codes: string) => `you may not undertrump while you hold a higher trump: ${codes}`,
    noUndertrump: (top: string) => `you cannot beat ${top}, and you may not undertrump while you hold another card`,
    suitName: (s: string) => SUIT[s] ?? s,
  },
  /** The scorer's chips on the phone: words its line reader takes (it reads both languages). */
  chips: {
    hearts: 'hearts',
    diamonds: 'diamonds',
    clubs: 'clubs',
    spades: 'spades',
    none: 'none',
    mee: 'along',
    tegen: 'against',
    blind: 'blind',
  },
};
