/**
 * Tenant isolation held by PostgreSQL itself, not only by the `cid` filters in the code: acting as
 * the app's role with business A chosen, a query that forgets its `cid` filter still reads and
 * writes none of business B's rows; with no business chosen, business tables look empty.
 */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ROLE, type DbOrTx, type TenantSetting } from '../../src/server/db/client';
import { rows } from '../../src/server/db/raw';
import { BUSINESS_ROOT_TABLE, GLOBAL_TABLES } from '../../src/server/db/global-tables';
import { buildTestApp, registerBusiness, type Business, type TestApp } from '../helpers/app';

// PGlite sets the business per transaction whatever the setting; PostgreSQL is tested both ways.
const SETTINGS: TenantSetting[] = process.env.TEST_DATABASE_URL ? ['session', 'transaction'] : ['transaction'];

describe.each(SETTINGS)('row-level security, business set per %s', (setting) => {
let t: TestApp;
let a: Business;
let b: Business;
let businessTables: string[];

/** A shop with a category, a maker, a product and a sale sent to a wallet, made through the API. */
async function stockAndSell(shop: Business): Promise<void> {
  expect((await shop.owner.post('/item/add', { item: 'Tools' })).statusCode).toBe(201);
  expect((await shop.owner.post('/name/add', { manufacturer: 'Acme' })).statusCode).toBe(201);
  expect((await shop.owner.post('/setting/add', { taxrate: 13, currency: 'CAD' })).statusCode).toBe(201);
  const added = await shop.owner.post('/inventory/add', {
    upc: '123456789012',
    item: 'Tools',
    manufacturer: 'Acme',
    subname: 'Hammer',
    qty: 10,
    lowinventory: 1,
    cost: 5,
    price: 9.99,
  });
  expect(added.statusCode).toBe(201);
  const wallet = (await t.app.inject({ method: 'POST', url: '/api/wallets' })).json() as { id: string };
  // The drawer: a shift on Register 1 with a pay-in, a sale rung up on it and one unit returned.
  const register = (await shop.owner.get('/registers')).json().registers[0]._id as string;
  const shift = await shop.owner.post(`/registers/${register}/shifts`, { float: 20 });
  expect(shift.statusCode).toBe(201);
  expect((await shop.owner.post(`/shifts/${shift.json()._id}/cash`, { amount: 5, reason: 'Coins' })).statusCode).toBe(201);
  const sold = await shop.owner.put(`/pos/generate?qrid=${wallet.id}&register=${register}`, [
    { subtotal: 0, discount: 0, shipping: 0, taxes: 0, total: 0 },
    { _id: added.json()._id, saleqty: 2, disc: 0 },
  ]);
  expect(sold.statusCode).toBe(201);
  expect((await shop.owner.post('/pos/returns', { barcode: sold.json().barcode, lines: [{ inventoryId: added.json()._id, qty: 1 }], register })).statusCode).toBe(201);
  // The receipt image is stored the first time it is shown.
  expect((await shop.owner.get(`/return/${sold.json().qfname}`)).statusCode).toBe(200);
  await stockPaperwork(shop.cid, added.json()._id);
  // A forgotten password leaves a reset link's row.
  expect((await t.app.inject({ method: 'POST', url: '/api/users/password/forgot', payload: { email: shop.owner.email } })).statusCode).toBe(200);
  // The terminal's quick keys.
  expect((await shop.owner.put('/pos/quick-keys', { entries: [added.json()._id] })).statusCode).toBe(200);
  // A product deleted leaves a tombstone for the catalogue on the device.
  const gone = await shop.owner.post('/inventory/add', { upc: '123456789029', item: 'Tools', manufacturer: 'Acme', subname: 'Old stock', qty: 1, lowinventory: 0, cost: 1, price: 2 });
  expect(gone.statusCode).toBe(201);
  expect((await shop.owner.del(`/inventory/del/${gone.json()._id}`)).statusCode).toBe(200);
}

/**
 * A supplier with a purchase order, a stock count and a numbered record, written as the tables'
 * owner so that every business table holds rows of both businesses, whichever screens exist.
 */
async function stockPaperwork(cid: string, inventoryId: string): Promise<void> {
  const owner = t.database.owner;
  await owner.execute(sql`
    WITH s AS (INSERT INTO suppliers (id, cid, name) VALUES (gen_random_uuid()::text, ${cid}, 'Wholesale') RETURNING id),
         po AS (INSERT INTO purchase_orders (id, cid, number, supplier_id, total_cents) SELECT gen_random_uuid()::text, ${cid}, 1, id, 500 FROM s RETURNING id)
    INSERT INTO purchase_order_lines (id, cid, purchase_order_id, inventory_id, upc, name, qty, cost_cents, position)
    SELECT gen_random_uuid()::text, ${cid}, id, ${inventoryId}, '123456789012', 'Hammer', 1, 500, 0 FROM po`);
  await owner.execute(sql`
    WITH c AS (INSERT INTO stock_counts (id, cid, name) VALUES (gen_random_uuid()::text, ${cid}, 'Shelf count') RETURNING id)
    INSERT INTO stock_count_lines (cid, count_id, inventory_id, upc, name, expected, counted, cost_cents)
    SELECT ${cid}, id, ${inventoryId}, '123456789012', 'Hammer', 9, 9, 500 FROM c`);
  await owner.execute(sql`INSERT INTO business_counters (cid, name, value) VALUES (${cid}, 'purchase_order', 1) ON CONFLICT DO NOTHING`);
}

beforeAll(async () => {
  t = await buildTestApp({ TENANT_SETTING: setting });
  a = await registerBusiness(t.app, { bname: 'Alpha' });
  b = await registerBusiness(t.app, { bname: 'Beta' });
  await stockAndSell(a);
  await stockAndSell(b);
  const found = await rows<{ name: string }>(t.database.owner, sql`
    SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r'
      AND (c.relname = ${BUSINESS_ROOT_TABLE} OR EXISTS (SELECT 1 FROM pg_attribute x WHERE x.attrelid = c.oid AND x.attname = 'cid'))
    ORDER BY 1`);
  businessTables = found.map((r) => r.name).filter((name) => !Object.hasOwn(GLOBAL_TABLES, name));
});
afterAll(() => t.close());

const businessOf = (table: string) => sql.identifier(table === BUSINESS_ROOT_TABLE ? 'id' : 'cid');

/** Which businesses' rows each business table shows to `db`, read without any cid filter. */
async function businessesSeen(db: DbOrTx) {
  const seen: Record<string, string[]> = {};
  for (const table of businessTables) {
    const found = await rows<{ cid: string }>(db, sql`SELECT ${businessOf(table)} AS cid FROM ${sql.identifier(table)}`);
    seen[table] = [...new Set(found.map((r) => r.cid))].sort();
  }
  return seen;
}
/** Drizzle wraps the database's error; the refusal is PostgreSQL's own, in the cause. */
async function refusedByRowSecurity(work: Promise<unknown>): Promise<void> {
  const err: unknown = await work.then(
    () => null,
    (e: unknown) => e,
  );
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause.message : String(err);
  expect(cause).toMatch(/row-level security policy/);
}
const count = async (db: DbOrTx, query: SQL) => (await rows<{ n: number }>(db, query))[0].n;

describe('the app role', () => {
  it('the app acts as a role that is neither superuser nor exempt from row-level security', async () => {
    const [role] = await rows(t.database.db, sql`SELECT current_user AS name, r.rolsuper AS super, r.rolbypassrls AS bypass FROM pg_roles r WHERE r.rolname = current_user`);
    expect(role).toEqual({ name: APP_ROLE, super: false, bypass: false });
  });

  it('covers every table that holds a business’s rows, and each of them has rows of both businesses', async () => {
    expect(businessTables).toEqual(expect.arrayContaining(['businesses', 'users', 'sessions', 'inventory', 'items', 'manufacturers', 'settings', 'sales', 'sale_lines']));
    const seen = await businessesSeen(t.database.owner);
    for (const table of businessTables) expect({ table, cids: seen[table] }).toEqual({ table, cids: [a.cid, b.cid].sort() });
  });

  it('with business A chosen, a query without a cid filter reads A’s rows only', async () => {
    const seen = await t.database.tenant(a.cid, (tx) => businessesSeen(tx));
    for (const table of businessTables) expect({ table, cids: seen[table] }).toEqual({ table, cids: [a.cid] });
  });

  it('with no business chosen, every business table looks empty', async () => {
    const seen = await businessesSeen(t.database.db);
    for (const table of businessTables) expect({ table, cids: seen[table] }).toEqual({ table, cids: [] });
  });

  it('with business A chosen, updates and deletes without a cid filter leave B’s rows alone', async () => {
    const stockOfB = () => rows(t.database.owner, sql`SELECT id, qty FROM inventory WHERE cid = ${b.cid} ORDER BY id`);
    const before = await stockOfB();
    await t.database.tenant(a.cid, async (tx) => {
      await tx.execute(sql`UPDATE inventory SET qty = qty + 100`);
      await tx.execute(sql`DELETE FROM items`);
    });
    expect(await stockOfB()).toEqual(before);
    expect(await count(t.database.owner, sql`SELECT count(*)::int AS n FROM items WHERE cid = ${b.cid}`)).toBe(1);
    expect(await count(t.database.owner, sql`SELECT count(*)::int AS n FROM items WHERE cid = ${a.cid}`)).toBe(0);
  });

  it('with business A chosen, a row written for B is refused', async () => {
    await refusedByRowSecurity(t.database.tenant(a.cid, (tx) => tx.execute(sql`INSERT INTO items (cid, id, item) VALUES (${b.cid}, 'planted', 'Planted')`)));
    await refusedByRowSecurity(t.database.tenant(a.cid, (tx) => tx.execute(sql`UPDATE inventory SET cid = ${b.cid}`)));
    expect(await count(t.database.owner, sql`SELECT count(*)::int AS n FROM items WHERE id = 'planted'`)).toBe(0);
  });

  it('connections that served one business and then another show each request its own business only', async () => {
    const inventoryCids = (cid: string) => t.database.tenant(cid, (db) => rows<{ cid: string }>(db, sql`SELECT DISTINCT cid FROM inventory`));
    // More requests than pooled connections, alternating businesses, so connections change hands.
    const order = Array.from({ length: 40 }, (_, i) => (i % 3 === 0 ? b.cid : a.cid));
    const seen = await Promise.all(order.map(inventoryCids));
    expect(seen).toEqual(order.map((cid) => [{ cid }]));
  });

  it('a write that fails part-way leaves nothing behind', async () => {
    const failing = t.database.tenant(
      a.cid,
      async (db) => {
        await db.execute(sql`INSERT INTO items (cid, id, item) VALUES (${a.cid}, 'half-written', 'Half written')`);
        throw new Error('the second write failed');
      },
      { write: true },
    );
    await expect(failing).rejects.toThrow('the second write failed');
    expect(await count(t.database.owner, sql`SELECT count(*)::int AS n FROM items WHERE id = 'half-written'`)).toBe(0);
  });

  it('global look-ups written by one business can be read by all but changed only by their own business', async () => {
    const readable = await rows<{ cid: string }>(t.database.db, sql`SELECT cid FROM user_logins WHERE cid IN (${a.cid}, ${b.cid})`);
    expect(new Set(readable.map((r) => r.cid))).toEqual(new Set([a.cid, b.cid]));
    await t.database.tenant(a.cid, (tx) => tx.execute(sql`DELETE FROM user_logins`));
    await t.database.tenant(a.cid, (tx) => tx.execute(sql`DELETE FROM wallet_receipts`));
    const left = await rows(t.database.owner, sql`
      SELECT (SELECT count(*)::int FROM user_logins WHERE cid = ${b.cid}) AS logins, (SELECT count(*)::int FROM wallet_receipts WHERE cid = ${b.cid}) AS receipts`);
    expect(left).toEqual([{ logins: 1, receipts: 1 }]);
    await refusedByRowSecurity(t.database.tenant(a.cid, (tx) => tx.execute(sql`INSERT INTO user_logins (email, cid, user_id) VALUES ('thief@example.com', ${b.cid}, 'x')`)));
  });
});
});
