/** Partial returns with refunds (issue 14, item 3): POST /api/pos/returns and the spec's whole return beside it. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundPayments, saleReturns, saleReturnTaxes, sales } from '../../src/server/db/schema';
import { buildTestApp, registerBusiness, type ApiClient, type Business, type TestApp } from '../helpers/app';
import { seedProduct, seedSettings, stockOf, type ProductRow } from '../helpers/fixtures';
import { firstRegister, sell } from '../helpers/money';

let t: TestApp;
let shop: Business;
let other: Business;
let staff: ApiClient;

beforeAll(async () => {
  t = await buildTestApp();
  shop = await registerBusiness(t.app);
  other = await registerBusiness(t.app);
  staff = await shop.addUser();
  await seedSettings(t.database.owner, shop.cid, 13, 'CAD');
});
afterAll(() => t?.close());

/** A sale of 3 × 10.00 at 10 % off and 1 × 5.00, with 4.00 shipping, tax 13 % added. */
async function ringUp(): Promise<{ barcode: string; a: ProductRow; b: ProductRow; total: number }> {
  const a = await seedProduct(t.database.owner, shop.cid, { priceCents: 1000, qty: 10 });
  const b = await seedProduct(t.database.owner, shop.cid, { priceCents: 500, qty: 10 });
  const res = await sell(shop.owner, [{ product: a, qty: 3, discount: 10 }, { product: b, qty: 1 }], { shipping: 4 });
  expect(res.statusCode).toBe(201);
  return { barcode: res.json().barcode, a, b, total: res.json().total };
}

const returnOf = (user: ApiClient, body: unknown) => user.post('/pos/returns', body);

describe('POST /api/pos/returns', () => {
  it('returns some units, refunds their share with tax, restocks them and shows what is left', async () => {
    const { barcode, a } = await ringUp();
    const res = await returnOf(staff, { barcode, lines: [{ inventoryId: a.id, qty: 1 }] });
    expect(res.statusCode).toBe(201);
    // One of three units of a 27.00 line: 9.00, plus 13 %: 1.17.
    expect(res.json()).toMatchObject({ barcode, refund: 10.17, refunds: [{ method: 'cash', amount: 10.17 }], returned: false, refundedTotal: 10.17 });
    expect(res.json().lines).toEqual([expect.objectContaining({ inventoryId: a.id, qty: 1, left: 2 })]);
    expect(await stockOf(t.database.owner, a.id)).toBe(8);
    const receipt = (await shop.owner.get(`/pos/receipt/${barcode}`)).json();
    expect(receipt.lines.map((l: { returnedQty: number }) => l.returnedQty)).toEqual([1, 0]);
    expect(receipt).toMatchObject({ refunded: 10.17, returned: false });
  });

  it('refunds exactly the receipt total once every unit is back, shipping with the last units', async () => {
    const { barcode, a, b, total } = await ringUp();
    const refunds: number[] = [];
    for (const lines of [[{ inventoryId: a.id, qty: 2 }], [{ inventoryId: b.id, qty: 1 }], [{ inventoryId: a.id, qty: 1 }]]) {
      const res = await returnOf(shop.owner, { barcode, lines });
      expect(res.statusCode).toBe(201);
      refunds.push(Math.round(res.json().refund * 100));
    }
    expect(refunds.reduce((x, y) => x + y, 0)).toBe(Math.round(total * 100));
    const [sale] = await t.database.owner.select().from(sales).where(and(eq(sales.cid, shop.cid), eq(sales.barcode, barcode)));
    expect(sale).toMatchObject({ returned: true, refundedCents: Math.round(total * 100) });
    // The spec's whole return now finds nothing left.
    const again = await shop.owner.put('/pos/returns/update', { barcode });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'RECEIPT_RETURNED', message: 'Receipt has been returned' });
  });

  it('refuses more than is left with "Only N left to return", and changes nothing', async () => {
    const { barcode, a } = await ringUp();
    await returnOf(shop.owner, { barcode, lines: [{ inventoryId: a.id, qty: 2 }] });
    const res = await returnOf(shop.owner, { barcode, lines: [{ inventoryId: a.id, qty: 2 }] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'OVER_RETURN', message: 'Only 1 left to return' });
    expect(await stockOf(t.database.owner, a.id)).toBe(9);
  });

  it('lets concurrent returns of the same receipt give back at most what was sold', async () => {
    const { barcode, a } = await ringUp();
    const results = await Promise.all(Array.from({ length: 8 }, () => returnOf(shop.owner, { barcode, lines: [{ inventoryId: a.id, qty: 1 }] })));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 409).every((r) => /^Only [0-9]+ left to return$/.test(r.json().message))).toBe(true);
    expect(await stockOf(t.database.owner, a.id)).toBe(10);
  });

  it('pays the refund out by the methods given, which must add up to it', async () => {
    const { barcode, a } = await ringUp();
    const wrong = await returnOf(shop.owner, { barcode, lines: [{ inventoryId: a.id, qty: 1 }], refund: [{ method: 'card', amount: 10 }] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The refunds must add up to the refund of 10.17');
    const split = await returnOf(shop.owner, { barcode, lines: [{ inventoryId: a.id, qty: 1 }], refund: [{ method: 'card', amount: 10 }, { method: 'cash', amount: 0.17 }] });
    expect(split.statusCode).toBe(201);
    const stored = await t.database.owner.select().from(refundPayments).innerJoin(saleReturns, and(eq(saleReturns.cid, refundPayments.cid), eq(saleReturns.id, refundPayments.returnId))).where(eq(saleReturns.id, split.json()._id));
    expect(stored.map((r) => [r.refund_payments.method, r.refund_payments.amountCents])).toEqual([['card', 1000], ['cash', 17]]);
  });

  it.each([
    [{ lines: [] }, 'Pick at least one line to return'],
    [{ lines: [{ inventoryId: 'x', qty: 0 }] }, 'Quantity must be a whole number of at least 1'],
    [{ lines: [{ inventoryId: 'x', qty: 1.5 }] }, 'Quantity must be a whole number of at least 1'],
    [{ refund: [{ method: 'gold', amount: 1 }] }, 'Payment method must be one of cash, card, other'],
    [{ refund: [{ method: 'cash', amount: -1 }] }, 'Each refund must be more than 0'],
  ])('refuses %j with a 400', async (change, message) => {
    const { barcode, a } = await ringUp();
    const res = await returnOf(shop.owner, { barcode, lines: [{ inventoryId: a.id, qty: 1 }], ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await stockOf(t.database.owner, a.id)).toBe(7);
  });

  it('refuses a product that is not on the receipt', async () => {
    const { barcode } = await ringUp();
    const stranger = await seedProduct(t.database.owner, shop.cid);
    const res = await returnOf(shop.owner, { barcode, lines: [{ inventoryId: stranger.id, qty: 1 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'This product is not on the receipt', field: 'lines.0.inventoryId' });
  });

  it("does not find another business's receipt", async () => {
    const { barcode, a } = await ringUp();
    const res = await returnOf(other.owner, { barcode, lines: [{ inventoryId: a.id, qty: 1 }] });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No return receipt found');
    expect(await stockOf(t.database.owner, a.id)).toBe(7);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/pos/returns', payload: { barcode: '1', lines: [{ inventoryId: 'x', qty: 1 }] } });
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /api/pos/returns/update after a partial return', () => {
  it('returns what is left and the refunds then add up to the total', async () => {
    const { barcode, a, b, total } = await ringUp();
    const part = await returnOf(shop.owner, { barcode, lines: [{ inventoryId: a.id, qty: 1 }] });
    const whole = await shop.owner.put('/pos/returns/update', { barcode, cid: shop.cid });
    expect(whole.statusCode).toBe(200);
    expect(whole.json()).toMatchObject({ barcode, returned: true, total });
    expect(await stockOf(t.database.owner, a.id)).toBe(10);
    expect(await stockOf(t.database.owner, b.id)).toBe(10);
    const receipt = (await shop.owner.get(`/pos/receipt/${barcode}`)).json();
    expect(receipt.refunded).toBe(total);
    expect(receipt.refunded).toBeGreaterThan(part.json().refund);
  });
});

describe('a Montreal shop refunds GST and QST apart', () => {
  let quebec: Business;
  let cashier: ApiClient;
  let register: string;
  let shiftId: string;
  let barcode: string;
  let mug: ProductRow;
  let tea: ProductRow;

  /** The tax rows a return recorded, by name: [name, base, tax] in minor units. */
  async function taxesOfReturn(returnId: string) {
    const rows = await t.database.owner.select().from(saleReturnTaxes).where(and(eq(saleReturnTaxes.cid, quebec.cid), eq(saleReturnTaxes.returnId, returnId)));
    return rows.map((r) => [r.name, r.named, r.baseCents, r.taxCents]).sort();
  }
  const taxLine = (lines: { name: string }[], name: string) => lines.find((l) => l.name === name);

  beforeAll(async () => {
    quebec = await registerBusiness(t.app, { bname: 'Boutique Plateau' });
    cashier = await quebec.addUser();
    await seedSettings(t.database.owner, quebec.cid, 14.975, 'CAD');
    const added = await quebec.owner.post('/tax-classes', { name: 'Quebec', taxes: [{ name: 'GST', rate: 5 }, { name: 'QST', rate: 9.975 }] });
    expect(added.statusCode, added.body).toBe(201);
    expect((await quebec.owner.put(`/tax-classes/${added.json()._id}`, { name: 'Quebec', rate: 14.975, isDefault: true })).statusCode).toBe(200);
    register = await firstRegister(quebec.owner);
    const opened = await cashier.post(`/registers/${register}/shifts`, { float: 0 });
    expect(opened.statusCode, opened.body).toBe(201);
    shiftId = opened.json()._id;
    mug = await seedProduct(t.database.owner, quebec.cid, { priceCents: 1999, qty: 10 });
    tea = await seedProduct(t.database.owner, quebec.cid, { priceCents: 350, qty: 10 });
    // 3 × 19.99 + 2 × 3.50 + 5.00 shipping = 71.97 taxed: GST 3.60, QST 7.18 (717.90…), total 82.75, paid by card.
    const sold = await sell(cashier, [{ product: mug, qty: 3 }, { product: tea, qty: 2 }], { shipping: 5, register, payments: [{ method: 'card', amount: 82.75 }] });
    expect(sold.statusCode, sold.body).toBe(201);
    expect(sold.json()).toMatchObject({ subtotal: 66.97, taxes: 10.78, total: 82.75 });
    barcode = sold.json().barcode;
  });

  it('a first part gives back each tax rounded once on its own, not the combined rate', async () => {
    const res = await returnOf(cashier, { barcode, lines: [{ inventoryId: mug.id, qty: 1 }, { inventoryId: tea.id, qty: 1 }], register });
    expect(res.statusCode, res.body).toBe(201);
    // 23.49 of goods: GST round(1.1745) = 1.17 and QST round(2.3431…) = 2.34; at 14.975 % it would have been 3.52.
    expect(res.json()).toMatchObject({ refund: 27, refunds: [{ method: 'card', amount: 27 }] });
    expect(await taxesOfReturn(res.json()._id)).toEqual([
      ['GST', true, 2349, 117],
      ['QST', true, 2349, 234],
    ]);
    // The returns desk previews the same refund from the receipt, which now lists each line's taxes.
    const receipt = (await quebec.owner.get(`/pos/receipt/${barcode}`)).json();
    expect(receipt.lines[0].taxes).toEqual([{ name: 'GST', rate: 5, compound: false }, { name: 'QST', rate: 9.975, compound: false }]);
    const report = (await cashier.get(`/shifts/${shiftId}`)).json();
    expect(taxLine(report.taxLines, 'GST')).toEqual({ name: 'GST', rate: 5, base: 71.97, tax: 3.6, named: true, refundedBase: 23.49, refunded: 1.17, net: 2.43 });
    expect(taxLine(report.taxLines, 'QST')).toEqual({ name: 'QST', rate: 9.975, base: 71.97, tax: 7.18, named: true, refundedBase: 23.49, refunded: 2.34, net: 4.84 });
  });

  it('a refused return records no tax, nor does another business’s attempt', async () => {
    const before = await t.database.owner.select().from(saleReturnTaxes).where(eq(saleReturnTaxes.cid, quebec.cid));
    const over = await returnOf(cashier, { barcode, lines: [{ inventoryId: mug.id, qty: 3 }], register });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('Only 2 left to return');
    expect((await returnOf(other.owner, { barcode, lines: [{ inventoryId: mug.id, qty: 1 }] })).statusCode).toBe(404);
    expect(await t.database.owner.select().from(saleReturnTaxes).where(eq(saleReturnTaxes.cid, quebec.cid))).toEqual(before);
  });

  it('the part that empties the receipt takes what is left of each tax, and the Z report and summary net to zero', async () => {
    const res = await returnOf(cashier, { barcode, lines: [{ inventoryId: mug.id, qty: 2 }, { inventoryId: tea.id, qty: 1 }], register });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ refund: 55.75, returned: true, refundedTotal: 82.75 });
    // Shipping's tax goes back with the last units: GST 3.60 − 1.17, QST 7.18 − 2.34.
    expect(await taxesOfReturn(res.json()._id)).toEqual([
      ['GST', true, 7197 - 2349, 360 - 117],
      ['QST', true, 7197 - 2349, 718 - 234],
    ]);
    const report = (await cashier.get(`/shifts/${shiftId}`)).json();
    expect(report.taxLines).toEqual([
      { name: 'GST', rate: 5, base: 71.97, tax: 3.6, named: true, refundedBase: 71.97, refunded: 3.6, net: 0 },
      { name: 'QST', rate: 9.975, base: 71.97, tax: 7.18, named: true, refundedBase: 71.97, refunded: 7.18, net: 0 },
    ]);
    expect(report.returns).toEqual({ count: 2, refunded: 82.75 });
    const summary = (await quebec.owner.get('/sales/summary')).json();
    expect(summary.taxLines).toEqual(report.taxLines);
    const csv = (await quebec.owner.get('/sales/summary.csv')).body;
    expect(csv).toContain('GST at 5 % (on 71.97),3.60\r\nGST at 5 % refunded (on 71.97),-3.60\r\nGST at 5 % kept,0.00');
    expect(csv).toContain('QST at 9.975 % (on 71.97),7.18\r\nQST at 9.975 % refunded (on 71.97),-7.18\r\nQST at 9.975 % kept,0.00');
    // Staff do not read the business's summary, and another business's has none of these taxes.
    expect((await cashier.get('/sales/summary')).statusCode).toBe(403);
    expect((await other.owner.get('/sales/summary')).json().taxLines.some((l: { name: string }) => l.name === 'GST')).toBe(false);
  });
});
