/**
 * The catalogue in and out (admins): the spreadsheet import with its dry run, the export
 * downloads, and in-store barcodes for the add screen.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZGeneratedBarcode, ZImportResult, type TImportMapping, type TImportResult } from '../../domain/schemas/catalog';
import { api } from './http';
import { uploadForm, type UploadProgress } from './upload';

/** Plain links download these: a same-origin GET carries the session cookie. */
export const CATALOG_EXPORT_URLS = {
  csv: '/api/inventory/export.csv',
  xlsx: '/api/inventory/export.xlsx',
} as const;

export interface ImportDefaults {
  item: string;
  manufacturer: string;
}

export interface CatalogUpload {
  file: File;
  /** The user's column choices; without it the server matches the headers by their names. */
  mapping?: TImportMapping;
  /** The category and manufacturer for new products whose row has none; blank: none. */
  defaults?: ImportDefaults;
  /** Check and count only: nothing is written. */
  dryRun: boolean;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/**
 * Sends a spreadsheet to the import. A file with problems is not a failure here: the answer (400)
 * lists them in the same shape as a success, and the screen shows them. A refusal of the upload
 * itself (not a spreadsheet, too large) is an ApiError with the server's message.
 */
export async function sendCatalog({ file, mapping, defaults, dryRun, onProgress, signal }: CatalogUpload): Promise<TImportResult> {
  const form = new FormData();
  // The fields go first so the server has them before the file's rows start arriving.
  if (mapping) form.append('mapping', JSON.stringify(mapping));
  if (defaults?.item.trim()) form.append('defaultItem', defaults.item.trim());
  if (defaults?.manufacturer.trim()) form.append('defaultManufacturer', defaults.manufacturer.trim());
  form.append('file', file, file.name);
  const answer = await uploadForm(`/inventory/import${dryRun ? '?dryRun=1' : ''}`, form, { schema: ZImportResult, refusal: ZImportResult, onProgress, signal });
  return answer.data;
}

/**
 * An import touches entries, categories, manufacturers, stock movements and every total built
 * on them, so every cached answer is read again rather than a list of keys kept in step.
 */
export function useRefreshAfterImport() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries();
}

/** A fresh in-store EAN-13 (prefix 2) that no entry of the business uses. */
export function useGenerateBarcode() {
  return useMutation({ mutationFn: () => api.post('/inventory/barcode', ZGeneratedBarcode) });
}
