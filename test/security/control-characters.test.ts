/**
 * Control characters in text. A product named with U+0001 was stored, copied onto the sale, and
 * made that receipt's image fail from then on. Every text field of every write route now refuses
 * them with 400 (one shared text type in src/domain/schemas/common.ts), and nothing is stored.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORBIDDEN_TEXT_MESSAGE } from '../../src/domain/schemas/common';
import { rows } from '../../src/server/db/raw';
import { buildTestApp, registerBusiness, uniqueEmail, ownerPayload, type ApiClient, type Business, type TestApp } from '../helpers/app';

let t: TestApp;
let biz: Business;
let staff: ApiClient & { id: string; email: string; password: string };
let entryId: string;

const entry = () => ({ upc: `9${Date.now() % 1e11}`, item: 'Tools', manufacturer: 'Acme', subname: 'Hammer', qty: 5, lowinventory: 1, cost: 2.5, price: 9.99 });

beforeAll(async () => {
  t = await buildTestApp();
  biz = await registerBusiness(t.app, { bname: 'Clean Text' });
  staff = await biz.addUser();
  expect((await biz.owner.post('/item/add', { item: 'Tools' })).statusCode).toBe(201);
  expect((await biz.owner.post('/name/add', { manufacturer: 'Acme' })).statusCode).toBe(201);
  const added = await biz.owner.post('/inventory/add', entry());
  expect(added.statusCode).toBe(201);
  entryId = added.json()._id;
});
afterAll(() => t?.close());

const FORMATTED = new Set(['email', 'currency', 'upc']);
const BAD = ['\u0001', '\u0008', '\u000b', '\u000c', '\u000d', '\u001b', '\u001f', '\u007f', '\ufffe', '\uffff'];

interface WriteRoute {
  name: string;
  send(body: Record<string, unknown>): Promise<{ statusCode: number; json(): unknown }>;
  body(): Record<string, unknown>;
  /** The fields that hold text (others are numbers, flags or passwords). */
  fields: string[];
}

const ROUTES: WriteRoute[] = [
  {
    name: 'POST /owners/register',
    send: (body) => t.app.inject({ method: 'POST', url: '/api/owners/register', payload: body }),
    body: () => ownerPayload(),
    fields: ['fname', 'lname', 'email', 'bname', 'address', 'city', 'state', 'country', 'mailcode'],
  },
  { name: 'POST /admin/register', send: (b) => biz.owner.post('/admin/register', b), body: () => ({ name: 'Sam', email: uniqueEmail(), password: 'secret1' }), fields: ['name', 'email'] },
  { name: 'POST /users', send: (b) => biz.owner.post('/users', b), body: () => ({ name: 'Sam', email: uniqueEmail(), password: 'secret1' }), fields: ['name', 'email'] },
  { name: 'PUT /users/:id', send: (b) => biz.owner.put(`/users/${staff.id}`, b), body: () => ({ name: 'Sam', email: staff.email }), fields: ['name', 'email'] },
  { name: 'PUT /users/profile/:id', send: (b) => staff.put(`/users/profile/${staff.id}`, b), body: () => ({ name: 'Sam' }), fields: ['name'] },
  { name: 'POST /inventory/add', send: (b) => biz.owner.post('/inventory/add', b), body: entry, fields: ['upc', 'item', 'manufacturer', 'subname'] },
  { name: 'PUT /inventory/upd/:id', send: (b) => biz.owner.put(`/inventory/upd/${entryId}`, b), body: entry, fields: ['upc', 'item', 'manufacturer', 'subname'] },
  { name: 'PUT /inventory/updm/:id', send: (b) => biz.owner.put(`/inventory/updm/${entryId}`, b), body: entry, fields: ['upc', 'item', 'manufacturer', 'subname'] },
  { name: 'POST /item/add', send: (b) => biz.owner.post('/item/add', b), body: () => ({ item: 'Garden' }), fields: ['item'] },
  { name: 'POST /name/add', send: (b) => biz.owner.post('/name/add', b), body: () => ({ manufacturer: 'Globex' }), fields: ['manufacturer'] },
  { name: 'POST /setting/add', send: (b) => biz.owner.post('/setting/add', b), body: () => ({ taxrate: 13, currency: 'CAD' }), fields: ['currency'] },
];

async function digest(): Promise<string> {
  const [row] = await rows<{ sum: string }>(
    t.database.owner,
    sql`SELECT md5(string_agg(x, '' ORDER BY x)) AS sum FROM (
      SELECT md5(u::text) AS x FROM users u UNION ALL SELECT md5(i::text) FROM inventory i UNION ALL SELECT md5(b::text) FROM businesses b
      UNION ALL SELECT md5(c::text) FROM items c UNION ALL SELECT md5(m::text) FROM manufacturers m UNION ALL SELECT md5(s::text) FROM settings s) all_rows`,
  );
  return row.sum;
}

describe('control characters in text fields', () => {
  it('are refused with 400 in every text field of every write route, and nothing is stored', async () => {
    const before = await digest();
    const accepted: string[] = [];
    let sent = 0;
    for (const route of ROUTES) {
      for (const field of route.fields) {
        for (const bad of BAD) {
          const body = route.body();
          body[field] = field === 'email' ? `a${bad}b@example.com` : `A${bad}B`;
          const res = await route.send(body);
          sent += 1;
          const message = (res.json() as { message?: string }).message ?? '';
          // Fields with a format of their own (an e-mail address, a currency code, a barcode) refuse them with it.
          const said = FORMATTED.has(field) ? message.startsWith(`${field}: `) : message.includes(FORBIDDEN_TEXT_MESSAGE);
          if (res.statusCode !== 400 || !said) {
            accepted.push(`${route.name} ${field} U+${bad.charCodeAt(0).toString(16).padStart(4, '0')} -> ${res.statusCode} ${message}`);
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(300);
    expect(accepted).toEqual([]);
    expect(await digest()).toBe(before);
  });

  it('says which field holds them', async () => {
    const res = await biz.owner.post('/inventory/add', { ...entry(), subname: 'Ham\u0001mer' });
    expect(res.json()).toEqual({ message: `subname: ${FORBIDDEN_TEXT_MESSAGE}`, code: 'VALIDATION', field: 'subname' });
  });

  it('still accepts tabs, line breaks and any printable script', async () => {
    for (const subname of ['Tab\tseparated', 'Two\nlines', 'Crème brûlée', '日本の茶', 'Emoji 🍞']) {
      const res = await biz.owner.post('/inventory/add', { ...entry(), subname });
      expect(res.statusCode).toBe(201);
    }
  });
});
