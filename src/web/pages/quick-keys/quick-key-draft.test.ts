import { describe, expect, it } from 'vitest';
import { MAX_QUICK_KEYS } from '../../../domain/schemas/pos';
import { quickKeyDraft, type DraftKey } from './quick-key-draft';

const key = (n: number): DraftKey => ({ _id: `p${n}`, subname: `Product ${n}`, upc: String(n) });
const ids = (keys: DraftKey[]) => keys.map((k) => k._id);

describe('the quick-key draft', () => {
  it('adds each product once, up to the most the grid holds', () => {
    let keys = quickKeyDraft([], { type: 'add', key: key(1) });
    keys = quickKeyDraft(keys, { type: 'add', key: key(1) });
    expect(ids(keys)).toEqual(['p1']);
    for (let n = 2; n <= MAX_QUICK_KEYS + 3; n++) keys = quickKeyDraft(keys, { type: 'add', key: key(n) });
    expect(keys).toHaveLength(MAX_QUICK_KEYS);
    expect(keys.at(-1)?._id).toBe(`p${MAX_QUICK_KEYS}`);
  });

  it('moves a key one place, never past either end, and removes it', () => {
    const start = [key(1), key(2), key(3)];
    expect(ids(quickKeyDraft(start, { type: 'move', id: 'p3', by: -1 }))).toEqual(['p1', 'p3', 'p2']);
    expect(ids(quickKeyDraft(start, { type: 'move', id: 'p1', by: -1 }))).toEqual(['p1', 'p2', 'p3']);
    expect(ids(quickKeyDraft(start, { type: 'move', id: 'p3', by: 1 }))).toEqual(['p1', 'p2', 'p3']);
    expect(ids(quickKeyDraft(start, { type: 'move', id: 'nope', by: 1 }))).toEqual(['p1', 'p2', 'p3']);
    expect(ids(quickKeyDraft(start, { type: 'remove', id: 'p2' }))).toEqual(['p1', 'p3']);
    expect(ids(quickKeyDraft(start, { type: 'reset', keys: [key(9)] }))).toEqual(['p9']);
  });
});
