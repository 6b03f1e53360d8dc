/**
 * `npm run bench:offline`: the offline terminal's figures (issue 15), in Chromium, on a business of
 * 100,000 products imported through the app as a shop would (a CSV upload):
 *
 * 1. the first load of the device's catalogue: from opening /pos to the 100,000 entries stored in
 *    IndexedDB, what went over the wire, how long the main thread was blocked meanwhile, and scans
 *    sent during the load as a scanner sends them (each must land on the receipt);
 * 2. a delta of 100 price changes: from the terminal's sync (the 'online' event) to the 100 new
 *    prices stored on the device;
 * 3. scan to line answered on the device with 100,000 entries, and the terminal's search by name,
 *    both with the browser offline (the list then comes from the device's catalogue);
 * 4. 500 sales queued on the device (written straight into its outbox) sent on reconnect, and the
 *    server then holding exactly 500 more sales;
 * 5. where the first load's time goes: the server's query, JSON and gzip timed in this process;
 *    the request, JSON parse, schema check, IndexedDB write and read back timed in the page with
 *    the app's own modules (bundled here); and, for comparison, the same entries written as plain
 *    IndexedDB puts, a row an entry.
 *
 * It reads the device's catalogue as the app keeps it, a row a product or blocks of entries with
 * the changes since (both layouts are understood).
 *
 * PGlite always; PostgreSQL too when DATABASE_URL is set (a throwaway database on that server).
 * The web app is built into a folder of its own and served by the real server, in this process.
 * Writes its section of bench/results.md. Figures only; nothing passes or fails.
 *
 *   npm run bench:offline
 *   DATABASE_URL=postgres://… npm run bench:offline
 *   BENCH_OFFLINE_ROWS=5000 npm run bench:offline     # a smaller catalogue, to try changes quickly
 */
import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { build } from 'esbuild';
import pg from 'pg';
import { chromium, type Browser, type Page } from 'playwright-core';
import { toMinor } from '../src/domain/currency';
import { percentToPpm } from '../src/domain/tax';
import { computeSaleTotals } from '../src/domain/totals';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase, type Database } from '../src/server/db/client';
import { inventory } from '../src/server/db/schema';
import type { AuthContext } from '../src/server/services/sessions';
import { deviceCatalog } from '../src/server/services/sync/device-catalog';
import { offlineSaleOf } from '../src/web/sync/offline-sale';
import { writeResultsSection } from './results-section';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ADMIN_URL = process.env.DATABASE_URL || undefined;
const ROWS = Number(process.env.BENCH_OFFLINE_ROWS ?? 100_000);
const DELTA = 100;
const QUEUED = 500;
const SCANS = 100;
const SCAN_PRODUCTS = 20;
const BETWEEN_SCANS_MS = 30;
const KEY_DELAY_MS = 2;
/** Scans sent while the catalogue loads: one every this many ms, at most LOAD_SCANS. */
const LOAD_SCAN_GAP_MS = 400;
const LOAD_SCANS = 25;
const SEARCH_RUNS = 5;
/** Searches by name: a term few products match, one many match, and one none does. */
const SEARCH_KINDS = ['few', 'many', 'none'] as const;
type SearchKind = (typeof SEARCH_KINDS)[number];
const searchTerm = (kind: SearchKind, run: number) => (kind === 'few' ? `Product ${4242 + run}` : kind === 'many' ? `size ${run % 7}` : `no such thing ${run}`);
const PASSWORD = 'bench-pass-1';
const CURRENCY = 'USD';
const TAX_PERCENT = 13;
const WATCH_KEY = 'offline-bench-watch';
const gzipAsync = promisify(gzip);

// ---- the catalogue ------------------------------------------------------------------------------

/** Product i of the CSV (1-based): as catalog-bench.ts writes them. */
function productOf(i: number) {
  const cost = 50 + ((i * 97) % 5000);
  return {
    upc: String(100_000_000_000 + i * 7),
    qty: (i * 13) % 200,
    line: `${100_000_000_000 + i * 7},Category ${i % 20},Brand ${i % 50},"Product ${i}, size ${i % 7}",${(i * 13) % 200},${i % 11},${(cost / 100).toFixed(2)},${((cost * 1.6) / 100).toFixed(2)}\n`,
  };
}

function catalogCsv(): string {
  const parts = ['upc,item,manufacturer,name,qty,lowinventory,cost,price\n'];
  for (let i = 1; i <= ROWS; i++) parts.push(productOf(i).line);
  return parts.join('');
}

/** Codes of products from `from` on with at least `minQty` in stock. */
function codesInStock(from: number, count: number, minQty: number): string[] {
  const codes: string[] = [];
  for (let i = from; codes.length < count && i <= ROWS; i++) if (productOf(i).qty >= minQty) codes.push(productOf(i).upc);
  return codes;
}

// ---- small helpers ------------------------------------------------------------------------------

async function call<T>(base: string, method: string, route: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${base}/api${route}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${(await res.text()).slice(0, 500)}`);
  return (await res.json()) as T;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const ms = (n: number) => `${n < 10 ? n.toFixed(1) : n.toFixed(0)} ms`;
const s = (n: number) => `${(n / 1000).toFixed(2)} s`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(', ');

async function admin(query: string): Promise<void> {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    await c.query(query);
  } finally {
    await c.end();
  }
}

// ---- what runs in the page ----------------------------------------------------------------------

interface Probe {
  longtasks: { start: number; duration: number }[];
  storedAt: number | null;
  storedCount: number | null;
  /** The device's catalogue as stored, whichever way it is kept, by id. */
  read: (name: string) => Promise<CatalogEntry[]>;
}

/**
 * Installed before the app's own scripts in every page: collects the main thread's long tasks and,
 * when told which catalogue to watch, notes when its sync commits (the cursor appears: it is written
 * in the same transaction as the entries, so a read of it waits for the commit). Its reader takes
 * the catalogue as the app keeps it, a row a product or blocks of entries with the changes since.
 */
function installProbe(watchKey: string) {
  const request = <T,>(r: IDBRequest<T>) =>
    new Promise<T>((resolve, reject) => {
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
    });
  const read = async (name: string): Promise<CatalogEntry[]> => {
    const db = await request(indexedDB.open(name));
    try {
      const names = [...db.objectStoreNames];
      const tx = db.transaction(
        names.filter((n) => n !== 'meta'),
        'readonly',
      );
      const all = <T,>(store: string) => (names.includes(store) ? request(tx.objectStore(store).getAll() as IDBRequest<T[]>) : Promise.resolve([] as T[]));
      const [rows, blocks, changed, gone] = await Promise.all([
        all<CatalogEntry>('products'),
        all<{ entries: CatalogEntry[] }>('blocks'),
        all<CatalogEntry>('changed'),
        all<{ _id: string }>('gone'),
      ]);
      const byId = new Map<string, CatalogEntry>();
      for (const p of rows) byId.set(p._id, p);
      for (const block of blocks) for (const p of block.entries) byId.set(p._id, p);
      for (const p of changed) byId.set(p._id, p);
      for (const g of gone) byId.delete(g._id);
      return [...byId.values()].sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
    } finally {
      db.close();
    }
  };
  const probe: Probe = { longtasks: [], storedAt: null, storedCount: null, read };
  (window as unknown as { __ob: Probe }).__ob = probe;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) probe.longtasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No long-task timing in this browser.
  }
  const name = localStorage.getItem(watchKey);
  if (!name) return;
  let db: IDBDatabase | null = null;
  const tick = async () => {
    try {
      if (!db && (await indexedDB.databases()).some((d) => d.name === name)) {
        db = await request(indexedDB.open(name));
        db.onversionchange = () => {
          db?.close();
          db = null;
        };
      }
      if (db && db.objectStoreNames.contains('meta')) {
        const cursor = await request(db.transaction('meta', 'readonly').objectStore('meta').get('cursor'));
        if (cursor) {
          probe.storedAt = performance.now();
          db.close();
          probe.storedCount = (await read(name)).length;
          return;
        }
      }
    } catch {
      db = null;
    }
    setTimeout(() => void tick(), 10);
  };
  void tick();
}

/** The cursor the device's catalogue holds (undefined before its first sync). */
function cursorIn(page: Page, name: string): Promise<string | undefined> {
  return page.evaluate(
    (name) =>
      new Promise<string | undefined>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          try {
            const r = db.transaction('meta', 'readonly').objectStore('meta').get('cursor');
            r.onsuccess = () => resolve((r.result as { value: string } | undefined)?.value);
            r.onerror = () => reject(r.error);
          } catch (err) {
            reject(err);
          } finally {
            db.close();
          }
        };
      }),
    name,
  );
}

/** The app's catalogue modules for the page: the answer's schema check, the store and its list. */
async function pageLibrary(): Promise<string> {
  const out = await build({
    stdin: {
      contents: [
        "import { ZDeviceCatalog } from './src/domain/schemas/pos';",
        "import { applyCatalog, dropCatalog, listInStock, warmCatalog } from './src/web/sync/catalog-store';",
        '(window as any).__obLib = { ZDeviceCatalog, applyCatalog, dropCatalog, listInStock, warmCatalog };',
      ].join('\n'),
      resolveDir: ROOT,
      loader: 'ts',
      sourcefile: 'offline-bench-page.ts',
    },
    // The app's page forbids eval, so its schemas check answers without compiled code: these too
    // (zod reads this when a schema is made, so before any).
    banner: { js: 'globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });' },
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  return out.outputFiles[0].text;
}

interface CatalogEntry {
  _id: string;
  cid: string;
  upc: string;
  item: string;
  manufacturer: string;
  subname: string;
  qty: number;
  lowinventory: number;
  cost?: number;
  price: number;
  taxRate: number;
}

/** Entries as the device holds them (first `count` by id). */
function deviceEntries(page: Page, name: string, count: number): Promise<CatalogEntry[]> {
  return page.evaluate(async ({ name, count }) => (await (window as unknown as { __ob: Probe }).__ob.read(name)).slice(0, count), { name, count });
}

/**
 * A scan as a scanner sends it, whatever the page is doing: every key handed to the browser at once
 * (each stamped as it arrives), so a scan that comes while the main thread is blocked waits for it
 * and its Enter-to-line time shows that wait.
 */
async function scannerBurst(page: Page, code: string): Promise<void> {
  await Promise.all([...code.split(''), 'Enter'].map((key) => page.keyboard.press(key)));
}

async function unitsOnReceipt(page: Page): Promise<number> {
  return page.evaluate(() => [...document.querySelectorAll<HTMLInputElement>('.pos-line-qty input')].reduce((n, el) => n + Number(el.value), 0));
}

async function clearReceipt(page: Page): Promise<void> {
  await page.keyboard.press('F8');
  await page.getByRole('button', { name: 'Clear the receipt' }).click();
  await page.waitForFunction(() => document.querySelectorAll('.pos-line-qty input').length === 0);
}

/** Waits until the page's main thread has had no long task for `quietMs`. */
async function quiet(page: Page, quietMs: number, timeout = 120_000): Promise<void> {
  await page.waitForFunction(
    (q) => {
      const probe = (window as unknown as { __ob: Probe }).__ob;
      const last = probe.longtasks.at(-1);
      return performance.now() - (last ? last.start + last.duration : 0) > q;
    },
    quietMs,
    { timeout, polling: 100 },
  );
}

// ---- one database -------------------------------------------------------------------------------

interface Figures {
  kind: string;
  importSeconds: number;
  loadAverage: { start: string; end: string };
  first: {
    storedMs: number;
    storedCount: number;
    request: { startMs: number; ttfbMs: number; downloadMs: number; endMs: number; transfer: number; encoded: number; decoded: number; encoding: string };
    longest: number;
    blocking: number;
    longtasks: { start: number; duration: number }[];
    quietMs: number;
    loadScans: number;
    loadScansOnReceipt: number;
    loadScanMs: number[];
  };
  delta: { ms: number; requestMs: number; ttfbMs: number; entries: number; deleted: number; bytes: number };
  scan: number[];
  goingOffline: { listedMs: number; longest: number };
  search: { kind: SearchKind; term: string; ms: number; rows: number }[];
  profile: {
    requestMs: number;
    bodyMs: number;
    parseMs: number;
    checkMs: number;
    storeMs: number;
    warmMs: number;
    bytes: number;
    putEachQueuedMs: number;
    putEachMs: number;
    putRelaxedQueuedMs: number;
    putRelaxedMs: number;
  };
  server: { queryMs: number; catalogMs: number; stringifyMs: number; gzipMs: number };
  /** listInStock alone, sorted times of the searches' terms. */
  listing: number[];
  queue: { ms: number; sent: number; refused: number; newSales: number; posts: number; postP50: number; postP99: number; labelSeen: string };
}

async function runOn(browser: Browser, webDir: string, library: string, kind: 'PGlite' | 'PostgreSQL'): Promise<Figures> {
  const loadStart = load();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stocktill-offline-bench-'));
  const dbName = `stocktill_offline_bench_${randomBytes(4).toString('hex')}`;
  let database: Database | undefined;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    if (kind === 'PostgreSQL') {
      await admin(`CREATE DATABASE ${dbName}`);
      const url = new URL(ADMIN_URL!);
      url.pathname = `/${dbName}`;
      database = await openDatabase({ databaseUrl: url.toString() });
    } else {
      database = await openDatabase({ dataDir: path.join(dir, 'data'), purpose: 'npm run bench:offline' });
    }
    const db = database;
    app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'warn', SIGNIN_RATE_PER_IP: '1000000' } as NodeJS.ProcessEnv), database: db, logger: false, webDir });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    // The business, its tax rate, and its catalogue through the import.
    const email = `offline-bench-${Date.now()}@example.com`;
    const owner = await call<{ token: string; cid: string }>(base, 'POST', '/owners/register', {
      fname: 'Bench',
      lname: 'Owner',
      email,
      phone: '+14165550100',
      bname: 'Offline Bench',
      address: '1 Main St',
      city: 'Toronto',
      state: 'ON',
      country: 'Canada',
      mailcode: 'M5V 1A1',
      password: PASSWORD,
    });
    const token = owner.token;
    await call(base, 'POST', '/setting/add', { taxrate: TAX_PERCENT, currency: CURRENCY }, token);
    const form = new FormData();
    form.append('file', new Blob([catalogCsv()], { type: 'text/csv' }), 'catalog.csv');
    const importStarted = performance.now();
    const imported = await fetch(`${base}/api/inventory/import`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    const answer = (await imported.json()) as { created?: number };
    const importSeconds = (performance.now() - importStarted) / 1000;
    if (answer.created !== ROWS) throw new Error(`import: ${imported.status} ${JSON.stringify(answer).slice(0, 300)}`);
    console.log(`[${kind}] imported ${ROWS} products in ${importSeconds.toFixed(1)} s`);

    // Signed in in Chromium, on the dashboard (the terminal not opened yet), the service worker settled.
    // Functions handed to the page keep their names through a helper the page lacks: it is given one.
    await context.addInitScript('globalThis.__name = globalThis.__name || ((f) => f);');
    await context.addInitScript(installProbe, WATCH_KEY);
    const page = await context.newPage();
    page.setDefaultTimeout(120_000);
    await page.goto(`${base}/login`);
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.evaluate(() => Promise.race([navigator.serviceWorker?.ready, new Promise((r) => setTimeout(r, 10_000))]));
    const cid = await page.evaluate(() => (JSON.parse(localStorage.getItem('userInfo') ?? '{}') as { cid?: string }).cid ?? '');
    if (!cid) throw new Error('No business id in the signed-in page');
    const catalogName = `stocktill-catalog-${cid}`;
    const outboxName = `stocktill-outbox-${cid}`;
    await page.waitForTimeout(1000);

    // ---- 1. The first load, with scans typed meanwhile --------------------------------------------
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [WATCH_KEY, catalogName]);
    const catalogResponse = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/pos/catalog' && !new URL(res.url()).searchParams.has('since'));
    console.log(`[${kind}] opening /pos`);
    await page.goto(`${base}/pos`, { waitUntil: 'commit' });
    await page.waitForFunction(() => document.activeElement?.id === 'pos-search-term');
    await page.evaluate(() => performance.clearMeasures('pos:keys-to-line'));
    const loadCodes = codesInStock(Math.floor(ROWS * 0.05) + 1, LOAD_SCANS, 2);
    let stored = false;
    const storedWatch = page.waitForFunction(() => (window as unknown as { __ob: Probe }).__ob.storedAt !== null, undefined, { polling: 50 }).then(() => {
      stored = true;
    });
    let typed = 0;
    while (typed < LOAD_SCANS && !stored) {
      await scannerBurst(page, loadCodes[typed]);
      typed += 1;
      await new Promise((r) => setTimeout(r, LOAD_SCAN_GAP_MS));
    }
    await storedWatch;
    const wire = await catalogResponse;
    const encoding = (await wire.allHeaders())['content-encoding'] ?? 'none';
    await quiet(page, 2000);
    await page.waitForFunction((n) => performance.getEntriesByName('pos:keys-to-line').length >= n, typed, { timeout: 60_000 }).catch(() => undefined);
    const firstLoad = await page.evaluate(() => {
      const probe = (window as unknown as { __ob: Probe }).__ob;
      const rt = performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname === '/api/pos/catalog') as PerformanceResourceTiming | undefined;
      return {
        probe: { longtasks: probe.longtasks, storedAt: probe.storedAt, storedCount: probe.storedCount },
        keys: performance.getEntriesByName('pos:keys-to-line').map((e) => e.duration),
        request: rt
          ? { startMs: rt.startTime, ttfbMs: rt.responseStart - rt.requestStart, downloadMs: rt.responseEnd - rt.responseStart, endMs: rt.responseEnd, transfer: rt.transferSize, encoded: rt.encodedBodySize, decoded: rt.decodedBodySize }
          : { startMs: NaN, ttfbMs: NaN, downloadMs: NaN, endMs: NaN, transfer: 0, encoded: 0, decoded: 0 },
      };
    });
    await page.evaluate((k) => localStorage.removeItem(k), WATCH_KEY);
    const { probe } = firstLoad;
    const storedMs = probe.storedAt!;
    // Long tasks from opening /pos to the main thread going quiet after the load.
    const during = probe.longtasks.filter((t) => t.start < storedMs + 10_000);
    const lastTask = during.at(-1);
    const loadScansOnReceipt = await unitsOnReceipt(page);
    console.log(`[${kind}] stored ${probe.storedCount} entries at ${s(storedMs)}; ${typed} scans typed during the load, ${loadScansOnReceipt} on the receipt`);
    if (loadScansOnReceipt > 0) await clearReceipt(page);

    // ---- 2. A delta of 100 price changes ----------------------------------------------------------
    const changed = (await deviceEntries(page, catalogName, DELTA)).map((e) => ({ ...e, price: Math.round(e.price * 100 + 100) / 100 }));
    for (const e of changed) {
      await call(
        base,
        'PUT',
        `/inventory/upd/${e._id}`,
        { _id: e._id, cid: e.cid, upc: e.upc, item: e.item, manufacturer: e.manufacturer, subname: e.subname, lowinventory: e.lowinventory, cost: e.cost, price: e.price, qty: 0 },
        token,
      );
    }
    const deltaResponse = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/pos/catalog' && new URL(res.url()).searchParams.has('since'));
    const cursorBefore = await cursorIn(page, catalogName);
    // The sync's transaction writes the changes and the new cursor: a read of the cursor waits for
    // its commit. The prices are checked once it is in.
    const delta = await page.evaluate(
      async ({ name, before }) => {
        const request = <T,>(r: IDBRequest<T>) =>
          new Promise<T>((resolve, reject) => {
            r.onsuccess = () => resolve(r.result);
            r.onerror = () => reject(r.error);
          });
        const db = await request(indexedDB.open(name));
        const t0 = performance.now();
        window.dispatchEvent(new Event('online'));
        for (;;) {
          const cursor = await request(db.transaction('meta', 'readonly').objectStore('meta').get('cursor') as IDBRequest<{ value: string } | undefined>);
          if (cursor && cursor.value !== before) break;
          await new Promise((r) => setTimeout(r, 2));
        }
        const done = performance.now();
        db.close();
        const rt = performance
          .getEntriesByType('resource')
          .filter((e) => e.name.includes('/api/pos/catalog?since=') && e.startTime >= t0)
          .at(-1) as PerformanceResourceTiming | undefined;
        return { ms: done - t0, requestMs: rt ? rt.responseEnd - rt.startTime : NaN, ttfbMs: rt ? rt.responseStart - rt.requestStart : NaN, bytes: rt?.transferSize ?? 0 };
      },
      { name: catalogName, before: cursorBefore ?? '' },
    );
    const nowStored = new Map((await deviceEntries(page, catalogName, ROWS)).map((e) => [e._id, e.price]));
    const stale = changed.filter((e) => nowStored.get(e._id) !== e.price).length;
    if (stale > 0) throw new Error(`${stale} of the ${DELTA} new prices are not on the device after the sync`);
    const deltaBody = (await (await deltaResponse).json()) as { entries: unknown[]; deleted: unknown[] };
    console.log(`[${kind}] delta of ${DELTA} stored in ${ms(delta.ms)} (request ${ms(delta.requestMs)}, ${deltaBody.entries.length} entries)`);
    await quiet(page, 1000);

    // ---- 3. Scan to line on the device, the browser offline; the local search ---------------------
    const scanCodes = codesInStock(Math.floor(ROWS * 0.2) + 1, SCAN_PRODUCTS, Math.ceil(SCANS / SCAN_PRODUCTS) + 1);
    // Going offline, the terminal lists its products from the device (sorting them once, in memory).
    const offlineAt = await page.evaluate(() => performance.now());
    await context.setOffline(true);
    await page.getByTestId('listed-from-device').waitFor();
    await page.locator('table.pos-products tbody tr').first().waitFor();
    const listedMs = (await page.evaluate(() => performance.now())) - offlineAt;
    await quiet(page, 1000);
    const offlineTasks = await page.evaluate((from) => (window as unknown as { __ob: Probe }).__ob.longtasks.filter((t) => t.start >= from).map((t) => t.duration), offlineAt);
    const goingOffline = { listedMs, longest: Math.max(0, ...offlineTasks) };
    console.log(`[${kind}] offline: listed from the device in ${ms(listedMs)}, longest task ${ms(goingOffline.longest)}`);
    await page.evaluate(() => performance.clearMeasures('pos:keys-to-line'));
    for (let i = 0; i < SCANS; i++) {
      await page.keyboard.type(`${scanCodes[i % scanCodes.length]}\n`, { delay: KEY_DELAY_MS });
      await page.waitForTimeout(BETWEEN_SCANS_MS);
    }
    await page.waitForFunction((n) => performance.getEntriesByName('pos:keys-to-line').length >= n, SCANS, { timeout: 60_000 });
    const units = await unitsOnReceipt(page);
    if (units !== SCANS) throw new Error(`${units} units on the receipt after ${SCANS} scans`);
    const scan = (await page.evaluate(() => performance.getEntriesByName('pos:keys-to-line').map((e) => e.duration))).sort((a, b) => a - b);
    await clearReceipt(page);
    console.log(`[${kind}] scan to line offline: p50 ${ms(percentile(scan, 50))}, p99 ${ms(percentile(scan, 99))}`);

    // The terminal's search, still offline: Name chosen, a term typed into the box and Enter, to
    // the product list showing its matches (or None Found), listed from the device's catalogue.
    await page.getByLabel('Name').check();
    const search: { kind: SearchKind; term: string; ms: number; rows: number }[] = [];
    for (let run = 0; run < SEARCH_RUNS; run++) {
      for (const kind of SEARCH_KINDS) {
        // A new term each time, so no search is answered from the list's cache.
        const term = searchTerm(kind, run);
        const done = page.evaluate(
          ({ term }) =>
            new Promise<{ ms: number; rows: number }>((resolve) => {
              // Every word of the term, in any order (the search's rule, src/domain/search-text.ts).
              const words = term.toLowerCase().split(/\s+/).filter(Boolean);
              let enter: number | null = null;
              const onKey = (e: KeyboardEvent) => {
                if (e.key !== 'Enter') return;
                enter = e.timeStamp;
                document.removeEventListener('keydown', onKey, true);
              };
              document.addEventListener('keydown', onKey, true);
              const shown = () => {
                if (enter === null || decodeURIComponent(location.pathname) !== `/searchpos/${term}3`) return null;
                if (document.querySelector('[data-testid="listed-from-device"]') === null) return null;
                const names = [...document.querySelectorAll('table.pos-products tbody .pos-p-name')].map((el) => (el.textContent ?? '').toLowerCase());
                if (names.length > 0 && names.every((n) => words.every((w) => n.includes(w)))) return names.length;
                return [...document.querySelectorAll('.alert')].some((el) => el.textContent?.includes('None Found')) ? 0 : null;
              };
              const watch = new MutationObserver(() => {
                const rows = shown();
                if (rows === null) return;
                watch.disconnect();
                resolve({ ms: performance.now() - enter!, rows });
              });
              watch.observe(document.body, { childList: true, subtree: true, characterData: true });
            }),
          { term },
        );
        await page.locator('#pos-search-term').fill(term);
        await page.keyboard.press('Enter');
        const { ms: took, rows } = await done;
        search.push({ kind, term, ms: took, rows });
      }
    }
    await page.getByLabel('UPC').check();
    for (const k of SEARCH_KINDS) {
      const runs = search.filter((r) => r.kind === k);
      console.log(`[${kind}] offline search, ${k}: ${runs.map((r) => `"${r.term}" ${ms(r.ms)} (${r.rows} rows)`).join(', ')}`);
    }
    await context.setOffline(false);

    // ---- 4. Where the first load's time goes (the app's modules, a scratch catalogue) --------------
    await page.evaluate(library);
    const profile = await page.evaluate(async () => {
      type Lib = {
        ZDeviceCatalog: { safeParse: (d: unknown) => { success: boolean; data?: unknown } };
        applyCatalog: (cid: string, answer: unknown) => Promise<void>;
        warmCatalog: (cid: string) => Promise<unknown>;
        dropCatalog: (cid: string) => Promise<void>;
      };
      const lib = (window as unknown as { __obLib: Lib }).__obLib;
      const scratch = 'offline-bench-profile';
      const t0 = performance.now();
      const res = await fetch('/api/pos/catalog', { credentials: 'include', headers: { accept: 'application/json' } });
      const t1 = performance.now();
      const text = await res.text();
      const t2 = performance.now();
      const data: unknown = JSON.parse(text);
      const t3 = performance.now();
      const checked = lib.ZDeviceCatalog.safeParse(data);
      const t4 = performance.now();
      if (!checked.success) throw new Error('The catalogue does not pass its schema');
      await lib.applyCatalog(scratch, checked.data);
      const t5 = performance.now();
      // What a reload reads back (the app's own read goes through its store; this one reads the
      // same records).
      const back = await (window as unknown as { __ob: { read: (name: string) => Promise<unknown[]> } }).__ob.read(`stocktill-catalog-${scratch}`);
      const t6 = performance.now();
      await lib.dropCatalog(scratch);
      if (back.length !== (checked.data as { entries: unknown[] }).entries.length) throw new Error(`read back ${back.length} entries`);
      const profile = { requestMs: t1 - t0, bodyMs: t2 - t1, parseMs: t3 - t2, checkMs: t4 - t3, storeMs: t5 - t4, warmMs: t6 - t5, bytes: text.length };

      // For comparison, in a scratch database: the same entries as plain IndexedDB puts, a row an
      // entry (the layout the catalogue had before blocks), default durability and 'relaxed'.
      const entries = (checked.data as { entries: { _id: string; upc: string; subname: string; manufacturer: string; qty: number }[] }).entries;
      const request = <T,>(r: IDBRequest<T>) =>
        new Promise<T>((resolve, reject) => {
          r.onsuccess = () => resolve(r.result);
          r.onerror = () => reject(r.error);
        });
      const finished = (tx: IDBTransaction) =>
        new Promise<void>((resolve, reject) => {
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
          tx.onabort = () => reject(tx.error);
        });
      const scratchDb = (name: string, keyPath: string) =>
        new Promise<IDBDatabase>((resolve, reject) => {
          const r = indexedDB.open(name, 1);
          r.onupgradeneeded = () => r.result.createObjectStore('s', { keyPath });
          r.onsuccess = () => resolve(r.result);
          r.onerror = () => reject(r.error);
        });
      const drop = async (db: IDBDatabase, name: string) => {
        db.close();
        await request(indexedDB.deleteDatabase(name) as unknown as IDBRequest<unknown>);
      };
      const putEach = async (durability: IDBTransactionDurability) => {
        const name = `offline-bench-${durability}`;
        const db = await scratchDb(name, '_id');
        const a = performance.now();
        const tx = db.transaction('s', 'readwrite', { durability });
        const store = tx.objectStore('s');
        for (const e of entries) store.put(e);
        const queued = performance.now() - a;
        await finished(tx);
        const total = performance.now() - a;
        await drop(db, name);
        return { queued, total };
      };
      const each = await putEach('default');
      const relaxed = await putEach('relaxed');
      return {
        ...profile,
        putEachQueuedMs: each.queued,
        putEachMs: each.total,
        putRelaxedQueuedMs: relaxed.queued,
        putRelaxedMs: relaxed.total,
      };
    });
    console.log(`[${kind}] profile: ${JSON.stringify(profile)}`);

    // The offline search's own part: listInStock on the same catalogue, once warmed and sorted.
    const listing = await page.evaluate(
      async ({ cid, terms }) => {
        type List = (cid: string, q: { text: string; field: 'subname'; page: number; pageSize: number }) => Promise<{ count: number }>;
        const lib = (window as unknown as { __obLib: { listInStock: List } }).__obLib;
        // Read into memory, sorted, and every name lower-cased once (as the terminal's list already had).
        await lib.listInStock(cid, { text: 'warm up', field: 'subname', page: 1, pageSize: 10 });
        const times: number[] = [];
        for (const term of terms) {
          const a = performance.now();
          await lib.listInStock(cid, { text: term, field: 'subname', page: 1, pageSize: 10 });
          times.push(performance.now() - a);
        }
        return times.sort((x, y) => x - y);
      },
      { cid, terms: SEARCH_KINDS.flatMap((k) => Array.from({ length: SEARCH_RUNS }, (_, run) => searchTerm(k, run))) },
    );
    console.log(`[${kind}] listInStock alone: median ${ms(percentile(listing, 50))}, worst ${ms(listing.at(-1)!)}`);

    // The server's part of the first load, step by step, on the same database.
    const auth: AuthContext = { userId: '', cid, sessionId: '', name: '', email: '', isAdmin: true, isMaster: true, isOwner: true, isDisabled: false };
    const sv0 = performance.now();
    await db.tenant(cid, (tx) => tx.select().from(inventory).where(eq(inventory.cid, cid)));
    const sv1 = performance.now();
    const catalog = await db.tenant(cid, (tx) => deviceCatalog(tx, auth, undefined));
    const sv2 = performance.now();
    const json = JSON.stringify(catalog);
    const sv3 = performance.now();
    await gzipAsync(json, { level: 6 });
    const sv4 = performance.now();
    const server = { queryMs: sv1 - sv0, catalogMs: sv2 - sv1, stringifyMs: sv3 - sv2, gzipMs: sv4 - sv3 };
    console.log(`[${kind}] server: ${JSON.stringify(server)}`);
    await quiet(page, 1000);

    // ---- 5. 500 sales queued on the device, sent on reconnect --------------------------------------
    const before = (await call<{ count: number }>(base, 'GET', '/sales/list?pageNumber=1', undefined, token)).count;
    const stock = (await deviceEntries(page, catalogName, 2000)).slice(DELTA).filter((e) => e.qty > 0);
    const now = Date.now();
    const barcodes = new Set<string>();
    const queued = Array.from({ length: QUEUED }, (_, n) => {
      const picked = n % 3 === 0 ? [stock[(2 * n) % stock.length], stock[(2 * n + 1) % stock.length]] : [stock[n % stock.length]];
      const lines = picked.map((p) => ({
        _id: p._id,
        upc: p.upc,
        item: p.item,
        manufacturer: p.manufacturer,
        subname: p.subname,
        priceCents: toMinor(p.price, CURRENCY),
        ratePpm: percentToPpm(p.taxRate),
        saleqty: 1,
        discountPct: 0,
      }));
      const defaultRatePpm = percentToPpm(TAX_PERCENT);
      const totals = computeSaleTotals({
        lines: lines.map((l) => ({ priceMinor: l.priceCents, qty: l.saleqty, discountPct: l.discountPct, ratePpm: l.ratePpm })),
        shippingMinor: 0,
        defaultRatePpm,
        inclusive: false,
      });
      let barcode: string;
      do barcode = `0${String(Math.floor(Math.random() * 1e11)).padStart(11, '0')}`;
      while (barcodes.has(barcode));
      barcodes.add(barcode);
      const made = offlineSaleOf({
        lines,
        shippingMinor: 0,
        totals,
        currency: CURRENCY,
        defaultRatePpm,
        payments: undefined,
        register: null,
        bname: 'Offline Bench',
        barcode,
        soldAt: new Date(now - (QUEUED - n) * 60_000),
      });
      return { key: randomUUID(), sale: made.sale, receipt: made.receipt, state: 'waiting', clerk: '' };
    });
    const posts: number[] = [];
    const started = new Map<string, number>();
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/pos/offline-sales') started.set(r.headers()['idempotency-key'] ?? r.url(), performance.now());
    });
    page.on('requestfinished', (r) => {
      if (new URL(r.url()).pathname !== '/api/pos/offline-sales') return;
      const t = started.get(r.headers()['idempotency-key'] ?? r.url());
      if (t !== undefined) posts.push(performance.now() - t);
    });
    await page.evaluate(
      async ({ name, records }) => {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const r = indexedDB.open(name);
          r.onsuccess = () => resolve(r.result);
          r.onerror = () => reject(r.error);
        });
        const tx = db.transaction('sales', 'readwrite');
        for (const record of records) tx.objectStore('sales').add(record);
        await new Promise<void>((resolve, reject) => {
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
          tx.onabort = () => reject(tx.error);
        });
        db.close();
      },
      { name: outboxName, records: queued },
    );
    console.log(`[${kind}] ${QUEUED} sales in the outbox; reconnecting`);
    const label = page
      .getByTestId('offline-queue')
      .textContent({ timeout: 30_000 })
      .catch(() => '');
    const queue = await page.evaluate(
      async ({ name }) => {
        const request = <T,>(r: IDBRequest<T>) =>
          new Promise<T>((resolve, reject) => {
            r.onsuccess = () => resolve(r.result);
            r.onerror = () => reject(r.error);
          });
        const db = await request(indexedDB.open(name));
        const counts = async () => {
          const store = db.transaction('sales', 'readonly').objectStore('sales');
          return { waiting: await request(store.index('state').count('waiting')), total: await request(store.count()) };
        };
        const t0 = performance.now();
        window.dispatchEvent(new Event('online'));
        let c = await counts();
        const deadline = t0 + 240_000;
        while (c.waiting > 0 && performance.now() < deadline) {
          await new Promise((r) => setTimeout(r, 50));
          c = await counts();
        }
        const done = performance.now();
        db.close();
        return { ms: done - t0, waiting: c.waiting, left: c.total };
      },
      { name: outboxName },
    );
    const after = (await call<{ count: number }>(base, 'GET', '/sales/list?pageNumber=1', undefined, token)).count;
    const sortedPosts = [...posts].sort((a, b) => a - b);
    const labelSeen = ((await label) ?? '').replace(/sending$/, '').trim();
    console.log(`[${kind}] outbox emptied in ${s(queue.ms)}; ${after - before} new sales on the server; ${queue.left} left on the device; header read "${labelSeen}"`);
    if (queue.waiting > 0) console.warn(`[${kind}] ${queue.waiting} sales still waiting at the deadline`);

    return {
      kind,
      importSeconds,
      loadAverage: { start: loadStart, end: load() },
      first: {
        storedMs,
        storedCount: probe.storedCount ?? 0,
        request: { ...firstLoad.request, encoding },
        longest: Math.max(0, ...during.map((t) => t.duration)),
        blocking: during.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
        longtasks: during,
        quietMs: Math.max(storedMs, lastTask ? lastTask.start + lastTask.duration : 0),
        loadScans: typed,
        loadScansOnReceipt,
        loadScanMs: firstLoad.keys.sort((a, b) => a - b),
      },
      delta: { ...delta, entries: deltaBody.entries.length, deleted: deltaBody.deleted.length },
      scan,
      goingOffline,
      search,
      profile,
      listing,
      server,
      queue: {
        ms: queue.ms,
        sent: QUEUED - queue.left,
        refused: queue.left - queue.waiting,
        newSales: after - before,
        posts: posts.length,
        postP50: sortedPosts.length ? percentile(sortedPosts, 50) : NaN,
        postP99: sortedPosts.length ? percentile(sortedPosts, 99) : NaN,
        labelSeen,
      },
    };
  } finally {
    await context.close();
    await app?.close();
    await database?.close();
    if (kind === 'PostgreSQL') await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// ---- the report ---------------------------------------------------------------------------------

function section(runs: Figures[], started: Date): string {
  const cols = runs.map((r) => r.kind);
  const row = (figure: string, target: string, cell: (f: Figures) => string) => `| ${figure} | ${runs.map(cell).join(' | ')} | ${target} |`;
  const met = (ok: boolean) => (ok ? '' : ' **missed**');
  const cells = (what: string, cell: (f: Figures) => string) => `| ${what} | ${runs.map(cell).join(' | ')} |`;
  const n = ROWS.toLocaleString('en-US');
  const lines = [
    '## Offline terminal (issue 15) (`npm run bench:offline`)',
    '',
    `- ${started.toISOString().slice(0, 16)}Z, Chromium headless, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), Node ${process.version}; load average ${runs
      .map((r) => `${r.kind} run ${r.loadAverage.start} at the start, ${r.loadAverage.end} at the end`)
      .join('; ')} (the cores are shared with other engineers' test runs).`,
    `- One business with ${n} products imported through the app (CSV upload: ${runs.map((r) => `${r.kind} ${r.importSeconds.toFixed(1)} s`).join(', ')}); the app built by Vite and served by the real server in the bench's process.`,
    '',
    `| figure | ${cols.join(' | ')} | target |`,
    `|---|${cols.map(() => '---:').join('|')}|---|`,
    row(`first catalogue load: /pos opened → ${n} entries stored on the device`, '< 5 s', (f) => `${s(f.first.storedMs)}${met(f.first.storedMs < 5000 && f.first.storedCount === ROWS)}`),
    row('… of which the request: sent at / server to first byte / download', '', (f) => `${s(f.first.request.startMs)} / ${ms(f.first.request.ttfbMs)} / ${ms(f.first.request.downloadMs)}`),
    row('… on the wire (one response) / as JSON', 'gzip, one stream', (f) => `${mb(f.first.request.encoded)} ${f.first.request.encoding} / ${mb(f.first.request.decoded)}`),
    row('… main thread: longest block / total blocking time (long tasks until quiet)', 'usable', (f) => `${ms(f.first.longest)} / ${ms(f.first.blocking)}${met(f.first.longest < 1000)}`),
    row('… main thread free again after the load (the end of its last long task)', '', (f) => s(f.first.quietMs)),
    row(`… scans sent during the load (keys as a scanner sends them), one per ${LOAD_SCAN_GAP_MS} ms: on the receipt / Enter to line p50 / worst`, 'each lands', (f) =>
      f.first.loadScans === 0
        ? 'none (loaded before the first)'
        : `${f.first.loadScansOnReceipt} of ${f.first.loadScans}${met(f.first.loadScansOnReceipt === f.first.loadScans)} / ${f.first.loadScanMs.length ? `${ms(percentile(f.first.loadScanMs, 50))} / ${ms(f.first.loadScanMs.at(-1)!)}` : 'not measured'}`,
    ),
    row(`delta of ${DELTA} price changes: sync started ('online') → new prices stored`, '< 100 ms', (f) => `${ms(f.delta.ms)}${met(f.delta.ms < 100)}`),
    row('… of which the request (server to first byte) / entries in the answer', '', (f) => `${ms(f.delta.requestMs)} (${ms(f.delta.ttfbMs)}) / ${f.delta.entries}`),
    row(`scan to line on the device, ${n} entries, browser offline: p50 / p99 (${SCANS} scans)`, '< 50 ms', (f) =>
      `${ms(percentile(f.scan, 50))} / ${ms(percentile(f.scan, 99))}${met(percentile(f.scan, 99) < 50)}`,
    ),
    row('going offline: the product list shown from the device (its sorted list made) / longest main-thread block', '', (f) => `${ms(f.goingOffline.listedMs)} / ${ms(f.goingOffline.longest)}`),
    ...SEARCH_KINDS.map((k) =>
      row(`search by name offline, ${k === 'few' ? 'few match' : k === 'many' ? 'many match' : 'none match'} ("${searchTerm(k, 0)}"…): Enter → list shown, median / worst of ${SEARCH_RUNS} / rows`, '< 50 ms', (f) => {
        const runs = f.search.filter((r) => r.kind === k);
        const sorted = runs.map((r) => r.ms).sort((a, b) => a - b);
        return `${ms(percentile(sorted, 50))}${met(percentile(sorted, 50) < 50)} / ${ms(sorted.at(-1)!)} / ${runs[0].rows}`;
      }),
    ),
    row('… of which the device\'s search itself (`listInStock`, the same terms, catalogue warmed and sorted): median / worst', '', (f) => `${ms(percentile(f.listing, 50))} / ${ms(f.listing.at(-1)!)}`),
    row(`${QUEUED} queued sales sent: reconnect ('online') → outbox empty`, '< 30 s', (f) => `${s(f.queue.ms)}${met(f.queue.ms < 30_000 && f.queue.sent === QUEUED)}`),
    row('… new sales on the server / refused / one POST p50 / p99', `${QUEUED} / 0`, (f) => `${f.queue.newSales}${met(f.queue.newSales === QUEUED)} / ${f.queue.refused} / ${ms(f.queue.postP50)} / ${ms(f.queue.postP99)}`),
    '',
    `Where the first load's time goes, step by step: the server's part timed in the bench's process on the same database, the page's with the app's own modules (a second download of the whole catalogue into a scratch catalogue, after the load):`,
    '',
    `| step | ${cols.join(' | ')} |`,
    `|---|${cols.map(() => '---:').join('|')}|`,
    cells(`server: the business's inventory rows (the SQL and the driver reading ${n} rows)`, (f) => ms(f.server.queryMs)),
    cells('server: `deviceCatalog` (the SQL, rows to entries, tax rates)', (f) => ms(f.server.catalogMs)),
    cells('server: JSON.stringify', (f) => ms(f.server.stringifyMs)),
    cells('server: gzip, level 6 (off the event loop)', (f) => ms(f.server.gzipMs)),
    cells('page: request to headers (the server\'s part, as the page sees it)', (f) => ms(f.profile.requestMs)),
    cells('page: body read and decompressed', (f) => ms(f.profile.bodyMs)),
    cells(`page: JSON.parse (${mb(runs[0].profile.bytes)})`, (f) => ms(f.profile.parseMs)),
    cells('page: schema check of the answer (zod `ZDeviceCatalog`)', (f) => ms(f.profile.checkMs)),
    cells('page: `applyCatalog`: the whole catalogue stored, one transaction (and the in-memory index)', (f) => ms(f.profile.storeMs)),
    cells('page: the stored catalogue read back whole (what a reload reads)', (f) => ms(f.profile.warmMs)),
    '',
    'For comparison, the same entries written a row an entry, in a scratch database:',
    '',
    `| way | ${cols.join(' | ')} |`,
    `|---|${cols.map(() => '---:').join('|')}|`,
    cells(`plain IndexedDB, one put per entry, default durability: puts queued (main thread) / committed`, (f) => `${ms(f.profile.putEachQueuedMs)} / ${ms(f.profile.putEachMs)}`),
    cells(`the same, durability 'relaxed'`, (f) => `${ms(f.profile.putRelaxedQueuedMs)} / ${ms(f.profile.putRelaxedMs)}`),
    '',
    '"Stored" is when a read of the catalogue\'s cursor, polled every 10 ms from the start of the page, returns it: it is written in the sync\'s transaction, so the read waits for the commit, and then for the main thread (the app builds its in-memory index of the entries right after the commit). A scan that arrives while the main thread is blocked waits for the block: the worst Enter-to-line time of the scans sent during the load is that wait. The load is marked missed when it blocks the main thread for a second or more.',
    '',
    `Long tasks of the first load (start at, duration) — ${runs.map((f) => `${f.kind}: ${f.first.longtasks.map((t) => `${s(t.start)} ${ms(t.duration)}`).join(', ')}`).join('; ')}.`,
    '',
    `Searches are typed into the terminal's box with the browser offline and Name chosen, each a new term (none answered from the list's cache); the list comes from the device's catalogue in memory (\`listInStock\`), 10 rows a page. While the ${QUEUED} sales went up the header read "${runs.map((f) => f.queue.labelSeen).join('", "')}".`,
  ];
  return lines.join('\n');
}

async function main() {
  const started = new Date();
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stocktill-offline-web-'));
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', webDir, '--emptyOutDir'], { stdio: 'inherit', cwd: ROOT });
    const library = await pageLibrary();
    const kinds: ('PGlite' | 'PostgreSQL')[] = ADMIN_URL ? ['PGlite', 'PostgreSQL'] : ['PGlite'];
    const runs: Figures[] = [];
    for (const kind of kinds) runs.push(await runOn(browser, webDir, library, kind));
    const text = section(runs, started);
    console.log(`\n${text}`);
    // BENCH_OFFLINE_WRITE=0 prints the figures only: a before-and-after pair is then written up by hand.
    if (process.env.BENCH_OFFLINE_WRITE !== '0') writeResultsSection('offline', text);
  } finally {
    await browser.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
