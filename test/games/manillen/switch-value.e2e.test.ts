import { describe, expect, test } from '@jest/globals';
import { snapshot, tafel, tempHomes } from '../../helpers/cli.js';

// A value given to a switch (`--mee ja`) is a usage error (docs/rules-notes.md), and the line says so: the command
// line takes a switch alone, so "ja" arrives as a word, which a Manillen deal never has. Through the built binary.
const homes = tempHomes();
const DEAL = ['--trump', 'H', '--points', '40'];

describe('Manillen: a value given to a switch', () => {
  test('judge score --mee ja: exit 2, names --mee and what to leave out, en and nl', async () => {
    const home = homes();
    const en = await tafel(home, ['judge', 'score', 'manillen', ...DEAL, '--mee', 'ja']);
    expect([en.code, en.stdout, en.stderr]).toEqual([
      2,
      '',
      'tafel: --mee is a switch and takes no value: leave out "ja"\n',
    ]);
    const nl = await tafel(home, ['judge', 'score', 'manillen', ...DEAL, '--mee', 'ja', '--lang', 'nl']);
    expect([nl.code, nl.stdout, nl.stderr]).toEqual([
      2,
      '',
      'tafel: --mee is een schakelaar en krijgt geen waarde: laat "ja" weg\n',
    ]);
  });

  test('two switches and a word: both named, en and nl; --klop and --blind by their own names', async () => {
    const home = homes();
    const both = ['judge', 'score', 'manillen', ...DEAL, '--mee', '--tegen', 'ja'];
    expect((await tafel(home, both)).stderr).toBe(
      'tafel: --mee and --tegen are switches and take no value: leave out "ja"\n',
    );
    expect((await tafel(home, [...both, '--lang', 'nl'])).stderr).toBe(
      'tafel: --mee en --tegen zijn schakelaars en krijgen geen waarde: laat "ja" weg\n',
    );
    const klop = await tafel(home, ['judge', 'score', 'manillen', ...DEAL, '--klop', 'yes']);
    expect([klop.code, klop.stderr]).toEqual([2, 'tafel: --klop is a switch and takes no value: leave out "yes"\n']);
    const blind = await tafel(home, [
      'judge',
      'score',
      'manillen',
      '--trump',
      'none',
      '--points',
      '40',
      '--blind',
      'ja',
    ]);
    expect([blind.code, blind.stderr]).toEqual([2, 'tafel: --blind is a switch and takes no value: leave out "ja"\n']);
  });

  test('record --mee ja on a sheet: the same line, exit 2, nothing written; a word alone as before', async () => {
    const home = homes();
    expect((await tafel(home, ['new', 'manillen', '--players', 'Ann,Bert,Cis,Dirk'])).code).toBe(0);
    const before = snapshot(home);
    const r = await tafel(home, ['record', ...DEAL, '--mee', 'ja']);
    expect([r.code, r.stdout, r.stderr]).toEqual([
      2,
      '',
      'tafel: --mee is a switch and takes no value: leave out "ja"\n',
    ]);
    const word = await tafel(home, ['record', ...DEAL, 'pas']);
    expect([word.code, word.stderr]).toEqual([
      2,
      'tafel: Manillen records trump and card points with flags, not words: e.g. tafel record --trump H --points ' +
        'Bert=38.\n',
    ]);
    expect(snapshot(home)).toEqual(before);
  });
});
