import type { GameText, Topic } from '../../core/topic.js';
import { AJS, GUY, HOOP, KBN, KSI, T9 } from './sources.js';
import { ruleBook } from '../../i18n/nl/ruleBook.js';

const NOTES = ruleBook.notes('Jokeren');

// In eigen woorden geschreven naar de documenten die elk onderwerp als bron noemt: de feiten zijn van
// hen, de zinnen niet. Bronnen staan er zoals een lezer ze vindt (uitgever en document).
const tables = () => import('./tables.js');
// The point tables' words come from this language's catalogue, loaded only when a table is shown.
const words = async () => (await import('./messages.nl.js')).nl;
// The rule set's own document first, and each document once (kbn's own is also the KBN cited after it).
const src = (...s: string[]): string => [...new Set(s)].join('; ');

function topics(rules: 'kbn' | 'dehoop' | 'amerikaans'): Topic[] {
  const own = { kbn: KBN, dehoop: HOOP, amerikaans: AJS }[rules];
  return [
    {
      id: 'cards',
      title: 'Kaarten, jokers en spelers',
      aliases: [
        'kaarten',
        'pack',
        'deck',
        'spelers',
        'players',
        'delen',
        'intro',
        'over',
        'jokeren',
        'setup',
        'deal',
        'overview',
        'overzicht',
        'rules',
        'regels',
      ],
      source: src(KBN, T9, HOOP),
      text: `Jokeren is het Nederlandse rummy: twee spellen van 52 kaarten door elkaar, met jokers. Het KBN-reglement en de Hoop spelen met één joker per spel, twee in totaal; Troef 9 speelt met vier spelers drie jokers en met drie spelers twee. Iedereen krijgt 13 kaarten, één voor één gedeeld [T9; HOOP]; de rest is de stapel, met één kaart open ernaast.

tafel speelt met 2 tot 6 spelers (twee spellen laten ook voor zes een stapel over; de clubs zetten er 2 tot 4 aan een tafel). --players is de volgorde aan tafel; de eerste speler geeft eerst, tenzij --dealer iets anders zegt, en na elk spel geeft de volgende speler. --set jokers=3 speelt met de drie jokers van Troef 9: de handen van een spel kunnen er dan drie hebben.

Onderwerpen: spelen, joker, telling, einde, amerikaans.`,
      see: ['play', 'scoring'],
    },
    {
      id: 'play',
      title: 'Het spel: combinaties, rijen, uitgaan',
      aliases: [
        'spel',
        'uitleggen',
        'combinaties',
        'rijen',
        'sets',
        'runs',
        'opening',
        'uitmaken',
        'uit',
        'uitgaan',
        'out',
        'spelen',
      ],
      source: src(T9, GUY, HOOP),
      text: `Om de beurt pakt elke speler een kaart (van de stapel, of de open kaart) en hij sluit zijn beurt af door er één weg te gooien. Daartussen mag hij kaarten op tafel leggen: drie of vier kaarten van dezelfde waarde, of een rij van drie of meer opvolgende kaarten van één kleur. Een aas is laag of hoog in een rij [HOOP].

Wat een speler voor het eerst uitlegt, moet samen minstens 40 punten waard zijn [T9; GUY]; een joker telt dan als de kaart die hij vervangt. Volgens guyot50.nl wacht wie bij het delen al 40 in handen heeft toch tot iedereen één keer aan de beurt is geweest, en liggen twee jokers nooit naast elkaar op tafel; de Hoop staat meer jokers in één combinatie alleen toe met een echte kaart ertussen.

Wie als eerste al zijn kaarten kwijt is, gaat uit ("uitmaken") en het spel is meteen voorbij. Hij krijgt 0; elke andere speler krijgt strafpunten voor de kaarten die hij nog heeft (zie telling).

tafel is geen scheidsrechter bij het spelen zelf; het houdt de stand bij: tafel record --out Bert --points ${rules === 'amerikaans' ? 'Ann=5,Dirk=15' : 'Ann=6,Dirk=3'} --hand Cis=5+9+V+joker*`,
      see: ['scoring', 'joker'],
    },
    {
      id: 'joker',
      title: 'Een joker in de hand',
      aliases: ['jokers', 'joker*', 'uitgelegde joker', 'laid joker'],
      source: src(KBN, HOOP, AJS),
      text: `Een joker die je overhoudt, kost meer als je hem had kunnen uitleggen [KBN; HOOP]: bij het KBN-reglement 5 in plaats van 1, bij de Hoop 20 in plaats van 10. Bij Amerikaans jokeren vraagt het scorebord of de speler al had uitgelegd: een joker kost 20, of 10 als hij nooit kon uitleggen [AJS].

In tafel schrijf je zo'n joker als joker* (of X*): --hand Cis=H+H+H+joker*+joker* zijn drie heren en twee jokers die uitgelegd hadden kunnen worden. Een gewone joker (joker, jk of X) is elke andere. Alleen een joker krijgt een ster; 9* wordt geweigerd.`,
      see: ['scoring'],
    },
    {
      id: 'scoring',
      title: 'Strafpunten: wat een hand kost',
      aliases: ['telling', 'score', 'waarde', 'waarden', 'punten', 'strafpunten', 'penalty', 'hand', 'tellen'],
      source: src(own, KBN, HOOP, AJS, T9, KSI),
      text: `Als een speler uitgaat, telt elke andere speler de kaarten die hij nog in de hand heeft; het laagste totaal over het hele spel wint. Wat een kaart kost, verschilt van club tot club, dus elke waarde is een huisregel:

- het KBN-reglement (kbn, standaard): elke kaart 1 punt, een joker die uitgelegd had kunnen worden 5 [KBN];
- de Hoop (dehoop): 2 tot 10 hun eigen waarde, boer tot aas 10, een joker 10, of 20 als hij uitgelegd had kunnen worden [HOOP];
- Amerikaans jokeren (amerikaans): boer, vrouw en heer 10, elke andere kaart 5 (ook de aas), een joker 10, of 20 als de speler al had uitgelegd; de punten gaan per vijf [AJS];
- Troef 9: 2 tot 10 hun eigen waarde, de plaatjes 10, de aas 10 of 1, een joker 1 of "onder bepaalde omstandigheden" 10 [T9]: --set low=face --set honours=10 --set ace=10 --set joker=1 --set joker-laid=10 --set jokers=3;
- kaartspellen.info: de aas 11 en een joker 25 [KSI]: --set low=face --set honours=10 --set ace=11 --set joker=25 --set joker-laid=25.

Geef elke speler de punten die aan tafel zijn geteld (--points Ann=12) of de kaarten zelf (--hand Cis=7+H+joker*), die tafel uitrekent met de waarden die gelden; in één spel mag je die mengen. Een getal onder de kleinste hand, boven wat 14 kaarten kunnen kosten of (amerikaans) niet per vijf wordt geweigerd, net als 0 voor een speler die niet uitging.`,
      tables: async (s) => (await tables()).valueTable(s, (await words()).tables),
      see: ['joker', 'end'],
    },
    {
      id: 'end',
      title: 'Het einde van het spel en de winnaar',
      aliases: ['einde', 'finish', 'winnaar', 'winner', 'grens', 'limit', 'spellen', 'laagste'],
      source: src(AJS, NOTES),
      text: `Het blad loopt tot tafel finish, tenzij een huisregel het beëindigt: --set deals=7 stopt na zeven spellen (Amerikaans jokeren speelt er altijd zeven [AJS]), --set limit=100 na het spel waarin een totaal 100 of meer haalt. Het laagste totaal wint; wie samen het laagste totaal hebben, winnen allemaal. Elk blad, elke grafiek en elke statistiek van Jokeren zegt "laagste wint".

Op een clubavond (tafel toernooi nieuw jokeren) zitten er drie of vier aan een tafel, geeft iedereen twee keer per ronde, en wint de laagste rondescore de tafel en de eerste plaats.`,
      see: ['scoring'],
    },
    {
      id: 'amerikaans',
      title: 'Amerikaans jokeren: zeven opdrachten',
      aliases: ['contracts', 'opdrachten', 'opdracht', 'rondes', 'american'],
      source: src(AJS, HOOP),
      text: `Amerikaans jokeren gaat over zeven spellen, elk met een eigen opdracht: voor je iets anders uitlegt, leg je eerst de opdracht van dat spel. Op volgorde: drie opvolgende kaarten, drie gelijke kaarten, vier opvolgende kaarten, vier gelijke kaarten, vijf opvolgende kaarten, zes opvolgende kaarten, en in het laatste spel alles in één keer [AJS]. Na het zevende spel wint het laagste totaal.

tafel leidt de opdracht af uit het nummer van het spel, zet hem bij elke rij en noemt de volgende onder het blad. --rules amerikaans (of tafel new amerikaans-jokeren) speelt het met zijn eigen waarden; de waarden van de Hoop met de zeven opdrachten zijn --rules dehoop --set deals=7 --set contracts=on (het begin van het reglement van de Hoop, zoals gelezen, noemt geen rondes met opdrachten [HOOP]).`,
      tables: async () => (await tables()).contractTable((await words()).tables, (await words()).contracts),
      see: ['scoring', 'end'],
    },
  ];
}

export const text: GameText = {
  game: 'jokeren',
  lang: 'nl',
  name: 'Jokeren',
  ruleSets: { kbn: topics('kbn'), dehoop: topics('dehoop'), amerikaans: topics('amerikaans') },
};
