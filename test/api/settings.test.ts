import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../src/domain/messages';
import { buildTestApp, client, registerBusiness, type ApiClient, type Business, type TestApp } from '../helpers/app';

function multipart(fields: Record<string, string>) {
  const boundary = '----stocktill-test';
  const body = Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  return { body: `${body}--${boundary}--\r\n`, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('settings API', () => {
  let t: TestApp;
  let biz: Business;
  let staff: ApiClient;
  let other: Business;
  let id: string;

  beforeAll(async () => {
    t = await buildTestApp();
    biz = await registerBusiness(t.app);
    other = await registerBusiness(t.app);
    staff = await biz.addUser();
  });
  afterAll(() => t?.close());

  it('starts with an empty list', async () => {
    const res = await staff.get('/setting/list');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect((await client(t.app, null).get('/setting/list')).statusCode).toBe(401);
  });

  it.each([
    [{ currency: 'USD' }, MSG.fillInAllFields],
    [{ taxrate: 13, currency: '' }, MSG.fillInAllFields],
    [{ taxrate: 0, currency: 'USD' }, 'taxrate: must be at least 0.01'],
    [{ taxrate: 7.25555, currency: 'USD' }, 'taxrate: must have at most 4 decimals'],
    [{ taxrate: 'abc', currency: 'USD' }, 'taxrate: must be a number'],
    [{ taxrate: 13, currency: 'XYZ' }, 'currency: must be an ISO 4217 currency code such as USD, CAD or GBP'],
  ])('POST /setting/add refuses %j', async (body, message) => {
    const res = await biz.owner.post('/setting/add', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('POST /setting/add is admin only and refuses another cid', async () => {
    expect((await staff.post('/setting/add', { taxrate: 13, currency: 'CAD' })).statusCode).toBe(403);
    expect((await biz.owner.post('/setting/add', { taxrate: 13, currency: 'CAD', cid: other.cid })).statusCode).toBe(403);
  });

  it('POST /setting/add saves the rate as a decimal percent and upper-cases the currency', async () => {
    const res = await biz.owner.post('/setting/add', { taxrate: 7.25, currency: ' cad ', cid: biz.cid });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ taxrate: 7.25, currency: 'CAD', cid: biz.cid });
    id = res.json()._id;
    expect((await staff.get('/setting/list')).json()).toEqual([res.json()]);
    expect((await other.owner.get('/setting/list')).json()).toEqual([]);
    const again = await biz.owner.post('/setting/add', { taxrate: 5, currency: 'USD' });
    expect(again.statusCode).toBe(409);
  });

  it('PUT /setting/update/{id} takes JSON', async () => {
    const res = await biz.owner.put(`/setting/update/${id}`, { taxrate: 13, currency: 'usd' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: id, taxrate: 13, currency: 'USD' });
  });

  it('PUT /setting/update/{id}} takes the old client multipart form and stray brace', async () => {
    const form = multipart({ taxrate: '8.5', currency: 'gbp' });
    const res = await biz.owner.put(`/setting/update/${id}}`, form.body, form.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: id, taxrate: 8.5, currency: 'GBP' });
    const encoded = await biz.owner.put(`/setting/update/${id}%7D`, { taxrate: 9, currency: 'EUR' });
    expect(encoded.json()).toMatchObject({ taxrate: 9, currency: 'EUR' });
    const bad = multipart({ taxrate: '', currency: 'gbp' });
    const refused = await biz.owner.put(`/setting/update/${id}`, bad.body, bad.headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(MSG.fillInAllFields);
  });

  it('PUT /setting/update is admin only and scoped to the business', async () => {
    expect((await staff.put(`/setting/update/${id}`, { taxrate: 1, currency: 'USD' })).statusCode).toBe(403);
    expect((await other.owner.put(`/setting/update/${id}`, { taxrate: 1, currency: 'USD' })).statusCode).toBe(404);
    expect((await client(t.app, null).put(`/setting/update/${id}`, { taxrate: 1, currency: 'USD' })).statusCode).toBe(401);
    expect((await biz.owner.get('/setting/list')).json()[0]).toMatchObject({ taxrate: 9, currency: 'EUR' });
  });

  it('keeps the API description buildable with these schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(expect.arrayContaining(['/setting/update/{id}', '/inventory/list', '/item/list', '/name/list']));
  });
});
