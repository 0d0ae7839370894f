import { rule, usage, tx, type Text } from '../../core/errors.js';
import { didYouMean } from '../../core/suggest.js';
import { noExtraWords, onlyFlags, optString, wholeNumber } from '../../core/flags.js';
import type { DealInput, RecordArgs, SettingSpec, SheetConfig } from '../../core/game.js';
import { findPlayer, findPlayers, splitList } from '../../core/players.js';
import { choice, dealLimit, onOff, points } from '../../core/settings.js';
import { flagList, flagPairs, flagText } from '../../sheet/stored.js';

export type RuleSet = 'lodige' | 'cardgames';

/** How many declarers a contract has: a pair, one alone, or each for himself (the miserie family). */
export type Declarers = 'pair' | 'one' | 'each';

export interface Contract {
  id: string;
  declarers: Declarers;
  /** Allowed levels; undefined when the contract has none. */
  levels?: number[];
  /** Tricks needed for a level (or fixed); for `each` contracts the exact tricks each must take. */
  target: (level: number | undefined) => number;
  name: Text;
  /** A cardgames contract that a sheet option must switch on first. */
  needsOption?: string;
}

const range = (a: number, b: number): number[] => Array.from({ length: b - a + 1 }, (_, i) => a + i);

export const LODIGE: Contract[] = [
  { id: 'samen', declarers: 'pair', levels: range(8, 13), target: (l) => l!, name: tx('samen', 'samen') },
  { id: 'solo', declarers: 'one', levels: range(6, 8), target: (l) => l!, name: tx('solo', 'solo') },
  { id: 'abondance', declarers: 'one', levels: range(9, 11), target: (l) => l!, name: tx('abondance', 'abondance') },
  { id: 'kleine-miserie', declarers: 'each', target: () => 0, name: tx('small misery', 'kleine miserie') },
  { id: 'piccolo', declarers: 'each', target: () => 1, name: tx('piccolo', 'piccolo') },
  { id: 'troel', declarers: 'pair', target: () => 9, name: tx('troel', 'troel') },
  { id: 'grote-miserie', declarers: 'each', target: () => 0, name: tx('grand misery', 'grote miserie') },
  { id: 'open-miserie', declarers: 'each', target: () => 0, name: tx('open misery', 'grote miserie op tafel') },
  { id: 'kleine-soloslim', declarers: 'one', target: () => 12, name: tx('small solo slam', 'kleine soloslim') },
  { id: 'soloslim', declarers: 'one', target: () => 13, name: tx('solo slam', 'soloslim') },
];

export const CARDGAMES: Contract[] = [
  { id: 'vragen', declarers: 'pair', target: () => 8, name: tx('ask and join', 'vragen en meegaan') },
  { id: 'alleen', declarers: 'one', target: () => 5, name: tx('alone', 'alleen') },
  { id: 'troel', declarers: 'pair', target: () => 8, name: tx('troel', 'troel') },
  { id: 'abondance', declarers: 'one', levels: range(9, 12), target: (l) => l ?? 9, name: tx('abondance', 'abondance') },
  { id: 'miserie', declarers: 'each', target: () => 0, name: tx('misery', 'miserie') },
  { id: 'open-miserie', declarers: 'each', target: () => 0, name: tx('open misery', 'open miserie'), needsOption: 'open-miserie' },
  { id: 'soloslim', declarers: 'one', target: () => 13, name: tx('solo slam', 'soloslim') },
];

export const contractsOf = (rules: string): Contract[] => (rules === 'cardgames' ? CARDGAMES : LODIGE);

/** Aliases a player might type, mapped to the keyword of each rule set. */
const ALIASES: Record<string, Record<RuleSet, string>> = {
  miserie: { lodige: 'grote-miserie', cardgames: 'miserie' },
  misere: { lodige: 'grote-miserie', cardgames: 'miserie' },
  'grote-misere': { lodige: 'grote-miserie', cardgames: 'miserie' },
  'kleine-misere': { lodige: 'kleine-miserie', cardgames: 'kleine-miserie' },
  'open-misere': { lodige: 'open-miserie', cardgames: 'open-miserie' },
  'miserie-op-tafel': { lodige: 'open-miserie', cardgames: 'open-miserie' },
  'grote-soloslim': { lodige: 'soloslim', cardgames: 'soloslim' },
  'solo-slim': { lodige: 'soloslim', cardgames: 'soloslim' },
  abundance: { lodige: 'abondance', cardgames: 'abondance' },
  meegaan: { lodige: 'samen', cardgames: 'vragen' },
  vraag: { lodige: 'samen', cardgames: 'vragen' },
  troela: { lodige: 'troel', cardgames: 'troel' },
};

export function normaliseContract(word: string, rules: RuleSet): string {
  const w = word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[ _]/g, '-');
  return ALIASES[w]?.[rules] ?? w;
}

export function settingsFor(rules: string): SettingSpec[] {
  if (rules === 'cardgames') {
    return [
      onOff('overtricks', '+1 per trick above the target, added to every payment (vragen, alleen, troel, abondance)', '+1 per slag boven het doel, bij elke betaling opgeteld (vragen, alleen, troel, abondance)'),
      onOff('open-miserie', 'open miserie may be played, worth open-miserie.value', 'open miserie mag gespeeld worden, waarde open-miserie.value'),
      onOff('abondance-levels', 'abondance 10, 11 and 12 may be played', 'abondance 10, 11 en 12 mogen gespeeld worden'),
      onOff('troela', 'four aces: the holder partners the holder of the highest heart (referee text)', 'vier azen: de houder speelt met wie de hoogste harten heeft (scheidsrechterstekst)'),
      choice('deals', ['off', '4', '8', '12'], 'off', 'deals that make a game; then the sheet shows the winner', 'giften die een spel vormen; daarna toont het blad de winnaar'),
      points('vragen', 2, 'base value of vragen + meegaan', 'basiswaarde van vragen + meegaan'),
      points('alleen', 3, 'base value of alleen', 'basiswaarde van alleen'),
      points('troel', 4, 'base value of troel', 'basiswaarde van troel'),
      points('abondance.9', 5, 'base value of abondance 9', 'basiswaarde van abondance 9'),
      points('abondance.10', 6, 'base value of abondance 10', 'basiswaarde van abondance 10'),
      points('abondance.11', 8, 'base value of abondance 11', 'basiswaarde van abondance 11'),
      points('abondance.12', 9, 'base value of abondance 12', 'basiswaarde van abondance 12'),
      points('miserie', 7, 'base value of miserie', 'basiswaarde van miserie'),
      points('open-miserie.value', 14, 'base value of open miserie', 'basiswaarde van open miserie'),
      points('soloslim', 30, 'base value of soloslim', 'basiswaarde van soloslim'),
    ];
  }
  const samenBase = [7, 10, 13, 16, 19, 30];
  const soloBase = [12, 15, 21];
  return [
    dealLimit(1, 100, 'deals that make a game; then the sheet shows the winner', 'giften die een spel vormen; daarna toont het blad de winnaar'),
    ...samenBase.map((v, i) => points(`samen.${8 + i}`, v, `samen ${8 + i}: base when made or lost`, `samen ${8 + i}: basis bij winst of verlies`)),
    points('samen.trick', 3, 'samen: per trick over or under the target', 'samen: per slag boven of onder het doel'),
    points('samen.all', 30, 'samen made with all 13 tricks, each declarer', 'samen gewonnen met alle 13 slagen, per speler'),
    ...soloBase.map((v, i) => points(`solo.${6 + i}`, v, `solo ${6 + i}: base when made or lost`, `solo ${6 + i}: basis bij winst of verlies`)),
    points('solo.trick', 3, 'solo: per trick over (up to 8) or under the target', 'solo: per slag boven (tot 8) of onder het doel'),
    ...[30, 45, 60].map((v, i) => points(`abondance.${9 + i}`, v, `abondance ${9 + i}: declarer wins or loses`, `abondance ${9 + i}: speler wint of verliest`)),
    ...[20, 30, 40].map((v, i) => points(`abondance.${9 + i}.opponents`, v, `abondance ${9 + i} lost: each opponent gets`, `abondance ${9 + i} verloren: elke tegenstander krijgt`)),
    points('troel', 15, 'troel: each declarer wins or loses', 'troel: elke speler wint of verliest'),
    points('troel.opponents', 15, 'troel lost: each opponent gets', 'troel verloren: elke tegenstander krijgt'),
    ...(
      [
        ['kleine-miserie', 18, 12],
        ['piccolo', 27, 18],
        ['grote-miserie', 36, 24],
        ['open-miserie', 72, 48],
      ] as const
    ).flatMap(([k, v, o]) => [
      points(k, v, `${k}: each declarer wins or loses`, `${k}: elke speler wint of verliest`),
      points(`${k}.opponents`, o, `${k}: each non-declarer gets, per declarer who fails`, `${k}: elke niet-speler krijgt, per speler die faalt`),
    ]),
    points('kleine-soloslim', 100, 'kleine soloslim: declarer wins or loses', 'kleine soloslim: speler wint of verliest'),
    points('kleine-soloslim.opponents', 66, 'kleine soloslim lost: each opponent gets', 'kleine soloslim verloren: elke tegenstander krijgt'),
    points('soloslim', 150, 'soloslim: declarer wins or loses', 'soloslim: speler wint of verliest'),
    points('soloslim.opponents', 100, 'soloslim lost: each opponent gets', 'soloslim verloren: elke tegenstander krijgt'),
  ];
}

/** Stored input of a Kleurenwiezen deal. `tricks` is a number for pair/one, per declarer for `each`. */
export interface WhistInput extends DealInput {
  contract: string;
  level?: number;
  by?: string[];
  tricks?: number | Record<string, number>;
  revoke?: string;
}

const FLAGS = ['by', 'tricks', 'revoke'];

export function parseDeal(args: RecordArgs, config: SheetConfig): WhistInput {
  const rules = config.rules as RuleSet;
  const [word, levelWord] = args.words;
  if (word === undefined) {
    throw usage(
      `Which contract? e.g. "tafel record ${rules === 'lodige' ? 'samen 8 --by Ann,Bert --tricks 9' : 'vragen --by Ann,Bert --tricks 9'}".`,
      `Welk contract? bv. "tafel record ${rules === 'lodige' ? 'samen 8 --by Ann,Bert --tricks 9' : 'vragen --by Ann,Bert --tricks 9'}".`,
    );
  }
  const id = normaliseContract(word, rules);
  if (id === 'pas') {
    onlyFlags(args, [], 'pas (everybody passed)', 'pas (iedereen paste)');
    noExtraWords(args.words, 1);
    return { contract: 'pas' };
  }
  const contracts = contractsOf(rules);
  const contract = contracts.find((c) => c.id === id);
  const known = [...contracts.map((c) => c.id), 'pas'].join(', ');
  if (!contract) {
    const other = contractsOf(rules === 'lodige' ? 'cardgames' : 'lodige').some((c) => c.id === id);
    if (other) {
      throw rule(
        `"${id}" is a contract of the ${rules === 'lodige' ? 'cardgames' : 'lodige'} rules; this sheet plays ${rules}: ${known}.`,
        `"${id}" is een contract van de ${rules === 'lodige' ? 'cardgames' : 'lodige'}-regels; dit blad speelt ${rules}: ${known}.`,
      );
    }
    const tip = didYouMean(id, [...contracts.map((c) => c.id), 'pas']);
    throw rule(`Unknown contract "${word}". ${rules} contracts: ${known}.${tip.en}`, `Onbekend contract "${word}". Contracten van ${rules}: ${known}.${tip.nl}`);
  }
  if (contract.needsOption && config.settings[contract.needsOption] !== 'on') {
    throw rule(
      `${id} is not played on this sheet: start the sheet with --set ${contract.needsOption}=on to allow it.`,
      `${id} wordt op dit blad niet gespeeld: begin het blad met --set ${contract.needsOption}=on om het toe te laten.`,
    );
  }
  const level = parseLevel(contract, levelWord, config);
  noExtraWords(args.words, contract.levels ? (levelWord === undefined ? 1 : 2) : 1);
  onlyFlags(args, FLAGS, id);

  const byText = optString(args, 'by');
  if (byText === undefined || splitList(byText).length === 0) {
    throw usage(`--by is missing: who played ${id}? e.g. --by ${config.players[0]}${contract.declarers === 'pair' ? ',' + config.players[1] : ''}.`, `--by ontbreekt: wie speelde ${id}? bv. --by ${config.players[0]}${contract.declarers === 'pair' ? ',' + config.players[1] : ''}.`);
  }
  const by = findPlayers(config.players, byText);
  checkDeclarerCount(contract, by);

  const revokeText = optString(args, 'revoke');
  const revoke = revokeText === undefined ? undefined : findPlayer(config.players, revokeText);
  const tricksText = optString(args, 'tricks');
  const input: WhistInput = { contract: id, ...(level !== undefined ? { level } : {}), by };
  if (tricksText === undefined) {
    if (revoke === undefined) {
      throw usage(`--tricks is missing: how many tricks did ${by.join(' + ')} take? e.g. --tricks ${contract.target(level)}.`, `--tricks ontbreekt: hoeveel slagen haalde(n) ${by.join(' + ')}? bv. --tricks ${contract.target(level)}.`);
    }
  } else {
    input.tricks = contract.declarers === 'each' ? eachTricks(tricksText, by, config.players) : oneResult(tricksText);
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
    if (config.rules === 'cardgames' && id === 'abondance') return 9;
    throw usage(`${id} needs a level from ${lo} to ${hi}: e.g. "${id} ${lo}".`, `${id} vraagt een niveau van ${lo} tot ${hi}: bv. "${id} ${lo}".`);
  }
  if (!/^\d+$/.test(levelWord) || !levels.includes(Number(levelWord))) {
    throw rule(`${id} ${levelWord} does not exist: the level is ${lo} to ${hi}.`, `${id} ${levelWord} bestaat niet: het niveau is ${lo} tot ${hi}.`);
  }
  const level = Number(levelWord);
  if (config.rules === 'cardgames' && level > 9 && config.settings['abondance-levels'] !== 'on') {
    throw rule(
      `abondance ${level} is not played on this sheet: only abondance 9, unless the sheet has --set abondance-levels=on.`,
      `abondance ${level} wordt op dit blad niet gespeeld: enkel abondance 9, tenzij het blad --set abondance-levels=on heeft.`,
    );
  }
  return level;
}

function checkDeclarerCount(contract: Contract, by: string[]): void {
  const n = by.length;
  if (contract.declarers === 'pair' && n !== 2) {
    throw rule(`${contract.id} is played by two players together, not ${n}: --by Ann,Bert.`, `${contract.id} speel je met twee samen, niet met ${n}: --by Ann,Bert.`);
  }
  if (contract.declarers === 'one' && n !== 1) {
    throw rule(`${contract.id} is played alone, by one player, not ${n}: --by Ann.`, `${contract.id} speel je alleen, met één speler, niet met ${n}: --by Ann.`);
  }
  if (contract.declarers === 'each' && n > 4) {
    throw rule(`At most four players can play ${contract.id}.`, `Hoogstens vier spelers kunnen ${contract.id} spelen.`);
  }
}

function oneResult(text: string): number {
  if (text.includes('=')) {
    throw rule(
      'This contract has one result: give the tricks of the declarer or of the pair together as one number, e.g. --tricks 9.',
      'Dit contract heeft één resultaat: geef de slagen van de speler of van het paar samen als één getal, bv. --tricks 9.',
    );
  }
  return wholeNumber('--tricks', text, 0, 13);
}

function eachTricks(text: string, by: string[], players: string[]): Record<string, number> {
  const tricks: Record<string, number> = {};
  if (!text.includes('=')) {
    if (by.length > 1) {
      throw rule(
        `Each of ${by.join(', ')} plays for himself: give everyone's tricks, e.g. --tricks ${by.map((p, i) => `${p}=${i % 2}`).join(',')}.`,
        `${by.join(', ')} spelen elk voor zich: geef ieders slagen, bv. --tricks ${by.map((p, i) => `${p}=${i % 2}`).join(',')}.`,
      );
    }
    tricks[by[0]] = wholeNumber('--tricks', text, 0, 13);
    return tricks;
  }
  for (const part of splitList(text)) {
    const eq = part.indexOf('=');
    if (eq <= 0) throw rule(`"${part}" is not player=tricks: e.g. --tricks ${by[0]}=0.`, `"${part}" is geen speler=slagen: bv. --tricks ${by[0]}=0.`);
    const p = findPlayer(players, part.slice(0, eq));
    if (!by.includes(p)) {
      throw rule(`${p} did not play this contract: give tricks only for ${by.join(', ')}.`, `${p} speelde dit contract niet: geef enkel slagen voor ${by.join(', ')}.`);
    }
    if (p in tricks) throw rule(`${p} is named twice in --tricks.`, `${p} staat twee keer in --tricks.`);
    tricks[p] = wholeNumber(`--tricks for ${p}`, part.slice(eq + 1), 0, 13);
  }
  const missing = by.filter((p) => !(p in tricks));
  if (missing.length > 0) {
    throw rule(`How many tricks did ${missing.join(', ')} take? Add ${missing.map((p) => `${p}=<n>`).join(',')} to --tricks.`, `Hoeveel slagen haalde(n) ${missing.join(', ')}? Voeg ${missing.map((p) => `${p}=<n>`).join(',')} toe aan --tricks.`);
  }
  const sum = Object.values(tricks).reduce((a, b) => a + b, 0);
  if (sum > 13) throw rule(`The declarers took ${sum} tricks together, but a deal has only 13.`, `De spelers haalden samen ${sum} slagen, maar een gift heeft er maar 13.`);
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
