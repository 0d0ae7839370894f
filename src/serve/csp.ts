import { createHash } from 'node:crypto';
import { CARDS_STYLE } from './organiser.js';
import { SCRIPT, STYLE } from './page.js';
import { SCORER_SCRIPT, SCORER_STYLE } from './scorer-page.js';

const hash = (text: string): string => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * Every page's Content-Security-Policy: nothing from anywhere but the pages' own inline styles and scripts (by hash)
 * and their own event streams and writes; no form posts, no frames, no images (the cards' QR codes are inline SVG).
 */
export const CSP = [
  "default-src 'none'",
  `style-src ${[STYLE, SCORER_STYLE, CARDS_STYLE].map(hash).join(' ')}`,
  `script-src ${[SCRIPT, SCORER_SCRIPT].map(hash).join(' ')}`,
  "connect-src 'self'",
  "img-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');
