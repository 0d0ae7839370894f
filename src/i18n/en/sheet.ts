/** The messages of src/sheet/, in English. nl/sheet.ts has the same keys. */
export const sheet = {};
