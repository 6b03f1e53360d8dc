/**
 * What an admin drafting a purchase order picks from: entries found by a scanned UPC or a search,
 * and "Order what is low" (every entry at or under its low level, the low-inventory report's rule,
 * with the quantity that brings it to twice that level: src/domain/purchasing.ts).
 */
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { sameProductCodes } from '../../../domain/barcodes';
import { fromMinor } from '../../../domain/currency';
import { MAX_PURCHASE_ORDER_LINES, reorderQty } from '../../../domain/purchasing';
import type { TOrderableEntries, TOrderableEntry } from '../../../domain/schemas/purchasing';
import type { DbOrTx } from '../../db/client';
import { inventory } from '../../db/schema';
import { searchWords, typedBarcode } from '../../../domain/search-text';
import { escapeLike } from '../paging';
import { moneySettingsOf } from '../settings';

type Row = typeof inventory.$inferSelect;

function toOrderable(row: Row, currency: string): TOrderableEntry {
  return {
    inventoryId: row.id,
    upc: row.upc,
    name: row.subname,
    manufacturer: row.manufacturer,
    onHand: row.qty,
    lowinventory: row.lowinventory,
    cost: fromMinor(row.costCents, currency),
    reorderQty: reorderQty(row.qty, row.lowinventory),
  };
}

/** The low-inventory report's order, which its partial index serves. */
const BY_MANUFACTURER_LOW = [asc(sql`lower(${inventory.manufacturer})`), asc(inventory.manufacturer), asc(sql`lower(${inventory.subname})`), asc(inventory.id)];

/** Every low entry, up to one order's worth of lines, and how many are low in all. */
export async function lowStockEntries(db: DbOrTx, cid: string, limit = MAX_PURCHASE_ORDER_LINES): Promise<TOrderableEntries> {
  const isLow = and(eq(inventory.cid, cid), lte(inventory.qty, inventory.lowinventory));
  const found = await db
    .select({ row: inventory, total: sql<number>`count(*) over ()` })
    .from(inventory)
    .where(isLow)
    .orderBy(...BY_MANUFACTURER_LOW)
    .limit(limit);
  const { currency } = await moneySettingsOf(db, cid);
  return { entries: found.map((f) => toOrderable(f.row, currency)), count: Number(found[0]?.total ?? 0) };
}

/**
 * Entries matching a scan or a search, by the rule of every product search (src/domain/search-text.ts):
 * a barcode typed with or without spaces and dashes finds the entry with exactly that UPC first, then
 * those starting with it, then those holding it; words find entries whose name and maker hold every
 * one, in any order, without regard to accents or case; then by name.
 */
export async function findOrderableEntries(db: DbOrTx, cid: string, keyword: string, limit: number): Promise<TOrderableEntries> {
  const digits = typedBarcode(keyword);
  const words = searchWords(keyword);
  if (words.length === 0) return { entries: [], count: 0 };
  const byName = and(...words.map((word) => sql`(${inventory.subnameFolded} || ' ' || ${inventory.manufacturerFolded}) like ${`%${escapeLike(word)}%`}`))!;
  // A scan of a UPC-A finds the entry kept as its EAN-13 form and back (src/domain/barcodes.ts), first.
  const same = digits === null ? [] : sameProductCodes(digits);
  const byCode = digits === null ? undefined : or(sql`${inventory.upc} like ${`%${digits}%`}`, inArray(inventory.upc, same));
  const rank = digits === null ? sql`2` : sql`(case when ${inArray(inventory.upc, same)} then 0 when ${inventory.upc} like ${`${digits}%`} then 1 else 2 end)`;
  const found = await db
    .select({ row: inventory, total: sql<number>`count(*) over ()` })
    .from(inventory)
    .where(and(eq(inventory.cid, cid), byCode ? or(byCode, byName) : byName))
    .orderBy(asc(rank), asc(sql`lower(${inventory.subname})`), asc(inventory.id))
    .limit(limit);
  const { currency } = await moneySettingsOf(db, cid);
  return { entries: found.map((f) => toOrderable(f.row, currency)), count: Number(found[0]?.total ?? 0) };
}
