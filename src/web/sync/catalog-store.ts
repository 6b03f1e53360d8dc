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

/**
 * The catalogue also held in memory, by barcode, once read: a scan then finds its product without
 * even an IndexedDB read (a few milliseconds that would push the line past the next frame), and a
 * search offline goes through memory, not through every stored row (which IndexedDB would have to
 * copy out one by one: half a second for 20,000).
 */
interface MemoryIndex {
  byCode: Map<string, TPosProduct>;
  codeOfId: Map<string, string>;
  /** The products in the terminal's order (maker, name, id), made when first asked after a change. */
  sorted: TPosProduct[] | null;
}
const memory = new Map<string, MemoryIndex>();
const warming = new Map<string, Promise<MemoryIndex>>();

function indexOf(products: TPosProduct[]): MemoryIndex {
  return { byCode: new Map(products.map((p) => [p.upc, p])), codeOfId: new Map(products.map((p) => [p._id, p.upc])), sorted: null };
}

/** Lowercased once per product: the fields a search looks in. */
const lowered = new WeakMap<TPosProduct, { upc: string; manufacturer: string; subname: string }>();
function lowerOf(p: TPosProduct) {
  let l = lowered.get(p);
  if (!l) {
    l = { upc: p.upc.toLowerCase(), manufacturer: p.manufacturer.toLowerCase(), subname: p.subname.toLowerCase() };
    lowered.set(p, l);
  }
  return l;
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base' });
const byMaker = (a: TPosProduct, b: TPosProduct) => collator.compare(a.manufacturer, b.manufacturer) || collator.compare(a.subname, b.subname) || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);

function sortedOf(index: MemoryIndex): TPosProduct[] {
  index.sorted ??= [...index.byCode.values()].sort(byMaker);
  return index.sorted;
}

/** Reads the kept catalogue into memory (once; later syncs keep it current). */
export function warmCatalog(cid: string): Promise<MemoryIndex> {
  const ready = memory.get(cid);
  if (ready) return Promise.resolve(ready);
  let pending = warming.get(cid);
  if (!pending) {
    pending = catalogDb(cid)
      .products.toArray()
      .then((all) => {
        const index = indexOf(all);
        memory.set(cid, index);
        return index;
      })
      .finally(() => warming.delete(cid));
    warming.set(cid, pending);
  }
  return pending;
}

function putInMemory(index: MemoryIndex, product: TPosProduct) {
  index.sorted = null;
  const before = index.codeOfId.get(product._id);
  if (before !== undefined && before !== product.upc) index.byCode.delete(before);
  index.byCode.set(product.upc, product);
  index.codeOfId.set(product._id, product.upc);
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
  // Memory follows what was stored, if it holds the catalogue yet.
  const index = memory.get(cid);
  if (!index) return;
  if (answer.full) {
    memory.set(cid, indexOf(answer.entries));
    return;
  }
  index.sorted = null;
  for (const id of answer.deleted) {
    const code = index.codeOfId.get(id);
    if (code !== undefined) index.byCode.delete(code);
    index.codeOfId.delete(id);
  }
  for (const product of answer.entries) putInMemory(index, product);
}

/** The product with exactly this barcode, if the device knows one. */
export async function productByCode(cid: string, code: string): Promise<TPosProduct | undefined> {
  const index = memory.get(cid);
  if (index) return index.byCode.get(code);
  void warmCatalog(cid).catch(() => undefined);
  return catalogDb(cid).products.where('upc').equals(code).first();
}

export async function productCount(cid: string): Promise<number> {
  return catalogDb(cid).products.count();
}

export type DeviceSearchField = 'upc' | 'manufacturer' | 'subname';

/**
 * A page of the products in stock, as GET /pos/list answers it (maker, name order), searched in
 * one field (any case) or not at all: what the terminal lists when the server cannot be asked.
 */
export async function listInStock(cid: string, query: { text: string; field: DeviceSearchField; page: number; pageSize: number }): Promise<{ products: TPosProduct[]; count: number }> {
  const index = await warmCatalog(cid);
  const needle = query.text.trim().toLowerCase();
  const start = (query.page - 1) * query.pageSize;
  const products: TPosProduct[] = [];
  let count = 0;
  for (const p of sortedOf(index)) {
    if (p.qty <= 0 || (needle && !lowerOf(p)[query.field].includes(needle))) continue;
    if (count >= start && products.length < query.pageSize) products.push(p);
    count += 1;
  }
  return { products, count };
}

/**
 * Products whose name, maker or barcode contains the text (any case), in stock first, at most
 * `limit`, from the catalogue in memory.
 */
export async function searchProducts(cid: string, text: string, limit = 50): Promise<TPosProduct[]> {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  const index = await warmCatalog(cid);
  const inStock: TPosProduct[] = [];
  const soldOut: TPosProduct[] = [];
  for (const p of sortedOf(index)) {
    const l = lowerOf(p);
    if (!l.subname.includes(needle) && !l.manufacturer.includes(needle) && !l.upc.includes(needle)) continue;
    (p.qty > 0 ? inStock : soldOut).push(p);
    if (inStock.length >= limit) break;
  }
  return [...inStock, ...soldOut].slice(0, limit);
}

/**
 * A sale rung up offline took these units: the device's copy shows them gone until the server's
 * next answer (which knows of the sale once it is sent).
 */
export async function takeFromDeviceStock(cid: string, taken: { id: string; qty: number }[]): Promise<void> {
  const db = catalogDb(cid);
  const changed = await db.transaction('rw', db.products, async () => {
    const rows = await db.products.bulkGet(taken.map((t) => t.id));
    const next = rows.flatMap((p, i) => (p ? [{ ...p, qty: p.qty - taken[i].qty }] : []));
    await db.products.bulkPut(next);
    return next;
  });
  const index = memory.get(cid);
  if (index) for (const product of changed) putInMemory(index, product);
}

/** Forgets the business's catalogue on this device (sign-out of a shared computer). */
export async function dropCatalog(cid: string): Promise<void> {
  const db = open.get(cid);
  open.delete(cid);
  memory.delete(cid);
  db?.close();
  await Dexie.delete(`stocktill-catalog-${cid}`);
}
