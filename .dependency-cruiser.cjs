/**
 * Which room of src/ may import which: run by test/layers.test.ts (so by `npm test`), or by hand
 * with `npx depcruise src`.
 *
 * The rooms, lowest first. A room imports only its own files and the rooms below it; rooms on one
 * line are siblings and import neither each other nor anything above them:
 *
 *   i18n            every room's messages and the help, one folder per language; imports nothing of ours
 *   core            types and helpers every other room uses (cards, errors, the Game, Referee and
 *                   rules-text types, the trick checks); imports only i18n
 *   games           each game's folder (rules, scoring, referee, rules texts, point tables)
 *   sheet, referee  a sheet replayed by its game; the referee registry and the judge over the games
 *   store, ui       the data directory, every file of it (sheets, settings, the trash in store/trash/, the event
 *                   and season files with their stored shape and decoder in store/events/); drawing (tables,
 *                   colour, fitting a sheet to the screen)
 *   rules           the rules registry, search and rendering (draws its tables with ui)
 *   evening         evenings across sheets: settle, stats, export formats
 *   event           club evenings and seasons: the draw, table sheets, standings (uses store, sheet, evening);
 *                   logic only, no `node:` import (test/layers.test.ts): what it reads and writes, the store does
 *   serve           the live board (`tafel serve`): HTTP server, events, page; reads the store and the
 *                   evening's views, and is started by its command in commands/
 *   commands        one handler per command; none borrows from another (what two share is in context.ts,
 *                   evenings.ts or a room below)
 *   play            table mode: drives the commands with prompts (`tafel play`)
 *   cli             the shell: src/*.ts (main.ts, completion) and src/cli/ (createProgram, the error
 *                   boundary, each command's wiring in src/cli/wiring/)
 *
 * So the issue's order core ← games ← sheet ← store ← evening ← commands ← cli holds, with i18n,
 * referee, ui, rules and play placed by what they import. A new folder under src/ is refused (as
 * soon as it imports anything of ours) until it is given its place here.
 *
 * `Ctx` and `Output`, what a command gets and returns, stay in commands/context.ts: commands/ is a
 * room of its own below play/ and cli/, so the handlers and table mode import them downward, the
 * shell builds them, and no room below commands/ needs them (ui/ draws from plain values).
 */
const LAYERS = [
  ['i18n'],
  ['core'],
  ['games'],
  ['sheet', 'referee'],
  ['store', 'ui'],
  ['rules'],
  ['evening'],
  ['event'],
  ['serve'],
  ['commands'],
  ['play'],
  ['cli'],
];

/**
 * The files of a room, as a path pattern (the shell is also the loose files at the top of src/).
 * test/layers.test.ts checks a planted tree that breaks each rule in the same run as the real one:
 * TAFEL_LAYERS_PLANTED names its folder (relative to here), whose src/ is then a tree of its own.
 */
const planted = process.env.TAFEL_LAYERS_PLANTED;
const SRC = planted ? `^(${planted.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/)?src/` : '^src/';
const room = (name) => (name === 'cli' ? `${SRC}(cli/|[^/]+\\.[cm]?[jt]s$)` : `${SRC}${name}/`);
const anyOf = (names) => `(${names.map(room).join('|')})`;

const layerRules = LAYERS.flatMap((layer, i) =>
  layer.flatMap((name) => {
    const above = LAYERS.slice(i + 1).flat();
    const siblings = layer.filter((n) => n !== name);
    // The top room may import every other.
    if (above.length + siblings.length === 0) return [];
    return {
      name: `layer-${name}`,
      comment:
        `${name} imports only itself and ${LAYERS.slice(0, i).flat().join(', ') || 'nothing of ours'}, ` +
        `not ${[...siblings, ...above].join(', ')}.`,
      severity: 'error',
      from: { path: room(name) },
      to: { path: anyOf([...siblings, ...above]) },
    };
  }),
);

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import circle, type-only imports included: each piece two modules share lives below both.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'room-not-in-order',
      comment: 'Every folder of src/ has its place in LAYERS (.dependency-cruiser.cjs), so the layer rules cover it.',
      severity: 'error',
      from: { path: SRC, pathNot: anyOf(LAYERS.flat()) },
      to: {},
    },
    ...layerRules,
  ],
  options: {
    // A type-only import is a dependency on the other room's design too, so it counts.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    includeOnly: SRC,
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
  },
};
