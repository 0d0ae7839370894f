import type { Lang } from '../../core/game.js';
import type { PointTable, Settings } from '../topic.js';
import { option, value } from './values.js';

/** Defaults of spec/kleurenwiezen.md, the fallback for a key a sheet does not carry. */
const SAMEN_BASE = [7, 10, 13, 16, 22, 30];
const SOLO_BASE = [12, 15, 21];

const L = {
  en: {
    contract: 'contract',
    base: 'base',
    perTrick: 'per trick\nover/short',
    oppLost: 'lost: each\nopponent gets',
    wonDecl: 'made: each\ndeclarer gets',
    lostDecl: 'lost: each\ndeclarer loses',
    samenCaption: (trick: number, all: number) =>
      `Samen and solo: made = base + ${trick > 0 ? 'the per-trick value for each trick over the bid' : 'nothing extra'} (solo counts tricks up to 8 only; samen with all 13 tricks gets ${all} each); lost = base + the per-trick value for each trick short, and then each opponent gets what a samen player loses, or two thirds of what a solo player loses. Keys: samen.<N>, samen.trick, samen.all, solo.<N>, solo.trick.`,
    fixedCaption: 'Fixed values: overtricks earn nothing. In the miseries and piccolo the opponents get their amount once for every declarer who fails. Keys: abondance.<N>, troel, kleine-miserie, piccolo, grote-miserie, open-miserie, kleine-soloslim, soloslim, each also with .opponents; troel.lost is what each troel declarer loses.',
    names: {
      'kleine-miserie': 'kleine miserie',
      piccolo: 'piccolo',
      'grote-miserie': 'grote miserie',
      'open-miserie': 'open miserie',
      'kleine-soloslim': 'kleine soloslim',
      soloslim: 'soloslim',
      troel: 'troel',
    } as Record<string, string>,
    players: 'declarers',
    value: 'value v',
    made: 'made: each\ndeclarer',
    madeOpp: 'made: each\nopponent',
    pair: 'pair',
    one: 'one',
    each: 'each alone',
    off: ' *',
    cgCaption: (over: string, deals: string) =>
      `Failed: the same amounts the other way round. * a variant that is off: allow it with --set abondance-levels=on or --set open-miserie=on. Overtricks (+1 per trick over the target on every payment): ${over}. Deals in a game: ${deals === 'off' ? 'no limit' : deals}.`,
  },
  nl: {
    contract: 'contract',
    base: 'basis',
    perTrick: 'per slag\nmeer/minder',
    oppLost: 'verloren: elke\ntegenstander krijgt',
    wonDecl: 'gewonnen: elke\nspeler krijgt',
    lostDecl: 'verloren: elke\nspeler verliest',
    samenCaption: (trick: number, all: number) =>
      `Samen en solo: gewonnen = basis + ${trick > 0 ? 'de waarde per slag voor elke slag boven het bod' : 'niets extra'} (solo telt slagen maar tot 8; samen met alle 13 slagen krijgt ${all} per speler); verloren = basis + de waarde per slag voor elke ontbrekende slag, en dan krijgt elke tegenstander wat een samenspeler verliest, of twee derde van wat een solospeler verliest. Sleutels: samen.<N>, samen.trick, samen.all, solo.<N>, solo.trick.`,
    fixedCaption: 'Vaste waarden: overslagen leveren niets op. Bij de miseries en piccolo krijgen de tegenstanders hun bedrag voor elke speler die faalt. Sleutels: abondance.<N>, troel, kleine-miserie, piccolo, grote-miserie, open-miserie, kleine-soloslim, soloslim, elk ook met .opponents; troel.lost is wat elke troelspeler verliest.',
    names: {
      'kleine-miserie': 'kleine miserie',
      piccolo: 'piccolo',
      'grote-miserie': 'grote miserie',
      'open-miserie': 'miserie op tafel',
      'kleine-soloslim': 'kleine soloslim',
      soloslim: 'soloslim',
      troel: 'troel',
    } as Record<string, string>,
    players: 'spelers',
    value: 'waarde v',
    made: 'gewonnen:\nelke speler',
    madeOpp: 'gewonnen: elke\ntegenstander',
    pair: 'twee',
    one: 'één',
    each: 'elk alleen',
    off: ' *',
    cgCaption: (over: string, deals: string) =>
      `Verloren: dezelfde bedragen in de andere richting. * een variant die uit staat: zet ze aan met --set abondance-levels=on of --set open-miserie=on. Overslagen (+1 per slag boven het doel, bij elke betaling): ${over}. Giften per spel: ${deals === 'off' ? 'geen grens' : deals}.`,
  },
};

/** Lodige (non-zero-sum) point table as in force: samen/solo by base and per trick, the rest fixed. */
export function lodigeTables(s: Settings, lang: Lang): PointTable[] {
  const l = L[lang];
  const samenTrick = value(s, 'samen.trick', 3);
  const soloTrick = value(s, 'solo.trick', 3);
  const levels: string[][] = [
    ...SAMEN_BASE.map((d, i) => [`samen ${8 + i}`, String(value(s, `samen.${8 + i}`, d)), String(samenTrick)]),
    ...SOLO_BASE.map((d, i) => [`solo ${6 + i}`, String(value(s, `solo.${6 + i}`, d)), String(soloTrick)]),
  ];
  const fixed = (key: string, name: string, won: number, opp: number, lostKey = key) => [name, String(value(s, key, won)), String(value(s, lostKey, won)), String(value(s, `${key}.opponents`, opp))];
  const rows: string[][] = [
    ...[30, 45, 60].map((v, i) => fixed(`abondance.${9 + i}`, `abondance ${9 + i}`, v, [20, 30, 40][i])),
    fixed('troel', l.names.troel, 15, 15, 'troel.lost'),
    fixed('kleine-miserie', l.names['kleine-miserie'], 18, 12),
    fixed('piccolo', l.names.piccolo, 27, 18),
    fixed('grote-miserie', l.names['grote-miserie'], 36, 24),
    fixed('open-miserie', l.names['open-miserie'], 72, 48),
    fixed('kleine-soloslim', l.names['kleine-soloslim'], 100, 66),
    fixed('soloslim', l.names.soloslim, 150, 100),
  ];
  return [
    { caption: l.samenCaption(samenTrick, value(s, 'samen.all', 30)), head: [l.contract, l.base, l.perTrick], rows: levels, right: [1, 2], inForce: true },
    { caption: l.fixedCaption, head: [l.contract, l.wonDecl, l.lostDecl, l.oppLost], rows, right: [1, 2, 3], inForce: true },
  ];
}

/** Cardgames (zero-sum): value v per contract and who pays whom when it is made. */
export function cardgamesTables(s: Settings, lang: Lang): PointTable[] {
  const l = L[lang];
  const on = (k: string) => option(s, k, 'off') === 'on';
  const row = (name: string, who: 'pair' | 'one' | 'each', v: number, enabled = true): string[] => [
    name + (enabled ? '' : l.off),
    l[who],
    String(v),
    who === 'pair' ? `+${v}` : `+${3 * v}`,
    `-${v}`,
  ];
  const rows = [
    row('vragen + meegaan', 'pair', value(s, 'vragen', 2)),
    row('alleen', 'one', value(s, 'alleen', 3)),
    row('troel', 'pair', value(s, 'troel', 4)),
    row('abondance 9', 'one', value(s, 'abondance.9', 5)),
    row('abondance 10', 'one', value(s, 'abondance.10', 6), on('abondance-levels')),
    row('abondance 11', 'one', value(s, 'abondance.11', 8), on('abondance-levels')),
    row('abondance 12', 'one', value(s, 'abondance.12', 9), on('abondance-levels')),
    row('miserie', 'each', value(s, 'miserie', 7)),
    row(lang === 'nl' ? 'open miserie' : 'open miserie', 'each', value(s, 'open-miserie.value', 14), on('open-miserie')),
    row('soloslim', 'one', value(s, 'soloslim', 30)),
  ];
  return [
    {
      caption: l.cgCaption(option(s, 'overtricks', 'off'), option(s, 'deals', 'off')),
      head: [l.contract, l.players, l.value, l.made, l.madeOpp],
      rows,
      right: [2, 3, 4],
      inForce: true,
    },
  ];
}
