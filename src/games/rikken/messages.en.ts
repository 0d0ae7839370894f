import { capital, listed } from '../../i18n/lang.js';
import { CONTRACT_WORDS } from './contracts.js';

/** Rikken's own texts (English); messages.nl.ts has the same keys. */

const OPTIONS: Record<string, string> = {
  'troela-rank':
    'where troela ranks: top (nothing outranks it) or above-rik-beter (any solo, piek or misère outranks it)',
  open: 'open piek and open misère (with and without praatje) may be played',
  praatje: 'open piek and open misère "met een praatje" (every hand open) may be played',
  down:
    'a failed trick contract: from-second (one trick short costs the base, each further trick a ' +
    'step) or from-first (every trick short a step)',
  'rik-loss': 'a failed rik: the rikker pays both opponents (rikker) or rikker and mate pay one each (both)',
  'called-ace': 'judge play: the holder of the called ace must play it when its suit is led (must) or need not (free)',
};

export const en = {
  /** The words of the point tables of `tafel rules rikken` (tables.ts). */
  tables: {
    contract: 'contract',
    need: 'tricks\nneeded',
    made: 'made\nexactly',
    over: 'each trick\nover',
    short1: 'one trick\nshort',
    further: 'each further\ntrick short',
    all: 'all 13\n(kapot)',
    off: ' (off)',
    trickCaption: (loss: string, down: string): string =>
      [
        'Per opponent. Rik, rik beter, troela: each opponent pays one of the pair; a failed rik is paid',
        loss === 'both'
          ? 'by rikker and mate, one opponent each (rik-loss=both),'
          : 'twice by the rikker, the mate pays nothing (rik-loss=both changes it),',
        'a failed troela by both. A solo wins or pays three times the amount.',
        down === 'from-first'
          ? 'Every trick short costs a step (down=from-first).'
          : 'One trick short costs the base alone (down=from-first adds a step).',
      ].join(' '),
    value: 'value V',
    target: 'made with',
    tricks: (n: number): string => (n === 0 ? 'no trick' : 'exactly 1 trick'),
    fixedCaption:
      'Each declarer is settled alone with the three other active players: made, he gets 3 × V and each ' +
      'of them pays V; failed, the other way round. Several declarers: the results are added.',
    pass: 'pass game',
    passRule: 'who pays',
    mie: (v: number): string[] => [
      `schoppen mie`,
      `the taker of ♠Q, and the taker of the last trick, each pay ${v} to every other player`,
    ],
    een: (v: number): string[] => [
      `één of vijf`,
      `every player with exactly 1 or 5 tricks gets ${v} from each player with neither`,
    ],
  },
  name: 'Rikken',
  /** A contract as the sheet writes it where that is not its keyword (`tafel stats`): one name in both languages. */
  contractWords: CONTRACT_WORDS,
  /** The record flags of head.ts: each one's help line and its name in table mode's refusals. */
  flags: {
    by: { help: 'who played the contract, e.g. --by Ann or --by Bert,Dirk', word: 'the players' },
    mate: { help: 'the holder of the called ace (rik) or of the fourth ace (troela)', word: 'the mate' },
    tricks: { help: 'tricks taken (by the pair together), or per declarer: --tricks Ann=0,Bert=1', word: 'the tricks' },
    trump: { help: 'the trump suit of this deal (S H D C), a note on the sheet', word: 'the trump' },
    called: { help: 'the called ace, a note on the sheet, e.g. AD', word: 'the called ace' },
    revoke: { help: 'that player revoked; his side loses the deal', word: 'the revoke' },
    queen: { help: 'schoppen mie: who took the queen of spades', word: 'the queen of spades' },
    last: { help: 'schoppen mie: who took the last trick', word: 'the last trick' },
  },
  game: {
    summary: "Brabant's bidding game: the rikker plays with the holder of the ace he calls.",
    name: 'Rikken',
    standaard:
      'the Brabant bidding game with a called ace: rik, solos, piek and misère (several at once), ' +
      'troela, pass games; zero-sum',
    ssovn: "a club's rules (SSOVN): no troela, no piek; partijen of 20 deals for every player",
  },
  set: {
    option: (key: string): string => OPTIONS[key] ?? key,
    switchValue: (key: string, v: string) =>
      `${key} must be on, off or a whole number from 0 to 10000 (its value), not "${v}"`,
    deals:
      'played deals that make a sheet (pas not counted): a number, none, or partij (20 for each ' +
      'player: 20, 25 or 30 with 4, 5 or 6)',
    badDeals: (v: string) => `deals must be a positive whole number, none or partij, not "${v}"`,
    passGames:
      'what the table plays when everybody passed: schoppen-mie, een-of-vijf, the two as ' +
      'schoppen-mie,een-of-vijf, or none (a redeal, pas, is always allowed)',
    badPassGames: (v: string) =>
      `pass-games must list schoppen-mie and/or een-of-vijf separated by a comma, or be none, not "${v}"`,
    troela: 'troela (three aces, with the fourth ace as mate) is played: on, off, or its base value (on = 10)',
    piek: 'the piek family (piek, open piek, open piek praatje) is played: on, off, or the value of piek (on = 15)',
    rik: 'rik and rik beter made with exactly 8 tricks, per opponent; also one trick short',
    rikTrick: 'rik, rik beter, troela: each trick over, and each further trick short',
    rikAll: 'rik, rik beter, troela: the bonus for all 13 tricks (kapot)',
    alleen: (n: number) => `${n} alleen made with exactly ${n} tricks, per opponent; also one trick short`,
    alleenTrick: 'alleen: each trick over, and each further trick short',
    fixed: (name: string) => `${name}: what each declarer wins or loses from every other active player`,
    schoppenMie:
      'schoppen mie: what the taker of the queen of spades, and the taker of the last trick, pays every other player',
    eenOfVijf: 'één of vijf: what each player with exactly 1 or 5 tricks wins from each player with neither',
    noTrumpDuty:
      'Rikken has no duty to trump: a player who cannot follow suit may play any card, as the club rules have it, ' +
      'so there is no trump-duty option.',
  },
  rec: {
    /** `a`, `b`, `c`: the sheet's first three players, for the examples. */
    whichContract: (a: string, b: string, c: string) =>
      `Which contract? e.g. "tafel record rik --by ${a} --mate ${c} --tricks 8" or "tafel record ` +
      `alleen 9 --by ${b} --tricks 9".`,
    unknownContract: (typed: string, known: string) => `Unknown contract "${typed}". Rikken contracts: ${known}.`,
    switchedOff: (name: string, off: string, fix: string) =>
      `This sheet does not play ${name} (option ${off}); tafel set ${fix} changes that.`,
    /** `level`: the level typed; none, the level is missing. */
    alleenLevel: (level: string | undefined) =>
      `Alleen is bid for 8 to 13 tricks${level === undefined ? ': the level is missing,' : `, not ${level}:`} e.g. ` +
      '"alleen 9".',
    noLevel: (name: string, level: string) => `${capital(name)} has no level: leave out "${level}".`,
    alone: (name: string) => `${capital(name)} is played alone: leave out --mate.`,
    byMissing: (name: string, p: string) => `--by is missing: who played ${name}? e.g. --by ${p}.`,
    /** `pair`: rik and troela, played with a mate; a solo, piek or misère is played alone. */
    oneBy: (name: string, pair: boolean) =>
      pair
        ? `${capital(name)} has one declarer in --by: the rikker or the three-ace holder; his partner is the mate ` +
          '(--mate).'
        : `${capital(name)} has one declarer in --by: the soloist, who plays alone.`,
    atMostFour: (name: string) => `At most the four active players can play ${name}.`,
    mateMissing: (name: string, p: string) =>
      `--mate is missing: who held the ${name === 'troela' ? 'fourth ace' : 'called ace'}? e.g. --mate ${p}.`,
    mateIsRikker: (p: string) =>
      `The mate holds the called ace, so he cannot be the rikker (${p}): name the holder of the called ace as --mate.`,
    troelaMate: (p: string) =>
      `The fourth ace's holder cannot also be the three-ace holder (${p}): name the holder of the ` +
      `fourth ace as --mate.`,
    twice: (p: string) => `${p} is named twice: name each player once.`,
    twiceInTricks: (p: string) => `${p} is named twice in --tricks: name each player once.`,
    tricksNotNumber: (flag: string, text: string) => `${flag} must be a whole number from 0 to 13, not "${text}".`,
    tricksOutside: (v: string) => `A deal has 13 tricks: give 0 to 13, not ${v}.`,
    notPair: (part: string, p: string) => `"${part}" is not player=tricks: e.g. --tricks ${p}=0.`,
    notDeclarer: (p: string, name: string, by: readonly string[]) =>
      `${p} did not play ${name}: give tricks only for ${listed(by, 'en')}.`,
    revokeAndTricks: 'A revoke decides the deal: give --revoke without --tricks.',
    tricksMissing: (who: readonly string[], example: string) =>
      `--tricks is missing: how many tricks did ${who.join(' + ')} take? e.g. --tricks ${example}.`,
    /** Several declarers of a piek or misère, each playing for himself: each one's tricks (Kleurenwiezen's words). */
    eachTricksMissing: (by: readonly string[], example: string) =>
      `--tricks is missing: each of ${listed(by, 'en')} plays for himself; how many tricks did each take? e.g. ` +
      `--tricks ${example}.`,
    oneResult: 'This contract has one result: the tricks of the declarers together as one number, e.g. --tricks 9.',
    calledCard: (text: string) =>
      `The rikker calls an ace (or, holding every other ace, a king), not ${text}: e.g. --called AD.`,
    trumpAce: 'The rikker never calls the trump ace: call an ace of another suit.',
    troelaCalls: "Troela calls no ace: the fourth ace's holder is the mate (--mate); leave out --called.",
    beterHearts: 'Rik beter is played with hearts as trump: leave out --trump, or record a rik.',
    needsTrump: (name: string) => `${capital(name)} has a trump suit: name it (S, H, D, C) or leave --trump out.`,
    noTrump: (name: string) => `${capital(name)} is played without trump: leave out --trump.`,
    /** `example`: a per-player list that record takes as typed (four declarers' tricks add up to 13). */
    eachOwn: (by: readonly string[], example: string) =>
      `Each of ${listed(by, 'en')} plays for himself: give everyone's tricks, e.g. --tricks ${example}.`,
    /**
     * `example`: the tricks given, the missing ones made, four adding up to 13 (no placeholder: table mode shows the
     * example as typed).
     */
    missingTricks: (who: readonly string[], example: string) =>
      `How many tricks did ${listed(who, 'en')} take? Give ${who.length === 1 ? 'his' : 'their'} tricks too, e.g. ` +
      `--tricks ${example}.`,
    tooMany: (name: string, parts: readonly string[], sum: number) =>
      `${capital(name)}: ${parts.join(' + ')} = ${sum} tricks, more than the 13 of a deal: check --tricks.`,
    allFour: (name: string, sum: number) =>
      `${capital(name)}: all four players declared, so their tricks add up to 13, not ${sum}: check --tricks.`,
    passNoSides: 'A pass game has no sides, so no revoke: leave out --revoke (or record the deal as it was scored).',
    mieMissing: (p: string) =>
      `Schoppen mie needs who took the queen of spades and who took the last trick: e.g. --queen ${p} --last ${p}.`,
    eenOfVijfMissing: (four: readonly string[]) =>
      `Één of vijf needs every active player's tricks: e.g. ` +
      `--tricks ${four.map((p, i) => `${p}=${[1, 5, 4, 3][i]}`).join(',')}.`,
    eenOfVijfFour: (n: number) => `Één of vijf: give the tricks of all four players who played, not ${n}.`,
    eenOfVijfSum: (sum: number) => `Één of vijf: the tricks add up to ${sum}; a deal has 13: check --tricks.`,
  },
  ref: {
    unknownBid: (typed: string, known: string) => `"${typed}" is not a Rikken bid. Bids: ${known}.`,
    /** `judge rank "9 beter"`: rik beter given a level, which a solo in hearts has. */
    beterLevel: (level: string) =>
      `Rik beter has no level: leave out "${level}", or say "${level} alleen beter" for a solo in hearts.`,
    notBid: (name: string) =>
      `${capital(name)} is not a bid: the dealer chooses it when everybody passed, so it ranks against nothing.`,
    pasNotBid: 'Pas is not a bid: everybody passed and the cards are dealt again, so it ranks against nothing.',
    /** `changed`: the --set switches by which the ladder in force is not the rule set's own (`piek=off`). */
    rung: (hi: string, rh: number, lo: string, rl: number, rules: string, top: number, changed: readonly string[]) =>
      `${hi} is rung ${rh} and ${lo} rung ${rl} of the ${rules} bidding ladder` +
      `${changed.length > 0 ? ` with ${listed(changed, 'en')}` : ''} (rung ${top} is the highest)`,
    troelaTop: (lo: string) =>
      `troela is announced, not bid: with three aces in one hand nobody bids on, so it ` +
      `outranks ${lo} (troela-rank=top)`,
    troelaLow: (hi: string, lo: string) =>
      `troela ranks just above rik beter (troela-rank=above-rik-beter), so ${hi} outranks ${lo}`,
    join: (bid: string) =>
      `both bids are ${bid}: the second player may join it instead of overbidding, and each plays for himself`,
    hearts: (hi: string, lo: string) =>
      `${hi} and ${lo} are on the same rung, and hearts (the "beter" form) outranks the other suits`,
    same: (a: string, b: string) =>
      `${a} and ${b} are on the same rung, and only hearts outranks another suit: the first bid said stands`,
    identical: (bid: string) => `both bids are ${bid}: the same bid, so the first said stands`,
    order: 'A high ... 2 low',
    deck: '52 cards, A K Q J 10 9 8 7 6 5 4 3 2 in each suit',
    playCalled: (suit: string, ace: boolean) => `you hold the called ${ace ? 'ace' : 'king'} of ${suit}: play it now`,
    noTrumpOnTroela: "nobody may trump the troela mate's ace in the first trick",
    leadAce: 'the troela mate leads his ace to the first trick',
    troelaFirst: '--troela-lead is about the first trick only: leave out --trick-no or give --trick-no 1.',
    troelaAce: (card: string) => `With --troela-lead the first card of the trick is the mate's ace, not ${card}.`,
    /** judge play --called beside --troela-lead. */
    troelaCalled:
      '--called and --troela-lead do not go together: a troela calls no card, its mate holds the fourth ace (leave ' +
      'out --called); four aces in one hand call a king, and no troela ace is led (leave out --troela-lead).',
    /** judge rank and judge score without a sheet: a bid its rules or --set leave out (no sheet to `tafel set`). */
    switchedOff: (rules: string | undefined, name: string, off: string, fix: string) =>
      rules
        ? `${rules} does not play ${name} (option ${off}); --set ${fix} judges as a table that does.`
        : `--set ${off} leaves ${name} out; without it ${name} is judged.`,
    troelaTrump: (ace: string, suit: string) =>
      `In troela the mate names trump, never the suit of his ace: he cannot lead ${ace} with ${suit} trump; ` +
      'check --trump.',
    troelaNoAce: 'A troela mate holds the fourth ace, and --hand holds no ace: add his ace to --hand.',
    troelaAces: (aces: string) =>
      `A troela mate holds one ace, the fourth (the other three make the troela), not ${aces}: check --hand.`,
    noSuit: (name: string) => `${capital(name)} is played without trump: write it without a suit.`,
  },
  flow: {
    contract: (dealer: string) => `Deal by ${dealer}: which contract?`,
    describe: {
      rik: 'rikker + the holder of the called ace, 8 tricks',
      'rik-beter': 'rik with hearts as trump',
      troela: 'three aces + the fourth ace, 8 tricks',
      piek: 'exactly one trick, each for himself',
      misere: 'no trick, each for himself',
      'schoppen-mie': 'everybody passed: avoid the queen of spades and the last trick',
      'een-of-vijf': 'everybody passed: exactly 1 or 5 tricks',
      pas: 'everybody passed: deal again',
    } as Record<string, string>,
    level: (contract: string) => `${contract}: which level?`,
    whoBid: (name: string) => `Who bid ${name}?`,
    threeAces: 'Who announced three aces (troela)?',
    whoEach: (name: string) => `Who played ${name}? Tick each of them.`,
    tickEmpty: 'Tick at least one player (space), then press enter.',
    calledAce: 'Who held the called ace (the mate)?',
    fourthAce: 'Who held the fourth ace (the mate)?',
    queen: 'Who took the trick with the queen of spades?',
    last: 'Who took the last trick?',
    revoke: 'Did anyone revoke?',
    nobody: 'nobody',
    tricks: (who: string, name: string, target: number) => `Tricks taken by ${who} (${name}, ${target} needed)?`,
    tricksEach: (who: string, name: string) => `Tricks taken by ${who} (${name})?`,
  },
  sheet: {
    pas: 'pass (redeal)',
    mie: (q: string, l: string) => `schoppen mie: ♠Q ${q}, last ${l}`,
    eenOfVijf: 'één of vijf',
    revoke: (p: string) => `revoke by ${p}`,
    called: (card: string) => `called ${card}`,
    sitter: (dealer: string, number: number, other: string | undefined, plays: readonly string[], sitter: string) =>
      `${dealer} deals deal ${number} and sits out${other ? ` with ${other}` : ''}; the players ` +
      `are ${plays.join(', ')}. ${sitter} cannot be named in it.`,
  },
};
