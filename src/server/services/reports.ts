/**
 * The low-inventory report and the dashboard summary. Both are answered by the database
 * (filters, ordering, paging and sums in SQL), so they stay fast however large the stock is.
 */
import { and, asc, count, eq, lte, sql } from 'drizzle-orm';
import { DEFAULT_CURRENCY, fromMinor } from '../../domain/currency';
import type { TLowInventoryPage, TSummary } from '../../domain/schemas/reports';
import type { DbOrTx } from '../db/client';
import { pageLimit, preparedPerDb } from '../db/prepared';
import { inventory, items, manufacturers } from '../db/schema';
import { suppliers } from '../db/stock-schema';
import { LARGE_LIST, remembered, rememberedCount } from './count-cache';
import { toInventoryRow } from './inventory';
import { readPage } from './paging';
import type { AuthContext } from './sessions';
import { viewOf } from './settings';

/** Case-insensitive first so 'acme' and 'Acme' sit together on any collation; id last keeps pages stable. */
const BY_MANUFACTURER_LOW = [asc(sql`lower(${inventory.manufacturer})`), asc(inventory.manufacturer), asc(sql`lower(${inventory.subname})`), asc(inventory.id)];

/** A page of low rows, read in order off the partial inventory_cid_low_idx index. */
const lowPage = preparedPerDb((db, pageSize) =>
  db
    .select()
    .from(inventory)
    .where(and(eq(inventory.cid, sql.placeholder('cid')), lte(inventory.qty, inventory.lowinventory)))
    .orderBy(...BY_MANUFACTURER_LOW)
    .limit(pageLimit(pageSize))
    .offset(sql.placeholder('offset'))
    .prepare(`low_inventory_page_${pageSize}`),
);

export async function listLowInventory(db: DbOrTx, caller: AuthContext, opts: { page: number; pageSize: number }): Promise<TLowInventoryPage> {
  const view = await viewOf(db, caller);
  const isLow = and(eq(inventory.cid, caller.cid), lte(inventory.qty, inventory.lowinventory));
  // As the other lists: no rows means page 1 of 0 pages; a page past the end shows the last one.
  const result = await readPage({
    requested: opts.page,
    pageSize: opts.pageSize,
    rows: (offset) => lowPage(db, opts.pageSize).execute({ cid: caller.cid, offset }),
    count: () => rememberedCount(`low:${caller.cid}`, async () => (await db.select({ lowcount: count() }).from(inventory).where(isLow))[0].lowcount),
  });
  return {
    lowinventory: result.rows.map((r) => toInventoryRow(r, view)),
    lowcount: result.count,
    lowpage: result.page,
    lowpages: result.pages,
  };
}

/** Sums come back from PostgreSQL as bigint/numeric text; they stay well inside 2^53 cents. */
const asNumber = (v: unknown) => Number(v ?? 0);

/** The dashboard of a business with LARGE_LIST entries or more may lag a write by a few seconds. */
export async function getSummary(db: DbOrTx, caller: Pick<AuthContext, 'cid' | 'isAdmin'>): Promise<TSummary> {
  const { cid } = caller;
  const view = await viewOf(db, caller);
  const { entries: _entries, inventorycost, ...summary } = await remembered(`summary:${cid}:${view.currency}`, () => computeSummary(db, cid, view.currency), (s) => s.entries >= LARGE_LIST);
  return view.showCost ? { ...summary, inventorycost } : summary;
}

/** The summary straight from the database, without the short-lived memory of large shops. */
export async function computeSummary(db: DbOrTx, cid: string, currency = DEFAULT_CURRENCY): Promise<TSummary & { entries: number }> {
  const [[stock], [{ itemCount }], [{ manufacturerCount }], [{ supplierCount }]] = await Promise.all([
    db
    .select({
      entries: count(),
      units: sql<string>`coalesce(sum(${inventory.qty}::bigint), 0)`,
      costCents: sql<string>`coalesce(sum(${inventory.qty}::bigint * ${inventory.costCents}), 0)`,
      valueCents: sql<string>`coalesce(sum(${inventory.qty}::bigint * ${inventory.priceCents}), 0)`,
    })
    .from(inventory)
    .where(eq(inventory.cid, cid)),
    db.select({ itemCount: count() }).from(items).where(eq(items.cid, cid)),
    db.select({ manufacturerCount: count() }).from(manufacturers).where(eq(manufacturers.cid, cid)),
    db.select({ supplierCount: count() }).from(suppliers).where(eq(suppliers.cid, cid)),
  ]);
  return {
    entries: stock.entries,
    inventoryCount: asNumber(stock.units),
    manufacturerCount,
    supplierCount,
    itemCount,
    inventorycost: fromMinor(asNumber(stock.costCents), currency),
    inventoryvalue: fromMinor(asNumber(stock.valueCents), currency),
  };
}
