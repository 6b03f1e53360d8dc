/**
 * Ringing up sales through the API for the money tests: a cart body as the terminal sends it, with
 * optional payments and register.
 */
import type { LightMyRequestResponse } from 'fastify';
import type { ApiClient } from './app';
import type { ProductRow } from './fixtures';

export interface SaleLine {
  product: ProductRow;
  qty: number;
  discount?: number;
}

export function saleBody(lines: SaleLine[], opts: { shipping?: number; payments?: unknown } = {}) {
  return [
    { shipping: opts.shipping ?? 0, ...(opts.payments === undefined ? {} : { payments: opts.payments }) },
    ...lines.map((l) => ({ _id: l.product.id, saleqty: l.qty, itemdiscount: l.discount ?? 0 })),
  ];
}

export function sell(user: ApiClient, lines: SaleLine[], opts: { shipping?: number; payments?: unknown; register?: string } = {}): Promise<LightMyRequestResponse> {
  const query = opts.register ? `?register=${encodeURIComponent(opts.register)}` : '';
  return user.put(`/pos/generate${query}`, saleBody(lines, opts));
}

/** The business's first register ("Register 1", made at sign-up). */
export async function firstRegister(user: ApiClient): Promise<string> {
  const res = await user.get('/registers');
  if (res.statusCode !== 200) throw new Error(`registers: ${res.statusCode} ${res.body}`);
  return res.json().registers[0]._id as string;
}
