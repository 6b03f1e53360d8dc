/**
 * GET /inventory/list's page size and sort: closed lists of both, a total order for every sort (so
 * paging never repeats or skips an entry), and the same business scoping as the plain list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVENTORY_SORT_KEYS, type TInventorySortKey } from '../../src/domain/schemas/inventory';
import { buildTestApp, client, registerBusiness, type Business, type TestApp } from '../helpers/app';

type Row = { _id: string; upc: string; item: string; manufacturer: string; subname: string; qty: number; price: number; cost?: number; cid: string; updatedAt: string };

const ITEMS = ['Widgets', 'gadgets', 'Bolts'];
const MAKERS = ['Acme', 'globex', 'Initech'];

/** Twelve entries with repeated names, quantities and prices, so the tie-break decides some places. */
const ENTRIES = Array.from({ length: 12 }, (_, i) => ({
  upc: `8${String(100 - i * 7).padStart(3, '0')}`,
  item: ITEMS[i % 3],
  manufacturer: MAKERS[(i * 2) % 3],
  subname: ['apple', 'Banana', 'cherry', 'Apple'][i % 4],
  qty: [5, 1, 5, 30][i % 4],
  lowinventory: 0,
  cost: 1,
  price: [2.5, 10, 2.5, 0.99, 7][i % 5],
}));

/** The order the server promises, written out independently: the key, then the id (the UPC alone is unique). */
function expectedOrder(rows: Row[], sort: TInventorySortKey, order: 'asc' | 'desc'): string[] {
  const sign = order === 'asc' ? 1 : -1;
  const byte = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const compare = (a: Row, b: Row): number => {
    switch (sort) {
      case 'upc':
        return byte(a.upc, b.upc);
      case 'item':
      case 'manufacturer':
      case 'subname':
        return byte(a[sort].toLowerCase(), b[sort].toLowerCase()) || byte(a._id, b._id);
      case 'qty':
      case 'price':
        return a[sort] - b[sort] || byte(a._id, b._id);
      case 'updatedAt':
        // Newest first is the list's own order, ties by id ascending; ascending reverses both.
        return byte(a.updatedAt, b.updatedAt) || byte(b._id, a._id);
    }
  };
  return [...rows].sort((a, b) => sign * compare(a, b)).map((r) => r._id);
}

describe('GET /inventory/list page size and sort', () => {
  let t: TestApp;
  let shop: Business;
  let other: Business;
  let all: Row[];

  const list = async (query: string, who = shop.owner) => {
    const res = await who.get(`/inventory/list?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { inventory: Row[]; page: number; pages: number; count: number; pageSize: number };
  };

  beforeAll(async () => {
    t = await buildTestApp({ PAGE_SIZE: 3 });
    shop = await registerBusiness(t.app, { bname: 'Sorted Shop' });
    other = await registerBusiness(t.app, { bname: 'Other Sorted Shop' });
    for (const biz of [shop, other]) {
      for (const item of ITEMS) expect((await biz.owner.post('/item/add', { item })).statusCode).toBe(201);
      for (const manufacturer of MAKERS) expect((await biz.owner.post('/name/add', { manufacturer })).statusCode).toBe(201);
    }
    for (const e of ENTRIES) expect((await shop.owner.post('/inventory/add', e)).statusCode).toBe(201);
    // The other business has entries that would sort first under every order.
    expect((await other.owner.post('/inventory/add', { ...ENTRIES[0], upc: '8000', subname: 'aaa', item: 'Bolts', manufacturer: 'Acme', qty: 1, price: 0.01 })).statusCode).toBe(201);
    all = (await list('pageSize=100')).inventory;
  });
  afterAll(() => t?.close());

  describe('pageSize', () => {
    it('keeps the server page size when none is asked for, and says which it used', async () => {
      const plain = await list('');
      expect(plain).toMatchObject({ count: 12, page: 1, pages: 4, pageSize: 3 });
      expect(plain.inventory).toHaveLength(3);
      // A blank value is no value.
      expect(await list('pageSize=')).toMatchObject({ pages: 4, pageSize: 3 });
    });

    it.each([
      [10, 2, 10],
      [25, 1, 12],
      [50, 1, 12],
      [100, 1, 12],
    ])('pageSize=%i gives %i page(s), %i rows on the first', async (pageSize, pages, rows) => {
      const body = await list(`pageSize=${pageSize}`);
      expect(body).toMatchObject({ count: 12, page: 1, pages, pageSize });
      expect(body.inventory).toHaveLength(rows);
    });

    it('pages with the chosen size, and a page past the end is the last one', async () => {
      const second = await list('pageSize=10&pageNumber=2');
      expect(second).toMatchObject({ page: 2, pages: 2, pageSize: 10 });
      expect(second.inventory.map((r) => r._id)).toEqual(all.slice(10).map((r) => r._id));
      expect(await list('pageSize=10&pageNumber=9')).toMatchObject({ page: 2, pages: 2 });
    });

    it.each(['7', '0', '-10', '1000', '10.5', '1e1', 'ten', '10&pageSize=25'])('refuses pageSize=%s with a clear 400', async (value) => {
      const res = await shop.owner.get(`/inventory/list?pageSize=${value}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'VALIDATION', field: 'pageSize', message: 'pageSize: must be one of 10, 25, 50 or 100' });
    });
  });

  describe('sort', () => {
    it('keeps the list newest change first when no sort is asked for', async () => {
      expect((await list('pageSize=25')).inventory.map((r) => r._id)).toEqual(expectedOrder(all, 'updatedAt', 'desc'));
    });

    it.each(INVENTORY_SORT_KEYS.flatMap((sort) => (['asc', 'desc'] as const).map((order) => [sort, order] as const)))('sorts by %s %s, names without regard to case, ties by id', async (sort, order) => {
      const body = await list(`pageSize=25&sort=${sort}&order=${order}`);
      expect(body.inventory.map((r) => r._id)).toEqual(expectedOrder(all, sort, order));
    });

    it.each(INVENTORY_SORT_KEYS)('pages sorted by %s without repeating or skipping an entry', async (sort) => {
      const pages = [];
      for (let n = 1; n <= 4; n++) pages.push(...(await list(`sort=${sort}&order=desc&pageNumber=${n}`)).inventory.map((r) => r._id));
      expect(pages).toEqual(expectedOrder(all, sort, 'desc'));
    });

    it('starts each column in its own direction: names and amounts A to Z, the last update newest first', async () => {
      expect((await list('pageSize=25&sort=price')).inventory.map((r) => r._id)).toEqual(expectedOrder(all, 'price', 'asc'));
      expect((await list('pageSize=25&sort=updatedAt')).inventory.map((r) => r._id)).toEqual(expectedOrder(all, 'updatedAt', 'desc'));
    });

    it('sorts a search', async () => {
      const apples = all.filter((r) => r.subname.toLowerCase() === 'apple');
      const body = await list('keyword=APPLE&field=subname&pageSize=25&sort=qty&order=desc');
      expect(body.count).toBe(apples.length);
      expect(body.inventory.map((r) => r._id)).toEqual(expectedOrder(apples, 'qty', 'desc'));
    });

    it.each([
      ['sort=cost', 'sort: must be one of upc, item, manufacturer, subname, qty, price, updatedAt'],
      ['sort=price;drop%20table%20inventory', 'sort: must be one of upc, item, manufacturer, subname, qty, price, updatedAt'],
      ['sort=PRICE', 'sort: must be one of upc, item, manufacturer, subname, qty, price, updatedAt'],
      ['sort=price&order=up', 'order: must be asc or desc'],
      ['order=DESC', 'order: must be asc or desc'],
    ])('refuses %s with a clear 400', async (query, message) => {
      const res = await shop.owner.get(`/inventory/list?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', message });
    });
  });

  describe('who may ask', () => {
    it('lets staff sort and choose a size, still without the cost', async () => {
      const staff = await shop.addUser();
      const body = await list('pageSize=25&sort=price&order=desc', staff);
      expect(body.inventory.map((r) => r._id)).toEqual(expectedOrder(all, 'price', 'desc'));
      expect(body.inventory.some((r) => 'cost' in r)).toBe(false);
    });

    it('refuses a signed-out caller', async () => {
      const res = await client(t.app, null).get('/inventory/list?pageSize=25&sort=price&order=asc');
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    });

    it('never shows another business, whatever the order or size', async () => {
      for (const sort of INVENTORY_SORT_KEYS) {
        const mine = await list(`pageSize=100&sort=${sort}&order=asc`);
        expect(mine.count).toBe(12);
        expect(mine.inventory.every((r) => r.cid === shop.cid)).toBe(true);
        const theirs = await list(`pageSize=100&sort=${sort}&order=asc`, other.owner);
        expect(theirs.inventory.map((r) => r.upc)).toEqual(['8000']);
      }
    });
  });
});
