// The documents behind the rules text, named as a reader finds them (publisher and document); the keys are those
// of the spec's source table. Shared by both languages: a source is one name, in the words of its own documents or
// its author's, so the Dutch rules text quotes no English gloss.
// Each leads with its key, as the rules text cites it ([VLS]): the Source line decodes every key it meets.
export const VLS = '[VLS] Wikipedia (West-Vlaams), "Manilln"';
export const CGW = '[CGW] cardgames.wiki, "Manillen" (Lennert Lanssens)';
export const MIF = '[MIF] Make it Fly, "Manillen – All time favourite" (makeitfly.group)';
export const MPL = '[MPL] "Manillen Plus" rules (ultrafoodmess.com)';
export const FROG = '[FROG] Frogsacks, "Manille rules" (frogsacks.com)';
export const SEB = '[SEB] manille, sebranly (GitHub): scores';
export const MT = '[MT] manillenTracker, StijnVVL (GitHub)';
export const CAC = '[CAC] catsatcards.com, "Manille"';
export const WB = '[WB] Wikibooks (nl), "Kaartspel/Manillen"';
