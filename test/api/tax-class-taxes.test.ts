/**
 * Tax classes with several named taxes: a Montreal shop's class charges GST 5 % and QST 9.975 % on
 * the same line, each rounded once per sale, online and offline; the sale keeps each tax by name and
 * the receipt, the sales summary and the exports list them (the Z report: e2e/tax-currency). The
 * routes take `taxes` beside today's single `rate`,
 * refuse bad lists with a message and change nothing, refuse staff, and do not find another
 * business's class. Through the API, on the embedded database (and PostgreSQL with TEST_DATABASE_URL).
 */
import { and, asc, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeSaleTotals } from '../../src/domain/totals';
import { sales, saleTaxes, taxClasses } from '../../src/server/db/schema';
import { buildTestApp, client, ownerPayload, registerBusiness, type ApiClient, type Business, type TestApp } from '../helpers/app';

let t: TestApp;
afterAll(() => t?.close());
beforeAll(async () => {
  t = await buildTestApp();
});

const QUEBEC = [
  { name: 'GST', rate: 5 },
  { name: 'QST', rate: 9.975 },
];

describe('a Montreal shop: GST and QST on one line', () => {
  let shop: Business;
  let staff: ApiClient;
  let other: Business;
  let quebecId: string;
  let barcode: string;
  let mugId: string;

  beforeAll(async () => {
    shop = await registerBusiness(t.app, { bname: 'Boutique Mont-Royal' });
    staff = await shop.addUser();
    other = await registerBusiness(t.app, { bname: 'Other Shop' });
    expect((await shop.owner.post('/item/add', { item: 'Gifts' })).statusCode).toBe(201);
    expect((await shop.owner.post('/name/add', { manufacturer: 'House' })).statusCode).toBe(201);
    expect((await shop.owner.post('/setting/add', { taxrate: 14.975, currency: 'CAD' })).statusCode).toBe(201);
  });

  it('adds a class of two taxes: its rate is their sum, its taxes listed in order', async () => {
    const res = await shop.owner.post('/tax-classes', { name: 'Quebec', taxes: QUEBEC });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      _id: expect.any(String),
      name: 'Quebec',
      rate: 14.975,
      taxes: [
        { name: 'GST', rate: 5, compound: false },
        { name: 'QST', rate: 9.975, compound: false },
      ],
      isDefault: false,
    });
    quebecId = res.json()._id;
    const [row] = await t.database.owner.select().from(taxClasses).where(and(eq(taxClasses.cid, shop.cid), eq(taxClasses.id, quebecId)));
    expect(row).toMatchObject({ ratePpm: 149_750, taxes: [{ name: 'GST', ratePpm: 50_000, compound: false }, { name: 'QST', ratePpm: 99_750, compound: false }] });
    // A class of one rate lists that rate as one tax named as the class, as it always was.
    expect((await shop.owner.get('/tax-classes')).json().find((c: { isDefault: boolean }) => c.isDefault)).toMatchObject({ name: 'Standard', rate: 14.975, taxes: [{ name: 'Standard', rate: 14.975, compound: false }] });
  });

  it('making it the default keeps its taxes, and the settings’ rate is their sum', async () => {
    const res = await shop.owner.put(`/tax-classes/${quebecId}`, { name: 'Quebec', rate: 14.975, isDefault: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ isDefault: true, taxes: [{ name: 'GST' }, { name: 'QST' }] });
    expect((await shop.owner.get('/setting/list')).json()[0].taxrate).toBe(14.975);
  });

  it('charges each tax on the line, each rounded once for the sale, as the shared totals compute it', async () => {
    const mug = (await shop.owner.post('/inventory/add', { upc: '4100001', item: 'Gifts', manufacturer: 'House', subname: 'Mug', qty: 20, lowinventory: 0, cost: 1, price: 3.33 })).json();
    const res = await shop.owner.put('/pos/generate', [{ shipping: 0 }, { _id: mug._id, saleqty: 2, itemdiscount: 0 }]);
    expect(res.statusCode, res.body).toBe(201);
    // 6.66: GST 0.333 -> 0.33, QST 0.664… -> 0.66; what the terminal computes with the same function.
    const device = computeSaleTotals({
      lines: [{ priceMinor: 333, qty: 2, discountPct: 0, ratePpm: 149_750, taxes: [{ name: 'GST', ratePpm: 50_000, compound: false }, { name: 'QST', ratePpm: 99_750, compound: false }] }],
      shippingMinor: 0,
      defaultRatePpm: 149_750,
      inclusive: false,
    });
    expect(res.json()).toMatchObject({ subtotal: 6.66, taxes: 0.99, total: 7.65 });
    expect(device).toMatchObject({ subtotalMinor: 666, taxMinor: 99, totalMinor: 765 });
    barcode = res.json().barcode;
    mugId = mug._id;
    // The terminal gets the product's taxes with it, so it totals the cart as checkout does.
    const listed = ((await staff.get('/pos/list')).json().sales as { subname: string; taxRate: number; taxes?: unknown }[]).find((p) => p.subname === 'Mug');
    expect(listed).toMatchObject({ taxRate: 14.975, taxes: [{ name: 'GST', rate: 5, compound: false }, { name: 'QST', rate: 9.975, compound: false }] });
    const [sale] = await t.database.owner.select().from(sales).where(and(eq(sales.cid, shop.cid), eq(sales.barcode, barcode)));
    const taxes = await t.database.owner.select().from(saleTaxes).where(and(eq(saleTaxes.cid, shop.cid), eq(saleTaxes.saleId, sale.id))).orderBy(asc(saleTaxes.ratePpm));
    expect(taxes.map((x) => [x.name, x.named, x.ratePpm, x.baseCents, x.taxCents])).toEqual([
      ['GST', true, 50_000, 666, 33],
      ['QST', true, 99_750, 666, 66],
    ]);
  });

  it('a sale made offline at the class’s rate is taken with each tax, as the terminal charged it', async () => {
    const sold = { barcode: `9${String(Date.now() % 1e11).padStart(11, '0')}`, soldAt: new Date(Date.now() - 10 * 60_000).toISOString(), shipping: 0, lines: [{ _id: mugId, saleqty: 2, itemdiscount: 0, price: 3.33, taxRate: 14.975 }] };
    const res = await staff.request('POST', '/pos/offline-sales', sold, { 'idempotency-key': randomUUID() });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ offline: true, subtotal: 6.66, taxes: 0.99, total: 7.65 });
    const receipt = (await shop.owner.get(`/pos/receipt/${sold.barcode}`)).json();
    expect(receipt.taxLines.map((x: { name: string; tax: number }) => [x.name, x.tax])).toEqual([
      ['GST', 0.33],
      ['QST', 0.66],
    ]);
  });

  it('the receipt, the sales summary and its exports list each tax by name', async () => {
    const receipt = (await shop.owner.get(`/pos/receipt/${barcode}`)).json();
    expect(receipt.taxLines).toEqual([
      { name: 'GST', rate: 5, base: 6.66, tax: 0.33, named: true },
      { name: 'QST', rate: 9.975, base: 6.66, tax: 0.66, named: true },
    ]);
    // The summary sums the two sales (one rung up, one made offline), each tax apart.
    const summary = (await shop.owner.get('/sales/summary')).json();
    expect(summary.taxLines).toEqual([
      { name: 'GST', rate: 5, base: 13.32, tax: 0.66, named: true, refundedBase: 0, refunded: 0, net: 0.66 },
      { name: 'QST', rate: 9.975, base: 13.32, tax: 1.32, named: true, refundedBase: 0, refunded: 0, net: 1.32 },
    ]);
    const csv = await shop.owner.get('/sales/summary.csv');
    expect(csv.body).toContain('GST at 5 % (on 13.32),0.66');
    expect(csv.body).toContain('QST at 9.975 % (on 13.32),1.32');
    // The receipts' export lists each receipt's taxes by name in its last column.
    const receipts = (await shop.owner.get('/sales/export.csv')).body.trim().split('\r\n');
    expect(receipts[0].endsWith(',Taxes')).toBe(true);
    expect(receipts.find((row) => row.includes(barcode))).toMatch(/,GST 5 % 0\.33; QST 9\.975 % 0\.66$/);
  });

  it.each([
    [{ name: 'Empty', taxes: [] }, 'taxes', 'taxes: Give the class at least one tax'],
    [{ name: 'Twice', taxes: [{ name: 'GST', rate: 5 }, { name: 'gst', rate: 5 }] }, 'taxes', 'taxes: Each tax of a class needs its own name'],
    [{ name: 'Fine', taxes: [{ name: 'GST', rate: 5.00001 }] }, 'taxes.0.rate', 'taxes.0.rate: must have at most 4 decimals'],
    [{ name: 'Nameless', taxes: [{ name: ' ', rate: 5 }] }, 'taxes.0.name', 'taxes.0.name: Enter a name for each tax'],
    [{ name: 'Too much', taxes: [{ name: 'A', rate: 60 }, { name: 'B', rate: 50 }] }, 'taxes', 'taxes: The taxes add up to more than 100 %'],
    [{ name: 'Nothing' }, 'rate', 'rate: Enter a rate or the class’s taxes'],
  ])('refuses %j with 400 naming the field, and adds nothing', async (body, field, message) => {
    const before = (await shop.owner.get('/tax-classes')).json();
    const res = await shop.owner.post('/tax-classes', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', field, message });
    expect((await shop.owner.get('/tax-classes')).json()).toEqual(before);
  });

  it('staff may not add or change a class of taxes', async () => {
    expect((await staff.post('/tax-classes', { name: 'Staff taxes', taxes: QUEBEC })).statusCode).toBe(403);
    expect((await staff.put(`/tax-classes/${quebecId}`, { name: 'Quebec', taxes: [{ name: 'GST', rate: 0 }] })).statusCode).toBe(403);
    expect((await shop.owner.get('/tax-classes')).json().find((c: { _id: string }) => c._id === quebecId).rate).toBe(14.975);
  });

  it('another business’s class is not found, and keeps its taxes', async () => {
    const res = await other.owner.put(`/tax-classes/${quebecId}`, { name: 'Stolen', taxes: [{ name: 'GST', rate: 1 }] });
    expect(res.statusCode).toBe(404);
    expect((await shop.owner.get('/tax-classes')).json().find((c: { _id: string }) => c._id === quebecId)).toMatchObject({ name: 'Quebec', rate: 14.975 });
  });

  it('saving another rate in the settings makes the default class one rate again', async () => {
    const [setting] = (await shop.owner.get('/setting/list')).json();
    expect((await shop.owner.put(`/setting/update/${setting._id}`, { taxrate: 13, currency: 'CAD' })).statusCode).toBe(200);
    expect((await shop.owner.get('/tax-classes')).json().find((c: { _id: string }) => c._id === quebecId)).toMatchObject({ rate: 13, taxes: [{ name: 'Quebec', rate: 13, compound: false }] });
  });
});

describe('sign-up proposes a place’s own taxes', () => {
  async function signUp(place: Record<string, string>) {
    const res = await t.app.inject({ method: 'POST', url: '/api/owners/register', payload: { ...ownerPayload(place), countryDefaults: true } });
    expect(res.statusCode, res.body).toBe(201);
    return client(t.app, res.json().token);
  }

  it.each([
    [{ city: 'Montréal', state: 'QC', country: 'Canada' }, 14.975, ['GST', 5, 'QST', 9.975]],
    [{ city: 'Toronto', state: 'ON', country: 'Canada' }, 13, ['HST', 13]],
    [{ city: 'New York', state: 'NY', country: 'United States' }, 8.875, ['NY State', 4, 'NYC', 4.875]],
  ])('%j: the default class lists them and the settings’ rate is their sum', async (place, rate, taxes) => {
    const owner = await signUp(place);
    expect((await owner.get('/setting/list')).json()[0]).toMatchObject({ taxrate: rate });
    const [standard] = (await owner.get('/tax-classes')).json() as { rate: number; taxes: { name: string; rate: number }[] }[];
    expect(standard.rate).toBe(rate);
    expect(standard.taxes.flatMap((x) => [x.name, x.rate])).toEqual(taxes);
  });

  it('a province without its own pair keeps the country’s one rate', async () => {
    const owner = await signUp({ city: 'Vancouver', state: 'BC', country: 'Canada' });
    expect((await owner.get('/tax-classes')).json()[0]).toMatchObject({ rate: 5, taxes: [{ name: 'Standard', rate: 5, compound: false }] });
  });
});

