import { describe, expect, it } from 'vitest';
import { mapHeaders, parseAmountText, parseWholeText } from './catalog';

describe('catalogue headers', () => {
  it('knows the columns by their common names, whatever the case and spacing', () => {
    expect(mapHeaders(['Barcode', 'Category', 'Brand', 'Product Name', 'On hand', 'Reorder level', 'Unit cost', 'Retail Price', 'Notes'])).toEqual([
      'upc',
      'item',
      'manufacturer',
      'name',
      'qty',
      'lowinventory',
      'cost',
      'price',
      null,
    ]);
    expect(mapHeaders(['UPC', 'upc'])).toEqual(['upc', null]);
  });
});

describe('amounts as shops write them', () => {
  it.each([
    ['12.50', 12.5],
    ['12,50', 12.5],
    ['1,234.50', 1234.5],
    ['1.234,50', 1234.5],
    ['€ 12,50', 12.5],
    ['$1,234', 1234],
    ['12.50 EUR', 12.5],
    ['1.235', 1.235],
    ['¥1,235', 1235],
    ['-4.5', -4.5],
    ['1,234,567', 1234567],
  ])('%s is %d', (text, value) => expect(parseAmountText(text)).toBe(value));

  it.each(['', 'abc', '12..5', '1,2,3.4.5', 'twelve', '--3'])('%j is not a number', (text) => expect(parseAmountText(text)).toBeNull());

  it('reads a cell by the business locale and currency, as the amount fields read it', () => {
    expect(parseAmountText('1.999,00', 'fr-FR', 'EUR')).toBe(1999);
    expect(parseAmountText('1 999,00 €', 'fr-FR', 'EUR')).toBe(1999);
    expect(parseAmountText('1.500', 'de-DE', 'EUR')).toBe(1500);
    // A dot before three digits is neither mark in French: 1500 or 1.5? Refused, not guessed.
    expect(parseAmountText('1.500', 'fr-FR', 'EUR')).toBeNull();
    expect(parseAmountText('$12.00', 'fr-FR', 'EUR')).toBeNull();
    expect(parseAmountText('$12.00', 'en-CA', 'CAD')).toBe(12);
  });

  it('reads whole numbers and refuses fractions', () => {
    expect(parseWholeText('1,200')).toBe(1200);
    expect(parseWholeText('3.5')).toBeNull();
  });
});
