/**
 * The server and the terminal total a sale alike: random carts of products taxed by GST + QST, by a
 * single rate and by a compound pair, tax added and tax included, in dollars, yen and dinars, are
 * rung up through the API and priced on the side by the domain's totals function the terminal
 * uses, from what the terminal is given (the product list's prices, rates and taxes).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromMinor, toMinor } from '../../src/domain/currency';
import { percentToPpm } from '../../src/domain/tax';
import { computeSaleTotals } from '../../src/domain/totals';
import { buildTestApp, registerBusiness, type Business, type TestApp } from '../helpers/app';

let t: TestApp;
afterAll(() => t?.close());
beforeAll(async () => {
  t = await buildTestApp();
});

interface Listed {
  _id: string;
  price: number;
  taxRate: number;
  taxes?: { name: string; rate: number; compound: boolean }[];
}

async function openShop(currency: string, pricesIncludeTax: boolean, prices: number[]): Promise<{ shop: Business; products: Listed[] }> {
  const shop = await registerBusiness(t.app, { bname: `Round trip ${currency} ${pricesIncludeTax}` });
  for (const item of ['Quebec', 'Single', 'Compound']) expect((await shop.owner.post('/item/add', { item })).statusCode).toBe(201);
  expect((await shop.owner.post('/name/add', { manufacturer: 'House' })).statusCode).toBe(201);
  expect((await shop.owner.post('/setting/add', { taxrate: 8.875, currency, pricesIncludeTax })).statusCode).toBe(201);
  const classes = [
    { item: 'Quebec', body: { name: 'GST + QST', taxes: [{ name: 'GST', rate: 5 }, { name: 'QST', rate: 9.975 }] } },
    { item: 'Compound', body: { name: 'Tax on tax', taxes: [{ name: 'Federal', rate: 5 }, { name: 'Provincial', rate: 9.5, compound: true }] } },
  ];
  const categories = (await shop.owner.get('/item/all')).json() as { _id: string; item: string }[];
  for (const c of classes) {
    const made = await shop.owner.post('/tax-classes', c.body);
    expect(made.statusCode, made.body).toBe(201);
    const category = categories.find((x) => x.item === c.item)!;
    expect((await shop.owner.put(`/item/${category._id}/tax-class`, { taxClassId: made.json()._id })).statusCode).toBe(200);
  }
  const items = ['Quebec', 'Single', 'Compound'];
  for (const [i, price] of prices.entries()) {
    const res = await shop.owner.post('/inventory/add', { upc: String(7_100_000 + i), item: items[i % 3], manufacturer: 'House', subname: `Thing ${i}`, qty: 100_000, lowinventory: 0, cost: price, price });
    expect(res.statusCode, res.body).toBe(201);
  }
  const products = (await shop.owner.get('/pos/list')).json().sales as Listed[];
  return { shop, products };
}

describe.each([
  ['USD', false, [3.33, 19.99, 0.07, 125.5]],
  ['USD', true, [3.33, 19.99, 0.07, 125.5]],
  ['JPY', false, [155, 999, 3, 12_000]],
  ['KWD', true, [1.235, 0.125, 19.999, 3.5]],
] as const)('%s, prices including tax: %s', (currency, inclusive, prices) => {
  let shop: Business;
  let products: Listed[];
  beforeAll(async () => {
    ({ shop, products } = await openShop(currency, inclusive, [...prices]));
  });

  it('the server charges what the terminal’s totals say, tax by tax', async () => {
    const cart = fc.record({
      lines: fc.uniqueArray(fc.record({ at: fc.nat(prices.length - 1), qty: fc.integer({ min: 1, max: 7 }), disc: fc.integer({ min: 0, max: 50 }) }), { minLength: 1, maxLength: 4, selector: (l) => l.at }),
      shipping: fc.constantFrom(0, prices[1]),
    });
    await fc.assert(
      fc.asyncProperty(cart, async ({ lines, shipping }) => {
        const res = await shop.owner.put('/pos/generate', [{ shipping }, ...lines.map((l) => ({ _id: products[l.at]._id, saleqty: l.qty, itemdiscount: l.disc }))]);
        expect(res.statusCode, res.body).toBe(201);
        const device = computeSaleTotals({
          lines: lines.map((l) => {
            const p = products[l.at];
            return { priceMinor: toMinor(p.price, currency), qty: l.qty, discountPct: l.disc, ratePpm: percentToPpm(p.taxRate), taxes: p.taxes?.map((x) => ({ name: x.name, ratePpm: percentToPpm(x.rate), compound: x.compound })) };
          }),
          shippingMinor: toMinor(shipping, currency),
          defaultRatePpm: percentToPpm(8.875),
          inclusive,
        });
        const sale = res.json();
        expect([sale.subtotal, sale.taxes, sale.total]).toEqual([fromMinor(device.subtotalMinor, currency), fromMinor(device.taxMinor, currency), fromMinor(device.totalMinor, currency)]);
        const receipt = (await shop.owner.get(`/pos/receipt/${sale.barcode}`)).json();
        expect(receipt.taxLines.map((x: { rate: number; tax: number }) => [x.rate, x.tax])).toEqual(device.taxes.map((x) => [x.ratePpm / 10_000, fromMinor(x.taxMinor, currency)]));
      }),
      { numRuns: 12 },
    );
  });
});
