/**
 * Stock and sales for the report screens' browser tests, made through the real API the way the
 * shop itself would make them.
 */
import { apiCall, type SeededUser } from './api';

async function ok<T>(what: string, call: Promise<{ status: number; data: T }>, expected = [200, 201]): Promise<T> {
  const res = await call;
  if (!expected.includes(res.status)) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.data)}`);
  return res.data;
}

export async function seedCatalogue(owner: SeededUser, opts: { items: string[]; manufacturers: string[]; taxrate?: number; currency?: string }) {
  for (const item of opts.items) await ok(`item ${item}`, apiCall('POST', '/item/add', { item }, owner.token));
  for (const manufacturer of opts.manufacturers) await ok(`manufacturer ${manufacturer}`, apiCall('POST', '/name/add', { manufacturer }, owner.token));
  await ok('settings', apiCall('POST', '/setting/add', { taxrate: opts.taxrate ?? 13, currency: opts.currency ?? 'USD' }, owner.token));
}

let upc = 700_000_000_000 + Math.floor(Math.random() * 1_000_000) * 1000;

export async function addEntry(
  owner: SeededUser,
  e: { manufacturer: string; subname: string; item: string; qty: number; lowinventory: number; cost: number; price: number },
): Promise<{ _id: string; upc: string }> {
  upc += 1;
  return ok(`entry ${e.subname}`, apiCall<{ _id: string; upc: string }>('POST', '/inventory/add', { upc: String(upc), ...e }, owner.token));
}

/** Rings up a sale of the given entries at the terminal's API. */
export async function sell(owner: SeededUser, lines: { _id: string; saleqty: number; itemdiscount?: number }[], shipping = 0) {
  return ok(
    'sale',
    apiCall<{ barcode: string; qfname: string; total: number }>('PUT', '/pos/generate', [{ shipping }, ...lines.map((l) => ({ itemdiscount: 0, ...l }))], owner.token),
  );
}

export async function acceptReturn(owner: SeededUser, barcode: string) {
  return ok('return', apiCall('PUT', '/pos/returns/update', { barcode }, owner.token));
}
