/**
 * The business's products kept in the browser (IndexedDB, through Dexie), so a scan is answered on
 * the device, without waiting for the server, and so the terminal can go on selling offline. One
 * database per business: two shops signed in on one computer never mix their catalogues.
 */
import Dexie, { type Table } from 'dexie';
import type { TDeviceCatalog, TPosProduct } from '../../domain/schemas/pos';

interface Meta {
  key: 'cursor';
  value: string;
}

class CatalogDb extends Dexie {
  products!: Table<TPosProduct, string>;
  meta!: Table<Meta, string>;

  constructor(name: string) {
    super(name);
    // `upc` is indexed for scans; names are searched through a scan of the table (see searchProducts).
    this.version(1).stores({ products: '_id, upc', meta: 'key' });
  }
}

const open = new Map<string, CatalogDb>();

/** The catalogue of one business on this device. */
export function catalogDb(cid: string): CatalogDb {
  let db = open.get(cid);
  if (!db) {
    db = new CatalogDb(`stocktill-catalog-${cid}`);
    open.set(cid, db);
  }
  return db;
}

export async function cursorOf(cid: string): Promise<string | undefined> {
  return (await catalogDb(cid).meta.get('cursor'))?.value;
}

/** Applies an answer of GET /pos/catalog in one transaction: a whole catalogue replaces what was kept. */
export async function applyCatalog(cid: string, answer: TDeviceCatalog): Promise<void> {
  const db = catalogDb(cid);
  await db.transaction('rw', db.products, db.meta, async () => {
    if (answer.full) await db.products.clear();
    if (answer.deleted.length > 0) await db.products.bulkDelete(answer.deleted);
    if (answer.entries.length > 0) await db.products.bulkPut(answer.entries);
    await db.meta.put({ key: 'cursor', value: answer.cursor });
  });
}

/** The product with exactly this barcode, if the device knows one. */
export async function productByCode(cid: string, code: string): Promise<TPosProduct | undefined> {
  return catalogDb(cid).products.where('upc').equals(code).first();
}

export async function productCount(cid: string): Promise<number> {
  return catalogDb(cid).products.count();
}

/**
 * Products whose name, maker or barcode contains the text (any case), in stock first, at most
 * `limit`: what the terminal's search finds when the server cannot be asked.
 */
export async function searchProducts(cid: string, text: string, limit = 50): Promise<TPosProduct[]> {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  const found = await catalogDb(cid)
    .products.filter((p) => p.subname.toLowerCase().includes(needle) || p.manufacturer.toLowerCase().includes(needle) || p.upc.toLowerCase().includes(needle))
    .limit(limit * 4)
    .toArray();
  return found.sort((a, b) => Number(b.qty > 0) - Number(a.qty > 0) || a.manufacturer.localeCompare(b.manufacturer) || a.subname.localeCompare(b.subname)).slice(0, limit);
}

/** Forgets the business's catalogue on this device (sign-out of a shared computer). */
export async function dropCatalog(cid: string): Promise<void> {
  const db = open.get(cid);
  open.delete(cid);
  db?.close();
  await Dexie.delete(`stocktill-catalog-${cid}`);
}
