import { commandDescriptions as about } from './commandDescriptions.js';
import { eventHelp } from './event-help.js';
import { serveHelp } from './serve-help.js';
import { either, LANGS } from '../lang.js';

/** The languages tafel speaks, as a choice (shell.ts has the same for --lang). */
const langChoice = either(LANGS, 'en');

/** What judge's questions share (and `rules` its rule set): the rule set, a sheet's rules, (trick, play) the table. */
const ruleSet = "the rule set (default: the game's default)";
const bySheet = "judge by this sheet's rules and house rules";
const table = {
  players: 'the players, as for judge score (Solokaarten 4-6: its deck depends on how many; Zwikken 2-6)',
  'player-count': 'only the number of players, instead of --players',
};

/**
 * The help of each command (`tafel <command> --help`) by its path ('new', 'judge score'): its description (d: a
 * command's own is its line in commandDescriptions.ts, a subcommand's is here), arguments (a), options by long name
 * (o) and examples (x); a command or option missing here keeps the English text it was declared with. A room of its
 * own, read only by a run that shows a command's help, completes a word or names a missing argument
 * (scripts/lazy-imports.js); the general help reads commandDescriptions.ts alone. nl/commandHelp.ts has the same keys.
 */
export const commandHelp = {
  games: {
    d: about.games,
    a: { game: 'this game: its rule sets, options and point values' },
    x: ['tafel games', 'tafel games kleurenwiezen', 'tafel games kleurenwiezen --json'],
  },
  new: {
    d: about.new,
    a: { game: "the game, one of 'tafel games' (or from --preset)" },
    o: {
      preset: "a saved table ('tafel preset save'); the other flags override it",
      players: 'players in seating order, comma separated',
      rules: 'rule set (the first of each game is its default)',
      set: 'house rule: an option or a point value (repeatable)',
      title: 'a title for the sheet',
      stake: 'the stake, for money games',
      dealer: 'who deals first (default: the first player)',
    },
    x: [
      'tafel new kleurenwiezen --players Ann,Bert,Cis,Dirk',
      'tafel new kleurenwiezen --rules cardgames --players Ann,Bert,Cis,Dirk --set overtricks=on --set deals=8',
      'tafel new kleurenwiezen --players Ann,Bert,Cis,Dirk --set samen.8=8 --dealer Cis --title "Vrijdag"',
      'tafel new klaverjassen --rules rotterdams --players Ann,Bert,Cis,Dirk --set target=1500',
      'tafel new belote --players Ann,Bert,Cis,Dirk --set deals=12   (12 deals, pas not counted)',
      'tafel new --preset vrijdag --players Ann,Bert,Cis,Eva   (the preset, other players)',
    ],
  },
  sheets: {
    d: about.sheets,
    o: { deleted: 'the sheets deleted in the last 30 days, which tafel undelete brings back' },
    x: ['tafel sheets', 'tafel sheets --json', 'tafel sheets --deleted'],
  },
  use: {
    d: about.use,
    a: { id: "sheet id (or a unique beginning of it, or its title; today-… stands for this evening's date)" },
    o: { sheet: 'the sheet (the same as the id)' },
    x: ['tafel use today-kleurenwiezen'],
  },
  sheet: {
    d: about.sheet,
    a: { id: 'sheet id (default: the active sheet)' },
    o: {
      all: 'every deal, however many (default: the most recent that fit the screen)',
      sheet: 'this sheet instead of the active one',
    },
    x: ['tafel sheet', 'tafel sheet --all', 'tafel sheet today-kleurenwiezen --json'],
  },
  record: {
    d: about.record,
    a: { contract: 'the contract and its level, e.g. samen 8' },
    o: {
      sheet: 'record on this sheet instead of the active one',
      dealer: 'who dealt this deal, when not the one in turn (the rotation continues from there)',
      note: 'a note on the deal, shown on the sheet and exported',
    },
    x: [
      'tafel record samen 8 --by Bert,Dirk --tricks 9',
      'tafel record abondance 9 --by Cis --tricks 10',
      'tafel record piccolo --by Ann,Cis --tricks Ann=1,Cis=2',
      'tafel record vragen --by Ann,Dirk --tricks 9      (cardgames)',
      'tafel record alleen --by Bert --tricks 4 --revoke Cis   (cardgames)',
      'tafel record pas',
      'tafel record samen 8 --by Bert,Dirk --tricks 9 --dealer Cis --note "verzaakt door Cis"',
      'tafel record --taker Ann --points 72 --belote Ann      (belote)',
      'tafel record --taker Bert --points 162 --capot takers  (belote)',
      'tafel record slag --by Ann --tricks 5 --eerste        (solokaarten)',
      'tafel record --askers Ann,Bert --points Ann=9,Bert=4,Cis=2,Dirk=0   (zwikken)',
      'tafel record pas --searched 1                          (zwikken)',
      'tafel record --taker Cis --points 72 --roem Ann=20     (klaverjassen)',
      'tafel record --taker Ann --pit takers --roem Ann=40    (klaverjassen: pit)',
      'tafel record --taker Bert --verzaakt Cis               (klaverjassen)',
      'tafel record --trump none --points 41 --mee --tegen    (manillen)',
      'tafel record --bids 3,2,4,3 --tricks 3,3,4,3            (boerenbridge)',
      'tafel record rik --by Bert --mate Dirk --tricks 9       (rikken)',
      'tafel record --out Bert --points Ann=6,Dirk=3 --hand Cis=5+Q  (jokeren)',
      'tafel record --toeps Cis,Ann --passed Dirk=1 --winner Cis     (toepen)',
    ],
  },
  edit: {
    d: about.edit,
    a: {
      n: 'the deal number, or c1, c2... for a correction',
      contract: 'the contract and its level (a correction: player=points)',
    },
    o: {
      sheet: 'edit this sheet instead of the active one',
      dealer: 'who dealt this deal',
      note: 'a note on the deal ("" removes it)',
      reason: 'a correction: its reason',
      force: 'a correction: allow one that does not sum to zero (not Zwikken: money)',
    },
    x: [
      'tafel edit 3 --tricks 8',
      'tafel edit 3 samen 9 --by Ann,Cis --tricks 8',
      'tafel edit 2 --dealer Cis --note "verzaakt door Cis"',
      'tafel edit 4 --no-mee                            (manillen: no mee after all)',
      'tafel edit c1 Ann=-10,Bert=10 --reason "verzaakt"',
    ],
  },
  undo: {
    d: about.undo,
    o: { sheet: 'undo on this sheet instead of the active one' },
    x: ['tafel undo', 'tafel undo --sheet today-kleurenwiezen'],
  },
  redo: {
    d: about.redo,
    o: { sheet: 'redo on this sheet instead of the active one' },
    x: ['tafel redo', 'tafel redo --sheet today-kleurenwiezen'],
  },
  correct: {
    d: about.correct,
    a: { scores: 'player=points, comma separated or a word each' },
    o: {
      reason: 'why (shown on the sheet)',
      force: 'allow a correction that does not sum to zero on a points sheet (not Zwikken: money)',
      sheet: 'correct this sheet instead of the active one',
    },
    x: [
      'tafel correct Ann=-15,Bert=5,Cis=5,Dirk=5 --reason "verzaakt"',
      'tafel correct Ann=-20,Bert=20 --reason "strafpunten"   (belote: per team)',
      'tafel correct Ann=-0.50,Cis=0.50 --reason "geleend"   (zwikken: money)',
      'tafel correct Ann=-0,50 Cis=0,50 --reason "geleend"   (zwikken: a pair per word)',
      'tafel correct Ann=10 --reason "bonus" --force          (does not sum to zero)',
    ],
  },
  rename: {
    d: about.rename,
    a: { old: 'the player as named now', new: 'the new name' },
    o: { sheet: 'this sheet instead of the active one' },
    x: ['tafel rename Ann Anna'],
  },
  seats: {
    d: about.seats,
    a: { a: 'a player', b: 'the player to swap with' },
    o: { sheet: 'this sheet instead of the active one' },
    x: ['tafel seats Bert Cis'],
  },
  dealer: {
    d: about.dealer,
    a: { player: 'the next dealer' },
    o: { sheet: 'this sheet instead of the active one' },
    x: ['tafel dealer Cis'],
  },
  set: {
    d: about.set,
    a: { 'key=value': 'house rules, as --set of tafel new' },
    o: { sheet: 'this sheet instead of the active one' },
    x: ['tafel set samen.8=8', 'tafel set deals=16'],
  },
  reopen: {
    d: about.reopen,
    a: { id: 'sheet id (default: the active sheet)' },
    o: { sheet: 'this sheet instead of the active one' },
    x: ['tafel reopen', 'tafel reopen today-kleurenwiezen'],
  },
  play: {
    d: about.play,
    a: { id: 'sheet id (default: the active sheet, or start one)' },
    o: {
      sheet: 'this sheet instead of the active one',
      serve: serveHelp.playServe,
      host: serveHelp.host,
      port: serveHelp.port,
    },
    x: [
      'tafel play',
      'tafel play today-kleurenwiezen',
      'At the contract question a whole deal fits on one line, then enter twice:',
      '  samen 8 bert,dirk 9 · s8 b d 9 · solo 6 ann 5 · gm a b a=0 b=1 · alleen bert 4 verzaakt cis (cardgames)',
      '  belote: ann 92 belote cis · ann 162 capot      solokaarten: slag ann 5 eerste',
      '  zwikken: ask ann bert win ann · ask ann tie · pas zocht 1',
      'Esc goes back one question; in a list of players, letters tick a player.',
    ],
  },
  finish: {
    d: about.finish,
    a: { id: 'sheet id (default: the active sheet)' },
    o: {
      'share-pot': 'Zwikken: share the pot out equally (leftover cents to players in seat order)',
      sheet: 'this sheet instead of the active one',
    },
    x: ['tafel finish', 'tafel finish --share-pot      (zwikken)'],
  },
  delete: {
    d: about.delete,
    a: { id: 'sheet id' },
    o: { force: 'delete without asking', sheet: 'the sheet (the same as the id)' },
    x: ['tafel delete today-kleurenwiezen --force', 'tafel sheets --deleted', 'tafel undelete today-kleurenwiezen'],
  },
  undelete: {
    d: about.undelete,
    a: { id: "the deleted sheet's id" },
    x: ['tafel undelete today-kleurenwiezen', 'tafel sheets --deleted'],
  },
  rules: {
    d: about.rules,
    a: {
      game: 'the game',
      topic: 'the topic, e.g. troel, miserie, zwik, scoring; its words need no quotes (grote miserie)',
    },
    o: {
      rules: ruleSet,
      search: 'find topics across all games',
      sheet: 'show the point values in force on this sheet (its house rules)',
    },
    x: [
      'tafel rules',
      'tafel rules kleurenwiezen troel',
      'tafel rules kleurenwiezen grote miserie',
      'tafel rules belote --rules ffb litige',
      'tafel rules --search misère',
      'tafel rules kleurenwiezen scoring --sheet today-kleurenwiezen',
    ],
  },
  judge: {
    d: about.judge,
    x: [
      'tafel judge rank kleurenwiezen "abondance 10" "grote-miserie"',
      'tafel judge trick belote --trump H 10H JH AH 9S',
      'tafel judge play belote --trump H --hand "7H,KS,AD" --trick "AS,10S"',
      'tafel judge score kleurenwiezen samen 8 --by 1,2 --tricks 9',
    ],
  },
  'judge rank': {
    d: 'which bid outranks the other',
    a: { game: 'the game', bidA: 'one bid, in quotes when it is two words', bidB: 'the other bid' },
    o: {
      rules: ruleSet,
      sheet: bySheet,
      set: 'a rule option, e.g. Rikken troela-rank=above-rik-beter (repeatable)',
    },
    x: [
      'tafel judge rank kleurenwiezen "abondance 10" grote-miserie',
      'tafel judge rank rikken rik troela --set troela-rank=above-rik-beter',
      'tafel judge rank solokaarten "doe zonder-kijk" "eerste doe"',
    ],
  },
  'judge trick': {
    d: 'who wins the trick (cards in playing order, the first led) and why',
    a: { game: 'the game', cards: 'the cards of the trick in playing order, e.g. 10H JH AH 9S' },
    o: {
      trump: 'the trump suit: S H D C, ♠ ♥ ♦ ♣, a Dutch suit name, or none',
      rules: ruleSet,
      sheet: bySheet,
      ...table,
      set: 'a rule option, e.g. Klaverjassen four-jacks=100 (repeatable)',
    },
    x: ['tafel judge trick belote --trump H 10H JH AH 9S', 'tafel judge trick klaverjassen --trump S AH 7S KH QH'],
  },
  'judge play': {
    d: 'which cards of the hand may be played now, and why the others may not',
    a: { game: 'the game' },
    o: {
      trump: 'the trump suit',
      hand: 'the cards in your hand, e.g. "7H,KS,AD"',
      trick: 'the cards already in the trick, the first led',
      'pot-holder': 'Solokaarten: you hold the pot (may lead trump)',
      called: 'Rikken: the called ace; its holder must play it when its suit is led',
      'troela-lead': "Rikken: the troela mate's ace was led to the first trick, which may not be trumped",
      'trick-no':
        'which trick of the deal, 1 = the opening trick (default); Solokaarten: from trick 2 any lead is free',
      rules: ruleSet,
      sheet: bySheet,
      ...table,
      set: 'a rule option, e.g. Klaverjassen undertrump=must (repeatable)',
    },
    x: [
      'tafel judge play belote --trump H --hand "7H,KS,AD" --trick "AS,10S"',
      'tafel judge play klaverjassen --trump S --hand "7S,AH,KD" --trick "AD,9S"',
    ],
  },
  'judge score': {
    d: 'what a deal would score, with the flags of record, nothing stored',
    a: { game: 'the game', contract: 'the contract and its level, as for record' },
    o: {
      rules: ruleSet,
      sheet: 'score as the next deal of this sheet, as record would: its deals, dealer, rules and house rules',
      players: 'player names (default: the seats 1,2,3,4)',
      stake: 'Zwikken: the stake (default 0.10)',
      set: 'house rule (repeatable)',
      dealer: 'Boerenbridge: who deals, so the hook on his bid is checked',
    },
    x: [
      'tafel judge score kleurenwiezen samen 8 --by 1,2 --tricks 9',
      'tafel judge score belote --players Ann,Bert,Cis,Dirk --taker Ann --points 90',
      'tafel judge score boerenbridge --cards 7 --bids 1=0,2=3,3=2,4=1 --tricks 1=0,2=3,3=3,4=1',
      'tafel judge score jokeren --out 1 --points 2=6,3=8 --hand 4=K+7+joker',
      'tafel judge score toepen --totals 1=9,2=4,3=0,4=7 --toeps 4 --winner 4',
    ],
  },
  export: {
    d: about.export,
    a: { id: 'sheet id (default: the active sheet)' },
    o: {
      sheet: 'this sheet instead of the active one',
      evening: 'every sheet of that evening, which runs until 06:00 (YYYY-MM-DD, today or yesterday)',
      all: 'every sheet',
      format: 'csv, json, md or html (default: from the --out extension, else csv)',
      out: 'write to this file instead of stdout (- is stdout)',
      force: 'overwrite the --out file when it exists',
      excel: 'CSV for a Dutch or Belgian Excel: nl (byte-order mark, ; between fields, decimal comma)',
      rate: "an evening's settlement: money per point, e.g. kleurenwiezen=0.05 (repeatable)",
      preset: "an evening's settlement at this preset's rates",
    },
    x: [
      'tafel export --format md',
      'tafel export --evening today --format csv --out vrijdag.csv',
      'tafel export --all --format json --out backup.json',
      'tafel export --evening today --out vrijdag.html --rate kleurenwiezen=0.05',
      'tafel export --evening yesterday --format csv --excel nl --out vrijdag.csv',
    ],
  },
  import: {
    d: about.import,
    a: { file: 'a file written by tafel export --format json' },
    o: { rename: 'give a sheet a new id when its id is taken' },
    x: ['tafel import backup.json', 'tafel import backup.json --rename'],
  },
  // The live board (issue 23): its texts live in serve.ts.
  serve: {
    d: about.serve,
    a: { id: serveHelp.id },
    o: {
      evening: serveHelp.evening,
      event: serveHelp.event,
      host: serveHelp.scorerHost,
      port: serveHelp.scorerPort,
      open: serveHelp.open,
      qr: serveHelp.qr,
      scorer: serveHelp.scorer,
      'new-links': serveHelp.newLinks,
      'new-link': serveHelp.newLink,
    },
    x: serveHelp.x,
  },
  chart: {
    d: about.chart,
    a: { id: 'sheet id (default: the active sheet)' },
    o: { sheet: 'this sheet instead of the active one' },
    x: ['tafel chart', 'tafel chart today-kleurenwiezen'],
  },
  stats: {
    d: about.stats,
    o: { player: 'only this player', game: 'only this game' },
    x: ['tafel stats', 'tafel stats --player Ann --game kleurenwiezen'],
  },
  settle: {
    d: about.settle,
    o: {
      evening: "the evening: YYYY-MM-DD, today or yesterday (default: the active sheet's)",
      rate: 'money per point for a points game, e.g. kleurenwiezen=0.05 (repeatable)',
      preset: "use this preset's rates",
    },
    x: [
      'tafel settle --rate kleurenwiezen=0.05',
      'tafel settle --evening yesterday --rate belote=0.01 --rate kleurenwiezen=0.05',
      'tafel settle --preset vrijdag --json',
    ],
  },
  preset: {
    d: about.preset,
    x: [
      'tafel preset save vrijdag --from-sheet today-kleurenwiezen --rate kleurenwiezen=0.05',
      'tafel preset save zondag --game belote --rules ffb --players Ann,Bert,Cis,Dirk --rate belote=0.01',
      'tafel preset list',
      'tafel new --preset vrijdag',
    ],
  },
  'preset save': {
    d:
      "save a table from a sheet and/or new's flags (saving a name again updates it, or replaces it for another " +
      'game)',
    a: { name: 'the preset name' },
    o: {
      'from-sheet': 'take game, rules, house rules, players and stake from this sheet',
      game: 'the game',
      players: 'players in seating order, comma separated',
      rules: 'rule set',
      set: 'house rule (repeatable)',
      stake: 'the stake, for money games',
      rate: 'settle rate: money per point, e.g. kleurenwiezen=0.05 (repeatable)',
    },
    x: [
      'tafel preset save vrijdag --from-sheet today-kleurenwiezen --rate kleurenwiezen=0.05',
      'tafel preset save zondag --game belote --rules ffb --players Ann,Bert,Cis,Dirk',
    ],
  },
  'preset list': {
    d: 'the saved presets',
    x: ['tafel preset list', 'tafel preset list --json'],
  },
  'preset show': {
    d: 'one preset in full',
    a: { name: 'the preset name' },
    x: ['tafel preset show vrijdag'],
  },
  'preset delete': {
    d: 'forget a preset',
    a: { name: 'the preset name' },
    x: ['tafel preset delete zondag'],
  },
  doctor: {
    d: about.doctor,
    o: {
      restore: 'put back the previous version of this sheet (or settings.json), keeping the broken file',
      force: 'restore settings.json also when its previous version lacks presets or settings it holds now',
    },
    x: [
      'tafel doctor',
      'tafel doctor --restore today-kleurenwiezen',
      'tafel doctor --restore settings.json',
      'tafel doctor --json',
    ],
  },
  completion: {
    d: about.completion,
    a: { shell: 'bash, zsh or fish' },
    x: [
      'tafel completion bash > ~/.local/share/bash-completion/completions/tafel   (mkdir -p ' +
        '~/.local/share/bash-completion/completions first; it needs the bash-completion package)',
      'tafel completion zsh > ~/.zfunc/_tafel   (a folder of $fpath: mkdir -p ~/.zfunc first, and in ~/.zshrc ' +
        'fpath=(~/.zfunc $fpath) before compinit)',
      'tafel completion fish > ~/.config/fish/completions/tafel.fish   (mkdir -p ~/.config/fish/completions first)',
    ],
  },
  lang: {
    d: about.lang,
    a: { lang: langChoice },
    x: ['tafel lang nl', 'tafel lang'],
  },
  ...eventHelp,
};
