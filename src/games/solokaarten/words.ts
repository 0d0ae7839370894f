/**
 * A bid in words as a scorekeeper writes it on the sheet: "eerste slag zonder kijk", "doe zonder kijk, zonder oud".
 * The sheet's deals and the referee's rankings both say a bid so (zonder-kijk and zonder-oud are the ids typed).
 */
export function bidWords(input: {
  contract: string;
  eerste?: boolean;
  zonderKijk?: boolean;
  zonderOud?: boolean;
}): string {
  const handicaps = [input.zonderKijk ? 'zonder kijk' : '', input.zonderOud ? 'zonder oud' : '']
    .filter(Boolean)
    .join(', ');
  return [input.eerste ? 'eerste' : '', input.contract, handicaps].filter(Boolean).join(' ');
}
