/**
 * Selling anywhere: a Lyon bakery in euros with VAT included at two rates, a Tokyo shop in yen (no
 * decimals), a Kuwait shop in dinars (three decimals); tax classes; a currency that cannot change
 * once the business has sold. Through the API, on the embedded database (and PostgreSQL with
 * TEST_DATABASE_URL).
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saleLines, sales, saleTaxes, taxClasses } from '../../src/server/db/schema';
import { buildTestApp, client, registerBusiness, type ApiClient, type Business, type TestApp } from '../helpers/app';

let t: TestApp;
afterAll(() => t?.close());
beforeAll(async () => {
  t = await buildTestApp();
});

interface ShopSetup {
  currency: string;
  taxrate: number;
  pricesIncludeTax?: boolean;
  categories: string[];
}

/** A business with settings, categories and a maker, through the API as an owner would. */
async function openShop(name: string, setup: ShopSetup): Promise<Business> {
  const shop = await registerBusiness(t.app, { bname: name });
  for (const item of setup.categories) expect((await shop.owner.post('/item/add', { item })).statusCode).toBe(201);
  expect((await shop.owner.post('/name/add', { manufacturer: 'House' })).statusCode).toBe(201);
  const saved = await shop.owner.post('/setting/add', { taxrate: setup.taxrate, currency: setup.currency, pricesIncludeTax: setup.pricesIncludeTax ?? false });
  expect(saved.statusCode).toBe(201);
  return shop;
}

async function addProduct(shop: Business, fields: { upc: string; item: string; subname: string; price: number | string; cost?: number | string; qty?: number }) {
  const res = await shop.owner.post('/inventory/add', { manufacturer: 'House', lowinventory: 0, qty: 50, cost: fields.price, ...fields });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { _id: string; price: number; cost: number };
}

async function ring(seller: ApiClient, lines: { _id: string; saleqty: number; itemdiscount?: number }[], shipping: number | string = 0) {
  return seller.put('/pos/generate', [{ shipping }, ...lines.map((l) => ({ itemdiscount: 0, ...l }))]);
}

async function classNamed(shop: Business, name: string) {
  const list = (await shop.owner.get('/tax-classes')).json() as { _id: string; name: string; rate: number; isDefault: boolean }[];
  const found = list.find((c) => c.name === name);
  if (!found) throw new Error(`No tax class ${name}`);
  return found;
}

describe('a bakery in Lyon: euros, VAT included, bread at 5.5 % and drinks at 20 %', () => {
  let shop: Business;
  let baguette: { _id: string };
  let tart: { _id: string };
  let soda: { _id: string };
  let barcode: string;

  beforeAll(async () => {
    shop = await openShop('Boulangerie du Parc', { currency: 'EUR', taxrate: 20, pricesIncludeTax: true, categories: ['Bread', 'Drinks'] });
    const reduced = await shop.owner.post('/tax-classes', { name: 'Reduced', rate: 5.5 });
    expect(reduced.statusCode).toBe(201);
    const bread = ((await shop.owner.get('/item/all')).json() as { _id: string; item: string }[]).find((i) => i.item === 'Bread')!;
    expect((await shop.owner.put(`/item/${bread._id}/tax-class`, { taxClassId: reduced.json()._id })).json()).toMatchObject({ item: 'Bread', taxClassId: reduced.json()._id });
    baguette = await addProduct(shop, { upc: '3300001', item: 'Bread', subname: 'Baguette', price: 1.2, cost: 0.4 });
    tart = await addProduct(shop, { upc: '3300002', item: 'Bread', subname: 'Tarte aux pommes', price: 4.5, cost: 1.5 });
    soda = await addProduct(shop, { upc: '3300003', item: 'Drinks', subname: 'Limonade', price: 2.5, cost: 0.8 });
  });

  it('the settings say prices include tax, at the default class’s rate', async () => {
    expect((await shop.owner.get('/setting/list')).json()).toEqual([expect.objectContaining({ taxrate: 20, currency: 'EUR', pricesIncludeTax: true })]);
    expect((await shop.owner.get('/tax-classes')).json()).toEqual([
      { _id: expect.any(String), name: 'Standard', rate: 20, taxes: [{ name: 'Standard', rate: 20, compound: false }], isDefault: true },
      { _id: expect.any(String), name: 'Reduced', rate: 5.5, taxes: [{ name: 'Reduced', rate: 5.5, compound: false }], isDefault: false },
    ]);
  });

  it('the terminal lists each product with its class’s rate', async () => {
    const rows = (await shop.owner.get('/pos/list')).json().sales as { subname: string; price: number; taxRate: number }[];
    expect(Object.fromEntries(rows.map((r) => [r.subname, [r.price, r.taxRate]]))).toEqual({ Baguette: [1.2, 5.5], 'Tarte aux pommes': [4.5, 5.5], Limonade: [2.5, 20] });
  });

  it('charges the shelf prices after discounts and states the VAT they contain per rate', async () => {
    const res = await ring(shop.owner, [
      { _id: baguette._id, saleqty: 3 },
      { _id: tart._id, saleqty: 1, itemdiscount: 10 },
      { _id: soda._id, saleqty: 2 },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    // 3.60 + 4.05 + 5.00 = 12.65 paid; VAT 7.65 × 5.5/105.5 = 0.40 and 5.00 × 20/120 = 0.83.
    expect(res.json()).toMatchObject({ subtotal: 12.65, discount: 0.45, shipping: 0, taxes: 1.23, total: 12.65 });
    barcode = res.json().barcode;
  });

  it('stores each line’s rate, the tax per rate and the goods before tax', async () => {
    const [sale] = await t.database.owner.select().from(sales).where(and(eq(sales.cid, shop.cid), eq(sales.barcode, barcode)));
    expect(sale).toMatchObject({ currency: 'EUR', pricesIncludeTax: true, taxratePpm: 200_000, subtotalCents: 1265, taxCents: 123, totalCents: 1265, goodsNetCents: 1142 });
    const lines = await t.database.owner.select().from(saleLines).where(eq(saleLines.saleId, sale.id)).orderBy(asc(saleLines.position));
    expect(lines.map((l) => [l.subname, l.lineCents, l.taxRatePpm])).toEqual([
      ['Baguette', 360, 55_000],
      ['Tarte aux pommes', 405, 55_000],
      ['Limonade', 500, 200_000],
    ]);
    const taxes = await t.database.owner.select().from(saleTaxes).where(eq(saleTaxes.saleId, sale.id)).orderBy(asc(saleTaxes.ratePpm));
    expect(taxes.map((r) => [r.name, r.ratePpm, r.baseCents, r.taxCents])).toEqual([
      ['Reduced', 55_000, 725, 40],
      ['Standard', 200_000, 417, 83],
    ]);
  });

  it('the receipt carries the total tax as before, and the tax per rate', async () => {
    const receipt = (await shop.owner.get(`/pos/receipt/${barcode}`)).json();
    expect(receipt).toMatchObject({ currency: 'EUR', taxrate: 20, taxes: 1.23, total: 12.65, pricesIncludeTax: true });
    expect(receipt.taxLines).toEqual([
      { name: 'Reduced', rate: 5.5, base: 7.25, tax: 0.4 },
      { name: 'Standard', rate: 20, base: 4.17, tax: 0.83 },
    ]);
    // The return desk's look-up keeps the spec's shape.
    expect((await shop.owner.get(`/pos/returns?barcode=${barcode}`)).json().returns[0]).toEqual(expect.objectContaining({ barcode, total: 12.65 }));
  });

  it('shipping is taxed at the default rate, in its sum before rounding', async () => {
    const res = await ring(shop.owner, [{ _id: soda._id, saleqty: 1 }], 4.99);
    // (2.50 + 4.99) × 20/120 = 1.2483 -> 1.25; the customer pays 7.49.
    expect(res.json()).toMatchObject({ subtotal: 2.5, shipping: 4.99, taxes: 1.25, total: 7.49 });
    const receipt = (await shop.owner.get(`/pos/receipt/${res.json().barcode}`)).json();
    expect(receipt.taxLines).toEqual([{ name: 'Standard', rate: 20, base: 6.24, tax: 1.25 }]);
  });

  it('the summary shows net, tax and gross, the tax per rate, and margins before tax', async () => {
    const s = (await shop.owner.get('/sales/summary')).json();
    expect(s).toMatchObject({ currency: 'EUR', salesCount: 2, revenue: 20.14, gross: 20.14, taxes: 2.48, net: 17.66, subtotal: 15.15, shipping: 4.99 });
    expect(s.taxLines).toEqual([
      { name: 'Reduced', rate: 5.5, base: 7.25, tax: 0.4, refundedBase: 0, refunded: 0, net: 0.4 },
      { name: 'Standard', rate: 20, base: 10.41, tax: 2.08, refundedBase: 0, refunded: 0, net: 2.08 },
    ]);
    // Goods before tax: 11.42 + (2.50 − 0.42) = 13.50; cost 3 × 0.40 + 1.50 + 2 × 0.80 + 0.80 = 5.10.
    expect(s.cost).toBe(5.1);
    expect(s.grossMargin).toBe(8.4);
  });
});

describe('a shop in Tokyo: yen have no decimals', () => {
  let shop: Business;

  beforeAll(async () => {
    shop = await openShop('Tokyo Stationery', { currency: 'JPY', taxrate: 10, categories: ['Pens'] });
  });

  it('refuses a price in fractions of a yen, and the smallest price is 1 yen', async () => {
    const res = await shop.owner.post('/inventory/add', { upc: '3900001', item: 'Pens', manufacturer: 'House', subname: 'Gel pen', qty: 5, lowinventory: 0, cost: 80, price: '150.5' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', field: 'price', message: 'price: must be a whole amount (JPY has no decimals)' });
    const tiny = await shop.owner.post('/inventory/add', { upc: '3900001', item: 'Pens', manufacturer: 'House', subname: 'Gel pen', qty: 5, lowinventory: 0, cost: 0.5, price: 150 });
    expect(tiny.json()).toMatchObject({ field: 'cost', message: 'cost: must be at least 1' });
    expect((await shop.owner.get('/inventory/list')).json().count).toBe(0);
  });

  it('sells in whole yen, rounding the tax to the yen', async () => {
    const pen = await addProduct(shop, { upc: '3900002', item: 'Pens', subname: 'Fountain pen', price: 155, cost: 90 });
    expect(pen.price).toBe(155);
    const refused = await ring(shop.owner, [{ _id: pen._id, saleqty: 1 }], 10.5);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: '0.shipping', message: 'Shipping must be a whole amount (JPY has no decimals)' });
    const res = await ring(shop.owner, [{ _id: pen._id, saleqty: 3 }], 100);
    // (465 + 100) × 10 % = 56.5 -> 57
    expect(res.json()).toMatchObject({ subtotal: 465, shipping: 100, taxes: 57, total: 622 });
    const receipt = (await shop.owner.get(`/pos/receipt/${res.json().barcode}`)).json();
    expect(receipt).toMatchObject({ currency: 'JPY', pricesIncludeTax: false, lines: [{ price: 155, line: 465 }] });
    expect(receipt.taxLines).toEqual([{ name: 'Standard', rate: 10, base: 565, tax: 57 }]);
    const [stored] = await t.database.owner.select().from(sales).where(and(eq(sales.cid, shop.cid), eq(sales.barcode, res.json().barcode)));
    expect(stored).toMatchObject({ subtotalCents: 465, taxCents: 57, totalCents: 622, goodsNetCents: null });
  });
});

describe('a shop in Kuwait: dinars have three decimals', () => {
  let shop: Business;

  beforeAll(async () => {
    shop = await openShop('Kuwait Spices', { currency: 'KWD', taxrate: 5, categories: ['Spices'] });
  });

  it('takes prices to the fils and refuses a fourth decimal', async () => {
    const refused = await shop.owner.post('/inventory/add', { upc: '6200001', item: 'Spices', manufacturer: 'House', subname: 'Saffron', qty: 5, lowinventory: 0, cost: 1, price: 1.2345 });
    expect(refused.json()).toMatchObject({ field: 'price', message: 'price: must have at most 3 decimals' });
    const saffron = await addProduct(shop, { upc: '6200001', item: 'Spices', subname: 'Saffron', price: 1.235, cost: 0.5 });
    expect(saffron).toMatchObject({ price: 1.235, cost: 0.5 });
    const res = await ring(shop.owner, [{ _id: saffron._id, saleqty: 1 }], 0.125);
    // (1.235 + 0.125) × 5 % = 0.068 -> 0.068; total 1.428
    expect(res.json()).toMatchObject({ subtotal: 1.235, shipping: 0.125, taxes: 0.068, total: 1.428 });
    const summary = (await shop.owner.get('/sales/summary')).json();
    expect(summary).toMatchObject({ currency: 'KWD', revenue: 1.428, taxes: 0.068, net: 1.36 });
    const csv = await shop.owner.get('/sales/summary.csv');
    expect(csv.body).toContain('Revenue,1.428\r\n');
  });
});

describe('the currency of a business that has sold', () => {
  it('cannot change (409, nothing changes); one that has not sold may change it', async () => {
    const shop = await openShop('Corner Store', { currency: 'USD', taxrate: 8, categories: ['Snacks'] });
    const [setting] = (await shop.owner.get('/setting/list')).json();
    expect((await shop.owner.put(`/setting/update/${setting._id}`, { taxrate: 8, currency: 'CAD' })).statusCode).toBe(200);
    const chips = await addProduct(shop, { upc: '1000001', item: 'Snacks', subname: 'Chips', price: 1.99 });
    expect((await ring(shop.owner, [{ _id: chips._id, saleqty: 1 }])).statusCode).toBe(201);
    const refused = await shop.owner.put(`/setting/update/${setting._id}`, { taxrate: 9, currency: 'EUR' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONFLICT', message: 'The currency cannot be changed from CAD to EUR: this business has made sales in CAD' });
    expect((await shop.owner.get('/setting/list')).json()).toEqual([expect.objectContaining({ taxrate: 8, currency: 'CAD' })]);
    // The rate alone may still change.
    expect((await shop.owner.put(`/setting/update/${setting._id}`, { taxrate: 9, currency: 'CAD' })).json()).toMatchObject({ taxrate: 9, currency: 'CAD' });
    expect((await classNamed(shop, 'Standard')).rate).toBe(9);
  });

  it('a business that sold before it had settings sold in US dollars', async () => {
    const shop = await registerBusiness(t.app, { bname: 'Early Seller' });
    await shop.owner.post('/item/add', { item: 'Misc' });
    await shop.owner.post('/name/add', { manufacturer: 'House' });
    const thing = await addProduct(shop, { upc: '1000002', item: 'Misc', subname: 'Thing', price: 2 });
    expect((await ring(shop.owner, [{ _id: thing._id, saleqty: 1 }])).json()).toMatchObject({ total: 2, taxes: 0 });
    expect((await shop.owner.post('/setting/add', { taxrate: 5, currency: 'JPY' })).statusCode).toBe(409);
    expect((await shop.owner.post('/setting/add', { taxrate: 5, currency: 'USD' })).statusCode).toBe(201);
  });

  it('refuses 3 decimals in US dollars, naming the field, and sells nothing', async () => {
    const shop = await openShop('Decimal Store', { currency: 'USD', taxrate: 8, categories: ['Snacks'] });
    const res = await shop.owner.post('/inventory/add', { upc: '1000003', item: 'Snacks', manufacturer: 'House', subname: 'Gum', qty: 5, lowinventory: 0, cost: 1, price: 1.999 });
    expect(res.json()).toMatchObject({ field: 'price', message: 'price: must have at most 2 decimals' });
    const gum = await addProduct(shop, { upc: '1000003', item: 'Snacks', subname: 'Gum', price: 1.99 });
    const sale = await ring(shop.owner, [{ _id: gum._id, saleqty: 1 }], 1.005);
    expect(sale.statusCode).toBe(400);
    expect(sale.json()).toMatchObject({ field: '0.shipping', message: 'Shipping must have at most 2 decimals' });
    expect((await shop.owner.get('/sales/summary')).json().salesCount).toBe(0);
  });
});

describe('tax classes', () => {
  let shop: Business;
  let staff: ApiClient;
  let other: Business;

  beforeAll(async () => {
    shop = await openShop('Class Shop', { currency: 'GBP', taxrate: 20, categories: ['Books', 'Food'] });
    staff = await shop.addUser();
    other = await registerBusiness(t.app, { bname: 'Other Shop' });
  });

  it('every business has its default class from sign-up; a new one is at 0 % until settings are saved', async () => {
    expect((await other.owner.get('/tax-classes')).json()).toEqual([{ _id: expect.any(String), name: 'Standard', rate: 0, taxes: [{ name: 'Standard', rate: 0, compound: false }], isDefault: true }]);
    expect((await staff.get('/tax-classes')).json()).toEqual([{ _id: expect.any(String), name: 'Standard', rate: 20, taxes: [{ name: 'Standard', rate: 20, compound: false }], isDefault: true }]);
    expect((await client(t.app, null).get('/tax-classes')).statusCode).toBe(401);
  });

  it('admins add, rename, re-rate and delete classes; staff may only read them', async () => {
    expect((await staff.post('/tax-classes', { name: 'Zero', rate: 0 })).statusCode).toBe(403);
    const zero = await shop.owner.post('/tax-classes', { name: 'Zero', rate: 0 });
    expect(zero.statusCode).toBe(201);
    expect(zero.json()).toEqual({ _id: expect.any(String), name: 'Zero', rate: 0, taxes: [{ name: 'Zero', rate: 0, compound: false }], isDefault: false });
    expect((await shop.owner.post('/tax-classes', { name: ' zero ', rate: 5 })).statusCode).toBe(409);
    const renamed = await shop.owner.put(`/tax-classes/${zero.json()._id}`, { name: 'Zero rated', rate: 0 });
    expect(renamed.json()).toMatchObject({ name: 'Zero rated', rate: 0 });
    expect((await staff.put(`/tax-classes/${zero.json()._id}`, { name: 'X', rate: 1 })).statusCode).toBe(403);
    expect((await staff.del(`/tax-classes/${zero.json()._id}`)).statusCode).toBe(403);
    expect((await shop.owner.del(`/tax-classes/${zero.json()._id}`)).json()).toEqual({ message: 'Tax class removed' });
  });

  it.each([
    [{ name: 'Luxury', rate: 100.01 }, 'rate', 'rate: must be at most 100'],
    [{ name: 'Odd', rate: 5.55555 }, 'rate', 'rate: must have at most 4 decimals'],
    [{ name: 'Negative', rate: -1 }, 'rate', 'rate: must be at least 0'],
    [{ name: '  ', rate: 5 }, 'name', 'name: Enter a name for the tax class'],
  ])('refuses %j with 400 naming the field', async (body, field, message) => {
    const res = await shop.owner.post('/tax-classes', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', field, message });
  });

  it('making another class the default moves shipping and the settings’ rate to it; the default cannot be unset or deleted', async () => {
    const reduced = (await shop.owner.post('/tax-classes', { name: 'Reduced', rate: 5 })).json();
    const standard = await classNamed(shop, 'Standard');
    expect((await shop.owner.put(`/tax-classes/${standard._id}`, { name: 'Standard', rate: 20, isDefault: false })).statusCode).toBe(409);
    expect((await shop.owner.del(`/tax-classes/${standard._id}`)).statusCode).toBe(409);
    expect((await shop.owner.put(`/tax-classes/${reduced._id}`, { name: 'Reduced', rate: 5, isDefault: true })).json()).toMatchObject({ isDefault: true });
    expect((await classNamed(shop, 'Standard')).isDefault).toBe(false);
    expect((await shop.owner.get('/setting/list')).json()[0].taxrate).toBe(5);
    const defaults = await t.database.owner.select().from(taxClasses).where(and(eq(taxClasses.cid, shop.cid), eq(taxClasses.isDefault, true)));
    expect(defaults).toHaveLength(1);
    // Saving the spec's tax rate sets the default class's rate.
    const [setting] = (await shop.owner.get('/setting/list')).json();
    await shop.owner.put(`/setting/update/${setting._id}`, { taxrate: 6, currency: 'GBP' });
    expect((await classNamed(shop, 'Reduced')).rate).toBe(6);
    // Back as it was for the tests that follow.
    await shop.owner.put(`/tax-classes/${standard._id}`, { name: 'Standard', rate: 20, isDefault: true });
  });

  it('a category picks a class; a class in use cannot be deleted; null goes back to the default', async () => {
    const zero = (await shop.owner.post('/tax-classes', { name: 'Books rate', rate: 0 })).json();
    const books = ((await shop.owner.get('/item/all')).json() as { _id: string; item: string; taxClassId: string | null }[]).find((i) => i.item === 'Books')!;
    expect(books.taxClassId).toBeNull();
    expect((await staff.put(`/item/${books._id}/tax-class`, { taxClassId: zero._id })).statusCode).toBe(403);
    expect((await shop.owner.put(`/item/${books._id}/tax-class`, { taxClassId: zero._id })).json()).toMatchObject({ taxClassId: zero._id });
    expect((await shop.owner.get('/item/list')).json().items.find((i: { item: string }) => i.item === 'Books').taxClassId).toBe(zero._id);
    const inUse = await shop.owner.del(`/tax-classes/${zero._id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toMatchObject({ code: 'IN_USE', message: 'Cannot delete "Books rate": 1 item category uses it' });
    const novel = await addProduct(shop, { upc: '5000001', item: 'Books', subname: 'Novel', price: 10 });
    expect((await ring(shop.owner, [{ _id: novel._id, saleqty: 1 }], 5)).json()).toMatchObject({ subtotal: 10, taxes: 1, total: 16 });
    expect((await shop.owner.put(`/item/${books._id}/tax-class`, { taxClassId: null })).json()).toMatchObject({ taxClassId: null });
    expect((await shop.owner.del(`/tax-classes/${zero._id}`)).statusCode).toBe(200);
  });

  it('another business’s class or category is not found, and nothing changes', async () => {
    const mine = (await shop.owner.post('/tax-classes', { name: 'Mine', rate: 3 })).json();
    const theirs = (await other.owner.get('/tax-classes')).json()[0];
    expect((await other.owner.put(`/tax-classes/${mine._id}`, { name: 'Stolen', rate: 50 })).statusCode).toBe(404);
    expect((await other.owner.del(`/tax-classes/${mine._id}`)).statusCode).toBe(404);
    const food = ((await shop.owner.get('/item/all')).json() as { _id: string; item: string }[]).find((i) => i.item === 'Food')!;
    const foreign = await shop.owner.put(`/item/${food._id}/tax-class`, { taxClassId: theirs._id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Tax class not found');
    expect((await other.owner.put(`/item/${food._id}/tax-class`, { taxClassId: theirs._id })).statusCode).toBe(404);
    expect((await classNamed(shop, 'Mine')).rate).toBe(3);
    expect(((await shop.owner.get('/item/all')).json() as { item: string; taxClassId: string | null }[]).find((i) => i.item === 'Food')!.taxClassId).toBeNull();
  });
});
