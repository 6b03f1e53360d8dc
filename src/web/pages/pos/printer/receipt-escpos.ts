/**
 * A stored receipt as ESC/POS bytes for an 80 mm thermal printer: the same header, lines, totals,
 * tax rows and payment rows as the printable receipt page and the receipt image, the receipt's
 * barcode as a printer-drawn Code 128, a cut, and a drawer kick when cash was taken. Its words are
 * the printable page's (`pos:slip.*`), in the app's language when it prints. Otherwise pure: bytes
 * in, bytes out, so a test can read exactly what a printer would get. The encoder is large, so the
 * terminal imports this module only when it prints.
 */
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { formatPhone } from '../../../../domain/phone';
import type { TReceipt } from '../../../../domain/schemas/pos';
import { i18n } from '../../../i18n';
import { paymentRowsInWords, taxRowsInWords } from '../receipt-words';

/** How the shop writes money and the sale's date (the business format of the screens). */
export interface ReceiptFormats {
  money: (amount: number, currency: string) => string;
  receiptDate: (date: string) => string;
  /** A number: 5.5, or 5,5 where the shop writes a decimal comma. */
  number: (n: number) => string;
  /** A tax rate to its 4 decimals (8.875, or 8,875): `number` when not given. */
  rate?: (percent: number) => string;
  /** The shop's locale: its region says how a phone number is written when the country does not. */
  locale?: string;
}

export interface EscPosReceiptOptions {
  /** Characters per line in the printer's normal font: 42 fits every 80 mm printer's font A. */
  columns?: number;
  /** A copy printed again later: marked as such, and the drawer stays shut. */
  reprint?: boolean;
}

export const DEFAULT_COLUMNS = 42;
/** Room kept for an amount at the right of a row ("$1,234,567.89" and a little more). */
const AMOUNT_WIDTH = 14;
/** Dots; about 7.5 mm on a 203 dpi printer, tall enough for any hand scanner. */
const BARCODE_HEIGHT = 60;

/** Cash in the till means the drawer has to open, for the cash and for any change. */
export function tookCash(receipt: Pick<TReceipt, 'payments'>): boolean {
  return receipt.payments.some((p) => p.method === 'cash');
}

/**
 * Intl writes some amounts with narrow or no-break spaces and a true minus sign, which receipt
 * printers' code pages lack; they print as the plain characters.
 */
function printable(text: string): string {
  return text.replace(/[\u00a0\u202f\u2009]/g, ' ').replace(/\u2212/g, '-');
}

export function receiptToEscPos(r: TReceipt, formats: ReceiptFormats, opts: EscPosReceiptOptions = {}): Uint8Array {
  const columns = opts.columns ?? DEFAULT_COLUMNS;
  const money = (amount: number) => printable(formats.money(amount, r.currency));
  const encoder = new ReceiptPrinterEncoder({ language: 'esc-pos', columns, feedBeforeCut: 4 });
  const labelWidth = columns - AMOUNT_WIDTH;
  /** A label on the left, its amount on the right; a long label wraps within its column. */
  const row = (label: string, amount: string) =>
    encoder.table(
      [
        { width: labelWidth, align: 'left' },
        { width: AMOUNT_WIDTH, align: 'right' },
      ],
      [[printable(label), amount]],
    );

  encoder.initialize().codepage('auto');
  // Kicked first, so the drawer is open while the receipt prints and the change can be counted out.
  if (tookCash(r) && !opts.reprint) encoder.pulse();

  const place = [r.city, r.state, r.mailcode].filter(Boolean).join(', ');
  encoder.align('center').bold(true).height(2).line(printable(r.bname)).height(1).bold(false);
  const phone = formatPhone(r.phone, { country: r.country, locale: formats.locale });
  for (const text of [r.address, place, r.country, phone]) if (text) encoder.line(printable(text));
  encoder.line(printable(formats.receiptDate(r.createdAt)));
  if (r.returned) encoder.bold(true).line(printable(i18n.t('pos:slip.returned'))).bold(false);
  if (opts.reprint) encoder.line(printable(i18n.t('pos:slip.copy')));
  encoder.align('left').rule();

  for (const l of r.lines) {
    encoder.line(printable(`${l.manufacturer} ${l.subname}`));
    const price = money(l.price);
    const detail = l.itemdiscount > 0 ? i18n.t('pos:slip.lineLess', { qty: l.qty, price, discount: l.itemdiscount }) : i18n.t('pos:slip.line', { qty: l.qty, price });
    row(`  ${detail}`, money(l.line));
  }
  encoder.rule();

  const taxRows = taxRowsInWords(r, formats.rate ?? formats.number);
  row(i18n.t('pos:slip.subtotal'), money(r.subtotal));
  row(i18n.t('pos:slip.discOnSale'), money(r.discount));
  row(i18n.t('pos:slip.shipping'), money(r.shipping));
  for (const t of taxRows.beforeTotal) row(t.label, money(t.amount));
  encoder.bold(true);
  row(i18n.t('pos:slip.total'), money(r.total));
  encoder.bold(false);
  for (const t of taxRows.afterTotal) row(t.label, money(t.amount));

  const payments = paymentRowsInWords(r);
  if (payments.length > 0) {
    encoder.rule();
    for (const p of payments) {
      row(p.label, money(p.amount));
      if (p.reference) encoder.line(printable(`  ${i18n.t('pos:slip.ref', { reference: p.reference })}`));
    }
  }

  encoder.newline().align('center').barcode(r.barcode, 'code128', { height: BARCODE_HEIGHT, text: 'below' }).newline().line(printable(i18n.t('pos:slip.thankYou'))).cut();
  return encoder.encode();
}
