/**
 * Sales made on a terminal without the server (issue 15, item 4): POST /pos/offline-sales records
 * each once, at the device's time and prices, takes stock even below zero, and refuses what cannot
 * be a sale with a reason and nothing written; GET /sales/offline shows the owner what they did.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_IN_FUTURE_MESSAGE, OFFLINE_ONLY_CASH_MESSAGE, offlineTooOldMessage } from '../../src/domain/schemas/offline-sales';
import { inventory, sales, stockMovements } from '../../src/server/db/schema';
import { buildTestApp, registerBusiness, type ApiClient, type Business, type TestApp } from '../helpers/app';
import { seedProduct, seedSettings, stockOf, type ProductRow } from '../helpers/fixtures';
import { saleBody, sell } from '../helpers/money';

let t: TestApp;
let shop: Business;
let other: Business;

beforeAll(async () => {
  t = await buildTestApp();
  shop = await registerBusiness(t.app, { bname: 'Offline Hardware' });
  other = await registerBusiness(t.app, { bname: 'Next Door' });
  await seedSettings(t.database.owner, shop.cid, 13, 'CAD');
  await seedSettings(t.database.owner, other.cid, 13, 'CAD');
});
afterAll(() => t?.close());

let receiptSeq = 0;
/** A receipt number as a device makes it: 12 digits, unique enough for one test run. */
function deviceBarcode(): string {
  receiptSeq += 1;
  return `9${String(Date.now() % 1e7).padStart(7, '0')}${String(receiptSeq).padStart(4, '0')}`;
}

function minutesAgo(n: number): string {
  return new Date(Date.now() - n * 60_000).toISOString();
}

interface LineSpec {
  product: ProductRow;
  qty: number;
  price?: number;
  disc?: number;
  taxRate?: number;
}

function offlineSale(lines: LineSpec[], extra: Record<string, unknown> = {}) {
  return {
    barcode: deviceBarcode(),
    soldAt: minutesAgo(30),
    shipping: 0,
    lines: lines.map((l) => ({ _id: l.product.id, saleqty: l.qty, itemdiscount: l.disc ?? 0, price: l.price ?? l.product.priceCents / 100, taxRate: l.taxRate ?? 13 })),
    ...extra,
  };
}

function postOffline(user: ApiClient, body: unknown, key: string | null = randomUUID()) {
  return user.request('POST', '/pos/offline-sales', body, key === null ? {} : { 'idempotency-key': key });
}

async function saleRow(cid: string, barcode: string) {
  const [row] = await t.database.owner.select().from(sales).where(and(eq(sales.cid, cid), eq(sales.barcode, barcode)));
  return row;
}

async function salesCount(cid: string): Promise<number> {
  return (await t.database.owner.select({ id: sales.id }).from(sales).where(eq(sales.cid, cid))).length;
}

describe('recording a sale made offline', () => {
  it('keeps the device’s time, receipt number and prices, takes the stock and gives the change', async () => {
    const p = await seedProduct(t.database.owner, shop.cid, { priceCents: 1000, qty: 5 });
    const body = offlineSale([{ product: p, qty: 2 }], { payments: [{ method: 'cash', amount: 30 }] });
    const res = await postOffline(shop.owner, body);
    expect(res.statusCode).toBe(201);
    // 2 × 10.00 + 13 % = 22.60; 30 given, 7.40 back.
    expect(res.json()).toMatchObject({ barcode: body.barcode, offline: true, total: 22.6, taxes: 2.6, change: 7.4, payments: [{ method: 'cash', amount: 30, reference: null }] });
    expect(new Date(res.json().soldAt).getTime()).toBe(new Date(body.soldAt).getTime());
    expect(await stockOf(t.database.owner, p.id)).toBe(3);
    const row = await saleRow(shop.cid, body.barcode);
    expect(row.offline).toBe(true);
    expect(row.createdAt.toISOString()).toBe(new Date(body.soldAt).toISOString());
    expect(row.syncedAt!.getTime()).toBeGreaterThan(row.createdAt.getTime());
    // Findable like any sale: the receipt by its barcode, for a return.
    const receipt = await shop.owner.get(`/pos/receipt/${body.barcode}`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json().total).toBe(22.6);
  });

  it('sends the same sale twice, or twice at once, and records it once', async () => {
    const p = await seedProduct(t.database.owner, shop.cid, { priceCents: 500, qty: 10 });
    const body = offlineSale([{ product: p, qty: 3 }]);
    const key = randomUUID();
    const [a, b] = await Promise.all([postOffline(shop.owner, body, key), postOffline(shop.owner, body, key)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json()).toEqual(b.json());
    const again = await postOffline(shop.owner, body, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(a.json());
    expect(await stockOf(t.database.owner, p.id)).toBe(7);
    const rows = await t.database.owner.select().from(sales).where(and(eq(sales.cid, shop.cid), eq(sales.idempotencyKey, key)));
    expect(rows).toHaveLength(1);
  });

  it('refuses the same key for another sale (422) and writes nothing', async () => {
    const p = await seedProduct(t.database.owner, shop.cid, { priceCents: 500, qty: 10 });
    const key = randomUUID();
    expect((await postOffline(shop.owner, offlineSale([{ product: p, qty: 1 }]), key)).statusCode).toBe(201);
    const other = await postOffline(shop.owner, offlineSale([{ product: p, qty: 4 }]), key);
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe('This Idempotency-Key was already used for a different sale');
    expect(await stockOf(t.database.owner, p.id)).toBe(9);
  });

  it('answers a checkout that did arrive (its answer was lost, so the terminal queued it) as recorded, once', async () => {
    const p = await seedProduct(t.database.owner, shop.cid, { priceCents: 500, qty: 10 });
    const key = randomUUID();
    const online = await shop.owner.request('PUT', '/pos/generate', saleBody([{ product: p, qty: 2 }]), { 'idempotency-key': key });
    expect(online.statusCode).toBe(201);
    // The device's copy of the catalogue had an older price: the sale is still the same sale.
    const queued = await postOffline(shop.owner, offlineSale([{ product: p, qty: 2, price: 4.5 }]), key);
    expect(queued.statusCode).toBe(200);
    expect(queued.json()).toMatchObject({ barcode: online.json().barcode, offline: false, total: online.json().total });
    expect(await stockOf(t.database.owner, p.id)).toBe(8);
    // Another sale under that key is still refused.
    const other = await postOffline(shop.owner, offlineSale([{ product: p, qty: 3 }]), key);
    expect(other.statusCode).toBe(422);
    expect(await stockOf(t.database.owner, p.id)).toBe(8);
  });

  it('takes stock below zero (the goods have gone), and lists it for the owner; online selling still never oversells', async () => {
    const p = await seedProduct(t.database.owner, shop.cid, { priceCents: 800, qty: 2, manufacturer: 'Bolt', subname: 'Tape Measure' });
    const body = offlineSale([{ product: p, qty: 5 }]);
    const res = await postOffline(shop.owner, body);
    expect(res.statusCode).toBe(201);
    expect(await stockOf(t.database.owner, p.id)).toBe(-3);
    const [movement] = await t.database.owner.select().from(stockMovements).where(and(eq(stockMovements.cid, shop.cid), eq(stockMovements.inventoryId, p.id), eq(stockMovements.reason, 'sale')));
    expect(movement).toMatchObject({ delta: -5, qtyAfter: -3, refType: 'sale' });

    const online = await sell(shop.owner, [{ product: p, qty: 1 }]);
    expect(online.statusCode).toBe(409);
    expect(await stockOf(t.database.owner, p.id)).toBe(-3);

    const report = await shop.owner.get('/sales/offline');
    expect(report.statusCode).toBe(200);
    expect(report.json().oversold).toContainEqual(
      expect.objectContaining({ inventoryId: p.id, upc: p.upc, name: 'Bolt Tape Measure', qtyAfter: -3, qtyNow: -3, barcode: body.barcode, clerk: 'Olive Owner' }),
    );
  });

  it('records the price the device charged, and lists a line whose price was not the catalogue’s', async () => {
    const p = await seedProduct(t.database.owner, shop.cid, { priceCents: 1000, qty: 5, manufacturer: 'Acme', subname: 'Claw Hammer' });
    const body = offlineSale([{ product: p, qty: 1, price: 7.5 }], { shipping: 2 });
    const res = await postOffline(shop.owner, body);
    expect(res.statusCode).toBe(201);
    // 7.50 + 2.00 shipping, 13 % on both: 10.74 (the customer paid the device's price).
    expect(res.json()).toMatchObject({ subtotal: 7.5, shipping: 2, total: 10.74 });
    const report = (await shop.owner.get('/sales/offline')).json();
    expect(report.priceDifferences).toContainEqual({ barcode: body.barcode, soldAt: new Date(body.soldAt).toISOString(), clerk: 'Olive Owner', upc: p.upc, name: 'Acme Claw Hammer', qty: 1, charged: 7.5, catalogue: 10 });
    expect(report.sales).toBeGreaterThan(0);
    expect(report.currency).toBe('CAD');
  });

  it('taxes each line at the rate the device charged', async () => {
    const p = await seedProduct(t.database.owner, shop.cid, { priceCents: 1000, qty: 5 });
    const res = await postOffline(shop.owner, offlineSale([{ product: p, qty: 1, taxRate: 5 }]));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ total: 10.5, taxes: 0.5 });
  });

  it('records a sale whose receipt number another sale of the shop has, under a number of its own', async () => {
    const p = await seedProduct(t.database.owner, shop.cid, { priceCents: 100, qty: 10 });
    const first = offlineSale([{ product: p, qty: 1 }]);
    expect((await postOffline(shop.owner, first)).statusCode).toBe(201);
    const clash = { ...offlineSale([{ product: p, qty: 2 }]), barcode: first.barcode };
    const res = await postOffline(shop.owner, clash);
    expect(res.statusCode).toBe(201);
    expect(res.json().barcode).toMatch(/^\d{12}$/);
    expect(res.json().barcode).not.toBe(first.barcode);
    expect(await stockOf(t.database.owner, p.id)).toBe(7);
  });

  it('belongs to the register’s open shift when it was open at the time of the sale', async () => {
    const registers = (await shop.owner.get('/registers')).json().registers as { _id: string }[];
    const registerId = registers[0]._id;
    const opened = await shop.owner.post(`/registers/${registerId}/shifts`, { float: 50 });
    expect(opened.statusCode).toBe(201);
    const p = await seedProduct(t.database.owner, shop.cid, { priceCents: 1000, qty: 5 });
    const during = offlineSale([{ product: p, qty: 1 }], { register: registerId, soldAt: new Date().toISOString() });
    expect((await postOffline(shop.owner, during)).statusCode).toBe(201);
    expect((await saleRow(shop.cid, during.barcode)).shiftId).toBe(opened.json()._id);
    // Sold before the shift was opened: the register, but no shift (its drawer was another's).
    const before = offlineSale([{ product: p, qty: 1 }], { register: registerId, soldAt: minutesAgo(600) });
    expect((await postOffline(shop.owner, before)).statusCode).toBe(201);
    expect(await saleRow(shop.cid, before.barcode)).toMatchObject({ registerId, shiftId: null });
    expect((await shop.owner.post(`/shifts/${opened.json()._id}/close`, { counted: 50 })).statusCode).toBe(200);
  });
});

describe('what an offline sale may not be', () => {
  let p: ProductRow;
  beforeAll(async () => {
    p = await seedProduct(t.database.owner, shop.cid, { priceCents: 1000, qty: 4 });
  });

  it.each([
    ['a card payment', () => offlineSale([{ product: p, qty: 1 }], { payments: [{ method: 'card', amount: 11.3 }] }), 400, OFFLINE_ONLY_CASH_MESSAGE],
    ['cash short of the total', () => offlineSale([{ product: p, qty: 1 }], { payments: [{ method: 'cash', amount: 5 }] }), 400, 'Payments do not cover the total'],
    ['a sale eight days old', () => offlineSale([{ product: p, qty: 1 }], { soldAt: minutesAgo(8 * 24 * 60) }), 400, offlineTooOldMessage()],
    ['a time an hour ahead of the server', () => offlineSale([{ product: p, qty: 1 }], { soldAt: new Date(Date.now() + 3_600_000).toISOString() }), 400, OFFLINE_IN_FUTURE_MESSAGE],
    ['a time that is not one', () => offlineSale([{ product: p, qty: 1 }], { soldAt: 'yesterday' }), 400, 'soldAt must be a date and time (ISO 8601)'],
    ['a receipt number of 11 digits', () => offlineSale([{ product: p, qty: 1 }], { barcode: '12345678901' }), 400, 'The receipt number must be 12 digits'],
    ['a price of three decimals', () => offlineSale([{ product: p, qty: 1, price: 9.995 }]), 400, 'A price must have at most 2 decimals'],
    ['a negative price', () => offlineSale([{ product: p, qty: 1, price: -1 }]), 400, 'A price cannot be negative'],
    ['a tax rate over 100 %', () => offlineSale([{ product: p, qty: 1, taxRate: 130 }]), 400, 'A tax rate is from 0 to 100 %'],
    ['no lines', () => ({ ...offlineSale([{ product: p, qty: 1 }]), lines: [] }), 400, 'The receipt has no items'],
    ['the same product on two lines', () => offlineSale([{ product: p, qty: 1 }, { product: p, qty: 1 }]), 400, 'Item already in receipt'],
    ['a quantity of 0', () => offlineSale([{ product: p, qty: 0 }]), 400, 'Quantity must be a whole number of at least 1'],
    ['a product id nobody has', () => ({ ...offlineSale([{ product: p, qty: 1 }]), lines: [{ _id: 'nope', saleqty: 1, itemdiscount: 0, price: 1, taxRate: 13 }] }), 404, 'Product nope was not found'],
  ])('refuses %s with the reason, and records nothing', async (_what, body, status, message) => {
    const before = await salesCount(shop.cid);
    const res = await postOffline(shop.owner, body());
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toContain(message);
    expect(await salesCount(shop.cid)).toBe(before);
    expect(await stockOf(t.database.owner, p.id)).toBe(4);
  });

  it('needs its Idempotency-Key', async () => {
    const res = await postOffline(shop.owner, offlineSale([{ product: p, qty: 1 }]), null);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('An offline sale needs its Idempotency-Key');
    expect(await stockOf(t.database.owner, p.id)).toBe(4);
  });

  it('refuses a register nobody has', async () => {
    const res = await postOffline(shop.owner, offlineSale([{ product: p, qty: 1 }], { register: 'no-such-register' }));
    expect(res.statusCode).toBe(404);
    expect(await stockOf(t.database.owner, p.id)).toBe(4);
  });
});

describe('who may send and read them', () => {
  it('staff send offline sales (they sell); only admins read the report', async () => {
    const staff = await shop.addUser({ name: 'Sam Staff' });
    const p = await seedProduct(t.database.owner, shop.cid, { priceCents: 300, qty: 1 });
    const res = await postOffline(staff, offlineSale([{ product: p, qty: 2 }]));
    expect(res.statusCode).toBe(201);
    expect((await staff.get('/sales/offline')).statusCode).toBe(403);
    const report = (await shop.owner.get('/sales/offline')).json();
    expect(report.oversold).toContainEqual(expect.objectContaining({ inventoryId: p.id, qtyAfter: -1, clerk: 'Sam Staff' }));
  });

  it('nobody signed out sends one', async () => {
    const p = await seedProduct(t.database.owner, shop.cid, { qty: 3 });
    const res = await t.app.inject({ method: 'POST', url: '/api/pos/offline-sales', headers: { 'idempotency-key': randomUUID() }, payload: offlineSale([{ product: p, qty: 1 }]) });
    expect(res.statusCode).toBe(401);
    expect(await stockOf(t.database.owner, p.id)).toBe(3);
  });

  it('another business’s product is not found, and neither business sees the other’s sales in its report', async () => {
    const theirs = await seedProduct(t.database.owner, other.cid, { priceCents: 1000, qty: 3 });
    const res = await postOffline(shop.owner, offlineSale([{ product: theirs, qty: 1 }]));
    expect(res.statusCode).toBe(404);
    expect(await stockOf(t.database.owner, theirs.id)).toBe(3);

    const mine = await seedProduct(t.database.owner, other.cid, { priceCents: 1000, qty: 0 });
    expect((await postOffline(other.owner, offlineSale([{ product: mine, qty: 1, price: 1 }]))).statusCode).toBe(201);
    const shopReport = (await shop.owner.get('/sales/offline')).json();
    expect(shopReport.oversold.map((r: { inventoryId: string }) => r.inventoryId)).not.toContain(mine.id);
    expect(shopReport.priceDifferences.map((r: { upc: string }) => r.upc)).not.toContain(mine.upc);
    const otherReport = (await other.owner.get('/sales/offline')).json();
    expect(otherReport).toMatchObject({ sales: 1, oversold: [expect.objectContaining({ inventoryId: mine.id })], priceDifferences: [expect.objectContaining({ upc: mine.upc })] });
  });

  it('refuses a report window out of range', async () => {
    const res = await shop.owner.get('/sales/offline?days=0');
    expect(res.statusCode).toBe(400);
  });
});

/**
 * The device's word about prices and drawers is not proof. A clerk with a staff token once could
 * invent a sale at any price and refund it in cash, or book it onto the owner's drawer; each attack
 * below is sent as it was, and is now held or kept out of the other person's count.
 */
describe('an offline sale cannot invent money', () => {
  let till: Business;
  let clerk: ApiClient;
  beforeAll(async () => {
    till = await registerBusiness(t.app, { bname: 'Corner Till' });
    // No tax by default, so an amount charged is exactly what a refund pays back.
    await seedSettings(t.database.owner, till.cid, 0, 'CAD');
    clerk = await till.addUser({ name: 'Cal Clerk' });
  });

  async function newRegister(name: string): Promise<string> {
    const res = await till.owner.post('/registers', { name: `${name} ${randomUUID().slice(0, 6)}` });
    expect(res.statusCode).toBe(201);
    return res.json()._id as string;
  }

  async function openShift(user: ApiClient, register: string, float: number): Promise<string> {
    const res = await user.post(`/registers/${register}/shifts`, { float });
    expect(res.statusCode).toBe(201);
    return res.json()._id as string;
  }

  const expectedCash = async (user: ApiClient, shift: string) => (await user.get(`/shifts/${shift}`)).json().expectedCash as number;
  const heldIn = async (barcode: string) => ((await till.owner.get('/sales/offline')).json().held as { barcode: string }[]).find((h) => h.barcode === barcode);

  it('a line at 5000 for a 10.00 product is held: its cash refund is refused (409) and the drawer keeps its float', async () => {
    const p = await seedProduct(t.database.owner, till.cid, { priceCents: 1000, qty: 5, manufacturer: 'Acme', subname: 'Hammer' });
    const register = await newRegister('Till');
    const shift = await openShift(clerk, register, 100);
    const body = offlineSale([{ product: p, qty: 1, price: 5000, taxRate: 0 }], { payments: [{ method: 'cash', amount: 5000 }] });
    const res = await postOffline(clerk, body);
    // Kept (the device says the money moved), but held.
    expect(res.statusCode).toBe(201);
    expect(await stockOf(t.database.owner, p.id)).toBe(4);

    const refund = await clerk.post('/pos/returns', { barcode: body.barcode, lines: [{ inventoryId: p.id, qty: 1 }], register });
    // It was 201 with 5000 in cash out of the drawer, whose expected cash went to -4900.
    expect(await expectedCash(clerk, shift)).toBe(100);
    expect(refund.statusCode).toBe(409);
    expect(refund.json()).toMatchObject({ code: 'SALE_HELD', message: expect.stringContaining('an admin must accept it') });
    expect(await stockOf(t.database.owner, p.id)).toBe(4);
    expect(res.json()).toMatchObject({ total: 5000, held: true });

    expect(await heldIn(body.barcode)).toEqual({
      barcode: body.barcode,
      soldAt: new Date(body.soldAt).toISOString(),
      clerk: 'Cal Clerk',
      total: 5000,
      atCatalogue: 10,
      difference: 4990,
      lines: [{ upc: p.upc, name: 'Acme Hammer', qty: 1, charged: 5000, catalogue: 10, chargedRate: 0, catalogueRate: 0 }],
      acceptedAt: null,
      acceptedBy: null,
    });
    expect((await clerk.post(`/shifts/${shift}/close`, { counted: 100 })).statusCode).toBe(200);
  });

  it('a sale booked onto the owner’s open register does not join the owner’s shift: the owner’s Z report is not 990 short', async () => {
    const p = await seedProduct(t.database.owner, till.cid, { priceCents: 1000, qty: 200 });
    const register = await newRegister('Front');
    const ownersShift = await openShift(till.owner, register, 100);
    // The owner sells one for 10.00 in cash: the drawer holds 110.
    expect((await sell(till.owner, [{ product: p, qty: 1 }], { register, payments: [{ method: 'cash', amount: 10 }] })).statusCode).toBe(201);
    // A sale that never happened, at the catalogue's price, booked by the clerk onto that drawer.
    const invented = offlineSale([{ product: p, qty: 99, taxRate: 0 }], { register, soldAt: new Date().toISOString() });
    const res = await postOffline(clerk, invented);
    expect(res.statusCode).toBe(201);
    // An invented price onto the owner's drawer neither.
    const inflated = offlineSale([{ product: p, qty: 1, price: 5000, taxRate: 0 }], { register, soldAt: new Date().toISOString() });
    expect((await postOffline(clerk, inflated)).statusCode).toBe(201);

    // The owner counts the 110 that is there: it used to be 990 short for the invented sale, 5990 with both.
    const closed = await till.owner.post(`/shifts/${ownersShift}/close`, { counted: 110 });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ expectedCash: 110, overShort: 0 });
    // Each sale keeps its register, in no shift.
    expect(await saleRow(till.cid, invented.barcode)).toMatchObject({ registerId: register, shiftId: null });
    expect(await saleRow(till.cid, inflated.barcode)).toMatchObject({ registerId: register, shiftId: null, held: true });
  });

  it('a refund is paid from the refunder’s own shift: a clerk cannot pay it out of the owner’s drawer', async () => {
    const p = await seedProduct(t.database.owner, till.cid, { priceCents: 1000, qty: 20 });
    const register = await newRegister('Owner till');
    const ownersShift = await openShift(till.owner, register, 100);
    const sale = await sell(clerk, [{ product: p, qty: 2 }], { payments: [{ method: 'cash', amount: 20 }] });
    expect(sale.statusCode).toBe(201);
    const refused = await clerk.post('/pos/returns', { barcode: sale.json().barcode, lines: [{ inventoryId: p.id, qty: 1 }], register });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("This register's shift is someone else's: refunds are paid from your own shift's drawer");
    expect(await expectedCash(till.owner, ownersShift)).toBe(100);
    // The owner (an admin acts on every shift) may, and on their own register the clerk may too.
    const byOwner = await till.owner.post('/pos/returns', { barcode: sale.json().barcode, lines: [{ inventoryId: p.id, qty: 1 }], register });
    expect(byOwner.statusCode).toBe(201);
    expect(await expectedCash(till.owner, ownersShift)).toBe(90);
    expect((await till.owner.post(`/shifts/${ownersShift}/close`, { counted: 90 })).statusCode).toBe(200);
  });

  it('500 units at price 0 are held and listed with what they would have come to', async () => {
    const p = await seedProduct(t.database.owner, till.cid, { priceCents: 1000, qty: 600, manufacturer: 'Acme', subname: 'Free Lunch' });
    const body = offlineSale([{ product: p, qty: 500, price: 0, taxRate: 0 }]);
    const res = await postOffline(clerk, body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ total: 0, held: true });
    expect(await stockOf(t.database.owner, p.id)).toBe(100);
    expect(await heldIn(body.barcode)).toMatchObject({
      total: 0,
      atCatalogue: 5000,
      difference: -5000,
      lines: [{ upc: p.upc, name: 'Acme Free Lunch', qty: 500, charged: 0, catalogue: 10, chargedRate: 0, catalogueRate: 0 }],
    });
  });

  it('a 0 % tax on a product whose class is 10 % is held, and the report shows both rates', async () => {
    expect((await till.owner.post('/item/add', { item: 'Tools' })).statusCode).toBe(201);
    const tools = ((await till.owner.get('/item/all')).json() as { _id: string; item: string }[]).find((i) => i.item === 'Tools')!;
    const ten = await till.owner.post('/tax-classes', { name: 'Ten', rate: 10 });
    expect((await till.owner.put(`/item/${tools._id}/tax-class`, { taxClassId: ten.json()._id })).statusCode).toBe(200);
    const p = await seedProduct(t.database.owner, till.cid, { priceCents: 1000, qty: 5, item: 'Tools', manufacturer: 'Acme', subname: 'Saw' });
    const body = offlineSale([{ product: p, qty: 1, taxRate: 0 }]);
    const res = await postOffline(clerk, body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ total: 10, taxes: 0, held: true });
    expect(await heldIn(body.barcode)).toMatchObject({
      total: 10,
      atCatalogue: 11,
      difference: -1,
      lines: [{ upc: p.upc, qty: 1, charged: 10, catalogue: 10, chargedRate: 0, catalogueRate: 10 }],
    });
    // At the class's rate it is an honest sale.
    const honest = await postOffline(clerk, offlineSale([{ product: p, qty: 1, taxRate: 10 }]));
    expect(honest.json()).toMatchObject({ total: 11, held: false });
  });

  it('a real price change made while a till was offline syncs cleanly: the old price is taken, not held', async () => {
    expect((await till.owner.post('/item/add', { item: 'Paint' })).statusCode).toBe(201);
    expect((await till.owner.post('/name/add', { manufacturer: 'Acme' })).statusCode).toBe(201);
    const entry = { upc: `70${Date.now()}`.slice(0, 12), item: 'Paint', manufacturer: 'Acme', subname: 'White', lowinventory: 0, cost: 4 };
    const added = await till.owner.post('/inventory/add', { ...entry, qty: 10, price: 10 });
    expect(added.statusCode).toBe(201);
    const id = added.json()._id as string;
    const [p] = await t.database.owner.select().from(inventory).where(eq(inventory.id, id));
    // The device had 10.00 and sold at 10.00; then the admin raised it to 12.00.
    const soldAt = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 20));
    expect((await till.owner.put(`/inventory/upd/${id}`, { ...entry, qty: 0, price: 12 })).statusCode).toBe(200);
    const before = offlineSale([{ product: p, qty: 1, price: 10, taxRate: 0 }], { soldAt });
    const res = await postOffline(clerk, before);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ total: 10, held: false });
    expect(await heldIn(before.barcode)).toBeUndefined();
    // A device that had not heard of the change yet still charges 10.00 after it: within the window.
    const stale = await postOffline(clerk, offlineSale([{ product: p, qty: 1, price: 10, taxRate: 0 }], { soldAt: new Date().toISOString() }));
    expect(stale.json()).toMatchObject({ held: false });
    // 11.00 it never was.
    expect((await postOffline(clerk, offlineSale([{ product: p, qty: 1, price: 11, taxRate: 0 }], { soldAt: new Date().toISOString() }))).json()).toMatchObject({ held: true });
    // The sale at the old price is refunded as any other.
    const back = await clerk.post('/pos/returns', { barcode: before.barcode, lines: [{ inventoryId: id, qty: 1 }] });
    expect(back.statusCode).toBe(201);
    expect(back.json().refund).toBe(10);
  });

  it('a tax rate changed while a till was offline: the rate before the change is taken', async () => {
    expect((await till.owner.post('/item/add', { item: 'Garden' })).statusCode).toBe(201);
    const garden = ((await till.owner.get('/item/all')).json() as { _id: string; item: string }[]).find((i) => i.item === 'Garden')!;
    const cls = await till.owner.post('/tax-classes', { name: 'Garden rate', rate: 10 });
    expect((await till.owner.put(`/item/${garden._id}/tax-class`, { taxClassId: cls.json()._id })).statusCode).toBe(200);
    const p = await seedProduct(t.database.owner, till.cid, { priceCents: 1000, qty: 5, item: 'Garden' });
    const soldAt = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 20));
    expect((await till.owner.put(`/tax-classes/${cls.json()._id}`, { name: 'Garden rate', rate: 12 })).statusCode).toBe(200);
    const res = await postOffline(clerk, offlineSale([{ product: p, qty: 1, taxRate: 10 }], { soldAt }));
    expect(res.json()).toMatchObject({ total: 11, held: false });
    expect((await postOffline(clerk, offlineSale([{ product: p, qty: 1, taxRate: 12 }]))).json()).toMatchObject({ total: 11.2, held: false });
    expect((await postOffline(clerk, offlineSale([{ product: p, qty: 1, taxRate: 5 }]))).json()).toMatchObject({ held: true });
  });

  describe('accepting a held sale (POST /sales/offline/:barcode/accept)', () => {
    let p: ProductRow;
    beforeAll(async () => {
      p = await seedProduct(t.database.owner, till.cid, { priceCents: 1000, qty: 50 });
    });

    const heldSale = async () => {
      const body = offlineSale([{ product: p, qty: 2, price: 30, taxRate: 0 }]);
      expect((await postOffline(clerk, body)).json()).toMatchObject({ held: true });
      return body.barcode;
    };

    it('refuses the refund until an admin accepts it, then allows it; the report says who accepted', async () => {
      const barcode = await heldSale();
      expect((await clerk.post('/pos/returns', { barcode, lines: [{ inventoryId: p.id, qty: 1 }] })).statusCode).toBe(409);
      const accepted = await till.owner.post(`/sales/offline/${barcode}/accept`, {});
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toMatchObject({ barcode, acceptedBy: 'Olive Owner' });
      // Accepting twice answers the first acceptance.
      const again = await till.owner.post(`/sales/offline/${barcode}/accept`, {});
      expect(again.json()).toEqual(accepted.json());
      expect(await heldIn(barcode)).toMatchObject({ acceptedAt: accepted.json().acceptedAt, acceptedBy: 'Olive Owner' });
      const back = await clerk.post('/pos/returns', { barcode, lines: [{ inventoryId: p.id, qty: 1 }] });
      expect(back.statusCode).toBe(201);
      expect(back.json().refund).toBe(30);
      // The receipt's result says it is no longer waiting.
      expect((await saleRow(till.cid, barcode)).acceptedAt).not.toBeNull();
    });

    it('is for admins: staff get 403 and nothing changes', async () => {
      const barcode = await heldSale();
      const res = await clerk.post(`/sales/offline/${barcode}/accept`, {});
      expect(res.statusCode).toBe(403);
      expect((await saleRow(till.cid, barcode)).acceptedAt).toBeNull();
    });

    it('another business’s sale is not found (404), and stays held', async () => {
      const barcode = await heldSale();
      const res = await other.owner.post(`/sales/offline/${barcode}/accept`, {});
      expect(res.statusCode).toBe(404);
      expect((await saleRow(till.cid, barcode)).acceptedAt).toBeNull();
    });

    it('refuses a receipt number that is not one (400), one nobody has (404) and a sale that was not held (409)', async () => {
      expect((await till.owner.post('/sales/offline/12345/accept', {})).statusCode).toBe(400);
      expect((await till.owner.post('/sales/offline/not-a-number/accept', {})).statusCode).toBe(400);
      expect((await till.owner.post('/sales/offline/000000000001/accept', {})).statusCode).toBe(404);
      const honest = offlineSale([{ product: p, qty: 1, taxRate: 0 }]);
      expect((await postOffline(clerk, honest)).json()).toMatchObject({ held: false });
      const res = await till.owner.post(`/sales/offline/${honest.barcode}/accept`, {});
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This sale was not held: it needs no accepting');
    });
  });
});
