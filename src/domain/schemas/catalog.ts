/**
 * The catalogue in and out (issue 17): the import's answer, its mapping, and in-store barcodes.
 */
import { z } from 'zod';
import { CATALOG_COLUMNS } from '../catalog';
import { IMPORT_FORMATS } from '../import-formats';
import { text } from './common';
import { codesOfStatus } from '../error-codes';
import { ZErrorBody } from './errors';

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
  /**
   * The till whose export the file is (its columns are then read without a mapping), and the
   * locations it holds stock for: the first one's quantities are read. Null: read by header names.
   */
  format: z.object({ id: z.enum(IMPORT_FORMATS), locations: z.array(text()) }).nullable().optional(),
  errors: z.array(ZImportError),
  /** The file's headers and the column each was read as (null: left out), for the mapping screen. */
  columns: z.array(z.object({ header: text(), column: ZCatalogColumn.nullable() })),
  /** The first rows as read, for the screen to show before importing. */
  preview: z.array(z.array(text())),
});
export type TImportResult = z.infer<typeof ZImportResult>;

/**
 * A refused import (400): the error answer every route gives, with the import's answer beside it
 * when the file itself had problems (each listed by row), so the screen shows them in one place.
 */
export const ZImportRefusal = ZErrorBody.extend({ code: z.enum(codesOfStatus(400)) })
  .extend(ZImportResult.omit({ message: true, code: true }).partial().shape)
  .meta({ description: 'Bad input (code: VALIDATION or BAD_REQUEST); with problems in the file, the import answer listing them by row' });

export const ZGeneratedBarcode = z.object({ upc: text() });
