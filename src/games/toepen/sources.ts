// The documents behind the rules text, named as a reader finds them (publisher and page); the keys are those
// of spec/toepen.md "Sources". Shared by both languages: a source is one name, in its own words.
export const SPB = 'Spelenboek, "Toepen" (spelenboek.nl)';
export const KSO = 'Kaartspellen.online, "Spelregels toepen"';
export const GZ = 'Goedzo.com, "Alles over toepen. De spelregels" (2006)';
export const STE = 'Speltips.eu, "Toepen"';
export const WBK = 'Wikibooks (nl), "Kaartspel/Toepen"';
export const GP = 'GamePoint, Toepen game information';
