/**
 * The first number of a typed line written with a leading zero (`02`: two numbers glued together, or a 0 too many),
 * which no line reads: undefined when there is none. A line splits its numbers by spaces and commas.
 */
export const zeroLed = (line: string): string | undefined => line.split(/[\s,]+/).find((t) => /^0\d+$/.test(t));
