import { describe, expect, it } from 'vitest';
import { receiptTaxRows, taxLinesOfTotals } from './receipt-tax-rows';
import { computeSaleTotals } from './totals';

const quebec = computeSaleTotals({
  lines: [{ priceMinor: 1_000, qty: 1, discountPct: 0, ratePpm: 149_750, taxes: [{ name: 'GST', ratePpm: 50_000, compound: false }, { name: 'QST', ratePpm: 99_750, compound: false }] }],
  shippingMinor: 0,
  defaultRatePpm: 130_000,
  inclusive: false,
});

describe('receipt tax rows', () => {
  it('print each named tax by its name and its rate as entered, in the order of the rates', () => {
    const taxLines = taxLinesOfTotals(quebec.taxes);
    expect(taxLines).toEqual([
      { name: 'GST', rate: 5, base: 1_000, tax: 50, named: true },
      { name: 'QST', rate: 9.975, base: 1_000, tax: 100, named: true },
    ]);
    expect(receiptTaxRows({ taxrate: 14.975, taxes: 150, pricesIncludeTax: false, taxLines })).toEqual({
      beforeTotal: [
        { label: 'GST @ 5%', amount: 50 },
        { label: 'QST @ 9.975%', amount: 100 },
      ],
      afterTotal: [],
    });
    expect(receiptTaxRows({ taxrate: 14.975, taxes: 150, pricesIncludeTax: true, taxLines }).afterTotal.map((r) => r.label)).toEqual(['of which GST 5 %', 'of which QST 9.975 %']);
  });

  it('keep the spec’s row for a class’s single rate', () => {
    const single = computeSaleTotals({ lines: [{ priceMinor: 1_000, qty: 1, discountPct: 0, ratePpm: 88_750 }], shippingMinor: 0, defaultRatePpm: 88_750, inclusive: false });
    const taxLines = taxLinesOfTotals(single.taxes, (m) => m / 100);
    expect(taxLines).toEqual([{ name: '', rate: 8.875, base: 10, tax: 0.89 }]);
    expect(receiptTaxRows({ taxrate: 8.875, taxes: 0.89, pricesIncludeTax: false, taxLines }, undefined, (r) => String(r).replace('.', ',')).beforeTotal).toEqual([{ label: 'Tax @ 8,875%', amount: 0.89 }]);
  });
});
