import { describe, expect, it } from 'vitest';
import type { TOrderableEntry } from '../../../domain/schemas/purchasing';
import { addLowEntries, addUnit, draftLineOf, draftTotalCents } from './order-draft';

const entry = (id: string, over: Partial<TOrderableEntry> = {}): TOrderableEntry => ({
  inventoryId: id,
  upc: `upc-${id}`,
  name: `Name ${id}`,
  manufacturer: 'Acme',
  onHand: 1,
  lowinventory: 3,
  cost: 2.5,
  reorderQty: 5,
  ...over,
});

describe('drafting a purchase order', () => {
  it('a first scan adds a line of 1 at the entry’s cost; the next adds one more to it', () => {
    const first = addUnit([], entry('a'));
    expect(first).toMatchObject({ kind: 'added', index: 0, lines: [{ inventoryId: 'a', qty: '1', cost: '2.50' }] });
    if (first.kind === 'full') throw new Error('unexpected');
    const second = addUnit(first.lines, entry('a'));
    expect(second).toMatchObject({ kind: 'increased', index: 0, lines: [{ qty: '2' }] });
  });

  it('a scan onto a line whose quantity was cleared starts again from 1', () => {
    const lines = [{ ...draftLineOf(entry('a'), 3), qty: '' }];
    expect(addUnit(lines, entry('a'))).toMatchObject({ lines: [{ qty: '1' }] });
  });

  it('stops at 200 lines', () => {
    const lines = Array.from({ length: 200 }, (_, i) => draftLineOf(entry(String(i)), 1));
    expect(addUnit(lines, entry('new'))).toEqual({ kind: 'full' });
  });

  it('"Order what is low" adds the low entries not on the draft, at their reorder quantity', () => {
    const lines = [draftLineOf(entry('a'), 9)];
    const result = addLowEntries(lines, [entry('a'), entry('b', { reorderQty: 7 }), entry('c', { reorderQty: 1 })]);
    expect(result.added).toBe(2);
    expect(result.left).toBe(0);
    expect(result.lines.map((l) => [l.inventoryId, l.qty])).toEqual([
      ['a', '9'],
      ['b', '7'],
      ['c', '1'],
    ]);
  });

  it('"Order what is low" says how many did not fit in one order', () => {
    const lines = Array.from({ length: 199 }, (_, i) => draftLineOf(entry(String(i)), 1));
    const result = addLowEntries(lines, [entry('x'), entry('y'), entry('z')]);
    expect(result).toMatchObject({ added: 1, left: 2 });
  });

  it('totals the draft in cents, and gives up while an input does not read as a number', () => {
    expect(draftTotalCents([{ qty: '3', cost: '1.25' }, { qty: '2', cost: '0.10' }])).toBe(395);
    expect(draftTotalCents([])).toBe(0);
    expect(draftTotalCents([{ qty: '1.5', cost: '1' }])).toBeNull();
    expect(draftTotalCents([{ qty: '2', cost: '' }])).toBeNull();
  });
});
