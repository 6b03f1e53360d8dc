/**
 * Opens the database: embedded PGlite in DATA_DIR by default, or a PostgreSQL pool when
 * DATABASE_URL is set. Both speak the same SQL, so the rest of the server sees one `Db` type.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import pg from 'pg';
import { projectPath } from '../paths';
import { listenPglite, listenPostgres, type ChannelListener, type Subscription } from './notifications';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; every repository function accepts one so callers can compose writes. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** LISTEN on a channel (see ./notifications); closing the database ends the subscription. */
  listen(channel: string, listener: ChannelListener): Promise<Subscription>;
  /** Embedded database only: a consistent gzipped tarball of the data directory (see scripts/backup.ts). */
  dumpDataDir?(): Promise<Blob>;
}

const MIGRATIONS = projectPath('drizzle');

export interface OpenOptions {
  /** postgres://… to use PostgreSQL; otherwise PGlite. */
  databaseUrl?: string;
  /** PGlite directory; 'memory://' for a throwaway database (tests). */
  dataDir?: string;
  poolSize?: number;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolSize ?? 20);
  return openPglite(opts.dataDir ?? 'memory://');
}

async function openPglite(dataDir: string): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) fs.mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(inMemory ? undefined : dataDir, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS });
  const subscriptions = new Set<Subscription>();
  return {
    db,
    kind: 'pglite',
    dumpDataDir: () => client.dumpDataDir('gzip'),
    listen: (channel, listener) => tracked(subscriptions, listenPglite(client, channel, listener)),
    async close() {
      await closeAll(subscriptions);
      // A clean close checkpoints the WAL so the next start does not need recovery.
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection can be ended by the server (restart, failover, an administrator). The pool
  // drops it and opens a fresh one on the next checkout; without a listener the 'error' event
  // would instead bring the whole process down.
  pool.on('error', (err) => {
    console.warn(`PostgreSQL closed an idle connection (${err.message}); the pool will reconnect.`);
  });
  // Many instances may start together: one migrates while the others wait on the same lock.
  const conn = await pool.connect();
  try {
    await conn.query('SELECT pg_advisory_lock(724011)');
    await migratePg(drizzlePg(conn), { migrationsFolder: MIGRATIONS });
  } finally {
    await conn.query('SELECT pg_advisory_unlock(724011)').catch(() => undefined);
    conn.release();
  }
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const subscriptions = new Set<Subscription>();
  return {
    db,
    kind: 'postgres',
    listen: (channel, listener) => tracked(subscriptions, listenPostgres(url, channel, listener)),
    async close() {
      await closeAll(subscriptions);
      await pool.end();
    },
  };
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
