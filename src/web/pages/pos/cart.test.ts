import { describe, expect, it } from 'vitest';
import { upgradeLine, type CartLine } from './cart';

const LINE: CartLine = { _id: 'a', cid: 'c', upc: '1', item: 'Tools', manufacturer: 'Acme', subname: 'Saw', available: 3, priceCents: 999, saleqty: 1, discountPct: 0 };

describe('a cart stored by an earlier version', () => {
  it('gets its lines’ rates in hundredths of a percent in today’s unit', () => {
    expect(upgradeLine({ ...LINE, rateBp: 1300 } as CartLine)).toEqual({ ...LINE, ratePpm: 130_000 });
  });

  it('leaves a line already in today’s unit, or without a rate, as it is', () => {
    expect(upgradeLine({ ...LINE, ratePpm: 88_750 })).toEqual({ ...LINE, ratePpm: 88_750 });
    expect(upgradeLine(LINE)).toBe(LINE);
  });
});
