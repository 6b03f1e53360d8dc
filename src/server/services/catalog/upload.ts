/**
 * The import's multipart upload, read as it arrives: the `file` field goes straight into the
 * spreadsheet reader (./read-sheet.ts), the `mapping`, `defaultItem` and `defaultManufacturer`
 * fields are kept as text. More than MAX_IMPORT_BYTES is 413; no file, a form that is not one, or a
 * field the import does not take (a misspelt one would be ignored without a word) is 400.
 */
import Busboy from '@fastify/busboy';
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import { message } from '../../../i18n/translator';
import { AppError, invalid } from '../../errors';
import { MAX_IMPORT_BYTES, readSheet, SheetTooLarge, SheetUnreadable, type Sheet } from './read-sheet';

export const FILE_TOO_LARGE = message('errors:catalog.fileTooLarge', { mb: MAX_IMPORT_BYTES / 1024 / 1024 });

export interface Upload {
  sheet: Sheet;
  /** The `mapping` field as sent (JSON text), if any. */
  mapping?: string;
  /** The category and manufacturer for new products whose row has none, as sent. */
  defaultItem?: string;
  defaultManufacturer?: string;
}

const TEXT_FIELDS = ['mapping', 'defaultItem', 'defaultManufacturer'] as const;
type TextField = (typeof TEXT_FIELDS)[number];
const isTextField = (field: string): field is TextField => (TEXT_FIELDS as readonly string[]).includes(field);

export function readUpload(headers: IncomingHttpHeaders, body: Readable): Promise<Upload> {
  return new Promise<Upload>((resolve, reject) => {
    let parser: ReturnType<typeof Busboy>;
    try {
      parser = Busboy({ headers: headers as never, limits: { files: 1, fileSize: MAX_IMPORT_BYTES, fields: 5, fieldSize: 64 * 1024, parts: 8 } });
    } catch {
      reject(invalid('file', 'Send the spreadsheet as a form upload (multipart/form-data) in the field “file”'));
      return;
    }
    let sheet: Promise<Sheet> | null = null;
    let tooLarge = false;
    const fields: Partial<Record<TextField, string>> = {};
    let unknownField: string | undefined;
    parser.on('file', (field, stream) => {
      if (field !== 'file' || sheet) {
        stream.resume();
        return;
      }
      stream.on('limit', () => {
        tooLarge = true;
        // Stop reading the sheet: its rows are not wanted any more.
        stream.unpipe?.();
      });
      sheet = readSheet(stream);
      // Seen by the 'finish' handler; keep an early failure from going unhandled meanwhile.
      sheet.catch(() => undefined);
    });
    parser.on('field', (field, value) => {
      if (isTextField(field)) fields[field] = value;
      else unknownField ??= field;
    });
    parser.on('error', () => reject(invalid('file', 'The upload could not be read: send the spreadsheet again')));
    parser.on('finish', () => {
      void (async () => {
        if (tooLarge) return reject(new AppError('PAYLOAD_TOO_LARGE', FILE_TOO_LARGE));
        if (unknownField !== undefined) return reject(invalid(unknownField.slice(0, 64), message('errors:catalog.unknownField', { field: unknownField.slice(0, 64) })));
        if (!sheet) return reject(invalid('file', 'Choose a spreadsheet file (.csv or .xlsx) to import'));
        try {
          resolve({ sheet: await sheet, ...fields });
        } catch (err) {
          if (tooLarge) reject(new AppError('PAYLOAD_TOO_LARGE', FILE_TOO_LARGE));
          else if (err instanceof SheetTooLarge) reject(new AppError('PAYLOAD_TOO_LARGE', err.saying));
          else if (err instanceof SheetUnreadable) reject(invalid('file', err.saying));
          else reject(err);
        }
      })();
    });
    body.on('error', () => reject(invalid('file', 'The upload was cut off: send the spreadsheet again')));
    body.pipe(parser);
  });
}
