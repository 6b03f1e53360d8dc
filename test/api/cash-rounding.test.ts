/**
 * Cash rounding (src/domain/cash-rounding.ts) through the API: the business's increment in its
 * region settings, applied to the cash part of a sale only, recorded on the sale, on its receipt, in
 * the drawer's expected cash and the sales summary, and on sales made offline and cash refunds.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sales } from '../../src/server/db/schema';
import { receiptSvg } from '../../src/server/services/receipt-image';
import { buildTestApp, registerBusiness, type ApiClient, type Business, type TestApp } from '../helpers/app';
import { seedProduct, seedSettings, stockOf, type ProductRow } from '../helpers/fixtures';
import { sell } from '../helpers/money';

let t: TestApp;
let shop: Business;
let other: Business;
let staff: ApiClient;

beforeAll(async () => {
  t = await buildTestApp();
  shop = await registerBusiness(t.app);
  other = await registerBusiness(t.app);
  // No tax, so a 5.24 price is a 5.24 total.
  await seedSettings(t.database.owner, shop.cid, 0, 'CAD');
  await seedSettings(t.database.owner, other.cid, 0, 'CAD');
  staff = await shop.addUser();
  expect((await shop.owner.put('/setting/region', { cashRounding: 0.05 })).statusCode).toBe(200);
});
afterAll(() => t?.close());

async function storedSale(cid: string, barcode: string) {
  const [row] = await t.database.owner.select().from(sales).where(and(eq(sales.cid, cid), eq(sales.barcode, barcode)));
  return row;
}

const product = (priceCents: number, qty = 20): Promise<ProductRow> => seedProduct(t.database.owner, shop.cid, { priceCents, qty });

describe('a sale paid in cash where the business rounds cash to 0.05', () => {
  it('takes 5.25 for a 5.24 total, records cashRounding 0.01 on the sale and its receipt', async () => {
    const p = await product(524);
    const res = await sell(staff, [{ product: p, qty: 1 }]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ total: 5.24, payments: [{ method: 'cash', amount: 5.25 }], change: 0, cashRounding: 0.01 });
    expect(await storedSale(shop.cid, res.json().barcode)).toMatchObject({ totalCents: 524, cashRoundingCents: 1, changeCents: 0 });
    const receipt = (await staff.get(`/pos/receipt/${res.json().barcode}`)).json();
    expect(receipt).toMatchObject({ total: 5.24, cashRounding: 0.01, payments: [{ method: 'cash', amount: 5.25 }], change: 0 });
    // The receipt image prints it between the total and the cash.
    const text = [...receiptSvg(receipt, null).matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    const after = text.slice(text.indexOf('TOTAL'));
    expect(after.slice(0, 8)).toEqual(['TOTAL', 'CA$5.24', 'Rounding', 'CA$0.01', 'Cash', 'CA$5.25', 'Change', 'CA$0.00']);
  });

  it('rounds 5.22 down to 5.20 and gives change from that: 10.00 gives 4.80', async () => {
    const p = await product(522);
    const res = await sell(staff, [{ product: p, qty: 1 }], { payments: [{ method: 'cash', amount: 10 }] });
    expect(res.json()).toMatchObject({ total: 5.22, change: 4.8, cashRounding: -0.02 });
  });

  it('never rounds a card payment: 5.24 is taken as 5.24', async () => {
    const p = await product(524);
    const res = await sell(staff, [{ product: p, qty: 1 }], { payments: [{ method: 'card', amount: 5.24 }] });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ total: 5.24, payments: [{ method: 'card', amount: 5.24 }], change: 0, cashRounding: 0 });
    expect(await storedSale(shop.cid, res.json().barcode)).toMatchObject({ cashRoundingCents: 0 });
  });

  it('with card and cash, rounds only the cash left: 2.00 by card leaves 3.25 in cash, and 3.24 is refused', async () => {
    const p = await product(524);
    const short = await sell(staff, [{ product: p, qty: 1 }], { payments: [{ method: 'card', amount: 2 }, { method: 'cash', amount: 3.24 }] });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('Payments do not cover the total');
    expect(await stockOf(t.database.owner, p.id)).toBe(20);
    const res = await sell(staff, [{ product: p, qty: 1 }], { payments: [{ method: 'card', amount: 2 }, { method: 'cash', amount: 3.25 }] });
    expect(res.json()).toMatchObject({ total: 5.24, change: 0, cashRounding: 0.01 });
  });

  it('does not round another business, which keeps no rounding', async () => {
    const p = await seedProduct(t.database.owner, other.cid, { priceCents: 524 });
    const res = await sell(other.owner, [{ product: p, qty: 1 }]);
    expect(res.json()).toMatchObject({ total: 5.24, payments: [{ method: 'cash', amount: 5.24 }], cashRounding: 0 });
    expect((await other.owner.get('/setting/region')).json().cashRounding).toBe(0);
  });
});

describe('the increment in the region settings', () => {
  it('is read by everyone signed in', async () => {
    expect((await staff.get('/setting/region')).json()).toMatchObject({ cashRounding: 0.05 });
  });

  it.each([
    [-0.05, 'Cash rounding must be 0 (no rounding) or more'],
    [0.005, 'Cash rounding must have at most 2 decimals'],
    [5000, 'Cash rounding must be at most 1000'],
    ['a nickel', 'Cash rounding must be a number such as 0.05, or 0 for none'],
  ])('refuses %j with a clear 400 and keeps what it had', async (cashRounding, message) => {
    const res = await shop.owner.put('/setting/region', { cashRounding });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect((await shop.owner.get('/setting/region')).json().cashRounding).toBe(0.05);
  });

  it('says a currency without decimals takes whole amounts only', async () => {
    const yen = await registerBusiness(t.app);
    await seedSettings(t.database.owner, yen.cid, 0, 'JPY');
    const res = await yen.owner.put('/setting/region', { cashRounding: 0.5 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Cash rounding must be a whole amount (JPY has no decimals)');
    expect((await yen.owner.put('/setting/region', { cashRounding: 10 })).json()).toMatchObject({ cashRounding: 10 });
  });

  it('is refused to staff, and one business setting it leaves the other alone', async () => {
    expect((await staff.put('/setting/region', { cashRounding: 1 })).statusCode).toBe(403);
    expect((await other.owner.put('/setting/region', { cashRounding: 0.1 })).json()).toMatchObject({ cashRounding: 0.1 });
    expect((await shop.owner.get('/setting/region')).json().cashRounding).toBe(0.05);
    expect((await other.owner.put('/setting/region', { cashRounding: 0 })).json()).toMatchObject({ cashRounding: 0 });
  });

  it('is proposed from the country at sign-up: 0.05 in Canada, none in the United States', async () => {
    const start = async (country: string) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/owners/start', payload: { name: 'Olive Owner', bname: 'Corner', country, email: `${randomUUID()}@example.com`, password: 'secret1' } });
      expect(res.statusCode).toBe(201);
      return (await t.app.inject({ method: 'GET', url: '/api/setting/region', headers: { authorization: `Bearer ${res.json().token}` } })).json();
    };
    expect(await start('Canada')).toMatchObject({ cashRounding: 0.05 });
    expect(await start('Sweden')).toMatchObject({ cashRounding: 1 });
    expect(await start('United States')).toMatchObject({ cashRounding: 0 });
  });
});

describe('the drawer, the summary, offline sales and refunds', () => {
  it('counts the rounding in the Z report’s expected cash and in the sales summary', async () => {
    const register = (await shop.owner.post('/registers', { name: `Till ${randomUUID().slice(0, 8)}` })).json()._id as string;
    const shiftId = (await staff.post(`/registers/${register}/shifts`, { float: 100 })).json()._id as string;
    const before = (await shop.owner.get('/sales/summary')).json().cashRounding as number;
    const up = await product(524);
    const down = await product(522);
    // 5.24 → 5.25 with exact cash; 5.22 → 5.20 paid with 20: 14.80 back; 5.24 by card.
    expect((await sell(staff, [{ product: up, qty: 1 }], { register })).statusCode).toBe(201);
    expect((await sell(staff, [{ product: down, qty: 1 }], { register, payments: [{ method: 'cash', amount: 20 }] })).statusCode).toBe(201);
    expect((await sell(staff, [{ product: up, qty: 1 }], { register, payments: [{ method: 'card', amount: 5.24 }] })).statusCode).toBe(201);
    const report = (await staff.get(`/registers/${register}/shift`)).json();
    // 100 + 5.25 + 20 − 14.80: the drawer holds whole nickels.
    expect(report).toMatchObject({ _id: shiftId, sales: { total: 15.7 }, changeGiven: 14.8, cashRounding: -0.01, expectedCash: 110.45 });
    const closed = await staff.post(`/shifts/${shiftId}/close`, { counted: 110.45 });
    expect(closed.json()).toMatchObject({ expectedCash: 110.45, overShort: 0 });
    const summary = (await shop.owner.get('/sales/summary')).json();
    expect(Math.round((summary.cashRounding - before) * 100)).toBe(-1);
  });

  it('rounds a sale made offline the same way when it arrives', async () => {
    const p = await product(524);
    const body = { barcode: `9${String(Date.now()).slice(-11)}`, soldAt: new Date(Date.now() - 60_000).toISOString(), shipping: 0, lines: [{ _id: p.id, saleqty: 1, itemdiscount: 0, price: 5.24, taxRate: 0 }] };
    const res = await staff.request('POST', '/pos/offline-sales', body, { 'idempotency-key': randomUUID() });
    expect(res.statusCode).toBe(201);
    expect(await storedSale(shop.cid, res.json().barcode)).toMatchObject({ totalCents: 524, cashRoundingCents: 1 });
    const receipt = (await staff.get(`/pos/receipt/${res.json().barcode}`)).json();
    expect(receipt).toMatchObject({ cashRounding: 0.01, payments: [{ method: 'cash', amount: 5.25 }] });
  });

  it('pays a cash refund rounded, so a full return gives back the 5.25 taken; a card refund stays exact', async () => {
    const p = await product(524);
    const cash = (await sell(staff, [{ product: p, qty: 1 }])).json();
    const back = await staff.post('/pos/returns', { barcode: cash.barcode, lines: [{ inventoryId: p.id, qty: 1 }] });
    expect(back.statusCode).toBe(201);
    expect(back.json()).toMatchObject({ refund: 5.24, refunds: [{ method: 'cash', amount: 5.25 }] });
    const card = (await sell(staff, [{ product: p, qty: 1 }], { payments: [{ method: 'card', amount: 5.24 }] })).json();
    const cardBack = await staff.post('/pos/returns', { barcode: card.barcode, lines: [{ inventoryId: p.id, qty: 1 }] });
    expect(cardBack.json()).toMatchObject({ refund: 5.24, refunds: [{ method: 'card', amount: 5.24 }] });
  });
});
