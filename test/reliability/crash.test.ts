/**
 * Pulls the plug mid-load: the real server runs as its own process, takes a burst of checkouts,
 * and is killed with SIGKILL while they are in flight. After a restart every sale it acknowledged
 * (HTTP 201) must be there, and stock must match the recorded sales to the unit. Runs on the
 * embedded database and, when TEST_DATABASE_URL is set, on PostgreSQL too.
 * Slow by nature: run it with `npm run test:reliability`.
 */
import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { LEDGER_BREAKS_SQL } from '../helpers/ledger';
import { openDatabase } from '../../src/server/db/client';
import { ownerPayload } from '../helpers/app';
import { startServer, stop } from './server-process';
import { rowsOf } from '../security/tenants';

async function call(base: string, token: string, method: string, url: string, body?: unknown) {
  const res = await fetch(`${base}/api${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
}

const INITIAL = 100_000;

/** Sets up a business and a product, runs checkouts until killed, and returns what was acknowledged. */
async function loadUntilKilled(env: Record<string, string>) {
  const server = await startServer(env);
  const reg = await fetch(`${server.base}/api/owners/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ownerPayload()),
  });
  const token = String(((await reg.json()) as { token: string }).token);
  expect((await call(server.base, token, 'POST', '/item/add', { item: 'Snacks' })).status).toBe(201);
  expect((await call(server.base, token, 'POST', '/name/add', { manufacturer: 'Acme' })).status).toBe(201);
  const product = await call(server.base, token, 'POST', '/inventory/add', {
    upc: '123456789012', manufacturer: 'Acme', subname: 'Crunchy', item: 'Snacks', qty: INITIAL, lowinventory: 1, cost: 1, price: 2.5,
  });
  expect(product.status).toBe(201);
  const productId = String(product.body._id);

  const acknowledged: { barcode: string; qty: number }[] = [];
  let killed = false;
  const worker = async (w: number) => {
    for (let n = 0; !killed; n++) {
      const qty = ((w + n) % 3) + 1;
      try {
        const r = await call(server.base, token, 'PUT', '/pos/generate', [{ shipping: 0 }, { _id: productId, saleqty: qty, itemdiscount: 0 }]);
        if (r.status === 201) acknowledged.push({ barcode: String(r.body.barcode), qty });
      } catch {
        // The connection died with the server: this sale was never acknowledged.
      }
    }
  };
  const workers = Array.from({ length: 8 }, (_, w) => worker(w));
  // Let the load build up, then kill the server while requests are in flight.
  while (acknowledged.length < 40) await new Promise((r) => setTimeout(r, 50));
  await stop(server, 'SIGKILL');
  killed = true;
  await Promise.all(workers);
  return { token, productId, acknowledged };
}

/** After a restart: every acknowledged sale can be fetched through the API. */
async function checkAcknowledged(env: Record<string, string>, token: string, acknowledged: { barcode: string }[]) {
  const server = await startServer(env);
  try {
    const missing: string[] = [];
    for (const { barcode } of acknowledged) {
      const r = await call(server.base, token, 'GET', `/pos/receipt/${barcode}`);
      if (r.status !== 200) missing.push(`${barcode}: ${r.status}`);
    }
    expect(missing, 'acknowledged sales lost in the crash').toEqual([]);
  } finally {
    await stop(server, 'SIGTERM');
  }
}

describe('a server killed mid-checkout loses no acknowledged sale', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanups) await c();
  });

  it('on the embedded database', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stocktill-crash-'));
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    const { token, productId, acknowledged } = await loadUntilKilled(env);
    await checkAcknowledged(env, token, acknowledged);

    // The books, read straight from the data directory once no server holds it.
    const database = await openDatabase({ dataDir });
    try {
      const rows = rowsOf<{ qty: number; sold: number | string }>(
        await database.owner.execute(
          sql`SELECT (SELECT qty FROM inventory WHERE id = ${productId}) AS qty,
                     (SELECT coalesce(sum(qty), 0) FROM sale_lines WHERE inventory_id = ${productId}) AS sold`,
        ),
      );
      expect(rows[0].qty).toBe(INITIAL - Number(rows[0].sold));
      expect(Number(rows[0].sold)).toBeGreaterThanOrEqual(acknowledged.reduce((s, a) => s + a.qty, 0));
      // Every sale that survived the crash took its stock with its movement: the ledger holds.
      expect(rowsOf(await database.owner.execute(sql.raw(LEDGER_BREAKS_SQL)))).toEqual([]);
      console.info(`crash (embedded): ${acknowledged.length} sales acknowledged before SIGKILL, 0 lost, stock balances`);
    } finally {
      await database.close();
    }
  }, 240_000);

  it.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `stocktill_crash_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    cleanups.push(async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    });
    const env = { DATABASE_URL: url.toString() };
    const { token, productId, acknowledged } = await loadUntilKilled(env);
    await checkAcknowledged(env, token, acknowledged);

    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    try {
      const { rows } = await db.query<{ qty: number; sold: string }>(
        'SELECT (SELECT qty FROM inventory WHERE id = $1) AS qty, (SELECT coalesce(sum(qty), 0) FROM sale_lines WHERE inventory_id = $1) AS sold',
        [productId],
      );
      expect(rows[0].qty).toBe(INITIAL - Number(rows[0].sold));
      expect((await db.query(LEDGER_BREAKS_SQL)).rows).toEqual([]);
      console.info(`crash (PostgreSQL): ${acknowledged.length} sales acknowledged before SIGKILL, 0 lost, stock balances`);
    } finally {
      await db.end();
    }
  }, 240_000);
});
