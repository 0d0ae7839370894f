import { TafelError, usage } from '../core/errors.js';
import type { RecordArgs } from '../core/game.js';
import { gameById } from '../games/registry.js';
import { configOf, type SheetData, type SheetView } from '../sheet/sheet.js';
import { runEdit, runRecord, runUndo } from '../commands/deals.js';
import { runFinish } from '../commands/sheets.js';
import { view, type Ctx } from '../commands/context.js';
import { renderSheet, signed, winnerText } from '../ui/sheet-table.js';
import { paint, safe } from '../ui/paint.js';
import { askDeal, type Action, type DealCtx, type GameFlow } from './deal.js';
import { flowFor } from './flows/index.js';
import { say2, type Choice, type Prompter } from './prompter.js';

export interface LoopResult {
  view: SheetView;
  /** Deals recorded during this session. */
  recorded: number;
}

/** "Deal 3: Bert + Dirk samen 8: 9 tricks   Ann 0, Bert +10, ..." : what the deal just did. */
async function dealLine(ctx: Ctx, v: SheetView, number: number, verb: { en: string; nl: string }): Promise<string> {
  const deal = v.deals[number - 1];
  const p = await paint(ctx.color);
  const money = gameById(v.game).unit === 'money';
  const teams = Array.isArray(v.teams) ? (v.teams as string[][]) : v.players.map((pl) => [pl]);
  const scores = teams.map((team) => `${team.map(safe).join(' + ')} ${signed(deal.scores[team[0]], money, p)}`).join(', ');
  return `${say2(ctx.lang, verb.en, verb.nl)} ${number}: ${safe(deal.text)}   ${scores}`;
}

/**
 * Saves one deal through runRecord (the store's locked read-modify-write, the game's parseDeal once
 * more inside the lock) and redraws the sheet. Returns the sheet as saved.
 */
export async function recordAndShow(ctx: Ctx, p: Prompter, id: string, args: RecordArgs): Promise<SheetData> {
  await runRecord(ctx, id, args);
  const data = ctx.store.readSheet(id);
  const v = view(data, ctx.lang);
  p.say(`${await dealLine(ctx, v, v.deals.length, { en: 'Deal', nl: 'Gift' })}\n${await renderSheet(v, ctx)}`);
  return data;
}

function actionChoices(ctx: Ctx, data: SheetData, v: SheetView): Choice<Action>[] {
  const l = (en: string, nl: string) => say2(ctx.lang, en, nl);
  const last = v.deals[v.deals.length - 1];
  return [
    ...(last && !data.closed ? [{ value: 'undo' as const, name: l(`undo: remove deal ${last.number}`, `ongedaan: gift ${last.number} weghalen`), description: safe(last.text) }] : []),
    ...(last ? [{ value: 'edit' as const, name: l('edit: correct a deal', 'wijzig: verbeter een gift') }] : []),
    { value: 'rules', name: l('rules: look a rule up', 'regels: zoek een regel op') },
    { value: 'sheet', name: l('sheet: show the whole sheet', 'blad: toon het hele blad') },
    ...(!data.closed ? [{ value: 'finish' as const, name: l('finish: close the sheet and show the winner', 'afsluiten: sluit het blad en toon de winnaar') }] : []),
    { value: 'quit', name: l('quit: stop here (every deal is saved)', 'stoppen: hier ophouden (elke gift is bewaard)') },
  ];
}

/** Shows a rule through `tafel rules` when this build has it; the table mode works without it. */
async function showRules(ctx: Ctx, p: Prompter, data: SheetData, flow: GameFlow, f: DealCtx): Promise<void> {
  const l = (en: string, nl: string) => say2(ctx.lang, en, nl);
  const topics = flow.topics(f);
  const topic = await p.search<string>({
    message: l('Rules of what?', 'Regels van wat?'),
    choices: [...topics.map((x) => ({ value: x, name: x })), { value: '', name: l(`all topics of ${data.game}`, `alle onderwerpen van ${data.game}`) }],
  });
  const unavailable = l('The rules are not available in this version of tafel.', 'De regels zijn niet beschikbaar in deze versie van tafel.');
  let runRules: ((c: Ctx, game: string | undefined, topic: string | undefined, opts: Record<string, string | undefined>) => Promise<{ text: (c: Ctx) => string | Promise<string> }>) | undefined;
  try {
    runRules = (await import('../commands/rules.js')).runRules;
  } catch {
    runRules = undefined;
  }
  if (typeof runRules !== 'function') {
    p.say(unavailable);
    return;
  }
  try {
    const out = await runRules(ctx, data.game, topic || undefined, { rules: data.rules, sheet: data.id });
    p.say(await out.text(ctx));
  } catch (e) {
    if (e instanceof TafelError) p.say(`✗ ${e.text[ctx.lang]}`);
    else p.say(unavailable);
  }
}

/**
 * The table mode: shows the sheet, asks for each deal (or an action: undo, edit, rules, sheet,
 * finish, quit), saves it and redraws. Nothing is written until a deal's answers all pass the game's
 * rules, so Ctrl-C (inquirer's ExitPromptError, passed on to main.ts: exit 130) leaves the sheet as
 * it was.
 */
export async function playLoop(ctx: Ctx, p: Prompter, id: string): Promise<LoopResult> {
  const l = (en: string, nl: string) => say2(ctx.lang, en, nl);
  let data = ctx.store.readSheet(id);
  const game = gameById(data.game);
  const flow = flowFor(game.id);
  if (flow === undefined) {
    throw usage(`tafel play does not know the questions of ${game.id} yet: record its deals with 'tafel record'.`, `tafel play kent de vragen van ${game.id} nog niet: noteer de giften met 'tafel record'.`);
  }
  let recorded = 0;
  p.say(await renderSheet(view(data, ctx.lang), ctx));
  for (;;) {
    const v = view(data, ctx.lang);
    const f: DealCtx = { game, config: configOf(game, data), lang: ctx.lang, dealer: v.nextDealer, deals: data.deals, actions: actionChoices(ctx, data, v) };
    let action: Action;
    if (v.finished) {
      p.say(winnerText(v, ctx.lang) || l(`Sheet ${id} is finished.`, `Blad ${id} is afgelopen.`));
      action = await p.select<Action>({ message: l('The game is over. What now?', 'Het spel is uit. Wat nu?'), choices: f.actions, default: data.closed ? 'quit' : 'finish' });
    } else {
      const r = await askDeal(p, flow, f);
      if ('done' in r) {
        data = await recordAndShow(ctx, p, id, r.done.args);
        recorded++;
        continue;
      }
      action = r.action as Action;
    }
    switch (action) {
      case 'undo': {
        const out = await runUndo(ctx, id);
        const removed = (out.json as { removed: { number: number; text: string } }).removed;
        data = ctx.store.readSheet(id);
        p.say(`${l(`Removed deal ${removed.number}`, `Gift ${removed.number} verwijderd`)}: ${safe(removed.text)}\n${await renderSheet(view(data, ctx.lang), ctx)}`);
        break;
      }
      case 'edit': {
        const n = await p.search<number>({
          message: l('Which deal?', 'Welke gift?'),
          choices: [...[...v.deals].reverse().map((dv) => ({ value: dv.number, name: `${dv.number}: ${safe(dv.text)}` })), { value: 0, name: l('back', 'terug') }],
        });
        if (n === 0) break;
        const before = v.deals[n - 1];
        const back: Choice<Action> = { value: 'quit', name: l(`back: keep deal ${n} as it is`, `terug: laat gift ${n} zoals hij is`) };
        const r = await askDeal(p, flow, { ...f, dealer: before.dealer, deals: data.deals.slice(0, n - 1), editing: data.deals[n - 1], actions: [back] });
        if (!('done' in r)) break;
        await runEdit(ctx, id, String(n), r.done.args);
        data = ctx.store.readSheet(id);
        const after = view(data, ctx.lang);
        p.say(`${await dealLine(ctx, after, n, { en: 'Changed deal', nl: 'Gift gewijzigd' })}\n${await renderSheet(after, ctx)}`);
        break;
      }
      case 'rules':
        await showRules(ctx, p, data, flow, f);
        break;
      case 'sheet':
        p.say(await renderSheet(v, ctx));
        break;
      case 'finish': {
        let share = false;
        if (game.settle) {
          const how = await p.select<'share' | 'keep' | 'back'>({
            message: l('Finish the evening: what happens to the pot?', 'De avond afsluiten: wat gebeurt er met de pot?'),
            choices: [
              { value: 'keep', name: l('finish; the pot stays as it is', 'afsluiten; de pot blijft zoals hij is') },
              { value: 'share', name: l('finish and share the pot out equally', 'afsluiten en de pot gelijk verdelen') },
              { value: 'back', name: l('back: play on', 'terug: verder spelen') },
            ],
          });
          if (how === 'back') break;
          share = how === 'share';
        } else if (!(await p.confirm({ message: l(`Close sheet ${id}? No deals can be added after that.`, `Blad ${id} afsluiten? Daarna kunnen er geen giften meer bij.`), default: v.finished }))) {
          break;
        }
        const out = await runFinish(ctx, id, share);
        p.say(await out.text(ctx));
        return { view: out.json as SheetView, recorded };
      }
      case 'quit':
        return { view: view(data, ctx.lang), recorded };
      default:
        break;
    }
  }
}
