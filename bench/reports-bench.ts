/**
 * Times the report queries on a large shop: 100,000 inventory entries and 50,000 sales (three
 * lines each) in one business, seeded with set-based SQL into a throwaway PostgreSQL database.
 *
 *   npx tsx bench/reports-bench.ts            # PostgreSQL at DATABASE_URL, or the local default
 *   npx tsx bench/reports-bench.ts --keep     # leave the seeded database for EXPLAIN; prints its name
 *   BENCH_DB=<name> npx tsx bench/reports-bench.ts   # time again on a kept database (no seeding)
 *
 * Each figure is the median of repeated calls to the service function (no HTTP), target < 100 ms.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { text } from 'node:stream/consumers';
import pg from 'pg';
import { eq, sql } from 'drizzle-orm';
import { businesses } from '../src/server/db/schema';
import { openDatabase, type Db } from '../src/server/db/client';
import { computeSummary, getSummary, listLowInventory } from '../src/server/services/reports';
import { exportSalesCsv, listSales, summarizeSales } from '../src/server/services/sales-history';
import type { AuthContext } from '../src/server/services/sessions';

const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ENTRIES = 100_000;
const SALES = 50_000;
const LINES_PER_SALE = 3;
const RUNS = 25;
const TARGET_MS = 100;

async function admin(work: (c: pg.Client) => Promise<unknown>) {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    await work(c);
  } finally {
    await c.end();
  }
}

async function median(fn: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 3; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

async function main() {
  const reuse = process.env.BENCH_DB;
  const keep = process.argv.includes('--keep') || !!reuse;
  const name = reuse ?? `stocktill_reports_bench_${randomBytes(4).toString('hex')}`;
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error('BENCH_DB must be a plain database name');
  if (!reuse) await admin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  const db = database.owner;
  try {
    const cid = reuse ? await existingBusiness(db) : await seed(db);
    await time(db, cid);
  } finally {
    await database.close();
    if (keep) console.log(`\nkept database ${name}`);
    else await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
}

async function existingBusiness(db: Db): Promise<string> {
  const [row] = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.bname, 'Bench Mart')).limit(1);
  return row.id;
}

async function seed(db: Db): Promise<string> {
  const seedStart = performance.now();
  const [biz] = await db
    .insert(businesses)
    .values({ bname: 'Bench Mart', fname: 'B', lname: 'M', email: 'bench@example.com', phone: '+15550100', address: '1 Main', city: 'Town', state: 'ST', country: 'CA', mailcode: 'A1A' })
    .returning({ id: businesses.id });
  const cid = biz.id;
  await db.execute(sql`insert into items (id, cid, item) select gen_random_uuid()::text, ${cid}, 'Item ' || g from generate_series(1, 40) g`);
  await db.execute(sql`insert into manufacturers (id, cid, manufacturer) select gen_random_uuid()::text, ${cid}, 'Maker ' || g from generate_series(1, 400) g`);
  await db.execute(sql`
    insert into inventory (id, cid, upc, item, manufacturer, subname, manufacturer_folded, subname_folded, qty, lowinventory, cost_cents, price_cents, updated_at)
    select gen_random_uuid()::text, ${cid}, lpad(g::text, 12, '0'), 'Item ' || (g % 40 + 1), 'Maker ' || (g % 400 + 1), 'Product ' || g,
           -- What foldForSearch makes of these ASCII names.
           'maker ' || (g % 400 + 1), 'product ' || g,
           (g * 7) % 60, 5, 100 + g % 900, 250 + g % 1800, now() - (g % 2000) * interval '1 hour'
    from generate_series(1, ${ENTRIES}) g`);
  // Sales spread over the last 365 days; totals, units and cost are filled in from their lines below.
  await db.execute(sql`
    insert into sales (id, cid, barcode, qfname, subtotal_cents, discount_cents, shipping_cents, tax_cents, total_cents, taxrate_ppm, currency, returned, returned_at, created_at)
    select gen_random_uuid()::text, ${cid}, (100000000000 + g)::text, 'bench-' || g || '.png', 0, 0, case when g % 10 = 0 then 500 else 0 end, 0, 0, 130000, 'USD',
           g % 25 = 0, case when g % 25 = 0 then now() end, now() - ((g * 631) % (365 * 24 * 60)) * interval '1 minute'
    from generate_series(1, ${SALES}) g`);
  await db.execute(sql`
    insert into sale_lines (id, sale_id, cid, inventory_id, upc, item, manufacturer, subname, qty, price_cents, cost_cents, discount_pct, line_cents, position)
    select gen_random_uuid()::text, s.id, ${cid}, 'inv-' || p, lpad(p::text, 12, '0'), 'Item 1', 'Maker 1', 'Product ' || p,
           1 + p % 3, 250 + p % 900, 100 + p % 400, (p % 3) * 5, round((250 + p % 900) * (1 + p % 3) * (100 - (p % 3) * 5) / 100.0)::int, p
    from sales s cross join generate_series(1, ${LINES_PER_SALE}) p
    where s.cid = ${cid}`);
  await db.execute(sql`
    update sales s set subtotal_cents = l.sub, discount_cents = l.gross - l.sub,
           tax_cents = round((l.sub + s.shipping_cents) * 0.13)::int,
           total_cents = l.sub + s.shipping_cents + round((l.sub + s.shipping_cents) * 0.13)::int,
           units = l.units, cost_cents = l.cost
    from (select sale_id, sum(line_cents)::int sub, sum(price_cents * qty)::int gross, sum(qty)::int units, sum(qty::bigint * cost_cents) cost
          from sale_lines group by sale_id) l
    where l.sale_id = s.id`);
  await db.execute(sql`analyze`);
  console.log(`seeded ${ENTRIES} entries, ${SALES} sales, ${SALES * LINES_PER_SALE} lines in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
  return cid;
}

async function time(db: Db, cid: string) {

  const caller: AuthContext = { userId: 'bench', cid, sessionId: 'bench', name: 'Bench', email: 'bench@example.com', isAdmin: true, isMaster: true, isOwner: true, isDisabled: false };
  const today = new Date().toISOString().slice(0, 10);
  const monthAgo = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
  const yearAgo = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
  const cases: [string, () => Promise<unknown>][] = [
    // The service remembers a large shop's summary for a few seconds; the SQL alone is what the target is about.
    ['GET /summary (SQL, uncached)', () => computeSummary(db, cid)],
    ['GET /summary (as served, cached)', () => getSummary(db, caller)],
    ['GET /sales/summary (last 30 days)', () => summarizeSales(db, cid, {})],
    ['GET /sales/summary (365 days, all sales)', () => summarizeSales(db, cid, { from: yearAgo, to: today })],
    ['GET /sales/list (page 1, all time)', () => listSales(db, cid, { page: 1, pageSize: 10 })],
    ['GET /sales/list (page 2000, all time)', () => listSales(db, cid, { page: 2000, pageSize: 10 })],
    ['GET /reports/lowinventory (page 1)', () => listLowInventory(db, caller, { page: 1, pageSize: 10 })],
    // Not a page view; shown for scale, outside the target.
    ['GET /sales/export.csv (30 days)', async () => text(await exportSalesCsv(db, (work) => work(db), cid, { from: monthAgo, to: today }))],
  ];
  console.log(`\nmedian of ${RUNS} runs (target < ${TARGET_MS} ms):`);
  let slow = 0;
  for (const [label, fn] of cases) {
    const ms = await median(fn);
    if (ms >= TARGET_MS) slow += 1;
    console.log(`  ${label.padEnd(44)} ${ms.toFixed(1).padStart(8)} ms${ms >= TARGET_MS ? '  SLOW' : ''}`);
  }
  const s = await summarizeSales(db, cid, { from: yearAgo, to: today });
  console.log(`\ncheck: ${s.salesCount} receipts, ${s.units} units, revenue ${s.revenue}, ${s.returnsCount} returned`);
  process.exitCode = slow ? 1 : 0;
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
