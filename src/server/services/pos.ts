/**
 * The sales terminal's product list: the business's products that are in stock, paged and
 * searchable by one field.
 */
import { and, asc, count, eq, gt, type SQL } from 'drizzle-orm';
import type { TPosList, TPosListQuery } from '../../domain/schemas/pos';
import type { Db } from '../db/client';
import { inventory } from '../db/schema';
import { rememberedCount } from './count-cache';
import { toInventoryRow } from './inventory';
import { containsIgnoringCase, slicePage } from './paging';
import type { AuthContext } from './sessions';

export async function listProductsForSale(db: Db, auth: AuthContext, query: TPosListQuery, pageSize: number): Promise<TPosList> {
  const column = inventory[query.field];
  const filters: SQL[] = [eq(inventory.cid, auth.cid), gt(inventory.qty, 0)];
  if (query.keyword) {
    filters.push(query.exact && query.field === 'upc' ? eq(inventory.upc, query.keyword) : containsIgnoringCase(column, query.keyword));
  }
  const where = and(...filters);

  const countKey = JSON.stringify(['pos', auth.cid, query.keyword && query.field, query.keyword, query.exact]);
  const total = await rememberedCount(countKey, async () => (await db.select({ total: count() }).from(inventory).where(where))[0].total);
  const { page, pages, offset } = slicePage(total, query.pageNumberpos, pageSize);
  const rows = await db
    .select()
    .from(inventory)
    .where(where)
    .orderBy(asc(inventory.manufacturer), asc(inventory.subname), asc(inventory.id))
    .limit(pageSize)
    .offset(offset);

  return {
    // Cost is the business's margin: only admins see it.
    sales: rows.map((r) => toInventoryRow(r, auth.isAdmin)),
    countpos: total,
    pagespos: pages,
    pagepos: page,
  };
}
