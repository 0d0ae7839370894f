import type { store as en } from '../en/store.js';
import { grouped } from '../lang.js';

/** Wat er mis is, dan dat tafel het bestand liet zoals het was: na een vraag ("Bedoel je 'Bart'?") een zin. */
const leftUntouched = (said: string): string =>
  /\?$/.test(said) ? `${said} Tafel liet het ongemoeid.` : `${said}; tafel liet het ongemoeid.`;

/** Een schrijfactie die mislukte na het journaal van de wijziging: de volgende tafel maakt ze af. */
const BEGUN =
  'De wijziging was begonnen en blijft bewaard: de volgende tafel-opdracht maakt ze af zodra dat verholpen is.';

/** De berichten van src/store/ in het Nederlands: dezelfde sleutels als en/store.ts. */
export const store: typeof en = {
  fileNotFolder: (dir) => `${dir} is een bestand, geen map`,
  notAFolderOfSheets: (dir) =>
    `${dir} is geen map, dus tafel vindt er geen bladen in: zet het opzij ('tafel doctor' toont het).`,
  fileAbove: (existing, dir) => `${existing} is een bestand, dus ${dir} kan geen map zijn`,
  systemFs: (dir, real) => `${dir} ligt op een systeembestandssysteem (${real}), waar niets bewaard kan worden`,
  isNestedMoreThan: (limit) => `is meer dan ${limit} niveaus diep genest, wat tafel nooit schrijft`,
  holdsKeyTwice: (line) => `bevat een sleutel twee keer in één object (regel ${line})`,
  isNotValidJson: 'is geen geldige JSON',
  holdsAKeyWhich: (forbidden) => `bevat een sleutel "${forbidden}", die tafel nooit schrijft`,
  doesNotHoldA: 'bevat geen blad',
  wasWrittenByA: (version, SCHEMA_VERSION) =>
    `werd door een nieuwere tafel geschreven (schema ${version}; deze kent ${SCHEMA_VERSION})`,
  updateTafelToOpen: (file, reason) => `${file} ${reason.nl}: werk tafel bij om het te openen.`,
  isAnOldSheet: (version, reason) => `is een oud blad (schema ${version}) dat niet bij te werken is: ${reason.nl}`,
  holdsADealTafel: (deal) => `bevat een gift die tafel niet zo zou schrijven: ${deal.nl}`,
  holdsAnUndoneDeal: (deal) =>
    `bevat een ongedaan gemaakte gift die tafel niet zo zou schrijven ('tafel redo' zou ze terugzetten): ${deal.nl}`,
  doesNotHoldSettings: 'bevat geen instellingen',
  hasTheLanguageNot: (v, langs) => `heeft de taal ${v}, niet een van ${langs}`,
  hasAnActiveSheet: (v) => `heeft een actief blad ${v} dat geen blad-id is`,
  hasADeviceId: (v) => `heeft een deviceId ${v} die tafel nooit schrijft (het schrijft 16 hexadecimale cijfers)`,
  hasAnActiveEvent: (v) => `heeft een actief toernooi ${v} dat geen toernooi-id is`,
  settingsGoneBakHolds: (file, bak, presets, device) =>
    `${file} is weg, maar de vorige versie ${bak} bevat ` +
    [
      ...(presets ? [`${grouped(presets, 'nl')} bewaarde tafel${presets === 1 ? '' : 's'}`] : []),
      ...(device ? ['het id van dit toestel (de organisator van zijn toernooien)'] : []),
    ].join(' en ') +
    `: 'tafel doctor --restore settings.json' zet ze terug, of zet ${bak} opzij om zonder te beginnen. ` +
    'Er werd niets veranderd.',
  hasASchemaversionThat: 'heeft een schemaVersion die geen geheel getal is',
  itWasLeftUntouched: (file, said, SETTINGS_FILE, way, plain) =>
    `${file} ${leftUntouched(said.nl)} ` +
    (plain
      ? 'Het bevat het actieve blad, de taal en de bewaarde tafels (presets): '
      : 'tafel leest er geen instellingen uit: ') +
    {
      restore: `zet de vorige versie terug met 'tafel doctor --restore ${SETTINGS_FILE}', of `,
      'no-fix': "'tafel doctor' zegt waarom de vorige versie terugzetten geen oplossing is; ",
      unjudged: "'tafel doctor' zegt of de vorige versie teruggezet kan worden; of ",
      none: '',
    }[way] +
    (plain
      ? 'herstel het met de hand (wie het verwijdert, verliest de bewaarde tafels). Tot dan werkt een opdracht met ' +
        "--lang nl en het id van een blad zonder het bestand, ook een back-up ('tafel export --all --format json " +
        "--lang nl --out backup.json')."
      : 'zet het opzij, en tafel begint met nieuwe instellingen.'),
  eventFileLeft: (file, said, backup) =>
    `${file} ${leftUntouched(said.nl)} ` +
    (backup
      ? `De vorige versie is ${file}.bak: 'tafel doctor' toont of ze leesbaar is; kopieer ze over het bestand om ze ` +
        'terug te zetten, of herstel het bestand met de hand.'
      : 'Er is geen vorige versie om terug te zetten: herstel het met de hand, of zet het opzij.'),
  itWasLeftUntouched2: (file, said, id, backup, bakWhy) =>
    `${file} ${leftUntouched(said.nl)} ` +
    (bakWhy
      ? `Ook de vorige versie ${file}.bak ${bakWhy.nl}: herstel het met de hand`
      : backup
        ? `'tafel doctor' toont of de vorige versie leesbaar is ('tafel doctor --restore ${id}' zet ze terug); of ` +
          'herstel het met de hand'
        : 'Er is geen vorige versie om terug te zetten: herstel het met de hand') +
    `, of verwijder het blad met 'tafel delete ${id} --force'.`,
  isASymbolicLink: 'is een symbolische koppeling; tafel leest enkel gewone bestanden in zijn gegevensmap',
  isNotAPlain: 'is geen gewoon bestand',
  isMbFarLarger: (v) => `is ${v} MB, veel groter dan eender welk bestand dat tafel schrijft`,
  isNotValidUtf: 'is geen UTF-8-tekst (wellicht bewaard als Latin-1 of Windows-1252): bewaar het als UTF-8',
  cannotBeReadCheck: (code) => `kan niet gelezen worden (${code}): controleer de rechten`,
  noPermissionToRead: (code) => `kan niet gelezen worden (${code}): geen toestemming om het te lezen`,
  noPermissionLeft: (file, said, quoted) =>
    `${file} ${said.nl}. Het bestand zelf is wellicht heel: geef jezelf de leesrechten terug met 'chmod u+r ` +
    `${quoted}' (als eigenaar) en probeer opnieuw.`,
  anotherTafelCreatedSheet: (taken) =>
    `Een ander tafel-commando maakte blad "${taken}" tijdens het inlezen; er werd niets ingelezen. Lees opnieuw in ` +
    `(met --rename).`,
  aSheetAlreadyExists: (id) => `Er bestaat al een blad "${id}".`,
  wouldPassCap: (file, cap, sheet) =>
    `Niet geschreven: ${file} zou groter worden dan ${cap} MB, het meeste dat een tafel-bestand mag bevatten ` +
    `(tafel zou het niet meer kunnen lezen); het is gebleven zoals het was.` +
    (sheet ? ` Begin een nieuw blad voor de volgende giften ('tafel new').` : ''),
  importPassesCap: (file, id, cap) =>
    `${file}: blad ${id} zou een bestand van meer dan ${cap} MB worden, het meeste dat een tafel-bestand mag ` +
    `bevatten (tafel zou het niet meer kunnen lezen); er werd niets ingelezen. Verdeel zijn giften over twee ` +
    `bladen in de back-up, of laat het weg, en lees opnieuw in.`,
  missing: 'missing',
  isNotASheet: (id) =>
    `"${id}" is geen blad-id: ids zijn kleine letters, cijfers en streepjes. 'tafel sheets' toont ze.`,
  ioHint: (code, dir) =>
    (
      ({
        EACCES: 'controleer de rechten',
        EPERM: 'controleer de rechten',
        ENOSPC: 'de schijf is vol',
        EDQUOT: 'het schijfquotum is op',
        EROFS: 'de schijf is alleen-lezen',
        ENOTDIR: `${dir} of een map erin is geen map`,
        EEXIST: `${dir} of een map erin is geen map`,
      }) as Record<string, string>
    )[code] ?? `kies een andere gegevensmap met --data-dir of TAFEL_HOME`,
  folderPermissions: (folder) => `controleer de rechten van de map ${folder}`,
  folderInTheWay: (folder) =>
    `${folder} is een map op de plaats waar tafel een eigen bestand schrijft: zet die map ergens anders (ze is ` +
    'niet van tafel) en probeer opnieuw. Er werd niets veranderd.',
  fileInTheWay: (file, begun) =>
    `${file} is een bestand op de plaats waar tafel een eigen map houdt: zet dat bestand ergens anders (het is niet ` +
    `van tafel) en probeer opnieuw. ${begun ? BEGUN : 'Er werd niets veranderd.'}`,
  couldNotWrite: (where, code, hint) => `Kon ${where} niet schrijven (${code}): ${hint.nl}. Er werd niets veranderd.`,
  couldNotFinish: (where, code, hint) => `Kon ${where} niet schrijven (${code}): ${hint.nl}. ${BEGUN}`,
  couldNotRead: (where, code, hint) => `Kon ${where} niet lezen (${code}): ${hint.nl}.`,
  itCannotBeTafel: (why) =>
    `${why.nl}: dat kan de gegevensmap van tafel niet zijn. Kies een andere met --data-dir of TAFEL_HOME.`,
  noSheetTafelSheets: (id) => `Geen blad "${id}". 'tafel sheets' toont de bladen.`,
  onlyPreviousLeft: (id) =>
    `Geen blad "${id}": het bestand is weg, maar de vorige versie is er nog; ` +
    `'tafel doctor --restore ${id}' zet ze terug.`,
  previousUnusable: (id, bak, why) =>
    `Geen blad "${id}": het bestand is weg, en ook de vorige versie ${bak} ${why.nl}; ` +
    `'tafel delete ${id} --force' verplaatst ze naar de verwijderde bladen.`,
  hasNoPreviousVersion: (name, bak) => `${name} heeft geen vorige versie (${bak}) om terug te zetten.`,
  thePreviousVersionCannot: (bak, why) => `Ook de vorige versie ${bak} ${why.nl}; er werd niets veranderd.`,
  readsFineThereIs: (file, v, sheet) =>
    `${file} is goed leesbaar: er valt niets terug te zetten (${v} terugzetten zou de laatste wijziging ` +
    `ongedaan maken${sheet ? "; 'tafel undo' verwijdert een gift" : ''}).`,
  readsFineNoBak: (file) =>
    `${file} is goed leesbaar: er valt niets terug te zetten (het heeft nog geen vorige versie).`,
  readsFineBakUnusable: (file, bak, why) =>
    `${file} is goed leesbaar: er valt niets terug te zetten. De vorige versie ${bak} is niet bruikbaar (${why.nl}) ` +
    'en bleef zoals ze was.',
  theLockWasTaken: (lockPath, file) =>
    `Het slot ${lockPath} werd overgenomen terwijl deze tafel ${file} schreef (ze werd stilgelegd of het slot ` +
    `werd verwijderd): er werd niets geschreven. Kijk het blad na en voer de opdracht opnieuw uit.`,
  isLockedByA: (file, who, lockPath) =>
    `${file} is vergrendeld door een tafel op een andere machine, container of opstart (${who}), die tafel van ` +
    `hieruit niet kan nagaan. Loopt daar geen tafel meer, verwijder dan ${lockPath} ('tafel doctor' toont het) ` +
    `en probeer opnieuw.`,
  sheetBusyAnotherTafel: (file, lockPath, who) =>
    `Blad bezet: een ander tafel-commando${who ? ` (${who})` : ''} schrijft ${file}. Probeer zo meteen opnieuw ` +
    `(loopt er geen ander, verwijder dan ${lockPath}).`,
  noDeletedSheetTafel: (id, KEEP_DAYS, near) =>
    near.length > 0
      ? `Geen verwijderd blad "${id}". Bedoel je ${near.join(', ')}? Geef het volledige id.`
      : `Geen verwijderd blad "${id}": 'tafel sheets --deleted' toont de bewaarde (${KEEP_DAYS} dagen).`,
  trashEntryBroken: (file, why, id, folder) =>
    `${file} ${why.nl}: ` +
    (folder
      ? 'tafel neemt er geen blad uit; er werd niets veranderd. Zet het opzij.'
      : `het verwijderde blad ${id} blijft zoals het is bij de verwijderde bladen; er werd niets veranderd. Herstel ` +
        `het met de hand (tafel schrijft er {"deletedAt": "<tijd van het verwijderen>"} in), en geef dan opnieuw ` +
        `'tafel undelete ${id}'.`),
  itCannotBeRestored: (main, reason) =>
    `${main} ${reason.nl}: het kan niet teruggezet worden en blijft bij de verwijderde bladen; er werd niets ` +
    'veranderd.',
  isGone: 'is weg',
  previousToo: (why, bak) => `${why}, en ook de vorige versie ${bak}`,
  anotherTafelCreatedSheet2: (to) =>
    `Een ander tafel-commando maakte zonet blad "${to}"; er werd niets veranderd. Voer undelete opnieuw uit.`,
  trashProblem: (meta, why) => `${meta} ${why.nl}`,
  holdsNoSheetFile: (v, id) => `${v} bevat geen bladbestand ${id}.json`,
  itsDealerIsNot: (v) => `de gever ${v} is geen van de spelers`,
  itsFinishedIsNot: 'het veld "finished" is niet true of false',
  hasASchemaversionThat2: (v) => `heeft een schemaVersion ${v} die tafel nooit schreef`,
  wrongId: (said, id) => `zegt dat het blad ${said} is, niet ${id}`,
  noSheetId: 'heeft geen blad-id: het is geen blad, misschien een export of een ander bestand dat daar bewaard is',
  notAsWritten: (where, what) =>
    `is geen blad zoals tafel het schrijft: ${where === '' ? '' : `${where}: `}${what.nl.replace(/\.$/, '')}`,
  isMissingADelete: 'ontbreekt (een verwijdering werd onderbroken)',
  hasADeletionTime: (v) => `heeft een verwijdertijd in de toekomst (${v})`,
  noDeletionTime: (at) => `heeft geen geldige verwijdertijd (${at ?? 'geen'})`,
  trashedUnreadable: (file, why) => `${file} is onleesbaar: ${why}`,
  tableInOldTrash: (id, event) =>
    `${id} is een tafelblad van het toernooi ${event} dat een oudere 'tafel toernooi terugnemen' in deleted/ ` +
    `zette: geen ronde kent het nog, dus het kan niet terug (het kan gelezen worden in deleted/${id}/).`,
  readOnly: 'alleen lezen',
  eventColumn: 'toernooi',
};
