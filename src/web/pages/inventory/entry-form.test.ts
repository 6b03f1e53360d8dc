import { describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages';
import { ZEntryAddForm, ZEntryEditForm } from './entry-form';

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

  it('a blank quantity is missing on add but means "none added" on edit', () => {
    expect(problems(ZEntryAddForm.safeParse({ ...FILLED, qty: '' }))).toEqual({ qty: MSG.fillInAllFields });
    expect(ZEntryEditForm.safeParse({ ...FILLED, qty: '' }).success).toBe(true);
  });
});
