/**
 * The sales summary and CSV split the takings by payment method (issue 14, item 4): per method,
 * what was taken (cash net of change), refunded and kept, with returns (partial ones too) counted
 * on the day their refund was paid out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerBusiness, type ApiClient, type Business, type TestApp } from '../helpers/app';
import { seedProduct, seedSettings, type ProductRow } from '../helpers/fixtures';
import { sell } from '../helpers/money';
import { seedSale } from '../helpers/report-fixtures';

let t: TestApp;
let shop: Business;
let other: Business;
let staff: ApiClient;
let today: string;
const barcodes: Record<string, string> = {};

/** A product of 10.00 and one of 5.00; tax 13 % added. */
let kettle: ProductRow;
let mug: ProductRow;

beforeAll(async () => {
  t = await buildTestApp();
  shop = await registerBusiness(t.app);
  other = await registerBusiness(t.app);
  staff = await shop.addUser();
  const db = t.database.owner;
  await seedSettings(db, shop.cid, 13, 'CAD');
  await seedSettings(db, other.cid, 13, 'CAD');
  kettle = await seedProduct(db, shop.cid, { priceCents: 1000, qty: 20 });
  mug = await seedProduct(db, shop.cid, { priceCents: 500, qty: 20 });
  today = (await shop.owner.get('/sales/summary')).json().to;

  // 2 kettles: 20.00 + 2.60 = 22.60, paid 10.00 by card and 20.00 in cash: 7.40 change.
  const split = await sell(shop.owner, [{ product: kettle, qty: 2 }], { payments: [{ method: 'card', amount: 10 }, { method: 'cash', amount: 20 }] });
  expect(split.statusCode, split.body).toBe(201);
  barcodes.split = split.json().barcode;
  // 1 mug: 5.65, paid some other way.
  const voucher = await sell(shop.owner, [{ product: mug, qty: 1 }], { payments: [{ method: 'other', amount: 5.65 }] });
  expect(voucher.statusCode, voucher.body).toBe(201);
  barcodes.voucher = voucher.json().barcode;
  // One kettle back: 11.30, 5.00 onto the card and 6.30 in cash.
  const back = await shop.owner.post('/pos/returns', {
    barcode: barcodes.split,
    lines: [{ inventoryId: kettle.id, qty: 1 }],
    refund: [
      { method: 'card', amount: 5 },
      { method: 'cash', amount: 6.3 },
    ],
  });
  expect(back.statusCode, back.body).toBe(201);
  // A sale of 1 March 2024, paid in cash, half of which comes back today: refunded today, in cash.
  barcodes.old = (await seedSale(db, shop.cid, { createdAt: new Date('2024-03-01T12:00:00Z'), lines: [{ priceCents: 1000, costCents: 400, qty: 2 }] })).sale.barcode;
  const late = await shop.owner.post('/pos/returns', { barcode: barcodes.old, lines: [{ inventoryId: 'inv-0', qty: 1 }] });
  expect(late.statusCode, late.body).toBe(201);
  // Another business, same day, by card and with a refund: never counted here.
  await seedSale(db, other.cid, { lines: [{ priceCents: 99_900, costCents: 1, qty: 1 }], payments: [{ method: 'card', amountCents: 112_887 }] });
  await seedSale(db, other.cid, { lines: [{ priceCents: 50_000, costCents: 1, qty: 1 }], returned: true });
});
afterAll(() => t?.close());

describe('GET /api/sales/summary by payment method', () => {
  it('splits the day’s takings by method: cash net of change, refunds by the method they went back by', async () => {
    const res = await shop.owner.get(`/sales/summary?from=${today}&to=${today}`);
    expect(res.statusCode).toBe(200);
    const s = res.json();
    expect(s.payments).toEqual([
      // 20.00 less 7.40 change; 6.30 and the old sale's 11.30 back in cash.
      { method: 'cash', taken: 12.6, refunded: 17.6, net: -5 },
      { method: 'card', taken: 10, refunded: 5, net: 5 },
      { method: 'other', taken: 5.65, refunded: 0, net: 5.65 },
    ]);
    expect(s.changeGiven).toBe(7.4);
    // Returns on their own day: today's two, one of them of a March receipt.
    expect(s).toMatchObject({ salesCount: 2, revenue: 28.25, returnsCount: 2, returnsValue: 22.6, netRevenue: 5.65 });
  });

  it('adds up: what the methods kept is the revenue less the refunds', async () => {
    const s = (await shop.owner.get(`/sales/summary?from=${today}&to=${today}`)).json();
    const kept = s.payments.reduce((acc: number, p: { net: number }) => acc + Math.round(p.net * 100), 0);
    expect(kept).toBe(Math.round(s.netRevenue * 100));
  });

  it('leaves a refund out of the day its receipt was sold', async () => {
    const s = (await shop.owner.get('/sales/summary?from=2024-03-01&to=2024-03-01')).json();
    expect(s).toMatchObject({ salesCount: 1, revenue: 22.6, returnsCount: 0, returnsValue: 0, netRevenue: 22.6 });
    expect(s.payments[0]).toEqual({ method: 'cash', taken: 22.6, refunded: 0, net: 22.6 });
  });

  it('counts nothing of another business', async () => {
    const s = (await other.owner.get(`/sales/summary?from=${today}&to=${today}`)).json();
    expect(s.payments).toEqual([
      { method: 'cash', taken: 565, refunded: 565, net: 0 },
      { method: 'card', taken: 1128.87, refunded: 0, net: 1128.87 },
      { method: 'other', taken: 0, refunded: 0, net: 0 },
    ]);
    expect(s).toMatchObject({ salesCount: 2, returnsCount: 1, changeGiven: 0 });
  });

  it('refuses a malformed day and a reversed period', async () => {
    const bad = await shop.owner.get('/sales/summary?from=2024-13-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/YYYY-MM-DD/);
    expect((await shop.owner.get(`/sales/summary?from=${today}&to=2024-01-01`)).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await staff.get(`/sales/summary?from=${today}&to=${today}`)).statusCode).toBe(403);
    expect((await staff.get('/sales/summary.csv')).statusCode).toBe(403);
    expect((await staff.get('/sales/export.csv')).statusCode).toBe(403);
  });
});

describe('the CSVs by payment method', () => {
  it('the receipts CSV gives each receipt’s tenders, change and refunds', async () => {
    const res = await shop.owner.get(`/sales/export.csv?from=${today}&to=${today}`);
    expect(res.statusCode).toBe(200);
    const rows = res.body.trimEnd().split('\r\n');
    const header = rows[0].split(',');
    expect(header.slice(9, 13)).toEqual(['Total', 'Payments', 'Change', 'Refunded']);
    expect(rows).toHaveLength(3);
    const byBarcode = (barcode: string) => rows.find((r) => r.includes(`,${barcode},`))!.split(',');
    expect(byBarcode(barcodes.split).slice(9, 15)).toEqual(['22.60', 'card 10.00; cash 20.00', '7.40', '11.30', 'CAD', 'no']);
    expect(byBarcode(barcodes.voucher).slice(9, 15)).toEqual(['5.65', 'other 5.65', '0.00', '0.00', 'CAD', 'no']);
  });

  it('the summary CSV has a table of the methods', async () => {
    const res = await shop.owner.get(`/sales/summary.csv?from=${today}&to=${today}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Change given,7.40\r\n');
    expect(res.body).toContain('Method,Taken,Refunded,Net\r\ncash,12.60,17.60,-5.00\r\ncard,10.00,5.00,5.00\r\nother,5.65,0.00,5.65\r\n');
  });
});
