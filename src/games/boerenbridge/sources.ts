// The documents behind the rules text, named as a reader finds them (publisher and document); the
// keys are those of spec/boerenbridge.md "Sources". Shared by both languages: a source is one name, in the
// words of its own documents or its author's, so the Dutch rules text quotes no English gloss.
export const WK = 'WK Boerenbridge, "Spelregels" (boerenbridge.com)';
export const WIKI = 'Wikipedia (nl), "Boerenbridge"';
export const KSU = 'kaartspeluitleg.nl, "Boerenbridge"';
export const CS = 'card-scores, rslaus (GitHub): "Chinees poepen"';
export const TC = 'CardScore, ThaChillera (GitHub): Boerenbridge';

/** The source of a topic under each rule set: the set's own document first. */
export const BY_RULES: Record<string, string> = { wk: WK, klassiek: KSU, poepen: CS };
