import { sayer } from '../../i18n/index.js';
import type { Lang } from '../../i18n/lang.js';
import { en } from './messages.en.js';
import { nl } from './messages.nl.js';

/** Toepen's texts in every language tafel speaks: a language is one more file and one more line here. */
export const MESSAGES: Readonly<Record<Lang, Messages>> = { en, nl };

/** The shape of every language's catalogue: the English one's. */
export type Messages = typeof en;

/** A text of Toepen's catalogue, rendered in the language it is read in. */
export const say = sayer(MESSAGES);
