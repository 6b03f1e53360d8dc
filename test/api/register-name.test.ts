/**
 * The first register's name: stored in English at sign-up and shown in the reader's language
 * ("Caisse 1", "Caja 1"), so those names stay its own and no other register may take them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_REGISTER_NAME } from '../../src/domain/registers';
import { buildTestApp, registerBusiness, type Business, type TestApp } from '../helpers/app';

let t: TestApp;
let shop: Business;
let other: Business;

beforeAll(async () => {
  t = await buildTestApp();
  shop = await registerBusiness(t.app);
  other = await registerBusiness(t.app);
});
afterAll(() => t?.close());

const names = async (b: Business) => ((await b.owner.get('/registers')).json().registers as { name: string }[]).map((r) => r.name);

describe('the first register’s name in every language', () => {
  it('is stored as the English name whatever the business’s language', async () => {
    const french = await registerBusiness(t.app, { bname: 'Quincaillerie' });
    expect((await french.owner.put('/setting/region', { language: 'fr' })).statusCode).toBe(200);
    expect(await names(french)).toEqual([FIRST_REGISTER_NAME]);
  });

  it('refuses another register named as the first one shows in French or Spanish, adding nothing', async () => {
    for (const name of ['Caisse 1', 'caja 1', '  CAISSE 1 ', 'register 1']) {
      const res = await shop.owner.post('/registers', { name });
      expect(res.statusCode, name).toBe(409);
      expect(res.json()).toMatchObject({ code: 'DUPLICATE', message: 'A register with this name already exists' });
    }
    expect(await names(shop)).toEqual(['Register 1']);
  });

  it('still adds other names, for admins only, in their own business', async () => {
    expect((await shop.owner.post('/registers', { name: 'Caisse 2' })).statusCode).toBe(201);
    const clerk = await shop.addUser();
    expect((await clerk.post('/registers', { name: 'Caja 2' })).statusCode).toBe(403);
    expect(await names(shop)).toEqual(['Caisse 2', 'Register 1']);
    expect(await names(other)).toEqual(['Register 1']);
  });
});
