/** The messages of src/ui/, in English. nl/ui.ts has the same keys. */
export const ui = {
  cannotWriteToStandard: (code: string) =>
    `Cannot write to standard output (${code}): the file or device it goes to is full or failing, so the output is incomplete. Free some space, or write elsewhere (export: --out <file>).`,
};
