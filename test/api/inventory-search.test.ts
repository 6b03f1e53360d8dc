/**
 * What a product search finds, by the rule of src/domain/search-text.ts, through the inventory
 * list and the terminal's list: words in any order, without accents or capitals; barcodes typed
 * with spaces or dashes, the same code first, then those starting with it, then the rest in the
 * list's order; a count capped for searches matching very many entries, with paging still
 * correct; never another business's entries; a clear 400 for a keyword no name could match.
 */
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldForSearch } from '../../src/domain/search-text';
import { APP_ROLE } from '../../src/server/db/client';
import { backfillSearchText, type RawQuery } from '../../src/server/db/search-text-backfill';
import { addEntriesWithStock } from '../../src/server/services/stock/ledger';
import { SEARCH_COUNT_CAP } from '../../src/server/services/inventory-search';
import { buildTestApp, registerBusiness, type Business, type TestApp } from '../helpers/app';

type Row = { _id: string; upc: string; manufacturer: string; subname: string; qty: number; cid: string; updatedAt: string };
type List = { inventory: Row[]; page: number; pages: number; count: number; countCapped?: boolean; pageSize: number };
type PosList = { sales: Row[]; pagepos: number; pagespos: number; countpos: number; countCapped?: boolean };

const PAGE_SIZE = 10;
/** More entries named "Bulk …" than a search counts to the end. */
const BULK = SEARCH_COUNT_CAP + 15;

const NAMED = [
  { upc: '4006381000231', manufacturer: 'Nestlé', subname: 'Crème Brûlée Dessert' },
  { upc: '4006381000248', manufacturer: 'Coca-Cola Company', subname: 'Zero Sugar Cola' },
  { upc: '4006381', manufacturer: 'Örebro Foods', subname: 'Cola Classic' },
  { upc: '5400040063810', manufacturer: 'Acme', subname: 'Lemon Soda' },
  { upc: '4000010000089', manufacturer: 'ÉCLAIR Industries', subname: 'Café au Lait' },
];
const MAKERS = [...new Set(NAMED.map((e) => e.manufacturer)), 'Bulk Makers'];

describe('product search: what people type', () => {
  let t: TestApp;
  let shop: Business;
  let other: Business;

  const list = async (query: string, who = shop.owner): Promise<List> => {
    const res = await who.get(`/inventory/list?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as List;
  };
  const pos = async (query: string, who = shop.owner): Promise<PosList> => {
    const res = await who.get(`/pos/list?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as PosList;
  };
  const names = (rows: Row[]) => rows.map((r) => r.subname);
  const search = (field: string, keyword: string, extra = '') => list(`field=${field}&keyword=${encodeURIComponent(keyword)}${extra}`);

  beforeAll(async () => {
    t = await buildTestApp({ PAGE_SIZE });
    shop = await registerBusiness(t.app, { bname: 'Search Shop' });
    other = await registerBusiness(t.app, { bname: 'Other Search Shop' });
    for (const biz of [shop, other]) {
      expect((await biz.owner.post('/item/add', { item: 'Food' })).statusCode).toBe(201);
      for (const manufacturer of MAKERS) expect((await biz.owner.post('/name/add', { manufacturer })).statusCode).toBe(201);
    }
    for (const e of NAMED) {
      const res = await shop.owner.post('/inventory/add', { ...e, item: 'Food', qty: 5, lowinventory: 0, cost: 1, price: 2 });
      expect(res.statusCode, res.body).toBe(201);
    }
    // The other business holds look-alikes of every search below, which must never be found.
    for (const e of NAMED) {
      const res = await other.owner.post('/inventory/add', { ...e, item: 'Food', qty: 5, lowinventory: 0, cost: 1, price: 2 });
      expect(res.statusCode, res.body).toBe(201);
    }
    // Many entries at once, the way the catalogue import writes them (the search columns included).
    const bulk = Array.from({ length: BULK }, (_, i) => ({
      upc: `77${String(i).padStart(6, '0')}`,
      item: 'Food',
      manufacturer: 'Bulk Makers',
      subname: `Bulk Item ${i}`,
      qty: 1,
      lowinventory: 0,
      costCents: 100,
      priceCents: 200,
    }));
    await t.database.tenant(shop.cid, (db) => addEntriesWithStock(db, shop.cid, { userId: null, userName: 'Search test' }, bulk, 'create'), { write: true });
  });
  afterAll(() => t?.close());

  describe('names and makers', () => {
    it('finds words in any order', async () => {
      expect(names((await search('subname', 'cola zero')).inventory)).toEqual(['Zero Sugar Cola']);
      expect(names((await search('subname', 'sugar   cola')).inventory)).toEqual(['Zero Sugar Cola']);
      expect(new Set(names((await search('subname', 'cola')).inventory))).toEqual(new Set(['Zero Sugar Cola', 'Cola Classic']));
    });

    it('ignores accents and capitals, both in what is typed and in what is stored', async () => {
      expect(names((await search('subname', 'creme')).inventory)).toEqual(['Crème Brûlée Dessert']);
      expect(names((await search('subname', 'BRULEE crème')).inventory)).toEqual(['Crème Brûlée Dessert']);
      expect(names((await search('subname', 'cafe')).inventory)).toEqual(['Café au Lait']);
      expect((await search('manufacturer', 'nestle')).inventory.map((r) => r.manufacturer)).toEqual(['Nestlé']);
      expect((await search('manufacturer', 'orebro')).inventory.map((r) => r.manufacturer)).toEqual(['Örebro Foods']);
      expect((await search('manufacturer', 'eclair')).inventory.map((r) => r.manufacturer)).toEqual(['ÉCLAIR Industries']);
    });

    it('finds a name as changed by an edit, and no longer by its old words', async () => {
      const [found] = (await search('subname', 'lemon soda')).inventory;
      const res = await shop.owner.put(`/inventory/upd/${found._id}`, { upc: found.upc, item: 'Food', manufacturer: 'Acme', subname: 'Limón Fizz', qty: 0, lowinventory: 0, cost: 1, price: 2 });
      expect(res.statusCode, res.body).toBe(200);
      expect(names((await search('subname', 'limon')).inventory)).toEqual(['Limón Fizz']);
      expect((await search('subname', 'lemon soda')).inventory).toEqual([]);
    });

    it('takes wildcards literally', async () => {
      expect((await search('subname', '%')).inventory).toEqual([]);
      expect((await search('subname', 'cola_')).inventory).toEqual([]);
    });
  });

  describe('barcodes', () => {
    it('ignores the spaces and dashes a barcode is printed with', async () => {
      expect((await search('upc', '4006 3810 0023 1')).inventory.map((r) => r.upc)).toEqual(['4006381000231']);
      expect((await search('upc', '4000-0100-0008-9')).inventory.map((r) => r.upc)).toEqual(['4000010000089']);
    });

    it('ranks the same code first, then codes starting with it, then the rest in the list order', async () => {
      const rows = (await search('upc', '4006381')).inventory;
      const found = rows.map((r) => r.upc);
      expect(found[0]).toBe('4006381');
      expect(new Set(found.slice(1, 3))).toEqual(new Set(['4006381000231', '4006381000248']));
      expect(found.slice(3)).toEqual(['5400040063810']);
      // The list's order decides within a rank: most recently changed first.
      expect(rows[1].updatedAt >= rows[2].updatedAt).toBe(true);
      // And the list's chosen order, when another is asked for.
      const byUpcDesc = (await search('upc', '4006381', '&sort=upc&order=desc')).inventory.map((r) => r.upc);
      expect(byUpcDesc).toEqual(['4006381', '4006381000248', '4006381000231', '5400040063810']);
    });

    it('ranks the same way at the terminal, among products in stock', async () => {
      const found = (await pos(`field=upc&keyword=${encodeURIComponent('400-6381')}`)).sales.map((r) => r.upc);
      expect(found[0]).toBe('4006381');
      expect(found.at(-1)).toBe('5400040063810');
      expect(found).toHaveLength(4);
    });

    it('pages across the ranks without repeating or skipping an entry', async () => {
      const all = (await search('upc', '77', '&pageSize=100')).inventory.map((r) => r._id);
      const first = await search('upc', '77');
      const second = await search('upc', '77', '&pageNumber=2');
      expect([...first.inventory, ...second.inventory].map((r) => r._id)).toEqual(all.slice(0, 20));
    });
  });

  describe('the capped count', () => {
    it('counts a search up to the cap and says there are more, with pages following from it', async () => {
      const first = await search('subname', 'bulk');
      expect(first).toMatchObject({ count: SEARCH_COUNT_CAP, countCapped: true, page: 1, pages: SEARCH_COUNT_CAP / PAGE_SIZE });
      expect(first.inventory).toHaveLength(PAGE_SIZE);
      const term = await pos('field=subname&keyword=bulk');
      expect(term).toMatchObject({ countpos: SEARCH_COUNT_CAP, countCapped: true, pagespos: SEARCH_COUNT_CAP / PAGE_SIZE });
    });

    it('answers pages past the capped count while they hold rows, and the last page exactly', async () => {
      const lastFull = Math.floor(BULK / PAGE_SIZE);
      const deep = await search('subname', 'bulk', `&pageNumber=${lastFull}`);
      expect(deep).toMatchObject({ page: lastFull, count: lastFull * PAGE_SIZE, pages: lastFull, countCapped: true });
      expect(deep.inventory).toHaveLength(PAGE_SIZE);
      const last = await search('subname', 'bulk', `&pageNumber=${lastFull + 1}`);
      expect(last).toMatchObject({ page: lastFull + 1, count: BULK, pages: lastFull + 1 });
      expect(last.countCapped).toBeUndefined();
      expect(last.inventory).toHaveLength(BULK % PAGE_SIZE);
      // Past the last match: the last page, counted exactly.
      const past = await search('subname', 'bulk', '&pageNumber=500');
      expect(past).toMatchObject({ page: lastFull + 1, count: BULK, pages: lastFull + 1 });
      expect(past.inventory.map((r) => r._id)).toEqual(last.inventory.map((r) => r._id));
    });

    it('pages the capped search without repeating or skipping an entry', async () => {
      const pages = await Promise.all([1, 2, 3].map((n) => search('subname', 'bulk', `&pageNumber=${n}`)));
      const ids = pages.flatMap((p) => p.inventory.map((r) => r._id));
      expect(new Set(ids).size).toBe(3 * PAGE_SIZE);
      const wide = await search('subname', 'bulk', '&pageSize=50');
      expect(ids).toEqual(wide.inventory.slice(0, 30).map((r) => r._id));
    });

    it('counts exactly below the cap', async () => {
      expect(await search('subname', 'cola')).toMatchObject({ count: 2, pages: 1 });
      expect((await search('subname', 'cola')).countCapped).toBeUndefined();
    });
  });

  describe('one business', () => {
    it("never finds another business's entries", async () => {
      for (const [field, keyword] of [
        ['subname', 'cola'],
        ['manufacturer', 'nestle'],
        ['upc', '4006381'],
      ]) {
        const mine = (await search(field, keyword)).inventory;
        const theirs = (await list(`field=${field}&keyword=${keyword}`, other.owner)).inventory;
        expect(mine.length).toBeGreaterThan(0);
        expect(mine.every((r) => r.cid === shop.cid)).toBe(true);
        expect(theirs.every((r) => r.cid === other.cid)).toBe(true);
        const mineIds = new Set(mine.map((r) => r._id));
        expect(theirs.filter((r) => mineIds.has(r._id))).toEqual([]);
      }
      // The other business has no bulk entries at all.
      expect(await list('field=subname&keyword=bulk', other.owner)).toMatchObject({ count: 0, inventory: [] });
    });
  });

  describe('bad input', () => {
    it('refuses a keyword longer than any name with a clear 400', async () => {
      const long = 'a'.repeat(101);
      for (const url of [`/inventory/list?keyword=${long}`, `/pos/list?keyword=${long}`]) {
        const res = await shop.owner.get(url);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'VALIDATION', field: 'keyword', message: 'keyword: must be at most 100 characters' });
      }
      expect((await shop.owner.get(`/inventory/list?keyword=${'a'.repeat(100)}`)).statusCode).toBe(200);
    });

    it('treats a keyword of spaces as no keyword', async () => {
      expect((await list('keyword=%20%20&field=subname')).count).toBe(NAMED.length + BULK);
    });
  });
});

describe('entries written before the search columns', () => {
  it('are found once the start-up backfill has folded them with the same rule', async () => {
    const t = await buildTestApp();
    try {
      const shop = await registerBusiness(t.app, { bname: 'Older Shop' });
      expect((await shop.owner.post('/item/add', { item: 'Food' })).statusCode).toBe(201);
      expect((await shop.owner.post('/name/add', { manufacturer: 'ØRSTED Ελλάς' })).statusCode).toBe(201);
      const entry = { upc: '123', item: 'Food', manufacturer: 'ØRSTED Ελλάς', subname: 'Crème\u00a0BRÛLÉE', qty: 1, lowinventory: 0, cost: 1, price: 2 };
      expect((await shop.owner.post('/inventory/add', entry)).statusCode).toBe(201);
      // As a row from before migration 0023 is.
      await t.database.owner.execute(sql`update inventory set subname_folded = null, manufacturer_folded = null where cid = ${shop.cid}`);
      expect((await list(shop, 'keyword=creme&field=subname')).count).toBe(0);

      await asOwner(t, (query) => backfillSearchText(query));

      expect((await list(shop, 'keyword=brulee%20creme&field=subname')).count).toBe(1);
      // Ø has no accent to drop, but a capital to lower: lower() in a C-locale database would keep it.
      expect((await list(shop, `keyword=${encodeURIComponent('ørsted ελλας')}&field=manufacturer`)).count).toBe(1);
      const stored = await t.database.owner.execute(sql`select subname_folded, manufacturer_folded from inventory where cid = ${shop.cid}`);
      expect(JSON.stringify(stored)).toContain(JSON.stringify(foldForSearch(entry.subname)).slice(1, -1));
    } finally {
      await t.close();
    }
  });
});

async function list(shop: Business, query: string): Promise<List> {
  const res = await shop.owner.get(`/inventory/list?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as List;
}

/** Runs `work` with raw queries as the tables' owner, as the server does right after migrating. */
async function asOwner(t: TestApp, work: (query: RawQuery) => Promise<unknown>): Promise<void> {
  if (t.database.kind === 'pglite') {
    const client = Reflect.get(t.database.db, '$client') as PGlite;
    await client.exec('SET ROLE NONE');
    try {
      await work((text, params) => client.query(text, params));
    } finally {
      await client.exec(`SET ROLE ${APP_ROLE}`);
    }
    return;
  }
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${t.databaseName!}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await work((text, params) => client.query(text, params));
  } finally {
    await client.end();
  }
}
