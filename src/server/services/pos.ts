/**
 * The sales terminal's product list: the business's products that are in stock, paged and
 * searchable by one field.
 */
import { and, asc, count, eq, gt, sql, type SQL } from 'drizzle-orm';
import { fromCents } from '../../domain/money';
import type { TPosList, TPosListQuery, TPosProduct } from '../../domain/schemas/pos';
import type { Db } from '../db/client';
import { inventory } from '../db/schema';
import { rememberedCount } from './count-cache';
import type { AuthContext } from './sessions';

/** Escapes LIKE wildcards so a search for "50%" finds exactly that. */
function likePattern(keyword: string): string {
  return `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listProductsForSale(db: Db, auth: AuthContext, query: TPosListQuery, pageSize: number): Promise<TPosList> {
  const column = inventory[query.field];
  const filters: SQL[] = [eq(inventory.cid, auth.cid), gt(inventory.qty, 0)];
  if (query.keyword) {
    filters.push(query.exact && query.field === 'upc' ? eq(inventory.upc, query.keyword) : sql`lower(${column}) like ${likePattern(query.keyword)}`);
  }
  const where = and(...filters);

  const countKey = JSON.stringify(['pos', auth.cid, query.keyword && query.field, query.keyword, query.exact]);
  const total = await rememberedCount(countKey, async () => (await db.select({ total: count() }).from(inventory).where(where))[0].total);
  const pages = Math.ceil(total / pageSize);
  const page = query.pageNumberpos;
  const rows = await db
    .select()
    .from(inventory)
    .where(where)
    .orderBy(asc(inventory.manufacturer), asc(inventory.subname), asc(inventory.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);

  return {
    sales: rows.map((r): TPosProduct => ({
      _id: r.id,
      upc: r.upc,
      item: r.item,
      manufacturer: r.manufacturer,
      subname: r.subname,
      qty: r.qty,
      lowinventory: r.lowinventory,
      // Cost is the business's margin: only admins see it.
      ...(auth.isAdmin ? { cost: fromCents(r.costCents) } : {}),
      price: fromCents(r.priceCents),
      cid: r.cid,
      updatedAt: r.updatedAt.toISOString(),
    })),
    countpos: total,
    pagespos: pages,
    pagepos: page,
  };
}
