/**
 * Prepared statements for the busiest queries. Drizzle builds the SQL once instead of on every
 * request, and on PostgreSQL the statement is named, so each pooled connection parses it once and,
 * after five runs, keeps one generic plan: planning a list page took longer than running it.
 *
 * PostgreSQL keeps a generic plan only if it looks no worse than planning each time. A LIMIT given
 * as a parameter makes it look far worse (the planner assumes a tenth of the table), so the page
 * size is written into the statement (`pageLimit`) and there is one statement per page size.
 *
 * Keyword searches are deliberately not prepared: their best plan depends on the word (a rare
 * word wants the trigram index, a common one the ordering index), which one generic plan can't do.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client';

/**
 * `build(db, pageSize)` once per database handle (the app's, or a transaction's) and page size,
 * then the same prepared query every time. `build` must name its statement after the page size.
 */
export function preparedPerDb<T>(build: (db: DbOrTx, pageSize: number) => T): (db: DbOrTx, pageSize?: number) => T {
  const built = new WeakMap<DbOrTx, Map<number, T>>();
  return (db, pageSize = 0) => {
    let bySize = built.get(db);
    if (!bySize) {
      bySize = new Map();
      built.set(db, bySize);
    }
    let query = bySize.get(pageSize);
    if (query === undefined) {
      query = build(db, pageSize);
      bySize.set(pageSize, query);
    }
    return query;
  };
}

/**
 * A page size written into the SQL text rather than sent as a parameter (see above). Drizzle's
 * `limit()` is typed for numbers and placeholders but writes any SQL fragment it is given.
 */
export function pageLimit(pageSize: number): number {
  if (!Number.isSafeInteger(pageSize) || pageSize < 1) throw new Error(`Not a page size: ${pageSize}`);
  return sql.raw(String(pageSize)) as unknown as number;
}
