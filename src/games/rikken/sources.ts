// The documents behind the rules text, named as a reader finds them (publisher and document); the
// keys are those of the spec's source table. Shared by both languages: a source is one name.
export const PAGAT = 'pagat.com, "Rikken"';
export const DSC = 'Denksportcentrum, "Rikken" (denksportcentrum.nu)';
export const LEP = 'Le Pastis, "Rikken" (lepastis.be)';
export const OUD = 'Ouderenbond Geertruidenberg, "Spelregels Rikken"';
export const WB = 'Wikibooks (nl), "Kaartspel/Rikken"';
export const SSOVN = 'SSOVN, afdeling rikken, club rules (ssovn.nl)';
export const KAP = 'Rikken-Scoren, an open-source score app by Kapoen (GitHub): its point table and payment rules';
export const MM = 'rikken by MiMennen (GitHub): contracts and scoring service';
export const SVK = 'rikken-app by svankolck (GitHub): dealer rotation for 4 to 6 players';
export const MDH = '"Rikken the game" by mdehoogh (GitHub), Oosterhout rules';
export const EVM = 'rikken by everthemore (GitHub): game rules document';
export const LIB = 'libble.de, manual "Algemeen rikken"';
export const STI = 'a Rikken engine following the Stichting Rikken 2025 point sheet (unattributed)';
