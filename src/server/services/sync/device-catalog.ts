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
import type { TDeviceCatalog } from '../../../domain/schemas/pos';
import { basisPointsToPercent } from '../../../domain/tax';
import type { DbOrTx } from '../../db/client';
import { one } from '../../db/raw';
import { catalogDeletions, inventory } from '../../db/schema';
import { toInventoryRow } from '../inventory';
import { saleTermsOf } from '../sale-terms';
import type { AuthContext } from '../sessions';
import { rateOf } from '../tax-classes';

/** The snapshot's horizon (oldest running transaction) and the next id to be given out. */
async function snapshotBounds(db: DbOrTx): Promise<{ xmin: bigint; xmax: bigint }> {
  const row = await one<{ xmin: string; xmax: string }>(db, sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin, pg_snapshot_xmax(pg_current_snapshot())::text as xmax`);
  return { xmin: BigInt(row.xmin), xmax: BigInt(row.xmax) };
}

export async function deviceCatalog(db: DbOrTx, caller: AuthContext, since: string | undefined): Promise<TDeviceCatalog> {
  const bounds = await snapshotBounds(db);
  // No cursor, or one this database never gave (another server's, or from before a restore): all of it.
  const from = since === undefined ? null : BigInt(since);
  const full = from === null || from > bounds.xmax;
  const [rows, deleted, { view, rates }] = await Promise.all([
    db
      .select()
      .from(inventory)
      .where(full ? eq(inventory.cid, caller.cid) : and(eq(inventory.cid, caller.cid), gte(inventory.changeXid, Number(from)))),
    full
      ? Promise.resolve([])
      : db
          .select({ id: catalogDeletions.inventoryId })
          .from(catalogDeletions)
          .where(and(eq(catalogDeletions.cid, caller.cid), gte(catalogDeletions.changeXid, Number(from)))),
    saleTermsOf(db, caller),
  ]);
  return {
    entries: rows.map((r) => ({ ...toInventoryRow(r, view), taxRate: basisPointsToPercent(rateOf(rates, r.item).rateBp) })),
    deleted: deleted.map((d) => d.id),
    cursor: bounds.xmin.toString(),
    full,
  };
}
