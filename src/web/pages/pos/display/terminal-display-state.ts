/**
 * The terminal's cart and last sale, turned into what the customer display shows, its words in
 * the terminal's language (the display shows them as they come). Pure apart from that language.
 */
import { fromMinor } from '../../../../domain/currency';
import { receiptPaymentRows } from '../../../../domain/receipt-payment-rows';
import { taxLinesOfTotals } from '../../../../domain/receipt-tax-rows';
import type { SaleTotals } from '../../../../domain/totals';
import type { TCheckoutResult } from '../../../api/pos';
import { i18n } from '../../../i18n';
import type { Cart } from '../cart';
import { CHANGE_ROW, paymentLabel, taxRowsInWords } from '../receipt-words';
import type { DisplayAmountRow, DisplayState } from './display-state';

export interface DisplayInputs {
  shop: string;
  cart: Cart;
  /** The cart's totals, or the error of a cart that cannot be totalled (the display then waits). */
  totals: SaleTotals | Error;
  /** Percent: the default class's rate, which names the tax row when no line has its own. */
  taxrate: number;
  currency: string;
  /** An amount in the currency's major unit, written the shop's way. */
  money: (amount: number) => string;
  /** A tax rate written the shop's way (5,5 where it writes a decimal comma). */
  number: (n: number) => string;
}

function paidState({ shop, money }: DisplayInputs, sale: TCheckoutResult): DisplayState {
  // A sale remembered by a build before payments has none to show.
  const rows = Array.isArray(sale.payments) ? receiptPaymentRows(sale) : [];
  return {
    phase: 'paid',
    shop,
    total: money(sale.total),
    // The change has its own large line.
    payments: rows.filter((r) => r.label !== CHANGE_ROW).map((r) => ({ label: paymentLabel(r.label), amount: money(r.amount) })),
    // As under the terminal: change is named only when there is some to hand back.
    change: sale.change > 0 ? money(sale.change) : null,
    walletId: sale.walletId && !sale.walletMessage ? sale.walletId : null,
  };
}

export function terminalDisplayState(inputs: DisplayInputs): DisplayState {
  const { shop, cart, totals, taxrate, currency, money, number } = inputs;
  if (cart.lines.length === 0) return cart.lastSale ? paidState(inputs, cart.lastSale) : { phase: 'idle', shop };
  if (totals instanceof Error) return { phase: 'idle', shop };
  const minor = (n: number) => money(fromMinor(n, currency));
  const taxRows = taxRowsInWords({
    taxrate,
    taxes: totals.taxMinor,
    pricesIncludeTax: totals.inclusive,
    taxLines: taxLinesOfTotals(totals.taxes),
  }, number);
  const rows: DisplayAmountRow[] = [{ label: i18n.t('pos:slip.subtotal'), amount: minor(totals.subtotalMinor) }];
  if (totals.discountMinor > 0) rows.push({ label: i18n.t('pos:display.discount'), amount: minor(totals.discountMinor) });
  if (totals.shippingMinor > 0) rows.push({ label: i18n.t('pos:slip.shipping'), amount: minor(totals.shippingMinor) });
  rows.push(...taxRows.beforeTotal.map((t) => ({ label: t.label, amount: minor(t.amount) })));
  return {
    phase: 'selling',
    shop,
    lines: cart.lines.map((l, i) => ({
      key: l._id,
      name: `${l.manufacturer} ${l.subname}`.trim(),
      qty: l.saleqty,
      detail:
        l.discountPct > 0
          ? i18n.t('pos:display.lineLess', { qty: l.saleqty, price: minor(l.priceCents), discount: l.discountPct })
          : i18n.t('pos:display.line', { qty: l.saleqty, price: minor(l.priceCents) }),
      amount: minor(totals.lines[i]?.lineMinor ?? 0),
    })),
    rows,
    total: minor(totals.totalMinor),
  };
}
