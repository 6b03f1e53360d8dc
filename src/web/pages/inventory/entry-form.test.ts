import { describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages';
import { BARCODE_DIGITS_ONLY } from '../../../domain/schemas/barcode';
import { entryAddForm, entryEditForm } from './entry-form';

const ZEntryAddForm = entryAddForm('USD');
const ZEntryEditForm = entryEditForm('USD');

const FILLED = { upc: '123', item: 'Tools', manufacturer: 'Acme', subname: 'Hammer', qty: '3', lowinventory: '1', cost: '4.50', price: '9.99' };

function problems(result: ReturnType<typeof ZEntryAddForm.safeParse>): Record<string, string> {
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('the entry form’s checks', () => {
  it('a filled-in form passes as the shared schema reads it', () => {
    const parsed = ZEntryAddForm.safeParse(FILLED);
    expect(parsed.success && parsed.data).toMatchObject({ upc: '123', qty: 3, lowinventory: 1, cost: 4.5, price: 9.99 });
  });

  it('says every problem at once: blank fields in the spec’s words, filled ones by their rule', () => {
    const found = problems(ZEntryAddForm.safeParse({ ...FILLED, item: '', subname: ' ', qty: '0', lowinventory: '-1' }));
    expect(found).toEqual({
      item: MSG.fillInAllFields,
      subname: MSG.fillInAllFields,
      qty: MSG.qtyNotPositive,
      lowinventory: 'must be at least 0',
    });
  });

  it('reads the UPC as printed and flags one with letters beside the other problems, as the server would', () => {
    const parsed = ZEntryAddForm.safeParse({ ...FILLED, upc: ' 4006 3810 0023 ' });
    expect(parsed.success && parsed.data.upc).toBe('400638100023');
    expect(problems(ZEntryAddForm.safeParse({ ...FILLED, upc: '4006-ABC', item: '' }))).toEqual({ upc: BARCODE_DIGITS_ONLY, item: MSG.fillInAllFields });
    expect(problems(ZEntryEditForm.safeParse({ ...FILLED, upc: 'SKU 1' }))).toEqual({ upc: BARCODE_DIGITS_ONLY });
  });

  it('a blank quantity is missing on add but means "none added" on edit', () => {
    expect(problems(ZEntryAddForm.safeParse({ ...FILLED, qty: '' }))).toEqual({ qty: MSG.fillInAllFields });
    expect(ZEntryEditForm.safeParse({ ...FILLED, qty: '' }).success).toBe(true);
  });

  it('flags a cost or price the server would refuse with the other fields, in the business currency', () => {
    expect(problems(ZEntryAddForm.safeParse({ ...FILLED, price: '-1', cost: '0' }))).toEqual({ price: 'must be at least 0.01', cost: 'must be at least 0.01' });
    expect(problems(ZEntryAddForm.safeParse({ ...FILLED, price: '9.999' }))).toEqual({ price: 'must have at most 2 decimals' });
    expect(problems(ZEntryAddForm.safeParse({ ...FILLED, price: '10000000.01' }))).toEqual({ price: 'must be at most 10000000' });
    // Together with the other fields' problems, in one go.
    expect(problems(ZEntryAddForm.safeParse({ ...FILLED, qty: '0', subname: '', price: '-1' }))).toEqual({ qty: MSG.qtyNotPositive, subname: MSG.fillInAllFields, price: 'must be at least 0.01' });
    expect(problems(ZEntryEditForm.safeParse({ ...FILLED, cost: '-0.5' }))).toEqual({ cost: 'must be at least 0.01' });
    expect(problems(entryAddForm('JPY').safeParse({ ...FILLED, cost: '4', price: '9.5' }))).toEqual({ price: 'must be a whole amount (JPY has no decimals)' });
    expect(problems(entryAddForm('KWD').safeParse({ ...FILLED, price: '0.0005' }))).toEqual({ price: 'must be at least 0.001' });
    expect(entryAddForm('KWD').safeParse({ ...FILLED, price: '0.001' }).success).toBe(true);
  });

  it('a cost or price that is not a number keeps the schema’s words', () => {
    expect(problems(ZEntryAddForm.safeParse({ ...FILLED, price: 'abc' }))).toEqual({ price: 'must be a number' });
  });
});
