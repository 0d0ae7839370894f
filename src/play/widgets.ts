import {
  createPrompt,
  isBackspaceKey,
  isDownKey,
  isEnterKey,
  isSpaceKey,
  isTabKey,
  isUpKey,
  usePagination,
  useEffect,
  useState,
} from '@inquirer/core';
import { fold } from '../core/players.js';
import { echo, headline, hint, isEscape, leaves, styleOf, wrapped, type Look } from './drawing.js';
import { useKeys } from './use-keys.js';

export type { Look } from './drawing.js';

/**
 * The table mode's prompts, built on @inquirer/core (the engine of @inquirer/prompts) because the
 * ready-made prompts hard-wire English (key hints, validation, y/N), tick all players on `a`, and
 * have no way back. Every prompt here speaks the sheet's language, answers Esc with BACK, and is
 * plain text when colour is off (--no-color reaches the prompts, not only NO_COLOR).
 */

/** What a prompt resolves with when the player presses Esc. */
export const BACK = Symbol('back');
export type Back = typeof BACK;

export interface ListItem {
  name: string;
  description?: string;
}

export interface ListConfig {
  message: string;
  items: ListItem[];
  /** The highlighted item at the start; `null`: none, so a bare enter picks nothing. */
  default?: number | null;
  /** Typing filters the list (search); otherwise typing jumps to the first item that starts with it. */
  filter?: (term: string) => number[];
  /** What stands typed when the list opens (a search's line given back to be corrected). */
  term?: string;
  /** An item made of the typed text itself (a whole deal on one line), offered first when it reads. */
  typed?: (term: string) => ListItem | undefined;
  /** Why a typed text that fits nothing is refused (a whole deal the rules refuse), said for "nothing fits". */
  refused?: (term: string) => string | undefined;
  /** The typed text is a whole line, judged as one: its entry or its refusal, the list not searched for it. */
  whole?: (term: string) => boolean;
  pageSize?: number;
  look: Look;
}

/** The answer of a list: an item's index, the typed text as its own item, or BACK. */
export type ListAnswer = { index: number } | { typed: string } | Back;

export const list = createPrompt<ListAnswer, ListConfig>((config, done) => {
  const { texts } = config.look;
  const s = styleOf(config.look.color);
  const cols = config.look.columns();
  const [status, setStatus] = useState<'idle' | 'done' | 'back'>('idle');
  const [term, setTerm] = useState(config.term ?? '');
  // The line given back stands on the prompt's own line too, where the next keys edit it.
  useEffect((rl) => {
    if (config.term) rl.write(config.term);
  }, []);
  // -1: nothing highlighted until the player moves or types.
  const [active, setActive] = useState(
    config.default === null ? -1 : config.default !== undefined && config.default >= 0 ? config.default : 0,
  );
  const [error, setError] = useState<string | undefined>(undefined);
  const prefix = status === 'done' ? s.green('✔') : s.blue('?');

  // The rows on screen: the typed deal (when it reads), then the matching items.
  const shown: { item: ListItem; answer: ListAnswer }[] = [];
  const line = config.typed && term.trim() !== '' ? config.typed(term) : undefined;
  if (line) shown.push({ item: line, answer: { typed: term } });
  const blank = term.trim() === '';
  const indices = !blank && config.whole?.(term) ? [] : (config.filter?.(term) ?? config.items.map((_, i) => i));
  for (const i of indices) shown.push({ item: config.items[i], answer: { index: i } });
  const at = active < 0 ? -1 : Math.min(active, Math.max(0, shown.length - 1));
  const why = shown.length === 0 && config.refused && !blank ? config.refused(term) : undefined;
  const nothing = why ?? texts.noResults;

  useKeys((key, rl) => {
    if (status !== 'idle') return;
    if (isEscape(key)) {
      if (!leaves(config.look)) return;
      setStatus('back');
      done(BACK);
      return;
    }
    if (isEnterKey(key)) {
      const chosen = shown[at];
      if (!chosen) {
        // Nothing fits (or nothing is highlighted yet): say so and keep what was typed.
        // A question with no list (Jokeren's penalty points) and nothing typed yet asks for the answer.
        setError(
          at < 0 && shown.length > 0 ? texts.chooseOne : blank && shown.length === 0 ? texts.typeFirst : nothing,
        );
        rl.write(term);
        return;
      }
      setStatus('done');
      done(chosen.answer);
      return;
    }
    if (isUpKey(key) || isDownKey(key)) {
      rl.clearLine(0);
      if (config.filter) rl.write(term);
      if (shown.length > 0) setActive(at < 0 ? 0 : (at + (isUpKey(key) ? shown.length - 1 : 1)) % shown.length);
      return;
    }
    if (isTabKey(key)) {
      rl.clearLine(0);
      if (config.filter) rl.write(term);
      return;
    }
    setError(undefined);
    if (config.filter) {
      if (rl.line !== term) {
        setTerm(rl.line);
        setActive(0);
      }
      return;
    }
    // A select: typing jumps to the first item that starts with what was typed.
    const typed = fold(rl.line);
    if (typed === '') return;
    const found = config.items.findIndex((it) => fold(it.name).startsWith(typed));
    if (found >= 0) setActive(found);
    else {
      const again = config.items.findIndex((it) => fold(it.name).startsWith(fold(key.name ?? '')));
      if (again >= 0) {
        // The last letter starts an answer: typing starts again from it.
        rl.clearLine(0);
        rl.write(key.name ?? '');
        setActive(again);
      } else {
        // What was typed fits no answer (the bidder's own name, not among the mates; an id typed at "Which sheet?"):
        // said whole, and nothing stays highlighted, so the Enter that follows takes no answer not chosen.
        setError(texts.noneStarts(rl.line));
        setActive(-1);
      }
    }
  });

  const message = s.bold(config.message);
  if (status === 'back') return headline(cols, `${s.dim('↩')} ${message}`, '');
  if (status === 'done') {
    const chosen = shown[at];
    return echo(cols, `${prefix} ${message}`, chosen ? s.cyan(chosen.item.name) : '');
  }
  // With nothing highlighted (at -1) the page is laid out from the top, as if the first answer were: given -1 the
  // pagination laid out one answer only.
  const page = usePagination({
    items: shown,
    active: Math.max(at, 0),
    renderItem: ({ item, index }) =>
      // Both wrap under the name's fourth column: the two spaces before an answer not highlighted count as its
      // indent already (with 4 more it moved 2 columns as the highlight came and went).
      index === at ? s.cyan(wrapped(cols, `❯ ${item.item.name}`, 4)) : wrapped(cols, `  ${item.item.name}`, 2),
    pageSize: config.pageSize ?? 12,
    loop: false,
  });
  const description = shown[at]?.item.description;
  const keys: [string, string][] = [
    ['↑↓', texts.navigate],
    ['⏎', texts.choose],
    ...(leaves(config.look) ? [['esc', texts.back] as [string, string]] : []),
  ];
  const header = headline(cols, `${prefix} ${message}`, config.filter ? s.cyan(term) : '');
  const body = [
    // Nothing typed yet is no mistake: "nothing fits" only once something was typed.
    shown.length === 0
      ? blank
        ? error
          ? s.red(wrapped(cols, `> ${error}`))
          : ''
        : s.red(wrapped(cols, `> ${nothing}`))
      : page,
    error && shown.length > 0 ? s.red(wrapped(cols, `> ${error}`)) : '',
    description ? s.cyan(wrapped(cols, description)) : '',
    hint(cols, s, keys),
  ]
    .filter(Boolean)
    .join('\n');
  return [header, body];
});

export interface TickConfig {
  message: string;
  items: ListItem[];
  checked: boolean[];
  pageSize?: number;
  look: Look;
}

/**
 * Tick any number of items. Space ticks the highlighted one; typing the first letter(s) of a name
 * ticks (or unticks) that name, so "b d" then enter is Bert and Dirk. No letter means "all" or
 * "invert" (inquirer's a/i fired on Ann and Ilse).
 */
export const tick = createPrompt<number[] | Back, TickConfig>((config, done) => {
  const { texts } = config.look;
  const s = styleOf(config.look.color);
  const cols = config.look.columns();
  const [status, setStatus] = useState<'idle' | 'done' | 'back'>('idle');
  const [checked, setChecked] = useState<boolean[]>(config.items.map((_, i) => Boolean(config.checked[i])));
  const [active, setActive] = useState(0);
  // A name just ticked by its letters: a space after it separates names ("b d"), it does not untick it.
  const [lettered, setLettered] = useState(false);
  const prefix = status === 'done' ? s.green('✔') : s.blue('?');
  const n = config.items.length;

  useKeys((key, rl) => {
    if (status !== 'idle') return;
    if (isEscape(key)) {
      if (!leaves(config.look)) return;
      setStatus('back');
      done(BACK);
      return;
    }
    if (isEnterKey(key)) {
      setStatus('done');
      done(checked.flatMap((c, i) => (c ? [i] : [])));
      return;
    }
    const toggle = (i: number) => setChecked(checked.map((c, j) => (j === i ? !c : c)));
    setLettered(false);
    if (isUpKey(key) || isDownKey(key)) {
      rl.clearLine(0);
      setActive((active + (isUpKey(key) ? n - 1 : 1)) % n);
      return;
    }
    if (isSpaceKey(key)) {
      rl.clearLine(0);
      if (!lettered) toggle(active);
      return;
    }
    if (isBackspaceKey(key)) return;
    // Letters: the typed start of a name. One name fits: tick it and start over; several: highlight
    // the first and wait for more letters (or space); none: start over with this letter.
    const fits = (typed: string) => {
      const t = fold(typed);
      return { starts: config.items.flatMap((it, i) => (fold(it.name).startsWith(t) ? [i] : [])) };
    };
    let typed = rl.line.trim();
    let f = fits(typed);
    if (f.starts.length === 0 && typed.length > 1) {
      typed = typed.slice(-1);
      rl.clearLine(0);
      rl.write(typed);
      f = fits(typed);
    }
    if (f.starts.length === 0 || typed === '') {
      rl.clearLine(0);
      return;
    }
    const only = f.starts.length === 1 ? f.starts[0] : -1;
    setActive(f.starts[0]);
    if (only >= 0) {
      toggle(only);
      setLettered(true);
      rl.clearLine(0);
    }
  });

  const message = s.bold(config.message);
  if (status === 'back') return headline(cols, `${s.dim('↩')} ${message}`, '');
  if (status === 'done') {
    const ticked = config.items.filter((_, i) => checked[i]).map((it) => it.name);
    return echo(cols, `${prefix} ${message}`, ticked.length > 0 ? s.cyan(ticked.join(', ')) : '');
  }
  const page = usePagination({
    items: config.items,
    active,
    renderItem: ({ item, index, isActive }) => {
      const row = `${isActive ? '❯' : ' '}${checked[index] ? '◉' : '◯'} ${item.name}`;
      return isActive ? s.cyan(row) : row;
    },
    pageSize: config.pageSize ?? 12,
    loop: false,
  });
  const keys: [string, string][] = [
    ['↑↓', texts.navigate],
    ['a-z', texts.tickByName],
    [texts.spaceKey, texts.tick],
    ['⏎', texts.done],
    ...(leaves(config.look) ? [['esc', texts.back] as [string, string]] : []),
  ];
  return [wrapped(cols, `${prefix} ${message}`), [page, hint(cols, s, keys)].join('\n')];
});

export interface AskConfig {
  message: string;
  default?: string;
  /** The shown default in brackets, e.g. "j/N" for a confirm; default: the default value. */
  shownDefault?: string;
  /** Reads the answer: a value, or a message saying what is wrong with it. */
  read: (text: string) => { ok: unknown } | { error: string };
  /** How a done answer is shown. */
  show?: (value: unknown) => string;
  /** What stands typed when the question opens (a refused answer given back), edited as if just typed. */
  term?: string;
  look: Look;
}

/** One line of text (also numbers and yes/no): the default on a bare enter, Esc for back. */
export const ask = createPrompt<{ value: unknown } | Back, AskConfig>((config, done) => {
  const s = styleOf(config.look.color);
  const cols = config.look.columns();
  const [status, setStatus] = useState<'idle' | 'done' | 'back'>('idle');
  const [value, setValue] = useState(config.term ?? '');
  const [error, setError] = useState<string | undefined>(undefined);
  const prefix = status === 'done' ? s.green('✔') : s.blue('?');
  // The text given back stands on the prompt's own line, where the next keys edit it (as a list's line given back).
  useEffect((rl) => {
    if (config.term) rl.write(config.term);
  }, []);

  useKeys((key, rl) => {
    if (status !== 'idle') return;
    if (isEscape(key)) {
      if (!leaves(config.look)) return;
      setStatus('back');
      done(BACK);
      return;
    }
    if (isEnterKey(key)) {
      const text = value === '' && config.default !== undefined ? config.default : value;
      const r = config.read(text);
      if ('error' in r) {
        setError(r.error);
        rl.write(value);
        return;
      }
      setValue(config.show ? config.show(r.ok) : text);
      setStatus('done');
      done({ value: r.ok });
      return;
    }
    if (isTabKey(key) && value === '' && config.default !== undefined) {
      rl.clearLine(0);
      rl.write(config.default);
      setValue(config.default);
      return;
    }
    setError(undefined);
    setValue(rl.line);
  });

  const message = s.bold(config.message);
  if (status === 'back') return headline(cols, `${s.dim('↩')} ${message}`, '');
  if (status === 'done') return echo(cols, `${prefix} ${message}`, value === '' ? '' : s.cyan(value));
  const shown = config.shownDefault ?? config.default;
  const def = shown !== undefined && shown !== '' ? ' ' + s.dim(`(${shown})`) : '';
  return [headline(cols, `${prefix} ${message}${def}`, value), error ? s.red(wrapped(cols, `> ${error}`)) : ''];
});
