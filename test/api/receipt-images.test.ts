/**
 * Receipt images are painted once per receipt and state, then read back from the database (the
 * route is open to wallet holders, and painting costs about a tenth of a second of CPU), the route
 * is limited per client address, and a receipt stored with characters XML cannot hold still renders.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiptImages, saleLines, sales } from '../../src/server/db/schema';
import { buildTestApp, client, registerBusiness, type Business, type TestApp } from '../helpers/app';
import { seedProduct, seedSettings } from '../helpers/fixtures';

let t: TestApp;
let shop: Business;
let other: Business;
const anon = () => client(t.app, null);

beforeAll(async () => {
  t = await buildTestApp();
  shop = await registerBusiness(t.app, { bname: 'Image Shop' });
  other = await registerBusiness(t.app, { bname: 'Other Shop' });
  await seedSettings(t.database.owner, shop.cid, 5, 'USD');
});
afterAll(() => t?.close());

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const isPng = (buf: Buffer) => PNG_SIGNATURE.every((byte, i) => buf[i] === byte);

/** A sale of one product, sent to a new wallet; returns its file name, barcode, sale id and wallet. */
async function sellToWallet(subname = 'Widget') {
  const wallet = (await anon().post('/wallets')).json().id as string;
  const p = await seedProduct(t.database.owner, shop.cid, { subname, priceCents: 1000, qty: 10 });
  const res = await shop.owner.put(`/pos/generate?qrid=${wallet}`, [
    { total: 0, subtotal: 0, discount: 0, shipping: 0, taxes: 0 },
    { _id: p.id, saleqty: 1, itemdiscount: 0 },
  ]);
  expect(res.statusCode).toBe(201);
  const { qfname, barcode } = res.json() as { qfname: string; barcode: string };
  const [sale] = await t.database.owner.select({ id: sales.id }).from(sales).where(and(eq(sales.cid, shop.cid), eq(sales.barcode, barcode)));
  return { qfname, barcode, saleId: sale.id, wallet };
}

const storedImages = (saleId: string) =>
  t.database.owner.select({ returned: receiptImages.returned, png: receiptImages.png }).from(receiptImages).where(eq(receiptImages.saleId, saleId));

describe('receipt images', () => {
  it('are painted once and then served from storage', async () => {
    const sale = await sellToWallet();
    const first = await anon().get(`/return/${sale.qfname}?wallet=${sale.wallet}`);
    expect(first.statusCode).toBe(200);
    expect(isPng(first.rawPayload)).toBe(true);
    const stored = await storedImages(sale.saleId);
    expect(stored).toHaveLength(1);
    expect(Buffer.compare(stored[0].png, first.rawPayload)).toBe(0);

    // Swap the stored image for a marker: a second request that painted again would not show it.
    const marker = Buffer.concat([Buffer.from(PNG_SIGNATURE), Buffer.from('stored, not painted again')]);
    await t.database.owner.update(receiptImages).set({ png: marker }).where(eq(receiptImages.saleId, sale.saleId));
    const again = await shop.owner.get(`/return/${sale.qfname}`);
    expect(again.statusCode).toBe(200);
    expect(Buffer.compare(again.rawPayload, marker)).toBe(0);
    expect(await storedImages(sale.saleId)).toHaveLength(1);
  });

  it('a returned receipt gets its own, stamped, image beside the open one', async () => {
    const sale = await sellToWallet();
    const open = await shop.owner.get(`/return/${sale.qfname}`);
    expect((await shop.owner.put('/pos/returns/update', { barcode: sale.barcode })).statusCode).toBe(200);
    const returned = await shop.owner.get(`/return/${sale.qfname}`);
    expect(returned.statusCode).toBe(200);
    expect(Buffer.compare(open.rawPayload, returned.rawPayload)).not.toBe(0);
    const stored = await storedImages(sale.saleId);
    expect(stored.map((s) => s.returned).sort()).toEqual([false, true]);
  });

  it('concurrent first requests store one image', async () => {
    const sale = await sellToWallet();
    const answers = await Promise.all(Array.from({ length: 6 }, () => anon().get(`/return/${sale.qfname}?wallet=${sale.wallet}`)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((a) => a.rawPayload.toString('base64'))).size).toBe(1);
    expect(await storedImages(sale.saleId)).toHaveLength(1);
  });

  it('are still 404 for another business, another wallet or nobody, and nothing is painted for them', async () => {
    const sale = await sellToWallet();
    const strangerWallet = (await anon().post('/wallets')).json().id as string;
    for (const res of [
      await other.owner.get(`/return/${sale.qfname}`),
      await anon().get(`/return/${sale.qfname}?wallet=${strangerWallet}`),
      await anon().get(`/return/${sale.qfname}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Receipt not found', code: 'NOT_FOUND' });
    }
    expect(await storedImages(sale.saleId)).toHaveLength(0);
  });

  it('a receipt stored with control characters in its lines still renders', async () => {
    const sale = await sellToWallet();
    // Rows written before input refused such characters: the image must not fail for ever.
    await t.database.owner
      .update(saleLines)
      .set({ subname: sql`${'Bad\u0001name\u001f with \u007f and \uffff'}` })
      .where(eq(saleLines.saleId, sale.saleId));
    const res = await shop.owner.get(`/return/${sale.qfname}`);
    expect(res.statusCode).toBe(200);
    expect(isPng(res.rawPayload)).toBe(true);
  });
});

describe('the receipt image route under a flood', () => {
  it('answers 429 past 120 requests a minute from one address', async () => {
    const flood = await buildTestApp();
    try {
      const path = '/api/return/20240101-000000-nowhere-100000000000.png';
      const statuses: number[] = [];
      for (let i = 0; i < 125; i++) statuses.push((await flood.app.inject({ method: 'GET', url: path, remoteAddress: '203.0.113.9' })).statusCode);
      expect(statuses.slice(0, 120).every((s) => s === 404)).toBe(true);
      expect(statuses.slice(120)).toEqual(Array(5).fill(429));
      // Another address is not held back by the first one's flood.
      expect((await flood.app.inject({ method: 'GET', url: path, remoteAddress: '198.51.100.7' })).statusCode).toBe(404);
    } finally {
      await flood.close();
    }
  });
});
