/**
 * Suppliers, purchase orders and receiving: the payloads of /suppliers and /purchase-orders, used
 * by the server's routes and the web forms alike. Amounts are decimals with 2 places here and
 * integer cents inside; the rules themselves live in src/domain/purchasing.ts.
 */
import { z } from 'zod';
import { MAX_PURCHASE_ORDER_LINES, PURCHASE_ORDER_STATUSES } from '../purchasing';
import { ZKeyword, ZPageNumber, numberFromText, text } from './common';
import { MAX_QTY } from './inventory';

export const MAX_SUPPLIER_NAME = 100;
const MAX_CONTACT = 100;
const MAX_EMAIL = 254;
const MAX_PHONE = 40;
export const MAX_PURCHASING_NOTE = 500;

/** Missing or null is empty; other values must be text. */
const blankIfMissing = (v: unknown) => (v === undefined || v === null ? '' : v);
const optionalText = (max: number) => z.preprocess(blankIfMissing, text({ error: 'must be text' }).trim().max(max, `must be at most ${max} characters`));

// ---- suppliers ----

/** POST /suppliers and PUT /suppliers/{id}: the whole supplier. Only the name is required. */
export const ZSupplierInput = z.object({
  name: z.preprocess(blankIfMissing, text({ error: 'must be text' }).trim().min(1, 'must be filled in').max(MAX_SUPPLIER_NAME, `must be at most ${MAX_SUPPLIER_NAME} characters`)),
  contact: optionalText(MAX_CONTACT),
  email: optionalText(MAX_EMAIL).refine((e) => e === '' || z.email().safeParse(e).success, 'must be an e-mail address'),
  phone: optionalText(MAX_PHONE).refine((p) => p === '' || /^\+?[0-9 ()./-]{2,40}$/.test(p), 'must be a phone number'),
  note: optionalText(MAX_PURCHASING_NOTE),
});
export type TSupplierInput = z.output<typeof ZSupplierInput>;

export const ZSupplier = z.object({
  _id: text(),
  name: text(),
  contact: text(),
  email: text(),
  phone: text(),
  note: text(),
  createdAt: text(),
  updatedAt: text(),
});
export type TSupplier = z.infer<typeof ZSupplier>;

export const ZSupplierListQuery = z.object({ pageNumber: ZPageNumber, keyword: ZKeyword });

export const ZSupplierList = z.object({
  suppliers: z.array(ZSupplier),
  page: z.number().int(),
  pages: z.number().int(),
  count: z.number().int(),
});
export type TSupplierList = z.infer<typeof ZSupplierList>;

// ---- purchase orders ----

const wholeUnits = () =>
  z.preprocess(
    numberFromText,
    z.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(MAX_QTY, `must be at most ${MAX_QTY}`),
  );

/**
 * A unit cost in the business currency. Its least value and its decimals depend on the currency
 * (one cent in USD, one yen, one fils), so the service checks those (src/domain/currency.ts).
 */
const unitCost = () => z.preprocess(numberFromText, z.number({ error: 'must be a number' }).finite('must be a number'));

/** A record's id in a body; missing, blank or not an id, the message says what it should name. */
const recordId = (what: string) => text({ error: `must name ${what}` }).min(1, `must name ${what}`).max(64, `must name ${what}`);
const entryId = () => recordId('an inventory entry');

/** Each entry once per list: a second line for the same entry is refused where it stands. */
function eachEntryOnce(lines: readonly { inventoryId: string }[], ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  lines.forEach((line, i) => {
    if (seen.has(line.inventoryId)) {
      ctx.addIssue({ code: 'custom', message: 'is already on an earlier line; put its whole quantity on one line', path: ['lines', i, 'inventoryId'] });
    }
    seen.add(line.inventoryId);
  });
}

const lineList = <T extends z.ZodType>(line: T) =>
  z
    .array(line, { error: 'must be a list of lines' })
    .min(1, 'must have at least 1 line')
    .max(MAX_PURCHASE_ORDER_LINES, `must have at most ${MAX_PURCHASE_ORDER_LINES} lines`);

export const ZPurchaseOrderLineInput = z.object({ inventoryId: entryId(), qty: wholeUnits(), cost: unitCost() });
export type TPurchaseOrderLineInput = z.output<typeof ZPurchaseOrderLineInput>;

/** POST /purchase-orders: a supplier and what to order from it, at what cost per unit. */
export const ZPurchaseOrderInput = z
  .object({
    supplierId: recordId('a supplier'),
    note: optionalText(MAX_PURCHASING_NOTE),
    lines: lineList(ZPurchaseOrderLineInput),
  })
  .superRefine((po, ctx) => eachEntryOnce(po.lines, ctx));
export type TPurchaseOrderInput = z.output<typeof ZPurchaseOrderInput>;

/** POST /purchase-orders/{id}/receive: how many units of which lines arrived. */
export const ZReceiptInput = z
  .object({ lines: lineList(z.object({ inventoryId: entryId(), qty: wholeUnits() })) })
  .superRefine((receipt, ctx) => eachEntryOnce(receipt.lines, ctx));
export type TReceiptInput = z.output<typeof ZReceiptInput>;

export const ZPurchaseOrderStatus = z.enum(PURCHASE_ORDER_STATUSES);
export type TPurchaseOrderStatus = z.infer<typeof ZPurchaseOrderStatus>;

export const ZPurchaseOrderListQuery = z.object({
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(PURCHASE_ORDER_STATUSES, { error: `must be one of ${PURCHASE_ORDER_STATUSES.join(', ')}` }).optional()),
  pageNumber: ZPageNumber,
});
export type TPurchaseOrderListQuery = z.infer<typeof ZPurchaseOrderListQuery>;

/** A line as ordered; `cost` (per unit) only for those who may see cost (src/domain/cost-policy.ts). */
export const ZPurchaseOrderLine = z.object({
  inventoryId: text(),
  upc: text(),
  name: text(),
  qty: z.number().int(),
  received: z.number().int(),
  cost: z.number().optional(),
});
export type TPurchaseOrderLine = z.infer<typeof ZPurchaseOrderLine>;

/** The supplier as an order names it (enough to print the order and reach the supplier). */
export const ZOrderSupplier = z.object({ _id: text(), name: text(), contact: text(), email: text(), phone: text() });

export const ZPurchaseOrder = z.object({
  _id: text(),
  number: z.number().int(),
  status: ZPurchaseOrderStatus,
  supplier: ZOrderSupplier,
  note: text(),
  lines: z.array(ZPurchaseOrderLine),
  /** Σ qty × cost; only for those who may see cost. */
  total: z.number().optional(),
  createdAt: text(),
  updatedAt: text(),
});
export type TPurchaseOrder = z.infer<typeof ZPurchaseOrder>;

/** An order in the list: its lines summed up. */
export const ZPurchaseOrderRow = z.object({
  _id: text(),
  number: z.number().int(),
  status: ZPurchaseOrderStatus,
  supplier: z.object({ _id: text(), name: text() }),
  lineCount: z.number().int(),
  qty: z.number().int(),
  received: z.number().int(),
  total: z.number().optional(),
  createdAt: text(),
  updatedAt: text(),
});
export type TPurchaseOrderRow = z.infer<typeof ZPurchaseOrderRow>;

export const ZPurchaseOrderList = z.object({
  purchaseOrders: z.array(ZPurchaseOrderRow),
  page: z.number().int(),
  pages: z.number().int(),
  count: z.number().int(),
});
export type TPurchaseOrderList = z.infer<typeof ZPurchaseOrderList>;

// ---- drafting an order (admins) ----

/** An entry as a draft order sees it: what is on hand, its low level, its cost, and how many "Order what is low" asks for. */
export const ZOrderableEntry = z.object({
  inventoryId: text(),
  upc: text(),
  name: text(),
  manufacturer: text(),
  onHand: z.number().int(),
  lowinventory: z.number().int(),
  cost: z.number(),
  reorderQty: z.number().int(),
});
export type TOrderableEntry = z.infer<typeof ZOrderableEntry>;

/** A list of entries to order: at most one order's worth of lines, and how many there were in all. */
export const ZOrderableEntries = z.object({ entries: z.array(ZOrderableEntry), count: z.number().int() });
export type TOrderableEntries = z.infer<typeof ZOrderableEntries>;

/** GET /purchase-orders/orderable: a scanned UPC (exact matches first) or a search of UPC, name and manufacturer. */
export const ZOrderableQuery = z.object({ keyword: ZKeyword });
