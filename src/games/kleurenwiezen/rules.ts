import { rule, usage, tx } from '../../core/errors.js';
import { didYouMean } from '../../core/suggest.js';
import { flagList, flagPairs, flagText, noExtraWords, onlyFlags, optString, wholeNumber } from '../../core/flags.js';
import type { DealInput, RecordArgs, SheetConfig } from '../../core/game.js';
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
  type Contract,
  type RuleSet,
} from './contracts.js';

/** Stored input of a Kleurenwiezen deal. `tricks` is a number for pair/one, per declarer for `each`. */
export interface WhistInput extends DealInput {
  contract: string;
  level?: number;
  by?: string[];
  tricks?: number | Record<string, number>;
  revoke?: string;
}

const FLAGS = ['by', 'tricks', 'revoke'];

const EXAMPLE: Record<RuleSet, string> = {
  lodige: 'samen 8 --by Ann,Bert --tricks 9',
  cardgames: 'vragen --by Ann,Bert --tricks 9',
  whisthub: 'samen 8 --by Ann,Bert --tricks 9',
  iwwa: 'vragen --by Ann,Bert --tricks 9',
};

const orList = (xs: string[], or: string): string =>
  xs.length < 2 ? xs.join('') : `${xs.slice(0, -1).join(', ')} ${or} ${xs[xs.length - 1]}`;

export function parseDeal(args: RecordArgs, config: SheetConfig): WhistInput {
  const rules = config.rules as RuleSet;
  args = { ...args, words: contractWords(args.words) };
  const [word, typedLevel] = args.words;
  if (word === undefined) {
    throw usage(
      `Which contract? e.g. "tafel record ${EXAMPLE[rules]}".`,
      `Welk contract? bv. "tafel record ${EXAMPLE[rules]}".`,
    );
  }
  const id = normaliseContract(word, rules);
  if (id === 'pas') {
    onlyFlags(args, [], 'pas (everybody passed)', 'pas (iedereen paste)');
    noExtraWords(args.words, 1);
    return { contract: 'pas' };
  }
  const raw = foldWord(word);
  let levelWord: string | undefined = typedLevel;
  if (rules === 'whisthub' && raw === 'solo' && levelWord === undefined) {
    throw rule(
      'A plain "solo" could be two contracts here: write `alleen N` (alias `solo N`, e.g. "solo 6") or `soloslim`.',
      'Een "solo" zonder meer kan hier twee contracten zijn: schrijf `alleen N` (ook `solo N`, bv. "solo 6") of ' +
        '`soloslim`.',
    );
  }
  if (rules === 'iwwa' && raw === 'solo' && levelWord !== undefined) {
    throw rule(
      `"solo ${levelWord}" is not an iwwa contract: \`alleen\` is the one-against-three contract; \`solo\` is ` +
        `all 13 tricks.`,
      `"solo ${levelWord}" is geen contract van iwwa: \`alleen\` is het contract van één tegen drie; \`solo\` ` +
        `is alle 13 slagen.`,
    );
  }
  // IWWA troela (four aces) is troel 9.
  if (rules === 'iwwa' && raw === 'troela' && levelWord === undefined) levelWord = '9';
  const contracts = contractsOf(rules);
  const contract = contracts.find((c) => c.id === id);
  const known = [...contracts.map((c) => c.id), 'pas'].join(', ');
  if (!contract) {
    const others = RULE_SETS.filter(
      (r) => r !== rules && contractsOf(r).some((c) => c.id === normaliseContract(word, r)),
    );
    if (others.length > 0) {
      throw rule(
        `"${id}" is a contract of the ${orList(others, 'and')} rules, not of ${rules}; this sheet plays ` +
          `${rules}: ${known}.`,
        `"${id}" is een contract van de ${orList(others, 'en')}-regels, niet van ${rules}; dit blad speelt ` +
          `${rules}: ${known}.`,
      );
    }
    const tip = didYouMean(id, [...contracts.map((c) => c.id), 'pas']);
    throw rule(
      `Unknown contract "${word}". ${rules} contracts: ${known}.${tip.en}`,
      `Onbekend contract "${word}". Contracten van ${rules}: ${known}.${tip.nl}`,
    );
  }
  if (contract.needsOption && config.settings[contract.needsOption] !== 'on') {
    throw rule(
      `${id} is not played on this sheet: start the sheet with --set ${contract.needsOption}=on to allow it.`,
      `${id} wordt op dit blad niet gespeeld: begin het blad met --set ${contract.needsOption}=on om het toe te laten.`,
    );
  }
  // IWWA: "vragen 8", "samen 8", "alleen 5" name the only level there is; a higher one does not exist.
  if (rules === 'iwwa' && !contract.levels && levelWord !== undefined && (id === 'vragen' || id === 'alleen')) {
    const fixed = contract.target(undefined);
    if (levelWord !== String(fixed)) {
      throw rule(
        `${word} ${levelWord} is not played in iwwa: ${id} is always ${fixed} tricks (no raised levels; samen ` +
          `9..13 is whisthub or lodige).`,
        `${word} ${levelWord} wordt in iwwa niet gespeeld: ${id} is altijd ${fixed} slagen (geen hogere ` +
          `niveaus; samen 9..13 is whisthub of lodige).`,
      );
    }
    levelWord = undefined;
    args = { ...args, words: [args.words[0], ...args.words.slice(2)] };
  }
  const level = parseLevel(contract, levelWord, config);
  noExtraWords(args.words, contract.levels ? (levelWord === undefined ? 1 : 2) : 1);
  onlyFlags(args, FLAGS, id);

  const byText = optString(args, 'by');
  if (byText === undefined || splitList(byText).length === 0) {
    throw usage(
      `--by is missing: who played ${id}? e.g. --by ${config.players[0]}` +
        `${contract.declarers === 'pair' ? ',' + config.players[1] : ''}.`,
      `--by ontbreekt: wie speelde ${id}? bv. --by ${config.players[0]}` +
        `${contract.declarers === 'pair' ? ',' + config.players[1] : ''}.`,
    );
  }
  const by = findPlayers(config.players, byText);
  checkDeclarerCount(contract, by);

  const revokeText = optString(args, 'revoke');
  const revoke = revokeText === undefined ? undefined : findPlayer(config.players, revokeText);
  const tricksText = optString(args, 'tricks');
  const input: WhistInput = { contract: id, ...(level !== undefined ? { level } : {}), by };
  if (tricksText === undefined) {
    if (revoke === undefined) {
      throw usage(
        `--tricks is missing: how many tricks did ${by.join(' + ')} take? e.g. --tricks ${contract.target(level)}.`,
        `--tricks ontbreekt: hoeveel slagen haalde(n) ${by.join(' + ')}? bv. --tricks ${contract.target(level)}.`,
      );
    }
  } else {
    input.tricks =
      contract.declarers === 'each' ? eachTricks(tricksText, by, config.players, contract.id) : oneResult(tricksText);
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
    throw usage(
      `${id} needs a level from ${lo} to ${hi}: e.g. "${id} ${lo}".`,
      `${id} vraagt een niveau van ${lo} tot ${hi}: bv. "${id} ${lo}".`,
    );
  }
  // A level that is no number (`samen acht`) is a usage error; a number off the table a rules refusal.
  if (!/^\d+$/.test(levelWord) || !levels.includes(Number(levelWord))) {
    throw (/^\d+$/.test(levelWord) ? rule : usage)(
      `${id} ${levelWord} does not exist: the level is ${lo} to ${hi}.`,
      `${id} ${levelWord} bestaat niet: het niveau is ${lo} tot ${hi}.`,
    );
  }
  const level = Number(levelWord);
  if (config.rules === 'cardgames' && level > 9 && config.settings['abondance-levels'] !== 'on') {
    throw rule(
      `abondance ${level} is not played on this sheet: only abondance 9, unless the sheet has --set ` +
        `abondance-levels=on.`,
      `abondance ${level} wordt op dit blad niet gespeeld: enkel abondance 9, tenzij het blad --set ` +
        `abondance-levels=on heeft.`,
    );
  }
  const min = Number(config.settings['alleen-min'] ?? 5);
  if (config.rules === 'whisthub' && id === 'alleen' && level < min) {
    throw rule(
      `alleen ${level} is not played on this sheet: alleen needs at least ${min} tricks (--set alleen-min=${min}).`,
      `alleen ${level} wordt op dit blad niet gespeeld: alleen vraagt ` +
        `minstens ${min} slagen (--set alleen-min=${min}).`,
    );
  }
  return level;
}

function checkDeclarerCount(contract: Contract, by: string[]): void {
  const n = by.length;
  if (contract.declarers === 'pair' && n !== 2) {
    throw rule(
      `${contract.id} is played by two players together, not ${n}: --by Ann,Bert.`,
      `${contract.id} is voor twee spelers samen, niet voor ${n}: bv. --by Ann,Bert.`,
    );
  }
  if (contract.declarers === 'one' && n !== 1) {
    throw rule(
      `${contract.id} is played alone, by one player, not ${n}: --by Ann.`,
      `${contract.id} speel je alleen, met één speler, niet met ${n}: --by Ann.`,
    );
  }
  if (contract.declarers === 'each' && n > 4) {
    throw rule(`At most four players can play ${contract.id}.`, `Hoogstens vier spelers kunnen ${contract.id} spelen.`);
  }
}

function oneResult(text: string): number {
  if (text.includes('=')) {
    throw rule(
      'This contract has one result: give the tricks of the declarer or of the pair together as one number, ' +
        'e.g. --tricks 9.',
      'Dit contract heeft één resultaat: geef de slagen van de speler of van het paar samen als één getal, bv. ' +
        '--tricks 9.',
    );
  }
  return wholeNumber('--tricks', text, 0, 13);
}

function eachTricks(text: string, by: string[], players: string[], id: string): Record<string, number> {
  // Kleine miserie: every player first lays one card away, so 12 tricks are played (issue 11).
  const inDeal = id === 'kleine-miserie' ? 12 : 13;
  const tricks: Record<string, number> = {};
  if (!text.includes('=')) {
    if (by.length > 1) {
      throw rule(
        `Each of ${by.join(', ')} plays for himself: give everyone's tricks, e.g. --tricks ` +
          `${by.map((p, i) => `${p}=${i % 2}`).join(',')}.`,
        `${by.join(', ')} spelen elk voor zich: geef ieders slagen, bv. --tricks ` +
          `${by.map((p, i) => `${p}=${i % 2}`).join(',')}.`,
      );
    }
    tricks[by[0]] = wholeNumber('--tricks', text, 0, inDeal);
    return tricks;
  }
  for (const part of splitList(text)) {
    const eq = part.indexOf('=');
    if (eq <= 0)
      throw rule(
        `"${part}" is not player=tricks: e.g. --tricks ${by[0]}=0.`,
        `"${part}" is geen speler=slagen: bv. --tricks ${by[0]}=0.`,
      );
    const p = findPlayer(players, part.slice(0, eq));
    if (!by.includes(p)) {
      throw rule(
        `${p} did not play this contract: give tricks only for ${by.join(', ')}.`,
        `${p} speelde dit contract niet: geef enkel slagen voor ${by.join(', ')}.`,
      );
    }
    if (Object.hasOwn(tricks, p)) throw rule(`${p} is named twice in --tricks.`, `${p} staat twee keer in --tricks.`);
    tricks[p] = wholeNumber(`--tricks for ${p}`, part.slice(eq + 1), 0, inDeal);
  }
  const missing = by.filter((p) => !Object.hasOwn(tricks, p));
  if (missing.length > 0) {
    throw rule(
      `How many tricks did ${missing.join(', ')} take? Add ${missing.map((p) => `${p}=<n>`).join(',')} to --tricks.`,
      `Hoeveel slagen haalde(n) ${missing.join(', ')}? Voeg ${missing.map((p) => `${p}=<n>`).join(',')} toe ` +
        `aan --tricks.`,
    );
  }
  const sum = Object.values(tricks).reduce((a, b) => a + b, 0);
  const deal =
    id === 'kleine-miserie'
      ? tx(
          'a kleine miserie deal has only 12 (everyone laid one card away)',
          'een gift kleine miserie heeft er maar 12 (iedereen legde een kaart weg)',
        )
      : tx('a deal has only 13', 'een gift heeft er maar 13');
  if (sum > inDeal)
    throw rule(
      `The declarers took ${sum} tricks together, but ${deal.en}.`,
      `De spelers haalden samen ${sum} slagen, maar ${deal.nl}.`,
    );
  // All four at the table declared: every trick went to one of them.
  if (by.length === 4 && sum !== inDeal) {
    throw rule(
      `All four players declared, so their tricks add up to ${inDeal}, not ${sum}: check --tricks.`,
      `Alle vier de spelers speelden mee, dus hun slagen zijn samen ${inDeal}, niet ${sum}: kijk --tricks na.`,
    );
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
