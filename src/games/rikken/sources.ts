// The documents behind the rules text, named as a reader finds them (publisher and document); the
// keys are those of the spec's source table. Shared by both languages: a source is one name, in the words of
// its own documents or its author's, so the Dutch rules text quotes no English gloss.
export const PAGAT = 'pagat.com, "Rikken"';
export const DSC = 'Denksportcentrum, "Rikken" (denksportcentrum.nu)';
export const LEP = 'Le Pastis, "Rikken" (lepastis.be)';
export const OUD = 'Ouderenbond Geertruidenberg, "Spelregels Rikken"';
export const WB = 'Wikibooks (nl), "Kaartspel/Rikken"';
export const SSOVN = 'SSOVN, afdeling rikken, clubregels (ssovn.nl)';
export const KAP = 'Rikken-Scoren, Kapoen (GitHub): puntentabel en betalingen';
export const MM = 'rikken, MiMennen (GitHub)';
export const SVK = 'rikken-app, svankolck (GitHub)';
export const MDH = 'mdehoogh (GitHub), Oosterhoutse regels';
export const EVM = 'rikken, everthemore (GitHub)';
export const LIB = 'libble.de, "Algemeen rikken"';
export const STI = 'Stichting Rikken, puntenblad 2025 (zonder naam overgenomen)';
