import type { Lang } from '../../core/game.js';
import type { PointTable, Settings } from '../../core/topic.js';
import { switchedOff } from './contracts.js';
import { perOpponent } from './score.js';
import { ALLEEN_BASE, inForce, switchedValue } from './settings.js';

/** The point tables of spec/rikken.md §4 with the values in force (a sheet's --set shows). */

const L = {
  en: {
    contract: 'contract',
    need: 'tricks\nneeded',
    made: 'made\nexactly',
    over: 'each trick\nover',
    short1: 'one trick\nshort',
    further: 'each further\ntrick short',
    all: 'all 13\n(kapot)',
    off: ' (off)',
    trickCaption: (loss: string, down: string) =>
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
    tricks: (n: number) => (n === 0 ? 'no trick' : 'exactly 1 trick'),
    fixedCaption:
      'Each declarer is settled alone with the three other active players: made, he gets 3 × V and each ' +
      'of them pays V; failed, the other way round. Several declarers: the results are added.',
    pass: 'pass game',
    passRule: 'who pays',
    mie: (v: number) => [
      `schoppen mie`,
      `the taker of ♠Q, and the taker of the last trick, each pay ${v} to every other player`,
    ],
    een: (v: number) => [
      `één of vijf`,
      `every player with exactly 1 or 5 tricks gets ${v} from each player with neither`,
    ],
  },
  nl: {
    contract: 'contract',
    need: 'slagen\nnodig',
    made: 'precies\ngehaald',
    over: 'elke slag\nmeer',
    short1: 'één slag\nte weinig',
    further: 'elke slag\nverder te weinig',
    all: 'alle 13\n(kapot)',
    off: ' (uit)',
    trickCaption: (loss: string, down: string) =>
      [
        'Per tegenspeler. Rik, rik beter, troela: elke tegenspeler betaalt één van het paar;',
        'een mislukte rik betaalt',
        loss === 'both'
          ? 'de rikker en de maat, elk aan één tegenspeler (rik-loss=both),'
          : 'de rikker dubbel, de maat betaalt niets (rik-loss=both verandert dat),',
        'een mislukte troela betalen ze allebei. Een solo wint of betaalt drie keer het bedrag.',
        down === 'from-first'
          ? 'Elke slag te weinig kost een stap (down=from-first).'
          : 'Eén slag te weinig kost alleen de basis (down=from-first telt er een stap bij).',
      ].join(' '),
    value: 'waarde V',
    target: 'gehaald met',
    tricks: (n: number) => (n === 0 ? 'geen slag' : 'precies 1 slag'),
    fixedCaption:
      'Elke speler wordt apart afgerekend met de drie andere actieve spelers: gehaald krijgt hij 3 × V en ' +
      'betaalt elk van hen V; mislukt andersom. Meerdere spelers: de uitkomsten worden opgeteld.',
    pass: 'pasronde',
    passRule: 'wie betaalt',
    mie: (v: number) => [
      `schoppen mie`,
      `wie ♠V haalt, en wie de laatste slag haalt, betaalt elk ${v} aan elke andere speler`,
    ],
    een: (v: number) => [
      `één of vijf`,
      `elke speler met precies 1 of 5 slagen krijgt ${v} van elke speler met geen van beide`,
    ],
  },
};

export function pointTables(rules: string, given: Settings, lang: Lang): PointTable[] {
  const l = L[lang];
  const s = { ...inForce(rules), ...given };
  const mark = (id: string) => (switchedOff(id, s) !== undefined ? l.off : '');
  const trickRow = (name: string, input: { contract: string; level?: number }, T: number) => {
    const at = (t: number) => String(perOpponent(input, t, s));
    return [
      name,
      String(T),
      at(T),
      T < 13 ? String(Number(at(T + 1)) - Number(at(T))) : '-',
      at(T - 1),
      T >= 2 ? String(Number(at(T - 2)) - Number(at(T - 1))) : '-',
      T < 13 && input.contract !== 'alleen' ? at(13) : '-',
    ];
  };
  const trick: string[][] = [
    trickRow('rik, rik beter', { contract: 'rik' }, 8),
    ...(switchedValue(s, 'troela') !== undefined
      ? [trickRow('troela', { contract: 'troela' }, 8)]
      : [['troela' + l.off, '8', '-', '-', '-', '-', '-']]),
    ...Object.keys(ALLEEN_BASE).map((n) =>
      trickRow(`${n} alleen`, { contract: 'alleen', level: Number(n) }, Number(n)),
    ),
  ];
  const fixed = (id: string, name: string, target: number, v: number | undefined) => [
    name + mark(id),
    v === undefined ? '-' : String(v),
    l.tricks(target),
  ];
  const piek = switchedValue(s, 'piek');
  const n = (k: string) => Number(s[k]);
  return [
    {
      caption: l.trickCaption(s['rik-loss'], s.down),
      head: [l.contract, l.need, l.made, l.over, l.short1, l.further, l.all],
      rows: trick,
      right: [1, 2, 3, 4, 5, 6],
      inForce: true,
    },
    {
      caption: l.fixedCaption,
      head: [l.contract, l.value, l.target],
      rows: [
        fixed('piek', 'piek', 1, piek),
        fixed('misere', lang === 'nl' ? 'misère' : 'misère', 0, n('misere')),
        fixed('open-piek', 'open piek', 1, piek === undefined ? undefined : n('open-piek')),
        fixed('open-misere', 'open misère', 0, n('open-misere')),
        fixed('open-piek-praatje', 'open piek praatje', 1, piek === undefined ? undefined : n('open-piek-praatje')),
        fixed('open-misere-praatje', 'open misère praatje', 0, n('open-misere-praatje')),
      ],
      right: [1],
      inForce: true,
    },
    {
      head: [l.pass, l.passRule],
      rows: [
        [...l.mie(n('schoppen-mie'))].map((c, i) => (i === 0 ? c + mark('schoppen-mie') : c)),
        [...l.een(n('een-of-vijf'))].map((c, i) => (i === 0 ? c + mark('een-of-vijf') : c)),
      ],
      inForce: true,
    },
  ];
}
