/** The messages of src/evening/, in English. nl/evening.ts has the same keys. */
export const evening = {
  notAValidTafel: (where: string, what: string, whatNl: string) => `Not a valid tafel export: ${where}: ${what}. Nothing was imported; use a file written by 'tafel export --format json'.`,
  mustBeAText: (key: string) => `${key} must be a text`,
  notAValidTafel2: (count: number) => `Not a valid tafel export: sheets[${count}] is larger than any sheet tafel writes. Nothing was imported.`,
  sheetAlreadyExistsNothing: (clashes: string, from: string, to: string) => `Sheet ${clashes} already exists; nothing was imported. Add --rename to import under the next free id (${from} as ${to}), or delete the sheet first.`,
  sheetHasBothAnd: (id: string, other: string, p: string) => `Sheet ${id} has both "${other}" and "${p}": tafel matches players across sheets by name without case or accents, so it cannot tell them apart. Rename one ('tafel rename') and settle again.`,
  isLeftOutIs: (id: string, v: string | undefined) => `${id} is left out: ${v} is still in the pot (money on the table, not a debt); 'tafel finish ${id} --share-pot' shares it.`,
  isShownButNot: (id: string, game: string) => `${id} is shown but not settled: ${game} has no rate; give one, e.g. --rate ${game}=0.05 (money per point).`,
  noSheetCouldBe: (ids: string) => `No sheet could be read: ${ids}. 'tafel doctor' says why and whether an earlier version of each reads fine.`,
  isNotAUsable: (name: string) => `"${name}" is not a usable preset name: letters, digits, - and _ (at most 30), e.g. vrijdag.`,
  hasPresetsThatCannot: (file: string, what: string, whatNl: string) => `${file} has presets that cannot be read (${what}); the file was left untouched: 'tafel doctor' shows it and can restore the previous version.`,
  rateNeedsGameMoney: (f: string) => `--rate needs <game>=<money per point>, a positive amount with at most four decimals, e.g. --rate kleurenwiezen=0.05, not "${f}".`,
};
