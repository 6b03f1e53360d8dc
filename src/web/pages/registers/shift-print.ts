/**
 * Printing a shift report on the shop's paper: an 80 mm receipt roll or an A4 sheet. A roll page
 * is as long as the report (Chromium needs a length; a fixed one would cut the report or feed
 * blank paper), an A4 sheet has ordinary margins. Each rule lives only while the report is shown.
 */

export const PAPERS = ['roll', 'a4'] as const;
export type Paper = (typeof PAPERS)[number];

export function isPaper(value: string | null): value is Paper {
  return value !== null && (PAPERS as readonly string[]).includes(value);
}

/** CSS pixels are 1/96 inch. */
const MM_PER_PX = 25.4 / 96;
/** Paper fed after the last line, so the cutter does not cut through it. */
const ROLL_TAIL_MM = 6;
/** Never shorter than a receipt printer's shortest cut. */
const ROLL_MIN_MM = 60;

/** The length of roll a report of this height (in CSS pixels, at roll width) takes. */
export function rollLengthMm(heightPx: number): number {
  return Math.max(ROLL_MIN_MM, Math.ceil(heightPx * MM_PER_PX + ROLL_TAIL_MM));
}

/** The page rule for the paper: the roll's width by the report's length without margins, or A4 with margins. */
export function pageRule(paper: Paper, rollLength: number): string {
  return paper === 'roll' ? `@page { size: 80mm ${rollLength}mm; margin: 0; }` : '@page { size: A4 portrait; margin: 14mm 12mm; }';
}
