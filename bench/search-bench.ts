/**
 * Inventory keyword search at scale: 100,000 entries in one business (beside a smaller one),
 * then the first page of a search per field through the real service function, timed as the
 * median of many runs, with EXPLAIN checked for the pg_trgm index of that field.
 *
 *   npx tsx bench/search-bench.ts          # DATABASE_URL defaults to the local PostgreSQL
 *
 * It creates and drops its own throwaway database; SEARCH_BENCH_ROWS and SEARCH_BENCH_RUNS
 * change the size and the number of timed runs. Target: a median under 50 ms per search.
 */
import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase, type Db } from '../src/server/db/client';
import { LARGE_LIST } from '../src/server/services/count-cache';
import { listInventory } from '../src/server/services/inventory';
import type { TInventorySearchField } from '../src/domain/schemas/inventory';

const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROWS = Number.parseInt(process.env.SEARCH_BENCH_ROWS ?? '100000', 10);
const RUNS = Number.parseInt(process.env.SEARCH_BENCH_RUNS ?? '41', 10);
const TARGET_MS = 50;
const PAGE_SIZE = 10;
const CID = 'bench-business';
/** The bench reads as an admin, who sees cost without a settings read. */
const BENCH_ADMIN = { cid: CID, isAdmin: true };
const NEIGHBOUR = 'bench-neighbour';

const TRGM_INDEX: Record<TInventorySearchField, string> = {
  upc: 'inventory_upc_trgm',
  manufacturer: 'inventory_mfg_trgm',
  subname: 'inventory_subname_trgm',
};

/**
 * Searches a clerk would type, per field. Selective ones must use the field's trigram index; for
 * broad ones (a tenth of the shop) walking the updated_at index until a page is full is the
 * planner's better call, so their plan is only reported.
 */
const SEARCHES: { field: TInventorySearchField; keyword: string; selective: boolean }[] = [
  { field: 'upc', keyword: '0004711', selective: true },
  { field: 'upc', keyword: '4242', selective: true },
  { field: 'manufacturer', keyword: 'orion 17', selective: true },
  { field: 'manufacturer', keyword: 'acme', selective: false },
  { field: 'subname', keyword: 'hex wrench 12', selective: true },
  { field: 'subname', keyword: 'hammer', selective: false },
];

async function admin<T>(work: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

/** One multi-row INSERT … SELECT from generate_series: the whole data set in a few statements. */
async function seed(db: Db, cid: string, rows: number) {
  await db.execute(sql`
    insert into inventory (id, cid, upc, item, manufacturer, subname, qty, lowinventory, cost_cents, price_cents, updated_at)
    select
      md5(${cid} || g::text),
      ${cid},
      lpad(g::text, 12, '0'),
      (array['Tools','Paint','Hardware','Garden','Electrical','Plumbing','Lighting','Fasteners'])[1 + g % 8],
      (array['Acme','Globex','Initech','Umbrella','Hooli','Vandelay','Wonka','Stark','Wayne','Orion'])[1 + g % 10] || ' ' || (g % 23),
      (array['Claw','Hex','Box','Socket','Torque','Ball-peen','Spirit','Flat','Round','Pipe'])[1 + (g / 10) % 10] || ' ' ||
        (array['Hammer','Wrench','Driver','Level','Saw','Brush','Clamp','Drill','Chisel','File'])[1 + (g / 100) % 10] || ' ' || (g % 97),
      g % 50,
      5,
      100 + g % 5000,
      200 + g % 9000,
      now() - make_interval(secs => g)
    from generate_series(1, ${rows}) as g`);
  // The search columns: these names are ASCII words with single spaces, which foldForSearch only lower-cases.
  await db.execute(sql`update inventory set subname_folded = lower(subname), manufacturer_folded = lower(manufacturer) where cid = ${cid}`);
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/**
 * The plan of the search's count, with the keyword bound as the app binds it. Counting must find
 * every match, so this is where the trigram index has to serve; the page query may instead walk
 * the updated_at index until ten matches turn up, which the planner picks when that is cheaper.
 */
async function planOf(url: string, field: TInventorySearchField, keyword: string): Promise<string> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const escaped = keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`);
    const result = await c.query<{ 'QUERY PLAN': string }>(
      `explain select count(*) from inventory where cid = $1 and lower(${field}) like '%' || lower($2) || '%'`,
      [CID, escaped],
    );
    return result.rows.map((r) => r['QUERY PLAN']).join('\n');
  } finally {
    await c.end();
  }
}

async function main() {
  const name = `stocktill_search_bench_${randomBytes(4).toString('hex')}`;
  await admin((c) => c.query(`create database ${name}`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  try {
    const db = database.owner;
    let t = performance.now();
    await seed(db, CID, ROWS);
    await seed(db, NEIGHBOUR, Math.ceil(ROWS / 10));
    await db.execute(sql`analyze inventory`);
    console.log(`Seeded ${ROWS} entries (+${Math.ceil(ROWS / 10)} in a neighbour business) in ${((performance.now() - t) / 1000).toFixed(1)} s`);

    console.log(`\n| field | keyword | matches | median ms | p90 ms | trigram index used |`);
    console.log(`|---|---|---:|---:|---:|---|`);
    let worst = 0;
    let allIndexed = true;
    for (const s of SEARCHES) {
      const query = { pageNumber: 1, keyword: s.keyword, field: s.field };
      const first = await listInventory(db, BENCH_ADMIN, query, PAGE_SIZE);
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        t = performance.now();
        await listInventory(db, BENCH_ADMIN, query, PAGE_SIZE);
        times.push(performance.now() - t);
      }
      const plan = await planOf(url.toString(), s.field, s.keyword);
      const indexed = plan.includes(TRGM_INDEX[s.field]);
      if (s.selective) allIndexed &&= indexed;
      const med = median(times);
      worst = Math.max(worst, med);
      const p90 = [...times].sort((a, b) => a - b)[Math.floor(times.length * 0.9)];
      console.log(`| ${s.field} | ${s.keyword} | ${first.count} | ${med.toFixed(1)} | ${p90.toFixed(1)} | ${indexed ? 'yes' : s.selective ? 'NO' : 'no (broad word: another plan is cheaper)'} |`);
      if (!indexed && s.selective) console.log(plan);
    }
    console.log(`\nMatch counts of ${LARGE_LIST} or more are remembered for a few seconds by the count cache, so broad searches time mostly the page query.`);
    console.log(`Worst median: ${worst.toFixed(1)} ms (target < ${TARGET_MS} ms); trigram indexes ${allIndexed ? 'used for every field' : 'NOT used everywhere'}.`);
    process.exitCode = worst < TARGET_MS && allIndexed ? 0 : 1;
  } finally {
    await database.close();
    await admin((c) => c.query(`drop database if exists ${name} with (force)`));
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
