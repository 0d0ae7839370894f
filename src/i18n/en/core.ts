/** The messages of src/core/, in English. nl/core.ts has the same keys. */
export const core = {};
