import type { ui as en } from '../en/ui.js';
import { listed } from '../lang.js';

/** De berichten van src/ui/ in het Nederlands: dezelfde sleutels als en/ui.ts. */
export const ui: typeof en = {
  sheet: {
    deal: '#',
    dealer: 'gever',
    contract: 'contract',
    total: 'totaal',
    next: 'Volgende gever',
    finished: 'Afgelopen. Winnaar',
    finishedTeam: 'Afgelopen. Winnaars',
    tie: (tied) => `Gelijkspel tussen ${listed(tied, 'nl')}`,
    unplayed: (w) => `er is geen ${w} gespeeld: geen winnaar`,
    lowWins: 'laagste wint',
    closedAfter: (played, limit, w, ws) =>
      `Afgesloten na ${played} van ${limit === 1 ? `1 ${w}` : `de ${limit} ${ws}`}.`,
    places: 'Plaatsen',
    leads: 'komt uit',
    hidden: (n, w, ws) => `${n} eerdere ${n === 1 ? w : ws} niet getoond ('tafel sheet --all' toont ze allemaal)`,
    hiddenShort: (n: number) => `${n} eerdere niet getoond (sheet --all)`,
    /** Under a sheet too wide for the screen even in its narrowest layout, and the same in fewer columns. */
    columnsCut: "Kolommen weg: maak het venster breder, of 'tafel sheet | less -S'",
    columnsCutShort: 'Te smal: kolommen weg',
    fromPhone: (deals) => `Van een telefoon (tafel serve --scorer): ${deals}`,
    sits: 'zit stil',
    with: 'met',
    stake: 'inzet',
  },
  cannotWriteToStandard: (code) =>
    `Kan niet naar de standaarduitvoer schrijven (${code}): het bestand of apparaat waar ze heen gaat is vol ` +
    `of defect, dus de uitvoer is onvolledig. Maak ruimte vrij, of schrijf elders heen (export: --out ` +
    `<bestand>).`,
  savedOutputLost: (code, done) =>
    `${done?.nl ?? 'De wijziging werd bewaard'}; alleen de uitvoer is onvolledig (de standaarduitvoer kon niet ` +
    `geschreven worden, ${code}: het bestand of apparaat waar ze heen gaat is vol of defect). Voer de opdracht niet ` +
    `opnieuw uit.`,
};
