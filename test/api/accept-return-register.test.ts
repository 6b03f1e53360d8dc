/** Accept Return (the whole receipt back) refunds from the device's register: the drawer's shift counts it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerBusiness, type ApiClient, type Business, type TestApp } from '../helpers/app';
import { seedProduct, seedSettings } from '../helpers/fixtures';
import { firstRegister, sell } from '../helpers/money';

let t: TestApp;
let shop: Business;
let other: Business;
let staff: ApiClient & { id: string };
let staff2: ApiClient & { id: string };
let register: string;
let shiftId: string;

beforeAll(async () => {
  t = await buildTestApp();
  shop = await registerBusiness(t.app);
  other = await registerBusiness(t.app);
  staff = await shop.addUser({ name: 'Sam Staff' });
  staff2 = await shop.addUser({ name: 'Tess Temp' });
  await seedSettings(t.database.owner, shop.cid, 13, 'USD');
  register = await firstRegister(shop.owner);
  const opened = await staff.post(`/registers/${register}/shifts`, { float: 100 });
  expect(opened.statusCode).toBe(201);
  shiftId = opened.json()._id;
});
afterAll(() => t?.close());

/** A $10 product sold once in cash on the register: $11.30 with 13 % tax. */
async function cashSale(): Promise<string> {
  const p = await seedProduct(t.database.owner, shop.cid, { priceCents: 1000, qty: 10 });
  const res = await sell(staff, [{ product: p, qty: 1 }], { register, payments: [{ method: 'cash', amount: 11.3 }] });
  expect(res.statusCode).toBe(201);
  return res.json().barcode;
}

const xReport = async () => (await staff.get(`/registers/${register}/shift`)).json();
const isReturned = async (barcode: string) => (await shop.owner.get(`/pos/returns?barcode=${barcode}`)).json().returns[0].returned;

describe('PUT /api/pos/returns/update with the device register', () => {
  it('refunds out of the register’s open shift: the X report counts the return and the drawer expects the cash gone', async () => {
    const barcode = await cashSale();
    const before = await xReport();
    const res = await staff.put('/pos/returns/update', { barcode, register });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ barcode, returned: true });
    const after = await xReport();
    expect(after._id).toBe(shiftId);
    expect(after.returns).toEqual({ count: before.returns.count + 1, refunded: before.returns.refunded + 11.3 });
    expect(after.expectedCash).toBeCloseTo(before.expectedCash - 11.3, 2);
  });

  it('without a register, as the spec’s client sends it, the refund belongs to no shift', async () => {
    const barcode = await cashSale();
    const before = await xReport();
    const res = await staff.put('/pos/returns/update', { barcode });
    expect(res.statusCode).toBe(200);
    expect((await xReport()).returns).toEqual(before.returns);
  });

  it('bad input: a closed register, another business’s register or a blank one is refused and the receipt stays open', async () => {
    const barcode = await cashSale();
    const closed = await shop.owner.post('/registers', { name: 'Back counter' });
    expect(closed.statusCode).toBe(201);
    const refusedClosed = await staff.put('/pos/returns/update', { barcode, register: closed.json()._id });
    expect(refusedClosed.statusCode).toBe(409);
    expect(refusedClosed.json().code).toBe('REGISTER_CLOSED');
    const foreign = await firstRegister(other.owner);
    expect((await staff.put('/pos/returns/update', { barcode, register: foreign })).statusCode).toBe(404);
    const blank = await staff.put('/pos/returns/update', { barcode, register: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(await isReturned(barcode)).toBe(false);
  });

  it('wrong role: staff refund from their own shift only; an admin may use anyone’s', async () => {
    const barcode = await cashSale();
    const refused = await staff2.put('/pos/returns/update', { barcode, register });
    expect(refused.statusCode).toBe(403);
    expect(await isReturned(barcode)).toBe(false);
    expect((await shop.owner.put('/pos/returns/update', { barcode, register })).statusCode).toBe(200);
  });

  it('another business cannot return this receipt, with its own register or this one', async () => {
    const barcode = await cashSale();
    const theirs = await firstRegister(other.owner);
    expect((await other.owner.post(`/registers/${theirs}/shifts`, { float: 10 })).statusCode).toBe(201);
    expect((await other.owner.put('/pos/returns/update', { barcode, register: theirs })).statusCode).toBe(404);
    expect((await other.owner.put('/pos/returns/update', { barcode, register })).statusCode).toBe(404);
    expect(await isReturned(barcode)).toBe(false);
  });
});
