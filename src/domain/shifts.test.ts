import { describe, expect, it } from 'vitest';
import { countedTotal, denominationsOf, expectedCash, overShort } from './shifts';

describe('the drawer', () => {
  it('expects the float plus cash taken, less change and cash refunds, plus pay-ins, less pay-outs', () => {
    expect(expectedCash({ floatMinor: 10000, cashTakenMinor: 5000, changeGivenMinor: 250, cashRefundedMinor: 1000, payInsMinor: 500, payOutsMinor: 2000 })).toBe(12250);
  });

  it('is short when the count is below what it should hold', () => {
    expect(overShort(12000, 12250)).toBe(-250);
    expect(overShort(12250, 12250)).toBe(0);
  });

  it('counts by denomination in the currency', () => {
    expect(denominationsOf('USD', 2)[0]).toBe(10000);
    expect(denominationsOf('JPY', 0)).toContain(10000);
    // An unlisted currency gets a 1-2-5 series from its smallest unit.
    const series = denominationsOf('SEK', 2);
    expect(series.at(-1)).toBe(1);
    expect(series).toContain(50000);
    expect(countedTotal([{ denominationMinor: 2000, count: 3 }, { denominationMinor: 25, count: 4 }])).toBe(6100);
  });
});
