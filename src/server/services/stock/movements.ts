/**
 * Reading the stock ledger: an entry's history, the business-wide list with its filters, and the
 * CSV of that list. Newest first, by `seq` (the order the changes were made in).
 */
import { and, count, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import { MOVEMENT_REASON_LABELS, type MovementReason } from '../../../domain/ledger';
import { isoInZone } from '../../../domain/region';
import type { TMovement, TMovementPage, TMovementsFilter } from '../../../domain/schemas/stock';
import type { DbOrTx } from '../../db/client';
import { withinLocalDays } from '../../db/local-days';
import { pageLimit, preparedPerDb } from '../../db/prepared';
import { inventory, stockMovements } from '../../db/schema';
import { notFound } from '../../errors';
import { rememberedCount } from '../count-cache';
import { readPage } from '../paging';
import { csvStream, type CsvBatch, type ReadInBusiness } from '../csv';
import { timeZoneOf } from '../region';

type Row = typeof stockMovements.$inferSelect;

export function toMovement(row: Row): TMovement {
  return {
    _id: row.id,
    inventoryId: row.inventoryId,
    upc: row.upc,
    name: row.name,
    delta: row.delta,
    qtyAfter: row.qtyAfter,
    reason: row.reason as MovementReason,
    refType: row.refType,
    refId: row.refId,
    userId: row.userId,
    userName: row.userName,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

const NEWEST_FIRST = [desc(stockMovements.seq)];

/** A page of one entry's movements, off the (cid, inventory_id, seq desc) index. */
const entryPage = preparedPerDb((db, pageSize) =>
  db
    .select()
    .from(stockMovements)
    .where(and(eq(stockMovements.cid, sql.placeholder('cid')), eq(stockMovements.inventoryId, sql.placeholder('inventoryId'))))
    .orderBy(...NEWEST_FIRST)
    .limit(pageLimit(pageSize))
    .offset(sql.placeholder('offset'))
    .prepare(`entry_movements_page_${pageSize}`),
);

/**
 * An entry's history, newest first. Movements outlive their entry, so a deleted entry's history is
 * still there; an id with neither an entry nor movements in this business is not found.
 */
export async function listEntryMovements(db: DbOrTx, cid: string, inventoryId: string, query: { pageNumber: number }, pageSize: number): Promise<TMovementPage> {
  const where = and(eq(stockMovements.cid, cid), eq(stockMovements.inventoryId, inventoryId));
  const result = await readPage({
    requested: query.pageNumber,
    pageSize,
    rows: (offset) => entryPage(db, pageSize).execute({ cid, inventoryId, offset }),
    count: async () => (await db.select({ n: count() }).from(stockMovements).where(where))[0].n,
  });
  if (result.count === 0) {
    const [entry] = await db.select({ id: inventory.id }).from(inventory).where(and(eq(inventory.cid, cid), eq(inventory.id, inventoryId))).limit(1);
    if (!entry) throw notFound('Inventory entry not found');
  }
  return { movements: result.rows.map(toMovement), page: result.page, pages: result.pages, count: result.count };
}

/** `from` and `to` are days of the business's time zone, both included (db/local-days.ts). */
function filtered(cid: string, filter: TMovementsFilter, timeZone: string): SQL | undefined {
  return and(eq(stockMovements.cid, cid), withinLocalDays(stockMovements.createdAt, filter, timeZone), filter.reason ? eq(stockMovements.reason, filter.reason) : undefined);
}

/**
 * A page of the business's movements. Newest first is a walk back along (cid, seq), or
 * (cid, reason, seq), that stops after the page. A range of days that ended longer ago than it
 * lasts would make that walk pass every movement made since (a week two months back: 300,000 in
 * the large data set) before its first row, so its page is chosen from the range's own entries of
 * (cid, created_at, reason, seq), sorted by seq, and only that page's rows are read: the cost of
 * counting the range, paid only for such ranges.
 */
function movementsPage(db: DbOrTx, cid: string, where: SQL | undefined, filter: TMovementsFilter, pageSize: number, offset: number) {
  if (!endedLongAgo(filter)) return db.select().from(stockMovements).where(where).orderBy(...NEWEST_FIRST).limit(pageSize).offset(offset);
  // `offset 0` keeps the range's scan apart from the sort, so the planner cannot turn it back into
  // the walk. The range is read newest first: seq nearly follows time, so the sort keeps few rows.
  const pageSeqs = sql`select seq from (select ${stockMovements.seq} from ${stockMovements} where ${where} order by ${stockMovements.createdAt} desc offset 0) in_range
    order by seq desc limit ${pageSize} offset ${offset}`;
  return db
    .select()
    .from(stockMovements)
    .where(and(eq(stockMovements.cid, cid), sql`${stockMovements.seq} in (${pageSeqs})`))
    .orderBy(...NEWEST_FIRST);
}

/** Both ends given, and more calendar days since the range ended than it spans (a plan choice only). */
function endedLongAgo(filter: TMovementsFilter): boolean {
  if (!filter.from || !filter.to) return false;
  const end = Date.parse(filter.to) + 86_400_000;
  return Date.now() - end > end - Date.parse(filter.from);
}

/** The whole business's movements, newest first, limited to the shop's days and a reason when asked. */
export async function listMovements(db: DbOrTx, cid: string, query: TMovementsFilter & { pageNumber: number }, pageSize: number): Promise<TMovementPage> {
  // Only a day filter needs the zone: an open range saves the look-up.
  const timeZone = query.from || query.to ? await timeZoneOf(db, cid) : 'UTC';
  const where = filtered(cid, query, timeZone);
  const countKey = JSON.stringify(['movements', cid, query.from, query.to, query.reason, timeZone]);
  const result = await readPage({
    requested: query.pageNumber,
    pageSize,
    rows: (offset) => movementsPage(db, cid, where, query, pageSize, offset),
    count: () => rememberedCount(countKey, async () => (await db.select({ n: count() }).from(stockMovements).where(where))[0].n),
  });
  return { movements: result.rows.map(toMovement), page: result.page, pages: result.pages, count: result.count };
}

// ---- CSV ----

/** Movements read per round trip of an export: the most of it held in memory at once. */
export const MOVEMENTS_EXPORT_BATCH = 2_000;

/** Times are the shop's wall-clock time with their offset (see isoInZone), its zone named in the header. */
const csvHeader = (timeZone: string) => [`Date (${timeZone})`, 'UPC', 'Name', 'Change', 'On hand after', 'Reason', 'Cause', 'Cause id', 'By', 'Note'];

function csvRecord(m: Row, timeZone: string): (string | number | null)[] {
  return [isoInZone(m.createdAt, timeZone), m.upc, m.name, m.delta, m.qtyAfter, MOVEMENT_REASON_LABELS[m.reason as MovementReason], m.refType, m.refId, m.userName, m.note];
}

async function batchAfter(db: DbOrTx, cid: string, filter: TMovementsFilter, timeZone: string, beforeSeq: number | null, size: number): Promise<CsvBatch<Row, number>> {
  // Read like a page of the list, so a range that ended long ago is not reached by walking past every newer movement.
  const found = await movementsPage(db, cid, and(filtered(cid, filter, timeZone), beforeSeq === null ? undefined : lt(stockMovements.seq, beforeSeq)), filter, size, 0);
  return { rows: found, next: found.length === size ? found[found.length - 1].seq : null };
}

/** The filtered movements as a CSV stream (see csvStream), keyset-paged on `seq`. */
export async function exportMovementsCsv(db: DbOrTx, readMore: ReadInBusiness, cid: string, filter: TMovementsFilter, batch = MOVEMENTS_EXPORT_BATCH): Promise<Readable> {
  const timeZone = await timeZoneOf(db, cid);
  return csvStream({
    header: csvHeader(timeZone),
    record: (m) => csvRecord(m, timeZone),
    first: () => batchAfter(db, cid, filter, timeZone, null, batch),
    more: (handle, before) => batchAfter(handle, cid, filter, timeZone, before, batch),
    readMore,
  });
}
