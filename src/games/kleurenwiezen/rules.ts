import { LeftOut, RuleViolation, TafelError, UsageError } from '../../core/errors.js';
import { didYouMean } from '../../core/suggest.js';
import {
  flagList,
  flagPairs,
  flagText,
  noExtraWords,
  onlyFlags,
  optString,
  revoker,
  wholeNumber,
} from '../../core/flags.js';
import type { DealInput, RecordArgs, SheetConfig } from '../../core/game.js';
import { eachExample as eachOf } from '../../core/each-example.js';
import { findPlayer, findPlayers, splitList } from '../../core/players.js';
// The contract tables and their words live in contracts.ts; re-exported, so `./rules.js` stays the game's one door.
export * from './contracts.js';
// The house rules and their checks live in settings.ts; re-exported for the same reason.
export * from './settings.js';
import {
  contractsOf,
  contractWords,
  foldWord,
  normaliseContract,
  RULE_SETS,
  sheetWord,
  sittersOf,
  type Contract,
  type RuleSet,
} from './contracts.js';
import { offBy, switchedOff } from './settings.js';
import { say } from './messages.js';

/** Stored input of a Kleurenwiezen deal. `tricks` is a number for pair/one, per declarer for `each`. */
export interface WhistInput extends DealInput {
  contract: string;
  level?: number;
  by?: string[];
  tricks?: number | Record<string, number>;
  revoke?: string;
}

const FLAGS = ['by', 'tricks', 'revoke'];

/** A rule set's example deal for the sheet's own players (never a name the sheet lacks). */
const exampleOf = (rules: RuleSet, players: readonly string[]): string =>
  `${rules === 'cardgames' || rules === 'iwwa' ? 'vragen' : 'samen 8'} --by ${players[0]},${players[1]} --tricks 9`;

/** A player named in the deal who sits it out is refused, naming who deals, who sits out and who plays. */
export function checkActive(
  input: WhistInput,
  config: SheetConfig,
  dealer: number,
  number: number,
  out: number[],
): void {
  if (out.length === 0) return; // four at the table: nobody sits out
  const named = [
    ...(input.by ?? []),
    ...(typeof input.tricks === 'object' && input.tricks !== null ? Object.keys(input.tricks) : []),
    ...(input.revoke ? [input.revoke] : []),
  ];
  const sitter = named.find((p) => out.some((s) => config.players[s] === p));
  if (sitter === undefined) return;
  const d = config.players[dealer];
  const plays = config.players.filter((_, i) => !out.includes(i)).join(', ');
  const other = out.length > 1 ? config.players[out[1]] : undefined;
  throw new RuleViolation(say((m) => m.game.thePlayersAre(d, number, other, plays, sitter)));
}

/**
 * A contract word of other rule sets only (`alleen` on a lodige sheet): record's refusal naming them, as table mode
 * says it of a one-line deal that reads as none; undefined for a word of the sheet's rules or of none.
 */
export function foreignContract(word: string, config: SheetConfig): RuleViolation | undefined {
  const rules = config.rules as RuleSet;
  const id = normaliseContract(word, rules);
  const contracts = contractsOf(rules);
  if (id === 'pas' || contracts.some((c) => c.id === id)) return undefined;
  const others = RULE_SETS.filter(
    (r) => r !== rules && contractsOf(r).some((c) => c.id === normaliseContract(word, r)),
  );
  if (others.length === 0) return undefined;
  const known = [...contracts.map((c) => c.id), 'pas'].join(', ');
  return new RuleViolation(say((m) => m.rules.isAContract(id, others, rules, known, config.judged === true)));
}

export function parseDeal(args: RecordArgs, config: SheetConfig, at?: { dealer: string; number?: number }): WhistInput {
  const rules = config.rules as RuleSet;
  args = { ...args, words: contractWords(args.words) };
  const [word, typedLevel] = args.words;
  if (word === undefined) {
    throw new UsageError(say((m) => m.rules.whichContractE(exampleOf(rules, config.players))));
  }
  const id = normaliseContract(word, rules);
  if (id === 'pas') {
    onlyFlags(
      args,
      [],
      say((m) => m.rules.pasDeal),
    );
    noExtraWords(args.words, 1);
    return { contract: 'pas' };
  }
  const raw = foldWord(word);
  let levelWord: string | undefined = typedLevel;
  if (rules === 'whisthub' && raw === 'solo' && levelWord === undefined) {
    throw new RuleViolation(say((m) => m.rules.aPlainSolo));
  }
  if (rules === 'iwwa' && raw === 'solo' && levelWord !== undefined) {
    const typed = levelWord;
    throw new RuleViolation(say((m) => m.rules.soloIsNot(typed)));
  }
  // IWWA troela (four aces) is troel 9.
  if (rules === 'iwwa' && raw === 'troela' && levelWord === undefined) levelWord = '9';
  const contracts = contractsOf(rules);
  const contract = contracts.find((c) => c.id === id);
  const known = [...contracts.map((c) => c.id), 'pas'].join(', ');
  if (!contract) {
    const foreign = foreignContract(word, config);
    if (foreign) throw foreign;
    const tip = didYouMean(id, [...contracts.map((c) => c.id), 'pas']);
    throw new RuleViolation(say((m) => m.rules.unknownContractContracts(word, rules, known, tip)));
  }
  checkPlayed(contract, undefined, config);
  // IWWA: "vragen 8", "samen 8", "alleen 5" name the only level there is; a higher one does not exist.
  if (rules === 'iwwa' && !contract.levels && levelWord !== undefined && (id === 'vragen' || id === 'alleen')) {
    const fixed = contract.target(undefined);
    if (levelWord !== String(fixed)) {
      const typed = levelWord;
      throw new RuleViolation(say((m) => m.rules.isNotPlayed2(word, typed, id, fixed)));
    }
    levelWord = undefined;
    args = { ...args, words: [args.words[0], ...args.words.slice(2)] };
  }
  if (!contract.levels && levelWord !== undefined && /^\d+$/.test(levelWord)) {
    const typed = levelWord;
    throw new UsageError(say((m) => m.rules.takesNoLevel(id, typed, rules, config.judged === true)));
  }
  const level = parseLevel(contract, levelWord, config);
  noExtraWords(args.words, contract.levels ? (levelWord === undefined ? 1 : 2) : 1);
  onlyFlags(args, FLAGS, sheetWord(id));

  const byText = optString(args, 'by');
  if (byText === undefined || splitList(byText).length === 0) {
    throw new UsageError(say((m) => m.rules.byIsMissing(id, config.players[0], contract.declarers, config.players[1])));
  }
  const by = findPlayers(config.players, byText);
  checkDeclarerCount(contract, by, config.players);

  const revokeText = revoker(args, 'revoke', `--revoke ${config.players[2]}`);
  const revoke = revokeText === undefined ? undefined : findPlayer(config.players, revokeText);
  const tricksText = optString(args, 'tricks');
  const input: WhistInput = { contract: id, ...(level !== undefined ? { level } : {}), by };
  // A sitter named (at five or six players) is said before the tricks missing: the line names the wrong player. One
  // named only in --tricks too (`--tricks Bert=0,Ann=1`): until 2026-12-07 he was told he "did not play this contract".
  if (at?.number !== undefined) {
    const dealer = config.players.indexOf(at.dealer);
    const inTricks =
      contract.declarers === 'each' && tricksText !== undefined ? namedIn(tricksText, config.players) : [];
    const named = {
      ...input,
      ...(inTricks.length > 0 ? { tricks: Object.fromEntries(inTricks.map((p) => [p, 0])) } : {}),
      ...(revoke !== undefined ? { revoke } : {}),
    };
    checkActive(named, config, dealer, at.number, sittersOf(dealer, config.players.length));
  }
  if (tricksText === undefined) {
    // Several miserie or piccolo players each play for himself: the example is the per-player list that is taken.
    if (revoke === undefined && contract.declarers === 'each' && by.length > 1) {
      const example = eachExample(by, {}, contract.target(level), contract.id);
      throw new UsageError(say((m) => m.rules.eachTricksMissing(by, example)));
    }
    if (revoke === undefined) {
      throw new UsageError(say((m) => m.rules.tricksIsMissing(by, contract.target(level))));
    }
  } else {
    input.tricks =
      contract.declarers === 'each'
        ? eachTricks(tricksText, by, config.players, contract.id, contract.target(level))
        : oneResult(tricksText);
  }
  if (revoke !== undefined) input.revoke = revoke;
  return input;
}

function parseLevel(contract: Contract, levelWord: string | undefined, config: SheetConfig): number | undefined {
  if (!contract.levels) return undefined;
  const { id, levels } = contract;
  const lo = levels[0];
  const hi = levels[levels.length - 1];
  if (levelWord === undefined) {
    if (contract.defaultLevel) return contract.defaultLevel(config.settings);
    throw new UsageError(say((m) => m.rules.needsALevel(id, lo, hi)));
  }
  // A level that is no number (`samen acht`) is a usage error; a number off the table a rules refusal.
  if (!/^\d+$/.test(levelWord) || !levels.includes(Number(levelWord))) {
    const text = say((m) => m.rules.noSuchLevel(id, levelWord, lo, hi));
    throw /^\d+$/.test(levelWord) ? new RuleViolation(text) : new UsageError(text);
  }
  const level = Number(levelWord);
  checkPlayed(contract, level, config);
  return level;
}

/** A contract, or a level of it, that the sheet's house rules leave out (offBy, which judge rank reads too). */
function checkPlayed(contract: Contract, level: number | undefined, config: SheetConfig): void {
  // judge score without a sheet: said as judge rank says it (there is no sheet to start or set).
  const judged = config.judged ? switchedOff(contract, level, config.rules, config.settings) : undefined;
  if (judged) throw judged;
  const off = offBy(contract, level, config.rules, config.settings);
  if (off === undefined) return;
  const { id } = contract;
  if (off.key === 'alleen-min') {
    throw new LeftOut(
      say((m) => m.rules.alleenIsNot(level!, Number(off.value))),
      `${id} ${level}`,
    );
  }
  if (off.key === 'abondance-levels')
    throw new LeftOut(
      say((m) => m.rules.abondanceIsNot(level!)),
      `${id} ${level}`,
    );
  throw new LeftOut(
    say((m) => m.rules.isNotPlayed(id, off.key)),
    id,
  );
}

/** A wrong number of declarers, refused with an example of the players named (then the sheet's next ones). */
function checkDeclarerCount(contract: Contract, by: string[], players: string[]): void {
  const n = by.length;
  if (contract.declarers === 'pair' && n !== 2) {
    const pair = [...by, ...players.filter((p) => !by.includes(p))].slice(0, 2).join(',');
    throw new RuleViolation(say((m) => m.rules.isPlayedBy(contract.id, n, pair)));
  }
  if (contract.declarers === 'one' && n !== 1) {
    throw new RuleViolation(say((m) => m.rules.isPlayedAlone(contract.id, n, by[0])));
  }
  if (contract.declarers === 'each' && n > 4) {
    throw new RuleViolation(say((m) => m.rules.atMostFour(contract.id)));
  }
}

/** A shape given the wrong way round (a name=value where one number goes, and the reverse) is a usage error. */
function oneResult(text: string): number {
  if (text.includes('=')) {
    throw new UsageError(say((m) => m.rules.thisContractHas));
  }
  return wholeNumber('--tricks', text, 0, 13);
}

/** The players a `--tricks Ann=0,Bert=1` list names; a part that names none is left for eachTricks to refuse. */
function namedIn(text: string, players: string[]): string[] {
  const names: string[] = [];
  for (const part of splitList(text)) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    try {
      names.push(findPlayer(players, part.slice(0, eq)));
    } catch (e) {
      if (!(e instanceof TafelError)) throw e;
    }
  }
  return names;
}

/** A per-player --tricks example that record takes as typed (core/players.ts); kleine miserie plays 12 tricks. */
const eachExample = (by: readonly string[], given: Record<string, number>, target: number, id: string): string =>
  eachOf(by, given, target, id === 'kleine-miserie' ? 12 : 13);

/** `target`: the tricks each declarer's contract asks, for the examples (eachExample, taken as typed). */
function eachTricks(text: string, by: string[], players: string[], id: string, target: number): Record<string, number> {
  // Kleine miserie: every player first lays one card away, so 12 tricks are played (issue 11).
  const inDeal = id === 'kleine-miserie' ? 12 : 13;
  const tricks: Record<string, number> = {};
  if (!text.includes('=')) {
    if (by.length > 1) {
      throw new UsageError(say((m) => m.rules.eachOfPlays(by.join(', '), eachExample(by, {}, target, id))));
    }
    tricks[by[0]] = wholeNumber('--tricks', text, 0, inDeal);
    return tricks;
  }
  for (const part of splitList(text)) {
    const eq = part.indexOf('=');
    if (eq <= 0) throw new UsageError(say((m) => m.rules.isNotPlayer(part, by[0])));
    const p = findPlayer(players, part.slice(0, eq));
    if (!by.includes(p)) {
      throw new RuleViolation(say((m) => m.rules.didNotPlay(p, by.join(', '))));
    }
    if (Object.hasOwn(tricks, p)) throw new RuleViolation(say((m) => m.rules.isNamedTwice(p)));
    tricks[p] = wholeNumber(`--tricks for ${p}`, part.slice(eq + 1), 0, inDeal);
  }
  // A declarer's count left out is a value missing (exit 2, as a missing --tricks is), in every game.
  const missing = by.filter((p) => !Object.hasOwn(tricks, p));
  if (missing.length > 0) {
    const example = eachExample(by, tricks, target, id);
    throw new UsageError(say((m) => m.rules.howManyTricks(missing, example)));
  }
  const sum = Object.values(tricks).reduce((a, b) => a + b, 0);
  const deal = id === 'kleine-miserie' ? say((m) => m.rules.aKleineMiserie) : say((m) => m.rules.aDealHas);
  if (sum > inDeal) throw new RuleViolation(say((m) => m.rules.theDeclarersTook(sum, deal)));
  // All four at the table declared: every trick went to one of them.
  if (by.length === 4 && sum !== inDeal) {
    throw new RuleViolation(say((m) => m.rules.allFourPlayers(inDeal, sum)));
  }
  return tricks;
}

/**
 * The record line for a stored input: `samen 8 --by Bert,Dirk --tricks 9`, per-declarer tricks as
 * `--tricks Ann=0,Bert=1`. Every field is passed on, so parseDeal names what is wrong with it.
 */
export function toArgs(input: DealInput): RecordArgs {
  const words = [flagText(input.contract) ?? '', ...(input.level !== undefined ? [flagText(input.level)!] : [])];
  return { words, flags: { by: flagList(input.by), tricks: flagPairs(input.tricks), revoke: flagText(input.revoke) } };
}
