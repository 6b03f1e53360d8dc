/**
 * Reads an uploaded spreadsheet as rows of text cells, streaming: CSV (UTF-8 with or without a
 * byte-order mark; comma, semicolon or tab, told apart from the header line; quoted cells with
 * delimiters, quotes and line breaks; CRLF or LF) with csv-parse, or XLSX (its first sheet) with
 * exceljs. Neither the file nor a copy of it is ever held whole in memory; only the rows are.
 */
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse';
import { Readable } from 'node:stream';
import { translate } from '../../../i18n/server-catalog';
import { message } from '../../../i18n/translator';
import { composed, wordsOf, type Saying } from '../../errors';

export const MAX_IMPORT_ROWS = 200_000;
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;
/** "The file has more than 200,000 rows…", the number written as each language writes it. */
export const TOO_MANY_ROWS = composed((language) => translate(language, 'errors:catalog.tooManyRows', { rows: MAX_IMPORT_ROWS.toLocaleString(language === 'en' ? 'en-US' : language) }));

/** A refusal of the file, worded in the caller's language where it is answered (./upload.ts). */
class SheetRefusal extends Error {
  constructor(readonly saying: Saying) {
    super(wordsOf(saying, 'en'));
  }
}
export class SheetTooLarge extends SheetRefusal {}
export class SheetUnreadable extends SheetRefusal {}

export interface Sheet {
  kind: 'csv' | 'xlsx';
  header: string[];
  /** Data rows, in file order; `rows[i]` is spreadsheet row i + 2 (the header is row 1). */
  rows: string[][];
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** The first bytes of a stream, and a stream that still yields all of it. */
async function peek(input: Readable, bytes: number): Promise<{ head: Buffer; rest: Readable }> {
  const iterator = input[Symbol.asyncIterator]();
  const seen: Buffer[] = [];
  let size = 0;
  while (size < bytes) {
    const next = await iterator.next();
    if (next.done) break;
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
    seen.push(chunk);
    size += chunk.length;
  }
  async function* all() {
    yield* seen;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value as Buffer;
  }
  return { head: Buffer.concat(seen), rest: Readable.from(all(), { objectMode: false }) };
}

export async function readSheet(input: Readable): Promise<Sheet> {
  const { head, rest } = await peek(input, 64 * 1024);
  if (head.length === 0) throw new SheetUnreadable('The file is empty');
  return head.subarray(0, 4).equals(ZIP_MAGIC) ? readXlsx(rest) : readCsv(rest, delimiterOf(head));
}

/** The delimiter the header line uses most, outside quotes: comma, semicolon or tab. */
export function delimiterOf(head: Buffer): string {
  const text = head.toString('utf8').replace(/^\uFEFF/, '');
  const counts = new Map<string, number>([
    [',', 0],
    [';', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && counts.has(ch)) counts.set(ch, counts.get(ch)! + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0][1] > 0 ? [...counts.entries()].sort((a, b) => b[1] - a[1])[0][0] : ',';
}

async function readCsv(input: Readable, delimiter: string): Promise<Sheet> {
  const parser = input.pipe(parse({ bom: true, delimiter, relax_column_count: true, relax_quotes: true, skip_empty_lines: false }));
  let header: string[] | null = null;
  const rows: string[][] = [];
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      if (!header) header = record;
      else {
        if (rows.length >= MAX_IMPORT_ROWS) throw new SheetTooLarge(TOO_MANY_ROWS);
        rows.push(record);
      }
    }
  } catch (err) {
    if (err instanceof SheetTooLarge) throw err;
    // csv-parse explains where the file stopped making sense (an unclosed quote, say).
    throw new SheetUnreadable(message('errors:catalog.notCsv', { reason: err instanceof Error ? err.message : String(err) }));
  }
  if (!header) throw new SheetUnreadable('The file has no header row');
  return { kind: 'csv', header, rows };
}

/** A cell of a sheet as the text a person sees in it. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    if ('error' in value) return '';
  }
  return String(value);
}

async function readXlsx(input: Readable): Promise<Sheet> {
  const rows: string[][] = [];
  let header: string[] | null = null;
  try {
    const workbook = new ExcelJS.stream.xlsx.WorkbookReader(input, { worksheets: 'emit', sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore', entries: 'emit' });
    for await (const worksheet of workbook) {
      for await (const row of worksheet) {
        // row.values is 1-based, with holes for empty cells.
        const values = (row.values as ExcelJS.CellValue[]).slice(1);
        const cells = Array.from({ length: values.length }, (_, i) => cellText(values[i]).trim());
        if (!header) {
          header = cells;
          continue;
        }
        if (rows.length >= MAX_IMPORT_ROWS) throw new SheetTooLarge(TOO_MANY_ROWS);
        // A row left blank keeps its number: the rows after it are numbered as the sheet shows them.
        for (let missing = row.number - 2 - rows.length; missing > 0; missing--) rows.push([]);
        rows.push(cells);
      }
      break; // The first sheet only.
    }
  } catch (err) {
    if (err instanceof SheetTooLarge) throw err;
    throw new SheetUnreadable('The file looks like an Excel workbook but cannot be read: save it again as .xlsx or .csv');
  }
  if (!header) throw new SheetUnreadable('The file has no header row');
  return { kind: 'xlsx', header, rows };
}
