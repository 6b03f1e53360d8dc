/**
 * A catalogue import cannot stall the shared server: a file past the caps (columns, characters per
 * row, rows, cells, a workbook's unpacked size) is refused while it is read, with 413 and words
 * saying why, and changes nothing; the dry run's answer stays small whatever the file holds; and a
 * business runs one import at a time (409), across instances too (an advisory lock in PostgreSQL).
 */
import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one } from '../../src/server/db/raw';
import { inventory, items, manufacturers } from '../../src/server/db/schema';
import { IMPORT_LOCK } from '../../src/server/services/catalog/import-lock';
import { buildTestApp, registerBusiness, type ApiClient, type Business, type TestApp } from '../helpers/app';
import { seedSettings } from '../helpers/fixtures';

let t: TestApp;
let shop: Business;

beforeAll(async () => {
  t = await buildTestApp();
  shop = await registerBusiness(t.app);
  await seedSettings(t.database.owner, shop.cid, 20, 'EUR');
});
afterAll(() => t?.close());

function form(file: Buffer | string, name = 'catalog.csv') {
  const boundary = `----stocktill${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    Buffer.isBuffer(file) ? file : Buffer.from(file),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function importFile(user: ApiClient, file: Buffer | string, opts: { dryRun?: boolean; name?: string } = {}) {
  const body = form(file, opts.name);
  return t.app.inject({
    method: 'POST',
    url: `/api/inventory/import${opts.dryRun ? '?dryRun=1' : ''}`,
    headers: { ...body.headers, authorization: `Bearer ${user.token}` },
    payload: body.payload,
  });
}

const HEADER = 'upc,item,manufacturer,name,qty,lowinventory,cost,price';

/** What an import could change: the entries, categories and manufacturers of the business. */
async function catalogueOf(cid: string) {
  const db = t.database.owner;
  return {
    entries: await db.select().from(inventory).where(eq(inventory.cid, cid)).orderBy(inventory.upc),
    items: await db.select().from(items).where(eq(items.cid, cid)).orderBy(items.item),
    manufacturers: await db.select().from(manufacturers).where(eq(manufacturers.cid, cid)).orderBy(manufacturers.manufacturer),
  };
}

/** Valid rows of new products, after the header. */
function goodRows(count: number, from = 1): string {
  return Array.from({ length: count }, (_, i) => `${from + i},Snacks,Acme,Product ${from + i},1,0,1.00,2.00`).join('\n');
}

async function xlsx(build: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  build(wb.addWorksheet('Products'));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('an import past the caps is refused while it is read, and changes nothing', () => {
  beforeAll(async () => {
    // Something to keep: the refusals below must leave it as it is.
    expect((await importFile(shop.owner, `${HEADER}\n${goodRows(3)}\n`)).statusCode).toBe(200);
  });

  it.each([
    ['a row of 1,000,000 empty cells', `${HEADER}\n111,Snacks,Acme,Wide${','.repeat(1_000_000)}\n`, 413, 'Row 2 has more than 200 columns: delete the columns Stocktill does not read (empty ones too) and import again'],
    ['a header of 500,000 columns', `${HEADER}${','.repeat(500_000)}\n111,Snacks,Acme,Wide,1,0,1.00,2.00\n`, 413, 'Row 1 has more than 200 columns: delete the columns Stocktill does not read (empty ones too) and import again'],
    ['a header of 500,000 columns, in a dry run', `${','.repeat(500_000)}upc\n111\n`, 413, 'Row 1 has more than 200 columns'],
    ['a row of 201 cells, the 201st after the header has ended', `${HEADER}\n${goodRows(1)}${',x'.repeat(193)}\n`, 413, 'Row 2 has more than 200 columns'],
    ['a row of 2,000,000 characters in one cell', `${HEADER}\n111,Snacks,Acme,${'x'.repeat(2_000_000)},1,0,1.00,2.00\n`, 413, 'Row 2 holds more than 16,384 characters: a delimiter or quote is probably out of place'],
    ['a quoted cell of 1,000,000 delimiters', `${HEADER}\n${goodRows(2)}\n111,Snacks,Acme,"${','.repeat(1_000_000)}",1,0,1.00,2.00\n`, 413, 'Row 4 holds more than 16,384 characters'],
    ['more than 2,000,000 cells (10,001 rows of 200)', `${Array.from({ length: 200 }, (_, i) => (i === 0 ? 'upc' : `extra ${i}`)).join(',')}\n${`1${','.repeat(199)}\n`.repeat(10_001)}`, 413, 'The file has more than 2,000,000 cells: delete the columns Stocktill does not read, or split it and import each part'],
  ])('refuses %s with 413', async (_what, file, status, words) => {
    const before = await catalogueOf(shop.cid);
    const started = performance.now();
    for (const dryRun of [true, false]) {
      const res = await importFile(shop.owner, file, { dryRun });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
      expect(res.json().message).toContain(words);
      // The refusal says what it is about, never the file back.
      expect(res.payload.length).toBeLessThan(1_000);
    }
    // Refused as soon as a cap is passed: nothing like the minutes the whole file would have taken.
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(await catalogueOf(shop.cid)).toEqual(before);
  });

  it('says so in the caller’s language, numbers written as it writes them', async () => {
    const french = await registerBusiness(t.app);
    expect((await french.owner.put('/setting/region', { language: 'fr' })).statusCode).toBe(200);
    const wide = await importFile(french.owner, `${HEADER}\n111${','.repeat(300)}\n`);
    expect(wide.statusCode).toBe(413);
    expect(wide.json().message).toBe('La ligne 2 a plus de 200 colonnes : supprimez les colonnes que Stocktill ne lit pas (les vides aussi) et importez de nouveau');
    const long = await importFile(french.owner, `${HEADER}\n111,${'x'.repeat(20_000)}\n`);
    expect(long.json().message).toBe('La ligne 2 contient plus de 16\u202f384 caractères : un séparateur ou un guillemet est sans doute mal placé');
  });

  it('refuses a workbook row of 300 columns with 413', async () => {
    const before = await catalogueOf(shop.cid);
    const file = await xlsx((sheet) => {
      sheet.addRow(['UPC', 'Category', 'Manufacturer', 'Name', 'Qty', 'Cost', 'Price']);
      sheet.addRow(Array.from({ length: 300 }, (_, i) => `cell ${i}`));
    });
    const res = await importFile(shop.owner, file, { name: 'catalog.xlsx', dryRun: true });
    // Status and words together: a wrong status then says which refusal it was.
    expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 413, message: 'Row 2 has more than 200 columns: delete the columns Stocktill does not read (empty ones too) and import again' });
    expect(await catalogueOf(shop.cid)).toEqual(before);
  });

  it('refuses a workbook whose second row is numbered 1,000,000, without making the rows between', async () => {
    const file = await xlsx((sheet) => {
      sheet.addRow(['UPC', 'Name']);
      sheet.getRow(1_000_000).values = ['999', 'Far away'];
    });
    const res = await importFile(shop.owner, file, { name: 'catalog.xlsx', dryRun: true });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The file has more than 200,000 rows: split it and import each part');
  });

  it('refuses a workbook whose shared strings unpack to more than 32 MB (a few hundred KB packed)', async () => {
    const before = await catalogueOf(shop.cid);
    const file = await xlsx((sheet) => {
      sheet.addRow(['UPC', 'Name']);
      sheet.addRow(['1', 'y'.repeat(40 * 1024 * 1024)]);
    });
    expect(file.length).toBeLessThan(1024 * 1024);
    const res = await importFile(shop.owner, file, { name: 'catalog.xlsx', dryRun: true });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The workbook unpacks to more than 32 MB: save it again as .csv, or split it and import each part');
    expect(await catalogueOf(shop.cid)).toEqual(before);
  });

  it('still reads honest files at the caps: 200 columns, a row of 16,000 characters', async () => {
    const header = [...HEADER.split(','), ...Array.from({ length: 192 }, (_, i) => `note ${i}`)].join(',');
    const res = await importFile(shop.owner, `${header}\n500,Snacks,Acme,Wide but fine,1,0,1.00,2.00,${'n'.repeat(15_000)}${','.repeat(191)}\n`, { dryRun: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ created: 1, errors: [] });
  });
});

describe('the dry run’s answer', () => {
  it('stays under 256 KB for a file of 200 long-named columns and 9,000 rows that are all wrong', async () => {
    const names = ['upc', 'item', 'manufacturer', 'name', 'qty', 'lowinventory', 'cost', 'price', ...Array.from({ length: 192 }, (_, i) => `${'extra column '.repeat(5)}${i}`)];
    const junk = 'z'.repeat(70);
    // Every cell of the first rows (the preview) is long; every row has problems in every column.
    const row = (i: number) => [`${i}`, junk, junk, `${junk}\u0007`, `${junk}`, junk, junk, junk, ...Array.from({ length: 192 }, () => (i < 10 ? junk : ''))].join(',');
    const file = `${names.join(',')}\n${Array.from({ length: 9_000 }, (_, i) => row(i)).join('\n')}\n`;
    const before = await catalogueOf(shop.cid);
    const res = await importFile(shop.owner, file, { dryRun: true });
    expect(res.statusCode).toBe(400);
    const answer = res.json();
    expect(answer.errors).toHaveLength(501);
    expect(answer.errors.at(-1).message).toMatch(/^…and [\d,]+ more problems$/);
    expect(answer.columns).toHaveLength(200);
    expect(res.payload.length).toBeLessThan(256 * 1024);
    expect(await catalogueOf(shop.cid)).toEqual(before);
  });
});

describe('one import at a time per business', () => {
  it('refuses a second import while the first runs (409), then takes the next one', async () => {
    const big = `${HEADER}\n${goodRows(60_000, 1_000_000)}\n`;
    const first = importFile(shop.owner, big, { dryRun: true });
    // The first has claimed the business once its request is under way.
    await new Promise((r) => setTimeout(r, 300));
    const second = await importFile(shop.owner, `${HEADER}\n${goodRows(1, 900)}\n`);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'CONFLICT', message: 'Another import into this catalogue is under way: wait until it has finished and try again' });
    expect((await catalogueOf(shop.cid)).entries.some((e) => e.upc === '900')).toBe(false);
    expect((await first).json()).toMatchObject({ created: 60_000, errors: [] });
    // Another business is not held up meanwhile, and the business itself may import again.
    expect((await importFile(shop.owner, `${HEADER}\n${goodRows(1, 900)}\n`)).statusCode).toBe(200);
  });

  it('an import in another business runs alongside', async () => {
    const other = await registerBusiness(t.app);
    await seedSettings(t.database.owner, other.cid, 0, 'EUR');
    const first = importFile(shop.owner, `${HEADER}\n${goodRows(60_000, 2_000_000)}\n`, { dryRun: true });
    await new Promise((r) => setTimeout(r, 300));
    expect((await importFile(other.owner, `${HEADER}\n${goodRows(1)}\n`, { dryRun: true })).statusCode).toBe(200);
    expect((await first).statusCode).toBe(200);
  });

  // Another instance of the app on the same PostgreSQL: its import's transaction holds the lock.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('refuses an import while another instance’s import of the business holds the lock (PostgreSQL)', async () => {
    const before = await catalogueOf(shop.cid);
    await t.database.owner.transaction(async (tx) => {
      const held = await one<{ locked: boolean }>(tx, sql`SELECT pg_try_advisory_xact_lock(${IMPORT_LOCK}::int, hashtext(${shop.cid}::text)) AS locked`);
      expect(held.locked).toBe(true);
      const res = await importFile(shop.owner, `${HEADER}\n${goodRows(1, 901)}\n`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Another import into this catalogue is under way: wait until it has finished and try again');
    });
    expect(await catalogueOf(shop.cid)).toEqual(before);
    // Once that transaction has ended the lock is free again.
    expect((await importFile(shop.owner, `${HEADER}\n${goodRows(1, 901)}\n`)).statusCode).toBe(200);
  });
});
