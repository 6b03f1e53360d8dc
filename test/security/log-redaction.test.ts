/**
 * A wallet id is a bearer secret: whoever holds it reads the wallet's receipts. It travels in URLs
 * (the wallet page, receipt images opened from it, the terminal's ?qrid=), and request logs used to
 * carry those URLs whole. Now no log line, at the most verbose level, holds a wallet id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';
import { redactUrl } from '../../src/server/redact-url';
import { client, registerBusiness } from '../helpers/app';
import { seedProduct } from '../helpers/fixtures';

const lines: string[] = [];
let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'trace' } as NodeJS.ProcessEnv), database, serveWeb: false, logStream: { write: (line) => void lines.push(line) } });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('request logs', () => {
  it('never hold a wallet id, in a path or a query', async () => {
    const shop = await registerBusiness(app);
    const wallet = (await client(app, null).post('/wallets')).json().id as string;
    const p = await seedProduct(database.owner, shop.cid, { qty: 5 });
    const sold = await shop.owner.put(`/pos/generate?qrid=${wallet}`, [
      { total: 0, subtotal: 0, discount: 0, shipping: 0, taxes: 0 },
      { _id: p.id, saleqty: 1, itemdiscount: 0 },
    ]);
    expect(sold.statusCode).toBe(201);
    const anon = client(app, null);
    expect((await anon.get(`/wallets/${wallet}`)).statusCode).toBe(200);
    expect((await anon.get(`/return/${sold.json().qfname}?wallet=${wallet}`)).statusCode).toBe(200);
    expect((await anon.get(`/return/${sold.json().qfname}?x=1&wallet=${wallet.toUpperCase()}`)).statusCode).toBe(200);
    // A request that fails is logged too.
    expect((await anon.get(`/wallets/${wallet}0`)).statusCode).toBe(404);

    const log = lines.join('\n');
    expect(log).toContain('/api/wallets/[redacted]');
    expect(log).toContain('wallet=[redacted]');
    expect(log.toLowerCase()).not.toContain(wallet);
  });

  it('keep the rest of the URL readable', () => {
    expect(redactUrl('/api/return/r.png?wallet=abc&x=1')).toBe('/api/return/r.png?wallet=[redacted]&x=1');
    expect(redactUrl('/api/pos/generate?qrid=abc')).toBe('/api/pos/generate?qrid=[redacted]');
    expect(redactUrl('/wallet/abc?from=pos')).toBe('/wallet/[redacted]?from=pos');
    expect(redactUrl('/api/inventory/list?keyword=wallet')).toBe('/api/inventory/list?keyword=wallet');
  });
});
