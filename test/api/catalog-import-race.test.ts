/**
 * A catalogue import checks its file holding no transaction and writes it in one of its own: other
 * requests are answered while a large file is checked (on the embedded database a transaction
 * holds its one connection), and the write transaction reads the catalogue again, so what changed
 * in between is refused with 409 and nothing is written, never a 500 or half an import.
 */
import { eq } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inventory, items, manufacturers } from '../../src/server/db/schema';
import { importMoments } from '../../src/server/services/catalog/import';
import { buildTestApp, registerBusiness, type ApiClient, type Business, type TestApp } from '../helpers/app';
import { seedSettings } from '../helpers/fixtures';

let t: TestApp;
let shop: Business;

beforeAll(async () => {
  t = await buildTestApp();
  shop = await registerBusiness(t.app);
  await seedSettings(t.database.owner, shop.cid, 20, 'EUR');
});
afterEach(() => {
  delete importMoments.checking;
  delete importMoments.beforeWrite;
});
afterAll(() => t?.close());

function importFile(user: ApiClient, file: string, opts: { dryRun?: boolean } = {}) {
  const boundary = `----stocktill${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="catalog.csv"\r\nContent-Type: text/csv\r\n\r\n${file}\r\n--${boundary}--\r\n`,
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/inventory/import${opts.dryRun ? '?dryRun=1' : ''}`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${user.token}` },
    payload,
  });
}

const HEADER = 'upc,item,manufacturer,name,qty,lowinventory,cost,price';

function goodRows(count: number, from = 1): string {
  return Array.from({ length: count }, (_, i) => `${from + i},Snacks,Acme,Product ${from + i},1,0,1.00,2.00`).join('\n');
}

async function catalogueOf(cid: string) {
  const db = t.database.owner;
  return {
    entries: await db.select().from(inventory).where(eq(inventory.cid, cid)).orderBy(inventory.upc),
    items: await db.select().from(items).where(eq(items.cid, cid)).orderBy(items.item),
    manufacturers: await db.select().from(manufacturers).where(eq(manufacturers.cid, cid)).orderBy(manufacturers.manufacturer),
  };
}

describe('the catalogue changed between the check and the write', () => {
  beforeAll(async () => {
    expect((await importFile(shop.owner, `${HEADER}\n${goodRows(3)}\n`)).statusCode).toBe(200);
  });

  it('a product added meanwhile with one of the new UPCs: 409 like any duplicate, naming it, and nothing written', async () => {
    const before = await catalogueOf(shop.cid);
    importMoments.beforeWrite = async () => {
      const added = await shop.owner.post('/inventory/add', { upc: '12', item: 'Snacks', manufacturer: 'Acme', subname: 'Added by hand', qty: 4, lowinventory: 0, cost: 1, price: 2 });
      expect(added.statusCode).toBe(201);
    };
    const file = `${HEADER}\n1,Snacks,Acme,Product 1,50,0,1.00,2.00\n10,Drinks,Fizz,Cola,1,0,1.00,2.00\n11,Snacks,Acme,Crisps,1,0,1.00,2.00\n12,Snacks,Acme,Nuts,1,0,1.00,2.00\n`;
    const res = await importFile(shop.owner, file);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'DUPLICATE',
      message: 'A product with UPC 12 (row 5) was added while the file was being checked: nothing was imported. Import the file again to update it',
    });
    const after = await catalogueOf(shop.cid);
    // Only the product added by hand: no new entry, category or manufacturer, no quantity changed.
    expect(after.entries.map((e) => e.upc)).toEqual([...before.entries.map((e) => e.upc), '12'].sort());
    expect(after.entries.filter((e) => e.upc !== '12')).toEqual(before.entries);
    expect(after.entries.find((e) => e.upc === '12')).toMatchObject({ subname: 'Added by hand', qty: 4 });
    expect({ items: after.items, manufacturers: after.manufacturers }).toEqual({ items: before.items, manufacturers: before.manufacturers });

    // Sent again, the file updates that product like any other.
    delete importMoments.beforeWrite;
    expect((await importFile(shop.owner, file)).json()).toMatchObject({ created: 2, updated: 2, errors: [] });
  });

  it('a product added meanwhile under the other form of a new code (UPC-A for the file’s EAN-13): 409, and no twin written', async () => {
    const before = await catalogueOf(shop.cid);
    importMoments.beforeWrite = async () => {
      const added = await shop.owner.post('/inventory/add', { upc: '036000291452', item: 'Snacks', manufacturer: 'Acme', subname: 'Scanned in by hand', qty: 2, lowinventory: 0, cost: 1, price: 2 });
      expect(added.statusCode).toBe(201);
    };
    const res = await importFile(shop.owner, `${HEADER}\n0036000291452,Snacks,Acme,Same can,5,0,1.00,2.00\n`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'DUPLICATE', message: 'A product with UPC 036000291452 (row 2) was added while the file was being checked: nothing was imported. Import the file again to update it' });
    const after = await catalogueOf(shop.cid);
    expect(after.entries.map((e) => e.upc)).toEqual([...before.entries.map((e) => e.upc), '036000291452'].sort());

    // Sent again, the file's EAN-13 row updates the entry kept as its UPC-A.
    delete importMoments.beforeWrite;
    expect((await importFile(shop.owner, `${HEADER}\n0036000291452,Snacks,Acme,Same can,5,0,1.00,2.00\n`)).json()).toMatchObject({ created: 0, updated: 1, errors: [] });
    expect((await catalogueOf(shop.cid)).entries.filter((e) => e.upc.endsWith('36000291452')).map((e) => [e.upc, e.qty])).toEqual([['036000291452', 5]]);
  });

  it('a product the file updates deleted meanwhile: 409, and nothing written', async () => {
    const before = await catalogueOf(shop.cid);
    const gone = before.entries.find((e) => e.upc === '2')!;
    importMoments.beforeWrite = async () => {
      expect((await shop.owner.del(`/inventory/del/${gone.id}`)).statusCode).toBe(200);
    };
    const res = await importFile(shop.owner, `${HEADER}\n2,Snacks,Acme,Product 2,9,0,1.00,2.00\n20,Snacks,Acme,Brand new,1,0,1.00,2.00\n`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', message: 'Product 2 (UPC 2, row 2) was deleted while the file was being checked: nothing was imported. Import the file again' });
    expect((await catalogueOf(shop.cid)).entries).toEqual(before.entries.filter((e) => e.upc !== '2'));
  });

  it('a field changed meanwhile that the file does not hold is kept, not written back as it was', async () => {
    importMoments.beforeWrite = async () => {
      await t.database.owner.update(inventory).set({ subname: 'Renamed meanwhile' }).where(eq(inventory.upc, '3'));
    };
    const res = await importFile(shop.owner, 'upc,lowinventory\n3,4\n');
    expect(res.json()).toMatchObject({ updated: 1, errors: [] });
    expect((await catalogueOf(shop.cid)).entries.find((e) => e.upc === '3')).toMatchObject({ subname: 'Renamed meanwhile', lowinventory: 4 });
  });
});

describe('while a large file is checked', () => {
  it('another business’s request is answered before the import’s', async () => {
    const other = await registerBusiness(t.app);
    let listed: Promise<{ status: number; at: number }> | undefined;
    importMoments.checking = (cid) => {
      if (cid !== shop.cid) return;
      listed = other.owner.get('/inventory/list').then((r) => ({ status: r.statusCode, at: performance.now() }));
    };
    const res = await importFile(shop.owner, `${HEADER}\n${goodRows(60_000, 1_000_000)}\n`, { dryRun: true });
    const imported = performance.now();
    expect(res.json()).toMatchObject({ created: 60_000, errors: [] });
    expect(listed).toBeDefined();
    const list = await listed!;
    expect(list.status).toBe(200);
    expect(list.at).toBeLessThan(imported);
  });
});
