import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { barcodeOf, barcodeProblem, barcodeTwin, gs1CheckDigit, inStoreCode, isInStoreCode, isSameProduct, normaliseBarcode, sameProductCodes, symbologyOf } from './barcodes';
import { BARCODE_DIGITS_ONLY, barcodeField } from './schemas/barcode';

describe('barcodes', () => {
  it('computes the GS1 check digit of real codes', () => {
    // A UPC-A and an EAN-13 printed on real packaging.
    expect(gs1CheckDigit('03600029145')).toBe(2);
    expect(gs1CheckDigit('400638133393')).toBe(1);
  });

  it('prints valid UPC-A and EAN-13 as such, anything else as Code 128', () => {
    expect(symbologyOf('036000291452')).toBe('upca');
    expect(symbologyOf('4006381333931')).toBe('ean13');
    expect(symbologyOf('036000291453')).toBe('code128');
    expect(symbologyOf('ABC-123')).toBe('code128');
  });

  it('makes in-store codes that are valid EAN-13 starting with 2', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{11}$/), (digits) => {
        const code = inStoreCode(digits);
        expect(code).toMatch(/^2\d{12}$/);
        expect(isInStoreCode(code)).toBe(true);
        expect(symbologyOf(code)).toBe('ean13');
      }),
    );
  });

  it('reads a code as printed or pasted: spaces, no-break spaces and dashes go, nothing else', () => {
    expect(normaliseBarcode(' 4006 3810 0023 ')).toBe('400638100023');
    expect(normaliseBarcode('4000-0100-0008-9')).toBe('4000010000089');
    expect(normaliseBarcode('0\u00a036000\u2013291452\t')).toBe('036000291452');
    expect(normaliseBarcode('ABC-1')).toBe('ABC1');
    expect(barcodeOf(' 4006 3810 0023 ')).toBe('400638100023');
    expect(barcodeOf('4006x381')).toBeNull();
    expect(barcodeOf(' - ')).toBeNull();
  });

  it('says why a code is not a barcode: empty, a character other than a digit, too long', () => {
    expect(barcodeProblem('')).toBe('empty');
    expect(barcodeProblem('12A4')).toBe('notDigits');
    expect(barcodeProblem('１２３')).toBe('notDigits');
    expect(barcodeProblem('1'.repeat(65))).toBe('tooLong');
    expect(barcodeProblem('1'.repeat(64))).toBeNull();
  });

  it('pairs a UPC-A with its EAN-13 form and back, and nothing else', () => {
    expect(barcodeTwin('036000291452')).toBe('0036000291452');
    expect(barcodeTwin('0036000291452')).toBe('036000291452');
    expect(barcodeTwin('4006381333931')).toBeNull();
    expect(barcodeTwin('12345678')).toBeNull();
    expect(sameProductCodes('4006381333931')).toEqual(['4006381333931']);
    fc.assert(
      fc.property(fc.stringMatching(/^\d{12}$/), (upcA) => {
        const ean = barcodeTwin(upcA)!;
        expect(ean).toBe(`0${upcA}`);
        expect(barcodeTwin(ean)).toBe(upcA);
        expect(isSameProduct(upcA, ean) && isSameProduct(ean, upcA)).toBe(true);
        // The leading 0 weighs nothing: a valid UPC-A is a valid EAN-13.
        expect(symbologyOf(upcA) === 'upca').toBe(symbologyOf(ean) === 'ean13');
      }),
    );
  });

  it('checks a barcode field: separators dropped, letters refused in plain words, numbers taken', () => {
    const field = barcodeField('Please fill in all fields');
    expect(field.parse(' 4006 3810 0023 ')).toBe('400638100023');
    expect(field.parse(4006381333931)).toBe('4006381333931');
    const refused = field.safeParse('4006-ABC');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0].message).toBe(BARCODE_DIGITS_ONLY);
    expect(field.safeParse(' - ').error?.issues[0].message).toBe('Please fill in all fields');
  });
});
