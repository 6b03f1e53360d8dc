/**
 * The payment rows a receipt prints under its total, shared by the receipt image, the printed
 * receipt and the terminal so all three say the same: one row per tender ("Paid by card", "Cash"),
 * then the change when cash was taken.
 */
import type { PaymentMethod } from './payments';

export interface ReceiptPaymentRow {
  label: string;
  /** Decimal, in the receipt's currency. */
  amount: number;
  /** A card slip number or the like, printed under its row. */
  reference?: string;
}

export const PAYMENT_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  card: 'Paid by card',
  other: 'Other payment',
};

export function receiptPaymentRows(receipt: { payments: readonly { method: PaymentMethod; amount: number; reference: string | null }[]; change: number }): ReceiptPaymentRow[] {
  const rows: ReceiptPaymentRow[] = receipt.payments.map((p) => ({ label: PAYMENT_LABELS[p.method], amount: p.amount, ...(p.reference ? { reference: p.reference } : {}) }));
  // Change is only ever given from cash; a card-only receipt has none to mention.
  if (receipt.payments.some((p) => p.method === 'cash')) rows.push({ label: 'Change', amount: receipt.change });
  return rows;
}
