/**
 * The catalogue in and out (issue 17): the import's answer, its mapping, and in-store barcodes.
 */
import { z } from 'zod';
import { CATALOG_COLUMNS } from '../catalog';
import { text } from './common';

export const ZCatalogColumn = z.enum(CATALOG_COLUMNS);

/** Which header feeds each column, as the screen sends it back after the user changed it: { price: "Retail", qty: null }. */
export const ZImportMapping = z.partialRecord(ZCatalogColumn, text().max(200).nullable());
export type TImportMapping = z.infer<typeof ZImportMapping>;

export const ZImportQuery = z.object({
  dryRun: z.preprocess((v) => v === '1' || v === 'true', z.boolean()).optional().default(false),
});

export const ZImportError = z.object({ row: z.number().int(), column: text().nullable(), message: text() });
export type TImportError = z.infer<typeof ZImportError>;

export const ZImportResult = z.object({
  /** With problems (400): what happened, in a sentence, and the VALIDATION code, as every refusal has. */
  message: text().optional(),
  code: text().optional(),
  dryRun: z.boolean(),
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  newItems: z.array(text()),
  newManufacturers: z.array(text()),
  errors: z.array(ZImportError),
  /** The file's headers and the column each was read as (null: left out), for the mapping screen. */
  columns: z.array(z.object({ header: text(), column: ZCatalogColumn.nullable() })),
  /** The first rows as read, for the screen to show before importing. */
  preview: z.array(z.array(text())),
});
export type TImportResult = z.infer<typeof ZImportResult>;

export const ZGeneratedBarcode = z.object({ upc: text() });
