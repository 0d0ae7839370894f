import { RuleViolation, type Text, UsageError } from '../../core/errors.js';
import { didYouMean } from '../../core/suggest.js';
import { flagList, flagSwitch, flagText, onlyFlags, optString } from '../../core/flags.js';
import type { DealInput, RecordArgs, SettingSpec, SheetConfig } from '../../core/game.js';
import { findPlayers, fold, splitList } from '../../core/players.js';
import { points } from '../../core/settings.js';
import { checkZonderOud, DEALS, OUD_IN_LAMP } from './settings.js';
import { say } from './messages.js';

export { bidWords } from './words.js';

/**
 * Solokaarten, as played in the Liemers (source: seeds/002_5f2afcefd974e1da.txt, spec solokaarten.md).
 * One bidder "heeft de Pot" and plays alone against everybody else.
 */

export type BidId = 'solo' | 'slag' | 'doe';

export interface Bid {
  id: BidId;
  /** Tricks the pot holder needs with 4 or 5 players, and with 6 (a hand of 5 cards). */
  needed: { upToFive: number; six: number };
  /** Default points won or lost; a house may change them with --set solo=... */
  points: number;
  /** Position in the bidding: solo < slag < doe. */
  level: number;
}

export const BIDS: Bid[] = [
  { id: 'solo', needed: { upToFive: 4, six: 3 }, points: 3, level: 0 },
  { id: 'slag', needed: { upToFive: 5, six: 4 }, points: 4, level: 1 },
  { id: 'doe', needed: { upToFive: 6, six: 5 }, points: 6, level: 2 },
];

export const bidOf = (id: string): Bid | undefined => BIDS.find((b) => b.id === id);

/** Cards in each hand, which is also the number of tricks in a deal: 6, or 5 with six players. */
export const handSize = (players: number): number => (players === 6 ? 5 : 6);

export const tricksNeeded = (bid: Bid, players: number): number =>
  players === 6 ? bid.needed.six : bid.needed.upToFive;

/** The refinements of a bid. They move it in the bidding, never in the points. */
export interface Refinements {
  eerste: boolean;
  zonderKijk: boolean;
  zonderOud: boolean;
}

/** Stored input of a Solokaarten deal. Refinements are stored only when made (absent = false). */
export interface SoloInput extends DealInput {
  contract: BidId | 'pas';
  /** The pot holder, as a one-name list like every game's `by`. */
  by?: string[];
  tricks?: number;
  eerste?: true;
  zonderKijk?: true;
  zonderOud?: true;
}

export const RULES_ID = 'liemers';

export function settingsFor(_rules: string): SettingSpec[] {
  return [
    OUD_IN_LAMP,
    ...BIDS.map((b) =>
      points(
        b.id,
        b.points,
        say((m) => m.set.bid(b.id)),
      ),
    ),
    DEALS,
  ];
}

/**
 * Order of bids in the auction (spec "Ranking of bids"): level first, then the handicap
 * (none < zonder-kijk < zonder-oud < both), then `eerste` above plain. A higher key outranks.
 */
export function bidRank(id: BidId, r: Refinements): number {
  const bid = bidOf(id)!;
  const handicap = r.zonderKijk && r.zonderOud ? 3 : r.zonderOud ? 2 : r.zonderKijk ? 1 : 0;
  return bid.level * 8 + handicap * 2 + (r.eerste ? 1 : 0);
}

/** 1 when bid a outranks b, 2 when b outranks a, 0 when they are the same bid. */
export function compareBids(a: { id: BidId } & Refinements, b: { id: BidId } & Refinements): 0 | 1 | 2 {
  const ra = bidRank(a.id, a);
  const rb = bidRank(b.id, b);
  return ra === rb ? 0 : ra > rb ? 1 : 2;
}

/** A bid as a player says it: "eerste slag zonder kijk", "doe zonder de oud", "solo zonder-kijk". */
export interface SpokenBid extends Refinements {
  id: BidId | 'pas' | undefined;
}

/** The refinements as words, as the sheet writes them (each also typed with a hyphen, or as a flag). */
const REFINEMENT_WORDS = 'eerste, zonder kijk, zonder oud';

/**
 * Reads the positional words of `record`. Refinements may be said as words as well as flags: players
 * announce "eerste slag" aloud, so `tafel record eerste slag` means the same as `slag --eerste`.
 * A word that is neither a bid nor a refinement is refused, never skipped.
 */
export function parseBidWords(raw: string[]): SpokenBid {
  const words = raw
    .flatMap((w) => w.split(/\s+/))
    .map((w) => fold(w).replace(/_/g, '-'))
    // The English sheet says "pass (redeal)": its word is understood.
    .map((w) => (w === 'pass' ? 'pas' : w))
    .filter((w) => w !== '');
  const out: SpokenBid = { id: undefined, eerste: false, zonderKijk: false, zonderOud: false };
  const bids = words.filter((w) => bidOf(w) !== undefined || w === 'pas');
  if (bids.length > 1) {
    throw new UsageError(say((m) => m.rules.twoBidsGiven(bids.join(', '))));
  }
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    if (bidOf(w) !== undefined || w === 'pas') {
      out.id = w as SpokenBid['id'];
      continue;
    }
    if (w === 'eerste') {
      out.eerste = true;
      continue;
    }
    const joined =
      w === 'zonder' ? ['zonder', ...(words[i + 1] === 'de' ? ['de', words[i + 2]] : [words[i + 1]])].join('-') : w;
    const handicap = /^zonder-?(de-?)?(kijk|oud)$/.exec(joined);
    if (handicap) {
      if (handicap[2] === 'kijk') out.zonderKijk = true;
      else out.zonderOud = true;
      if (w === 'zonder') i += words[i + 1] === 'de' ? 2 : 1;
      continue;
    }
    // `zonder` alone (a typed line's `slag ann 5 zonder`) is asked which, rather than called no part of a bid.
    if (w === 'zonder') throw new UsageError(say((m) => m.rules.zonderWhat));
    if (bids.length === 0) {
      const tip = didYouMean(w, ['solo', 'slag', 'doe', 'pas']);
      throw new RuleViolation(say((m) => m.rules.unknownBidSolokaarten(w, tip)));
    }
    throw new UsageError(say((m) => m.rules.unexpectedABid(w, REFINEMENT_WORDS)));
  }
  return out;
}

const FLAGS = ['by', 'tricks', 'eerste', 'zonderKijk', 'zonderOud'];

export function parseDeal(args: RecordArgs, config: SheetConfig): SoloInput {
  const n = config.players.length;
  const spoken = parseBidWords(args.words);
  const example = `tafel record slag --by ${config.players[0]} --tricks ${tricksNeeded(bidOf('slag')!, n)}`;
  if (spoken.id === undefined) {
    throw new UsageError(say((m) => m.rules.whichBidWon(example)));
  }
  const refined = {
    eerste: spoken.eerste || args.flags.eerste === true,
    zonderKijk: spoken.zonderKijk || args.flags.zonderKijk === true,
    zonderOud: spoken.zonderOud || args.flags.zonderOud === true,
  };
  if (spoken.id === 'pas') {
    if (refined.eerste || refined.zonderKijk || refined.zonderOud) {
      throw new UsageError(say((m) => m.rules.pasHasNo));
    }
    onlyFlags(
      args,
      [],
      say((m) => m.rules.pasDeal),
    );
    return { contract: 'pas' };
  }
  const bid = bidOf(spoken.id)!;
  onlyFlags(args, FLAGS, bid.id);
  // With the variant the Oud is dealt like any card: there is no Oud in the lamp to leave out.
  if (refined.zonderOud) checkZonderOud(config.settings, config.judged === true);
  const byText = optString(args, 'by');
  if (byText === undefined || splitList(byText).length === 0) {
    throw new UsageError(say((m) => m.rules.byIsMissing(example)));
  }
  const by = findPlayers(config.players, byText);
  if (by.length !== 1) {
    throw new RuleViolation(
      say((m) => m.rules.isPlayedAlone(bid.id, by.length, by.join(', '), by[0] ?? config.players[0])),
    );
  }
  const tricksText = optString(args, 'tricks');
  const needed = tricksNeeded(bid, n);
  if (tricksText === undefined) {
    throw new UsageError(say((m) => m.rules.tricksIsMissing(by[0], bid.id, needed)));
  }
  const input: SoloInput = { contract: bid.id, by, tricks: parseTricks(tricksText, n) };
  if (refined.eerste) input.eerste = true;
  if (refined.zonderKijk) input.zonderKijk = true;
  if (refined.zonderOud) input.zonderOud = true;
  return input;
}

/** Tricks taken by the pot holder: 0 up to the hand size, since a deal has one trick per card in a hand. */
function parseTricks(text: string, players: number): number {
  const max = handSize(players);
  const v = text.trim();
  // Not a number at all: a value not of the flag's kind (exit 2, as in every game); a number out of range is 1.
  if (!/^-?\d+$/.test(v)) {
    throw new UsageError(say((m) => m.rules.tricksMustBe(max, text)));
  }
  const t = Number(v);
  if (t < 0 || t > max) {
    throw new RuleViolation(say((m) => m.rules.tricksIsImpossible(v, players, max)));
  }
  return t;
}

export const GAME_NAME: Text = say((m) => m.rules.solokaartenOneAgainst);

/**
 * The record line for a stored input: `slag --by Ann --tricks 5 --eerste --zonder-kijk`, or `pas`.
 * Refinements are switches, given only when stored as true (tafel never stores false).
 */
export function toArgs(input: DealInput): RecordArgs {
  return {
    words: [flagText(input.contract) ?? ''],
    flags: {
      by: flagList(input.by),
      tricks: flagText(input.tricks),
      eerste: flagSwitch(input.eerste),
      zonderKijk: flagSwitch(input.zonderKijk),
      zonderOud: flagSwitch(input.zonderOud),
    },
  };
}
