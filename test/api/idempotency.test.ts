/**
 * An Idempotency-Key names one checkout. Replayed with the same body it answers the first sale
 * (a till retrying after a timeout); replayed with a different body it is a client bug, answered
 * 422 (Stripe's rule) rather than the first sale as if it were this one, and nothing is sold.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../src/domain/messages';
import { sales } from '../../src/server/db/schema';
import { buildTestApp, client, registerBusiness, type Business, type TestApp } from '../helpers/app';
import { seedProduct, seedSettings, stockOf, type ProductRow } from '../helpers/fixtures';

let t: TestApp;
let shop: Business;
let a: ProductRow;
let b: ProductRow;

beforeAll(async () => {
  t = await buildTestApp();
  shop = await registerBusiness(t.app, { bname: 'Replay Shop' });
  await seedSettings(t.database.owner, shop.cid, 13, 'CAD');
  a = await seedProduct(t.database.owner, shop.cid, { subname: 'Apple', priceCents: 100, qty: 1000 });
  b = await seedProduct(t.database.owner, shop.cid, { subname: 'Bread', priceCents: 350, qty: 1000 });
});
afterAll(() => t?.close());

type Line = { product: ProductRow; saleqty: number; itemdiscount?: number };
const cart = (lines: Line[], shipping = 0) => [
  { total: 0, subtotal: 0, discount: 0, shipping, taxes: 0 },
  ...lines.map((l) => ({ _id: l.product.id, saleqty: l.saleqty, itemdiscount: l.itemdiscount ?? 0 })),
];

const sell = (key: string, body: unknown, qrid?: string) =>
  shop.owner.put(`/pos/generate${qrid ? `?qrid=${qrid}` : ''}`, body, { 'idempotency-key': key });

async function salesWithKey(key: string): Promise<number> {
  const [{ n }] = await t.database.owner.select({ n: count() }).from(sales).where(and(eq(sales.cid, shop.cid), eq(sales.idempotencyKey, key)));
  return n;
}

describe('Idempotency-Key on checkout', () => {
  it('the same body again answers the first sale and sells once', async () => {
    const body = cart([{ product: a, saleqty: 2, itemdiscount: 10 }, { product: b, saleqty: 1 }], 4.5);
    const first = await sell('same-1', body);
    expect(first.statusCode).toBe(201);
    const again = await sell('same-1', body);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await salesWithKey('same-1')).toBe(1);
  });

  it('a different body with a used key is 422 and sells nothing', async () => {
    const original = [{ product: a, saleqty: 2, itemdiscount: 10 }, { product: b, saleqty: 1 }];
    expect((await sell('diff-1', cart(original, 4.5))).statusCode).toBe(201);
    const stock = [await stockOf(t.database.owner, a.id), await stockOf(t.database.owner, b.id)];
    const wallet = (await client(t.app, null).post('/wallets')).json().id as string;
    for (const [what, body, qrid] of [
      ['another quantity', cart([{ ...original[0], saleqty: 3 }, original[1]], 4.5)],
      ['another discount', cart([{ ...original[0], itemdiscount: 20 }, original[1]], 4.5)],
      ['another product', cart([original[0]], 4.5)],
      ['the lines in another order', cart([original[1], original[0]], 4.5)],
      ['another shipping amount', cart(original, 5)],
      ['another wallet', cart(original, 4.5), wallet],
    ] as const) {
      const res = await sell('diff-1', body, qrid);
      expect({ what, status: res.statusCode, body: res.json() }).toEqual({ what, status: 422, body: { message: MSG.idempotencyKeyReused, code: 'IDEMPOTENCY_MISMATCH' } });
    }
    expect([await stockOf(t.database.owner, a.id), await stockOf(t.database.owner, b.id)]).toEqual(stock);
    expect(await salesWithKey('diff-1')).toBe(1);
  });

  it('concurrent replays of one body sell once; a concurrent different body gets 422', async () => {
    const body = cart([{ product: a, saleqty: 1 }]);
    const other = cart([{ product: b, saleqty: 5 }]);
    const answers = await Promise.all([...Array.from({ length: 6 }, () => sell('race-1', body)), sell('race-1', other)]);
    const statuses = answers.map((r) => r.statusCode);
    // Whichever body won the race, the other body's requests get 422 and the winner's its sale.
    const otherWon = statuses[6] === 201;
    expect(statuses).toEqual(otherWon ? [422, 422, 422, 422, 422, 422, 201] : [201, 201, 201, 201, 201, 201, 422]);
    expect(new Set(answers.filter((r) => r.statusCode === 201).map((r) => r.json().barcode)).size).toBe(1);
    expect(await salesWithKey('race-1')).toBe(1);
  });
});
