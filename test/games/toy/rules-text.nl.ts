import type { GameText } from '../../../src/core/topic.js';

const winning = {
  id: 'winning',
  title: 'Een gift winnen',
  aliases: ['winnen'],
  source: 'tafel testspel',
  text: 'De hoogste kaart wint de inzet.',
};

export const text: GameText = {
  game: 'toy',
  lang: 'nl',
  name: 'Hoogkaart',
  ruleSets: { even: [winning], bonus: [winning] },
};
