import type { prompt as en } from '../en/prompt.js';

/** De eigen woorden van de vragen: dezelfde sleutels als en/prompt.ts. */
export const prompt: typeof en = {
  navigate: 'kiezen',
  choose: 'bevestigen',
  tick: 'aanvinken',
  spaceKey: 'spatie',
  tickByName: 'op naam aanvinken',
  done: 'klaar',
  back: 'terug',
  type: 'typ om te zoeken',
  noResults: 'Niets past daarbij; verbeter het, of Backspace om de lijst te zien.',
  chooseOne: 'Kies er een: ↑↓ of typ de eerste letters.',
  noneStarts: (typed) => `Geen antwoord begint met "${typed}": kies er een met ↑↓ of een andere letter.`,
  typeFirst: 'Typ het antwoord en druk dan op enter.',
  wholeNumber: 'Geef een geheel getal.',
  between: (min, max) => `Geef een getal van ${min} tot ${max}.`,
  yesNo: (def) => (def === false ? 'j/N' : def === true ? 'J/n' : 'j/n'),
  yes: 'ja',
  no: 'nee',
  yesWords: ['j', 'ja', 'y', 'yes'],
  noWords: ['n', 'nee', 'neen', 'no'],
  answerYesNo: 'Antwoord j (ja) of n (nee).',
};
