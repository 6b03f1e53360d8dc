/**
 * Item categories of one business. Names are unique within it whatever their case; a category
 * still used by inventory entries cannot be deleted (the entries would point at nothing).
 */
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { TItem, TItemAdd, TItemList } from '../../domain/schemas/inventory';
import type { DbOrTx } from '../db/client';
import { inventory, items } from '../db/schema';
import { conflict, forbidden, isUniqueViolation, notFound } from '../errors';
import { containsIgnoringCase, slicePage } from './paging';
import type { AuthContext } from './sessions';

type Row = typeof items.$inferSelect;
const toItem = (row: Row): TItem => ({ _id: row.id, item: row.item, cid: row.cid });
export const ITEM_TAKEN = 'This item already exists';

export async function listItems(db: DbOrTx, cid: string, query: { pageNumberitem: number; keyword: string }, pageSize: number): Promise<TItemList> {
  const where: SQL | undefined = query.keyword ? and(eq(items.cid, cid), containsIgnoringCase(items.item, query.keyword)) : eq(items.cid, cid);
  const [{ total }] = await db.select({ total: count() }).from(items).where(where);
  const { page, pages, offset } = slicePage(total, query.pageNumberitem, pageSize);
  const rows = total ? await db.select().from(items).where(where).orderBy(sql`lower(${items.item})`, asc(items.id)).limit(pageSize).offset(offset) : [];
  return { items: rows.map(toItem), count: total, pagesitem: pages, pageitem: page };
}

/** Every category, for the entry forms' selects. */
export async function allItems(db: DbOrTx, cid: string): Promise<TItem[]> {
  const rows = await db.select().from(items).where(eq(items.cid, cid)).orderBy(sql`lower(${items.item})`, asc(items.id));
  return rows.map(toItem);
}

export async function addItem(db: DbOrTx, caller: AuthContext, input: TItemAdd): Promise<TItem> {
  if (input.cid !== undefined && input.cid !== '' && input.cid !== caller.cid) throw forbidden('You cannot change another business');
  const [existing] = await db.select({ id: items.id }).from(items).where(and(eq(items.cid, caller.cid), sql`lower(${items.item}) = lower(${input.item})`)).limit(1);
  if (existing) throw conflict(ITEM_TAKEN);
  try {
    const [row] = await db.insert(items).values({ cid: caller.cid, item: input.item }).returning();
    return toItem(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(ITEM_TAKEN);
    throw err;
  }
}

/** Deletes a category nobody uses; one still on entries is refused with how many use it. */
export async function deleteItem(db: DbOrTx, caller: AuthContext, id: string): Promise<{ message: string }> {
  const [row] = await db.select().from(items).where(and(eq(items.id, id), eq(items.cid, caller.cid))).limit(1);
  if (!row) throw notFound('Item not found');
  const inUse = and(eq(inventory.cid, caller.cid), sql`lower(${inventory.item}) = lower(${row.item})`);
  // The usage check sits in the DELETE itself so an entry added meanwhile is not orphaned.
  const [deleted] = await db
    .delete(items)
    .where(and(eq(items.id, id), eq(items.cid, caller.cid), sql`not exists (select 1 from ${inventory} where ${inUse})`))
    .returning({ id: items.id });
  if (deleted) return { message: 'Item removed' };
  const [{ n }] = await db.select({ n: count() }).from(inventory).where(inUse);
  if (n === 0) throw notFound('Item not found');
  throw conflict(`Cannot delete "${row.item}": ${n} inventory ${n === 1 ? 'entry uses' : 'entries use'} it`);
}
