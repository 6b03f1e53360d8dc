/** A clerk's own receipts of today (GET /sales/mine, issue 18 item 7). */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../src/domain/region';
import { sales } from '../../src/server/db/schema';
import { buildTestApp, registerBusiness, type TestApp } from '../helpers/app';
import { seedProduct, seedSettings } from '../helpers/fixtures';
import { sell } from '../helpers/money';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe("a clerk's sales of today", () => {
  it("lists the caller's own receipts of today, newest first, with their count and total", async () => {
    const shop = await registerBusiness(t.app);
    await seedSettings(t.database.owner, shop.cid, 10, 'CAD');
    const staff = await shop.addUser();
    const colleague = await shop.addUser();
    const product = await seedProduct(t.database.owner, shop.cid, { qty: 50, priceCents: 400 });
    const first = await sell(staff, [{ product, qty: 1 }]);
    const second = await sell(staff, [{ product, qty: 2 }]);
    expect((await sell(colleague, [{ product, qty: 3 }])).statusCode).toBe(201);
    expect((await sell(shop.owner, [{ product, qty: 4 }])).statusCode).toBe(201);
    // A receipt of two days ago is not today's.
    const old = await sell(staff, [{ product, qty: 5 }]);
    await t.database.owner.update(sales).set({ createdAt: new Date(Date.now() - 2 * 86_400_000) }).where(eq(sales.barcode, old.json().barcode));

    const res = await staff.get('/sales/mine');
    expect(res.statusCode).toBe(200);
    const mine = res.json();
    expect(mine.day).toBe(todayIn('UTC'));
    expect(mine.receipts).toBe(2);
    expect(mine.currency).toBe('CAD');
    // 1 × 4.00 + 10 % and 2 × 4.00 + 10 %.
    expect(mine.total).toBeCloseTo(4.4 + 8.8, 10);
    expect(mine.refunded).toBe(0);
    expect(mine.sales.map((s: { barcode: string }) => s.barcode)).toEqual([second.json().barcode, first.json().barcode]);
    expect(mine.sales.map((s: { units: number }) => s.units)).toEqual([2, 1]);

    expect((await shop.owner.get('/sales/mine')).json().receipts).toBe(1);
  });

  it("shows nothing of another business or another clerk, and nothing signed out", async () => {
    const shop = await registerBusiness(t.app);
    const other = await registerBusiness(t.app);
    const product = await seedProduct(t.database.owner, shop.cid, { qty: 5 });
    expect((await sell(shop.owner, [{ product, qty: 1 }])).statusCode).toBe(201);
    expect((await other.owner.get('/sales/mine')).json()).toMatchObject({ receipts: 0, total: 0, sales: [] });
    expect((await (await shop.addUser()).get('/sales/mine')).json().receipts).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/sales/mine' })).statusCode).toBe(401);
  });
});
