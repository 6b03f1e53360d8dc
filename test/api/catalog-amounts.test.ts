/** The catalogue import reads a price or cost cell by the same rule as the app's amount fields, in the business's locale and currency. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventory } from '../../src/server/db/schema';
import { buildTestApp, registerBusiness, type ApiClient, type Business, type TestApp } from '../helpers/app';
import { seedSettings } from '../helpers/fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

function importCsv(user: ApiClient, csv: string) {
  const boundary = `----stocktill${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="catalog.csv"\r\nContent-Type: text/csv\r\n\r\n`),
    Buffer.from(csv),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({ method: 'POST', url: '/api/inventory/import', headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${user.token}` }, payload });
}

const prices = async (cid: string) =>
  (await t.database.owner.select().from(inventory).where(eq(inventory.cid, cid)).orderBy(inventory.upc)).map((r) => [r.upc, r.costCents, r.priceCents, r.qty]);

const HEADER = 'upc;category;manufacturer;name;qty;cost;price';

describe('amounts in an imported catalogue', () => {
  let paris: Business;
  let boston: Business;
  beforeAll(async () => {
    paris = await registerBusiness(t.app);
    await seedSettings(t.database.owner, paris.cid, 20, 'EUR');
    expect((await paris.owner.put('/setting/region', { timeZone: 'Europe/Paris', locale: 'fr-FR' })).statusCode).toBe(200);
    boston = await registerBusiness(t.app);
    await seedSettings(t.database.owner, boston.cid, 6.25, 'USD');
  });

  it('a French shop: 1.999,00 and 1 999,00 € are 1999 euros, and a count of 1 200 is 1200', async () => {
    const res = await importCsv(paris.owner, [HEADER, '036000291452;Outils;Acme;Établi;1 200;1 234,50 €;1.999,00', '4006381333931;Outils;Acme;Étau;3;12,5;1\u202F999,00', ''].join('\n'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ created: 2, errors: [] });
    expect(await prices(paris.cid)).toEqual([
      ['036000291452', 123450, 199900, 1200],
      ['4006381333931', 1250, 199900, 3],
    ]);
  });

  it('a French shop: a dot before three digits could be two numbers and another currency is not its own: both refused, nothing written', async () => {
    const res = await importCsv(paris.owner, [HEADER, '5000000000012;Outils;Acme;Scie;1.200;1.500;3', '5000000000029;Outils;Acme;Lime;1;2;$12.00', ''].join('\n'));
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as { row: number; column: string; message: string }[];
    expect(errors.map((e) => [e.row, e.column, e.message])).toEqual([
      [2, 'qty', 'Quantity on hand must be a whole number from 0 to 1,000,000 (found “1.200”)'],
      [2, 'cost', 'Cost must be a number (found “1.500”)'],
      [3, 'price', 'Price must be a number (found “$12.00”)'],
    ]);
    expect((await prices(paris.cid)).map(([upc]) => upc)).toEqual(['036000291452', '4006381333931']);
  });

  it('a dollar shop: $1,999.00 and 1,500 are read with their separators; 1.500 is one and a half', async () => {
    const res = await importCsv(boston.owner, [HEADER.replaceAll(';', ','), '036000291452,Tools,Acme,Bench,"1,500","$1,999.00",1.500', ''].join('\n'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ created: 1, errors: [] });
    expect(await prices(boston.cid)).toEqual([['036000291452', 199900, 150, 1500]]);
  });
});
