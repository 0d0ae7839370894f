import { describe, expect, test } from '@jest/globals';
import { snapshot, tafel, tempHomes } from '../helpers/cli.js';

// A value not of its flag's kind is a usage error (exit 2), a well-formed value the rules refuse is 1
// (docs/rules-notes.md, docs/sheets-and-settings.md "Exit codes"). Until 2026-12-08 a word that is no card (`7X`, `1H`,
// `BR`), `--trick-no 0` and `--players ""` exited 1, while `--trump purple`, `--trick-no x` and `--players ,` exited 2.
const homes = tempHomes();

/** Exit code and the start of standard error, as long as `said`; nothing written. */
async function exit(args: string[], said: string, h = homes()): Promise<[number, string]> {
  const before = snapshot(h);
  const r = await tafel(h, args);
  expect(snapshot(h)).toEqual(before);
  return [r.code, r.stderr.slice(0, said.length)];
}

describe('exit codes of the referee: usage (2) for a value of the wrong kind, rules (1) for one refused', () => {
  test.each<[string[], number, string]>([
    // No card: no rank, or no suit (R is no suit letter: ruiten is D).
    [['judge', 'trick', 'belote', '--trump', 'H', '7X'], 2, 'tafel: "7X" is not a card'],
    [['judge', 'trick', 'belote', '--trump', 'H', '1H'], 2, 'tafel: "1H" is not a card'],
    [['judge', 'trick', 'belote', '--trump', 'H', 'BR'], 2, 'tafel: "BR" is not a card'],
    [['judge', 'play', 'belote', '--trump', 'H', '--hand', 'AH', '--trick', '7X'], 2, 'tafel: "7X" is not a card'],
    [['judge', 'trick', 'belote', '--trump', 'purple', 'AH'], 2, 'tafel: --trump "purple" is not a suit'],
    // A card, but not of the game's deck: the rules refuse it.
    [['judge', 'trick', 'belote', '--trump', 'H', '2H'], 1, 'tafel: 2H is not in the Belote deck'],
    // Trick 0 (or -1) numbers no trick, as `x`; trick 9 of Belote's 8 is past the deal's last.
    [['judge', 'play', 'belote', '--trump', 'H', '--hand', 'AH', '--trick-no', '0'], 2, 'tafel: --trick-no must be'],
    [['judge', 'play', 'belote', '--trump', 'H', '--hand', 'AH', '--trick-no', '-1'], 2, 'tafel: --trick-no must be'],
    [['judge', 'play', 'belote', '--trump', 'H', '--hand', 'AH', '--trick-no', 'x'], 2, 'tafel: --trick-no must be'],
    [
      ['judge', 'play', 'belote', '--trump', 'H', '--hand', 'AH', '--trick-no', '9'],
      1,
      'tafel: --trick-no 9 is impossible',
    ],
    // No player named, as an empty name between commas; a table of another size is the rules'.
    [['judge', 'trick', 'belote', '--trump', 'H', 'AH', '--players', ''], 2, 'tafel: --players is empty'],
    [['judge', 'trick', 'belote', '--trump', 'H', 'AH', '--players', ' '], 2, 'tafel: --players is empty'],
    [['judge', 'trick', 'belote', '--trump', 'H', 'AH', '--players', ','], 2, 'tafel: --players , has an empty name'],
    [['judge', 'trick', 'belote', '--trump', 'H', 'AH', '--player-count', '3'], 1, 'tafel: The referee judges Belote'],
  ])('%j exits %i', async (args, code, said) => {
    expect(await exit(args, said)).toEqual([code, said]);
  });

  test('--players "" says what to give, in English and Dutch', async () => {
    const args = ['judge', 'play', 'belote', '--trump', 'H', '--hand', 'AH', '--players', ''];
    const h = homes();
    expect((await tafel(h, args)).stderr).toBe(
      'tafel: --players is empty: give the players who hold cards by name, in seating order (e.g. --players ' +
        'Ann,Bert,Cis,Dirk), or only their number with --player-count.\n',
    );
    expect((await tafel(h, [...args, '--lang', 'nl'])).stderr).toBe(
      'tafel: --players is leeg: geef de spelers die kaarten hebben bij naam, in zitvolgorde (bv. --players ' +
        'Ann,Bert,Cis,Dirk), of enkel hun aantal met --player-count.\n',
    );
  });

  test("record's --called that is no card is a usage error too, nothing written", async () => {
    const h = homes();
    expect((await tafel(h, ['new', 'rikken', '--players', 'Ann,Bert,Cis,Dirk'])).code).toBe(0);
    const args = ['record', 'rik', '--by', 'Ann', '--mate', 'Bert', '--tricks', '8', '--trump', 'C', '--called', '7X'];
    expect(await exit(args, 'tafel: "7X" is not a card', h)).toEqual([2, 'tafel: "7X" is not a card']);
    // A card that is no ace or king is the rules' refusal.
    expect((await tafel(h, [...args.slice(0, -1), 'QD'])).code).toBe(1);
  });
});
