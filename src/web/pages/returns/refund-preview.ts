/**
 * The refund a return will give, worked out on the returns screen before anything is sent, by the
 * very function the server refunds with (src/domain/refunds.ts), from the receipt as
 * GET /pos/receipt/{barcode} tells it.
 */
import { NO_CASH_ROUNDING, roundCashRefund, type CashRounding } from '../../../domain/cash-rounding';
import { toMinor } from '../../../domain/currency';
import { refundAsPaid, refundOf, tendersNetOfChange, type RefundableSale, type Tender } from '../../../domain/refunds';
import type { TReceipt } from '../../../domain/schemas/pos';
import { percentToPpm } from '../../../domain/tax';

/** The receipt in the refund rule's terms: minor units and basis points, lines in receipt order. */
export function refundableOfReceipt(receipt: TReceipt): RefundableSale {
  return {
    totalMinor: toMinor(receipt.total, receipt.currency),
    inclusive: receipt.pricesIncludeTax,
    lines: receipt.lines.map((l) => ({
      lineMinor: toMinor(l.line, receipt.currency),
      qty: l.qty,
      ratePpm: percentToPpm(l.taxRate),
      // GST and QST each on its own, as the server refunds them.
      taxes: (l.taxes ?? []).map((t) => ({ name: t.name, ratePpm: percentToPpm(t.rate), compound: t.compound })),
    })),
    taxes: receipt.taxLines.map((t) => ({ name: t.name, named: t.named === true, ratePpm: percentToPpm(t.rate), baseMinor: toMinor(t.base, receipt.currency), taxMinor: toMinor(t.tax, receipt.currency) })),
  };
}

/** Units still to return on each line of the receipt. */
export function unitsLeftOn(receipt: TReceipt): number[] {
  return receipt.lines.map((l) => l.qty - l.returnedQty);
}

/**
 * What returning `units` (per line, receipt order) refunds now, in minor units; null while a
 * quantity is not a whole number between 0 and what is left, since no refund can be promised then.
 */
export function previewRefund(receipt: TReceipt, units: readonly number[]): number | null {
  const left = unitsLeftOn(receipt);
  if (units.length !== left.length || units.some((u, i) => !Number.isSafeInteger(u) || u < 0 || u > left[i])) return null;
  return refundOf(
    refundableOfReceipt(receipt),
    receipt.lines.map((l) => l.returnedQty),
    units,
  );
}

/**
 * How a refund goes back by default: the way the receipt was paid (its tenders net of the change,
 * in proportion), by the very function the server pays refunds out with; its cash part rounded as
 * the business rounds cash.
 */
export function refundAsPaidOn(receipt: TReceipt, refundMinor: number, rounding: CashRounding = NO_CASH_ROUNDING): Tender[] {
  const paid = receipt.payments.map((p) => ({ method: p.method, amountMinor: toMinor(p.amount, receipt.currency) }));
  return roundCashRefund(refundAsPaid(refundMinor, tendersNetOfChange(paid, toMinor(receipt.change, receipt.currency))), rounding);
}
