/** The messages of src/play/, in English. nl/table.ts has the same keys. */
export const table = {};
