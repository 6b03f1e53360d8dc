/**
 * The catalogue as a spreadsheet: its columns, the header names each is known by, and how a cell
 * is read (a number with a dot or comma for decimals, perhaps a currency sign). Shared by the
 * import on the server and the import screen, which shows the mapping before anything is written.
 */

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
 * A number as shops write it: `12.50`, `12,50`, `1,234.50`, `1.234,50`, `€ 12,50`, `$1,234`,
 * `12.50 EUR`. Returns null when it is not one. The last dot or comma followed by one to three
 * digits at the end is the decimal mark when the other mark also appears or when it is a comma
 * followed by one or two digits; otherwise marks are thousands separators.
 */
export function parseAmountText(raw: string): number | null {
  let s = raw.trim().replace(/\s+/g, '');
  s = s.replace(/^[^\d\-+.,]+/, '').replace(/[^\d.,]+$/, '');
  if (!/^[-+]?[\d.,]*\d[\d.,]*$/.test(s)) return null;
  const lastDot = s.lastIndexOf('.');
  const lastComma = s.lastIndexOf(',');
  let decimal: '.' | ',' | null = null;
  if (lastDot >= 0 && lastComma >= 0) decimal = lastDot > lastComma ? '.' : ',';
  else if (lastComma >= 0) decimal = /,\d{1,2}$/.test(s) && s.indexOf(',') === lastComma ? ',' : null;
  else if (lastDot >= 0) decimal = s.indexOf('.') === lastDot ? '.' : null;
  const thousands = decimal === ',' ? '.' : ',';
  const sign = /^[-+]/.test(s) ? s[0] : '';
  const unsigned = sign ? s.slice(1) : s;
  const cut = decimal === null ? -1 : unsigned.lastIndexOf(decimal);
  const whole = cut < 0 ? unsigned : unsigned.slice(0, cut);
  const fraction = cut < 0 ? '' : unsigned.slice(cut + 1);
  // Thousands separators, if any, sit between groups of three digits; the fraction is plain digits.
  const groups = decimal === null ? whole.split(/[.,]/) : whole.split(thousands);
  if (decimal === null && new Set(whole.replace(/\d/g, '')).size > 1) return null;
  if (groups.length > 1 && !(/^\d{1,3}$/.test(groups[0]) && groups.slice(1).every((g) => /^\d{3}$/.test(g)))) return null;
  if (!/^\d*$/.test(fraction) || (cut >= 0 && fraction === '')) return null;
  const normal = `${sign}${groups.join('') || '0'}${fraction ? `.${fraction}` : ''}`;
  const value = Number(normal);
  return Number.isFinite(value) ? value : null;
}

/** A whole number cell (`12`, `1,200`, `12.0`), or null. */
export function parseWholeText(raw: string): number | null {
  const value = parseAmountText(raw);
  return value !== null && Number.isInteger(value) ? value : null;
}
