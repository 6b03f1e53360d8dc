/**
 * The returns screen promises a refund before it sends the return, worked out from
 * GET /api/pos/receipt/{barcode} (each line's tax rate, what is left) with the refund rule the
 * server uses. These tests hold the two to the same cent: tax added and tax included, two rates on
 * one receipt, a discount and shipping, a few units at a time until the receipt is empty.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toMinor } from '../../src/domain/currency';
import { previewRefund, unitsLeftOn } from '../../src/web/pages/returns/refund-preview';
import { ZReceipt, type TReceipt } from '../../src/domain/schemas/pos';
import { buildTestApp, registerBusiness, type ApiClient, type Business, type TestApp } from '../helpers/app';

let t: TestApp;
afterAll(() => t?.close());
beforeAll(async () => {
  t = await buildTestApp();
});

interface Shop {
  biz: Business;
  bread: string;
  soda: string;
}

/** A shop whose bread sells at a reduced rate and everything else at the default one. */
async function openShop(opts: { currency: string; taxrate: number; pricesIncludeTax: boolean }): Promise<Shop> {
  const biz = await registerBusiness(t.app);
  for (const item of ['Bread', 'Drinks']) expect((await biz.owner.post('/item/add', { item })).statusCode).toBe(201);
  expect((await biz.owner.post('/name/add', { manufacturer: 'House' })).statusCode).toBe(201);
  expect((await biz.owner.post('/setting/add', opts)).statusCode).toBe(201);
  const reduced = await biz.owner.post('/tax-classes', { name: 'Reduced', rate: 5.5 });
  const bread = ((await biz.owner.get('/item/all')).json() as { _id: string; item: string }[]).find((i) => i.item === 'Bread')!;
  expect((await biz.owner.put(`/item/${bread._id}/tax-class`, { taxClassId: reduced.json()._id })).statusCode).toBe(200);
  const add = async (item: string, subname: string, price: number) => {
    const res = await biz.owner.post('/inventory/add', { upc: `${Date.now()}${subname.length}${Math.floor(Math.random() * 1e6)}`, manufacturer: 'House', item, subname, qty: 50, lowinventory: 0, cost: 0.5, price });
    expect(res.statusCode, res.body).toBe(201);
    return res.json()._id as string;
  };
  return { biz, bread: await add('Bread', 'Loaf', 3.35), soda: await add('Drinks', 'Soda', 1.99) };
}

async function receiptOf(user: ApiClient, barcode: string): Promise<TReceipt> {
  const res = await user.get(`/pos/receipt/${barcode}`);
  expect(res.statusCode).toBe(200);
  return ZReceipt.parse(res.json());
}

/** 7 loaves at 15 % off and 3 sodas, with 4.10 shipping (refunded with the last units). */
async function ringUp(shop: Shop): Promise<string> {
  const res = await shop.biz.owner.put('/pos/generate', [
    { shipping: 4.1 },
    { _id: shop.bread, saleqty: 7, itemdiscount: 15 },
    { _id: shop.soda, saleqty: 3, itemdiscount: 0 },
  ]);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().barcode as string;
}

describe.each([
  { name: 'tax added', currency: 'CAD', taxrate: 13, pricesIncludeTax: false },
  { name: 'tax included', currency: 'EUR', taxrate: 20, pricesIncludeTax: true },
])('the refund preview, $name', (setup) => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await openShop(setup);
  });

  it('each receipt line carries its own tax rate and what is left of it', async () => {
    const barcode = await ringUp(shop);
    const receipt = await receiptOf(shop.biz.owner, barcode);
    expect(receipt.lines.map((l) => ({ subname: l.subname, taxRate: l.taxRate, returnedQty: l.returnedQty }))).toEqual([
      { subname: 'Loaf', taxRate: 5.5, returnedQty: 0 },
      { subname: 'Soda', taxRate: setup.taxrate, returnedQty: 0 },
    ]);
    expect(unitsLeftOn(receipt)).toEqual([7, 3]);
  });

  it('promises what the server then refunds, return after return, down to the receipt total', async () => {
    const barcode = await ringUp(shop);
    const steps = [
      [2, 0],
      [1, 1],
      [0, 1],
      [4, 1],
    ];
    let refunded = 0;
    for (const units of steps) {
      const receipt = await receiptOf(shop.biz.owner, barcode);
      const promised = previewRefund(receipt, units);
      expect(promised).not.toBeNull();
      const lines = receipt.lines.map((l, i) => ({ inventoryId: l.inventoryId, qty: units[i] })).filter((l) => l.qty > 0);
      const res = await shop.biz.owner.post('/pos/returns', { barcode, lines });
      expect(res.statusCode, res.body).toBe(201);
      expect(toMinor(res.json().refund, setup.currency)).toBe(promised);
      refunded += promised!;
    }
    const emptied = await receiptOf(shop.biz.owner, barcode);
    expect(refunded).toBe(toMinor(emptied.total, setup.currency));
    expect(emptied).toMatchObject({ returned: true, refunded: emptied.total });
    expect(unitsLeftOn(emptied)).toEqual([0, 0]);
  });

  it('promises nothing for more than is left, a fraction or a negative count', async () => {
    const barcode = await ringUp(shop);
    const receipt = await receiptOf(shop.biz.owner, barcode);
    expect(previewRefund(receipt, [8, 0])).toBeNull();
    expect(previewRefund(receipt, [1.5, 0])).toBeNull();
    expect(previewRefund(receipt, [-1, 0])).toBeNull();
    expect(previewRefund(receipt, [0, 0])).toBe(0);
  });
});

describe('the receipt a returns screen reads', () => {
  it('is found only in its own business, and only by those signed in', async () => {
    const shop = await openShop({ currency: 'CAD', taxrate: 13, pricesIncludeTax: false });
    const barcode = await ringUp(shop);
    const other = await registerBusiness(t.app);
    expect((await other.owner.get(`/pos/receipt/${barcode}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/pos/receipt/${barcode}` })).statusCode).toBe(401);
    const staff = await shop.biz.addUser();
    expect((await receiptOf(staff, barcode)).lines[0].taxRate).toBe(5.5);
  });
});
