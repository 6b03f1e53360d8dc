/**
 * The tax rows a receipt prints, shared by the receipt image and the printed receipt so both say
 * the same. Tax added: one "Tax @ rate%" row per rate before the total (with one rate, exactly the
 * spec's row). Prices including tax: the total is what was paid, and rows after it say how much
 * tax it contains per rate ("of which VAT 5.5 %"). A tax its class names is printed by its name
 * ("GST @ 5%", "QST @ 9.975%"). Worded by `t` (receipt-translate.ts: the
 * `receipt:tax.*` keys), in English without one.
 */
import { englishReceipt, type ReceiptTranslate } from './receipt-translate';
import type { TTaxLine } from './schemas/tax';
import { ppmToPercent } from './tax';
import type { RateTotals } from './totals';

/**
 * The totals' taxes as a receipt's tax lines (what checkout stores and answers): a named tax (GST)
 * by its name, a class's single rate unnamed; amounts through `amount` (minor units by default).
 */
export function taxLinesOfTotals(taxes: readonly RateTotals[], amount: (minor: number) => number = (m) => m): TTaxLine[] {
  return taxes.map((t) => ({ name: t.name, rate: ppmToPercent(t.ratePpm), base: amount(t.baseMinor), tax: amount(t.taxMinor), ...(t.name !== '' ? { named: true as const } : {}) }));
}

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
  const lines: TTaxLine[] = receipt.taxLines.length > 0 ? receipt.taxLines : [{ name: '', rate: receipt.taxrate, base: 0, tax: receipt.taxes }];
  // A tax its class names prints by its name (GST 5 %, QST 9.975 %); a class's single rate as the spec's row.
  const label = (l: TTaxLine, inclusive: boolean) =>
    l.named ? t(inclusive ? 'receipt:tax.namedIncluded' : 'receipt:tax.named', { name: l.name, rate: percent(l.rate) }) : t(inclusive ? 'receipt:tax.included' : 'receipt:tax.added', { rate: percent(l.rate) });
  if (receipt.pricesIncludeTax) {
    return { beforeTotal: [], afterTotal: lines.map((l) => ({ label: label(l, true), amount: l.tax })) };
  }
  return { beforeTotal: lines.map((l) => ({ label: label(l, false), amount: l.tax })), afterTotal: [] };
}
