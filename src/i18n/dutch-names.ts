/**
 * The Dutch names of the club-evening commands (events.md §6), typed in any language: `tafel toernooi loting` is
 * `tafel event draw`. cli/wiring/event.ts makes them the aliases; a Dutch text names a command by them (`inDutch`),
 * so that every hint is typed as the Dutch help lists it. `export` and `import` are Dutch words already.
 */
export const DUTCH_NAMES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  event: {
    '': 'toernooi',
    new: 'nieuw',
    add: 'erbij',
    remove: 'eraf',
    set: 'instellen',
    list: 'lijst',
    use: 'kiezen',
    show: 'tonen',
    draw: 'loting',
    plan: 'indeling',
    undraw: 'terugnemen',
    table: 'tafel',
    standings: 'stand',
    cards: 'kaarten',
    withdraw: 'afmelden',
    rename: 'hernoemen',
    finish: 'afsluiten',
    reopen: 'heropenen',
    delete: 'verwijderen',
    undelete: 'terugzetten',
  },
  season: {
    '': 'competitie',
    new: 'nieuw',
    add: 'erbij',
    remove: 'eraf',
    excuse: 'afgemeld',
    standings: 'stand',
    list: 'lijst',
  },
};

/** A command line as a Dutch club types it: `tafel event set rounds=1` is `tafel toernooi instellen rounds=1`. */
export const inDutch = (line: string): string =>
  line.replace(/^(tafel )?(event|season)\b(?: ([a-z]+)\b)?/, (_, tafel = '', top: string, sub?: string) => {
    const names = DUTCH_NAMES[top];
    return `${tafel}${names['']}${sub === undefined ? '' : ` ${names[sub] ?? sub}`}`;
  });

/** A subcommand by its own name, whichever name was typed: `afmelden` is `withdraw`. */
export const ownName = (command: string, sub: string): string =>
  Object.keys(DUTCH_NAMES[command] ?? {}).find((k) => k !== '' && DUTCH_NAMES[command][k] === sub) ?? sub;
