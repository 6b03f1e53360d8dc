import { fromCents } from '../../../domain/money';
import type { Totals } from '../../../domain/totals';
import type { TSaleLine, TSaleTotals } from '../../api/pos';
import type { Cart } from './cart';

/** The checkout body the spec describes: the totals entry, then one entry per line (decimals with 2 places). */
export function saleBody(cart: Cart, totals: Totals): [TSaleTotals, ...TSaleLine[]] {
  return [
    {
      total: fromCents(totals.totalCents),
      subtotal: fromCents(totals.subtotalCents),
      discount: fromCents(totals.discountCents),
      shipping: fromCents(totals.shippingCents),
      taxes: fromCents(totals.taxCents),
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
      price: fromCents(l.priceCents),
      itemdiscount: l.discountPct,
    })),
  ];
}
