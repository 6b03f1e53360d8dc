/**
 * A request that succeeded leaves no error-level line in the log. The terminal's catalogue used to
 * be sent from inside its business scope, whose guard then threw "sent its reply before its work
 * committed" after the answer had gone out: one error line per catalogue download, on every till.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';
import { registerBusiness } from '../helpers/app';
import { seedProduct } from '../helpers/fixtures';

const lines: string[] = [];
let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'info' } as NodeJS.ProcessEnv), database, serveWeb: false, logStream: { write: (line) => void lines.push(line) } });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** Pino's level numbers: 50 is error, 60 fatal. */
const errorLines = () => lines.map((l) => JSON.parse(l) as { level: number; msg?: string }).filter((l) => l.level >= 50);

describe('GET /api/pos/catalog', () => {
  it('answers, plain or gzipped, whole or as changes, without an error-level log line', async () => {
    const shop = await registerBusiness(app);
    // Enough products for the answer to pass the size from which it is gzipped.
    for (let i = 0; i < 60; i++) await seedProduct(database.owner, shop.cid, { qty: 5 });
    lines.length = 0;
    const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${shop.owner.token}`, ...headers } });
    const plain = await get('/api/pos/catalog');
    expect(plain.statusCode).toBe(200);
    expect(plain.json().entries.length).toBeGreaterThanOrEqual(60);
    const gzipped = await get('/api/pos/catalog', { 'accept-encoding': 'gzip' });
    expect(gzipped.statusCode).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const since = await get(`/api/pos/catalog?since=${plain.json().cursor}`);
    expect(since.statusCode).toBe(200);
    expect(lines.length).toBeGreaterThan(0);
    expect(errorLines()).toEqual([]);
  });
});
