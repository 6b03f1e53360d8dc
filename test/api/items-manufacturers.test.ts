import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../src/domain/messages';
import { buildTestApp, client, registerBusiness, type ApiClient, type Business, type TestApp } from '../helpers/app';

/** Item categories (/item) and manufacturers (/name) behave alike; one table drives both. */
const areas = [
  { name: 'items', base: '/item', field: 'item', listKey: 'items', pageParam: 'pageNumberitem', pagesKey: 'pagesitem', pageKey: 'pageitem', taken: 'This item already exists' },
  { name: 'manufacturers', base: '/name', field: 'manufacturer', listKey: 'manufacturer', pageParam: 'pageNumbername', pagesKey: 'pagesname', pageKey: 'pagename', taken: 'This manufacturer already exists' },
] as const;

describe.each(areas)('$name API', (area) => {
  let t: TestApp;
  let biz: Business;
  let staff: ApiClient;
  let other: Business;
  const add = (c: ApiClient, name: unknown, extra: Record<string, unknown> = {}) => c.post(`${area.base}/add`, { [area.field]: name, ...extra });
  const names = (rows: Record<string, string>[]) => rows.map((r) => r[area.field]);

  beforeAll(async () => {
    t = await buildTestApp({ PAGE_SIZE: 2 });
    biz = await registerBusiness(t.app);
    other = await registerBusiness(t.app);
    staff = await biz.addUser();
  });
  afterAll(() => t?.close());

  it('adds for an admin, in the caller business', async () => {
    const res = await add(biz.owner, '  Beverages ', { cid: biz.cid });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ [area.field]: 'Beverages', cid: biz.cid });
    expect(res.json()._id).toEqual(expect.any(String));
  });

  it('refuses a blank name, a duplicate in any case, a foreign cid, staff and the signed out', async () => {
    for (const blank of ['', '   ', undefined]) {
      const res = await add(biz.owner, blank);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG.fillInAllFields);
    }
    const dup = await add(biz.owner, 'BEVERAGES');
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(area.taken);
    expect((await add(other.owner, 'Beverages')).statusCode).toBe(201);
    expect((await add(biz.owner, 'Snacks', { cid: other.cid })).statusCode).toBe(403);
    const byStaff = await add(staff, 'Snacks');
    expect(byStaff.statusCode).toBe(403);
    expect(byStaff.json().message).toBe(MSG.notAuthorizedAdmin);
    expect((await add(client(t.app, null), 'Snacks')).statusCode).toBe(401);
  });

  it('lists pages sorted by name for anyone signed in, with the spec keys', async () => {
    for (const n of ['dairy', 'Apples', 'Candy']) expect((await add(biz.owner, n)).statusCode).toBe(201);
    const res = await staff.get(`${area.base}/list?${area.pageParam}=1`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual([area.listKey, area.pageKey, area.pagesKey, 'count', 'pageSize'].sort());
    expect(body).toMatchObject({ count: 4, [area.pagesKey]: 2, [area.pageKey]: 1 });
    expect(names(body[area.listKey])).toEqual(['Apples', 'Beverages']);
    const last = (await staff.get(`${area.base}/list?${area.pageParam}=2`)).json();
    expect(names(last[area.listKey])).toEqual(['Candy', 'dairy']);
    for (const [p, page] of [['0', 1], ['x', 1], ['50', 2]] as const) {
      const r = await staff.get(`${area.base}/list?${area.pageParam}=${p}`);
      expect(r.statusCode).toBe(200);
      expect(r.json()[area.pageKey]).toBe(page);
    }
  });

  it('searches by keyword and shows none of another business', async () => {
    const res = (await staff.get(`${area.base}/list?keyword=AND`)).json();
    expect(names(res[area.listKey])).toEqual(['Candy']);
    const none = (await staff.get(`${area.base}/list?keyword=zzz`)).json();
    expect(none).toMatchObject({ count: 0, [area.listKey]: [], [area.pagesKey]: 0, [area.pageKey]: 1 });
    const theirs = (await other.owner.get(`${area.base}/list`)).json();
    expect(names(theirs[area.listKey])).toEqual(['Beverages']);
    expect((await client(t.app, null).get(`${area.base}/list`)).statusCode).toBe(401);
  });

  it('GET /all returns every name as an array', async () => {
    const res = await staff.get(`${area.base}/all`);
    expect(res.statusCode).toBe(200);
    expect(names(res.json())).toEqual(['Apples', 'Beverages', 'Candy', 'dairy']);
  });

  it('deletes for an admin only, 404 for another business, 409 while entries use it', async () => {
    const all: { _id: string; [k: string]: string }[] = (await biz.owner.get(`${area.base}/all`)).json();
    const candy = all.find((r) => r[area.field] === 'Candy')!;
    const apples = all.find((r) => r[area.field] === 'Apples')!;
    // An entry needs both lists filled; use this area's Apples and the other list's first name.
    await biz.owner.post('/item/add', { item: 'Apples' });
    await biz.owner.post('/name/add', { manufacturer: 'Apples' });
    const made = await biz.owner.post('/inventory/add', { upc: '7100001', item: 'Apples', manufacturer: 'Apples', subname: 'Gala', qty: 1, lowinventory: 0, cost: 1, price: 2 });
    expect(made.statusCode).toBe(201);

    expect((await staff.del(`${area.base}/del/${candy._id}`)).statusCode).toBe(403);
    expect((await other.owner.del(`${area.base}/del/${candy._id}`)).statusCode).toBe(404);
    expect((await biz.owner.del(`${area.base}/del/${candy._id}`)).statusCode).toBe(200);
    expect((await biz.owner.del(`${area.base}/del/${candy._id}`)).statusCode).toBe(404);

    const used = await biz.owner.del(`${area.base}/del/${apples._id}`);
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toBe('Cannot delete "Apples": 1 inventory entry uses it');
    expect((await biz.owner.del(`/inventory/del/${made.json()._id}`)).statusCode).toBe(200);
    expect((await biz.owner.del(`${area.base}/del/${apples._id}`)).statusCode).toBe(200);
  });
});
