/**
 * Malformed input against every API route the app registers: generated path values, queries and
 * bodies (wrong types, huge and unicode strings, negative and fractional numbers, SQL and HTML
 * fragments, fields a caller must not set, prototype-pollution keys), mostly as an admin and
 * partly signed out. Whatever arrives, the server answers below 500, every 4xx is JSON with a
 * string `message` and a `code` of that status, and a refused request leaves every table exactly
 * as it was.
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_STATUS, isErrorCode } from '../../src/domain/error-codes';
import { registeredRoutes } from '../../src/server/app';
import { inventory, purchaseOrderLines, purchaseOrders, stockCounts, suppliers } from '../../src/server/db/schema';
import { buildTestApp, type TestApp } from '../helpers/app';
import { checksummer, setUpTenants, walPosition, type Tenants } from './tenants';

/** Requests sent per run, spread evenly over the routes. */
const TOTAL_REQUESTS = 10_200;

const NASTY_STRINGS = [
  '',
  ' ',
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '%',
  '_',
  '\\',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '__proto__',
  'constructor',
  'prototype',
  '../../etc/passwd',
  '%00',
  '\u0000',
  '\uD800',
  'Ω≈ç√∫˜µ≤≥÷',
  '👩‍👩‍👧‍👦',
  '١٢٣',
  '-1',
  '0',
  '1.5',
  '1e309',
  'NaN',
  'Infinity',
  '-0',
  '99999999999999999999',
  'true',
  'null',
  'a'.repeat(10_000),
];

const FIELDS = [
  'name', 'email', 'password', 'fname', 'lname', 'phone', 'bname', 'address', 'city', 'state', 'country', 'mailcode',
  'isAdmin', 'isDisabled', 'isMaster', 'isOwner', 'cid', '_id', 'id', 'upc', 'manufacturer', 'subname', 'item', 'qty',
  'lowinventory', 'cost', 'price', 'taxrate', 'currency', 'barcode', 'qfname', 'total', 'subtotal', 'discount',
  'shipping', 'taxes', 'saleqty', 'itemdiscount', 'returned', 'counted', 'zeroUncounted', 'inventoryId', 'supplierId', 'lines', 'note', 'contact', 'timeZone', 'locale', 'rate', 'isDefault', 'taxClassId', 'pricesIncludeTax', '__proto__', 'constructor', 'prototype',
];
const QUERY_KEYS = [
  'pageNumber', 'keyword', 'field', 'exact', 'barcode', 'qrid', 'cid', 'objcount', 'pageNumberitem', 'pageNumbername',
  'pageNumberpos', 'lowpageNumber', 'from', 'to', 'wallet', 'qfname', 'status', '__proto__',
];

const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ minLength: 300, maxLength: 3000 }) },
);
const nastyNumber = fc.oneof(
  fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(-1, 0, 0.001, 1.005, 2 ** 31, 2 ** 53, -(2 ** 53), Number.MAX_SAFE_INTEGER + 2, 1e300),
);
const scalar = fc.oneof(nastyString, nastyNumber, fc.boolean(), fc.constant(null));
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  v: fc.oneof({ depthSize: 'small', withCrossShrink: true }, scalar, fc.array(tie('v'), { maxLength: 3 }), fc.dictionary(fc.constantFrom(...FIELDS), tie('v'), { maxKeys: 3 })),
})).v;
const bodyObject = fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 8 });

/** A body as the wire carries it: JSON of many shapes, or text that is not valid JSON at all. */
const body = fc.oneof(
  { weight: 5, arbitrary: bodyObject.map((b) => ({ json: b })) },
  { weight: 2, arbitrary: fc.array(bodyObject, { maxLength: 4 }).map((b) => ({ json: b })) },
  { weight: 1, arbitrary: scalar.map((b) => ({ json: b })) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '{"__proto__":{"isAdmin":true}}',
      '{"constructor":{"prototype":{"isAdmin":true}}}',
      '{"name":',
      '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]',
      'not json',
      '',
    ).map((raw) => ({ raw })),
  },
  { weight: 1, arbitrary: fc.constant({ none: true }) },
);

/** A refused sign-in is recorded on purpose: that row is how the per-e-mail lockout counts. */
const IGNORED_TABLES = ['login_failures'];

/** Percent-encodes a path value; a lone surrogate has no UTF-8 form, so it goes as raw invalid bytes. */
function encodePathValue(v: string): string {
  try {
    return encodeURIComponent(v);
  } catch {
    return encodeURIComponent(v.replace(/[\uD800-\uDFFF]/g, '')) + '%ED%A0%80';
  }
}


describe('generated bad input against every endpoint', () => {
  let t: TestApp;
  let f: Tenants;
  let adminToken: string;
  const timings: string[] = [];
  const seen = { requests: 0, failures: 0, byStatus: new Map<number, number>() };
  /** Ids of business A's records (an entry, an open stock count, a supplier, an open purchase order) for generated paths to name. */
  const records: string[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    f = await setUpTenants(t);
    adminToken = (await f.tokenFor('admin'))!;
    const db = t.app.database.owner;
    const [entry] = await db
      .insert(inventory)
      .values({ cid: f.cidA, upc: 'FUZZ-1', item: 'Snacks', manufacturer: 'Acme', subname: 'Fuzzed', qty: 5, costCents: 100, priceCents: 200 })
      .returning({ id: inventory.id });
    const [count] = await db.insert(stockCounts).values({ cid: f.cidA, name: 'Fuzzed count' }).returning({ id: stockCounts.id });
    const [supplier] = await db.insert(suppliers).values({ cid: f.cidA, name: 'Fuzzed supplier' }).returning({ id: suppliers.id });
    const [order] = await db.insert(purchaseOrders).values({ cid: f.cidA, number: 1, supplierId: supplier.id, totalCents: 500 }).returning({ id: purchaseOrders.id });
    await db.insert(purchaseOrderLines).values({ cid: f.cidA, purchaseOrderId: order.id, inventoryId: entry.id, upc: 'FUZZ-1', name: 'Fuzzed', qty: 5, costCents: 100, position: 1 });
    // A sale made offline at a price the entry never had, held for an admin: its receipt number names it in paths.
    const held = await t.app.inject({
      method: 'POST',
      url: '/api/pos/offline-sales',
      headers: { authorization: `Bearer ${adminToken}`, 'idempotency-key': 'fuzz-held-sale' },
      payload: { barcode: '900000000777', soldAt: new Date(Date.now() - 60_000).toISOString(), shipping: 0, lines: [{ _id: entry.id, saleqty: 1, itemdiscount: 0, price: 0.5, taxRate: 0 }] },
    });
    expect(held.json()).toMatchObject({ held: true });
    records.push(entry.id, count.id, supplier.id, order.id, held.json().barcode as string);
  });
  afterAll(async () => {
    console.info(
      `fuzz: ${seen.requests} requests, ${seen.failures} refused, statuses ${JSON.stringify(Object.fromEntries([...seen.byStatus].sort((a, b) => a[0] - b[0])))}`,
    );
    if (process.env.FUZZ_TIMINGS) console.info(timings.join('\n'));
    await t?.close();
  });

  it(`answers ${TOTAL_REQUESTS}+ malformed requests without a 5xx and without changing data when refusing`, async () => {
    const targets = registeredRoutes(t.app).filter((r) => r.url.startsWith('/api') && !r.url.startsWith('/api/docs'));
    expect(targets.length).toBeGreaterThan(10);
    const perRoute = Math.ceil(TOTAL_REQUESTS / targets.length);
    const realIds = [f.userIds.staff, f.userIds.admin, f.userIds.master, f.userIds.otherAdmin, f.cidA, f.cidB, ...records];
    const pathValue = fc.oneof(nastyString.filter((s) => s.length > 0), fc.constantFrom(...realIds));
    const query = fc.dictionary(fc.constantFrom(...QUERY_KEYS), fc.oneof(nastyString, fc.array(nastyString, { maxLength: 3 })), { maxKeys: 4 });

    // A request that wrote nothing at all (the WAL did not move) cannot have changed the digest, so it
    // is taken again only after a successful write, and compared only when a refused request wrote.
    const digest = await checksummer(t, IGNORED_TABLES);
    let checksum: string | undefined;
    let wal: string | undefined;
    for (const target of targets) {
      const started = Date.now();
      const params = target.url.match(/:[A-Za-z]+|\*/g) ?? [];
      const request = fc.record({
        pathValues: fc.tuple(...params.map(() => pathValue)),
        query,
        body,
        signedOut: fc.integer({ min: 0, max: 9 }).map((n) => n < 2),
      });
      await fc.assert(
        fc.asyncProperty(request, async (r) => {
          let url = target.url;
          r.pathValues.forEach((v, i) => {
            url = url.replace(params[i], encodePathValue(v));
          });
          const before = (checksum ??= await digest());
          const walBefore = (wal ??= await walPosition(t));
          const headers: Record<string, string> = r.signedOut ? {} : { authorization: `Bearer ${adminToken}` };
          // Fastify's type of a route's method also names ones inject's type leaves out (SEARCH); the app registers none of them.
          const opts: InjectOptions = { method: target.method as InjectOptions['method'], url, query: r.query, headers };
          if (target.method !== 'GET' && target.method !== 'DELETE') {
            if ('json' in r.body) opts.payload = JSON.stringify(r.body.json) ?? 'null';
            else if ('raw' in r.body) opts.payload = r.body.raw;
            if (!('none' in r.body)) headers['content-type'] = 'application/json';
          }
          const res = await t.app.inject(opts);
          seen.requests += 1;
          seen.byStatus.set(res.statusCode, (seen.byStatus.get(res.statusCode) ?? 0) + 1);
          expect(res.statusCode, `${target.method} ${url}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
          wal = await walPosition(t);
          const wrote = wal !== walBefore;
          if (res.statusCode >= 400) {
            seen.failures += 1;
            expect(res.headers['content-type']).toMatch(/^application\/json/);
            const { message, code }: { message?: unknown; code?: unknown } = res.json();
            expect(typeof message, res.body).toBe('string');
            expect(isErrorCode(code) && ERROR_STATUS[code], `${target.method} ${url}: ${res.body.slice(0, 300)}`).toBe(res.statusCode);
            if (wrote) expect(await digest(), `${target.method} ${url} was refused but changed data`).toBe(before);
          } else if (wrote) {
            checksum = undefined;
          }
          // Logging out (or anything else that ended the session) must not starve the rest of the run.
          if (!r.signedOut && (res.statusCode === 401 || target.url.endsWith('/logout'))) {
            adminToken = (await f.tokenFor('admin'))!;
            checksum = undefined;
            wal = undefined;
          }
        }),
        { numRuns: perRoute, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647), endOnFailure: true },
      );
      timings.push(`${target.method} ${target.url} ${Date.now() - started}ms`);
    }
    expect(seen.requests).toBeGreaterThanOrEqual(TOTAL_REQUESTS);
    // No body with __proto__ or constructor keys reached the shared prototype.
    expect(Object.prototype).not.toHaveProperty('isAdmin');
  }, 600_000);

  it('answers generated spreadsheet files sent to the import without a 5xx, and writes nothing when refusing', async () => {
    const digest = await checksummer(t, IGNORED_TABLES);
    const cell = fc.oneof(nastyString, nastyNumber.map(String), fc.constantFrom('036000291452', '12,50', '€ 1.234,56', '"', '""', '\r\n', ';', '\t'));
    const file = fc.oneof(
      // Delimited text: a header (known names or not), then ragged rows of nasty cells.
      fc
        .record({
          delimiter: fc.constantFrom(',', ';', '\t', '|'),
          header: fc.array(fc.oneof(fc.constantFrom('upc', 'barcode', 'name', 'price', 'qty', 'cost', 'category', 'brand'), nastyString), { minLength: 0, maxLength: 9 }),
          rows: fc.array(fc.array(cell, { maxLength: 10 }), { maxLength: 12 }),
          bom: fc.boolean(),
        })
        .map((f) => Buffer.from(`${f.bom ? '\uFEFF' : ''}${[f.header, ...f.rows].map((r) => r.join(f.delimiter)).join(f.bom ? '\r\n' : '\n')}`)),
      // Bytes: junk, or a zip header that is no workbook.
      fc.uint8Array({ maxLength: 2_000 }).map((b) => Buffer.from(b)),
      fc.uint8Array({ maxLength: 500 }).map((b) => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from(b)])),
    );
    await fc.assert(
      fc.asyncProperty(file, fc.boolean(), fc.option(fc.oneof(fc.json(), nastyString)), async (bytes, dryRun, mapping) => {
        const before = await digest();
        const boundary = 'fuzzboundary';
        const parts = [
          ...(mapping === null ? [] : [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="mapping"\r\n\r\n${mapping}\r\n`)]),
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="f.csv"\r\n\r\n`),
          bytes,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ];
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/inventory/import${dryRun ? '?dryRun=1' : ''}`,
          headers: { authorization: `Bearer ${adminToken}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
          payload: Buffer.concat(parts),
        });
        expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
        if (res.statusCode >= 400) {
          const { message, code }: { message?: unknown; code?: unknown } = res.json();
          expect(typeof message, res.body.slice(0, 300)).toBe('string');
          expect(isErrorCode(code) && ERROR_STATUS[code]).toBe(res.statusCode);
          expect(await digest(), 'a refused import changed data').toBe(before);
        }
        if (dryRun) expect(await digest(), 'a dry run changed data').toBe(before);
      }),
      { numRuns: 300 },
    );
  }, 300_000);
});
