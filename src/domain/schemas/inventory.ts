/**
 * Inventory entries, item categories, manufacturers and settings: one schema per payload, used
 * by the API routes and the web forms alike. Every write payload is checked in two steps so the
 * spec's "Please fill in all fields" wins over any per-field rule, as the old client did.
 */
import { z } from 'zod';
import { MSG } from '../messages';
import { barcodeField } from './barcode';
import { ZKeyword, ZPageNumber, ZSearchKeyword, numberFromText, text } from './common';
import { sortKeyOf, ZPageSize, ZSortDirection, type TSortDirection } from './list-options';

/** Largest quantity on hand (and largest single addition) the product accepts. */
export const MAX_QTY = 1_000_000;
/** Largest price or cost: ten million, well inside a 32-bit count of cents. */
export const MAX_AMOUNT = 10_000_000;
export const MAX_TAXRATE = 100;
const MAX_NAME = 100;

/** Missing, null or blank counts as "not filled in". */
export function isFilled(v: unknown): boolean {
  return v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === '');
}

const textOf = (v: unknown) => (typeof v === 'number' ? String(v) : v);

const requiredText = (max: number) => z.preprocess(textOf, text({ error: MSG.fillInAllFields }).trim().min(1, MSG.fillInAllFields).max(max, `must be at most ${max} characters`));
const wholeNumber = () => z.preprocess(numberFromText, z.number({ error: 'must be a number' }).int('must be a whole number'));

/** Has at most two decimals (cents); the tolerance absorbs binary artefacts like 0.1 * 100. */
export function hasAtMostTwoDecimals(v: number): boolean {
  return Number.isInteger(Number((v * 100).toFixed(6)));
}

/**
 * A price or cost as typed. Its least amount and its decimals are those of the business currency
 * (0.01 and 2 in USD, 1 and none in JPY, 0.001 and 3 in KWD), so the server checks them
 * with the currency (src/domain/currency.ts `minorUnitProblem`), in the spec's words for USD.
 */
const amount = () => z.preprocess(numberFromText, z.number({ error: 'must be a number' }));

/** Step one: every named field is present. Other keys (_id, cid) pass through untouched. */
function requireFields(keys: readonly string[]) {
  return z.object(Object.fromEntries(keys.map((k) => [k, z.unknown().refine(isFilled, MSG.fillInAllFields)]))).loose();
}

const ENTRY_FIELDS = ['upc', 'manufacturer', 'subname', 'item', 'lowinventory', 'cost', 'price'] as const;

const entryRules = {
  upc: barcodeField(MSG.fillInAllFields),
  manufacturer: requiredText(MAX_NAME),
  subname: requiredText(MAX_NAME),
  item: requiredText(MAX_NAME),
  lowinventory: wholeNumber().pipe(z.number().min(0, 'must be at least 0').max(MAX_QTY, `must be at most ${MAX_QTY}`)),
  cost: amount(),
  price: amount(),
  _id: text().max(64).optional(),
  cid: text().max(64).optional(),
};

/** POST /inventory/add. */
export const ZInventoryAdd = requireFields([...ENTRY_FIELDS, 'qty']).pipe(
  z.object({
    ...entryRules,
    qty: wholeNumber().pipe(z.number().gt(0, MSG.qtyNotPositive).max(MAX_QTY, `must be at most ${MAX_QTY}`)),
  }),
);
export type TInventoryAdd = z.output<typeof ZInventoryAdd>;

/** PUT /inventory/upd/{id}: `qty` is the quantity being ADDED (blank means none; negative corrects a miscount). */
export const ZInventoryUpdate = requireFields(ENTRY_FIELDS).pipe(
  z.object({
    ...entryRules,
    qty: z.preprocess((v) => (isFilled(v) ? numberFromText(v) : 0), z.number({ error: 'must be a number' }).int('must be a whole number').min(-MAX_QTY).max(MAX_QTY, `must be at most ${MAX_QTY}`)),
  }),
);
export type TInventoryUpdate = z.output<typeof ZInventoryUpdate>;

/** PUT /inventory/updm/{id}: the whole entry, `qty` being the counted quantity on hand. */
export const ZInventoryReplace = requireFields([...ENTRY_FIELDS, 'qty']).pipe(
  z.object({
    ...entryRules,
    qty: wholeNumber().pipe(z.number().min(0, 'must be at least 0').max(MAX_QTY, `must be at most ${MAX_QTY}`)),
  }),
);
export type TInventoryReplace = z.output<typeof ZInventoryReplace>;

export const ZUpdmQuery = z.object({ objcount: text().max(20).optional() });

export const ZInventoryEntry = z.object({
  _id: text(),
  upc: text(),
  item: text(),
  manufacturer: text(),
  subname: text(),
  qty: z.number(),
  lowinventory: z.number(),
  cost: z.number(),
  price: z.number(),
  cid: text(),
  updatedAt: text(),
});
export type TInventoryEntry = z.infer<typeof ZInventoryEntry>;

/** An inventory entry as a viewer sees it: cost only for those who may see it (src/domain/cost-policy.ts). */
export const ZInventoryRow = ZInventoryEntry.extend({ cost: z.number().optional() });
export type TInventoryRow = z.infer<typeof ZInventoryRow>;

export const INVENTORY_SEARCH_FIELDS = ['upc', 'manufacturer', 'subname'] as const;
export type TInventorySearchField = (typeof INVENTORY_SEARCH_FIELDS)[number];

/** The columns the inventory list can be sorted by, each served by an index (src/server/db/schema.ts). */
export const INVENTORY_SORT_KEYS = ['upc', 'item', 'manufacturer', 'subname', 'qty', 'price', 'updatedAt'] as const;
export type TInventorySortKey = (typeof INVENTORY_SORT_KEYS)[number];
/** A column's first direction: newest first for the last update, A to Z and smallest first otherwise. */
export const defaultSortDirection = (key: TInventorySortKey): TSortDirection => (key === 'updatedAt' ? 'desc' : 'asc');

export const ZInventoryListQuery = z.object({
  pageNumber: ZPageNumber,
  keyword: ZSearchKeyword,
  // The spec's client sends one of the three; none (or blank) searches the subname, as the POS does.
  field: z.preprocess((v) => (isFilled(v) ? v : undefined), z.enum(INVENTORY_SEARCH_FIELDS).default('subname')),
  pageSize: ZPageSize,
  // No sort: most recently changed first, as the list always was.
  sort: sortKeyOf(INVENTORY_SORT_KEYS),
  order: ZSortDirection,
});
export type TInventoryListQuery = z.output<typeof ZInventoryListQuery>;

export const ZInventoryList = z.object({
  inventory: z.array(ZInventoryRow),
  page: z.number(),
  pages: z.number(),
  count: z.number(),
  /**
   * Present (true) only on a keyword search matching more than SEARCH_COUNT_CAP (1,000) entries,
   * which is not counted to the end on every keystroke: `count` is then a lower bound (the cap, or
   * the rows up to the end of the page asked for when that is further) and there are more matches
   * after it. `pages` is still ceil(count / pageSize), so a next page exists while `countCapped` is
   * true or `page < pages`; pages past `pages` may be asked for and are answered as long as they
   * hold rows (a page past the last match answers the last page, with the exact count).
   */
  countCapped: z.boolean().optional(),
  /** Rows per page: the one asked for, else the server's. */
  pageSize: z.number(),
});
export type TInventoryList = z.infer<typeof ZInventoryList>;

// ---- item categories and manufacturers ----

export const ZItemAdd = requireFields(['item']).pipe(z.object({ item: requiredText(MAX_NAME), cid: text().max(64).optional() }));
export type TItemAdd = z.output<typeof ZItemAdd>;
/** An item category; `taxClassId` is its tax class (null: the business's default class). */
export const ZItem = z.object({ _id: text(), item: text(), cid: text(), taxClassId: text().nullable().optional() });
export type TItem = z.infer<typeof ZItem>;
export const ZItemListQuery = z.object({ pageNumberitem: ZPageNumber, keyword: ZKeyword, pageSize: ZPageSize });
/** `pageSize`: rows per page, the one asked for, else the server's. */
export const ZItemList = z.object({ items: z.array(ZItem), count: z.number(), pagesitem: z.number(), pageitem: z.number(), pageSize: z.number() });
export type TItemList = z.infer<typeof ZItemList>;

export const ZManufacturerAdd = requireFields(['manufacturer']).pipe(z.object({ manufacturer: requiredText(MAX_NAME), cid: text().max(64).optional() }));
export type TManufacturerAdd = z.output<typeof ZManufacturerAdd>;
export const ZManufacturer = z.object({ _id: text(), manufacturer: text(), cid: text() });
export type TManufacturer = z.infer<typeof ZManufacturer>;
export const ZManufacturerListQuery = z.object({ pageNumbername: ZPageNumber, keyword: ZKeyword, pageSize: ZPageSize });
export const ZManufacturerList = z.object({ manufacturer: z.array(ZManufacturer), count: z.number(), pagesname: z.number(), pagename: z.number(), pageSize: z.number() });
export type TManufacturerList = z.infer<typeof ZManufacturerList>;
