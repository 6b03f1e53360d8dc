/**
 * Returns: some or all units of a receipt come back, the stock goes back on the shelf through the
 * ledger, and the customer gets a refund computed once for all (src/domain/refunds.ts) and paid
 * back the way the sale was paid unless an admin says otherwise. The receipt row is locked first,
 * so two returns of the same receipt, even from two app instances, take turns and never give back
 * more than was sold.
 */
import { normaliseBarcode } from '../../../domain/barcodes';
import { and, asc, eq, sql } from 'drizzle-orm';
import { roundCashRefund } from '../../../domain/cash-rounding';
import { fitsMinorUnit, fromMinor, toMinor } from '../../../domain/currency';
import { MSG } from '../../../domain/messages';
import type { Payment } from '../../../domain/payments';
import { refundAsPaid, refundOf, refundTaxesOf, sameRefundSplit, tendersNetOfChange, type RefundableSale } from '../../../domain/refunds';
import type { TPartialReturn, TReturnResult } from '../../../domain/schemas/money';
import { BARCODE_PATTERN } from '../../../domain/schemas/pos';
import { withinTransaction, type DbOrTx } from '../../db/client';
import { refundPayments, saleLines, salePayments, saleReturnLines, saleReturns, saleReturnTaxes, sales, saleTaxes } from '../../db/schema';
import { message } from '../../../i18n/translator';
import { AppError, forbidden, invalid, notFound } from '../../errors';
import { decimalsMessage } from '../amount-messages';
import { cashRoundingOf } from '../region';
import type { AuthContext } from '../sessions';
import { actorOf, moveStock, StockChangeRefused } from '../stock/ledger';
import { openShiftForRefund } from './registers';

type SaleRow = typeof sales.$inferSelect;
type LineRow = typeof saleLines.$inferSelect;

export const NOT_ON_RECEIPT = 'This product is not on the receipt';
export const onlyLeftMessage = (left: number) => message('errors:returns.onlyLeft', { left });
export const SALE_HELD_MESSAGE = 'This sale was made offline at prices the products never had: an admin must accept it under Offline Sales before it can be refunded';

export interface ReturnRequest extends Omit<TPartialReturn, 'lines'> {
  /** Units per product; `undefined` means every unit still to return (the spec's whole-receipt return). */
  lines?: TPartialReturn['lines'];
}

export interface ReturnDone {
  result: TReturnResult;
  sale: SaleRow;
}

/** Returns units of a receipt in the caller's business and refunds them, in one transaction. */
export async function returnUnits(db: DbOrTx, auth: AuthContext, request: ReturnRequest): Promise<ReturnDone> {
  const barcode = normaliseBarcode(request.barcode);
  if (!BARCODE_PATTERN.test(barcode)) throw notFound(MSG.noReturnReceipt);
  return withinTransaction(db, async (tx) => {
    const [sale] = await tx.select().from(sales).where(and(eq(sales.cid, auth.cid), eq(sales.barcode, barcode))).limit(1).for('update');
    if (!sale) throw notFound(MSG.noReturnReceipt);
    if (sale.returned) throw new AppError('RECEIPT_RETURNED', MSG.receiptReturned);
    // Made offline at prices the products never had: nothing is refunded until an admin has looked.
    if (sale.held && sale.acceptedAt === null) throw new AppError('SALE_HELD', SALE_HELD_MESSAGE);
    const till = request.register ? await openShiftForRefund(tx, auth, request.register) : null;

    const lines = await tx.select().from(saleLines).where(and(eq(saleLines.cid, auth.cid), eq(saleLines.saleId, sale.id))).orderBy(asc(saleLines.position));
    const now = unitsAsked(lines, request.lines);
    const before = lines.map((l) => l.returnedQty);
    const recordedTaxes = await tx.select().from(saleTaxes).where(and(eq(saleTaxes.cid, auth.cid), eq(saleTaxes.saleId, sale.id)));
    const refundable = refundableOf(sale, lines, recordedTaxes);
    const refundMinor = refundOf(refundable, before, now);
    // Each tax given back apart (GST, QST), by the sale's own rounding; the last return takes what is left of each.
    const refundTaxes = refundTaxesOf(refundable, before, now);
    // Cash goes back rounded as the business rounds cash (src/domain/cash-rounding.ts); the refund's value stays exact.
    const refunds = roundCashRefund(await refundMethods(tx, auth, sale, refundMinor, request.refund), await cashRoundingOf(tx, auth.cid, sale.currency));

    const allBack = lines.every((l, i) => l.returnedQty + now[i] >= l.qty);
    const createdAt = new Date();
    const [saleReturn] = await tx
      .insert(saleReturns)
      .values({ cid: auth.cid, saleId: sale.id, userId: auth.userId, registerId: till?.registerId ?? null, shiftId: till?.shiftId ?? null, refundCents: refundMinor, createdAt })
      .returning();
    if (refundTaxes.length > 0) {
      await tx
        .insert(saleReturnTaxes)
        .values(refundTaxes.map((t) => ({ cid: auth.cid, returnId: saleReturn.id, ratePpm: t.ratePpm, name: t.name, named: t.named, baseCents: t.baseMinor, taxCents: t.taxMinor })));
    }
    const returned = lines.map((line, i) => ({ line, qty: now[i] })).filter((r) => r.qty > 0);
    await tx.insert(saleReturnLines).values(returned.map((r) => ({ cid: auth.cid, returnId: saleReturn.id, saleLineId: r.line.id, inventoryId: r.line.inventoryId, qty: r.qty })));
    if (refunds.length > 0) {
      await tx
        .insert(refundPayments)
        .values(refunds.map((p, position) => ({ cid: auth.cid, returnId: saleReturn.id, position, method: p.method, amountCents: p.amountMinor, shiftId: saleReturn.shiftId, createdAt })));
    }
    for (const r of returned) {
      await tx
        .update(saleLines)
        .set({ returnedQty: sql`${saleLines.returnedQty} + ${r.qty}` })
        .where(and(eq(saleLines.cid, auth.cid), eq(saleLines.id, r.line.id)));
    }
    const [updated] = await tx
      .update(sales)
      .set({ refundedCents: sql`${sales.refundedCents} + ${refundMinor}`, ...(allBack ? { returned: true, returnedAt: createdAt } : {}) })
      .where(and(eq(sales.cid, auth.cid), eq(sales.id, sale.id)))
      .returning();
    await restock(tx, auth, sale.id, returned);

    const money = (minor: number) => fromMinor(minor, sale.currency);
    return {
      sale: updated,
      result: {
        _id: saleReturn.id,
        barcode: sale.barcode,
        createdAt: createdAt.toISOString(),
        currency: sale.currency,
        refund: money(refundMinor),
        refunds: refunds.map((p) => ({ method: p.method, amount: money(p.amountMinor) })),
        lines: returned.map((r) => ({
          inventoryId: r.line.inventoryId,
          upc: r.line.upc,
          manufacturer: r.line.manufacturer,
          subname: r.line.subname,
          qty: r.qty,
          left: r.line.qty - r.line.returnedQty - r.qty,
        })),
        returned: allBack,
        refundedTotal: money(updated.refundedCents),
      },
    };
  });
}

/** Units asked back per sale line, in the receipt's order; more than is left is refused. */
function unitsAsked(lines: LineRow[], asked: TPartialReturn['lines'] | undefined): number[] {
  if (!asked) return lines.map((l) => l.qty - l.returnedQty);
  const now = lines.map(() => 0);
  asked.forEach((a, i) => {
    const at = lines.findIndex((l) => l.inventoryId === a.inventoryId);
    if (at < 0) throw invalid(`lines.${i}.inventoryId`, NOT_ON_RECEIPT);
    const left = lines[at].qty - lines[at].returnedQty;
    if (a.qty > left) throw new AppError('OVER_RETURN', onlyLeftMessage(left), `lines.${i}.qty`);
    now[at] = a.qty;
  });
  return now;
}

function refundableOf(sale: SaleRow, lines: LineRow[], taxes: (typeof saleTaxes.$inferSelect)[]): RefundableSale {
  return {
    totalMinor: sale.totalCents,
    inclusive: sale.pricesIncludeTax,
    lines: lines.map((l) => ({ lineMinor: l.lineCents, qty: l.qty, ratePpm: l.taxRatePpm, taxes: l.taxes })),
    taxes: taxes.map((t) => ({ name: t.name, named: t.named, ratePpm: t.ratePpm, baseMinor: t.baseCents, taxMinor: t.taxCents })),
  };
}

/**
 * How the refund is paid out: by default the way the sale was paid (its tenders net of change, in
 * proportion). Methods given must add up to it exactly, and only an admin may pay a refund out
 * otherwise than the sale was paid: cash for a card sale would take money out of the drawer that
 * never went in, a way to pocket it.
 */
async function refundMethods(tx: DbOrTx, auth: AuthContext, sale: SaleRow, refundMinor: number, given: TPartialReturn['refund']): Promise<Payment[]> {
  const { currency } = sale;
  const paid = await tx
    .select({ method: salePayments.method, amountMinor: salePayments.amountCents })
    .from(salePayments)
    .where(and(eq(salePayments.cid, sale.cid), eq(salePayments.saleId, sale.id)))
    .orderBy(asc(salePayments.position));
  const asPaid = refundAsPaid(refundMinor, tendersNetOfChange(paid as Payment[], sale.changeCents));
  if (!given) return asPaid;
  const payments = given.map((p, i) => {
    if (!fitsMinorUnit(p.amount, currency)) throw invalid(`refund.${i}.amount`, decimalsMessage('refund', currency));
    return { method: p.method, amountMinor: toMinor(p.amount, currency) };
  });
  const sum = payments.reduce((acc, p) => acc + p.amountMinor, 0);
  if (sum !== refundMinor) throw invalid('refund', message('errors:returns.refundsMustAddUp', { refund: fromMinor(refundMinor, currency) }));
  if (!auth.isAdmin && !sameRefundSplit(payments, asPaid)) throw forbidden(message('errors:returns.refundAsPaidOnly'));
  return payments;
}

/** The units go back on the shelf; a product deleted since the sale has nowhere to go back to. */
async function restock(tx: DbOrTx, auth: AuthContext, saleId: string, returned: { line: LineRow; qty: number }[]): Promise<void> {
  const actor = actorOf(auth);
  const ordered = [...returned].sort((a, b) => (a.line.inventoryId < b.line.inventoryId ? -1 : 1));
  for (const r of ordered) {
    await moveStock(tx, auth.cid, actor, { inventoryId: r.line.inventoryId, add: r.qty, reason: 'return', refType: 'sale', refId: saleId }).catch((err: unknown) => {
      if (!(err instanceof StockChangeRefused && err.refusal.kind === 'missing')) throw err;
    });
  }
}
