/**
 * The rows the domain words for every receipt (receipt-tax-rows.ts, receipt-payment-rows.ts), in
 * the app's language: the same rows, amounts and order, only their labels said in `pos:slip.*`.
 * Read when the receipt is shown or printed, so a change of language shows at once.
 */
import { CASH_ROUNDING_KEY, PAYMENT_LABELS, receiptPaymentRows, type ReceiptPaymentRow } from '../../../domain/receipt-payment-rows';
import { englishReceipt } from '../../../domain/receipt-translate';
import { receiptTaxRows, type ReceiptTaxes } from '../../../domain/receipt-tax-rows';
import { i18n } from '../../i18n';

/** The domain's label of the change row, the last of the payment rows when cash was taken. */
export const CHANGE_ROW = 'Change';

/** The domain's label of the cash rounding row. */
const CASH_ROUNDING_ROW = englishReceipt(CASH_ROUNDING_KEY);

type TaxedReceipt = Parameters<typeof receiptTaxRows>[0];
type PaidReceipt = Parameters<typeof receiptPaymentRows>[0];

/**
 * The tax rows: 'Tax @ 13%' before the total, or 'of which VAT 5.5 %' under it, one per rate; the
 * rate written by `percent`, the business's number format (5,5 in a French-speaking locale).
 */
export function taxRowsInWords(receipt: TaxedReceipt, percent: (rate: number) => string = String): ReceiptTaxes {
  const rows = receiptTaxRows(receipt);
  // The domain's rows follow these lines one to one; a named tax (GST, QST) is said by its name.
  const lines = receipt.taxLines.length > 0 ? receipt.taxLines : [{ name: '', rate: receipt.taxrate, named: undefined }];
  const words = (i: number, inclusive: boolean) => {
    const line = lines[i];
    if (line.named) return i18n.t(inclusive ? 'pos:slip.taxNamedIncluded' : 'pos:slip.taxNamed', { name: line.name, rate: percent(line.rate) });
    return i18n.t(inclusive ? 'pos:slip.taxIncluded' : 'pos:slip.taxAdded', { rate: percent(line.rate) });
  };
  return {
    beforeTotal: rows.beforeTotal.map((row, i) => ({ ...row, label: words(i, false) })),
    afterTotal: rows.afterTotal.map((row, i) => ({ ...row, label: words(i, true) })),
  };
}

/** A payment row's label ('Cash', 'Paid by card', 'Other payment', 'Change') in the app's language. */
export function paymentLabel(label: string): string {
  switch (label) {
    case PAYMENT_LABELS.cash:
      return i18n.t('pos:slip.cash');
    case PAYMENT_LABELS.card:
      return i18n.t('pos:slip.paidByCard');
    case PAYMENT_LABELS.other:
      return i18n.t('pos:slip.otherPayment');
    case CHANGE_ROW:
      return i18n.t('pos:slip.change');
    case CASH_ROUNDING_ROW:
      return i18n.t('pos:slip.cashRounding');
    default:
      return label;
  }
}

/** The payment rows, then the change when cash was taken, labelled in the app's language. */
export function paymentRowsInWords(receipt: PaidReceipt): ReceiptPaymentRow[] {
  return receiptPaymentRows(receipt).map((row) => ({ ...row, label: paymentLabel(row.label) }));
}
