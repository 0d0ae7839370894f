import type { en } from './messages.en.js';

/** De eigen teksten van Belote (Nederlands); dezelfde sleutels als messages.en.ts. */
export const nl: typeof en = {
  name: 'Belote',
  flags: {
    taker: { help: 'wie nam (troef koos); zijn team zijn de nemers', word: 'de nemer' },
    points: { help: 'de kaartpunten van de nemers, 0..162 met de laatste slag', word: 'de kaartpunten' },
    belote: { help: 'wie belote/rebelote meldde (troefheer en -vrouw)', word: 'de belote' },
    capot: { help: 'takers (nemers) of defenders (verdedigers) haalden alle 8 slagen', word: 'de capot' },
  },
  flow: {
    points: (team) => `Kaartpunten van ${team}, laatste slag inbegrepen? (0..162)`,
    take: (player, partner) => `${player} + ${partner} nemen`,
    pas: 'iedereen paste twee keer: de gift vervalt',
    against: 'tegen',
    contract: (dealer, teams) => `Gift van ${dealer} (${teams}): wie nam?`,
    defenders: 'de verdedigers',
    capot: (team) => `Haalden ${team} alle 8 slagen (capot)?`,
    belote: 'Wie meldde belote (troefheer en -vrouw)?',
    nobody: 'niemand',
  },
  game: {
    summary: 'Twee ploegen van twee: de nemers halen meer kaartpunten dan de verdedigers.',
    belote: 'Belote',
    frenchFederationRules:
      'Franse federatieregels: gemaakt enkel met meer punten; gelijk is litige (het totaal van de nemers ' +
      'wacht op de volgende gift); spel tot 1000',
    held: 'hangend',
    singleDealRules: 'regels per gift (cardavia): gelijk is gemaakt; nat geeft de verdedigers alles',
  },
  referee: {
    aboveSinceYou: (why, code, codes) => `${why.nl}, boven ${code} omdat je kunt: ${codes}`,
    beloteHasNo:
      'Belote kent geen rangorde van biedingen: in de eerste ronde neemt een speler de kleur van de opengedraaide ' +
      'kaart of past hij, in de tweede ronde mag hij een andere kleur noemen, en wie eerst neemt, speelt.',
    beloteTrumpOrder: 'troefvolgorde in Belote J 9 A 10 K Q 8 7',
    cardsJQ: '32 kaarten, 7 8 9 10 J Q K A in elke kleur',
    onATrump: (code, codes) =>
      `op een troefuitkomst moet je de hoogste troef in de slag, ${code}, overtroeven als je kunt, en ` +
      `dat kan met ${codes}`,
    otherSuitsA: 'andere kleuren A 10 K Q J 9 8 7',
    text: (why, codes) => `${why.nl}: ${codes}`,
    youCannotBeat: (why, code, codes) =>
      `${why.nl}; boven ${code} kun je niet, dus moet je toch een lagere troef spelen: ${codes}`,
    youHaveNo: (suit, winning) =>
      `je hebt geen ${suit.nl} en een tegenstander wint de slag (${winning}), dus moet je troeven`,
    youMustOvertrump: (code, codes) => `je moet ${code} overtroeven als je kunt, en dat kan met ${codes}`,
    yourPartnerIs: (code, codes) =>
      `je partner wint de slag, dus je mag bijleggen, maar als je troeft moet je ${code} ` +
      `overtroeven als je kunt, en dat kan met ${codes}`,
  },
  rules: {
    aCapotBy: (CARD_POINTS, points) =>
      `Capot door de nemers betekent dat ze alle ${CARD_POINTS} punten hebben, niet ${points}: geef --points ` +
      `${CARD_POINTS} of laat --capot weg.`,
    aCapotBy2: (points) =>
      `Capot door de verdedigers laat de nemers 0 punten, niet ${points}: geef --points 0 of laat --capot weg.`,
    capotMustBe: (capotWord) =>
      `--capot moet "takers" (de nemers) of "defenders" (de verdedigers) zijn, het team dat alle 8 slagen ` +
      `haalde, niet "${capotWord}".`,
    needsAValue: (name, example) => `--${name} vraagt een waarde, bv. ${example}.`,
    pointsIsImpossible: (points, _why, whyNl) => `--points ${points} kan niet: ${whyNl}. Tel de slagen opnieuw.`,
  },
  set: {
    deals: (ffb) =>
      'giften in een spel, pas telt niet mee (een partij op een concours is 12); none = geen grens. Met een ' +
      'doel beëindigt wat eerst komt het spel; gelijke totalen na de laatste gift zijn gelijkspel' +
      (ffb ? '; punten van een litige die na de laatste gift nog hangen, vervallen' : ''),
  },
};
