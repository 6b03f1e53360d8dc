/**
 * Barcodes as printed: wherever a code comes in (an entry added or edited, an import, a scan at the
 * terminal, receiving's search, a count, a return), the spaces and dashes a label is printed with
 * are dropped, a UPC-A and its EAN-13 form (a 0 before the same 12 digits) are one product, and a
 * code holding anything but digits is refused with the same plain words, changing nothing.
 */
import type { PGlite } from '@electric-sql/pglite';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BARCODE_DIGITS_ONLY } from '../../src/domain/schemas/barcode';
import { describeBarcodeRepair, repairStoredBarcodes, type BarcodeRepair } from '../../src/server/db/barcode-repair';
import { APP_ROLE } from '../../src/server/db/client';
import { inventory } from '../../src/server/db/schema';
import type { RawQuery } from '../../src/server/db/search-text-backfill';
import { seedProduct } from '../helpers/fixtures';
import { buildTestApp, client, registerBusiness, type ApiClient, type Business, type TestApp } from '../helpers/app';

let t: TestApp;
let shop: Business;
let other: Business;
let staff: ApiClient;

const REFUSED = `upc: ${BARCODE_DIGITS_ONLY}`;

async function seedLists(owner: ApiClient) {
  expect((await owner.post('/item/add', { item: 'Snacks' })).statusCode).toBe(201);
  expect((await owner.post('/name/add', { manufacturer: 'Acme' })).statusCode).toBe(201);
}

const entry = (upc: unknown, subname = 'Widget') => ({ upc, item: 'Snacks', manufacturer: 'Acme', subname, qty: 5, lowinventory: 1, cost: 1, price: 2 });

async function add(by: ApiClient, upc: unknown, subname?: string) {
  return by.post('/inventory/add', entry(upc, subname));
}

async function upcsOf(cid: string): Promise<string[]> {
  const rows = await t.database.owner.select({ upc: inventory.upc }).from(inventory).where(eq(inventory.cid, cid)).orderBy(inventory.upc);
  return rows.map((r) => r.upc);
}

/** The terminal's scan: GET /pos/list with exact=1. */
async function scan(by: ApiClient, code: string): Promise<string[]> {
  const res = await by.get(`/pos/list?keyword=${encodeURIComponent(code)}&field=upc&exact=1`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().sales.map((p: { upc: string }) => p.upc);
}

function importCsv(by: ApiClient, csv: string) {
  const boundary = `----barcodes${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="catalog.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`);
  return t.app.inject({
    method: 'POST',
    url: '/api/inventory/import',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(by.token ? { authorization: `Bearer ${by.token}` } : {}) },
    payload,
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  shop = await registerBusiness(t.app, { bname: 'Label Shop' });
  other = await registerBusiness(t.app, { bname: 'Other Shop' });
  staff = await shop.addUser();
  await seedLists(shop.owner);
  await seedLists(other.owner);
});
afterAll(() => t?.close());

describe('an entry added or edited', () => {
  it('keeps " 4006 3810 0023 " as 400638100023 and "4000-0100-0008-9" as 4000010000089, and a scan as printed finds each', async () => {
    const spaced = await add(staff, ' 4006 3810 0023 ', 'Spaced');
    expect(spaced.statusCode, spaced.body).toBe(201);
    expect(spaced.json().upc).toBe('400638100023');
    const dashed = await add(staff, '4000-0100-0008-9', 'Dashed');
    expect(dashed.statusCode, dashed.body).toBe(201);
    expect(dashed.json().upc).toBe('4000010000089');

    expect(await scan(staff, '4000-0100-0008-9')).toEqual(['4000010000089']);
    expect(await scan(staff, '4006 3810 0023')).toEqual(['400638100023']);
    // The UPC-A stored is found by its EAN-13 form too.
    expect(await scan(staff, '0400638100023')).toEqual(['400638100023']);
    // Another business does not see them.
    expect(await scan(other.owner, '4000010000089')).toEqual([]);
  });

  it('refuses a barcode with letters or other signs in plain words, and writes nothing', async () => {
    const before = await upcsOf(shop.cid);
    for (const upc of ['4006ABC', '4006/381', '12.5', '４００６']) {
      const res = await add(staff, upc);
      expect(res.statusCode, upc).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', field: 'upc', message: REFUSED });
    }
    // Only separators: nothing is left, which is an empty field.
    expect((await add(staff, ' - - ')).json().message).toBe('Please fill in all fields');
    expect(await upcsOf(shop.cid)).toEqual(before);
  });

  it('refuses as a duplicate an entry whose UPC-A/EAN-13 twin exists, both ways, in its own business only', async () => {
    expect((await add(shop.owner, '036000291452', 'Cola can')).statusCode).toBe(201);
    const ean = await add(staff, '0036000291452', 'Cola again');
    expect(ean.statusCode).toBe(409);
    expect(ean.json()).toMatchObject({ code: 'DUPLICATE' });
    expect(ean.json().message).toContain('036000291452');
    expect(ean.json().message).toContain('Cola can');
    expect((await add(shop.owner, '0 036000 291452', 'Cola spaced')).statusCode).toBe(409);

    expect((await add(shop.owner, '0012345678905', 'EAN first')).statusCode).toBe(201);
    expect((await add(shop.owner, '012345678905', 'UPC-A after')).statusCode).toBe(409);

    // Another business may hold the twin of this one's code.
    expect((await add(other.owner, '0036000291452', 'Their cola')).statusCode).toBe(201);
  });

  it('lets exactly one of 20 adds at the same moment, alternating a UPC-A and its EAN-13 form, through; the rest are duplicates', async () => {
    const upcA = '070847811169';
    const forms = Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? upcA : `0${upcA}`));
    const results = await Promise.all(forms.map((upc, i) => add(i % 3 === 0 ? staff : shop.owner, upc, `Racer ${i}`)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, ...Array.from({ length: 19 }, () => 409)]);
    const winner = results.find((r) => r.statusCode === 201)!.json();
    for (const [i, r] of results.entries()) {
      if (r.statusCode === 201) continue;
      expect(r.json().code).toBe('DUPLICATE');
      // The same form meets the unique index's message; the other form is told which entry has its twin.
      if (forms[i] === winner.upc) expect(r.json().message).toBe('An inventory entry with this UPC already exists');
      else expect(r.json().message).toBe(`UPC ${forms[i]} is the same product as ${winner.upc} (${winner.subname}), already in your inventory: a UPC-A and its EAN-13 form (a 0 before it) are one product`);
    }
    const kept = await t.database.owner.select({ upc: inventory.upc }).from(inventory).where(and(eq(inventory.cid, shop.cid), eq(inventory.subname, winner.subname)));
    expect(kept).toEqual([{ upc: winner.upc }]);
    expect((await upcsOf(shop.cid)).filter((u) => u.endsWith(upcA))).toEqual([winner.upc]);
  });

  it('lets only one of two edits at the same moment give two entries the two forms of one code', async () => {
    for (const [round, upcA] of ['041220576609', '041220576616', '041220576623'].entries()) {
      const first = (await add(shop.owner, `50123456${round}0001`, `Edit race A${round}`)).json();
      const second = (await add(shop.owner, `50123456${round}0002`, `Edit race B${round}`)).json();
      const edit = (made: { _id: string; subname: string }, upc: string) => shop.owner.put(`/inventory/upd/${made._id}`, { ...entry(upc, made.subname), qty: 0, _id: made._id });
      const results = await Promise.all([edit(first, upcA), edit(second, `0${upcA}`)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect((await upcsOf(shop.cid)).filter((u) => u.endsWith(upcA))).toHaveLength(1);
    }
  });

  it('normalises and checks the UPC on an edit too, for admins only', async () => {
    const made = (await add(shop.owner, '5012345678900', 'To edit')).json();
    const body = { ...entry('5012-3456-7890-0', 'To edit'), qty: 0, _id: made._id };
    const edited = await shop.owner.put(`/inventory/upd/${made._id}`, body);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().upc).toBe('5012345678900');

    const letters = await shop.owner.put(`/inventory/upd/${made._id}`, { ...body, upc: '5012-ABC' });
    expect(letters.statusCode).toBe(400);
    expect(letters.json().message).toBe(REFUSED);
    // Taking the twin of another entry's code is a duplicate; its own code's twin is not.
    expect((await shop.owner.put(`/inventory/upd/${made._id}`, { ...body, upc: '0036000291452' })).statusCode).toBe(409);
    expect((await staff.put(`/inventory/upd/${made._id}`, { ...body, upc: '5012345678917' })).statusCode).toBe(403);
    expect((await other.owner.put(`/inventory/upd/${made._id}`, { ...body, upc: '5012345678917' })).statusCode).toBe(404);
    const [row] = await t.database.owner.select({ upc: inventory.upc }).from(inventory).where(and(eq(inventory.cid, shop.cid), eq(inventory.id, made._id)));
    expect(row.upc).toBe('5012345678900');
  });

  it('turns away a request without a session before reading its barcode', async () => {
    expect((await add(client(t.app, null), '4006 3810 0023')).statusCode).toBe(401);
  });
});

describe('an import', () => {
  it('reads UPCs as printed, refuses one with letters by row, and is for admins', async () => {
    const biz = await registerBusiness(t.app, { bname: 'Import Shop' });
    const csv = 'upc,item,manufacturer,name,qty,lowinventory,cost,price\n" 7612 3456 7890 5 ",Snacks,Acme,Spaced,3,1,1,2\n7-612345-678912,Snacks,Acme,Dashed,3,1,1,2\n';
    const res = await importCsv(biz.owner, csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(await upcsOf(biz.cid)).toEqual(['7612345678905', '7612345678912']);

    const bad = await importCsv(biz.owner, 'upc,item,manufacturer,name,qty,lowinventory,cost,price\n7612-ABC,Snacks,Acme,Letters,3,1,1,2\n');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('UPC “7612ABC” holds characters other than digits: a barcode holds only digits (spaces and dashes are left out)');
    expect(await upcsOf(biz.cid)).toEqual(['7612345678905', '7612345678912']);

    const clerk = await biz.addUser();
    expect((await importCsv(clerk, csv)).statusCode).toBe(403);
  });

  it('updates the entry kept as a UPC-A from a row with its EAN-13 form, and refuses a file holding both forms', async () => {
    const biz = await registerBusiness(t.app, { bname: 'Twin Import Shop' });
    await seedLists(biz.owner);
    expect((await add(biz.owner, '036000291452', 'Cola can')).statusCode).toBe(201);
    const res = await importCsv(biz.owner, 'upc,price\n0036000291452,3.25\n');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ created: 0, updated: 1 });
    const rows = await t.database.owner.select({ upc: inventory.upc, priceCents: inventory.priceCents }).from(inventory).where(eq(inventory.cid, biz.cid));
    expect(rows).toEqual([{ upc: '036000291452', priceCents: 325 }]);

    const both = await importCsv(biz.owner, 'upc,item,manufacturer,name,qty,lowinventory,cost,price\n012345678905,Snacks,Acme,One,1,0,1,2\n0012345678905,Snacks,Acme,Two,1,0,1,2\n');
    expect(both.statusCode).toBe(400);
    expect(JSON.stringify(both.json())).toContain('UPC 0012345678905 is the same product as 012345678905 in row 2');
    expect(await upcsOf(biz.cid)).toEqual(['036000291452']);
  });
});

describe('a stock count', () => {
  it('counts a scan as printed and a UPC-A by its EAN-13 form, refuses letters, and sees only its own business', async () => {
    const cola = (await add(shop.owner, '4012345678901', 'Counted soda')).json();
    const upcA = (await add(shop.owner, '073852009385', 'Counted chips')).json();
    const count = (await shop.owner.post('/stock-counts', { name: 'Barcodes' })).json();

    const spaced = await staff.post(`/stock-counts/${count._id}/scan`, { upc: '4012 3456 7890 1' });
    expect(spaced.statusCode, spaced.body).toBe(200);
    const twin = await staff.post(`/stock-counts/${count._id}/scan`, { upc: '0073852009385' });
    expect(twin.statusCode, twin.body).toBe(200);

    const letters = await staff.post(`/stock-counts/${count._id}/scan`, { upc: '4012-ABC' });
    expect(letters.statusCode).toBe(400);
    expect(letters.json().message).toBe(REFUSED);

    const detail = (await staff.get(`/stock-counts/${count._id}`)).json();
    expect(detail.lines.map((l: { inventoryId: string; counted: number }) => [l.inventoryId, l.counted]).sort()).toEqual([[cola._id, 1], [upcA._id, 1]].sort());
    expect((await other.owner.post(`/stock-counts/${count._id}/scan`, { upc: '4012345678901' })).statusCode).toBe(404);
  });
});

describe('receiving: the order screen finds a scanned product', () => {
  it('finds the entry kept as a UPC-A by its EAN-13 form first, and is for admins', async () => {
    const upcA = (await add(shop.owner, '089000000018', 'Ordered glue')).json();
    const found = (await shop.owner.get('/purchase-orders/orderable?keyword=0-089000-000018')).json();
    expect(found.entries[0].inventoryId).toBe(upcA._id);
    expect((await staff.get('/purchase-orders/orderable?keyword=089000000018')).statusCode).toBe(403);
    expect((await other.owner.get('/purchase-orders/orderable?keyword=089000000018')).json().entries).toEqual([]);
  });
});

describe('a return by receipt barcode', () => {
  it('finds the receipt with the barcode typed in groups, refuses letters, and another business finds nothing', async () => {
    const product = (await add(shop.owner, '4098765432109', 'Sold widget')).json();
    const sale = await shop.owner.put('/pos/generate', [{ shipping: 0 }, { _id: product._id, saleqty: 1, itemdiscount: 0 }]);
    expect(sale.statusCode, sale.body).toBe(201);
    const barcode: string = sale.json().barcode;
    const grouped = `${barcode.slice(0, 4)} ${barcode.slice(4, 8)}-${barcode.slice(8)}`;

    const found = await staff.get(`/pos/returns?barcode=${encodeURIComponent(grouped)}`);
    expect(found.json()).toMatchObject({ count: 1, returns: [{ barcode }] });
    expect((await other.owner.get(`/pos/returns?barcode=${encodeURIComponent(grouped)}`)).json()).toEqual({ count: 0, returns: [] });

    const letters = await staff.get('/pos/returns?barcode=12AB34');
    expect(letters.statusCode).toBe(400);
    expect(letters.json().message).toBe(`barcode: ${BARCODE_DIGITS_ONLY}`);
    const refusedReturn = await staff.put('/pos/returns/update', { barcode: `${barcode}X` });
    expect(refusedReturn.statusCode).toBe(400);
    expect(refusedReturn.json().message).toBe(`barcode: ${BARCODE_DIGITS_ONLY}`);
    expect((await staff.get(`/pos/returns?barcode=${barcode}`)).json().returns[0].returned).toBe(false);

    expect((await other.owner.put('/pos/returns/update', { barcode: grouped })).statusCode).toBe(404);
    const accepted = await staff.put('/pos/returns/update', { barcode: grouped });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ barcode, returned: true });
  });
});

/** Runs `work` on a raw connection as the tables' owner, as the server does at start. */
async function asOwner<T>(work: (query: RawQuery) => Promise<T>): Promise<T> {
  if (t.database.kind === 'pglite') {
    const pglite = Reflect.get(t.database.db, '$client') as PGlite;
    await pglite.exec('SET ROLE NONE');
    try {
      return await work((text, params) => pglite.query(text, params));
    } finally {
      await pglite.exec(`SET ROLE ${APP_ROLE}`);
    }
  }
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${t.databaseName!}`;
  const conn = new pg.Client({ connectionString: url.toString() });
  await conn.connect();
  try {
    return await work((text, params) => conn.query(text, params));
  } finally {
    await conn.end();
  }
}

describe('UPCs stored before the normaliser', () => {
  it('are written without their spaces and dashes at start, unless their digits name another entry; those and codes with letters are listed', async () => {
    const old = await registerBusiness(t.app, { bname: 'Old Labels' });
    const db = t.database.owner;
    // As rows written before every barcode was normalised.
    const spaced = await seedProduct(db, old.cid, { upc: ' 4006 3810 0023 ', subname: 'Spaced' });
    const dashed = await seedProduct(db, old.cid, { upc: '4000-0100-0008-9', subname: 'Dashed' });
    const clash = await seedProduct(db, old.cid, { upc: '0 036000 291452', subname: 'Twin of a normal one' });
    await seedProduct(db, old.cid, { upc: '036000291452', subname: 'Normal' });
    const both = [await seedProduct(db, old.cid, { upc: '5-0123', subname: 'One spelling' }), await seedProduct(db, old.cid, { upc: '50 123', subname: 'Another spelling' })];
    const letters = await seedProduct(db, old.cid, { upc: 'SKU-RED-1', subname: 'Letters' });
    // Another business's code like a normal one here changes nothing.
    await seedProduct(db, other.cid, { upc: '4006381000230', subname: 'Theirs' });

    const repair: BarcodeRepair = await asOwner((query) => repairStoredBarcodes(query));
    const mine = repair.unrepaired.filter((u) => u.cid === old.cid);
    expect(mine.map((u) => [u.id, u.upc, u.reason]).sort()).toEqual(
      [
        [clash.id, '0 036000 291452', 'taken'],
        [both[0].id, '5-0123', 'taken'],
        [both[1].id, '50 123', 'taken'],
        [letters.id, 'SKU-RED-1', 'notDigits'],
      ].sort(),
    );
    const stored = new Map((await db.select({ id: inventory.id, upc: inventory.upc }).from(inventory).where(eq(inventory.cid, old.cid))).map((r) => [r.id, r.upc]));
    expect(stored.get(spaced.id)).toBe('400638100023');
    expect(stored.get(dashed.id)).toBe('4000010000089');
    expect(stored.get(clash.id)).toBe('0 036000 291452');
    expect(stored.get(letters.id)).toBe('SKU-RED-1');
    expect(await scan(old.owner, '4006 3810 0023')).toEqual(['400638100023']);
    expect(describeBarcodeRepair(repair)).toContain('"SKU-RED-1" (not digits)');

    // A second start has nothing left to write, and says the same codes again.
    const again = await asOwner((query) => repairStoredBarcodes(query));
    expect(again.repaired).toBe(0);
    expect(again.unrepaired.filter((u) => u.cid === old.cid)).toHaveLength(4);
  });
});
