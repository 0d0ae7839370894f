import { parseCard } from '../../core/cards.js';
import { textsOf } from '../../i18n/index.js';
import type { DealAt, Lang, SheetConfig } from '../../core/game.js';
import type { GameManifest } from '../../core/manifest.js';
import { leaders } from '../../core/players.js';
import { dealsComplete } from '../../core/settings.js';
import { CONTRACTS, contractById, sittersOf, switchedOff } from './contracts.js';
import { rikkenFlow } from './flow.js';
import { MESSAGES, say } from './messages.js';
import { checkActive, contractName, parseDeal, toArgs, type RikInput } from './rules.js';
import { scoreRikken } from './score.js';
import { inForce, notASetting, RULE_SETS, settingsFor } from './settings.js';

/** What a deal carries to the next. */
interface RikState {
  /** Hands really played: `pas` is a redeal and does not count toward `deals`. */
  played: number;
  /** Seat of the next dealer. */
  dealer: number;
  /** Deals so far, `pas` included. */
  deals: number;
}

const SUIT_SIGN: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** The called card as the sheet writes cards: its suit's sign, the language's rank letter (♦A; a Dutch king ♦H). */
function calledSign(called: string, lang: Lang): string {
  const card = parseCard(called);
  return SUIT_SIGN[card.suit] + textsOf(lang).core.rankLetter(card.rank);
}

/** As on paper: `rik ♣ Bert+Dirk 9`, `misère Ann✓ Bert✗`, `schoppen mie: ♠Q Ann, last Ann`. */
function describe(input: RikInput, lang: Lang): string {
  const m = MESSAGES[lang];
  const c = input.contract;
  if (c === 'pas') return m.sheet.pas;
  if (c === 'schoppen-mie') return m.sheet.mie(input.queen ?? '?', input.last ?? '?');
  if (c === 'een-of-vijf') {
    const t = (input.tricks ?? {}) as Record<string, number>;
    return `${m.sheet.eenOfVijf}: ${Object.entries(t)
      .map(([p, n]) => `${p} ${n}`)
      .join(', ')}`;
  }
  const by = input.by ?? [];
  const kind = contractById(c)?.kind;
  const revoke = input.revoke !== undefined ? ` (${m.sheet.revoke(input.revoke)})` : '';
  if (kind === 'each') {
    const t = input.tricks as Record<string, number> | undefined;
    const target = contractById(c)!.target;
    const marks = by.map(
      (p) => `${p}${(input.revoke !== undefined ? input.revoke !== p : t?.[p] === target) ? '✓' : '✗'}`,
    );
    return `${contractName(input)} ${marks.join(' ')}${revoke}`;
  }
  const trump = c === 'rik-beter' ? ' ♥' : input.trump ? ` ${SUIT_SIGN[input.trump]}` : '';
  const side = kind === 'pair' ? `${by[0]}+${input.mate}` : by[0];
  const tricks = typeof input.tricks === 'number' ? ` ${input.tricks}` : '';
  const called = input.called ? ` (${m.sheet.called(calledSign(input.called, lang))})` : '';
  return `${contractName(input)}${trump} ${side}${tricks}${called}${revoke}`;
}

/** The deal limit in force: `partij` is 20 deals for every player (SSOVN): 20, 25 or 30. */
export function dealLimit(config: SheetConfig): number | undefined {
  const v = config.settings.deals;
  if (v === undefined || v === 'none') return undefined;
  if (v === 'partij') return (20 * config.players.length) / 4;
  return Number(v);
}

export const rikken: GameManifest<RikState, RikInput> = {
  id: 'rikken',
  name: say((m) => m.game.name),
  summary: say((m) => m.game.summary),
  ruleSets: [
    { id: 'standaard', description: say((m) => m.game.standaard) },
    { id: 'ssovn', description: say((m) => m.game.ssovn) },
  ],
  defaultRules: 'standaard',
  // Five or six at the table: the dealer (with six also the player three seats on) sits out.
  players: { min: 4, max: 6 },
  unit: 'points',
  // The rikker's mate changes from deal to deal: nobody has a team for the whole sheet.
  teams: () => undefined,
  zeroSum: () => true,
  declarers(deal, _scores, extra) {
    const result = extra.result;
    if (typeof result === 'string') return [{ player: deal.by![0], made: result === 'made' }];
    if (result && typeof result === 'object' && !('winners' in result) && !('payers' in result)) {
      return Object.entries(result as Record<string, string>).map(([player, r]) => ({ player, made: r === 'made' }));
    }
    return [];
  },
  settings: settingsFor,
  notASetting,
  parseDeal,
  toArgs,
  initialState: (config) => ({ played: 0, dealer: config.firstDealer ?? 0, deals: 0 }),
  scoreDeal(state, input, config, at?: DealAt) {
    const n = config.players.length;
    const dealer = at?.dealer ?? state.dealer;
    const number = at?.number ?? state.deals + 1;
    const out = sittersOf(dealer, n);
    checkActive(input, config, dealer, number, out);
    const active = config.players.filter((_, i) => !out.includes(i));
    const scored = scoreRikken(input, active, config.settings);
    const pas = input.contract === 'pas';
    return {
      // A sitter scores 0 whatever was played.
      scores: config.players.map((p) => (active.includes(p) ? scored.scores[active.indexOf(p)] : 0)),
      state: { played: state.played + (pas ? 0 : 1), dealer: pas ? dealer : (dealer + 1) % n, deals: number },
      extra: {
        ...(scored.result !== undefined ? { result: scored.result } : {}),
        ...(out.length > 0 ? { sittingOut: out.map((s) => config.players[s]) } : {}),
      },
    };
  },
  describe: (input, _config, lang) => describe(input, lang),
  countsTowardDeals: (input) => input.contract !== 'pas',
  dealLimit,
  movesDealer: (input) => input.contract !== 'pas',
  standing(totals, _deals, state, config) {
    const limit = dealLimit(config);
    if (limit === undefined || state.played < limit) return { finished: false };
    return { finished: true, winner: leaders(config.players, totals), why: dealsComplete(limit), playsOn: 'deals' };
  },
  sheetExtra(state, config, next?: DealAt) {
    const out = sittersOf(next?.dealer ?? state.dealer, config.players.length);
    return out.length > 0 ? { nextSittingOut: out.map((s) => config.players[s]) } : {};
  },
  flow: rikkenFlow,
  event: {
    kinds: ['individual'],
    // At five or six the dealer (at six also the player three seats on) sits out every deal.
    tableSizes: [4, 5, 6],
    // Every player deals twice (events.md §2.2): a pas is dealt again and does not count.
    deals: (size) => 2 * size,
    rounds: 3,
    teams: false,
    noLimit: 'none',
  },
  completion: {
    // The contracts the rule set plays as it stands (ssovn: no troela, no piek).
    contracts: (rules) => CONTRACTS.filter((c) => switchedOff(c.id, inForce(rules)) === undefined).map((c) => c.id),
  },
};

export { RULE_SETS };
