import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WALLET_NOT_FOUND_MESSAGE } from '../../src/domain/schemas/pos';
import { buildTestApp, client, registerBusiness, type Business, type TestApp } from '../helpers/app';
import { seedProduct, seedSettings, stockOf, type ProductRow } from '../helpers/fixtures';

let t: TestApp;
let shop: Business;
let other: Business;
const anon = () => client(t.app, null);

beforeAll(async () => {
  t = await buildTestApp();
  shop = await registerBusiness(t.app, { bname: 'Wallet Shop' });
  other = await registerBusiness(t.app, { bname: 'Other Shop' });
  await seedSettings(t.database.owner, shop.cid, 5, 'USD');
});
afterAll(() => t?.close());

function cart(product: ProductRow, saleqty = 1) {
  return [{ total: 0, subtotal: 0, discount: 0, shipping: 0, taxes: 0 }, { _id: product.id, saleqty, itemdiscount: 0 }];
}

async function newWallet(): Promise<string> {
  const res = await anon().post('/wallets');
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

/** Width and height from a PNG's IHDR chunk, after checking the 8-byte signature. */
function pngSize(buf: Buffer): { width: number; height: number } {
  expect([...buf.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(buf.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

describe('receipt wallets', () => {
  it('creates a wallet with an unguessable id that anyone holding it can open', async () => {
    const id = await newWallet();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(await newWallet()).not.toBe(id);
    const res = await anon().get(`/wallets/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id, createdAt: expect.any(String), receipts: [] });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 404 for an unknown wallet', async () => {
    for (const id of ['0123456789abcdef0123456789abcdef', 'not-a-wallet']) {
      const res = await anon().get(`/wallets/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Wallet not found');
    }
  });

  it('shows receipts sent to the wallet, newest first', async () => {
    const id = await newWallet();
    const p = await seedProduct(t.database.owner, shop.cid, { priceCents: 1000, qty: 10 });
    const first = await shop.owner.put(`/pos/generate?qrid=${id}`, cart(p, 1));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ walletId: id, total: 10.5 });
    expect(first.json()).not.toHaveProperty('walletMessage');
    // A scanned QR code may carry the wallet page's address, and a typed code may be upper case.
    const second = await shop.owner.put(`/pos/generate?qrid=${encodeURIComponent(`https://till.example/wallet/${id.toUpperCase()}`)}`, cart(p, 2));
    expect(second.json().walletId).toBe(id);

    const wallet = (await anon().get(`/wallets/${id}`)).json();
    expect(wallet.receipts).toEqual([
      { barcode: second.json().barcode, qfname: second.json().qfname, createdAt: second.json().createdAt, total: 21, currency: 'USD', bname: 'Wallet Shop', returned: false, timeZone: 'UTC', locale: 'en-US' },
      { barcode: first.json().barcode, qfname: first.json().qfname, createdAt: first.json().createdAt, total: 10.5, currency: 'USD', bname: 'Wallet Shop', returned: false, timeZone: 'UTC', locale: 'en-US' },
    ]);
  });

  it('still makes the sale when the wallet code is wrong, and says the receipt was not sent', async () => {
    const p = await seedProduct(t.database.owner, shop.cid, { qty: 3 });
    const res = await shop.owner.put('/pos/generate?qrid=ffffffffffffffffffffffffffffffff', cart(p, 1));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ walletId: null, walletMessage: WALLET_NOT_FOUND_MESSAGE });
    expect(await stockOf(t.database.owner, p.id)).toBe(2);
    // An empty code is no code at all.
    const none = await shop.owner.put('/pos/generate?qrid=', cart(p, 1));
    expect(none.json()).not.toHaveProperty('walletMessage');
  });
});

describe('GET /api/return/{qfname}', () => {
  let walletId: string;
  let sent: { qfname: string; barcode: string };
  let unsent: { qfname: string; barcode: string };

  beforeAll(async () => {
    walletId = await newWallet();
    const p = await seedProduct(t.database.owner, shop.cid, { manufacturer: 'Acme', subname: 'Image Widget', priceCents: 1999, qty: 10 });
    sent = (await shop.owner.put(`/pos/generate?qrid=${walletId}`, cart(p, 2))).json();
    unsent = (await shop.owner.put('/pos/generate', cart(p, 1))).json();
  });

  it('renders a 700 px wide PNG for the business’s users', async () => {
    const staff = await shop.addUser();
    for (const who of [shop.owner, staff]) {
      const res = await who.get(`/return/${sent.qfname}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('private, no-cache');
      const { width, height } = pngSize(res.rawPayload);
      expect(width).toBe(700);
      expect(height).toBeGreaterThan(500);
    }
  });

  it('renders it for the wallet the receipt was sent to, without signing in', async () => {
    const res = await anon().get(`/return/${sent.qfname}?wallet=${walletId}`);
    expect(res.statusCode).toBe(200);
    expect(pngSize(res.rawPayload).width).toBe(700);
  });

  it('revalidates cheaply, and serves a new image once the receipt is returned', async () => {
    const first = await shop.owner.get(`/return/${unsent.qfname}`);
    const etag = String(first.headers.etag);
    const again = await shop.owner.request('GET', `/return/${unsent.qfname}`, undefined, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);

    const returned = await shop.owner.put('/pos/returns/update', { barcode: unsent.barcode });
    expect(returned.statusCode).toBe(200);
    const after = await shop.owner.request('GET', `/return/${unsent.qfname}`, undefined, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.rawPayload.equals(first.rawPayload)).toBe(false);
  });

  it('answers 404 to anyone else', async () => {
    const otherWallet = await newWallet();
    const cases = [
      await anon().get(`/return/${sent.qfname}`),
      await anon().get(`/return/${sent.qfname}?wallet=${otherWallet}`),
      await anon().get(`/return/${unsent.qfname}?wallet=${walletId}`),
      await other.owner.get(`/return/${sent.qfname}`),
      await other.owner.get(`/return/${unsent.qfname}`),
      await shop.owner.get('/return/..%2F..%2Fetc%2Fpasswd'),
      await shop.owner.get('/return/20240101-000000-wallet-shop-123456789012.png'),
    ];
    for (const res of cases) {
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/json/);
    }
  });
});

describe('wallet creation limit', () => {
  it('answers 429 after 20 new wallets from one address in an hour', async () => {
    const limited = await buildTestApp();
    try {
      const codes: number[] = [];
      for (let i = 0; i < 21; i++) codes.push((await limited.app.inject({ method: 'POST', url: '/api/wallets' })).statusCode);
      expect(codes.slice(0, 20)).toEqual(Array(20).fill(201));
      expect(codes[20]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
