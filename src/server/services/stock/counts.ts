/**
 * Stock counts (stocktakes). Counting takes hours while the shop keeps selling, so each line is
 * judged against the stock on hand when it was first counted (`expected`), and committing changes
 * stock by `counted − expected` through the ledger: what sold after a line was counted stays
 * subtracted. The rules, and what is refused, are in docs/stock.md ("Stock counts").
 *
 * Every query names the caller's business. Scans and typed quantities hold the count's row in
 * share mode and commit and cancel in update mode, so nothing is added to a count while it is
 * being closed, and a change that waited for a commit finds the count closed.
 */
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { sameProductCodes } from '../../../domain/barcodes';
import { fromMinor } from '../../../domain/currency';
import { MAX_QTY } from '../../../domain/schemas/inventory';
import type {
  TRecountReason,
  TStockCount,
  TStockCountCommit,
  TStockCountCreate,
  TStockCountLine,
  TStockCountLineChange,
  TStockCountLineSet,
  TStockCountList,
  TStockCountListQuery,
  TStockCountScan,
  TStockCountScope,
  TStockCountStatus,
  TStockCountSummary,
  TStockCountTotals,
  TUncountedEntry,
} from '../../../domain/schemas/stock-counts';
import type { DbOrTx } from '../../db/client';
import { rows } from '../../db/raw';
import { items, manufacturers, stockCounts } from '../../db/schema';
import type { Language } from '../../../i18n/languages';
import { translate } from '../../../i18n/server-catalog';
import { message } from '../../../i18n/translator';
import { composed, conflict, invalid, notFound, type Saying } from '../../errors';
import { readPage } from '../paging';
import type { AuthContext } from '../sessions';
import type { AmountView } from '../inventory';
import { viewOf } from '../settings';
import { actorOf, moveStockMany, StockChangeRefused, type StockChange, type StockMoved } from './ledger';

type CountRow = typeof stockCounts.$inferSelect;
type Caller = Pick<AuthContext, 'cid' | 'isAdmin'>;

const COUNT_NOT_FOUND = 'Stock count not found';
const ENTRY_NOT_FOUND = 'Inventory entry not found';
/** How many uncounted entries a count's answer names (the rest are a number). */
export const UNCOUNTED_SHOWN = 20;
/** How many problem lines a refused commit names in its message. */
const PROBLEMS_NAMED = 5;

function closedMessage(status: string): Saying {
  if (status === 'committed' || status === 'cancelled') return message(`errors:counts.closed.${status}`);
  return `This stock count is ${status}; it can no longer be changed`;
}

/** Words of a refusal in one language (a part of a longer refusal). */
type Words = (language: Language) => string;

/** A scope as words: "All entries", "Category Snacks", "Manufacturer Acme" or both (domain/schemas/stock-counts.ts `describeScope`). */
function scopeWords(scope: TStockCountScope): Words {
  const { item, manufacturer } = scope;
  if (item !== null && manufacturer !== null) return (lng) => translate(lng, 'errors:counts.scope.both', { item, manufacturer });
  if (item !== null) return (lng) => translate(lng, 'errors:counts.scope.item', { item });
  if (manufacturer !== null) return (lng) => translate(lng, 'errors:counts.scope.manufacturer', { manufacturer });
  return (lng) => translate(lng, 'errors:counts.scope.all');
}

function scopeOf(row: CountRow): TStockCountScope {
  return { item: row.scopeItem, manufacturer: row.scopeManufacturer };
}

/** The entries a count covers, as a condition on `inventory i`. */
function inScope(scope: TStockCountScope): SQL {
  const parts = [sql`true`];
  if (scope.item !== null) parts.push(sql`i.item = ${scope.item}`);
  if (scope.manufacturer !== null) parts.push(sql`i.manufacturer = ${scope.manufacturer}`);
  return sql.join(parts, sql` and `);
}

function isInScope(scope: TStockCountScope, entry: { item: string; manufacturer: string }): boolean {
  return (scope.item === null || scope.item === entry.item) && (scope.manufacturer === null || scope.manufacturer === entry.manufacturer);
}

const toIso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

// ---- reading ----

interface LineRow {
  inventory_id: string;
  upc: string;
  name: string;
  expected: number;
  counted: number;
  cost_cents: number;
  created_at: Date | string;
  updated_at: Date | string;
  on_hand: number | null;
  recounted: boolean;
}

function toLine(row: LineRow, view: AmountView, open: boolean): TStockCountLine {
  const variance = row.counted - row.expected;
  const onHand = open && row.on_hand !== null ? Number(row.on_hand) : null;
  let recount: TRecountReason | null = null;
  if (open && row.recounted) recount = 'recounted';
  else if (onHand !== null && onHand + variance < 0) recount = 'below-zero';
  const line: TStockCountLine = {
    inventoryId: row.inventory_id,
    upc: row.upc,
    name: row.name,
    expected: row.expected,
    counted: row.counted,
    variance,
    onHand,
    recount,
    countedAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
  if (view.showCost) line.varianceCost = fromMinor(variance * row.cost_cents, view.currency);
  return line;
}

/**
 * Lines of one count (all of them, or one entry's), with the stock on hand now and whether a
 * `count` movement from elsewhere (another count, a replaced quantity) set the entry after the
 * line was first counted. Movements since the count's first line are read once, off the
 * (cid, created_at) index, rather than each entry's whole history.
 */
async function readLines(db: DbOrTx, cid: string, countId: string, inventoryId?: string): Promise<LineRow[]> {
  return rows<LineRow>(
    db,
    sql`
      with recounts as (
        select m.inventory_id, max(m.created_at) as at
        from stock_movements m
        where m.cid = ${cid} and m.reason = 'count'
          and m.created_at > (select min(created_at) from stock_count_lines where cid = ${cid} and count_id = ${countId})
          and (m.ref_type is distinct from 'stock_count' or m.ref_id is distinct from ${countId})
          ${inventoryId === undefined ? sql`` : sql`and m.inventory_id = ${inventoryId}`}
        group by m.inventory_id
      )
      select l.inventory_id, l.upc, l.name, l.expected, l.counted, l.cost_cents, l.created_at, l.updated_at,
             i.qty as on_hand, coalesce(r.at > l.created_at, false) as recounted
      from stock_count_lines l
      left join inventory i on i.cid = l.cid and i.id = l.inventory_id
      left join recounts r on r.inventory_id = l.inventory_id
      where l.cid = ${cid} and l.count_id = ${countId} ${inventoryId === undefined ? sql`` : sql`and l.inventory_id = ${inventoryId}`}
      order by lower(l.name), l.upc, l.inventory_id`,
  );
}

interface TotalsRow {
  lines: number;
  expected: string | number;
  counted: string | number;
  variance_cost_cents: string | number;
}

async function readTotals(db: DbOrTx, cid: string, countId: string, view: AmountView): Promise<TStockCountTotals> {
  const [row] = await rows<TotalsRow>(
    db,
    sql`
      select count(*)::int as lines, coalesce(sum(expected), 0)::bigint as expected, coalesce(sum(counted), 0)::bigint as counted,
             coalesce(sum((counted - expected)::bigint * cost_cents), 0)::bigint as variance_cost_cents
      from stock_count_lines where cid = ${cid} and count_id = ${countId}`,
  );
  const expected = Number(row.expected);
  const counted = Number(row.counted);
  const totals: TStockCountTotals = { lines: Number(row.lines), expected, counted, variance: counted - expected };
  if (view.showCost) totals.varianceCost = fromMinor(Number(row.variance_cost_cents), view.currency);
  return totals;
}

interface UncountedRow {
  id: string;
  upc: string;
  subname: string;
  qty: number;
}

const notCounted = (cid: string, countId: string) =>
  sql`not exists (select 1 from stock_count_lines l where l.cid = ${cid} and l.count_id = ${countId} and l.inventory_id = i.id)`;

async function readUncounted(db: DbOrTx, cid: string, row: CountRow): Promise<{ uncounted: number; withStock: number; entries: TUncountedEntry[] }> {
  const where = sql`i.cid = ${cid} and ${inScope(scopeOf(row))} and ${notCounted(cid, row.id)}`;
  const [[tally], first] = await Promise.all([
    rows<{ uncounted: number; with_stock: number }>(db, sql`select count(*)::int as uncounted, (count(*) filter (where i.qty <> 0))::int as with_stock from inventory i where ${where}`),
    rows<UncountedRow>(db, sql`select i.id, i.upc, i.subname, i.qty from inventory i where ${where} order by lower(i.subname), i.upc, i.id limit ${UNCOUNTED_SHOWN}`),
  ]);
  return {
    uncounted: Number(tally.uncounted),
    withStock: Number(tally.with_stock),
    entries: first.map((e) => ({ inventoryId: e.id, upc: e.upc, name: e.subname, onHand: Number(e.qty) })),
  };
}

async function findCount(db: DbOrTx, cid: string, id: string): Promise<CountRow> {
  const [row] = await db
    .select()
    .from(stockCounts)
    .where(and(eq(stockCounts.cid, cid), eq(stockCounts.id, id)))
    .limit(1);
  if (!row) throw notFound(COUNT_NOT_FOUND);
  return row;
}

/**
 * The count's row, locked for the rest of the caller's transaction, if it is still open: in share
 * mode for changes to its lines (many at once), in update mode to close it (alone). A change that
 * waited for a commit reads the row as committed and is refused.
 */
async function lockOpenCount(db: DbOrTx, cid: string, id: string, mode: 'share' | 'update'): Promise<CountRow> {
  const [row] = await db
    .select()
    .from(stockCounts)
    .where(and(eq(stockCounts.cid, cid), eq(stockCounts.id, id)))
    .limit(1)
    .for(mode);
  if (!row) throw notFound(COUNT_NOT_FOUND);
  if (row.status !== 'open') throw conflict(closedMessage(row.status));
  return row;
}

function header(row: CountRow) {
  return {
    _id: row.id,
    name: row.name,
    status: row.status as TStockCountStatus,
    scope: scopeOf(row),
    zeroUncounted: row.zeroUncounted,
    createdAt: row.createdAt.toISOString(),
    committedAt: row.committedAt ? row.committedAt.toISOString() : null,
  };
}

async function describeCount(db: DbOrTx, caller: Caller, row: CountRow): Promise<TStockCount> {
  const open = row.status === 'open';
  const view = await viewOf(db, caller);
  const [lineRows, uncounted, totals] = await Promise.all([
    readLines(db, caller.cid, row.id),
    open ? readUncounted(db, caller.cid, row) : Promise.resolve({ uncounted: 0, withStock: 0, entries: [] }),
    readTotals(db, caller.cid, row.id, view),
  ]);
  return {
    ...header(row),
    lines: lineRows.map((l) => toLine(l, view, open)),
    uncounted: uncounted.uncounted,
    uncountedWithStock: uncounted.withStock,
    uncountedEntries: uncounted.entries,
    totals,
  };
}

export async function getCount(db: DbOrTx, caller: Caller, id: string): Promise<TStockCount> {
  return describeCount(db, caller, await findCount(db, caller.cid, id));
}

export async function listCounts(db: DbOrTx, cid: string, query: TStockCountListQuery, pageSize: number): Promise<TStockCountList> {
  const where = query.status ? and(eq(stockCounts.cid, cid), eq(stockCounts.status, query.status)) : eq(stockCounts.cid, cid);
  const lineCount = sql<number>`(select count(*)::int from stock_count_lines l where l.cid = ${stockCounts.cid} and l.count_id = ${stockCounts.id})`;
  const result = await readPage({
    requested: query.pageNumber,
    pageSize,
    rows: (offset) =>
      db
        .select({ row: stockCounts, lines: lineCount })
        .from(stockCounts)
        .where(where)
        .orderBy(desc(stockCounts.createdAt), desc(stockCounts.id))
        .limit(pageSize)
        .offset(offset),
    count: async () => (await db.select({ total: count() }).from(stockCounts).where(where))[0].total,
  });
  const counts: TStockCountSummary[] = result.rows.map((r) => ({ ...header(r.row), lines: Number(r.lines) }));
  return { counts, page: result.page, pages: result.pages, count: result.count };
}

// ---- creating ----

/** A scope name must be one of the business's listed names; the listed spelling is kept. */
async function listedScope(db: DbOrTx, cid: string, input: TStockCountCreate): Promise<TStockCountScope> {
  const [itemRow] = input.item
    ? await db.select({ name: items.item }).from(items).where(and(eq(items.cid, cid), sql`lower(${items.item}) = lower(${input.item})`)).limit(1)
    : [];
  if (input.item && !itemRow) throw invalid('item', message('errors:counts.itemNotListed', { item: input.item }));
  const [mfgRow] = input.manufacturer
    ? await db
        .select({ name: manufacturers.manufacturer })
        .from(manufacturers)
        .where(and(eq(manufacturers.cid, cid), sql`lower(${manufacturers.manufacturer}) = lower(${input.manufacturer})`))
        .limit(1)
    : [];
  if (input.manufacturer && !mfgRow) throw invalid('manufacturer', message('errors:counts.manufacturerNotListed', { manufacturer: input.manufacturer }));
  return { item: itemRow?.name ?? null, manufacturer: mfgRow?.name ?? null };
}

export async function createCount(db: DbOrTx, caller: AuthContext, input: TStockCountCreate): Promise<TStockCount> {
  const scope = await listedScope(db, caller.cid, input);
  const [row] = await db
    .insert(stockCounts)
    .values({ cid: caller.cid, name: input.name, scopeItem: scope.item, scopeManufacturer: scope.manufacturer, createdBy: caller.userId })
    .returning();
  return describeCount(db, caller, row);
}

// ---- counting ----

interface EntryRow {
  id: string;
  upc: string;
  subname: string;
  item: string;
  manufacturer: string;
  has_line: boolean;
}

async function findEntryFor(db: DbOrTx, cid: string, countId: string, by: SQL): Promise<EntryRow | undefined> {
  const [entry] = await rows<EntryRow>(
    db,
    sql`select i.id, i.upc, i.subname, i.item, i.manufacturer,
               exists (select 1 from stock_count_lines l where l.cid = i.cid and l.count_id = ${countId} and l.inventory_id = i.id) as has_line
        from inventory i where i.cid = ${cid} and ${by} limit 1`,
  );
  return entry;
}

/** An entry not counted yet must be in the count's scope; one already counted stays editable. */
function assertCountable(stockCount: CountRow, entry: EntryRow, field: string) {
  if (entry.has_line || isInScope(scopeOf(stockCount), entry)) return;
  const scope = scopeWords(scopeOf(stockCount));
  throw invalid(
    field,
    composed((lng) => translate(lng, 'errors:counts.notInScope', { field, name: entry.subname, upc: entry.upc, scope: scope(lng) })),
  );
}

/**
 * Adds to (`add`) or replaces (`set`) a line's counted quantity in one statement, so concurrent
 * scans of one line each add their units. The line's first count takes `expected` from the stock
 * on hand at that moment, and the entry's cost for the variance's value.
 */
async function countLine(db: DbOrTx, caller: Caller, stockCount: CountRow, entry: EntryRow, change: { add: number } | { set: number }): Promise<TStockCountLineChange> {
  const qty = 'add' in change ? change.add : change.set;
  const onConflict =
    'add' in change
      ? sql`counted = stock_count_lines.counted + excluded.counted, updated_at = now() where stock_count_lines.counted + excluded.counted <= ${MAX_QTY}`
      : sql`counted = excluded.counted, updated_at = now()`;
  const written = await rows<{ inventory_id: string }>(
    db,
    sql`
      insert into stock_count_lines (cid, count_id, inventory_id, upc, name, expected, counted, cost_cents)
      select i.cid, ${stockCount.id}, i.id, i.upc, i.subname, i.qty, ${qty}::int, i.cost_cents
      from inventory i where i.cid = ${caller.cid} and i.id = ${entry.id}
      on conflict (cid, count_id, inventory_id) do update set ${onConflict}
      returning inventory_id`,
  );
  if (written.length === 0) {
    if (entry.has_line) throw invalid('qty', message('errors:counts.countedAboveMax', { max: MAX_QTY }));
    throw notFound(ENTRY_NOT_FOUND);
  }
  const view = await viewOf(db, caller);
  const [[line], totals] = await Promise.all([readLines(db, caller.cid, stockCount.id, entry.id), readTotals(db, caller.cid, stockCount.id, view)]);
  return { line: toLine(line, view, true), totals };
}

/** A scan: the entry with that UPC gets `qty` (1 by default) more counted. */
export async function scanIntoCount(db: DbOrTx, caller: Caller, id: string, input: TStockCountScan): Promise<TStockCountLineChange> {
  const stockCount = await lockOpenCount(db, caller.cid, id, 'share');
  // The code as scanned, else its UPC-A/EAN-13 twin's entry.
  const [code, twin] = sameProductCodes(input.upc);
  const entry = await findEntryFor(db, caller.cid, id, twin === undefined ? sql`i.upc = ${code}` : sql`i.upc in (${code}, ${twin}) order by i.upc <> ${code}`);
  if (!entry) throw notFound(message('errors:counts.noEntryWithUpc', { upc: input.upc }));
  assertCountable(stockCount, entry, 'upc');
  return countLine(db, caller, stockCount, entry, { add: input.qty });
}

/** A typed quantity: the line's counted quantity becomes `counted`. */
export async function setCountedLine(db: DbOrTx, caller: Caller, id: string, inventoryId: string, input: TStockCountLineSet): Promise<TStockCountLineChange> {
  const stockCount = await lockOpenCount(db, caller.cid, id, 'share');
  const entry = await findEntryFor(db, caller.cid, id, sql`i.id = ${inventoryId}`);
  if (!entry) throw notFound(ENTRY_NOT_FOUND);
  assertCountable(stockCount, entry, 'inventoryId');
  return countLine(db, caller, stockCount, entry, { set: input.counted });
}

/**
 * Takes a line out of the count (scanned by mistake, or to be counted again: its next count takes
 * `expected` afresh, which is how a line the commit refused is put right).
 */
export async function removeCountLine(db: DbOrTx, caller: Caller, id: string, inventoryId: string): Promise<{ message: string; totals: TStockCountTotals }> {
  await lockOpenCount(db, caller.cid, id, 'share');
  const removed = await rows<{ inventory_id: string }>(
    db,
    sql`delete from stock_count_lines where cid = ${caller.cid} and count_id = ${id} and inventory_id = ${inventoryId} returning inventory_id`,
  );
  if (removed.length === 0) throw notFound('This entry has not been counted in this count');
  return { message: 'Line removed; count it again', totals: await readTotals(db, caller.cid, id, await viewOf(db, caller)) };
}

// ---- closing ----

/** A line as refusals name it: "Cola (UPC 012345)", or "An entry" when it is not known. */
function lineLabel(line: { name: string; upc: string } | undefined): Words {
  return (lng) => (line ? translate(lng, 'errors:counts.line', { name: line.name, upc: line.upc }) : translate(lng, 'errors:counts.anEntry'));
}

function problemText(line: TStockCountLine): Words {
  const label = lineLabel(line);
  if (line.recount === 'recounted') return (lng) => translate(lng, 'errors:counts.problem.recounted', { line: label(lng) });
  const values = { onHand: line.onHand ?? 'null', variance: line.variance, after: (line.onHand ?? 0) + line.variance };
  return (lng) => translate(lng, 'errors:counts.problem.belowZero', { line: label(lng), ...values });
}

function refusedCommit(problems: Words[]) {
  const more = problems.length - PROBLEMS_NAMED;
  return conflict(
    composed((lng) => {
      const lines = problems
        .slice(0, PROBLEMS_NAMED)
        .map((p) => p(lng))
        .join('; ');
      return more > 0 ? translate(lng, 'errors:counts.commitRefusedMore', { lines, count: more }) : translate(lng, 'errors:counts.commitRefused', { lines });
    }),
  );
}

/**
 * Commits an open count in the caller's transaction: each counted line changes stock by
 * `counted − expected`, and with `zeroUncounted` every entry in scope that holds stock and was
 * not counted is set to 0 (and gets a line saying so); all as `count` movements, then the count
 * is closed. A line whose variance would take stock below 0, or that another count set after it
 * was counted, refuses the whole commit with 409 naming it.
 */
export async function commitCount(db: DbOrTx, caller: AuthContext, id: string, input: TStockCountCommit): Promise<TStockCount> {
  const stockCount = await lockOpenCount(db, caller.cid, id, 'update');
  // Quantities only: the commit reads no amounts.
  const lines = (await readLines(db, caller.cid, id)).map((l) => toLine(l, { currency: 'USD', showCost: false }, true));
  const problems = lines.filter((l) => l.recount !== null);
  if (problems.length > 0) throw refusedCommit(problems.map(problemText));

  const movement = { reason: 'count', refType: 'stock_count', refId: id, note: `Stock count "${stockCount.name}"` } as const;
  // An entry deleted since it was counted has no stock left to correct.
  const changes: StockChange[] = lines.filter((l) => l.variance !== 0 && l.onHand !== null).map((l) => ({ ...movement, inventoryId: l.inventoryId, add: l.variance }));
  const zeroed = input.zeroUncounted
    ? await rows<{ id: string }>(db, sql`select i.id from inventory i where i.cid = ${caller.cid} and ${inScope(scopeOf(stockCount))} and ${notCounted(caller.cid, id)} and i.qty <> 0`)
    : [];
  // setTo applies to the quantity as locked, whatever sold (or went below 0 offline) meanwhile.
  for (const z of zeroed) changes.push({ ...movement, inventoryId: z.id, setTo: 0 });

  let moved: Map<string, StockMoved>;
  try {
    moved = await moveStockMany(db, caller.cid, actorOf(caller), changes);
  } catch (err) {
    if (!(err instanceof StockChangeRefused)) throw err;
    const line = lines.find((l) => l.inventoryId === err.inventoryId);
    const label = lineLabel(line);
    if (err.refusal.kind === 'missing') throw conflict(composed((lng) => translate(lng, 'errors:counts.deletedWhileCommitting', { line: label(lng) })));
    if (err.refusal.kind === 'above-max') throw conflict(composed((lng) => translate(lng, 'errors:counts.wouldPassMax', { line: label(lng), max: MAX_QTY })));
    const values = { onHand: err.refusal.onHand, variance: line?.variance ?? 0 };
    throw refusedCommit([(lng) => translate(lng, 'errors:counts.problem.tooFew', { line: label(lng), ...values })]);
  }

  await recordZeroed(db, caller.cid, id, zeroed.map((z) => moved.get(z.id)).filter((m): m is StockMoved => m !== undefined));
  const [closed] = await db
    .update(stockCounts)
    .set({ status: 'committed', zeroUncounted: input.zeroUncounted, committedBy: caller.userId, committedAt: new Date() })
    .where(and(eq(stockCounts.cid, caller.cid), eq(stockCounts.id, id)))
    .returning();
  return describeCount(db, caller, closed);
}

/** Lines for the entries zeroed at commit (counted 0, expected what they held), so the count records them. */
async function recordZeroed(db: DbOrTx, cid: string, countId: string, zeroed: StockMoved[]) {
  // A bounded number of parameters per statement, however many entries a whole-shop count zeroes.
  for (let start = 0; start < zeroed.length; start += 1000) {
    const values = sql.join(
      zeroed.slice(start, start + 1000).map((m) => sql`(${m.inventoryId}, ${m.qtyAfter - m.delta}::int)`),
      sql`, `,
    );
    await db.execute(sql`
      insert into stock_count_lines (cid, count_id, inventory_id, upc, name, expected, counted, cost_cents)
      select i.cid, ${countId}, i.id, i.upc, i.subname, v.before, 0, i.cost_cents
      from (values ${values}) as v(id, before) join inventory i on i.cid = ${cid} and i.id = v.id`);
  }
}

export async function cancelCount(db: DbOrTx, caller: Caller, id: string): Promise<TStockCount> {
  await lockOpenCount(db, caller.cid, id, 'update');
  const [closed] = await db
    .update(stockCounts)
    .set({ status: 'cancelled' })
    .where(and(eq(stockCounts.cid, caller.cid), eq(stockCounts.id, id)))
    .returning();
  return describeCount(db, caller, closed);
}
