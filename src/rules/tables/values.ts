import type { Settings } from '../topic.js';

/**
 * Reads a value in force. The fallback is the spec's default, used only while a game's settings are
 * not registered yet (src/games/registry.ts): once they are, every key arrives in `s`.
 */
export const value = (s: Settings, key: string, fallback: number): number => {
  const v = Number(s[key]);
  return s[key] !== undefined && Number.isFinite(v) ? v : fallback;
};

export const option = (s: Settings, key: string, fallback: string): string => s[key] ?? fallback;
