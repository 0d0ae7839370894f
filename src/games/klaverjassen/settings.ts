import { tx } from '../../core/errors.js';
import type { SettingSpec } from '../../core/game.js';
import { choice, points } from '../../core/settings.js';
import { say } from './messages.js';

/**
 * The sheet options of spec/klaverjassen.md "Options". Kept apart from the scoring code because the
 * referee (`tafel judge play|trick --set ...`) reads them too, and judge must not load scoring code.
 */

export const RULE_SETS = ['amsterdams', 'rotterdams'] as const;

/** A positive whole number or `none` (deals, target). */
const limit = (
  key: string,
  def: string,
  en: string,
  nl: string,
  defaultFrom?: SettingSpec['defaultFrom'],
): SettingSpec => ({
  key,
  kind: 'option',
  default: def,
  values: 'a positive whole number|none',
  description: tx(en, nl),
  ...(defaultFrom ? { defaultFrom } : {}),
  check: (v) =>
    v === 'none' || (/^\d{1,6}$/.test(v) && Number(v) >= 1) ? undefined : say((m) => m.settings.mustBeA(key, v)),
});

export function settingsFor(rules: string): SettingSpec[] {
  const rotterdams = rules === 'rotterdams';
  return [
    // A "boom" is 16 deals; a sheet that only sets a target plays until the target instead.
    limit(
      'deals',
      '16',
      'deals in a game (a "boom" is 16: everybody deals four times); none = no limit. Setting only a target ' +
        'makes this none',
      'giften in een spel (een boom is 16: iedereen geeft vier keer); none = geen grens. Wie alleen een doel ' +
        'zet, krijgt hier none',
      (set) => (set.target !== undefined && set.target !== 'none' ? 'none' : undefined),
    ),
    limit(
      'target',
      'none',
      'points that end the game (e.g. 1500): the higher total then wins; equal totals play another deal',
      'punten die het spel beëindigen (bv. 1500): dan wint het hoogste totaal; bij gelijke stand volgt nog een gift',
    ),
    choice(
      'tie',
      ['nat', 'made'],
      'nat',
      'takers with exactly half of the points (roem included): nat or made',
      'spelers met precies de helft van de punten (roem inbegrepen): nat of gehaald',
    ),
    points(
      'pit',
      100,
      'bonus for the takers when they take all 8 tricks (pit, mars)',
      'bonus voor de spelers als ze alle 8 slagen halen (pit, mars)',
    ),
    points(
      'tegenpit',
      100,
      'bonus for the defenders when they take all 8 tricks (tegenpit)',
      'bonus voor de tegenpartij als die alle 8 slagen haalt (tegenpit)',
    ),
    choice(
      'four-jacks',
      ['100', '200'],
      rotterdams ? '100' : '200',
      'roem for four jacks in one trick',
      'roem voor vier boeren in één slag',
    ),
    // NKU Rotterdams and KBN Amsterdams count four of a kind in every rank; BGA, PAGAT, De Samenspelers
    // and De Pitslag only in A K Q 10 J, so four 7s, 8s or 9s are no roem there.
    choice(
      'low-four',
      ['100', '0'],
      '100',
      'roem for four 7s, 8s or 9s in one trick (0: four of a kind counts only in A K Q 10 J)',
      'roem voor vier zevens, achten of negens in één slag (0: vier gelijke tellen alleen bij A H V 10 B)',
    ),
    choice(
      'verzaken',
      ['162+100', '162'],
      '162+100',
      'a revoke gives the other team 162 + 100 or only 162; all roem is dropped',
      'verzaken geeft de andere partij 162 + 100 of alleen 162; alle roem vervalt',
    ),
    choice(
      'bidding',
      ['vrij', 'verplicht'],
      'vrij',
      'vrij: any player may choose trump; verplicht: the player after the dealer must',
      'vrij: elke speler mag troef maken; verplicht: de speler na de gever moet',
    ),
    // Only Amsterdams knows a choice here: Rotterdams always obliges you to trump (spec "Trick obligations").
    ...(rotterdams
      ? []
      : [
          choice(
            'undertrump',
            ['avoid', 'must'],
            'avoid',
            'an opponent wins with a trump you cannot beat: avoid = play another suit if you can; must = play a ' +
              'lower trump if you hold one',
            'een tegenstander ligt met een troef die je niet kunt overtroeven: avoid = speel een andere kleur ' +
              'als je kunt; must = ondertroef als je troef hebt',
          ),
        ]),
  ];
}
