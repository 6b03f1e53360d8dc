/**
 * The sales terminal's product list: the business's products that are in stock, paged and
 * searchable by one field, each with the rate of its tax class so the terminal prices a cart as
 * checkout will.
 */
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { barcodeTwin, normaliseBarcode, sameProductCodes } from '../../domain/barcodes';
import type { TPosList, TPosListQuery } from '../../domain/schemas/pos';
import type { DbOrTx } from '../db/client';
import { preparedPerDb } from '../db/prepared';
import { inventory } from '../db/schema';
import { rememberedCount } from './count-cache';
import { preparedEntryPage, toInventoryRow } from './inventory';
import { cappedCount, inventoryMatch, searchPage, SEARCH_COUNT_CAP, walkingIndexes } from './inventory-search';
import { readPage, type PageSource } from './paging';
import type { AuthContext } from './sessions';
import { saleTermsOf } from './sale-terms';
import { posTaxOf, rateOf } from './tax-classes';

/**
 * "In stock", written as a literal: a parameter (`qty > $2`) would keep a prepared statement's
 * generic plan from using the partial index whose predicate is `qty > 0`.
 */
const IN_STOCK = sql`${inventory.qty} > 0`;

/** The terminal's order: by manufacturer, then name, id breaking ties so pages are stable. */
const BY_MANUFACTURER = [asc(inventory.manufacturer), asc(inventory.subname), asc(inventory.id)];

/** A page of everything in stock, the terminal's opening list, off the partial in-stock index. */
const inStockPage = preparedEntryPage('pos_in_stock_page', and(eq(inventory.cid, sql.placeholder('cid')), IN_STOCK), BY_MANUFACTURER);

/**
 * A scanned barcode: the in-stock product with this UPC or its UPC-A/EAN-13 twin (`twin`, the code
 * itself when it has none), the code as scanned first should both be stored.
 */
const scannedUpc = preparedPerDb((db) =>
  db
    .select()
    .from(inventory)
    .where(and(eq(inventory.cid, sql.placeholder('cid')), sql`${inventory.upc} in (${sql.placeholder('upc')}, ${sql.placeholder('twin')})`, IN_STOCK))
    .orderBy(sql`${inventory.upc} <> ${sql.placeholder('upc')}`)
    .limit(1)
    .prepare('pos_scanned_upc'),
);

export async function listProductsForSale(db: DbOrTx, auth: AuthContext, query: TPosListQuery, pageSize: number): Promise<TPosList> {
  const exactUpc = Boolean(query.keyword) && query.exact && query.field === 'upc';
  // A scan is read as every barcode is (spaces and dashes gone) and finds its twin's entry too.
  const scanned = normaliseBarcode(query.keyword);
  const match = query.keyword && !exactUpc ? inventoryMatch(query.field, query.keyword) : undefined;
  const filters: SQL[] = [eq(inventory.cid, auth.cid), IN_STOCK];
  if (exactUpc) filters.push(inArray(inventory.upc, sameProductCodes(scanned)));
  if (match) filters.push(match.where);
  const where = and(...filters)!;

  const countKey = JSON.stringify(['pos', auth.cid, query.keyword && query.field, query.keyword, query.exact]);
  // Currency, cost policy and tax rates in one read, beside the page: two round trips in all.
  const { view, rates } = await saleTermsOf(db, auth);
  const sourceOn = (conn: DbOrTx): PageSource<typeof inventory.$inferSelect> => ({
    requested: query.pageNumberpos,
    pageSize,
    rows: (offset) => {
      // A scan finds one product or none (the code as scanned before its twin).
      if (exactUpc) return offset === 0 ? scannedUpc(conn).execute({ cid: auth.cid, upc: scanned, twin: barcodeTwin(scanned) ?? scanned }) : Promise.resolve([]);
      if (!match) return inStockPage(conn, pageSize).execute({ cid: auth.cid, offset });
      // A search walks the in-stock index in the terminal's order (a barcode's exact and prefix matches first).
      return searchPage({ db: conn, cid: auth.cid, where, order: BY_MANUFACTURER, offset, pageSize, digits: match.digits });
    },
    // A search is counted up to its cap only (countCapped); the whole in-stock list keeps its remembered count.
    count: () => (match ? cappedCount(conn, where) : rememberedCount(countKey, async () => (await conn.select({ total: count() }).from(inventory).where(where))[0].total)),
    ...(match ? { cap: { limit: SEARCH_COUNT_CAP, exactCount: async () => (await conn.select({ total: count() }).from(inventory).where(where))[0].total } } : {}),
  });
  const result = match ? await walkingIndexes(db, (tx) => readPage(sourceOn(tx))) : await readPage(sourceOn(db));

  return {
    sales: result.rows.map((r) => ({ ...toInventoryRow(r, view), ...posTaxOf(rateOf(rates, r.item)) })),
    countpos: result.count,
    pagespos: result.pages,
    pagepos: result.page,
    ...(result.countCapped ? { countCapped: true } : {}),
  };
}
