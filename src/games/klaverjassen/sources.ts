// The documents behind the rules text, named as a reader finds them (publisher and document); the
// keys are those of spec/klaverjassen.md "Sources". Shared by both languages: a source is one name, in the
// words of its own (Dutch) documents, so a Dutch rules text quotes no English gloss.
export const NKU = 'Nederlandse Klaverjas Unie, "Het spel" (klaverjasunie.nl)';
export const NKU_R = 'NKU, "Spelregels NKU Rotterdams systeem" (marathonklaverjassen.nl)';
export const NKU_H = '"Officiële klaverjas spelregels NKU (toegepast op toernooien)" (hutmacher.nl)';
export const KBN = 'Kaartbond Nederland, reglement Amsterdams systeem (KC De Hoop, KV Kindervreugd)';
export const INT = '"Officiële klaverjas regels", internationaal (gamesquare.nl)';
export const PAGAT = 'pagat.com, "Klaverjassen" (Amsterdams)';
export const SAM = 'KV De Samenspelers Ede, spelregels';
export const LENTE = 'Klaverjasclub Lentemorgen, toernooiregels';
export const UTR = 'Klaverjasvereniging Utrecht, spelregels';
export const PITSLAG = 'KJC De Pitslag, spelregels';
export const DORS = 'Dorskampkwartier, reglement klaverjassen';
export const TROEF = 'KJV Troef Maassluis, spelregels';
export const KJO = 'klaverjassenonline.nl, "Rotterdams klaverjassen"; "Amsterdams klaverjassen"';
export const BGA = 'Board Game Arena, Klaverjassen (spelhulp)';
export const GP = 'GamePoint, Klaverjassen (spelregels)';
export const WIKI = 'Wikipedia (nl), "Klaverjassen"';
