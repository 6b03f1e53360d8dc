/**
 * A business's lists of names that inventory entries point at: item categories and
 * manufacturers. Both follow one set of rules, written once here:
 * - a name is unique within the business whatever its case;
 * - a name still used by inventory entries cannot be deleted (they would point at nothing),
 *   and the refusal says how many use it.
 */
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { inventory, items, manufacturers } from '../db/schema';
import { message } from '../../i18n/translator';
import { AppError, duplicate, isUniqueViolation, notFound } from '../errors';
import { assertOwnBusiness } from './own-business';
import { containsIgnoringCase, slicePage } from './paging';
import type { AuthContext } from './sessions';

export interface NamedRow {
  id: string;
  cid: string;
  name: string;
}

interface NamedListTable {
  table: typeof items | typeof manufacturers;
  id: typeof items.id | typeof manufacturers.id;
  cid: typeof items.cid | typeof manufacturers.cid;
  name: typeof items.item | typeof manufacturers.manufacturer;
  /** The inventory column that names a row of this list. */
  usedBy: typeof inventory.item | typeof inventory.manufacturer;
  insert(db: DbOrTx, cid: string, name: string): Promise<NamedRow[]>;
  /** 'Item' or 'Manufacturer', for messages. */
  noun: string;
  taken: string;
}

export interface NamedListPage {
  rows: NamedRow[];
  count: number;
  page: number;
  pages: number;
}

export function namedList(list: NamedListTable) {
  const columns = { id: list.id, cid: list.cid, name: list.name };
  const byName = [sql`lower(${list.name})`, asc(list.id)];
  const notFoundMessage = `${list.noun} not found`;

  return {
    async page(db: DbOrTx, cid: string, query: { pageNumber: number; keyword: string }, pageSize: number): Promise<NamedListPage> {
      const where: SQL | undefined = query.keyword ? and(eq(list.cid, cid), containsIgnoringCase(list.name, query.keyword)) : eq(list.cid, cid);
      const [{ total }] = await db.select({ total: count() }).from(list.table).where(where);
      const { page, pages, offset } = slicePage(total, query.pageNumber, pageSize);
      const rows = total ? await db.select(columns).from(list.table).where(where).orderBy(...byName).limit(pageSize).offset(offset) : [];
      return { rows, count: total, page, pages };
    },

    /** Every name, for the entry forms' selects. */
    async all(db: DbOrTx, cid: string): Promise<NamedRow[]> {
      return db.select(columns).from(list.table).where(eq(list.cid, cid)).orderBy(...byName);
    },

    async add(db: DbOrTx, caller: AuthContext, input: { name: string; cid?: string }): Promise<NamedRow> {
      assertOwnBusiness(caller, input.cid);
      const [existing] = await db
        .select({ id: list.id })
        .from(list.table)
        .where(and(eq(list.cid, caller.cid), sql`lower(${list.name}) = lower(${input.name})`))
        .limit(1);
      if (existing) throw duplicate(list.taken);
      try {
        const [row] = await list.insert(db, caller.cid, input.name);
        return row;
      } catch (err) {
        // Two requests adding the same name at once: the unique index decides, with the same answer.
        if (isUniqueViolation(err)) throw duplicate(list.taken);
        throw err;
      }
    },

    /** Deletes a name nobody uses; one still on entries is refused with how many use it. */
    async remove(db: DbOrTx, caller: AuthContext, id: string): Promise<{ message: string }> {
      const [row] = await db.select(columns).from(list.table).where(and(eq(list.id, id), eq(list.cid, caller.cid))).limit(1);
      if (!row) throw notFound(notFoundMessage);
      const inUse = and(eq(inventory.cid, caller.cid), sql`lower(${list.usedBy}) = lower(${row.name})`);
      // The usage check sits in the DELETE itself so an entry added meanwhile is not orphaned.
      const [deleted] = await db
        .delete(list.table)
        .where(and(eq(list.id, id), eq(list.cid, caller.cid), sql`not exists (select 1 from ${inventory} where ${inUse})`))
        .returning({ id: list.id });
      if (deleted) return { message: `${list.noun} removed` };
      const [{ n }] = await db.select({ n: count() }).from(inventory).where(inUse);
      if (n === 0) throw notFound(notFoundMessage);
      throw new AppError('IN_USE', message('errors:lists.inUse', { name: row.name, count: n }));
    },
  };
}
