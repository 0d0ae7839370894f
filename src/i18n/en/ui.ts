/** The messages of src/ui/, in English. nl/ui.ts has the same keys. */
export const ui = {};
