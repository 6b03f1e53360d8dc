import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { generateBarcode } from '../../src/server/services/barcode';
import { buildTestApp, registerBusiness, type Business, type TestApp } from '../helpers/app';
import { seedProduct, stockOf } from '../helpers/fixtures';

// Random barcodes almost never collide, so the collision is forced to prove the retry works.
vi.mock('../../src/server/services/barcode', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/server/services/barcode')>();
  return { ...actual, generateBarcode: vi.fn(actual.generateBarcode) };
});

let t: TestApp;
let shop: Business;
let other: Business;

beforeAll(async () => {
  t = await buildTestApp();
  shop = await registerBusiness(t.app, { bname: 'Barcode Shop' });
  other = await registerBusiness(t.app, { bname: 'Other Shop' });
});
afterAll(() => t?.close());

describe('receipt barcodes', () => {
  it('retries with a new barcode when the drawn one is already used in the business, selling once', async () => {
    const p = await seedProduct(t.database.owner, shop.cid, { qty: 5 });
    const body = [{ shipping: 0 }, { _id: p.id, saleqty: 1, itemdiscount: 0 }];
    const first = (await shop.owner.put('/pos/generate', body)).json();

    vi.mocked(generateBarcode).mockReturnValueOnce(first.barcode);
    const second = await shop.owner.put('/pos/generate', body);
    expect(second.statusCode).toBe(201);
    expect(second.json().barcode).not.toBe(first.barcode);
    expect(await stockOf(t.database.owner, p.id)).toBe(3);
  });

  it('lets two businesses hold the same barcode, each finding only its own', async () => {
    const mine = await seedProduct(t.database.owner, shop.cid, { qty: 5 });
    const theirs = await seedProduct(t.database.owner, other.cid, { qty: 5 });
    vi.mocked(generateBarcode).mockReturnValueOnce('555555555555').mockReturnValueOnce('555555555555');
    const a = await shop.owner.put('/pos/generate', [{ shipping: 0 }, { _id: mine.id, saleqty: 1 }]);
    const b = await other.owner.put('/pos/generate', [{ shipping: 0 }, { _id: theirs.id, saleqty: 2 }]);
    expect([a.json().barcode, b.json().barcode]).toEqual(['555555555555', '555555555555']);
    expect((await shop.owner.get('/pos/returns?barcode=555555555555')).json().returns[0].cid).toBe(shop.cid);
    expect((await other.owner.get('/pos/receipt/555555555555')).json().lines[0].qty).toBe(2);

    // Returning it in one business leaves the other's receipt open.
    expect((await other.owner.put('/pos/returns/update', { barcode: '555555555555' })).statusCode).toBe(200);
    expect((await shop.owner.get('/pos/returns?barcode=555555555555')).json().returns[0].returned).toBe(false);
    expect(await stockOf(t.database.owner, mine.id)).toBe(4);
    expect(await stockOf(t.database.owner, theirs.id)).toBe(5);
  });
});
