/**
 * Importing other tills' exports as downloaded (Square, Loyverse, Shopify, Lightspeed X-Series):
 * recognised by their columns and imported with no mapping, and the default category and
 * manufacturer for rows without one, sent beside the file.
 */
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, inventory, items, manufacturers } from '../../src/server/db/schema';
import { buildTestApp, registerBusiness, type ApiClient, type TestApp } from '../helpers/app';
import { seedSettings } from '../helpers/fixtures';
import { parse } from 'csv-parse/sync';
import { TILL_EXPORTS, type ExpectedProduct, type TillExport } from '../helpers/till-exports';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'till-exports');

/** A multipart body with the text fields first, then the file, as the import screen sends it. */
function form(file: string | Buffer, name: string, fields: Record<string, string>) {
  const boundary = `----stocktill${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [field, value] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`));
  parts.push(Buffer.from(file));
  parts.push(Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function importFile(user: ApiClient, file: string | Buffer, opts: { dryRun?: boolean; name?: string; fields?: Record<string, string> } = {}) {
  const body = form(file, opts.name ?? 'export.csv', opts.fields ?? {});
  return t.app.inject({
    method: 'POST',
    url: `/api/inventory/import${opts.dryRun ? '?dryRun=1' : ''}`,
    headers: { ...body.headers, authorization: `Bearer ${user.token}` },
    payload: body.payload,
  });
}

async function entries(cid: string) {
  return t.database.owner.select().from(inventory).where(eq(inventory.cid, cid));
}

const asExpected = (e: typeof inventory.$inferSelect): ExpectedProduct => ({
  upc: e.upc,
  name: e.subname,
  item: e.item,
  manufacturer: e.manufacturer,
  qty: e.qty,
  low: e.lowinventory,
  costMinor: e.costCents,
  priceMinor: e.priceCents,
});

const csvOf = (rows: string[][]) => rows.map((r) => r.map((c) => (/[",\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\r\n') + '\r\n';

const DEFAULTS = { defaultItem: 'Imported', defaultManufacturer: 'Unknown maker' };

/** The sample as committed, checked to be what its builder makes (the two cannot drift apart). */
function sample(build: () => TillExport): TillExport {
  const built = build();
  expect(readFileSync(join(FIXTURES, built.file), 'utf8')).toBe(built.csv);
  expect(built.rows).toBeGreaterThanOrEqual(200);
  return built;
}

describe.each([
  ['square', 'Item Name', ['Main Street', 'Harbour Mall']],
  ['loyverse', 'Name', ['Downtown', 'Airport']],
  ['shopify', 'Title', []],
  ['lightspeed', 'name', ['Main Outlet', 'Warehouse']],
] as const)('a %s export as downloaded', (format, nameHeader, locations) => {
  it('is recognised and imported with no mapping: every variant a product, its name, codes, quantity, cost and price', async () => {
    const shop = await registerBusiness(t.app);
    await seedSettings(t.database.owner, shop.cid, 0, 'USD');
    const file = sample(TILL_EXPORTS[format]);

    // Rows without a category or maker are named, by row, until defaults are given.
    const bare = await importFile(shop.owner, file.csv, { dryRun: true, name: file.file });
    const lacking = file.products.filter((p) => p.item === null || p.manufacturer === null).length;
    expect(lacking).toBeGreaterThan(0);
    expect(bare.statusCode).toBe(400);
    expect(bare.json().format).toEqual({ id: format, locations });
    expect(bare.json().errors.every((e: { column: string; message: string }) => ['item', 'manufacturer'].includes(e.column) && /needed for a new product/.test(e.message))).toBe(true);

    const check = await importFile(shop.owner, file.csv, { dryRun: true, name: file.file, fields: DEFAULTS });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ dryRun: true, rows: file.rows, created: file.products.length, errors: [], format: { id: format } });
    const readAs = Object.fromEntries(check.json().columns.filter((c: { column: string | null }) => c.column).map((c: { header: string; column: string }) => [c.column, c.header]));
    expect(readAs.name).toBe(nameHeader);
    expect(Object.keys(readAs).sort()).toEqual(format === 'shopify' ? ['cost', 'item', 'manufacturer', 'name', 'price', 'qty', 'upc'] : ['cost', 'item', 'lowinventory', 'manufacturer', 'name', 'price', 'qty', 'upc']);
    expect(await entries(shop.cid)).toEqual([]);

    const res = await importFile(shop.owner, file.csv, { name: file.file, fields: DEFAULTS });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ dryRun: false, created: file.products.length, updated: 0, errors: [], format: { id: format } });
    expect(res.json().newItems.includes('Imported')).toBe(file.products.some((p) => p.item === null));
    expect(res.json().newManufacturers.includes('Unknown maker')).toBe(file.products.some((p) => p.manufacturer === null));
    const byUpc = (list: ExpectedProduct[]) => [...list].sort((a, b) => a.upc.localeCompare(b.upc));
    const wanted = file.products.map((p) => ({ ...p, item: p.item ?? 'Imported', manufacturer: p.manufacturer ?? 'Unknown maker' }));
    expect(byUpc((await entries(shop.cid)).map(asExpected))).toEqual(byUpc(wanted));

    // The same file again changes nothing.
    const again = await importFile(shop.owner, file.csv, { name: file.file, fields: DEFAULTS });
    expect(again.json()).toMatchObject({ created: 0, updated: 0, unchanged: file.products.length, errors: [] });
  });
});

describe('a Square library exported as Excel, the format Square recommends', () => {
  it('is recognised and imports the same products as its CSV', async () => {
    const shop = await registerBusiness(t.app);
    await seedSettings(t.database.owner, shop.cid, 0, 'USD');
    const file = TILL_EXPORTS.square();
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('Items');
    // Square's workbook is formatted as text: every cell a string.
    for (const row of parse(file.csv) as string[][]) sheet.addRow(row);
    const xlsx = Buffer.from(await wb.xlsx.writeBuffer());
    const res = await importFile(shop.owner, xlsx, { name: 'square.xlsx', fields: DEFAULTS });
    expect(res.json()).toMatchObject({ created: file.products.length, errors: [], format: { id: 'square', locations: ['Main Street', 'Harbour Mall'] } });
    const byUpc = (list: ExpectedProduct[]) => [...list].sort((a, b) => a.upc.localeCompare(b.upc));
    const wanted = file.products.map((p) => ({ ...p, item: p.item ?? 'Imported', manufacturer: p.manufacturer ?? 'Unknown maker' }));
    expect(byUpc((await entries(shop.cid)).map(asExpected))).toEqual(byUpc(wanted));
  });
});

describe('variants and rows another till allows that Stocktill does not', () => {
  it('names the row of each one and writes nothing, never failing as a whole', async () => {
    const shop = await registerBusiness(t.app);
    await seedSettings(t.database.owner, shop.cid, 0, 'USD');
    const [header, cells] = parse(TILL_EXPORTS.square().csv) as string[][];
    // A variable price (Square leaves it empty) and a negative stock at the first location.
    cells[header.indexOf('Price')] = '';
    cells[header.indexOf('Current Quantity Main Street')] = '-3';
    const res = await importFile(shop.owner, csvOf([header, cells]), { fields: DEFAULTS });
    expect(res.statusCode).toBe(400);
    expect(res.json().format.id).toBe('square');
    expect(res.json().errors.map((e: { row: number; column: string }) => [e.row, e.column])).toEqual([
      [2, 'qty'],
      [2, 'price'],
    ]);

    // A Shopify variant with neither barcode nor SKU, after an image-only row: its own row number.
    const shopify = TILL_EXPORTS.shopify().csv.split('\r\n');
    const h = shopify[0].split(',');
    const lines = shopify.slice(0, 12);
    const imageRow = lines.findIndex((l, i) => i > 0 && l.split(',')[h.indexOf('Variant SKU')] === '');
    expect(imageRow).toBeGreaterThan(0);
    const at = imageRow + 1;
    const variant = lines[at].split(',');
    expect(variant[h.indexOf('Title')]).toBe('');
    variant[h.indexOf('Variant SKU')] = '';
    variant[h.indexOf('Variant Barcode')] = '';
    lines[at] = variant.join(',');
    const bad = await importFile(shop.owner, [...lines, ''].join('\r\n'), { fields: DEFAULTS });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { row: number; column: string }) => [e.row, e.column])).toEqual([[at + 1, 'upc']]);
    expect(await entries(shop.cid)).toEqual([]);
  });

  it('keeps the mapping the owner chose for a recognised file (another location’s stock)', async () => {
    const shop = await registerBusiness(t.app);
    await seedSettings(t.database.owner, shop.cid, 0, 'USD');
    const file = TILL_EXPORTS.lightspeed();
    const res = await importFile(shop.owner, file.csv, { fields: { ...DEFAULTS, mapping: JSON.stringify({ qty: 'inventory_Warehouse' }) } });
    expect(res.json()).toMatchObject({ created: file.products.length, errors: [] });
    expect(new Set((await entries(shop.cid)).map((e) => e.qty))).toEqual(new Set([100]));
  });
});

describe('defaultItem and defaultManufacturer', () => {
  const CSV = 'upc,name,cost,price,item,manufacturer\n111,Plain tea,1,2,,\n222,Green tea,1,3,Tea,Leafy\n';

  it('fill only the new rows without one, spelled as the business already spells them, created when missing', async () => {
    const shop = await registerBusiness(t.app);
    await seedSettings(t.database.owner, shop.cid, 0, 'USD');
    expect((await shop.owner.post('/item/add', { item: 'General' })).statusCode).toBeLessThan(300);
    expect((await importFile(shop.owner, 'upc,name,cost,price,item,manufacturer\n333,Old,1,2,Kept,Keeper\n')).statusCode).toBe(200);
    const res = await importFile(shop.owner, CSV + '333,Old renamed,1,2,,\n', { fields: { defaultItem: '  general ', defaultManufacturer: 'House brand' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ created: 2, updated: 1, newItems: ['Tea'], newManufacturers: ['House brand', 'Leafy'], format: null });
    const rows = (await entries(shop.cid)).sort((a, b) => a.upc.localeCompare(b.upc));
    expect(rows.map((r) => [r.upc, r.item, r.manufacturer, r.subname])).toEqual([
      ['111', 'General', 'House brand', 'Plain tea'],
      ['222', 'Tea', 'Leafy', 'Green tea'],
      // An existing product keeps its own category and maker: the defaults are for new ones.
      ['333', 'Kept', 'Keeper', 'Old renamed'],
    ]);
  });

  it('refuses one too long, with control characters, or a field the import does not take, writing nothing', async () => {
    const shop = await registerBusiness(t.app);
    await seedSettings(t.database.owner, shop.cid, 0, 'USD');
    const long = await importFile(shop.owner, CSV, { fields: { defaultItem: 'x'.repeat(101) } });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 'VALIDATION', message: 'The default category is at most 100 characters (this one has 101)' });
    const control = await importFile(shop.owner, CSV, { fields: { defaultManufacturer: 'Bad\u0007maker' } });
    expect(control.statusCode).toBe(400);
    expect(control.json().message).toMatch(/default manufacturer holds characters that are not allowed/);
    const unknown = await importFile(shop.owner, CSV, { fields: { defaultCategory: 'Tea' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('not “defaultCategory”');
    expect(await entries(shop.cid)).toEqual([]);
    expect(await t.database.owner.select().from(items).where(eq(items.cid, shop.cid))).toEqual([]);
  });

  it('answer a French caller in French', async () => {
    const shop = await registerBusiness(t.app);
    await seedSettings(t.database.owner, shop.cid, 0, 'EUR');
    await t.database.owner.update(businesses).set({ language: 'fr' }).where(eq(businesses.id, shop.cid));
    const res = await importFile(shop.owner, CSV, { fields: { defaultItem: 'y'.repeat(150) } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('La catégorie par défaut a au plus 100 caractères (celle-ci en a 150)');
  });

  it('are for admins; another business is untouched', async () => {
    const a = await registerBusiness(t.app);
    const b = await registerBusiness(t.app);
    await seedSettings(t.database.owner, a.cid, 0, 'USD');
    await seedSettings(t.database.owner, b.cid, 0, 'USD');
    expect((await importFile(b.owner, 'upc,name,cost,price,item,manufacturer\n111,B tea,1,2,Theirs,Their maker\n')).statusCode).toBe(200);
    const staff = await a.addUser();
    expect((await importFile(staff, CSV, { fields: DEFAULTS })).statusCode).toBe(403);
    expect(await entries(a.cid)).toEqual([]);
    expect((await importFile(a.owner, CSV, { fields: DEFAULTS })).json()).toMatchObject({ created: 2, errors: [] });
    // The same UPC in the other business keeps its own category and maker; no default reached it.
    expect((await entries(b.cid)).map((r) => [r.upc, r.item, r.manufacturer])).toEqual([['111', 'Theirs', 'Their maker']]);
    expect((await t.database.owner.select().from(items).where(eq(items.cid, b.cid))).map((r) => r.item)).toEqual(['Theirs']);
    expect((await t.database.owner.select().from(manufacturers).where(eq(manufacturers.cid, b.cid))).map((r) => r.manufacturer)).toEqual(['Their maker']);
  });
});
