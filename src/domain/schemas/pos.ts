/**
 * Sales terminal, checkout, receipts, returns and receipt wallets: the payloads of
 * /pos/*, /return/* and /wallets/*. Amounts are decimals in the currency's major unit (2 places in USD, as the old client sent).
 */
import { BARCODE_DIGITS_ONLY, barcodeField, barcodeText, isDigitsOnly } from './barcode';
import { z } from 'zod';
import { ZInventoryRow } from './inventory';
import { MAX_DISCOUNT_PCT, SEARCH_FIELDS } from '../constants';
import { ZPageNumber, ZSearchKeyword, numberFromText, text } from './common';
import { ZTaxLine } from './tax';
import { ZPayment, ZPayments } from './money';

/** The old client sent amounts as strings from toFixed(2); a number or a numeric string is accepted. */
const ZAmount = z.preprocess(numberFromText, z.number({ error: 'Amounts must be numbers' }).finite());

export const MAX_SALE_QTY = 1_000_000;
export const MAX_SALE_LINES = 200;

// ---- GET /pos/list ------------------------------------------------------------------------------


export const ZPosListQuery = z.object({
  pageNumberpos: ZPageNumber,
  keyword: ZSearchKeyword,
  /** upc | manufacturer | subname (or the spec's digit codes 1..3); anything else means subname. */
  field: z.preprocess((v) => {
    const s = typeof v === 'string' ? v.trim() : '';
    return (Object.hasOwn(SEARCH_FIELDS, s) ? SEARCH_FIELDS[s as keyof typeof SEARCH_FIELDS] : undefined) ?? (s === 'upc' || s === 'manufacturer' ? s : 'subname');
  }, z.enum(['upc', 'manufacturer', 'subname'])),
  /** 1 (with field=upc): only exact UPC matches, for the barcode scanner. */
  exact: z.preprocess((v) => v === '1' || v === 'true', z.boolean()),
});
export type TPosListQuery = z.infer<typeof ZPosListQuery>;

/**
 * A product row as /inventory/list shows it (cost left out for non-admins), with the rate of its
 * tax class (its category's, else the default), a percent, so the terminal's totals are checkout's.
 */
export const ZPosProduct = ZInventoryRow.extend({
  taxRate: z.number(),
  /** The class's named taxes in order (GST 5 %, QST 9.975 %), when it names them; else `taxRate` is its one tax. */
  taxes: z.array(z.object({ name: text(), rate: z.number(), compound: z.boolean() })).optional(),
});
export type TPosProduct = z.infer<typeof ZPosProduct>;

export const ZPosList = z.object({
  sales: z.array(ZPosProduct),
  countpos: z.number().int(),
  pagespos: z.number().int(),
  pagepos: z.number().int(),
  /** As the inventory list's `countCapped` (src/domain/schemas/inventory.ts): `countpos` is then a lower bound. */
  countCapped: z.boolean().optional(),
});
export type TPosList = z.infer<typeof ZPosList>;

// ---- PUT /pos/generate --------------------------------------------------------------------------

/** The summary entry that leads the body. Only `shipping` is used; the rest is recomputed. */
export const ZCheckoutSummary = z.object({
  shipping: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 0 : numberFromText(v)),
    z.number({ error: 'Shipping must be a number' }).finite('Shipping must be a number').min(0, 'Shipping cannot be negative').max(1_000_000, 'Shipping is too large'),
  ),
  total: ZAmount.optional(),
  subtotal: ZAmount.optional(),
  discount: ZAmount.optional(),
  taxes: ZAmount.optional(),
  /** How the customer paid; omitted, the total in cash (src/domain/payments.ts). */
  payments: ZPayments.optional(),
});

/** A sale line. Only `_id`, `saleqty` and `itemdiscount` are used; prices come from the inventory. */
export const ZCheckoutLine = z.object({
  _id: z
    .string({ error: 'Each line needs a product id' })
    .min(1, 'Each line needs a product id')
    .max(64, 'Product ids are at most 64 characters'),
  saleqty: z.preprocess(
    numberFromText,
    z
      .number({ error: 'Quantity must be a whole number of at least 1' })
      .int('Quantity must be a whole number of at least 1')
      .min(1, 'Quantity must be a whole number of at least 1')
      .max(MAX_SALE_QTY, 'Quantity is too large'),
  ),
  itemdiscount: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 0 : numberFromText(v)),
    z
      .number({ error: `Discount must be a whole percent from 0 to ${MAX_DISCOUNT_PCT}` })
      .int(`Discount must be a whole percent from 0 to ${MAX_DISCOUNT_PCT}`)
      .min(0, `Discount must be a whole percent from 0 to ${MAX_DISCOUNT_PCT}`)
      .max(MAX_DISCOUNT_PCT, `Discount must be a whole percent from 0 to ${MAX_DISCOUNT_PCT}`),
  ),
  // Sent by the terminal for display; ignored by the server.
  qty: z.unknown().optional(),
  cid: z.unknown().optional(),
  upc: z.unknown().optional(),
  item: z.unknown().optional(),
  manufacturer: z.unknown().optional(),
  subname: z.unknown().optional(),
  price: z.unknown().optional(),
});
export type TCheckoutLine = z.infer<typeof ZCheckoutLine>;

export const EMPTY_CART_MESSAGE = 'The receipt has no items';

/** `[summary, ...lines]`, as the old client sent it. */
export const ZCheckoutBody = z
  .array(z.unknown(), { error: 'Send the receipt as a list: the totals, then the lines' })
  .max(MAX_SALE_LINES + 1, `A sale can have at most ${MAX_SALE_LINES} lines`)
  .refine((a) => a.length >= 2, EMPTY_CART_MESSAGE)
  .pipe(z.tuple([ZCheckoutSummary], ZCheckoutLine));
export type TCheckoutBody = z.infer<typeof ZCheckoutBody>;
/** What the terminal sends: the input shape of the body. */
export type TCheckoutRequest = z.input<typeof ZCheckoutBody>;

export const ZCheckoutQuery = z.object({
  /** The scanned receipt-wallet code, if the customer has one. */
  qrid: text().trim().max(200).optional(),
  /** The register the sale is rung up on: it then belongs to that register's open shift. */
  register: text().trim().min(1).max(64).optional(),
});

export const ZIdempotencyHeaders = z.object({
  'idempotency-key': text().trim().min(1).max(200).optional(),
});

export const WALLET_NOT_FOUND_MESSAGE = 'No receipt wallet matches that code; the receipt was not sent';

export const ZCheckoutResult = z.object({
  barcode: text(),
  qfname: text(),
  createdAt: text(),
  total: z.number(),
  subtotal: z.number(),
  discount: z.number(),
  shipping: z.number(),
  taxes: z.number(),
  returned: z.boolean(),
  walletId: text().nullable(),
  walletMessage: text().optional(),
  payments: z.array(ZPayment),
  /** Cash given back: what was paid less the total and the cash rounding. */
  change: z.number(),
  /**
   * What cash rounding added to the total (0.01 when 5.24 CAD was paid 5.25 in cash; negative when
   * rounded down; 0 for card): src/domain/cash-rounding.ts. The payments add up to total + this + change.
   * Always sent by the server; optional for the sales a device kept from before it existed.
   */
  cashRounding: z.number().optional(),
});
export type TCheckoutResult = z.infer<typeof ZCheckoutResult>;

// ---- Receipts and returns -----------------------------------------------------------------------

/**
 * A receipt's barcode as typed or scanned, read as every barcode is (spaces and dashes gone),
 * bounded; in an address, anything that is not a receipt is simply not found.
 */
export const ZBarcode = z.preprocess(barcodeText, text().trim().max(64));
/** What a stored receipt's barcode can look like; anything else is not looked up at all. */
export const BARCODE_PATTERN = /^\d{1,20}$/;

export const ZBarcodeParams = z.object({ barcode: ZBarcode });

export const ZReceiptLine = z.object({
  upc: text(),
  item: text(),
  manufacturer: text(),
  subname: text(),
  qty: z.number().int(),
  price: z.number(),
  itemdiscount: z.number().int(),
  line: z.number(),
  inventoryId: text(),
  /** Units of this line returned so far. */
  returnedQty: z.number().int(),
  /** The line's tax rate when sold, in percent (7.25): what a refund of its units adds back (src/domain/refunds.ts). */
  taxRate: z.number(),
  /** Its class's named taxes when sold (GST 5 %, QST 9.975 %), each given back apart by a refund; absent for a single rate. */
  taxes: z.array(z.object({ name: text(), rate: z.number(), compound: z.boolean() })).optional(),
});

export const ZReceipt = z.object({
  barcode: text(),
  qfname: text(),
  createdAt: text(),
  returned: z.boolean(),
  bname: text(),
  address: text(),
  city: text(),
  state: text(),
  country: text(),
  mailcode: text(),
  phone: text(),
  currency: text(),
  /** Percent, e.g. 13 or 7.25: the default tax class's rate when sold (shipping's). */
  taxrate: z.number(),
  subtotal: z.number(),
  discount: z.number(),
  shipping: z.number(),
  /** All the tax: added to the total, or contained in it when prices include tax. */
  taxes: z.number(),
  total: z.number(),
  /** Prices included tax: the total is the lines plus shipping, and `taxes` is what it contains. */
  pricesIncludeTax: z.boolean(),
  /** The tax per rate, lowest rate first; their `tax` adds up to `taxes`, and base + tax to `total`. */
  taxLines: z.array(ZTaxLine),
  lines: z.array(ZReceiptLine),
  payments: z.array(ZPayment),
  change: z.number(),
  /** What cash rounding added to the total (src/domain/cash-rounding.ts); 0 or absent when none. */
  cashRounding: z.number().optional(),
  /** Σ refunds of its returns so far. */
  refunded: z.number(),
});
export type TReceipt = z.infer<typeof ZReceipt>;

export const ZReturnSummary = z.object({
  barcode: text(),
  cid: text(),
  createdAt: text(),
  qfname: text(),
  returned: z.boolean(),
  total: z.number(),
});
export type TReturnSummary = z.infer<typeof ZReturnSummary>;

/** The returns search: empty resets it (the spec); a code with letters is refused, not searched. */
export const ZReturnsQuery = z.object({ barcode: z.preprocess((v) => barcodeText(v ?? ''), text().max(64).refine(isDigitsOnly, BARCODE_DIGITS_ONLY)) });

export const ZReturnsList = z.object({ returns: z.array(ZReturnSummary), count: z.number().int() });
export type TReturnsList = z.infer<typeof ZReturnsList>;

export const ZReturnUpdate = z.object({
  barcode: barcodeField('Enter a barcode'),
  /** The register the device refunds from: the refund then comes out of its open shift's drawer. */
  register: text().trim().min(1).max(64).optional(),
  /** Sent by the old client; it must be the caller's own business. */
  cid: text().max(64).optional(),
});
export type TReturnUpdate = z.infer<typeof ZReturnUpdate>;

// ---- Receipt image and wallets ------------------------------------------------------------------

export const ZReceiptImageParams = z.object({ qfname: text().max(200) });
export const ZReceiptImageQuery = z.object({ wallet: text().trim().max(200).optional() });

export const ZWalletIdParams = z.object({ id: text().trim().max(200) });

export const ZWalletCreated = z.object({ id: text() });

export const ZWalletReceipt = z.object({
  barcode: text(),
  qfname: text(),
  createdAt: text(),
  total: z.number(),
  currency: text(),
  bname: text(),
  returned: z.boolean(),
  /** The shop's time zone and locale: a wallet holds receipts of many shops, each written in its own. */
  timeZone: text(),
  locale: text(),
});

export const ZWallet = z.object({
  id: text(),
  createdAt: text(),
  receipts: z.array(ZWalletReceipt),
});
export type TWallet = z.infer<typeof ZWallet>;

// ---- Quick keys ---------------------------------------------------------------------------------

/** At most this many quick keys: a grid that still fits the terminal beside the receipt. */
export const MAX_QUICK_KEYS = 24;

/** GET /pos/quick-keys: the grid in order, each key a product as the terminal sells it. */
export const ZQuickKeys = z.object({ keys: z.array(ZPosProduct) });
export type TQuickKeys = z.infer<typeof ZQuickKeys>;

/** PUT /pos/quick-keys: the whole grid, product ids in order (an empty list clears it). */
export const ZQuickKeysInput = z.object({
  entries: z
    .array(z.string({ error: 'Each quick key must be a product id' }).min(1, 'Each quick key must be a product id').max(64, 'Each quick key must be a product id'), {
      error: 'entries must be a list of product ids',
    })
    .max(MAX_QUICK_KEYS, `At most ${MAX_QUICK_KEYS} quick keys`)
    .refine((ids) => new Set(ids).size === ids.length, 'A product can have only one quick key'),
});
export type TQuickKeysInput = z.infer<typeof ZQuickKeysInput>;

// ---- The catalogue on the device ----------------------------------------------------------------

/** A cursor is a transaction id written in decimal digits; anything else was not made by the server. */
export const CURSOR_MESSAGE = 'since must be a cursor from an earlier answer';

export const ZDeviceCatalogQuery = z.object({
  since: z
    .string({ error: CURSOR_MESSAGE })
    .regex(/^\d{1,19}$/, CURSOR_MESSAGE)
    .optional(),
});

/**
 * GET /pos/catalog: the products the terminal keeps on the device. `full`: `entries` is the whole
 * catalogue (replace what is kept); otherwise they are the products changed since the cursor, and
 * `deleted` the ids of those deleted since. Ask again with `cursor` next time.
 */
export const ZDeviceCatalog = z.object({
  entries: z.array(ZPosProduct),
  deleted: z.array(z.string()),
  cursor: z.string(),
  full: z.boolean(),
});
export type TDeviceCatalog = z.infer<typeof ZDeviceCatalog>;
