/**
 * Sales rung up on a terminal that could not reach the server (issue 15): what the device sends
 * when it can (POST /pos/offline-sales, one sale a request, its Idempotency-Key made on the device),
 * and the owner's report of what such sales did (GET /reports/offline-sales).
 */
import { z } from 'zod';
import { ZCheckoutLine, ZCheckoutSummary, ZCheckoutResult, MAX_SALE_LINES, EMPTY_CART_MESSAGE } from './pos';
import { numberFromText, text } from './common';

/** How old an offline sale may be when it arrives: a week covers a long weekend without a line. */
export const OFFLINE_SALE_MAX_AGE_DAYS = 7;
/** How far ahead of the server's clock a device's may run before its time is not believed. */
export const OFFLINE_CLOCK_SKEW_MINUTES = 10;

export const OFFLINE_ONLY_CASH_MESSAGE = 'Only cash is taken offline: a card needs the connection';
export const offlineTooOldMessage = () => `A sale made offline is taken up to ${OFFLINE_SALE_MAX_AGE_DAYS} days later; this one is older`;
export const OFFLINE_IN_FUTURE_MESSAGE = "The sale's time is ahead of the server's clock: check the terminal's date and time";

/** 12 digits, as the device printed it on the receipt. */
const ZDeviceBarcode = text({ error: 'The receipt number must be 12 digits' }).regex(/^\d{12}$/, 'The receipt number must be 12 digits');

/** A line as the device charged it: the product, how many, the discount, and the unit price and tax rate it used. */
export const ZOfflineSaleLine = ZCheckoutLine.pick({ _id: true, saleqty: true, itemdiscount: true }).extend({
  price: z.preprocess(numberFromText, z.number({ error: 'Each line needs the price charged' }).finite('Each line needs the price charged').min(0, 'A price cannot be negative').max(1_000_000, 'A price is at most 1,000,000')),
  taxRate: z.preprocess(numberFromText, z.number({ error: 'Each line needs the tax rate charged' }).finite('Each line needs the tax rate charged').min(0, 'A tax rate is from 0 to 100 %').max(100, 'A tax rate is from 0 to 100 %')),
});
export type TOfflineSaleLine = z.infer<typeof ZOfflineSaleLine>;

export const ZOfflineSale = z.object({
  barcode: ZDeviceBarcode,
  /** When it was sold, on the device's clock (ISO 8601 with its offset). */
  soldAt: z.iso.datetime({ offset: true, error: 'soldAt must be a date and time (ISO 8601)' }),
  shipping: ZCheckoutSummary.shape.shipping,
  payments: ZCheckoutSummary.shape.payments,
  /** The register it was rung up on, if the terminal had one. */
  register: text().trim().min(1).max(64).optional(),
  lines: z.array(ZOfflineSaleLine, { error: 'Send the lines as a list' }).min(1, EMPTY_CART_MESSAGE).max(MAX_SALE_LINES, `A sale can have at most ${MAX_SALE_LINES} lines`),
});
export type TOfflineSale = z.infer<typeof ZOfflineSale>;

export const ZOfflineSaleHeaders = z.object({
  'idempotency-key': text({ error: 'An offline sale needs its Idempotency-Key' }).trim().min(1, 'An offline sale needs its Idempotency-Key').max(200),
});

/**
 * The sale as recorded; `barcode` differs from the device's only when that number was taken.
 * `offline` is false when the key was a checkout's that did reach the server (its answer was lost).
 */
export const ZOfflineSaleResult = ZCheckoutResult.extend({
  offline: z.boolean(),
  /** Charged at a price or tax rate the products never had: recorded, but no refund until an admin accepts it. */
  held: z.boolean(),
  soldAt: text(),
  syncedAt: text(),
});
export type TOfflineSaleResult = z.infer<typeof ZOfflineSaleResult>;

// ---- GET /reports/offline-sales -------------------------------------------------------------------

export const ZOfflineReportQuery = z.object({ days: z.preprocess((v) => (v === undefined || v === '' ? 30 : numberFromText(v)), z.number().int().min(1).max(366)) });

/** A product whose stock went below zero through a sale made offline. */
export const ZOversoldRow = z.object({
  inventoryId: text(),
  upc: text(),
  name: text(),
  /** What the sale left: below zero. */
  qtyAfter: z.number().int(),
  /** What the shop holds now, if the product still exists. */
  qtyNow: z.number().int().nullable(),
  barcode: text(),
  soldAt: text(),
  clerk: text(),
});

/** A line of an offline sale charged at another price than the catalogue's. */
export const ZPriceDifferenceRow = z.object({
  barcode: text(),
  soldAt: text(),
  clerk: text(),
  upc: text(),
  name: text(),
  qty: z.number().int(),
  charged: z.number(),
  catalogue: z.number(),
});

/** A line that holds its sale: charged at a price or tax rate (percent) the product never had then. */
export const ZHeldLine = z.object({
  upc: text(),
  name: text(),
  qty: z.number().int(),
  charged: z.number(),
  catalogue: z.number(),
  chargedRate: z.number(),
  catalogueRate: z.number(),
});

/**
 * An offline sale held for an admin: what it took, what it would have come to at the catalogue's
 * prices and rates, and the difference (positive: charged more). No refund until accepted.
 */
export const ZHeldSale = z.object({
  barcode: text(),
  soldAt: text(),
  clerk: text(),
  total: z.number(),
  atCatalogue: z.number(),
  difference: z.number(),
  lines: z.array(ZHeldLine),
  acceptedAt: text().nullable(),
  acceptedBy: text().nullable(),
});
export type THeldSale = z.infer<typeof ZHeldSale>;

export const ZOfflineReport = z.object({
  days: z.number().int(),
  currency: text(),
  sales: z.number().int(),
  oversold: z.array(ZOversoldRow),
  priceDifferences: z.array(ZPriceDifferenceRow),
  /** Held sales, those still waiting first. */
  held: z.array(ZHeldSale),
});
export type TOfflineReport = z.infer<typeof ZOfflineReport>;

// ---- POST /sales/offline/:barcode/accept -----------------------------------------------------------

export const ZHeldSaleParams = z.object({ barcode: ZDeviceBarcode });

/** A held sale accepted by an admin: it may be refunded from now on. */
export const ZHeldSaleAccepted = z.object({ barcode: text(), acceptedAt: text(), acceptedBy: text() });
export type THeldSaleAccepted = z.infer<typeof ZHeldSaleAccepted>;
