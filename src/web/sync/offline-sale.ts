/**
 * A sale rung up without the server, made on the device: what POST /pos/offline-sales is sent
 * later, and the receipt the customer is handed now. Both come from the same cart and the same
 * totals the terminal showed (src/domain/totals), so the receipt, the queued sale and the sale the
 * server records say the same.
 */
import type { CashRounding } from '../../domain/cash-rounding';
import { fromMinor, toMinor } from '../../domain/currency';
import { settle, type Payment } from '../../domain/payments';
import type { TPaymentInput } from '../../domain/schemas/money';
import type { TOfflineSale } from '../../domain/schemas/offline-sales';
import type { TReceipt } from '../../domain/schemas/pos';
import { taxLinesOfTotals } from '../../domain/receipt-tax-rows';
import { ppmToPercent } from '../../domain/tax';
import type { LineTax, SaleTotals } from '../../domain/totals';

/** The cart's lines as the terminal holds them (pages/pos/cart.ts). */
export interface OfflineCartLine {
  _id: string;
  upc: string;
  item: string;
  manufacturer: string;
  subname: string;
  priceCents: number;
  ratePpm?: number;
  taxes?: readonly LineTax[];
  saleqty: number;
  discountPct: number;
}

export interface OfflineSaleInput {
  lines: readonly OfflineCartLine[];
  shippingMinor: number;
  totals: SaleTotals;
  currency: string;
  /** The business's default rate, the percent × 10,000 (lines without a class's rate, and shipping). */
  defaultRatePpm: number;
  /** The business's cash rounding, applied to the cash as the server will apply it. */
  cashRounding?: CashRounding;
  /** The tender as Finish Sale read it; none: the total in cash. */
  payments: TPaymentInput[] | undefined;
  register: string | null;
  bname: string;
  barcode: string;
  soldAt: Date;
}

export const OFFLINE_NO_WALLET = 'The receipt could not be sent to the wallet while offline: print it for the customer.';

export const OFFLINE_CASH_ONLY = 'Only cash is taken while offline: a card payment needs the connection. Take cash, or wait for the connection.';

/**
 * A receipt number the server never hands out: its numbers start at 100000000000 (a 1 to 9 first),
 * so the device's start with 0. Two devices could still draw the same one (one in 10^11); the
 * server then gives the later sale one of its own and says so.
 */
export function deviceBarcode(random: () => number = Math.random): string {
  let digits = '0';
  for (let i = 0; i < 11; i++) digits += String(Math.floor(random() * 10) % 10);
  return digits;
}

/** Only cash can be taken offline; undefined: the tender can be taken. */
export function offlineTenderProblem(payments: TPaymentInput[] | undefined): string | undefined {
  return payments?.some((p) => p.method !== 'cash') ? OFFLINE_CASH_ONLY : undefined;
}

export function offlineSaleOf(input: OfflineSaleInput): { sale: TOfflineSale; receipt: TReceipt } {
  const { lines, totals, currency, payments, barcode, soldAt } = input;
  const money = (minor: number) => fromMinor(minor, currency);
  const rateOf = (l: OfflineCartLine) => ppmToPercent(l.ratePpm ?? input.defaultRatePpm);

  const sale: TOfflineSale = {
    barcode,
    soldAt: soldAt.toISOString(),
    shipping: money(input.shippingMinor),
    ...(payments && payments.length > 0 ? { payments } : {}),
    ...(input.register ? { register: input.register } : {}),
    lines: lines.map((l) => ({ _id: l._id, saleqty: l.saleqty, itemdiscount: l.discountPct, price: money(l.priceCents), taxRate: rateOf(l) })),
  };

  const tendered: Payment[] | undefined = payments?.map((p) => ({ method: p.method, amountMinor: toMinor(p.amount, currency), ...(p.reference ? { reference: p.reference } : {}) }));
  const settled = settle(totals.totalMinor, tendered, input.cashRounding);
  const taken = settled.ok ? settled.payments : [];
  const receipt: TReceipt = {
    barcode,
    qfname: '',
    createdAt: soldAt.toISOString(),
    returned: false,
    bname: input.bname,
    address: '',
    city: '',
    state: '',
    country: '',
    mailcode: '',
    phone: '',
    currency,
    taxrate: ppmToPercent(input.defaultRatePpm),
    subtotal: money(totals.subtotalMinor),
    discount: money(totals.discountMinor),
    shipping: money(totals.shippingMinor),
    taxes: money(totals.taxMinor),
    total: money(totals.totalMinor),
    pricesIncludeTax: totals.inclusive,
    // A class's single rate is 'Tax' here; the server names it after the class when the sale arrives.
    taxLines: taxLinesOfTotals(totals.taxes, money).map((l) => (l.named ? l : { ...l, name: 'Tax' })),
    lines: lines.map((l, i) => ({
      upc: l.upc,
      item: l.item,
      manufacturer: l.manufacturer,
      subname: l.subname,
      qty: l.saleqty,
      price: money(l.priceCents),
      itemdiscount: l.discountPct,
      line: money(totals.lines[i]?.lineMinor ?? 0),
      inventoryId: l._id,
      returnedQty: 0,
      taxRate: rateOf(l),
    })),
    payments: taken.map((p) => ({ method: p.method, amount: money(p.amountMinor), reference: p.reference ?? null })),
    change: money(settled.ok ? settled.changeMinor : 0),
    cashRounding: money(settled.ok ? settled.roundingMinor : 0),
    refunded: 0,
  };
  return { sale, receipt };
}
