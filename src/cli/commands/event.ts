import type { Command, OutputConfiguration } from 'commander';
import type { Ctx, Output } from '../../commands/context.js';
import type { Wire } from '../wire.js';
import { confirmer } from './options.js';

/*
 * The `event` (`toernooi`) and `season` (`competitie`) command trees (events.md §6); the handlers are
 * src/commands/event*.ts and season.ts. The English texts here are placeholders: localise() (help.ts)
 * puts those of src/i18n/<lang>/event-help.ts (eventHelp) on every command, argument and option.
 */

type Act = <A extends unknown[]>(
  run: (ctx: Ctx, ...args: A) => Promise<Output>,
) => (...all: unknown[]) => Promise<void>;
type Quiet = OutputConfiguration;

const many = (v: string, prev: string[] = []) => [...prev, v];
const ev = () => import('../../commands/event.js');
const ed = () => import('../../commands/event-edit.js');
const io = () => import('../../commands/event-io.js');
const se = () => import('../../commands/season.js');
const tr = () => import('../../commands/event-trash.js');

export function eventCommands(top: Command, act: Act, quiet: Quiet): void {
  top.alias('toernooi').description('club evenings: rounds, tables, a draw, and the standings');
  // --event on the commands that act on one event; `new`, `list` and `use` name none (it would be ignored).
  const c = (name: string, alias?: string, one = true) => {
    const cmd = one
      ? top.command(name).option('--event <id>', 'this event instead of the active one')
      : top.command(name);
    if (alias) cmd.alias(alias);
    return cmd;
  };
  c('new', 'nieuw', false)
    .description('start an event and make it the active one')
    .argument('<game>', 'klaverjassen, kleurenwiezen, belote, solokaarten, rikken, boerenbridge, jokeren or manillen')
    .option('--entrants <names>', 'the players, comma separated')
    .option('--pairs <pairs>', 'the pairs: Ann+Bert,Cis+Dirk')
    .option('--kind <kind>', 'individual or pairs')
    .option('--rules <set>', 'rule set')
    .option('--set <key=value>', 'house rule (repeatable)', many)
    .option('--rounds <n>', 'rounds (1..30)')
    .option('--deals <n>', 'deals per round, or none')
    .option('--table-size <n>', '4, 5 or 6')
    .option('--seating <how>', 'draw, movement or ranked')
    .option('--seed <n>', 'the seed of the draw (0..4294967295)')
    .option('--bye <rule>', 'fixed:<n>, average, mean-of-4 or none')
    .option('--absent <rule>', 'fixed:<n>, average, mean-of-4 or none')
    .option('--ranking <how>', 'total, average or wins')
    .option('--tie-breaks <keys>', 'last-round,countback,best-round,head-to-head,name')
    .option('--prizes <n>', 'prize places: <n>, formule-van-4 or none')
    .option('--poedel', 'mark the last place')
    .option('--title <text>', 'the title')
    .option('--id <id>', 'the event id')
    .option('--season <id>', 'join this season')
    .action(act(async (ctx, game: string, o: Record<string, never>) => (await ev()).runEventNew(ctx, game, o)));
  c('add', 'erbij')
    .description('add entrants before round 1')
    .argument('[names...]')
    .option('--pair <a+b>', 'a pair')
    .action(
      act(async (ctx, names: string[], o: { pair?: string; event?: string }) =>
        (await ev()).runEventAdd(ctx, names, o),
      ),
    );
  c('remove')
    .description('remove an entrant before round 1')
    .argument('<entrant>', 'name or number')
    .action(act(async (ctx, who: string, o: { event?: string }) => (await ev()).runEventRemove(ctx, who, o)));
  c('set')
    .description('change settings (after round 1 only some)')
    .argument('<key=value...>')
    .action(act(async (ctx, kv: string[], o: { event?: string }) => (await ed()).runEventSet(ctx, kv, o)));
  c('list', undefined, false)
    .description('the events, newest first')
    .action(act(async (ctx) => (await ev()).runEventList(ctx)));
  c('use', undefined, false)
    .description('make an event the active one')
    .argument('<id>')
    .action(act(async (ctx, id: string) => (await ev()).runEventUse(ctx, id)));
  c('show')
    .description("an event's settings, entrants, rounds and table sheets")
    .argument('[id]')
    .action(
      act(async (ctx, id: string | undefined, o: { event?: string }) => (await ev()).runEventShow(ctx, id, o.event)),
    );
  c('draw', 'loting')
    .description('draw the next round and create its table sheets')
    .option('--absent <names>', 'entrants not there this round')
    .option('--seed <n>', 'another seed for this round')
    .option('--force', 'draw while tables of an earlier round are open')
    .option('--dry-run', 'print the plan, write nothing')
    .action(act(async (ctx, o: Record<string, never>) => (await ev()).runEventDraw(ctx, o)));
  c('plan', 'indeling')
    .description("a drawn round's plan again")
    .option('--round <r>')
    .option('--all')
    .option('--verify', 'draw again from the seed and compare')
    .action(act(async (ctx, o: Record<string, never>) => (await ev()).runEventPlan(ctx, o)));
  c('undraw')
    .description('take back the last round while nothing is recorded')
    .action(act(async (ctx, o: { event?: string }) => (await ev()).runEventUndraw(ctx, o)));
  c('table')
    .description('make a table sheet the active sheet')
    .argument('<n>')
    .option('--round <r>')
    .action(
      act(async (ctx, n: string, o: { round?: string; event?: string }) => (await ev()).runEventTable(ctx, n, o)),
    );
  c('standings', 'stand')
    .description('the standings, provisional while a table is open')
    .option('--after-round <r>')
    .action(act(async (ctx, o: { afterRound?: string; event?: string }) => (await ev()).runEventStandings(ctx, o)));
  c('export')
    .description('plan, results and standings as md, csv, html or json')
    .option('--format <f>', 'md, csv, html or json')
    .option('--out <file>')
    .option('--round <r>')
    .option('--table <n>')
    .option('--excel <locale>', 'CSV for a Dutch or Belgian Excel: nl')
    .option('--force', 'overwrite --out')
    .action(act(async (ctx, o: Record<string, never>) => (await io()).runEventExport(ctx, o)));
  c('import')
    .description('bring in an event and table sheets recorded on other devices')
    .argument('<file>')
    .option('--prefer <side>', 'file or local, where both copies changed')
    .option('--as <id>', 'import under another id')
    .option('--dry-run')
    .action(act(async (ctx, file: string, o: Record<string, never>) => (await io()).runEventImport(ctx, file, o)));
  c('withdraw', 'afmelden')
    .description('an entrant takes no part from the next round on')
    .argument('<entrant>')
    .option('--reason <text>')
    .action(
      act(async (ctx, who: string, o: { reason?: string; event?: string }) =>
        (await ev()).runEventWithdraw(ctx, who, o),
      ),
    );
  c('rename')
    .description('rename a player in the event and every table sheet of it')
    .argument('<old>')
    .argument('<new>')
    .action(
      act(async (ctx, from: string, to: string, o: { event?: string }) =>
        (await ed()).runEventRename(ctx, from, to, o),
      ),
    );
  c('finish', 'afsluiten')
    .description('close the event: standings final')
    .option('--force')
    .action(act(async (ctx, o: { force?: boolean; event?: string }) => (await ev()).runEventFinish(ctx, o)));
  c('reopen')
    .description('open a finished event again')
    .action(act(async (ctx, o: { event?: string }) => (await ev()).runEventFinish(ctx, o, true)));
  // The id is named, never the active event by default: a delete says what it deletes.
  top
    .command('delete')
    .alias('verwijderen')
    .description('move the event and its table sheets to deleted/')
    .argument('<id>')
    .option('--force', 'delete without asking')
    .action(
      act(async (ctx, id: string, o: { force?: boolean }) => {
        return (await tr()).runEventDelete(ctx, id, Boolean(o.force), confirmer(ctx));
      }),
    );
  top
    .command('undelete')
    .alias('terugzetten')
    .description('bring back a deleted event with its table sheets')
    .argument('<id>')
    .action(act(async (ctx, id: string) => (await tr()).runEventUndelete(ctx, id)));
  for (const s of top.commands) s.exitOverride().configureOutput(quiet);
}

export function seasonCommands(top: Command, act: Act, quiet: Quiet): void {
  top.alias('competitie').description('a club competition: best N of M nights');
  top
    .command('new')
    .description('start a season')
    .argument('<id>')
    .option('--game <game>')
    .option('--kind <kind>')
    .option('--nights <M>')
    .option('--best <N>')
    .option('--min-nights <k>')
    .option('--excused <points>')
    .option('--tie-breaks <keys>')
    .option('--title <text>')
    .action(act(async (ctx, id: string, o: Record<string, never>) => (await se()).runSeasonNew(ctx, id, o)));
  top
    .command('add')
    .description('events join the season')
    .argument('<season>')
    .argument('<events...>')
    .action(act(async (ctx, id: string, events: string[]) => (await se()).runSeasonAdd(ctx, id, events)));
  top
    .command('remove')
    .description('an event leaves the season')
    .argument('<season>')
    .argument('<event>')
    .action(act(async (ctx, id: string, event: string) => (await se()).runSeasonRemove(ctx, id, event)));
  top
    .command('excuse')
    .alias('afgemeld')
    .description('an entrant missed a night with notice')
    .argument('<season>')
    .argument('<name>')
    .requiredOption('--event <id>')
    .action(
      act(async (ctx, id: string, name: string, o: { event: string }) =>
        (await se()).runSeasonExcuse(ctx, id, name, o.event),
      ),
    );
  top
    .command('standings')
    .alias('stand')
    .description('the season standings')
    .argument('<season>')
    .action(act(async (ctx, id: string) => (await se()).runSeasonStandings(ctx, id)));
  top
    .command('export')
    .description('the season standings as md, csv, html or json')
    .argument('<season>')
    .option('--format <f>')
    .option('--out <file>')
    .option('--excel <locale>')
    .option('--force')
    .action(act(async (ctx, id: string, o: Record<string, never>) => (await se()).runSeasonExport(ctx, id, o)));
  top
    .command('list')
    .description('the seasons')
    .action(act(async (ctx) => (await se()).runSeasonList(ctx)));
  for (const s of top.commands) s.exitOverride().configureOutput(quiet);
}

/** The wiring of src/commands/event.ts, event-io.ts and season.ts, with the Dutch names `toernooi` and `competitie`. */
export const event = {
  event: (w: Wire) => eventCommands(w.sub('event'), w.act as unknown as Act, w.quiet as Quiet),
  season: (w: Wire) => seasonCommands(w.sub('season'), w.act as unknown as Act, w.quiet as Quiet),
};
