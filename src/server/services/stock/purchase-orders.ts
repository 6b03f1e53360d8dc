/**
 * Purchase orders: what a shop has ordered from a supplier, line by line, at what cost. Orders are
 * numbered 1, 2, 3 ... per business; lines copy the entry's UPC and name, so an order reads the same
 * after the entry changes or goes. Receiving goods against an order is ./receiving.ts.
 */
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { fromMinor, minorUnitIssue, toMinor } from '../../../domain/currency';
import { canCancel, orderTotalCents, type PurchaseOrderStatus } from '../../../domain/purchasing';
import type { TPurchaseOrder, TPurchaseOrderInput, TPurchaseOrderList, TPurchaseOrderListQuery } from '../../../domain/schemas/purchasing';
import { withinTransaction, type DbOrTx } from '../../db/client';
import { rows } from '../../db/raw';
import { inventory, purchaseOrderLines, purchaseOrders, suppliers } from '../../db/schema';
import { message } from '../../../i18n/translator';
import { conflict, invalid, isForeignKeyViolation, notFound } from '../../errors';
import { fieldAmountMessage } from '../amount-messages';
import { readPage } from '../paging';
import type { AuthContext } from '../sessions';
import { MAX_AMOUNT_MINOR, type AmountView } from '../inventory';
import { moneySettingsOf, viewOf } from '../settings';
import { findSupplier, SUPPLIER_NOT_FOUND } from './suppliers';

export type OrderRow = typeof purchaseOrders.$inferSelect;
export type OrderLineRow = typeof purchaseOrderLines.$inferSelect;
type SupplierRow = typeof suppliers.$inferSelect;
type Caller = Pick<AuthContext, 'cid' | 'isAdmin'>;

export const PURCHASE_ORDER_NOT_FOUND = 'Purchase order not found';
/** The counter in business_counters that numbers a business's purchase orders. */
const ORDER_COUNTER = 'purchase_order';

/** An order as a viewer sees it: amounts in the business currency, costs only if they may see them. */
export function toPurchaseOrder(po: OrderRow, supplier: SupplierRow, lines: OrderLineRow[], view: AmountView): TPurchaseOrder {
  const { showCost, currency } = view;
  const order: TPurchaseOrder = {
    _id: po.id,
    number: po.number,
    status: po.status as PurchaseOrderStatus,
    supplier: { _id: supplier.id, name: supplier.name, contact: supplier.contact, email: supplier.email, phone: supplier.phone },
    note: po.note,
    lines: lines.map((l) => ({
      inventoryId: l.inventoryId,
      upc: l.upc,
      name: l.name,
      qty: l.qty,
      received: l.received,
      ...(showCost ? { cost: fromMinor(l.costCents, currency) } : {}),
    })),
    createdAt: po.createdAt.toISOString(),
    updatedAt: po.updatedAt.toISOString(),
  };
  if (showCost) order.total = fromMinor(po.totalCents, currency);
  return order;
}

const orderOf = (cid: string, id: string) => and(eq(purchaseOrders.cid, cid), eq(purchaseOrders.id, id));
const supplierOfOrder = and(eq(suppliers.cid, purchaseOrders.cid), eq(suppliers.id, purchaseOrders.supplierId));

export async function linesOf(db: DbOrTx, cid: string, orderId: string): Promise<OrderLineRow[]> {
  return db
    .select()
    .from(purchaseOrderLines)
    .where(and(eq(purchaseOrderLines.cid, cid), eq(purchaseOrderLines.purchaseOrderId, orderId)))
    .orderBy(purchaseOrderLines.position);
}

/**
 * An order with its supplier. `lock` takes the order's row lock for the rest of the transaction:
 * every change to an order (a receipt, a cancellation) takes it first, so changes to one order
 * happen one after another and each sees the lines as the one before left them.
 */
export async function findOrder(db: DbOrTx, cid: string, id: string, lock = false): Promise<{ po: OrderRow; supplier: SupplierRow } | undefined> {
  const query = db.select({ po: purchaseOrders, supplier: suppliers }).from(purchaseOrders).innerJoin(suppliers, supplierOfOrder).where(orderOf(cid, id)).limit(1);
  const [row] = lock ? await query.for('update', { of: purchaseOrders }) : await query;
  return row;
}

export async function getPurchaseOrder(db: DbOrTx, caller: Caller, id: string): Promise<TPurchaseOrder> {
  const found = await findOrder(db, caller.cid, id);
  if (!found) throw notFound(PURCHASE_ORDER_NOT_FOUND);
  const [lines, view] = await Promise.all([linesOf(db, caller.cid, id), viewOf(db, caller)]);
  return toPurchaseOrder(found.po, found.supplier, lines, view);
}

/** A page of the business's orders, newest (highest number) first, of one status when asked. */
export async function listPurchaseOrders(db: DbOrTx, caller: Caller, query: TPurchaseOrderListQuery, pageSize: number): Promise<TPurchaseOrderList> {
  const where: SQL | undefined = and(eq(purchaseOrders.cid, caller.cid), query.status ? eq(purchaseOrders.status, query.status) : undefined);
  const [result, { showCost, currency }] = await Promise.all([
    readPage({
      requested: query.pageNumber,
      pageSize,
      rows: (offset) =>
        db
          .select({ po: purchaseOrders, supplierName: suppliers.name })
          .from(purchaseOrders)
          .innerJoin(suppliers, supplierOfOrder)
          .where(where)
          .orderBy(desc(purchaseOrders.number))
          .limit(pageSize)
          .offset(offset),
      count: async () => (await db.select({ n: count() }).from(purchaseOrders).where(where))[0].n,
    }),
    viewOf(db, caller),
  ]);
  const ids = result.rows.map((r) => r.po.id);
  const sums = ids.length
    ? await db
        .select({
          orderId: purchaseOrderLines.purchaseOrderId,
          lineCount: sql<number>`count(*)::int`,
          qty: sql<number>`coalesce(sum(${purchaseOrderLines.qty}), 0)::int`,
          received: sql<number>`coalesce(sum(${purchaseOrderLines.received}), 0)::int`,
        })
        .from(purchaseOrderLines)
        .where(and(eq(purchaseOrderLines.cid, caller.cid), inArray(purchaseOrderLines.purchaseOrderId, ids)))
        .groupBy(purchaseOrderLines.purchaseOrderId)
    : [];
  const sumOf = new Map(sums.map((s) => [s.orderId, s]));
  return {
    purchaseOrders: result.rows.map(({ po, supplierName }) => {
      const sum = sumOf.get(po.id);
      return {
        _id: po.id,
        number: po.number,
        status: po.status as PurchaseOrderStatus,
        supplier: { _id: po.supplierId, name: supplierName },
        lineCount: Number(sum?.lineCount ?? 0),
        qty: Number(sum?.qty ?? 0),
        received: Number(sum?.received ?? 0),
        ...(showCost ? { total: fromMinor(po.totalCents, currency) } : {}),
        createdAt: po.createdAt.toISOString(),
        updatedAt: po.updatedAt.toISOString(),
      };
    }),
    page: result.page,
    pages: result.pages,
    count: result.count,
  };
}

/** The business's next order number. The counter's row stays locked until the order commits, so numbers are never shared or skipped. */
async function nextOrderNumber(db: DbOrTx, cid: string): Promise<number> {
  const [row] = await rows<{ value: string | number }>(
    db,
    sql`insert into business_counters (cid, name, value) values (${cid}, ${ORDER_COUNTER}, 1)
        on conflict (cid, name) do update set value = business_counters.value + 1
        returning value`,
  );
  return Number(row.value);
}

/** Places an order with a supplier (admins). Every entry and the supplier must be the business's own. */
export async function createPurchaseOrder(db: DbOrTx, caller: AuthContext, input: TPurchaseOrderInput): Promise<TPurchaseOrder> {
  const cid = caller.cid;
  const supplier = await findSupplier(db, cid, input.supplierId);
  if (!supplier) throw notFound(SUPPLIER_NOT_FOUND);
  const ids = input.lines.map((l) => l.inventoryId);
  const entries = await db
    .select({ id: inventory.id, upc: inventory.upc, name: inventory.subname })
    .from(inventory)
    .where(and(eq(inventory.cid, cid), inArray(inventory.id, ids)));
  const entryOf = new Map(entries.map((e) => [e.id, e]));
  const { currency } = await moneySettingsOf(db, cid);
  const lines = input.lines.map((l, i) => {
    // At least one minor unit, and no more decimals than the currency has (USD: the spec's words).
    const issue = minorUnitIssue(l.cost, currency, { minMinor: 1, maxMinor: MAX_AMOUNT_MINOR });
    if (issue) throw invalid(`lines.${i}.cost`, fieldAmountMessage(`lines.${i}.cost`, issue));
    const entry = entryOf.get(l.inventoryId);
    if (!entry) throw notFound(message('errors:purchaseOrders.entryNotFoundOnLine', { line: i + 1 }));
    return { cid, inventoryId: entry.id, upc: entry.upc, name: entry.name, qty: l.qty, costCents: toMinor(l.cost, currency), position: i + 1 };
  });
  let totalCents: number;
  try {
    totalCents = orderTotalCents(lines);
  } catch {
    throw invalid('lines', 'lines: the order is too large; split it into smaller orders');
  }
  return withinTransaction(db, async (tx) => {
    const number = await nextOrderNumber(tx, cid);
    const [po] = await tx
      .insert(purchaseOrders)
      .values({ cid, number, supplierId: supplier.id, note: input.note, totalCents, createdBy: caller.userId })
      .returning()
      .catch((err: unknown) => {
        // The supplier was deleted since it was read.
        throw isForeignKeyViolation(err) ? notFound(SUPPLIER_NOT_FOUND) : err;
      });
    const written = await tx
      .insert(purchaseOrderLines)
      .values(lines.map((l) => ({ ...l, purchaseOrderId: po.id })))
      .returning();
    return toPurchaseOrder(po, supplier, written.sort((a, b) => a.position - b.position), await viewOf(tx, caller));
  });
}

/** Cancels an order while nothing has been received on it (admins). */
export async function cancelPurchaseOrder(db: DbOrTx, caller: AuthContext, id: string): Promise<TPurchaseOrder> {
  return withinTransaction(db, async (tx) => {
    const found = await findOrder(tx, caller.cid, id, true);
    if (!found) throw notFound(PURCHASE_ORDER_NOT_FOUND);
    const { po, supplier } = found;
    const status = po.status as PurchaseOrderStatus;
    if (!canCancel(status)) {
      throw conflict(message(status === 'cancelled' ? 'errors:purchaseOrders.alreadyCancelled' : 'errors:purchaseOrders.notCancellable', { number: po.number }));
    }
    const [cancelled] = await tx.update(purchaseOrders).set({ status: 'cancelled', updatedAt: new Date() }).where(orderOf(caller.cid, id)).returning();
    return toPurchaseOrder(cancelled, supplier, await linesOf(tx, caller.cid, id), await viewOf(tx, caller));
  });
}
