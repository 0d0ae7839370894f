/** The messages of src/cli/, in English. nl/cli.ts has the same keys. */
export const cli = {};
