/**
 * A refund goes back the way the sale was paid: a card sale returned with no `refund` field is
 * refunded to the card (it used to come out of the drawer in cash), a split sale in proportion
 * (net of the change given), and paying it out any other way needs an admin.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundPayments, saleReturns, sales } from '../../src/server/db/schema';
import { buildTestApp, registerBusiness, type ApiClient, type Business, type TestApp } from '../helpers/app';
import { seedProduct, seedSettings, type ProductRow } from '../helpers/fixtures';
import { sell } from '../helpers/money';

let t: TestApp;
let shop: Business;
let staff: ApiClient;
let admin: ApiClient;

beforeAll(async () => {
  t = await buildTestApp();
  shop = await registerBusiness(t.app);
  staff = await shop.addUser();
  admin = await shop.addUser({ isAdmin: true });
  await seedSettings(t.database.owner, shop.cid, 0, 'USD');
});
afterAll(() => t?.close());

/** Three units at 10.00, no tax: 30.00, paid as given. */
async function ringUp(payments: unknown): Promise<{ barcode: string; product: ProductRow }> {
  const product = await seedProduct(t.database.owner, shop.cid, { priceCents: 1000, qty: 10 });
  const res = await sell(shop.owner, [{ product, qty: 3 }], { payments });
  expect(res.statusCode).toBe(201);
  return { barcode: res.json().barcode, product };
}

async function storedRefunds(returnId: string) {
  return t.database.owner
    .select({ method: refundPayments.method, amountCents: refundPayments.amountCents })
    .from(refundPayments)
    .where(and(eq(refundPayments.cid, shop.cid), eq(refundPayments.returnId, returnId)))
    .orderBy(asc(refundPayments.position));
}

describe('the refund follows the sale\'s tenders', () => {
  it('refunds a card sale returned with no refund field to the card, not in cash', async () => {
    const { barcode, product } = await ringUp([{ method: 'card', amount: 30 }]);
    const res = await staff.post('/pos/returns', { barcode, lines: [{ inventoryId: product.id, qty: 1 }] });
    expect(res.statusCode).toBe(201);
    expect(res.json().refunds).toEqual([{ method: 'card', amount: 10 }]);
    expect(await storedRefunds(res.json()._id)).toEqual([{ method: 'card', amountCents: 1000 }]);
  });

  it('refunds the spec\'s whole return (PUT /pos/returns/update) of a card sale to the card', async () => {
    const { barcode } = await ringUp([{ method: 'card', amount: 30 }]);
    const res = await staff.put('/pos/returns/update', { barcode });
    expect(res.statusCode).toBe(200);
    const [sale] = await t.database.owner.select().from(sales).where(and(eq(sales.cid, shop.cid), eq(sales.barcode, barcode)));
    const [ret] = await t.database.owner.select().from(saleReturns).where(and(eq(saleReturns.cid, shop.cid), eq(saleReturns.saleId, sale.id)));
    expect(await storedRefunds(ret.id)).toEqual([{ method: 'card', amountCents: 3000 }]);
  });

  it('splits a mixed sale\'s refund in proportion, net of the change, adding up to the cent', async () => {
    // 20.00 card + 15.00 cash for 30.00: 5.00 change, so the customer paid 20 card and 10 cash.
    const { barcode, product } = await ringUp([{ method: 'card', amount: 20 }, { method: 'cash', amount: 15 }]);
    const one = await staff.post('/pos/returns', { barcode, lines: [{ inventoryId: product.id, qty: 1 }] });
    expect(one.statusCode).toBe(201);
    // 10.00 back: 6.67 card, 3.33 cash (largest remainder).
    expect(one.json().refunds).toEqual([{ method: 'card', amount: 6.67 }, { method: 'cash', amount: 3.33 }]);
    const rest = await staff.post('/pos/returns', { barcode, lines: [{ inventoryId: product.id, qty: 2 }] });
    expect(rest.statusCode).toBe(201);
    expect(rest.json().refunds).toEqual([{ method: 'card', amount: 13.33 }, { method: 'cash', amount: 6.67 }]);
  });

  it('refuses staff a cash refund for a card sale (403, said plainly), and lets an admin give it', async () => {
    const { barcode, product } = await ringUp([{ method: 'card', amount: 30 }]);
    const body = { barcode, lines: [{ inventoryId: product.id, qty: 1 }], refund: [{ method: 'cash', amount: 10 }] };
    const refused = await staff.post('/pos/returns', body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Only an admin can refund otherwise than the way the sale was paid' });
    const allowed = await admin.post('/pos/returns', body);
    expect(allowed.statusCode).toBe(201);
    expect(allowed.json().refunds).toEqual([{ method: 'cash', amount: 10 }]);
  });

  it('refuses staff a split other than the sale\'s own, and accepts the sale\'s own split spelled out', async () => {
    const { barcode, product } = await ringUp([{ method: 'card', amount: 20 }, { method: 'cash', amount: 10 }]);
    const lines = [{ inventoryId: product.id, qty: 1 }];
    const uneven = await staff.post('/pos/returns', { barcode, lines, refund: [{ method: 'card', amount: 5 }, { method: 'cash', amount: 5 }] });
    expect(uneven.statusCode).toBe(403);
    const own = await staff.post('/pos/returns', { barcode, lines, refund: [{ method: 'cash', amount: 3.33 }, { method: 'card', amount: 6.67 }] });
    expect(own.statusCode).toBe(201);
  });

  it('still refunds a sale paid in cash, with change, in cash', async () => {
    const { barcode, product } = await ringUp([{ method: 'cash', amount: 50 }]);
    const res = await staff.post('/pos/returns', { barcode, lines: [{ inventoryId: product.id, qty: 3 }] });
    expect(res.statusCode).toBe(201);
    expect(res.json().refunds).toEqual([{ method: 'cash', amount: 30 }]);
  });
});
