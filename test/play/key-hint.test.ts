import { describe, expect, test } from '@jest/globals';
import { PassThrough, Writable } from 'node:stream';
import { ask, list, tick } from '../../src/play/widgets.js';
import { textsOf } from '../../src/i18n/index.js';

// The key hint under a question, drawn in process by the prompts themselves at a given width
// (docs/table-mode.md, "Narrow screens"): from 80 columns it names what each key does when that fits on
// the line; below 80 (60, say) it shows the keys only.

const ANSI = /\x1b\[[0-9;?]*[A-Za-z]/g;

/** The last line a prompt draws (its key hint), at `columns`, before it is aborted. */
async function hintOf(kind: 'list' | 'tick', lang: 'en' | 'nl', columns: number): Promise<string> {
  let out = '';
  const output = new Writable({
    write(chunk, _enc, cb) {
      out += chunk.toString();
      cb();
    },
  });
  const look = { texts: textsOf(lang).prompt, color: false, columns: () => columns };
  const items = [{ name: 'Ann' }, { name: 'Bert' }];
  const stop = new AbortController();
  const context = { input: new PassThrough(), output, signal: stop.signal } as never;
  const shown =
    kind === 'list'
      ? list({ message: 'Which?', items, look }, context)
      : tick({ message: 'Who?', items, checked: [false, false], look }, context);
  // The first drawing is written at once; the prompt is then aborted (it never gets an answer).
  for (let i = 0; i < 50 && !out.includes('esc'); i++) await new Promise((r) => setTimeout(r, 5));
  stop.abort();
  await shown.catch(() => undefined);
  const lines = out.replace(ANSI, '').trimEnd().split('\n');
  return lines[lines.length - 1];
}

describe('the key hint', () => {
  test.each([
    ['list', 'en', 80, '↑↓ navigate • ⏎ choose • esc back'],
    ['list', 'nl', 80, '↑↓ kiezen • ⏎ bevestigen • esc terug'],
    ['list', 'en', 60, '↑↓ • ⏎ • esc'],
    ['list', 'nl', 60, '↑↓ • ⏎ • esc'],
    // A list of ticks: its words fit 80 columns, in English (71 characters) and in Dutch (74; until 2026-12-06 "a-z
    // letters vinken op naam aan", 83, keys only). They name no player, as Solokaarten's refinements (eerste, zonder
    // kijk, zonder oud) are ticked the same way.
    ['tick', 'en', 80, '↑↓ navigate • a-z letters tick by name • space tick • ⏎ done • esc back'],
    ['tick', 'nl', 80, '↑↓ kiezen • a-z op naam aanvinken • spatie aanvinken • ⏎ klaar • esc terug'],
    ['tick', 'en', 60, '↑↓ • a-z • space • ⏎ • esc'],
    ['tick', 'nl', 60, '↑↓ • a-z • spatie • ⏎ • esc'],
  ] as const)('%s, %s, %i columns: %s', async (kind, lang, columns, expected) => {
    expect(await hintOf(kind, lang, columns)).toBe(expected);
  });
});

/** Everything a list with no answers to choose from draws (Jokeren's penalty question), after `keys` are typed. */
async function emptyList(keys: string): Promise<string> {
  let out = '';
  const output = new Writable({
    write(chunk, _enc, cb) {
      out += chunk.toString();
      cb();
    },
  });
  const look = { texts: textsOf('en').prompt, color: false, columns: () => 80 };
  const input = new PassThrough();
  const stop = new AbortController();
  const context = { input, output, signal: stop.signal } as never;
  const typed = (term: string) => (/^\d+$/.test(term.trim()) ? { name: `Ann ${term.trim()} points` } : undefined);
  const shown = list({ message: 'Ann: penalty points?', items: [], filter: () => [], typed, look }, context);
  for (let i = 0; i < 50 && !out.includes('esc'); i++) await new Promise((r) => setTimeout(r, 5));
  if (keys !== '') {
    out = '';
    input.write(keys);
    for (let i = 0; i < 50 && !out.includes('esc'); i++) await new Promise((r) => setTimeout(r, 5));
  }
  stop.abort();
  await shown.catch(() => undefined);
  return out.replace(ANSI, '');
}

describe('a question with no list, only what is typed (Jokeren: penalty points or cards)', () => {
  test('asked, it shows no refusal before anything is typed; enter alone asks for the answer', async () => {
    const first = await emptyList('');
    expect(first).toContain('Ann: penalty points?');
    expect(first).not.toContain('Nothing fits');
    const enter = await emptyList('\r');
    expect(enter).toContain('> Type the answer, then press enter.');
    expect(enter).not.toContain('Nothing fits');
  });
});

/** The indices a list of ticks returns after `keys` are typed, one key at a time. */
async function ticked(keys: string[]): Promise<unknown> {
  const output = new Writable({ write: (_c, _e, cb) => cb() });
  const look = { texts: textsOf('en').prompt, color: false, columns: () => 80 };
  const input = new PassThrough();
  const items = [{ name: 'Ann' }, { name: 'Bert' }, { name: 'Cis' }, { name: 'Dirk' }];
  const answer = tick({ message: 'Who?', items, checked: [false, false, false, false], look }, {
    input,
    output,
  } as never);
  for (const k of keys) {
    input.write(k);
    await new Promise((r) => setTimeout(r, 10));
  }
  return answer;
}

describe('ticking players by their letters', () => {
  test('"b d" then enter is Bert and Dirk: a space after a ticked name separates, it does not untick', async () => {
    expect(await ticked(['b', ' ', 'd', '\r'])).toEqual([1, 3]);
    expect(await ticked(['b d\r'])).toEqual([1, 3]);
  });

  test('space still ticks the highlighted name, and a letter typed again unticks', async () => {
    expect(await ticked(['\u001b[B', ' ', '\u001b[B', ' ', '\r'])).toEqual([1, 2]);
    expect(await ticked(['b', ' ', 'c', 'b', '\r'])).toEqual([2]);
  });
});

/** A stream a prompt draws on, and all it drew so far. */
function screen(): { output: Writable; drawn: () => string } {
  let out = '';
  const output = new Writable({
    write(chunk, _enc, cb) {
      out += chunk.toString();
      cb();
    },
  });
  return { output, drawn: () => out };
}

describe('a list with nothing highlighted (the game is over: what now?)', () => {
  test('shows as many answers as the page holds, none marked', async () => {
    const { output, drawn } = screen();
    const look = { texts: textsOf('en').prompt, color: false, columns: () => 80 };
    const names = ['undo: remove deal 7', 'new sheet', 'edit', 'sheet', 'finish', 'quit'];
    const stop = new AbortController();
    const context = { input: new PassThrough(), output, signal: stop.signal } as never;
    const items = names.map((name) => ({ name }));
    const shown = list({ message: 'The game is over. What now?', items, default: null, pageSize: 6, look }, context);
    for (let i = 0; i < 50 && !drawn().includes('esc'); i++) await new Promise((r) => setTimeout(r, 5));
    stop.abort();
    await shown.catch(() => undefined);
    const lines = drawn().replace(ANSI, '').split('\n');
    expect(lines.filter((l) => names.some((n) => l === `  ${n}`))).toEqual(names.map((n) => `  ${n}`));
    expect(drawn()).not.toContain('❯');
  });
});

/** Waits until `ok`, at most 2 s (a busy machine draws late): the prompts draw asynchronously. */
const until = async (ok: () => boolean) => {
  for (let i = 0; i < 400 && !ok(); i++) await new Promise((r) => setTimeout(r, 5));
};

describe('a choice list and a letter no answer starts with', () => {
  test('is said, and the Enter after it takes no answer; a letter that fits then does', async () => {
    const { output, drawn } = screen();
    const look = { texts: textsOf('en').prompt, color: false, columns: () => 80 };
    const input = new PassThrough();
    const context = { input, output } as never;
    // Rikken's mate: the bidder (Bert) is not among the answers.
    const answer = list(
      { message: 'Who held the called ace?', items: [{ name: 'Ann' }, { name: 'Cis' }, { name: 'Dirk' }], look },
      context,
    );
    let settled: unknown;
    void answer.then((a) => (settled = a));
    await until(() => drawn().includes('esc'));
    input.write('b');
    await until(() => drawn().includes('No answer starts with "b"'));
    input.write('\r');
    await until(() => drawn().replace(ANSI, '').includes('Choose one'));
    expect(settled).toBeUndefined();
    input.write('d');
    input.write('\r');
    expect(await answer).toEqual({ index: 2 });
  });

  test('letters that start no answer are said as typed, not the last of them alone', async () => {
    const { output, drawn } = screen();
    const look = { texts: textsOf('en').prompt, color: false, columns: () => 80 };
    const input = new PassThrough();
    const stop = new AbortController();
    const context = { input, output, signal: stop.signal } as never;
    const answer = list({ message: 'Which sheet?', items: [{ name: '2026-12-06-rikken' }], look }, context);
    await until(() => drawn().includes('esc'));
    input.write('kl');
    await until(() => drawn().includes('No answer starts with "kl"'));
    stop.abort();
    await answer.catch(() => undefined);
    expect(drawn()).toContain('No answer starts with "kl"');
  });
});

describe('a line given back to a search (Esc at Save)', () => {
  test('stands typed when the question opens, and Enter takes it', async () => {
    const { output, drawn } = screen();
    const look = { texts: textsOf('en').prompt, color: false, columns: () => 80 };
    const input = new PassThrough();
    const typed = (term: string) => (term === 's8 b d 9' ? { name: '⏎ the whole deal' } : undefined);
    const items = [{ name: 'pas' }];
    const answer = list({ message: 'Deal by Ann?', items, filter: () => [], typed, term: 's8 b d 9', look }, {
      input,
      output,
    } as never);
    await until(() => drawn().includes('the whole deal'));
    expect(drawn()).toContain('? Deal by Ann? s8 b d 9');
    input.write('\r');
    expect(await answer).toEqual({ typed: 's8 b d 9' });
  });

  test('stands on the line the keys edit: Backspace takes its last letter', async () => {
    const { output, drawn } = screen();
    const look = { texts: textsOf('en').prompt, color: false, columns: () => 80 };
    const input = new PassThrough();
    const stop = new AbortController();
    const context = { input, output, signal: stop.signal } as never;
    const answer = list(
      { message: 'Deal by Ann?', items: [{ name: 'pas' }], filter: () => [], term: 's8 b d 9', look },
      context,
    );
    await until(() => drawn().includes('s8 b d 9'));
    input.write('\x7f8');
    await until(() => drawn().includes('s8 b d 8'));
    stop.abort();
    await answer.catch(() => undefined);
    expect(drawn()).toContain('? Deal by Ann? s8 b d 8');
  });
});

describe('a long answer in a list', () => {
  test('wraps under the same column whether highlighted or not', async () => {
    const { output, drawn } = screen();
    const look = { texts: textsOf('en').prompt, color: false, columns: () => 40 };
    const stop = new AbortController();
    const context = { input: new PassThrough(), output, signal: stop.signal } as never;
    const name = '7: Marie-Thérèse Vandenbroucke + Jean-Pierre samen 8';
    const shown = list({ message: 'Which deal?', items: [{ name }, { name }], look }, context);
    await until(() => drawn().includes('esc'));
    stop.abort();
    await shown.catch(() => undefined);
    const last = drawn().replace(ANSI, '');
    const lines = last.slice(last.lastIndexOf('? Which deal?')).split('\n');
    // The first highlighted (❯), the second not: their second lines start at the same column.
    const second = lines.filter((l) => /^ +\S/.test(l) && !l.startsWith('  7:'));
    expect(second.map((l) => l.length - l.trimStart().length)).toEqual([4, 4]);
  });
});

describe('a question that Esc cannot leave (nothing before it)', () => {
  test('names no esc in its key help, and Esc draws nothing: the answer after it is taken', async () => {
    const { output, drawn } = screen();
    const look = { texts: textsOf('en').prompt, color: false, columns: () => 80, back: false };
    const input = new PassThrough();
    const answer = list({ message: 'Deal by Ann: which contract?', items: [{ name: 'pas' }, { name: 'solo' }], look }, {
      input,
      output,
    } as never);
    await until(() => drawn().includes('choose'));
    expect(drawn()).not.toContain('esc');
    input.write('\x1b');
    // Readline tells Esc from the start of a key's escape sequence after 500 ms without another byte.
    await new Promise((r) => setTimeout(r, 700));
    input.write('s');
    input.write('\r');
    expect(await answer).toEqual({ index: 1 });
    expect(drawn()).not.toContain('↩');
  });
});

describe('an answered question', () => {
  const answered = async (message: string, typed: string): Promise<string[]> => {
    const { output, drawn } = screen();
    const look = { texts: textsOf('en').prompt, color: false, columns: () => 60 };
    const input = new PassThrough();
    const answer = ask({ message, read: (t) => ({ ok: t }), look }, { input, output } as never);
    await until(() => drawn().includes('?'));
    input.write(`${typed}\r`);
    await answer;
    const last = drawn().replace(ANSI, '');
    return last
      .slice(last.lastIndexOf('✔'))
      .split('\n')
      .filter((l) => l.trim() !== '');
  };

  test('fills all but the last column: a line of the whole width left a blank line under it', async () => {
    // 2 + 47 + 1 + 10 = 60 columns: the question is cut by one, the answer whole.
    const lines = await answered('Which house rules does this table play, if any?', 'piccolo=on');
    expect(lines).toEqual(['✔ Which house rules does this table play, if an… piccolo=on']);
    expect(lines[0]).toHaveLength(59);
  });

  test('an answer too long to stand beside its question goes whole on the line under it', async () => {
    const bids = 'Ann=3,Bert=0,Cis=2,Dirk=4,Eva=0,Fien=1,Gert=2';
    const lines = await answered('Deal 1, 10 cards, Ann deals: what does each player bid?', bids);
    expect(lines).toEqual(['✔ Deal 1, 10 cards, Ann deals: what does each player bid?', `  ${bids}`]);
  });
});

describe('a long line typed at a question', () => {
  test('takes a line of its own under the question, which keeps the width of the screen', async () => {
    const { output, drawn } = screen();
    const look = { texts: textsOf('en').prompt, color: false, columns: () => 60 };
    const input = new PassThrough();
    const stop = new AbortController();
    const context = { input, output, signal: stop.signal } as never;
    const message = 'Deal 3 (a run of 4), Cis deals: the contract, or the whole deal on one line?';
    const items = [{ name: 'pas' }];
    const shown = list({ message, items, filter: () => [], look }, context);
    await until(() => drawn().includes('esc'));
    const typed = 'cis uit, ann: 7 K joker* Q Q, bert: 2 3 4 5 6 7 8';
    input.write(typed);
    // Its spaces drawn as no-break spaces (below).
    const seen = () =>
      drawn()
        .replace(ANSI, '')
        .replace(/\u00a0/g, ' ');
    await until(() => seen().includes(typed));
    stop.abort();
    await shown.catch(() => undefined);
    const last = seen();
    const lines = last.slice(last.lastIndexOf('? Deal 3')).split('\n');
    // The question in two lines of at most 59 columns (the last column stays free), then the typed line whole (it was
    // a strip ten wide, on ten).
    expect(lines.slice(0, 3)).toEqual([
      '? Deal 3 (a run of 4), Cis deals: the contract, or the',
      '  whole deal on one line?',
      typed,
    ]);
  });

  test('longer than the screen, it wraps at the last column, where the cursor goes, not between words', async () => {
    const { output, drawn } = screen();
    Object.assign(output, { columns: 60 });
    const look = { texts: textsOf('en').prompt, color: false, columns: () => 60 };
    const input = new PassThrough();
    const stop = new AbortController();
    const context = { input, output, signal: stop.signal } as never;
    const shown = list(
      { message: 'Deal 3: the whole deal?', items: [{ name: 'pas' }], filter: () => [], look },
      context,
    );
    await until(() => drawn().includes('esc'));
    const typed = 'samen 8 jean-pierre van den bossche,marie-therese vandenbroucke 9';
    input.write(typed);
    await until(() => drawn().includes('cke\u00a09'));
    stop.abort();
    await shown.catch(() => undefined);
    const last = drawn().replace(ANSI, '');
    const lines = last.slice(last.lastIndexOf('? Deal 3')).split('\n');
    // As readline counts the cursor's place: 60 characters a row (between words it stood 5 columns off).
    expect(lines.slice(1, 3).map((l) => l.replace(/\u00a0/g, ' '))).toEqual([typed.slice(0, 60), typed.slice(60)]);
  });
});

describe('a question left with Esc', () => {
  test('its ↩ line wraps between words with a hanging indent, as the question did', async () => {
    const { output, drawn } = screen();
    const look = { texts: textsOf('en').prompt, color: false, columns: () => 40 };
    const input = new PassThrough();
    const context = { input, output } as never;
    const message = 'Who held the called ace (the mate), if anybody held it?';
    const answer = list({ message, items: [{ name: 'Ann' }, { name: 'Cis' }], look }, context);
    await until(() => drawn().includes('esc'));
    input.write('\x1b');
    await answer;
    const last = drawn().replace(ANSI, '').trimEnd();
    expect(last.slice(last.lastIndexOf('↩')).split('\n')).toEqual([
      '↩ Who held the called ace (the mate),',
      '  if anybody held it?',
    ]);
  });
});

describe("an answered question's echo", () => {
  test('cuts the question, not the answer: the house rules typed show whole at 60 columns', async () => {
    const { output, drawn } = screen();
    const look = { texts: textsOf('en').prompt, color: false, columns: () => 60 };
    const input = new PassThrough();
    const context = { input, output } as never;
    const message = "House rules as key=value, e.g. deals=8 ('tafel games kleurenwiezen' lists them):";
    const answered = ask({ message, read: (text) => ({ ok: text }), look }, context);
    for (let i = 0; i < 50 && drawn() === ''; i++) await new Promise((r) => setTimeout(r, 5));
    input.write('samen.8=8 deals=12\r');
    await answered;
    // The last drawing, the echo, starts at its mark (the erased drawings before it are still in the stream).
    const plainOut = drawn().replace(ANSI, '').trimEnd();
    const last = plainOut.slice(plainOut.lastIndexOf('✔'));
    expect(last).toMatch(/^✔ House rules as key=value, .*… samen\.8=8 deals=12$/);
    expect([...last].length).toBeLessThanOrEqual(60);
  });
});
