// The documents behind the rules text, named as a reader finds them (publisher and document); the keys
// are those of spec/jokeren.md "Sources". Shared by both languages: a source is one name, in the words of
// its own documents or its author's.
// Each leads with its key, as the rules text cites it ([T9; HOOP]): the Source line decodes every key it meets.
export const KBN = '[KBN] Kaartbond Nederland, "Spelreglement Jokeren" (kaartbondnederland.nl)';
export const T9 = '[T9] Klaverjas-Jokervereniging Troef 9, "Reglement Jokeren"';
export const HOOP = '[HOOP] Kaartclub de Hoop, "Reglement Amerikaans Jokeren" (kaartclub-dehoop.nl)';
export const AJS = '[AJS] amerikaans-jokeren-scorebord, 5nugg3r (GitHub)';
export const KSI = '[KSI] kaartspellen.info, "Jokeren"';
export const GUY = '[GUY] guyot50.nl, "Spelregels van jokeren"';
