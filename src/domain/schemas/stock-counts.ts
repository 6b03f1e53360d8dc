/**
 * Stock counts (stocktakes): one schema per payload, shared by the API routes and the screens.
 * The count rule (docs/stock.md, "Stock counts"): a line is judged against the stock on hand when
 * it was first counted, and committing changes stock by `counted − expected`.
 */
import { z } from 'zod';
import { barcodeField } from './barcode';
import { ZId, ZPageNumber, numberFromText, text } from './common';
import { MAX_QTY } from './inventory';

export const STOCK_COUNT_STATUSES = ['open', 'committed', 'cancelled'] as const;
export type TStockCountStatus = (typeof STOCK_COUNT_STATUSES)[number];

export const MAX_COUNT_NAME = 100;
const MAX_NAME = 100;

/** Blank, null or missing: no value (a form's "all" choice sends an empty string). */
const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

const scopeName = () => z.preprocess(blankToUndefined, text({ error: 'must be text' }).trim().max(MAX_NAME, `must be at most ${MAX_NAME} characters`).optional());

const wholeQty = (min: number, minMessage: string) =>
  z.preprocess(
    numberFromText,
    z.number({ error: 'must be a number' }).int('must be a whole number').min(min, minMessage).max(MAX_QTY, `must be at most ${MAX_QTY}`),
  );

/** POST /stock-counts: a name, and a scope of one category and/or one manufacturer (neither: everything). */
export const ZStockCountCreate = z.object({
  name: z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    text({ error: 'must be text' }).trim().min(1, 'Please name the count').max(MAX_COUNT_NAME, `must be at most ${MAX_COUNT_NAME} characters`),
  ),
  item: scopeName(),
  manufacturer: scopeName(),
});
export type TStockCountCreate = z.output<typeof ZStockCountCreate>;

/** GET /stock-counts: newest first, optionally of one status. */
export const ZStockCountListQuery = z.object({
  status: z.preprocess(blankToUndefined, z.enum(STOCK_COUNT_STATUSES, { error: `must be one of ${STOCK_COUNT_STATUSES.join(', ')}` }).optional()),
  pageNumber: ZPageNumber,
});
export type TStockCountListQuery = z.output<typeof ZStockCountListQuery>;

export const ZStockCountParams = z.object({ id: ZId });
export const ZStockCountLineParams = z.object({ id: ZId, inventoryId: ZId });

/** POST /stock-counts/:id/scan: one scan adds 1; a scanner that sends a quantity adds that many. */
export const ZStockCountScan = z.object({
  upc: z.preprocess((v) => (v === undefined || v === null ? '' : v), barcodeField('Scan or type a UPC')),
  qty: z.preprocess((v) => (v === undefined || v === null || v === '' ? 1 : v), wholeQty(1, 'must be at least 1')),
});
export type TStockCountScan = z.output<typeof ZStockCountScan>;

/** PUT /stock-counts/:id/lines/:inventoryId: the quantity counted, replacing what was counted so far. */
export const ZStockCountLineSet = z.object({ counted: wholeQty(0, 'must be at least 0') });
export type TStockCountLineSet = z.output<typeof ZStockCountLineSet>;

/** The commit's choice, as the review form holds it. */
export const ZStockCountCommitFields = z.object({ zeroUncounted: z.boolean({ error: 'must be true or false' }).default(false) });
/** POST /stock-counts/:id/commit: no body at all means the defaults. */
export const ZStockCountCommit = z.preprocess((v) => v ?? {}, ZStockCountCommitFields);
export type TStockCountCommit = z.output<typeof ZStockCountCommitFields>;

export const ZStockCountScope = z.object({ item: text().nullable(), manufacturer: text().nullable() });
export type TStockCountScope = z.infer<typeof ZStockCountScope>;

/**
 * Why a line of an open count must be counted again before the count can be committed:
 * `below-zero`: more has left since it was counted than it counted (the count was short, or goods
 * arrived unrecorded), so its variance would take stock below 0; `recounted`: the entry's quantity
 * was set by another count after this line was counted, so its variance no longer applies.
 */
export const RECOUNT_REASONS = ['below-zero', 'recounted'] as const;
export type TRecountReason = (typeof RECOUNT_REASONS)[number];

export const ZStockCountLine = z.object({
  inventoryId: text(),
  upc: text(),
  name: text(),
  /** On hand when the line was first counted. */
  expected: z.number().int(),
  counted: z.number().int(),
  /** counted − expected */
  variance: z.number().int(),
  /** variance × the entry's cost when first counted; only for those who may see cost. */
  varianceCost: z.number().optional(),
  /** On hand now (open counts; null once the entry is deleted or the count is closed). */
  onHand: z.number().int().nullable(),
  recount: z.enum(RECOUNT_REASONS).nullable(),
  countedAt: text(),
  updatedAt: text(),
});
export type TStockCountLine = z.infer<typeof ZStockCountLine>;

export const ZStockCountTotals = z.object({
  /** Lines counted. */
  lines: z.number().int(),
  expected: z.number().int(),
  counted: z.number().int(),
  variance: z.number().int(),
  varianceCost: z.number().optional(),
});
export type TStockCountTotals = z.infer<typeof ZStockCountTotals>;

export const ZUncountedEntry = z.object({ inventoryId: text(), upc: text(), name: text(), onHand: z.number().int() });
export type TUncountedEntry = z.infer<typeof ZUncountedEntry>;

const countHeader = {
  _id: text(),
  name: text(),
  status: z.enum(STOCK_COUNT_STATUSES),
  scope: ZStockCountScope,
  zeroUncounted: z.boolean(),
  createdAt: text(),
  committedAt: text().nullable(),
};

export const ZStockCount = z.object({
  ...countHeader,
  lines: z.array(ZStockCountLine),
  /** Entries in scope not counted yet (open counts; 0 once closed). */
  uncounted: z.number().int(),
  /** Of those, how many hold stock (other than 0): what "zero uncounted" would change. */
  uncountedWithStock: z.number().int(),
  /** The first of them, by name. */
  uncountedEntries: z.array(ZUncountedEntry),
  totals: ZStockCountTotals,
});
export type TStockCount = z.infer<typeof ZStockCount>;

/** A count as the list shows it. */
export const ZStockCountSummary = z.object({ ...countHeader, lines: z.number().int() });
export type TStockCountSummary = z.infer<typeof ZStockCountSummary>;

export const ZStockCountList = z.object({
  counts: z.array(ZStockCountSummary),
  page: z.number().int(),
  pages: z.number().int(),
  count: z.number().int(),
});
export type TStockCountList = z.infer<typeof ZStockCountList>;

/** What a scan or a typed quantity answers: the line as it is now, and the count's totals. */
export const ZStockCountLineChange = z.object({ line: ZStockCountLine, totals: ZStockCountTotals });
export type TStockCountLineChange = z.infer<typeof ZStockCountLineChange>;

/** DELETE /stock-counts/:id/lines/:inventoryId: the line is gone (uncounted again). */
export const ZStockCountLineRemoved = z.object({ message: text(), totals: ZStockCountTotals });
export type TStockCountLineRemoved = z.infer<typeof ZStockCountLineRemoved>;

/** A scope as words: "All entries", "Category Snacks", "Manufacturer Acme" or "Category Snacks, manufacturer Acme". */
export function describeScope(scope: TStockCountScope): string {
  if (scope.item !== null && scope.manufacturer !== null) return `Category ${scope.item}, manufacturer ${scope.manufacturer}`;
  if (scope.item !== null) return `Category ${scope.item}`;
  if (scope.manufacturer !== null) return `Manufacturer ${scope.manufacturer}`;
  return 'All entries';
}
