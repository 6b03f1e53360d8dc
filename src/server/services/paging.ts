/**
 * Paging and keyword search shared by every list: pages start at 1, a page past the end shows
 * the last page, and keywords match as case-insensitive substrings through the trigram indexes.
 */
import { sql, type SQL, type AnyColumn } from 'drizzle-orm';

export interface PageSlice {
  page: number;
  pages: number;
  offset: number;
}

/** Clamps the requested page into 1..pages (an empty list still has page 1 of 0). */
export function slicePage(count: number, requested: number, pageSize: number): PageSlice {
  const pages = Math.ceil(count / pageSize);
  const page = Math.max(1, Math.min(requested, pages));
  return { page, pages, offset: (page - 1) * pageSize };
}

export interface Paged<T> extends PageSlice {
  rows: T[];
  count: number;
  /** The list was counted only up to its cap: `count` is a lower bound and more rows follow. */
  countCapped?: true;
}

export interface PageSource<T> {
  /** 1 or more. */
  requested: number;
  pageSize: number;
  /** At most a page of rows starting at `offset`, in the list's order. */
  rows(offset: number): Promise<T[]>;
  /** How many rows the list has in all; with `cap`, at most `cap.limit + 1`. */
  count(): Promise<number>;
  /**
   * A search is counted only up to `limit` (+1, to know there are more): a common word typed
   * into a large business must not count thousands of matches on every keystroke. `exactCount`
   * is asked only for a page past the last match, to find the last page.
   */
  cap?: { limit: number; exactCount(): Promise<number> };
}

/**
 * A page of a list and the list's total, with as few queries as the answer allows. The requested
 * page is read first: a partial page is the last one, so the total follows from it without
 * counting (an exact scan, a narrow search, a small shop's list: one query). Otherwise the list is
 * counted (large totals are remembered, see count-cache) and a page past the end is swapped for
 * the last one.
 */
export async function readPage<T>(source: PageSource<T>): Promise<Paged<T>> {
  const { requested, pageSize } = source;
  const requestedOffset = (requested - 1) * pageSize;
  const rows = await source.rows(requestedOffset);
  if (rows.length > 0 && rows.length < pageSize) {
    const count = requestedOffset + rows.length;
    return { rows, count, page: requested, pages: Math.ceil(count / pageSize), offset: requestedOffset };
  }
  if (rows.length === 0 && requestedOffset === 0) return { rows, count: 0, page: 1, pages: 0, offset: 0 };
  const counted = await source.count();
  if (source.cap && counted > source.cap.limit) {
    if (rows.length > 0) {
      // Past the cap the answer says only what it has seen: at least this many, and more after.
      const count = Math.max(source.cap.limit, requestedOffset + rows.length);
      return { rows, count, countCapped: true, page: requested, pages: Math.ceil(count / pageSize), offset: requestedOffset };
    }
    const exact = await source.cap.exactCount();
    const last = slicePage(exact, requested, pageSize);
    return { rows: exact > 0 ? await source.rows(last.offset) : [], count: exact, ...last };
  }
  const count = counted;
  const slice = slicePage(count, requested, pageSize);
  if (slice.offset === requestedOffset) return { rows, count, ...slice };
  return { rows: count > 0 ? await source.rows(slice.offset) : [], count, ...slice };
}

/** Escapes LIKE's wildcards so a keyword like "50%" matches literally. */
export function escapeLike(keyword: string): string {
  return keyword.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `lower(col) LIKE '%kw%'`, written so pg_trgm's GIN index on lower(col) serves it. */
export function containsIgnoringCase(column: AnyColumn, keyword: string): SQL {
  return sql`lower(${column}) like '%' || lower(${escapeLike(keyword)}) || '%'`;
}
