/**
 * Product barcodes: how a code typed, pasted, scanned or imported is read (the one normaliser),
 * which codes name the same product, which symbology a UPC prints as, the GS1 check digit, and the
 * in-store codes a shop makes for what has no barcode of its own (EAN-13 starting with 2, the range
 * GS1 leaves to each store).
 */

/**
 * What labels print between a code's digit groups and people paste with it: white space (the
 * no-break space too) and dashes (the hyphen, and the en or em dash a word processor turns it into).
 */
const BARCODE_SEPARATORS = /[\s\p{Pd}]+/gu;

/** The longest barcode kept: GTIN-14 is 14 digits; longer numeric Code 128 codes exist, none this long. */
export const MAX_BARCODE_DIGITS = 64;

/**
 * A barcode as written everywhere one comes in (entry, import, scan, receiving, counts, returns):
 * " 4006 3810 0023 " is 400638100023, "4000-0100-0008-9" is 4000010000089. Only the separators
 * go; anything else stays, for barcodeProblem to refuse.
 */
export function normaliseBarcode(typed: string): string {
  return typed.replace(BARCODE_SEPARATORS, '');
}

export type BarcodeProblem = 'empty' | 'notDigits' | 'tooLong';

/**
 * Why a normalised code is not a barcode, or null when it is one: digits only (UPC, EAN, GTIN and
 * the in-store codes are numbers), at least one, at most MAX_BARCODE_DIGITS.
 */
export function barcodeProblem(code: string): BarcodeProblem | null {
  if (code === '') return 'empty';
  if (!/^\d+$/.test(code)) return 'notDigits';
  if (code.length > MAX_BARCODE_DIGITS) return 'tooLong';
  return null;
}

/** A barcode's digits, or null when what was typed is not one once spaces and dashes are gone. */
export function barcodeOf(typed: string): string | null {
  const code = normaliseBarcode(typed);
  return barcodeProblem(code) === null ? code : null;
}

/**
 * The other way the same product's code is written: a UPC-A (12 digits) is also printed and
 * exported as EAN-13, a 0 before the same 12 digits, and the reverse. Their check digits agree (the
 * leading 0 weighs nothing), so a scanner set to either reading is the same product.
 */
export function barcodeTwin(code: string): string | null {
  if (/^\d{12}$/.test(code)) return `0${code}`;
  if (/^0\d{12}$/.test(code)) return code.slice(1);
  return null;
}

/** Every stored code that is the product `code` names: itself, and its UPC-A/EAN-13 twin. */
export function sameProductCodes(code: string): string[] {
  const twin = barcodeTwin(code);
  return twin === null ? [code] : [code, twin];
}

/** Whether two normalised codes name the same product. */
export function isSameProduct(a: string, b: string): boolean {
  return a === b || barcodeTwin(a) === b;
}

/** The GS1 check digit of the digits before it (UPC-A's first 11, EAN-13's first 12). */
export function gs1CheckDigit(digits: string): number {
  let sum = 0;
  // Weights 3 and 1 alternate from the rightmost digit before the check digit.
  for (let i = 0; i < digits.length; i++) {
    const fromRight = digits.length - 1 - i;
    sum += Number(digits[i]) * (fromRight % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

function hasValidCheckDigit(code: string): boolean {
  return gs1CheckDigit(code.slice(0, -1)) === Number(code.at(-1));
}

export type Symbology = 'upca' | 'ean13' | 'code128';

/** How a UPC is printed: UPC-A or EAN-13 when it is a valid one (check digit), Code 128 otherwise. */
export function symbologyOf(upc: string): Symbology {
  if (/^\d{12}$/.test(upc) && hasValidCheckDigit(upc)) return 'upca';
  if (/^\d{13}$/.test(upc) && hasValidCheckDigit(upc)) return 'ean13';
  return 'code128';
}

/** The in-store range: EAN-13 codes whose first digit is 2. */
export function isInStoreCode(upc: string): boolean {
  return /^2\d{12}$/.test(upc) && hasValidCheckDigit(upc);
}

/** An in-store EAN-13 from 11 random digits (after the leading 2) and its check digit. */
export function inStoreCode(randomDigits: string): string {
  if (!/^\d{11}$/.test(randomDigits)) throw new RangeError('An in-store code needs 11 digits after its 2');
  const body = `2${randomDigits}`;
  return `${body}${gs1CheckDigit(body)}`;
}
