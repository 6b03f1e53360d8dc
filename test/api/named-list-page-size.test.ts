/**
 * Rows per page on the item-category and manufacturer lists: the same closed list of sizes as the
 * inventory list, the server's own size when none is asked for, and the usual business scoping.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, registerBusiness, type ApiClient, type Business, type TestApp } from '../helpers/app';

const areas = [
  { name: 'item categories', base: '/item', field: 'item', listKey: 'items', pageParam: 'pageNumberitem', pagesKey: 'pagesitem' },
  { name: 'manufacturers', base: '/name', field: 'manufacturer', listKey: 'manufacturer', pageParam: 'pageNumbername', pagesKey: 'pagesname' },
] as const;

describe.each(areas)('$name list page size', (area) => {
  let t: TestApp;
  let shop: Business;
  let other: Business;
  const list = async (query: string, who: ApiClient = shop.owner) => {
    const res = await who.get(`${area.base}/list?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Record<string, unknown> & { count: number; pageSize: number };
  };
  const names = (body: Record<string, unknown>) => (body[area.listKey] as Record<string, string>[]).map((r) => r[area.field]);

  beforeAll(async () => {
    t = await buildTestApp({ PAGE_SIZE: 2 });
    shop = await registerBusiness(t.app, { bname: 'Named Lists' });
    other = await registerBusiness(t.app, { bname: 'Other Named Lists' });
    for (let i = 0; i < 12; i++) expect((await shop.owner.post(`${area.base}/add`, { [area.field]: `Name ${String(i).padStart(2, '0')}` })).statusCode).toBe(201);
    expect((await other.owner.post(`${area.base}/add`, { [area.field]: 'Elsewhere' })).statusCode).toBe(201);
  });
  afterAll(() => t?.close());

  it('keeps the server page size unless another is asked for, and says which it used', async () => {
    expect(await list(`${area.pageParam}=1`)).toMatchObject({ count: 12, [area.pagesKey]: 6, pageSize: 2 });
    const ten = await list(`${area.pageParam}=2&pageSize=10`);
    expect(ten).toMatchObject({ count: 12, [area.pagesKey]: 2, pageSize: 10 });
    expect(names(ten)).toEqual(['Name 10', 'Name 11']);
    expect(names(await list('pageSize=25'))).toHaveLength(12);
  });

  it.each(['3', '0', '200', 'many'])('refuses pageSize=%s with a clear 400', async (size) => {
    const res = await shop.owner.get(`${area.base}/list?pageSize=${size}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'VALIDATION', field: 'pageSize', message: 'pageSize: must be one of 10, 25, 50 or 100' });
  });

  it('is for anyone signed in, and never shows another business', async () => {
    const staff = await shop.addUser();
    expect(names(await list('pageSize=50', staff))).toHaveLength(12);
    expect((await client(t.app, null).get(`${area.base}/list?pageSize=25`)).statusCode).toBe(401);
    expect(names(await list('pageSize=100', other.owner))).toEqual(['Elsewhere']);
  });
});
