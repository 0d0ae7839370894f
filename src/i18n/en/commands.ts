/** The messages of src/commands/, in English. nl/commands.ts has the same keys. */
export const commands = {};
