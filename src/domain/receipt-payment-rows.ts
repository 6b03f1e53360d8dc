/**
 * The payment rows a receipt prints under its total, shared by the receipt image, the printed
 * receipt and the terminal so all three say the same: one row per tender ("Paid by card", "Cash"),
 * then the change when cash was taken. Where cash was rounded (./cash-rounding.ts), a rounding row
 * comes first, so the rows read total, rounding, cash, change. Worded by `t` (receipt-translate.ts: `receipt:payment.*`,
 * `receipt:change`), in English without one.
 */
import type { PaymentMethod } from './payments';
import { englishReceipt, type ReceiptTranslate } from './receipt-translate';

export interface ReceiptPaymentRow {
  label: string;
  /** Decimal, in the receipt's currency. */
  amount: number;
  /** A card slip number or the like, printed under its row. */
  reference?: string;
}

/** Each tender's row in the `receipt` catalogue. */
export const PAYMENT_KEYS: Readonly<Record<PaymentMethod, string>> = {
  cash: 'receipt:payment.cash',
  card: 'receipt:payment.card',
  other: 'receipt:payment.other',
};

/** The change row's key, the last of the rows when cash was taken. */
export const CHANGE_KEY = 'receipt:change';

/** The cash rounding row's key: what rounding the cash added to the total. */
export const CASH_ROUNDING_KEY = 'receipt:cashRounding';

/** Each tender's row in English: 'Cash', 'Paid by card', 'Other payment'. */
export const PAYMENT_LABELS: Readonly<Record<PaymentMethod, string>> = {
  cash: englishReceipt(PAYMENT_KEYS.cash),
  card: englishReceipt(PAYMENT_KEYS.card),
  other: englishReceipt(PAYMENT_KEYS.other),
};

export function receiptPaymentRows(
  receipt: { payments: readonly { method: PaymentMethod; amount: number; reference: string | null }[]; change: number; cashRounding?: number },
  t: ReceiptTranslate = englishReceipt,
): ReceiptPaymentRow[] {
  const rows: ReceiptPaymentRow[] = receipt.cashRounding ? [{ label: t(CASH_ROUNDING_KEY), amount: receipt.cashRounding }] : [];
  rows.push(...receipt.payments.map((p) => ({ label: t(PAYMENT_KEYS[p.method]), amount: p.amount, ...(p.reference ? { reference: p.reference } : {}) })));
  // Change is only ever given from cash; a card-only receipt has none to mention.
  if (receipt.payments.some((p) => p.method === 'cash')) rows.push({ label: t(CHANGE_KEY), amount: receipt.change });
  return rows;
}
