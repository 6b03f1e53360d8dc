/**
 * Rows of a hand-written SQL query. Drizzle types `execute` loosely because node-postgres and PGlite
 * answer differently typed results; both carry `rows`, checked here rather than cast blindly.
 */
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client';

export async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  if (result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows)) return result.rows as T[];
  throw new Error('Unexpected database result shape');
}

export async function one<T>(db: DbOrTx, query: SQL): Promise<T> {
  const [row] = await rows<T>(db, query);
  return row;
}
