/**
 * How the product writes CSV, in one place: every export's cells and records, and the stream that
 * sends a long export a batch at a time.
 */
import { stringify, type Options as StringifyOptions } from 'csv-stringify/sync';
import { Readable } from 'node:stream';
import type { DbOrTx } from '../db/client';

export type Cell = string | number | boolean | null | undefined;

/**
 * How a cell is written: a number as an integer or with 2 decimals, a boolean as yes/no, and
 * text a spreadsheet would run as a formula (= + - @, or a leading tab/CR) with a leading quote;
 * a plain number such as -4.50 is left alone so it stays a number. csv-stringify then quotes any
 * cell holding a quote, a comma or a line break, with CRLF between records and after the last.
 */
const CSV_OPTIONS: StringifyOptions = {
  record_delimiter: '\r\n',
  // A lone \n or \r in a cell is quoted too (given a record delimiter, csv-stringify would only
  // quote that whole sequence).
  quote_record_delimiter: true,
  cast: {
    number: (value) => (Number.isInteger(value) ? String(value) : value.toFixed(2)),
    boolean: (value) => (value ? 'yes' : 'no'),
    string: (value) => (!/^-?\d+(\.\d+)?$/.test(value) && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value),
  },
};

/** One CSV cell, written as in every export. */
export function csvCell(value: Cell): string {
  return stringify([[value]], { ...CSV_OPTIONS, eof: false });
}

export function toCsv(rows: Cell[][]): string {
  return stringify(rows, CSV_OPTIONS);
}

/** Runs a read in the exporting business, on a handle of its own (see csvStream). */
export type ReadInBusiness = <T>(work: (db: DbOrTx) => Promise<T>) => Promise<T>;

/** A batch of an export and where the next one starts (null: this was the last). */
export interface CsvBatch<Row, Cursor> {
  rows: Row[];
  next: Cursor | null;
}

/**
 * An export as a CSV stream, read a batch at a time as the client takes the text, so a long one is
 * never held in memory whole.
 *
 * The first batch is read before this resolves, on the request's own handle, so a failing read
 * still answers an error rather than a cut-off file. The rest is read only once the stream is
 * being sent, after the request's handler has returned its handle; each later batch therefore
 * runs through `readMore`, on a connection of the business checked out for that batch alone.
 */
export async function csvStream<Row, Cursor>(opts: {
  header: Cell[];
  record: (row: Row) => Cell[];
  first: () => Promise<CsvBatch<Row, Cursor>>;
  more: (db: DbOrTx, after: Cursor) => Promise<CsvBatch<Row, Cursor>>;
  readMore: ReadInBusiness;
}): Promise<Readable> {
  const first = await opts.first();
  async function* chunks() {
    yield toCsv([opts.header, ...first.rows.map(opts.record)]);
    for (let cursor = first.next; cursor !== null; ) {
      // Let the text already given reach the client before the next read: the embedded database
      // runs on this thread, and a read started at once would hold the first bytes back.
      await new Promise((resolve) => setImmediate(resolve));
      const after = cursor;
      const batch = await opts.readMore((db) => opts.more(db, after));
      if (batch.rows.length > 0) yield toCsv(batch.rows.map(opts.record));
      cursor = batch.next;
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}
