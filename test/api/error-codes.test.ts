/**
 * Every error answer is `{ message, code }` (plus `field` for validation) with the code's own
 * status, so a client can react to the code and never to the wording.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_STATUS, ERROR_STATUSES, codesOfStatus } from '../../src/domain/error-codes';
import { MSG } from '../../src/domain/messages';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { buildTestApp, registerBusiness, type Business, type TestApp } from '../helpers/app';
import { seedProduct, seedSettings } from '../helpers/fixtures';

let t: TestApp;
let shop: Business;

beforeAll(async () => {
  t = await buildTestApp();
  shop = await registerBusiness(t.app, { bname: 'Code Shop' });
  await seedSettings(t.database.owner, shop.cid, 13, 'CAD');
});
afterAll(() => t?.close());

const line = (id: string, saleqty: number | string) => ({ _id: id, saleqty, itemdiscount: 0 });

describe('error codes', () => {
  it('DISABLED (403) for a disabled account, at sign-in and on a request with its old session', async () => {
    const staff = await shop.addUser({ isDisabled: true });
    const login = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: staff.email, password: staff.password } });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({ message: MSG.accountDisabled, code: 'DISABLED' });
    const request = await staff.get('/summary');
    expect(request.statusCode).toBe(403);
    expect(request.json()).toEqual({ message: MSG.accountDisabled, code: 'DISABLED' });
  });

  it('INVALID_CREDENTIALS (401) for a wrong password, UNAUTHORIZED (401) without a session', async () => {
    const wrong = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: shop.owner.email, password: 'not-it' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: MSG.invalidCredentials, code: 'INVALID_CREDENTIALS' });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/summary' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: MSG.notAuthorizedNoToken, code: 'UNAUTHORIZED' });
  });

  it('VALIDATION (400) names the field, in a body, a query string and a checkout line', async () => {
    const body = await shop.owner.post('/inventory/add', { upc: '1', manufacturer: 'Acme', subname: 'Nut', item: 'Snacks', qty: 'many', lowinventory: 1, cost: 1, price: 2 });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toMatchObject({ code: 'VALIDATION', field: 'qty', message: expect.stringMatching(/^qty: /) });

    const query = await shop.owner.get('/sales/list?from=2026-02-30');
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject({ code: 'VALIDATION', field: 'from' });

    const product = await seedProduct(t.database.owner, shop.cid);
    const checkout = await shop.owner.put('/pos/generate', [{ shipping: 0 }, line(product.id, 0)]);
    expect(checkout.statusCode).toBe(400);
    expect(checkout.json()).toMatchObject({ code: 'VALIDATION', field: '1.saleqty' });
  });

  it('VALIDATION (400) with the field for checks made against the data, too', async () => {
    const res = await shop.owner.post('/inventory/add', { upc: '2', manufacturer: 'Nobody Inc', subname: 'Nut', item: 'Nothing', qty: 1, lowinventory: 1, cost: 1, price: 2 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', field: 'item' });
  });

  it('SOLD_OUT (409) when a checkout asks for more than is left', async () => {
    const product = await seedProduct(t.database.owner, shop.cid, { manufacturer: 'Acme', subname: 'Last One', qty: 1 });
    const res = await shop.owner.put('/pos/generate', [{ shipping: 0 }, line(product.id, 2)]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Only 1 of Acme Last One left in stock', code: 'SOLD_OUT' });
  });

  it('RECEIPT_RETURNED (409) for a receipt returned before, NOT_FOUND (404) for one that does not exist', async () => {
    const product = await seedProduct(t.database.owner, shop.cid);
    const sale = (await shop.owner.put('/pos/generate', [{ shipping: 0 }, line(product.id, 1)])).json();
    expect((await shop.owner.put('/pos/returns/update', { barcode: sale.barcode })).statusCode).toBe(200);
    const again = await shop.owner.put('/pos/returns/update', { barcode: sale.barcode });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: MSG.receiptReturned, code: 'RECEIPT_RETURNED' });
    const missing = await shop.owner.put('/pos/returns/update', { barcode: '999999999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: MSG.noReturnReceipt, code: 'NOT_FOUND' });
  });

  it('DUPLICATE (409) for a name taken, IN_USE (409) for a category entries still use', async () => {
    const first = await shop.owner.post('/item/add', { item: 'Drinks' });
    expect(first.statusCode).toBe(201);
    const again = await shop.owner.post('/item/add', { item: 'drinks' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'DUPLICATE' });
    await seedProduct(t.database.owner, shop.cid, { item: 'Drinks' });
    const used = await shop.owner.del(`/item/del/${first.json()._id}`);
    expect(used.statusCode).toBe(409);
    expect(used.json()).toMatchObject({ code: 'IN_USE' });
  });

  it('NOT_FOUND (404) for an unknown API path and for an unknown record', async () => {
    const path = await t.app.inject({ method: 'GET', url: '/api/no/such/thing' });
    expect(path.statusCode).toBe(404);
    expect(path.json()).toEqual({ message: 'Not found: GET /api/no/such/thing', code: 'NOT_FOUND' });
    const record = await shop.owner.get('/inventory/edit/no-such-entry');
    expect(record.statusCode).toBe(404);
    expect(record.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('codes the paths the router refuses before any route runs', async () => {
    const tooLong = await t.app.inject({ method: 'GET', url: `/api/wallets/${'w'.repeat(300)}` });
    expect(tooLong.statusCode).toBe(404);
    expect(tooLong.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
    const badEscape = await t.app.inject({ method: 'GET', url: '/api/wallets/%E0%A4%A' });
    expect(badEscape.statusCode).toBe(400);
    expect(badEscape.json()).toEqual({ message: 'The path is not a valid URL', code: 'BAD_REQUEST' });
  });

  it("codes Fastify's own refusals: bad JSON, wrong content type", async () => {
    const badJson = await shop.owner.request('POST', '/item/add', '{"item":', { 'content-type': 'application/json' });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({ message: 'Request body is not valid JSON', code: 'BAD_REQUEST' });
    const xml = await shop.owner.request('POST', '/item/add', '<item/>', { 'content-type': 'application/xml' });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ message: 'Unsupported content type', code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('RATE_LIMITED (429) from the per-address limit, with its code kept by the route', async () => {
    const create = () => t.app.inject({ method: 'POST', url: '/api/wallets', remoteAddress: '10.9.8.7' });
    let res = await create();
    for (let i = 0; i < 30 && res.statusCode !== 429; i++) res = await create();
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: expect.any(String), code: 'RATE_LIMITED' });
  });
});

describe('a fault of the server', () => {
  it('is INTERNAL (500) and says nothing of the fault', async () => {
    const config = loadConfig({ LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv);
    const database = await openDatabase({ dataDir: 'memory://' });
    const app = await buildApp({ config, database, serveWeb: false, logger: false });
    try {
      app.get('/api/test-fault', async () => {
        throw new Error('connection string postgres://secret@db');
      });
      await app.ready();
      const res = await app.inject({ method: 'GET', url: '/api/test-fault' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: 'Something went wrong. Please try again.', code: 'INTERNAL' });
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('the OpenAPI document at /api/docs', () => {
  it('lists the error answers of every API route, each with the codes of its status', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: { properties: Record<string, { enum?: string[] }>; required: string[] } }> }> }>> };
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })));
    expect(operations.length).toBeGreaterThan(30);
    for (const { name, op } of operations) {
      for (const status of [400, 401, 403, 404, 409, 422, 429, 500]) {
        const schema = op.responses[String(status)]?.content?.['application/json']?.schema;
        expect(schema, `${name} ${status}`).toBeDefined();
        expect(schema?.required, `${name} ${status}`).toEqual(['message', 'code']);
        expect(schema?.properties.code.enum, `${name} ${status}`).toEqual(codesOfStatus(status));
        expect(schema?.properties).toHaveProperty('field');
      }
    }
    const checkout = doc.paths['/pos/generate'].put.responses['409'].content?.['application/json'].schema.properties.code.enum;
    expect(checkout).toEqual(expect.arrayContaining(['SOLD_OUT', 'RECEIPT_RETURNED', 'DUPLICATE']));
  });

  it('covers every code in the shared list', () => {
    expect(ERROR_STATUSES.flatMap(codesOfStatus).sort()).toEqual([...ERROR_CODES].sort());
    for (const code of ERROR_CODES) expect(ERROR_STATUS[code]).toBeGreaterThanOrEqual(400);
  });
});
