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

/** Escapes LIKE's wildcards so a keyword like "50%" matches literally. */
export function escapeLike(keyword: string): string {
  return keyword.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `lower(col) LIKE '%kw%'`, written so pg_trgm's GIN index on lower(col) serves it. */
export function containsIgnoringCase(column: AnyColumn, keyword: string): SQL {
  return sql`lower(${column}) like '%' || lower(${escapeLike(keyword)}) || '%'`;
}
