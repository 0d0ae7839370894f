import { TafelError } from '../core/errors.js';
import type { DealInput, RecordArgs } from '../core/game.js';
import { flagWords, headById } from '../games/heads.js';
import { dealWord } from '../games/index.js';
import { fold } from '../core/players.js';
import { textsOf } from '../i18n/index.js';
import { filterChoices } from './inquirer.js';
import { leadingZero, linelessFlag, mixedFlag, noPass, readLine, strayFlag } from '../games/line.js';
import { GoBack, type Choice, type Prompter } from './prompter.js';
import { runSteps, type Mode, type Outcome, type Plan } from './steps.js';
import { inWords } from '../core/said.js';
import { replacedBy } from '../core/flags.js';
import { dealText, replay, type DealView, type SheetData } from '../sheet/sheet.js';
import { givenBack, put, type Action, type DealCtx, type Draft, type GameFlow, type Pick } from '../core/flow.js';

// The flows' types and helpers live in core (core/flow.ts): a game's flow sits below play.
export type { Action, DealCtx, DealStep, Draft, GameFlow, Pick } from '../core/flow.js';
export { fromDealer, namesIn, put } from '../core/flow.js';

/**
 * Where the deal stands on the sheet, as `record` tells parseDeal: its dealer and its number. With the number a player
 * who sits the deal out is refused before anything missing is asked for (Kleurenwiezen, Rikken); until 2026-12-07 the
 * one-line `piccolo ann` was told Ann's tricks were missing, where Ann deals and sits out.
 */
const at = (f: DealCtx): { dealer: string; number: number } => ({ dealer: f.dealer, number: f.deals.length + 1 });

/** A deal as `record` judges it at this point of the sheet: the game's parseDeal, then the flow's check. */
function judge(f: DealCtx, args: RecordArgs): DealInput {
  const input = f.game.parseDeal(clone(args), f.config, at(f));
  f.check?.(input, f);
  return input;
}

/**
 * The first question of a deal: the contract, searched by typing. In table mode the loop's actions
 * (undo, edit, rules, finish, quit) follow the contracts, so everything is one keystroke-filter away.
 * A whole deal typed on one line ("s8 b d 9") is offered first when the game's parseDeal accepts it;
 * choosing it returns 'whole' (the draft then holds the complete deal). Another spelling of a
 * contract that `record` accepts ("abundance") finds that contract.
 * `kinds`: a kind of deal that a word typed alone names (its `keys`), its player asked next (Toepen's `vier`): offered
 * as the typed line's entry, above the list, never in it, so that Enter never takes a player's entry the word found
 * (until 2026-12-07 `vier` and Enter saved "Bert: four of a kind", the first player's entry, with no question).
 */
export async function askContract(
  p: Prompter,
  f: DealCtx,
  message: string,
  picks: Choice<Pick>[],
  d: RecordArgs,
  current?: Pick,
  kinds: Choice<Pick>[] = [],
): Promise<Action | 'whole' | undefined> {
  // An action is chosen by its own words (undo, ongedaan...), never by its description: undo's is the text of the
  // deal it removes, and a deal typed on one line has that deal's words.
  const choices: Choice<Pick | Action>[] = [
    ...picks,
    ...f.actions.map((a) => ({ ...a, notByDescription: true as const })),
  ];
  /** The contract of the list that a line of words alone names. */
  const onlyPick = (args: Pick): Choice<Pick> | undefined =>
    Object.keys(args.flags ?? {}).length === 0
      ? picks.find(
          (c) => c.value.words.join(' ') === args.words.join(' ') && Object.keys(c.value.flags ?? {}).length === 0,
        )
      : undefined;
  const typed = (term: string): Choice<Pick | Action> | undefined => {
    // An action's own name is that action; a contract's is that contract ("samen 8", its questions to come), unless
    // the contract is a whole deal by itself: `pas` typed is confirmed as every deal typed on one line is (Enter
    // twice), where it was saved at the first Enter and the second started the next deal's highlighted contract.
    const named = choices.find((c) => fold(c.name) === fold(term));
    if (named && typeof named.value === 'string') return undefined;
    const kind = kinds.find((k) => (k.keys ?? []).some((w) => fold(w) === fold(term.trim())));
    if (kind) return kind;
    const args = readLine(f.game.id, term, f.config, at(f));
    if (!args) return undefined;
    let input: DealInput | undefined;
    try {
      input = f.game.parseDeal(clone(args), f.config, at(f));
      // A deal that reads but that this sheet refuses (a player who sits out named) is no deal either:
      // `refused` says why, and the typed line stays to be corrected, as for an unknown name.
      f.check?.(input, f);
    } catch {
      // Not a whole deal (yet): perhaps a contract spelled another way.
      input = undefined;
    }
    if (input) {
      return {
        value: { ...args, whole: true, line: term },
        name: textsOf(f.lang).play.wholeDeal(dealSaid(f, input), dealWord(f.game.id, f.lang)),
      };
    }
    if (named) return undefined;
    // A line that is only a contract in the list is that contract, with its usual questions: "samen 8" is found by
    // the list itself; a short form it does not find ("gm", "s8") is offered as that contract, not refused.
    const only = onlyPick(args);
    if (only) return filterChoices(choices, term).includes(only) ? undefined : only;
    if (Object.keys(args.flags).length > 0 || filterChoices(choices, term).length > 0) return undefined;
    const said = args.words.join(' ');
    return picks.find((c) => c.value.words.length > 0 && c.value.words.join(' ').startsWith(said));
  };
  /** "vragen, verzaakt": the contract, and a rare question asked for with it. */
  const withRare = (term: string): Choice<Pick | Action> | undefined => {
    const t = fold(term);
    // "samen 8," on the way to "samen 8, verzaakt": the contract stands offered, the word after the comma to come.
    if (/,\s*$/.test(t) && (f.rare ?? []).length > 0) return pickOf(t.replace(/[\s,]+$/, ''));
    for (const r of f.rare ?? []) {
      for (const w of r.words) {
        if (!t.endsWith(' ' + w) && !t.endsWith(',' + w)) continue;
        const pick = pickOf(t.slice(0, t.length - w.length).replace(/[\s,]+$/, ''));
        if (pick)
          return { value: { ...pick.value, ask: [...(pick.value.ask ?? []), r.id] }, name: `${pick.name}, ${w}` };
      }
    }
    // "samen 8, ver" on the way to "samen 8, verzaakt": the one rare question its words begin so is offered with the
    // contract (until 2026-12-07 "Samen needs a level" stood under the line until the word was whole). A space after
    // the comma, as the rare word is written: names listed as `bert,dirk` have none.
    const tail = /,\s+([^,]+)$/.exec(t)?.[1].trim();
    const hits = tail ? (f.rare ?? []).filter((r) => r.words.some((w) => w.startsWith(tail))) : [];
    if (tail && hits.length === 1) {
      const pick = pickOf(t.slice(0, t.lastIndexOf(',')).replace(/[\s,]+$/, ''));
      const w = hits[0].words.find((x) => x.startsWith(tail))!;
      if (pick)
        return { value: { ...pick.value, ask: [...(pick.value.ask ?? []), hits[0].id] }, name: `${pick.name}, ${w}` };
    }
    return undefined;
  };
  /** The contract a line before its rare word names: one of the list, or a short form ("s8"). */
  const pickOf = (rest: string): Choice<Pick> | undefined =>
    rest === '' ? undefined : (filterChoices(picks, rest)[0] ?? typedPick(rest));
  const typedPick = (rest: string): Choice<Pick> | undefined => {
    const c = typed(rest);
    if (!c || typeof c.value === 'string') return undefined;
    // A contract that is a whole deal by itself (`pass, zocht`): that contract, the rare question asked after it.
    return c.value.whole ? onlyPick(c.value) : (c as Choice<Pick>);
  };
  /** A whole deal the rules or this sheet refuse says why (record's own refusal), instead of "nothing fits". */
  const refused = (term: string): string | undefined => {
    const args = readLine(f.game.id, term, f.config, at(f));
    if (!args) {
      const why = f.unread?.(term, f);
      return why === undefined ? undefined : `✗ ${why}`;
    }
    // A `--` word no deal takes, among the deal's words: that word is named, not the deal (record's syntax blamed it).
    const stray = strayFlag(f.game.id, term, f.config);
    if (stray !== undefined) return `✗ ${textsOf(f.lang).play.noDealWord(stray, dealWord(f.game.id, f.lang))}`;
    // A deal in words with one of record's flags beside it: the two ways are not mixed (record blamed the words).
    const mixed = mixedFlag(f.game.id, term, f.config);
    if (mixed !== undefined) {
      // One the line has no word for (Rikken's --trump, a note): left out, or the whole deal with flags.
      const T = textsOf(f.lang).play;
      const w = dealWord(f.game.id, f.lang);
      const lineless = linelessFlag(f.game.id, term, f.config, mixed) !== undefined;
      return `✗ ${lineless ? T.noLineWord(mixed, w) : T.mixedLine(mixed, w)}`;
    }
    // record's --dealer is no part of a deal: here who deals is changed with the list's own action.
    if (args.flags.dealer !== undefined) {
      const T = textsOf(f.lang).play;
      return `✗ ${T.noDealer(T.dealer(dealWord(f.game.id, f.lang)))}`;
    }
    try {
      // Parsed first, then checked: in `f.check?.(parseDeal(...))` a game without a check never parsed the line (an
      // optional call evaluates no argument), and Klaverjassen's and Zwikken's refused lines said "nothing fits".
      const input = f.game.parseDeal(clone(args), f.config, at(f));
      f.check?.(input, f);
      return undefined;
    } catch (e) {
      if (!(e instanceof TafelError)) throw e;
      // A line typed in record's own syntax (with --flags) hears record's own words.
      const text = e.text[f.lang];
      return `✗ ${/(^|\s)--/.test(term) ? text : inWords(text, f.words ?? {}, f.lang)}`;
    }
  };
  // A line given back (Esc at Save) stands typed once, to be corrected or taken again.
  const retyped = givenBack(d);
  const chosen = await p.search<Pick | Action>({
    message,
    choices,
    typed: (term) => withRare(term) ?? typed(term),
    refused,
    ...(f.calm ? { noDefault: true } : current ? { default: current } : {}),
    ...retyped,
  });
  if (typeof chosen === 'string') return chosen;
  d.words = [...chosen.words];
  for (const [k, v] of Object.entries(chosen.flags ?? {})) put(d, k, v);
  if (chosen.ask) (d as Draft).ask = [...((d as Draft).ask ?? []), ...chosen.ask];
  if (chosen.whole) {
    (d as Draft).line = chosen.line;
    return 'whole';
  }
}

/** A `pas` the game's line reads no pass for (games/line.ts noPass), its example a whole line of the next deal. */
function passSaid(flow: GameFlow, f: DealCtx, line: string): string | undefined {
  const next = { number: f.deals.length + 1, lang: f.lang, playing: f.config.players };
  return noPass(f.game.id, line, f.lang, flow.lineChips?.(f.config, next).example);
}

/**
 * A whole deal as its one-line choice and its Save name it: the flow's words for it, else the game's text, with what
 * the sheet writes beside that text (dealText: `×2` on a Kleurenwiezen deal after an all-pass), as record's answer
 * says it.
 */
function dealSaid(f: DealCtx, input: DealInput): string {
  const text = f.confirm?.(input, f) ?? f.game.describe(input, f.config, f.lang);
  const row = f.row?.(input, f);
  return row ? dealText(row, text) : text;
}

/**
 * DealCtx.row on the sheet `data`: the deal put in as deal `deals.length + 1` (a new one, or the one edited), dealt by
 * `dealer`, and the sheet replayed up to it without texts. None where the sheet refuses it there: its save says why.
 */
export const rowOn =
  (data: SheetData) =>
  (input: DealInput, f: DealCtx): DealView | undefined => {
    const n = f.deals.length + 1;
    const deals = [...data.deals];
    deals.splice(n - 1, 1, input);
    const dealers = { ...data.dealers, [String(n)]: data.players.indexOf(f.dealer) };
    try {
      const next = { ...data, deals, dealers, undone: undefined };
      return replay(f.game, next, f.lang, { texts: false, deals: n }).deals[n - 1];
    } catch (e) {
      if (!(e instanceof TafelError)) throw e;
      return undefined;
    }
  };

const clone = (a: RecordArgs): RecordArgs => ({ words: [...a.words], flags: { ...a.flags } });

/** The deal plan: a game's questions, checked by the game's own parseDeal (the rules `record` uses). */
function plan(flow: GameFlow, f: DealCtx): Plan<RecordArgs, DealCtx, { args: RecordArgs; input: DealInput }> {
  return {
    steps: flow.steps,
    ...(f.words ? { words: f.words } : {}),
    ...(f.escape ? { escape: f.escape } : {}),
    check: (d, f) => ({ args: clone(d), input: judge(f, d) }),
    has: (d, k) => (k === 'words' ? d.words.length > 0 : d.flags[k] !== undefined),
    requested: (d, id) => (d as Draft).ask?.includes(id) ?? false,
    drop: (d, k) => {
      if (k !== 'words') delete d.flags[k];
    },
    // A flag answered with a value (not `nobody`, not a switch answered no) replaces what the game's rules say it does.
    replaces: (d, keys) =>
      replacedBy(
        keys.filter((k) => d.flags[k] !== undefined && d.flags[k] !== false && d.flags[k] !== ''),
        (name) => headById(f.game.id).flags[name],
      ),
  };
}

/**
 * Asks for one deal. `start` holds what is known already (a `record` line's words and flags); in
 * `missing` mode only what it lacks is asked. Returns the complete record arguments and the input
 * the game made of them, or the loop action the player chose instead.
 */
export async function askDeal(
  p: Prompter,
  flow: GameFlow,
  f: DealCtx,
  start: RecordArgs = { words: [], flags: {} },
  mode: Mode = 'all',
): Promise<Outcome<{ args: RecordArgs; input: DealInput }>> {
  const d: Draft = clone(start);
  for (const [k, v] of Object.entries(d.flags)) if (v === undefined) delete d.flags[k];
  const rare = flow.steps.filter((s) => s.rare !== undefined);
  f = {
    ...f,
    askContract,
    rare: rare.map((s) => ({ id: s.id, words: s.rare! })),
    ...(flow.check ? { check: flow.check } : {}),
    ...(flow.confirm ? { confirm: flow.confirm } : {}),
    // What the game says of a line that reads as no deal, else of a number with a leading zero, or of a `pas` its
    // rules have no pass for.
    unread: (line, g) => flow.unread?.(line, g) ?? leadingZero(line, g.lang) ?? passSaid(flow, f, line),
    words: f.words ?? (await flagWords(f.game.id, f.lang)),
  };
  // Editing a deal that had a rare answer (a revoke): that question is asked again, with its old answer.
  const was = f.editing ? f.game.toArgs(f.editing, f.config).flags : {};
  const edited = rare.filter((s) => s.fills.some((k) => was[k] !== undefined && was[k] !== false)).map((s) => s.id);
  d.ask = [...edited];
  const keep = new Set(Object.keys(d.flags));
  if (d.words.length > 0) keep.add('words');
  /** Where the deal is asked from: a later question when its line was given back there. */
  let from = 0;
  for (;;) {
    const r = await runSteps(p, plan(flow, f), d, f, f.lang, mode, keep, from);
    if (!('action' in r) || r.action !== 'whole') return r;
    // A whole deal on one line: shown in one line for confirmation before it is saved.
    let done: { args: RecordArgs; input: DealInput } | undefined;
    try {
      done = plan(flow, f).check(d, f);
    } catch (e) {
      // Refused on this sheet (its description said why): said, and the deal asked again.
      if (!(e instanceof TafelError)) throw e;
      p.say(`✗ ${inWords(e.text[f.lang], f.words ?? {}, f.lang)}`);
    }
    let save = false;
    let back = false;
    if (done) {
      try {
        save = await p.confirm({
          message: textsOf(f.lang).play.saveLine(dealSaid(f, done.input)),
          default: true,
        });
      } catch (e) {
        if (!(e instanceof GoBack)) throw e;
        back = true;
      }
    }
    if (save && done) return { done };
    // No: the deal is asked again from the start. Esc goes back one question: to the line as it was typed, at the
    // question it was typed at (Boerenbridge's tricks line: the bids answered before it stand).
    const line = back ? d.line : undefined;
    from = line ? (r.at ?? 0) : 0;
    if (from > 0) {
      for (const k of flow.steps[from].fills) if (!keep.has(k)) delete d.flags[k];
    } else {
      d.words = [...start.words];
      d.flags = { ...start.flags };
      d.ask = [...edited];
    }
    d.line = undefined;
    if (line) d.retype = line;
  }
}

/**
 * An edited deal's answers, with the flags of the deal as it was that no question of the flow asks (Rikken's trump and
 * called ace, Boerenbridge's trump: notes on the sheet) kept, as `tafel edit` keeps the flags it is not given. Table
 * mode replaced the deal whole, and dropped what it had never shown.
 */
export function keepUnasked(flow: GameFlow, f: DealCtx, was: DealInput, args: RecordArgs): RecordArgs {
  const old = f.game.toArgs(was, f.config);
  // Another contract keeps none: its notes would not fit it (misère takes no trump), as `tafel edit` keeps old flags
  // only for the same contract.
  if (old.words.join(' ') !== args.words.join(' ')) return args;
  const asked = new Set(flow.steps.flatMap((s) => s.fills));
  const kept = Object.entries(old.flags).filter(
    ([k, v]) => !asked.has(k) && args.flags[k] === undefined && v !== undefined && v !== false,
  );
  return { ...args, flags: { ...Object.fromEntries(kept), ...args.flags } };
}

/** Whether a `record` line lacks anything the game's questions would ask for. */
export function lacksAnswers(flow: GameFlow, f: DealCtx, args: RecordArgs): boolean {
  const pl = plan(flow, f);
  return flow.steps.some(
    (s) =>
      (s.applies?.(args, f) ?? true) &&
      !s.optional &&
      !(s.given ? s.given(args, f) : s.fills.every((k) => pl.has(args, k))),
  );
}
