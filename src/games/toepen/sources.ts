// The documents behind the rules text, named as a reader finds them (publisher and page); the keys are those
// of spec/toepen.md "Sources". Shared by both languages: a source is one name, in its own words.
// Each leads with its key, as the rules text cites it ([SPB; KSO]): the Source line decodes every key it meets.
export const SPB = '[SPB] Spelenboek, "Toepen" (spelenboek.nl)';
export const KSO = '[KSO] Kaartspellen.online, "Spelregels toepen"';
export const GZ = '[GZ] Goedzo.com, "Alles over toepen. De spelregels" (2006)';
export const STE = '[STE] Speltips.eu, "Toepen"';
export const WBK = '[WBK] Wikibooks (nl), "Kaartspel/Toepen"';
export const GP = '[GP] GamePoint, Toepen game information';
