/**
 * The business's products kept in the browser (IndexedDB, through Dexie), so a scan is answered on
 * the device, without waiting for the server, and so the terminal can go on selling offline. One
 * database per business: two shops signed in on one computer never mix their catalogues.
 *
 * Kept as blocks, not a row a product: a whole catalogue (the first load, or one the server sends
 * again in full) is stored as blocks of BLOCK_SIZE entries, and the changes since as a row a
 * product (`changed`, and `gone` for deletions). IndexedDB's cost is per record: 100,000 rows took
 * over 5 s to write and 1.4 s to read back in Chromium, 100 blocks about 0.2 s each way
 * (bench/results.md, "Offline terminal"). Scans and searches read the catalogue in memory, built
 * from the blocks with the changes laid over them.
 */
import Dexie, { type Table } from 'dexie';
import type { TDeviceCatalog, TPosProduct } from '../../domain/schemas/pos';

/** Entries a block holds. */
export const BLOCK_SIZE = 1000;

interface Meta {
  key: 'cursor';
  value: string;
}

interface Block {
  id: number;
  entries: TPosProduct[];
}

class CatalogDb extends Dexie {
  blocks!: Table<Block, number>;
  changed!: Table<TPosProduct, string>;
  gone!: Table<{ _id: string }, string>;
  meta!: Table<Meta, string>;

  constructor(name: string) {
    super(name);
    this.version(1).stores({ products: '_id, upc', meta: 'key' });
    // A row a product gave way to blocks: the old rows go, and so does the cursor, so the next
    // sync fetches the whole catalogue again into blocks.
    this.version(2)
      .stores({ products: null, blocks: 'id', changed: '_id', gone: '_id', meta: 'key' })
      .upgrade((tx) => tx.table('meta').clear());
  }
}

const open = new Map<string, CatalogDb>();

/** The catalogue of one business on this device. */
function catalogDb(cid: string): CatalogDb {
  let db = open.get(cid);
  if (!db) {
    db = new CatalogDb(`stocktill-catalog-${cid}`);
    open.set(cid, db);
  }
  return db;
}

/** The whole catalogue from what is stored: the blocks, then the changes over them. */
async function readStored(cid: string): Promise<TPosProduct[]> {
  const db = catalogDb(cid);
  return db.transaction('r', db.blocks, db.changed, db.gone, async () => {
    const [blocks, changed, gone] = await Promise.all([db.blocks.toArray(), db.changed.toArray(), db.gone.toArray()]);
    const byId = new Map<string, TPosProduct>();
    for (const block of blocks) for (const p of block.entries) byId.set(p._id, p);
    for (const p of changed) byId.set(p._id, p);
    for (const { _id } of gone) byId.delete(_id);
    return [...byId.values()];
  });
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
  sorted: SortedCatalog | null;
}
const memory = new Map<string, MemoryIndex>();
const warming = new Map<string, Promise<MemoryIndex>>();

function indexOf(products: TPosProduct[]): MemoryIndex {
  return { byCode: new Map(products.map((p) => [p.upc, p])), codeOfId: new Map(products.map((p) => [p._id, p.upc])), sorted: null };
}

/**
 * The products in the terminal's order, with each field a search looks in lowercased, in plain
 * arrays beside them: a pass over 100,000 is a few milliseconds (a lookup per product for its
 * lowercased fields was the most of 35 ms).
 */
interface SortedCatalog {
  products: TPosProduct[];
  upc: string[];
  manufacturer: string[];
  subname: string[];
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base' });
const byMaker = (a: TPosProduct, b: TPosProduct) => collator.compare(a.manufacturer, b.manufacturer) || collator.compare(a.subname, b.subname) || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);

function sortedOf(index: MemoryIndex): SortedCatalog {
  if (!index.sorted) {
    const products = [...index.byCode.values()].sort(byMaker);
    index.sorted = {
      products,
      upc: products.map((p) => p.upc.toLowerCase()),
      manufacturer: products.map((p) => p.manufacturer.toLowerCase()),
      subname: products.map((p) => p.subname.toLowerCase()),
    };
  }
  return index.sorted;
}

/** Reads the kept catalogue into memory (once; later syncs keep it current). */
export function warmCatalog(cid: string): Promise<MemoryIndex> {
  const ready = memory.get(cid);
  if (ready) return Promise.resolve(ready);
  let pending = warming.get(cid);
  if (!pending) {
    pending = readStored(cid)
      .then((all) => {
        // A whole catalogue applied meanwhile is newer than what this read found.
        const current = memory.get(cid);
        if (current) return current;
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
  await db.transaction('rw', db.blocks, db.changed, db.gone, db.meta, async () => {
    if (answer.full) {
      await Promise.all([db.blocks.clear(), db.changed.clear(), db.gone.clear()]);
      const blocks: Block[] = [];
      for (let i = 0; i < answer.entries.length; i += BLOCK_SIZE) blocks.push({ id: i / BLOCK_SIZE, entries: answer.entries.slice(i, i + BLOCK_SIZE) });
      await db.blocks.bulkPut(blocks);
    } else {
      if (answer.deleted.length > 0) {
        await db.changed.bulkDelete(answer.deleted);
        await db.gone.bulkPut(answer.deleted.map((_id) => ({ _id })));
      }
      if (answer.entries.length > 0) {
        await db.gone.bulkDelete(answer.entries.map((p) => p._id));
        await db.changed.bulkPut(answer.entries);
      }
    }
    await db.meta.put({ key: 'cursor', value: answer.cursor });
  });
  // Memory follows what was stored. A whole catalogue is in hand already: no reading it back.
  if (answer.full) {
    memory.set(cid, indexOf(answer.entries));
    return;
  }
  // A read of the store under way began before this change: the change is laid over what it finds.
  const pending = warming.get(cid);
  const index = memory.get(cid) ?? (pending ? await pending.catch(() => undefined) : undefined);
  if (!index) return;
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
  const index = memory.get(cid) ?? (await warmCatalog(cid));
  return index.byCode.get(code);
}

/** Products kept on the device. */
export async function productCount(cid: string): Promise<number> {
  return (await warmCatalog(cid)).byCode.size;
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
  const sorted = sortedOf(index);
  const texts = sorted[query.field];
  for (let i = 0; i < sorted.products.length; i++) {
    const p = sorted.products[i];
    if (p.qty <= 0 || (needle && !texts[i].includes(needle))) continue;
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
  const sorted = sortedOf(index);
  for (let i = 0; i < sorted.products.length; i++) {
    const p = sorted.products[i];
    if (!sorted.subname[i].includes(needle) && !sorted.manufacturer[i].includes(needle) && !sorted.upc[i].includes(needle)) continue;
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
  const index = await warmCatalog(cid);
  const next = taken.flatMap((t) => {
    const code = index.codeOfId.get(t.id);
    const product = code === undefined ? undefined : index.byCode.get(code);
    return product ? [{ ...product, qty: product.qty - t.qty }] : [];
  });
  await catalogDb(cid).changed.bulkPut(next);
  for (const product of next) putInMemory(index, product);
}

/** Forgets the business's catalogue on this device (sign-out of a shared computer). */
export async function dropCatalog(cid: string): Promise<void> {
  const db = open.get(cid);
  open.delete(cid);
  memory.delete(cid);
  db?.close();
  await Dexie.delete(`stocktill-catalog-${cid}`);
}
