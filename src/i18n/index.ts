import type { Lang } from '../core/game.js';
import { en, type Texts } from './en.js';
import { nl } from './nl.js';

export type { Texts };

/** The texts of one language. */
export const textsOf = (lang: Lang): Texts => (lang === 'nl' ? nl : en);
