/**
 * What an admin drafting a purchase order picks from: entries found by a scanned UPC or a search,
 * and "Order what is low" (every entry at or under its low level, the low-inventory report's rule,
 * with the quantity that brings it to twice that level: src/domain/purchasing.ts).
 */
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { fromMinor } from '../../../domain/currency';
import { MAX_PURCHASE_ORDER_LINES, reorderQty } from '../../../domain/purchasing';
import type { TOrderableEntries, TOrderableEntry } from '../../../domain/schemas/purchasing';
import type { DbOrTx } from '../../db/client';
import { inventory } from '../../db/schema';
import { containsIgnoringCase } from '../paging';
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
 * Entries matching a scan or a search: the entry whose UPC is exactly `keyword` first (a scanner
 * types a whole UPC), then those whose UPC, name or manufacturer holds it, by name.
 */
export async function findOrderableEntries(db: DbOrTx, cid: string, keyword: string, limit: number): Promise<TOrderableEntries> {
  if (!keyword) return { entries: [], count: 0 };
  const exact = sql`${inventory.upc} = ${keyword}`;
  const found = await db
    .select({ row: inventory, total: sql<number>`count(*) over ()` })
    .from(inventory)
    .where(
      and(
        eq(inventory.cid, cid),
        sql`(${exact} or ${containsIgnoringCase(inventory.upc, keyword)} or ${containsIgnoringCase(inventory.subname, keyword)} or ${containsIgnoringCase(inventory.manufacturer, keyword)})`,
      ),
    )
    .orderBy(sql`${exact} desc`, asc(sql`lower(${inventory.subname})`), asc(inventory.id))
    .limit(limit);
  const { currency } = await moneySettingsOf(db, cid);
  return { entries: found.map((f) => toOrderable(f.row, currency)), count: Number(found[0]?.total ?? 0) };
}
