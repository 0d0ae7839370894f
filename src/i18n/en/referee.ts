/** The messages of src/referee/, in English. nl/referee.ts has the same keys. */
export const referee = {};
