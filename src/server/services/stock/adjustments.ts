/**
 * Hand adjustments: units found, or gone (damaged, lost, stolen), with a reason and a note. Each
 * is one `adjust` movement; its cause is the adjustment's kind (refType 'adjustment', refId the
 * reason), so the history says why without a table of its own.
 */
import { and, eq } from 'drizzle-orm';
import { MAX_QTY } from '../../../domain/schemas/inventory';
import type { TAdjustment, TAdjustmentResult } from '../../../domain/schemas/stock';
import { withinTransaction, type DbOrTx } from '../../db/client';
import { inventory, stockMovements } from '../../db/schema';
import { message } from '../../../i18n/translator';
import { invalid, notFound } from '../../errors';
import { toInventoryRow } from '../inventory';
import type { AuthContext } from '../sessions';
import { viewOf } from '../settings';
import { actorOf, moveStock, StockChangeRefused } from './ledger';
import { toMovement } from './movements';

export async function adjustStock(db: DbOrTx, caller: AuthContext, inventoryId: string, input: TAdjustment): Promise<TAdjustmentResult> {
  return withinTransaction(db, async (tx) => {
    const moved = await moveStock(tx, caller.cid, actorOf(caller), {
      inventoryId,
      add: input.delta,
      reason: 'adjust',
      refType: 'adjustment',
      refId: input.reason,
      note: input.note,
    }).catch((err: unknown) => {
      if (!(err instanceof StockChangeRefused)) throw err;
      if (err.refusal.kind === 'missing') throw notFound('Inventory entry not found');
      if (err.refusal.kind === 'below-floor') throw invalid('delta', message('errors:stock.adjustBelowZero', { onHand: err.refusal.onHand }));
      throw invalid('delta', message('errors:stock.aboveMax', { max: MAX_QTY }));
    });
    const [[entry], [movement]] = await Promise.all([
      tx.select().from(inventory).where(and(eq(inventory.cid, caller.cid), eq(inventory.id, inventoryId))),
      tx.select().from(stockMovements).where(and(eq(stockMovements.cid, caller.cid), eq(stockMovements.id, moved.movementId ?? ''))),
    ]);
    return { entry: toInventoryRow(entry, await viewOf(tx, caller)), movement: toMovement(movement) };
  });
}
