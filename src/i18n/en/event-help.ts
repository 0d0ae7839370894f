/**
 * The help of `tafel event` and `tafel season` (paths as in help.commands of shell.ts); en/index.ts merges it
 * there.
 */
export const eventHelp = {
  event: {
    d: 'club evenings: rounds, tables, a draw, and the standings',
    x: [
      'tafel event new klaverjassen --entrants Ann,Bert,Cis,Dirk,Eva,Fien,Gert,Hilde --rounds 3 ' +
        '--prizes formule-van-4 --poedel',
      'tafel event draw',
      'tafel event table 2',
      'tafel event standings',
      'tafel event export --format json --table 2 --out tafel2.json',
      'tafel event import tafel2-terug.json',
      'tafel event export --out avond.html',
    ],
  },
  'event new': {
    d: 'start an event and make it the active one',
    a: { game: 'the game' },
    o: {
      event: 'this event instead of the active one',
      entrants: 'the players, comma separated',
      pairs: 'the pairs: Ann+Bert,Cis+Dirk',
      kind: 'individual or pairs',
      rules: 'rule set',
      set: 'house rule (repeatable)',
      rounds: 'rounds (1..30)',
      deals: 'deals per round, or none',
      'table-size': 'players at a table: 4, 5 or 6',
      seating: 'draw, movement or ranked',
      seed: 'the seed of the draw (0..4294967295)',
      bye: 'a bye scores fixed:<n>, average, mean-of-4 or none',
      absent: 'an absence scores fixed:<n>, average, mean-of-4 or none',
      ranking: 'rank by total, average or wins',
      'tie-breaks': 'in order, e.g. last-round,head-to-head,name',
      prizes: 'prize places: <n>, formule-van-4 or none',
      poedel: 'mark the last place',
      title: 'the title',
      id: 'the event id',
      season: 'join this season',
    },
  },
  'event add': {
    d: 'add entrants before round 1',
    a: { names: 'the new entrants' },
    o: { event: 'this event instead of the active one', pair: 'a pair: Mia+Nand' },
  },
  'event remove': {
    d: 'remove an entrant before round 1',
    a: { entrant: 'a name or an entrant number' },
    o: { event: 'this event instead of the active one' },
  },
  'event set': {
    d: 'change settings (after round 1 only some)',
    a: { 'key=value': 'settings, e.g. rounds=4 bye=average' },
    o: { event: 'this event instead of the active one' },
  },
  'event list': { d: 'the events, newest first', o: { event: 'this event instead of the active one' } },
  'event use': {
    d: 'make an event the active one',
    a: { id: 'the event id (a unique beginning is enough)' },
    o: { event: 'this event instead of the active one' },
  },
  'event show': {
    d: "an event's settings, entrants, rounds and table sheets",
    a: { id: 'the event id (a unique beginning is enough)' },
    o: { event: 'this event instead of the active one' },
  },
  'event draw': {
    d: 'draw the next round and create its table sheets',
    o: {
      event: 'this event instead of the active one',
      absent: 'entrants not there this round',
      seed: 'another seed for this round',
      force: 'draw while tables of an earlier round are open',
      'dry-run': 'show what would happen, write nothing',
    },
  },
  'event plan': {
    d: "a drawn round's plan again",
    o: {
      event: 'this event instead of the active one',
      round: 'this round (default the last drawn)',
      all: 'every drawn round; for a movement every round, also those not drawn yet',
      verify: 'draw again from the seed and compare',
    },
  },
  'event undraw': {
    d: 'take back the last round while nothing is recorded',
    o: { event: 'this event instead of the active one' },
  },
  'event table': {
    d: 'make a table sheet the active sheet',
    a: { n: 'the table number' },
    o: { event: 'this event instead of the active one', round: 'this round (default the last drawn)' },
  },
  'event standings': {
    d: 'the standings, provisional while a table is open',
    o: { event: 'this event instead of the active one', 'after-round': 'the standings after this round' },
  },
  'event cards': {
    d: "the table cards to print: each table's scorer link (tafel serve --scorer --event) as a QR code",
    o: {
      event: 'this event instead of the active one',
      host: 'the address tafel serve --scorer will serve on (default: the one it last served on)',
      port: 'its port (default: the one it last served on)',
      out: 'write to this file (an HTML page, two cards to an A4 side)',
      force: 'overwrite --out',
    },
  },
  'event export': {
    d: 'plan, results and standings as md, csv, html or json',
    o: {
      event: 'this event instead of the active one',
      format: 'md, csv, html or json (default from --out, else md)',
      out: 'write to this file',
      round: 'this round (default the last drawn)',
      table: 'only this table (a JSON export)',
      excel: 'CSV for a Dutch or Belgian Excel: nl',
      force: 'overwrite --out',
    },
  },
  'event import': {
    d: 'bring in an event and table sheets recorded on other devices',
    a: { file: 'a file of event export --format json' },
    o: {
      event: 'this event instead of the active one',
      prefer: 'file or local, where both copies changed',
      as: 'import under another id',
      'dry-run': 'show what would happen, write nothing',
    },
  },
  'event withdraw': {
    d: 'an entrant takes no part from the next round on',
    a: { entrant: 'a name or an entrant number' },
    o: { event: 'this event instead of the active one', reason: 'why (kept with the withdrawal)' },
  },
  'event rename': {
    d: 'rename a player in the event and every table sheet of it',
    a: { old: 'the player as named now', 'new': 'the new name' },
    o: { event: 'this event instead of the active one' },
  },
  'event finish': {
    d: 'close the event: standings final',
    o: {
      event: 'this event instead of the active one',
      force: 'finish open sheets and set rounds to the rounds drawn',
    },
  },
  'event reopen': { d: 'open a finished event again', o: { event: 'this event instead of the active one' } },
  'event delete': {
    d: 'move the event and its table sheets to deleted/ (kept 30 days)',
    a: { id: 'the event id (a unique beginning is enough)' },
    o: { force: 'delete without asking' },
  },
  'event undelete': {
    d: 'bring back a deleted event with its table sheets',
    a: { id: 'the id of the deleted event' },
  },
  season: {
    d: 'a club competition: best N of M nights',
    x: [
      'tafel season new 2026-27-klaverjassen --game klaverjassen --nights 7 --best 5 --excused 3750',
      'tafel season add 2026-27-klaverjassen 2026-10-09-klaverjassen',
      'tafel season excuse 2026-27-klaverjassen Jef --event 2026-10-09-klaverjassen',
      'tafel season standings 2026-27-klaverjassen',
    ],
  },
  'season new': {
    d: 'start a season',
    a: { id: 'the event id (a unique beginning is enough)' },
    o: {
      game: 'the game',
      kind: 'individual or pairs',
      nights: 'the nights planned (M)',
      best: 'the best N nights count',
      'min-nights': 'nights needed to be ranked',
      excused: 'points for a night missed with notice',
      'tie-breaks': 'in order, e.g. last:4,played,name',
      title: 'the title',
    },
  },
  'season add': { d: 'events join the season', a: { season: 'the season id', events: 'event ids' } },
  'season remove': { d: 'an event leaves the season', a: { season: 'the season id', event: 'an event id' } },
  'season excuse': {
    d: 'an entrant missed a night with notice',
    a: { season: 'the season id', name: 'the entrant who missed the night' },
    o: { event: 'the night missed' },
  },
  'season standings': { d: 'the season standings', a: { season: 'the season id' } },
  'season export': {
    d: 'the season standings as md, csv, html or json',
    a: { season: 'the season id' },
    o: {
      format: 'md, csv, html or json (default from --out, else md)',
      out: 'write to this file',
      excel: 'CSV for a Dutch or Belgian Excel: nl',
      force: 'overwrite --out',
    },
  },
  'season list': { d: 'the seasons' },
};
