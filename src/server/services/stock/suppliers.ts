/**
 * The businesses a shop buys from. A supplier's name is unique within the business whatever its
 * case; a supplier that purchase orders name cannot be deleted (their history would point at
 * nothing), which the database's foreign key holds too.
 */
import { and, asc, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { TSupplier, TSupplierInput, TSupplierList } from '../../../domain/schemas/purchasing';
import type { DbOrTx } from '../../db/client';
import { purchaseOrders, suppliers } from '../../db/schema';
import { message } from '../../../i18n/translator';
import { AppError, duplicate, isForeignKeyViolation, isUniqueViolation, notFound } from '../../errors';
import { containsIgnoringCase, readPage } from '../paging';

type Row = typeof suppliers.$inferSelect;

export const SUPPLIER_NOT_FOUND = 'Supplier not found';
const NAME_TAKEN = 'A supplier with this name already exists';

export function toSupplier(row: Row): TSupplier {
  return {
    _id: row.id,
    name: row.name,
    contact: row.contact,
    email: row.email,
    phone: row.phone,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const BY_NAME = [sql`lower(${suppliers.name})`, asc(suppliers.id)];

/** One page of the business's suppliers by name, optionally those whose name or contact holds `keyword`. */
export async function listSuppliers(db: DbOrTx, cid: string, query: { pageNumber: number; keyword: string }, pageSize: number): Promise<TSupplierList> {
  const where: SQL | undefined = query.keyword
    ? and(eq(suppliers.cid, cid), sql`(${containsIgnoringCase(suppliers.name, query.keyword)} or ${containsIgnoringCase(suppliers.contact, query.keyword)})`)
    : eq(suppliers.cid, cid);
  const result = await readPage({
    requested: query.pageNumber,
    pageSize,
    rows: (offset) => db.select().from(suppliers).where(where).orderBy(...BY_NAME).limit(pageSize).offset(offset),
    count: async () => (await db.select({ n: count() }).from(suppliers).where(where))[0].n,
  });
  return { suppliers: result.rows.map(toSupplier), page: result.page, pages: result.pages, count: result.count };
}

export async function findSupplier(db: DbOrTx, cid: string, id: string): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(suppliers)
    .where(and(eq(suppliers.cid, cid), eq(suppliers.id, id)))
    .limit(1);
  return row;
}

export async function getSupplier(db: DbOrTx, cid: string, id: string): Promise<TSupplier> {
  const row = await findSupplier(db, cid, id);
  if (!row) throw notFound(SUPPLIER_NOT_FOUND);
  return toSupplier(row);
}

/** Whether another supplier of the business (not `exceptId`) has this name in any case. */
async function nameTaken(db: DbOrTx, cid: string, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(and(eq(suppliers.cid, cid), sql`lower(${suppliers.name}) = lower(${name})`, exceptId ? ne(suppliers.id, exceptId) : undefined))
    .limit(1);
  return Boolean(row);
}

/** Two requests racing for one name: the unique index decides, with the same answer as the check. */
async function guardName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate(NAME_TAKEN);
    throw err;
  }
}

export async function addSupplier(db: DbOrTx, cid: string, input: TSupplierInput): Promise<TSupplier> {
  if (await nameTaken(db, cid, input.name)) throw duplicate(NAME_TAKEN);
  const [row] = await guardName(() => db.insert(suppliers).values({ cid, ...input }).returning());
  return toSupplier(row);
}

export async function updateSupplier(db: DbOrTx, cid: string, id: string, input: TSupplierInput): Promise<TSupplier> {
  if (!(await findSupplier(db, cid, id))) throw notFound(SUPPLIER_NOT_FOUND);
  if (await nameTaken(db, cid, input.name, id)) throw duplicate(NAME_TAKEN);
  const [row] = await guardName(() =>
    db
      .update(suppliers)
      .set({ ...input, updatedAt: new Date() })
      .where(and(eq(suppliers.cid, cid), eq(suppliers.id, id)))
      .returning(),
  );
  if (!row) throw notFound(SUPPLIER_NOT_FOUND);
  return toSupplier(row);
}

/** Deletes a supplier no purchase order names; one that has orders is refused with how many. */
export async function deleteSupplier(db: DbOrTx, cid: string, id: string): Promise<{ message: string }> {
  const row = await findSupplier(db, cid, id);
  if (!row) throw notFound(SUPPLIER_NOT_FOUND);
  const ordersOf = and(eq(purchaseOrders.cid, cid), eq(purchaseOrders.supplierId, id));
  const inUse = (n?: number) =>
    new AppError('IN_USE', n === undefined ? message('errors:suppliers.inUse', { name: row.name }) : message('errors:suppliers.inUseCount', { name: row.name, count: n }));
  // The check sits in the DELETE itself; an order written at the same moment makes the foreign key
  // refuse it, and the answer is the same.
  const deleted = await db
    .delete(suppliers)
    .where(and(eq(suppliers.cid, cid), eq(suppliers.id, id), sql`not exists (select 1 from ${purchaseOrders} where ${ordersOf})`))
    .returning({ id: suppliers.id })
    .catch((err: unknown) => {
      throw isForeignKeyViolation(err) ? inUse() : err;
    });
  if (deleted.length > 0) return { message: 'Supplier removed' };
  const [{ n }] = await db.select({ n: count() }).from(purchaseOrders).where(ordersOf);
  if (n === 0) throw notFound(SUPPLIER_NOT_FOUND);
  throw inUse(n);
}
