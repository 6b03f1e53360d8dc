/** Registers and shifts (issue 14, item 2): the drawer's figures, who may do what, and bad input. */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerBusiness, type ApiClient, type Business, type TestApp } from '../helpers/app';
import { seedProduct, seedSettings } from '../helpers/fixtures';
import { firstRegister, sell } from '../helpers/money';

let t: TestApp;
let shop: Business;
let other: Business;
let staff: ApiClient & { id: string };
let staff2: ApiClient & { id: string };

beforeAll(async () => {
  t = await buildTestApp();
  shop = await registerBusiness(t.app);
  other = await registerBusiness(t.app);
  staff = await shop.addUser({ name: 'Sam Staff' });
  staff2 = await shop.addUser({ name: 'Tess Temp' });
  await seedSettings(t.database.owner, shop.cid, 13, 'CAD');
});
afterAll(() => t?.close());

async function newRegister(name: string): Promise<string> {
  const res = await shop.owner.post('/registers', { name });
  expect(res.statusCode).toBe(201);
  return res.json()._id;
}

describe('registers', () => {
  it('every business starts with Register 1, closed', async () => {
    const res = await staff.get('/registers');
    expect(res.statusCode).toBe(200);
    expect(res.json().registers).toEqual([{ _id: expect.any(String), name: 'Register 1', openShift: null }]);
  });

  it('admins add registers; names are unique in a business; staff may not add', async () => {
    expect((await shop.owner.post('/registers', { name: 'Front desk' })).statusCode).toBe(201);
    const dup = await shop.owner.post('/registers', { name: 'front DESK' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('A register with this name already exists');
    expect((await shop.owner.post('/registers', { name: '  ' })).json().message).toBe('name: Enter a register name');
    expect((await staff.post('/registers', { name: 'Back' })).statusCode).toBe(403);
    // Another business has its own names and does not see these.
    expect((await other.owner.post('/registers', { name: 'Front desk' })).statusCode).toBe(201);
    expect((await other.owner.get('/registers')).json().registers.map((r: { name: string }) => r.name)).toEqual(['Front desk', 'Register 1']);
  });
});

describe('a shift from float to Z report', () => {
  it('balances the drawer: float, cash sales less change, card, cash refunds, pay-ins and pay-outs', async () => {
    const register = await newRegister('Till A');
    const opened = await staff.post(`/registers/${register}/shifts`, { float: 100 });
    expect(opened.statusCode).toBe(201);
    const shiftId = opened.json()._id;
    expect(opened.json()).toMatchObject({ float: 100, openedBy: 'Sam Staff', closedAt: null, expectedCash: 100, counted: null });

    const p = await seedProduct(t.database.owner, shop.cid, { priceCents: 1000, qty: 50 });
    // 33.90 paid with 50 cash: 16.10 change.
    const cashSale = await sell(staff, [{ product: p, qty: 3 }], { register, payments: [{ method: 'cash', amount: 50 }] });
    expect(cashSale.statusCode).toBe(201);
    // 11.30 by card.
    expect((await sell(staff, [{ product: p, qty: 1 }], { register, payments: [{ method: 'card', amount: 11.3 }] })).statusCode).toBe(201);
    // A sale on no register is not this shift's.
    expect((await sell(staff, [{ product: p, qty: 1 }])).statusCode).toBe(201);
    // One unit of the cash sale comes back: 11.30 in cash.
    const back = await staff.post('/pos/returns', { barcode: cashSale.json().barcode, lines: [{ inventoryId: p.id, qty: 1 }], register });
    expect(back.json().refund).toBe(11.3);
    expect((await staff.post(`/shifts/${shiftId}/cash`, { amount: 20, reason: 'Change from the bank' })).statusCode).toBe(201);
    expect((await staff.post(`/shifts/${shiftId}/cash`, { amount: -15, reason: 'Window cleaner' })).statusCode).toBe(201);

    const x = (await staff.get(`/registers/${register}/shift`)).json();
    expect(x).toMatchObject({
      _id: shiftId,
      register: { _id: register, name: 'Till A' },
      sales: { count: 2, subtotal: 40, discount: 0, shipping: 0, tax: 5.2, total: 45.2 },
      // The unit returned gives back its 1.30 of the tax.
      taxLines: [{ name: 'Standard', rate: 13, base: 40, tax: 5.2, refundedBase: 10, refunded: 1.3, net: 3.9 }],
      returns: { count: 1, refunded: 11.3 },
      payments: [
        { method: 'cash', count: 1, amount: 33.9 },
        { method: 'card', count: 1, amount: 11.3 },
        { method: 'other', count: 0, amount: 0 },
      ],
      refunds: [{ method: 'cash', amount: 11.3 }],
      changeGiven: 16.1,
      payIns: 20,
      payOuts: 15,
      // 100 + 50 − 16.10 − 11.30 + 20 − 15
      expectedCash: 127.6,
      counted: null,
      overShort: null,
    });
    expect(x.cashMovements.map((c: { amount: number; reason: string }) => [c.amount, c.reason])).toEqual([
      [20, 'Change from the bank'],
      [-15, 'Window cleaner'],
    ]);

    const closed = await staff.post(`/shifts/${shiftId}/close`, { counted: 127.1 });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ closedBy: 'Sam Staff', counted: 127.1, expectedCash: 127.6, overShort: -0.5 });
    expect(closed.json().closedAt).toEqual(expect.any(String));

    // Closed: the Z report stays as it was, and the register sells no more until opened again.
    const sale = await sell(staff, [{ product: p, qty: 1 }], { register });
    expect(sale.statusCode).toBe(409);
    expect(sale.json()).toMatchObject({ code: 'REGISTER_CLOSED', message: 'Open the register before selling' });
    expect((await staff.post(`/shifts/${shiftId}/cash`, { amount: 5 })).json()).toMatchObject({ code: 'REGISTER_CLOSED', message: 'This shift is closed' });
    expect((await staff.post(`/shifts/${shiftId}/close`, { counted: 1 })).statusCode).toBe(409);
    expect((await staff.get(`/shifts/${shiftId}`)).json()).toEqual(closed.json());
    expect((await staff.get(`/registers/${register}/shift`)).statusCode).toBe(404);
  });

  it('sells nothing on a register with no open shift, and nothing on another business’s register', async () => {
    const register = await newRegister('Till B');
    const p = await seedProduct(t.database.owner, shop.cid, { qty: 5 });
    const closed = await sell(staff, [{ product: p, qty: 1 }], { register });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe('Open the register before selling');
    const foreign = await firstRegister(other.owner);
    const theirs = await sell(staff, [{ product: p, qty: 1 }], { register: foreign });
    expect(theirs.statusCode).toBe(404);
    expect((await staff.post(`/registers/${foreign}/shifts`, { float: 10 })).statusCode).toBe(404);
    const stock = await t.database.owner.query.inventory.findFirst({ where: (inv, { eq }) => eq(inv.id, p.id) });
    expect(stock?.qty).toBe(5);
  });

  it('opens one shift per register, even when two clerks open it at once', async () => {
    const register = await newRegister('Till C');
    const both = await Promise.all([staff.post(`/registers/${register}/shifts`, { float: 50 }), staff2.post(`/registers/${register}/shifts`, { float: 60 })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json()).toMatchObject({ code: 'SHIFT_OPEN', message: 'This register already has an open shift' });
  });

  it.each([
    ['float', { float: -1 }, 'The float cannot be negative'],
    ['float', { float: 10.005 }, 'The float must have at most 2 decimals'],
    ['float', { float: 'lots' }, 'The float must be a number'],
    ['float', { float: 1e12 }, 'The float is too large'],
  ])('refuses a bad %s: %j', async (_field, body, message) => {
    const register = await newRegister(`Till ${Math.random()}`);
    const res = await staff.post(`/registers/${register}/shifts`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect((await staff.get(`/registers/${register}/shift`)).statusCode).toBe(404);
  });

  it('refuses a pay-out without a reason, a zero amount and a bad count', async () => {
    const register = await newRegister('Till D');
    const shiftId = (await staff.post(`/registers/${register}/shifts`, { float: 0 })).json()._id;
    expect((await staff.post(`/shifts/${shiftId}/cash`, { amount: -5 })).json().message).toBe('reason: Say why the cash is taken out');
    expect((await staff.post(`/shifts/${shiftId}/cash`, { amount: 0, reason: 'x' })).json().message).toBe('amount: The amount cannot be 0');
    expect((await staff.post(`/shifts/${shiftId}/close`, { counted: -1 })).json().message).toBe('counted: The counted cash cannot be negative');
    const report = (await staff.get(`/shifts/${shiftId}`)).json();
    expect(report).toMatchObject({ payIns: 0, payOuts: 0, closedAt: null });
  });
});

describe('who may act on a shift', () => {
  it('staff act on the shifts they opened; admins on all; another business finds none', async () => {
    const register = await newRegister('Till E');
    const shiftId = (await staff.post(`/registers/${register}/shifts`, { float: 10 })).json()._id;
    for (const res of [
      await staff2.post(`/shifts/${shiftId}/cash`, { amount: 5 }),
      await staff2.post(`/shifts/${shiftId}/close`, { counted: 10 }),
      await staff2.get(`/shifts/${shiftId}`),
      await staff2.get(`/registers/${register}/shift`),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Only the person who opened this shift, or an admin, can do that');
    }
    for (const res of [await other.owner.get(`/shifts/${shiftId}`), await other.owner.post(`/shifts/${shiftId}/cash`, { amount: 5 }), await other.owner.post(`/shifts/${shiftId}/close`, { counted: 1 })]) {
      expect(res.statusCode).toBe(404);
    }
    expect((await shop.owner.post(`/shifts/${shiftId}/cash`, { amount: 5 })).statusCode).toBe(201);
    expect((await shop.owner.post(`/shifts/${shiftId}/close`, { counted: 15 })).json()).toMatchObject({ overShort: 0, closedBy: 'Olive Owner' });
  });

  it('lists every shift for admins and only their own for staff, newest first, by local day', async () => {
    const mine = (await staff2.get('/shifts')).json();
    expect(mine.shifts.every((s: { openedBy: string }) => s.openedBy === 'Tess Temp')).toBe(true);
    const all = (await shop.owner.get('/shifts')).json();
    expect(all.count).toBeGreaterThan(mine.count);
    expect(all.shifts[0].openedAt >= all.shifts.at(-1).openedAt).toBe(true);
    expect(all.currency).toBe('CAD');
    expect((await other.owner.get('/shifts')).json().count).toBe(0);
    const none = (await shop.owner.get('/shifts?from=2001-01-01&to=2001-01-02')).json();
    expect(none.count).toBe(0);
    const bad = await shop.owner.get('/shifts?from=2001-02-01&to=2001-01-02');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('from: The start date must not be after the end date');
  });
});

describe('the expected cash', () => {
  it('is always the float plus the sum of the shift’s cash movements, whatever happens on it', async () => {
    const p = await seedProduct(t.database.owner, shop.cid, { priceCents: 777, qty: 100_000 });
    const op = fc.oneof(
      fc.record({ kind: fc.constant('sale' as const), qty: fc.integer({ min: 1, max: 4 }), extra: fc.integer({ min: 0, max: 3000 }), card: fc.boolean() }),
      fc.record({ kind: fc.constant('cash' as const), cents: fc.integer({ min: -5000, max: 5000 }).filter((n) => n !== 0) }),
      fc.record({ kind: fc.constant('return' as const), qty: fc.constant(1) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 20_000 }), fc.array(op, { maxLength: 8 }), async (floatCents, ops) => {
        const register = await newRegister(`Prop ${Math.random()}`);
        const shiftId = (await shop.owner.post(`/registers/${register}/shifts`, { float: floatCents / 100 })).json()._id;
        let cashIn = floatCents;
        const barcodes: string[] = [];
        for (const o of ops) {
          if (o.kind === 'sale') {
            const totalCents = Math.round(777 * o.qty * 1.13);
            const payments = o.card ? [{ method: 'card', amount: totalCents / 100 }] : [{ method: 'cash', amount: (totalCents + o.extra) / 100 }];
            const res = await sell(shop.owner, [{ product: p, qty: o.qty }], { register, payments });
            expect(res.statusCode).toBe(201);
            if (!o.card) cashIn += totalCents;
            barcodes.push(res.json().barcode);
          } else if (o.kind === 'cash') {
            expect((await shop.owner.post(`/shifts/${shiftId}/cash`, { amount: o.cents / 100, reason: 'test' })).statusCode).toBe(201);
            cashIn += o.cents;
          } else if (barcodes.length > 0) {
            const res = await shop.owner.post('/pos/returns', { barcode: barcodes[0], lines: [{ inventoryId: p.id, qty: 1 }], register });
            // The refund goes back the way the sale was paid: only its cash part leaves the drawer.
            const cashBack = (refunds: { method: string; amount: number }[]) => refunds.filter((r) => r.method === 'cash').reduce((acc, r) => acc + Math.round(r.amount * 100), 0);
            if (res.statusCode === 201) cashIn -= cashBack(res.json().refunds);
          }
        }
        const report = (await shop.owner.get(`/shifts/${shiftId}`)).json();
        expect(Math.round(report.expectedCash * 100)).toBe(cashIn);
        // Pay-outs may take the drawer below zero on paper; a count never is.
        const counted = Math.max(0, cashIn);
        const closed = (await shop.owner.post(`/shifts/${shiftId}/close`, { counted: counted / 100 })).json();
        expect(Math.round(closed.overShort * 100)).toBe(counted - cashIn);
      }),
      { numRuns: 12 },
    );
  });
});
