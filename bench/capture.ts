/**
 * The database ceiling of an endpoint: the exact statements one request issues (recorded while
 * the real app answers it in-process), replayed straight through the driver at the same
 * concurrency, with no HTTP, routing, validation or serialisation around them.
 *
 * Recording wraps the driver only inside this benchmark process. Ids the request generated
 * (randomUUID) and the receipt's barcode and file name are swapped for fresh ones on each replay,
 * so replayed writes hit the same constraints without colliding.
 */
import { PGlite } from '@electric-sql/pglite';
import crypto, { randomInt, randomUUID } from 'node:crypto';
import { syncBuiltinESMExports } from 'node:module';
import pg from 'pg';
import type { Db } from '../src/server/db/client';

export interface Statement {
  text: string;
  values: unknown[];
  /** A named (prepared) statement is replayed under its name, so it is planned as the app's is. */
  name?: string;
}

export interface Recording {
  statements: Statement[];
  /** Values the request created (new ids, barcode, file name): replaced on every replay. */
  fresh: Map<string, () => string>;
}


/** node-postgres takes (text, values) or ({ text, values? }, values?). */
function textOf(arg: unknown, second: unknown): Statement {
  const values = Array.isArray(second) ? second : [];
  if (typeof arg === 'string') return { text: arg, values };
  if (arg && typeof arg === 'object' && 'text' in arg && typeof arg.text === 'string') {
    const name = 'name' in arg && typeof arg.name === 'string' && arg.name ? arg.name : undefined;
    return { text: arg.text, values: 'values' in arg && Array.isArray(arg.values) ? arg.values : values, ...(name ? { name } : {}) };
  }
  return { text: String(arg), values };
}

/** Runs `work` while recording every statement sent to the database behind `db`. */
export async function record(db: Db, work: () => Promise<{ generated?: Record<string, string> }>): Promise<Recording> {
  const statements: Statement[] = [];
  const uuids: string[] = [];
  const originalUuid = crypto.randomUUID;
  crypto.randomUUID = (options?: crypto.RandomUUIDOptions) => {
    const id = originalUuid(options);
    uuids.push(id);
    return id;
  };
  syncBuiltinESMExports();

  const client: unknown = Reflect.get(db, '$client');
  const restore: (() => void)[] = [];
  if (client instanceof PGlite) {
    const query = client.query.bind(client);
    const transaction = client.transaction.bind(client);
    Object.assign(client, {
      query: (text: string, values?: unknown[], options?: Parameters<typeof query>[2]) => {
        statements.push({ text, values: values ?? [] });
        return query(text, values, options);
      },
      transaction: (fn: (tx: object) => Promise<unknown>) =>
        transaction((tx) => {
          const txQuery = tx.query.bind(tx);
          statements.push({ text: 'BEGIN', values: [] });
          return fn({
            ...tx,
            query: (text: string, values?: unknown[], options?: Parameters<typeof txQuery>[2]) => {
              statements.push({ text, values: values ?? [] });
              return txQuery(text, values, options);
            },
          }).then((result) => {
            statements.push({ text: 'COMMIT', values: [] });
            return result;
          });
        }),
    });
    restore.push(() => {
      Reflect.deleteProperty(client, 'query');
      Reflect.deleteProperty(client, 'transaction');
    });
  } else {
    const proto = pg.Client.prototype;
    const original = proto.query;
    // node-postgres has many query overloads; the app (through drizzle) only uses the config one.
    proto.query = function (this: pg.Client, ...args: unknown[]) {
      statements.push(textOf(args[0], args[1]));
      return Reflect.apply(original, this, args);
    } as typeof original;
    restore.push(() => {
      proto.query = original;
    });
  }

  try {
    const { generated = {} } = await work();
    const fresh = new Map<string, () => string>();
    for (const id of uuids) fresh.set(id, () => randomUUID());
    for (const [kind, value] of Object.entries(generated)) {
      if (kind === 'barcode') fresh.set(value, () => String(randomInt(100_000_000_000, 999_999_999_999)));
      else fresh.set(value, () => `${randomUUID()}.png`);
    }
    return { statements, fresh };
  } finally {
    for (const undo of restore) undo();
    crypto.randomUUID = originalUuid;
    syncBuiltinESMExports();
  }
}

/** The statements with every generated value replaced by a new one. */
function freshStatements(rec: Recording): Statement[] {
  if (rec.fresh.size === 0) return rec.statements;
  const swap = new Map<string, string>();
  for (const [old, make] of rec.fresh) swap.set(old, make());
  return rec.statements.map((s) => ({
    ...s,
    values: s.values.map((v) => (typeof v === 'string' && swap.has(v) ? swap.get(v) : v)),
  }));
}

export interface ReplayTarget {
  /** Runs one request's statements; resolves when all are done. */
  runOnce(statements: Statement[]): Promise<void>;
  close(): Promise<void>;
}

/** node-postgres: each replayed request holds one pooled connection, as a transaction must. */
export function pgTarget(url: string, connections: number): ReplayTarget {
  const pool = new pg.Pool({ connectionString: url, max: connections });
  return {
    async runOnce(statements) {
      const conn = await pool.connect();
      try {
        for (const s of statements) await conn.query(s.name ? { name: s.name, text: s.text, values: s.values } : { text: s.text, values: s.values });
      } catch (err) {
        await conn.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        conn.release();
      }
    },
    close: () => pool.end(),
  };
}

/** PGlite runs one statement at a time in this process; concurrency only queues. */
export function pgliteTarget(db: Db): ReplayTarget {
  const client: unknown = Reflect.get(db, '$client');
  if (!(client instanceof PGlite)) throw new Error('not a PGlite database');
  return {
    async runOnce(statements) {
      const begin = statements[0]?.text === 'BEGIN';
      if (!begin) {
        for (const s of statements) await client.query(s.text, s.values);
        return;
      }
      await client.transaction(async (tx) => {
        for (const s of statements.slice(1, -1)) await tx.query(s.text, s.values);
      });
    },
    close: async () => undefined,
  };
}

export interface LoopResult {
  requests: number;
  errors: number;
  firstError?: string;
  rps: number;
  p50: number;
  p99: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Runs `once` from `concurrency` loops for `seconds`, timing every call. */
export async function closedLoop(once: () => Promise<void>, concurrency: number, seconds: number): Promise<LoopResult> {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const started = performance.now();
  const stopAt = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < stopAt) {
        const t = performance.now();
        try {
          await once();
          latencies.push(performance.now() - t);
        } catch (err) {
          errors += 1;
          firstError ??= String(err);
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, errors, firstError, rps: latencies.length / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

export function replayLoop(target: ReplayTarget, rec: Recording, concurrency: number, seconds: number): Promise<LoopResult> {
  return closedLoop(() => target.runOnce(freshStatements(rec)), concurrency, seconds);
}
