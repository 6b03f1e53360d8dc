/**
 * Two app instances on one PostgreSQL database, hit over real HTTP from many connections at once:
 * checkouts racing for scarce stock, one Idempotency-Key replayed concurrently, one return
 * accepted twice at once, and stock added while sales run. Afterwards the books must balance
 * exactly: stock = initial + added - sold + returned, and every sale has its stock change.
 *
 * Needs PostgreSQL (TEST_DATABASE_URL); PGlite is one process with one connection, so there is
 * nothing to race there.
 */
import type { FastifyInstance } from 'fastify';
import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';
import { ownerPayload } from '../helpers/app';
import { LEDGER_BREAKS_SQL } from '../helpers/ledger';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) console.info('concurrency test skipped: set TEST_DATABASE_URL to a PostgreSQL server to run it');

interface Instance {
  app: FastifyInstance;
  database: Database;
  base: string;
}

interface Reply {
  status: number;
  body: Record<string, unknown>;
}

describe.runIf(adminUrl)('concurrent checkouts on two instances sharing PostgreSQL', () => {
  const dbName = `stocktill_race_${randomBytes(6).toString('hex')}`;
  let dbUrl: string;
  let sql: pg.Client;
  const instances: Instance[] = [];
  let token = '';

  async function call(i: number, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply> {
    const res = await fetch(`${instances[i % instances.length].base}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  }

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${dbName}`;
    dbUrl = url.toString();
    const config = loadConfig({ LOG_LEVEL: 'silent', SESSION_SECRET: randomBytes(32).toString('hex') } as NodeJS.ProcessEnv);
    for (let n = 0; n < 2; n++) {
      const database = await openDatabase({ databaseUrl: dbUrl, poolSize: 15 });
      const app = await buildApp({ config, database, serveWeb: false, logger: false });
      await app.listen({ port: 0, host: '127.0.0.1' });
      instances.push({ app, database, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` });
    }
    sql = new pg.Client({ connectionString: dbUrl });
    await sql.connect();
    const reg = await call(0, 'POST', '/owners/register', ownerPayload());
    expect(reg.status).toBe(201);
    token = String(reg.body.token);
    expect((await call(1, 'POST', '/item/add', { item: 'Snacks' })).status).toBe(201);
    expect((await call(0, 'POST', '/name/add', { manufacturer: 'Acme' })).status).toBe(201);
    expect((await call(1, 'POST', '/setting/add', { taxrate: 13, currency: 'CAD' })).status).toBe(201);
  });

  afterAll(async () => {
    await sql?.end();
    for (const i of instances) {
      await i.app.close();
      await i.database.close();
    }
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  });

  async function addProduct(qty: number): Promise<{ id: string; body: Record<string, unknown> }> {
    const body = { upc: String(randomBytes(6).readUIntBE(0, 6)).padStart(15, '0'), manufacturer: 'Acme', subname: `Flavour ${qty}`, item: 'Snacks', qty, lowinventory: 1, cost: 1, price: 2.5 };
    const res = await call(0, 'POST', '/inventory/add', body);
    expect(res.status).toBe(201);
    return { id: String(res.body._id), body };
  }

  const sale = (lines: { _id: string; saleqty: number }[]) => [{ shipping: 0 }, ...lines.map((l) => ({ ...l, itemdiscount: 0 }))];

  async function stockOf(id: string): Promise<number> {
    return (await sql.query<{ qty: number }>('SELECT qty FROM inventory WHERE id = $1', [id])).rows[0].qty;
  }

  /** Units of a product in sales, split by whether the sale was returned. */
  async function soldOf(id: string): Promise<{ kept: number; returned: number }> {
    const { rows } = await sql.query<{ kept: string; returned: string }>(
      `SELECT coalesce(sum(l.qty) FILTER (WHERE NOT s.returned), 0) AS kept, coalesce(sum(l.qty) FILTER (WHERE s.returned), 0) AS returned
         FROM sale_lines l JOIN sales s ON s.id = l.sale_id WHERE l.inventory_id = $1`,
      [id],
    );
    return { kept: Number(rows[0].kept), returned: Number(rows[0].returned) };
  }

  it('never oversells, replays one idempotent sale once, returns once, and the books balance', async () => {
    const scarce = await addProduct(25);
    const plenty = await addProduct(500);
    const initial = { scarce: 25, plenty: 500 };

    // Two sales made beforehand, to be returned (each twice, at once) during the rush.
    const toReturn: string[] = [];
    for (let n = 0; n < 2; n++) {
      const r = await call(n, 'PUT', '/pos/generate', sale([{ _id: scarce.id, saleqty: 2 }]));
      expect(r.status).toBe(201);
      toReturn.push(String(r.body.barcode));
    }

    const checkouts = Array.from({ length: 60 }, (_, n) => {
      const qty = (n % 3) + 1;
      return call(n, 'PUT', '/pos/generate', sale([{ _id: scarce.id, saleqty: qty }, { _id: plenty.id, saleqty: 1 }])).then((r) => ({ r, qty }));
    });
    const key = randomUUID();
    const replays = Array.from({ length: 8 }, (_, n) =>
      call(n, 'PUT', '/pos/generate', sale([{ _id: plenty.id, saleqty: 3 }]), { 'idempotency-key': key }),
    );
    const returns = toReturn.flatMap((barcode) => Array.from({ length: 4 }, (_, n) => call(n, 'PUT', '/pos/returns/update', { barcode })));
    const restocks = Array.from({ length: 5 }, (_, n) => call(n, 'PUT', `/inventory/upd/${scarce.id}`, { ...scarce.body, qty: 2 }));

    const [checkoutResults, replayResults, returnResults, restockResults] = await Promise.all([
      Promise.all(checkouts),
      Promise.all(replays),
      Promise.all(returns),
      Promise.all(restocks),
    ]);

    // Every checkout either sold (201) or was refused for stock (409) and sold nothing.
    for (const { r } of checkoutResults) {
      expect([201, 409], JSON.stringify(r.body)).toContain(r.status);
      if (r.status === 409) expect(r.body).toEqual({ message: expect.stringMatching(/^Only \d+ of Acme Flavour 25 left in stock$/), code: 'SOLD_OUT' });
    }
    const acknowledged = checkoutResults.filter(({ r }) => r.status === 201);
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(acknowledged.length).toBeLessThan(60);

    // The same key: one sale, the same receipt for every replay.
    for (const r of replayResults) expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(new Set(replayResults.map((r) => r.body.barcode)).size).toBe(1);
    const keyed = await sql.query('SELECT count(*)::int AS n FROM sales WHERE idempotency_key = $1', [key]);
    expect(keyed.rows[0].n).toBe(1);

    // Each receipt returned exactly once; the losers are told it already was.
    for (const barcode of toReturn) {
      const mine = returnResults.filter((r, n) => toReturn[Math.floor(n / 4)] === barcode);
      expect(mine.filter((r) => r.status === 200)).toHaveLength(1);
      for (const r of mine.filter((x) => x.status !== 200)) expect(r).toEqual({ status: 409, body: { message: 'Receipt has been returned', code: 'RECEIPT_RETURNED' } });
    }
    for (const r of restockResults) expect(r.status, JSON.stringify(r.body)).toBe(200);
    const added = { scarce: 5 * 2, plenty: 0 };

    // Every acknowledged sale is recorded, with its lines.
    const barcodes = acknowledged.map(({ r }) => String(r.body.barcode));
    const recorded = await sql.query<{ barcode: string }>('SELECT barcode FROM sales WHERE barcode = ANY($1)', [barcodes]);
    expect(recorded.rows.map((r) => r.barcode).sort()).toEqual([...barcodes].sort());

    // The books balance to the unit, and nothing went below zero.
    for (const [name, product] of [
      ['scarce', scarce],
      ['plenty', plenty],
    ] as const) {
      const stock = await stockOf(product.id);
      const sold = await soldOf(product.id);
      expect(stock).toBeGreaterThanOrEqual(0);
      expect(stock, `${name}: initial + added - kept sales`).toBe(initial[name] + added[name] - sold.kept);
    }
    // The ledger agrees with the stock: one movement per change, none lost to the races.
    expect((await sql.query(LEDGER_BREAKS_SQL)).rows, 'entries whose movements disagree with their stock').toEqual([]);
    const movements = await sql.query<{ reason: string; n: number }>(
      'SELECT reason, count(*)::int AS n FROM stock_movements WHERE inventory_id = $1 GROUP BY reason ORDER BY reason',
      [scarce.id],
    );
    const scarceLines = await sql.query<{ n: number }>('SELECT count(*)::int AS n FROM sale_lines WHERE inventory_id = $1', [scarce.id]);
    expect(movements.rows).toEqual([
      { reason: 'create', n: 1 },
      { reason: 'edit', n: 5 },
      { reason: 'return', n: 2 },
      { reason: 'sale', n: scarceLines.rows[0].n },
    ]);
    const scarceSold = acknowledged.reduce((sum, { qty }) => sum + qty, 0);
    expect((await soldOf(scarce.id)).kept).toBe(scarceSold);
    expect((await soldOf(scarce.id)).returned).toBe(4);
    console.info(`concurrency: ${checkouts.length} racing checkouts, ${acknowledged.length} sold, ${checkouts.length - acknowledged.length} refused for stock, 0 units oversold`);
  }, 120_000);

  it('returns the same receipt\'s lines from both instances at once without giving back more than was sold', async () => {
    const product = await addProduct(100);
    const sold = await call(0, 'PUT', '/pos/generate', [{ shipping: 3 }, { _id: product.id, saleqty: 6, itemdiscount: 10 }]);
    expect(sold.status).toBe(201);
    const barcode = String(sold.body.barcode);
    const totalCents = Math.round(Number(sold.body.total) * 100);

    const returns = await Promise.all(
      Array.from({ length: 16 }, (_, n) => call(n, 'POST', '/pos/returns', { barcode, lines: [{ inventoryId: product.id, qty: (n % 2) + 1 }] })),
    );
    for (const r of returns) {
      expect([201, 409], JSON.stringify(r.body)).toContain(r.status);
      if (r.status === 409) expect(String(r.body.message)).toMatch(/^(Only \d+ left to return|Receipt has been returned)$/);
    }
    const accepted = returns.filter((r) => r.status === 201);
    const unitsBack = accepted.reduce((sum, r) => sum + (r.body.lines as { qty: number }[])[0].qty, 0);
    const refunded = accepted.reduce((sum, r) => sum + Math.round(Number(r.body.refund) * 100), 0);
    expect(unitsBack).toBeLessThanOrEqual(6);
    expect(refunded).toBeLessThanOrEqual(totalCents);
    // The stored figures agree with the answers, and a fully returned receipt refunded its total.
    const stored = await sql.query<{ refunded: number; returned: boolean; back: number }>(
      `SELECT s.refunded_cents AS refunded, s.returned, l.returned_qty AS back FROM sales s JOIN sale_lines l ON l.sale_id = s.id WHERE s.barcode = $1`,
      [barcode],
    );
    expect(stored.rows[0]).toEqual({ refunded, returned: unitsBack === 6, back: unitsBack });
    if (unitsBack === 6) expect(refunded).toBe(totalCents);
    expect(await stockOf(product.id)).toBe(100 - 6 + unitsBack);
    expect((await sql.query(LEDGER_BREAKS_SQL)).rows).toEqual([]);
  }, 60_000);

  it('opens one shift per register and counts every sale that was rung up on it before it closed', async () => {
    const product = await addProduct(1000);
    const register = String(((await call(0, 'GET', '/registers')).body.registers as { _id: string }[])[0]._id);
    const opens = await Promise.all(Array.from({ length: 6 }, (_, n) => call(n, 'POST', `/registers/${register}/shifts`, { float: 100 })));
    expect(opens.filter((r) => r.status === 201)).toHaveLength(1);
    expect(opens.filter((r) => r.status === 409).every((r) => r.body.code === 'SHIFT_OPEN')).toBe(true);
    const shiftId = String(opens.find((r) => r.status === 201)!.body._id);

    // Sales race the close on both instances: each is either in the Z report or refused.
    const salesRace = Array.from({ length: 30 }, (_, n) =>
      call(n, 'PUT', `/pos/generate?register=${register}`, [{ shipping: 0, payments: [{ method: 'cash', amount: 10 }] }, { _id: product.id, saleqty: 1, itemdiscount: 0 }]),
    );
    const close = new Promise<Reply>((resolve) => setTimeout(() => resolve(call(1, 'POST', `/shifts/${shiftId}/close`, { counted: 100 })), 20));
    const [results, closed] = await Promise.all([Promise.all(salesRace), close]);
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    for (const r of results) expect([201, 409], JSON.stringify(r.body)).toContain(r.status);
    const rung = results.filter((r) => r.status === 201);
    const z = (await call(0, 'GET', `/shifts/${shiftId}`)).body as { sales: { count: number; total: number }; expectedCash: number };
    const inShift = await sql.query<{ n: number }>('SELECT count(*)::int AS n FROM sales WHERE shift_id = $1', [shiftId]);
    expect(z.sales.count).toBe(inShift.rows[0].n);
    expect(inShift.rows[0].n).toBe(rung.length);
    // Each sale is 2.50 + 13 % = 2.83, paid with 10 in cash: the drawer holds the float and the totals.
    expect(Math.round(z.expectedCash * 100)).toBe(10_000 + rung.length * 283);
  }, 60_000);
});
