/**
 * Product barcodes: which symbology a UPC prints as, the GS1 check digit, and the in-store codes a
 * shop makes for what has no barcode of its own (EAN-13 starting with 2, the range GS1 leaves to
 * each store).
 */

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
