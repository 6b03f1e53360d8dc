/**
 * The receipt image says how the sale was paid and what change was given, under the total and in
 * the receipt's currency, as the printed receipt and the terminal do.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TReceipt } from '../../src/domain/schemas/pos';
import { receiptSvg } from '../../src/server/services/receipt-image';
import { buildTestApp, registerBusiness, type Business, type TestApp } from '../helpers/app';
import { seedProduct, seedSettings } from '../helpers/fixtures';

let t: TestApp;
let shop: Business;

beforeAll(async () => {
  t = await buildTestApp();
  shop = await registerBusiness(t.app, { bname: 'Tender Shop' });
  // 5 % tax: a 45.00 product sells for 47.25.
  await seedSettings(t.database.owner, shop.cid, 5, 'USD');
});
afterAll(() => t?.close());

const textOf = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);

async function sell(payments?: unknown[]): Promise<TReceipt> {
  const p = await seedProduct(t.database.owner, shop.cid, { subname: 'Toolbox', priceCents: 4500, qty: 10 });
  const res = await shop.owner.put('/pos/generate', [{ shipping: 0, ...(payments ? { payments } : {}) }, { _id: p.id, saleqty: 1, itemdiscount: 0 }]);
  expect(res.statusCode).toBe(201);
  const { barcode } = res.json() as { barcode: string };
  const receipt = await shop.owner.get(`/pos/receipt/${barcode}`);
  expect(receipt.statusCode).toBe(200);
  return receipt.json() as TReceipt;
}

describe('payments on the receipt image', () => {
  it('a split card and cash sale lists each tender and the change, after the total', async () => {
    const receipt = await sell([
      { method: 'card', amount: 20, reference: 'AUTH 0042' },
      { method: 'cash', amount: 30 },
    ]);
    const text = textOf(receiptSvg(receipt, null));
    const after = text.slice(text.indexOf('TOTAL'));
    expect(after.slice(0, 2)).toEqual(['TOTAL', '$47.25']);
    expect(after).toEqual(expect.arrayContaining(['Paid by card', '$20.00', '  Ref AUTH 0042', 'Cash', '$30.00', 'Change', '$2.75']));
    expect(after.indexOf('Paid by card')).toBeLessThan(after.indexOf('Cash'));
    expect(after.indexOf('Cash')).toBeLessThan(after.indexOf('Change'));
  });

  it('a sale sent without a tender reads as exact cash with no change', async () => {
    const text = textOf(receiptSvg(await sell(), null));
    const after = text.slice(text.indexOf('TOTAL'));
    expect(after).toEqual(expect.arrayContaining(['Cash', '$47.25', 'Change', '$0.00']));
    expect(after).not.toContain('Paid by card');
  });

  it('a card sale has no change row, and amounts follow the shop locale', async () => {
    const receipt = await sell([{ method: 'card', amount: 47.25 }]);
    const text = textOf(receiptSvg(receipt, null, { locale: 'fr-FR', timeZone: 'Europe/Paris' }));
    expect(text).toContain('Paid by card');
    expect(text.filter((s) => s === '47,25\u00A0$US')).toHaveLength(2);
    expect(text).not.toContain('Change');
  });
});
