/**
 * The stock ledger: every change of an entry's quantity is one movement, written with the change.
 * The invariant (for every entry, Σ delta = qty, and the newest movement's qtyAfter = qty) is
 * checked after generated sequences of every kind of change, and after concurrent ones; the
 * history, the business-wide list, its CSV and hand adjustments are tested as an API.
 */
import fc from 'fast-check';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../src/server/db/raw';
import { buildTestApp, registerBusiness, type ApiClient, type Business, type TestApp } from '../helpers/app';

let t: TestApp;
let shop: Business;
let other: Business;
let staff: ApiClient;

beforeAll(async () => {
  t = await buildTestApp({ PAGE_SIZE: 5 });
  shop = await registerBusiness(t.app, { bname: 'Ledger Shop' });
  other = await registerBusiness(t.app, { bname: 'Other Shop' });
  staff = await shop.addUser();
  for (const biz of [shop, other]) {
    expect((await biz.owner.post('/item/add', { item: 'Tools' })).statusCode).toBe(201);
    expect((await biz.owner.post('/name/add', { manufacturer: 'Acme' })).statusCode).toBe(201);
  }
});
afterAll(() => t?.close());

let upcSeq = 700_000_000_000;
async function addEntry(biz: Business, qty: number, by: ApiClient = biz.owner): Promise<string> {
  upcSeq += 1;
  const res = await by.post('/inventory/add', { upc: String(upcSeq), item: 'Tools', manufacturer: 'Acme', subname: `Thing ${upcSeq}`, qty, lowinventory: 1, cost: 2, price: 5 });
  expect(res.statusCode, res.body).toBe(201);
  return res.json()._id;
}

const entryFields = { item: 'Tools', manufacturer: 'Acme', lowinventory: 1, cost: 2, price: 5 };
async function entryOf(biz: Business, id: string) {
  return (await biz.owner.get(`/inventory/edit/${id}`)).json() as { upc: string; subname: string; qty: number };
}

function sell(biz: Business, lines: { id: string; qty: number }[], key?: string) {
  return biz.owner.put(
    '/pos/generate',
    [{ subtotal: 0, discount: 0, shipping: 0, taxes: 0, total: 0 }, ...lines.map((l) => ({ _id: l.id, saleqty: l.qty, itemdiscount: 0 }))],
    key ? { 'idempotency-key': key } : {},
  );
}

/** Entries of a business whose quantity and ledger disagree (empty when the invariant holds). */
async function ledgerBreaks(cid: string) {
  return rows<{ id: string; qty: number; total: string | number | null; newest: number | null }>(
    t.database.owner,
    sql`
      SELECT i.id, i.qty,
             (SELECT sum(m.delta) FROM stock_movements m WHERE m.cid = i.cid AND m.inventory_id = i.id) AS total,
             (SELECT m.qty_after FROM stock_movements m WHERE m.cid = i.cid AND m.inventory_id = i.id ORDER BY m.seq DESC LIMIT 1) AS newest
      FROM inventory i WHERE i.cid = ${cid}
        AND (i.qty <> coalesce((SELECT sum(m.delta) FROM stock_movements m WHERE m.cid = i.cid AND m.inventory_id = i.id), 0)
             OR i.qty <> coalesce((SELECT m.qty_after FROM stock_movements m WHERE m.cid = i.cid AND m.inventory_id = i.id ORDER BY m.seq DESC LIMIT 1), 0))`,
  );
}

describe('the invariant: Σ delta = qty and the newest qtyAfter = qty', () => {
  const op = fc.oneof(
    fc.record({ kind: fc.constant('edit' as const), entry: fc.nat(2), add: fc.integer({ min: -8, max: 8 }) }),
    fc.record({ kind: fc.constant('count' as const), entry: fc.nat(2), qty: fc.nat(15) }),
    fc.record({ kind: fc.constant('sell' as const), entry: fc.nat(2), qty: fc.integer({ min: 1, max: 6 }) }),
    fc.record({ kind: fc.constant('return' as const) }),
    fc.record({ kind: fc.constant('adjust' as const), entry: fc.nat(2), delta: fc.integer({ min: -6, max: 6 }).filter((n) => n !== 0) }),
  );

  it('holds after any sequence of adds, edits, counts, sales, returns and adjustments, refused ones included', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 3, maxLength: 3 }), fc.array(op, { minLength: 1, maxLength: 12 }), async (starts, ops) => {
        const ids = [];
        for (const qty of starts) ids.push(await addEntry(shop, qty));
        const receipts: string[] = [];
        for (const o of ops) {
          if (o.kind === 'edit') {
            const e = await entryOf(shop, ids[o.entry]);
            await shop.owner.put(`/inventory/upd/${ids[o.entry]}`, { ...entryFields, upc: e.upc, subname: e.subname, qty: o.add });
          } else if (o.kind === 'count') {
            const e = await entryOf(shop, ids[o.entry]);
            await shop.owner.put(`/inventory/updm/${ids[o.entry]}`, { ...entryFields, upc: e.upc, subname: e.subname, qty: o.qty });
          } else if (o.kind === 'sell') {
            const res = await sell(shop, [{ id: ids[o.entry], qty: o.qty }]);
            if (res.statusCode === 201) receipts.push(res.json().barcode);
          } else if (o.kind === 'return') {
            const barcode = receipts.shift();
            if (barcode) expect((await shop.owner.put('/pos/returns/update', { barcode })).statusCode).toBe(200);
          } else {
            await shop.owner.post(`/inventory/${ids[o.entry]}/adjust`, { delta: o.delta, reason: 'correction' });
          }
        }
        expect(await ledgerBreaks(shop.cid)).toEqual([]);
      }),
      { numRuns: 12 },
    );
  });

  it('holds under concurrent sales, adjustments, edits and counts of the same entries', async () => {
    const a = await addEntry(shop, 40);
    const b = await addEntry(shop, 40);
    const work: Promise<unknown>[] = [];
    for (let i = 0; i < 12; i++) {
      work.push(sell(shop, [{ id: a, qty: 2 }, { id: b, qty: 1 }]));
      work.push(shop.owner.post(`/inventory/${i % 2 ? a : b}/adjust`, { delta: i % 3 === 0 ? 3 : -1, reason: 'correction' }));
      if (i % 4 === 0) work.push(entryOf(shop, a).then((e) => shop.owner.put(`/inventory/upd/${a}`, { ...entryFields, upc: e.upc, subname: e.subname, qty: 1 })));
      if (i === 6) work.push(entryOf(shop, b).then((e) => shop.owner.put(`/inventory/updm/${b}`, { ...entryFields, upc: e.upc, subname: e.subname, qty: 30 })));
    }
    await Promise.all(work);
    expect(await ledgerBreaks(shop.cid)).toEqual([]);
    const movementsOfA = (await shop.owner.get(`/inventory/${a}/movements`)).json();
    expect(movementsOfA.count).toBeGreaterThan(12);
  });
});

describe('GET /api/inventory/:id/movements', () => {
  it('lists an entry’s movements newest first, paged, with who, why and the quantity after', async () => {
    const id = await addEntry(shop, 10, staff);
    expect((await sell(shop, [{ id, qty: 3 }])).statusCode).toBe(201);
    expect((await shop.owner.post(`/inventory/${id}/adjust`, { delta: -1, reason: 'damaged', note: 'Dropped' })).statusCode).toBe(200);
    const e = await entryOf(shop, id);
    expect((await shop.owner.put(`/inventory/updm/${id}`, { ...entryFields, upc: e.upc, subname: e.subname, qty: 4 })).statusCode).toBe(200);

    const res = await staff.get(`/inventory/${id}/movements`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 1, pages: 1, count: 4 });
    expect(body.movements.map((m: { reason: string; delta: number; qtyAfter: number }) => [m.reason, m.delta, m.qtyAfter])).toEqual([
      ['count', -2, 4],
      ['adjust', -1, 6],
      ['sale', -3, 7],
      ['create', 10, 10],
    ]);
    expect(body.movements[1]).toMatchObject({ refType: 'adjustment', refId: 'damaged', note: 'Dropped', userName: 'Olive Owner', upc: e.upc, name: e.subname });
    expect(body.movements[2].refType).toBe('sale');
    expect(body.movements[3].userName).toBe('Sam Staff');
  });

  it('pages past the first page and clamps a page past the end', async () => {
    const id = await addEntry(shop, 50);
    for (let i = 0; i < 6; i++) await shop.owner.post(`/inventory/${id}/adjust`, { delta: 1, reason: 'found' });
    const second = (await shop.owner.get(`/inventory/${id}/movements?pageNumber=2`)).json();
    expect(second).toMatchObject({ page: 2, pages: 2, count: 7 });
    expect(second.movements.map((m: { reason: string }) => m.reason)).toEqual(['adjust', 'create']);
    expect((await shop.owner.get(`/inventory/${id}/movements?pageNumber=99`)).json()).toMatchObject({ page: 2 });
  });

  it('keeps the history of a deleted entry', async () => {
    const id = await addEntry(shop, 3);
    expect((await shop.owner.del(`/inventory/del/${id}`)).statusCode).toBe(200);
    const res = await shop.owner.get(`/inventory/${id}/movements`);
    expect(res.statusCode).toBe(200);
    expect(res.json().movements).toHaveLength(1);
  });

  it('answers 404 for another business’s entry or an unknown id, 401 signed out', async () => {
    const theirs = await addEntry(other, 5);
    expect((await shop.owner.get(`/inventory/${theirs}/movements`)).statusCode).toBe(404);
    expect((await shop.owner.get('/inventory/no-such-entry/movements')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/inventory/${theirs}/movements` })).statusCode).toBe(401);
  });
});

describe('GET /api/movements and /api/movements.csv', () => {
  it('lists the business’s movements newest first, filtered by reason and day, never another business’s', async () => {
    await addEntry(other, 9);
    const all = (await staff.get('/movements')).json();
    expect(all.count).toBeGreaterThan(0);
    const ids = new Set(all.movements.map((m: { inventoryId: string }) => m.inventoryId));
    const theirs = await rows<{ id: string }>(t.database.owner, sql`SELECT id FROM inventory WHERE cid = ${other.cid}`);
    for (const r of theirs) expect(ids.has(r.id)).toBe(false);

    const adjusts = (await staff.get('/movements?reason=adjust')).json();
    expect(adjusts.count).toBeGreaterThan(0);
    expect(adjusts.movements.every((m: { reason: string }) => m.reason === 'adjust')).toBe(true);

    const today = new Date().toISOString().slice(0, 10);
    expect((await staff.get(`/movements?from=${today}&to=${today}`)).json().count).toBe(all.count);
    expect((await staff.get('/movements?to=2020-01-01')).json()).toMatchObject({ count: 0, movements: [] });
  });

  it('refuses a bad filter with a clear 400', async () => {
    const bad = [
      ['reason=stolen', 'reason'],
      ['from=2026-02-30', 'Dates must be written as YYYY-MM-DD'],
      ['from=2026-05-02&to=2026-05-01', 'The start date must not be after the end date'],
    ];
    for (const [query, words] of bad) {
      const res = await staff.get(`/movements?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toContain(words);
      expect((await staff.get(`/movements.csv?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('exports the filtered movements as CSV, formulas neutralised', async () => {
    const id = await addEntry(shop, 5);
    expect((await shop.owner.post(`/inventory/${id}/adjust`, { delta: -2, reason: 'other', note: '=HYPERLINK("x")' })).statusCode).toBe(200);
    const res = await staff.get('/movements.csv?reason=adjust');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('stock-movements-');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('Date (UTC),UPC,Name,Change,On hand after,Reason,Cause,Cause id,By,Note');
    expect(lines[1]).toContain(`,-2,3,Adjusted,adjustment,other,Olive Owner,"'=HYPERLINK(""x"")"`);
    expect(lines.slice(1).every((l) => l.includes(',Adjusted,'))).toBe(true);
  });

  it('streams a ledger larger than one batch without losing or repeating a row', async () => {
    const id = await addEntry(shop, 1);
    for (let i = 0; i < 30; i++) await shop.owner.post(`/inventory/${id}/adjust`, { delta: 1, reason: 'found' });
    const { exportMovementsCsv } = await import('../../src/server/services/stock/movements');
    const csv = await t.database.tenant(shop.cid, (db) =>
      exportMovementsCsv(db, (work) => t.database.tenant(shop.cid, work), shop.cid, { reason: 'adjust' }, 7),
    );
    let text = '';
    for await (const chunk of csv) text += String(chunk);
    const lines = text.trim().split('\r\n').slice(1);
    const expected = (await shop.owner.get('/movements?reason=adjust')).json().count;
    expect(lines).toHaveLength(expected);
    expect(new Set(lines).size).toBe(lines.length);
  });

  it('is for signed-in users only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/movements' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/movements.csv' })).statusCode).toBe(401);
  });
});

describe('POST /api/inventory/:id/adjust', () => {
  it('takes away or adds units with a reason and answers the entry and its movement', async () => {
    const id = await addEntry(shop, 8);
    const res = await shop.owner.post(`/inventory/${id}/adjust`, { delta: -3, reason: 'theft', note: 'Shelf 4' });
    expect(res.statusCode).toBe(200);
    expect(res.json().entry).toMatchObject({ _id: id, qty: 5 });
    expect(res.json().movement).toMatchObject({ inventoryId: id, delta: -3, qtyAfter: 5, reason: 'adjust', refId: 'theft', note: 'Shelf 4' });
    const found = await shop.owner.post(`/inventory/${id}/adjust`, { delta: '2', reason: 'found' });
    expect(found.json().entry.qty).toBe(7);
  });

  it('never takes stock below 0, saying how many are on hand, and changes nothing', async () => {
    const id = await addEntry(shop, 2);
    const res = await shop.owner.post(`/inventory/${id}/adjust`, { delta: -3, reason: 'lost' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', field: 'delta' });
    expect(res.json().message).toContain('Only 2 on hand');
    expect((await entryOf(shop, id)).qty).toBe(2);
    expect((await shop.owner.get(`/inventory/${id}/movements`)).json().count).toBe(1);
  });

  it.each([
    [{ delta: 0, reason: 'found' }, 'delta'],
    [{ delta: 1.5, reason: 'found' }, 'delta'],
    [{ delta: 'many', reason: 'found' }, 'delta'],
    [{ delta: 99_999_999, reason: 'found' }, 'delta'],
    [{ delta: 1, reason: 'borrowed' }, 'reason'],
    [{ delta: 1 }, 'reason'],
    [{ delta: 1, reason: 'other' }, 'note'],
    [{ delta: 1, reason: 'other', note: '   ' }, 'note'],
    [{ delta: 1, reason: 'found', note: 'x'.repeat(501) }, 'note'],
    [{ delta: 1, reason: 'found', note: 'bad\u0001' }, 'note'],
  ])('refuses %j with 400 naming %s, changing nothing', async (body, field) => {
    const id = await addEntry(shop, 4);
    const res = await shop.owner.post(`/inventory/${id}/adjust`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().field ?? res.json().message).toContain(field);
    expect((await entryOf(shop, id)).qty).toBe(4);
  });

  it('is for admins: staff get 403 and nothing changes', async () => {
    const id = await addEntry(shop, 4);
    const res = await staff.post(`/inventory/${id}/adjust`, { delta: -1, reason: 'damaged' });
    expect(res.statusCode).toBe(403);
    expect((await entryOf(shop, id)).qty).toBe(4);
  });

  it('answers 404 for another business’s entry and leaves it alone', async () => {
    const theirs = await addEntry(other, 4);
    expect((await shop.owner.post(`/inventory/${theirs}/adjust`, { delta: -1, reason: 'damaged' })).statusCode).toBe(404);
    expect((await other.owner.get(`/inventory/edit/${theirs}`)).json().qty).toBe(4);
  });
});

describe('one path for quantity', () => {
  it('no server code but the ledger writes inventory.qty', () => {
    const root = path.resolve(__dirname, '../../src/server');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (/\.ts$/.test(name) && !name.endsWith('.test.ts') && !file.endsWith(path.join('stock', 'ledger.ts'))) {
          const text = readFileSync(file, 'utf8');
          // Drizzle's `.update(inventory).set({ ... qty ... })`, or SQL that sets qty on inventory.
          const drizzle = [...text.matchAll(/\.update\(inventory\)([\s\S]*?)\.(?:where|returning)\(/g)].some((m) => /\bqty\s*:/.test(m[1]));
          const raw = /update\s+inventory\b[^;`]*\bset\b[^;`]*\bqty\s*=/i.test(text);
          if (drizzle || raw) offenders.push(path.relative(root, file));
        }
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});
