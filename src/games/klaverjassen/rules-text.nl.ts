import type { GameText, Topic } from '../../core/topic.js';
import {
  BGA,
  DORS,
  GP,
  INT,
  KBN,
  KJO,
  LENTE,
  NKU,
  NKU_H,
  NKU_R,
  PAGAT,
  PITSLAG,
  SAM,
  TROEF,
  UTR,
  WIKI,
} from './sources.js';

// In onze eigen woorden geschreven naar de documenten die elk onderwerp als bron noemt; de feiten
// zijn van hen, de zinnen niet. Bronnen staan zoals een lezer ze vindt (uitgever en document).
const tables = () => import('./tables.js');
// The point tables' words come from this language's catalogue, loaded only when a table is shown.
const words = async () => (await import('./messages.nl.js')).nl;

const src = (...s: string[]): string => s.join('; ');

function topics(rules: 'amsterdams' | 'rotterdams'): Topic[] {
  const rotterdams = rules === 'rotterdams';
  const jacks = rotterdams ? 100 : 200;
  return [
    {
      id: 'overview',
      title: rotterdams ? 'Klaverjassen in het kort (Rotterdams)' : 'Klaverjassen in het kort (Amsterdams)',
      aliases: ['intro', 'over', 'klaverjas', 'rules', 'regels', rotterdams ? 'rotterdam' : 'amsterdam'],
      source: src(NKU, WIKI),
      text: `Het Nederlandse partnerspel: vier spelers, maten tegenover elkaar, 32 kaarten, acht slagen per spel. Eén speler maakt troef en zijn koppel moet meer halen dan het andere, kaartpunten en roem (bonus voor combinaties die samen in één slag vallen) samen geteld.

${rotterdams ? 'Rotterdams wordt gespeeld in Zuid-Holland, Zeeland en West-Brabant. Kenmerk: wie niet kan bekennen moet altijd troeven, ook over zijn maat heen, en ondertroeven als hij niets hogers heeft.' : 'Amsterdams is de basis van de officiële wedstrijdreglementen en wordt in het grootste deel van Nederland en in Vlaanderen gespeeld. Kenmerk: ligt de slag aan je maat, dan hoef je niet te troeven, en ondertroeven doe je nooit tenzij je hand niets anders heeft.'}

Een partij (een "boom") is 16 spellen: iedereen geeft vier keer.

Onderwerpen: kaarten, bieden, troefplicht, roem, telling, nat, pit, verzaken, boom.`,
      see: ['cards', 'bidding', 'trump-duty', 'roem', 'scoring'],
    },
    {
      id: 'cards',
      title: 'Kaarten, kaartpunten, koppels en delen',
      aliases: [
        'kaarten',
        'card points',
        'kaartpunten',
        'deck',
        'order',
        'volgorde',
        'jas',
        'nel',
        'teams',
        'partners',
        'dealing',
        'delen',
        'setup',
        'card values',
        'laatste slag',
      ],
      source: src(KBN, NKU_H, NKU, PAGAT),
      text: `- 32 kaarten: 7, 8, 9, 10, boer, vrouw, heer en aas van elke kleur. Acht kaarten per speler.
- Maten zitten tegenover elkaar. Op een tafel-blad vormen de 1e en 3e speler een koppel en de 2e en 4e het andere; geef de spelers dus in zitvolgorde.
- Delen en spelen gaan met de klok mee: de volgende speler in de lijst zit links van de vorige, en hij geeft daarna.
- In troef is de boer (de "jas") de hoogste en de 9 (de "nel") de tweede: B 9 A 10 H V 8 7. Andere kleuren: A 10 H V B 9 8 7.
- Troefboer 20, troefnegen 14; elke aas 11, tien 10, heer 4, vrouw 3; een boer buiten troef 2; de rest 0. De laatste slag geeft 10 extra: 162 kaartpunten per spel.

Roem komt bovenop die 162; er bestaat geen 252 zoals bij Belote.`,
      tables: async () => (await tables()).cardValuesTable((await words()).tables),
      see: ['roem', 'trump-duty', 'scoring'],
    },
    {
      id: 'bidding',
      title: 'Wie speelt: troef maken',
      aliases: [
        'bieden',
        'bid',
        'ik speel',
        'passen',
        'pass',
        'taker',
        'troef maken',
        'verplicht',
        'utrechts',
        'vrij',
        'uitkomen',
        'lead',
      ],
      source: src(NKU_R, NKU_H, INT, KJO, LENTE, UTR, SAM, NKU),
      text: `Er wordt niet met getallen geboden: een speler zegt "ik speel" met een kleur, of hij past. Zijn koppel is de spelende (gaande) partij, de anderen de tegenpartij. Een spel vervalt nooit; er wordt altijd gespeeld.

- Vrij (de NKU-wedstrijdvolgorde): de gever spreekt eerst, dan de speler links van hem enzovoort; passen alle vier, dan moet de gever spelen. Aan veel keukentafels begint de speler links van de gever, en die moet dan spelen als iedereen past.
- Verplicht (ook Utrechts): de speler links van de gever moet troef maken en spelen; passen kan niet.
- De klassieke vorm draait een kaart om voor troef; Kraken en Leidsch tellen anders en staan niet op het tafel-blad.

In elke vorm komt de speler links van de gever uit in de eerste slag, wie ook troef maakte. Je mag troef maken in een kleur die je niet hebt.

Op het blad: tafel record --taker Ann --points 92. Met --set bidding=verplicht moet de speler na de gever de speler zijn, en mag --taker wegblijven.`,
      see: ['scoring', 'trump-duty'],
    },
    {
      id: 'trump-duty',
      title: rotterdams
        ? 'Troefplicht (Rotterdams): altijd troeven als je niet kunt bekennen'
        : 'Troefplicht (Amsterdams): vrij als de slag aan je maat ligt',
      aliases: [
        'troefplicht',
        'trump duty',
        'verplicht troeven',
        'must trump',
        'trump',
        'trumping',
        'troeven',
        'play',
        'spelen',
        'bekennen',
        'follow suit',
        'introeven',
        'overtroeven',
        'overtrump',
        'ondertroeven',
        'undertrump',
        'maatslag',
        'tricks',
        'slagen',
      ],
      source: rotterdams ? src(NKU, WIKI, KJO, BGA, PAGAT, GP) : src(NKU, WIKI, PAGAT, SAM, KJO, UTR, GP),
      text: `De hoogste troef wint de slag, anders de hoogste kaart van de gevraagde kleur; wie de slag haalt komt uit met een kaart naar keuze.

- Beken kleur als je kunt. In een gewone kleur hoef je de kaarten op tafel niet te overtreffen.
- Wordt er troef gevraagd, dan moet je hoger troeven dan de hoogste troef in de slag als je dat kunt, ook als die van je maat is. Heb je alleen lagere troeven, speel er dan een van.
${
  rotterdams
    ? `- Kun je een gewone kleur niet bekennen, dan moet je troeven, ook als de slag aan je maat ligt. Troef hoger dan de hoogste troef in de slag als je kunt; kun je dat niet, dan moet je toch een lagere spelen (ondertroeven). Alleen zonder troef mag je alles bijspelen.`
    : `- Kun je een gewone kleur niet bekennen en ligt de slag bij een tegenstander, dan moet je troeven, en over een troef in de slag heen als je kunt.
- Ligt de slag aan je maat, dan mag je spelen wat je wilt, behalve een lagere troef.
- Ondertroeven (een troef lager dan een troef in de slag) mag alleen als je hand niets anders heeft dan lagere troeven. Een huisregel (--set undertrump=must) laat je ondertroeven als je de troef van een tegenstander niet kunt overtroeven.`
}

Voorbeeld, harten troef: je maat kwam uit met schoppenaas, een tegenstander legde schoppenzeven, jij hebt hartenacht, ruitenheer en klaverentien en geen schoppen. ${rotterdams ? 'Rotterdams: je moet met de hartenacht troeven, ook over je maat.' : 'Amsterdams: de slag ligt aan je maat, dus alle drie mogen.'}

Scheidsrechter: tafel judge play klaverjassen --rules ${rules} --trump H --hand "8H,HD,10C" --trick "AS,7S".`,
      see: ['revoke', 'cards'],
    },
    {
      id: 'roem',
      title: 'Roem: bonus voor combinaties in één slag',
      aliases: [
        'bonus',
        'stuk',
        'driekaart',
        'vierkaart',
        'four jacks',
        'vier boeren',
        'run',
        'sequence',
        'reeks',
        'melden',
        'claim',
        'bella',
      ],
      source: src(NKU_R, NKU_H, KBN, SAM, LENTE, PAGAT),
      text: `Roem wordt alleen geschreven voor kaarten die samen in ÉÉN slag liggen, en gaat naar het koppel dat die slag wint, wie de kaarten ook speelde. Je moet roem melden voor de slag wordt omgedraaid; niet gemelde roem wordt niet geschreven. Roem uit de hand melden, zoals bij Belote, wordt niet gespeeld.

- Drie opeenvolgende kaarten van één kleur: 20. Vier opeenvolgende: 50. Reeksen lopen 7 8 9 10 B V H A in elke kleur, ook in troef.
- Troefheer en troefvrouw samen (het "stuk"): 20; binnen een driekaart 40, binnen een vierkaart 70.
- Vier gelijke kaarten: 100; vier boeren ${jacks}${rotterdams ? ' (Rotterdams; --set four-jacks=200 voor 200)' : ' (--set four-jacks=100 voor de Rotterdamse waarde)'}. Sommige clubs tellen vier gelijke alleen bij azen, heren, vrouwen, tienen en boeren: met --set low-four=0 zijn vier zevens, achten of negens niets waard.

Een slag is dus 0, 20, 40, 50, 70${rotterdams ? ' of 100' : ', 100 of 200'} roem waard. tafel controleert of de geschreven roem in de slagen kan zijn gevallen: hoogstens één slag met het stuk en één met de vier boeren, elk koppel hoogstens 7 slagen (8 bij pit), en acht slagen in totaal.

Op het blad gaat roem naar het koppel van de speler die je noemt: tafel record --taker Cis --points 72 --roem Ann=20. Scheidsrechter: tafel judge trick klaverjassen --trump H JH QH KH 10H toont de roem van de slag.`,
      tables: async (s) => (await tables()).roemTable(s, (await words()).tables),
      see: ['scoring', 'nat', 'pit'],
    },
    {
      id: 'scoring',
      title: 'De telling van een spel: gehaald of nat',
      aliases: ['telling', 'score', 'punten', 'puntentelling', 'points', 'made', 'gehaald', 'half', 'helft', '82'],
      source: src(NKU_H, GP, PAGAT, BGA, NKU_R, KJO),
      text: `Tel de kaartpunten van de spelers (laatste slag inbegrepen) en tel hun roem erbij; doe hetzelfde voor de tegenpartij (162 min de punten van de spelers, plus hun roem).

- Gehaald: de spelers hebben MEER dan de tegenpartij, dus meer dan de helft van alle punten van het spel. Elk koppel krijgt zijn eigen punten en roem. Zonder roem is dat minstens 82.
- Anders zijn de spelers nat (zie dat onderwerp). Gelijk is nat; met --set tie=made is precies de helft genoeg.

Voorbeelden (Ann en Cis tegen Bert en Dirk):
- Ann speelt, 92 punten: 92 tegen 70, gehaald: 92 en 70.
- Ann speelt, 81 punten: 81 tegen 81, nat: 0 en 162.
- Cis speelt, 72 punten, 20 roem voor Ann: 92 tegen 90, gehaald: 92 en 90.
- Ann speelt, 100 punten, 50 roem voor Bert: 100 tegen 112, nat: 0 en 212.

Noteer: tafel record --taker Ann --points 92 (of --defender-points 70, zoals op wedstrijdbriefjes).`,
      tables: async (s) => (await tables()).scoringTable(s, (await words()).tables),
      see: ['nat', 'pit', 'roem', 'revoke', 'boom'],
    },
    {
      id: 'nat',
      title: 'Nat: de spelers halen het niet',
      aliases: ['beet', 'failed', 'mislukt', 'down', 'n', 'gelijk', 'tie', 'nat gaan'],
      source: src(NKU_R, TROEF, DORS, GP),
      text: `Halen de spelers niet meer dan de tegenpartij (punten en roem samen), dan zijn ze nat, ook "beet" genoemd. Ze krijgen 0, en de tegenpartij krijgt alle 162 kaartpunten plus de roem van BEIDE koppels.

Voorbeeld: Ann speelt met 100 punten, Bert heeft 50 roem. 100 tegen 62 + 50 = 112: nat. Bert en Dirk krijgen 162 + 50 = 212, Ann en Cis 0.

Op papier noteer je nat met een N; het tafel-blad zet N naast de 0 van de spelers.`,
      see: ['scoring', 'pit'],
    },
    {
      id: 'pit',
      title: 'Pit (mars) en tegenpit: alle acht slagen',
      aliases: ['mars', 'tegenpit', 'all tricks', 'alle slagen', 'capot', 'slam', 'p', 'tp'],
      source: src(LENTE, PITSLAG, BGA, PAGAT),
      text: `Een koppel dat alle acht slagen haalt, heeft pit (ook "mars"): 162 kaartpunten plus 100 extra, plus zijn roem. Het andere koppel krijgt 0.

- Pit door de spelers: tafel record --taker Ann --pit takers (of --mars takers), met eventuele roem: 162 + 100 + roem.
- Tegenpit: de tegenpartij haalde alle slagen. De spelers zijn nat met 0, de tegenpartij krijgt 162 + 100 + haar roem: tafel record --taker Ann --pit defenders.

Noteer een pit als pit: 162 punten alleen bewijzen geen alle slagen, want het andere koppel kan een slag zonder waarde hebben gehaald. De bonussen zijn opties van het blad (--set pit=..., --set tegenpit=0 voor geen). Op het blad: P en TP.`,
      see: ['scoring', 'nat', 'roem'],
    },
    {
      id: 'revoke',
      title: 'Verzaken',
      aliases: ['verzaken', 'verzaakt', 'renege', 'v', 'penalty', 'straf'],
      source: src(DORS, PITSLAG),
      text: `Verzaken is niet bekennen terwijl het kon, of niet troeven of overtroeven terwijl de regels het eisen. Zijn de kaarten gesloten, dan staat het vast: het andere koppel krijgt 162 plus 100, en niemand krijgt roem. Het maakt niet uit of een speler of een tegenspeler verzaakte.

Noteer het met de speler die troef maakte en wie verzaakte: tafel record --taker Ann --verzaakt Bert. --points, --pit en --roem passen daar niet bij. --set verzaken=162 geeft alleen de 162. Sommige clubs delen opnieuw na een eerste verzaking; zo'n spel noteer je gewoon niet. Het blad zet er een V bij.`,
      see: ['trump-duty', 'scoring'],
    },
    {
      id: 'boom',
      title: 'De partij: een boom van 16 spellen, of een doel',
      aliases: [
        'boompje',
        'end',
        'einde',
        'game end',
        'winner',
        'winnaar',
        'target',
        'doel',
        '1500',
        'deals',
        'giften',
        '16',
      ],
      source: src(NKU, WIKI, BGA),
      text: `Een volledige partij (een "boom" of "boompje") is 16 spellen, zodat iedereen vier keer geeft. Na het 16e spel wint het koppel met de meeste punten; bij gelijke stand is het gelijkspel.

Andere tafels spelen tot een doel, vaak 1500 punten: --set target=1500 (dat heft ook de grens van 16 spellen op, tenzij je ook --set deals=<n> geeft). Haalt een koppel het doel na een spel, dan wint het hoogste totaal; bij gelijke stand volgt nog een spel. --set deals=12 voor een kortere partij, deals=none voor geen grens.`,
      see: ['scoring'],
    },
  ];
}

export const text: GameText = {
  game: 'klaverjassen',
  lang: 'nl',
  name: 'Klaverjassen',
  ruleSets: { amsterdams: topics('amsterdams'), rotterdams: topics('rotterdams') },
};
