/**
 * The terminal's catalogue on the device (issue 15, item 2): the whole catalogue once, then only
 * what changed. Each product row carries the id of the transaction that last wrote it and each
 * deletion leaves a tombstone (migration 0019), so a delta is "rows written by a transaction at or
 * after the cursor".
 *
 * The cursor handed out is the oldest transaction still running when the delta is read
 * (pg_snapshot_xmin): anything older is committed and in this answer, and a slow transaction that
 * commits afterwards has an id at or above the cursor, so the next delta finds it. The price is
 * that rows written since that oldest transaction come again next time; applying them twice
 * changes nothing.
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import { fromMinor } from '../../../domain/currency';
import type { TDeviceCatalog, TPosProduct } from '../../../domain/schemas/pos';
import type { DbOrTx } from '../../db/client';
import { one } from '../../db/raw';
import { catalogDeletions, inventory } from '../../db/schema';
import { saleTermsOf } from '../sale-terms';
import type { AuthContext } from '../sessions';
import { posTaxOf, rateOf } from '../tax-classes';

/** The snapshot's horizon (oldest running transaction) and the next id to be given out. */
async function snapshotBounds(db: DbOrTx): Promise<{ xmin: bigint; xmax: bigint }> {
  const row = await one<{ xmin: string; xmax: string }>(db, sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin, pg_snapshot_xmax(pg_current_snapshot())::text as xmax`);
  return { xmin: BigInt(row.xmin), xmax: BigInt(row.xmax) };
}

/** One product as the query below hands it over: the columns of an entry, in this order. */
type EntryTuple = [id: string, upc: string, item: string, manufacturer: string, subname: string, qty: number, lowinventory: number, costCents: number, priceCents: number, updatedAtMs: number];

/**
 * The business's products (all, or those written at or after `from`) as one JSON text made by the
 * database, not a row each: the embedded database hands rows over one by one through JavaScript,
 * and 100,000 of them took 2.2 s where the same entries as one JSON array take about 0.3 s.
 */
function entriesQuery(cid: string, from: bigint | null) {
  const i = inventory;
  const changed = from === null ? sql`` : sql` and ${i.changeXid} >= ${Number(from)}`;
  return sql`select coalesce(json_agg(json_build_array(${i.id}, ${i.upc}, ${i.item}, ${i.manufacturer}, ${i.subname}, ${i.qty}, ${i.lowinventory}, ${i.costCents}, ${i.priceCents},
      floor(extract(epoch from ${i.updatedAt}) * 1000)))::text, '[]') as entries
    from ${i} where ${i.cid} = ${cid}${changed}`;
}

export async function deviceCatalog(db: DbOrTx, caller: AuthContext, since: string | undefined): Promise<TDeviceCatalog> {
  const bounds = await snapshotBounds(db);
  // No cursor, or one this database never gave (another server's, or from before a restore): all of it.
  const from = since === undefined ? null : BigInt(since);
  const full = from === null || from > bounds.xmax;
  const [found, deleted, { view, rates }] = await Promise.all([
    one<{ entries: string }>(db, entriesQuery(caller.cid, full ? null : from)),
    full
      ? Promise.resolve([])
      : db
          .select({ id: catalogDeletions.inventoryId })
          .from(catalogDeletions)
          .where(and(eq(catalogDeletions.cid, caller.cid), gte(catalogDeletions.changeXid, Number(from)))),
    saleTermsOf(db, caller),
  ]);
  const tuples = JSON.parse(found.entries) as EntryTuple[];
  // The fields and amounts of an inventory row as toInventoryRow (../inventory) writes them, and the tax rate of its category.
  const entries = tuples.map(([id, upc, item, manufacturer, subname, qty, lowinventory, costCents, priceCents, updatedAtMs]): TPosProduct => {
    const entry: TPosProduct = {
      _id: id,
      upc,
      item,
      manufacturer,
      subname,
      qty,
      lowinventory,
      price: fromMinor(priceCents, view.currency),
      cid: caller.cid,
      updatedAt: new Date(updatedAtMs).toISOString(),
      ...posTaxOf(rateOf(rates, item)),
    };
    if (view.showCost) entry.cost = fromMinor(costCents, view.currency);
    return entry;
  });
  return {
    entries,
    deleted: deleted.map((d) => d.id),
    cursor: bounds.xmin.toString(),
    full,
  };
}
