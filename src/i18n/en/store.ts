/** The messages of src/store/, in English. nl/store.ts has the same keys. */
export const store = {
  fileNotFolder: (dir: string) => `${dir} is a file, not a folder`,
  fileAbove: (existing: string, dir: string) => `${existing} is a file, so ${dir} cannot be a folder`,
  systemFs: (dir: string, real: string) => `${dir} is on a system file system (${real}), where nothing can be kept`,
};
