// What scripts/bench-data.js takes from src/: the games and the sheet format.
export { GAMES } from '../src/games/index.js';
export { SCHEMA_VERSION, configOf, replay } from '../src/sheet/sheet.js';
