// The documents behind the rules text, named as a reader finds them (publisher and document); the keys are those
// of the spec's source table. Shared by both languages: a source is one name, in the words of its own documents or
// its author's, so the Dutch rules text quotes no English gloss.
export const VLS = 'Wikipedia (West-Vlaams), "Manilln"';
export const CGW = 'cardgames.wiki, "Manillen" (Lennert Lanssens)';
export const MIF = 'Make it Fly, "Manillen – All time favourite" (makeitfly.group)';
export const MPL = '"Manillen Plus" rules (ultrafoodmess.com)';
export const FROG = 'Frogsacks, "Manille rules" (frogsacks.com)';
export const SEB = 'manille, sebranly (GitHub): scores';
export const MT = 'manillenTracker, StijnVVL (GitHub)';
export const CAC = 'catsatcards.com, "Manille"';
export const WB = 'Wikibooks (nl), "Kaartspel/Manillen"';
