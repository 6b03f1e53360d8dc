/**
 * The catalogue as a spreadsheet: its columns, the header names each is known by, and how a cell
 * is read (a number with a dot or comma for decimals, perhaps a currency sign). Shared by the
 * import on the server and the import screen, which shows the mapping before anything is written.
 */
import { readTypedNumber } from './typed-number';

export const CATALOG_COLUMNS = ['upc', 'item', 'manufacturer', 'name', 'qty', 'lowinventory', 'cost', 'price'] as const;
export type CatalogColumn = (typeof CATALOG_COLUMNS)[number];

/** The header names each column answers to, compared without case, spaces, dashes or underscores. */
const ALIASES: Record<CatalogColumn, string[]> = {
  upc: ['upc', 'barcode', 'ean', 'gtin', 'upc code', 'ean13', 'sku barcode'],
  item: ['item', 'category', 'department'],
  manufacturer: ['manufacturer', 'brand', 'maker', 'vendor'],
  name: ['name', 'subname', 'product', 'product name', 'description', 'title'],
  qty: ['qty', 'quantity', 'stock', 'on hand', 'quantity on hand', 'inventory'],
  lowinventory: ['lowinventory', 'low', 'low inventory', 'reorder level', 'reorder point', 'min', 'minimum'],
  cost: ['cost', 'unit cost', 'cost price', 'buy price'],
  price: ['price', 'retail', 'retail price', 'sell price', 'selling price', 'unit price'],
};

/** Human names of the columns, for the mapping screen and messages. */
export const CATALOG_COLUMN_LABELS: Record<CatalogColumn, string> = {
  upc: 'UPC / barcode',
  item: 'Category',
  manufacturer: 'Manufacturer',
  name: 'Product name',
  qty: 'Quantity on hand',
  lowinventory: 'Reorder level',
  cost: 'Cost',
  price: 'Price',
};

const keyOf = (header: string) => header.toLowerCase().replace(/[\s_\-./]+/g, '');

const BY_ALIAS = new Map<string, CatalogColumn>(CATALOG_COLUMNS.flatMap((column) => ALIASES[column].map((alias) => [keyOf(alias), column] as const)));

/** Which column each header is (null: none), each column taken by its first header only. */
export function mapHeaders(headers: readonly string[]): (CatalogColumn | null)[] {
  const taken = new Set<CatalogColumn>();
  return headers.map((h) => {
    const column = BY_ALIAS.get(keyOf(h.trim())) ?? null;
    if (!column || taken.has(column)) return null;
    taken.add(column);
    return column;
  });
}

/**
 * A cell's amount (`12.50`, `1.234,50`, `€ 12,50`, `$1,234`, `12.50 EUR`) read by the same rule as
 * every amount field of the app (typed-number.ts), in the business's locale and currency; null when
 * it is not one number (`1.234` in fr-FR could be 1234 or 1.234).
 */
export function parseAmountText(raw: string, locale = 'en-US', currency?: string): number | null {
  const read = readTypedNumber(raw, locale, { currency });
  if (!read.ok || read.decimal === '') return null;
  const value = Number(read.decimal);
  return Number.isFinite(value) ? value : null;
}

/** A whole number cell (`12`, `1,200`, `12.0`), or null. */
export function parseWholeText(raw: string, locale = 'en-US'): number | null {
  const value = parseAmountText(raw, locale);
  return value !== null && Number.isInteger(value) ? value : null;
}
