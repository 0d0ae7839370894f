import { TafelError } from '../../core/errors.js';
import { GLUE } from '../../core/unsafe.js';
import {
  fromDealer,
  inTurn,
  givenBack,
  put,
  type Draft,
  type Action,
  type Choice,
  type DealCtx,
  type GameFlow,
  type Prompter,
} from '../../core/flow.js';
import type { Lang, RecordArgs, SheetConfig } from '../../core/game.js';
import { zeroLed } from '../../core/words.js';
import { findPlayer } from '../../core/players.js';
import { numbersIn, readBridgeLine, bridgeChips, misdealIn } from './line.js';
import { MESSAGES } from './messages.js';
import { marksOf, perPlayer, type BridgeInput } from './rules.js';
import { checkBridge } from './score.js';
import { forbiddenBid, hookApplies, scheduleOf } from './settings.js';

/**
 * Boerenbridge in table mode (spec/boerenbridge.md §7): the bids first, in bidding order (left of
 * the dealer first, the dealer last and shown the bid he may not make), then the tricks after the
 * deal is played. Either may be typed on one line as a table writes them, in seating order
 * (`3 0 2 4 0`), and both at once make the whole deal.
 */

const m = (f: DealCtx) => MESSAGES[f.lang];

/** Which deal this is: table mode hands an edited deal the deals before it only, so always the next one. */
const numberOf = (f: DealCtx): number => f.deals.length + 1;
const cardsOf = (f: DealCtx): number => {
  const s = scheduleOf(f.config.rules, f.config.settings, f.config.players.length);
  return s[Math.min(numberOf(f), s.length) - 1];
};
const editing = (f: DealCtx<BridgeInput>): BridgeInput | undefined => f.editing;

type Answer =
  | { bids?: number[]; tricks?: number[]; first?: number; misdeal?: true; by?: string; line?: string }
  | Action;

const range = (c: number): number[] => Array.from({ length: c + 1 }, (_, i) => i);
const inSeats = (f: DealCtx, by: Map<string, number>): string => f.config.players.map((p) => by.get(p)).join(',');
/**
 * A line's numbers with the players they belong to, in seating order: "Ann 1 · Bert 2 · Cis 0". Each player and his
 * numbers are joined by GLUE, so that a line wraps between players, never inside one ("Eva" at the end of a line,
 * "3/2" at the start of the next); GLUE is drawn as a space.
 */
const named = (f: DealCtx, values: readonly (number | string)[]): string =>
  f.config.players.map((p, i) => `${p} ${values[i]}`.replaceAll(' ', GLUE)).join(' · ');
const at = (f: DealCtx) => ({ number: numberOf(f), dealer: f.config.players.indexOf(f.dealer) });

/** How many numbers a line of two or more numbers holds (else 0): such a line is judged as one, never searched. */
const numbersOn = (term: string): number => {
  const parts = term.split(/[\s,]+/).filter((x) => x !== '');
  return parts.length >= 2 && parts.every((x) => /^\d{1,2}$/.test(x)) ? parts.length : 0;
};
/**
 * What a line of numbers that reads as no bids or tricks line says: one per player, in seating order (`both`: or two,
 * the whole deal). A number with a leading zero in it is named first, whatever the count (games/line.ts leadingZero).
 */
const countSaid = (f: { config: SheetConfig; lang: Lang }, term: string, both: boolean): string | undefined => {
  const k = zeroLed(term) === undefined ? numbersOn(term) : 0;
  return k > 0 ? MESSAGES[f.lang].flowLineCount(k, f.config.players.join(', '), both) : undefined;
};
const countRefusal = (f: DealCtx, term: string, both: boolean): string | undefined => {
  const said = countSaid(f, term, both);
  return said === undefined ? undefined : `✗ ${said}`;
};

/**
 * A line's misdeal as the line reader takes it (`1 0 1 2 0 misdeal dirk` at the bids question, `misdeal dirk` at the
 * tricks), `bids` the count of numbers before its word: the bids and the player, or record's refusal of the player
 * (`by`: undefined); undefined when the line is no such misdeal (the reader's refusal, on a phone, is record's).
 */
function misdealLine(
  f: DealCtx,
  term: string,
  bids: number,
): { bids: number[]; by?: string; why?: string } | undefined {
  const m = misdealIn(term.trim().split(/\s+/));
  if (!m || m.after.length === 0) return undefined;
  const nums = bids === 0 ? (m.before.length === 0 ? [] : undefined) : numbersIn(m.before.join(' '), bids);
  if (!nums || nums.length !== bids) return undefined;
  try {
    return { bids: nums, by: findPlayer(f.config.players, m.after.join(' ')) };
  } catch (e) {
    if (e instanceof TafelError) return { bids: nums, why: `✗ ${e.text[f.lang]}` };
    throw e;
  }
}

/**
 * What `record` says of a line's bids (the hook, a bid above the cards) and, with them, its tricks (they
 * must add up to the cards): undefined when it would take them, so a wrong line is asked again at once.
 */
function lineRefusal(f: DealCtx, bids: number[], tricks?: number[]): string | undefined {
  const players = f.config.players;
  const input: BridgeInput = {
    contract: 'bid',
    bids: Object.fromEntries(players.map((p, i) => [p, bids[i]])),
    ...(tricks ? { tricks: Object.fromEntries(players.map((p, i) => [p, tricks[i]])) } : {}),
  };
  try {
    checkBridge(input, f.config, at(f));
  } catch (e) {
    if (e instanceof TafelError) return `✗ ${e.text[f.lang]}`;
    throw e;
  }
  return undefined;
}

/** The bids in the draft (a bids line, or `record --bids`), in seating order; undefined when they do not read. */
function draftBids(d: RecordArgs, f: DealCtx): number[] | undefined {
  if (typeof d.flags.bids !== 'string') return undefined;
  try {
    const by = perPlayer('--bids', d.flags.bids, f.config.players);
    return f.config.players.map((p) => by[p]);
  } catch {
    return undefined;
  }
}

/**
 * One player's bid or tricks: every such question is the same list (`Cis bids 0` … `Cis bids 9`), found
 * by typing the number, with the value the deal being edited had.
 */
const one = (p: Prompter, message: string, values: number[], name: (k: number) => string, was?: number) =>
  p.search<number>({
    message,
    choices: values.map((k) => ({ value: k, name: name(k) })),
    ...(was !== undefined && values.includes(was) ? { default: was } : {}),
  });

async function askBids(p: Prompter, d: RecordArgs, f: DealCtx<BridgeInput>, back = false): Promise<string | undefined> {
  const c = cardsOf(f);
  const n = f.config.players.length;
  const order = fromDealer(f);
  const old = editing(f)?.bids;
  const picks: Choice<Answer>[] = range(c).map((k) => ({ value: { first: k }, name: m(f).flowBidChoice(order[0], k) }));
  // The bids, or the whole deal, typed on one line; undefined while it does not read as either.
  const read = (term: string): { bids: number[]; tricks?: number[] } | undefined => {
    const nums = numbersIn(term, n);
    if (!nums) return undefined;
    return nums.length === n ? { bids: nums } : { bids: nums.slice(0, n), tricks: nums.slice(n) };
  };
  // A line the rules refuse is no choice: its reason shows in place and the line stays to be corrected.
  const refused = (term: string) => {
    const line = read(term);
    if (line) return lineRefusal(f, line.bids, line.tricks);
    const misdeal = misdealLine(f, term, n);
    if (misdeal) return misdeal.why ?? lineRefusal(f, misdeal.bids);
    // What table mode and a phone say of a line that reads as no deal: the count of its numbers (flow.unread), a
    // number with a leading zero first (`2 2 2 2 02 2 2 1 0` has a zero too many, whatever its count), `pas`
    // (Boerenbridge has no pass).
    const why = f.unread?.(term, f);
    return why === undefined ? countRefusal(f, term, true) : `✗ ${why}`;
  };
  const typed = (term: string): Choice<Answer> | undefined => {
    const line = read(term);
    const misdeal = line ? undefined : misdealLine(f, term, n);
    if (misdeal?.by && !refused(term)) {
      const name = m(f).flowLineMisdeal(named(f, misdeal.bids), misdeal.by);
      return { value: { bids: misdeal.bids, by: misdeal.by, line: term }, name };
    }
    if (!line || refused(term)) return undefined;
    const { bids, tricks } = line;
    if (!tricks) return { value: { bids }, name: m(f).flowLineBids(named(f, bids)) };
    return {
      value: { bids, tricks, line: term },
      name: m(f).flowLineWhole(
        named(
          f,
          bids.map((b, i) => `${b}/${tricks[i]}`),
        ),
      ),
    };
  };
  // Bids adding up to 2, or to 1 in a deal of 2 cards: never the cards, which the dealer's hook refuses.
  const second = c === 2 ? -1 : n > 3 ? 3 : 1;
  const example = f.config.players.map((_, i) => (i === 0 || i === second ? 1 : 0)).join(' ');
  // A line given back (Esc at Save) stands typed, to be corrected or taken again.
  const retyped = givenBack(d);
  // One by one in bidding order, the first question also taking the bids or the whole deal on one line; the
  // dealer's leaves out the bid he may not make. Esc goes back one player, his bid offered.
  // The bids in the draft (Esc at the tricks comes back to the last bidder's, the others' standing).
  const drafted = draftBids(d, f);
  const by = new Map<string, number>(back && drafted ? f.config.players.map((pl, i) => [pl, drafted[i]]) : []);
  let out: string | undefined;
  await inTurn(
    order.length,
    async (i) => {
      if (out !== undefined) return;
      const pl = order[i];
      const was = by.get(pl) ?? old?.[pl];
      if (i > 0) {
        const others = order.slice(0, i).reduce((a, q) => a + by.get(q)!, 0);
        const h = pl === f.dealer && hookApplies(f.config.settings.hook, c) ? forbiddenBid(c, others) : undefined;
        const message = pl === f.dealer ? m(f).flowDealerBid(pl, h) : m(f).flowBidOf(pl);
        const values = range(c).filter((k) => k !== h);
        return void by.set(pl, await one(p, message, values, (k) => m(f).flowBidChoice(pl, k), was));
      }
      const chosen = await p.search<Answer>({
        message: m(f).flowBids(numberOf(f), c, f.dealer, order[0], example),
        choices: [...picks, ...f.actions],
        typed,
        refused,
        // Everybody's bids (or the whole deal) on a line are judged as one, never a bid of the list each number finds.
        whole: (term) => numbersOn(term) > 0,
        ...(was !== undefined && was <= c ? { default: picks[was].value } : {}),
        ...retyped,
      });
      if (typeof chosen === 'string') {
        out = chosen;
        return;
      }
      if (chosen.bids && chosen.by) {
        // The bids and a misdeal on one line: the whole deal, confirmed before it is saved.
        put(d, 'bids', chosen.bids.join(','));
        put(d, 'tricks', undefined);
        put(d, 'misdeal', chosen.by);
        (d as Draft).line = chosen.line;
        out = 'whole';
        return;
      }
      if (chosen.bids) {
        put(d, 'bids', chosen.bids.join(','));
        if (!chosen.tricks) {
          out = '';
          return;
        }
        put(d, 'tricks', chosen.tricks.join(','));
        put(d, 'misdeal', undefined);
        // The whole deal on one line: confirmed before it is saved, as a line in every game is.
        (d as Draft).line = chosen.line;
        out = 'whole';
        return;
      }
      by.set(pl, chosen.first!);
    },
    back && drafted ? order.length - 1 : 0,
    p,
  );
  if (out !== undefined) return out || undefined;
  put(d, 'bids', inSeats(f, by));
}

async function askTricks(p: Prompter, d: RecordArgs, f: DealCtx<BridgeInput>): Promise<string | undefined> {
  const c = cardsOf(f);
  const n = f.config.players.length;
  const order = fromDealer(f);
  const old = editing(f)?.tricks;
  const picks: Choice<Answer>[] = [
    ...range(c).map((k) => ({ value: { first: k }, name: m(f).flowTricksChoice(order[0], k) })),
    { value: { misdeal: true as const }, name: m(f).flowMisdeal },
  ];
  const bids = draftBids(d, f);
  const read = (term: string): number[] | undefined => {
    const nums = numbersIn(term, n);
    return nums && nums.length === n ? nums : undefined;
  };
  // As for the bids: a refused line says why in place and stays.
  const refused = (term: string) => {
    const nums = read(term);
    if (nums) return bids ? lineRefusal(f, bids, nums) : undefined;
    const misdeal = misdealLine(f, term, 0);
    if (misdeal) return misdeal.why;
    // The count first: the whole deal's (flow.unread, as a phone says it) is no answer here, where the tricks are.
    const why = f.unread?.(term, f);
    return countRefusal(f, term, false) ?? (why === undefined ? undefined : `✗ ${why}`);
  };
  const typed = (term: string): Choice<Answer> | undefined => {
    // The misdeal with its player (`misdeal dirk`): the question's misdeal answered at once.
    const by = misdealLine(f, term, 0)?.by;
    if (by) return { value: { misdeal: true, by }, name: m(f).flowLineMisdealBy(by) };
    const nums = read(term);
    if (!nums || refused(term)) return undefined;
    const line = bids
      ? named(
          f,
          bids.map((b, i) => `${b}/${nums[i]}`),
        )
      : named(f, nums);
    return { value: { tricks: nums, line: term }, name: m(f).flowLineTricks(line) };
  };
  const example = f.config.players.map((_, i) => (i === 0 ? c : 0)).join(' ');
  // A tricks line given back (Esc at Save) stands typed here, the bids kept.
  const retyped = givenBack(d);
  // One by one, each the same question (the first also takes the tricks on one line, or a misdeal); the last player
  // took what is left, so he is not asked. Esc goes back one player, his tricks offered.
  const by = new Map<string, number>();
  let out: string | undefined;
  await inTurn(order.length - 1, async (i) => {
    if (out !== undefined) return;
    const pl = order[i];
    const was = by.get(pl) ?? old?.[pl];
    if (i > 0) {
      const left = c - order.slice(0, i).reduce((a, q) => a + by.get(q)!, 0);
      const k =
        left === 0
          ? 0
          : await one(p, m(f).flowTricksOf(pl, left), range(left), (t) => m(f).flowTricksChoice(pl, t), was);
      return void by.set(pl, k);
    }
    const chosen = await p.search<Answer>({
      message: m(f).flowTricks(c, order[0], example),
      choices: picks,
      typed,
      refused,
      whole: (term) => numbersOn(term) > 0,
      ...retyped,
      ...(by.size === 0 && editing(f)?.misdeal !== undefined
        ? { default: picks[c + 1].value }
        : was !== undefined && was <= c
          ? { default: picks[was].value }
          : {}),
    });
    if (typeof chosen === 'string') {
      out = chosen;
      return;
    }
    put(d, 'tricks', undefined);
    put(d, 'misdeal', undefined);
    if (chosen.misdeal) {
      const who =
        chosen.by ??
        (await p.select({
          message: m(f).flowMisdealWho,
          choices: f.config.players.map((pl) => ({ value: pl, name: pl })),
          default: editing(f)?.misdeal ?? f.config.players[0],
        }));
      put(d, 'misdeal', who);
      out = '';
      return;
    }
    if (chosen.tricks) {
      put(d, 'tricks', chosen.tricks.join(','));
      // The deal completed on a line: confirmed before it is saved, as a line in every game is.
      (d as Draft).line = chosen.line;
      out = 'whole';
      return;
    }
    by.set(pl, chosen.first!);
  });
  if (out !== undefined) return out || undefined;
  const last = order[order.length - 1];
  const left = c - order.slice(0, -1).reduce((a, q) => a + by.get(q)!, 0);
  by.set(last, left);
  p.say(m(f).flowLastTook(last, left));
  put(d, 'tricks', inSeats(f, by));
}

export const boerenbridgeFlow: GameFlow<BridgeInput> = {
  topics: () => ['hook', 'scoring', 'schedule', 'misdeal', 'bidding', 'revoke'],
  steps: [
    {
      id: 'bids',
      fills: ['bids'],
      blames: (text, _d, f) => text.includes(m(f).hookWord),
      ask: (p, d, f, back) => askBids(p, d, f, back),
    },
    {
      id: 'tricks',
      fills: ['tricks', 'misdeal'],
      given: (d) => d.flags.tricks !== undefined || d.flags.misdeal !== undefined,
      ask: (p, d, f) => askTricks(p, d, f),
    },
  ],
  readLine: readBridgeLine,
  lineChips: bridgeChips,
  // A line of numbers, too few or too many for a whole deal, says its count as the bids question does (a phone's
  // `1 0 1 2` was "This line does not read as a deal" until 2026-12-08).
  unread: (line, f) => countSaid(f, line, true),
  // What record checks on the sheet: the deal's cards (values within them, tricks adding up) and the hook.
  check(input, f) {
    checkBridge(input, f.config, at(f));
  },
  // A deal typed on lines is confirmed with every player's bid and tricks, as the sheet marks them.
  confirm: (input, f) => m(f).flowSave(numberOf(f), cardsOf(f), named(f, marksOf(input, f.config.players))),
};
