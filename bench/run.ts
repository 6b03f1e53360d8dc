/**
 * `npm run bench`: load benchmarks of the real API on a large data set, each endpoint reported as
 * a ratio to ceilings measured in the same run on the same machine:
 *   - framework: a bare Fastify route (bench/bare-server.ts) under the same load;
 *   - database: the endpoint's own statements replayed through the driver at the same concurrency;
 *   - HTTP + database (PostgreSQL, read endpoints): a bare Fastify route running those statements
 *     (bench/bare-db-server.ts), the least any server could spend answering that request here.
 * The machine is shared and noisy, so only the ratios travel well; absolute figures are for
 * comparing runs made minutes apart.
 *
 * DATABASE_URL=postgres://… benchmarks PostgreSQL (in a throwaway database on that server);
 * without it, embedded PGlite in a temporary directory. Options (environment):
 *   BENCH_SECONDS (5), BENCH_CONNECTIONS (32), BENCH_REPEAT (3 rounds, medians reported),
 *   BENCH_ONLY (comma-separated endpoint names),
 *   BENCH_POOL_SIZE (the app's DATABASE_POOL_SIZE, default its own), BENCH_LOG_LEVEL (warn),
 *   BENCH_INVENTORY / BENCH_SALES / BENCH_SHOPS (data set size, see bench/seed.ts).
 */
import autocannon from 'autocannon';
import { verify } from '@node-rs/argon2';
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { computeTotals } from '../src/domain/totals';
import { fromCents } from '../src/domain/money';
import { MAX_QTY } from '../src/domain/schemas/inventory';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { APP_ROLE, openDatabase, type Database } from '../src/server/db/client';
import { moveStockMany } from '../src/server/services/stock/ledger';
import { closedLoop, pgliteTarget, pgTarget, record, replayLoop, type LoopResult, type Recording } from './capture';
import { largeDatasetOptions } from './seed';
import { seedDataset, type SeededDataset } from './dataset';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const WARMUP_SECONDS = 2;
/** Rounds per endpoint; each figure reported is the median of its rounds (the machine is noisy). */
const REPEAT = Math.max(1, Number(process.env.BENCH_REPEAT ?? 3));
/** Units on each contended checkout product: 200 per round, so the rounds sell from the same stock. */
const CONTENDED_UNITS = 200 * REPEAT;
const ONLY = process.env.BENCH_ONLY?.split(',').map((s) => s.trim()).filter(Boolean);

interface Product {
  id: string;
  upc: string;
  item: string;
  manufacturer: string;
  subname: string;
  qty: number;
  price_cents: number;
}

interface Endpoint {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  /** A body for each request (a function when every request needs its own). */
  body?: () => unknown;
  signedIn: boolean;
  /** Statements to replay for the database ceiling, recorded from one real request. */
  recording?: Recording;
}

interface Row {
  name: string;
  app: LoopResult & { non2xx: number };
  framework: LoopResult;
  database?: LoopResult;
  /** Bare Fastify running the same statements (PostgreSQL, read endpoints): the least HTTP + database cost. */
  floor?: LoopResult;
  note?: string;
}

// ---------------------------------------------------------------- the database under test

interface Target {
  kind: 'pglite' | 'postgres';
  env: Record<string, string>;
  open(): Promise<Database>;
  url?: string;
  dispose(): Promise<void>;
}

async function makeTarget(): Promise<Target> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const name = `stocktill_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return {
      kind: 'postgres',
      url: url.toString(),
      env: { DATABASE_URL: url.toString() },
      open: () => openDatabase({ databaseUrl: url.toString(), poolSize: 10 }),
      async dispose() {
        const c = new pg.Client({ connectionString: adminUrl });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stocktill-bench-'));
  return {
    kind: 'pglite',
    env: { DATA_DIR: dir },
    open: () => openDatabase({ dataDir: dir }),
    dispose: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

// ---------------------------------------------------------------- child servers

function startChild(script: string, env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(HERE, script), [], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    child.once('message', (msg) => {
      const port = msg && typeof msg === 'object' && 'port' in msg && typeof msg.port === 'number' ? msg.port : 0;
      if (port) resolve({ child, port });
      else reject(new Error(`${script} did not report a port`));
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

/** Sends a message and waits for the child's `{ ready: true }`. */
function tell(child: ChildProcess, msg: unknown): Promise<void> {
  return new Promise((resolve) => {
    const onMessage = (reply: unknown) => {
      if (reply && typeof reply === 'object' && 'ready' in reply) {
        child.off('message', onMessage);
        resolve();
      }
    };
    child.on('message', onMessage);
    child.send(msg as Parameters<ChildProcess['send']>[0]);
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

// ---------------------------------------------------------------- load

async function load(
  base: string,
  ep: { method: string; url: string; body?: () => unknown },
  headers: Record<string, string>,
  seconds = SECONDS,
): Promise<LoopResult & { non2xx: number }> {
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'content-type': 'application/json', ...headers },
    requests: [
      {
        method: ep.method === 'GET' ? 'GET' : ep.method === 'POST' ? 'POST' : 'PUT',
        path: ep.url,
        setupRequest: (req) => (ep.body ? { ...req, body: JSON.stringify(ep.body()) } : req),
      },
    ],
  });
  return {
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

// ---------------------------------------------------------------- the endpoints

function checkoutBody(cid: string, products: Product[]) {
  const lines = products.map((p, i) => ({ priceCents: p.price_cents, qty: 1, discountPct: i === 0 ? 10 : 0 }));
  const t = computeTotals({ lines, shippingCents: 0, taxratePpm: 130_000 });
  return [
    { total: fromCents(t.totalCents), subtotal: fromCents(t.subtotalCents), discount: fromCents(t.discountCents), shipping: 0, taxes: fromCents(t.taxCents) },
    ...products.map((p, i) => ({
      _id: p.id,
      qty: p.qty - 1,
      cid,
      upc: p.upc,
      saleqty: 1,
      item: p.item,
      manufacturer: p.manufacturer,
      subname: p.subname,
      price: fromCents(p.price_cents),
      itemdiscount: lines[i].discountPct,
    })),
  ];
}

async function queryRows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await database.owner.execute(query);
  if (result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows)) return result.rows as T[];
  throw new Error('Unexpected database result shape');
}

/** `url` logging in as before but acting as the request role, with business `cid` set (libpq `options`). */
function asRequestRole(url: string, cid: string): string {
  const withRole = new URL(url);
  withRole.searchParams.set('options', `-c role=${APP_ROLE} -c app.cid=${cid}`);
  return withRole.toString();
}

/** Products for checkouts: a contended pool that sells out (oversell check) and one for the ceiling. */
async function prepareProducts(database: Database, cid: string) {
  const rows = await queryRows<Product>(
    database,
    sql`SELECT id, upc, item, manufacturer, subname, qty, price_cents FROM inventory WHERE cid = ${cid} ORDER BY upc LIMIT 33`,
  );
  const contended = rows.slice(0, 30);
  const ceiling = rows.slice(30, 33);
  // Through the stock ledger, as a stock count would set them: a quantity written past the ledger
  // (or above MAX_QTY, which checkout refuses to leave behind) makes checkout answer "Only … left".
  await database.tenant(
    cid,
    (db) =>
      moveStockMany(db, cid, { userId: null, userName: 'Benchmark' }, [
        ...contended.map((p) => ({ inventoryId: p.id, setTo: CONTENDED_UNITS, reason: 'count' as const })),
        ...ceiling.map((p) => ({ inventoryId: p.id, setTo: MAX_QTY, reason: 'count' as const })),
      ]),
    { write: true },
  );
  return { contended: contended.map((p) => ({ ...p, qty: CONTENDED_UNITS })), ceiling: ceiling.map((p) => ({ ...p, qty: MAX_QTY })) };
}

function endpoints(seeded: SeededDataset, products: { contended: Product[]; ceiling: Product[] }): Endpoint[] {
  let turn = 0;
  const all: Endpoint[] = [
    { name: 'sign-in', method: 'POST', url: '/api/users/login', body: () => ({ email: seeded.ownerEmail, password: seeded.password }), signedIn: false },
    { name: 'inventory list page', method: 'GET', url: '/api/inventory/list?pageNumber=50', signedIn: true },
    { name: 'search upc', method: 'GET', url: '/api/inventory/list?pageNumber=1&keyword=1000007&field=upc', signedIn: true },
    { name: 'search manufacturer', method: 'GET', url: '/api/inventory/list?pageNumber=1&keyword=summit&field=manufacturer', signedIn: true },
    { name: 'search subname', method: 'GET', url: '/api/inventory/list?pageNumber=1&keyword=cola&field=subname', signedIn: true },
    { name: 'pos list page', method: 'GET', url: '/api/pos/list?pageNumberpos=20', signedIn: true },
    { name: 'pos scan (exact upc)', method: 'GET', url: `/api/pos/list?pageNumberpos=1&keyword=${products.contended[0].upc}&field=upc&exact=1`, signedIn: true },
    {
      name: 'checkout 3 lines',
      method: 'PUT',
      url: '/api/pos/generate',
      // Rotates through 30 products with CONTENDED_UNITS each, so every round sells from shared, shrinking stock.
      body: () => {
        turn += 1;
        const pool = products.contended;
        return checkoutBody(seeded.cid, [pool[turn % pool.length], pool[(turn + 7) % pool.length], pool[(turn + 19) % pool.length]]);
      },
      signedIn: true,
    },
    { name: 'low-inventory report', method: 'GET', url: '/api/reports/lowinventory?lowpageNumber=3', signedIn: true },
    { name: 'summary', method: 'GET', url: '/api/summary', signedIn: true },
  ];
  return all.filter((ep) => !ONLY || ONLY.includes(ep.name));
}

// ---------------------------------------------------------------- main

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Each figure's median over the rounds (so one noisy round moves nothing). */
function medianResult<T extends LoopResult>(results: T[]): LoopResult {
  return {
    requests: median(results.map((r) => r.requests)),
    errors: results.reduce((n, r) => n + r.errors, 0),
    rps: median(results.map((r) => r.rps)),
    p50: median(results.map((r) => r.p50)),
    p99: median(results.map((r) => r.p99)),
  };
}

function fmt(n: number, digits = 1) {
  return Number.isFinite(n) ? n.toFixed(digits) : '-';
}

function render(kind: string, rows: Row[], extra: string[]): string {
  const withFloor = rows.some((r) => r.floor);
  const head =
    `| endpoint | app req/s | p50 ms | p99 ms | non-2xx | framework req/s | app / framework | database req/s | db p99 ms | app / database |` +
    (withFloor ? ` HTTP + database req/s | HTTP + database / database | app / (HTTP + database) |` : '');
  const sep = `|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|` + (withFloor ? `---:|---:|---:|` : '');
  const lines = rows.map((r) =>
    [
      r.name + (r.note ? ` (${r.note})` : ''),
      fmt(r.app.rps, 0),
      fmt(r.app.p50),
      fmt(r.app.p99),
      String(r.app.non2xx),
      fmt(r.framework.rps, 0),
      `${fmt((100 * r.app.rps) / r.framework.rps, 1)} %`,
      r.database ? fmt(r.database.rps, 0) : '-',
      r.database ? fmt(r.database.p99) : '-',
      r.database ? `${fmt((100 * r.app.rps) / r.database.rps, 1)} %` : '-',
      ...(withFloor
        ? [
            r.floor ? fmt(r.floor.rps, 0) : '-',
            r.floor && r.database ? `${fmt((100 * r.floor.rps) / r.database.rps, 1)} %` : '-',
            r.floor ? `${fmt((100 * r.app.rps) / r.floor.rps, 1)} %` : '-',
          ]
        : []),
    ].join(' | '),
  );
  return [`### ${kind}`, '', ...extra, '', head, sep, ...lines.map((l) => `| ${l} |`), ''].join('\n');
}

/** Replaces this database's section of bench/results.md, keeping the other one. */
function writeResults(kind: string, section: string) {
  const file = path.join(HERE, 'results.md');
  const start = `<!-- bench:${kind} -->`;
  const end = `<!-- /bench:${kind} -->`;
  let text = fs.existsSync(file)
    ? fs.readFileSync(file, 'utf8')
    : '# Benchmark results\n\nWritten by `npm run bench` (see docs/performance.md). Ratios are against ceilings measured in the same run.\n\n';
  const block = `${start}\n${section}\n${end}`;
  const re = new RegExp(`${start}[\\s\\S]*?${end}`);
  text = re.test(text) ? text.replace(re, block) : `${text.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(file, text);
}

async function main() {
  const target = await makeTarget();
  const rows: Row[] = [];
  const extra: string[] = [];
  try {
    // 1. Data
    const database = await target.open();
    const seedStart = performance.now();
    const seeded = await seedDataset(database.owner, largeDatasetOptions());
    extra.push(
      `- ${new Date().toISOString()}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), Node ${process.version}, ${CONNECTIONS} connections, ${SECONDS} s per measurement, ${REPEAT === 1 ? 'one round' : `median of ${REPEAT} rounds`} per endpoint.`,
      `- Data: ${seeded.counts.inventory} inventory entries, ${seeded.counts.sales} sales, ${seeded.counts.sale_lines} sale lines, ${seeded.counts.businesses} businesses (seeded in ${fmt((performance.now() - seedStart) / 1000)} s).`,
    );
    const products = await prepareProducts(database, seeded.cid);
    const eps = endpoints(seeded, products);

    // 2. Record each endpoint's statements through the real app, in-process.
    const config = loadConfig({ LOG_LEVEL: 'silent', ...target.env } as NodeJS.ProcessEnv, { SIGNIN_RATE_PER_IP: 1_000_000 });
    const app = await buildApp({ config, database, serveWeb: false, logger: false });
    await app.ready();
    const login = await app.inject({ method: 'POST', url: '/api/users/login', payload: { email: seeded.ownerEmail, password: seeded.password } });
    const token: string = login.json().token;
    for (const ep of eps) {
      const body = ep.name === 'checkout 3 lines' ? checkoutBody(seeded.cid, products.ceiling) : ep.body?.();
      const send = () =>
        app.inject({
          method: ep.method,
          url: ep.url,
          headers: { 'content-type': 'application/json', ...(ep.signedIn ? { authorization: `Bearer ${token}` } : {}) },
          ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
        });
      // The second request is recorded: what the app runs in steady state (e.g. with large counts remembered).
      await send();
      ep.recording = await record(database.db, async () => {
        const res = await send();
        if (res.statusCode >= 300) throw new Error(`${ep.name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        const json: unknown = res.json();
        const generated: Record<string, string> = {};
        if (json && typeof json === 'object' && 'barcode' in json && 'qfname' in json && typeof json.barcode === 'string' && typeof json.qfname === 'string') {
          generated.qfname = json.qfname;
          generated.barcode = json.barcode;
        }
        return { generated };
      }).catch((err: unknown) => {
        console.warn(`[bench] ${String(err)}: no ceiling, and the endpoint is skipped`);
        return undefined;
      });
    }
    await app.close();

    // Sign-in is bound by the password hash, on purpose: its own ceiling is verifying that hash.
    const [{ password_hash: hash }] = await queryRows<{ password_hash: string }>(database, sql`SELECT password_hash FROM users WHERE email = ${seeded.ownerEmail}`);
    const argon = await closedLoop(async () => void (await verify(hash, seeded.password)), CONNECTIONS, SECONDS);
    extra.push(`- argon2id verify alone (the sign-in's deliberate cost): ${fmt(argon.rps, 0)} /s, p50 ${fmt(argon.p50)} ms, p99 ${fmt(argon.p99)} ms at ${CONNECTIONS} concurrent.`);
    const before = new Map(products.contended.map((p) => [p.id, p.qty]));
    await database.close();

    // 3. Per endpoint, back to back so they share the machine's load of the moment: the
    // framework ceiling, the database ceiling, then the app. PGlite belongs to one process at a
    // time, so on PGlite the benchmark opens it for the replay and the app is started after.
    const appEnv: Record<string, string> = {
      ...target.env,
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      SIGNIN_RATE_PER_IP: '1000000',
      ...(process.env.BENCH_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.BENCH_POOL_SIZE } : {}),
    };
    const bare = await startChild('bare-server.ts', {});
    // The endpoint's own SQL runs as the app runs it: as the request role, row-level security on,
    // with the business set as a request's connection has it. Replayed as the tables' superuser it
    // skipped the policies, and so measured plans (trigram index scans) the app can never get.
    const replayUrl = target.url ? asRequestRole(target.url, seeded.cid) : undefined;
    const pgReplay = target.kind === 'postgres' && replayUrl ? pgTarget(replayUrl, CONNECTIONS) : undefined;
    let server = pgReplay ? await startChild('serve-app.ts', appEnv) : undefined;
    const bareDb =
      pgReplay && replayUrl ? await startChild('bare-db-server.ts', { DATABASE_URL: replayUrl, DATABASE_POOL_SIZE: process.env.BENCH_POOL_SIZE ?? '20' }) : undefined;
    const runStarted = new Date();
    for (const ep of eps) {
      const recording = ep.recording;
      if (!recording) continue;
      const auth: Record<string, string> = ep.signedIn ? { authorization: `Bearer ${token}` } : {};
      // With nothing left to ask the database in steady state (every answer remembered), there is no ceiling to compare with.
      const noSql = recording.statements.length === 0;
      const floorable = bareDb !== undefined && ep.method === 'GET' && !noSql;
      if (floorable) await tell(bareDb.child, { statements: recording.statements });
      const rounds: { framework: LoopResult; ceiling?: LoopResult; floor?: LoopResult; app: LoopResult & { non2xx: number } }[] = [];
      for (let round = 0; round < REPEAT; round++) {
        const framework = await load(
          `http://127.0.0.1:${bare.port}`,
          ep.method === 'GET' ? { method: 'GET', url: '/bare' } : { method: 'PUT', url: '/bare', body: () => checkoutBody(seeded.cid, products.ceiling) },
          {},
        );
        let ceiling: LoopResult | undefined;
        if (pgReplay) {
          if (!noSql) ceiling = await replayLoop(pgReplay, recording, CONNECTIONS, SECONDS);
        } else {
          if (!noSql) {
            const local = await target.open();
            ceiling = await replayLoop(pgliteTarget(local.db), recording, CONNECTIONS, SECONDS);
            await local.close();
          }
          server = await startChild('serve-app.ts', appEnv);
        }
        const floor = floorable ? await load(`http://127.0.0.1:${bareDb.port}`, { method: 'GET', url: '/replay' }, {}) : undefined;
        if (!server) throw new Error('app not started');
        // A short unmeasured run first: a fresh process (PGlite's) still has cold caches and JIT.
        if (round === 0 || !pgReplay) await load(`http://127.0.0.1:${server.port}`, ep, auth, WARMUP_SECONDS);
        const app = await load(`http://127.0.0.1:${server.port}`, ep, auth);
        if (!pgReplay) {
          await stopChild(server.child);
          server = undefined;
        }
        rounds.push({ framework, ceiling, floor, app });
      }
      const framework = medianResult(rounds.map((r) => r.framework));
      const ceilings = rounds.flatMap((r) => (r.ceiling ? [r.ceiling] : []));
      const ceiling = ceilings.length ? medianResult(ceilings) : undefined;
      const floors = rounds.flatMap((r) => (r.floor ? [r.floor] : []));
      const floor = floors.length ? medianResult(floors) : undefined;
      const app = { ...medianResult(rounds.map((r) => r.app)), non2xx: rounds.reduce((n, r) => n + r.app.non2xx, 0) };
      const notes = [ep.name === 'checkout 3 lines' ? 'non-2xx are 409 sold out' : '', noSql ? 'no SQL in steady state' : ''].filter(Boolean);
      rows.push({ name: ep.name, app, framework, database: ceiling, floor, ...(notes.length ? { note: notes.join('; ') } : {}) });
      console.log(
        `[bench] ${ep.name}: app ${fmt(app.rps, 0)} req/s (p50 ${fmt(app.p50)} ms, p99 ${fmt(app.p99)} ms, non-2xx ${app.non2xx}); ` +
          `framework ${fmt(framework.rps, 0)} req/s; database ${ceiling ? fmt(ceiling.rps, 0) + ' req/s' : '-'}` +
          (floor ? `; HTTP + database ${fmt(floor.rps, 0)} req/s` : '') +
          `${ceilings.some((c) => c.errors) ? ` (errors: ${ceilings.find((c) => c.errors)?.firstError})` : ''}` +
          (REPEAT > 1 ? ` [median of ${REPEAT}; app p99s ${rounds.map((r) => fmt(r.app.p99, 0)).join('/')}]` : ''),
      );
    }
    if (server) await stopChild(server.child);
    if (bareDb) await stopChild(bareDb.child);
    await pgReplay?.close();
    await stopChild(bare.child);

    // 4. Oversell check: every unit that left the shelf is on a receipt, and no shelf went below zero.
    const check = await target.open();
    if (eps.some((ep) => ep.name === 'checkout 3 lines' && ep.recording)) {
      const after = await queryRows<{ id: string; qty: number; sold: string | number | null }>(
        check,
        sql`SELECT i.id, i.qty, (SELECT sum(l.qty) FROM sale_lines l JOIN sales s ON s.cid = l.cid AND s.id = l.sale_id
              WHERE l.cid = i.cid AND l.inventory_id = i.id AND s.cid = i.cid AND s.created_at >= ${runStarted}) AS sold
            FROM inventory i WHERE i.cid = ${seeded.cid} AND i.id IN ${sql.raw(`(${[...before.keys()].map((id) => `'${id}'`).join(',')})`)}`,
      );
      const sold = after.reduce((n, r) => n + Number(r.sold ?? 0), 0);
      const mismatched = after.filter((r) => r.qty < 0 || before.get(r.id)! - r.qty !== Number(r.sold ?? 0));
      const soldOut = after.filter((r) => r.qty === 0).length;
      extra.push(
        `- Checkout stock check: ${sold} units sold from 30 contended products (${soldOut} sold out); oversold units: ${mismatched.length === 0 ? 0 : 'MISMATCH on ' + mismatched.length + ' products'}.`,
      );
      if (mismatched.length) process.exitCode = 1;
    }
    await check.close();
  } finally {
    await target.dispose();
  }

  // A run with another pool size is a variant: it gets its own section beside the default run.
  const pool = process.env.BENCH_POOL_SIZE;
  const title = `${target.kind === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)'}${pool ? `, app pool of ${pool}` : ''}`;
  const section = render(title, rows, extra);
  console.log(`\n${section}`);
  writeResults(pool ? `${target.kind}-pool-${pool}` : target.kind, section);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
