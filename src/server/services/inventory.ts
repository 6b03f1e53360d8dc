/**
 * Inventory entries of one business. Every query filters by the caller's cid, so another
 * business's entry is simply not found. Quantities change in SQL (`qty = qty + n`) so two
 * clerks receiving stock at once never lose an update.
 */
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TInventoryAdd, TInventoryEntry, TInventoryRow, TInventoryList, TInventoryListQuery, TInventoryReplace, TInventoryUpdate } from '../../domain/schemas/inventory';
import { MAX_QTY } from '../../domain/schemas/inventory';
import { fromMinor, minorUnitIssue, toMinor } from '../../domain/currency';
import { message } from '../../i18n/translator';
import { withinTransaction, type DbOrTx } from '../db/client';
import { pageLimit, preparedPerDb } from '../db/prepared';
import { inventory, items, manufacturers } from '../db/schema';
import { duplicate, invalid, isUniqueViolation, notFound } from '../errors';
import { fieldAmountMessage } from './amount-messages';
import type { AuthContext } from './sessions';
import { rememberedCount } from './count-cache';
import { assertNoTwin } from './same-product';
import { inventoryOrder, type InventoryOrder } from './inventory-order';
import { cappedCount, inventoryMatch, searchPage, searchTextOf, SEARCH_COUNT_CAP, walkingIndexes, type InventoryMatch } from './inventory-search';
import { readPage } from './paging';
import { assertOwnBusiness } from './own-business';
import { notePrices, withPriceHistory } from './price-history';
import { moneySettingsOf, viewOf } from './settings';
import { actorOf, moveStock, StockChangeRefused } from './stock/ledger';

type Row = typeof inventory.$inferSelect;

export const UPC_TAKEN = 'An inventory entry with this UPC already exists';
const ENTRY_NOT_FOUND = 'Inventory entry not found';

/** How a viewer sees amounts: in the business currency, and cost only if they may see it. */
export interface AmountView {
  currency: string;
  showCost: boolean;
}

/** Largest price or cost, in minor units: 10,000,000.00 in a two-decimal currency, inside a 32-bit column. */
export const MAX_AMOUNT_MINOR = 1_000_000_000;

/**
 * A price or cost must be at least one minor unit, at most MAX_AMOUNT_MINOR, and have no more
 * decimals than the business currency (2 in USD, none in JPY, 3 in KWD): 400 naming the field.
 */
function checkAmounts(input: { cost: number; price: number }, currency: string): void {
  for (const field of ['cost', 'price'] as const) {
    const issue = minorUnitIssue(input[field], currency, { minMinor: 1, maxMinor: MAX_AMOUNT_MINOR });
    if (issue) throw invalid(field, fieldAmountMessage(field, issue));
  }
}

export function toInventoryEntry(row: Row, currency: string): TInventoryEntry {
  return {
    _id: row.id,
    upc: row.upc,
    item: row.item,
    manufacturer: row.manufacturer,
    subname: row.subname,
    qty: row.qty,
    lowinventory: row.lowinventory,
    cost: fromMinor(row.costCents, currency),
    price: fromMinor(row.priceCents, currency),
    cid: row.cid,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The row for a list that shows cost to admins only (terminal, low-inventory report). Built
 * directly rather than by copying an entry without its cost: it runs for every row of every page.
 */
export function toInventoryRow(row: Row, view: AmountView): TInventoryRow {
  const shown: TInventoryRow = {
    _id: row.id,
    upc: row.upc,
    item: row.item,
    manufacturer: row.manufacturer,
    subname: row.subname,
    qty: row.qty,
    lowinventory: row.lowinventory,
    price: fromMinor(row.priceCents, view.currency),
    cid: row.cid,
    updatedAt: row.updatedAt.toISOString(),
  };
  if (view.showCost) shown.cost = fromMinor(row.costCents, view.currency);
  return shown;
}

export type InventoryListQuery = Pick<TInventoryListQuery, 'pageNumber' | 'keyword' | 'field'> & Partial<Pick<TInventoryListQuery, 'pageSize' | 'sort' | 'order'>>;

/**
 * A prepared page of one business's entries (placeholders `cid` and `offset`) for lists whose
 * filter and order an index serves: the page's ids are read off that index alone, without
 * visiting the rows skipped over, and only the page's own rows are fetched, so page 500 costs
 * about what page 1 does. `filter` must use `sql.placeholder('cid')`.
 */
export function preparedEntryPage(name: string, filter: SQL | undefined, order: SQL[]) {
  return preparedPerDb((db, pageSize) => {
    const ids = db.select({ id: inventory.id }).from(inventory).where(filter).orderBy(...order).limit(pageLimit(pageSize)).offset(sql.placeholder('offset'));
    return db
      .select()
      .from(inventory)
      .where(and(eq(inventory.cid, sql.placeholder('cid')), inArray(inventory.id, ids)))
      .orderBy(...order)
      .prepare(`${name}_${pageSize}`);
  });
}

type EntryPage = ReturnType<typeof preparedEntryPage>;
const unsearchedPages = new Map<string, EntryPage>();

/**
 * The plain list (no keyword) in one order, the busiest query there is: one prepared statement per
 * order, each read off its own (cid, ...) index. Most recently changed first keeps the statement
 * name it always had.
 */
function unsearchedPage(order: InventoryOrder): EntryPage {
  const name = order.sort === 'updatedAt' && order.order === 'desc' ? 'inventory_recent_page' : `inventory_by_${order.sort.toLowerCase()}_${order.order}_page`;
  let page = unsearchedPages.get(name);
  if (!page) {
    page = preparedEntryPage(name, eq(inventory.cid, sql.placeholder('cid')), order.by);
    unsearchedPages.set(name, page);
  }
  return page;
}

/**
 * One page of the business's entries, most recently changed first unless another order is asked
 * for, `defaultPageSize` rows unless another size is; cost only for those who may see it.
 */
export async function listInventory(db: DbOrTx, caller: Pick<AuthContext, 'cid' | 'isAdmin'>, query: InventoryListQuery, defaultPageSize: number): Promise<TInventoryList> {
  const cid = caller.cid;
  const pageSize = query.pageSize ?? defaultPageSize;
  const order = inventoryOrder(query.sort, query.order);
  const view = await viewOf(db, caller);
  const match = query.keyword ? inventoryMatch(query.field, query.keyword) : undefined;
  const result = match
    ? await walkingIndexes(db, (tx) => readSearchPage(tx, cid, match, order, query.pageNumber, pageSize))
    : await readListPage(db, cid, order, query.pageNumber, pageSize);
  return {
    inventory: result.rows.map((r) => toInventoryRow(r, view)),
    page: result.page,
    pages: result.pages,
    count: result.count,
    ...(result.countCapped ? { countCapped: true } : {}),
    pageSize,
  };
}

function readListPage(db: DbOrTx, cid: string, order: InventoryOrder, requested: number, pageSize: number) {
  const where = eq(inventory.cid, cid);
  // The order changes which rows a page holds, never how many the list has: one remembered count.
  const countKey = JSON.stringify(['inventory', cid]);
  return readPage({
    requested,
    pageSize,
    rows: (offset) => unsearchedPage(order)(db, pageSize).execute({ cid, offset }),
    count: () => rememberedCount(countKey, async () => (await db.select({ total: count() }).from(inventory).where(where))[0].total),
  });
}

/**
 * A keyword search: a page in the list's order (a barcode's exact and prefix matches first), and
 * its matches counted up to SEARCH_COUNT_CAP only (a common word typed into a large business must
 * not count them all on every keystroke; the answer then says countCapped).
 */
function readSearchPage(db: DbOrTx, cid: string, match: InventoryMatch, order: InventoryOrder, requested: number, pageSize: number) {
  const where = and(eq(inventory.cid, cid), match.where)!;
  return readPage({
    requested,
    pageSize,
    rows: (offset) => searchPage({ db, cid, where, order: order.by, offset, pageSize, digits: match.digits }),
    count: () => cappedCount(db, where),
    cap: { limit: SEARCH_COUNT_CAP, exactCount: async () => (await db.select({ total: count() }).from(inventory).where(where))[0].total },
  });
}

async function findEntry(db: DbOrTx, cid: string, id: string): Promise<Row> {
  const [row] = await db.select().from(inventory).where(and(eq(inventory.id, id), eq(inventory.cid, cid))).limit(1);
  if (!row) throw notFound(ENTRY_NOT_FOUND);
  return row;
}

export async function getEntry(db: DbOrTx, caller: Pick<AuthContext, 'cid' | 'isAdmin'>, id: string): Promise<TInventoryRow> {
  const [row, view] = await Promise.all([findEntry(db, caller.cid, id), viewOf(db, caller)]);
  return toInventoryRow(row, view);
}

/**
 * An entry's category and manufacturer must be ones the business has listed (Settings adds them),
 * so the lists, reports and dashboard counts agree. Returns the listed spelling.
 */
async function listedNames(db: DbOrTx, cid: string, item: string, manufacturer: string): Promise<{ item: string; manufacturer: string }> {
  const [[itemRow], [mfgRow]] = await Promise.all([
    db.select({ name: items.item }).from(items).where(and(eq(items.cid, cid), sql`lower(${items.item}) = lower(${item})`)).limit(1),
    db
      .select({ name: manufacturers.manufacturer })
      .from(manufacturers)
      .where(and(eq(manufacturers.cid, cid), sql`lower(${manufacturers.manufacturer}) = lower(${manufacturer})`))
      .limit(1),
  ]);
  if (!itemRow) throw invalid('item', message('errors:inventory.itemNotListed', { item }));
  if (!mfgRow) throw invalid('manufacturer', message('errors:inventory.manufacturerNotListed', { manufacturer }));
  return { item: itemRow.name, manufacturer: mfgRow.name };
}

function assertSameId(id: string, bodyId: string | undefined) {
  if (bodyId !== undefined && bodyId !== '' && bodyId !== id) throw invalid('_id', '_id: does not match the entry in the path');
}

/** Turns a lost race on the (cid, upc) unique index into the same 409 as a plain duplicate. */
async function guardUpc<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate(UPC_TAKEN);
    throw err;
  }
}

/** Anyone signed in may add stock (spec section 6); the answer shows cost only to those who may see it. */
export async function addEntry(db: DbOrTx, caller: AuthContext, input: TInventoryAdd): Promise<TInventoryRow> {
  assertOwnBusiness(caller, input.cid);
  const { currency } = await moneySettingsOf(db, caller.cid);
  checkAmounts(input, currency);
  const names = await listedNames(db, caller.cid, input.item, input.manufacturer);
  return withinTransaction(db, async (tx) => {
    await assertNoTwin(tx, caller.cid, input.upc);
    // Born empty; its starting quantity arrives through the ledger like every later change.
    const row = await guardUpc(async () => {
      const [inserted] = await tx
        .insert(inventory)
        .values({
          cid: caller.cid,
          upc: input.upc,
          item: names.item,
          manufacturer: names.manufacturer,
          subname: input.subname,
          ...searchTextOf({ subname: input.subname, manufacturer: names.manufacturer }),
          qty: 0,
          lowinventory: input.lowinventory,
          costCents: toMinor(input.cost, currency),
          priceCents: toMinor(input.price, currency),
        })
        .returning();
      return inserted;
    });
    await notePrices(tx, caller.cid, { inventoryIds: [row.id] });
    const moved = await moveStock(tx, caller.cid, actorOf(caller), { inventoryId: row.id, add: input.qty, reason: 'create' });
    return toInventoryRow({ ...row, qty: moved.qtyAfter }, await viewOf(tx, caller));
  });
}

function describedFields(input: TInventoryUpdate | TInventoryReplace, names: { item: string; manufacturer: string }, currency: string) {
  return {
    upc: input.upc,
    item: names.item,
    manufacturer: names.manufacturer,
    subname: input.subname,
    ...searchTextOf({ subname: input.subname, manufacturer: names.manufacturer }),
    lowinventory: input.lowinventory,
    costCents: toMinor(input.cost, currency),
    priceCents: toMinor(input.price, currency),
    updatedAt: new Date(),
  };
}

/** Edits an entry; `qty` is ADDED to the quantity on hand, atomically, and may not take it below 0. */
export async function updateEntry(db: DbOrTx, caller: AuthContext, id: string, input: TInventoryUpdate): Promise<TInventoryEntry> {
  assertOwnBusiness(caller, input.cid);
  assertSameId(id, input._id);
  await findEntry(db, caller.cid, id);
  const { currency } = await moneySettingsOf(db, caller.cid);
  checkAmounts(input, currency);
  const names = await listedNames(db, caller.cid, input.item, input.manufacturer);
  return withinTransaction(db, async (tx) => {
    await withPriceHistory(tx, caller.cid, { inventoryIds: [id] }, () => describe(tx, caller.cid, id, input, names, currency));
    const moved = await moveStock(tx, caller.cid, actorOf(caller), { inventoryId: id, add: input.qty, reason: 'edit' }).catch((err: unknown) => {
      if (!(err instanceof StockChangeRefused) || err.refusal.kind === 'missing') throw err;
      if (err.refusal.kind === 'below-floor') throw invalid('qty', message('errors:inventory.qtyBelowZero', { onHand: err.refusal.onHand }));
      throw invalid('qty', message('errors:inventory.qtyAboveMax', { max: MAX_QTY }));
    });
    return toInventoryEntry({ ...(await findEntry(tx, caller.cid, id)), qty: moved.qtyAfter }, currency);
  });
}

/** Writes an edit's descriptive fields (everything but the quantity, which only the ledger changes). */
async function describe(db: DbOrTx, cid: string, id: string, input: TInventoryUpdate | TInventoryReplace, names: { item: string; manufacturer: string }, currency: string) {
  await assertNoTwin(db, cid, input.upc, id);
  const [row] = await guardUpc(() =>
    db
      .update(inventory)
      .set(describedFields(input, names, currency))
      .where(and(eq(inventory.id, id), eq(inventory.cid, cid)))
      .returning({ id: inventory.id }),
  );
  if (!row) throw notFound(ENTRY_NOT_FOUND);
}

/** Replaces the whole entry, quantity included (a stock count): `PUT /inventory/updm/{id}`. */
export async function replaceEntry(db: DbOrTx, caller: AuthContext, id: string, input: TInventoryReplace): Promise<TInventoryEntry> {
  assertOwnBusiness(caller, input.cid);
  assertSameId(id, input._id);
  await findEntry(db, caller.cid, id);
  const { currency } = await moneySettingsOf(db, caller.cid);
  checkAmounts(input, currency);
  const names = await listedNames(db, caller.cid, input.item, input.manufacturer);
  return withinTransaction(db, async (tx) => {
    await withPriceHistory(tx, caller.cid, { inventoryIds: [id] }, () => describe(tx, caller.cid, id, input, names, currency));
    await moveStock(tx, caller.cid, actorOf(caller), { inventoryId: id, setTo: input.qty, reason: 'count' });
    return toInventoryEntry(await findEntry(tx, caller.cid, id), currency);
  });
}

export async function deleteEntry(db: DbOrTx, caller: AuthContext, id: string): Promise<{ message: string }> {
  const [row] = await db.delete(inventory).where(and(eq(inventory.id, id), eq(inventory.cid, caller.cid))).returning({ id: inventory.id });
  if (!row) throw notFound(ENTRY_NOT_FOUND);
  return { message: 'Inventory entry removed' };
}
