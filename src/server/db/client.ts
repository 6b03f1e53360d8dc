/**
 * Opens the database: embedded PGlite in DATA_DIR by default, or a PostgreSQL pool when
 * DATABASE_URL is set. Both speak the same SQL, so the rest of the server sees one `Db` type.
 *
 * Two ways in, on purpose:
 * - `db` and `tenant()` act as the app's role (`stocktill_app`), which row-level security holds to
 *   one business: a tenant table shows only the rows of the business named by `app.cid`, which
 *   `tenant(cid, work)` sets for one transaction. With no business set, tenant tables are empty.
 * - `owner` acts as the role that ran the migrations (it owns the tables). Only tools use it
 *   (seeding, benchmarks, tests that check what was stored); the server never does.
 *
 * On PostgreSQL the two are different logins: requests connect as one that is no superuser and may
 * become nothing but the app's role (./request-login), the owner only migrates. The embedded
 * database has one user, its superuser, so there requests switch to the app's role with SET ROLE on
 * that user's one connection: one process, no network, and no SQL but the server's reaches it.
 */
import { PGlite, type Results, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { projectPath } from '../paths';
import { lockDataDir } from './data-dir-lock';
import { describeRepair, makePrivate, privateNodeFs, restrictUmask } from './data-dir-mode';
import { listenPglite, listenPostgres, type ChannelListener, type Subscription } from './notifications';
import { checkRequestLogin, generatedRequestLogin } from './request-login';
import * as schema from './schema';
import { backfillSearchText } from './search-text-backfill';
import { describeBarcodeRepair, repairStoredBarcodes, type BarcodeRepair } from './barcode-repair';

/** The start-up repair of stored UPCs, said once in the log when it did or left something. */
function noteBarcodeRepair(repair: BarcodeRepair) {
  const said = describeBarcodeRepair(repair);
  if (said) console.warn(said);
}

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; every repository function accepts one so callers can compose writes. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/**
 * Drizzle's PGlite and node-postgres databases share every query-building method and this schema;
 * they differ only in the type of a raw `execute()` result, which the server reads through
 * ./raw.ts (checked there at run time). So either is used as the one `Db` type, named here once.
 */
function asDb(database: NodePgDatabase<typeof schema> | PgliteDatabase<typeof schema>): Db {
  return database as unknown as Db;
}

/**
 * Runs `work` inside the caller's transaction when it is given one (a write request's `request.db`
 * is), else in a transaction of its own: a service's writes are then all or nothing either way,
 * without the savepoint (two more round trips) that a nested `transaction()` would open.
 */
export function withinTransaction<T>(db: DbOrTx, work: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return isTransaction(db) ? work(db) : db.transaction(work);
}

function isTransaction(db: DbOrTx): db is Tx {
  return 'rollback' in db;
}

export interface TenantOptions {
  /**
   * The work writes: it runs in one transaction, committed when `work` resolves and rolled back
   * when it throws. Reads need not (each statement sees committed rows), which saves the round
   * trips of BEGIN and COMMIT on the busiest requests.
   */
  write?: boolean;
}

export interface Database {
  /** The app's role with no business chosen: global tables only (tenant tables look empty). */
  db: Db;
  /** Runs `work` on a handle that sees and writes only business `cid`'s rows (row-level security). */
  tenant<T>(cid: string, work: (db: DbOrTx) => Promise<T>, options?: TenantOptions): Promise<T>;
  /** The tables' owner, not held to one business: for tools and tests, never for requests. */
  owner: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** LISTEN on a channel (see ./notifications); closing the database ends the subscription. */
  listen(channel: string, listener: ChannelListener): Promise<Subscription>;
  /** Embedded database only: a consistent gzipped tarball of the data directory (see scripts/backup.ts). */
  dumpDataDir?(): Promise<Blob>;
}

const MIGRATIONS = projectPath('drizzle');

/**
 * How a request's business reaches PostgreSQL (PGlite always uses `transaction`):
 * - `session` (default): each pooled connection keeps the business it last served as a session
 *   setting, and is told again only when the next request is another business's. A request then
 *   costs no extra round trip in the common case. Non-business queries use a separate pool whose
 *   connections never have a business, so nothing can inherit one by mistake.
 * - `transaction`: every request is a transaction that sets its business with SET LOCAL. Two more
 *   round trips per request, and needed where session state does not survive between statements:
 *   Citus (which forwards only SET LOCAL to its workers) and poolers in transaction mode.
 */
export type TenantSetting = 'session' | 'transaction';

export interface OpenOptions {
  /** postgres://… to use PostgreSQL; otherwise PGlite. The tables' owner: it migrates, nothing more. */
  databaseUrl?: string;
  /**
   * PostgreSQL only: the login requests connect as (DATABASE_APP_URL). Unset: a login the owner
   * generates for this database (./request-login). Refused when it is a superuser or may bypass
   * row-level security.
   */
  appDatabaseUrl?: string;
  /** PGlite directory; 'memory://' for a throwaway database (tests). */
  dataDir?: string;
  poolSize?: number;
  tenantSetting?: TenantSetting;
  /** What this process is, told to any other that finds the embedded database locked (./data-dir-lock). */
  purpose?: string;
  /**
   * An in-memory database only: start from this dump (`dumpDataDir`) instead of an empty one. Tests
   * start each file from one already migrated, which is much quicker than migrating again.
   */
  loadDataDir?: Blob;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.appDatabaseUrl, opts.poolSize ?? 20, opts.tenantSetting ?? 'session');
  return openPglite(opts.dataDir ?? 'memory://', opts.purpose ?? `a Stocktill command (${path.basename(process.argv[1] ?? 'node')})`, opts.loadDataDir);
}

/** The role requests run as; row-level security holds it to one business (migration 0007). */
export const APP_ROLE = 'stocktill_app';

/** Business ids are UUIDs (generated by the server); checked before one is written into SQL. */
const BUSINESS_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function checkBusinessId(cid: string): void {
  if (!BUSINESS_ID.test(cid)) throw new Error(`Not a business id: ${JSON.stringify(cid)}`);
}

/** `tenant()` as one transaction per call, with `app.cid` (read by every policy) set for it alone. */
function tenantPerTransaction(db: Db): Database['tenant'] {
  return async (cid, work) => {
    checkBusinessId(cid);
    return db.transaction(async (tx) => {
      // LOCAL: the setting ends with the transaction, so a pooled connection never carries one
      // business's id into the next request. A SET statement rather than set_config() because it
      // is the form a Citus coordinator forwards to its workers (docs/scaling.md); SET takes no
      // parameters, hence the check above.
      await tx.execute(sql.raw(`SET LOCAL app.cid = '${cid}'`));
      return work(tx);
    });
  };
}

/**
 * `tenant()` on connections that remember their business (see TenantSetting): a call checks out a
 * connection of the business pool, sets `app.cid` only when that connection last served another
 * business, and runs `work` on it, inside a transaction when it writes.
 */
function tenantPerSession(pool: pg.Pool): Database['tenant'] {
  const connections = new WeakMap<pg.PoolClient, { db: Db; cid: string | null }>();
  return async (cid, work, options) => {
    checkBusinessId(cid);
    const client = await pool.connect();
    let connection = connections.get(client);
    if (!connection) {
      connection = { db: asDb(drizzlePg(client, { schema })), cid: null };
      connections.set(client, connection);
    }
    try {
      if (connection.cid !== cid) {
        connection.cid = null;
        await client.query(`SET app.cid = '${cid}'`);
        connection.cid = cid;
      }
    } catch (err) {
      // A connection whose business is unknown is not handed to anyone again.
      client.release(err instanceof Error ? err : true);
      throw err;
    }
    try {
      const { db } = connection;
      return await (options?.write ? db.transaction((tx) => work(tx)) : work(db));
    } finally {
      client.release();
    }
  };
}

async function openPglite(dataDir: string, purpose: string, loadDataDir?: Blob): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  // Before anything touches the directory: a second process writing to it would destroy it.
  const lock = inMemory ? null : await lockDataDir(dataDir, purpose);
  let client: PGlite;
  try {
    if (!inMemory) {
      // The files hold every business's data: this user's alone (./data-dir-mode), checked and
      // repaired before PGlite reads them, and new ones created so.
      restrictUmask();
      fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
      const repaired = makePrivate(dataDir);
      if (repaired.changed.length > 0) console.warn(describeRepair(dataDir, repaired));
    }
    client = inMemory
      ? await PGlite.create({ extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) })
      : await PGlite.create({ fs: privateNodeFs(dataDir), extensions: { pg_trgm } });
    await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS });
    const pglite = client;
    await backfillSearchText((text, params) => pglite.query(text, params));
    noteBarcodeRepair(await repairStoredBarcodes((text, params) => pglite.query(text, params)));
  } catch (err) {
    await lock?.release();
    throw err;
  }
  // PGlite has one connection, opened as its superuser. Requests run as the app's role from here
  // on; the owner handle switches back for one transaction at a time (see pgliteAsOwner).
  await client.exec(`SET ROLE ${APP_ROLE}`);
  const db = asDb(drizzlePglite(client, { schema }));
  const owner = asDb(drizzlePglite(pgliteAsOwner(client), { schema }));
  const subscriptions = new Set<Subscription>();
  return {
    db,
    // One connection serves every request in turn, so a business can only be set per transaction.
    tenant: tenantPerTransaction(db),
    owner,
    kind: 'pglite',
    dumpDataDir: () => client.dumpDataDir('gzip'),
    listen: (channel, listener) => tracked(subscriptions, listenPglite(client, channel, listener)),
    async close() {
      await closeAll(subscriptions);
      // A clean close checkpoints the WAL so the next start does not need recovery.
      if (!client.closed) await client.close();
      await lock?.release();
    },
  };
}

/**
 * The PGlite calls Drizzle makes (`query`, `transaction`), each inside a transaction that acts as
 * the session's own (owner) role; the connection goes back to the app's role when it ends.
 */
function pgliteAsOwner(client: PGlite): PGlite {
  const asOwner = <T>(work: (tx: Transaction) => Promise<T>) =>
    client.transaction(async (tx) => {
      await tx.exec('SET LOCAL ROLE NONE');
      return work(tx);
    });
  const handle: Pick<PGlite, 'query' | 'transaction'> = {
    query: (text, params, options) => (/^\s*vacuum\b/i.test(text) ? vacuumAsOwner(client, text) : asOwner((tx) => tx.query(text, params, options))),
    transaction: (work) => asOwner(work),
  };
  // Drizzle's PGlite driver only ever calls these two methods.
  return handle as PGlite;
}

/**
 * VACUUM cannot run inside a transaction, so it switches the session's role for its duration.
 * Tools alone vacuum (after seeding, before anything else runs), so nothing interleaves.
 */
async function vacuumAsOwner<T>(client: PGlite, text: string): Promise<Results<T>> {
  await client.exec('SET ROLE NONE');
  try {
    return await client.query<T>(text);
  } finally {
    await client.exec(`SET ROLE ${APP_ROLE}`);
  }
}

async function openPostgres(url: string, appUrlGiven: string | undefined, poolSize: number, tenantSetting: TenantSetting): Promise<Database> {
  // Many instances may start together: one migrates while the others wait on the same lock.
  const migrator = new pg.Client({ connectionString: url });
  await migrator.connect();
  let appUrl: string;
  try {
    await migrator.query('SELECT pg_advisory_lock(724011)');
    await migratePg(drizzlePg(migrator), { migrationsFolder: MIGRATIONS });
    await backfillSearchText((text, params) => migrator.query(text, params));
    noteBarcodeRepair(await repairStoredBarcodes((text, params) => migrator.query(text, params)));
    appUrl = appUrlGiven ?? (await generatedRequestLogin(migrator, url));
  } finally {
    await migrator.query('SELECT pg_advisory_unlock(724011)').catch(() => undefined);
    await migrator.end();
  }
  // Every pooled connection logs in as the request login and starts as the app's role. Given at
  // connection start, a role the login may not become refuses the connection.
  const asApp = `-c role=${APP_ROLE}`;
  const session = tenantSetting === 'session';
  // With session-set businesses, requests use the business pool; the global one (sign-in, wallets)
  // is then small, and never has a business set.
  const pool = newPool(appUrl, session ? Math.max(2, Math.ceil(poolSize / 4)) : poolSize, asApp);
  const businessPool = session ? newPool(appUrl, poolSize, asApp) : undefined;
  try {
    await checkRequestLogin(pool, appUrlGiven ? 'DATABASE_APP_URL' : 'the login generated for requests');
  } catch (err) {
    await Promise.all([pool.end(), businessPool?.end()]);
    throw err;
  }
  const db = asDb(drizzlePg(pool, { schema }));
  let ownerPool: pg.Pool | undefined;
  let ownerDb: Db | undefined;
  const subscriptions = new Set<Subscription>();
  return {
    db,
    tenant: businessPool ? tenantPerSession(businessPool) : tenantPerTransaction(db),
    get owner() {
      // Tools only: opened on first use, so a serving instance never holds owner connections.
      ownerPool ??= newPool(url, 4);
      ownerDb ??= asDb(drizzlePg(ownerPool, { schema }));
      return ownerDb;
    },
    kind: 'postgres',
    // Listening needs no rights; it goes through the request login too, so a serving instance
    // holds no connection as the owner.
    listen: (channel, listener) => tracked(subscriptions, listenPostgres(appUrl, channel, listener)),
    async close() {
      await closeAll(subscriptions);
      await Promise.all([pool.end(), businessPool?.end(), ownerPool?.end()]);
    },
  };
}

function newPool(url: string, max: number, options?: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, ...(options ? { options } : {}) });
  // An idle connection can be ended by the server (restart, failover, an administrator). The pool
  // drops it and opens a fresh one on the next checkout; without a listener the 'error' event
  // would instead bring the whole process down.
  pool.on('error', (err) => {
    console.warn(`PostgreSQL closed an idle connection (${err.message}); the pool will reconnect.`);
  });
  return pool;
}

/** Keeps a subscription until it or the database is closed. */
async function tracked(subscriptions: Set<Subscription>, opening: Promise<Subscription>): Promise<Subscription> {
  const sub = await opening;
  const handle: Subscription = {
    async close() {
      if (subscriptions.delete(handle)) await sub.close();
    },
  };
  subscriptions.add(handle);
  return handle;
}

async function closeAll(subscriptions: Set<Subscription>): Promise<void> {
  await Promise.all([...subscriptions].map((s) => s.close()));
}

/** Cheap liveness probe used by /api/health. */
export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
