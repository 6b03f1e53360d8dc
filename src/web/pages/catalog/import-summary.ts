/**
 * What an import would do (after a dry run) or did, in words for the screen, and how each
 * problem is located: the spreadsheet row (the header is row 1) and the column under both
 * Stocktill's name and the file's own header.
 */
import { CATALOG_COLUMN_LABELS, CATALOG_COLUMNS, type CatalogColumn } from '../../../domain/catalog';
import type { TImportError, TImportResult } from '../../../domain/schemas/catalog';
import { headerOf } from './import-mapping';
import { counted } from '../../components/counted';

type Counts = Pick<TImportResult, 'dryRun' | 'rows' | 'created' | 'updated' | 'unchanged'>;

const plural = counted;

/** "12 rows read", then what happens to the products they name, in the tense of the run. */
export function outcomeLines(result: Counts, formatNumber: (n: number) => string = String): string[] {
  const products = (n: number) => plural(n, 'product', 'products', formatNumber);
  const lines = [`${plural(result.rows, 'row', 'rows', formatNumber)} read`];
  if (result.dryRun) {
    lines.push(`${products(result.created)} would be created`, `${products(result.updated)} would be updated`, `${products(result.unchanged)} unchanged`);
  } else {
    lines.push(`${products(result.created)} created`, `${products(result.updated)} updated`, `${products(result.unchanged)} already up to date`);
  }
  return lines;
}

/** "New categories: Snacks, Drinks", or null when there are none. */
export function newNamesLine(kind: 'categories' | 'manufacturers', names: readonly string[]): string | null {
  return names.length === 0 ? null : `New ${kind}: ${names.join(', ')}`;
}

/**
 * The heading over the problems: how many, and that nothing was written. The server lists a few
 * hundred at most and closes a longer list with a remark on row 0, so then it is "more than".
 */
export function problemsHeading(errors: readonly TImportError[], dryRun: boolean, formatNumber: (n: number) => string = String): string {
  const listed = errors.filter((e) => e.row > 0).length;
  const isCut = errors.some((e) => e.row <= 0);
  const what = isCut ? `More than ${formatNumber(listed)} problems` : listed === 1 ? '1 problem' : `${formatNumber(listed)} problems`;
  return dryRun ? `${what} to fix in the file before importing` : `${what}: nothing was imported`;
}

/** The row as a spreadsheet names it; blank for the remark that closes a long list. */
export function problemRow(error: TImportError): string {
  return error.row > 0 ? String(error.row) : '';
}

function isCatalogColumn(value: string): value is CatalogColumn {
  return (CATALOG_COLUMNS as readonly string[]).includes(value);
}

/** "Price (Retail)": Stocktill's name of the column, and the file's header it was read from. */
export function problemColumn(error: TImportError, columns: TImportResult['columns']): string {
  if (error.column === null) return '';
  if (!isCatalogColumn(error.column)) return error.column;
  const label = CATALOG_COLUMN_LABELS[error.column];
  const header = headerOf(columns, error.column);
  return header && header.trim().toLowerCase() !== label.toLowerCase() ? `${label} (${header})` : label;
}
