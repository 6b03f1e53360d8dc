import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerBusiness, type TestApp } from '../helpers/app';

describe('health and sign-up smoke', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it('answers health with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('registers a business whose owner is owner, admin and master', async () => {
    const biz = await registerBusiness(t.app, { bname: 'Smoke Shop' });
    const res = await biz.owner.get('/users');
    expect(res.statusCode).toBe(200);
    const [owner] = res.json();
    expect(owner).toMatchObject({ isOwner: true, isAdmin: true, isMaster: true, cid: biz.cid });
    expect(owner).not.toHaveProperty('passwordHash');
  });
});
