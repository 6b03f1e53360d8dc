/**
 * GET /sales/today: the dashboard's figures of today, counted on the business's own clock, for
 * admins only, and only ever the caller's business.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedParts } from '../../src/domain/region';
import { buildTestApp, registerBusiness, type ApiClient, type Business, type TestApp } from '../helpers/app';
import { seedProduct, seedSettings } from '../helpers/fixtures';
import { sell } from '../helpers/money';
import { seedSale } from '../helpers/report-fixtures';

/** Fourteen hours ahead of UTC: its day and UTC's differ for ten hours of every day. */
const ZONE = 'Pacific/Kiritimati';

let t: TestApp;
let shop: Business;
let other: Business;
let clerk: ApiClient;

/** The instant the business's today began. */
function startOfToday(now: Date): Date {
  const p = zonedParts(now, ZONE);
  return new Date(now.getTime() - ((p.hour * 60 + p.minute) * 60 + p.second) * 1000 - (now.getTime() % 1000));
}

beforeAll(async () => {
  t = await buildTestApp();
  shop = await registerBusiness(t.app);
  other = await registerBusiness(t.app);
  clerk = await shop.addUser();
  await seedSettings(t.database.owner, shop.cid, 13, 'CAD');
  await seedSettings(t.database.owner, other.cid, 13, 'CAD');
  expect((await shop.owner.put('/setting/region', { timeZone: ZONE })).statusCode).toBe(200);
});
afterAll(() => t?.close());

describe('GET /api/sales/today', () => {
  it('counts the receipts and total of the business’s own today, not UTC’s', async () => {
    const start = startOfToday(new Date());
    const empty = await shop.owner.get('/sales/today');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ timeZone: ZONE, receipts: 0, total: 0, currency: 'CAD' });
    expect(empty.json().day).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date()));

    // A minute before the shop's midnight is yesterday; a minute after is today, whatever UTC says.
    await seedSale(t.database.owner, shop.cid, { createdAt: new Date(start.getTime() - 60_000), lines: [{ priceCents: 10_000, costCents: 1, qty: 1 }] });
    await seedSale(t.database.owner, shop.cid, { createdAt: new Date(start.getTime() + 60_000), lines: [{ priceCents: 1000, costCents: 1, qty: 2 }] });
    expect((await shop.owner.get('/sales/today')).json()).toMatchObject({ receipts: 1, total: 22.6 });
  });

  it('is live: a sale at the till counts at the next ask', async () => {
    const p = await seedProduct(t.database.owner, shop.cid, { priceCents: 500, qty: 10 });
    expect((await sell(clerk, [{ product: p, qty: 1 }])).statusCode).toBe(201);
    expect((await shop.owner.get('/sales/today')).json()).toMatchObject({ receipts: 2, total: 28.25 });
  });

  it('is for admins only', async () => {
    const res = await clerk.get('/sales/today');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toEqual(expect.any(String));
    expect((await t.app.inject({ method: 'GET', url: '/api/sales/today' })).statusCode).toBe(401);
  });

  it('takes no input: what a query string adds changes nothing and breaks nothing', async () => {
    const res = await shop.owner.get('/sales/today?day=2001-01-01&cid=' + other.cid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ receipts: 2, total: 28.25 });
  });

  it('shows another business only its own sales, in its own zone', async () => {
    const res = await other.owner.get('/sales/today');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ timeZone: 'UTC', receipts: 0, total: 0 });
  });
});
