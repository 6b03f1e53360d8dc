import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type { TOfflineSale, TOfflineSaleResult } from '../../domain/schemas/offline-sales';
import type { TReceipt } from '../../domain/schemas/pos';
import { ApiError } from '../api/http';
import { markWaiting, outboxSize, queuedReceipt, queuedSales, queueSale, waitingSales, watchOutbox } from './outbox-store';
import { isRefusal, sendQueuedSales, type PostOfflineSale } from './outbox-sync';

function sale(n: number): { key: string; sale: TOfflineSale; receipt: TReceipt } {
  const barcode = `0${String(n).padStart(11, '0')}`;
  return {
    key: randomUUID(),
    sale: { barcode, soldAt: new Date().toISOString(), shipping: 0, lines: [{ _id: `p${n}`, saleqty: 1, itemdiscount: 0, price: 1, taxRate: 0 }] },
    receipt: { barcode, total: 1 } as TReceipt,
  };
}

const ok = (s: TOfflineSale) => ({ barcode: s.barcode }) as TOfflineSaleResult;

async function shopWith(n: number): Promise<string> {
  const cid = randomUUID();
  for (let i = 1; i <= n; i++) await queueSale(cid, sale(i));
  return cid;
}

describe('sending the sales kept on the device', () => {
  it('sends every sale once, oldest first, with its own key, and empties the device', async () => {
    const cid = await shopWith(5);
    const keys = (await queuedSales(cid)).map((s) => s.key);
    const sent: { barcode: string; key: string }[] = [];
    const post: PostOfflineSale = async (s, key) => {
      sent.push({ barcode: s.barcode, key });
      return ok(s);
    };
    expect(await sendQueuedSales(cid, post)).toEqual({ sent: 5, refused: 0 });
    expect(sent.map((s) => s.barcode)).toEqual(['000000000001', '000000000002', '000000000003', '000000000004', '000000000005']);
    expect(sent.map((s) => s.key)).toEqual(keys);
    expect(await outboxSize(cid)).toBe(0);
    expect(await sendQueuedSales(cid, post)).toEqual({ sent: 0, refused: 0 });
    expect(sent).toHaveLength(5);
  });

  it('keeps a refused sale with the reason and sends the ones behind it', async () => {
    const cid = await shopWith(3);
    const post: PostOfflineSale = async (s) => {
      if (s.barcode.endsWith('2')) throw new ApiError('Product p2 was not found', 404, 'NOT_FOUND');
      return ok(s);
    };
    expect(await sendQueuedSales(cid, post)).toEqual({ sent: 2, refused: 1 });
    const left = await queuedSales(cid);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ state: 'refused', reason: 'Product p2 was not found' });
    // Not sent again by itself…
    expect(await sendQueuedSales(cid, async () => Promise.reject(new Error('must not be called')))).toEqual({ sent: 0, refused: 0 });
    // …until the clerk asks.
    await markWaiting(cid, left[0].key);
    expect(await sendQueuedSales(cid, async (s) => ok(s))).toEqual({ sent: 1, refused: 0 });
    expect(await outboxSize(cid)).toBe(0);
  });

  it('stops at no answer or a server fault, keeping the order, and goes on from there next time', async () => {
    const cid = await shopWith(4);
    let calls = 0;
    const flaky: PostOfflineSale = async (s) => {
      calls += 1;
      if (calls === 2) throw new ApiError("Can't reach Stocktill", 0, 'NETWORK');
      return ok(s);
    };
    const round = await sendQueuedSales(cid, flaky);
    expect(round).toMatchObject({ sent: 1, refused: 0 });
    expect(round.stopped?.code).toBe('NETWORK');
    expect((await waitingSales(cid)).map((s) => s.sale.barcode)).toEqual(['000000000002', '000000000003', '000000000004']);
    const down: PostOfflineSale = async () => Promise.reject(new ApiError('Service unavailable', 503, 'INTERNAL'));
    expect((await sendQueuedSales(cid, down)).stopped?.status).toBe(503);
    expect(await outboxSize(cid)).toBe(3);
    expect(await sendQueuedSales(cid, async (s) => ok(s))).toEqual({ sent: 3, refused: 0 });
  });

  it('two rounds at once (two tabs) send each sale once', async () => {
    const cid = await shopWith(6);
    const sent: string[] = [];
    const slow: PostOfflineSale = async (s, key) => {
      await new Promise((r) => setTimeout(r, 5));
      sent.push(key);
      return ok(s);
    };
    // Node has no Web Locks; a stand-in with the same promise runs the rounds one after the other.
    const held: Promise<unknown>[] = [];
    vi.stubGlobal('navigator', {
      locks: {
        request: (_name: string, work: () => Promise<unknown>) => {
          const run = Promise.all([...held]).then(work);
          held.push(run.catch(() => undefined));
          return run;
        },
      },
    });
    try {
      const [a, b] = await Promise.all([sendQueuedSales(cid, slow), sendQueuedSales(cid, slow)]);
      expect(a.sent + b.sent).toBe(6);
      expect(new Set(sent).size).toBe(6);
      expect(sent).toHaveLength(6);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a signed-out session or a rate limit is not a refusal: the sale waits', () => {
    expect(isRefusal(new ApiError('x', 401, 'UNAUTHORIZED'))).toBe(false);
    expect(isRefusal(new ApiError('x', 429, 'RATE_LIMITED'))).toBe(false);
    expect(isRefusal(new ApiError('x', 0, 'NETWORK'))).toBe(false);
    expect(isRefusal(new ApiError('x', 500, 'INTERNAL'))).toBe(false);
    expect(isRefusal(new ApiError('x', 422, 'VALIDATION'))).toBe(true);
    expect(isRefusal(new ApiError('x', 403, 'FORBIDDEN'))).toBe(true);
  });

  it('finds a waiting sale’s receipt by its number, and reports the counts as they change', async () => {
    const cid = await shopWith(2);
    expect((await queuedReceipt(cid, '000000000002'))?.receipt.total).toBe(1);
    expect(await queuedReceipt(cid, '000000000009')).toBeUndefined();
    const seen: { waiting: number; refused: number }[] = [];
    const stop = watchOutbox(cid, (c) => seen.push(c));
    await expect.poll(() => seen.at(-1)).toEqual({ waiting: 2, refused: 0 });
    await sendQueuedSales(cid, async (s) => ok(s));
    await expect.poll(() => seen.at(-1)).toEqual({ waiting: 0, refused: 0 });
    stop();
  });
});
