/**
 * Suppliers: anyone signed in lists and views them; admins add, edit and delete. Names are unique
 * per business whatever their case, and a supplier that purchase orders name cannot be deleted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerBusiness, type ApiClient, type Business, type TestApp } from '../helpers/app';
import { seedProduct } from '../helpers/fixtures';
import { databaseChecksum } from '../security/tenants';

let t: TestApp;
let shop: Business;
let other: Business;
let staff: ApiClient;

beforeAll(async () => {
  t = await buildTestApp({ PAGE_SIZE: 3 });
  shop = await registerBusiness(t.app, { bname: 'Supplier Shop' });
  other = await registerBusiness(t.app, { bname: 'Other Shop' });
  staff = await shop.addUser();
});
afterAll(() => t?.close());

let seq = 0;
async function addSupplier(biz: Business, fields: Record<string, unknown> = {}): Promise<{ _id: string; name: string }> {
  seq += 1;
  const res = await biz.owner.post('/suppliers', { name: `Supplier ${seq}`, ...fields });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('POST /suppliers', () => {
  it('adds a supplier with its contact details, trimmed; only the name is required', async () => {
    const res = await shop.owner.post('/suppliers', { name: '  Northwind Traders ', contact: 'Nancy Davolio', email: 'orders@northwind.example', phone: '+1 (416) 555-0101', note: 'Delivers Tuesdays' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      _id: expect.any(String),
      name: 'Northwind Traders',
      contact: 'Nancy Davolio',
      email: 'orders@northwind.example',
      phone: '+1 (416) 555-0101',
      note: 'Delivers Tuesdays',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const bare = await shop.owner.post('/suppliers', { name: 'Bare Supplies' });
    expect(bare.statusCode).toBe(201);
    expect(bare.json()).toMatchObject({ name: 'Bare Supplies', contact: '', email: '', phone: '', note: '' });
  });

  it('refuses a name the business already has, in any case, with DUPLICATE; another business may use it', async () => {
    await addSupplier(shop, { name: 'Acme Wholesale' });
    const again = await shop.owner.post('/suppliers', { name: 'ACME wholesale' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'DUPLICATE', message: 'A supplier with this name already exists' });
    expect((await other.owner.post('/suppliers', { name: 'Acme Wholesale' })).statusCode).toBe(201);
  });

  it.each([
    ['a missing name', {}, 'name', 'name: must be filled in'],
    ['a blank name', { name: '   ' }, 'name', 'name: must be filled in'],
    ['a name of 101 characters', { name: 'x'.repeat(101) }, 'name', 'name: must be at most 100 characters'],
    ['a name that is not text', { name: 42 }, 'name', 'name: must be text'],
    ['a bad e-mail', { name: 'E', email: 'not-an-email' }, 'email', 'email: must be an e-mail address'],
    ['a bad phone', { name: 'P', phone: 'call me' }, 'phone', 'phone: must be a phone number'],
    ['a note of 501 characters', { name: 'N', note: 'n'.repeat(501) }, 'note', 'note: must be at most 500 characters'],
  ])('refuses %s with VALIDATION naming the field, changing nothing', async (_case, body, field, message) => {
    const before = await databaseChecksum(t);
    const res = await shop.owner.post('/suppliers', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'VALIDATION', field, message });
    expect(await databaseChecksum(t)).toBe(before);
  });

  it('is for admins: staff get 403, signed-out callers 401', async () => {
    expect((await staff.post('/suppliers', { name: 'Staff Pick' })).statusCode).toBe(403);
    const anon = await t.app.inject({ method: 'POST', url: '/api/suppliers', payload: { name: 'Anon' } });
    expect(anon.statusCode).toBe(401);
  });
});

describe('GET /suppliers', () => {
  it('pages the business’s suppliers by name for anyone signed in, and searches name and contact', async () => {
    const mine = await registerBusiness(t.app, { bname: 'List Shop' });
    const clerk = await mine.addUser();
    for (const [name, contact] of [['delta', 'Dora'], ['Alpha', 'Ann'], ['charlie', 'Carl'], ['Bravo', 'Bob']]) await addSupplier(mine, { name, contact });
    const first = await clerk.get('/suppliers');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ page: 1, pages: 2, count: 4 });
    expect(first.json().suppliers.map((s: { name: string }) => s.name)).toEqual(['Alpha', 'Bravo', 'charlie']);
    expect((await clerk.get('/suppliers?pageNumber=2')).json().suppliers.map((s: { name: string }) => s.name)).toEqual(['delta']);
    const found = (await clerk.get('/suppliers?keyword=CAR')).json();
    expect(found).toMatchObject({ count: 1, suppliers: [{ name: 'charlie' }] });
  });

  it('shows no supplier of another business', async () => {
    const theirs = await addSupplier(other, { name: 'Only Theirs' });
    const list = (await shop.owner.get('/suppliers?keyword=Only Theirs')).json();
    expect(list).toMatchObject({ count: 0, suppliers: [] });
    expect((await shop.owner.get(`/suppliers/${theirs._id}`)).statusCode).toBe(404);
  });
});

describe('GET /suppliers/:id', () => {
  it('shows one supplier to anyone signed in; an unknown id is 404', async () => {
    const s = await addSupplier(shop, { contact: 'Vera' });
    const res = await staff.get(`/suppliers/${s._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: s._id, contact: 'Vera' });
    const missing = await staff.get('/suppliers/no-such-supplier');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Supplier not found' });
  });
});

describe('PUT /suppliers/:id', () => {
  it('replaces the supplier’s details; its own name in another case is not a duplicate', async () => {
    const s = await addSupplier(shop, { name: 'Globex', phone: '555-0100' });
    const res = await shop.owner.put(`/suppliers/${s._id}`, { name: 'GLOBEX', contact: 'Hank', email: 'hank@globex.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: s._id, name: 'GLOBEX', contact: 'Hank', email: 'hank@globex.example', phone: '', note: '' });
    expect((await shop.owner.get(`/suppliers/${s._id}`)).json()).toMatchObject({ name: 'GLOBEX', contact: 'Hank' });
  });

  it('refuses another supplier’s name with DUPLICATE, and bad input with VALIDATION', async () => {
    const a = await addSupplier(shop, { name: 'Initech' });
    await addSupplier(shop, { name: 'Umbrella' });
    const clash = await shop.owner.put(`/suppliers/${a._id}`, { name: 'umbrella' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe('DUPLICATE');
    const bad = await shop.owner.put(`/suppliers/${a._id}`, { name: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('name');
    expect((await shop.owner.get(`/suppliers/${a._id}`)).json().name).toBe('Initech');
  });

  it('is for admins, and another business’s supplier is not found', async () => {
    const s = await addSupplier(shop);
    expect((await staff.put(`/suppliers/${s._id}`, { name: 'Renamed by staff' })).statusCode).toBe(403);
    const res = await other.owner.put(`/suppliers/${s._id}`, { name: 'Renamed by another business' });
    expect(res.statusCode).toBe(404);
    expect((await shop.owner.get(`/suppliers/${s._id}`)).json().name).toBe(s.name);
  });
});

describe('DELETE /suppliers/:id', () => {
  it('deletes a supplier with no purchase orders', async () => {
    const s = await addSupplier(shop);
    const res = await shop.owner.del(`/suppliers/${s._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Supplier removed' });
    expect((await shop.owner.get(`/suppliers/${s._id}`)).statusCode).toBe(404);
    expect((await shop.owner.del(`/suppliers/${s._id}`)).statusCode).toBe(404);
  });

  it('refuses a supplier that purchase orders name with IN_USE, saying how many', async () => {
    const s = await addSupplier(shop, { name: 'Busy Supplier' });
    const entry = await seedProduct(t.database.owner, shop.cid, { qty: 1 });
    for (let i = 0; i < 2; i++) {
      const po = await shop.owner.post('/purchase-orders', { supplierId: s._id, lines: [{ inventoryId: entry.id, qty: 1, cost: 1 }] });
      expect(po.statusCode, po.body).toBe(201);
    }
    const res = await shop.owner.del(`/suppliers/${s._id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'IN_USE', message: 'Cannot delete "Busy Supplier": 2 purchase orders name this supplier' });
    expect((await shop.owner.get(`/suppliers/${s._id}`)).statusCode).toBe(200);
  });

  it('is for admins, and another business’s supplier is not found', async () => {
    const s = await addSupplier(shop);
    expect((await staff.del(`/suppliers/${s._id}`)).statusCode).toBe(403);
    expect((await other.owner.del(`/suppliers/${s._id}`)).statusCode).toBe(404);
    expect((await shop.owner.get(`/suppliers/${s._id}`)).statusCode).toBe(200);
  });
});
