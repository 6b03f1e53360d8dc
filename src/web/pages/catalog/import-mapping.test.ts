import { describe, expect, it } from 'vitest';
import { CATALOG_COLUMNS } from '../../../domain/catalog';
import { choiceOfValue, choiceOptions, choicesOf, chooseColumn, headerOf, LEAVE_OUT, mappingOf } from './import-mapping';

const columns = [
  { header: 'Barcode', column: 'upc' as const },
  { header: 'Retail', column: 'price' as const },
  { header: 'Sale price', column: null },
  { header: 'Notes', column: null },
];

describe('the import screen’s column mapping', () => {
  it('starts from the columns the server read each header as', () => {
    expect(choicesOf(columns)).toEqual(['upc', 'price', null, null]);
  });

  it('moves a column to the header chosen for it, leaving out the header that had it', () => {
    expect(chooseColumn(['upc', 'price', null, null], 2, 'price')).toEqual(['upc', null, 'price', null]);
  });

  it('leaves a header out without touching the others', () => {
    expect(chooseColumn(['upc', 'price', null, null], 0, null)).toEqual([null, 'price', null, null]);
  });

  it('sends every column: the header it is read from, or null', () => {
    const mapping = mappingOf(['Barcode', 'Retail', 'Sale price', 'Notes'], ['upc', null, 'price', null]);
    expect(mapping).toEqual({ upc: 'Barcode', item: null, manufacturer: null, name: null, qty: null, lowinventory: null, cost: null, price: 'Sale price' });
    expect(Object.keys(mapping)).toEqual([...CATALOG_COLUMNS]);
  });

  it('offers "Leave out" first, then each column by its label, and reads a select back', () => {
    expect(choiceOptions()[0]).toEqual({ value: LEAVE_OUT, label: 'Leave out' });
    expect(choiceOptions().map((o) => o.value).slice(1)).toEqual([...CATALOG_COLUMNS]);
    expect(choiceOfValue('qty')).toBe('qty');
    expect(choiceOfValue(LEAVE_OUT)).toBeNull();
    expect(choiceOfValue('constructor')).toBeNull();
  });

  it('finds the file’s header of a column', () => {
    expect(headerOf(columns, 'price')).toBe('Retail');
    expect(headerOf(columns, 'qty')).toBeUndefined();
  });
});
