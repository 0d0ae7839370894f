// The documents behind the rules text, named as a reader finds them (publisher and document); the
// keys are those of spec/klaverjassen.md "Sources". Shared by both languages: a source is one name.
export const NKU = 'Nederlandse Klaverjas Unie, "Het spel" (klaverjasunie.nl)';
export const NKU_R = 'NKU, "Spelregels NKU Rotterdams systeem" (marathonklaverjassen.nl)';
export const NKU_H = '"Officiële klaverjas spelregels NKU (toegepast op toernooien)" (hutmacher.nl)';
export const KBN = 'Kaartbond Nederland, reglement Amsterdams systeem (as published by KC De Hoop and KV Kindervreugd)';
export const INT = '"Officiële klaverjas regels", international rules (gamesquare.nl)';
export const PAGAT = 'pagat.com, "Klaverjassen" (Amsterdam version)';
export const SAM = 'KV De Samenspelers Ede, spelregels';
export const LENTE = 'Klaverjasclub Lentemorgen, tournament rules';
export const UTR = 'Klaverjasvereniging Utrecht, spelregels';
export const PITSLAG = 'KJC De Pitslag, spelregels';
export const DORS = 'Dorskampkwartier, reglement klaverjassen';
export const TROEF = 'KJV Troef Maassluis, spelregels';
export const KJO = 'klaverjassenonline.nl, "Rotterdams klaverjassen" and "Amsterdams klaverjassen"';
export const BGA = 'Board Game Arena, Klaverjassen game help';
export const GP = 'GamePoint, Klaverjassen rules';
export const WIKI = 'Wikipedia (nl), "Klaverjassen"';
