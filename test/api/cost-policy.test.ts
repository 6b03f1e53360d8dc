/**
 * Cost is the business's margin (src/domain/cost-policy.ts): every route that answers with an
 * inventory entry shows cost to admins, hides it from staff, and shows it to staff once an admin
 * allows it in Settings. Another business's switch changes nothing here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerBusiness, type ApiClient, type Business, type TestApp } from '../helpers/app';
import { seedProduct } from '../helpers/fixtures';

describe('who sees cost', () => {
  let t: TestApp;
  let shop: Business;
  let other: Business;
  let staff: ApiClient;
  let admin: ApiClient;
  let entryId: string;
  const upc = '400000000017';

  beforeAll(async () => {
    t = await buildTestApp();
    shop = await registerBusiness(t.app, { bname: 'Cost Shop' });
    other = await registerBusiness(t.app, { bname: 'Other Shop' });
    staff = await shop.addUser();
    admin = await shop.addUser({ isAdmin: true });
    // At its low level, so it shows on the low-inventory report too.
    entryId = (await seedProduct(t.database.owner, shop.cid, { upc, qty: 2, lowinventory: 2, costCents: 450, priceCents: 999 })).id;
    const settings = await shop.owner.post('/setting/add', { taxrate: 13, currency: 'CAD' });
    expect(settings.statusCode).toBe(201);
  });
  afterAll(() => t?.close());

  /** Every answer that carries an entry, as the given user sees it. */
  async function entriesSeenBy(user: ApiClient): Promise<{ route: string; entry: Record<string, unknown> }[]> {
    const list = await user.get('/inventory/list');
    const search = await user.get(`/inventory/list?keyword=${upc}&field=upc`);
    const edit = await user.get(`/inventory/edit/${entryId}`);
    const pos = await user.get('/pos/list');
    const scan = await user.get(`/pos/list?keyword=${upc}&field=upc&exact=1`);
    const low = await user.get('/reports/lowinventory');
    for (const res of [list, search, edit, pos, scan, low]) expect(res.statusCode).toBe(200);
    const find = (rows: { _id: string }[]) => rows.find((r) => r._id === entryId) as Record<string, unknown>;
    return [
      { route: '/inventory/list', entry: find(list.json().inventory) },
      { route: '/inventory/list?keyword', entry: find(search.json().inventory) },
      { route: '/inventory/edit/:id', entry: edit.json() },
      { route: '/pos/list', entry: find(pos.json().sales) },
      { route: '/pos/list (scan)', entry: find(scan.json().sales) },
      { route: '/reports/lowinventory', entry: find(low.json().lowinventory) },
    ];
  }

  it('admins see cost on every route that returns an entry, and in the summary', async () => {
    for (const user of [shop.owner, admin]) {
      for (const { route, entry } of await entriesSeenBy(user)) expect(entry, route).toMatchObject({ _id: entryId, cost: 4.5, price: 9.99 });
      expect((await user.get('/summary')).json()).toMatchObject({ inventorycost: 9, inventoryvalue: 19.98 });
    }
  });

  it('staff see no cost anywhere by default, prices as usual', async () => {
    for (const { route, entry } of await entriesSeenBy(staff)) {
      expect(entry, route).toMatchObject({ _id: entryId, price: 9.99 });
      expect(entry, route).not.toHaveProperty('cost');
    }
    const summary = (await staff.get('/summary')).json();
    expect(summary).toMatchObject({ inventoryvalue: 19.98 });
    expect(summary).not.toHaveProperty('inventorycost');
  });

  it('staff who add an entry type its cost but are not shown it back', async () => {
    await shop.owner.post('/item/add', { item: 'Snacks' });
    await shop.owner.post('/name/add', { manufacturer: 'Acme' });
    const res = await staff.post('/inventory/add', { upc: '400000000024', item: 'Snacks', manufacturer: 'Acme', subname: 'Crisps', qty: 3, lowinventory: 1, cost: 1.25, price: 2.5 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).not.toHaveProperty('cost');
    const stored = (await admin.get(`/inventory/edit/${res.json()._id}`)).json();
    expect(stored.cost).toBe(1.25);
  });

  it('staff cannot turn the switch on themselves', async () => {
    const id = (await shop.owner.get('/setting/list')).json()[0]._id;
    const res = await staff.put(`/setting/update/${id}`, { taxrate: 13, currency: 'CAD', staffSeeCost: true });
    expect(res.statusCode).toBe(403);
    expect((await shop.owner.get('/setting/list')).json()[0].staffSeeCost).toBe(false);
  });

  it('refuses a switch that is not true or false, changing nothing', async () => {
    const id = (await shop.owner.get('/setting/list')).json()[0]._id;
    const res = await shop.owner.put(`/setting/update/${id}`, { taxrate: 13, currency: 'CAD', staffSeeCost: 'maybe' });
    expect(res.statusCode).toBe(400);
    expect((await shop.owner.get('/setting/list')).json()[0].staffSeeCost).toBe(false);
  });

  it("another business's switch does not reach this business's staff", async () => {
    expect((await other.owner.post('/setting/add', { taxrate: 5, currency: 'USD', staffSeeCost: true })).statusCode).toBe(201);
    for (const { route, entry } of await entriesSeenBy(staff)) expect(entry, route).not.toHaveProperty('cost');
  });

  it('once an admin allows it, staff see cost everywhere; turning it off hides it again', async () => {
    const id = (await shop.owner.get('/setting/list')).json()[0]._id;
    const on = await admin.put(`/setting/update/${id}`, { taxrate: 13, currency: 'CAD', staffSeeCost: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ staffSeeCost: true, taxrate: 13 });
    for (const { route, entry } of await entriesSeenBy(staff)) expect(entry, route).toMatchObject({ cost: 4.5 });
    expect((await staff.get('/summary')).json()).toMatchObject({ inventorycost: expect.any(Number) });

    // An update that leaves the switch out keeps it as it is (the spec's form sends only rate and currency).
    expect((await admin.put(`/setting/update/${id}`, { taxrate: 12, currency: 'CAD' })).json()).toMatchObject({ staffSeeCost: true });
    expect((await admin.put(`/setting/update/${id}`, { taxrate: 13, currency: 'CAD', staffSeeCost: false })).statusCode).toBe(200);
    for (const { route, entry } of await entriesSeenBy(staff)) expect(entry, route).not.toHaveProperty('cost');
  });
});
