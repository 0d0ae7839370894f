import fs from 'node:fs';
import path from 'node:path';
import { tafel } from '../helpers/cli.js';
import { tableRows } from '../helpers/table.js';

/**
 * The README and every page of docs/ as test scripts. Every ```sh block is a list of commands run in order, in one data
 * directory, with the clock fixed on the README's evening; a plain ``` block right after a ```sh block
 * is what its LAST command prints; a plain block of `$ tafel ...` lines is a transcript: each command
 * runs (in order too) and prints the lines under it. Only lines starting with `tafel ` (or
 * `npx tafel `) are commands. A `# comment` after `record`/`edit`/`correct` that names scores
 * (`# Bert +10, Dirk +10`) must match the deal row printed. `<!-- readme-test: skip -->`
 * on the line before a block leaves it out (interactive commands). Every command must succeed.
 * Each page runs in a fresh data directory; `<!-- readme-test: after games/x.md ... -->` on a page
 * first runs those pages' examples there (paths from docs/), as a reader who followed them would.
 *
 * When a page changes: `README_UPDATE=1 npm run test:readme` rewrites the sample blocks with
 * what the commands print now (review the diff), and the failures name the command and its line.
 */

export interface Step {
  /** 1-based line in the README. */
  line: number;
  args: string[];
  /** The scores its comment claims for the deal it records (`# Bert +10, Dirk +10`). */
  claims?: Record<string, string>;
  /** The sample this command's output is compared with: the block's lines, and where they sit. */
  expect?: { from: number; to: number; text: string };
}

/** Splits a command line as a POSIX shell would for the plain quoting the README uses. */
export function words(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quote: string | undefined;
  let any = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quote) {
      if (ch === quote) quote = undefined;
      else cur += ch;
    } else if (ch === '"' || ch === "'") {
      quote = ch;
      any = true;
    } else if (ch === '#' && (i === 0 || /\s/.test(line[i - 1]))) break;
    else if (/\s/.test(ch)) {
      if (cur !== '' || any) out.push(cur);
      cur = '';
      any = false;
    } else cur += ch;
  }
  if (cur !== '' || any) out.push(cur);
  return out;
}

const command = (text: string): string[] | undefined => {
  const w = words(text.replace(/^\$\s+/, '').replace(/^npx\s+/, ''));
  return w[0] === 'tafel' ? w.slice(1) : undefined;
};

/** `Name +N` / `Name -N` pairs in a record command's comment: what the deal scores. */
function claimsOf(line: string): { claims?: Record<string, string> } {
  const hash = line.search(/\s#\s/);
  const args = command(line.trim());
  if (hash < 0 || !args || !['record', 'edit', 'correct'].includes(args[0])) return {};
  const found = [...line.slice(hash).matchAll(/\b(\p{Lu}\p{Ll}+) ([+-]\d+(?:\.\d+)?)\b/gu)];
  return found.length > 0 ? { claims: Object.fromEntries(found.map((m) => [m[1], m[2]])) } : {};
}

/**
 * The scores of the deal row a record prints: its sheet table's first body row, by player (a
 * team column counts for each of its players).
 */
export function dealRow(stdout: string): Record<string, string> {
  const rows = tableRows(stdout);
  if (rows.length < 2) return {};
  const [head, first] = rows;
  const out: Record<string, string> = {};
  // A name in the header may carry the next dealer's `*` or the leader's `>`.
  head.forEach((h, i) => {
    for (const name of h.split(' + ')) out[name.replace(/[*>]$/, '')] = first[i];
  });
  return out;
}

export function parseReadme(text: string): Step[] {
  const lines = text.split('\n');
  const steps: Step[] = [];
  let lastShBlockEnd = -2;
  for (let i = 0; i < lines.length; i++) {
    const fence = /^```(\w*)\s*$/.exec(lines[i]);
    if (!fence) continue;
    const start = i;
    let end = i + 1;
    while (end < lines.length && !/^```\s*$/.test(lines[end])) end++;
    const body = lines.slice(start + 1, end);
    const skip = /<!--\s*readme-test:\s*skip\s*-->/.test(lines[start - 1] ?? '');
    i = end;
    if (skip) continue;
    if (fence[1] === 'sh') {
      body.forEach((l, k) => {
        const args = command(l.trim());
        if (args) steps.push({ line: start + 2 + k, args, ...claimsOf(l) });
      });
      lastShBlockEnd = end;
    } else if (fence[1] === '') {
      if (body.some((l) => l.startsWith('$ '))) {
        // A transcript: each `$ tafel ...` and the lines under it.
        let k = 0;
        while (k < body.length) {
          const args = command(body[k]);
          let m = k + 1;
          while (m < body.length && !body[m].startsWith('$ ')) m++;
          if (args)
            steps.push({
              line: start + 2 + k,
              args,
              expect: { from: start + 2 + k, to: start + 1 + m, text: body.slice(k + 1, m).join('\n') },
            });
          k = m;
        }
      } else if (
        lastShBlockEnd >= 0 &&
        lines.slice(lastShBlockEnd + 1, start).every((l) => l.trim() === '') &&
        steps.length > 0
      ) {
        steps[steps.length - 1].expect = { from: start + 1, to: end, text: body.join('\n') };
      }
    }
  }
  return steps;
}

export interface Ran extends Step {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs the steps in order with the data directory `home`/data and `home` the working folder, each through the built
 * bundle in this process (`tafel()`: the same code from argv to exit code, without some 250 process starts). With a
 * `clock` the clock is fixed on it, each step a minute after the last (the samples' ids and times);
 * without one, on the real date, as a user reading the README on another day runs it. The runs are
 * in English, without colour or a width, as the pages show them, in this process's time zone (a run in
 * process has the zone of the process that runs it: Jest's `process.env.TZ` moves no clock).
 */
export async function runSteps(steps: Step[], home: string, clock?: string): Promise<Ran[]> {
  const start = clock === undefined ? undefined : Date.parse(clock);
  const ran: Ran[] = [];
  const cwd = process.cwd();
  // A page's relative paths (--out evening.csv, import evening.json) are beside its data directory, as the pages'
  // `export TAFEL_HOME=$(mktemp -d) && cd $(mktemp -d)` has them: --out refuses a file in the data directory.
  process.chdir(home);
  try {
    for (const [i, s] of steps.entries()) {
      const now = start === undefined ? undefined : new Date(start + i * 60000);
      const r = await tafel(path.join(home, 'data'), s.args, { env: { NO_COLOR: '1', COLUMNS: '' }, now });
      ran.push({ ...s, ...r });
    }
  } finally {
    process.chdir(cwd);
  }
  return ran;
}

/** The local date (this process's time zone, as the runs in it) of a moment, YYYY-MM-DD. */
export const localDate = (d: Date): string =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/**
 * A real-date run's output with the dates it ran on written as the samples' date, so that what
 * does not depend on the day is compared in full (ids, headers, every score).
 */
export function onSampleDate(r: Ran, dates: readonly string[], sample: string): Ran {
  const swap = (t: string) => dates.reduce((acc, d) => acc.split(d).join(sample), t);
  return { ...r, stdout: swap(r.stdout), stderr: swap(r.stderr) };
}

const tidy = (s: string): string =>
  s
    .split('\n')
    .map((l) => l.trimEnd())
    .join('\n')
    .replace(/\n+$/, '');

/** The sample as the command printed it (trailing blanks and blank lines aside). */
export const printed = (r: Ran): string => tidy(r.stdout);
export const shown = (r: Ran): string => tidy(r.expect?.text ?? '');

/** The README with every sample block replaced by what its command printed. */
export function updated(readme: string, ran: Ran[]): string {
  const lines = readme.split('\n');
  for (const r of [...ran].reverse()) {
    if (!r.expect) continue;
    lines.splice(r.expect.from, r.expect.to - r.expect.from, ...printed(r).split('\n'));
  }
  return lines.join('\n');
}

/** The pages whose examples run: the README, then every page of docs/, as paths from the root. */
export function pages(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs
      .readdirSync(path.join(root, dir), { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const rel = path.posix.join(dir, e.name);
      if (e.isDirectory()) walk(rel);
      else if (e.name.endsWith('.md')) found.push(rel);
    }
  };
  walk('docs');
  return ['README.md', ...found];
}

/** The pages (paths from the root) whose examples a page builds on, from its `readme-test: after` line. */
export function prerequisites(text: string): string[] {
  const m = /^<!--\s*readme-test:\s*after\s+([^>]*?)\s*-->$/m.exec(text);
  return m ? m[1].split(/[\s,]+/).map((p) => path.posix.join('docs', p)) : [];
}

/**
 * The headings' anchors of a page, as GitHub makes them: lower case, punctuation dropped, a space a
 * hyphen, and a repeated heading numbered (`-1`, `-2`).
 */
export function anchors(text: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  let fence = false;
  for (const line of text.split('\n')) {
    if (/^```/.test(line)) fence = !fence;
    const h = fence ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!h) continue;
    const base = h[1]
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

/** A page's relative links (outside code), with the line they are on. */
export function links(text: string): { line: number; target: string }[] {
  const out: { line: number; target: string }[] = [];
  let fence = false;
  text.split('\n').forEach((line, i) => {
    if (/^```/.test(line)) fence = !fence;
    if (fence) return;
    const prose = line.replace(/`[^`]*`/g, '');
    for (const m of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (!/^[a-z][a-z0-9+.-]*:/i.test(m[1])) out.push({ line: i + 1, target: m[1] });
    }
  });
  return out;
}

/** Why a relative link of `page` (a path from `root`) goes nowhere, or undefined when it resolves. */
export function brokenLink(root: string, page: string, target: string): string | undefined {
  const [file, anchor] = target.split('#', 2);
  const to = file === '' ? page : path.posix.normalize(path.posix.join(path.posix.dirname(page), file));
  if (to.startsWith('..')) return 'outside the repository';
  const full = path.join(root, to);
  if (!fs.existsSync(full)) return `no file ${to}`;
  if (anchor === undefined) return undefined;
  if (!to.endsWith('.md')) return `${to} is no page with headings`;
  return anchors(fs.readFileSync(full, 'utf8')).has(anchor) ? undefined : `no heading #${anchor} in ${to}`;
}
