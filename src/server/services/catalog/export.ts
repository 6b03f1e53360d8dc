/**
 * Exporting the catalogue (issue 17): the columns the import reads (`upc, item, manufacturer,
 * name, qty, lowinventory, cost, price`), ordered by UPC, streamed a batch at a time as CSV
 * (every cell written as every CSV of the product, formula-like text neutralised) or as XLSX
 * (exceljs's streaming writer). Amounts carry the currency's own decimals, so exporting, importing
 * into an empty business and exporting again gives the same file.
 */
import { and, asc, eq, gt } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { CATALOG_COLUMNS } from '../../../domain/catalog';
import { fromMinor, minorDigits } from '../../../domain/currency';
import type { DbOrTx } from '../../db/client';
import { inventory } from '../../db/schema';
import { csvStream, type CsvBatch, type ReadInBusiness } from '../csv';
import { moneySettingsOf } from '../settings';

/** Rows per read while the client downloads: few enough to start at once, enough to finish quickly. */
const BATCH = 5_000;

type Row = Pick<typeof inventory.$inferSelect, 'upc' | 'item' | 'manufacturer' | 'subname' | 'qty' | 'lowinventory' | 'costCents' | 'priceCents'>;

/** The first read is small, so the download starts at once; the rest come in larger batches. */
const FIRST_BATCH = 500;

async function batchAfter(db: DbOrTx, cid: string, afterUpc: string | null, size = BATCH): Promise<CsvBatch<Row, string>> {
  const rows = await db
    .select({
      upc: inventory.upc,
      item: inventory.item,
      manufacturer: inventory.manufacturer,
      subname: inventory.subname,
      qty: inventory.qty,
      lowinventory: inventory.lowinventory,
      costCents: inventory.costCents,
      priceCents: inventory.priceCents,
    })
    .from(inventory)
    // The (cid, upc) unique index gives this order and the keyset.
    .where(and(eq(inventory.cid, cid), afterUpc === null ? undefined : gt(inventory.upc, afterUpc)))
    .orderBy(asc(inventory.upc))
    .limit(size);
  return { rows, next: rows.length === size ? rows[rows.length - 1].upc : null };
}

/** An amount as its currency writes it: 12.50, 150, 1.235. */
const amountText = (minor: number, currency: string) => fromMinor(minor, currency).toFixed(minorDigits(currency));

function record(r: Row, currency: string): (string | number)[] {
  return [r.upc, r.item, r.manufacturer, r.subname, r.qty, r.lowinventory, amountText(r.costCents, currency), amountText(r.priceCents, currency)];
}

export async function exportCatalogCsv(db: DbOrTx, readMore: ReadInBusiness, cid: string): Promise<Readable> {
  const { currency } = await moneySettingsOf(db, cid);
  return csvStream({
    header: [...CATALOG_COLUMNS],
    record: (r: Row) => record(r, currency),
    first: () => batchAfter(db, cid, null, FIRST_BATCH),
    more: (handle, after) => batchAfter(handle, cid, after),
    readMore,
  });
}

/**
 * The same rows as an XLSX workbook, written as the client reads it. UPCs are text cells (a UPC is
 * a code, not a number: its leading zeros stay), amounts are numbers shown with the currency's
 * decimals, so a spreadsheet can sum them.
 */
export async function exportCatalogXlsx(db: DbOrTx, readMore: ReadInBusiness, cid: string): Promise<Readable> {
  const { currency } = await moneySettingsOf(db, cid);
  const first = await batchAfter(db, cid, null, FIRST_BATCH);
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Inventory');
  const digits = minorDigits(currency);
  const amountFormat = digits === 0 ? '0' : `0.${'0'.repeat(digits)}`;
  sheet.columns = CATALOG_COLUMNS.map((key) => ({ header: key, key, width: key === 'name' ? 36 : 16, ...(key === 'cost' || key === 'price' ? { style: { numFmt: amountFormat } } : {}) }));
  const write = (rows: Row[]) => {
    for (const r of rows) {
      sheet
        .addRow({
          upc: r.upc,
          item: r.item,
          manufacturer: r.manufacturer,
          name: r.subname,
          qty: r.qty,
          lowinventory: r.lowinventory,
          cost: fromMinor(r.costCents, currency),
          price: fromMinor(r.priceCents, currency),
        })
        .commit();
    }
  };
  void (async () => {
    try {
      write(first.rows);
      for (let cursor = first.next; cursor !== null; ) {
        // Let what was written reach the client before the next read: the embedded database runs
        // on this thread, and the client may be slower than the reads (then wait for it).
        await new Promise((resolve) => setImmediate(resolve));
        if (out.writableNeedDrain) await once(out, 'drain');
        const after = cursor;
        const batch = await readMore((handle) => batchAfter(handle, cid, after));
        write(batch.rows);
        cursor = batch.next;
      }
      sheet.commit();
      await workbook.commit();
    } catch (err) {
      out.destroy(err instanceof Error ? err : new Error(String(err)));
    }
  })();
  return out;
}
