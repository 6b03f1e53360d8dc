/** Manufacturers of one business: a named list (see ./named-lists for the rules). */
import type { TManufacturer, TManufacturerAdd, TManufacturerList } from '../../domain/schemas/inventory';
import type { DbOrTx } from '../db/client';
import { inventory, manufacturers } from '../db/schema';
import { namedList, type NamedRow } from './named-lists';
import type { AuthContext } from './sessions';

export const MANUFACTURER_TAKEN = 'This manufacturer already exists';

const makers = namedList({
  table: manufacturers,
  id: manufacturers.id,
  cid: manufacturers.cid,
  name: manufacturers.manufacturer,
  usedBy: inventory.manufacturer,
  insert: (db, cid, name) =>
    db.insert(manufacturers).values({ cid, manufacturer: name }).returning({ id: manufacturers.id, cid: manufacturers.cid, name: manufacturers.manufacturer }),
  noun: 'Manufacturer',
  taken: MANUFACTURER_TAKEN,
});

const toManufacturer = (row: NamedRow): TManufacturer => ({ _id: row.id, manufacturer: row.name, cid: row.cid });

export async function listManufacturers(
  db: DbOrTx,
  cid: string,
  query: { pageNumbername: number; keyword: string },
  pageSize: number,
): Promise<TManufacturerList> {
  const page = await makers.page(db, cid, { pageNumber: query.pageNumbername, keyword: query.keyword }, pageSize);
  return { manufacturer: page.rows.map(toManufacturer), count: page.count, pagesname: page.pages, pagename: page.page, pageSize };
}

/** Every manufacturer, for the entry forms' selects. */
export async function allManufacturers(db: DbOrTx, cid: string): Promise<TManufacturer[]> {
  return (await makers.all(db, cid)).map(toManufacturer);
}

export async function addManufacturer(db: DbOrTx, caller: AuthContext, input: TManufacturerAdd): Promise<TManufacturer> {
  return toManufacturer(await makers.add(db, caller, { name: input.manufacturer, cid: input.cid }));
}

export function deleteManufacturer(db: DbOrTx, caller: AuthContext, id: string): Promise<{ message: string }> {
  return makers.remove(db, caller, id);
}
