import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_CART_MESSAGE } from '../../src/domain/schemas/pos';
import { sales } from '../../src/server/db/schema';
import { buildTestApp, client, registerBusiness, type ApiClient, type Business, type TestApp } from '../helpers/app';
import { seedProduct, seedSettings, stockOf, type ProductRow } from '../helpers/fixtures';

let t: TestApp;
let shop: Business;
let other: Business;
let staff: ApiClient;

beforeAll(async () => {
  t = await buildTestApp();
  shop = await registerBusiness(t.app, { bname: 'Corner Shop' });
  other = await registerBusiness(t.app, { bname: 'Rival Store' });
  staff = await shop.addUser();
  await seedSettings(t.database.owner, shop.cid, 13, 'CAD');
});
afterAll(() => t?.close());

interface LineSpec {
  product: ProductRow;
  saleqty: number | string;
  itemdiscount?: number | string;
  /** What a tampering client claims; the server must ignore it. */
  price?: string;
  cid?: string;
  qty?: number;
}

/** The body the terminal sends: a totals entry, then one entry per line. */
function cart(lines: LineSpec[], shipping: number | string = 0, claimed = { total: '0.00', subtotal: '0.00', discount: '0.00', taxes: '0.00' }) {
  return [
    { ...claimed, shipping },
    ...lines.map((l) => ({
      _id: l.product.id,
      qty: l.qty ?? l.product.qty - Number(l.saleqty),
      cid: l.cid ?? l.product.cid,
      upc: l.product.upc,
      saleqty: l.saleqty,
      item: l.product.item,
      manufacturer: l.product.manufacturer,
      subname: l.product.subname,
      price: l.price ?? (l.product.priceCents / 100).toFixed(2),
      itemdiscount: l.itemdiscount ?? 0,
    })),
  ];
}

async function salesCount(cid: string): Promise<number> {
  const [{ n }] = await t.database.owner.select({ n: count() }).from(sales).where(eq(sales.cid, cid));
  return n;
}

describe('PUT /api/pos/generate', () => {
  it('sells, takes exactly what was sold from stock and answers the totals it computed', async () => {
    const a = await seedProduct(t.database.owner, shop.cid, { manufacturer: 'Acme', subname: 'Widget', priceCents: 1999, qty: 10 });
    const b = await seedProduct(t.database.owner, shop.cid, { manufacturer: 'Bolt', subname: 'Nut', priceCents: 500, qty: 5 });
    const res = await shop.owner.put('/pos/generate', cart([{ product: a, saleqty: 2, itemdiscount: 10 }, { product: b, saleqty: 1 }], '7.50'));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    // 2 × 19.99 less 10 % = 35.98; + 5.00 = 40.98; tax 13 % of (40.98 + 7.50) = 6.30
    expect(body).toMatchObject({ subtotal: 40.98, discount: 4, shipping: 7.5, taxes: 6.3, total: 54.78, returned: false, walletId: null });
    expect(body).not.toHaveProperty('walletMessage');
    expect(body.barcode).toMatch(/^[1-9]\d{11}$/);
    expect(body.qfname).toMatch(new RegExp(`^\\d{8}-\\d{6}-corner-shop-${body.barcode}\\.png$`));
    expect(Date.parse(body.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await stockOf(t.database.owner, a.id)).toBe(8);
    expect(await stockOf(t.database.owner, b.id)).toBe(4);

    const receipt = await shop.owner.get(`/pos/receipt/${body.barcode}`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json()).toMatchObject({
      barcode: body.barcode,
      bname: 'Corner Shop',
      city: 'Toronto',
      currency: 'CAD',
      taxrate: 13,
      subtotal: 40.98,
      discount: 4,
      shipping: 7.5,
      taxes: 6.3,
      total: 54.78,
      lines: [
        { upc: a.upc, manufacturer: 'Acme', subname: 'Widget', qty: 2, price: 19.99, itemdiscount: 10, line: 35.98 },
        { upc: b.upc, manufacturer: 'Bolt', subname: 'Nut', qty: 1, price: 5, itemdiscount: 0, line: 5 },
      ],
    });
  });

  it('ignores prices, totals, cid and remaining qty claimed in the body', async () => {
    const p = await seedProduct(t.database.owner, shop.cid, { priceCents: 2500, qty: 4 });
    const tampered = cart([{ product: p, saleqty: 1, price: '0.01', cid: other.cid, qty: 999 }], 0, { total: '0.01', subtotal: '0.01', discount: '24.99', taxes: '0.00' });
    const res = await shop.owner.put('/pos/generate', tampered);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ subtotal: 25, discount: 0, taxes: 3.25, total: 28.25 });
    expect(await stockOf(t.database.owner, p.id)).toBe(3);
    // The sale belongs to the seller's business, whatever cid the lines named.
    expect((await shop.owner.get(`/pos/returns?barcode=${res.json().barcode}`)).json().count).toBe(1);
    expect((await other.owner.get(`/pos/returns?barcode=${res.json().barcode}`)).json().count).toBe(0);
  });

  it('accepts the old client’s string amounts and the discount bounds 0 and 50', async () => {
    const p = await seedProduct(t.database.owner, shop.cid, { priceCents: 1000, qty: 10 });
    const q = await seedProduct(t.database.owner, shop.cid, { priceCents: 1000, qty: 10 });
    const res = await shop.owner.put('/pos/generate', cart([{ product: p, saleqty: '2', itemdiscount: '50' }, { product: q, saleqty: 1, itemdiscount: 0 }], '0.00'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ subtotal: 20, discount: 10, taxes: 2.6, total: 22.6 });
  });

  it.each([
    ['a discount over 50', { saleqty: 1, itemdiscount: 51 }, 0, /Discount must be a whole percent from 0 to 50/],
    ['a negative discount', { saleqty: 1, itemdiscount: -5 }, 0, /Discount must be a whole percent from 0 to 50/],
    ['a fractional discount', { saleqty: 1, itemdiscount: 12.5 }, 0, /Discount must be a whole percent/],
    ['negative shipping', { saleqty: 1 }, -1, /Shipping cannot be negative/],
    ['non-numeric shipping', { saleqty: 1 }, 'lots', /Shipping must be a number/],
    ['a quantity of 0', { saleqty: 0 }, 0, /Quantity must be a whole number of at least 1/],
    ['a fractional quantity', { saleqty: 1.5 }, 0, /Quantity must be a whole number of at least 1/],
  ])('refuses %s with 400 and sells nothing', async (_name, line, shipping, message) => {
    const p = await seedProduct(t.database.owner, shop.cid, { qty: 5 });
    const before = await salesCount(shop.cid);
    const res = await shop.owner.put('/pos/generate', cart([{ product: p, ...line }], shipping));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(await stockOf(t.database.owner, p.id)).toBe(5);
    expect(await salesCount(shop.cid)).toBe(before);
  });

  it('refuses an empty cart', async () => {
    for (const body of [[], [{ total: 0, subtotal: 0, discount: 0, shipping: 0, taxes: 0 }]]) {
      const res = await shop.owner.put('/pos/generate', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(EMPTY_CART_MESSAGE);
    }
    const notAList = await shop.owner.put('/pos/generate', { shipping: 0 });
    expect(notAList.statusCode).toBe(400);
  });

  it('refuses a sale too large for the books with 400, not a database error', async () => {
    const p = await seedProduct(t.database.owner, shop.cid, { priceCents: 1_000_000_000, qty: 1_000_000 });
    const q = await seedProduct(t.database.owner, shop.cid, { priceCents: 1_000_000_000, qty: 1_000_000 });
    for (const lines of [[{ product: p, saleqty: 3 }], [{ product: p, saleqty: 2, itemdiscount: 50 }, { product: q, saleqty: 2, itemdiscount: 50 }]]) {
      const res = await shop.owner.put('/pos/generate', cart(lines));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('This sale is too large');
    }
    expect(await stockOf(t.database.owner, p.id)).toBe(1_000_000);
  });

  it('refuses the same product twice on one receipt', async () => {
    const p = await seedProduct(t.database.owner, shop.cid, { qty: 5 });
    const res = await shop.owner.put('/pos/generate', cart([{ product: p, saleqty: 1 }, { product: p, saleqty: 1 }]));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Item already in receipt');
    expect(await stockOf(t.database.owner, p.id)).toBe(5);
  });

  it('refuses more than is in stock with 409 naming the product, and sells nothing', async () => {
    const p = await seedProduct(t.database.owner, shop.cid, { manufacturer: 'Zed', subname: 'Gizmo', qty: 3 });
    const before = await salesCount(shop.cid);
    const res = await shop.owner.put('/pos/generate', cart([{ product: p, saleqty: 4 }]));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Only 3 of Zed Gizmo left in stock');
    expect(await stockOf(t.database.owner, p.id)).toBe(3);
    expect(await salesCount(shop.cid)).toBe(before);
  });

  it('leaves the first line’s stock intact when the second line cannot be sold', async () => {
    const first = await seedProduct(t.database.owner, shop.cid, { manufacturer: 'Able', subname: 'One', qty: 10 });
    const second = await seedProduct(t.database.owner, shop.cid, { manufacturer: 'Baker', subname: 'Two', qty: 1 });
    const before = await salesCount(shop.cid);
    const res = await shop.owner.put('/pos/generate', cart([{ product: first, saleqty: 3 }, { product: second, saleqty: 2 }]));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Only 1 of Baker Two left in stock');
    expect(await stockOf(t.database.owner, first.id)).toBe(10);
    expect(await stockOf(t.database.owner, second.id)).toBe(1);
    expect(await salesCount(shop.cid)).toBe(before);
  });

  it('answers 404 for another business’s product or an unknown id, and sells nothing', async () => {
    const mine = await seedProduct(t.database.owner, shop.cid, { qty: 5 });
    const theirs = await seedProduct(t.database.owner, other.cid, { qty: 5 });
    const res = await shop.owner.put('/pos/generate', cart([{ product: mine, saleqty: 1 }, { product: theirs, saleqty: 1 }]));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/was not found/);
    expect(await stockOf(t.database.owner, mine.id)).toBe(5);
    expect(await stockOf(t.database.owner, theirs.id)).toBe(5);

    const unknown = await shop.owner.put('/pos/generate', cart([{ product: { ...mine, id: 'no-such-product' }, saleqty: 1 }]));
    expect(unknown.statusCode).toBe(404);
  });

  it('answers a replayed Idempotency-Key with the first sale and takes the stock once', async () => {
    const p = await seedProduct(t.database.owner, shop.cid, { qty: 5 });
    const key = crypto.randomUUID();
    const body = cart([{ product: p, saleqty: 2 }]);
    const first = await shop.owner.put('/pos/generate', body, { 'idempotency-key': key });
    const again = await shop.owner.put('/pos/generate', body, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await stockOf(t.database.owner, p.id)).toBe(3);

    // The key is the business's own: another business using the same key makes its own sale.
    const q = await seedProduct(t.database.owner, other.cid, { qty: 5 });
    const theirs = await other.owner.put('/pos/generate', cart([{ product: q, saleqty: 1 }]), { 'idempotency-key': key });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().barcode).not.toBe(first.json().barcode);
  });

  it('sells exactly the stock when 50 checkouts race for 10 units', async () => {
    const p = await seedProduct(t.database.owner, shop.cid, { manufacturer: 'Hot', subname: 'Item', qty: 10 });
    const before = await salesCount(shop.cid);
    const results = await Promise.all(Array.from({ length: 50 }, () => staff.put('/pos/generate', cart([{ product: p, saleqty: 1 }]))));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(40);
    expect(results.find((r) => r.statusCode === 409)?.json().message).toBe('Only 0 of Hot Item left in stock');
    expect(await stockOf(t.database.owner, p.id)).toBe(0);
    expect(await salesCount(shop.cid)).toBe(before + 10);
    expect(new Set(results.filter((r) => r.statusCode === 201).map((r) => r.json().barcode)).size).toBe(10);
  });

  it('sells once when the same Idempotency-Key is replayed concurrently', async () => {
    const p = await seedProduct(t.database.owner, shop.cid, { qty: 20 });
    const key = crypto.randomUUID();
    const results = await Promise.all(Array.from({ length: 8 }, () => shop.owner.put('/pos/generate', cart([{ product: p, saleqty: 3 }]), { 'idempotency-key': key })));
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    expect(new Set(results.map((r) => r.json().barcode)).size).toBe(1);
    expect(await stockOf(t.database.owner, p.id)).toBe(17);
  });

  it('charges no tax in US dollars until the business has settings', async () => {
    const p = await seedProduct(t.database.owner, other.cid, { priceCents: 1234, qty: 2 });
    const res = await other.owner.put('/pos/generate', cart([{ product: p, saleqty: 1 }], 1));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ subtotal: 12.34, shipping: 1, taxes: 0, total: 13.34 });
    expect((await other.owner.get(`/pos/receipt/${res.json().barcode}`)).json()).toMatchObject({ currency: 'USD', taxrate: 0 });
  });
});

describe('GET /api/pos/list', () => {
  let biz: Business;
  let clerk: ApiClient;
  beforeAll(async () => {
    biz = await registerBusiness(t.app, { bname: 'List Shop' });
    clerk = await biz.addUser();
    await seedProduct(t.database.owner, biz.cid, { upc: '111111111111', manufacturer: 'Acme', subname: 'Red Widget', qty: 3, costCents: 400, priceCents: 999 });
    await seedProduct(t.database.owner, biz.cid, { upc: '111111111112', manufacturer: 'Acme', subname: 'Blue Widget', qty: 1 });
    await seedProduct(t.database.owner, biz.cid, { upc: '222222222222', manufacturer: 'Bolt', subname: 'Sold Out', qty: 0 });
    await seedProduct(t.database.owner, other.cid, { upc: '111111111113', manufacturer: 'Acme', subname: 'Their Widget', qty: 9 });
  });

  it('lists only the business’s products that are in stock', async () => {
    const res = await biz.owner.get('/pos/list');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ countpos: 2, pagespos: 1, pagepos: 1 });
    expect(body.sales.map((r: { subname: string }) => r.subname)).toEqual(['Blue Widget', 'Red Widget']);
    expect(body.sales[1]).toMatchObject({ upc: '111111111111', qty: 3, cost: 4, price: 9.99, cid: biz.cid, lowinventory: 2 });
  });

  it('hides cost from staff', async () => {
    const res = await clerk.get('/pos/list');
    expect(res.statusCode).toBe(200);
    expect(res.json().sales[0]).not.toHaveProperty('cost');
  });

  it('searches by subname by default, by manufacturer or UPC when asked, and exactly by UPC for the scanner', async () => {
    const names = async (url: string) => (await biz.owner.get(url)).json().sales.map((r: { subname: string }) => r.subname);
    expect(await names('/pos/list?keyword=red')).toEqual(['Red Widget']);
    expect(await names('/pos/list?keyword=ACME&field=manufacturer')).toEqual(['Blue Widget', 'Red Widget']);
    expect(await names('/pos/list?keyword=bolt&field=manufacturer')).toEqual([]);
    expect(await names('/pos/list?keyword=1111&field=upc')).toEqual(['Blue Widget', 'Red Widget']);
    expect(await names('/pos/list?keyword=111111111111&field=upc&exact=1')).toEqual(['Red Widget']);
    expect(await names('/pos/list?keyword=1111&field=upc&exact=1')).toEqual([]);
    expect(await names('/pos/list?keyword=%25')).toEqual([]);
  });

  it('pages by the configured page size', async () => {
    const many = await registerBusiness(t.app, { bname: 'Many' });
    for (let i = 0; i < 12; i++) await seedProduct(t.database.owner, many.cid, { subname: `Thing ${String(i).padStart(2, '0')}` });
    const page2 = (await many.owner.get('/pos/list?pageNumberpos=2')).json();
    expect(page2).toMatchObject({ countpos: 12, pagespos: 2, pagepos: 2 });
    expect(page2.sales.map((r: { subname: string }) => r.subname)).toEqual(['Thing 10', 'Thing 11']);
  });
});

describe('returns', () => {
  async function sell(product: ProductRow, saleqty: number) {
    const res = await staff.put('/pos/generate', cart([{ product, saleqty }]));
    expect(res.statusCode).toBe(201);
    return res.json() as { barcode: string; qfname: string };
  }

  it('looks a receipt up by barcode within the business only', async () => {
    const p = await seedProduct(t.database.owner, shop.cid, { priceCents: 1000, qty: 5 });
    const sale = await sell(p, 1);
    const mine = await staff.get(`/pos/returns?barcode=${sale.barcode}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ count: 1, returns: [{ barcode: sale.barcode, cid: shop.cid, createdAt: expect.any(String), qfname: sale.qfname, returned: false, total: 11.3 }] });
    expect((await other.owner.get(`/pos/returns?barcode=${sale.barcode}`)).json()).toEqual({ count: 0, returns: [] });
    expect((await staff.get('/pos/returns?barcode=999999999999')).json()).toEqual({ count: 0, returns: [] });
    expect((await staff.get('/pos/returns?barcode=')).json()).toEqual({ count: 0, returns: [] });
    expect((await other.owner.get(`/pos/receipt/${sale.barcode}`)).statusCode).toBe(404);
  });

  it('restores stock once; a second return is 409 Receipt has been returned', async () => {
    const p = await seedProduct(t.database.owner, shop.cid, { qty: 5 });
    const sale = await sell(p, 2);
    expect(await stockOf(t.database.owner, p.id)).toBe(3);

    const res = await staff.put('/pos/returns/update', { barcode: sale.barcode, cid: shop.cid });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ barcode: sale.barcode, returned: true, cid: shop.cid });
    expect(await stockOf(t.database.owner, p.id)).toBe(5);

    const again = await staff.put('/pos/returns/update', { barcode: sale.barcode });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Receipt has been returned');
    expect(await stockOf(t.database.owner, p.id)).toBe(5);
    expect((await staff.get(`/pos/returns?barcode=${sale.barcode}`)).json().returns[0].returned).toBe(true);
  });

  it('restores stock once when two returns of one receipt race', async () => {
    const p = await seedProduct(t.database.owner, shop.cid, { qty: 5 });
    const sale = await sell(p, 4);
    const results = await Promise.all(Array.from({ length: 6 }, () => shop.owner.put('/pos/returns/update', { barcode: sale.barcode })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await stockOf(t.database.owner, p.id)).toBe(5);
  });

  it('does not let another business return the receipt', async () => {
    const p = await seedProduct(t.database.owner, shop.cid, { qty: 5 });
    const sale = await sell(p, 1);
    const res = await other.owner.put('/pos/returns/update', { barcode: sale.barcode });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No return receipt found');
    expect(await stockOf(t.database.owner, p.id)).toBe(4);

    const naming = await staff.put('/pos/returns/update', { barcode: sale.barcode, cid: other.cid });
    expect(naming.statusCode).toBe(403);
    expect(await stockOf(t.database.owner, p.id)).toBe(4);
  });

  it('answers 404 No return receipt found for an unknown barcode and 400 for none', async () => {
    const res = await staff.put('/pos/returns/update', { barcode: '123456789012' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No return receipt found');
    expect((await staff.put('/pos/returns/update', {})).statusCode).toBe(400);
  });
});

describe('who may use the terminal', () => {
  it('answers 401 to every pos route when signed out', async () => {
    const anon = client(t.app, null);
    const p = await seedProduct(t.database.owner, shop.cid, { qty: 5 });
    for (const res of [
      await anon.get('/pos/list'),
      await anon.put('/pos/generate', cart([{ product: p, saleqty: 1 }])),
      await anon.get('/pos/receipt/123456789012'),
      await anon.get('/pos/returns?barcode=123456789012'),
      await anon.put('/pos/returns/update', { barcode: '123456789012' }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Not authorized, no token');
    }
    expect(await stockOf(t.database.owner, p.id)).toBe(5);
  });

  it('lets staff (non-admins) sell, look up and accept returns', async () => {
    const clerk = await shop.addUser({ name: 'Till Clerk' });
    const p = await seedProduct(t.database.owner, shop.cid, { qty: 2 });
    const sold = await clerk.put('/pos/generate', cart([{ product: p, saleqty: 2 }]));
    expect(sold.statusCode).toBe(201);
    expect((await clerk.get(`/pos/receipt/${sold.json().barcode}`)).statusCode).toBe(200);
    expect((await clerk.put('/pos/returns/update', { barcode: sold.json().barcode })).statusCode).toBe(200);
    expect(await stockOf(t.database.owner, p.id)).toBe(2);
  });

  it('refuses a disabled user', async () => {
    const gone = await shop.addUser({ isDisabled: true });
    const res = await gone.get('/pos/list');
    expect(res.statusCode).toBe(403);
  });
});
