import type { Text } from '../core/errors.js';
import type { Lang } from '../core/game.js';
import { en, type Texts } from './en.js';
import { nl } from './nl.js';

export type { Texts };

/** The texts of one language. */
export const textsOf = (lang: Lang): Texts => (lang === 'nl' ? nl : en);

/** One text in every language, for an error (which carries both and is shown in the user's). */
export const both = (pick: (t: Texts) => string): Text => ({ en: pick(en), nl: pick(nl) });
