import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../src/domain/messages';
import { buildTestApp, client, registerBusiness, type ApiClient, type Business, type TestApp } from '../helpers/app';

type Entry = { _id: string; upc: string; item: string; manufacturer: string; subname: string; qty: number; lowinventory: number; cost: number; price: number; cid: string; updatedAt: string };

const entry = (over: Record<string, unknown> = {}) => ({
  upc: '0001',
  manufacturer: 'Acme',
  subname: 'Blue widget',
  item: 'Widgets',
  qty: 5,
  lowinventory: 2,
  cost: 1.5,
  price: 3.25,
  ...over,
});

async function seedLists(owner: ApiClient) {
  for (const item of ['Widgets', 'Gadgets']) expect((await owner.post('/item/add', { item })).statusCode).toBe(201);
  for (const manufacturer of ['Acme', 'Globex']) expect((await owner.post('/name/add', { manufacturer })).statusCode).toBe(201);
}

describe('inventory API', () => {
  let t: TestApp;
  let biz: Business;
  let staff: ApiClient;
  let other: Business;

  beforeAll(async () => {
    t = await buildTestApp({ PAGE_SIZE: 3 });
    biz = await registerBusiness(t.app, { bname: 'Inv Shop' });
    other = await registerBusiness(t.app, { bname: 'Other Shop' });
    staff = await biz.addUser();
    await seedLists(biz.owner);
    await seedLists(other.owner);
  });
  afterAll(() => t?.close());

  describe('POST /inventory/add', () => {
    it('adds an entry for any signed-in user, in their business, with money as decimals', async () => {
      const res = await staff.post('/inventory/add', entry({ upc: '7000001', item: 'widgets', manufacturer: 'ACME', cost: '1.10', price: 2 }));
      expect(res.statusCode).toBe(201);
      const body: Entry = res.json();
      // The listed spelling of the category and manufacturer is kept.
      expect(body).toMatchObject({ upc: '7000001', item: 'Widgets', manufacturer: 'Acme', qty: 5, lowinventory: 2, price: 2, cid: biz.cid });
      expect(new Date(body.updatedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
      // Staff type the cost but are not shown it (src/domain/cost-policy.ts); an admin sees it stored.
      expect(body).not.toHaveProperty('cost');
      expect((await biz.owner.get(`/inventory/edit/${body._id}`)).json()).toMatchObject({ cost: 1.1 });
    });

    it.each([
      ['upc missing', { upc: undefined }],
      ['blank subname', { subname: '  ' }],
      ['qty missing', { qty: undefined }],
      ['price empty', { price: '' }],
      ['missing field wins over a bad qty', { upc: '', qty: 0 }],
    ])('refuses %s with the spec message', async (_name, over) => {
      const res = await biz.owner.post('/inventory/add', entry({ upc: '7000002', ...over }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG.fillInAllFields);
    });

    it.each([0, -3, '0'])('refuses qty %s', async (qty) => {
      const res = await biz.owner.post('/inventory/add', entry({ upc: '7000003', qty }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG.qtyNotPositive);
    });

    it.each([
      [{ cost: 0 }, 'cost: must be at least 0.01'],
      [{ price: 0.001 }, 'price: must be at least 0.01'],
      [{ price: 1.234 }, 'price: must have at most 2 decimals'],
      [{ lowinventory: -1 }, 'lowinventory: must be at least 0'],
      [{ lowinventory: 1.5 }, 'lowinventory: must be a whole number'],
      [{ qty: 'many' }, 'qty: must be a number'],
    ])('refuses %j', async (over, message) => {
      const res = await biz.owner.post('/inventory/add', entry({ upc: '7000004', ...over }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    });

    it('refuses an item or manufacturer the business has not listed', async () => {
      const a = await biz.owner.post('/inventory/add', entry({ upc: '7000005', item: 'Nope' }));
      expect(a.statusCode).toBe(400);
      expect(a.json().message).toMatch(/^item: "Nope" is not in your item list/);
      const b = await biz.owner.post('/inventory/add', entry({ upc: '7000005', manufacturer: 'Initech' }));
      expect(b.statusCode).toBe(400);
      expect(b.json().message).toMatch(/^manufacturer: /);
    });

    it('refuses a duplicate UPC within the business with 409, but not across businesses', async () => {
      expect((await biz.owner.post('/inventory/add', entry({ upc: '7000006' }))).statusCode).toBe(201);
      const again = await staff.post('/inventory/add', entry({ upc: '7000006' }));
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('An inventory entry with this UPC already exists');
      expect((await other.owner.post('/inventory/add', entry({ upc: '7000006' }))).statusCode).toBe(201);
    });

    it('forbids naming another business in the body and needs a session', async () => {
      const res = await biz.owner.post('/inventory/add', entry({ upc: '7000007', cid: other.cid }));
      expect(res.statusCode).toBe(403);
      expect((await biz.owner.post('/inventory/add', entry({ upc: '7000008', cid: biz.cid }))).statusCode).toBe(201);
      const anon = await client(t.app, null).post('/inventory/add', entry({ upc: '7000009' }));
      expect(anon.statusCode).toBe(401);
      expect(anon.json().message).toBe(MSG.notAuthorizedNoToken);
    });
  });

  describe('GET /inventory/list', () => {
    let shop: Business;
    beforeAll(async () => {
      shop = await registerBusiness(t.app, { bname: 'List Shop' });
      await seedLists(shop.owner);
      const rows = [
        entry({ upc: '1110001', manufacturer: 'Acme', subname: 'Red 50% sale' }),
        entry({ upc: '2220002', manufacturer: 'Globex', subname: 'Green_thing' }),
        entry({ upc: '3330003', manufacturer: 'Acme', subname: 'Blue hat' }),
        entry({ upc: '4440004', manufacturer: 'Globex', subname: 'Red hat' }),
        entry({ upc: '5550005', manufacturer: 'Acme', subname: 'Yellow' }),
      ];
      for (const r of rows) expect((await shop.owner.post('/inventory/add', r)).statusCode).toBe(201);
    });

    it('pages the business entries, newest change first, with the spec keys', async () => {
      const res = await shop.owner.get('/inventory/list?pageNumber=1');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(['count', 'inventory', 'page', 'pageSize', 'pages']);
      expect(body).toMatchObject({ count: 5, page: 1, pages: 2 });
      expect(body.inventory.map((e: Entry) => e.upc)).toEqual(['5550005', '4440004', '3330003']);
      expect(body.inventory.every((e: Entry) => e.cid === shop.cid)).toBe(true);
      const page2 = (await shop.owner.get('/inventory/list?pageNumber=2')).json();
      expect(page2).toMatchObject({ page: 2, pages: 2, count: 5 });
      expect(page2.inventory.map((e: Entry) => e.upc)).toEqual(['2220002', '1110001']);
    });

    it.each([
      ['0', 1],
      ['-4', 1],
      ['abc', 1],
      ['', 1],
      ['99', 2],
      ['1e9', 1],
    ])('treats pageNumber=%s as page %i', async (pageNumber, page) => {
      const res = await shop.owner.get(`/inventory/list?pageNumber=${pageNumber}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ page, pages: 2, count: 5 });
      expect(res.json().inventory.length).toBeGreaterThan(0);
    });

    it('searches each field case-insensitively by substring', async () => {
      const upcs = async (q: string) => ((await shop.owner.get(`/inventory/list?${q}`)).json().inventory as Entry[]).map((e) => e.upc).sort();
      expect(await upcs('keyword=2-20&field=upc')).toEqual(['2220002']);
      expect(await upcs('keyword=GLOB&field=manufacturer')).toEqual(['2220002', '4440004']);
      expect(await upcs('keyword=red&field=subname')).toEqual(['1110001', '4440004']);
      // No field means subname, as the terminal's search does.
      expect(await upcs('keyword=HAT')).toEqual(['3330003', '4440004']);
    });

    it('matches % and _ literally', async () => {
      const pct = (await shop.owner.get('/inventory/list?keyword=50%25&field=subname')).json();
      expect(pct.inventory.map((e: Entry) => e.upc)).toEqual(['1110001']);
      const under = (await shop.owner.get('/inventory/list?keyword=d_h&field=subname')).json();
      expect(under.count).toBe(0);
      expect(under).toMatchObject({ inventory: [], page: 1, pages: 0 });
    });

    it('pages a search and never shows another business', async () => {
      const res = (await shop.owner.get('/inventory/list?keyword=E&field=manufacturer&pageNumber=2')).json();
      expect(res).toMatchObject({ count: 5, page: 2, pages: 2 });
      const past = (await shop.owner.get('/inventory/list?keyword=E&field=manufacturer&pageNumber=99')).json();
      expect(past).toMatchObject({ count: 5, page: 2, pages: 2 });
      expect(past.inventory.map((e: Entry) => e.upc)).toEqual(['2220002', '1110001']);
      expect((await other.owner.get('/inventory/list?keyword=hat')).json().count).toBe(0);
    });

    it('refuses an unknown field and a signed-out caller', async () => {
      expect((await shop.owner.get('/inventory/list?field=price')).statusCode).toBe(400);
      expect((await client(t.app, null).get('/inventory/list')).statusCode).toBe(401);
    });
  });

  describe('edit, update, bulk update and delete', () => {
    let e: Entry;
    beforeAll(async () => {
      const res = await biz.owner.post('/inventory/add', entry({ upc: '7000010', qty: 4 }));
      e = res.json();
    });

    it('GET /inventory/edit/{id} returns the entry to anyone signed in, 404 to another business', async () => {
      const res = await staff.get(`/inventory/edit/${e._id}`);
      expect(res.statusCode).toBe(200);
      const { cost: _cost, ...withoutCost } = e;
      expect(res.json()).toEqual(withoutCost);
      expect((await biz.owner.get(`/inventory/edit/${e._id}`)).json()).toEqual(e);
      expect((await other.owner.get(`/inventory/edit/${e._id}`)).statusCode).toBe(404);
      expect((await biz.owner.get('/inventory/edit/no-such-id')).statusCode).toBe(404);
    });

    it('PUT /inventory/upd/{id} adds the quantity and replaces the other fields', async () => {
      const res = await biz.owner.put(`/inventory/upd/${e._id}`, { ...e, qty: 3, subname: 'Renamed', item: 'Gadgets', manufacturer: 'globex', cost: 2, price: 4.5, lowinventory: 1 });
      expect(res.statusCode).toBe(200);
      const upd: Entry = res.json();
      expect(upd).toMatchObject({ qty: 7, subname: 'Renamed', item: 'Gadgets', manufacturer: 'Globex', cost: 2, price: 4.5, lowinventory: 1 });
      expect(new Date(upd.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(e.updatedAt).getTime());
      e = upd;
    });

    it('adds concurrent receipts without losing any', async () => {
      const before = (await biz.owner.get(`/inventory/edit/${e._id}`)).json().qty;
      const results = await Promise.all(Array.from({ length: 8 }, () => biz.owner.put(`/inventory/upd/${e._id}`, { ...e, qty: 1 })));
      expect(results.every((r) => r.statusCode === 200)).toBe(true);
      expect((await biz.owner.get(`/inventory/edit/${e._id}`)).json().qty).toBe(before + 8);
    });

    it('treats a blank quantity as nothing added and refuses going below 0', async () => {
      const now = (await biz.owner.get(`/inventory/edit/${e._id}`)).json();
      const same = await biz.owner.put(`/inventory/upd/${e._id}`, { ...now, qty: '' });
      expect(same.json().qty).toBe(now.qty);
      const minus = await biz.owner.put(`/inventory/upd/${e._id}`, { ...now, qty: -1 });
      expect(minus.json().qty).toBe(now.qty - 1);
      const tooMany = await biz.owner.put(`/inventory/upd/${e._id}`, { ...now, qty: -1000 });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().message).toMatch(/cannot go below 0/);
      e = (await biz.owner.get(`/inventory/edit/${e._id}`)).json();
    });

    it('PUT /inventory/upd validates like add and keeps UPCs unique', async () => {
      const blank = await biz.owner.put(`/inventory/upd/${e._id}`, { ...e, subname: '' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().message).toBe(MSG.fillInAllFields);
      expect((await biz.owner.put(`/inventory/upd/${e._id}`, { ...e, cost: 0 })).statusCode).toBe(400);
      const dup = await biz.owner.put(`/inventory/upd/${e._id}`, { ...e, upc: '7000006' });
      expect(dup.statusCode).toBe(409);
      const wrongId = await biz.owner.put(`/inventory/upd/${e._id}`, { ...e, _id: 'someone-else' });
      expect(wrongId.statusCode).toBe(400);
    });

    it('PUT /inventory/upd is admin only and scoped to the business', async () => {
      const byStaff = await staff.put(`/inventory/upd/${e._id}`, { ...e, qty: 1 });
      expect(byStaff.statusCode).toBe(403);
      expect(byStaff.json().message).toBe(MSG.notAuthorizedAdmin);
      expect((await other.owner.put(`/inventory/upd/${e._id}`, { ...e, cid: undefined, qty: 1 })).statusCode).toBe(404);
      expect((await other.owner.put(`/inventory/upd/${e._id}`, { ...e, qty: 1 })).statusCode).toBe(403);
      expect((await client(t.app, null).put(`/inventory/upd/${e._id}`, { ...e, qty: 1 })).statusCode).toBe(401);
    });

    it('PUT /inventory/updm/{id}?objcount sets the counted quantity', async () => {
      const res = await biz.owner.put(`/inventory/updm/${e._id}?objcount=2`, { ...e, qty: 0 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ qty: 0, upc: e.upc });
      const neg = await biz.owner.put(`/inventory/updm/${e._id}`, { ...e, qty: -1 });
      expect(neg.statusCode).toBe(400);
      expect((await biz.owner.put(`/inventory/updm/${e._id}`, { ...e, qty: undefined })).json().message).toBe(MSG.fillInAllFields);
      expect((await staff.put(`/inventory/updm/${e._id}`, { ...e, qty: 9 })).statusCode).toBe(403);
      expect((await other.owner.put(`/inventory/updm/${e._id}`, { ...e, cid: undefined, qty: 9 })).statusCode).toBe(404);
    });

    it('DELETE /inventory/del/{id} is admin only, scoped, and removes the entry', async () => {
      expect((await staff.del(`/inventory/del/${e._id}`)).statusCode).toBe(403);
      expect((await other.owner.del(`/inventory/del/${e._id}`)).statusCode).toBe(404);
      const res = await biz.owner.del(`/inventory/del/${e._id}`);
      expect(res.statusCode).toBe(200);
      expect((await biz.owner.get(`/inventory/edit/${e._id}`)).statusCode).toBe(404);
      expect((await biz.owner.del(`/inventory/del/${e._id}`)).statusCode).toBe(404);
    });
  });
});
