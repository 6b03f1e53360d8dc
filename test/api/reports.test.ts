import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerBusiness, type Business, type TestApp } from '../helpers/app';
import { seedNames, seedProduct } from '../helpers/report-fixtures';

describe('GET /api/reports/lowinventory', () => {
  let t: TestApp;
  let shop: Business;
  let other: Business;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    // Pages of two rows make paging visible with a handful of products.
    t = await buildTestApp({ PAGE_SIZE: 2 });
    shop = await registerBusiness(t.app, { bname: 'Low Shop' });
    other = await registerBusiness(t.app, { bname: 'Other Shop' });
    const db = t.database.owner;
    ids.atLow = (await seedProduct(db, shop.cid, { manufacturer: 'Zeta', subname: 'Zinc', qty: 5, lowinventory: 5, costCents: 120, priceCents: 299 })).id;
    ids.empty = (await seedProduct(db, shop.cid, { manufacturer: 'acme', subname: 'Bolts', qty: 0, lowinventory: 3 })).id;
    ids.below = (await seedProduct(db, shop.cid, { manufacturer: 'Acme', subname: 'anvil', qty: 1, lowinventory: 4 })).id;
    ids.mid = (await seedProduct(db, shop.cid, { manufacturer: 'Midway', subname: 'Mops', qty: 2, lowinventory: 2 })).id;
    ids.aboveLow = (await seedProduct(db, shop.cid, { manufacturer: 'Acme', subname: 'Above', qty: 6, lowinventory: 5 })).id;
    ids.otherLow = (await seedProduct(db, other.cid, { manufacturer: 'Acme', subname: 'Foreign', qty: 0, lowinventory: 5 })).id;
  });
  afterAll(() => t?.close());

  it('lists rows at or under their low level, sorted by manufacturer then subname, paged', async () => {
    const first = await shop.owner.get('/reports/lowinventory');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ lowcount: 4, lowpage: 1, lowpages: 2 });
    const page2 = await shop.owner.get('/reports/lowinventory?lowpageNumber=2');
    expect(page2.json()).toMatchObject({ lowcount: 4, lowpage: 2, lowpages: 2 });
    const all = [...first.json().lowinventory, ...page2.json().lowinventory];
    expect(all.map((r: { _id: string }) => r._id)).toEqual([ids.below, ids.empty, ids.mid, ids.atLow]);
    expect(new Set(all.map((r: { _id: string }) => r._id)).size).toBe(4);
  });

  it('excludes qty one above the low level and other businesses', async () => {
    const rows = [...(await shop.owner.get('/reports/lowinventory?lowpageNumber=1')).json().lowinventory, ...(await shop.owner.get('/reports/lowinventory?lowpageNumber=2')).json().lowinventory];
    const found = rows.map((r: { _id: string }) => r._id);
    expect(found).not.toContain(ids.aboveLow);
    expect(found).not.toContain(ids.otherLow);
  });

  it('answers the inventory row shape with decimal money; admins see cost', async () => {
    const res = await shop.owner.get('/reports/lowinventory?lowpageNumber=2');
    const zeta = res.json().lowinventory.find((r: { _id: string }) => r._id === ids.atLow);
    expect(zeta).toMatchObject({ upc: expect.any(String), item: 'Snacks', manufacturer: 'Zeta', subname: 'Zinc', qty: 5, lowinventory: 5, cost: 1.2, price: 2.99, cid: shop.cid });
    expect(new Date(zeta.updatedAt).toString()).not.toBe('Invalid Date');
  });

  it('lets staff read the report without costs', async () => {
    const staff = await shop.addUser();
    const res = await staff.get('/reports/lowinventory');
    expect(res.statusCode).toBe(200);
    expect(res.json().lowinventory[0]).not.toHaveProperty('cost');
  });

  it('clamps a page beyond the last and treats nonsense as page 1', async () => {
    expect((await shop.owner.get('/reports/lowinventory?lowpageNumber=99')).json()).toMatchObject({ lowpage: 2 });
    expect((await shop.owner.get('/reports/lowinventory?lowpageNumber=abc')).json()).toMatchObject({ lowpage: 1 });
  });

  it('answers an empty report for a business with nothing low', async () => {
    const fresh = await registerBusiness(t.app);
    expect((await fresh.owner.get('/reports/lowinventory')).json()).toEqual({ lowinventory: [], lowcount: 0, lowpage: 1, lowpages: 0 });
  });

  it('refuses a signed-out caller', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/reports/lowinventory' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Not authorized, no token', code: 'UNAUTHORIZED' });
  });
});

describe('GET /api/summary', () => {
  let t: TestApp;
  let shop: Business;

  beforeAll(async () => {
    t = await buildTestApp();
    shop = await registerBusiness(t.app, { bname: 'Summary Shop' });
    const other = await registerBusiness(t.app, { bname: 'Noise Shop' });
    const db = t.database.owner;
    await seedProduct(db, shop.cid, { qty: 3, costCents: 150, priceCents: 299 });
    await seedProduct(db, shop.cid, { qty: 0, costCents: 1000, priceCents: 2000 });
    await seedProduct(db, shop.cid, { qty: 12, costCents: 5, priceCents: 19 });
    await seedNames(db, shop.cid, { items: ['Snacks', 'Drinks'], manufacturers: ['Acme', 'Bolt Co', 'Cargo'] });
    await seedProduct(db, other.cid, { qty: 1000, costCents: 100, priceCents: 200 });
    await seedNames(db, other.cid, { items: ['Other'], manufacturers: ['Other'] });
  });
  afterAll(() => t?.close());

  it('sums units, cost and retail value and counts items and manufacturers of the caller only', async () => {
    const res = await shop.owner.get('/summary');
    expect(res.statusCode).toBe(200);
    // units 3 + 0 + 12; cost 3*1.50 + 12*0.05; value 3*2.99 + 12*0.19
    expect(res.json()).toEqual({ inventoryCount: 15, manufacturerCount: 3, supplierCount: 0, itemCount: 2, inventorycost: 5.1, inventoryvalue: 11.25 });
  });

  it('sums large stock without overflowing 32-bit integers', async () => {
    const big = await registerBusiness(t.app);
    await seedProduct(t.database.owner, big.cid, { qty: 2_000_000_000, costCents: 999_99, priceCents: 1_999_99 });
    await seedProduct(t.database.owner, big.cid, { qty: 2_000_000_000, costCents: 1, priceCents: 1 });
    const res = await big.owner.get('/summary');
    expect(res.json()).toMatchObject({ inventoryCount: 4_000_000_000, inventorycost: 2_000_000_000 * 1000, inventoryvalue: 2_000_000_000 * 2000 });
  });

  it('answers zeros for an empty business', async () => {
    const fresh = await registerBusiness(t.app);
    expect((await fresh.owner.get('/summary')).json()).toEqual({ inventoryCount: 0, manufacturerCount: 0, supplierCount: 0, itemCount: 0, inventorycost: 0, inventoryvalue: 0 });
  });

  it("counts the business's own suppliers once it has any", async () => {
    const buyer = await registerBusiness(t.app);
    const other = await registerBusiness(t.app);
    expect((await buyer.owner.post('/suppliers', { name: 'Northwind' })).statusCode).toBe(201);
    expect((await buyer.owner.post('/suppliers', { name: 'Southwind' })).statusCode).toBe(201);
    expect((await other.owner.post('/suppliers', { name: 'Elsewhere' })).statusCode).toBe(201);
    expect((await buyer.owner.get('/summary')).json().supplierCount).toBe(2);
    expect((await other.owner.get('/summary')).json().supplierCount).toBe(1);
  });

  it('is open to any signed-in user (spec section 6) but not to a signed-out one', async () => {
    const staff = await shop.addUser();
    expect((await staff.get('/summary')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/summary' })).statusCode).toBe(401);
  });
});
