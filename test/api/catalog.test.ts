/** The catalogue in and out (issue 17): spreadsheet import, export and in-store barcodes. */
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isInStoreCode } from '../../src/domain/barcodes';
import { inventory, stockMovements } from '../../src/server/db/schema';
import { buildTestApp, registerBusiness, type ApiClient, type Business, type TestApp } from '../helpers/app';
import { seedSettings } from '../helpers/fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

/** A multipart body with the file (and the mapping, if given), as a browser's form sends it. */
function form(file: Buffer | string, name = 'catalog.csv', mapping?: unknown) {
  const boundary = `----stocktill${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  if (mapping !== undefined) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="mapping"\r\n\r\n${typeof mapping === 'string' ? mapping : JSON.stringify(mapping)}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`));
  parts.push(Buffer.isBuffer(file) ? file : Buffer.from(file));
  parts.push(Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function importFile(user: ApiClient, file: Buffer | string, opts: { dryRun?: boolean; name?: string; mapping?: unknown } = {}) {
  const body = form(file, opts.name, opts.mapping);
  return t.app.inject({
    method: 'POST',
    url: `/api/inventory/import${opts.dryRun ? '?dryRun=1' : ''}`,
    headers: { ...body.headers, authorization: `Bearer ${user.token}` },
    payload: body.payload,
  });
}

async function entries(cid: string) {
  return t.database.owner.select().from(inventory).where(eq(inventory.cid, cid)).orderBy(inventory.upc);
}

const GOOD = [
  '\uFEFFBarcode;Category;Brand;Product name;On hand;Reorder level;Unit cost;Retail price',
  '036000291452;Snacks;Acme;"Crunchy ""Extra"" bar; 50 g";12;3;0,80;€ 1,50',
  '4006381333931;Drinks;Fizz Co;"Lemon soda',
  'can";24;6;0,45;0,99',
  '',
].join('\r\n');

describe('POST /api/inventory/import', () => {
  let shop: Business;
  beforeAll(async () => {
    shop = await registerBusiness(t.app);
    await seedSettings(t.database.owner, shop.cid, 20, 'EUR');
  });

  it('dry-runs a semicolon CSV with a BOM, quotes and line breaks: says what it would do and writes nothing', async () => {
    const res = await importFile(shop.owner, GOOD, { dryRun: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ dryRun: true, rows: 2, created: 2, updated: 0, unchanged: 0, newItems: ['Snacks', 'Drinks'], newManufacturers: ['Acme', 'Fizz Co'], errors: [] });
    expect(res.json().columns.map((c: { column: string | null }) => c.column)).toEqual(['upc', 'item', 'manufacturer', 'name', 'qty', 'lowinventory', 'cost', 'price']);
    expect(await entries(shop.cid)).toEqual([]);
  });

  it('imports: creates entries, their categories and manufacturers, and the stock through the ledger', async () => {
    const res = await importFile(shop.owner, GOOD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ dryRun: false, created: 2, errors: [] });
    const rows = await entries(shop.cid);
    expect(rows.map((r) => [r.upc, r.item, r.manufacturer, r.subname, r.qty, r.lowinventory, r.costCents, r.priceCents])).toEqual([
      ['036000291452', 'Snacks', 'Acme', 'Crunchy "Extra" bar; 50 g', 12, 3, 80, 150],
      ['4006381333931', 'Drinks', 'Fizz Co', 'Lemon soda\ncan', 24, 6, 45, 99],
    ]);
    const moves = await t.database.owner.select().from(stockMovements).where(and(eq(stockMovements.cid, shop.cid), eq(stockMovements.reason, 'import')));
    expect(moves.map((m) => m.delta).sort()).toEqual([12, 24]);
    expect((await shop.owner.get('/item/list')).json().items ?? (await shop.owner.get('/item/list')).json()).toBeDefined();
  });

  it('updates by UPC: only what changed, quantity through the ledger; the same file again changes nothing', async () => {
    const csv = 'upc,price,qty\n036000291452,1.75,20\n4006381333931,0.99,24\n';
    const res = await importFile(shop.owner, csv);
    expect(res.json()).toMatchObject({ created: 0, updated: 1, unchanged: 1, errors: [] });
    const [first] = await entries(shop.cid);
    expect(first).toMatchObject({ priceCents: 175, qty: 20, subname: 'Crunchy "Extra" bar; 50 g' });
    expect((await importFile(shop.owner, csv)).json()).toMatchObject({ updated: 0, unchanged: 2 });
  });

  it('lists every problem by spreadsheet row and column, and writes nothing', async () => {
    const csv = [
      'upc,item,manufacturer,name,qty,lowinventory,cost,price',
      '111,Snacks,Acme,Good row,1,1,1.00,2.00',
      '222,Snacks,Acme,Bad price,1,1,1.00,two',
      '111,Snacks,Acme,Twice,1,1,1.00,2.00',
      '333,Snacks,Acme,Fraction,1.5,1,1.00,2.005',
      '444,,Acme,No category,1,1,1.00,2.00',
      '555,Snacks,Acme,Ragged,1,1,1.00,2.00,extra',
      `666,Snacks,Acme,${'x'.repeat(2000)},1,1,1.00,2.00`,
      '777,Snacks,Acme,Bell\u0007,1,1,1.00,2.00',
    ].join('\n');
    const before = await entries(shop.cid);
    const res = await importFile(shop.owner, csv);
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as { row: number; column: string | null; message: string }[];
    expect(errors.map((e) => [e.row, e.column])).toEqual([
      [3, 'price'],
      [4, 'upc'],
      [5, 'qty'],
      [5, 'price'],
      [7, null],
      [8, 'name'],
      [9, 'name'],
      [6, 'item'],
    ]);
    expect(errors.find((e) => e.row === 4)!.message).toBe('UPC 111 is already on row 2');
    expect(errors.find((e) => e.row === 5 && e.column === 'price')!.message).toBe('Price must have at most 2 decimals (found “2.005”)');
    expect(await entries(shop.cid)).toEqual(before);
  });

  it.each([
    ['an empty file', '', 'The file is empty'],
    ['a header with no known column', 'colour,size\nred,L\n', 'No column of the header is known'],
    ['no UPC column', 'name,price\nThing,1\n', 'The file needs a UPC column'],
    ['binary junk', Buffer.from([0x00, 0xff, 0xfe, 0x13, 0x37, 0x0a, 0x00, 0x00]), 'No column of the header is known'],
  ])('refuses %s with a clear message', async (_what, file, message) => {
    const res = await importFile(shop.owner, file);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
  });

  it('refuses text that is not UTF-8, cell by cell', async () => {
    const latin1 = Buffer.concat([Buffer.from('upc,item,manufacturer,name,cost,price\n888,Caf'), Buffer.from([0xe9]), Buffer.from(',Acme,Thing,1,2\n')]);
    const res = await importFile(shop.owner, latin1);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ row: 2, column: 'item', message: 'This cell is not UTF-8 text: save the file as “CSV UTF-8” or .xlsx' });
  });

  it('takes the mapping the user chose', async () => {
    const csv = 'code,label,maker,kind,sell\n999,Thing,Acme,Tools,3.50\n';
    const mapping = { upc: 'code', name: 'label', manufacturer: 'maker', item: 'kind', price: 'sell', cost: 'sell' };
    const res = await importFile(shop.owner, csv, { dryRun: true, mapping });
    expect(res.json()).toMatchObject({ created: 1, errors: [] });
    const bad = await importFile(shop.owner, csv, { mapping: { price: 'nope' } });
    expect(bad.json().errors[0]).toMatchObject({ row: 1, column: 'price', message: 'There is no column “nope” in the file' });
    expect((await importFile(shop.owner, csv, { mapping: '{not json' })).json()).toMatchObject({ code: 'VALIDATION', field: 'mapping' });
  });

  it('reads the first sheet of an XLSX workbook', async () => {
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('Products');
    sheet.addRow(['UPC', 'Category', 'Manufacturer', 'Name', 'Qty', 'Cost', 'Price']);
    sheet.addRow(['000111222333', 'Tools', 'Acme', 'Spanner', 4, 2.5, 6]);
    wb.addWorksheet('Ignored').addRow(['nothing']);
    const res = await importFile(shop.owner, Buffer.from(await wb.xlsx.writeBuffer()), { name: 'catalog.xlsx' });
    expect(res.json()).toMatchObject({ created: 1, errors: [] });
    const [row] = await t.database.owner.select().from(inventory).where(and(eq(inventory.cid, shop.cid), eq(inventory.upc, '000111222333')));
    expect(row).toMatchObject({ subname: 'Spanner', qty: 4, costCents: 250, priceCents: 600 });
  });

  it('refuses a file of more than 50 MB with 413', async () => {
    // 300-byte lines: fewer than 200,000 rows, so the size is what is refused.
    const big = Buffer.alloc(50 * 1024 * 1024 + 10, `upc,name,${'x'.repeat(290)}\n`);
    const res = await importFile(shop.owner, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The file is larger than 50 MB: split it and import each part');
  });

  it('refuses more than 200,000 rows with 413', async () => {
    const rows = Array.from({ length: 200_001 }, (_, i) => `${i},Thing`).join('\n');
    const res = await importFile(shop.owner, `upc,name\n${rows}\n`);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The file has more than 200,000 rows: split it and import each part');
  });

  it('is for admins, and never touches another business', async () => {
    const staff = await shop.addUser();
    expect((await importFile(staff, GOOD)).statusCode).toBe(403);
    const other = await registerBusiness(t.app);
    await seedSettings(t.database.owner, other.cid, 0, 'EUR');
    const res = await importFile(other.owner, 'upc,price\n036000291452,9.99\n');
    // The same UPC is another business's entry: here it is new, and lacks what a new one needs.
    expect(res.json().errors.map((e: { column: string }) => e.column)).toEqual(['item', 'manufacturer', 'name', 'cost']);
    const mine = (await entries(shop.cid)).find((e) => e.upc === '036000291452');
    expect(mine?.priceCents).toBe(175);
  });
});

describe('export and the round trip', () => {
  it('exports CSV ordered by UPC; importing it into an empty business and exporting again gives the same file', async () => {
    const a = await registerBusiness(t.app);
    await seedSettings(t.database.owner, a.cid, 0, 'KWD');
    const csv = ['upc,item,manufacturer,name,qty,lowinventory,cost,price', '2,Tools,Acme,=SUM(A1),3,1,1.250,2.125', '1,Tools,Acme,"Plain, with comma",0,0,0.001,1.000'].join('\n');
    expect((await importFile(a.owner, csv)).json()).toMatchObject({ created: 2, errors: [] });
    const first = await a.owner.get('/inventory/export.csv');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('text/csv');
    expect(first.body).toBe(
      ['upc,item,manufacturer,name,qty,lowinventory,cost,price', '1,Tools,Acme,"Plain, with comma",0,0,0.001,1.000', "2,Tools,Acme,'=SUM(A1),3,1,1.250,2.125", ''].join('\r\n'),
    );
    const b = await registerBusiness(t.app);
    await seedSettings(t.database.owner, b.cid, 0, 'KWD');
    expect((await importFile(b.owner, first.body)).json()).toMatchObject({ created: 2, errors: [] });
    expect((await b.owner.get('/inventory/export.csv')).body).toBe(first.body.replace("'=SUM(A1)", "'=SUM(A1)"));
  });

  it('exports XLSX with UPCs as text and amounts as numbers', async () => {
    const a = await registerBusiness(t.app);
    await seedSettings(t.database.owner, a.cid, 0, 'USD');
    await importFile(a.owner, 'upc,item,manufacturer,name,qty,cost,price\n0012,Tools,Acme,Saw,2,3.5,7.25\n');
    const res = await a.owner.get('/inventory/export.xlsx');
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows = wb.worksheets[0].getSheetValues().filter(Boolean).map((r) => (r as unknown[]).slice(1));
    expect(rows).toEqual([
      ['upc', 'item', 'manufacturer', 'name', 'qty', 'lowinventory', 'cost', 'price'],
      ['0012', 'Tools', 'Acme', 'Saw', 2, 0, 3.5, 7.25],
    ]);
  });

  it('is for admins', async () => {
    const a = await registerBusiness(t.app);
    const staff = await a.addUser();
    expect((await staff.get('/inventory/export.csv')).statusCode).toBe(403);
    expect((await staff.get('/inventory/export.xlsx')).statusCode).toBe(403);
  });
});

describe('POST /api/inventory/barcode', () => {
  it('makes an in-store EAN-13 that no entry of the business uses', async () => {
    const a = await registerBusiness(t.app);
    const res = await a.owner.post('/inventory/barcode');
    expect(res.statusCode).toBe(200);
    expect(isInStoreCode(res.json().upc)).toBe(true);
    const staff = await a.addUser();
    expect((await staff.post('/inventory/barcode')).statusCode).toBe(403);
  });
});
