import { fromMinor } from '../../../domain/currency';
import type { SaleTotals } from '../../../domain/totals';
import type { TPaymentInput } from '../../../domain/schemas/money';
import type { TSaleLine, TSaleTotals } from '../../api/pos';
import type { Cart } from './cart';

/**
 * The checkout body the spec describes: the totals entry, then one entry per line (decimals in the
 * currency's major unit). The tender rides in the totals entry; without one the server takes the
 * total in cash, as it does for the spec's clients.
 */
export function saleBody(cart: Cart, totals: SaleTotals, currency: string, payments?: TPaymentInput[]): [TSaleTotals, ...TSaleLine[]] {
  const money = (minor: number) => fromMinor(minor, currency);
  return [
    {
      total: money(totals.totalMinor),
      subtotal: money(totals.subtotalMinor),
      discount: money(totals.discountMinor),
      shipping: money(totals.shippingMinor),
      taxes: money(totals.taxMinor),
      ...(payments ? { payments } : {}),
    },
    ...cart.lines.map((l) => ({
      _id: l._id,
      qty: l.available - l.saleqty,
      cid: l.cid,
      upc: l.upc,
      saleqty: l.saleqty,
      item: l.item,
      manufacturer: l.manufacturer,
      subname: l.subname,
      price: money(l.priceCents),
      itemdiscount: l.discountPct,
    })),
  ];
}
