/**
 * The sales CSV export is streamed in batches: whatever the batch size, the file is the same bytes
 * as one read of the whole range; receipts that share a millisecond (apart by microseconds) are
 * neither skipped nor repeated at a batch's edge; and nothing past the first batch is read before
 * the client takes the text.
 */
import { sql } from 'drizzle-orm';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReadInBusiness } from '../../src/server/services/csv';
import { exportSalesCsv } from '../../src/server/services/sales-history';
import { buildTestApp, registerBusiness, type Business, type TestApp } from '../helpers/app';
import { seedSale } from '../helpers/report-fixtures';

const RECEIPTS = 9;

describe('the sales CSV export, streamed', () => {
  let t: TestApp;
  let shop: Business;
  let readInShop: ReadInBusiness;

  beforeAll(async () => {
    t = await buildTestApp();
    shop = await registerBusiness(t.app);
    const owner = t.database.owner;
    const at = new Date('2024-06-01T10:00:00.123Z');
    for (let i = 0; i < RECEIPTS; i++) await seedSale(owner, shop.cid, { createdAt: at, lines: [{ priceCents: 100 * (i + 1), costCents: 50, qty: 1 }] });
    // The same millisecond, apart by microseconds, with ids in no particular order: what a busy
    // till writes, and what a cursor rounded to the millisecond would get wrong.
    await owner.execute(sql`
      UPDATE sales s SET created_at = s.created_at + make_interval(secs => r.n / 1000000.0)
      FROM (SELECT id, row_number() OVER (ORDER BY md5(id)) % 4 AS n FROM sales WHERE cid = ${shop.cid}) r
      WHERE s.id = r.id AND s.cid = ${shop.cid}`);
    readInShop = (work) => t.database.tenant(shop.cid, work);
  });
  afterAll(() => t.close());

  const exportWith = (batch: number, read = readInShop) => t.database.tenant(shop.cid, (db) => exportSalesCsv(db, read, shop.cid, {}, batch));

  it('writes the same bytes whatever the batch size, every receipt once', async () => {
    const whole = await text(await exportWith(1_000));
    const lines = whole.split('\r\n');
    expect(lines).toHaveLength(RECEIPTS + 2);
    expect(lines.at(-1)).toBe('');
    expect(new Set(lines.slice(1, -1).map((l) => l.split(',')[1])).size).toBe(RECEIPTS);
    for (const batch of [1, 2, 4, RECEIPTS, RECEIPTS + 1]) expect(await text(await exportWith(batch))).toBe(whole);
    // And the route sends exactly that.
    const res = await shop.owner.get('/sales/export.csv');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(whole);
  });

  it('reads past the first batch only as the text is taken', async () => {
    const reads: number[] = [];
    const counting: ReadInBusiness = (work) => {
      reads.push(reads.length + 1);
      return readInShop(work);
    };
    const stream = await exportWith(2, counting);
    expect(reads).toEqual([]);
    const csv = await text(stream);
    // 9 receipts in batches of 2: the first read up front, four more while streaming.
    expect(reads).toHaveLength(4);
    expect(csv.split('\r\n')).toHaveLength(RECEIPTS + 2);
  });
});
