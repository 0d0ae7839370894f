import type { Command, OutputConfiguration } from 'commander';
import type { Ctx, Output } from '../../commands/context.js';
import { dashOut, many, type Wire } from '../wire.js';
import { confirmer } from './options.js';
import { DUTCH_NAMES } from '../../i18n/dutch-names.js';

/*
 * The `event` (`toernooi`) and `season` (`competitie`) command trees (events.md §6); the handlers are
 * src/commands/event*.ts and season.ts. Declared without texts, as every command: localise() (help.ts) puts
 * those of src/i18n/<lang>/event-help.ts (eventHelp) on every command, argument and option.
 */

type Act = <A extends unknown[]>(
  run: (ctx: Ctx, ...args: A) => Promise<Output>,
) => (...all: unknown[]) => Promise<void>;
type Quiet = OutputConfiguration;

const ev = () => import('../../commands/event.js');
const ed = () => import('../../commands/event-edit.js');
const io = () => import('../../commands/event-io.js');
const se = () => import('../../commands/season.js');
const tr = () => import('../../commands/event-trash.js');

export function eventCommands(top: Command, act: Act, quiet: Quiet): void {
  // --event on the commands that act on one event; `new`, `list` and `use` name none (it would be ignored).
  const c = (name: string, one = true) => (one ? top.command(name).option('--event <id>') : top.command(name));
  c('new', false)
    .argument('<game>')
    .option('--entrants <names>')
    .option('--pairs <pairs>')
    .option('--kind <kind>')
    .option('--rules <set>')
    .option('--set <key=value>', '', many)
    .option('--rounds <n>')
    .option('--deals <n>')
    .option('--table-size <n>')
    .option('--seating <how>')
    .option('--seed <n>')
    .option('--bye <rule>')
    .option('--absent <rule>')
    .option('--ranking <how>')
    .option('--tie-breaks <keys>')
    .option('--prizes <n>')
    .option('--poedel')
    .option('--title <text>')
    .option('--id <id>')
    .option('--season <id>')
    .action(act(async (ctx, game: string, o: Record<string, never>) => (await ev()).runEventNew(ctx, game, o)));
  c('add')
    .argument('[names...]')
    .option('--pair <a+b>')
    .action(
      act(async (ctx, names: string[], o: { pair?: string; event?: string }) =>
        (await ev()).runEventAdd(ctx, names, o),
      ),
    );
  c('remove')
    .argument('<entrant>')
    .action(act(async (ctx, who: string, o: { event?: string }) => (await ev()).runEventRemove(ctx, who, o)));
  c('set')
    .argument('<key=value...>')
    .action(act(async (ctx, kv: string[], o: { event?: string }) => (await ed()).runEventSet(ctx, kv, o)));
  c('list', false).action(act(async (ctx) => (await ev()).runEventList(ctx)));
  c('use', false)
    .argument('<id>')
    .action(act(async (ctx, id: string) => (await ev()).runEventUse(ctx, id)));
  c('show')
    .argument('[id]')
    .action(
      act(async (ctx, id: string | undefined, o: { event?: string }) => (await ev()).runEventShow(ctx, id, o.event)),
    );
  c('draw')
    .option('--absent <names>')
    .option('--seed <n>')
    .option('--force')
    .option('--dry-run')
    .action(act(async (ctx, o: Record<string, never>) => (await ev()).runEventDraw(ctx, o)));
  c('plan')
    .option('--round <r>')
    .option('--all')
    .option('--verify')
    .action(act(async (ctx, o: Record<string, never>) => (await ev()).runEventPlan(ctx, o)));
  c('undraw').action(act(async (ctx, o: { event?: string }) => (await ev()).runEventUndraw(ctx, o)));
  c('table')
    .argument('<n>')
    .option('--round <r>')
    .action(
      act(async (ctx, n: string, o: { round?: string; event?: string }) => (await ev()).runEventTable(ctx, n, o)),
    );
  c('standings')
    .option('--after-round <r>')
    .action(act(async (ctx, o: { afterRound?: string; event?: string }) => (await ev()).runEventStandings(ctx, o)));
  c('cards')
    .option('--host <addr>')
    .option('--port <n>')
    .option('--out <file>')
    .option('--force')
    .action(
      act(async (ctx, o: { event?: string; host?: string; port?: string; out?: string; force?: boolean }) =>
        (await import('../../commands/serve.js')).runEventCards(ctx, dashOut(o)),
      ),
    );
  c('export')
    .option('--format <f>')
    .option('--out <file>')
    .option('--round <r>')
    .option('--table <n>')
    .option('--excel <locale>')
    .option('--force')
    .action(act(async (ctx, o: Record<string, never>) => (await io()).runEventExport(ctx, dashOut(o))));
  c('import')
    .argument('<file>')
    .option('--prefer <side>')
    .option('--as <id>')
    .option('--dry-run')
    .action(act(async (ctx, file: string, o: Record<string, never>) => (await io()).runEventImport(ctx, file, o)));
  c('withdraw')
    .argument('<entrant>')
    .option('--reason <text>')
    .option('--undo')
    .action(
      act(async (ctx, who: string, o: { reason?: string; undo?: boolean; event?: string }) =>
        (await ev()).runEventWithdraw(ctx, who, o),
      ),
    );
  c('rename')
    .argument('<old>')
    .argument('<new>')
    .action(
      act(async (ctx, from: string, to: string, o: { event?: string }) =>
        (await ed()).runEventRename(ctx, from, to, o),
      ),
    );
  c('finish')
    .option('--force')
    .action(act(async (ctx, o: { force?: boolean; event?: string }) => (await ev()).runEventFinish(ctx, o)));
  c('reopen').action(act(async (ctx, o: { event?: string }) => (await ev()).runEventFinish(ctx, o, true)));
  // The id is named, never the active event by default: a delete says what it deletes.
  top
    .command('delete')
    .argument('<id>')
    .option('--force')
    .action(
      act(async (ctx, id: string, o: { force?: boolean }) => {
        return (await tr()).runEventDelete(ctx, id, Boolean(o.force), confirmer(ctx));
      }),
    );
  top
    .command('undelete')
    .argument('<id>')
    .action(act(async (ctx, id: string) => (await tr()).runEventUndelete(ctx, id)));
  named(top, quiet);
}

export function seasonCommands(top: Command, act: Act, quiet: Quiet): void {
  top
    .command('new')
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
    .argument('<season>')
    .argument('<events...>')
    .action(act(async (ctx, id: string, events: string[]) => (await se()).runSeasonAdd(ctx, id, events)));
  top
    .command('remove')
    .argument('<season>')
    .argument('<event>')
    .action(act(async (ctx, id: string, event: string) => (await se()).runSeasonRemove(ctx, id, event)));
  top
    .command('excuse')
    .argument('<season>')
    .argument('<name>')
    .requiredOption('--event <id>')
    .option('--undo')
    .action(
      act(async (ctx, id: string, name: string, o: { event: string; undo?: boolean }) =>
        (await se()).runSeasonExcuse(ctx, id, name, o.event, o.undo === true),
      ),
    );
  top
    .command('standings')
    .argument('<season>')
    .action(act(async (ctx, id: string) => (await se()).runSeasonStandings(ctx, id)));
  top
    .command('export')
    .argument('<season>')
    .option('--format <f>')
    .option('--out <file>')
    .option('--excel <locale>')
    .option('--force')
    .action(
      act(async (ctx, id: string, o: Record<string, never>) => (await se()).runSeasonExport(ctx, id, dashOut(o))),
    );
  top.command('list').action(act(async (ctx) => (await se()).runSeasonList(ctx)));
  named(top, quiet);
}

/** The Dutch names (i18n/dutch-names.ts) as aliases, as `toernooi nieuw`; errors thrown, not printed. */
function named(top: Command, quiet: Quiet): void {
  const dutch = DUTCH_NAMES[top.name()];
  top.alias(dutch['']);
  for (const s of top.commands) {
    if (dutch[s.name()]) s.alias(dutch[s.name()]);
    s.exitOverride().configureOutput(quiet);
  }
}

/** The wiring of src/commands/event.ts, event-io.ts and season.ts, with the Dutch names `toernooi` and `competitie`. */
export const event = {
  event: (w: Wire) => eventCommands(w.sub('event'), w.act as unknown as Act, w.quiet as Quiet),
  season: (w: Wire) => seasonCommands(w.sub('season'), w.act as unknown as Act, w.quiet as Quiet),
};
