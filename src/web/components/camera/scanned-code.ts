/**
 * The code a camera read stands for, written the way a hand scanner sends it, so that both find
 * the same product. A UPC-A is an EAN-13 whose first digit is 0, and readers differ in which they
 * report it as: ZXing gives the 13 digits ("0036000291452"), a hand scanner and the product's label
 * the 12 ("036000291452"). The 12 are what shops type and store, so that is what a read becomes.
 */
export function scannedCode(format: string, rawValue: string): string {
  const isUpcA = (format === 'ean_13' || format === 'upc_a') && /^0\d{12}$/.test(rawValue);
  return isUpcA ? rawValue.slice(1) : rawValue;
}
