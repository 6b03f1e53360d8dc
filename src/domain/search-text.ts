/**
 * What a search matches, written once for the server's queries and the device's offline search:
 * people type a product's words in any order, without its accents or capitals ("creme" finds
 * "Crème Brûlée"), and read barcodes off a label with the spaces and dashes it is printed with.
 */
import { barcodeOf } from './barcodes';

/** Combining marks left behind when an accented letter is decomposed (NFD): é → e + ◌́. */
const COMBINING_MARKS = /\p{M}+/gu;

/**
 * The form both sides compare: accents removed, lower case, runs of white space as one space.
 * Stored beside a name by the server and computed for the device's entries, so the same text
 * folds the same way everywhere.
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The distinct words of what was typed, folded; each must appear somewhere for a match. */
export function searchWords(typed: string): string[] {
  return [...new Set(foldForSearch(typed).split(' ').filter((word) => word.length > 0))];
}

/** True when every word of `words` appears in the folded `text`, in any order. */
export function matchesWords(foldedText: string, words: readonly string[]): boolean {
  return words.every((word) => foldedText.includes(word));
}

/**
 * The digits of a barcode as typed, or null when what was typed is not a barcode (anything but
 * digits once spaces and dashes are gone: the one rule, barcodes.ts). Such text is searched as a
 * barcode: exact, then prefix.
 */
export function typedBarcode(typed: string): string | null {
  return barcodeOf(typed);
}

/** How well an entry's barcode answers a typed one: 0 the same code, 1 starts with it, 2 otherwise. */
export function barcodeRank(upc: string, typedDigits: string): 0 | 1 | 2 {
  if (upc === typedDigits) return 0;
  return upc.startsWith(typedDigits) ? 1 : 2;
}
