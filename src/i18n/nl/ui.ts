import type { ui as en } from '../en/ui.js';

/** De berichten van src/ui/ in het Nederlands: dezelfde sleutels als en/ui.ts. */
export const ui: typeof en = {
  cannotWriteToStandard: (code) =>
    `Kan niet naar de standaarduitvoer schrijven (${code}): het bestand of apparaat waar ze heen gaat is vol of defect, dus de uitvoer is onvolledig. Maak ruimte vrij, of schrijf elders heen (export: --out <bestand>).`,
};
