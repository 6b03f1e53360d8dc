/**
 * The receipt image writes its date on the shop's clock and its amounts in the shop's locale, and
 * a change of either repaints the receipts already stored.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TReceipt } from '../../src/domain/schemas/pos';
import { receiptImages, sales } from '../../src/server/db/schema';
import { receiptSvg, renderReceiptPng } from '../../src/server/services/receipt-image';
import { buildTestApp, registerBusiness, type Business, type TestApp } from '../helpers/app';
import { seedProduct, seedSettings } from '../helpers/fixtures';

let t: TestApp;
let shop: Business;

beforeAll(async () => {
  t = await buildTestApp();
  shop = await registerBusiness(t.app, { bname: 'Boulangerie Lyon' });
  await seedSettings(t.database.owner, shop.cid, 5.5, 'EUR');
});
afterAll(() => t?.close());

/** A sale of one 1,234.50 € cake, moved to 23:30 Paris time on the day clocks go forward. */
async function sellLateOnTheDayClocksChange() {
  const p = await seedProduct(t.database.owner, shop.cid, { subname: 'Pièce montée', priceCents: 123450, qty: 5 });
  const res = await shop.owner.put('/pos/generate', [{ total: 0, subtotal: 0, discount: 0, shipping: 0, taxes: 0 }, { _id: p.id, saleqty: 1, itemdiscount: 0 }]);
  expect(res.statusCode).toBe(201);
  const { qfname, barcode } = res.json() as { qfname: string; barcode: string };
  await t.database.owner
    .update(sales)
    .set({ createdAt: new Date('2026-03-29T21:30:00Z') })
    .where(and(eq(sales.cid, shop.cid), eq(sales.barcode, barcode)));
  return { qfname, barcode };
}

const textOf = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);

describe('the receipt image in the shop’s locale and zone', () => {
  it('a UTC en-US shop’s receipt reads as before; a Paris fr-FR one in French, on Paris time', async () => {
    const { barcode } = await sellLateOnTheDayClocksChange();
    const receipt = (await shop.owner.get(`/pos/receipt/${barcode}`)).json() as TReceipt;

    const before = textOf(receiptSvg(receipt, null));
    expect(before).toContain('Sun 29 Mar 2026 9:30 PM');
    expect(before).toContain('€1,234.50');

    const paris = textOf(receiptSvg(receipt, null, { locale: 'fr-FR', timeZone: 'Europe/Paris' }));
    expect(paris).toContain('29 mars 2026, 23:30');
    expect(paris).toContain('1\u202F234,50\u00A0€');
    expect(paris.join('\n')).not.toContain('€1,234.50');
  });

  it('the image route paints in the business’s settings, and a change of them repaints', async () => {
    const { qfname, barcode } = await sellLateOnTheDayClocksChange();
    const receipt = (await shop.owner.get(`/pos/receipt/${barcode}`)).json() as TReceipt;
    const stored = () => t.database.owner.select({ cid: receiptImages.cid }).from(receiptImages).where(eq(receiptImages.cid, shop.cid));

    const asUtc = await shop.owner.get(`/return/${qfname}`);
    expect(asUtc.statusCode).toBe(200);
    expect(Buffer.compare(asUtc.rawPayload, await renderReceiptPng(receipt, null))).toBe(0);
    expect((await stored()).length).toBeGreaterThan(0);

    expect((await shop.owner.put('/setting/region', { timeZone: 'Europe/Paris', locale: 'fr-FR' })).statusCode).toBe(200);
    expect(await stored()).toEqual([]);
    const asParis = await shop.owner.get(`/return/${qfname}`);
    expect(asParis.statusCode).toBe(200);
    expect(Buffer.compare(asParis.rawPayload, await renderReceiptPng(receipt, null, { locale: 'fr-FR', timeZone: 'Europe/Paris' }))).toBe(0);
    expect(Buffer.compare(asParis.rawPayload, asUtc.rawPayload)).not.toBe(0);
  });
});
