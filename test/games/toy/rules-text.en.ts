import type { GameText } from '../../../src/core/topic.js';

const winning = {
  id: 'winning',
  title: 'Winning a deal',
  aliases: ['win'],
  source: 'tafel test game',
  text: 'The highest card wins the stake.',
};

export const text: GameText = {
  game: 'toy',
  lang: 'en',
  name: 'Hoogkaart',
  ruleSets: { even: [winning], bonus: [winning] },
};
