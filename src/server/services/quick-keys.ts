/**
 * The terminal's quick keys (issue 16, item 4): read by anyone at the till, set by an admin as a
 * whole ordered grid. Each key is answered as the terminal's product row (price, stock, tax rate),
 * so a tap rings it up exactly as a scan would; a product out of stock keeps its key, greyed out.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TQuickKeys, TQuickKeysInput } from '../../domain/schemas/pos';
import { withinTransaction, type DbOrTx } from '../db/client';
import { inventory, quickKeys } from '../db/schema';
import { badRequest } from '../errors';
import { toInventoryRow } from './inventory';
import { saleTermsOf } from './sale-terms';
import type { AuthContext } from './sessions';
import { posTaxOf, rateOf } from './tax-classes';

export async function listQuickKeys(db: DbOrTx, caller: AuthContext): Promise<TQuickKeys> {
  const [rows, { view, rates }] = await Promise.all([
    db
      .select({ entry: inventory })
      .from(quickKeys)
      .innerJoin(inventory, and(eq(inventory.cid, quickKeys.cid), eq(inventory.id, quickKeys.inventoryId)))
      .where(eq(quickKeys.cid, caller.cid))
      .orderBy(asc(quickKeys.position)),
    saleTermsOf(db, caller),
  ]);
  return { keys: rows.map(({ entry }) => ({ ...toInventoryRow(entry, view), ...posTaxOf(rateOf(rates, entry.item)) })) };
}

/** Replaces the grid in one transaction; an id that is not one of the business's products changes nothing. */
export async function saveQuickKeys(db: DbOrTx, caller: AuthContext, input: TQuickKeysInput): Promise<TQuickKeys> {
  await withinTransaction(db, async (tx) => {
    if (input.entries.length > 0) {
      const known = await tx
        .select({ id: inventory.id })
        .from(inventory)
        .where(and(eq(inventory.cid, caller.cid), inArray(inventory.id, input.entries)));
      if (known.length !== input.entries.length) throw badRequest('Quick keys can only hold products of your inventory');
    }
    await tx.delete(quickKeys).where(eq(quickKeys.cid, caller.cid));
    if (input.entries.length > 0) await tx.insert(quickKeys).values(input.entries.map((inventoryId, position) => ({ cid: caller.cid, inventoryId, position })));
  });
  return listQuickKeys(db, caller);
}
