/**
 * The prices and tax rates each product has had, and since when (the `price_history` table). A sale
 * made offline arrives with the prices the device charged; they are taken as they are only when
 * the product really had them at some moment in the offline window before the sale (a device's
 * copy of the catalogue may be that old), so a clerk cannot ring up an invented price and then
 * refund it in cash. The app writes the history in the transaction of each change that moves a
 * product's price or rate: its price or category, a category's class, a class's rate, which class
 * is the default. A product with no history yet gets its price as of its creation first, so the
 * price it had before the first recorded change still counts.
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { priceHistory } from '../db/schema';

/** Which products a change may move: these, those of these categories, or all of the business's. */
export type PriceScope = { inventoryIds: readonly string[] } | { categories: readonly string[] } | 'all';

function scopeOf(scope: PriceScope): SQL {
  if (scope === 'all') return sql`true`;
  if ('inventoryIds' in scope) {
    if (scope.inventoryIds.length === 0) return sql`false`;
    return sql`i.id IN (SELECT jsonb_array_elements_text(${JSON.stringify(scope.inventoryIds)}::jsonb))`;
  }
  if (scope.categories.length === 0) return sql`false`;
  return sql`lower(i.item) IN (SELECT lower(jsonb_array_elements_text(${JSON.stringify(scope.categories)}::jsonb)))`;
}

/**
 * A product's rate as checkout finds it (tax-classes.ts `ratesFor` and `rateOf`): its category's
 * class, else the default class, else the settings' rate.
 */
const RATE_OF_ENTRY = sql`coalesce(
  (SELECT tc.rate_ppm FROM items it JOIN tax_classes tc ON tc.cid = it.cid AND tc.id = it.tax_class_id
    WHERE it.cid = i.cid AND lower(it.item) = lower(i.item) LIMIT 1),
  (SELECT tc.rate_ppm FROM tax_classes tc WHERE tc.cid = i.cid AND tc.is_default LIMIT 1),
  (SELECT s.taxrate_ppm FROM settings s WHERE s.cid = i.cid LIMIT 1),
  0)`;

/** Products in scope without any history: their price and rate now, as of their creation. */
async function startHistory(tx: DbOrTx, cid: string, scope: PriceScope): Promise<void> {
  await tx.execute(sql`
    INSERT INTO price_history (cid, inventory_id, price_cents, tax_rate_ppm, from_at)
    SELECT i.cid, i.id, i.price_cents, ${RATE_OF_ENTRY}, i.created_at
    FROM inventory i
    WHERE i.cid = ${cid} AND ${scopeOf(scope)}
      AND NOT EXISTS (SELECT 1 FROM price_history h WHERE h.cid = i.cid AND h.inventory_id = i.id)`);
}

/**
 * Products in scope whose price or rate now differs from their last row: a row from now. The
 * statement's own time, so two changes in one transaction stay in order.
 */
export async function notePrices(tx: DbOrTx, cid: string, scope: PriceScope): Promise<void> {
  await tx.execute(sql`
    INSERT INTO price_history (cid, inventory_id, price_cents, tax_rate_ppm, from_at)
    SELECT x.cid, x.id, x.price_cents, x.rate_ppm, statement_timestamp()
    FROM (
      SELECT i.cid, i.id, i.price_cents, ${RATE_OF_ENTRY} AS rate_ppm,
        (SELECT array[h.price_cents, h.tax_rate_ppm] FROM price_history h
          WHERE h.cid = i.cid AND h.inventory_id = i.id ORDER BY h.from_at DESC LIMIT 1) AS last
      FROM inventory i
      WHERE i.cid = ${cid} AND ${scopeOf(scope)}
    ) x
    WHERE x.last IS DISTINCT FROM array[x.price_cents, x.rate_ppm]`);
}

/**
 * Runs a change that may move the prices or rates of the products in scope, in the caller's
 * transaction, and keeps their history: what they were before (for products without a history
 * yet) and what they are after.
 */
export async function withPriceHistory<T>(tx: DbOrTx, cid: string, scope: PriceScope, change: () => Promise<T>): Promise<T> {
  await startHistory(tx, cid, scope);
  const result = await change();
  await notePrices(tx, cid, scope);
  return result;
}

/** What a product may have been charged at: every price and every rate it had in the window. */
export interface PricesHad {
  pricesCents: Set<number>;
  ratesPpm: Set<number>;
}

/**
 * The prices and rates each of these products had at some moment from `windowStart` to `soldAt`:
 * the one in force at `windowStart` and every later one until `soldAt`. A product whose history
 * starts after `soldAt` (a device clock running behind) is taken at its first row.
 */
export async function pricesHadBetween(db: DbOrTx, cid: string, inventoryIds: readonly string[], windowStart: Date, soldAt: Date): Promise<Map<string, PricesHad>> {
  const had = new Map<string, PricesHad>();
  if (inventoryIds.length === 0) return had;
  const rows = await db
    .select({ inventoryId: priceHistory.inventoryId, priceCents: priceHistory.priceCents, taxRatePpm: priceHistory.taxRatePpm, fromAt: priceHistory.fromAt })
    .from(priceHistory)
    .where(and(eq(priceHistory.cid, cid), sql`${priceHistory.inventoryId} IN (SELECT jsonb_array_elements_text(${JSON.stringify(inventoryIds)}::jsonb))`))
    .orderBy(asc(priceHistory.inventoryId), asc(priceHistory.fromAt));
  const byEntry = new Map<string, typeof rows>();
  for (const r of rows) byEntry.set(r.inventoryId, [...(byEntry.get(r.inventoryId) ?? []), r]);
  for (const [id, history] of byEntry) {
    const until = history.filter((r) => r.fromAt.getTime() <= soldAt.getTime());
    const inForceAtStart = until.filter((r) => r.fromAt.getTime() <= windowStart.getTime()).at(-1);
    const inWindow = until.length === 0 ? [history[0]] : until.filter((r) => r === inForceAtStart || r.fromAt.getTime() > windowStart.getTime());
    had.set(id, { pricesCents: new Set(inWindow.map((r) => r.priceCents)), ratesPpm: new Set(inWindow.map((r) => r.taxRatePpm)) });
  }
  return had;
}
