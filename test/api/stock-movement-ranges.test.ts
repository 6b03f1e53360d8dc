/**
 * The movements list and CSV for a range of days that ended long ago, which are read from the
 * range's own index entries and sorted by seq rather than by walking back from the newest movement
 * (services/stock/movements.ts): every page and every CSV batch must hold exactly the rows the plain
 * query gives, in seq order, even where times and seq disagree (a transaction that began earlier
 * but changed its entry later).
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withinLocalDays } from '../../src/server/db/local-days';
import { stockMovements } from '../../src/server/db/schema';
import { timeZoneOf } from '../../src/server/services/region';
import { exportMovementsCsv } from '../../src/server/services/stock/movements';
import { buildTestApp, registerBusiness, type Business, type TestApp } from '../helpers/app';

let t: TestApp;
let shop: Business;
const DAY = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const from = dayOf(Date.now() - 30 * DAY);
const to = dayOf(Date.now() - 25 * DAY);

beforeAll(async () => {
  t = await buildTestApp({ PAGE_SIZE: 5 });
  shop = await registerBusiness(t.app, { bname: 'Ranges Shop' });
  expect((await shop.owner.post('/item/add', { item: 'Tools' })).statusCode).toBe(201);
  expect((await shop.owner.post('/name/add', { manufacturer: 'Acme' })).statusCode).toBe(201);
  for (let e = 0; e < 3; e++) {
    const res = await shop.owner.post('/inventory/add', { upc: String(710_000_000_000 + e), item: 'Tools', manufacturer: 'Acme', subname: `Thing ${e}`, qty: 1, lowinventory: 1, cost: 2, price: 5 });
    expect(res.statusCode, res.body).toBe(201);
    for (let i = 0; i < 14; i++) await shop.owner.post(`/inventory/${res.json()._id}/adjust`, { delta: 1, reason: i % 3 === 0 ? 'found' : 'correction' });
  }
  // Spread the 45 movements over the last 34 days, out of seq order: seq 7k apart lands days apart.
  await t.database.owner.execute(
    sql`update stock_movements set created_at = now() - make_interval(days => ((seq * 7) % 34)::int, hours => (seq % 5)::int) where cid = ${shop.cid}`,
  );
});
afterAll(() => t?.close());

async function expected(extra?: SQL): Promise<string[]> {
  const zone = await timeZoneOf(t.database.owner, shop.cid);
  const found = await t.database.owner
    .select({ id: stockMovements.id })
    .from(stockMovements)
    .where(and(eq(stockMovements.cid, shop.cid), withinLocalDays(stockMovements.createdAt, { from, to }, zone), extra))
    .orderBy(desc(stockMovements.seq));
  return found.map((m) => m.id);
}

describe('a range of days that ended long ago', () => {
  it('pages exactly the rows of the plain query, in seq order', async () => {
    for (const reason of [undefined, 'adjust']) {
      const want = await expected(reason ? eq(stockMovements.reason, reason) : undefined);
      expect(want.length).toBeGreaterThan(5);
      const got: string[] = [];
      for (let page = 1; page <= Math.ceil(want.length / 5); page++) {
        const res = await shop.owner.get(`/movements?from=${from}&to=${to}&pageNumber=${page}${reason ? `&reason=${reason}` : ''}`);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ page, count: want.length });
        got.push(...res.json().movements.map((m: { _id: string }) => m._id));
      }
      expect(got).toEqual(want);
    }
  });

  it('streams the same rows in CSV batches smaller than the range', async () => {
    const csv = await t.database.tenant(shop.cid, (db) => exportMovementsCsv(db, (work) => t.database.tenant(shop.cid, work), shop.cid, { from, to }, 4));
    let text = '';
    for await (const chunk of csv) text += String(chunk);
    const lines = text.trim().split('\r\n').slice(1);
    expect(lines).toHaveLength((await expected()).length);
    expect(new Set(lines).size).toBe(lines.length);
  });
});
