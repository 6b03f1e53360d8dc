/**
 * The migrations since keys carried the business (row-level security, the stock ledger, ...) keep
 * every row of an existing database. A database is built at the schema from before it, filled by the data
 * generator as it was then (the demo shop and the large benchmark data set), migrated by today's
 * code as a start-up would, and every table's row count and content checksum compared; the new
 * global look-ups must name every user and every receipt sent to a wallet, and the seeded owner
 * must still sign in. On PGlite always; on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type Database, type Db } from '../../src/server/db/client';
import { rows } from '../../src/server/db/raw';
import { projectPath } from '../../src/server/paths';
import { LEDGER_BREAKS_SQL } from '../helpers/ledger';

/** The last commit before keys carried the business: its migrations and its data generator. */
const BEFORE = '1fb8c4382ae944def84a18316ca7afc120fda6c3';
const LAST_MIGRATION_BEFORE = '0004_recent_order';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'stocktill-migration-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** The migrations folder as it was: the SQL files up to LAST_MIGRATION_BEFORE and their journal. */
function migrationsBefore(): string {
  const dir = path.join(work, 'drizzle-before');
  fs.mkdirSync(path.join(dir, 'meta'), { recursive: true });
  const journal = JSON.parse(fs.readFileSync(projectPath('drizzle', 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === LAST_MIGRATION_BEFORE);
  journal.entries = journal.entries.slice(0, last + 1);
  fs.writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const { tag } of journal.entries) fs.copyFileSync(projectPath('drizzle', `${tag}.sql`), path.join(dir, `${tag}.sql`));
  return dir;
}

interface GeneratorBefore {
  seedDataset(db: Db, options: unknown): Promise<{ ownerEmail: string; password: string }>;
}

/**
 * The data generator from before, read out of the repository's history into a file beside today's
 * (its imports are relative to bench/), so the data is what that code wrote.
 */
async function generatorBefore(): Promise<GeneratorBefore> {
  const source = execFileSync('git', ['show', `${BEFORE}:bench/dataset.ts`], { cwd: projectPath(), encoding: 'utf8' })
    // Its check of each sale calls today's totals, which take the rate as the percent × 10,000.
    .replace('taxrateBp: sale.taxrate_bp,', 'taxratePpm: sale.taxrate_bp * 100,');
  const file = projectPath('bench', `.dataset-before-${randomBytes(4).toString('hex')}.ts`);
  fs.writeFileSync(file, source);
  try {
    return (await import(file)) as GeneratorBefore;
  } finally {
    fs.rmSync(file, { force: true });
  }
}

const demoShop = {
  main: { bname: 'Maple Corner Market', email: 'demo@stocktill.test', staffEmail: 'demo.staff@stocktill.test', inventory: 320, sales: 1500, manufacturers: 24, items: 18, days: 90 },
  smallShops: 0,
  small: { inventory: 0, sales: 0, manufacturers: 0, items: 0, days: 1 },
  password: 'demo-shop-1',
  taxrateBp: 1300,
  currency: 'CAD',
};

/** The benchmark's large data set: 100,000 entries and 50,000 sales beside 200 small shops. */
const largeDataset = {
  main: { bname: 'Harbourfront General Store', inventory: 100_000, sales: 50_000, manufacturers: 200, items: 30, days: 180 },
  smallShops: 200,
  small: { inventory: 200, sales: 50, manufacturers: 20, items: 15, days: 60 },
  password: 'bench-password-1',
  taxrateBp: 1300,
  currency: 'CAD',
};

/**
 * The same shape a fifth the size, for the embedded database: its single-threaded engine takes
 * several times longer to seed, and the large set is migrated on PostgreSQL below.
 */
const mediumDataset = {
  ...largeDataset,
  main: { ...largeDataset.main, inventory: 20_000, sales: 10_000 },
  smallShops: 40,
};

type Fingerprint = Record<string, { rows: number; checksum: string }>;

/** The columns each table had before the migrations: later migrations may add columns, never lose one. */
async function columnsOf(db: Db, tables: string[]): Promise<Record<string, string[]>> {
  const found = await rows<{ table: string; column: string }>(
    db,
    sql`SELECT table_name AS table, column_name AS column FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`,
  );
  return Object.fromEntries(tables.map((t) => [t, found.filter((c) => c.table === t).map((c) => c.column)]));
}

/**
 * Rows today's start-up writes of its own, which the data before could not hold: on PostgreSQL the
 * login requests connect as is generated at the first start and kept in app_meta.
 */
const WRITTEN_AT_START: Record<string, SQL> = { app_meta: sql`t.key <> 'request_login'` };

/**
 * Columns a later migration renamed and re-scaled, read back as they were: rates kept in hundredths
 * of a percent became the percent × 10,000 (0024), exactly, so the old value is the new one / 100.
 */
const CONVERTED: Record<string, Record<string, SQL>> = {
  settings: { taxrate_bp: sql`t.taxrate_ppm / 100` },
  sales: { taxrate_bp: sql`t.taxrate_ppm / 100` },
};

/**
 * Row count and an order-independent checksum of every row's contents in the given columns, per
 * table; `after` reads the converted columns back in their old form.
 */
async function fingerprint(db: Db, columns: Record<string, string[]>, after = false): Promise<Fingerprint> {
  const out: Fingerprint = {};
  for (const [table, names] of Object.entries(columns)) {
    const cells = sql.join(names.map((c) => (after ? CONVERTED[table]?.[c] : undefined) ?? sql`t.${sql.identifier(c)}`), sql`, `);
    const kept = WRITTEN_AT_START[table] ?? sql`true`;
    const [row] = await rows<{ n: number; sum: string }>(
      db,
      sql`SELECT count(*)::int AS n, md5(coalesce(string_agg(md5(row(${cells})::text), '' ORDER BY md5(row(${cells})::text)), '')) AS sum FROM ${sql.identifier(table)} t WHERE ${kept}`,
    );
    out[table] = { rows: row.n, checksum: row.sum };
  }
  return out;
}

async function publicTables(db: Db): Promise<string[]> {
  const found = await rows<{ name: string }>(db, sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`);
  return found.map((r) => r.name);
}

/** What the migration must have added: every user's e-mail filed, every wallet receipt filed. */
async function expectGlobalLookupsComplete(database: Database): Promise<void> {
  const [missing] = await rows<{ logins: number; receipts: number; extra: number }>(
    database.owner,
    sql`SELECT
      (SELECT count(*)::int FROM users u WHERE NOT EXISTS (
         SELECT 1 FROM user_logins l WHERE l.email = lower(u.email) AND l.cid = u.cid AND l.user_id = u.id)) AS logins,
      (SELECT count(*)::int FROM sales s WHERE s.wallet_id IS NOT NULL AND NOT EXISTS (
         SELECT 1 FROM wallet_receipts w WHERE w.wallet_id = s.wallet_id AND w.cid = s.cid AND w.sale_id = s.id AND w.qfname = s.qfname)) AS receipts,
      (SELECT count(*)::int FROM user_logins) - (SELECT count(*)::int FROM users) AS extra`,
  );
  expect(missing).toEqual({ logins: 0, receipts: 0, extra: 0 });
}

/** Every entry that existed starts the stock ledger with one opening movement of its quantity. */
async function expectLedgerOpened(database: Database): Promise<void> {
  const [opened] = await rows<{ entries: number; openings: number }>(
    database.owner,
    sql`SELECT (SELECT count(*)::int FROM inventory) AS entries, (SELECT count(*)::int FROM stock_movements WHERE note = 'Opening balance when the stock ledger began') AS openings`,
  );
  expect(opened.openings).toBe(opened.entries);
  expect(await rows(database.owner, sql.raw(LEDGER_BREAKS_SQL))).toEqual([]);
}

async function expectOwnerSignsIn(database: Database, email: string, password: string): Promise<void> {
  const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv), database, serveWeb: false, logger: false });
  try {
    const res = await app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password } });
    expect(res.statusCode).toBe(200);
    const list = await app.inject({ method: 'GET', url: '/api/inventory/list', headers: { authorization: `Bearer ${res.json().token}` } });
    expect(list.statusCode).toBe(200);
    expect(list.json().count).toBeGreaterThan(0);
  } finally {
    await app.close();
  }
}

/** An old-schema database, filled by the old generator, then closed and reopened by today's start-up. */
interface OldDatabase {
  db: Db;
  close(): Promise<void>;
  reopen(): Promise<Database>;
}

/**
 * Fills `old` as the code before did, migrates it as a start-up would, and checks nothing was lost.
 * (`old.db` is a schema-less drizzle handle cast to `Db`: the old generator and these checks only
 * build SQL by hand, which every drizzle PostgreSQL handle runs alike.)
 */
async function migrateAndCompare(old: OldDatabase, dataset: typeof largeDataset): Promise<void> {
  const generator = await generatorBefore();
  const demo = await generator.seedDataset(old.db, demoShop);
  await generator.seedDataset(old.db, dataset);
  const columns = await columnsOf(old.db, await publicTables(old.db));
  const expected = await fingerprint(old.db, columns);
  expect(expected.inventory.rows).toBeGreaterThan(dataset.main.inventory);
  await old.close();

  const database = await old.reopen();
  try {
    expect(await fingerprint(database.owner, columns, true)).toEqual(expected);
    await expectLedgerOpened(database);
    await expectGlobalLookupsComplete(database);
    await expectOwnerSignsIn(database, demo.ownerEmail, demo.password);
  } finally {
    await database.close();
  }
}

describe('migrating a database from before keys carried the business', () => {
  it('keeps every row on PGlite', async () => {
    const dataDir = path.join(work, 'pglite');
    const before = await PGlite.create(dataDir, { extensions: { pg_trgm } });
    await migratePglite(drizzlePglite(before), { migrationsFolder: migrationsBefore() });
    await migrateAndCompare({ db: drizzlePglite(before) as unknown as Db, close: () => before.close(), reopen: () => openDatabase({ dataDir }) }, mediumDataset);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('keeps every row on PostgreSQL', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL ?? '';
    const name = `stocktill_migration_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    try {
      const before = new pg.Client({ connectionString: url.toString() });
      await before.connect();
      await migratePg(drizzlePg(before), { migrationsFolder: migrationsBefore() });
      await migrateAndCompare({
        db: drizzlePg(before) as unknown as Db,
        close: () => before.end(),
        reopen: () => openDatabase({ databaseUrl: url.toString(), poolSize: 4 }),
      }, largeDataset);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
