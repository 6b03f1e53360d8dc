/**
 * Manufacturers of one business. Names are unique within it whatever their case; a manufacturer
 * still used by inventory entries cannot be deleted (the entries would point at nothing).
 */
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { TManufacturer, TManufacturerAdd, TManufacturerList } from '../../domain/schemas/inventory';
import type { DbOrTx } from '../db/client';
import { inventory, manufacturers } from '../db/schema';
import { conflict, forbidden, isUniqueViolation, notFound } from '../errors';
import { containsIgnoringCase, slicePage } from './paging';
import type { AuthContext } from './sessions';

type Row = typeof manufacturers.$inferSelect;
const toManufacturer = (row: Row): TManufacturer => ({ _id: row.id, manufacturer: row.manufacturer, cid: row.cid });
export const MANUFACTURER_TAKEN = 'This manufacturer already exists';

export async function listManufacturers(db: DbOrTx, cid: string, query: { pageNumbername: number; keyword: string }, pageSize: number): Promise<TManufacturerList> {
  const where: SQL | undefined = query.keyword ? and(eq(manufacturers.cid, cid), containsIgnoringCase(manufacturers.manufacturer, query.keyword)) : eq(manufacturers.cid, cid);
  const [{ total }] = await db.select({ total: count() }).from(manufacturers).where(where);
  const { page, pages, offset } = slicePage(total, query.pageNumbername, pageSize);
  const rows = total ? await db.select().from(manufacturers).where(where).orderBy(sql`lower(${manufacturers.manufacturer})`, asc(manufacturers.id)).limit(pageSize).offset(offset) : [];
  return { manufacturer: rows.map(toManufacturer), count: total, pagesname: pages, pagename: page };
}

/** Every manufacturer, for the entry forms' selects. */
export async function allManufacturers(db: DbOrTx, cid: string): Promise<TManufacturer[]> {
  const rows = await db.select().from(manufacturers).where(eq(manufacturers.cid, cid)).orderBy(sql`lower(${manufacturers.manufacturer})`, asc(manufacturers.id));
  return rows.map(toManufacturer);
}

export async function addManufacturer(db: DbOrTx, caller: AuthContext, input: TManufacturerAdd): Promise<TManufacturer> {
  if (input.cid !== undefined && input.cid !== '' && input.cid !== caller.cid) throw forbidden('You cannot change another business');
  const [existing] = await db.select({ id: manufacturers.id }).from(manufacturers).where(and(eq(manufacturers.cid, caller.cid), sql`lower(${manufacturers.manufacturer}) = lower(${input.manufacturer})`)).limit(1);
  if (existing) throw conflict(MANUFACTURER_TAKEN);
  try {
    const [row] = await db.insert(manufacturers).values({ cid: caller.cid, manufacturer: input.manufacturer }).returning();
    return toManufacturer(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MANUFACTURER_TAKEN);
    throw err;
  }
}

/** Deletes a manufacturer nobody uses; one still on entries is refused with how many use it. */
export async function deleteManufacturer(db: DbOrTx, caller: AuthContext, id: string): Promise<{ message: string }> {
  const [row] = await db.select().from(manufacturers).where(and(eq(manufacturers.id, id), eq(manufacturers.cid, caller.cid))).limit(1);
  if (!row) throw notFound('Manufacturer not found');
  const inUse = and(eq(inventory.cid, caller.cid), sql`lower(${inventory.manufacturer}) = lower(${row.manufacturer})`);
  // The usage check sits in the DELETE itself so an entry added meanwhile is not orphaned.
  const [deleted] = await db
    .delete(manufacturers)
    .where(and(eq(manufacturers.id, id), eq(manufacturers.cid, caller.cid), sql`not exists (select 1 from ${inventory} where ${inUse})`))
    .returning({ id: manufacturers.id });
  if (deleted) return { message: 'Manufacturer removed' };
  const [{ n }] = await db.select({ n: count() }).from(inventory).where(inUse);
  if (n === 0) throw notFound('Manufacturer not found');
  throw conflict(`Cannot delete "${row.manufacturer}": ${n} inventory ${n === 1 ? 'entry uses' : 'entries use'} it`);
}
