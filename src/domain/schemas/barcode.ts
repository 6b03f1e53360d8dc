/**
 * A barcode field in a request (an entry's UPC, a scan in a count, a receipt to return): read by the
 * one normaliser (src/domain/barcodes.ts), so spaces and dashes a label is printed with never
 * reach the database, and anything else that is not a digit is refused in plain words.
 */
import { z } from 'zod';
import { MAX_BARCODE_DIGITS, normaliseBarcode } from '../barcodes';
import { text } from './common';

export const BARCODE_DIGITS_ONLY = 'A barcode holds only digits (spaces and dashes are left out)';
export const BARCODE_TOO_LONG = `A barcode holds at most ${MAX_BARCODE_DIGITS} digits`;

/** Text and numbers (a spreadsheet's or an old client's) as the barcode they write, separators gone. */
export function barcodeText(v: unknown): unknown {
  if (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0) return String(v);
  return typeof v === 'string' ? normaliseBarcode(v) : v;
}

/** Whether a normalised barcode is only digits (the empty text is left to the field's own "required"). */
export const isDigitsOnly = (code: string) => /^\d*$/.test(code);

/** A required barcode: `emptyMessage` when nothing is left once spaces and dashes are gone. */
export function barcodeField(emptyMessage: string) {
  return z.preprocess(
    barcodeText,
    text({ error: emptyMessage })
      .min(1, emptyMessage)
      .refine(isDigitsOnly, BARCODE_DIGITS_ONLY)
      .refine((code) => code.length <= MAX_BARCODE_DIGITS, BARCODE_TOO_LONG),
  );
}
