/**
 * Stock counts: opening, counting (scans and typed quantities), the variance review and the commit,
 * judged by the count rule: a line counts against the stock on hand when it was first counted, so
 * what sells between counting and committing stays subtracted (docs/stock.md, "Stock counts").
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_QTY } from '../../src/domain/schemas/inventory';
import type { TStockCount, TStockCountLineChange, TStockCountList } from '../../src/domain/schemas/stock-counts';
import { rows } from '../../src/server/db/raw';
import { moveStock } from '../../src/server/services/stock/ledger';
import { buildTestApp, client, registerBusiness, type ApiClient, type Business, type TestApp } from '../helpers/app';

let t: TestApp;
let shop: Business;
let other: Business;
let staff: ApiClient;
let admin: ApiClient;

beforeAll(async () => {
  t = await buildTestApp({ PAGE_SIZE: 3 });
  shop = await registerBusiness(t.app, { bname: 'Count Shop' });
  other = await registerBusiness(t.app, { bname: 'Other Shop' });
  staff = await shop.addUser();
  admin = await shop.addUser({ isAdmin: true });
  for (const biz of [shop, other]) {
    for (const item of ['Snacks', 'Tools']) expect((await biz.owner.post('/item/add', { item })).statusCode).toBe(201);
    for (const manufacturer of ['Acme', 'Bolt']) expect((await biz.owner.post('/name/add', { manufacturer })).statusCode).toBe(201);
  }
  expect((await other.owner.post('/item/add', { item: 'Elsewhere' })).statusCode).toBe(201);
});
afterAll(() => t?.close());

let upcSeq = 400_000_000_000;
interface Entry {
  id: string;
  upc: string;
  name: string;
}

/** An entry with `qty` on hand and a cost of 2.50, in category Snacks by Acme unless told. */
async function addEntry(biz: Business, qty: number, over: { item?: string; manufacturer?: string; name?: string; cost?: number } = {}): Promise<Entry> {
  upcSeq += 1;
  const upc = String(upcSeq);
  const name = over.name ?? `Thing ${upc}`;
  const res = await biz.owner.post('/inventory/add', {
    upc,
    item: over.item ?? 'Snacks',
    manufacturer: over.manufacturer ?? 'Acme',
    subname: name,
    qty: Math.max(qty, 1),
    lowinventory: 1,
    cost: over.cost ?? 2.5,
    price: 5,
  });
  expect(res.statusCode, res.body).toBe(201);
  const id: string = res.json()._id;
  if (qty !== Math.max(qty, 1)) await setStock(biz, id, qty);
  return { id, upc, name };
}

/** Sets an entry's stock as a test fixture would (below 0 too, as a synced offline sale may). */
async function setStock(biz: Business, id: string, qty: number) {
  await t.database.tenant(biz.cid, (db) => moveStock(db, biz.cid, { userId: null, userName: 'Test fixture' }, { inventoryId: id, setTo: qty, reason: 'count', floor: null }), {
    write: true,
  });
}

async function stockOf(biz: Business, id: string): Promise<number> {
  const res = await biz.owner.get(`/inventory/edit/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().qty;
}

function sell(biz: Business, id: string, qty: number) {
  return biz.owner.put('/pos/generate', [{ subtotal: 0, discount: 0, shipping: 0, taxes: 0, total: 0 }, { _id: id, saleqty: qty, itemdiscount: 0 }]);
}

async function openCount(body: Record<string, unknown> = {}, by: ApiClient = shop.owner): Promise<TStockCount> {
  const res = await by.post('/stock-counts', { name: 'Count', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function scan(countId: string, upc: string, qty?: number, by: ApiClient = staff): Promise<TStockCountLineChange> {
  const res = await by.post(`/stock-counts/${countId}/scan`, qty === undefined ? { upc } : { upc, qty });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function detail(countId: string, by: ApiClient = shop.owner): Promise<TStockCount> {
  const res = await by.get(`/stock-counts/${countId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function countMovements(biz: Business, countId: string) {
  return rows<{ inventory_id: string; delta: number; qty_after: number; reason: string }>(
    t.database.owner,
    sql`select inventory_id, delta, qty_after, reason from stock_movements where cid = ${biz.cid} and ref_type = 'stock_count' and ref_id = ${countId} order by seq`,
  );
}

/** A business of its own, so counts of everything see only the entries a test made. */
async function freshShop(): Promise<Business> {
  const biz = await registerBusiness(t.app, { bname: 'Fresh Shop' });
  for (const item of ['Snacks', 'Tools']) expect((await biz.owner.post('/item/add', { item })).statusCode).toBe(201);
  for (const manufacturer of ['Acme', 'Bolt']) expect((await biz.owner.post('/name/add', { manufacturer })).statusCode).toBe(201);
  return biz;
}

describe('POST /stock-counts', () => {
  it('opens a count of everything for an admin, with every entry uncounted', async () => {
    const biz = await freshShop();
    await addEntry(biz, 4, { name: 'Apple' });
    await addEntry(biz, 0, { name: 'Banana' });
    const res = await biz.owner.post('/stock-counts', { name: '  Year end  ' });
    expect(res.statusCode, res.body).toBe(201);
    const count: TStockCount = res.json();
    expect(count).toMatchObject({
      name: 'Year end',
      status: 'open',
      scope: { item: null, manufacturer: null },
      zeroUncounted: false,
      committedAt: null,
      lines: [],
      uncounted: 2,
      uncountedWithStock: 1,
      totals: { lines: 0, expected: 0, counted: 0, variance: 0, varianceCost: 0 },
    });
    expect(count.uncountedEntries.map((e) => [e.name, e.onHand])).toEqual([
      ['Apple', 4],
      ['Banana', 0],
    ]);
  });

  it('scopes a count to one category or one manufacturer, keeping the listed spelling', async () => {
    const biz = await freshShop();
    await addEntry(biz, 3, { item: 'Snacks', manufacturer: 'Acme' });
    await addEntry(biz, 3, { item: 'Tools', manufacturer: 'Acme' });
    await addEntry(biz, 3, { item: 'Tools', manufacturer: 'Bolt' });
    const byItem = await openCount({ item: 'tools' }, biz.owner);
    expect(byItem).toMatchObject({ scope: { item: 'Tools', manufacturer: null }, uncounted: 2 });
    const byMaker = await openCount({ manufacturer: 'ACME', item: '' }, biz.owner);
    expect(byMaker).toMatchObject({ scope: { item: null, manufacturer: 'Acme' }, uncounted: 2 });
    const both = await openCount({ item: 'Tools', manufacturer: 'Bolt' }, biz.owner);
    expect(both).toMatchObject({ scope: { item: 'Tools', manufacturer: 'Bolt' }, uncounted: 1 });
  });

  it.each([
    ['no name', {}, 'name', 'Please name the count'],
    ['a blank name', { name: '   ' }, 'name', 'Please name the count'],
    ['a name too long', { name: 'x'.repeat(101) }, 'name', 'must be at most 100 characters'],
    ['control characters', { name: 'Bad\u0007name' }, 'name', 'contains characters that are not allowed'],
    ['a number for a name', { name: 12 }, 'name', 'must be text'],
    ['an unlisted category', { name: 'C', item: 'Nope' }, 'item', '"Nope" is not in your item list'],
    ["another business's category", { name: 'C', item: 'Elsewhere' }, 'item', '"Elsewhere" is not in your item list'],
    ['an unlisted manufacturer', { name: 'C', manufacturer: 'Initech' }, 'manufacturer', '"Initech" is not in your manufacturer list'],
  ])('refuses %s with 400 naming the field, and opens nothing', async (_case, body, field, message) => {
    const before = (await shop.owner.get('/stock-counts')).json().count;
    const res = await shop.owner.post('/stock-counts', body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', field });
    expect(res.json().message).toContain(message);
    expect((await shop.owner.get('/stock-counts')).json().count).toBe(before);
  });

  it('is for admins only', async () => {
    const res = await staff.post('/stock-counts', { name: 'Staff count' });
    expect(res.statusCode).toBe(403);
    expect((await client(t.app, null).post('/stock-counts', { name: 'Anon' })).statusCode).toBe(401);
    expect((await admin.post('/stock-counts', { name: 'Admin count' })).statusCode).toBe(201);
  });
});

describe('GET /stock-counts', () => {
  it('pages the business counts newest first, filters by status, and shows nothing of another business', async () => {
    const biz = await freshShop();
    const bizStaff = await biz.addUser();
    const made: string[] = [];
    for (const name of ['One', 'Two', 'Three', 'Four']) made.push((await openCount({ name }, biz.owner))._id);
    expect((await biz.owner.post(`/stock-counts/${made[0]}/cancel`)).statusCode).toBe(200);

    const page1: TStockCountList = (await bizStaff.get('/stock-counts')).json();
    expect(page1).toMatchObject({ count: 4, page: 1, pages: 2 });
    expect(page1.counts.map((c) => c.name)).toEqual(['Four', 'Three', 'Two']);
    expect(page1.counts[0]).toMatchObject({ status: 'open', lines: 0, scope: { item: null, manufacturer: null } });
    const page2: TStockCountList = (await bizStaff.get('/stock-counts?pageNumber=2')).json();
    expect(page2.counts.map((c) => c.name)).toEqual(['One']);

    const cancelled: TStockCountList = (await bizStaff.get('/stock-counts?status=cancelled')).json();
    expect(cancelled).toMatchObject({ count: 1, counts: [{ name: 'One', status: 'cancelled' }] });
    expect((await bizStaff.get('/stock-counts?status=open&pageNumber=abc')).json()).toMatchObject({ count: 3, page: 1 });
    expect((await bizStaff.get('/stock-counts?status=')).json().count).toBe(4);

    const theirs: TStockCountList = (await other.owner.get('/stock-counts')).json();
    expect(theirs.counts.some((c) => made.includes(c._id))).toBe(false);
  });

  it('refuses an unknown status and a signed-out caller', async () => {
    const res = await staff.get('/stock-counts?status=done');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION' });
    expect((await client(t.app, null).get('/stock-counts')).statusCode).toBe(401);
  });
});

describe('GET /stock-counts/:id', () => {
  it('shows staff the count without cost, admins with it, and another business nothing', async () => {
    const e = await addEntry(shop, 10, { cost: 2.5 });
    const count = await openCount({ item: 'Snacks' });
    await scan(count._id, e.upc, 8);

    const seenByStaff = await detail(count._id, staff);
    const line = seenByStaff.lines.find((l) => l.inventoryId === e.id)!;
    expect(line).toMatchObject({ upc: e.upc, name: e.name, expected: 10, counted: 8, variance: -2, onHand: 10, recount: null });
    expect(line).not.toHaveProperty('varianceCost');
    expect(seenByStaff.totals).not.toHaveProperty('varianceCost');

    const seenByAdmin = await detail(count._id);
    expect(seenByAdmin.lines.find((l) => l.inventoryId === e.id)).toMatchObject({ varianceCost: -5 });
    expect(seenByAdmin.totals).toMatchObject({ lines: 1, expected: 10, counted: 8, variance: -2, varianceCost: -5 });

    expect((await other.owner.get(`/stock-counts/${count._id}`)).statusCode).toBe(404);
    expect((await shop.owner.get('/stock-counts/no-such-count')).json()).toMatchObject({ code: 'NOT_FOUND', message: 'Stock count not found' });
    expect((await client(t.app, null).get(`/stock-counts/${count._id}`)).statusCode).toBe(401);
  });
});

describe('POST /stock-counts/:id/scan', () => {
  it('adds one per scan (or the quantity sent), taking expected from the stock at the first scan', async () => {
    const e = await addEntry(shop, 10);
    const count = await openCount();
    const first = await scan(count._id, e.upc);
    expect(first.line).toMatchObject({ inventoryId: e.id, expected: 10, counted: 1, variance: -9 });
    expect((await sell(shop, e.id, 2)).statusCode).toBe(201);
    const second = await scan(count._id, `  ${e.upc} `);
    // Expected stays what was on hand at the first scan; the sale does not move it.
    expect(second.line).toMatchObject({ expected: 10, counted: 2, onHand: 8 });
    const third = await scan(count._id, e.upc, 5);
    expect(third.line).toMatchObject({ counted: 7, variance: -3 });
    expect(third.totals).toMatchObject({ lines: 1, expected: 10, counted: 7, variance: -3 });
    expect(third.totals).not.toHaveProperty('varianceCost');
    expect((await scan(count._id, e.upc, 1, shop.owner)).totals).toMatchObject({ counted: 8, varianceCost: -5 });
  });

  it('answers 404 with a clear message for an unknown UPC, and for a UPC of another business', async () => {
    const theirs = await addEntry(other, 5);
    const count = await openCount();
    for (const [upc, read] of [['000-999 111', '000999111'], [theirs.upc, theirs.upc]]) {
      const res = await staff.post(`/stock-counts/${count._id}/scan`, { upc });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: `No inventory entry has UPC ${read}` });
    }
    expect((await detail(count._id)).lines).toEqual([]);
  });

  it('refuses an entry outside the count scope with 400', async () => {
    const tool = await addEntry(shop, 5, { item: 'Tools', name: 'Hammer' });
    const count = await openCount({ item: 'Snacks' });
    const res = await staff.post(`/stock-counts/${count._id}/scan`, { upc: tool.upc });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', field: 'upc', message: `upc: Hammer (UPC ${tool.upc}) is not in this count's scope: Category Snacks` });
    expect((await detail(count._id)).lines).toEqual([]);
  });

  it.each([
    ['qty 0', { qty: 0 }, 'qty'],
    ['a negative qty', { qty: -1 }, 'qty'],
    ['a fractional qty', { qty: 1.5 }, 'qty'],
    ['a qty that is not a number', { qty: 'many' }, 'qty'],
    ['a huge qty', { qty: 1e12 }, 'qty'],
    ['no UPC', { upc: '' }, 'upc'],
    ['a UPC with control characters', { upc: '12\u001b3' }, 'upc'],
    ['a UPC too long', { upc: '9'.repeat(65) }, 'upc'],
  ])('refuses %s with 400 and counts nothing', async (_case, over, field) => {
    const e = await addEntry(shop, 3);
    const count = await openCount();
    await scan(count._id, e.upc);
    const res = await staff.post(`/stock-counts/${count._id}/scan`, { upc: e.upc, ...over });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', field });
    expect((await detail(count._id)).lines.map((l) => l.counted)).toEqual([1]);
  });

  it('never lets a line count past the largest quantity', async () => {
    const e = await addEntry(shop, 3);
    const count = await openCount();
    await scan(count._id, e.upc, MAX_QTY);
    const res = await staff.post(`/stock-counts/${count._id}/scan`, { upc: e.upc });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`qty: the counted quantity cannot exceed ${MAX_QTY}`);
    expect((await detail(count._id)).lines[0].counted).toBe(MAX_QTY);
  });

  it("answers 404 for another business's count and 401 signed out", async () => {
    const e = await addEntry(shop, 3);
    const count = await openCount();
    expect((await other.owner.post(`/stock-counts/${count._id}/scan`, { upc: e.upc })).statusCode).toBe(404);
    expect((await client(t.app, null).post(`/stock-counts/${count._id}/scan`, { upc: e.upc })).statusCode).toBe(401);
    expect((await detail(count._id)).lines).toEqual([]);
  });

  it('never loses a unit when many scans of one line arrive at once', async () => {
    const e = await addEntry(shop, 50);
    const count = await openCount();
    const answers = await Promise.all(Array.from({ length: 24 }, (_, i) => (i % 2 ? staff : admin).post(`/stock-counts/${count._id}/scan`, { upc: e.upc })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(24).fill(200));
    expect((await detail(count._id)).lines).toMatchObject([{ inventoryId: e.id, expected: 50, counted: 24 }]);
  });
});

describe('PUT /stock-counts/:id/lines/:inventoryId', () => {
  it('sets the counted quantity, starting the line at the stock on hand when it is new', async () => {
    const e = await addEntry(shop, 6);
    const count = await openCount();
    const set = await staff.put(`/stock-counts/${count._id}/lines/${e.id}`, { counted: 4 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().line).toMatchObject({ inventoryId: e.id, expected: 6, counted: 4, variance: -2 });
    await scan(count._id, e.upc);
    const again = await staff.put(`/stock-counts/${count._id}/lines/${e.id}`, { counted: '9' });
    expect(again.json().line).toMatchObject({ expected: 6, counted: 9, variance: 3 });
    const zero = await staff.put(`/stock-counts/${count._id}/lines/${e.id}`, { counted: 0 });
    expect(zero.json().line).toMatchObject({ counted: 0, variance: -6 });
  });

  it.each([
    ['negative', -1],
    ['fractional', 2.5],
    ['huge', MAX_QTY + 1],
    ['not a number', 'ten'],
    ['missing', undefined],
    ['null', null],
  ])('refuses a %s quantity with 400 and changes nothing', async (_case, counted) => {
    const e = await addEntry(shop, 6);
    const count = await openCount();
    await scan(count._id, e.upc, 2);
    const res = await staff.put(`/stock-counts/${count._id}/lines/${e.id}`, { counted });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', field: 'counted' });
    expect((await detail(count._id)).lines.map((l) => l.counted)).toEqual([2]);
  });

  it("answers 404 for an unknown entry, another business's entry and another business's count", async () => {
    const mine = await addEntry(shop, 2);
    const theirs = await addEntry(other, 2);
    const count = await openCount();
    const theirCount = await openCount({}, other.owner);
    expect((await staff.put(`/stock-counts/${count._id}/lines/no-such-entry`, { counted: 1 })).json()).toMatchObject({ code: 'NOT_FOUND', message: 'Inventory entry not found' });
    expect((await staff.put(`/stock-counts/${count._id}/lines/${theirs.id}`, { counted: 1 })).statusCode).toBe(404);
    expect((await staff.put(`/stock-counts/${theirCount._id}/lines/${mine.id}`, { counted: 1 })).statusCode).toBe(404);
    expect((await detail(count._id)).lines).toEqual([]);
    expect((await detail(theirCount._id, other.owner)).lines).toEqual([]);
  });

  it('refuses an entry outside the scope with 400', async () => {
    const tool = await addEntry(shop, 2, { item: 'Tools', manufacturer: 'Bolt' });
    const count = await openCount({ manufacturer: 'Acme' });
    const res = await staff.put(`/stock-counts/${count._id}/lines/${tool.id}`, { counted: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'inventoryId' });
    expect(res.json().message).toContain('Manufacturer Acme');
  });
});

describe('DELETE /stock-counts/:id/lines/:inventoryId', () => {
  it('takes a line out, so that its next count starts afresh from the stock on hand', async () => {
    const e = await addEntry(shop, 10);
    const count = await openCount();
    await scan(count._id, e.upc, 3);
    expect((await sell(shop, e.id, 4)).statusCode).toBe(201);
    const removed = await staff.del(`/stock-counts/${count._id}/lines/${e.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ totals: { lines: 0 } });
    expect((await scan(count._id, e.upc)).line).toMatchObject({ expected: 6, counted: 1 });
  });

  it("answers 404 for a line not counted and for another business's count", async () => {
    const e = await addEntry(shop, 2);
    const count = await openCount();
    expect((await staff.del(`/stock-counts/${count._id}/lines/${e.id}`)).statusCode).toBe(404);
    await scan(count._id, e.upc);
    expect((await other.owner.del(`/stock-counts/${count._id}/lines/${e.id}`)).statusCode).toBe(404);
    expect((await detail(count._id)).lines).toHaveLength(1);
  });
});

describe('POST /stock-counts/:id/commit', () => {
  it("keeps a sale made between counting and committing: expected 10, counted 8, one sold, 7 on hand (the issue's example)", async () => {
    const e = await addEntry(shop, 10);
    const count = await openCount({ name: 'Shelf A' });
    await staff.put(`/stock-counts/${count._id}/lines/${e.id}`, { counted: 8 });
    expect((await sell(shop, e.id, 1)).statusCode).toBe(201);
    expect(await stockOf(shop, e.id)).toBe(9);

    const res = await shop.owner.post(`/stock-counts/${count._id}/commit`, { zeroUncounted: false });
    expect(res.statusCode, res.body).toBe(200);
    const committed: TStockCount = res.json();
    expect(committed).toMatchObject({ status: 'committed', zeroUncounted: false, uncounted: 0, totals: { lines: 1, expected: 10, counted: 8, variance: -2, varianceCost: -5 } });
    expect(committed.committedAt).not.toBeNull();
    expect(committed.lines).toMatchObject([{ expected: 10, counted: 8, variance: -2, onHand: null, recount: null }]);
    expect(await stockOf(shop, e.id)).toBe(7);
    expect(await countMovements(shop, count._id)).toEqual([{ inventory_id: e.id, delta: -2, qty_after: 7, reason: 'count' }]);
  });

  it('changes every counted line by its variance in one go, and leaves uncounted entries alone', async () => {
    const biz = await freshShop();
    const a = await addEntry(biz, 5);
    const b = await addEntry(biz, 5);
    const same = await addEntry(biz, 5);
    const untouched = await addEntry(biz, 5);
    const count = await openCount({}, biz.owner);
    await biz.owner.put(`/stock-counts/${count._id}/lines/${a.id}`, { counted: 7 });
    await biz.owner.put(`/stock-counts/${count._id}/lines/${b.id}`, { counted: 0 });
    await biz.owner.put(`/stock-counts/${count._id}/lines/${same.id}`, { counted: 5 });
    expect((await biz.owner.post(`/stock-counts/${count._id}/commit`, {})).statusCode).toBe(200);
    expect([await stockOf(biz, a.id), await stockOf(biz, b.id), await stockOf(biz, same.id), await stockOf(biz, untouched.id)]).toEqual([7, 0, 5, 5]);
    // A line without variance changes nothing and writes no movement.
    expect((await countMovements(biz, count._id)).map((m) => m.delta).sort()).toEqual([-5, 2]);
  });

  it('with zeroUncounted, sets every uncounted entry in scope to 0 (below-zero ones too) and records it', async () => {
    const biz = await freshShop();
    const counted = await addEntry(biz, 4, { item: 'Snacks' });
    const forgotten = await addEntry(biz, 6, { item: 'Snacks', name: 'Forgotten' });
    const oversold = await addEntry(biz, 1, { item: 'Snacks', name: 'Oversold' });
    await setStock(biz, oversold.id, -2);
    const empty = await addEntry(biz, 0, { item: 'Snacks' });
    const outOfScope = await addEntry(biz, 9, { item: 'Tools' });
    const count = await openCount({ item: 'Snacks' }, biz.owner);
    await biz.owner.put(`/stock-counts/${count._id}/lines/${counted.id}`, { counted: 4 });
    const review = await detail(count._id, biz.owner);
    expect(review).toMatchObject({ uncounted: 3, uncountedWithStock: 2 });

    const res = await biz.owner.post(`/stock-counts/${count._id}/commit`, { zeroUncounted: true });
    expect(res.statusCode, res.body).toBe(200);
    const committed: TStockCount = res.json();
    expect(committed.zeroUncounted).toBe(true);
    expect([await stockOf(biz, forgotten.id), await stockOf(biz, oversold.id), await stockOf(biz, empty.id), await stockOf(biz, outOfScope.id)]).toEqual([0, 0, 0, 9]);
    expect(committed.lines.map((l) => [l.name, l.expected, l.counted, l.variance]).sort()).toEqual([
      ['Forgotten', 6, 0, -6],
      ['Oversold', -2, 0, 2],
      [counted.name, 4, 4, 0],
    ]);
    expect(committed.totals).toMatchObject({ lines: 3, variance: -4, varianceCost: -10 });
  });

  it('refuses with 409 naming the line when sales since counting exceed what was counted, and commits nothing', async () => {
    const e = await addEntry(shop, 10, { name: 'Short Shelf' });
    const fine = await addEntry(shop, 10);
    const count = await openCount();
    await staff.put(`/stock-counts/${count._id}/lines/${e.id}`, { counted: 2 });
    await staff.put(`/stock-counts/${count._id}/lines/${fine.id}`, { counted: 11 });
    expect((await sell(shop, e.id, 9)).statusCode).toBe(201);
    const review = await detail(count._id);
    expect(review.lines.find((l) => l.inventoryId === e.id)).toMatchObject({ onHand: 1, variance: -8, recount: 'below-zero' });

    const res = await shop.owner.post(`/stock-counts/${count._id}/commit`, { zeroUncounted: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CONFLICT');
    expect(res.json().message).toContain(`Short Shelf (UPC ${e.upc}): 1 on hand now, and its variance of -8 would leave -7`);
    expect([await stockOf(shop, e.id), await stockOf(shop, fine.id)]).toEqual([1, 10]);
    expect((await detail(count._id)).status).toBe('open');
    expect(await countMovements(shop, count._id)).toEqual([]);

    // Counted again, the line starts from what is on hand now, and the count commits.
    expect((await staff.del(`/stock-counts/${count._id}/lines/${e.id}`)).statusCode).toBe(200);
    await staff.put(`/stock-counts/${count._id}/lines/${e.id}`, { counted: 1 });
    expect((await shop.owner.post(`/stock-counts/${count._id}/commit`, {})).statusCode).toBe(200);
    expect([await stockOf(shop, e.id), await stockOf(shop, fine.id)]).toEqual([1, 11]);
  });

  it('refuses a line that another count set after it was counted, so overlapping counts never apply a variance twice', async () => {
    const e = await addEntry(shop, 10);
    const wide = await openCount({ name: 'Everything' });
    const narrow = await openCount({ name: 'Snacks', item: 'Snacks' });
    await staff.put(`/stock-counts/${wide._id}/lines/${e.id}`, { counted: 8 });
    await staff.put(`/stock-counts/${narrow._id}/lines/${e.id}`, { counted: 8 });
    expect((await shop.owner.post(`/stock-counts/${narrow._id}/commit`, {})).statusCode).toBe(200);
    expect(await stockOf(shop, e.id)).toBe(8);

    expect((await detail(wide._id)).lines.find((l) => l.inventoryId === e.id)).toMatchObject({ recount: 'recounted' });
    const res = await shop.owner.post(`/stock-counts/${wide._id}/commit`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('was set by another count after this one counted it');
    expect(await stockOf(shop, e.id)).toBe(8);
  });

  it('refuses a line whose quantity was replaced by hand (the spec updm) after it was counted', async () => {
    const e = await addEntry(shop, 10, { name: 'Replaced' });
    const count = await openCount();
    await staff.put(`/stock-counts/${count._id}/lines/${e.id}`, { counted: 7 });
    const replaced = await shop.owner.put(`/inventory/updm/${e.id}`, { upc: e.upc, item: 'Snacks', manufacturer: 'Acme', subname: e.name, qty: 7, lowinventory: 1, cost: 2.5, price: 5 });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const res = await shop.owner.post(`/stock-counts/${count._id}/commit`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(`Replaced (UPC ${e.upc}) was set by another count after this one counted it`);
    expect(await stockOf(shop, e.id)).toBe(7);
  });

  it('skips a line whose entry was deleted during the count', async () => {
    const gone = await addEntry(shop, 4);
    const kept = await addEntry(shop, 4);
    const count = await openCount();
    await staff.put(`/stock-counts/${count._id}/lines/${gone.id}`, { counted: 1 });
    await staff.put(`/stock-counts/${count._id}/lines/${kept.id}`, { counted: 3 });
    expect((await shop.owner.del(`/inventory/del/${gone.id}`)).statusCode).toBe(200);
    expect((await detail(count._id)).lines.find((l) => l.inventoryId === gone.id)).toMatchObject({ onHand: null, recount: null });
    expect((await shop.owner.post(`/stock-counts/${count._id}/commit`, {})).statusCode).toBe(200);
    expect(await stockOf(shop, kept.id)).toBe(3);
  });

  it('makes the count read-only: every change afterwards is 409 and changes nothing', async () => {
    const e = await addEntry(shop, 5);
    const count = await openCount();
    await scan(count._id, e.upc, 5);
    expect((await shop.owner.post(`/stock-counts/${count._id}/commit`, {})).statusCode).toBe(200);
    const attempts = [
      staff.post(`/stock-counts/${count._id}/scan`, { upc: e.upc }),
      staff.put(`/stock-counts/${count._id}/lines/${e.id}`, { counted: 1 }),
      staff.del(`/stock-counts/${count._id}/lines/${e.id}`),
      shop.owner.post(`/stock-counts/${count._id}/commit`, {}),
      shop.owner.post(`/stock-counts/${count._id}/cancel`),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CONFLICT', message: 'This stock count is committed; it can no longer be changed' });
    }
    expect((await detail(count._id)).lines).toMatchObject([{ counted: 5 }]);
    expect(await stockOf(shop, e.id)).toBe(5);
  });

  it('is for admins of the business only; bad input is 400', async () => {
    const e = await addEntry(shop, 5);
    const count = await openCount();
    await scan(count._id, e.upc, 2);
    expect((await staff.post(`/stock-counts/${count._id}/commit`, {})).statusCode).toBe(403);
    expect((await other.owner.post(`/stock-counts/${count._id}/commit`, {})).statusCode).toBe(404);
    expect((await shop.owner.post('/stock-counts/nope/commit', {})).statusCode).toBe(404);
    const bad = await shop.owner.post(`/stock-counts/${count._id}/commit`, { zeroUncounted: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION', field: 'zeroUncounted' });
    expect(await stockOf(shop, e.id)).toBe(5);
    expect((await detail(count._id)).status).toBe('open');
  });

  it('takes in every scan that beat the commit, and refuses the ones after it', async () => {
    const e = await addEntry(shop, 30);
    const count = await openCount();
    await scan(count._id, e.upc);
    const scans = Array.from({ length: 12 }, () => staff.post(`/stock-counts/${count._id}/scan`, { upc: e.upc }));
    const commit = shop.owner.post(`/stock-counts/${count._id}/commit`, {});
    const answers = await Promise.all(scans);
    expect((await commit).statusCode).toBe(200);
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    const taken = 1 + answers.filter((a) => a.statusCode === 200).length;
    expect((await detail(count._id)).lines[0].counted).toBe(taken);
    expect(await stockOf(shop, e.id)).toBe(taken);
  });
});

describe('POST /stock-counts/:id/cancel', () => {
  it('closes an open count without touching stock; admins only', async () => {
    const e = await addEntry(shop, 5);
    const count = await openCount();
    await scan(count._id, e.upc, 2);
    expect((await staff.post(`/stock-counts/${count._id}/cancel`)).statusCode).toBe(403);
    expect((await other.owner.post(`/stock-counts/${count._id}/cancel`)).statusCode).toBe(404);
    const res = await admin.post(`/stock-counts/${count._id}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', committedAt: null, lines: [{ counted: 2, onHand: null }] });
    expect(await stockOf(shop, e.id)).toBe(5);
    expect((await staff.post(`/stock-counts/${count._id}/scan`, { upc: e.upc })).json()).toMatchObject({
      code: 'CONFLICT',
      message: 'This stock count is cancelled; it can no longer be changed',
    });
    expect((await shop.owner.post(`/stock-counts/${count._id}/commit`, {})).statusCode).toBe(409);
  });
});
