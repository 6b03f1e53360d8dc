/**
 * `npm run bench:ledger`: the stock ledger's pages and the cash drawer's Z report at the database, on the large data set (about
 * 1.2 million movements in one business, bench/dataset-ledger.ts). Each case calls the service
 * function behind its route through the app's business handle (row-level security, as for a
 * request), without HTTP; every figure is the median of repeated calls, target < 10 ms.
 *
 *   npm run bench:ledger                              # PGlite in a temporary directory
 *   DATABASE_URL=postgres://… npm run bench:ledger    # a throwaway database on that server
 *   npm run bench:ledger -- --keep                    # leave the seeded database; prints its name or directory
 *   BENCH_DB=<name> | BENCH_DATA_DIR=<dir> npm run bench:ledger   # measure a kept one again (no seeding)
 *
 * Writes its section of bench/results.md (one per database).
 */
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { writeResultsSection } from './results-section';
import pg from 'pg';
import type { TMovementPage } from '../src/domain/schemas/stock';
import { openDatabase, type Database, type DbOrTx } from '../src/server/db/client';
import { withinLocalDays } from '../src/server/db/local-days';
import { one } from '../src/server/db/raw';
import { stockMovements } from '../src/server/db/schema';
import { timeZoneOf } from '../src/server/services/region';
import { listEntryMovements, listMovements } from '../src/server/services/stock/movements';
import { listShifts, shiftReport } from '../src/server/services/money/shifts';
import type { AuthContext } from '../src/server/services/sessions';
import type { TShiftList, TShiftReport } from '../src/domain/schemas/money';
import { largeDatasetOptions, seedLarge } from './seed';

const ADMIN_URL = process.env.DATABASE_URL;
const RUNS = 25;
const TARGET_MS = 10;
/** Issue 14: a shift's report over 5,000 sales. */
const SHIFT_TARGET_MS = 50;
const PAGE_SIZE = 10;
const DEEP_PAGE = 1_000;
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

interface Target {
  kind: 'postgres' | 'pglite';
  /** The database's name or directory, to measure it again. */
  where: string;
  fresh: boolean;
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

async function admin(query: string): Promise<void> {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    await c.query(query);
  } finally {
    await c.end();
  }
}

async function makeTarget(keep: boolean): Promise<Target> {
  if (ADMIN_URL) {
    const reuse = process.env.BENCH_DB;
    const name = reuse ?? `stocktill_ledger_bench_${randomBytes(4).toString('hex')}`;
    if (!/^[a-z0-9_]+$/.test(name)) throw new Error('BENCH_DB must be a plain database name');
    if (!reuse) await admin(`CREATE DATABASE ${name}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    return {
      kind: 'postgres',
      where: name,
      fresh: !reuse,
      open: () => openDatabase({ databaseUrl: url.toString(), poolSize: 4 }),
      dispose: async () => void (keep || reuse ? undefined : await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
    };
  }
  const reuse = process.env.BENCH_DATA_DIR;
  const dir = reuse ?? fs.mkdtempSync(path.join(os.tmpdir(), 'stocktill-ledger-bench-'));
  return {
    kind: 'pglite',
    where: dir,
    fresh: !reuse,
    open: () => openDatabase({ dataDir: dir }),
    dispose: async () => void (keep || reuse ? undefined : fs.rmSync(dir, { recursive: true, force: true })),
  };
}

/**
 * Times every case RUNS times, in rounds that take each case in turn (after 3 warm-up calls each),
 * so a burst of load on this shared machine falls on all cases alike; medians and 90th percentiles.
 */
async function timeAll(fns: (() => Promise<unknown>)[]): Promise<{ median: number; p90: number }[]> {
  for (const fn of fns) for (let i = 0; i < 3; i++) await fn();
  const times = fns.map(() => [] as number[]);
  for (let round = 0; round < RUNS; round++) {
    for (const [i, fn] of fns.entries()) {
      const started = performance.now();
      await fn();
      times[i].push(performance.now() - started);
    }
  }
  return times.map((t) => {
    t.sort((a, z) => a - z);
    return { median: t[Math.floor(RUNS / 2)], p90: t[Math.floor(RUNS * 0.9)] };
  });
}

/** The list's total as the service counts it when its remembered count has expired (every 3–5 s). */
const counted = (db: DbOrTx, where: SQL | undefined) => db.select({ n: count() }).from(stockMovements).where(where);

async function main() {
  const keep = process.argv.includes('--keep');
  const target = await makeTarget(keep);
  let database: Database | undefined;
  const notes: string[] = [];
  try {
    database = await target.open();
    const owner = database.owner;
    if (target.fresh) {
      const started = performance.now();
      await seedLarge(owner);
      notes.push(`seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
    const { cid } = await one<{ cid: string }>(
      owner,
      sql`SELECT b.id AS cid FROM businesses b WHERE b.bname = ${largeDatasetOptions().main.bname} ORDER BY (SELECT count(*) FROM inventory i WHERE i.cid = b.id) DESC LIMIT 1`,
    );
    const busiest = await one<{ id: string; n: number }>(
      owner,
      sql`SELECT inventory_id AS id, count(*)::int AS n FROM stock_movements WHERE cid = ${cid} GROUP BY inventory_id ORDER BY count(*) DESC, inventory_id LIMIT 1`,
    );
    const total = await one<{ n: number }>(owner, sql`SELECT count(*)::int AS n FROM stock_movements WHERE cid = ${cid}`);
    const lastEntryPage = Math.ceil(busiest.n / PAGE_SIZE);
    const week = { from: day(60), to: day(54) };
    const inBusiness = <T>(work: (db: DbOrTx) => Promise<T>) => (database as Database).tenant(cid, work);

    const shift = await one<{ id: string; n: number }>(
      owner,
      sql`SELECT sh.id, (SELECT count(*)::int FROM sales s WHERE s.cid = sh.cid AND s.shift_id = sh.id) AS n FROM shifts sh WHERE sh.cid = ${cid} ORDER BY sh.opened_at DESC LIMIT 1`,
    );
    const ownerAuth = await ownerOf(owner, cid);

    const cases: [string, () => Promise<unknown>][] = [
      [`entry history, page 1 (busiest entry, ${busiest.n} movements)`, () => inBusiness((db) => listEntryMovements(db, cid, busiest.id, { pageNumber: 1 }, PAGE_SIZE))],
      [`entry history, page ${lastEntryPage} (its last)`, () => inBusiness((db) => listEntryMovements(db, cid, busiest.id, { pageNumber: lastEntryPage }, PAGE_SIZE))],
      ['movements, page 1', () => inBusiness((db) => listMovements(db, cid, { pageNumber: 1 }, PAGE_SIZE))],
      [`movements, page ${DEEP_PAGE.toLocaleString('en-US')}`, () => inBusiness((db) => listMovements(db, cid, { pageNumber: DEEP_PAGE }, PAGE_SIZE))],
      ['movements, reason return, page 1', () => inBusiness((db) => listMovements(db, cid, { reason: 'return', pageNumber: 1 }, PAGE_SIZE))],
      [`movements, ${week.from} to ${week.to}, page 1`, () => inBusiness((db) => listMovements(db, cid, { ...week, pageNumber: 1 }, PAGE_SIZE))],
      [`Z report, ${shift.n.toLocaleString('en-US')} sales on the shift (target < ${SHIFT_TARGET_MS} ms)`, () => inBusiness((db) => shiftReport(db, ownerAuth, shift.id))],
      ['shifts list, page 1', () => inBusiness((db) => listShifts(db, ownerAuth, { pageNumber: 1 }, PAGE_SIZE))],
      // Totals of 10,000 rows or more are remembered for a few seconds (count-cache), so the cases
      // above count them once; these are the counts themselves, run when the remembered one expires.
      ['count: all movements (remembered 3-5 s)', () => inBusiness((db) => counted(db, eq(stockMovements.cid, cid)))],
      [
        `count: ${week.from} to ${week.to} (remembered 3-5 s)`,
        () => inBusiness(async (db) => counted(db, and(eq(stockMovements.cid, cid), withinLocalDays(stockMovements.createdAt, week, await timeZoneOf(db, cid))))),
      ],
    ];

    const load = os.loadavg().map((l) => l.toFixed(1)).join(', ');
    console.log(`\n${target.kind}: ${total.n.toLocaleString('en-US')} movements in the business; median of ${RUNS} calls (target < ${TARGET_MS} ms):`);
    const table = ['| case | median ms | p90 ms | answer |', '|---|---:|---:|---|'];
    let slow = 0;
    const timings = await timeAll(cases.map(([, fn]) => fn));
    for (const [i, [label, fn]] of cases.entries()) {
      const t = timings[i];
      const answer = await fn();
      const said = describeAnswer(answer);
      const counts = label.startsWith('count:');
      const target = label.startsWith('Z report') ? SHIFT_TARGET_MS : TARGET_MS;
      const isSlow = !counts && t.median >= target;
      if (isSlow) slow += 1;
      console.log(`  ${label.padEnd(58)} ${t.median.toFixed(2).padStart(8)} ms  p90 ${t.p90.toFixed(2).padStart(8)} ms  ${said}${isSlow ? '  SLOW' : ''}`);
      table.push(`| ${label} | ${t.median.toFixed(2)} | ${t.p90.toFixed(2)} | ${said} |`);
    }
    const section = [
      `### Stock ledger pages at the database (${target.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'})`,
      '',
      `- ${new Date().toISOString()}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), Node ${process.version}, load average ${load} at the end.`,
      `- \`npm run bench:ledger\`${target.kind === 'postgres' ? ' with `DATABASE_URL`' : ''}: ${total.n.toLocaleString('en-US')} movements in the large business${notes.length ? ` (${notes.join(', ')})` : ''}; each case is the service function through the business handle, median of ${RUNS} calls (taking the cases in turn, after 3 warm-ups); target < ${TARGET_MS} ms.`,
      '',
      ...table,
    ].join('\n');
    writeResultsSection(`ledger:${target.kind}`, section);
    process.exitCode = slow ? 1 : 0;
  } finally {
    await database?.close();
    await target.dispose();
    if (keep) console.log(`\nkept ${target.kind === 'postgres' ? `database ${target.where} (BENCH_DB=${target.where})` : `directory ${target.where} (BENCH_DATA_DIR=${target.where})`}`);
  }
}

/** What a case answered, in a few words, so the figures show what was measured. */
function describeAnswer(answer: unknown): string {
  if (answer && typeof answer === 'object' && 'movements' in answer) {
    const page = answer as TMovementPage;
    return `page ${page.page} of ${page.pages}, ${page.movements.length} rows, count ${page.count}`;
  }
  if (answer && typeof answer === 'object' && 'expectedCash' in answer) {
    const z = answer as TShiftReport;
    return `${z.sales.count} sales, total ${z.sales.total}, expected cash ${z.expectedCash}, over/short ${z.overShort}`;
  }
  if (answer && typeof answer === 'object' && 'shifts' in answer) return `${(answer as TShiftList).shifts.length} shifts, count ${(answer as TShiftList).count}`;
  return JSON.stringify(answer);
}

/** The business's owner as a signed-in caller (shift reports are read as someone). */
async function ownerOf(db: DbOrTx, cid: string): Promise<AuthContext> {
  const row = await one<{ id: string; name: string; email: string }>(db, sql`SELECT id, name, email FROM users WHERE cid = ${cid} AND is_owner LIMIT 1`);
  return { userId: row.id, cid, sessionId: 'bench', name: row.name, email: row.email, isAdmin: true, isMaster: true, isOwner: true, isDisabled: false };
}


main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
