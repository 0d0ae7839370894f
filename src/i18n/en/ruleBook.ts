/** The messages of src/rules/, in English. nl/ruleBook.ts has the same keys. */
export const ruleBook = {};
