import { rule, usage, tx, type Text } from '../../core/errors.js';
import { didYouMean } from '../../core/suggest.js';
import { flagList, flagPairs, flagText, noExtraWords, onlyFlags, optString, wholeNumber } from '../../core/flags.js';
import type { DealInput, RecordArgs, SettingSpec, SheetConfig } from '../../core/game.js';
import { findPlayer, findPlayers, splitList } from '../../core/players.js';
import { choice, dealLimit, onOff, points } from '../../core/settings.js';
// The contract tables and their words live in contracts.ts; re-exported, so `./rules.js` stays the game's one door.
export * from './contracts.js';
import {
  contractsOf,
  contractWords,
  foldWord,
  normaliseContract,
  RULE_SETS,
  type Contract,
  type RuleSet,
} from './contracts.js';

/** Checks `deals` against the number of players, once the sheet's players are known. */
export function checkDeals(rules: string, settings: Record<string, string>, n: number): Text | undefined {
  const v = settings.deals;
  if (v === undefined || v === 'off') return undefined;
  const d = Number(v);
  if (rules === 'cardgames') {
    // The source's 4, 8, 12: once, twice or three times round the table, also with 5 or 6 players.
    const ok = [n, 2 * n, 3 * n];
    return ok.includes(d)
      ? undefined
      : tx(
          `deals must be one of off, ${ok.join(', ')} with ${n} players, not "${v}"`,
          `deals moet een van off, ${ok.join(', ')} zijn met ${n} spelers, niet "${v}"`,
        );
  }
  if (rules === 'whisthub' || rules === 'iwwa') {
    return d % n === 0
      ? undefined
      : tx(
          `deals must be off or a multiple of ${n} (the number of players, so everybody deals equally often) up to 100, not "${v}"`,
          `deals moet off of een veelvoud van ${n} zijn (het aantal spelers, zodat iedereen even vaak geeft) tot 100, niet "${v}"`,
        );
  }
  return undefined;
}

const on = (key: string, en: string, nl: string): SettingSpec => choice(key, ['on', 'off'], 'on', en, nl);

const rondjePas = (def: string): SettingSpec =>
  choice(
    'rondje-pas',
    ['double', 'stack', 'off'],
    def,
    'the first deal after a pas: double (x2 once), stack (x2 after one pas, x3 after two...) or off',
    'de eerste gift na een pas: double (x2, één keer), stack (x2 na één pas, x3 na twee...) of off',
  );

/** `deals` of the zero-sum tables: off or a multiple of the number of players up to 100 (checkDeals). */
const dealsMultiple = (): SettingSpec =>
  dealLimit(
    1,
    100,
    'deals that make a game, a multiple of the number of players; then the sheet shows the winner',
    'giften die een spel vormen, een veelvoud van het aantal spelers; daarna toont het blad de winnaar',
  );

function whisthubSettings(): SettingSpec[] {
  return [
    rondjePas('double'),
    on('piccolo', 'piccolo may be played, worth piccolo.value', 'piccolo mag gespeeld worden, waarde piccolo.value'),
    on(
      'abondance-overtricks',
      'abondance made with more tricks scores the next level',
      'abondance met meer slagen telt als het volgende niveau',
    ),
    choice(
      'alleen-min',
      ['5', '6'],
      '5',
      'the lowest alleen that may be bid',
      'de laagste alleen die geboden mag worden',
    ),
    dealsMultiple(),
    points('samen', 8, 'samen made with 8 tricks, each declarer', 'samen gewonnen met 8 slagen, per speler'),
    points(
      'samen.trick',
      3,
      'samen: per trick above 8 when made; per level above 8 and per undertrick when lost',
      'samen: per slag boven 8 bij winst; per niveau boven 8 en per ontbrekende slag bij verlies',
    ),
    points(
      'samen.all',
      30,
      'samen made with all 13 tricks, each declarer',
      'samen gewonnen met alle 13 slagen, per speler',
    ),
    ...[3, 4, 5, 7].map((v, i) =>
      points(
        `alleen.${5 + i}`,
        v,
        `alleen ${5 + i} made exactly, per opponent`,
        `alleen ${5 + i} precies gehaald, per tegenstander`,
      ),
    ),
    points(
      'alleen.trick',
      1,
      'alleen: per overtrick (up to 8) and per undertrick',
      'alleen: per overslag (tot 8) en per ontbrekende slag',
    ),
    ...[10, 15, 20, 30].map((v, i) =>
      points(`abondance.${9 + i}`, v, `abondance ${9 + i}, per opponent`, `abondance ${9 + i}, per tegenstander`),
    ),
    points('troel', 16, 'troel made or lost, each declarer', 'troel gewonnen of verloren, per speler'),
    points(
      'troel.all',
      30,
      'troel made with all 13 tricks, each declarer',
      'troel gewonnen met alle 13 slagen, per speler',
    ),
    points(
      'kleine-miserie',
      6,
      'kleine miserie, per opponent, per declarer',
      'kleine miserie, per tegenstander, per speler',
    ),
    points('piccolo.value', 8, 'piccolo, per opponent, per declarer', 'piccolo, per tegenstander, per speler'),
    points(
      'grote-miserie',
      12,
      'grote miserie, per opponent, per declarer',
      'grote miserie, per tegenstander, per speler',
    ),
    points(
      'open-miserie',
      24,
      'open miserie, per opponent, per declarer',
      'open miserie, per tegenstander, per speler',
    ),
    points('soloslim', 60, 'soloslim, per opponent', 'soloslim, per tegenstander'),
  ];
}

function iwwaSettings(): SettingSpec[] {
  const ladder = (
    key: string,
    vals: [number, number, number, number],
    en: string,
    nl: string,
    per: string,
    perNl: string,
  ): SettingSpec[] => [
    points(key, vals[0], `${en} made exactly, ${per}`, `${nl} precies gehaald, ${perNl}`),
    points(`${key}.trick`, vals[1], `${en}: per overtrick`, `${nl}: per overslag`),
    points(`${key}.down`, vals[2], `${en}: the first undertrick`, `${nl}: de eerste ontbrekende slag`),
    points(`${key}.down-trick`, vals[3], `${en}: each further undertrick`, `${nl}: elke verdere ontbrekende slag`),
  ];
  return [
    choice(
      'all-tricks',
      ['double', 'plain'],
      'double',
      'vragen, alleen, troel made with all 13 tricks: double the value, or plain',
      'vragen, alleen, troel gehaald met alle 13 slagen: dubbele waarde, of plain',
    ),
    rondjePas('off'),
    dealsMultiple(),
    ...ladder('vragen', [2, 1, 6, 2], 'vragen', 'vragen', 'each declarer', 'per speler'),
    ...ladder('alleen', [2, 1, 4, 2], 'alleen', 'alleen', 'per opponent', 'per tegenstander'),
    ...ladder('troel', [4, 2, 6, 2], 'troel and troela', 'troel en troela', 'each declarer', 'per speler'),
    ...[5, 6, 8, 9].map((v, i) =>
      points(`abondance.${9 + i}`, v, `abondance ${9 + i}, per opponent`, `abondance ${9 + i}, per tegenstander`),
    ),
    points('miserie', 7, 'miserie, per opponent, per declarer', 'miserie, per tegenstander, per speler'),
    points(
      'open-miserie',
      14,
      'open miserie, per opponent, per declarer',
      'open miserie, per tegenstander, per speler',
    ),
    points('solo', 25, 'solo (all 13 tricks), per opponent', 'solo (alle 13 slagen), per tegenstander'),
    points('soloslim', 30, 'soloslim, per opponent', 'soloslim, per tegenstander'),
  ];
}

export function settingsFor(rules: string): SettingSpec[] {
  if (rules === 'whisthub') return whisthubSettings();
  if (rules === 'iwwa') return iwwaSettings();
  if (rules === 'cardgames') {
    return [
      onOff(
        'overtricks',
        '+1 per trick above the target, added to every payment (vragen, alleen, troel, abondance)',
        '+1 per slag boven het doel, bij elke betaling opgeteld (vragen, alleen, troel, abondance)',
      ),
      onOff(
        'open-miserie',
        'open miserie may be played, worth open-miserie.value',
        'open miserie mag gespeeld worden, waarde open-miserie.value',
      ),
      onOff(
        'abondance-levels',
        'abondance 10, 11 and 12 may be played',
        'abondance 10, 11 en 12 mogen gespeeld worden',
      ),
      onOff(
        'troela',
        'four aces: the holder partners the holder of the highest heart (referee text)',
        'vier azen: de houder speelt met wie de hoogste harten heeft (scheidsrechterstekst)',
      ),
      // 4, 8 or 12 with four players; 5/10/15 with five and 6/12/18 with six (checkDeals).
      choice(
        'deals',
        ['off', '4', '5', '6', '8', '10', '12', '15', '18'],
        'off',
        'deals that make a game (4, 8, 12; with 5 or 6 players once, twice or three times round); then the sheet shows the winner',
        'giften die een spel vormen (4, 8, 12; met 5 of 6 spelers één, twee of drie keer rond); daarna toont het blad de winnaar',
      ),
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
  // samen 12 is 22 in the published Flemish table: a premium above the +3 pattern (issue 11).
  const samenBase = [7, 10, 13, 16, 22, 30];
  const soloBase = [12, 15, 21];
  return [
    dealLimit(
      1,
      100,
      'deals that make a game; then the sheet shows the winner',
      'giften die een spel vormen; daarna toont het blad de winnaar',
    ),
    ...samenBase.map((v, i) =>
      points(
        `samen.${8 + i}`,
        v,
        `samen ${8 + i}: base when made or lost`,
        `samen ${8 + i}: basis bij winst of verlies`,
      ),
    ),
    points('samen.trick', 3, 'samen: per trick over or under the target', 'samen: per slag boven of onder het doel'),
    points(
      'samen.all',
      30,
      'samen made with all 13 tricks, each declarer',
      'samen gewonnen met alle 13 slagen, per speler',
    ),
    ...soloBase.map((v, i) =>
      points(`solo.${6 + i}`, v, `solo ${6 + i}: base when made or lost`, `solo ${6 + i}: basis bij winst of verlies`),
    ),
    points(
      'solo.trick',
      3,
      'solo: per trick over (up to 8) or under the target',
      'solo: per slag boven (tot 8) of onder het doel',
    ),
    ...[30, 45, 60].map((v, i) =>
      points(
        `abondance.${9 + i}`,
        v,
        `abondance ${9 + i}: declarer wins or loses`,
        `abondance ${9 + i}: speler wint of verliest`,
      ),
    ),
    ...[20, 30, 40].map((v, i) =>
      points(
        `abondance.${9 + i}.opponents`,
        v,
        `abondance ${9 + i} lost: each opponent gets`,
        `abondance ${9 + i} verloren: elke tegenstander krijgt`,
      ),
    ),
    points('troel', 15, 'troel made: each declarer gets', 'troel gewonnen: elke speler krijgt'),
    // Its own key, so a club that plays the published table (declarers lose nothing) sets troel.lost=0 alone.
    points('troel.lost', 15, 'troel lost: each declarer loses', 'troel verloren: elke speler verliest'),
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
      points(
        `${k}.opponents`,
        o,
        `${k}: each non-declarer gets, per declarer who fails`,
        `${k}: elke niet-speler krijgt, per speler die faalt`,
      ),
    ]),
    points(
      'kleine-soloslim',
      100,
      'kleine soloslim: declarer wins or loses',
      'kleine soloslim: speler wint of verliest',
    ),
    points(
      'kleine-soloslim.opponents',
      66,
      'kleine soloslim lost: each opponent gets',
      'kleine soloslim verloren: elke tegenstander krijgt',
    ),
    points('soloslim', 150, 'soloslim: declarer wins or loses', 'soloslim: speler wint of verliest'),
    points(
      'soloslim.opponents',
      100,
      'soloslim lost: each opponent gets',
      'soloslim verloren: elke tegenstander krijgt',
    ),
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
      'Een "solo" zonder meer kan hier twee contracten zijn: schrijf `alleen N` (ook `solo N`, bv. "solo 6") of `soloslim`.',
    );
  }
  if (rules === 'iwwa' && raw === 'solo' && levelWord !== undefined) {
    throw rule(
      `"solo ${levelWord}" is not an iwwa contract: \`alleen\` is the one-against-three contract; \`solo\` is all 13 tricks.`,
      `"solo ${levelWord}" is geen contract van iwwa: \`alleen\` is het contract van één tegen drie; \`solo\` is alle 13 slagen.`,
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
        `"${id}" is a contract of the ${orList(others, 'and')} rules, not of ${rules}; this sheet plays ${rules}: ${known}.`,
        `"${id}" is een contract van de ${orList(others, 'en')}-regels, niet van ${rules}; dit blad speelt ${rules}: ${known}.`,
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
        `${word} ${levelWord} is not played in iwwa: ${id} is always ${fixed} tricks (no raised levels; samen 9..13 is whisthub or lodige).`,
        `${word} ${levelWord} wordt in iwwa niet gespeeld: ${id} is altijd ${fixed} slagen (geen hogere niveaus; samen 9..13 is whisthub of lodige).`,
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
      `--by is missing: who played ${id}? e.g. --by ${config.players[0]}${contract.declarers === 'pair' ? ',' + config.players[1] : ''}.`,
      `--by ontbreekt: wie speelde ${id}? bv. --by ${config.players[0]}${contract.declarers === 'pair' ? ',' + config.players[1] : ''}.`,
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
      `abondance ${level} is not played on this sheet: only abondance 9, unless the sheet has --set abondance-levels=on.`,
      `abondance ${level} wordt op dit blad niet gespeeld: enkel abondance 9, tenzij het blad --set abondance-levels=on heeft.`,
    );
  }
  const min = Number(config.settings['alleen-min'] ?? 5);
  if (config.rules === 'whisthub' && id === 'alleen' && level < min) {
    throw rule(
      `alleen ${level} is not played on this sheet: alleen needs at least ${min} tricks (--set alleen-min=${min}).`,
      `alleen ${level} wordt op dit blad niet gespeeld: alleen vraagt minstens ${min} slagen (--set alleen-min=${min}).`,
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
      'This contract has one result: give the tricks of the declarer or of the pair together as one number, e.g. --tricks 9.',
      'Dit contract heeft één resultaat: geef de slagen van de speler of van het paar samen als één getal, bv. --tricks 9.',
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
        `Each of ${by.join(', ')} plays for himself: give everyone's tricks, e.g. --tricks ${by.map((p, i) => `${p}=${i % 2}`).join(',')}.`,
        `${by.join(', ')} spelen elk voor zich: geef ieders slagen, bv. --tricks ${by.map((p, i) => `${p}=${i % 2}`).join(',')}.`,
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
      `Hoeveel slagen haalde(n) ${missing.join(', ')}? Voeg ${missing.map((p) => `${p}=<n>`).join(',')} toe aan --tricks.`,
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
