import { describe, expect, it } from 'vitest';
import { barcodeRank, foldForSearch, matchesWords, searchWords, typedBarcode } from './search-text';

describe('search text', () => {
  it('folds accents, capitals and runs of spaces', () => {
    expect(foldForSearch('  Crème   BRÛLÉE ')).toBe('creme brulee');
    expect(foldForSearch('Ñandú Çà')).toBe('nandu ca');
  });

  it('finds the words in any order', () => {
    const text = foldForSearch('Zero Sugar Cola');
    expect(matchesWords(text, searchWords('cola zero'))).toBe(true);
    expect(matchesWords(text, searchWords('COLA diet'))).toBe(false);
    expect(searchWords('cola  Cola zéro')).toEqual(['cola', 'zero']);
    expect(searchWords('   ')).toEqual([]);
  });

  it('reads a barcode with the spaces and dashes it was printed with', () => {
    expect(typedBarcode(' 4006 3810 0023 ')).toBe('400638100023');
    expect(typedBarcode('4000-0100-0008-9')).toBe('4000010000089');
    expect(typedBarcode('cola 12')).toBeNull();
    expect(typedBarcode('')).toBeNull();
  });

  it('ranks an exact barcode before a prefix before the rest', () => {
    expect(barcodeRank('1000007', '1000007')).toBe(0);
    expect(barcodeRank('10000071', '1000007')).toBe(1);
    expect(barcodeRank('21000007', '1000007')).toBe(2);
  });
});
