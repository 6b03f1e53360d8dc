import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCents } from '../../src/domain/money';
import { saleLines, sales } from '../../src/server/db/schema';
import { csvCell, toCsv } from '../../src/server/services/csv';
import { resolveSummaryRange, summarizeSales } from '../../src/server/services/sales-history';
import { buildTestApp, registerBusiness, type ApiClient, type Business, type TestApp } from '../helpers/app';
import { seedSale, seedSettings } from '../helpers/report-fixtures';

const at = (iso: string) => new Date(iso);

describe('sales history API', () => {
  let t: TestApp;
  let shop: Business;
  let other: Business;
  let staff: ApiClient;
  const barcodes: Record<string, string> = {};

  beforeAll(async () => {
    t = await buildTestApp({ PAGE_SIZE: 2 });
    shop = await registerBusiness(t.app, { bname: 'History Shop' });
    other = await registerBusiness(t.app, { bname: 'Other Shop' });
    staff = await shop.addUser();
    const db = t.database.owner;
    await seedSettings(db, shop.cid, 13, 'CAD');
    // Day 1 (2024-03-01): two sales. Tax 13 %.
    // a: 2 x 10.00 at 10 % off = 18.00, cost 2 x 6.00; shipping 2.00 -> tax round(2000*0.13)=260 -> total 22.60
    barcodes.a = (await seedSale(db, shop.cid, { createdAt: at('2024-03-01T09:00:00Z'), shippingCents: 200, lines: [{ priceCents: 1000, costCents: 600, qty: 2, discountPct: 10 }] })).sale.barcode;
    // b: 1 x 5.00 + 3 x 1.00 = 8.00, cost 3.00 + 3 x 0.40 = 4.20; tax 104 -> total 9.04
    barcodes.b = (
      await seedSale(db, shop.cid, {
        createdAt: at('2024-03-01T23:59:59Z'),
        lines: [
          { priceCents: 500, costCents: 300, qty: 1 },
          { priceCents: 100, costCents: 40, qty: 3 },
        ],
      })
    ).sale.barcode;
    // Day 3 (2024-03-03): returned sale c: 4 x 2.50 = 10.00, tax 130 -> total 11.30 (margin excluded)
    barcodes.c = (await seedSale(db, shop.cid, { createdAt: at('2024-03-03T12:00:00Z'), returned: true, lines: [{ priceCents: 250, costCents: 100, qty: 4 }] })).sale.barcode;
    // Outside the period: 2024-02-29 and 2024-03-04
    barcodes.before = (await seedSale(db, shop.cid, { createdAt: at('2024-02-29T23:59:59Z'), lines: [{ priceCents: 9999, costCents: 1, qty: 1 }] })).sale.barcode;
    barcodes.after = (await seedSale(db, shop.cid, { createdAt: at('2024-03-04T00:00:00Z'), lines: [{ priceCents: 7777, costCents: 1, qty: 1 }] })).sale.barcode;
    // Another business, same day: never counted.
    await seedSale(db, other.cid, { createdAt: at('2024-03-01T10:00:00Z'), lines: [{ priceCents: 100000, costCents: 1, qty: 9 }] });
  });
  afterAll(() => t?.close());

  describe('GET /api/sales/list', () => {
    it('lists receipts newest first, paged, with totals and returned status', async () => {
      const res = await shop.owner.get('/sales/list');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ count: 5, page: 1, pages: 3 });
      expect(body.sales.map((s: { barcode: string }) => s.barcode)).toEqual([barcodes.after, barcodes.c]);
      expect(body.sales[1]).toMatchObject({ units: 4, lines: 1, subtotal: 10, discount: 0, shipping: 0, taxes: 1.3, total: 11.3, returned: true, currency: 'CAD' });
      const page3 = (await shop.owner.get('/sales/list?pageNumber=3')).json();
      expect(page3.sales.map((s: { barcode: string }) => s.barcode)).toEqual([barcodes.before]);
    });

    it('filters by UTC days, both ends included', async () => {
      const body = (await shop.owner.get('/sales/list?from=2024-03-01&to=2024-03-03&pageNumber=1')).json();
      expect(body).toMatchObject({ count: 3, pages: 2 });
      const page2 = (await shop.owner.get('/sales/list?from=2024-03-01&to=2024-03-03&pageNumber=2')).json();
      const all = [...body.sales, ...page2.sales].map((s: { barcode: string }) => s.barcode);
      expect(all).toEqual([barcodes.c, barcodes.b, barcodes.a]);
      expect(all).not.toContain(barcodes.before);
      const a = page2.sales[0];
      expect(a).toMatchObject({ units: 2, subtotal: 18, discount: 2, shipping: 2, taxes: 2.6, total: 22.6, returned: false, returnedAt: null });
    });

    it('rejects malformed and reversed dates with a clear message', async () => {
      const bad = await shop.owner.get('/sales/list?from=2024-02-30');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/YYYY-MM-DD/);
      const reversed = await shop.owner.get('/sales/list?from=2024-03-05&to=2024-03-01');
      expect(reversed.statusCode).toBe(400);
      expect(reversed.json().message).toMatch(/start date must not be after the end date/);
    });

    it('shows another business nothing of this one', async () => {
      const body = (await other.owner.get('/sales/list')).json();
      expect(body.count).toBe(1);
      expect(body.sales[0].total).toBeCloseTo(10170, 2);
    });

    it('answers page 1 of 0 pages for a business without sales', async () => {
      const fresh = await registerBusiness(t.app);
      expect((await fresh.owner.get('/sales/list')).json()).toEqual({ sales: [], count: 0, page: 1, pages: 0 });
    });

    it('is for admins only', async () => {
      const res = await staff.get('/sales/list');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Not authorized as an admin', code: 'FORBIDDEN' });
      expect((await t.app.inject({ method: 'GET', url: '/api/sales/list' })).statusCode).toBe(401);
    });
  });

  describe('GET /api/sales/summary', () => {
    it('computes every figure of the period against hand-computed sums', async () => {
      const res = await shop.owner.get('/sales/summary?from=2024-03-01&to=2024-03-03');
      expect(res.statusCode).toBe(200);
      const s = res.json();
      expect(s).toMatchObject({
        from: '2024-03-01',
        to: '2024-03-03',
        salesCount: 3,
        units: 2 + 4 + 4,
        revenue: 42.94, // 22.60 + 9.04 + 11.30
        subtotal: 36, // 18 + 8 + 10
        discounts: 2,
        taxes: 4.94, // 2.60 + 1.04 + 1.30
        shipping: 2,
        returnsCount: 1,
        returnsValue: 11.3,
        netRevenue: 31.64,
        cost: 16.2, // 12.00 + 4.20, the returned sale left out
        grossMargin: 9.8, // (18 + 8) - 16.20
        // Every receipt paid in cash, exactly; the returned one refunded in cash on its sale's day.
        payments: [
          { method: 'cash', taken: 42.94, refunded: 11.3, net: 31.64 },
          { method: 'card', taken: 0, refunded: 0, net: 0 },
          { method: 'other', taken: 0, refunded: 0, net: 0 },
        ],
        changeGiven: 0,
        currency: 'CAD',
      });
      expect(s.days).toEqual([
        { date: '2024-03-01', sales: 2, revenue: 31.64, units: 6 },
        { date: '2024-03-02', sales: 0, revenue: 0, units: 0 },
        { date: '2024-03-03', sales: 1, revenue: 11.3, units: 4 },
      ]);
    });

    it('gives the figures of the lines themselves, though it reads only the receipts', async () => {
      const s = await summarizeSales(t.database.owner, shop.cid, { from: '2024-02-01', to: '2024-03-31' });
      // The period adds the two outside sales: 99.99 and 77.77 sold at a cost of 0.01 each.
      expect(s).toMatchObject({ salesCount: 5, units: 12, cost: 16.22, grossMargin: 187.54 });
      const [lines] = await t.database.owner
        .select({
          units: sql<string>`sum(${saleLines.qty})`,
          keptCost: sql<string>`sum(${saleLines.qty} * ${saleLines.costCents}) filter (where not ${sales.returned})`,
          keptLines: sql<string>`sum(${saleLines.lineCents}) filter (where not ${sales.returned})`,
        })
        .from(saleLines)
        .innerJoin(sales, eq(sales.id, saleLines.saleId))
        .where(eq(sales.cid, shop.cid));
      expect(s.units).toBe(Number(lines.units));
      expect(toCents(s.cost)).toBe(Number(lines.keptCost));
      expect(toCents(s.grossMargin)).toBe(Number(lines.keptLines) - Number(lines.keptCost));
    });

    it('defaults to the last 30 days up to today', async () => {
      const s = (await shop.owner.get('/sales/summary')).json();
      expect(s.days).toHaveLength(30);
      expect(s.to).toBe(new Date().toISOString().slice(0, 10));
      expect(s.salesCount).toBe(0);
    });

    it('bounds the period and refuses reversed dates', async () => {
      const long = await shop.owner.get('/sales/summary?from=2020-01-01&to=2024-01-01');
      expect(long.statusCode).toBe(400);
      expect(long.json().message).toBe('The period can be at most 731 days');
      expect((await shop.owner.get('/sales/summary?from=2024-03-04&to=2024-03-01')).statusCode).toBe(400);
    });

    it('is for admins only', async () => {
      expect((await staff.get('/sales/summary')).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/sales/summary' })).statusCode).toBe(401);
    });
  });

  describe('CSV exports', () => {
    it('exports the receipts of a period as an attachment', async () => {
      const res = await shop.owner.get('/sales/export.csv?from=2024-03-01&to=2024-03-03');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toBe('attachment; filename="sales-2024-03-01-to-2024-03-03.csv"');
      const lines = res.body.trim().split('\r\n');
      expect(lines[0]).toBe('Date (UTC),Barcode,Receipt,Lines,Units,Subtotal,Discount,Shipping,Tax,Total,Payments,Change,Refunded,Currency,Returned,Returned at (UTC),Taxes');
      expect(lines).toHaveLength(4);
      expect(lines[1]).toContain(`,${barcodes.c},`);
      expect(lines[1]).toMatch(/,1,4,10\.00,0\.00,0\.00,1\.30,11\.30,cash 11\.30,0\.00,11\.30,CAD,yes,2024-03-03T12:00:00\.000Z,$/);
      expect(lines[3]).toMatch(/,1,2,18\.00,2\.00,2\.00,2\.60,22\.60,cash 22\.60,0\.00,0\.00,CAD,no,,$/);
    });

    it('exports the summary figures and the days', async () => {
      const res = await shop.owner.get('/sales/summary.csv?from=2024-03-01&to=2024-03-03');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe('attachment; filename="sales-summary-2024-03-01-to-2024-03-03.csv"');
      expect(res.body).toContain('Revenue,42.94\r\n');
      expect(res.body).toContain('Gross margin,9.80\r\n');
      expect(res.body).toContain('Receipts with returns,1\r\nRefunded,11.30\r\n');
      expect(res.body).toContain('Method,Taken,Refunded,Net\r\ncash,42.94,11.30,31.64\r\ncard,0.00,0.00,0.00\r\nother,0.00,0.00,0.00\r\n');
      expect(res.body).toContain('Date,Receipts,Units,Revenue\r\n2024-03-01,2,6,31.64\r\n2024-03-02,0,0,0.00\r\n2024-03-03,1,4,11.30\r\n');
    });

    it('neutralises formulas and escapes quotes, commas and line breaks in text cells', async () => {
      const db = t.database.owner;
      const sneaky = await registerBusiness(t.app);
      await seedSale(db, sneaky.cid, { qfname: '=HYPERLINK("http://x","a,b")', createdAt: at('2024-05-05T05:05:05Z'), lines: [{ priceCents: 100, costCents: 50, qty: 1 }] });
      const res = await sneaky.owner.get('/sales/export.csv');
      expect(res.body.split('\r\n')[1]).toContain(`,"'=HYPERLINK(""http://x"",""a,b"")",`);
      expect(csvCell('+1')).toBe("'+1");
      expect(csvCell('-cmd')).toBe("'-cmd");
      expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
      expect(csvCell('-4.50')).toBe('-4.50');
      expect(csvCell('two\nlines')).toBe('"two\nlines"');
      expect(toCsv([['a', 1, true, null]])).toBe('a,1,yes,\r\n');
    });

    it('are for admins only', async () => {
      expect((await staff.get('/sales/export.csv')).statusCode).toBe(403);
      expect((await staff.get('/sales/summary.csv')).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/sales/export.csv' })).statusCode).toBe(401);
    });
  });

  it('resolves open-ended summary ranges', () => {
    expect(resolveSummaryRange({}, '2024-03-31')).toEqual({ from: '2024-03-02', to: '2024-03-31' });
    expect(resolveSummaryRange({ to: '2024-01-10' }, '2024-03-31')).toEqual({ from: '2023-12-12', to: '2024-01-10' });
    expect(resolveSummaryRange({ from: '2024-03-20' }, '2024-03-31')).toEqual({ from: '2024-03-20', to: '2024-03-31' });
  });
});
