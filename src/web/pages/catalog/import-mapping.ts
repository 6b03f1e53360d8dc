/**
 * The column mapping as the import screen shows it: one choice per file header (a Stocktill
 * column, or left out), and the `mapping` the API takes back (each column: the header it is read
 * from, or null). A column is read from one header only, so choosing it for a header frees it
 * from the header that had it.
 */
import { CATALOG_COLUMNS, type CatalogColumn } from '../../../domain/catalog';
import type { TImportMapping, TImportResult } from '../../../domain/schemas/catalog';
import { i18n } from '../../i18n';

/** What one header is read as; null: left out. */
export type HeaderChoice = CatalogColumn | null;

/** The select's value for "Leave out" (an option's value is a string). */
export const LEAVE_OUT = '';

/** A Stocktill column's name on screen, in the app's language. */
export function columnLabel(column: CatalogColumn): string {
  const labels: Record<CatalogColumn, string> = {
    upc: i18n.t('catalog:columns.upc'),
    item: i18n.t('catalog:columns.item'),
    manufacturer: i18n.t('catalog:columns.manufacturer'),
    name: i18n.t('catalog:columns.name'),
    qty: i18n.t('catalog:columns.qty'),
    lowinventory: i18n.t('catalog:columns.lowinventory'),
    cost: i18n.t('catalog:columns.cost'),
    price: i18n.t('catalog:columns.price'),
  };
  return labels[column];
}

/** The select's options: "Leave out", then every column by its name on screen. */
export function choiceOptions(): { value: string; label: string }[] {
  return [{ value: LEAVE_OUT, label: i18n.t('catalog:mapping.leaveOut') }, ...CATALOG_COLUMNS.map((column) => ({ value: column, label: columnLabel(column) }))];
}

function isCatalogColumn(value: string): value is CatalogColumn {
  return (CATALOG_COLUMNS as readonly string[]).includes(value);
}

/** A select's value as a choice; anything that is not a column leaves the header out. */
export function choiceOfValue(value: string): HeaderChoice {
  return isCatalogColumn(value) ? value : null;
}

/** The choices the server read the file with (its answer's `columns`), in header order. */
export function choicesOf(columns: TImportResult['columns']): HeaderChoice[] {
  return columns.map((c) => c.column);
}

/** The choices after header `index` is set to `column`; another header that had it is left out. */
export function chooseColumn(choices: readonly HeaderChoice[], index: number, column: HeaderChoice): HeaderChoice[] {
  return choices.map((current, i) => {
    if (i === index) return column;
    return column !== null && current === column ? null : current;
  });
}

/**
 * The mapping to send: every column named, so the server reads the file exactly as the screen
 * shows it rather than guessing again from the headers' names.
 */
export function mappingOf(headers: readonly string[], choices: readonly HeaderChoice[]): TImportMapping {
  const mapping: TImportMapping = {};
  for (const column of CATALOG_COLUMNS) {
    const at = choices.indexOf(column);
    mapping[column] = at >= 0 && at < headers.length ? headers[at] : null;
  }
  return mapping;
}

/** The header each column is read from, for naming a problem's column as the file does. */
export function headerOf(columns: TImportResult['columns'], column: CatalogColumn): string | undefined {
  return columns.find((c) => c.column === column)?.header;
}
