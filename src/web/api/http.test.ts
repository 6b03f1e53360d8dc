import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../domain/messages';
import { ZSummary } from '../../domain/schemas/reports';
import { ApiError, apiRequest, onAuthFailure } from './http';
import { fetchInventory } from './inventory';
import { fetchWallet } from './wallet';

/** Answers every fetch with `body` (JSON unless a string) and `status`. */
function answer(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(err instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(err)}`);
  return err;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const summary = { inventoryCount: 15, manufacturerCount: 3, supplierCount: 0, itemCount: 2, inventorycost: 5.1, inventoryvalue: 11.25 };
const entry = { _id: 'e1', upc: '012345678905', item: 'Soda', manufacturer: 'Acme', subname: 'Cola', qty: 3, lowinventory: 1, price: 1.25, cid: 'c1', updatedAt: '2026-11-21T10:00:00.000Z' };

describe('answers are checked against the shared schemas', () => {
  it('gives back an answer that matches its schema', async () => {
    answer(200, summary);
    await expect(apiRequest('/summary', { schema: ZSummary })).resolves.toEqual(summary);
  });

  it('refuses an answer that drifted from its schema, naming the route and the property', async () => {
    answer(200, { ...summary, inventorycost: '5.10' });
    const err = await failureOf(apiRequest('/summary', { schema: ZSummary }));
    expect(err.code).toBe('BAD_RESPONSE');
    expect(err.message).toMatch(/GET \/summary/);
    expect(err.message).toMatch(/inventorycost/);
  });

  it('wires the schemas into the fetchers: a list row without its UPC is refused', async () => {
    answer(200, { inventory: [entry], page: 1, pages: 1, count: 1, pageSize: 10 });
    await expect(fetchInventory({ page: 1, keyword: '', field: 'subname' })).resolves.toMatchObject({ count: 1 });
    const { upc: _upc, ...withoutUpc } = entry;
    answer(200, { inventory: [withoutUpc], page: 1, pages: 1, count: 1, pageSize: 10 });
    const err = await failureOf(fetchInventory({ page: 1, keyword: '', field: 'subname' }));
    expect(err.code).toBe('BAD_RESPONSE');
    expect(err.message).toMatch(/inventory\.0\.upc/);
  });

  it('refuses a body that is not JSON at all where an answer is expected', async () => {
    answer(200, '<html>maintenance</html>');
    expect((await failureOf(fetchWallet('w1'))).code).toBe('BAD_RESPONSE');
  });
});

describe('error answers', () => {
  it('carry the server code, message and field', async () => {
    answer(400, { message: 'qty: must be a number', code: 'VALIDATION', field: 'qty' });
    const err = await failureOf(apiRequest('/inventory/add', { method: 'POST', body: {} }));
    expect(err).toMatchObject({ status: 400, code: 'VALIDATION', field: 'qty', message: 'qty: must be a number' });
  });

  it('tell the session layer about a disabled account by its code, and about nothing else but a dead session', async () => {
    const heard: string[] = [];
    const stop = onAuthFailure((err) => heard.push(err.code));
    try {
      answer(403, { message: 'any wording, in any language', code: 'DISABLED' });
      await failureOf(apiRequest('/summary'));
      answer(403, { message: MSG.accountDisabled, code: 'FORBIDDEN' });
      await failureOf(apiRequest('/summary'));
      answer(401, { message: MSG.invalidCredentials, code: 'INVALID_CREDENTIALS' });
      await failureOf(apiRequest('/users/login', { method: 'POST', body: {} }));
      answer(401, { message: MSG.notAuthorizedTokenFailed, code: 'UNAUTHORIZED' });
      await failureOf(apiRequest('/summary'));
    } finally {
      stop();
    }
    expect(heard).toEqual(['DISABLED', 'UNAUTHORIZED']);
  });

  it("fall back to the status's general code when the body has none the app knows", async () => {
    answer(502, '<html>Bad gateway</html>');
    expect(await failureOf(apiRequest('/summary'))).toMatchObject({ status: 502, code: 'INTERNAL', message: 'Request failed with status code 502' });
    answer(404, { message: 'gone', code: 'SOME_FUTURE_CODE' });
    expect(await failureOf(apiRequest('/summary'))).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'gone' });
  });

  it('are NETWORK when no answer came', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('fetch failed'))));
    expect(await failureOf(apiRequest('/summary'))).toMatchObject({ status: 0, code: 'NETWORK', message: "Can't reach Stocktill, retrying…" });
    expect(await failureOf(apiRequest('/summary', { method: 'POST', body: {} }))).toMatchObject({ code: 'NETWORK', message: "Can't reach Stocktill. Check the connection and try again." });
  });
});
