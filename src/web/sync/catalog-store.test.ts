import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type { TDeviceCatalog, TPosProduct } from '../../domain/schemas/pos';
import { foldForSearch } from '../../domain/search-text';
import { applyCatalog, catalogVersion, cursorOf, dropCatalog, foldForDevice, listInStock, listInStockNow, productByCode, productCount, searchProducts, subscribeToCatalog, takeFromDeviceStock, warmCatalog } from './catalog-store';
import { syncCatalog } from './catalog-sync';

const product = (n: number, over: Partial<TPosProduct> = {}): TPosProduct => ({
  _id: `p${n}`,
  upc: String(1000 + n),
  item: 'Bakery',
  manufacturer: n % 2 ? 'Corner Bakehouse' : 'Green Valley',
  subname: `Loaf ${n}`,
  qty: 5,
  lowinventory: 1,
  price: 2.5,
  cid: 'c',
  updatedAt: '2026-11-24T10:00:00.000Z',
  taxRate: 5.5,
  ...over,
});

describe('the catalogue on the device', () => {
  it('finds a scanned code as printed (spaces, dashes) and a UPC-A by its EAN-13 twin and back', async () => {
    const cid = randomUUID();
    const upcA = product(1, { _id: 'upc-a', upc: '036000291452' });
    const ean = product(2, { _id: 'ean', upc: '0400638133393' });
    await applyCatalog(cid, { entries: [upcA, ean, product(3, { upc: '4006381000230' })], deleted: [], cursor: '1', full: true });
    expect((await productByCode(cid, ' 4006 3810 0023 0 '))?.upc).toBe('4006381000230');
    expect((await productByCode(cid, '0-036000-291452'))?._id).toBe('upc-a');
    expect((await productByCode(cid, '400638133393'))?._id).toBe('ean');
    expect(await productByCode(cid, '36000291452')).toBeUndefined();
  });

  it('takes a whole catalogue, then deltas of edits and deletions, keeping the cursor', async () => {
    const cid = randomUUID();
    expect(await cursorOf(cid)).toBeUndefined();
    await applyCatalog(cid, { entries: [product(1), product(2), product(3)], deleted: [], cursor: '100', full: true });
    expect(await productCount(cid)).toBe(3);
    expect((await productByCode(cid, '1002'))?.subname).toBe('Loaf 2');
    expect(await productByCode(cid, '9999')).toBeUndefined();

    await applyCatalog(cid, { entries: [product(2, { price: 3, subname: 'Sourdough' }), product(4)], deleted: ['p3'], cursor: '120', full: false });
    expect(await cursorOf(cid)).toBe('120');
    expect(await productCount(cid)).toBe(3);
    expect(await productByCode(cid, '1002')).toMatchObject({ subname: 'Sourdough', price: 3 });
    expect(await productByCode(cid, '1003')).toBeUndefined();

    // A whole catalogue again replaces everything kept (a product gone while the device was away).
    await applyCatalog(cid, { entries: [product(4)], deleted: [], cursor: '200', full: true });
    expect(await productCount(cid)).toBe(1);
    await dropCatalog(cid);
    expect(await productCount(cid)).toBe(0);
  });

  it('keeps each business apart', async () => {
    const a = randomUUID();
    const b = randomUUID();
    await applyCatalog(a, { entries: [product(1)], deleted: [], cursor: '1', full: true });
    expect(await productByCode(b, '1001')).toBeUndefined();
    expect(await productByCode(a, '1001')).toBeDefined();
  });

  it('searches names, makers and barcodes in any case, in stock first', async () => {
    const cid = randomUUID();
    await applyCatalog(cid, { entries: [product(1, { qty: 0 }), product(2), product(3), product(10)], deleted: [], cursor: '1', full: true });
    expect((await searchProducts(cid, 'LOAF 1')).map((p) => p._id)).toEqual(['p10', 'p1']);
    expect((await searchProducts(cid, 'green')).map((p) => p._id).sort()).toEqual(['p10', 'p2']);
    expect((await searchProducts(cid, '1003')).map((p) => p._id)).toEqual(['p3']);
    expect(await searchProducts(cid, '   ')).toEqual([]);
  });

  it('lists a page of the products in stock as the server does, by maker and name, searched in one field', async () => {
    const cid = randomUUID();
    const entries = Array.from({ length: 25 }, (_, i) => product(i + 1));
    entries[4] = product(5, { qty: 0 });
    await applyCatalog(cid, { entries, deleted: [], cursor: '1', full: true });
    const first = await listInStock(cid, { text: '', field: 'subname', page: 1, pageSize: 10 });
    expect(first.count).toBe(24);
    expect(first.products).toHaveLength(10);
    // Corner Bakehouse (odd numbers) before Green Valley; names in order; the sold-out one left out.
    expect(first.products.map((p) => p._id)).toEqual(['p1', 'p11', 'p13', 'p15', 'p17', 'p19', 'p21', 'p23', 'p25', 'p3']);
    const last = await listInStock(cid, { text: '', field: 'subname', page: 3, pageSize: 10 });
    expect(last.products).toHaveLength(4);
    expect((await listInStock(cid, { text: 'GREEN', field: 'manufacturer', page: 1, pageSize: 50 })).count).toBe(12);
    expect((await listInStock(cid, { text: 'green', field: 'subname', page: 1, pageSize: 50 })).count).toBe(0);
    expect((await listInStock(cid, { text: '1012', field: 'upc', page: 1, pageSize: 50 })).products.map((p) => p._id)).toEqual(['p12']);
    // A change reorders what is listed next.
    await applyCatalog(cid, { entries: [product(3, { manufacturer: 'Aardvark Mill' })], deleted: ['p1'], cursor: '2', full: false });
    expect((await listInStock(cid, { text: '', field: 'subname', page: 1, pageSize: 2 })).products.map((p) => p._id)).toEqual(['p3', 'p11']);
  });

  it('keeps a whole catalogue in blocks and the changes over it, and a device opened afresh reads back the same', async () => {
    const cid = randomUUID();
    const entries = Array.from({ length: 2500 }, (_, i) => product(i + 1));
    await applyCatalog(cid, { entries, deleted: [], cursor: '1', full: true });
    await applyCatalog(cid, { entries: [product(7, { price: 9.99 }), product(9000)], deleted: ['p2', 'p2400'], cursor: '2', full: false });
    await takeFromDeviceStock(cid, [{ id: 'p8', qty: 2 }]);
    // A new page load: the module (and its memory) anew, the same IndexedDB.
    vi.resetModules();
    const fresh = await import('./catalog-store');
    expect(await fresh.productCount(cid)).toBe(2499);
    expect((await fresh.productByCode(cid, '1007'))?.price).toBe(9.99);
    expect((await fresh.productByCode(cid, '1008'))?.qty).toBe(3);
    expect(await fresh.productByCode(cid, '1002')).toBeUndefined();
    expect(await fresh.productByCode(cid, '3400')).toBeUndefined();
    expect(await fresh.productByCode(cid, '10000')).toBeDefined();
    expect(await fresh.cursorOf(cid)).toBe('2');
    // A whole catalogue again replaces the blocks and forgets the changes.
    await fresh.applyCatalog(cid, { entries: [product(1)], deleted: [], cursor: '3', full: true });
    vi.resetModules();
    const again = await import('./catalog-store');
    expect(await again.productCount(cid)).toBe(1);
  });

  it('a catalogue kept a row a product (an older build) is dropped, cursor too, so the next sync fetches it whole', async () => {
    const cid = randomUUID();
    const name = `stocktill-catalog-${cid}`;
    // Version 1 of the store, as Dexie numbers it in IndexedDB (x10).
    await new Promise<void>((resolve, reject) => {
      const req = indexedDB.open(name, 10);
      req.onupgradeneeded = () => {
        req.result.createObjectStore('products', { keyPath: '_id' }).createIndex('upc', 'upc');
        req.result.createObjectStore('meta', { keyPath: 'key' });
      };
      req.onsuccess = () => {
        const tx = req.result.transaction(['products', 'meta'], 'readwrite');
        tx.objectStore('products').put(product(1));
        tx.objectStore('meta').put({ key: 'cursor', value: '41' });
        tx.oncomplete = () => {
          req.result.close();
          resolve();
        };
      };
      req.onerror = () => reject(req.error);
    });
    expect(await cursorOf(cid)).toBeUndefined();
    expect(await productCount(cid)).toBe(0);
  });

  it('syncs from the cursor it kept', async () => {
    const cid = randomUUID();
    const asked: (string | undefined)[] = [];
    const answers: TDeviceCatalog[] = [
      { entries: [product(1)], deleted: [], cursor: '10', full: true },
      { entries: [product(2)], deleted: [], cursor: '12', full: false },
    ];
    const fetch = async (since: string | undefined) => {
      asked.push(since);
      return answers.shift()!;
    };
    expect(await syncCatalog(cid, fetch)).toEqual({ full: true, changed: 1, deleted: 0 });
    expect(await syncCatalog(cid, fetch)).toEqual({ full: false, changed: 1, deleted: 0 });
    expect(asked).toEqual([undefined, '10']);
    expect(await productCount(cid)).toBe(2);
  });
});

describe('the catalogue held in memory', () => {
  it('answers from memory once warm and follows every later sync', async () => {
    const cid = randomUUID();
    await applyCatalog(cid, { entries: [product(1), product(2)], deleted: [], cursor: '1', full: true });
    await warmCatalog(cid);
    expect((await productByCode(cid, '1001'))?.subname).toBe('Loaf 1');
    // A product's barcode changed, another deleted, a third added.
    await applyCatalog(cid, { entries: [product(1, { upc: '5551' }), product(3)], deleted: ['p2'], cursor: '2', full: false });
    expect(await productByCode(cid, '1001')).toBeUndefined();
    expect((await productByCode(cid, '5551'))?._id).toBe('p1');
    expect(await productByCode(cid, '1002')).toBeUndefined();
    expect((await productByCode(cid, '1003'))?._id).toBe('p3');
    await applyCatalog(cid, { entries: [product(9)], deleted: [], cursor: '3', full: true });
    expect(await productByCode(cid, '5551')).toBeUndefined();
    expect((await productByCode(cid, '1009'))?._id).toBe('p9');
  });
});

describe('the device searches as the server does', () => {
  const shelf = () => [
    product(1, { subname: 'Zero Sugar Cola', manufacturer: 'Fizz Co', upc: '400638100023' }),
    product(2, { subname: 'Crème Brûlée', manufacturer: 'Pâtisserie Noël', upc: '4006381000235' }),
    product(3, { subname: 'Cola Classic', manufacturer: 'Fizz Co', upc: '1400638100023' }),
    product(4, { subname: 'Lemon Soda', manufacturer: 'Fizz Co', upc: '4000010000089' }),
    product(5, { subname: 'Zero Cola Cherry', manufacturer: 'Acme Drinks', upc: '4006381000999', qty: 0 }),
  ];
  const names = (found: { products: TPosProduct[] }) => found.products.map((p) => p.subname);

  it('finds a name by its words in any order', async () => {
    const cid = randomUUID();
    await applyCatalog(cid, { entries: shelf(), deleted: [], cursor: '1', full: true });
    expect(names(await listInStock(cid, { text: 'cola zero', field: 'subname', page: 1, pageSize: 10 }))).toEqual(['Zero Sugar Cola']);
    expect(names(await listInStock(cid, { text: 'cola', field: 'subname', page: 1, pageSize: 10 }))).toEqual(['Cola Classic', 'Zero Sugar Cola']);
    expect((await listInStock(cid, { text: 'cola diet', field: 'subname', page: 1, pageSize: 10 })).count).toBe(0);
    expect((await searchProducts(cid, 'cola zero')).map((p) => p.subname)).toEqual(['Zero Sugar Cola', 'Zero Cola Cherry']);
  });

  it('ignores accents and capitals, in names and makers', async () => {
    const cid = randomUUID();
    await applyCatalog(cid, { entries: shelf(), deleted: [], cursor: '1', full: true });
    expect(names(await listInStock(cid, { text: 'creme', field: 'subname', page: 1, pageSize: 10 }))).toEqual(['Crème Brûlée']);
    expect(names(await listInStock(cid, { text: 'BRULEE crème', field: 'subname', page: 1, pageSize: 10 }))).toEqual(['Crème Brûlée']);
    expect(names(await listInStock(cid, { text: 'noel patisserie', field: 'manufacturer', page: 1, pageSize: 10 }))).toEqual(['Crème Brûlée']);
    expect(names(await listInStock(cid, { text: 'FIZZ', field: 'manufacturer', page: 1, pageSize: 10 }))).toEqual(['Cola Classic', 'Lemon Soda', 'Zero Sugar Cola']);
    expect((await searchProducts(cid, 'CRÈME')).map((p) => p.subname)).toEqual(['Crème Brûlée']);
  });

  it('reads a barcode with spaces and dashes, and lists the same code, then those it begins, then the rest', async () => {
    const cid = randomUUID();
    await applyCatalog(cid, { entries: shelf(), deleted: [], cursor: '1', full: true });
    // Maker order would put Cola Classic (1400638100023) first; the exact code comes first, then the prefix.
    const found = await listInStock(cid, { text: '4006 3810 0023', field: 'upc', page: 1, pageSize: 10 });
    expect(found.products.map((p) => p.upc)).toEqual(['400638100023', '4006381000235', '1400638100023']);
    expect(found.count).toBe(3);
    expect((await listInStock(cid, { text: '4000-0100-0008-9', field: 'upc', page: 1, pageSize: 10 })).products.map((p) => p.subname)).toEqual(['Lemon Soda']);
    // Pages follow the ranking.
    expect((await listInStock(cid, { text: '400638100023', field: 'upc', page: 2, pageSize: 2 })).products.map((p) => p.upc)).toEqual(['1400638100023']);
    expect((await searchProducts(cid, '4006-3810-0023')).map((p) => p.upc)).toEqual(['400638100023', '4006381000235', '1400638100023']);
  });

  it('folds what a delta brings', async () => {
    const cid = randomUUID();
    await applyCatalog(cid, { entries: shelf(), deleted: [], cursor: '1', full: true });
    expect((await listInStock(cid, { text: 'creme', field: 'subname', page: 1, pageSize: 10 })).count).toBe(1);
    await applyCatalog(cid, { entries: [product(6, { subname: 'CRÈME fraîche' })], deleted: ['p2'], cursor: '2', full: false });
    expect(names(await listInStock(cid, { text: 'fraiche creme', field: 'subname', page: 1, pageSize: 10 }))).toEqual(['CRÈME fraîche']);
    expect((await listInStock(cid, { text: 'brulee', field: 'subname', page: 1, pageSize: 10 })).count).toBe(0);
  });
});

describe('the list made at once from memory', () => {
  it('is null until the catalogue is read, then answers as listInStock, and every change is announced', async () => {
    const cid = randomUUID();
    const query = { text: 'loaf', field: 'subname' as const, page: 1, pageSize: 10 };
    expect(listInStockNow(cid, query)).toBeNull();
    let told = 0;
    const stop = subscribeToCatalog(() => (told += 1));
    const before = catalogVersion();
    await applyCatalog(cid, { entries: [product(1), product(2)], deleted: [], cursor: '1', full: true });
    expect(listInStockNow(cid, query)).toEqual(await listInStock(cid, query));
    await applyCatalog(cid, { entries: [product(3)], deleted: ['p1'], cursor: '2', full: false });
    expect(listInStockNow(cid, query)?.products.map((p) => p._id)).toEqual(['p3', 'p2']);
    await takeFromDeviceStock(cid, [{ id: 'p2', qty: 5 }]);
    expect(listInStockNow(cid, query)?.products.map((p) => p._id)).toEqual(['p3']);
    expect(told).toBe(3);
    expect(catalogVersion()).toBe(before + 3);
    stop();
    await dropCatalog(cid);
    expect(told).toBe(3);
    expect(listInStockNow(cid, query)).toBeNull();
  });
});

describe('the device folds as the server does', () => {
  it('gives foldForSearch\'s text for plain and accented names, spaces and tabs alike', () => {
    for (const text of ['Zero Sugar Cola', '  Two  Spaces ', 'Crème Brûlée', 'Tab\there', 'ABC-12, size 3', '', ' ', 'Ñandú', 'İstanbul', 'ẞ Straße', '\u00a0nbsp']) {
      expect(foldForDevice(text), JSON.stringify(text)).toBe(foldForSearch(text));
    }
  });
});
