/** The messages of src/rules/, in English. nl/ruleBook.ts has the same keys. */
export const ruleBook = {
  /**
   * The source a topic names for what tafel decided where the documents are silent: the manual's "Rules notes"
   * (docs/rules-notes.md), with the game's part of it. The one home of these words; each game's rules text cites it.
   */
  notes: (game?: string): string => `tafel manual, "Rules notes"${game ? `, ${game}` : ''}`,
};
