import { describe, expect, it } from 'vitest';
import { expandCopies, labelLinesReducer, linesOf, MAX_COPIES, MAX_LABELS, parseCopies, parseIdList, receivedUnits, totalCopies, type LabelEntry } from './label-selection';

const hammer: LabelEntry = { id: 'h', upc: '036000291452', name: 'Claw hammer', price: 9.5 };
const saw: LabelEntry = { id: 's', upc: '4006381333931', name: 'Hand saw', price: 21 };

describe('choosing labels', () => {
  it('expands each entry into its copies, in the order chosen', () => {
    const lines = linesOf([
      { entry: saw, copies: 2 },
      { entry: hammer, copies: 1 },
    ]);
    expect(expandCopies(lines).map((e) => e.id)).toEqual(['s', 's', 'h']);
    expect(totalCopies(lines)).toBe(3);
  });

  it('adds to an entry already listed instead of listing it twice', () => {
    const lines = linesOf([
      { entry: hammer, copies: 2 },
      { entry: saw, copies: 1 },
      { entry: hammer, copies: 3 },
    ]);
    expect(lines.map((l) => [l.entry.id, l.copies])).toEqual([
      ['h', 5],
      ['s', 1],
    ]);
  });

  it('sets, caps and removes copies; an entry at 0 copies stays listed but prints nothing', () => {
    let lines = linesOf([{ entry: hammer, copies: 1 }, { entry: saw, copies: 1 }]);
    lines = labelLinesReducer(lines, { type: 'setCopies', id: 'h', copies: 5000 });
    expect(lines[0].copies).toBe(MAX_COPIES);
    lines = labelLinesReducer(lines, { type: 'setCopies', id: 's', copies: 0 });
    expect(expandCopies(lines)).toHaveLength(MAX_COPIES);
    lines = labelLinesReducer(lines, { type: 'remove', id: 'h' });
    expect(lines.map((l) => l.entry.id)).toEqual(['s']);
    expect(labelLinesReducer(lines, { type: 'clear' })).toEqual([]);
    expect(labelLinesReducer([], { type: 'add', entry: saw, copies: 0 })).toEqual([]);
  });

  it('never expands past the most one printout holds', () => {
    const many = Array.from({ length: 5 }, (_, i) => ({ entry: { ...hammer, id: String(i) }, copies: MAX_COPIES }));
    expect(expandCopies(linesOf(many))).toHaveLength(MAX_LABELS);
  });

  it('reads a copies box as a whole number up to the cap', () => {
    expect(parseCopies(' 12 ')).toBe(12);
    expect(parseCopies('0')).toBe(0);
    expect(parseCopies('1000')).toBeNull();
    expect(parseCopies('1.5')).toBeNull();
    expect(parseCopies('-1')).toBeNull();
    expect(parseCopies('')).toBeNull();
  });

  it('reads the ids a link brings, each once', () => {
    expect(parseIdList('a, b,,a,c')).toEqual(['a', 'b', 'c']);
    expect(parseIdList(null)).toEqual([]);
  });

  it('makes one label per unit received on a purchase order, none for lines not yet received', () => {
    expect(
      receivedUnits([
        { inventoryId: 'h', received: 3 },
        { inventoryId: 's', received: 0 },
      ]),
    ).toEqual([{ id: 'h', copies: 3 }]);
  });
});
