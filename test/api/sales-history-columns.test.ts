/**
 * The sales history says how each receipt was paid, who rang it up and on which register, so an
 * owner can follow a receipt to its drawer and its clerk without opening it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerBusiness, type ApiClient, type Business, type TestApp } from '../helpers/app';
import { seedProduct, seedSettings, type ProductRow } from '../helpers/fixtures';
import { firstRegister, sell } from '../helpers/money';

let t: TestApp;
let shop: Business;
let other: Business;
let clerk: ApiClient & { id: string };
let product: ProductRow;
const barcodes: Record<string, string> = {};

interface Row {
  barcode: string;
  payments: { method: string; amount: number }[];
  cashier: string | null;
  register: string | null;
}

beforeAll(async () => {
  t = await buildTestApp();
  shop = await registerBusiness(t.app);
  other = await registerBusiness(t.app);
  clerk = await shop.addUser({ name: 'Sam Staff' });
  await seedSettings(t.database.owner, shop.cid, 13, 'CAD');
  await seedSettings(t.database.owner, other.cid, 13, 'CAD');
  product = await seedProduct(t.database.owner, shop.cid, { priceCents: 1000, qty: 50 });
  const register = await firstRegister(clerk);
  expect((await clerk.post(`/registers/${register}/shifts`, { float: 50 })).statusCode).toBe(201);
  // 22.60: 10.00 by card, the rest in cash with change, on Register 1.
  const split = await sell(clerk, [{ product, qty: 2 }], { register, payments: [{ method: 'card', amount: 10, reference: '4417' }, { method: 'cash', amount: 20 }] });
  expect(split.statusCode, split.body).toBe(201);
  barcodes.split = split.json().barcode;
  // 11.30 by the owner on no register, paid some other way.
  const owners = await sell(shop.owner, [{ product, qty: 1 }], { payments: [{ method: 'other', amount: 11.3 }] });
  expect(owners.statusCode, owners.body).toBe(201);
  barcodes.owners = owners.json().barcode;
  const theirs = await seedProduct(t.database.owner, other.cid, { priceCents: 500, qty: 5 });
  expect((await sell(other.owner, [{ product: theirs, qty: 1 }])).statusCode).toBe(201);
});
afterAll(() => t?.close());

const rowsOf = async (user: ApiClient, url: string) => {
  const res = await user.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().sales as Row[];
};

describe('GET /api/sales/list: payments, cashier and register', () => {
  it('gives each receipt its tenders in the order given, its cashier and its register', async () => {
    const rows = await rowsOf(shop.owner, '/sales/list');
    expect(rows.map((r) => r.barcode)).toEqual([barcodes.owners, barcodes.split]);
    expect(rows[0]).toMatchObject({ payments: [{ method: 'other', amount: 11.3 }], cashier: 'Olive Owner', register: null });
    expect(rows[1]).toMatchObject({
      payments: [
        { method: 'card', amount: 10 },
        { method: 'cash', amount: 20 },
      ],
      cashier: 'Sam Staff',
      register: 'Register 1',
      total: 22.6,
      change: 7.4,
    });
  });

  it('names no cashier whose account is gone, and keeps the receipt', async () => {
    const temp = await shop.addUser({ name: 'Tess Temp' });
    const sale = await sell(temp, [{ product, qty: 1 }], { payments: [{ method: 'card', amount: 11.3 }] });
    expect(sale.statusCode).toBe(201);
    expect((await shop.owner.del(`/users/${temp.id}`)).statusCode).toBe(200);
    const [row] = await rowsOf(shop.owner, '/sales/list');
    expect(row).toMatchObject({ barcode: sale.json().barcode, cashier: null, register: null, payments: [{ method: 'card', amount: 11.3 }] });
  });

  it('gives a clerk the same columns on their own receipts of today', async () => {
    const mine = await rowsOf(clerk, '/sales/mine');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ barcode: barcodes.split, cashier: 'Sam Staff', register: 'Register 1' });
    expect(mine[0].payments.map((p) => p.method)).toEqual(['card', 'cash']);
  });

  it('is still for admins only', async () => {
    expect((await clerk.get('/sales/list')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/sales/list' })).statusCode).toBe(401);
  });

  it('refuses a bad day or range with a clear message, never a 500', async () => {
    const day = await shop.owner.get('/sales/list?from=2024-13-01');
    expect(day.statusCode).toBe(400);
    expect(day.json().message).toMatch(/YYYY-MM-DD/);
    const reversed = await shop.owner.get('/sales/list?from=2024-03-05&to=2024-03-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toMatch(/start date must not be after the end date/);
  });

  it('shows another business none of these receipts, cashiers or registers', async () => {
    const rows = await rowsOf(other.owner, '/sales/list');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ cashier: 'Olive Owner', register: null, payments: [{ method: 'cash', amount: 5.65 }] });
    expect(rows.map((r) => r.barcode)).not.toContain(barcodes.split);
  });
});
