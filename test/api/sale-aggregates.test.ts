/**
 * Each receipt stores its units and cost of goods at checkout, so the sales summary can read
 * receipts alone. These tests hold those stored sums to the lines written in the same sale.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saleLines, sales } from '../../src/server/db/schema';
import { buildTestApp, registerBusiness, type Business, type TestApp } from '../helpers/app';
import { seedProduct, seedSettings, stockOf, type ProductRow } from '../helpers/fixtures';

let t: TestApp;
let shop: Business;
let other: Business;

beforeAll(async () => {
  t = await buildTestApp();
  shop = await registerBusiness(t.app, { bname: 'Tally Shop' });
  other = await registerBusiness(t.app, { bname: 'Elsewhere Shop' });
  await seedSettings(t.database.owner, shop.cid, 13, 'CAD');
});
afterAll(() => t?.close());

/** The terminal's body: a totals entry, then one entry per line (only ids, quantities and discounts count). */
function cart(lines: { product: ProductRow; saleqty: number; itemdiscount?: number }[]) {
  return [
    { total: '0.00', subtotal: '0.00', discount: '0.00', taxes: '0.00', shipping: 0 },
    ...lines.map((l) => ({
      _id: l.product.id,
      qty: l.product.qty - l.saleqty,
      cid: l.product.cid,
      upc: l.product.upc,
      saleqty: l.saleqty,
      item: l.product.item,
      manufacturer: l.product.manufacturer,
      subname: l.product.subname,
      price: (l.product.priceCents / 100).toFixed(2),
      itemdiscount: l.itemdiscount ?? 0,
    })),
  ];
}

async function storedSale(cid: string, barcode: string) {
  const [row] = await t.database.owner
    .select({ id: sales.id, units: sales.units, costCents: sales.costCents })
    .from(sales)
    .where(and(eq(sales.cid, cid), eq(sales.barcode, barcode)));
  const [lines] = await t.database.owner
    .select({ units: sql<string>`sum(${saleLines.qty})`, costCents: sql<string>`sum(${saleLines.qty} * ${saleLines.costCents})` })
    .from(saleLines)
    .where(eq(saleLines.saleId, row.id));
  return { row, lines: { units: Number(lines.units), costCents: Number(lines.costCents) } };
}

describe('units and cost of goods stored at checkout', () => {
  it('are the sums of the lines, at the cost the product had when sold', async () => {
    const a = await seedProduct(t.database.owner, shop.cid, { subname: 'Kettle', priceCents: 2500, costCents: 1234, qty: 10 });
    const b = await seedProduct(t.database.owner, shop.cid, { subname: 'Mug', priceCents: 800, costCents: 310, qty: 10 });
    const res = await shop.owner.put('/pos/generate', cart([{ product: a, saleqty: 3, itemdiscount: 10 }, { product: b, saleqty: 4 }]));
    expect(res.statusCode).toBe(201);
    const { row, lines } = await storedSale(shop.cid, res.json().barcode);
    expect(row).toMatchObject({ units: 7, costCents: 3 * 1234 + 4 * 310 });
    expect(lines).toEqual({ units: row.units, costCents: row.costCents });

    // A later cost change leaves the sale's cost of goods, and so the period's margin, as sold.
    await t.database.owner.execute(sql`update inventory set cost_cents = 9999 where id = ${a.id}`);
    const today = new Date().toISOString().slice(0, 10);
    const summary = (await shop.owner.get(`/sales/summary?from=${today}&to=${today}`)).json();
    expect(summary).toMatchObject({ salesCount: 1, units: 7, cost: 49.42, grossMargin: 50.08 }) // 67.50 + 32.00 − 49.42;
    expect(summary.days).toEqual([{ date: today, sales: 1, revenue: 112.44, units: 7 }]);
  });

  it('refuses, without selling, a sale whose cost of goods is past what can be summed exactly', async () => {
    // Free items are not bounded by the price checks; ten lines of a million units at 10,000,000.00 each are.
    const products = await Promise.all(
      Array.from({ length: 10 }, (_, i) => seedProduct(t.database.owner, shop.cid, { subname: `Gift ${i}`, priceCents: 0, costCents: 1_000_000_000, qty: 1_000_000 })),
    );
    const res = await shop.owner.put('/pos/generate', cart(products.map((product) => ({ product, saleqty: 1_000_000 }))));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This sale is too large');
    expect(await stockOf(t.database.owner, products[0].id)).toBe(1_000_000);
  });

  it("never count another business's sales", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const summary = (await other.owner.get(`/sales/summary?from=${today}&to=${today}`)).json();
    expect(summary).toMatchObject({ salesCount: 0, units: 0, cost: 0, grossMargin: 0 });
  });
});
