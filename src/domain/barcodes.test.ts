import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gs1CheckDigit, inStoreCode, isInStoreCode, symbologyOf } from './barcodes';

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
});
