/** The rows of the tables a command drew (every line between `│`), each as its trimmed cells. */
export const tableRows = (out: string): string[][] =>
  out
    .split('\n')
    .filter((l) => l.startsWith('│'))
    .map((l) =>
      l
        .split('│')
        .slice(1, -1)
        .map((c) => c.trim()),
    );
