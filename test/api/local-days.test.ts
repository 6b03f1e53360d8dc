/**
 * A shop's days are its own: a sale at 23:30 local time lands on that day in the sales list's
 * filter, the summary and both CSVs, and a stock movement in the movements filter and CSV, even on
 * the days the clocks change (a 23-hour and a 25-hour day). Runs on PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockMovements } from '../../src/server/db/schema';
import { buildTestApp, registerBusiness, type Business, type TestApp } from '../helpers/app';
import { seedSale, seedSettings } from '../helpers/report-fixtures';

interface Case {
  zone: string;
  /** The day the clocks change. */
  day: string;
  dayBefore: string;
  dayAfter: string;
  /** UTC instants of 23:30 the day before, 00:30 and 23:30 that day, and 00:30 the day after. */
  at: { before: string; early: string; late: string; after: string };
  /** How the CSV writes the 23:30 sale: the shop's clock with its offset that evening. */
  lateInCsv: string;
}

const CASES: Case[] = [
  {
    zone: 'America/Toronto',
    day: '2026-03-08', // 02:00 EST becomes 03:00 EDT: a 23-hour day
    dayBefore: '2026-03-07',
    dayAfter: '2026-03-09',
    at: { before: '2026-03-08T04:30:00Z', early: '2026-03-08T05:30:00Z', late: '2026-03-09T03:30:00Z', after: '2026-03-09T04:30:00Z' },
    lateInCsv: '2026-03-08T23:30:00.000-04:00',
  },
  {
    zone: 'America/Toronto',
    day: '2026-11-01', // 02:00 EDT becomes 01:00 EST: a 25-hour day
    dayBefore: '2026-10-31',
    dayAfter: '2026-11-02',
    at: { before: '2026-11-01T03:30:00Z', early: '2026-11-01T04:30:00Z', late: '2026-11-02T04:30:00Z', after: '2026-11-02T05:30:00Z' },
    lateInCsv: '2026-11-01T23:30:00.000-05:00',
  },
  {
    zone: 'Europe/Paris',
    day: '2026-03-29', // 02:00 CET becomes 03:00 CEST
    dayBefore: '2026-03-28',
    dayAfter: '2026-03-30',
    at: { before: '2026-03-28T22:30:00Z', early: '2026-03-28T23:30:00Z', late: '2026-03-29T21:30:00Z', after: '2026-03-29T22:30:00Z' },
    lateInCsv: '2026-03-29T23:30:00.000+02:00',
  },
];

const csvRows = (body: string) => body.trimEnd().split('\r\n');

describe.each(CASES)('days of a shop in $zone around $day', (c) => {
  let t: TestApp;
  let shop: Business;
  const barcodes: Record<keyof Case['at'], string> = { before: '', early: '', late: '', after: '' };

  beforeAll(async () => {
    t = await buildTestApp();
    shop = await registerBusiness(t.app, { bname: `Shop in ${c.zone}` });
    expect((await shop.owner.put('/setting/region', { timeZone: c.zone })).statusCode).toBe(200);
    const db = t.database.owner;
    await seedSettings(db, shop.cid, 13, 'CAD');
    for (const key of ['before', 'early', 'late', 'after'] as const) {
      const createdAt = new Date(c.at[key]);
      barcodes[key] = (await seedSale(db, shop.cid, { createdAt, lines: [{ priceCents: 1000, costCents: 400, qty: 1 }] })).sale.barcode;
      await db.insert(stockMovements).values({ cid: shop.cid, inventoryId: 'entry-1', upc: '111', name: key, delta: -1, qtyAfter: 10, reason: 'sale', createdAt });
    }
  });
  afterAll(() => t?.close());

  it('the sales list filter puts the 00:30 and 23:30 sales on that day, and the neighbours on theirs', async () => {
    const that = (await shop.owner.get(`/sales/list?from=${c.day}&to=${c.day}`)).json();
    expect(that.count).toBe(2);
    expect(that.sales.map((s: { barcode: string }) => s.barcode)).toEqual([barcodes.late, barcodes.early]);
    const before = (await shop.owner.get(`/sales/list?to=${c.dayBefore}`)).json();
    expect(before.sales.map((s: { barcode: string }) => s.barcode)).toEqual([barcodes.before]);
    const after = (await shop.owner.get(`/sales/list?from=${c.dayAfter}`)).json();
    expect(after.sales.map((s: { barcode: string }) => s.barcode)).toEqual([barcodes.after]);
    // The API still answers instants: the screen writes them in the shop's zone.
    expect(that.sales[0].createdAt).toBe(new Date(c.at.late).toISOString());
  });

  it('the summary counts each sale on its local day', async () => {
    const s = (await shop.owner.get(`/sales/summary?from=${c.dayBefore}&to=${c.dayAfter}`)).json();
    expect(s.days.map((d: { date: string; sales: number }) => [d.date, d.sales])).toEqual([
      [c.dayBefore, 1],
      [c.day, 2],
      [c.dayAfter, 1],
    ]);
    expect(s.salesCount).toBe(4);
    const day = (await shop.owner.get(`/sales/summary?from=${c.day}&to=${c.day}`)).json();
    expect(day).toMatchObject({ salesCount: 2, revenue: 22.6, days: [{ date: c.day, sales: 2 }] });
  });

  it('the receipts CSV writes local times with their offset and names the zone', async () => {
    const res = await shop.owner.get(`/sales/export.csv?from=${c.day}&to=${c.day}`);
    expect(res.statusCode).toBe(200);
    const rows = csvRows(res.body);
    expect(rows[0]).toBe(`Date (${c.zone}),Barcode,Receipt,Lines,Units,Subtotal,Discount,Shipping,Tax,Total,Payments,Change,Refunded,Currency,Returned,Returned at (${c.zone}),Taxes`);
    expect(rows).toHaveLength(3);
    expect(rows[1].startsWith(`${c.lateInCsv},${barcodes.late},`)).toBe(true);
    expect(rows[2].startsWith(`${c.day}T00:30:00.000`)).toBe(true);
  });

  it('the summary CSV says whose days they are and lists them', async () => {
    const res = await shop.owner.get(`/sales/summary.csv?from=${c.dayBefore}&to=${c.dayAfter}`);
    const rows = csvRows(res.body);
    expect(rows).toContain(`From (${c.zone}),${c.dayBefore}`);
    expect(rows).toContain(`To (${c.zone}),${c.dayAfter}`);
    expect(rows.slice(-3)).toEqual([`${c.dayBefore},1,1,11.30`, `${c.day},2,2,22.60`, `${c.dayAfter},1,1,11.30`]);
  });

  it('the stock movements filter and CSV use the same days', async () => {
    const list = (await shop.owner.get(`/movements?from=${c.day}&to=${c.day}`)).json();
    expect(list.movements.map((m: { name: string }) => m.name)).toEqual(['late', 'early']);
    expect((await shop.owner.get(`/movements?from=${c.dayAfter}`)).json().movements.map((m: { name: string }) => m.name)).toEqual(['after']);
    const csv = csvRows((await shop.owner.get(`/movements.csv?from=${c.day}&to=${c.day}`)).body);
    expect(csv[0].startsWith(`Date (${c.zone}),UPC,`)).toBe(true);
    expect(csv).toHaveLength(3);
    expect(csv[1].startsWith(`${c.lateInCsv},111,late,`)).toBe(true);
  });
});
