/** The terminal's catalogue on the device: GET /pos/catalog, whole and as deltas (issue 15, item 2). */
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerBusiness, type TestApp } from '../helpers/app';
import { seedProduct, seedSettings } from '../helpers/fixtures';
import { sell } from '../helpers/money';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

interface Catalog {
  entries: { _id: string; subname: string; price: number; qty: number; taxRate: number }[];
  deleted: string[];
  cursor: string;
  full: boolean;
}

const idsOf = (c: Catalog) => c.entries.map((e) => e._id).sort();

describe('the catalogue on the device', () => {
  it('comes whole first, then as the changes since the cursor: prices, stock sold, new and deleted products', async () => {
    const shop = await registerBusiness(t.app);
    await seedSettings(t.database.owner, shop.cid, 13, 'CAD');
    const a = await seedProduct(t.database.owner, shop.cid, { subname: 'Hammer', priceCents: 1250, qty: 5 });
    const b = await seedProduct(t.database.owner, shop.cid, { subname: 'Chisel', qty: 0 });
    const c = await seedProduct(t.database.owner, shop.cid, { subname: 'Wrench' });

    expect((await shop.owner.post('/item/add', { item: 'Snacks' })).statusCode).toBe(201);
    expect((await shop.owner.post('/name/add', { manufacturer: 'Acme' })).statusCode).toBe(201);
    const first = (await shop.owner.get('/pos/catalog')).json() as Catalog;
    expect(first.full).toBe(true);
    expect(idsOf(first)).toEqual([a.id, b.id, c.id].sort());
    expect(first.entries.find((e) => e._id === a.id)).toMatchObject({ subname: 'Hammer', price: 12.5, qty: 5, taxRate: 13 });
    expect(first.cursor).toMatch(/^\d+$/);

    // Nothing changed: nothing but what a transaction still open at the cursor may have written.
    const quiet = (await shop.owner.get(`/pos/catalog?since=${first.cursor}`)).json() as Catalog;
    expect(quiet.full).toBe(false);
    expect(quiet.deleted).toEqual([]);

    const edited = await shop.owner.put(`/inventory/upd/${a.id}`, { upc: a.upc, item: a.item, manufacturer: a.manufacturer, subname: 'Claw hammer', qty: 0, lowinventory: 1, cost: 5, price: 13 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await sell(shop.owner, [{ product: c, qty: 2 }])).statusCode).toBe(201);
    expect((await shop.owner.del(`/inventory/del/${b.id}`)).statusCode).toBe(200);
    const added = await seedProduct(t.database.owner, shop.cid, { subname: 'Pliers' });

    const delta = (await shop.owner.get(`/pos/catalog?since=${first.cursor}`)).json() as Catalog;
    expect(delta.full).toBe(false);
    expect(idsOf(delta)).toEqual([a.id, c.id, added.id].sort());
    expect(delta.entries.find((e) => e._id === a.id)).toMatchObject({ subname: 'Claw hammer', price: 13 });
    expect(delta.entries.find((e) => e._id === c.id)?.qty).toBe(8);
    expect(delta.deleted).toEqual([b.id]);

    // The next delta starts after these.
    const after = (await shop.owner.get(`/pos/catalog?since=${delta.cursor}`)).json() as Catalog;
    expect(after.deleted).toEqual([]);
    expect(after.entries.map((e) => e._id)).not.toContain(c.id);
  });

  it("never carries another business's products or deletions, and staff get it too (without cost)", async () => {
    const shop = await registerBusiness(t.app);
    const other = await registerBusiness(t.app);
    const mine = await seedProduct(t.database.owner, shop.cid);
    const staff = await shop.addUser();
    const start = (await staff.get('/pos/catalog')).json() as Catalog;
    expect(idsOf(start)).toEqual([mine.id]);
    expect(start.entries[0]).not.toHaveProperty('cost');
    const theirs = await seedProduct(t.database.owner, other.cid);
    expect((await other.owner.del(`/inventory/del/${theirs.id}`)).statusCode).toBe(200);
    await seedProduct(t.database.owner, other.cid);
    const delta = (await staff.get(`/pos/catalog?since=${start.cursor}`)).json() as Catalog;
    expect(delta.entries).toEqual([]);
    expect(delta.deleted).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/pos/catalog' })).statusCode).toBe(401);
  });

  it("carries each entry as the inventory list shows it, with its category's tax rate", async () => {
    const shop = await registerBusiness(t.app);
    await seedSettings(t.database.owner, shop.cid, 13, 'CAD');
    await seedProduct(t.database.owner, shop.cid, { subname: 'Crème brûlée', priceCents: 1999, qty: 3 });
    await seedProduct(t.database.owner, shop.cid, { subname: 'Loaf', priceCents: 250, qty: 0 });
    const listed = (await shop.owner.get('/inventory/list?pageNumber=1')).json() as { inventory: Record<string, unknown>[] };
    const catalog = (await shop.owner.get('/pos/catalog')).json() as { entries: Record<string, unknown>[] };
    const byId = new Map(catalog.entries.map((e) => [e._id, e]));
    expect(listed.inventory).toHaveLength(2);
    for (const row of listed.inventory) expect(byId.get(row._id)).toEqual({ ...row, taxRate: 13 });
  });

  it('answers a cursor this database never gave with the whole catalogue, and refuses one that is not a cursor', async () => {
    const shop = await registerBusiness(t.app);
    const p = await seedProduct(t.database.owner, shop.cid);
    const future = (await shop.owner.get('/pos/catalog?since=9000000000000000000')).json() as Catalog;
    expect(future.full).toBe(true);
    expect(idsOf(future)).toEqual([p.id]);
    for (const bad of ['abc', '-1', '1.5', '', '99999999999999999999']) {
      const res = await shop.owner.get(`/pos/catalog?since=${encodeURIComponent(bad)}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toContain('since must be a cursor from an earlier answer');
    }
  });

  it('is gzipped for clients that take it, once it is large', async () => {
    const shop = await registerBusiness(t.app);
    for (let i = 0; i < 80; i++) await seedProduct(t.database.owner, shop.cid, { subname: `Product number ${i}` });
    const res = await t.app.inject({ method: 'GET', url: '/api/pos/catalog', headers: { authorization: `Bearer ${shop.owner.token}`, 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(res.rawPayload).toString('utf8')) as Catalog;
    expect(body.entries).toHaveLength(80);
  });
});
