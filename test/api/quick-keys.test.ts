/** The terminal's quick keys (issue 16, item 4): GET and PUT /pos/quick-keys. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerBusiness, type TestApp } from '../helpers/app';
import { seedProduct, seedSettings } from '../helpers/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const idsOf = (body: { keys: { _id: string }[] }) => body.keys.map((k) => k._id);

describe('quick keys', () => {
  it('are set by an admin as an ordered grid and read at the till as products to sell', async () => {
    const shop = await registerBusiness(t.app);
    await seedSettings(t.database.owner, shop.cid, 5.5, 'EUR');
    const bread = (await seedProduct(t.database.owner, shop.cid, { subname: 'Baguette', priceCents: 120, qty: 40 })).id;
    const apples = (await seedProduct(t.database.owner, shop.cid, { subname: 'Apples per kg', priceCents: 399, qty: 0 })).id;
    const staff = await shop.addUser();
    expect((await staff.get('/pos/quick-keys')).json()).toEqual({ keys: [] });

    const saved = await shop.owner.put('/pos/quick-keys', { entries: [apples, bread] });
    expect(saved.statusCode).toBe(200);
    expect(idsOf(saved.json())).toEqual([apples, bread]);
    const read = (await staff.get('/pos/quick-keys')).json();
    expect(read.keys).toEqual([
      expect.objectContaining({ _id: apples, subname: 'Apples per kg', price: 3.99, qty: 0, taxRate: 5.5 }),
      expect.objectContaining({ _id: bread, subname: 'Baguette', price: 1.2, qty: 40 }),
    ]);
    // Staff do not see cost unless an admin lets them.
    expect(read.keys[0]).not.toHaveProperty('cost');

    // Reordered, then cleared.
    expect(idsOf((await shop.owner.put('/pos/quick-keys', { entries: [bread, apples] })).json())).toEqual([bread, apples]);
    expect((await shop.owner.put('/pos/quick-keys', { entries: [] })).json()).toEqual({ keys: [] });
  });

  it('refuse bad input with a clear message and keep the grid as it was', async () => {
    const shop = await registerBusiness(t.app);
    const other = await registerBusiness(t.app);
    const mine = (await seedProduct(t.database.owner, shop.cid)).id;
    const theirs = (await seedProduct(t.database.owner, other.cid)).id;
    await shop.owner.put('/pos/quick-keys', { entries: [mine] });
    const many = (await Promise.all(Array.from({ length: 25 }, () => seedProduct(t.database.owner, shop.cid)))).map((p) => p.id);
    for (const [body, message] of [
      [{ entries: [mine, mine] }, 'A product can have only one quick key'],
      [{ entries: many }, 'At most 24 quick keys'],
      [{ entries: [theirs] }, 'Quick keys can only hold products of your inventory'],
      [{ entries: ['no-such-product'] }, 'Quick keys can only hold products of your inventory'],
      [{ entries: [''] }, 'Each quick key must be a product id'],
      [{ entries: 'all' }, 'entries must be a list of product ids'],
      [{}, 'entries must be a list of product ids'],
    ] as const) {
      const res = await shop.owner.put('/pos/quick-keys', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(idsOf((await shop.owner.get('/pos/quick-keys')).json())).toEqual([mine]);
    // Another business's grid is its own.
    expect((await other.owner.get('/pos/quick-keys')).json()).toEqual({ keys: [] });
  });

  it('are chosen by admins only', async () => {
    const shop = await registerBusiness(t.app);
    const product = (await seedProduct(t.database.owner, shop.cid)).id;
    const staff = await shop.addUser();
    expect((await staff.put('/pos/quick-keys', { entries: [product] })).statusCode).toBe(403);
    expect((await shop.owner.get('/pos/quick-keys')).json()).toEqual({ keys: [] });
  });

  it('go with their product when it is deleted', async () => {
    const shop = await registerBusiness(t.app);
    const kept = (await seedProduct(t.database.owner, shop.cid)).id;
    const gone = (await seedProduct(t.database.owner, shop.cid)).id;
    await shop.owner.put('/pos/quick-keys', { entries: [gone, kept] });
    expect((await shop.owner.del(`/inventory/del/${gone}`)).statusCode).toBe(200);
    expect(idsOf((await shop.owner.get('/pos/quick-keys')).json())).toEqual([kept]);
  });
});
