/**
 * Other tills' catalogue exports, recognised by their column sets so that a shop moving to
 * Stocktill imports its file as it downloaded it: Square's item library, Loyverse's items,
 * Shopify's products (the older "Variant …" headers and the newer ones) and Lightspeed Retail
 * X-Series' products. Each says which of its columns fills each Stocktill column, and how a row
 * of it becomes one product:
 *
 * - A product with variants (Shopify's option rows, Square's variations, Loyverse's and
 *   Lightspeed's variants) is one Stocktill product per variant, named "Name (Value, Value)".
 * - Rows of one product share its handle; a variant row leaves the product's name, category and
 *   vendor empty, so they are taken from the product's first row.
 * - A row without a barcode is keyed by its SKU; a product without a brand by its supplier.
 * - Stock held per location ("Current Quantity Shop", "In stock [Shop]", "inventory_Shop") is read
 *   from the first location's column: Stocktill keeps one quantity per product until it has
 *   locations, and the owner may pick another location's column on the import screen.
 *
 * Shared by the server, which rewrites the rows, and the import screen, which names the format.
 */
import type { CatalogColumn } from './catalog';

export const IMPORT_FORMATS = ['square', 'loyverse', 'shopify', 'lightspeed'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** A header by its whole name, or the first of those starting with `prefix` (a location's column). */
type Header = string | { prefix: string };

interface FormatRule {
  id: ImportFormat;
  /** Each of these must be in the header (any one name of a list) for the file to be this format. */
  signature: (string | string[] | { prefix: string })[];
  /** Candidates per column, first present first: the first is read, the others fill its empty cells. */
  columns: Partial<Record<CatalogColumn, Header[]>>;
  /** The column grouping a product's rows (its handle), if rows of one product are consecutive. */
  group?: string[];
  /** The variant's option values, appended to the name. */
  options?: string[];
  /** Option values that mean "no variant" (Shopify's "Default Title", Square's "Regular"). */
  noVariant?: string[];
  /** A row that carries only an image of its product (Shopify): every one of these columns is empty. */
  imageOnlyWhenEmpty?: CatalogColumn[];
}

const RULES: FormatRule[] = [
  {
    id: 'square',
    signature: ['item name', 'variation name', 'sku', 'price'],
    columns: {
      upc: ['gtin', 'sku'],
      name: ['item name'],
      item: ['reporting category', 'category', 'categories'],
      manufacturer: ['default vendor name'],
      qty: [{ prefix: 'current quantity ' }],
      lowinventory: [{ prefix: 'stock alert count ' }],
      cost: ['default unit cost'],
      price: ['price'],
    },
    options: ['variation name'],
    noVariant: ['regular'],
  },
  {
    id: 'lightspeed',
    signature: ['handle', 'sku', 'name', 'supply_price', 'retail_price'],
    columns: {
      upc: ['sku'],
      name: ['name'],
      item: ['product_category', 'type'],
      manufacturer: ['brand_name', 'supplier_name'],
      qty: [{ prefix: 'inventory_' }],
      lowinventory: [{ prefix: 'reorder_point_' }],
      cost: ['supply_price'],
      price: ['retail_price'],
    },
    group: ['handle'],
    options: ['variant_option_one_value', 'variant_option_two_value', 'variant_option_three_value'],
  },
  {
    id: 'loyverse',
    signature: ['handle', 'sku', 'name', 'category', ['default price', 'barcode']],
    columns: {
      upc: ['barcode', 'sku'],
      name: ['name'],
      item: ['category'],
      manufacturer: ['supplier'],
      qty: [{ prefix: 'in stock [' }],
      lowinventory: [{ prefix: 'low stock [' }],
      cost: ['cost', 'purchase cost'],
      price: ['default price', { prefix: 'price [' }],
    },
    group: ['handle'],
    options: ['option 1 value', 'option 2 value', 'option 3 value'],
  },
  {
    id: 'shopify',
    signature: [['handle', 'url handle'], 'title', ['variant sku', 'sku'], ['variant price', 'price'], ['option1 value']],
    columns: {
      upc: ['variant barcode', 'barcode', 'variant sku', 'sku'],
      name: ['title'],
      item: ['type'],
      manufacturer: ['vendor'],
      qty: ['variant inventory qty', 'inventory quantity'],
      cost: ['cost per item'],
      price: ['variant price', 'price'],
    },
    group: ['handle', 'url handle'],
    options: ['option1 value', 'option2 value', 'option3 value'],
    noVariant: ['default title'],
    imageOnlyWhenEmpty: ['upc', 'price'],
  },
];

const normal = (header: string) => header.trim().replace(/\s+/g, ' ').toLowerCase();

function indexOf(headers: readonly string[], header: Header): number {
  return typeof header === 'string' ? headers.indexOf(header) : headers.findIndex((h) => h.startsWith(header.prefix));
}

/** A recognised file: which format, where each column is read from, and how its rows are rewritten. */
export interface RecognisedFormat {
  id: ImportFormat;
  /** The header index each Stocktill column is read from. */
  columns: Map<CatalogColumn, number>;
  /** Per column, the indexes whose cells fill an empty cell of the column read (in order). */
  fallbacks: Map<CatalogColumn, number[]>;
  group: number | null;
  options: number[];
  noVariant: Set<string>;
  imageOnlyWhenEmpty: CatalogColumn[];
  /** The locations the file holds stock for, in its order; the first one's stock is read. */
  locations: string[];
}

/** The format whose columns the header has, or null (the header is then read by its names alone). */
export function recogniseFormat(header: readonly string[]): RecognisedFormat | null {
  const headers = header.map(normal);
  const rule = RULES.find((r) => r.signature.every((s) => (Array.isArray(s) ? s : [s]).some((h) => indexOf(headers, h) >= 0)));
  if (!rule) return null;
  const columns = new Map<CatalogColumn, number>();
  const fallbacks = new Map<CatalogColumn, number[]>();
  for (const [column, candidates] of Object.entries(rule.columns) as [CatalogColumn, Header[]][]) {
    const found = candidates.map((c) => indexOf(headers, c)).filter((i) => i >= 0);
    if (found.length === 0) continue;
    columns.set(column, found[0]);
    if (found.length > 1) fallbacks.set(column, found.slice(1));
  }
  const stock = rule.columns.qty?.find((c): c is { prefix: string } => typeof c !== 'string');
  const locations = stock ? header.filter((_, i) => headers[i].startsWith(stock.prefix)).map((h) => locationName(h.trim().slice(stock.prefix.length))) : [];
  const group = (rule.group ?? []).map((g) => headers.indexOf(g)).find((i) => i >= 0) ?? null;
  return {
    id: rule.id,
    columns,
    fallbacks,
    group,
    options: (rule.options ?? []).map((o) => headers.indexOf(o)).filter((i) => i >= 0),
    noVariant: new Set(rule.noVariant ?? []),
    imageOnlyWhenEmpty: rule.imageOnlyWhenEmpty ?? [],
    locations,
  };
}

/** "[Main St]" → "Main St"; "Main_Outlet" → "Main Outlet". */
function locationName(raw: string): string {
  return raw.replace(/^\[|\]$/g, '').replace(/_/g, ' ').trim();
}

/** The columns whose empty cells a variant row takes from its product's first row. */
const PRODUCT_LEVEL: CatalogColumn[] = ['name', 'item', 'manufacturer'];

/**
 * Rewrites one file's rows in place, in order, as the format's products: a variant row takes its
 * product's name, category and maker, an empty cell its column's fallback (SKU for barcode), the
 * name its option values; a row holding only an image is emptied, so it is skipped while every
 * other row keeps its spreadsheet row number. `rows[i]` is changed only where it changes.
 */
export class FormatRows {
  private groupKey: string | null = null;
  private groupFirst = new Map<CatalogColumn, string>();
  constructor(private readonly format: RecognisedFormat) {}

  rewrite(cells: string[]): string[] {
    const f = this.format;
    const at = (i: number) => (cells[i] ?? '').trim();
    const out = [...cells];
    const set = (column: CatalogColumn, value: string) => {
      const i = f.columns.get(column);
      if (i === undefined) return;
      while (out.length <= i) out.push('');
      out[i] = value;
    };
    const value = (column: CatalogColumn) => {
      const i = f.columns.get(column);
      return i === undefined ? '' : (out[i] ?? '').trim();
    };
    if (f.group !== null) {
      const key = at(f.group);
      if (key !== '' && key === this.groupKey) {
        for (const column of PRODUCT_LEVEL) if (value(column) === '' && this.groupFirst.get(column)) set(column, this.groupFirst.get(column)!);
      } else {
        this.groupKey = key === '' ? null : key;
        this.groupFirst = new Map(PRODUCT_LEVEL.map((c) => [c, value(c)]));
      }
    }
    for (const [column, others] of f.fallbacks) {
      if (value(column) !== '') continue;
      const found = others.map(at).find((v) => v !== '');
      if (found) set(column, found);
    }
    const options = f.options.map(at).filter((v) => v !== '' && !f.noVariant.has(v.toLowerCase()));
    if (f.imageOnlyWhenEmpty.length > 0 && options.length === 0 && f.imageOnlyWhenEmpty.every((c) => value(c) === '')) return cells.map(() => '');
    if (options.length > 0 && value('name') !== '') set('name', `${value('name')} (${options.join(', ')})`);
    return out;
  }
}
