import { crypto } from './crypto.js';

/**
 * A seed, a uid or a device id from the system's cryptographic source: never guessed, never the same on two
 * devices. Here, not in event/ (whose draw is pure: the same seed, the same plan), because it reads the system.
 */
export const randomSeed = (): number => crypto().randomBytes(4).readUInt32BE(0);
export const randomHex16 = (): string => crypto().randomBytes(8).toString('hex');
