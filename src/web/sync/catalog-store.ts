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
import { normaliseBarcode, sameProductCodes } from '../../domain/barcodes';
import { barcodeRank, foldForSearch, matchesWords, searchWords, typedBarcode } from '../../domain/search-text';

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

/**
 * Bumped whenever a catalogue in memory changes (read, replaced, a delta, a sale taken from it), so
 * a list made from memory (listInStockNow) is made again.
 */
let memoryVersion = 0;
const memoryListeners = new Set<() => void>();

function memoryChanged() {
  memoryVersion += 1;
  for (const listener of memoryListeners) listener();
}

/** For useSyncExternalStore: tells `listener` when the catalogues in memory change. */
export function subscribeToCatalog(listener: () => void): () => void {
  memoryListeners.add(listener);
  return () => memoryListeners.delete(listener);
}

/** Changes with every change of a catalogue in memory. */
export function catalogVersion(): number {
  return memoryVersion;
}

function indexOf(products: TPosProduct[]): MemoryIndex {
  return { byCode: new Map(products.map((p) => [p.upc, p])), codeOfId: new Map(products.map((p) => [p._id, p.upc])), sorted: null };
}

/**
 * The products in the terminal's order, with the text a search looks in beside them in plain
 * arrays, folded as the server folds it (foldForSearch: no accents, capitals or runs of spaces): a
 * pass over 100,000 is a few milliseconds (a lookup per product for its texts was the most of 35 ms).
 */
interface SortedCatalog {
  products: TPosProduct[];
  upc: string[];
  manufacturer: string[];
  subname: string[];
}

/**
 * Each entry's folded texts, kept with the entry's object: a change replaces the object, so only
 * what changed is folded again. Folded in memory rather than written to IndexedDB beside the entry:
 * folding 100,000 names takes 100-300 ms, which the first load would otherwise spend before the
 * catalogue is stored, and a search needs them only once the terminal lists from the device.
 */
interface Folded {
  manufacturer: string;
  subname: string;
}
const foldedOf = new WeakMap<TPosProduct, Folded>();

/** Letters, digits, punctuation and the plain space: nothing that NFD could decompose. */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * foldForSearch, the same text out, without its Unicode decomposition when the text is plain
 * ASCII (most names): 100,000 names fold in about a fifth of the time, which the terminal spends
 * when it first lists from the device.
 */
export function foldForDevice(text: string): string {
  if (!PRINTABLE_ASCII.test(text)) return foldForSearch(text);
  const lower = text.toLowerCase();
  return lower.includes('  ') || lower.startsWith(' ') || lower.endsWith(' ') ? lower.replace(/ +/g, ' ').trim() : lower;
}
/** Makers repeat across thousands of entries: each distinct one is folded once. */
const foldedMakers = new Map<string, string>();

function folded(p: TPosProduct): Folded {
  let f = foldedOf.get(p);
  if (!f) {
    let manufacturer = foldedMakers.get(p.manufacturer);
    if (manufacturer === undefined) {
      manufacturer = foldForDevice(p.manufacturer);
      if (foldedMakers.size > 10_000) foldedMakers.clear();
      foldedMakers.set(p.manufacturer, manufacturer);
    }
    f = { manufacturer, subname: foldForDevice(p.subname) };
    foldedOf.set(p, f);
  }
  return f;
}

/** Entries folded per slice in the background: a few milliseconds of the main thread each. */
const FOLD_SLICE = 2000;

/**
 * Folds a catalogue just put in memory a slice at a time, between other work, so the list made when
 * the terminal first lists from the device (the network gone) only sorts: folding there held the
 * main thread for a second on a busy till. Stops when the catalogue is replaced.
 */
function foldInBackground(cid: string, index: MemoryIndex) {
  const products = [...index.byCode.values()];
  let next = 0;
  const slice = () => {
    if (memory.get(cid) !== index) return;
    const end = Math.min(products.length, next + FOLD_SLICE);
    for (; next < end; next++) folded(products[next]);
    if (next < products.length) setTimeout(slice, 0);
  };
  setTimeout(slice, 0);
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base' });
const byMaker = (a: TPosProduct, b: TPosProduct) => collator.compare(a.manufacturer, b.manufacturer) || collator.compare(a.subname, b.subname) || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);

function sortedOf(index: MemoryIndex): SortedCatalog {
  if (!index.sorted) {
    const products = [...index.byCode.values()].sort(byMaker);
    const manufacturer = new Array<string>(products.length);
    const subname = new Array<string>(products.length);
    for (let i = 0; i < products.length; i++) {
      const f = folded(products[i]);
      manufacturer[i] = f.manufacturer;
      subname[i] = f.subname;
    }
    index.sorted = { products, upc: products.map((p) => foldForDevice(p.upc)), manufacturer, subname };
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
        memoryChanged();
        foldInBackground(cid, index);
        return index;
      })
      .finally(() => warming.delete(cid));
    warming.set(cid, pending);
  }
  return pending;
}

function putInMemory(index: MemoryIndex, product: TPosProduct) {
  index.sorted = null;
  // Folded as it arrives: the list sorted again after a change then folds nothing.
  folded(product);
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
    const index = indexOf(answer.entries);
    memory.set(cid, index);
    memoryChanged();
    foldInBackground(cid, index);
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
  memoryChanged();
}

/**
 * The product a scanned barcode names, if the device knows one: the code read as the server reads
 * it (spaces and dashes gone), its entry, else its UPC-A/EAN-13 twin's.
 */
export async function productByCode(cid: string, code: string): Promise<TPosProduct | undefined> {
  const index = memory.get(cid) ?? (await warmCatalog(cid));
  for (const same of sameProductCodes(normaliseBarcode(code))) {
    const found = index.byCode.get(same);
    if (found) return found;
  }
  return undefined;
}

/** Products kept on the device. */
export async function productCount(cid: string): Promise<number> {
  return (await warmCatalog(cid)).byCode.size;
}

export type DeviceSearchField = 'upc' | 'manufacturer' | 'subname';

/**
 * What a typed search asks of one field, by the rule the server follows (src/domain/search-text):
 * a barcode (digits, printed spaces and dashes ignored) matches the codes that contain it, the same
 * code first, then those it begins, then the rest; names and makers match when every typed word is
 * in them, in any order, without accents or capitals.
 */
interface DeviceQuery {
  /** The code typed, when the field is the barcode and what was typed reads as one. */
  barcode: string | null;
  /** The folded words; empty when nothing was typed. */
  words: string[];
}

function deviceQuery(text: string, field: DeviceSearchField | 'any'): DeviceQuery {
  const barcode = field === 'subname' || field === 'manufacturer' ? null : typedBarcode(text);
  return { barcode, words: barcode === null ? searchWords(text) : [barcode] };
}

/**
 * The matches of one pass in the list's order, ranked by barcode: exact, prefix, the rest. Only the
 * first `keep` of each rank are held, which is all a page up to there can need.
 */
class Ranked {
  private readonly ranks: TPosProduct[][] = [[], [], []];
  count = 0;
  constructor(private readonly keep: number) {}
  add(product: TPosProduct, rank: 0 | 1 | 2) {
    this.count += 1;
    const held = this.ranks[rank];
    if (held.length < this.keep) held.push(product);
  }
  slice(start: number, end: number): TPosProduct[] {
    return this.ranks.flat().slice(start, end);
  }
}

/**
 * A page of the products in stock, as GET /pos/list answers it (maker, name order; a barcode's
 * exact and prefix matches first), searched in one field or not at all: what the terminal lists
 * when the server cannot be asked.
 */
export async function listInStock(cid: string, query: DeviceListQuery): Promise<DeviceList> {
  return listOf(await warmCatalog(cid), query);
}

/**
 * listInStock at once, from the catalogue in memory, or null while it is not read yet: the
 * terminal lists from it in the same render as the search that asked, with no wait for a promise
 * or a timer between (on a busy till those hops were as long as the search itself).
 */
export function listInStockNow(cid: string, query: DeviceListQuery): DeviceList | null {
  const index = memory.get(cid);
  return index ? listOf(index, query) : null;
}

export interface DeviceListQuery {
  text: string;
  field: DeviceSearchField;
  page: number;
  pageSize: number;
}

export interface DeviceList {
  products: TPosProduct[];
  count: number;
}

function listOf(index: MemoryIndex, query: DeviceListQuery): DeviceList {
  const { barcode, words } = deviceQuery(query.text, query.field);
  const start = (query.page - 1) * query.pageSize;
  const ranked = new Ranked(start + query.pageSize);
  const sorted = sortedOf(index);
  const { products } = sorted;
  if (barcode !== null) {
    const codes = sorted.upc;
    for (let i = 0; i < products.length; i++) {
      if (products[i].qty > 0 && codes[i].includes(barcode)) ranked.add(products[i], barcodeRank(codes[i], barcode));
    }
  } else if (words.length === 0) {
    for (let i = 0; i < products.length; i++) if (products[i].qty > 0) ranked.add(products[i], 2);
  } else {
    const texts = sorted[query.field];
    // One word, the usual case, without the loop over words.
    const [only] = words;
    for (let i = 0; i < products.length; i++) {
      if (products[i].qty <= 0) continue;
      if (words.length === 1 ? texts[i].includes(only) : matchesWords(texts[i], words)) ranked.add(products[i], 2);
    }
  }
  return { products: ranked.slice(start, start + query.pageSize), count: ranked.count };
}

/**
 * Products whose name and maker hold every word of the text (in any order), or whose barcode
 * holds the code typed (the same code first, then those it begins), in stock first, at most `limit`, from the catalogue
 * in memory.
 */
export async function searchProducts(cid: string, text: string, limit = 50): Promise<TPosProduct[]> {
  const { barcode, words } = deviceQuery(text, 'any');
  if (words.length === 0) return [];
  const index = await warmCatalog(cid);
  const inStock = new Ranked(limit);
  const soldOut = new Ranked(limit);
  const sorted = sortedOf(index);
  for (let i = 0; i < sorted.products.length; i++) {
    const p = sorted.products[i];
    const code = sorted.upc[i];
    const byCode = barcode !== null && code.includes(barcode);
    if (!byCode && !matchesWords(`${sorted.subname[i]} ${sorted.manufacturer[i]}`, words)) continue;
    (p.qty > 0 ? inStock : soldOut).add(p, byCode ? barcodeRank(code, barcode) : 2);
  }
  return [...inStock.slice(0, limit), ...soldOut.slice(0, limit)].slice(0, limit);
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
  memoryChanged();
}

/** Forgets the business's catalogue on this device (sign-out of a shared computer). */
export async function dropCatalog(cid: string): Promise<void> {
  const db = open.get(cid);
  open.delete(cid);
  memory.delete(cid);
  memoryChanged();
  db?.close();
  await Dexie.delete(`stocktill-catalog-${cid}`);
}
