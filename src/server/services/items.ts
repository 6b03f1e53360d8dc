/** Item categories of one business: a named list (see ./named-lists for the rules). */
import type { TItem, TItemAdd, TItemList } from '../../domain/schemas/inventory';
import type { DbOrTx } from '../db/client';
import { inventory, items } from '../db/schema';
import { namedList, type NamedRow } from './named-lists';
import type { AuthContext } from './sessions';
import { taxClassIdsOfItems } from './tax-classes';

export const ITEM_TAKEN = 'This item already exists';

const categories = namedList({
  table: items,
  id: items.id,
  cid: items.cid,
  name: items.item,
  usedBy: inventory.item,
  insert: (db, cid, name) => db.insert(items).values({ cid, item: name }).returning({ id: items.id, cid: items.cid, name: items.item }),
  noun: 'Item',
  taken: ITEM_TAKEN,
});

const toItem = (row: NamedRow): TItem => ({ _id: row.id, item: row.name, cid: row.cid });

/** Categories with their tax class (null: the default class). */
async function withTaxClasses(db: DbOrTx, cid: string, rows: NamedRow[]): Promise<TItem[]> {
  const classes = await taxClassIdsOfItems(db, cid, rows.map((r) => r.id));
  return rows.map((r) => ({ ...toItem(r), taxClassId: classes.get(r.id) ?? null }));
}

export async function listItems(db: DbOrTx, cid: string, query: { pageNumberitem: number; keyword: string }, pageSize: number): Promise<TItemList> {
  const page = await categories.page(db, cid, { pageNumber: query.pageNumberitem, keyword: query.keyword }, pageSize);
  return { items: await withTaxClasses(db, cid, page.rows), count: page.count, pagesitem: page.pages, pageitem: page.page, pageSize };
}

/** Every category, for the entry forms' selects. */
export async function allItems(db: DbOrTx, cid: string): Promise<TItem[]> {
  return withTaxClasses(db, cid, await categories.all(db, cid));
}

export async function addItem(db: DbOrTx, caller: AuthContext, input: TItemAdd): Promise<TItem> {
  return { ...toItem(await categories.add(db, caller, { name: input.item, cid: input.cid })), taxClassId: null };
}

export function deleteItem(db: DbOrTx, caller: AuthContext, id: string): Promise<{ message: string }> {
  return categories.remove(db, caller, id);
}
