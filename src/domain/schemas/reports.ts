/**
 * Reports, the dashboard summary and the sales history: query and response shapes shared by
 * the server's routes and the web app.
 */
import { z } from 'zod';
import { PAYMENT_METHODS } from '../payments';
import { ZReportTaxLine } from './tax';
import { RANGE_ORDER_MESSAGE, ZPageNumber, isOrderedRange, text } from './common';
import { ZInventoryRow } from './inventory';

/** A row of the low-inventory report: the inventory row shape of `/inventory/list`. */
export const ZLowInventoryRow = ZInventoryRow;
export type TLowInventoryRow = z.infer<typeof ZLowInventoryRow>;

export const ZLowInventoryQuery = z.object({ lowpageNumber: ZPageNumber });

export const ZLowInventoryPage = z.object({
  lowinventory: z.array(ZLowInventoryRow),
  lowcount: z.number().int(),
  lowpage: z.number().int(),
  lowpages: z.number().int(),
});
export type TLowInventoryPage = z.infer<typeof ZLowInventoryPage>;

/** GET /summary (spec section 3): units on hand, list sizes, and stock at cost and at retail. */
export const ZSummary = z.object({
  inventoryCount: z.number().int(),
  manufacturerCount: z.number().int(),
  /** Suppliers the shop orders from (purchase orders); the dashboard counts them once there are any. */
  supplierCount: z.number().int(),
  itemCount: z.number().int(),
  /** Stock at cost: only for those who may see cost (src/domain/cost-policy.ts). */
  inventorycost: z.number().optional(),
  inventoryvalue: z.number(),
});
export type TSummary = z.infer<typeof ZSummary>;

/** Longest period the sales summary covers (two years), so its per-day series stays small. */
export const MAX_SUMMARY_DAYS = 731;

const DATE_MESSAGE = 'Dates must be written as YYYY-MM-DD';

/** A calendar day as YYYY-MM-DD that really exists (no 2024-02-30). Empty means "not given". */
export const ZIsoDay = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE)
    .refine((s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
    }, DATE_MESSAGE)
    .optional(),
);

/** A date range of the business's days (its time zone), both ends included; either end may be left open. */
export const ZDateRange = z
  .object({ from: ZIsoDay, to: ZIsoDay })
  .refine((r) => isOrderedRange(r.from, r.to), { message: RANGE_ORDER_MESSAGE, path: ['from'] });
export type TDateRange = z.infer<typeof ZDateRange>;

export const ZSalesListQuery = z
  .object({ pageNumber: ZPageNumber, from: ZIsoDay, to: ZIsoDay })
  .refine((r) => isOrderedRange(r.from, r.to), { message: RANGE_ORDER_MESSAGE, path: ['from'] });

/** One receipt in the sales history. */
export const ZSaleRow = z.object({
  _id: text(),
  barcode: text(),
  qfname: text(),
  createdAt: text(),
  units: z.number().int(),
  lines: z.number().int(),
  subtotal: z.number(),
  discount: z.number(),
  shipping: z.number(),
  taxes: z.number(),
  total: z.number(),
  currency: text(),
  returned: z.boolean(),
  returnedAt: text().nullable(),
  /** Cash handed back over the total. */
  change: z.number(),
  /** Σ refunds of the receipt's returns so far (all of the total once every unit is back). */
  refunded: z.number(),
  /** How it was paid: each tender in the order given (none for a sale of nothing to pay). */
  payments: z.array(z.object({ method: z.enum(PAYMENT_METHODS), amount: z.number() })),
  /** The name of who rang it up; null when that account is no more. */
  cashier: text().nullable(),
  /** The register it was rung up on, by name; null when none was chosen. */
  register: text().nullable(),
});
export type TSaleRow = z.infer<typeof ZSaleRow>;

export const ZSalesPage = z.object({
  sales: z.array(ZSaleRow),
  count: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
});
export type TSalesPage = z.infer<typeof ZSalesPage>;

/**
 * GET /sales/today (admins): the whole business's sales of today, in its time zone, for the
 * dashboard: how many receipts and their total, returned ones included, as the history lists them.
 */
export const ZSalesToday = z.object({
  /** Today in the business's zone, YYYY-MM-DD. */
  day: text(),
  timeZone: text(),
  receipts: z.number().int(),
  total: z.number(),
  currency: text(),
});
export type TSalesToday = z.infer<typeof ZSalesToday>;

/** GET /sales/mine: the caller's own receipts of today, in the shop's zone (newest first, at most 200 listed). */
export const ZOwnSalesToday = z.object({
  day: text(),
  receipts: z.number().int(),
  total: z.number(),
  refunded: z.number(),
  currency: text(),
  sales: z.array(ZSaleRow),
});
export type TOwnSalesToday = z.infer<typeof ZOwnSalesToday>;

export const ZSalesDay = z.object({ date: text(), sales: z.number().int(), revenue: z.number(), units: z.number().int() });
export type TSalesDay = z.infer<typeof ZSalesDay>;

/** What one payment method took and gave back over a period. */
export const ZMethodTakings = z.object({
  method: z.enum(PAYMENT_METHODS),
  /** Payments taken; for cash, net of the change given. */
  taken: z.number(),
  /** Refunds paid out. */
  refunded: z.number(),
  /** taken − refunded: what this method should have brought in. */
  net: z.number(),
});
export type TMethodTakings = z.infer<typeof ZMethodTakings>;

/**
 * Figures of a period. Sales figures count every receipt made in the period, returned or not.
 * Returns are counted by their own date, partial ones included: `returnsValue` is what the
 * period's returns refunded (whenever their receipts were sold), `returnsCount` how many receipts
 * they came from, and `netRevenue` is revenue less those refunds. Margin leaves receipts returned
 * in full out entirely. `payments` splits the takings by method, every method listed, cash first.
 */
export const ZSalesSummary = z.object({
  from: text(),
  to: text(),
  salesCount: z.number().int(),
  units: z.number().int(),
  revenue: z.number(),
  subtotal: z.number(),
  discounts: z.number(),
  taxes: z.number(),
  shipping: z.number(),
  /** Revenue before tax (revenue − taxes) and with it: what reports call net and gross. */
  net: z.number(),
  gross: z.number(),
  /** Tax per rate over the period, lowest rate first, with what the period's returns gave back of it and the net. */
  taxLines: z.array(ZReportTaxLine),
  returnsCount: z.number().int(),
  returnsValue: z.number(),
  netRevenue: z.number(),
  cost: z.number(),
  grossMargin: z.number(),
  payments: z.array(ZMethodTakings),
  /** Cash handed back over receipt totals; cash `taken` is already net of it. */
  changeGiven: z.number(),
  /** Σ the receipts' cash rounding (src/domain/cash-rounding.ts): counted in cash taken, not in revenue. */
  cashRounding: z.number(),
  currency: text(),
  days: z.array(ZSalesDay),
});
export type TSalesSummary = z.infer<typeof ZSalesSummary>;
