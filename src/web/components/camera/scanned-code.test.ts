import { describe, expect, it } from 'vitest';
import { scannedCode } from './scanned-code';

describe('the code a camera read stands for', () => {
  it('writes a UPC-A with its 12 digits, whichever way the reader reported it', () => {
    expect(scannedCode('ean_13', '0036000291452')).toBe('036000291452');
    expect(scannedCode('upc_a', '0036000291452')).toBe('036000291452');
    expect(scannedCode('upc_a', '036000291452')).toBe('036000291452');
  });

  it('keeps every other EAN-13 whole', () => {
    expect(scannedCode('ean_13', '4006381333931')).toBe('4006381333931');
    expect(scannedCode('ean_13', '2000000000015')).toBe('2000000000015');
  });

  it('leaves other symbologies as read, leading zeros and all', () => {
    expect(scannedCode('code_128', '0036000291452')).toBe('0036000291452');
    expect(scannedCode('ean_8', '01234565')).toBe('01234565');
    expect(scannedCode('code_39', 'SKU-42')).toBe('SKU-42');
  });
});
