/**
 * The tax rows a receipt prints, shared by the receipt image and the printed receipt so both say
 * the same. Tax added: one "Tax @ rate%" row per rate before the total (with one rate, exactly the
 * spec's row). Prices including tax: the total is what was paid, and rows after it say how much
 * tax it contains per rate ("of which VAT 5.5 %"). Worded by `t` (receipt-translate.ts: the
 * `receipt:tax.*` keys), in English without one.
 */
import { englishReceipt, type ReceiptTranslate } from './receipt-translate';
import type { TTaxLine } from './schemas/tax';

export interface ReceiptTaxRow {
  label: string;
  amount: number;
}

export interface ReceiptTaxes {
  /** Rows between Shipping and the total (tax added). */
  beforeTotal: ReceiptTaxRow[];
  /** Rows under the total (tax contained). */
  afterTotal: ReceiptTaxRow[];
}

/**
 * `number` writes the rate in the business's locale (5.5 in Toronto, 5,5 in Paris: its
 * BusinessFormat.number); without one, as JavaScript does (13, 7.25, 5.5).
 */
export function receiptTaxRows(
  receipt: { taxrate: number; taxes: number; pricesIncludeTax: boolean; taxLines: TTaxLine[] },
  t: ReceiptTranslate = englishReceipt,
  percent: (rate: number) => string = String,
): ReceiptTaxes {
  const lines = receipt.taxLines.length > 0 ? receipt.taxLines : [{ name: '', rate: receipt.taxrate, base: 0, tax: receipt.taxes }];
  if (receipt.pricesIncludeTax) {
    return { beforeTotal: [], afterTotal: lines.map((l) => ({ label: t('receipt:tax.included', { rate: percent(l.rate) }), amount: l.tax })) };
  }
  return { beforeTotal: lines.map((l) => ({ label: t('receipt:tax.added', { rate: percent(l.rate) }), amount: l.tax })), afterTotal: [] };
}
