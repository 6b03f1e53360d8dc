/**
 * Reads an uploaded spreadsheet as rows of text cells, streaming: CSV (UTF-8 with or without a
 * byte-order mark; comma, semicolon or tab, told apart from the header line; quoted cells with
 * delimiters, quotes and line breaks; CRLF or LF) with csv-parse, or XLSX (its first sheet) with
 * exceljs. A CSV is never held whole in memory, only its rows; an XLSX (50 MB at most) is, while
 * its parts are measured unpacked before exceljs reads them.
 *
 * Every size is capped as the file is read, so a hostile file is refused before it costs much:
 * columns per row, characters per row, rows, cells in all, and for a workbook its unpacked size.
 * The reader also gives the event loop a turn every few thousand rows, so other requests are
 * answered while a large file is read.
 */
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { createInflateRaw } from 'node:zlib';
import type { Language } from '../../../i18n/languages';
import { translate } from '../../../i18n/server-catalog';
import { message } from '../../../i18n/translator';
import { composed, wordsOf, type Saying } from '../../errors';

export const MAX_IMPORT_ROWS = 200_000;
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;
/** Columns a row may have: the catalogue has 8, another system's export a few dozen. */
export const MAX_IMPORT_COLUMNS = 200;
/** Characters in one row's cells together (a catalogue row is well under 1,000). */
export const MAX_IMPORT_ROW_CHARS = 16 * 1024;
/** Cells in the whole file: 200,000 rows of 10 columns, or 10,000 rows of 200. */
export const MAX_IMPORT_CELLS = 2_000_000;
/** What a workbook may unpack to in all, and its shared strings (kept in memory while it is read). */
export const MAX_WORKBOOK_UNPACKED_BYTES = 256 * 1024 * 1024;
export const MAX_WORKBOOK_STRINGS_BYTES = 32 * 1024 * 1024;
/** Rows read between two turns of the event loop. */
const ROWS_PER_TURN = 2_000;

/** A number written as each language writes it (200,000 in English, 200 000 in French). */
const numberIn = (language: Language, n: number) => n.toLocaleString(language === 'en' ? 'en-US' : language);
/** A catalogue message whose numbers are written in the caller's language. */
const counted = (key: string, values: Record<string, number>) =>
  composed((language) => translate(language, key, Object.fromEntries(Object.entries(values).map(([k, v]) => [k, numberIn(language, v)]))));

/** "The file has more than 200,000 rows…", the number written as each language writes it. */
export const TOO_MANY_ROWS = counted('errors:catalog.tooManyRows', { rows: MAX_IMPORT_ROWS });
export const TOO_MANY_CELLS = counted('errors:catalog.tooManyCellsInFile', { cells: MAX_IMPORT_CELLS });
export const tooManyColumns = (row: number) => counted('errors:catalog.tooManyColumns', { row, columns: MAX_IMPORT_COLUMNS });
export const rowTooLarge = (row: number) => counted('errors:catalog.rowTooLarge', { row, chars: MAX_IMPORT_ROW_CHARS });
export const workbookTooLarge = (bytes: number) => counted('errors:catalog.workbookTooLarge', { mb: bytes / 1024 / 1024 });

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
  try {
    return await (head.subarray(0, 4).equals(ZIP_MAGIC) ? readXlsx(rest) : readCsv(rest, delimiterOf(head)));
  } catch (err) {
    // The rest of the upload is read and dropped, unparsed, so that the form ends and the refusal is
    // answered. Unpiped first: the reader's 'close', still to come, would otherwise pause it again.
    rest.unpipe();
    rest.resume();
    throw err;
  }
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

/** Counts a sheet's rows and cells as they are read, and refuses past the caps. */
class Caps {
  rows = 0;
  cells = 0;
  /** Counts a data row of `cells` cells; every ROWS_PER_TURN rows, true: time to give the event loop a turn. */
  row(cells: number): boolean {
    this.rows += 1;
    this.cells += cells;
    if (this.rows > MAX_IMPORT_ROWS) throw new SheetTooLarge(TOO_MANY_ROWS);
    if (this.cells > MAX_IMPORT_CELLS) throw new SheetTooLarge(TOO_MANY_CELLS);
    return this.rows % ROWS_PER_TURN === 0;
  }
}

/** Bytes a row may take in the file: its characters, each possibly quoted, and its delimiters. */
const MAX_ROW_BYTES = 4 * MAX_IMPORT_ROW_CHARS + 4 * MAX_IMPORT_COLUMNS;
const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

/**
 * Counts each row's cells and bytes in the CSV as it streams past, before csv-parse builds the
 * row, and stops the file at the first row past MAX_IMPORT_COLUMNS or MAX_ROW_BYTES. csv-parse's
 * own cap (max_record_size) counts a row's characters only, and a row of 24 million empty cells
 * has none. Quotes are followed as a spreadsheet writes them (a quote opens a cell, two in a
 * quoted cell are one); a file that quotes otherwise can only make this count rows longer, and
 * the row it is at then passes MAX_ROW_BYTES.
 */
class RowGuard extends Transform {
  private quoted = false;
  /** Just after a quote that closed a quoted cell: another quote means a quote inside the cell. */
  private quoteClosed = false;
  private cellStart = true;
  private cells = 1;
  private bytes = 0;
  private row = 1;
  private afterCr = false;

  constructor(private readonly delimiter: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    const { delimiter } = this;
    for (let i = 0; i < chunk.length; i++) {
      const b = chunk[i];
      this.bytes += 1;
      if (this.quoted) {
        if (b === QUOTE) [this.quoted, this.quoteClosed] = [false, true];
      } else if (b === QUOTE && (this.cellStart || this.quoteClosed)) {
        [this.quoted, this.quoteClosed, this.cellStart] = [true, false, false];
      } else if (b === delimiter) {
        [this.cellStart, this.quoteClosed] = [true, false];
        if (++this.cells > MAX_IMPORT_COLUMNS) return done(new SheetTooLarge(tooManyColumns(this.row)));
      } else if (b === LF || b === CR) {
        // CRLF ends one row, not two.
        if (!(b === LF && this.afterCr)) this.row += 1;
        [this.cellStart, this.quoteClosed, this.cells, this.bytes] = [true, false, 1, 0];
      } else {
        [this.cellStart, this.quoteClosed] = [false, false];
      }
      this.afterCr = b === CR;
      if (this.bytes > MAX_ROW_BYTES) return done(new SheetTooLarge(rowTooLarge(this.row)));
    }
    done(null, chunk);
  }
}

async function readCsv(input: Readable, delimiter: string): Promise<Sheet> {
  const guard = new RowGuard(delimiter.charCodeAt(0));
  const parser = parse({
    bom: true,
    delimiter,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
    // A row's characters, counted by csv-parse as it reads them (its cells by RowGuard).
    max_record_size: MAX_IMPORT_ROW_CHARS,
  });
  guard.on('error', (err) => parser.destroy(err));
  input.pipe(guard).pipe(parser);
  let header: string[] | null = null;
  const rows: string[][] = [];
  const caps = new Caps();
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      // Also checked here, for a file whose quotes RowGuard read otherwise than csv-parse did.
      if (record.length > MAX_IMPORT_COLUMNS) throw new SheetTooLarge(tooManyColumns(rows.length + (header ? 2 : 1)));
      if (!header) header = record;
      else {
        rows.push(record);
        if (caps.row(record.length)) await nextTurn();
      }
    }
  } catch (err) {
    guard.destroy();
    parser.destroy();
    if (err instanceof SheetTooLarge) throw err;
    if (isCsvError(err, 'CSV_MAX_RECORD_SIZE')) throw new SheetTooLarge(rowTooLarge((typeof err.records === 'number' ? err.records : rows.length + (header ? 1 : 0)) + 1));
    // csv-parse explains where the file stopped making sense (an unclosed quote, say).
    throw new SheetUnreadable(message('errors:catalog.notCsv', { reason: err instanceof Error ? err.message : String(err) }));
  }
  if (!header) throw new SheetUnreadable('The file has no header row');
  return { kind: 'csv', header, rows };
}

function isCsvError(err: unknown, code: string): err is Error & { records?: unknown } {
  return err instanceof Error && (err as { code?: unknown }).code === code;
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
    // A shared string the reader never loaded: refused, never imported as "[object Object]".
    if ('sharedString' in value) throw unreadableWorkbook();
  }
  return String(value);
}

/**
 * The whole upload (at most MAX_IMPORT_BYTES: the upload stops there). A workbook is read from
 * memory so that its parts can be measured before exceljs unpacks them.
 */
async function bytesOf(input: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of input) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const LOCAL_FILE = 0x04034b50;
const DATA_DESCRIPTOR = Buffer.from([0x50, 0x4b, 0x07, 0x08]);

/**
 * Unpacks every part of a workbook as exceljs's zip reader (unzipper) will find them, walking the
 * local headers in order, and counts the bytes without keeping them: a few megabytes of zip can
 * unpack to gigabytes (one shared string of a billion characters, or a sheet of empty rows).
 * Refuses a workbook that unpacks to more than MAX_WORKBOOK_UNPACKED_BYTES, or whose shared
 * strings (which exceljs keeps in memory) unpack to more than MAX_WORKBOOK_STRINGS_BYTES.
 */
export async function measureWorkbook(zip: Buffer): Promise<WorkbookPart[]> {
  const parts: WorkbookPart[] = [];
  let total = 0;
  let at = 0;
  while (at + 30 <= zip.length && zip.readUInt32LE(at) === LOCAL_FILE) {
    const flags = zip.readUInt16LE(at + 6);
    const method = zip.readUInt16LE(at + 8);
    let compressed = zip.readUInt32LE(at + 18);
    const nameLength = zip.readUInt16LE(at + 26);
    const extraLength = zip.readUInt16LE(at + 28);
    const name = zip.toString('utf8', at + 30, at + 30 + nameLength);
    const extraAt = at + 30 + nameLength;
    if (compressed === 0xffffffff) compressed = zip64CompressedSize(zip.subarray(extraAt, extraAt + extraLength));
    const dataAt = extraAt + extraLength;
    const sizeKnown = !(flags & 0x08) || compressed > 0;
    const dataEnd = sizeKnown ? dataAt + compressed : zip.indexOf(DATA_DESCRIPTOR, dataAt);
    if (dataEnd < dataAt || dataEnd > zip.length) throw unreadableWorkbook();
    const limit = name === 'xl/sharedStrings.xml' ? Math.min(MAX_WORKBOOK_STRINGS_BYTES, MAX_WORKBOOK_UNPACKED_BYTES - total) : MAX_WORKBOOK_UNPACKED_BYTES - total;
    const size = await unpackedSize(zip.subarray(dataAt, dataEnd), method !== 0, limit);
    if (size > limit) throw new SheetTooLarge(workbookTooLarge(name === 'xl/sharedStrings.xml' && limit === MAX_WORKBOOK_STRINGS_BYTES ? MAX_WORKBOOK_STRINGS_BYTES : MAX_WORKBOOK_UNPACKED_BYTES));
    total += size;
    const end = sizeKnown ? dataEnd : dataEnd + 16;
    parts.push({ name, start: at, end });
    at = end;
  }
  return parts;
}

/** A part of a workbook: its local header, data and data descriptor, as bytes of the zip. */
export interface WorkbookPart {
  name: string;
  start: number;
  end: number;
}

/**
 * The workbook with its worksheets moved after every other part. exceljs's streaming reader parks a
 * worksheet it meets before the workbook, its relationships and shared strings in a temporary file,
 * and then (about 1 time in 500, exceljs 4.4) stops reading the zip early: the parts after it are
 * lost, and the sheet is refused as unreadable or, worse, read without its shared strings. Met
 * last, a worksheet is read straight from the zip with all it needs already known, and no copy of
 * the upload is written to disk. The zip reader goes by the local headers in order, so moving whole
 * parts is enough; the central directory after them is kept as it is and not used for reading.
 */
export function worksheetsLast(zip: Buffer, parts: WorkbookPart[]): Buffer {
  if (parts.length === 0) return zip;
  const isWorksheet = (part: WorkbookPart) => /^xl\/worksheets\/[^/]+\.xml$/.test(part.name);
  const ordered = [...parts.filter((part) => !isWorksheet(part)), ...parts.filter(isWorksheet)];
  const tail = zip.subarray(parts[parts.length - 1].end);
  return Buffer.concat([...ordered.map((part) => zip.subarray(part.start, part.end)), tail]);
}

/** The compressed size in a ZIP64 extra field (header 0x0001: unpacked size, then packed size). */
function zip64CompressedSize(extra: Buffer): number {
  for (let at = 0; at + 4 <= extra.length; ) {
    const id = extra.readUInt16LE(at);
    const size = extra.readUInt16LE(at + 2);
    if (id === 0x0001 && size >= 16) return Number(extra.readBigUInt64LE(at + 12));
    at += 4 + size;
  }
  throw unreadableWorkbook();
}

/** Bytes a part unpacks to, counted as they come and dropped; stops once past `limit`. */
async function unpackedSize(data: Buffer, deflated: boolean, limit: number): Promise<number> {
  if (!deflated) return data.length;
  const inflate = createInflateRaw();
  let size = 0;
  try {
    inflate.end(data);
    for await (const chunk of inflate) {
      size += (chunk as Buffer).length;
      if (size > limit) break;
    }
  } catch {
    throw unreadableWorkbook();
  } finally {
    inflate.destroy();
  }
  return size;
}

const unreadableWorkbook = () => new SheetUnreadable('The file looks like an Excel workbook but cannot be read: save it again as .xlsx or .csv');

async function readXlsx(input: Readable): Promise<Sheet> {
  const packed = await bytesOf(input);
  const zip = worksheetsLast(packed, await measureWorkbook(packed));
  const rows: string[][] = [];
  let header: string[] | null = null;
  const caps = new Caps();
  try {
    const workbook = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([zip]), { worksheets: 'emit', sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore', entries: 'emit' });
    for await (const worksheet of workbook) {
      for await (const row of worksheet) {
        // row.values is 1-based, with holes for empty cells; a sheet has at most 16,384 columns.
        const values = (row.values as ExcelJS.CellValue[]).slice(1);
        if (values.length > MAX_IMPORT_COLUMNS) throw new SheetTooLarge(tooManyColumns(row.number));
        const cells = Array.from({ length: values.length }, (_, i) => cellText(values[i]).trim());
        if (cells.reduce((n, c) => n + c.length, 0) > MAX_IMPORT_ROW_CHARS) throw new SheetTooLarge(rowTooLarge(row.number));
        if (!header) {
          header = cells;
          continue;
        }
        // A row left blank keeps its number: the rows after it are numbered as the sheet shows them.
        // Counted before they are added: a sheet's first row may be numbered a million.
        if (row.number - 1 > MAX_IMPORT_ROWS) throw new SheetTooLarge(TOO_MANY_ROWS);
        let turn = false;
        for (let missing = row.number - 2 - rows.length; missing > 0; missing--) {
          rows.push([]);
          turn = caps.row(0) || turn;
        }
        rows.push(cells);
        if (caps.row(cells.length) || turn) await nextTurn();
      }
      break; // The first sheet only.
    }
  } catch (err) {
    if (err instanceof SheetTooLarge) throw err;
    throw unreadableWorkbook();
  }
  if (!header) throw new SheetUnreadable('The file has no header row');
  return { kind: 'xlsx', header, rows };
}
