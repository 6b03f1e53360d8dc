/**
 * A sale's payments: the request's tender read in the sale's currency, settled against the total
 * (src/domain/payments.ts), and stored with the sale.
 */
import { and, asc, eq } from 'drizzle-orm';
import { fitsMinorUnit, fromMinor, toMinor } from '../../../domain/currency';
import type { CashRounding } from '../../../domain/cash-rounding';
import { settle, type Payment } from '../../../domain/payments';
import type { TPayment, TPaymentInput } from '../../../domain/schemas/money';
import type { DbOrTx } from '../../db/client';
import { salePayments } from '../../db/schema';
import { invalid } from '../../errors';
import { decimalsMessage } from '../amount-messages';

/** The tender in minor units; an amount with more decimals than the currency has is refused where it stands. */
export function tenderOf(inputs: readonly TPaymentInput[] | undefined, currency: string, path: string): Payment[] | undefined {
  return inputs?.map((p, i) => {
    if (!fitsMinorUnit(p.amount, currency)) throw invalid(`${path}.${i}.amount`, decimalsMessage('payment', currency));
    return { method: p.method, amountMinor: toMinor(p.amount, currency), ...(p.reference ? { reference: p.reference } : {}) };
  });
}

/** The payments a sale keeps, its change and cash rounding, or a 400 saying why the tender does not settle it. */
export function settleOrRefuse(totalMinor: number, tender: Payment[] | undefined, path: string, rounding?: CashRounding): { payments: Payment[]; changeMinor: number; roundingMinor: number } {
  const settled = settle(totalMinor, tender, rounding);
  if (!settled.ok) throw invalid(path, settled.message);
  return settled;
}

export async function recordPayments(tx: DbOrTx, sale: { cid: string; id: string; createdAt: Date; shiftId: string | null }, payments: readonly Payment[]): Promise<void> {
  if (payments.length === 0) return;
  await tx.insert(salePayments).values(
    payments.map((p, position) => ({
      cid: sale.cid,
      saleId: sale.id,
      position,
      method: p.method,
      amountCents: p.amountMinor,
      reference: p.reference ?? null,
      shiftId: sale.shiftId,
      createdAt: sale.createdAt,
    })),
  );
}

export async function paymentsOf(db: DbOrTx, sale: { cid: string; id: string; currency: string }): Promise<TPayment[]> {
  const rows = await db
    .select()
    .from(salePayments)
    .where(and(eq(salePayments.cid, sale.cid), eq(salePayments.saleId, sale.id)))
    .orderBy(asc(salePayments.position));
  return rows.map((r) => ({ method: r.method as TPayment['method'], amount: fromMinor(r.amountCents, sale.currency), reference: r.reference }));
}
