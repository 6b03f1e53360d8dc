/**
 * The catalogue in and out (issue 17), for admins: spreadsheet import (CSV or XLSX, with a dry
 * run), export as CSV or XLSX, and in-store barcodes for products that have none.
 *
 * The import's upload is read in a preHandler: a slow upload holds no database connection. The
 * import then runs without the request's business transaction (`ownTransactions`): it checks the
 * sheet holding none, and writes a clean one in a transaction of its own (services/catalog/import).
 * Its context reads multipart bodies as a raw stream (the rest of the API takes small forms whole).
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZGeneratedBarcode, ZImportMapping, ZImportQuery, ZImportRefusal, ZImportResult, type TImportMapping } from '../../domain/schemas/catalog';
import { FORBIDDEN_TEXT_CHARACTERS } from '../../domain/schemas/common';
import { say } from '../../i18n/server-catalog';
import { message } from '../../i18n/translator';
import { invalid } from '../errors';
import { callerLanguage } from '../services/answer-language';
import { generateInStoreBarcode } from '../services/catalog/barcodes';
import { exportCatalogCsv, exportCatalogXlsx } from '../services/catalog/export';
import { importCatalog } from '../services/catalog/import';
import { claimImport } from '../services/catalog/import-lock';
import { MAX_IMPORT_BYTES } from '../services/catalog/read-sheet';
import { readUpload, type Upload } from '../services/catalog/upload';
import type { Readable } from 'node:stream';

const tags = ['catalog'];
const uploads = new WeakMap<FastifyRequest, Upload>();
/** The release of each import's claim (./services/catalog/import-lock.ts), called once it ends. */
const claims = new WeakMap<FastifyRequest, () => void>();
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function mappingOf(text: string | undefined): TImportMapping | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalid('mapping', 'The column mapping is not valid JSON');
  }
  const checked = ZImportMapping.safeParse(parsed);
  if (!checked.success) throw invalid('mapping', 'The column mapping names a column Stocktill does not have');
  return checked.data;
}

/** Longest category or manufacturer name, as everywhere else. */
const MAX_DEFAULT = 100;

/**
 * A default category or manufacturer as sent: blank is none; otherwise a name as the add forms
 * take it. It need not exist: like a name in the file, it is created with the import.
 */
function defaultOf(field: 'defaultItem' | 'defaultManufacturer', raw: string | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  if (FORBIDDEN_TEXT_CHARACTERS.test(value)) throw invalid(field, message(`errors:catalog.${field}Forbidden`));
  if (value.length > MAX_DEFAULT) throw invalid(field, message(`errors:catalog.${field}TooLong`, { max: MAX_DEFAULT, length: value.length }));
  return value;
}

export const adminCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const download = (name: string, type: string) => (reply: { type(t: string): unknown; header(k: string, v: string): unknown }) => {
    reply.type(type);
    reply.header('content-disposition', `attachment; filename="${name}"`);
    reply.header('cache-control', 'private, no-store');
  };

  app.get('/inventory/export.csv', { schema: { tags, response: { 200: z.any() } } }, async (request, reply) => {
    const cid = request.auth!.cid;
    const csv: Readable = await exportCatalogCsv(request.db, (work) => app.database.tenant(cid, work), cid);
    download('inventory.csv', 'text/csv; charset=utf-8')(reply);
    return csv;
  });

  app.get('/inventory/export.xlsx', { schema: { tags, response: { 200: z.any() } } }, async (request, reply) => {
    const cid = request.auth!.cid;
    const xlsx = await exportCatalogXlsx(request.db, (work) => app.database.tenant(cid, work), cid);
    download('inventory.xlsx', XLSX_TYPE)(reply);
    return xlsx;
  });

  app.post('/inventory/barcode', { schema: { tags, response: { 200: ZGeneratedBarcode } } }, async (request) => generateInStoreBarcode(request.db, request.auth!.cid));

  await app.register(async (context) => {
    const upload = context.withTypeProvider<ZodTypeProvider>();
    upload.removeContentTypeParser('multipart/form-data');
    upload.addContentTypeParser('multipart/form-data', { bodyLimit: MAX_IMPORT_BYTES + 1024 * 1024 }, (_request, payload, done) => done(null, payload));
    upload.post(
      '/inventory/import',
      {
        bodyLimit: MAX_IMPORT_BYTES + 1024 * 1024,
        // On the embedded database a transaction open while a large file is checked would hold up
        // every other request of every business.
        config: { ownTransactions: true },
        schema: { tags, querystring: ZImportQuery, response: { 200: ZImportResult, 400: ZImportRefusal } },
        preHandler: async (request, reply) => {
          const body = request.body as Readable | undefined;
          if (!body || typeof (body as Readable).pipe !== 'function') throw invalid('file', 'Send the spreadsheet as a form upload (multipart/form-data) in the field “file”');
          // Before the file is read: a second import of the business is refused without parsing it.
          const release = claimImport(request.auth!.cid);
          claims.set(request, release);
          // Should the handler never run (the client went away), the claim still ends with the request.
          reply.raw.once('close', release);
          try {
            uploads.set(request, await readUpload(request.headers, body));
          } catch (err) {
            release();
            throw err;
          }
        },
      },
      async (request, reply) => {
        try {
          const upload = uploads.get(request)!;
          // The problems are worded for the caller, like every refusal (an import is rare: one read more is nothing).
          const language = await request.inBusiness((db) => callerLanguage(db, request));
          const result = await importCatalog(request.inBusiness, request.auth!, {
            sheet: upload.sheet,
            mapping: mappingOf(upload.mapping),
            defaultItem: defaultOf('defaultItem', upload.defaultItem),
            defaultManufacturer: defaultOf('defaultManufacturer', upload.defaultManufacturer),
            dryRun: request.query.dryRun,
            language,
          });
          // Any problem means nothing was written: the answer lists them all, with the same shape.
          if (result.errors.length === 0) return result;
          reply.status(400);
          return { ...result, message: say(language, 'The file has problems, listed by row: nothing was imported. Fix them and try again.'), code: 'VALIDATION' as const };
        } finally {
          // Once the import's transaction has ended (its advisory lock with it), or it never opened.
          claims.get(request)?.();
          uploads.delete(request);
        }
      },
    );
  });
};
