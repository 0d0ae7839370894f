import { sayer } from '../../../src/i18n/index.js';
import type { Lang } from '../../../src/i18n/lang.js';
import { en } from './messages.en.js';
import { nl } from './messages.nl.js';

/** Hoogkaart's texts in every language tafel speaks. */
export const MESSAGES: Readonly<Record<Lang, typeof en>> = { en, nl };

export const say = sayer(MESSAGES);
