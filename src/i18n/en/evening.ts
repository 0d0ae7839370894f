/** The messages of src/evening/, in English. nl/evening.ts has the same keys. */
export const evening = {};
