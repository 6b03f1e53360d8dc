/**
 * A small shop for the sales screens' browser tests, set up through the real API: settings,
 * one item category, manufacturers and products.
 */
import { apiCall, seedBusiness, type SeededUser } from './api';

export interface SeedProduct {
  upc: string;
  manufacturer: string;
  subname: string;
  qty: number;
  price: number;
}

export interface SeededProduct extends SeedProduct {
  _id: string;
}

async function ok<T>(what: string, res: Promise<{ status: number; data: T }>, expected = 201): Promise<T> {
  const { status, data } = await res;
  if (status !== expected) throw new Error(`${what}: ${status} ${JSON.stringify(data)}`);
  return data;
}

/** Registers a business with a tax rate and currency, and adds the products. */
export async function seedShop(opts: { bname?: string; taxrate?: number; currency?: string; products: SeedProduct[] }): Promise<{ owner: SeededUser; products: SeededProduct[] }> {
  const owner = await seedBusiness(opts.bname ?? 'Till Shop');
  await ok('settings', apiCall('POST', '/setting/add', { taxrate: opts.taxrate ?? 13, currency: opts.currency ?? 'USD' }, owner.token));
  await ok('item', apiCall('POST', '/item/add', { item: 'Tools' }, owner.token));
  for (const m of new Set(opts.products.map((p) => p.manufacturer))) {
    await ok('manufacturer', apiCall('POST', '/name/add', { manufacturer: m }, owner.token));
  }
  const products: SeededProduct[] = [];
  for (const p of opts.products) {
    const created = await ok<{ _id: string }>(
      'product',
      apiCall('POST', '/inventory/add', { upc: p.upc, manufacturer: p.manufacturer, subname: p.subname, item: 'Tools', qty: Math.max(p.qty, 1), lowinventory: 1, cost: 1, price: p.price }, owner.token),
    );
    if (p.qty === 0) {
      // The add form refuses 0 on hand; a correction to 0 is how a product sells out.
      await ok(
        'sell out',
        apiCall('PUT', `/inventory/upd/${created._id}`, { upc: p.upc, manufacturer: p.manufacturer, subname: p.subname, item: 'Tools', qty: -1, lowinventory: 1, cost: 1, price: p.price }, owner.token),
        200,
      );
    }
    products.push({ ...p, _id: created._id });
  }
  return { owner, products };
}

/** Rings up a sale through the API (not the screen), e.g. to have a receipt to return. */
export async function sellThroughApi(owner: SeededUser, lines: { product: SeededProduct; qty: number; disc?: number }[], qrid?: string) {
  const body = [
    { total: 0, subtotal: 0, discount: 0, shipping: 0, taxes: 0 },
    ...lines.map(({ product, qty, disc }) => ({ _id: product._id, saleqty: qty, itemdiscount: disc ?? 0 })),
  ];
  return ok<{ barcode: string; qfname: string; total: number; walletId: string | null }>('sale', apiCall('PUT', `/pos/generate${qrid ? `?qrid=${encodeURIComponent(qrid)}` : ''}`, body, owner.token));
}

/** Spec formulas, computed here independently of the product's code, in integer cents. */
export function expectedTotals(lines: { price: number; qty: number; disc: number }[], shipping: number, taxratePct: number) {
  const roundHalfUp = (n: number) => Math.floor(n + 0.5);
  const cents = (amount: number) => Math.round(amount * 100);
  const lineCents = lines.map((l) => roundHalfUp((cents(l.price) * l.qty * (100 - l.disc)) / 100));
  const gross = lines.reduce((s, l) => s + cents(l.price) * l.qty, 0);
  const subtotal = lineCents.reduce((s, c) => s + c, 0);
  const ship = cents(shipping);
  const tax = roundHalfUp(((subtotal + ship) * cents(taxratePct)) / 10000);
  return { lineCents, subtotal, discount: gross - subtotal, shipping: ship, tax, total: subtotal + ship + tax };
}

/** $1,234.50 style, as the screens show US dollars. */
export function usd(cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
}
