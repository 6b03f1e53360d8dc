/**
 * What a product search matches, in SQL, by the one rule the device's offline search also follows
 * (src/domain/search-text.ts): a name or maker holds every typed word, in any order, compared in
 * their folded form (no accents, no capitals) stored beside them; a barcode typed with spaces or
 * dashes is its digits, and entries whose UPC is exactly those digits come first, then those
 * starting with them, then those holding them.
 *
 * No index serves these LIKEs for the app's role: row-level security must check a row's business
 * before any function that is not leakproof (LIKE, lower()) sees it, so PostgreSQL never uses a
 * trigram index for them. The lists' order indexes carry the compared columns instead
 * (inventory_cid_recent_idx, inventory_cid_instock_idx): a search walks one of them, index only,
 * in the list's order, and stops once it has the page (or the capped count).
 */
import { and, count, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { foldForSearch, searchWords, typedBarcode } from '../../domain/search-text';
import { withinTransaction, type DbOrTx } from '../db/client';
import { inventory } from '../db/schema';
import { escapeLike } from './paging';

export type InventorySearchField = 'upc' | 'manufacturer' | 'subname';

/** A search is counted up to this many matches; past it the answer says only "more" (countCapped). */
export const SEARCH_COUNT_CAP = 1_000;

export interface InventoryMatch {
  where: SQL;
  /** A barcode search: its digits, whose exact and prefix matches come first (barcodeSearchPage). */
  digits?: string;
}

const contains = (column: SQL | AnyColumn, word: string) => sql`${column} like ${`%${escapeLike(word)}%`}`;

/** The folded columns a name or maker search compares, written with the name (see searchTextOf). */
const FOLDED = { manufacturer: inventory.manufacturerFolded, subname: inventory.subnameFolded } as const;

/**
 * The condition for `keyword` typed into `field`, or undefined when it holds nothing to search
 * for. Barcodes: digits once spaces and dashes are gone, ranked; anything else typed as a barcode
 * is matched word by word, without regard to case.
 */
export function inventoryMatch(field: InventorySearchField, keyword: string): InventoryMatch | undefined {
  if (field === 'upc') {
    const digits = typedBarcode(keyword);
    if (digits !== null) {
      return { where: contains(inventory.upc, digits), digits };
    }
  }
  const words = searchWords(keyword);
  if (words.length === 0) return undefined;
  const column = field === 'upc' ? sql`lower(${inventory.upc})` : FOLDED[field];
  return { where: and(...words.map((word) => contains(column, word)))! };
}

/**
 * Runs a search's statements so that PostgreSQL walks an index: sequential and bitmap scans off
 * and no parallel workers, for this transaction only (set_config(…, true)). The planner prices a
 * scan of the whole table below an index-only walk of one business's slice whenever that business
 * holds most of the table (a single shop, the embedded database, the benchmark's large shop), but
 * the walk evaluates the LIKEs on small index tuples and stops at the page or the cap, while the
 * scan reads every business's rows and, in parallel, takes the other requests' cores: measured as
 * the request role at 100,000 entries, counting "summit" took 50-125 ms by parallel scan against
 * 5-14 ms by the walk (docs/performance.md). One round trip more on PostgreSQL (two with its
 * BEGIN and COMMIT when the request is not a transaction already).
 */
export function walkingIndexes<T>(db: DbOrTx, work: (db: DbOrTx) => Promise<T>): Promise<T> {
  return withinTransaction(db, async (tx) => {
    await tx.execute(
      sql`select set_config('enable_seqscan', 'off', true), set_config('enable_bitmapscan', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)`,
    );
    return work(tx);
  });
}

/**
 * How many rows `where` matches, counted up to SEARCH_COUNT_CAP + 1 only: past the cap the walk
 * stops, so a common word costs what a rare one does.
 */
export async function cappedCount(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const matches = db
    .select({ one: sql`1`.as('one') })
    .from(inventory)
    .where(where)
    .limit(SEARCH_COUNT_CAP + 1)
    .as('matches');
  const [row] = await db.select({ total: count() }).from(matches);
  return row.total;
}

/**
 * The folded columns for an entry's name and maker: every writer of `inventory` sets them with
 * the name (add, edit, import, sample catalogue, seeds), so a search finds what it shows.
 */
export function searchTextOf(entry: { subname: string; manufacturer: string }): { subnameFolded: string; manufacturerFolded: string } {
  return { subnameFolded: foldForSearch(entry.subname), manufacturerFolded: foldForSearch(entry.manufacturer) };
}

/**
 * The code just after every code starting with `digits` ("1299" → "13"), or null when there is
 * none ("999"): with `digits` it bounds a range of the (cid, upc) index that holds every UPC
 * starting with them. A range is used, not LIKE 'digits%', because only comparisons PostgreSQL
 * knows cannot leak a row (leakproof) may use an index under row-level security.
 */
export function nextCode(digits: string): string | null {
  const kept = digits.replace(/9+$/, '');
  if (kept === '') return null;
  return kept.slice(0, -1) + String(Number(kept.at(-1)) + 1);
}

type Row = typeof inventory.$inferSelect;

export interface SearchPageQuery {
  db: DbOrTx;
  cid: string;
  /** Everything a row must meet: the business, the match, any filter of the list (in stock). */
  where: SQL;
  /** The list's own order, ids breaking ties. */
  order: SQL[];
  offset: number;
  pageSize: number;
}

/** Ids of one slice of a search, read off the list's order index, then their rows in that order. */
async function pageOfIds(db: DbOrTx, where: SQL, order: SQL[], limit: number, offset: number): Promise<string[]> {
  const found = await db.select({ id: inventory.id }).from(inventory).where(where).orderBy(...order).limit(limit).offset(offset);
  return found.map((f) => f.id);
}

async function rowsInOrder(db: DbOrTx, cid: string, ids: string[]): Promise<Row[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(inventory).where(and(eq(inventory.cid, cid), inArray(inventory.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A page of a word search in the list's order: the walk stops once it has the page. */
export async function searchPage(query: SearchPageQuery & { digits?: string }): Promise<Row[]> {
  if (query.digits !== undefined) return barcodeSearchPage({ ...query, digits: query.digits });
  const { db, cid, where, order, offset, pageSize } = query;
  return rowsInOrder(db, cid, await pageOfIds(db, where, order, pageSize, offset));
}

/**
 * A page of a barcode search: the same UPC, then those starting with it (both off the (cid, upc)
 * index), then those holding it elsewhere, each in the list's order. The last group is read only
 * when the first two do not fill the page, walking the list's order index until it is full.
 */
export async function barcodeSearchPage(query: SearchPageQuery & { digits: string }): Promise<Row[]> {
  const { db, cid, where, order, offset, pageSize, digits } = query;
  const next = nextCode(digits);
  const startsWith = and(
    where,
    sql`${inventory.upc} >= ${digits}`,
    next === null ? undefined : sql`${inventory.upc} < ${next}`,
    sql`${inventory.upc} like ${`${digits}%`}`,
  )!;
  const head = await pageOfIds(db, startsWith, [sql`${inventory.upc} <> ${digits}`, ...order], offset + pageSize, 0);
  let ids = head.slice(offset);
  if (head.length < offset + pageSize) {
    const holds = and(where, sql`${inventory.upc} not like ${`${digits}%`}`)!;
    ids = ids.concat(await pageOfIds(db, holds, order, pageSize - ids.length, Math.max(0, offset - head.length)));
  }
  return rowsInOrder(db, cid, ids);
}
