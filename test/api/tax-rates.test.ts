/**
 * Tax rates as the law writes them, to 4 decimals: New York City's 8.875 %, Quebec's QST 9.975 %
 * and its GST + QST 14.975 % are taken by the settings and the tax classes, stored exactly, charged
 * exactly and given back as entered; a fifth decimal is refused with a message and changes
 * nothing. Through the API, on the embedded database (and PostgreSQL with TEST_DATABASE_URL).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saleLines, sales, saleTaxes, settings, taxClasses } from '../../src/server/db/schema';
import { buildTestApp, registerBusiness, type Business, type TestApp } from '../helpers/app';

let t: TestApp;
afterAll(() => t?.close());
beforeAll(async () => {
  t = await buildTestApp();
});

async function openShop(name: string, taxrate: number): Promise<Business> {
  const shop = await registerBusiness(t.app, { bname: name });
  expect((await shop.owner.post('/item/add', { item: 'Deli' })).statusCode).toBe(201);
  expect((await shop.owner.post('/item/add', { item: 'Books' })).statusCode).toBe(201);
  expect((await shop.owner.post('/name/add', { manufacturer: 'House' })).statusCode).toBe(201);
  const saved = await shop.owner.post('/setting/add', { taxrate, currency: 'USD' });
  expect(saved.statusCode, saved.body).toBe(201);
  return shop;
}

async function addProduct(shop: Business, upc: string, item: string, price: number) {
  const res = await shop.owner.post('/inventory/add', { upc, item, manufacturer: 'House', subname: `Thing ${upc}`, qty: 50, lowinventory: 0, cost: 1, price });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { _id: string };
}

describe('a New York City deli: 8.875 %', () => {
  let shop: Business;
  beforeAll(async () => {
    shop = await openShop('Deli on 8th', 8.875);
  });

  it('keeps the rate as typed in the settings and the default class, and stores it exactly', async () => {
    expect((await shop.owner.get('/setting/list')).json()[0]).toMatchObject({ taxrate: 8.875, currency: 'USD' });
    expect((await shop.owner.get('/tax-classes')).json()).toEqual([expect.objectContaining({ name: 'Standard', rate: 8.875, isDefault: true })]);
    const [row] = await t.database.owner.select().from(settings).where(eq(settings.cid, shop.cid));
    expect(row.taxratePpm).toBe(88_750);
  });

  it('charges 8.875 % exactly, rounding once: $100.00 pays $8.88, $3.99 × 3 pays $1.06', async () => {
    const sandwich = await addProduct(shop, '2000001', 'Deli', 100);
    const res = await shop.owner.put('/pos/generate', [{ shipping: 0 }, { _id: sandwich._id, saleqty: 1, itemdiscount: 0 }]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ subtotal: 100, taxes: 8.88, total: 108.88 });
    const soda = await addProduct(shop, '2000002', 'Deli', 3.99);
    // 11.97 × 8.875 % = 1.0623… -> 1.06 (at 8.88 % it would be 1.0629…, at 8.9 % 1.0653…: the rate counts).
    const three = await shop.owner.put('/pos/generate', [{ shipping: 0 }, { _id: soda._id, saleqty: 3, itemdiscount: 0 }]);
    expect(three.json()).toMatchObject({ subtotal: 11.97, taxes: 1.06, total: 13.03 });
    const receipt = (await shop.owner.get(`/pos/receipt/${res.json().barcode}`)).json();
    expect(receipt).toMatchObject({ taxrate: 8.875, taxes: 8.88 });
    expect(receipt.taxLines).toEqual([{ name: 'Standard', rate: 8.875, base: 100, tax: 8.88 }]);
    expect(receipt.lines[0]).toMatchObject({ taxRate: 8.875 });
    const [sale] = await t.database.owner.select().from(sales).where(and(eq(sales.cid, shop.cid), eq(sales.barcode, res.json().barcode)));
    expect(sale.taxratePpm).toBe(88_750);
    const [line] = await t.database.owner.select().from(saleLines).where(and(eq(saleLines.cid, shop.cid), eq(saleLines.saleId, sale.id)));
    expect(line.taxRatePpm).toBe(88_750);
    const taxes = await t.database.owner.select().from(saleTaxes).where(and(eq(saleTaxes.cid, shop.cid), eq(saleTaxes.saleId, sale.id)));
    expect(taxes.map((x) => [x.ratePpm, x.baseCents, x.taxCents])).toEqual([[88_750, 10_000, 888]]);
  });

  it('the summary gives the rate as entered', async () => {
    const s = (await shop.owner.get('/sales/summary')).json();
    expect(s.taxLines).toEqual([{ name: 'Standard', rate: 8.875, base: 111.97, tax: 9.94, refundedBase: 0, refunded: 0, net: 9.94 }]);
    const csv = await shop.owner.get('/sales/summary.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Tax at 8.875 % (on 111.97),9.94');
  });
});

describe('Quebec rates: 9.975 % and 14.975 % classes', () => {
  let shop: Business;
  beforeAll(async () => {
    shop = await openShop('Dépanneur Saint-Denis', 14.975);
  });

  it('takes 9.975 % as a class and charges each line at its class’s rate, exactly', async () => {
    const qst = await shop.owner.post('/tax-classes', { name: 'QST only', rate: 9.975 });
    expect(qst.statusCode, qst.body).toBe(201);
    expect(qst.json()).toMatchObject({ name: 'QST only', rate: 9.975 });
    const [row] = await t.database.owner.select().from(taxClasses).where(and(eq(taxClasses.cid, shop.cid), eq(taxClasses.id, qst.json()._id)));
    expect(row.ratePpm).toBe(99_750);
    const books = ((await shop.owner.get('/item/all')).json() as { _id: string; item: string }[]).find((i) => i.item === 'Books')!;
    expect((await shop.owner.put(`/item/${books._id}/tax-class`, { taxClassId: qst.json()._id })).statusCode).toBe(200);
    const book = await addProduct(shop, '3000001', 'Books', 10);
    const bagel = await addProduct(shop, '3000002', 'Deli', 10);
    const res = await shop.owner.put('/pos/generate', [{ shipping: 0 }, { _id: book._id, saleqty: 1, itemdiscount: 0 }, { _id: bagel._id, saleqty: 1, itemdiscount: 0 }]);
    expect(res.statusCode, res.body).toBe(201);
    // 10.00 × 9.975 % = 0.9975 -> 1.00; 10.00 × 14.975 % = 1.4975 -> 1.50.
    expect(res.json()).toMatchObject({ subtotal: 20, taxes: 2.5, total: 22.5 });
    const receipt = (await shop.owner.get(`/pos/receipt/${res.json().barcode}`)).json();
    expect(receipt.taxLines).toEqual([
      { name: 'QST only', rate: 9.975, base: 10, tax: 1 },
      { name: 'Standard', rate: 14.975, base: 10, tax: 1.5 },
    ]);
  });

  it.each([
    ['a class', (s: Business) => s.owner.post('/tax-classes', { name: 'Too fine', rate: 9.97501 }), 'rate: must have at most 4 decimals'],
    ['a class as text', (s: Business) => s.owner.post('/tax-classes', { name: 'Too fine', rate: '8.87501' }), 'rate: must have at most 4 decimals'],
    ['the settings', async (s: Business) => s.owner.put(`/setting/update/${(await s.owner.get('/setting/list')).json()[0]._id}`, { taxrate: 14.97501, currency: 'USD' }), 'taxrate: must have at most 4 decimals'],
  ])('refuses a fifth decimal in %s with 400 and changes nothing', async (_what, send, message) => {
    const before = (await shop.owner.get('/tax-classes')).json();
    const res = await send(shop);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message });
    expect((await shop.owner.get('/tax-classes')).json()).toEqual(before);
    expect((await shop.owner.get('/setting/list')).json()[0].taxrate).toBe(14.975);
  });
});
