/**
 * What an import would do (after a dry run) or did, in words for the screen, and how each
 * problem is located: the spreadsheet row (the header is row 1) and the column under both
 * Stocktill's name and the file's own header.
 */
import { CATALOG_COLUMNS, type CatalogColumn } from '../../../domain/catalog';
import type { TImportError, TImportResult } from '../../../domain/schemas/catalog';
import { i18n } from '../../i18n';
import { columnLabel, headerOf } from './import-mapping';

type Counts = Pick<TImportResult, 'dryRun' | 'rows' | 'created' | 'updated' | 'unchanged'>;

/** "12 rows read", then what happens to the products they name, in the tense of the run. */
export function outcomeLines(result: Counts, formatNumber: (n: number) => string = String): string[] {
  const count = (n: number) => ({ count: n, n: formatNumber(n) });
  const lines = [i18n.t('catalog:outcome.rowsRead', count(result.rows))];
  if (result.dryRun) {
    lines.push(i18n.t('catalog:outcome.wouldCreate', count(result.created)), i18n.t('catalog:outcome.wouldUpdate', count(result.updated)), i18n.t('catalog:outcome.wouldStay', count(result.unchanged)));
  } else {
    lines.push(i18n.t('catalog:outcome.created', count(result.created)), i18n.t('catalog:outcome.updated', count(result.updated)), i18n.t('catalog:outcome.upToDate', count(result.unchanged)));
  }
  return lines;
}

/** "New categories: Snacks, Drinks", or null when there are none. */
export function newNamesLine(kind: 'categories' | 'manufacturers', names: readonly string[]): string | null {
  if (names.length === 0) return null;
  const values = { names: names.join(', ') };
  return kind === 'categories' ? i18n.t('catalog:outcome.newCategories', values) : i18n.t('catalog:outcome.newManufacturers', values);
}

/**
 * The heading over the problems: how many, and that nothing was written. The server lists a few
 * hundred at most and closes a longer list with a remark on row 0, so then it is "more than".
 */
export function problemsHeading(errors: readonly TImportError[], dryRun: boolean, formatNumber: (n: number) => string = String): string {
  const listed = errors.filter((e) => e.row > 0).length;
  const isCut = errors.some((e) => e.row <= 0);
  const values = { count: listed, n: formatNumber(listed) };
  if (dryRun) return isCut ? i18n.t('catalog:problems.moreToFix', values) : i18n.t('catalog:problems.toFix', values);
  return isCut ? i18n.t('catalog:problems.moreRefused', values) : i18n.t('catalog:problems.refused', values);
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
  const label = columnLabel(error.column);
  const header = headerOf(columns, error.column);
  return header && header.trim().toLowerCase() !== label.toLowerCase() ? `${label} (${header})` : label;
}
