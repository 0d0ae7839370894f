// The list of games is src/games/index.ts; this name stays for the rooms that import it so far.
export { GAMES, gameById, registerGame } from './index.js';
