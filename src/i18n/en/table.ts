/** The messages of src/play/, in English. nl/table.ts has the same keys. */
export const table = {
  presetNoPlayers: (name: string) =>
    `Preset ${name} has no players: start it with 'tafel new --preset ${name} --players ...'.`,
};
