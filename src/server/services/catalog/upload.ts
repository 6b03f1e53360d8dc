/**
 * The import's multipart upload, read as it arrives: the `file` field goes straight into the
 * spreadsheet reader (./read-sheet.ts), the `mapping` field is kept as text. More than
 * MAX_IMPORT_BYTES is 413; no file, or a form that is not one, is 400.
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
}

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
    let mapping: string | undefined;
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
      if (field === 'mapping') mapping = value;
    });
    parser.on('error', () => reject(invalid('file', 'The upload could not be read: send the spreadsheet again')));
    parser.on('finish', () => {
      void (async () => {
        if (tooLarge) return reject(new AppError('PAYLOAD_TOO_LARGE', FILE_TOO_LARGE));
        if (!sheet) return reject(invalid('file', 'Choose a spreadsheet file (.csv or .xlsx) to import'));
        try {
          resolve({ sheet: await sheet, mapping });
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
