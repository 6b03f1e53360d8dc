/**
 * Purchase orders and receiving: admins place and cancel orders; anyone signed in sees them and
 * receives goods, in parts. Stock rises only through `receive` movements, each entry's cost becomes
 * the weighted average of what was on hand and what arrived, and concurrent receipts of one line
 * never take in more than was ordered. Another business's orders, suppliers and entries are not found.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../src/server/db/raw';
import { inventory, settings, stockMovements } from '../../src/server/db/schema';
import { moveStock } from '../../src/server/services/stock/ledger';
import { buildTestApp, registerBusiness, type ApiClient, type Business, type TestApp } from '../helpers/app';
import { seedProduct } from '../helpers/fixtures';
import { databaseChecksum } from '../security/tenants';

interface Line {
  inventoryId: string;
  upc: string;
  name: string;
  qty: number;
  received: number;
  cost?: number;
}
interface Order {
  _id: string;
  number: number;
  status: string;
  supplier: { _id: string; name: string };
  note: string;
  lines: Line[];
  total?: number;
  createdAt: string;
}

let t: TestApp;
let shop: Business;
let other: Business;
let staff: ApiClient;
let supplierId: string;
let otherSupplierId: string;

beforeAll(async () => {
  t = await buildTestApp({ PAGE_SIZE: 3 });
  shop = await registerBusiness(t.app, { bname: 'PO Shop' });
  other = await registerBusiness(t.app, { bname: 'Other Shop' });
  staff = await shop.addUser();
  supplierId = (await shop.owner.post('/suppliers', { name: 'Northwind', contact: 'Nancy', phone: '555-0101' })).json()._id;
  otherSupplierId = (await other.owner.post('/suppliers', { name: 'Northwind' })).json()._id;
});
afterAll(() => t?.close());

let upcSeq = 500_000_000_000;
async function entry(biz: Business, fields: { qty?: number; costCents?: number; lowinventory?: number; subname?: string; upc?: string } = {}) {
  upcSeq += 1;
  return seedProduct(t.database.owner, biz.cid, { upc: String(upcSeq), subname: `Part ${upcSeq}`, ...fields });
}

async function place(lines: { inventoryId: string; qty: number; cost: number }[], extra: Record<string, unknown> = {}, biz = shop, supplier = supplierId): Promise<Order> {
  const res = await biz.owner.post('/purchase-orders', { supplierId: supplier, lines, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function stockOf(id: string) {
  const [row] = await t.database.owner.select({ qty: inventory.qty, costCents: inventory.costCents }).from(inventory).where(eq(inventory.id, id));
  return row;
}

async function movementsOf(id: string) {
  return t.database.owner.select().from(stockMovements).where(eq(stockMovements.inventoryId, id)).orderBy(stockMovements.seq);
}

describe('POST /purchase-orders', () => {
  it('places an order: numbered, open, the supplier named, lines copied from the entries, the total in decimals', async () => {
    const a = await entry(shop, { subname: 'Bolts' });
    const b = await entry(shop, { subname: 'Nuts' });
    const res = await shop.owner.post('/purchase-orders', {
      supplierId,
      note: ' Rush, please ',
      lines: [
        { inventoryId: a.id, qty: 12, cost: 1.25 },
        { inventoryId: b.id, qty: '3', cost: '0.1' },
      ],
    });
    expect(res.statusCode).toBe(201);
    const po: Order = res.json();
    expect(po).toMatchObject({
      number: expect.any(Number),
      status: 'open',
      supplier: { _id: supplierId, name: 'Northwind', contact: 'Nancy', phone: '555-0101' },
      note: 'Rush, please',
      lines: [
        { inventoryId: a.id, upc: a.upc, name: 'Bolts', qty: 12, received: 0, cost: 1.25 },
        { inventoryId: b.id, upc: b.upc, name: 'Nuts', qty: 3, received: 0, cost: 0.1 },
      ],
      total: 15.3,
    });
    expect(new Date(po.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    // Nothing arrives by ordering it.
    expect((await stockOf(a.id)).qty).toBe(a.qty);
  });

  it('numbers each business’s orders 1, 2, 3 ... on its own', async () => {
    const biz = await registerBusiness(t.app, { bname: 'Numbered Shop' });
    const s = (await biz.owner.post('/suppliers', { name: 'Only One' })).json()._id;
    const e = await entry(biz);
    const numbers = [];
    for (let i = 0; i < 3; i++) numbers.push((await place([{ inventoryId: e.id, qty: 1, cost: 1 }], {}, biz, s)).number);
    expect(numbers).toEqual([1, 2, 3]);
  });

  it('hands out distinct numbers to orders placed at the same moment', async () => {
    const biz = await registerBusiness(t.app, { bname: 'Busy Shop' });
    const s = (await biz.owner.post('/suppliers', { name: 'Busy' })).json()._id;
    const e = await entry(biz);
    const results = await Promise.all(Array.from({ length: 8 }, () => biz.owner.post('/purchase-orders', { supplierId: s, lines: [{ inventoryId: e.id, qty: 1, cost: 1 }] })));
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    expect(results.map((r) => r.json().number).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('is for admins: staff get 403', async () => {
    const e = await entry(shop);
    const res = await staff.post('/purchase-orders', { supplierId, lines: [{ inventoryId: e.id, qty: 1, cost: 1 }] });
    expect(res.statusCode).toBe(403);
  });

  describe('refuses bad input and changes nothing', () => {
    let e: { id: string };
    let f: { id: string };
    let theirs: { id: string };
    beforeAll(async () => {
      e = await entry(shop);
      f = await entry(shop);
      theirs = await entry(other);
    });
    const line = (over: Record<string, unknown> = {}) => ({ inventoryId: e.id, qty: 2, cost: 1.5, ...over });

    it.each([
      ['no lines', () => ({ supplierId, lines: [] }), 'lines', 'lines: must have at least 1 line'],
      ['lines that are not a list', () => ({ supplierId, lines: 'all of it' }), 'lines', 'lines: must be a list of lines'],
      ['201 lines', () => ({ supplierId, lines: Array.from({ length: 201 }, (_, i) => line({ inventoryId: `id-${i}` })) }), 'lines', 'lines: must have at most 200 lines'],
      ['no supplier', () => ({ lines: [line()] }), 'supplierId', 'supplierId: must name a supplier'],
      ['a line with no entry', () => ({ supplierId, lines: [{ qty: 1, cost: 1 }] }), 'lines.0.inventoryId', 'lines.0.inventoryId: must name an inventory entry'],
      ['a zero quantity', () => ({ supplierId, lines: [line({ qty: 0 })] }), 'lines.0.qty', 'lines.0.qty: must be at least 1'],
      ['a negative quantity', () => ({ supplierId, lines: [line({ qty: -4 })] }), 'lines.0.qty', 'lines.0.qty: must be at least 1'],
      ['a fractional quantity', () => ({ supplierId, lines: [line({ qty: 1.5 })] }), 'lines.0.qty', 'lines.0.qty: must be a whole number'],
      ['a quantity that is not a number', () => ({ supplierId, lines: [line({ qty: 'lots' })] }), 'lines.0.qty', 'lines.0.qty: must be a number'],
      ['a zero cost', () => ({ supplierId, lines: [line({ cost: 0 })] }), 'lines.0.cost', 'lines.0.cost: must be at least 0.01'],
      ['a cost with 3 decimals', () => ({ supplierId, lines: [line({ cost: 1.234 })] }), 'lines.0.cost', 'lines.0.cost: must have at most 2 decimals'],
      ['the same entry twice', () => ({ supplierId, lines: [line(), line({ inventoryId: f.id }), line()] }), 'lines.2.inventoryId', 'lines.2.inventoryId: is already on an earlier line; put its whole quantity on one line'],
    ])('%s: 400 naming the field', async (_case, body, field, message) => {
      const before = await databaseChecksum(t);
      const res = await shop.owner.post('/purchase-orders', body());
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'VALIDATION', field, message });
      expect(await databaseChecksum(t)).toBe(before);
    });

    it.each([
      ['an unknown supplier', () => ({ supplierId: 'no-such-supplier', lines: [line()] }), 'Supplier not found'],
      ['another business’s supplier', () => ({ supplierId: otherSupplierId, lines: [line()] }), 'Supplier not found'],
      ['an unknown entry', () => ({ supplierId, lines: [line(), line({ inventoryId: 'no-such-entry' })] }), 'Inventory entry not found (line 2)'],
      ['another business’s entry', () => ({ supplierId, lines: [line({ inventoryId: theirs.id })] }), 'Inventory entry not found (line 1)'],
    ])('%s: 404, as if absent', async (_case, body, message) => {
      const before = await databaseChecksum(t);
      const res = await shop.owner.post('/purchase-orders', body());
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message });
      expect(await databaseChecksum(t)).toBe(before);
    });
  });
});

describe('GET /purchase-orders and /purchase-orders/:id', () => {
  let biz: Business;
  let clerk: ApiClient;
  let orders: Order[];
  beforeAll(async () => {
    biz = await registerBusiness(t.app, { bname: 'Listing Shop' });
    clerk = await biz.addUser();
    const s = (await biz.owner.post('/suppliers', { name: 'Lister' })).json()._id;
    const e = await entry(biz, { qty: 0 });
    const g = await entry(biz, { qty: 0 });
    orders = [];
    for (let i = 0; i < 5; i++) orders.push(await place([{ inventoryId: e.id, qty: 4, cost: 2.5 }, { inventoryId: g.id, qty: 1, cost: 10 }], {}, biz, s));
    // #1 cancelled, #2 partly received, #3 received in full, #4 and #5 open.
    expect((await biz.owner.post(`/purchase-orders/${orders[0]._id}/cancel`)).statusCode).toBe(200);
    expect((await clerk.post(`/purchase-orders/${orders[1]._id}/receive`, { lines: [{ inventoryId: e.id, qty: 1 }] })).statusCode).toBe(200);
    expect((await clerk.post(`/purchase-orders/${orders[2]._id}/receive`, { lines: [{ inventoryId: e.id, qty: 4 }, { inventoryId: g.id, qty: 1 }] })).statusCode).toBe(200);
  });

  it('lists the newest first, paged, with each order’s lines summed up', async () => {
    const res = await biz.owner.get('/purchase-orders');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ page: 1, pages: 2, count: 5 });
    expect(page.purchaseOrders.map((o: Order) => o.number)).toEqual([5, 4, 3]);
    expect(page.purchaseOrders[2]).toMatchObject({ _id: orders[2]._id, status: 'received', supplier: { name: 'Lister' }, lineCount: 2, qty: 5, received: 5, total: 20 });
    expect((await biz.owner.get('/purchase-orders?pageNumber=2')).json().purchaseOrders.map((o: Order) => o.number)).toEqual([2, 1]);
  });

  it('filters by status', async () => {
    const byStatus = async (status: string) => (await biz.owner.get(`/purchase-orders?status=${status}`)).json().purchaseOrders.map((o: Order) => o.number);
    expect(await byStatus('open')).toEqual([5, 4]);
    expect(await byStatus('partial')).toEqual([2]);
    expect(await byStatus('received')).toEqual([3]);
    expect(await byStatus('cancelled')).toEqual([1]);
    expect((await biz.owner.get('/purchase-orders?status=')).json().count).toBe(5);
    const bad = await biz.owner.get('/purchase-orders?status=lost');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION', field: 'status' });
  });

  it('shows staff the orders without cost, unless an admin lets staff see cost', async () => {
    const list = (await clerk.get('/purchase-orders')).json();
    expect(list.purchaseOrders[0]).not.toHaveProperty('total');
    const one = await clerk.get(`/purchase-orders/${orders[1]._id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).not.toHaveProperty('total');
    expect(one.json().lines[0]).not.toHaveProperty('cost');
    expect(one.json().lines[0]).toMatchObject({ qty: 4, received: 1 });

    await t.database.owner.insert(settings).values({ cid: biz.cid, taxratePpm: 0, currency: 'USD', staffSeeCost: true });
    const seen = (await clerk.get(`/purchase-orders/${orders[1]._id}`)).json();
    expect(seen).toMatchObject({ total: 20, lines: [{ cost: 2.5 }, { cost: 10 }] });
  });

  it('shows one order with its supplier and lines in order', async () => {
    const res = await biz.owner.get(`/purchase-orders/${orders[3]._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: orders[3]._id, number: 4, status: 'open', supplier: { name: 'Lister' }, lines: [{ qty: 4 }, { qty: 1 }], total: 20 });
  });

  it('finds nothing of another business', async () => {
    expect((await other.owner.get(`/purchase-orders/${orders[3]._id}`)).statusCode).toBe(404);
    expect((await biz.owner.get('/purchase-orders/no-such-order')).json()).toMatchObject({ code: 'NOT_FOUND', message: 'Purchase order not found' });
    const theirs = (await other.owner.get('/purchase-orders')).json();
    expect(theirs.purchaseOrders.every((o: Order) => !orders.some((mine) => mine._id === o._id))).toBe(true);
  });
});

describe('POST /purchase-orders/:id/cancel', () => {
  it('cancels an open order; a second cancel is 409', async () => {
    const e = await entry(shop);
    const po = await place([{ inventoryId: e.id, qty: 2, cost: 1 }]);
    const res = await shop.owner.post(`/purchase-orders/${po._id}/cancel`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: po._id, status: 'cancelled', lines: [{ qty: 2, received: 0 }] });
    const again = await shop.owner.post(`/purchase-orders/${po._id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'CONFLICT', message: `Purchase order ${po.number} is already cancelled` });
  });

  it('refuses once anything has been received', async () => {
    const e = await entry(shop);
    const po = await place([{ inventoryId: e.id, qty: 2, cost: 1 }]);
    expect((await staff.post(`/purchase-orders/${po._id}/receive`, { lines: [{ inventoryId: e.id, qty: 1 }] })).statusCode).toBe(200);
    const res = await shop.owner.post(`/purchase-orders/${po._id}/cancel`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`Purchase order ${po.number} cannot be cancelled: goods have been received on it`);
    expect((await shop.owner.get(`/purchase-orders/${po._id}`)).json().status).toBe('partial');
  });

  it('is for admins, and another business’s order is not found', async () => {
    const e = await entry(shop);
    const po = await place([{ inventoryId: e.id, qty: 2, cost: 1 }]);
    expect((await staff.post(`/purchase-orders/${po._id}/cancel`)).statusCode).toBe(403);
    expect((await other.owner.post(`/purchase-orders/${po._id}/cancel`)).statusCode).toBe(404);
    expect((await shop.owner.get(`/purchase-orders/${po._id}`)).json().status).toBe('open');
  });
});

describe('POST /purchase-orders/:id/receive', () => {
  it('receives in two parts: partial, then received; stock rises with one receive movement per entry per receipt', async () => {
    const a = await entry(shop, { qty: 4 });
    const b = await entry(shop, { qty: 0 });
    const po = await place([
      { inventoryId: a.id, qty: 10, cost: 5 },
      { inventoryId: b.id, qty: 3, cost: 2 },
    ]);

    const first = await staff.post(`/purchase-orders/${po._id}/receive`, { lines: [{ inventoryId: a.id, qty: 6 }] });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: 'partial', lines: [{ received: 6 }, { received: 0 }] });
    expect((await stockOf(a.id)).qty).toBe(10);
    expect((await stockOf(b.id)).qty).toBe(0);

    const second = await staff.post(`/purchase-orders/${po._id}/receive`, { lines: [{ inventoryId: b.id, qty: 3 }, { inventoryId: a.id, qty: '4' }] });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ status: 'received', lines: [{ received: 10 }, { received: 3 }] });
    expect((await stockOf(a.id)).qty).toBe(14);
    expect((await stockOf(b.id)).qty).toBe(3);

    const received = (await movementsOf(a.id)).filter((m) => m.reason === 'receive');
    expect(received.map((m) => [m.delta, m.qtyAfter])).toEqual([
      [6, 10],
      [4, 14],
    ]);
    expect(received.every((m) => m.refType === 'purchase_order' && m.refId === po._id && m.note === `Purchase order ${po.number}` && m.userName === 'Sam Staff')).toBe(true);
    // The ledger's invariant holds: the movements add up to what is on hand.
    for (const id of [a.id, b.id]) expect((await movementsOf(id)).reduce((n, m) => n + m.delta, 0)).toBe((await stockOf(id)).qty);
  });

  it('refuses more than was ordered with 400 naming the line, and changes nothing', async () => {
    const a = await entry(shop, { qty: 1 });
    const b = await entry(shop, { qty: 1 });
    const po = await place([
      { inventoryId: a.id, qty: 5, cost: 5 },
      { inventoryId: b.id, qty: 5, cost: 5 },
    ]);
    expect((await staff.post(`/purchase-orders/${po._id}/receive`, { lines: [{ inventoryId: b.id, qty: 3 }] })).statusCode).toBe(200);
    const before = await databaseChecksum(t);
    const res = await staff.post(`/purchase-orders/${po._id}/receive`, { lines: [{ inventoryId: a.id, qty: 1 }, { inventoryId: b.id, qty: 3 }] });
    expect(res.statusCode).toBe(400);
    const [, line] = (await shop.owner.get(`/purchase-orders/${po._id}`)).json().lines;
    expect(res.json()).toEqual({
      code: 'VALIDATION',
      field: 'lines.1.qty',
      message: `lines.1.qty: 3 of ${line.name} (${line.upc}) is more than was ordered: 5 ordered, only 2 are still to come`,
    });
    expect(await databaseChecksum(t)).toBe(before);
  });

  describe('refuses bad input and changes nothing', () => {
    let po: Order;
    let a: { id: string };
    let notOnOrder: { id: string };
    let theirs: { id: string };
    beforeAll(async () => {
      a = await entry(shop);
      notOnOrder = await entry(shop);
      theirs = await entry(other);
      po = await place([{ inventoryId: a.id, qty: 5, cost: 1 }]);
    });

    it.each([
      ['no lines', () => ({ lines: [] }), 'lines', 'lines: must have at least 1 line'],
      ['no body lines at all', () => ({}), 'lines', 'lines: must be a list of lines'],
      ['201 lines', () => ({ lines: Array.from({ length: 201 }, (_, i) => ({ inventoryId: `id-${i}`, qty: 1 })) }), 'lines', 'lines: must have at most 200 lines'],
      ['a zero quantity', () => ({ lines: [{ inventoryId: a.id, qty: 0 }] }), 'lines.0.qty', 'lines.0.qty: must be at least 1'],
      ['a negative quantity', () => ({ lines: [{ inventoryId: a.id, qty: -1 }] }), 'lines.0.qty', 'lines.0.qty: must be at least 1'],
      ['a fractional quantity', () => ({ lines: [{ inventoryId: a.id, qty: 0.5 }] }), 'lines.0.qty', 'lines.0.qty: must be a whole number'],
      ['the same entry twice', () => ({ lines: [{ inventoryId: a.id, qty: 1 }, { inventoryId: a.id, qty: 1 }] }), 'lines.1.inventoryId', 'lines.1.inventoryId: is already on an earlier line; put its whole quantity on one line'],
      ['an entry not on the order', () => ({ lines: [{ inventoryId: notOnOrder.id, qty: 1 }] }), 'lines.0.inventoryId', () => `lines.0.inventoryId: is not on purchase order ${po.number}`],
      ['another business’s entry', () => ({ lines: [{ inventoryId: theirs.id, qty: 1 }] }), 'lines.0.inventoryId', () => `lines.0.inventoryId: is not on purchase order ${po.number}`],
    ])('%s: 400 naming the field', async (_case, body, field, message) => {
      const before = await databaseChecksum(t);
      const res = await staff.post(`/purchase-orders/${po._id}/receive`, body());
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'VALIDATION', field, message: typeof message === 'function' ? message() : message });
      expect(await databaseChecksum(t)).toBe(before);
    });

    it('another business’s order, or an unknown one, is not found', async () => {
      const before = await databaseChecksum(t);
      const res = await other.owner.post(`/purchase-orders/${po._id}/receive`, { lines: [{ inventoryId: a.id, qty: 1 }] });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Purchase order not found' });
      expect((await staff.post('/purchase-orders/nope/receive', { lines: [{ inventoryId: a.id, qty: 1 }] })).statusCode).toBe(404);
      expect(await databaseChecksum(t)).toBe(before);
    });
  });

  it('refuses a cancelled order and a fully received one with 409', async () => {
    const e = await entry(shop);
    const cancelled = await place([{ inventoryId: e.id, qty: 2, cost: 1 }]);
    await shop.owner.post(`/purchase-orders/${cancelled._id}/cancel`);
    const res = await staff.post(`/purchase-orders/${cancelled._id}/receive`, { lines: [{ inventoryId: e.id, qty: 1 }] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'CONFLICT', message: `Purchase order ${cancelled.number} was cancelled; nothing can be received on it` });

    const done = await place([{ inventoryId: e.id, qty: 2, cost: 1 }]);
    expect((await staff.post(`/purchase-orders/${done._id}/receive`, { lines: [{ inventoryId: e.id, qty: 2 }] })).json().status).toBe('received');
    const again = await staff.post(`/purchase-orders/${done._id}/receive`, { lines: [{ inventoryId: e.id, qty: 1 }] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Purchase order ${done.number} has been received in full`);
  });

  it('refuses a line whose entry was deleted since it was ordered, receiving nothing', async () => {
    const gone = await entry(shop, { qty: 0 });
    const kept = await entry(shop, { qty: 0 });
    const po = await place([
      { inventoryId: kept.id, qty: 2, cost: 1 },
      { inventoryId: gone.id, qty: 2, cost: 1 },
    ]);
    expect((await shop.owner.del(`/inventory/del/${gone.id}`)).statusCode).toBe(200);
    const res = await staff.post(`/purchase-orders/${po._id}/receive`, { lines: [{ inventoryId: kept.id, qty: 2 }, { inventoryId: gone.id, qty: 2 }] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/is no longer in the inventory, so it cannot be received$/);
    expect((await stockOf(kept.id)).qty).toBe(0);
    expect((await shop.owner.get(`/purchase-orders/${po._id}`)).json()).toMatchObject({ status: 'open', lines: [{ received: 0 }, { received: 0 }] });
  });

  describe('sets the entry’s cost to the weighted average', () => {
    it('of what was on hand and what arrived, rounded half away from zero on the cent', async () => {
      const e = await entry(shop, { qty: 10, costCents: 500 });
      const po = await place([{ inventoryId: e.id, qty: 40, cost: 7 }]);
      await staff.post(`/purchase-orders/${po._id}/receive`, { lines: [{ inventoryId: e.id, qty: 30 }] });
      // (10 × 5.00 + 30 × 7.00) / 40 = 6.50
      expect(await stockOf(e.id)).toEqual({ qty: 40, costCents: 650 });
      await staff.post(`/purchase-orders/${po._id}/receive`, { lines: [{ inventoryId: e.id, qty: 10 }] });
      // (40 × 6.50 + 10 × 7.00) / 50 = 6.60
      expect(await stockOf(e.id)).toEqual({ qty: 50, costCents: 660 });

      const odd = await entry(shop, { qty: 2, costCents: 100 });
      const po2 = await place([{ inventoryId: odd.id, qty: 1, cost: 1.01 }]);
      await staff.post(`/purchase-orders/${po2._id}/receive`, { lines: [{ inventoryId: odd.id, qty: 1 }] });
      // (2 × 1.00 + 1 × 1.01) / 3 = 1.0033 -> 1.00
      expect((await stockOf(odd.id)).costCents).toBe(100);
      const half = await entry(shop, { qty: 1, costCents: 100 });
      const po3 = await place([{ inventoryId: half.id, qty: 1, cost: 1.01 }]);
      await staff.post(`/purchase-orders/${po3._id}/receive`, { lines: [{ inventoryId: half.id, qty: 1 }] });
      // (1.00 + 1.01) / 2 = 1.005 -> 1.01
      expect((await stockOf(half.id)).costCents).toBe(101);
    });

    it('takes the order’s cost when nothing, or less than nothing, is on hand', async () => {
      const empty = await entry(shop, { qty: 0, costCents: 999 });
      const owing = await entry(shop, { qty: 0, costCents: 999 });
      // Sold offline before the goods arrived: the one path that goes below zero.
      await moveStock(t.database.owner, shop.cid, { userId: null, userName: 'Offline till' }, { inventoryId: owing.id, add: -3, reason: 'sale', floor: null });
      const po = await place([
        { inventoryId: empty.id, qty: 5, cost: 2.5 },
        { inventoryId: owing.id, qty: 5, cost: 2.5 },
      ]);
      await staff.post(`/purchase-orders/${po._id}/receive`, { lines: [{ inventoryId: empty.id, qty: 5 }, { inventoryId: owing.id, qty: 5 }] });
      expect(await stockOf(empty.id)).toEqual({ qty: 5, costCents: 250 });
      expect(await stockOf(owing.id)).toEqual({ qty: 2, costCents: 250 });
    });
  });

  it('never takes in more than was ordered when many receipts of one line race, and stock rises by exactly what was taken in', async () => {
    const e = await entry(shop, { qty: 7 });
    const po = await place([{ inventoryId: e.id, qty: 10, cost: 1 }]);
    const results = await Promise.all(Array.from({ length: 12 }, () => staff.post(`/purchase-orders/${po._id}/receive`, { lines: [{ inventoryId: e.id, qty: 3 }] })));
    const ok = results.filter((r) => r.statusCode === 200);
    // Three receipts of 3 fit in 10; the rest are told only 1 is still to come (400).
    expect(ok).toHaveLength(3);
    expect(results.filter((r) => r.statusCode !== 200).every((r) => r.statusCode === 400 && r.json().field === 'lines.0.qty')).toBe(true);
    const after = (await shop.owner.get(`/purchase-orders/${po._id}`)).json();
    expect(after).toMatchObject({ status: 'partial', lines: [{ qty: 10, received: 9 }] });
    expect((await stockOf(e.id)).qty).toBe(16);
    const receipts = (await movementsOf(e.id)).filter((m) => m.reason === 'receive' && m.refId === po._id);
    expect(receipts.map((m) => m.delta)).toEqual([3, 3, 3]);
    expect(receipts.map((m) => m.qtyAfter)).toEqual([10, 13, 16]);

    // Receipts of the last unit race too: exactly one wins, and the order is then complete.
    const last = await Promise.all(Array.from({ length: 6 }, () => staff.post(`/purchase-orders/${po._id}/receive`, { lines: [{ inventoryId: e.id, qty: 1 }] })));
    expect(last.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(last.filter((r) => r.statusCode === 409)).toHaveLength(5);
    expect((await stockOf(e.id)).qty).toBe(17);
    expect((await shop.owner.get(`/purchase-orders/${po._id}`)).json()).toMatchObject({ status: 'received', lines: [{ received: 10 }] });
    const [{ n }] = await rows<{ n: number }>(
      t.database.owner,
      sql`select count(*)::int as n from stock_movements where cid = ${shop.cid} and ref_id = ${po._id} and reason = 'receive'`,
    );
    expect(n).toBe(4);
  });
});

describe('drafting an order (admins)', () => {
  it('GET /purchase-orders/low-stock lists every entry at or under its low level with the quantity that brings it to twice that level', async () => {
    const biz = await registerBusiness(t.app, { bname: 'Low Shop' });
    const clerk = await biz.addUser();
    const low = await entry(biz, { qty: 3, lowinventory: 5, subname: 'Apples', costCents: 120 });
    const out = await entry(biz, { qty: 0, lowinventory: 0, subname: 'Bananas' });
    await entry(biz, { qty: 9, lowinventory: 5, subname: 'Cherries' });
    const res = await biz.owner.get('/purchase-orders/low-stock');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      count: 2,
      entries: [
        { inventoryId: low.id, upc: low.upc, name: 'Apples', manufacturer: 'Acme', onHand: 3, lowinventory: 5, cost: 1.2, reorderQty: 7 },
        expect.objectContaining({ inventoryId: out.id, name: 'Bananas', onHand: 0, lowinventory: 0, reorderQty: 1 }),
      ],
    });
    expect((await clerk.get('/purchase-orders/low-stock')).statusCode).toBe(403);
    expect((await other.owner.get('/purchase-orders/low-stock')).json().entries.some((x: { inventoryId: string }) => x.inventoryId === low.id)).toBe(false);
  });

  it('GET /purchase-orders/orderable finds a scanned UPC first, then UPC, name and manufacturer matches', async () => {
    const biz = await registerBusiness(t.app, { bname: 'Scan Shop' });
    const clerk = await biz.addUser();
    const exact = await entry(biz, { upc: '123', subname: 'Zebra tape' });
    await entry(biz, { upc: '91234', subname: 'Alpha tape' });
    await entry(biz, { upc: '777', subname: 'Item 123' });
    await entry(biz, { upc: '888', subname: 'Unrelated' });
    const res = await biz.owner.get('/purchase-orders/orderable?keyword=123');
    expect(res.statusCode).toBe(200);
    expect(res.json().count).toBe(3);
    expect(res.json().entries.map((x: { upc: string }) => x.upc)).toEqual(['123', '91234', '777']);
    expect(res.json().entries[0]).toMatchObject({ inventoryId: exact.id, name: 'Zebra tape', cost: 5 });
    expect((await biz.owner.get('/purchase-orders/orderable?keyword=')).json()).toEqual({ entries: [], count: 0 });
    expect((await biz.owner.get('/purchase-orders/orderable?keyword=tape')).json().entries.map((x: { name: string }) => x.name)).toEqual(['Alpha tape', 'Zebra tape']);
    expect((await clerk.get('/purchase-orders/orderable?keyword=123')).statusCode).toBe(403);
    expect((await other.owner.get('/purchase-orders/orderable?keyword=Zebra')).json().entries).toEqual([]);
  });
});

describe('what the tables hold', () => {
  it('keeps lines within what was ordered even for a statement that skips the service (the CHECK)', async () => {
    const e = await entry(shop);
    const po = await place([{ inventoryId: e.id, qty: 2, cost: 1 }]);
    await expect(
      t.database.owner.execute(sql`update purchase_order_lines set received = 3 where cid = ${shop.cid} and purchase_order_id = ${po._id}`),
    ).rejects.toThrow();
    const [line] = await rows<{ received: number }>(t.database.owner, sql`select received from purchase_order_lines where cid = ${shop.cid} and purchase_order_id = ${po._id}`);
    expect(line.received).toBe(0);
  });
});
