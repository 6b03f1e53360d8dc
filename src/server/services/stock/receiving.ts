/**
 * Receiving goods against a purchase order, in part or in full. In one transaction:
 * - the order's row is locked, so receipts of one order happen one after another, and each line's
 *   `received` rises only where it stays within what was ordered (the table's CHECK is the last
 *   line of defence); more than is still to come is refused, naming the line;
 * - stock rises through the ledger with one `receive` movement per entry;
 * - each entry's cost becomes the weighted average of what was on hand and what arrived
 *   (src/domain/purchasing.ts), from the quantity on hand just before, read with the entry locked;
 * - the order becomes `partial`, or `received` once every line is complete.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { canReceive, receivingStatus, remainingOf, weightedAverageCostCents, type PurchaseOrderStatus } from '../../../domain/purchasing';
import { MAX_QTY } from '../../../domain/schemas/inventory';
import type { TPurchaseOrder, TReceiptInput } from '../../../domain/schemas/purchasing';
import { withinTransaction, type DbOrTx } from '../../db/client';
import { inventory, purchaseOrderLines, purchaseOrders } from '../../db/schema';
import { message } from '../../../i18n/translator';
import { conflict, invalid, notFound } from '../../errors';
import type { AuthContext } from '../sessions';
import { viewOf } from '../settings';
import { actorOf, moveStockMany, StockChangeRefused } from './ledger';
import { findOrder, linesOf, PURCHASE_ORDER_NOT_FOUND, toPurchaseOrder, type OrderLineRow, type OrderRow } from './purchase-orders';

function refusedStatus(po: OrderRow) {
  return message(po.status === 'cancelled' ? 'errors:purchaseOrders.cancelledNoReceipt' : 'errors:purchaseOrders.receivedInFull', { number: po.number });
}

/** A line as refusals name it: "Cola (012345)". */
const described = (line: OrderLineRow) => ({ name: line.name, upc: line.upc });

export async function receivePurchaseOrder(db: DbOrTx, caller: AuthContext, id: string, input: TReceiptInput): Promise<TPurchaseOrder> {
  const cid = caller.cid;
  return withinTransaction(db, async (tx) => {
    const found = await findOrder(tx, cid, id, true);
    if (!found) throw notFound(PURCHASE_ORDER_NOT_FOUND);
    const { po, supplier } = found;
    if (!canReceive(po.status as PurchaseOrderStatus)) throw conflict(refusedStatus(po));

    // Read after the lock: the lines as the last receipt of this order left them.
    const lines = await linesOf(tx, cid, id);
    const lineOf = new Map(lines.map((l) => [l.inventoryId, l]));
    const receipts = input.lines.map((wanted, i) => {
      const line = lineOf.get(wanted.inventoryId);
      if (!line) throw invalid(`lines.${i}.inventoryId`, message('errors:purchaseOrders.notOnOrder', { field: `lines.${i}.inventoryId`, number: po.number }));
      const left = remainingOf(line);
      if (wanted.qty > left) {
        const values = { field: `lines.${i}.qty`, qty: wanted.qty, ...described(line), ordered: line.qty };
        throw invalid(
          `lines.${i}.qty`,
          left === 0 ? message('errors:purchaseOrders.moreThanOrderedAllReceived', values) : message('errors:purchaseOrders.moreThanOrdered', { ...values, count: left }),
        );
      }
      return { index: i, line, qty: wanted.qty };
    });

    for (const r of receipts) {
      const [updated] = await tx
        .update(purchaseOrderLines)
        .set({ received: sql`${purchaseOrderLines.received} + ${r.qty}` })
        .where(and(eq(purchaseOrderLines.cid, cid), eq(purchaseOrderLines.id, r.line.id), sql`${purchaseOrderLines.received} + ${r.qty} <= ${purchaseOrderLines.qty}`))
        .returning({ received: purchaseOrderLines.received });
      // The order's lock makes this unreachable; should it ever be reached, nothing is received.
      if (!updated) throw conflict(message('errors:purchaseOrders.receivedMeanwhile', described(r.line)));
      r.line.received = updated.received;
    }

    const ids = receipts.map((r) => r.line.inventoryId);
    const moved = await moveStockMany(
      tx,
      cid,
      actorOf(caller),
      receipts.map((r) => ({ inventoryId: r.line.inventoryId, add: r.qty, reason: 'receive', refType: 'purchase_order', refId: po.id, note: `Purchase order ${po.number}` })),
    ).catch((err: unknown) => {
      if (!(err instanceof StockChangeRefused)) throw err;
      const r = receipts.find((x) => x.line.inventoryId === err.inventoryId);
      if (!r) throw err;
      if (err.refusal.kind === 'missing') throw conflict(message('errors:purchaseOrders.entryGone', described(r.line)));
      throw invalid(`lines.${r.index}.qty`, message('errors:purchaseOrders.wouldPassMax', { field: `lines.${r.index}.qty`, ...described(r.line), max: MAX_QTY }));
    });

    // The ledger holds every received entry's row lock until the transaction ends, so the cost
    // read here is the one the quantity before the receipt was at.
    const costs = await tx
      .select({ id: inventory.id, costCents: inventory.costCents })
      .from(inventory)
      .where(and(eq(inventory.cid, cid), inArray(inventory.id, ids)));
    const costOf = new Map(costs.map((c) => [c.id, c.costCents]));
    for (const r of receipts) {
      const change = moved.get(r.line.inventoryId);
      const cost = costOf.get(r.line.inventoryId);
      if (!change || cost === undefined) continue;
      const onHandBefore = change.qtyAfter - change.delta;
      const averaged = weightedAverageCostCents(onHandBefore, cost, r.qty, r.line.costCents);
      if (averaged !== cost) {
        await tx
          .update(inventory)
          .set({ costCents: averaged })
          .where(and(eq(inventory.cid, cid), eq(inventory.id, r.line.inventoryId)));
      }
    }

    const [updated] = await tx
      .update(purchaseOrders)
      .set({ status: receivingStatus(lines), updatedAt: new Date() })
      .where(and(eq(purchaseOrders.cid, cid), eq(purchaseOrders.id, id)))
      .returning();
    return toPurchaseOrder(updated, supplier, lines, await viewOf(tx, caller));
  });
}
