/** The getting-started checklist and the sample catalogue (issue 18, item 1). */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventory, items, manufacturers, stockMovements } from '../../src/server/db/schema';
import { SAMPLE_UPCS } from '../../src/server/services/getting-started';
import { buildTestApp, registerBusiness, type TestApp } from '../helpers/app';
import { seedProduct, seedSettings } from '../helpers/fixtures';
import { firstRegister, sell } from '../helpers/money';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const stepsOf = (body: { steps: { key: string; done: boolean }[] }) => Object.fromEntries(body.steps.map((s) => [s.key, s.done]));

describe('the getting-started checklist', () => {
  it('ticks itself off as the shop adds products, sets its tax, opens the till and sells', async () => {
    const shop = await registerBusiness(t.app);
    const fresh = await shop.owner.get('/getting-started');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toEqual({
      dismissed: false,
      sampleProducts: false,
      steps: [
        { key: 'products', done: false },
        { key: 'tax', done: false },
        { key: 'till', done: false },
        { key: 'sale', done: false },
        // The spec's sign-up asks for the address and phone.
        { key: 'details', done: true },
      ],
    });
    await seedSettings(t.database.owner, shop.cid, 13, 'CAD');
    const product = await seedProduct(t.database.owner, shop.cid);
    const register = await firstRegister(shop.owner);
    expect((await shop.owner.post(`/registers/${register}/shifts`, { float: 0 })).statusCode).toBe(201);
    expect(stepsOf((await shop.owner.get('/getting-started')).json())).toEqual({ products: true, tax: true, till: true, sale: false, details: true });
    expect((await sell(shop.owner, [{ product, qty: 1 }], { register })).statusCode).toBe(201);
    expect(stepsOf((await shop.owner.get('/getting-started')).json())).toEqual({ products: true, tax: true, till: true, sale: true, details: true });
  });

  it('can be put away and brought back', async () => {
    const shop = await registerBusiness(t.app);
    expect((await shop.owner.put('/getting-started', { dismissed: true })).json().dismissed).toBe(true);
    expect((await shop.owner.get('/getting-started')).json().dismissed).toBe(true);
    expect((await shop.owner.put('/getting-started', { dismissed: false })).json().dismissed).toBe(false);
    const bad = await shop.owner.put('/getting-started', { dismissed: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('dismissed must be true or false');
  });

  it('is for admins, and each business has its own', async () => {
    const shop = await registerBusiness(t.app);
    const staff = await shop.addUser();
    expect((await staff.get('/getting-started')).statusCode).toBe(403);
    expect((await staff.post('/getting-started/sample-products')).statusCode).toBe(403);
    const other = await registerBusiness(t.app);
    await shop.owner.put('/getting-started', { dismissed: true });
    expect((await other.owner.get('/getting-started')).json().dismissed).toBe(false);
  });
});

describe('the sample catalogue', () => {
  it('adds a dozen products through the ledger (not counted as the shop’s own), once, and removes them in one click', async () => {
    const shop = await registerBusiness(t.app);
    await seedSettings(t.database.owner, shop.cid, 0, 'JPY');
    const added = await shop.owner.post('/getting-started/sample-products');
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ count: 12 });
    const rows = await t.database.owner.select().from(inventory).where(eq(inventory.cid, shop.cid));
    expect(rows.map((r) => r.upc).sort()).toEqual([...SAMPLE_UPCS].sort());
    expect(rows.find((r) => r.subname === 'Sourdough loaf')).toMatchObject({ priceCents: 550, qty: 12 });
    const moves = await t.database.owner.select().from(stockMovements).where(and(eq(stockMovements.cid, shop.cid), eq(stockMovements.reason, 'create')));
    expect(moves).toHaveLength(12);
    const status = (await shop.owner.get('/getting-started')).json();
    expect(status.sampleProducts).toBe(true);
    expect(stepsOf(status).products).toBe(false);
    const twice = await shop.owner.post('/getting-started/sample-products');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('The sample products are already in your inventory');

    // The shop's own bread stays, and so does the category it uses.
    await seedProduct(t.database.owner, shop.cid, { item: 'Bakery', manufacturer: 'Own Oven', subname: 'Rye' });
    const removed = await shop.owner.del('/getting-started/sample-products');
    expect(removed.json()).toEqual({ count: 12 });
    expect((await t.database.owner.select().from(inventory).where(eq(inventory.cid, shop.cid))).map((r) => r.subname)).toEqual(['Rye']);
    const categories = (await t.database.owner.select().from(items).where(eq(items.cid, shop.cid))).map((r) => r.item);
    expect(categories).toEqual(['Bakery']);
    expect(await t.database.owner.select().from(manufacturers).where(eq(manufacturers.cid, shop.cid))).toEqual([]);
    expect((await shop.owner.get('/getting-started')).json().sampleProducts).toBe(false);
  });
});
